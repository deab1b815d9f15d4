#include "ArchiveReader.h"
// placeholder until the reader lands
namespace lookalike {
Result<std::unique_ptr<ArchiveReader>> ArchiveReader::open(const QString &, ArchiveReaderParams)
{ return Status::error(Status::Code::Unsupported, QStringLiteral("not yet")); }
Result<std::unique_ptr<ArchiveReader>> ArchiveReader::openAt(const QString &, qint64, ArchiveReaderParams)
{ return Status::error(Status::Code::Unsupported, QStringLiteral("not yet")); }
QString recordTypeName(ArchiveRecord::Type) { return {}; }
}
