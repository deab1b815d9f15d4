#pragma once

#include "base/Status.h"
#include "store/IndexStore.h"

#include <QString>
#include <optional>
#include <unordered_map>
#include <vector>

namespace lookalike {

// The crawl side of an index in memory: every capture (URL x sweep), the sweeps by date and the
// stored near-duplicate pairs between captures. Broder's query support (4.2) runs on it:
// URL -> captures per sweep -> cluster -> URLs; so do lost and found, evolution and mirrors.
// Read-only after load(); any thread may query it.
class CrawlIndex
{
public:
    struct Neighbor
    {
        qint64 docId = 0;
        double resemblance = 0;
        double containmentIn = 0; // of this capture in the neighbour
        double containmentOf = 0; // of the neighbour in this capture
    };

    // The lowest resemblance lost and found looks at (LostFoundParams::minResemblance) and
    // a little below: the pairs a crawl index keeps at least.
    static constexpr double kLostFoundFloor = 0.3;
    // Loads captures, sweeps and the stored pairs with resemblance >= minResemblance. The
    // index must have been matched (import does it) for pairs to exist.
    static Result<CrawlIndex> load(IndexStore &store, double minResemblance = kLostFoundFloor);

    const std::vector<Sweep> &sweeps() const { return m_sweeps; } // oldest first
    std::optional<int> sweepByLabel(const QString &label) const;
    int newestSweep() const { return m_sweeps.empty() ? -1 : m_sweeps.back().id; }
    int sweepOrder(int sweep) const; // 0 for the oldest; -1 if unknown
    QString sweepLabel(int sweep) const;

    const std::vector<Capture> &captures() const { return m_captures; }
    const Capture *capture(qint64 docId) const;
    const Capture *capture(const QString &url, int sweep) const;
    // The captures of `url`, oldest sweep first.
    std::vector<const Capture *> capturesOf(const QString &url) const;
    const std::vector<Neighbor> &neighbors(qint64 docId) const;
    bool isEmpty() const { return m_captures.empty(); }

    // Near-duplicate clusters of one sweep: union-find over its good captures joined by pairs
    // with resemblance >= threshold. clusterOf gives every good capture of the sweep a cluster
    // (singletons included); members lists each cluster's captures.
    struct SweepClusters
    {
        int sweep = 0;
        std::unordered_map<qint64, int> clusterOf; // docId -> cluster index
        std::vector<std::vector<qint64>> members;  // cluster index -> docIds
    };
    SweepClusters clusters(int sweep, double threshold) const;

private:
    std::vector<Sweep> m_sweeps;
    std::vector<Capture> m_captures;
    std::unordered_map<qint64, std::size_t> m_byDoc;
    std::unordered_map<QString, std::vector<std::size_t>> m_byUrl;
    std::unordered_map<qint64, std::vector<Neighbor>> m_neighbors;
};

// The path of a URL split into segments, query and fragment dropped ("/a/b/c.html" -> a, b, c.html).
QStringList urlPathSegments(const QString &url);

} // namespace lookalike
