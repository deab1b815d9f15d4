#include "Schema.h"

#include "Clusters.h"
#include "CompactRows.h"
#include "Database.h"
#include "TermDictionary.h"
#include "sketch/SketchFormat.h"

#include <QString>
#include <QtEndian>
#include <sqlite3.h>

namespace lookalike::schema {

namespace {

Status sqliteError(sqlite3 *db, const char *what)
{
    return Status::error(
        Status::Code::Database,
        QStringLiteral("%1: %2").arg(QString::fromUtf8(what), QString::fromUtf8(sqlite3_errmsg(db))));
}

// A prepared statement finalized when it goes out of scope.
struct Statement
{
    sqlite3_stmt *stmt = nullptr;
    Statement(sqlite3 *db, const char *sql) { sqlite3_prepare_v2(db, sql, -1, &stmt, nullptr); }
    ~Statement() { sqlite3_finalize(stmt); }
};

// Schema 7: sketches in their kept form (16-bit MinHash values, sample keys Rice-coded, the
// sample halved to 64..127 values: exactly what sketching with the new parameters gives, so
// no document is read again); pairs in blocks; the sketch parameters renamed to match.
Status convertToSchema7(Database &database)
{
    sqlite3 *db = database.handle();
    std::optional<SketchParams> oldParams;
    {
        Statement q(db, "SELECT value FROM settings WHERE key = 'sketch_params'");
        if (!q.stmt)
            return sqliteError(db, "reading the sketch parameters");
        if (sqlite3_step(q.stmt) == SQLITE_ROW)
            oldParams = SketchParams::fromString(
                QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(q.stmt, 0)),
                                  sqlite3_column_bytes(q.stmt, 0)));
    }
    SketchParams params = oldParams.value_or(SketchParams{});
    params.sampleTarget = SketchParams{}.sampleTarget;
    {
        Statement read(
            db, "SELECT doc_id, token_count, shingle_count, minhash, sample_level, sample FROM sketches");
        Statement write(
            db,
            "INSERT INTO sketches_v7 (doc_id, token_count, shingle_count, sketch) VALUES (?1, ?2, ?3, ?4)");
        if (!read.stmt || !write.stmt)
            return sqliteError(db, "converting sketches");
        int rc;
        while ((rc = sqlite3_step(read.stmt)) == SQLITE_ROW) {
            DocumentSketch s;
            s.shingleCount = std::uint64_t(sqlite3_column_int64(read.stmt, 2));
            const auto *mh = static_cast<const char *>(sqlite3_column_blob(read.stmt, 3));
            const int mhBytes = sqlite3_column_bytes(read.stmt, 3);
            for (int i = 0; i + 4 <= mhBytes; i += 4) {
                const std::uint32_t v = qFromLittleEndian<std::uint32_t>(mh + i);
                s.minHash.push_back(v == DocumentSketch::kEmptyBin ? v : (v & kMinHashMask));
            }
            s.sampleLevel =
                std::max(int(sqlite3_column_int(read.stmt, 4)), sampleLevelFor(s.shingleCount, params));
            const auto *sample = static_cast<const char *>(sqlite3_column_blob(read.stmt, 5));
            const int sampleBytes = sqlite3_column_bytes(read.stmt, 5);
            const std::uint64_t below = (std::uint64_t(1) << s.sampleLevel) - 1;
            for (int i = 0; i + 8 <= sampleBytes; i += 8) {
                const std::uint64_t fp = qFromLittleEndian<std::uint64_t>(sample + i);
                if ((fp & below) == 0)
                    s.sample.push_back(sampleValue(fp, params.sampleMaxLevel));
            }
            s.sampleMaxLevel = params.sampleMaxLevel;
            const QByteArray blob = encodeSketch(s);
            sqlite3_bind_int64(write.stmt, 1, sqlite3_column_int64(read.stmt, 0));
            sqlite3_bind_int64(write.stmt, 2, sqlite3_column_int64(read.stmt, 1));
            sqlite3_bind_int64(write.stmt, 3, sqlite3_column_int64(read.stmt, 2));
            sqlite3_bind_blob(write.stmt, 4, blob.constData(), int(blob.size()), SQLITE_TRANSIENT);
            if (sqlite3_step(write.stmt) != SQLITE_DONE)
                return sqliteError(db, "converting sketches");
            sqlite3_reset(write.stmt);
        }
        if (rc != SQLITE_DONE)
            return sqliteError(db, "converting sketches");
    }
    {
        // The stored pairs, equivalent documents' ones included, carry over as they are.
        Statement read(
            db, "SELECT doc_a, doc_b, resemblance, containment_ab, containment_ba, sources, exact FROM pairs "
                "ORDER BY doc_a, doc_b");
        Statement block(db, "INSERT INTO pair_blocks (pairs, data) VALUES (?1, ?2)");
        Statement exact(db,
                        "INSERT INTO exact_pairs (doc_a, doc_b, resemblance, containment_ab, containment_ba) "
                        "VALUES (?1, ?2, ?3, ?4, ?5)");
        if (!read.stmt || !block.stmt || !exact.stmt)
            return sqliteError(db, "converting pairs");
        std::vector<ScoredPair> pairs;
        auto flush = [&] {
            if (pairs.empty())
                return true;
            const QByteArray data = encodePairBlock(pairs);
            sqlite3_bind_int64(block.stmt, 1, qint64(pairs.size()));
            sqlite3_bind_blob(block.stmt, 2, data.constData(), int(data.size()), SQLITE_TRANSIENT);
            const bool ok = sqlite3_step(block.stmt) == SQLITE_DONE;
            sqlite3_reset(block.stmt);
            pairs.clear();
            return ok;
        };
        int rc;
        while ((rc = sqlite3_step(read.stmt)) == SQLITE_ROW) {
            ScoredPair p{sqlite3_column_int64(read.stmt, 0),  sqlite3_column_int64(read.stmt, 1),
                         sqlite3_column_double(read.stmt, 2), sqlite3_column_double(read.stmt, 3),
                         sqlite3_column_double(read.stmt, 4), std::uint8_t(sqlite3_column_int(read.stmt, 5))};
            if (sqlite3_column_int(read.stmt, 6) != 0) {
                sqlite3_bind_int64(exact.stmt, 1, p.docA);
                sqlite3_bind_int64(exact.stmt, 2, p.docB);
                sqlite3_bind_double(exact.stmt, 3, p.resemblance);
                sqlite3_bind_double(exact.stmt, 4, p.containmentAInB);
                sqlite3_bind_double(exact.stmt, 5, p.containmentBInA);
                const bool ok = sqlite3_step(exact.stmt) == SQLITE_DONE;
                sqlite3_reset(exact.stmt);
                if (!ok)
                    return sqliteError(db, "converting exact pairs");
            }
            pairs.push_back(p);
            if (pairs.size() == kPairsPerBlock && !flush())
                return sqliteError(db, "converting pairs");
        }
        if (rc != SQLITE_DONE || !flush())
            return sqliteError(db, "converting pairs");
    }
    {
        // The clusters, their members packed.
        Statement read(
            db, "SELECT c.id, c.representative, m.doc_id, m.resemblance, m.contained_in_rep, m.contains_rep "
                "FROM clusters c JOIN cluster_members m ON m.cluster_id = c.id "
                "ORDER BY c.id, m.doc_id <> c.representative, m.resemblance DESC, m.doc_id");
        Statement write(
            db, "INSERT INTO clusters_v7 (id, representative, size, members) VALUES (?1, ?2, ?3, ?4)");
        if (!read.stmt || !write.stmt)
            return sqliteError(db, "converting clusters");
        qint64 current = -1;
        qint64 representative = 0;
        std::vector<ClusterMember> members;
        auto flush = [&] {
            if (members.empty())
                return true;
            const QByteArray blob = encodeClusterMembers(members);
            sqlite3_bind_int64(write.stmt, 1, current);
            sqlite3_bind_int64(write.stmt, 2, representative);
            sqlite3_bind_int64(write.stmt, 3, qint64(members.size()));
            sqlite3_bind_blob(write.stmt, 4, blob.constData(), int(blob.size()), SQLITE_TRANSIENT);
            const bool ok = sqlite3_step(write.stmt) == SQLITE_DONE;
            sqlite3_reset(write.stmt);
            members.clear();
            return ok;
        };
        int rc;
        while ((rc = sqlite3_step(read.stmt)) == SQLITE_ROW) {
            if (sqlite3_column_int64(read.stmt, 0) != current) {
                if (!flush())
                    return sqliteError(db, "converting clusters");
                current = sqlite3_column_int64(read.stmt, 0);
                representative = sqlite3_column_int64(read.stmt, 1);
            }
            ClusterMember m;
            m.docId = sqlite3_column_int64(read.stmt, 2);
            m.representative = m.docId == representative;
            m.resemblance = sqlite3_column_double(read.stmt, 3);
            m.containedInRep = sqlite3_column_double(read.stmt, 4);
            m.containsRep = sqlite3_column_double(read.stmt, 5);
            members.push_back(m);
        }
        if (rc != SQLITE_DONE || !flush())
            return sqliteError(db, "converting clusters");
    }
    if (oldParams) {
        Statement q(db, "UPDATE settings SET value = ?1 WHERE key = 'sketch_params'");
        const QByteArray text = params.toString().toUtf8();
        sqlite3_bind_text(q.stmt, 1, text.constData(), int(text.size()), SQLITE_TRANSIENT);
        if (!q.stmt || sqlite3_step(q.stmt) != SQLITE_DONE)
            return sqliteError(db, "renaming the sketch parameters");
    }
    if (sqlite3_exec(
            db,
            "DROP TABLE sketches; ALTER TABLE sketches_v7 RENAME TO sketches; DROP TABLE pairs; "
            "DROP TABLE cluster_members; DROP TABLE clusters; ALTER TABLE clusters_v7 RENAME TO clusters;",
            nullptr, nullptr, nullptr) != SQLITE_OK)
        return sqliteError(db, "replacing the old tables");
    return Status::ok();
}

