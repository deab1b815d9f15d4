#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <thread>
#include <vector>

namespace lookalike {

// The number of threads to use when a caller asks for `requested` (0: one per core).
inline int threadCount(int requested)
{
    if (requested > 0)
        return requested;
    return std::max(1, int(std::thread::hardware_concurrency()));
}

// Runs body(item, worker) for every item in [0, items) on `threads` threads, the calling
// thread being worker 0; items are handed out in order from a shared counter, so a slow item
// does not hold up the others. `tick()` runs on the calling thread between its items, at most
// every `tickEvery` (progress reports, which then need no locking). Returns when every item
// is done. body must be safe to run concurrently for distinct items; it checks any cancel
// flag itself (returning early from an item is enough).
template <typename Body, typename Tick>
void parallelFor(std::size_t items, int threads, Body &&body, Tick &&tick,
                 std::chrono::milliseconds tickEvery = std::chrono::milliseconds(100))
{
    threads = std::max(1, std::min<int>(threads, int(std::min<std::size_t>(items, 1024))));
    std::atomic<std::size_t> next{0};
    auto work = [&](int worker) {
        for (std::size_t i; (i = next.fetch_add(1, std::memory_order_relaxed)) < items;)
            body(i, worker);
    };
    std::vector<std::thread> others;
    others.reserve(std::size_t(threads - 1));
    for (int w = 1; w < threads; ++w)
        others.emplace_back(work, w);
    auto lastTick = std::chrono::steady_clock::now();
    for (std::size_t i; (i = next.fetch_add(1, std::memory_order_relaxed)) < items;) {
        body(i, 0);
        const auto now = std::chrono::steady_clock::now();
        if (now - lastTick >= tickEvery) {
            lastTick = now;
            tick();
        }
    }
    for (std::thread &t : others)
        t.join();
    tick();
}

template <typename Body> void parallelFor(std::size_t items, int threads, Body &&body)
{
    parallelFor(items, threads, std::forward<Body>(body), [] {});
}

} // namespace lookalike
