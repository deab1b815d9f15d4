#pragma once

#include "base/Status.h"
#include "cluster/ClusterPolicy.h"
#include "store/IndexStore.h"

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <functional>
#include <map>
#include <optional>
#include <unordered_map>
#include <vector>

namespace lookalike::usecase {

// What the user selected in the cluster browser: documents, each in the cluster it was
// selected in (0: none).
struct Selected
{
    qint64 docId = 0;
    qint64 clusterId = 0;
};

// A selected document with what the trash confirmation says of it.
struct TrashItem
{
    enum class Verdict
    {
        Move,     // goes to the trash once confirmed
        LastCopy, // the last copy of its cluster (every member selected): kept without an explicit yes
        Refused,  // never moves (reason)
    };
    DocumentInfo document;
    Verdict verdict = Verdict::Move;
    QString reason;         // why it is refused or kept
    QString representative; // locator of its cluster's representative; empty if none or itself
    double resemblance = 0; // to the representative
    double containedIn = 0; // of it in the representative
    bool exact = true;      // the figures are exact (else estimated from the sketches)
    int clusterSize = 0;
};

// The trash decision, taken before anything moves.
struct TrashPlan
{
    enum class Blocked
    {
        No,
        WebPages, // captures of web archives, documents inside files (mail) are no files: nothing moves
        ReferenceFolder, // every file selected is in a reference folder (never touched): nothing moves
    };
    Blocked blocked = Blocked::No;
    std::vector<TrashItem> items; // in the order selected, each document once
    // How many files move with and without the explicit yes for the last copies.
    int moving(bool lastCopiesToo) const;
    int lastCopies() const;
};

// Whether `path` lies in one of `referenceFolders`, compared both as given and as real paths
// (a reference folder reached through a symbolic link or a bind mount still protects its
// files). `realPath` resolves a path (default: QFileInfo::canonicalFilePath).
using RealPathFn = std::function<QString(const QString &path)>;
bool inReferenceFolder(const QString &path, const QStringList &referenceFolders,
                       const RealPathFn &realPath = {});

// The trash decision as a pure function: the selection (each document's info and cluster),
// the clusters it was selected in, the reference folders -> what moves, what is kept and why.
// Rules: web pages block it all; a file in a reference folder blocks it all (and is logged as
// refused); when every member of a cluster is selected its representative is the last copy,
// kept unless the user says otherwise.
TrashPlan planTrash(const std::vector<std::pair<DocumentInfo, qint64>> &selection,
                    const std::unordered_map<qint64, Cluster> &clusters,
                    const std::unordered_map<qint64, DocumentInfo> &representatives,
                    const QStringList &referenceFolders, const RealPathFn &realPath = {});
// The same, reading the selection's documents, clusters and reference folders from the index
// (`referenceFolders` adds to them).
Result<TrashPlan> planTrash(IndexStore &store, const std::vector<Selected> &selection,
                            const QStringList &referenceFolders);

// Moves a file to the trash: its place there, or the error. Default: QFile::moveToTrash into
// $XDG_DATA_HOME/Trash (the folder made first if missing).
using TrashFn = std::function<Result<QString>(const QString &path)>;
Result<QString> moveToTrash(const QString &path);

struct TrashOutcome
{
    Status notStarted;       // the log could not say the moves began: nothing moved (why)
    int recordedEarlier = 0; // moves cut short before (a killed run) recorded first
    Status index;            // the index and the log updated (or why not; the files moved anyway)
    int moved = 0;
    int kept = 0;       // last copies kept
    QStringList failed; // could not move
    QStringList gone;   // already gone: removed from the index
};
// What a process is as the owner of the moves to the trash it begins: "host:pid:start time"
// (a process id is reused; with its start time it is not); empty when no process `pid` runs.
QString processOwner(qint64 pid);

// Where a file moved to the trash since `sinceMs` (ms since the epoch; 0: ever) lies now.
using FindInTrashFn = std::function<std::optional<QString>(const QString &path, qint64 sinceMs)>;
// The trash folders a file can have gone to, as QFile::moveToTrash chooses them (the
// freedesktop.org trash: $XDG_DATA_HOME/Trash, and $topdir/.Trash/$uid or $topdir/.Trash-$uid
// for a file on another file system), each read once, when first looked in.
class TrashFolders
{
public:
    // The newest entry of `path` made since `sinceMs`. An entry whose information a cut-short
    // move left empty is taken by its file's name (NAME, NAME-0001...) and, with
    // `completeInfo`, its information written.
    std::optional<QString> find(const QString &path, qint64 sinceMs = 0, bool completeInfo = true);

private:
    struct Entry
    {
        QString place; // files/NAME
        QString info;  // info/NAME.trashinfo
        QDateTime made;
    };
    struct Folder
    {
        QString topdir; // empty for the home trash (absolute paths)
        std::unordered_map<QString, std::vector<Entry>> byPath;
        std::vector<Entry> unsaid; // information left empty
    };
    std::vector<Folder *> foldersOf(const QString &absolute);
    Folder &folder(const QString &trash, const QString &topdir);
    std::map<QString, Folder> m_folders;
};

// Carries out a confirmed plan: moves the files (Move, and LastCopy if lastCopiesToo), removes
// them from the index and logs each (moved, failed, kept, gone) in one transaction. A blocked
// plan logs its refusals only. Each move is logged "pending" (with this process as its owner)
// before its file moves: a run killed half-way is recorded by finishInterruptedTrash() (called
// first by the next one); an index that cannot log that moves nothing (notStarted).
TrashOutcome applyTrash(IndexStore &store, const TrashPlan &plan, bool lastCopiesToo,
                        const TrashFn &trash = moveToTrash, const FindInTrashFn &findInTrash = {});
// The moves a killed applyTrash left pending (its process runs no more, or it is this one),
// recorded from where their files are: in the trash since the move began (done, with their
// place), gone elsewhere (removed from the index), or still in place (not moved). Their paths.
// `findInTrash`: where a file is in the trash (default: TrashFolders).
Result<QStringList> finishInterruptedTrash(IndexStore &store, const FindInTrashFn &findInTrash = {});

// Marks documents as not duplicates of each other (every pair among them), logged.
Status ignoreTogether(IndexStore &store, const std::vector<Selected> &selection);
// Undoes the newest Ignore (its batch of pairs), logged: the number of pairs it held (0:
// nothing was ignored).
Result<int> undoIgnore(IndexStore &store);
// Marks a file or a folder as the copy to keep (or unmarks it); the next clustering keeps
// copies from it first (KeepRule). Logged.
Status setKeep(IndexStore &store, const QString &path, bool keep);
// "Keep This Copy": marks the selected document's file, and unmarks the files of the other
// members of its cluster that were marked (the newest choice wins). Logged.
Status keepCopy(IndexStore &store, const Selected &selected);

// Expands a selection of clusters into their members (the selected clusters' rows stand for
// all their members), keeping the documents selected directly; each document once.
Result<std::vector<Selected>> withClusterMembers(IndexStore &store, const std::vector<Selected> &documents,
                                                 const std::vector<qint64> &clusters);

// The indexed files that are gone (moved or deleted outside Lookalike): id and path.
Result<std::vector<std::pair<qint64, QString>>> missingFiles(IndexStore &store,
                                                             const std::atomic_bool *cancel = nullptr);
// Removes them from the index, logged as forget-missing.
Status forgetMissing(IndexStore &store, const std::vector<std::pair<qint64, QString>> &missing);

// Whether the file at `path` is gone (a dangling symbolic link is still there).
bool isGone(const QString &path);

} // namespace lookalike::usecase
