// liblookalike_kernels: the engine's decisions with a C interface, for the distributed job
// (lookalike_dask/kernels.py loads it with ctypes on every Dask worker). The job moves data
// (shuffles by key, joins, connected components); every decision about a pair or a cluster
// is taken here, by the same functions the single-machine matcher calls (match/MatchRules.h,
// SketchTable::estimate, clusterDocuments), so both find the same pairs and clusters.
//
// Arrays are passed as pointers with their lengths; the caller owns them. Documents are named
// by their global numbers g (u64). Nothing here keeps state between calls, so the functions
// may run on any number of threads at once.
#include "cluster/ClusterPolicy.h"
#include "cluster/KeepRule.h"
#include "cluster/Topics.h"
#include "match/MatchRules.h"
#include "match/Matcher.h"
#include "match/RelatedPairs.h"
#include "match/SketchTable.h"
#include "sketch/Estimate.h"
#include "sketch/Sketch.h"
#include "sketch/WeightedSketch.h"
#include "store/CompactRows.h"
#include "store/Settings.h"

#include <QString>
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <optional>
#include <span>
#include <vector>

using namespace lookalike;
using namespace lookalike::matching;

namespace {

MatchParams paramsOf(double threshold, double containment, double recall)
{
    MatchParams p;
    p.threshold = threshold;
    p.containmentThreshold = containment;
    p.recall = recall;
    return p;
}

// out[i] = 1 for each of n documents where `holds(common, size)` at some level from its own
// to the top (common and sizes: n x (top + 1) counts per level).
template <typename Holds>
void atSomeLevel(std::uint64_t n, int top, const std::uint8_t *level, const std::uint32_t *common,
                 const std::uint32_t *sizes, std::uint8_t *out, Holds &&holds)
{
    const auto levels = std::uint64_t(top + 1);
    for (std::uint64_t i = 0; i < n; ++i) {
        out[i] = 0;
        for (int l = level[i]; l <= top && !out[i]; ++l)
            out[i] = holds(common[i * levels + std::uint64_t(l)], sizes[i * levels + std::uint64_t(l)]);
    }
}

// The related documents' parameters named by `text` (RelatedParams::toString; empty: the
// defaults), or nullopt.
std::optional<RelatedParams> relatedParamsOf(const char *text)
{
    if (!text || !*text)
        return RelatedParams{};
    return RelatedParams::fromString(QString::fromUtf8(text));
}

} // namespace

