#include "Wording.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <algorithm>
#include <array>
#include <cstring>

namespace lookalike {

namespace {

constexpr char kProblem[] = "lookalike::ProblemMessage";
constexpr char kAction[] = "lookalike::usecase::FileActions";
constexpr char kSystemError[] = "lookalike::SystemError";

// The system errors a scan, a trash or an export meets, as glibc describes them in English
// (strerrordesc_np): translated where a message holds one as a detail.
[[maybe_unused]] constexpr const char *kSystemErrors[] = {
    QT_TRANSLATE_NOOP("lookalike::SystemError", "No such file or directory"),
    QT_TRANSLATE_NOOP("lookalike::SystemError", "Permission denied"),
    QT_TRANSLATE_NOOP("lookalike::SystemError", "Operation not permitted"),
    QT_TRANSLATE_NOOP("lookalike::SystemError", "Too many levels of symbolic links"),
    QT_TRANSLATE_NOOP("lookalike::SystemError", "File name too long"),
    QT_TRANSLATE_NOOP("lookalike::SystemError", "Input/output error"),
    QT_TRANSLATE_NOOP("lookalike::SystemError", "Not a directory"),
    QT_TRANSLATE_NOOP("lookalike::SystemError", "Is a directory"),
    QT_TRANSLATE_NOOP("lookalike::SystemError", "Too many open files"),
    QT_TRANSLATE_NOOP("lookalike::SystemError", "Too many open files in system"),
    QT_TRANSLATE_NOOP("lookalike::SystemError", "No space left on device"),
    QT_TRANSLATE_NOOP("lookalike::SystemError", "Read-only file system"),
    QT_TRANSLATE_NOOP("lookalike::SystemError", "Cannot allocate memory"),
    QT_TRANSLATE_NOOP("lookalike::SystemError", "No such device or address"),
    QT_TRANSLATE_NOOP("lookalike::SystemError", "No such device"),
    QT_TRANSLATE_NOOP("lookalike::SystemError", "Stale file handle"),
    QT_TRANSLATE_NOOP("lookalike::SystemError", "Resource temporarily unavailable"),
    QT_TRANSLATE_NOOP("lookalike::SystemError", "Device or resource busy"),
    QT_TRANSLATE_NOOP("lookalike::SystemError", "File too large"),
    QT_TRANSLATE_NOOP("lookalike::SystemError", "Value too large for defined data type"),
    QT_TRANSLATE_NOOP("lookalike::SystemError", "Invalid argument"),
    QT_TRANSLATE_NOOP("lookalike::SystemError", "File exists"),
    QT_TRANSLATE_NOOP("lookalike::SystemError", "Directory not empty"),
    QT_TRANSLATE_NOOP("lookalike::SystemError", "Disk quota exceeded"),
    QT_TRANSLATE_NOOP("lookalike::SystemError", "Transport endpoint is not connected"),
    QT_TRANSLATE_NOOP("lookalike::SystemError", "Connection timed out"),
};

// A detail of a message in the user's language: a system error's description translated,
// anything else as it is.
QString shownDetail(const QString &detail)
{
    const QByteArray source = detail.toUtf8();
    return QCoreApplication::translate(kSystemError, source.constData());
}

struct Template
{
    const char *context;
    const char *source;
    const char *singular = nullptr; // English for n = 1, where the source has %n
};

// One entry per Phrase, in its order.
constexpr Template kPhrases[] = {
    {kProblem, QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "cannot open: %1")},
    {kProblem, QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "cannot open folder: %1")},
    {kProblem, QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "cannot stat: %1")},
    {kProblem, QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "broken symbolic link: %1")},
    {kProblem, QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "read error: %1")},
    {kProblem, QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "%1: larger than the size limit of %2")},
    {kProblem, QT_TRANSLATE_NOOP("lookalike::ProblemMessage",
                                 "%1: larger than the %2 Lookalike can analyze as one document")},
    {kProblem, QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "binary content of type %1")},
    {kProblem, QT_TRANSLATE_NOOP("lookalike::ProblemMessage",
                                 "an office file of type %1, which Lookalike does not read")},
    {kProblem, QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "unknown character set %1")},
    {kProblem, QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "%1 crashed (%2): the file may be damaged")},
    {kProblem, QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "damaged PDF: %1")},
    {kAction,
     QT_TRANSLATE_NOOP("lookalike::usecase::FileActions", "a web page of an imported archive, not a file")},
    {kAction,
     QT_TRANSLATE_NOOP("lookalike::usecase::FileActions",
                       "inside a file (a message or an attachment of a mailbox), not a file of its own")},
    {kAction, QT_TRANSLATE_NOOP("lookalike::usecase::FileActions", "in a reference folder: never touched")},
    {kAction, QT_TRANSLATE_NOOP("lookalike::usecase::FileActions", "kept: the last copy of its cluster")},
    {kAction, QT_TRANSLATE_NOOP("lookalike::usecase::FileActions", "no trash: cannot create %1")},
    {kAction, QT_TRANSLATE_NOOP("lookalike::usecase::FileActions", "could not move to the trash: %1")},
    {kAction, QT_TRANSLATE_NOOP("lookalike::usecase::FileActions",
                                "already gone (moved or deleted outside Lookalike): removed from the index")},
    {kAction, QT_TRANSLATE_NOOP("lookalike::usecase::FileActions", "moved to the trash: %1")},
    {kAction,
     QT_TRANSLATE_N_NOOP("lookalike::usecase::FileActions",
                         "marked as not a duplicate of the %n other documents selected"),
     "marked as not a duplicate of the other document selected"},
    {kAction, QT_TRANSLATE_NOOP("lookalike::usecase::FileActions", "no longer marked as not a duplicate")},
    {kAction, QT_TRANSLATE_NOOP("lookalike::usecase::FileActions", "marked: keep this copy")},
    {kAction, QT_TRANSLATE_NOOP("lookalike::usecase::FileActions", "no longer marked to keep")},
    {kAction,
     QT_TRANSLATE_NOOP("lookalike::usecase::FileActions",
                       "the file is gone (moved or deleted outside Lookalike): removed from the index")},
    {kAction,
     QT_TRANSLATE_NOOP("lookalike::usecase::FileActions", "moving to the trash (not yet recorded as done)")},
    {kAction,
     QT_TRANSLATE_NOOP("lookalike::usecase::FileActions",
                       "moved to the trash: %1 (recorded afterwards: the move was cut short before it "
                       "was recorded)")},
    {kAction,
     QT_TRANSLATE_NOOP("lookalike::usecase::FileActions",
                       "a move to the trash cut short before it was recorded: the file is gone from its "
                       "place but not in the trash: removed from the index")},
    {kAction,
     QT_TRANSLATE_NOOP("lookalike::usecase::FileActions",
                       "not moved: the move to the trash was cut short before this file; it is still in "
                       "its place")},
};
static_assert(std::size(kPhrases) == std::size_t(Phrase::NotMovedInterrupted) + 1, "one template per Phrase");

