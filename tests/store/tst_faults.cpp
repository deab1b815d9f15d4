// Faults injected where data is written, nothing lost (#25): every write that reaches SQLite goes
// through a VFS shim (FaultVfs.h) that fails the Nth write with an I/O error (once) or a full
// disk (from then on). For each operation that writes the index (scan, import, re-sketch,
// re-clustering, moving files to the trash) and each fault at several moments spread over the
// operation's writes: the operation says it failed, in words; the index opens and SQLite's
// integrity_check and foreign_key_check pass; every document has either the state it had before
// or the one a run without faults gives it; and running the operation again without the fault
// completes it, with the same documents, sketches and clusters as that run. Then the whole
// program on a small filesystem that fills up (a tmpfs the test mounts, where it may): the scan
// says the disk is full, the index is sound, and once there is room the same command completes.
#include "../app/RunCli.h"
#include "../crawl/WarcWriter.h"
#include "FaultVfs.h"
#include "TestFiles.h"
#include "TestPaths.h"
#include "scan/ImportJob.h"
#include "store/IndexStore.h"
#include "usecase/FileActions.h"
#include "usecase/Ingest.h"
#include "usecase/MatchAndCluster.h"
#include "usecase/Shards.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <functional>
#include <map>

using namespace lookalike;
using lookalike::test::FaultVfs;
using lookalike::test::randomWords;

namespace {

// One row of SQL as text, each column hex-encoded.
std::vector<QStringList> rows(const QString &db, const char *sql)
{
    sqlite3 *handle = nullptr;
    std::vector<QStringList> out;
    if (sqlite3_open_v2(QFile::encodeName(db).constData(), &handle, SQLITE_OPEN_READONLY, nullptr) !=
        SQLITE_OK)
        return out;
    sqlite3_stmt *stmt = nullptr;
    if (sqlite3_prepare_v2(handle, sql, -1, &stmt, nullptr) == SQLITE_OK)
        while (sqlite3_step(stmt) == SQLITE_ROW) {
            QStringList row;
            for (int c = 0; c < sqlite3_column_count(stmt); ++c)
                row << QString::fromLatin1(QByteArray(static_cast<const char *>(sqlite3_column_blob(stmt, c)),
                                                      sqlite3_column_bytes(stmt, c))
                                               .toHex());
            out.push_back(row);
        }
    sqlite3_finalize(stmt);
    sqlite3_close(handle);
    return out;
}

QString one(const QString &db, const char *sql)
{
    const auto r = rows(db, sql);
    return r.empty() || r.front().empty()
               ? QString()
               : QString::fromLatin1(QByteArray::fromHex(r.front().front().toLatin1()));
}

// What a document is in an index: its content and its sketch, by locator and sweep.
std::map<QString, QString> documentStates(const QString &db)
{
    std::map<QString, QString> out;
    for (const QStringList &r : rows(db, "SELECT d.locator, d.sweep, d.raw_fp, d.shingle_fp, s.sketch "
                                         "FROM documents d LEFT JOIN sketches s ON s.doc_id = d.id"))
        out[r[0] + QLatin1Char('@') + r[1]] = QString::fromLatin1(
            QCryptographicHash::hash((r[2] + r[3] + r[4]).toLatin1(), QCryptographicHash::Sha1).toHex());
    return out;
}

// The clusters by their members' locators (ids may differ between runs).
QStringList clusterStates(const QString &db)
{
    QStringList out;
    for (const QStringList &r :
         rows(db, "SELECT group_concat(d.locator, ' ') FROM clusters c JOIN documents d "
                  "ON d.id = c.representative GROUP BY c.id"))
        out << r[0];
    out.sort();
    return out;
}

void copyIndex(const QString &from, const QString &to)
{
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")}) {
        QFile::remove(to + suffix);
        if (QFile::exists(from + suffix))
            QFile::copy(from + suffix, to + suffix);
    }
}

// An operation on the index at `index`: its status (ok or why not).
using Operation = std::function<Status(const QString &index)>;

} // namespace