extern "C" {

// Bumped whenever a signature or a struct below changes (kernels.py checks it).
__attribute__((visibility("default"))) int lk_abi_version()
{
    return 9;
}

// What a scan matches and clusters at when the user asks nothing: the resemblance and
// containment thresholds, and the clustering (policy name, at most 31 bytes, and threshold).
__attribute__((visibility("default"))) void lk_defaults(double *threshold, double *containment, char *policy,
                                                        double *clusterThreshold)
{
    *threshold = MatchParams::kDefaultThreshold;
    *containment = MatchParams::kDefaultContainment;
    const ClusterChoice choice;
    const QByteArray name = policyName(choice.policy).toUtf8().left(31);
    std::memcpy(policy, name.constData(), std::size_t(name.size()) + 1);
    *clusterThreshold = choice.threshold;
}

// The banding matching uses for k values at the threshold and recall.
__attribute__((visibility("default"))) void lk_banding(int k, double threshold, double recall, int *bands,
                                                       int *rows)
{
    const Banding b = matcherBanding(k, paramsOf(threshold, MatchParams::kDefaultContainment, recall));
    *bands = b.bands;
    *rows = b.rows;
}

// The common cutoff for a collection of `representatives` (asked > 0: that one).
__attribute__((visibility("default"))) int lk_common_cutoff(std::uint64_t representatives, int asked)
{
    MatchParams p;
    p.commonShingleCutoff = asked;
    return p.commonCutoffFor(std::size_t(representatives));
}

// How phi is counted over `representatives` at the common cutoff (boilerplateCounting): every
// stride-th representative, values counted more than cut times are common.
__attribute__((visibility("default"))) void lk_boilerplate_counting(std::uint64_t representatives, int cutoff,
                                                                    std::uint64_t *stride, std::uint64_t *cut)
{
    const BoilerplateCounting b = boilerplateCounting(std::size_t(representatives), cutoff);
    *stride = b.stride;
    *cut = b.cut;
}

// The bucket keys of bands [firstBand, firstBand + count) of n MinHash rows of k values:
// out[i * count + j] is the key of row i in band firstBand + j.
__attribute__((visibility("default"))) void lk_band_keys(const std::uint16_t *minHash, std::uint64_t n, int k,
                                                         int bands, int rows, int firstBand, int count,
                                                         std::uint32_t *out)
{
    const Banding banding{bands, rows};
    for (std::uint64_t i = 0; i < n; ++i) {
        const std::span<const std::uint16_t> row(minHash + i * std::uint64_t(k), std::size_t(k));
        for (int j = 0; j < count; ++j)
            out[i * std::uint64_t(count) + std::uint64_t(j)] = bandBucketKey(row, banding, firstBand + j);
    }
}

// The pairs of one common band bucket that take the boilerplate path (boilerplatePair): its
// n members' ids and shares phi. Writes up to `capacity` pairs (a < b) and returns how many
// there are (call again with more room if that is more than `capacity`).
__attribute__((visibility("default"))) std::uint64_t
lk_boilerplate_pairs(std::uint64_t n, const std::uint64_t *ids, const float *shares, double threshold,
                     std::uint64_t capacity, std::uint64_t *outA, std::uint64_t *outB)
{
    const double shareCut = boilerplateShareCut(threshold);
    const double boundCut = boilerplateBoundCut(threshold);
    std::vector<std::uint64_t> heavy;
    for (std::uint64_t x = 0; x < n; ++x)
        if (shares[x] >= shareCut)
            heavy.push_back(x);
    std::sort(heavy.begin(), heavy.end(),
              [&](std::uint64_t x, std::uint64_t y) { return shares[x] > shares[y]; });
    std::uint64_t found = 0;
    for (std::size_t x = 0; x < heavy.size(); ++x) {
        const double sx = shares[heavy[x]];
        for (std::size_t y = x + 1; y < heavy.size(); ++y) {
            if (boilerplateBound(sx, double(shares[heavy[y]])) < boundCut)
                break; // and so for every later (smaller) share
            if (found < capacity) {
                outA[found] = std::min(ids[heavy[x]], ids[heavy[y]]);
                outB[found] = std::max(ids[heavy[x]], ids[heavy[y]]);
            }
            ++found;
        }
    }
    return found;
}

// Which of n documents are made mostly of common sample values (mostlyCommonAt at some level
// from their own to the top): common and sizes are n x (top + 1) counts per level.
__attribute__((visibility("default"))) void
lk_mostly_common(std::uint64_t n, int top, const std::uint8_t *level, const std::uint32_t *common,
                 const std::uint32_t *sizes, double threshold, double containment, std::uint8_t *out)
{
    const MatchParams params = paramsOf(threshold, containment, 0.995);
    atSomeLevel(n, top, level, common, sizes, out,
                [&](std::size_t c, std::size_t size) { return mostlyCommonAt(c, size, params); });
}

// Which of m pairs met in rare posting lists (rare: how many) or walks (hits) may become pairs,
// from their counts alone (before their sketches are brought together): those the count rule
// makes candidates (sampleCountsReach) and those a walk from a side made mostly of common
// values may estimate (walkReaches). Per side: sample level, |V_l| and common values per level
// (m x (top + 1)), whether it is such a side. out[i]: 1 to decide the pair.
__attribute__((visibility("default"))) void
lk_screen(std::uint64_t m, int top, double threshold, double containment, const std::uint8_t *levelA,
          const std::uint8_t *levelB, const std::uint32_t *sizesA, const std::uint32_t *sizesB,
          const std::uint32_t *commonA, const std::uint32_t *commonB, const std::uint8_t *directedA,
          const std::uint8_t *directedB, const std::uint32_t *rare, const std::uint32_t *hits,
          std::uint8_t *out)
{
    const MatchParams params = paramsOf(threshold, containment, 0.995);
    const auto levels = std::uint64_t(top + 1);
    for (std::uint64_t i = 0; i < m; ++i) {
        const auto at = i * levels + std::uint64_t(std::max(levelA[i], levelB[i]));
        const std::size_t sizeA = sizesA[at], sizeB = sizesB[at];
        const bool sampled = rare[i] > 0 && sampleCountsReach(rare[i], commonA[at], commonB[at],
                                                              double(sizeA), double(sizeB), params);
        const std::size_t shared = std::size_t(hits[i]) + rare[i];
        const bool walked = hits[i] > 0 && ((directedA[i] && walkReaches(shared, sizeA, params)) ||
                                            (directedB[i] && walkReaches(shared, sizeB, params)));
        out[i] = sampled || walked;
    }
}

// A figure as the matcher keeps it for an uncertain pair: a float (Verify.cpp's Unsure,
// SampleIndex.cpp's Walked). Through a float in memory: GCC 12 -O2 was seen to drop the
// conversion of two of three such figures held in locals here.
static double keptAsFloat(double x)
{
    volatile float f = float(x);
    return f;
}

// Which of n documents could make a sample candidate of a pair that shares only `shared` rare
// values (countsMayReach at some level from their own to the top): common and sizes are
// n x (top + 1) counts per level.
__attribute__((visibility("default"))) void
lk_counts_may_reach(std::uint64_t n, int top, const std::uint8_t *level, const std::uint32_t *common,
                    const std::uint32_t *sizes, std::uint32_t shared, double threshold, double containment,
                    std::uint8_t *out)
{
    const MatchParams params = paramsOf(threshold, containment, 0.995);
    atSomeLevel(n, top, level, common, sizes, out,
                [&](std::size_t c, std::size_t size) { return countsMayReach(shared, c, size, params); });
}

// One side of a batch of pairs: per pair, what the job knows of that document.
struct LkSide
{
    const std::uint16_t *minHash;  // m x k
    const std::uint8_t *level;     // its sample level
    const std::uint64_t *shingles; // |S(D)|
    const std::uint64_t *smpOffs;  // m + 1 offsets into smpKeys / smpZeros
    const std::uint32_t *smpKeys;  // per pair, its document's sample, ordered by (zeros, key)
    const std::uint8_t *smpZeros;
    const std::uint64_t *commonBands; // bands where its bucket is common
    const float *share;               // phi, its share of common MinHash values
    const std::uint8_t *directed;     // made mostly of common sample values
    const std::uint32_t *commonAt;    // m x (top + 1): its sample values in common lists, per level
};

// Decides a batch of m candidate pairs (a < b): each pair met in a band bucket, in a rare
// posting list (rare: how many), or in a common list walked (hits: what they share there).
// The decision is the single-machine matcher's (Matcher.cpp, Verify.cpp, SampleIndex.cpp):
// banding candidates by candidateBand and worthEstimating, sample candidates by
// sampleCountsReach, both estimated from the sketches; the pairs only a walk found, from
// their counts. Writes keep[i] (1: a pair), its figures and PairSource bits. A verdict too
// close to call (uncertain[i] = 1, `distance` from its threshold in standard deviations, as
// judge() gives it) is decided by its estimate here, as MatchResult::settleByEstimate decides
// (the figures rounded to float), and its figures are written kept or not: the desktop may
// settle it exactly from the documents (usecase::MergeShards), as a scan does.
__attribute__((visibility("default"))) void
lk_decide(std::uint64_t m, int k, int top, int bands, int rows, double threshold, double containment,
          const LkSide *a, const LkSide *b, const std::uint32_t *rare, const std::uint32_t *hits,
          std::uint8_t *keep, double *resemblance, double *containmentAB, double *containmentBA,
          std::uint8_t *sources, std::uint8_t *uncertain, float *distance)
{
    const MatchParams params = paramsOf(threshold, containment, 0.995);
    const Banding banding{bands, rows};
    const auto levels = std::uint64_t(top + 1);
    // Two rows a pair (2i, 2i + 1) in a table of up to kChunk pairs (the estimate is
    // SketchTable's own).
    constexpr std::uint64_t kChunk = 16384;
    SketchTable table(k, top);
    std::vector<std::uint32_t> minHash(static_cast<std::size_t>(k));
    std::vector<std::uint64_t> sample;
    auto add = [&](const LkSide *side, std::uint64_t i) {
        const std::uint16_t *row = side->minHash + i * std::uint64_t(k);
        std::copy(row, row + k, minHash.begin());
        sample.clear();
        for (std::uint64_t t = side->smpOffs[i]; t < side->smpOffs[i + 1]; ++t)
            sample.push_back((std::uint64_t(side->smpKeys[t]) << 32) |
                             (std::uint64_t(1) << side->smpZeros[t]));
        table.add(0, Fingerprint128{1, 1}, side->shingles[i], minHash, side->level[i], sample);
    };
    auto settle = [&](std::uint64_t i, const SketchTable::Estimate &e, Verdict verdict, float away,
                      std::uint8_t from) {
        if (verdict == Verdict::NoPair)
            return;
        MatchResult r;
        ScoredPair p{0, 1, e.resemblance, e.containmentAInB, e.containmentBInA, from};
        if (verdict == Verdict::Pair) {
            r.pairs.push_back(p);
        } else {
            p.resemblance = keptAsFloat(p.resemblance);
            p.containmentAInB = keptAsFloat(p.containmentAInB);
            p.containmentBInA = keptAsFloat(p.containmentBInA);
            r.uncertain.push_back(p);
            r.settleByEstimate(params);
            uncertain[i] = 1;
            distance[i] = away;
        }
        keep[i] = r.pairs.empty() ? 0 : 1;
        resemblance[i] = p.resemblance;
        containmentAB[i] = p.containmentAInB;
        containmentBA[i] = p.containmentBInA;
        sources[i] = from;
    };
    for (std::uint64_t i = 0; i < m; ++i) {
        keep[i] = uncertain[i] = 0;
        distance[i] = 0;
        if (i % kChunk == 0) {
            table = SketchTable(k, top);
            for (std::uint64_t j = i; j < std::min(m, i + kChunk); ++j) {
                add(a, j);
                add(b, j);
            }
        }
        const std::size_t ra = 2 * (i % kChunk);
        const std::size_t rb = ra + 1;
        std::uint64_t words[64];
        const int agree = table.agreement(ra, rb, words);
        const int level = std::max(table.sampleLevel(ra), table.sampleLevel(rb));
        const std::size_t sizeA = table.sampleSizeAt(ra, level);
        const std::size_t sizeB = table.sampleSizeAt(rb, level);

        std::uint8_t from = 0;
        if (candidateBand(words, a->commonBands[i], banding,
                          boilerplatePair(a->share[i], b->share[i], threshold)) >= 0 &&
            worthEstimating(agree, k, threshold))
            from |= FoundByBanding;
        if (rare[i] > 0 && sampleCountsReach(rare[i], a->commonAt[i * levels + std::uint64_t(level)],
                                             b->commonAt[i * levels + std::uint64_t(level)], double(sizeA),
                                             double(sizeB), params))
            from |= FoundBySamples;
        if (from != 0) {
            const SketchTable::Estimate e = table.estimate(ra, rb, agree);
            float away = 0;
            const Verdict verdict = judge(e, threshold, containment, &away);
            settle(i, e, verdict, away, from);
            continue;
        }
        // Found only by a walk over common lists, from a side made mostly of them that may be
        // contained enough: estimated from the counts (as SampleIndex.cpp does, in floats).
        if (hits[i] == 0)
            continue;
        const std::size_t shared = std::size_t(hits[i]) + rare[i];
        const bool fromA = a->directed[i] && walkReaches(shared, sizeA, params);
        const bool fromB = b->directed[i] && walkReaches(shared, sizeB, params);
        if (!fromA && !fromB)
            continue;
        SketchCounts sc;
        sc.k = std::size_t(k);
        sc.minHashEqual = std::size_t(agree);
        sc.level = level;
        sc.sampleA = fromA ? sizeA : sizeB;
        sc.sampleB = fromA ? sizeB : sizeA;
        sc.shared = shared;
        sc.shinglesA = table.shingleCount(fromA ? ra : rb);
        sc.shinglesB = table.shingleCount(fromA ? rb : ra);
        SketchTable::Estimate e = estimateFromCounts(sc);
        float away = 0;
        const Verdict verdict = judge(e, threshold, containment, &away);
        if (!fromA)
            std::swap(e.containmentAInB, e.containmentBInA);
        e.resemblance = keptAsFloat(e.resemblance);
        e.containmentAInB = keptAsFloat(e.containmentAInB);
        e.containmentBInA = keptAsFloat(e.containmentBInA);
        settle(i, e, verdict, away, FoundBySamples);
    }
}

// The edges of m pairs under a threshold policy as clusterDocuments makes them (policyEdge, on
// the figures as the index holds them when `stored`, else as given: a topic's related pairs):
// joins[i] 1 for an edge, aContained[i] 1 when the pair's a is the edge's first end
// (Containment: the one contained), weight[i] the edge's weight; and the figures used (r, cab,
// cba, rounded when stored: storedR/-Cab/-Cba). -1 for a policy without a threshold.
__attribute__((visibility("default"))) int
lk_policy_edges(const char *policyName, double threshold, int stored, std::uint64_t m, const double *r,
                const double *cab, const double *cba, std::uint8_t *joins, std::uint8_t *aContained,
                double *weight, double *storedR, double *storedCab, double *storedCba)
{
    const std::optional<ClusterPolicy> policy = policyFromName(QString::fromUtf8(policyName));
    if (!policy || !policyUsesThreshold(*policy))
        return -1;
    const auto figure = [stored](double x) {
        return stored ? storedFigure(x) : x;
    };
    for (std::uint64_t i = 0; i < m; ++i) {
        const ScoredPair stored{0, 1, figure(r[i]), figure(cab[i]), figure(cba[i]), 0};
        const PolicyEdge e = policyEdge(*policy, threshold, stored);
        joins[i] = e.joins;
        aContained[i] = e.aContained;
        weight[i] = e.weight;
        storedR[i] = stored.resemblance;
        storedCab[i] = stored.containmentAInB;
        storedCba[i] = stored.containmentBInA;
    }
    return 0;
}

// CENTER's walk (centerEdge) over m edges (a[i], b[i]) of n nodes in the order given, on the state the caller
// keeps: role (u8), group (u32) a node, forcedRep (u32, room for n) and *clusters, updated in place. The
// distributed job walks a component too large for one task in pieces this way. -1 for a policy that is not
// CENTER's (center, containment).
__attribute__((visibility("default"))) int lk_center_walk(const char *policyName, std::uint64_t n,
                                                          const std::uint64_t *nodeKeep, std::uint8_t *role,
                                                          std::uint32_t *group, std::uint32_t *forcedRep,
                                                          std::uint32_t *clusters, std::uint64_t m,
                                                          const std::uint32_t *a, const std::uint32_t *b)
{
    const std::optional<ClusterPolicy> policy = policyFromName(QString::fromUtf8(policyName));
    if (!policy || (*policy != ClusterPolicy::Center && *policy != ClusterPolicy::Containment))
        return -1;
    CenterState state{role, group, forcedRep, *clusters};
    for (std::uint64_t i = 0; i < m; ++i) {
        if (a[i] >= n || b[i] >= n)
            return -2;
        centerEdge(state, *policy, nodeKeep, a[i], b[i]);
    }
    *clusters = state.clusters;
    return 0;
}

// Sums of `runs` runs of values, each added in the order given from 0 (as relatedTopics sums a
// topic's term weights member after member): out[r] = sum of w[starts[r] .. starts[r + 1]).
// numpy's reductions add pairwise, which can differ in the last bit and so rank terms otherwise.
__attribute__((visibility("default"))) void lk_ordered_sums(std::uint64_t runs, const std::uint64_t *starts,
                                                            const double *w, double *out)
{
    for (std::uint64_t r = 0; r < runs; ++r) {
        double sum = 0;
        for (std::uint64_t i = starts[r]; i < starts[r + 1]; ++i)
            sum += w[i];
        out[r] = sum;
    }
}

// The user's part of keys to keep (KeepRule::userRank): lower is chosen first.
__attribute__((visibility("default"))) void lk_user_ranks(std::uint64_t n, const std::uint64_t *keys,
                                                          std::uint64_t *out)
{
    for (std::uint64_t i = 0; i < n; ++i)
        out[i] = KeepRule::userRank(keys[i]);
}

// Clusters the documents of whole connected components under a threshold policy ("center",
// "union", "containment") as the index does (clusterDocuments): n documents (ids, keys to
// keep), the p pairs among them (a < b, sorted by (a, b)) and e rows of equivalence groups
// (member, representative). For each document writes the representative of its cluster
// (~0: in none) and its figures to it. Returns 0, or -1 for a policy it does not know.
__attribute__((visibility("default"))) int
lk_cluster(const char *policyName, double threshold, std::uint64_t n, const std::uint64_t *ids,
           const std::uint64_t *keepKeys, std::uint64_t p, const std::uint64_t *pairA,
           const std::uint64_t *pairB, const double *pairR, const double *pairCab, const double *pairCba,
           std::uint64_t e, const std::uint64_t *groupMember, const std::uint64_t *groupRep,
           std::uint64_t *outRep, double *outResemblance, double *outContainedInRep, double *outContainsRep)
{
    const std::optional<ClusterPolicy> policy = policyFromName(QString::fromUtf8(policyName));
    if (!policy || !policyUsesThreshold(*policy))
        return -1;
    std::vector<ClusterDocument> docs(n);
    for (std::uint64_t i = 0; i < n; ++i) {
        docs[i].docId = qint64(ids[i]);
        docs[i].keep = keepKeys[i];
    }
    // The figures as the index holds them: what clustering an index sees.
    MatchResult matches;
    matches.pairs.reserve(p);
    for (std::uint64_t i = 0; i < p; ++i)
        matches.pairs.push_back(ScoredPair{qint64(pairA[i]), qint64(pairB[i]), storedFigure(pairR[i]),
                                           storedFigure(pairCab[i]), storedFigure(pairCba[i]), 0});
    // Rows sorted by representative, then member: one group a representative.
    std::vector<std::pair<std::uint64_t, std::uint64_t>> rows;
    rows.reserve(e);
    for (std::uint64_t i = 0; i < e; ++i)
        rows.emplace_back(groupRep[i], groupMember[i]);
    std::sort(rows.begin(), rows.end());
    for (const auto &[rep, member] : rows) {
        if (matches.groups.empty() || matches.groups.back().representative != qint64(rep))
            matches.groups.push_back(EquivalenceGroup{qint64(rep), {}});
        matches.groups.back().others.push_back(qint64(member));
    }
    const std::vector<Cluster> clusters = clusterDocuments(docs, matches, *policy, threshold);
    std::vector<std::uint64_t> order(n);
    for (std::uint64_t i = 0; i < n; ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::uint64_t x, std::uint64_t y) { return ids[x] < ids[y]; });
    auto indexOf = [&](qint64 id) {
        const auto it = std::lower_bound(order.begin(), order.end(), std::uint64_t(id),
                                         [&](std::uint64_t x, std::uint64_t v) { return ids[x] < v; });
        return *it;
    };
    for (std::uint64_t i = 0; i < n; ++i) {
        outRep[i] = std::numeric_limits<std::uint64_t>::max();
        outResemblance[i] = outContainedInRep[i] = outContainsRep[i] = 0;
    }
    for (const Cluster &c : clusters) {
        for (const ClusterMember &member : c.members) {
            const std::uint64_t i = indexOf(member.docId);
            outRep[i] = std::uint64_t(c.representative);
            outResemblance[i] = member.resemblance;
            outContainedInRep[i] = member.containedInRep;
            outContainsRep[i] = member.containsRep;
        }
    }
    return 0;
}

