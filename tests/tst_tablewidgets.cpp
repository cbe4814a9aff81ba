// The table screen played through its real widgets, by keyboard and by mouse,
// against a real database.
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

namespace {

enum class Input { Keyboard, Mouse };

// Sets up the game of `record` on the new-game page and starts it.
void startGameLike(MainWindow &window, const Record &record)
{
    window.showNewGame();
    NewGamePage *page = window.newGamePage();
    page->setSetup(record);
    QVERIFY2(page->problem().isEmpty(), qPrintable(page->problem()));
    QTest::mouseClick(page->startButton(), Qt::LeftButton);
}

void activate(QWidget &window)
{
    window.show();
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
}

// An active main window on a fresh database, showing the game of `script` just set up.
class TableFixture
{
public:
    explicit TableFixture(const Record &script)
    {
        if (!m_window.openDatabase(m_dir.filePath(QStringLiteral("t.sqlite")), false))
            return;
        activate(m_window);
        startGameLike(m_window, script);
    }
    bool ok() { return m_window.tablePage()->session(); }
    MainWindow &window() { return m_window; }

private:
    QTemporaryDir m_dir;
    MainWindow m_window;
};

// Enters one card the way a person would; counts the input events used.
int enterByHand(TablePage *table, const Entry &entry, Input input)
{
    int events = 0;
    if (entry.slot.kind == EntryKind::DummyPrediction) {
        if (input == Input::Mouse) {
            auto *button = table->findChild<QPushButton *>(QStringLiteral("dummyPredictionButton"));
            QTest::mouseClick(button, Qt::LeftButton);
        } else {
            QTest::keyClick(table->picker()->typedEntry(), Qt::Key_D, Qt::ControlModifier);
        }
        ++events;
    }
    if (input == Input::Mouse) {
        QTest::mouseClick(table->picker()->button(entry.card), Qt::LeftButton);
        ++events;
    } else {
        const QString typed = entry.card.code().toLower();
        QTest::keyClicks(table->picker()->typedEntry(), typed);
        QTest::keyClick(table->picker()->typedEntry(), Qt::Key_Return);
        events += static_cast<int>(typed.size()) + 1;
    }
    return events;
}

JsonValue exportedScore(GameStore *store, qint64 game)
{
    const std::optional<Record> stored = store->records().load(game);
    if (!stored)
        return {};
    RecordError error;
    const std::optional<Record> reread =
        RecordFormat::read(RecordFormat::write(GameRecords::exportable(*stored)), &error);
    if (!reread)
        return {};
    return Reports::scoreJson(Replay(*reread));
}

// Aki, Ben and Chie with the dummy in the fourth seat; Chie deals, so the dummy leads first.
// Its board, in the order dealt: piles W [W5 W6], F [F4], S [S3], C [C1 C2 C7] (top last).
Record handSetup()
{
    Record record;
    record.seats = {QStringLiteral("Aki"), QStringLiteral("Ben"), QStringLiteral("Chie"), std::nullopt};
    record.firstDealer = 2;
    return record;
}

// The board, then trick 1 (the dummy leads W6; Aki W14 wins) and trick 2 up to Ben's prediction
// (Aki leads F2, Ben S5, Chie F3, the dummy follows with F4 and wins).
const char *const HandCards[] = {"C1", "C2", "S3", "F4", "W5", "W6", "C7", "W14", "W2", "F9", "W1",
                                 "S1", "C3", "F2", "S5", "F3", "S2", "C4"};

Card cardOf(const char *code)
{
    return *Card::fromCode(QString::fromLatin1(code));
}

bool enterHandCards(TablePage *table)
{
    for (const char *code : HandCards) {
        table->enterCard(cardOf(code));
        if (!table->messageText().isEmpty() && table->messageText().contains(QStringLiteral("refused")))
            return false;
    }
    return table->session()->entries().size() == 20;
}

// What a tooltip shows of `tip`: Qt takes text that looks like HTML for HTML.
QString shownAsToolTip(const QString &tip)
{
    QTextDocument document;
    if (Qt::mightBeRichText(tip))
        document.setHtml(tip);
    else
        document.setPlainText(tip);
    return document.toPlainText();
}

} // namespace

