#include "seating.h"

#include "seatindex.h"
#include "seatingsearch.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace tornei {

namespace {

// What the rounds already seated say of one player.
struct History
{
    int sitOuts = 0;
    int firstDeals = 0;
    int lastFirstDeal = -1;             // the round's index; -1 for never
    int lastSeat = -1;                  // in the latest round played
    std::array<int, SeatCount> seats{}; // rounds played in each seat
    // At tables of three: rounds with the dummy in each seat, and with the
    // dummy 1, 2 or 3 seats after the first dealer (index 0 unused).
    std::array<int, SeatCount> dummySeats{};
    std::array<int, SeatCount> dummyAfterDealer{};
};

using Histories = std::map<int, History>;

int dummySeatOf(const SeatedTable &table)
{
    const auto dummy = std::find(table.seats.begin(), table.seats.end(), SeatedTable::Dummy);
    return dummy == table.seats.end() ? -1 : static_cast<int>(dummy - table.seats.begin());
}

Histories histories(const std::vector<SeatedRound> &earlier)
{
    Histories result;
    for (std::size_t r = 0; r < earlier.size(); ++r) {
        for (int player : earlier[r].sittingOut)
            ++result[player].sitOuts;
        for (const SeatedTable &table : earlier[r].tables) {
            const int dummySeat = dummySeatOf(table);
            for (int s = 0; s < SeatCount; ++s) {
                const int player = table.seats[at(s)];
                if (player < 0)
                    continue;
                History &history = result[player];
                ++history.seats[at(s)];
                history.lastSeat = s;
                if (s == table.firstDealer) {
                    ++history.firstDeals;
                    history.lastFirstDeal = static_cast<int>(r);
                }
                if (dummySeat >= 0)
                    ++history.dummySeats[at(dummySeat)];
                if (dummySeat >= 0 && table.firstDealer >= 0 && table.firstDealer < SeatCount)
                    ++history.dummyAfterDealer[at((dummySeat - table.firstDealer + SeatCount) % SeatCount)];
            }
        }
    }
    return result;
}

// How often each two of `players` (sorted) have shared a table, players ×
// players by their place in `players`; players no longer present are left out.
std::vector<int> meetings(const std::vector<int> &players, const std::vector<SeatedRound> &earlier)
{
    const int n = static_cast<int>(players.size());
    std::vector<int> met(at(n * n), 0);
    for (const SeatedRound &round : earlier) {
        for (const SeatedTable &table : round.tables) {
            std::vector<int> here;
            for (int player : table.seats) {
                const auto found = std::lower_bound(players.begin(), players.end(), player);
                if (player >= 0 && found != players.end() && *found == player)
                    here.push_back(static_cast<int>(found - players.begin()));
            }
            for (std::size_t i = 0; i < here.size(); ++i) {
                for (std::size_t j = 0; j < i; ++j) {
                    ++met[at(here[i] * n + here[j])];
                    ++met[at(here[j] * n + here[i])];
                }
            }
        }
    }
    return met;
}

// How many of `earlier`'s rounds each of `players` (sorted) had at a table of
// three, by their place in `players`.
std::vector<int> roundsAtThree(const std::vector<int> &players, const std::vector<SeatedRound> &earlier)
{
    std::vector<int> threes(players.size(), 0);
    for (const SeatedRound &round : earlier) {
        for (const SeatedTable &table : round.tables) {
            if (std::count(table.seats.begin(), table.seats.end(), SeatedTable::Dummy) == 0)
                continue;
            for (int player : table.seats) {
                const auto found = std::lower_bound(players.begin(), players.end(), player);
                if (player >= 0 && found != players.end() && *found == player)
                    ++threes[static_cast<std::size_t>(found - players.begin())];
            }
        }
    }
    return threes;
}

// With five present, who sits out: one of those who have sat out least (so
// nobody sits out twice before everyone has once), then the one whose
// absence leaves the table whose pairs have met least, then the first.
int sitterOf(const std::vector<int> &players, const Histories &histories, const std::vector<int> &met)
{
    const int n = static_cast<int>(players.size());
    const auto sitOuts = [&](int i) {
        const auto found = histories.find(players[at(i)]);
        return found == histories.end() ? 0 : found->second.sitOuts;
    };
    const auto metWithout = [&](int out) {
        std::int64_t sum = 0;
        for (int a = 0; a < n; ++a) {
            for (int b = a + 1; b < n; ++b) {
                if (a != out && b != out)
                    sum += std::int64_t{met[at(a * n + b)]} * met[at(a * n + b)];
            }
        }
        return sum;
    };
    int best = 0;
    for (int i = 1; i < n; ++i) {
        if (std::make_tuple(sitOuts(i), metWithout(i)) < std::make_tuple(sitOuts(best), metWithout(best)))
            best = i;
    }
    return best;
}

// Places `players` (three or four) at the table numbered `tableIndex` + 1 of
// round `round` + 1: who deals first, where the dummy sits and who sits where.
// Every placement is tried, the first that is best by, in turn:
// - the first dealer has been first dealer no more often than anyone else
//   at the table (a condition, not a preference);
// - the dummy sits where these players have seen it least often relative
//   to the first dealer, then where it is its turn by the round number
//   (1, 2, 3 seats after the first dealer, round after round);
// - fewest players in the seat index they had in their latest round;
// - the dummy in the seat index these players have seen it in least, then
//   the one whose turn it is;
// - the first dealer the one whose last first deal is longest ago;
// - fewest players in seat indexes they have often had;
// - the first dealer's seat index the one whose turn it is.
SeatedTable placeAtTable(const std::vector<int> &players, const Histories &histories, int round, int tableIndex)
{
    static const History none;
    const auto history = [&](int player) -> const History & {
        const auto found = histories.find(player);
        return found == histories.end() ? none : found->second;
    };
    int fewestDeals = history(players.front()).firstDeals;
    for (int player : players)
        fewestDeals = std::min(fewestDeals, history(player).firstDeals);

    const bool three = players.size() == 3;
    std::array<int, SeatCount> seats{SeatedTable::Dummy, SeatedTable::Dummy, SeatedTable::Dummy, SeatedTable::Dummy};
    std::copy(players.begin(), players.end(), seats.begin());
    std::sort(seats.begin(), seats.end());

    using Score = std::tuple<int, int, int, int, int, int, int, int>;
    SeatedTable best;
    Score bestScore;
    bool found = false;
    do {
        const int dummySeat = three ? dummySeatOf(SeatedTable{seats, 0}) : -1;
        int sameSeat = 0;
        int seatSpread = 0;
        int dummySpread = 0;
        for (int s = 0; s < SeatCount; ++s) {
            const int player = seats[at(s)];
            if (player < 0)
                continue;
            sameSeat += history(player).lastSeat == s ? 1 : 0;
            seatSpread += history(player).seats[at(s)];
            dummySpread += three ? history(player).dummySeats[at(dummySeat)] : 0;
        }
        const int dummyTurn = three ? (dummySeat - (round + tableIndex) % SeatCount + SeatCount) % SeatCount : 0;
        for (int dealer = 0; dealer < SeatCount; ++dealer) {
            const int player = seats[at(dealer)];
            if (player < 0 || history(player).firstDeals != fewestDeals)
                continue;
            int afterSpread = 0;
            int afterTurn = 0;
            if (three) {
                const int after = (dummySeat - dealer + SeatCount) % SeatCount;
                for (int p : players)
                    afterSpread += history(p).dummyAfterDealer[at(after)];
                afterTurn = (after - 1 - round % 3 + 3) % 3;
            }
            const int dealerTurn = (dealer - (round + tableIndex) % SeatCount + SeatCount) % SeatCount;
            const Score score{afterSpread, afterTurn, sameSeat, dummySpread, dummyTurn, history(player).lastFirstDeal,
                              seatSpread,  dealerTurn};
            if (!found || score < bestScore) {
                found = true;
                bestScore = score;
                best = SeatedTable{seats, dealer};
            }
        }
    } while (std::next_permutation(seats.begin(), seats.end()));
    return best;
}

// The players seated or sitting out in `round`, sorted.
std::vector<int> presentAt(const SeatedRound &round)
{
    std::vector<int> players = round.sittingOut;
    for (const SeatedTable &table : round.tables)
        std::copy_if(table.seats.begin(), table.seats.end(), std::back_inserter(players), [](int p) { return p >= 0; });
    std::sort(players.begin(), players.end());
    return players;
}

// Each table's players in order, the tables in order: a round's pairings in a
// form that two rounds can be compared in.
TableGroups sorted(TableGroups tables)
{
    for (std::vector<int> &table : tables)
        std::sort(table.begin(), table.end());
    std::sort(tables.begin(), tables.end());
    return tables;
}

// `round`'s tables by the places of their players in `players` (sorted).
TableGroups groupsOf(const SeatedRound &round, const std::vector<int> &players)
{
    TableGroups tables;
    for (const SeatedTable &table : round.tables) {
        tables.emplace_back();
        for (int player : table.seats) {
            if (player >= 0)
                tables.back().push_back(
                    static_cast<int>(std::lower_bound(players.begin(), players.end(), player) - players.begin()));
        }
    }
    return sorted(std::move(tables));
}

// Who shares a table in the round after `earlier`, by places in `players`.
// The rounds at the end of `earlier` that had just these players follow one
// plan, made for the rest of the event from the round they were first all
// there: a plan made afresh from each round would lose what the first one
// found (a design with no repeat, say), since every search starts over.
// Nothing is kept between calls, so the plan is made again each time, the
// same plan (the search is deterministic). Rounds that do not follow it
// (seated some other way) have the rest of the event planned afresh.
TableGroups plannedTables(const std::vector<int> &players, const std::vector<int> &sizes,
                          const std::vector<SeatedRound> &earlier, int totalRounds)
{
    const int n = static_cast<int>(players.size());
    std::size_t start = earlier.size();
    while (start > 0 && presentAt(earlier[start - 1]) == players)
        --start;
    const std::vector<SeatedRound> before(earlier.begin(), earlier.begin() + static_cast<std::ptrdiff_t>(start));
    const std::size_t done = earlier.size() - start;
    const int left = totalRounds - static_cast<int>(start);
    const std::vector<TableGroups> plan =
        planRounds(n, sizes, std::max(left, 1), meetings(players, before), roundsAtThree(players, before));
    bool followed = done < plan.size();
    for (std::size_t i = 0; followed && i < done; ++i)
        followed = sorted(plan[i]) == groupsOf(earlier[start + i], players);
    if (followed)
        return plan[done];
    const int stillLeft = totalRounds - static_cast<int>(earlier.size());
    return planRounds(n, sizes, std::max(stillLeft, 1), meetings(players, earlier), roundsAtThree(players, earlier))
        .front();
}

} // namespace

