#include "ScanController.h"

#include "scan/Matching.h"

#include <limits>

namespace lookalike {

ScanController::ScanController(QObject *parent)
    : QObject(parent)
    , m_cancel(std::make_shared<std::atomic_bool>(false))
{
    qRegisterMetaType<lookalike::ScanProgress>();
    qRegisterMetaType<lookalike::ImportProgress>();
    qRegisterMetaType<lookalike::MatchProgress>();
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
        m_import.reset();
        Q_EMIT idle();
    });
    m_thread->start();
}

void ScanController::reportMatching(const MatchProgress &p)
{
    Q_EMIT matchProgress(p);
    if (m_matchProgressHook)
        m_matchProgressHook();
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
        if (summary.state == QLatin1String("done") && !cancel->load())
            message += matchAndCluster(params.indexPath, MatchParams{}, policy, threshold, cancel.get());
        Q_EMIT viewReady(loadIndexView(params.indexPath));
        Q_EMIT scanFinished(summary.state, message);
    });
    return true;
}

QString ScanController::matchAndCluster(const QString &indexPath, MatchParams match, ClusterPolicy policy,
                                        double threshold, const std::atomic_bool *cancel)
{
    auto store = IndexStore::open(indexPath);
    if (!store)
        return QStringLiteral(" — ") + store.status().message();
    match.threshold = std::min(match.threshold, threshold);
    const MatchSummary m =
        matchIndex(**store, match, cancel, [this](const MatchProgress &p) { reportMatching(p); });
    if (m.status.code() == Status::Code::Cancelled)
        return tr(" — matching cancelled: the documents are indexed, the next scan matches them");
    auto clusters =
        m.status.isOk() ? clusterIndex(**store, policy, threshold) : Result<std::vector<Cluster>>(m.status);
    if (!clusters)
        return QStringLiteral(" — ") + clusters.status().message();
    return tr("; %1 pairs, %2 clusters").arg(m.stats.expandedPairs).arg(clusters->size());
}

bool ScanController::startImport(const QString &indexPath, const QStringList &archives,
                                 const QString &sweepLabel, const SketchParams &sketch, ClusterPolicy policy,
                                 double threshold)
{
    if (isBusy())
        return false;
    ImportParams params;
    params.indexPath = indexPath;
    params.archives = archives;
    params.sweepLabel = sweepLabel;
    params.sketch = sketch;
    // The sketch parameters follow the index when it has some (other ones would drop its sketches).
    MatchParams match;
    if (auto store = IndexStore::open(indexPath, IndexStore::Mode::ReadOnly); store) {
        if (auto stored = (*store)->setting(QStringLiteral("sketch_params")); stored && !stored->isEmpty())
            params.sketch = indexSketchParams(**store);
        match = storedMatchParams(**store).value_or(MatchParams{});
    }
    m_import = std::make_shared<ImportJob>(params);
    std::shared_ptr<ImportJob> job = m_import;
    std::shared_ptr<std::atomic_bool> cancel = m_cancel;
    launch([this, job, cancel, params, match, policy, threshold] {
        const ImportSummary s = job->run([this](const ImportProgress &p) { Q_EMIT importProgress(p); });
        QString message = tr("Sweep %1: %2 archives (%3 imported before), %4 records, %5 pages stored "
                             "(%6 read, %7 unchanged or revisited, %8 errors and redirects), %9 not text")
                              .arg(s.sweepLabel)
                              .arg(s.archives)
                              .arg(s.archivesSkipped)
                              .arg(s.records)
                              .arg(s.documents)
                              .arg(s.analyzed)
                              .arg(s.copied)
                              .arg(s.httpErrors)
                              .arg(s.notText);
        if (s.problems > 0)
            message += tr(", %n problems", nullptr,
                          int(std::min<qint64>(s.problems, std::numeric_limits<int>::max())));
        if (!s.problemExamples.empty())
            message += QStringLiteral(" (") + s.problemExamples.front().locator + QStringLiteral(": ") +
                       s.problemExamples.front().status.message() + QLatin1Char(')');
        if (!s.status.isOk())
            message += QStringLiteral(" — ") + s.status.message();
        if (s.state == QLatin1String("done") && !cancel->load())
            message += matchAndCluster(params.indexPath, match, policy, threshold, cancel.get());
        Q_EMIT viewReady(loadIndexView(params.indexPath));
        Q_EMIT importFinished(s.state, message);
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
        // Pairs below the stored matching thresholds need a new matching pass first.
        if (policyUsesThreshold(policy)) {
            const bool containment = policy == ClusterPolicy::Containment;
            const std::optional<MatchSummary> m =
                ensureMatched(**store, containment ? 1.0 : threshold, containment ? threshold : 2.0,
                              cancel.get(), [this](const MatchProgress &p) { reportMatching(p); });
            if (m && !m->status.isOk()) {
                Q_EMIT clusteringFinished(false,
                                          m->status.code() == Status::Code::Cancelled
                                              ? tr("Matching cancelled: the clusters are those of before.")
                                              : m->status.message());
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
    if (m_import)
        m_import->cancel();
}

} // namespace lookalike