class TestTableWidgets : public QObject
{
    Q_OBJECT

private slots:
    void playWholeGame_data();
    void playWholeGame();
    void undoTakesTheDummysCardBack();
    void refusalsAreShown_data();
    void refusalsAreShown();
    void typedCards_data();
    void typedCards();
    void japaneseInputMethod();
    void correctionChangesTheDummysLaterCard();
    void finishedRoundNeedsEditRound();
    void restartMidTrick();
    void storeErrorKeepsTheEntryNotDone();
    void newGameRefusesDuplicateNames();
    void scoreSheetModel();
    void languageChangeRetranslates();
    void violationsShowTheirTrick();
    void layoutCorrectionFromTheBoard();
    void dummyPredictionCorrection();
    void damagedDatabaseIsLeftUntouched();
    void dailyBackupBesideTheWindow();
    void damageFoundBesideTheWindow();
    void trickWonByTheDummyStaysOnScreen();
    void lastTrickStaysBeforeTheSummary();
    void pickingAUsedCardSwaps();
    void swapByClickingTheOtherCard();
    void messagesFollowUndoAndRedo();
    void revokeIsSaidWhereTheTableLooks();
    void violationStaysNamedAfterTheNextCard();
    void headerAndPromptFollowTheLastTrick();
    void dummyPileOfAnEarlierTrick();
    void helpNamesThePreviousButton();
    void namesShownAsWritten();
    void newGameMatchesNamesLikeTheStore();
};

// Keyboard shortcuts need an active window.
void TestTableWidgets::playWholeGame_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("input");
    QTest::addColumn<quint32>("seed");
    QTest::newRow("3 players, keyboard") << 3 << int(Input::Keyboard) << 11u;
    QTest::newRow("3 players, mouse") << 3 << int(Input::Mouse) << 12u;
    QTest::newRow("4 players, keyboard") << 4 << int(Input::Keyboard) << 13u;
    QTest::newRow("4 players, mouse") << 4 << int(Input::Mouse) << 14u;
}

