// The SQLite index: round trip, migrations, refusing what is not an index.
#include "store/IndexStore.h"
#include "store/Schema.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

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

    void roundTrip()
    {
        const QString path = m_dir.filePath(QStringLiteral("roundtrip.sqlite"));
        auto opened = IndexStore::open(path);
        QVERIFY(opened.isOk());
        IndexStore &store = **opened;
        auto scan = store.beginScan({QStringLiteral("/data")}, QStringLiteral("w=5"));
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
        auto id = store.putDocument(r, &sketch, *scan);
        QVERIFY2(id.isOk(), qPrintable(id.status().toString()));
        DocumentRecord bad;
        bad.locator = QStringLiteral("/data/b.bin");
        bad.size = 10;
        bad.error = Status::error(Status::Code::NotText, QStringLiteral("binary content"));
        QVERIFY(store.putDocument(bad, nullptr, *scan).isOk());
        QVERIFY(store.recordProblem(*scan, QStringLiteral("/data/locked"), Status::error(Status::Code::Unreadable, QStringLiteral("denied"))));
        QVERIFY(store.commit());
        QVERIFY(store.finishScan(*scan, ScanCounts{2, 1, 0, 1, 0, 1234}, QStringLiteral("done")));
        opened = Status::error(Status::Code::Internal, QStringLiteral("closed")); // close

        auto reopened = IndexStore::open(path, IndexStore::Mode::ReadOnly);
        QVERIFY(reopened.isOk());
        auto found = (*reopened)->findDocument(QStringLiteral("/data/a.txt"));
        QVERIFY(found.isOk() && found->has_value());
        QCOMPARE((*found)->size, 1234);
        QCOMPARE((*found)->mtimeMs, 1700000000123);
        QCOMPARE((*found)->rawFingerprint, (Fingerprint128{1, 2}));
        QVERIFY(!(*found)->failed);
        auto failed = (*reopened)->findDocument(QStringLiteral("/data/b.bin"));
        QVERIFY(failed.isOk() && failed->has_value() && (*failed)->failed);
        QCOMPARE((*failed)->error.code(), Status::Code::NotText);
        auto back = (*reopened)->sketchOf((*found)->id);
        QVERIFY(back.isOk());
        QCOMPARE(back->minHash, sketch.minHash);
        QCOMPARE(back->sample, sketch.sample);
        QCOMPARE(back->sampleLevel, sketch.sampleLevel);
        QCOMPARE(back->shingleCount, sketch.shingleCount);
        QCOMPARE(back->tokenCount, sketch.tokenCount);
        QCOMPARE(back->lexicalFingerprint, sketch.lexicalFingerprint);
        auto stats = (*reopened)->stats();
        QVERIFY(stats.isOk());
        QCOMPARE(stats->documents, 2);
        QCOMPARE(stats->indexed, 1);
        QCOMPARE(stats->failed, 1);
        auto problems = (*reopened)->problems(*scan);
        QVERIFY(problems.isOk());
        QCOMPARE(problems->size(), std::size_t(2));
        QVERIFY(!(*reopened)->findDocument(QStringLiteral("/data/none"))->has_value());
    }

    void removeUnseenOnlyUnderRoots()
    {
        auto opened = IndexStore::open(m_dir.filePath(QStringLiteral("unseen.sqlite")));
        QVERIFY(opened.isOk());
        IndexStore &store = **opened;
        const qint64 first = *store.beginScan({}, {});
        for (const char *p : {"/r/a.txt", "/r/sub/b.txt", "/r_other/c.txt", "/r%/d.txt", "/elsewhere/e.txt"}) {
            DocumentRecord r;
            r.locator = QString::fromUtf8(p);
            QVERIFY(store.putDocument(r, nullptr, first).isOk());
        }
        const qint64 second = *store.beginScan({}, {});
        QVERIFY(store.touchDocument((*store.findDocument(QStringLiteral("/r/a.txt")))->id, second, 5));
        auto removed = store.removeUnseen(second, {QStringLiteral("/r")});
        QVERIFY(removed.isOk());
        QCOMPARE(*removed, 1); // /r/sub/b.txt; not /r_other nor /r% (LIKE wildcards escaped)
        QVERIFY(store.findDocument(QStringLiteral("/r_other/c.txt"))->has_value());
        QVERIFY(store.findDocument(QStringLiteral("/r%/d.txt"))->has_value());
        QCOMPARE((*store.findDocument(QStringLiteral("/r/a.txt")))->mtimeMs, 5);
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
                                  "INSERT INTO scans (id, started_at, state, roots, params) VALUES (1, 0, 'done', '[]', '');"
                                  "INSERT INTO documents (locator, size, mtime, last_scan) VALUES ('/old/doc.txt', 77, 0, 1);",
                                  nullptr, nullptr, nullptr),
                     SQLITE_OK);
            sqlite3_close(db);
        }
        auto current = IndexStore::open(path);
        QVERIFY2(current.isOk(), qPrintable(current.status().toString()));
        QCOMPARE((*current)->schemaVersion(), schema::currentVersion());
        QCOMPARE((*(*current)->findDocument(QStringLiteral("/old/doc.txt")))->size, 77);
        // The indexes of step 2 exist.
        sqlite3 *db = nullptr;
        sqlite3_open(QFile::encodeName(path).constData(), &db);
        sqlite3_stmt *stmt = nullptr;
        sqlite3_prepare_v2(db, "SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name = 'documents_raw_fp'", -1, &stmt, nullptr);
        QCOMPARE(sqlite3_step(stmt), SQLITE_ROW);
        QCOMPARE(sqlite3_column_int(stmt, 0), 1);
        sqlite3_finalize(stmt);
        sqlite3_close(db);
        // Version 5's crawl columns: the old document is a file (kind 0) with no HTTP status.
        auto captures = (*current)->captures();
        QVERIFY(captures);
        QVERIFY(captures->empty());
        auto sweeps = (*current)->sweeps();
        QVERIFY(sweeps && sweeps->empty()); // the folders' sweep 0 is not listed
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
        QCOMPARE(*(*store)->setting(QStringLiteral("k"), QStringLiteral("fallback")), QStringLiteral("fallback"));
        QVERIFY((*store)->setSetting(QStringLiteral("k"), QStringLiteral("v1")));
        QVERIFY((*store)->setSetting(QStringLiteral("k"), QStringLiteral("v2")));
        QCOMPARE(*(*store)->setting(QStringLiteral("k")), QStringLiteral("v2"));
    }
};

QTEST_APPLESS_MAIN(TestIndexStore)
#include "tst_indexstore.moc"
