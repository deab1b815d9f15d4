#include "IndexStore.h"

#include "CompactRows.h"
#include "Schema.h"
#include "base/BoundedQueue.h"
#include "base/Mix64.h"
#include "sketch/SketchFormat.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QtEndian>
#include <atomic>
#include <new>
#include <sqlite3.h>
#include <thread>
#include <unordered_map>
#include <unordered_set>

namespace lookalike {

namespace {

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

// A prepared statement in use: binds by position, resets itself when it goes out of scope.
class Query
{
public:
    explicit Query(sqlite3_stmt *stmt)
        : m_stmt(stmt)
    {}
    ~Query()
    {
        if (m_stmt) {
            sqlite3_reset(m_stmt);
            sqlite3_clear_bindings(m_stmt);
        }
    }
    Query(const Query &) = delete;
    Query &operator=(const Query &) = delete;

    bool valid() const { return m_stmt != nullptr; }
    Query &bind(int i, qint64 v)
    {
        sqlite3_bind_int64(m_stmt, i, v);
        return *this;
    }
    Query &bind(int i, const QString &v)
    {
        if (v.isNull()) {
            sqlite3_bind_null(m_stmt, i);
            return *this;
        }
        const QByteArray utf8 = v.toUtf8();
        sqlite3_bind_text(m_stmt, i, utf8.constData(), static_cast<int>(utf8.size()), SQLITE_TRANSIENT);
        return *this;
    }
    Query &bind(int i, const QByteArray &v)
    {
        if (v.isNull())
            sqlite3_bind_null(m_stmt, i);
        else
            sqlite3_bind_blob(m_stmt, i, v.constData(), static_cast<int>(v.size()), SQLITE_TRANSIENT);
        return *this;
    }
    Query &bindNull(int i)
    {
        sqlite3_bind_null(m_stmt, i);
        return *this;
    }
    int step() { return sqlite3_step(m_stmt); }
    qint64 integer(int col) const { return sqlite3_column_int64(m_stmt, col); }
    QString text(int col) const
    {
        const auto *p = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, col));
        return p ? QString::fromUtf8(p, sqlite3_column_bytes(m_stmt, col)) : QString();
    }
    QByteArray blob(int col) const
    {
        const auto *p = static_cast<const char *>(sqlite3_column_blob(m_stmt, col));
        return p ? QByteArray(p, sqlite3_column_bytes(m_stmt, col)) : QByteArray();
    }
    bool isNull(int col) const { return sqlite3_column_type(m_stmt, col) == SQLITE_NULL; }
    double real(int col) const { return sqlite3_column_double(m_stmt, col); }
    sqlite3_stmt *stmt() const { return m_stmt; }

private:
    sqlite3_stmt *m_stmt;
};

// The locators under a folder are those in [dir + "/", dir + "0"): '0' follows '/' in
// code point order, and the comparison is exact (LIKE would ignore case).
std::pair<QString, QString> folderRange(const QString &dir)
{
    const QString base = dir.endsWith(QLatin1Char('/')) ? dir.chopped(1) : dir;
    return {base + QLatin1Char('/'), base + QLatin1Char('0')};
}

} // namespace

struct IndexStore::Statements
{
    std::unordered_map<const char *, sqlite3_stmt *> cache;
    ~Statements()
    {
        for (auto &[sql, stmt] : cache)
            sqlite3_finalize(stmt);
    }
};

sqlite3_stmt *IndexStore::prepare(const char *sql)
{
    auto it = m_stmts->cache.find(sql);
    if (it != m_stmts->cache.end())
        return it->second;
    sqlite3_stmt *stmt = nullptr;
    if (sqlite3_prepare_v3(m_db, sql, -1, SQLITE_PREPARE_PERSISTENT, &stmt, nullptr) != SQLITE_OK)
        return nullptr;
    m_stmts->cache.emplace(sql, stmt);
    return stmt;
}

Status IndexStore::error(const char *what) const
{
    return Status::error(
        Status::Code::Database,
        QStringLiteral("%1: %2").arg(QString::fromUtf8(what), QString::fromUtf8(sqlite3_errmsg(m_db))));
}

Status IndexStore::exec(const char *sql)
{
    char *message = nullptr;
    if (sqlite3_exec(m_db, sql, nullptr, nullptr, &message) != SQLITE_OK) {
        Status s =
            Status::error(Status::Code::Database, QString::fromUtf8(message ? message : "unknown error"));
        sqlite3_free(message);
        return s;
    }
    return Status::ok();
}

QString IndexStore::defaultPath()
{
    // Only a name: open() makes the folder when it creates the index.
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/index.sqlite");
}

Result<std::unique_ptr<IndexStore>> IndexStore::open(const QString &path, Mode mode)
{
    return openAtVersion(path, mode == Mode::ReadOnly ? -1 : schema::currentVersion());
}

Result<std::unique_ptr<IndexStore>> IndexStore::openAtVersion(const QString &path, int version)
{
    std::unique_ptr<IndexStore> store(new IndexStore);
    store->m_path = path;
    store->m_stmts = std::make_unique<Statements>();
    const bool readOnly = version < 0;
    if (!readOnly) {
        const QFileInfo info(path);
        if (!info.dir().exists() && !QDir().mkpath(info.absolutePath()))
            return Status::error(Status::Code::Unreadable,
                                 QStringLiteral("cannot create folder %1").arg(info.absolutePath()));
    }
    const int flags = readOnly ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    if (sqlite3_open_v2(QFile::encodeName(path).constData(), &store->m_db, flags | SQLITE_OPEN_NOMUTEX,
                        nullptr) != SQLITE_OK) {
        Status s = Status::error(Status::Code::Database,
                                 QStringLiteral("cannot open index %1: %2")
                                     .arg(path, QString::fromUtf8(sqlite3_errmsg(store->m_db))));
        return s;
    }
    sqlite3_busy_timeout(store->m_db, 10000);
    sqlite3_extended_result_codes(store->m_db, 1);
    // Check that this is an index (or an empty file) before changing anything.
    {
        sqlite3_stmt *probe = nullptr;
        if (sqlite3_prepare_v2(store->m_db, "SELECT count(*) FROM sqlite_master", -1, &probe, nullptr) !=
                SQLITE_OK ||
            sqlite3_step(probe) != SQLITE_ROW) {
            Status s = Status::error(Status::Code::Database,
                                     QStringLiteral("%1 is not a Lookalike index: %2")
                                         .arg(path, QString::fromUtf8(sqlite3_errmsg(store->m_db))));
            sqlite3_finalize(probe);
            return s;
        }
        sqlite3_finalize(probe);
    }
    if (!readOnly) {
        if (Status s =
                store->exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON;");
            !s)
            return s;
    }
    store->exec("PRAGMA temp_store=MEMORY; PRAGMA cache_size=-32768;");
    const int current = store->schemaVersion();
    if (current > schema::currentVersion())
        return Status::error(
            Status::Code::Database,
            QStringLiteral("%1 was written by a newer Lookalike (schema %2, this one knows %3)")
                .arg(path)
                .arg(current)
                .arg(schema::currentVersion()));
    if (readOnly) {
        if (current < schema::currentVersion())
            return Status::error(Status::Code::Database,
                                 QStringLiteral("%1 needs an upgrade; open it once for writing").arg(path));
        return store;
    }
    if (current == 0) {
        // An unrelated SQLite file has user_version 0 and tables of its own.
        sqlite3_stmt *probe = nullptr;
        sqlite3_prepare_v2(store->m_db, "SELECT count(*) FROM sqlite_master", -1, &probe, nullptr);
        sqlite3_step(probe);
        const int tables = sqlite3_column_int(probe, 0);
        sqlite3_finalize(probe);
        if (tables > 0)
            return Status::error(
                Status::Code::Database,
                QStringLiteral("%1 is an SQLite database but not a Lookalike index").arg(path));
    }
    if (Status s = store->migrate(version); !s)
        return s;
    return store;
}

