// The players' figures the database keeps (player_figures, head_to_head)
// against the same figures worked out from scratch from game_results, after
// every kind of change to the games: imports, entries, a game finished, a
// correction, an undo, a new date, exclude and include, delete, rename,
// merges, a rebuild by a newer engine and a restored backup.
#include "gamestore.h"
#include "playerfigures.h"
#include "storedgames.h"

#include <QTemporaryDir>
#include <QTest>

using namespace tornei;
using namespace tornei::testing;

namespace {

// A random 3-player game among these players, played then.
Record gameOf(QRandomGenerator &rng, const QStringList &names, const QString &started)
{
    Record record = playGame(rng, 3);
    qsizetype next = 0;
    for (auto &seat : record.seats) {
        if (seat)
            seat = names.value(next++);
    }
    record.started = started;
    return record;
}

// What the statistics show, one line per player and per opponent.
QStringList shown(const std::vector<PlayerStatistics> &all)
{
    QStringList lines;
    for (const PlayerStatistics &s : all) {
        QStringList fields{s.name,
                           QString::number(s.games),
                           QString::number(s.wins),
                           QString::number(s.sharedWins),
                           QString::number(s.averageGameScore),
                           QString::number(s.averageRoundScore),
                           QString::number(s.completeRounds),
                           QString::number(s.zeroTrickRounds),
                           QString::number(s.bestGame.value_or(-1)),
                           QString::number(s.bestScore)};
        for (const PredictionFigures &p : s.predictions)
            fields << QStringLiteral("%1:%2/%3").arg(p.rank).arg(p.correct).arg(p.made);
        for (int k : s.tricksWonPerRound)
            fields << QString::number(k);
        lines << fields.join(QLatin1Char(' '));
        for (const HeadToHead &h : s.headToHead)
            lines << QStringLiteral("  %1 %2 %3 %4 %5")
                         .arg(h.opponentName)
                         .arg(h.games)
                         .arg(h.above)
                         .arg(h.below)
                         .arg(h.equal);
    }
    return lines;
}

} // namespace

class TestPlayerFigures : public QObject
{
    Q_OBJECT

private slots:
    void everyChangeKeepsTheFigures();

private:
    QRandomGenerator m_rng{20261124};
};

