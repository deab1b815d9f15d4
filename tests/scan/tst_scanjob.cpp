// A whole scan: walk -> analyze -> store, and rescans of unchanged, edited and shrunk folders.
#include "base/U64Map.h"
#include "scan/ScanJob.h"
#include "sketch/Estimate.h"
#include "store/IndexStore.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <utime.h>

using namespace lookalike;

namespace {

QString words(QRandomGenerator &rng, int n)
{
    static const QStringList vocabulary =
        QStringLiteral("the of and to in is that for it as was with be by on not he this are or his from at "
                       "which but have an they "
                       "you were her she there one all we their been has would when who will more no if out "
                       "so said what up its about "
                       "into than them can only other new some could time these two may then do first any my "
                       "now such like our over "
                       "man me even most made after also did many before must through back years where much "
                       "your way well down should "
                       "because each just those people how too little state good very make world still own "
                       "see men work long get here")
            .split(QLatin1Char(' '));
    QStringList out;
    for (int i = 0; i < n; ++i)
        out << vocabulary.at(int(rng.bounded(qsizetype(vocabulary.size()))));
    return out.join(QLatin1Char(' '));
}

void writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(content);
}

} // namespace

class TestScanJob : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_root;
    QString m_index;

    ScanSummary scan(const std::function<void(ScanJob &, const ScanProgress &)> &onProgress = {},
                     int width = 5, SketchChoice choice = {})
    {
        ScanParams p;
        p.progressIntervalMs = 0;
        p.indexPath = m_index;
        p.source.roots = {m_root};
        p.sketch.shingle.width = width;
        p.sketchChoice = choice;
        ScanJob job(p);
        return job.run([&](const ScanProgress &progress) {
            if (onProgress)
                onProgress(job, progress);
        });
    }

    IndexStats stats()
    {
        auto store = IndexStore::open(m_index, IndexStore::Mode::ReadOnly);
        return *(*store)->statistics().summary();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_root = m_dir.filePath(QStringLiteral("docs"));
        m_index = m_dir.filePath(QStringLiteral("index.sqlite"));
        QRandomGenerator rng(11);
        for (int i = 0; i < 60; ++i)
            writeFile(QStringLiteral("%1/folder%2/doc%3.txt").arg(m_root).arg(i % 4).arg(i),
                      words(rng, 300).toUtf8());
        const QString base = words(rng, 400);
        writeFile(m_root + QStringLiteral("/dup/original.txt"), base.toUtf8());
        writeFile(m_root + QStringLiteral("/dup/copy.txt"), base.toUtf8());
        writeFile(m_root + QStringLiteral("/dup/shouting.txt"), base.toUpper().toUtf8());
        writeFile(m_root + QStringLiteral("/dup/page.html"),
                  (QStringLiteral("<html><head><title>") + base.left(40) +
                   QStringLiteral("</title></head><body><p>") + base + QStringLiteral("</p></body></html>"))
                      .toUtf8());
        writeFile(m_root + QStringLiteral("/binary.dat"),
                  QByteArray("\x00\x01\x02\x03 binary", 11) + QByteArray(100, '\0'));
    }

    void firstScanIndexesEverything()
    {
        const ScanSummary s = scan();
        QVERIFY2(s.status.isOk(), qPrintable(s.status.toString()));
        QCOMPARE(s.state, QStringLiteral("done"));
        QCOMPARE(s.counts.filesSeen, 65);
        QCOMPARE(s.counts.filesIndexed, 64);
        QCOMPARE(s.counts.filesFailed, 1);
        QCOMPARE(s.problemsByReason.at(QStringLiteral("not-text")), 1);
        const IndexStats st = stats();
        QCOMPARE(st.documents, 65);
        QCOMPARE(st.identicalGroups, 1); // original + copy
        QCOMPARE(st.identicalDocs, 2);
        QCOMPARE(st.lexicalGroups, 1); // + shouting (case folded)
        QCOMPARE(st.lexicalDocs, 3);
        QCOMPARE(st.formats.size(), std::size_t(2));

        // The HTML copy resembles the original (its title adds a few shingles).
        auto store = IndexStore::open(m_index, IndexStore::Mode::ReadOnly);
        const auto a = *(*store)->sketches().of(
            (*(*store)->documents().find(m_root + QStringLiteral("/dup/original.txt")))->id);
        const auto b = *(*store)->sketches().of(
            (*(*store)->documents().find(m_root + QStringLiteral("/dup/page.html")))->id);
        const ResemblanceEstimate e = estimate(a, b);
        QVERIFY2(e.resemblance > 0.85, qPrintable(QString::number(e.resemblance)));
        QVERIFY2(e.containmentAInB > 0.95, qPrintable(QString::number(e.containmentAInB)));
    }

    void rescanUnchangedSkipsAll()
    {
        ScanProgress last;
        const ScanSummary s = scan([&](ScanJob &, const ScanProgress &p) { last = p; });
        QCOMPARE(s.state, QStringLiteral("done"));
        QCOMPARE(s.counts.filesSeen, 65);
        QCOMPARE(s.counts.filesUnchanged, 65);
        QCOMPARE(s.counts.filesIndexed, 0);
        QCOMPARE(s.problems, 1); // the binary file is still reported
        QCOMPARE(stats().documents, 65);
        // The unchanged files are counted in bulk, not written: the progress still counts
        // every one of them, and all their bytes, as done.
        QCOMPARE(last.filesUnchanged, 65);
        QCOMPARE(last.filesDone, 65);
        QCOMPARE(last.bytesDone, last.bytesFound);
    }

    void rescanEditedFolder()
    {
        QRandomGenerator rng(99);
        writeFile(m_root + QStringLiteral("/folder1/doc1.txt"), words(rng, 300).toUtf8()); // new content
        // Same bytes, new mtime: caught by the fingerprint, not analyzed again.
        const QString touched = m_root + QStringLiteral("/folder2/doc2.txt");
        QFile f(touched);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray same = f.readAll();
        f.close();
        writeFile(touched, same);
        struct utimbuf times
        {
            1000000000, 1000000000
        };
        QCOMPARE(::utime(QFile::encodeName(touched).constData(), &times), 0);
        writeFile(m_root + QStringLiteral("/folder3/new.txt"), words(rng, 200).toUtf8());

        const ScanSummary s = scan();
        QCOMPARE(s.counts.filesSeen, 66);
        QCOMPARE(s.counts.filesIndexed, 2);    // the edited and the new file
        QCOMPARE(s.counts.filesUnchanged, 64); // including the touched one and the binary file
        QCOMPARE(stats().documents, 66);
        auto store = IndexStore::open(m_index, IndexStore::Mode::ReadOnly);
        QCOMPARE((*(*store)->documents().find(touched))->mtimeMs, 1000000000000LL);
    }

    void rescanShrunkFolder()
    {
        QVERIFY(QDir(m_root + QStringLiteral("/folder0")).removeRecursively()); // 15 files
        QVERIFY(QFile::remove(m_root + QStringLiteral("/dup/copy.txt")));
        const ScanSummary s = scan();
        QCOMPARE(s.counts.filesRemoved, 16);
        QCOMPARE(s.counts.filesSeen, 50);
        const IndexStats st = stats();
        QCOMPARE(st.documents, 50);
        QCOMPARE(st.identicalGroups, 0);
    }

    void cancelThenResume()
    {
        QVERIFY(QFile::remove(m_index));
        QFile::remove(m_index + QStringLiteral("-wal"));
        QFile::remove(m_index + QStringLiteral("-shm"));
        const ScanSummary cancelled = scan([](ScanJob &job, const ScanProgress &p) {
            if (p.filesDone >= 10)
                job.cancel();
        });
        QCOMPARE(cancelled.state, QStringLiteral("cancelled"));
        QVERIFY(cancelled.counts.filesSeen >= 10);
        QVERIFY(cancelled.counts.filesSeen < 50);
        QCOMPARE(cancelled.counts.filesRemoved, 0);
        const qint64 storedBefore = stats().documents;
        const ScanSummary resumed = scan();
        QCOMPARE(resumed.state, QStringLiteral("done"));
        QCOMPARE(resumed.counts.filesUnchanged, storedBefore);
        QCOMPARE(resumed.counts.filesIndexed + resumed.counts.filesFailed, 50 - storedBefore);
        QCOMPARE(stats().documents, 50); // nothing lost, nothing counted twice
    }

    // Other sketch parameters: not chosen, the index keeps its own; chosen, the scan refuses
    // and says what re-sketching would read; asked to re-sketch, every document is sketched
    // again before the walk (progress says so), then every file is found unchanged.
    void otherSketchParamsRefusedUnlessResketched()
    {
        const IndexStats before = stats();
        QVERIFY(before.sketchParams.startsWith(QStringLiteral("w=5;")));
        const ScanSummary kept = scan({}, 7);
        QCOMPARE(kept.state, QStringLiteral("done"));
        QCOMPARE(kept.counts.filesIndexed, 0);
        QCOMPARE(kept.counts.filesUnchanged, 50);
        QVERIFY(stats().sketchParams.startsWith(QStringLiteral("w=5;")));

        const ScanSummary refused = scan({}, 7, SketchChoice{.asked = true});
        QCOMPARE(refused.state, QStringLiteral("failed"));
        QVERIFY(refused.sketchConflict);
        QCOMPARE(refused.sketchConflict->files, 49); // the binary file has no sketch
        QCOMPARE(refused.sketchConflict->captures, 0);
        QVERIFY(refused.sketchConflict->bytes > 0);
        QVERIFY2(refused.status.message().contains(QStringLiteral("5 words per shingle")) &&
                     refused.status.message().contains(QStringLiteral("7 words per shingle")),
                 qPrintable(refused.status.message()));
        QCOMPARE(refused.counts.filesSeen, 0); // refused before the walk
        QVERIFY(stats().sketchParams.startsWith(QStringLiteral("w=5;")));
        QCOMPARE(stats().documents, before.documents);

        qint64 resketching = 0;
        const ScanSummary s = scan(
            [&](ScanJob &, const ScanProgress &p) {
                if (p.resketch.total > 0)
                    resketching = std::max(resketching, p.resketch.done);
            },
            7, SketchChoice{.asked = true, .resketch = true});
        QCOMPARE(s.state, QStringLiteral("done"));
        QCOMPARE(s.resketched.documents, 49);
        QCOMPARE(resketching, 49);
        QCOMPARE(s.counts.filesIndexed, 0);
        QCOMPARE(s.counts.filesUnchanged, 50);
        QVERIFY(stats().sketchParams.startsWith(QStringLiteral("w=7;")));
    }

    // A re-sketch reaches the documents of folders the scan does not visit.
    void resketchReachesOtherFolders()
    {
        const QString other = m_dir.filePath(QStringLiteral("other"));
        QRandomGenerator rng(5);
        for (int i = 0; i < 5; ++i)
            writeFile(QStringLiteral("%1/o%2.txt").arg(other).arg(i), words(rng, 200).toUtf8());
        auto scanRoot = [&](const QString &root, int width) {
            ScanParams p;
            p.indexPath = m_index;
            p.source.roots = {root};
            p.sketch.shingle.width = width;
            p.sketchChoice = {.asked = true, .resketch = true};
            return ScanJob(p).run();
        };
        const ScanSummary first = scanRoot(other, 4); // the index's 49 of the folder before: w=7
        QCOMPARE(first.resketched.documents, 49);
        QCOMPARE(first.counts.filesIndexed, 5);
        const ScanSummary back = scanRoot(m_root, 4);
        QCOMPARE(back.resketched.documents, 0);
        QCOMPARE(back.counts.filesUnchanged, 50);
        const ScanSummary again = scanRoot(other, 5);
        QCOMPARE(again.resketched.documents, 54);
        QCOMPARE(again.counts.filesUnchanged, 5);
        QVERIFY(stats().sketchParams.startsWith(QStringLiteral("w=5;")));
    }

    // Removing vanished files is exact about folder names: not "Docs" for "docs".
    void removalIsCaseSensitive()
    {
        const QString upper = m_dir.filePath(QStringLiteral("case/Docs"));
        const QString lower = m_dir.filePath(QStringLiteral("case/docs"));
        writeFile(upper + QStringLiteral("/a.txt"), "upper case folder words here");
        writeFile(lower + QStringLiteral("/b.txt"), "lower case folder words here");
        const QString index = m_dir.filePath(QStringLiteral("case.sqlite"));
        auto scanRoots = [&](const QStringList &roots) {
            ScanParams p;
            p.indexPath = index;
            p.source.roots = roots;
            return ScanJob(p).run();
        };
        QCOMPARE(scanRoots({upper, lower}).counts.filesIndexed, 2);
        const ScanSummary s = scanRoots({upper});
        QCOMPARE(s.counts.filesRemoved, 0);
        auto store = IndexStore::open(index, IndexStore::Mode::ReadOnly);
        QCOMPARE((*store)->statistics().summary()->documents, 2);
    }

    // The index's own files inside a scanned folder are not documents.
    void indexInsideTheScannedFolder()
    {
        const QString folder = m_dir.filePath(QStringLiteral("self"));
        writeFile(folder + QStringLiteral("/a.txt"), "some words in a file next to the index");
        ScanParams p;
        p.indexPath = folder + QStringLiteral("/index.sqlite");
        p.source.roots = {folder};
        p.source.includeHidden = true;
        ScanJob(p).run();
        const ScanSummary s = ScanJob(p).run();
        QCOMPARE(s.counts.filesSeen, 1);
        QCOMPARE(s.problems, 0);
    }

    void progressIsReported()
    {
        int calls = 0;
        ScanProgress last;
        const ScanSummary s = scan([&](ScanJob &, const ScanProgress &p) {
            ++calls;
            last = p;
        });
        QVERIFY(calls >= 1);
        QVERIFY(last.walkDone);
        QCOMPARE(last.filesFound, 50);
        QCOMPARE(last.filesDone, 50);
        QCOMPARE(s.state, QStringLiteral("done"));
    }
    // The exact shingle sets a scan keeps for the matching after it: given back as added,
    // large sets too, none beyond the limit; and the scan fills it with every document it
    // analysed (not those it skipped as unchanged).
    // Roots inside one another: a rescan meets every file once and removes none.
    void nestedRootsRescanRemovesNothing()
    {
        QTemporaryDir dir;
        QRandomGenerator rng(8);
        for (int i = 0; i < 4; ++i)
            writeFile(dir.filePath(QStringLiteral("top/sub/d%1.txt").arg(i)), words(rng, 120).toUtf8());
        writeFile(dir.filePath(QStringLiteral("top/t.txt")), words(rng, 120).toUtf8());
        ScanParams p;
        p.indexPath = dir.filePath(QStringLiteral("index.sqlite"));
        p.source.roots = {dir.filePath(QStringLiteral("top")), dir.filePath(QStringLiteral("top/sub"))};
        QCOMPARE(ScanJob(p).run().counts.filesIndexed, 5);
        p.source.roots = {dir.filePath(QStringLiteral("top/sub")), dir.filePath(QStringLiteral("top"))};
        const ScanSummary again = ScanJob(p).run();
        QCOMPARE(again.state, QStringLiteral("done"));
        QCOMPARE(again.counts.filesRemoved, 0);
        QCOMPARE(again.counts.filesIndexed, 0);
        auto store = IndexStore::open(p.indexPath, IndexStore::Mode::ReadOnly);
        QVERIFY(store);
        QCOMPARE((*store)->documents().count().valueOr(0), qint64(5));
    }

    void shingleSpill()
    {
        ShingleSpill spill(qint64(3) << 20);
        std::vector<std::uint32_t> small{5, 1, 4, 1, 3};
        std::vector<std::uint32_t> large(600000);
        for (std::size_t i = 0; i < large.size(); ++i)
            large[i] = std::uint32_t(i * 2654435761u);
        QVERIFY(spill.add(7, small));
        QVERIFY(spill.add(9, large));   // above the buffer: written at once
        QVERIFY(!spill.add(11, large)); // beyond the limit
        QVERIFY(!spill.add(12, {}));
        spill.finish();
        QCOMPARE(spill.documents(), qint64(2));
        QCOMPARE(spill.read(7).value_or(std::vector<std::uint32_t>{}), small);
        QCOMPARE(spill.read(9).value_or(std::vector<std::uint32_t>{}), large);
        QVERIFY(!spill.read(11));
        QVERIFY(!spill.contains(11));

        QTemporaryDir dir;
        QRandomGenerator rng(5);
        for (int i = 0; i < 3; ++i)
            writeFile(dir.filePath(QStringLiteral("docs/d%1.txt").arg(i)), words(rng, 200).toUtf8());
        writeFile(dir.filePath(QStringLiteral("docs/empty.txt")), QByteArray());
        for (const qint64 expected : {3, 0}) { // then all unchanged
            ScanParams p;
            p.indexPath = dir.filePath(QStringLiteral("index.sqlite"));
            p.source.roots = {dir.filePath(QStringLiteral("docs"))};
            p.shingles = std::make_shared<ShingleSpill>();
            p.sketches = std::make_shared<FreshSketches>();
            ScanJob job(p);
            QCOMPARE(job.run().state, QStringLiteral("done"));
            QCOMPARE(p.shingles->documents(), expected);
            // The job lets go of them once it ran: they go when the caller does (a window keeps
            // the finished job until the next one).
            QCOMPARE(p.shingles.use_count(), 1);
            QCOMPARE(p.sketches.use_count(), 1);
        }
    }

    // The sketches a first scan stored, kept as the matcher's table, are the table read back from
    // the index, field by field; a rescan (the index had sketches) and a scan whose documents
    // another writer changed afterwards give none.
    void freshSketchesAreTheStoredTable()
    {
        QTemporaryDir dir;
        QRandomGenerator rng(21);
        const QString root = dir.filePath(QStringLiteral("docs"));
        const QString base = words(rng, 3000);
        for (int i = 0; i < 40; ++i) // short and long, some near-duplicates, one empty, one binary
            writeFile(QStringLiteral("%1/d%2.txt").arg(root).arg(i),
                      (i % 5 == 0 ? base + words(rng, 20) : words(rng, 3 + i * 97)).toUtf8());
        writeFile(root + QStringLiteral("/empty.txt"), QByteArray());
        writeFile(root + QStringLiteral("/binary.dat"), QByteArray(200, '\0'));
        ScanParams p;
        p.indexPath = dir.filePath(QStringLiteral("index.sqlite"));
        p.source.roots = {root};
        p.sketches = std::make_shared<FreshSketches>();
        QCOMPARE(ScanJob(p).run().state, QStringLiteral("done"));
        auto store = IndexStore::open(p.indexPath);
        QVERIFY(store);
        const qint64 generation = (*store)->settings().documentsGeneration().valueOr(-1);
        std::optional<SketchTable> fresh = p.sketches->take(generation);
        QVERIFY(fresh);
        QVERIFY(!p.sketches->take(generation)); // once
        auto stored = (*store)->sketches().table();
        QVERIFY(stored);
        QCOMPARE(fresh->size(), stored->size());
        QCOMPARE(fresh->size(), std::size_t(40)); // not the binary file, nor the empty one
        QCOMPARE(fresh->sampleValues(), stored->sampleValues());
        for (std::size_t i = 0; i < fresh->size(); ++i) {
            QCOMPARE(fresh->docId(i), stored->docId(i));
            QVERIFY(fresh->shingleFingerprint(i) == stored->shingleFingerprint(i));
            QCOMPARE(fresh->hasShingles(i), stored->hasShingles(i));
            QCOMPARE(fresh->shingleCount(i), stored->shingleCount(i));
            QCOMPARE(fresh->sampleLevel(i), stored->sampleLevel(i));
            const auto a = fresh->minHash(i), b = stored->minHash(i);
            QVERIFY(std::equal(a.begin(), a.end(), b.begin(), b.end()));
            for (int z = 0; z <= fresh->maxLevel(); ++z) {
                const auto x = fresh->sampleGroup(i, z), y = stored->sampleGroup(i, z);
                QVERIFY(std::equal(x.begin(), x.end(), y.begin(), y.end()));
            }
        }

        // A rescan that adds a file: the index had sketches.
        writeFile(root + QStringLiteral("/new.txt"), words(rng, 200).toUtf8());
        p.sketches = std::make_shared<FreshSketches>();
        QCOMPARE(ScanJob(p).run().state, QStringLiteral("done"));
        QVERIFY(!p.sketches->take((*store)->settings().documentsGeneration().valueOr(-1)));

        // A first scan, then another writer: the table is no longer the index's.
        QTemporaryDir other;
        p.indexPath = other.filePath(QStringLiteral("index.sqlite"));
        p.sketches = std::make_shared<FreshSketches>();
        QCOMPARE(ScanJob(p).run().state, QStringLiteral("done"));
        auto second = IndexStore::open(p.indexPath);
        QVERIFY(second);
        const qint64 before = (*second)->settings().documentsGeneration().valueOr(-1);
        auto doc = (*second)->documents().find(root + QStringLiteral("/new.txt"));
        QVERIFY(doc && *doc);
        QVERIFY((*second)->documents().remove(std::vector<qint64>{(*doc)->id}).isOk());
        const qint64 after = (*second)->settings().documentsGeneration().valueOr(-1);
        QVERIFY(after != before);
        QVERIFY(!p.sketches->take(after));
    }

    void filesRefusedByOlderReadersAreReadAgain()
    {
        // An index an older Lookalike made, which refused RTF: the file's row says Unsupported
        // and the index names readers of generation 1. The next scan reads the file again (it
        // did not change), once; later scans skip it as every unchanged file.
        QTemporaryDir dir;
        const QString root = dir.filePath(QStringLiteral("docs"));
        const QString index = dir.filePath(QStringLiteral("older.sqlite"));
        QRandomGenerator rng(5);
        writeFile(root + QStringLiteral("/letter.rtf"),
                  "{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Times;}}\\f0 " + words(rng, 200).toUtf8() + "\\par}");
        writeFile(root + QStringLiteral("/notes.txt"), words(rng, 200).toUtf8());
        const auto scanOnce = [&] {
            ScanParams p;
            p.progressIntervalMs = 0;
            p.indexPath = index;
            p.source.roots = {root};
            return ScanJob(p).run([](const ScanProgress &) {});
        };
        QCOMPARE(scanOnce().counts.filesIndexed, 2);
        const auto refuse = [&](const QString &readers) {
            auto store = IndexStore::open(index);
            QVERIFY(store.isOk());
            QVERIFY((*store)->database().exec("DELETE FROM sketches WHERE doc_id = (SELECT id FROM documents "
                                              "WHERE locator LIKE '%letter.rtf'); "
                                              "UPDATE documents SET error_code = 'unsupported', error = 'RTF "
                                              "document: Lookalike has no RTF reader' "
                                              "WHERE locator LIKE '%letter.rtf'"));
            QVERIFY((*store)->settings().setValue(QStringLiteral("readers_generation:") + root, readers));
        };
        refuse(QStringLiteral("1"));
        ScanSummary again = scanOnce();
        QCOMPARE(again.counts.filesIndexed, 1);
        QCOMPARE(again.counts.filesUnchanged, 1);
        QCOMPARE(again.counts.filesFailed, 0);
        QCOMPARE(scanOnce().counts.filesIndexed, 0);
        // Refused by readers as recent as these: left as it is, as any unchanged file.
        refuse(QString::number(kReadersGeneration) + QStringLiteral("+ocr"));
        again = scanOnce();
        QCOMPARE(again.counts.filesIndexed, 0);
        QCOMPARE(again.counts.filesUnchanged, 2);
        // The readers are a root's: another folder of the same index refused by older ones is
        // still read again when it is scanned.
        const QString other = dir.filePath(QStringLiteral("other"));
        writeFile(other + QStringLiteral("/memo.rtf"),
                  "{\\rtf1\\ansi " + words(rng, 200).toUtf8() + "\\par}");
        {
            ScanParams p;
            p.progressIntervalMs = 0;
            p.indexPath = index;
            p.source.roots = {other};
            QCOMPARE(ScanJob(p).run([](const ScanProgress &) {}).counts.filesIndexed, 1);
        }
        {
            auto store = IndexStore::open(index);
            QVERIFY((*store)->database().exec(
                "DELETE FROM sketches WHERE doc_id = (SELECT id FROM documents WHERE locator LIKE "
                "'%memo.rtf'); "
                "UPDATE documents SET error_code = 'unsupported', error = 'RTF document' "
                "WHERE locator LIKE '%memo.rtf'"));
            QVERIFY((*store)->settings().setValue(QStringLiteral("readers_generation:") + other,
                                                  QStringLiteral("1")));
        }
        ScanParams p;
        p.progressIntervalMs = 0;
        p.indexPath = index;
        p.source.roots = {other};
        QCOMPARE(ScanJob(p).run([](const ScanProgress &) {}).counts.filesIndexed, 1);
    }

    void u64Map()
    {
        U64Map<int> map;
        QVERIFY(!map.find(0));
        for (std::uint64_t k = 0; k < 5000; ++k)
            *map.tryEmplace(k * 0x10000).first = int(k); // keys alike in their low bits
        QCOMPARE(map.size(), std::size_t(5000));
        QVERIFY(!map.tryEmplace(0).second);
        QCOMPARE(*map.find(4999 * 0x10000ull), 4999);
        QVERIFY(!map.find(1));
        std::uint64_t order = 0;
        bool inOrder = true;
        map.forEach([&](std::uint64_t key, int value) {
            inOrder = inOrder && key == order * 0x10000 && value == int(order);
            ++order;
        });
        QVERIFY(inOrder);
        map.clear();
        QVERIFY(map.empty());
        QVERIFY(!map.find(0));
        QVERIFY(map.tryEmplace(0).second);
        QCOMPARE(*map.find(0), 0); // value-initialized again
    }
};

QTEST_GUILESS_MAIN(TestScanJob)
#include "tst_scanjob.moc"
