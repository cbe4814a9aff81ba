// Looking back at a game trick by trick, the game-end screen (standings,
// rematch) reached through the table, and the printed score sheet as PDF.
// With TORNEI_SCREENSHOT_DIR set, saves pictures of the review and game-end
// screens and of every chart, in English and Japanese, light and dark.
#include "chartexport.h"
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
#include <QListWidget>
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

using namespace tornei;

namespace {

Record example(const QString &name)
{
    QFile file(QStringLiteral(TORNEI_TEST_DATA "/examples/") + name + QStringLiteral(".json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read example %s", qPrintable(name));
    RecordError error;
    const std::optional<Record> record = RecordFormat::read(file.readAll(), &error);
    if (!record)
        qFatal("%s", qPrintable(error.toString()));
    return *record;
}

// Page objects of a PDF ("/Type /Page", not "/Type /Pages").
int pdfPages(const QByteArray &pdf)
{
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    return static_cast<int>(QString::fromLatin1(pdf).count(page));
}

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
}

} // namespace

class TestReview : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void stepThroughGame();
    void jumpToRoundAndTrick();
    void followsLanguage();
    void unfinishedGameCanContinue();
    void violationsPointAtTheirTrick();
    void reviewMarksARevoke();
    void violationNamedUntilTheGameEnd_data();
    void violationNamedUntilTheGameEnd();
    void loadsFromTheStore();
    void standingsWithSharedWin();
    void gameEndThroughTheTable();
    void exportRecordRoundTrips();
    void pdfScoreSheet_data();
    void pdfScoreSheet();
    void pdfRunsOverPages();
    void pdfFromTheReview();
    void defaultPaper();
    void screenshots_data();
    void screenshots();

private:
    Language m_language;
};

void TestReview::initTestCase()
{
    m_language.apply(QStringLiteral("en")); // the English catalogue holds the plural forms
}

