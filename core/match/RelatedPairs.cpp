#include "RelatedPairs.h"

#include "base/BoundedQueue.h"
#include "base/BucketSort.h"
#include "base/GiveBack.h"
#include "base/HugePages.h"
#include "base/Mix64.h"
#include "base/Parallel.h"
#include "base/U64Map.h"

#include <QLocale>
#include <QStringList>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <memory>
#include <mutex>
#include <numeric>
#include <thread>
#include <unordered_map>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace lookalike {

QString RelatedParams::toString() const
{
    // Fractions with every digit they need to read back the same (0.05 stays "0.05").
    const auto fraction = [](double x) {
        return QString::number(x, 'g', QLocale::FloatingPointShortest);
    };
    return QStringLiteral("t=%1 n=%2 m=%3 k=%4 l=%5 w=%6 rare=%7 frequent=%8 terms=%9 sketch=%10")
        .arg(fraction(threshold))
        .arg(neighbours)
        .arg(hashes)
        .arg(perKey)
        .arg(tables)
        .arg(window)
        .arg(minDocuments)
        .arg(fraction(maxShare))
        .arg(maxTerms)
        .arg(kind == WeightedSketchKind::Icws ? QStringLiteral("icws") : QStringLiteral("flattened"));
}

std::optional<RelatedParams> RelatedParams::fromString(const QString &text)
{
    RelatedParams p;
    for (const QString &part : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString key = part.section(QLatin1Char('='), 0, 0);
        const QString value = part.section(QLatin1Char('='), 1);
        bool ok = true;
        if (key == QLatin1String("t"))
            p.threshold = value.toDouble(&ok);
        else if (key == QLatin1String("n"))
            p.neighbours = value.toInt(&ok);
        else if (key == QLatin1String("m"))
            p.hashes = value.toInt(&ok);
        else if (key == QLatin1String("k"))
            p.perKey = value.toInt(&ok);
        else if (key == QLatin1String("l"))
            p.tables = value.toInt(&ok);
        else if (key == QLatin1String("w"))
            p.window = value.toInt(&ok);
        else if (key == QLatin1String("rare"))
            p.minDocuments = value.toInt(&ok);
        else if (key == QLatin1String("frequent"))
            p.maxShare = value.toDouble(&ok);
        else if (key == QLatin1String("terms"))
            p.maxTerms = value.toInt(&ok);
        else if (key == QLatin1String("sketch") &&
                 (value == QLatin1String("icws") || value == QLatin1String("flattened")))
            p.kind =
                value == QLatin1String("icws") ? WeightedSketchKind::Icws : WeightedSketchKind::Flattened;
        else
            return std::nullopt;
        if (!ok)
            return std::nullopt;
    }
    if (p.threshold <= 0 || p.threshold > 1 || p.neighbours < 1 || p.hashes < 1 || p.hashes > 1024 ||
        p.perKey < 1 || p.perKey > p.hashes || p.tables < 1 || p.tables > 1024 || p.window < 1 ||
        p.minDocuments < 1 || p.maxShare <= 0 || p.maxShare > 1 || p.maxTerms < 1)
        return std::nullopt;
    return p;
}

namespace {

// tfIdf's weighing, each term weighed by idf(term) (negative: dropped): findRelated weighs with
// it too, so that a bag gets the same weights there as in the distributed job.
template <typename Idf>
void weighTerms(const std::vector<TermCount> &terms, const Idf &idf, int maxTerms,
                std::vector<WeightedTerm> &out)
{
    out.clear();
    for (const TermCount &t : terms) {
        const double f = idf(t.term);
        if (f >= 0)
            out.push_back({t.term, std::sqrt(double(t.count)) * f});
    }
    if (out.size() > std::size_t(maxTerms)) {
        std::nth_element(out.begin(), out.begin() + maxTerms, out.end(),
                         [](const WeightedTerm &a, const WeightedTerm &b) {
                             return a.weight != b.weight ? a.weight > b.weight : a.term < b.term;
                         });
        out.resize(std::size_t(maxTerms));
    }
    double total = 0;
    for (const WeightedTerm &t : out)
        total += t.weight;
    // Weights rounded to float: what findRelated holds of a bag (4 bytes a weight), the same
    // values wherever a bag is weighed.
    for (WeightedTerm &t : out)
        t.weight = double(float(t.weight / total));
    std::sort(out.begin(), out.end(),
              [](const WeightedTerm &a, const WeightedTerm &b) { return a.term < b.term; });
}

// ln(N / df), or -1 for a term tfIdf drops.
double inverseFrequency(std::uint64_t documents, std::uint32_t df)
{
    return df == 0 || df >= documents ? -1.0 : std::log(double(documents) / double(df));
}

} // namespace

std::vector<WeightedTerm> tfIdf(const std::vector<TermCount> &terms, std::uint64_t documents,
                                const std::function<std::uint32_t(std::uint64_t)> &documentFrequency,
                                int maxTerms)
{
    std::vector<WeightedTerm> out;
    out.reserve(terms.size());
    weighTerms(
        terms, [&](std::uint64_t term) { return inverseFrequency(documents, documentFrequency(term)); },
        maxTerms, out);
    out.shrink_to_fit(); // reserved for every term: a bag kept of 100 of 500 held 8 KB, not 1.6
    return out;
}

bool relatedTermKept(std::uint64_t df, std::uint64_t documents, const RelatedParams &params)
{
    const double maxDf = std::max(double(params.minDocuments), params.maxShare * double(documents));
    return df >= std::uint64_t(params.minDocuments) && double(df) <= maxDf;
}

