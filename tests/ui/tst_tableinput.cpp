// Entering cards by keyboard through the real widgets, and the new-game form
// by keyboard alone, against a real database.
#include "cardpicker.h"
#include "gamesession.h"
#include "language.h"
#include "mainwindow.h"
#include "newgamepage.h"
#include "randomgame.h"
#include "tablepage.h"

#include <QApplication>
#include <QComboBox>
#include <QInputMethodEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTemporaryDir>
#include <QTest>

using namespace tornei;

namespace {

// An active main window on a fresh database, with the game of `script` set up and started.
class Table
{
public:
    explicit Table(const Record &script)
    {
        if (!m_window.openDatabase(m_dir.filePath(QStringLiteral("t.sqlite")), false))
            return;
        m_window.resize(1366, 740);
        m_window.show();
        QApplication::setActiveWindow(&m_window);
        if (!QTest::qWaitForWindowActive(&m_window))
            return;
        m_window.showNewGame();
        m_window.newGamePage()->setSetup(script);
        m_window.startGame(m_window.newGamePage()->setup());
    }
    bool ok() { return m_window.tablePage()->session(); }
    TablePage *page() { return m_window.tablePage(); }
    QLineEdit *typed() { return m_window.tablePage()->picker()->typedEntry(); }
    const Record &record() { return m_window.tablePage()->session()->record(); }

private:
    QTemporaryDir m_dir;
    MainWindow m_window;
};

} // namespace

class TestTableInput : public QObject
{
    Q_OBJECT

private slots:
    void wholeGameByKeyboard_data();
    void wholeGameByKeyboard();
    void oneWaitsForASecondDigit();
    void invalidEntryIsCleared();
    void inputMethodCommits();
    void dummysTurnedUpCardClosesWithTheNextBoard();
    void dummysTurnedUpCardOnlyWhenOfUse();
    void noPickerWithoutACardToEnter();
    void japaneseDummyReasonHasNoStraySpace();
    void newGameTabOrder();
    void firstDealerShortcut();
    void dummySeatShowsNoName();
};

void TestTableInput::wholeGameByKeyboard_data()
{
    QTest::addColumn<int>("players");
    QTest::newRow("3 players") << 3;
    QTest::newRow("4 players") << 4;
}

void TestTableInput::wholeGameByKeyboard()
{
    // Typed as one stream, as a person would: a card goes when complete; a
    // pending "s1" goes with the next card's letter (or Ctrl+D, or Enter at the very end).
    QFETCH(int, players);
    QRandomGenerator rng(players == 3 ? 101u : 102u);
    const Record script = RandomGame::play(rng, players);
    Table table(script);
    QVERIFY(table.ok());
    int keys = 0;
    int cards = 0;
    int expectedKeys = 0;
    bool pending = false;
    for (const Entry &entry : Replay(script).entries()) {
        if (entry.slot.kind == EntryKind::Joust && !script.isPlayer(entry.slot.seat))
            continue; // the dummy plays by itself
        if (entry.slot.kind == EntryKind::DummyPrediction) {
            // Wherever the focus is: after the last trick the picker is away until Ctrl+D.
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_D, Qt::ControlModifier);
            ++keys;
            ++expectedKeys;
            pending = false;
        }
        const QString code = entry.card.code().toLower();
        QTest::keyClicks(table.typed(), code);
        keys += static_cast<int>(code.size());
        ++cards;
        // Worked out by hand: a letter and one digit for 2-9, two digits for 10-14; a 1 waits.
        expectedKeys += entry.card.number >= 10 ? 3 : 2;
        pending = entry.card.number == 1;
        if (!pending)
            QVERIFY2(table.record().cardAt(entry.slot) == CardSlot(entry.card),
                     qPrintable(QStringLiteral("%1 at kind %2 round %3 index %4 seat %5: %6")
                                    .arg(entry.card.code())
                                    .arg(int(entry.slot.kind))
                                    .arg(entry.slot.round)
                                    .arg(entry.slot.index)
                                    .arg(entry.slot.seat)
                                    .arg(table.page()->messageText())));
    }
    if (pending) {
        QTest::keyClick(table.typed(), Qt::Key_Return);
        ++keys;
        ++expectedKeys;
    }
    Record expected = script;
    expected.started = table.record().started; // dated when set up
    QVERIFY(expected.started);
    QCOMPARE(table.record(), expected);
    QVERIFY(table.page()->session()->replay().isComplete());
    QCOMPARE(keys, expectedKeys);
    const double perCard = double(keys) / cards;
    QVERIFY2(perCard <= 2.5, qPrintable(QString::number(perCard)));
}