void TestTableWidgets::playWholeGame()
{
    QFETCH(int, players);
    QFETCH(int, input);
    QFETCH(quint32, seed);
    QRandomGenerator rng(seed);
    const Record script = RandomGame::play(rng, players);
    TableFixture fixture(script);
    QVERIFY(fixture.ok());
    MainWindow &window = fixture.window();
    TablePage *table = window.tablePage();
    const qint64 game = table->session()->gameId();

    int count = 0;
    for (const Entry &entry : Replay(script).entries()) {
        if (entry.slot.kind == EntryKind::Joust && !script.isPlayer(entry.slot.seat)) {
            // The app plays the dummy's card itself, at once.
            QCOMPARE(table->session()->record().cardAt(entry.slot), CardSlot(entry.card));
            continue;
        }
        if (entry.slot.kind != EntryKind::DummyPrediction) {
            QCOMPARE(table->target(), std::optional<Slot>(entry.slot));
            if (entry.slot.kind != EntryKind::DummyLayout)
                QVERIFY2(table->promptText().contains(script.seatName(entry.slot.seat)), qPrintable(table->promptText()));
        }
        // The game's last card moved on to its end: the dummy's last turned-up card is entered back at the table.
        if (window.gameEndPage()->isVisible())
            QVERIFY(pressButton(window.gameEndPage(), QStringLiteral("backToTableButton")));
        enterByHand(table, entry, Input(input));
        QVERIFY2(table->session()->record().cardAt(entry.slot) == CardSlot(entry.card),
                 qPrintable(entry.card.code() + QLatin1Char(' ') + QString::number(int(entry.slot.kind)) + QLatin1Char(' ')
                            + table->promptText() + QLatin1Char(' ') + table->messageText()));
        // Undo and redo now and then, by keyboard and by button.
        if (++count % 17 == 0) {
            const Record before = table->session()->record();
            if (input == int(Input::Keyboard))
                QTest::keyClick(table->picker()->typedEntry(), Qt::Key_Z, Qt::ControlModifier);
            else
                QTest::mouseClick(table->findChild<QToolButton *>(QStringLiteral("undoButton")), Qt::LeftButton);
            QVERIFY(!table->session()->record().cardAt(entry.slot));
            if (input == int(Input::Keyboard))
                QTest::keyClick(table->picker()->typedEntry(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
            else
                QTest::mouseClick(table->findChild<QToolButton *>(QStringLiteral("redoButton")), Qt::LeftButton);
            QCOMPARE(table->session()->record(), before);
        }
    }
    QVERIFY(table->session()->replay().isComplete());
    if (script.hasDummy()) {
        // The dummy's last prediction card, entered after the last trick, moved the table on.
        QVERIFY(!table->heldResult());
    } else {
        // The last trick stays on the table until asked for the scores.
        QCOMPARE(table->heldResult(), std::make_optional(std::pair(script.playerCount() - 1, TricksPerRound - 1)));
        QVERIFY(!table->isShowingSummary());
        QVERIFY(table->roundSummaryButton()->isVisible());
        QTest::mouseClick(table->roundSummaryButton(), Qt::LeftButton);
    }
    QVERIFY(table->isShowingSummary());
    // The game was dated when it was set up.
    Record expected = script;
    expected.started = table->session()->record().started;
    QVERIFY(expected.started);
    QCOMPARE(table->session()->record(), expected);

    // The totals on screen are the store's.
    const JsonValue score = exportedScore(window.store(), game);
    QCOMPARE(score, Reports::scoreJson(Replay(script)));
    const JsonValue *totals = score.find(QStringLiteral("totals"));
    QVERIFY(totals);
    ScoreSheetModel *sheet = table->scoreSheet();
    const int totalRow = sheet->rowCount() - 1;
    for (int c = 0; c < sheet->columnCount(); ++c) {
        const int seat = sheet->seatOfColumn(c);
        QCOMPARE(sheet->index(totalRow, c).data(Qt::UserRole).toLongLong(), totals->items()[at(seat)].toInteger());
    }
    const std::vector<GameSummary> unfinished = window.store()->games().unfinished();
    QVERIFY(std::none_of(unfinished.begin(), unfinished.end(), [&](const GameSummary &g) { return g.id == game; }));
}

void TestTableWidgets::undoTakesTheDummysCardBack()
{
    QRandomGenerator rng(21);
    const Record script = RandomGame::play(rng, 3);
    TableFixture fixture(script);
    QVERIFY(fixture.ok());
    MainWindow &window = fixture.window();
    TablePage *table = window.tablePage();
    const int dummy = script.dummySeat();
    bool checked = false;
    for (const Entry &entry : Replay(script).entries()) {
        if (entry.slot.kind == EntryKind::Joust && entry.slot.seat == dummy)
            continue;
        if (entry.slot.kind == EntryKind::DummyPrediction)
            continue;
        const std::size_t before = table->session()->entries().size();
        enterByHand(table, entry, Input::Mouse);
        if (table->session()->entries().size() == before + 2) {
            // This card made the dummy play: the screen says so, and undo takes both back.
            QVERIFY(!table->dummyText().isEmpty());
            QVERIFY(table->undoStack()->undoText().contains(entry.card.code()));
            table->undoStack()->undo();
            QCOMPARE(table->session()->entries().size(), before);
            const std::optional<Record> stored = window.store()->records().load(table->session()->gameId());
            QVERIFY(stored);
            QCOMPARE(Replay(*stored).entries().size(), before);
            table->undoStack()->redo();
            QCOMPARE(table->session()->entries().size(), before + 2);
            checked = true;
            break;
        }
    }
    QVERIFY(checked);
}

void TestTableWidgets::refusalsAreShown_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("expected");
    QTest::newRow("used card") << QString() << QStringLiteral("already used");
    QTest::newRow("not a card") << QStringLiteral("x15") << QStringLiteral("not a card");
    QTest::newRow("number too high") << QStringLiteral("w15") << QStringLiteral("not a card");
}

void TestTableWidgets::refusalsAreShown()
{
    QFETCH(QString, typed);
    QFETCH(QString, expected);
    QRandomGenerator rng(31);
    const Record script = RandomGame::play(rng, 4);
    TableFixture fixture(script);
    QVERIFY(fixture.ok());
    MainWindow &window = fixture.window();
    TablePage *table = window.tablePage();
    const std::vector<Entry> entries = Replay(script).entries();
    enterByHand(table, entries[0], Input::Keyboard);
    const Record before = table->session()->record();
    const QString text = typed.isEmpty() ? entries[0].card.code().toLower() : typed;
    QTest::keyClicks(table->picker()->typedEntry(), text);
    QTest::keyClick(table->picker()->typedEntry(), Qt::Key_Return);
    QVERIFY2(table->messageText().contains(expected), qPrintable(table->messageText()));
    QCOMPARE(table->session()->record(), before);
    // The used card is greyed out, with where it went.
    QVERIFY(table->picker()->isUsed(entries[0].card));
    QVERIFY(table->picker()->button(entries[0].card)->toolTip().contains(script.seatName(entries[0].slot.seat)));
}

void TestTableWidgets::typedCards_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("card");
    QTest::newRow("lower case") << QStringLiteral("w12") << QStringLiteral("W12");
    QTest::newRow("upper case") << QStringLiteral("F3") << QStringLiteral("F3");
    QTest::newRow("space") << QStringLiteral(" s 14 ") << QStringLiteral("S14");
    QTest::newRow("full width") << QStringLiteral("Ｗ１２") << QStringLiteral("W12");
    QTest::newRow("full width lower") << QStringLiteral("ｃ７") << QStringLiteral("C7");
    QTest::newRow("leading zero") << QStringLiteral("c07") << QStringLiteral("C7");
    QTest::newRow("too high") << QStringLiteral("w15") << QString();
    QTest::newRow("zero") << QStringLiteral("w0") << QString();
    QTest::newRow("no suit") << QStringLiteral("12") << QString();
    QTest::newRow("unknown suit") << QStringLiteral("x3") << QString();
}