class TestFaults : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_docs;
    int m_runs = 0;
    QStringList m_matrix; // one line per operation and fault: what happened

    QString path(const QString &name) const { return m_dir.filePath(name); }

    // Runs `op` on copies of `baseline` with each fault at writes spread over the writes a run
    // without faults makes, checking the promises above; `expect` is that run's index. `redo`
    // makes the files as the operation expects them before each run (trash moves them).
    void faultMatrix(const QString &name, const QString &baseline, const Operation &op,
                     const std::function<void()> &redo = {})
    {
        const QString clean = path(name + QStringLiteral("-clean.sqlite"));
        copyIndex(baseline, clean);
        if (redo)
            redo();
        FaultVfs::resetCount();
        const Status ok = op(clean);
        QVERIFY2(ok.isOk(), qPrintable(ok.toString()));
        const long writes = FaultVfs::writes();
        QVERIFY(writes > 4);
        const auto before = documentStates(baseline);
        const auto after = documentStates(clean);
        const QStringList clustersAfter = clusterStates(clean);

        for (const FaultVfs::Fault fault : {FaultVfs::Fault::IoError, FaultVfs::Fault::DiskFull}) {
            const bool full = fault == FaultVfs::Fault::DiskFull;
            int failedRuns = 0, reported = 0, recovered = 0;
            for (const double at : {0.0, 0.15, 0.35, 0.55, 0.75, 0.95}) {
                const long nth = std::max<long>(1, long(at * double(writes)));
                const QString index = path(QStringLiteral("%1-%2.sqlite").arg(name).arg(++m_runs));
                copyIndex(baseline, index);
                if (redo)
                    redo();
                FaultVfs::arm(nth, fault);
                const Status s = op(index);
                FaultVfs::disarm();
                const QString where =
                    QStringLiteral("%1, %2 at write %3 of %4")
                        .arg(name, full ? QStringLiteral("disk full") : QStringLiteral("I/O error"))
                        .arg(nth)
                        .arg(writes);
                if (FaultVfs::failed()) {
                    ++failedRuns;
                    if (s.isOk()) {
                        // A write SQLite itself gets over (a checkpoint copying the WAL back into the
                        // database file: the WAL keeps what it holds): the operation is done, all of it.
                        ++recovered;
                        QVERIFY2(FaultVfs::failedInDatabaseFile(),
                                 qPrintable(where + QStringLiteral(": a write to the WAL failed unsaid")));
                        QVERIFY2(documentStates(index) == after && clusterStates(index) == clustersAfter,
                                 qPrintable(where +
                                            QStringLiteral(": said it succeeded, but it is not all done")));
                    } else {
                        // Said in words: SQLite's "disk I/O error" or "database or disk is full".
                        QVERIFY2(s.message().contains(full ? QStringLiteral("full") : QStringLiteral("I/O")),
                                 qPrintable(where + QStringLiteral(": ") + s.toString()));
                        ++reported;
                    }
                }
                QCOMPARE(one(index, "PRAGMA integrity_check"), QStringLiteral("ok"));
                QVERIFY2(rows(index, "PRAGMA foreign_key_check").empty(), qPrintable(where));
                // Each document as it was, or as a run without faults leaves it; none lost.
                const auto now = documentStates(index);
                for (const auto &[doc, state] : now) {
                    const auto b = before.find(doc), a = after.find(doc);
                    QVERIFY2((b != before.end() && b->second == state) ||
                                 (a != after.end() && a->second == state),
                             qPrintable(where + QStringLiteral(": ") + doc +
                                        QStringLiteral(" is in neither state")));
                }
                for (const auto &[doc, state] : before)
                    QVERIFY2(now.contains(doc) || !after.contains(doc),
                             qPrintable(where + QStringLiteral(": ") + doc + QStringLiteral(" was lost")));
                // Again, without the fault (when it did not finish): done, as the run without faults.
                if (!s.isOk()) {
                    const Status again = op(index);
                    QVERIFY2(again.isOk(),
                             qPrintable(where + QStringLiteral(", run again: ") + again.toString()));
                }
                QCOMPARE(one(index, "PRAGMA integrity_check"), QStringLiteral("ok"));
                QVERIFY2(documentStates(index) == after,
                         qPrintable(where + QStringLiteral(": run again differs")));
                QCOMPARE(clusterStates(index), clustersAfter);
            }
            m_matrix << QStringLiteral(
                            "%1 x %2: 6 runs over %3 writes, %4 reached the fault: %5 said so in "
                            "words, %6 done anyway (a checkpoint); integrity ok, no document lost, "
                            "all done when run again")
                            .arg(name, full ? QStringLiteral("disk full") : QStringLiteral("I/O error"))
                            .arg(writes)
                            .arg(failedRuns)
                            .arg(reported)
                            .arg(recovered);
            QVERIFY(failedRuns >= 5);
        }
    }

    static Status scanFolder(const QString &index, const QString &folder, SketchChoice choice = {},
                             int width = 5)
    {
        ScanParams p;
        p.indexPath = index;
        p.source.roots = {folder};
        p.sketch.shingle.width = width;
        p.sketchChoice = choice;
        p.threads = 2;
        usecase::ScanFolders scan(p, usecase::AfterIngest{});
        const usecase::ScanOutcome o = scan.run();
        return outcome(o.scan.status, o.scan.state, o.clustering);
    }

    // What a scan or an import and the matching after it say: ok only when all of it was done.
    static Status outcome(const Status &ran, const QString &state,
                          const std::optional<usecase::ClusterOutcome> &clustering)
    {
        if (!ran)
            return ran;
        if (state != QLatin1String("done"))
            return Status::error(Status::Code::Internal, state);
        if (!clustering)
            return Status::error(Status::Code::Internal, QStringLiteral("not matched"));
        if (clustering->matching && !clustering->matching->status)
            return clustering->matching->status;
        return clustering->status;
    }

    static Status importArchive(const QString &index, const QString &archive, const QString &sweep)
    {
        ImportParams p;
        p.indexPath = index;
        p.archives = {archive};
        p.sweepLabel = sweep;
        p.threads = 2;
        usecase::ImportArchives import(p, usecase::AfterIngest{});
        const usecase::ImportOutcome o = import.run();
        return outcome(o.import.status, o.import.state, o.clustering);
    }

