#include "CrawlTables.h"

#include "Database.h"
#include "Related.h"
#include "Sketches.h"

#include <QDateTime>

namespace lookalike {

namespace {

// The id of the one row of a look-up, or nullopt.
Result<std::optional<qint64>> firstId(Query &q)
{
    auto row = q.fetch();
    if (!row)
        return row.status();
    return *row ? std::optional<qint64>(q.integer(0)) : std::optional<qint64>();
}

} // namespace

Result<int> CrawlTables::sweepFor(const QString &label, qint64 dateMs)
{
    {
        auto q = m_db.query("SELECT id FROM sweeps WHERE label = ?1", "looking up a sweep");
        q.bind(1, label);
        auto found = firstId(q);
        if (!found)
            return found.status();
        if (*found)
            return int(**found);
    }
    auto q = m_db.query("INSERT INTO sweeps (id, label, started_at, imported_at) VALUES "
                        "((SELECT max(max(id), 0) + 1 FROM sweeps), ?1, ?2, ?3) RETURNING id",
                        "creating a sweep");
    q.bind(1, label).bind(3, QDateTime::currentMSecsSinceEpoch());
    if (dateMs > 0)
        q.bind(2, dateMs);
    auto id = q.returnedId();
    if (!id)
        return id.status();
    if (!*id)
        return m_db.error("creating a sweep");
    return int(**id);
}

Status CrawlTables::setSweepDate(int sweep, qint64 dateMs, bool overwrite)
{
    auto q = overwrite ? m_db.query("UPDATE sweeps SET started_at = ?2, imported_at = ?3 WHERE id = ?1",
                                    "dating a sweep")
                       : m_db.query("UPDATE sweeps SET started_at = min(coalesce(started_at, ?2), ?2), "
                                    "imported_at = ?3 WHERE id = ?1",
                                    "dating a sweep");
    q.bind(1, sweep).bind(2, dateMs).bind(3, QDateTime::currentMSecsSinceEpoch());
    return q.run();
}

Result<std::vector<Sweep>> CrawlTables::sweeps()
{
    auto q = m_db.query("SELECT s.id, s.label, coalesce(s.started_at, 0), (SELECT count(*) FROM documents d "
                        "WHERE d.kind = 1 AND d.sweep = s.id) "
                        "FROM sweeps s WHERE s.id > 0 ORDER BY coalesce(s.started_at, 0), s.id",
                        "listing sweeps");
    std::vector<Sweep> out;
    if (Status s = q.forEach([&](const Query &row) {
            out.push_back({int(row.integer(0)), row.text(1), row.integer(2), row.integer(3)});
        });
        !s)
        return s;
    return out;
}

Result<bool> CrawlTables::archiveDone(const QString &path, qint64 size, qint64 mtimeMs, int sweep)
{
    auto q =
        m_db.query("SELECT 1 FROM archives WHERE path = ?1 AND size = ?2 AND mtime = ?3 AND sweep = ?4 AND "
                   "state = 'done'",
                   "looking up an archive");
    q.bind(1, path).bind(2, size).bind(3, mtimeMs).bind(4, sweep);
    return q.fetch();
}

Result<qint64> CrawlTables::beginArchive(const QString &path, qint64 size, qint64 mtimeMs, int sweep)
{
    auto q =
        m_db.query("INSERT INTO archives (path, size, mtime, sweep, state, imported_at) VALUES (?1, ?2, ?3, "
                   "?4, 'running', ?5) "
                   "ON CONFLICT(path, sweep) DO UPDATE SET size = excluded.size, mtime = excluded.mtime, "
                   "state = 'running', imported_at = excluded.imported_at RETURNING id",
                   "recording an archive");
    q.bind(1, path)
        .bind(2, size)
        .bind(3, mtimeMs)
        .bind(4, sweep)
        .bind(5, QDateTime::currentMSecsSinceEpoch());
    auto id = q.returnedId();
    if (!id)
        return id.status();
    if (!*id)
        return m_db.error("recording an archive");
    return **id;
}

Status CrawlTables::finishArchive(qint64 archiveId, const QString &state, qint64 records, qint64 documents,
                                  qint64 problems)
{
    auto q = m_db.query(
        "UPDATE archives SET state = ?2, records = ?3, documents = ?4, problems = ?5 WHERE id = ?1",
        "recording an archive");
    q.bind(1, archiveId).bind(2, state).bind(3, records).bind(4, documents).bind(5, problems);
    return q.run();
}

Result<std::vector<ArchiveInfo>> CrawlTables::archives()
{
    auto q =
        m_db.query("SELECT id, path, size, mtime, sweep, state, records, documents, problems FROM archives "
                   "ORDER BY id",
                   "listing archives");
    std::vector<ArchiveInfo> out;
    if (Status s = q.forEach([&](const Query &row) {
            out.push_back({row.integer(0), row.text(1), row.integer(2), row.integer(3), int(row.integer(4)),
                           row.text(5), row.integer(6), row.integer(7), row.integer(8)});
        });
        !s)
        return s;
    return out;
}

Result<RecordLocation> CrawlTables::recordLocation(qint64 docId)
{
    auto q =
        m_db.query("SELECT a.path, d.record_offset, d.media_type FROM documents d JOIN archives a ON a.id = "
                   "d.archive_id WHERE d.id = ?1",
                   "locating a record");
    q.bind(1, docId);
    auto row = q.fetch();
    if (!row)
        return row.status();
    if (!*row)
        return Status::error(Status::Code::NotFound,
                             QStringLiteral("document %1 is not an archive record").arg(docId));
    return RecordLocation{q.text(0), q.integer(1), q.text(2)};
}

Result<std::optional<qint64>> CrawlTables::findByRawFingerprint(const Fingerprint128 &raw)
{
    auto q = m_db.query(
        "SELECT d.id FROM documents d WHERE d.kind = 1 AND d.raw_fp = ?1 AND EXISTS (SELECT 1 FROM "
        "sketches s WHERE s.doc_id = d.id) LIMIT 1",
        "looking up identical documents");
    q.bind(1, raw.toBytes());
    return firstId(q);
}

Result<std::optional<qint64>> CrawlTables::holderOfBytes(qint64 hint, const Fingerprint128 &raw)
{
    auto q = m_db.query("SELECT d.id FROM documents d WHERE d.id = ?1 AND d.raw_fp = ?2 AND EXISTS (SELECT 1 "
                        "FROM sketches s WHERE s.doc_id = d.id)",
                        "looking up identical documents");
    q.bind(1, hint).bind(2, raw.toBytes());
    auto found = firstId(q);
    if (!found || *found)
        return found;
    return findByRawFingerprint(raw);
}

Result<std::optional<qint64>> CrawlTables::findByPayloadDigest(const QString &digest)
{
    auto q = m_db.query("SELECT d.id FROM documents d WHERE d.payload_digest = ?1 AND EXISTS (SELECT 1 FROM "
                        "sketches s WHERE s.doc_id = d.id) ORDER BY d.archive_id IS NULL, d.id LIMIT 1",
                        "looking up a payload digest");
    q.bind(1, digest);
    return firstId(q);
}

Result<std::optional<qint64>> CrawlTables::findCapture(const QString &url, qint64 nearMs,
                                                       const QString &digest)
{
    auto q = m_db.query(
        "SELECT d.id FROM documents d WHERE d.locator = ?1 AND EXISTS (SELECT 1 FROM sketches s "
        "WHERE s.doc_id = d.id) AND (?3 IS NULL OR d.payload_digest IS NULL OR d.payload_digest = ?3) "
        "ORDER BY abs(coalesce(d.capture_time, 0) - ?2), d.id LIMIT 1",
        "looking up a capture");
    q.bind(1, url).bind(2, nearMs);
    if (!digest.isEmpty())
        q.bind(3, digest);
    return firstId(q);
}

Result<qint64> CrawlTables::putCopy(DocumentRecord record, qint64 fromDocId, qint64 scanId,
                                    bool bytesOfSource)
{
    // Read before the put: the copy may replace the source's own row.
    auto sketch = Sketches(m_db).of(fromDocId);
    if (!sketch)
        return sketch.status();
    // The same text: the same bag of words (put() drops a bag that comes without its sketch).
    auto b = m_db.query("SELECT language, terms FROM bags WHERE doc_id = ?1", "copying a bag of words");
    b.bind(1, fromDocId);
    auto bagRow = b.fetch();
    if (!bagRow)
        return bagRow.status();
    std::optional<std::pair<QString, QByteArray>> bag;
    if (*bagRow)
        bag.emplace(b.text(0), b.blob(1));
    auto q =
        m_db.query("SELECT raw_fp, format, encoding, archive_id, record_offset FROM documents WHERE id = ?1",
                   "copying a document");
    q.bind(1, fromDocId);
    auto row = q.fetch();
    if (!row)
        return row.status();
    if (!*row)
        return Status::error(Status::Code::NotFound,
                             QStringLiteral("document %1 left the index").arg(fromDocId));
    record.rawFingerprint = Fingerprint128::fromBytes(q.blob(0));
    record.format = q.text(1);
    record.encoding = q.text(2);
    if (bytesOfSource) {
        record.archiveId = q.isNull(3) ? 0 : q.integer(3);
        record.recordOffset = q.integer(4);
    }
    record.error = Status::ok();
    auto id = Documents(m_db).put(record, &*sketch, scanId);
    if (!id || *id <= 0 || !bag)
        return id;
    m_db.wrote(Database::Derived::Bags);
    auto put = m_db.query("INSERT OR REPLACE INTO bags (doc_id, language, terms) VALUES (?1, ?2, ?3)",
                          "copying a bag of words");
    put.bind(1, *id).bind(2, bag->first).bind(3, bag->second);
    if (Status s = put.run(); !s)
        return s;
    return id;
}

Result<std::vector<Capture>> CrawlTables::captures(int sweep)
{
    auto q =
        m_db.query("SELECT d.id, d.locator, coalesce(d.host, ''), d.sweep, coalesce(d.capture_time, 0), "
                   "coalesce(d.http_status, 0), EXISTS (SELECT 1 FROM sketches s WHERE s.doc_id = d.id), "
                   "d.raw_fp, d.shingle_fp, d.redirect FROM documents d WHERE d.kind = 1 AND "
                   "(?1 < 0 OR d.sweep = ?1) ORDER BY d.sweep, d.locator",
                   "listing captures");
    q.bind(1, sweep);
    std::vector<Capture> out;
    if (Status s = q.forEach([&](const Query &row) {
            Capture c;
            c.docId = row.integer(0);
            c.url = row.text(1);
            c.host = row.text(2);
            c.sweep = int(row.integer(3));
            c.captureMs = row.integer(4);
            c.httpStatus = int(row.integer(5));
            c.indexed = row.integer(6) != 0;
            c.rawFingerprint = Fingerprint128::fromBytes(row.blob(7));
            c.shingleFingerprint = Fingerprint128::fromBytes(row.blob(8));
            c.redirect = row.text(9);
            out.push_back(std::move(c));
        });
        !s)
        return s;
    return out;
}

} // namespace lookalike
