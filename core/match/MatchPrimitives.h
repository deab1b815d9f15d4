#pragma once

// Internal to core/match (the matcher's .cpp files; not a public header): how candidate pairs
// and sample postings are packed into 64-bit words and the radix sort they go through. The
// rules that decide (margins, judge()) are in MatchRules.h. Inline: the matcher's hot loops
// call them.

#include "match/MatchRules.h"
#include "match/Matcher.h"
#include "match/SketchTable.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace lookalike::matching {

inline bool cancelled(const std::atomic_bool *cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

// A candidate pair: table indices a < b (each < 2^29) and its PairSource bits.
inline std::uint64_t candidate(std::uint32_t a, std::uint32_t b, std::uint8_t sources)
{
    if (a > b)
        std::swap(a, b);
    return (std::uint64_t(a) << 32) | (std::uint64_t(b) << 3) | sources;
}
inline std::uint32_t candidateA(std::uint64_t c)
{
    return std::uint32_t(c >> 32);
}
inline std::uint32_t candidateB(std::uint64_t c)
{
    return std::uint32_t(c) >> 3;
}
inline std::uint8_t candidateSources(std::uint64_t c)
{
    return std::uint8_t(c & 7);
}

// The pair key of the sample counts: a < b.
inline std::uint64_t pairKey(std::uint32_t a, std::uint32_t b)
{
    if (a > b)
        std::swap(a, b);
    return (std::uint64_t(a) << 32) | b;
}

// Sorts 64-bit words by their bits [fromBit, 64), stably (LSD radix, 16-bit digits).
inline void radixSort(std::vector<std::uint64_t> &a, std::vector<std::uint64_t> &tmp, int fromBit)
{
    if (a.size() < 4096) {
        std::stable_sort(a.begin(), a.end(), [fromBit](std::uint64_t x, std::uint64_t y) {
            return (x >> fromBit) < (y >> fromBit);
        });
        return;
    }
    tmp.resize(a.size());
    std::vector<std::uint32_t> count(65537);
    for (int shift = fromBit; shift < 64; shift += 16) {
        if (shift != fromBit) // zero from the constructor for the first pass
            std::fill(count.begin(), count.end(), 0);
        for (std::uint64_t v : a)
            ++count[((v >> shift) & 0xffff) + 1];
        if (count[((a[0] >> shift) & 0xffff) + 1] == a.size())
            continue; // one digit everywhere: nothing moves
        for (std::size_t d = 1; d < count.size(); ++d)
            count[d] += count[d - 1];
        for (std::uint64_t v : a)
            tmp[count[(v >> shift) & 0xffff]++] = v;
        a.swap(tmp);
    }
}

// A posting: the 32-bit sample key, the value's trailing-zero group, the document index.
constexpr int kDocBits = 27;
constexpr std::uint64_t kDocMask = (1ULL << kDocBits) - 1;
inline std::uint64_t posting(std::uint32_t key, int zeros, std::uint32_t doc)
{
    return (std::uint64_t(key) << 32) | (std::uint64_t(zeros) << kDocBits) | doc;
}
inline std::uint32_t postingKey(std::uint64_t p)
{
    return std::uint32_t(p >> 32);
}
inline int postingZeros(std::uint64_t p)
{
    return int((p >> kDocBits) & 31);
}
inline std::uint32_t postingDoc(std::uint64_t p)
{
    return std::uint32_t(p & kDocMask);
}

} // namespace lookalike::matching
