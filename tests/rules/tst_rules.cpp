// The rules engine against hand-worked examples of rules.md: the card order,
// a trick's ranks, predictions, dealers and leaders.
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

class TestRules : public QObject
{
    Q_OBJECT

private slots:
    void cardOrder_data()
    {
        QTest::addColumn<QString>("stronger");
        QTest::addColumn<QString>("weaker");
        // Suit first (W > F > S > C), then number; the led suit plays no part.
        QTest::newRow("W1 > C14: suit before number") << "W1"
                                                      << "C14";
        QTest::newRow("W1 > F14") << "W1"
                                  << "F14";
        QTest::newRow("F1 > S14") << "F1"
                                  << "S14";
        QTest::newRow("S1 > C14") << "S1"
                                  << "C14";
        QTest::newRow("W14 > W13") << "W14"
                                   << "W13";
        QTest::newRow("C2 > C1") << "C2"
                                 << "C1";
        QTest::newRow("S10 > S9: 10 is not below 9") << "S10"
                                                     << "S9";
    }

    void cardOrder()
    {
        QFETCH(QString, stronger);
        QFETCH(QString, weaker);
        QVERIFY(card(stronger).strength() > card(weaker).strength());
    }

    void cardOrderIsTotal()
    {
        // 56 distinct strengths, C1 the weakest (0) and W14 the strongest (55).
        std::vector<int> strengths;
        for (int i = 0; i < DeckSize; ++i)
            strengths.push_back(Card::fromIndex(i).strength());
        std::sort(strengths.begin(), strengths.end());
        for (int i = 0; i < DeckSize; ++i)
            QCOMPARE(strengths[at(i)], i);
        QCOMPARE(card(u"C1").strength(), 0);
        QCOMPARE(card(u"W14").strength(), 55);
        QCOMPARE(card(u"W14").code(), QStringLiteral("W14"));
        QCOMPARE(Card::fromIndex(card(u"S9").index()), card(u"S9"));
    }

    void ranking_data()
    {
        QTest::addColumn<int>("firstDealer");
        QTest::addColumn<QString>("jousts");
        QTest::addColumn<QList<int>>("ranks");
        QTest::addColumn<int>("winner");

        // Dealer 3: seat 0 leads Cross 14; seat 2's off-suit Wyvern 1 is the
        // strongest card all the same: W1 1st, C14 2nd, C7 3rd, C2 4th.
        QTest::newRow("off-suit Wyvern beats the led Cross") << 3 << "C14 C2 W1 C7" << QList<int>{2, 4, 1, 3} << 2;
        // W2 1st, F1 2nd, S14 3rd, C14 4th.
        QTest::newRow("suit before number") << 3 << "F1 S14 C14 W2" << QList<int>{2, 3, 4, 1} << 3;
        // Dealer 3, seat 0 leads: play order 0 1 2 3. Two S9 (a duplicate):
        // seat 1 played it before seat 3, so F2 1st, S9 (seat 1) 2nd,
        // S9 (seat 3) 3rd, C3 4th.
        QTest::newRow("duplicate: the earlier ranks higher") << 3 << "C3 S9 F2 S9" << QList<int>{4, 2, 1, 3} << 2;
        // Dealer 1, seat 2 leads: play order 2 3 0 1. Two W7: seat 3 played
        // before seat 0 although its index is higher: W7 (seat 3) 1st,
        // W7 (seat 0) 2nd, F5 3rd, C1 4th.
        QTest::newRow("duplicate: play order, not seat order") << 1 << "W7 F5 C1 W7" << QList<int>{2, 3, 4, 1} << 3;
    }

    void ranking()
    {
        QFETCH(int, firstDealer);
        QFETCH(QString, jousts);
        QFETCH(QList<int>, ranks);
        QFETCH(int, winner);
        const Replay replay(game(-1, firstDealer, {round({trick(jousts, QStringLiteral("W10 W11 W12 W13"))})}));
        const TrickResult &t = replay.round(0).tricks[0];
        QVERIFY(t.complete);
        QCOMPARE(t.leader, (firstDealer + 1) % SeatCount);
        QCOMPARE(list(t.rank), ranks);
        QCOMPARE(t.winner, winner);
        QCOMPARE(replay.round(0).tricksWon[at(winner)], 1);
    }

    void predictions_data()
    {
        QTest::addColumn<QString>("predictions");
        QTest::addColumn<QString>("correct");
        QTest::addColumn<QList<int>>("scores");

        // Dealer 3, seat 0 leads. Jousts W10 F3 S12 C1 rank 1st, 2nd, 3rd, 4th
        // by seat. A prediction is correct when its suit names that rank; its
        // number does not matter. Points: W 2, F 3, S 3, C 2; the trick won
        // adds 1 to seat 0. The round is not complete: no zero-trick bonus.
        QTest::newRow("all correct") << "W1 F9 S2 C14"
                                     << "1111" << QList<int>{2 + 1, 3, 3, 2};
        QTest::newRow("all wrong") << "F1 W2 C3 S4"
                                   << "0000" << QList<int>{1, 0, 0, 0};
        QTest::newRow("a Wyvern names 1st, even for the last card") << "C2 C4 W2 W4"
                                                                    << "0000" << QList<int>{1, 0, 0, 0};
        QTest::newRow("low and high numbers alike") << "W14 S1 S14 C13"
                                                    << "1011" << QList<int>{2 + 1, 0, 3, 2};
    }

