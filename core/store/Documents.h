#pragma once

#include "base/Status.h"
#include "extract/MailHeaders.h"
#include "sketch/Sketch.h"

#include <QString>
#include <QStringList>
#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace lookalike {

class Database;

// What a document is: a file of a scanned folder, or a capture of a web archive (a URL in a
// sweep). Stored in documents.kind; the one answer to "is this a web page".
enum class DocumentKind
{
    File = 0,
    Capture = 1,
    Part = 2, // a document inside a file: a mailbox's message, a message's attachment
};

// documents.kind's value as a DocumentKind (File for one it does not know).
inline DocumentKind documentKindOf(qint64 stored)
{
    return stored == 1 ? DocumentKind::Capture : stored == 2 ? DocumentKind::Part : DocumentKind::File;
}

// A part's locator: the file's path, '#', its place ("3", "3/2", "/1"); the file's path of one.
inline QString partLocator(const QString &file, const QString &place)
{
    return file + QLatin1Char('#') + place;
}
QString fileOfPart(const QString &locator);

// What the index remembers of a document between scans (to skip unchanged files).
struct StoredDocument
{
    qint64 id = 0;
    qint64 size = 0;
    qint64 mtimeMs = 0;
    Fingerprint128 rawFingerprint;
    bool failed = false; // the document could not be read last time; why:
    Status error;
    // false for a document whose sketch was dropped (other parameters); find() also says false
    // for one without a bag of words (an import counts them as it reads: a capture analyzed
    // before related documents came), forEachFileUnder does not (a folder scan counts them
    // when related documents are asked for: scan/WordBagFill.h)
    bool hasSketch = false;
    // Whether the stored state lets a scan skip a file of the same size and mtime: a sketch is
    // there, or the failure came from the content (not from permissions or a vanished file).
    bool upToDate() const;
};

// A document as the scan or the import hands it to the store.
struct DocumentRecord
{
    DocumentKind kind = DocumentKind::File;
    QString locator; // absolute path, or URL
    int sweep = 0;
    qint64 size = 0;
    qint64 mtimeMs = 0;
    QString format;
    QString encoding;
    Fingerprint128 rawFingerprint;
    Status error;      // not ok: the document could not be read; no sketch
    qint64 parent = 0; // a part: its file's document

    // Captures only:
    QString host;         // lower-case host[:port]
    qint64 captureMs = 0; // when the crawler fetched it
    int httpStatus = 0;   // 0: not an HTTP response
    QString mediaType;
    QString redirect;     // Location of a 3xx
    qint64 archiveId = 0; // where to read the record back
    qint64 recordOffset = 0;
    QString payloadDigest;
};

struct ScanCounts
{
    qint64 filesSeen = 0;
    qint64 filesIndexed = 0;   // read and sketched in this scan
    qint64 filesUnchanged = 0; // skipped: same size and mtime, or same bytes
    qint64 filesFailed = 0;    // read but not usable (binary, corrupt...), or not readable
    qint64 filesRemoved = 0;   // in the index but gone from disk
    qint64 bytesRead = 0;
    qint64 partsIndexed = 0; // documents inside the files indexed: mail messages, attachments (not stored)
};

// What views show of a document.
struct DocumentInfo
{
    qint64 id = 0;
    DocumentKind kind = DocumentKind::File;
    QString locator;
    qint64 size = 0;
    qint64 mtimeMs = 0; // a capture: when it was captured
    QString host;       // empty for files
    int sweep = 0;      // 0 for files
    bool isCapture() const { return kind == DocumentKind::Capture; }
    bool isPart() const { return kind == DocumentKind::Part; }
    // A file of its own on disk (not a web capture, not a document inside a file).
    bool isFile() const { return kind == DocumentKind::File; }
};

// A document as the index holds it, with its sketch: what a shard file copies (ShardFile.h).
struct StoredRecord
{
    qint64 id = 0;
    DocumentRecord record; // archiveId: the id in the archives table (0: none); sweep: the sweeps id
    bool hasSketch = false;
    DocumentSketch sketch; // when hasSketch: decoded, with its counts and fingerprints
};

// A problem met by a scan: (locator, code, message).
struct ScanProblem
{
    QString locator;
    QString code;
    QString message;
};

// A document that could not be used (a file or a web page), whichever scan met it.
struct FailedDocument
{
    qint64 id = 0;
    QString locator;
    QString code;    // Status::codeName(): not-text, unreadable, corrupt, ...
    QString message; // the reason, for the user
    qint64 size = 0;
    qint64 mtimeMs = 0;
};

// A set of documents as a bitset over their ids (rowids are dense): 125 KB for 10^6.
class DocumentSet
{
public:
    void insert(qint64 id);
    bool contains(qint64 id) const
    {
        const auto i = std::uint64_t(id);
        return id >= 0 && (i >> 6) < m_bits.size() && (m_bits[i >> 6] >> (i & 63) & 1);
    }
    qint64 size() const { return m_size; }
    // Keeps only the documents also in `other`.
    void intersect(const DocumentSet &other);

private:
    std::vector<std::uint64_t> m_bits;
    qint64 m_size = 0;
};

// The documents and the scans that met them (tables documents, scans, errors). A document's
// sketch is written with it (Sketches); removing documents also drops what matching and
// clustering stored of them (Pairs, Clusters), in the same transaction.
class Documents
{
public:
    explicit Documents(Database &db)
        : m_db(db)
    {}

