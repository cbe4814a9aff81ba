#pragma once
// The search behind a club event's seating: who shares a table with whom in
// each round left of the event, so that pairs meet again as seldom as the
// numbers allow. It knows players only as 0..n-1, and nothing of seats,
// dealers or who sits out.
#include <cstdint>
#include <vector>

namespace tornei {

// One round's tables, each the players at it.
using TableGroups = std::vector<std::vector<int>>;

// The cost a plan minimises: first the meetings beyond the first (repeats,
// pair by pair), then the sum over players of the squared count of rounds at
// a table of three (so that the tables of three, with fewer opponents and the
// dummy, fall to everyone in turn), then the sum of the pairs' squared
// meetings, which spreads the repeats that cannot be avoided.
struct PairingCost
{
    std::int64_t repeats = 0;
    std::int64_t threes = 0;
    std::int64_t squares = 0;

    friend auto operator<=>(const PairingCost &, const PairingCost &) = default;
};

// Plans `rounds` rounds (at least one) of `players` players at tables of
// `sizes` (which add up to `players`), given `met`, players × players, how
// often each pair has met already, and `threes`, how many rounds each player
// has had at a table of three. Each round's tables come in the order of
// `sizes`. Deterministic: a greedy start improved by swaps with a fixed
// pseudo-random sequence and a fixed budget of tries, never by the clock.
std::vector<TableGroups> planRounds(int players, const std::vector<int> &sizes, int rounds,
                                    const std::vector<int> &met, const std::vector<int> &threes);

// The cost of `met` (players × players) over its pairs and of `threes` over its players.
PairingCost pairingCost(int players, const std::vector<int> &met, const std::vector<int> &threes = {});

} // namespace tornei
