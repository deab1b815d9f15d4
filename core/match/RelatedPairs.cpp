#include "RelatedPairs.h"

#include "base/Mix64.h"
#include "base/Parallel.h"

#include <QLocale>
#include <QStringList>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <mutex>
#include <numeric>
#include <unordered_map>

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

std::vector<WeightedTerm> tfIdf(const std::vector<TermCount> &terms, std::uint64_t documents,
                                const std::function<std::uint32_t(std::uint64_t)> &documentFrequency,
                                int maxTerms)
{
    std::vector<WeightedTerm> out;
    out.reserve(terms.size());
    for (const TermCount &t : terms) {
        const std::uint32_t df = documentFrequency(t.term);
        if (df == 0 || df >= documents)
            continue;
        out.push_back({t.term, std::sqrt(double(t.count)) * std::log(double(documents) / double(df))});
    }
    if (out.size() > std::size_t(maxTerms)) {
        std::nth_element(out.begin(), out.begin() + maxTerms, out.end(),
                         [](const WeightedTerm &a, const WeightedTerm &b) {
                             return a.weight != b.weight ? a.weight > b.weight : a.term < b.term;
                         });
        out.resize(std::size_t(maxTerms));
    }
    out.shrink_to_fit(); // reserved for every term: a bag kept of 100 of 500 held 8 KB, not 1.6
    double total = 0;
    for (const WeightedTerm &t : out)
        total += t.weight;
    for (WeightedTerm &t : out)
        t.weight /= total;
    std::sort(out.begin(), out.end(),
              [](const WeightedTerm &a, const WeightedTerm &b) { return a.term < b.term; });
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

void relatedWindowPairs(std::span<const std::uint64_t> entries, const RelatedParams &params,
                        const std::function<void(std::size_t, std::size_t)> &pair)
{
    const std::size_t n = entries.size();
    const std::size_t window = std::size_t(params.window);
    for (std::size_t begin = 0; begin < n;) {
        std::size_t end = begin + 1;
        while (end < n && (entries[end] >> kBucketOrderBits) == (entries[begin] >> kBucketOrderBits))
            ++end;
        if (entries[begin] != kNoBucket)
            for (std::size_t a = begin; a < end; ++a)
                for (std::size_t b = a + 1; b < end && b <= a + window; ++b)
                    pair(a, b);
        begin = end;
    }
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

std::optional<std::pair<double, double>>
verifyRelated(const RelatedParams &params, const std::uint32_t *sketchA, const std::uint32_t *sketchB,
              std::span<const WeightedTerm> bagA, std::span<const WeightedTerm> bagB, bool *agreed)
{
    const std::size_t m = std::size_t(params.hashes);
    std::size_t same = 0;
    for (std::size_t j = 0; j < m; ++j)
        same += sketchA[j] == sketchB[j];
    const double agreement = double(same) / double(m);
    const bool passes = agreement >= relatedAgreementCut(params);
    if (agreed)
        *agreed = passes;
    if (!passes)
        return std::nullopt;
    const double similarity = weightedJaccard(bagA, bagB);
    if (similarity < params.threshold)
        return std::nullopt;
    return std::pair{similarity, agreement};
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

using Clock = std::chrono::steady_clock;
double secondsSince(Clock::time_point t)
{
    return std::chrono::duration<double>(Clock::now() - t).count();
}

Status cancelled()
{
    return Status::error(Status::Code::Cancelled, QStringLiteral("finding related documents was cancelled"));
}

// The candidate pairs (two 32-bit document numbers, before deduplication) held at once: 256 MB.
constexpr std::uint64_t kCandidatesAtOnce = std::uint64_t(1) << 25;

void sortUnique(std::vector<std::uint64_t> &v)
{
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
}

} // namespace

Result<RelatedResult> findRelated(const BagSource &bags, const RelatedParams &params,
                                  const std::atomic_bool *cancel, const RelatedProgressFn &progress)
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

    // Document frequencies.
    auto started = Clock::now();
    std::unordered_map<std::uint64_t, std::uint32_t> df;
    qint64 documents = 0;
    if (Status s = bags([&](qint64, const std::vector<TermCount> &terms) {
            ++documents;
            for (const TermCount &t : terms)
                ++df[t.term];
            if ((documents & 4095) == 0)
                report(RelatedProgress::Phase::Counting, documents, 0);
        });
        !s)
        return s;
    if (isCancelled())
        return cancelled();
    summary.documents = documents;
    summary.vocabulary = qint64(df.size());
    for (auto it = df.begin(); it != df.end();) {
        if (!relatedTermKept(it->second, std::uint64_t(documents), params))
            it = df.erase(it);
        else
            ++it;
    }
    summary.termsKept = qint64(df.size());

    // Weights.
    const auto frequency = [&df](std::uint64_t term) -> std::uint32_t {
        auto it = df.find(term);
        return it == df.end() ? 0 : it->second;
    };
    qint64 weighed = 0;
    if (Status s = bags([&](qint64 docId, const std::vector<TermCount> &terms) {
            auto w = tfIdf(terms, std::uint64_t(documents), frequency, params.maxTerms);
            if ((++weighed & 4095) == 0)
                report(RelatedProgress::Phase::Weighing, weighed, documents);
            if (w.empty())
                return;
            result.docIds.push_back(docId);
            result.bags.push_back(std::move(w));
        });
        !s)
        return s;
    std::unordered_map<std::uint64_t, std::uint32_t>().swap(df);
    if (isCancelled())
        return cancelled();
    {
        std::vector<std::size_t> order(result.docIds.size());
        std::iota(order.begin(), order.end(), 0);
        if (!std::is_sorted(result.docIds.begin(), result.docIds.end())) {
            std::sort(order.begin(), order.end(),
                      [&](std::size_t a, std::size_t b) { return result.docIds[a] < result.docIds[b]; });
            std::vector<qint64> ids;
            std::vector<std::vector<WeightedTerm>> sorted;
            for (std::size_t i : order) {
                ids.push_back(result.docIds[i]);
                sorted.push_back(std::move(result.bags[i]));
            }
            result.docIds = std::move(ids);
            result.bags = std::move(sorted);
        }
    }
    const std::size_t n = result.docIds.size();
    summary.weighted = qint64(n);
    summary.weighSeconds = secondsSince(started);

    // Sketches.
    started = Clock::now();
    const std::size_t m = std::size_t(params.hashes);
    WeightedSketcher sketcher(params.kind, params.hashes, params.seed);
    std::vector<std::uint32_t> sketches(n * m);
    std::atomic<qint64> sketched{0};
    parallelFor(
        n, threads,
        [&](std::size_t i, int) {
            if (isCancelled())
                return;
            sketcher.sketch(result.bags[i], sketches.data() + i * m);
            sketched.fetch_add(1, std::memory_order_relaxed);
        },
        [&] { report(RelatedProgress::Phase::Sketching, sketched.load(), qint64(n)); });
    if (isCancelled())
        return cancelled();
    summary.sketchSeconds = secondsSince(started);

    // LSH: l tables, each keyed by k of the m values; pairs within a bucket, or within a
    // window of each document in a random order of a large bucket.
    started = Clock::now();
    std::vector<std::uint64_t> rowHash(n);
    for (std::size_t i = 0; i < n; ++i)
        rowHash[i] = relatedRowHash({sketches.data() + i * m, m});
    // The candidates of every table, in parts by their first document (a part holds the pairs
    // of a range of documents), the parts taken a few at a time (a pass) so that the
    // candidates held at once stay within kCandidatesAtOnce whatever the collection: each
    // table's order of the documents is sorted once and kept (4 bytes a document a table), a
    // pass walks every table's windows on every thread keeping the pairs of its parts, then
    // sorts, deduplicates and verifies each part on its own. No sort of every candidate list in
    // one thread, and no list of every candidate.
    // With each order, where its buckets start (a bit a document) and where the bucket of
    // empty bags begins (never paired): the walks of the passes need no key again.
    const std::vector<RelatedTable> tables = relatedTables(params);
    std::vector<std::vector<std::uint32_t>> order(tables.size());
    std::vector<std::vector<std::uint64_t>> starts(tables.size());
    std::vector<std::size_t> unpairedFrom(tables.size(), n);
    parallelFor(tables.size(), threads, [&](std::size_t table, int) {
        if (isCancelled())
            return;
        std::vector<std::pair<std::uint64_t, std::uint32_t>> entries(n);
        for (std::size_t i = 0; i < n; ++i)
            entries[i] = {relatedEntry(tables[table], {sketches.data() + i * m, m}, rowHash[i]),
                          std::uint32_t(i)};
        std::sort(entries.begin(), entries.end());
        order[table].resize(n);
        starts[table].assign((n + 64) / 64, 0);
        for (std::size_t i = 0; i < n; ++i) {
            order[table][i] = entries[i].second;
            const bool start = i == 0 || (entries[i].first >> kBucketOrderBits) !=
                                             (entries[i - 1].first >> kBucketOrderBits);
            if (start) {
                starts[table][i / 64] |= std::uint64_t(1) << (i % 64);
                if (entries[i].first == kNoBucket && unpairedFrom[table] == n)
                    unpairedFrom[table] = i; // as relatedWindowPairs: a bucket led by an empty bag
            }
        }
    });
    if (isCancelled())
        return cancelled();
    const std::size_t parts = std::size_t(std::max(1, threads)) * 16;
    const auto partOf = [&](std::uint32_t first) {
        return std::size_t(std::uint64_t(first) * parts / std::max<std::size_t>(n, 1));
    };
    // Walks table `table`'s windows as relatedWindowPairs does, calling pair(x, y) with x < y
    // (table indices).
    const std::size_t window = std::size_t(params.window);
    const auto walkTable = [&](std::size_t table, const auto &pair) {
        const std::vector<std::uint32_t> &docs = order[table];
        const std::vector<std::uint64_t> &bits = starts[table];
        const auto startsAt = [&bits](std::size_t i) {
            return (bits[i / 64] >> (i % 64)) & 1;
        };
        const std::size_t limit = unpairedFrom[table];
        for (std::size_t begin = 0; begin < limit;) {
            std::size_t end = begin + 1;
            while (end < n && !startsAt(end))
                ++end;
            for (std::size_t a = begin; a < end; ++a)
                for (std::size_t b = a + 1; b < end && b <= a + window; ++b) {
                    const std::uint32_t x = docs[a], y = docs[b];
                    if (x < y)
                        pair(x, y);
                    else
                        pair(y, x);
                }
            begin = end;
        }
    };
    // How many candidates (before deduplication) each part gets: the passes' bounds.
    std::vector<std::atomic<std::uint64_t>> perPart(parts);
    parallelFor(tables.size(), threads, [&](std::size_t table, int) {
        if (isCancelled())
            return;
        std::vector<std::uint64_t> counts(parts, 0);
        walkTable(table, [&](std::uint32_t x, std::uint32_t) { ++counts[partOf(x)]; });
        for (std::size_t p = 0; p < parts; ++p)
            perPart[p].fetch_add(counts[p], std::memory_order_relaxed);
    });
    if (isCancelled())
        return cancelled();
    std::vector<std::pair<std::size_t, std::size_t>> passes; // [first part, last part)
    for (std::size_t p = 0; p < parts;) {
        std::size_t end = p;
        std::uint64_t held = 0;
        while (end < parts && (end == p || held + perPart[end].load() <= kCandidatesAtOnce))
            held += perPart[end++].load();
        passes.emplace_back(p, end);
        p = end;
    }
    summary.bucketSeconds = secondsSince(started);

    // Each document's nearest, kept as they are found: a pair stays when it is among the
    // `neighbours` most similar of either of its documents (relatedNearer: a strict order, so
    // the same whatever order the pairs come in). Memory follows the documents (at most
    // `neighbours` a document), not the pairs found.
    struct Nearest
    {
        double similarity = 0;
        std::uint32_t a = 0, b = 0; // table indices, a < b
        std::uint16_t same = 0;     // sketch values agreeing (agreement = same / m)
    };
    const auto nearer = [](const Nearest &x, const Nearest &y) {
        return x.similarity != y.similarity ? x.similarity > y.similarity
                                            : (x.a != y.a ? x.a < y.a : x.b < y.b);
    };
    const std::size_t k = std::size_t(std::max(0, params.neighbours));
    std::vector<std::vector<Nearest>> nearest(n); // each a heap, the farthest on top
    constexpr std::size_t kStripes = 4096;
    std::vector<std::mutex> stripes(kStripes);
    const auto offer = [&](std::uint32_t doc, const Nearest &pair) {
        std::lock_guard lock(stripes[doc % kStripes]);
        std::vector<Nearest> &heap = nearest[doc];
        if (heap.size() < k) {
            heap.push_back(pair);
            std::push_heap(heap.begin(), heap.end(), nearer);
        } else if (k > 0 && nearer(pair, heap.front())) {
            std::pop_heap(heap.begin(), heap.end(), nearer);
            heap.back() = pair;
            std::push_heap(heap.begin(), heap.end(), nearer);
        }
    };
    std::atomic<qint64> agreeing{0};
    std::atomic<qint64> verified{0};
    std::atomic<qint64> walked{0};
    qint64 candidateCount = 0;
    double verifySeconds = 0;
    for (const auto &pass : passes) {
        // Named copies: clang 14 does not let lambdas capture structured bindings.
        const std::size_t fromPart = pass.first;
        const std::size_t toPart = pass.second;
        auto passStarted = Clock::now();
        struct Part
        {
            std::mutex mutex;
            std::vector<std::uint64_t> pairs;
        };
        std::vector<Part> byPart(toPart - fromPart);
        parallelFor(
            tables.size(), threads,
            [&](std::size_t table, int) {
                if (isCancelled())
                    return;
                std::vector<std::vector<std::uint64_t>> local(byPart.size());
                const auto flush = [&](std::size_t part) {
                    Part &to = byPart[part];
                    std::lock_guard lock(to.mutex);
                    to.pairs.insert(to.pairs.end(), local[part].begin(), local[part].end());
                    local[part].clear();
                };
                walkTable(table, [&](std::uint32_t x, std::uint32_t y) {
                    const std::size_t part = partOf(x);
                    if (part < fromPart || part >= toPart)
                        return;
                    std::vector<std::uint64_t> &to = local[part - fromPart];
                    to.push_back((std::uint64_t(x) << 32) | y);
                    if (to.size() >= 4096)
                        flush(part - fromPart);
                });
                for (std::size_t part = 0; part < local.size(); ++part)
                    if (!local[part].empty())
                        flush(part);
                walked.fetch_add(1, std::memory_order_relaxed);
            },
            [&] {
                report(RelatedProgress::Phase::Bucketing, walked.load(),
                       qint64(tables.size() * passes.size()));
            });
        if (isCancelled())
            return cancelled();
        parallelFor(byPart.size(), threads, [&](std::size_t part, int) { sortUnique(byPart[part].pairs); });
        for (const Part &part : byPart)
            candidateCount += qint64(part.pairs.size());
        summary.bucketSeconds += secondsSince(passStarted);

        // The post-filter on the sketches' agreement, then the exact similarity of the bags, part
        // by part (in slices of the large ones).
        passStarted = Clock::now();
        constexpr std::size_t kChunk = 4096;
        std::vector<std::pair<std::size_t, std::size_t>> chunks; // (part, first candidate)
        for (std::size_t part = 0; part < byPart.size(); ++part)
            for (std::size_t from = 0; from < byPart[part].pairs.size(); from += kChunk)
                chunks.emplace_back(part, from);
        parallelFor(
            chunks.size(), threads,
            [&](std::size_t chunk, int) {
                if (isCancelled())
                    return;
                const std::vector<std::uint64_t> &candidates = byPart[chunks[chunk].first].pairs;
                qint64 agreed = 0;
                const std::size_t begin = chunks[chunk].second;
                const std::size_t end = std::min(candidates.size(), begin + kChunk);
                for (std::size_t c = begin; c < end; ++c) {
                    const std::size_t a = std::size_t(candidates[c] >> 32),
                                      b = std::size_t(candidates[c] & 0xffffffffu);
                    bool passed = false;
                    const auto related =
                        verifyRelated(params, sketches.data() + a * m, sketches.data() + b * m,
                                      result.bags[a], result.bags[b], &passed);
                    agreed += passed;
                    if (related) {
                        const Nearest pair{related->first, std::uint32_t(a), std::uint32_t(b),
                                           std::uint16_t(std::lround(related->second * double(m)))};
                        offer(pair.a, pair);
                        offer(pair.b, pair);
                    }
                }
                agreeing.fetch_add(agreed, std::memory_order_relaxed);
                verified.fetch_add(qint64(end - begin), std::memory_order_relaxed);
            },
            [&] { report(RelatedProgress::Phase::Verifying, verified.load(), candidateCount); });
        if (isCancelled())
            return cancelled();
        verifySeconds += secondsSince(passStarted);
    }
    std::vector<std::vector<std::uint32_t>>().swap(order);
    std::vector<std::vector<std::uint64_t>>().swap(starts);
    summary.candidates = candidateCount;
    started = Clock::now() -
              std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(verifySeconds));
    summary.agreeing = agreeing.load();
    // The union of every document's nearest (a pair in both lists once).
    std::vector<Nearest> kept;
    for (std::vector<Nearest> &heap : nearest) {
        kept.insert(kept.end(), heap.begin(), heap.end());
        std::vector<Nearest>().swap(heap);
    }
    std::vector<std::vector<Nearest>>().swap(nearest);
    std::sort(kept.begin(), kept.end(),
              [](const Nearest &x, const Nearest &y) { return x.a != y.a ? x.a < y.a : x.b < y.b; });
    kept.erase(std::unique(kept.begin(), kept.end(),
                           [](const Nearest &x, const Nearest &y) { return x.a == y.a && x.b == y.b; }),
               kept.end());
    result.pairs.reserve(kept.size());
    for (const Nearest &p : kept)
        result.pairs.push_back(
            {result.docIds[p.a], result.docIds[p.b], p.similarity, double(p.same) / double(m)});
    std::sort(result.pairs.begin(), result.pairs.end(), inPairOrder);
    summary.related = qint64(result.pairs.size());
    summary.verifySeconds = secondsSince(started);
    return result;
}

} // namespace lookalike
