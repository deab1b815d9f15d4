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

// A date as the window shows it (short, the user's locale); empty for 0.
inline QString dateText(qint64 ms)
{
    return ms > 0 ? QLocale().toString(QDateTime::fromMSecsSinceEpoch(ms), QLocale::ShortFormat) : QString();
}

} // namespace lookalike
