// The chart builders from hand-made data (series, values, axes, titles), the
// chart view, and chart export to PNG and SVG read back.
#include "chartexport.h"
#include "charts.h"
#include "chartview.h"
#include "darkpalette.h"
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
#include <QTextDocument>
#include <QToolTip>
#include <QValueAxis>

#include <cmath>
#include <memory>

using namespace tornei;

namespace {

std::unique_ptr<QChart> build(const ChartBuilder &builder)
{
    return std::unique_ptr<QChart>(builder(QApplication::palette()));
}

QValueAxis *valueAxis(QChart *chart, Qt::Orientation orientation)
{
    const QList<QAbstractAxis *> axes = chart->axes(orientation);
    return axes.size() == 1 ? qobject_cast<QValueAxis *>(axes.first()) : nullptr;
}

GameScoreData gameScores()
{
    // Aki 8, 15, 20 after three rounds of four; Ben 5, 16, 18.
    return {4, {{QStringLiteral("Aki"), {8, 15, 20}}, {QStringLiteral("Ben"), {5, 16, 18}}}};
}

ChartBuilder gameScoreBuilder()
{
    return [](const QPalette &p) { return Charts::gameScores(gameScores(), p); };
}

// A chart laid out at a size of its own in a scene of its own, as an export
// draws it: plot area, labels and points are where they will be seen.
class LaidOutChart
{
public:
    LaidOutChart(QChart *chart, QSizeF size)
        : m_chart(chart)
    {
        m_scene.addItem(chart); // the scene owns the chart
        chart->setGeometry(QRectF(QPointF(0, 0), size));
        if (chart->layout())
            chart->layout()->activate();
    }
    QChart *chart() const { return m_chart; }
    QGraphicsScene *scene() { return &m_scene; }
    // Saves a picture to $TORNEI_SCREENSHOT_DIR when it is set.
    void saveShot(const QString &name)
    {
        const QString dir = qEnvironmentVariable("TORNEI_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QImage image(m_chart->size().toSize(), QImage::Format_ARGB32);
        image.fill(m_chart->backgroundBrush().color());
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        m_scene.render(&painter, QRectF(QPointF(0, 0), m_chart->size()), QRectF(QPointF(0, 0), m_chart->size()));
        painter.end();
        QDir().mkpath(dir);
        QVERIFY(image.save(QDir(dir).filePath(name + QStringLiteral(".png"))));
    }

private:
    QGraphicsScene m_scene;
    QChart *m_chart;
};

const QStringList &clubNames()
{
    static const QStringList names{"Aki", "Ben", "Chie", "Dai", "Emi", "Fumi", "Goro", "Hana", "Ichi", "Jun",
                                   "Kei", "Rin", "Mao", "Nao", "Oto", "Pia"};
    return names;
}

// A club's prediction rates, close together (41..58 %), as twelve or more
// regular players make them.
PredictionRateData clubPredictions(int players)
{
    PredictionRateData data(static_cast<std::size_t>(players));
    for (int i = 0; i < players; ++i) {
        PlayerPredictions &p = data[static_cast<std::size_t>(i)];
        p.player = clubNames()[i];
        for (int rank = 0; rank < 4; ++rank)
            p.byRank[static_cast<std::size_t>(rank)] = {100, 41 + (i * 5 + rank * 3) % 18};
    }
    return data;
}

// How far apart two colours look (the "redmean" weighting of RGB distance).
double colourDistance(const QColor &a, const QColor &b)
{
    const double rm = (a.red() + b.red()) / 2.0;
    const double dr = a.red() - b.red();
    const double dg = a.green() - b.green();
    const double db = a.blue() - b.blue();
    return std::sqrt((2 + rm / 256) * dr * dr + 4 * dg * dg + (2 + (255 - rm) / 256) * db * db);
}

// The bar value labels drawn in the scene, in scene coordinates, without the
// text items' empty margins.
QList<QRectF> valueLabelRects(QGraphicsScene *scene, const QRectF &plot)
{
    QList<QRectF> rects;
    for (QGraphicsItem *item : scene->items()) {
        auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(item);
        if (!text || !text->isVisible())
            continue;
        bool number = false;
        QLocale().toDouble(text->toPlainText(), &number);
        if (!number)
            continue; // titles, ticks and legends are other items
        const qreal margin = text->document()->documentMargin();
        const QRectF rect = text->sceneBoundingRect().adjusted(margin, margin, -margin, -margin);
        // The y axis' tick labels are numbers too, left of the plot.
        if (rect.center().x() > plot.left() && rect.center().x() < plot.right() && rect.center().y() < plot.bottom())
            rects << rect;
    }
    return rects;
}

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

class TestCharts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void integerTicks_data();
    void integerTicks();
    void movingAverage();
    void gameScoreChart();
    void gameScoreDataFromReplay();
    void scoreHistoryChart();
    void predictionRateChart();
    void winShareChart();
    void messageChart();
    void trickDistributionChart();
    void darkTheme();
    void japaneseTitles();
    void exportPng();
    void exportSvg();
    void exportRefusesUnwritablePath();
    void chartViewFollowsLanguage();
    void rateRange_data();
    void rateRange();
    void twelveDistinctPlayers();
    void pastTwelveNotColourAlone();
    void clubPredictionLabelsFit_data();
    void clubPredictionLabelsFit();
    void clubPredictionAxisZooms();
    void winShareGroupsDigits();
    void oneGameLegend();
    void lastPointInsidePlot();
    void clubScreenshots();

private:
    Language m_language;
};

void TestCharts::initTestCase()
{
    m_language.apply(QStringLiteral("en")); // the English catalogue holds the plural forms
}

void TestCharts::integerTicks_data()
{
    QTest::addColumn<int>("min");
    QTest::addColumn<int>("max");
    QTest::addColumn<int>("low");
    QTest::addColumn<int>("high");
    QTest::addColumn<int>("step");
    QTest::newRow("small counts") << 0 << 7 << 0 << 7 << 1;
    QTest::newRow("0..8 by 1") << 0 << 8 << 0 << 8 << 1;
    QTest::newRow("0..9 by 2") << 0 << 9 << 0 << 10 << 2;
    QTest::newRow("game totals") << 0 << 23 << 0 << 25 << 5;
    QTest::newRow("negative low") << -3 << 14 << -5 << 15 << 5;
    QTest::newRow("empty range") << 0 << 0 << 0 << 1 << 1;
    QTest::newRow("hundreds") << 0 << 730 << 0 << 800 << 100;
}

void TestCharts::integerTicks()
{
    QFETCH(int, min);
    QFETCH(int, max);
    QFETCH(int, low);
    QFETCH(int, high);
    QFETCH(int, step);
    const Charts::IntegerTicks ticks = Charts::integerTicks(min, max);
    QCOMPARE(ticks.low, low);
    QCOMPARE(ticks.high, high);
    QCOMPARE(ticks.step, step);
    QVERIFY(ticks.tickCount() - 1 <= 8);
}

void TestCharts::movingAverage()
{
    QCOMPARE(Charts::movingAverage({10, 20, 30, 40}, 2), (std::vector<double>{10, 15, 25, 35}));
    QCOMPARE(Charts::movingAverage({9, 3, 6}, 5), (std::vector<double>{9, 6, 6}));
    QCOMPARE(Charts::movingAverage({}, 3), std::vector<double>{});
}

void TestCharts::gameScoreChart()
{
    const auto chart = build(gameScoreBuilder());
    QCOMPARE(chart->title(), QStringLiteral("Score by round"));
    QVERIFY(chart->legend()->isVisible());
    const QList<QAbstractSeries *> series = chart->series();
    QCOMPARE(series.size(), 2);
    auto *aki = qobject_cast<QLineSeries *>(series[0]);
    QVERIFY(aki);
    QCOMPARE(aki->name(), QStringLiteral("Aki"));
    // From 0 before round 1, then the total after each round played.
    QCOMPARE(aki->points(), (QList<QPointF>{{0, 0}, {1, 8}, {2, 15}, {3, 20}}));
    QCOMPARE(qobject_cast<QLineSeries *>(series[1])->points().last(), QPointF(3, 18));
    QValueAxis *x = valueAxis(chart.get(), Qt::Horizontal);
    QValueAxis *y = valueAxis(chart.get(), Qt::Vertical);
    QVERIFY(x && y);
    QCOMPARE(x->titleText(), QStringLiteral("Round"));
    // The whole game, even before it is over, and a little room beyond its
    // first and last rounds for their points.
    QVERIFY(x->min() < 0.0 && x->min() > -0.5);
    QVERIFY(x->max() > 4.0 && x->max() < 4.5);
    QCOMPARE(y->titleText(), QStringLiteral("Total score"));
    QCOMPARE(y->min(), 0.0);
    QCOMPARE(y->max(), 25.0); // 0..25 by 5: 20 would put Aki's last point on the edge
    QCOMPARE(y->tickCount(), 6);
    QCOMPARE(y->labelFormat(), QStringLiteral("%d"));
    QCOMPARE(aki->attachedAxes().size(), 2);
}

void TestCharts::gameScoreDataFromReplay()
{
    // A 3-player game cut after round 1: one point per player, the dummy left out.
    QFile file(QStringLiteral(TORNEI_TEST_DATA "/examples/0003-legal-complete.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    RecordError error;
    const std::optional<Record> record = RecordFormat::read(file.readAll(), &error);
    QVERIFY2(record, qPrintable(error.toString()));
    const Replay replay(*record);
    const GameScoreData data = Charts::gameScoreData(replay);
    QCOMPARE(data.roundsInGame, replay.roundsInGame());
    QCOMPARE(static_cast<int>(data.lines.size()), record->playerCount());
    int line = 0;
    for (int seat = 0; seat < SeatCount; ++seat) {
        if (!record->isPlayer(seat))
            continue;
        QCOMPARE(data.lines[static_cast<std::size_t>(line)].player, record->seatName(seat));
        QCOMPARE(static_cast<int>(data.lines[static_cast<std::size_t>(line)].cumulative.size()),
                 static_cast<int>(replay.rounds().size()));
        QCOMPARE(data.lines[static_cast<std::size_t>(line)].cumulative.back(),
                 replay.totals()[static_cast<std::size_t>(seat)]);
        ++line;
    }
}

void TestCharts::scoreHistoryChart()
{
    const QDateTime day(QDate(2026, 11, 1), QTime(20, 0));
    // Given out of order: drawn by date.
    const ScoreHistoryData data{QStringLiteral("Chie"),
                                {{day.addDays(2), 30}, {day, 10}, {day.addDays(1), 20}, {day.addDays(5), 4}},
                                3};
    const auto chart = build([&](const QPalette &p) { return Charts::scoreHistory(data, p); });
    QCOMPARE(chart->title(), QStringLiteral("Chie: game scores over time"));
    QCOMPARE(chart->series().size(), 2);
    auto *scores = qobject_cast<QLineSeries *>(chart->series()[0]);
    auto *average = qobject_cast<QLineSeries *>(chart->series()[1]);
    QVERIFY(scores && average);
    QCOMPARE(scores->name(), QStringLiteral("Game score"));
    QCOMPARE(average->name(), QStringLiteral("Average of the last 3 games"));
    QCOMPARE(scores->count(), 4);
    QCOMPARE(scores->at(0), QPointF(static_cast<qreal>(day.toMSecsSinceEpoch()), 10));
    QCOMPARE(scores->at(3).y(), 4.0);
    // 10, (10+20)/2, (10+20+30)/3, (20+30+4)/3
    QCOMPARE(average->at(1).y(), 15.0);
    QCOMPARE(average->at(2).y(), 20.0);
    QCOMPARE(average->at(3).y(), 18.0);
    const QList<QAbstractAxis *> xs = chart->axes(Qt::Horizontal);
    QCOMPARE(xs.size(), 1);
    auto *x = qobject_cast<QDateTimeAxis *>(xs.first());
    QVERIFY(x);
    QCOMPARE(x->titleText(), QStringLiteral("Date"));
    // A little room before the first game and after the last.
    QVERIFY(x->min() < day && x->min() > day.addDays(-1));
    QVERIFY(x->max() > day.addDays(5) && x->max() < day.addDays(6));
    QCOMPARE(x->format(), QStringLiteral("d MMM")); // days of one year
    QValueAxis *y = valueAxis(chart.get(), Qt::Vertical);
    QCOMPARE(y->titleText(), QStringLiteral("Score"));
    QCOMPARE(y->max(), 35.0); // above the best game's 30

    // Years of games: dots under a trend of a twentieth of them, months on the axis.
    ScoreHistoryData years{QStringLiteral("Chie"), {}, 0};
    for (int i = 0; i < 1000; ++i)
        years.games.push_back({day.addDays(i), i % 2 == 0 ? 10 : 30});
    const auto many = build([&](const QPalette &p) { return Charts::scoreHistory(years, p); });
    auto *dots = qobject_cast<QScatterSeries *>(many->series()[0]);
    auto *trend = qobject_cast<QLineSeries *>(many->series()[1]);
    QVERIFY(dots && trend);
    QCOMPARE(dots->count(), 1000);
    QCOMPARE(trend->name(), QStringLiteral("Average of the last 50 games"));
    QCOMPARE(trend->at(999).y(), 20.0);
    QCOMPARE(qobject_cast<QDateTimeAxis *>(many->axes(Qt::Horizontal).first())->format(), QStringLiteral("MMM yyyy"));
}

void TestCharts::predictionRateChart()
{
    PredictionRateData data(2);
    data[0].player = QStringLiteral("Aki");
    data[0].byRank = {{{4, 3}, {5, 1}, {2, 2}, {0, 0}}};
    data[1].player = QStringLiteral("Ben");
    data[1].byRank = {{{1, 0}, {4, 2}, {3, 1}, {10, 5}}};
    const auto chart = build([&](const QPalette &p) { return Charts::predictionRates(data, p); });
    QCOMPARE(chart->title(), QStringLiteral("Correct predictions by predicted rank"));
    QCOMPARE(chart->series().size(), 1);
    auto *bars = qobject_cast<QBarSeries *>(chart->series().first());
    QVERIFY(bars);
    QCOMPARE(bars->count(), 2);
    QBarSet *aki = bars->barSets()[0];
    QCOMPARE(aki->label(), QStringLiteral("Aki"));
    QCOMPARE(aki->count(), 4);
    QCOMPARE(aki->at(0), 75.0);
    QCOMPARE(aki->at(1), 20.0);
    QCOMPARE(aki->at(2), 100.0);
    QCOMPARE(aki->at(3), 0.0); // none made
    QCOMPARE(bars->barSets()[1]->at(3), 50.0);
    // The tooltip of a bar gives the counts behind its rate.
    emit aki->hovered(true, 1);
    QTextDocument shown; // the tooltip is HTML, its name escaped
    shown.setHtml(QToolTip::text());
    QCOMPARE(shown.toPlainText(), QStringLiteral("Aki: 1 of 5 correct (20%)"));
    emit aki->hovered(false, 1);
    auto *x = qobject_cast<QBarCategoryAxis *>(chart->axes(Qt::Horizontal).first());
    QVERIFY(x);
    QCOMPARE(x->titleText(), QStringLiteral("Predicted rank"));
    QCOMPARE(x->categories().size(), 4);
    QCOMPARE(x->categories().first(), QStringLiteral("1st (\u2726W)"));
    QValueAxis *y = valueAxis(chart.get(), Qt::Vertical);
    QCOMPARE(y->titleText(), QStringLiteral("Correct (%)"));
    QCOMPARE(y->min(), 0.0);
    QCOMPARE(y->max(), 100.0);
    QCOMPARE(y->tickCount(), 6);
}

void TestCharts::winShareChart()
{
    // 6 games among the three: Aki won 3 alone and shared 1 with Ben, Ben won
    // 1 alone, Chie 1.
    const WinShareData data{6,
                            {{QStringLiteral("Aki"), 4, 1, 3.5},
                             {QStringLiteral("Ben"), 2, 1, 1.5},
                             {QStringLiteral("Chie"), 1, 0, 1.0},
                             {QStringLiteral("Dai"), 0, 0, 0.0}}};
    const auto chart = build([&](const QPalette &p) { return Charts::winShare(data, p); });
    QVERIFY2(chart->title().startsWith(QStringLiteral("Win share in the 6 game")), qPrintable(chart->title()));
    QVERIFY(chart->title().endsWith(QStringLiteral("<br><small>A shared win is split evenly among its winners.</small>")));
    auto *pie = qobject_cast<QPieSeries *>(chart->series().first());
    QVERIFY(pie);
    QCOMPARE(pie->count(), 4);
    QCOMPARE(pie->slices()[0]->value(), 3.5);
    QCOMPARE(pie->slices()[1]->value(), 1.5);
    // The slice shows its share of the games, the legend whose it is.
    QCOMPARE(pie->slices()[0]->label(), QStringLiteral("58%"));
    QCOMPARE(pie->slices()[1]->label(), QStringLiteral("25%"));
    QCOMPARE(pie->slices()[2]->label(), QStringLiteral("17%"));
    QCOMPARE(pie->slices()[3]->label(), QStringLiteral("0%"));
    QVERIFY(!pie->slices()[3]->isLabelVisible());
    const QList<QLegendMarker *> markers = chart->legend()->markers(pie);
    QCOMPARE(markers.size(), 4);
    QVERIFY2(markers[0]->label().startsWith(QStringLiteral("Aki: 4 win")), qPrintable(markers[0]->label()));
    QVERIFY(markers[0]->label().endsWith(QStringLiteral(" (1 shared)")));
    QVERIFY(markers[1]->label().startsWith(QStringLiteral("Ben: 2 win")));
    QVERIFY(markers[2]->label().startsWith(QStringLiteral("Chie: 1 win")));
    QVERIFY(markers[3]->label().startsWith(QStringLiteral("Dai: 0 win")));
    QVERIFY(chart->legend()->isVisible());
    // Without a shared win the title needs no note.
    const WinShareData one{1, {{QStringLiteral("Aki"), 1, 0, 1.0}, {QStringLiteral("Ben"), 0, 0, 0.0}}};
    const auto single = build([&](const QPalette &p) { return Charts::winShare(one, p); });
    QVERIFY(single->title().startsWith(QStringLiteral("Win share in the 1 game")));
    QVERIFY(!single->title().contains(QStringLiteral("<br>")));
}

void TestCharts::messageChart()
{
    const auto chart = build([](const QPalette &p) { return Charts::message(QStringLiteral("Nothing <here>"), p); });
    QCOMPARE(chart->title(), QStringLiteral("Nothing &lt;here&gt;"));
    QVERIFY(chart->series().isEmpty());
    QVERIFY(!chart->legend()->isVisible());
}

void TestCharts::trickDistributionChart()
{
    TrickDistributionData data(1);
    data[0].player = QStringLiteral("Aki");
    data[0].rounds = {2, 5, 3, 1, 0, 0, 0, 1};
    const auto chart = build([&](const QPalette &p) { return Charts::trickDistribution(data, p); });
    QCOMPARE(chart->title(), QStringLiteral("Tricks won per round"));
    auto *bars = qobject_cast<QBarSeries *>(chart->series().first());
    QVERIFY(bars);
    QCOMPARE(bars->barSets().size(), 1);
    QCOMPARE(bars->barSets()[0]->at(1), 5.0);
    QCOMPARE(bars->barSets()[0]->at(7), 1.0);
    auto *x = qobject_cast<QBarCategoryAxis *>(chart->axes(Qt::Horizontal).first());
    QCOMPARE(x->categories(), (QStringList{"0", "1", "2", "3", "4", "5", "6", "7"}));
    QCOMPARE(x->titleText(), QStringLiteral("Tricks won in the round"));
    QValueAxis *y = valueAxis(chart.get(), Qt::Vertical);
    QCOMPARE(y->titleText(), QStringLiteral("Rounds"));
    QCOMPARE(y->max(), 5.0); // counts up to 5: ticks 0..5 by 1
    QCOMPARE(y->tickCount(), 6);
}

void TestCharts::darkTheme()
{
    const QPalette dark = darkPalette();
    const std::unique_ptr<QChart> chart(Charts::gameScores(gameScores(), dark));
    QCOMPARE(chart->backgroundBrush().color(), QColor(0x1e, 0x1e, 0x20));
    QCOMPARE(chart->titleBrush().color(), QColor(0xe8, 0xe8, 0xe8));
    QCOMPARE(valueAxis(chart.get(), Qt::Vertical)->labelsBrush().color(), QColor(0xe8, 0xe8, 0xe8));
}

void TestCharts::japaneseTitles()
{
    m_language.apply(QStringLiteral("ja"));
    const auto chart = build(gameScoreBuilder());
    QCOMPARE(chart->title(), QStringLiteral("ラウンドごとの得点"));
    QCOMPARE(valueAxis(chart.get(), Qt::Horizontal)->titleText(), QStringLiteral("ラウンド"));
    m_language.apply(QStringLiteral("en"));
}

void TestCharts::exportPng()
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

void TestCharts::exportSvg()
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

void TestCharts::exportRefusesUnwritablePath()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("no-such-folder/scores.svg"));
    QString error;
    QVERIFY(!ChartExport::save(gameScoreBuilder(), QApplication::palette(), path, QSize(300, 200), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!ChartExport::save(gameScoreBuilder(), QApplication::palette(),
                               dir.filePath(QStringLiteral("no-such-folder/scores.png")), QSize(300, 200), &error));
}

void TestCharts::chartViewFollowsLanguage()
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

void TestCharts::rateRange_data()
{
    QTest::addColumn<double>("lowest");
    QTest::addColumn<double>("highest");
    QTest::addColumn<int>("low");
    QTest::addColumn<int>("high");
    QTest::addColumn<int>("step");
    QTest::newRow("club, close together") << 41.0 << 58.0 << 35 << 60 << 5;
    QTest::newRow("one point apart") << 50.0 << 51.0 << 49 << 52 << 1;
    QTest::newRow("whole range") << 0.0 << 100.0 << 0 << 100 << 20;
    QTest::newRow("near the top") << 88.0 << 100.0 << 86 << 100 << 2;
    QTest::newRow("near the bottom") << 0.0 << 12.0 << 0 << 14 << 2;
}

void TestCharts::rateRange()
{
    QFETCH(double, lowest);
    QFETCH(double, highest);
    QFETCH(int, low);
    QFETCH(int, high);
    QFETCH(int, step);
    const Charts::RateRange range = Charts::rateRange(lowest, highest);
    QCOMPARE(range.low, low);
    QCOMPARE(range.high, high);
    QCOMPARE(range.step, step);
    QVERIFY(range.low < lowest || range.low == 0); // a bar of the lowest rate still shows
    QVERIFY(range.high > highest || range.high == 100);
}

void TestCharts::twelveDistinctPlayers()
{
    // Aki and Goro (the 1st and 7th) shared a colour; twelve players get
    // twelve colours that look apart, on light and on dark.
    for (const QPalette &palette : {QApplication::palette(), darkPalette()}) {
        const std::unique_ptr<QChart> chart(Charts::predictionRates(clubPredictions(12), palette));
        const QList<QBarSet *> sets = qobject_cast<QBarSeries *>(chart->series().first())->barSets();
        QCOMPARE(sets.size(), 12);
        for (qsizetype i = 0; i < sets.size(); ++i) {
            QCOMPARE(sets[i]->brush().style(), Qt::SolidPattern);
            for (qsizetype j = i + 1; j < sets.size(); ++j) {
                const double distance = colourDistance(sets[i]->brush().color(), sets[j]->brush().color());
                QVERIFY2(distance > 80, qPrintable(QStringLiteral("%1 and %2: %3")
                                                       .arg(sets[i]->label(), sets[j]->label())
                                                       .arg(distance)));
            }
        }
        // Every chart gives a player the same colour.
        GameScoreData scores{4, {}};
        for (int i = 0; i < 12; ++i)
            scores.lines.push_back({clubNames()[i], {i, 2 * i}});
        const std::unique_ptr<QChart> lines(Charts::gameScores(scores, palette));
        for (int i = 0; i < 12; ++i)
            QCOMPARE(qobject_cast<QLineSeries *>(lines->series()[i])->color(), sets[i]->brush().color());
    }
}

void TestCharts::pastTwelveNotColourAlone()
{
    // The 13th player's colour is the 1st's again: a hatched bar and a dashed
    // line tell them apart.
    const std::unique_ptr<QChart> chart(Charts::predictionRates(clubPredictions(14), QApplication::palette()));
    const QList<QBarSet *> sets = qobject_cast<QBarSeries *>(chart->series().first())->barSets();
    QCOMPARE(sets.size(), 14);
    QCOMPARE(sets[12]->brush().color(), sets[0]->brush().color());
    QCOMPARE(sets[0]->brush().style(), Qt::SolidPattern);
    QCOMPARE(sets[12]->brush().style(), Qt::TexturePattern);
    QVERIFY(sets[12]->brush().texture().toImage() != sets[13]->brush().texture().toImage()); // its own colour

    GameScoreData scores{4, {}};
    for (int i = 0; i < 14; ++i)
        scores.lines.push_back({clubNames()[i], {i}});
    const std::unique_ptr<QChart> lines(Charts::gameScores(scores, QApplication::palette()));
    auto *first = qobject_cast<QLineSeries *>(lines->series()[0]);
    auto *thirteenth = qobject_cast<QLineSeries *>(lines->series()[12]);
    QCOMPARE(thirteenth->color(), first->color());
    QCOMPARE(first->pen().style(), Qt::SolidLine);
    QCOMPARE(thirteenth->pen().style(), Qt::DashLine);

    TrickDistributionData tricks;
    WinShareData wins{20, {}};
    for (int i = 0; i < 14; ++i) {
        tricks.push_back({clubNames()[i], {}});
        wins.players.push_back({clubNames()[i], 1, 0, 1.0});
    }
    const std::unique_ptr<QChart> trickChart(Charts::trickDistribution(tricks, QApplication::palette()));
    const QList<QBarSet *> trickSets = qobject_cast<QBarSeries *>(trickChart->series().first())->barSets();
    QCOMPARE(trickSets[12]->brush().style(), Qt::TexturePattern);
    const std::unique_ptr<QChart> pieChart(Charts::winShare(wins, QApplication::palette()));
    const QList<QPieSlice *> slices = qobject_cast<QPieSeries *>(pieChart->series().first())->slices();
    QCOMPARE(slices[0]->brush().style(), Qt::SolidPattern);
    QCOMPARE(slices[12]->brush().style(), Qt::TexturePattern);
}

void TestCharts::clubPredictionLabelsFit_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("labels");
    QTest::newRow("2 players, export size") << 2 << QSize(1200, 800) << true;
    QTest::newRow("4 players, export size") << 4 << QSize(1200, 800) << true;
    QTest::newRow("12 players, export size") << 12 << QSize(1200, 800) << false;
    QTest::newRow("12 players, screen") << 12 << QSize(900, 560) << false;
    QTest::newRow("12 players, wide") << 12 << QSize(4000, 1200) << true;
    QTest::newRow("4 players, small") << 4 << QSize(420, 320) << false;
}

void TestCharts::clubPredictionLabelsFit()
{
    QFETCH(int, players);
    QFETCH(QSize, size);
    QFETCH(bool, labels);
    LaidOutChart laidOut(Charts::predictionRates(clubPredictions(players), QApplication::palette()), size);
    auto *bars = qobject_cast<QBarSeries *>(laidOut.chart()->series().first());
    QCOMPARE(bars->isLabelsVisible(), labels);
    const QList<QRectF> rects = valueLabelRects(laidOut.scene(), laidOut.chart()->plotArea());
    // Every bar's label when they fit, none when they would not.
    QCOMPARE(rects.size(), labels ? players * 4 : 0);
    for (qsizetype i = 0; i < rects.size(); ++i) {
        for (qsizetype j = i + 1; j < rects.size(); ++j)
            QVERIFY2(!rects[i].intersects(rects[j]), qPrintable(QStringLiteral("labels %1 and %2 overlap").arg(i).arg(j)));
    }
    // A window made wider or narrower decides again.
    laidOut.chart()->setGeometry(QRectF(0, 0, 300, 300));
    laidOut.chart()->layout()->activate();
    QVERIFY(!bars->isLabelsVisible());
}

void TestCharts::clubPredictionAxisZooms()
{
    // Rates of 41..58 %: on 0..100 a point's difference is a pixel; the axis
    // runs 35..60 on ticks of 5 and its title says it is cut.
    const std::unique_ptr<QChart> chart(Charts::predictionRates(clubPredictions(12), QApplication::palette()));
    QValueAxis *y = valueAxis(chart.get(), Qt::Vertical);
    QCOMPARE(y->min(), 35.0);
    QCOMPARE(y->max(), 60.0);
    QCOMPARE(y->tickCount(), 6);
    QCOMPARE(y->titleText(), QStringLiteral("Correct (%), axis from 35%"));
    // The rates behind narrow bars are in the tooltips.
    QBarSet *goro = qobject_cast<QBarSeries *>(chart->series().first())->barSets()[6];
    emit goro->hovered(true, 2);
    QTextDocument shown;
    shown.setHtml(QToolTip::text());
    QCOMPARE(shown.toPlainText(), QStringLiteral("Goro: 41 of 100 correct (41%)"));
    emit goro->hovered(false, 2);
}

void TestCharts::winShareGroupsDigits()
{
    // Years of club evenings: thousands are grouped as the locale groups them.
    const WinShareData data{8769, {{QStringLiteral("Aki"), 4321, 12, 4315.0}, {QStringLiteral("Ben"), 4460, 12, 4454.0}}};
    const auto chart = build([&](const QPalette &p) { return Charts::winShare(data, p); });
    QVERIFY2(chart->title().contains(QStringLiteral("8,769 game")), qPrintable(chart->title()));
    const QList<QLegendMarker *> markers = chart->legend()->markers(chart->series().first());
    QVERIFY2(markers[0]->label().startsWith(QStringLiteral("Aki: 4,321 win")), qPrintable(markers[0]->label()));
    m_language.apply(QStringLiteral("ja"));
    const auto japanese = build([&](const QPalette &p) { return Charts::winShare(data, p); });
    QVERIFY2(japanese->title().contains(QStringLiteral("8,769")), qPrintable(japanese->title()));
    m_language.apply(QStringLiteral("en"));
}

void TestCharts::oneGameLegend()
{
    // One game: the "average" is that game, not an average of five.
    const QDateTime day(QDate(2026, 11, 1), QTime(20, 0));
    const ScoreHistoryData one{QStringLiteral("Chie"), {{day, 12}}, 0};
    const auto chart = build([&](const QPalette &p) { return Charts::scoreHistory(one, p); });
    QCOMPARE(chart->series()[1]->name(), QStringLiteral("Average of the last 1 game"));
    QVERIFY(qobject_cast<QLineSeries *>(chart->series()[1])->pointsVisible()); // a line through one point is nothing
    const ScoreHistoryData three{QStringLiteral("Chie"), {{day, 12}, {day.addDays(1), 3}, {day.addDays(2), 7}}, 0};
    const auto chart3 = build([&](const QPalette &p) { return Charts::scoreHistory(three, p); });
    QCOMPARE(chart3->series()[1]->name(), QStringLiteral("Average of the last 3 games"));
}

void TestCharts::lastPointInsidePlot()
{
    // The last round's points (and the highest total) sit wholly inside the
    // plot, not halved by its edge; ticks stay on whole rounds.
    LaidOutChart game(Charts::gameScores(gameScores(), QApplication::palette()), QSize(900, 600));
    const QRectF plot = game.chart()->plotArea();
    for (QAbstractSeries *s : game.chart()->series()) {
        auto *line = qobject_cast<QLineSeries *>(s);
        const qreal radius = line->markerSize() / 2 + line->pen().widthF() / 2;
        for (const QPointF &point : line->points()) {
            const QPointF at = game.chart()->mapToPosition(point, line);
            QVERIFY2(at.x() - radius >= plot.left() && at.x() + radius <= plot.right()
                         && at.y() - radius >= plot.top(),
                     qPrintable(QStringLiteral("(%1, %2) at %3, %4 in %5..%6")
                                    .arg(point.x()).arg(point.y()).arg(at.x()).arg(at.y())
                                    .arg(plot.left()).arg(plot.right())));
        }
    }
    QValueAxis *x = valueAxis(game.chart(), Qt::Horizontal);
    QCOMPARE(x->tickType(), QValueAxis::TicksDynamic);
    QCOMPARE(x->tickAnchor(), 0.0);
    QCOMPARE(x->tickInterval(), 1.0);

    const QDateTime day(QDate(2026, 11, 1), QTime(20, 0));
    const ScoreHistoryData data{QStringLiteral("Chie"), {{day, 10}, {day.addDays(3), 30}, {day.addDays(9), 4}}, 0};
    LaidOutChart history(Charts::scoreHistory(data, QApplication::palette()), QSize(900, 600));
    const QRectF area = history.chart()->plotArea();
    auto *scores = qobject_cast<QLineSeries *>(history.chart()->series()[0]);
    const qreal radius = scores->markerSize() / 2;
    for (const QPointF &point : scores->points()) {
        const QPointF at = history.chart()->mapToPosition(point, scores);
        QVERIFY(at.x() - radius >= area.left() && at.x() + radius <= area.right() && at.y() - radius >= area.top());
    }
}

void TestCharts::clubScreenshots()
{
    // Pictures of a twelve-player club's charts, in both languages and
    // palettes, for a person to look at ($TORNEI_SCREENSHOT_DIR).
    if (qEnvironmentVariableIsEmpty("TORNEI_SCREENSHOT_DIR"))
        QSKIP("TORNEI_SCREENSHOT_DIR is not set");
    GameScoreData scores{4, {}};
    TrickDistributionData tricks;
    WinShareData wins{8769, {}};
    for (int i = 0; i < 12; ++i) {
        scores.lines.push_back({clubNames()[i], {3 * i - 5, 5 * i - 3, 4 * i + 2, 6 * i - 1}});
        PlayerTrickCounts t{clubNames()[i], {}};
        for (int k = 0; k <= 7; ++k)
            t.rounds[static_cast<std::size_t>(k)] = (i * 7 + k * 13) % 40;
        tricks.push_back(t);
        wins.players.push_back({clubNames()[i], 500 + 40 * i, 3, 500.0 + 40 * i});
    }
    const QDateTime day(QDate(2026, 11, 1), QTime(20, 0));
    const ScoreHistoryData one{QStringLiteral("Chie"), {{day, 12}}, 0};
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("ja")}) {
        m_language.apply(language);
        for (const bool dark : {false, true}) {
            const QPalette palette = dark ? darkPalette() : QApplication::palette();
            const QString suffix = language + (dark ? QStringLiteral("-dark") : QString());
            for (const QSize size : {QSize(1200, 800), QSize(900, 560)}) {
                const QString sized = suffix + QStringLiteral("-%1").arg(size.width());
                LaidOutChart(Charts::predictionRates(clubPredictions(12), palette), size)
                    .saveShot(QStringLiteral("chart-predictions12-") + sized);
                LaidOutChart(Charts::predictionRates(clubPredictions(3), palette), size)
                    .saveShot(QStringLiteral("chart-predictions3-") + sized);
            }
            LaidOutChart(Charts::gameScores(scores, palette), QSize(1200, 800))
                .saveShot(QStringLiteral("chart-scores12-") + suffix);
            LaidOutChart(Charts::trickDistribution(tricks, palette), QSize(1200, 800))
                .saveShot(QStringLiteral("chart-tricks12-") + suffix);
            LaidOutChart(Charts::winShare(wins, palette), QSize(1200, 800))
                .saveShot(QStringLiteral("chart-winshare12-") + suffix);
            LaidOutChart(Charts::scoreHistory(one, palette), QSize(900, 560))
                .saveShot(QStringLiteral("chart-onegame-") + suffix);
        }
    }
    m_language.apply(QStringLiteral("en"));
}

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
