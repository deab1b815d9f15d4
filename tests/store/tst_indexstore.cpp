// The SQLite index: round trip, migrations, refusing what is not an index.
#include "match/Matcher.h"
#include "store/IndexStore.h"
#include "store/Related.h"
#include "store/Schema.h"
#include "store/TermDictionary.h"
#include "store/WalCheckpointer.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>
#include <sqlite3.h>

using namespace lookalike;

namespace {

DocumentSketch someSketch(std::uint64_t seed)
{
    Sketcher sketcher;
    std::vector<std::uint64_t> set;
    for (std::uint64_t i = 0; i < 3000; ++i)
        set.push_back((i + seed) * 0x9E3779B97F4A7C15ULL);
    DocumentSketch s = sketcher.sketchShingles(set);
    s.tokenCount = 3004;
    s.lexicalFingerprint = Fingerprint128::ofBytes(&seed, sizeof seed);
    return s;
}

QString pragma(const QString &path, const char *name)
{
    sqlite3 *db = nullptr;
    sqlite3_open(QFile::encodeName(path).constData(), &db);
    sqlite3_stmt *stmt = nullptr;
    sqlite3_prepare_v2(db, QByteArray(QByteArray("PRAGMA ") + name).constData(), -1, &stmt, nullptr);
    QString value;
    if (sqlite3_step(stmt) == SQLITE_ROW)
        value = QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(stmt, 0)));
    sqlite3_finalize(stmt);
    sqlite3_close(db);
    return value;
}

} // namespace

