#pragma once

// Files the store tests write: a file with its folders, and text of random words.

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QString>

namespace lookalike::test {

// Writes `bytes` to `path`, making its folders; false if it cannot.
inline bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// `n` words "w0".."w1499" drawn by `rng`, each followed by a space.
inline QByteArray randomWords(QRandomGenerator &rng, int n)
{
    QByteArray t;
    for (int i = 0; i < n; ++i)
        t += "w" + QByteArray::number(rng.bounded(1500)) + ' ';
    return t;
}

} // namespace lookalike::test
