// The rules engine against hand-worked examples of every rule in rules.md.
#include "card.h"
#include "dummyboard.h"
#include "record.h"
#include "replay.h"
#include "seatindex.h"

#include <QTest>
#include <algorithm>

using namespace tornei;

Q_DECLARE_METATYPE(tornei::Slot)
Q_DECLARE_METATYPE(tornei::Record)

namespace {

Card card(QStringView code)
{
    const std::optional<Card> c = Card::fromCode(code);
    if (!c)
        qFatal("not a card: %s", qPrintable(code.toString()));
    return *c;
}

// "W5 F3 W9": cards separated by spaces.
std::vector<Card> cards(const QString &codes)
{
    std::vector<Card> result;
    for (const QString &code : codes.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        result.push_back(card(code));
    return result;
}

// Four entries by seat; "-" for a card not entered (or the dummy's prediction).
std::array<CardSlot, SeatCount> seatCards(const QString &codes)
{
    const QStringList list = codes.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (list.size() != SeatCount)
        qFatal("four entries expected: %s", qPrintable(codes));
    std::array<CardSlot, SeatCount> result;
    for (int s = 0; s < SeatCount; ++s) {
        if (list[s] != QLatin1String("-"))
            result[at(s)] = card(list[s]);
    }
    return result;
}

Trick trick(const QString &jousts, const QString &predictions)
{
    Trick t;
    t.jousts = seatCards(jousts);
    t.predictions = seatCards(predictions);
    return t;
}

Round round(std::vector<Trick> tricks, const QString &layout = QString(), const QString &dummyPredictions = QString())
{
    Round r;
    r.tricks = std::move(tricks);
    r.dummyLayout = cards(layout);
    r.dummyPredictions = cards(dummyPredictions);
    r.hasDummyPredictions = !r.dummyPredictions.empty();
    return r;
}

// Aki, Ben, Chie and Dai clockwise from seat 0; the dummy (if any) replaces one of them.
Record game(int dummySeat, int firstDealer, std::vector<Round> rounds = {})
{
    static const char *names[] = {"Aki", "Ben", "Chie", "Dai"};
    Record record;
    for (int s = 0; s < SeatCount; ++s) {
        if (s != dummySeat)
            record.seats[at(s)] = QString::fromLatin1(names[s]);
    }
    record.firstDealer = firstDealer;
    record.rounds = std::move(rounds);
    return record;
}

QList<int> list(const SeatArray &a)
{
    return {a[0], a[1], a[2], a[3]};
}

std::vector<Violation> violationsOf(const Replay &replay, Violation::Code code)
{
    std::vector<Violation> result;
    for (const Violation &v : replay.violations()) {
        if (v.code == code)
            result.push_back(v);
    }
    return result;
}

// A complete, legal 4-player round. Every trick is led in one suit that the
// others follow (trick 4 aside), so the first leader changes nothing: whoever
// leads trick 1, the led suit is Wyvern and the ranks are the same.
//
//  trick  leader  jousts (seat 0..3)   ranks (seat 0..3)  winner
//  1      (any)   W14 W1  W2  W3       1 4 3 2            0
//  2      0       W13 W4  W5  W6       1 4 3 2            0
//  3      0       W7  W12 W8  W9       4 1 3 2            1
//  4      1       F2  W11 W10 F1       3 1 2 4            1   (no Wyvern is left for seats 0 and 3)
//  5      1       F14 F3  F4  F5       1 4 3 2            0
//  6      0       F6  F7  F13 F8       4 3 1 2            2
//  7      2       F10 F11 F12 F9       3 2 1 4            2
//
// Predictions are all Shamrock (3rd, 3 points) or Cross (4th, 2 points):
//
//  trick  predictions (seat 0..3)   correct
//  1      S1  C1  S2  C2            seat 1 (4th), seat 2 (3rd)
//  2      C3  C4  C5  S3            seat 1 (4th)
//  3      C6  S4  S5  C7            seat 0 (4th), seat 2 (3rd)
//  4      S6  C8  S7  C9            seat 0 (3rd), seat 3 (4th)
//  5      C10 C11 S8  S9            seat 1 (4th), seat 2 (3rd)
//  6      C12 S10 C13 S11           seat 0 (4th), seat 1 (3rd)
//  7      S12 S13 S14 C14           seat 0 (3rd), seat 3 (4th)
//
//  seat  tricks  correct [1st,2nd,3rd,4th]  points                  score
//  0     3       [0,0,2,2]                  3+3+2+2 = 10, +3 tricks  13
//  1     2       [0,0,1,3]                  2+2+2+3 = 9,  +2 tricks  11
//  2     2       [0,0,3,0]                  3+3+3   = 9,  +2 tricks  11
//  3     0       [0,0,0,2]                  2+2     = 4,  +3 bonus    7
Round bigRound()
{
    return round({
        trick(QStringLiteral("W14 W1 W2 W3"), QStringLiteral("S1 C1 S2 C2")),
        trick(QStringLiteral("W13 W4 W5 W6"), QStringLiteral("C3 C4 C5 S3")),
        trick(QStringLiteral("W7 W12 W8 W9"), QStringLiteral("C6 S4 S5 C7")),
        trick(QStringLiteral("F2 W11 W10 F1"), QStringLiteral("S6 C8 S7 C9")),
        trick(QStringLiteral("F14 F3 F4 F5"), QStringLiteral("C10 C11 S8 S9")),
        trick(QStringLiteral("F6 F7 F13 F8"), QStringLiteral("C12 S10 C13 S11")),
        trick(QStringLiteral("F10 F11 F12 F9"), QStringLiteral("S12 S13 S14 C14")),
    });
}

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

// The dummy's layout used throughout, in dealt order. Its piles, bottom to top:
//   Wyvern   W5 W9 W7   (top W7, although W9 is stronger)
//   Fleur    F3 F1      (top F1)
//   Shamrock S14 S2     (top S2, although S14 is stronger)
//   Cross    none
const QString Layout = QStringLiteral("W5 F3 W9 S14 S2 F1 W7");

} // namespace

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

