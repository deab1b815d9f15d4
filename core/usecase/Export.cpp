#include "Export.h"

#include "Csv.h"
#include "MailThreads.h"
#include "MatchAndCluster.h"
#include "scan/Matching.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <algorithm>
#include <unordered_set>

namespace lookalike::usecase {

namespace {

// Exact figures may put a pair above a threshold its estimate was just below: look this much lower.
constexpr double kExactSlack = 0.1;

QString json(const QJsonValue &value)
{
    const QJsonDocument doc =
        value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject());
    return QString::fromUtf8(doc.toJson(QJsonDocument::Indented));
}

// A message's fields in the JSON lists (none for a document that is no message).
void addMail(QJsonObject &object, const MailMessage *m, const QString &suffix = {})
{
    if (!m)
        return;
    object.insert(QStringLiteral("subject") + suffix, m->headers.subject);
    object.insert(QStringLiteral("sender") + suffix, m->headers.sender);
    object.insert(QStringLiteral("date") + suffix, messageDate(m->headers.dateMs));
    object.insert(QStringLiteral("inclusive") + suffix, m->inclusive);
}

} // namespace

Status writeFileAtomically(const QString &path, const std::function<Status(QTextStream &)> &write)
{
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return Status::error(Status::Code::Unreadable,
                             QStringLiteral("cannot write %1: %2").arg(path, out.errorString()));
    QTextStream stream(&out);
    if (Status s = write(stream); !s) {
        out.cancelWriting();
        return s;
    }
    stream.flush();
    if (!out.commit())
        return Status::error(Status::Code::Unreadable,
                             QStringLiteral("cannot write %1: %2").arg(path, out.errorString()));
    return Status::ok();
}

Result<qint64> exportCoveredPairs(IndexStore &store, QTextStream &out, ExportFormat format,
                                  const PairExport &options, const std::atomic_bool *cancel,
                                  const MatchProgressFn &progress,
                                  const std::function<void(const QString &problem)> &onProblem)
{
    if (const auto matched = ensureMatched(store, coverageFor(options), cancel, progress);
        matched && !matched->status.isOk())
        return matched->status;
    return exportPairs(store, out, format, options, onProblem);
}

Result<std::optional<DocumentSet>> documentsShown(IndexStore &store, const QString &pathFilter,
                                                  const QStringList &newFolders)
{
    std::optional<DocumentSet> set;
    if (!pathFilter.isEmpty()) {
        auto matching = store.documents().matching(pathFilter);
        if (!matching)
            return matching.status();
        set = std::move(matching).value();
    }
    if (!newFolders.isEmpty()) {
        auto fresh = store.documents().under(newFolders);
        if (!fresh)
            return fresh.status();
        if (set)
            set->intersect(*fresh);
        else
            set = std::move(fresh).value();
    }
    return set;
}

Result<std::vector<qint64>> clustersWith(IndexStore &store, const DocumentSet *shown)
{
    std::vector<qint64> ids;
    ClusterPageRequest request;
    request.limit = 10000;
    for (;;) {
        auto page = store.clusters().page(request, shown);
        if (!page)
            return page.status();
        for (const ClusterSummary &c : *page)
            ids.push_back(c.id);
        if (int(page->size()) < request.limit)
            return ids;
        request.after = page->back();
    }
}

Coverage coverageFor(const PairExport &o)
{
    const double slack = o.exact ? kExactSlack : 0.0;
    Coverage c;
    c.resemblance = std::max(0.0, o.minResemblance - slack);
    c.containment = o.minContainment <= 1.0 ? std::max(0.0, o.minContainment - slack) : 2.0;
    return c;
}