void TestTableWidgets::typedCards()
{
    QFETCH(QString, text);
    QFETCH(QString, card);
    const std::optional<Card> parsed = CardPicker::parseTyped(text);
    QCOMPARE(parsed ? parsed->code() : QString(), card);
}

void TestTableWidgets::japaneseInputMethod()
{
    QRandomGenerator rng(41);
    const Record script = RandomGame::play(rng, 4);
    TableFixture fixture(script);
    QVERIFY(fixture.ok());
    MainWindow &window = fixture.window();
    TablePage *table = window.tablePage();
    const Entry first = Replay(script).entries()[0];
    QString fullWidth;
    for (const QChar c : first.card.code())
        fullWidth += QChar(c.unicode() + 0xFEE0); // ASCII to full width
    QInputMethodEvent commit;
    commit.setCommitString(fullWidth);
    QApplication::sendEvent(table->picker()->typedEntry(), &commit);
    QTest::keyClick(table->picker()->typedEntry(), Qt::Key_Return);
    QCOMPARE(table->session()->record().cardAt(first.slot), CardSlot(first.card));
}

void TestTableWidgets::correctionChangesTheDummysLaterCard()
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

void TestTableWidgets::finishedRoundNeedsEditRound()
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
    const Slot slot{EntryKind::Prediction, 0, 2, 1};
    QVERIFY(!table->startCorrection(slot));
    QVERIFY(table->messageText().contains(QStringLiteral("Edit round")));
    table->unlockRound(0);
    QVERIFY(table->startCorrection(slot));
    QCOMPARE(table->target(), std::optional<Slot>(slot));
    table->cancelCorrection();
    QCOMPARE(table->target(), std::optional<Slot>(table->session()->replay().next().slot));
}

void TestTableWidgets::restartMidTrick()
{
    QRandomGenerator rng(71);
    const Record script = RandomGame::play(rng, 3);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    const std::vector<Entry> entries = Replay(script).entries();
    QString prompt;
    std::optional<Slot> target;
    Record entered;
    {
        MainWindow window;
        QVERIFY(window.openDatabase(path, false));
        window.show();
        startGameLike(window, script);
        TablePage *table = window.tablePage();
        int n = 0;
        for (const Entry &e : entries) {
            if (e.slot.kind == EntryKind::Joust && e.slot.seat == script.dummySeat())
                continue;
            if (e.slot.kind == EntryKind::DummyPrediction)
                continue;
            enterByHand(table, e, Input::Keyboard);
            // Stop in the middle of trick 3 of round 2.
            if (++n > 7 + 7 * 6 + 7 + 2 * 6 + 3)
                break;
        }
        prompt = table->promptText();
        target = table->target();
        entered = table->session()->record();
        QVERIFY(target && target->round == 1);
    }
    MainWindow window;
    QVERIFY(window.openDatabase(path, false));
    window.show();
    QCOMPARE(window.startPage()->unfinishedList()->count(), 1);
    QTest::mouseClick(window.startPage()->continueButton(), Qt::LeftButton);
    TablePage *table = window.tablePage();
    QVERIFY(table->session());
    QCOMPARE(table->session()->record(), entered);
    QCOMPARE(table->target(), target);
    QCOMPARE(table->promptText(), prompt);
    // The stored entries are the undo history again: take the last card back, and put it again.
    QVERIFY(table->undoStack()->canUndo());
    const Entry last = table->session()->entries().back();
    table->undoStack()->undo();
    QVERIFY(!table->session()->record().cardAt(last.slot));
    QVERIFY(!window.store()->records().load(table->session()->gameId())->cardAt(last.slot));
    table->undoStack()->redo();
    QCOMPARE(table->session()->record(), entered);
}

