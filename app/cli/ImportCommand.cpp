// lookalike-cli import: web archives as a sweep, then match and cluster (usecase::ImportArchives).
#include "CliSupport.h"
#include "Command.h"
#include "usecase/Ingest.h"

#include <QFileInfo>
#include <algorithm>
#include <limits>

namespace lookalike::cli {

namespace {

class ImportCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(lookalike::cli)

public:
    ImportCommand()
        : Command(QStringLiteral("import"), tr("import web archives (WARC, ARC) as a sweep of a crawl"),
                  tr("Import web archives (WARC 1.0/1.1, ARC v1/v2) as one sweep of a crawl."))
    {
        m_options = {m_db,    m_sweep,   m_date,        m_threads,      m_anchorWindow,
                     m_quiet, m_noMatch, m_limits.time, m_limits.memory};
        m_positional = {{QStringLiteral("ARCHIVE"), tr("WARC or ARC files, plain or gzip."),
                         QStringLiteral("ARCHIVE...")}};
        m_minPositional = 1;
        m_maxPositional = -1;
    }

protected:
    int run(const QCommandLineParser &parser) override;

private:
    static void printImport(const ImportSummary &s, const QString &indexPath, QTextStream &o);

    const ReaderLimitOptions m_limits = readerLimitOptions();
    const QCommandLineOption m_db{QStringLiteral("db"),
                                  tr("The index file (default: in the user's data folder)."), tr("FILE")};
    const QCommandLineOption m_sweep{QStringLiteral("sweep"),
                                     tr("The sweep (crawl) these archives belong to (default: the date of "
                                        "the first capture). An existing sweep is added to."),
                                     tr("LABEL")};
    const QCommandLineOption m_date{QStringLiteral("date"),
                                    tr("The sweep's date, ISO 8601 (default: its earliest capture)."),
                                    tr("ISO-DATE")};
    const QCommandLineOption m_threads{QStringLiteral("threads"),
                                       tr("Analysis threads (default: one per core)."), tr("N")};
    const QCommandLineOption m_anchorWindow{
        QStringLiteral("anchor-window"),
        tr("Words each side of a link that describe its target for related documents, with the "
           "anchor text (default 8; 0: the anchor text alone; -1: none, a faster import)."),
        tr("N")};
    const QCommandLineOption m_quiet{{QStringLiteral("q"), QStringLiteral("quiet")},
                                     tr("No progress on stderr.")};
    const QCommandLineOption m_noMatch{QStringLiteral("no-match"),
                                       tr("Only import; do not match and cluster.")};
};

int ImportCommand::run(const QCommandLineParser &parser)
{
    ImportParams params;
    params.indexPath = indexPath(parser, m_db);
    params.archives = parser.positionalArguments();
    params.sweepLabel = parser.value(m_sweep);
    if (!parseDate(parser, m_date, name(), params.sweepDateMs) ||
        !parseWholeNumber(parser, m_threads, 1, std::numeric_limits<int>::max(), params.threads) ||
        !parseWholeNumber(parser, m_anchorWindow, -1, 1000, params.anchorWindow) ||
        !parseReaderLimits(parser, m_limits, params.extract.isolation))
        return ExitUsage;
    for (const QString &archive : params.archives) {
        const QFileInfo fi(archive);
        if (!fi.exists() || !fi.isFile()) {
            err() << tr("lookalike-cli import: %1: no such file\n").arg(archive);
            return ExitFailure;
        }
    }
    usecase::AfterIngest after;
    after.match = !parser.isSet(m_noMatch);

    QTextStream &o = out();
    // Each phase's lines as soon as it ends.
    bool imported = false;
    ProgressLine line(!parser.isSet(m_quiet));
    AfterIngestLines lines(line, params.indexPath, o);
    after.onClustered = lines.onClustered();
    usecase::ImportArchives import(params, after);
    usecase::ImportOutcome outcome;
    {
        Interruption interrupt(import);
        outcome = import.run([&](const ImportProgress &p) { line.update(importProgressText(p)); },
                             matchProgress(line),
                             [&](const ImportSummary &s) {
                                 line.end();
                                 if (!s.status.isOk()) {
                                     err() << tr("lookalike-cli import: %1\n").arg(s.status.toString());
                                     if (s.scanId == 0)
                                         return;
                                 }
                                 imported = true;
                                 printImport(s, params.indexPath, o);
                             });
        line.end();
    }

    const ImportSummary &s = outcome.import;
    if (!imported)
        return ExitFailure;
    if (s.state == QLatin1String("done") && after.match) {
        if (const int rc = lines.finish(outcome.clustering); rc != ExitOk)
            return rc;
    }
    o.flush();
    if (s.state == QLatin1String("cancelled"))
        return ExitCancelled;
    return s.status.isOk() ? ExitOk : ExitFailure;
}

void ImportCommand::printImport(const ImportSummary &s, const QString &indexPath, QTextStream &o)
{
    o << tr("Index: %1\n").arg(indexPath);
    o << tr("Import %1 into sweep '%2': %3 in %4 s\n")
             .arg(s.scanId)
             .arg(s.sweepLabel, scanStateText(s.state))
             .arg(s.elapsedSeconds, 0, 'f', 2);
    o << tr("Archives: %1 (%2 already imported, skipped), %3 read (%4 MB/s), payloads %5\n")
             .arg(s.archives)
             .arg(s.archivesSkipped)
             .arg(humanBytes(s.bytesRead))
             .arg(s.elapsedSeconds > 0 ? double(s.bytesRead) / 1e6 / s.elapsedSeconds : 0.0, 0, 'f', 1)
             .arg(humanBytes(s.payloadBytes));
    o << tr("Records: %1; %2\n")
             .arg(usecase::importRecordsText(s))
             .arg(tr("%n records skipped (requests, metadata and others)", nullptr, pluralCount(s.skipped)));
    if (s.unresolvedRevisits > 0)
        o << tr("Revisits whose original capture is not in the index: %1 (import the archive that holds "
                "it)\n")
                 .arg(s.unresolvedRevisits);
    if (s.problems > 0) {
        o << tr("Problems: %1\n").arg(s.problems);
        printReasons(s.problemsByReason, o);
        for (const ImportProblem &p : s.problemExamples)
            o << "    " << p.locator << ": " << p.status.message() << '\n';
        if (s.problems > qint64(s.problemExamples.size()))
            o << tr("    ... and %1 more\n").arg(s.problems - qint64(s.problemExamples.size()));
    }
    o.flush();
}

} // namespace

std::unique_ptr<Command> importCommand()
{
    return std::make_unique<ImportCommand>();
}

} // namespace lookalike::cli
