#pragma once

#include "rating.h"
#include "record.h"

#include <QDate>
#include <QDateTime>
#include <QString>
#include <QStringList>
#include <array>
#include <cstdlib>
#include <optional>
#include <vector>

namespace tornei {

// A mean of whole numbers rounded to hundredths from its exact value, half
// away from zero: 943 / 40 = 23.575 gives 23.58, where rounding the nearest
// double (23.57499…) would give 23.57. 0 for no values.
inline double meanToHundredths(long long sum, int count)
{
    if (count <= 0)
        return 0.0;
    const long long hundredths = (std::llabs(sum) * 200 + count) / (2LL * count);
    return static_cast<double>(sum < 0 ? -hundredths : hundredths) / 100.0;
}

// A season: the games played from `from` to `to`, both days included, either
// end open. A game's day is the date of its `started` as the record writes it
// (at the table, in its own UTC offset: the date `export` and `games --json`
// show), so every viewer, every laptop and the club's server find the same
// games. A game without a `started` of its own (stored before dates were
// kept) is in no range with a bound. Neither end set: every game, and the
// statistics are the ones without a range.
struct DateRange
{
    std::optional<QDate> from;
    std::optional<QDate> to;

    bool bounded() const { return from.has_value() || to.has_value(); }
    // The ends as ISO dates to compare the written dates with; an open end as
    // the first or last day a record can write.
    QString fromIso() const { return from ? from->toString(Qt::ISODate) : QStringLiteral("0000-01-01"); }
    QString toIso() const { return to ? to->toString(Qt::ISODate) : QStringLiteral("9999-12-31"); }
    bool operator==(const DateRange &) const = default;
};

// The figures of one saved player, as the Players screen, its charts and
// `tornei-cli stats` show them. Definitions (the same everywhere):
// - only finished games that are not excluded count ("counted games");
// - a win is the highest total of a game; a shared win is a tie for it and
//   counts in `wins` and in `sharedWins`;
// - round figures count complete rounds of counted games;
// - prediction figures count complete tricks: a prediction is "made" for the
//   rank its suit names (W=1, F=2, S=3, C=4) and "correct" when the player
//   finished the trick at that rank;
// - totals and winners are those of the rules engine's replay;
// - every average and rate is rounded by meanToHundredths;
// - over a DateRange, every figure (the rating too) is the one a database
//   holding only that range's games would give.
struct PredictionFigures
{
    int rank = 0; // 1..4
    int made = 0;
    int correct = 0;
    // Percent of the predictions made that were correct, to hundredths (0 without one).
    double rate() const { return meanToHundredths(100LL * correct, made); }
};

// A player's complete tricks by the rank predicted (the prediction card's
// suit) and the rank their joust card got: [predicted - 1][got - 1]. A row
// sums to that rank's PredictionFigures::made, the diagonal is `correct`.
using RankMatrix = std::array<std::array<int, 4>, 4>;

struct PredictionMatrix
{
    RankMatrix leading{};   // the tricks the player led
    RankMatrix following{}; // the tricks someone else led
    RankMatrix all() const
    {
        RankMatrix sum{};
        for (std::size_t p = 0; p < 4; ++p) {
            for (std::size_t g = 0; g < 4; ++g)
                sum[p][g] = leading[p][g] + following[p][g];
        }
        return sum;
    }
};

// The columns that keep a PredictionMatrix in the local file and on the
// club's server (game_results and player_figures; game_seats and
// player_figures there), in the order of its cells: the tricks led, then the
// others, each by rank predicted, then rank got ("lead_p1_g1" …).
inline QStringList predictionMatrixColumns()
{
    QStringList columns;
    for (const QString &side : {QStringLiteral("lead"), QStringLiteral("follow")}) {
        for (int predicted = 1; predicted <= 4; ++predicted) {
            for (int got = 1; got <= 4; ++got)
                columns << QStringLiteral("%1_p%2_g%3").arg(side).arg(predicted).arg(got);
        }
    }
    return columns;
}

// Reads a PredictionMatrix from its 32 columns, from `first` on.
template <typename Row> void readPredictionMatrix(const Row &row, int first, PredictionMatrix &matrix)
{
    int column = first;
    for (RankMatrix *side : {&matrix.leading, &matrix.following}) {
        for (std::array<int, 4> &predicted : *side) {
            for (int &count : predicted)
                count = row.value(column++).toInt();
        }
    }
}

// The games two players both played (counted games), compared by total.
struct HeadToHead
{
    qint64 opponent = 0;  // saved player
    QString opponentName; // the saved name
    int games = 0;
    int above = 0; // this player's total was higher
    int below = 0;
    int equal = 0;
};

// One counted game of a player, for "scores over time" (StatisticsQueries::scoresOverTime).
struct ScorePoint
{
    QDateTime started; // when it was played, in its own UTC offset
    qint64 game = 0;
    int total = 0;
};

// The games played only among a group of players: the counted games in which
// every seated player is one of the group, and each one's wins in them. A
// shared win is split evenly among its winners (1/2 each for a 2-way tie).
struct GroupWins
{
    struct Player
    {
        qint64 player = 0;
        int wins = 0; // games won, including shared wins
        int sharedWins = 0;
        double share = 0; // wins alone plus the parts of shared wins
    };
    int games = 0;
    std::vector<Player> players; // the group in the order asked, zeros without a win
};

struct PlayerStatistics
{
    qint64 player = 0;
    QString name;  // the saved name
    int games = 0; // counted games
    int wins = 0;  // including shared wins
    int sharedWins = 0;
    // Rounded to hundredths (meanToHundredths), as every screen and the CLI show them;
    // so are the rates below.
    double averageGameScore = 0;  // mean total over counted games (0 without any)
    double averageRoundScore = 0; // mean score over complete rounds of counted games
    int completeRounds = 0;
    std::array<PredictionFigures, 4> predictions{}; // ranks 1..4 in order
    PredictionMatrix predictionMatrix;              // the same tricks, by the rank got
    int zeroTrickRounds = 0;                        // complete rounds with no trick won
    // [k]: complete rounds in which the player won k tricks (k = 0..7).
    std::array<int, TricksPerRound + 1> tricksWonPerRound{};
    // Percent of counted games won (shared wins included), to hundredths.
    double winRate() const { return meanToHundredths(100LL * wins, games); }
    // Mean tricks won over complete rounds, to hundredths.
    double tricksPerRound() const
    {
        long long tricks = 0;
        for (int k = 0; k <= TricksPerRound; ++k)
            tricks += static_cast<long long>(k) * tricksWonPerRound[static_cast<std::size_t>(k)];
        return meanToHundredths(tricks, completeRounds);
    }
    // After every counted game, in the order they were played (PlayerRatings).
    Rating rating;
    std::optional<qint64> bestGame; // the counted game with the highest total (earliest on a tie)
    int bestScore = 0;
    // Every other player met in a counted game, by name (code-point order).
    std::vector<HeadToHead> headToHead;
};

} // namespace tornei
