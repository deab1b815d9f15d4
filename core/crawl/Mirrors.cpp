#include "Mirrors.h"

#include <algorithm>
#include <map>
#include <set>

namespace lookalike {

namespace {

bool suffixesMatch(const QString &a, const QString &b, int segments)
{
    const QStringList pa = urlPathSegments(a);
    const QStringList pb = urlPathSegments(b);
    const qsizetype n = std::min<qsizetype>({pa.size(), pb.size(), qsizetype(segments)});
    if (n == 0)
        return pa.isEmpty() && pb.isEmpty(); // both the host's root
    for (qsizetype i = 1; i <= n; ++i)
        if (pa[pa.size() - i] != pb[pb.size() - i])
            return false;
    return true;
}

QString withoutWww(const QString &host)
{
    return host.startsWith(QLatin1String("www.")) ? host.mid(4) : host;
}

int resolveSweep(const CrawlIndex &index, int sweep)
{
    return sweep >= 0 ? sweep : index.newestSweep();
}

} // namespace

QString verdictName(HostPair::Verdict verdict)
{
    switch (verdict) {
    case HostPair::Verdict::Mirror:
        return QStringLiteral("mirror");
    case HostPair::Verdict::SharedContent:
        return QStringLiteral("shared-content");
    case HostPair::Verdict::Alias:
        return QStringLiteral("alias");
    }
    return {};
}

std::vector<HostPair> findMirrors(const CrawlIndex &index, const MirrorParams &params)
{
    const int sweep = resolveSweep(index, params.sweep);
    const auto clusters = index.clusters(sweep, params.threshold);

    // Candidate hosts: at least minPages pages in clusters of two or more (Fetterly's first walk).
    std::map<QString, int> clustered;
    for (const auto &members : clusters.members)
        if (members.size() > 1)
            for (qint64 d : members)
                ++clustered[index.capture(d)->host];

    struct Tally
    {
        std::set<qint64> pagesA, pagesB;
        int clusters = 0;
        int suffixMatches = 0;
        QStringList examples;
    };
    std::map<std::pair<QString, QString>, Tally> tallies;
    for (const auto &members : clusters.members) {
        if (members.size() < 2)
            continue;
        std::map<QString, std::vector<const Capture *>> byHost;
        for (qint64 d : members) {
            const Capture *c = index.capture(d);
            if (clustered[c->host] >= params.minPages)
                byHost[c->host].push_back(c);
        }
        if (byHost.size() < 2)
            continue;
        for (auto a = byHost.begin(); a != byHost.end(); ++a) {
            for (auto b = std::next(a); b != byHost.end(); ++b) {
                Tally &t = tallies[{a->first, b->first}];
                ++t.clusters;
                for (const Capture *c : a->second)
                    t.pagesA.insert(c->docId);
                for (const Capture *c : b->second)
                    t.pagesB.insert(c->docId);
                // Suffix check: any page of A and page of B in this cluster with the same suffix.
                bool matched = false;
                for (const Capture *cb : b->second) {
                    for (const Capture *ca : a->second)
                        if (suffixesMatch(ca->url, cb->url, params.suffixSegments)) {
                            matched = true;
                            if (t.examples.size() < 3)
                                t.examples << QStringLiteral("%1 = %2").arg(ca->url, cb->url);
                            break;
                        }
                    if (matched)
                        break;
                }
                if (matched)
                    ++t.suffixMatches;
            }
        }
    }

    std::vector<HostPair> out;
    for (auto &[hosts, t] : tallies) {
        HostPair p;
        p.hostA = hosts.first;
        p.hostB = hosts.second;
        p.pagesA = static_cast<int>(t.pagesA.size());
        p.pagesB = static_cast<int>(t.pagesB.size());
        p.sharedPages = std::min(p.pagesA, p.pagesB);
        if (p.sharedPages < params.minPages)
            continue;
        p.sharedClusters = t.clusters;
        p.suffixMatches = t.suffixMatches;
        p.examples = t.examples;
        if (withoutWww(p.hostA) == withoutWww(p.hostB))
            p.verdict = HostPair::Verdict::Alias;
        else if (p.suffixMatches >= params.minSuffixShare * p.sharedClusters)
            p.verdict = HostPair::Verdict::Mirror;
        else
            p.verdict = HostPair::Verdict::SharedContent;
        out.push_back(std::move(p));
    }
    std::sort(out.begin(), out.end(), [](const HostPair &a, const HostPair &b) {
        if ((a.verdict == HostPair::Verdict::Mirror) != (b.verdict == HostPair::Verdict::Mirror))
            return a.verdict == HostPair::Verdict::Mirror;
        if (a.sharedPages != b.sharedPages)
            return a.sharedPages > b.sharedPages;
        return std::tie(a.hostA, a.hostB) < std::tie(b.hostA, b.hostB);
    });
    return out;
}

std::vector<HostSummary> hostSummaries(const CrawlIndex &index, const MirrorParams &params)
{
    const int sweep = resolveSweep(index, params.sweep);
    const auto clusters = index.clusters(sweep, params.threshold);
    std::map<QString, HostSummary> hosts;
    for (const Capture &c : index.captures())
        if (c.sweep == sweep) {
            HostSummary &h = hosts[c.host];
            h.host = c.host;
            ++h.pages;
        }
    for (const auto &members : clusters.members) {
        if (members.size() < 2)
            continue;
        std::set<QString> inCluster;
        for (qint64 d : members)
            inCluster.insert(index.capture(d)->host);
        for (qint64 d : members) {
            HostSummary &h = hosts[index.capture(d)->host];
            ++h.clusteredPages;
            if (inCluster.size() > 1)
                ++h.sharedPages;
        }
    }
    std::vector<HostSummary> out;
    for (auto &[name, h] : hosts)
        out.push_back(h);
    std::sort(out.begin(), out.end(), [](const HostSummary &a, const HostSummary &b) {
        return a.pages != b.pages ? a.pages > b.pages : a.host < b.host;
    });
    return out;
}

} // namespace lookalike