// Each template as a pattern its messages match whole: %1.. and %n capture what filled them.
struct Pattern
{
    QRegularExpression re;
    std::vector<int> args; // per capture: the argument number (0: %n)
};

const std::vector<Pattern> &patterns()
{
    static const std::vector<Pattern> all = [] {
        std::vector<Pattern> out;
        static const QRegularExpression marker(QStringLiteral("%(\\d|n)"));
        for (const Template &t : kPhrases) {
            const QString source = QString::fromUtf8(t.source);
            Pattern p;
            QString re = QStringLiteral("\\A");
            qsizetype at = 0;
            for (auto it = marker.globalMatch(source); it.hasNext();) {
                const auto m = it.next();
                re += QRegularExpression::escape(source.mid(at, m.capturedStart() - at));
                const bool count = m.captured(1) == QLatin1String("n");
                re += count ? QStringLiteral("(\\d+)") : QStringLiteral("(.*)");
                p.args.push_back(count ? 0 : m.captured(1).toInt());
                at = m.capturedEnd();
            }
            re += QRegularExpression::escape(source.mid(at)) + QStringLiteral("\\z");
            p.re = QRegularExpression(re, QRegularExpression::DotMatchesEverythingOption);
            out.push_back(std::move(p));
        }
        return out;
    }();
    return all;
}

} // namespace

QString systemErrorText(int error)
{
    if (const char *text = strerrordesc_np(error))
        return QString::fromUtf8(text);
    return QStringLiteral("error %1").arg(error);
}

QString phrase(Phrase p)
{
    return QString::fromUtf8(kPhrases[std::size_t(p)].source);
}

QString phrase(Phrase p, int n)
{
    const Template &t = kPhrases[std::size_t(p)];
    if (n == 1 && t.singular)
        return QString::fromUtf8(t.singular);
    return QString::fromUtf8(t.source).replace(QLatin1String("%n"), QString::number(n));
}

QString shownText(const QString &message)
{
    if (message.isEmpty())
        return message;
    const QByteArray source = message.toUtf8();
    // A fixed message of the engine's.
    if (const QString fixed = QCoreApplication::translate(kProblem, source.constData()); fixed != message)
        return fixed;
    const std::vector<Pattern> &all = patterns();
    for (std::size_t i = 0; i < all.size(); ++i) {
        const Template &t = kPhrases[i];
        if (t.singular && message == QLatin1String(t.singular))
            return QCoreApplication::translate(t.context, t.source, nullptr, 1);
        const QRegularExpressionMatch m = all[i].re.match(message);
        if (!m.hasMatch())
            continue;
        int n = -1;
        std::vector<std::pair<int, QString>> args;
        for (std::size_t c = 0; c < all[i].args.size(); ++c) {
            if (all[i].args[c] == 0)
                n = m.captured(int(c) + 1).toInt();
            else
                args.emplace_back(all[i].args[c], m.captured(int(c) + 1));
        }
        QString text = QCoreApplication::translate(t.context, t.source, nullptr, n);
        std::sort(args.begin(), args.end()); // by number: %1's value first
        // In one pass, so that a detail holding "%1" is not filled in turn.
        if (args.size() == 1)
            text = text.arg(shownDetail(args[0].second));
        else if (args.size() >= 2)
            text = text.arg(shownDetail(args[0].second), shownDetail(args[1].second));
        return text;
    }
    return shownDetail(message); // a system error's description alone, or any other message
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

QString dataSizeText(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

} // namespace lookalike
