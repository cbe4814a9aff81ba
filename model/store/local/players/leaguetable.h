#pragma once

#include "statistics.h"

#include <optional>
#include <vector>

namespace tornei {

// One line of a league table: a player's statistics (over the table's range)
// and their place, none when they played fewer games than the minimum.
struct LeagueRow
{
    std::optional<int> rank;
    PlayerStatistics player;
};

// A league table (`tornei-cli stats --league`, the Players screen's League
// table): every player given, ranked by rating (the ordinal μ − 3σ, highest
// first); equal ordinals share a rank (1, 1, 3) and are listed by name in
// code-point order. Players with fewer counted games than the minimum follow
// the ranked ones, in the same order, without a rank. Knows nothing of where
// the statistics come from.
class LeagueTable
{
public:
    LeagueTable() = delete;

    static std::vector<LeagueRow> rank(std::vector<PlayerStatistics> players, int minimumGames);

    // The app's settings key of the club's minimum (the Settings dialog
    // writes it, `stats --league` reads it), and the minimum without one.
    static constexpr const char *MinimumGamesKey = "players/leagueMinimumGames";
    static constexpr int DefaultMinimumGames = 1;
};

} // namespace tornei