void TestReview::stepThroughGame()
{
    // Kaito, Hana, Ben and the dummy; Hana deals first, so Ben leads.
    ReviewPage page;
    QAbstractItemModelTester tester(page.scoreSheet(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    page.setRecord(example(QStringLiteral("0015-legal-onlysuit")));
    QCOMPARE(page.stepCount(), 21); // 3 rounds of 7 tricks
    // It opens at the end: the 7th trick of the last round.
    QCOMPARE(page.currentStep(), 20);
    QCOMPARE(page.shownRound(), 2);
    QCOMPARE(page.shownTrick(), 6);
    QCOMPARE(page.positionText(), QStringLiteral("Round 3 of 3 · Trick 7 of 7"));
    // W10 (Kaito) beats the dummy's S6, Ben's S4 and Hana's C14.
    QVERIFY2(page.trickText().contains(QStringLiteral("Kaito won the trick with \u2726W10.")), qPrintable(page.trickText()));

    page.showFirst();
    QCOMPARE(page.currentStep(), 0);
    QCOMPARE(page.positionText(), QStringLiteral("Round 1 of 3 · Trick 1 of 7"));
    QCOMPARE(page.trickView()->shownRound(), 0);
    QCOMPARE(page.trickView()->shownTrick(), 0);
    // Ben led W7; Hana's W11 ranks 1st, Kaito's W8 2nd, Ben 3rd, the dummy's W6 4th.
    // Predictions: Kaito W (1st), Hana S (3rd), Ben C (4th): none correct.
    QCOMPARE(page.trickText(), QStringLiteral("Ben led Wyvern. Hana won the trick with \u2726W11. "
                                              "\u2717 Incorrect: Kaito (1st), Hana (3rd), Ben (4th)"));
    // The dummy's Wyvern pile is W10 then W6: it follows with the top card.
    const DummyPlay follows{Card{Suit::Wyvern, 6}, DummyReason::FollowsLedSuit};
    QCOMPARE(page.dummyText(), Replay::explainDummy(follows, Suit::Wyvern));

    page.showPrevious(); // nothing before the first trick
    QCOMPARE(page.currentStep(), 0);
    page.showNext();
    QCOMPARE(page.shownRound(), 0);
    QCOMPARE(page.shownTrick(), 1);
    // Trick 2: C3, C1, F8 and the dummy's C12: F8 (Ben) wins.
    QVERIFY2(page.trickText().contains(QStringLiteral("Ben won the trick with \u269CF8.")), qPrintable(page.trickText()));
    for (int i = 0; i < 6; ++i)
        page.showNext();
    QCOMPARE(page.shownRound(), 1); // past the 7th trick into the next round
    QCOMPARE(page.shownTrick(), 0);
    page.showPrevious();
    QCOMPARE(page.shownRound(), 0);
    QCOMPARE(page.shownTrick(), 6);
    // The keys a reader uses.
    QTest::keyClick(&page, Qt::Key_PageDown);
    QCOMPARE(page.currentStep(), 7);
    QTest::keyClick(&page, Qt::Key_Left);
    QCOMPARE(page.currentStep(), 6);
    QTest::keyClick(&page, Qt::Key_End);
    QCOMPARE(page.currentStep(), 20);
    QTest::keyClick(&page, Qt::Key_Home);
    QCOMPARE(page.currentStep(), 0);
    page.showLast();
    page.showNext(); // nothing after the last trick
    QCOMPARE(page.currentStep(), 20);
    QVERIFY(!page.continueButton()->isVisibleTo(&page)); // finished
}

void TestReview::jumpToRoundAndTrick()
{
    ReviewPage page;
    page.setRecord(example(QStringLiteral("0015-legal-onlysuit")));
    page.jumpToRound(1);
    QCOMPARE(page.currentStep(), 7);
    QCOMPARE(page.shownRound(), 1);
    QCOMPARE(page.shownTrick(), 0);
    page.jumpToRound(2);
    QCOMPARE(page.currentStep(), 14);
    page.showTrick(0, 4);
    QCOMPARE(page.currentStep(), 4);
    // A round not played: the last trick there is.
    page.showTrick(5, 0);
    QCOMPARE(page.currentStep(), 20);
    // The score chart of the game is beside it: one line per player, from 0 then 3 rounds.
    QVERIFY(page.chartView()->hasChart());
    QCOMPARE(page.chartView()->currentChart()->series().size(), 3);
}

void TestReview::followsLanguage()
{
    ReviewPage review;
    review.setRecord(example(QStringLiteral("0015-legal-onlysuit")));
    GameEndPage end;
    end.setGame(Replay(example(QStringLiteral("0015-legal-onlysuit"))), 1);
    m_language.apply(QStringLiteral("ja"));
    QCoreApplication::processEvents(); // LanguageChange reaches windows as a posted event
    QCOMPARE(review.positionText(), QStringLiteral("ラウンド 3/3 · トリック 7/7"));
    QVERIFY2(review.trickText().startsWith(QStringLiteral("Kaito")), qPrintable(review.trickText()));
    QVERIFY2(review.trickText().contains(QStringLiteral("でトリックを獲得しました。")), qPrintable(review.trickText()));
    QCOMPARE(end.headlineText(), QStringLiteral("★ 同点優勝：KaitoとBen"));
    QCOMPARE(end.chartView()->currentChart()->title(), QStringLiteral("ラウンドごとの得点"));
    m_language.apply(QStringLiteral("en"));
    QCoreApplication::processEvents();
    QCOMPARE(review.positionText(), QStringLiteral("Round 3 of 3 · Trick 7 of 7"));
    QCOMPARE(end.headlineText(), QStringLiteral("★ Shared win: Kaito and Ben"));
}

void TestReview::unfinishedGameCanContinue()
{
    // Stopped in the 3rd round after 2 tricks (the 2nd of them may be incomplete).
    ReviewPage page;
    page.setRecord(example(QStringLiteral("0016-legal-stopped")), 42);
    QCOMPARE(page.stepCount(), 7 + 7 + 2);
    QCOMPARE(page.shownRound(), 2);
    QCOMPARE(page.shownTrick(), 1);
    QVERIFY(page.continueButton()->isVisibleTo(&page));
    QSignalSpy spy(&page, &ReviewPage::continueRequested);
    page.continueButton()->click();
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.first().first().toLongLong(), 42);
    // A record that is not stored cannot be continued.
    page.setRecord(example(QStringLiteral("0016-legal-stopped")));
    QVERIFY(!page.continueButton()->isVisibleTo(&page));
}

void TestReview::violationsPointAtTheirTrick()
{
    const Record record = example(QStringLiteral("0026-fault-revoke"));
    const Replay replay(record);
    QCOMPARE(replay.violations().size(), std::size_t(1));
    const Violation &v = replay.violations().front();
    ReviewPage page;
    page.setRecord(record);
    QCOMPARE(page.violationsList()->count(), 1);
    QVERIFY(page.sidePanel()->tabText(2).contains(QStringLiteral("(1)")));
    page.showFirst();
    // Enter on the listed violation, as a keyboard user chooses it.
    page.violationsList()->setCurrentRow(0);
    QTest::keyClick(page.violationsList(), Qt::Key_Return);
    QCOMPARE(page.shownRound(), v.round);
    QCOMPARE(page.shownTrick(), v.trick - 1);
}

// The review marks a revoke's card in its trick, and says it there, as it
// marks a dummy's misplay.
void TestReview::reviewMarksARevoke()
{
    const Record record = example(QStringLiteral("0026-fault-revoke"));
    const Replay replay(record);
    QCOMPARE(replay.violations().size(), std::size_t(1));
    const Violation &v = replay.violations().front();
    QCOMPARE(v.code, Violation::Code::Revoke);
    ReviewPage page;
    page.setRecord(record);
    page.showTrick(v.round, v.trick - 1);
    const Slot card{EntryKind::Joust, v.round, v.trick - 1, v.seat};
    QVERIFY(page.trickView()->isFlagged(card));
    QVERIFY2(page.trickText().contains(QStringLiteral("⚠ ") + replay.describe(v)), qPrintable(page.trickText()));
    // Another trick says nothing of it.
    page.showTrick(v.round, v.trick == 1 ? 1 : 0);
    QVERIFY2(!page.trickText().contains(QStringLiteral("⚠")), qPrintable(page.trickText()));

    // A dummy's misplay is marked too.
    const Record misplayed = example(QStringLiteral("0004-fault-dummy"));
    const Replay misplay(misplayed);
    QVERIFY(!misplay.violations().empty());
    const Violation &m = misplay.violations().front();
    QCOMPARE(m.code, Violation::Code::DummyMisplay);
    page.setRecord(misplayed);
    page.showTrick(m.round, m.trick - 1);
    QVERIFY(page.trickView()->isFlagged(Slot{EntryKind::Joust, m.round, m.trick - 1, misplayed.dummySeat()}));
    QVERIFY2(page.dummyText().contains(QStringLiteral("⚠")), qPrintable(page.dummyText()));
}

// A revoke entered at the table is named under it after the next card, until
// its round's summary, which names it; so does the game's end, on the table
// and on the game-end screen.
void TestReview::violationNamedUntilTheGameEnd_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("ja") << QStringLiteral("ja");
}

