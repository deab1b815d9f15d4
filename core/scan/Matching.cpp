#include "Matching.h"

#include "base/Parallel.h"
#include "scan/ImportJob.h"
#include "sketch/Estimate.h"

#include <QFileInfo>
#include <algorithm>
#include <chrono>

namespace lookalike {

namespace {

double secondsSince(std::chrono::steady_clock::time_point t)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

} // namespace

MatchSummary matchIndex(IndexStore &store, const MatchParams &params, const std::atomic_bool *cancel,
                        const MatchProgressFn &progress, Settle settle)
{
    MatchSummary summary;
    const auto started = std::chrono::steady_clock::now();
    auto table = store.sketchTable();
    if (!table) {
        summary.status = table.status();
        return summary;
    }
    summary.loadSeconds = secondsSince(started);
    MatchParams asked = params;
    asked.keepUncertain = settle == Settle::Exactly;
    auto found = findPairs(*table, asked, cancel, &summary.stats, progress);
    if (!found) {
        summary.status = found.status();
        return summary;
    }
    if (settle == Settle::Exactly) {
        auto settled = settleExactly(store, *table, params, *found, cancel, progress);
        if (!settled) {
            summary.status = settled.status();
            return summary;
        }
        summary.exact = *settled;
    }
    found->settleByEstimate(params);
    summary.stats.pairs = found->pairs.size();
    summary.stats.expandedPairs = found->expandedSize();
    table = Status::error(Status::Code::Internal, QString()); // free it before writing
    const auto storing = std::chrono::steady_clock::now();
    summary.status = store.replaceMatches(*found, params);
    summary.storeSeconds = secondsSince(storing);
    summary.seconds = secondsSince(started);
    return summary;
}

std::optional<MatchParams> storedMatchParams(IndexStore &store)
{
    auto threshold = store.setting(QStringLiteral("match_threshold"));
    auto containment = store.setting(QStringLiteral("match_containment"));
    if (!threshold || !containment || threshold->isEmpty() || containment->isEmpty())
        return std::nullopt;
    MatchParams p;
    p.threshold = threshold->toDouble();
    p.containmentThreshold = containment->toDouble();
    p.commonShingleCutoff =
        store.setting(QStringLiteral("match_common_cutoff"), QStringLiteral("0")).valueOr(QString()).toInt();
    return p;
}

std::optional<MatchSummary> ensureMatched(IndexStore &store, double resemblance, double containment,
                                          const std::atomic_bool *cancel, const MatchProgressFn &progress)
{
    const std::optional<MatchParams> stored = storedMatchParams(store);
    const double wantR = std::max(resemblance, kLowestMatchThreshold);
    const double wantC = std::max(containment, kLowestMatchThreshold);
    const bool containmentAsked = containment <= 1.0;
    if (stored && wantR >= stored->threshold && (!containmentAsked || wantC >= stored->containmentThreshold))
        return std::nullopt;
    MatchParams again = stored.value_or(MatchParams{});
    again.threshold = std::min(again.threshold, wantR);
    if (containmentAsked)
        again.containmentThreshold = std::min(again.containmentThreshold, wantC);
    return matchIndex(store, again, cancel, progress);
}

PairEstimator sketchEstimator(IndexStore &store)
{
    return [&store](qint64 a, qint64 b) -> std::optional<ScoredPair> {
        auto sa = store.sketchOf(a);
        auto sb = store.sketchOf(b);
        if (!sa || !sb)
            return std::nullopt;
        const ResemblanceEstimate e = estimate(*sa, *sb);
        return ScoredPair{a, b, e.resemblance, e.containmentAInB, e.containmentBInA, 0};
    };
}

Result<std::vector<Cluster>> clusterIndex(IndexStore &store, ClusterPolicy policy, double threshold)
{
    const bool needsMinHash = policy == ClusterPolicy::VerySimilar ||
                              policy == ClusterPolicy::VirtuallyIdentical ||
                              policy == ClusterPolicy::SuperShingle;
    auto docs = store.clusterDocuments(needsMinHash);
    if (!docs)
        return docs.status();
    MatchResult matches;
    std::vector<std::pair<qint64, qint64>> ignored;
    if (policyUsesThreshold(policy) || needsMinHash) {
        auto stored =
            policy == ClusterPolicy::Containment ? store.matches(2, threshold) : store.matches(threshold, 2);
        if (!stored)
            return stored.status();
        matches = std::move(stored).value();
        auto ignoredPairs = store.ignoredPairs();
        if (!ignoredPairs)
            return ignoredPairs.status();
        ignored = std::move(ignoredPairs).value();
    }
    std::vector<Cluster> clusters =
        clusterDocuments(*docs, matches, policy, threshold, sketchEstimator(store), ignored);
    if (Status s = store.replaceClusters(clusters, policyName(policy), threshold); !s)
        return s;
    return clusters;
}

SketchParams indexSketchParams(IndexStore &store)
{
    auto text = store.setting(QStringLiteral("sketch_params"));
    if (!text || text->isEmpty())
        return {};
    return SketchParams::fromString(*text).value_or(SketchParams{});
}

ExactComparer::ExactComparer(const SketchParams &params, IndexStore *store)
    : m_analyzer(params, ExtractParams{})
    , m_store(store)
{}

Result<AnalyzedDocument> reanalyze(IndexStore &store, DocumentAnalyzer &analyzer, qint64 docId,
                                   const QString &locator)
{
    if (!locator.contains(QLatin1String("://"))) {
        if (Status s = analyzer.readFile(locator, 1LL << 31); !s)
            return s;
        return analyzer.analyze(QFileInfo(locator).fileName());
    }
    auto where = store.recordLocation(docId);
    if (!where)
        return where.status();
    auto payload = readRecordPayload(where->archivePath, where->offset);
    if (!payload)
        return payload.status();
    const int query = locator.indexOf(QLatin1Char('?'));
    const QString path = query < 0 ? locator : locator.left(query);
    return analyzer.analyze(*payload, path.section(QLatin1Char('/'), -1), nullptr, nullptr, where->mediaType);
}

Result<ExactComparer::ShingleSet> ExactComparer::shingles(qint64 doc, const QString &path,
                                                          const Fingerprint128 *expect)
{
    if (auto it = m_cache.find(doc); it != m_cache.end()) {
        m_recent.splice(m_recent.begin(), m_recent, it->second.second); // most recently used
        return it->second.first;
    }
    Result<AnalyzedDocument> analyzed = Status::error(Status::Code::Internal, {});
    if (m_store) {
        analyzed = reanalyze(*m_store, m_analyzer, doc, path);
    } else {
        if (Status s = m_analyzer.readFile(path, 1LL << 31); !s)
            return s;
        analyzed = m_analyzer.analyze(QFileInfo(path).fileName());
    }
    if (!analyzed)
        return analyzed.status();
    if (expect && !(analyzed->sketch.shingleFingerprint == *expect))
        return Status::error(Status::Code::Corrupt,
                             QStringLiteral("%1 changed since it was indexed").arg(path));
    std::vector<std::uint64_t> set = m_analyzer.shingleSet();
    // Ascending, by LSD radix on 16-bit digits (fingerprints are uniform; 4 passes beat a
    // comparison sort from a few hundred values on).
    if (set.size() < 256) {
        std::sort(set.begin(), set.end());
    } else {
        m_scratch.resize(set.size());
        std::vector<std::uint32_t> count(65537);
        for (int shift = 0; shift < 64; shift += 16) {
            std::fill(count.begin(), count.end(), 0u);
            for (std::uint64_t v : set)
                ++count[((v >> shift) & 0xffff) + 1];
            for (std::size_t d = 1; d < count.size(); ++d)
                count[d] += count[d - 1];
            for (std::uint64_t v : set)
                m_scratch[count[(v >> shift) & 0xffff]++] = v;
            set.swap(m_scratch);
        }
    }
    // Bounded memory: the least recently used sets go first (pairs come by their first
    // document, whose set is the most recently used).
    while (!m_recent.empty() && m_cacheBytes + set.size() * 8 > kCacheBytes) {
        auto old = m_cache.find(m_recent.back());
        m_cacheBytes -= old->second.first->size() * 8;
        m_cache.erase(old);
        m_recent.pop_back();
    }
    m_cacheBytes += set.size() * 8;
    m_recent.push_front(doc);
    auto shared = std::make_shared<const std::vector<std::uint64_t>>(std::move(set));
    m_cache.emplace(doc, std::make_pair(shared, m_recent.begin()));
    return ShingleSet(shared);
}

namespace {

// |x n y| of two ascending sets: galloping through the larger when one is far smaller, else
// a merge without branches on the values. Gives up (returning what it counted, below `need`)
// as soon as `need` shared values can no longer be reached.
std::size_t sharedCount(const std::vector<std::uint64_t> &x, const std::vector<std::uint64_t> &y,
                        std::size_t need = 0)
{
    const std::vector<std::uint64_t> &small = x.size() <= y.size() ? x : y;
    const std::vector<std::uint64_t> &large = x.size() <= y.size() ? y : x;
    std::size_t shared = 0;
    if (small.size() * 16 < large.size()) {
        auto from = large.begin();
        for (std::uint64_t v : small) {
            from = std::lower_bound(from, large.end(), v);
            if (from == large.end())
                break;
            shared += *from == v;
        }
        return shared;
    }
    std::size_t i = 0, j = 0;
    while (i < small.size() && j < large.size()) {
        for (int step = 0; step < 64 && i < small.size() && j < large.size(); ++step) {
            const std::uint64_t a = small[i];
            const std::uint64_t b = large[j];
            shared += a == b;
            i += a <= b;
            j += b <= a;
        }
        if (shared + std::min(small.size() - i, large.size() - j) < need)
            return shared;
    }
    return shared;
}

} // namespace

Result<ScoredPair> ExactComparer::compare(qint64 docA, const QString &pathA, qint64 docB,
                                          const QString &pathB, const Fingerprint128 *expectA,
                                          const Fingerprint128 *expectB, const MatchParams *atLeast)
{
    auto a = shingles(docA, pathA, expectA);
    if (!a)
        return a.status();
    auto b = shingles(docB, pathB, expectB);
    if (!b)
        return b.status();
    const std::vector<std::uint64_t> &x = **a; // both held: valid whatever the cache evicts
    const std::vector<std::uint64_t> &y = **b;
    // The fewest shared shingles that reach a threshold: r >= t needs |x n y| >= t(|x| + |y|) / (1 + t).
    std::size_t need = 0;
    if (atLeast) {
        const double t = atLeast->threshold;
        const double c = atLeast->containmentThreshold;
        need = std::size_t(std::ceil(std::min({t * double(x.size() + y.size()) / (1.0 + t),
                                               c * double(x.size()), c * double(y.size())}) -
                                     1e-9));
    }
    const std::size_t shared = sharedCount(x, y, need);
    const double unionSize = double(x.size() + y.size() - shared);
    ScoredPair p{docA,
                 docB,
                 unionSize > 0 ? double(shared) / unionSize : 0.0,
                 x.empty() ? 0.0 : double(shared) / double(x.size()),
                 y.empty() ? 0.0 : double(shared) / double(y.size()),
                 0,
                 true};
    return p;
}

Result<ExactSettling> settleExactly(IndexStore &store, const SketchTable &table, const MatchParams &params,
                                    MatchResult &result, const std::atomic_bool *cancel,
                                    const MatchProgressFn &progress)
{
    ExactSettling settling;
    if (result.uncertain.empty())
        return settling;
    const auto started = std::chrono::steady_clock::now();
    // By their first document: its shingle set is read once for all its pairs.
    std::sort(result.uncertain.begin(), result.uncertain.end(), [](const ScoredPair &x, const ScoredPair &y) {
        return std::tie(x.docA, x.docB) < std::tie(y.docA, y.docB);
    });
    // What to read: the locators and the shingle fingerprints sketched.
    std::vector<qint64> ids;
    for (const ScoredPair &p : result.uncertain)
        ids.push_back(p.docA), ids.push_back(p.docB);
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    auto locators = store.locatorsOf(ids);
    if (!locators)
        return locators.status();
    std::unordered_map<qint64, Fingerprint128> sketched;
    for (std::size_t i = 0; i < table.size(); ++i)
        if (std::binary_search(ids.begin(), ids.end(), table.docId(i)))
            sketched.emplace(table.docId(i), table.shingleFingerprint(i));
    const SketchParams sketchParams = indexSketchParams(store);

    // Contiguous runs of pairs (sorted by docA) per thread, each with its own analyzer, cache
    // and (for web archives) connection.
    const int threads = threadCount(params.threads);
    const std::size_t chunk = 256;
    const std::size_t chunks = (result.uncertain.size() + chunk - 1) / chunk;
    struct Worker
    {
        std::unique_ptr<IndexStore> store;
        std::unique_ptr<ExactComparer> comparer;
    };
    std::vector<Worker> workers(static_cast<std::size_t>(threads));
    std::vector<std::vector<ScoredPair>> kept(chunks), byEstimate(chunks);
    std::atomic<std::size_t> done{0}, verified{0}, pairs{0};
    auto report = [&] {
        if (!progress)
            return;
        MatchProgress p;
        p.phase = MatchProgress::Phase::Reading;
        p.done = done.load();
        p.total = result.uncertain.size();
        p.pairs = pairs.load();
        progress(p);
    };
    report();
    parallelFor(
        chunks, threads,
        [&](std::size_t item, int w) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                return;
            Worker &me = workers[std::size_t(w)];
            if (!me.comparer) {
                if (auto opened = IndexStore::open(store.path(), IndexStore::Mode::ReadOnly); opened)
                    me.store = std::move(opened).value();
                me.comparer = std::make_unique<ExactComparer>(sketchParams, me.store.get());
            }
            const std::size_t from = item * chunk;
            const std::size_t to = std::min(result.uncertain.size(), from + chunk);
            for (std::size_t i = from; i < to; ++i) {
                const ScoredPair &p = result.uncertain[i];
                auto la = locators->find(p.docA);
                auto lb = locators->find(p.docB);
                auto fa = sketched.find(p.docA);
                auto fb = sketched.find(p.docB);
                if (la == locators->end() || lb == locators->end() || fa == sketched.end() ||
                    fb == sketched.end()) {
                    byEstimate[item].push_back(p);
                    continue;
                }
                auto e = me.comparer->compare(p.docA, la->second, p.docB, lb->second, &fa->second,
                                              &fb->second, &params);
                if (!e) {
                    byEstimate[item].push_back(p);
                    continue;
                }
                ++verified;
                if (e->resemblance >= params.threshold || e->containmentAInB >= params.containmentThreshold ||
                    e->containmentBInA >= params.containmentThreshold) {
                    ScoredPair exact = *e;
                    exact.sources = p.sources;
                    kept[item].push_back(exact);
                    ++pairs;
                }
            }
            done += to - from;
        },
        report);
    if (cancel && cancel->load())
        return Status::error(Status::Code::Cancelled, QStringLiteral("matching was cancelled"));
    std::vector<ScoredPair> exact, rest;
    for (std::size_t i = 0; i < chunks; ++i) {
        exact.insert(exact.end(), kept[i].begin(), kept[i].end());
        rest.insert(rest.end(), byEstimate[i].begin(), byEstimate[i].end());
    }
    settling.verified = verified.load();
    settling.kept = exact.size();
    settling.byEstimate = rest.size();
    settling.documentsRead = ids.size();
    result.uncertain = std::move(rest); // settled by their estimates afterwards
    result.addPairs(std::move(exact));
    settling.seconds = secondsSince(started);
    return settling;
}

