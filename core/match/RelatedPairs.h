#pragma once

#include "base/Status.h"
#include "sketch/WeightedSketch.h"
#include "text/WordBag.h"

#include <QString>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <vector>

namespace lookalike {

// How related documents are found (Haveliwala, Gionis, Indyk, "Scalable Techniques for
// Clustering the Web"): TF-IDF bags, weighted MinHash, LSH with k-of-m signatures in l tables,
// the post-filter on signature agreement, then the exact similarity of the bags.
struct RelatedParams
{
    double threshold = 0.05; // the weighted similarity a related pair reaches at least
    int neighbours = 20;     // nearest neighbours kept per document (what "What's related" lists)
    int hashes = 80;         // m MinHash values per bag
    int perKey = 1;          // k of them concatenated in each LSH signature
    int tables = 60;         // l LSH signatures (tables)
    // In a bucket larger than window + 1, each document is paired with the next `window`
    // documents in a random order of the bucket (a different one in each table), so the work
    // follows the documents, not the square of a bucket.
    int window = 6;
    int minDocuments = 2;  // terms in fewer documents are dropped (too rare to relate anything)
    double maxShare = 0.3; // terms in more than this share of the documents are dropped
    int maxTerms = 100;    // the heaviest terms of a bag are kept
    // The paper's flattening: as accurate as ICWS on real bags and 15 times faster (bench_related).
    WeightedSketchKind kind = WeightedSketchKind::Flattened;
    std::uint64_t seed = 0x1f2e3d4c5b6a7988ull;
    int threads = 0; // 0: one per core
    // Memory for the places in every table of the documents verified at once (a stripe of at
    // least 256 of them): no bearing on what is found (not in toString).
    std::size_t placesBytes = std::size_t(32) << 20;

