// lookalike-cli commands for web crawls: import, url, lost-found, mirrors, evolution.
#include "CliCommon.h"
#include "Commands.h"

#include "crawl/CrawlIndex.h"
#include "crawl/Evolution.h"
#include "crawl/LostAndFound.h"
#include "crawl/Mirrors.h"
#include "scan/ImportJob.h"
#include "scan/Matching.h"
#include "store/CsvExport.h"

#include <QDateTime>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <atomic>
#include <csignal>
#include <unistd.h>

namespace lookalike::cli {

namespace {

std::atomic<ImportJob *> g_runningImport{nullptr};

extern "C" void onImportInterrupt(int)
{
    if (ImportJob *job = g_runningImport.load())
        job->cancel();
}

// Loads the crawl side of the index; prints why not and returns nullopt on failure.
std::optional<CrawlIndex> loadCrawl(IndexStore &store, const QString &command)
{
    auto index = CrawlIndex::load(store);
    if (!index) {
        err() << "lookalike-cli " << command << ": " << index.status().toString() << '\n';
        return std::nullopt;
    }
    if (index->isEmpty()) {
        err() << tr("lookalike-cli %1: the index holds no web archive (run 'lookalike-cli import' first)\n").arg(command);
        return std::nullopt;
    }
    return std::move(index).value();
}

std::optional<int> sweepNamed(const CrawlIndex &index, const QString &label, const QString &command)
{
    if (auto id = index.sweepByLabel(label))
        return id;
    QStringList known;
    for (const Sweep &s : index.sweeps())
        known << s.label;
    err() << tr("lookalike-cli %1: no sweep '%2' (sweeps: %3)\n").arg(command, label, known.join(QLatin1String(", ")));
    return std::nullopt;
}

QString dateText(qint64 ms)
{
    return ms > 0 ? QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODate) : QString();
}

} // namespace

