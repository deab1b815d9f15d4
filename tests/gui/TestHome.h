#pragma once

// Every GUI test runs with a home of its own: HOME and the XDG folders point into a temporary
// folder, and Qt's test mode is on, so no test reads or writes the user's settings, recent
// files, default index or trash (a trash written outside it once landed in the source tree).

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace lookalike::test {

class TestHome
{
public:
    // Call once, from initTestCase(), before any window or setting is made.
    bool enter()
    {
        if (!m_dir.isValid())
            return false;
        const QString home = m_dir.path();
        qputenv("HOME", QFile::encodeName(home));
        qputenv("XDG_DATA_HOME", QFile::encodeName(home + QStringLiteral("/.local/share")));
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(home + QStringLiteral("/.config")));
        qputenv("XDG_CACHE_HOME", QFile::encodeName(home + QStringLiteral("/.cache")));
        QStandardPaths::setTestModeEnabled(true);
        return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation).startsWith(home) &&
               QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation).startsWith(home);
    }
    QString path() const { return m_dir.path(); }

private:
    QTemporaryDir m_dir;
};

} // namespace lookalike::test