    void dummyBoard_data()
    {
        QTest::addColumn<QString>("layout");
        QTest::addColumn<QString>("removed");
        QTest::addColumn<QString>("led"); // "" when the dummy leads
        QTest::addColumn<QString>("expected");
        QTest::addColumn<int>("reason");

        const int leads = static_cast<int>(DummyReason::LeadsStrongestSuit);
        const int follows = static_cast<int>(DummyReason::FollowsLedSuit);
        const int discards = static_cast<int>(DummyReason::NoLedSuitStrongest);
        // See Layout: the top card is the last dealt, not the strongest.
        QTest::newRow("leads: top of Wyvern") << Layout << ""
                                              << ""
                                              << "W7" << leads;
        QTest::newRow("follows Fleur") << Layout << ""
                                       << "F"
                                       << "F1" << follows;
        QTest::newRow("follows Shamrock: S2 lies on S14") << Layout << ""
                                                          << "S"
                                                          << "S2" << follows;
        QTest::newRow("follows Wyvern") << Layout << ""
                                        << "W"
                                        << "W7" << follows;
        QTest::newRow("no Cross: strongest suit") << Layout << ""
                                                  << "C"
                                                  << "W7" << discards;
        // W7 gone: W9 is on top now.
        QTest::newRow("leads after W7") << Layout << "W7"
                                        << ""
                                        << "W9" << leads;
        // Every Wyvern gone: Fleur is the strongest remaining suit.
        QTest::newRow("leads without Wyvern") << Layout << "W7 W9 W5"
                                              << ""
                                              << "F1" << leads;
        QTest::newRow("no Cross, no Wyvern") << Layout << "W7 W9 W5"
                                             << "C"
                                             << "F1" << discards;
        // A card not on the board removes nothing; a card under the top goes all the same.
        QTest::newRow("removing a card not there") << Layout << "C13"
                                                   << ""
                                                   << "W7" << leads;
        QTest::newRow("removing from under the top") << Layout << "F3"
                                                     << "F"
                                                     << "F1" << follows;
        QTest::newRow("Shamrock pile emptied") << Layout << "S2 S14"
                                               << "S"
                                               << "W7" << discards;
    }

    void dummyBoard()
    {
        QFETCH(QString, layout);
        QFETCH(QString, removed);
        QFETCH(QString, led);
        QFETCH(QString, expected);
        QFETCH(int, reason);
        DummyBoard board(cards(layout));
        QCOMPARE(board.size(), 7);
        QCOMPARE(board.pile(Suit::Wyvern), cards(QStringLiteral("W5 W9 W7")));
        QCOMPARE(board.top(Suit::Shamrock), CardSlot(card(u"S2")));
        QCOMPARE(board.top(Suit::Cross), CardSlot());
        int size = 7;
        for (const Card &c : cards(removed)) {
            const bool there = board.size() > 0 && std::find(board.pile(c.suit).begin(), board.pile(c.suit).end(), c) !=
                                                       board.pile(c.suit).end();
            board.remove(c);
            size -= there ? 1 : 0;
            QCOMPARE(board.size(), size);
        }
        const std::optional<Suit> ledSuit =
            led.isEmpty() ? std::nullopt : std::optional<Suit>(card(led + QLatin1Char('1')).suit);
        const std::optional<DummyPlay> play = board.play(ledSuit);
        QVERIFY(play);
        QCOMPARE(play->card, card(expected));
        QCOMPARE(static_cast<int>(play->reason), reason);
    }