    // "t=0.05 n=20 m=80 k=1 l=60 w=6 rare=2 frequent=0.3 terms=100 sketch=flattened": stored with
    // the related pairs, so the index says how they were found.
    QString toString() const;
    static std::optional<RelatedParams> fromString(const QString &text);
};

struct RelatedPair
{
    qint64 docA = 0; // docA < docB
    qint64 docB = 0;
    double similarity = 0; // exact weighted similarity of the two bags
    double agreement = 0;  // share of the m MinHash values the two agree on
};

// A bag's TF-IDF weights (sqrt(tf) * ln(N / df)) over the terms kept, normalized to sum to 1,
// the heaviest `maxTerms` kept, ascending by term. `documentFrequency(term)`: 0 for a dropped
// term (rare or frequent).
std::vector<WeightedTerm> tfIdf(const std::vector<TermCount> &terms, std::uint64_t documents,
                                const std::function<std::uint32_t(std::uint64_t)> &documentFrequency,
                                int maxTerms);

// Whether a term held by `df` of `documents` bags is weighed: neither too rare (in fewer than
// params.minDocuments) nor too frequent (in more than params.maxShare of them).
bool relatedTermKept(std::uint64_t df, std::uint64_t documents, const RelatedParams &params);

// One LSH table: a bag's signature is its MinHash values at `positions` (k of the m), hashed
// with `seed`. relatedTables gives the params.tables tables, the same for every collection (they
// depend on the parameters alone): positions are dealt from shuffled decks of the m, so tables
// use every position once before any is used again.
struct RelatedTable
{
    std::vector<std::size_t> positions;
    std::uint64_t seed = 0;
};
std::vector<RelatedTable> relatedTables(const RelatedParams &params);

// A bag's place in a table: the high 40 bits its bucket, the low 24 bits its place in the
// bucket's random order (from `rowHash`, relatedRowHash of its sketch: a different order in
// every table, and the same in any collection of the same documents); kNoBucket for an empty
// bag. Sorted ascending (ties by the documents' order), the entries of a bucket are adjacent.
constexpr std::uint64_t kNoBucket = ~std::uint64_t(0);
constexpr int kBucketOrderBits = 24;
std::uint64_t relatedRowHash(std::span<const std::uint32_t> sketch);
std::uint64_t relatedEntry(const RelatedTable &table, std::span<const std::uint32_t> sketch,
                           std::uint64_t rowHash);

// The candidate pairs of sorted entries: within a bucket, each entry with the next
// params.window (so every pair of a bucket of up to window + 1). Calls pair(x, y) with the
// positions x < y of the two entries in `entries`.
void relatedWindowPairs(std::span<const std::uint64_t> entries, const RelatedParams &params,
                        const std::function<void(std::size_t x, std::size_t y)> &pair);

// The post-filter, then the exact similarity: a candidate whose sketches (params.hashes values
// each) agree on fewer than relatedAgreementCut of the values is dropped, else its bags'
// weightedJaccard is taken; a pair at params.threshold or above is related. Returns the pair's
// {similarity, agreement}, or nullopt when it is not related; `agreed` (if given) is set when
// it passed the post-filter.
double relatedAgreementCut(const RelatedParams &params);
// The post-filter as a count: the fewest of the params.hashes values agreeing whose share reaches
// relatedAgreementCut, m + 1 when no share does (what verifyRelated and findRelated compare with).
std::size_t relatedMinAgreeing(const RelatedParams &params);
std::optional<std::pair<double, double>>
verifyRelated(const RelatedParams &params, const std::uint32_t *sketchA, const std::uint32_t *sketchB,
              std::span<const WeightedTerm> bagA, std::span<const WeightedTerm> bagB, bool *agreed = nullptr);

// Pairs by (docA, docB), the order related pairs are kept in.
bool inPairOrder(const RelatedPair &x, const RelatedPair &y);

// The order of a document's neighbours, nearest first: by decreasing similarity, then by the pair
// (docA, docB). A pair is kept when it is among the params.neighbours first of either document.
bool relatedNearer(const RelatedPair &x, const RelatedPair &y);

// What relating did, for progress and the closing figures.
struct RelatedSummary
{
    qint64 documents = 0;  // with a bag
    qint64 weighted = 0;   // with terms left after dropping rare and frequent ones
    qint64 vocabulary = 0; // distinct terms
    qint64 termsKept = 0;  // distinct terms neither rare nor frequent
    qint64 candidates = 0; // distinct pairs met in some LSH bucket
    qint64 agreeing = 0;   // passing the post-filter
    qint64 related = 0;    // pairs kept
    double weighSeconds = 0, sketchSeconds = 0, bucketSeconds = 0, verifySeconds = 0;
};

struct RelatedProgress
{
    enum class Phase
    {
        Counting,
        Weighing,
        Sketching,
        Bucketing,
        Verifying
    } phase = Phase::Counting;
    qint64 done = 0;
    qint64 total = 0;
};
using RelatedProgressFn = std::function<void(const RelatedProgress &)>;

// The bags: each call of `forEach` calls `visit(docId, terms)` for every document (it is
// called twice: document frequencies first, weights second), and returns what it met.
using BagVisitor = std::function<void(qint64 docId, const std::vector<TermCount> &terms)>;
using BagSource = std::function<Status(const BagVisitor &visit)>;

// Weighted bags held compactly (6 bytes a term): the collection's terms numbered in ascending
// order (vocabulary[number] is the term), each bag its term numbers ascending with their
// weights (tfIdf's, float values), and the sum of its weights (weightSum). A bag's numbers are
// held as the steps between them (the first from -1), 16 bits a step; a step of 65 536 or more
// is a 0 and then its high and low halves (32-bit numbers were a fifth of relating's peak).
struct WeightedBags
{
    std::vector<std::uint64_t> vocabulary;
    std::vector<std::uint64_t> offsets{0}; // bag i's terms and weights: [offsets[i], offsets[i + 1])
    std::vector<std::uint64_t> stepsAt{0}; // bag i's steps: [stepsAt[i], stepsAt[i + 1])
    std::vector<std::uint16_t> steps;
    std::vector<float> weights;
    std::vector<double> sums;

