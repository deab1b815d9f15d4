#pragma once

#include "base/Status.h"
#include "extract/TextExtractor.h"
#include "scan/DocumentAnalyzer.h"
#include "scan/FreshSketches.h"
#include "scan/Resketch.h"
#include "scan/ShingleSpill.h"
#include "sketch/Sketch.h"
#include "source/FolderSource.h"
#include "store/IndexStore.h"

#include <QString>
#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace lookalike {

struct ScanParams
{
    QString indexPath; // the SQLite index (created if missing)
    SourceParams source;
    SketchParams sketch;
    // Whether `sketch` was chosen, and whether to re-sketch an index made with others
    // (scan/Resketch.h); not chosen, an index keeps its own.
    SketchChoice sketchChoice;
    ExtractParams extract;
    int threads = 0;              // analysis threads; 0 = one per core
    int progressIntervalMs = 100; // how often progress is reported (0: after every document)
    // Test seam (DocumentAnalyzer::setReadHook): runs on an analysis thread once a file is
    // open, before it is read. Unset in production.
    std::function<void(const QString &path)> readHook;
    // Where the exact shingle sets of the documents analysed go, for the matching that follows
    // (ScanFolders makes one); none: not kept.
    std::shared_ptr<ShingleSpill> shingles;
    // Where the sketches stored go as the matcher's table (FreshSketches); none: not kept.
    std::shared_ptr<FreshSketches> sketches;
    // Whether each document's bag of words is counted and stored (related documents). Off, a
    // changed document loses its old bag, and related documents count the missing ones when
    // first asked for (scan/WordBagFill.h).
    bool wordBags = true;
};

// A snapshot of a running scan, delivered about every 100 ms.
struct ScanProgress
{
    qint64 filesFound = 0; // grows while the walk runs (walkDone says when it is final)
    qint64 bytesFound = 0;
    bool walkDone = false;
    qint64 filesDone = 0;
    qint64 bytesDone = 0;
    qint64 filesIndexed = 0;
    qint64 filesUnchanged = 0;
    qint64 problems = 0; // files and folders that could not be used so far
    QString currentFile;
    // Text recognition (OCR): the pages recognized so far, and the file whose text is being
    // recognized now (empty: none) with the page it is on.
    qint64 pagesRecognized = 0;
    QString recognizing;
    int recognizingPage = 0;
    int recognizingPages = 0;
    double elapsedSeconds = 0;
    ResketchProgress resketch; // total > 0: every document is being sketched again (before the walk)
};

struct ScanSummary
{
    Status status; // not ok: the scan could not run or finish (index error); see state
    QString state; // done | cancelled | failed
    qint64 scanId = 0;
    ScanCounts counts;
    qint64 problems = 0;
    std::map<QString, qint64> problemsByReason; // Status code name -> count
    std::vector<SourceProblem> problemExamples; // the first few, for the summary
    double elapsedSeconds = 0;
    StageTimes stageTimes; // summed over threads
    // Refused: the index was sketched with other parameters (status says so in words).
    std::optional<SketchConflict> sketchConflict;
    ResketchSummary resketched; // what a re-sketch asked for did (documents 0: none ran)
};

// One scan of folders into the index: walk -> (read, extract, canonicalize, sketch) on
// worker threads -> one writer.
//
// run() blocks; the calling thread is the writer (it owns the index connection) and receives
// the progress callbacks. Memory is bounded by the queues, not by the folder size, and the
// documents analyzed at once hold at most 64 MiB of file bytes between them (a larger file is
// analyzed alone), whatever the number of threads. cancel()
// may be called from any thread; what was stored stays stored, and the next scan resumes by
// skipping it. Unchanged files (same size and mtime, or same bytes) are not analyzed again;
// files that are gone are removed from the index when a scan completes.
class ScanJob
{
public:
    explicit ScanJob(ScanParams params);

    ScanSummary run(const std::function<void(const ScanProgress &)> &onProgress = {});
    void cancel() { m_cancel.store(true); }
    bool isCancelled() const { return m_cancel.load(); }

private:
    ScanParams m_params;
    std::atomic_bool m_cancel{false};
};

} // namespace lookalike