IndexStore::~IndexStore()
{
    m_stmts.reset();
    if (m_db)
        sqlite3_close_v2(m_db);
}

int IndexStore::schemaVersion() const
{
    sqlite3_stmt *stmt = nullptr;
    int version = 0;
    if (sqlite3_prepare_v2(m_db, "PRAGMA user_version", -1, &stmt, nullptr) == SQLITE_OK &&
        sqlite3_step(stmt) == SQLITE_ROW)
        version = sqlite3_column_int(stmt, 0);
    sqlite3_finalize(stmt);
    return version;
}

Status IndexStore::migrate(int targetVersion)
{
    for (const schema::Migration &step : schema::migrations()) {
        if (step.version <= schemaVersion() || step.version > targetVersion)
            continue;
        if (Status s = exec("BEGIN IMMEDIATE"); !s)
            return s;
        if (step.version <= schemaVersion()) { // another process migrated meanwhile
            exec("COMMIT");
            continue;
        }
        Status s = exec(step.sql);
        if (s && step.convert)
            s = step.convert(m_db);
        if (s) {
            const QByteArray setVersion = "PRAGMA user_version = " + QByteArray::number(step.version);
            s = exec(setVersion.constData());
        }
        if (!s) {
            exec("ROLLBACK");
            return Status::error(Status::Code::Database,
                                 QStringLiteral("migration to schema %1 (%2) failed: %3")
                                     .arg(step.version)
                                     .arg(QString::fromUtf8(step.description), s.message()));
        }
        if (Status c = exec("COMMIT"); !c)
            return c;
    }
    return Status::ok();
}

Status IndexStore::begin()
{
    return exec("BEGIN IMMEDIATE");
}
Status IndexStore::commit()
{
    return exec("COMMIT");
}
Status IndexStore::rollback()
{
    return exec("ROLLBACK");
}

Result<QString> IndexStore::setting(const QString &key, const QString &fallback)
{
    Query q(prepare("SELECT value FROM settings WHERE key = ?1"));
    if (!q.valid())
        return error("reading a setting");
    q.bind(1, key);
    const int rc = q.step();
    if (rc == SQLITE_ROW)
        return q.text(0);
    if (rc == SQLITE_DONE)
        return fallback;
    return error("reading a setting");
}

Status IndexStore::setSetting(const QString &key, const QString &value)
{
    Query q(prepare("INSERT INTO settings (key, value) VALUES (?1, ?2) "
                    "ON CONFLICT(key) DO UPDATE SET value = excluded.value"));
    if (!q.valid())
        return error("writing a setting");
    q.bind(1, key).bind(2, value);
    return q.step() == SQLITE_DONE ? Status::ok() : error("writing a setting");
}

Result<qint64> IndexStore::beginScan(const QStringList &roots, const QString &params)
{
    Query q(prepare("INSERT INTO scans (started_at, state, roots, params) VALUES (?1, 'running', ?2, ?3)"));
    if (!q.valid())
        return error("starting a scan");
    const QString rootsJson =
        QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(roots)).toJson(QJsonDocument::Compact));
    q.bind(1, nowMs()).bind(2, rootsJson).bind(3, params);
    if (q.step() != SQLITE_DONE)
        return error("starting a scan");
    return static_cast<qint64>(sqlite3_last_insert_rowid(m_db));
}

Status IndexStore::finishScan(qint64 scanId, const ScanCounts &c, const QString &state)
{
    Query q(prepare(
        "UPDATE scans SET finished_at = ?2, state = ?3, files_seen = ?4, files_indexed = ?5, "
        "files_unchanged = ?6, files_failed = ?7, files_removed = ?8, bytes_read = ?9 WHERE id = ?1"));
    if (!q.valid())
        return error("finishing a scan");
    q.bind(1, scanId).bind(2, nowMs()).bind(3, state).bind(4, c.filesSeen).bind(5, c.filesIndexed);
    q.bind(6, c.filesUnchanged).bind(7, c.filesFailed).bind(8, c.filesRemoved).bind(9, c.bytesRead);
    return q.step() == SQLITE_DONE ? Status::ok() : error("finishing a scan");
}

Status IndexStore::closeInterruptedScans()
{
    return exec("UPDATE scans SET state = 'interrupted' WHERE state = 'running'");
}

Result<std::optional<StoredDocument>> IndexStore::findDocument(const QString &locator, int sweep)
{
    Query q(prepare("SELECT id, size, mtime, raw_fp, error_code IS NOT NULL, error_code, error, "
                    "EXISTS (SELECT 1 FROM sketches s WHERE s.doc_id = documents.id) FROM documents WHERE "
                    "locator = ?1 AND sweep = ?2"));
    if (!q.valid())
        return error("looking up a document");
    q.bind(1, locator).bind(2, sweep);
    const int rc = q.step();
    if (rc == SQLITE_DONE)
        return std::optional<StoredDocument>();
    if (rc != SQLITE_ROW)
        return error("looking up a document");
    StoredDocument d;
    d.id = q.integer(0);
    d.size = q.integer(1);
    d.mtimeMs = q.integer(2);
    d.rawFingerprint = Fingerprint128::fromBytes(q.blob(3));
    d.failed = q.integer(4) != 0;
    if (d.failed)
        d.error = Status::error(Status::codeFromName(q.text(5)), q.text(6));
    d.hasSketch = q.integer(7) != 0;
    return std::optional<StoredDocument>(d);
}

Result<qint64> IndexStore::putDocument(const DocumentRecord &r, const DocumentSketch *sketch, qint64 scanId)
{
    Query q(prepare(
        "INSERT INTO documents (locator, kind, sweep, size, mtime, format, encoding, raw_fp, lexical_fp, "
        "shingle_fp, "
        "error_code, error, last_scan, host, capture_time, http_status, media_type, redirect, archive_id, "
        "record_offset, payload_digest) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, "
        "?15, "
        "?16, ?17, ?18, ?19, ?20, ?21) "
        "ON CONFLICT(locator, sweep) DO UPDATE SET size = excluded.size, mtime = excluded.mtime, "
        "format = excluded.format, encoding = excluded.encoding, raw_fp = excluded.raw_fp, "
        "lexical_fp = excluded.lexical_fp, shingle_fp = excluded.shingle_fp, error_code = "
        "excluded.error_code, "
        "error = excluded.error, last_scan = excluded.last_scan, host = excluded.host, "
        "capture_time = excluded.capture_time, http_status = excluded.http_status, media_type = "
        "excluded.media_type, "
        "redirect = excluded.redirect, archive_id = excluded.archive_id, record_offset = "
        "excluded.record_offset, "
        "payload_digest = excluded.payload_digest "
        "WHERE documents.kind = 0 OR coalesce(documents.capture_time, 0) <= coalesce(excluded.capture_time, "
        "0) "
        "RETURNING id"));
    if (!q.valid())
        return error("storing a document");
    const bool isUrl = r.locator.contains(QLatin1String("://"));
    q.bind(1, r.locator).bind(2, isUrl ? 1 : 0).bind(3, r.sweep).bind(4, r.size).bind(5, r.mtimeMs);
    q.bind(6, r.format).bind(7, r.encoding);
    q.bind(8, r.rawFingerprint.isNull() ? QByteArray() : r.rawFingerprint.toBytes());
    if (sketch && r.error.isOk()) {
        q.bind(9, sketch->lexicalFingerprint.toBytes()).bind(10, sketch->shingleFingerprint.toBytes());
        q.bindNull(11).bindNull(12);
    } else {
        q.bindNull(9).bindNull(10);
        q.bind(11, r.error.codeName()).bind(12, r.error.message());
    }
    q.bind(13, scanId);
    if (isUrl) {
        q.bind(14, r.host)
            .bind(15, r.captureMs)
            .bind(16, static_cast<qint64>(r.httpStatus))
            .bind(17, r.mediaType);
        q.bind(18, r.redirect);
        if (r.archiveId > 0)
            q.bind(19, r.archiveId).bind(20, r.recordOffset);
        q.bind(21, r.payloadDigest.isEmpty() ? QString() : r.payloadDigest);
    }
    const int rc = q.step();
    if (rc == SQLITE_DONE && isUrl)
        return qint64(0); // a later capture of this URL in this sweep is kept
    if (rc != SQLITE_ROW)
        return error("storing a document");
    const qint64 id = q.integer(0);
    {
        // Exact figures of the document as it was no longer hold.
        Query x(prepare("DELETE FROM exact_pairs WHERE doc_a = ?1 OR doc_b = ?1"));
        x.bind(1, id);
        if (x.step() != SQLITE_DONE)
            return error("storing a document");
    }
    if (sketch && r.error.isOk()) {
        Query s(prepare("INSERT OR REPLACE INTO sketches (doc_id, token_count, shingle_count, sketch) "
                        "VALUES (?1, ?2, ?3, ?4)"));
        s.bind(1, id)
            .bind(2, static_cast<qint64>(sketch->tokenCount))
            .bind(3, static_cast<qint64>(sketch->shingleCount));
        s.bind(4, encodeSketch(*sketch));
        if (s.step() != SQLITE_DONE)
            return error("storing a sketch");
    } else {
        Query s(prepare("DELETE FROM sketches WHERE doc_id = ?1"));
        s.bind(1, id);
        if (s.step() != SQLITE_DONE)
            return error("removing a sketch");
    }
    return id;
}

