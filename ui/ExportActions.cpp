#include "ExportActions.h"

#include "ClusterBrowser.h"
#include "Dialogs.h"
#include "IndexWorker.h"
#include "usecase/Export.h"

#include <QAction>
#include <QDir>
#include <algorithm>

namespace lookalike {

ExportActions::ExportActions(IndexWorker *reader, ClusterBrowser *browser, QWidget *window)
    : QObject(window)
    , m_reader(reader)
    , m_browser(browser)
    , m_window(window)
{
    m_clusters = new QAction(tr("Export &Clusters..."), this);
    m_clusters->setObjectName(QStringLiteral("actionExportClusters"));
    connect(m_clusters, &QAction::triggered, this, &ExportActions::exportClusters);
    m_pairs = new QAction(tr("Export &Pairs..."), this);
    m_pairs->setObjectName(QStringLiteral("actionExportPairs"));
    connect(m_pairs, &QAction::triggered, this, &ExportActions::exportPairs);
    connect(this, &ExportActions::exported, this, [this](bool ok, const QString &message) {
        if (!ok)
            MessageBox::information(m_window, tr("Lookalike"), message);
    });
}

void ExportActions::exportClusters()
{
    const QString file = FileDialog::getSaveFileName(m_window, tr("Export Clusters"), QDir::homePath(),
                                                     tr("CSV files (*.csv);;All files (*)"));
    if (file.isEmpty())
        return;
    std::vector<qint64> clusters = m_browser->selectedClusters();
    for (const auto &r : m_browser->selectedMembers())
        clusters.push_back(r.selected.clusterId);
    std::sort(clusters.begin(), clusters.end());
    clusters.erase(std::unique(clusters.begin(), clusters.end()), clusters.end());
    std::erase(clusters, 0);
    writeFile(
        QStringLiteral("exportClusters"), file,
        [clusters](IndexStore &store, QTextStream &out) {
            return usecase::exportClusters(store, out, usecase::ExportFormat::Csv, clusters);
        },
        [](const QString &reason) { return tr("Cannot export the clusters: %1").arg(reason); },
        [file](int rows) { return tr("Exported %n clusters to %1", nullptr, rows).arg(file); });
}

void ExportActions::exportPairs()
{
    const QString file = FileDialog::getSaveFileName(m_window, tr("Export Pairs"), QDir::homePath(),
                                                     tr("CSV files (*.csv);;All files (*)"));
    if (file.isEmpty())
        return;
    usecase::PairExport options;
    options.minResemblance = m_browser->choice().threshold;
    for (const auto &r : m_browser->selectedMembers())
        options.among.push_back(r.selected.docId);
    writeFile(
        QStringLiteral("exportPairs"), file,
        [options](IndexStore &store, QTextStream &out) {
            return usecase::exportPairs(store, out, usecase::ExportFormat::Csv, options);
        },
        [](const QString &reason) { return tr("Cannot export the pairs: %1").arg(reason); },
        [file](int rows) { return tr("Exported %n pairs to %1", nullptr, rows).arg(file); });
}

void ExportActions::writeFile(const QString &key, const QString &file,
                              std::function<Result<qint64>(IndexStore &store, QTextStream &out)> write,
                              std::function<QString(const QString &reason)> failed,
                              std::function<QString(int rows)> done)
{
    m_reader->run<qint64>(
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
