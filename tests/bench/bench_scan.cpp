// Scan throughput benchmark: prints MB/s, docs/s, peak RSS and the time per stage.
//
//   build/tests/bench_scan [--mb N] [--docs-kb K] [--keep DIR]
//   build/tests/bench_scan --folder DIR [--index FILE] [--add DIR2] [--no-related]
//   build/tests/bench_scan --small-files N --keep DIR [--index FILE] [--no-related]
//
// The first generates a corpus of plain text and one of HTML (N MB each, documents of about
// K KB, with planted near-duplicates), scans each into a fresh index with a warm page cache,
// then rescans (everything unchanged). Also times the stages alone on one core.
//
// --folder scans a real folder (a copy of /usr/include, /usr/share/doc) into a new index,
// then matches and clusters it as `lookalike-cli scan` does, printing each phase and the
// peak RSS of the whole run. --small-files first writes N small text files into DIR (about
// 4 KB each; 30% carry one of 50 shared headers of 8..30 lines, 10% are near-duplicates of an
// earlier file with 2..30% of their words replaced, 3% excerpts of one), unless DIR already
// holds them, then does the same. --add then copies DIR2's files into a folder the first
// scans saw empty and scans again: what adding a few files costs (with 245 edited headers,
// 1 % of /usr/include). --no-related leaves out the related documents found after them (at
// 10^6 small files: 6 minutes). Anything else prints this usage.
#include "BenchOptions.h"
#include "PeakRss.h"
#include "extract/HtmlText.h"
#include "scan/Matching.h"
#include "scan/ScanJob.h"
#include "sketch/Sketch.h"
#include "text/Canonicalizer.h"
#include "usecase/Ingest.h"
#include "usecase/MatchAndCluster.h"
#include "usecase/RelatedDocuments.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QThread>
#include <cmath>
#include <cstdio>

using namespace lookalike;