    void dummyBoardEmpty()
    {
        DummyBoard board(cards(QStringLiteral("C4")));
        QVERIFY(!board.isEmpty());
        board.remove(card(u"C4"));
        QVERIFY(board.isEmpty());
        QVERIFY(!board.play(std::nullopt));
        QVERIFY(!board.play(Suit::Cross));
    }

    void dummyInEachSeat_data()
    {
        QTest::addColumn<int>("dummySeat");
        QTest::addColumn<int>("firstDealer");
        QTest::addColumn<QString>("before"); // jousts entered before the dummy's, in play order
        QTest::addColumn<QString>("expected");
        QTest::addColumn<int>("reason");

        const int leads = static_cast<int>(DummyReason::LeadsStrongestSuit);
        const int follows = static_cast<int>(DummyReason::FollowsLedSuit);
        const int discards = static_cast<int>(DummyReason::NoLedSuitStrongest);
        for (int d = 0; d < SeatCount; ++d) {
            // Dealer on the dummy's right: the dummy leads trick 1.
            const int leadDealer = (d + 3) % SeatCount;
            // Dealer on the dummy's left: the seat after it leads, the dummy plays third.
            const int followDealer = (d + 1) % SeatCount;
            QTest::addRow("dummy %d leads", d) << d << leadDealer << ""
                                               << "W7" << leads;
            QTest::addRow("dummy %d follows Fleur", d) << d << followDealer << "F10 F11"
                                                       << "F1" << follows;
            QTest::addRow("dummy %d follows Shamrock", d) << d << followDealer << "S10 C12"
                                                          << "S2" << follows;
            QTest::addRow("dummy %d has no Cross", d) << d << followDealer << "C10 W1"
                                                      << "W7" << discards;
        }
    }

    void dummyInEachSeat()
    {
        QFETCH(int, dummySeat);
        QFETCH(int, firstDealer);
        QFETCH(QString, before);
        QFETCH(QString, expected);
        QFETCH(int, reason);

        Round r = round({Trick()}, Layout);
        const int leader = (firstDealer + 1) % SeatCount;
        const auto order = Replay::playOrder(leader);
        const std::vector<Card> entered = cards(before);
        for (std::size_t i = 0; i < entered.size(); ++i)
            r.tricks[0].jousts[at(order[i])] = entered[i];
        QCOMPARE(order[entered.size()], dummySeat);

        const Replay replay(game(dummySeat, firstDealer, {r}));
        const DummyPlay want{card(expected), static_cast<DummyReason>(reason)};
        QCOMPARE(replay.round(0).firstLeader, leader);
        QCOMPARE(replay.round(0).tricks[0].dummyPlay, std::optional<DummyPlay>(want));

        const Slot slot{EntryKind::Joust, 0, 0, dummySeat};
        QVERIFY(!replay.next().gameOver);
        QCOMPARE(replay.next().slot, slot);
        QVERIFY(replay.next().byDummy);
        QCOMPARE(replay.next().dummyPlay, std::optional<DummyPlay>(want));
        QCOMPARE(replay.refusal(slot, want.card), std::optional<QString>());
        QCOMPARE(replay.refusal(slot, card(u"F3")),
                 std::optional<QString>(QStringLiteral("The dummy must play %1, not F3.").arg(expected)));
        QVERIFY(replay.violations().empty());
    }

    void dummyWinsAndLeads()
    {
        // Dummy at 3, dealer 2: the dummy leads W7, which no player can beat.
        // Ranks: W7 1st (dummy), F2 2nd (seat 0), S4 3rd (seat 2), S3 4th (seat 1).
        // Predictions: seat 0 F5 (2nd: correct, 3 points), seat 1 S5 (3rd: wrong),
        // seat 2 C5 (4th: wrong). The dummy's trick counts in tricksWon but
        // scores nothing; it leads again: W9, the new top of its Wyvern pile.
        const Replay replay(game(3, 2,
                                 {round({trick(QStringLiteral("F2 S3 S4 W7"), QStringLiteral("F5 S5 C5 -"))}, Layout,
                                        QStringLiteral("C14"))}));
        const RoundResult &r = replay.round(0);
        QVERIFY(replay.violations().empty());
        QCOMPARE(r.tricks[0].leader, 3);
        QCOMPARE(r.tricks[0].winner, 3);
        QCOMPARE(list(r.tricks[0].rank), (QList<int>{2, 4, 3, 1}));
        QCOMPARE(list(r.tricksWon), (QList<int>{0, 0, 0, 1}));
        QCOMPARE(list(r.scores), (QList<int>{3, 0, 0, 0}));
        QCOMPARE(replay.next().slot, (Slot{EntryKind::Joust, 0, 1, 3}));
        QVERIFY(replay.next().byDummy);
        QCOMPARE(replay.next().dummyPlay->card, card(u"W9"));
        QCOMPARE(replay.winners(), (std::vector<int>{0}));
    }

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

