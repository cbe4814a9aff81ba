// The dummy against hand-worked examples of rules.md: its board, its seat,
// its tricks and leads, and its misplays.
#include "card.h"
#include "dummyboard.h"
#include "gameflow.h"
#include "misplaygame.h"
#include "record.h"
#include "replay.h"
#include "rulesexamples.h"
#include "seatindex.h"

#include <QTest>
#include <algorithm>
#include <set>

using namespace tornei;
using namespace tornei::testing;

Q_DECLARE_METATYPE(tornei::Slot)
Q_DECLARE_METATYPE(tornei::Record)

class TestDummy : public QObject
{
    Q_OBJECT

private slots:
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

    void dummyMisplay_data()
    {
        QTest::addColumn<Record>("record");
        QTest::addColumn<int>("trick"); // 0: no misplay
        QTest::addColumn<QString>("required");
        QTest::addColumn<QString>("played");
        QTest::addColumn<int>("reason");
        QTest::addColumn<QString>("text");

        // Dummy at 3, dealer 0: seat 1 leads F10; the dummy must follow with
        // F1 (top of its Fleur pile) but S2 is recorded. F12 (seat 0) wins
        // and leads F13 in trick 2, where the dummy's F1 is right.
        QTest::newRow("follows with the wrong card")
            << game(3, 0,
                    {round({trick(QStringLiteral("F12 F10 F11 S2"), QStringLiteral("W1 W2 W3 -")),
                            trick(QStringLiteral("F13 F5 F6 F1"), QStringLiteral("W4 W6 W8 -"))},
                           Layout)})
            << 1 << "F1"
            << "S2" << static_cast<int>(DummyReason::FollowsLedSuit)
            << "In trick 1 the dummy played S2 instead of F1. Its rule gives Fleur-de-lis 1: it has Fleur-de-lis, the "
               "led suit, so that pile's top card.";
        // Dummy at 3, dealer 2: the dummy leads; the rule gives W7 but C13,
        // which is not on its board, is recorded and removes nothing. F2 (seat 0)
        // wins; in trick 2 seat 0 leads W10 and the dummy's W7 is still its top Wyvern.
        QTest::newRow("a card not on the board removes nothing")
            << game(3, 2,
                    {round({trick(QStringLiteral("F2 S3 S4 C13"), QStringLiteral("W1 W2 W3 -")),
                            trick(QStringLiteral("W10 W11 W12 W7"), QStringLiteral("F4 F5 F6 -"))},
                           Layout)})
            << 1 << "W7"
            << "C13" << static_cast<int>(DummyReason::LeadsStrongestSuit)
            << "In trick 1 the dummy played C13 instead of W7. Its rule gives Wyvern 7: it leads, so the top card of "
               "its strongest suit.";
        // Dummy at 3, dealer 0: seat 1 leads but has not entered it; the
        // dummy's S2 is not checked yet.
        QTest::newRow("not checked before the lead")
            << game(3, 0, {round({trick(QStringLiteral("- - F11 S2"), QStringLiteral("- - - -"))}, Layout)}) << 0 << ""
            << "" << 0 << "";
        // Seat 1 leads C10; the dummy has no Cross and must play W7 from its strongest suit.
        QTest::newRow("no led suit: strongest suit")
            << game(3, 0, {round({trick(QStringLiteral("- C10 - S2"), QStringLiteral("- - - -"))}, Layout)}) << 1
            << "W7"
            << "S2" << static_cast<int>(DummyReason::NoLedSuitStrongest)
            << "In trick 1 the dummy played S2 instead of W7. Its rule gives Wyvern 7: it has no Cross, so the top "
               "card of its strongest suit.";
    }

    void dummyMisplay()
    {
        QFETCH(Record, record);
        QFETCH(int, trick);
        QFETCH(QString, required);
        QFETCH(QString, played);
        QFETCH(int, reason);
        QFETCH(QString, text);
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
        QCOMPARE(replay.describe(v), text);
        // The board after trick 1 has lost the recorded card only if it was on it.
        if (replay.round(0).tricks.size() > 1) {
            const bool onBoard = played != QLatin1String("C13");
            QCOMPARE(replay.round(0).tricks[1].dummyBoard.size(), onBoard ? 6 : 7);
        }
    }

