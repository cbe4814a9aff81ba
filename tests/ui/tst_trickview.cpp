// What the table shows of its tricks: a trick held on screen after it is won,
// the header and prompt at a round's end, the dummy's pile of an earlier
// trick, and violations marked in their trick.
#include "cardpicker.h"
#include "gameendpage.h"
#include "gamesession.h"
#include "gamestore.h"
#include "language.h"
#include "mainwindow.h"
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
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QToolButton>
#include <QUndoStack>

using namespace tornei;

class TestTrickView : public QObject
{
    Q_OBJECT

private slots:
    void violationsShowTheirTrick();
    void trickWonByTheDummyStaysOnScreen();
    void lastTrickStaysBeforeTheSummary();
    void revokeIsSaidWhereTheTableLooks();
    void violationStaysNamedAfterTheNextCard();
    void headerAndPromptFollowTheLastTrick();
    void dummyPileOfAnEarlierTrick();
};

void TestTrickView::violationsShowTheirTrick()
{
    // A spec example with a revoke, entered card by card: the revoke is entered (the app cannot see
    // hands), then proven by a later card and listed; clicking it shows that trick.
    QFile file(QStringLiteral(TORNEI_TEST_DATA "/examples/0006-fault-revoke.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    RecordError error;
    const std::optional<Record> script = RecordFormat::read(file.readAll(), &error);
    QVERIFY2(script, qPrintable(error.toString()));
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("t.sqlite")), false));
    activate(window);
    startGameLike(window, *script);
    TablePage *table = window.tablePage();
    for (const Entry &e : Replay(*script).entries()) {
        if (e.slot.kind == EntryKind::Joust && !script->isPlayer(e.slot.seat))
            continue;
        if (e.slot.kind == EntryKind::DummyPrediction)
            table->setDummyPredictionArmed(true);
        table->enterCard(e.card);
        QVERIFY2(table->session()->record().cardAt(e.slot) == CardSlot(e.card), qPrintable(table->messageText()));
    }
    const std::vector<Violation> &violations = table->session()->replay().violations();
    QVERIFY(!violations.empty());
    QCOMPARE(table->violationsList()->count(), static_cast<int>(violations.size()));
    QListWidgetItem *item = table->violationsList()->item(0);
    QVERIFY(item->text().contains(table->session()->replay().describe(violations[0])));
    table->violationsList()->setCurrentItem(item);
    const QRect rect = table->violationsList()->visualItemRect(item);
    QTest::mouseClick(table->violationsList()->viewport(), Qt::LeftButton, {}, rect.center());
    QCOMPARE(table->trickView()->shownRound(), violations[0].round);
    QCOMPARE(table->trickView()->shownTrick(), violations[0].trick - 1);
}

void TestTrickView::trickWonByTheDummyStaysOnScreen()
{
    TableFixture fixture(handSetup());
    QVERIFY(fixture.ok());
    TablePage *table = fixture.window().tablePage();
    QVERIFY(enterHandCards(table));
    // Chie's prediction ends trick 2: the dummy's F4 wins it and the dummy leads trick 3 (W5) at once.
    table->enterCard(cardOf("F5"));
    QCOMPARE(table->session()->record().cardAt(Slot{EntryKind::Joust, 0, 2, 3}), CardSlot(cardOf("W5")));
    // Trick 2 stays on the table with its ranks; the message tells of the dummy's lead; Aki is asked next.
    QCOMPARE(table->heldResult(), std::make_optional(std::pair(0, 1)));
    QCOMPARE(table->trickView()->shownTrick(), 1);
    QVERIFY(!table->isShowingSummary());
    QVERIFY2(table->messageText().contains(QStringLiteral("The dummy won trick 2")), qPrintable(table->messageText()));
    QVERIFY2(table->messageText().contains(QStringLiteral("Wyvern 5")), qPrintable(table->messageText()));
    QVERIFY2(table->promptText().contains(QStringLiteral("Aki")), qPrintable(table->promptText()));
    QCOMPARE(table->target(), std::optional<Slot>(Slot{EntryKind::Joust, 0, 2, 0}));
    // The next card moves the table on.
    table->enterCard(cardOf("W13"));
    QVERIFY(!table->heldResult());
    QCOMPARE(table->trickView()->shownTrick(), 2);
    QVERIFY(table->messageText().isEmpty());
}

