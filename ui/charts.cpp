#include "charts.h"

#include "plaintext.h"
#include "suitstyle.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QCursor>
#include <QDateTimeAxis>
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

namespace tornei {

namespace {

// Above this many games a player's scores are dots, not a line.
constexpr std::size_t ManyGames = 60;

// Floor and ceiling of a / b for b > 0, also for negative a.
int floorDiv(int a, int b)
{
    return a >= 0 ? a / b : -((-a + b - 1) / b);
}

int ceilDiv(int a, int b)
{
    return -floorDiv(-a, b);
}

// Titles and legends of Qt Charts are HTML: names in them are escaped.
QChart *newChart(const QPalette &palette, const QString &title)
{
    auto *chart = new QChart;
    // The theme resets every colour, so it goes first and the palette after.
    chart->setTheme(SuitStyle::isDark(palette) ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundBrush(palette.color(QPalette::Base));
    chart->setBackgroundRoundness(0);
    chart->setTitle(title);
    QFont titleFont = chart->titleFont();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    chart->setTitleFont(titleFont);
    chart->setTitleBrush(palette.color(QPalette::Text));
    chart->legend()->setLabelColor(palette.color(QPalette::Text));
    chart->legend()->setAlignment(Qt::AlignBottom);
    return chart;
}

// Axis text in the palette's text colour, grid lines faint: the themes'
// own greys are hard to read on our backgrounds.
void styleAxis(QAbstractAxis *axis, const QPalette &palette, const QString &title)
{
    const QColor text = palette.color(QPalette::Text);
    QColor grid = text;
    grid.setAlphaF(0.18f);
    QColor line = text;
    line.setAlphaF(0.5f);
    axis->setTitleText(title);
    axis->setTitleBrush(text);
    axis->setLabelsBrush(text);
    axis->setGridLineColor(grid);
    axis->setLinePenColor(line);
    axis->setMinorGridLineColor(grid);
}

// One colour per player, in the order given, the same in every chart: the
// Okabe-Ito colours (told apart with colour-blindness too), lighter on dark.
QColor playerColour(int index, const QPalette &palette)
{
    static const QColor light[] = {QColor(0x00, 0x72, 0xb2), QColor(0xd5, 0x5e, 0x00), QColor(0x00, 0x9e, 0x73),
                                   QColor(0xcc, 0x79, 0xa7), QColor(0xe6, 0x9f, 0x00), QColor(0x56, 0xb4, 0xe9)};
    static const QColor dark[] = {QColor(0x56, 0xb4, 0xe9), QColor(0xf0, 0x8a, 0x4b), QColor(0x3c, 0xd0, 0xa0),
                                  QColor(0xe8, 0xa0, 0xc8), QColor(0xf0, 0xc4, 0x42), QColor(0xa8, 0xd8, 0xf5)};
    const auto i = static_cast<std::size_t>(index) % std::size(light);
    return SuitStyle::isDark(palette) ? dark[i] : light[i];
}

// The x axis at the bottom and the y axis at the left, for every series of the chart.
void setAxes(QChart *chart, QAbstractAxis *x, QAbstractAxis *y)
{
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries *series : chart->series()) {
        series->attachAxis(x);
        series->attachAxis(y);
    }
}

void setLinePen(QLineSeries *series, const QColor &colour, qreal width)
{
    // After addSeries(): the theme sets the pen when the series joins the chart.
    QPen pen(colour);
    pen.setWidthF(width);
    series->setPen(pen);
    series->setColor(colour);
}

void setIntegerRange(QValueAxis *axis, int min, int max)
{
    const Charts::IntegerTicks ticks = Charts::integerTicks(min, max);
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
    QChart *chart = newChart(palette, tr("Score by round"));
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
        setLinePen(series, playerColour(index++, palette), 3);
    }
    auto *x = new QValueAxis;
    const int rounds = std::max(1, data.roundsInGame);
    x->setRange(0, rounds);
    x->setTickCount(rounds + 1);
    x->setLabelFormat(QStringLiteral("%d"));
    styleAxis(x, palette, tr("Round"));
    auto *y = new QValueAxis;
    setIntegerRange(y, low, std::max(high, 5));
    styleAxis(y, palette, tr("Total score"));
    setAxes(chart, x, y);
    return chart;
}

QChart *Charts::scoreHistory(const ScoreHistoryData &data, const QPalette &palette)
{
    //: %1 is a player's name.
    QChart *chart = newChart(palette, tr("%1: game scores over time").arg(data.player).toHtmlEscaped());
    std::vector<DatedScore> games = data.games;
    std::stable_sort(games.begin(), games.end(),
                     [](const DatedScore &a, const DatedScore &b) { return a.when < b.when; });
    std::vector<int> scores;
    for (const DatedScore &g : games)
        scores.push_back(g.score);
    const int window = data.averageWindow > 0 ? data.averageWindow : ScoreHistoryData::windowFor(games.size());
    const std::vector<double> average = movingAverage(scores, window);

    // A line through a few dozen games reads as a story; through hundreds it
    // is a band of ink, so many games are drawn as faint dots under the trend.
    const bool many = games.size() > ManyGames;
    QXYSeries *scoreSeries = many ? static_cast<QXYSeries *>(new QScatterSeries) : new QLineSeries;
    scoreSeries->setName(tr("Game score"));
    auto *averageSeries = new QLineSeries;
    //: The legend of the moving-average line.
    averageSeries->setName(tr("Average of the last %n game(s)", "", window));
    int low = 0;
    int high = 0;
    for (std::size_t i = 0; i < games.size(); ++i) {
        const auto ms = static_cast<qreal>(games[i].when.toMSecsSinceEpoch());
        scoreSeries->append(ms, games[i].score);
        averageSeries->append(ms, average[i]);
        low = std::min(low, games[i].score);
        high = std::max(high, games[i].score);
    }
    chart->addSeries(scoreSeries);
    chart->addSeries(averageSeries);
    QColor scoreColour = palette.color(QPalette::Text);
    if (auto *dots = qobject_cast<QScatterSeries *>(scoreSeries)) {
        scoreColour.setAlphaF(0.3f);
        dots->setMarkerSize(5);
        dots->setColor(scoreColour);
        dots->setBorderColor(Qt::transparent);
    } else {
        scoreColour.setAlphaF(0.55f);
        scoreSeries->setPointsVisible(true);
        setLinePen(static_cast<QLineSeries *>(scoreSeries), scoreColour, 1.5);
    }
    setLinePen(averageSeries, playerColour(0, palette), 3.5);

    auto *x = new QDateTimeAxis;
    QDateTime first = games.empty() ? QDateTime::currentDateTime() : games.front().when;
    QDateTime last = games.empty() ? first : games.back().when;
    if (first.daysTo(last) < 1) {
        // One evening's games: widen to whole days so the axis still reads as dates.
        first = first.addDays(-1);
        last = last.addDays(1);
    }
    x->setRange(first, last);
    // Short labels, so that six fit under a chart beside the profile: over
    // months the day is noise; within them the year is given once it changes.
    const bool japanese = QLocale().language() == QLocale::Japanese;
    const bool oneYear = first.date().year() == last.date().year();
    if (first.daysTo(last) > 120)
        x->setFormat(japanese ? QStringLiteral("yyyy/M") : QStringLiteral("MMM yyyy"));
    else if (oneYear)
        x->setFormat(japanese ? QStringLiteral("M/d") : QStringLiteral("d MMM"));
    else
        x->setFormat(japanese ? QStringLiteral("yy/M/d") : QStringLiteral("d MMM yy"));
    x->setTickCount(std::clamp(static_cast<int>(games.size()), 3, 6));
    styleAxis(x, palette, tr("Date"));
    auto *y = new QValueAxis;
    setIntegerRange(y, low, std::max(high, 5));
    styleAxis(y, palette, tr("Score"));
    setAxes(chart, x, y);
    return chart;
}

QChart *Charts::predictionRates(const PredictionRateData &data, const QPalette &palette)
{
    QChart *chart = newChart(palette, tr("Correct predictions by predicted rank"));
    auto *series = new QBarSeries;
    for (const PlayerPredictions &player : data) {
        auto *set = new QBarSet(player.player.toHtmlEscaped());
        for (const RankPredictions &rank : player.byRank)
            set->append(rank.made > 0 ? 100.0 * rank.correct / rank.made : 0.0);
        series->append(set);
    }
    series->setLabelsVisible(true);
    series->setLabelsFormat(QStringLiteral("@value"));
    series->setLabelsPrecision(3);
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    chart->addSeries(series);
    int index = 0;
    for (QBarSet *set : series->barSets()) {
        set->setLabelColor(palette.color(QPalette::Text));
        set->setColor(playerColour(index, palette));
        set->setBorderColor(palette.color(QPalette::Base));
        // A rate alone hides how many predictions it rests on: the tooltip says.
        const PlayerPredictions player = data[static_cast<std::size_t>(index++)];
        QObject::connect(set, &QBarSet::hovered, set, [player](bool entered, int rank) {
            if (!entered || rank < 0 || rank >= 4) {
                QToolTip::hideText();
                return;
            }
            const RankPredictions &counts = player.byRank[static_cast<std::size_t>(rank)];
            //: Tooltip of a bar: player, correct and made predictions of one rank.
            QToolTip::showText(QCursor::pos(),
                               PlainText::toolTip(tr("%1: %2 of %3 correct")
                                                      .arg(player.player, QString::number(counts.correct),
                                                           QString::number(counts.made))));
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
    styleAxis(x, palette, tr("Predicted rank"));
    auto *y = new QValueAxis;
    y->setRange(0, 100);
    y->setTickCount(6);
    y->setLabelFormat(QStringLiteral("%d"));
    styleAxis(y, palette, tr("Correct (%)"));
    setAxes(chart, x, y);
    return chart;
}

QChart *Charts::message(const QString &text, const QPalette &palette)
{
    QChart *chart = newChart(palette, text.toHtmlEscaped());
    QFont font = chart->titleFont();
    font.setBold(false);
    chart->setTitleFont(font);
    chart->legend()->hide();
    return chart;
}

QChart *Charts::winShare(const WinShareData &data, const QPalette &palette)
{
    //: Title of the win-share chart: the number of games it covers.
    QString title = tr("Win share in the %n game(s) played only among these players", "", data.games);
    const bool shared = std::any_of(data.players.begin(), data.players.end(),
                                    [](const PlayerWins &p) { return p.sharedWins > 0; });
    if (shared)
        // The title is HTML: a smaller second line.
        title += QStringLiteral("<br><small>%1</small>")
                     .arg(tr("A shared win is split evenly among its winners.").toHtmlEscaped());
    QChart *chart = newChart(palette, title);
    auto *series = new QPieSeries;
    series->setHoleSize(0.35);
    QStringList legend;
    for (const PlayerWins &p : data.players) {
        //: The legend of the win-share chart: a player's name and games won.
        QString label = tr("%1: %n win(s)", "", p.wins).arg(p.player);
        if (p.sharedWins > 0)
            //: Appended to the legend: how many of those wins were shared.
            label += QLatin1Char(' ') + tr("(%n shared)", "", p.sharedWins);
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
        const QColor colour = playerColour(static_cast<int>(i), palette);
        slice->setColor(colour);
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
    QChart *chart = newChart(palette, tr("Tricks won per round"));
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
    chart->addSeries(series);
    int index = 0;
    for (QBarSet *set : series->barSets()) {
        set->setColor(playerColour(index++, palette));
        set->setBorderColor(palette.color(QPalette::Base));
    }
    auto *x = new QBarCategoryAxis;
    QStringList categories;
    for (int tricks = 0; tricks <= TricksPerRound; ++tricks)
        categories << QLocale().toString(tricks);
    x->append(categories);
    styleAxis(x, palette, tr("Tricks won in the round"));
    auto *y = new QValueAxis;
    setIntegerRange(y, 0, std::max(high, 4));
    styleAxis(y, palette, tr("Rounds"));
    setAxes(chart, x, y);
    return chart;
}

} // namespace tornei