private Q_SLOTS:
    void initTestCase()
    {
        FaultVfs::install();
        m_docs = path(QStringLiteral("docs"));
        QRandomGenerator rng(25);
        QByteArray previous;
        for (int i = 0; i < 160; ++i) {
            previous = i % 4 == 1 ? previous + randomWords(rng, 20) : randomWords(rng, 300);
            QVERIFY(lookalike::test::writeFile(QStringLiteral("%1/%2/f%3.txt").arg(m_docs).arg(i / 40).arg(i),
                                               previous));
        }
    }

    // A scan of a folder in which files were added, changed and removed since the last one.
    void scan()
    {
        const QString baseline = path(QStringLiteral("scan-base.sqlite"));
        QVERIFY(scanFolder(baseline, m_docs).isOk());
        QRandomGenerator rng(7);
        for (int i = 0; i < 30; ++i)
            QVERIFY(lookalike::test::writeFile(QStringLiteral("%1/new/n%2.txt").arg(m_docs).arg(i),
                                               randomWords(rng, 250)));
        for (int i = 0; i < 8; ++i)
            QVERIFY(lookalike::test::writeFile(QStringLiteral("%1/0/f%2.txt").arg(m_docs).arg(i),
                                               randomWords(rng, 280)));
        for (int i = 0; i < 4; ++i)
            QVERIFY(QFile::remove(QStringLiteral("%1/1/f%2.txt").arg(m_docs).arg(40 + i)));
        faultMatrix(QStringLiteral("scan"), baseline,
                    [this](const QString &index) { return scanFolder(index, m_docs); });
    }

    // Every document sketched again with another shingle width.
    void resketch()
    {
        const QString baseline = path(QStringLiteral("resketch-base.sqlite"));
        QVERIFY(scanFolder(baseline, m_docs).isOk());
        faultMatrix(QStringLiteral("re-sketch"), baseline, [this](const QString &index) {
            return scanFolder(index, m_docs, SketchChoice{.asked = true, .resketch = true}, 7);
        });
    }

    // A second sweep of a crawl imported into an index that holds the first.
    void import()
    {
        const QString sweep1 = path(QStringLiteral("s1.warc.gz")),
                      sweep2 = path(QStringLiteral("s2.warc.gz"));
        QRandomGenerator rng(11);
        {
            lookalike::test::WarcWriter w1(sweep1, true), w2(sweep2, true);
            for (int i = 0; i < 120; ++i) {
                const QByteArray body = "<html><body><p>" + randomWords(rng, 250) + "</p></body></html>";
                const QString url = QStringLiteral("http://site.test/p%1.html").arg(i);
                w1.response(url, "2024-03-01T10:00:00Z", 200, body);
                if (i % 10 != 3) // some gone, some changed, some new
                    w2.response(url, "2024-03-08T10:00:00Z", 200,
                                i % 7 == 0 ? "<html><body><p>" + randomWords(rng, 250) + "</p></body></html>"
                                           : body);
                if (i % 6 == 0)
                    w2.response(QStringLiteral("http://site.test/new/p%1.html").arg(i),
                                "2024-03-08T10:00:00Z", 200,
                                "<html><body><p>" + randomWords(rng, 250) + "</p></body></html>");
            }
        }
        const QString baseline = path(QStringLiteral("import-base.sqlite"));
        QVERIFY(importArchive(baseline, sweep1, QStringLiteral("s1")).isOk());
        faultMatrix(QStringLiteral("import"), baseline, [sweep2](const QString &index) {
            return importArchive(index, sweep2, QStringLiteral("s2"));
        });
    }

    // The clusters made again under another policy and threshold.
    void recluster()
    {
        const QString baseline = path(QStringLiteral("recluster-base.sqlite"));
        QVERIFY(scanFolder(baseline, m_docs).isOk());
        faultMatrix(QStringLiteral("re-clustering"), baseline, [](const QString &index) -> Status {
            auto store = IndexStore::open(index);
            if (!store)
                return store.status();
            const usecase::ClusterOutcome o =
                usecase::cluster(**store, ClusterChoice{ClusterPolicy::Union, 0.3});
            if (o.matching && !o.matching->status)
                return o.matching->status;
            return o.status;
        });
    }

    // Files of clusters moved to a trash folder: the index forgets them, the log says so.
    void trash()
    {
        const QString baseline = path(QStringLiteral("trash-base.sqlite"));
        QVERIFY(scanFolder(baseline, m_docs).isOk());
        const QString bin = path(QStringLiteral("bin"));
        // Three members of clusters, none a representative: moved when confirmed.
        std::vector<usecase::Selected> selection;
        {
            auto store = IndexStore::open(baseline);
            QVERIFY(store);
            Status listed = (*store)->clusters().forEach([&](qint64 id, const Cluster &cluster) {
                for (const ClusterMember &m : cluster.members)
                    if (!m.representative && selection.size() < 3) {
                        selection.push_back({m.docId, id});
                        break;
                    }
                return Status::ok();
            });
            QVERIFY(listed.isOk());
        }
        QCOMPARE(selection.size(), std::size_t(3));
        QStringList moved; // where each went, to put them back before the next run
        const auto putBack = [&moved, bin] {
            for (const QString &from : moved)
                QFile::rename(QDir(bin).filePath(QFileInfo(from).fileName()), from);
            moved.clear();
            QDir(bin).removeRecursively();
            QDir().mkpath(bin);
        };
        faultMatrix(
            QStringLiteral("trash"), baseline,
            [&](const QString &index) -> Status {
                auto store = IndexStore::open(index);
                if (!store)
                    return store.status();
                auto plan = usecase::planTrash(**store, selection, {});
                if (!plan)
                    return plan.status();
                const usecase::TrashOutcome o =
                    usecase::applyTrash(**store, *plan, false, [&](const QString &file) -> Result<QString> {
                        const QString to = QDir(bin).filePath(QFileInfo(file).fileName());
                        if (!QFile::rename(file, to))
                            return Status::error(Status::Code::Unreadable,
                                                 QStringLiteral("cannot move ") + file);
                        moved << file;
                        return to;
                    });
                // Nothing the user owns is lost: each file is where it was or in the trash.
                for (const usecase::TrashItem &item : plan->items)
                    if (!QFile::exists(item.document.locator) &&
                        !QFile::exists(QDir(bin).filePath(QFileInfo(item.document.locator).fileName())))
                        return Status::error(Status::Code::Internal,
                                             item.document.locator + QStringLiteral(" lost"));
                return o.notStarted.isOk() ? o.index : o.notStarted; // nothing moved, or moved
            },
            putBack);
        putBack();
    }

    // Shards of two folders merged into a new index (an empty one there before: merge writes
    // NEW.merging and renames it when complete).
    void merge()
    {
        const QString home = path(QStringLiteral("home"));
        QStringList shards;
        for (const QString &part : {QStringLiteral("0"), QStringLiteral("1")}) {
            shards << path(QStringLiteral("part%1.lkshard").arg(part));
            const lookalike::test::Run made = lookalike::test::runProgram(
                lookalike::test::cliProgram(),
                {QStringLiteral("shard"), QStringLiteral("--quiet"), QStringLiteral("--out"), shards.back(),
                 QStringLiteral("%1/%2").arg(m_docs, part)},
                home);
            QVERIFY2(made.exitCode == 0, qPrintable(made.err));
        }
        const QString baseline = path(QStringLiteral("merge-base.sqlite"));
        QVERIFY(IndexStore::open(baseline)); // an empty index
        faultMatrix(QStringLiteral("merge"), baseline, [shards](const QString &index) {
            usecase::MergeParams p;
            p.indexPath = index;
            p.shardPaths = shards;
            usecase::MergeShards merge(p);
            const usecase::MergeOutcome o = merge.run();
            if (!o.status)
                return o.status;
            if (o.clustering && o.clustering->matching && !o.clustering->matching->status)
                return o.clustering->matching->status;
            return o.clustering ? o.clustering->status : Status::ok();
        });
    }

    // lookalike-cli scan into an index on a tmpfs that fills up half-way through the scan (the
    // index made first, then the filesystem remounted with room for half of what the scan adds):
    // exit status 1 and "database or disk is full" with the index named, the index sound; with
    // room again (remounted larger), the same command completes as on a roomy disk.
    void diskFillsUp()
    {
        const QString home = path(QStringLiteral("home"));
        const QString docs = path(QStringLiteral("many")), empty = path(QStringLiteral("empty"));
        QDir().mkpath(empty);
        QRandomGenerator rng(3);
        for (int i = 0; i < 1500; ++i)
            QVERIFY(lookalike::test::writeFile(QStringLiteral("%1/%2/m%3.txt").arg(docs).arg(i / 100).arg(i),
                                               randomWords(rng, 300)));
        const auto cli = [&home](const QStringList &args) {
            return lookalike::test::runProgram(lookalike::test::cliProgram(), args, home);
        };
        const auto sizeOf = [](const QString &index) {
            qint64 bytes = 0;
            for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
                bytes += QFileInfo(index + suffix).size();
            return bytes;
        };
        const QString roomy = path(QStringLiteral("roomy.sqlite"));
        const QStringList quiet = {QStringLiteral("scan"), QStringLiteral("--quiet"), QStringLiteral("--db")};
        QCOMPARE(cli(quiet + QStringList{roomy, docs}).exitCode, 0);
        const qint64 needed = sizeOf(roomy);
        const QString mountPoint = path(QStringLiteral("small"));
        QDir().mkpath(mountPoint);
        const auto mount = [&](qint64 bytes, bool again) {
            QProcess p;
            p.start(QStringLiteral("mount"),
                    {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                     QStringLiteral("%1size=%2k")
                         .arg(again ? QStringLiteral("remount,") : QString())
                         .arg(bytes / 1024 + 1),
                     QStringLiteral("tmpfs"), mountPoint});
            return p.waitForFinished(10000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
        };
        if (!mount(needed * 2, false))
            QSKIP("cannot mount a tmpfs here (not root, or no permission): the full disk is tested "
                  "through the fault VFS only");
        const auto unmount = qScopeGuard([&] { QProcess::execute(QStringLiteral("umount"), {mountPoint}); });
        const QString index = mountPoint + QStringLiteral("/index.sqlite");
        QCOMPARE(cli(quiet + QStringList{index, empty}).exitCode, 0);
        const qint64 made = sizeOf(index);
        QVERIFY(mount(made + (needed - made) / 2, true));
        const lookalike::test::Run full = cli(quiet + QStringList{index, docs});
        QCOMPARE(full.exitCode, 1);
        QVERIFY2(full.err.contains(QStringLiteral("database or disk is full")) && full.err.contains(index),
                 qPrintable(full.err));
        QCOMPARE(one(index, "PRAGMA integrity_check"), QStringLiteral("ok"));
        m_matrix << QStringLiteral(
                        "whole program, a scan on a tmpfs that fills up (%1 kB of the %2 kB it needs): "
                        "exit %3, \"%4\"; integrity ok; %5 of %6 files kept")
                        .arg((made + (needed - made) / 2) / 1024)
                        .arg(needed / 1024)
                        .arg(full.exitCode)
                        .arg(full.err.trimmed())
                        .arg(one(index, "SELECT count(*) FROM sketches"))
                        .arg(1500);
        QVERIFY(mount(needed * 4, true));
        QCOMPARE(cli(quiet + QStringList{index, docs}).exitCode, 0);
        QCOMPARE(one(index, "PRAGMA integrity_check"), QStringLiteral("ok"));
        QCOMPARE(one(index, "SELECT count(*) FROM sketches"), QStringLiteral("1500"));
        QCOMPARE(clusterStates(index), clusterStates(roomy));
    }

    void cleanupTestCase()
    {
        for (const QString &line : m_matrix)
            qInfo("%s", qPrintable(line));
    }
};

QTEST_GUILESS_MAIN(TestFaults)
#include "tst_faults.moc"
