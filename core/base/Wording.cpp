#include "Wording.h"

#include <QCoreApplication>

namespace lookalike {

QString problemMessageText(const QString &message)
{
    const QByteArray source = message.toUtf8();
    return QCoreApplication::translate("lookalike::ProblemMessage", source.constData());
}

namespace {

struct Words
{
    const char *code;
    const char *text;
};

// The reasons a file or a folder could not be used, one per Status::Code (Status::codeName()).
// The message beside a reason says the details ("binary content (NUL bytes)", "empty file").
constexpr char kReasonContext[] = "lookalike::ProblemReason";
constexpr Words kReasons[] = {
    {"ok", QT_TRANSLATE_NOOP("lookalike::ProblemReason", "No problem")},
    {"not-found", QT_TRANSLATE_NOOP("lookalike::ProblemReason", "Not found (the file or folder is gone)")},
    {"unreadable",
     QT_TRANSLATE_NOOP("lookalike::ProblemReason", "Cannot be read (no permission, or a read error)")},
    {"too-large", QT_TRANSLATE_NOOP("lookalike::ProblemReason", "Too large (above the size limit)")},
    {"not-text", QT_TRANSLATE_NOOP("lookalike::ProblemReason",
                                   "Not a text document (binary data, an empty file, or a format Lookalike "
                                   "does not read)")},
    {"corrupt", QT_TRANSLATE_NOOP("lookalike::ProblemReason", "Damaged (truncated or invalid content)")},
    {"unsupported",
     QT_TRANSLATE_NOOP("lookalike::ProblemReason", "A known format that this build cannot read")},
    {"invalid-argument", QT_TRANSLATE_NOOP("lookalike::ProblemReason", "An invalid setting")},
    {"database", QT_TRANSLATE_NOOP("lookalike::ProblemReason", "An error of the index (SQLite)")},
    {"cancelled", QT_TRANSLATE_NOOP("lookalike::ProblemReason", "Cancelled")},
    {"http-error",
     QT_TRANSLATE_NOOP("lookalike::ProblemReason", "The web server answered with an error or a redirect")},
    {"reader-failed",
     QT_TRANSLATE_NOOP("lookalike::ProblemReason",
                       "Its reader failed (crashed, took too long or needed too much memory)")},
    {"internal", QT_TRANSLATE_NOOP("lookalike::ProblemReason", "An internal error of Lookalike")},
};

// The states of a scan or an import (table scans, ScanSummary::state, ImportSummary::state).
constexpr char kStateContext[] = "lookalike::ScanState";
constexpr Words kStates[] = {
    {"running", QT_TRANSLATE_NOOP("lookalike::ScanState", "running")},
    {"done", QT_TRANSLATE_NOOP("lookalike::ScanState", "done")},
    {"cancelled", QT_TRANSLATE_NOOP("lookalike::ScanState", "cancelled")},
    {"failed", QT_TRANSLATE_NOOP("lookalike::ScanState", "failed")},
    {"interrupted", QT_TRANSLATE_NOOP("lookalike::ScanState", "interrupted")},
};

template <std::size_t N> QString lookUp(const char *context, const Words (&table)[N], const QString &code)
{
    for (const Words &w : table)
        if (code == QLatin1String(w.code))
            return QCoreApplication::translate(context, w.text);
    return code;
}

} // namespace

QString reasonText(Status::Code code)
{
    return reasonText(Status::codeName(code));
}

QString reasonText(const QString &codeName)
{
    return lookUp(kReasonContext, kReasons, codeName);
}

QString scanStateText(const QString &state)
{
    return lookUp(kStateContext, kStates, state);
}

} // namespace lookalike
