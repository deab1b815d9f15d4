#include "ClusterModel.h"

#include "Format.h"
#include "IndexWorker.h"
#include "usecase/Export.h"
#include "usecase/MailThreads.h"

#include <QFileInfo>
#include <QFont>
#include <QLocale>
#include <algorithm>

namespace lookalike {

namespace {

constexpr quintptr kClusterRow = 0; // internalId of top-level rows; members carry cluster row + 1
// A page's clusters up to this size come with their members.
constexpr int kMembersWithPage = 200;

} // namespace

// The documents of the path filter and of the new folders, computed once per filter on the
// reader thread.
struct ClusterModel::FilterCache
{
    QString text;
    QStringList folders;
    std::optional<DocumentSet> documents;

    // On the reader thread: the documents whose path holds `filter` and that lie in one of
    // `newFolders` (read once per filter), nullptr for no filter.
    Result<const DocumentSet *> documentsFor(IndexStore &store, const QString &filter,
                                             const QStringList &newFolders)
    {
        if (filter.isEmpty() && newFolders.isEmpty())
            return static_cast<const DocumentSet *>(nullptr);
        if (!documents || text != filter || folders != newFolders) {
            auto set = usecase::documentsShown(store, filter, newFolders);
            if (!set)
                return set.status();
            text = filter;
            folders = newFolders;
            documents = std::move(set).value();
        }
        return static_cast<const DocumentSet *>(&*documents);
    }

