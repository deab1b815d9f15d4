#include "Commands.h"

#include "CliCommon.h"
#include "cluster/ClusterPolicy.h"
#include "scan/DocumentAnalyzer.h"
#include "scan/Matching.h"
#include "scan/ScanJob.h"
#include "sketch/Estimate.h"
#include "store/CsvExport.h"
#include "store/IndexStore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTextStream>
#include <atomic>
#include <csignal>
#include <cstdio>
#include <limits>
#include <memory>
#include <optional>
#include <unistd.h>

namespace lookalike::cli {

// Helpers shared with CrawlCommands.cpp (declared in CliCommon.h).

QString tr(const char *text)
{
    return QCoreApplication::translate("cli", text);
}

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}
QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

// Parses args[1..] with the options of one command. Returns -1 to go on, else an exit code.
int parseCommand(QCommandLineParser &parser, const QStringList &args, const QString &synopsis,
                 int minPositional, int maxPositional)
{
    parser.setApplicationDescription(synopsis);
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help."));
    parser.addOption(help);
    QStringList argv = args;
    argv[0] = QStringLiteral("lookalike-cli ") + args[0];
    if (!parser.parse(argv)) {
        err() << "lookalike-cli " << args[0] << ": " << parser.errorText() << '\n';
        return ExitUsage;
    }
    if (parser.isSet(help)) {
        out() << parser.helpText();
        return ExitOk;
    }
    const auto n = parser.positionalArguments().size();
    if (n < minPositional || (maxPositional >= 0 && n > maxPositional)) {
        err() << parser.helpText();
        return ExitUsage;
    }
    return -1;
}

// Parses an optional whole number in [min, max] into `value`; false (with a message) if it is not one.
bool parseWholeNumber(const QCommandLineParser &parser, const QCommandLineOption &option, int min, int max,
                      int &value)
{
    if (!parser.isSet(option))
        return true;
    bool ok = false;
    const int v = parser.value(option).toInt(&ok);
    if (!ok || v < min || v > max) {
        const QString name = option.names().constLast();
        if (max == std::numeric_limits<int>::max())
            err() << tr("lookalike-cli: --%1 takes a whole number >= %2\n").arg(name).arg(min);
        else
            err()
                << tr("lookalike-cli: --%1 takes a whole number from %2 to %3\n").arg(name).arg(min).arg(max);
        return false;
    }
    value = v;
    return true;
}

bool parseShingleWidth(const QCommandLineParser &parser, const QCommandLineOption &option,
                       SketchParams &params)
{
    return parseWholeNumber(parser, option, ShingleParams::kMinWidth, ShingleParams::kMaxWidth,
                            params.shingle.width);
}