void TestTableInput::oneWaitsForASecondDigit()
{
    QRandomGenerator rng(103);
    const Record script = RandomGame::play(rng, 4);
    Table table(script);
    QVERIFY(table.ok());
    const Slot lead = *table.page()->target();
    QTest::keyClicks(table.typed(), QStringLiteral("s1"));
    QCOMPARE(table.record().cardAt(lead), CardSlot());
    QCOMPARE(table.typed()->text(), QStringLiteral("s1"));
    // The prompt row shows what is waiting.
    auto *echo = table.page()->findChild<QLabel *>(QStringLiteral("typedEcho"));
    QVERIFY(echo);
    QVERIFY2(echo->text().contains(QStringLiteral("S1")), qPrintable(echo->text()));
    QTest::keyClicks(table.typed(), QStringLiteral("0"));
    QCOMPARE(table.record().cardAt(lead), CardSlot(Card{Suit::Shamrock, 10}));
    QCOMPARE(table.typed()->text(), QString());
    QCOMPARE(echo->text(), QString());
    // The next seat's card: "s1" and a space is S1.
    const Slot prediction = *table.page()->target();
    QTest::keyClicks(table.typed(), QStringLiteral("s1"));
    QCOMPARE(table.record().cardAt(prediction), CardSlot());
    QTest::keyClick(table.typed(), Qt::Key_Space);
    QCOMPARE(table.record().cardAt(prediction), CardSlot(Card{Suit::Shamrock, 1}));
    // "f9" needs nothing more.
    const Slot third = *table.page()->target();
    QTest::keyClicks(table.typed(), QStringLiteral("f9"));
    QCOMPARE(table.record().cardAt(third), CardSlot(Card{Suit::Fleur, 9}));
}

void TestTableInput::invalidEntryIsCleared()
{
    QRandomGenerator rng(104);
    const Record script = RandomGame::play(rng, 4);
    Table table(script);
    QVERIFY(table.ok());
    const Record before = table.record();
    QTest::keyClicks(table.typed(), QStringLiteral("x"));
    QCOMPARE(table.typed()->text(), QString());
    QVERIFY2(table.page()->messageText().contains(QStringLiteral("\"x\" is not a card")),
             qPrintable(table.page()->messageText()));
    QTest::keyClicks(table.typed(), QStringLiteral("w15"));
    QCOMPARE(table.typed()->text(), QString());
    QVERIFY2(table.page()->messageText().contains(QStringLiteral("\"w15\" is not a card")),
             qPrintable(table.page()->messageText()));
    // A letter alone and Enter is no card either.
    QTest::keyClicks(table.typed(), QStringLiteral("c"));
    QCOMPARE(table.typed()->text(), QStringLiteral("c"));
    QTest::keyClick(table.typed(), Qt::Key_Return);
    QCOMPARE(table.typed()->text(), QString());
    QCOMPARE(table.record(), before);
    // Esc takes back what was typed, and nothing else.
    QTest::keyClicks(table.typed(), QStringLiteral("w1"));
    QTest::keyClick(table.typed(), Qt::Key_Escape);
    QCOMPARE(table.typed()->text(), QString());
    QCOMPARE(table.record(), before);
}

void TestTableInput::inputMethodCommits()
{
    // A Japanese input method commits full-width text, in pieces or at once.
    QRandomGenerator rng(105);
    const Record script = RandomGame::play(rng, 4);
    Table table(script);
    QVERIFY(table.ok());
    const auto commit = [&](const QString &text) {
        QInputMethodEvent event;
        event.setCommitString(text);
        QApplication::sendEvent(table.typed(), &event);
    };
    const Slot first = *table.page()->target();
    commit(QStringLiteral("Ｗ１"));
    QCOMPARE(table.record().cardAt(first), CardSlot());
    commit(QStringLiteral("２"));
    QCOMPARE(table.record().cardAt(first), CardSlot(Card{Suit::Wyvern, 12}));
    // Two cards in one commit, the first ended by an ideographic space.
    const Slot second = *table.page()->target();
    const std::size_t entries = table.page()->session()->entries().size();
    commit(QStringLiteral("ｗ１　ｆ３"));
    QCOMPARE(table.record().cardAt(second), CardSlot(Card{Suit::Wyvern, 1}));
    QCOMPARE(table.page()->session()->entries().size(), entries + 2);
    QCOMPARE(table.page()->session()->entries().back().card, Card(Card{Suit::Fleur, 3}));
    QCOMPARE(table.typed()->text(), QString());
}

