// Hard inputs (issue #6): a folder of broken and hostile files mixed with good documents,
// scanned for real (ScanJob in process, and lookalike-cli scan in a child). The scan must
// finish, index every good document, give every bad one a reason a user can read (a
// document with an error, or a problem row), and keep its memory bounded.
//
// Everything is made at test time: PDF objects written by hand, DOCX packages through
// libarchive, gzip through zlib, a 3 GB file as a sparse file (no disk used).
#include "../extract/DocumentWriters.h"
#include "TestPaths.h"
#include "extract/HtmlText.h"
#include "extract/TextExtractor.h"
#include "scan/DocumentAnalyzer.h"
#include "scan/Matching.h"
#include "scan/ScanJob.h"
#include "sketch/Estimate.h"
#include "store/IndexStore.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QStringConverter>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <grp.h>
#include <map>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <zlib.h>

using namespace lookalike;

namespace {

constexpr qint64 kMiB = qint64(1) << 20;

std::string bytesOf(const QByteArray &b)
{
    return std::string(b.constData(), std::size_t(b.size()));
}

void writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(path));
    QCOMPARE(f.write(content), content.size());
}

// A file of `size` bytes that holds `start` and zeros, without using disk for the zeros.
void writeSparseFile(const QString &path, qint64 size, const QByteArray &start = {})
{
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(path));
    f.write(start);
    QVERIFY2(f.resize(size), qPrintable(f.errorString()));
}

qint64 peakRssKb(int who)
{
    rusage usage{};
    getrusage(who, &usage);
    return usage.ru_maxrss;
}

// Reproducible prose: `count` words in paragraphs of about 60.
QStringList paragraphs(int count, quint32 seed)
{
    static const char *const vocabulary[] = {
        "shingle",  "resemblance", "sketch",  "document", "archive", "crawler", "mirror",  "version",
        "minimum",  "hash",        "sample",  "estimate", "cluster", "union",   "table",   "band",
        "window",   "token",       "river",   "mountain", "harbour", "lantern", "orchard", "meadow",
        "granite",  "copper",      "violet",  "amber",    "quietly", "rapidly", "under",   "across",
        "between",  "after",       "before",  "inside",   "beyond",  "toward",  "reads",   "writes",
        "measures", "compares",    "gathers", "counts",   "splits",  "joins",   "keeps",   "drops",
        "the",      "a",           "of",      "and",      "in",      "to",      "with",    "for",
        "north",    "south",       "seven",   "twelve",   "ninety",  "first",   "last",    "every"};
    const int n = int(sizeof vocabulary / sizeof vocabulary[0]);
    quint32 state = seed;
    QStringList out;
    QStringList current;
    for (int i = 0; i < count; ++i) {
        state = state * 1664525u + 1013904223u;
        current << QString::fromLatin1(vocabulary[(state >> 8) % n]);
        if (current.size() == 60 || i == count - 1) {
            out << current.join(QLatin1Char(' ')) + QLatin1Char('.');
            current.clear();
        }
    }
    return out;
}

// The same prose with every `every`-th word replaced: a near-duplicate.
QStringList edited(const QStringList &text, int every)
{
    QStringList out;
    int i = 0;
    for (const QString &p : text) {
        QStringList words = p.split(QLatin1Char(' '));
        for (QString &w : words)
            if (++i % every == 0)
                w = QStringLiteral("changed");
        out << words.join(QLatin1Char(' '));
    }
    return out;
}

// PDF and DOCX writers: tests/extract/DocumentWriters.h (shared with tst_formats).
QByteArray makePdf(const QStringList &text)
{
    return test::makePdfFromParagraphs(text);
}
using test::kDocxClose;
using test::kDocxOpen;
using test::makeDocx;

QByteArray docxBody(const QStringList &text)
{
    QByteArray body;
    for (const QString &p : text)
        body += "<w:p><w:r><w:t xml:space=\"preserve\">" + p.toHtmlEscaped().toUtf8() + "</w:t></w:r></w:p>";
    return kDocxOpen + body + kDocxClose;
}

// ---------------------------------------------------------------------------------------
// gzip through zlib; `zeros` more zero bytes are compressed after `data` (a gzip bomb).

QByteArray gzip(const QByteArray &data, qint64 zeros = 0)
{
    z_stream z{};
    deflateInit2(&z, 9, Z_DEFLATED, 16 + MAX_WBITS, 9, Z_DEFAULT_STRATEGY);
    QByteArray out;
    QByteArray buffer(256 * 1024, Qt::Uninitialized);
    const QByteArray zeroBlock(int(kMiB), '\0');
    auto feed = [&](const char *bytes, qsizetype size, int flush) {
        z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(bytes));
        z.avail_in = uInt(size);
        do {
            z.next_out = reinterpret_cast<Bytef *>(buffer.data());
            z.avail_out = uInt(buffer.size());
            deflate(&z, flush);
            out.append(buffer.constData(), buffer.size() - qsizetype(z.avail_out));
        } while (z.avail_out == 0);
    };
    feed(data.constData(), data.size(), Z_NO_FLUSH);
    for (qint64 left = zeros; left > 0; left -= kMiB)
        feed(zeroBlock.constData(), qsizetype(std::min(left, kMiB)), Z_NO_FLUSH);
    feed(nullptr, 0, Z_FINISH);
    deflateEnd(&z);
    return out;
}

