#pragma once

#include "base/Status.h"

#include <QString>
#include <QtGlobal>
#include <algorithm>
#include <climits>

namespace lookalike {

// A problem's message in the user's language when it is one of the fixed messages the engine
// writes (marked QT_TRANSLATE_NOOP("lookalike::ProblemMessage", ...): "empty file (0 bytes)",
// "an ELF executable or library"...); a message with details of its own stays as written.
QString problemMessageText(const QString &message);

// The stable codes the index stores and the CSV and JSON outputs carry, in words for people,
// in the user's language (QCoreApplication::translate: the CLI and the window show the same
// words, from one table each in Wording.cpp). Machine-readable outputs keep the codes. An
// unknown code comes back as it is. Any thread, once the translators are installed.

// A problem's reason, a Status code: "not-text" -> "Not a text document (binary data, ...)".
QString reasonText(Status::Code code);
QString reasonText(const QString &codeName); // a Status::codeName()
// A scan's or an import's state as the index stores it ("done", "cancelled", "failed",
// "running", "interrupted") in words: "done" -> "done" (English), "fertig" (German).
QString scanStateText(const QString &state);

// A count for tr("... %n ...", nullptr, n), which takes an int: qint64 counts clamped.
inline int pluralCount(qint64 n)
{
    return int(std::clamp<qint64>(n, INT_MIN, INT_MAX));
}

} // namespace lookalike