void TestTrickView::lastTrickStaysBeforeTheSummary()
{
    QRandomGenerator rng(63);
    const Record script = RandomGame::play(rng, 4);
    TableFixture fixture(script);
    QVERIFY(fixture.ok());
    TablePage *table = fixture.window().tablePage();
    const std::vector<Entry> entries = Replay(script).entries();
    std::size_t i = 0;
    for (; i < entries.size() && entries[i].slot.round == 0; ++i)
        table->enterCard(entries[i].card);
    QVERIFY(table->session()->replay().round(0).complete);
    // Trick 7 stays, with the way to the scores one click or key away.
    QCOMPARE(table->heldResult(), std::make_optional(std::pair(0, TricksPerRound - 1)));
    QVERIFY(!table->isShowingSummary());
    QCOMPARE(table->trickView()->shownRound(), 0);
    QCOMPARE(table->trickView()->shownTrick(), TricksPerRound - 1);
    QVERIFY(table->roundSummaryButton()->isVisible());
    QVERIFY(!table->messageText().isEmpty()); // who won the last trick
    QTest::keyClick(table->picker()->typedEntry(), Qt::Key_R, Qt::ControlModifier);
    QVERIFY(table->isShowingSummary());
    QVERIFY(!table->roundSummaryButton()->isVisible());
    QVERIFY(table->messageText().isEmpty()); // it spoke of the trick the table has moved on from
    // Without the summary, the first card of the next round moves on just the same.
    table->enterCard(entries[i].card);
    QVERIFY(!table->isShowingSummary());
    QCOMPARE(table->trickView()->shownRound(), 1);
}

void TestTrickView::revokeIsSaidWhereTheTableLooks()
{
    TableFixture fixture(handSetup());
    QVERIFY(fixture.ok());
    TablePage *table = fixture.window().tablePage();
    QVERIFY(enterHandCards(table));
    // Chie played F9 on the dummy's Wyvern lead in trick 1; turning up W3 now proves she held one.
    table->enterCard(cardOf("W3"));
    QVERIFY2(table->messageText().contains(QStringLiteral("⚠")), qPrintable(table->messageText()));
    QVERIFY2(table->messageText().contains(QStringLiteral("Chie")), qPrintable(table->messageText()));
    QVERIFY2(table->messageText().contains(QStringLiteral("F9")), qPrintable(table->messageText()));
    // The offending card is marked where its trick is shown.
    table->showTrick(0, 0);
    QVERIFY(table->trickView()->isFlagged(Slot{EntryKind::Joust, 0, 0, 2}));
    QVERIFY(!table->trickView()->isFlagged(Slot{EntryKind::Joust, 0, 0, 1}));
}

// The red message that said a revoke is gone with the next card; the line
// under the table still names it, and its card stays marked.
void TestTrickView::violationStaysNamedAfterTheNextCard()
{
    TableFixture fixture(handSetup());
    QVERIFY(fixture.ok());
    TablePage *table = fixture.window().tablePage();
    QVERIFY(enterHandCards(table));
    QVERIFY(table->violationText().isEmpty());
    table->enterCard(cardOf("W3")); // proves Chie's revoke in trick 1
    QVERIFY2(table->violationText().contains(QStringLiteral("Chie")), qPrintable(table->violationText()));
    // The dummy won trick 2 and led trick 3: Aki plays next.
    table->enterCard(cardOf("S10"));
    QVERIFY2(!table->messageText().contains(QStringLiteral("refused")), qPrintable(table->messageText()));
    QVERIFY2(!table->messageText().contains(QStringLiteral("⚠")), qPrintable(table->messageText()));
    const QString line = table->violationText();
    QVERIFY2(line.contains(QStringLiteral("Revoke")) && line.contains(QStringLiteral("Chie"))
                 && line.contains(QStringLiteral("trick 1")) && line.contains(cardLabel(cardOf("F9"))),
             qPrintable(line));
    // All of it in the tooltip, as the Violations tab says it.
    auto *label = table->findChild<QLabel *>(QStringLiteral("violationLine"));
    QVERIFY(label->isVisible());
    QVERIFY2(label->toolTip().contains(QStringLiteral("although Wyvern was led")), qPrintable(label->toolTip()));
    table->showTrick(0, 0);
    QVERIFY(!table->violationText().isEmpty());
    QVERIFY(table->trickView()->isFlagged(Slot{EntryKind::Joust, 0, 0, 2}));
    // Taking the proof back takes the violation with it.
    table->undo();
    table->undo();
    QVERIFY(table->session()->replay().violations().empty());
    QVERIFY(table->violationText().isEmpty());
}