void TestTableInput::dummysTurnedUpCardClosesWithTheNextBoard()
{
    QRandomGenerator rng(106);
    const Record script = RandomGame::play(rng, 3);
    Table table(script);
    QVERIFY(table.ok());
    auto *button = table.page()->findChild<QPushButton *>(QStringLiteral("dummyPredictionButton"));
    QVERIFY(button);
    bool checked = false;
    for (const Entry &entry : Replay(script).entries()) {
        if (entry.slot.kind == EntryKind::Joust && !script.isPlayer(entry.slot.seat))
            continue;
        if (entry.slot.kind == EntryKind::DummyPrediction && entry.slot.round == 0
            && entry.slot.index == TricksPerRound - 1)
            continue; // left unturned: the last one of round 1 stays open
        if (entry.slot.kind == EntryKind::DummyPrediction)
            table.page()->setDummyPredictionArmed(true);
        if (entry.slot.round == 1 && entry.slot.kind == EntryKind::DummyLayout && entry.slot.index == 0) {
            // Round 1 is over and nothing of round 2 entered yet: its last pile card can still be turned up.
            QVERIFY(button->isVisible());
            table.page()->enterCard(entry.card);
            QCOMPARE(table.record().cardAt(entry.slot), CardSlot(entry.card));
            // Round 2's board is being entered now.
            QVERIFY(!button->isVisible());
            table.page()->setDummyPredictionArmed(true);
            QCOMPARE(table.page()->target()->kind, EntryKind::DummyLayout);
            checked = true;
            break;
        }
        table.page()->enterCard(entry.card);
    }
    QVERIFY(checked);
}

// The button for the dummy's turned-up card is offered for the card of the trick just played: not
// for one the table let go by (it does not record them), nor once the game is over.
void TestTableInput::dummysTurnedUpCardOnlyWhenOfUse()
{
    QRandomGenerator rng(109);
    const Record script = RandomGame::play(rng, 3);
    Table table(script);
    QVERIFY(table.ok());
    auto *button = table.page()->findChild<QPushButton *>(QStringLiteral("dummyPredictionButton"));
    QVERIFY(button);
    int offered = 0;
    for (const Entry &entry : Replay(script).entries()) {
        if (entry.slot.kind == EntryKind::Joust && !script.isPlayer(entry.slot.seat))
            continue;
        if (entry.slot.kind == EntryKind::DummyPrediction) {
            // The first round's are turned up as they come, the later rounds' let go.
            if (entry.slot.round > 0)
                continue;
            QVERIFY(button->isVisible());
            QVERIFY2(button->text().contains(QStringLiteral("after trick %1 ").arg(entry.slot.index + 1)),
                     qPrintable(button->text()));
            ++offered;
            table.page()->setDummyPredictionArmed(true);
        }
        table.page()->enterCard(entry.card);
        const Replay &replay = table.page()->session()->replay();
        const int round = static_cast<int>(replay.rounds().size()) - 1;
        if (round > 0 && replay.round(round).completeTricks > 1)
            QVERIFY2(!button->isVisible(), qPrintable(button->text())); // the pile card of trick 1 was let go
    }
    QCOMPARE(offered, TricksPerRound);
    QVERIFY(table.page()->session()->replay().next().gameOver);
    QVERIFY(!button->isVisible());
}

void TestTableInput::noPickerWithoutACardToEnter()
{
    // A 3-player game played to its end with the dummy's last pile card still face down.
    QRandomGenerator rng(107);
    const Record script = RandomGame::play(rng, 3);
    Table table(script);
    QVERIFY(table.ok());
    QVERIFY(table.page()->picker()->isVisible());
    for (const Entry &entry : Replay(script).entries()) {
        if ((entry.slot.kind == EntryKind::Joust && !script.isPlayer(entry.slot.seat))
            || entry.slot.kind == EntryKind::DummyPrediction)
            continue;
        table.page()->enterCard(entry.card);
    }
    QVERIFY(table.page()->session()->replay().next().gameOver);
    QVERIFY(!table.page()->target());
    QVERIFY(!table.page()->picker()->isVisible());
    QVERIFY(!table.page()->picker()->isEnabled());
    // Ctrl+D still reaches the table and brings the picker back for that card.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_D, Qt::ControlModifier);
    QVERIFY(table.page()->target());
    QCOMPARE(table.page()->target()->kind, EntryKind::DummyPrediction);
    QVERIFY(table.page()->picker()->isVisible());
}

