#include "CrawlIndex.h"

#include "cluster/UnionFind.h"

#include <algorithm>

namespace lookalike {

Result<CrawlIndex> CrawlIndex::load(IndexStore &store, double minResemblance)
{
    CrawlIndex index;
    auto sweeps = store.crawl().sweeps();
    if (!sweeps)
        return sweeps.status();
    index.m_sweeps = std::move(sweeps).value();
    auto captures = store.crawl().captures();
    if (!captures)
        return captures.status();
    index.m_captures = std::move(captures).value();
    for (std::size_t i = 0; i < index.m_captures.size(); ++i) {
        index.m_byDoc.emplace(index.m_captures[i].docId, i);
        index.m_byUrl[index.m_captures[i].url].push_back(i);
    }
    for (auto &[url, list] : index.m_byUrl)
        std::sort(list.begin(), list.end(), [&index](std::size_t a, std::size_t b) {
            return index.sweepOrder(index.m_captures[a].sweep) < index.sweepOrder(index.m_captures[b].sweep);
        });
    auto pairs = store.pairs().list(minResemblance, 2);
    if (!pairs)
        return pairs.status();
    for (const ScoredPair &p : *pairs) {
        if (!index.m_byDoc.count(p.docA) || !index.m_byDoc.count(p.docB))
            continue; // a folder document
        index.m_neighbors[p.docA].push_back({p.docB, p.resemblance, p.containmentAInB, p.containmentBInA});
        index.m_neighbors[p.docB].push_back({p.docA, p.resemblance, p.containmentBInA, p.containmentAInB});
    }
    return index;
}

std::optional<int> CrawlIndex::sweepByLabel(const QString &label) const
{
    for (const Sweep &s : m_sweeps)
        if (s.label == label)
            return s.id;
    return std::nullopt;
}

int CrawlIndex::sweepOrder(int sweep) const
{
    for (std::size_t i = 0; i < m_sweeps.size(); ++i)
        if (m_sweeps[i].id == sweep)
            return static_cast<int>(i);
    return -1;
}

QString CrawlIndex::sweepLabel(int sweep) const
{
    for (const Sweep &s : m_sweeps)
        if (s.id == sweep)
            return s.label;
    return {};
}

const Capture *CrawlIndex::capture(qint64 docId) const
{
    auto it = m_byDoc.find(docId);
    return it == m_byDoc.end() ? nullptr : &m_captures[it->second];
}

const Capture *CrawlIndex::capture(const QString &url, int sweep) const
{
    auto it = m_byUrl.find(url);
    if (it == m_byUrl.end())
        return nullptr;
    for (std::size_t i : it->second)
        if (m_captures[i].sweep == sweep)
            return &m_captures[i];
    return nullptr;
}

std::vector<const Capture *> CrawlIndex::capturesOf(const QString &url) const
{
    std::vector<const Capture *> out;
    if (auto it = m_byUrl.find(url); it != m_byUrl.end())
        for (std::size_t i : it->second)
            out.push_back(&m_captures[i]);
    return out;
}

const std::vector<CrawlIndex::Neighbor> &CrawlIndex::neighbors(qint64 docId) const
{
    static const std::vector<Neighbor> none;
    auto it = m_neighbors.find(docId);
    return it == m_neighbors.end() ? none : it->second;
}

CrawlIndex::SweepClusters CrawlIndex::clusters(int sweep, double threshold) const
{
    SweepClusters out;
    out.sweep = sweep;
    std::vector<qint64> docs;
    std::unordered_map<qint64, std::uint32_t> slot;
    for (const Capture &c : m_captures)
        if (c.sweep == sweep && c.good()) {
            slot.emplace(c.docId, static_cast<std::uint32_t>(docs.size()));
            docs.push_back(c.docId);
        }
    UnionFind uf(docs.size());
    for (std::size_t i = 0; i < docs.size(); ++i)
        for (const Neighbor &n : neighbors(docs[i]))
            if (n.resemblance >= threshold)
                if (auto it = slot.find(n.docId); it != slot.end())
                    uf.unite(static_cast<std::uint32_t>(i), it->second);
    std::unordered_map<std::uint32_t, int> rootCluster;
    for (std::size_t i = 0; i < docs.size(); ++i) {
        const std::uint32_t root = uf.find(static_cast<std::uint32_t>(i));
        auto [it, added] = rootCluster.emplace(root, static_cast<int>(out.members.size()));
        if (added)
            out.members.emplace_back();
        out.members[it->second].push_back(docs[i]);
        out.clusterOf.emplace(docs[i], it->second);
    }
    return out;
}

QStringList urlPathSegments(const QString &url)
{
    QString rest = url;
    const int scheme = rest.indexOf(QLatin1String("://"));
    if (scheme >= 0) {
        rest = rest.mid(scheme + 3);
        const int slash = rest.indexOf(QLatin1Char('/'));
        rest = slash < 0 ? QString() : rest.mid(slash);
    }
    for (QChar stop : {QLatin1Char('?'), QLatin1Char('#')}) {
        const int i = rest.indexOf(stop);
        if (i >= 0)
            rest.truncate(i);
    }
    return rest.split(QLatin1Char('/'), Qt::SkipEmptyParts);
}

} // namespace lookalike