int importCommand(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption db(QStringLiteral("db"), tr("The index file (default: in the user's data folder)."),
                                tr("FILE"));
    const QCommandLineOption sweepOption(QStringLiteral("sweep"),
                                         tr("The sweep (crawl) these archives belong to (default: the date of "
                                            "the first capture). An existing sweep is added to."),
                                         tr("LABEL"));
    const QCommandLineOption date(QStringLiteral("date"),
                                  tr("The sweep's date, ISO 8601 (default: its earliest capture)."), tr("ISO-DATE"));
    const QCommandLineOption threads(QStringLiteral("threads"), tr("Analysis threads (default: one per core)."), tr("N"));
    const QCommandLineOption quiet({QStringLiteral("q"), QStringLiteral("quiet")}, tr("No progress on stderr."));
    const QCommandLineOption noMatch(QStringLiteral("no-match"), tr("Only import; do not match and cluster."));
    parser.addOptions({db, sweepOption, date, threads, quiet, noMatch});
    parser.addPositionalArgument(QStringLiteral("ARCHIVE"), tr("WARC or ARC files, plain or gzip."),
                                 QStringLiteral("ARCHIVE..."));
    if (int rc = parseCommand(parser, args,
                              tr("Import web archives (WARC 1.0/1.1, ARC v1/v2) as one sweep of a crawl."), 1, -1);
        rc >= 0)
        return rc;

    ImportParams params;
    params.indexPath = parser.isSet(db) ? parser.value(db) : IndexStore::defaultPath();
    params.archives = parser.positionalArguments();
    params.sweepLabel = parser.value(sweepOption);
    if (parser.isSet(date)) {
        QDateTime d = QDateTime::fromString(parser.value(date), Qt::ISODate);
        if (!d.isValid())
            d = QDateTime::fromString(parser.value(date) + QStringLiteral("T00:00:00Z"), Qt::ISODate);
        if (!d.isValid()) {
            err() << tr("lookalike-cli import: --date takes an ISO 8601 date, e.g. 2024-05-01 or 2024-05-01T12:00:00Z\n");
            return ExitUsage;
        }
        if (d.timeSpec() == Qt::LocalTime)
            d.setTimeSpec(Qt::UTC);
        params.sweepDateMs = d.toMSecsSinceEpoch();
    }
    if (!parseWholeNumber(parser, threads, 1, std::numeric_limits<int>::max(), params.threads))
        return ExitUsage;
    // Sketch parameters follow the index (shingle width etc.).
    if (QFileInfo::exists(params.indexPath)) {
        if (auto store = IndexStore::open(params.indexPath); store)
            params.sketch = indexSketchParams(**store);
    }
    for (const QString &a : params.archives) {
        const QFileInfo fi(a);
        if (!fi.exists() || !fi.isFile()) {
            err() << tr("lookalike-cli import: %1: no such file\n").arg(a);
            return ExitFailure;
        }
    }

    ImportJob job(params);
    g_runningImport.store(&job);
    std::signal(SIGINT, onImportInterrupt);
    std::signal(SIGTERM, onImportInterrupt);
    const bool showProgress = !parser.isSet(quiet) && ::isatty(STDERR_FILENO);
    const ImportSummary s = job.run([&](const ImportProgress &p) {
        if (!showProgress)
            return;
        const double mbps = p.elapsedSeconds > 0 ? double(p.bytesDone) / 1e6 / p.elapsedSeconds : 0;
        err() << '\r'
              << tr("archive %1/%2, %3/%4, %5 MB/s, %6 records, %7 documents, %8 problems")
                     .arg(std::min(p.archivesDone + 1, p.archivesTotal))
                     .arg(p.archivesTotal)
                     .arg(humanBytes(p.bytesDone), humanBytes(p.bytesTotal))
                     .arg(mbps, 0, 'f', 1)
                     .arg(p.records)
                     .arg(p.documents)
                     .arg(p.problems)
              << "\x1b[K";
        err().flush();
    });
    g_runningImport.store(nullptr);
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    if (showProgress)
        err() << '\n';
    if (!s.status.isOk()) {
        err() << tr("lookalike-cli import: %1\n").arg(s.status.toString());
        if (s.scanId == 0)
            return ExitFailure;
    }
    QTextStream &o = out();
    o << tr("Index: %1\n").arg(params.indexPath);
    o << tr("Import %1 into sweep '%2': %3 in %4 s\n").arg(s.scanId).arg(s.sweepLabel, s.state).arg(s.elapsedSeconds, 0, 'f', 2);
    o << tr("Archives: %1 (%2 already imported, skipped), %3 read (%4 MB/s), payloads %5\n")
             .arg(s.archives)
             .arg(s.archivesSkipped)
             .arg(humanBytes(s.bytesRead))
             .arg(s.elapsedSeconds > 0 ? double(s.bytesRead) / 1e6 / s.elapsedSeconds : 0.0, 0, 'f', 1)
             .arg(humanBytes(s.payloadBytes));
    o << tr("Records: %1 read; %2 captures stored (%3 analysed, %4 taken from identical or revisited captures, "
            "%5 HTTP errors and redirects); %6 not text; %7 requests, metadata and other records skipped\n")
             .arg(s.records)
             .arg(s.documents)
             .arg(s.analyzed)
             .arg(s.copied)
             .arg(s.httpErrors)
             .arg(s.notText)
             .arg(s.skipped);
    if (s.unresolvedRevisits > 0)
        o << tr("Revisits whose original capture is not in the index: %1 (import the archive that holds it)\n")
                 .arg(s.unresolvedRevisits);
    if (s.problems > 0) {
        o << tr("Problems: %1\n").arg(s.problems);
        for (const auto &[reason, n] : s.problemsByReason)
            o << "  " << reason << ": " << n << '\n';
        for (const ImportProblem &p : s.problemExamples)
            o << "    " << p.locator << ": " << p.status.message() << '\n';
        if (s.problems > qint64(s.problemExamples.size()))
            o << tr("    ... and %1 more\n").arg(s.problems - qint64(s.problemExamples.size()));
    }
    if (s.state == QLatin1String("done") && !parser.isSet(noMatch)) {
        MatchParams match;
        if (auto store = IndexStore::open(params.indexPath); store)
            match = storedMatchParams(**store).value_or(MatchParams{});
        o.flush();
        if (int rc = matchAndCluster(params.indexPath, match, o, showProgress); rc != ExitOk)
            return rc;
    }
    o.flush();
    if (s.state == QLatin1String("cancelled"))
        return ExitCancelled;
    return s.status.isOk() ? ExitOk : ExitFailure;
}