    void next_data()
    {
        QTest::addColumn<int>("dummySeat");
        QTest::addColumn<int>("step"); // what is entered, see next()
        QTest::addColumn<bool>("gameOver");
        QTest::addColumn<Slot>("slot");
        QTest::addColumn<bool>("byDummy");

        using K = EntryKind;
        // 4 players, dealer 3: seat 0 leads trick 1 of round 1.
        QTest::newRow("4p: empty game") << -1 << 0 << false << Slot{K::Joust, 0, 0, 0} << false;
        // Jousts in play order, then the predictions from the leader.
        QTest::newRow("4p: after the lead") << -1 << 1 << false << Slot{K::Joust, 0, 0, 1} << false;
        QTest::newRow("4p: after every joust") << -1 << 2 << false << Slot{K::Prediction, 0, 0, 0} << false;
        QTest::newRow("4p: after two predictions") << -1 << 3 << false << Slot{K::Prediction, 0, 0, 2} << false;
        // bigRound's trick 1 is won by seat 0, trick 3 by seat 1.
        QTest::newRow("4p: trick 1 done") << -1 << 4 << false << Slot{K::Joust, 0, 1, 0} << false;
        QTest::newRow("4p: trick 3 done") << -1 << 5 << false << Slot{K::Joust, 0, 3, 1} << false;
        // Round 2 is dealt by seat 0: seat 1 leads.
        QTest::newRow("4p: round 1 done") << -1 << 6 << false << Slot{K::Joust, 1, 0, 1} << false;
        QTest::newRow("4p: game over") << -1 << 7 << true << Slot{} << false;

        // 3 players, dummy at 1, dealer 0: the dummy leads trick 1.
        QTest::newRow("3p: empty game") << 1 << 0 << false << Slot{K::DummyLayout, 0, 0, 1} << false;
        QTest::newRow("3p: layout begun") << 1 << 8 << false << Slot{K::DummyLayout, 0, 3, 1} << false;
        QTest::newRow("3p: layout done") << 1 << 9 << false << Slot{K::Joust, 0, 0, 1} << true;
        QTest::newRow("3p: dummy led") << 1 << 10 << false << Slot{K::Joust, 0, 0, 2} << false;
        // Round 2 is dealt by seat 2 (seat 1 is skipped): the layout comes first again.
        QTest::newRow("3p: round 1 done") << 1 << 6 << false << Slot{K::DummyLayout, 1, 0, 1} << false;
        QTest::newRow("3p: game over") << 1 << 11 << true << Slot{} << false;
    }

    void next()
    {
        QFETCH(int, dummySeat);
        QFETCH(int, step);
        QFETCH(bool, gameOver);
        QFETCH(Slot, slot);
        QFETCH(bool, byDummy);

        // A 3-player round for next(): bigRound with the dummy's predictions
        // cleared (its jousts break the dummy's rule, which next() ignores).
        const auto forGame = [&](Round r) {
            if (dummySeat < 0)
                return r;
            for (Trick &t : r.tricks)
                t.predictions[at(dummySeat)].reset();
            r.dummyLayout = cards(Layout);
            return r;
        };
        Round partial = forGame(Round());
        std::vector<Round> rounds;
        switch (step) {
        case 0:
            break;
        case 1:
            partial.tricks = {trick(QStringLiteral("W14 - - -"), QStringLiteral("- - - -"))};
            rounds = {partial};
            break;
        case 2:
            partial.tricks = {trick(QStringLiteral("W14 W1 W2 W3"), QStringLiteral("- - - -"))};
            rounds = {partial};
            break;
        case 3:
            partial.tricks = {trick(QStringLiteral("W14 W1 W2 W3"), QStringLiteral("S1 C1 - -"))};
            rounds = {partial};
            break;
        case 4:
            partial.tricks = {bigRound().tricks[0]};
            rounds = {partial};
            break;
        case 5:
            partial.tricks = bigRound().tricks;
            partial.tricks.resize(3);
            rounds = {partial};
            break;
        case 6:
            rounds = {forGame(bigRound())};
            break;
        case 7:
        case 11:
            rounds.assign(static_cast<std::size_t>(dummySeat < 0 ? 4 : 3), forGame(bigRound()));
            break;
        case 8:
            partial.dummyLayout.resize(3);
            rounds = {partial};
            break;
        case 9:
            rounds = {partial};
            break;
        case 10:
            partial.tricks = {trick(QStringLiteral("- W7 - -"), QStringLiteral("- - - -"))};
            rounds = {partial};
            break;
        }
        const Replay replay(game(dummySeat, dummySeat < 0 ? 3 : 0, rounds));
        QCOMPARE(replay.next().gameOver, gameOver);
        if (!gameOver)
            QCOMPARE(replay.next().slot, slot);
        QCOMPARE(replay.next().byDummy, byDummy);
        if (byDummy)
            QCOMPARE(replay.next().dummyPlay->card, card(u"W7"));
    }

