#include "Status.h"

namespace lookalike {

QString Status::codeName(Code code)
{
    switch (code) {
    case Code::Ok:
        return QStringLiteral("ok");
    case Code::NotFound:
        return QStringLiteral("not-found");
    case Code::Unreadable:
        return QStringLiteral("unreadable");
    case Code::TooLarge:
        return QStringLiteral("too-large");
    case Code::NotText:
        return QStringLiteral("not-text");
    case Code::Corrupt:
        return QStringLiteral("corrupt");
    case Code::Unsupported:
        return QStringLiteral("unsupported");
    case Code::InvalidArgument:
        return QStringLiteral("invalid-argument");
    case Code::Database:
        return QStringLiteral("database");
    case Code::Cancelled:
        return QStringLiteral("cancelled");
    case Code::HttpError:
        return QStringLiteral("http-error");
    case Code::ReaderFailed:
        return QStringLiteral("reader-failed");
    case Code::Internal:
        return QStringLiteral("internal");
    }
    return QStringLiteral("unknown");
}

Status::Code Status::codeFromName(const QString &name)
{
    for (int c = int(Code::Ok); c <= int(Code::Internal); ++c)
        if (codeName(Code(c)) == name)
            return Code(c);
    return Code::Internal;
}

QString Status::toString() const
{
    if (isOk())
        return QStringLiteral("ok");
    return codeName() + QStringLiteral(": ") + m_message;
}

} // namespace lookalike