QString humanBytes(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

std::atomic<ScanJob *> g_runningScan{nullptr};
std::atomic_bool g_cancelMatching{false};

extern "C" void onInterrupt(int)
{
    g_cancelMatching.store(true);
    if (ScanJob *job = g_runningScan.load())
        job->cancel();
}

InterruptGuard::InterruptGuard()
{
    g_cancelMatching.store(false);
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
}

InterruptGuard::~InterruptGuard()
{
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
}

const std::atomic_bool *InterruptGuard::cancelFlag() const
{
    return &g_cancelMatching;
}

MatchProgressFn matchProgressLine(bool show)
{
    if (!show)
        return {};
    struct State
    {
        MatchProgress::Phase phase = MatchProgress::Phase::Grouping;
        QElapsedTimer since;
    };
    auto state = std::make_shared<State>();
    state->since.start();
    return [state](const MatchProgress &p) {
        if (p.phase != state->phase) {
            state->phase = p.phase;
            state->since.restart();
        }
        QString left;
        if (p.done > 0 && p.total > p.done && state->since.elapsed() > 500)
            left =
                tr(", %1 s left")
                    .arg(double(state->since.elapsed()) / 1000.0 * double(p.total - p.done) / double(p.done),
                         0, 'f', 0);
        QString counts;
        if (p.phase == MatchProgress::Phase::Verifying || p.phase == MatchProgress::Phase::Reading)
            counts = tr(", %1 pairs").arg(p.pairs);
        else if (p.candidates > 0)
            counts = tr(", %1 candidates").arg(p.candidates);
        err() << '\r'
              << tr("Matching: %1 %2/%3%4%5")
                     .arg(matchPhaseText(p.phase))
                     .arg(p.done)
                     .arg(p.total)
                     .arg(counts, left)
              << "\x1b[K";
        err().flush();
    };
}

// Parses an optional number in [0, 1] into `value`; false (with a message) if it is not one.
bool parseFraction(const QCommandLineParser &parser, const QCommandLineOption &option, double &value)
{
    if (!parser.isSet(option))
        return true;
    bool ok = false;
    const double v = parser.value(option).toDouble(&ok);
    if (!ok || v < 0 || v > 1) {
        err() << tr("lookalike-cli: --%1 takes a number from 0 to 1\n").arg(option.names().constLast());
        return false;
    }
    value = v;
    return true;
}

QString fixed(double v)
{
    return QString::number(v, 'f', 4);
}

bool validFormat(const QCommandLineParser &parser, const QCommandLineOption &format, const QString &command,
                 const QStringList &allowed)
{
    if (allowed.contains(parser.value(format)))
        return true;
    err() << tr("lookalike-cli %1: --format is %2\n").arg(command, allowed.join(QLatin1String(" or ")));
    return false;
}

// Opens the index named by --db (or the default) that must exist.
Result<std::unique_ptr<IndexStore>> openExisting(const QCommandLineParser &parser,
                                                 const QCommandLineOption &db, const QString &command)
{
    const QString path = parser.isSet(db) ? parser.value(db) : IndexStore::defaultPath();
    if (!QFileInfo::exists(path))
        return Status::error(Status::Code::NotFound,
                             tr("%1: no index there (run 'lookalike-cli scan' first)").arg(path));
    Q_UNUSED(command);
    return IndexStore::open(path);
}

// The summary line of a matching run.
QString matchSummaryText(const MatchSummary &m, const MatchParams &match)
{
    return tr("Matched %1 documents (%2 after collapsing equivalent ones) in %3 s: %4 pairs with resemblance "
              ">= %5 "
              "or containment >= %6 (LSH %7 bands x %8 rows; %9 candidates, %10 settled exactly from the "
              "files; "
              "%11 common shingles ignored)\n")
        .arg(m.stats.documents)
        .arg(m.stats.representatives)
        .arg(m.seconds, 0, 'f', 2)
        .arg(m.stats.expandedPairs)
        .arg(match.threshold)
        .arg(match.containmentThreshold)
        .arg(m.stats.banding.bands)
        .arg(m.stats.banding.rows)
        .arg(m.stats.candidates)
        .arg(m.exact.verified)
        .arg(m.stats.commonShinglesIgnored);
}

// Runs ensureMatched for a command with a progress line and Ctrl+C; -1 to go on, else the
// exit code (after a message).
int matchIfNeeded(IndexStore &store, const QString &command, double resemblance, double containment,
                  bool quiet)
{
    InterruptGuard interrupt;
    const bool show = !quiet && ::isatty(STDERR_FILENO);
    const std::optional<MatchSummary> m =
        ensureMatched(store, resemblance, containment, interrupt.cancelFlag(), matchProgressLine(show));
    if (show && m)
        err() << '\n';
    if (!m || m->status.isOk())
        return -1;
    if (m->status.code() == Status::Code::Cancelled) {
        err() << tr("lookalike-cli %1: matching cancelled; the pairs stored before are kept\n").arg(command);
        return ExitCancelled;
    }
    err() << "lookalike-cli " << command << ": matching: " << m->status.toString() << '\n';
    return ExitFailure;
}

// Matches the index at the stored or given thresholds, then clusters with the stored policy.
int matchAndCluster(const QString &indexPath, const MatchParams &match, QTextStream &o, bool showProgress)
{
    auto store = IndexStore::open(indexPath);
    if (!store) {
        err() << "lookalike-cli: " << store.status().toString() << '\n';
        return ExitFailure;
    }
    MatchSummary m;
    {
        InterruptGuard interrupt;
        m = matchIndex(**store, match, interrupt.cancelFlag(), matchProgressLine(showProgress));
    }
    if (showProgress)
        err() << '\n';
    if (m.status.code() == Status::Code::Cancelled) {
        err() << tr(
            "lookalike-cli: matching cancelled; the index keeps its documents, the next scan matches them\n");
        return ExitCancelled;
    }
    if (!m.status.isOk()) {
        err() << "lookalike-cli: matching: " << m.status.toString() << '\n';
        return ExitFailure;
    }
    o << matchSummaryText(m, match);
    o.flush();
    const ClusterPolicy policy =
        policyFromName((*store)
                           ->setting(QStringLiteral("cluster_policy"), QStringLiteral("union"))
                           .valueOr(QStringLiteral("union")))
            .value_or(ClusterPolicy::Union);
    const double threshold = (*store)
                                 ->setting(QStringLiteral("cluster_threshold"), QStringLiteral("0.5"))
                                 .valueOr(QStringLiteral("0.5"))
                                 .toDouble();
    auto clusters = clusterIndex(**store, policy, threshold);
    if (!clusters) {
        err() << "lookalike-cli: clustering: " << clusters.status().toString() << '\n';
        return ExitFailure;
    }
    std::size_t members = 0;
    for (const Cluster &c : *clusters)
        members += c.members.size();
    o << tr("Clusters (%1 at %2): %3 clusters holding %4 documents\n")
             .arg(policyName(policy))
             .arg(threshold)
             .arg(clusters->size())
             .arg(members);
    o.flush();
    return ExitOk;
}

int scanCommand(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption db(QStringLiteral("db"),
                                tr("The index file (default: in the user's data folder)."), tr("FILE"));
    const QCommandLineOption shingle(QStringLiteral("shingle"), tr("Words per shingle, 1..16 (default 5)."),
                                     tr("W"));
    const QCommandLineOption wrap(QStringLiteral("wrap"), tr("Shingles wrap around the end of a document."));
    const QCommandLineOption include(QStringLiteral("include"), tr("Only files matching GLOB (repeatable)."),
                                     tr("GLOB"));
    const QCommandLineOption exclude(QStringLiteral("exclude"),
                                     tr("Skip files and folders matching GLOB (repeatable)."), tr("GLOB"));
    const QCommandLineOption hidden(QStringLiteral("hidden"), tr("Include hidden files and folders."));
    const QCommandLineOption maxSize(QStringLiteral("max-size"),
                                     tr("Skip files above this many MiB (default 64)."), tr("MIB"));
    const QCommandLineOption threads(QStringLiteral("threads"),
                                     tr("Analysis threads (default: one per core)."), tr("N"));
    const QCommandLineOption quiet({QStringLiteral("q"), QStringLiteral("quiet")},
                                   tr("No progress on stderr."));
    const QCommandLineOption matchThreshold(
        QStringLiteral("match-threshold"),
        tr("Store pairs down to this resemblance (default 0.5; lower asks match again later)."), tr("R"));
    const QCommandLineOption matchContainment(
        QStringLiteral("match-containment"), tr("... and down to this containment either way (default 0.8)."),
        tr("C"));
    const QCommandLineOption noMatch(QStringLiteral("no-match"), tr("Only index; do not match and cluster."));
    const QCommandLineOption commonCutoff(
        QStringLiteral("common-cutoff"),
        tr("Shingles (and band buckets) shared by more than N documents are common: not paired "
           "one by one (default: 64, or 5% of a smaller collection)."),
        tr("N"));
    parser.addOptions({db, shingle, wrap, include, exclude, hidden, maxSize, threads, quiet, matchThreshold,
                       matchContainment, noMatch, commonCutoff});
    parser.addPositionalArgument(QStringLiteral("PATH"), tr("Folders or files to index."),
                                 QStringLiteral("PATH..."));
    if (int rc = parseCommand(parser, args,
                              tr("Index folders: extract, canonicalize, shingle and sketch every document."),
                              1, -1);
        rc >= 0)
        return rc;

    ScanParams params;
    params.indexPath = parser.isSet(db) ? parser.value(db) : IndexStore::defaultPath();
    params.source.roots = parser.positionalArguments();
    params.source.includeGlobs = parser.values(include);
    params.source.excludeGlobs = parser.values(exclude);
    params.source.includeHidden = parser.isSet(hidden);
    params.sketch.shingle.wrapAround = parser.isSet(wrap);
    if (!parseShingleWidth(parser, shingle, params.sketch))
        return ExitUsage;
    if (parser.isSet(maxSize)) {
        bool ok = false;
        const double mib = parser.value(maxSize).toDouble(&ok);
        if (!ok || mib <= 0) {
            err() << tr("lookalike-cli: --max-size takes a positive number of MiB\n");
            return ExitUsage;
        }
        params.source.maxFileSize = static_cast<qint64>(mib * 1024 * 1024);
    }
    if (!parseWholeNumber(parser, threads, 1, std::numeric_limits<int>::max(), params.threads))
        return ExitUsage;
    for (const QString &root : params.source.roots) {
        if (!QFileInfo::exists(root)) {
            err() << tr("lookalike-cli scan: %1: no such file or folder\n").arg(root);
            return ExitFailure;
        }
    }

    MatchParams match;
    if (!parseFraction(parser, matchThreshold, match.threshold) ||
        !parseFraction(parser, matchContainment, match.containmentThreshold))
        return ExitUsage;
    if (!parseWholeNumber(parser, commonCutoff, 2, std::numeric_limits<int>::max(),
                          match.commonShingleCutoff))
        return ExitUsage;

    ScanJob job(params);
    std::optional<InterruptGuard> interrupt(std::in_place);
    g_runningScan.store(&job);
    const bool showProgress = !parser.isSet(quiet) && ::isatty(STDERR_FILENO);
    const ScanSummary summary = job.run([&](const ScanProgress &p) {
        if (!showProgress)
            return;
        const double mbps = p.elapsedSeconds > 0 ? double(p.bytesDone) / 1e6 / p.elapsedSeconds : 0;
        err() << '\r'
              << tr("%1/%2%3 files, %4/%5, %6 MB/s, %7 problems")
                     .arg(p.filesDone)
                     .arg(p.filesFound)
                     .arg(p.walkDone ? QString() : QStringLiteral("+"))
                     .arg(humanBytes(p.bytesDone), humanBytes(p.bytesFound))
                     .arg(mbps, 0, 'f', 1)
                     .arg(p.problems)
              << "\x1b[K";
        err().flush();
    });
    g_runningScan.store(nullptr);
    interrupt.reset();
    if (showProgress)
        err() << '\n';

    if (!summary.status.isOk()) {
        err() << tr("lookalike-cli scan: %1\n").arg(summary.status.toString());
        if (summary.scanId == 0)
            return ExitFailure;
    }
    const ScanCounts &c = summary.counts;
    QTextStream &o = out();
    o << tr("Index: %1\n").arg(params.indexPath);
    o << tr("Scan %1: %2 in %3 s\n")
             .arg(summary.scanId)
             .arg(summary.state)
             .arg(summary.elapsedSeconds, 0, 'f', 2);
    o << tr("Files: %1 seen, %2 indexed, %3 unchanged, %4 could not be used, %5 removed (gone from disk)\n")
             .arg(c.filesSeen)
             .arg(c.filesIndexed)
             .arg(c.filesUnchanged)
             .arg(c.filesFailed)
             .arg(c.filesRemoved);
    o << tr("Bytes read: %1 (%2 MB/s)\n")
             .arg(humanBytes(c.bytesRead))
             .arg(summary.elapsedSeconds > 0 ? double(c.bytesRead) / 1e6 / summary.elapsedSeconds : 0.0, 0,
                  'f', 1);
    if (summary.problems > 0) {
        o << tr("Skipped: %1\n").arg(summary.problems);
        for (const auto &[reason, n] : summary.problemsByReason)
            o << "  " << reason << ": " << n << '\n';
        for (const SourceProblem &p : summary.problemExamples)
            o << "    " << p.path << ": " << p.status.message() << '\n';
        if (summary.problems > qint64(summary.problemExamples.size()))
            o << tr("    ... and %1 more\n").arg(summary.problems - qint64(summary.problemExamples.size()));
    }
    o.flush(); // each block of the summary as it happens, also into a file or a pipe
    if (summary.state == QLatin1String("done") && !parser.isSet(noMatch)) {
        if (int rc = matchAndCluster(params.indexPath, match, o, showProgress); rc != ExitOk)
            return rc;
    }
    if (auto store = IndexStore::open(params.indexPath, IndexStore::Mode::ReadOnly); store) {
        if (auto st = (*store)->stats(); st) {
            o << tr("Index holds %1 documents (%2 indexed, %3 unusable), %4 distinct shingles in all\n")
                     .arg(st->documents)
                     .arg(st->indexed)
                     .arg(st->failed)
                     .arg(st->shingles);
            o << tr("Identical documents: %1 in %2 groups; lexically equivalent: %3 in %4; shingle "
                    "equivalent: %5 in %6\n")
                     .arg(st->identicalDocs)
                     .arg(st->identicalGroups)
                     .arg(st->lexicalDocs)
                     .arg(st->lexicalGroups)
                     .arg(st->shingleDocs)
                     .arg(st->shingleGroups);
        }
    }
    o.flush();
    if (!summary.status.isOk())
        return ExitFailure;
    return summary.state == QLatin1String("cancelled") ? ExitCancelled : ExitOk;
}

int compareCommand(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption shingle(QStringLiteral("shingle"), tr("Words per shingle, 1..16 (default 5)."),
                                     tr("W"));
    const QCommandLineOption wrap(QStringLiteral("wrap"), tr("Shingles wrap around the end of a document."));
    const QCommandLineOption format(QStringLiteral("format"), tr("text or json (default text)."),
                                    tr("FORMAT"), QStringLiteral("text"));
    parser.addOptions({shingle, wrap, format});
    parser.addPositionalArgument(QStringLiteral("FILE_A"), tr("First document."));
    parser.addPositionalArgument(QStringLiteral("FILE_B"), tr("Second document."));
    if (int rc = parseCommand(parser, args,
                              tr("Exact resemblance and containment of two documents from their full shingle "
                                 "sets, with the sketch estimates beside them."),
                              2, 2);
        rc >= 0)
        return rc;
    const QString fmt = parser.value(format);
    if (fmt != QLatin1String("text") && fmt != QLatin1String("json")) {
        err() << tr("lookalike-cli compare: --format is text or json\n");
        return ExitUsage;
    }
    SketchParams params;
    params.shingle.wrapAround = parser.isSet(wrap);
    if (!parseShingleWidth(parser, shingle, params))
        return ExitUsage;

    struct Side
    {
        QString path;
        AnalyzedDocument doc;
        std::vector<std::uint64_t> shingles;
    };
    Side sides[2];
    DocumentAnalyzer analyzer(params, ExtractParams{});
    const qint64 limit = 1LL << 31;
    for (int i = 0; i < 2; ++i) {
        sides[i].path = parser.positionalArguments().at(i);
        Status read = analyzer.readFile(sides[i].path, limit);
        if (!read) {
            err() << "lookalike-cli compare: " << sides[i].path << ": " << read.toString() << '\n';
            return ExitFailure;
        }
        auto doc = analyzer.analyze(QFileInfo(sides[i].path).fileName());
        if (!doc) {
            err() << "lookalike-cli compare: " << sides[i].path << ": " << doc.status().toString() << '\n';
            return ExitFailure;
        }
        sides[i].doc = std::move(doc).value();
        sides[i].shingles = analyzer.shingleSet();
    }
    const ExactResemblance exact = exactResemblance(sides[0].shingles, sides[1].shingles);
    const ResemblanceEstimate est = estimate(sides[0].doc.sketch, sides[1].doc.sketch);

    if (fmt == QLatin1String("json")) {
        auto sideJson = [](const Side &s) {
            return QJsonObject{{QStringLiteral("path"), s.path},
                               {QStringLiteral("format"), s.doc.format},
                               {QStringLiteral("encoding"), s.doc.encoding},
                               {QStringLiteral("tokens"), qint64(s.doc.sketch.tokenCount)},
                               {QStringLiteral("shingles"), qint64(s.doc.sketch.shingleCount)}};
        };
        QJsonObject estimateJson{{QStringLiteral("resemblance"), est.resemblance},
                                 {QStringLiteral("minhash_resemblance"), est.minHashResemblance},
                                 {QStringLiteral("sample_resemblance"), est.sampleResemblance},
                                 {QStringLiteral("containment_a_in_b"), est.containmentAInB},
                                 {QStringLiteral("containment_b_in_a"), est.containmentBInA},
                                 {QStringLiteral("sample_containment_a_in_b"), est.sampleContainmentAInB},
                                 {QStringLiteral("sample_containment_b_in_a"), est.sampleContainmentBInA},
                                 {QStringLiteral("minhash_size"), params.minHashSize},
                                 {QStringLiteral("sample_level"), est.sampleLevel},
                                 {QStringLiteral("sample_size_a"), qint64(est.sampleSizeA)},
                                 {QStringLiteral("sample_size_b"), qint64(est.sampleSizeB)}};
        QJsonObject root{{QStringLiteral("a"), sideJson(sides[0])},
                         {QStringLiteral("b"), sideJson(sides[1])},
                         {QStringLiteral("shingle_width"), params.shingle.width},
                         {QStringLiteral("wrap_around"), params.shingle.wrapAround},
                         {QStringLiteral("shared_shingles"), qint64(exact.shared)},
                         {QStringLiteral("resemblance"), exact.resemblance},
                         {QStringLiteral("containment_a_in_b"), exact.containmentAInB},
                         {QStringLiteral("containment_b_in_a"), exact.containmentBInA},
                         {QStringLiteral("estimate"), estimateJson}};
        out() << QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
        return ExitOk;
    }
    QTextStream &o = out();
    for (int i = 0; i < 2; ++i)
        o << (i == 0 ? "A: " : "B: ") << sides[i].path << "  (" << sides[i].doc.format << ", "
          << sides[i].doc.encoding << ", " << sides[i].doc.sketch.tokenCount << tr(" words, ")
          << sides[i].doc.sketch.shingleCount
          << tr(" distinct %1-word shingles)\n").arg(params.shingle.width);
    o << tr("Shared shingles: %1\n\n").arg(exact.shared);
    o << qSetFieldWidth(22) << Qt::left << tr("") << qSetFieldWidth(10) << tr("exact") << tr("estimate")
      << tr("MinHash") << tr("sample") << qSetFieldWidth(0) << '\n';
    auto row = [&](const QString &label, double exactValue, double estimateValue, const QString &minhash,
                   double sample) {
        o << qSetFieldWidth(22) << label << qSetFieldWidth(10) << fixed(exactValue) << fixed(estimateValue)
          << minhash << fixed(sample) << qSetFieldWidth(0) << '\n';
    };
    row(tr("resemblance"), exact.resemblance, est.resemblance, fixed(est.minHashResemblance),
        est.sampleResemblance);
    row(tr("containment A in B"), exact.containmentAInB, est.containmentAInB, QStringLiteral("-"),
        est.sampleContainmentAInB);
    row(tr("containment B in A"), exact.containmentBInA, est.containmentBInA, QStringLiteral("-"),
        est.sampleContainmentBInA);
    o << tr("\nestimate: what 'pairs' reports, MinHash and sample estimates pooled by their variances\n");
    o << tr("MinHash: k=%1 one-permutation hashing; sample: MOD 2^%2 (%3 and %4 shingles)\n")
             .arg(params.minHashSize)
             .arg(est.sampleLevel)
             .arg(est.sampleSizeA)
             .arg(est.sampleSizeB);
    return ExitOk;
}

int statsCommand(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption db(QStringLiteral("db"),
                                tr("The index file (default: in the user's data folder)."), tr("FILE"));
    const QCommandLineOption format(QStringLiteral("format"), tr("text or json (default text)."),
                                    tr("FORMAT"), QStringLiteral("text"));
    parser.addOptions({db, format});
    if (int rc = parseCommand(parser, args, tr("What the index holds."), 0, 0); rc >= 0)
        return rc;
    const QString path = parser.isSet(db) ? parser.value(db) : IndexStore::defaultPath();
    if (!QFileInfo::exists(path)) {
        err() << tr("lookalike-cli stats: %1: no index there (run 'lookalike-cli scan' first)\n").arg(path);
        return ExitFailure;
    }
    auto store = IndexStore::open(path, IndexStore::Mode::ReadOnly);
    if (!store) {
        err() << "lookalike-cli stats: " << store.status().toString() << '\n';
        return ExitFailure;
    }
    auto st = (*store)->stats();
    if (!st) {
        err() << "lookalike-cli stats: " << st.status().toString() << '\n';
        return ExitFailure;
    }
    if (parser.value(format) == QLatin1String("json")) {
        QJsonObject formats;
        for (const auto &[name, n] : st->formats)
            formats.insert(name, n);
        QJsonObject problems;
        for (const auto &[name, n] : st->problems)
            problems.insert(name, n);
        QJsonObject root{{QStringLiteral("index"), path},
                         {QStringLiteral("documents"), st->documents},
                         {QStringLiteral("indexed"), st->indexed},
                         {QStringLiteral("failed"), st->failed},
                         {QStringLiteral("bytes"), st->bytes},
                         {QStringLiteral("shingles"), st->shingles},
                         {QStringLiteral("identical_groups"), st->identicalGroups},
                         {QStringLiteral("identical_documents"), st->identicalDocs},
                         {QStringLiteral("lexical_groups"), st->lexicalGroups},
                         {QStringLiteral("lexical_documents"), st->lexicalDocs},
                         {QStringLiteral("shingle_groups"), st->shingleGroups},
                         {QStringLiteral("shingle_documents"), st->shingleDocs},
                         {QStringLiteral("pairs"), st->pairs},
                         {QStringLiteral("clusters"), st->clusters},
                         {QStringLiteral("clustered_documents"), st->clusteredDocs},
                         {QStringLiteral("cluster_policy"), st->clusterPolicy},
                         {QStringLiteral("cluster_threshold"), st->clusterThreshold},
                         {QStringLiteral("scans"), st->scans},
                         {QStringLiteral("last_scan_state"), st->lastScanState},
                         {QStringLiteral("sketch_params"), st->sketchParams},
                         {QStringLiteral("formats"), formats},
                         {QStringLiteral("problems"), problems}};
        out() << QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
        return ExitOk;
    }
    QTextStream &o = out();
    o << tr("Index: %1 (schema %2)\n").arg(path).arg((*store)->schemaVersion());
    o << tr("Documents: %1 (%2 indexed, %3 could not be used), %4\n")
             .arg(st->documents)
             .arg(st->indexed)
             .arg(st->failed)
             .arg(humanBytes(st->bytes));
    for (const auto &[name, n] : st->formats)
        o << "  " << name << ": " << n << '\n';
    o << tr("Distinct shingles (summed over documents): %1\n").arg(st->shingles);
    o << tr("Identical: %1 documents in %2 groups\n").arg(st->identicalDocs).arg(st->identicalGroups);
    o << tr("Lexically equivalent: %1 documents in %2 groups\n").arg(st->lexicalDocs).arg(st->lexicalGroups);
    o << tr("Shingle equivalent: %1 documents in %2 groups\n").arg(st->shingleDocs).arg(st->shingleGroups);
    if (!st->problems.empty()) {
        o << tr("Problems:\n");
        for (const auto &[name, n] : st->problems)
            o << "  " << name << ": " << n << '\n';
    }
    o << tr("Near-duplicate pairs: %1\n").arg(st->pairs);
    if (!st->clusterPolicy.isEmpty())
        o << tr("Clusters (%1 at %2): %3 holding %4 documents\n")
                 .arg(st->clusterPolicy)
                 .arg(st->clusterThreshold)
                 .arg(st->clusters)
                 .arg(st->clusteredDocs);
    o << tr("Scans: %1, last: %2\n").arg(st->scans).arg(st->lastScanState);
    o << tr("Sketch parameters: %1\n").arg(st->sketchParams);
    return ExitOk;
}

int pairsCommand(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption db(QStringLiteral("db"),
                                tr("The index file (default: in the user's data folder)."), tr("FILE"));
    const QCommandLineOption min(QStringLiteral("min"), tr("Pairs with resemblance >= R (default 0.5)."),
                                 tr("R"));
    const QCommandLineOption minContainment(
        QStringLiteral("min-containment"), tr("... or containment either way >= C (default: off)."), tr("C"));
    const QCommandLineOption exact(QStringLiteral("exact"),
                                   tr("Exact figures, read again from the documents."));
    const QCommandLineOption format(QStringLiteral("format"), tr("csv or json (default csv)."), tr("FORMAT"),
                                    QStringLiteral("csv"));
    parser.addOptions({db, min, minContainment, exact, format});
    if (int rc = parseCommand(parser, args,
                              tr("Every near-duplicate pair: resemblance and containment both ways."), 0, 0);
        rc >= 0)
        return rc;
    double minR = 0.5;
    double minC = 1.01; // off
    if (!parseFraction(parser, min, minR) || !parseFraction(parser, minContainment, minC) ||
        !validFormat(parser, format, QStringLiteral("pairs"),
                     {QStringLiteral("csv"), QStringLiteral("json")}))
        return ExitUsage;
    auto store = openExisting(parser, db, QStringLiteral("pairs"));
    if (!store) {
        err() << "lookalike-cli pairs: " << store.status().toString() << '\n';
        return ExitFailure;
    }
    // Exact figures may put a pair above a threshold its estimate was just below: look lower.
    const double slack = parser.isSet(exact) ? 0.1 : 0.0;
    const double wantR = std::max(0.0, minR - slack);
    const double wantC = std::max(0.0, std::min(minC, 1.0) - slack);
    // The stored pairs cover the thresholds of the last matching; match again lower if asked.
    if (int rc = matchIfNeeded(**store, QStringLiteral("pairs"), wantR, minC <= 1.0 ? wantC : 2.0, false);
        rc >= 0)
        return rc;
    auto pairs = (*store)->pairs(wantR, minC <= 1.0 ? wantC : 2.0);
    auto locators = (*store)->locators();
    if (!pairs || !locators) {
        err() << "lookalike-cli pairs: " << (!pairs ? pairs.status() : locators.status()).toString() << '\n';
        return ExitFailure;
    }
    std::vector<std::pair<ScoredPair, bool>> rows; // pair, exact
    if (parser.isSet(exact)) {
        ExactComparer comparer(indexSketchParams(**store), store->get());
        // Short transactions: a scan of the same index may be waiting to write.
        int inBatch = 0;
        bool stored = true;
        auto flush = [&] {
            if (inBatch > 0 && !(*store)->commit())
                stored = false;
            inBatch = 0;
        };
        for (const ScoredPair &p : *pairs) {
            auto e = comparer.compare(p.docA, locators->at(p.docA), p.docB, locators->at(p.docB));
            if (!e) {
                err() << tr("lookalike-cli pairs: cannot compare %1 and %2 exactly: %3\n")
                             .arg(locators->at(p.docA), locators->at(p.docB), e.status().toString());
                rows.emplace_back(p, false);
                continue;
            }
            ScoredPair exactPair = *e;
            exactPair.sources = p.sources;
            if (inBatch == 0 && !(*store)->begin())
                stored = false;
            else if (!(*store)->setExactPair(exactPair))
                stored = false;
            else if (++inBatch >= 200)
                flush();
            rows.emplace_back(exactPair, true);
        }
        flush();
        if (!stored)
            err() << tr("lookalike-cli pairs: the exact figures could not all be stored in the index\n");
    } else {
        for (const ScoredPair &p : *pairs)
            rows.emplace_back(p, p.exact);
    }
    QTextStream &o = out();
    QJsonArray array;
    if (parser.value(format) == QLatin1String("csv"))
        o << csv::pairsHeader() << '\n';
    for (const auto &[p, isExact] : rows) {
        if (p.resemblance < minR && p.containmentAInB < minC && p.containmentBInA < minC)
            continue;
        const QString &a = locators->at(p.docA);
        const QString &b = locators->at(p.docB);
        if (parser.value(format) == QLatin1String("csv")) {
            ScoredPair row = p;
            row.exact = isExact;
            o << csv::pairRow(row, [&](qint64 id) { return locators->at(id); }) << '\n';
        } else {
            array.append(QJsonObject{{QStringLiteral("path_a"), a},
                                     {QStringLiteral("path_b"), b},
                                     {QStringLiteral("resemblance"), p.resemblance},
                                     {QStringLiteral("containment_a_in_b"), p.containmentAInB},
                                     {QStringLiteral("containment_b_in_a"), p.containmentBInA},
                                     {QStringLiteral("found_by"), csv::sources(p.sources)},
                                     {QStringLiteral("exact"), isExact}});
        }
    }
    if (parser.value(format) == QLatin1String("json"))
        o << QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented));
    return ExitOk;
}