void TestReview::violationNamedUntilTheGameEnd()
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
    const QString named = ViolationList::fullText(scripted, v);
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

void TestReview::loadsFromTheStore()
{
    QTemporaryDir dir;
    GameStore store;
    StoreError error;
    QCOMPARE(store.open(dir.filePath(QStringLiteral("t.sqlite")), &error), GameStore::OpenResult::Ok);
    const Record record = example(QStringLiteral("0015-legal-onlysuit"));
    const std::optional<qint64> id = store.records().importOne(record, &error);
    QVERIFY2(id, qPrintable(error.message));
    ReviewPage page;
    QVERIFY(page.loadGame(store, *id, &error));
    QCOMPARE(page.gameId(), *id);
    QCOMPARE(page.replay()->record().rounds, record.rounds);
    QVERIFY(!page.loadGame(store, *id + 100, &error));
    QVERIFY(error.isError());
}

void TestReview::standingsWithSharedWin()
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

void TestReview::gameEndThroughTheTable()
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

void TestReview::exportRecordRoundTrips()
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

void TestReview::pdfScoreSheet_data()
{
    QTest::addColumn<int>("paper");
    QTest::addColumn<QSize>("points");
    // PDF points (1/72 inch): A4 is 595 x 842, Letter 612 x 792.
    QTest::newRow("A4") << int(QPageSize::A4) << QSize(595, 842);
    QTest::newRow("Letter") << int(QPageSize::Letter) << QSize(612, 792);
}