// Each round's last trick stays on the table with a header that describes it
// (not the next round), "★ wins" without "leads next", and at the game's end
// a prompt that matches the "Round summary" button. The button for the dummy's
// turned-up card is offered after each trick and goes once the game is over.
void TestTrickView::headerAndPromptFollowTheLastTrick()
{
    QRandomGenerator rng(64);
    const Record script = RandomGame::play(rng, 3);
    TableFixture fixture(script);
    QVERIFY(fixture.ok());
    TablePage *table = fixture.window().tablePage();
    auto *button = table->findChild<QPushButton *>(QStringLiteral("dummyPredictionButton"));
    const auto placeOf = [table](QWidget *widget) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        return QRect(widget->mapTo(table, QPoint(0, 0)), widget->size());
    };
    std::optional<QRect> before;
    const std::vector<Entry> entries = Replay(script).entries();
    const int lastRound = static_cast<int>(script.rounds.size()) - 1;
    for (const Entry &entry : entries) {
        if (entry.slot.kind == EntryKind::Joust && !script.isPlayer(entry.slot.seat))
            continue; // the app plays the dummy's card
        if (entry.slot.kind == EntryKind::DummyPrediction) {
            if (entry.slot.round == lastRound && entry.slot.index == TricksPerRound - 1)
                continue; // left for the game's end
            QVERIFY(button->isVisible());
            if (entry.slot.round == lastRound)
                before = placeOf(button);
            table->setDummyPredictionArmed(true);
        }
        table->enterCard(entry.card);
        const std::optional<std::pair<int, int>> held = table->heldResult();
        if (!held || held->second != TricksPerRound - 1 || entry.slot.kind != EntryKind::Prediction)
            continue;
        const int round = held->first;
        const QString header = table->findChild<QLabel *>(QStringLiteral("header"))->text();
        QVERIFY2(header.startsWith(QStringLiteral("Round %1 of 3 ").arg(round + 1)), qPrintable(header));
        QVERIFY2(header.endsWith(QStringLiteral("Trick 7 of 7")), qPrintable(header));
        QCOMPARE(table->trickView()->shownRound(), round);
        if (round < lastRound) {
            QVERIFY2(table->messageText().contains(QStringLiteral("Round summary")), qPrintable(table->messageText()));
            QVERIFY(table->roundSummaryButton()->text().startsWith(QStringLiteral("Round summary")));
        }
    }
    // The game's last trick: nothing to go on to.
    QVERIFY(table->session()->replay().isComplete());
    QCOMPARE(table->heldResult(), std::make_optional(std::pair(lastRound, TricksPerRound - 1)));
    QVERIFY(table->roundSummaryButton()->isVisible());
    QVERIFY(table->roundSummaryButton()->text().startsWith(QStringLiteral("Round summary")));
    const QString message = table->messageText();
    QVERIFY2(message.contains(QStringLiteral("\"Round summary\" (Ctrl+R) for the last round's scores")),
             qPrintable(message));
    QVERIFY2(!message.contains(QStringLiteral("go on")), qPrintable(message));
    // The game is over: the button goes, and Ctrl+D still enters the dummy's card after trick 7.
    QVERIFY(before);
    QVERIFY(!button->isVisible());
    QVERIFY(!table->picker()->isVisible());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_D, Qt::ControlModifier);
    QVERIFY(table->picker()->isVisible());
    QCOMPARE(table->target()->kind, EntryKind::DummyPrediction);
    QCOMPARE(table->target()->index, TricksPerRound - 1);
}

// An earlier trick is shown with the dummy's turned-up cards known by then,
// not those turned up later.
void TestTrickView::dummyPileOfAnEarlierTrick()
{
    QRandomGenerator rng(65);
    const Record script = RandomGame::play(rng, 3);
    TableFixture fixture(script);
    QVERIFY(fixture.ok());
    TablePage *table = fixture.window().tablePage();
    for (const Entry &entry : Replay(script).entries()) {
        if (entry.slot.round > 0)
            break;
        if (entry.slot.kind == EntryKind::Joust && !script.isPlayer(entry.slot.seat))
            continue;
        if (entry.slot.kind == EntryKind::DummyPrediction)
            table->setDummyPredictionArmed(true);
        table->enterCard(entry.card);
    }
    QCOMPARE(table->session()->record().rounds[0].dummyPredictions.size(), std::size_t(TricksPerRound));
    const int dummy = script.dummySeat();
    for (int trick = 0; trick < TricksPerRound; ++trick) {
        table->showTrick(0, trick);
        for (int i = 0; i < TricksPerRound; ++i) {
            // The card after trick i is known from trick i on (once it is complete).
            const bool shown = !table->trickView()->slotRect(Slot{EntryKind::DummyPrediction, 0, i, dummy}).isEmpty();
            QVERIFY2(shown == (i <= trick), qPrintable(QStringLiteral("trick %1, card %2").arg(trick + 1).arg(i + 1)));
        }
    }
}

QTEST_MAIN(TestTrickView)
#include "tst_trickview.moc"
