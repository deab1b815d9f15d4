// The index survives kill -9 at any point of a scan: after each kill the next scan resumes,
// and in the end no document is lost or counted twice and SQLite finds no damage. A scan asking
// for other sketch settings than the index's refuses, and a re-sketch killed half-way leaves the
// index as it was, files and web-archive pages alike. Files moved to the trash by a process
// killed half-way are each in their place or in the trash, and the next run records them.
#include "../crawl/WarcWriter.h"
#include "TestPaths.h"
#include "store/IndexStore.h"
#include "usecase/FileActions.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QThread>
#include <sqlite3.h>

namespace {

QString queryOne(const QString &db, const char *sql)
{
    sqlite3 *handle = nullptr;
    sqlite3_open_v2(QFile::encodeName(db).constData(), &handle, SQLITE_OPEN_READONLY, nullptr);
    sqlite3_stmt *stmt = nullptr;
    QString value;
    if (sqlite3_prepare_v2(handle, sql, -1, &stmt, nullptr) == SQLITE_OK && sqlite3_step(stmt) == SQLITE_ROW)
        value = QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(stmt, 0)));
    sqlite3_finalize(stmt);
    sqlite3_close(handle);
    return value;
}

// A digest of every row `sql` returns (each column as text or bytes): equal digests, equal rows.
QByteArray digest(const QString &db, const char *sql)
{
    sqlite3 *handle = nullptr;
    sqlite3_open_v2(QFile::encodeName(db).constData(), &handle, SQLITE_OPEN_READONLY, nullptr);
    sqlite3_stmt *stmt = nullptr;
    QCryptographicHash hash(QCryptographicHash::Sha256);
    qint64 rows = 0;
    if (sqlite3_prepare_v2(handle, sql, -1, &stmt, nullptr) == SQLITE_OK) {
        while (sqlite3_step(stmt) == SQLITE_ROW) {
            ++rows;
            for (int c = 0; c < sqlite3_column_count(stmt); ++c) {
                const auto *data = static_cast<const char *>(sqlite3_column_blob(stmt, c));
                hash.addData(QByteArrayView(data, sqlite3_column_bytes(stmt, c)));
                hash.addData("|");
            }
        }
    }
    sqlite3_finalize(stmt);
    sqlite3_close(handle);
    return QByteArray::number(rows) + ':' + hash.result().toHex();
}

// Runs lookalike-cli to the end; its exit code, stdout + stderr in `output`.
int runCli(const QStringList &args, QString *output = nullptr)
{
    QProcess p;
    p.start(lookalike::test::cliProgram(), args);
    if (!p.waitForFinished(300000))
        return -1;
    if (output)
        *output = QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
    return p.exitCode();
}

// The child of trashKilled (this program run with LOOKALIKE_TRASH_CHILD=INDEX): moves every
// member of every cluster but its representative to the home trash, as the window's Move to
// Trash does (usecase::planTrash, applyTrash), each move slowed a little (a slow disk) so that
// the kills fall among the moves.
int trashChild(const QString &index)
{
    using namespace lookalike;
    QTextStream out(stdout);
    auto store = IndexStore::open(index);
    if (!store) {
        out << store.status().message() << Qt::endl;
        return 2;
    }
    std::vector<usecase::Selected> selection;
    Status listed = (*store)->clusters().forEach([&](qint64 id, const Cluster &cluster) {
        for (const ClusterMember &m : cluster.members)
            if (!m.representative)
                selection.push_back({m.docId, id});
        return Status::ok();
    });
    // (What an interrupted run moved is forgotten by this one's applyTrash, before it moves.)
    auto plan = listed ? usecase::planTrash(**store, selection, {}) : Result<usecase::TrashPlan>(listed);
    if (!plan) {
        out << plan.status().message() << Qt::endl;
        return 3;
    }
    out << "moving " << plan->moving(false) << Qt::endl;
    const usecase::TrashOutcome o =
        usecase::applyTrash(**store, *plan, false, [](const QString &path) -> Result<QString> {
            QThread::usleep(400);
            return usecase::moveToTrash(path);
        });
    out << "moved " << o.moved << ", failed " << o.failed.size() << ", gone " << o.gone.size() << ": "
        << (o.index.isOk() ? QStringLiteral("recorded") : o.index.message()) << Qt::endl;
    return o.index.isOk() && o.failed.isEmpty() ? 0 : 1;
}

} // namespace

