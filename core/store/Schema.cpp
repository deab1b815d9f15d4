#include "Schema.h"

namespace lookalike::schema {

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
    };
    return steps;
}

int currentVersion() { return migrations().back().version; }

} // namespace lookalike::schema
