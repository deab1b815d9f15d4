// Text recognition (#27 item 3): a PDF made of page images of a known text, and images of its
// pages, read by Tesseract through the helper process and found near the text; the settings
// that turn it off; progress a page; a cancelled scan stops the page being recognized; files
// refused without recognition are read again by a scan with it.
#include "DocumentWriters.h"
#include "TestPaths.h"
#include "extract/ExtractorProcess.h"
#include "extract/OcrText.h"
#include "scan/DocumentAnalyzer.h"
#include "scan/ScanJob.h"
#include "store/IndexStore.h"
#include "usecase/ComparePair.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <atomic>

using namespace lookalike;
using namespace lookalike::test;

namespace {

// The known text: the three example articles, paragraph by paragraph (two pages of the test
// PDF writer's Helvetica).
QStringList knownParagraphs()
{
    QStringList paragraphs;
    for (const char *name :
         {"near-duplicates.txt", "near-duplicates-extended.txt", "near-duplicates-excerpt.txt"}) {
        QFile f(sourceDir(u"/resources/examples/articles/") + QString::fromLatin1(name));
        if (!f.open(QIODevice::ReadOnly))
            return {};
        for (const QString &p :
             QString::fromUtf8(f.readAll()).split(QStringLiteral("\n\n"), Qt::SkipEmptyParts))
            paragraphs << p.simplified();
    }
    return paragraphs;
}

bool run(const QString &program, const QStringList &args, QString *why)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        *why = program + QStringLiteral(": ") + QString::fromLocal8Bit(p.readAllStandardError());
        return false;
    }
    return true;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

std::vector<std::uint64_t> sortedShingles(DocumentAnalyzer &analyzer)
{
    std::vector<std::uint64_t> set = analyzer.shingleSet();
    std::sort(set.begin(), set.end());
    return set;
}

struct Figures
{
    double resemblance = 0;
    double containment = 0; // of the first in the second
};

Figures compare(const std::vector<std::uint64_t> &a, const std::vector<std::uint64_t> &b)
{
    std::vector<std::uint64_t> shared;
    std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(shared));
    const double s = double(shared.size());
    return {s / double(a.size() + b.size() - shared.size()), a.empty() ? 0.0 : s / double(a.size())};
}

} // namespace

