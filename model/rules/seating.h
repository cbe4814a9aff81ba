#pragma once
// A club event's seating: which players sit at which table, in which seat, in
// one round. Players are indexes into the event's list of players, so the
// seating knows nothing of names or of the club's ids.
#include "record.h"

#include <array>
#include <vector>

namespace tornei {

// One table of a round: the player in each seat, as a record's seats are, or
// -1 for the dummy's seat at a table of three; the first round's dealer is a
// seat index, never the dummy's.
struct SeatedTable
{
    static constexpr int Dummy = -1;
    std::array<int, SeatCount> seats{Dummy, Dummy, Dummy, Dummy};
    int firstDealer = 0;

    friend bool operator==(const SeatedTable &, const SeatedTable &) = default;
};

// A round: its tables, numbered from 1 in order, and who sits it out.
struct SeatedRound
{
    std::vector<SeatedTable> tables;
    std::vector<int> sittingOut;

    friend bool operator==(const SeatedRound &, const SeatedRound &) = default;
};

// The table sizes for `players` present: tables of four, and tables of three
// only when the count is not a multiple of four (the fewest that make it);
// five is one table of four and one player sitting out. Empty when fewer than
// three (nobody can be seated).
std::vector<int> tableSizes(int players);

// Seats `present` (distinct player indexes, in any order) for round number
// earlier.size() + 1 of an event of `totalRounds` rounds, given the rounds
// already seated, which may have had other players present (late arrivals,
// someone who left). Deterministic: the same arguments always give the same
// seating. Tables of four come first, then tables of three. With fewer than
// three present the round has no tables and nobody sitting out.
//
// Pairings are planned for every round left of the event at once, on the
// assumption that the present players stay, so that repeat meetings over the
// event are as few as the numbers allow, and then so that the rounds at tables
// of three fall to everyone as evenly as they can without a repeat more; the
// first planned round is returned.
// Rounds seated this way with the same players follow one plan, made from
// the round they were first all there.
// Who sits out (only ever with five present), who deals first and where the
// dummy sits rotate over the rounds already seated.
SeatedRound seatRound(const std::vector<int> &present, const std::vector<SeatedRound> &earlier, int totalRounds);

} // namespace tornei
