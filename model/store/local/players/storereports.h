#pragma once

#include "json.h"
#include "leaguetable.h"
#include "statistics.h"

#include <vector>

namespace tornei {

struct GameSummary;

// The JSON of `tornei-cli games` and `stats` (record-format.md's neighbours in
// the README): what the store lists, written as the tool prints it. Reports
// does the same for one record's `score` and `check`.
class StoreReports
{
public:
    // One object per game, in the order given.
    static JsonValue gamesJson(const std::vector<GameSummary> &games);
    // {"players": [...]}; averages with at most two decimals, as the
    // statistics round them.
    static JsonValue statsJson(const std::vector<PlayerStatistics> &players);
    // {"minGames": N, "players": [...]}: each row's rank (null when unranked),
    // name, games, wins, shared wins, win rate and average game score (as
    // statsJson rounds them) and rating, in the table's order.
    static JsonValue leagueJson(const std::vector<LeagueRow> &rows, int minimumGames);
    // A figure already rounded to hundredths, as these write one: 2.5, 3.0, 9.25.
    static JsonValue hundredths(double value);
};

} // namespace tornei
