#include "CaptureRules.h"

#include "extract/TextExtractor.h"

namespace lookalike {

RecordRule recordRule(const ArchiveRecord &r)
{
    RecordRule rule;
    const auto repeats = [&] {
        rule.kind = RecordRule::Kind::Repeat;
        rule.refersToUrl = r.refersToUrl.isEmpty() ? r.url : r.refersToUrl;
        rule.refersToDateMs = r.refersToDateMs ? r.refersToDateMs : r.captureMs;
    };
    if (r.httpStatus >= 300) {
        rule.kind = RecordRule::Kind::Answer;
        const QString why = statusText(r.httpStatus);
        QString message = QStringLiteral("HTTP %1").arg(r.httpStatus);
        if (!why.isEmpty())
            message += QLatin1Char(' ') + why;
        if (!r.location.isEmpty())
            message += QStringLiteral(" -> %1").arg(r.location);
        rule.error = Status::error(Status::Code::HttpError, message);
        // "Not modified" (a revisit, or a conditional request's answer): the page is the earlier
        // capture it repeats.
        if (r.httpStatus == 304)
            repeats();
    } else if (r.type == ArchiveRecord::Type::Revisit && isNonTextMedia(r.mediaType)) {
        rule.kind = RecordRule::Kind::NotText; // repeats an image, a script...
    } else if (r.type == ArchiveRecord::Type::Revisit) {
        repeats();
    } else if (isNonTextMedia(r.mediaType)) {
        rule.kind = RecordRule::Kind::NotText;
    }
    return rule;
}

RepeatAction repeatAction(const RepeatFacts &f, const std::function<bool()> &keptIsNewer)
{
    if (f.found)
        return RepeatAction::StoreCopy;
    if (!f.finalPass)
        return RepeatAction::Wait;
    if (f.repeatsNotText)
        return RepeatAction::NotText;
    if (f.isAnswer)
        return RepeatAction::StoreAnswer;
    if (keptIsNewer && keptIsNewer())
        return RepeatAction::SkipOlder;
    return RepeatAction::Unresolved;
}

BytesAction bytesAction(const Result<std::optional<qint64>> &holder)
{
    if (!holder)
        return BytesAction::Problem;
    return *holder ? BytesAction::CopyFromHolder : BytesAction::AnalyseAgain;
}

// Media types that are never documents of a near-duplicate index.
bool isNonTextMedia(const QString &mediaType)
{
    const QString t = parseMediaType(mediaType).type;
    return t.startsWith(QLatin1String("image/")) || t.startsWith(QLatin1String("audio/")) ||
           t.startsWith(QLatin1String("video/")) || t.contains(QLatin1String("font")) ||
           t == QLatin1String("text/css") || t.contains(QLatin1String("javascript")) ||
           t == QLatin1String("application/x-shockwave-flash") ||
           t.startsWith(QLatin1String("application/font")) ||
           t == QLatin1String("application/vnd.ms-fontobject");
}

QString statusText(int status)
{
    switch (status) {
    case 301:
        return QStringLiteral("moved permanently");
    case 302:
        return QStringLiteral("found (temporary redirect)");
    case 303:
        return QStringLiteral("see other");
    case 304:
        return QStringLiteral("not modified");
    case 307:
        return QStringLiteral("temporary redirect");
    case 308:
        return QStringLiteral("permanent redirect");
    case 400:
        return QStringLiteral("bad request");
    case 401:
        return QStringLiteral("unauthorized");
    case 403:
        return QStringLiteral("forbidden");
    case 404:
        return QStringLiteral("not found");
    case 410:
        return QStringLiteral("gone");
    case 500:
        return QStringLiteral("internal server error");
    case 502:
        return QStringLiteral("bad gateway");
    case 503:
        return QStringLiteral("service unavailable");
    default:
        return {};
    }
}

} // namespace lookalike
