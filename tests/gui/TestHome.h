#pragma once

// Every GUI test runs with a home of its own: HOME and the XDG folders point into a temporary
// folder, and Qt's test mode is on, so no test reads or writes the user's settings, recent
// files, default index or trash (a trash written outside it once landed in the source tree).

#include "TestPaths.h"

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

// Copies the bundled example documents (resources/examples) to `to`, but for the formats
// folder (copies of the article in every format read: tst_cli and tst_formats cover them) and
// the mailbox (tst_cli and tst_mail cover mail).
inline void copyExamples(const QString &to)
{
    const QString from = lookalike::test::sourceDir(u"/resources/examples");
    QDir().mkpath(to);
    for (const QString &sub : QDir(from).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (sub == QLatin1String("formats") || sub == QLatin1String("mail"))
            continue;
        QDir().mkpath(to + QLatin1Char('/') + sub);
        for (const QString &f : QDir(from + QLatin1Char('/') + sub).entryList(QDir::Files))
            QFile::copy(from + QLatin1Char('/') + sub + QLatin1Char('/') + f,
                        to + QLatin1Char('/') + sub + QLatin1Char('/') + f);
    }
}

} // namespace lookalike::test