    void predictions()
    {
        QFETCH(QString, predictions);
        QFETCH(QString, correct);
        QFETCH(QList<int>, scores);
        const Replay replay(game(-1, 3, {round({trick(QStringLiteral("W10 F3 S12 C1"), predictions)})}));
        const RoundResult &r = replay.round(0);
        QCOMPARE(list(r.tricks[0].rank), (QList<int>{1, 2, 3, 4}));
        for (int s = 0; s < SeatCount; ++s) {
            QCOMPARE(r.tricks[0].correct[at(s)], correct[s] == QLatin1Char('1'));
            QCOMPARE(r.correctByRank[at(s)][at(s)], correct[s] == QLatin1Char('1') ? 1 : 0);
        }
        QCOMPARE(list(r.scores), scores);
        QVERIFY(!r.complete);
        QCOMPARE(list(replay.totals()), scores);
    }

    void dealers_data()
    {
        QTest::addColumn<int>("dummySeat");
        QTest::addColumn<int>("firstDealer");
        QTest::addColumn<QList<int>>("dealers");
        QTest::addColumn<QList<int>>("firstLeaders");

        // The deal passes left (seat + 1), skipping the dummy; the first
        // leader is the dealer's left, the dummy included.
        QTest::newRow("4 players from 0") << -1 << 0 << QList<int>{0, 1, 2, 3} << QList<int>{1, 2, 3, 0};
        QTest::newRow("4 players from 2") << -1 << 2 << QList<int>{2, 3, 0, 1} << QList<int>{3, 0, 1, 2};
        // Dummy at 0: 1, 2, 3, (0 skipped). Round 3's dealer 3 has the dummy on its left.
        QTest::newRow("dummy 0 from 1") << 0 << 1 << QList<int>{1, 2, 3} << QList<int>{2, 3, 0};
        QTest::newRow("dummy 0 from 3") << 0 << 3 << QList<int>{3, 1, 2} << QList<int>{0, 2, 3};
        // Dummy at 1: 0, (1 skipped) 2, 3. Dealer 0 has the dummy on its left.
        QTest::newRow("dummy 1 from 0") << 1 << 0 << QList<int>{0, 2, 3} << QList<int>{1, 3, 0};
        QTest::newRow("dummy 1 from 3") << 1 << 3 << QList<int>{3, 0, 2} << QList<int>{0, 1, 3};
        // Dummy at 2: 3, 0, 1.
        QTest::newRow("dummy 2 from 3") << 2 << 3 << QList<int>{3, 0, 1} << QList<int>{0, 1, 2};
        QTest::newRow("dummy 2 from 1") << 2 << 1 << QList<int>{1, 3, 0} << QList<int>{2, 0, 1};
        // Dummy at 3: 2, (3 skipped) 0, 1.
        QTest::newRow("dummy 3 from 2") << 3 << 2 << QList<int>{2, 0, 1} << QList<int>{3, 1, 2};
        QTest::newRow("dummy 3 from 0") << 3 << 0 << QList<int>{0, 1, 2} << QList<int>{1, 2, 3};
    }

    void dealers()
    {
        QFETCH(int, dummySeat);
        QFETCH(int, firstDealer);
        QFETCH(QList<int>, dealers);
        QFETCH(QList<int>, firstLeaders);
        // Rounds with no tricks: enough for the engine to derive dealers and leaders.
        std::vector<Round> rounds(at(static_cast<int>(dealers.size())));
        const Replay replay(game(dummySeat, firstDealer, rounds));
        QCOMPARE(replay.roundsInGame(), static_cast<int>(dealers.size()));
        for (int r = 0; r < static_cast<int>(dealers.size()); ++r) {
            QCOMPARE(replay.dealerOf(r), dealers[r]);
            QCOMPARE(replay.round(r).dealer, dealers[r]);
            QCOMPARE(replay.round(r).firstLeader, firstLeaders[r]);
            QVERIFY(replay.round(r).dealer != dummySeat);
        }
    }

    void laterLeaders()
    {
        // bigRound's winners lead the next trick: 0 0 1 1 0 2 2 (see its table).
        const Replay replay(game(-1, 3, {bigRound()}));
        const RoundResult &r = replay.round(0);
        const QList<int> winners{0, 0, 1, 1, 0, 2, 2};
        QCOMPARE(r.tricks[0].leader, 0);
        for (int t = 0; t < TricksPerRound; ++t) {
            QCOMPARE(r.tricks[at(t)].winner, winners[t]);
            if (t > 0)
                QCOMPARE(r.tricks[at(t)].leader, winners[t - 1]);
        }
        // Whoever leads trick 1, the rest of the round is the same.
        const Replay other(game(-1, 0, {bigRound()}));
        QCOMPARE(other.round(0).tricks[0].leader, 1);
        QCOMPARE(list(other.round(0).scores), list(r.scores));
        QVERIFY(replay.violations().empty());
        QVERIFY(other.violations().empty());
    }
};

QTEST_GUILESS_MAIN(TestRules)
#include "tst_rules.moc"