    // On the reader thread: the index's mail messages, threaded (read once per reload).
    std::optional<usecase::MailIndex> mail;
    Result<const usecase::MailIndex *> mailFor(IndexStore &store)
    {
        if (!mail) {
            auto read = usecase::mailIndex(store);
            if (!read)
                return read.status();
            mail = std::move(read).value();
        }
        return static_cast<const usecase::MailIndex *>(&*mail);
    }
};

namespace {

// The labels of the messages among `members` (and the representative), into `labels`; with
// `inclusiveOnly`, the members that are not inclusive leave the list.
template <typename Label>
void labelMessages(const usecase::MailIndex &mail, std::vector<ClusterMemberRow> &members,
                   qint64 representative, bool inclusiveOnly, std::unordered_map<qint64, Label> &labels)
{
    if (mail.empty())
        return;
    const auto label = [&](qint64 id, const QString &locator, bool part) {
        const usecase::MailMessage *m = mail.find(id);
        if (!m || labels.count(id))
            return;
        Label l;
        l.title = usecase::messageTitle(m->headers);
        l.inclusive = m->inclusive;
        l.part = part;
        l.dateMs = m->headers.dateMs;
        l.tooltip =
            ClusterModel::tr("%1\nFrom: %2\nDate: %3\n%4")
                .arg(m->headers.subject, m->headers.sender, usecase::messageDate(m->headers.dateMs), locator);
        if (!m->inclusive) {
            const usecase::MailMessage *later = mail.find(m->containedIn);
            l.tooltip +=
                QLatin1Char('\n') +
                ClusterModel::tr("Not inclusive: a later message of its conversation holds its text (%1)")
                    .arg(later ? usecase::messageTitle(later->headers) : QString());
        }
        labels.emplace(id, std::move(l));
    };
    for (const ClusterMemberRow &r : members)
        label(r.member.docId, r.document.locator, r.document.isPart());
    if (!labels.count(representative)) // a large cluster, its members not read yet
        label(representative, QString(), false);
    if (inclusiveOnly)
        std::erase_if(members, [&](const ClusterMemberRow &r) {
            const usecase::MailMessage *m = mail.find(r.member.docId);
            return m && !m->inclusive;
        });
}

} // namespace

struct ClusterModel::Page
{
    quint64 generation = 0;
    std::vector<Row> rows;
    bool last = false;
    std::optional<ClusterSummary> lastRead; // where the next page starts
    std::unordered_map<qint64, MessageLabel> messages;
};

ClusterModel::ClusterModel(IndexWorker *reader, QObject *parent, int pageSize)
    : QAbstractItemModel(parent)
    , m_reader(reader)
    , m_pageSize(std::max(1, pageSize))
    , m_filterCache(std::make_shared<FilterCache>())
{}

ClusterModel::~ClusterModel() = default;

void ClusterModel::clear()
{
    beginResetModel();
    m_rows.clear();
    m_messages.clear();
    m_after.reset();
    m_exhausted = true;
    m_fetching = false;
    ++m_generation;
    m_count = {-1, -1};
    endResetModel();
}

void ClusterModel::reload()
{
    // The index changed (a scan, a re-clustering, files trashed): the filter's documents are
    // read again (they were missing a scan's new files).
    m_filterCache = std::make_shared<FilterCache>();
    requery();
}

void ClusterModel::requery()
{
    clear();
    if (!m_reader || m_reader->index().isEmpty())
        return;
    m_exhausted = false;
    requestPage();
    requestCount();
}

void ClusterModel::setPathFilter(const QString &text)
{
    if (text == m_filter)
        return;
    m_filter = text;
    requery();
}

void ClusterModel::setNewFolders(const QStringList &folders)
{
    if (folders == m_newFolders)
        return;
    m_newFolders = folders;
    requery();
}

void ClusterModel::setSweepLabels(std::unordered_map<int, QString> labels)
{
    m_sweepLabels = std::move(labels);
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

void ClusterModel::setDuplicatesOnly(bool on)
{
    if (on == m_duplicatesOnly)
        return;
    m_duplicatesOnly = on;
    // The representative is each cluster's first member: it leaves or comes back as row 0.
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        Row &r = m_rows[i];
        if (!r.membersLoaded || r.members.empty() || !r.members.front().member.representative) {
            r.hideRepresentative = on; // (no row 0 to hide: the representative is filtered out)
            continue;
        }
        const QModelIndex parent = createIndex(int(i), 0, kClusterRow);
        if (on)
            beginRemoveRows(parent, 0, 0);
        else
            beginInsertRows(parent, 0, 0);
        r.hideRepresentative = on;
        if (on)
            endRemoveRows();
        else
            endInsertRows();
    }
}

void ClusterModel::setInclusiveOnly(bool on)
{
    if (on == m_inclusiveOnly)
        return;
    m_inclusiveOnly = on;
    requery();
}

const ClusterModel::MessageLabel *ClusterModel::messageLabel(qint64 docId) const
{
    if (m_messages.empty())
        return nullptr;
    const auto it = m_messages.find(docId);
    return it == m_messages.end() ? nullptr : &it->second;
}

void ClusterModel::sort(int column, Qt::SortOrder order)
{
    using Order = ClusterPageRequest::Order;
    Order by = m_order;
    switch (column) {
    case PathColumn:
        by = Order::Name;
        break;
    case MembersColumn:
        by = Order::Size;
        break;
    case ResemblanceColumn:
        by = Order::Resemblance;
        break;
    case BytesColumn:
        by = Order::Bytes;
        break;
    case HostColumn:
        by = Order::Host;
        break;
    case SweepColumn:
        by = Order::Sweep;
        break;
    default:
        return; // member figures: no order of clusters
    }
    const bool descending = order == Qt::DescendingOrder;
    if (by == m_order && descending == m_descending)
        return;
    m_order = by;
    m_descending = descending;
    requery();
}

void ClusterModel::requestPage()
{
    if (m_fetching || m_exhausted)
        return;
    m_fetching = true;
    ClusterPageRequest request;
    request.order = m_order;
    request.descending = m_descending;
    request.limit = m_pageSize;
    request.membersUpTo = kMembersWithPage;
    // After the last cluster read (not the last shown: the inclusive filter may leave some out).
    request.after = m_after;
    const QString filter = m_filter;
    const QStringList folders = m_newFolders;
    const quint64 generation = m_generation;
    const bool inclusiveOnly = m_inclusiveOnly;
    std::shared_ptr<FilterCache> cache = m_filterCache;
    m_reader->run<Page>(
        QStringLiteral("clusterPage"),
        [request, filter, folders, generation, inclusiveOnly,
         cache](IndexStore &store, const std::atomic_bool &) -> Result<Page> {
            auto set = cache->documentsFor(store, filter, folders);
            if (!set)
                return set.status();
            auto summaries = store.clusters().page(request, *set);
            if (!summaries)
                return summaries.status();
            std::vector<qint64> ids;
            for (const ClusterSummary &c : *summaries)
                for (const ClusterMember &m : c.members)
                    ids.push_back(m.docId);
            auto docs = store.documents().infos(ids);
            if (!docs)
                return docs.status();
            auto mail = cache->mailFor(store);
            if (!mail)
                return mail.status();
            Page page;
            page.generation = generation;
            page.last = int(summaries->size()) < request.limit;
            if (!summaries->empty()) {
                page.lastRead = summaries->back();
                page.lastRead->members.clear();
            }
            for (ClusterSummary &c : *summaries) {
                Row row;
                row.membersLoaded = !c.members.empty();
                for (const ClusterMember &m : c.members) {
                    ClusterMemberRow member{m, {}};
                    if (auto it = docs->find(m.docId); it != docs->end())
                        member.document = it->second;
                    row.members.push_back(std::move(member));
                }
                labelMessages(**mail, row.members, c.representative, inclusiveOnly && row.membersLoaded,
                              page.messages);
                if (row.membersLoaded && row.members.empty())
                    continue; // every member a message another holds
                c.members.clear();
                row.cluster = std::move(c);
                page.rows.push_back(std::move(row));
            }
            return page;
        },
        this,
        [this](Result<Page> page) {
            m_fetching = false;
            if (!page) {
                m_exhausted = true;
                Q_EMIT failed(page.status().message());
                return;
            }
            if (page->generation == m_generation) {
                m_messages.merge(page->messages);
                const bool none = page->rows.empty() && !page->last; // every cluster left out
                addPage(std::move(page).value());
                if (none)
                    requestPage();
            }
        });
}

void ClusterModel::addPage(Page page)
{
    m_exhausted = page.last;
    if (page.lastRead)
        m_after = std::move(page.lastRead);
    if (!page.rows.empty()) {
        beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + page.rows.size()) - 1);
        for (Row &r : page.rows) {
            r.hideRepresentative = m_duplicatesOnly;
            m_rows.push_back(std::move(r));
        }
        endInsertRows();
    }
    Q_EMIT pageLoaded(int(m_rows.size()));
}

