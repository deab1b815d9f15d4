#pragma once

#include "base/Status.h"

#include <QFile>
#include <QString>

namespace lookalike {

// What the readers of mapped files (ShardReader, NpyTable) say when a file cannot be read.

// Unreadable: "cannot read PATH: " and the file's own error.
inline Status cannotRead(const QString &path, const QFile &file)
{
    return Status::error(Status::Code::Unreadable,
                         QStringLiteral("cannot read %1: %2").arg(path, file.errorString()));
}

// Opens `file`, named `path`, to be read (and mapped): NotFound if there is no such file,
// Unreadable if it cannot be opened.
inline Status openToRead(QFile &file, const QString &path)
{
    if (!file.exists())
        return Status::error(Status::Code::NotFound, QStringLiteral("%1: no such file").arg(path));
    if (!file.open(QIODevice::ReadOnly))
        return cannotRead(path, file);
    return Status::ok();
}

} // namespace lookalike
