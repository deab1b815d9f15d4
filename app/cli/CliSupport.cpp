#include "CliSupport.h"

#include "Command.h"
#include "base/Wording.h"
#include "cluster/ClusterPolicy.h"
#include "usecase/CrawlQuestions.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLocale>
#include <algorithm>
#include <csignal>
#include <cstdio>
#include <limits>
#include <memory>
#include <unistd.h>

namespace lookalike::cli {

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

bool parseFraction(const QCommandLineParser &parser, const QCommandLineOption &option, double &value)
{
    if (!parser.isSet(option))
        return true;
    bool ok = false;
    const double v = parser.value(option).toDouble(&ok);
    if (!ok || v < 0 || v > 1) {
        err() << Command::tr("lookalike-cli: --%1 takes a number from 0 to 1\n")
                     .arg(option.names().constLast());
        return false;
    }
    value = v;
    return true;
}

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
            err() << Command::tr("lookalike-cli: --%1 takes a whole number >= %2\n").arg(name).arg(min);
        else
            err() << Command::tr("lookalike-cli: --%1 takes a whole number from %2 to %3\n")
                         .arg(name)
                         .arg(min)
                         .arg(max);
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

bool parseDate(const QCommandLineParser &parser, const QCommandLineOption &option, const QString &command,
               qint64 &ms)
{
    if (!parser.isSet(option))
        return true;
    QDateTime d = QDateTime::fromString(parser.value(option), Qt::ISODate);
    if (!d.isValid())
        d = QDateTime::fromString(parser.value(option) + QStringLiteral("T00:00:00Z"), Qt::ISODate);
    if (!d.isValid()) {
        err() << Command::tr("lookalike-cli %1: --date takes an ISO 8601 date, e.g. 2024-05-01 or "
                             "2024-05-01T12:00:00Z\n")
                     .arg(command);
        return false;
    }
    if (d.timeSpec() == Qt::LocalTime)
        d.setTimeSpec(Qt::UTC);
    ms = d.toMSecsSinceEpoch();
    return true;
}

ReaderLimitOptions readerLimitOptions()
{
    const IsolationParams defaults;
    return {QCommandLineOption(QStringLiteral("time-limit"),
                               QCoreApplication::translate(
                                   "lookalike::cli",
                                   "Stop reading a PDF, an office document, an EPUB or a gzip file after "
                                   "SECONDS (default %1); it is reported as a problem.")
                                   .arg(defaults.timeLimitSeconds),
                               QCoreApplication::translate("lookalike::cli", "SECONDS")),
            QCommandLineOption(QStringLiteral("memory-limit"),
                               QCoreApplication::translate(
                                   "lookalike::cli", "Memory the reader of one such file may take, in MiB "
                                                     "(default %1).")
                                   .arg(defaults.memoryLimitBytes >> 20),
                               QCoreApplication::translate("lookalike::cli", "MIB"))};
}

bool parseReaderLimits(const QCommandLineParser &parser, const ReaderLimitOptions &options,
                       IsolationParams &isolation)
{
    int seconds = isolation.timeLimitSeconds;
    int mib = int(isolation.memoryLimitBytes >> 20);
    if (!parseWholeNumber(parser, options.time, 1, 24 * 3600, seconds) ||
        !parseWholeNumber(parser, options.memory, 64, 1 << 20, mib))
        return false;
    isolation.timeLimitSeconds = seconds;
    isolation.memoryLimitBytes = qint64(mib) << 20;
    return true;
}

QString indexPath(const QCommandLineParser &parser, const QCommandLineOption &db)
{
    return parser.isSet(db) ? parser.value(db) : IndexStore::defaultPath();
}

QString fixed(double value)
{
    return QString::number(value, 'f', 4);
}

QString humanBytes(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

QString policyText(const QString &name)
{
    const QString title = policyTitle(name);
    return title == name ? name : Command::tr("%1 [%2]").arg(title, name);
}

QString reasonLine(const QString &code, qint64 count)
{
    return Command::tr("  %1: %2 (%3)\n").arg(code).arg(count).arg(reasonText(code));
}

QString problemText(const Status &status, const QString &file)
{
    const QString prefix = file + QLatin1String(": ");
    if (!status.message().startsWith(prefix))
        return status.toString();
    return prefix + Status::error(status.code(), status.message().mid(prefix.size())).toString();
}

namespace {

// What a signal cancels while an Interruption lives. Lock-free atomics: safe in a handler.
std::atomic_bool g_interrupted{false};
std::atomic<void *> g_useCase{nullptr};
std::atomic<void (*)(void *)> g_cancelUseCase{nullptr};

void onInterrupt(int)
{
    g_interrupted.store(true);
    void *useCase = g_useCase.load();
    void (*cancel)(void *) = g_cancelUseCase.load();
    if (useCase && cancel)
        cancel(useCase);
}

} // namespace

Interruption::Interruption(void *useCase, void (*cancel)(void *))
{
    g_interrupted.store(false);
    g_cancelUseCase.store(cancel);
    g_useCase.store(useCase);
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
}

Interruption::~Interruption()
{
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    g_useCase.store(nullptr);
    g_cancelUseCase.store(nullptr);
}

const std::atomic_bool *Interruption::cancelFlag() const
{
    return &g_interrupted;
}

ProgressLine::ProgressLine(bool wanted)
    : m_show(wanted && ::isatty(STDERR_FILENO))
{}

void ProgressLine::update(const QString &text)
{
    if (!m_show)
        return;
    err() << '\r' << text << "\x1b[K";
    err().flush();
    m_open = true;
}

void ProgressLine::end()
{
    if (!m_open)
        return;
    err() << '\n';
    err().flush();
    m_open = false;
}

QString resketchProgressText(const ResketchProgress &p)
{
    return Command::tr("re-sketching: %1/%2 documents").arg(p.done).arg(p.total);
}

QString scanProgressText(const ScanProgress &p)
{
    if (p.resketch.total > 0 && p.filesFound == 0)
        return resketchProgressText(p.resketch);
    const double mbps = p.elapsedSeconds > 0 ? double(p.bytesDone) / 1e6 / p.elapsedSeconds : 0;
    const QString line = Command::tr("files %1/%2%3, %4/%5, %6 MB/s, %7")
                             .arg(p.filesDone)
                             .arg(p.filesFound)
                             .arg(p.walkDone ? QString() : QStringLiteral("+"))
                             .arg(humanBytes(p.bytesDone), humanBytes(p.bytesFound))
                             .arg(mbps, 0, 'f', 1)
                             .arg(Command::tr("%n problems", nullptr, pluralCount(p.problems)));
    if (p.recognizing.isEmpty())
        return line;
    return line + Command::tr(", recognizing text: %1 page %2/%3")
                      .arg(QFileInfo(p.recognizing).fileName())
                      .arg(p.recognizingPage)
                      .arg(p.recognizingPages);
}

QString importProgressText(const ImportProgress &p)
{
    if (p.resketch.total > 0 && p.archivesTotal == 0)
        return resketchProgressText(p.resketch);
    const double mbps = p.elapsedSeconds > 0 ? double(p.bytesDone) / 1e6 / p.elapsedSeconds : 0;
    return Command::tr("archive %1/%2, %3/%4, %5 MB/s, %6, %7, %8")
        .arg(std::min(p.archivesDone + 1, p.archivesTotal))
        .arg(p.archivesTotal)
        .arg(humanBytes(p.bytesDone), humanBytes(p.bytesTotal))
        .arg(mbps, 0, 'f', 1)
        .arg(Command::tr("%n records", nullptr, pluralCount(p.records)))
        .arg(Command::tr("%n documents", nullptr, pluralCount(p.documents)))
        .arg(Command::tr("%n problems", nullptr, pluralCount(p.problems)));
}

MatchProgressFn matchProgress(ProgressLine &line)
{
    if (!line.shown())
        return {};
    struct State
    {
        bool started = false;
        MatchProgress::Phase phase = MatchProgress::Phase::Grouping;
        QElapsedTimer since;
    };
    auto state = std::make_shared<State>();
    state->since.start();
    return [state, &line](const MatchProgress &p) {
        if (!state->started) {
            line.end(); // the scan's or the import's line stays
            state->started = true;
        }
        if (p.phase != state->phase) {
            state->phase = p.phase;
            state->since.restart();
        }
        QString left;
        if (p.done > 0 && p.total > p.done && state->since.elapsed() > 500)
            left =
                Command::tr(", %1 s left")
                    .arg(double(state->since.elapsed()) / 1000.0 * double(p.total - p.done) / double(p.done),
                         0, 'f', 0);
        QString counts;
        if (p.phase == MatchProgress::Phase::Relating)
            counts.clear();
        else if (p.phase == MatchProgress::Phase::Verifying || p.phase == MatchProgress::Phase::Reading)
            counts = Command::tr(", %n pairs", nullptr, pluralCount(qint64(p.pairs)));
        else if (p.candidates > 0)
            counts = Command::tr(", %n candidates", nullptr, pluralCount(qint64(p.candidates)));
        line.update(Command::tr("Matching: %1 %2/%3%4%5")
                        .arg(matchPhaseText(p.phase))
                        .arg(p.done)
                        .arg(p.total)
                        .arg(counts, left));
    };
}

QString matchSummaryText(const MatchSummary &m, const MatchParams &params)
{
    return Command::tr(
               "Matched %1 (%2 after collapsing equivalent ones) in %3 s: %4 with resemblance >= %5 or "
               "containment >= %6 (LSH %7 x %8; %9, %10 settled exactly, %11 read again; %12 ignored)\n")
               .arg(Command::tr("%n documents", nullptr, pluralCount(qint64(m.stats.documents))))
               .arg(m.stats.representatives)
               .arg(m.seconds, 0, 'f', 2)
               .arg(Command::tr("%n pairs", nullptr, pluralCount(qint64(m.stats.expandedPairs))))
               .arg(params.threshold)
               .arg(params.containmentThreshold)
               .arg(Command::tr("%n bands", nullptr, m.stats.banding.bands))
               .arg(Command::tr("%n rows", nullptr, m.stats.banding.rows))
               .arg(Command::tr("%n candidates", nullptr, pluralCount(qint64(m.stats.candidates))))
               .arg(m.exact.verified)
               .arg(Command::tr("%n documents", nullptr, pluralCount(qint64(m.exact.documentsReadAgain))))
               .arg(Command::tr("%n common shingles", nullptr,
                                pluralCount(qint64(m.stats.commonShinglesIgnored)))) +
           matchIncrementText(m.stats);
}

QString matchIncrementText(const MatchStats &stats)
{
    if (stats.incremental)
        return Command::tr(
                   "Matched only what changed: %1 against the others (%2 left or changed; %3 unchanged "
                   "matched again, their buckets or keys became common or rare)\n")
            .arg(Command::tr("%n new documents", nullptr, pluralCount(qint64(stats.freshRepresentatives))))
            .arg(stats.retiredRepresentatives)
            .arg(stats.matchedAgain);
    if (stats.fullBecause)
        return Command::tr("Matched every document: %1\n").arg(fullMatchReasonText(stats.fullBecause));
    return {};
}

int reportMatchAndCluster(const usecase::ClusterOutcome &outcome, const QString &indexPath, QTextStream &o)
{
    if (outcome.status.code() == Status::Code::Cancelled) {
        err() << Command::tr(
            "lookalike-cli: matching cancelled; the index keeps its documents, the next scan matches them\n");
        return ExitCancelled;
    }
    if (outcome.matching && !outcome.matching->status.isOk()) {
        err() << "lookalike-cli: matching: " << outcome.matching->status.toString() << '\n';
        return ExitFailure;
    }
    if (!outcome.matching && !outcome.unchanged && !outcome.status.isOk()) {
        err() << "lookalike-cli: " << outcome.status.toString() << '\n';
        return ExitFailure;
    }
    // The thresholds the run used are those the index records now.
    MatchParams params;
    std::optional<qint64> storedPairs;
    if (auto store = IndexStore::open(indexPath, IndexStore::Mode::ReadOnly); store) {
        if (auto stored = (*store)->settings().storedMatch(); stored && *stored)
            params = **stored;
        if (auto count = (*store)->settings().storedPairCount(); count)
            storedPairs = *count;
    }
    if (outcome.matching)
        o << matchSummaryText(*outcome.matching, params);
    else
        o << Command::tr("Matching: nothing changed since the last (%1 at resemblance %2, containment %3 "
                         "stored)\n")
                 .arg(Command::tr("%n pairs", nullptr, pluralCount(storedPairs.value_or(0))))
                 .arg(params.threshold)
                 .arg(params.containmentThreshold);
    o.flush();
    if (!outcome.status.isOk()) {
        err() << "lookalike-cli: clustering: " << outcome.status.toString() << '\n';
        return ExitFailure;
    }
    o << Command::tr("Clusters (%1 at %2): %3 holding %4\n")
             .arg(policyText(policyName(outcome.choice.policy)))
             .arg(outcome.choice.threshold)
             .arg(Command::tr("%n clusters", nullptr, pluralCount(outcome.clusters)))
             .arg(Command::tr("%n documents", nullptr, pluralCount(outcome.documents)));
    o.flush();
    return ExitOk;
}

int reportRelated(const usecase::RelateOutcome &r, QTextStream &o)
{
    if (r.status.code() == Status::Code::Cancelled) {
        err() << Command::tr("lookalike-cli: finding related documents cancelled; the next 'related' or "
                             "'topics' finds them\n");
        return ExitCancelled;
    }
    if (!r.status.isOk()) {
        err() << "lookalike-cli: related documents: " << r.status.toString() << '\n';
        return ExitFailure;
    }
    if (r.bagsCounted > 0)
        o << Command::tr("Words counted first in %1 s: %n documents the scan left to related documents\n",
                         nullptr, pluralCount(r.bagsCounted))
                 .arg(r.bagSeconds, 0, 'f', 2);
    if (r.added && r.fresh == 0 && r.left == 0) {
        o << Command::tr("Related documents: no bag of words changed since they were found\n");
        o.flush();
        return ExitOk;
    }
    if (r.added)
        o << Command::tr(
                 "Added to the related documents found before: %1 new or changed, %2 gone (weighed as "
                 "before; all are weighed again once a tenth of them has changed)\n")
                 .arg(Command::tr("%n documents", nullptr, pluralCount(r.fresh)))
                 .arg(r.left);
    o << Command::tr("Related documents in %1 s: %2 among %3 (%4 checked), %5 holding %6\n")
             .arg(r.seconds, 0, 'f', 2)
             .arg(Command::tr("%n pairs", nullptr, pluralCount(r.summary.related)))
             .arg(Command::tr("%n documents", nullptr, pluralCount(r.summary.weighted)))
             .arg(Command::tr("%n candidates", nullptr, pluralCount(r.summary.candidates)))
             .arg(Command::tr("%n topics", nullptr, pluralCount(r.topics)))
             .arg(Command::tr("%n documents", nullptr, pluralCount(r.topicDocuments)));
    o.flush();
    return ExitOk;
}

std::function<void(const usecase::ClusterOutcome &)> AfterIngestLines::onClustered()
{
    return [this](const usecase::ClusterOutcome &clustering) {
        m_line.end();
        m_clustered = true;
        m_rc = reportMatchAndCluster(clustering, m_indexPath, m_out);
    };
}

int AfterIngestLines::finish(const std::optional<usecase::ClusterOutcome> &clustering)
{
    if (!m_clustered) { // interrupted between the scan (or import) and the matching
        usecase::ClusterOutcome interrupted;
        interrupted.status = Status::error(Status::Code::Cancelled, QString());
        m_rc = reportMatchAndCluster(clustering.value_or(interrupted), m_indexPath, m_out);
    }
    if (m_rc != ExitOk)
        return m_rc;
    if (clustering && clustering->related)
        return reportRelated(*clustering->related, m_out);
    return ExitOk;
}

std::optional<CrawlIndex> loadCrawl(IndexStore &store, const QString &command, double threshold)
{
    auto index = usecase::loadCrawl(store, threshold);
    if (!index) {
        err() << "lookalike-cli " << command << ": " << index.status().toString() << '\n';
        return std::nullopt;
    }
    if (index->isEmpty()) {
        err() << Command::tr(
                     "lookalike-cli %1: the index holds no web archive (run 'lookalike-cli import' first)\n")
                     .arg(command);
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
    err() << Command::tr("lookalike-cli %1: no sweep '%2' (sweeps: %3)\n")
                 .arg(command, label, known.join(QLatin1String(", ")));
    return std::nullopt;
}

} // namespace lookalike::cli
