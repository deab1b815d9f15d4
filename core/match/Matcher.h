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
enum PairSource : std::uint8_t
{
    FoundByBanding = 1,     // LSH over the MinHash vectors
    FoundBySamples = 2,     // Broder's inverted index over the MOD_2^i samples
    FoundByEquivalence = 4, // same shingle set (identical, lexically or shingle equivalent)
};

struct MatchParams
{
    // What a scan stores by default: what the default views show (pairs from resemblance 0.5,
    // containment 0.8 either way). Lower thresholds are matched again on demand.
    static constexpr double kDefaultThreshold = 0.5;
    static constexpr double kDefaultContainment = 0.8;

    double threshold = kDefaultThreshold;              // resemblance kept; the banding is tuned for it
    double containmentThreshold = kDefaultContainment; // containment (either way) kept
    double recall = 0.995;                             // wanted chance of finding a pair at `threshold`
    // A shingle in more documents than this is common: ignored by the inverted index's pair
    // counting (Broder: 1000), and so is a band bucket of more documents (see Matcher.cpp);
    // 0 = automatic: kDefaultCommonCutoff, or 5% of the documents for smaller collections, at
    // least 20.
    static constexpr int kDefaultCommonCutoff = 64;
    int commonShingleCutoff = 0;
    int commonCutoffFor(std::size_t documents) const;
    int threads = 0; // 0: one per core
    // With keepUncertain, at most uncertainBudget pairs whose estimates are too close to a
    // threshold to decide (the closest) are left to the caller (MatchResult::uncertain), the
    // others decided by their estimates; without, all are decided by their estimates.
    // Budget 0: automatic, twice the pairs found, at least 200 000 and at most 10^6.
    bool keepUncertain = false;
    std::size_t uncertainBudget = 0;
    // With keepUncertain: when >= 0, the uncertain pairs this far from a threshold or farther
    // (Verdict distance) are decided by their estimates and the nearer ones left uncertain,
    // whatever their number. A matching over the budget chooses such a cut (MatchStats::
    // uncertainCut); a matching of what changed after it takes the same cut, so that its
    // decisions are those that matching made (-1: the budget decides).
    double uncertainCut = -1;
    // With uncertainCut: the budget it was chosen under, which a matching of what changed may
    // fill (the pairs it counts are the previous matching's and its own nearer than the cut).
    std::size_t uncertainCutBudget = 0;
    // The thresholds the clusters are made at when they differ from those above (the window's
    // slider, the CLI's --threshold): a pair whose estimate is that close to one of them is
    // uncertain too, so that the clusters are decided by exact figures (2: none).
    double clusterResemblance = 2;
    double clusterContainment = 2;
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
    double resemblance = 0; // combined MinHash + sample estimate (see Estimate.h)
    double containmentAInB = 0;
    double containmentBInA = 0;
    std::uint8_t sources = 0; // PairSource bits
    bool exact = false;       // the figures are exact (read from the documents), not estimates
};

// Documents with the same shingle set (Broder's shingle-equivalent documents, which include
// identical and lexically equivalent ones): matched once, through the representative.
struct EquivalenceGroup
{
    qint64 representative = 0;  // the lowest document id of the group
    std::vector<qint64> others; // ascending
};

// A representative a matching ran over, by content: its document id and the low 64 bits of
// its shingle fingerprint.
struct MatchedDocument
{
    qint64 docId = 0;
    std::uint64_t content = 0;
    bool operator==(const MatchedDocument &) const = default;
};

// The exact counts of two shingle sets compared by settling (scan/Matching.h), by content: the
// low 64 bits of each document's shingle fingerprint (a < b), the sizes of both sets (of the
// 32-bit halves ShingleSpill keeps) and how many they share.
struct SettledCounts
{
    std::uint64_t a = 0;
    std::uint64_t b = 0;
    std::uint32_t sizeA = 0;
    std::uint32_t sizeB = 0;
    std::uint32_t shared = 0;
};
// The order settled counts are kept and looked up in: by (a, b). A function object, so that the
// sorts, merges and searches that take it compare inline.
inline constexpr auto inContentOrder = [](const SettledCounts &x, const SettledCounts &y) {
    return x.a != y.a ? x.a < y.a : x.b < y.b;
};