Result<int> IndexStore::sweepFor(const QString &label, qint64 dateMs)
{
    {
        Query q(prepare("SELECT id FROM sweeps WHERE label = ?1"));
        if (!q.valid())
            return error("looking up a sweep");
        q.bind(1, label);
        if (q.step() == SQLITE_ROW)
            return static_cast<int>(q.integer(0));
    }
    Query q(prepare("INSERT INTO sweeps (id, label, started_at, imported_at) VALUES "
                    "((SELECT max(max(id), 0) + 1 FROM sweeps), ?1, ?2, ?3) RETURNING id"));
    if (!q.valid())
        return error("creating a sweep");
    q.bind(1, label).bind(3, nowMs());
    if (dateMs > 0)
        q.bind(2, dateMs);
    if (q.step() != SQLITE_ROW)
        return error("creating a sweep");
    return static_cast<int>(q.integer(0));
}

Status IndexStore::setSweepDate(int sweep, qint64 dateMs, bool overwrite)
{
    Query q(prepare(
        overwrite ? "UPDATE sweeps SET started_at = ?2, imported_at = ?3 WHERE id = ?1"
                  : "UPDATE sweeps SET started_at = min(coalesce(started_at, ?2), ?2), imported_at = ?3 "
                    "WHERE id = ?1"));
    if (!q.valid())
        return error("dating a sweep");
    q.bind(1, static_cast<qint64>(sweep)).bind(2, dateMs).bind(3, nowMs());
    return q.step() == SQLITE_DONE ? Status::ok() : error("dating a sweep");
}

Result<std::vector<Sweep>> IndexStore::sweeps()
{
    Query q(prepare("SELECT s.id, s.label, coalesce(s.started_at, 0), (SELECT count(*) FROM documents d "
                    "WHERE d.kind = 1 AND d.sweep = s.id) "
                    "FROM sweeps s WHERE s.id > 0 ORDER BY coalesce(s.started_at, 0), s.id"));
    if (!q.valid())
        return error("listing sweeps");
    std::vector<Sweep> out;
    int rc;
    while ((rc = q.step()) == SQLITE_ROW)
        out.push_back({static_cast<int>(q.integer(0)), q.text(1), q.integer(2), q.integer(3)});
    if (rc != SQLITE_DONE)
        return error("listing sweeps");
    return out;
}

Result<bool> IndexStore::archiveDone(const QString &path, qint64 size, qint64 mtimeMs, int sweep)
{
    Query q(prepare("SELECT 1 FROM archives WHERE path = ?1 AND size = ?2 AND mtime = ?3 AND sweep = ?4 AND "
                    "state = 'done'"));
    if (!q.valid())
        return error("looking up an archive");
    q.bind(1, path).bind(2, size).bind(3, mtimeMs).bind(4, static_cast<qint64>(sweep));
    const int rc = q.step();
    if (rc != SQLITE_ROW && rc != SQLITE_DONE)
        return error("looking up an archive");
    return rc == SQLITE_ROW;
}

Result<qint64> IndexStore::beginArchive(const QString &path, qint64 size, qint64 mtimeMs, int sweep)
{
    Query q(prepare("INSERT INTO archives (path, size, mtime, sweep, state, imported_at) VALUES (?1, ?2, ?3, "
                    "?4, 'running', ?5) "
                    "ON CONFLICT(path, sweep) DO UPDATE SET size = excluded.size, mtime = excluded.mtime, "
                    "state = 'running', imported_at = excluded.imported_at RETURNING id"));
    if (!q.valid())
        return error("recording an archive");
    q.bind(1, path).bind(2, size).bind(3, mtimeMs).bind(4, static_cast<qint64>(sweep)).bind(5, nowMs());
    if (q.step() != SQLITE_ROW)
        return error("recording an archive");
    return q.integer(0);
}

Status IndexStore::finishArchive(qint64 archiveId, const QString &state, qint64 records, qint64 documents,
                                 qint64 problems)
{
    Query q(
        prepare("UPDATE archives SET state = ?2, records = ?3, documents = ?4, problems = ?5 WHERE id = ?1"));
    if (!q.valid())
        return error("recording an archive");
    q.bind(1, archiveId).bind(2, state).bind(3, records).bind(4, documents).bind(5, problems);
    return q.step() == SQLITE_DONE ? Status::ok() : error("recording an archive");
}

Result<QString> IndexStore::archivePath(qint64 archiveId)
{
    Query q(prepare("SELECT path FROM archives WHERE id = ?1"));
    if (!q.valid())
        return error("looking up an archive");
    q.bind(1, archiveId);
    if (q.step() != SQLITE_ROW)
        return Status::error(Status::Code::NotFound,
                             QStringLiteral("no archive %1 in the index").arg(archiveId));
    return q.text(0);
}

Result<IndexStore::RecordLocation> IndexStore::recordLocation(qint64 docId)
{
    Query q(prepare("SELECT a.path, d.record_offset, d.media_type FROM documents d JOIN archives a ON a.id = "
                    "d.archive_id "
                    "WHERE d.id = ?1"));
    if (!q.valid())
        return error("locating a record");
    q.bind(1, docId);
    if (q.step() != SQLITE_ROW)
        return Status::error(Status::Code::NotFound,
                             QStringLiteral("document %1 is not an archive record").arg(docId));
    return RecordLocation{q.text(0), q.integer(1), q.text(2)};
}

Result<std::optional<qint64>> IndexStore::findByRawFingerprint(const Fingerprint128 &raw)
{
    Query q(
        prepare("SELECT d.id FROM documents d WHERE d.kind = 1 AND d.raw_fp = ?1 AND EXISTS (SELECT 1 FROM "
                "sketches s WHERE s.doc_id = d.id) LIMIT 1"));
    if (!q.valid())
        return error("looking up identical documents");
    q.bind(1, raw.toBytes());
    const int rc = q.step();
    if (rc == SQLITE_ROW)
        return std::optional<qint64>(q.integer(0));
    if (rc != SQLITE_DONE)
        return error("looking up identical documents");
    return std::optional<qint64>();
}

