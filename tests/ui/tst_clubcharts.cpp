// Charts of a whole club: a dozen players or more told apart, labels that fit,
// axes zoomed to close rates, and points inside the plot.
#include "chartexport.h"
#include "charts.h"
#include "chartsamples.h"
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
#include <QScopeGuard>
#include <QPieSeries>
#include <QPieSlice>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <memory>

using namespace tornei;

namespace {

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

// The x axis' tick labels drawn under the plot, left to right, without the
// text items' empty margins.
QList<std::pair<QString, QRectF>> dateLabels(QChart *chart, QGraphicsScene *scene)
{
    const QRectF plot = chart->plotArea();
    QStringList others{chart->axes(Qt::Horizontal).first()->titleText()};
    for (const QAbstractSeries *series : chart->series())
        others << series->name(); // the legend's

    QList<std::pair<QString, QRectF>> labels;
    for (QGraphicsItem *item : scene->items()) {
        auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(item);
        if (!text || !text->isVisible() || others.contains(text->toPlainText()))
            continue;
        const qreal margin = text->document()->documentMargin();
        const QRectF rect = text->sceneBoundingRect().adjusted(margin, margin, -margin, -margin);
        if (rect.top() >= plot.bottom() && rect.center().x() >= plot.left() - 1 && rect.center().x() <= plot.right() + 1)
            labels.append({text->toPlainText(), rect});
    }
    std::sort(labels.begin(), labels.end(), [](const auto &a, const auto &b) { return a.second.left() < b.second.left(); });
    return labels;
}

} // namespace

class TestClubCharts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void twelveDistinctPlayers();
    void pastTwelveNotColourAlone();
    void clubPredictionLabelsFit_data();
    void clubPredictionLabelsFit();
    void clubPredictionAxisZooms();
    void winShareGroupsDigits();
    void oneGameLegend();
    void lastPointInsidePlot();
    void eveningsOnTheGamesAxis_data();
    void eveningsOnTheGamesAxis();
    void verticalTitleBesideNarrowLabels_data();
    void verticalTitleBesideNarrowLabels();
    void clubScreenshots();

private:
    Language m_language;
};

void TestClubCharts::initTestCase()
{
    m_language.apply(QStringLiteral("en")); // the English catalogue holds the plural forms
}

void TestClubCharts::twelveDistinctPlayers()
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

void TestClubCharts::pastTwelveNotColourAlone()
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

void TestClubCharts::clubPredictionLabelsFit_data()
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

void TestClubCharts::clubPredictionLabelsFit()
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

void TestClubCharts::clubPredictionAxisZooms()
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

void TestClubCharts::winShareGroupsDigits()
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

void TestClubCharts::oneGameLegend()
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

void TestClubCharts::lastPointInsidePlot()
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

void TestClubCharts::eveningsOnTheGamesAxis_data()
{
    QTest::addColumn<int>("evenings");
    QTest::addColumn<QSize>("size");
    QTest::newRow("three evenings, chart tab") << 3 << QSize(900, 560);
    QTest::newRow("three evenings, beside the profile") << 3 << QSize(420, 300);
    QTest::newRow("a season, chart tab") << 40 << QSize(900, 560);
    QTest::newRow("a season, beside the profile") << 40 << QSize(420, 300);
}

