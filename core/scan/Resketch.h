#pragma once

#include "base/Status.h"
#include "extract/TextExtractor.h"
#include "sketch/Sketch.h"
#include "store/IndexStore.h"

#include <QString>
#include <atomic>
#include <functional>
#include <optional>

namespace lookalike {

// Sketches made with other parameters (shingle width, wrap-around, sketch size) cannot be
// compared: an index holds the sketches of one set of parameters. A scan or an import that asks
// for others than the index's refuses unless the caller asks to re-sketch: every document, files
// and web-archive records alike, is read and sketched again, the new sketches kept apart until
// all are made, then put in place of the old ones in one transaction (Sketches::finishResketch).
// A cancelled or killed re-sketch leaves the index as it was; the next one resumes. So does one
// that cannot read a web page again (its archive moved or changed): a file left without a sketch
// is sketched by its folder's next scan, a page would be by nothing.

// How a scan or import takes the index's sketch parameters.
struct SketchChoice
{
    // The caller chose its SketchParams (`lookalike-cli scan --shingle`, the window's scan
    // settings). Not chosen: an index that has parameters keeps them, whatever the caller's.
    bool asked = false;
    // Chosen parameters other than the index's: re-sketch (else the scan or import refuses).
    bool resketch = false;
};

// A scan or import refused: the index's parameters, the ones asked for, and what re-sketching
// would read.
struct SketchConflict
{
    SketchParams stored;
    SketchParams asked;
    qint64 files = 0;    // documents read again from their files
    qint64 captures = 0; // ... and from the records of their web archives
    qint64 bytes = 0;    // their sizes, summed
    double seconds = 0;  // a rough estimate of how long re-sketching takes on this machine
};

// The parameters as a user names them: "5 words per shingle", "7 words per shingle, wrapping
// around", with the rest of the stored text when other fields differ from `other`.
QString sketchParamsText(const SketchParams &params, const SketchParams &other);
// "this index's 3 740 documents were sketched with 5 words per shingle; 7 words per shingle
// were asked for: ... re-sketching reads them again (69.2 MB, about 2 s)".
QString sketchConflictText(const SketchConflict &conflict);

struct ResketchProgress
{
    qint64 done = 0;  // documents sketched again (this run and earlier, cancelled ones)
    qint64 total = 0; // 0: no re-sketch under way
};

struct ResketchSummary
{
    qint64 documents = 0; // sketched again
    qint64 resumed = 0;   // of them, by an earlier run that was cancelled or killed
    qint64 left = 0;      // left without a sketch: changed since they were indexed, or unreadable
    double seconds = 0;
};

// What the caller's parameters become before a scan or import writes: the index's when it has
// some and the caller did not choose (`params` is set to them); the caller's on an index without
// sketches; else, when they differ, a re-sketch if `choice.resketch` (progress on the calling
// thread, cancelled: Status::Cancelled with the index as it was), otherwise InvalidArgument with
// sketchConflictText and `conflict` set. `done`: what the re-sketch did, if one ran.
Status adoptSketchParams(IndexStore &store, SketchParams &params, const SketchChoice &choice,
                         const ExtractParams &extract, int threads, const std::atomic_bool *cancel,
                         const std::function<void(const ResketchProgress &)> &progress,
                         std::optional<SketchConflict> *conflict, ResketchSummary *done);

// The step a scan and an import take first (ScanJob, ImportJob): adoptSketchParams, the
// re-sketch's progress reported as the job's own (`Progress::resketch`, `elapsedSeconds` from
// `elapsed`), the refusal and what a re-sketch did kept in `summary` (`sketchConflict`,
// `resketched`).
template <typename Progress, typename Summary>
Status adoptSketchParamsFor(IndexStore &store, SketchParams &params, const SketchChoice &choice,
                            const ExtractParams &extract, int threads, const std::atomic_bool *cancel,
                            const std::function<void(const Progress &)> &onProgress,
                            const std::function<double()> &elapsed, Summary &summary)
{
    return adoptSketchParams(
        store, params, choice, extract, threads, cancel,
        [&](const ResketchProgress &r) {
            if (!onProgress)
                return;
            Progress p;
            p.resketch = r;
            p.elapsedSeconds = elapsed();
            onProgress(p);
        },
        &summary.sketchConflict, &summary.resketched);
}

// Re-sketches every document with a sketch (see above), on `threads` threads (0: one per core),
// staging a few hundred at a time so that a cancelled or killed run keeps what it made.
Result<ResketchSummary> resketchIndex(IndexStore &store, const SketchParams &params,
                                      const ExtractParams &extract, int threads = 0,
                                      const std::atomic_bool *cancel = nullptr,
                                      const std::function<void(const ResketchProgress &)> &progress = {});

} // namespace lookalike
