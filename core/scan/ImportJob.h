#pragma once

#include "base/Status.h"
#include "extract/TextExtractor.h"
#include "scan/DocumentAnalyzer.h"
#include "scan/Resketch.h"
#include "scan/ShingleSpill.h"
#include "sketch/Sketch.h"
#include "source/ArchiveReader.h"

#include <QString>
#include <QStringList>
#include <atomic>
#include <functional>
#include <map>
#include <optional>
#include <vector>

namespace lookalike {

struct ImportParams
{
    QString indexPath;
    QStringList archives;   // WARC / ARC files, plain or gzip
    QString sweepLabel;     // empty: the date of the first capture ("2014-01-27")
    qint64 sweepDateMs = 0; // 0: the earliest capture imported into the sweep
    SketchParams sketch;
    // Whether `sketch` was chosen (else an index keeps its own), and whether to re-sketch an
    // index made with others (scan/Resketch.h).
    SketchChoice sketchChoice;
    ExtractParams extract;
    ArchiveReaderParams reader;
    int threads = 0; // analysis threads; 0 = one per core
    int progressIntervalMs = 100;
    // Words each side of a link that go with its anchor text into the target's anchor bag
    // (related documents); 0: the anchor text alone; -1: no anchor bags.
    int anchorWindow = 8;
    // Where the analysed captures' exact shingle sets are kept for the matching that follows
    // (ScanParams::shingles): null for none.
    std::shared_ptr<ShingleSpill> shingles;
};

struct ImportProgress
{
    int archivesDone = 0;
    int archivesTotal = 0;
    qint64 bytesDone = 0; // of the archive files (compressed bytes for gzip)
    qint64 bytesTotal = 0;
    qint64 records = 0;
    qint64 documents = 0;
    qint64 problems = 0;
    QString currentArchive;
    double elapsedSeconds = 0;
    ResketchProgress resketch; // total > 0: every document is being sketched again (before reading)
};

struct ImportProblem
{
    QString locator; // "ARCHIVE@OFFSET" for a record, the URL for a payload, the archive itself
    Status status;
};

struct ImportSummary
{
    Status status; // not ok: the import could not run or finish (index error)
    QString state; // done | cancelled | failed
    qint64 scanId = 0;
    int sweep = 0;
    QString sweepLabel;
    int archives = 0;
    int archivesSkipped = 0;       // imported into this sweep before, unchanged
    qint64 bytesRead = 0;          // of the archive files
    qint64 payloadBytes = 0;       // decoded payloads
    qint64 records = 0;            // every record read
    qint64 documents = 0;          // captures stored (indexed, copied or failed): rows, one per URL
    qint64 analyzed = 0;           // payloads extracted and sketched
    qint64 copied = 0;             // revisits and identical payloads: sketch taken from the index
    qint64 httpErrors = 0;         // 3xx/4xx/5xx captures (stored, without text)
    qint64 notText = 0;            // payloads that are not text (images, scripts...), not stored
    qint64 skipped = 0;            // request, metadata, warcinfo... records
    qint64 unresolvedRevisits = 0; // revisits whose original capture is not in the index
    qint64 problems = 0;
    std::map<QString, qint64> problemsByReason;
    std::vector<ImportProblem> problemExamples; // the first few
    double elapsedSeconds = 0;
    // Refused: the index was sketched with other parameters (status says so in words).
    std::optional<SketchConflict> sketchConflict;
    ResketchSummary resketched; // what a re-sketch asked for did (documents 0: none ran)
};

// Imports web archives into one sweep of the index (Broder's sweeps, Fetterly's weekly crawls).
//
// One reader thread streams the archives; analysis threads extract and sketch payloads; the
// calling thread writes. Response and resource records become captures (URL, host, date, HTTP
// status); a payload whose bytes the index already holds (an unchanged page of an earlier sweep,
// or a resumed import) takes its stored sketch instead of being analysed again; revisit records
// take the sketch of the capture they repeat. Error and redirect answers are stored without text
// (lost and found needs them); non-text payloads (images, scripts) are counted, not stored.
// Malformed records are reported (ImportSummary::problems) and skipped. cancel() from any thread;
// a second import of the same files resumes (archives imported completely are skipped).
class ImportJob
{
public:
    explicit ImportJob(ImportParams params);

    ImportSummary run(const std::function<void(const ImportProgress &)> &onProgress = {});
    void cancel() { m_cancel.store(true); }

private:
    ImportParams m_params;
    std::atomic_bool m_cancel{false};
};

// The host of a URL as crawls name it: lower case, with a non-default port ("example.com:8080").
QString hostOfUrl(const QString &url);

// The text of an archive record the index points to (for the pair view and exact figures).
// Fails with NotFound/Corrupt when the archive is gone or the record cannot be read back.
Result<std::string> readRecordPayload(const QString &archivePath, qint64 offset);

} // namespace lookalike