void TestTableWidgets::storeErrorKeepsTheEntryNotDone()
{
    QRandomGenerator rng(81);
    const Record script = RandomGame::play(rng, 4);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    MainWindow window;
    QVERIFY(window.openDatabase(path, false));
    window.show();
    startGameLike(window, script);
    TablePage *table = window.tablePage();
    const Entry first = Replay(script).entries()[0];
    window.store()->close(); // the database goes away under the table
    enterByHand(table, first, Input::Mouse);
    QVERIFY(!table->session()->record().cardAt(first.slot));
    QVERIFY(!table->messageText().isEmpty());
    QVERIFY(table->retryButton()->isVisible());
    QCOMPARE(table->target(), std::optional<Slot>(first.slot));
    QCOMPARE(window.store()->open(path), GameStore::OpenResult::Ok);
    QTest::mouseClick(table->retryButton(), Qt::LeftButton);
    QCOMPARE(table->session()->record().cardAt(first.slot), CardSlot(first.card));
    QCOMPARE(window.store()->records().load(table->session()->gameId())->cardAt(first.slot), CardSlot(first.card));
    QVERIFY(!table->retryButton()->isVisible());
}

void TestTableWidgets::newGameRefusesDuplicateNames()
{
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("t.sqlite")), false));
    window.show();
    window.showNewGame();
    NewGamePage *page = window.newGamePage();
    page->setPlayerCount(4);
    page->setSeatName(0, QStringLiteral("Ben"));
    page->setSeatName(1, QStringLiteral("Aki"));
    page->setSeatName(2, QStringLiteral(" bEN "));
    page->setSeatName(3, QStringLiteral("Chie"));
    QVERIFY(!page->problem().isEmpty());
    QVERIFY(!page->startButton()->isEnabled());
    page->setSeatName(2, QStringLiteral("Dai"));
    QVERIFY(page->problem().isEmpty());
    page->setPlayerCount(3);
    page->setDummySeat(0);
    page->setFirstDealer(0);
    QVERIFY(!page->problem().isEmpty()); // the dummy never deals
    page->setFirstDealer(1);
    page->moveUp(1); // Aki to seat 1, the dummy to seat 2
    QCOMPARE(page->seatName(0), QStringLiteral("Aki"));
    QCOMPARE(page->setup().dummySeat(), 1);
    QCOMPARE(page->setup().firstDealer, 0);
    QVERIFY(page->problem().isEmpty());
    QTest::mouseClick(page->startButton(), Qt::LeftButton);
    QVERIFY(window.tablePage()->session());
    QCOMPARE(window.store()->players().all().size(), std::size_t(3));
}

