// The chart builders from hand-made data: series, values, axes, titles, the
// dark theme and Japanese titles.
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
#include <QCategoryAxis>
#include <QChart>
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

class TestChartBuilders : public QObject
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
    void eveningLabels();
    void severalPlayersOverTime();
    void predictionRateChart();
    void winShareChart();
    void messageChart();
    void trickDistributionChart();
    void darkTheme();
    void japaneseTitles();
    void rateRange_data();
    void rateRange();

private:
    Language m_language;
};

void TestChartBuilders::initTestCase()
{
    m_language.apply(QStringLiteral("en")); // the English catalogue holds the plural forms
}

void TestChartBuilders::integerTicks_data()
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

void TestChartBuilders::integerTicks()
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

void TestChartBuilders::movingAverage()
{
    QCOMPARE(Charts::movingAverage({10, 20, 30, 40}, 2), (std::vector<double>{10, 15, 25, 35}));
    QCOMPARE(Charts::movingAverage({9, 3, 6}, 5), (std::vector<double>{9, 6, 6}));
    QCOMPARE(Charts::movingAverage({}, 3), std::vector<double>{});
}

void TestChartBuilders::gameScoreChart()
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
    // Whole numbers, localized, after room that keeps the axis title whole (ChartStyle::setAxes).
    QVERIFY2(y->labelFormat().endsWith(QStringLiteral("%.0d")), qPrintable(y->labelFormat()));
    QCOMPARE(x->labelFormat(), QStringLiteral("%.0d"));
    QCOMPARE(aki->attachedAxes().size(), 2);
}

void TestChartBuilders::gameScoreDataFromReplay()
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

void TestChartBuilders::scoreHistoryChart()
{
    const QDateTime day(QDate(2026, 11, 1), QTime(20, 0));
    // Given out of order: drawn in the order played, one step apart.
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
    QCOMPARE(scores->at(0), QPointF(1, 10));
    QCOMPARE(scores->at(3), QPointF(4, 4)); // five days on, one step on
    // 10, (10+20)/2, (10+20+30)/3, (20+30+4)/3
    QCOMPARE(average->at(1).y(), 15.0);
    QCOMPARE(average->at(2).y(), 20.0);
    QCOMPARE(average->at(3).y(), 18.0);
    const QList<QAbstractAxis *> xs = chart->axes(Qt::Horizontal);
    QCOMPARE(xs.size(), 1);
    auto *x = qobject_cast<QCategoryAxis *>(xs.first());
    QVERIFY(x);
    QCOMPARE(x->titleText(), QStringLiteral("Games in the order played"));
    // Half a step before the first game and after the last.
    QCOMPARE(x->min(), 0.5);
    QCOMPARE(x->max(), 4.5);
    // Each evening's date at its game (days of one year: no year).
    QCOMPARE(x->categoriesLabels(), (QStringList{QStringLiteral("1 Nov"), QStringLiteral("2 Nov"),
                                                 QStringLiteral("3 Nov"), QStringLiteral("6 Nov")}));
    QCOMPARE(x->endValue(QStringLiteral("6 Nov")), 4.0);
    QValueAxis *y = valueAxis(chart.get(), Qt::Vertical);
    QCOMPARE(y->titleText(), QStringLiteral("Score"));
    QCOMPARE(y->max(), 35.0); // above the best game's 30

    // Years of games: dots under a trend of a twentieth of them, the year in the dates.
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
    const QStringList dates = qobject_cast<QCategoryAxis *>(many->axes(Qt::Horizontal).first())->categoriesLabels();
    QVERIFY(dates.size() > 2 && dates.size() < 20);
    QCOMPARE(dates.first(), QStringLiteral("1 Nov 26"));
}

void TestChartBuilders::eveningLabels()
{
    const QDate friday(2026, 11, 27);
    // A game after midnight is still the evening's.
    QCOMPARE(Charts::eveningOf(QDateTime(friday, QTime(23, 50))), friday);
    QCOMPARE(Charts::eveningOf(QDateTime(friday.addDays(1), QTime(0, 40))), friday);
    QCOMPARE(Charts::eveningOf(QDateTime(friday.addDays(1), QTime(14, 0))), friday.addDays(1));
    // Three evenings of 2, 1 and 4 games: a label at each evening's first game.
    const std::vector<QDate> evenings{friday, friday, friday.addDays(1), friday.addDays(7), friday.addDays(7),
                                      friday.addDays(7), friday.addDays(7)};
    std::vector<Charts::EveningLabel> labels = Charts::eveningLabels(evenings, 0);
    QCOMPARE(labels.size(), std::size_t(3));
    QCOMPARE(labels[0].x, 1.0);
    QCOMPARE(labels[1].x, 3.0);
    QCOMPARE(labels[1].evening, friday.addDays(1));
    QCOMPARE(labels[2].x, 4.0);
    // Labels more than two games apart: the evening of one game goes.
    labels = Charts::eveningLabels(evenings, 2.5);
    QCOMPARE(labels.size(), std::size_t(2));
    QCOMPARE(labels[1].evening, friday.addDays(7));
}

