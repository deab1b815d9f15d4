// lookalike-cli clusters: cluster under a policy (usecase::cluster), then list (exportClusters).
#include "CliSupport.h"
#include "Command.h"
#include "cluster/ClusterPolicy.h"
#include "store/Settings.h"
#include "usecase/Export.h"

namespace lookalike::cli {

namespace {

class ClustersCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(lookalike::cli)

public:
    ClustersCommand()
        : Command(QStringLiteral("clusters"), tr("clusters of near-duplicates under a policy"),
                  tr("Clusters of near-duplicates, recomputed from the stored pairs."))
    {
        m_options = {m_db, m_policy, m_threshold, m_format};
    }

protected:
    int run(const QCommandLineParser &parser) override;

private:
    const QCommandLineOption m_db{QStringLiteral("db"),
                                  tr("The index file (default: in the user's data folder)."), tr("FILE")};
    const QCommandLineOption m_policy{
        QStringLiteral("policy"),
        tr("%1 (default: the last used in this index, by the window too, else %2).")
            .arg(policyNames().join(QLatin1Char('|')), policyName(ClusterChoice{}.policy)),
        tr("POLICY")};
    const QCommandLineOption m_threshold{QStringLiteral("threshold"),
                                         tr("Resemblance (containment for the containment policy) that joins "
                                            "two documents (default: the last used, else %1). The choice is "
                                            "remembered in the index: the window shows it too.")
                                             .arg(ClusterChoice{}.threshold),
                                         tr("T")};
    const QCommandLineOption m_format{QStringLiteral("format"), tr("csv or json (default csv)."),
                                      tr("FORMAT"), QStringLiteral("csv")};
};

int ClustersCommand::run(const QCommandLineParser &parser)
{
    if (!validFormat(parser, m_format, {QStringLiteral("csv"), QStringLiteral("json")}))
        return ExitUsage;
    std::optional<ClusterPolicy> policy;
    if (parser.isSet(m_policy)) {
        policy = policyFromName(parser.value(m_policy));
        if (!policy) {
            err() << tr("lookalike-cli clusters: unknown policy '%1' (one of %2)\n")
                         .arg(parser.value(m_policy), policyNames().join(QLatin1String(", ")));
            return ExitUsage;
        }
    }
    double threshold = -1;
    if (!parseFraction(parser, m_threshold, threshold))
        return ExitUsage;
    const auto store = openExisting(parser, m_db);
    if (!store)
        return ExitFailure;
    // What is not asked is as the index was last clustered (else the defaults).
    ClusterChoice choice = store->settings().clusterChoiceOrDefault();
    if (policy)
        choice.policy = *policy;
    if (parser.isSet(m_threshold))
        choice.threshold = threshold;
    usecase::ClusterOutcome outcome;
    {
        ProgressLine line(true);
        Interruption interrupt;
        outcome = usecase::cluster(*store, choice, interrupt.cancelFlag(), matchProgress(line));
    }
    if (outcome.matching && !outcome.matching->status.isOk())
        return matchingFailed(outcome.matching->status);
    if (!outcome.status.isOk())
        return fail(outcome.status);
    const auto format = parser.value(m_format) == QLatin1String("json") ? usecase::ExportFormat::Json
                                                                        : usecase::ExportFormat::Csv;
    if (auto written = usecase::exportClusters(*store, out(), format); !written)
        return fail(written.status());
    return ExitOk;
}

} // namespace

std::unique_ptr<Command> clustersCommand()
{
    return std::make_unique<ClustersCommand>();
}

} // namespace lookalike::cli
