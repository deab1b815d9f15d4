#include "ScanController.h"

#include "scan/Matching.h"

namespace lookalike {

ScanController::ScanController(QObject *parent) : QObject(parent), m_cancel(std::make_shared<std::atomic_bool>(false))
{
    qRegisterMetaType<lookalike::ScanProgress>();
    qRegisterMetaType<std::shared_ptr<lookalike::IndexView>>();
}

ScanController::~ScanController()
{
    cancel();
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

void ScanController::launch(std::function<void()> work)
{
    m_cancel->store(false);
    m_thread = QThread::create(std::move(work));
    connect(m_thread, &QThread::finished, this, [this] {
        m_thread->deleteLater();
        m_thread = nullptr;
        m_job.reset();
        Q_EMIT idle();
    });
    m_thread->start();
}

bool ScanController::startScan(const ScanParams &params, ClusterPolicy policy, double threshold)
{
    if (isBusy())
        return false;
    m_job = std::make_shared<ScanJob>(params);
    std::shared_ptr<ScanJob> job = m_job;
    std::shared_ptr<std::atomic_bool> cancel = m_cancel;
    launch([this, job, cancel, params, policy, threshold] {
        const ScanSummary summary = job->run([this](const ScanProgress &p) { Q_EMIT progress(p); });
        QString message = tr("%1 files seen, %2 indexed, %3 unchanged, %4 could not be used, %5 removed")
                              .arg(summary.counts.filesSeen)
                              .arg(summary.counts.filesIndexed)
                              .arg(summary.counts.filesUnchanged)
                              .arg(summary.counts.filesFailed)
                              .arg(summary.counts.filesRemoved);
        if (!summary.status.isOk())
            message += QStringLiteral(" — ") + summary.status.message();
        if (summary.state == QLatin1String("done") && !cancel->load()) {
            if (auto store = IndexStore::open(params.indexPath)) {
                MatchParams match;
                match.threshold = std::min(match.threshold, threshold);
                const MatchSummary m = matchIndex(**store, match, cancel.get());
                auto clusters = m.status.isOk() ? clusterIndex(**store, policy, threshold)
                                                : Result<std::vector<Cluster>>(m.status);
                if (clusters)
                    message += tr("; %1 pairs, %2 clusters").arg(m.stats.pairs).arg(clusters->size());
                else
                    message += QStringLiteral(" — ") + clusters.status().message();
            }
        }
        Q_EMIT viewReady(loadIndexView(params.indexPath));
        Q_EMIT scanFinished(summary.state, message);
    });
    return true;
}

bool ScanController::startClustering(const QString &indexPath, ClusterPolicy policy, double threshold)
{
    if (isBusy())
        return false;
    std::shared_ptr<std::atomic_bool> cancel = m_cancel;
    launch([this, cancel, indexPath, policy, threshold] {
        auto store = IndexStore::open(indexPath);
        if (!store) {
            Q_EMIT clusteringFinished(false, store.status().message());
            return;
        }
        // Pairs below the stored matching threshold need a new matching pass first.
        const std::optional<MatchParams> stored = storedMatchParams(**store);
        if (policyUsesThreshold(policy) && stored && policy != ClusterPolicy::Containment && threshold < stored->threshold) {
            MatchParams again = *stored;
            again.threshold = threshold;
            const MatchSummary m = matchIndex(**store, again, cancel.get());
            if (!m.status.isOk()) {
                Q_EMIT clusteringFinished(false, m.status.message());
                return;
            }
        }
        auto clusters = clusterIndex(**store, policy, threshold);
        store = Status::error(Status::Code::Internal, QStringLiteral("closed"));
        Q_EMIT viewReady(loadIndexView(indexPath));
        Q_EMIT clusteringFinished(clusters.isOk(), clusters ? QString() : clusters.status().message());
    });
    return true;
}

void ScanController::cancel()
{
    m_cancel->store(true);
    if (m_job)
        m_job->cancel();
}

} // namespace lookalike
