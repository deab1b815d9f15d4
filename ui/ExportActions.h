#pragma once

#include "base/Status.h"

#include <QObject>
#include <functional>

class QAction;
class QTextStream;
class QWidget;

namespace lookalike {

class ClusterBrowser;
class IndexStore;
class IndexWorker;

// File > Export Clusters... and Export Pairs...: the CLI's columns (core/usecase/Export),
// written whole or not at all, on the reader thread.
class ExportActions : public QObject
{
    Q_OBJECT

public:
    ExportActions(IndexWorker *reader, IndexWorker *writer, ClusterBrowser *browser, QWidget *window);

    QAction *clustersAction() const { return m_clusters; }
    QAction *pairsAction() const { return m_pairs; }
    QAction *topicsAction() const { return m_topics; }

    // The selected clusters (or the clusters of selected members), else all of them.
    void exportClusters();
    // The pairs at the browser's threshold; with two or more documents selected, the pairs among them.
    void exportPairs();
    // The topics of related documents, one row a member (the CLI's `topics`).
    void exportTopics();

Q_SIGNALS:
    // An export was written (ok) or not; the message says where or why.
    void exported(bool ok, const QString &message);

private:
    // Writes `file` whole or not at all on `worker`'s thread (the reader; the writer for what
    // may store first), `write` returning how many rows it wrote, then says so: `failed` takes
    // the reason, `done` the count.
    void writeFile(IndexWorker *worker, const QString &key, const QString &file,
                   std::function<Result<qint64>(IndexStore &store, QTextStream &out)> write,
                   std::function<QString(const QString &reason)> failed,
                   std::function<QString(int rows)> done);

    IndexWorker *m_reader;
    IndexWorker *m_writer;
    ClusterBrowser *m_browser;
    QWidget *m_window;
    QAction *m_clusters = nullptr;
    QAction *m_pairs = nullptr;
    QAction *m_topics = nullptr;
};

} // namespace lookalike