Result<qint64> exportPairs(IndexStore &store, QTextStream &out, ExportFormat format, const PairExport &o,
                           const std::function<void(const QString &)> &onProblem)
{
    const Coverage look = coverageFor(o);
    auto pairs = store.pairs().list(look.resemblance, look.containment);
    if (!pairs)
        return pairs.status();
    if (o.among.size() >= 2) {
        const std::unordered_set<qint64> among(o.among.begin(), o.among.end());
        std::erase_if(*pairs,
                      [&](const ScoredPair &p) { return !among.count(p.docA) || !among.count(p.docB); });
    }
    if (!o.newFolders.isEmpty()) {
        auto fresh = store.documents().under(o.newFolders);
        if (!fresh)
            return fresh.status();
        std::erase_if(*pairs, [&](const ScoredPair &p) {
            return !fresh->contains(p.docA) && !fresh->contains(p.docB);
        });
    }
    std::vector<qint64> ids;
    for (const ScoredPair &p : *pairs)
        ids.push_back(p.docA), ids.push_back(p.docB);
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    auto docs = store.documents().infos(ids);
    if (!docs)
        return docs.status();
    auto locator = [&](qint64 id) {
        const auto it = docs->find(id);
        return it != docs->end() ? it->second.locator : QString();
    };
    if (o.exact) {
        ExactComparer comparer(store.settings().sketchParamsOrDefault(), &store);
        // Short transactions: a scan of the same index may be waiting to write.
        int inBatch = 0;
        bool stored = true;
        auto flush = [&] {
            if (inBatch > 0 && !store.commit())
                stored = false;
            inBatch = 0;
        };
        for (ScoredPair &p : *pairs) {
            const auto a = docs->find(p.docA);
            const auto b = docs->find(p.docB);
            auto e = a != docs->end() && b != docs->end()
                         ? comparer.compare(a->second, b->second)
                         : Result<ScoredPair>(
                               Status::error(Status::Code::NotFound, QStringLiteral("left the index")));
            if (!e) {
                if (onProblem)
                    onProblem(QStringLiteral("cannot compare %1 and %2 exactly: %3")
                                  .arg(locator(p.docA), locator(p.docB), e.status().toString()));
                continue;
            }
            const std::uint8_t sources = p.sources;
            p = *e;
            p.sources = sources;
            if (inBatch == 0 && !store.begin())
                stored = false;
            else if (!store.pairs().setExact(p))
                stored = false;
            else if (++inBatch >= 200)
                flush();
        }
        flush();
        if (!stored && onProblem)
            onProblem(QStringLiteral("the exact figures could not all be stored in the index"));
    }
    // An index holding mail names its messages (subject, sender, date) and says which are inclusive.
    auto mail = mailIndex(store);
    if (!mail)
        return mail.status();
    qint64 written = 0;
    QJsonArray array;
    if (format == ExportFormat::Csv) {
        out << csv::pairsHeader();
        if (!mail->empty())
            out << ',' << csv::mailHeader(QStringLiteral("_a")) << ','
                << csv::mailHeader(QStringLiteral("_b"));
        out << '\n';
    }
    for (const ScoredPair &p : *pairs) {
        if (p.resemblance < o.minResemblance && p.containmentAInB < o.minContainment &&
            p.containmentBInA < o.minContainment)
            continue;
        ++written;
        if (format == ExportFormat::Csv) {
            out << csv::pairRow(p, locator);
            if (!mail->empty())
                out << ',' << csv::mailFields(mail->find(p.docA)) << ','
                    << csv::mailFields(mail->find(p.docB));
            out << '\n';
            continue;
        }
        QJsonObject row{{QStringLiteral("path_a"), locator(p.docA)},
                        {QStringLiteral("path_b"), locator(p.docB)},
                        {QStringLiteral("resemblance"), p.resemblance},
                        {QStringLiteral("containment_a_in_b"), p.containmentAInB},
                        {QStringLiteral("containment_b_in_a"), p.containmentBInA},
                        {QStringLiteral("found_by"), csv::sources(p.sources)},
                        {QStringLiteral("exact"), p.exact}};
        addMail(row, mail->find(p.docA), QStringLiteral("_a"));
        addMail(row, mail->find(p.docB), QStringLiteral("_b"));
        array.append(row);
    }
    if (format == ExportFormat::Json)
        out << json(array);
    return written;
}

