// lookalike-cli url: a URL's captures per sweep and their clusters (Broder's query support).
#include "CliSupport.h"
#include "Command.h"

#include <QDateTime>

namespace lookalike::cli {

namespace {

class UrlCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(lookalike::cli)

public:
    UrlCommand()
        : Command(QStringLiteral("url"), tr("a URL's captures per sweep and their clusters"),
                  tr("Broder's query support: the captures of a URL in each sweep and the URLs of their "
                     "clusters."))
    {
        m_options = {m_db, m_threshold};
        m_positional = {{QStringLiteral("URL"), tr("A URL of an imported crawl."), {}}};
        m_minPositional = 1;
        m_maxPositional = 1;
    }

protected:
    int run(const QCommandLineParser &parser) override;

private:
    const QCommandLineOption m_db{QStringLiteral("db"), tr("The index file."), tr("FILE")};
    const QCommandLineOption m_threshold{
        QStringLiteral("threshold"),
        tr("Resemblance joining pages into a cluster (default: the one set in the window's Crawl view, "
           "else 0.5)."),
        tr("R")};
};

QString dateText(qint64 ms)
{
    return ms > 0 ? QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODate) : QString();
}

int UrlCommand::run(const QCommandLineParser &parser)
{
    std::optional<double> asked;
    if (!parseAskedFraction(parser, m_threshold, asked))
        return ExitUsage;
    const auto crawl = openCrawl(parser, m_db, asked);
    if (!crawl)
        return ExitFailure;
    const auto &index = crawl->index;
    const double threshold = crawl->threshold;
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
        const auto clusters = index->clusters(c->sweep, threshold);
        for (qint64 d : clusters.members[clusters.clusterOf.at(c->docId)]) {
            if (d == c->docId)
                continue;
            double r = 0;
            for (const CrawlIndex::Neighbor &n : index->neighbors(c->docId))
                if (n.docId == d)
                    r = n.resemblance;
            o << "  " << index->capture(d)->url << (r > 0 ? QStringLiteral("  %1").arg(fixed(r)) : QString())
              << '\n';
        }
    }
    return ExitOk;
}

} // namespace

std::unique_ptr<Command> urlCommand()
{
    return std::make_unique<UrlCommand>();
}

} // namespace lookalike::cli
