#pragma once

#include "base/Status.h"

#include <QString>
#include <QStringList>
#include <vector>

namespace lookalike {

class Database;

// A folder the index scans, with the user's marks.
struct IndexedFolder
{
    QString path;           // absolute, clean
    bool reference = false; // its files are never moved to the trash
    bool isNew = false;     // compare new against old: its documents are the new ones
    bool operator==(const IndexedFolder &) const = default;
};

// The paths of the folders marked Reference, and of those marked New.
QStringList referenceFolders(const std::vector<IndexedFolder> &folders);
QStringList newFolders(const std::vector<IndexedFolder> &folders);

// The folders an index scans and the copies the user chose to keep (tables folders and
// keep_paths, schema 10): they belong to the index, so every front end that opens it scans
// the same folders and keeps the same copies.
class Folders
{
public:
    explicit Folders(Database &db)
        : m_db(db)
    {}

    // In the order they were added.
    Result<std::vector<IndexedFolder>> list();
    // Replaces the list (one transaction, joined if the caller has one open).
    Status replace(const std::vector<IndexedFolder> &folders);
    // Adds the folders not listed yet, unmarked; keeps the marks of those listed.
    Status add(const QStringList &paths);

    // Files and folders marked "keep this copy", sorted.
    Result<QStringList> keepPaths();
    // Marks (or unmarks) a file or a folder as the copy to keep.
    Status setKeep(const QString &path, bool keep);

private:
    Database &m_db;
};

} // namespace lookalike