namespace {

QByteArray words(QRandomGenerator &rng, qsizetype bytes, const QList<QByteArray> &vocabulary)
{
    QByteArray out;
    out.reserve(bytes + 32);
    int col = 0;
    while (out.size() < bytes) {
        const QByteArray &w = vocabulary.at(int(rng.bounded(qsizetype(vocabulary.size()))));
        out += w;
        col += int(w.size()) + 1;
        if (col > 72) {
            out += (rng.bounded(8) == 0) ? ".\n" : "\n";
            col = 0;
        } else {
            out += ' ';
        }
    }
    return out;
}

QList<QByteArray> makeVocabulary(QRandomGenerator &rng)
{
    // A Zipf-ish vocabulary: 5000 words of 2-12 letters, frequent short ones repeated.
    QList<QByteArray> v;
    for (int i = 0; i < 5000; ++i) {
        const int len = 2 + int(rng.bounded(i < 200 ? 4 : 11));
        QByteArray w;
        for (int k = 0; k < len; ++k)
            w += char('a' + rng.bounded(26));
        const int copies = i < 100 ? 20 : (i < 1000 ? 3 : 1);
        for (int c = 0; c < copies; ++c)
            v << w;
    }
    return v;
}

qint64 generate(const QString &dir, bool html, qint64 totalBytes, qint64 docBytes)
{
    QRandomGenerator rng(html ? 2 : 1);
    const QList<QByteArray> vocabulary = makeVocabulary(rng);
    qint64 written = 0;
    int n = 0;
    QByteArray previous;
    while (written < totalBytes) {
        QByteArray body;
        if (!previous.isEmpty() && rng.bounded(5) == 0) {
            body = previous; // a near-duplicate: the previous document with an edit
            body.insert(qsizetype(rng.bounded(body.size())), words(rng, 200, vocabulary));
        } else {
            body = words(rng, docBytes, vocabulary);
        }
        previous = body;
        QByteArray content;
        if (html) {
            content = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Document " +
                      QByteArray::number(n) +
                      "</title>\n<style>body { font-family: sans-serif; } p { margin: 1em; }</style>\n"
                      "<script>window.dataLayer = window.dataLayer || []; function "
                      "gtag(){dataLayer.push(arguments);}</script>\n"
                      "</head><body><div class=\"nav\"><a href=\"/\">Home</a> | <a "
                      "href=\"/about\">About</a></div>\n";
            const QList<QByteArray> paragraphs = body.split('\n');
            for (const QByteArray &p : paragraphs)
                content += "<p class=\"text\">" + p + " &amp; <em>more</em></p>\n";
            content += "<!-- footer --><footer>&copy; 2026 Example</footer></body></html>\n";
        } else {
            content = body;
        }
        QDir().mkpath(QStringLiteral("%1/%2").arg(dir).arg(n / 1000));
        QFile f(QStringLiteral("%1/%2/doc%3.%4")
                    .arg(dir)
                    .arg(n / 1000)
                    .arg(n)
                    .arg(html ? QStringLiteral("html") : QStringLiteral("txt")));
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write the corpus");
        f.write(content);
        written += content.size();
        ++n;
    }
    return n;
}

void runScan(const char *label, const QString &corpus, const QString &index)
{
    ScanParams p;
    p.indexPath = index;
    p.source.roots = {corpus};
    ScanJob job(p);
    const ScanSummary s = job.run();
    const double mb = double(s.counts.bytesRead) / 1e6;
    const double sec = s.elapsedSeconds;
    std::printf(
        "%-22s %7lld docs %8.1f MB %7.2f s  %7.1f MB/s  %8.0f docs/s  (%lld unchanged, %lld problems)\n",
        label, static_cast<long long>(s.counts.filesSeen), mb, sec, sec > 0 ? mb / sec : 0.0,
        sec > 0 ? double(s.counts.filesSeen) / sec : 0.0, static_cast<long long>(s.counts.filesUnchanged),
        static_cast<long long>(s.problems));
    const StageTimes &t = s.stageTimes;
    const double total = double(t.read + t.extract + t.canonicalize + t.sketch + t.store) / 1e9;
    if (total > 0 && mb > 0) {
        auto stage = [&](const char *name, std::int64_t ns) {
            const double secs = double(ns) / 1e9;
            std::printf("    %-14s %7.2f thread-s  %5.1f%%  %9.1f MB/s per thread\n", name, secs,
                        100 * secs / total, secs > 0 ? mb / secs : 0.0);
        };
        stage("read", t.read);
        stage("extract", t.extract);
        stage("canonicalize", t.canonicalize);
        stage("sketch", t.sketch);
        stage("store (writer)", t.store);
    }
    if (!s.status.isOk())
        std::printf("    error: %s\n", qPrintable(s.status.toString()));
}

// N small files with shared headers and near-duplicates (see the top of this file). Returns
// the bytes written.
qint64 generateSmallFiles(const QString &dir, qint64 files)
{
    QRandomGenerator rng(4);
    const QList<QByteArray> vocabulary = makeVocabulary(rng);
    QList<QByteArray> headers;
    for (int h = 0; h < 50; ++h)
        headers << "/*\n" + words(rng, 60 * (8 + qsizetype(rng.bounded(23))), vocabulary) + "\n*/\n";
    std::vector<QByteArray> recent;
    qint64 written = 0;
    for (qint64 n = 0; n < files; ++n) {
        QByteArray body;
        const double u = rng.generateDouble();
        if (!recent.empty() && u < 0.10) {
            // A near-duplicate: an earlier file with 2..30% of its words replaced.
            const QList<QByteArray> w = recent[rng.bounded(quint32(recent.size()))].split(' ');
            const double rate = 0.02 + 0.28 * rng.generateDouble();
            for (const QByteArray &x : w)
                body += (rng.generateDouble() < rate
                             ? vocabulary.at(int(rng.bounded(qsizetype(vocabulary.size()))))
                             : x) +
                        ' ';
        } else if (!recent.empty() && u < 0.13) {
            const QByteArray &of = recent[rng.bounded(quint32(recent.size()))];
            const qsizetype len =
                std::max<qsizetype>(200, qsizetype(double(of.size()) * (0.1 + 0.5 * rng.generateDouble())));
            body = of.mid(qsizetype(rng.bounded(quint32(std::max<qsizetype>(1, of.size() - len)))), len);
        } else {
            // About 4 KB: lognormal, 300 B .. 40 KB.
            const double z = std::sqrt(-2.0 * std::log(std::max(1e-12, rng.generateDouble()))) *
                             std::cos(6.283185307 * rng.generateDouble());
            body =
                words(rng, std::clamp<qsizetype>(qsizetype(std::exp(8.1 + 0.6 * z)), 300, 40000), vocabulary);
            if (rng.generateDouble() < 0.30 / 0.87)
                body.prepend(headers.at(int(rng.bounded(qsizetype(headers.size())))));
        }
        if (recent.size() < 1000)
            recent.push_back(body);
        else
            recent[rng.bounded(1000u)] = body;
        if (n % 1000 == 0)
            QDir().mkpath(QStringLiteral("%1/%2").arg(dir).arg(n / 1000));
        QFile f(QStringLiteral("%1/%2/f%3.txt").arg(dir).arg(n / 1000).arg(n));
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write the corpus");
        f.write(body);
        written += body.size();
    }
    return written;
}

void printMatch(const MatchSummary &m)
{
    const MatchStats &s = m.stats;
    std::printf(
        "  match: %.2f s (load %.2f%s, group %.2f, banding %.2f, samples %.2f, estimates %.2f, settle "
        "%.2f, store %.2f)%s\n",
        m.seconds, m.loadSeconds, m.sketchesFromScan ? " (the scan's table)" : "", s.groupingSeconds,
        s.bandingSeconds, s.samplingSeconds, s.verifyingSeconds, m.exact.seconds, m.storeSeconds,
        m.status.isOk() ? "" : qPrintable(QStringLiteral(" - ") + m.status.toString()));
    std::printf(
        "    %zu documents (%zu after collapsing %zu groups): %zu candidates, %zu pairs (%zu written out); "
        "%zu uncertain settled exactly (%zu kept, %zu by their estimates, %zu from the counts of an earlier "
        "settling) from %zu documents, %zu of them read again from their files\n",
        s.documents, s.representatives, s.groups, s.candidates, s.pairs, s.expandedPairs, m.exact.verified,
        m.exact.kept, m.exact.byEstimate, m.exact.fromBefore, m.exact.documentsRead,
        m.exact.documentsReadAgain);
    std::printf(
        "    band pair checks %zu, common buckets %zu, boilerplate documents %zu, directed %zu (%zu pairs)",
        s.bandPairChecks, s.commonBuckets, s.boilerplateDocuments, s.directedDocuments, s.directedPairs);
    if (s.incremental)
        std::printf("; matched what changed: %zu new, %zu retired, %zu matched again\n",
                    s.freshRepresentatives, s.retiredRepresentatives, s.matchedAgain);
    else
        std::printf("%s%s\n", s.fullBecause ? "; matched everything: " : "",
                    s.fullBecause ? s.fullBecause : "");
}

// Scans `folder` into a new index at `index` as `lookalike-cli scan` does (usecase::ScanFolders:
// scan, match with the uncertain pairs settled exactly, cluster), printing each phase as it
// ends; then finds the related documents on their own (as `lookalike-cli related` first does),
// then rescans the unchanged folder.
//
// With `added` (a folder of files), a third scan follows with those files copied into a folder
// of their own that the first two scans saw empty: what adding them costs.
void scanMatchCluster(const QString &folder, const QString &index, const QString &added, bool related)
{
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
        QFile::remove(index + suffix);
    QTemporaryDir addedHere;
    std::vector<const char *> labels{"scan", "rescan (unchanged)"};
    if (!added.isEmpty())
        labels.push_back("rescan (files added)");
    for (const char *label : labels) {
        if (!added.isEmpty() && std::string_view(label) == "rescan (files added)") {
            const QDir from(added);
            for (const QString &name : from.entryList(QDir::Files))
                QFile::copy(from.filePath(name), addedHere.filePath(name));
        }
        QElapsedTimer all;
        all.start();
        ScanParams p;
        p.indexPath = index;
        p.source.roots = {folder};
        if (!added.isEmpty())
            p.source.roots << addedHere.path();
        usecase::AfterIngest after;
        double clustered = 0;
        after.onClustered = [&](const usecase::ClusterOutcome &c) {
            clustered = double(all.nsecsElapsed()) / 1e9;
            if (c.matching)
                printMatch(*c.matching);
            else if (c.unchanged)
                std::printf("  match and cluster: nothing changed, nothing done\n");
            std::printf("  clusters (%s at %.2f): %lld holding %lld documents%s\n",
                        qPrintable(policyName(c.choice.policy)), c.choice.threshold,
                        static_cast<long long>(c.clusters), static_cast<long long>(c.documents),
                        c.status.isOk() ? "" : qPrintable(QStringLiteral(" - ") + c.status.toString()));
        };
        usecase::ScanFolders scan(p, after);
        std::printf("%s\n", label);
        scan.run({}, {}, [&](const ScanSummary &s) {
            const double mb = double(s.counts.bytesRead) / 1e6;
            std::printf("  read: %.2f s, %lld files (%lld indexed, %lld unchanged, %lld removed), %.1f MB, "
                        "%.1f MB/s%s\n",
                        s.elapsedSeconds, static_cast<long long>(s.counts.filesSeen),
                        static_cast<long long>(s.counts.filesIndexed),
                        static_cast<long long>(s.counts.filesUnchanged),
                        static_cast<long long>(s.counts.filesRemoved), mb,
                        s.elapsedSeconds > 0 ? mb / s.elapsedSeconds : 0.0,
                        s.status.isOk() ? "" : qPrintable(QStringLiteral(" - ") + s.status.toString()));
            const StageTimes &t = s.stageTimes;
            std::printf("    thread-s: read %.2f, extract %.2f, canonicalize %.2f, sketch %.2f, store "
                        "%.2f; peak RSS %.0f MB\n",
                        double(t.read) / 1e9, double(t.extract) / 1e9, double(t.canonicalize) / 1e9,
                        double(t.sketch) / 1e9, double(t.store) / 1e9, peakRssMb());
        });
        std::printf("  scan + match + cluster: %.2f s, peak RSS %.0f MB\n", clustered, peakRssMb());
    }
    if (!related)
        return;
    auto store = IndexStore::open(index);
    if (!store) {
        std::printf("cannot open %s: %s\n", qPrintable(index), qPrintable(store.status().toString()));
        return;
    }
    QElapsedTimer t;
    t.start();
    const std::optional<usecase::RelateOutcome> r = usecase::ensureRelated(**store);
    if (r)
        std::printf(
            "related documents on their own: %.2f s (words of %lld documents counted first %.2f, weigh %.2f, "
            "sketch %.2f, buckets %.2f, verify %.2f, topics %.2f): %lld pairs, %lld candidates, %lld topics; "
            "peak RSS %.0f MB%s\n",
            double(t.nsecsElapsed()) / 1e9, static_cast<long long>(r->bagsCounted), r->bagSeconds,
            r->summary.weighSeconds, r->summary.sketchSeconds, r->summary.bucketSeconds,
            r->summary.verifySeconds, r->clusterSeconds, static_cast<long long>(r->summary.related),
            static_cast<long long>(r->summary.candidates), static_cast<long long>(r->topics), peakRssMb(),
            r->status.isOk() ? "" : qPrintable(QStringLiteral(" - ") + r->status.toString()));
}

void microBenchmarks(const QString &textCorpus, const QString &htmlCorpus)
{
    // One file of each corpus, repeated to ~64 MB, through one stage at a time on one core.
    auto load = [](const QString &dir) {
        QByteArray all;
        for (int i = 0; all.size() < 64 * 1024 * 1024 && i < 100000; ++i) {
            QFile f(QStringLiteral("%1/0/doc%2.%3")
                        .arg(dir)
                        .arg(i % 50)
                        .arg(dir.endsWith(QLatin1String("html")) ? QStringLiteral("html")
                                                                 : QStringLiteral("txt")));
            if (f.open(QIODevice::ReadOnly))
                all += f.readAll() + '\n';
        }
        return all.toStdString();
    };
    const std::string text = load(textCorpus);
    const std::string html = load(htmlCorpus);
    Canonicalizer c;
    std::vector<std::uint64_t> tokens;
    QElapsedTimer t;
    auto rate = [&](double bytes) {
        return bytes / 1e6 / (double(t.nsecsElapsed()) / 1e9);
    };

    t.start();
    c.tokenHashes(text, tokens, Canonicalizer::Path::Auto);
    std::printf("single core: canonicalize, ASCII fast path   %8.1f MB/s\n", rate(double(text.size())));
    const std::string slice = text.substr(0, 8 * 1024 * 1024);
    std::vector<std::uint64_t> icuTokens;
    t.start();
    c.tokenHashes(slice, icuTokens, Canonicalizer::Path::IcuOnly);
    std::printf("single core: canonicalize, ICU only          %8.1f MB/s\n", rate(double(slice.size())));
    Sketcher sketcher;
    t.start();
    const DocumentSketch s = sketcher.sketch(tokens);
    std::printf("single core: shingle + sketch (k=%d)        %8.1f M shingles/s\n",
                sketcher.params().minHashSize,
                double(tokens.size()) / 1e6 / (double(t.nsecsElapsed()) / 1e9));
    Q_UNUSED(s);
    t.start();
    const auto fast = htmlTextFast(html);
    std::printf("single core: HTML fast extractor             %8.1f MB/s%s\n", rate(double(html.size())),
                fast ? "" : " (fell back)");
    const std::string htmlSlice = html.substr(0, 8 * 1024 * 1024);
    t.start();
    const std::string viaGumbo = htmlTextGumbo(htmlSlice);
    std::printf("single core: HTML via libgumbo               %8.1f MB/s\n", rate(double(htmlSlice.size())));
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption mbOption(QStringLiteral("mb"), QString(), QStringLiteral("N"));
    const QCommandLineOption docsKbOption(QStringLiteral("docs-kb"), QString(), QStringLiteral("K"));
    const QCommandLineOption keepOption(QStringLiteral("keep"), QString(), QStringLiteral("DIR"));
    const QCommandLineOption folderOption(QStringLiteral("folder"), QString(), QStringLiteral("DIR"));
    const QCommandLineOption smallFilesOption(QStringLiteral("small-files"), QString(), QStringLiteral("N"));
    const QCommandLineOption indexOption(QStringLiteral("index"), QString(), QStringLiteral("FILE"));
    const QCommandLineOption addOption(QStringLiteral("add"), QString(), QStringLiteral("DIR2"));
    const QCommandLineOption noRelatedOption(QStringLiteral("no-related"));
    if (const auto exitCode =
            parseBenchOptions(parser,
                              {mbOption, docsKbOption, keepOption, folderOption, smallFilesOption,
                               indexOption, addOption, noRelatedOption},
                              app.arguments(),
                              "usage: bench_scan [--mb N] [--docs-kb K] [--keep DIR]\n"
                              "       bench_scan --folder DIR [--index FILE] [--add DIR2] [--no-related]\n"
                              "       bench_scan --small-files N --keep DIR [--index FILE] [--no-related]\n"))
        return *exitCode;
    const qint64 mb = parser.isSet(mbOption) ? parser.value(mbOption).toLongLong() : 256;
    const qint64 docKb = parser.isSet(docsKbOption) ? parser.value(docsKbOption).toLongLong() : 32;
    const qint64 smallFiles = parser.value(smallFilesOption).toLongLong(); // 0 when not given
    const QString keep = parser.value(keepOption);
    QString folder = parser.value(folderOption);
    QString index = parser.value(indexOption);
    const QString added = parser.value(addOption);
    const bool related = !parser.isSet(noRelatedOption);
    QTemporaryDir tmp;
    if (index.isEmpty())
        index = tmp.filePath(QStringLiteral("bench.sqlite"));
    if (smallFiles > 0) {
        if (keep.isEmpty()) {
            std::printf("--small-files needs --keep DIR (the files are kept there for later runs)\n");
            return 2;
        }
        folder = keep;
        if (!QDir(folder).exists(QStringLiteral("0"))) {
            QElapsedTimer gen;
            gen.start();
            const qint64 bytes = generateSmallFiles(folder, smallFiles);
            std::printf("wrote %lld files (%.0f MB) in %.1f s\n", static_cast<long long>(smallFiles),
                        double(bytes) / 1e6, double(gen.elapsed()) / 1000);
        }
    }
    if (!folder.isEmpty()) {
        std::printf("Lookalike scan benchmark: %s, %d threads\n", qPrintable(folder),
                    QThread::idealThreadCount());
        scanMatchCluster(folder, index, added, related);
        return 0;
    }
    const QString base = keep.isEmpty() ? tmp.path() : keep;
    QDir().mkpath(base);
    std::printf("Lookalike scan benchmark: %lld MB per corpus, documents of ~%lld KB, %d threads, in %s\n",
                static_cast<long long>(mb), static_cast<long long>(docKb), QThread::idealThreadCount(),
                qPrintable(base));
    const QString text = base + QStringLiteral("/corpus-text");
    const QString html = base + QStringLiteral("/corpus-html");
    QElapsedTimer gen;
    gen.start();
    if (!QDir(text).exists())
        generate(text, false, mb * 1000 * 1000, docKb * 1024);
    if (!QDir(html).exists())
        generate(html, true, mb * 1000 * 1000, docKb * 1024);
    std::printf("corpus ready in %.1f s\n\n", double(gen.elapsed()) / 1000);

    for (const auto &[label, corpus] : {std::pair{"plain text", text}, std::pair{"html", html}}) {
        const QString index = base + QStringLiteral("/index-") +
                              QString::fromLatin1(label).replace(QLatin1Char(' '), QLatin1Char('-')) +
                              QStringLiteral(".sqlite");
        for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
            QFile::remove(index + suffix);
        runScan(QByteArray(QByteArray(label) + ", first scan").constData(), corpus, index);
        runScan(QByteArray(QByteArray(label) + ", rescan").constData(), corpus, index);
    }
    std::printf("peak RSS of the scans: %.1f MB\n\n", peakRssMb());
    microBenchmarks(text, html);
    return 0;
}