void TestTableWidgets::scoreSheetModel()
{
    ScoreSheetModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QRandomGenerator rng(91);
    const Record script = RandomGame::play(rng, 3);
    Record growing = script;
    growing.rounds.clear();
    for (const Entry &e : Replay(script).entries()) {
        growing.place(e.slot, e.card);
        model.setReplay(std::make_shared<const Replay>(growing));
    }
    const Replay full(script);
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.columnCount(), 3);
    for (int c = 0; c < model.columnCount(); ++c) {
        const int seat = model.seatOfColumn(c);
        QCOMPARE(model.index(3, c).data(Qt::UserRole).toInt(), full.totals()[at(seat)]);
        for (int r = 0; r < 3; ++r)
            QCOMPARE(model.index(r, c).data(Qt::UserRole).toInt(), full.round(r).scores[at(seat)]);
        QCOMPARE(model.headerData(c, Qt::Horizontal).toString(), script.seatName(seat));
    }
    model.retranslate();
    model.clear();
    QCOMPARE(model.rowCount(), 0);

    // Following a session: each stored change reaches the sheet and the
    // violations without the page passing it on, and taking a card back too.
    Record setup = script;
    setup.rounds.clear();
    GameSession session(nullptr, 1, setup, {});
    ViolationList violations;
    model.follow(&session);
    violations.follow(&session);
    QCOMPARE(model.rowCount(), 4);
    const std::vector<Entry> entries = Replay(script).entries();
    StoreError error;
    for (const Entry &e : entries)
        QVERIFY(session.apply(EntryEdit{{}, {}, {e}}, &error));
    QCOMPARE(model.index(3, 0).data(Qt::UserRole).toInt(), full.totals()[at(model.seatOfColumn(0))]);
    QCOMPARE(violations.count(), static_cast<int>(full.violations().size()));
    QVERIFY(session.apply(EntryEdit{{entries.back()}, {}, {}}, &error));
    QCOMPARE(model.index(3, 0).data(Qt::UserRole).toInt(),
             Replay(session.record()).totals()[at(model.seatOfColumn(0))]);
    model.follow(nullptr);
    QVERIFY(session.apply(EntryEdit{{}, {}, {entries.back()}}, &error));
    QCOMPARE(model.rowCount(), 0);
}

void TestTableWidgets::languageChangeRetranslates()
{
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("t.sqlite")), false));
    window.show();
    QRandomGenerator rng(95);
    const Record script = RandomGame::play(rng, 4);
    startGameLike(window, script);
    TablePage *table = window.tablePage();
    table->enterCard(Replay(script).entries().front().card);
    // The undo step's whole text (the buttons show its card only).
    const auto undoText = [table] { return table->undoStack()->command(table->undoStack()->index() - 1)->text(); };
    const QString englishUndo = undoText();
    ScoreSheetModel *model = table->scoreSheet();
    QSignalSpy headers(model, &QAbstractItemModel::headerDataChanged);

    // Switching the language retranslates what is on screen, undo texts included.
    Language language;
    language.apply(QStringLiteral("ja"));
    QCoreApplication::processEvents();
    QVERIFY(headers.count() >= 2);
    QVERIFY(!table->promptText().isEmpty());
    const QString japaneseUndo = undoText();
    QVERIFY2(japaneseUndo != englishUndo, qPrintable(japaneseUndo));
    QVERIFY2(japaneseUndo.contains(QStringLiteral("プレイングカード")), qPrintable(japaneseUndo));
    language.apply(QStringLiteral("en"));
    QCoreApplication::processEvents();
    QCOMPARE(undoText(), englishUndo);
}

void TestTableWidgets::violationsShowTheirTrick()
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

void TestTableWidgets::layoutCorrectionFromTheBoard()
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

void TestTableWidgets::dummyPredictionCorrection()
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

void TestTableWidgets::damagedDatabaseIsLeftUntouched()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    QByteArray junk("this is not a database, ");
    junk = junk.repeated(200);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(junk);
    }
    MainWindow window;
    QVERIFY(!window.openDatabase(path, false));
    QVERIFY(!window.store()->isOpen());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), junk);
}

void TestTableWidgets::dailyBackupBesideTheWindow()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    {
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
        QRandomGenerator rng(7);
        QVERIFY(store.records().importOne(RandomGame::play(rng, 3)));
    }
    QVERIFY(Backups::list(path).isEmpty());
    {
        MainWindow window;
        QVERIFY(window.openDatabase(path, false));
        QVERIFY(window.store()->backups().dailyDue());
        // The window is usable at once; the backup follows on its own connection.
        QTRY_COMPARE(Backups::list(path).size(), 1);
        QCOMPARE(window.store()->games().all().size(), std::size_t(1));
    }
    // Quitting right after opening waits for the backup instead of cutting it.
    for (const QString &backup : Backups::list(path))
        QVERIFY(QFile::remove(backup));
    {
        MainWindow window;
        QVERIFY(window.openDatabase(path, false));
    }
    QCOMPARE(Backups::list(path).size(), 1);
    QVERIFY(QDir(Backups::directory(path)).entryList({QStringLiteral("*.part")}, QDir::Files).isEmpty());
}