int urlCommand(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption db(QStringLiteral("db"), tr("The index file."), tr("FILE"));
    const QCommandLineOption threshold(QStringLiteral("threshold"),
                                       tr("Resemblance joining pages into a cluster (default 0.5)."), tr("R"));
    parser.addOptions({db, threshold});
    parser.addPositionalArgument(QStringLiteral("URL"), tr("A URL of an imported crawl."));
    if (int rc = parseCommand(parser, args,
                              tr("Broder's query support: the captures of a URL in each sweep and the URLs of their "
                                 "clusters."),
                              1, 1);
        rc >= 0)
        return rc;
    double t = 0.5;
    if (!parseFraction(parser, threshold, t))
        return ExitUsage;
    auto store = openExisting(parser, db, QStringLiteral("url"));
    if (!store) {
        err() << "lookalike-cli url: " << store.status().toString() << '\n';
        return ExitFailure;
    }
    auto index = loadCrawl(**store, QStringLiteral("url"));
    if (!index)
        return ExitFailure;
    const QString url = parser.positionalArguments().constFirst();
    const auto captures = index->capturesOf(url);
    if (captures.empty()) {
        err() << tr("lookalike-cli url: %1 is in no sweep of the index\n").arg(url);
        return ExitFailure;
    }
    QTextStream &o = out();
    for (const Capture *c : captures) {
        o << tr("sweep %1: captured %2, HTTP %3%4\n")
                 .arg(index->sweepLabel(c->sweep), dateText(c->captureMs))
                 .arg(c->httpStatus)
                 .arg(c->good() ? QString() : tr(" (no text)"));
        if (!c->good())
            continue;
        const auto clusters = index->clusters(c->sweep, t);
        const auto &members = clusters.members[clusters.clusterOf.at(c->docId)];
        for (qint64 d : members) {
            if (d == c->docId)
                continue;
            double r = 0;
            for (const CrawlIndex::Neighbor &n : index->neighbors(c->docId))
                if (n.docId == d)
                    r = n.resemblance;
            o << "  " << index->capture(d)->url << (r > 0 ? QStringLiteral("  %1").arg(fixed(r)) : QString()) << '\n';
        }
    }
    return ExitOk;
}

