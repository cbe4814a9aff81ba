#pragma once
// A club night's seating: which players sit at which table, in which seat, in
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

} // namespace tornei
