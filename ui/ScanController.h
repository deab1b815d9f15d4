#pragma once

#include "cluster/ClusterPolicy.h"
#include "IndexView.h"
#include "scan/ScanJob.h"

#include <QObject>
#include <QThread>

#include <atomic>
#include <memory>

namespace lookalike {

// Runs a scan (then matching and clustering) off the GUI thread and reports back with queued
// signals: progress about every 100 ms, finished once. Also re-clusters an index off the GUI
// thread. Owned and called by the GUI thread; one job at a time.
class ScanController : public QObject
{
    Q_OBJECT

public:
    explicit ScanController(QObject *parent = nullptr);
    ~ScanController() override;

    bool isBusy() const { return m_thread != nullptr; }
    // Starts scanning; returns false if a job is running.
    bool startScan(const ScanParams &params, ClusterPolicy policy, double threshold);
    // Starts re-clustering the index from its stored pairs.
    bool startClustering(const QString &indexPath, ClusterPolicy policy, double threshold);
    // Asks the running scan to stop (it keeps what it stored; the next scan resumes).
    void cancel();

Q_SIGNALS:
    void progress(const lookalike::ScanProgress &progress);
    // state: done | cancelled | failed; message: a summary a user can read.
    void scanFinished(const QString &state, const QString &message);
    void clusteringFinished(bool ok, const QString &message);
    // The index as it stands after a job, loaded off the GUI thread (sent before the *Finished signal).
    void viewReady(const std::shared_ptr<lookalike::IndexView> &view);
    // The worker thread has ended: a new job may start.
    void idle();

private:
    void launch(std::function<void()> work);
    QThread *m_thread = nullptr;
    std::shared_ptr<ScanJob> m_job;
    std::shared_ptr<std::atomic_bool> m_cancel; // for the matching that follows a scan, and re-clustering
};

} // namespace lookalike

Q_DECLARE_METATYPE(lookalike::ScanProgress)