void ClusterModel::requestCount()
{
    const QString filter = m_filter;
    const QStringList folders = m_newFolders;
    const quint64 generation = m_generation;
    std::shared_ptr<FilterCache> cache = m_filterCache;
    m_reader->run<std::pair<quint64, Clusters::Count>>(
        QStringLiteral("clusterCount"),
        [filter, folders, generation,
         cache](IndexStore &store, const std::atomic_bool &) -> Result<std::pair<quint64, Clusters::Count>> {
            auto set = cache->documentsFor(store, filter, folders);
            if (!set)
                return set.status();
            auto count = store.clusters().count(*set);
            if (!count)
                return count.status();
            return std::pair{generation, *count};
        },
        this,
        [this](Result<std::pair<quint64, Clusters::Count>> count) {
            if (!count || count->first != m_generation)
                return;
            m_count = count->second;
            Q_EMIT counted(m_count.clusters, m_count.documents);
        });
}

void ClusterModel::requestMembers(int row)
{
    Row &r = m_rows[std::size_t(row)];
    if (r.membersAsked || r.membersLoaded)
        return;
    r.membersAsked = true;
    const qint64 clusterId = r.cluster.id;
    const qint64 representative = r.cluster.representative;
    const quint64 generation = m_generation;
    const bool inclusiveOnly = m_inclusiveOnly;
    std::shared_ptr<FilterCache> cache = m_filterCache;
    using Members = std::pair<std::vector<ClusterMemberRow>, std::unordered_map<qint64, MessageLabel>>;
    m_reader->run<Members>(
        QStringLiteral("members %1").arg(clusterId),
        [clusterId, representative, inclusiveOnly, cache](IndexStore &store,
                                                          const std::atomic_bool &) -> Result<Members> {
            auto members = store.clusters().members(clusterId);
            if (!members)
                return members.status();
            auto mail = cache->mailFor(store);
            if (!mail)
                return mail.status();
            Members out{std::move(members).value(), {}};
            labelMessages(**mail, out.first, representative, inclusiveOnly, out.second);
            return out;
        },
        this,
        [this, row, clusterId, generation](Result<Members> members) {
            if (generation != m_generation || row >= int(m_rows.size()) ||
                m_rows[std::size_t(row)].cluster.id != clusterId)
                return;
            Row &r = m_rows[std::size_t(row)];
            r.membersAsked = false;
            if (!members) {
                Q_EMIT failed(members.status().message());
                return;
            }
            m_messages.merge(members->second);
            Row loaded;
            loaded.members = std::move(members->first);
            loaded.hideRepresentative = r.hideRepresentative;
            const int shown = int(loaded.members.size()) - firstShownMember(loaded);
            if (shown > 0)
                beginInsertRows(createIndex(row, 0, kClusterRow), 0, shown - 1);
            r.members = std::move(loaded.members);
            r.membersLoaded = true;
            if (shown > 0)
                endInsertRows();
        });
}

