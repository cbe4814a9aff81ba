// The printed score sheet as PDF, from the game-end screen and the Review page.
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

namespace {

// Page objects of a PDF ("/Type /Page", not "/Type /Pages").
int pdfPages(const QByteArray &pdf)
{
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    return static_cast<int>(QString::fromLatin1(pdf).count(page));
}

} // namespace

class TestScoreSheetPdf : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void pdfScoreSheet_data();
    void pdfScoreSheet();
    void pdfRunsOverPages();
    void pdfFromTheReview();
    void defaultPaper();

private:
    Language m_language;
};

void TestScoreSheetPdf::initTestCase()
{
    m_language.apply(QStringLiteral("en")); // the English catalogue holds the plural forms
}

void TestScoreSheetPdf::pdfScoreSheet_data()
{
    QTest::addColumn<int>("paper");
    QTest::addColumn<QSize>("points");
    // PDF points (1/72 inch): A4 is 595 x 842, Letter 612 x 792.
    QTest::newRow("A4") << int(QPageSize::A4) << QSize(595, 842);
    QTest::newRow("Letter") << int(QPageSize::Letter) << QSize(612, 792);
}

void TestScoreSheetPdf::pdfScoreSheet()
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

void TestScoreSheetPdf::pdfRunsOverPages()
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
void TestScoreSheetPdf::pdfFromTheReview()
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

void TestScoreSheetPdf::defaultPaper()
{
    QCOMPARE(ScoreSheetPrinter::defaultPaper(Language::locale(QStringLiteral("en"))), QPageSize::Letter);
    QCOMPARE(ScoreSheetPrinter::defaultPaper(Language::locale(QStringLiteral("ja"))), QPageSize::A4);
    QCOMPARE(ScoreSheetPrinter::defaultPaper(QLocale(QLocale::English, QLocale::UnitedKingdom)), QPageSize::A4);
}

QTEST_MAIN(TestScoreSheetPdf)
#include "tst_scoresheetpdf.moc"