// --- related documents (match/RelatedPairs.h, cluster/Topics.h) ---------------------------
// Weighted bags travel as CSR tables: n + 1 offsets into an array of WeightedTerm (16 bytes:
// term u64, weight f64), as numpy's structured dtype [('term', '<u8'), ('weight', '<f8')].

// The related documents' parameters: `text` (RelatedParams::toString; empty: the defaults)
// written out whole into `canonical` (at most 511 bytes), with the figures the job needs (an
// entry's bucket is its bits above orderBits; a topic is named by up to labelWords terms).
// Returns 0, or -1 when `text` names no valid parameters.
__attribute__((visibility("default"))) int lk_related_params(const char *text, char *canonical, int *hashes,
                                                             int *tables, int *neighbours, double *threshold,
                                                             int *orderBits, int *labelWords)
{
    static_assert(sizeof(WeightedTerm) == 16 && offsetof(WeightedTerm, weight) == 8);
    const std::optional<RelatedParams> p = relatedParamsOf(text);
    if (!p)
        return -1;
    const QByteArray whole = p->toString().toUtf8().left(511);
    std::memcpy(canonical, whole.constData(), std::size_t(whole.size()) + 1);
    *hashes = p->hashes;
    *tables = p->tables;
    *neighbours = p->neighbours;
    *threshold = p->threshold;
    *orderBits = kBucketOrderBits;
    *labelWords = kTopicLabelWords;
    return 0;
}

