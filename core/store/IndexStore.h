#pragma once

#include "base/Status.h"
#include "cluster/ClusterPolicy.h"
#include "match/Matcher.h"
#include "sketch/Sketch.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;

namespace lookalike {

// What the index remembers of a document between scans (to skip unchanged files).
struct StoredDocument
{
    qint64 id = 0;
    qint64 size = 0;
    qint64 mtimeMs = 0;
    Fingerprint128 rawFingerprint;
    bool failed = false;      // the document could not be read last time; why:
    Status error;
    bool hasSketch = false;   // false for a document whose sketch was dropped (other parameters)
    // Whether the stored state lets a scan skip a file of the same size and mtime: a sketch is
    // there, or the failure came from the content (not from permissions or a vanished file).
    bool upToDate() const;
};

// A document as the scan hands it to the store.
struct DocumentRecord
{
    QString locator;          // absolute path, or URL
    int sweep = 0;
    qint64 size = 0;
    qint64 mtimeMs = 0;
    QString format;
    QString encoding;
    Fingerprint128 rawFingerprint;
    Status error;             // not ok: the document could not be read; no sketch

    // Crawl records only (the locator is a URL):
    QString host;             // lower-case host[:port]
    qint64 captureMs = 0;     // when the crawler fetched it
    int httpStatus = 0;       // 0: not an HTTP response
    QString mediaType;
    QString redirect;         // Location of a 3xx
    qint64 archiveId = 0;     // where to read the record back
    qint64 recordOffset = 0;
    QString payloadDigest;
};

// A sweep: one crawl, imported from one or more archives (id 0 holds the folder scans).
struct Sweep
{
    int id = 0;
    QString label;
    qint64 dateMs = 0;        // the sweep's date
    qint64 documents = 0;     // captures in it
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
    bool indexed = false;     // has a sketch (readable text)
    Fingerprint128 rawFingerprint;
    Fingerprint128 shingleFingerprint;
    QString redirect;
    // A good capture: the page was there (2xx, or no HTTP status) and its text was read.
    bool good() const { return indexed && (httpStatus == 0 || (httpStatus >= 200 && httpStatus < 300)); }
};

struct ScanCounts
{
    qint64 filesSeen = 0;
    qint64 filesIndexed = 0;   // read and sketched in this scan
    qint64 filesUnchanged = 0; // skipped: same size and mtime, or same bytes
    qint64 filesFailed = 0;    // read but not usable (binary, corrupt...), or not readable
    qint64 filesRemoved = 0;   // in the index but gone from disk
    qint64 bytesRead = 0;
};

struct IndexStats
{
    qint64 documents = 0;
    qint64 indexed = 0;
    qint64 failed = 0;
    qint64 bytes = 0;
    qint64 shingles = 0;
    qint64 identicalGroups = 0;  // groups of >= 2 documents with the same bytes
    qint64 identicalDocs = 0;
    qint64 lexicalGroups = 0;    // ... the same canonical tokens
    qint64 lexicalDocs = 0;
    qint64 shingleGroups = 0;    // ... the same shingle set
    qint64 shingleDocs = 0;
    qint64 pairs = 0;            // stored near-duplicate pairs
    qint64 clusters = 0;         // stored clusters (of clusterPolicy at clusterThreshold)
    qint64 clusteredDocs = 0;
    QString clusterPolicy;
    double clusterThreshold = 0;
    qint64 scans = 0;
    QString lastScanState;
    qint64 lastScanFinishedMs = 0;
    QString sketchParams;
    std::vector<std::pair<QString, qint64>> formats;   // format -> documents
    std::vector<std::pair<QString, qint64>> problems;  // error code -> count (documents + last scan's errors)
};

// The index: one SQLite database (WAL journal, versioned schema, migrations on open).
//
// Each IndexStore owns one connection and belongs to the thread that uses it; open a second
// IndexStore for another thread (WAL lets readers run beside the one writer). Calls return
// Status::Database with SQLite's message on failure. Writes should be grouped with
// begin()/commit(); the scan commits every few hundred documents.
class IndexStore
{
public:
    enum class Mode { ReadWrite, ReadOnly };

    // Opens or creates the index at `path` and migrates it to the current schema. Fails with
    // Database if the file is not an index, or was written by a newer Lookalike.
    static Result<std::unique_ptr<IndexStore>> open(const QString &path, Mode mode = Mode::ReadWrite);
    // Opens without migrating past `version` (tests of the migrations).
    static Result<std::unique_ptr<IndexStore>> openAtVersion(const QString &path, int version);
    // The index used when none is named: <AppDataLocation>/index.sqlite (nothing is created).
    static QString defaultPath();
    ~IndexStore();

    QString path() const { return m_path; }
    int schemaVersion() const;

    Status begin();
    Status commit();
    Status rollback();

    Result<QString> setting(const QString &key, const QString &fallback = {});
    Status setSetting(const QString &key, const QString &value);