void TestClubCharts::eveningsOnTheGamesAxis()
{
    QFETCH(int, evenings);
    QFETCH(QSize, size);
    // Club evenings of one to six games, 20 minutes apart; the last ones
    // after midnight.
    ScoreHistoryData data{QStringLiteral("Chie"), {}, 0};
    RatingHistoryData rating{QStringLiteral("Chie"), {}};
    const QDateTime first(QDate(2026, 11, 26), QTime(23, 0));
    std::vector<QDate> evening;
    for (int e = 0; e < evenings; ++e) {
        const int games = 1 + (e * 5 + 2) % 6;
        for (int g = 0; g < games; ++g) {
            const QDateTime when = first.addDays(e).addSecs(g * 20 * 60);
            data.games.push_back({when, 10 + g, static_cast<qint64>(data.games.size() + 1)});
            rating.points.push_back(
                {when, 25, static_cast<double>(g), static_cast<qint64>(rating.points.size() + 1), {}});
            evening.push_back(first.addDays(e).date());
        }
    }
    for (QChart *built : {Charts::scoreHistory(data, QApplication::palette()),
                          Charts::ratingHistory(rating, QApplication::palette())}) {
        LaidOutChart laidOut(built, size);
        QChart *chart = laidOut.chart();
        // Every game at a place of its own, evenly spaced, the evening's games too.
        auto *line = qobject_cast<QXYSeries *>(chart->series().last());
        QCOMPARE(line->count(), static_cast<int>(evening.size()));
        for (int i = 0; i < line->count(); ++i)
            QCOMPARE(line->at(i).x(), static_cast<qreal>(i + 1));
        const qreal step = chart->mapToPosition(QPointF(2, 0), line).x() - chart->mapToPosition(QPointF(1, 0), line).x();
        QVERIFY2(step > 2, qPrintable(QString::number(step)));
        // The dates drawn: each once, none over another, each at the first game of its evening.
        const QList<std::pair<QString, QRectF>> labels = dateLabels(chart, laidOut.scene());
        QVERIFY(!labels.isEmpty());
        if (evenings == 3)
            QCOMPARE(labels.size(), 3); // room for every evening
        // The year only when the games reach into another.
        const QString format = evening.front().year() == evening.back().year() ? QStringLiteral("d MMM")
                                                                                 : QStringLiteral("d MMM yy");
        QStringList texts;
        for (qsizetype i = 0; i < labels.size(); ++i) {
            QVERIFY2(!texts.contains(labels[i].first), qPrintable(labels[i].first));
            texts << labels[i].first;
            if (i > 0)
                QVERIFY2(labels[i].second.left() > labels[i - 1].second.right(), qPrintable(labels[i].first));
            const qreal at = labels[i].second.center().x();
            const auto game = static_cast<std::size_t>(std::lround(chart->mapToValue(QPointF(at, 0), line).x()));
            QVERIFY2(game >= 1 && game <= evening.size(), qPrintable(labels[i].first));
            QVERIFY(game == 1 || evening[game - 1] != evening[game - 2]);
            QCOMPARE(labels[i].first, QLocale().toString(evening[game - 1], format));
        }
    }
}

void TestClubCharts::verticalTitleBesideNarrowLabels_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const char *language : {"en", "ja"}) {
        QTest::addRow("%s, chart tab", language) << QString::fromLatin1(language) << QSize(900, 560);
        QTest::addRow("%s, small", language) << QString::fromLatin1(language) << QSize(420, 300);
    }
}

void TestClubCharts::verticalTitleBesideNarrowLabels()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    m_language.apply(language);
    const auto restore = qScopeGuard([&] { m_language.apply(QStringLiteral("en")); });
    // A new player's few rounds: the count axis' ticks are single digits,
    // narrower than the "..." beside which Qt Charts lays out the title.
    const TrickDistributionData few{{QStringLiteral("Aki"), {1, 2, 1, 0, 0, 0, 0, 0}}};
    LaidOutChart laidOut(Charts::trickDistribution(few, QApplication::palette()), size);
    laidOut.saveShot(QStringLiteral("chart-fewtricks-%1-%2").arg(language).arg(size.width()));
    const QString title = laidOut.chart()->axes(Qt::Vertical).first()->titleText();
    QStringList rotated;
    for (QGraphicsItem *item : laidOut.scene()->items()) {
        auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(item);
        if (text && text->isVisible() && !qFuzzyIsNull(text->rotation()))
            rotated << text->toPlainText();
    }
    QCOMPARE(rotated, QStringList{title});
}

void TestClubCharts::clubScreenshots()
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

QTEST_MAIN(TestClubCharts)
#include "tst_clubcharts.moc"
