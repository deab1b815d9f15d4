#include "RelatedDocuments.h"

#include "cluster/Topics.h"
#include "scan/WordBagFill.h"

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

} // namespace

RelateOutcome relate(IndexStore &store, const std::optional<RelatedParams> &asked,
                     const std::atomic_bool *cancel, const MatchProgressFn &progress)
{
    const auto started = Clock::now();
    RelateOutcome outcome;
    // The collection they are found for: a change after this point makes them stale again.
    auto generation = store.settings().documentsGeneration();
    if (!generation) {
        outcome.status = generation.status();
        return outcome;
    }
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

    // Progress: six phases of equal share, the words first.
    const auto report = [&progress](std::size_t phase, std::size_t done, std::size_t total) {
        if (!progress)
            return;
        MatchProgress m;
        m.phase = MatchProgress::Phase::Relating;
        const std::size_t within = total > 0 ? std::size_t(100 * done / total) : 0;
        m.done = phase * 100 + std::min<std::size_t>(within, 100);
        m.total = 600;
        progress(m);
    };
    // The bags of words a scan did not count (most scans never ask for related documents).
    auto bags = countMissingWordBags(store, 0, cancel, [&report](qint64 done, qint64 total) {
        report(0, std::size_t(done), std::size_t(total));
    });
    if (!bags) {
        outcome.status = bags.status();
        return outcome;
    }
    outcome.bagsCounted = bags->counted;
    outcome.bagSeconds = bags->seconds;

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
    const auto relay = [&report](const RelatedProgress &p) {
        report(std::size_t(p.phase) + 1, std::size_t(p.done), std::size_t(p.total));
    };
    auto found = findRelated(source, params, cancel, relay);
    if (!found) {
        outcome.status = found.status();
        return outcome;
    }
    outcome.summary = found->summary;

    // Topics: CENTER over the related pairs, most similar first.
    const auto clusterStarted = Clock::now();
    std::vector<WeightedTerm> labelBag; // the bag relatedTopics reads, one at a time
    const std::vector<RelatedTopic> topics = relatedTopics(
        found->docIds,
        [&](std::size_t i) {
            found->bags.bagInto(i, labelBag);
            return std::span<const WeightedTerm>(labelBag);
        },
        found->pairs, params.threshold);
    outcome.topics = qint64(topics.size());
    for (const RelatedTopic &t : topics)
        outcome.topicDocuments += qint64(t.members.size());
    outcome.clusterSeconds = secondsSince(clusterStarted);
    if (cancel && cancel->load()) {
        outcome.status =
            Status::error(Status::Code::Cancelled, QStringLiteral("finding related documents was cancelled"));
        return outcome;
    }
    outcome.status = storeRelated(store, found->pairs, topics, params, *generation);
    outcome.seconds = secondsSince(started);
    return outcome;
}

Result<bool> relatedCurrent(IndexStore &store)
{
    return store.settings().isCurrent(Settings::Derived::Related);
}

std::optional<RelateOutcome> ensureRelated(IndexStore &store, const std::atomic_bool *cancel,
                                           const MatchProgressFn &progress)
{
    auto current = relatedCurrent(store);
    if (!current) {
        RelateOutcome failed;
        failed.status = current.status();
        return failed;
    }
    if (*current)
        return std::nullopt;
    return relate(store, std::nullopt, cancel, progress);
}

Status storeRelated(IndexStore &store, const std::vector<RelatedPair> &pairs,
                    const std::vector<RelatedTopic> &topics, const RelatedParams &params, qint64 generation)
{
    if (generation < 0) {
        auto now = store.settings().documentsGeneration();
        if (!now)
            return now.status();
        generation = *now;
    }
    Related related = store.related();
    std::vector<TopicRow> rows;
    std::vector<std::pair<qint64, TopicMember>> members;
    std::vector<std::uint64_t> allLabelTerms;
    for (const RelatedTopic &topic : topics) {
        TopicRow t;
        t.id = qint64(rows.size()) + 1;
        t.center = topic.center;
        t.size = qint64(topic.members.size());
        for (const ClusterMember &m : topic.members)
            members.push_back({t.id, TopicMember{m.docId, m.resemblance, m.representative}});
        allLabelTerms.insert(allLabelTerms.end(), topic.labelTerms.begin(), topic.labelTerms.end());
        rows.push_back(t);
    }
    auto words = related.words(allLabelTerms);
    if (!words)
        return words.status();
    for (std::size_t i = 0; i < rows.size(); ++i) {
        QStringList label;
        for (std::uint64_t term : topics[i].labelTerms)
            if (auto it = words->constFind(term); it != words->constEnd())
                label << *it;
        rows[i].label = label.join(QStringLiteral(", "));
    }
    if (Status s = related.replace(pairs, rows, members, params); !s)
        return s;
    return store.settings().setGeneration(Settings::Derived::Related, generation);
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
