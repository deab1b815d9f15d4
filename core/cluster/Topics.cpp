#include "Topics.h"

#include "base/U64Map.h"

#include <algorithm>

namespace lookalike {

std::vector<RelatedTopic>
relatedTopics(std::span<const qint64> docIds,
              const std::function<std::span<const WeightedTerm>(std::size_t i)> &bag,
              const std::vector<RelatedPair> &pairs, double threshold)
{
    std::vector<ClusterDocument> docs(docIds.size());
    for (std::size_t i = 0; i < docIds.size(); ++i)
        docs[i].docId = docIds[i];
    // A document's place: by binary search in the ids (ascending, as both callers give them).
    const auto placeOf = [&docIds](qint64 docId) {
        return std::size_t(std::lower_bound(docIds.begin(), docIds.end(), docId) - docIds.begin());
    };
    // The edges made into the matching's pairs in place (not a copy of them made by the
    // overload that takes pairs).
    MatchResult edges;
    edges.pairs.reserve(pairs.size());
    for (const RelatedPair &p : pairs) {
        ScoredPair e;
        e.docA = p.docA;
        e.docB = p.docB;
        e.resemblance = p.similarity;
        edges.pairs.push_back(e);
    }
    std::vector<RelatedTopic> topics;
    std::vector<Cluster> clusters = clusterDocuments(docs, edges, ClusterPolicy::Center, threshold);
    edges = MatchResult();
    U64Map<double> weight; // a topic's terms: emptied in constant time for the next
    std::vector<std::pair<double, std::uint64_t>> ranked;
    for (Cluster &c : clusters) {
        RelatedTopic t;
        t.center = c.representative;
        weight.clear();
        for (ClusterMember &m : c.members) {
            if (m.representative)
                m.resemblance = 1.0;
            for (const WeightedTerm &w : bag(placeOf(m.docId)))
                *weight.tryEmplace(w.term).first += w.weight;
        }
        t.members = std::move(c.members);
        ranked.clear();
        weight.forEach([&ranked](std::uint64_t term, double w) { ranked.emplace_back(-w, term); });
        const std::size_t keep = std::min<std::size_t>(kTopicLabelWords, ranked.size());
        std::partial_sort(ranked.begin(), ranked.begin() + std::ptrdiff_t(keep), ranked.end());
        for (std::size_t i = 0; i < keep; ++i)
            t.labelTerms.push_back(ranked[i].second);
        topics.push_back(std::move(t));
    }
    return topics;
}

} // namespace lookalike
