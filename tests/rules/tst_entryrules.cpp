// Entering a game card by card against rules.md: what comes next, what is
// refused and where, duplicate cards and revokes.
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

class TestEntryRules : public QObject
{
    Q_OBJECT

private slots:
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
};

QTEST_GUILESS_MAIN(TestEntryRules)
#include "tst_entryrules.moc"
