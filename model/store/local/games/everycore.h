#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

namespace tornei {

// work(i) for every i below `count`, on every core when there are enough
// (eight at least to a thread, so that a few cost no threads), this thread
// among them; returns once all are done. work must touch only the i-th
// item's own data, or what no call changes.
template <typename Work>
void onEveryCore(std::size_t count, const Work &work)
{
    const std::size_t workers =
        std::clamp<std::size_t>(std::thread::hardware_concurrency(), 1, std::max<std::size_t>(1, count / 8));
    std::atomic<std::size_t> taken = 0;
    const auto take = [&] {
        for (std::size_t i = taken++; i < count; i = taken++)
            work(i);
    };
    std::vector<std::thread> threads;
    for (std::size_t t = 1; t < workers; ++t)
        threads.emplace_back(take);
    take();
    for (std::thread &thread : threads)
        thread.join();
}

} // namespace tornei
