#include "FileActions.h"

#include "base/Wording.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QStorageInfo>
#include <QSysInfo>
#include <QUrl>
#include <algorithm>
#include <unistd.h>
#include <unordered_set>

namespace lookalike::usecase {

namespace {

// The texts of the action log and of refusals, translated like the window's.
struct ActionText
{
    Q_DECLARE_TR_FUNCTIONS(lookalike::usecase::FileActions)
};

LoggedAction logRow(const char *kind, const char *outcome, const QString &locator, const QString &detail,
                    const QString &representative = {})
{
    LoggedAction a;
    a.kind = QLatin1String(kind);
    a.outcome = QLatin1String(outcome);
    a.locator = locator;
    a.detail = detail;
    a.representative = representative;
    return a;
}

QString canonical(const QString &path)
{
    return QFileInfo(path).canonicalFilePath();
}

bool inside(const QString &file, const QString &folder)
{
    if (file.isEmpty() || folder.isEmpty())
        return false;
    const QString relative = QDir(folder).relativeFilePath(file);
    return relative == QLatin1String(".") ||
           (!relative.startsWith(QLatin1String("..")) && !QDir::isAbsolutePath(relative));
}

// The representative's locator for a member's log row; empty for the representative itself.
QString representativeFor(const TrashItem &item)
{
    return item.representative;
}

} // namespace

bool isGone(const QString &path)
{
    const QFileInfo info(path);
    return !info.exists() && !info.isSymLink();
}

int TrashPlan::moving(bool lastCopiesToo) const
{
    if (blocked != Blocked::No)
        return 0;
    return int(std::count_if(items.begin(), items.end(), [&](const TrashItem &i) {
        return i.verdict == TrashItem::Verdict::Move ||
               (lastCopiesToo && i.verdict == TrashItem::Verdict::LastCopy);
    }));
}

int TrashPlan::lastCopies() const
{
    return int(std::count_if(items.begin(), items.end(),
                             [](const TrashItem &i) { return i.verdict == TrashItem::Verdict::LastCopy; }));
}

bool inReferenceFolder(const QString &path, const QStringList &referenceFolders, const RealPathFn &realPath)
{
    const RealPathFn &real = realPath ? realPath : RealPathFn(canonical);
    const QString realFile = real(path);
    return std::any_of(referenceFolders.begin(), referenceFolders.end(), [&](const QString &folder) {
        return inside(path, folder) || inside(realFile, real(folder));
    });
}

TrashPlan planTrash(const std::vector<std::pair<DocumentInfo, qint64>> &selection,
                    const std::unordered_map<qint64, Cluster> &clusters,
                    const std::unordered_map<qint64, DocumentInfo> &representatives,
                    const QStringList &referenceFolders, const RealPathFn &realPath)
{
    TrashPlan plan;
    std::unordered_set<qint64> chosen;
    for (const auto &[doc, cluster] : selection) {
        if (!chosen.insert(doc.id).second)
            continue;
        TrashItem item;
        item.document = doc;
        if (auto c = clusters.find(cluster); c != clusters.end()) {
            item.clusterSize = int(c->second.members.size());
            for (const ClusterMember &m : c->second.members) {
                if (m.docId != doc.id)
                    continue;
                item.resemblance = m.resemblance;
                item.containedIn = m.containedInRep;
                item.exact = m.exact;
            }
            if (c->second.representative != doc.id)
                if (auto r = representatives.find(c->second.representative); r != representatives.end())
                    item.representative = r->second.locator;
        }
        plan.items.push_back(std::move(item));
    }
    // Web pages read from archives are no files, nor are the messages inside a mailbox.
    if (std::any_of(plan.items.begin(), plan.items.end(),
                    [](const TrashItem &i) { return !i.document.isFile(); })) {
        plan.blocked = TrashPlan::Blocked::WebPages;
        for (TrashItem &i : plan.items)
            if (!i.document.isFile()) {
                i.verdict = TrashItem::Verdict::Refused;
                i.reason =
                    phrase(i.document.isCapture() ? Phrase::WebPageNotFile : Phrase::InsideFileNotFile);
            }
        return plan;
    }
    // Never inside a reference folder: those stay, the others go (a cluster row that holds a
    // reference file offers its other members); when nothing else is selected, nothing moves,
    // and the log says why.
    bool refused = false;
    for (TrashItem &i : plan.items)
        if (inReferenceFolder(i.document.locator, referenceFolders, realPath)) {
            i.verdict = TrashItem::Verdict::Refused;
            i.reason = phrase(Phrase::InReferenceFolder);
            refused = true;
        }
    if (refused && std::all_of(plan.items.begin(), plan.items.end(),
                               [](const TrashItem &i) { return i.verdict == TrashItem::Verdict::Refused; })) {
        plan.blocked = TrashPlan::Blocked::ReferenceFolder;
        return plan;
    }
    // A file that stays (a reference file) is not selected: its cluster keeps a copy.
    for (const TrashItem &i : plan.items)
        if (i.verdict == TrashItem::Verdict::Refused)
            chosen.erase(i.document.id);
    // The last copy of a cluster: every member is selected. Its representative stays unless
    // the user says explicitly that it goes too.
    // Each cluster the selection touches, whichever row each member was selected from.
    std::unordered_map<qint64, std::size_t> itemOf;
    for (std::size_t k = 0; k < plan.items.size(); ++k)
        itemOf.emplace(plan.items[k].document.id, k);
    for (const auto &[id, cluster] : clusters) {
        const auto rep = itemOf.find(cluster.representative);
        if (rep == itemOf.end())
            continue;
        const auto &members = cluster.members;
        if (std::all_of(members.begin(), members.end(),
                        [&](const ClusterMember &m) { return chosen.count(m.docId) > 0; })) {
            TrashItem &i = plan.items[rep->second];
            i.verdict = TrashItem::Verdict::LastCopy;
            i.reason = phrase(Phrase::LastCopyKept);
            i.clusterSize = std::max(i.clusterSize, int(members.size()));
        }
    }
    return plan;
}

Result<TrashPlan> planTrash(IndexStore &store, const std::vector<Selected> &selection,
                            const QStringList &referenceFolders)
{
    std::vector<qint64> ids;
    std::unordered_map<qint64, Cluster> clusters;
    for (const Selected &s : selection) {
        ids.push_back(s.docId);
        if (s.clusterId > 0 && !clusters.count(s.clusterId)) {
            auto c = store.clusters().cluster(s.clusterId);
            if (!c && c.status().code() != Status::Code::NotFound)
                return c.status();
            if (c) {
                ids.push_back(c->representative);
                clusters.emplace(s.clusterId, std::move(c).value());
            }
        }
    }
    auto docs = store.documents().infos(ids);
    if (!docs)
        return docs.status();
    std::vector<std::pair<DocumentInfo, qint64>> chosen;
    for (const Selected &s : selection)
        if (auto it = docs->find(s.docId); it != docs->end())
            chosen.emplace_back(it->second, s.clusterId);
    // The index's reference folders, and any the caller adds.
    auto folders = store.folders().list();
    if (!folders)
        return folders.status();
    QStringList references = lookalike::referenceFolders(*folders);
    for (const QString &folder : referenceFolders)
        if (!references.contains(folder))
            references << folder;
    return planTrash(chosen, clusters, *docs, references);
}

Result<QString> moveToTrash(const QString &path)
{
    // The home trash is $XDG_DATA_HOME/Trash. Qt 6.4 moves files into "files" under the working
    // directory when it cannot make that folder (its parent missing on a fresh account): make it.
    const QString dataHome = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    if (!QDir().mkpath(dataHome))
        return Status::error(Status::Code::Unreadable, phrase(Phrase::NoTrash).arg(dataHome));
    QFile file(path);
    if (!file.moveToTrash())
        return Status::error(Status::Code::Unreadable, phrase(Phrase::CouldNotTrash).arg(file.errorString()));
    return file.fileName(); // where the file lies in the trash now
}

QString processOwner(qint64 pid)
{
    // Field 22 of /proc/PID/stat, after the command in parentheses: the start time.
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return {};
    const QByteArray line = stat.readAll();
    const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
    if (fields.size() <= 19)
        return {};
    return QStringLiteral("%1:%2:%3")
        .arg(QSysInfo::machineHostName())
        .arg(pid)
        .arg(QString::fromLatin1(fields[19]));
}

namespace {

// An entry's DeletionDate (ISO 8601, local time, as the trash spec writes it).
QDateTime deletionDate(const QByteArray &info)
{
    for (const QByteArray &line : info.split('\n'))
        if (line.startsWith("DeletionDate="))
            return QDateTime::fromString(QString::fromLatin1(line.mid(13).trimmed()), Qt::ISODate);
    return {};
}

// Whether the moves of `owner` may be recorded by a process owning `self`: its own (an earlier
// Move to Trash of this process ended without recording them: the index could not be written),
// or those of a process of this host that runs no more. Another host's are left to it.
bool mayRecord(const QString &owner, const QString &self)
{
    if (owner.isEmpty() || owner == self)
        return true;
    const QStringList parts = owner.split(QLatin1Char(':'));
    if (parts.size() != 3 || parts[0] != QSysInfo::machineHostName())
        return false;
    return processOwner(parts[1].toLongLong()) != owner;
}

} // namespace

std::optional<QString> TrashFolders::find(const QString &path, qint64 sinceMs, bool completeInfo)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const QString name = QFileInfo(path).fileName();
    // A moment of the file system's clock may be a little behind the index's.
    const QDateTime since = sinceMs > 0 ? QDateTime::fromMSecsSinceEpoch(sinceMs - 2000) : QDateTime();
    static const QRegularExpression numbered(QStringLiteral("^-\\d{4}$"));
    Folder *bestFolder = nullptr;
    QString bestKey; // its Path= there
    const Entry *best = nullptr;
    bool bestUnsaid = false;
    for (Folder *folder : foldersOf(absolute)) {
        const QString key =
            folder->topdir.isEmpty() ? absolute : QDir(folder->topdir).relativeFilePath(absolute);
        const auto consider = [&](const Entry &e, bool unsaid) {
            if (since.isValid() && e.made < since)
                return; // an older trashing of this path or name
            if (!best || e.made > best->made) {
                best = &e;
                bestFolder = folder;
                bestKey = key;
                bestUnsaid = unsaid;
            }
        };
        if (auto it = folder->byPath.find(key); it != folder->byPath.end())
            for (const Entry &e : it->second)
                consider(e, false);
        for (const Entry &e : folder->unsaid) {
            const QString trashed = QFileInfo(e.place).fileName();
            if (trashed == name ||
                (trashed.startsWith(name) && numbered.match(trashed.mid(name.size())).hasMatch()))
                consider(e, true);
        }
    }
    if (!best)
        return std::nullopt;
    const QString place = best->place;
    if (bestUnsaid && completeInfo) {
        // Qt moves the file before it writes its entry's information: a move cut short between
        // left it empty. Completed, so that the desktop's trash can put the file back.
        QFile info(best->info);
        if (info.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
            info.write("[Trash Info]\nPath=" + QUrl::toPercentEncoding(bestKey, "/") +
                       "\nDeletionDate=" + best->made.toString(Qt::ISODate).toUtf8() + "\n") > 0) {
            Entry e = *best;
            std::erase_if(bestFolder->unsaid, [&](const Entry &u) { return u.info == e.info; });
            bestFolder->byPath[bestKey].push_back(e);
        }
    }
    return place;
}

