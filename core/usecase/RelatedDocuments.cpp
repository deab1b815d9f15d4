#include "RelatedDocuments.h"

#include "base/GiveBack.h"
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

// Names each topic by the words the index holds for its label terms, heaviest first.
Status nameTopics(IndexStore &store, TopicTable &topics)
{
    std::vector<std::uint64_t> terms;
    terms.reserve(topics.labelTerms.size());
    for (const auto &[topic, term] : topics.labelTerms)
        terms.push_back(term);
    auto words = store.related().words(terms);
    if (!words)
        return words.status();
    std::vector<std::uint64_t>().swap(terms);
    QStringList label;
    for (std::size_t i = 0; i < topics.labelTerms.size(); ++i) {
        const auto &[topic, term] = topics.labelTerms[i];
        if (auto it = words->constFind(term); it != words->constEnd())
            label << *it;
        if (i + 1 == topics.labelTerms.size() || topics.labelTerms[i + 1].first != topic) {
            if (topic >= 1 && std::size_t(topic) <= topics.rows.size())
                topics.rows[std::size_t(topic) - 1].label = label.join(QStringLiteral(", "));
            label.clear();
        }
    }
    return Status::ok();
}

// Topics as stored: numbered in their order.
TopicTable topicTable(const std::vector<RelatedTopic> &topics)
{
    TopicTable table;
    table.rows.reserve(topics.size());
    for (const RelatedTopic &topic : topics) {
        TopicRow t;
        t.id = qint64(table.rows.size()) + 1;
        t.center = topic.center;
        t.size = qint64(topic.members.size());
        for (const ClusterMember &m : topic.members)
            table.members.push_back({t.id, TopicMember{m.docId, m.resemblance, m.representative}});
        for (std::uint64_t term : topic.labelTerms)
            table.labelTerms.emplace_back(t.id, term);
        table.rows.push_back(t);
    }
    return table;
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
        Status read = related.forEachBag([&](qint64 docId, const std::vector<TermCount> &terms) {
            if (auto it = anchors.find(docId); it != anchors.end())
                visit(docId, addTerms(terms, it->second));
            else
                visit(docId, terms);
        });
        store.database().releaseCache(); // (the bags' pages: findRelated's peak follows)
        return read;
    };
    const auto relay = [&report](const RelatedProgress &p) {
        report(std::size_t(p.phase) + 1, std::size_t(p.done), std::size_t(p.total));
    };
    // The documents with a bag now, and, when the stored related documents were found with
    // these parameters, what changed since they were weighed: added to them while that is
    // little (relatedDrifted), else found whole.
    auto contents = related.bagContents();
    if (!contents) {
        outcome.status = contents.status();
        return outcome;
    }
    std::optional<RelatedBasis> basis;
    std::vector<qint64> fresh, left; // by content: a changed document is in both
    if (auto stored = related.storedParams();
        stored && *stored && (*stored)->toString() == params.toString()) {
        auto kept = related.basis();
        if (!kept) {
            outcome.status = kept.status();
            return outcome;
        }
        if (*kept) {
            const auto &then = (*kept)->members;
            std::vector<std::pair<qint64, std::uint64_t>> added, gone;
            std::set_difference(contents->begin(), contents->end(), then.begin(), then.end(),
                                std::back_inserter(added));
            std::set_difference(then.begin(), then.end(), contents->begin(), contents->end(),
                                std::back_inserter(gone));
            for (const auto &d : added)
                fresh.push_back(d.first);
            for (const auto &d : gone)
                left.push_back(d.first);
            if (!relatedDrifted(**kept, fresh.size(), left.size()))
                basis = std::move(*kept);
        }
    }
    if (basis && fresh.empty() && left.empty()) { // nothing a bag holds changed
        outcome.added = true;
        outcome.status = store.settings().setGeneration(Settings::Derived::Related, *generation);
        outcome.seconds = secondsSince(started);
        return outcome;
    }
    std::optional<RelatedAddition> addition;
    if (basis)
        addition = RelatedAddition{&*basis, fresh};
    auto found = findRelated(source, params, cancel, relay, addition ? &*addition : nullptr);
    if (!found) {
        outcome.status = found.status();
        return outcome;
    }
    outcome.summary = found->summary;
    std::vector<RelatedPair> removedPairs, addedPairs;
    if (addition) {
        // Each document's nearest of the stored pairs (less those of documents changed or gone)
        // and the new ones.
        auto stored = related.pairs();
        if (!stored) {
            outcome.status = stored.status();
            return outcome;
        }
        const auto leaves = [&left](const RelatedPair &p) { // (left ascends, as the basis' members)
            return std::binary_search(left.begin(), left.end(), p.docA) ||
                   std::binary_search(left.begin(), left.end(), p.docB);
        };
        std::vector<RelatedPair> staying;
        for (const RelatedPair &p : *stored)
            (leaves(p) ? removedPairs : staying).push_back(p);
        std::vector<RelatedPair> all = staying;
        all.insert(all.end(), found->pairs.begin(), found->pairs.end());
        std::vector<RelatedPair> merged = nearestOfEither(std::move(all), params.neighbours);
        const auto samePair = [](const RelatedPair &x, const RelatedPair &y) {
            return inPairOrder(x, y);
        };
        std::set_difference(staying.begin(), staying.end(), merged.begin(), merged.end(),
                            std::back_inserter(removedPairs), samePair);
        std::set_difference(merged.begin(), merged.end(), staying.begin(), staying.end(),
                            std::back_inserter(addedPairs), samePair);
        found->pairs = std::move(merged);
        outcome.added = true;
        outcome.fresh = qint64(fresh.size());
        outcome.left = qint64(left.size());
        outcome.summary.related = qint64(found->pairs.size());
        basis->changed += fresh.size() + left.size();
    } else {
        basis.emplace(std::move(found->basis));
    }
    basis->members = std::move(contents).value();

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
    if (addition) {
        TopicTable table = topicTable(topics);
        outcome.status = nameTopics(store, table);
        if (outcome.status)
            outcome.status = related.update(removedPairs, addedPairs, table.rows, table.members, *basis);
        if (outcome.status)
            outcome.status = store.settings().setGeneration(Settings::Derived::Related, *generation);
    } else {
        outcome.status = storeRelated(store, found->pairs, topics, params, *generation, &*basis);
    }
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