    // f(t, number) for each term t of bag i (offsets[i] <= t < offsets[i + 1]), ascending.
    template <typename F> void forEachNumber(std::size_t i, F &&f) const
    {
        const std::uint16_t *step = steps.data() + stepsAt[i];
        std::uint32_t number = ~std::uint32_t(0);
        for (std::uint64_t t = offsets[i]; t < offsets[i + 1]; ++t) {
            std::uint32_t by = *step++;
            if (by == 0) [[unlikely]] {
                by = std::uint32_t(step[0]) << 16 | step[1];
                step += 2;
            }
            number += by;
            f(t, number);
        }
    }
    std::size_t size() const { return offsets.size() - 1; }
    // Appends a bag (ascending by term) and its terms' numbers.
    void add(std::span<const WeightedTerm> bag, std::span<const std::uint32_t> termNumbers);
    // Appends bag i of `other` (the same vocabulary).
    void addFrom(const WeightedBags &other, std::size_t i);
    // Room for `bags` bags of `terms` terms in all.
    void reserve(std::size_t bags, std::size_t terms);
    // Bag i as terms and weights.
    std::vector<WeightedTerm> bag(std::size_t i) const;
    void bagInto(std::size_t i, std::vector<WeightedTerm> &out) const;
    // Verification: bag i's weights written into `table` (one float a term number, zero
    // elsewhere) and taken out again; the sum, over bag i's terms ascending, of the smaller of
    // its weight and the table's (weightedJaccard's `low` against the bag spread).
    void spread(std::size_t i, std::vector<float> &table) const;
    void clearSpread(std::size_t i, std::vector<float> &table) const;
    double lowAgainst(std::size_t i, const std::vector<float> &table) const;
};

// What a finding of related documents weighed with, kept with them so that documents added
// later are related to them without weighing every bag again (findRelated with a
// RelatedAddition): the number of bags the document frequencies were counted over, each kept
// term's frequency, and the documents it ran over with their contents (the low 64 bits of their
// shingle fingerprints: a document whose content changed is a new one). `changed`: documents
// added or removed since the frequencies were counted; past kRelatedDrift of `documents` every
// bag is weighed again (the frequencies have drifted: relatedDrifted).
struct RelatedBasis
{
    std::uint64_t documents = 0;
    std::uint64_t changed = 0;
    std::vector<std::pair<qint64, std::uint64_t>> members;      // (document id, content), ascending
    std::vector<std::pair<std::uint64_t, std::uint32_t>> terms; // (term, document frequency), ascending
};
constexpr double kRelatedDrift = 0.1;
// Whether adding `added` and removing `removed` documents would take `basis` past the drift.
bool relatedDrifted(const RelatedBasis &basis, std::size_t added, std::size_t removed);

// Documents to relate to those of a basis: every bag is weighed with the basis' frequencies
// (a term it does not hold is dropped, as too rare), and only the candidate pairs with a fresh
// document are verified, in either direction.
struct RelatedAddition
{
    const RelatedBasis *basis = nullptr;
    std::vector<qint64> fresh; // ascending
};

// The pairs among the params.neighbours nearest (relatedNearer) of either of their documents,
// ascending by (docA, docB): what findRelated keeps of the pairs it verifies, and what adding
// documents keeps of the stored pairs and the new ones.
std::vector<RelatedPair> nearestOfEither(std::vector<RelatedPair> pairs, int neighbours);

struct RelatedResult
{
    // Ascending by (docA, docB). With a RelatedAddition: every pair of a fresh document at the
    // threshold or above (nearestOfEither with the stored ones decides which are kept).
    std::vector<RelatedPair> pairs;
    // Without a RelatedAddition, the basis' document count and terms (its members are the
    // caller's: their contents).
    RelatedBasis basis;
    // The weighted bags (for topic labels), ascending by document id.
    std::vector<qint64> docIds;
    WeightedBags bags;
    RelatedSummary summary;
};

// Finds each document's nearest neighbours (up to params.neighbours, similarity >=
// params.threshold); a pair is kept when it is among the nearest of either document.
// Cancelled: Status::Cancelled.
// With `addition`, see RelatedAddition.
Result<RelatedResult> findRelated(const BagSource &bags, const RelatedParams &params,
                                  const std::atomic_bool *cancel = nullptr,
                                  const RelatedProgressFn &progress = {},
                                  const RelatedAddition *addition = nullptr);

} // namespace lookalike
