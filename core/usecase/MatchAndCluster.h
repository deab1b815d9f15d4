#pragma once

#include "base/Status.h"
#include "cluster/ClusterPolicy.h"
#include "cluster/KeepRule.h"
#include "match/Matcher.h"
#include "scan/Matching.h"
#include "store/IndexStore.h"
#include "usecase/RelatedDocuments.h"

#include <atomic>
#include <optional>
#include <vector>

// Use cases: what a user asks of an index, written once for the CLI and the window (both only
// parse input and present results). See README "Data flow".
namespace lookalike::usecase {

// What the stored pairs must reach down to for a question: pairs with resemblance >=
// resemblance, or containment (either way) >= containment; 2 means "not asked".
struct Coverage
{
    double resemblance = 2;
    double containment = 2;
    bool operator==(const Coverage &) const = default;
};

// The lowest threshold matching runs at: below it every pair of documents that share a common
// word run would be a candidate.
constexpr double kLowestMatchThreshold = 0.1;

// What clustering under `choice` needs of the stored pairs: Containment joins by containment,
// the other threshold policies by resemblance, the exact and supershingle policies by nothing.
Coverage coverageFor(const ClusterChoice &choice);

// The re-match rule, in one place. nullopt when the pairs stored at `stored` (nullopt: never
// matched) cover `asked`; else the parameters to match again at: the lower of the asked and
// stored thresholds (never below kLowestMatchThreshold), the common-shingle cut kept.
std::optional<MatchParams> rematchFor(const std::optional<MatchParams> &stored, Coverage asked);

// The parameters a matching after a scan or an import runs at: `asked` when the user gave
// some (the CLI's --match-threshold), else those the index was matched at before, else the
// defaults; lowered where `next` (the clustering that follows) needs lower.
MatchParams matchParamsAfterScan(const std::optional<MatchParams> &asked,
                                 const std::optional<MatchParams> &stored, const ClusterChoice &next);

// Makes the stored pairs cover `asked` (rematchFor); the summary of that run, or nullopt when
// the stored pairs were enough. `progress` runs on the calling thread; `cancel` stops it
// (Status::Cancelled, the stored pairs unchanged).
// `choice`: the clustering that follows (pairs near its threshold are settled exactly too).
std::optional<MatchSummary> ensureMatched(IndexStore &store, Coverage asked,
                                          const std::atomic_bool *cancel = nullptr,
                                          const MatchProgressFn &progress = {},
                                          const std::optional<ClusterChoice> &choice = std::nullopt);

// The index's rule for the copy each cluster keeps: its "keep this copy" marks and reference
// folders (KeepRule).
Result<KeepRule> keepRule(IndexStore &store);

// Reads what clustering under `choice` reads of every document (its fingerprints, keys to
// keep, and what sums a cluster up) into store.clusterInputs(), unless they hold it already
// for the documents and keep rule as they are. The window calls it once an index is shown, so
// that the first move of the threshold slider reads only the pairs (1.3 s of 1.5 at 10^6
// documents).
Status prepareClusterInputs(IndexStore &store, const ClusterChoice &choice);

// Clusters the index under `choice` from the stored pairs (and fingerprints or sketches),
// stores the clusters with the choice and returns them. The stored pairs must cover
// coverageFor(choice) (cluster() sees to it).
Result<std::vector<Cluster>> clusterIndex(IndexStore &store, const ClusterChoice &choice);

// What a clustering (and the matching it needed) did.
struct ClusterOutcome
{
    Status status;                        // Cancelled: the stored clusters are those of before
    std::optional<MatchSummary> matching; // when matching ran
    ClusterChoice choice;
    qint64 clusters = 0;
    qint64 documents = 0; // in the clusters
    // Neither matching nor clustering ran: the documents, the thresholds and the choice are
    // those the stored pairs and clusters were made with (a rescan that changed nothing).
    bool unchanged = false;
    std::optional<RelateOutcome> related; // when asked for (the CLI's scan --related)
};

// The window's threshold slider and the CLI's `clusters`: matches again if the stored pairs
// do not reach the choice's threshold, then clusters.
ClusterOutcome cluster(IndexStore &store, const ClusterChoice &choice,
                       const std::atomic_bool *cancel = nullptr, const MatchProgressFn &progress = {});

// `params` with the clusters' threshold under `choice` as MatchParams::clusterResemblance or
// clusterContainment (where it is not a stored threshold): the pairs near it are settled
// exactly too, so that no member is listed by an estimate on the wrong side of it.
MatchParams decidingAt(MatchParams params, const std::optional<ClusterChoice> &choice);

// After a scan, an import or a merge: matches at matchParamsAfterScan(asked, stored, choice),
// then clusters under `choice` (nullopt: the index's last choice, or the defaults). Neither
// runs when the documents, those parameters and the choice are those the stored pairs and
// clusters were made with (ClusterOutcome::unchanged). Related documents are left stale, for
// ensureRelated. `settle`: how the pairs too close to a threshold to decide are decided
// (ByEstimate: without reading the documents again, as the distributed job does; `merge
// --estimates-only`).
// `spill`, `fresh`: the exact shingle sets and the sketches the scan before kept (matchIndex).
// The pairs near the clustering's threshold are settled exactly too (decidingAt).
ClusterOutcome matchAndCluster(IndexStore &store, const std::optional<MatchParams> &asked,
                               const std::optional<ClusterChoice> &choice,
                               const std::atomic_bool *cancel = nullptr, const MatchProgressFn &progress = {},
                               Settle settle = Settle::Exactly, const ShingleSpill *spill = nullptr,
                               FreshSketches *fresh = nullptr);

} // namespace lookalike::usecase
