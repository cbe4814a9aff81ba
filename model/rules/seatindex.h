#pragma once
// Seats, rounds, tricks and cards are counted in ints, as the record and its
// file are; the arrays and vectors holding them are indexed by size_t.
#include <cstddef>

namespace tornei {

inline std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

} // namespace tornei