    void refusal()
    {
        // 4 players, dealer 3; seat 0 (Aki) has led W14, seat 1 (Ben) is next.
        Record record = game(-1, 3, {round({trick(QStringLiteral("W14 - - -"), QStringLiteral("- - - -"))})});
        const Replay replay(record);
        const Slot next{EntryKind::Joust, 0, 0, 1};
        QCOMPARE(replay.next().slot, next);
        QCOMPARE(replay.refusal(next, card(u"W1")), std::optional<QString>());
        QCOMPARE(replay.refusal(next, card(u"W14")),
                 std::optional<QString>(QStringLiteral("W14 is already used: played by Aki in trick 1.")));
        QCOMPARE(replay.refusal(Slot{EntryKind::Joust, 0, 0, 2}, card(u"W1")),
                 std::optional<QString>(QStringLiteral("That is not the card to enter now.")));
        QCOMPARE(replay.refusal(Slot{EntryKind::Prediction, 0, 0, 0}, card(u"W1")),
                 std::optional<QString>(QStringLiteral("That is not the card to enter now.")));
        // A correction of the card already there: only other slots count.
        const Slot lead{EntryKind::Joust, 0, 0, 0};
        QCOMPARE(replay.refusal(lead, card(u"W14")), std::optional<QString>());
        QCOMPARE(replay.refusal(lead, card(u"C3")), std::optional<QString>());
    }

    void refusalSaysWhere()
    {
        // Dummy at 3, dealer 0: seat 1 (Ben) leads C9, Chie C10, the dummy has no
        // Cross and plays W7 (its top Wyvern), Aki C11; predictions F8 F9 F10.
        // W7 wins: the dummy leads trick 2. The dummy turned up S3 after trick 1.
        const Record record = game(3, 0,
                                   {round({trick(QStringLiteral("C11 C9 C10 W7"), QStringLiteral("F10 F8 F9 -"))},
                                          Layout, QStringLiteral("S3"))});
        const Replay replay(record);
        QVERIFY(replay.violations().empty());
        const Slot next{EntryKind::Joust, 0, 1, 3};
        QCOMPARE(replay.next().slot, next);
        QVERIFY(replay.next().byDummy);
        QCOMPARE(replay.next().dummyPlay->card, card(u"W9"));
        // A correction of Chie's joust, to cards already on the table.
        const Slot chie{EntryKind::Joust, 0, 0, 2};
        QCOMPARE(replay.refusal(chie, card(u"W7")),
                 std::optional<QString>(QStringLiteral("W7 is already used: played by the dummy in trick 1.")));
        QCOMPARE(replay.refusal(chie, card(u"W5")),
                 std::optional<QString>(QStringLiteral("W5 is already used: on the dummy's board.")));
        QCOMPARE(replay.refusal(chie, card(u"F8")),
                 std::optional<QString>(QStringLiteral("F8 is already used: Ben's prediction card in trick 1.")));
        QCOMPARE(replay.refusal(chie, card(u"S3")),
                 std::optional<QString>(
                     QStringLiteral("S3 is already used: turned up from the dummy's prediction pile after trick 1.")));
        QCOMPARE(replay.refusal(chie, card(u"C12")), std::optional<QString>());
        // Not the slot to fill now.
        QCOMPARE(replay.refusal(Slot{EntryKind::Joust, 0, 1, 0}, card(u"C12")),
                 std::optional<QString>(QStringLiteral("That is not the card to enter now.")));
    }

    void refusalCorrectingTheDummy()
    {
        // Dummy at 3, dealer 0: seat 1 leads F10; S2 was recorded for the
        // dummy where its rule gives F1 (see dummyMisplay). The dummy's cards
        // lie on its board, so a board card is never "already used" for its
        // joust: F1 is accepted, and so is S2 (the misplay is the check's
        // business). A card a player has played or predicted with is taken.
        const Replay replay(
            game(3, 0, {round({trick(QStringLiteral("F12 F10 F11 S2"), QStringLiteral("W1 W2 W3 -"))}, Layout)}));
        const Slot dummy{EntryKind::Joust, 0, 0, 3};
        QCOMPARE(replay.refusal(dummy, card(u"F1")), std::optional<QString>());
        QCOMPARE(replay.refusal(dummy, card(u"S2")), std::optional<QString>());
        QCOMPARE(replay.refusal(dummy, card(u"W1")),
                 std::optional<QString>(QStringLiteral("W1 is already used: Aki's prediction card in trick 1.")));
        QCOMPARE(replay.refusal(dummy, card(u"F10")),
                 std::optional<QString>(QStringLiteral("F10 is already used: played by Ben in trick 1.")));
        // A player's correction to a card on the dummy's board is still refused.
        QCOMPARE(replay.refusal(Slot{EntryKind::Joust, 0, 0, 0}, card(u"F1")),
                 std::optional<QString>(QStringLiteral("F1 is already used: on the dummy's board.")));
    }