void TestReview::pdfScoreSheet()
{
    QFETCH(int, paper);
    QFETCH(QSize, points);
    const Replay replay(example(QStringLiteral("0026-fault-revoke")));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sheet.pdf"));
    QString error;
    int pages = 0;
    QVERIFY2(ScoreSheetPrinter(replay).writePdf(path, static_cast<QPageSize::PageSizeId>(paper), &error, &pages),
             qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray pdf = file.readAll();
    QVERIFY(pdf.startsWith("%PDF"));
    // Three rounds, the chart and one violation fit on one page.
    QCOMPARE(pages, 1);
    QCOMPARE(pdfPages(pdf), 1);
    static const QRegularExpression box(QStringLiteral("/MediaBox \\[0 0 ([0-9.]+) ([0-9.]+)\\]"));
    const QRegularExpressionMatch match = box.match(QString::fromLatin1(pdf));
    QVERIFY(match.hasMatch());
    QCOMPARE(qRound(match.captured(1).toDouble()), points.width());
    QCOMPARE(qRound(match.captured(2).toDouble()), points.height());
}

void TestReview::pdfRunsOverPages()
{
    // A6 has room for the heading and part of the sheet: the rest runs over.
    const Replay replay(example(QStringLiteral("0038-fault-revoke")));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("small.pdf"));
    int pages = 0;
    QVERIFY(ScoreSheetPrinter(replay).writePdf(path, QPageSize::A6, nullptr, &pages));
    QVERIFY(pages > 1);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(pdfPages(file.readAll()), pages);
    QString error;
    QVERIFY(!ScoreSheetPrinter(replay).writePdf(dir.filePath(QStringLiteral("missing/x.pdf")), QPageSize::A4, &error));
    QVERIFY(!error.isEmpty());
}

