#pragma once

#include "base/Status.h"
#include "match/LshBanding.h"
#include "match/SketchTable.h"
#include "sketch/Sketch.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace lookalike {

// How a candidate pair was found (bits).
enum PairSource : std::uint8_t {
    FoundByBanding = 1,       // LSH over the MinHash vectors
    FoundBySamples = 2,       // Broder's inverted index over the MOD_2^i samples
    FoundByEquivalence = 4,   // same shingle set (identical, lexically or shingle equivalent)
};

struct MatchParams
{
    double threshold = 0.3;            // resemblance the banding is tuned for (found with P >= recall)
    double containmentThreshold = 0.5; // containment (either way) kept from the samples
    double recall = 0.995;
    // A shingle in more documents than this is ignored by the inverted index (Broder: 1000);
    // 0 = automatic: 1000, or 5% of the documents for smaller collections, at least 20.
    int commonShingleCutoff = 0;
    int commonCutoffFor(std::size_t documents) const;
};

// A document as the matcher sees it: its id in the index and its sketch.
struct SketchRecord
{
    qint64 docId = 0;
    DocumentSketch sketch; // minHash, sample, shingleCount and shingleFingerprint are used
};

// A near-duplicate pair with its estimates (docA < docB).
struct ScoredPair
{
    qint64 docA = 0;
    qint64 docB = 0;
    double resemblance = 0;    // combined MinHash + sample estimate (see Estimate.h)
    double containmentAInB = 0;
    double containmentBInA = 0;
    std::uint8_t sources = 0;  // PairSource bits
    bool exact = false;        // the figures are exact (read from the documents), not estimates
};

struct MatchStats
{
    std::size_t documents = 0;
    std::size_t representatives = 0; // after collapsing equivalent documents
    std::size_t bandingCandidates = 0;
    std::size_t sampleCandidates = 0;
    std::size_t commonShinglesIgnored = 0;
    std::size_t directedDocuments = 0; // documents made mostly of common shingles, matched through them
    int partitions = 0;                // passes over the sample values
    std::size_t pairs = 0;
    Banding banding;
    int commonCutoff = 0;
};

// Finds every pair with estimated resemblance >= threshold or containment (either way) >=
// containmentThreshold among `docs` (Broder's phases 2-3 with LSH banding beside them).
//
// Documents with the same shingle set are matched once, through one representative, and
// their pairs copied to the others afterwards (Broder 5.2); they also pair with each other
// (resemblance 1). Pure computation on the calling thread; checks `cancel` between phases
// and returns Status::Cancelled if it was set.
//
// Memory: the table, the candidate pairs, and the <shingle, id> postings of one partition of
// the sample values at a time (partitions are sized to about 128 MB).
Result<std::vector<ScoredPair>> findPairs(const SketchTable &table, const MatchParams &params,
                                          const std::atomic_bool *cancel = nullptr, MatchStats *stats = nullptr);
// The same for sketches in memory (tests, small collections).
Result<std::vector<ScoredPair>> findPairs(const std::vector<SketchRecord> &docs, const MatchParams &params,
                                          const std::atomic_bool *cancel = nullptr, MatchStats *stats = nullptr);

} // namespace lookalike
