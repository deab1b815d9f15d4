// lookalike-cli merge: shards into a new index, with the distributed job's answer or matched here
// (usecase::MergeShards).
#include "CliSupport.h"
#include "Command.h"
#include "usecase/Shards.h"

#include <QFileInfo>

namespace lookalike::cli {

namespace {

class MergeCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(lookalike::cli)

public:
    MergeCommand()
        : Command(QStringLiteral("merge"), tr("bring shards into a new index, matched by a job or here"),
                  tr("Bring shard files into a new index: with --job, the shards a distributed job "
                     "matched and its pairs and clusters; else the shards named, matched and clustered "
                     "here. The window then opens, browses and exports the index like a local scan's."))
    {
        m_options = {m_db, m_job, m_estimatesOnly, m_quiet};
        m_positional = {
            {QStringLiteral("SHARD"),
             tr("Shard files, in order; with --job, copies of the shards the job read in its "
                "manifest's order, for those it read from URLs (or the manifest's paths when none is "
                "given)."),
             QStringLiteral("[SHARD...]")}};
        m_minPositional = 0;
        m_maxPositional = -1;
        m_synopsis = QStringLiteral("--db FILE (--job DIR [SHARD...] | SHARD...)");
    }

protected:
    int run(const QCommandLineParser &parser) override;

private:
    const QCommandLineOption m_db{QStringLiteral("db"), tr("The new index (it must not hold documents)."),
                                  tr("FILE")};
    const QCommandLineOption m_job{QStringLiteral("job"),
                                   tr("The distributed job's output folder (manifest.json, pairs, groups "
                                      "and clusters); it names the shards."),
                                   tr("DIR")};
    const QCommandLineOption m_estimatesOnly{
        QStringLiteral("estimates-only"),
        tr("Decide the pairs near a threshold by their estimates, without reading the documents again "
           "(with --job: keep the job's decisions and clusters as they are).")};
    const QCommandLineOption m_quiet{{QStringLiteral("q"), QStringLiteral("quiet")},
                                     tr("No progress on stderr.")};
};

int MergeCommand::run(const QCommandLineParser &parser)
{
    if (!parser.isSet(m_db))
        return complain(tr("--db names the new index to make"), ExitUsage);
    const bool job = parser.isSet(m_job);
    const QStringList shards = parser.positionalArguments();
    if (!job && shards.isEmpty())
        return complain(tr("name the job's folder with --job, or the shards"), ExitUsage);
    if (job && !QFileInfo(parser.value(m_job)).isDir())
        return complain(tr("%1: no such folder").arg(parser.value(m_job)), ExitFailure);

    usecase::MergeParams params;
    params.indexPath = parser.value(m_db);
    params.jobDir = parser.value(m_job);
    params.shardPaths = shards;
    params.settle = parser.isSet(m_estimatesOnly) ? Settle::ByEstimate : Settle::Exactly;
    usecase::MergeShards merge(params);
    usecase::MergeOutcome outcome;
    {
        ProgressLine line(!parser.isSet(m_quiet));
        Interruption interrupt(merge);
        outcome = merge.run(
            [&](const usecase::MergeProgress &p) {
                line.update(tr("shard %1/%2, %3/%4 documents")
                                .arg(p.shard + 1)
                                .arg(p.shards)
                                .arg(p.documentsDone)
                                .arg(p.documentsTotal));
            },
            matchProgress(line));
    }
    // (A merge whose matching or clustering failed made no index either: the message says so.)
    if (outcome.status.code() == Status::Code::Cancelled)
        return complain(outcome.status.message(), ExitCancelled);
    if (!outcome.status)
        return fail(outcome.status);
    out() << tr("Merged %1 into %2: %3 (%4 replaced by a later shard's), %5 of shards, %6, %7 holding %8, "
                "in %9 s\n")
                 .arg(tr("%n shards", nullptr, outcome.shards))
                 .arg(params.indexPath)
                 .arg(tr("%n documents", nullptr, pluralCount(outcome.documents)))
                 .arg(outcome.replaced)
                 .arg(humanBytes(outcome.shardBytes))
                 .arg(tr("%n pairs", nullptr, pluralCount(outcome.pairs)))
                 .arg(tr("%n clusters", nullptr, pluralCount(outcome.clusters)))
                 .arg(tr("%n documents", nullptr, pluralCount(outcome.clustered)))
                 .arg(outcome.seconds, 0, 'f', 2);
    if (outcome.relatedPairs > 0 || outcome.topics > 0)
        out() << tr("Related documents: %1 in %2\n")
                     .arg(tr("%n related pairs", nullptr, pluralCount(outcome.relatedPairs)))
                     .arg(tr("%n topics", nullptr, pluralCount(outcome.topics)));
    out().flush();
    return ExitOk;
}

} // namespace

std::unique_ptr<Command> mergeCommand()
{
    return std::make_unique<MergeCommand>();
}

} // namespace lookalike::cli