std::vector<TrashFolders::Folder *> TrashFolders::foldersOf(const QString &absolute)
{
    // The home trash; and for a file on another file system, its top directory's trash
    // ($topdir/.Trash/$uid, $topdir/.Trash-$uid), as QFile::moveToTrash chooses.
    std::vector<Folder *> folders;
    const QString dataHome = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    folders.push_back(&folder(QDir(dataHome).filePath(QStringLiteral("Trash")), {}));
    const QString topdir = QStorageInfo(QFileInfo(absolute).absolutePath()).rootPath();
    if (!topdir.isEmpty() && topdir != QStorageInfo(QDir::homePath()).rootPath()) {
        const QString uid = QString::number(::getuid());
        folders.push_back(&folder(QDir(topdir).filePath(QStringLiteral(".Trash/") + uid), topdir));
        folders.push_back(&folder(QDir(topdir).filePath(QStringLiteral(".Trash-") + uid), topdir));
    }
    return folders;
}

TrashFolders::Folder &TrashFolders::folder(const QString &trash, const QString &topdir)
{
    auto [it, fresh] = m_folders.try_emplace(trash);
    Folder &f = it->second;
    if (!fresh)
        return f;
    f.topdir = topdir;
    // The freedesktop.org trash: files/NAME, with info/NAME.trashinfo saying "Path=" (percent-
    // encoded; relative to the top directory in a top directory's trash) where it was.
    const QDir dir(trash);
    for (const QFileInfo &entry :
         QDir(dir.filePath(QStringLiteral("info")))
             .entryInfoList({QStringLiteral("*.trashinfo")}, QDir::Files | QDir::Hidden)) {
        Entry e;
        e.info = entry.filePath();
        e.place = dir.filePath(QStringLiteral("files/") + entry.completeBaseName());
        const QFileInfo placed(e.place);
        if (!placed.exists() && !placed.isSymLink()) // (a relative link dangles there)
            continue;
        QFile file(e.info);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QByteArray info = file.readAll();
        e.made = deletionDate(info);
        if (!e.made.isValid())
            e.made = entry.lastModified(); // made when the move began (an empty one: cut short)
        if (info.isEmpty()) {
            f.unsaid.push_back(e);
            continue;
        }
        for (const QByteArray &line : info.split('\n'))
            if (line.startsWith("Path=")) {
                f.byPath[QFile::decodeName(QByteArray::fromPercentEncoding(line.mid(5).trimmed()))].push_back(
                    e);
                break;
            }
    }
    return f;
}