Result<std::optional<qint64>> IndexStore::findByPayloadDigest(const QString &digest)
{
    Query q(prepare(
        "SELECT d.id FROM documents d WHERE d.payload_digest = ?1 AND EXISTS (SELECT 1 FROM sketches s WHERE "
        "s.doc_id = d.id) LIMIT 1"));
    if (!q.valid())
        return error("looking up a payload digest");
    q.bind(1, digest);
    const int rc = q.step();
    if (rc == SQLITE_ROW)
        return std::optional<qint64>(q.integer(0));
    if (rc != SQLITE_DONE)
        return error("looking up a payload digest");
    return std::optional<qint64>();
}

Result<std::optional<qint64>> IndexStore::findCapture(const QString &url, qint64 nearMs)
{
    Query q(prepare(
        "SELECT d.id FROM documents d WHERE d.locator = ?1 AND EXISTS (SELECT 1 FROM sketches s WHERE "
        "s.doc_id = d.id) ORDER BY abs(coalesce(d.capture_time, 0) - ?2) LIMIT 1"));
    if (!q.valid())
        return error("looking up a capture");
    q.bind(1, url).bind(2, nearMs);
    const int rc = q.step();
    if (rc == SQLITE_ROW)
        return std::optional<qint64>(q.integer(0));
    if (rc != SQLITE_DONE)
        return error("looking up a capture");
    return std::optional<qint64>();
}

Result<qint64> IndexStore::putCopy(DocumentRecord record, qint64 fromDocId, qint64 scanId)
{
    auto sketch = sketchOf(fromDocId);
    if (!sketch)
        return sketch.status();
    Query q(prepare("SELECT raw_fp, format, encoding FROM documents WHERE id = ?1"));
    if (!q.valid())
        return error("copying a document");
    q.bind(1, fromDocId);
    if (q.step() != SQLITE_ROW)
        return error("copying a document");
    record.rawFingerprint = Fingerprint128::fromBytes(q.blob(0));
    record.format = q.text(1);
    record.encoding = q.text(2);
    record.error = Status::ok();
    return putDocument(record, &*sketch, scanId);
}

Status IndexStore::pointToRecordOf(qint64 id, qint64 fromDocId)
{
    Query q(prepare(
        "UPDATE documents SET archive_id = f.archive_id, record_offset = f.record_offset "
        "FROM (SELECT archive_id, record_offset FROM documents WHERE id = ?2) AS f WHERE documents.id = ?1"));
    if (!q.valid())
        return error("pointing a revisit to its record");
    q.bind(1, id).bind(2, fromDocId);
    return q.step() == SQLITE_DONE ? Status::ok() : error("pointing a revisit to its record");
}

Result<std::vector<Capture>> IndexStore::captures(int sweep)
{
    Query q(prepare(
        "SELECT d.id, d.locator, coalesce(d.host, ''), d.sweep, coalesce(d.capture_time, 0), "
        "coalesce(d.http_status, 0), EXISTS (SELECT 1 FROM sketches s WHERE s.doc_id = d.id), d.raw_fp, "
        "d.shingle_fp, d.redirect FROM documents d WHERE d.kind = 1 AND (?1 < 0 OR d.sweep = ?1) "
        "ORDER BY d.sweep, d.locator"));
    if (!q.valid())
        return error("listing captures");
    q.bind(1, static_cast<qint64>(sweep));
    std::vector<Capture> out;
    int rc;
    while ((rc = q.step()) == SQLITE_ROW) {
        Capture c;
        c.docId = q.integer(0);
        c.url = q.text(1);
        c.host = q.text(2);
        c.sweep = static_cast<int>(q.integer(3));
        c.captureMs = q.integer(4);
        c.httpStatus = static_cast<int>(q.integer(5));
        c.indexed = q.integer(6) != 0;
        c.rawFingerprint = Fingerprint128::fromBytes(q.blob(7));
        c.shingleFingerprint = Fingerprint128::fromBytes(q.blob(8));
        c.redirect = q.text(9);
        out.push_back(std::move(c));
    }
    if (rc != SQLITE_DONE)
        return error("listing captures");
    return out;
}

Status IndexStore::touchDocument(qint64 id, qint64 scanId, qint64 mtimeMs)
{
    Query q(prepare("UPDATE documents SET last_scan = ?2, mtime = ?3 WHERE id = ?1"));
    if (!q.valid())
        return error("marking a document seen");
    q.bind(1, id).bind(2, scanId).bind(3, mtimeMs);
    return q.step() == SQLITE_DONE ? Status::ok() : error("marking a document seen");
}

Status IndexStore::recordProblem(qint64 scanId, const QString &locator, const Status &problem)
{
    Query q(prepare("INSERT INTO errors (scan_id, locator, code, message) VALUES (?1, ?2, ?3, ?4)"));
    if (!q.valid())
        return error("recording a problem");
    q.bind(1, scanId).bind(2, locator).bind(3, problem.codeName()).bind(4, problem.message());
    return q.step() == SQLITE_DONE ? Status::ok() : error("recording a problem");
}

Result<qint64> IndexStore::removeUnseen(qint64 scanId, const QStringList &roots)
{
    // The documents and what matching stored of them go together (one transaction).
    qint64 removed = 0;
    const Status s = inTransaction([&]() -> Status {
        std::vector<qint64> ids;
        for (const QString &root : roots) {
            Query q(prepare("DELETE FROM documents WHERE sweep = 0 AND last_scan <> ?1 AND "
                            "(locator = ?2 OR (locator >= ?3 AND locator < ?4)) RETURNING id"));
            if (!q.valid())
                return error("removing vanished documents");
            const auto [from, to] = folderRange(root);
            q.bind(1, scanId).bind(2, root).bind(3, from).bind(4, to);
            int rc;
            while ((rc = q.step()) == SQLITE_ROW)
                ids.push_back(q.integer(0));
            if (rc != SQLITE_DONE)
                return error("removing vanished documents");
        }
        removed = qint64(ids.size());
        return forgetInResults(ids);
    });
    if (!s)
        return s;
    return removed;
}

Status IndexStore::touchUnder(qint64 scanId, const QString &folder)
{
    Query q(
        prepare("UPDATE documents SET last_scan = ?1 WHERE sweep = 0 AND locator >= ?2 AND locator < ?3"));
    if (!q.valid())
        return error("keeping the documents of an unreadable folder");
    const auto [from, to] = folderRange(folder);
    q.bind(1, scanId).bind(2, from).bind(3, to);
    return q.step() == SQLITE_DONE ? Status::ok() : error("keeping the documents of an unreadable folder");
}

Status IndexStore::inTransaction(const std::function<Status()> &body)
{
    if (!sqlite3_get_autocommit(m_db))
        return body(); // the caller's transaction: it commits or rolls back
    if (Status s = begin(); !s)
        return s;
    if (Status s = body(); !s) {
        rollback();
        return s;
    }
    return commit();
}

Status IndexStore::removeDocuments(const std::vector<qint64> &ids)
{
    return inTransaction([&] {
        for (qint64 id : ids) {
            Query q(prepare("DELETE FROM documents WHERE id = ?1"));
            if (!q.valid())
                return error("removing a document");
            q.bind(1, id);
            if (q.step() != SQLITE_DONE)
                return error("removing a document");
        }
        return forgetInResults(ids);
    });
}

Status IndexStore::dropSketches()
{
    if (Status s = begin(); !s)
        return s;
    if (Status s = exec("DELETE FROM clusters; DELETE FROM pair_blocks; "
                        "DELETE FROM equivalents; DELETE FROM exact_pairs; DELETE FROM sketches; "
                        "DELETE FROM settings WHERE key IN ('match_threshold', 'match_containment');");
        !s) {
        rollback();
        return s;
    }
    return commit();
}