// Any stored game's score sheet from the Review page, with the game's date
// (in local time) and the legend of the cells' marks.
void TestReview::pdfFromTheReview()
{
    QTemporaryDir dir;
    GameStore store;
    StoreError error;
    QCOMPARE(store.open(dir.filePath(QStringLiteral("t.sqlite")), &error), GameStore::OpenResult::Ok);
    Record record = example(QStringLiteral("0026-fault-revoke"));
    record.started = QStringLiteral("2026-03-14T21:45:00+09:00");
    const std::optional<qint64> id = store.records().importOne(record, &error);
    QVERIFY2(id, qPrintable(error.message));
    ReviewPage page;
    QVERIFY(!page.saveScoreSheet(dir.filePath(QStringLiteral("none.pdf"))));
    QVERIFY(page.loadGame(store, *id, &error));
    QVERIFY(page.pdfButton()->isEnabled());
    QVERIFY(page.printButton()->isEnabled());
    const QString path = dir.filePath(QStringLiteral("review.pdf"));
    QString message;
    QVERIFY2(page.saveScoreSheet(path, &message), qPrintable(message));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray pdf = file.readAll();
    QVERIFY(pdf.startsWith("%PDF"));
    QCOMPARE(pdfPages(pdf), 1);
    QVERIFY(!page.saveScoreSheet(dir.filePath(QStringLiteral("missing/x.pdf")), &message));
    QVERIFY(!message.isEmpty());

    // What it prints: the date in local time, and the legend.
    const Replay replay(*store.records().load(*id));
    const ScoreSheetPrinter sheet(replay);
    const QDateTime played = QDateTime(QDate(2026, 3, 14), QTime(21, 45), Qt::OffsetFromUTC, 9 * 3600);
    QCOMPARE(sheet.played(), played);
    const QDateTime local = played.toLocalTime();
    QVERIFY2(sheet.playedText().contains(QLocale().toString(local.date(), QLocale::LongFormat)),
             qPrintable(sheet.playedText()));
    QVERIFY(sheet.playedText().contains(QLocale().toString(local.time(), QLocale::ShortFormat)));
    QVERIFY(ScoreSheetPrinter::legend().contains(QStringLiteral("●")));
    // Read back where a PDF reader is at hand (poppler's pdftotext).
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")});
    if (text.waitForFinished(30000) && text.exitStatus() == QProcess::NormalExit && text.exitCode() == 0) {
        const QString printed = QString::fromUtf8(text.readAllStandardOutput()).simplified();
        QVERIFY2(printed.contains(sheet.playedText().simplified()), qPrintable(printed));
        QVERIFY2(printed.contains(QStringLiteral("Each cell: the round's points")), qPrintable(printed));
    } else {
        qInfo("pdftotext is not installed: the PDF's text was not read back");
    }
    // To look at: the sheet from the Review page in both languages.
    if (const QString shots = qEnvironmentVariable("TORNEI_SCREENSHOT_DIR"); !shots.isEmpty()) {
        const auto restore = qScopeGuard([this] { m_language.apply(QStringLiteral("en")); });
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("ja")}) {
            m_language.apply(language);
            QVERIFY(page.saveScoreSheet(QDir(shots).filePath(language + QStringLiteral("-review-sheet.pdf"))));
        }
    }
}

void TestReview::defaultPaper()
{
    QCOMPARE(ScoreSheetPrinter::defaultPaper(Language::locale(QStringLiteral("en"))), QPageSize::Letter);
    QCOMPARE(ScoreSheetPrinter::defaultPaper(Language::locale(QStringLiteral("ja"))), QPageSize::A4);
    QCOMPARE(ScoreSheetPrinter::defaultPaper(QLocale(QLocale::English, QLocale::UnitedKingdom)), QPageSize::A4);
}

void TestReview::screenshots_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("dark");
    QTest::newRow("en") << QStringLiteral("en") << false;
    QTest::newRow("ja") << QStringLiteral("ja") << false;
    QTest::newRow("en, dark") << QStringLiteral("en") << true;
    QTest::newRow("ja, dark") << QStringLiteral("ja") << true;
}

