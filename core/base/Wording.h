#pragma once

#include "base/Status.h"

#include <QString>
#include <QtGlobal>
#include <algorithm>
#include <climits>

namespace lookalike {

// Messages the engine stores in English (a problem's message, an action log row's detail: the
// index, the CSV and the JSON keep them so) and the window shows in the user's language. A
// message with details is made from one of these templates (Wording.cpp holds every one), so
// that it can be recognised when shown and translated with its details kept.
enum class Phrase
{
    // Problems (context lookalike::ProblemMessage)
    CannotOpen,            // cannot open: %1
    CannotOpenFolder,      // cannot open folder: %1
    CannotStat,            // cannot stat: %1
    BrokenLink,            // broken symbolic link: %1
    ReadError,             // read error: %1
    LargerThanLimit,       // %1: larger than the size limit of %2
    LargerThanOneDocument, // %1: larger than the %2 Lookalike can analyze as one document
    BinaryOfType,          // binary content of type %1
    OfficeOfType,          // an office file of type %1, which Lookalike does not read
    UnknownCharset,        // unknown character set %1
    ReaderCrashed,         // %1 crashed (%2): the file may be damaged
    DamagedPdf,            // damaged PDF: %1

    // The action log (context lookalike::usecase::FileActions)
    WebPageNotFile,
    InsideFileNotFile,
    InReferenceFolder,
    LastCopyKept,
    NoTrash,       // no trash: cannot create %1
    CouldNotTrash, // could not move to the trash: %1
    AlreadyGone,
    MovedToTrash,       // moved to the trash: %1
    MarkedNotDuplicate, // of the %n other documents selected
    NoLongerNotDuplicate,
    MarkedKeep,
    NoLongerKeep,
    FileGone,
    MovingToTrash,       // a move begun: its row until the move is recorded
    MovedAfterInterrupt, // moved to the trash: %1 (recorded after the move was cut short)
    GoneAfterInterrupt,
    NotMovedInterrupted,
};
// The English template, for QString::arg (what is stored).
QString phrase(Phrase p);
// The same with its %n filled (English: "the other document" for one).
QString phrase(Phrase p, int n);

// A system error's description in English whatever the process' locale (glibc's
// strerrordesc_np), for messages the engine stores: "No such file or directory" for ENOENT.
QString systemErrorText(int error);

// A size as the engine's messages say it, in any locale: "1.5 MB", "640.0 KB" (QLocale::C's
// traditional units, powers of 1024).
QString dataSizeText(qint64 bytes);

// A stored message in the user's language: one of the fixed messages the engine writes (marked
// QT_TRANSLATE_NOOP("lookalike::ProblemMessage", ...): "empty file (0 bytes)", "an ELF
// executable or library"...) or one made from a Phrase, its details as written; any other
// message (libmagic's descriptions, one stored in another language) as it is. A detail that is
// a system error's description (systemErrorText: the common ones, those a scan meets) is
// translated too.
QString shownText(const QString &message);

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