std::vector<RelatedTable> relatedTables(const RelatedParams &params)
{
    const std::size_t m = std::size_t(params.hashes);
    std::uint64_t rng = params.seed ^ 0x5851f42d4c957f2dull;
    std::vector<std::size_t> deck;
    const auto deal = [&]() -> std::size_t {
        if (deck.empty()) {
            deck.resize(m);
            std::iota(deck.begin(), deck.end(), 0);
            for (std::size_t j = m; j > 1; --j) {
                rng = mix64(rng + 0x9e3779b97f4a7c15ull);
                std::swap(deck[j - 1], deck[std::size_t(rng % j)]);
            }
        }
        const std::size_t p = deck.back();
        deck.pop_back();
        return p;
    };
    std::vector<RelatedTable> tables(std::size_t(params.tables));
    for (RelatedTable &t : tables) {
        for (int j = 0; j < params.perKey; ++j)
            t.positions.push_back(deal());
        t.seed = mix64(rng);
    }
    return tables;
}

std::uint64_t relatedRowHash(std::span<const std::uint32_t> sketch)
{
    std::uint64_t h = 0x243f6a8885a308d3ull;
    for (std::uint32_t v : sketch)
        h = mix64(h ^ v);
    return h;
}

std::uint64_t relatedEntry(const RelatedTable &table, std::span<const std::uint32_t> sketch,
                           std::uint64_t rowHash)
{
    std::uint64_t key = table.seed;
    for (std::size_t p : table.positions) {
        if (sketch[p] == 0xffffffffu)
            return kNoBucket;
        key = mix64(key ^ sketch[p]);
    }
    // The key's low bits order a bucket's members at random (a different order in every
    // table): the high 40 bits are the bucket. The order comes from the document's sketch, not
    // its place in a collection, so that any index (or the distributed job) of the same
    // documents walks the same windows.
    constexpr std::uint64_t low = (std::uint64_t(1) << kBucketOrderBits) - 1;
    return (key & ~low) | (mix64(table.seed ^ rowHash) & low);
}

namespace {

// f(begin, end) for each bucket of n sorted entries (keyOf(i): the i-th entry's key) that pairs
// documents: two or more entries, not led by an empty bag's key. relatedWindowPairs pairs within
// them; findRelated keeps only them in its tables.
template <typename KeyOf, typename F> void forEachPairingBucket(std::size_t n, const KeyOf &keyOf, const F &f)
{
    for (std::size_t begin = 0, end = 0; begin < n; begin = end) {
        for (end = begin + 1;
             end < n && (keyOf(end) >> kBucketOrderBits) == (keyOf(begin) >> kBucketOrderBits); ++end) {
        }
        if (end - begin >= 2 && keyOf(begin) != kNoBucket)
            f(begin, end);
    }
}

} // namespace

void relatedWindowPairs(std::span<const std::uint64_t> entries, const RelatedParams &params,
                        const std::function<void(std::size_t, std::size_t)> &pair)
{
    const std::size_t window = std::size_t(params.window);
    forEachPairingBucket(
        entries.size(), [&entries](std::size_t i) { return entries[i]; },
        [&](std::size_t begin, std::size_t end) {
            for (std::size_t a = begin; a < end; ++a)
                for (std::size_t b = a + 1; b < end && b <= a + window; ++b)
                    pair(a, b);
        });
}

double relatedAgreementCut(const RelatedParams &params)
{
    // At least the threshold less three standard deviations of the estimate (a pair at the
    // threshold is rarely lost), and at least two agreeing values: with k = 1 every candidate
    // shares the value of the table it met in, and one value in m agrees by chance (a pair at
    // 0.05 agrees on two or more of 80 values with probability 0.91; at 0.1, 0.997).
    const double m = double(params.hashes);
    const double slack = 3 * std::sqrt(params.threshold * (1 - params.threshold) / m);
    return std::max(params.threshold - slack, 1.5 / m);
}

std::size_t relatedMinAgreeing(const RelatedParams &params)
{
    const auto m = std::size_t(params.hashes);
    const double cut = relatedAgreementCut(params);
    std::size_t same = 0;
    while (same <= m && double(same) / double(m) < cut) // m + 1: none passes (m = 1: cut 1.5)
        ++same;
    return same;
}

std::optional<std::pair<double, double>>
verifyRelated(const RelatedParams &params, const std::uint32_t *sketchA, const std::uint32_t *sketchB,
              std::span<const WeightedTerm> bagA, std::span<const WeightedTerm> bagB, bool *agreed)
{
    const std::size_t m = std::size_t(params.hashes);
    std::size_t same = 0;
    for (std::size_t j = 0; j < m; ++j)
        same += sketchA[j] == sketchB[j];
    const double agreement = double(same) / double(m);
    const bool passes = same >= relatedMinAgreeing(params);
    if (agreed)
        *agreed = passes;
    if (!passes)
        return std::nullopt;
    const double similarity = weightedJaccard(bagA, bagB);
    if (similarity < params.threshold)
        return std::nullopt;
    return std::pair{similarity, agreement};
}

void WeightedBags::add(std::span<const WeightedTerm> bag, std::span<const std::uint32_t> termNumbers)
{
    std::uint32_t previous = ~std::uint32_t(0);
    for (const std::uint32_t number : termNumbers) {
        const std::uint32_t by = number - previous;
        if (by < 0x10000u) {
            steps.push_back(std::uint16_t(by));
        } else {
            steps.push_back(0);
            steps.push_back(std::uint16_t(by >> 16));
            steps.push_back(std::uint16_t(by));
        }
        previous = number;
    }
    stepsAt.push_back(steps.size());
    for (const WeightedTerm &t : bag)
        weights.push_back(float(t.weight));
    offsets.push_back(weights.size());
    sums.push_back(weightSum(bag));
}