Result<std::vector<SimilarDocument>> findSimilar(IndexStore &store, const DocumentSketch &query,
                                                 double minResemblance, double minContainment)
{
    auto table = store.sketchTable();
    if (!table)
        return table.status();
    if (query.sampleLevel > table->maxLevel() || query.minHash.size() != std::size_t(table->minHashSize()))
        return Status::error(Status::Code::InvalidArgument,
                             QStringLiteral("the query was sketched with other parameters than the index"));
    // The query joins the table as its last row, so both sides are estimated alike.
    const std::size_t documents = table->size();
    table->add(0, query.shingleFingerprint, query.shingleCount, query.minHash, query.sampleLevel,
               query.sample);
    std::vector<SimilarDocument> out;
    for (std::size_t i = 0; i < documents; ++i) {
        const SketchTable::Estimate e = table->estimate(documents, i);
        if (e.resemblance >= minResemblance || e.containmentAInB >= minContainment ||
            e.containmentBInA >= minContainment)
            out.push_back({table->docId(i), e.resemblance, e.containmentAInB, e.containmentBInA});
    }
    std::sort(out.begin(), out.end(), [](const SimilarDocument &x, const SimilarDocument &y) {
        const double bx = std::max({x.resemblance, x.queryInDocument, x.documentInQuery});
        const double by = std::max({y.resemblance, y.queryInDocument, y.documentInQuery});
        return bx != by ? bx > by : x.docId < y.docId;
    });
    return out;
}

} // namespace lookalike