    void refusalWhenTheGameIsOver()
    {
        std::vector<Round> rounds(4, bigRound());
        const Replay replay(game(-1, 3, rounds));
        QVERIFY(replay.next().gameOver);
        QCOMPARE(replay.refusal(Slot{EntryKind::Joust, 3, 7, 0}, card(u"W1")),
                 std::optional<QString>(QStringLiteral("The game is over: every round has been played.")));
    }

    void duplicate_data()
    {
        QTest::addColumn<Record>("record");
        QTest::addColumn<int>("trick");
        QTest::addColumn<int>("seat");
        QTest::addColumn<QString>("code");
        QTest::addColumn<Slot>("first");
        QTest::addColumn<Slot>("second");
        using K = EntryKind;

        // Dealer 3, seat 0 leads. Table order: joust 0, prediction 0,
        // predictions 1 2 3, jousts 1 2 3. Seat 3's prediction C8 reaches the
        // table before seat 1's joust C8, although seat 1 comes first.
        QTest::newRow("prediction before a later joust")
            << game(-1, 3, {round({trick(QStringLiteral("W1 C8 W2 W3"), QStringLiteral("F1 F2 F3 C8"))})}) << 1 << 1
            << "C8" << Slot{K::Prediction, 0, 0, 3} << Slot{K::Joust, 0, 0, 1};
        // The leader's prediction comes before the others'.
        QTest::newRow("the leader's prediction first")
            << game(-1, 3, {round({trick(QStringLiteral("W1 W4 W2 W3"), QStringLiteral("F5 F2 F5 F4"))})}) << 1 << 2
            << "F5" << Slot{K::Prediction, 0, 0, 0} << Slot{K::Prediction, 0, 0, 2};
        // Dummy 3, dealer 0: Ben (1) leads C9. W5 lies on the dummy's board (trick 0)
        // and is Ben's prediction: the second occurrence is Ben's, in trick 1.
        QTest::newRow("on the dummy's board")
            << game(3, 0, {round({trick(QStringLiteral("C11 C9 C10 W7"), QStringLiteral("F10 W5 F9 -"))}, Layout)}) << 1
            << 1 << "W5" << Slot{K::DummyLayout, 0, 0, 3} << Slot{K::Prediction, 0, 0, 1};
        // The same card dealt twice onto the board: trick 0, the dummy's seat.
        QTest::newRow("twice on the board")
            << game(3, 0, {round({}, QStringLiteral("W5 F3 W9 S14 S2 F1 W5"))}) << 0 << 3 << "W5"
            << Slot{K::DummyLayout, 0, 0, 3} << Slot{K::DummyLayout, 0, 6, 3};
        // Trick 1: Ben C9, Chie C10, dummy W7 (no Cross), Aki C11; W7 wins.
        // Trick 2: the dummy leads W9, Aki C12, Ben C13, Chie C14; W9 wins.
        // The dummy's second prediction card (after trick 2) is C10, Chie's
        // joust of trick 1: trick 2, the dummy's seat.
        const std::vector<Trick> twoTricks{trick(QStringLiteral("C11 C9 C10 W7"), QStringLiteral("F10 F8 F9 -")),
                                           trick(QStringLiteral("C12 C13 C14 W9"), QStringLiteral("F11 F12 F13 -"))};
        QTest::newRow("dummy prediction after trick 2")
            << game(3, 0, {round(twoTricks, Layout, QStringLiteral("S3 C10"))}) << 2 << 3 << "C10"
            << Slot{K::Joust, 0, 0, 2} << Slot{K::DummyPrediction, 0, 1, 3};
        // The dummy turned up C12 after trick 1; Aki plays it in trick 2.
        QTest::newRow("dummy prediction first")
            << game(3, 0, {round(twoTricks, Layout, QStringLiteral("C12 S3"))}) << 2 << 0 << "C12"
            << Slot{K::DummyPrediction, 0, 0, 3} << Slot{K::Joust, 0, 1, 0};
    }

    void duplicate()
    {
        QFETCH(Record, record);
        QFETCH(int, trick);
        QFETCH(int, seat);
        QFETCH(QString, code);
        QFETCH(Slot, first);
        QFETCH(Slot, second);
        const Replay replay(record);
        QCOMPARE(replay.violations().size(), std::size_t(1));
        const Violation &v = replay.violations().front();
        QCOMPARE(Violation::codeName(v.code), QStringLiteral("duplicate-card"));
        QCOMPARE(v.round, 0);
        QCOMPARE(v.trick, trick);
        QCOMPARE(v.seat, seat);
        QCOMPARE(v.card, card(code));
        QCOMPARE(v.first, first);
        QCOMPARE(v.second, second);
        QVERIFY(replay.describe(v).startsWith(code + QStringLiteral(" appears more than once in round 1")));
    }

