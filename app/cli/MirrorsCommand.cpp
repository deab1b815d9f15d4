// lookalike-cli mirrors: host pairs sharing near-duplicate pages under the same paths (crawl/Mirrors).
#include "CliSupport.h"
#include "Command.h"
#include "crawl/Mirrors.h"
#include "usecase/Csv.h"

#include <limits>

namespace lookalike::cli {

namespace {

class MirrorsCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(lookalike::cli)

public:
    MirrorsCommand()
        : Command(QStringLiteral("mirrors"), tr("mirrored host pairs of a sweep"),
                  tr("Mirrored hosts: host pairs sharing near-duplicate pages under the same paths."))
    {
        m_options = {m_db, m_sweep, m_minPages, m_threshold, m_all, m_format};
    }

protected:
    int run(const QCommandLineParser &parser) override;

private:
    const QCommandLineOption m_db{QStringLiteral("db"), tr("The index file."), tr("FILE")};
    const QCommandLineOption m_sweep{QStringLiteral("sweep"), tr("The sweep (default: the newest)."),
                                     tr("LABEL")};
    const QCommandLineOption m_minPages{QStringLiteral("min-pages"),
                                        tr("Least pages a host pair shares (default 10)."), tr("N")};
    const QCommandLineOption m_threshold{
        QStringLiteral("threshold"),
        tr("Resemblance joining pages into a cluster (default: the one set in the window's Crawl view, "
           "else 0.5)."),
        tr("R")};
    const QCommandLineOption m_all{QStringLiteral("all"),
                                   tr("Also list host pairs that share content but are no mirrors.")};
    const QCommandLineOption m_format{QStringLiteral("format"), tr("text or csv (default text)."),
                                      tr("FORMAT"), QStringLiteral("text")};
};

int MirrorsCommand::run(const QCommandLineParser &parser)
{
    if (!validFormat(parser, m_format, {QStringLiteral("text"), QStringLiteral("csv")}))
        return ExitUsage;
    MirrorParams params;
    std::optional<double> threshold;
    if (!parseWholeNumber(parser, m_minPages, 1, std::numeric_limits<int>::max(), params.minPages) ||
        !parseAskedFraction(parser, m_threshold, threshold))
        return ExitUsage;
    const auto crawl = openCrawl(parser, m_db, threshold);
    if (!crawl)
        return ExitFailure;
    const auto &index = crawl->index;
    params.threshold = crawl->threshold;
    if (parser.isSet(m_sweep)) {
        const auto id = sweepNamed(*index, parser.value(m_sweep), name());
        if (!id)
            return ExitUsage;
        params.sweep = *id;
    }
    const auto pairs = findMirrors(*index, params);
    QTextStream &o = out();
    const bool csvOut = parser.value(m_format) == QLatin1String("csv");
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
        if (p.verdict != HostPair::Verdict::Mirror && !parser.isSet(m_all))
            continue;
        o << tr("%1  %2  %3, %4 of %5 under the same path suffix: %6\n")
                 .arg(p.hostA, p.hostB)
                 .arg(tr("%n shared pages", nullptr, pluralCount(p.sharedPages)))
                 .arg(p.suffixMatches)
                 .arg(tr("%n shared clusters", nullptr, pluralCount(p.sharedClusters)))
                 .arg(verdictName(p.verdict));
        for (const QString &e : p.examples)
            o << "    " << e << '\n';
    }
    if (!csvOut)
        o << tr("Sweep %1: %2; %3 >= %4%5\n")
                 .arg(index->sweepLabel(params.sweep >= 0 ? params.sweep : index->newestSweep()))
                 .arg(tr("%n mirrored host pairs", nullptr, pluralCount(mirrors)))
                 .arg(tr("%n other host pairs share", nullptr, pluralCount(others)))
                 .arg(tr("%n pages", nullptr, params.minPages))
                 .arg(others && !parser.isSet(m_all) ? tr(" (--all lists them)") : QString());
    return ExitOk;
}

} // namespace

std::unique_ptr<Command> mirrorsCommand()
{
    return std::make_unique<MirrorsCommand>();
}

} // namespace lookalike::cli
