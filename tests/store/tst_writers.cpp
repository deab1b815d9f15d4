// Several writers on one index, as the window has them (#25): a scan's job, an import's job and
// the window's own writer (Ignore, Keep This Copy) each with its own connection, in the same
// second, many times. SQLite lets one write at a time (WAL, BEGIN IMMEDIATE, a busy timeout):
// the promise is that no writer fails on a locked database and no write is lost.
#include "../crawl/WarcWriter.h"
#include "TestFiles.h"
#include "store/IndexStore.h"
#include "usecase/FileActions.h"
#include "usecase/Ingest.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>

using namespace lookalike;
using lookalike::test::randomWords;

class TestWriters : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scanImportAndUserActionsAtOnce()
    {
        QTemporaryDir dir;
        const QString index = dir.filePath(QStringLiteral("index.sqlite"));
        const QString docs = dir.filePath(QStringLiteral("docs"));
        QRandomGenerator rng(4);
        QByteArray previous;
        for (int i = 0; i < 400; ++i) {
            previous = i % 4 == 1 ? previous + randomWords(rng, 20) : randomWords(rng, 300);
            lookalike::test::writeFile(QStringLiteral("%1/%2/f%3.txt").arg(docs).arg(i / 50).arg(i),
                                       previous);
        }
        const int rounds = 6;
        QStringList archives;
        for (int r = 0; r < rounds; ++r) {
            archives << dir.filePath(QStringLiteral("s%1.warc.gz").arg(r));
            lookalike::test::WarcWriter w(archives.back(), true);
            for (int i = 0; i < 150; ++i)
                w.response(QStringLiteral("http://site.test/p%1.html").arg(i), "2024-03-01T10:00:00Z", 200,
                           "<html><body><p>" + randomWords(rng, 200) + "</p></body></html>");
        }
        {
            ScanParams p;
            p.indexPath = index;
            p.source.roots = {docs};
            usecase::ScanFolders first(p, usecase::AfterIngest{});
            QCOMPARE(first.run().scan.state, QStringLiteral("done"));
        }
        std::vector<qint64> ids;
        {
            auto store = IndexStore::open(index);
            QVERIFY(store);
            auto q = (*store)->database().query("SELECT id FROM documents ORDER BY id", "test");
            QVERIFY(q.forEach([&](const Query &row) { ids.push_back(row.integer(0)); }).isOk());
        }
        QCOMPARE(ids.size(), std::size_t(400));

        // The jobs, each round a scan of files that changed and an import of a new sweep; the
        // user's actions beside them as fast as they go.
        std::atomic<bool> jobsDone{false};
        std::atomic<int> failures{0};
        QStringList errors;
        std::mutex errorsLock;
        const auto failed = [&](const QString &who, const Status &s) {
            ++failures;
            std::lock_guard lock(errorsLock);
            errors << who + QStringLiteral(": ") + s.toString();
        };
        std::thread scans([&] {
            QRandomGenerator local(9);
            for (int r = 0; r < rounds; ++r) {
                for (int i = 0; i < 20; ++i)
                    lookalike::test::writeFile(
                        QStringLiteral("%1/%2/f%3.txt").arg(docs).arg(i % 8).arg(50 * (i % 8) + r),
                        randomWords(local, 300));
                ScanParams p;
                p.indexPath = index;
                p.source.roots = {docs};
                usecase::ScanFolders scan(p, usecase::AfterIngest{});
                const usecase::ScanOutcome o = scan.run();
                if (!o.scan.status || o.scan.state != QLatin1String("done"))
                    failed(QStringLiteral("scan"), o.scan.status);
                else if (o.clustering && !o.clustering->status)
                    failed(QStringLiteral("scan's matching"), o.clustering->status);
            }
        });
        std::thread imports([&] {
            for (int r = 0; r < rounds; ++r) {
                ImportParams p;
                p.indexPath = index;
                p.archives = {archives[r]};
                p.sweepLabel = QStringLiteral("s%1").arg(r);
                usecase::ImportArchives import(p, usecase::AfterIngest{});
                const usecase::ImportOutcome o = import.run();
                if (!o.import.status || o.import.state != QLatin1String("done"))
                    failed(QStringLiteral("import"), o.import.status);
                else if (o.clustering && !o.clustering->status)
                    failed(QStringLiteral("import's matching"), o.clustering->status);
            }
            jobsDone = true;
        });
        // The window's writer: Ignore two documents, Keep This Copy of a folder, in turn.
        int ignores = 0, keeps = 0;
        QStringList kept;
        {
            auto store = IndexStore::open(index);
            QVERIFY(store);
            for (int i = 0; !jobsDone || i < 50; ++i) {
                if (i < 200) { // pairs of files that are all different: (i, 200 + 7i mod 200)
                    const qint64 a = ids[std::size_t(i)], b = ids[200 + std::size_t(7 * i % 200)];
                    if (Status s = usecase::ignoreTogether(**store, {{a, 0}, {b, 0}}); !s)
                        failed(QStringLiteral("ignore"), s);
                    else
                        ++ignores;
                }
                const QString folder = QStringLiteral("%1/%2").arg(docs).arg(keeps % 8);
                if (Status s = usecase::setKeep(**store, folder, true); !s)
                    failed(QStringLiteral("keep"), s);
                else
                    ++keeps, kept << folder;
                std::this_thread::sleep_for(std::chrono::milliseconds(1)); // a user's pace, many a second
            }
        }
        scans.join();
        imports.join();
        QVERIFY2(failures == 0, qPrintable(errors.join(QLatin1Char('\n'))));
        qInfo("%d ignores and %d keeps beside %d scans and %d imports", ignores, keeps, rounds, rounds);

        // Nothing lost: every ignored pair, every kept folder, every page of every sweep, every file.
        auto store = IndexStore::open(index);
        QVERIFY(store);
        Database &db = (*store)->database();
        const auto count = [&db](const char *sql) {
            auto n = db.integer(sql, "test");
            return n ? *n : -1;
        };
        auto check = db.query("PRAGMA integrity_check", "test");
        QVERIFY(check.fetch().valueOr(false));
        QCOMPARE(check.text(0), QStringLiteral("ok"));
        QCOMPARE(count("SELECT count(*) FROM ignored_pairs"), qint64(ignores));
        kept.removeDuplicates();
        QCOMPARE(count("SELECT count(*) FROM keep_paths"), qint64(kept.size()));
        QCOMPARE(count("SELECT count(*) FROM documents WHERE kind = 1"), qint64(150 * rounds));
        QCOMPARE(count("SELECT count(*) FROM documents WHERE kind = 0"), qint64(400));
        QCOMPARE(count("SELECT count(*) FROM sketches"), qint64(400 + 150 * rounds));
    }
};

QTEST_GUILESS_MAIN(TestWriters)
#include "tst_writers.moc"