void TestTableWidgets::damageFoundBesideTheWindow()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.sqlite"));
    {
        GameStore store;
        QCOMPARE(store.open(path), GameStore::OpenResult::Ok);
        QRandomGenerator rng(8);
        for (int i = 0; i < 20; ++i)
            QVERIFY(store.records().importOne(RandomGame::play(rng, 3)));
        QVERIFY(store.backups().makeNow());
    }
    // A page deep in the file, which opening does not read.
    QByteArray bytes;
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        bytes = file.readAll();
    }
    const int pageSize = (static_cast<unsigned char>(bytes[16]) << 8) | static_cast<unsigned char>(bytes[17]);
    const qsizetype page = bytes.size() / pageSize / 2;
    for (qsizetype i = 0; i < pageSize; ++i)
        bytes[page * pageSize + i] = static_cast<char>(0xA5 ^ (i & 0x3f));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(file.write(bytes), bytes.size());
    }
    // After every start, not only when a backup is due, the whole file is
    // checked beside the window; the damage is said as at open, with the
    // latest backup offered.
    QVERIFY(!Backups::list(path).isEmpty());
    QString said;
    whenModal([&](QWidget *modal) {
        auto *box = qobject_cast<QMessageBox *>(modal);
        QVERIFY(box);
        said = box->text();
        for (QPushButton *button : box->findChildren<QPushButton *>()) {
            if (button->text().startsWith(QStringLiteral("Restore the latest backup")))
                button->click();
        }
    });
    MainWindow window;
    QVERIFY(window.openDatabase(path, false));
    QTRY_VERIFY_WITH_TIMEOUT(!said.isEmpty(), 20000);
    QVERIFY2(said.contains(QStringLiteral("damaged")), qPrintable(said));
    QTRY_COMPARE(window.store()->games().all().size(), std::size_t(20));
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("t.sqlite.replaced-*")}, QDir::Files).size(), 1);
}

void TestTableWidgets::trickWonByTheDummyStaysOnScreen()
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

void TestTableWidgets::lastTrickStaysBeforeTheSummary()
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

void TestTableWidgets::pickingAUsedCardSwaps()
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

void TestTableWidgets::swapByClickingTheOtherCard()
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

void TestTableWidgets::messagesFollowUndoAndRedo()
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

void TestTableWidgets::revokeIsSaidWhereTheTableLooks()
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
void TestTableWidgets::violationStaysNamedAfterTheNextCard()
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
// a prompt that matches the "Final scores" button. The button for the dummy's
// turned-up card stays where it was when there is no card left to enter.
void TestTableWidgets::headerAndPromptFollowTheLastTrick()
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
    QVERIFY(table->roundSummaryButton()->text().startsWith(QStringLiteral("Final scores")));
    const QString message = table->messageText();
    QVERIFY2(message.contains(QStringLiteral("\"Final scores\" (Ctrl+R)")), qPrintable(message));
    QVERIFY2(!message.contains(QStringLiteral("Round summary")) && !message.contains(QStringLiteral("go on")),
             qPrintable(message));
    // The dummy's card after trick 7 is entered from where the earlier ones were.
    QVERIFY(before);
    QVERIFY(button->isVisible());
    QVERIFY2(button->text().contains(QStringLiteral("after trick 7")), qPrintable(button->text()));
    QCOMPARE(placeOf(button), *before);
    QVERIFY(!table->picker()->isVisible());
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(table->picker()->isVisible());
    QCOMPARE(placeOf(button), *before);
}

// An earlier trick is shown with the dummy's turned-up cards known by then,
// not those turned up later.
void TestTableWidgets::dummyPileOfAnEarlierTrick()
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

// Help names the button to the earlier tricks as the table shows it, in both languages.
void TestTableWidgets::helpNamesThePreviousButton()
{
    TablePage table;
    auto *previous = table.findChild<QToolButton *>(QStringLiteral("previousButton"));
    Language translators;
    for (const QString &code : {QStringLiteral("en"), QStringLiteral("ja")}) {
        translators.apply(code);
        QCoreApplication::processEvents();
        QFile file(QStringLiteral(":/help/help_%1.html").arg(code));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QTextDocument help;
        help.setHtml(QString::fromUtf8(file.readAll()));
        const QString text = help.toPlainText();
        QVERIFY2(text.contains(previous->text()), qPrintable(code + QLatin1Char(' ') + previous->text()));
    }
    translators.apply(QStringLiteral("en"));
    QCoreApplication::processEvents();
}