Status IndexStore::useSketchParams(const QString &paramsText)
{
    auto previous = setting(QStringLiteral("sketch_params"));
    if (!previous)
        return previous.status();
    if (!previous->isEmpty() && previous.value() != paramsText) {
        // Every stored sketch becomes stale at once; documents get new ones as scans reach them.
        if (Status s = dropSketches(); !s)
            return s;
    }
    return setSetting(QStringLiteral("sketch_params"), paramsText);
}

Result<DocumentSketch> IndexStore::sketchOf(qint64 docId)
{
    Query q(prepare("SELECT s.token_count, s.shingle_count, s.sketch, d.lexical_fp, d.shingle_fp "
                    "FROM sketches s JOIN documents d ON d.id = s.doc_id WHERE s.doc_id = ?1"));
    if (!q.valid())
        return error("reading a sketch");
    q.bind(1, docId);
    const int rc = q.step();
    if (rc == SQLITE_DONE)
        return Status::error(Status::Code::NotFound, QStringLiteral("document %1 has no sketch").arg(docId));
    if (rc != SQLITE_ROW)
        return error("reading a sketch");
    DocumentSketch s;
    s.tokenCount = static_cast<std::uint64_t>(q.integer(0));
    s.shingleCount = static_cast<std::uint64_t>(q.integer(1));
    const auto *blob = static_cast<const char *>(sqlite3_column_blob(q.stmt(), 2));
    if (!decodeSketch(blob, std::size_t(sqlite3_column_bytes(q.stmt(), 2)), s))
        return Status::error(Status::Code::Corrupt,
                             QStringLiteral("the stored sketch of document %1 is damaged").arg(docId));
    s.lexicalFingerprint = Fingerprint128::fromBytes(q.blob(3));
    s.shingleFingerprint = Fingerprint128::fromBytes(q.blob(4));
    return s;
}

Result<IndexStats> IndexStore::stats()
{
    IndexStats st;
    {
        Query q(
            prepare("SELECT count(*), count(*) FILTER (WHERE error_code IS NULL), "
                    "count(*) FILTER (WHERE error_code IS NOT NULL), coalesce(sum(size), 0) FROM documents"));
        if (!q.valid() || q.step() != SQLITE_ROW)
            return error("counting documents");
        st.documents = q.integer(0);
        st.indexed = q.integer(1);
        st.failed = q.integer(2);
        st.bytes = q.integer(3);
    }
    {
        Query q(prepare("SELECT coalesce(sum(shingle_count), 0) FROM sketches"));
        if (!q.valid() || q.step() != SQLITE_ROW)
            return error("counting shingles");
        st.shingles = q.integer(0);
    }
    {
        // The groups of the exact levels, counted in one pass (the fingerprints are not indexed:
        // an index of random keys makes every insert of a scan touch a random page).
        Query q(prepare("SELECT raw_fp, lexical_fp, shingle_fp FROM documents WHERE error_code IS NULL"));
        if (!q.valid())
            return error("grouping fingerprints");
        std::unordered_map<std::uint64_t, std::uint32_t> groups[3];
        int rc;
        while ((rc = q.step()) == SQLITE_ROW) {
            for (int level = 0; level < 3; ++level) {
                if (q.isNull(level))
                    continue;
                // 64 of the 128 bits: two different fingerprints alike there with odds 2^-64.
                const auto *fp = static_cast<const char *>(sqlite3_column_blob(q.stmt(), level));
                if (sqlite3_column_bytes(q.stmt(), level) == 16)
                    ++groups[level][qFromLittleEndian<std::uint64_t>(fp)];
            }
        }
        if (rc != SQLITE_DONE)
            return error("grouping fingerprints");
        qint64 *counts[3][2] = {{&st.identicalGroups, &st.identicalDocs},
                                {&st.lexicalGroups, &st.lexicalDocs},
                                {&st.shingleGroups, &st.shingleDocs}};
        for (int level = 0; level < 3; ++level)
            for (const auto &[fp, n] : groups[level])
                if (n > 1)
                    ++*counts[level][0], *counts[level][1] += n;
    }
    {
        Query q(prepare(
            "SELECT coalesce((SELECT CAST(value AS INTEGER) FROM settings WHERE key = 'match_pairs'), "
            "(SELECT coalesce(sum(pairs), 0) FROM pair_blocks)), (SELECT count(*) FROM clusters), "
            "(SELECT coalesce(sum(size), 0) FROM clusters)"));
        if (!q.valid() || q.step() != SQLITE_ROW)
            return error("counting pairs and clusters");
        st.pairs = q.integer(0);
        st.clusters = q.integer(1);
        st.clusteredDocs = q.integer(2);
        st.clusterPolicy = setting(QStringLiteral("cluster_policy")).valueOr(QString());
        st.clusterThreshold =
            setting(QStringLiteral("cluster_threshold"), QStringLiteral("0")).valueOr(QString()).toDouble();
    }
    {
        Query q(prepare("SELECT count(*) FROM scans"));
        if (!q.valid() || q.step() != SQLITE_ROW)
            return error("counting scans");
        st.scans = q.integer(0);
    }
    {
        Query q(prepare("SELECT state, coalesce(finished_at, 0) FROM scans ORDER BY id DESC LIMIT 1"));
        if (!q.valid())
            return error("reading the last scan");
        if (q.step() == SQLITE_ROW) {
            st.lastScanState = q.text(0);
            st.lastScanFinishedMs = q.integer(1);
        }
    }
    {
        Query q(prepare("SELECT coalesce(format, '?'), count(*) FROM documents WHERE error_code IS NULL "
                        "GROUP BY format ORDER BY count(*) DESC"));
        if (!q.valid())
            return error("counting formats");
        while (q.step() == SQLITE_ROW)
            st.formats.emplace_back(q.text(0), q.integer(1));
    }
    {
        Query q(prepare(
            "SELECT code, count(*) FROM (SELECT error_code AS code FROM documents WHERE error_code IS NOT "
            "NULL UNION ALL SELECT code FROM errors WHERE scan_id = (SELECT max(id) FROM scans)) "
            "GROUP BY code ORDER BY count(*) DESC"));
        if (!q.valid())
            return error("counting problems");
        while (q.step() == SQLITE_ROW)
            st.problems.emplace_back(q.text(0), q.integer(1));
    }
    auto params = setting(QStringLiteral("sketch_params"));
    if (params)
        st.sketchParams = params.value();
    return st;
}

Result<std::vector<IndexStore::Problem>> IndexStore::problems(qint64 scanId, int limit)
{
    std::vector<Problem> out;
    Query q(prepare(
        "SELECT locator, error_code, error FROM documents WHERE error_code IS NOT NULL AND last_scan = ?1 "
        "UNION ALL SELECT locator, code, message FROM errors WHERE scan_id = ?1 LIMIT ?2"));
    if (!q.valid())
        return error("listing problems");
    q.bind(1, scanId).bind(2, limit);
    while (q.step() == SQLITE_ROW)
        out.push_back({q.text(0), q.text(1), q.text(2)});
    return out;
}

Result<std::vector<IndexStore::Problem>> IndexStore::scanErrors(qint64 scanId, int limit)
{
    std::vector<Problem> out;
    Query q(prepare("SELECT locator, code, message FROM errors WHERE scan_id = ?1 ORDER BY id LIMIT ?2"));
    if (!q.valid())
        return error("listing the problems of a scan");
    q.bind(1, scanId).bind(2, limit);
    int rc;
    while ((rc = q.step()) == SQLITE_ROW)
        out.push_back({q.text(0), q.text(1), q.text(2)});
    if (rc != SQLITE_DONE)
        return error("listing the problems of a scan");
    return out;
}

