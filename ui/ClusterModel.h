#pragma once

#include "store/IndexStore.h"

#include <QAbstractItemModel>
#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

namespace lookalike {

class IndexWorker;

// Clusters (top level) and their members (children) for the cluster browser, paged from the
// index: a page of clusters (keyset, sorted and filtered in SQL) is read on the reader thread
// when the view scrolls to the end (canFetchMore/fetchMore); a page's small clusters come
// with their members, a large cluster's members are read when it is expanded. The model
// holds only the pages fetched: its memory does not grow with the index. GUI thread only.
class ClusterModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column
    {
        PathColumn,   // a file's name (a web page: its URL); a cluster: its representative's
        FolderColumn, // the folder of the file (dupeGuru's "Folder")
        MembersColumn,
        ResemblanceColumn, // a member's to the representative; a cluster's lowest..highest
        ContainedColumn,   // containment of the member in the representative
        ContainsColumn,    // containment of the representative in the member
        BytesColumn,
        ModifiedColumn, // files: modified; web pages: captured
        HostColumn,     // web pages: the host; a cluster: its host or how many
        SweepColumn,    // web pages: the sweep's label; a cluster: its sweep or how many
        ColumnCount
    };
    enum Role
    {
        DocIdRole = Qt::UserRole + 1, // qint64; 0 on cluster rows
        PathRole,                     // QString: the locator
        IsRepresentativeRole,         // bool
        ClusterIdRole,                // qint64: the stored cluster's id
        IsCaptureRole,                // bool: a web page of an archive (not a file)
        IsExactRole,                  // bool: a member's figures are exact (false: estimates, marked ≈)
        IsPartRole,                   // bool: inside a file (a mail message, an attachment), not a file
    };

    // reader: where pages are read (the window's reader). pageSize: clusters a page.
    explicit ClusterModel(IndexWorker *reader, QObject *parent = nullptr, int pageSize = 500);
    ~ClusterModel() override;

    // Reads the first page again, and the filter's documents: the index or its clusters changed.
    void reload();
    // Forgets every row (no index).
    void clear();
    // Only clusters with a member whose path contains `text` (ASCII letters in any case).
    void setPathFilter(const QString &text);
    // dupeGuru's "Dupes Only": each cluster's representative is left out of its members.
    void setDuplicatesOnly(bool on);
    // Mail: only the inclusive messages (usecase/MailThreads.h) among the members; the others,
    // whose text a later message of their conversation holds, are left out.
    void setInclusiveOnly(bool on);
    // Compare new against old: only clusters with a document in one of `folders` (none: all).
    void setNewFolders(const QStringList &folders);
    QStringList newFolders() const { return m_newFolders; }
    void setSweepLabels(std::unordered_map<int, QString> labels);
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    // How many clusters (and documents in them) pass the filter; -1 until counted.
    qint64 clusterCount() const { return m_count.clusters; }
    qint64 clusteredDocuments() const { return m_count.documents; }
    bool loading() const { return m_fetching; }
    const ClusterSummary *summary(const QModelIndex &index) const; // a cluster row, or a member's cluster

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

Q_SIGNALS:
    // A page arrived: `rows` clusters are shown now (the first page after reload() says the
    // view has its first clusters).
    void pageLoaded(int rows);
    // The clusters passing the filter were counted.
    void counted(qint64 clusters, qint64 documents);
    // Reading failed (the index is gone, damaged...).
    void failed(const QString &message);

private:
    struct Row
    {
        ClusterSummary cluster;
        std::vector<ClusterMemberRow> members;
        bool membersLoaded = false;
        bool membersAsked = false;
        bool hideRepresentative = false; // duplicates only (its first member is left out)
    };
    struct Page;
    // How a mail message is named and whether a reader needs it.
    struct MessageLabel
    {
        QString title; // "Subject - Sender, date"
        QString tooltip;
        bool inclusive = true;
        qint64 dateMs = 0; // sent (the Date header)
        bool part = false; // a message of a mailbox (not a .eml file)
    };
    // Reads the first page again (the filter or the order changed; the index did not).
    void requery();
    void requestPage();
    void requestCount();
    void requestMembers(int row);
    void addPage(Page page);
    static int firstShownMember(const Row &row)
    {
        return row.hideRepresentative && !row.members.empty() && row.members.front().member.representative
                   ? 1
                   : 0;
    }
    const MessageLabel *messageLabel(qint64 docId) const;
    QString sweepLabel(int sweep) const;
    QVariant clusterData(const Row &row, int column, int role) const;
    QVariant memberData(const Row &row, const ClusterMemberRow &member, int column, int role) const;

    IndexWorker *m_reader;
    int m_pageSize;
    std::vector<Row> m_rows;
    bool m_exhausted = true; // no index, or every page fetched
    bool m_fetching = false;
    quint64 m_generation = 0; // bumped by reload(): older pages are dropped
    ClusterPageRequest::Order m_order = ClusterPageRequest::Order::Size;
    bool m_descending = true;
    QString m_filter;
    QStringList m_newFolders;
    bool m_duplicatesOnly = false;
    bool m_inclusiveOnly = false;
    std::optional<ClusterSummary> m_after;               // the last cluster read (the next page's start)
    std::unordered_map<qint64, MessageLabel> m_messages; // of the members fetched
    Clusters::Count m_count{-1, -1};
    std::unordered_map<int, QString> m_sweepLabels;
    // The filter's documents, kept on the reader thread between pages.
    struct FilterCache;
    std::shared_ptr<FilterCache> m_filterCache;
};

} // namespace lookalike