// Which of n terms, held by df[i] of `documents` bags, are weighed (relatedTermKept).
__attribute__((visibility("default"))) int lk_related_kept_terms(const char *params, std::uint64_t documents,
                                                                 std::uint64_t n, const std::uint64_t *df,
                                                                 std::uint8_t *out)
{
    const std::optional<RelatedParams> p = relatedParamsOf(params);
    if (!p)
        return -1;
    for (std::uint64_t i = 0; i < n; ++i)
        out[i] = relatedTermKept(df[i], documents, *p);
    return 0;
}

// The TF-IDF weights (tfIdf) and weighted sketches of n bags (CSR: offsets n + 1, terms
// ascending within a bag, counts) among `documents`, given the t terms kept (ascending) with
// their document frequencies. Writes the weighted bags (outOffs n + 1 into outBags, which has
// room for offs[n] terms) and n x hashes sketch values.
__attribute__((visibility("default"))) int
lk_related_weigh(const char *params, std::uint64_t documents, std::uint64_t n, const std::uint64_t *offs,
                 const std::uint64_t *terms, const std::uint32_t *counts, std::uint64_t t,
                 const std::uint64_t *keptTerms, const std::uint64_t *keptDf, std::uint64_t *outOffs,
                 WeightedTerm *outBags, std::uint32_t *outSketch)
{
    const std::optional<RelatedParams> p = relatedParamsOf(params);
    if (!p)
        return -1;
    const auto frequency = [&](std::uint64_t term) -> std::uint32_t {
        const std::uint64_t *at = std::lower_bound(keptTerms, keptTerms + t, term);
        return at != keptTerms + t && *at == term ? std::uint32_t(keptDf[at - keptTerms]) : 0;
    };
    const WeightedSketcher sketcher(p->kind, p->hashes, p->seed);
    std::vector<TermCount> bag;
    outOffs[0] = 0;
    for (std::uint64_t i = 0; i < n; ++i) {
        bag.clear();
        for (std::uint64_t j = offs[i]; j < offs[i + 1]; ++j)
            bag.push_back({terms[j], counts[j]});
        const std::vector<WeightedTerm> w = tfIdf(bag, documents, frequency, p->maxTerms);
        std::copy(w.begin(), w.end(), outBags + outOffs[i]);
        outOffs[i + 1] = outOffs[i] + w.size();
        sketcher.sketch(w, outSketch + i * std::uint64_t(p->hashes));
    }
    return 0;
}

