// The game-end screen reached through the table: standings, rematch, the
// violations it names and the record it exports.
#include "cardpicker.h"
#include "chartexport.h"
#include "mnemonics.h"
#include "charts.h"
#include "chartview.h"
#include "darkpalette.h"
#include "gameendpage.h"
#include "gamesession.h"
#include "gamestore.h"
#include "language.h"
#include "mainwindow.h"
#include "pressbutton.h"
#include "randomgame.h"
#include "recordformat.h"
#include "reviewgames.h"
#include "reviewpage.h"
#include "roundsummary.h"
#include "scoresheetmodel.h"
#include "scoresheetprinter.h"
#include "shownwindow.h"
#include "suitstyle.h"
#include "tablepage.h"
#include "trickview.h"
#include "violationlist.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QChart>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUndoStack>

#include <map>

using namespace tornei;

namespace {

// Enters a whole script through the table, as the table's users would.
void playThrough(TablePage *table, const Record &script)
{
    const int dummy = script.dummySeat();
    for (const Entry &e : Replay(script).entries()) {
        if (e.slot.kind == EntryKind::Joust && e.slot.seat == dummy)
            continue; // the app plays the dummy's card
        if (e.slot.kind == EntryKind::DummyPrediction)
            table->setDummyPredictionArmed(true);
        table->enterCard(e.card);
    }
    // The last round's summary, then the final scores: the game's end.
    table->showRoundSummary();
    table->showRoundSummary();
}

// A game with the script's seats and first dealer, entered to its end through the table.
[[nodiscard]] bool playGame(MainWindow &window, const Record &script)
{
    Record setup;
    setup.seats = script.seats;
    setup.firstDealer = script.firstDealer;
    if (!window.startGame(setup))
        return false;
    playThrough(window.tablePage(), script);
    return true;
}

} // namespace

class TestGameEnd : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void violationNamedUntilTheGameEnd_data();
    void violationNamedUntilTheGameEnd();
    void standingsWithSharedWin();
    void gameEndThroughTheTable();
    void undoAndRedoEveryCorrectionOfAFinishedGame();
    void finishedGameCorrectedFromReview();
    void rematchByKeyboardKeepsTheKeys();
    void pageMnemonicsDiffer_data();
    void pageMnemonicsDiffer();
    void exportRecordRoundTrips();

private:
    Language m_language;
};

void TestGameEnd::initTestCase()
{
    m_language.apply(QStringLiteral("en")); // the English catalogue holds the plural forms
}

// A revoke entered at the table is named under it after the next card, until
// its round's summary, which names it; so does the game's end, on the table
// and on the game-end screen.
void TestGameEnd::violationNamedUntilTheGameEnd_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("ja") << QStringLiteral("ja");
}