void TestReview::screenshots()
{
    QFETCH(QString, language);
    QFETCH(bool, dark);
    const QString dir = qEnvironmentVariable("TORNEI_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("TORNEI_SCREENSHOT_DIR is not set");
    QDir().mkpath(dir);
    m_language.apply(language);
    const QPalette original = QApplication::palette();
    if (dark)
        QApplication::setPalette(darkPalette());
    const auto restore = qScopeGuard([&] {
        QApplication::setPalette(original);
        m_language.apply(QStringLiteral("en"));
    });
    const QString tag = language + (dark ? QStringLiteral("-dark") : QString());

    Record record = example(QStringLiteral("0015-legal-onlysuit"));
    if (language == QLatin1String("ja")) {
        record.seats[0] = QStringLiteral("あき");
        record.seats[1] = QStringLiteral("花");
        record.seats[2] = QStringLiteral("ベン");
    }
    QTemporaryDir temp;
    MainWindow window;
    window.resize(1366, 740);
    QVERIFY(window.openDatabase(temp.filePath(QStringLiteral("t.sqlite")), false));
    StoreError error;
    const std::optional<qint64> id = window.store()->records().importOne(record, &error);
    QVERIFY(id);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.continueGame(*id)); // finished: straight to its end
    QVERIFY(window.gameEndPage()->isVisible());
    QCoreApplication::processEvents();
    QVERIFY(window.grab().save(QDir(dir).filePath(tag + QStringLiteral("-game-end.png"))));
    QVERIFY(window.showReview(*id));
    window.reviewPage()->showTrick(0, 0);
    window.reviewPage()->sidePanel()->setCurrentIndex(0);
    QCoreApplication::processEvents();
    QVERIFY(window.grab().save(QDir(dir).filePath(tag + QStringLiteral("-review.png"))));
    window.reviewPage()->showTrick(1, 3);
    window.reviewPage()->sidePanel()->setCurrentIndex(1);
    QCoreApplication::processEvents();
    QVERIFY(window.grab().save(QDir(dir).filePath(tag + QStringLiteral("-review-chart.png"))));

    // Every chart from hand-made data, through the export path (a fixed size).
    const QStringList names = language == QLatin1String("ja")
                                  ? QStringList{QStringLiteral("あき"), QStringLiteral("花"), QStringLiteral("ベン"),
                                                QStringLiteral("大輔")}
                                  : QStringList{QStringLiteral("Aki"), QStringLiteral("Hana"), QStringLiteral("Ben"),
                                                QStringLiteral("Dai")};
    ScoreHistoryData history{names[0], {}, 5};
    const QDateTime start(QDate(2026, 9, 1), QTime(19, 30));
    const int scores[] = {18, 25, 12, 30, 22, 19, 27, 33, 15, 24, 28, 21, 26, 31};
    for (int i = 0; i < 14; ++i)
        history.games.push_back({start.addDays(i * 5), scores[i]});
    PredictionRateData rates(3);
    for (int p = 0; p < 3; ++p) {
        rates[static_cast<std::size_t>(p)].player = names[p];
        for (int r = 0; r < 4; ++r)
            rates[static_cast<std::size_t>(p)].byRank[static_cast<std::size_t>(r)] = {20 + 3 * r, 5 + p * 2 + r};
    }
    const WinShareData wins{18, {{names[0], 7, 1, 6.5}, {names[1], 5, 1, 4.5}, {names[2], 3, 0, 3.0}, {names[3], 4, 0, 4.0}}};
    TrickDistributionData tricks(3);
    for (int p = 0; p < 3; ++p) {
        tricks[static_cast<std::size_t>(p)].player = names[p];
        tricks[static_cast<std::size_t>(p)].rounds = {4 - p, 9, 11 + p, 7, 3 + p, 2, 1, p};
    }
    const GameScoreData game = Charts::gameScoreData(Replay(record));
    const std::vector<std::pair<QString, ChartBuilder>> charts = {
        {QStringLiteral("chart-1-game"), [&](const QPalette &p) { return Charts::gameScores(game, p); }},
        {QStringLiteral("chart-2-history"), [&](const QPalette &p) { return Charts::scoreHistory(history, p); }},
        {QStringLiteral("chart-3-predictions"), [&](const QPalette &p) { return Charts::predictionRates(rates, p); }},
        {QStringLiteral("chart-4-wins"), [&](const QPalette &p) { return Charts::winShare(wins, p); }},
        {QStringLiteral("chart-5-tricks"), [&](const QPalette &p) { return Charts::trickDistribution(tricks, p); }},
    };
    for (const auto &[name, builder] : charts) {
        QString saveError;
        QVERIFY2(ChartExport::save(builder, QApplication::palette(),
                                   QDir(dir).filePath(tag + QLatin1Char('-') + name + QStringLiteral(".png")),
                                   QSize(900, 600), &saveError),
                 qPrintable(saveError));
    }
    if (!dark) {
        const Replay replay(example(QStringLiteral("0038-fault-revoke")));
        QVERIFY(ScoreSheetPrinter(replay).writePdf(QDir(dir).filePath(tag + QStringLiteral("-sheet.pdf")),
                                                   ScoreSheetPrinter::defaultPaper(Language::locale(language))));
    }
}

QTEST_MAIN(TestReview)
#include "tst_review.moc"
