// lookalike-cli evolution: how pages and clusters changed between two sweeps (crawl/Evolution).
#include "CliSupport.h"
#include "Command.h"
#include "crawl/Evolution.h"
#include "usecase/Csv.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace lookalike::cli {

namespace {

class EvolutionCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(lookalike::cli)

public:
    EvolutionCommand()
        : Command(QStringLiteral("evolution"), tr("how pages and clusters changed between sweeps"),
                  tr("How clusters and pages changed between two sweeps (Fetterly et al.)."))
    {
        m_options = {m_db, m_from, m_to, m_threshold, m_format};
        m_synopsis = QStringLiteral("--from L --to L");
    }

protected:
    int run(const QCommandLineParser &parser) override;

private:
    static void printCsv(const Evolution &ev, QTextStream &o);
    static QJsonObject json(const Evolution &ev);
    static void printText(const Evolution &ev, QTextStream &o);

    const QCommandLineOption m_db{QStringLiteral("db"), tr("The index file."), tr("FILE")};
    const QCommandLineOption m_from{QStringLiteral("from"), tr("The earlier sweep."), tr("LABEL")};
    const QCommandLineOption m_to{QStringLiteral("to"), tr("The later sweep."), tr("LABEL")};
    const QCommandLineOption m_threshold{
        QStringLiteral("threshold"),
        tr("Resemblance joining pages into a cluster (default: the one set in the window's Crawl view, "
           "else 0.5)."),
        tr("R")};
    const QCommandLineOption m_format{QStringLiteral("format"),
                                      tr("text, csv (one row per URL) or json (default text)."), tr("FORMAT"),
                                      QStringLiteral("text")};
};

int EvolutionCommand::run(const QCommandLineParser &parser)
{
    if (!parser.isSet(m_from) || !parser.isSet(m_to)) {
        err() << tr("lookalike-cli evolution: --from and --to name two sweeps\n");
        return ExitUsage;
    }
    if (!validFormat(parser, m_format,
                     {QStringLiteral("text"), QStringLiteral("csv"), QStringLiteral("json")}))
        return ExitUsage;
    EvolutionParams params;
    std::optional<double> threshold;
    if (!parseAskedFraction(parser, m_threshold, threshold))
        return ExitUsage;
    const auto crawl = openCrawl(parser, m_db, threshold);
    if (!crawl)
        return ExitFailure;
    const auto &store = crawl->store;
    const auto &index = crawl->index;
    params.threshold = crawl->threshold;
    const auto from = sweepNamed(*index, parser.value(m_from), name());
    const auto to = sweepNamed(*index, parser.value(m_to), name());
    if (!from || !to)
        return ExitUsage;
    params.fromSweep = *from;
    params.toSweep = *to;
    const auto ev = evolution(*store, *index, params);
    if (!ev)
        return fail(ev.status());
    const QString format = parser.value(m_format);
    if (format == QLatin1String("csv"))
        printCsv(*ev, out());
    else if (format == QLatin1String("json"))
        out() << QJsonDocument(json(*ev)).toJson(QJsonDocument::Indented);
    else
        printText(*ev, out());
    return ExitOk;
}

void EvolutionCommand::printCsv(const Evolution &ev, QTextStream &o)
{
    o << "from,to,url,cluster_size_from,cluster_size_to,containment,similarity,change,agreement\n";
    for (const UrlEvolution &u : ev.urls)
        o << csv::field(ev.fromLabel) << ',' << csv::field(ev.toLabel) << ',' << csv::field(u.url) << ','
          << u.clusterSizeFrom << ',' << u.clusterSizeTo << ',' << fixed(u.containment) << ','
          << fixed(u.similarity) << ',' << (u.inBoth ? bucketName(u.bucket) : QStringLiteral("gone")) << ','
          << (u.inBoth ? fixed(u.agreement) : QString()) << '\n';
}

QJsonObject EvolutionCommand::json(const Evolution &ev)
{
    QJsonObject root;
    root[QStringLiteral("from")] = ev.fromLabel;
    root[QStringLiteral("to")] = ev.toLabel;
    root[QStringLiteral("urls_from")] = ev.urlsFrom;
    root[QStringLiteral("urls_to")] = ev.urlsTo;
    root[QStringLiteral("common")] = ev.common;
    root[QStringLiteral("born")] = ev.born;
    root[QStringLiteral("died")] = ev.died;
    root[QStringLiteral("moved")] = ev.moved;
    QJsonObject buckets;
    for (int b = 0; b < kChangeBuckets; ++b)
        buckets[bucketName(ChangeBucket(b))] = ev.buckets[b];
    root[QStringLiteral("changes")] = buckets;
    QJsonArray ranges;
    for (const SizeRangeFigures &r : ev.ranges) {
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
    for (const UrlEvolution &u : ev.urls) {
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
    return root;
}

void EvolutionCommand::printText(const Evolution &ev, QTextStream &o)
{
    o << tr("From sweep %1 (%2) to sweep %3 (%4): %5 in both, %6 born, %7 died (%8)\n")
             .arg(ev.fromLabel)
             .arg(tr("%n pages", nullptr, pluralCount(ev.urlsFrom)))
             .arg(ev.toLabel)
             .arg(tr("%n pages", nullptr, pluralCount(ev.urlsTo)))
             .arg(ev.common)
             .arg(ev.born)
             .arg(ev.died)
             .arg(tr("%n of them moved", nullptr, pluralCount(ev.moved)));
    o << tr("Change of the pages in both:");
    for (int b = 0; b < kChangeBuckets; ++b)
        o << ' ' << bucketName(ChangeBucket(b)) << ' ' << ev.buckets[b]
          << (b + 1 < kChangeBuckets ? "," : "\n");
    o << tr("cluster size   URLs   containment  similarity  reverse containment\n");
    for (const SizeRangeFigures &r : ev.ranges) {
        if (!r.urls)
            continue;
        o << r.label.leftJustified(13) << QString::number(r.urls).rightJustified(6) << "   "
          << fixed(r.containment).rightJustified(11) << "  " << fixed(r.similarity).rightJustified(10) << "  "
          << fixed(r.reverseContainment).rightJustified(19) << '\n';
    }
}

} // namespace

std::unique_ptr<Command> evolutionCommand()
{
    return std::make_unique<EvolutionCommand>();
}

} // namespace lookalike::cli