int clustersCommand(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption db(QStringLiteral("db"),
                                tr("The index file (default: in the user's data folder)."), tr("FILE"));
    const QCommandLineOption policyOption(
        QStringLiteral("policy"),
        tr("%1 (default: the last used, else union).").arg(policyNames().join(QLatin1Char('|'))),
        tr("POLICY"));
    const QCommandLineOption thresholdOption(
        QStringLiteral("threshold"),
        tr("Resemblance (containment for the containment policy) that joins "
           "two documents (default: the last used, else 0.5)."),
        tr("T"));
    const QCommandLineOption format(QStringLiteral("format"), tr("csv or json (default csv)."), tr("FORMAT"),
                                    QStringLiteral("csv"));
    parser.addOptions({db, policyOption, thresholdOption, format});
    if (int rc = parseCommand(parser, args,
                              tr("Clusters of near-duplicates, recomputed from the stored pairs."), 0, 0);
        rc >= 0)
        return rc;
    if (!validFormat(parser, format, QStringLiteral("clusters"),
                     {QStringLiteral("csv"), QStringLiteral("json")}))
        return ExitUsage;
    auto store = openExisting(parser, db, QStringLiteral("clusters"));
    if (!store) {
        err() << "lookalike-cli clusters: " << store.status().toString() << '\n';
        return ExitFailure;
    }
    const QString policyText = parser.isSet(policyOption)
                                   ? parser.value(policyOption)
                                   : (*store)
                                         ->setting(QStringLiteral("cluster_policy"), QStringLiteral("union"))
                                         .valueOr(QStringLiteral("union"));
    const std::optional<ClusterPolicy> policy = policyFromName(policyText);
    if (!policy) {
        err() << tr("lookalike-cli clusters: unknown policy '%1' (one of %2)\n")
                     .arg(policyText, policyNames().join(QLatin1String(", ")));
        return ExitUsage;
    }
    double threshold = (*store)
                           ->setting(QStringLiteral("cluster_threshold"), QStringLiteral("0.5"))
                           .valueOr(QStringLiteral("0.5"))
                           .toDouble();
    if (!parseFraction(parser, thresholdOption, threshold))
        return ExitUsage;
    // The stored pairs must reach down to the threshold.
    if (policyUsesThreshold(*policy)) {
        const bool containment = *policy == ClusterPolicy::Containment;
        if (int rc = matchIfNeeded(**store, QStringLiteral("clusters"), containment ? 1.0 : threshold,
                                   containment ? threshold : 2.0, false);
            rc >= 0)
            return rc;
    }
    auto clusters = clusterIndex(**store, *policy, threshold);
    auto documents = (*store)->documentInfos();
    if (!clusters || !documents) {
        err() << "lookalike-cli clusters: " << (!clusters ? clusters.status() : documents.status()).toString()
              << '\n';
        return ExitFailure;
    }
    QTextStream &o = out();
    const bool csv = parser.value(format) == QLatin1String("csv");
    QJsonArray array;
    if (csv)
        o << csv::clustersHeader() << '\n';
    int id = 0;
    for (const Cluster &c : *clusters) {
        ++id;
        QJsonArray members;
        for (const ClusterMember &m : c.members) {
            const IndexStore::DocumentInfo &doc = documents->at(m.docId);
            const QString &path = doc.locator;
            if (csv) {
                o << csv::clusterRow(
                         id, c, m, [&](qint64 d) { return documents->at(d).locator; },
                         [&](qint64 d) { return documents->at(d).size; })
                  << '\n';
            } else {
                members.append(QJsonObject{{QStringLiteral("path"), path},
                                           {QStringLiteral("representative"), m.representative},
                                           {QStringLiteral("resemblance"), m.resemblance},
                                           {QStringLiteral("contained_in_representative"), m.containedInRep},
                                           {QStringLiteral("contains_representative"), m.containsRep},
                                           {QStringLiteral("bytes"), doc.size}});
            }
        }
        if (!csv)
            array.append(QJsonObject{{QStringLiteral("cluster_id"), id},
                                     {QStringLiteral("size"), qint64(c.members.size())},
                                     {QStringLiteral("members"), members}});
    }
    if (!csv)
        o << QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("policy"), policyName(*policy)},
                                                         {QStringLiteral("threshold"), threshold},
                                                         {QStringLiteral("clusters"), array}})
                                   .toJson(QJsonDocument::Indented));
    return ExitOk;
}

