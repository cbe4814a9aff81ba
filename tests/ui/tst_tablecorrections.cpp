// Correcting cards already entered at the table: from the trick view and the
// board, by swapping two cards, in a finished round, and the messages that
// follow undo and redo.
#include "cardpicker.h"
#include "gameendpage.h"
#include "gamesession.h"
#include "gamestore.h"
#include "language.h"
#include "mainwindow.h"
#include "misplaygame.h"
#include "modaldialogs.h"
#include "newgamepage.h"
#include "pressbutton.h"
#include "randomgame.h"
#include "recordformat.h"
#include "reports.h"
#include "scoresheetmodel.h"
#include "seatindex.h"
#include "startpage.h"
#include "suitstyle.h"
#include "tablefixture.h"
#include "tablepage.h"
#include "trickview.h"
#include "violationlist.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QCompleter>
#include <QDir>
#include <QFile>
#include <QInputMethodEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QToolButton>
#include <QUndoStack>

using namespace tornei;

class TestTableCorrections : public QObject
{
    Q_OBJECT

private slots:
    void correctionChangesTheDummysLaterCard();
    void finishedRoundNeedsEditRound();
    void correctionByKeyboard();
    void layoutCorrectionFromTheBoard();
    void dummyPredictionCorrection();
    void pickingAUsedCardSwaps();
    void swapByClickingTheOtherCard();
    void messagesFollowUndoAndRedo();
    void dummyMisplayByKeyboard();
    void dummyMisplayByMouse();
};

namespace {

// Types the players' cards of `real` the table asks for, until `done` says stop; the app plays the dummy.
template <typename Done> void typeUntil(TablePage *table, const Record &real, Done done)
{
    for (int guard = 0; guard < 100; ++guard) {
        const NextEntry &next = table->session()->replay().next();
        if (next.gameOver || next.slot.round > 0 || done(table->session()->replay()))
            return;
        QVERIFY(table->target());
        const Slot slot = *table->target();
        const CardSlot card = real.cardAt(slot);
        QVERIFY(card);
        enterByHand(table, Entry{slot, *card}, Input::Keyboard);
        QVERIFY2(!table->messageText().contains(QStringLiteral("refused")), qPrintable(table->messageText()));
    }
}

bool firstTrickDone(const Replay &replay)
{
    return !replay.rounds().empty() && !replay.round(0).tricks.empty() && replay.round(0).tricks[0].complete;
}

} // namespace

