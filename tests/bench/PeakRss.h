#pragma once

#include <sys/resource.h>

// The process's peak resident set size so far, in MB (benchmarks print it).
inline double peakRssMb()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_maxrss) / 1024.0;
}
