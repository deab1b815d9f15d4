#include "Documents.h"

#include "Clusters.h"
#include "Database.h"
#include "Pairs.h"
#include "Settings.h"
#include "Sketches.h"
#include "TermDictionary.h"
#include "sketch/SketchFormat.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>
#include <bit>
#include <string>
#include <unordered_set>

namespace lookalike {

namespace {

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

// The locators under a folder are those in [dir + "/", dir + "0"): '0' follows '/' in
// code point order, and the comparison is exact (LIKE would ignore case).
std::pair<QString, QString> folderRange(const QString &dir)
{
    const QString base = dir.endsWith(QLatin1Char('/')) ? dir.chopped(1) : dir;
    return {base + QLatin1Char('/'), base + QLatin1Char('0')};
}

DocumentInfo infoFrom(const Query &q)
{
    // Columns: id, kind, locator, size, mtime, host, sweep
    return DocumentInfo{q.integer(0), documentKindOf(q.integer(1)),  q.text(2), q.integer(3), q.integer(4),
                        q.text(5),    static_cast<int>(q.integer(6))};
}

// The integer of a query's one row (`sql` a string literal, as Database::query wants); 0 without a row.
Result<qint64> integerOf(Database &db, const char *sql, const char *what)
{
    auto q = db.query(sql, what);
    auto row = q.fetch();
    if (!row)
        return row.status();
    return *row ? q.integer(0) : 0;
}

// forEachFileUnder's statement: the stored files of a root, with whether each has a sketch
// looked up per file (EXISTS) or not (0: the caller knows it otherwise).
const char *filesUnderSql(bool sketchPerFile)
{
    static const std::string head =
        "SELECT id, size, mtime, raw_fp, error_code IS NOT NULL, error_code, error, ";
    // Files only (a part of a mailbox lies under its folder too); a mailbox has no sketch of its
    // own (its messages have: sketchedAsParts) and is up to date once stored.
    static const std::string tail = ", locator FROM documents WHERE sweep = 0 AND kind = 0 AND (locator = ?1 "
                                    "OR (locator >= ?2 AND locator < ?3))";
    static const std::string perFile =
        head + "(EXISTS (SELECT 1 FROM sketches s WHERE s.doc_id = documents.id) OR format = 'mailbox')" +
        tail;
    static const std::string none = head + "format = 'mailbox'" + tail;
    return sketchPerFile ? perFile.c_str() : none.c_str();
}

// put()'s statements: a new document's plain INSERT, and the upsert for one that may be stored
// already (RETURNING its id); the same 21 columns, bound to ?1..?21 by bindDocument.
const char *documentInsertSql(bool upsert)
{
    static const std::string insert =
        "INSERT INTO documents (locator, kind, sweep, size, mtime, format, encoding, raw_fp, lexical_fp, "
        "shingle_fp, error_code, error, last_scan, host, capture_time, http_status, media_type, redirect, "
        "archive_id, record_offset, payload_digest, parent) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, "
        "?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22)";
    static const std::string withUpsert =
        insert +
        " ON CONFLICT(locator, sweep) DO UPDATE SET size = excluded.size, mtime = excluded.mtime, "
        "format = excluded.format, encoding = excluded.encoding, raw_fp = excluded.raw_fp, "
        "lexical_fp = excluded.lexical_fp, shingle_fp = excluded.shingle_fp, error_code = "
        "excluded.error_code, "
        "error = excluded.error, last_scan = excluded.last_scan, host = excluded.host, "
        "capture_time = excluded.capture_time, http_status = excluded.http_status, "
        "media_type = excluded.media_type, redirect = excluded.redirect, archive_id = excluded.archive_id, "
        "record_offset = excluded.record_offset, payload_digest = excluded.payload_digest, "
        "parent = excluded.parent "
        // The latest capture of a URL in a sweep is kept; of two at the same second, the one read
        // later (archives are numbered in the order given): not the one written last by whichever
        // analysis thread finished last.
        "WHERE documents.kind = excluded.kind AND (documents.kind <> 1 OR "
        "(coalesce(documents.capture_time, 0), coalesce(documents.archive_id, 0), "
        "coalesce(documents.record_offset, 0)) <= "
        "(coalesce(excluded.capture_time, 0), coalesce(excluded.archive_id, 0), "
        "coalesce(excluded.record_offset, 0))) "
        "RETURNING id";
    return upsert ? withUpsert.c_str() : insert.c_str();
}

// A document's row into documentInsertSql's parameters (the fingerprints of its sketch, or its
// error; a capture's columns, NULL for a file).
void bindDocument(Query &q, const DocumentRecord &r, const DocumentSketch *sketch, qint64 scanId)
{
    q.bind(1, r.locator)
        .bind(2, static_cast<int>(r.kind))
        .bind(3, r.sweep)
        .bind(4, r.size)
        .bind(5, r.mtimeMs);
    q.bind(6, r.format).bind(7, r.encoding);
    q.bind(8, r.rawFingerprint.isNull() ? QByteArray() : r.rawFingerprint.toBytes());
    if (sketch) {
        q.bind(9, sketch->lexicalFingerprint.toBytes()).bind(10, sketch->shingleFingerprint.toBytes());
    } else if (!r.error.isOk()) { // (a mailbox has no sketch: its messages have)
        q.bind(11, r.error.codeName()).bind(12, r.error.message());
    }
    q.bind(13, scanId);
    if (r.kind == DocumentKind::Capture) {
        q.bind(14, r.host).bind(15, r.captureMs).bind(16, r.httpStatus).bind(17, r.mediaType);
        q.bind(18, r.redirect);
        if (r.archiveId > 0)
            q.bind(19, r.archiveId).bind(20, r.recordOffset);
        q.bind(21, r.payloadDigest.isEmpty() ? QString() : r.payloadDigest);
    }
    if (r.parent > 0)
        q.bind(22, r.parent);
}

} // namespace

bool StoredDocument::upToDate() const
{
    if (!failed)
        return hasSketch;
    return error.code() != Status::Code::Unreadable && error.code() != Status::Code::NotFound;
}

Result<qint64> Documents::beginScan(const QStringList &roots, const QString &params)
{
    auto q = m_db.query("INSERT INTO scans (started_at, state, roots, params) VALUES (?1, 'running', ?2, ?3)",
                        "starting a scan");
    const QString rootsJson =
        QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(roots)).toJson(QJsonDocument::Compact));
    // (A null QString binds NULL, which the column refuses: no parameters are an empty text.)
    q.bind(1, nowMs()).bind(2, rootsJson).bind(3, params.isNull() ? QString(QLatin1String("")) : params);
    if (Status s = q.run(); !s)
        return s;
    return m_db.lastInsertId();
}

