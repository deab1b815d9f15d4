#include "Clusters.h"

#include "CompactRows.h"
#include "Database.h"

#include <QFileInfo>
#include <algorithm>
#include <string>
#include <unordered_map>
#include <unordered_set>

namespace lookalike {

namespace {

// What a cluster row is named by in the list: a file by its name, a web page by its URL (its
// last path segment says little).
QString displayName(const DocumentInfo &doc)
{
    return doc.isCapture() ? doc.locator : QFileInfo(doc.locator).fileName();
}

bool decodeMembers(std::span<const char> blob, std::vector<ClusterMember> &out)
{
    return decodeClusterMembers(blob.data(), blob.size(), out);
}

Status damaged()
{
    return Status::error(Status::Code::Corrupt,
                         QStringLiteral("the stored clusters are damaged; cluster again"));
}

// Sums up one cluster from its members' documents.
struct Summing
{
    ClusterSummary summary;
    std::unordered_set<QString> hosts;
    std::unordered_set<int> sweeps;
    void add(const ClusterMember &m, const DocumentInfo &doc)
    {
        summary.bytes += doc.size;
        if (!doc.host.isEmpty() && hosts.insert(doc.host).second)
            summary.host = doc.host;
        if (doc.sweep > 0 && sweeps.insert(doc.sweep).second)
            summary.sweep = doc.sweep;
        if (m.representative) {
            summary.name = displayName(doc);
            summary.representativeLocator = doc.locator;
        }
    }
    ClusterSummary finish()
    {
        summary.hosts = int(hosts.size());
        summary.sweeps = int(sweeps.size());
        if (summary.hosts != 1)
            summary.host.clear();
        if (summary.sweeps != 1)
            summary.sweep = 0;
        return summary;
    }
};

void resemblanceRange(const Cluster &c, ClusterSummary &s)
{
    s.lowest = 1;
    s.highest = 0;
    for (const ClusterMember &m : c.members) {
        if (m.representative)
            continue;
        s.lowest = std::min(s.lowest, m.resemblance);
        s.highest = std::max(s.highest, m.resemblance);
    }
    if (s.highest < s.lowest)
        s.highest = s.lowest = 1;
}

} // namespace

void DocumentFacts::add(qint64 id, bool capture, qint64 size, std::string_view host, int sweep)
{
    std::uint32_t number = 0;
    if (!host.empty()) {
        if (m_lastNumber != 0 && host == m_lastHost) { // pages of one host come together
            number = m_lastNumber;
        } else {
            auto [it, added] =
                m_hostNumbers.try_emplace(std::string(host), std::uint32_t(m_hosts.size() + 1));
            if (added)
                m_hosts.push_back(QString::fromUtf8(host.data(), qsizetype(host.size())));
            number = it->second;
            m_lastHost = host;
            m_lastNumber = number;
        }
    }
    m_ids.push_back(id);
    m_facts.push_back({size, number, sweep, capture});
}

const DocumentFacts::Fact *DocumentFacts::find(qint64 id) const
{
    auto it = std::lower_bound(m_ids.begin(), m_ids.end(), id);
    if (it == m_ids.end() || *it != id)
        return nullptr;
    return &m_facts[std::size_t(it - m_ids.begin())];
}

Result<std::vector<ClusterSummary>> Clusters::summarize(const std::vector<Cluster> &clusters,
                                                        const DocumentFacts *facts)
{
    if (facts) {
        // The representatives' locators, read in id order (a seek each, but page after page).
        std::vector<qint64> reps;
        reps.reserve(clusters.size());
        for (const Cluster &c : clusters)
            reps.push_back(c.representative);
        std::sort(reps.begin(), reps.end());
        std::vector<QString> locators(reps.size());
        for (std::size_t i = 0; i < reps.size(); ++i) {
            auto q = m_db.query("SELECT locator FROM documents WHERE id = ?1", "summing up clusters");
            q.bind(1, reps[i]);
            auto row = q.fetch();
            if (!row)
                return row.status();
            if (*row)
                locators[i] = q.text(0);
        }
        std::vector<ClusterSummary> out;
        out.reserve(clusters.size());
        for (const Cluster &c : clusters) {
            Summing sum;
            for (const ClusterMember &m : c.members) {
                const DocumentFacts::Fact *f = facts->find(m.docId);
                if (!f)
                    continue; // left the index
                DocumentInfo doc;
                doc.id = m.docId;
                doc.kind = f->capture ? DocumentKind::Capture : DocumentKind::File;
                doc.size = f->size;
                if (f->host != 0)
                    doc.host = facts->host(f->host);
                doc.sweep = f->sweep;
                ClusterMember member = m;
                member.representative = c.representative == m.docId;
                if (member.representative)
                    doc.locator = locators[std::size_t(std::lower_bound(reps.begin(), reps.end(), m.docId) -
                                                       reps.begin())];
                sum.add(member, doc);
            }
            ClusterSummary summary = sum.finish();
            summary.representative = c.representative;
            summary.size = int(c.members.size());
            resemblanceRange(c, summary);
            out.push_back(std::move(summary));
        }
        return out;
    }

    // Document id -> cluster index + 1, in a vector over the (dense) ids.
    std::vector<std::uint32_t> clusterOf;
    for (std::size_t i = 0; i < clusters.size(); ++i)
        for (const ClusterMember &m : clusters[i].members) {
            if (m.docId < 0)
                continue;
            if (std::size_t(m.docId) >= clusterOf.size())
                clusterOf.resize(std::size_t(m.docId) + 1 + clusterOf.size() / 2);
            clusterOf[std::size_t(m.docId)] = std::uint32_t(i + 1);
        }
    std::vector<Summing> sums(clusters.size());
    std::size_t members = 0;
    for (const Cluster &c : clusters)
        members += c.members.size();
    // One pass over the documents, only the members' rows decoded (about 0.3 us a document);
    // or, when the members are few of them (under a twentieth of the ids), a lookup each, in
    // id order (about 6 us each).
    const bool few = members * 20 < clusterOf.size();
    const auto onRow = [&](const Query &row) {
        const qint64 id = row.integer(0);
        if (id < 0 || std::size_t(id) >= clusterOf.size() || clusterOf[std::size_t(id)] == 0)
            return;
        const std::size_t c = clusterOf[std::size_t(id)] - 1;
        const bool representative = clusters[c].representative == id;
        DocumentInfo doc;
        doc.id = id;
        doc.kind = documentKindOf(row.integer(1));
        doc.size = row.integer(2);
        doc.host = row.text(3);
        doc.sweep = int(row.integer(4));
        if (representative)
            doc.locator = row.text(5);
        ClusterMember m;
        m.representative = representative;
        m.docId = id;
        sums[c].add(m, doc);
    };
    if (!few) {
        auto q = m_db.query("SELECT id, kind, size, coalesce(host, ''), sweep, locator FROM documents",
                            "summing up clusters");
        if (Status s = q.forEach(onRow); !s)
            return s;
    } else {
        for (std::size_t id = 0; id < clusterOf.size(); ++id) {
            if (clusterOf[id] == 0)
                continue;
            auto q = m_db.query("SELECT id, kind, size, coalesce(host, ''), sweep, locator FROM documents "
                                "WHERE id = ?1",
                                "summing up clusters");
            q.bind(1, qint64(id));
            if (Status s = q.forEach(onRow); !s)
                return s;
        }
    }
    std::vector<ClusterSummary> out;
    out.reserve(clusters.size());
    for (std::size_t i = 0; i < clusters.size(); ++i) {
        ClusterSummary summary = sums[i].finish();
        summary.representative = clusters[i].representative;
        summary.size = int(clusters[i].members.size());
        resemblanceRange(clusters[i], summary);
        out.push_back(std::move(summary));
    }
    return out;
}

// Up to kRowsAStatement clusters a statement: the rows cost the b-trees' work, not a
// statement's each (28 000 clusters of a 10^6-document index: 0.19 s row by row).
Status Clusters::write(std::span<const qint64> ids, std::span<const Cluster *const> clusters,
                       std::span<const ClusterSummary *const> summaries)
{
    if (ids.empty())
        return Status::ok();
    QByteArray sql("INSERT INTO clusters (id, representative, size, members, name, lowest, highest, bytes, "
                   "hosts, host, sweeps, sweep) VALUES ");
    for (std::size_t r = 0; r < ids.size(); ++r)
        sql += r == 0 ? "(?,?,?,?,?,?,?,?,?,?,?,?)" : ",(?,?,?,?,?,?,?,?,?,?,?,?)";
    auto q = m_db.query(sql, "storing clusters");
    int at = 1;
    for (std::size_t r = 0; r < ids.size(); ++r) {
        const Cluster &c = *clusters[r];
        const ClusterSummary &s = *summaries[r];
        q.bind(at, ids[r])
            .bind(at + 1, c.representative)
            .bind(at + 2, qint64(c.members.size()))
            .bind(at + 3, encodeClusterMembers(c.members));
        q.bind(at + 4, s.name.isNull() ? QStringLiteral("") : s.name)
            .bind(at + 5, s.lowest)
            .bind(at + 6, s.highest)
            .bind(at + 7, s.bytes);
        q.bind(at + 8, s.hosts)
            .bind(at + 9, s.host.isEmpty() ? QString() : s.host)
            .bind(at + 10, s.sweeps)
            .bind(at + 11, s.sweep);
        at += 12;
    }
    return q.run();
}

Status Clusters::writeAll(const std::vector<qint64> &ids, const std::vector<Cluster> &clusters,
                          const std::vector<ClusterSummary> &summaries)
{
    constexpr std::size_t kRowsAStatement = 64;
    std::vector<const Cluster *> c;
    std::vector<const ClusterSummary *> s;
    const std::size_t n = std::min({ids.size(), clusters.size(), summaries.size()});
    for (std::size_t from = 0; from < n; from += kRowsAStatement) {
        const std::size_t count = std::min(kRowsAStatement, n - from);
        c.clear();
        s.clear();
        for (std::size_t i = from; i < from + count; ++i) {
            c.push_back(&clusters[i]);
            s.push_back(&summaries[i]);
        }
        if (Status st = write(std::span(ids).subspan(from, count), c, s); !st)
            return st;
    }
    return Status::ok();
}

Status Clusters::replace(const std::vector<Cluster> &clusters, const ClusterChoice &choice,
                         const DocumentFacts *facts)
{
    // Summed up inside the writer's transaction: what is read is what the rows refer to, so
    // the foreign key on the representative is checked here (a cluster whose representative
    // left the index meanwhile is dropped, as its deletion would have dropped it) rather than
    // by a seek for every row, and the old rows go at once (a table truncated, not row by row:
    // 0.1 s of 0.4 at 28 000 clusters of a 10^6-document index). A caller's transaction keeps
    // the checks (they cannot be turned off inside one).
    const bool own = !m_db.inTransaction();
    if (own)
        (void)m_db.exec("PRAGMA foreign_keys=OFF");
    Status status = m_db.inTransaction([&]() -> Status {
        auto summaries = summarize(clusters, facts);
        if (!summaries)
            return summaries.status();
        if (Status s = m_db.exec("DELETE FROM clusters"); !s)
            return s;
        std::vector<qint64> ids;
        std::vector<Cluster> kept;
        std::vector<ClusterSummary> keptSummaries;
        const std::vector<Cluster> *rows = &clusters;
        const std::vector<ClusterSummary> *rowSummaries = &*summaries;
        const auto present = [](const ClusterSummary &x) {
            return !x.representativeLocator.isEmpty();
        };
        if (!std::all_of(summaries->begin(), summaries->end(), present)) {
            for (std::size_t i = 0; i < clusters.size(); ++i)
                if (present((*summaries)[i])) {
                    kept.push_back(clusters[i]);
                    keptSummaries.push_back((*summaries)[i]);
                }
            rows = &kept;
            rowSummaries = &keptSummaries;
        }
        ids.resize(rows->size());
        for (std::size_t i = 0; i < ids.size(); ++i)
            ids[i] = qint64(i + 1);
        if (Status s = writeAll(ids, *rows, *rowSummaries); !s)
            return s;
        return Settings(m_db).setClusterChoice(choice);
    });
    if (own)
        (void)m_db.exec("PRAGMA foreign_keys=ON");
    return status;
}

Status Clusters::summarizeAll()
{
    auto clusters = all();
    if (!clusters)
        return clusters.status();
    std::vector<qint64> ids;
    {
        auto q = m_db.query("SELECT id FROM clusters ORDER BY id", "reading clusters");
        if (Status s = q.forEach([&](const Query &row) { ids.push_back(row.integer(0)); }); !s)
            return s;
    }
    auto summaries = summarize(*clusters);
    if (!summaries)
        return summaries.status();
    return m_db.inTransaction([&]() -> Status {
        if (Status s = m_db.exec("DELETE FROM clusters"); !s)
            return s;
        return writeAll(ids, *clusters, *summaries);
    });
}

Status Clusters::forEach(const std::function<Status(qint64 id, const Cluster &cluster)> &onCluster)
{
    auto q = m_db.query("SELECT id, representative, members FROM clusters ORDER BY id", "reading clusters");
    Cluster c;
    return q.forEach([&](const Query &row) -> Status {
        c.representative = row.integer(1);
        c.members.clear();
        if (!decodeMembers(row.bytes(2), c.members))
            return damaged();
        return onCluster(row.integer(0), c);
    });
}

Result<std::vector<Cluster>> Clusters::all()
{
    std::vector<Cluster> out;
    if (Status s = forEach([&](qint64, const Cluster &c) {
            out.push_back(c);
            return Status::ok();
        });
        !s)
        return s;
    return out;
}

Result<Cluster> Clusters::cluster(qint64 id)
{
    auto q = m_db.query("SELECT representative, members FROM clusters WHERE id = ?1", "reading a cluster");
    q.bind(1, id);
    auto row = q.fetch();
    if (!row)
        return row.status();
    if (!*row)
        return Status::error(Status::Code::NotFound, QStringLiteral("no cluster %1 in the index").arg(id));
    Cluster c{q.integer(0), {}};
    if (!decodeMembers(q.bytes(1), c.members))
        return damaged();
    return c;
}

Result<std::optional<std::pair<qint64, Cluster>>> Clusters::clusterOf(qint64 docId)
{
    std::optional<std::pair<qint64, Cluster>> found;
    const Status s = forEach([&](qint64 id, const Cluster &c) {
        if (!found && std::any_of(c.members.begin(), c.members.end(),
                                  [&](const ClusterMember &m) { return m.docId == docId; }))
            found.emplace(id, c);
        return Status::ok();
    });
    if (!s)
        return s;
    return found;
}

Result<std::vector<ClusterMemberRow>> Clusters::members(qint64 id)
{
    auto c = cluster(id);
    if (!c)
        return c.status();
    std::vector<qint64> ids;
    ids.reserve(c->members.size());
    for (const ClusterMember &m : c->members)
        ids.push_back(m.docId);
    auto docs = Documents(m_db).infos(ids);
    if (!docs)
        return docs.status();
    std::vector<ClusterMemberRow> out;
    out.reserve(c->members.size());
    for (const ClusterMember &m : c->members) {
        ClusterMemberRow row{m, {}};
        if (auto it = docs->find(m.docId); it != docs->end())
            row.document = it->second;
        out.push_back(std::move(row));
    }
    return out;
}

Result<std::vector<ClusterSummary>> Clusters::page(const ClusterPageRequest &r, const DocumentSet *filter)
{
    using Order = ClusterPageRequest::Order;
    // One statement per order and direction (prepared once each): the sort key, then id.
    const char *column = "c.size";
    switch (r.order) {
    case Order::Name:
        column = "c.name";
        break;
    case Order::Size:
        column = "c.size";
        break;
    case Order::Resemblance:
        column = "c.highest";
        break;
    case Order::Bytes:
        column = "c.bytes";
        break;
    case Order::Host:
        column = "coalesce(c.host, '')";
        break;
    case Order::Sweep:
        column = "c.sweep";
        break;
    }
    const char *cmp = r.descending ? "<" : ">";
    const char *dir = r.descending ? "DESC" : "ASC";
    const QByteArray sql =
        QByteArrayLiteral(
            "SELECT c.id, c.representative, c.name, c.size, c.lowest, c.highest, c.bytes, c.hosts, "
            "coalesce(c.host, ''), c.sweeps, c.sweep, c.members, coalesce(d.locator, '') FROM clusters c "
            "LEFT JOIN documents d ON d.id = c.representative ") +
        // After the first page, a row-value keyset: SQLite seeks it in the order's index
        // (schema 9), so page n costs a page, not n pages.
        (r.after ? QByteArray("WHERE (") + column + ", c.id) " + cmp + " (?2, ?3) " : QByteArray()) +
        "ORDER BY " + column + ' ' + dir + ", c.id " + dir;
    auto q = m_db.query(sql, "reading a page of clusters");
    if (r.after) {
        const ClusterSummary &a = *r.after;
        switch (r.order) {
        case Order::Name:
            q.bind(2, a.name.isNull() ? QStringLiteral("") : a.name);
            break;
        case Order::Size:
            q.bind(2, a.size);
            break;
        case Order::Resemblance:
            q.bind(2, a.highest);
            break;
        case Order::Bytes:
            q.bind(2, a.bytes);
            break;
        case Order::Host:
            q.bind(2, a.host.isNull() ? QStringLiteral("") : a.host);
            break;
        case Order::Sweep:
            q.bind(2, a.sweep);
            break;
        }
        q.bind(3, a.id);
    }
    std::vector<ClusterSummary> out;
    std::vector<ClusterMember> members;
    const Status s = q.forEach([&](const Query &row) -> Status {
        if (int(out.size()) >= r.limit)
            return Status::error(Status::Code::Cancelled, QString()); // enough: stop stepping
        if (filter) {
            members.clear();
            if (!decodeMembers(row.bytes(11), members))
                return damaged();
            if (std::none_of(members.begin(), members.end(),
                             [&](const ClusterMember &m) { return filter->contains(m.docId); }))
                return Status::ok();
        }
        ClusterSummary c;
        c.id = row.integer(0);
        c.representative = row.integer(1);
        c.name = row.text(2);
        c.size = int(row.integer(3));
        c.lowest = row.real(4);
        c.highest = row.real(5);
        c.bytes = row.integer(6);
        c.hosts = int(row.integer(7));
        c.host = row.text(8);
        c.sweeps = int(row.integer(9));
        c.sweep = int(row.integer(10));
        c.representativeLocator = row.text(12);
        if (c.size <= r.membersUpTo) {
            if (filter) // decoded already
                c.members = members;
            else if (!decodeMembers(row.bytes(11), c.members))
                return damaged();
        }
        out.push_back(std::move(c));
        return Status::ok();
    });
    if (!s && s.code() != Status::Code::Cancelled)
        return s;
    return out;
}

Result<Clusters::Count> Clusters::count(const DocumentSet *filter)
{
    Count n;
    if (!filter) {
        auto q = m_db.query("SELECT count(*), coalesce(sum(size), 0) FROM clusters", "counting clusters");
        auto row = q.fetch();
        if (!row)
            return row.status();
        n.clusters = q.integer(0);
        n.documents = q.integer(1);
        return n;
    }
    auto q = m_db.query("SELECT members FROM clusters", "counting clusters");
    std::vector<ClusterMember> members;
    const Status s = q.forEach([&](const Query &row) -> Status {
        members.clear();
        if (!decodeMembers(row.bytes(0), members))
            return damaged();
        if (std::any_of(members.begin(), members.end(),
                        [&](const ClusterMember &m) { return filter->contains(m.docId); })) {
            ++n.clusters;
            n.documents += qint64(members.size());
        }
        return Status::ok();
    });
    if (!s)
        return s;
    return n;
}

Result<std::vector<std::pair<int, qint64>>> Clusters::sizeHistogram()
{
    std::vector<std::pair<int, qint64>> out;
    auto q = m_db.query("SELECT size, count(*) FROM clusters GROUP BY size ORDER BY size",
                        "counting cluster sizes");
    if (Status s =
            q.forEach([&](const Query &row) { out.emplace_back(int(row.integer(0)), row.integer(1)); });
        !s)
        return s;
    return out;
}

Status Clusters::forget(const std::vector<qint64> &removed)
{
    if (removed.empty())
        return Status::ok();
    // A removed representative took its cluster with it (ON DELETE CASCADE); other members
    // leave the packed lists, and a cluster left with one member goes. Sums are kept as they
    // were but for the size (the next clustering writes them anew).
    const std::unordered_set<qint64> ids(removed.begin(), removed.end());
    std::vector<std::pair<qint64, std::vector<ClusterMember>>> changed;
    {
        auto q = m_db.query("SELECT id, members FROM clusters", "reading clusters");
        std::vector<ClusterMember> members;
        const Status s = q.forEach([&](const Query &row) {
            members.clear();
            if (!decodeMembers(row.bytes(1), members))
                return;
            if (std::erase_if(members, [&](const ClusterMember &m) { return ids.count(m.docId) > 0; }) > 0)
                changed.emplace_back(row.integer(0), members);
        });
        if (!s)
            return s;
    }
    for (const auto &[id, left] : changed) {
        if (left.size() < 2) {
            auto q = m_db.query("DELETE FROM clusters WHERE id = ?1", "updating clusters");
            q.bind(1, id);
            if (Status s = q.run(); !s)
                return s;
            continue;
        }
        auto q = m_db.query("UPDATE clusters SET size = ?2, members = ?3 WHERE id = ?1", "updating clusters");
        q.bind(1, id).bind(2, qint64(left.size())).bind(3, encodeClusterMembers(left));
        if (Status s = q.run(); !s)
            return s;
    }
    return Status::ok();
}

} // namespace lookalike
