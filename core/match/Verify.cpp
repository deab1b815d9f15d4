// Phase 3 of matching (verify()): every distinct candidate of the banding and the sample index
// estimated once from both sketches and judged (kept, uncertain or dropped), with the pairs
// the sample walk settled itself; the uncertain pairs beyond the budget decided by their
// estimates.
#include "match/MatcherImpl.h"

#include <QCoreApplication>
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <tuple>
#include <vector>

namespace lookalike::matching {

// Incremental runs: how many of the previous run's uncertain pairs are left standing, between
// representatives not matched again (the others' are found again, and counted, among this
// run's uncertain pairs). Without their contents, all of them. Counting them all when a few
// thousand documents are matched again counted those pairs twice: 10^5 small files plus 1 000
// edited copies were matched whole for a budget a whole matching stays within.
std::size_t Matcher::previousUncertainLeft() const
{
    if (!m_previous->settled)
        return m_previous->uncertain;
    std::vector<std::uint64_t> again; // contents matched again, changed or gone
    for (std::uint32_t r : m_reps)
        if (fresh(r))
            again.push_back(m_table.shingleFingerprint(r).low);
    for (const Retired &r : m_retired)
        again.push_back(r.content);
    std::sort(again.begin(), again.end());
    auto matchedAgain = [&again](std::uint64_t content) {
        return std::binary_search(again.begin(), again.end(), content);
    };
    std::size_t left = 0;
    for (const SettledCounts &c : *m_previous->settled)
        left += !matchedAgain(c.a) && !matchedAgain(c.b);
    return left;
}

// Phase 3: every distinct candidate estimated once, in (a, b) order, on all threads: kept,
// uncertain (within kUncertainSds standard deviations of a threshold) or dropped.
void Matcher::verify(MatchResult &result)
{
    std::vector<std::uint64_t> all;
    {
        std::size_t total = 0;
        for (const auto &f : m_found)
            total += f.size();
        all.reserve(total);
        for (auto &f : m_found) {
            all.insert(all.end(), f.begin(), f.end());
            f = std::vector<std::uint64_t>();
        }
    }
    std::vector<std::uint64_t> tmp;
    radixSort(all, tmp, 0);
    tmp = std::vector<std::uint64_t>();
    // One entry per pair, its sources together.
    std::size_t out = 0;
    for (std::size_t i = 0; i < all.size();) {
        std::uint64_t merged = all[i];
        std::size_t j = i + 1;
        while (j < all.size() && (all[j] >> 3) == (all[i] >> 3))
            merged |= all[j++];
        all[out++] = merged;
        i = j;
    }
    all.resize(out);
    m_stats.candidates = all.size();
    startPhase(MatchProgress::Phase::Verifying, all.size());
    m_candidatesSoFar = all.size();

    const std::size_t chunk = 1 << 14;
    const std::size_t chunks = (all.size() + chunk - 1) / chunk;
    const double t = m_params.threshold;
    const double c = m_params.containmentThreshold;
    // Uncertain pairs in compact form until the closest are chosen (there may be millions).
    struct Unsure
    {
        std::uint32_t a, b; // table indices, a < b
        float resemblance, containmentAInB, containmentBInA, distance;
        std::uint8_t sources;
    };
    std::vector<std::vector<ScoredPair>> kept(chunks);
    std::vector<std::vector<Unsure>> unsure(chunks);
    parallel(chunks, [&](std::size_t item, int) {
        if (isCancelled())
            return;
        const std::size_t from = item * chunk;
        const std::size_t to = std::min(all.size(), from + chunk);
        for (std::size_t i = from; i < to; ++i) {
            const std::uint32_t a = candidateA(all[i]);
            const std::uint32_t b = candidateB(all[i]);
            const SketchTable::Estimate e = m_table.estimate(a, b);
            float distance = 0;
            const Verdict verdict =
                judge(e, t, c, &distance, m_params.clusterResemblance, m_params.clusterContainment);
            if (verdict == Verdict::Pair)
                kept[item].push_back(scored(a, b, e, candidateSources(all[i])));
            else if (verdict == Verdict::Uncertain)
                unsure[item].push_back({a, b, float(e.resemblance), float(e.containmentAInB),
                                        float(e.containmentBInA), distance, candidateSources(all[i])});
        }
        m_done += to - from;
        m_pairsSoFar += kept[item].size();
    });
    // The pairs the sample walk settled itself (those that are not candidates of the lists).
    kept.emplace_back();
    unsure.emplace_back();
    std::size_t walkedOnly = 0;
    for (const Walked &w : m_walked) {
        if (std::binary_search(all.begin(), all.end(), w.key,
                               [](std::uint64_t x, std::uint64_t y) { return (x >> 3) < (y >> 3); }))
            continue;
        ++walkedOnly;
        const std::uint32_t a = candidateA(w.key);
        const std::uint32_t b = candidateB(w.key);
        if (w.distance < 0)
            kept.back().push_back(
                scored(a, b, {w.resemblance, w.containmentAInB, w.containmentBInA}, FoundBySamples));
        else
            unsure.back().push_back(
                {a, b, w.resemblance, w.containmentAInB, w.containmentBInA, w.distance, FoundBySamples});
    }
    m_walked = {};
    m_stats.candidates += walkedOnly;

    std::vector<Unsure> doubtful;
    for (auto &u : unsure) {
        doubtful.insert(doubtful.end(), u.begin(), u.end());
        u = std::vector<Unsure>();
    }
    // The closest to a threshold stay uncertain, for the caller to settle (exactly, where it
    // can); beyond the budget the estimates decide here.
    std::size_t sure = 0;
    for (const auto &k : kept)
        sure += k.size();
    const std::size_t budget = uncertainBudget(m_params, sure);
    double cut = m_params.uncertainCut;
    const auto near = [&cut](const Unsure &u) {
        return cut < 0 || u.distance < cut;
    };
    // Incremental runs: the previous uncertain pairs (at most) and these, under the budget of a
    // whole run (at least: of its certain pairs, the previous ones kept that were not
    // uncertain); with the previous run's cut, only those nearer than it count.
    const std::size_t uncertainBefore = m_incremental ? previousUncertainLeft() : 0;
    const std::size_t keptSure = m_kept.size() - std::min(m_kept.size(), uncertainBefore);
    const std::size_t room = std::max(uncertainBudget(m_params, sure + keptSure),
                                      cut >= 0 ? m_params.uncertainCutBudget : std::size_t(0));
    if (m_incremental && m_params.keepUncertain &&
        uncertainBefore + std::size_t(std::count_if(doubtful.begin(), doubtful.end(), near)) > room) {
        fallBack(QT_TRANSLATE_NOOP("MatchProgress", "too many uncertain pairs to settle them all"));
        return;
    }
    auto closer = [](const Unsure &x, const Unsure &y) {
        return x.distance != y.distance ? x.distance < y.distance : std::tie(x.a, x.b) < std::tie(y.a, y.b);
    };
    // Over the budget, the closest nine tenths of it stay uncertain: the cut is the distance
    // of the next one, kept for the matchings of what changed (the tenth left is their room).
    if (cut < 0 && doubtful.size() > budget) {
        const std::size_t keep = budget - budget / 10;
        std::nth_element(doubtful.begin(), doubtful.begin() + std::ptrdiff_t(keep), doubtful.end(), closer);
        cut = doubtful[keep].distance;
        m_stats.uncertainCutBudget = budget;
    } else if (cut >= 0) {
        m_stats.uncertainCutBudget = m_params.uncertainCutBudget;
    }
    if (cut >= 0) {
        const auto beyond = std::partition(doubtful.begin(), doubtful.end(), near);
        for (auto it = beyond; it != doubtful.end(); ++it) {
            const Unsure &u = *it;
            if (u.resemblance >= t || u.containmentAInB >= c || u.containmentBInA >= c)
                kept.back().push_back(
                    scored(u.a, u.b, {u.resemblance, u.containmentAInB, u.containmentBInA}, u.sources));
        }
        m_stats.settledByEstimate = std::size_t(doubtful.end() - beyond);
        m_stats.uncertainCut = cut;
        doubtful.erase(beyond, doubtful.end());
    }
    std::sort(doubtful.begin(), doubtful.end(), closer);

    std::size_t n = 0;
    for (const auto &k : kept)
        n += k.size();
    result.pairs.reserve(n);
    for (auto &k : kept) {
        result.pairs.insert(result.pairs.end(), k.begin(), k.end());
        k = std::vector<ScoredPair>();
    }
    // In order already when the table is in id order (as the index loads it), but for the
    // walk's and the estimates' late additions.
    auto byPair = [](const ScoredPair &x, const ScoredPair &y) {
        return std::tie(x.docA, x.docB) < std::tie(y.docA, y.docB);
    };
    if (!std::is_sorted(result.pairs.begin(), result.pairs.end(), byPair))
        std::sort(result.pairs.begin(), result.pairs.end(), byPair);
    result.uncertain.reserve(doubtful.size());
    for (const Unsure &u : doubtful)
        result.uncertain.push_back(
            scored(u.a, u.b, {u.resemblance, u.containmentAInB, u.containmentBInA}, u.sources));
}

} // namespace lookalike::matching