// Inflates a whole gzip file through zlib (every member); empty on damaged data.
QByteArray gunzip(const QByteArray &data)
{
    z_stream z{};
    if (inflateInit2(&z, 16 + MAX_WBITS) != Z_OK)
        return {};
    QByteArray out;
    QByteArray buffer(256 * 1024, Qt::Uninitialized);
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
    z.avail_in = uInt(data.size());
    int rc = Z_OK;
    while (rc != Z_STREAM_END || z.avail_in > 0) {
        if (rc == Z_STREAM_END)
            inflateReset(&z); // the next member
        z.next_out = reinterpret_cast<Bytef *>(buffer.data());
        z.avail_out = uInt(buffer.size());
        rc = inflate(&z, Z_NO_FLUSH);
        if (rc != Z_OK && rc != Z_STREAM_END) {
            out.clear();
            break;
        }
        out.append(buffer.constData(), buffer.size() - qsizetype(z.avail_out));
    }
    inflateEnd(&z);
    return out;
}

QByteArray encode(const QString &text, QStringConverter::Encoding encoding)
{
    QStringEncoder encoder(encoding, QStringConverter::Flag::Stateless); // no byte order mark
    return encoder.encode(text);
}

// What a bad input must give: a problem code and words of its reason.
struct Expected
{
    Status::Code code;
    QString reason;
};

struct CliRun
{
    int exitCode = -1;
    QString out;
    QString err;
    bool started = false;
    qint64 peakRssMb = -1; // of lookalike-cli alone
};

// lookalike-cli ARGS, through this test binary's --peak-rss-of (see main()).
CliRun runCli(const QStringList &args, const std::function<void()> &childModifier = {})
{
    QProcess p;
    if (childModifier)
        p.setChildProcessModifier(childModifier);
    p.start(QCoreApplication::applicationFilePath(),
            QStringList{QStringLiteral("--peak-rss-of"), lookalike::test::cliProgram()} + args);
    CliRun run;
    run.started = p.waitForStarted(10000);
    if (!run.started)
        return run;
    p.waitForFinished(120000);
    run.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    run.out = QString::fromUtf8(p.readAllStandardOutput());
    run.err = QString::fromUtf8(p.readAllStandardError());
    const qsizetype at = run.err.lastIndexOf(QStringLiteral("peak-rss-kb: "));
    if (at >= 0) {
        run.peakRssMb = run.err.mid(at + 13).trimmed().toLongLong() / 1024;
        run.err.truncate(at);
    }
    return run;
}

// Runs argv[0] with its arguments and prints its peak resident memory on stderr
// ("peak-rss-kb: N"); returns its exit code. The tests measure lookalike-cli through this
// small process: a child forked from the test itself would count the test's own pages too.
int measureChild(char **argv)
{
    const pid_t pid = ::fork();
    if (pid < 0)
        return 125;
    if (pid == 0) {
        ::execv(argv[0], argv);
        ::_exit(127);
    }
    int status = 0;
    rusage usage{};
    if (::wait4(pid, &status, 0, &usage) < 0)
        return 125;
    std::fprintf(stderr, "peak-rss-kb: %ld\n", usage.ru_maxrss);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128;
}

} // namespace

