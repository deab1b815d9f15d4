#include "ClusterPolicy.h"

#include "KeepRule.h"
#include "UnionFind.h"
#include "base/Mix64.h"

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>
#include <unordered_map>

namespace lookalike {

namespace {

// Each policy's stable name (the index, --policy, the CSV and JSON outputs) and its title in
// words (the window's policy list, the summaries; translated in policyTitle()).
struct PolicyName
{
    ClusterPolicy policy;
    const char *name;
    const char *title;
};
constexpr char kTitleContext[] = "lookalike::ClusterPolicy";
constexpr PolicyName kNames[] = {
    {ClusterPolicy::Union, "union", QT_TRANSLATE_NOOP("lookalike::ClusterPolicy", "Similar (union)")},
    {ClusterPolicy::Center, "center",
     QT_TRANSLATE_NOOP("lookalike::ClusterPolicy", "Similar to a centre (no chains)")},
    {ClusterPolicy::Containment, "containment",
     QT_TRANSLATE_NOOP("lookalike::ClusterPolicy", "Contained in another")},
    {ClusterPolicy::Identical, "identical", QT_TRANSLATE_NOOP("lookalike::ClusterPolicy", "Identical bytes")},
    {ClusterPolicy::Lexical, "lexical", QT_TRANSLATE_NOOP("lookalike::ClusterPolicy", "Same words")},
    {ClusterPolicy::Shingle, "shingle", QT_TRANSLATE_NOOP("lookalike::ClusterPolicy", "Same shingles")},
    {ClusterPolicy::VerySimilar, "very-similar",
     QT_TRANSLATE_NOOP("lookalike::ClusterPolicy", "Very similar (2 of 6 supershingles)")},
    {ClusterPolicy::VirtuallyIdentical, "virtually-identical",
     QT_TRANSLATE_NOOP("lookalike::ClusterPolicy", "Virtually identical (6 of 6)")},
    {ClusterPolicy::SuperShingle, "supershingle",
     QT_TRANSLATE_NOOP("lookalike::ClusterPolicy", "Broder's super shingles")},
};

// Fetterly et al.: 84 MinHash values in 6 supershingles of 14.
constexpr int kSuperShingles = 6;
constexpr int kSuperShingleLength = 14;
// Broder's super shingles: runs of this many consecutive values of the sorted sketch.
constexpr int kBroderRun = 4;

std::uint64_t hashValues(const std::uint32_t *values, int n, std::uint64_t salt)
{
    std::uint64_t h = mix64(salt);
    for (int i = 0; i < n; ++i)
        h = mix64(h ^ (values[i] + (std::uint64_t(i) << 32)));
    return h;
}

// Documents sharing a key are united.
void uniteByKeys(UnionFind &sets, std::vector<std::pair<std::uint64_t, std::uint32_t>> &keys)
{
    std::sort(keys.begin(), keys.end());
    for (std::size_t i = 1; i < keys.size(); ++i)
        if (keys[i].first == keys[i - 1].first)
            sets.unite(keys[i].second, keys[i - 1].second);
}

constexpr std::uint32_t kNoDocument = 0xffffffffu;

std::uint64_t pairId(qint64 a, qint64 b)
{
    if (a > b)
        std::swap(a, b);
    return mix64(std::uint64_t(a) * 0x9e3779b97f4a7c15ULL ^ std::uint64_t(b));
}

} // namespace

QString policyName(ClusterPolicy policy)
{
    for (const PolicyName &n : kNames)
        if (n.policy == policy)
            return QString::fromLatin1(n.name);
    return {};
}

QString policyTitle(ClusterPolicy policy)
{
    for (const PolicyName &n : kNames)
        if (n.policy == policy)
            return QCoreApplication::translate(kTitleContext, n.title);
    return {};
}

QString policyTitle(const QString &name)
{
    const std::optional<ClusterPolicy> policy = policyFromName(name);
    return policy ? policyTitle(*policy) : name;
}

std::optional<ClusterPolicy> policyFromName(const QString &name)
{
    for (const PolicyName &n : kNames)
        if (name == QLatin1String(n.name))
            return n.policy;
    return std::nullopt;
}

QStringList policyNames()
{
    QStringList out;
    for (const PolicyName &n : kNames)
        out << QString::fromLatin1(n.name);
    return out;
}

bool policyUsesThreshold(ClusterPolicy policy)
{
    return policy == ClusterPolicy::Union || policy == ClusterPolicy::Center ||
           policy == ClusterPolicy::Containment;
}

PolicyEdge policyEdge(ClusterPolicy policy, double threshold, const ScoredPair &p)
{
    if (policy == ClusterPolicy::Containment) {
        // The direction with the higher containment; a pair of equals is resemblance, not containment.
        if (p.containmentAInB >= threshold && p.containmentAInB >= p.containmentBInA)
            return {true, true, p.containmentAInB};
        if (p.containmentBInA >= threshold)
            return {true, false, p.containmentBInA};
        return {};
    }
    if (p.resemblance >= threshold)
        return {true, true, p.resemblance};
    return {};
}

void centerChosenEdge(CenterState &state, std::uint32_t chosen, std::uint32_t other)
{
    if (state.role[chosen] == 2)
        return; // a member of a centre chosen before it
    if (state.role[chosen] == 0) {
        state.role[chosen] = 1;
        state.group[chosen] = state.clusters;
        state.forcedRep[state.clusters++] = chosen;
    }
    if (state.role[other] == 0) {
        state.role[other] = 2;
        state.group[other] = state.group[chosen];
    }
}

void centerEdge(CenterState &state, ClusterPolicy policy, const std::uint64_t *nodeKeep, std::uint32_t a,
                std::uint32_t b)
{
    std::uint32_t centre = policy == ClusterPolicy::Containment ? b : a;
    std::uint32_t other = policy == ClusterPolicy::Containment ? a : b;
    std::uint8_t *role = state.role;
    if (role[centre] == 0 && role[other] == 0) {
        // Either may be the centre of a pair: the copy worth keeping is.
        if (policy == ClusterPolicy::Center && nodeKeep[other] < nodeKeep[centre])
            std::swap(centre, other);
        role[centre] = 1;
        state.group[centre] = state.clusters;
        state.forcedRep[state.clusters++] = centre;
    } else if (policy == ClusterPolicy::Center && role[other] == 1 && role[centre] == 0) {
        std::swap(centre, other);
    }
    if (role[centre] == 1 && role[other] == 0) {
        role[other] = 2;
        state.group[other] = state.group[centre];
    }
}

std::vector<Cluster> clusterDocuments(const std::vector<ClusterDocument> &docs,
                                      const std::vector<ScoredPair> &pairs, ClusterPolicy policy,
                                      double threshold, const PairEstimator &estimator)
{
    MatchResult matches;
    matches.pairs = pairs;
    return clusterDocuments(docs, matches, policy, threshold, estimator);
}

std::vector<Cluster> clusterDocuments(const std::vector<ClusterDocument> &docs, const MatchResult &matches,
                                      ClusterPolicy policy, double threshold, const PairEstimator &estimator,
                                      const std::vector<std::pair<qint64, qint64>> &ignored)
{
    const auto n = static_cast<std::uint32_t>(docs.size());
    // Document id -> index: a vector over the ids where they are dense (an index's are: 4 MB
    // at 10^6 documents, filled in a few ms where a hash map took 0.1 s), else a hash map.
    qint64 lowestId = 0, highestId = -1;
    for (const ClusterDocument &d : docs) {
        lowestId = std::min(lowestId, d.docId);
        highestId = std::max(highestId, d.docId);
    }
    const bool dense = lowestId >= 0 && highestId < 8 * qint64(n) + 1024;
    std::vector<std::uint32_t> slotOf;
    std::unordered_map<qint64, std::uint32_t> indexOf;
    if (dense) {
        slotOf.assign(std::size_t(highestId + 1), kNoDocument);
        for (std::uint32_t i = 0; i < n; ++i)
            slotOf[std::size_t(docs[i].docId)] = i;
    } else {
        indexOf.reserve(docs.size());
        for (std::uint32_t i = 0; i < n; ++i)
            indexOf.emplace(docs[i].docId, i);
    }
    auto find = [&](qint64 docId) {
        if (dense)
            return docId >= 0 && docId < qint64(slotOf.size()) ? slotOf[std::size_t(docId)] : kNoDocument;
        auto it = indexOf.find(docId);
        return it == indexOf.end() ? kNoDocument : it->second;
    };

    // Nodes: a document, or a group of equivalent documents (the pair-based policies see a
    // group as one node, named by its representative's index). A member the user marked as
    // not a duplicate of another member of its group becomes a node of its own, with the
    // group's pairs.
    std::vector<std::uint32_t> nodeOf(n);
    for (std::uint32_t i = 0; i < n; ++i)
        nodeOf[i] = i;
    std::unordered_map<std::uint64_t, int> ignoredNodes;         // node pair -> 1
    std::vector<std::pair<std::uint32_t, std::uint32_t>> splits; // (split member, its group's node)
    for (const EquivalenceGroup &g : matches.groups) {
        // Named by its representative, or its first member present (the representative may
        // have failed a rescan and be missing from `docs`).
        std::uint32_t head = find(g.representative);
        for (std::size_t m = 0; head == kNoDocument && m < g.others.size(); ++m)
            head = find(g.others[m]);
        if (head == kNoDocument)
            continue;
        for (qint64 member : g.others)
            if (const std::uint32_t i = find(member); i != kNoDocument)
                nodeOf[i] = head;
    }
    // First the splits (a member ignored with another of its group), then the ignored node
    // pairs, from the nodes as they end.
    for (const auto &[a, b] : ignored) {
        const std::uint32_t ia = find(a);
        const std::uint32_t ib = find(b);
        if (ia == kNoDocument || ib == kNoDocument || nodeOf[ia] != nodeOf[ib])
            continue;
        const std::uint32_t split = ib == nodeOf[ib] ? ia : ib;
        splits.emplace_back(split, nodeOf[split]);
        nodeOf[split] = split;
    }
    for (const auto &[a, b] : ignored) {
        const std::uint32_t ia = find(a);
        const std::uint32_t ib = find(b);
        if (ia != kNoDocument && ib != kNoDocument)
            ignoredNodes.emplace(pairId(nodeOf[ia], nodeOf[ib]), 1);
    }

    // The stored pairs between nodes, for the edges and the per-member figures.
    std::vector<std::pair<const ScoredPair *, std::pair<std::uint32_t, std::uint32_t>>> nodePairs;
    nodePairs.reserve(matches.pairs.size());
    for (const ScoredPair &p : matches.pairs) {
        const std::uint32_t ia = find(p.docA);
        const std::uint32_t ib = find(p.docB);
        if (ia == kNoDocument || ib == kNoDocument)
            continue;
        nodePairs.push_back({&p, {nodeOf[ia], nodeOf[ib]}});
        for (const auto &[split, group] : splits) { // the split member keeps its group's pairs
            if (nodeOf[ia] == group)
                nodePairs.push_back({&p, {split, nodeOf[ib]}});
            if (nodeOf[ib] == group)
                nodePairs.push_back({&p, {nodeOf[ia], split}});
        }
    }
    std::erase_if(nodePairs, [&](const auto &np) {
        return np.second.first == np.second.second ||
               ignoredNodes.count(pairId(np.second.first, np.second.second));
    });
    // Each two nodes' pair (the first met where several are), by pairId, found by binary search:
    // a hash map of them was the peak of clustering 5.3 M related pairs (0.3 GB of 1 GB).
    // nodePairs follow matches.pairs, so the first met has the lowest address.
    std::vector<std::pair<std::uint64_t, const ScoredPair *>> pairOf;
    pairOf.reserve(nodePairs.size());
    for (const auto &[p, nodes] : nodePairs)
        pairOf.emplace_back(pairId(nodes.first, nodes.second), p);
    std::sort(pairOf.begin(), pairOf.end(), [](const auto &x, const auto &y) {
        return x.first != y.first ? x.first < y.first : std::less<const ScoredPair *>()(x.second, y.second);
    });
    pairOf.erase(std::unique(pairOf.begin(), pairOf.end(),
                             [](const auto &x, const auto &y) { return x.first == y.first; }),
                 pairOf.end());
    const auto pairBetween = [&pairOf](std::uint32_t x, std::uint32_t y) -> const ScoredPair * {
        const std::uint64_t key = pairId(x, y);
        const auto it = std::lower_bound(pairOf.begin(), pairOf.end(), key,
                                         [](const auto &e, std::uint64_t k) { return e.first < k; });
        return it != pairOf.end() && it->first == key ? it->second : nullptr;
    };

    // Edges of the pair-based policies, as (weight, a, b) nodes; for Containment, a is
    // contained in b.
    struct Edge
    {
        double weight;
        std::uint32_t a, b;
    };
    std::vector<Edge> edges;
    for (const auto &[p, nodes] : nodePairs) {
        // Orientation: nodes.first stands for p->docA.
        const PolicyEdge e = policyEdge(policy, threshold, *p);
        if (e.joins)
            edges.push_back(e.aContained ? Edge{e.weight, nodes.first, nodes.second}
                                         : Edge{e.weight, nodes.second, nodes.first});
    }

    // Group id per node (kAlone: alone), and a forced representative where the policy names
    // one (centre, container).
    constexpr std::uint32_t kAlone = 0xffffffffu;
    std::vector<std::uint32_t> group(n, kAlone);
    std::vector<std::uint32_t> forcedRep; // per group id
    std::vector<std::uint32_t> nodeSize(n, 0);
    for (std::uint32_t i = 0; i < n; ++i)
        ++nodeSize[nodeOf[i]];

    // Each node's best key to keep (its documents are equivalent).
    std::vector<std::uint64_t> nodeKeep(n, ~std::uint64_t(0));
    for (std::uint32_t i = 0; i < n; ++i)
        nodeKeep[nodeOf[i]] = std::min(nodeKeep[nodeOf[i]], docs[i].keep);

    switch (policy) {
    case ClusterPolicy::Union: {
        UnionFind sets(n);
        for (const Edge &e : edges)
            sets.unite(e.a, e.b);
        for (std::uint32_t i = 0; i < n; ++i)
            if (nodeOf[i] == i && (sets.sizeOf(i) > 1 || nodeSize[i] > 1))
                group[i] = sets.find(i);
        break;
    }
    case ClusterPolicy::Center:
    case ClusterPolicy::Containment: {
        // CENTER: edges by decreasing weight; an unassigned pair starts a cluster with the
        // first as centre (for containment, the container); an unassigned node joins a
        // centre it has an edge to; members never recruit (no chaining).
        std::stable_sort(edges.begin(), edges.end(),
                         [](const Edge &x, const Edge &y) { return x.weight > y.weight; });
        std::vector<std::uint8_t> role(n, 0); // 0 unassigned, 1 centre, 2 member
        forcedRep.assign(n, 0);
        CenterState state{role.data(), group.data(), forcedRep.data(), 0};
        if (policy == ClusterPolicy::Center) {
            // The copies the user chose to keep (marked, or in a reference folder) are centres
            // first, the most chosen first: a cluster that holds one is formed around it, every
            // unassigned document with an edge to it a member (by decreasing weight, as below).
            // (Chosen: ranked above others by the user's part of the key; keys all alike, as
            // when they are not given, choose nothing.)
            constexpr std::uint32_t kNotChosen = 0xffffffffu;
            std::uint64_t plainest = 0; // the user's rank of the copies nobody chose
            for (std::uint32_t i = 0; i < n; ++i)
                if (nodeOf[i] == i)
                    plainest = std::max(plainest, KeepRule::userRank(nodeKeep[i]));
            std::vector<std::pair<std::uint64_t, std::uint32_t>> chosen;
            for (std::uint32_t i = 0; i < n; ++i)
                if (nodeOf[i] == i && KeepRule::userRank(nodeKeep[i]) < plainest)
                    chosen.emplace_back(nodeKeep[i], i);
            if (!chosen.empty()) {
                std::sort(chosen.begin(), chosen.end());
                std::vector<std::uint32_t> rankOf(n, kNotChosen);
                for (std::uint32_t r = 0; r < chosen.size(); ++r)
                    rankOf[chosen[r].second] = r;
                std::vector<Edge> around; // (weight, chosen centre, other), by decreasing weight
                for (const Edge &e : edges) {
                    if (rankOf[e.a] == kNotChosen && rankOf[e.b] == kNotChosen)
                        continue;
                    around.push_back(rankOf[e.a] <= rankOf[e.b] ? e : Edge{e.weight, e.b, e.a});
                }
                std::stable_sort(around.begin(), around.end(),
                                 [&](const Edge &x, const Edge &y) { return rankOf[x.a] < rankOf[y.a]; });
                for (const Edge &e : around)
                    centerChosenEdge(state, e.a, e.b);
            }
        }
        for (const Edge &e : edges)
            centerEdge(state, policy, nodeKeep.data(), e.a, e.b);
        forcedRep.resize(state.clusters);
        // A group of equivalent documents with no edge is a cluster of its own.
        for (std::uint32_t i = 0; i < n; ++i) {
            if (nodeOf[i] == i && role[i] == 0 && nodeSize[i] > 1) {
                group[i] = std::uint32_t(forcedRep.size());
                forcedRep.push_back(i);
            }
        }
        break;
    }
    case ClusterPolicy::Identical:
    case ClusterPolicy::Lexical:
    case ClusterPolicy::Shingle: {
        for (std::uint32_t i = 0; i < n; ++i)
            nodeOf[i] = i;
        std::vector<std::pair<std::uint64_t, std::uint32_t>> keys;
        for (std::uint32_t i = 0; i < n; ++i) {
            const Fingerprint128 &fp = policy == ClusterPolicy::Identical ? docs[i].raw
                                       : policy == ClusterPolicy::Lexical ? docs[i].lexical
                                                                          : docs[i].shingle;
            if (!fp.isNull())
                keys.emplace_back(fp.low ^ mix64(fp.high), i);
        }
        UnionFind sets(n);
        uniteByKeys(sets, keys);
        for (std::uint32_t i = 0; i < n; ++i)
            if (sets.sizeOf(i) > 1)
                group[i] = sets.find(i);
        break;
    }
    case ClusterPolicy::VerySimilar:
    case ClusterPolicy::VirtuallyIdentical:
    case ClusterPolicy::SuperShingle: {
        for (std::uint32_t i = 0; i < n; ++i)
            nodeOf[i] = i;
        std::vector<std::pair<std::uint64_t, std::uint32_t>> keys;
        for (std::uint32_t i = 0; i < n; ++i) {
            const auto &mh = docs[i].minHash;
            if (mh.empty() || mh[0] == DocumentSketch::kEmptyBin)
                continue;
            if (policy == ClusterPolicy::SuperShingle) {
                std::vector<std::uint32_t> sorted(mh);
                std::sort(sorted.begin(), sorted.end());
                sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
                for (std::size_t s = 0; s + kBroderRun <= sorted.size(); ++s)
                    keys.emplace_back(hashValues(sorted.data() + s, kBroderRun, 0x5345), i);
                continue;
            }
            if (mh.size() < std::size_t(kSuperShingles * kSuperShingleLength))
                continue;
            std::uint64_t super[kSuperShingles];
            for (int s = 0; s < kSuperShingles; ++s)
                super[s] = hashValues(mh.data() + s * kSuperShingleLength, kSuperShingleLength, 0x100 + s);
            if (policy == ClusterPolicy::VirtuallyIdentical) {
                std::uint64_t h = 0;
                for (std::uint64_t s : super)
                    h = mix64(h ^ s);
                keys.emplace_back(h, i);
            } else {
                // Megashingles: every pair of the 6 supershingles (15); sharing one means
                // sharing at least 2 of 6.
                for (int x = 0; x < kSuperShingles; ++x)
                    for (int y = x + 1; y < kSuperShingles; ++y)
                        keys.emplace_back(mix64(super[x] ^ mix64(super[y] + std::uint64_t(x * 8 + y))), i);
            }
        }
        UnionFind sets(n);
        uniteByKeys(sets, keys);
        for (std::uint32_t i = 0; i < n; ++i)
            if (sets.sizeOf(i) > 1)
                group[i] = sets.find(i);
        break;
    }
    }

    // The policies that look at documents one by one made every document a node of its own.
    std::fill(nodeSize.begin(), nodeSize.end(), 0);
    for (std::uint32_t i = 0; i < n; ++i)
        ++nodeSize[nodeOf[i]];

    // Collect members per group: every document takes its node's group.
    // (Group, document) in order: runs of one group, its documents ascending.
    std::vector<std::pair<std::uint32_t, std::uint32_t>> grouped;
    for (std::uint32_t i = 0; i < n; ++i)
        if (group[nodeOf[i]] != kAlone)
            grouped.emplace_back(group[nodeOf[i]], i);
    std::sort(grouped.begin(), grouped.end());

    // Edge degree inside each group (a node's edges count for each of its documents, and its
    // documents are linked to each other), to pick a medoid-like representative.
    std::vector<std::uint32_t> degree(n, 0);
    for (const Edge &e : edges)
        if (group[e.a] != kAlone && group[e.a] == group[e.b])
            degree[e.a] += nodeSize[e.b], degree[e.b] += nodeSize[e.a];

    const bool exact = policy == ClusterPolicy::Identical || policy == ClusterPolicy::Lexical ||
                       policy == ClusterPolicy::Shingle;
    std::vector<Cluster> clusters;
    std::vector<std::uint32_t> members;
    for (std::size_t start = 0, end = 0; start < grouped.size(); start = end) {
        const std::uint32_t gid = grouped[start].first;
        members.clear();
        for (end = start; end < grouped.size() && grouped[end].first == gid; ++end)
            members.push_back(grouped[end].second);
        if (members.size() < 2)
            continue;
        std::uint32_t rep = members.front();
        const bool forced = (policy == ClusterPolicy::Center || policy == ClusterPolicy::Containment);
        auto degreeOf = [&](std::uint32_t m) {
            return degree[nodeOf[m]] + nodeSize[nodeOf[m]] - 1;
        };
        if (forced) {
            // The centre or container, or a copy of it (same node) with a lower key to keep.
            rep = forcedRep[gid];
            for (std::uint32_t m : members)
                if (nodeOf[m] == nodeOf[rep] && docs[m].keep < docs[rep].keep)
                    rep = m;
        } else {
            // The user's marks first, then the medoid (most edges), then the readable rule
            // among equals (identical copies have the same edges), then the id.
            auto better = [&](std::uint32_t x, std::uint32_t y) {
                const auto ux = KeepRule::userRank(docs[x].keep), uy = KeepRule::userRank(docs[y].keep);
                if (ux != uy)
                    return ux < uy;
                if (degreeOf(x) != degreeOf(y))
                    return degreeOf(x) > degreeOf(y);
                if (docs[x].keep != docs[y].keep)
                    return docs[x].keep < docs[y].keep;
                return docs[x].docId < docs[y].docId;
            };
            for (std::uint32_t m : members)
                if (better(m, rep))
                    rep = m;
        }
        Cluster c;
        c.representative = docs[rep].docId;
        c.members.push_back({docs[rep].docId, true, 1, 1, 1});
        for (std::uint32_t m : members) {
            if (m == rep)
                continue;
            ClusterMember member{docs[m].docId, false, 1, 1, 1};
            if (!exact && nodeOf[m] != nodeOf[rep]) {
                const qint64 a = docs[m].docId;
                const qint64 b = docs[rep].docId;
                std::optional<ScoredPair> p;
                bool memberIsA = true;
                if (const ScoredPair *stored = pairBetween(nodeOf[m], nodeOf[rep])) {
                    p = *stored;
                    // The pair names documents of the two nodes (or of the group a split member
                    // came from): the member's side is the one that is not the representative's.
                    const std::uint32_t sideA = nodeOf[find(p->docA)];
                    const std::uint32_t sideB = nodeOf[find(p->docB)];
                    memberIsA = !(sideB == nodeOf[m] || sideA == nodeOf[rep]);
                } else if (estimator) {
                    p = estimator(a, b);
                    memberIsA = p && p->docA == a;
                }
                if (p) {
                    member.resemblance = p->resemblance;
                    member.containedInRep = memberIsA ? p->containmentAInB : p->containmentBInA;
                    member.containsRep = memberIsA ? p->containmentBInA : p->containmentAInB;
                    member.exact = p->exact;
                } else {
                    member.resemblance = member.containedInRep = member.containsRep = 0;
                    member.exact = false;
                }
            }
            c.members.push_back(member);
        }
        std::sort(c.members.begin() + 1, c.members.end(), [](const ClusterMember &x, const ClusterMember &y) {
            return x.resemblance != y.resemblance ? x.resemblance > y.resemblance : x.docId < y.docId;
        });
        clusters.push_back(std::move(c));
    }
    std::sort(clusters.begin(), clusters.end(), [](const Cluster &x, const Cluster &y) {
        return x.members.size() != y.members.size() ? x.members.size() > y.members.size()
                                                    : x.representative < y.representative;
    });
    return clusters;
}

} // namespace lookalike