void TestGameEnd::violationNamedUntilTheGameEnd()
{
    QFETCH(QString, language);
    m_language.apply(language);
    const auto restore = qScopeGuard([&] { m_language.apply(QStringLiteral("en")); });
    // With TORNEI_SCREENSHOT_DIR set, pictures of where the violation is named.
    const QString shots = qEnvironmentVariable("TORNEI_SCREENSHOT_DIR");
    const auto shoot = [&](QWidget *window, const QString &name) {
        if (shots.isEmpty())
            return;
        QDir().mkpath(shots);
        QCoreApplication::processEvents();
        QVERIFY(window->grab().save(QDir(shots).filePath(language + QStringLiteral("-violation-") + name + QStringLiteral(".png"))));
    };
    ShownWindow shown;
    QVERIFY(shown.open());
    MainWindow &window = shown.window();
    const Record script = example(QStringLiteral("0026-fault-revoke"));
    const Replay scripted(script);
    QCOMPARE(scripted.violations().size(), std::size_t(1));
    const Violation v = scripted.violations().front();
    const QString who = script.seatName(v.seat);
    const QString named = scripted.describeInGame(v);
    const QString headline = ViolationList::headline(scripted, v);
    Record setup;
    setup.seats = script.seats;
    setup.firstDealer = script.firstDealer;
    QVERIFY(window.startGame(setup));
    TablePage *table = window.tablePage();
    auto *summary = table->findChild<QTextBrowser *>(QStringLiteral("summary"));
    QVERIFY(summary);
    int cardsSinceProof = -1;
    bool summarised = false;
    const int dummy = script.dummySeat();
    for (const Entry &e : scripted.entries()) {
        if (e.slot.kind == EntryKind::Joust && e.slot.seat == dummy)
            continue;
        if (e.slot.kind == EntryKind::DummyPrediction)
            table->setDummyPredictionArmed(true);
        table->enterCard(e.card);
        if (cardsSinceProof < 0 && !table->session()->replay().violations().empty())
            cardsSinceProof = 0;
        else if (cardsSinceProof >= 0)
            ++cardsSinceProof;
        if (cardsSinceProof >= 1 && !summarised && e.slot.round == v.round) {
            // The next cards: the message has moved on, the line has not.
            QVERIFY2(table->violationText().contains(who), qPrintable(table->violationText()));
            QVERIFY2(table->violationText().contains(headline), qPrintable(table->violationText()));
            if (cardsSinceProof == 1)
                shoot(&window, QStringLiteral("1-next-card"));
        }
        const auto held = table->heldResult();
        if (!summarised && held && held->first == v.round && held->second == TricksPerRound - 1
            && e.slot.kind == EntryKind::Prediction) {
            QVERIFY(cardsSinceProof >= 0);
            QVERIFY(!table->violationText().isEmpty());
            table->showRoundSummary();
            QVERIFY(table->isShowingSummary());
            QVERIFY2(summary->toPlainText().contains(named), qPrintable(summary->toPlainText()));
            QVERIFY(table->violationText().isEmpty()); // said by the summary now
            shoot(&window, QStringLiteral("2-round-summary"));
            summarised = true;
        }
    }
    QVERIFY(summarised);
    QVERIFY(table->session()->replay().isComplete());
    // The last round's summary, then the final scores.
    table->showRoundSummary();
    table->showRoundSummary();
    // The game's end says it, on the table's final scores and on the game-end screen.
    QTextDocument end;
    end.setHtml(RoundSummary::gameEndHtml(table->session()->replay()));
    QVERIFY2(end.toPlainText().contains(named), qPrintable(end.toPlainText()));
    GameEndPage *endPage = window.gameEndPage();
    QVERIFY(endPage->isVisibleTo(window.centralWidget()));
    QVERIFY2(endPage->violationsText().contains(named), qPrintable(endPage->violationsText()));
    shoot(&window, QStringLiteral("3-game-end"));
    // A game without one says nothing of violations.
    endPage->setGame(Replay(example(QStringLiteral("0015-legal-onlysuit"))), 1);
    QVERIFY(endPage->violationsText().isEmpty());
}

void TestGameEnd::standingsWithSharedWin()
{
    // Totals Kaito 18, Hana 17, Ben 18: Kaito and Ben share the win.
    const Replay replay(example(QStringLiteral("0015-legal-onlysuit")));
    const std::vector<Standing> standings = replay.standings();
    QCOMPARE(standings.size(), std::size_t(3));
    QCOMPARE(standings[0].name, QStringLiteral("Kaito"));
    QCOMPARE(standings[0].total, 18);
    QCOMPARE(standings[0].place, 1);
    QVERIFY(standings[0].winner && standings[0].shared);
    QCOMPARE(standings[1].name, QStringLiteral("Ben"));
    QCOMPARE(standings[1].place, 1);
    QVERIFY(standings[1].winner && standings[1].shared);
    QCOMPARE(standings[2].name, QStringLiteral("Hana"));
    QCOMPARE(standings[2].total, 17);
    QCOMPARE(standings[2].place, 3);
    QVERIFY(!standings[2].winner && !standings[2].shared);

    GameEndPage page;
    page.setGame(replay, 1);
    QCOMPARE(page.headlineText(), QStringLiteral("★ Shared win: Kaito and Ben"));
    QVERIFY(page.standingsText().contains(QStringLiteral("1 (shared)")));
    QVERIFY(page.standingsText().contains(QStringLiteral("18 points")));
    // Hana dealt first; the deal moves one seat to the left: Ben.
    QCOMPARE(page.rematchButton()->text(), QStringLiteral("Rematch, same seats — Ben deals first"));
    QSignalSpy spy(&page, &GameEndPage::rematchRequested);
    page.rematchButton()->click();
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.first().first().value<Record>().firstDealer, 2);

    // A sole winner.
    GameEndPage single;
    single.setGame(Replay(example(QStringLiteral("0003-legal-complete"))), 2);
    QCOMPARE(single.headlineText(), QStringLiteral("★ Ben wins"));
    QVERIFY(!single.standingsText().contains(QStringLiteral("shared")));
}