// The entries of n sketches (n x hashes) in tables [first, first + count) (relatedEntry):
// out[i * count + j] for table first + j; kNoBucket (~0) for an empty bag.
__attribute__((visibility("default"))) int lk_related_entries(const char *params, std::uint64_t n,
                                                              const std::uint32_t *sketch, int first,
                                                              int count, std::uint64_t *out)
{
    const std::optional<RelatedParams> p = relatedParamsOf(params);
    if (!p || first < 0 || first + count > p->tables)
        return -1;
    const std::vector<RelatedTable> tables = relatedTables(*p);
    const auto m = std::size_t(p->hashes);
    for (std::uint64_t i = 0; i < n; ++i) {
        const std::span<const std::uint32_t> row(sketch + i * m, m);
        const std::uint64_t rowHash = relatedRowHash(row);
        for (int j = 0; j < count; ++j)
            out[i * std::uint64_t(count) + std::uint64_t(j)] =
                relatedEntry(tables[std::size_t(first + j)], row, rowHash);
    }
    return 0;
}

// The window pairs of n entries sorted ascending (ties in the documents' order): positions
// x < y (relatedWindowPairs). Writes up to `capacity` and returns how many there are (call again
// with more room if that is more than `capacity`); ~0 for bad parameters.
__attribute__((visibility("default"))) std::uint64_t
lk_related_window_pairs(const char *params, std::uint64_t n, const std::uint64_t *entries,
                        std::uint64_t capacity, std::uint64_t *outX, std::uint64_t *outY)
{
    const std::optional<RelatedParams> p = relatedParamsOf(params);
    if (!p)
        return ~std::uint64_t(0);
    std::uint64_t found = 0;
    relatedWindowPairs({entries, std::size_t(n)}, *p, [&](std::size_t x, std::size_t y) {
        if (found < capacity) {
            outX[found] = x;
            outY[found] = y;
        }
        ++found;
    });
    return found;
}

