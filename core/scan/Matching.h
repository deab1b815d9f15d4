#pragma once

#include "base/Status.h"
#include "cluster/ClusterPolicy.h"
#include "match/Matcher.h"
#include "scan/DocumentAnalyzer.h"
#include "sketch/Estimate.h"
#include "store/IndexStore.h"

#include <atomic>
#include <list>
#include <memory>
#include <vector>

namespace lookalike {

// Matching and clustering over an index (the phases after the scan). All calls run on the
// calling thread with the caller's IndexStore (which belongs to that thread).

// How the uncertain pairs of a matching run were settled.
struct ExactSettling
{
    std::size_t verified = 0;   // pairs compared exactly
    std::size_t kept = 0;       // of them, at a threshold
    std::size_t byEstimate = 0; // left to their estimates: a document could not be read again or had changed
    std::size_t documentsRead = 0;
    double seconds = 0;
};

struct MatchSummary
{
    Status status;
    MatchStats stats;
    ExactSettling exact;
    double loadSeconds = 0;  // reading the sketches
    double storeSeconds = 0; // writing the pairs
    double seconds = 0;      // all of it
};

// Loads every sketch, finds the pairs at `params` and replaces the stored pairs; records the
// thresholds and the common-shingle cut used (settings match_threshold, match_containment,
// match_common_cutoff) so later queries know what the stored pairs cover and match alike.
// Pairs whose estimates are too close to a threshold to decide are settled exactly from the
// documents when `exact` (settleExactly), else by their estimates. `progress` is called on
// the calling thread; `cancel` stops it within a fraction of a second (Status::Cancelled,
// the stored pairs unchanged).
enum class Settle
{
    Exactly,
    ByEstimate
};
MatchSummary matchIndex(IndexStore &store, const MatchParams &params,
                        const std::atomic_bool *cancel = nullptr, const MatchProgressFn &progress = {},
                        Settle settle = Settle::Exactly);

// The thresholds the stored pairs were found at; nullopt if the index was never matched.
std::optional<MatchParams> storedMatchParams(IndexStore &store);

// The lowest resemblance or containment threshold matching runs at: below it every pair of
// documents that share a common word run would be a candidate.
constexpr double kLowestMatchThreshold = 0.1;

// Makes the stored pairs cover resemblance >= `resemblance` and containment (either way) >=
// `containment` (pass 2 for "not asked"): when they do not (or the index was never
// matched), matches again from the stored sketches at the lower of the asked and the
// stored thresholds (never below kLowestMatchThreshold), keeping the common-shingle cut.
// Returns the summary of that run, or nullopt when the stored pairs were enough.
std::optional<MatchSummary> ensureMatched(IndexStore &store, double resemblance, double containment,
                                          const std::atomic_bool *cancel = nullptr,
                                          const MatchProgressFn &progress = {});

// Clusters the index under `policy` at `threshold` from the stored pairs (and fingerprints or
// sketches), stores the clusters and returns them. The stored pairs must reach down to the
// threshold (ensureMatched).
Result<std::vector<Cluster>> clusterIndex(IndexStore &store, ClusterPolicy policy, double threshold);

// Estimates any two indexed documents from their stored sketches.
PairEstimator sketchEstimator(IndexStore &store);

// Exact resemblance and containments of two documents, read again from their files (or the
// reason they cannot be). Keeps recently read shingle sets (sorted, up to kCacheBytes).
// One instance per thread.
class ExactComparer
{
public:
    static constexpr std::size_t kCacheBytes = std::size_t(32) << 20;
    // With a store, documents of web archives are read back from their records.
    explicit ExactComparer(const SketchParams &params, IndexStore *store = nullptr);
    // With `expectA`/`expectB`, a document whose shingle set is no longer the one sketched
    // (the file changed since) fails with Corrupt. With `atLeast`, a pair that cannot reach its
    // thresholds is left as soon as that is known: its figures are then lower bounds, below them.
    Result<ScoredPair> compare(qint64 docA, const QString &pathA, qint64 docB, const QString &pathB,
                               const Fingerprint128 *expectA = nullptr,
                               const Fingerprint128 *expectB = nullptr, const MatchParams *atLeast = nullptr);

private:
    using ShingleSet = std::shared_ptr<const std::vector<std::uint64_t>>;
    // The document's sorted shingle set; shared, so that a set evicted from the cache while
    // the other document of a pair is read stays valid for the comparison.
    Result<ShingleSet> shingles(qint64 doc, const QString &path, const Fingerprint128 *expect);
    DocumentAnalyzer m_analyzer;
    IndexStore *m_store = nullptr;
    // Sorted shingle sets by document, and the documents from most to least recently used.
    std::list<qint64> m_recent;
    std::unordered_map<qint64, std::pair<ShingleSet, std::list<qint64>::iterator>> m_cache;
    std::size_t m_cacheBytes = 0;
    std::vector<std::uint64_t> m_scratch;
};

// Settles result.uncertain (Matcher.h) by exact figures: both documents are read again
// (files, or the records of web archives) and compared from their full shingle sets, on
// `threads` threads; the pairs that reach the thresholds join result.pairs marked exact. A
// pair whose document cannot be read again, or changed since it was sketched (its shingle
// set is not the one in `table`), is settled by its estimate. Cancelled: Status::Cancelled.
Result<ExactSettling> settleExactly(IndexStore &store, const SketchTable &table, const MatchParams &params,
                                    MatchResult &result, const std::atomic_bool *cancel = nullptr,
                                    const MatchProgressFn &progress = {});

// Reads an indexed document again and analyses it with `analyzer`: its file, or for a web
// archive capture (a URL) the payload of its record. Fails with the reason (file gone,
// archive moved...). After it, analyzer.lastText()/shingleSet() hold the document's.
Result<AnalyzedDocument> reanalyze(IndexStore &store, DocumentAnalyzer &analyzer, qint64 docId,
                                   const QString &locator);

// The sketch parameters an index was built with (its settings), or the defaults.
SketchParams indexSketchParams(IndexStore &store);

// Broder's "on the fly resemblance" / Haveliwala's "what's related": the indexed documents
// that resemble `query` (>= minResemblance) or contain it or are contained in it
// (>= minContainment), best first. A linear pass over the stored sketches.
struct SimilarDocument
{
    qint64 docId = 0;
    double resemblance = 0;
    double queryInDocument = 0; // containment of the query in the document
    double documentInQuery = 0;
};
Result<std::vector<SimilarDocument>> findSimilar(IndexStore &store, const DocumentSketch &query,
                                                 double minResemblance, double minContainment);

} // namespace lookalike