// A name that looks like HTML is shown as it is written, never as markup:
// in the Undo tooltip, the header, the cards' tooltips and every label.
void TestTableWidgets::namesShownAsWritten()
{
    const QString big = QStringLiteral("<font color=red size=7>BIG</font>");
    Record setup = handSetup();
    setup.seats[1] = big;
    setup.seats[0] = QStringLiteral("<b>Aki</b> & Co");
    TableFixture fixture(setup);
    QVERIFY(fixture.ok());
    TablePage *table = fixture.window().tablePage();
    QVERIFY(enterHandCards(table));
    // The last card entered is the big name's prediction card.
    auto *undo = table->findChild<QToolButton *>(QStringLiteral("undoButton"));
    QVERIFY(undo->toolTip().contains(QStringLiteral("BIG")));
    QVERIFY2(shownAsToolTip(undo->toolTip()).contains(big), qPrintable(undo->toolTip()));
    int tips = 0;
    for (const QWidget *widget : fixture.window().findChildren<QWidget *>()) {
        if (!widget->toolTip().contains(QStringLiteral("BIG")))
            continue;
        ++tips;
        QVERIFY2(shownAsToolTip(widget->toolTip()).contains(big), qPrintable(widget->toolTip()));
    }
    QVERIFY(tips > 2); // Undo, the cards played by the big name
    for (const QLabel *label : fixture.window().findChildren<QLabel *>()) {
        if (label->text().contains(QStringLiteral("<b>Aki</b>")) || label->text().contains(big))
            QVERIFY2(label->textFormat() == Qt::PlainText, qPrintable(label->text()));
    }
    const ScoreSheetModel *sheet = table->scoreSheet();
    for (int row = 0; row < sheet->rowCount(); ++row) {
        for (int column = 0; column < sheet->columnCount(); ++column) {
            const QString tip = sheet->data(sheet->index(row, column), Qt::ToolTipRole).toString();
            if (tip.contains(QStringLiteral("Aki")))
                QVERIFY2(shownAsToolTip(tip).contains(QStringLiteral("<b>Aki</b> & Co")), qPrintable(tip));
        }
    }
}

// The new-game form offers a saved player for a name typed in another case
// or width, refuses two seats with one name in two spellings, and the game
// counts for the saved player.
void TestTableWidgets::newGameMatchesNamesLikeTheStore()
{
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("t.sqlite")), false));
    activate(window);
    Record first = handSetup();
    first.seats[1] = QStringLiteral("Stra\u00DFe");
    startGameLike(window, first);
    QVERIFY(window.tablePage()->session());
    window.showNewGame();
    NewGamePage *page = window.newGamePage();
    auto *seat = page->findChild<QComboBox *>(QStringLiteral("seatName0"));
    QCompleter *completer = seat->completer();
    for (const auto &[typed, saved] : {std::pair{QStringLiteral("\uFF21\uFF2B"), QStringLiteral("Aki")},
                                       std::pair{QStringLiteral("STRASS"), QStringLiteral("Stra\u00DFe")},
                                       std::pair{QStringLiteral("chi"), QStringLiteral("Chie")}}) {
        completer->setCompletionPrefix(typed);
        QCOMPARE(completer->completionCount(), 1);
        QCOMPARE(completer->currentCompletion(), saved);
    }
    page->setPlayerCount(4);
    page->setSeatName(0, QStringLiteral("Am\u00E9lie"));
    page->setSeatName(1, QStringLiteral("\uFF21\uFF2B\uFF29"));
    page->setSeatName(2, QStringLiteral("Ame\u0301lie"));
    page->setSeatName(3, QStringLiteral("STRASSE"));
    QVERIFY(!page->problem().isEmpty());
    page->setSeatName(2, QStringLiteral("\u3164"));
    QVERIFY(!page->problem().isEmpty());
    page->setSeatName(2, QStringLiteral("Ben"));
    QVERIFY2(page->problem().isEmpty(), qPrintable(page->problem()));
    QTest::mouseClick(page->startButton(), Qt::LeftButton);
    QVERIFY(window.tablePage()->session());
    // Aki, Ben, Chie, Straße and Amélie: ＡＫＩ and STRASSE are the saved ones.
    QCOMPARE(window.store()->players().all().size(), std::size_t(5));
}

QTEST_MAIN(TestTableWidgets)
#include "tst_tablewidgets.moc"
