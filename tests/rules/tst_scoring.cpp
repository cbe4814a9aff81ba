// Scores against hand-worked examples of rules.md: a round's points, the
// zero-trick bonus, totals and winners.
#include "card.h"
#include "dummyboard.h"
#include "record.h"
#include "replay.h"
#include "rulesexamples.h"
#include "seatindex.h"

#include <QTest>
#include <algorithm>

using namespace tornei;
using namespace tornei::testing;

Q_DECLARE_METATYPE(tornei::Slot)
Q_DECLARE_METATYPE(tornei::Record)

namespace {

// The same round with seat s's cards moved to seat perm[s].
Round permuted(const Round &r, const std::array<int, SeatCount> &perm)
{
    Round result = r;
    for (std::size_t t = 0; t < r.tricks.size(); ++t) {
        for (int s = 0; s < SeatCount; ++s) {
            result.tricks[t].jousts[at(perm[at(s)])] = r.tricks[t].jousts[at(s)];
            result.tricks[t].predictions[at(perm[at(s)])] = r.tricks[t].predictions[at(s)];
        }
    }
    return result;
}

} // namespace

class TestScoring : public QObject
{
    Q_OBJECT

private slots:
    void scores()
    {
        // bigRound, scored by hand in its comment.
        const Replay replay(game(-1, 3, {bigRound()}));
        const RoundResult &r = replay.round(0);
        QVERIFY(r.complete);
        QCOMPARE(r.completeTricks, 7);
        QCOMPARE(list(r.tricksWon), (QList<int>{3, 2, 2, 0}));
        QCOMPARE(list(r.correctByRank[0]), (QList<int>{0, 0, 2, 2}));
        QCOMPARE(list(r.correctByRank[1]), (QList<int>{0, 0, 1, 3}));
        QCOMPARE(list(r.correctByRank[2]), (QList<int>{0, 0, 3, 0}));
        QCOMPARE(list(r.correctByRank[3]), (QList<int>{0, 0, 0, 2}));
        QCOMPARE(r.zeroTrickBonus, (std::array<bool, SeatCount>{false, false, false, true}));
        QCOMPARE(list(r.scores), (QList<int>{13, 11, 11, 7}));
        QCOMPARE(list(replay.totals()), (QList<int>{13, 11, 11, 7}));
        QCOMPARE(replay.winners(), (std::vector<int>{0}));
        QVERIFY(!replay.isComplete());
    }

    void zeroTrickBonusOnlyInCompleteRounds()
    {
        // bigRound without trick 7's last joust: six complete tricks. Seat 3
        // has won nothing yet but gets no bonus. Through trick 6:
        //   seat 0: tricks 1 2 5, correct C6 2 + S6 3 + C12 2 = 7 + 3 = 10
        //   seat 1: tricks 3 4,   correct C1 C4 C11 (2 each) + S10 3 = 9 + 2 = 11
        //   seat 2: trick 6,      correct S2 S5 S8 = 9 + 1 = 10
        //   seat 3: none,         correct C9 = 2
        Round r = bigRound();
        r.tricks[6].jousts[1].reset();
        const Replay replay(game(-1, 3, {r}));
        const RoundResult &result = replay.round(0);
        QVERIFY(!result.complete);
        QCOMPARE(result.completeTricks, 6);
        QVERIFY(!result.tricks[6].complete);
        QCOMPARE(result.tricks[6].winner, -1);
        QCOMPARE(list(result.tricksWon), (QList<int>{3, 2, 1, 0}));
        QCOMPARE(result.zeroTrickBonus, (std::array<bool, SeatCount>{}));
        QCOMPARE(list(result.scores), (QList<int>{10, 11, 10, 2}));
        QCOMPARE(replay.winners(), (std::vector<int>{1}));
    }

    void totalsAndWinners_data()
    {
        QTest::addColumn<QList<int>>("perms"); // per round: 0 as is, 1 seats 0 and 1 swapped, 2 rotated by one
        QTest::addColumn<QList<int>>("totals");
        QTest::addColumn<QList<int>>("winners");
        QTest::addColumn<bool>("complete");

        // As is [13, 11, 11, 7]; swapped [11, 13, 11, 7]; rotated [7, 13, 11, 11].
        QTest::newRow("one round") << QList<int>{0} << QList<int>{13, 11, 11, 7} << QList<int>{0} << false;
        // 13+11 = 24, 11+13 = 24, 22, 14: a shared lead.
        QTest::newRow("shared lead") << QList<int>{0, 1} << QList<int>{24, 24, 22, 14} << QList<int>{0, 1} << false;
        // Twice that: 48, 48, 44, 28; a finished game with two winners.
        QTest::newRow("shared win") << QList<int>{0, 1, 0, 1} << QList<int>{48, 48, 44, 28} << QList<int>{0, 1} << true;
        // 13+13+13+7 = 46, 11+11+11+13 = 46, 11*3+11 = 44, 7*3+11 = 32.
        QTest::newRow("shared win, seats 0 and 1 again")
            << QList<int>{0, 0, 0, 2} << QList<int>{46, 46, 44, 32} << QList<int>{0, 1} << true;
        // 13+11+7+11 = 42, 11+13+13+13 = 50, 11+11+11+11 = 44, 7+7+11+7 = 32.
        QTest::newRow("single winner") << QList<int>{0, 1, 2, 1} << QList<int>{42, 50, 44, 32} << QList<int>{1} << true;
    }

    void totalsAndWinners()
    {
        QFETCH(QList<int>, perms);
        QFETCH(QList<int>, totals);
        QFETCH(QList<int>, winners);
        QFETCH(bool, complete);
        const std::array<std::array<int, SeatCount>, 3> permutations{{{0, 1, 2, 3}, {1, 0, 2, 3}, {1, 2, 3, 0}}};
        std::vector<Round> rounds;
        for (int p : perms)
            rounds.push_back(permuted(bigRound(), permutations[at(p)]));
        const Replay replay(game(-1, 3, rounds));
        QVERIFY(replay.violations().empty());
        QCOMPARE(list(replay.totals()), totals);
        QCOMPARE(replay.winners(), std::vector<int>(winners.begin(), winners.end()));
        QCOMPARE(replay.isComplete(), complete);
        QCOMPARE(replay.next().gameOver, complete);
    }

    void everyoneWinsWhileNothingIsScored_data()
    {
        QTest::addColumn<int>("dummySeat");
        QTest::addColumn<QList<int>>("winners");
        QTest::newRow("4 players") << -1 << QList<int>{0, 1, 2, 3};
        QTest::newRow("3 players, dummy 2") << 2 << QList<int>{0, 1, 3};
    }

    void everyoneWinsWhileNothingIsScored()
    {
        QFETCH(int, dummySeat);
        QFETCH(QList<int>, winners);
        const std::vector<int> want(winners.begin(), winners.end());
        QCOMPARE(Replay(game(dummySeat, 0)).winners(), want);
        // One trick entered but not complete yet: still nothing scored.
        Round r =
            round({trick(QStringLiteral("W3 W4 - -"), QStringLiteral("- - - -"))}, dummySeat >= 0 ? Layout : QString());
        const Replay replay(game(dummySeat, 0, {r}));
        QCOMPARE(replay.winners(), want);
        QCOMPARE(list(replay.totals()), (QList<int>{0, 0, 0, 0}));
    }
};

QTEST_GUILESS_MAIN(TestScoring)
#include "tst_scoring.moc"
