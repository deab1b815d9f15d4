#pragma once

#include "base/Status.h"

#include <QString>
#include <QStringList>
#include <atomic>
#include <functional>

namespace lookalike {

struct SourceParams
{
    QStringList roots;          // folders (or single files) to walk
    QStringList includeGlobs;   // if not empty, a file must match one (name, or path relative to its root if
                                // the glob has a '/')
    QStringList excludeGlobs;   // a file or folder matching one is skipped (folders with all they hold)
    bool includeHidden = false; // names starting with '.'
    qint64 maxFileSize = 64LL * 1024 * 1024; // larger files are skipped with a reason
};

// A file the walk found: it becomes a document of the index.
struct SourceFile
{
    QString path; // absolute path as the user reaches it (a symlink's own path if followed)
    QString root; // the root it was found under
    qint64 size = 0;
    qint64 mtimeMs = 0;
};

// Something the walk could not use, with a reason a user can read.
struct SourceProblem
{
    QString path;
    Status status;
    bool isFolder = false; // a folder that could not be read: what it holds is unknown, not gone
};

// Recursive folder walk (the "source" stage).
//
// Symlinks are followed safely: a link to a folder already walked (or to an ancestor) is not
// entered again, and a link whose target lies inside one of the roots is skipped, since the
// target is reached directly; hard links to one file count once. Fifos, sockets and devices
// are never opened. Memory grows with the number of folders, not files.
class FolderSource
{
public:
    explicit FolderSource(SourceParams params);

    // Walks all roots depth-first in name order, calling onFile for each regular file that
    // passes the filters and onProblem for each file or folder it cannot use (unreadable,
    // too large, missing root). Returns false if `cancel` became true during the walk.
    // Callbacks run on the calling thread.
    bool walk(const std::atomic_bool &cancel, const std::function<void(const SourceFile &)> &onFile,
              const std::function<void(const SourceProblem &)> &onProblem) const;

    // True if `fileName` (a name, or a path relative to its root) passes include/exclude globs.
    bool accepts(const QString &relativePath) const;

private:
    SourceParams m_params;
};

} // namespace lookalike