void TestTableCorrections::dummyMisplayByKeyboard()
{
    // See misplaygame.h: the app leads W9 for the dummy, the table turned up S10 and followed it.
    const Record real = misplay::played();
    TableFixture fixture(misplay::setup());
    QVERIFY(fixture.ok());
    MainWindow &window = fixture.window();
    TablePage *table = window.tablePage();
    QLineEdit *keys = table->picker()->typedEntry();
    typeUntil(table, real, firstTrickDone);
    // Trick 1 is over and stays in sight; the dummy won it with W9 and has led W2 to trick 2.
    QCOMPARE(table->session()->record().cardAt(misplay::dummyCard(0)), CardSlot(cardOf("W9")));
    QCOMPARE(table->session()->record().cardAt(misplay::dummyCard(1)), CardSlot(cardOf("W2")));
    QCOMPARE(table->trickView()->shownTrick(), 0);
    const Record before = table->session()->record();
    const std::vector<Violation> violationsBefore = table->session()->replay().violations();
    const int steps = table->undoStack()->count();

    // Ctrl+M: the dummy's card of the trick in sight is the one to correct; the prompt says what it records.
    QTest::keyClick(keys, Qt::Key_M, Qt::ControlModifier);
    QCOMPARE(table->target(), std::optional<Slot>(misplay::dummyCard(0)));
    QVERIFY2(table->promptText().contains(QStringLiteral("dummy misplay")), qPrintable(table->promptText()));
    QVERIFY(!table->swapButton()->isVisible()); // the dummy's card is never swapped
    // The cards on its board may be picked; a card a player showed may not.
    QVERIFY(!table->picker()->isUsed(cardOf("S10")));
    QVERIFY(table->picker()->isUsed(cardOf("S12")));
    QTest::keyClicks(keys, QStringLiteral("s10"));
    QTest::keyClick(keys, Qt::Key_Return);

    const Record corrected = table->session()->record();
    QCOMPARE(corrected.cardAt(misplay::dummyCard(0)), CardSlot(cardOf("S10")));
    // Chie won trick 1 and leads trick 2: the dummy's W2 waits for her card.
    QVERIFY(!corrected.cardAt(misplay::dummyCard(1)));
    QCOMPARE(table->target(), std::optional<Slot>(Slot{EntryKind::Joust, 0, 1, 2}));
    QCOMPARE(table->undoStack()->count(), steps + 1);
    QVERIFY2(table->messageText().contains(QStringLiteral("recorded as a dummy misplay")),
             qPrintable(table->messageText()));
    QVERIFY2(table->violationText().contains(QStringLiteral("Dummy misplay in trick 1")),
             qPrintable(table->violationText()));
    // The violations list says it with its reason.
    QCOMPARE(table->violationsList()->count(), 1);
    const QString listed = table->violationsList()->item(0)->text();
    QVERIFY2(listed.contains(QStringLiteral("played S10 instead of W9")), qPrintable(listed));
    QVERIFY2(listed.contains(QStringLiteral("strongest suit")), qPrintable(listed));
    QCOMPARE(*window.store()->records().load(table->session()->gameId()), corrected);

    // Ctrl+Z and Ctrl+Shift+Z: exactly the record and violations before, and after.
    QTest::keyClick(keys, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(table->session()->record(), before);
    QCOMPARE(table->session()->replay().violations(), violationsBefore);
    QCOMPARE(*window.store()->records().load(table->session()->gameId()), before);
    QTest::keyClick(keys, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(table->session()->record(), corrected);
    QCOMPARE(*window.store()->records().load(table->session()->gameId()), corrected);

    // The rest of the round as played: the dummy plays by its rule from what was really played.
    typeUntil(table, real, [](const Replay &) { return false; });
    const Record &after = table->session()->record();
    QCOMPARE(after.rounds.front(), real.rounds.front());
    QCOMPARE(table->session()->replay().totals(), misplay::Totals);
    for (const Violation &v : table->session()->replay().violations())
        QCOMPARE(v.code, Violation::Code::DummyMisplay);
    QCOMPARE(table->session()->replay().violations().size(), std::size_t(1));
    // Trick 1 in sight again: the dummy's note says what was played and why the rule differs.
    table->showTrick(0, 0);
    QVERIFY2(table->dummyText().contains(QStringLiteral("recorded as a dummy misplay")),
             qPrintable(table->dummyText()));
    QVERIFY2(table->dummyText().contains(QStringLiteral("strongest suit")), qPrintable(table->dummyText()));
    QVERIFY(table->trickView()->isFlagged(misplay::dummyCard(0)));
}

void TestTableCorrections::dummyMisplayByMouse()
{
    // The same correction with a click on the dummy's card and a click in the picker, then back to the rule.
    const Record real = misplay::played();
    TableFixture fixture(misplay::setup());
    QVERIFY(fixture.ok());
    TablePage *table = fixture.window().tablePage();
    typeUntil(table, real,
              [](const Replay &replay) { return !replay.rounds().empty() && replay.round(0).layoutComplete; });
    QCOMPARE(table->session()->record().cardAt(misplay::dummyCard(0)), CardSlot(cardOf("W9")));
    const Record before = table->session()->record();
    const QRect rect = table->trickView()->slotRect(misplay::dummyCard(0));
    QVERIFY(!rect.isEmpty());
    QTest::mouseClick(table->trickView(), Qt::LeftButton, {}, rect.center());
    QCOMPARE(table->target(), std::optional<Slot>(misplay::dummyCard(0)));
    QTest::mouseClick(table->picker()->button(cardOf("S10")), Qt::LeftButton);
    QCOMPARE(table->session()->record().cardAt(misplay::dummyCard(0)), CardSlot(cardOf("S10")));
    QCOMPARE(table->session()->replay().violations().size(), std::size_t(1));
    // Aki is asked next, to follow the Shamrock really led.
    QCOMPARE(table->target(), std::optional<Slot>(Slot{EntryKind::Joust, 0, 0, 0}));
    QVERIFY2(table->promptText().contains(suitName(Suit::Shamrock)), qPrintable(table->promptText()));
    // Back to the rule's card: the misplay goes.
    QTest::mouseClick(table->trickView(), Qt::LeftButton, {}, rect.center());
    QVERIFY2(table->promptText().contains(QStringLiteral("its rule's ") + cardLabel(cardOf("W9"))),
             qPrintable(table->promptText()));
    QTest::mouseClick(table->picker()->button(cardOf("W9")), Qt::LeftButton);
    QCOMPARE(table->session()->record(), before);
    QVERIFY(table->session()->replay().violations().empty());
    QVERIFY2(table->messageText().contains(QStringLiteral("no dummy misplay")), qPrintable(table->messageText()));
}

void TestTableCorrections::correctionChangesTheDummysLaterCard()
{
    // Find a game where changing the lead of an early trick changes what the dummy plays.
    for (quint32 seed = 50; seed < 90; ++seed) {
        QRandomGenerator rng(seed);
        const Record script = RandomGame::play(rng, 3);
        const int dummy = script.dummySeat();
        const std::vector<Entry> entries = Replay(script).entries();
        // Enter the first three tricks of round 1 (without the dummy's prediction cards).
        std::vector<Entry> part;
        for (const Entry &e : entries) {
            if (e.slot.round != 0 || e.slot.kind == EntryKind::DummyPrediction)
                continue;
            if ((e.slot.kind == EntryKind::Joust || e.slot.kind == EntryKind::Prediction) && e.slot.index >= 3)
                break;
            part.push_back(e);
        }
        const Replay partial([&] {
            Record r = script;
            r.rounds.clear();
            for (const Entry &e : part)
                r.place(e.slot, e.card);
            return r;
        }());
        // A lead of trick 1 by a player, replaced by an unused card that changes the dummy's card.
        const TrickResult &first = partial.round(0).tricks[0];
        if (first.leader == dummy)
            continue;
        const Slot lead{EntryKind::Joust, 0, 0, first.leader};
        const Card recordedDummy = *partial.record().rounds[0].tricks[0].jousts[at(dummy)];
        std::optional<Card> replacement;
        for (int i = 0; i < DeckSize && !replacement; ++i) {
            const Card c = Card::fromIndex(i);
            if (partial.whereIs(0, c) || c.suit == partial.record().cardAt(lead)->suit)
                continue;
            const auto play = first.dummyBoard.play(c.suit);
            if (play && play->card != recordedDummy)
                replacement = c;
        }
        if (!replacement)
            continue;

        TableFixture fixture(script);
        QVERIFY(fixture.ok());
        MainWindow &window = fixture.window();
        TablePage *table = window.tablePage();
        for (const Entry &e : part) {
            if (e.slot.kind == EntryKind::Joust && e.slot.seat == dummy)
                continue;
            enterByHand(table, e, Input::Mouse);
        }
        const Record before = table->session()->record();
        Record entered = partial.record();
        entered.started = before.started; // dated when set up
        QCOMPARE(before, entered);
        // Select the past trick, click the card, pick the new one.
        table->showTrick(0, 0);
        const QRect rect = table->trickView()->slotRect(lead);
        QVERIFY(!rect.isEmpty());
        QTest::mouseClick(table->trickView(), Qt::LeftButton, {}, rect.center());
        QCOMPARE(table->target(), std::optional<Slot>(lead));
        QVERIFY(table->promptText().contains(QStringLiteral("Correcting")));
        QTest::mouseClick(table->picker()->button(*replacement), Qt::LeftButton);
        const Record &after = table->session()->record();
        QCOMPARE(after.cardAt(lead), CardSlot(*replacement));
        const Card newDummy = *after.rounds[0].tricks[0].jousts[at(dummy)];
        QCOMPARE(newDummy, first.dummyBoard.play(replacement->suit)->card);
        QVERIFY2(table->messageText().contains(cardLabel(newDummy)), qPrintable(table->messageText()));
        // No dummy misplay is left; what the correction made illegal stays flagged, not dropped.
        for (const Violation &v : table->session()->replay().violations())
            QVERIFY(v.code != Violation::Code::DummyMisplay);
        QCOMPARE(Replay(after).entries().size(), Replay(before).entries().size());
        const std::optional<Record> stored = window.store()->records().load(table->session()->gameId());
        QVERIFY(stored);
        QCOMPARE(*stored, after);
        // One undo takes the whole correction back.
        table->undoStack()->undo();
        QCOMPARE(table->session()->record(), before);
        QCOMPARE(*window.store()->records().load(table->session()->gameId()), before);
        return;
    }
    QFAIL("no game found where a correction changes the dummy's card");
}

void TestTableCorrections::finishedRoundNeedsEditRound()
{
    QRandomGenerator rng(61);
    const Record script = RandomGame::play(rng, 4);
    TableFixture fixture(script);
    QVERIFY(fixture.ok());
    MainWindow &window = fixture.window();
    TablePage *table = window.tablePage();
    for (const Entry &e : Replay(script).entries()) {
        if (e.slot.round > 0)
            break;
        table->enterCard(e.card);
    }
    QVERIFY(table->session()->replay().round(0).complete);
    // A game of four has no dummy: Ctrl+M says so.
    table->correctDummyCard();
    QVERIFY2(table->messageText().startsWith(QStringLiteral("A game of four players has no dummy")),
             qPrintable(table->messageText()));
    const Slot slot{EntryKind::Prediction, 0, 2, 1};
    QVERIFY(!table->startCorrection(slot));
    QVERIFY(table->messageText().contains(QStringLiteral("Edit round")));
    table->unlockRound(0);
    QVERIFY(table->startCorrection(slot));
    QCOMPARE(table->target(), std::optional<Slot>(slot));
    QCOMPARE(table->promptText(), QStringLiteral("Correcting %1's prediction card in trick 3: pick the new card")
                                      .arg(script.seatName(1)));
    // A message said in one language is not left standing in the other.
    table->cancelCorrection();
    table->correctDummyCard();
    QVERIFY(!table->messageText().isEmpty());
    Language language;
    language.apply(QStringLiteral("ja"));
    QCoreApplication::processEvents();
    QVERIFY2(table->messageText().isEmpty(), qPrintable(table->messageText()));
    language.apply(QStringLiteral("en"));
    QCoreApplication::processEvents();
    QVERIFY(table->startCorrection(slot));
    table->cancelCorrection();
    QCOMPARE(table->target(), std::optional<Slot>(table->session()->replay().next().slot));
}

void TestTableCorrections::correctionByKeyboard()
{
    // A 3-player round typed without the dummy's turned-up cards: those cards are free to correct to.
    QRandomGenerator rng(61);
    const Record script = RandomGame::play(rng, 3);
    TableFixture fixture(script);
    QVERIFY(fixture.ok());
    MainWindow &window = fixture.window();
    TablePage *table = window.tablePage();
    QLineEdit *keys = table->picker()->typedEntry();
    const int dummy = script.dummySeat();
    for (const Entry &e : Replay(script).entries()) {
        if (e.slot.round > 0)
            break;
        if (e.slot.kind == EntryKind::DummyPrediction || (e.slot.kind == EntryKind::Joust && e.slot.seat == dummy))
            continue;
        table->enterCard(e.card);
    }
    QVERIFY(table->session()->replay().round(0).complete);
    table->showTrick(0, 3);
    // Ctrl+E lists the trick's cards, leader first, each joust card before its player's prediction,
    // then the dummy's board.
    QTest::keyClick(keys, Qt::Key_E, Qt::ControlModifier);
    auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
    QVERIFY(menu);
    QCOMPARE(menu->objectName(), QStringLiteral("correctionMenu"));
    QStringList texts;
    for (const QAction *action : menu->actions()) {
        if (!action->isSeparator())
            texts << action->text();
    }
    const Replay &replay = table->session()->replay();
    const int leader = replay.round(0).tricks[3].leader;
    // Four jousts, three predictions (the dummy makes none) and the seven cards of the board.
    QCOMPARE(texts.size(), 7 + DummyLayoutSize);
    QCOMPARE(texts[0], QStringLiteral("&1  %1 — %2")
                           .arg(script.cardAt(Slot{EntryKind::Joust, 0, 3, leader})->code(),
                                replay.describeSlot(Slot{EntryKind::Joust, 0, 3, leader})));
    QVERIFY2(texts.last().startsWith(QStringLiteral("&G  ")), qPrintable(texts.last()));
    // The first player's joust card after the leader's: its number chooses it, though the round is over.
    int number = 0;
    Slot chosen;
    for (int i = 0, n = 0; i < SeatCount && !number; ++i) {
        const int seat = (leader + i) % SeatCount;
        for (const EntryKind kind : {EntryKind::Joust, EntryKind::Prediction}) {
            const Slot slot{kind, 0, 3, seat};
            if (!script.cardAt(slot))
                continue;
            ++n;
            if (kind == EntryKind::Joust && seat != leader && seat != dummy && !number) {
                number = n;
                chosen = slot;
            }
        }
    }
    QVERIFY(number > 0);
    QTest::keyClick(menu, Qt::Key(Qt::Key_0 + number));
    QCOMPARE(table->target(), std::optional<Slot>(chosen));
    // A turned-up card nobody entered stands in for the card really played.
    const Card before = *script.cardAt(chosen);
    std::optional<Card> free;
    for (const Card &c : script.rounds[0].dummyPredictions) {
        if (!free && c.suit == before.suit)
            free = c;
    }
    if (!free)
        free = script.rounds[0].dummyPredictions.front();
    QTest::keyClicks(keys, free->code());
    QTest::keyClick(keys, Qt::Key_Return);
    QCOMPARE(table->session()->record().cardAt(chosen), CardSlot(*free));
    QCOMPARE(window.store()->records().load(table->session()->gameId())->cardAt(chosen), CardSlot(*free));
    QTest::keyClick(keys, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(table->session()->record().cardAt(chosen), CardSlot(before));

    // While swapping, the menu leaves out the card being swapped.
    QTest::keyClick(keys, Qt::Key_E, Qt::ControlModifier);
    menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
    QVERIFY(menu);
    QTest::keyClick(menu, Qt::Key(Qt::Key_0 + number));
    table->startSwap();
    QTest::keyClick(keys, Qt::Key_E, Qt::ControlModifier);
    menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
    QVERIFY(menu);
    QCOMPARE(menu->actions().first()->text(), QStringLiteral("Swap with which card?"));
    // (The replay of before the correction is gone: the table's own is asked.)
    const QString swappedCard = table->session()->replay().describeSlot(chosen);
    for (const QAction *action : menu->actions())
        QVERIFY2(!action->text().contains(swappedCard), qPrintable(action->text()));
    menu->close();
    // The card with itself is refused, and the swap goes on.
    table->swapCards(chosen, chosen);
    QVERIFY(table->isSwapping());
    QVERIFY(!table->messageText().isEmpty());
    // Esc: back to the correction, which the prompt names, the refusal gone; twice: out of it.
    QTest::keyClick(keys, Qt::Key_Escape);
    QVERIFY(!table->isSwapping());
    QCOMPARE(table->target(), std::optional<Slot>(chosen));
    QVERIFY2(table->messageText().isEmpty(), qPrintable(table->messageText()));
    QTest::keyClick(keys, Qt::Key_Escape);
    QCOMPARE(table->target(), std::optional<Slot>(table->session()->replay().next().slot));

    // A trick with no card yet: the menu says so above the dummy's board.
    for (const Entry &e : Replay(script).entries()) {
        if (e.slot.round == 1 && e.slot.kind == EntryKind::DummyLayout)
            table->enterCard(e.card);
    }
    table->showCurrent();
    QTest::keyClick(keys, Qt::Key_E, Qt::ControlModifier);
    menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
    QVERIFY(menu);
    QVERIFY2(menu->actions().at(1)->text().startsWith(QStringLiteral("No card of trick 1 has been entered yet")),
             qPrintable(menu->actions().at(1)->text()));
    QVERIFY(!menu->actions().at(1)->isEnabled());
    menu->close();
    table->showTrick(0, 3);

    // A letter chooses a card of the board; Esc then leaves it as it was.
    const Record typed = table->session()->record();
    QTest::keyClick(keys, Qt::Key_E, Qt::ControlModifier);
    menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
    QVERIFY(menu);
    QTest::keyClick(menu, Qt::Key_B);
    QCOMPARE(table->target(), std::optional<Slot>(Slot{EntryKind::DummyLayout, 0, 1, dummy}));
    QTest::keyClick(keys, Qt::Key_Escape);
    QVERIFY(!table->session()->replay().next().gameOver);
    QCOMPARE(table->target(), std::optional<Slot>(table->session()->replay().next().slot));
    QCOMPARE(table->session()->record(), typed);
}

void TestTableCorrections::layoutCorrectionFromTheBoard()
{
    QRandomGenerator rng(97);
    const Record script = RandomGame::play(rng, 3);
    TableFixture fixture(script);
    QVERIFY(fixture.ok());
    MainWindow &window = fixture.window();
    TablePage *table = window.tablePage();
    const std::vector<Card> &layout = script.rounds[0].dummyLayout;
    for (const Card &card : layout)
        table->enterCard(card);
    QCOMPARE(table->session()->record().rounds[0].dummyLayout, layout);
    // A card nobody has seen yet replaces the last card dealt to the board.
    std::optional<Card> unused;
    for (int i = 0; i < DeckSize && !unused; ++i) {
        const Card c = Card::fromIndex(i);
        if (!table->session()->replay().whereIs(0, c) && c.suit == layout.back().suit)
            unused = c;
    }
    QVERIFY(unused);
    table->showTrick(0, 0);
    const Slot slot{EntryKind::DummyLayout, 0, DummyLayoutSize - 1, script.dummySeat()};
    const QRect rect = table->trickView()->slotRect(slot);
    QVERIFY(!rect.isEmpty());
    QTest::mouseClick(table->trickView(), Qt::LeftButton, {}, rect.center());
    QCOMPARE(table->target(), std::optional<Slot>(slot));
    QTest::keyClicks(table->picker()->typedEntry(), unused->code());
    QTest::keyClick(table->picker()->typedEntry(), Qt::Key_Return);
    QCOMPARE(table->session()->record().rounds[0].dummyLayout.back(), *unused);
    QCOMPARE(window.store()->records().load(table->session()->gameId())->rounds[0].dummyLayout.back(), *unused);
    for (const Violation &v : table->session()->replay().violations())
        QVERIFY(v.code != Violation::Code::DummyMisplay);
    QTest::keyClick(table->picker()->typedEntry(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(table->session()->record().rounds[0].dummyLayout, layout);
}

void TestTableCorrections::dummyPredictionCorrection()
{
    QRandomGenerator rng(41);
    const Record script = RandomGame::play(rng, 3);
    TableFixture fixture(script);
    QVERIFY(fixture.ok());
    MainWindow &window = fixture.window();
    TablePage *table = window.tablePage();
    // The layout and the first trick, then the dummy's turned-up prediction card.
    const Replay scripted(script);
    for (const Entry &entry : scripted.entries()) {
        if (entry.slot.round > 0 || (entry.slot.kind != EntryKind::DummyLayout && entry.slot.index > 0))
            break;
        if (entry.slot.kind == EntryKind::Joust && entry.slot.seat == script.dummySeat())
            continue;
        enterByHand(table, entry, Input::Mouse);
    }
    const Slot slot{EntryKind::DummyPrediction, 0, 0, script.dummySeat()};
    QCOMPARE(table->session()->record().cardAt(slot), CardSlot(script.rounds[0].dummyPredictions[0]));

    // Clicking the turned-up card selects it; the next card entered replaces it.
    std::optional<Card> unused;
    for (int i = 0; i < DeckSize && !unused; ++i) {
        if (!table->session()->replay().whereIs(0, Card::fromIndex(i)))
            unused = Card::fromIndex(i);
    }
    QVERIFY(unused);
    table->showTrick(0, 0);
    const QRect rect = table->trickView()->slotRect(slot);
    QVERIFY(!rect.isEmpty());
    QTest::mouseClick(table->trickView(), Qt::LeftButton, {}, rect.center());
    QCOMPARE(table->target(), std::optional<Slot>(slot));
    QTest::mouseClick(table->picker()->button(*unused), Qt::LeftButton);
    QCOMPARE(table->session()->record().cardAt(slot), CardSlot(*unused));
    QCOMPARE(window.store()->records().load(table->session()->gameId())->cardAt(slot), CardSlot(*unused));
    QTest::keyClick(table->picker()->typedEntry(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(table->session()->record().cardAt(slot), CardSlot(script.rounds[0].dummyPredictions[0]));
}

void TestTableCorrections::pickingAUsedCardSwaps()
{
    TableFixture fixture(handSetup());
    QVERIFY(fixture.ok());
    TablePage *table = fixture.window().tablePage();
    QVERIFY(enterHandCards(table));
    const Slot aki{EntryKind::Prediction, 0, 0, 0};
    const Slot ben{EntryKind::Prediction, 0, 0, 1};
    const Record before = table->session()->record();
    const int steps = table->undoStack()->count();
    QVERIFY(table->startCorrection(aki));
    // Ben's S1 is used, yet a swap away: its button stays enabled and says so.
    QVERIFY(!table->picker()->isUsed(cardOf("S1")));
    QVERIFY2(table->picker()->button(cardOf("S1"))->toolTip().contains(QStringLiteral("Swap")),
             qPrintable(table->picker()->button(cardOf("S1"))->toolTip()));
    QVERIFY(table->picker()->isUsed(cardOf("W6"))); // the dummy's card is not
    QVERIFY(table->swapButton()->isVisible());
    QTest::mouseClick(table->picker()->button(cardOf("S1")), Qt::LeftButton);
    QCOMPARE(table->session()->record().cardAt(aki), CardSlot(cardOf("S1")));
    QCOMPARE(table->session()->record().cardAt(ben), CardSlot(cardOf("W1")));
    QVERIFY2(table->messageText().contains(QStringLiteral("Swapped")), qPrintable(table->messageText()));
    QCOMPARE(*fixture.window().store()->records().load(table->session()->gameId()), table->session()->record());
    // One step to undo.
    QCOMPARE(table->undoStack()->count(), steps + 1);
    QVERIFY(table->undoStack()->undoText().contains(QStringLiteral("swap")));
    table->undo();
    QCOMPARE(table->session()->record(), before);
    QCOMPARE(*fixture.window().store()->records().load(table->session()->gameId()), before);
}

void TestTableCorrections::swapByClickingTheOtherCard()
{
    TableFixture fixture(handSetup());
    QVERIFY(fixture.ok());
    TablePage *table = fixture.window().tablePage();
    QVERIFY(enterHandCards(table));
    // Aki's and Chie's trick 2 predictions went in the wrong way round: S2 belongs to Chie... and back.
    const Slot aki{EntryKind::Prediction, 0, 1, 0};
    const Slot ben{EntryKind::Prediction, 0, 1, 1};
    table->showTrick(0, 1);
    QTest::mouseClick(table->trickView(), Qt::LeftButton, {}, table->trickView()->slotRect(aki).center());
    QCOMPARE(table->target(), std::optional<Slot>(aki));
    QTest::mouseClick(table->swapButton(), Qt::LeftButton);
    QVERIFY(table->isSwapping());
    QVERIFY2(table->promptText().contains(QStringLiteral("Swapping")), qPrintable(table->promptText()));
    const QRect other = table->trickView()->slotRect(ben);
    QVERIFY(!other.isEmpty());
    QTest::mouseClick(table->trickView(), Qt::LeftButton, {}, other.center());
    QVERIFY(!table->isSwapping());
    QCOMPARE(table->session()->record().cardAt(aki), CardSlot(cardOf("C4")));
    QCOMPARE(table->session()->record().cardAt(ben), CardSlot(cardOf("S2")));
    // Aki (3rd) now predicted 4th, Ben (4th) predicted 3rd: both wrong.
    const TrickResult &trick = table->session()->replay().round(0).tricks[1];
    QVERIFY(!trick.correct[0] && !trick.correct[1]);
}

void TestTableCorrections::messagesFollowUndoAndRedo()
{
    TableFixture fixture(handSetup());
    QVERIFY(fixture.ok());
    TablePage *table = fixture.window().tablePage();
    QVERIFY(enterHandCards(table));
    table->enterCard(cardOf("F5"));
    // A correction of the board that moves the dummy's later card says so...
    const Slot bottomWyvern{EntryKind::DummyLayout, 0, 4, 3};
    QVERIFY(table->startCorrection(bottomWyvern));
    table->enterCard(cardOf("W13"));
    QVERIFY2(table->messageText().contains(QStringLiteral("Because of it")), qPrintable(table->messageText()));
    QCOMPARE(table->session()->record().cardAt(Slot{EntryKind::Joust, 0, 2, 3}), CardSlot(cardOf("W13")));
    // ...until it is undone: then it describes nothing on the table.
    table->undo();
    QCOMPARE(table->session()->record().cardAt(Slot{EntryKind::Joust, 0, 2, 3}), CardSlot(cardOf("W5")));
    QVERIFY2(table->messageText().isEmpty(), qPrintable(table->messageText()));
    table->redo();
    QVERIFY2(table->messageText().isEmpty(), qPrintable(table->messageText()));
    // A refusal goes with the next undo or redo too.
    table->enterCard(cardOf("W14"));
    QVERIFY(table->messageText().contains(QStringLiteral("already used")));
    table->undo();
    QVERIFY2(table->messageText().isEmpty(), qPrintable(table->messageText()));
    table->enterCard(cardOf("C7"));
    QVERIFY(!table->messageText().isEmpty());
    table->redo();
    QVERIFY2(table->messageText().isEmpty(), qPrintable(table->messageText()));
}

QTEST_MAIN(TestTableCorrections)
#include "tst_tablecorrections.moc"