const ClusterSummary *ClusterModel::summary(const QModelIndex &index) const
{
    if (!index.isValid())
        return nullptr;
    const int row = index.internalId() == kClusterRow ? index.row() : int(index.internalId() - 1);
    return row >= 0 && row < int(m_rows.size()) ? &m_rows[std::size_t(row)].cluster : nullptr;
}

QModelIndex ClusterModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < int(m_rows.size()) ? createIndex(row, column, kClusterRow) : QModelIndex();
    if (parent.internalId() != kClusterRow || parent.row() >= int(m_rows.size()))
        return {};
    if (row >= rowCount(parent))
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
        return int(m_rows.size());
    if (parent.column() != 0 || parent.internalId() != kClusterRow)
        return 0;
    const Row &r = m_rows[std::size_t(parent.row())];
    return r.membersLoaded ? std::max(0, int(r.members.size()) - firstShownMember(r)) : 0;
}

int ClusterModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

bool ClusterModel::hasChildren(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return !m_rows.empty();
    return parent.column() == 0 && parent.internalId() == kClusterRow;
}

bool ClusterModel::canFetchMore(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return !m_exhausted && !m_fetching;
    if (parent.internalId() != kClusterRow || parent.row() >= int(m_rows.size()))
        return false;
    const Row &r = m_rows[std::size_t(parent.row())];
    return !r.membersLoaded && !r.membersAsked;
}

void ClusterModel::fetchMore(const QModelIndex &parent)
{
    if (!parent.isValid())
        requestPage();
    else if (parent.internalId() == kClusterRow && parent.row() < int(m_rows.size()))
        requestMembers(parent.row());
}

QString ClusterModel::sweepLabel(int sweep) const
{
    if (sweep <= 0)
        return {};
    const auto it = m_sweepLabels.find(sweep);
    return it != m_sweepLabels.end() ? it->second : QString::number(sweep);
}

QVariant ClusterModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalId() == kClusterRow)
        return clusterData(m_rows[std::size_t(index.row())], index.column(), role);
    const Row &r = m_rows[std::size_t(index.internalId() - 1)];
    return memberData(r, r.members[std::size_t(index.row() + firstShownMember(r))], index.column(), role);
}

QVariant ClusterModel::clusterData(const Row &row, int column, int role) const
{
    const ClusterSummary &s = row.cluster;
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case PathColumn: // a web page by its name in its URL, as its members are (the name sorts by URL)
            if (const MessageLabel *message = messageLabel(s.representative))
                return message->title;
            return isWebLocator(s.representativeLocator) ? nameText(s.representativeLocator) : s.name;
        case FolderColumn: { // a document inside a file (a message, an attachment): the file
            const MessageLabel *message = messageLabel(s.representative); // (when the filter hides it)
            const bool part = (!row.members.empty() && row.members.front().member.representative &&
                               row.members.front().document.isPart()) ||
                              (message && message->part);
            return part ? fileOfPart(s.representativeLocator) : folderText(s.representativeLocator);
        }
        case MembersColumn:
            return s.size;
        case ResemblanceColumn:
            return s.lowest == s.highest
                       ? percentText(s.highest)
                       : percentText(s.lowest) + QStringLiteral(" – ") + percentText(s.highest);
        case BytesColumn:
            return QLocale().formattedDataSize(s.bytes);
        case HostColumn:
            return s.hosts == 1 ? s.host : s.hosts > 1 ? tr("%n hosts", nullptr, s.hosts) : QString();
        case SweepColumn:
            return s.sweeps == 1  ? sweepLabel(s.sweep)
                   : s.sweeps > 1 ? tr("%n sweeps", nullptr, s.sweeps)
                                  : QString();
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (column == ResemblanceColumn)
            return tr("Every member resembles the copy kept by %1 to %2", nullptr)
                .arg(percentText(s.lowest), percentText(s.highest));
        return tr("Cluster of %n documents; the copy kept (representative): %1", nullptr, s.size)
            .arg(s.representativeLocator);
    case Qt::FontRole: {
        QFont bold;
        bold.setBold(true);
        return column == PathColumn ? QVariant(bold) : QVariant();
    }
    case Qt::TextAlignmentRole:
        return column == PathColumn || column == FolderColumn || column == HostColumn || column == SweepColumn
                   ? QVariant()
                   : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case DocIdRole:
        return qint64(0);
    case PathRole:
        return s.representativeLocator;
    case ClusterIdRole:
        return s.id;
    case IsRepresentativeRole:
        return false;
    case IsCaptureRole:
        return s.sweeps > 0;
    default:
        return {};
    }
}

