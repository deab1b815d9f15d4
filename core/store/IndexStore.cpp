#include "IndexStore.h"

#include "Schema.h"

#include <QStandardPaths>

namespace lookalike {

QString IndexStore::defaultPath()
{
    // Only a name: open() makes the folder when it creates the index.
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/index.sqlite");
}

Result<std::unique_ptr<IndexStore>> IndexStore::open(const QString &path, Mode mode)
{
    auto db = Database::open(path, mode, schema::currentVersion());
    if (!db)
        return db.status();
    return std::unique_ptr<IndexStore>(new IndexStore(std::move(db).value()));
}

Result<std::unique_ptr<IndexStore>> IndexStore::openAtVersion(const QString &path, int version)
{
    auto db = Database::open(path, Mode::ReadWrite, version);
    if (!db)
        return db.status();
    return std::unique_ptr<IndexStore>(new IndexStore(std::move(db).value()));
}

} // namespace lookalike