    Result<qint64> beginScan(const QStringList &roots, const QString &params);
    Status finishScan(qint64 scanId, const ScanCounts &counts, const QString &state);
    // Marks scans left "running" by a crash as "interrupted".
    Status closeInterruptedScans();

    Result<std::optional<StoredDocument>> findDocument(const QString &locator, int sweep = 0);
    // Inserts or replaces the document and its sketch (none if record.error is set), seen by scanId.
    // For a URL captured twice in one sweep the later capture wins: returns 0 (nothing stored)
    // when the stored capture is later than record.captureMs.
    Result<qint64> putDocument(const DocumentRecord &record, const DocumentSketch *sketch, qint64 scanId);
    // The document is unchanged: mark it seen by scanId (and store a new mtime if it was touched).
    Status touchDocument(qint64 id, qint64 scanId, qint64 mtimeMs);
    Status recordProblem(qint64 scanId, const QString &locator, const Status &problem);
    // Deletes the documents under `roots` that scanId did not see (the files are gone).
    Result<qint64> removeUnseen(qint64 scanId, const QStringList &roots);
    // Marks every document under `folder` seen by scanId (a folder that could not be read
    // this time is not a deleted folder).
    Status touchUnder(qint64 scanId, const QString &folder);
    // Removes documents from the index (their files were moved to the trash, or are gone).
    // Joins the caller's transaction if one is open, else runs in one of its own.
    Status removeDocuments(const std::vector<qint64> &ids);
    // Drops every sketch, pair and cluster (the sketch parameters changed): documents are
    // sketched again by the next scans and take part in matching only then.
    Status dropSketches();

    Result<DocumentSketch> sketchOf(qint64 docId);
    // Records the sketch parameters of the scan or import about to write; if the index holds
    // sketches made with others, drops them all first (see dropSketches).
    Status useSketchParams(const QString &paramsText);

    // --- web archives (see core/scan/ImportJob.h) ---
    // The sweep labelled `label`, created with `dateMs` if missing (a later date only fills an
    // unset one). Returns its id.
    Result<int> sweepFor(const QString &label, qint64 dateMs);
    // Sets the date of a sweep that has none yet (earliest capture of its first import).
    Status setSweepDate(int sweep, qint64 dateMs, bool overwrite);
    // Every sweep but the folders' (id 0), by date then id.
    Result<std::vector<Sweep>> sweeps();
    // An archive file already imported completely into `sweep` (same size and mtime)?
    Result<bool> archiveDone(const QString &path, qint64 size, qint64 mtimeMs, int sweep);
    Result<qint64> beginArchive(const QString &path, qint64 size, qint64 mtimeMs, int sweep);
    Status finishArchive(qint64 archiveId, const QString &state, qint64 records, qint64 documents, qint64 problems);
    Result<QString> archivePath(qint64 archiveId);
    // Where a crawl document's record lies (archive path and offset); NotFound for files.
    struct RecordLocation
    {
        QString archivePath;
        qint64 offset = 0;
        QString mediaType;
    };
    Result<RecordLocation> recordLocation(qint64 docId);
    // A sketched document with these bytes (identical payloads are not analysed twice).
    Result<std::optional<qint64>> findByRawFingerprint(const Fingerprint128 &raw);
    // A sketched capture with this WARC-Payload-Digest, or of `url` captured nearest `nearMs`.
    Result<std::optional<qint64>> findByPayloadDigest(const QString &digest);
    Result<std::optional<qint64>> findCapture(const QString &url, qint64 nearMs);
    // Stores `record` with the text of document `fromDocId` (fingerprints and sketch copied):
    // revisit records and payloads already seen. Returns 0 if a later capture is kept.
    Result<qint64> putCopy(DocumentRecord record, qint64 fromDocId, qint64 scanId);
    // Makes document `id` read its bytes from the record of `fromDocId` (a resolved revisit).
    Status pointToRecordOf(qint64 id, qint64 fromDocId);
    // Every crawl capture (kind URL), ordered by sweep then URL.
    Result<std::vector<Capture>> captures(int sweep = -1);