QVariant ClusterModel::memberData(const Row &row, const ClusterMemberRow &member, int column, int role) const
{
    const ClusterMember &m = member.member;
    const DocumentInfo &doc = member.document;
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case PathColumn:
            if (const MessageLabel *message = messageLabel(m.docId))
                return message->title;
            return nameText(doc.locator);
        case FolderColumn: // a document inside a file: the file
            return doc.isPart() ? fileOfPart(doc.locator) : folderText(doc.locator);
        case ResemblanceColumn:
            return m.representative ? tr("copy kept") : figureText(m.resemblance, m.exact);
        case ContainedColumn:
            return m.representative ? QString() : figureText(m.containedInRep, m.exact);
        case ContainsColumn:
            return m.representative ? QString() : figureText(m.containsRep, m.exact);
        case BytesColumn:
            return QLocale().formattedDataSize(doc.size);
        case ModifiedColumn: // a message: when it was sent
            if (const auto *message = messageLabel(m.docId); message && message->dateMs > 0)
                return dateText(message->dateMs);
            return dateText(doc.mtimeMs);
        case HostColumn:
            return doc.host;
        case SweepColumn:
            return sweepLabel(doc.sweep);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (const MessageLabel *message = messageLabel(m.docId); message && column == PathColumn)
            return message->tooltip;
        if (doc.isCapture())
            return tr("%1\nHost: %2\nSweep: %3\nCaptured: %4")
                .arg(doc.locator, doc.host, sweepLabel(doc.sweep), dateText(doc.mtimeMs));
        if (m.representative)
            return tr("%1\nThe copy kept (the representative): the others are compared with it. Chosen "
                      "by: marked \"keep this copy\", in a reference folder, a name that does not look "
                      "like a copy, the oldest, the shortest path.")
                .arg(doc.locator);
        if (!m.exact &&
            (column == ResemblanceColumn || column == ContainedColumn || column == ContainsColumn))
            return tr("%1\nEstimated from the sketches (marked %2): select the member to see the exact "
                      "figures in the pair view.")
                .arg(doc.locator, QStringLiteral("\u2248"));
        return tr("%1\nModified %2").arg(doc.locator, dateText(doc.mtimeMs));
    case Qt::FontRole: {
        if (!m.representative || column != PathColumn)
            return {};
        QFont italic;
        italic.setItalic(true);
        return italic;
    }
    case Qt::TextAlignmentRole:
        return column == PathColumn || column == FolderColumn || column == HostColumn || column == SweepColumn
                   ? QVariant()
                   : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case DocIdRole:
        return m.docId;
    case PathRole:
        return doc.locator;
    case ClusterIdRole:
        return row.cluster.id;
    case IsRepresentativeRole:
        return m.representative;
    case IsCaptureRole:
        return doc.isCapture();
    case IsPartRole:
        return doc.isPart();
    case IsExactRole:
        return m.exact;
    default:
        return {};
    }
}

QVariant ClusterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case ResemblanceColumn:
            return tr("Resemblance: the share of all the word sequences (shingles) of two documents that "
                      "both have. A member: to the copy kept; a cluster: its lowest and highest, never "
                      "below the threshold with the default policy");
        case ContainedColumn:
            return tr("Contained: how much of the member is found in the copy kept");
        case ContainsColumn:
            return tr("Contains: how much of the copy kept is found in the member");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case PathColumn:
        return tr("Document");
    case FolderColumn:
        return tr("Folder");
    case MembersColumn:
        return tr("Members");
    case ResemblanceColumn:
        return tr("Resemblance");
    case ContainedColumn:
        return tr("Contained"); // short: the header fits its column (the tooltip says more)
    case ContainsColumn:
        return tr("Contains");
    case BytesColumn:
        return tr("Size");
    case ModifiedColumn:
        return tr("Modified / captured");
    case HostColumn:
        return tr("Host");
    case SweepColumn:
        return tr("Sweep");
    default:
        return {};
    }
}

} // namespace lookalike