namespace {

// storeRelated's work: the label terms let go once the topics are named (before the pairs).
Status storeRelatedRows(IndexStore &store, const Related::PairFeed &pairs, TopicTable &topics,
                        const RelatedParams &params, qint64 generation, const RelatedBasis *basis)
{
    if (generation < 0) {
        auto now = store.settings().documentsGeneration();
        if (!now)
            return now.status();
        generation = *now;
    }
    if (Status s = nameTopics(store, topics); !s)
        return s;
    std::vector<std::pair<qint64, std::uint64_t>>().swap(topics.labelTerms);
    giveBackFreedMemory();
    if (Status s = store.related().replace(pairs, topics.rows, topics.members, params, basis); !s)
        return s;
    return store.settings().setGeneration(Settings::Derived::Related, generation);
}

} // namespace

Status storeRelated(IndexStore &store, const std::vector<RelatedPair> &pairs,
                    const std::vector<RelatedTopic> &topics, const RelatedParams &params, qint64 generation,
                    const RelatedBasis *basis)
{
    TopicTable table = topicTable(topics);
    return storeRelatedRows(store, Related::feedOf(pairs), table, params, generation, basis);
}

Status storeRelated(IndexStore &store, const Related::PairFeed &pairs, TopicTable &&topics,
                    const RelatedParams &params, qint64 generation, const RelatedBasis *basis)
{
    return storeRelatedRows(store, pairs, topics, params, generation, basis);
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