Status Documents::finishScan(qint64 scanId, const ScanCounts &c, const QString &state)
{
    auto q = m_db.query(
        "UPDATE scans SET finished_at = ?2, state = ?3, files_seen = ?4, files_indexed = ?5, "
        "files_unchanged = ?6, files_failed = ?7, files_removed = ?8, bytes_read = ?9 WHERE id = ?1",
        "finishing a scan");
    q.bind(1, scanId).bind(2, nowMs()).bind(3, state).bind(4, c.filesSeen).bind(5, c.filesIndexed);
    q.bind(6, c.filesUnchanged).bind(7, c.filesFailed).bind(8, c.filesRemoved).bind(9, c.bytesRead);
    return q.run();
}

Status Documents::closeInterruptedScans()
{
    return m_db.exec("UPDATE scans SET state = 'interrupted' WHERE state = 'running'");
}

Result<qint64> Documents::lastScanId()
{
    return integerOf(m_db, "SELECT coalesce(max(id), 0) FROM scans", "finding the last scan");
}

Status Documents::putRecognizedText(qint64 id, const RecognizedText &text)
{
    auto q = m_db.query(
        "INSERT OR REPLACE INTO recognized_text (doc_id, raw_fp, format, text) VALUES (?1, ?2, ?3, ?4)",
        "keeping the text recognized in a scan");
    q.bind(1, id)
        .bind(2, text.raw.toBytes())
        .bind(3, text.format)
        .bind(4, qCompress(reinterpret_cast<const uchar *>(text.utf8.data()), qsizetype(text.utf8.size())));
    return q.run();
}

Status Documents::dropRecognizedText(qint64 id)
{
    auto q =
        m_db.query("DELETE FROM recognized_text WHERE doc_id = ?1", "dropping the text recognized in a scan");
    q.bind(1, id);
    return q.run();
}

