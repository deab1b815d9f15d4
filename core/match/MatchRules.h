#pragma once

// The matcher's decisions about one pair or one document, as functions of what is known of
// them: which banding pairs, sample counts and boilerplate documents become candidates, and
// the verdict on an estimate. The single-machine Matcher (Matcher.cpp explains the phases)
// and the distributed job's kernels (app/dask/kernels.cpp, called from Python on Dask
// workers) both decide through these, so the two find the same pairs.

#include "match/LshBanding.h"
#include "match/Matcher.h"
#include "match/SketchTable.h"
#include "sketch/Estimate.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>

namespace lookalike::matching {

// Margins under the thresholds at which a pair is still a candidate worth estimating.
constexpr double kBandMargin = 0.15;       // MinHash agreement below t - this: not a resemblance pair
constexpr double kBoilerplateShare = 0.15; // members of common buckets with phi >= t - this
constexpr double kBoilerplateBound = 0.1;  // pairs whose boilerplate bound reaches t - this
constexpr double kCountFactor = 0.75;      // sample counts that may reach 3/4 of a threshold
// Posting lists longer than this many times the cutoff are too common to walk.
constexpr std::size_t kWalkCapFactor = 50;

// The banding of k 16-bit MinHash values at `params`: 2 rows at least (32-bit keys), and at
// most 64 bands (a bit each in a document's mask of common bands).
inline Banding matcherBanding(int k, const MatchParams &params)
{
    const int minRows = std::max(2, (k + 63) / 64);
    return chooseBanding(k, params.threshold, params.recall, minRows);
}

// How phi (a document's share of common MinHash values) is counted over `representatives`:
// the values of every stride-th representative (at most kCountedRepresentatives of them) at each
// position, a value common when its count exceeds `cut`, the common cutoff scaled by the stride.
// The cut never falls below kChanceCount: 131 072 counted documents hold a given 16-bit value at
// a position twice on average by chance (Poisson, 2), and more than 8 times 2.4 in 10^4; with the
// cutoff's cut alone (1 past 8.4 x 10^6 documents) every document looked made of boilerplate.
struct BoilerplateCounting
{
    std::size_t stride = 1;
    std::size_t cut = 1;
};
constexpr std::size_t kCountedRepresentatives = 131072;
constexpr std::size_t kChanceCount = 8;
inline BoilerplateCounting boilerplateCounting(std::size_t representatives, int cutoff)
{
    const std::size_t stride = std::max<std::size_t>(1, representatives / kCountedRepresentatives);
    const std::size_t scaled = std::size_t(cutoff) / stride;
    return {stride, stride > 1 ? std::max(scaled, kChanceCount) : std::max<std::size_t>(1, scaled)};
}

// Band keys are bucketed by their top 32 bits (a collision costs one examined pair, rejected
// by its agreement mask).
inline std::uint32_t bandBucketKey(std::span<const std::uint16_t> minHash, const Banding &banding, int band)
{
    return std::uint32_t(bandKey16(minHash, banding, band) >> 32);
}

// The boilerplate path (Matcher.cpp): members of a common bucket whose share phi of common
// MinHash values reaches the share cut take part, and only pairs whose bound, the resemblance
// of two documents that share nothing but the boilerplate, reaches the bound cut. At low
// thresholds the bound no longer separates unrelated carriers of a header: documents at least
// a quarter boilerplate, pairs bounded at 0.2.
inline double boilerplateShareCut(double threshold)
{
    return std::max(0.25, threshold - kBoilerplateShare);
}
inline double boilerplateBoundCut(double threshold)
{
    return std::max(0.2, threshold - kBoilerplateBound);
}
// Decreasing as either share decreases (a list sorted by share can stop at the first miss).
inline double boilerplateBound(double shareA, double shareB)
{
    return 1.0 / (1.0 / shareA + 1.0 / shareB - 1.0);
}
inline bool boilerplatePair(float shareA, float shareB, double threshold)
{
    const double cut = boilerplateShareCut(threshold);
    return shareA >= cut && shareB >= cut &&
           !(boilerplateBound(double(shareA), double(shareB)) < boilerplateBoundCut(threshold));
}

// Whether all `count` (<= 64) bits from bit `from` of a bit mask are set.
inline bool allSet(const std::uint64_t *words, int from, int count)
{
    const int word = from / 64;
    const int bit = from % 64;
    std::uint64_t v = words[word] >> bit;
    if (bit + count > 64)
        v |= words[word + 1] << (64 - bit);
    const std::uint64_t mask = count >= 64 ? ~0ULL : ((std::uint64_t(1) << count) - 1);
    return (v & mask) == mask;
}

// The band in which banding finds a pair whose MinHash vectors agree where `words` says
// (SketchTable::agreement): the first band where they agree that is not common (bit j of
// `common`: the pair's bucket in band j holds more than the cutoff); when they agree on common
// bands only, the first of those if they are a boilerplatePair(); else -1 (not found by
// banding). The Matcher examines a pair in every bucket it shares and keeps it in this band
// only, so each pair is verified once.
inline int candidateBand(const std::uint64_t *words, std::uint64_t common, const Banding &banding,
                         bool boilerplate)
{
    int firstCommon = -1;
    for (int j = 0; j < banding.bands; ++j) {
        if (!allSet(words, j * banding.rows, banding.rows))
            continue;
        if (!((common >> j) & 1))
            return j;
        if (firstCommon < 0)
            firstCommon = j;
    }
    return boilerplate ? firstCommon : -1;
}

// Whether a pair found by banding agrees on enough MinHash positions to be estimated.
inline bool worthEstimating(int agreeing, int k, double threshold)
{
    return minHashResemblance(std::size_t(agreeing), std::size_t(k)) >= threshold - kBandMargin;
}

// Broder's count rule: a pair that shares `shared` rare sample values, and may share the
// common ones of the document with fewer, becomes a candidate when that could reach 3/4 of
// either threshold (sizes: |V_L| of each at the coarser level L of the two).
inline bool sampleCountsReach(std::size_t shared, std::size_t commonA, std::size_t commonB, double sizeA,
                              double sizeB, const MatchParams &params)
{
    const double containmentCut = params.containmentThreshold * kCountFactor;
    const double resemblanceCut = params.threshold * kCountFactor;
    const double upper = double(shared) + double(std::min(commonA, commonB));
    return upper >= containmentCut * std::min(sizeA, sizeB) ||
           upper >= resemblanceCut * (sizeA + sizeB - upper);
}

// What sampleCountsReach asks of the document with fewer values at the pair's level, Y: the
// values they may share (`shared` rare ones, and at most Y's common ones) must reach this share
// of Y's values (containment: cc; resemblance: upper >= rc (sA + sB - upper) needs upper >=
// 2 rc / (1 + rc) of the smaller). A pair met in rare lists whose documents both fall short at
// every level they may be compared at is no sample candidate: the distributed job drops such
// pairs (most are chance collisions of 32-bit keys, which grow with the square of the collection)
// before their counts travel.
inline bool countsMayReach(std::size_t shared, std::size_t common, std::size_t size,
                           const MatchParams &params)
{
    const double cc = params.containmentThreshold * kCountFactor;
    const double rc = params.threshold * kCountFactor;
    const double share = std::min(cc, 2 * rc / (1 + rc));
    return double(shared + common) >= share * double(size) * (1 - 1e-9); // a margin for rounding
}

// A document made mostly of common sample values at a level it may be compared at (`common`
// of its `size` values at that level are in posting lists longer than the cutoff): matched by
// walking those lists.
inline bool mostlyCommonAt(std::size_t common, std::size_t size, const MatchParams &params)
{
    return common > 0 && double(common) >= params.containmentThreshold * kCountFactor * double(size);
}

// Whether a walk from a document with `size` values at the pair's level, sharing `shared`
// with the other, may make it contained enough to estimate.
inline bool walkReaches(std::size_t shared, std::size_t size, const MatchParams &params)
{
    return !(double(shared) < params.containmentThreshold * kCountFactor * double(size));
}

// The figures of a pair from its counts alone (pooledEstimate).
inline SketchTable::Estimate estimateFromCounts(const SketchCounts &counts)
{
    const ResemblanceEstimate r = pooledEstimate(counts);
    return {r.resemblance,   r.containmentAInB,   r.containmentBInA,
            r.resemblanceSd, r.containmentAInBSd, r.containmentBInASd};
}

// How many uncertain pairs, the closest to a threshold, are left to be settled exactly (the
// rest are decided by their estimates) when `sure` pairs are certain: MatchParams::uncertainBudget,
// or twice the certain pairs, at least 200 000 and at most 10^6.
inline std::size_t uncertainBudget(const MatchParams &params, std::size_t sure)
{
    return params.uncertainBudget > 0 ? params.uncertainBudget
                                      : std::clamp<std::size_t>(2 * sure, 200000, 1000000);
}

// What an estimate says of a pair at the thresholds: kept, too close to call, or not a pair;
// `distance`: for an uncertain pair, how far its best figure is from its threshold, in bands.
enum class Verdict
{
    Pair,
    Uncertain,
    NoPair
};
inline Verdict judge(const SketchTable::Estimate &e, double t, double c, float *distance = nullptr,
                     double clusterT = 2, double clusterC = 2)
{
    auto band = [](double sd) {
        return std::max(kUncertainFloor, kUncertainSds * sd);
    };
    const double br = band(e.resemblanceSd), bab = band(e.containmentAInBSd), bba = band(e.containmentBInASd);
    const bool pair = e.resemblance >= t + br || e.containmentAInB >= c + bab || e.containmentBInA >= c + bba;
    if (pair) {
        // A pair for sure, but too close to a threshold the clusters are made at to decide them.
        const double dr = std::abs(e.resemblance - clusterT) / br;
        const double dc = std::min(std::abs(e.containmentAInB - clusterC) / bab,
                                   std::abs(e.containmentBInA - clusterC) / bba);
        if (dr >= 1 && dc >= 1)
            return Verdict::Pair;
        if (distance)
            *distance = float(std::min(dr, dc));
        return Verdict::Uncertain;
    }
    if (e.resemblance > t - br || e.containmentAInB > c - bab || e.containmentBInA > c - bba) {
        if (distance)
            *distance =
                float(std::min({std::abs(e.resemblance - t) / br, std::abs(e.containmentAInB - c) / bab,
                                std::abs(e.containmentBInA - c) / bba}));
        return Verdict::Uncertain;
    }
    return Verdict::NoPair;
}

} // namespace lookalike::matching
