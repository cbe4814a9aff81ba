#include "leaguetable.h"

#include <algorithm>

namespace tornei {

std::vector<LeagueRow> LeagueTable::rank(std::vector<PlayerStatistics> players, int minimumGames)
{
    // Unicode code-point order (UTF-8 byte order), as the statistics list names.
    const auto before = [](const PlayerStatistics &a, const PlayerStatistics &b) {
        const double ordinalA = a.rating.ordinal();
        const double ordinalB = b.rating.ordinal();
        if (ordinalA != ordinalB)
            return ordinalA > ordinalB;
        return a.name.toUtf8() < b.name.toUtf8();
    };
    std::stable_partition(players.begin(), players.end(),
                          [minimumGames](const PlayerStatistics &p) { return p.games >= minimumGames; });
    const auto unranked = std::find_if(players.begin(), players.end(),
                                       [minimumGames](const PlayerStatistics &p) { return p.games < minimumGames; });
    std::sort(players.begin(), unranked, before);
    std::sort(unranked, players.end(), before);
    std::vector<LeagueRow> rows;
    rows.reserve(players.size());
    const auto ranked = static_cast<std::size_t>(unranked - players.begin());
    for (std::size_t i = 0; i < players.size(); ++i) {
        LeagueRow row;
        if (i < ranked) {
            // Equal ordinals share the place of the first of them.
            const bool tied = i > 0 && rows[i - 1].player.rating.ordinal() == players[i].rating.ordinal();
            row.rank = tied ? rows[i - 1].rank : std::optional<int>(static_cast<int>(i) + 1);
        }
        row.player = std::move(players[i]);
        rows.push_back(std::move(row));
    }
    return rows;
}

} // namespace tornei