int similarCommand(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption db(QStringLiteral("db"),
                                tr("The index file (default: in the user's data folder)."), tr("FILE"));
    const QCommandLineOption min(QStringLiteral("min"), tr("Resemblance >= R (default 0.3)."), tr("R"));
    const QCommandLineOption minContainment(QStringLiteral("min-containment"),
                                            tr("... or containment either way >= C (default 0.5)."), tr("C"));
    const QCommandLineOption format(QStringLiteral("format"), tr("csv or json (default csv)."), tr("FORMAT"),
                                    QStringLiteral("csv"));
    parser.addOptions({db, min, minContainment, format});
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("Any file, indexed or not."));
    if (int rc = parseCommand(
            parser, args, tr("The indexed documents that resemble FILE, contain it or are contained in it."),
            1, 1);
        rc >= 0)
        return rc;
    double minR = 0.3;
    double minC = 0.5;
    if (!parseFraction(parser, min, minR) || !parseFraction(parser, minContainment, minC) ||
        !validFormat(parser, format, QStringLiteral("similar"),
                     {QStringLiteral("csv"), QStringLiteral("json")}))
        return ExitUsage;
    auto store = openExisting(parser, db, QStringLiteral("similar"));
    if (!store) {
        err() << "lookalike-cli similar: " << store.status().toString() << '\n';
        return ExitFailure;
    }
    const QString file = parser.positionalArguments().first();
    DocumentAnalyzer analyzer(indexSketchParams(**store), ExtractParams{});
    if (Status s = analyzer.readFile(file, 1LL << 31); !s) {
        err() << "lookalike-cli similar: " << file << ": " << s.toString() << '\n';
        return ExitFailure;
    }
    auto doc = analyzer.analyze(QFileInfo(file).fileName());
    if (!doc) {
        err() << "lookalike-cli similar: " << file << ": " << doc.status().toString() << '\n';
        return ExitFailure;
    }
    auto similar = findSimilar(**store, doc->sketch, minR, minC);
    auto locators = (*store)->locators();
    if (!similar || !locators) {
        err() << "lookalike-cli similar: " << (!similar ? similar.status() : locators.status()).toString()
              << '\n';
        return ExitFailure;
    }
    QTextStream &o = out();
    const bool csv = parser.value(format) == QLatin1String("csv");
    QJsonArray array;
    if (csv)
        o << "path,resemblance,containment_query_in_document,containment_document_in_query\n";
    for (const SimilarDocument &d : *similar) {
        if (csv)
            o << csv::field(locators->at(d.docId)) << ',' << fixed(d.resemblance) << ','
              << fixed(d.queryInDocument) << ',' << fixed(d.documentInQuery) << '\n';
        else
            array.append(QJsonObject{{QStringLiteral("path"), locators->at(d.docId)},
                                     {QStringLiteral("resemblance"), d.resemblance},
                                     {QStringLiteral("containment_query_in_document"), d.queryInDocument},
                                     {QStringLiteral("containment_document_in_query"), d.documentInQuery}});
    }
    if (!csv)
        o << QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented));
    return ExitOk;
}

} // namespace lookalike::cli