void TestGameEnd::gameEndThroughTheTable()
{
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("t.sqlite")), false));
    const Record script = example(QStringLiteral("0015-legal-onlysuit"));
    Record setup;
    setup.seats = script.seats;
    setup.firstDealer = script.firstDealer;
    QVERIFY(window.startGame(setup));
    auto *pages = window.centralWidget();
    TablePage *table = window.tablePage();
    QVERIFY(table->isVisibleTo(pages));
    playThrough(table, script);
    QCOMPARE(table->session()->replay().totals(), Replay(script).totals());

    // The card that ends the game shows its end.
    GameEndPage *end = window.gameEndPage();
    QVERIFY(end->isVisibleTo(pages));
    QCOMPARE(end->gameId(), table->session()->gameId());
    QCOMPARE(end->headlineText(), QStringLiteral("★ Shared win: Kaito and Ben"));
    QCOMPARE(end->chartView()->currentChart()->series().size(), 3);

    // "Previous trick" shows the 7th trick of the last round, and Back returns here.
    end->findChild<QPushButton *>(QStringLiteral("reviewButton"))->click();
    ReviewPage *review = window.reviewPage();
    QVERIFY(review->isVisibleTo(pages));
    QCOMPARE(review->shownRound(), 2);
    QCOMPARE(review->shownTrick(), 6);
    QVERIFY(pressButton(review, QStringLiteral("backButton")));
    QVERIFY(end->isVisibleTo(pages));

    // Back at the table, undo reopens the game; redoing the card ends it again.
    const qint64 finished = table->session()->gameId();
    QVERIFY(pressButton(end, QStringLiteral("backToTableButton")));
    QVERIFY(table->isVisibleTo(pages));
    // (The dummy's last turned-up card came after the game's last card: undo both.)
    int undone = 0;
    while (table->session()->replay().isComplete() && undone < 2) {
        table->undoStack()->undo();
        ++undone;
    }
    QVERIFY(!table->session()->replay().isComplete());
    QVERIFY(table->isVisibleTo(pages));
    for (int i = 0; i < undone; ++i)
        table->undoStack()->redo();
    QVERIFY(table->session()->replay().isComplete());
    table->showRoundSummary();
    table->showRoundSummary();
    QVERIFY(end->isVisibleTo(pages));

    // A rematch: a new game with the same seats, Ben (seat 2) dealing first.
    window.showGameEnd();
    end->rematchButton()->click();
    QVERIFY(table->isVisibleTo(pages));
    QVERIFY(table->session()->gameId() != finished);
    QCOMPARE(table->session()->record().seats, script.seats);
    QCOMPARE(table->session()->record().firstDealer, 2);
    QVERIFY(table->session()->record().rounds.empty());
}

