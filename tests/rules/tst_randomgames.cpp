// Properties every legal game has, checked on thousands of random legal
// games (3 and 4 players, finished and stopped part-way), with fixed seeds.
#include "randomgame.h"
#include "record.h"
#include "recordformat.h"
#include "replay.h"
#include "seatindex.h"

#include <QTest>
#include <algorithm>
#include <numeric>

using namespace tornei;

namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr bool UnderAddressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool UnderAddressSanitizer = true;
#else
constexpr bool UnderAddressSanitizer = false;
#endif
#else
constexpr bool UnderAddressSanitizer = false;
#endif

struct Game
{
    quint32 seed = 0;
    int players = 0;
    bool stopped = false;
    Record record;
};

QString describe(const Game &game)
{
    return QStringLiteral("seed %1, %2 players%3")
        .arg(game.seed)
        .arg(game.players)
        .arg(game.stopped ? QStringLiteral(", stopped") : QString());
}

QString violationText(const Replay &replay)
{
    QStringList lines;
    for (const Violation &v : replay.violations())
        lines << Violation::codeName(v.code) + QStringLiteral(": ") + replay.describe(v);
    return lines.join(QLatin1Char('\n'));
}

QString slotText(const Slot &slot)
{
    return QStringLiteral("kind %1 round %2 index %3 seat %4")
        .arg(static_cast<int>(slot.kind))
        .arg(slot.round)
        .arg(slot.index)
        .arg(slot.seat);
}

} // namespace

class TestRandomGames : public QObject
{
    Q_OBJECT

private:
    // 2000 games: a quarter each of finished and stopped 3- and 4-player games.
    // Under AddressSanitizer, which is there for memory errors, not for more
    // games, a quarter of them keeps the run short.
    static constexpr quint32 GameCount = UnderAddressSanitizer ? 500 : 2000;
    // Replaying every prefix is slower: a hundred or so games are enough for it.
    static constexpr quint32 PrefixGameCount = UnderAddressSanitizer ? 60 : 150;
    std::vector<Game> m_games;

private slots:
    void initTestCase()
    {
        for (quint32 seed = 1; seed <= GameCount; ++seed) {
            QRandomGenerator rng(seed);
            Game game;
            game.seed = seed;
            game.players = seed % 2 == 0 ? 3 : 4;
            game.stopped = seed % 4 >= 2;
            game.record =
                game.stopped ? RandomGame::playStopped(rng, game.players) : RandomGame::play(rng, game.players);
            m_games.push_back(std::move(game));
        }
        // The same seed makes the same game.
        QRandomGenerator a(7);
        QRandomGenerator b(7);
        QVERIFY(RandomGame::play(a, 3) == RandomGame::play(b, 3));
    }

    void shapes()
    {
        // The generator covers what the properties are about: both table
        // sizes, the dummy in every seat, finished and stopped games.
        std::array<int, SeatCount> dummySeats{};
        int finished = 0;
        int emptyGames = 0;
        int midTrick = 0;
        for (const Game &game : m_games) {
            QCOMPARE(game.record.playerCount(), game.players);
            if (game.record.hasDummy())
                ++dummySeats[at(game.record.dummySeat())];
            const Replay replay(game.record);
            QCOMPARE(replay.isComplete(), !game.stopped || replay.next().gameOver);
            finished += replay.isComplete() ? 1 : 0;
            emptyGames += game.record.rounds.empty() ? 1 : 0;
            if (!replay.rounds().empty() && !replay.rounds().back().tricks.empty() &&
                !replay.rounds().back().tricks.back().complete)
                ++midTrick;
        }
        for (int n : dummySeats)
            QVERIFY(n > static_cast<int>(GameCount / 20));
        QVERIFY(finished >= static_cast<int>(GameCount / 2));
        QVERIFY(midTrick > static_cast<int>(GameCount / 20));
        QVERIFY(emptyGames < static_cast<int>(GameCount / 40));
    }

    void noViolations()
    {
        for (const Game &game : m_games) {
            const Replay replay(game.record);
            QVERIFY2(replay.violations().empty(),
                     qPrintable(describe(game) + QLatin1Char('\n') + violationText(replay)));
        }
    }

