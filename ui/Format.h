#pragma once

#include <QDateTime>
#include <QLocale>
#include <QString>

namespace lookalike {

// A share in [0, 1] as the window shows it: "81.1%" in the user's locale.
inline QString percentText(double share)
{
    return QLocale().toString(share * 100, 'f', 1) + QLatin1Char('%');
}

// A figure of a pair, marked when it is estimated from the sketches rather than exact
// ("\u2248 70.2%"), as the list and the trash confirmation show it.
inline QString figureText(double share, bool exact)
{
    return exact ? percentText(share) : QStringLiteral("\u2248 ") + percentText(share);
}

// Whether a document's locator is the URL of a web page read from an archive (not a file path):
// the test reanalyze() makes to read it back. Such documents open in a browser and are never
// moved to the trash.
inline bool isWebLocator(const QString &locator)
{
    return locator.contains(QLatin1String("://"));
}

// A date as the window shows it: the user's locale's short date with the year in full
// ("11/24/2026 3:04 PM", "24.11.2026 15:04"), the time to the minute; empty for 0.
inline QString dateText(qint64 ms)
{
    if (ms <= 0)
        return {};
    const QLocale locale;
    QString date = locale.dateFormat(QLocale::ShortFormat);
    if (!date.contains(QLatin1String("yyyy")))
        date.replace(QLatin1String("yy"), QLatin1String("yyyy"));
    return locale.toString(QDateTime::fromMSecsSinceEpoch(ms),
                           date + QLatin1Char(' ') + locale.timeFormat(QLocale::ShortFormat));
}

// Where a web page's name starts in its URL, as a file's name in its path: after the last '/'
// before the query ("http://a.test/dir/page.html?x=1": "page.html?x=1"); a URL ending with
// '/' is named by its last segment ("docs/"), the root of a site by its host ("a.test/").
inline qsizetype webNameStart(const QString &url)
{
    const qsizetype scheme = url.indexOf(QLatin1String("://"));
    const qsizetype hostStart = scheme < 0 ? 0 : scheme + 3;
    const qsizetype pathStart = url.indexOf(QLatin1Char('/'), hostStart);
    if (pathStart < 0)
        return hostStart;
    qsizetype end = url.indexOf(QLatin1Char('?'), pathStart);
    if (end < 0)
        end = url.size();
    qsizetype slash = url.lastIndexOf(QLatin1Char('/'), end - 1);
    if (slash == end - 1) { // ends with '/': the segment before it
        if (slash == pathStart)
            return hostStart;
        slash = url.lastIndexOf(QLatin1Char('/'), slash - 1);
    }
    return slash + 1;
}

// The folder of a file's path; for a web page, its URL up to its name (webNameStart).
inline QString folderText(const QString &locator)
{
    if (isWebLocator(locator)) {
        const qsizetype start = webNameStart(locator);
        const qsizetype scheme = locator.indexOf(QLatin1String("://"));
        if (start <= (scheme < 0 ? 0 : scheme + 3)) { // the root of a site: its scheme and host
            const qsizetype path = locator.indexOf(QLatin1Char('/'), start);
            return path < 0 ? locator : locator.left(path);
        }
        const QString folder = locator.left(start);
        return folder.endsWith(QLatin1Char('/')) ? folder.chopped(1) : folder;
    }
    const qsizetype slash = locator.lastIndexOf(QLatin1Char('/'));
    return slash > 0 ? locator.left(slash) : QStringLiteral("/");
}

// The file name of a path; a web page's name in its URL (webNameStart).
inline QString nameText(const QString &locator)
{
    if (isWebLocator(locator))
        return locator.mid(webNameStart(locator));
    return locator.mid(locator.lastIndexOf(QLatin1Char('/')) + 1);
}

} // namespace lookalike
