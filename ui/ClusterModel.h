#pragma once

#include "cluster/ClusterPolicy.h"
#include "store/IndexStore.h"

#include <QAbstractItemModel>

#include <unordered_map>
#include <vector>

namespace lookalike {

// Clusters (top level) and their members (children) for the cluster browser. Thin: it holds
// the clusters it was given and pages them into the view (canFetchMore/fetchMore, 500 at a
// time); sorting and filtering belong to a proxy. GUI thread only.
class ClusterModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column {
        PathColumn,
        MembersColumn,
        ResemblanceColumn,     // a member's to the representative; a cluster's lowest..highest
        ContainedColumn,       // containment of the member in the representative
        ContainsColumn,        // containment of the representative in the member
        BytesColumn,
        ModifiedColumn,        // files: modified; web pages: captured
        HostColumn,            // web pages: the host; a cluster: its host or how many
        SweepColumn,           // web pages: the sweep's label; a cluster: its sweep or how many
        ColumnCount
    };
    enum Role {
        DocIdRole = Qt::UserRole + 1, // qint64; 0 on cluster rows
        PathRole,                     // QString: the locator
        SortRole,                     // numbers as numbers for the proxy
        IsRepresentativeRole,         // bool
        ClusterIdRole,                // int, 1-based
    };

    // pageSize: clusters handed to the view per fetchMore().
    explicit ClusterModel(QObject *parent = nullptr, int pageSize = 500);

    // Replaces the content (documents gives path or URL, size, date, host and sweep of each
    // member; sweepLabels names the sweeps).
    void setClusters(std::vector<Cluster> clusters, std::unordered_map<qint64, IndexStore::DocumentInfo> documents,
                     std::unordered_map<int, QString> sweepLabels = {});
    void clear();
    // Whether any member is a web page of an imported archive (the host and sweep columns matter).
    bool hasWebPages() const { return m_hasWebPages; }
    int clusterCount() const { return int(m_clusters.size()); }
    const Cluster *cluster(const QModelIndex &index) const;
    // The i-th cluster, fetched into the view or not (0 <= i < clusterCount()).
    const Cluster &clusterAt(int i) const { return m_clusters[std::size_t(i)]; }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

private:
    struct ClusterSummary
    {
        double lowest = 1;
        double highest = 0;
        qint64 bytes = 0;
        QString host;        // the one host of its web pages, or empty
        int hosts = 0;       // distinct hosts of its web pages
        int sweep = 0;       // the one sweep, or 0
        int sweeps = 0;      // distinct sweeps of its web pages
    };
    QString sweepLabel(int sweep) const;
    QVariant clusterData(int row, int column, int role) const;
    QVariant memberData(int clusterRow, int memberRow, int column, int role) const;

    std::vector<Cluster> m_clusters;
    std::vector<ClusterSummary> m_summaries;
    std::unordered_map<qint64, IndexStore::DocumentInfo> m_documents;
    std::unordered_map<int, QString> m_sweepLabels;
    bool m_hasWebPages = false;
    int m_pageSize;
    int m_shown = 0;         // clusters fetched into the view so far
    bool m_resetting = false; // inside endResetModel() or endInsertRows(): no nested fetching
};

} // namespace lookalike