Result<qint64> exportClusters(IndexStore &store, QTextStream &out, ExportFormat format,
                              const std::vector<qint64> &clusterIds)
{
    // The clusters asked, then their documents in one read.
    std::vector<std::pair<qint64, Cluster>> clusters;
    if (clusterIds.empty()) {
        if (Status s = store.clusters().forEach([&](qint64 id, const Cluster &c) {
                clusters.emplace_back(id, c);
                return Status::ok();
            });
            !s)
            return s;
    } else {
        for (qint64 id : clusterIds) {
            auto c = store.clusters().cluster(id);
            if (!c)
                return c.status();
            clusters.emplace_back(id, std::move(c).value());
        }
    }
    std::vector<qint64> ids;
    for (const auto &[id, c] : clusters)
        for (const ClusterMember &m : c.members)
            ids.push_back(m.docId);
    auto docs = store.documents().infos(ids);
    if (!docs)
        return docs.status();
    auto locator = [&](qint64 id) {
        const auto it = docs->find(id);
        return it != docs->end() ? it->second.locator : QString();
    };
    auto bytes = [&](qint64 id) {
        const auto it = docs->find(id);
        return it != docs->end() ? it->second.size : qint64(0);
    };
    auto mail = mailIndex(store);
    if (!mail)
        return mail.status();
    QJsonArray array;
    if (format == ExportFormat::Csv) {
        out << csv::clustersHeader();
        if (!mail->empty())
            out << ',' << csv::mailHeader({});
        out << '\n';
    }
    for (const auto &[id, c] : clusters) {
        QJsonArray members;
        for (const ClusterMember &m : c.members) {
            if (format == ExportFormat::Csv) {
                out << csv::clusterRow(int(id), c, m, locator, bytes);
                if (!mail->empty())
                    out << ',' << csv::mailFields(mail->find(m.docId));
                out << '\n';
                continue;
            }
            QJsonObject member{{QStringLiteral("path"), locator(m.docId)},
                               {QStringLiteral("representative"), m.representative},
                               {QStringLiteral("resemblance"), m.resemblance},
                               {QStringLiteral("contained_in_representative"), m.containedInRep},
                               {QStringLiteral("contains_representative"), m.containsRep},
                               {QStringLiteral("bytes"), bytes(m.docId)},
                               {QStringLiteral("exact"), m.exact}};
            addMail(member, mail->find(m.docId));
            members.append(member);
        }
        if (format == ExportFormat::Json)
            array.append(QJsonObject{{QStringLiteral("cluster_id"), id},
                                     {QStringLiteral("size"), qint64(c.members.size())},
                                     {QStringLiteral("members"), members}});
    }
    if (format == ExportFormat::Json) {
        const ClusterChoice choice = store.settings().clusterChoiceOrDefault();
        out << json(QJsonObject{{QStringLiteral("policy"), policyName(choice.policy)},
                                {QStringLiteral("threshold"), choice.threshold},
                                {QStringLiteral("clusters"), array}});
    }
    return qint64(clusters.size());
}

void exportSimilar(QTextStream &out, ExportFormat format, const std::vector<SimilarDocument> &documents)
{
    if (format == ExportFormat::Csv) {
        out << "path,resemblance,containment_query_in_document,containment_document_in_query\n";
        for (const SimilarDocument &d : documents)
            out << csv::field(d.document.locator) << ',' << csv::number(d.resemblance) << ','
                << csv::number(d.queryInDocument) << ',' << csv::number(d.documentInQuery) << '\n';
        return;
    }
    QJsonArray array;
    for (const SimilarDocument &d : documents)
        array.append(QJsonObject{{QStringLiteral("path"), d.document.locator},
                                 {QStringLiteral("resemblance"), d.resemblance},
                                 {QStringLiteral("containment_query_in_document"), d.queryInDocument},
                                 {QStringLiteral("containment_document_in_query"), d.documentInQuery}});
    out << json(array);
}

void exportRelated(QTextStream &out, ExportFormat format, const std::vector<RelatedEntry> &entries)
{
    if (format == ExportFormat::Csv) {
        out << "path,similarity,agreement\n";
        for (const RelatedEntry &e : entries)
            out << csv::field(e.document.locator) << ',' << csv::number(e.similarity) << ','
                << csv::number(e.agreement) << '\n';
        return;
    }
    QJsonArray array;
    for (const RelatedEntry &e : entries)
        array.append(QJsonObject{{QStringLiteral("path"), e.document.locator},
                                 {QStringLiteral("similarity"), e.similarity},
                                 {QStringLiteral("agreement"), e.agreement}});
    out << json(array);
}

void exportTopics(QTextStream &out, ExportFormat format, const std::vector<TopicEntry> &topics)
{
    if (format == ExportFormat::Csv) {
        out << "topic_id,label,size,path,center,similarity\n";
        for (const TopicEntry &t : topics)
            for (const auto &[doc, member] : t.members)
                out << t.topic.id << ',' << csv::field(t.topic.label) << ',' << t.topic.size << ','
                    << csv::field(doc.locator) << ',' << (member.center ? 1 : 0) << ','
                    << csv::number(member.similarity) << '\n';
        return;
    }
    QJsonArray array;
    for (const TopicEntry &t : topics) {
        QJsonArray members;
        for (const auto &[doc, member] : t.members)
            members.append(QJsonObject{{QStringLiteral("path"), doc.locator},
                                       {QStringLiteral("center"), member.center},
                                       {QStringLiteral("similarity"), member.similarity}});
        array.append(QJsonObject{{QStringLiteral("topic_id"), t.topic.id},
                                 {QStringLiteral("label"), t.topic.label},
                                 {QStringLiteral("size"), t.topic.size},
                                 {QStringLiteral("members"), members}});
    }
    out << json(array);
}

} // namespace lookalike::usecase
