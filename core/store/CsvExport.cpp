#include "CsvExport.h"

#include <QStringList>

namespace lookalike::csv {

QString pairsHeader()
{
    return QStringLiteral("path_a,path_b,resemblance,containment_a_in_b,containment_b_in_a,found_by,exact");
}

QString clustersHeader()
{
    return QStringLiteral(
        "cluster_id,path,size,representative,resemblance,contained_in_representative,contains_representative,bytes");
}

QString field(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n'))
        && !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString number(double value) { return QString::number(value, 'f', 4); }

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
    return field(path(p.docA)) + QLatin1Char(',') + field(path(p.docB)) + QLatin1Char(',') + number(p.resemblance)
           + QLatin1Char(',') + number(p.containmentAInB) + QLatin1Char(',') + number(p.containmentBInA)
           + QLatin1Char(',') + sources(p.sources) + QLatin1Char(',') + (p.exact ? QLatin1Char('1') : QLatin1Char('0'));
}

QString clusterRow(int clusterId, const Cluster &cluster, const ClusterMember &m,
                   const std::function<QString(qint64)> &path, const std::function<qint64(qint64)> &bytes)
{
    return QString::number(clusterId) + QLatin1Char(',') + field(path(m.docId)) + QLatin1Char(',')
           + QString::number(cluster.members.size()) + QLatin1Char(',')
           + (m.representative ? QLatin1Char('1') : QLatin1Char('0')) + QLatin1Char(',') + number(m.resemblance)
           + QLatin1Char(',') + number(m.containedInRep) + QLatin1Char(',') + number(m.containsRep) + QLatin1Char(',')
           + QString::number(bytes(m.docId));
}

} // namespace lookalike::csv
