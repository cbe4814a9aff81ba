#pragma once
// A club event's seating counted independently of how it was made: the
// rounds of an event seated one after another, the pairs that met more than
// once, and the fewest repeats that any seating could have.
#include "seating.h"

#include <algorithm>
#include <map>
#include <utility>
#include <vector>

namespace tornei::testing {

// Seats `totalRounds` rounds of players 0..players-1, each by seatRound with
// the rounds before it, as a club event does.
inline std::vector<SeatedRound> seatEvent(int players, int totalRounds)
{
    std::vector<int> present;
    for (int p = 0; p < players; ++p)
        present.push_back(p);
    std::vector<SeatedRound> rounds;
    for (int r = 0; r < totalRounds; ++r)
        rounds.push_back(seatRound(present, rounds, totalRounds));
    return rounds;
}

// How often each pair (lower index first) shared a table.
inline std::map<std::pair<int, int>, int> meetingsOf(const std::vector<SeatedRound> &rounds)
{
    std::map<std::pair<int, int>, int> met;
    for (const SeatedRound &round : rounds) {
        for (const SeatedTable &table : round.tables) {
            for (int a : table.seats) {
                for (int b : table.seats) {
                    if (a >= 0 && b >= 0 && a < b)
                        ++met[{a, b}];
                }
            }
        }
    }
    return met;
}

// The meetings beyond each pair's first.
inline int repeatsOf(const std::vector<SeatedRound> &rounds)
{
    int repeats = 0;
    for (const auto &[pair, count] : meetingsOf(rounds))
        repeats += count - 1;
    return repeats;
}

// The fewest repeats `rounds` rounds of `players` players (all present all
// event) can have. Every round seats the same tables (tableSizes), so the
// event holds M = rounds × Σ s(s-1)/2 meetings of pairs; there are only
// C = players(players-1)/2 pairs, and repeats = M − (pairs that met) ≥ M − C.
// (Per player: over the event they meet Σ (table size − 1) opponents, of
// whom at most players − 1 are distinct, and summing that over players and
// halving gives the same figure.) With five, one sits out, so the same count
// holds over the table of four.
inline int repeatBound(int players, int rounds)
{
    int perRound = 0;
    for (int size : tableSizes(players))
        perRound += size * (size - 1) / 2;
    return std::max(0, rounds * perRound - players * (players - 1) / 2);
}

} // namespace tornei::testing
