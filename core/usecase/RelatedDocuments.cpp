#include "RelatedDocuments.h"

#include "cluster/ClusterPolicy.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QStringList>
#include <algorithm>
#include <chrono>
#include <unordered_map>

namespace lookalike::usecase {

namespace {

using Clock = std::chrono::steady_clock;
double secondsSince(Clock::time_point t)
{
    return std::chrono::duration<double>(Clock::now() - t).count();
}

// Words a topic is labelled with.
constexpr int kLabelWords = 4;

} // namespace

RelateOutcome relate(IndexStore &store, const std::optional<RelatedParams> &asked,
                     const std::atomic_bool *cancel, const MatchProgressFn &progress)
{
    const auto started = Clock::now();
    RelateOutcome outcome;
    Related related = store.related();
    RelatedParams params;
    if (asked) {
        params = *asked;
    } else {
        auto stored = related.storedParams();
        if (!stored) {
            outcome.status = stored.status();
            return outcome;
        }
        if (*stored)
            params = **stored;
    }

    // A crawl page's bag takes in the anchor windows of the links to its URL.
    std::unordered_map<qint64, std::vector<TermCount>> anchors;
    {
        QHash<QString, std::vector<TermCount>> byUrl;
        Status s = related.forEachAnchorBag(
            [&byUrl](const QString &url, const std::vector<TermCount> &terms) { byUrl.insert(url, terms); });
        if (!s) {
            outcome.status = s;
            return outcome;
        }
        if (!byUrl.isEmpty()) {
            auto urls = store.documents().captureUrls();
            if (!urls) {
                outcome.status = urls.status();
                return outcome;
            }
            for (const auto &[id, url] : *urls)
                if (auto it = byUrl.constFind(url); it != byUrl.constEnd())
                    anchors.emplace(id, *it);
        }
    }
    const BagSource source = [&](const BagVisitor &visit) {
        return related.forEachBag([&](qint64 docId, const std::vector<TermCount> &terms) {
            if (auto it = anchors.find(docId); it != anchors.end())
                visit(docId, addTerms(terms, it->second));
            else
                visit(docId, terms);
        });
    };
    // Progress: five phases of equal share.
    const auto relay = [&progress](const RelatedProgress &p) {
        if (!progress)
            return;
        MatchProgress m;
        m.phase = MatchProgress::Phase::Relating;
        const std::size_t phase = std::size_t(p.phase);
        const std::size_t within = p.total > 0 ? std::size_t(100 * p.done / p.total) : 0;
        m.done = phase * 100 + std::min<std::size_t>(within, 100);
        m.total = 500;
        progress(m);
    };
    auto found = findRelated(source, params, cancel, relay);
    if (!found) {
        outcome.status = found.status();
        return outcome;
    }
    outcome.summary = found->summary;

    // Topics: CENTER over the related pairs, most similar first.
    const auto clusterStarted = Clock::now();
    std::vector<ClusterDocument> docs;
    docs.reserve(found->docIds.size());
    for (qint64 id : found->docIds) {
        ClusterDocument d;
        d.docId = id;
        docs.push_back(std::move(d));
    }
    std::vector<ScoredPair> edges;
    edges.reserve(found->pairs.size());
    for (const RelatedPair &p : found->pairs) {
        ScoredPair e;
        e.docA = p.docA;
        e.docB = p.docB;
        e.resemblance = p.similarity;
        edges.push_back(e);
    }
    const auto clusters = clusterDocuments(docs, edges, ClusterPolicy::Center, params.threshold);
    std::vector<TopicRow> topicRows;
    std::vector<std::pair<qint64, TopicMember>> members;
    std::vector<std::vector<std::uint64_t>> labelTerms;
    std::unordered_map<qint64, std::size_t> bagAt;
    for (std::size_t i = 0; i < found->docIds.size(); ++i)
        bagAt.emplace(found->docIds[i], i);
    std::vector<std::uint64_t> allLabelTerms;
    for (const Cluster &c : clusters) {
        TopicRow t;
        t.id = qint64(topicRows.size()) + 1;
        t.center = c.representative;
        t.size = qint64(c.members.size());
        std::unordered_map<std::uint64_t, double> weight;
        for (const ClusterMember &m : c.members) {
            members.push_back(
                {t.id, TopicMember{m.docId, m.representative ? 1.0 : m.resemblance, m.representative}});
            for (const WeightedTerm &w : found->bags[bagAt.at(m.docId)])
                weight[w.term] += w.weight;
        }
        std::vector<std::pair<double, std::uint64_t>> ranked;
        for (const auto &[term, w] : weight)
            ranked.emplace_back(-w, term);
        const std::size_t keep = std::min<std::size_t>(kLabelWords, ranked.size());
        std::partial_sort(ranked.begin(), ranked.begin() + std::ptrdiff_t(keep), ranked.end());
        std::vector<std::uint64_t> terms;
        for (std::size_t i = 0; i < keep; ++i)
            terms.push_back(ranked[i].second);
        allLabelTerms.insert(allLabelTerms.end(), terms.begin(), terms.end());
        labelTerms.push_back(std::move(terms));
        topicRows.push_back(t);
        outcome.topicDocuments += t.size;
    }
    auto words = related.words(allLabelTerms);
    if (!words) {
        outcome.status = words.status();
        return outcome;
    }
    for (std::size_t i = 0; i < topicRows.size(); ++i) {
        QStringList label;
        for (std::uint64_t term : labelTerms[i])
            if (auto it = words->constFind(term); it != words->constEnd())
                label << *it;
        topicRows[i].label = label.join(QStringLiteral(", "));
    }
    outcome.topics = qint64(topicRows.size());
    outcome.clusterSeconds = secondsSince(clusterStarted);
    if (cancel && cancel->load()) {
        outcome.status =
            Status::error(Status::Code::Cancelled, QStringLiteral("finding related documents was cancelled"));
        return outcome;
    }
    outcome.status = related.replace(found->pairs, topicRows, members, params);
    outcome.seconds = secondsSince(started);
    return outcome;
}

Result<DocumentInfo> documentNamed(IndexStore &store, const QString &fileOrUrl)
{
    const bool isUrl = fileOrUrl.contains(QLatin1String("://"));
    QStringList candidates{fileOrUrl};
    if (!isUrl) {
        candidates = {QDir::cleanPath(QFileInfo(fileOrUrl).absoluteFilePath())};
        const QString canonical = QFileInfo(fileOrUrl).canonicalFilePath();
        if (!canonical.isEmpty() && canonical != candidates.front())
            candidates << canonical;
    }
    for (const QString &locator : candidates) {
        auto id = store.documents().indexedAt(locator);
        if (!id)
            return id.status();
        if (*id)
            return store.documents().info(**id);
    }
    return Status::error(
        Status::Code::NotFound,
        isUrl ? QStringLiteral("%1 is not a page of this index (import the crawl that has it)").arg(fileOrUrl)
              : QStringLiteral("%1 is not a document of this index (scan its folder first)").arg(fileOrUrl));
}

namespace {

// Each row with its document (rows whose document is gone are left out).
template <typename Row, typename Out, typename Make>
Result<std::vector<Out>> withDocuments(IndexStore &store, const std::vector<Row> &rows, Make &&make)
{
    std::vector<qint64> ids;
    for (const Row &r : rows)
        ids.push_back(r.docId);
    auto infos = store.documents().infos(ids);
    if (!infos)
        return infos.status();
    std::vector<Out> out;
    for (const Row &r : rows)
        if (auto it = infos->find(r.docId); it != infos->end())
            out.push_back(make(it->second, r));
    return out;
}

} // namespace

Result<std::vector<RelatedEntry>> whatsRelated(IndexStore &store, qint64 docId, int top)
{
    auto neighbours = store.related().neighbours(docId, top);
    if (!neighbours)
        return neighbours.status();
    return withDocuments<RelatedNeighbour, RelatedEntry>(
        store, *neighbours, [](const DocumentInfo &d, const RelatedNeighbour &n) {
            return RelatedEntry{d, n.similarity, n.agreement};
        });
}

Result<std::vector<std::pair<DocumentInfo, TopicMember>>> topicMembers(IndexStore &store, qint64 topicId)
{
    auto members = store.related().members(topicId);
    if (!members)
        return members.status();
    return withDocuments<TopicMember, std::pair<DocumentInfo, TopicMember>>(
        store, *members, [](const DocumentInfo &d, const TopicMember &m) {
            return std::pair{d, m};
        });
}

Result<std::vector<TopicEntry>> topics(IndexStore &store)
{
    auto rows = store.related().topics();
    if (!rows)
        return rows.status();
    std::vector<TopicEntry> out;
    for (const TopicRow &t : *rows) {
        auto members = topicMembers(store, t.id);
        if (!members)
            return members.status();
        out.push_back({t, std::move(members).value()});
    }
    return out;
}

} // namespace lookalike::usecase