// The band buckets and sample keys a matching found common (held by more documents than the
// cut-off), each list ascending: the next matching of what changed counts only the buckets and
// keys that new or former representatives hold, and takes the others' standing from here
// instead of counting every bucket and key again.
struct CommonKeys
{
    bool known = false;
    std::vector<std::vector<std::uint32_t>> bands; // per band: its common bucket keys
    std::vector<std::uint64_t> samples;            // common sample keys: (key << 32) | postings
};

// What matching finds, kept compact: the pairs among representatives (and documents without
// an equivalent), and the groups, whose members pair implicitly: with each other at 1, and
// each with every document its representative pairs with, with the representative's figures.
struct MatchResult
{
    std::vector<ScoredPair> pairs;        // docA < docB, sorted by (docA, docB)
    std::vector<EquivalenceGroup> groups; // sorted by representative
    // Pairs whose estimates lie within kUncertainSds standard deviations of a threshold (on
    // either side; not in `pairs`), the closest first: the caller settles them, by exact
    // figures read from the documents where it can (settleExactly in scan/Matching.h), else by
    // their estimates (settleByEstimate).
    std::vector<ScoredPair> uncertain;
    // The representatives matched over, sorted by document id: the next matching matches only
    // what is new since (PreviousMatch).
    std::vector<MatchedDocument> representatives;
    // The common buckets and keys among those representatives (PreviousMatch::common).
    CommonKeys common;
    // How many pairs the groups stand for, written out (pairs included).
    std::size_t expandedSize() const;
    // Moves the uncertain pairs whose estimates reach `params`' thresholds into `pairs`.
    void settleByEstimate(const MatchParams &params);
    // Adds settled pairs (any order) to `pairs`, keeping it sorted.
    void addPairs(std::vector<ScoredPair> settled);
};

// What the last matching ran over, for matching only what changed since. Its pairs among
// representatives whose content is unchanged are kept as they are; the representatives whose
// content is new (added, changed, or a document that represents its equivalence group now)
// are matched against all. The result equals a matching of the whole table: when a new or a
// former representative moves a band bucket, a sample key or a MinHash value across a
// common cut-off (which would change how pairs of unchanged documents are found), or the
// cut-off itself moved, or a former representative's sketch is unknown, the whole table is
// matched after all (MatchStats::fullBecause says why).
struct PreviousMatch
{
    std::vector<ScoredPair> pairs;                // what it found among its representatives
    std::vector<MatchedDocument> representatives; // sorted by docId
    // The sketches of its representatives whose content has changed or that left since (the
    // others are read from the table). Documents missing here and from the table: matched whole.
    const SketchTable *retired = nullptr;
    // What it found common (MatchResult::common); unknown: the whole table is matched.
    const CommonKeys *common = nullptr;
    // How many pairs it left uncertain (MatchStats::uncertain): when they and the new ones
    // could pass the budget (MatchParams::uncertainBudget), the whole table is matched.
    std::size_t uncertain = 0;
    // Those pairs by content, when they were settled exactly and kept (sorted by inContentOrder,
    // `uncertain` of them): then only those between documents not matched again count towards
    // the budget (the others are found again, and counted, among the new uncertain pairs).
    const std::vector<SettledCounts> *settled = nullptr;
};

// How close to a threshold (in standard deviations of the estimate, at least
// kUncertainFloor) an estimate is uncertain.
constexpr double kUncertainSds = 3.0;
constexpr double kUncertainFloor = 0.01;

// Every pair `result` stands for, written out, sorted by (docA, docB). As large as the answer:
// for listings and tests, not for clustering.
std::vector<ScoredPair> expandPairs(const MatchResult &result);