void WeightedBags::addFrom(const WeightedBags &other, std::size_t i)
{
    const auto from = std::ptrdiff_t(other.offsets[i]), to = std::ptrdiff_t(other.offsets[i + 1]);
    weights.insert(weights.end(), other.weights.begin() + from, other.weights.begin() + to);
    offsets.push_back(weights.size());
    steps.insert(steps.end(), other.steps.begin() + std::ptrdiff_t(other.stepsAt[i]),
                 other.steps.begin() + std::ptrdiff_t(other.stepsAt[i + 1]));
    stepsAt.push_back(steps.size());
    sums.push_back(other.sums[i]);
}

void WeightedBags::reserve(std::size_t bags, std::size_t terms)
{
    offsets.reserve(bags + 1);
    stepsAt.reserve(bags + 1);
    sums.reserve(bags);
    weights.reserve(terms);
    // A bag's steps sum to less than the vocabulary: at most one in 65 536 of it takes 3.
    steps.reserve(terms + 2 * bags * (vocabulary.size() >> 16));
}

void WeightedBags::bagInto(std::size_t i, std::vector<WeightedTerm> &out) const
{
    out.clear();
    forEachNumber(i, [&](std::uint64_t t, std::uint32_t number) {
        out.push_back({vocabulary[number], double(weights[t])});
    });
}

std::vector<WeightedTerm> WeightedBags::bag(std::size_t i) const
{
    std::vector<WeightedTerm> out;
    bagInto(i, out);
    return out;
}

void WeightedBags::spread(std::size_t i, std::vector<float> &table) const
{
    forEachNumber(i, [&](std::uint64_t t, std::uint32_t number) { table[number] = weights[t]; });
}

void WeightedBags::clearSpread(std::size_t i, std::vector<float> &table) const
{
    forEachNumber(i, [&](std::uint64_t, std::uint32_t number) { table[number] = 0.0f; });
}

double WeightedBags::lowAgainst(std::size_t i, const std::vector<float> &table) const
{
    double low = 0;
    forEachNumber(i, [&](std::uint64_t t, std::uint32_t number) {
        low += double(std::min(weights[t], table[number]));
    });
    return low;
}

bool inPairOrder(const RelatedPair &x, const RelatedPair &y)
{
    return x.docA != y.docA ? x.docA < y.docA : x.docB < y.docB;
}

bool relatedNearer(const RelatedPair &x, const RelatedPair &y)
{
    return x.similarity != y.similarity ? x.similarity > y.similarity : inPairOrder(x, y);
}

namespace {

// How many of 16 values agree in two sketches (a cache line of each): four comparisons of four
// values at a time where SSE2 is there (the post-filter's loop one value at a time was two
// thirds of the verification's own time).
inline std::size_t agreeing16(const std::uint32_t *a, const std::uint32_t *b)
{
#if defined(__SSE2__)
    __m128i equal = _mm_setzero_si128(); // each lane counts down: -1 an agreeing value
    for (int k = 0; k < 16; k += 4)
        equal =
            _mm_add_epi32(equal, _mm_cmpeq_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i *>(a + k)),
                                                 _mm_loadu_si128(reinterpret_cast<const __m128i *>(b + k))));
    equal = _mm_add_epi32(equal, _mm_shuffle_epi32(equal, 0x4e));
    equal = _mm_add_epi32(equal, _mm_shuffle_epi32(equal, 0xb1));
    return std::size_t(-_mm_cvtsi128_si32(equal));
#else
    std::size_t same = 0;
    for (int k = 0; k < 16; ++k)
        same += a[k] == b[k];
    return same;
#endif
}

using Clock = std::chrono::steady_clock;
double secondsSince(Clock::time_point t)
{
    return std::chrono::duration<double>(Clock::now() - t).count();
}

Status cancelled()
{
    return Status::error(Status::Code::Cancelled, QStringLiteral("finding related documents was cancelled"));
}

// Bags as a reader hands them on: a few thousand at a time.
struct BagBatch
{
    std::vector<qint64> ids;
    std::vector<std::vector<TermCount>> terms; // [0, size) hold this batch's bags
    std::size_t size = 0;
};

// Runs `bags` on a thread of its own and calls `consume` here with each batch, in order:
// reading and decoding the stored bags overlaps what is done with them. A few batches are
// used in turn, their vectors kept, so that their memory stays what they hold.
Status readAhead(const BagSource &bags, const std::function<void(const BagBatch &)> &consume)
{
    constexpr std::size_t kBatch = 2048, kBatches = 4;
    std::vector<BagBatch> pool(kBatches);
    BoundedQueue<BagBatch *> ready(kBatches), spare(kBatches);
    for (BagBatch &b : pool)
        spare.push(&b);
    Status status = Status::ok();
    std::thread reader([&] {
        BagBatch *batch = *spare.pop();
        batch->size = 0;
        status = bags([&](qint64 id, const std::vector<TermCount> &terms) {
            if (batch->terms.size() <= batch->size) {
                batch->terms.emplace_back();
                batch->ids.emplace_back();
            }
            batch->ids[batch->size] = id;
            batch->terms[batch->size] = terms;
            if (++batch->size == kBatch) {
                ready.push(batch);
                batch = *spare.pop(); // (the consumer gives every batch back)
                batch->size = 0;
            }
        });
        if (batch->size > 0)
            ready.push(batch);
        ready.close();
    });
    while (std::optional<BagBatch *> batch = ready.pop()) {
        consume(**batch);
        spare.push(*batch);
    }
    reader.join();
    pool.clear();
    // The batches' vectors were the reader thread's arena's (64 MB at 10^6 small files).
    giveBackFreedMemory();
    return status;
}

} // namespace

