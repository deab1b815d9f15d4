#pragma once

#include "base/Status.h"
#include "cluster/ClusterPolicy.h"
#include "match/Matcher.h"
#include "scan/DocumentAnalyzer.h"
#include "sketch/Estimate.h"
#include "store/IndexStore.h"

#include <atomic>
#include <vector>

namespace lookalike {

// Matching and clustering over an index (the phases after the scan). All calls run on the
// calling thread with the caller's IndexStore (which belongs to that thread).

struct MatchSummary
{
    Status status;
    MatchStats stats;
    double seconds = 0;
};

// Loads every sketch, finds the pairs at `params` and replaces the stored pairs; records the
// thresholds and the common-shingle cut used (settings match_threshold, match_containment,
// match_common_cutoff) so later queries know what the stored pairs cover and match alike.
MatchSummary matchIndex(IndexStore &store, const MatchParams &params, const std::atomic_bool *cancel = nullptr);

// The thresholds the stored pairs were found at; nullopt if the index was never matched.
std::optional<MatchParams> storedMatchParams(IndexStore &store);

// Clusters the index under `policy` at `threshold` from the stored pairs (and fingerprints or
// sketches), stores the clusters and returns them.
Result<std::vector<Cluster>> clusterIndex(IndexStore &store, ClusterPolicy policy, double threshold);

// Estimates any two indexed documents from their stored sketches.
PairEstimator sketchEstimator(IndexStore &store);

// Exact resemblance and containments of two documents, read again from their files (or
// nullopt with the reason). Keeps recently read shingle sets.
class ExactComparer
{
public:
    // With a store, documents of web archives are read back from their records.
    explicit ExactComparer(const SketchParams &params, IndexStore *store = nullptr);
    Result<ScoredPair> compare(qint64 docA, const QString &pathA, qint64 docB, const QString &pathB);

private:
    Result<const std::vector<std::uint64_t> *> shingles(qint64 doc, const QString &path);
    DocumentAnalyzer m_analyzer;
    IndexStore *m_store = nullptr;
    std::unordered_map<qint64, std::vector<std::uint64_t>> m_cache;
};

// Reads an indexed document again and analyses it with `analyzer`: its file, or for a web
// archive capture (a URL) the payload of its record. Fails with the reason (file gone,
// archive moved...). After it, analyzer.lastText()/shingleSet() hold the document's.
Result<AnalyzedDocument> reanalyze(IndexStore &store, DocumentAnalyzer &analyzer, qint64 docId, const QString &locator);

// The sketch parameters an index was built with (its settings), or the defaults.
SketchParams indexSketchParams(IndexStore &store);

// Broder's "on the fly resemblance" / Haveliwala's "what's related": the indexed documents
// that resemble `query` (>= minResemblance) or contain it or are contained in it
// (>= minContainment), best first. A linear pass over the stored sketches.
struct SimilarDocument
{
    qint64 docId = 0;
    double resemblance = 0;
    double queryInDocument = 0;  // containment of the query in the document
    double documentInQuery = 0;
};
Result<std::vector<SimilarDocument>> findSimilar(IndexStore &store, const DocumentSketch &query, double minResemblance,
                                                 double minContainment);

} // namespace lookalike