void TestTableInput::japaneseDummyReasonHasNoStraySpace()
{
    Language translators;
    translators.apply(QStringLiteral("ja"));
    QRandomGenerator rng(108);
    const Record script = RandomGame::play(rng, 3);
    Table table(script);
    QVERIFY(table.ok());
    QString reason;
    for (const Entry &entry : Replay(script).entries()) {
        if ((entry.slot.kind == EntryKind::Joust && !script.isPlayer(entry.slot.seat))
            || entry.slot.kind == EntryKind::DummyPrediction)
            continue;
        table.page()->enterCard(entry.card);
        reason = table.page()->dummyText();
        if (!reason.isEmpty())
            break;
    }
    translators.apply(QStringLiteral("en"));
    // Two sentences, joined the Japanese way.
    QVERIFY2(reason.count(QStringLiteral("。")) >= 2, qPrintable(reason));
    QVERIFY2(!reason.contains(QStringLiteral("。 ")), qPrintable(reason));
}

void TestTableInput::newGameTabOrder()
{
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("t.sqlite")), false));
    window.show();
    window.showNewGame();
    NewGamePage *page = window.newGamePage();
    page->setPlayerCount(3);
    for (int s = 0; s < 3; ++s)
        page->setSeatName(s, QStringLiteral("Player %1").arg(s + 1));
    // The focus chain from the player count on, as Tab walks it: widgets that take Tab focus and can be reached.
    QStringList order;
    QWidget *first = page->findChild<QWidget *>(QStringLiteral("threePlayers"));
    QVERIFY(first);
    QWidget *w = first;
    do {
        if ((w->focusPolicy() & Qt::TabFocus) == Qt::TabFocus && w->isVisibleTo(page) && w->isEnabled()
            && page->isAncestorOf(w) && !qobject_cast<QComboBox *>(w->parentWidget()))
            order << w->objectName();
        w = w->nextInFocusChain();
    } while (w != first);
    const QStringList expected = {
        QStringLiteral("threePlayers"), QStringLiteral("fourPlayers"), QStringLiteral("seatName0"),
        QStringLiteral("seatName1"),    QStringLiteral("seatName2"),   QStringLiteral("dummySeat0"),
        QStringLiteral("dummySeat1"),   QStringLiteral("dummySeat2"),  QStringLiteral("dummySeat3"),
        QStringLiteral("firstDealer0"), QStringLiteral("firstDealer1"), QStringLiteral("firstDealer2"),
        QStringLiteral("firstDealer3"), QStringLiteral("moveUp1"),     QStringLiteral("moveUp2"),
        QStringLiteral("moveUp3"),      QStringLiteral("backButton"),  QStringLiteral("startButton")};
    // seatName3 is the dummy's seat: disabled, so Tab passes it by.
    QCOMPARE(order.join(QLatin1Char(' ')), expected.join(QLatin1Char(' ')));
}

void TestTableInput::firstDealerShortcut()
{
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("t.sqlite")), false));
    window.show();
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.showNewGame();
    NewGamePage *page = window.newGamePage();
    page->setPlayerCount(4);
    auto *name = page->findChild<QComboBox *>(QStringLiteral("seatName1"));
    name->setFocus();
    QCOMPARE(page->setup().firstDealer, 0);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_3, Qt::ControlModifier);
    QCOMPARE(page->setup().firstDealer, 2);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_4, Qt::ControlModifier);
    QCOMPARE(page->setup().firstDealer, 3);
    // The focus stays in the name being typed.
    QVERIFY(name->isAncestorOf(QApplication::focusWidget()) || QApplication::focusWidget() == name);
}

void TestTableInput::dummySeatShowsNoName()
{
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("t.sqlite")), false));
    window.show();
    window.showNewGame();
    NewGamePage *page = window.newGamePage();
    // The last game had four players; this one has three, the dummy in seat 4.
    Record last;
    last.seats = {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Chie"), QStringLiteral("Dai")};
    page->setSetup(last);
    QCOMPARE(page->findChild<QComboBox *>(QStringLiteral("seatName3"))->currentText(), QStringLiteral("Dai"));
    page->setPlayerCount(3);
    QCOMPARE(page->findChild<QComboBox *>(QStringLiteral("seatName3"))->currentText(), QString());
    QCOMPARE(page->setup().seats[3], std::optional<QString>());
    QVERIFY(page->problem().isEmpty());
    // Moving the dummy to seat 2 leaves no name there either; seat 4 gets its player back.
    page->setDummySeat(1);
    QCOMPARE(page->findChild<QComboBox *>(QStringLiteral("seatName1"))->currentText(), QString());
    QCOMPARE(page->findChild<QComboBox *>(QStringLiteral("seatName3"))->currentText(), QStringLiteral("Dai"));
    QCOMPARE(page->setup().seats[1], std::optional<QString>());
    QVERIFY(page->problem().isEmpty());
}

QTEST_MAIN(TestTableInput)
#include "tst_tableinput.moc"