    void sevenTricksPerRound()
    {
        for (const Game &game : m_games) {
            const Replay replay(game.record);
            SeatArray totals{};
            for (const RoundResult &round : replay.rounds()) {
                const int won = std::accumulate(round.tricksWon.begin(), round.tricksWon.end(), 0);
                QCOMPARE(won, round.completeTricks);
                if (round.complete)
                    QCOMPARE(won, TricksPerRound);
                for (int s = 0; s < SeatCount; ++s) {
                    totals[at(s)] += round.scores[at(s)];
                    if (!game.record.isPlayer(s))
                        QCOMPARE(round.scores[at(s)], 0);
                    // A player's score: one per trick, 3 for none in a complete round, and 2 or 3 per correct
                    // prediction.
                    int expected = round.zeroTrickBonus[at(s)] ? 3 : round.tricksWon[at(s)];
                    for (int rank = 1; rank <= 4; ++rank)
                        expected += predictionPoints(rank) * round.correctByRank[at(s)][at(rank - 1)];
                    if (game.record.isPlayer(s))
                        QCOMPARE(round.scores[at(s)], expected);
                    QCOMPARE(round.zeroTrickBonus[at(s)],
                             game.record.isPlayer(s) && round.complete && round.tricksWon[at(s)] == 0);
                }
            }
            QCOMPARE(replay.totals(), totals);
            int best = -1;
            for (int s = 0; s < SeatCount; ++s) {
                if (game.record.isPlayer(s))
                    best = std::max(best, totals[at(s)]);
            }
            for (int s : replay.winners())
                QCOMPARE(totals[at(s)], best);
            QVERIFY(!replay.winners().empty());
        }
    }

    void roundTrip()
    {
        for (const Game &game : m_games) {
            const QByteArray text = RecordFormat::write(game.record);
            RecordError error;
            const std::optional<Record> back = RecordFormat::read(text, &error);
            QVERIFY2(back, qPrintable(describe(game) + QStringLiteral(": ") + error.toString()));
            QVERIFY2(*back == game.record, qPrintable(describe(game)));
            QCOMPARE(RecordFormat::write(*back), text);
        }
    }

    void entriesRebuildTheRecord()
    {
        for (const Game &game : m_games) {
            Record rebuilt = game.record;
            rebuilt.rounds.clear();
            for (const Entry &entry : Replay(game.record).entries())
                rebuilt.place(entry.slot, entry.card);
            QVERIFY2(rebuilt == game.record, qPrintable(describe(game)));
        }
    }

    void nextNamesWhatComesNext()
    {
        for (quint32 i = 0; i < PrefixGameCount; ++i) {
            const Game &game = m_games[i];
            const std::vector<Entry> entries = Replay(game.record).entries();
            Record partial = game.record;
            partial.rounds.clear();
            for (std::size_t k = 0; k < entries.size(); ++k) {
                const Entry &entry = entries[k];
                const Replay replay(partial);
                const QString where = describe(game) + QStringLiteral(", entry %1: ").arg(k) + slotText(entry.slot);
                if (entry.slot.kind == EntryKind::DummyPrediction) {
                    // Optional: it may be filled while next() already names the following slot.
                    QVERIFY2(replay.openDummyPrediction() == entry.slot, qPrintable(where));
                } else {
                    QVERIFY2(!replay.next().gameOver, qPrintable(where));
                    QVERIFY2(replay.next().slot == entry.slot,
                             qPrintable(where + QStringLiteral(" but next() is ") + slotText(replay.next().slot)));
                    const bool dummy = entry.slot.kind == EntryKind::Joust && !game.record.isPlayer(entry.slot.seat);
                    QCOMPARE(replay.next().byDummy, dummy);
                    if (dummy)
                        QVERIFY2(replay.next().dummyPlay && replay.next().dummyPlay->card == entry.card,
                                 qPrintable(where));
                }
                const std::optional<QString> refusal = replay.refusal(entry.slot, entry.card);
                QVERIFY2(!refusal, qPrintable(where + QStringLiteral(": ") + refusal.value_or(QString())));
                partial.place(entry.slot, entry.card);
            }
            QVERIFY2(partial == game.record, qPrintable(describe(game)));
            const Replay done(partial);
            QCOMPARE(done.next().gameOver, done.isComplete());
            if (!game.stopped) {
                QVERIFY(done.next().gameOver);
                QCOMPARE(done.openDummyPrediction(), std::optional<Slot>());
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestRandomGames)
#include "tst_randomgames.moc"