class TestHardInputs : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_root;                              // the folder of hard inputs and good documents
    QStringList m_good;                          // must be indexed
    std::map<QString, Expected> m_bad;           // path -> what it must give, in both scans
    std::map<QString, Expected> m_inProcessOnly; // the files the read hook changes or deletes

    QString path(const QString &relative) const { return m_root + QLatin1Char('/') + relative; }
    void good(const QString &relative, const QByteArray &content)
    {
        writeFile(path(relative), content);
        m_good << path(relative);
    }
    void bad(const QString &relative, const QByteArray &content, Status::Code code, const QString &reason)
    {
        writeFile(path(relative), content);
        m_bad[path(relative)] = {code, reason};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_root = m_dir.filePath(QStringLiteral("hard"));
        QElapsedTimer timer;
        timer.start();

        // Good documents, with near-duplicates among them.
        const QStringList article = paragraphs(900, 1);
        const QString articleText = article.join(QStringLiteral("\n\n"));
        good(QStringLiteral("good/article.txt"), articleText.toUtf8());
        good(QStringLiteral("good/article-edited.txt"),
             edited(article, 40).join(QStringLiteral("\n\n")).toUtf8());
        QByteArray html = "<!DOCTYPE html><html><head><title>Article</title></head><body>";
        for (const QString &p : article)
            html += "<p>" + p.toHtmlEscaped().toUtf8() + "</p>\n";
        good(QStringLiteral("good/article.html"), html + "</body></html>");
        good(QStringLiteral("good/article.pdf"), makePdf(article));
        good(QStringLiteral("good/article.docx"), makeDocx(docxBody(article)));
        good(QStringLiteral("good/notes.md"),
             (QStringLiteral("# Notes\n\n") + paragraphs(300, 2).join(QStringLiteral("\n\n- "))).toUtf8());
        const QString changelog = paragraphs(700, 3).join(QStringLiteral("\n  * "));
        good(QStringLiteral("good/changelog.txt.gz"), gzip(changelog.toUtf8()));
        good(QStringLiteral("good/changelog-copy.txt"),
             (changelog + QStringLiteral("\n  * one more entry")).toUtf8());
        const QString sixteen = paragraphs(400, 4).join(QLatin1Char('\n'));
        good(QStringLiteral("good/utf16le.txt"), encode(sixteen, QStringConverter::Utf16LE));
        good(QStringLiteral("good/utf16be.txt"), encode(sixteen, QStringConverter::Utf16BE));
        // UTF-8 with two damaged bytes: still UTF-8 (the accents survive), not windows-1252.
        QByteArray french = QStringLiteral("L'élève a déjà lu la leçon où l'été très chaud fut décrit. ")
                                .repeated(30)
                                .toUtf8();
        french.insert(200, '\xFF');
        french.insert(900, "\xC3(");
        good(QStringLiteral("good/french-damaged.txt"), french);
        // 100 000 nested elements: the fast HTML scanner reads them in milliseconds.
        good(QStringLiteral("good/deep.html"), "<html><body>" + QByteArray("<div>").repeated(100000) +
                                                   "deep nesting still has words" +
                                                   QByteArray("</div>").repeated(100000) + "</body></html>");
        // Changed once while it is read (the hook below): read again, indexed as it is then.
        good(QStringLiteral("good/changed-once.txt"), "the first version of this file, soon replaced\n");

        // Binary and empty files.
        static const char elf[] = "\x7f"
                                  "ELF\x02\x01\x01\0\0\0\0\0\0\0\0\0\x03\0\x3e\0";
        bad(QStringLiteral("bad/program"), QByteArray(elf, sizeof elf - 1) + QByteArray(4000, '\x01'),
            Status::Code::NotText, QStringLiteral("ELF executable"));
        static const char png[] = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10\0\0\0\x10\x08\x06\0\0\0";
        bad(QStringLiteral("bad/picture.png"), QByteArray(png, sizeof png - 1) + QByteArray(3000, '\0'),
            Status::Code::NotText, QStringLiteral("PNG image"));
        QByteArray garbage(64 * 1024, Qt::Uninitialized);
        QRandomGenerator rng(7);
        for (char &c : garbage)
            c = char(rng.bounded(256));
        bad(QStringLiteral("bad/garbage.txt"), garbage, Status::Code::NotText,
            QStringLiteral("binary content"));
        bad(QStringLiteral("bad/empty.txt"), {}, Status::Code::NotText, QStringLiteral("empty file"));
        // 3 GB: skipped by size before anything is read (sparse: no disk used).
        writeSparseFile(path(QStringLiteral("bad/huge.iso")), 3 * 1024 * kMiB);
        m_bad[path(QStringLiteral("bad/huge.iso"))] = {
            Status::Code::TooLarge, QStringLiteral("3.0 GB: larger than the size limit of 64.0 MB")};

        // Damaged documents.
        const QByteArray pdf = makePdf(article);
        bad(QStringLiteral("bad/truncated.pdf"), pdf.left(pdf.size() * 6 / 10), Status::Code::Corrupt,
            QStringLiteral("truncated PDF"));
        QByteArray junk;
        for (int i = 0; i < 5000; ++i)
            junk += char((i * 7919 + 13) % 251);
        bad(QStringLiteral("bad/corrupt.pdf"), "%PDF-1.7\n" + junk + "\n%%EOF\n", Status::Code::Corrupt,
            QStringLiteral("damaged PDF"));
        const QByteArray docx = makeDocx(docxBody(article));
        bad(QStringLiteral("bad/truncated.docx"), docx.left(docx.size() * 6 / 10), Status::Code::Corrupt,
            QStringLiteral("truncated ZIP"));
        // A zip bomb: document.xml is 24 MB of spaces, about 110 KB compressed.
        bad(QStringLiteral("bad/bomb.docx"),
            makeDocx(kDocxOpen + QByteArray(24 << 20, ' ') + kDocxClose, "1"), Status::Code::TooLarge,
            QStringLiteral("(a zip bomb?)"));
        const QByteArray gz = gzip(changelog.toUtf8());
        bad(QStringLiteral("bad/truncated.txt.gz"), gz.left(gz.size() * 6 / 10), Status::Code::Corrupt,
            QStringLiteral("truncated gzip file"));
        QByteArray flipped = gz;
        flipped[flipped.size() / 2] = char(flipped[flipped.size() / 2] ^ 0x55);
        bad(QStringLiteral("bad/corrupt.txt.gz"), flipped, Status::Code::Corrupt,
            QStringLiteral("damaged gzip data"));
        bad(QStringLiteral("bad/bomb.txt.gz"), gzip("a gzip bomb: ", 40 * kMiB), Status::Code::TooLarge,
            QStringLiteral("(a gzip bomb?)"));
        // 100 000 nested elements the fast scanner declines (a NUL byte): too deep for the parser.
        bad(QStringLiteral("bad/deep-hostile.html"),
            "<html><body>" + QByteArray("<div>").repeated(100000) + QByteArray("nul \0 byte", 10),
            Status::Code::TooLarge, QStringLiteral("HTML nested too deeply to parse"));

        // Symbolic links: a loop of two links, a link to the folder's parent (inside the scan:
        // walked once, no problem), a link to a folder that holds the scan root.
        QVERIFY(QFile::link(path(QStringLiteral("bad/loop-b")), path(QStringLiteral("bad/loop-a"))));
        QVERIFY(QFile::link(path(QStringLiteral("bad/loop-a")), path(QStringLiteral("bad/loop-b"))));
        m_bad[path(QStringLiteral("bad/loop-a"))] = {Status::Code::InvalidArgument,
                                                     QStringLiteral("symbolic link loop")};
        m_bad[path(QStringLiteral("bad/loop-b"))] = {Status::Code::InvalidArgument,
                                                     QStringLiteral("symbolic link loop")};
        QVERIFY(QFile::link(m_root, path(QStringLiteral("bad/parent"))));
        QVERIFY(QFile::link(m_dir.path(), path(QStringLiteral("bad/outside"))));
        m_bad[path(QStringLiteral("bad/outside"))] = {
            Status::Code::InvalidArgument, QStringLiteral("symbolic link loop: leads to a folder that "
                                                          "contains the scan root")};

        // Files the read hook of the in-process scan deletes or keeps changing while they are read.
        writeFile(path(QStringLiteral("bad/vanish.txt")), "this file is deleted while it is read\n");
        m_inProcessOnly[path(QStringLiteral("bad/vanish.txt"))] = {
            Status::Code::NotFound, QStringLiteral("deleted while it was read")};
        writeFile(path(QStringLiteral("bad/changing.txt")), "a log that grows all the time\n");
        m_inProcessOnly[path(QStringLiteral("bad/changing.txt"))] = {
            Status::Code::Unreadable, QStringLiteral("kept changing while it was read")};
        qInfo("hard inputs written in %lld ms", qlonglong(timer.elapsed()));
    }

    void scanFinishesWithAReasonForEachBadFile()
    {
        ScanParams params;
        params.indexPath = m_dir.filePath(QStringLiteral("index.sqlite"));
        params.source.roots = {m_root};
        params.threads = 2;
        std::atomic_int changedOnce{0};
        params.readHook = [&](const QString &file) {
            if (file.endsWith(QLatin1String("/vanish.txt"))) {
                QFile::remove(file);
            } else if (file.endsWith(QLatin1String("/changing.txt"))) {
                QFile f(file);
                if (f.open(QIODevice::Append))
                    f.write("another line\n");
            } else if (file.endsWith(QLatin1String("/changed-once.txt")) && changedOnce.fetch_add(1) == 0) {
                QFile f(file);
                if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
                    f.write("the second version of this file, written while it was read\n");
            }
        };
        QElapsedTimer timer;
        timer.start();
        ScanJob job(params);
        const ScanSummary summary = job.run();
        const qint64 ms = timer.elapsed();
        QVERIFY2(summary.status.isOk(), qPrintable(summary.status.toString()));
        QCOMPARE(summary.state, QStringLiteral("done"));
        qInfo("scan of %d good and %d bad inputs: %lld ms, peak RSS of the test process %lld MB",
              int(m_good.size()), int(m_bad.size() + m_inProcessOnly.size()), qlonglong(ms),
              qlonglong(peakRssKb(RUSAGE_SELF) / 1024));
        QVERIFY2(peakRssKb(RUSAGE_SELF) < 500 * 1024, "peak memory above 500 MB");
        QVERIFY2(ms < 15000, "the scan took too long");

        auto opened = IndexStore::open(params.indexPath, IndexStore::Mode::ReadOnly);
        QVERIFY(opened);
        IndexStore &store = **opened;
        for (const QString &file : m_good) {
            auto doc = store.documents().find(file);
            QVERIFY2(doc && *doc, qPrintable(file + QStringLiteral(": not in the index")));
            QVERIFY2(!(*doc)->failed && (*doc)->hasSketch,
                     qPrintable(file + QStringLiteral(": ") + (*doc)->error.toString()));
        }
        QCOMPARE(changedOnce.load(), 2); // read twice: the first read saw it change
        QCOMPARE((*store.documents().find(path(QStringLiteral("good/changed-once.txt"))))->size,
                 qint64(strlen("the second version of this file, written while it was read\n")));

        // Every bad input is a problem of this scan with its reason (IndexStore::problems,
        // as the window's Problems list shows them).
        auto problems = store.documents().problems(summary.scanId);
        QVERIFY(problems);
        std::map<QString, ScanProblem> byPath;
        for (const ScanProblem &p : *problems)
            byPath[p.locator] = p;
        std::map<QString, Expected> expected = m_bad;
        expected.insert(m_inProcessOnly.begin(), m_inProcessOnly.end());
        for (const auto &[file, want] : expected) {
            auto it = byPath.find(file);
            QVERIFY2(it != byPath.end(), qPrintable(file + QStringLiteral(": no problem row")));
            const QString shown = it->second.code + QStringLiteral(": ") + it->second.message;
            qInfo("%s -> %s", qPrintable(QDir(m_root).relativeFilePath(file)), qPrintable(shown));
            QCOMPARE(it->second.code, Status::codeName(want.code));
            QVERIFY2(it->second.message.contains(want.reason), qPrintable(shown));
        }
        QCOMPARE(byPath.size(), expected.size()); // and nothing else is a problem
        QCOMPARE(summary.problems, qint64(expected.size()));
        QCOMPARE(summary.counts.filesIndexed, qint64(m_good.size()));
        // The bad documents are documents with an error (not in the index's sketches); the
        // walk's problems and the vanished file are not documents.
        auto vanished = store.documents().find(path(QStringLiteral("bad/vanish.txt")));
        QVERIFY(vanished && !*vanished);
        auto binary = store.documents().find(path(QStringLiteral("bad/program")));
        QVERIFY(binary && *binary && (*binary)->failed && !(*binary)->hasSketch);

        // Near-duplicates among the good documents are found.
        auto sketchOf = [&](const QString &relative) {
            auto doc = store.documents().find(path(relative));
            return *store.sketches().of((*doc)->id);
        };
        const DocumentSketch original = sketchOf(QStringLiteral("good/article.txt"));
        for (const auto &[copy, least] :
             std::map<QString, double>{{QStringLiteral("good/article-edited.txt"), 0.6},
                                       {QStringLiteral("good/article.html"), 0.9},
                                       {QStringLiteral("good/article.pdf"), 0.9},
                                       {QStringLiteral("good/article.docx"), 0.9}}) {
            const double r = estimate(original, sketchOf(copy)).resemblance;
            QVERIFY2(r >= least, qPrintable(QStringLiteral("%1: %2").arg(copy).arg(r)));
        }
        QVERIFY(estimate(sketchOf(QStringLiteral("good/changelog.txt.gz")),
                         sketchOf(QStringLiteral("good/changelog-copy.txt")))
                    .resemblance > 0.9);
        QCOMPARE(estimate(sketchOf(QStringLiteral("good/utf16le.txt")),
                          sketchOf(QStringLiteral("good/utf16be.txt")))
                     .resemblance,
                 1.0);
        QVERIFY(estimate(original, sketchOf(QStringLiteral("good/notes.md"))).resemblance < 0.1);

        // ... and by the matcher, over the whole index.
        auto writable = IndexStore::open(params.indexPath);
        QVERIFY(writable);
        const MatchSummary match = matchIndex(**writable, MatchParams{});
        QVERIFY2(match.status.isOk(), qPrintable(match.status.toString()));
        auto pairs = (*writable)->pairs().list(0.5);
        QVERIFY(pairs);
        std::vector<qint64> ids;
        for (const ScoredPair &p : *pairs)
            ids.push_back(p.docA), ids.push_back(p.docB);
        auto docs = (*writable)->documents().infos(ids);
        QVERIFY(docs);
        auto paired = [&](const QString &a, const QString &b) {
            for (const ScoredPair &p : *pairs) {
                const QString x = docs->at(p.docA).locator;
                const QString y = docs->at(p.docB).locator;
                if ((x == path(a) && y == path(b)) || (x == path(b) && y == path(a)))
                    return true;
            }
            return false;
        };
        QVERIFY(paired(QStringLiteral("good/article.txt"), QStringLiteral("good/article-edited.txt")));
        QVERIFY(paired(QStringLiteral("good/article.txt"), QStringLiteral("good/article.pdf")));
        QVERIFY(paired(QStringLiteral("good/changelog.txt.gz"), QStringLiteral("good/changelog-copy.txt")));
    }

    void cliSummaryShowsEachReason()
    {
        // The files of the read hook are ordinary files for the CLI.
        const CliRun run = runCli({QStringLiteral("scan"), QStringLiteral("--db"),
                                   m_dir.filePath(QStringLiteral("cli.sqlite")), QStringLiteral("--threads"),
                                   QStringLiteral("2"), m_root});
        QVERIFY(run.started);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains(QStringLiteral("Scan 1: done")), qPrintable(run.out));
        for (const auto &[file, want] : m_bad) {
            const QString line = QStringLiteral("    %1: ").arg(file);
            const qsizetype at = run.out.indexOf(line);
            QVERIFY2(at >= 0, qPrintable(file + QStringLiteral(" is not in the summary:\n") + run.out));
            const QString shown = run.out.mid(at + line.size()).section(QLatin1Char('\n'), 0, 0);
            QVERIFY2(shown.contains(want.reason), qPrintable(shown));
        }
        QVERIFY2(run.out.contains(QStringLiteral("Matched ")), qPrintable(run.out));
        qInfo("lookalike-cli scan of the hard inputs: peak RSS %lld MB", qlonglong(run.peakRssMb));
        QVERIFY(run.peakRssMb > 0 && run.peakRssMb < 500);
    }

    void raisedSizeLimitReadsLittle()
    {
        // With --max-size above their size, the 3 GB file of zeros is read up to its first MiB
        // (binary: not read further), and a 300 MB file that starts with text is above what
        // one document may hold: neither is read whole, memory stays small, it takes no time.
        const QString folder = m_dir.filePath(QStringLiteral("big"));
        QDir().mkpath(folder);
        writeSparseFile(folder + QStringLiteral("/huge.iso"), 3 * 1024 * kMiB);
        writeSparseFile(folder + QStringLiteral("/huge.log"), 300 * kMiB,
                        paragraphs(400000, 5).join(QLatin1Char('\n')).toUtf8().left(int(2 * kMiB)));
        QElapsedTimer timer;
        timer.start();
        const CliRun run = runCli({QStringLiteral("scan"), QStringLiteral("--db"),
                                   m_dir.filePath(QStringLiteral("big.sqlite")), QStringLiteral("--max-size"),
                                   QStringLiteral("4096"), QStringLiteral("--no-match"), folder});
        QVERIFY(run.started);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        qInfo("%s",
              qPrintable(run.out.section(QStringLiteral("Skipped"), 1).prepend(QStringLiteral("Skipped"))));
        QVERIFY2(run.out.contains(folder + QStringLiteral("/huge.iso: binary content")), qPrintable(run.out));
        QVERIFY2(run.out.contains(folder + QStringLiteral("/huge.log: 300.0 MB: larger than the 256.0 MB")),
                 qPrintable(run.out));
        qInfo("read in %lld ms, peak RSS of lookalike-cli %lld MB", qlonglong(timer.elapsed()),
              qlonglong(run.peakRssMb));
        QVERIFY2(timer.elapsed() < 5000, "the large files were read");
        QVERIFY(run.peakRssMb > 0 && run.peakRssMb < 100);
    }

    void twoLargeDocumentsStayUnder500MB()
    {
        // Two 60 MB text files (the default limit is 64 MB) on two analysis threads.
        const QString folder = m_dir.filePath(QStringLiteral("large"));
        QDir().mkpath(folder);
        static const char *const words[] = {"alpha", "beta",  "gamma",   "delta", "epsilon", "zeta",
                                            "eta",   "theta", "iota",    "kappa", "lambda",  "mu",
                                            "nu",    "xi",    "omicron", "pi"};
        for (int f = 0; f < 2; ++f) {
            QByteArray text;
            text.reserve(int(61 * kMiB));
            quint32 state = quint32(f + 1);
            while (text.size() < 60 * kMiB) {
                state = state * 1664525u + 1013904223u;
                text += words[state >> 28];
                text += (state & 0xff) < 20 ? '\n' : ' ';
                if ((state & 0xfff) == 0)
                    text += QByteArray::number(state); // numbers keep the shingles varied
            }
            writeFile(folder + QStringLiteral("/large%1.txt").arg(f), text);
        }
        QElapsedTimer timer;
        timer.start();
        const CliRun run = runCli(
            {QStringLiteral("scan"), QStringLiteral("--db"), m_dir.filePath(QStringLiteral("large.sqlite")),
             QStringLiteral("--threads"), QStringLiteral("2"), QStringLiteral("--no-match"), folder});
        QVERIFY(run.started);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains(QStringLiteral("2 indexed")), qPrintable(run.out));
        qInfo("two 60 MB documents on two threads: %lld ms, peak RSS of lookalike-cli %lld MB",
              qlonglong(timer.elapsed()), qlonglong(run.peakRssMb));
        QVERIFY2(run.peakRssMb > 0 && run.peakRssMb < 500, "peak memory above 500 MB");
        QDir(folder).removeRecursively();
    }

    void deepHtmlIsQuick_data()
    {
        QTest::addColumn<QByteArray>("html");
        QTest::addColumn<bool>("readable");
        const QByteArray divs = QByteArray("<div>").repeated(100000);
        QTest::addRow("nested divs") << "<html><body>" + divs + "words" << true;
        QTest::addRow("nested divs, closed")
            << divs + "words" + QByteArray("</div>").repeated(100000) << true;
        QTest::addRow("nested divs and a NUL") << divs + QByteArray("a\0b", 3) << false;
        QTest::addRow("nested bold") << QByteArray("<b>").repeated(100000) + "words" << false;
        QTest::addRow("nested font and divs") << QByteArray("<font>").repeated(50000) + divs << false;
        QTest::addRow("div in svg") << divs + "<svg><text>words</text></svg>" << false;
    }
    void deepHtmlIsQuick()
    {
        QFETCH(QByteArray, html);
        QFETCH(bool, readable);
        QElapsedTimer timer;
        timer.start();
        auto r = extractText(bytesOf(html), QStringLiteral("deep.html"));
        const qint64 ms = timer.elapsed();
        QVERIFY2(ms < 1000, qPrintable(QStringLiteral("%1 ms").arg(ms)));
        QCOMPARE(r.isOk(), readable);
        if (!readable) {
            QCOMPARE(r.status().code(), Status::Code::TooLarge);
            QVERIFY(r.status().message().startsWith(QStringLiteral("HTML nested too deeply to parse")));
        }
    }

    void realPagesAreNotTooDeep()
    {
        // The bound on the parser's work must not turn away real pages: the bundled ones and
        // those Debian ships, through the parser alone.
        QStringList pages;
        for (const QString &dir : {lookalike::test::testData(u"/html"), QStringLiteral("/usr/share/doc")}) {
            QDirIterator it(dir, {QStringLiteral("*.html"), QStringLiteral("*.htm")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext() && pages.size() < 150)
                pages << it.next();
        }
        QVERIFY(!pages.isEmpty());
        for (const QString &page : pages) {
            QFile f(page);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray html = f.readAll();
            auto text = htmlTextBounded(std::string_view(html.constData(), std::size_t(html.size())), false);
            QVERIFY2(text, qPrintable(page + QStringLiteral(": ") + text.status().toString()));
        }
        qInfo("%d pages", int(pages.size()));
    }

    void realGzipFiles()
    {
        // Debian's compressed changelogs are text once inflated; gzip inside gzip is not.
        QStringList files;
        QDirIterator it(QStringLiteral("/usr/share/doc"), {QStringLiteral("changelog*.gz")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext() && files.size() < 30)
            files << it.next();
        if (files.isEmpty())
            QSKIP("no compressed changelogs in /usr/share/doc");
        for (const QString &file : files) {
            QFile f(file);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray bytes = f.readAll();
            auto text = extractText(bytesOf(bytes), QFileInfo(file).fileName());
            QVERIFY2(text, qPrintable(file + QStringLiteral(": ") + text.status().toString()));
            // The text is what zlib inflates, decoded (a tiny changelog may hold fewer bytes
            // than its gzip file: util-linux-extra's is 113 bytes holding 107).
            const QByteArray inflated = gunzip(bytes);
            QVERIFY2(!inflated.isEmpty(), qPrintable(file));
            auto plain = decodeText(bytesOf(inflated));
            QVERIFY2(plain, qPrintable(file));
            QCOMPARE(text->utf8, plain->utf8);
            auto twice = extractText(bytesOf(gzip(bytes)), QStringLiteral("twice.gz"));
            QVERIFY(!twice);
            QCOMPARE(twice.status().message(),
                     QStringLiteral("inside gzip: gzip-compressed data compressed again"));
        }
    }

    void decodingDecisions()
    {
        // Mostly valid UTF-8 stays UTF-8 (the bad bytes become U+FFFD); ASCII with a stray
        // Latin-1 byte is Latin-1; random bytes are binary; UTF-16 without BOM is found.
        QByteArray damaged = QStringLiteral("L'élève a déjà lu la leçon. ").repeated(10).toUtf8();
        damaged.insert(damaged.indexOf(" lu ", 40), '\xFF');
        auto r = decodeText(bytesOf(damaged));
        QVERIFY(r);
        QCOMPARE(r->encoding, QStringLiteral("UTF-8"));
        QVERIFY(isValidUtf8(r->utf8));
        const QString text = QString::fromStdString(r->utf8);
        QCOMPARE(text.count(QStringLiteral("élève")), 10);
        QCOMPARE(text.count(QChar(0xFFFD)), 1);

        r = decodeText("a caf\xE9 in an otherwise ASCII text");
        QVERIFY(r);
        QCOMPARE(QString::fromStdString(r->utf8), QStringLiteral("a café in an otherwise ASCII text"));

        QByteArray random(4096, Qt::Uninitialized);
        QRandomGenerator rng(9);
        for (char &c : random)
            c = char(rng.bounded(256));
        r = decodeText(bytesOf(random));
        QVERIFY(!r);
        QCOMPARE(r.status().code(), Status::Code::NotText);

        const QString sentence =
            QStringLiteral("UTF-16 without a byte order mark is still text. ").repeated(5);
        for (auto encoding : {QStringConverter::Utf16LE, QStringConverter::Utf16BE}) {
            r = decodeText(bytesOf(encode(sentence, encoding)));
            QVERIFY(r);
            QCOMPARE(QString::fromStdString(r->utf8), sentence);
        }
    }

    void fileGoneBeforeItIsRead()
    {
        // A file the walk found and that is gone when the analyzer opens it.
        DocumentAnalyzer analyzer(SketchParams{}, ExtractParams{});
        const Status s = analyzer.readFile(m_dir.filePath(QStringLiteral("no-such-file.txt")), 64 * kMiB);
        QCOMPARE(s.code(), Status::Code::NotFound);
        QCOMPARE(s.message(), QStringLiteral("the file is gone: deleted or moved after the scan found it"));
    }

    void unreadableFileAndFolder()
    {
        // Permissions do not stop root: there the scan runs as "nobody" in a child process.
        const QString base = m_dir.filePath(QStringLiteral("perm"));
        writeFile(base + QStringLiteral("/docs/readable.txt"), "a readable document with a few words\n");
        writeFile(base + QStringLiteral("/docs/locked.txt"), "nobody may read this\n");
        writeFile(base + QStringLiteral("/docs/locked-folder/inside.txt"), "hidden inside a locked folder\n");
        QFile::setPermissions(base + QStringLiteral("/docs/locked.txt"), QFileDevice::Permissions());
        QFile::setPermissions(base + QStringLiteral("/docs/locked-folder"), QFileDevice::Permissions());
        auto unlock = qScopeGuard([&] {
            QFile::setPermissions(base + QStringLiteral("/docs/locked-folder"),
                                  QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        });
        const QString denied = QString::fromLocal8Bit(std::strerror(EACCES)); // "Permission denied"
        const std::map<QString, Expected> expected{
            {base + QStringLiteral("/docs/locked.txt"),
             {Status::Code::Unreadable, QStringLiteral("cannot open: ") + denied}},
            {base + QStringLiteral("/docs/locked-folder"),
             {Status::Code::Unreadable, QStringLiteral("cannot open folder: ") + denied}}};

        if (::geteuid() != 0) {
            ScanParams params;
            params.indexPath = base + QStringLiteral("/index.sqlite");
            params.source.roots = {base + QStringLiteral("/docs")};
            const ScanSummary summary = ScanJob(params).run();
            QCOMPARE(summary.state, QStringLiteral("done"));
            QCOMPARE(summary.counts.filesIndexed, qint64(1));
            auto store = IndexStore::open(params.indexPath, IndexStore::Mode::ReadOnly);
            auto problems = (*store)->documents().problems(summary.scanId);
            QVERIFY(problems);
            QCOMPARE(problems->size(), expected.size());
            for (const ScanProblem &p : *problems) {
                QVERIFY2(expected.count(p.locator), qPrintable(p.locator));
                QCOMPARE(p.code, Status::codeName(expected.at(p.locator).code));
                QVERIFY2(p.message.contains(expected.at(p.locator).reason), qPrintable(p.message));
            }
            return;
        }
        // As root: a child that drops to nobody (uid/gid 65534) scans; the index lies in a
        // folder nobody owns, and the folders above must let nobody through.
        QFile::setPermissions(m_dir.path(), QFileDevice::Permissions(0x7755));
        QFile::setPermissions(base, QFileDevice::Permissions(0x7755));
        QDir().mkpath(base + QStringLiteral("/index"));
        if (::chown(QFile::encodeName(base + QStringLiteral("/index")).constData(), 65534, 65534) != 0)
            QSKIP("cannot hand a folder to nobody; permissions are not checked as root");
        const CliRun run =
            runCli({QStringLiteral("scan"), QStringLiteral("--db"), base + QStringLiteral("/index/i.sqlite"),
                    QStringLiteral("--no-match"), base + QStringLiteral("/docs")},
                   [] {
                       if (::setgroups(0, nullptr) != 0 || ::setgid(65534) != 0 || ::setuid(65534) != 0)
                           ::_exit(77);
                   });
        QFile::setPermissions(m_dir.path(), QFileDevice::Permissions(0x7700));
        if (!run.started || run.exitCode == 77 || run.exitCode == 126 || run.exitCode == 127)
            QSKIP("cannot run lookalike-cli as nobody here; permissions are not checked as root");
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        QVERIFY2(run.out.contains(QStringLiteral("1 indexed")), qPrintable(run.out));
        for (const auto &[file, want] : expected) {
            const QString line = QStringLiteral("    %1: %2").arg(file, want.reason);
            QVERIFY2(run.out.contains(line), qPrintable(run.out));
        }
        QVERIFY2(run.out.contains(QStringLiteral("  unreadable: 2")), qPrintable(run.out));
    }
};

int main(int argc, char **argv)
{
    if (argc > 2 && std::strcmp(argv[1], "--peak-rss-of") == 0)
        return measureChild(argv + 2);
    QCoreApplication app(argc, argv);
    TestHardInputs test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_hardinputs.moc"
