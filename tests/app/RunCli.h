#pragma once

// Runs a program of the project as a user runs it, for the tests of tests/app: HOME and the XDG
// folders in `home` (no run reads or writes the user's data), in English (LC_ALL C.UTF-8, no
// LANGUAGE or LC_MESSAGES) unless `extra` says otherwise.

#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace lookalike::test {

struct Run
{
    int exitCode = -1; // -1: it crashed or did not finish
    QString out;
    QString err;
};

inline Run runProgram(const QString &program, const QStringList &args, const QString &home,
                      const QProcessEnvironment &extra = {}, int timeoutMs = 300000)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/.local/share"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
    env.remove(QStringLiteral("LANGUAGE"));
    env.remove(QStringLiteral("LC_MESSAGES"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(extra);
    p.setProcessEnvironment(env);
    p.start(program, args);
    p.waitForFinished(timeoutMs);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

} // namespace lookalike::test
