#include "Clusters.h"

#include "CompactRows.h"
#include "Database.h"

#include <QFileInfo>
#include <algorithm>
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

Result<std::vector<ClusterSummary>> Clusters::summarize(const std::vector<Cluster> &clusters)
{
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
        doc.kind = row.integer(1) == 1 ? DocumentKind::Capture : DocumentKind::File;
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

Status Clusters::write(qint64 id, const Cluster &c, const ClusterSummary &s)
{
    auto q =
        m_db.query("INSERT INTO clusters (id, representative, size, members, name, lowest, highest, bytes, "
                   "hosts, host, sweeps, sweep) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
                   "storing a cluster");
    q.bind(1, id)
        .bind(2, c.representative)
        .bind(3, qint64(c.members.size()))
        .bind(4, encodeClusterMembers(c.members));
    q.bind(5, s.name.isNull() ? QStringLiteral("") : s.name)
        .bind(6, s.lowest)
        .bind(7, s.highest)
        .bind(8, s.bytes);
    q.bind(9, s.hosts).bind(10, s.host.isEmpty() ? QString() : s.host).bind(11, s.sweeps).bind(12, s.sweep);
    return q.run();
}

Status Clusters::replace(const std::vector<Cluster> &clusters, const ClusterChoice &choice)
{
    auto summaries = summarize(clusters);
    if (!summaries)
        return summaries.status();
    return m_db.inTransaction([&]() -> Status {
        if (Status s = m_db.exec("DELETE FROM clusters"); !s)
            return s;
        for (std::size_t i = 0; i < clusters.size(); ++i)
            if (Status s = write(qint64(i + 1), clusters[i], (*summaries)[i]); !s)
                return s;
        return Settings(m_db).setClusterChoice(choice);
    });
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
        for (std::size_t i = 0; i < clusters->size() && i < ids.size(); ++i)
            if (Status s = write(ids[i], (*clusters)[i], (*summaries)[i]); !s)
                return s;
        return Status::ok();
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
