// The chart view, and chart export to PNG and SVG read back.
#include "chartexport.h"
#include "charts.h"
#include "chartsamples.h"
#include "chartview.h"
#include "darkpalette.h"
#include "gamestore.h"
#include "language.h"
#include "recordformat.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QDateTimeAxis>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QImage>
#include <QPainter>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QPieSeries>
#include <QPieSlice>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>
#include <QTextDocument>
#include <QToolTip>
#include <QValueAxis>

#include <cmath>
#include <memory>

using namespace tornei;

namespace {

// Pixels that differ from the corner's (the background): lines, text, bars.
int inkPixels(const QImage &image)
{
    const QRgb background = image.pixel(0, 0);
    int ink = 0;
    for (int y = 0; y < image.height(); y += 2) {
        for (int x = 0; x < image.width(); x += 2) {
            if (image.pixel(x, y) != background)
                ++ink;
        }
    }
    return ink;
}

} // namespace

class TestChartExport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void exportPng();
    void exportSvg();
    void exportRefusesWhatIsNotAFile();
    void exportRefusesUnwritablePath();
    void chartViewFollowsLanguage();

private:
    Language m_language;
};

void TestChartExport::initTestCase()
{
    m_language.apply(QStringLiteral("en")); // the English catalogue holds the plural forms
}

void TestChartExport::exportPng()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("scores.png"));
    QString error;
    QVERIFY2(ChartExport::save(gameScoreBuilder(), QApplication::palette(), path, QSize(900, 600), &error),
             qPrintable(error));
    QImage image;
    QVERIFY(image.load(path));
    QCOMPARE(image.size(), QSize(900, 600)); // fixed, whatever the screen's scale
    // Drawn, not blank: lines, labels and titles leave ink on the background.
    QVERIFY2(inkPixels(image) > 2000, qPrintable(QString::number(inkPixels(image))));
}

void TestChartExport::exportSvg()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("scores.svg"));
    QString error;
    QVERIFY2(ChartExport::save(gameScoreBuilder(), QApplication::palette(), path, QSize(900, 600), &error),
             qPrintable(error));
    QSvgRenderer renderer(path);
    QVERIFY(renderer.isValid());
    QCOMPARE(renderer.viewBoxF(), QRectF(0, 0, 900, 600));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray svg = file.readAll();
    QVERIFY(svg.startsWith("<?xml"));
    // Vector, not a picture pasted in: paths and text, no embedded image.
    QVERIFY(svg.contains("<path") || svg.contains("<polyline"));
    QVERIFY(svg.contains("Score by round"));
    QVERIFY(!svg.contains("<image"));
}

void TestChartExport::exportRefusesWhatIsNotAFile()
{
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("chart.png"));
    const QString svg = dir.filePath(QStringLiteral("chart.svg"));
    for (const QString &fifo : {png, svg})
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const QString database = dir.filePath(QStringLiteral("games.sqlite"));
    GameStore store;
    StoreError failure;
    QCOMPARE(store.open(database, &failure), GameStore::OpenResult::Ok);
    // A pipe is refused at once, never opened and waited on; so are a folder
    // and the database's files.
    for (const QString &path :
         {png, svg, dir.path(), database + QStringLiteral("-wal"), database + QStringLiteral("-journal")}) {
        QString error;
        QVERIFY2(!ChartExport::save(gameScoreBuilder(), QApplication::palette(), path, QSize(300, 200), &error),
                 qPrintable(path));
        QVERIFY2(!error.isEmpty(), qPrintable(path));
    }
    QVERIFY(!QFileInfo(png).isFile() && !QFileInfo(svg).isFile());
    QVERIFY(!QFileInfo::exists(database + QStringLiteral("-journal")));
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("*.part")}, QDir::Files | QDir::Hidden), QStringList());
}

void TestChartExport::exportRefusesUnwritablePath()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("no-such-folder/scores.svg"));
    QString error;
    QVERIFY(!ChartExport::save(gameScoreBuilder(), QApplication::palette(), path, QSize(300, 200), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!ChartExport::save(gameScoreBuilder(), QApplication::palette(),
                               dir.filePath(QStringLiteral("no-such-folder/scores.png")), QSize(300, 200), &error));
}

void TestChartExport::chartViewFollowsLanguage()
{
    ChartView view;
    QVERIFY(!view.saveAction()->isEnabled());
    view.setBuilder(gameScoreBuilder(), QStringLiteral("scores"));
    QVERIFY(view.saveAction()->isEnabled());
    QCOMPARE(view.currentChart()->title(), QStringLiteral("Score by round"));
    m_language.apply(QStringLiteral("ja"));
    QCoreApplication::processEvents(); // LanguageChange reaches windows as a posted event
    QCOMPARE(view.currentChart()->title(), QStringLiteral("ラウンドごとの得点"));
    QCOMPARE(view.saveAction()->text(), QStringLiteral("グラフを保存…"));
    m_language.apply(QStringLiteral("en"));
    QCoreApplication::processEvents();
    QCOMPARE(view.currentChart()->title(), QStringLiteral("Score by round"));
    view.clearChart();
    QVERIFY(!view.saveAction()->isEnabled());
}

QTEST_MAIN(TestChartExport)
#include "tst_chartexport.moc"
