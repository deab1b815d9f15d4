#include "ClusterModel.h"

#include "Format.h"

#include <QDateTime>
#include <QFileInfo>
#include <QFont>
#include <QLocale>
#include <QSet>

#include <algorithm>

namespace lookalike {

namespace {

constexpr quintptr kClusterRow = 0; // internalId of top-level rows; members carry cluster row + 1

} // namespace

ClusterModel::ClusterModel(QObject *parent, int pageSize) : QAbstractItemModel(parent), m_pageSize(std::max(1, pageSize)) {}

void ClusterModel::setClusters(std::vector<Cluster> clusters, std::unordered_map<qint64, IndexStore::DocumentInfo> documents,
                               std::unordered_map<int, QString> sweepLabels)
{
    beginResetModel();
    m_clusters = std::move(clusters);
    m_documents = std::move(documents);
    m_sweepLabels = std::move(sweepLabels);
    m_hasWebPages = false;
    m_summaries.clear();
    m_summaries.reserve(m_clusters.size());
    QSet<QString> hosts;
    QSet<int> sweeps;
    for (const Cluster &c : m_clusters) {
        ClusterSummary s;
        hosts.clear();
        sweeps.clear();
        for (const ClusterMember &m : c.members) {
            if (auto it = m_documents.find(m.docId); it != m_documents.end()) {
                s.bytes += it->second.size;
                if (!it->second.host.isEmpty()) {
                    hosts.insert(it->second.host);
                    s.host = it->second.host;
                }
                if (it->second.sweep > 0) {
                    sweeps.insert(it->second.sweep);
                    s.sweep = it->second.sweep;
                }
            }
            if (m.representative)
                continue;
            s.lowest = std::min(s.lowest, m.resemblance);
            s.highest = std::max(s.highest, m.resemblance);
        }
        s.hosts = int(hosts.size());
        s.sweeps = int(sweeps.size());
        if (s.hosts != 1)
            s.host.clear();
        if (s.sweeps != 1)
            s.sweep = 0;
        m_hasWebPages = m_hasWebPages || s.hosts > 0 || s.sweeps > 0;
        m_summaries.push_back(s);
    }
    m_shown = std::min<int>(m_pageSize, int(m_clusters.size()));
    m_resetting = true;
    endResetModel();
    m_resetting = false;
}

QString ClusterModel::sweepLabel(int sweep) const
{
    if (sweep <= 0)
        return {};
    const auto it = m_sweepLabels.find(sweep);
    return it != m_sweepLabels.end() ? it->second : QString::number(sweep);
}

void ClusterModel::clear() { setClusters({}, {}); }

const Cluster *ClusterModel::cluster(const QModelIndex &index) const
{
    if (!index.isValid())
        return nullptr;
    const int row = index.internalId() == kClusterRow ? index.row() : int(index.internalId() - 1);
    return row >= 0 && row < int(m_clusters.size()) ? &m_clusters[std::size_t(row)] : nullptr;
}

QModelIndex ClusterModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < m_shown ? createIndex(row, column, kClusterRow) : QModelIndex();
    if (parent.internalId() != kClusterRow || parent.row() >= m_shown)
        return {};
    const Cluster &c = m_clusters[std::size_t(parent.row())];
    if (row >= int(c.members.size()))
        return {};
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex ClusterModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kClusterRow)
        return {};
    return createIndex(int(child.internalId() - 1), 0, kClusterRow);
}

int ClusterModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return m_shown;
    if (parent.column() != 0 || parent.internalId() != kClusterRow)
        return 0;
    return int(m_clusters[std::size_t(parent.row())].members.size());
}

int ClusterModel::columnCount(const QModelIndex &) const { return ColumnCount; }

bool ClusterModel::hasChildren(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return m_shown > 0;
    return parent.column() == 0 && parent.internalId() == kClusterRow;
}

bool ClusterModel::canFetchMore(const QModelIndex &parent) const
{
    return !m_resetting && !parent.isValid() && m_shown < int(m_clusters.size());
}

void ClusterModel::fetchMore(const QModelIndex &parent)
{
    if (m_resetting || parent.isValid())
        return;
    const int more = std::min<int>(m_pageSize, int(m_clusters.size()) - m_shown);
    if (more <= 0)
        return;
    beginInsertRows({}, m_shown, m_shown + more - 1);
    m_shown += more;
    m_resetting = true;
    endInsertRows();
    m_resetting = false;
}

QVariant ClusterModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalId() == kClusterRow)
        return clusterData(index.row(), index.column(), role);
    return memberData(int(index.internalId() - 1), index.row(), index.column(), role);
}