bool relatedDrifted(const RelatedBasis &basis, std::size_t added, std::size_t removed)
{
    return double(basis.changed + added + removed) > kRelatedDrift * double(basis.documents);
}

std::vector<RelatedPair> nearestOfEither(std::vector<RelatedPair> pairs, int neighbours)
{
    // Each pair at both of its documents, each document's nearest first.
    std::vector<std::pair<qint64, std::uint32_t>> ends;
    ends.reserve(pairs.size() * 2);
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        ends.emplace_back(pairs[i].docA, std::uint32_t(i));
        ends.emplace_back(pairs[i].docB, std::uint32_t(i));
    }
    std::sort(ends.begin(), ends.end(), [&pairs](const auto &x, const auto &y) {
        if (x.first != y.first)
            return x.first < y.first;
        return relatedNearer(pairs[x.second], pairs[y.second]);
    });
    std::vector<std::uint8_t> kept(pairs.size(), 0);
    const std::size_t n = std::size_t(std::max(0, neighbours));
    for (std::size_t start = 0, end = 0; start < ends.size(); start = end) {
        for (end = start; end < ends.size() && ends[end].first == ends[start].first; ++end)
            if (end - start < n)
                kept[ends[end].second] = 1;
    }
    std::vector<RelatedPair> out;
    for (std::size_t i = 0; i < pairs.size(); ++i)
        if (kept[i])
            out.push_back(pairs[i]);
    std::sort(out.begin(), out.end(), inPairOrder);
    return out;
}

