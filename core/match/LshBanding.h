#pragma once

#include "base/Mix64.h"

#include <cstdint>
#include <span>

namespace lookalike {

// LSH banding over MinHash vectors (Indyk-Motwani; Haveliwala et al.'s "k of m signatures in
// l tables"): the k values are cut into b bands of r rows; two documents become a candidate
// pair when all r values of at least one band agree.
//
// A pair of resemblance s agrees on one band with probability s^r, so it is found with
// probability P(s) = 1 - (1 - s^r)^b: an S-curve that is steep around (1/b)^(1/r).
// chooseBanding() takes the largest r (fewest false candidates) whose b = floor(k / r)
// bands still find a pair at the threshold t with P(t) >= recall. For k = 128:
//   t = 0.8: r = 6, b = 21: P(0.8) = 1 - (1 - 0.262)^21 = 0.9983 (r = 7, b = 18 gives 0.985)
//   t = 0.5: r = 3, b = 42: P(0.5) = 1 - (1 - 0.125)^42 = 0.9964 (r = 4, b = 32 gives 0.873)
//   t = 0.3: r = 2, b = 64: P(0.3) = 1 - (1 - 0.09)^64  = 0.9976
// (datasketch's default for t = 0.8 uses b = 9, r = 13 of 128 and finds a pair at 0.8 with
// P = 0.40.)
struct Banding
{
    int bands = 0;
    int rows = 0;
    // 1 - (1 - s^rows)^bands
    double probabilityFound(double resemblance) const;
};

// The banding for k MinHash values, threshold t in (0, 1] and the wanted recall at t, with at
// least minRows rows (keys of 16-bit values need 2 rows, or unrelated documents share a band
// with probability 2^-16; below t = 0.28 for k = 128 the recall target then falls short and
// the sample index has to find the pair).
Banding chooseBanding(int k, double threshold, double recall = 0.995, int minRows = 1);

// The key of band `band` of a MinHash vector (of 32- or 16-bit values): a 64-bit hash of its
// r values and the band number.
template <typename Value>
std::uint64_t bandKey(std::span<const Value> minHash, const Banding &banding, int band)
{
    std::uint64_t h = mix64(0x243f6a8885a308d3ULL ^ std::uint64_t(band));
    const auto first = static_cast<std::size_t>(band) * static_cast<std::size_t>(banding.rows);
    for (int i = 0; i < banding.rows; ++i)
        h = mix64(h ^ (minHash[first + static_cast<std::size_t>(i)] + (std::uint64_t(i) << 32)));
    return h;
}

// The same for 16-bit values, cheaper: up to 4 values are packed into one word (exactly: two
// bands agree iff their words do) and mixed once; more are folded as bandKey does.
inline std::uint64_t bandKey16(std::span<const std::uint16_t> minHash, const Banding &banding, int band)
{
    const auto first = static_cast<std::size_t>(band) * static_cast<std::size_t>(banding.rows);
    if (banding.rows > 4)
        return bandKey(minHash, banding, band);
    std::uint64_t packed = 0;
    for (int i = 0; i < banding.rows; ++i)
        packed |= std::uint64_t(minHash[first + static_cast<std::size_t>(i)]) << (16 * i);
    return mix64(packed ^ (std::uint64_t(band) << 58) ^ 0x243f6a8885a308d3ULL);
}

} // namespace lookalike