std::vector<int> tableSizes(int players)
{
    if (players < 3)
        return {};
    if (players == 5)
        return {4};
    const int threes = (4 - players % 4) % 4;
    std::vector<int> sizes(at((players - 3 * threes) / 4), 4);
    sizes.insert(sizes.end(), at(threes), 3);
    return sizes;
}

SeatedRound seatRound(const std::vector<int> &present, const std::vector<SeatedRound> &earlier, int totalRounds)
{
    std::vector<int> players;
    std::copy_if(present.begin(), present.end(), std::back_inserter(players), [](int p) { return p >= 0; });
    std::sort(players.begin(), players.end());
    players.erase(std::unique(players.begin(), players.end()), players.end());
    const int n = static_cast<int>(players.size());

    SeatedRound round;
    const std::vector<int> sizes = tableSizes(n);
    if (sizes.empty())
        return round;
    const Histories history = histories(earlier);
    const std::vector<int> met = meetings(players, earlier);

    TableGroups tables;
    if (n == 5) {
        // Who sits out decides every pairing, so there is nothing to plan.
        const int out = sitterOf(players, history, met);
        round.sittingOut.push_back(players[at(out)]);
        tables.emplace_back();
        for (int i = 0; i < n; ++i) {
            if (i != out)
                tables.back().push_back(i);
        }
    } else {
        tables = plannedTables(players, sizes, earlier, totalRounds);
    }
    for (std::vector<int> &table : tables) {
        for (int &player : table)
            player = players[at(player)];
        std::sort(table.begin(), table.end());
    }
    // Tables of four first, each size in the order of their first players.
    std::sort(tables.begin(), tables.end(), [](const std::vector<int> &a, const std::vector<int> &b) {
        return std::make_tuple(-static_cast<int>(a.size()), a.front()) <
               std::make_tuple(-static_cast<int>(b.size()), b.front());
    });
    const int roundIndex = static_cast<int>(earlier.size());
    for (std::size_t t = 0; t < tables.size(); ++t)
        round.tables.push_back(placeAtTable(tables[t], history, roundIndex, static_cast<int>(t)));
    return round;
}

} // namespace tornei