Result<QStringList> finishInterruptedTrash(IndexStore &store, const FindInTrashFn &findInTrash)
{
    auto pending = store.actionLog().pending(QStringLiteral("trash"));
    if (!pending)
        return pending.status();
    const QString self = processOwner(QCoreApplication::applicationPid());
    std::erase_if(*pending,
                  [&self](const LoggedAction &a) { return !mayRecord(a.owner, self); }); // moving now
    QStringList recorded;
    if (pending->empty())
        return recorded;
    TrashFolders folders; // each read once, when first looked in
    const FindInTrashFn find = findInTrash ? findInTrash : [&folders](const QString &path, qint64 sinceMs) {
        return folders.find(path, sinceMs);
    };
    Status s = store.database().inTransaction([&]() -> Status {
        for (const LoggedAction &a : *pending) {
            QString outcome = QStringLiteral("done");
            QString detail;
            // In the trash since the move began (a new file may have taken its place since).
            const std::optional<QString> place = find(a.locator, a.atMs);
            const bool gone = isGone(a.locator);
            if (place) {
                detail = phrase(Phrase::MovedAfterInterrupt).arg(*place);
            } else if (!gone) {
                outcome = QStringLiteral("failed");
                detail = phrase(Phrase::NotMovedInterrupted);
            } else {
                detail = phrase(Phrase::GoneAfterInterrupt);
            }
            if (place || gone) {
                // The index forgets the file that went (a new one at its place is the next
                // scan's).
                auto doc = store.documents().find(a.locator);
                if (!doc)
                    return doc.status();
                if (*doc)
                    if (Status r = store.documents().remove({(*doc)->id}); !r)
                        return r;
            }
            if (Status r = store.actionLog().settle(a.id, outcome, detail); !r)
                return r;
            recorded << a.locator;
        }
        return Status::ok();
    });
    if (!s)
        return s;
    return recorded;
}

