// Import speed of web archives: writes a gzip WARC (one member per record, as crawlers write
// them) of distinct HTML pages, then imports it and prints compressed and inflated MB/s,
// records/s and peak RSS.
//
//   bench_import [--mb N] [--threads N] [--keep DIR] [--anchor-window N] [ARCHIVE...]
//
// --anchor-window -1 imports without anchor bags (related documents), to measure their cost.
//
// With ARCHIVE arguments it imports those instead of writing one.
#include "../crawl/WarcWriter.h"
#include "BenchOptions.h"
#include "PeakRss.h"
#include "scan/ImportJob.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <cstdio>

using namespace lookalike;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption mbOption(QStringLiteral("mb"), QString(), QStringLiteral("N"));
    const QCommandLineOption threadsOption(QStringLiteral("threads"), QString(), QStringLiteral("N"));
    const QCommandLineOption anchorWindowOption(QStringLiteral("anchor-window"), QString(),
                                                QStringLiteral("N"));
    const QCommandLineOption keepOption(QStringLiteral("keep"), QString(), QStringLiteral("DIR"));
    if (const auto exitCode = parseBenchOptions(
            parser, {mbOption, threadsOption, anchorWindowOption, keepOption}, app.arguments(),
            "usage: bench_import [--mb N] [--threads N] [--keep DIR] [--anchor-window N] [ARCHIVE...]\n",
            true))
        return *exitCode;
    const int mb = parser.isSet(mbOption) ? parser.value(mbOption).toInt() : 100;
    const int threads = parser.value(threadsOption).toInt(); // 0 (one per core) when not given
    const QString keep = parser.value(keepOption);
    const int anchorWindow = parser.isSet(anchorWindowOption) ? parser.value(anchorWindowOption).toInt()
                                                              : ImportParams{}.anchorWindow;
    QStringList archives = parser.positionalArguments(); // else one is written
    QTemporaryDir tmp;
    const QString dir = keep.isEmpty() ? tmp.path() : keep;
    if (archives.isEmpty()) {
        // Pages of ~12 KB of English prose: lines of Debian's licence texts in random order
        // (gzip shrinks such pages about 3:1, as it does real HTML).
        QRandomGenerator g(42);
        QStringList lines;
        for (const QFileInfo &fi :
             QDir(QStringLiteral("/usr/share/common-licenses")).entryInfoList(QDir::Files)) {
            QFile f(fi.absoluteFilePath());
            if (f.open(QIODevice::ReadOnly))
                for (const QString &l : QString::fromUtf8(f.readAll()).split(QLatin1Char('\n')))
                    if (l.trimmed().size() > 30)
                        lines << l.trimmed().toHtmlEscaped();
        }
        if (lines.size() < 100) {
            std::fprintf(stderr, "needs /usr/share/common-licenses (Debian's base-files)\n");
            return 1;
        }
        const QString path = dir + QStringLiteral("/bench.warc.gz");
        test::WarcWriter w(path, true);
        qint64 written = 0;
        int page = 0;
        QElapsedTimer t;
        t.start();
        while (written < qint64(mb) * 1024 * 1024 * 3) { // inflated bytes ~ 3x the compressed target
            QByteArray html = "<!DOCTYPE html><html><head><title>Page " + QByteArray::number(page) +
                              "</title></head><body><div class=nav><a href=/>Home</a></div>\n";
            for (int p = 0; p < 12; ++p) {
                html += "<p>";
                for (int k = 0; k < 14; ++k)
                    html += lines[int(g.bounded(lines.size()))].toUtf8() + ' ';
                html += "</p>\n";
            }
            html += "</body></html>";
            const QString url = QStringLiteral("http://host%1.test/page/%2.html").arg(page % 50).arg(page);
            w.request(url, "2024-01-01T00:00:00Z");
            w.response(url, "2024-01-01T00:00:00Z", 200, html);
            written += html.size();
            ++page;
        }
        w.close();
        std::printf("wrote %s: %d pages, %.1f MB inflated payload, %.1f MB gzip, in %.1f s\n",
                    qPrintable(path), page, double(written) / 1e6, double(QFileInfo(path).size()) / 1e6,
                    double(t.elapsed()) / 1000);
        archives << path;
    }
    qint64 compressed = 0;
    for (const QString &a : archives)
        compressed += QFileInfo(a).size();

    ImportParams params;
    params.indexPath = dir + QStringLiteral("/bench-index.sqlite");
    QFile::remove(params.indexPath);
    params.archives = archives;
    params.sweepLabel = QStringLiteral("bench");
    params.threads = threads;
    params.anchorWindow = anchorWindow;
    ImportJob job(params);
    QElapsedTimer t;
    t.start();
    const ImportSummary s = job.run();
    const double secs = double(t.nsecsElapsed()) / 1e9;
    if (!s.status.isOk()) {
        std::fprintf(stderr, "import failed: %s\n", qPrintable(s.status.toString()));
        return 1;
    }
    std::printf("import: %.2f s, %lld records, %lld captures (%lld analysed, %lld copied), %lld problems\n",
                secs, s.records, s.documents, s.analyzed, s.copied, s.problems);
    std::printf(
        "  %.1f MB/s of archive (gzip), %.1f MB/s of inflated payload, %.0f records/s, peak RSS %.0f MB\n",
        double(compressed) / 1e6 / secs, double(s.payloadBytes) / 1e6 / secs, double(s.records) / secs,
        peakRssMb());
    return 0;
}
