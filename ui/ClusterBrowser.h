#pragma once

#include "store/Settings.h"
#include "usecase/FileActions.h"

#include <QWidget>
#include <optional>
#include <unordered_map>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSlider;
class QStackedWidget;
class QTreeView;

namespace lookalike {

class ClusterModel;
class IndexWorker;

// The cluster browser: the clustering choice (policy and threshold), the path filter and
// "duplicates only", and the tree of clusters and their members, paged from the index.
class ClusterBrowser : public QWidget
{
    Q_OBJECT

public:
    ClusterBrowser(IndexWorker *reader, QWidget *parent = nullptr);

    ClusterChoice choice() const;
    // Shows `choice` without asking for a re-clustering.
    void setChoice(const ClusterChoice &choice);
    // Reads the clusters again (after a scan, a re-clustering, a change to the index).
    void reload();
    void clear();
    // Web pages have a host and a sweep: their columns show only for indexes with sweeps.
    void setSweeps(std::unordered_map<int, QString> labels);
    // The index's "new" folders: "New documents only" shows the clusters with one of their
    // documents (off and disabled when there are none).
    void setNewFolders(const QStringList &folders);
    // What the browser says when it has no cluster to show (first start, nothing found...).
    void setEmptyText(const QString &text);
    // The clusters are being made again for `choice` (matching again first when its threshold
    // is below the stored pairs'): the list is greyed under a line saying so, never shown as
    // if it were the new value's, until setRecomputing(nullopt) (then reload()).
    void setRecomputing(const std::optional<ClusterChoice> &choice);
    // Whether the path filter or "New documents only" hides clusters.
    bool isFiltered() const;
    QString pathFilter() const;

    // A selected document: its path, whether it is a capture, its cluster.
    struct SelectedRow
    {
        usecase::Selected selected;
        QString path;
        bool capture = false;
        bool part = false; // inside a file (a mail message, an attachment): path names its place
        bool representative = false;
        QString sweep; // the sweep's label (web pages)
    };
    // The selected members, in view order.
    std::vector<SelectedRow> selectedMembers() const;
    // The selected cluster rows (their stored ids).
    std::vector<qint64> selectedClusters() const;

    QTreeView *view() const { return m_view; }
    ClusterModel *model() const { return m_model; }

Q_SIGNALS:
    // The user moved the slider or changed the policy.
    void choiceChanged(const lookalike::ClusterChoice &choice);
    void selectionChanged();
    // The first page after reload() is shown: `rows` clusters.
    void shown(int rows);
    // How many clusters pass the filter, and the documents in them.
    void counted(qint64 clusters, qint64 documents);
    // The rows shown were dropped (another index, filter, order, or a change to the index):
    // nothing selected any more.
    void rowsCleared();

private:
    ClusterModel *m_model = nullptr;
    QLineEdit *m_filter = nullptr;
    QComboBox *m_policy = nullptr;
    QSlider *m_threshold = nullptr;
    QLabel *m_thresholdLabel = nullptr;
    QTreeView *m_view = nullptr;
    QCheckBox *m_newOnly = nullptr;
    QStringList m_newFolders;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_empty = nullptr;
    QLabel *m_recomputing = nullptr;
    std::optional<ClusterChoice> m_recomputingAt; // the clusters are being made again at this choice
    QString m_emptyText;                          // without a filter
    void updateEmpty();
    bool m_awaitingFirstPage = false;
};

} // namespace lookalike