void TestPlayerFigures::everyChangeKeepsTheFigures()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("f.sqlite"));
    GameStore store;
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    StoreError error;
    // The kept figures equal the figures from scratch, and there are some.
    const auto check = [&](const char *after) {
        RawDb raw(path);
        const QStringList kept = keptFigures(raw.db());
        const QStringList scratch = figuresFromScratch(raw.db());
        if (kept != scratch) {
            qWarning("after %s:\nkept:\n%s\nfrom scratch:\n%s", after, qPrintable(kept.join(QLatin1Char('\n'))),
                     qPrintable(scratch.join(QLatin1Char('\n'))));
        }
        return kept == scratch && !kept.isEmpty();
    };
    const auto id = [&](const char *name) {
        return store.players().find(QLatin1String(name)).value_or(0);
    };

    // An import batch: games among four players, and one game stored three
    // times on other dates, so that three players' best games tie.
    std::vector<Record> batch;
    for (int i = 0; i < 10; ++i) {
        QStringList four{QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Chie"), QStringLiteral("Dai")};
        four.removeAt(i % 4);
        batch.push_back(gameOf(m_rng, four, QStringLiteral("2026-01-%1T19:00:00+09:00").arg(10 + i)));
    }
    const Record tied =
        gameOf(m_rng, {QStringLiteral("Eri"), QStringLiteral("Fumi"), QStringLiteral("Gin")}, QString());
    for (const char *day : {"05", "01", "09"}) {
        Record again = tied;
        again.started = QStringLiteral("2026-03-%1T19:00:00Z").arg(QLatin1String(day));
        batch.push_back(again);
    }
    std::vector<std::optional<qint64>> ids;
    QVERIFY2(store.records().importBatch(batch, &ids, nullptr, &error), qPrintable(error.message));
    QVERIFY(std::all_of(ids.begin(), ids.end(), [](const auto &game) { return game.has_value(); }));
    QVERIFY(check("an import batch"));
    // The earliest of the tied games is the best.
    const qint64 earliestTie = *ids[11];
    const std::optional<PlayerStatistics> eri = store.statistics().player(id("Eri"));
    QVERIFY(eri);
    QCOMPARE(eri->bestGame, std::optional<qint64>(earliestTie));

    // Another tied game dated earlier becomes the best.
    {
        RawDb raw(path);
        QVERIFY(raw.exec(
            QStringLiteral("UPDATE games SET started_utc = '2026-02-20T00:00:00.000Z' WHERE id = %1").arg(*ids[12])));
    }
    QVERIFY(check("a new date"));
    QCOMPARE(store.statistics().player(id("Eri"))->bestGame, ids[12]);

    // One import.
    const std::optional<qint64> one =
        store.records().importOne(gameOf(m_rng, {QStringLiteral("Aki"), QStringLiteral("Eri"), QStringLiteral("Ben")},
                                         QStringLiteral("2026-02-01T19:00:00Z")),
                                  &error);
    QVERIFY2(one, qPrintable(error.message));
    QVERIFY(check("an import"));

    // A game entered card by card: nothing counts until it is finished.
    const Record entered = gameOf(m_rng, {QStringLiteral("Chie"), QStringLiteral("Dai"), QStringLiteral("Eri")},
                                  QStringLiteral("2026-02-02T19:00:00Z"));
    const std::vector<Entry> entries = Replay(entered).entries();
    const std::optional<qint64> game = store.records().create(setupOf(entered), &error);
    QVERIFY2(game, qPrintable(error.message));
    const QStringList beforeEntry = [&] {
        RawDb raw(path);
        return keptFigures(raw.db());
    }();
    std::size_t next = 0;
    while (!store.games().summary(*game)->finished) {
        {
            RawDb raw(path);
            QCOMPARE(keptFigures(raw.db()), beforeEntry);
        }
        QVERIFY(next < entries.size());
        QVERIFY2(store.records().applyEdit(*game, EntryEdit::appending({entries[next++]}), &error),
                 qPrintable(error.message));
    }
    for (; next < entries.size(); ++next)
        QVERIFY(store.records().applyEdit(*game, EntryEdit::appending({entries[next]})));
    QVERIFY(check("the last card, which finishes the game"));

    // A correction: two cards of the finished game trade places where the
    // engine accepts it and the totals change.
    const QStringList beforeCorrection = [&] {
        RawDb raw(path);
        return keptFigures(raw.db());
    }();
    bool corrected = false;
    for (std::size_t i = 0; i < entries.size() && !corrected; ++i) {
        for (std::size_t j = i + 1; j < entries.size() && !corrected; ++j) {
            if (entries[i].slot.round != entries[j].slot.round || entries[i].card == entries[j].card)
                continue;
            Entry a = entries[i];
            Entry b = entries[j];
            std::swap(a.card, b.card);
            if (!store.records().applyEdit(*game, EntryEdit::replacing({a, b}), nullptr))
                continue;
            RawDb raw(path);
            corrected = keptFigures(raw.db()) != beforeCorrection;
            if (!corrected) // the same totals: put them back, and try another pair
                QVERIFY(store.records().applyEdit(*game, EntryEdit::replacing({entries[i], entries[j]})));
        }
    }
    QVERIFY(corrected);
    QVERIFY(check("a correction"));

    // Undo of the last cards until the game is no longer finished, and their redo.
    std::vector<Entry> now = store.records().entries(*game);
    std::vector<Entry> undone;
    while (store.games().summary(*game)->finished) {
        QVERIFY2(store.records().applyEdit(*game, EntryEdit::takingBack({now.back()}), &error),
                 qPrintable(error.message));
        undone.insert(undone.begin(), now.back());
        now.pop_back();
    }
    QVERIFY(check("an undo"));
    QVERIFY2(store.records().applyEdit(*game, EntryEdit::appending(undone), &error), qPrintable(error.message));
    QVERIFY(store.games().summary(*game)->finished);
    QVERIFY(check("a redo"));

    // Exclude, then include: the figures come back as they were.
    const QStringList shownBefore = shown(store.statistics().all());
    QVERIFY(store.games().setExcluded({*ids[0], *ids[11], *game}, true));
    QVERIFY(check("excluding games"));
    QVERIFY(shown(store.statistics().all()) != shownBefore);
    QVERIFY(store.games().setExcluded({*ids[0], *ids[11], *game}, false));
    QVERIFY(check("including them again"));
    QCOMPARE(shown(store.statistics().all()), shownBefore);

    // Delete.
    QVERIFY(store.games().remove({*ids[1], *one}));
    QVERIFY(check("deleting games"));

    // A backup of this state, restored at the end.
    QVERIFY(store.backups().makeNow(&error));
    const QStringList backedUp = [&] {
        RawDb raw(path);
        return keptFigures(raw.db());
    }();

    // Rename.
    QVERIFY2(store.players().rename(id("Aki"), QStringLiteral("Akira"), &error), qPrintable(error.message));
    QVERIFY(check("a rename"));

    // Two players who met cannot be merged: nothing changes.
    const QStringList beforeMerge = [&] {
        RawDb raw(path);
        return keptFigures(raw.db());
    }();
    QVERIFY(!store.players().merge(id("Ben"), id("Akira")));
    {
        RawDb raw(path);
        QCOMPARE(keptFigures(raw.db()), beforeMerge);
    }
    // Two who never met, but each met Akira and Ben: Hana is merged into Ivo,
    // and Akira's and Ben's head to head with them become one.
    QVERIFY(store.records().importOne(gameOf(m_rng,
                                             {QStringLiteral("Hana"), QStringLiteral("Akira"), QStringLiteral("Ben")},
                                             QStringLiteral("2026-04-01T19:00:00Z"))));
    QVERIFY(
        store.records().importOne(gameOf(m_rng, {QStringLiteral("Ben"), QStringLiteral("Ivo"), QStringLiteral("Akira")},
                                         QStringLiteral("2026-04-02T19:00:00Z"))));
    QVERIFY(check("games of the two"));
    const qint64 ivo = id("Ivo");
    QVERIFY2(store.players().merge(id("Hana"), ivo, &error), qPrintable(error.message));
    QVERIFY(check("a merge"));
    const std::optional<PlayerStatistics> akira = store.statistics().player(id("Akira"));
    QVERIFY(akira);
    const auto withIvo = std::find_if(akira->headToHead.begin(), akira->headToHead.end(),
                                      [&](const HeadToHead &h) { return h.opponent == ivo; });
    QVERIFY(withIvo != akira->headToHead.end());
    QCOMPARE(withIvo->games, 2);
    QCOMPARE(store.statistics().player(ivo)->games, 2);

    // Results cached by an older engine are rebuilt when the file is opened.
    store.close();
    {
        RawDb raw(path);
        QVERIFY(raw.exec(QStringLiteral("UPDATE round_results SET rules_version = 0 WHERE game IN (%1, %2)")
                             .arg(*ids[2])
                             .arg(*game)));
    }
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    QVERIFY(check("a rebuild of outdated results"));

    // A backup put back: its figures are those of its games.
    store.close();
    QVERIFY2(Backups::restore(Backups::list(path).first(), path, &error), qPrintable(error.message));
    QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
    QVERIFY(check("a restore"));
    {
        RawDb raw(path);
        QCOMPARE(keptFigures(raw.db()), backedUp);
    }
}

QTEST_GUILESS_MAIN(TestPlayerFigures)
#include "tst_playerfigures.moc"
