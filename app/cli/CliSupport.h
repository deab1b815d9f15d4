#pragma once

#include "base/Status.h"
#include "base/Wording.h"
#include "crawl/CrawlIndex.h"
#include "extract/TextExtractor.h"
#include "match/Matcher.h"
#include "scan/ImportJob.h"
#include "scan/ScanJob.h"
#include "sketch/Sketch.h"
#include "store/IndexStore.h"
#include "usecase/MatchAndCluster.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>
#include <QTextStream>
#include <atomic>
#include <functional>
#include <optional>

// What the commands of lookalike-cli share: streams, argument parsing with its messages,
// Ctrl+C, the progress line and the summaries of matching.
namespace lookalike::cli {

// Results (stdout) and progress and errors (stderr), UTF-8.
QTextStream &out();
QTextStream &err();

// Parse an option that is set into `value`; false (after a message) if it is not a number
// in range. An option that is not set leaves `value` alone.
bool parseFraction(const QCommandLineParser &parser, const QCommandLineOption &option,
                   double &value); // [0, 1]
bool parseWholeNumber(const QCommandLineParser &parser, const QCommandLineOption &option, int min, int max,
                      int &value);
bool parseShingleWidth(const QCommandLineParser &parser, const QCommandLineOption &option,
                       SketchParams &params);
// An ISO 8601 date or date and time (UTC unless it says otherwise) as milliseconds since the
// epoch; the message names `command`.
bool parseDate(const QCommandLineParser &parser, const QCommandLineOption &option, const QString &command,
               qint64 &ms);

// The options that limit the readers of untrusted formats (--time-limit SECONDS, --memory-limit
// MIB: IsolationParams), and their parsing into `isolation` (false after a message).
struct ReaderLimitOptions
{
    QCommandLineOption time;
    QCommandLineOption memory;
};
ReaderLimitOptions readerLimitOptions();
bool parseReaderLimits(const QCommandLineParser &parser, const ReaderLimitOptions &options,
                       IsolationParams &isolation);

// The index named by --db, else the default one.
QString indexPath(const QCommandLineParser &parser, const QCommandLineOption &db);

// 0.1234 with four decimals; 1.5 MB.
QString fixed(double value);
QString humanBytes(qint64 bytes);
// A policy's stable name with its title, for the summaries people read: "Similar (union) [union]".
QString policyText(const QString &name);
// The counts by problem reason (Status::codeName() -> count), one line each: the code, the
// count and the reason in words ("  not-text: 3 (Not a text document ...)\n").
QString reasonLine(const QString &code, qint64 count);
template <typename Counts> void printReasons(const Counts &byReason, QTextStream &o)
{
    for (const auto &[code, n] : byReason)
        o << reasonLine(code, n);
}
// The use cases name the file a problem is about first ("FILE: message"); the CLI says
// "FILE: not-text: message" as it always did.
QString problemText(const Status &status, const QString &file);

// While one lives, SIGINT and SIGTERM (Ctrl+C) cancel what runs instead of ending the
// process: the use case given (its cancel(), e.g. usecase::ScanFolders) and whatever polls
// cancelFlag(). The command then says what was kept and exits with ExitCancelled.
class Interruption
{
public:
    Interruption()
        : Interruption(nullptr, nullptr)
    {}
    template <typename UseCase>
    explicit Interruption(UseCase &running)
        : Interruption(&running, [](void *useCase) { static_cast<UseCase *>(useCase)->cancel(); })
    {}
    ~Interruption();
    Interruption(const Interruption &) = delete;
    Interruption &operator=(const Interruption &) = delete;

    const std::atomic_bool *cancelFlag() const;

private:
    Interruption(void *useCase, void (*cancel)(void *));
};

// One line of progress on stderr, rewritten in place: only on a terminal and unless --quiet.
class ProgressLine
{
public:
    explicit ProgressLine(bool wanted);
    ~ProgressLine() { end(); }
    ProgressLine(const ProgressLine &) = delete;
    ProgressLine &operator=(const ProgressLine &) = delete;

    bool shown() const { return m_show; }
    void update(const QString &text);
    // Ends the line (a line break) if one was written; the next update starts a new one.
    void end();

private:
    bool m_show = false;
    bool m_open = false;
};

// The progress line of a scan ("files 120/4000+, 1.2 MB/16 MB, 3.4 MB/s, 2 problems") and of an
// import ("archive 1/2, ...").
// "re-sketching: 1200/3740 documents" (scan/Resketch.h).
QString resketchProgressText(const ResketchProgress &progress);
QString scanProgressText(const ScanProgress &progress);
QString importProgressText(const ImportProgress &progress);

// "Matching: banding (LSH) 3/20, 120 candidates, 4 s left" on `line` (a line of its own
// after any earlier progress). Nothing when the line is not shown.
MatchProgressFn matchProgress(ProgressLine &line);

// The "Matched ... documents" line of a matching run at `params`.
QString matchSummaryText(const MatchSummary &summary, const MatchParams &params);
// Whether a matching matched only what changed, or why it matched everything (empty: neither).
QString matchIncrementText(const MatchStats &stats);

// After a scan or an import: prints what the matching and clustering did ("Matched ...",
// "Clusters ..."), reading the thresholds used from the index at `indexPath`. ExitOk, else
// (after a message) ExitCancelled or ExitFailure.
int reportMatchAndCluster(const usecase::ClusterOutcome &outcome, const QString &indexPath, QTextStream &o);
// What finding related documents did ("Related documents in ..."). ExitOk, else (after a
// message) ExitCancelled or ExitFailure.
int reportRelated(const usecase::RelateOutcome &outcome, QTextStream &o);

// The lines of the matching and clustering after a scan or an import, written as soon as they
// end (AfterIngest::onClustered), then those of related documents.
class AfterIngestLines
{
public:
    AfterIngestLines(ProgressLine &line, QString indexPath, QTextStream &o)
        : m_line(line)
        , m_indexPath(std::move(indexPath))
        , m_out(o)
    {}
    std::function<void(const usecase::ClusterOutcome &)> onClustered();
    // After the run (the scan or import done, matching asked): the lines not written yet (an
    // interruption before the matching, related documents); ExitOk or the code to exit with.
    int finish(const std::optional<usecase::ClusterOutcome> &clustering);

private:
    ProgressLine &m_line;
    QString m_indexPath;
    QTextStream &m_out;
    bool m_clustered = false;
    int m_rc = 0;
};

// The crawl side of the index; nullopt (after a message) if it cannot load or holds no web archive.
std::optional<CrawlIndex> loadCrawl(IndexStore &store, const QString &command, double threshold);
// The sweep labelled `label`; nullopt (after a message listing the sweeps) if there is none.
std::optional<int> sweepNamed(const CrawlIndex &index, const QString &label, const QString &command);

} // namespace lookalike::cli