    Result<qint64> beginScan(const QStringList &roots, const QString &params);
    Status finishScan(qint64 scanId, const ScanCounts &counts, const QString &state);
    // Marks scans left "running" by a crash as "interrupted".
    Status closeInterruptedScans();
    // The newest scan or import; 0 when there was none.
    Result<qint64> lastScanId();

    Result<std::optional<StoredDocument>> find(const QString &locator, int sweep = 0);

    // The text recognized (OCR) in document `id`'s content `raw` (schema 21): kept by the scan
    // that recognized it, dropped with the document or when its content is read again.
    struct RecognizedText
    {
        Fingerprint128 raw;
        QString format;
        std::string utf8;
    };
    Status putRecognizedText(qint64 id, const RecognizedText &text);
    Status dropRecognizedText(qint64 id);
    Result<std::optional<RecognizedText>> recognizedText(qint64 id);
    // The documents that have one (few: scans, parts), ascending.
    Result<std::vector<qint64>> recognizedIds();

    // The documents inside these files (parts, schema 22), ascending; none when the index holds
    // no part (one look-up).
    Result<std::vector<qint64>> partsOf(const std::vector<qint64> &files);
    // A mail message's headers (schema 22), kept with document `id`; null headers drop them.
    Status putMail(qint64 id, const MailHeaders &mail);
    // Every message's, by document id (what threading reads, usecase/MailThreads.h).
    Status forEachMail(const std::function<void(qint64 id, const MailHeaders &mail)> &onMessage);
    // Whether the index holds any mail message.
    Result<bool> hasMail();
    // Every file under `roots` (a root may be a file), once each, with what find() says of it
    // (but hasSketch: a sketch, with or without a bag of words):
    // one pass over each root's range of the locator index (a rescan looks up each file it
    // walks in memory instead of in the index).
    // How many files forEachFileUnder gives at most (a file under two roots counts twice), from
    // the locator index alone: what to reserve for them.
    Result<qint64> countFilesUnder(const QStringList &roots);
    // `onFile` is given the index in `roots` of the first root the file is under. `expected`:
    // countFilesUnder's answer, when the caller has it. Whether a file has a sketch is looked
    // up one file at a time, or, where the roots hold at least a quarter of the index's
    // documents (by `expected`), read in one pass over the sketches' ids (a rescan of the
    // folders an index was made of: half the time of the per-file look-ups).
    Status forEachFileUnder(
        const QStringList &roots,
        const std::function<void(const QString &locator, const StoredDocument &doc, int root)> &onFile,
        qint64 expected = -1);
    // The indexed document at `locator` (of a URL: its capture of the latest sweep).
    Result<std::optional<qint64>> indexedAt(const QString &locator);
    // The locators of the indexed crawl captures (URLs), by document id.
    Result<std::vector<std::pair<qint64, QString>>> captureUrls();
    // Inserts or replaces the document and its sketch (none if record.error is set), seen by
    // scanId. For a URL captured twice in one sweep the later capture wins: returns 0 (nothing
    // stored) when the stored capture is later than record.captureMs.
    // `isNew`: the caller knows no document of that locator (a file a scan met for the first
    // time): a plain insert, cheaper than the upsert, which it falls back to if one is there.
    Result<qint64> put(const DocumentRecord &record, const DocumentSketch *sketch, qint64 scanId,
                       bool isNew = false);
    // The document is unchanged: mark it seen by scanId (and store a new mtime if it was touched).
    Status touch(qint64 id, qint64 scanId, qint64 mtimeMs);
    Status recordProblem(qint64 scanId, const QString &locator, const Status &problem);
    // Removes documents (their files went to the trash, or are gone). Joins the caller's
    // transaction if one is open, else runs in one of its own.
    Status remove(const std::vector<qint64> &ids);

    // One document; NotFound if it left the index.
    Result<DocumentInfo> info(qint64 id);
    // The documents named (those still in the index), by id.
    Result<std::unordered_map<qint64, DocumentInfo>> infos(const std::vector<qint64> &ids);
    // The documents whose locator contains `text` (ASCII letters in any case), for filters.
    Result<DocumentSet> matching(const QString &text);
    // The documents whose locator lies in one of `folders` (a range scan of the locator index
    // each).
    Result<DocumentSet> under(const QStringList &folders);
    // Every file (not the captures of archives): id and path, by path.
    Result<std::vector<std::pair<qint64, QString>>> files();
    // How many documents the index holds (files and captures, usable or not).
    Result<qint64> count();
    // Calls onDocument for every document in ascending id, one at a time (memory does not grow
    // with the index); stops at the first Status it returns that is not ok and returns it. A
    // damaged sketch fails with Corrupt.
    Status forEachStored(const std::function<Status(const StoredRecord &)> &onDocument);

    // The problems of a scan: documents that failed in it, then its errors; at most `limit`.
    Result<std::vector<ScanProblem>> problems(qint64 scanId, int limit = 1000);
    // Only the problems of scan `scanId` that did not become documents (the errors table:
    // unreadable folders, ...), in the order met; at most `limit`.
    Result<std::vector<ScanProblem>> scanErrors(qint64 scanId, int limit = 100000);
    // The documents that could not be used, by locator; at most `limit`.
    Result<std::vector<FailedDocument>> failed(int limit = 100000);

private:
    // Counts a change of the documents (Settings::documentsGeneration), once a transaction.
    Status countChange();

    Database &m_db;
};

} // namespace lookalike