    // --- matching and clustering ---
    // Every indexed document's sketch (the matcher's input), streamed into a compact table
    // (bounded memory for large indexes), with the k and top level of the index's sketch
    // parameters. A damaged sketch leaves its document out.
    Result<SketchTable> sketchTable();
    // Every indexed document's fingerprints (and MinHash vectors if asked), for clustering.
    Result<std::vector<ClusterDocument>> clusterDocuments(bool withMinHash);
    // Replaces what matching found (pairs in blocks, the equivalence groups) and records the
    // thresholds it ran at (settings match_threshold, match_containment, match_common_cutoff)
    // and how many pairs that stands for (match_pairs). Joins the caller's transaction if one
    // is open, else runs in one of its own.
    Status replaceMatches(const MatchResult &result, const MatchParams &params);
    // What matching found, as found (groups apart), the pairs restricted to resemblance >=
    // minResemblance or containment (either way) >= minContainment. A group whose naming
    // document has left the index is named after its lowest member; pairs of documents that
    // left are gone. Ignored pairs are still in; exact figures are not applied.
    Result<MatchResult> matches(double minResemblance = 0, double minContainment = 2);
    // Every pair written out (the groups' too) with resemblance >= minResemblance or
    // containment (either way) >= minContainment, exact figures where computed, but for the
    // ignored ones. As large as the answer.
    Result<std::vector<ScoredPair>> pairs(double minResemblance = 0, double minContainment = 2);
    // The pairs the user marked as not duplicates (doc_a < doc_b), sorted.
    Result<std::vector<std::pair<qint64, qint64>>> ignoredPairs();
    // Remembers pairs the user says are not duplicates: pairs() leaves them out from now on.
    // Joins the caller's transaction if one is open, else runs in one of its own.
    Status ignorePairs(const std::vector<std::pair<qint64, qint64>> &pairs);
    // Stores exact figures for one pair (kept until either document changes or leaves).
    Status setExactPair(const ScoredPair &pair);
    // Replaces the stored clusters (inside one transaction) and records policy and threshold.
    Status replaceClusters(const std::vector<Cluster> &clusters, const QString &policy, double threshold);
    Result<std::vector<Cluster>> clusters();
    // Locator (path or URL) of every document.
    Result<std::unordered_map<qint64, QString>> locators();
    // Locators of the documents named (those still in the index).
    Result<std::unordered_map<qint64, QString>> locatorsOf(const std::vector<qint64> &ids);
    // Locator, size and modification time of every document (for views); for a capture of a
    // web archive also its host and sweep (the mtime is then the capture time).
    struct DocumentInfo
    {
        QString locator;
        qint64 size = 0;
        qint64 mtimeMs = 0;
        QString host;         // empty for files
        int sweep = 0;        // 0 for files
    };
    Result<std::unordered_map<qint64, DocumentInfo>> documentInfos();
    Result<IndexStats> stats();

    // Problems of a scan (documents that failed and errors), for summaries: (locator, code, message).
    struct Problem
    {
        QString locator;
        QString code;
        QString message;
    };
    Result<std::vector<Problem>> problems(qint64 scanId, int limit = 1000);
    // Only the problems of scan `scanId` that did not become documents (the errors table:
    // unreadable folders, ...), in the order met; at most `limit`.
    Result<std::vector<Problem>> scanErrors(qint64 scanId, int limit = 100000);
    // The newest scan or import; 0 when there was none.
    Result<qint64> lastScanId();

    // A document that could not be used (a file or a web page), whichever scan met it.
    struct FailedDocument
    {
        qint64 id = 0;
        QString locator;
        QString code;         // Status::codeName(): not-text, unreadable, corrupt, ...
        QString message;      // the reason, for the user
        qint64 size = 0;
        qint64 mtimeMs = 0;
    };
    // At most `limit` of them, by locator.
    Result<std::vector<FailedDocument>> failedDocuments(int limit = 100000);
    // Every document that is a file (not a web page of an archive): id and path, by path.
    Result<std::vector<std::pair<qint64, QString>>> fileLocators();

    // --- the action log (schema 6) ---
    // One row: something the window did to a file or a document, or refused to do.
    struct Action
    {
        qint64 id = 0;           // given by the store
        qint64 atMs = 0;         // 0 when logging: now
        QString kind;            // trash | ignore | forget-missing
        QString outcome;         // done | failed | refused
        QString locator;
        QString detail;          // "moved to the trash", the error, the reason for a refusal
        QString representative;  // the representative of the document's cluster; empty if none
    };
    // Appends `actions`. Joins the caller's transaction if one is open (so the log and the
    // change it records commit together), else runs in one of its own.
    Status logActions(const std::vector<Action> &actions);
    // The newest `limit` rows, newest first.
    Result<std::vector<Action>> actions(int limit = 100000);

private:
    IndexStore() = default;
    Status exec(const char *sql);
    Status migrate(int targetVersion);
    Status error(const char *what) const;
    // Runs `body` in the caller's open transaction, or in one of its own (committed when `body`
    // succeeds, rolled back when it fails).
    Status inTransaction(const std::function<Status()> &body);
    Status writePairBlocks(const std::vector<ScoredPair> &pairs);
    Status readPairBlocks(double minResemblance, double minContainment, std::vector<ScoredPair> &out);
    // Drops what matching and clustering stored of documents that left the index: their pairs
    // (but for groups' names) and their places in clusters.
    Status forgetInResults(const std::vector<qint64> &removed);
    sqlite3_stmt *prepare(const char *sql);

    sqlite3 *m_db = nullptr;
    QString m_path;
    struct Statements;
    std::unique_ptr<Statements> m_stmts;
};

} // namespace lookalike
