#pragma once
// Seats, rounds and tricks are ints in the record; the arrays and vectors
// holding them are indexed by size_t.
#include <cstddef>

inline std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}
