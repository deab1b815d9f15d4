// The cost of the process boundary (core/extract/ExtractorProcess.h): documents of the
// untrusted formats read in this process and through the helper, one after the other, and
// what each way costs a document.
//
//     build/tests/bench_isolation [--documents N] [--folder DIR]
//
// Without --folder: N generated small PDFs, DOCX files, gzip texts and HTML pages that only
// libgumbo reads (an <svg> sends them past the fast scanner). With --folder: every file of
// DIR whose content needs one of those parsers (images and scanned PDFs: text recognition; in
// this process it runs as many OpenMP threads as Tesseract asks, through the helper one).
#include "../extract/DocumentWriters.h"
#include "BenchOptions.h"
#include "extract/ExtractorProcess.h"
#include "extract/HelperReaders.h"
#include "extract/TextExtractor.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <cstdio>
#include <map>

using namespace lookalike;
using namespace lookalike::test;

namespace {

struct Doc
{
    QString kind;
    QString name;
    QByteArray bytes;
};

std::vector<Doc> generated(int n)
{
    std::vector<Doc> docs;
    for (int i = 0; i < n; ++i) {
        QStringList paragraphs;
        for (int p = 0; p < 8; ++p)
            paragraphs << QStringLiteral("Paragraph %1 of document %2 says what a page of a report says, in "
                                         "about twenty words of ordinary prose, so that it has shingles.")
                              .arg(p)
                              .arg(i);
        docs.push_back(
            {QStringLiteral("pdf"), QStringLiteral("d%1.pdf").arg(i), makePdfFromParagraphs(paragraphs)});
        docs.push_back(
            {QStringLiteral("docx"), QStringLiteral("d%1.docx").arg(i), makeDocx(docxBody(paragraphs))});
        // Presentations of 2 slides, spreadsheets of 4 rows of 2 cells: the same paragraphs.
        docs.push_back(
            {QStringLiteral("pptx"), QStringLiteral("d%1.pptx").arg(i), makePptx(slidesOf(paragraphs))});
        docs.push_back(
            {QStringLiteral("xlsx"), QStringLiteral("d%1.xlsx").arg(i), makeXlsx({cellsOf(paragraphs)})});
        docs.push_back(
            {QStringLiteral("odp"), QStringLiteral("d%1.odp").arg(i), makeOdp(slidesOf(paragraphs))});
        docs.push_back(
            {QStringLiteral("ods"), QStringLiteral("d%1.ods").arg(i), makeOds({cellsOf(paragraphs)})});
        docs.push_back({QStringLiteral("rtf"), QStringLiteral("d%1.rtf").arg(i), makeRtf(paragraphs)});
        docs.push_back({QStringLiteral("gzip"), QStringLiteral("d%1.txt.gz").arg(i),
                        gzipOf(paragraphs.join(QLatin1Char('\n')).toUtf8())});
        // Mail: a message quoting another, with an attachment; a mailbox of 20 such messages.
        const QByteArray message =
            "From: Ann <ann@example.org>\nSubject: Re: report " + QByteArray::number(i) +
            "\nDate: Fri, 01 Mar 2024 09:00:00 +0000\nMessage-ID: <m" + QByteArray::number(i) +
            "@example.org>\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary=\"b\"\n\n--b\n"
            "Content-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: quoted-printable\n\n" +
            paragraphs.mid(0, 4).join(QLatin1Char('\n')).toUtf8() + "\n\nOn Friday, Bo wrote:\n> " +
            paragraphs.mid(4).join(QStringLiteral("\n> ")).toUtf8() +
            "\n--b\nContent-Type: text/plain; name=\"notes.txt\"\nContent-Disposition: attachment; "
            "filename=\"notes.txt\"\nContent-Transfer-Encoding: base64\n\n" +
            paragraphs.join(QLatin1Char('\n')).toUtf8().toBase64() + "\n--b--\n";
        docs.push_back({QStringLiteral("mail (.eml)"), QStringLiteral("d%1.eml").arg(i), message});
        if (i % 20 == 0) {
            QByteArray mbox;
            for (int m = 0; m < 20; ++m)
                mbox += "From ann@example.org Fri Mar  1 09:00:00 2024\n" + message + '\n';
            docs.push_back({QStringLiteral("mbox (20 messages)"), QStringLiteral("box%1.mbox").arg(i), mbox});
        }
        docs.push_back({QStringLiteral("html (libgumbo)"), QStringLiteral("d%1.html").arg(i),
                        "<html><body><svg><title>x</title></svg><p>" +
                            paragraphs.join(QStringLiteral("</p><p>")).toUtf8() + "</p></body></html>"});
    }
    return docs;
}

std::vector<Doc> fromFolder(const QString &dir)
{
    std::vector<Doc> docs;
    for (QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories); it.hasNext();) {
        const QString path = it.next();
        QFile f(path);
        if (f.size() > (qint64(64) << 20) || !f.open(QIODevice::ReadOnly))
            continue;
        const QByteArray bytes = f.readAll();
        const std::string_view view(bytes.constData(), std::size_t(bytes.size()));
        QString kind;
        if (bytes.startsWith("\x1f\x8b"))
            kind = QStringLiteral("gzip");
        else if (bytes.startsWith("%PDF-"))
            kind = QStringLiteral("pdf");
        else if (bytes.startsWith("PK"))
            kind = QStringLiteral("package");
        else if (bytes.startsWith("{\\rtf"))
            kind = QStringLiteral("rtf");
        else if (bytes.startsWith("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1"))
            kind = QStringLiteral("doc (OLE2)");
        else if (bytes.startsWith("\x89PNG") || bytes.startsWith("\xFF\xD8\xFF") || bytes.startsWith("II*") ||
                 bytes.startsWith("MM"))
            kind = QStringLiteral("image (OCR)");
        else if (isHtmlDocument(view, path) && !htmlTextFast(view))
            kind = QStringLiteral("html (libgumbo)");
        if (!kind.isEmpty())
            docs.push_back({kind, path, bytes});
    }
    return docs;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    installHelperReaders(helperReaderFunctions()); // the in-process figures of .doc too (known files)
    QCommandLineParser parser;
    const QCommandLineOption documentsOption(QStringLiteral("documents"), QString(), QStringLiteral("N"));
    const QCommandLineOption folderOption(QStringLiteral("folder"), QString(), QStringLiteral("DIR"));
    if (const auto exitCode = parseBenchOptions(parser, {documentsOption, folderOption}, app.arguments(),
                                                "usage: bench_isolation [--documents N] [--folder DIR]\n"))
        return *exitCode;
    const int n = parser.isSet(documentsOption) ? parser.value(documentsOption).toInt() : 200;
    const QString folder = parser.value(folderOption);
    const std::vector<Doc> docs = folder.isEmpty() ? generated(n) : fromFolder(folder);
    ExtractorProcess helper{IsolationParams{}};
    if (!helper.isolated()) {
        std::fprintf(stderr, "no helper: %s\n", qPrintable(helper.unavailableReason()));
        return 1;
    }
    struct Figures
    {
        int documents = 0;
        qint64 bytes = 0;
        qint64 inProcessNs = 0;
        qint64 helperNs = 0;
    };
    std::map<QString, Figures> byKind;
    ExtractParams here;
    ExtractParams there;
    there.untrusted = &helper;
    // Scans (a PDF's pages without text, images) are recognized (a few seconds a page).
    here.ocr.images = true;
    there.ocr.images = true;
    QElapsedTimer t;
    for (int round = 0; round < 2; ++round) // the first warms both up (page cache, poppler's tables)
        for (const Doc &d : docs) {
            const std::string_view view(d.bytes.constData(), std::size_t(d.bytes.size()));
            t.start();
            const auto a = extractText(view, d.name, here);
            const qint64 inProcess = t.nsecsElapsed();
            t.start();
            const auto b = extractText(view, d.name, there);
            const qint64 isolated = t.nsecsElapsed();
            if (round == 0)
                continue;
            if (a.status().code() != b.status().code() || (a && a->utf8 != b->utf8))
                std::fprintf(stderr, "differs: %s\n", qPrintable(d.name));
            Figures &f = byKind[d.kind];
            ++f.documents;
            f.bytes += d.bytes.size();
            f.inProcessNs += inProcess;
            f.helperNs += isolated;
        }
    std::printf("%-16s %9s %8s %13s %13s %15s %17s\n", "format", "documents", "MB", "in process",
                "via helper", "boundary a doc", "via helper");
    for (const auto &[kind, f] : byKind) {
        const double perDocIn = double(f.inProcessNs) / f.documents / 1000.0;
        const double perDocHelper = double(f.helperNs) / f.documents / 1000.0;
        // What one core reads through the helper, as a scan does: MB/s of files and documents/s.
        const double seconds = double(f.helperNs) / 1e9;
        std::printf("%-16s %9d %8.2f %10.1f us %10.1f us %12.1f us %6.1f MB/s %6.0f docs/s\n",
                    qPrintable(kind), f.documents, double(f.bytes) / 1e6, perDocIn, perDocHelper,
                    perDocHelper - perDocIn, double(f.bytes) / 1e6 / seconds, f.documents / seconds);
    }
    return 0;
}