// Schema 24: bags name their terms by number (TermDictionary), each bag's old form (encodeTerms:
// fingerprint deltas) written anew, a few thousand at a time, the table replaced by the one
// written.
Status convertToSchema24(Database &database)
{
    sqlite3 *db = database.handle();
    constexpr int kBatch = 4096;
    Statement read(db,
                   "SELECT doc_id, language, terms FROM bags WHERE doc_id > ?1 ORDER BY doc_id LIMIT 4096");
    Statement write(db, "INSERT INTO bags_numbered (doc_id, language, terms) VALUES (?1, ?2, ?3)");
    if (!read.stmt || !write.stmt)
        return sqliteError(db, "converting the bags of words");
    struct Row
    {
        qint64 docId;
        QByteArray language, terms;
    };
    std::vector<Row> rows;
    std::vector<TermCount> terms;
    for (qint64 after = -1;;) {
        rows.clear();
        sqlite3_bind_int64(read.stmt, 1, after);
        int rc;
        while ((rc = sqlite3_step(read.stmt)) == SQLITE_ROW) {
            const auto bytes = [&](int col) {
                return QByteArray(static_cast<const char *>(sqlite3_column_blob(read.stmt, col)),
                                  sqlite3_column_bytes(read.stmt, col));
            };
            rows.push_back({sqlite3_column_int64(read.stmt, 0), bytes(1), bytes(2)});
        }
        sqlite3_reset(read.stmt);
        if (rc != SQLITE_DONE)
            return sqliteError(db, "converting the bags of words");
        for (Row &row : rows) {
            if (!decodeTerms(row.terms, terms))
                continue; // damaged: counted again when related documents are next asked for
            auto numbered = database.terms().encode(database, terms);
            if (!numbered)
                return numbered.status();
            sqlite3_bind_int64(write.stmt, 1, row.docId);
            sqlite3_bind_text(write.stmt, 2, row.language.constData(), int(row.language.size()),
                              SQLITE_STATIC);
            sqlite3_bind_blob(write.stmt, 3, numbered->constData(), int(numbered->size()), SQLITE_STATIC);
            const int written = sqlite3_step(write.stmt);
            sqlite3_reset(write.stmt);
            if (written != SQLITE_DONE)
                return sqliteError(db, "converting the bags of words");
        }
        if (rows.size() < std::size_t(kBatch))
            break;
        after = rows.back().docId;
    }
    // Emptied first: a DROP of the full table journals every page it frees (in memory: 5 KB a
    // bag), a DELETE of every row clears the b-tree without.
    return database.exec("DELETE FROM bags; DROP TABLE bags; ALTER TABLE bags_numbered RENAME TO bags;");
}

} // namespace