// Verifies m candidate pairs (verifyRelated): pair i is row rowsA[i] of one table of weighted
// sketches (n x hashes) and bags and row rowsB[i] of another (or the same), read in place.
// keep[i] = 1 for a related pair, with its similarity and agreement; agreed[i] = 1 when it
// passed the post-filter.
__attribute__((visibility("default"))) int
lk_related_verify(const char *params, std::uint64_t m, const std::uint64_t *rowsA, const std::uint64_t *rowsB,
                  const std::uint32_t *sketchA, const std::uint64_t *offsA, const WeightedTerm *bagsA,
                  const std::uint32_t *sketchB, const std::uint64_t *offsB, const WeightedTerm *bagsB,
                  std::uint8_t *keep, double *similarity, double *agreement, std::uint8_t *agreed)
{
    const std::optional<RelatedParams> p = relatedParamsOf(params);
    if (!p)
        return -1;
    const auto h = std::uint64_t(p->hashes);
    for (std::uint64_t i = 0; i < m; ++i) {
        const std::uint64_t a = rowsA[i], b = rowsB[i];
        const std::span<const WeightedTerm> bagA(bagsA + offsA[a], std::size_t(offsA[a + 1] - offsA[a]));
        const std::span<const WeightedTerm> bagB(bagsB + offsB[b], std::size_t(offsB[b + 1] - offsB[b]));
        bool passed = false;
        const auto related = verifyRelated(*p, sketchA + a * h, sketchB + b * h, bagA, bagB, &passed);
        agreed[i] = passed;
        keep[i] = related.has_value();
        similarity[i] = related ? related->first : 0;
        agreement[i] = related ? related->second : 0;
    }
    return 0;
}