Result<std::optional<Documents::RecognizedText>> Documents::recognizedText(qint64 id)
{
    auto q = m_db.query("SELECT raw_fp, format, text FROM recognized_text WHERE doc_id = ?1",
                        "reading the text recognized in a scan");
    q.bind(1, id);
    auto row = q.fetch();
    if (!row)
        return row.status();
    if (!*row)
        return std::optional<RecognizedText>();
    RecognizedText t;
    t.raw = Fingerprint128::fromBytes(q.blob(0));
    t.format = q.text(1);
    const QByteArray text = qUncompress(q.blob(2));
    t.utf8.assign(text.constData(), std::size_t(text.size()));
    return std::optional<RecognizedText>(std::move(t));
}

Result<std::vector<qint64>> Documents::recognizedIds()
{
    std::vector<qint64> ids;
    auto q = m_db.query("SELECT doc_id FROM recognized_text ORDER BY doc_id",
                        "listing the texts recognized in scans");
    if (Status s = q.forEach([&](const Query &row) { ids.push_back(row.integer(0)); }); !s)
        return s;
    return ids;
}

QString fileOfPart(const QString &locator)
{
    const int hash = locator.lastIndexOf(QLatin1Char('#'));
    return hash < 0 ? locator : locator.left(hash);
}

Result<bool> Documents::hasMail()
{
    auto any = integerOf(m_db, "SELECT EXISTS (SELECT 1 FROM mail)", "looking for mail");
    if (!any)
        return any.status();
    return *any != 0;
}

Result<std::vector<qint64>> Documents::partsOf(const std::vector<qint64> &files)
{
    std::vector<qint64> parts;
    if (files.empty())
        return parts;
    auto any = integerOf(m_db, "SELECT EXISTS (SELECT 1 FROM documents WHERE parent IS NOT NULL)",
                         "looking for documents inside files");
    if (!any)
        return any.status();
    if (*any == 0)
        return parts;
    for (qint64 file : files) {
        // (a statement of its own each: one run to its end is not run again)
        auto q = m_db.query("SELECT id FROM documents WHERE parent = ?1 AND parent IS NOT NULL",
                            "listing the documents inside a file");
        q.bind(1, file);
        if (Status s = q.forEach([&](const Query &row) { parts.push_back(row.integer(0)); }); !s)
            return s;
    }
    std::sort(parts.begin(), parts.end());
    return parts;
}

