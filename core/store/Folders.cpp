#include "Folders.h"

#include "Database.h"

namespace lookalike {

Result<std::vector<IndexedFolder>> Folders::list()
{
    std::vector<IndexedFolder> out;
    auto q =
        m_db.query("SELECT path, reference, is_new FROM folders ORDER BY position, path", "reading folders");
    if (Status s = q.forEach([&](const Query &row) {
            out.push_back({row.text(0), row.integer(1) != 0, row.integer(2) != 0});
        });
        !s)
        return s;
    return out;
}

Status Folders::replace(const std::vector<IndexedFolder> &folders)
{
    return m_db.inTransaction([&]() -> Status {
        if (Status s = m_db.query("DELETE FROM folders", "replacing folders").run(); !s)
            return s;
        int position = 0;
        for (const IndexedFolder &f : folders) {
            auto q = m_db.query("INSERT OR IGNORE INTO folders (path, position, reference, is_new) "
                                "VALUES (?1, ?2, ?3, ?4)",
                                "storing a folder");
            q.bind(1, f.path).bind(2, position++).bind(3, int(f.reference)).bind(4, int(f.isNew));
            if (Status s = q.run(); !s)
                return s;
        }
        return Status::ok();
    });
}

Status Folders::add(const QStringList &paths)
{
    return m_db.inTransaction([&]() -> Status {
        for (const QString &path : paths) {
            auto q = m_db.query("INSERT OR IGNORE INTO folders (path, position) "
                                "VALUES (?1, (SELECT COALESCE(MAX(position), -1) + 1 FROM folders))",
                                "adding a folder");
            q.bind(1, path);
            if (Status s = q.run(); !s)
                return s;
        }
        return Status::ok();
    });
}

QStringList referenceFolders(const std::vector<IndexedFolder> &folders)
{
    QStringList out;
    for (const IndexedFolder &f : folders)
        if (f.reference)
            out << f.path;
    return out;
}

QStringList newFolders(const std::vector<IndexedFolder> &folders)
{
    QStringList out;
    for (const IndexedFolder &f : folders)
        if (f.isNew)
            out << f.path;
    return out;
}

Result<QStringList> Folders::keepPaths()
{
    QStringList out;
    auto q = m_db.query("SELECT path FROM keep_paths ORDER BY path", "reading the copies to keep");
    if (Status s = q.forEach([&](const Query &row) { out << row.text(0); }); !s)
        return s;
    return out;
}

Status Folders::setKeep(const QString &path, bool keep)
{
    auto q = m_db.query(keep ? "INSERT OR IGNORE INTO keep_paths (path) VALUES (?1)"
                             : "DELETE FROM keep_paths WHERE path = ?1",
                        "marking a copy to keep");
    q.bind(1, path);
    return q.run();
}

} // namespace lookalike
