#pragma once

#include <QObject>

class QAction;
class QWidget;

namespace lookalike {

class ClusterBrowser;
class IndexWorker;

// File > Export Clusters... and Export Pairs...: the CLI's columns (core/usecase/Export),
// written whole or not at all, on the reader thread.
class ExportActions : public QObject
{
    Q_OBJECT

public:
    ExportActions(IndexWorker *reader, ClusterBrowser *browser, QWidget *window);

    QAction *clustersAction() const { return m_clusters; }
    QAction *pairsAction() const { return m_pairs; }

    // The selected clusters (or the clusters of selected members), else all of them.
    void exportClusters();
    // The pairs at the browser's threshold; with two or more documents selected, the pairs among them.
    void exportPairs();

Q_SIGNALS:
    // An export was written (ok) or not; the message says where or why.
    void exported(bool ok, const QString &message);

private:
    IndexWorker *m_reader;
    ClusterBrowser *m_browser;
    QWidget *m_window;
    QAction *m_clusters = nullptr;
    QAction *m_pairs = nullptr;
};

} // namespace lookalike
