// The parsers of untrusted formats run in the helper process (core/extract/ExtractorProcess.h,
// app/extract): a crash, a hang and a memory bomb, injected through the helper's test-only
// switch, each end as the problem of their file, and the scan goes on with a fresh helper.
#include "../extract/DocumentWriters.h"
#include "extract/ExtractorProcess.h"
#include "scan/DocumentAnalyzer.h"
#include "scan/ScanJob.h"
#include "store/IndexStore.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <thread>

using namespace lookalike;
using namespace lookalike::test;

namespace {

void writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(content);
}

// Bytes the sniffer takes for a PDF, holding a fault marker.
QByteArray faultyPdf(std::string_view marker)
{
    return QByteArray("%PDF-1.4\n% ") + QByteArray(marker.data(), qsizetype(marker.size())) +
           QByteArray("\n%%EOF\n");
}

const QStringList kParagraphs{
    QStringLiteral("Near-duplicate documents share most of their shingles, and a sketch of a few hundred "
                   "values estimates how many."),
    QStringLiteral("The helper process reads the formats whose parsers could crash, hang or run out of "
                   "memory on a hostile file."),
};

IsolationParams testLimits()
{
    IsolationParams p;
    p.testFaults = true;
    // Long enough for a helper started again after a crash to load its libraries and reach its
    // limit of memory first on a busy machine (with 3 s, a CI run beside a 10^7-document job saw
    // the memory bomb stopped for its time).
    p.timeLimitSeconds = 10;
    p.memoryLimitBytes = qint64(512) << 20;
    return p;
}

} // namespace