class TestCrashSafety : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void killAndResume()
    {
        QTemporaryDir dir;
        const QString docs = dir.filePath(QStringLiteral("docs"));
        const QString db = dir.filePath(QStringLiteral("index.sqlite"));
        QRandomGenerator rng(1234);
        const int files = 6000;
        for (int i = 0; i < files; ++i) {
            const QString folder = QStringLiteral("%1/%2").arg(docs).arg(i / 100);
            QDir().mkpath(folder);
            QFile f(QStringLiteral("%1/doc%2.txt").arg(folder).arg(i));
            QVERIFY(f.open(QIODevice::WriteOnly));
            QByteArray text;
            for (int w = 0; w < 400; ++w)
                text += "w" + QByteArray::number(rng.bounded(3000)) + ' ';
            f.write(text);
        }
        const QStringList args = {QStringLiteral("scan"), QStringLiteral("--quiet"), QStringLiteral("--db"),
                                  db, docs};
        // How long a whole scan takes here (into an index of its own): the kills fall inside it,
        // however fast the machine and the scan are.
        QElapsedTimer timer;
        {
            QProcess whole;
            timer.start();
            whole.start(lookalike::test::cliProgram(),
                        {QStringLiteral("scan"), QStringLiteral("--quiet"), QStringLiteral("--db"),
                         dir.filePath(QStringLiteral("timing.sqlite")), docs});
            QVERIFY(whole.waitForFinished(120000));
        }
        const int wholeMs = std::max(20, int(timer.elapsed()));
        int killed = 0;
        // Six rounds, and more (up to twelve) until three were killed: a round that finished
        // before its kill (the whole scan timed above ran cold, or beside other tests) proves
        // nothing, and an ASan build on a loaded machine once let four of six finish.
        for (int round = 0; round < 12 && (round < 6 || killed < 3); ++round) {
            // Alternate the shingle width so that every round has all the files to sketch again
            // (re-sketched, or sketched by the scan when the index has none yet).
            QProcess scan;
            scan.start(lookalike::test::cliProgram(),
                       args + QStringList{QStringLiteral("--shingle"), QString::number(4 + round % 2),
                                          QStringLiteral("--resketch")});
            QVERIFY(scan.waitForStarted());
            // Kill at a random moment: while creating the index, writing batches, matching...
            const int delay = wholeMs / 20 + int(rng.bounded(quint32(wholeMs * 3 / 5)));
            if (!scan.waitForFinished(delay)) {
                scan.kill(); // SIGKILL: no clean-up of any kind
                scan.waitForFinished();
                ++killed;
            }
        }
        qInfo("%d scans killed with SIGKILL", killed);
        QVERIFY2(killed >= 3, "the scans finished before they could be killed");
        QCOMPARE(queryOne(db, "PRAGMA integrity_check"), QStringLiteral("ok"));

        QProcess last;
        last.start(lookalike::test::cliProgram(), args);
        QVERIFY(last.waitForFinished(120000));
        const QString out = QString::fromUtf8(last.readAllStandardOutput());
        QCOMPARE(last.exitCode(), 0);
        QVERIFY2(out.contains(QStringLiteral("%1 seen").arg(files)), qPrintable(out));
        QCOMPARE(queryOne(db, "PRAGMA integrity_check"), QStringLiteral("ok"));
        QCOMPARE(queryOne(db, "SELECT count(*) FROM documents"), QString::number(files));
        QCOMPARE(queryOne(db, "SELECT count(DISTINCT locator) FROM documents"), QString::number(files));
        QCOMPARE(queryOne(db, "SELECT count(*) FROM sketches"), QString::number(files));
        // Scans that were killed are marked interrupted, not left "running".
        QCOMPARE(queryOne(db, "SELECT count(*) FROM scans WHERE state = 'running'"), QStringLiteral("0"));
    }

    // An import of a crawl sweep and a re-clustering, each killed with SIGKILL at random moments:
    // each time the index is sound, every page stored once; imported again, every page is there;
    // a re-clustering killed leaves the clusters of before or the new ones, and runs again.
    void importAndReclusterKilled()
    {
        QTemporaryDir dir;
        const QString warc = dir.filePath(QStringLiteral("sweep.warc.gz"));
        const QString db = dir.filePath(QStringLiteral("index.sqlite"));
        QRandomGenerator rng(61);
        const int pages = 4000;
        {
            lookalike::test::WarcWriter w(warc, true);
            QVERIFY(w.isOpen());
            QByteArray body;
            for (int i = 0; i < pages; ++i) {
                QByteArray words;
                for (int k = 0; k < (i % 5 == 1 ? 20 : 300); ++k)
                    words += "w" + QByteArray::number(rng.bounded(2000)) + ' ';
                body = i % 5 == 1 ? body + words : words;
                w.response(QStringLiteral("http://site%1.test/p%2.html").arg(i % 7).arg(i),
                           "2024-03-01T10:00:00Z", 200, "<html><body><p>" + body + "</p></body></html>");
            }
        }
        const QStringList import = {QStringLiteral("import"),
                                    QStringLiteral("--quiet"),
                                    QStringLiteral("--db"),
                                    db,
                                    QStringLiteral("--sweep"),
                                    QStringLiteral("s1"),
                                    warc};
        const QString timing = dir.filePath(QStringLiteral("timing.sqlite"));
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(runCli({QStringLiteral("import"), QStringLiteral("--quiet"), QStringLiteral("--db"), timing,
                         QStringLiteral("--sweep"), QStringLiteral("s1"), warc}),
                 0);
        const int wholeMs = std::max(50, int(timer.elapsed()));
        int killed = 0;
        // Six rounds, and more (up to twelve) until three were killed: a round that finished
        // before its kill (the whole scan timed above ran cold, or beside other tests) proves
        // nothing, and an ASan build on a loaded machine once let four of six finish.
        for (int round = 0; round < 12 && (round < 6 || killed < 3); ++round) {
            QProcess p;
            p.start(lookalike::test::cliProgram(), import);
            QVERIFY(p.waitForStarted());
            if (!p.waitForFinished(20 + int(rng.bounded(quint32(wholeMs / 2))))) { // (resumed: less to do)
                p.kill();
                p.waitForFinished();
                ++killed;
            }
            QCOMPARE(queryOne(db, "PRAGMA integrity_check"), QStringLiteral("ok"));
            QCOMPARE(queryOne(db, "SELECT count(*) - count(DISTINCT locator) FROM documents"),
                     QStringLiteral("0"));
        }
        qInfo("%d of 6 imports killed with SIGKILL", killed);
        QVERIFY2(killed >= 2, "the imports finished before they could be killed");
        QCOMPARE(runCli(import), 0);
        QCOMPARE(queryOne(db, "PRAGMA integrity_check"), QStringLiteral("ok"));
        QCOMPARE(queryOne(db, "SELECT count(*) FROM documents"), QString::number(pages));
        QCOMPARE(queryOne(db, "SELECT count(*) FROM sketches"), QString::number(pages));
        QCOMPARE(
            digest(
                db,
                "SELECT d.locator, s.sketch FROM documents d JOIN sketches s ON s.doc_id = d.id ORDER BY 1"),
            digest(
                timing,
                "SELECT d.locator, s.sketch FROM documents d JOIN sketches s ON s.doc_id = d.id ORDER BY 1"));
        QCOMPARE(queryOne(db, "SELECT count(*) FROM scans WHERE state = 'running'"), QStringLiteral("0"));

        // Re-clustering: the clusters as they were (center at 0.7) or as asked (union at 0.95: fewer).
        const char *clusters =
            "SELECT c.id, d.locator FROM clusters c JOIN documents d ON d.id = c.representative "
            "ORDER BY 1";
        const QByteArray before = digest(db, clusters);
        const auto reclusterOf = [](const QString &index) {
            return QStringList{
                QStringLiteral("clusters"), QStringLiteral("--db"),  index,
                QStringLiteral("--policy"), QStringLiteral("union"), QStringLiteral("--threshold"),
                QStringLiteral("0.95")};
        };
        const QStringList recluster = reclusterOf(db);
        // What it makes of this index, run in one go on a copy (ids, and so representatives on a
        // tie, are this index's).
        const QString copy = dir.filePath(QStringLiteral("copy.sqlite"));
        QVERIFY(QFile::copy(db, copy));
        QCOMPARE(runCli(reclusterOf(copy)), 0);
        const QByteArray after = digest(copy, clusters);
        QVERIFY(before != after);
        timer.start();
        QCOMPARE(runCli(QStringList{QStringLiteral("clusters"), QStringLiteral("--db"), timing,
                                    QStringLiteral("--policy"), QStringLiteral("center"),
                                    QStringLiteral("--threshold"), QStringLiteral("0.7")}),
                 0);
        const int clusterMs = std::max(20, int(timer.elapsed()));
        int reclustersKilled = 0;
        for (int round = 0; round < 6; ++round) {
            QProcess p;
            p.start(lookalike::test::cliProgram(), recluster);
            QVERIFY(p.waitForStarted());
            if (!p.waitForFinished(5 + int(rng.bounded(quint32(clusterMs))))) {
                p.kill();
                p.waitForFinished();
                ++reclustersKilled;
            }
            QCOMPARE(queryOne(db, "PRAGMA integrity_check"), QStringLiteral("ok"));
            const QByteArray now = digest(db, clusters);
            QVERIFY2(now == before || now == after, "clusters neither as they were nor as asked");
            if (now == after)
                break;
        }
        qInfo("%d re-clusterings killed with SIGKILL", reclustersKilled);
        QCOMPARE(runCli(recluster), 0);
        QCOMPARE(digest(db, clusters), after);
    }

    // A merge of shards killed with SIGKILL at random moments: the new index is not there, or
    // is all there (it is written beside and renamed when complete); merged again, it is the
    // index a merge in one go makes.
    void mergeKilled()
    {
        QTemporaryDir dir;
        QRandomGenerator rng(71);
        QStringList shards;
        for (int part = 0; part < 2; ++part) {
            const QString docs = dir.filePath(QStringLiteral("docs%1").arg(part));
            for (int i = 0; i < 2500; ++i) {
                QByteArray text;
                for (int w = 0; w < 300; ++w)
                    text += "w" + QByteArray::number(rng.bounded(3000)) + ' ';
                const QString folder = QStringLiteral("%1/%2").arg(docs).arg(i / 100);
                QDir().mkpath(folder);
                QFile f(QStringLiteral("%1/d%2.txt").arg(folder).arg(i));
                QVERIFY(f.open(QIODevice::WriteOnly));
                f.write(text);
            }
            shards << dir.filePath(QStringLiteral("part%1.lkshard").arg(part));
            QCOMPARE(runCli({QStringLiteral("shard"), QStringLiteral("--quiet"), QStringLiteral("--out"),
                             shards.back(), docs}),
                     0);
        }
        const auto mergeInto = [&shards](const QString &db) {
            return QStringList{QStringLiteral("merge"), QStringLiteral("--quiet"), QStringLiteral("--db"),
                               db} +
                   shards;
        };
        const QString whole = dir.filePath(QStringLiteral("whole.sqlite"));
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(runCli(mergeInto(whole)), 0);
        const int wholeMs = std::max(50, int(timer.elapsed()));
        const char *sketches =
            "SELECT d.locator, s.sketch FROM documents d JOIN sketches s ON s.doc_id = d.id ORDER BY 1";
        const QByteArray complete = digest(whole, sketches);
        const QString db = dir.filePath(QStringLiteral("index.sqlite"));
        int killed = 0;
        // Six rounds, and more (up to twelve) until three were killed: a round that finished
        // before its kill (the whole scan timed above ran cold, or beside other tests) proves
        // nothing, and an ASan build on a loaded machine once let four of six finish.
        for (int round = 0; round < 12 && (round < 6 || killed < 3); ++round) {
            QFile::remove(db);
            QProcess p;
            p.start(lookalike::test::cliProgram(), mergeInto(db));
            QVERIFY(p.waitForStarted());
            if (!p.waitForFinished(20 + int(rng.bounded(quint32(wholeMs))))) {
                p.kill();
                p.waitForFinished();
                ++killed;
            }
            if (QFile::exists(db)) { // renamed: complete
                QCOMPARE(queryOne(db, "PRAGMA integrity_check"), QStringLiteral("ok"));
                QCOMPARE(digest(db, sketches), complete);
            }
        }
        qInfo("%d of 6 merges killed with SIGKILL", killed);
        QVERIFY2(killed >= 2, "the merges finished before they could be killed");
        QFile::remove(db);
        QProcess last;
        last.start(lookalike::test::cliProgram(), mergeInto(db));
        QVERIFY(last.waitForStarted());
        // One more killed early (a quarter of a whole merge in: 100 ms was past the end of one on
        // a faster machine, and the next merge then rightly refused the finished index): what it
        // left is cleared by the next.
        last.waitForFinished(std::max(5, wholeMs / 4));
        last.kill();
        last.waitForFinished();
        if (QFile::exists(db)) // it ended before the kill after all: nothing left to clear
            QFile::remove(db);
        QCOMPARE(runCli(mergeInto(db)), 0);
        QCOMPARE(queryOne(db, "PRAGMA integrity_check"), QStringLiteral("ok"));
        QCOMPARE(digest(db, sketches), complete);
        QVERIFY(!QFile::exists(db + QStringLiteral(".merging")));
    }

    // An index of files and web pages, then a scan with another shingle width: refused, nothing
    // changed; with --resketch, killed at random moments: each time the index is as it was
    // (sketches, pairs, clusters, settings); run again to the end: every document, page and
    // file, has its new sketch, the same as a re-sketch that ran in one go.
    void resketchRefusedThenKilledThenDone()
    {
        QTemporaryDir dir;
        const QString docs = dir.filePath(QStringLiteral("docs"));
        const QString warc = dir.filePath(QStringLiteral("crawl.warc.gz"));
        const QString db = dir.filePath(QStringLiteral("index.sqlite"));
        QRandomGenerator rng(99);
        const auto text = [&rng](int words) {
            QByteArray t;
            for (int w = 0; w < words; ++w)
                t += "w" + QByteArray::number(rng.bounded(2000)) + ' ';
            return t;
        };
        const int files = 3000, pages = 1500;
        QByteArray previous;
        for (int i = 0; i < files; ++i) {
            const QString folder = QStringLiteral("%1/%2").arg(docs).arg(i / 100);
            QDir().mkpath(folder);
            QFile f(QStringLiteral("%1/doc%2.txt").arg(folder).arg(i));
            QVERIFY(f.open(QIODevice::WriteOnly));
            // Every fifth a near-duplicate of the one before: pairs and clusters to keep.
            previous = i % 5 == 1 ? previous + text(10) : text(400);
            f.write(previous);
        }
        {
            lookalike::test::WarcWriter w(warc, true);
            QVERIFY(w.isOpen());
            QByteArray body;
            for (int i = 0; i < pages; ++i) {
                body = i % 5 == 1 ? body + text(10) : text(300);
                w.response(QStringLiteral("http://site.test/p%1.html").arg(i), "2024-03-01T10:00:00Z", 200,
                           "<html><body><p>" + body + "</p></body></html>");
            }
        }
        const QStringList index = {QStringLiteral("--quiet"), QStringLiteral("--db"), db};
        QCOMPARE(runCli(QStringList{QStringLiteral("import")} + index + QStringList{warc}), 0);
        QCOMPARE(runCli(QStringList{QStringLiteral("scan")} + index + QStringList{docs}), 0);
        const QString documents = QString::number(files + pages);
        QCOMPARE(queryOne(db, "SELECT count(*) FROM sketches"), documents);
        // What the index holds: none of it may change until a re-sketch is complete.
        const auto state = [&db] {
            return QList<QByteArray>{
                digest(db, "SELECT doc_id, sketch FROM sketches ORDER BY doc_id"),
                digest(db, "SELECT id, shingle_fp, lexical_fp FROM documents ORDER BY id"),
                digest(db, "SELECT * FROM pair_blocks ORDER BY 1"),
                digest(db, "SELECT * FROM clusters ORDER BY 1, 2"),
                digest(db, "SELECT key, value FROM settings WHERE key NOT LIKE 'resketch%' ORDER BY key")};
        };
        const QList<QByteArray> before = state();
        QVERIFY(!before[2].startsWith("0:")); // pairs and clusters were stored
        QVERIFY(!before[3].startsWith("0:"));

        const QStringList wider = {QStringLiteral("scan"), QStringLiteral("--shingle"), QStringLiteral("7")};
        QString said;
        QCOMPARE(runCli(wider + index + QStringList{docs}, &said), 1);
        QVERIFY2(said.contains(QStringLiteral("5 words per shingle")) &&
                     said.contains(QStringLiteral("7 words per shingle")) &&
                     said.contains(QStringLiteral("--resketch")) &&
                     said.contains(QStringLiteral("%1 from their web archives").arg(pages)),
                 qPrintable(said));
        QCOMPARE(state(), before);

        // A re-sketch in one go, on a copy: how long it takes, and what it makes.
        const QString copy = dir.filePath(QStringLiteral("copy.sqlite"));
        QVERIFY(QFile::copy(db, copy));
        const QStringList resketch = wider + QStringList{QStringLiteral("--resketch")};
        QCOMPARE(runCli(resketch + QStringList{QStringLiteral("--quiet"), QStringLiteral("--db"), copy, docs},
                        &said),
                 0);
        // "Re-sketched: 4500 documents in 0.81 s": the kills fall inside the re-sketch, however
        // fast the machine (the process starts and opens the index before it, too).
        const QRegularExpression took(QStringLiteral("Re-sketched: (\\d+) documents in ([0-9.]+) s"));
        const QRegularExpressionMatch m = took.match(said);
        QVERIFY2(m.hasMatch() && m.captured(1) == documents, qPrintable(said));
        const int resketchMs = std::max(20, int(m.captured(2).toDouble() * 1000));

        int halfWay = 0;
        int later = 0; // added to the next delay when a kill fell before the re-sketch began (a busy machine)
        for (int round = 0; round < 10 && halfWay < 3; ++round) {
            QProcess scan;
            scan.start(lookalike::test::cliProgram(), resketch + index + QStringList{docs});
            QVERIFY(scan.waitForStarted());
            if (round == 0) {
                // The first one killed as soon as it has new sketches staged (watched from another
                // connection), whatever the machine's load: one kill half-way at least.
                QElapsedTimer watching;
                watching.start();
                while (!scan.waitForFinished(2) && watching.elapsed() < 60000)
                    if (queryOne(db, "SELECT count(*) FROM resketch").toInt() > 0)
                        break;
                if (scan.state() != QProcess::NotRunning) {
                    scan.kill(); // SIGKILL: no clean-up of any kind
                    scan.waitForFinished();
                }
            } else if (const int delay = 30 + later + int(rng.bounded(quint32(resketchMs * 9 / 10)));
                       !scan.waitForFinished(delay)) {
                scan.kill(); // SIGKILL: no clean-up of any kind
                scan.waitForFinished();
            }
            QCOMPARE(queryOne(db, "PRAGMA integrity_check"), QStringLiteral("ok"));
            if (queryOne(db, "SELECT value FROM settings WHERE key = 'sketch_params'")
                    .startsWith(QStringLiteral("w=7;"))) {
                // Killed after the new sketches took the old ones' place (or not killed): all new.
                QCOMPARE(digest(db, "SELECT doc_id, sketch FROM sketches ORDER BY doc_id"),
                         digest(copy, "SELECT doc_id, sketch FROM sketches ORDER BY doc_id"));
                break;
            }
            if (queryOne(db, "SELECT count(*) FROM resketch").toInt() > 0)
                ++halfWay;
            else
                later += resketchMs / 3 + 20;
            QCOMPARE(state(), before);
        }
        qInfo("%d re-sketches killed half-way", halfWay);
        QVERIFY2(halfWay > 0, "no re-sketch was killed while it had new sketches staged");

        QCOMPARE(runCli(resketch + index + QStringList{docs}, &said), 0);
        QCOMPARE(queryOne(db, "PRAGMA integrity_check"), QStringLiteral("ok"));
        QCOMPARE(queryOne(db, "SELECT count(*) FROM resketch"), QStringLiteral("0"));
        QVERIFY(queryOne(db, "SELECT value FROM settings WHERE key = 'sketch_params'")
                    .startsWith(QStringLiteral("w=7;")));
        QCOMPARE(
            queryOne(db,
                     "SELECT count(*) FROM sketches s JOIN documents d ON d.id = s.doc_id WHERE d.kind = 1"),
            QString::number(pages));
        QCOMPARE(queryOne(db, "SELECT count(*) FROM sketches"), documents);
        QCOMPARE(digest(db, "SELECT doc_id, sketch FROM sketches ORDER BY doc_id"),
                 digest(copy, "SELECT doc_id, sketch FROM sketches ORDER BY doc_id"));
        QCOMPARE(digest(db, "SELECT id, shingle_fp, lexical_fp FROM documents ORDER BY id"),
                 digest(copy, "SELECT id, shingle_fp, lexical_fp FROM documents ORDER BY id"));
        // Matched again with the new sketches: the pages' near-duplicates are found.
        QVERIFY(queryOne(db, "SELECT count(*) FROM clusters").toInt() > 0);
        QCOMPARE(digest(db, "SELECT * FROM clusters ORDER BY 1, 2"),
                 digest(copy, "SELECT * FROM clusters ORDER BY 1, 2"));
        // Without --shingle, a scan keeps the index's settings (nothing to refuse).
        QCOMPARE(runCli(QStringList{QStringLiteral("scan")} + index + QStringList{docs}, &said), 0);
        QVERIFY(queryOne(db, "SELECT value FROM settings WHERE key = 'sketch_params'")
                    .startsWith(QStringLiteral("w=7;")));
    }

    // Move to Trash killed with SIGKILL at random moments among its moves: each time every file
    // is in its place or in the trash, the index opens and is sound, and the moves begun are
    // logged as begun; the next run records them (from where each file is) and moves the rest.
    void trashKilled()
    {
        QTemporaryDir dir;
        const QString docs = dir.filePath(QStringLiteral("docs"));
        const QString db = dir.filePath(QStringLiteral("index.sqlite"));
        const QString data = dir.filePath(QStringLiteral("data")); // the child's and our XDG_DATA_HOME
        QRandomGenerator rng(99);
        const int families = 300;
        QStringList members, representatives;
        for (int f = 0; f < families; ++f) {
            QByteArray text;
            for (int w = 0; w < 120; ++w)
                text += "w" + QByteArray::number(rng.bounded(5000)) + ' ';
            QDir().mkpath(QStringLiteral("%1/%2").arg(docs).arg(f % 10));
            for (int c = 0; c < 3; ++c) {
                QFile file(QStringLiteral("%1/%2/f%3-%4.txt").arg(docs).arg(f % 10).arg(f).arg(c));
                QVERIFY(file.open(QIODevice::WriteOnly));
                file.write(text);
            }
        }
        QString output;
        QCOMPARE(runCli({QStringLiteral("scan"), QStringLiteral("--quiet"), QStringLiteral("--db"), db, docs},
                        &output),
                 0);
        {
            auto store = lookalike::IndexStore::open(db, lookalike::IndexStore::Mode::ReadOnly);
            QVERIFY(store);
            QVERIFY((*store)
                        ->clusters()
                        .forEach([&](qint64, const lookalike::Cluster &cluster) {
                            for (const lookalike::ClusterMember &m : cluster.members) {
                                auto info = (*store)->documents().info(m.docId);
                                if (!info)
                                    return info.status();
                                (m.representative ? representatives : members) << info->locator;
                            }
                            return lookalike::Status::ok();
                        })
                        .isOk());
        }
        QCOMPARE(representatives.size(), families);
        QCOMPARE(members.size(), 2 * families);

        const QByteArray oldData = qgetenv("XDG_DATA_HOME");
        qputenv("XDG_DATA_HOME", QFile::encodeName(data));
        const auto restore = qScopeGuard([&] {
            if (oldData.isNull())
                qunsetenv("XDG_DATA_HOME");
            else
                qputenv("XDG_DATA_HOME", oldData);
        });
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LOOKALIKE_TRASH_CHILD"), db);
        env.insert(QStringLiteral("XDG_DATA_HOME"), data);
        // Qt uses the home trash for a file on the home's file system only: the files' own.
        env.insert(QStringLiteral("HOME"), dir.path());
        const auto pending = [&] {
            return queryOne(db, "SELECT count(*) FROM actions WHERE outcome = 'pending'").toInt();
        };
        // Nothing the user owns is lost: each member in its place or in the trash, not both.
        const auto nothingLost = [&]() -> QString {
            lookalike::usecase::TrashFolders trash; // (read only: what the child left, as it left it)
            for (const QString &path : members) {
                const bool here = QFile::exists(path);
                const bool trashed = trash.find(path, 0, false).has_value();
                if (here == trashed)
                    return path +
                           (here ? QStringLiteral(": in place and in the trash") : QStringLiteral(": lost"));
            }
            for (const QString &path : representatives)
                if (!QFile::exists(path))
                    return path + QStringLiteral(": a representative moved");
            return {};
        };

        int halfWay = 0;
        int cutShort = 0;
        int later = 0;
        for (int round = 0; round < 5; ++round) {
            QProcess child;
            child.setProcessEnvironment(env);
            child.start(QCoreApplication::applicationFilePath(), QStringList{});
            QVERIFY(child.waitForStarted());
            while (!child.canReadLine() && child.waitForReadyRead(30000)) {
            }
            const QString said = QString::fromUtf8(child.readLine()).trimmed();
            QVERIFY2(said.startsWith(QStringLiteral("moving")), qPrintable(said));
            if (round == 0) {
                // Killed once the moves have begun (seen from another connection), whatever the
                // machine's load: one kill half-way at least.
                QElapsedTimer waited;
                waited.start();
                while (pending() == 0 && !child.waitForFinished(1) && waited.elapsed() < 30000) {
                }
                QThread::msleep(30);
            } else {
                // At random among the moves (about 0.5 ms each here).
                const int delay = int(rng.bounded(quint32(200))) + later;
                if (child.waitForFinished(delay))
                    later += 50; // it finished first (a busy machine): the next kill waits longer
            }
            if (child.state() != QProcess::NotRunning) {
                child.kill(); // SIGKILL: no clean-up of any kind
                child.waitForFinished();
            }
            QCOMPARE(queryOne(db, "PRAGMA integrity_check"), QStringLiteral("ok"));
            // Killed between a file's move and its trash entry's information (Qt writes it after
            // the move): the entry is found by the file's name, and completed.
            for (const QFileInfo &info :
                 QDir(data + QStringLiteral("/Trash/info")).entryInfoList(QDir::Files))
                cutShort += info.size() == 0 && QFile::exists(data + QStringLiteral("/Trash/files/") +
                                                              info.completeBaseName())
                                ? 1
                                : 0;
            const QString lost = nothingLost();
            QVERIFY2(lost.isEmpty(), qPrintable(lost));
            if (pending() > 0)
                ++halfWay;
        }
        qInfo("%d of 5 moves to the trash killed half-way, %d of them between a file's move and its trash "
              "information",
              halfWay, cutShort);
        QVERIFY2(halfWay > 0, "no run was killed while it had moves begun");

        // Running it again records what the killed runs began and moves the rest.
        QProcess last;
        last.setProcessEnvironment(env);
        last.start(QCoreApplication::applicationFilePath(), QStringList{});
        QVERIFY(last.waitForFinished(120000));
        const QString lastSaid = QString::fromUtf8(last.readAllStandardOutput());
        QVERIFY2(last.exitCode() == 0, qPrintable(lastSaid));
        QCOMPARE(queryOne(db, "PRAGMA integrity_check"), QStringLiteral("ok"));
        QCOMPARE(pending(), 0);
        const QString lost = nothingLost();
        QVERIFY2(lost.isEmpty(), qPrintable(lost));
        for (const QString &path : members)
            QVERIFY2(!QFile::exists(path), qPrintable(path));
        QCOMPARE(QDir(data + QStringLiteral("/Trash/files")).entryList(QDir::Files).size(), members.size());
        // Every trash entry says where its file came from: those a kill left without (cut between
        // the file's move and its entry's information) were completed by the next run.
        for (const QFileInfo &info : QDir(data + QStringLiteral("/Trash/info")).entryInfoList(QDir::Files))
            if (QFile::exists(data + QStringLiteral("/Trash/files/") + info.completeBaseName()))
                QVERIFY2(info.size() > 0, qPrintable(info.fileName()));
        // The index keeps the representatives only; the log says each member moved, once.
        QCOMPARE(queryOne(db, "SELECT count(*) FROM documents"), QString::number(families));
        QCOMPARE(queryOne(db, "SELECT count(*) FROM actions WHERE kind = 'trash' AND outcome = 'done'"),
                 QString::number(members.size()));
        QCOMPARE(queryOne(db, "SELECT count(DISTINCT locator) FROM actions WHERE kind = 'trash' AND "
                              "outcome = 'done'"),
                 QString::number(members.size()));
        QCOMPARE(queryOne(db, "SELECT count(*) FROM actions WHERE outcome = 'done' AND detail NOT LIKE "
                              "'moved to the trash: %'"),
                 QStringLiteral("0"));
    }
};

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (qEnvironmentVariableIsSet("LOOKALIKE_TRASH_CHILD"))
        return trashChild(qEnvironmentVariable("LOOKALIKE_TRASH_CHILD"));
    TestCrashSafety test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_crashsafety.moc"