TrashOutcome applyTrash(IndexStore &store, const TrashPlan &plan, bool lastCopiesToo, const TrashFn &trash,
                        const FindInTrashFn &findInTrash)
{
    TrashOutcome outcome;
    // A move that a killed run left unrecorded is recorded first (its file is found where it
    // is); the plan's items it recorded are done.
    auto earlier = finishInterruptedTrash(store, findInTrash);
    if (!earlier) {
        outcome.notStarted = earlier.status(); // nothing moves on an index that cannot record it
        return outcome;
    }
    outcome.recordedEarlier = int(earlier->size());
    const QSet<QString> recorded(earlier->begin(), earlier->end());
    std::vector<LoggedAction> log;
    std::vector<const TrashItem *> moving;
    std::vector<qint64> removed;
    // Web pages: nothing moves and nothing is logged. A plan blocked by its reference files
    // holds refused items only (planTrash): they are logged as any refused item is.
    if (plan.blocked != TrashPlan::Blocked::WebPages) {
        for (const TrashItem &i : plan.items) {
            const QString &path = i.document.locator;
            if (i.verdict == TrashItem::Verdict::Refused) {
                log.push_back(logRow("trash", "refused", path, i.reason, representativeFor(i)));
                continue;
            }
            if (i.verdict == TrashItem::Verdict::LastCopy && !lastCopiesToo) {
                log.push_back(logRow("trash", "refused", path, i.reason, representativeFor(i)));
                ++outcome.kept;
                continue;
            }
            if (recorded.contains(path) && isGone(path))
                continue; // moved by the run that was cut short, now recorded
            if (isGone(path)) {
                log.push_back(logRow("forget-missing", "done", path, phrase(Phrase::AlreadyGone),
                                     representativeFor(i)));
                removed.push_back(i.document.id);
                outcome.gone << path;
                continue;
            }
            moving.push_back(&i);
        }
    }
    if (log.empty() && moving.empty())
        return outcome;
    // Each move is logged as begun before its file moves (a write-ahead record): a run killed
    // during the moves leaves rows that say which files it was moving, and the next trash, or
    // the next opening of the index by the window, records them from where the files are.
    std::vector<LoggedAction> begun;
    const QString owner = processOwner(QCoreApplication::applicationPid());
    for (const TrashItem *i : moving) {
        begun.push_back(logRow("trash", "pending", i->document.locator, phrase(Phrase::MovingToTrash),
                               representativeFor(*i)));
        begun.back().owner = owner;
    }
    auto rows = store.actionLog().appendReturningIds(begun);
    if (!rows) {
        outcome.notStarted = rows.status(); // nothing moved
        return outcome;
    }
    std::vector<std::pair<qint64, LoggedAction>> settled; // row -> what it says now
    for (std::size_t k = 0; k < moving.size(); ++k) {
        const TrashItem &i = *moving[k];
        const QString &path = i.document.locator;
        auto moved = trash(path);
        if (moved) {
            settled.emplace_back((*rows)[k],
                                 logRow("trash", "done", path, phrase(Phrase::MovedToTrash).arg(*moved)));
            removed.push_back(i.document.id);
            ++outcome.moved;
        } else {
            settled.emplace_back((*rows)[k], logRow("trash", "failed", path, moved.status().message()));
            outcome.failed << path;
        }
    }
    // The index forgets what went, with the log rows, in one transaction.
    outcome.index = store.database().inTransaction([&]() -> Status {
        if (Status s = store.documents().remove(removed); !s)
            return s;
        for (const auto &[row, a] : settled)
            if (Status s = store.actionLog().settle(row, a.outcome, a.detail); !s)
                return s;
        return store.actionLog().append(log);
    });
    return outcome;
}

