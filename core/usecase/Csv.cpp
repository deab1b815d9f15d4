#include "Csv.h"

#include <QStringList>

namespace lookalike::csv {

QString pairsHeader()
{
    return QStringLiteral("path_a,path_b,resemblance,containment_a_in_b,containment_b_in_a,found_by,exact");
}

QString clustersHeader()
{
    return QStringLiteral("cluster_id,path,size,representative,resemblance,contained_in_representative,"
                          "contains_representative,bytes,exact");
}

QString field(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString number(double value)
{
    return QString::number(value, 'f', 4);
}

QString sources(std::uint8_t bits)
{
    QStringList parts;
    if (bits & FoundByEquivalence)
        parts << QStringLiteral("equivalent");
    if (bits & FoundByBanding)
        parts << QStringLiteral("lsh");
    if (bits & FoundBySamples)
        parts << QStringLiteral("samples");
    return parts.isEmpty() ? QStringLiteral("-") : parts.join(QLatin1Char('+'));
}

QString pairRow(const ScoredPair &p, const std::function<QString(qint64)> &path)
{
    return field(path(p.docA)) + QLatin1Char(',') + field(path(p.docB)) + QLatin1Char(',') +
           number(p.resemblance) + QLatin1Char(',') + number(p.containmentAInB) + QLatin1Char(',') +
           number(p.containmentBInA) + QLatin1Char(',') + sources(p.sources) + QLatin1Char(',') +
           (p.exact ? QLatin1Char('1') : QLatin1Char('0'));
}

QString clusterRow(int clusterId, const Cluster &cluster, const ClusterMember &m,
                   const std::function<QString(qint64)> &path, const std::function<qint64(qint64)> &bytes)
{
    return QString::number(clusterId) + QLatin1Char(',') + field(path(m.docId)) + QLatin1Char(',') +
           QString::number(cluster.members.size()) + QLatin1Char(',') +
           (m.representative ? QLatin1Char('1') : QLatin1Char('0')) + QLatin1Char(',') +
           number(m.resemblance) + QLatin1Char(',') + number(m.containedInRep) + QLatin1Char(',') +
           number(m.containsRep) + QLatin1Char(',') + QString::number(bytes(m.docId)) + QLatin1Char(',') +
           (m.exact ? QLatin1Char('1') : QLatin1Char('0'));
}

QString mailHeader(const QString &suffix)
{
    return QStringLiteral("subject%1,sender%1,date%1,inclusive%1").arg(suffix);
}

QString mailFields(const usecase::MailMessage *m)
{
    if (!m)
        return QStringLiteral(",,,");
    return field(m->headers.subject) + QLatin1Char(',') + field(m->headers.sender) + QLatin1Char(',') +
           usecase::messageDate(m->headers.dateMs) + QLatin1Char(',') +
           (m->inclusive ? QLatin1Char('1') : QLatin1Char('0'));
}

QString lostFoundHeader()
{
    return QStringLiteral("old_url,new_url,resemblance,verdict,last_good_sweep,newest_status,via_redirect");
}

QString lostFoundRow(const LostFoundAnswer &a, const std::function<QString(int)> &sweepLabel)
{
    const bool answered = a.verdict == LostFoundAnswer::Verdict::Moved ||
                          a.verdict == LostFoundAnswer::Verdict::CopyElsewhere ||
                          a.verdict == LostFoundAnswer::Verdict::NotGone;
    return QStringList{field(a.oldUrl),
                       field(a.newUrl),
                       answered ? number(a.resemblance) : QString(),
                       verdictName(a.verdict),
                       field(a.lastGoodSweep >= 0 ? sweepLabel(a.lastGoodSweep) : QString()),
                       a.newestStatus ? QString::number(a.newestStatus) : QString(),
                       a.viaRedirect ? QStringLiteral("1") : QStringLiteral("0")}
        .join(QLatin1Char(','));
}

QString mirrorsHeader()
{
    return QStringLiteral(
        "host_a,host_b,shared_pages,suffix_matches,shared_clusters,pages_a,pages_b,verdict,example");
}

QString mirrorRow(const HostPair &p)
{
    return QStringList{field(p.hostA),
                       field(p.hostB),
                       QString::number(p.sharedPages),
                       QString::number(p.suffixMatches),
                       QString::number(p.sharedClusters),
                       QString::number(p.pagesA),
                       QString::number(p.pagesB),
                       verdictName(p.verdict),
                       field(p.examples.value(0))}
        .join(QLatin1Char(','));
}

} // namespace lookalike::csv