Result<RelatedResult> findRelated(const BagSource &bags, const RelatedParams &params,
                                  const std::atomic_bool *cancel, const RelatedProgressFn &progress,
                                  const RelatedAddition *addition)
{
    const auto isCancelled = [cancel] {
        return cancel && cancel->load(std::memory_order_relaxed);
    };
    const auto report = [&progress](RelatedProgress::Phase phase, qint64 done, qint64 total) {
        if (progress)
            progress({phase, done, total});
    };
    RelatedResult result;
    RelatedSummary &summary = result.summary;
    const int threads = threadCount(params.threads);

    // Document frequencies (adding to a basis: the basis').
    auto started = Clock::now();
    U64Map<std::uint32_t> df;
    qint64 documents = 0;
    std::size_t termsAtMost = 0; // what the weighted bags can hold: reserved, never grown
    if (addition) {
        documents = qint64(addition->basis->documents);
        for (const auto &[term, count] : addition->basis->terms)
            *df.tryEmplace(term).first = count;
    } else if (Status s = readAhead(bags,
                                    [&](const BagBatch &batch) {
                                        for (std::size_t i = 0; i < batch.size; ++i) {
                                            const std::vector<TermCount> &terms = batch.terms[i];
                                            termsAtMost += std::min(
                                                terms.size(), std::size_t(std::max(0, params.maxTerms)));
                                            for (const TermCount &t : terms)
                                                ++*df.tryEmplace(t.term).first;
                                        }
                                        documents += qint64(batch.size);
                                        report(RelatedProgress::Phase::Counting, documents, 0);
                                    });
               !s)
        return s;
    if (isCancelled())
        return cancelled();
    summary.documents = documents;
    summary.vocabulary = qint64(df.size());
    // The terms kept, numbered in ascending order: a bag's term numbers ascend as its terms do.
    WeightedBags &held = result.bags;
    df.forEach([&](std::uint64_t term, std::uint32_t count) {
        if (relatedTermKept(count, std::uint64_t(documents), params))
            held.vocabulary.push_back(term);
    });
    std::sort(held.vocabulary.begin(), held.vocabulary.end());
    summary.termsKept = qint64(held.vocabulary.size());
    if (!addition) {
        result.basis.documents = std::uint64_t(documents);
        result.basis.terms.reserve(held.vocabulary.size());
        for (std::uint64_t term : held.vocabulary)
            result.basis.terms.emplace_back(term, *df.find(term));
        // (Pages of the reserve never written are never taken: the bound costs address space only.)
        held.reserve(std::size_t(documents), termsAtMost);
    }
    struct KeptTerm
    {
        std::uint32_t number = 0;
        double idf = -1;
    };
    U64Map<KeptTerm> keptTerms;
    for (std::size_t number = 0; number < held.vocabulary.size(); ++number) {
        const std::uint64_t term = held.vocabulary[number];
        *keptTerms.tryEmplace(term).first = {std::uint32_t(number),
                                             inverseFrequency(std::uint64_t(documents), *df.find(term))};
    }
    df = U64Map<std::uint32_t>();

    // Weights: bags read a batch at a time, weighed on every thread, appended in order.
    qint64 weighed = 0;
    if (addition)
        documents = 0; // counted here
    struct Weighed
    {
        std::vector<WeightedTerm> terms;
        std::vector<std::uint32_t> numbers;
    };
    std::vector<Weighed> weighedBatch;
    if (Status s = readAhead(bags,
                             [&](const BagBatch &batch) {
                                 if (weighedBatch.size() < batch.size)
                                     weighedBatch.resize(batch.size);
                                 parallelFor(batch.size, threads, [&](std::size_t i, int) {
                                     Weighed &w = weighedBatch[i];
                                     weighTerms(
                                         batch.terms[i],
                                         [&](std::uint64_t term) {
                                             const KeptTerm *kept = keptTerms.find(term);
                                             return kept ? kept->idf : -1.0;
                                         },
                                         params.maxTerms, w.terms);
                                     w.numbers.clear();
                                     for (const WeightedTerm &t : w.terms)
                                         w.numbers.push_back(keptTerms.find(t.term)->number);
                                 });
                                 for (std::size_t i = 0; i < batch.size; ++i) {
                                     const Weighed &w = weighedBatch[i];
                                     if (w.terms.empty())
                                         continue;
                                     result.docIds.push_back(batch.ids[i]);
                                     held.add(w.terms, w.numbers);
                                 }
                                 weighed += qint64(batch.size);
                                 if (addition)
                                     documents = weighed;
                                 report(RelatedProgress::Phase::Weighing, weighed,
                                        addition ? qint64(addition->basis->documents) : documents);
                             });
        !s)
        return s;
    std::vector<Weighed>().swap(weighedBatch);
    keptTerms = U64Map<KeptTerm>();
    if (isCancelled())
        return cancelled();
    if (!std::is_sorted(result.docIds.begin(), result.docIds.end())) {
        std::vector<std::size_t> order(result.docIds.size());
        std::iota(order.begin(), order.end(), 0);
        std::sort(order.begin(), order.end(),
                  [&](std::size_t a, std::size_t b) { return result.docIds[a] < result.docIds[b]; });
        std::vector<qint64> ids;
        WeightedBags sorted;
        sorted.vocabulary = std::move(held.vocabulary);
        sorted.reserve(held.size(), held.weights.size());
        for (std::size_t i : order) {
            ids.push_back(result.docIds[i]);
            sorted.addFrom(held, i);
        }
        result.docIds = std::move(ids);
        held = std::move(sorted);
    }
    const std::size_t n = result.docIds.size();
    summary.documents = documents;
    summary.weighted = qint64(n);
    summary.weighSeconds = secondsSince(started);

    // Sketches.
    started = Clock::now();
    const std::size_t m = std::size_t(params.hashes);
    WeightedSketcher sketcher(params.kind, params.hashes, params.seed);
    std::vector<std::uint32_t> sketches;
    resizeOnHugePages(sketches, n * m);
    std::atomic<qint64> sketched{0};
    std::vector<std::vector<WeightedTerm>> bagOf(std::size_t(std::max(1, threads)));
    parallelFor(
        n, threads,
        [&](std::size_t i, int worker) {
            if (isCancelled())
                return;
            std::vector<WeightedTerm> &bag = bagOf[std::size_t(worker)];
            held.bagInto(i, bag);
            sketcher.sketch(bag, sketches.data() + i * m);
            sketched.fetch_add(1, std::memory_order_relaxed);
        },
        [&] { report(RelatedProgress::Phase::Sketching, sketched.load(), qint64(n)); });
    std::vector<std::vector<WeightedTerm>>().swap(bagOf);
    if (isCancelled())
        return cancelled();
    summary.sketchSeconds = secondsSince(started);

    // LSH: l tables, each keyed by k of the m values; pairs within a bucket, or within a
    // window of each document in a random order of a large bucket. Each table's order of the
    // documents is sorted once and kept with each document's place in it and where its buckets
    // start (a bit a place): a document's candidates are then read from its places, every
    // table's window around it, and verified at once. No list of every candidate, no sort of
    // one: a document's own (at most 2 * window * tables) are sorted where they are made.
    started = Clock::now();
    std::vector<std::uint64_t> rowHash(n);
    for (std::size_t i = 0; i < n; ++i)
        rowHash[i] = relatedRowHash({sketches.data() + i * m, m});
    const std::vector<RelatedTable> tables = relatedTables(params);
    const std::size_t l = tables.size();
    // order[t]: the documents in table t's order, the top bit set where a bucket starts.
    constexpr std::uint32_t kStart = std::uint32_t(1) << 31;
    std::vector<std::vector<std::uint32_t>> order(l);
    std::atomic<qint64> sorted{0};
    parallelFor(
        l, threads,
        [&](std::size_t table, int) {
            if (isCancelled())
                return;
            std::vector<std::pair<std::uint64_t, std::uint32_t>> entries(n);
            for (std::size_t i = 0; i < n; ++i)
                entries[i] = {relatedEntry(tables[table], {sketches.data() + i * m, m}, rowHash[i]),
                              std::uint32_t(i)};
            std::sort(entries.begin(), entries.end());
            // Only the buckets that pair documents (relatedWindowPairs'): a document alone in its
            // bucket has no place in the table.
            const auto forEachBucket = [&](const auto &f) {
                forEachPairingBucket(
                    n, [&entries](std::size_t i) { return entries[i].first; }, f);
            };
            std::size_t placed = 0;
            forEachBucket([&placed](std::size_t begin, std::size_t end) { placed += end - begin; });
            resizeOnHugePages(order[table], placed);
            placed = 0;
            forEachBucket([&](std::size_t begin, std::size_t end) {
                for (std::size_t i = begin; i < end; ++i)
                    order[table][placed++] = entries[i].second | (i == begin ? kStart : 0);
            });
            sorted.fetch_add(1, std::memory_order_relaxed);
        },
        [&] { report(RelatedProgress::Phase::Bucketing, sorted.load(), qint64(l)); });
    std::vector<std::uint64_t>().swap(rowHash);
    giveBackFreedMemory(); // (each table's entries, 16 bytes a document, on each worker)
    if (isCancelled())
        return cancelled();
    summary.bucketSeconds = secondsSince(started);
    // The places of some documents in every table, side by side (places[s * l + t]: the place
    // in table t of the document in slot s), for the documents verified next: each table's order
    // read once for them. Held for all documents at once they were an eighth of relating's peak
    // (n * l * 4 bytes: 240 MB at 10^6); a stripe of them is params.placesBytes.
    std::vector<std::uint32_t> placeOf;
    constexpr std::uint32_t kNoPlace = ~std::uint32_t(0); // alone in its bucket of the table
    const auto placeDocuments = [&](std::size_t slots, const auto &slotOf) {
        placeOf.assign(slots * l, kNoPlace);
        parallelFor(l, threads, [&](std::size_t table, int) {
            const std::uint32_t *docs = order[table].data();
            for (std::size_t i = 0; i < order[table].size(); ++i)
                if (const std::size_t slot = slotOf(docs[i] & ~kStart); slot < slots)
                    placeOf[slot * l + table] = std::uint32_t(i);
        });
    };
    constexpr std::size_t kBlock = 256; // documents a task of verifying
    const std::size_t stripe =
        std::max<std::size_t>(1, params.placesBytes / (l * sizeof(std::uint32_t) * kBlock)) * kBlock;
    const std::size_t window = std::size_t(params.window);
    // Document x's candidates: the documents within `window` places of x in x's bucket of some
    // table (relatedWindowPairs' pairs), ascending and distinct; those after x (y > x: each pair
    // once, from its first document) or, `laterOnly` false, all of them (documents added).
    // Sorted by bucketing (document numbers scaled over 64 bits spread as evenly as they are over
    // [0, n)): the comparison sort of a few hundred numbers a document was a fifth of verifying.
    const std::uint64_t spreadOver = ~std::uint64_t(0) / std::max<std::uint64_t>(n, 1);
    // `places`: x's in every table (placeOf).
    const auto candidatesOf = [&](std::uint32_t x, const std::uint32_t *places,
                                  std::vector<std::uint32_t> &out, bool laterOnly,
                                  std::vector<std::uint32_t> &scratch, std::vector<std::uint32_t> &counts) {
        const auto wanted = [x, laterOnly](std::uint32_t y) {
            return laterOnly ? y > x : y != x;
        };
        out.clear();
        for (std::size_t table = 0; table < l; ++table) // every table's window asked for at once
            if (places[table] != kNoPlace)
                __builtin_prefetch(order[table].data() + places[table]);
        for (std::size_t table = 0; table < l; ++table) {
            const std::size_t place = places[table];
            if (place == kNoPlace)
                continue;
            const std::uint32_t *docs = order[table].data();
            const std::size_t placed = order[table].size();
            for (std::size_t q = place; q > 0 && place - q < window && !(docs[q] & kStart); --q)
                if (const std::uint32_t y = docs[q - 1] & ~kStart; wanted(y)) // (it may start the bucket)
                    out.push_back(y);
            for (std::size_t q = place + 1; q < placed && q - place <= window && !(docs[q] & kStart); ++q)
                if (wanted(docs[q]))
                    out.push_back(docs[q]);
        }
        bucketSort(out, scratch, counts, [spreadOver](std::uint32_t y) { return y * spreadOver; });
        out.erase(std::unique(out.begin(), out.end()), out.end());
    };

    const std::size_t minSame = relatedMinAgreeing(params);
    // The share of the m values two documents' sketches agree on (the agreement of a pair kept).
    const auto agreementOf = [&](std::size_t a, std::size_t b) {
        const std::uint32_t *sa = sketches.data() + a * m, *sb = sketches.data() + b * m;
        std::size_t same = 0, at = 0;
        for (; at + 16 <= m; at += 16)
            same += agreeing16(sa + at, sb + at);
        for (; at < m; ++at)
            same += sa[at] == sb[at];
        return double(same) / double(m);
    };
    // A candidate (x, y): the post-filter on the sketches' agreement, then the exact similarity
    // of the bags, x's weights spread over the term numbers (a table of floats a thread, zero
    // elsewhere) for its first candidate that passes, and each y's summed against them (adding
    // zero where x has no weight: the same sum, to the bit, as weightedJaccard's). Agreement is
    // counted a cache line at a time until the post-filter is passed (most that pass do on the
    // first); the whole count (agreementOf) only for the pairs kept. The similarity, or nullopt.
    const auto verifyPair = [&](std::size_t x, std::size_t y, std::vector<float> &first, bool &isSpread,
                                qint64 &agreed) -> std::optional<double> {
        const std::uint32_t *sx = sketches.data() + x * m;
        const std::uint32_t *sy = sketches.data() + y * m;
        std::size_t same = 0, compared = 0;
        while (compared < m && same < minSame) {
            if (compared + 16 <= m) {
                same += agreeing16(sx + compared, sy + compared);
                compared += 16;
                continue;
            }
            for (; compared < m; ++compared)
                same += sx[compared] == sy[compared];
        }
        if (same < minSame)
            return std::nullopt;
        ++agreed;
        if (!isSpread) {
            held.spread(x, first);
            isSpread = true;
        }
        const double similarity = weightedJaccardOf(held.lowAgainst(y, first), held.sums[x], held.sums[y]);
        if (similarity < params.threshold)
            return std::nullopt;
        return similarity;
    };
    // Per worker: the table verifyPair spreads a bag over (zero elsewhere), and a candidate list.
    const std::size_t workers = std::size_t(std::max(1, threads));
    std::vector<std::vector<float>> spread(workers);
    std::vector<std::vector<std::uint32_t>> found(workers), sortScratch(workers), sortCounts(workers);
    const auto spreadTable = [&](int worker) -> std::vector<float> & {
        std::vector<float> &table = spread[std::size_t(worker)];
        if (table.size() != held.vocabulary.size())
            table.assign(held.vocabulary.size(), 0.0f);
        return table;
    };
    std::atomic<qint64> candidateCount{0}, agreeing{0}, verified{0};
    if (addition) {
        // Only the fresh documents' candidates, either way (every table's window around each
        // one, as candidatesOf without its y > x), each pair of two fresh ones once; every pair
        // at the threshold kept (nearestOfEither with the stored ones decides).
        started = Clock::now();
        std::vector<std::uint8_t> isFresh(n, 0);
        std::vector<std::uint32_t> freshDocs;
        for (qint64 id : addition->fresh)
            if (auto it = std::lower_bound(result.docIds.begin(), result.docIds.end(), id);
                it != result.docIds.end() && *it == id) {
                isFresh[std::size_t(it - result.docIds.begin())] = 1;
                freshDocs.push_back(std::uint32_t(it - result.docIds.begin()));
            }
        std::vector<std::uint32_t> slotOf(n, std::uint32_t(~0u));
        for (std::size_t f = 0; f < freshDocs.size(); ++f)
            slotOf[freshDocs[f]] = std::uint32_t(f);
        placeDocuments(freshDocs.size(), [&slotOf](std::uint32_t x) { return std::size_t(slotOf[x]); });
        std::vector<std::uint32_t>().swap(slotOf);
        std::vector<std::vector<RelatedPair>> kept(workers);
        parallelFor(
            freshDocs.size(), threads,
            [&](std::size_t f, int worker) {
                if (isCancelled())
                    return;
                std::vector<float> &first = spreadTable(worker);
                std::vector<std::uint32_t> &ys = found[std::size_t(worker)];
                const std::uint32_t x = freshDocs[f];
                candidatesOf(x, placeOf.data() + f * l, ys, false, sortScratch[std::size_t(worker)],
                             sortCounts[std::size_t(worker)]);
                bool isSpread = false;
                qint64 candidates = 0, agreed = 0;
                for (std::uint32_t y : ys) {
                    if (isFresh[y] && y < x)
                        continue; // two fresh documents: once, from the first
                    ++candidates;
                    const auto related = verifyPair(x, y, first, isSpread, agreed);
                    if (!related)
                        continue;
                    const std::uint32_t a = std::min(x, y), b = std::max(x, y);
                    kept[std::size_t(worker)].push_back(
                        {result.docIds[a], result.docIds[b], *related, agreementOf(a, b)});
                }
                if (isSpread)
                    held.clearSpread(x, first);
                candidateCount.fetch_add(candidates, std::memory_order_relaxed);
                agreeing.fetch_add(agreed, std::memory_order_relaxed);
                verified.fetch_add(1, std::memory_order_relaxed);
            },
            [&] { report(RelatedProgress::Phase::Verifying, verified.load(), qint64(freshDocs.size())); });
        if (isCancelled())
            return cancelled();
        for (std::vector<RelatedPair> &k : kept)
            result.pairs.insert(result.pairs.end(), k.begin(), k.end());
        std::sort(result.pairs.begin(), result.pairs.end(), inPairOrder);
        summary.candidates = candidateCount.load();
        summary.agreeing = agreeing.load();
        summary.related = qint64(result.pairs.size());
        summary.verifySeconds = secondsSince(started);
        return result;
    }
    // A document's list: k slots of its own (flat, 12 bytes a slot: n * k * 12 bytes in all),
    // a heap of the farthest on top, each slot the other document of a pair. (The sketch values
    // a pair agrees on are counted again for the pairs kept: in the slots they were 4 bytes more
    // a slot, 80 MB at 10^6.)
#pragma pack(push, 4)
    struct Nearest
    {
        double similarity = 0;
        std::uint32_t other = 0;
    };
#pragma pack(pop)
    static_assert(sizeof(Nearest) == 12);
    const std::size_t k = std::size_t(std::clamp(params.neighbours, 0, 65535));
    std::vector<Nearest> slots;
    resizeOnHugePages(slots, n * k);
    std::vector<std::uint16_t> filled(n, 0);
    constexpr std::size_t kStripes = 4096;
    std::vector<std::mutex> stripes(kStripes);
    // Once a document's list is full, the similarity of its farthest: a pair less similar is
    // turned away without taking the lock (what the heap would do with it too).
    std::unique_ptr<std::atomic<double>[]> floorOf(new std::atomic<double>[n]);
    for (std::size_t i = 0; i < n; ++i)
        floorOf[i].store(-1.0, std::memory_order_relaxed);
    // Offers doc the pair (doc, other): relatedNearer's order, the pair (a, b) being the two
    // documents ascending.
    const auto offer = [&](std::uint32_t doc, std::uint32_t other, double similarity) {
        if (k == 0 || similarity < floorOf[doc].load(std::memory_order_relaxed))
            return;
        const auto nearer = [doc](const Nearest &x, const Nearest &y) {
            if (x.similarity != y.similarity)
                return x.similarity > y.similarity;
            const std::uint32_t xa = std::min(doc, x.other), ya = std::min(doc, y.other);
            return xa != ya ? xa < ya : std::max(doc, x.other) < std::max(doc, y.other);
        };
        const Nearest pair{similarity, other};
        std::lock_guard lock(stripes[doc % kStripes]);
        Nearest *heap = slots.data() + std::size_t(doc) * k;
        std::uint16_t &size = filled[doc];
        if (size < k) {
            heap[size++] = pair;
            std::push_heap(heap, heap + size, nearer);
        } else if (nearer(pair, heap[0])) {
            std::pop_heap(heap, heap + size, nearer);
            heap[size - 1] = pair;
            std::push_heap(heap, heap + size, nearer);
        }
        if (size == k)
            floorOf[doc].store(heap[0].similarity, std::memory_order_relaxed);
    };
    // Each document x with its candidates y > x, verified (verifyPair) on every core.
    started = Clock::now();
    constexpr std::size_t kAhead = 8; // candidates asked for ahead of the one compared
    // A stripe of documents at a time: their places, then their blocks on every core.
    for (std::size_t from = 0; from < n && !isCancelled(); from += stripe) {
        const std::size_t until = std::min(n, from + stripe);
        placeDocuments(until - from, [from](std::uint32_t x) { return std::size_t(x) - from; });
        const std::size_t firstBlock = from / kBlock; // (stripe is a multiple of kBlock)
        parallelFor((until - from + kBlock - 1) / kBlock, threads,
                    [&](std::size_t stripeBlock, int worker) {
                        const std::size_t block = firstBlock + stripeBlock;
                        if (isCancelled())
                            return;
                        std::vector<float> &first = spreadTable(worker);
                        std::vector<std::uint32_t> &ys = found[std::size_t(worker)];
                        qint64 candidates = 0, agreed = 0;
                        const std::size_t to = std::min(until, (block + 1) * kBlock);
                        for (std::size_t a = block * kBlock; a < to; ++a) {
                            candidatesOf(std::uint32_t(a), placeOf.data() + (a - from) * l, ys, true,
                                         sortScratch[std::size_t(worker)], sortCounts[std::size_t(worker)]);
                            candidates += qint64(ys.size());
                            bool isSpread = false;
                            for (std::size_t c = 0; c < ys.size(); ++c) {
                                // The second documents are anywhere in memory: ask for a later candidate's
                                // sketch and bag while this one is compared.
                                if (c + 2 * kAhead < ys.size()) {
                                    __builtin_prefetch(held.offsets.data() + ys[c + 2 * kAhead]);
                                    __builtin_prefetch(held.stepsAt.data() + ys[c + 2 * kAhead]);
                                    __builtin_prefetch(held.sums.data() + ys[c + 2 * kAhead]);
                                }
                                if (c + kAhead < ys.size()) {
                                    const std::size_t later = ys[c + kAhead];
                                    const char *sketch =
                                        reinterpret_cast<const char *>(sketches.data() + later * m);
                                    for (std::size_t byte = 0; byte < m * sizeof(std::uint32_t); byte += 64)
                                        __builtin_prefetch(sketch + byte);
                                    // The whole bag (a few hundred bytes of each): summed against x's
                                    // if the agreement passes, as two of three do.
                                    const std::size_t bagFrom = held.offsets[later],
                                                      bagTo = held.offsets[later + 1];
                                    for (std::size_t t = bagFrom; t < bagTo; t += 16)
                                        __builtin_prefetch(held.weights.data() + t);
                                    const std::size_t stepsFrom = held.stepsAt[later],
                                                      stepsTo = held.stepsAt[later + 1];
                                    for (std::size_t t = stepsFrom; t < stepsTo; t += 32)
                                        __builtin_prefetch(held.steps.data() + t);
                                }
                                const std::size_t b = ys[c];
                                const auto related = verifyPair(a, b, first, isSpread, agreed);
                                if (!related)
                                    continue;
                                offer(std::uint32_t(a), std::uint32_t(b), *related);
                                offer(std::uint32_t(b), std::uint32_t(a), *related);
                            }
                            if (isSpread)
                                held.clearSpread(a, first);
                        }
                        candidateCount.fetch_add(candidates, std::memory_order_relaxed);
                        agreeing.fetch_add(agreed, std::memory_order_relaxed);
                        verified.fetch_add(qint64(to - block * kBlock), std::memory_order_relaxed);
                    },
                    [&] { report(RelatedProgress::Phase::Verifying, verified.load(), qint64(n)); });
    }
    if (isCancelled())
        return cancelled();
    std::vector<std::vector<std::uint32_t>>().swap(order);
    std::vector<std::uint32_t>().swap(placeOf);
    summary.candidates = candidateCount.load();
    summary.agreeing = agreeing.load();

    // The union of every document's nearest: a pair in both lists is taken from its first
    // document's; its agreement counted (agreementOf).
    floorOf.reset();
    // Room for every slot filled (pages never written are never taken): grown by doubling, the
    // pairs were relating's peak, the old and the new array beside the slots and sketches.
    result.pairs.reserve(std::accumulate(filled.begin(), filled.end(), std::size_t(0)));
    for (std::size_t doc = 0; doc < n; ++doc) {
        const Nearest *heap = slots.data() + doc * k;
        for (std::size_t i = 0; i < filled[doc]; ++i) {
            const std::size_t other = heap[i].other;
            if (other < doc) {
                const Nearest *its = slots.data() + other * k;
                if (std::any_of(its, its + filled[other], [doc](const Nearest &x) { return x.other == doc; }))
                    continue;
            }
            const std::size_t a = std::min(doc, other), b = std::max(doc, other);
            result.pairs.push_back(
                {result.docIds[a], result.docIds[b], heap[i].similarity, agreementOf(a, b)});
        }
    }
    std::vector<Nearest>().swap(slots);
    std::vector<std::uint32_t>().swap(sketches);
    std::sort(result.pairs.begin(), result.pairs.end(), inPairOrder);
    summary.related = qint64(result.pairs.size());
    summary.verifySeconds = secondsSince(started);
    return result;
}

} // namespace lookalike
