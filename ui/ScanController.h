#pragma once

#include "cluster/ClusterPolicy.h"
#include "IndexView.h"
#include "scan/ImportJob.h"
#include "scan/ScanJob.h"

#include <QObject>
#include <QThread>

#include <atomic>
#include <memory>

namespace lookalike {

// Runs a scan or an import of web archives (then matching and clustering) off the GUI thread and
// reports back with queued signals: progress about every 100 ms, finished once. Also re-clusters
// an index off the GUI thread. Owned and called by the GUI thread; one job at a time.
class ScanController : public QObject
{
    Q_OBJECT

public:
    explicit ScanController(QObject *parent = nullptr);
    ~ScanController() override;

    bool isBusy() const { return m_thread != nullptr; }
    // Starts scanning; returns false if a job is running.
    bool startScan(const ScanParams &params, ClusterPolicy policy, double threshold);
    // Starts importing web archives (WARC/ARC, plain or gzip) into one sweep of the index, then
    // matches and clusters like the CLI's import. sweepLabel empty: named after the archives'
    // dates. sketch: used when the index has no sketch parameters yet (else the index's are).
    // Returns false if a job is running.
    bool startImport(const QString &indexPath, const QStringList &archives, const QString &sweepLabel,
                     const SketchParams &sketch, ClusterPolicy policy, double threshold);
    // Starts re-clustering the index from its stored pairs.
    bool startClustering(const QString &indexPath, ClusterPolicy policy, double threshold);
    // Asks the running scan or import to stop (it keeps what it stored; the next one resumes).
    void cancel();

    // Test seam: called on the worker thread after each matching progress is sent (a test holds
    // matching there to press Cancel during it). Set before a job starts; not for production.
    void setMatchProgressHook(std::function<void()> hook) { m_matchProgressHook = std::move(hook); }

Q_SIGNALS:
    void progress(const lookalike::ScanProgress &progress);
    // Matching after a scan or an import, or before a re-clustering below the stored
    // threshold (about every 100 ms).
    void matchProgress(const lookalike::MatchProgress &progress);
    // state: done | cancelled | failed; message: a summary a user can read.
    void scanFinished(const QString &state, const QString &message);
    void importProgress(const lookalike::ImportProgress &progress);
    // Like scanFinished, for an import.
    void importFinished(const QString &state, const QString &message);
    void clusteringFinished(bool ok, const QString &message);
    // The index as it stands after a job, loaded off the GUI thread (sent before the *Finished signal).
    void viewReady(const std::shared_ptr<lookalike::IndexView> &view);
    // The worker thread has ended: a new job may start.
    void idle();

private:
    void launch(std::function<void()> work);
    // Matches the index at `match` (its threshold lowered to `threshold`) and clusters it; on the
    // worker thread. Returns what to add to the job's summary.
    QString matchAndCluster(const QString &indexPath, MatchParams match, ClusterPolicy policy, double threshold,
                            const std::atomic_bool *cancel);
    QThread *m_thread = nullptr;
    std::shared_ptr<ScanJob> m_job;
    std::shared_ptr<ImportJob> m_import;
    std::shared_ptr<std::atomic_bool> m_cancel; // for the matching that follows a scan, and re-clustering
    std::function<void()> m_matchProgressHook;
    // Sends matching progress (and calls the test hook), on the worker thread.
    void reportMatching(const MatchProgress &p);
};

} // namespace lookalike

Q_DECLARE_METATYPE(lookalike::ScanProgress)
Q_DECLARE_METATYPE(lookalike::ImportProgress)
Q_DECLARE_METATYPE(lookalike::MatchProgress)
