#include "ExportActions.h"

#include "ClusterBrowser.h"
#include "ClusterModel.h"
#include "Dialogs.h"
#include "Format.h"
#include "IndexWorker.h"
#include "base/Wording.h"
#include "usecase/Csv.h"
#include "usecase/Export.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <algorithm>

namespace lookalike {

ExportActions::ExportActions(IndexWorker *reader, IndexWorker *writer, ClusterBrowser *browser,
                             QWidget *window)
    : QObject(window)
    , m_reader(reader)
    , m_writer(writer)
    , m_browser(browser)
    , m_window(window)
{
    m_clusters = new QAction(tr("Export &Clusters..."), this);
    m_clusters->setObjectName(QStringLiteral("actionExportClusters"));
    connect(m_clusters, &QAction::triggered, this, &ExportActions::exportClusters);
    m_pairs = new QAction(tr("Export &Pairs..."), this);
    m_pairs->setObjectName(QStringLiteral("actionExportPairs"));
    connect(m_pairs, &QAction::triggered, this, &ExportActions::exportPairs);
    m_topics = new QAction(tr("Export &Topics..."), this);
    m_topics->setObjectName(QStringLiteral("actionExportTopics"));
    connect(m_topics, &QAction::triggered, this, &ExportActions::exportTopics);
    connect(this, &ExportActions::exported, this, [this](bool ok, const QString &message) {
        if (!ok)
            MessageBox::information(m_window, tr("Lookalike"), message);
    });
}

void ExportActions::exportClusters()
{
    std::vector<qint64> clusters = m_browser->selectedClusters();
    for (const auto &r : m_browser->selectedMembers())
        clusters.push_back(r.selected.clusterId);
    std::sort(clusters.begin(), clusters.end());
    clusters.erase(std::unique(clusters.begin(), clusters.end()), clusters.end());
    std::erase(clusters, 0);
    // What is exported is said before it is: the selection (rows inside a collapsed cluster
    // select that cluster) or every cluster.
    const qint64 all = m_browser->model()->clusterCount();
    const bool filtered = m_browser->isFiltered();
    // (-1 while the clusters are being counted: no figure rather than a wrong one.)
    QString caption = all < 0    ? tr("Export Clusters")
                      : filtered ? tr("Export the %n Clusters Shown", nullptr, pluralCount(all))
                                 : tr("Export All %n Clusters", nullptr, pluralCount(all));
    if (!clusters.empty()) {
        const MessageBox::Button which = MessageBox::choose(
            m_window, tr("Export Clusters"),
            tr("Export the %n selected clusters, or all of them?", nullptr, int(clusters.size())),
            tr("&Selected (%n)", nullptr, int(clusters.size())),
            all < 0    ? tr("&All")
            : filtered ? tr("All &shown (%n)", nullptr, pluralCount(all))
                       : tr("&All (%n)", nullptr, pluralCount(all)));
        if (which == MessageBox::Cancel)
            return;
        if (which == MessageBox::Yes)
            caption = tr("Export %n Selected Clusters", nullptr, int(clusters.size()));
        else
            clusters.clear();
    }
    const QString pathFilter = filtered ? m_browser->pathFilter() : QString();
    const QStringList newFolders = m_browser->model()->newFolders();
    const QString file = FileDialog::getSaveCsvFileName(m_window, caption);
    if (file.isEmpty())
        return;
    writeFile(
        m_reader, QStringLiteral("exportClusters"), file,
        [clusters, filtered, pathFilter, newFolders](IndexStore &store, QTextStream &out) -> Result<qint64> {
            std::vector<qint64> ids = clusters;
            if (ids.empty() && filtered) { // every cluster the view shows, not only its pages read
                auto shown = usecase::documentsShown(store, pathFilter, newFolders);
                if (!shown)
                    return shown.status();
                auto with = usecase::clustersWith(store, *shown ? &**shown : nullptr);
                if (!with)
                    return with.status();
                if (with->empty()) {
                    out << csv::clustersHeader() << '\n';
                    return qint64(0);
                }
                ids = std::move(with).value();
            }
            return usecase::exportClusters(store, out, usecase::ExportFormat::Csv, ids);
        },
        [](const QString &reason) { return tr("Cannot export the clusters: %1").arg(reason); },
        [file](int rows) { return tr("Exported %n clusters to %1", nullptr, rows).arg(file); });
}

void ExportActions::exportPairs()
{
    usecase::PairExport options;
    options.minResemblance = m_browser->choice().threshold;
    options.newFolders = m_browser->model()->newFolders();
    const auto selected = m_browser->selectedMembers();
    QString caption =
        options.newFolders.isEmpty()
            ? tr("Export All Pairs at %1 or More").arg(percentText(options.minResemblance))
            : tr("Export the Pairs of New Documents at %1 or More").arg(percentText(options.minResemblance));
    if (selected.size() >= 2) {
        const MessageBox::Button which =
            MessageBox::choose(m_window, tr("Export Pairs"),
                               tr("Export the pairs among the %n selected documents, or all pairs?", nullptr,
                                  int(selected.size())),
                               tr("&Selected (%n documents)", nullptr, int(selected.size())), tr("&All"));
        if (which == MessageBox::Cancel)
            return;
        if (which == MessageBox::Yes) {
            for (const auto &r : selected)
                options.among.push_back(r.selected.docId);
            caption = tr("Export the Pairs Among %n Selected Documents", nullptr, int(selected.size()));
        }
    }
    const QString file = FileDialog::getSaveCsvFileName(m_window, caption);
    if (file.isEmpty())
        return;
    // What `lookalike-cli pairs` answers: matched again first when the slider is below the
    // stored pairs' threshold (on the writer: it may store pairs).
    writeFile(
        m_writer, QStringLiteral("exportPairs"), file,
        [options](IndexStore &store, QTextStream &out) {
            return usecase::exportCoveredPairs(store, out, usecase::ExportFormat::Csv, options);
        },
        [](const QString &reason) { return tr("Cannot export the pairs: %1").arg(reason); },
        [file](int rows) { return tr("Exported %n pairs to %1", nullptr, rows).arg(file); });
}

void ExportActions::exportTopics()
{
    const QString file = FileDialog::getSaveCsvFileName(m_window, tr("Export Topics"));
    if (file.isEmpty())
        return;
    writeFile(
        m_reader, QStringLiteral("exportTopics"), file,
        [](IndexStore &store, QTextStream &out) -> Result<qint64> {
            auto topics = usecase::topics(store);
            if (!topics)
                return topics.status();
            usecase::exportTopics(out, usecase::ExportFormat::Csv, *topics);
            qint64 rows = 0;
            for (const usecase::TopicEntry &t : *topics)
                rows += qint64(t.members.size());
            return rows;
        },
        [](const QString &reason) { return tr("Cannot export the topics: %1").arg(reason); },
        [file](int rows) { return tr("Exported %n documents of topics to %1", nullptr, rows).arg(file); });
}

void ExportActions::writeFile(IndexWorker *worker, const QString &key, const QString &file,
                              std::function<Result<qint64>(IndexStore &store, QTextStream &out)> write,
                              std::function<QString(const QString &reason)> failed,
                              std::function<QString(int rows)> done)
{
    worker->run<qint64>(
        key,
        [file, write = std::move(write)](IndexStore &store, const std::atomic_bool &) -> Result<qint64> {
            qint64 written = 0;
            const Status s = usecase::writeFileAtomically(file, [&](QTextStream &out) -> Status {
                auto n = write(store, out);
                written = n.valueOr(0);
                return n.status();
            });
            if (!s)
                return s;
            return written;
        },
        this,
        [this, failed = std::move(failed), done = std::move(done)](Result<qint64> written) {
            if (!written)
                Q_EMIT exported(false, failed(written.status().message()));
            else
                Q_EMIT exported(true, done(int(*written)));
        });
}

} // namespace lookalike