int lostFoundCommand(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption db(QStringLiteral("db"), tr("The index file."), tr("FILE"));
    const QCommandLineOption all(QStringLiteral("all"), tr("Every URL gone from the newest sweep."));
    const QCommandLineOption min(QStringLiteral("min"),
                                 tr("Least resemblance of a new page to the old one (default 0.4)."), tr("R"));
    const QCommandLineOption format(QStringLiteral("format"), tr("text or csv (default text)."), tr("FORMAT"),
                                    QStringLiteral("text"));
    parser.addOptions({db, all, min, format});
    parser.addPositionalArgument(QStringLiteral("URL"), tr("A URL gone from the newest sweep."), QStringLiteral("[URL]"));
    if (int rc = parseCommand(parser, args,
                              tr("Lost and found: where the pages gone from the newest sweep are now."), 0, 1);
        rc >= 0)
        return rc;
    if (parser.isSet(all) == !parser.positionalArguments().isEmpty()) {
        err() << tr("lookalike-cli lost-found: give a URL or --all\n");
        return ExitUsage;
    }
    if (!validFormat(parser, format, QStringLiteral("lost-found"), {QStringLiteral("text"), QStringLiteral("csv")}))
        return ExitUsage;
    LostFoundParams params;
    if (!parseFraction(parser, min, params.minResemblance))
        return ExitUsage;
    auto store = openExisting(parser, db, QStringLiteral("lost-found"));
    if (!store) {
        err() << "lookalike-cli lost-found: " << store.status().toString() << '\n';
        return ExitFailure;
    }
    auto index = loadCrawl(**store, QStringLiteral("lost-found"));
    if (!index)
        return ExitFailure;
    std::vector<LostFoundAnswer> answers;
    if (parser.isSet(all))
        answers = lostAndFoundAll(*index, params);
    else
        answers.push_back(lostAndFound(*index, parser.positionalArguments().constFirst(), params));
    QTextStream &o = out();
    auto label = [&](int sweep) { return index->sweepLabel(sweep); };
    if (parser.value(format) == QLatin1String("csv")) {
        o << csv::lostFoundHeader() << '\n';
        for (const LostFoundAnswer &a : answers)
            o << csv::lostFoundRow(a, label) << '\n';
        return ExitOk;
    }
    qint64 moved = 0;
    for (const LostFoundAnswer &a : answers) {
        switch (a.verdict) {
        case LostFoundAnswer::Verdict::Moved:
            ++moved;
            o << tr("%1 -> %2 (resemblance %3%4)\n")
                     .arg(a.oldUrl, a.newUrl, fixed(a.resemblance), a.viaRedirect ? tr(", redirected") : QString());
            break;
        case LostFoundAnswer::Verdict::Deleted:
            o << tr("%1: gone (last seen in sweep %2), nothing in sweep %3 resembles it\n")
                     .arg(a.oldUrl, label(a.lastGoodSweep), label(a.newestSweep));
            break;
        case LostFoundAnswer::Verdict::NotGone:
            o << tr("%1: still there in sweep %2\n").arg(a.oldUrl, label(a.newestSweep));
            break;
        case LostFoundAnswer::Verdict::NeverGood:
            o << tr("%1: never captured with text\n").arg(a.oldUrl);
            break;
        case LostFoundAnswer::Verdict::Unknown:
            o << tr("%1: in no sweep of the index\n").arg(a.oldUrl);
            break;
        }
    }
    if (parser.isSet(all))
        o << tr("%1 URLs gone from sweep %2: %3 found elsewhere, %4 not\n")
                 .arg(answers.size())
                 .arg(label(index->newestSweep()))
                 .arg(moved)
                 .arg(qint64(answers.size()) - moved);
    return ExitOk;
}

int mirrorsCommand(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption db(QStringLiteral("db"), tr("The index file."), tr("FILE"));
    const QCommandLineOption sweepOption(QStringLiteral("sweep"), tr("The sweep (default: the newest)."), tr("LABEL"));
    const QCommandLineOption minPages(QStringLiteral("min-pages"),
                                      tr("Least pages a host pair shares (default 10)."), tr("N"));
    const QCommandLineOption threshold(QStringLiteral("threshold"),
                                       tr("Resemblance joining pages into a cluster (default 0.5)."), tr("R"));
    const QCommandLineOption all(QStringLiteral("all"), tr("Also list host pairs that share content but are no mirrors."));
    const QCommandLineOption format(QStringLiteral("format"), tr("text or csv (default text)."), tr("FORMAT"),
                                    QStringLiteral("text"));
    parser.addOptions({db, sweepOption, minPages, threshold, all, format});
    if (int rc = parseCommand(parser, args,
                              tr("Mirrored hosts: host pairs sharing near-duplicate pages under the same paths."), 0, 0);
        rc >= 0)
        return rc;
    if (!validFormat(parser, format, QStringLiteral("mirrors"), {QStringLiteral("text"), QStringLiteral("csv")}))
        return ExitUsage;
    MirrorParams params;
    if (!parseWholeNumber(parser, minPages, 1, std::numeric_limits<int>::max(), params.minPages)
        || !parseFraction(parser, threshold, params.threshold))
        return ExitUsage;
    auto store = openExisting(parser, db, QStringLiteral("mirrors"));
    if (!store) {
        err() << "lookalike-cli mirrors: " << store.status().toString() << '\n';
        return ExitFailure;
    }
    auto index = loadCrawl(**store, QStringLiteral("mirrors"));
    if (!index)
        return ExitFailure;
    if (parser.isSet(sweepOption)) {
        auto id = sweepNamed(*index, parser.value(sweepOption), QStringLiteral("mirrors"));
        if (!id)
            return ExitUsage;
        params.sweep = *id;
    }
    const auto pairs = findMirrors(*index, params);
    QTextStream &o = out();
    const bool csvOut = parser.value(format) == QLatin1String("csv");
    if (csvOut)
        o << csv::mirrorsHeader() << '\n';
    int mirrors = 0;
    int others = 0;
    for (const HostPair &p : pairs) {
        if (p.verdict == HostPair::Verdict::Mirror)
            ++mirrors;
        else
            ++others;
        if (csvOut) {
            o << csv::mirrorRow(p) << '\n';
            continue;
        }
        if (p.verdict != HostPair::Verdict::Mirror && !parser.isSet(all))
            continue;
        o << tr("%1  %2  %3 shared pages, %4 of %5 shared clusters under the same path suffix: %6\n")
                 .arg(p.hostA, p.hostB)
                 .arg(p.sharedPages)
                 .arg(p.suffixMatches)
                 .arg(p.sharedClusters)
                 .arg(verdictName(p.verdict));
        for (const QString &e : p.examples)
            o << "    " << e << '\n';
    }
    if (!csvOut)
        o << tr("Sweep %1: %2 mirrored host pairs; %3 other host pairs share >= %4 pages%5\n")
                 .arg(index->sweepLabel(params.sweep >= 0 ? params.sweep : index->newestSweep()))
                 .arg(mirrors)
                 .arg(others)
                 .arg(params.minPages)
                 .arg(others && !parser.isSet(all) ? tr(" (--all lists them)") : QString());
    return ExitOk;
}