Status Documents::putMail(qint64 id, const MailHeaders &mail)
{
    if (mail.isNull()) {
        auto drop = m_db.query("DELETE FROM mail WHERE doc_id = ?1", "dropping a message's headers");
        drop.bind(1, id);
        return drop.run();
    }
    auto q =
        m_db.query("INSERT OR REPLACE INTO mail (doc_id, message_id, in_reply_to, refs, subject, sender, "
                   "date) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                   "keeping a message's headers");
    q.bind(1, id)
        .bind(2, mail.messageId)
        .bind(3, mail.inReplyTo)
        .bind(4, mail.references.join(QLatin1Char(' ')))
        .bind(5, mail.subject)
        .bind(6, mail.sender)
        .bind(7, mail.dateMs);
    return q.run();
}

Status Documents::forEachMail(const std::function<void(qint64 id, const MailHeaders &mail)> &onMessage)
{
    auto q = m_db.query("SELECT doc_id, message_id, in_reply_to, refs, subject, sender, date FROM mail "
                        "ORDER BY doc_id",
                        "reading the messages' headers");
    return q.forEach([&](const Query &row) {
        MailHeaders m;
        m.messageId = row.text(1);
        m.inReplyTo = row.text(2);
        m.references = row.text(3).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        m.subject = row.text(4);
        m.sender = row.text(5);
        m.dateMs = row.integer(6);
        onMessage(row.integer(0), m);
    });
}

Result<std::optional<StoredDocument>> Documents::find(const QString &locator, int sweep)
{
    auto q = m_db.query(
        "SELECT id, size, mtime, raw_fp, error_code IS NOT NULL, error_code, error, "
        "(EXISTS (SELECT 1 FROM sketches s WHERE s.doc_id = documents.id) AND EXISTS (SELECT 1 FROM "
        "bags b WHERE b.doc_id = documents.id)) FROM documents WHERE "
        "locator = ?1 AND sweep = ?2",
        "looking up a document");
    q.bind(1, locator).bind(2, sweep);
    auto row = q.fetch();
    if (!row)
        return row.status();
    if (!*row)
        return std::optional<StoredDocument>();
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

Status Documents::countChange()
{
    if (m_db.documentsChangeCounted())
        return Status::ok();
    if (Status s = Settings(m_db).bumpDocumentsGeneration(); !s)
        return s;
    if (m_db.inTransaction())
        m_db.setDocumentsChangeCounted();
    return Status::ok();
}

Result<qint64> Documents::countFilesUnder(const QStringList &roots)
{
    qint64 count = 0;
    for (const QString &root : roots) {
        auto q = m_db.query("SELECT count(*) FROM documents WHERE sweep = 0 AND "
                            "(locator = ?1 OR (locator >= ?2 AND locator < ?3))",
                            "counting the documents of a folder");
        const auto [from, to] = folderRange(root);
        q.bind(1, root).bind(2, from).bind(3, to);
        auto row = q.fetch();
        if (!row)
            return row.status();
        count += *row ? q.integer(0) : 0;
    }
    return count;
}

Status Documents::forEachFileUnder(
    const QStringList &roots,
    const std::function<void(const QString &locator, const StoredDocument &doc, int root)> &onFile,
    qint64 expected)
{
    // The sketched documents' ids, ascending, when reading them all costs no more than the
    // files' rows (a table of 4 * expected ids at most; ids are not reused much).
    std::vector<qint64> sketched;
    bool sketchIdsRead = false;
    if (expected > 0) {
        auto top =
            m_db.integer("SELECT coalesce(max(doc_id), 0) FROM sketches", "reading the sketched documents");
        if (!top)
            return top.status();
        if (*top <= 4 * expected) {
            auto q = m_db.query("SELECT doc_id FROM sketches", "reading the sketched documents");
            if (Status s = q.forEach([&](const Query &row) { sketched.push_back(row.integer(0)); }); !s)
                return s;
            sketchIdsRead = true;
        }
    }
    DocumentSet met; // roots inside other roots
    const bool several = roots.size() > 1;
    for (int r = 0; r < roots.size(); ++r) {
        auto q = m_db.query(filesUnderSql(!sketchIdsRead), "reading the documents of a folder");
        const auto [from, to] = folderRange(roots[r]);
        q.bind(1, roots[r]).bind(2, from).bind(3, to);
        Status s = q.forEach([&](const Query &row) {
            StoredDocument d;
            d.id = row.integer(0);
            if (several) {
                if (met.contains(d.id))
                    return;
                met.insert(d.id);
            }
            d.size = row.integer(1);
            d.mtimeMs = row.integer(2);
            d.rawFingerprint = Fingerprint128::fromBytes(row.blob(3));
            d.failed = row.integer(4) != 0;
            if (d.failed)
                d.error = Status::error(Status::codeFromName(row.text(5)), row.text(6));
            d.hasSketch = row.integer(7) != 0 || // (column 7: a mailbox, or without the ids read, a sketch)
                          (sketchIdsRead && std::binary_search(sketched.begin(), sketched.end(), d.id));
            onFile(row.text(8), d, r);
        });
        if (!s)
            return s;
    }
    return Status::ok();
}

Result<qint64> Documents::put(const DocumentRecord &r, const DocumentSketch *sketch, qint64 scanId,
                              bool isNew)
{
    if (Status s = countChange(); !s)
        return s;
    const DocumentSketch *sketched = sketch && r.error.isOk() ? sketch : nullptr;
    qint64 id = 0;
    bool inserted = false; // a row of its own: nothing of an earlier document to replace
    if (isNew && r.kind != DocumentKind::Capture) {
        auto q = m_db.query(documentInsertSql(false), "storing a document");
        bindDocument(q, r, sketched, scanId);
        const Status s = q.run();
        if (s) {
            id = m_db.lastInsertId();
            inserted = true;
        } else if (!m_db.lastErrorWasConstraint()) {
            return s;
        } // else stored meanwhile (another writer): as any document stored before
    }
    if (!inserted) {
        auto q = m_db.query(documentInsertSql(true), "storing a document");
        bindDocument(q, r, sketched, scanId);
        auto row = q.returnedId();
        if (!row)
            return row.status();
        if (!*row) {
            // A later capture of this URL in this sweep is kept; of a file and a message inside a
            // mailbox with the same locator (a file named "Inbox#1" beside the mailbox "Inbox"),
            // the one stored first stays and the other is not stored.
            return qint64(0);
        }
        id = **row;
    }
    // Exact figures of the document as it was no longer hold.
    if (Status s = Pairs(m_db).forgetExact(id); !s)
        return s;
    Sketches sketches(m_db);
    Status s = Status::ok();
    if (sketched)
        s = inserted ? sketches.insert(id, *sketched) : sketches.put(id, *sketched);
    else if (!inserted)
        s = sketches.remove(id); // the sketch of the document's former content
    if (!s)
        return s;
    return id;
}

Result<std::optional<qint64>> Documents::indexedAt(const QString &locator)
{
    auto q = m_db.query(
        "SELECT id FROM documents WHERE locator = ?1 AND error_code IS NULL ORDER BY sweep DESC LIMIT 1",
        "looking up a document");
    q.bind(1, locator);
    auto row = q.fetch();
    if (!row)
        return row.status();
    if (!*row)
        return std::optional<qint64>();
    return std::optional<qint64>(q.integer(0));
}

Result<std::vector<std::pair<qint64, QString>>> Documents::captureUrls()
{
    auto q = m_db.query("SELECT id, locator FROM documents WHERE kind = 1 AND error_code IS NULL",
                        "reading captures");
    std::vector<std::pair<qint64, QString>> out;
    Status s = q.forEach([&](Query &row) { out.emplace_back(row.integer(0), row.text(1)); });
    if (!s)
        return s;
    return out;
}

Status Documents::touch(qint64 id, qint64 scanId, qint64 mtimeMs)
{
    auto q = m_db.query("UPDATE documents SET last_scan = ?2, mtime = ?3 WHERE id = ?1",
                        "marking a document seen");
    q.bind(1, id).bind(2, scanId).bind(3, mtimeMs);
    return q.run();
}

Status Documents::recordProblem(qint64 scanId, const QString &locator, const Status &problem)
{
    auto q = m_db.query("INSERT INTO errors (scan_id, locator, code, message) VALUES (?1, ?2, ?3, ?4)",
                        "recording a problem");
    q.bind(1, scanId).bind(2, locator).bind(3, problem.codeName()).bind(4, problem.message());
    return q.run();
}

Status Documents::remove(const std::vector<qint64> &files)
{
    return m_db.inTransaction([&]() -> Status {
        if (files.empty())
            return Status::ok();
        if (Status s = countChange(); !s)
            return s;
        // The documents inside them go with them.
        auto parts = partsOf(files);
        if (!parts)
            return parts.status();
        std::vector<qint64> ids = files;
        ids.insert(ids.end(), parts->begin(), parts->end());
        for (qint64 id : ids) {
            auto q = m_db.query("DELETE FROM documents WHERE id = ?1", "removing a document");
            q.bind(1, id);
            if (Status s = q.run(); !s)
                return s;
        }
        if (Status s = Clusters(m_db).forget(ids); !s)
            return s;
        return Pairs(m_db).forget(ids);
    });
}

Result<DocumentInfo> Documents::info(qint64 id)
{
    auto q = m_db.query("SELECT id, kind, locator, size, mtime, coalesce(host, ''), sweep FROM documents "
                        "WHERE id = ?1",
                        "reading a document");
    q.bind(1, id);
    auto row = q.fetch();
    if (!row)
        return row.status();
    if (!*row)
        return Status::error(Status::Code::NotFound,
                             QStringLiteral("document %1 is not in the index").arg(id));
    return infoFrom(q);
}

Result<std::unordered_map<qint64, DocumentInfo>> Documents::infos(const std::vector<qint64> &ids)
{
    std::unordered_map<qint64, DocumentInfo> out;
    out.reserve(ids.size());
    // Many ids: one pass over the table beats as many look-ups (a B-tree descent each).
    constexpr std::size_t kScanAbove = 20000;
    if (ids.size() > kScanAbove) {
        const std::unordered_set<qint64> wanted(ids.begin(), ids.end());
        auto q = m_db.query("SELECT id, kind, locator, size, mtime, coalesce(host, ''), sweep FROM documents",
                            "reading documents");
        if (Status s = q.forEach([&](const Query &row) {
                if (wanted.count(row.integer(0)))
                    out.emplace(row.integer(0), infoFrom(row));
            });
            !s)
            return s;
        return out;
    }
    for (qint64 id : ids) {
        if (out.count(id))
            continue;
        auto q = m_db.query("SELECT id, kind, locator, size, mtime, coalesce(host, ''), sweep FROM documents "
                            "WHERE id = ?1",
                            "reading a document");
        q.bind(1, id);
        auto row = q.fetch();
        if (!row)
            return row.status();
        if (*row)
            out.emplace(id, infoFrom(q));
    }
    return out;
}

void DocumentSet::intersect(const DocumentSet &other)
{
    m_size = 0;
    for (std::size_t w = 0; w < m_bits.size(); ++w) {
        m_bits[w] &= w < other.m_bits.size() ? other.m_bits[w] : 0;
        m_size += std::popcount(m_bits[w]);
    }
}

void DocumentSet::insert(qint64 id)
{
    if (id < 0)
        return;
    const auto i = std::uint64_t(id);
    if ((i >> 6) >= m_bits.size())
        m_bits.resize((i >> 6) + 1 + m_bits.size() / 2);
    std::uint64_t &word = m_bits[i >> 6];
    const std::uint64_t bit = std::uint64_t(1) << (i & 63);
    if (!(word & bit)) {
        word |= bit;
        ++m_size;
    }
}

Result<DocumentSet> Documents::matching(const QString &text)
{
    // LIKE with its wildcards escaped: a substring, ASCII letters in any case.
    QString pattern = text;
    pattern.replace(QLatin1Char('\\'), QLatin1String("\\\\"))
        .replace(QLatin1Char('%'), QLatin1String("\\%"))
        .replace(QLatin1Char('_'), QLatin1String("\\_"));
    auto q = m_db.query("SELECT id FROM documents WHERE locator LIKE ?1 ESCAPE '\\'", "filtering documents");
    q.bind(1, QLatin1Char('%') + pattern + QLatin1Char('%'));
    DocumentSet out;
    if (Status s = q.forEach([&](const Query &row) { out.insert(row.integer(0)); }); !s)
        return s;
    return out;
}

Result<DocumentSet> Documents::under(const QStringList &folders)
{
    DocumentSet out;
    for (QString folder : folders) {
        if (!folder.endsWith(QLatin1Char('/')))
            folder += QLatin1Char('/');
        // Paths from "folder/" to before "folder0" ('0' follows '/' in byte order); "/": all.
        QString after = folder;
        after.back() = QLatin1Char('0');
        auto q = m_db.query("SELECT id FROM documents WHERE locator >= ?1 AND locator < ?2",
                            "listing the documents of a folder");
        q.bind(1, folder).bind(2, after);
        if (Status s = q.forEach([&](const Query &row) { out.insert(row.integer(0)); }); !s)
            return s;
    }
    return out;
}

Result<std::vector<std::pair<qint64, QString>>> Documents::files()
{
    std::vector<std::pair<qint64, QString>> out;
    auto q =
        m_db.query("SELECT id, locator FROM documents WHERE kind = 0 ORDER BY locator", "listing the files");
    if (Status s = q.forEach([&](const Query &row) { out.emplace_back(row.integer(0), row.text(1)); }); !s)
        return s;
    return out;
}

Result<qint64> Documents::count()
{
    return integerOf(m_db, "SELECT count(*) FROM documents", "counting documents");
}

Status Documents::forEachStored(const std::function<Status(const StoredRecord &)> &onDocument)
{
    auto q = m_db.query(
        "SELECT d.id, d.kind, d.locator, d.sweep, d.size, d.mtime, d.format, d.encoding, d.raw_fp, "
        "d.lexical_fp, d.shingle_fp, d.error_code, d.error, d.host, coalesce(d.capture_time, 0), "
        "coalesce(d.http_status, 0), d.media_type, d.redirect, coalesce(d.archive_id, 0), "
        "coalesce(d.record_offset, 0), d.payload_digest, s.token_count, s.shingle_count, s.sketch, "
        "b.language, "
        "b.terms FROM documents d LEFT JOIN sketches s ON s.doc_id = d.id LEFT JOIN bags b ON b.doc_id = "
        "d.id "
        "ORDER BY d.id",
        "reading documents");
    StoredRecord stored; // its vectors keep their capacity from one document to the next
    return q.forEach([&](const Query &row) -> Status {
        stored.id = row.integer(0);
        DocumentRecord &r = stored.record;
        r.kind = documentKindOf(row.integer(1));
        r.locator = row.text(2);
        r.sweep = int(row.integer(3));
        r.size = row.integer(4);
        r.mtimeMs = row.integer(5);
        r.format = row.text(6);
        r.encoding = row.text(7);
        r.rawFingerprint = Fingerprint128::fromBytes(row.blob(8));
        r.error =
            row.isNull(11) ? Status::ok() : Status::error(Status::codeFromName(row.text(11)), row.text(12));
        r.host = row.text(13);
        r.captureMs = row.integer(14);
        r.httpStatus = int(row.integer(15));
        r.mediaType = row.text(16);
        r.redirect = row.text(17);
        r.archiveId = row.integer(18);
        r.recordOffset = row.integer(19);
        r.payloadDigest = row.text(20);
        stored.hasSketch = !row.isNull(23);
        DocumentSketch &s = stored.sketch;
        s.tokenCount = s.shingleCount = 0;
        s.minHash.clear();
        s.sample.clear();
        s.sampleLevel = 0;
        s.lexicalFingerprint = s.shingleFingerprint = Fingerprint128{};
        if (stored.hasSketch) {
            s.tokenCount = std::uint64_t(row.integer(21));
            s.shingleCount = std::uint64_t(row.integer(22));
            const auto blob = row.bytes(23);
            if (!decodeSketch(blob.data(), blob.size(), s))
                return Status::error(Status::Code::Corrupt,
                                     QStringLiteral("the stored sketch of document %1 (%2) is damaged")
                                         .arg(stored.id)
                                         .arg(r.locator));
            s.lexicalFingerprint = Fingerprint128::fromBytes(row.blob(9));
            s.shingleFingerprint = Fingerprint128::fromBytes(row.blob(10));
        }
        s.bag.reset();
        if (!row.isNull(25)) {
            WordBag bag;
            bag.language = row.text(24).toStdString();
            auto decoded = m_db.terms().decode(m_db, row.bytes(25), bag.terms);
            if (!decoded)
                return decoded.status();
            if (!*decoded)
                return Status::error(Status::Code::Corrupt,
                                     QStringLiteral("the stored bag of words of document %1 (%2) is damaged")
                                         .arg(stored.id)
                                         .arg(r.locator));
            s.bag = std::move(bag);
        }
        return onDocument(stored);
    });
}

Result<std::vector<ScanProblem>> Documents::problems(qint64 scanId, int limit)
{
    std::vector<ScanProblem> out;
    auto q = m_db.query(
        "SELECT locator, error_code, error FROM documents WHERE error_code IS NOT NULL AND last_scan = ?1 "
        "UNION ALL SELECT locator, code, message FROM errors WHERE scan_id = ?1 LIMIT ?2",
        "listing problems");
    q.bind(1, scanId).bind(2, limit);
    if (Status s = q.forEach([&](const Query &row) {
            out.push_back({row.text(0), row.text(1), row.text(2)});
        });
        !s)
        return s;
    return out;
}

Result<std::vector<ScanProblem>> Documents::scanErrors(qint64 scanId, int limit)
{
    std::vector<ScanProblem> out;
    auto q = m_db.query("SELECT locator, code, message FROM errors WHERE scan_id = ?1 ORDER BY id LIMIT ?2",
                        "listing the problems of a scan");
    q.bind(1, scanId).bind(2, limit);
    if (Status s = q.forEach([&](const Query &row) {
            out.push_back({row.text(0), row.text(1), row.text(2)});
        });
        !s)
        return s;
    return out;
}

Result<std::vector<FailedDocument>> Documents::failed(int limit)
{
    std::vector<FailedDocument> out;
    auto q = m_db.query("SELECT id, locator, error_code, coalesce(error, ''), size, mtime FROM documents "
                        "WHERE error_code IS NOT NULL ORDER BY locator LIMIT ?1",
                        "listing the documents that could not be used");
    q.bind(1, limit);
    if (Status s = q.forEach([&](const Query &row) {
            out.push_back(
                {row.integer(0), row.text(1), row.text(2), row.text(3), row.integer(4), row.integer(5)});
        });
        !s)
        return s;
    return out;
}

} // namespace lookalike
