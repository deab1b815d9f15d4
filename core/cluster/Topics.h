#pragma once

#include "cluster/ClusterPolicy.h"
#include "match/RelatedPairs.h"
#include "sketch/WeightedSketch.h"

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace lookalike {

// A topical group of related documents (Haveliwala, Gionis, Indyk: CENTER over the related
// pairs, most similar first).
struct RelatedTopic
{
    qint64 center = 0;
    // The centre first (resemblance 1), then by decreasing similarity to it (ClusterMember's
    // resemblance is the similarity of the bags).
    std::vector<ClusterMember> members;
    // The terms of most weight summed over the members' bags, heaviest first (ties: the lower
    // term): what the topic is named by.
    std::vector<std::uint64_t> labelTerms;
};

// Words a topic is named by.
constexpr int kTopicLabelWords = 4;

// The topics of `docIds` (ascending) whose weighted bags are bag(i) (each read before the next
// call), from their related `pairs`
// (docA < docB, ascending by (docA, docB); any that reach `threshold` join), largest first, then
// by centre. CENTER on the pairs of one connected component gives that component's topics: the
// distributed job calls this per component (app/dask/kernels.cpp), the index for all at once.
std::vector<RelatedTopic>
relatedTopics(std::span<const qint64> docIds,
              const std::function<std::span<const WeightedTerm>(std::size_t i)> &bag,
              const std::vector<RelatedPair> &pairs, double threshold);

} // namespace lookalike
