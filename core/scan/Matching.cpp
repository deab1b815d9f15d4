#include "Matching.h"

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

MatchSummary matchIndex(IndexStore &store, const MatchParams &params, const std::atomic_bool *cancel)
{
    MatchSummary summary;
    const auto started = std::chrono::steady_clock::now();
    auto table = store.sketchTable();
    if (!table) {
        summary.status = table.status();
        return summary;
    }
    auto pairs = findPairs(*table, params, cancel, &summary.stats);
    if (!pairs) {
        summary.status = pairs.status();
        return summary;
    }
    summary.status = store.replacePairs(*pairs);
    if (summary.status.isOk())
        summary.status = store.setSetting(QStringLiteral("match_threshold"), QString::number(params.threshold));
    if (summary.status.isOk())
        summary.status =
            store.setSetting(QStringLiteral("match_containment"), QString::number(params.containmentThreshold));
    if (summary.status.isOk())
        summary.status = store.setSetting(QStringLiteral("match_common_cutoff"), QString::number(params.commonShingleCutoff));
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
    p.commonShingleCutoff = store.setting(QStringLiteral("match_common_cutoff"), QStringLiteral("0")).valueOr(QString()).toInt();
    return p;
}

PairEstimator sketchEstimator(IndexStore &store)
{
    return [&store](qint64 a, qint64 b) -> std::optional<ScoredPair> {
        auto sa = store.sketchOf(a);
        auto sb = store.sketchOf(b);
        if (!sa || !sb)
            return std::nullopt;
        const ResemblanceEstimate e = estimate(*sa, *sb);
        return ScoredPair{a, b, e.combined, e.containmentAInB, e.containmentBInA, 0};
    };
}

Result<std::vector<Cluster>> clusterIndex(IndexStore &store, ClusterPolicy policy, double threshold)
{
    const bool needsMinHash = policy == ClusterPolicy::VerySimilar || policy == ClusterPolicy::VirtuallyIdentical
                              || policy == ClusterPolicy::SuperShingle;
    auto docs = store.clusterDocuments(needsMinHash);
    if (!docs)
        return docs.status();
    std::vector<ScoredPair> pairs;
    if (policyUsesThreshold(policy) || needsMinHash) {
        auto stored = policy == ClusterPolicy::Containment ? store.pairs(2, threshold) : store.pairs(threshold, 2);
        if (!stored)
            return stored.status();
        pairs = std::move(stored).value();
    }
    std::vector<Cluster> clusters = clusterDocuments(*docs, pairs, policy, threshold, sketchEstimator(store));
    if (Status s = store.replaceClusters(clusters, policyName(policy), threshold); !s)
        return s;
    return clusters;
}

SketchParams indexSketchParams(IndexStore &store)
{
    SketchParams p;
    auto text = store.setting(QStringLiteral("sketch_params"));
    if (!text)
        return p;
    const QStringList fields = text->split(QLatin1Char(';'));
    for (const QString &field : fields) {
        const QString key = field.section(QLatin1Char('='), 0, 0);
        const QString value = field.section(QLatin1Char('='), 1);
        if (key == QLatin1String("w"))
            p.shingle.width = value.toInt();
        else if (key == QLatin1String("wrap"))
            p.shingle.wrapAround = value == QLatin1String("1");
        else if (key == QLatin1String("seed"))
            p.shingle.seed = value.toULongLong(nullptr, 16);
        else if (key == QLatin1String("k"))
            p.minHashSize = value.toInt();
        else if (key == QLatin1String("sample"))
            p.sampleTarget = value.toInt();
        else if (key == QLatin1String("maxlevel"))
            p.sampleMaxLevel = value.toInt();
    }
    return p.isValid() ? p : SketchParams{};
}

ExactComparer::ExactComparer(const SketchParams &params, IndexStore *store)
    : m_analyzer(params, ExtractParams{}), m_store(store)
{
}

Result<AnalyzedDocument> reanalyze(IndexStore &store, DocumentAnalyzer &analyzer, qint64 docId, const QString &locator)
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

Result<const std::vector<std::uint64_t> *> ExactComparer::shingles(qint64 doc, const QString &path)
{
    if (auto it = m_cache.find(doc); it != m_cache.end())
        return &it->second;
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
    if (m_cache.size() > 4096)
        m_cache.clear(); // bounded memory; pairs come sorted by their first document
    return &m_cache.emplace(doc, m_analyzer.shingleSet()).first->second;
}

Result<ScoredPair> ExactComparer::compare(qint64 docA, const QString &pathA, qint64 docB, const QString &pathB)
{
    auto a = shingles(docA, pathA);
    if (!a)
        return a.status();
    std::vector<std::uint64_t> setA = **a; // the cache may be cleared by the next call
    auto b = shingles(docB, pathB);
    if (!b)
        return b.status();
    const ExactResemblance e = exactResemblance(std::move(setA), **b);
    return ScoredPair{docA, docB, e.resemblance, e.containmentAInB, e.containmentBInA, 0, true};
}

Result<std::vector<SimilarDocument>> findSimilar(IndexStore &store, const DocumentSketch &query, double minResemblance,
                                                 double minContainment)
{
    auto table = store.sketchTable(query.sampleLevel);
    if (!table)
        return table.status();
    if (query.sampleLevel > table->maxLevel() || query.minHash.size() != std::size_t(table->minHashSize()))
        return Status::error(Status::Code::InvalidArgument,
                             QStringLiteral("the query was sketched with other parameters than the index"));
    // The query joins the table as its last row, so both sides are estimated alike.
    const std::size_t documents = table->size();
    table->add(0, query.shingleFingerprint, query.shingleCount, query.minHash, query.sampleLevel, query.sample);
    std::vector<SimilarDocument> out;
    for (std::size_t i = 0; i < documents; ++i) {
        const SketchTable::Estimate e = table->estimate(documents, i);
        if (e.resemblance >= minResemblance || e.containmentAInB >= minContainment || e.containmentBInA >= minContainment)
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
