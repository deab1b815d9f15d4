#pragma once

#include "Sketch.h"

#include <cstdint>
#include <span>
#include <vector>

namespace lookalike {

// Resemblance r(A,B) = |S(A) n S(B)| / |S(A) u S(B)| and containment c(A,B) = |S(A) n S(B)| / |S(A)|.
struct ResemblanceEstimate
{
    // The figures Lookalike reports: both sketches pooled (pooledEstimate), and their standard
    // deviations (0 where the figure is exact: samples at level 0 are whole shingle sets).
    double resemblance = 0;
    double containmentAInB = 0;
    double containmentBInA = 0;
    double resemblanceSd = 0;
    double containmentAInBSd = 0;
    double containmentBInASd = 0;
    // The estimators apart, for inspection (`lookalike-cli compare`, tests):
    double minHashResemblance = 0;    // share of equal bins, chance removed (sd = sqrt(r(1-r)/k))
    double sampleResemblance = 0;     // |V(A) n V(B)| / |V(A) u V(B)| (Broder's theorem)
    double sampleContainmentAInB = 0; // |V(A) n V(B)| / |V(A)| at the coarser level of the two
    double sampleContainmentBInA = 0;
    int sampleLevel = 0;           // the level both samples were reduced to
    std::uint64_t sampleSizeA = 0; // |V(A)| at that level: fewer than ~20 means a rough sample estimate
    std::uint64_t sampleSizeB = 0;
};

// What two sketches say of a pair, counted: the estimators below need nothing else.
struct SketchCounts
{
    std::size_t k = 0;            // MinHash values compared (0: none, the sample alone)
    std::size_t minHashEqual = 0; // positions that agree
    int level = 0;                // the coarser sample level L of the two
    std::uint64_t sampleA = 0;    // |V_L(A)|
    std::uint64_t sampleB = 0;    // |V_L(B)|
    std::uint64_t shared = 0;     // |V_L(A) n V_L(B)|
    std::uint64_t shinglesA = 0;  // |S(A)|, exact
    std::uint64_t shinglesB = 0;
};

// The estimates Lookalike reports, pooled from both sketches by the inverse of their variances
// (the one place this is decided):
//
// - resemblance r: the MinHash share m (k trials) and the sample share s = |V n V| / |V u V|
//   (n = |V u V| trials of a sample of rate 2^-L without replacement, so its variance carries
//   the finite-population factor 1 - 2^-L): r = (k m + w s) / (k + w), w = n / (1 - 2^-L).
//   At level 0 the samples are the whole shingle sets and r = s exactly.
// - containment of B in A, two estimates pooled: direct, |V n V| / |V_L(B)| (variance
//   c(1-c)(1-2^-L) / |V_L(B)|), and through r and the exact set sizes, |A n B| = r(|A| + |B|) /
//   (1 + r), divided by |B| (variance from r's). The direct one rules when B is far smaller than
//   A; through r when the sizes are close or B's sample at level L is a handful of values (a
//   53-shingle header compared at level 3 has ~7, and 3 shared licence values made it "100%
//   contained" in every header with that licence; pooled it is 0.49, exactly 0.43).
ResemblanceEstimate pooledEstimate(const SketchCounts &counts);

// Share of positions where two MinHash vectors agree, less the chance agreement of
// kMinHashBits-bit values; 0 if either document has no shingles.
double estimateResemblance(std::span<const std::uint32_t> a, std::span<const std::uint32_t> b);

// Both estimators above from two sketches made with the same SketchParams.
ResemblanceEstimate estimate(const DocumentSketch &a, const DocumentSketch &b);

// Exact figures from two complete shingle sets (any order, distinct values).
struct ExactResemblance
{
    double resemblance = 0;
    double containmentAInB = 0;
    double containmentBInA = 0;
    std::uint64_t shared = 0;
    std::uint64_t sizeA = 0;
    std::uint64_t sizeB = 0;
};
ExactResemblance exactResemblance(std::vector<std::uint64_t> a, std::vector<std::uint64_t> b);

} // namespace lookalike