void TestChartBuilders::severalPlayersOverTime()
{
    const QDateTime evening(QDate(2026, 11, 28), QTime(19, 0));
    // Aki and Ben played the first and third games together; Ben the second alone.
    const std::vector<ScoreHistoryData> scores{
        {QStringLiteral("Aki"), {{evening, 20, 1}, {evening.addSecs(7200), 25, 3}}, 0},
        {QStringLiteral("Ben"), {{evening, 15, 1}, {evening.addSecs(3600), 30, 2}, {evening.addSecs(7200), 5, 3}}, 0}};
    const auto chart = build([&](const QPalette &p) { return Charts::scoreHistory(scores, p); });
    // (Plurals as the English catalogue writes them: "game(s)" until it has them.)
    QVERIFY(chart->title().startsWith(QStringLiteral("Game scores over time (lines: average of the last 3 game")));
    // Each player's games as dots, and their trend.
    QCOMPARE(chart->series().size(), 4);
    auto *akiTrend = qobject_cast<QLineSeries *>(chart->series()[2]);
    auto *benTrend = qobject_cast<QLineSeries *>(chart->series()[3]);
    QVERIFY(akiTrend && benTrend);
    QCOMPARE(akiTrend->name(), QStringLiteral("Aki"));
    QCOMPARE(benTrend->name(), QStringLiteral("Ben"));
    // A game two of them played stands at one place.
    QCOMPARE(akiTrend->at(0).x(), 1.0);
    QCOMPARE(akiTrend->at(1).x(), 3.0);
    QCOMPARE(benTrend->at(1).x(), 2.0);
    QCOMPARE(benTrend->at(2).x(), 3.0);

    const std::vector<RatingHistoryData> ratings{
        {QStringLiteral("Aki"), {{evening, 25, 2, 1, {}}, {evening.addSecs(7200), 26, 4, 3, {}}}},
        {QStringLiteral("Ben"), {{evening, 24, 1, 1, {}}}}};
    const auto rated = build([&](const QPalette &p) { return Charts::ratingHistory(ratings, p); });
    QCOMPARE(rated->series().size(), 2); // the ratings alone, no means
    QCOMPARE(rated->series()[1]->name(), QStringLiteral("Ben"));
    QCOMPARE(qobject_cast<QLineSeries *>(rated->series()[0])->at(1).x(), 2.0);
    QVERIFY(qobject_cast<QLineSeries *>(rated->series()[1])->pointsVisible()); // one point

    // Games 5, 6 and 7 of one instant (imported undated), rated in their keys' order 7, 5, 6:
    // each line goes forward through them in that order, a game at one place on both.
    const std::vector<RatingHistoryData> sameTime{
        {QStringLiteral("Aki"), {{evening, 25, 2, 7, "a"}, {evening, 26, 3, 5, "b"}, {evening, 27, 4, 6, "c"}}},
        {QStringLiteral("Ben"), {{evening, 24, 1, 7, "a"}, {evening, 23, 0, 6, "c"}}}};
    const auto ordered = build([&](const QPalette &p) { return Charts::ratingHistory(sameTime, p); });
    const auto *akiLine = qobject_cast<QLineSeries *>(ordered->series()[0]);
    const auto *benLine = qobject_cast<QLineSeries *>(ordered->series()[1]);
    QVERIFY(akiLine && benLine);
    QCOMPARE(akiLine->at(0).x(), 1.0);
    QCOMPARE(akiLine->at(1).x(), 2.0);
    QCOMPARE(akiLine->at(2).x(), 3.0);
    QCOMPARE(benLine->at(0).x(), 1.0);
    QCOMPARE(benLine->at(1).x(), 3.0);
}

void TestChartBuilders::predictionRateChart()
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

void TestChartBuilders::winShareChart()
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

void TestChartBuilders::messageChart()
{
    const auto chart = build([](const QPalette &p) { return Charts::message(QStringLiteral("Nothing <here>"), p); });
    QCOMPARE(chart->title(), QStringLiteral("Nothing &lt;here&gt;"));
    QVERIFY(chart->series().isEmpty());
    QVERIFY(!chart->legend()->isVisible());
}

void TestChartBuilders::trickDistributionChart()
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

void TestChartBuilders::darkTheme()
{
    const QPalette dark = darkPalette();
    const std::unique_ptr<QChart> chart(Charts::gameScores(gameScores(), dark));
    QCOMPARE(chart->backgroundBrush().color(), QColor(0x1e, 0x1e, 0x20));
    QCOMPARE(chart->titleBrush().color(), QColor(0xe8, 0xe8, 0xe8));
    QCOMPARE(valueAxis(chart.get(), Qt::Vertical)->labelsBrush().color(), QColor(0xe8, 0xe8, 0xe8));
}

void TestChartBuilders::japaneseTitles()
{
    m_language.apply(QStringLiteral("ja"));
    const auto chart = build(gameScoreBuilder());
    QCOMPARE(chart->title(), QStringLiteral("ラウンドごとの得点"));
    QCOMPARE(valueAxis(chart.get(), Qt::Horizontal)->titleText(), QStringLiteral("ラウンド"));
    m_language.apply(QStringLiteral("en"));
}

void TestChartBuilders::rateRange_data()
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

void TestChartBuilders::rateRange()
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

QTEST_MAIN(TestChartBuilders)
#include "tst_chartbuilders.moc"
