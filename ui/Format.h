#pragma once

#include <QLocale>
#include <QString>

namespace lookalike {

// A share in [0, 1] as the window shows it: "81.1%" in the user's locale.
inline QString percentText(double share)
{
    return QLocale().toString(share * 100, 'f', 1) + QLatin1Char('%');
}

} // namespace lookalike