Result<std::vector<Selected>> withClusterMembers(IndexStore &store, const std::vector<Selected> &documents,
                                                 const std::vector<qint64> &clusters)
{
    std::vector<Selected> out;
    std::unordered_set<qint64> seen;
    for (const Selected &s : documents)
        if (seen.insert(s.docId).second)
            out.push_back(s);
    for (qint64 id : clusters) {
        auto c = store.clusters().cluster(id);
        if (!c)
            return c.status();
        for (const ClusterMember &m : c->members)
            if (seen.insert(m.docId).second)
                out.push_back({m.docId, id});
    }
    return out;
}

Status ignoreTogether(IndexStore &store, const std::vector<Selected> &selection)
{
    if (selection.size() < 2)
        return Status::ok();
    std::vector<std::pair<qint64, qint64>> pairs; // as many as the user's answer says: every two of them
    for (std::size_t i = 0; i < selection.size(); ++i)
        for (std::size_t j = i + 1; j < selection.size(); ++j)
            pairs.emplace_back(selection[i].docId, selection[j].docId);
    auto plan = planTrash(store, selection, {}); // the documents and their representatives
    if (!plan)
        return plan.status();
    std::vector<LoggedAction> log;
    for (const TrashItem &i : plan->items)
        log.push_back(logRow("ignore", "done", i.document.locator,
                             phrase(Phrase::MarkedNotDuplicate, int(selection.size() - 1)),
                             i.representative));
    return store.database().inTransaction([&]() -> Status {
        if (Status s = store.pairs().ignore(pairs); !s)
            return s;
        return store.actionLog().append(log);
    });
}