int evolutionCommand(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption db(QStringLiteral("db"), tr("The index file."), tr("FILE"));
    const QCommandLineOption from(QStringLiteral("from"), tr("The earlier sweep."), tr("LABEL"));
    const QCommandLineOption to(QStringLiteral("to"), tr("The later sweep."), tr("LABEL"));
    const QCommandLineOption threshold(QStringLiteral("threshold"),
                                       tr("Resemblance joining pages into a cluster (default 0.5)."), tr("R"));
    const QCommandLineOption format(QStringLiteral("format"), tr("text, csv (one row per URL) or json (default text)."),
                                    tr("FORMAT"), QStringLiteral("text"));
    parser.addOptions({db, from, to, threshold, format});
    if (int rc = parseCommand(parser, args,
                              tr("How clusters and pages changed between two sweeps (Fetterly et al.)."), 0, 0);
        rc >= 0)
        return rc;
    if (!parser.isSet(from) || !parser.isSet(to)) {
        err() << tr("lookalike-cli evolution: --from and --to name two sweeps\n");
        return ExitUsage;
    }
    if (!validFormat(parser, format, QStringLiteral("evolution"),
                     {QStringLiteral("text"), QStringLiteral("csv"), QStringLiteral("json")}))
        return ExitUsage;
    EvolutionParams params;
    if (!parseFraction(parser, threshold, params.threshold))
        return ExitUsage;
    auto store = openExisting(parser, db, QStringLiteral("evolution"));
    if (!store) {
        err() << "lookalike-cli evolution: " << store.status().toString() << '\n';
        return ExitFailure;
    }
    auto index = loadCrawl(**store, QStringLiteral("evolution"));
    if (!index)
        return ExitFailure;
    auto fromId = sweepNamed(*index, parser.value(from), QStringLiteral("evolution"));
    auto toId = sweepNamed(*index, parser.value(to), QStringLiteral("evolution"));
    if (!fromId || !toId)
        return ExitUsage;
    params.fromSweep = *fromId;
    params.toSweep = *toId;
    auto ev = evolution(**store, *index, params);
    if (!ev) {
        err() << "lookalike-cli evolution: " << ev.status().toString() << '\n';
        return ExitFailure;
    }
    QTextStream &o = out();
    const QString fmt = parser.value(format);
    if (fmt == QLatin1String("csv")) {
        o << "from,to,url,cluster_size_from,cluster_size_to,containment,similarity,change,agreement\n";
        for (const UrlEvolution &u : ev->urls)
            o << csv::field(ev->fromLabel) << ',' << csv::field(ev->toLabel) << ',' << csv::field(u.url) << ',' << u.clusterSizeFrom << ',' << u.clusterSizeTo << ',' << fixed(u.containment)
              << ',' << fixed(u.similarity) << ',' << (u.inBoth ? bucketName(u.bucket) : QStringLiteral("gone")) << ','
              << (u.inBoth ? fixed(u.agreement) : QString()) << '\n';
        return ExitOk;
    }
    if (fmt == QLatin1String("json")) {
        QJsonObject root;
        root[QStringLiteral("from")] = ev->fromLabel;
        root[QStringLiteral("to")] = ev->toLabel;
        root[QStringLiteral("urls_from")] = ev->urlsFrom;
        root[QStringLiteral("urls_to")] = ev->urlsTo;
        root[QStringLiteral("common")] = ev->common;
        root[QStringLiteral("born")] = ev->born;
        root[QStringLiteral("died")] = ev->died;
        root[QStringLiteral("moved")] = ev->moved;
        QJsonObject buckets;
        for (int b = 0; b < kChangeBuckets; ++b)
            buckets[bucketName(ChangeBucket(b))] = ev->buckets[b];
        root[QStringLiteral("changes")] = buckets;
        QJsonArray ranges;
        for (const SizeRangeFigures &r : ev->ranges) {
            if (!r.urls)
                continue;
            QJsonObject j;
            j[QStringLiteral("cluster_size")] = r.label;
            j[QStringLiteral("urls")] = r.urls;
            j[QStringLiteral("containment")] = r.containment;
            j[QStringLiteral("similarity")] = r.similarity;
            j[QStringLiteral("reverse_containment")] = r.reverseContainment;
            QJsonObject rb;
            for (int b = 0; b < kChangeBuckets; ++b)
                rb[bucketName(ChangeBucket(b))] = r.buckets[b];
            j[QStringLiteral("changes")] = rb;
            ranges.append(j);
        }
        root[QStringLiteral("cluster_sizes")] = ranges;
        QJsonArray urls;
        for (const UrlEvolution &u : ev->urls) {
            QJsonObject j;
            j[QStringLiteral("url")] = u.url;
            j[QStringLiteral("cluster_size_from")] = u.clusterSizeFrom;
            j[QStringLiteral("cluster_size_to")] = u.clusterSizeTo;
            j[QStringLiteral("containment")] = u.containment;
            j[QStringLiteral("similarity")] = u.similarity;
            j[QStringLiteral("change")] = u.inBoth ? bucketName(u.bucket) : QStringLiteral("gone");
            urls.append(j);
        }
        root[QStringLiteral("urls")] = urls;
        o << QJsonDocument(root).toJson(QJsonDocument::Indented);
        return ExitOk;
    }
    o << tr("From sweep %1 (%2 pages) to sweep %3 (%4 pages): %5 in both, %6 born, %7 died (%8 of them moved)\n")
             .arg(ev->fromLabel)
             .arg(ev->urlsFrom)
             .arg(ev->toLabel)
             .arg(ev->urlsTo)
             .arg(ev->common)
             .arg(ev->born)
             .arg(ev->died)
             .arg(ev->moved);
    o << tr("Change of the pages in both:");
    for (int b = 0; b < kChangeBuckets; ++b)
        o << ' ' << bucketName(ChangeBucket(b)) << ' ' << ev->buckets[b] << (b + 1 < kChangeBuckets ? "," : "\n");
    o << tr("cluster size   URLs   containment  similarity  reverse containment\n");
    for (const SizeRangeFigures &r : ev->ranges) {
        if (!r.urls)
            continue;
        o << r.label.leftJustified(13) << QString::number(r.urls).rightJustified(6) << "   "
          << fixed(r.containment).rightJustified(11) << "  " << fixed(r.similarity).rightJustified(10) << "  "
          << fixed(r.reverseContainment).rightJustified(19) << '\n';
    }
    return ExitOk;
}

} // namespace lookalike::cli