// Each document's nearest: r rows (doc, pair a < b, its similarity), ascending by doc; keep[i] =
// 1 for the rows among the `neighbours` nearest of their doc (relatedNearer).
__attribute__((visibility("default"))) int lk_related_nearest(const char *params, std::uint64_t r,
                                                              const std::uint64_t *doc,
                                                              const std::uint64_t *a, const std::uint64_t *b,
                                                              const double *similarity, std::uint8_t *keep)
{
    const std::optional<RelatedParams> p = relatedParamsOf(params);
    if (!p)
        return -1;
    const auto k = std::size_t(p->neighbours);
    std::vector<std::uint64_t> rows;
    const auto pairOf = [&](std::uint64_t i) {
        return RelatedPair{qint64(a[i]), qint64(b[i]), similarity[i], 0};
    };
    const auto nearer = [&](std::uint64_t x, std::uint64_t y) {
        return relatedNearer(pairOf(x), pairOf(y));
    };
    for (std::uint64_t begin = 0; begin < r;) {
        std::uint64_t end = begin + 1;
        while (end < r && doc[end] == doc[begin])
            ++end;
        rows.clear();
        for (std::uint64_t i = begin; i < end; ++i) {
            rows.push_back(i);
            keep[i] = 0;
        }
        if (rows.size() > k)
            std::nth_element(rows.begin(), rows.begin() + std::ptrdiff_t(k), rows.end(), nearer);
        for (std::size_t j = 0; j < std::min(k, rows.size()); ++j)
            keep[rows[j]] = 1;
        begin = end;
    }
    return 0;
}