// The corrections of a finished game, taken back and done again by keyboard
// in every order of six steps: each key press is one step, from the table or
// from the game's end, the table and the stored game follow it, and a
// correction taken back or done again is shown in its trick, not skipped over
// to the game's end.
void TestGameEnd::undoAndRedoEveryCorrectionOfAFinishedGame()
{
    ShownWindow shown;
    QVERIFY(shown.open());
    MainWindow &window = shown.window();
    const Record script = example(QStringLiteral("0015-legal-onlysuit"));
    QVERIFY(playGame(window, script));
    auto *pages = window.centralWidget();
    TablePage *table = window.tablePage();
    GameEndPage *end = window.gameEndPage();
    QVERIFY(end->isVisibleTo(pages));
    QVERIFY(pressButton(end, QStringLiteral("backToTableButton")));
    QVERIFY(table->isVisibleTo(pages));

    // Three corrections in three rounds: two players' prediction cards trade places.
    std::vector<int> players;
    for (int seat = 0; seat < SeatCount; ++seat) {
        if (script.seats[seat] && seat != script.dummySeat())
            players.push_back(seat);
    }
    QUndoStack *stack = table->undoStack();
    const qint64 game = table->session()->gameId();
    std::map<int, Record> states; // the game at each place in the undo history
    std::map<int, Slot> corrected; // the first card each correction changed
    states[stack->index()] = table->session()->record();
    for (const auto &[round, trick] : {std::pair{0, 1}, std::pair{1, 3}, std::pair{2, 6}}) {
        const Slot first{EntryKind::Prediction, round, trick, players[0]};
        const Slot second{EntryKind::Prediction, round, trick, players[1]};
        table->unlockRound(round);
        QVERIFY(table->startCorrection(first));
        table->enterCard(*table->session()->record().cardAt(second));
        QCOMPARE(table->session()->record().cardAt(first), script.cardAt(second));
        states[stack->index()] = table->session()->record();
        corrected[stack->index()] = first;
    }
    QVERIFY(table->session()->replay().isComplete());
    const int top = stack->index();
    // Below the corrections, the game's last cards: taking them back reopens it.
    const int bottom = top - 6;
    for (int i = top - 1; i >= bottom; --i) {
        stack->undo();
        states[i] = table->session()->record();
    }
    while (stack->index() < top)
        stack->redo();

    const auto press = [](bool undo) {
        QWidget *focus = QApplication::focusWidget();
        QVERIFY2(focus && focus->isVisible(), "the keys have somewhere to go");
        QTest::keyClick(focus, Qt::Key_Z, undo ? Qt::ControlModifier : Qt::ControlModifier | Qt::ShiftModifier);
    };
    for (int word = 0; word < 1 << 6; ++word) {
        while (stack->index() < top)
            table->redo();
        window.showGameEnd();
        QVERIFY(end->isVisibleTo(pages));
        int at = top;
        QString steps;
        for (int step = 0; step < 6; ++step) {
            const bool undo = word & (1 << step);
            steps += undo ? u'U' : u'R';
            const int was = at;
            at = undo ? std::max(bottom, at - 1) : std::min(top, at + 1);
            press(undo);
            QVERIFY(!QTest::currentTestFailed());
            QCOMPARE(stack->index(), at);
            QVERIFY2(table->session()->record() == states.at(at), qPrintable(steps));
            QVERIFY2(*window.store()->records().load(game) == states.at(at), qPrintable(steps));
            // A correction taken back (from `was`) or done again (to `at`) shows its trick.
            const int correction = undo ? was : at;
            if (was != at && corrected.count(correction)) {
                QVERIFY2(table->isVisibleTo(pages), qPrintable(steps));
                const Slot &slot = corrected.at(correction);
                QCOMPARE(table->trickView()->shownRound(), slot.round);
                QCOMPARE(table->trickView()->shownTrick(), slot.index);
            }
        }
    }
}