    void misplayedDummyIsCorrected()
    {
        // See misplaygame.h: the round as played, with the dummy's S10 where its rule gives W9.
        const Record real = misplay::played();
        QVERIFY(!real.rounds.empty());
        const Replay played(real);
        QCOMPARE(played.violations().size(), std::size_t(1));
        Violation expected;
        expected.code = Violation::Code::DummyMisplay;
        expected.round = 0;
        expected.trick = 1;
        expected.seat = misplay::DummySeat;
        expected.card = card(u"W9");
        expected.played = card(u"S10");
        expected.reason = DummyReason::LeadsStrongestSuit;
        QCOMPARE(played.violations().front(), expected);
        QCOMPARE(played.totals(), misplay::Totals);
        QVERIFY(played.round(0).complete);

        // The app played W9 and took the players' cards as they came: in trick 1 Aki and Ben, who
        // followed the Shamrock really led and later showed a Wyvern, stand accused of revokes, and
        // no misplay is seen.
        const Record byRule = misplay::byRule(real);
        QCOMPARE(byRule.cardAt(misplay::dummyCard(0)), CardSlot(card(u"W9")));
        const Replay wrong(byRule);
        QVERIFY(wrong.round(0).complete);
        QVERIFY(violationsOf(wrong, Violation::Code::DummyMisplay).empty());
        // (The dummy's later leads, all wrong, make more of them in later tricks.)
        std::set<int> accused;
        for (const Violation &v : violationsOf(wrong, Violation::Code::Revoke)) {
            if (v.trick == 1)
                accused.insert(v.seat);
        }
        QCOMPARE(accused, (std::set<int>{0, 1}));

        // The table says the dummy played S10: the rest of the dummy's cards follow from what was played.
        QString why;
        const std::optional<GameAction> action = GameFlow::correct(wrong, misplay::dummyCard(0), card(u"S10"), &why);
        QVERIFY2(action, qPrintable(why));
        QCOMPARE(action->redo.replace.front(), (Entry{misplay::dummyCard(0), card(u"S10")}));
        Record corrected = byRule;
        for (const Entry &e : action->redo.replace)
            corrected.place(e.slot, e.card);
        QCOMPARE(corrected.rounds, real.rounds);
        QCOMPARE(Replay(corrected).violations(), played.violations());
        Record undone = corrected;
        for (const Entry &e : action->undo.replace)
            undone.place(e.slot, e.card);
        QCOMPARE(undone, byRule);
        // Each later dummy card that changed is said, with what it was.
        for (const DummyChange &change : action->dummy) {
            QVERIFY(change.slot.index > 0);
            QCOMPARE(change.before, byRule.cardAt(change.slot));
            QCOMPARE(CardSlot(change.after), real.cardAt(change.slot));
        }

        // Back to its rule's card: no misplay, and the dummy's later cards follow its rule again.
        const std::optional<GameAction> back = GameFlow::correct(played, misplay::dummyCard(0), card(u"W9"), &why);
        QVERIFY2(back, qPrintable(why));
        Record restored = real;
        for (const Entry &e : back->redo.replace)
            restored.place(e.slot, e.card);
        QCOMPARE(restored.rounds, byRule.rounds);
        QVERIFY(violationsOf(Replay(restored), Violation::Code::DummyMisplay).empty());

        // A card the players used is refused; one nobody has seen (from the dummy's pile) is not.
        QVERIFY(!GameFlow::correct(wrong, misplay::dummyCard(0), card(u"S12"), &why));
        QVERIFY2(why.contains(QStringLiteral("already used")), qPrintable(why));
        // Nor a card the dummy itself played earlier in the round: it has left its board.
        const Card earlier = *byRule.cardAt(misplay::dummyCard(1));
        QVERIFY(!GameFlow::correct(wrong, misplay::dummyCard(2), earlier, &why));
        QCOMPARE(why, QStringLiteral("%1 is already used: played by the dummy in trick 2.").arg(earlier.code()));
        // A card it plays later by its rule is still one it can have played now.
        const Card later = *byRule.cardAt(misplay::dummyCard(3));
        QVERIFY2(GameFlow::correct(wrong, misplay::dummyCard(2), later, &why), qPrintable(why));
    }

    void recordedMisplayStaysAsPlayed()
    {
        // The dummy's card of trick 7 recorded as C4 (against its rule), then trick 1 corrected to S10:
        // tricks 2 to 6 follow what was played, trick 7 stays as recorded.
        const Record real = misplay::played();
        Record record = misplay::byRule(real);
        QString why;
        const std::optional<GameAction> last =
            GameFlow::correct(Replay(record), misplay::dummyCard(6), card(u"C4"), &why);
        QVERIFY2(last, qPrintable(why));
        QCOMPARE(last->redo.replace, (std::vector<Entry>{Entry{misplay::dummyCard(6), card(u"C4")}}));
        for (const Entry &e : last->redo.replace)
            record.place(e.slot, e.card);
        QCOMPARE(violationsOf(Replay(record), Violation::Code::DummyMisplay).size(), std::size_t(1));

        const std::optional<GameAction> first =
            GameFlow::correct(Replay(record), misplay::dummyCard(0), card(u"S10"), &why);
        QVERIFY2(first, qPrintable(why));
        for (const Entry &e : first->redo.replace)
            record.place(e.slot, e.card);
        for (int t = 0; t < 6; ++t)
            QCOMPARE(record.cardAt(misplay::dummyCard(t)), real.cardAt(misplay::dummyCard(t)));
        QCOMPARE(record.cardAt(misplay::dummyCard(6)), CardSlot(card(u"C4")));
        const std::vector<Violation> misplays = violationsOf(Replay(record), Violation::Code::DummyMisplay);
        QCOMPARE(misplays.size(), std::size_t(2));
        QCOMPARE(misplays[0].trick, 1);
        QCOMPARE(misplays[1].trick, 7);
        QCOMPARE(misplays[1].card, card(u"W2"));
        QVERIFY(violationsOf(Replay(record), Violation::Code::Revoke).empty());

        // A player's card corrected later leaves the misplays as they were played.
        const std::optional<GameAction> player =
            GameFlow::correct(Replay(real), Slot{EntryKind::Prediction, 0, 0, 2}, card(u"W13"), &why);
        QVERIFY2(player, qPrintable(why));
        QCOMPARE(player->redo.replace, (std::vector<Entry>{Entry{Slot{EntryKind::Prediction, 0, 0, 2}, card(u"W13")}}));
        QVERIFY(player->dummy.empty());
    }
};

QTEST_GUILESS_MAIN(TestDummy)
#include "tst_dummy.moc"
