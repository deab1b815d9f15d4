#include "Ingest.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace lookalike::usecase {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(lookalike::usecase::Ingest)
};

std::optional<ClusterOutcome> matchAfter(const QString &indexPath, const AfterIngest &after, bool finished,
                                         const std::atomic_bool *cancel, const MatchProgressFn &onMatch)
{
    if (!after.match || !finished || cancel->load())
        return std::nullopt;
    auto store = IndexStore::open(indexPath);
    if (!store) {
        ClusterOutcome failed;
        failed.status = store.status();
        return failed;
    }
    return matchAndCluster(**store, after.matching, after.choice, cancel, onMatch);
}

} // namespace

ScanFolders::ScanFolders(ScanParams params, AfterIngest after)
    : m_params(params)
    , m_after(std::move(after))
    , m_job(std::move(params))
{}

ScanOutcome ScanFolders::run(const std::function<void(const ScanProgress &)> &onScan,
                             const MatchProgressFn &onMatch)
{
    ScanOutcome outcome;
    outcome.scan = m_job.run(onScan);
    outcome.clustering = matchAfter(m_params.indexPath, m_after, outcome.scan.state == QLatin1String("done"),
                                    &m_cancel, onMatch);
    return outcome;
}

void ScanFolders::cancel()
{
    m_cancel.store(true);
    m_job.cancel();
}

ImportArchives::ImportArchives(ImportParams params, AfterIngest after)
    : m_params(std::move(params))
    , m_after(std::move(after))
{
    if (QFileInfo::exists(m_params.indexPath))
        if (auto store = IndexStore::open(m_params.indexPath); store) // migrated if old
            if (auto stored = (*store)->settings().sketchParams(); stored && *stored)
                m_params.sketch = **stored;
    m_job = std::make_unique<ImportJob>(m_params);
}

ImportOutcome ImportArchives::run(const std::function<void(const ImportProgress &)> &onImport,
                                  const MatchProgressFn &onMatch)
{
    ImportOutcome outcome;
    outcome.import = m_job->run(onImport);
    outcome.clustering = matchAfter(m_params.indexPath, m_after,
                                    outcome.import.state == QLatin1String("done"), &m_cancel, onMatch);
    return outcome;
}

void ImportArchives::cancel()
{
    m_cancel.store(true);
    m_job->cancel();
}

QString importRecordsText(const ImportSummary &s)
{
    return Text::tr(
               "%1 records; %2 captures stored (%3 analysed, %4 taken from identical or revisited captures, "
               "%5 HTTP errors and redirects); %6 not text")
        .arg(s.records)
        .arg(s.documents)
        .arg(s.analyzed)
        .arg(s.copied)
        .arg(s.httpErrors)
        .arg(s.notText);
}

} // namespace lookalike::usecase