// A mistake found after the table has moved on: the finished game, reviewed
// later, goes back to the table at the trick reviewed, its end not shown
// again, and a card corrected there is stored and can be taken back.
void TestGameEnd::finishedGameCorrectedFromReview()
{
    ShownWindow shown;
    QVERIFY(shown.open());
    MainWindow &window = shown.window();
    const Record script = example(QStringLiteral("0015-legal-onlysuit"));
    QVERIFY(playGame(window, script));
    auto *pages = window.centralWidget();
    TablePage *table = window.tablePage();
    const qint64 game = table->session()->gameId();
    window.showStart();

    QVERIFY(window.showReview(game));
    ReviewPage *review = window.reviewPage();
    review->showTrick(1, 3);
    QPushButton *correct = review->continueButton();
    QVERIFY(correct->isVisibleTo(review));
    QCOMPARE(correct->text(), QStringLiteral("&Correct at the table"));
    correct->click();
    QVERIFY(table->isVisibleTo(pages));
    QVERIFY(!window.gameEndPage()->isVisibleTo(pages));
    QCOMPARE(table->session()->gameId(), game);
    QCOMPARE(table->trickView()->shownRound(), 1);
    QCOMPARE(table->trickView()->shownTrick(), 3);
    QCOMPARE(table->promptText(), QStringLiteral("The game is over."));

    // Two players' prediction cards of that trick trade places.
    std::vector<int> players;
    for (int seat = 0; seat < SeatCount; ++seat) {
        if (script.seats[seat] && seat != script.dummySeat())
            players.push_back(seat);
    }
    const Slot first{EntryKind::Prediction, 1, 3, players[0]};
    const Slot second{EntryKind::Prediction, 1, 3, players[1]};
    const Record before = table->session()->record();
    // By keyboard, as at the table: Ctrl+E, the card's number, the card.
    QWidget *focus = QApplication::focusWidget();
    QVERIFY(focus && focus->isVisible());
    QTest::keyClick(focus, Qt::Key_E, Qt::ControlModifier);
    auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
    QVERIFY(menu);
    const QString described = table->session()->replay().describeSlot(first);
    QChar key;
    for (const QAction *action : menu->actions()) {
        if (action->text().endsWith(described))
            key = action->text().at(1);
    }
    QVERIFY2(key.isDigit(), qPrintable(described));
    QTest::keyClick(menu, Qt::Key(Qt::Key_0 + key.digitValue()));
    QCOMPARE(table->target(), std::optional<Slot>(first));
    QLineEdit *keys = table->picker()->typedEntry();
    QTest::keyClicks(keys, script.cardAt(second)->code());
    QTest::keyClick(keys, Qt::Key_Return);
    QCOMPARE(table->session()->record().cardAt(first), script.cardAt(second));
    QCOMPARE(table->session()->record().cardAt(second), script.cardAt(first));
    QVERIFY(table->session()->replay().isComplete());
    QCOMPARE(*window.store()->records().load(game), table->session()->record());
    QVERIFY(table->isVisibleTo(pages)); // still at the table, not sent on to the game's end
    table->undo();
    QCOMPARE(*window.store()->records().load(game), before);
    table->redo();
    QCOMPARE(window.store()->records().load(game)->cardAt(first), script.cardAt(second));

    // From the trick in sight, Ctrl+R shows the last round's summary, then the game's end.
    const auto pressCtrlR = [] {
        QWidget *target = QApplication::focusWidget();
        QVERIFY(target && target->isVisible());
        QTest::keyClick(target, Qt::Key_R, Qt::ControlModifier);
    };
    pressCtrlR();
    QVERIFY(table->isShowingSummary());
    QVERIFY(table->isVisibleTo(pages));
    // The summary comes after the last trick: Page Up shows that trick, Page Down the summary again.
    const auto press = [](Qt::Key which) { QTest::keyClick(QApplication::focusWidget(), which); };
    press(Qt::Key_PageUp);
    QVERIFY(!table->isShowingSummary());
    QCOMPARE(table->trickView()->shownRound(), 2);
    QCOMPARE(table->trickView()->shownTrick(), 6);
    press(Qt::Key_PageDown);
    QVERIFY(table->isShowingSummary());
    press(Qt::Key_PageDown); // nothing after it at the table: Ctrl+R goes on
    QVERIFY(table->isShowingSummary());
    pressCtrlR();
    GameEndPage *end = window.gameEndPage();
    QVERIFY(end->isVisibleTo(pages));
    QCOMPARE(end->gameId(), game);
    // Left and asked for again, it comes back: from the last round's summary, by its button.
    QVERIFY(pressButton(end, QStringLiteral("backToTableButton")));
    QVERIFY(table->isVisibleTo(pages));
    QVERIFY(table->isShowingSummary());
    QVERIFY(table->roundSummaryButton()->isVisibleTo(table));
    QCOMPARE(table->roundSummaryButton()->text(), QStringLiteral("Final scores (Ctrl+R)"));
    table->roundSummaryButton()->click();
    QVERIFY(end->isVisibleTo(pages));

    // An unfinished game's button still continues it.
    review->setRecord(example(QStringLiteral("0016-legal-stopped")), 42);
    QCOMPARE(correct->text(), QStringLiteral("&Continue this game at the table"));
}

