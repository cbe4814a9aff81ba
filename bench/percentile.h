#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

// The value `p` (0 to 1) of the way through `values` in order, the nearest
// one; 0 for none. Every benchmark's p50 and p99 are this.
inline double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const auto index = static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5);
    return values[std::min(index, values.size() - 1)];
}