const std::vector<Migration> &migrations()
{
    static const std::vector<Migration> steps = {
        {1, "documents, sketches, scans, errors, settings",
         R"sql(
CREATE TABLE settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- A sweep is one crawl of a set of hosts (Fetterly et al.); folder scans use sweep 0.
CREATE TABLE sweeps (
  id         INTEGER PRIMARY KEY,
  label      TEXT NOT NULL,
  started_at INTEGER
);
INSERT INTO sweeps (id, label) VALUES (0, 'folders');

CREATE TABLE scans (
  id              INTEGER PRIMARY KEY,
  started_at      INTEGER NOT NULL,          -- ms since the epoch (UTC)
  finished_at     INTEGER,
  state           TEXT NOT NULL,             -- running | done | cancelled | failed
  roots           TEXT NOT NULL,             -- JSON array of the scanned roots
  params          TEXT NOT NULL,             -- SketchParams::toString() and filters
  files_seen      INTEGER NOT NULL DEFAULT 0,
  files_indexed   INTEGER NOT NULL DEFAULT 0,
  files_unchanged INTEGER NOT NULL DEFAULT 0,
  files_failed    INTEGER NOT NULL DEFAULT 0,
  files_removed   INTEGER NOT NULL DEFAULT 0,
  bytes_read      INTEGER NOT NULL DEFAULT 0
);

-- One document: a file (locator = absolute path) or a crawled page (locator = URL, with a
-- host, a capture time and a sweep). A document that could not be read keeps its reason.
CREATE TABLE documents (
  id           INTEGER PRIMARY KEY,
  locator      TEXT NOT NULL,
  kind         INTEGER NOT NULL DEFAULT 0,   -- 0 file, 1 URL
  host         TEXT,
  capture_time INTEGER,                      -- ms since the epoch, for crawl records
  sweep        INTEGER NOT NULL DEFAULT 0 REFERENCES sweeps(id),
  size         INTEGER NOT NULL,
  mtime        INTEGER NOT NULL,             -- ms since the epoch
  format       TEXT,                         -- text | html | ...
  encoding     TEXT,
  raw_fp       BLOB,                         -- XXH3-128 of the bytes: identical documents
  lexical_fp   BLOB,                         -- of the canonical token stream: lexically equivalent
  shingle_fp   BLOB,                         -- of the shingle set: shingle equivalent
  error_code   TEXT,                         -- NULL when indexed
  error        TEXT,
  last_scan    INTEGER NOT NULL,
  UNIQUE (locator, sweep)
);

-- The sketch of an indexed document (see core/sketch/Sketch.h for the layouts).
CREATE TABLE sketches (
  doc_id        INTEGER PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
  token_count   INTEGER NOT NULL,
  shingle_count INTEGER NOT NULL,
  minhash       BLOB NOT NULL,               -- k little-endian uint32
  sample_level  INTEGER NOT NULL,            -- i of MOD_2^i
  sample        BLOB NOT NULL                -- sorted little-endian uint64
);

-- Problems met by a scan that did not become a document (unreadable folder, too large...).
CREATE TABLE errors (
  id      INTEGER PRIMARY KEY,
  scan_id INTEGER NOT NULL REFERENCES scans(id) ON DELETE CASCADE,
  locator TEXT NOT NULL,
  code    TEXT NOT NULL,
  message TEXT NOT NULL
);
)sql"},
        {2, "indexes for the exact levels (Broder 5.2) and for rescans",
         R"sql(
CREATE INDEX documents_raw_fp ON documents(raw_fp);
CREATE INDEX documents_lexical_fp ON documents(lexical_fp);
CREATE INDEX documents_shingle_fp ON documents(shingle_fp);
CREATE INDEX documents_last_scan ON documents(last_scan);
CREATE INDEX errors_scan ON errors(scan_id);
)sql"},
        {3, "near-duplicate pairs and clusters",
         R"sql(
-- Every candidate pair that reached the matching thresholds (doc_a < doc_b), with its
-- estimates; exact figures once computed from the documents. Rewritten by each matching run.
CREATE TABLE pairs (
  doc_a          INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  doc_b          INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  resemblance    REAL NOT NULL,
  containment_ab REAL NOT NULL,              -- of doc_a in doc_b
  containment_ba REAL NOT NULL,
  sources        INTEGER NOT NULL,           -- 1 banding, 2 samples, 4 equivalence
  exact          INTEGER NOT NULL DEFAULT 0, -- 1: the figures are exact
  PRIMARY KEY (doc_a, doc_b)
) WITHOUT ROWID;
CREATE INDEX pairs_doc_b ON pairs(doc_b);

-- The clusters of the policy and threshold last chosen (settings: cluster_policy, cluster_threshold).
CREATE TABLE clusters (
  id             INTEGER PRIMARY KEY,
  representative INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  size           INTEGER NOT NULL
);
CREATE TABLE cluster_members (
  cluster_id      INTEGER NOT NULL REFERENCES clusters(id) ON DELETE CASCADE,
  doc_id          INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  resemblance     REAL NOT NULL,             -- to the representative
  contained_in_rep REAL NOT NULL,
  contains_rep    REAL NOT NULL,
  PRIMARY KEY (cluster_id, doc_id)
) WITHOUT ROWID;
CREATE INDEX cluster_members_doc ON cluster_members(doc_id);
)sql"},
        {4, "pairs the user chose to ignore",
         R"sql(
-- Pairs the user marked as not duplicates (doc_a < doc_b); matching keeps finding them, but
-- they are left out of the pairs listed and of every clustering.
CREATE TABLE ignored_pairs (
  doc_a INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  doc_b INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  PRIMARY KEY (doc_a, doc_b)
) WITHOUT ROWID;
)sql"},
        {5, "web archives: sweeps, captures, archives",
         R"sql(
-- A sweep's date is started_at (ms since the epoch): --date, or the earliest capture imported into it.
ALTER TABLE sweeps ADD COLUMN imported_at INTEGER;
CREATE UNIQUE INDEX sweeps_label ON sweeps(label);

-- Crawl records (kind 1): the HTTP status (0 for non-HTTP records), the Content-Type, the
-- Location of a redirect, and where the record lies (archive and offset) to read it back.
ALTER TABLE documents ADD COLUMN http_status INTEGER;
ALTER TABLE documents ADD COLUMN media_type TEXT;
ALTER TABLE documents ADD COLUMN redirect TEXT;
ALTER TABLE documents ADD COLUMN archive_id INTEGER;
ALTER TABLE documents ADD COLUMN record_offset INTEGER;
ALTER TABLE documents ADD COLUMN payload_digest TEXT;     -- WARC-Payload-Digest, to resolve revisits
CREATE INDEX documents_sweep_host ON documents(sweep, host);
CREATE INDEX documents_payload_digest ON documents(payload_digest) WHERE payload_digest IS NOT NULL;

-- Each archive file imported into a sweep; state 'done' lets a second import skip it.
CREATE TABLE archives (
  id          INTEGER PRIMARY KEY,
  path        TEXT NOT NULL,
  size        INTEGER NOT NULL,
  mtime       INTEGER NOT NULL,
  sweep       INTEGER NOT NULL REFERENCES sweeps(id),
  state       TEXT NOT NULL,             -- running | done | cancelled | failed
  records     INTEGER NOT NULL DEFAULT 0,
  documents   INTEGER NOT NULL DEFAULT 0,
  problems    INTEGER NOT NULL DEFAULT 0,
  imported_at INTEGER NOT NULL,
  UNIQUE (path, sweep)
);
)sql"},
        {6, "the action log",
         R"sql(
-- What the window did to files and documents, one row per document and action, kept after the
-- document leaves the index: trash (moved to the trash, or why not), ignore (marked as not
-- duplicates), forget-missing (its file was gone: removed from the index). Written in the same
-- transaction as the change to the index.
CREATE TABLE actions (
  id             INTEGER PRIMARY KEY,
  at             INTEGER NOT NULL,          -- ms since the epoch (UTC)
  kind           TEXT NOT NULL,             -- trash | ignore | forget-missing
  outcome        TEXT NOT NULL,             -- done | failed | refused
  locator        TEXT NOT NULL,             -- path or URL
  detail         TEXT NOT NULL DEFAULT '',  -- what happened, the error, or the reason for a refusal
  representative TEXT                       -- locator of the representative of its cluster, if any
);
)sql"},
        {7, "compact sketches, pairs in blocks, equivalent documents as groups",
         R"sql(
-- One BLOB a sketch in its kept form (core/sketch/SketchFormat.h): 16-bit MinHash values and
-- the MOD_2^i sample's 32-bit keys, Rice-coded; about 600 bytes for a 4 KB text.
CREATE TABLE sketches_v7 (
  doc_id        INTEGER PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
  token_count   INTEGER NOT NULL,
  shingle_count INTEGER NOT NULL,
  sketch        BLOB NOT NULL
);

-- What the last matching run found (core/store/CompactRows.h): the pairs among representatives
-- of equivalence groups (and documents without an equivalent), a few thousand to a BLOB.
-- Rewritten by each matching run; a pair naming a document that has left the index is
-- skipped when read.
CREATE TABLE pair_blocks (
  id    INTEGER PRIMARY KEY,
  pairs INTEGER NOT NULL,
  data  BLOB NOT NULL
);

-- Documents with the same shingle set, matched as one: grp is the document the group was
-- matched through (its pairs name it), which stays the group's name if it leaves the index.
CREATE TABLE equivalents (
  doc_id INTEGER PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
  grp    INTEGER NOT NULL
);
CREATE INDEX equivalents_grp ON equivalents(grp);

-- Exact figures computed from the documents (pairs --exact, the pair view); kept across
-- matching runs while both documents stay as they are.
CREATE TABLE exact_pairs (
  doc_a          INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  doc_b          INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  resemblance    REAL NOT NULL,
  containment_ab REAL NOT NULL,
  containment_ba REAL NOT NULL,
  PRIMARY KEY (doc_a, doc_b)
) WITHOUT ROWID;
CREATE INDEX exact_pairs_doc_b ON exact_pairs(doc_b);

-- Indexes of random keys make every insert of a scan touch a random page (10^6 files: 46 us a
-- document in the writer, WAL checkpoints writing 30 GB): the exact levels are grouped by
-- matching and counted in one pass; identical payloads are looked up among web captures only.
DROP INDEX documents_raw_fp;
DROP INDEX documents_lexical_fp;
DROP INDEX documents_shingle_fp;
CREATE INDEX documents_capture_raw_fp ON documents(raw_fp) WHERE kind = 1;
-- Indexes only the rows that need them: captures by sweep and host, documents that failed
-- by the scan that met them (the problems lists). 20 bytes less a file.
DROP INDEX documents_sweep_host;
CREATE INDEX documents_capture_sweep_host ON documents(sweep, host) WHERE kind = 1;
DROP INDEX documents_last_scan;
CREATE INDEX documents_failed_last_scan ON documents(last_scan) WHERE error_code IS NOT NULL;

-- The clusters of the policy and threshold last chosen (settings cluster_policy,
-- cluster_threshold), their members packed (core/store/CompactRows.h), the representative
-- first: 14 bytes a member instead of a row and an index entry.
CREATE TABLE clusters_v7 (
  id             INTEGER PRIMARY KEY,
  representative INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  size           INTEGER NOT NULL,
  members        BLOB NOT NULL
);
)sql",
         convertToSchema7},
        {8, "clusters summed up for the browser",
         R"sql(
-- Each cluster's figures as the browser lists them, so that it pages, sorts and filters in SQL
-- without reading members: the representative's name (a file's name, a web page's URL), the
-- members' lowest and highest resemblance to it, their bytes, their hosts and sweeps (the one
-- host or sweep when there is one).
ALTER TABLE clusters ADD COLUMN name    TEXT NOT NULL DEFAULT '';
ALTER TABLE clusters ADD COLUMN lowest  REAL NOT NULL DEFAULT 1;
ALTER TABLE clusters ADD COLUMN highest REAL NOT NULL DEFAULT 1;
ALTER TABLE clusters ADD COLUMN bytes   INTEGER NOT NULL DEFAULT 0;
ALTER TABLE clusters ADD COLUMN hosts   INTEGER NOT NULL DEFAULT 0;
ALTER TABLE clusters ADD COLUMN host    TEXT;
ALTER TABLE clusters ADD COLUMN sweeps  INTEGER NOT NULL DEFAULT 0;
ALTER TABLE clusters ADD COLUMN sweep   INTEGER NOT NULL DEFAULT 0;
)sql",
         [](Database &db) {
             return Clusters(db).summarizeAll();
         }},
        {9, "the browser's orders indexed",
         R"sql(
-- The browser pages clusters in these orders with a keyset: an index each makes every page a
-- seek (sorting 10^5 clusters with their member lists took seconds). Hosts and sweeps, for
-- crawls only, are sorted when asked.
CREATE INDEX clusters_by_size    ON clusters(size, id);
CREATE INDEX clusters_by_name    ON clusters(name, id);
CREATE INDEX clusters_by_highest ON clusters(highest, id);
CREATE INDEX clusters_by_bytes   ON clusters(bytes, id);
)sql",
         nullptr},
        {10, "folders and the copies to keep belong to the index; ignores undone by batch",
         R"sql(
-- The folders the index scans, in the order they were added, with the user's marks: a
-- reference folder's files are never moved to the trash; a "new" folder's documents are the
-- ones compared against the rest ("which of today's files do I already have?").
CREATE TABLE folders (
  path      TEXT PRIMARY KEY,
  position  INTEGER NOT NULL,
  reference INTEGER NOT NULL DEFAULT 0,
  is_new    INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
-- Files and folders the user marked "keep this copy": each cluster's copy kept (its
-- representative) is taken from them first.
CREATE TABLE keep_paths (
  path TEXT PRIMARY KEY
) WITHOUT ROWID;
-- Each Ignore is one batch (1, 2, ...), so that the newest can be undone; the pairs ignored
-- before are batch 0, never undone by Undo Ignore.
ALTER TABLE ignored_pairs ADD COLUMN batch INTEGER NOT NULL DEFAULT 0;
)sql",
         nullptr},
        {11, "related documents: word bags, related pairs and topics",
         R"sql(
-- Each analyzed document's bag of words (text/WordBag.h): its language and its stemmed terms
-- with their counts (encodeTerms). Documents analyzed before have none until scanned again.
CREATE TABLE bags (
  doc_id   INTEGER PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  terms    BLOB NOT NULL
);
-- A word for each term: what topics show ("cars" for the stem "car").
CREATE TABLE words (
  term INTEGER PRIMARY KEY,
  word TEXT NOT NULL
);
-- Anchor windows (Haveliwala et al. 2.2): for each link of an imported page, the words of its
-- anchor and around it, as a bag (encodeTerms) under the target's URL; one row a page and
-- target. A crawled page's bag takes in every row for its URL.
CREATE TABLE anchor_windows (
  url    TEXT NOT NULL,
  source INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  terms  BLOB NOT NULL,
  PRIMARY KEY (url, source)
) WITHOUT ROWID;
CREATE INDEX anchor_windows_by_source ON anchor_windows(source);
-- The related pairs of the last relating (match/RelatedPairs.h): each document's nearest
-- neighbours by weighted similarity of their TF-IDF bags, doc_a < doc_b.
CREATE TABLE related_pairs (
  doc_a      INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  doc_b      INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  similarity REAL NOT NULL,
  agreement  REAL NOT NULL,
  PRIMARY KEY (doc_a, doc_b)
) WITHOUT ROWID;
CREATE INDEX related_pairs_b ON related_pairs(doc_b);
-- Topics: CENTER over the related pairs; a topic's centre, size and its most weighty words.
CREATE TABLE topics (
  id     INTEGER PRIMARY KEY,
  center INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  size   INTEGER NOT NULL,
  label  TEXT NOT NULL
);
CREATE INDEX topics_by_size ON topics(size, id);
CREATE TABLE topic_members (
  doc_id     INTEGER PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
  topic      INTEGER NOT NULL REFERENCES topics(id) ON DELETE CASCADE,
  similarity REAL NOT NULL
);
CREATE INDEX topic_members_by_topic ON topic_members(topic, similarity);
)sql",
         nullptr},
        {12, "exact counts kept between matchings",
         R"sql(
-- The exact counts of the pairs the last matching settled (Pairs::settled), by the content of
-- both documents (the low 64 bits of their shingle fingerprints): a rescan settles the pairs of
-- documents that did not change from them instead of reading the files again. 28 bytes a pair
-- (a, b, size a, size b, shared; little-endian), 65 536 to a BLOB; rewritten by each matching.
CREATE TABLE settled_blocks (
  id   INTEGER PRIMARY KEY,
  data BLOB NOT NULL
);
)sql",
         nullptr},
        {13, "what the last matching ran over, for matching only what changed",
         R"sql(
-- The representatives the last matching ran over (Pairs::matchedRepresentatives): each one's
-- document id and the low 64 bits of its shingle fingerprint, sorted by id, 16 bytes a
-- document (little-endian), 65 536 to a BLOB; rewritten by each matching. The next matching
-- compares the index with them and matches only the documents whose content is new.
CREATE TABLE matched_blocks (
  id   INTEGER PRIMARY KEY,
  data BLOB NOT NULL
);
-- The sketch each document had when the last matching ran, kept when it changes or leaves
-- (the first change after a matching only): the next matching knows what the pairs it keeps
-- were counted over (which band buckets and sample keys were common). Emptied by each matching.
CREATE TABLE retired_sketches (
  doc_id        INTEGER PRIMARY KEY,
  shingle_count INTEGER NOT NULL,
  sketch        BLOB NOT NULL
);
CREATE TRIGGER sketches_retire_on_update BEFORE UPDATE ON sketches
WHEN EXISTS (SELECT 1 FROM matched_blocks)
BEGIN
  INSERT OR IGNORE INTO retired_sketches (doc_id, shingle_count, sketch)
  VALUES (old.doc_id, old.shingle_count, old.sketch);
END;
CREATE TRIGGER sketches_retire_on_delete BEFORE DELETE ON sketches
WHEN EXISTS (SELECT 1 FROM matched_blocks)
BEGIN
  INSERT OR IGNORE INTO retired_sketches (doc_id, shingle_count, sketch)
  VALUES (old.doc_id, old.shingle_count, old.sketch);
END;
)sql",
         nullptr},
        {14, "what related documents were weighed with, for adding documents to them",
         R"sql(
-- What the stored related documents were found over (RelatedBasis, match/RelatedPairs.h): the
-- number of bags the weights were computed from, the documents since added or removed, the
-- documents related (document id and the low 64 bits of their shingle fingerprint, 16 bytes
-- each, ascending) and each kept term with its document frequency (12 bytes each, ascending):
-- documents added later are weighed as those were and related to them without weighing every
-- bag again. One row; gone when related documents are stored without one (the distributed job).
CREATE TABLE related_basis (
  id        INTEGER PRIMARY KEY CHECK (id = 1),
  documents INTEGER NOT NULL,
  changed   INTEGER NOT NULL,
  members   BLOB NOT NULL,
  terms     BLOB NOT NULL
);
)sql",
         nullptr},
        {15, "what the last matching found common, for matching only what changed",
         R"sql(
-- The band buckets and sample keys the last matching found common (Pairs::matchedCommonKeys):
-- row 0 the sample keys, row 1 + j band j's bucket keys, each ascending little-endian 32-bit
-- keys; rewritten by each matching. The next matching of what changed counts only the buckets
-- and keys that changed documents hold, and takes the others' standing from here.
CREATE TABLE matched_common (
  list INTEGER PRIMARY KEY,
  keys BLOB NOT NULL
);
)sql",
         nullptr},
        {16, "every reference to a removed row indexed",
         R"sql(
-- Removing a document cascades to each table that refers to it: without an index on the
-- referring column every removal reads that whole table (10 000 files gone from an index of
-- 10^6 took 50 s, nearly all of it reading clusters once per file).
CREATE INDEX clusters_by_representative ON clusters(representative);
CREATE INDEX topics_by_center ON topics(center);
CREATE INDEX ignored_pairs_doc_b ON ignored_pairs(doc_b);
CREATE INDEX archives_by_sweep ON archives(sweep);
)sql",
         nullptr},
        {17, "a sketch changed twice between matchings is retired once",
         R"sql(
-- Schema 13's triggers inserted with OR IGNORE, but an upsert's own conflict policy (ABORT)
-- overrides a trigger's: the second change of a sketch after a matching (a URL captured twice
-- in one sweep, a file changed in two scans without matching between them) failed with
-- "UNIQUE constraint failed: retired_sketches.doc_id". The first sketch is kept, as before.
DROP TRIGGER sketches_retire_on_update;
DROP TRIGGER sketches_retire_on_delete;
CREATE TRIGGER sketches_retire_on_update BEFORE UPDATE ON sketches
WHEN EXISTS (SELECT 1 FROM matched_blocks)
 AND NOT EXISTS (SELECT 1 FROM retired_sketches WHERE doc_id = old.doc_id)
