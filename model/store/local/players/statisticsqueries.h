#pragma once

#include "playerratings.h"
#include "statistics.h"
#include "storeerror.h"

#include <QCoreApplication>
#include <map>
#include <optional>
#include <vector>

namespace tornei {

struct StoreConnection;

// The players' statistics (GameStore::statistics()) over the counted games
// (finished and not left out): everyone's figures and head to head read from
// what the database keeps per player and per pair (player_figures,
// head_to_head, see Migrations), the charts' series from game_results.
// Only reads the file.
class StatisticsQueries
{
    Q_DECLARE_TR_FUNCTIONS(tornei::GameStore)

public:
    explicit StatisticsQueries(const StoreConnection &connection);
    StatisticsQueries(const StatisticsQueries &) = delete;
    StatisticsQueries &operator=(const StatisticsQueries &) = delete;

    // The statistics of every saved player with at least one counted game,
    // ordered by name in code-point order (see PlayerStatistics).
    std::vector<PlayerStatistics> all(StoreError *error = nullptr) const;
    // One saved player's statistics (zeros without a counted game); nullopt
    // (with the reason) when there is no such player.
    std::optional<PlayerStatistics> player(qint64 player, StoreError *error = nullptr) const;
    // Every counted game of a saved player, oldest first (by when it was
    // played, then id); asked only where a chart shows them.
    std::vector<ScorePoint> scoresOverTime(qint64 player, StoreError *error = nullptr) const;
    // A saved player's rating after each of their counted games, oldest first.
    std::vector<RatingPoint> ratingOverTime(qint64 player, StoreError *error = nullptr) const;
    // The wins in the games played only among these saved players (see GroupWins).
    GroupWins groupWins(const std::vector<qint64> &players, StoreError *error = nullptr) const;

    // The same over the games of a range of dates alone (see DateRange): what
    // the calls above give for a database holding only those games. An
    // unbounded range gives exactly the calls above.
    std::vector<PlayerStatistics> all(const DateRange &range, StoreError *error = nullptr) const;
    std::optional<PlayerStatistics> player(qint64 player, const DateRange &range, StoreError *error = nullptr) const;
    std::vector<ScorePoint> scoresOverTime(qint64 player, const DateRange &range, StoreError *error = nullptr) const;
    std::vector<RatingPoint> ratingOverTime(qint64 player, const DateRange &range, StoreError *error = nullptr) const;
    GroupWins groupWins(const std::vector<qint64> &players, const DateRange &range, StoreError *error = nullptr) const;
    // The players of a counted game's table with the most counted games
    // played only among them (its own and those of a part of it, as
    // groupWins() counts them); at a tie, the larger table, then the one
    // played last. Empty without a counted game.
    std::vector<qint64> busiestTable(const DateRange &range, StoreError *error = nullptr) const;

private:
    // The statistics of one saved player, or of all, by player id, over `range`.
    bool collect(std::optional<qint64> player, const DateRange &range, std::map<qint64, PlayerStatistics> &out,
                 StoreError *error) const;

    const StoreConnection &m_connection;
};

} // namespace tornei
