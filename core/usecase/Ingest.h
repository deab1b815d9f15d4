#pragma once

#include "MatchAndCluster.h"
#include "scan/ImportJob.h"
#include "scan/ScanJob.h"

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace lookalike::usecase {

// What follows a scan or an import that finished.
struct AfterIngest
{
    bool match = true;                   // false: only index (the CLI's --no-match)
    std::optional<MatchParams> matching; // asked thresholds (the CLI's --match-*); nullopt: the index's
    std::optional<ClusterChoice> choice; // the window's policy and threshold; nullopt: the index's
    // Related documents after the clustering (the CLI's scan --related); else they are left
    // stale until asked for (ensureRelated).
    bool related = false;
    // Called on the running thread as soon as matching and clustering end (before related
    // documents): the CLI writes their lines then.
    std::function<void(const ClusterOutcome &)> onClustered;
};

struct ScanOutcome
{
    ScanSummary scan;
    std::optional<ClusterOutcome> clustering; // when matching ran
};

struct ImportOutcome
{
    ImportSummary import;
    std::optional<ClusterOutcome> clustering;
};

// Scans folders into the index, then matches and clusters (matchAndCluster). Runs on the
// calling thread; cancel() from any thread stops either phase (what was stored is kept, the
// next scan resumes).
class ScanFolders
{
public:
    ScanFolders(ScanParams params, AfterIngest after);
    // `onScanned`: called as soon as the scan itself ends, before the matching.
    ScanOutcome run(const std::function<void(const ScanProgress &)> &onScan = {},
                    const MatchProgressFn &onMatch = {},
                    const std::function<void(const ScanSummary &)> &onScanned = {});
    void cancel();

private:
    ScanParams m_params;
    AfterIngest m_after;
    std::shared_ptr<ShingleSpill> m_spill;     // the scan's exact shingle sets, for the matching after it
    std::shared_ptr<FreshSketches> m_sketches; // and the sketches it stored
    ScanJob m_job;
    std::atomic_bool m_cancel{false};
};

// Imports web archives into one sweep, then matches and clusters. The sketch parameters
// follow the index when it has some (others would drop its sketches). Like ScanFolders.
class ImportArchives
{
public:
    ImportArchives(ImportParams params, AfterIngest after);
    ImportOutcome run(const std::function<void(const ImportProgress &)> &onImport = {},
                      const MatchProgressFn &onMatch = {},
                      const std::function<void(const ImportSummary &)> &onImported = {});
    void cancel();

private:
    ImportParams m_params;
    AfterIngest m_after;
    std::unique_ptr<ImportJob> m_job;
    std::atomic_bool m_cancel{false};
};

// What an import stored, in words both front ends show: "27872 records; 27000 captures stored
// (26000 analysed, 800 taken from identical or revisited captures, 200 HTTP errors and
// redirects); 872 not text".
QString importRecordsText(const ImportSummary &summary);

} // namespace lookalike::usecase