BEGIN
  INSERT INTO retired_sketches (doc_id, shingle_count, sketch)
  VALUES (old.doc_id, old.shingle_count, old.sketch);
END;
CREATE TRIGGER sketches_retire_on_delete BEFORE DELETE ON sketches
WHEN EXISTS (SELECT 1 FROM matched_blocks)
 AND NOT EXISTS (SELECT 1 FROM retired_sketches WHERE doc_id = old.doc_id)
BEGIN
  INSERT INTO retired_sketches (doc_id, shingle_count, sketch)
  VALUES (old.doc_id, old.shingle_count, old.sketch);
END;
)sql",
         nullptr},
        {18, "a re-sketch keeps the old sketches until the new ones are complete",
         R"sql(
-- A re-sketch under way (Sketches::beginResketch, scan/Resketch.h): each document's sketch
-- with the parameters in settings 'resketch_params', made from the content its raw_fp names,
-- kept apart until every document has one; then they replace the sketches in one transaction
-- (Sketches::finishResketch). A cancelled or killed re-sketch leaves the sketches as they were,
-- and the next one with the same parameters resumes from here.
CREATE TABLE resketch (
  doc_id        INTEGER PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
  raw_fp        BLOB NOT NULL,
  lexical_fp    BLOB,
  shingle_fp    BLOB,
  token_count   INTEGER NOT NULL,
  shingle_count INTEGER NOT NULL,
  sketch        BLOB NOT NULL
);
)sql",
         nullptr},
        {19, "a move to the trash is logged as begun, by the process that makes it",
         R"sql(
-- A move to the trash is logged 'pending' before its file moves, with the process that moves it
-- (owner: host:pid:start time), and settled once recorded; one that a killed process left
-- pending is recorded by the next from where its file is (usecase::finishInterruptedTrash),
-- never one of a process still running.
ALTER TABLE actions ADD COLUMN owner TEXT;
CREATE INDEX actions_pending ON actions(kind) WHERE outcome = 'pending';
)sql",
         nullptr},
        {20, "which documents have a sketch, read without reading the sketches",
         R"sql(
-- A rescan asks which stored documents have a sketch (Documents::forEachFileUnder). The
-- sketches' own b-tree holds each sketch beside its id: listing the ids read all of it (4 371
-- pages for /usr/include, over half of an unchanged rescan's time). This index holds the ids
-- alone (62 pages there); SQLite takes it for that scan and for max(doc_id).
CREATE INDEX sketches_ids ON sketches(doc_id);
)sql",
         nullptr},
        {21, "the text recognized in scans is kept",
         R"sql(
-- The text recognized in a document's scanned pages or image (OCR, seconds a page), with the
-- content it was recognized in (raw_fp) and the format it was read as; the text zlib-compressed
-- (qCompress). What reads a stored document again (exact settling, the pair view, related
-- documents' bags) takes it from here while the file's bytes are those, instead of recognizing
-- it again (Documents::recognizedText).
CREATE TABLE recognized_text (
  doc_id INTEGER PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
  raw_fp BLOB NOT NULL,
  format TEXT NOT NULL,
  text   BLOB NOT NULL
);
)sql",
         nullptr},
        {22, "documents inside files: mail messages and attachments",
         R"sql(
-- Documents inside a file (kind 2): the messages of a mailbox, the attachments of a message.
-- Their locator is the file's path, '#', and their place ("3", "3/2", "/1"); parent is the
-- file's document, whose rescan replaces them and whose removal removes them. Their text is
-- kept in recognized_text (they have no file of their own to read it back from).
ALTER TABLE documents ADD COLUMN parent INTEGER REFERENCES documents(id) ON DELETE CASCADE;
CREATE INDEX documents_parent ON documents(parent) WHERE parent IS NOT NULL;

-- A mail message's headers (a .eml file, a Maildir file, a message of a mailbox): what the
-- window and the CSV name it by, and what threads conversations (usecase/MailThreads.h).
CREATE TABLE mail (
  doc_id      INTEGER PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
  message_id  TEXT,                        -- without angle brackets
  in_reply_to TEXT,
  refs        TEXT,                        -- References, space-separated, oldest first
  subject     TEXT,
  sender      TEXT,
  date        INTEGER NOT NULL             -- ms since the epoch; 0 unknown
);
)sql",
         nullptr},
        {23, "the shingles of the index counted without reading the sketches",
         R"sql(
-- The figures of an index (Statistics::documentFigures: its distinct shingles, after every scan)
-- summed sketches.shingle_count over the sketches' own b-tree, every sketch read beside its
-- count (0.67 s of 667 MB at 10^6 documents). The index of the sketched ids (schema 20) holds
-- the counts too (15 MB there, 0.07 s); ids are appended in order, so a scan's inserts stay at
-- its end (a changed document's new count moves its entry within its place).
DROP INDEX sketches_ids;
CREATE INDEX sketches_ids ON sketches(doc_id, shingle_count);
)sql",
         nullptr},
        {24, "bags of words name their terms by number",
         R"sql(
-- Each term of a bag of words by number (store/TermDictionary.h): 2-3 bytes a term where its
-- 64-bit fingerprint's delta took 9, and a bag within one page of the b-tree (at 10^6 small
-- files the bags were 4.4 GB and the index 6.1 GB). Numbers are given in the order terms are
-- first stored and never change or go. (anchor_windows keep their terms as they were.)
CREATE TABLE terms (
  id   INTEGER PRIMARY KEY, -- 0, 1, ...
  term INTEGER NOT NULL     -- the stem's fingerprint (WordBag's TermCount::term)
);
CREATE TABLE bags_numbered (
  doc_id   INTEGER PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  terms    BLOB NOT NULL
);
)sql",
         convertToSchema24},
    };
    return steps;
}

int currentVersion()
{
    return migrations().back().version;
}

} // namespace lookalike::schema