// The topics of whole connected components (relatedTopics): n documents (ids ascending, their
// weighted bags) and the p related pairs among them (a < b, ascending by (a, b)). Writes per
// document its topic's centre (~0: in none) and its similarity to it (1 for the centre), and per
// topic its label terms: rows (centre, term), heaviest first, at most kTopicLabelWords a topic
// (room for n * kTopicLabelWords rows). Returns the number of label rows, or -1.
__attribute__((visibility("default"))) std::int64_t
lk_related_topics(const char *params, std::uint64_t n, const std::uint64_t *ids, const std::uint64_t *offs,
                  const WeightedTerm *bags, std::uint64_t p, const std::uint64_t *pairA,
                  const std::uint64_t *pairB, const double *pairSimilarity, std::uint64_t *outCenter,
                  double *outSimilarity, std::uint64_t *outLabelTopic, std::uint64_t *outLabelTerm)
{
    const std::optional<RelatedParams> parsed = relatedParamsOf(params);
    if (!parsed)
        return -1;
    std::vector<qint64> docIds(n);
    for (std::uint64_t i = 0; i < n; ++i) {
        docIds[i] = qint64(ids[i]);
        outCenter[i] = std::numeric_limits<std::uint64_t>::max();
        outSimilarity[i] = 0;
    }
    std::vector<RelatedPair> pairs(p);
    for (std::uint64_t i = 0; i < p; ++i)
        pairs[i] = RelatedPair{qint64(pairA[i]), qint64(pairB[i]), pairSimilarity[i], 0};
    const std::vector<RelatedTopic> topics = relatedTopics(
        docIds,
        [&](std::size_t i) {
            return std::span<const WeightedTerm>(bags + offs[i], std::size_t(offs[i + 1] - offs[i]));
        },
        pairs, parsed->threshold);
    std::int64_t labels = 0;
    for (const RelatedTopic &t : topics) {
        for (const ClusterMember &m : t.members) {
            const auto i =
                std::size_t(std::lower_bound(docIds.begin(), docIds.end(), m.docId) - docIds.begin());
            outCenter[i] = std::uint64_t(t.center);
            outSimilarity[i] = m.resemblance;
        }
        for (std::uint64_t term : t.labelTerms) {
            outLabelTopic[labels] = std::uint64_t(t.center);
            outLabelTerm[labels] = term;
            ++labels;
        }
    }
    return labels;
}

} // extern "C"