    void notDuplicates()
    {
        // The dummy's jousts W7 and W9 come from its board: not occurrences.
        const std::vector<Trick> twoTricks{trick(QStringLiteral("C11 C9 C10 W7"), QStringLiteral("F10 F8 F9 -")),
                                           trick(QStringLiteral("C12 C13 C14 W9"), QStringLiteral("F11 F12 F13 -"))};
        QVERIFY(Replay(game(3, 0, {round(twoTricks, Layout, QStringLiteral("S3 S4"))})).violations().empty());
        // Each round is a new deal.
        QVERIFY(Replay(game(-1, 3, {bigRound(), bigRound()})).violations().empty());
    }

    void revoke_data()
    {
        QTest::addColumn<Record>("record");
        QTest::addColumn<int>("trick"); // 0: no revoke
        QTest::addColumn<int>("seat");
        QTest::addColumn<QString>("code");
        QTest::addColumn<Slot>("proof");
        using K = EntryKind;

        // Dealer 3, seat 0 leads every first trick below.
        // Seat 1 keeps its only Shamrock (S10) as its prediction card, then
        // plays C3 on the led S5. Trick 2 (S9 won, seat 3 leads) shows no Shamrock from seat 1.
        QTest::newRow("only led-suit card used as prediction: legal")
            << game(-1, 3,
                    {round({trick(QStringLiteral("S5 C3 S7 S9"), QStringLiteral("W1 S10 W2 W3")),
                            trick(QStringLiteral("F1 F2 F3 F10"), QStringLiteral("C5 C6 C7 C4"))})})
            << 0 << 0 << "" << Slot{};
        // The same trick's prediction had already left the hand: no proof.
        QTest::newRow("same-trick prediction does not prove")
            << game(-1, 3, {round({trick(QStringLiteral("S5 S6 F4 S9"), QStringLiteral("W1 W2 S11 W4"))})}) << 0 << 0
            << "" << Slot{};
        // Trick 1: S5 led; seat 2 plays F4 (which wins: Fleur beats Shamrock).
        // Trick 2: seat 2 leads C1; C4 (seat 1) wins. Trick 3: seat 1 leads;
        // seat 2's prediction card is S11: it held a Shamrock in trick 1.
        const Trick t1 = trick(QStringLiteral("S5 S6 F4 S9"), QStringLiteral("W1 W2 W3 W4"));
        const Trick t2 = trick(QStringLiteral("C3 C4 C1 C2"), QStringLiteral("W7 W8 W5 W6"));
        QTest::newRow("proven by a prediction two tricks later")
            << game(-1, 3, {round({t1, t2, trick(QStringLiteral("C8 C5 C6 C7"), QStringLiteral("W11 W9 S11 W10"))})})
            << 1 << 2 << "F4" << Slot{K::Prediction, 0, 2, 2};
        // The proof is a joust: seat 2 leads trick 2 with S12 (the incomplete last trick).
        QTest::newRow("proven by a joust in the incomplete last trick")
            << game(-1, 3, {round({t1, trick(QStringLiteral("- - S12 -"), QStringLiteral("- - - -"))})}) << 1 << 2
            << "F4" << Slot{K::Joust, 0, 1, 2};
        // Seat 1 is the one: C12 on the led S5, then a Shamrock joust in trick 2.
        QTest::newRow("proven by a joust")
            << game(-1, 3,
                    {round({trick(QStringLiteral("S5 C12 S6 S7"), QStringLiteral("W1 W2 W3 W4")),
                            trick(QStringLiteral("W10 S8 W11 W12"), QStringLiteral("F1 F2 F3 F4"))})})
            << 1 << 1 << "C12" << Slot{K::Joust, 0, 1, 1};
        // A wrong dummy card is never a revoke (see dummyMisplay).
        QTest::newRow("the dummy does not revoke")
            << game(3, 0,
                    {round({trick(QStringLiteral("F12 F10 F11 S2"), QStringLiteral("W1 W2 W3 -")),
                            trick(QStringLiteral("F13 F5 F6 F1"), QStringLiteral("W4 W6 W8 -"))},
                           Layout)})
            << 0 << 0 << "" << Slot{};
    }

