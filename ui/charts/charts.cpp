#include "charts.h"

#include "chartstyle.h"
#include "plaintext.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QCursor>
#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPieSeries>
#include <QPieSlice>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <tuple>

namespace tornei {

namespace {

// How far the score-by-round axis reaches beyond round 0 and the last round.
constexpr qreal RoundMargin = 0.3;

// Above this many games a player's scores are dots, not a line.
constexpr std::size_t ManyGames = 60;

// Room between two neighbouring bars' value labels.
constexpr qreal LabelGap = 4;
// Significant digits of a bar's value label: "100", "33.3".
constexpr int LabelPrecision = 3;

double rankRate(const RankPredictions &rank)
{
    return rank.made > 0 ? 100.0 * rank.correct / rank.made : 0.0;
}

QString predictionToolTip(const QString &player, const RankPredictions &counts)
{
    //: Tooltip of a bar: player, correct and made predictions of one rank, and the rate in percent.
    return Charts::tr("%1: %2 of %3 correct (%4%)")
        .arg(player, QLocale().toString(counts.correct), QLocale().toString(counts.made),
             QLocale().toString(rankRate(counts), 'f', 0));
}

// Floor and ceiling of a / b for b > 0, also for negative a.
int floorDiv(int a, int b)
{
    return a >= 0 ? a / b : -((-a + b - 1) / b);
}

int ceilDiv(int a, int b)
{
    return -floorDiv(-a, b);
}

void setIntegerRange(QValueAxis *axis, int min, int max)
{
    const Charts::IntegerTicks ticks = Charts::integerTicks(min, max);
    axis->setRange(ticks.low, ticks.high);
    axis->setTickCount(ticks.tickCount());
    axis->setMinorTickCount(0);
    axis->setLabelFormat(QStringLiteral("%d"));
}

// The games of every line on one axis, in the order played, one step apart:
// an evening's games stand side by side however close in time, and the
// weeks between evenings take no room. A game two players played stands at
// one place on both lines. Games of the same instant go in the order given
// (the ratings' own, which a line follows), else by id.
class GameOrder
{
public:
    void add(const QDateTime &when, qint64 game, const QByteArray &order = {})
    {
        m_games.push_back({when.toMSecsSinceEpoch(), order, game, when});
    }
    void finish()
    {
        std::stable_sort(m_games.begin(), m_games.end(),
                         [](const Game &a, const Game &b) { return a.key() < b.key(); });
        m_games.erase(std::unique(m_games.begin(), m_games.end(),
                                  [](const Game &a, const Game &b) { return a.key() == b.key(); }),
                      m_games.end());
    }
    // 1 for the first game.
    qreal x(const QDateTime &when, qint64 game, const QByteArray &order = {}) const
    {
        const Key key{when.toMSecsSinceEpoch(), order, game};
        const auto found = std::lower_bound(m_games.begin(), m_games.end(), key,
                                            [](const Game &g, const Key &k) { return g.key() < k; });
        return static_cast<qreal>(found - m_games.begin() + 1);
    }
    std::size_t size() const { return m_games.size(); }
    std::vector<QDate> evenings() const
    {
        std::vector<QDate> result;
        for (const Game &g : m_games)
            result.push_back(Charts::eveningOf(g.when));
        return result;
    }

private:
    using Key = std::tuple<qint64, QByteArray, qint64>;
    struct Game
    {
        qint64 ms = 0;
        QByteArray order;
        qint64 id = 0;
        QDateTime when;
        Key key() const { return {ms, order, id}; }
    };
    std::vector<Game> m_games;
};

// Half a game's step before the first game and after the last, so that
// their points are not cut by the plot's edge.
constexpr qreal GameMargin = 0.5;
// The plot's width assumed until the chart is laid out.
constexpr qreal AssumedPlotWidth = 500;
// Room between two date labels.
constexpr qreal DateGap = 12;

// Short dates, so that several fit under a chart beside the profile; the
// year only when the games reach into another.
QStringList eveningTexts(const std::vector<Charts::EveningLabel> &labels, bool oneYear)
{
    const bool japanese = QLocale().language() == QLocale::Japanese;
    const QString format = oneYear ? (japanese ? QStringLiteral("M/d") : QStringLiteral("d MMM"))
                                   : (japanese ? QStringLiteral("yy/M/d") : QStringLiteral("d MMM yy"));
    QStringList texts;
    for (const Charts::EveningLabel &label : labels)
        texts << QLocale().toString(label.evening, format);
    return texts;
}

// Labels the games' axis with the evenings' dates, as many as fit across a
// plot `plotWidth` wide.
void labelEvenings(QCategoryAxis *axis, const std::vector<QDate> &evenings, qreal plotWidth)
{
    if (evenings.empty())
        return;
    const bool oneYear = evenings.front().year() == evenings.back().year();
    // Every evening's label, to measure the widest.
    const std::vector<Charts::EveningLabel> all = Charts::eveningLabels(evenings, 0);
    const QFontMetricsF metrics(axis->labelsFont());
    qreal widest = 0;
    for (const QString &text : eveningTexts(all, oneYear))
        widest = std::max(widest, metrics.horizontalAdvance(text));
    if (plotWidth <= 0)
        plotWidth = AssumedPlotWidth;
    const qreal perGame = plotWidth / (axis->max() - axis->min());
    const std::vector<Charts::EveningLabel> shown = Charts::eveningLabels(evenings, (widest + DateGap) / perGame);
    const QStringList texts = eveningTexts(shown, oneYear);
    if (axis->categoriesLabels() == texts)
        return; // the same labels: no new layout
    for (const QString &old : axis->categoriesLabels())
        axis->remove(old);
    for (std::size_t i = 0; i < shown.size(); ++i)
        axis->append(texts[static_cast<qsizetype>(i)], shown[i].x);
}

// The x axis of the games in `order`, labelled with the evenings' dates at
// the first game of each (as many as fit), again whenever the plot changes size.
QCategoryAxis *gamesAxis(QChart *chart, const GameOrder &order)
{
    auto *x = new QCategoryAxis;
    const qreal count = static_cast<qreal>(std::max<std::size_t>(1, order.size()));
    x->setRange(1 - GameMargin, count + GameMargin);
    x->setStartValue(1 - GameMargin);
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    const std::vector<QDate> evenings = order.evenings();
    labelEvenings(x, evenings, chart->plotArea().width());
    QObject::connect(chart, &QChart::plotAreaChanged, x,
                     [x, evenings](const QRectF &plot) { labelEvenings(x, evenings, plot.width()); });
    return x;
}

void setPointRange(QValueAxis *axis, int min, int max)
{
    const Charts::IntegerTicks ticks = Charts::integerTicks(min < 0 ? min - 1 : min, max + 1);
    axis->setRange(ticks.low, ticks.high);
    axis->setTickCount(ticks.tickCount());
    axis->setMinorTickCount(0);
    axis->setLabelFormat(QStringLiteral("%d"));
}

} // namespace

Charts::IntegerTicks Charts::integerTicks(int min, int max, int maxIntervals)
{
    if (max < min)
        std::swap(min, max);
    if (max == min)
        ++max;
    maxIntervals = std::max(1, maxIntervals);
    static constexpr int factors[] = {1, 2, 5};
    for (int scale = 1;; scale *= 10) {
        for (int f : factors) {
            const int step = f * scale;
            const int low = floorDiv(min, step);
            const int high = ceilDiv(max, step);
            if (high - low <= maxIntervals)
                return {low * step, high * step, step};
        }
    }
}

int ScoreHistoryData::windowFor(std::size_t games)
{
    return static_cast<int>(std::clamp<std::size_t>(games / 20, 5, 100));
}

std::vector<double> Charts::movingAverage(const std::vector<int> &scores, int window)
{
    window = std::max(1, window);
    std::vector<double> result;
    result.reserve(scores.size());
    long long sum = 0;
    for (std::size_t i = 0; i < scores.size(); ++i) {
        sum += scores[i];
        if (i >= static_cast<std::size_t>(window))
            sum -= scores[i - static_cast<std::size_t>(window)];
        const std::size_t count = std::min(i + 1, static_cast<std::size_t>(window));
        result.push_back(static_cast<double>(sum) / static_cast<double>(count));
    }
    return result;
}

GameScoreData Charts::gameScoreData(const Replay &replay)
{
    GameScoreData data;
    data.roundsInGame = replay.roundsInGame();
    const Record &record = replay.record();
    for (int seat = 0; seat < SeatCount; ++seat) {
        if (!record.isPlayer(seat))
            continue;
        GameScoreLine line;
        line.player = record.seatName(seat);
        int total = 0;
        for (const RoundResult &round : replay.rounds()) {
            if (!round.complete)
                break;
            total += round.scores[static_cast<std::size_t>(seat)];
            line.cumulative.push_back(total);
        }
        data.lines.push_back(std::move(line));
    }
    return data;
}

QChart *Charts::gameScores(const GameScoreData &data, const QPalette &palette)
{
    QChart *chart = ChartStyle::newChart(palette, tr("Score by round"));
    int low = 0;
    int high = 0;
    int index = 0;
    for (const GameScoreLine &line : data.lines) {
        auto *series = new QLineSeries;
        series->setName(line.player.toHtmlEscaped()); // legends are HTML
        series->setPointsVisible(true);
        series->append(0, 0); // every line starts from nothing before round 1
        for (std::size_t r = 0; r < line.cumulative.size(); ++r) {
            series->append(static_cast<qreal>(r + 1), line.cumulative[r]);
            low = std::min(low, line.cumulative[r]);
            high = std::max(high, line.cumulative[r]);
        }
        chart->addSeries(series);
        ChartStyle::setLinePen(series, ChartStyle::playerColour(index, palette), 3, ChartStyle::playerPenStyle(index));
        ++index;
    }
    auto *x = new QValueAxis;
    const int rounds = std::max(1, data.roundsInGame);
    // A third of a round beyond the first and last rounds: their points sit
    // inside the plot, not cut by its edge; the ticks stay on whole rounds.
    x->setRange(-RoundMargin, rounds + RoundMargin);
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval(1);
    x->setLabelFormat(QStringLiteral("%d"));
    ChartStyle::styleAxis(x, palette, tr("Round"));
    auto *y = new QValueAxis;
    setPointRange(y, low, std::max(high, 5));
    ChartStyle::styleAxis(y, palette, tr("Total score"));
    ChartStyle::setAxes(chart, x, y);
    return chart;
}

QDate Charts::eveningOf(const QDateTime &when)
{
    // Five hours back: a game after midnight is still that evening's.
    return when.addSecs(-5 * 60 * 60).date();
}

std::vector<Charts::EveningLabel> Charts::eveningLabels(const std::vector<QDate> &evenings, qreal minGap)
{
    std::vector<EveningLabel> labels;
    for (std::size_t i = 0; i < evenings.size(); ++i) {
        if (i > 0 && evenings[i] == evenings[i - 1])
            continue; // not the evening's first game
        const qreal x = static_cast<qreal>(i + 1);
        if (!labels.empty() && (x - labels.back().x < minGap || evenings[i] == labels.back().evening))
            continue;
        labels.push_back({x, evenings[i]});
    }
    return labels;
}

QChart *Charts::scoreHistory(const ScoreHistoryData &data, const QPalette &palette)
{
    return scoreHistory(std::vector<ScoreHistoryData>{data}, palette);
}

QChart *Charts::scoreHistory(const std::vector<ScoreHistoryData> &players, const QPalette &palette)
{
    const bool one = players.size() == 1;
    std::vector<std::vector<DatedScore>> games;
    GameOrder order;
    std::size_t most = 0;
    for (const ScoreHistoryData &player : players) {
        std::vector<DatedScore> sorted = player.games;
        std::stable_sort(sorted.begin(), sorted.end(), [](const DatedScore &a, const DatedScore &b) {
            return std::pair(a.when, a.game) < std::pair(b.when, b.game);
        });
        for (const DatedScore &g : sorted)
            order.add(g.when, g.game);
        most = std::max(most, sorted.size());
        games.push_back(std::move(sorted));
    }
    order.finish();
    // One window for every line, so that their trends compare.
    int window = 0;
    for (const ScoreHistoryData &player : players)
        window = std::max(window, player.averageWindow);
    if (window == 0)
        window = ScoreHistoryData::windowFor(most);
    // The legend says how many games the last point averages: no more than there are.
    const int averaged = std::max(1, std::min(window, static_cast<int>(most)));

    QChart *chart =
        ChartStyle::newChart(palette,
                             //: %1 is a player's name.
                             one ? tr("%1: game scores over time").arg(players.front().player).toHtmlEscaped()
                                 //: Title of the scores chart of several players: each line a moving average.
                                 : tr("Game scores over time (lines: average of the last %n game(s))", "", averaged));
    // A line through a few dozen games reads as a story; through hundreds it
    // is a band of ink, so many games are drawn as faint dots under the trend,
    // and several players' games always are.
    std::vector<QXYSeries *> scoreSeries;
    std::vector<QLineSeries *> averageSeries;
    int low = 0;
    int high = 0;
    for (std::size_t p = 0; p < players.size(); ++p) {
        std::vector<int> scores;
        for (const DatedScore &g : games[p])
            scores.push_back(g.score);
        const std::vector<double> average = movingAverage(scores, window);
        const bool dots = !one || games[p].size() > ManyGames;
        QXYSeries *scored = dots ? static_cast<QXYSeries *>(new QScatterSeries) : new QLineSeries;
        scored->setName(one ? tr("Game score") : players[p].player.toHtmlEscaped());
        auto *trend = new QLineSeries;
        //: The legend of the moving-average line.
        trend->setName(one ? tr("Average of the last %n game(s)", "", averaged) : players[p].player.toHtmlEscaped());
        for (std::size_t i = 0; i < games[p].size(); ++i) {
            const qreal x = order.x(games[p][i].when, games[p][i].game);
            scored->append(x, games[p][i].score);
            trend->append(x, average[i]);
            low = std::min(low, games[p][i].score);
            high = std::max(high, games[p][i].score);
        }
        scoreSeries.push_back(scored);
        averageSeries.push_back(trend);
    }
    // The trends over every player's dots.
    for (QXYSeries *series : scoreSeries)
        chart->addSeries(series);
    for (QLineSeries *series : averageSeries)
        chart->addSeries(series);
    for (std::size_t p = 0; p < players.size(); ++p) {
        const int index = static_cast<int>(p);
        QColor scoreColour = one ? palette.color(QPalette::Text) : ChartStyle::playerColour(index, palette);
        if (auto *dots = qobject_cast<QScatterSeries *>(scoreSeries[p])) {
            scoreColour.setAlphaF(one ? 0.3f : 0.45f);
            dots->setMarkerSize(one ? 5 : 6);
            dots->setColor(scoreColour);
            dots->setBorderColor(Qt::transparent);
        } else {
            scoreColour.setAlphaF(0.55f);
            scoreSeries[p]->setPointsVisible(true);
            ChartStyle::setLinePen(static_cast<QLineSeries *>(scoreSeries[p]), scoreColour, 1.5);
        }
        if (!one) // the player's line in the legend stands for both
            chart->legend()->markers(scoreSeries[p]).first()->setVisible(false);
        ChartStyle::setLinePen(averageSeries[p], ChartStyle::playerColour(index, palette), 3.5,
                               ChartStyle::playerPenStyle(index));
        // A line through one point draws nothing: the single game's average is a dot.
        averageSeries[p]->setPointsVisible(games[p].size() == 1);
    }

    QCategoryAxis *x = gamesAxis(chart, order);
    ChartStyle::styleAxis(x, palette, tr("Games in the order played"));
    auto *y = new QValueAxis;
    setPointRange(y, low, std::max(high, 5));
    ChartStyle::styleAxis(y, palette, tr("Score"));
    ChartStyle::setAxes(chart, x, y);
    return chart;
}

QChart *Charts::ratingHistory(const RatingHistoryData &data, const QPalette &palette)
{
    return ratingHistory(std::vector<RatingHistoryData>{data}, palette);
}

QChart *Charts::ratingHistory(const std::vector<RatingHistoryData> &players, const QPalette &palette)
{
    const bool one = players.size() == 1;
    //: %1 is a player's name.
    QChart *chart =
        ChartStyle::newChart(palette, one ? tr("%1: rating over time").arg(players.front().player).toHtmlEscaped()
                                          //: Title of the rating chart of several players.
                                          : tr("Rating (μ − 3σ) over time"));
    GameOrder order;
    for (const RatingHistoryData &player : players) {
        for (const DatedRating &point : player.points)
            order.add(point.when, point.game, point.order);
    }
    order.finish();
    double low = 0;
    double high = 25;
    std::vector<QLineSeries *> shownSeries;
    for (std::size_t p = 0; p < players.size(); ++p) {
        const RatingHistoryData &player = players[p];
        auto *shown = new QLineSeries;
        //: The legend of the rating line; μ and σ as in the help.
        shown->setName(one ? tr("Rating (μ − 3σ)") : player.player.toHtmlEscaped());
        QLineSeries *mean = nullptr;
        if (one) {
            mean = new QLineSeries;
            //: The legend of the line of the rating's mean.
            mean->setName(tr("Skill estimate (μ)"));
        }
        for (const DatedRating &point : player.points) {
            const qreal x = order.x(point.when, point.game, point.order);
            shown->append(x, point.ordinal);
            low = std::min(low, point.ordinal);
            if (mean) {
                mean->append(x, point.mu);
                high = std::max(high, point.mu);
            } else {
                high = std::max(high, point.ordinal);
            }
        }
        if (mean) {
            chart->addSeries(mean);
            QColor meanColour = palette.color(QPalette::Text);
            meanColour.setAlphaF(0.45f);
            ChartStyle::setLinePen(mean, meanColour, 1.5, Qt::DashLine);
            mean->setPointsVisible(player.points.size() == 1);
        }
        chart->addSeries(shown);
        const int index = static_cast<int>(p);
        ChartStyle::setLinePen(shown, ChartStyle::playerColour(index, palette), 3.0,
                               one ? Qt::SolidLine : ChartStyle::playerPenStyle(index));
        // A line through one point draws nothing.
        shown->setPointsVisible(player.points.size() == 1);
    }
    QCategoryAxis *x = gamesAxis(chart, order);
    ChartStyle::styleAxis(x, palette, tr("Games in the order played"));
    auto *y = new QValueAxis;
    setPointRange(y, static_cast<int>(std::floor(low)), static_cast<int>(std::ceil(high)));
    ChartStyle::styleAxis(y, palette, tr("Rating"));
    ChartStyle::setAxes(chart, x, y);
    return chart;
}

QChart *Charts::predictionRates(const PredictionRateData &data, const QPalette &palette)
{
    QChart *chart = ChartStyle::newChart(palette, tr("Correct predictions by predicted rank"));
    auto *series = new QBarSeries;
    double lowest = 100;
    double highest = 0;
    for (const PlayerPredictions &player : data) {
        auto *set = new QBarSet(player.player.toHtmlEscaped());
        for (const RankPredictions &rank : player.byRank) {
            const double rate = rankRate(rank);
            set->append(rate);
            if (rank.made > 0) { // a rank never predicted has no rate to show
                lowest = std::min(lowest, rate);
                highest = std::max(highest, rate);
            }
        }
        series->append(set);
    }
    series->setLabelsFormat(QStringLiteral("@value"));
    series->setLabelsPrecision(LabelPrecision);
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    // A club's many bars get most of their group's width, not half of it.
    if (series->count() > 4)
        series->setBarWidth(0.8);
    chart->addSeries(series);
    int index = 0;
    for (QBarSet *set : series->barSets()) {
        set->setLabelColor(palette.color(QPalette::Text));
        set->setBrush(ChartStyle::playerBrush(index, palette));
        set->setBorderColor(palette.color(QPalette::Base));
        // A rate alone hides how many predictions it rests on: the tooltip
        // says, and gives the rate when the bar is too narrow for its label.
        const PlayerPredictions player = data[static_cast<std::size_t>(index++)];
        QObject::connect(set, &QBarSet::hovered, set, [player](bool entered, int rank) {
            if (!entered || rank < 0 || rank >= 4) {
                QToolTip::hideText();
                return;
            }
            const RankPredictions &counts = player.byRank[static_cast<std::size_t>(rank)];
            QToolTip::showText(QCursor::pos(), PlainText::toolTip(predictionToolTip(player.player, counts)));
        });
    }

    auto *x = new QBarCategoryAxis;
    QStringList categories;
    for (int rank = 1; rank <= 4; ++rank) {
        const auto suit = static_cast<Suit>(rank - 1);
        //: A bar group: a rank and the suit of the prediction card that names it, e.g. "1st (✦W)".
        categories << tr("%1 (%2)").arg(rankName(rank), suitSymbol(suit) + suitLetter(suit));
    }
    x->append(categories);
    ChartStyle::styleAxis(x, palette, tr("Predicted rank"));

    // Differences of a point or two vanish on 0-100 %: the axis reaches from
    // a little below the lowest rate to a little above the highest, on round
    // ticks, and its title says when it does not start at 0.
    const RateRange range = rateRange(lowest <= highest ? lowest : 0, lowest <= highest ? highest : 100);
    auto *y = new QValueAxis;
    y->setRange(range.low, range.high);
    y->setTickCount(range.tickCount());
    y->setMinorTickCount(0);
    y->setLabelFormat(QStringLiteral("%d"));
    //: The y axis of the prediction chart when it starts above 0, e.g. "Correct (%), axis from 40%".
    ChartStyle::styleAxis(y, palette,
                          range.low > 0 ? tr("Correct (%), axis from %1%").arg(QLocale().toString(range.low))
                                        : tr("Correct (%)"));
    ChartStyle::setAxes(chart, x, y);

    // A value label wider than its bar runs into its neighbours' (twelve
    // players give bars a few pixels wide): labels only while they all fit,
    // checked again whenever the plot changes size (window, export).
    qreal labelWidth = 0;
    for (const QBarSet *set : series->barSets()) {
        const QFontMetricsF metrics(set->labelFont());
        for (qsizetype i = 0; i < set->count(); ++i)
            labelWidth = std::max(labelWidth, metrics.horizontalAdvance(QString::number(set->at(i), 'g', LabelPrecision)));
    }
    labelWidth += LabelGap;
    const auto fitLabels = [series, labelWidth](const QRectF &plot) {
        series->setLabelsVisible(labelsFit(plot.width(), 4, series->count(), series->barWidth(), labelWidth));
    };
    fitLabels(chart->plotArea());
    QObject::connect(chart, &QChart::plotAreaChanged, series, fitLabels);
    return chart;
}

Charts::RateRange Charts::rateRange(double lowest, double highest)
{
    const double margin = std::max(1.0, (highest - lowest) * 0.1);
    const IntegerTicks ticks = integerTicks(static_cast<int>(std::floor(lowest - margin)),
                                            static_cast<int>(std::ceil(highest + margin)));
    // 0 and 100 are on every tick step up to 50: clamping keeps the ticks round.
    RateRange range{std::max(0, ticks.low), std::min(100, ticks.high), ticks.step};
    if (range.high <= range.low)
        range = {0, 100, 20};
    return range;
}

bool Charts::labelsFit(qreal plotWidth, int categories, qsizetype sets, qreal barWidth, qreal labelWidth)
{
    if (sets <= 0 || categories <= 0)
        return false;
    // Qt Charts gives each category barWidth of its width, shared by the sets.
    const qreal bar = plotWidth / categories * barWidth / static_cast<qreal>(sets);
    return bar >= labelWidth;
}

QChart *Charts::message(const QString &text, const QPalette &palette)
{
    QChart *chart = ChartStyle::newChart(palette, text.toHtmlEscaped());
    QFont font = chart->titleFont();
    font.setBold(false);
    chart->setTitleFont(font);
    chart->legend()->hide();
    return chart;
}

QChart *Charts::winShare(const WinShareData &data, const QPalette &palette)
{
    //: Title of the win-share chart: the number of games it covers.
    QString title = tr("Win share in the %Ln game(s) played only among these players", "", data.games);
    const bool shared = std::any_of(data.players.begin(), data.players.end(),
                                    [](const PlayerWins &p) { return p.sharedWins > 0; });
    if (shared)
        // The title is HTML: a smaller second line.
        title += QStringLiteral("<br><small>%1</small>")
                     .arg(tr("A shared win is split evenly among its winners.").toHtmlEscaped());
    QChart *chart = ChartStyle::newChart(palette, title);
    auto *series = new QPieSeries;
    series->setHoleSize(0.35);
    QStringList legend;
    for (const PlayerWins &p : data.players) {
        //: The legend of the win-share chart: a player's name and games won.
        QString label = tr("%1: %Ln win(s)", "", p.wins).arg(p.player);
        if (p.sharedWins > 0)
            //: Appended to the legend: how many of those wins were shared.
            label += QLatin1Char(' ') + tr("(%Ln shared)", "", p.sharedWins);
        legend << label.toHtmlEscaped();
        // The slice itself carries only its share; the legend says whose.
        const QString percent =
            data.games > 0 ? QStringLiteral("%1%").arg(QLocale().toString(100.0 * p.share / data.games, 'f', 0))
                           : QString();
        auto *slice = new QPieSlice(percent, p.share);
        slice->setLabelVisible(p.share > 0);
        slice->setLabelPosition(QPieSlice::LabelInsideHorizontal);
        series->append(slice);
    }
    chart->addSeries(series);
    const QList<QLegendMarker *> markers = chart->legend()->markers(series);
    for (qsizetype i = 0; i < series->count(); ++i) {
        QPieSlice *slice = series->slices()[i];
        const QColor colour = ChartStyle::playerColour(static_cast<int>(i), palette);
        slice->setBrush(ChartStyle::playerBrush(static_cast<int>(i), palette));
        slice->setBorderColor(palette.color(QPalette::Base));
        // Black or white, whichever reads on the slice.
        const double luma = 0.299 * colour.red() + 0.587 * colour.green() + 0.114 * colour.blue();
        slice->setLabelColor(luma > 140 ? Qt::black : Qt::white);
        QFont font = slice->labelFont();
        font.setBold(true);
        slice->setLabelFont(font);
        if (i < markers.size())
            markers[i]->setLabel(legend[i]);
    }
    chart->legend()->setAlignment(Qt::AlignRight);
    return chart;
}

QChart *Charts::trickDistribution(const TrickDistributionData &data, const QPalette &palette)
{
    QChart *chart = ChartStyle::newChart(palette, tr("Tricks won per round"));
    auto *series = new QBarSeries;
    int high = 0;
    for (const PlayerTrickCounts &player : data) {
        auto *set = new QBarSet(player.player.toHtmlEscaped());
        for (int count : player.rounds) {
            set->append(count);
            high = std::max(high, count);
        }
        series->append(set);
    }
    if (series->count() > 4)
        series->setBarWidth(0.8); // as the prediction bars
    chart->addSeries(series);
    int index = 0;
    for (QBarSet *set : series->barSets()) {
        set->setBrush(ChartStyle::playerBrush(index++, palette));
        set->setBorderColor(palette.color(QPalette::Base));
    }
    auto *x = new QBarCategoryAxis;
    QStringList categories;
    for (int tricks = 0; tricks <= TricksPerRound; ++tricks)
        categories << QLocale().toString(tricks);
    x->append(categories);
    ChartStyle::styleAxis(x, palette, tr("Tricks won in the round"));
    auto *y = new QValueAxis;
    setIntegerRange(y, 0, std::max(high, 4));
    ChartStyle::styleAxis(y, palette, tr("Rounds"));
    ChartStyle::setAxes(chart, x, y);
    return chart;
}

} // namespace tornei
