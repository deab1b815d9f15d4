// What matching returns, written out and added to: MatchResult's methods (its size with the
// groups written out, settling uncertain pairs) and expandPairs().
#include "match/Matcher.h"

#include <algorithm>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

namespace lookalike {

std::size_t MatchResult::expandedSize() const
{
    std::unordered_map<qint64, std::size_t> sizeOf;
    std::size_t total = pairs.size();
    for (const EquivalenceGroup &g : groups) {
        const std::size_t size = g.others.size() + 1;
        sizeOf.emplace(g.representative, size);
        total += size * (size - 1) / 2;
    }
    for (const ScoredPair &p : pairs) {
        auto a = sizeOf.find(p.docA);
        auto b = sizeOf.find(p.docB);
        total += (a == sizeOf.end() ? 1 : a->second) * (b == sizeOf.end() ? 1 : b->second) - 1;
    }
    return total;
}

void MatchResult::addPairs(std::vector<ScoredPair> settled)
{
    if (settled.empty())
        return;
    auto byPair = [](const ScoredPair &x, const ScoredPair &y) {
        return std::tie(x.docA, x.docB) < std::tie(y.docA, y.docB);
    };
    std::sort(settled.begin(), settled.end(), byPair);
    const auto middle = pairs.size();
    pairs.insert(pairs.end(), settled.begin(), settled.end());
    std::inplace_merge(pairs.begin(), pairs.begin() + std::ptrdiff_t(middle), pairs.end(), byPair);
}

void MatchResult::settleByEstimate(const MatchParams &params)
{
    std::vector<ScoredPair> kept;
    for (const ScoredPair &p : uncertain)
        if (p.resemblance >= params.threshold || p.containmentAInB >= params.containmentThreshold ||
            p.containmentBInA >= params.containmentThreshold)
            kept.push_back(p);
    uncertain.clear();
    addPairs(std::move(kept));
}

std::vector<ScoredPair> expandPairs(const MatchResult &result)
{
    std::unordered_map<qint64, const EquivalenceGroup *> groupOf;
    for (const EquivalenceGroup &g : result.groups)
        groupOf.emplace(g.representative, &g);
    auto membersOf = [&](qint64 doc) {
        std::vector<qint64> ids{doc};
        if (auto it = groupOf.find(doc); it != groupOf.end())
            ids.insert(ids.end(), it->second->others.begin(), it->second->others.end());
        return ids;
    };
    std::vector<ScoredPair> out;
    out.reserve(result.expandedSize());
    for (const ScoredPair &p : result.pairs) {
        for (qint64 a : membersOf(p.docA))
            for (qint64 b : membersOf(p.docB)) {
                ScoredPair copy = p; // a stands for docA, b for docB
                copy.docA = a;
                copy.docB = b;
                if (a != p.docA || b != p.docB)
                    copy.exact = false;
                if (copy.docA > copy.docB) {
                    std::swap(copy.docA, copy.docB);
                    std::swap(copy.containmentAInB, copy.containmentBInA);
                }
                out.push_back(copy);
            }
    }
    for (const EquivalenceGroup &g : result.groups) {
        const std::vector<qint64> ids = membersOf(g.representative);
        for (std::size_t x = 0; x < ids.size(); ++x)
            for (std::size_t y = x + 1; y < ids.size(); ++y)
                out.push_back(
                    {std::min(ids[x], ids[y]), std::max(ids[x], ids[y]), 1.0, 1.0, 1.0, FoundByEquivalence});
    }
    std::sort(out.begin(), out.end(), [](const ScoredPair &x, const ScoredPair &y) {
        return std::tie(x.docA, x.docB) < std::tie(y.docA, y.docB);
    });
    return out;
}

} // namespace lookalike