class TestOcr : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_text;     // the known text, as a plain-text file
    QString m_scan;     // a PDF of its pages as images (pdftoppm, then img2pdf)
    QString m_pagePng;  // its first page, as pdftoppm renders it
    QString m_pageJpeg; // ... and as JPEG
    QString m_pageTiff; // ... and as TIFF
    int m_pages = 0;

    static ExtractParams withOcr(bool images = false)
    {
        ExtractParams p;
        p.ocr.enabled = true;
        p.ocr.images = images;
        p.ocr.languages = QStringLiteral("eng");
        return p;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (!installedOcrLanguages().contains(QStringLiteral("eng")))
            QSKIP("Tesseract's English data is not installed (tesseract-ocr-eng; bootstrap installs it)");
        const QString pdftoppm = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
        const QString img2pdf = QStandardPaths::findExecutable(QStringLiteral("img2pdf"));
        if (pdftoppm.isEmpty() || img2pdf.isEmpty())
            QSKIP("pdftoppm (poppler-utils) and img2pdf make the scans; bootstrap installs them");
        const QStringList paragraphs = knownParagraphs();
        QVERIFY(!paragraphs.isEmpty());
        m_text = m_dir.filePath(QStringLiteral("text.txt"));
        QFile text(m_text);
        QVERIFY(text.open(QIODevice::WriteOnly));
        text.write(paragraphs.join(QStringLiteral("\n\n")).toUtf8());
        text.close();
        const QString pdf = m_dir.filePath(QStringLiteral("text.pdf"));
        QFile out(pdf);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(makePdfFromParagraphs(paragraphs));
        out.close();
        // The pages as a scanner gives them: 300 dpi, gray; then a PDF of those images alone.
        QString why;
        const QString prefix = m_dir.filePath(QStringLiteral("page"));
        QVERIFY2(run(pdftoppm,
                     {QStringLiteral("-r"), QStringLiteral("300"), QStringLiteral("-gray"),
                      QStringLiteral("-png"), pdf, prefix},
                     &why),
                 qPrintable(why));
        QStringList pages =
            QDir(m_dir.path()).entryList({QStringLiteral("page-*.png")}, QDir::Files, QDir::Name);
        m_pages = int(pages.size());
        QVERIFY(m_pages >= 2);
        for (QString &p : pages)
            p = m_dir.filePath(p);
        m_pagePng = pages.first();
        m_scan = m_dir.filePath(QStringLiteral("scan.pdf"));
        QVERIFY2(run(img2pdf, pages + QStringList{QStringLiteral("-o"), m_scan}, &why), qPrintable(why));
        // The first page alone, as JPEG and as TIFF.
        for (const char *format : {"-jpeg", "-tiff"})
            QVERIFY2(run(pdftoppm,
                         {QStringLiteral("-r"), QStringLiteral("300"), QStringLiteral("-gray"),
                          QString::fromLatin1(format), QStringLiteral("-singlefile"), pdf,
                          m_dir.filePath(QStringLiteral("first"))},
                         &why),
                     qPrintable(why));
        m_pageJpeg = m_dir.filePath(QStringLiteral("first.jpg"));
        m_pageTiff = m_dir.filePath(QStringLiteral("first.tif"));
        QVERIFY(QFile::exists(m_pageJpeg) && QFile::exists(m_pageTiff));
    }

    // The must-show: a PDF of page images near its text, by the figure measured (through the
    // helper, as a scan reads it); a page hook a page; without recognition, a clear problem.
    void scannedPdfNearItsText()
    {
        DocumentAnalyzer text(SketchParams{}, ExtractParams{});
        QVERIFY(text.analyze(readAll(m_text).toStdString(), QStringLiteral("text.txt")).isOk());
        const auto original = sortedShingles(text);

        std::vector<int> pagesSeen;
        ExtractParams params = withOcr();
        params.ocrHook = [&pagesSeen](int page, int pages) {
            pagesSeen.push_back(page);
            QCOMPARE(pages, 2);
        };
        DocumentAnalyzer scan(SketchParams{}, params);
        QElapsedTimer timer;
        timer.start();
        auto doc = scan.analyze(readAll(m_scan).toStdString(), QStringLiteral("scan.pdf"));
        QVERIFY2(doc.isOk(), qPrintable(doc.status().toString()));
        QCOMPARE(doc->format, QStringLiteral("pdf"));
        QCOMPARE(doc->encoding, kRecognizedEncoding);
        QCOMPARE(pagesSeen, (std::vector<int>{1, 2}));
        const Figures f = compare(sortedShingles(scan), original);
        qInfo("a PDF of %d page images of a known text (300 dpi, gray) against the text: resemblance %.3f, "
              "%.3f of the scan's shingles in the text, %.1f s",
              m_pages, f.resemblance, f.containment, double(timer.elapsed()) / 1000);
        QVERIFY2(f.resemblance >= 0.9, qPrintable(QString::number(f.resemblance)));
        QVERIFY2(f.containment >= 0.95, qPrintable(QString::number(f.containment)));

        ExtractParams off;
        off.ocr.enabled = false;
        DocumentAnalyzer without(SketchParams{}, off);
        auto refused = without.analyze(readAll(m_scan).toStdString(), QStringLiteral("scan.pdf"));
        QCOMPARE(refused.status().code(), Status::Code::NotText);
        QVERIFY2(refused.status().message().contains(QStringLiteral("turned off")),
                 qPrintable(refused.status().message()));
    }

    // Images: read only when asked (off by default), each of PNG, JPEG and TIFF near the text
    // of its page; an icon-sized image and a damaged one are clear problems.
    void imagesWhenAsked()
    {
        DocumentAnalyzer text(SketchParams{}, ExtractParams{});
        QVERIFY(text.analyze(readAll(m_text).toStdString(), QStringLiteral("text.txt")).isOk());
        const auto original = sortedShingles(text);

        DocumentAnalyzer byDefault(SketchParams{}, ExtractParams{});
        auto refused = byDefault.analyze(readAll(m_pagePng).toStdString(), QStringLiteral("page.png"));
        QCOMPARE(refused.status().code(), Status::Code::NotText);
        QVERIFY2(
            refused.status().message().contains(QStringLiteral("a PNG image (recognizing text in images is "
                                                               "turned off)")),
            qPrintable(refused.status().message()));

        DocumentAnalyzer images(SketchParams{}, withOcr(true));
        for (const QString &path : {m_pagePng, m_pageJpeg, m_pageTiff}) {
            auto doc = images.analyze(readAll(path).toStdString(), QFileInfo(path).fileName());
            QVERIFY2(doc.isOk(), qPrintable(path + QStringLiteral(": ") + doc.status().toString()));
            QCOMPARE(doc->format, QStringLiteral("image"));
            QCOMPARE(doc->encoding, kRecognizedEncoding);
            const Figures f = compare(sortedShingles(images), original);
            qInfo("%s of the first page: %.3f of its shingles in the text",
                  qPrintable(QFileInfo(path).suffix()), f.containment);
            QVERIFY2(f.containment >= 0.95,
                     qPrintable(path + QStringLiteral(": ") + QString::number(f.containment)));
        }

        // An icon: too small to hold text worth recognizing.
        const QString icon = sourceDir(u"/resources/examples/pictures/swatch.png");
        auto small = images.analyze(readAll(icon).toStdString(), QStringLiteral("swatch.png"));
        QCOMPARE(small.status().code(), Status::Code::NotText);
        QVERIFY2(small.status().message().contains(QStringLiteral("too small")),
                 qPrintable(small.status().message()));
        // A PNG cut in the middle: a problem in words, and the helper reads the next file.
        const QByteArray png = readAll(m_pagePng);
        auto cut = images.analyze(png.left(png.size() / 3).toStdString(), QStringLiteral("cut.png"));
        QVERIFY(!cut.isOk());
        QVERIFY(!cut.status().message().isEmpty());
        QVERIFY(images.analyze(png.toStdString(), QStringLiteral("again.png")).isOk());
    }

    // A scan cancelled while a page is being recognized gives up that document at once (the
    // helper is stopped), not after its last page.
    void cancelStopsRecognition()
    {
        std::atomic_bool cancel{false};
        ExtractParams params = withOcr();
        params.cancel = &cancel;
        params.ocrHook = [&cancel](int, int) {
            cancel.store(true);
        }; // as the first page starts
        DocumentAnalyzer scan(SketchParams{}, params);
        QElapsedTimer timer;
        timer.start();
        auto doc = scan.analyze(readAll(m_scan).toStdString(), QStringLiteral("scan.pdf"));
        QCOMPARE(doc.status().code(), Status::Code::Cancelled);
        QVERIFY2(timer.elapsed() < 3000, qPrintable(QString::number(timer.elapsed())));
    }

    // A folder scan: progress names the file and page being recognized; files refused by a
    // scan without recognition (an index made before it, or with it turned off) are read
    // again, once, by a scan with it, though they did not change.
    void scanRecognizesAndRereads()
    {
        QTemporaryDir dir;
        const QString root = dir.filePath(QStringLiteral("docs"));
        QVERIFY(QDir().mkpath(root));
        QVERIFY(QFile::copy(m_scan, root + QStringLiteral("/letter-scan.pdf")));
        QVERIFY(QFile::copy(m_pagePng, root + QStringLiteral("/letter-page.png")));
        QVERIFY(QFile::copy(m_text, root + QStringLiteral("/letter.txt")));
        const QString index = dir.filePath(QStringLiteral("index.sqlite"));
        const auto scanWith = [&](bool ocr, bool images, QStringList *recognizing = nullptr) {
            ScanParams p;
            p.progressIntervalMs = 0;
            p.indexPath = index;
            p.source.roots = {root};
            p.extract = withOcr(images);
            p.extract.ocr.enabled = ocr;
            return ScanJob(p).run([recognizing](const ScanProgress &progress) {
                if (recognizing && !progress.recognizing.isEmpty())
                    *recognizing << QStringLiteral("%1 %2/%3")
                                        .arg(QFileInfo(progress.recognizing).fileName())
                                        .arg(progress.recognizingPage)
                                        .arg(progress.recognizingPages);
            });
        };
        ScanSummary off = scanWith(false, false);
        QCOMPARE(off.counts.filesIndexed, 1);
        QCOMPARE(off.counts.filesFailed, 2);
        // Unchanged files, readers as before: skipped.
        QCOMPARE(scanWith(false, false).counts.filesUnchanged, 3);
        QStringList recognizing;
        ScanSummary on = scanWith(true, false, &recognizing);
        QCOMPARE(on.counts.filesIndexed, 1); // the scanned PDF; the image stays refused
        QCOMPARE(on.counts.filesFailed, 1);
        QVERIFY2(recognizing.contains(QStringLiteral("letter-scan.pdf 1/2")) &&
                     recognizing.contains(QStringLiteral("letter-scan.pdf 2/2")),
                 qPrintable(recognizing.join(QStringLiteral(", "))));
        QCOMPARE(scanWith(true, false).counts.filesUnchanged, 3);
        ScanSummary images = scanWith(true, true);
        QCOMPARE(images.counts.filesIndexed, 1); // the image, now
        QCOMPARE(images.counts.filesFailed, 0);
        auto store = IndexStore::open(index, IndexStore::Mode::ReadOnly);
        QVERIFY(store);
        QStringList formats;
        QVERIFY((*store)
                    ->database()
                    .query("SELECT format || ' ' || encoding FROM documents ORDER BY locator", "formats")
                    .forEach([&](const Query &row) { formats << row.text(0); }));
        QCOMPARE(formats, (QStringList{QStringLiteral("image OCR"), QStringLiteral("pdf OCR"),
                                       QStringLiteral("text UTF-8")}));
    }

    // The text recognized is kept in the index: what reads the document again (the pair view,
    // exact settling, related documents) takes it from there while the file's bytes are those,
    // and recognizes the file again once they are not.
    void recognizedTextIsKept()
    {
        QTemporaryDir dir;
        const QString root = dir.filePath(QStringLiteral("docs"));
        QVERIFY(QDir().mkpath(root));
        const QString scanned = root + QStringLiteral("/letter-scan.pdf");
        QVERIFY(QFile::copy(m_scan, scanned));
        QVERIFY(QFile::copy(m_text, root + QStringLiteral("/letter.txt")));
        const QString index = dir.filePath(QStringLiteral("index.sqlite"));
        ScanParams p;
        p.indexPath = index;
        p.source.roots = {root};
        p.extract = withOcr();
        QCOMPARE(ScanJob(p).run([](const ScanProgress &) {}).counts.filesIndexed, 2);
        auto store = IndexStore::open(index);
        QVERIFY(store);
        const auto idOf = [&](const QString &path) {
            auto found = (*store)->documents().find(path);
            return found && *found ? (*found)->id : 0;
        };
        const qint64 scan = idOf(scanned), text = idOf(root + QStringLiteral("/letter.txt"));
        auto kept = (*store)->documents().recognizedText(scan);
        QVERIFY(kept && *kept);
        QCOMPARE((*kept)->format, QStringLiteral("pdf"));
        QVERIFY(QByteArray::fromStdString((*kept)->utf8).contains("near-duplicate"));
        QVERIFY(!(*(*store)->documents().recognizedText(text)));
        QCOMPARE(usecase::compareIndexed(**store, scan, text, false).exact.resemblance, 1.0);
        // Stored text of other words: the comparison is of those, so the file was not read for text.
        Documents::RecognizedText other = **kept;
        other.utf8 = "words that are not in the letter at all, none of them, not one of the words";
        QVERIFY((*store)->documents().putRecognizedText(scan, other));
        QCOMPARE(usecase::compareIndexed(**store, scan, text, false).exact.resemblance, 0.0);
        // The file's bytes change (a byte appended after %%EOF): recognized again.
        {
            QFile f(scanned);
            QVERIFY(f.open(QIODevice::Append));
            f.write("\n");
        }
        QCOMPARE(usecase::compareIndexed(**store, scan, text, false).exact.resemblance, 1.0);
    }
};

QTEST_GUILESS_MAIN(TestOcr)
#include "tst_ocr.moc"