class TestIsolation : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(!ExtractorProcess::findHelper().isEmpty(), "lookalike-extract is not built");
    }

    // The helper reads every untrusted format as this process does.
    void sameTextAsInProcess_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("mediaType");
        const QByteArray pdf = makePdfFromParagraphs(kParagraphs);
        QTest::addRow("pdf") << pdf << QStringLiteral("a.pdf") << QString();
        QTest::addRow("docx") << makeDocx(docxBody(kParagraphs)) << QStringLiteral("a.docx") << QString();
        QTest::addRow("gzip text") << gzipOf(kParagraphs.join(QLatin1Char('\n')).toUtf8())
                                   << QStringLiteral("notes.txt.gz") << QString();
        QTest::addRow("gzip pdf") << gzipOf(pdf) << QStringLiteral("a.pdf.gz") << QString();
        // <svg> makes the fast scanner step aside: libgumbo reads it, in the helper.
        QTest::addRow("html via libgumbo")
            << QByteArray(
                   "<html><body><p>before</p><svg><title>a drawing</title></svg><p>after</p></body></html>")
            << QStringLiteral("page.html") << QString();
        QTest::addRow("damaged pdf") << QByteArray("%PDF-1.4\n1 0 obj << /Type /Catalog")
                                     << QStringLiteral("x.pdf") << QString();
    }
    void sameTextAsInProcess()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, name);
        QFETCH(QString, mediaType);
        const std::string_view view(bytes.constData(), std::size_t(bytes.size()));
        const auto here = extractText(view, name, ExtractParams{}, mediaType);
        ExtractorProcess helper{IsolationParams{}};
        ExtractParams isolated;
        isolated.untrusted = &helper;
        const auto there = extractText(view, name, isolated, mediaType);
        QVERIFY(helper.isolated());
        QCOMPARE(there.status().code(), here.status().code());
        QCOMPARE(there.status().message(), here.status().message());
        QVERIFY2(here || QLatin1String(QTest::currentDataTag()) == QLatin1String("damaged pdf"),
                 qPrintable(here.status().toString()));
        if (here) {
            QCOMPARE(there->utf8, here->utf8);
            QCOMPARE(int(there->format), int(here->format));
            QCOMPARE(there->encoding, here->encoding);
        }
    }

    // Links of a page the fast scanner leaves: libgumbo's, in the helper.
    void linksThroughTheHelper()
    {
        const std::string page = "<html><body><svg></svg><p>see <a href=\"/cars.html\">automobiles and "
                                 "trucks</a></p></body></html>";
        ExtractParams params;
        params.isolation = IsolationParams{};
        DocumentAnalyzer analyzer(SketchParams{}, params);
        const auto links = analyzer.htmlWithLinks(page);
        QVERIFY2(links, qPrintable(links.status().toString()));
        const auto here = htmlTextWithLinks(page);
        QCOMPARE(links->text, here->text);
        QCOMPARE(links->links.size(), std::size_t(1));
        QCOMPARE(links->links[0].href, std::string("/cars.html"));
    }

    // A helper lives as long as its analyzer, not as the thread that first used it: Linux kills a
    // helper when the thread that started it ends (PR_SET_PDEATHSIG), and counting bags of words
    // uses an analyzer on a new thread each chunk (a gzip or PDF a chunk was lost to "the gzip
    // reader crashed (SIGKILL)" until every helper was started from one lasting thread).
    void helperOutlivesTheThreadThatStartedIt()
    {
        const QByteArray gzip = gzipOf(kParagraphs.join(QLatin1Char('\n')).toUtf8());
        const std::string_view bytes(gzip.constData(), std::size_t(gzip.size()));
        const QString name = QStringLiteral("notes.txt.gz");
        ExtractParams params;
        params.isolation = IsolationParams{};
        DocumentAnalyzer analyzer(SketchParams{}, params);
        for (int round = 0; round < 3; ++round) {
            Result<WordBag> bag = Status::error(Status::Code::Internal, QStringLiteral("not run"));
            std::thread([&] { bag = analyzer.wordBag(bytes, name, QString()); }).join();
            QVERIFY2(bag, qPrintable(QStringLiteral("round %1: %2").arg(round).arg(bag.status().toString())));
            QVERIFY(!bag->terms.empty());
        }
        const auto here = analyzer.wordBag(bytes, name, QString());
        QVERIFY2(here, qPrintable(here.status().toString()));
    }

    // The must-show: a crash, a hang and a memory bomb are three problem rows of one scan,
    // which reads everything else, the good PDFs after them included.
    void faultsAreProblemsOfTheirFiles()
    {
        const QString root = m_dir.filePath(QStringLiteral("faults"));
        writeFile(root + QStringLiteral("/a-notes.txt"), kParagraphs.join(QLatin1Char('\n')).toUtf8());
        writeFile(root + QStringLiteral("/b-page.html"),
                  "<html><body><p>" + kParagraphs.first().toUtf8() + "</p></body></html>");
        writeFile(root + QStringLiteral("/c-crash.pdf"), faultyPdf(kTestCrashMarker));
        writeFile(root + QStringLiteral("/d-good.pdf"), makePdfFromParagraphs(kParagraphs));
        writeFile(root + QStringLiteral("/e-hang.pdf"), faultyPdf(kTestHangMarker));
        writeFile(root + QStringLiteral("/f-bomb.pdf"), faultyPdf(kTestMemoryMarker));
        writeFile(root + QStringLiteral("/g-good.docx"), makeDocx(docxBody(kParagraphs)));
        writeFile(root + QStringLiteral("/h-good.pdf"), makePdfFromParagraphs({kParagraphs.last()}));

        ScanParams p;
        p.indexPath = m_dir.filePath(QStringLiteral("faults.sqlite"));
        p.source.roots = {root};
        p.threads = 2;
        p.extract.isolation = testLimits();
        ScanJob job(p);
        QElapsedTimer timer;
        timer.start();
        const ScanSummary s = job.run();
        QVERIFY2(s.status.isOk(), qPrintable(s.status.toString()));
        QCOMPARE(s.state, QStringLiteral("done"));
        QCOMPARE(s.problems, qint64(3));
        QCOMPARE(s.problemsByReason.at(QStringLiteral("reader-failed")), qint64(3));
        QCOMPARE(s.counts.filesIndexed, qint64(5)); // text, HTML, the PDFs and the DOCX
        QVERIFY2(timer.elapsed() < 30000, "a fault held the scan up");

        auto store = IndexStore::open(p.indexPath, IndexStore::Mode::ReadOnly);
        QVERIFY(store);
        auto problems = (*store)->documents().problems(s.scanId);
        QVERIFY(problems);
        QMap<QString, QString> why;
        for (const ScanProblem &problem : *problems)
            why[QFileInfo(problem.locator).fileName()] = problem.message;
        QCOMPARE(why.size(), 3);
        QVERIFY2(
            why.value(QStringLiteral("c-crash.pdf")).startsWith(QStringLiteral("the PDF reader crashed")),
            qPrintable(why.value(QStringLiteral("c-crash.pdf"))));
        QCOMPARE(why.value(QStringLiteral("e-hang.pdf")),
                 QStringLiteral("the PDF reader took longer than 10 s and was stopped"));
        QCOMPARE(why.value(QStringLiteral("f-bomb.pdf")),
                 QStringLiteral("the PDF reader needed more than 512 MiB of memory and was stopped"));
    }

    // Without the test switch the markers are only bytes: a damaged PDF, not a crash.
    void markersNeedTheTestSwitch()
    {
        ExtractorProcess helper{IsolationParams{}};
        ExtractParams params;
        params.untrusted = &helper;
        const QByteArray bytes = faultyPdf(kTestCrashMarker);
        const auto text = extractText(std::string_view(bytes.constData(), std::size_t(bytes.size())),
                                      QStringLiteral("x.pdf"), params);
        QVERIFY(!text);
        QVERIFY(text.status().code() != Status::Code::ReaderFailed);
    }

    // The helper may read, never write, remove, connect or start programs (seccomp).
    void theHelperIsConfined()
    {
        const QString probe = m_dir.filePath(QStringLiteral("written-by-the-helper"));
        ExtractorProcess helper{testLimits()};
        ExtractParams params;
        params.untrusted = &helper;
        const QByteArray bytes = faultyPdf(kTestSandboxMarker) + QByteArray("\n") + QFile::encodeName(probe);
        const auto text = extractText(std::string_view(bytes.constData(), std::size_t(bytes.size())),
                                      QStringLiteral("x.pdf"), params);
        QVERIFY2(text, qPrintable(text.status().toString()));
        QCOMPARE(QString::fromStdString(text->utf8),
                 QStringLiteral("write: refused; socket: refused; exec: refused; read: allowed"));
        QVERIFY(!QFile::exists(probe));
    }

    // The smallest limit the CLI accepts is what reading may take beyond the helper's start (its
    // libraries alone map more: the helper would not start under a limit on its whole size).
    void smallestMemoryLimitStillIsolates()
    {
        IsolationParams p;
        p.memoryLimitBytes = qint64(64) << 20;
        ExtractorProcess helper{p};
        ExtractParams params;
        params.untrusted = &helper;
        const QByteArray pdf = makePdfFromParagraphs(kParagraphs);
        const auto text = extractText(std::string_view(pdf.constData(), std::size_t(pdf.size())),
                                      QStringLiteral("a.pdf"), params);
        QVERIFY2(text, qPrintable(text.status().toString()));
        QVERIFY2(helper.isolated(), qPrintable(helper.unavailableReason()));
    }

    // No helper: the parsers run here, and the reason is kept.
    void withoutAHelperTheParsersRunHere()
    {
        IsolationParams p;
        p.helperPath = m_dir.filePath(QStringLiteral("no-such-helper"));
        ExtractorProcess helper{p};
        ExtractParams params;
        params.untrusted = &helper;
        const QByteArray pdf = makePdfFromParagraphs(kParagraphs);
        const auto text = extractText(std::string_view(pdf.constData(), std::size_t(pdf.size())),
                                      QStringLiteral("a.pdf"), params);
        QVERIFY(text);
        QVERIFY(!helper.isolated());
        QVERIFY(helper.unavailableReason().contains(QStringLiteral("not found")));
    }
};

QTEST_GUILESS_MAIN(TestIsolation)
#include "tst_isolation.moc"
