#pragma once

#include "replay.h"

#include <QCoreApplication>
#include <QDate>
#include <QByteArray>
#include <QDateTime>
#include <QPalette>
#include <QString>

#include <array>
#include <functional>
#include <vector>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace tornei {

// 1. A game's cumulative score by round, one line per player.
struct GameScoreLine
{
    QString player;
    std::vector<int> cumulative; // total after round 1, 2, ... (only the rounds played so far)
};
struct GameScoreData
{
    int roundsInGame = 0; // the x axis runs from 0 to this, even before the game is over
    std::vector<GameScoreLine> lines;
};

// 2. Players' game scores over time, with a moving average.
struct DatedScore
{
    QDateTime when;
    int score = 0;
    qint64 game = 0; // the same game of several players stands at one place
};
struct ScoreHistoryData
{
    QString player;
    std::vector<DatedScore> games; // any order; drawn in the order played
    // Games in the moving average (the first games average what there is);
    // 0: chosen from the number of games, so that years of games still show a trend.
    int averageWindow = 0;
    static int windowFor(std::size_t games);
};

// One player's rating after each of their games (PlayerRatings), oldest first.
struct DatedRating
{
    QDateTime when;
    double mu = 0;
    double ordinal = 0; // the rating shown: μ − 3σ
    qint64 game = 0;
    QByteArray order; // the ratings' order among games of the same instant
};

struct RatingHistoryData
{
    QString player;
    std::vector<DatedRating> points;
};

// 3. Correct-prediction rate by predicted rank (1st..4th), one bar group per player.
struct RankPredictions
{
    int made = 0;
    int correct = 0;
};
struct PlayerPredictions
{
    QString player;
    std::array<RankPredictions, 4> byRank{}; // [rank - 1]
};
using PredictionRateData = std::vector<PlayerPredictions>;

// 4. Win share in the games played only among a group of players (GroupWins).
struct PlayerWins
{
    QString player;
    int wins = 0;       // games won, including shared wins
    int sharedWins = 0; // games whose win was shared (a tie for the highest total)
    double share = 0;   // wins alone plus the parts of shared wins (1/2 each for a 2-way tie)
};
struct WinShareData
{
    int games = 0; // the games played only among the group (at least one)
    std::vector<PlayerWins> players;
};

// 5. How many tricks a player won per round: rounds with 0, 1, ... 7 tricks.
struct PlayerTrickCounts
{
    QString player;
    std::array<int, TricksPerRound + 1> rounds{}; // [tricks won] = number of rounds
};
using TrickDistributionData = std::vector<PlayerTrickCounts>;

// Builds a chart for a palette. Owners keep one so that they can build the
// chart again after a language or theme change, or at another size for export.
using ChartBuilder = std::function<QChart *(const QPalette &palette)>;

// Every chart of the app, built from plain data: titles, legends, axis titles
// and ticks, in the current language and coloured for the palette (light or
// dark, as ChartStyle says). The caller owns the returned chart. Knows nothing of storage or
// widgets beyond Qt Charts, so moving to another chart library stays local.
class Charts
{
    Q_DECLARE_TR_FUNCTIONS(tornei::Charts)

public:
    Charts() = delete;

    static QChart *gameScores(const GameScoreData &data, const QPalette &palette);
    // Over time, one player's with a second line (the moving average, the
    // mean), or several players' one line each. The x axis is the games in
    // the order played, evenly spaced, labelled with the evening's date.
    static QChart *scoreHistory(const ScoreHistoryData &data, const QPalette &palette);
    static QChart *scoreHistory(const std::vector<ScoreHistoryData> &players, const QPalette &palette);
    static QChart *ratingHistory(const RatingHistoryData &data, const QPalette &palette);
    static QChart *ratingHistory(const std::vector<RatingHistoryData> &players, const QPalette &palette);
    static QChart *predictionRates(const PredictionRateData &data, const QPalette &palette);
    static QChart *winShare(const WinShareData &data, const QPalette &palette);
    static QChart *trickDistribution(const TrickDistributionData &data, const QPalette &palette);
    // No chart, only a sentence saying why (e.g. nothing to show).
    static QChart *message(const QString &text, const QPalette &palette);

    // A game's cumulative scores from its replay (complete rounds only).
    static GameScoreData gameScoreData(const Replay &replay);
    // The moving average of scores in date order: entry i averages games
    // max(0, i - window + 1) .. i.
    static std::vector<double> movingAverage(const std::vector<int> &scores, int window);
    // Integer axis ticks covering [min, max]: a step of 1, 2 or 5 x 10^n giving
    // at most maxTicks intervals. Returns {low, high, step}.
    struct IntegerTicks
    {
        int low = 0;
        int high = 0;
        int step = 1;
        int tickCount() const { return (high - low) / step + 1; }
    };
    static IntegerTicks integerTicks(int min, int max, int maxIntervals = 8);
    // The percent axis of the prediction chart: a little below the lowest
    // to a little above the highest rate, on round ticks within 0..100.
    struct RateRange
    {
        int low = 0;
        int high = 100;
        int step = 20;
        int tickCount() const { return (high - low) / step + 1; }
    };
    static RateRange rateRange(double lowest, double highest);
    // Whether value labels `labelWidth` wide fit above bars of `sets` sets
    // in `categories` groups across a plot `plotWidth` wide.
    static bool labelsFit(qreal plotWidth, int categories, qsizetype sets, qreal barWidth, qreal labelWidth);

    // The evening a game belongs to: its date, a game after midnight (before
    // 05:00) counting with the evening before, as the players remember it.
    static QDate eveningOf(const QDateTime &when);
    // The labels of the games' axis: at the first game of an evening (x =
    // its place, 1 for the first game), never closer than `minGap` games to
    // the previous label, each a different date. `evenings` holds each
    // game's evening, in order.
    struct EveningLabel
    {
        qreal x = 0;
        QDate evening;
    };
    static std::vector<EveningLabel> eveningLabels(const std::vector<QDate> &evenings, qreal minGap);
};

} // namespace tornei