class TestIndexStore : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void createsCurrentSchemaWithWal()
    {
        const QString path = m_dir.filePath(QStringLiteral("new/index.sqlite"));
        auto store = IndexStore::open(path);
        QVERIFY2(store.isOk(), qPrintable(store.status().toString()));
        QCOMPARE((*store)->schemaVersion(), schema::currentVersion());
        QCOMPARE(pragma(path, "journal_mode"), QStringLiteral("wal"));
    }

    // The WAL is copied back beside the writer (WalCheckpointer): the checkpoints run on a
    // thread of their own while the commits go on, the WAL starts again once it is 16 times the
    // checkpoint size long (here 32 pages; without that it grows with everything written), and
    // every row is there after the close, which leaves no WAL behind.
    void walCopiedBackBesideTheWriter()
    {
        const QString path = m_dir.filePath(QStringLiteral("wal/raw.sqlite"));
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        sqlite3 *db = nullptr;
        QCOMPARE(sqlite3_open(QFile::encodeName(path).constData(), &db), SQLITE_OK);
        QCOMPARE(sqlite3_exec(db,
                              "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; CREATE TABLE t(x BLOB)",
                              nullptr, nullptr, nullptr),
                 SQLITE_OK);
        constexpr int kPages = 32;
        constexpr int kRows = 1000; // 5 or 6 pages a commit (a row's leaf, 3 overflow pages, page 1)
        qint64 longest = 0;
        {
            WalCheckpointer checkpointer(QFile::encodeName(path), kPages);
            WalCheckpointer::attach(db, &checkpointer);
            sqlite3_stmt *insert = nullptr;
            QCOMPARE(sqlite3_prepare_v2(db, "INSERT INTO t VALUES (randomblob(12000))", -1, &insert, nullptr),
                     SQLITE_OK);
            for (int row = 0; row < kRows; ++row) {
                QCOMPARE(sqlite3_step(insert), SQLITE_DONE);
                sqlite3_reset(insert);
                longest = std::max(longest, QFileInfo(path + QStringLiteral("-wal")).size());
                if (row == 100) // 500 pages: the thread was woken
                    QTRY_VERIFY_WITH_TIMEOUT(checkpointer.checkpoints() >= 1, 30000);
            }
            sqlite3_finalize(insert);
            sqlite3_wal_hook(db, nullptr, nullptr);
        }
        // At most 16 x 32 pages and a commit's (a few more for slack): a WAL file is a 32-byte
        // header and frames of a 24-byte header and a page.
        QVERIFY2(longest <= 32 + (16 * kPages + 16) * (24 + 4096),
                 qPrintable(QStringLiteral("the WAL reached %1 bytes").arg(longest)));
        sqlite3_close(db);
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
        QVERIFY(pragma(path, "page_count").toInt() >= 3 * kRows);
        sqlite3 *reader = nullptr;
        QCOMPARE(sqlite3_open(QFile::encodeName(path).constData(), &reader), SQLITE_OK);
        sqlite3_stmt *count = nullptr;
        sqlite3_prepare_v2(reader, "SELECT count(*), sum(length(x)) FROM t", -1, &count, nullptr);
        QCOMPARE(sqlite3_step(count), SQLITE_ROW);
        QCOMPARE(sqlite3_column_int(count, 0), kRows);
        QCOMPARE(sqlite3_column_int64(count, 1), qint64(kRows) * 12000);
        sqlite3_finalize(count);
        sqlite3_close(reader);
    }

    // The index's writable connections checkpoint that way (Database::open).
    void indexCheckpointsBesideItsWriter()
    {
        const QString path = m_dir.filePath(QStringLiteral("wal/index.sqlite"));
        auto store = IndexStore::open(path);
        QVERIFY2(store.isOk(), qPrintable(store.status().toString()));
        Database &db = (*store)->database();
        QVERIFY(db.exec("CREATE TABLE scratch(x BLOB)").isOk());
        for (int i = 0; i < 100; ++i) // 16 pages a commit: 1 600 pages, past 1 024
            QVERIFY(db.exec("INSERT INTO scratch VALUES (randomblob(64000))").isOk());
        QTRY_VERIFY_WITH_TIMEOUT(db.backgroundCheckpoints() >= 1, 30000);
    }

    // Past 16 times its size the WAL is the writer's to checkpoint (so that it starts again);
    // below the size, nobody's.
    void walPastSixteenTimesIsTheWritersToCheckpoint()
    {
        WalCheckpointer checkpointer(QFile::encodeName(m_dir.filePath(QStringLiteral("wal/none.sqlite"))),
                                     32);
        QVERIFY(!checkpointer.grew(31));
        QVERIFY(checkpointer.grew(16 * 32));
        QVERIFY(!checkpointer.grew(5)); // started again
    }

    // Removing a document cascades to every table that refers to it: each such column leads
    // an index, or every removal reads the whole table (10 000 files gone from an index of
    // 10^6 took 50 s with clusters(representative) unindexed).
    void everyReferenceToADocumentIsIndexed()
    {
        const QString path = m_dir.filePath(QStringLiteral("fk/index.sqlite"));
        auto store = IndexStore::open(path);
        QVERIFY2(store.isOk(), qPrintable(store.status().toString()));
        Database &db = (*store)->database();
        QStringList tables;
        QVERIFY(db.query("SELECT name FROM sqlite_master WHERE type = 'table'", "tables")
                    .forEach([&](const Query &row) { tables << row.text(0); }));
        QStringList unindexed;
        int references = 0;
        for (const QString &table : tables) {
            QStringList leading; // the first column of each index (a primary key's too)
            auto indexes = db.query(
                QStringLiteral("SELECT name FROM pragma_index_list('%1')").arg(table).toUtf8(), "indexes");
            QStringList names;
            QVERIFY(indexes.forEach([&](const Query &row) { names << row.text(0); }));
            for (const QString &index : names) {
                auto first =
                    db.query(QStringLiteral("SELECT name FROM pragma_index_info('%1') WHERE seqno = 0")
                                 .arg(index)
                                 .toUtf8(),
                             "index columns");
                QVERIFY(first.forEach([&](const Query &row) { leading << row.text(0); }));
            }
            auto pk = db.query(
                QStringLiteral("SELECT name FROM pragma_table_info('%1') WHERE pk = 1").arg(table).toUtf8(),
                "primary key");
            QVERIFY(pk.forEach([&](const Query &row) { leading << row.text(0); }));
            auto keys =
                db.query(QStringLiteral("SELECT \"from\", \"table\" FROM pragma_foreign_key_list('%1')")
                             .arg(table)
                             .toUtf8(),
                         "foreign keys");
            QVERIFY(keys.forEach([&](const Query &row) {
                ++references;
                if (!leading.contains(row.text(0)))
                    unindexed << QStringLiteral("%1.%2 -> %3").arg(table, row.text(0), row.text(1));
            }));
        }
        QVERIFY(references >= 10);
        QVERIFY2(unindexed.isEmpty(), qPrintable(unindexed.join(QStringLiteral(", "))));
    }

    // A rescan asks which stored documents have a sketch, and matching how many sketches there
    // are: both from the index of their ids, never by reading every sketch (the table's own
    // b-tree holds each sketch beside its id: over half of an unchanged rescan's time).
    void sketchIdsReadWithoutTheSketches()
    {
        auto store = IndexStore::open(m_dir.filePath(QStringLiteral("ids/index.sqlite")));
        QVERIFY2(store.isOk(), qPrintable(store.status().toString()));
        Database &db = (*store)->database();
        for (const char *sql :
             {"SELECT doc_id FROM sketches", "SELECT coalesce(max(doc_id), 0) FROM sketches",
              "SELECT count(*) FROM sketches", "SELECT coalesce(sum(shingle_count), 0) FROM sketches"}) {
            QStringList plan;
            QVERIFY(db.query(QByteArray("EXPLAIN QUERY PLAN ") + sql, "plan").forEach([&](const Query &row) {
                plan << row.text(3);
            }));
            QVERIFY2(
                plan.join(QLatin1Char(' ')).contains(QLatin1String("COVERING INDEX sketches_ids")),
                qPrintable(QString::fromLatin1(sql) + QStringLiteral(": ") + plan.join(QLatin1Char(' '))));
        }
        // The sketch table is read through the mapped file (Sketches::table), which sees what
        // the connection wrote (in the WAL or not), and the connection reads as before after it.
        auto begun = (*store)->documents().beginScan({}, {}); // no roots, no parameters: allowed
        QVERIFY2(begun.isOk(), qPrintable(begun.status().toString()));
        const qint64 scan = *begun;
        DocumentRecord r;
        r.locator = QStringLiteral("/m/a.txt");
        QVERIFY((*store)->documents().put(r, nullptr, scan).isOk());
        auto table = (*store)->sketches().table();
        QVERIFY2(table.isOk(), qPrintable(table.status().toString()));
        QCOMPARE(*db.integer("PRAGMA mmap_size", "mapping"), qint64(0));
    }

    // A file a scan meets for the first time is stored by a plain insert (put's isNew); if a
    // document of that locator is there after all, it is updated as by the upsert: same id, the
    // new figures and sketch. A failed one is stored without a sketch either way.
    void newDocumentStoredTwice()
    {
        auto opened = IndexStore::open(m_dir.filePath(QStringLiteral("new.sqlite")));
        QVERIFY(opened.isOk());
        IndexStore &store = **opened;
        auto scan = store.documents().beginScan({QStringLiteral("/data")}, QStringLiteral("w=5"));
        QVERIFY(scan.isOk());
        QVERIFY(store.begin());
        DocumentRecord r;
        r.locator = QStringLiteral("/data/a.txt");
        r.size = 10;
        r.format = QStringLiteral("text");
        r.rawFingerprint = Fingerprint128{1, 2};
        const DocumentSketch first = someSketch(1), second = someSketch(2);
        auto id = store.documents().put(r, &first, *scan, true);
        QVERIFY2(id.isOk(), qPrintable(id.status().toString()));
        r.size = 20;
        auto again = store.documents().put(r, &second, *scan, true);
        QVERIFY2(again.isOk(), qPrintable(again.status().toString()));
        QCOMPARE(*again, *id);
        DocumentRecord bad;
        bad.locator = QStringLiteral("/data/b.bin");
        bad.error = Status::error(Status::Code::NotText, QStringLiteral("binary content"));
        QVERIFY(store.documents().put(bad, &first, *scan, true).isOk()); // no sketch: it failed
        QVERIFY(store.commit());
        auto found = store.documents().find(r.locator);
        QVERIFY(found.isOk() && found->has_value());
        QCOMPARE((*found)->size, 20);
        QCOMPARE((*found)->rawFingerprint, (Fingerprint128{1, 2}));
        auto back = store.sketches().of(*id);
        QVERIFY(back.isOk());
        QCOMPARE(back->minHash, second.minHash);
        QCOMPARE(back->lexicalFingerprint, second.lexicalFingerprint);
        auto failed = store.documents().find(bad.locator);
        QVERIFY(failed.isOk() && failed->has_value() && (*failed)->failed);
        QCOMPARE((*failed)->error.code(), Status::Code::NotText);
        QVERIFY(!store.sketches().of((*failed)->id).isOk());
        QCOMPARE(store.documents().count().valueOr(0), qint64(2));
    }

    // After a matching (matched_blocks written), the first sketch a document had is kept in
    // retired_sketches however often it changes before the next matching: a URL captured twice
    // in one sweep changed it twice in one import, and the second change failed ("UNIQUE
    // constraint failed: retired_sketches.doc_id", schema 13's OR IGNORE being overridden by
    // the upsert's own conflict policy).
    void sketchChangedTwiceAfterMatching()
    {
        auto opened = IndexStore::open(m_dir.filePath(QStringLiteral("retired.sqlite")));
        QVERIFY(opened.isOk());
        IndexStore &store = **opened;
        auto scan = store.documents().beginScan({QStringLiteral("/data")}, QStringLiteral("w=5"));
        QVERIFY(scan.isOk());
        DocumentRecord r;
        r.locator = QStringLiteral("/data/a.txt");
        r.size = 10;
        r.format = QStringLiteral("text");
        const DocumentSketch first = someSketch(1), second = someSketch(2), third = someSketch(3);
        auto id = store.documents().put(r, &first, *scan, true);
        QVERIFY(id.isOk());
        QVERIFY(store.database().exec("INSERT INTO matched_blocks (id, data) VALUES (0, x'00')").isOk());
        for (const DocumentSketch *next : {&second, &third}) {
            auto again = store.documents().put(r, next, *scan);
            QVERIFY2(again.isOk(), qPrintable(again.status().toString()));
        }
        QCOMPARE(store.sketches().retiredCount().valueOr(0), qint64(1));
        auto retired = store.sketches().retired();
        QVERIFY(retired.isOk() && retired->size() == 1);
        QCOMPARE(retired->docId(0), *id);
        QCOMPARE(store.sketches().of(*id)->minHash, third.minHash);
        QVERIFY(store.sketches().remove(*id).isOk()); // and once more, when it leaves
        QCOMPARE(store.sketches().retiredCount().valueOr(0), qint64(1));
    }

    void roundTrip()
    {
        const QString path = m_dir.filePath(QStringLiteral("roundtrip.sqlite"));
        auto opened = IndexStore::open(path);
        QVERIFY(opened.isOk());
        IndexStore &store = **opened;
        auto scan = store.documents().beginScan({QStringLiteral("/data")}, QStringLiteral("w=5"));
        QVERIFY(scan.isOk());
        QVERIFY(store.begin());
        DocumentRecord r;
        r.locator = QStringLiteral("/data/a.txt");
        r.size = 1234;
        r.mtimeMs = 1700000000123;
        r.format = QStringLiteral("text");
        r.encoding = QStringLiteral("UTF-8");
        r.rawFingerprint = Fingerprint128{1, 2};
        const DocumentSketch sketch = someSketch(1);
        auto id = store.documents().put(r, &sketch, *scan);
        QVERIFY2(id.isOk(), qPrintable(id.status().toString()));
        DocumentRecord bad;
        bad.locator = QStringLiteral("/data/b.bin");
        bad.size = 10;
        bad.error = Status::error(Status::Code::NotText, QStringLiteral("binary content"));
        QVERIFY(store.documents().put(bad, nullptr, *scan).isOk());
        QVERIFY(store.documents().recordProblem(
            *scan, QStringLiteral("/data/locked"),
            Status::error(Status::Code::Unreadable, QStringLiteral("denied"))));
        QVERIFY(store.commit());
        QVERIFY(store.documents().finishScan(*scan, ScanCounts{2, 1, 0, 1, 0, 1234}, QStringLiteral("done")));
        opened = Status::error(Status::Code::Internal, QStringLiteral("closed")); // close

        auto reopened = IndexStore::open(path, IndexStore::Mode::ReadOnly);
        QVERIFY(reopened.isOk());
        auto found = (*reopened)->documents().find(QStringLiteral("/data/a.txt"));
        QVERIFY(found.isOk() && found->has_value());
        QCOMPARE((*found)->size, 1234);
        QCOMPARE((*found)->mtimeMs, 1700000000123);
        QCOMPARE((*found)->rawFingerprint, (Fingerprint128{1, 2}));
        QVERIFY(!(*found)->failed);
        auto failed = (*reopened)->documents().find(QStringLiteral("/data/b.bin"));
        QVERIFY(failed.isOk() && failed->has_value() && (*failed)->failed);
        QCOMPARE((*failed)->error.code(), Status::Code::NotText);
        auto back = (*reopened)->sketches().of((*found)->id);
        QVERIFY(back.isOk());
        QCOMPARE(back->minHash, sketch.minHash);
        QCOMPARE(back->sample, sketch.sample);
        QCOMPARE(back->sampleLevel, sketch.sampleLevel);
        QCOMPARE(back->shingleCount, sketch.shingleCount);
        QCOMPARE(back->tokenCount, sketch.tokenCount);
        QCOMPARE(back->lexicalFingerprint, sketch.lexicalFingerprint);
        auto stats = (*reopened)->statistics().summary();
        QVERIFY(stats.isOk());
        QCOMPARE(stats->documents, 2);
        QCOMPARE(stats->indexed, 1);
        QCOMPARE(stats->failed, 1);
        auto problems = (*reopened)->documents().problems(*scan);
        QVERIFY(problems.isOk());
        QCOMPARE(problems->size(), std::size_t(2));
        QVERIFY(!(*reopened)->documents().find(QStringLiteral("/data/none"))->has_value());
    }

    // One row per URL and sweep: the latest capture; of two in the same second, the one read
    // later (higher archive, then offset), in whatever order they are written.
    void capturesOfOneUrlKeepTheLatest()
    {
        auto opened = IndexStore::open(m_dir.filePath(QStringLiteral("captures.sqlite")));
        QVERIFY(opened.isOk());
        IndexStore &store = **opened;
        auto scan = store.documents().beginScan({}, QStringLiteral("import"));
        auto sweep = store.crawl().sweepFor(QStringLiteral("s"), 0);
        QVERIFY(scan && sweep);
        auto first = store.crawl().beginArchive(QStringLiteral("/a/1.warc"), 10, 0, *sweep);
        auto second = store.crawl().beginArchive(QStringLiteral("/a/2.warc"), 10, 0, *sweep);
        QVERIFY(first && second);
        const DocumentSketch sketch = someSketch(2);
        auto capture = [&](qint64 ms, qint64 archive, qint64 offset) {
            DocumentRecord r;
            r.kind = DocumentKind::Capture;
            r.locator = QStringLiteral("http://x.test/");
            r.sweep = *sweep;
            r.captureMs = r.mtimeMs = ms;
            r.archiveId = archive;
            r.recordOffset = offset;
            r.rawFingerprint = Fingerprint128{quint64(archive), quint64(offset)};
            return store.documents().put(r, &sketch, *scan);
        };
        auto kept = [&] {
            auto d = store.documents().find(QStringLiteral("http://x.test/"), *sweep);
            return d && *d ? (*d)->rawFingerprint : Fingerprint128{};
        };
        auto id = capture(2000, *first, 500);
        QVERIFY(id && *id > 0);
        QCOMPARE(*capture(1000, *second, 900), 0); // earlier: not kept
        QCOMPARE(kept(), (Fingerprint128{quint64(*first), 500}));
        QCOMPARE(*capture(2000, *second, 100), *id); // same second, later archive
        QCOMPARE(kept(), (Fingerprint128{quint64(*second), 100}));
        QCOMPARE(*capture(2000, *first, 900), 0); // same second, earlier archive
        QCOMPARE(*capture(2000, *second, 50), 0); // same archive, earlier record
        QCOMPARE(kept(), (Fingerprint128{quint64(*second), 100}));
        QCOMPARE(*capture(2000, *second, 300), *id);
        QCOMPARE(kept(), (Fingerprint128{quint64(*second), 300}));
    }

    // The documents' generation grows once for each transaction that changes documents, and the
    // results derived from them know whether they are current.
    void documentsGeneration()
    {
        auto opened = IndexStore::open(m_dir.filePath(QStringLiteral("generation.sqlite")));
        QVERIFY(opened.isOk());
        IndexStore &store = **opened;
        Settings settings = store.settings();
        QCOMPARE(settings.documentsGeneration().valueOr(-1), qint64(0));
        QCOMPARE(settings.isCurrent(Settings::Derived::Pairs).valueOr(true), false); // never made
        auto scan = store.documents().beginScan({}, QStringLiteral("test"));
        QVERIFY(scan);
        const DocumentSketch sketch = someSketch(3);
        auto put = [&](const QString &locator) {
            DocumentRecord r;
            r.locator = locator;
            r.size = 10;
            return store.documents().put(r, &sketch, *scan).isOk();
        };
        QVERIFY(store.database().begin());
        QVERIFY(put(QStringLiteral("/g/a")));
        QVERIFY(put(QStringLiteral("/g/b")));
        QVERIFY(store.database().commit());
        QCOMPARE(settings.documentsGeneration().valueOr(-1), qint64(1)); // one transaction
        QVERIFY(settings.setGeneration(Settings::Derived::Pairs, 1));
        QCOMPARE(settings.isCurrent(Settings::Derived::Pairs).valueOr(false), true);
        QVERIFY(store.documents().remove({}).isOk()); // nothing removed: nothing changed
        QCOMPARE(settings.documentsGeneration().valueOr(-1), qint64(1));
        QVERIFY(put(QStringLiteral("/g/c"))); // a transaction of its own
        QCOMPARE(settings.documentsGeneration().valueOr(-1), qint64(2));
        QCOMPARE(settings.isCurrent(Settings::Derived::Pairs).valueOr(true), false);
        auto ids = store.documents().find(QStringLiteral("/g/a"));
        QVERIFY(ids && *ids);
        QVERIFY(store.documents().remove({(*ids)->id}).isOk());
        QCOMPARE(settings.documentsGeneration().valueOr(-1), qint64(3));

        // The figures of the documents are kept with their generation, and counted again after.
        auto before = store.statistics().summary();
        QVERIFY(before);
        QCOMPARE(before->documents, qint64(2));
        QVERIFY(
            settings.value(QStringLiteral("document_figures")).valueOr({}).contains(QLatin1String("\"3\"")));
        QCOMPARE(store.statistics().summary().valueOr({}).shingleDocs, before->shingleDocs);
        QVERIFY(put(QStringLiteral("/g/d")));
        auto after = store.statistics().summary();
        QVERIFY(after);
        QCOMPARE(after->documents, qint64(3));
        QCOMPARE(after->shingleDocs, qint64(3)); // one sketch for all: shingle equivalent
        QCOMPARE(after->shingleGroups, qint64(1));
        QCOMPARE(after->formats.size(), before->formats.size());
    }

    // Related pairs are stored with their documents checked in one pass (foreign keys off for
    // that transaction only): a pair or topic naming a document that left is not stored.
    void relatedPairsOfKnownDocuments()
    {
        auto opened = IndexStore::open(m_dir.filePath(QStringLiteral("related.sqlite")));
        QVERIFY(opened.isOk());
        IndexStore &store = **opened;
        auto scan = store.documents().beginScan({}, QStringLiteral("test"));
        QVERIFY(scan);
        const DocumentSketch sketch = someSketch(5);
        std::vector<qint64> ids;
        for (const char *name : {"/r/a", "/r/b", "/r/c"}) {
            DocumentRecord r;
            r.locator = QString::fromLatin1(name);
            r.size = 10;
            auto id = store.documents().put(r, &sketch, *scan);
            QVERIFY(id);
            ids.push_back(*id);
        }
        const qint64 gone = ids.back() + 100;
        const std::vector<RelatedPair> pairs = {
            {ids[0], ids[1], 0.5, 0.5}, {ids[0], gone, 0.4, 0.4}, {ids[1], ids[2], 0.3, 0.3}};
        const std::vector<TopicRow> topics = {{1, ids[0], 2, QStringLiteral("kept")},
                                              {2, gone, 2, QStringLiteral("gone")}};
        const std::vector<std::pair<qint64, TopicMember>> members = {
            {1, {ids[0], 1.0}}, {1, {ids[1], 0.5}}, {2, {gone, 1.0}}, {2, {ids[2], 0.3}}};
        QVERIFY(store.related().replace(pairs, topics, members, RelatedParams{}).isOk());
        QCOMPARE(store.related().pairCount().valueOr(-1), qint64(2));
        auto stored = store.related().topics();
        QVERIFY(stored && stored->size() == 1);
        QCOMPARE(store.related().members(1).valueOr({}).size(), std::size_t(2));
        QCOMPARE(store.related().neighbours(ids[1], 10).valueOr({}).size(), std::size_t(2)); // by doc_b too
        auto fk = store.database().query("PRAGMA foreign_keys", "test");
        QVERIFY(fk.fetch().valueOr(false));
        QCOMPARE(fk.integer(0), qint64(1)); // on again
        QVERIFY(store.documents().remove({ids[2]}).isOk());
        QCOMPARE(store.related().pairCount().valueOr(-1), qint64(1)); // cascaded
    }

    // Bags name their terms by number (TermDictionary): two connections number terms as they
    // meet them and read each other's bags; numbers given in a transaction rolled back are given
    // again; every bag reads back as stored.
    void bagTermsNumberedAcrossConnections()
    {
        const QString path = m_dir.filePath(QStringLiteral("terms.sqlite"));
        auto openedA = IndexStore::open(path);
        auto openedB = IndexStore::open(path);
        QVERIFY(openedA.isOk() && openedB.isOk());
        IndexStore &a = **openedA, &b = **openedB;
        auto scan = a.documents().beginScan({}, QStringLiteral("test"));
        QVERIFY(scan);
        std::vector<qint64> ids;
        for (int i = 0; i < 6; ++i) {
            DocumentRecord r;
            r.locator = QStringLiteral("/t/%1").arg(i);
            auto id = a.documents().put(r, nullptr, *scan);
            QVERIFY(id);
            ids.push_back(*id);
        }
        const auto bagOf = [](std::vector<TermCount> terms) {
            WordBag bag;
            bag.language = "en";
            bag.terms = std::move(terms);
            return bag;
        };
        const std::uint64_t x = 5, y = 0x8000000000000000ull, z = ~std::uint64_t(0), w = 77, q = 1u << 20,
                            r = 3;
        const std::vector<std::vector<TermCount>> bags = {
            {{x, 1}, {y, 2}}, {{y, 1}, {z, 300}}, {{x, 1}, {w, 1}, {z, 2}}, {{r, 1}}, {{q, 4}, {z, 1}}};
        QVERIFY(a.related().putBag(ids[0], bagOf(bags[0])).isOk()); // x 0, y 1
        QVERIFY(b.related().putBag(ids[1], bagOf(bags[1])).isOk()); // z 2, given by B
        QVERIFY(
            a.database().inTransaction([&] { return a.related().putBag(ids[2], bagOf(bags[2])); }).isOk());
        // A number given in a transaction rolled back is not kept: B gives it to r.
        QVERIFY(!a.database()
                     .inTransaction([&]() -> Status {
                         if (Status s = a.related().putBag(ids[5], bagOf({{q, 1}})); !s)
                             return s;
                         return Status::error(Status::Code::Cancelled, QStringLiteral("rolled back"));
                     })
                     .isOk());
        QVERIFY(b.related().putBag(ids[3], bagOf(bags[3])).isOk());
        QVERIFY(a.related().putBag(ids[4], bagOf(bags[4])).isOk());
        for (IndexStore *store : {&a, &b}) {
            for (std::size_t i = 0; i < bags.size(); ++i) {
                auto back = store->related().bagOf(ids[i]);
                QVERIFY(back && *back);
                QCOMPARE(**back, bags[i]);
            }
            std::size_t visited = 0;
            QVERIFY(store->related()
                        .forEachBag([&](qint64 id, const std::vector<TermCount> &terms) {
                            QCOMPARE(terms,
                                     bags[std::size_t(std::find(ids.begin(), ids.end(), id) - ids.begin())]);
                            ++visited;
                        })
                        .isOk());
            QCOMPARE(visited, bags.size());
        }
        auto numbered = a.database().query(
            "SELECT group_concat(term, ' ') FROM (SELECT term FROM terms ORDER BY id)", "test");
        QVERIFY(numbered.fetch().valueOr(false));
        QCOMPARE(numbered.text(0), QStringLiteral("5 %1 -1 77 3 %2").arg(qint64(y)).arg(q));
        // Bytes that are no bag: a number not given, terms out of order or twice, a count past
        // 32 bits, bytes left over (x is number 0, y 1; 6 numbers given).
        TermDictionary &numbers = a.database().terms();
        const auto decodes = [&numbers](const QByteArray &bytes) {
            std::vector<TermCount> terms;
            return numbers.decode(std::span<const char>(bytes.constData(), std::size_t(bytes.size())), terms);
        };
        QVERIFY(decodes(QByteArray("\x02\x00\x03\x00", 4))); // x once, y twice
        QVERIFY(!decodes(QByteArray("\x01\x0c", 2)));        // number 6
        QVERIFY(!decodes(QByteArray("\x02\x02\x00", 3)));    // y before x
        QVERIFY(!decodes(QByteArray("\x02\x00\x00", 3)));    // x twice
        QVERIFY(!decodes(QByteArray("\x01\x01\xff\xff\xff\xff\x0f", 7)));
        QVERIFY(!decodes(QByteArray("\x01\x00\x00", 3)));
        QVERIFY(!decodes(QByteArray("\x02\x00", 2)));
    }

    // Schema 24 writes each stored bag anew with numbered terms: the same terms read back,
    // in a third of the bytes or less.
    void migratesBagsToNumberedTerms()
    {
        const QString path = m_dir.filePath(QStringLiteral("v23.sqlite"));
        {
            auto v23 = IndexStore::openAtVersion(path, 23);
            QVERIFY(v23.isOk());
        }
        std::vector<TermCount> terms;
        for (std::uint64_t i = 1; i <= 500; ++i)
            terms.push_back(
                {i * 0x9E3779B97F4A7C15ULL % (std::uint64_t(1) << 63) + i, std::uint32_t(i % 7 + 1)});
        std::sort(terms.begin(), terms.end(),
                  [](const TermCount &l, const TermCount &r) { return l.term < r.term; });
        const QByteArray old = encodeTerms(terms);
        {
            sqlite3 *db = nullptr;
            QCOMPARE(sqlite3_open(QFile::encodeName(path).constData(), &db), SQLITE_OK);
            QCOMPARE(sqlite3_exec(
                         db,
                         "INSERT INTO scans (id, started_at, state, roots, params) VALUES (1, 0, 'done', "
                         "'[]', '');"
                         "INSERT INTO documents (id, locator, size, mtime, last_scan) VALUES (1, '/a', 1, "
                         "0, 1), (2, '/b', 1, 0, 1);",
                         nullptr, nullptr, nullptr),
                     SQLITE_OK);
            sqlite3_stmt *stmt = nullptr;
            sqlite3_prepare_v2(db, "INSERT INTO bags VALUES (?1, 'en', ?2)", -1, &stmt, nullptr);
            sqlite3_bind_int(stmt, 1, 1);
            sqlite3_bind_blob(stmt, 2, old.constData(), int(old.size()), SQLITE_TRANSIENT);
            QCOMPARE(sqlite3_step(stmt), SQLITE_DONE);
            sqlite3_reset(stmt);
            sqlite3_bind_int(stmt, 1, 2);
            sqlite3_bind_blob(stmt, 2, "\x02\x05", 2, SQLITE_TRANSIENT); // damaged: left to count again
            QCOMPARE(sqlite3_step(stmt), SQLITE_DONE);
            sqlite3_finalize(stmt);
            sqlite3_close(db);
        }
        auto current = IndexStore::open(path);
        QVERIFY2(current.isOk(), qPrintable(current.status().toString()));
        IndexStore &store = **current;
        auto back = store.related().bagOf(1);
        QVERIFY(back && *back);
        QCOMPARE(**back, terms);
        QVERIFY(store.related().bagOf(2) && !*store.related().bagOf(2));
        auto size = store.database().query("SELECT length(terms) FROM bags WHERE doc_id = 1", "test");
        QVERIFY(size.fetch().valueOr(false));
        QVERIFY2(size.integer(0) * 3 <= old.size(), qPrintable(QString::number(size.integer(0))));
        QCOMPARE(store.related().bagCount().valueOr(-1),
                 qint64(1)); // the damaged one counted again when asked
    }

    // What a rescan holds in memory of a root: the files under it, nothing of a sibling folder
    // whose name only starts alike, each file once when roots nest.
    void filesUnderOnlyTheirRoots()
    {
        auto opened = IndexStore::open(m_dir.filePath(QStringLiteral("unseen.sqlite")));
        QVERIFY(opened.isOk());
        IndexStore &store = **opened;
        const qint64 first = *store.documents().beginScan({}, {});
        for (const char *p :
             {"/r/a.txt", "/r/sub/b.txt", "/r_other/c.txt", "/r%/d.txt", "/r0/f.txt", "/elsewhere/e.txt"}) {
            DocumentRecord r;
            r.locator = QString::fromUtf8(p);
            QVERIFY(store.documents().put(r, nullptr, first).isOk());
        }
        QStringList met;
        QVERIFY(store.documents().forEachFileUnder(
            {QStringLiteral("/r"), QStringLiteral("/r/sub"), QStringLiteral("/elsewhere/e.txt")},
            [&](const QString &locator, const StoredDocument &d, int) {
                QVERIFY(d.id > 0);
                met << locator;
            }));
        met.sort();
        QCOMPARE(met, (QStringList{QStringLiteral("/elsewhere/e.txt"), QStringLiteral("/r/a.txt"),
                                   QStringLiteral("/r/sub/b.txt")}));
    }

    // A database at schema 1 with data is brought to the current schema, keeping its rows.
    void migratesFromVersion1()
    {
        const QString path = m_dir.filePath(QStringLiteral("v1.sqlite"));
        {
            auto v1 = IndexStore::openAtVersion(path, 1);
            QVERIFY(v1.isOk());
            QCOMPARE((*v1)->schemaVersion(), 1);
        }
        {
            // A row as version 1 wrote it (today's store writes columns version 1 lacks).
            sqlite3 *db = nullptr;
            QCOMPARE(sqlite3_open(QFile::encodeName(path).constData(), &db), SQLITE_OK);
            QCOMPARE(sqlite3_exec(db,
                                  "INSERT INTO scans (id, started_at, state, roots, params) VALUES (1, 0, "
                                  "'done', '[]', '');"
                                  "INSERT INTO documents (locator, size, mtime, last_scan) VALUES "
                                  "('/old/doc.txt', 77, 0, 1);",
                                  nullptr, nullptr, nullptr),
                     SQLITE_OK);
            sqlite3_close(db);
        }
        auto current = IndexStore::open(path);
        QVERIFY2(current.isOk(), qPrintable(current.status().toString()));
        QCOMPARE((*current)->schemaVersion(), schema::currentVersion());
        QCOMPARE((*(*current)->documents().find(QStringLiteral("/old/doc.txt")))->size, 77);
        // The indexes of step 2 exist (step 7 narrowed the one of raw fingerprints to captures).
        sqlite3 *db = nullptr;
        sqlite3_open(QFile::encodeName(path).constData(), &db);
        sqlite3_stmt *stmt = nullptr;
        sqlite3_prepare_v2(
            db,
            "SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name = 'documents_capture_raw_fp'",
            -1, &stmt, nullptr);
        QCOMPARE(sqlite3_step(stmt), SQLITE_ROW);
        QCOMPARE(sqlite3_column_int(stmt, 0), 1);
        sqlite3_finalize(stmt);
        sqlite3_close(db);
        // Version 5's crawl columns: the old document is a file (kind 0) with no HTTP status.
        auto captures = (*current)->crawl().captures();
        QVERIFY(captures);
        QVERIFY(captures->empty());
        auto sweeps = (*current)->crawl().sweeps();
        QVERIFY(sweeps && sweeps->empty()); // the folders' sweep 0 is not listed
    }

    // Schema 7 keeps what schema 6 held, in the new forms: sketches (32-bit MinHash values and
    // 64-bit samples of the old sample size) become exactly what sketching with today's
    // parameters gives; pairs, exact figures and clusters carry over.
    void migratesSketchesPairsAndClustersFromVersion6()
    {
        const QString path = m_dir.filePath(QStringLiteral("v6.sqlite"));
        {
            auto v6 = IndexStore::openAtVersion(path, 6);
            QVERIFY(v6.isOk());
        }
        // A sketch as schema 6 stored it: sketched with the sample of 128..255 values.
        SketchParams oldParams;
        oldParams.sampleTarget = 128;
        Sketcher oldSketcher(oldParams);
        std::vector<std::uint64_t> set;
        for (std::uint64_t i = 0; i < 1000; ++i)
            set.push_back((i + 7) * 0x9E3779B97F4A7C15ULL);
        const DocumentSketch today = Sketcher().sketchShingles(set);
        DocumentSketch old = oldSketcher.sketchShingles(set);
        QVERIFY(old.sampleLevel < today.sampleLevel);
        QByteArray minHash, sample;
        {
            // The old forms: each bin's 32-bit minimum (today keeps its low 16 bits) and the full
            // 64-bit fingerprints of the sample, which sampleValue() does not keep: rebuild them
            // from the shingle set.
            minHash.resize(4 * 128);
            for (int i = 0; i < 128; ++i)
                qToLittleEndian<std::uint32_t>(old.minHash[std::size_t(i)] | 0xabcd0000u,
                                               minHash.data() + 4 * i);
            std::vector<std::uint64_t> fps;
            for (std::uint64_t fp : set)
                if ((fp & ((std::uint64_t(1) << old.sampleLevel) - 1)) == 0)
                    fps.push_back(fp);
            std::sort(fps.begin(), fps.end());
            sample.resize(qsizetype(8 * fps.size()));
            for (std::size_t i = 0; i < fps.size(); ++i)
                qToLittleEndian(fps[i], sample.data() + 8 * i);
        }
        {
            sqlite3 *db = nullptr;
            QCOMPARE(sqlite3_open(QFile::encodeName(path).constData(), &db), SQLITE_OK);
            const QByteArray params =
                oldParams.toString()
                    .replace(QStringLiteral("oph16-od-xxh3-mod32"), QStringLiteral("oph-od-xxh3"))
                    .toUtf8();
            QCOMPARE(
                sqlite3_exec(
                    db,
                    "INSERT INTO scans (id, started_at, state, roots, params) VALUES (1, 0, 'done', '[]', "
                    "'');"
                    "INSERT INTO documents (id, locator, size, mtime, last_scan) VALUES (1, '/a', 1, 0, 1), "
                    "(2, '/b', 1, 0, 1), (3, '/c', 1, 0, 1);"
                    "INSERT INTO pairs VALUES (1, 2, 0.75, 0.8, 0.7, 1, 0), (1, 3, 0.5, 0.9, 0.4, 3, 1);"
                    "INSERT INTO clusters VALUES (1, 1, 2);"
                    "INSERT INTO cluster_members VALUES (1, 1, 1, 1, 1), (1, 2, 0.75, 0.7, 0.8);",
                    nullptr, nullptr, nullptr),
                SQLITE_OK);
            sqlite3_stmt *stmt = nullptr;
            sqlite3_prepare_v2(db, "INSERT INTO settings VALUES ('sketch_params', ?1)", -1, &stmt, nullptr);
            sqlite3_bind_text(stmt, 1, params.constData(), int(params.size()), SQLITE_TRANSIENT);
            QCOMPARE(sqlite3_step(stmt), SQLITE_DONE);
            sqlite3_finalize(stmt);
            sqlite3_prepare_v2(db, "INSERT INTO sketches VALUES (1, 3004, ?1, ?2, ?3, ?4)", -1, &stmt,
                               nullptr);
            sqlite3_bind_int64(stmt, 1, qint64(old.shingleCount));
            sqlite3_bind_blob(stmt, 2, minHash.constData(), int(minHash.size()), SQLITE_TRANSIENT);
            sqlite3_bind_int(stmt, 3, old.sampleLevel);
            sqlite3_bind_blob(stmt, 4, sample.constData(), int(sample.size()), SQLITE_TRANSIENT);
            QCOMPARE(sqlite3_step(stmt), SQLITE_DONE);
            sqlite3_finalize(stmt);
            sqlite3_close(db);
        }
        auto current = IndexStore::open(path);
        QVERIFY2(current.isOk(), qPrintable(current.status().toString()));
        IndexStore &store = **current;
        QCOMPARE(*store.settings().value(QStringLiteral("sketch_params")), SketchParams{}.toString());
        auto sketch = store.sketches().of(1);
        QVERIFY2(sketch, qPrintable(sketch.status().toString()));
        QCOMPARE(sketch->minHash, today.minHash);
        QCOMPARE(sketch->sampleLevel, today.sampleLevel);
        QCOMPARE(sketch->sample, today.sample);
        QCOMPARE(sketch->shingleCount, today.shingleCount);
        auto pairs = store.pairs().list();
        QVERIFY(pairs);
        QCOMPARE(pairs->size(), std::size_t(2));
        QCOMPARE((*pairs)[0].docB, 2);
        QVERIFY(std::abs((*pairs)[0].resemblance - 0.75) < 1e-4 && !(*pairs)[0].exact);
        QVERIFY((*pairs)[1].exact && std::abs((*pairs)[1].containmentAInB - 0.9) < 1e-9);
        auto clusters = store.clusters().all();
        QVERIFY(clusters && clusters->size() == 1);
        QCOMPARE((*clusters)[0].members.size(), std::size_t(2));
        QCOMPARE((*clusters)[0].members[1].docId, 2);
        QVERIFY(std::abs((*clusters)[0].members[1].containsRep - 0.8) < 1e-4);
        // A member leaving the index leaves its cluster: a cluster of one is no cluster.
        QVERIFY(store.documents().remove({2}));
        QVERIFY(store.clusters().all()->empty());
        QCOMPARE(store.pairs().list()->size(), std::size_t(1));
    }

    // Clusters summed up from the facts read with the cluster inputs (the window's threshold
    // changes) as from a pass over the documents; a cluster whose representative left the
    // index is not stored (the foreign key is checked in the transaction, not row by row).
    void clustersSummedUpFromFactsAsFromDocuments()
    {
        const QString path = m_dir.filePath(QStringLiteral("facts.sqlite"));
        auto opened = IndexStore::open(path);
        QVERIFY(opened.isOk());
        IndexStore &store = **opened;
        auto scan = store.documents().beginScan({QStringLiteral("/f")}, QStringLiteral("w=5"));
        QVERIFY(store.begin());
        for (int i = 1; i <= 7; ++i) {
            DocumentRecord r;
            r.locator = QStringLiteral("/f/doc%1.txt").arg(i);
            r.size = 100 * i;
            const DocumentSketch sketch = someSketch(std::uint64_t(i));
            QCOMPARE(*store.documents().put(r, &sketch, *scan), qint64(i));
        }
        QVERIFY(store.commit());
        const auto member = [](qint64 id, bool rep, double r) {
            return ClusterMember{id, rep, r, r, r};
        };
        std::vector<Cluster> clusters{
            {2, {member(2, true, 1), member(1, false, 0.9), member(3, false, 0.75)}},
            {5, {member(5, true, 1), member(4, false, 0.8)}}};
        const ClusterChoice choice{ClusterPolicy::Center, 0.7};
        const auto summaries = [&store] {
            auto page = store.clusters().page(ClusterPageRequest{});
            std::vector<std::tuple<qint64, QString, int, double, double, qint64>> out;
            for (const ClusterSummary &c : *page)
                out.emplace_back(c.representative, c.name, c.size, c.lowest, c.highest, c.bytes);
            return out;
        };
        QVERIFY(store.clusters().replace(clusters, choice));
        const auto fromDocuments = summaries();
        QCOMPARE(fromDocuments.size(), std::size_t(2));
        QCOMPARE(std::get<1>(fromDocuments[0]), QStringLiteral("doc2.txt"));
        QCOMPARE(std::get<5>(fromDocuments[0]), qint64(600));
        DocumentFacts facts;
        QVERIFY(store.sketches().clusterDocuments(false, nullptr, &facts));
        QVERIFY(store.clusters().replace(clusters, choice, &facts));
        QCOMPARE(summaries(), fromDocuments);
        // Document 6 leaves after the facts were read: its cluster is not stored.
        clusters.push_back({6, {member(6, true, 1), member(7, false, 0.7)}});
        QVERIFY(store.documents().remove({6}));
        QVERIFY(store.clusters().replace(clusters, choice, &facts));
        QCOMPARE(summaries(), fromDocuments);
        QCOMPARE(store.clusters().count()->clusters, qint64(2));
        QVERIFY(store.clusters().replace(clusters, choice));
        QCOMPARE(summaries(), fromDocuments);
    }

    // What matching stores: pairs among representatives in blocks, groups whose members pair
    // implicitly; read back whole, or written out; a group outlives the document it was named after.
    void matchesRoundTrip()
    {
        const QString path = m_dir.filePath(QStringLiteral("matches.sqlite"));
        auto opened = IndexStore::open(path);
        QVERIFY(opened.isOk());
        IndexStore &store = **opened;
        auto scan = store.documents().beginScan({QStringLiteral("/m")}, QStringLiteral("w=5"));
        QVERIFY(store.begin());
        for (int i = 1; i <= 6; ++i) {
            DocumentRecord r;
            r.locator = QStringLiteral("/m/%1").arg(i);
            r.size = 1;
            const DocumentSketch sketch = someSketch(std::uint64_t(i));
            QCOMPARE(*store.documents().put(r, &sketch, *scan), qint64(i));
        }
        QVERIFY(store.commit());
        MatchResult result;
        result.groups.push_back({1, {2, 3}}); // 1, 2, 3 equivalent
        for (qint64 b = 4; b <= 5; ++b)
            result.pairs.push_back({1, b, 0.6, 0.7, 0.5, FoundByBanding});
        result.pairs.push_back({4, 5, 0.55, 0.55, 0.55, FoundBySamples, true}); // exact, at 0.55
        for (int i = 0; i < 20000; ++i)                                         // several blocks
            result.pairs.push_back({5, 6 + i, 0.9, 0.9, 0.9, FoundBySamples});
        QVERIFY(store.pairs().replace(result, MatchParams{}));
        auto back = store.pairs().matches();
        QVERIFY(back);
        QCOMPARE(back->pairs.size(), result.pairs.size());
        QCOMPARE(back->groups.size(), std::size_t(1));
        QCOMPARE(back->groups[0].others, (std::vector<qint64>{2, 3}));
        QCOMPARE(back->pairs[1].docB, 5);
        QVERIFY(std::abs(back->pairs[1].containmentAInB - 0.7) < 1e-4);
        QVERIFY(back->pairs[2].exact && !back->pairs[1].exact);
        // A figure stored at a threshold comes back at it (0.55 is 36044.25 steps of 1/65535).
        auto at = store.pairs().matches(0.55, 2);
        QVERIFY(at);
        QVERIFY(std::any_of(at->pairs.begin(), at->pairs.end(),
                            [](const ScoredPair &p) { return p.docA == 4 && p.docB == 5; }));
        QCOMPARE(*store.settings().value(QStringLiteral("match_pairs")),
                 QString::number(result.expandedSize()));
        // Written out: 1-2, 1-3, 2-3 at 1, and 4 and 5 with each of 1, 2, 3.
        auto low = store.pairs().matches(0.5, 2);
        QVERIFY(low);
        low->pairs.resize(2);
        QCOMPARE(expandPairs(*low).size(), std::size_t(3 + 6));
        // The document the group was named after goes: the group is named after 2 now.
        QVERIFY(store.documents().remove({1}));
        auto after = store.pairs().matches();
        QVERIFY(after);
        QCOMPARE(after->groups.size(), std::size_t(1));
        QCOMPARE(after->groups[0].representative, 2);
        QCOMPARE(after->pairs[0].docA, 2);
        QCOMPARE(after->pairs[0].docB, 4);
    }

    void refusesNewerSchema()
    {
        const QString path = m_dir.filePath(QStringLiteral("future.sqlite"));
        QVERIFY(IndexStore::open(path).isOk());
        sqlite3 *db = nullptr;
        sqlite3_open(QFile::encodeName(path).constData(), &db);
        sqlite3_exec(db, "PRAGMA user_version = 999", nullptr, nullptr, nullptr);
        sqlite3_close(db);
        auto store = IndexStore::open(path);
        QVERIFY(!store.isOk());
        QVERIFY(store.status().message().contains(QStringLiteral("newer")));
    }

    void refusesOtherFiles()
    {
        const QString text = m_dir.filePath(QStringLiteral("notes.txt"));
        QFile f(text);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(4096, 'x'));
        f.close();
        auto store = IndexStore::open(text);
        QVERIFY(!store.isOk());
        QCOMPARE(store.status().code(), Status::Code::Database);

        const QString other = m_dir.filePath(QStringLiteral("other.sqlite"));
        sqlite3 *db = nullptr;
        sqlite3_open(QFile::encodeName(other).constData(), &db);
        sqlite3_exec(db, "CREATE TABLE mine (x)", nullptr, nullptr, nullptr);
        sqlite3_close(db);
        auto otherStore = IndexStore::open(other);
        QVERIFY(!otherStore.isOk());
        QVERIFY(otherStore.status().message().contains(QStringLiteral("not a Lookalike index")));
    }

    void settings()
    {
        auto store = IndexStore::open(m_dir.filePath(QStringLiteral("settings.sqlite")));
        QVERIFY(store.isOk());
        QCOMPARE(*(*store)->settings().value(QStringLiteral("k"), QStringLiteral("fallback")),
                 QStringLiteral("fallback"));
        QVERIFY((*store)->settings().setValue(QStringLiteral("k"), QStringLiteral("v1")));
        QVERIFY((*store)->settings().setValue(QStringLiteral("k"), QStringLiteral("v2")));
        QCOMPARE(*(*store)->settings().value(QStringLiteral("k")), QStringLiteral("v2"));
        // No basis to match what changed against (a matching that settled pairs by their
        // estimates): stored as an empty one, not refused (the 10^6-file scan failed there).
        QVERIFY((*store)->settings().setMatchBasis({QString(), 12}));
        auto basis = (*store)->settings().matchBasis();
        QVERIFY(basis);
        QVERIFY(basis->basis.isEmpty());
        QCOMPARE(basis->uncertain, qint64(12));
    }
};

QTEST_APPLESS_MAIN(TestIndexStore)
#include "tst_indexstore.moc"
