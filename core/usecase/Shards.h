#pragma once

#include "Ingest.h"
#include "MatchAndCluster.h"
#include "base/Status.h"
#include "scan/Matching.h"
#include "store/ShardFile.h"

#include <QString>
#include <QStringList>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>

// Shards: a collection sketched in parts on several machines (`lookalike-cli shard`), matched
// by the distributed job (app/dask) or here, and brought back into one index (`lookalike-cli
// merge`) that the window opens like the index of a local scan. Format: core/store/ShardFormat.md.
namespace lookalike::usecase {

// What a shard sketches: folders and files, or web archives imported as one sweep.
struct ShardInputs
{
    QStringList paths;      // folders and files; with `archives`, WARC/ARC files
    bool archives = false;  // the paths are web archives
    QString sweepLabel;     // archives: the sweep (empty: named after the first capture's date)
    qint64 sweepDateMs = 0; // archives: the sweep's date (0: its earliest capture)
};

struct MakeShardParams
{
    QString shardPath;     // the shard file written
    QString workIndexPath; // where the inputs are sketched; empty: shardPath + ".db"
    ShardInputs inputs;
    int threads = 0; // analysis threads; 0: one per core
};

struct ShardOutcome
{
    Status status;                       // not ok: no shard written (Cancelled: a later run resumes)
    QString workIndexPath;               // the work index used
    std::optional<ScanSummary> scan;     // folders and files
    std::optional<ImportSummary> import; // archives
    ShardWritten shard;                  // what was written, when status is ok
    double seconds = 0;                  // sketching and writing
};

// The paths a list file names, one a line (blank lines skipped, a final CR dropped); NotFound
// or Unreadable if it cannot be read.
Result<QStringList> readPathList(const QString &listFile);

// Makes one shard: sketches the inputs into a work index without matching (ScanFolders or
// ImportArchives, at the work index's sketch parameters, else the defaults), then writes every
// document of the work index to the shard file (writeShard). What the work index stored stays
// there, so a run that was interrupted resumes; a work index made for other inputs, or any
// other index that holds documents, is refused (InvalidArgument). Runs on the calling thread,
// the callbacks too; cancel() may be called from any thread and from a signal handler.
class MakeShard
{
public:
    explicit MakeShard(MakeShardParams params);
    ~MakeShard();
    ShardOutcome run(const std::function<void(const ScanProgress &)> &onScan = {},
                     const std::function<void(const ImportProgress &)> &onImport = {},
                     const std::function<void(qint64 done, qint64 total)> &onWrite = {});
    void cancel();

private:
    Status checkWorkIndex();

    MakeShardParams m_params;
    std::unique_ptr<ScanFolders> m_scan;      // folders and files
    std::unique_ptr<ImportArchives> m_import; // archives
    std::atomic_bool m_cancel{false};
};

struct MergeParams
{
    QString indexPath;      // the new index: created; one that holds documents is refused
    QString jobDir;         // the distributed job's output folder (manifest.json, *.npy); empty: none
    QStringList shardPaths; // without a job: the shards, in order, matched and clustered here; with one:
                            // copies of the shards it read (URLs), in its manifest's order (none: its paths)
    // How the pairs whose estimates are too close to a threshold are decided. Exactly: from the
    // documents where they are reachable, as a scan does (with a job: its uncertain pairs, the
    // closest within the budget, then clustered here again); ByEstimate: as the distributed job
    // decides them, without reading the documents again (with a job: its answer as it is).
    Settle settle = Settle::Exactly;
};

// Where a merge is (about every 100 ms).
struct MergeProgress
{
    int shard = 0; // 0-based, of `shards`
    int shards = 0;
    qint64 documentsDone = 0; // of all shards
    qint64 documentsTotal = 0;
};

struct MergeOutcome
{
    Status status; // not ok: see the message (Cancelled: interrupted; no index was made)
    int shards = 0;
    qint64 documents = 0; // stored
    // Documents that took the place of an earlier shard's with the same locator (and sweep), or
    // gave way to a later capture of the same URL in the same sweep: one document stands for both.
    qint64 replaced = 0;
    qint64 shardBytes = 0;
    qint64 pairs = 0;                         // stored, equivalence groups written out
    qint64 clusters = 0;                      // stored
    qint64 clustered = 0;                     // documents in them
    qint64 relatedPairs = 0;                  // with a job that found related documents: stored
    qint64 topics = 0;                        // and its topics
    std::optional<ClusterOutcome> clustering; // without a job: what matching and clustering did
    double seconds = 0;
};

// Brings shards into a new index: their sweeps, archives and documents (with their sketches and
// errors) in shard order, document i of shard s becoming global number g = (documents of the
// shards before s) + i. Then, with a job folder, stores the job's pairs, equivalence groups and
// clusters (g mapped to the documents' ids) as a matching and clustering here would have, and its
// related pairs and topics when it found them (its manifest's "related"); without
// one, matches and clusters here (matchAndCluster at the defaults, settled as asked). Refuses
// (InvalidArgument) shards made with other sketch parameters than the first, a manifest that
// does not describe its shards, and .npy files that are not exactly what the job writes.
// Runs on the calling thread, the callbacks too; cancel() from any thread or a signal handler.
class MergeShards
{
public:
    explicit MergeShards(MergeParams params);
    // The new index is written beside the one asked for (NEW.merging) and takes its name only when
    // it is complete: a merge that fails, is cancelled or killed leaves no NEW (or the empty one
    // there was), and running it again starts over.
    MergeOutcome run(const std::function<void(const MergeProgress &)> &onMerge = {},
                     const MatchProgressFn &onMatch = {});
    void cancel() { m_cancel.store(true); }

private:
    MergeOutcome merge(const std::function<void(const MergeProgress &)> &onMerge,
                       const MatchProgressFn &onMatch);

    MergeParams m_params;
    QString m_target; // the index asked for (m_params.indexPath is the one written meanwhile)
    std::atomic_bool m_cancel{false};
};

} // namespace lookalike::usecase
