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

class TestReviewScreenshots : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void screenshots_data();
    void screenshots();

private:
    Language m_language;
};

void TestReviewScreenshots::initTestCase()
{
    m_language.apply(QStringLiteral("en")); // the English catalogue holds the plural forms
}

void TestReviewScreenshots::screenshots_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("dark");
    QTest::newRow("en") << QStringLiteral("en") << false;
    QTest::newRow("ja") << QStringLiteral("ja") << false;
    QTest::newRow("en, dark") << QStringLiteral("en") << true;
    QTest::newRow("ja, dark") << QStringLiteral("ja") << true;
}

void TestReviewScreenshots::screenshots()
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

QTEST_MAIN(TestReviewScreenshots)
#include "tst_reviewscreenshots.moc"
