// lookalike-cli shard: sketch folders, files or web archives into a shard file, without matching
// (usecase::MakeShard).
#include "CliSupport.h"
#include "Command.h"
#include "usecase/Shards.h"

#include <QFileInfo>
#include <limits>

namespace lookalike::cli {

namespace {

class ShardCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(lookalike::cli)

public:
    ShardCommand()
        : Command(QStringLiteral("shard"), tr("sketch folders, files or web archives into a shard file"),
                  tr("Sketch folders and files, or web archives, into one shard file for 'lookalike-cli "
                     "merge' or the distributed job; nothing is matched. The work goes through an index "
                     "beside the shard (FILE.db), so an interrupted run resumes where it stopped."))
    {
        m_options = {m_out, m_db, m_files, m_archives, m_sweep, m_date, m_threads, m_quiet};
        m_positional = {{QStringLiteral("PATH"),
                         tr("Folders or files to sketch (with --archives: WARC or ARC files)."),
                         QStringLiteral("[PATH...]")}};
        m_minPositional = 0;
        m_maxPositional = -1;
        m_synopsis = QStringLiteral("--out FILE [--files LIST] [--archives] [PATH...]");
    }

protected:
    int run(const QCommandLineParser &parser) override;

private:
    const QCommandLineOption m_out{QStringLiteral("out"), tr("The shard file to write (FILE.lkshard)."),
                                   tr("FILE")};
    const QCommandLineOption m_db{QStringLiteral("db"),
                                  tr("The work index the inputs are sketched into (default: FILE.db beside "
                                     "the shard)."),
                                  tr("FILE")};
    const QCommandLineOption m_files{
        QStringLiteral("files"), tr("Also sketch the files (or folders) listed in LIST, one path a line."),
        tr("LIST")};
    const QCommandLineOption m_archives{QStringLiteral("archives"),
                                        tr("The paths are web archives (WARC, ARC), imported as one sweep.")};
    const QCommandLineOption m_sweep{QStringLiteral("sweep"),
                                     tr("With --archives: the sweep (crawl) they belong to (default: the "
                                        "date of the first capture)."),
                                     tr("LABEL")};
    const QCommandLineOption m_date{QStringLiteral("date"),
                                    tr("With --archives: the sweep's date, ISO 8601 (default: its earliest "
                                       "capture)."),
                                    tr("ISO-DATE")};
    const QCommandLineOption m_threads{QStringLiteral("threads"),
                                       tr("Analysis threads (default: one per core)."), tr("N")};
    const QCommandLineOption m_quiet{{QStringLiteral("q"), QStringLiteral("quiet")},
                                     tr("No progress on stderr.")};
};

int ShardCommand::run(const QCommandLineParser &parser)
{
    if (!parser.isSet(m_out))
        return complain(tr("--out names the shard file to write"), ExitUsage);
    usecase::MakeShardParams params;
    params.shardPath = parser.value(m_out);
    params.workIndexPath = parser.value(m_db);
    params.inputs.paths = parser.positionalArguments();
    params.inputs.archives = parser.isSet(m_archives);
    params.inputs.sweepLabel = parser.value(m_sweep);
    if ((parser.isSet(m_sweep) || parser.isSet(m_date)) && !params.inputs.archives)
        return complain(tr("--sweep and --date name the sweep of web archives: add --archives"), ExitUsage);
    if (!parseDate(parser, m_date, name(), params.inputs.sweepDateMs) ||
        !parseWholeNumber(parser, m_threads, 1, std::numeric_limits<int>::max(), params.threads))
        return ExitUsage;
    for (const QString &path : params.inputs.paths) {
        const QFileInfo fi(path);
        if (params.inputs.archives && !fi.isFile())
            return complain(tr("%1: no such file").arg(path), ExitFailure);
        if (!fi.exists())
            return complain(tr("%1: no such file or folder").arg(path), ExitFailure);
    }
    if (parser.isSet(m_files)) {
        auto listed = usecase::readPathList(parser.value(m_files));
        if (!listed)
            return fail(listed.status());
        params.inputs.paths += *listed;
    }
    if (params.inputs.paths.isEmpty())
        return complain(tr("nothing to sketch: name folders or files, or a list of them with --files"),
                        ExitUsage);

    usecase::MakeShard shard(params);
    usecase::ShardOutcome outcome;
    {
        ProgressLine line(!parser.isSet(m_quiet));
        Interruption interrupt(shard);
        outcome = shard.run([&](const ScanProgress &p) { line.update(scanProgressText(p)); },
                            [&](const ImportProgress &p) { line.update(importProgressText(p)); },
                            [&](qint64 done, qint64 total) {
                                line.update(tr("writing the shard: %1/%2 documents").arg(done).arg(total));
                            });
    }
    if (outcome.status.code() == Status::Code::Cancelled)
        return complain(outcome.status.message(), ExitCancelled);
    if (!outcome.status)
        return fail(outcome.status);
    const ShardWritten &w = outcome.shard;
    out() << tr("Shard %1: %2 (%3 sketched, %4 could not be used), %5, in %6 s (work index %7)\n")
                 .arg(params.shardPath)
                 .arg(tr("%n documents", nullptr, pluralCount(w.documents)))
                 .arg(w.sketched)
                 .arg(w.failed)
                 .arg(humanBytes(w.bytes))
                 .arg(outcome.seconds, 0, 'f', 2)
                 .arg(outcome.workIndexPath);
    out().flush();
    return ExitOk;
}

} // namespace

std::unique_ptr<Command> shardCommand()
{
    return std::make_unique<ShardCommand>();
}

} // namespace lookalike::cli
