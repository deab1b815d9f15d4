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

// The folder of a file's path, or nothing for a web page.
inline QString folderText(const QString &locator)
{
    if (isWebLocator(locator))
        return {};
    const qsizetype slash = locator.lastIndexOf(QLatin1Char('/'));
    return slash > 0 ? locator.left(slash) : QStringLiteral("/");
}

// The file name of a path; a web page's URL whole.
inline QString nameText(const QString &locator)
{
    if (isWebLocator(locator))
        return locator;
    return locator.mid(locator.lastIndexOf(QLatin1Char('/')) + 1);
}

} // namespace lookalike
