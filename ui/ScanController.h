#pragma once

#include "store/IndexStore.h"
#include "usecase/Ingest.h"
#include "usecase/MatchAndCluster.h"

#include <QObject>
#include <atomic>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>

namespace lookalike {

// Runs the window's long jobs off the GUI thread, one at a time, through the use cases: a
// scan or an import of web archives (then matching and clustering), or a re-clustering
// (matching again first when the threshold asks for it). Reports with queued signals:
// progress about every 100 ms, finished once. Every phase can be cancelled; what was stored
// stays and the next job resumes. Owned and called by the GUI thread.
class ScanController : public QObject
{
    Q_OBJECT

public:
    explicit ScanController(QObject *parent = nullptr);
    ~ScanController() override; // cancels and joins the running job

    bool isBusy() const { return m_running; }
    // The index of the job running or last run (its signals are about it).
    QString jobIndex() const { return m_index; }
    // Starts scanning; false if a job is running.
    bool startScan(const ScanParams &params, const ClusterChoice &choice);
    // Starts importing web archives into one sweep (sweepLabel empty: named after the
    // archives' dates); `sketch` serves an index without sketches yet.
    bool startImport(const QString &indexPath, const QStringList &archives, const QString &sweepLabel,
                     const SketchParams &sketch, const ClusterChoice &choice,
                     const SketchChoice &sketchChoice = {});
    // Starts re-clustering the index from its stored pairs.
    bool startClustering(const QString &indexPath, const ClusterChoice &choice);
    // Asks the running job to stop.
    void cancel();

    // Work in the background once an index is shown, beside the jobs above: first what
    // re-clustering under `choice` reads of every document (usecase::prepareClusterInputs, for
    // the next threshold change), then the related documents when they are stale (a scan, an
    // import or a merge changed the documents). A scan, an import or a re-clustering started
    // meanwhile stops it (it starts again after them), so it never delays what the user waits
    // for; the related documents wait until kRelateDelayMs after it started (a slider dragged
    // through several values re-clusters without them starting in between). False when it is
    // already running.
    bool startRelating(const QString &indexPath, const ClusterChoice &choice);
    bool isRelating() const { return m_relating; }
    void cancelRelating();
    static constexpr int kRelateDelayMs = 1500;

    // Test seam: called on the worker thread after each matching progress is sent (a test holds
    // matching there to press Cancel during it). Set before a job starts; not for production.
    void setMatchProgressHook(std::function<void()> hook) { m_matchProgressHook = std::move(hook); }

Q_SIGNALS:
    void progress(const lookalike::ScanProgress &progress);
    void importProgress(const lookalike::ImportProgress &progress);
    // Matching after a scan or an import, or before a re-clustering below the stored threshold.
    void matchProgress(const lookalike::MatchProgress &progress);
    // state: done | cancelled | failed; message: a summary a user can read.
    // A scan or import ("scan", "import") refused: the index was sketched with other settings
    // (sent before its scanFinished or importFinished).
    void sketchConflict(const QString &kind, const lookalike::SketchConflict &conflict);
    void scanFinished(const QString &state, const QString &message);
    void importFinished(const QString &state, const QString &message);
    void clusteringFinished(bool ok, const QString &message);
    // Finding related documents (startRelating): progress, and its end (ok, or why not; a
    // stopped run says nothing: `message` is empty).
    void relatingProgress(const QString &indexPath, int percent);
    void relatingFinished(const QString &indexPath, bool ok, const QString &message);
    // The job's thread has ended: a new job may start.
    void idle();

private:
    void launch(std::function<void()> work);
    void reportMatching(const MatchProgress &p);
    // What matching and clustering add to a job's summary.
    QString clusteringText(const std::optional<usecase::ClusterOutcome> &outcome) const;

    bool m_running = false;
    QString m_index;
    std::thread m_thread;
    std::function<void()> m_cancelJob; // guarded by running on the GUI thread
    std::shared_ptr<std::atomic_bool> m_cancel;
    std::function<void()> m_matchProgressHook;
    // The documents as the last re-clustering (or the background work) read them
    // (IndexStore::ClusterInputs): a threshold change reads only the pairs. Guarded by
    // m_inputsMutex (the job thread and the background thread hand them over).
    std::mutex m_inputsMutex;
    std::condition_variable m_inputsReady; // the background thread has read them (a job waits for it)
    bool m_preparingInputs = false;
    IndexStore::ClusterInputs m_clusterInputs;
    QString m_clusterInputsPath;

    bool m_relating = false;
    std::thread m_relateThread;
    std::shared_ptr<std::atomic_bool> m_relateCancel;
};

} // namespace lookalike

Q_DECLARE_METATYPE(lookalike::ScanProgress)
Q_DECLARE_METATYPE(lookalike::ImportProgress)
Q_DECLARE_METATYPE(lookalike::MatchProgress)
Q_DECLARE_METATYPE(lookalike::SketchConflict)
