// Looking back at a game trick by trick: stepping and jumping through it, its
// violations pointing at their tricks, and games loaded from the store.
#include "chartexport.h"
#include "charts.h"
#include "chartview.h"
#include "darkpalette.h"
#include "gameendpage.h"
#include "gamesession.h"
#include "gamestore.h"
#include "historymodel.h"
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
#include <QComboBox>
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
#include <QTextDocumentFragment>
#include <QUndoStack>

using namespace tornei;

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
    void loadsFromTheStore();
    void historyListsNamesAsTheReviewDoes();
    void historyMarksViolations();

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
                                              "\u2717 Incorrect: Kaito (called 1st, got 2nd), Hana (called 3rd, got 1st), "
                                              "Ben (called 4th, got 3rd)"));
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
    // Chosen from the round list by keyboard, the round's first trick is shown and the keys go
    // back to the tricks.
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    auto *rounds = page.findChild<QComboBox *>();
    QVERIFY(rounds);
    page.jumpToRound(0);
    rounds->setFocus();
    QTest::keyClick(rounds, Qt::Key_Down);
    QCOMPARE(page.currentStep(), 7);
    QVERIFY(!rounds->hasFocus());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_PageDown);
    QCOMPARE(page.currentStep(), 8);
    QCOMPARE(rounds->currentIndex(), 1);
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

// A shared win in History's winner column is written as the review writes
// its lists of names: "、" between them in Japanese, ", " in English.
void TestReview::historyListsNamesAsTheReviewDoes()
{
    QTemporaryDir dir;
    GameStore store;
    StoreError error;
    QCOMPARE(store.open(dir.filePath(QStringLiteral("t.sqlite")), &error), GameStore::OpenResult::Ok);
    const Record record = example(QStringLiteral("0015-legal-onlysuit")); // Kaito and Ben share the win
    QVERIFY2(store.records().importOne(record, &error), qPrintable(error.message));
    HistoryModel model;
    model.setStore(&store);
    QCOMPARE(model.rowCount(), 1);
    const auto winner = [&model] { return model.index(0, HistoryModel::WinnerColumn).data().toString(); };
    QCOMPARE(winner(), QStringLiteral("Kaito, Ben (shared)"));
    ReviewPage review;
    review.setRecord(record);
    const auto reviewLists = [&review](const QString &separator) {
        bool found = false;
        for (int step = 0; step < review.stepCount(); ++step) {
            review.showStep(step);
            found = found || review.trickText().contains(separator);
        }
        return found;
    };
    QVERIFY(reviewLists(QStringLiteral(", ")));

    m_language.apply(QStringLiteral("ja"));
    QCoreApplication::processEvents();
    auto english = qScopeGuard([this] { m_language.apply(QStringLiteral("en")); });
    QVERIFY2(winner().contains(QStringLiteral("Kaito、Ben")), qPrintable(winner()));
    QVERIFY2(!winner().contains(QStringLiteral(", ")), qPrintable(winner()));
    QVERIFY(reviewLists(QStringLiteral("、")));
    QVERIFY(!reviewLists(QStringLiteral(", ")));
}

// History marks a game whose record breaks the rules, and its tooltip says how.
void TestReview::historyMarksViolations()
{
    QTemporaryDir dir;
    GameStore store;
    StoreError error;
    QCOMPARE(store.open(dir.filePath(QStringLiteral("t.sqlite")), &error), GameStore::OpenResult::Ok);
    const Record revoked = example(QStringLiteral("0026-fault-revoke"));
    const std::optional<qint64> bad = store.records().importOne(revoked, &error);
    QVERIFY2(bad, qPrintable(error.message));
    const std::optional<qint64> good = store.records().importOne(example(QStringLiteral("0015-legal-onlysuit")), &error);
    QVERIFY2(good, qPrintable(error.message));
    HistoryModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setStore(&store);
    QCOMPARE(model.rowCount(), 2);
    const QModelIndex badState = model.index(model.rowOfGame(*bad), HistoryModel::StateColumn);
    const QModelIndex goodState = model.index(model.rowOfGame(*good), HistoryModel::StateColumn);
    QCOMPARE(badState.data(HistoryModel::ViolationsRole).toInt(), 1);
    QCOMPARE(goodState.data(HistoryModel::ViolationsRole).toInt(), 0);
    QVERIFY2(badState.data().toString().startsWith(QStringLiteral("⚠ ")), qPrintable(badState.data().toString()));
    QVERIFY2(!goodState.data().toString().contains(QStringLiteral("⚠")), qPrintable(goodState.data().toString()));
    const Replay replay(revoked);
    const QString tip = QTextDocumentFragment::fromHtml(badState.data(Qt::ToolTipRole).toString()).toPlainText();
    // Said with its round, as the review and the game's end say it.
    const Violation &violation = replay.violations().front();
    QVERIFY2(tip.contains(replay.describeInGame(violation)), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Round %1: ").arg(violation.round + 1)), qPrintable(tip));
    QVERIFY(goodState.data(Qt::ToolTipRole).toString().isEmpty());
    // The marked state fits its column: the widths are made for it.
    QVERIFY(model.possibleTexts(HistoryModel::StateColumn).contains(badState.data().toString()));
}

QTEST_MAIN(TestReview)
#include "tst_review.moc"
