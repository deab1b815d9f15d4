#pragma once

#include "Sketch.h"

#include <cstdint>
#include <span>
#include <vector>

namespace lookalike {

// Resemblance r(A,B) = |S(A) n S(B)| / |S(A) u S(B)| and containment c(A,B) = |S(A) n S(B)| / |S(A)|.
struct ResemblanceEstimate
{
    // Both estimators pooled: (equal bins + shared sample values) / (k + |V(A) u V(B)|), i.e.
    // their average weighted by the inverse of their variances; the figure Lookalike reports.
    double combined = 0;
    double resemblance = 0;      // from the MinHash vectors: share of equal bins (unbiased, sd = sqrt(r(1-r)/k))
    double sampleResemblance = 0; // from the MOD samples: |V(A) n V(B)| / |V(A) u V(B)| (Broder's theorem)
    double containmentAInB = 0;  // |V(A) n V(B)| / |V(A)| at the coarser level of the two
    double containmentBInA = 0;
    int sampleLevel = 0;          // the level both samples were reduced to
    std::uint64_t sampleSizeA = 0; // |V(A)| at that level: fewer than ~20 means a rough containment
    std::uint64_t sampleSizeB = 0;
};

// Share of positions where two MinHash vectors agree; 0 if either document has no shingles.
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
