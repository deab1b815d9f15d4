#pragma once

#include "match/Matcher.h"
#include "sketch/Sketch.h"

#include <QString>
#include <functional>
#include <optional>
#include <vector>

namespace lookalike {

// How documents are grouped; all policies run over the stored pairs (or the stored
// fingerprints and sketches) without rescanning (Broder: "repeating the final phase ... for
// each different policy").
enum class ClusterPolicy
{
    Union,       // union-find over pairs with resemblance >= T (the papers' clusters; chains may merge)
    Center,      // CENTER (Haveliwala et al.): edges by decreasing resemblance, members join one centre
    Containment, // a container and the documents contained in it (containment >= T)
    Identical,   // same bytes
    Lexical,     // same canonical tokens
    Shingle,     // same shingle set
    VerySimilar, // Fetterly et al.: >= 2 of 6 supershingles (14 MinHash values each) agree
    VirtuallyIdentical, // Fetterly et al.: all 6 supershingles agree
    SuperShingle,       // Broder: at least one super shingle (a run of the sorted sketch) agrees
};

// The stable name ("union", "center", ...: the index, --policy, CSV and JSON).
QString policyName(ClusterPolicy policy);
// The policy in words, in the user's language ("Similar (union)"); for a name that is no
// policy, the name as it is.
QString policyTitle(ClusterPolicy policy);
QString policyTitle(const QString &name);
std::optional<ClusterPolicy> policyFromName(const QString &name);
QStringList policyNames();
bool policyUsesThreshold(ClusterPolicy policy);

// What clustering needs to know of every indexed document.
struct ClusterDocument
{
    qint64 docId = 0;
    Fingerprint128 raw;
    Fingerprint128 lexical;
    Fingerprint128 shingle;
    std::vector<std::uint32_t> minHash; // for the supershingle policies
    // KeepRule::keepKey: where the structure of a cluster leaves a choice of representative
    // (the copy kept), the lowest key is taken. 0 for all: the structure alone decides.
    std::uint64_t keep = 0;
};

struct ClusterMember
{
    qint64 docId = 0;
    bool representative = false;
    double resemblance = 1;    // to the representative
    double containedInRep = 1; // containment of the member in the representative
    double containsRep = 1;    // containment of the representative in the member
    bool exact = true;         // the figures are exact (false: estimated from the sketches)
};

struct Cluster
{
    qint64 representative = 0;
    std::vector<ClusterMember> members; // the representative first
};

// Whether a pair joins its two documents under a threshold policy (Union, Center: resemblance >=
// threshold; Containment: either containment >= threshold), and for Containment, whether A is
// the one contained (else B); the edge's weight.
struct PolicyEdge
{
    bool joins = false;
    bool aContained = true;
    double weight = 0;
};
PolicyEdge policyEdge(ClusterPolicy policy, double threshold, const ScoredPair &pair);

// CENTER's walk over a graph's edges (by decreasing weight), an edge at a time, on state the
// caller keeps: clusterDocuments walks a whole graph at once; the distributed job walks a
// component too large for one task in pieces, each task handing the state to the next.
struct CenterState
{
    std::uint8_t *role = nullptr;       // per node: 0 unassigned, 1 centre, 2 member
    std::uint32_t *group = nullptr;     // per node: its cluster's number (centres and members)
    std::uint32_t *forcedRep = nullptr; // per cluster number: its centre (room for one a node)
    std::uint32_t clusters = 0;         // cluster numbers given so far
};
// An edge around a copy the user chose to keep: `chosen` becomes a centre unless it is a member
// already (of a copy chosen before it), `other` its member unless it has a cluster.
void centerChosenEdge(CenterState &state, std::uint32_t chosen, std::uint32_t other);
// An edge of the walk, (a, b) as policyEdge orients it (Containment: a is contained in b): a
// pair of unassigned nodes starts a cluster around the centre (Center: the one whose key to keep
// is lower, else a; Containment: the container), an unassigned node joins a centre; members
// never recruit (no chaining). nodeKeep: each node's key to keep.
void centerEdge(CenterState &state, ClusterPolicy policy, const std::uint64_t *nodeKeep, std::uint32_t a,
                std::uint32_t b);

// The figures of any two documents when no stored pair has them (estimated from sketches).
using PairEstimator = std::function<std::optional<ScoredPair>(qint64 a, qint64 b)>;

// Groups `docs` under `policy` at `threshold` (ignored by the exact and supershingle
// policies). Returns clusters of two or more documents, largest first. Each cluster's
// representative (the copy kept) is the member the user's marks rank first
// (KeepRule::userRank), then the one with most edges to the others (a medoid), then the one
// with the lowest `keep` key; for Center and Containment it is the centre or the container
// (CENTER makes the member of a pair with the lower key the centre, and the copies the user
// chose, marked or in a reference folder, centres before any other: the cluster that holds
// one is formed around it) or an equivalent of it
// with a lower key. Per-member figures come from `pairs`, or from `estimator` where no
// pair was stored.
// Groups of equivalent documents (matches.groups) take part as one node, their members
// always together; `ignored` pairs (the user's "not duplicates") are no edge: between two
// nodes, for all their documents.
std::vector<Cluster> clusterDocuments(const std::vector<ClusterDocument> &docs, const MatchResult &matches,
                                      ClusterPolicy policy, double threshold,
                                      const PairEstimator &estimator = {},
                                      const std::vector<std::pair<qint64, qint64>> &ignored = {});
// The same for pairs written out, without groups.
std::vector<Cluster> clusterDocuments(const std::vector<ClusterDocument> &docs,
                                      const std::vector<ScoredPair> &pairs, ClusterPolicy policy,
                                      double threshold, const PairEstimator &estimator = {});

} // namespace lookalike
