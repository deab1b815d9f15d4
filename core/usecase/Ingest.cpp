#include "Ingest.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace lookalike::usecase {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(lookalike::usecase::Ingest)
};

std::optional<ClusterOutcome> matchAfter(const QString &indexPath, const AfterIngest &after, bool finished,
                                         const std::atomic_bool *cancel, const MatchProgressFn &onMatch,
                                         const ShingleSpill *spill = nullptr, FreshSketches *fresh = nullptr)
{
    if (!after.match || !finished || cancel->load())
        return std::nullopt;
    auto store = IndexStore::open(indexPath);
    if (!store) {
        ClusterOutcome failed;
        failed.status = store.status();
        return failed;
    }
    // The pairs near the clustering's threshold are settled exactly too (from the shingle sets
    // the scan or import kept, else from the files and records): no member is listed at the
    // threshold or above by an estimate while its exact figure is below.
    ClusterOutcome outcome = matchAndCluster(**store, after.matching, after.choice, cancel, onMatch,
                                             Settle::Exactly, spill, fresh);
    if (after.onClustered)
        after.onClustered(outcome);
    if (after.related && outcome.status.isOk() && !cancel->load())
        outcome.related = ensureRelated(**store, cancel, onMatch);
    return outcome;
}

// What the scan keeps for what follows it: the exact shingle sets and the sketches for the
// matching; the bags
// of words only when related documents follow at once, or when nothing does (an index-only scan:
// a shard carries them to the distributed job). Otherwise related documents count them when
// first asked for (countMissingWordBags), and the read phase does not pay for them.
ScanParams keepingShingles(ScanParams params, const std::shared_ptr<ShingleSpill> &spill,
                           const std::shared_ptr<FreshSketches> &sketches, const AfterIngest &after)
{
    params.shingles = spill;
    params.sketches = sketches;
    if (after.match && !after.related)
        params.wordBags = false;
    return params;
}

// A connection to the index held from the start of a scan or import to its end. SQLite
// checkpoints the WAL into the index file (copying the pages back and syncing both files)
// whenever the last connection to it closes: without this one, the job's connection, the
// matching's and the folder list's would each be the last when they close, each checkpoint two
// syncs (a scan of 5 776 files: 20 fdatasync calls in all, 8 with this and the CLI's own; no
// faster on a disk where a sync is cheap). With it they leave the WAL as it is; the
// last checkpoint happens once, when the last connection closes after the run (the others run
// beside the writer, WalCheckpointer.h: an idle connection holds no read transaction, so it
// does not stop them). Null when the index cannot be opened (the job says why).
std::unique_ptr<IndexStore> holdIndex(const QString &indexPath)
{
    auto store = IndexStore::open(indexPath);
    return store ? std::move(store).value() : nullptr;
}

} // namespace

ScanFolders::ScanFolders(ScanParams params, AfterIngest after)
    : m_params(params)
    , m_after(std::move(after))
    , m_spill(m_after.match ? std::make_shared<ShingleSpill>() : nullptr)
    , m_sketches(m_after.match ? std::make_shared<FreshSketches>() : nullptr)
    , m_job(keepingShingles(std::move(params), m_spill, m_sketches, m_after))
{}

ScanOutcome ScanFolders::run(const std::function<void(const ScanProgress &)> &onScan,
                             const MatchProgressFn &onMatch,
                             const std::function<void(const ScanSummary &)> &onScanned)
{
    ScanOutcome outcome;
    // The folders scanned belong to the index: the window lists them when it opens it. (The
    // scan itself reports an index it cannot open.)
    QStringList folders;
    for (const QString &root : m_params.source.roots)
        if (QFileInfo(root).isDir())
            folders << QDir::cleanPath(QFileInfo(root).absoluteFilePath());
    // Not recorded (the index cannot be written): the scan that follows says why.
    const std::unique_ptr<IndexStore> held = holdIndex(m_params.indexPath);
    if (held && !folders.isEmpty())
        static_cast<void>(held->folders().add(folders));
    outcome.scan = m_job.run(onScan);
    if (onScanned)
        onScanned(outcome.scan);
    outcome.clustering = matchAfter(m_params.indexPath, m_after, outcome.scan.state == QLatin1String("done"),
                                    &m_cancel, onMatch, m_spill.get(), m_sketches.get());
    m_spill.reset(); // its file goes
    m_sketches.reset();
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
    // The exact shingle sets kept for the matching that follows, as a folder scan keeps them.
    if (m_after.match)
        m_params.shingles = std::make_shared<ShingleSpill>();
    m_job = std::make_unique<ImportJob>(m_params);
}

ImportOutcome ImportArchives::run(const std::function<void(const ImportProgress &)> &onImport,
                                  const MatchProgressFn &onMatch,
                                  const std::function<void(const ImportSummary &)> &onImported)
{
    ImportOutcome outcome;
    const std::unique_ptr<IndexStore> held = holdIndex(m_params.indexPath);
    outcome.import = m_job->run(onImport);
    if (onImported)
        onImported(outcome.import);
    outcome.clustering =
        matchAfter(m_params.indexPath, m_after, outcome.import.state == QLatin1String("done"), &m_cancel,
                   onMatch, m_params.shingles.get());
    m_params.shingles.reset(); // its file goes
    return outcome;
}

void ImportArchives::cancel()
{
    m_cancel.store(true);
    m_job->cancel();
}

QString importRecordsText(const ImportSummary &s)
{
    return Text::tr("%1; %2 (%3 analysed, %4 taken from identical or revisited captures, %5); %6 not text")
        .arg(Text::tr("%n records", nullptr, int(std::min<qint64>(s.records, INT_MAX))))
        .arg(Text::tr("%n captures stored", nullptr, int(std::min<qint64>(s.documents, INT_MAX))))
        .arg(s.analyzed)
        .arg(s.copied)
        .arg(Text::tr("%n HTTP errors and redirects", nullptr, int(std::min<qint64>(s.httpErrors, INT_MAX))))
        .arg(s.notText);
}

} // namespace lookalike::usecase
