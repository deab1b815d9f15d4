#pragma once

#include "Documents.h"
#include "Settings.h"
#include "base/Status.h"
#include "cluster/ClusterPolicy.h"

#include <QString>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace lookalike {

class Database;

// A cluster as the browser lists it: its figures summed up when it was stored, so that the
// list pages, sorts and filters in SQL without reading members.
struct ClusterSummary
{
    qint64 id = 0; // 1-based, largest clusters first
    qint64 representative = 0;
    QString name; // the representative's file name (a web page: its URL)
    QString representativeLocator;
    int size = 0;
    double lowest = 1; // resemblance of the members to the representative
    double highest = 1;
    qint64 bytes = 0; // of all members
    int hosts = 0;    // distinct hosts of its web pages
    QString host;     // the one host, if hosts == 1
    int sweeps = 0;   // distinct sweeps of its web pages
    int sweep = 0;    // the one sweep, if sweeps == 1
    // The members, when the page was asked for them (ClusterPageRequest::membersUpTo).
    std::vector<ClusterMember> members;
};

// A member of a cluster with what views show of its document.
struct ClusterMemberRow
{
    ClusterMember member;
    DocumentInfo document; // id 0 if the document left the index
};

// How the browser asks for a page of clusters: ordered by one figure (then by id), after the
// last row it has (keyset paging: each page costs the same, however deep).
struct ClusterPageRequest
{
    enum class Order
    {
        Name,
        Size,
        Resemblance,
        Bytes,
        Host,
        Sweep
    };
    Order order = Order::Size;
    bool descending = true;
    // The last row of the previous page, or nullopt for the first page.
    std::optional<ClusterSummary> after;
    int limit = 500;
    // Each cluster of up to this many members comes with them (the browser shows a page's
    // members without asking again); larger ones are read apart (members()).
    int membersUpTo = 0;
};

// What summing up a cluster reads of each member's document (kind, size, host, sweep), for
// every document at once (Sketches::clusterDocuments reads it with what clustering reads): the
// window keeps it with the cluster inputs, so that another threshold sums its clusters up
// without a pass over every document (only the representatives' names are read).
class DocumentFacts
{
public:
    struct Fact
    {
        qint64 size = 0;
        std::uint32_t host = 0; // 1 + index into hosts(); 0: none
        std::int32_t sweep = 0;
        bool capture = false;
    };
    // In ascending document id.
    void add(qint64 id, bool capture, qint64 size, std::string_view host, int sweep);
    const Fact *find(qint64 id) const;
    const QString &host(std::uint32_t number) const { return m_hosts[number - 1]; }

private:
    std::vector<qint64> m_ids;
    std::vector<Fact> m_facts;
    std::vector<QString> m_hosts;
    std::unordered_map<std::string, std::uint32_t> m_hostNumbers;
    std::string m_lastHost;
    std::uint32_t m_lastNumber = 0;
};

// The clusters of the policy and threshold last chosen (table clusters; members packed, see
// CompactRows.h).
class Clusters
{
public:
    explicit Clusters(Database &db)
        : m_db(db)
    {}

    // Replaces the stored clusters and records the choice they were made with (one
    // transaction, joined if the caller has one open). Sums each cluster up for the browser,
    // from `facts` when given (of every member), else from a pass over the documents.
    Status replace(const std::vector<Cluster> &clusters, const ClusterChoice &choice,
                   const DocumentFacts *facts = nullptr);
    // Every cluster, in stored order (largest first), one at a time.
    Status forEach(const std::function<Status(qint64 id, const Cluster &cluster)> &onCluster);
    Result<std::vector<Cluster>> all();
    // One cluster's members; NotFound if there is no such cluster.
    Result<Cluster> cluster(qint64 id);
    // The cluster a document belongs to, if any.
    Result<std::optional<std::pair<qint64, Cluster>>> clusterOf(qint64 docId);
    // A cluster's members with their documents, the representative first.
    Result<std::vector<ClusterMemberRow>> members(qint64 id);

    // A page of the browser's list; with a filter, only the clusters with a member in it.
    Result<std::vector<ClusterSummary>> page(const ClusterPageRequest &request,
                                             const DocumentSet *filter = nullptr);
    // How many clusters, and documents in them, there are (with a member in `filter`).
    struct Count
    {
        qint64 clusters = 0;
        qint64 documents = 0;
    };
    Result<Count> count(const DocumentSet *filter = nullptr);
    // How many clusters have each size (for charts).
    Result<std::vector<std::pair<int, qint64>>> sizeHistogram();

    // Drops documents that left the index from the clusters (a cluster left with one member goes).
    Status forget(const std::vector<qint64> &removed);
    // Sums up every stored cluster again (after a migration).
    Status summarizeAll();

private:
    // Sums up clusters from their members' documents (one pass over the documents, or `facts`
    // and the representatives' rows).
    Result<std::vector<ClusterSummary>> summarize(const std::vector<Cluster> &clusters,
                                                  const DocumentFacts *facts = nullptr);
    Status write(std::span<const qint64> ids, std::span<const Cluster *const> clusters,
                 std::span<const ClusterSummary *const> summaries);
    Status writeAll(const std::vector<qint64> &ids, const std::vector<Cluster> &clusters,
                    const std::vector<ClusterSummary> &summaries);
    Database &m_db;
};

} // namespace lookalike