// Enter on the game's end starts the rematch; the table's keys work at once:
// a card typed, and the dummy's keys (Ctrl+M) once it has played.
void TestGameEnd::rematchByKeyboardKeepsTheKeys()
{
    ShownWindow shown;
    QVERIFY(shown.open());
    MainWindow &window = shown.window();
    const Record script = example(QStringLiteral("0015-legal-onlysuit"));
    QVERIFY(playGame(window, script));
    TablePage *table = window.tablePage();
    GameEndPage *end = window.gameEndPage();
    QVERIFY(end->isVisible());
    QCOMPARE(QApplication::focusWidget(), end->rematchButton());
    QTest::keyClick(end->rematchButton(), Qt::Key_Return);
    QVERIFY(table->isVisible());
    QVERIFY(table->session()->record().rounds.empty());
    QLineEdit *keys = table->picker()->typedEntry();
    QCOMPARE(QApplication::focusWidget(), keys);
    // The dummy's board, typed: the first round's board of the script fits any deal.
    for (const Card &card : script.rounds[0].dummyLayout) {
        QTest::keyClicks(QApplication::focusWidget(), card.code());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    }
    QCOMPARE(table->session()->record().rounds.at(0).dummyLayout, script.rounds[0].dummyLayout);
    QCOMPARE(QApplication::focusWidget(), keys);
}

void TestGameEnd::pageMnemonicsDiffer_data()
{
    violationNamedUntilTheGameEnd_data();
}

// On the start screen, the game's end and the review, Alt and one letter reach
// one button, field or menu of those shown: no two share their letter.
void TestGameEnd::pageMnemonicsDiffer()
{
    QFETCH(QString, language);
    m_language.apply(language);
    const auto restore = qScopeGuard([&] { m_language.apply(QStringLiteral("en")); });
    ShownWindow shown;
    QVERIFY(shown.open());
    MainWindow &window = shown.window();
    QVERIFY(playGame(window, example(QStringLiteral("0015-legal-onlysuit"))));
    const qint64 game = window.tablePage()->session()->gameId();
    const auto clashes = [&](const QString &where) {
        QCoreApplication::processEvents();
        Mnemonics letters(where);
        for (const QAction *menu : window.menuBar()->actions())
            letters.note(window.menuBar(), menu->text());
        letters.noteControls(window.centralWidget());
        return letters.clashes();
    };
    QStringList all;
    QVERIFY(window.gameEndPage()->isVisible());
    all << clashes(QStringLiteral("game over"));
    QVERIFY(window.showReview(game));
    all << clashes(QStringLiteral("review"));
    window.showStart();
    all << clashes(QStringLiteral("start"));
    QVERIFY2(all.isEmpty(), qPrintable(all.join(QStringLiteral("; "))));
}

void TestGameEnd::exportRecordRoundTrips()
{
    const Record record = example(QStringLiteral("0015-legal-onlysuit"));
    GameEndPage page;
    page.setGame(Replay(record), 3);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.json"));
    QString error;
    QVERIFY2(page.exportRecord(path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    RecordError readError;
    const std::optional<Record> back = RecordFormat::read(file.readAll(), &readError);
    QVERIFY2(back, qPrintable(readError.toString()));
    QCOMPARE(*back, record);
    QVERIFY(!page.exportRecord(dir.filePath(QStringLiteral("missing/game.json")), &error));
}

QTEST_MAIN(TestGameEnd)
#include "tst_gameend.moc"