Result<int> undoIgnore(IndexStore &store)
{
    int undone = 0;
    const Status s = store.database().inTransaction([&]() -> Status {
        auto pairs = store.pairs().unignoreNewest();
        if (!pairs)
            return pairs.status();
        undone = int(pairs->size());
        std::vector<qint64> ids;
        for (const auto &[a, b] : *pairs)
            ids.push_back(a), ids.push_back(b);
        auto docs = store.documents().infos(ids);
        if (!docs)
            return docs.status();
        std::vector<LoggedAction> log;
        for (const auto &[id, doc] : *docs)
            log.push_back(logRow("ignore", "undone", doc.locator, phrase(Phrase::NoLongerNotDuplicate)));
        std::sort(log.begin(), log.end(),
                  [](const LoggedAction &x, const LoggedAction &y) { return x.locator < y.locator; });
        return store.actionLog().append(log);
    });
    if (!s)
        return s;
    return undone;
}

Status setKeep(IndexStore &store, const QString &path, bool keep)
{
    return store.database().inTransaction([&]() -> Status {
        if (Status s = store.folders().setKeep(path, keep); !s)
            return s;
        return store.actionLog().append(
            {logRow("keep", "done", path, keep ? phrase(Phrase::MarkedKeep) : phrase(Phrase::NoLongerKeep))});
    });
}

Status keepCopy(IndexStore &store, const Selected &selected)
{
    return store.database().inTransaction([&]() -> Status {
        std::vector<qint64> ids{selected.docId};
        if (selected.clusterId > 0) {
            auto cluster = store.clusters().cluster(selected.clusterId);
            if (!cluster && cluster.status().code() != Status::Code::NotFound)
                return cluster.status();
            if (cluster)
                for (const ClusterMember &m : cluster->members)
                    ids.push_back(m.docId);
        }
        auto docs = store.documents().infos(ids);
        if (!docs)
            return docs.status();
        auto marked = store.folders().keepPaths();
        if (!marked)
            return marked.status();
        for (const auto &[id, doc] : *docs)
            if (id != selected.docId && marked->contains(doc.locator))
                if (Status s = setKeep(store, doc.locator, false); !s)
                    return s;
        const auto self = docs->find(selected.docId);
        if (self == docs->end())
            return Status::error(Status::Code::NotFound, ActionText::tr("the document left the index"));
        return setKeep(store, self->second.locator, true);
    });
}

Result<std::vector<std::pair<qint64, QString>>> missingFiles(IndexStore &store,
                                                             const std::atomic_bool *cancel)
{
    auto files = store.documents().files();
    if (!files)
        return files.status();
    std::vector<std::pair<qint64, QString>> missing;
    for (auto &file : *files) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return Status::error(Status::Code::Cancelled, ActionText::tr("cancelled"));
        if (isGone(file.second))
            missing.push_back(std::move(file));
    }
    return missing;
}

Status forgetMissing(IndexStore &store, const std::vector<std::pair<qint64, QString>> &missing)
{
    std::vector<qint64> ids;
    std::vector<LoggedAction> log;
    for (const auto &[id, path] : missing) {
        ids.push_back(id);
        log.push_back(logRow("forget-missing", "done", path, phrase(Phrase::FileGone)));
    }
    return store.database().inTransaction([&]() -> Status {
        if (Status s = store.documents().remove(ids); !s)
            return s;
        return store.actionLog().append(log);
    });
}

} // namespace lookalike::usecase
