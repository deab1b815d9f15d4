#pragma once

#include "Documents.h"
#include "base/Status.h"
#include "sketch/Sketch.h"

#include <QString>
#include <optional>
#include <vector>

namespace lookalike {

class Database;

// A sweep: one crawl, imported from one or more archives (id 0 holds the folder scans).
struct Sweep
{
    int id = 0;
    QString label;
    qint64 dateMs = 0;    // the sweep's date
    qint64 documents = 0; // captures in it
};

// An archive file imported into a sweep (table archives).
struct ArchiveInfo
{
    qint64 id = 0;
    QString path; // absolute, on the machine that imported it
    qint64 size = 0;
    qint64 mtimeMs = 0;
    int sweep = 0;
    QString state; // running | done | cancelled | failed
    qint64 records = 0;
    qint64 documents = 0;
    qint64 problems = 0;
};

// What the crawl questions need of each capture (one URL in one sweep).
struct Capture
{
    qint64 docId = 0;
    QString url;
    QString host;
    int sweep = 0;
    qint64 captureMs = 0;
    int httpStatus = 0;
    bool indexed = false; // has a sketch (readable text)
    Fingerprint128 rawFingerprint;
    Fingerprint128 shingleFingerprint;
    QString redirect;
    // A good capture: the page was there (2xx, or no HTTP status) and its text was read.
    bool good() const { return indexed && (httpStatus == 0 || (httpStatus >= 200 && httpStatus < 300)); }
};

// Where a capture's record lies (archive path and offset).
struct RecordLocation
{
    QString archivePath;
    qint64 offset = 0;
    QString mediaType;
};

// The web-archive side of the index (tables sweeps, archives, and the capture columns of
// documents): see core/scan/ImportJob.h and core/crawl.
class CrawlTables
{
public:
    explicit CrawlTables(Database &db)
        : m_db(db)
    {}

    // The sweep labelled `label`, created with `dateMs` if missing. Returns its id.
    Result<int> sweepFor(const QString &label, qint64 dateMs);
    // Sets the date of a sweep (the earliest capture of its first import unless `overwrite`).
    Status setSweepDate(int sweep, qint64 dateMs, bool overwrite);
    // Every sweep but the folders' (id 0), by date then id.
    Result<std::vector<Sweep>> sweeps();

    // An archive file already imported completely into `sweep` (same size and mtime)?
    Result<bool> archiveDone(const QString &path, qint64 size, qint64 mtimeMs, int sweep);
    Result<qint64> beginArchive(const QString &path, qint64 size, qint64 mtimeMs, int sweep);
    Status finishArchive(qint64 archiveId, const QString &state, qint64 records, qint64 documents,
                         qint64 problems);
    // Every archive imported, by id.
    Result<std::vector<ArchiveInfo>> archives();
    // Where a capture's record lies; NotFound for files.
    Result<RecordLocation> recordLocation(qint64 docId);

    // A sketched capture with these bytes (identical payloads are not analysed twice).
    Result<std::optional<qint64>> findByRawFingerprint(const Fingerprint128 &raw);
    // The sketched capture that holds these bytes now: `hint` if it still does (a later capture
    // of its URL in its sweep replaces a row's bytes), else any other, else nullopt.
    Result<std::optional<qint64>> holderOfBytes(qint64 hint, const Fingerprint128 &raw);
    // A sketched capture with this WARC-Payload-Digest, or of `url` captured nearest `nearMs`
    // (with `digest` when given, or with no digest: not a later capture with other bytes).
    Result<std::optional<qint64>> findByPayloadDigest(const QString &digest);
    Result<std::optional<qint64>> findCapture(const QString &url, qint64 nearMs, const QString &digest = {});
    // Stores `record` with the text of document `fromDocId` (fingerprints, sketch and bag of words
    // copied; the anchor windows of its links depend on its own URL: ImportJob's):
    // revisit records and payloads already seen. With `bytesOfSource` (a revisit, whose record
    // holds no payload) the copy reads its bytes from the source's archive record. `fromDocId`
    // may be the row the copy replaces (a later capture of the same URL with the same bytes).
    // Returns 0 if a later capture is kept.
    Result<qint64> putCopy(DocumentRecord record, qint64 fromDocId, qint64 scanId,
                           bool bytesOfSource = false);
    // Every capture (of one sweep, or all with -1), ordered by sweep then URL.
    Result<std::vector<Capture>> captures(int sweep = -1);

private:
    Database &m_db;
};

} // namespace lookalike
