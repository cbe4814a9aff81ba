// Whole games entered at the table through its real widgets, by keyboard and
// by mouse, against a real database: undo and redo, a restart in mid-trick,
// and a store that fails under the table.
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

namespace {

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

} // namespace

class TestTablePlay : public QObject
{
    Q_OBJECT

private slots:
    void playWholeGame_data();
    void playWholeGame();
    void undoTakesTheDummysCardBack();
    void restartMidTrick();
    void storeErrorKeepsTheEntryNotDone();
};

// Keyboard shortcuts need an active window.
void TestTablePlay::playWholeGame_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("input");
    QTest::addColumn<quint32>("seed");
    QTest::newRow("3 players, keyboard") << 3 << int(Input::Keyboard) << 11u;
    QTest::newRow("3 players, mouse") << 3 << int(Input::Mouse) << 12u;
    QTest::newRow("4 players, keyboard") << 4 << int(Input::Keyboard) << 13u;
    QTest::newRow("4 players, mouse") << 4 << int(Input::Mouse) << 14u;
}

void TestTablePlay::playWholeGame()
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
    if (input == int(Input::Keyboard) && table->isVisible()) {
        // A Space or Enter typed after the last card out of habit goes nowhere: the game stays.
        QWidget *focus = QApplication::focusWidget();
        QVERIFY(focus);
        QVERIFY(table->isAncestorOf(focus));
        QTest::keyClick(focus, Qt::Key_Space);
        QTest::keyClick(focus, Qt::Key_Return);
        QVERIFY(table->isVisible());
        QVERIFY(table->session());
    }
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

void TestTablePlay::undoTakesTheDummysCardBack()
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

void TestTablePlay::restartMidTrick()
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

void TestTablePlay::storeErrorKeepsTheEntryNotDone()
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

QTEST_MAIN(TestTablePlay)
#include "tst_tableplay.moc"
