#include "ScanController.h"

#include "base/Wording.h"
#include "usecase/RelatedDocuments.h"

#include <chrono>
#include <limits>

namespace lookalike {

ScanController::ScanController(QObject *parent)
    : QObject(parent)
    , m_cancel(std::make_shared<std::atomic_bool>(false))
{
    qRegisterMetaType<lookalike::ScanProgress>();
    qRegisterMetaType<lookalike::ImportProgress>();
    qRegisterMetaType<lookalike::MatchProgress>();
    qRegisterMetaType<lookalike::SketchConflict>();
}

ScanController::~ScanController()
{
    cancel();
    cancelRelating();
    if (m_thread.joinable())
        m_thread.join();
    if (m_relateThread.joinable())
        m_relateThread.join();
}

void ScanController::launch(std::function<void()> work)
{
    if (m_thread.joinable())
        m_thread.join(); // ended already: idle() was sent
    cancelRelating();    // it writes to the index too, and takes the cores the user waits for
    m_cancel->store(false);
    m_running = true;
    m_thread = std::thread([this, work = std::move(work)] {
        work();
        QMetaObject::invokeMethod(
            this,
            [this] {
                m_running = false;
                m_cancelJob = {};
                Q_EMIT idle();
            },
            Qt::QueuedConnection);
    });
}

void ScanController::reportMatching(const MatchProgress &p)
{
    Q_EMIT matchProgress(p);
    if (m_matchProgressHook)
        m_matchProgressHook();
}

QString ScanController::clusteringText(const std::optional<usecase::ClusterOutcome> &outcome) const
{
    if (!outcome)
        return {};
    if (outcome->status.code() == Status::Code::Cancelled)
        return tr(" — matching cancelled: the documents are indexed, the next scan matches them");
    if (!outcome->status)
        return QStringLiteral(" — ") + outcome->status.message();
    const qint64 pairs = outcome->matching ? qint64(outcome->matching->stats.expandedPairs) : 0;
    QString text = tr("; %1, %2")
                       .arg(tr("%n pairs", nullptr, pluralCount(pairs)),
                            tr("%n clusters", nullptr, pluralCount(outcome->clusters)));
    // A rescan that matched only what changed says so (the pairs are those of a whole matching).
    if (outcome->matching && outcome->matching->stats.incremental)
        text += tr(" (matched only the %n new documents)", nullptr,
                   pluralCount(qint64(outcome->matching->stats.freshRepresentatives)));
    return text;
}

bool ScanController::startScan(const ScanParams &params, const ClusterChoice &choice)
{
    if (isBusy())
        return false;
    m_index = params.indexPath;
    auto job =
        std::make_shared<usecase::ScanFolders>(params, usecase::AfterIngest{true, std::nullopt, choice});
    m_cancelJob = [job] {
        job->cancel();
    };
    launch([this, job] {
        const usecase::ScanOutcome outcome = job->run([this](const ScanProgress &p) { Q_EMIT progress(p); },
                                                      [this](const MatchProgress &p) { reportMatching(p); });
        const ScanSummary &s = outcome.scan;
        if (s.sketchConflict) { // asked about at once (MainWindow): the figures are all zero
            Q_EMIT sketchConflict(QStringLiteral("scan"), *s.sketchConflict);
            Q_EMIT scanFinished(s.state, tr("Not started: the index was sketched with other settings."));
            return;
        }
        QString message = tr("%1, %2 indexed, %3 unchanged, %4 could not be used, %5 removed")
                              .arg(tr("%n files seen", nullptr, pluralCount(s.counts.filesSeen)))
                              .arg(s.counts.filesIndexed)
                              .arg(s.counts.filesUnchanged)
                              .arg(s.counts.filesFailed)
                              .arg(s.counts.filesRemoved);
        if (!s.status.isOk())
            message += QStringLiteral(" — ") + s.status.message();
        if (s.resketched.documents > 0)
            message =
                tr("%n documents re-sketched; ", nullptr, pluralCount(s.resketched.documents)) + message;
        message += clusteringText(outcome.clustering);
        Q_EMIT scanFinished(s.state, message);
    });
    return true;
}

bool ScanController::startImport(const QString &indexPath, const QStringList &archives,
                                 const QString &sweepLabel, const SketchParams &sketch,
                                 const ClusterChoice &choice, const SketchChoice &sketchChoice)
{
    if (isBusy())
        return false;
    m_index = indexPath;
    ImportParams params;
    params.indexPath = indexPath;
    params.archives = archives;
    params.sweepLabel = sweepLabel;
    params.sketch = sketch;
    params.sketchChoice = sketchChoice;
    auto job =
        std::make_shared<usecase::ImportArchives>(params, usecase::AfterIngest{true, std::nullopt, choice});
    m_cancelJob = [job] {
        job->cancel();
    };
    launch([this, job] {
        const usecase::ImportOutcome outcome =
            job->run([this](const ImportProgress &p) { Q_EMIT importProgress(p); },
                     [this](const MatchProgress &p) { reportMatching(p); });
        const ImportSummary &s = outcome.import;
        if (s.sketchConflict) {
            Q_EMIT sketchConflict(QStringLiteral("import"), *s.sketchConflict);
            Q_EMIT importFinished(s.state, tr("Not started: the index was sketched with other settings."));
            return;
        }
        QString message = tr("Sweep %1: %2 (%3 imported before), %4")
                              .arg(s.sweepLabel)
                              .arg(tr("%n archives", nullptr, s.archives))
                              .arg(s.archivesSkipped)
                              .arg(usecase::importRecordsText(s));
        if (s.problems > 0)
            message += tr(", %n problems", nullptr, pluralCount(s.problems));
        if (!s.problemExamples.empty())
            message += QStringLiteral(" (") + s.problemExamples.front().locator + QStringLiteral(": ") +
                       s.problemExamples.front().status.message() + QLatin1Char(')');
        if (!s.status.isOk())
            message += QStringLiteral(" — ") + s.status.message();
        if (s.resketched.documents > 0)
            message =
                tr("%n documents re-sketched; ", nullptr, pluralCount(s.resketched.documents)) + message;
        message += clusteringText(outcome.clustering);
        Q_EMIT importFinished(s.state, message);
    });
    return true;
}

bool ScanController::startClustering(const QString &indexPath, const ClusterChoice &choice)
{
    if (isBusy())
        return false;
    m_index = indexPath;
    std::shared_ptr<std::atomic_bool> cancel = m_cancel;
    m_cancelJob = [cancel] {
        cancel->store(true);
    };
    launch([this, cancel, indexPath, choice] {
        auto store = IndexStore::open(indexPath);
        if (!store) {
            Q_EMIT clusteringFinished(false, store.status().message());
            return;
        }
        // What the last clustering of this index read of its documents, for the next threshold
        // (only this job thread touches it; one job runs at a time).
        (*store)->setKeepClusterInputs(true);
        {
            // Read by the background thread right now: waited for, not read twice at once.
            std::unique_lock lock(m_inputsMutex);
            m_inputsReady.wait(lock, [this] { return !m_preparingInputs; });
            if (m_clusterInputsPath == indexPath)
                (*store)->clusterInputs() = m_clusterInputs;
        }
        const usecase::ClusterOutcome outcome = usecase::cluster(
            **store, choice, cancel.get(), [this](const MatchProgress &p) { reportMatching(p); });
        {
            const std::lock_guard lock(m_inputsMutex);
            m_clusterInputs = (*store)->clusterInputs();
            m_clusterInputsPath = indexPath;
        }
        if (outcome.status.code() == Status::Code::Cancelled)
            Q_EMIT clusteringFinished(false, tr("Matching cancelled: the clusters are those of before."));
        else
            Q_EMIT clusteringFinished(outcome.status.isOk(), outcome.status.message());
    });
    return true;
}

bool ScanController::startRelating(const QString &indexPath, const ClusterChoice &choice)
{
    if (m_relating || m_running)
        return false;
    if (m_relateThread.joinable())
        m_relateThread.join(); // ended already: relatingFinished was sent
    m_relating = true;
    m_relateCancel = std::make_shared<std::atomic_bool>(false);
    m_relateThread = std::thread([this, cancel = m_relateCancel, indexPath, choice] {
        const auto relateAt = std::chrono::steady_clock::now() + std::chrono::milliseconds(kRelateDelayMs);
        bool ok = true;
        QString message;
        if (auto store = IndexStore::open(indexPath); !store) {
            ok = false;
            message = store.status().message();
        } else {
            // What the next re-clustering reads of every document, unless it is held already
            // (prepareClusterInputs keeps what is current).
            (*store)->setKeepClusterInputs(true);
            {
                const std::lock_guard lock(m_inputsMutex);
                if (m_clusterInputsPath == indexPath)
                    (*store)->clusterInputs() = m_clusterInputs;
                m_preparingInputs = true;
            }
            const bool prepared = usecase::prepareClusterInputs(**store, choice).isOk();
            {
                const std::lock_guard lock(m_inputsMutex);
                if (prepared) {
                    m_clusterInputs = (*store)->clusterInputs();
                    m_clusterInputsPath = indexPath;
                }
                m_preparingInputs = false;
            }
            m_inputsReady.notify_all();
            (*store)->clusterInputs() = {};
            (*store)->setKeepClusterInputs(false);
            while (!cancel->load() && std::chrono::steady_clock::now() < relateAt)
                std::this_thread::sleep_for(std::chrono::milliseconds(20));
            int lastPercent = -1;
            const std::optional<usecase::RelateOutcome> outcome =
                cancel->load() ? std::nullopt
                               : usecase::ensureRelated(**store, cancel.get(), [&](const MatchProgress &p) {
                                     const int percent = p.total > 0 ? int(100 * p.done / p.total) : 0;
                                     if (percent != lastPercent) {
                                         lastPercent = percent;
                                         Q_EMIT relatingProgress(indexPath, percent);
                                     }
                                 });
            if (cancel->load() || (outcome && outcome->status.code() == Status::Code::Cancelled)) {
                ok = false;
            } else if (outcome && !outcome->status.isOk()) {
                ok = false;
                message = outcome->status.message();
            } else if (outcome && outcome->added && outcome->fresh == 0 && outcome->left == 0) {
                // no bag changed: nothing new to show
            } else if (outcome) {
                message = tr("%1 and %2 found in %3 s")
                              .arg(tr("%n related pairs", nullptr, pluralCount(outcome->summary.related)))
                              .arg(tr("%n topics", nullptr, pluralCount(outcome->topics)))
                              .arg(outcome->seconds, 0, 'f', 1);
            }
        }
        QMetaObject::invokeMethod(
            this,
            [this, indexPath, ok, message] {
                m_relating = false;
                Q_EMIT relatingFinished(indexPath, ok, message);
            },
            Qt::QueuedConnection);
    });
    return true;
}

void ScanController::cancelRelating()
{
    if (m_relateCancel)
        m_relateCancel->store(true);
}

void ScanController::cancel()
{
    m_cancel->store(true);
    if (m_cancelJob)
        m_cancelJob();
}

} // namespace lookalike