struct MatchStats
{
    std::size_t documents = 0;
    std::size_t representatives = 0; // after collapsing equivalent documents
    std::size_t groups = 0;          // equivalence groups of >= 2 documents
    Banding banding;
    int commonCutoff = 0;                 // postings and band buckets longer than this are common
    std::size_t bandPairChecks = 0;       // pairs of documents met in band buckets (each costs ~20 ns)
    std::size_t commonBuckets = 0;        // band buckets longer than the cutoff, not expanded
    std::size_t boilerplateDocuments = 0; // documents in common buckets made mostly of common values
    std::size_t bandingCandidates = 0;    // distinct pairs from banding, verified once each
    std::size_t sampleCandidates = 0;     // distinct pairs from the samples' inverted index
    std::size_t commonShinglesIgnored = 0;
    std::size_t directedDocuments = 0;  // documents made mostly of common shingles, matched through them
    std::size_t directedPairs = 0;      // pairs those walks estimated from their exact sample counts
    int partitions = 0;                 // passes over the sample values
    std::size_t candidates = 0;         // distinct candidate pairs verified (both lists)
    std::size_t pairs = 0;              // pairs found among representatives
    std::size_t uncertain = 0;          // of the candidates, estimates too close to a threshold to decide
    std::size_t settledByEstimate = 0;  // uncertain beyond the budget, decided by their estimates
    double uncertainCut = -1;           // the distance from which they were (MatchParams::uncertainCut)
    std::size_t uncertainCutBudget = 0; // the budget that cut was chosen under
    std::size_t expandedPairs = 0;      // pairs the result stands for with the groups written out
    // Matched against a PreviousMatch: only the fresh representatives' pairs were looked for.
    bool incremental = false;
    std::size_t freshRepresentatives = 0; // new content since the previous matching
    std::size_t matchedAgain =
        0; // unchanged, matched again: a bucket, key or value they hold moved across a cut
    std::size_t retiredRepresentatives = 0; // former representatives whose content left
    const char *fullBecause = nullptr;      // with a PreviousMatch, why the whole table was matched
    double groupingSeconds = 0, bandingSeconds = 0, samplingSeconds = 0, verifyingSeconds = 0;
    int threads = 1;
};

// Where matching is (reported about every 100 ms on the calling thread).
struct MatchProgress
{
    // Verifying: estimating the candidates; Reading: exact figures of the uncertain ones,
    // read again from the documents (done and total: pairs).
    enum class Phase
    {
        Grouping,
        Banding,
        Sampling,
        Verifying,
        Reading,
        Relating // after matching: related documents (usecase/RelatedDocuments.h), done of total steps
    };
    Phase phase = Phase::Grouping;
    std::size_t done = 0; // of `total` steps of this phase
    std::size_t total = 0;
    std::size_t candidates = 0; // distinct candidates so far (Verifying: verified)
    std::size_t pairs = 0;      // pairs found so far (Verifying)
};
using MatchProgressFn = std::function<void(const MatchProgress &)>;

// What a phase does, for a user (translated: context "MatchProgress").
QString matchPhaseText(MatchProgress::Phase phase);
// Why an incremental matching matched every document (MatchStats::fullBecause), translated.
QString fullMatchReasonText(const char *reason);

// Finds every pair with estimated resemblance >= threshold or containment (either way) >=
// containmentThreshold among the table's documents: LSH banding and Broder's inverted index
// over the samples give candidates, each distinct candidate is verified once against both
// sketches (Matcher.cpp explains how common band buckets and common shingles are handled so
// that the work follows what is found).
//
// Runs on params.threads threads (the calling thread among them); `progress` is called on
// the calling thread. Returns Status::Cancelled soon after `cancel` is set.
//
// Memory: the table, the candidate pairs, and per thread the <shingle, id> postings of one
// partition of the sample values (64 MB) and one band's keys.
//
// With `previous`, only what changed since it is matched (PreviousMatch), with the same result.
Result<MatchResult> findPairs(const SketchTable &table, const MatchParams &params,
                              const std::atomic_bool *cancel = nullptr, MatchStats *stats = nullptr,
                              const MatchProgressFn &progress = {}, const PreviousMatch *previous = nullptr);
// The same for sketches in memory (tests, small collections).
Result<MatchResult> findPairs(const std::vector<SketchRecord> &docs, const MatchParams &params,
                              const std::atomic_bool *cancel = nullptr, MatchStats *stats = nullptr);

} // namespace lookalike
