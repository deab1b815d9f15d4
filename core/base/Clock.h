#pragma once
// The clock of the engine's timings (scan, import and matching summaries, progress).
#include <chrono>

namespace lookalike {

using Clock = std::chrono::steady_clock;

// A duration of Clock in seconds.
inline double seconds(Clock::duration d)
{
    return std::chrono::duration<double>(d).count();
}

// The seconds from `t` to now.
inline double secondsSince(Clock::time_point t)
{
    return seconds(Clock::now() - t);
}

} // namespace lookalike