    void revoke()
    {
        QFETCH(Record, record);
        QFETCH(int, trick);
        QFETCH(int, seat);
        QFETCH(QString, code);
        QFETCH(Slot, proof);
        const Replay replay(record);
        const std::vector<Violation> revokes = violationsOf(replay, Violation::Code::Revoke);
        QVERIFY(violationsOf(replay, Violation::Code::DuplicateCard).empty());
        if (trick == 0) {
            QVERIFY(revokes.empty());
            return;
        }
        QCOMPARE(revokes.size(), std::size_t(1));
        const Violation &v = revokes.front();
        QCOMPARE(v.round, 0);
        QCOMPARE(v.trick, trick);
        QCOMPARE(v.seat, seat);
        QCOMPARE(v.card, card(code));
        QCOMPARE(v.proof, proof);
        QCOMPARE(v.proofCard, *record.cardAt(proof));
        QCOMPARE(v.ledSuit, Suit::Shamrock);
        QCOMPARE(replay.describe(v),
                 QStringLiteral("%1 played %2 in trick %3 although Shamrock was led, yet showed %4 in "
                                "trick %5: they held Shamrock.")
                     .arg(record.seatName(seat), code)
                     .arg(trick)
                     .arg(v.proofCard.code())
                     .arg(proof.index + 1));
    }

    void dummyMisplay_data()
    {
        QTest::addColumn<Record>("record");
        QTest::addColumn<int>("trick"); // 0: no misplay
        QTest::addColumn<QString>("required");
        QTest::addColumn<QString>("played");
        QTest::addColumn<int>("reason");

        // Dummy at 3, dealer 0: seat 1 leads F10; the dummy must follow with
        // F1 (top of its Fleur pile) but S2 is recorded. F12 (seat 0) wins
        // and leads F13 in trick 2, where the dummy's F1 is right.
        QTest::newRow("follows with the wrong card")
            << game(3, 0,
                    {round({trick(QStringLiteral("F12 F10 F11 S2"), QStringLiteral("W1 W2 W3 -")),
                            trick(QStringLiteral("F13 F5 F6 F1"), QStringLiteral("W4 W6 W8 -"))},
                           Layout)})
            << 1 << "F1"
            << "S2" << static_cast<int>(DummyReason::FollowsLedSuit);
        // Dummy at 3, dealer 2: the dummy leads; the rule gives W7 but C13,
        // which is not on its board, is recorded and removes nothing. F2 (seat 0)
        // wins; in trick 2 seat 0 leads W10 and the dummy's W7 is still its top Wyvern.
        QTest::newRow("a card not on the board removes nothing")
            << game(3, 2,
                    {round({trick(QStringLiteral("F2 S3 S4 C13"), QStringLiteral("W1 W2 W3 -")),
                            trick(QStringLiteral("W10 W11 W12 W7"), QStringLiteral("F4 F5 F6 -"))},
                           Layout)})
            << 1 << "W7"
            << "C13" << static_cast<int>(DummyReason::LeadsStrongestSuit);
        // Dummy at 3, dealer 0: seat 1 leads but has not entered it; the
        // dummy's S2 is not checked yet.
        QTest::newRow("not checked before the lead")
            << game(3, 0, {round({trick(QStringLiteral("- - F11 S2"), QStringLiteral("- - - -"))}, Layout)}) << 0 << ""
            << "" << 0;
        // Seat 1 leads C10; the dummy has no Cross and must play W7 from its strongest suit.
        QTest::newRow("no led suit: strongest suit")
            << game(3, 0, {round({trick(QStringLiteral("- C10 - S2"), QStringLiteral("- - - -"))}, Layout)}) << 1
            << "W7"
            << "S2" << static_cast<int>(DummyReason::NoLedSuitStrongest);
    }

    void dummyMisplay()
    {
        QFETCH(Record, record);
        QFETCH(int, trick);
        QFETCH(QString, required);
        QFETCH(QString, played);
        QFETCH(int, reason);
        const Replay replay(record);
        QVERIFY(violationsOf(replay, Violation::Code::Revoke).empty());
        QVERIFY(violationsOf(replay, Violation::Code::DuplicateCard).empty());
        const std::vector<Violation> misplays = violationsOf(replay, Violation::Code::DummyMisplay);
        if (trick == 0) {
            QVERIFY(misplays.empty());
            QVERIFY(!replay.round(0).tricks[0].dummyPlay);
            return;
        }
        QCOMPARE(misplays.size(), std::size_t(1));
        const Violation &v = misplays.front();
        QCOMPARE(v.trick, trick);
        QCOMPARE(v.seat, 3);
        QCOMPARE(v.card, card(required));
        QCOMPARE(v.played, card(played));
        QCOMPARE(static_cast<int>(v.reason), reason);
        QCOMPARE(replay.describe(v),
                 QStringLiteral("In trick %1 the dummy must play %2, not %3.").arg(trick).arg(required, played));
        // The board after trick 1 has lost the recorded card only if it was on it.
        if (replay.round(0).tricks.size() > 1) {
            const bool onBoard = played != QLatin1String("C13");
            QCOMPARE(replay.round(0).tricks[1].dummyBoard.size(), onBoard ? 6 : 7);
        }
    }
};

QTEST_GUILESS_MAIN(TestRules)
#include "tst_rules.moc"