Result<qint64> IndexStore::lastScanId()
{
    Query q(prepare("SELECT coalesce(max(id), 0) FROM scans"));
    if (!q.valid() || q.step() != SQLITE_ROW)
        return error("finding the last scan");
    return q.integer(0);
}

Result<std::vector<IndexStore::FailedDocument>> IndexStore::failedDocuments(int limit)
{
    std::vector<FailedDocument> out;
    Query q(prepare("SELECT id, locator, error_code, coalesce(error, ''), size, mtime FROM documents "
                    "WHERE error_code IS NOT NULL ORDER BY locator LIMIT ?1"));
    if (!q.valid())
        return error("listing the documents that could not be used");
    q.bind(1, limit);
    int rc;
    while ((rc = q.step()) == SQLITE_ROW)
        out.push_back({q.integer(0), q.text(1), q.text(2), q.text(3), q.integer(4), q.integer(5)});
    if (rc != SQLITE_DONE)
        return error("listing the documents that could not be used");
    return out;
}

Result<std::vector<std::pair<qint64, QString>>> IndexStore::fileLocators()
{
    std::vector<std::pair<qint64, QString>> out;
    Query q(prepare("SELECT id, locator FROM documents WHERE kind = 0 ORDER BY locator"));
    if (!q.valid())
        return error("listing the files");
    int rc;
    while ((rc = q.step()) == SQLITE_ROW)
        out.emplace_back(q.integer(0), q.text(1));
    if (rc != SQLITE_DONE)
        return error("listing the files");
    return out;
}

Status IndexStore::logActions(const std::vector<Action> &actions)
{
    const qint64 now = nowMs();
    return inTransaction([&] {
        for (const Action &a : actions) {
            Query q(prepare("INSERT INTO actions (at, kind, outcome, locator, detail, representative) "
                            "VALUES (?1, ?2, ?3, ?4, ?5, ?6)"));
            if (!q.valid())
                return error("logging an action");
            q.bind(1, a.atMs > 0 ? a.atMs : now).bind(2, a.kind).bind(3, a.outcome).bind(4, a.locator);
            q.bind(5, a.detail.isNull() ? QStringLiteral("") : a.detail);
            q.bind(6, a.representative.isEmpty() ? QString() : a.representative);
            if (q.step() != SQLITE_DONE)
                return error("logging an action");
        }
        return Status::ok();
    });
}

Result<std::vector<IndexStore::Action>> IndexStore::actions(int limit)
{
    std::vector<Action> out;
    Query q(
        prepare("SELECT id, at, kind, outcome, locator, detail, coalesce(representative, '') FROM actions "
                "ORDER BY id DESC LIMIT ?1"));
    if (!q.valid())
        return error("reading the action log");
    q.bind(1, limit);
    int rc;
    while ((rc = q.step()) == SQLITE_ROW)
        out.push_back({q.integer(0), q.integer(1), q.text(2), q.text(3), q.text(4), q.text(5), q.text(6)});
    if (rc != SQLITE_DONE)
        return error("reading the action log");
    return out;
}

} // namespace lookalike