QVariant ClusterModel::clusterData(int row, int column, int role) const
{
    const Cluster &c = m_clusters[std::size_t(row)];
    const ClusterSummary &s = m_summaries[std::size_t(row)];
    const auto rep = m_documents.find(c.representative);
    const QString path = rep != m_documents.end() ? rep->second.locator : QString();
    // A web page is named by its URL (its last path segment says little); a file by its name.
    const QString name = isWebLocator(path) ? path : QFileInfo(path).fileName();
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case PathColumn: return name;
        case MembersColumn: return int(c.members.size());
        case ResemblanceColumn:
            return s.lowest == s.highest ? percentText(s.highest) : percentText(s.lowest) + QStringLiteral(" – ") + percentText(s.highest);
        case BytesColumn: return QLocale().formattedDataSize(s.bytes);
        case HostColumn: return s.hosts == 1 ? s.host : s.hosts > 1 ? tr("%n hosts", nullptr, s.hosts) : QString();
        case SweepColumn: return s.sweeps == 1 ? sweepLabel(s.sweep) : s.sweeps > 1 ? tr("%n sweeps", nullptr, s.sweeps) : QString();
        default: return {};
        }
    case Qt::ToolTipRole:
        return tr("Cluster of %n documents; representative: %1", nullptr, int(c.members.size())).arg(path);
    case Qt::FontRole: {
        QFont bold;
        bold.setBold(true);
        return column == PathColumn ? QVariant(bold) : QVariant();
    }
    case Qt::TextAlignmentRole:
        return column == PathColumn || column == HostColumn || column == SweepColumn
                   ? QVariant()
                   : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case SortRole:
        switch (column) {
        case PathColumn: return name.toLower();
        case MembersColumn: return int(c.members.size());
        case ResemblanceColumn: return s.highest;
        case BytesColumn: return s.bytes;
        case HostColumn: return s.host; // clusters over several hosts first
        case SweepColumn: return qint64(s.sweep);
        default: return {};
        }
    case DocIdRole: return qint64(0);
    case PathRole: return path;
    case ClusterIdRole: return row + 1;
    case IsRepresentativeRole: return false;
    default: return {};
    }
}

QVariant ClusterModel::memberData(int clusterRow, int memberRow, int column, int role) const
{
    const Cluster &c = m_clusters[std::size_t(clusterRow)];
    const ClusterMember &m = c.members[std::size_t(memberRow)];
    const auto doc = m_documents.find(m.docId);
    const QString path = doc != m_documents.end() ? doc->second.locator : QString();
    const qint64 size = doc != m_documents.end() ? doc->second.size : 0;
    const qint64 mtime = doc != m_documents.end() ? doc->second.mtimeMs : 0;
    const QString host = doc != m_documents.end() ? doc->second.host : QString();
    const int sweep = doc != m_documents.end() ? doc->second.sweep : 0;
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case PathColumn: return path;
        case ResemblanceColumn: return m.representative ? tr("representative") : percentText(m.resemblance);
        case ContainedColumn: return m.representative ? QString() : percentText(m.containedInRep);
        case ContainsColumn: return m.representative ? QString() : percentText(m.containsRep);
        case BytesColumn: return QLocale().formattedDataSize(size);
        case ModifiedColumn: return QLocale().toString(QDateTime::fromMSecsSinceEpoch(mtime), QLocale::ShortFormat);
        case HostColumn: return host;
        case SweepColumn: return sweepLabel(sweep);
        default: return {};
        }
    case Qt::ToolTipRole:
        if (sweep > 0)
            return tr("%1\nHost: %2\nSweep: %3\nCaptured: %4").arg(path, host, sweepLabel(sweep), dateText(mtime));
        return path;
    case Qt::FontRole: {
        if (!m.representative || column != PathColumn)
            return {};
        QFont italic;
        italic.setItalic(true);
        return italic;
    }
    case Qt::TextAlignmentRole:
        return column == PathColumn || column == HostColumn || column == SweepColumn
                   ? QVariant()
                   : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case SortRole:
        switch (column) {
        case PathColumn: return path.toLower();
        case HostColumn: return host;
        case SweepColumn: return qint64(sweep);
        case ResemblanceColumn: return m.representative ? 2.0 : m.resemblance;
        case ContainedColumn: return m.containedInRep;
        case ContainsColumn: return m.containsRep;
        case BytesColumn: return size;
        case ModifiedColumn: return mtime;
        default: return {};
        }
    case DocIdRole: return m.docId;
    case PathRole: return path;
    case ClusterIdRole: return clusterRow + 1;
    case IsRepresentativeRole: return m.representative;
    default: return {};
    }
}

QVariant ClusterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case PathColumn: return tr("Document");
    case MembersColumn: return tr("Members");
    case ResemblanceColumn: return tr("Resemblance");
    case ContainedColumn: return tr("In representative");
    case ContainsColumn: return tr("Contains representative");
    case BytesColumn: return tr("Size");
    case ModifiedColumn: return m_hasWebPages ? tr("Modified / captured") : tr("Modified");
    case HostColumn: return tr("Host");
    case SweepColumn: return tr("Sweep");
    default: return {};
    }
}

} // namespace lookalike