namespace lookalike {

bool StoredDocument::upToDate() const
{
    if (!failed)
        return hasSketch;
    return error.code() != Status::Code::Unreadable && error.code() != Status::Code::NotFound;
}

Result<SketchTable> IndexStore::sketchTable()
{
    auto paramsText = setting(QStringLiteral("sketch_params"));
    if (!paramsText)
        return paramsText.status();
    const SketchParams params = SketchParams::fromString(*paramsText).value_or(SketchParams{});
    qint64 documents = 0;
    qint64 bytes = 0;
    {
        Query q(prepare("SELECT count(*), coalesce(sum(length(sketch)), 0) FROM sketches"));
        if (!q.valid() || q.step() != SQLITE_ROW)
            return error("sizing sketches");
        documents = q.integer(0);
        bytes = q.integer(1);
    }
    SketchTable table(params.minHashSize, params.sampleMaxLevel);
    // About 3.5 bytes a stored sample value.
    const qint64 sampleBytes = std::max<qint64>(0, bytes - documents * (8 + 2 * params.minHashSize));
    table.reserve(std::size_t(documents), std::size_t(sampleBytes * 2 / 7));
    Query q(prepare("SELECT s.doc_id, s.shingle_count, s.sketch, d.shingle_fp "
                    "FROM sketches s JOIN documents d ON d.id = s.doc_id ORDER BY s.doc_id"));
    if (!q.valid())
        return error("reading sketches");
    // This thread steps through SQLite and copies rows into batches; another decodes them into
    // the table meanwhile (decoding costs as much as reading). Memory: a few 1 MB batches.
    struct Row
    {
        qint64 docId;
        std::uint64_t shingleCount;
        Fingerprint128 shingleFp;
        std::uint32_t offset, size; // of the sketch in the batch's bytes
    };
    struct Batch
    {
        std::vector<Row> rows;
        std::string bytes;
    };
    BoundedQueue<Batch> batches(4);
    std::atomic_bool outOfMemory{false};
    std::thread decoder([&] {
        // A damaged sketch leaves its document out; the next scan sketches it again.
        try {
            while (std::optional<Batch> batch = batches.pop())
                for (const Row &r : batch->rows)
                    table.addBlob(r.docId, r.shingleFp, r.shingleCount, batch->bytes.data() + r.offset,
                                  r.size);
        } catch (const std::bad_alloc &) {
            outOfMemory = true;
            batches.close(); // the reader stops pushing
        }
    });
    // However this function is left, the decoder is stopped and joined first.
    struct Joiner
    {
        BoundedQueue<Batch> &queue;
        std::thread &thread;
        ~Joiner()
        {
            queue.close();
            if (thread.joinable())
                thread.join();
        }
    } joiner{batches, decoder};
    int rc;
    sqlite3_stmt *stmt = q.stmt();
    Batch batch;
    while ((rc = q.step()) == SQLITE_ROW) {
        const auto *blob = static_cast<const char *>(sqlite3_column_blob(stmt, 2));
        const auto size = std::uint32_t(sqlite3_column_bytes(stmt, 2));
        const auto *fp = static_cast<const char *>(sqlite3_column_blob(stmt, 3));
        const Fingerprint128 shingleFp = sqlite3_column_bytes(stmt, 3) == 16
                                             ? Fingerprint128{qFromLittleEndian<std::uint64_t>(fp),
                                                              qFromLittleEndian<std::uint64_t>(fp + 8)}
                                             : Fingerprint128{};
        batch.rows.push_back(
            {q.integer(0), std::uint64_t(q.integer(1)), shingleFp, std::uint32_t(batch.bytes.size()), size});
        batch.bytes.append(blob, size);
        if (batch.bytes.size() >= (1u << 20)) {
            batches.push(std::move(batch));
            batch = Batch();
        }
    }
    batches.push(std::move(batch));
    batches.close();
    decoder.join();
    if (outOfMemory)
        return Status::error(Status::Code::Internal,
                             QStringLiteral("not enough memory to load the sketches"));
    if (rc != SQLITE_DONE)
        return error("reading sketches");
    return table;
}

Result<std::vector<ClusterDocument>> IndexStore::clusterDocuments(bool withMinHash)
{
    std::vector<ClusterDocument> out;
    Query q(prepare(withMinHash
                        ? "SELECT d.id, d.raw_fp, d.lexical_fp, d.shingle_fp, s.sketch FROM documents d "
                          "JOIN sketches s ON s.doc_id = d.id WHERE d.error_code IS NULL ORDER BY d.id"
                        : "SELECT d.id, d.raw_fp, d.lexical_fp, d.shingle_fp, NULL FROM documents d "
                          "WHERE d.error_code IS NULL ORDER BY d.id"));
    if (!q.valid())
        return error("reading documents");
    int rc;
    while ((rc = q.step()) == SQLITE_ROW) {
        ClusterDocument d;
        d.docId = q.integer(0);
        d.raw = Fingerprint128::fromBytes(q.blob(1));
        d.lexical = Fingerprint128::fromBytes(q.blob(2));
        d.shingle = Fingerprint128::fromBytes(q.blob(3));
        if (withMinHash) {
            SketchReader reader;
            if (reader.open(static_cast<const char *>(sqlite3_column_blob(q.stmt(), 4)),
                            std::size_t(sqlite3_column_bytes(q.stmt(), 4)))) {
                d.minHash.resize(std::size_t(reader.minHashSize()));
                for (int i = 0; i < reader.minHashSize(); ++i)
                    d.minHash[std::size_t(i)] = reader.minHash(i);
            }
        }
        out.push_back(std::move(d));
    }
    if (rc != SQLITE_DONE)
        return error("reading documents");
    return out;
}

Status IndexStore::writePairBlocks(const std::vector<ScoredPair> &pairs)
{
    if (Status s = exec("DELETE FROM pair_blocks"); !s)
        return s;
    for (std::size_t from = 0; from < pairs.size(); from += kPairsPerBlock) {
        const std::size_t n = std::min(kPairsPerBlock, pairs.size() - from);
        Query q(prepare("INSERT INTO pair_blocks (pairs, data) VALUES (?1, ?2)"));
        if (!q.valid())
            return error("storing pairs");
        q.bind(1, qint64(n)).bind(2, encodePairBlock(std::span<const ScoredPair>(pairs.data() + from, n)));
        if (q.step() != SQLITE_DONE)
            return error("storing pairs");
    }
    return Status::ok();
}

Status IndexStore::replaceMatches(const MatchResult &result, const MatchParams &params)
{
    return inTransaction([&]() -> Status {
        if (Status s = writePairBlocks(result.pairs); !s)
            return s;
        if (Status s = exec("DELETE FROM equivalents"); !s)
            return s;
        for (const EquivalenceGroup &g : result.groups) {
            for (std::size_t i = 0; i <= g.others.size(); ++i) {
                Query q(prepare("INSERT INTO equivalents (doc_id, grp) VALUES (?1, ?2)"));
                if (!q.valid())
                    return error("storing equivalent documents");
                q.bind(1, i == 0 ? g.representative : g.others[i - 1]).bind(2, g.representative);
                if (q.step() != SQLITE_DONE)
                    return error("storing equivalent documents");
            }
        }
        const std::pair<const char *, QString> settings[] = {
            {"match_threshold", QString::number(params.threshold)},
            {"match_containment", QString::number(params.containmentThreshold)},
            {"match_common_cutoff", QString::number(params.commonShingleCutoff)},
            {"match_pairs", QString::number(result.expandedSize())},
        };
        for (const auto &[key, value] : settings)
            if (Status s = setSetting(QString::fromLatin1(key), value); !s)
                return s;
        return Status::ok();
    });
}

Status IndexStore::forgetInResults(const std::vector<qint64> &removed)
{
    if (removed.empty())
        return Status::ok();
    // Clusters: a removed representative took its cluster with it (ON DELETE CASCADE); other
    // members leave the packed lists, and a cluster left with one member goes.
    {
        const std::unordered_set<qint64> ids(removed.begin(), removed.end());
        std::vector<std::pair<qint64, std::vector<ClusterMember>>> changed;
        Query q(prepare("SELECT id, members FROM clusters"));
        if (!q.valid())
            return error("reading clusters");
        int rc;
        std::vector<ClusterMember> members;
        while ((rc = q.step()) == SQLITE_ROW) {
            if (!decodeClusterMembers(static_cast<const char *>(sqlite3_column_blob(q.stmt(), 1)),
                                      std::size_t(sqlite3_column_bytes(q.stmt(), 1)), members))
                continue;
            if (std::erase_if(members, [&](const ClusterMember &m) { return ids.count(m.docId) > 0; }) > 0)
                changed.emplace_back(q.integer(0), std::move(members));
        }
        if (rc != SQLITE_DONE)
            return error("reading clusters");
        for (const auto &[id, left] : changed) {
            Query u(prepare(left.size() < 2 ? "DELETE FROM clusters WHERE id = ?1"
                                            : "UPDATE clusters SET size = ?2, members = ?3 WHERE id = ?1"));
            if (!u.valid())
                return error("updating clusters");
            u.bind(1, id);
            if (left.size() >= 2)
                u.bind(2, qint64(left.size())).bind(3, encodeClusterMembers(left));
            if (u.step() != SQLITE_DONE)
                return error("updating clusters");
        }
    }
    // A removed document that named a group whose other members stay still names it.
    std::unordered_set<qint64> gone(removed.begin(), removed.end());
    {
        Query q(prepare("SELECT DISTINCT grp FROM equivalents"));
        if (!q.valid())
            return error("reading equivalent documents");
        int rc;
        while ((rc = q.step()) == SQLITE_ROW)
            gone.erase(q.integer(0));
        if (rc != SQLITE_DONE)
            return error("reading equivalent documents");
    }
    if (gone.empty())
        return Status::ok();
    std::vector<ScoredPair> pairs;
    if (Status s = readPairBlocks(0, 0, pairs); !s)
        return s;
    const std::size_t before = pairs.size();
    std::erase_if(pairs, [&](const ScoredPair &p) { return gone.count(p.docA) || gone.count(p.docB); });
    if (pairs.size() == before)
        return Status::ok();
    return writePairBlocks(pairs);
}

Status IndexStore::readPairBlocks(double minResemblance, double minContainment, std::vector<ScoredPair> &out)
{
    Query q(prepare("SELECT data FROM pair_blocks ORDER BY id"));
    if (!q.valid())
        return error("reading pairs");
    int rc;
    while ((rc = q.step()) == SQLITE_ROW) {
        if (!decodePairBlock(static_cast<const char *>(sqlite3_column_blob(q.stmt(), 0)),
                             std::size_t(sqlite3_column_bytes(q.stmt(), 0)), minResemblance, minContainment,
                             out))
            return Status::error(Status::Code::Corrupt,
                                 QStringLiteral("the stored pairs are damaged; match again"));
    }
    if (rc != SQLITE_DONE)
        return error("reading pairs");
    return Status::ok();
}

Result<MatchResult> IndexStore::matches(double minResemblance, double minContainment)
{
    MatchResult result;
    if (Status s = readPairBlocks(minResemblance, minContainment, result.pairs); !s)
        return s;
    // The groups; one whose naming document has gone is named after its lowest member.
    std::unordered_map<qint64, qint64> renamed;
    {
        Query q(prepare("SELECT grp, doc_id FROM equivalents ORDER BY grp, doc_id"));
        if (!q.valid())
            return error("reading equivalent documents");
        int rc;
        std::vector<qint64> members;
        qint64 current = 0;
        auto flush = [&] {
            if (members.empty())
                return;
            EquivalenceGroup g;
            const auto self = std::find(members.begin(), members.end(), current);
            if (self != members.end()) {
                g.representative = current;
                members.erase(self);
            } else {
                g.representative = members.front();
                members.erase(members.begin());
                renamed.emplace(current, g.representative);
            }
            g.others = members;
            if (!g.others.empty())
                result.groups.push_back(std::move(g));
            members.clear();
        };
        while ((rc = q.step()) == SQLITE_ROW) {
            if (q.integer(0) != current)
                flush();
            current = q.integer(0);
            members.push_back(q.integer(1));
        }
        if (rc != SQLITE_DONE)
            return error("reading equivalent documents");
        flush();
    }
    if (!renamed.empty()) {
        for (ScoredPair &p : result.pairs) {
            if (auto it = renamed.find(p.docA); it != renamed.end())
                p.docA = it->second;
            if (auto it = renamed.find(p.docB); it != renamed.end())
                p.docB = it->second;
            if (p.docA > p.docB) {
                std::swap(p.docA, p.docB);
                std::swap(p.containmentAInB, p.containmentBInA);
            }
        }
        std::sort(result.pairs.begin(), result.pairs.end(), [](const ScoredPair &x, const ScoredPair &y) {
            return std::tie(x.docA, x.docB) < std::tie(y.docA, y.docB);
        });
        std::sort(result.groups.begin(), result.groups.end(),
                  [](const EquivalenceGroup &x, const EquivalenceGroup &y) {
                      return x.representative < y.representative;
                  });
    }
    return result;
}

Result<std::vector<std::pair<qint64, qint64>>> IndexStore::ignoredPairs()
{
    std::vector<std::pair<qint64, qint64>> out;
    Query q(prepare("SELECT doc_a, doc_b FROM ignored_pairs ORDER BY doc_a, doc_b"));
    if (!q.valid())
        return error("reading ignored pairs");
    int rc;
    while ((rc = q.step()) == SQLITE_ROW)
        out.emplace_back(q.integer(0), q.integer(1));
    if (rc != SQLITE_DONE)
        return error("reading ignored pairs");
    return out;
}

Result<std::vector<ScoredPair>> IndexStore::pairs(double minResemblance, double minContainment)
{
    auto compact = matches(minResemblance, minContainment);
    if (!compact)
        return compact.status();
    std::vector<ScoredPair> out = expandPairs(*compact);
    auto ignored = ignoredPairs();
    if (!ignored)
        return ignored.status();
    std::unordered_map<std::uint64_t, ScoredPair> exact;
    {
        Query q(prepare("SELECT doc_a, doc_b, resemblance, containment_ab, containment_ba FROM exact_pairs"));
        if (!q.valid())
            return error("reading exact pairs");
        int rc;
        while ((rc = q.step()) == SQLITE_ROW) {
            const ScoredPair p{q.integer(0), q.integer(1), q.real(2), q.real(3), q.real(4), 0, true};
            exact.emplace(mix64(std::uint64_t(p.docA)) ^ std::uint64_t(p.docB), p);
        }
        if (rc != SQLITE_DONE)
            return error("reading exact pairs");
    }
    std::sort(ignored->begin(), ignored->end());
    std::erase_if(out, [&](ScoredPair &p) {
        if (std::binary_search(ignored->begin(), ignored->end(), std::pair{p.docA, p.docB}))
            return true;
        if (auto it = exact.find(mix64(std::uint64_t(p.docA)) ^ std::uint64_t(p.docB));
            it != exact.end() && it->second.docA == p.docA && it->second.docB == p.docB) {
            p.resemblance = it->second.resemblance;
            p.containmentAInB = it->second.containmentAInB;
            p.containmentBInA = it->second.containmentBInA;
            p.exact = true;
        }
        return false;
    });
    return out;
}

Status IndexStore::ignorePairs(const std::vector<std::pair<qint64, qint64>> &pairs)
{
    return inTransaction([&] {
        for (auto [a, b] : pairs) {
            if (a > b)
                std::swap(a, b);
            Query q(prepare("INSERT OR IGNORE INTO ignored_pairs (doc_a, doc_b) VALUES (?1, ?2)"));
            if (!q.valid())
                return error("ignoring a pair");
            q.bind(1, a).bind(2, b);
            if (q.step() != SQLITE_DONE)
                return error("ignoring a pair");
        }
        return Status::ok();
    });
}

Status IndexStore::setExactPair(const ScoredPair &p)
{
    Query q(prepare("INSERT INTO exact_pairs (doc_a, doc_b, resemblance, containment_ab, containment_ba) "
                    "VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT(doc_a, doc_b) DO UPDATE SET "
                    "resemblance = excluded.resemblance, containment_ab = excluded.containment_ab, "
                    "containment_ba = excluded.containment_ba"));
    if (!q.valid())
        return error("storing an exact pair");
    const bool swap = p.docA > p.docB;
    q.bind(1, swap ? p.docB : p.docA).bind(2, swap ? p.docA : p.docB);
    sqlite3_bind_double(q.stmt(), 3, p.resemblance);
    sqlite3_bind_double(q.stmt(), 4, swap ? p.containmentBInA : p.containmentAInB);
    sqlite3_bind_double(q.stmt(), 5, swap ? p.containmentAInB : p.containmentBInA);
    return q.step() == SQLITE_DONE ? Status::ok() : error("storing an exact pair");
}

Status IndexStore::replaceClusters(const std::vector<Cluster> &clusters, const QString &policy,
                                   double threshold)
{
    return inTransaction([&]() -> Status {
        if (Status s = exec("DELETE FROM clusters"); !s)
            return s;
        qint64 id = 0;
        for (const Cluster &c : clusters) {
            Query q(
                prepare("INSERT INTO clusters (id, representative, size, members) VALUES (?1, ?2, ?3, ?4)"));
            if (!q.valid())
                return error("storing a cluster");
            q.bind(1, ++id).bind(2, c.representative).bind(3, qint64(c.members.size()));
            q.bind(4, encodeClusterMembers(c.members));
            if (q.step() != SQLITE_DONE)
                return error("storing a cluster");
        }
        if (Status s = setSetting(QStringLiteral("cluster_policy"), policy); !s)
            return s;
        return setSetting(QStringLiteral("cluster_threshold"), QString::number(threshold));
    });
}

Result<std::vector<Cluster>> IndexStore::clusters()
{
    std::vector<Cluster> out;
    Query q(prepare("SELECT representative, members FROM clusters ORDER BY id"));
    if (!q.valid())
        return error("reading clusters");
    int rc;
    while ((rc = q.step()) == SQLITE_ROW) {
        Cluster c{q.integer(0), {}};
        if (!decodeClusterMembers(static_cast<const char *>(sqlite3_column_blob(q.stmt(), 1)),
                                  std::size_t(sqlite3_column_bytes(q.stmt(), 1)), c.members))
            return Status::error(Status::Code::Corrupt,
                                 QStringLiteral("the stored clusters are damaged; cluster again"));
        out.push_back(std::move(c));
    }
    if (rc != SQLITE_DONE)
        return error("reading clusters");
    return out;
}

Result<std::unordered_map<qint64, QString>> IndexStore::locators()
{
    std::unordered_map<qint64, QString> out;
    Query q(prepare("SELECT id, locator FROM documents"));
    if (!q.valid())
        return error("reading locators");
    int rc;
    while ((rc = q.step()) == SQLITE_ROW)
        out.emplace(q.integer(0), q.text(1));
    if (rc != SQLITE_DONE)
        return error("reading locators");
    return out;
}

Result<std::unordered_map<qint64, QString>> IndexStore::locatorsOf(const std::vector<qint64> &ids)
{
    std::unordered_map<qint64, QString> out;
    out.reserve(ids.size());
    for (qint64 id : ids) {
        Query q(prepare("SELECT locator FROM documents WHERE id = ?1"));
        if (!q.valid())
            return error("reading locators");
        q.bind(1, id);
        const int rc = q.step();
        if (rc == SQLITE_ROW)
            out.emplace(id, q.text(0));
        else if (rc != SQLITE_DONE)
            return error("reading locators");
    }
    return out;
}

Result<std::unordered_map<qint64, IndexStore::DocumentInfo>> IndexStore::documentInfos()
{
    std::unordered_map<qint64, DocumentInfo> out;
    Query q(prepare("SELECT id, locator, size, mtime, host, sweep FROM documents"));
    if (!q.valid())
        return error("reading documents");
    while (q.step() == SQLITE_ROW)
        out.emplace(q.integer(0), DocumentInfo{q.text(1), q.integer(2), q.integer(3), q.text(4),
                                               static_cast<int>(q.integer(5))});
    return out;
}

} // namespace lookalike
