// The folder walk: filters, hidden files, symlinks (loops, double counting), size limit.
#include "source/FolderSource.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

using namespace lookalike;

namespace {

void writeFile(const QString &path, const QByteArray &content = "some words here")
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
}

struct Walk
{
    QStringList files; // relative to the temp dir, sorted
    QStringList problems;
    bool completed = false;
};

Walk walk(const QString &base, SourceParams params)
{
    Walk w;
    std::atomic_bool cancel{false};
    FolderSource source(params);
    w.completed = source.walk(
        cancel, [&](const SourceFile &f) { w.files << QDir(base).relativeFilePath(f.path); },
        [&](const SourceProblem &p) {
            w.problems << QDir(base).relativeFilePath(p.path) + QLatin1Char(' ') + p.status.codeName();
        });
    w.files.sort();
    w.problems.sort();
    return w;
}

} // namespace

class TestFolderSource : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_root;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_root = m_dir.path() + QStringLiteral("/root");
        writeFile(m_root + QStringLiteral("/a.txt"));
        writeFile(m_root + QStringLiteral("/b.html"));
        writeFile(m_root + QStringLiteral("/README.TXT"));
        writeFile(m_root + QStringLiteral("/.hidden.txt"));
        writeFile(m_root + QStringLiteral("/.git/config"));
        writeFile(m_root + QStringLiteral("/sub/c.txt"));
        writeFile(m_root + QStringLiteral("/sub/deeper/d.md"));
        writeFile(m_root + QStringLiteral("/node_modules/x.txt"));
        writeFile(m_root + QStringLiteral("/big.txt"), QByteArray(5000, 'x'));
        // Symlinks: a loop to the root, a link to a file inside the root, a link to a folder outside.
        writeFile(m_dir.path() + QStringLiteral("/outside/e.txt"));
        QVERIFY(QFile::link(m_root, m_root + QStringLiteral("/sub/loop")));
        QVERIFY(QFile::link(m_dir.path(), m_root + QStringLiteral("/sub/up")));
        QVERIFY(QFile::link(m_root + QStringLiteral("/a.txt"), m_root + QStringLiteral("/alias.txt")));
        QVERIFY(QFile::link(m_dir.path() + QStringLiteral("/outside"), m_root + QStringLiteral("/linked")));
        QVERIFY(
            QFile::link(m_dir.path() + QStringLiteral("/outside"), m_root + QStringLiteral("/linked-again")));
        QVERIFY(QFile::link(m_root + QStringLiteral("/missing"), m_root + QStringLiteral("/dangling")));
        // A hard link counts once.
        QVERIFY(::link(QFile::encodeName(m_root + QStringLiteral("/sub/c.txt")).constData(),
                       QFile::encodeName(m_root + QStringLiteral("/sub/c-hardlink.txt")).constData()) == 0);
    }

    void walksEverythingOnce()
    {
        SourceParams p;
        p.roots = {m_root};
        const Walk w = walk(m_dir.path(), p);
        QVERIFY(w.completed);
        QCOMPARE(
            w.files,
            QStringList({QStringLiteral("root/README.TXT"), QStringLiteral("root/a.txt"),
                         QStringLiteral("root/b.html"), QStringLiteral("root/big.txt"),
                         QStringLiteral("root/linked/e.txt"), QStringLiteral("root/node_modules/x.txt"),
                         QStringLiteral("root/sub/c-hardlink.txt"), QStringLiteral("root/sub/deeper/d.md")}));
        // Reported: the dangling link and the link to the folder holding the root (a loop).
        QCOMPARE(w.problems, QStringList({QStringLiteral("root/dangling not-found"),
                                          QStringLiteral("root/sub/up invalid-argument")}));
    }

    void hiddenFiles()
    {
        SourceParams p;
        p.roots = {m_root};
        p.includeHidden = true;
        const Walk w = walk(m_dir.path(), p);
        QVERIFY(w.files.contains(QStringLiteral("root/.hidden.txt")));
        QVERIFY(w.files.contains(QStringLiteral("root/.git/config")));
    }

    void globs_data()
    {
        QTest::addColumn<QStringList>("include");
        QTest::addColumn<QStringList>("exclude");
        QTest::addColumn<QStringList>("expected");
        QTest::addRow("include txt, case-insensitive")
            << QStringList{QStringLiteral("*.txt")} << QStringList{QStringLiteral("node_modules")}
            << QStringList{QStringLiteral("root/README.TXT"), QStringLiteral("root/a.txt"),
                           QStringLiteral("root/big.txt"), QStringLiteral("root/linked/e.txt"),
                           QStringLiteral("root/sub/c-hardlink.txt")};
        QTest::addRow("exclude folder and pattern")
            << QStringList{}
            << QStringList{QStringLiteral("sub"), QStringLiteral("*.html"), QStringLiteral("linked"),
                           QStringLiteral("big*")}
            // linked-again leads to the same folder as linked; excluding one name does not exclude the other
            << QStringList{QStringLiteral("root/README.TXT"), QStringLiteral("root/a.txt"),
                           QStringLiteral("root/linked-again/e.txt"),
                           QStringLiteral("root/node_modules/x.txt")};
        QTest::addRow("path glob") << QStringList{QStringLiteral("sub/*/*.md")} << QStringList{}
                                   << QStringList{QStringLiteral("root/sub/deeper/d.md")};
    }
    void globs()
    {
        QFETCH(QStringList, include);
        QFETCH(QStringList, exclude);
        QFETCH(QStringList, expected);
        SourceParams p;
        p.roots = {m_root};
        p.includeGlobs = include;
        p.excludeGlobs = exclude;
        QCOMPARE(walk(m_dir.path(), p).files, expected);
    }

    void maxFileSize()
    {
        SourceParams p;
        p.roots = {m_root};
        p.maxFileSize = 1000;
        const Walk w = walk(m_dir.path(), p);
        QVERIFY(!w.files.contains(QStringLiteral("root/big.txt")));
        QVERIFY(w.problems.contains(QStringLiteral("root/big.txt too-large")));
    }

    void repeatedRootsWalkedOnce()
    {
        SourceParams p;
        p.roots = {m_root, m_root + QStringLiteral("/"), m_root + QStringLiteral("/sub")};
        const Walk w = walk(m_dir.path(), p);
        p.roots = {m_root};
        QCOMPARE(w.files, walk(m_dir.path(), p).files);
    }

    void missingRootAndSingleFile()
    {
        SourceParams p;
        p.roots = {m_root + QStringLiteral("/nope"), m_root + QStringLiteral("/a.txt")};
        const Walk w = walk(m_dir.path(), p);
        QCOMPARE(w.files, QStringList{QStringLiteral("root/a.txt")});
        QCOMPARE(w.problems, QStringList{QStringLiteral("root/nope not-found")});
    }

    void unreadableFolder()
    {
        if (::geteuid() == 0)
            QSKIP("permissions do not stop root");
        const QString locked = m_dir.path() + QStringLiteral("/locked");
        writeFile(locked + QStringLiteral("/secret.txt"));
        QFile::setPermissions(locked, QFileDevice::Permissions());
        SourceParams p;
        p.roots = {locked};
        const Walk w = walk(m_dir.path(), p);
        QFile::setPermissions(locked,
                              QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        QVERIFY(w.files.isEmpty());
        QCOMPARE(w.problems, QStringList{QStringLiteral("locked unreadable")});
    }

    // Folders are listed ahead of the walk by a second thread: the walk still gives every file
    // once, in its order (a folder's files in name order, then its folders, each walked
    // whole, in name order), and stops when cancelled in the middle.
    void manyFoldersListedAhead()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QStringList expected;
        QStringList tops;
        for (int a = 0; a < 12; ++a)
            tops << QStringLiteral("%1").arg(a, 2, 10, QLatin1Char('0'));
        for (const QString &top : tops) {
            QStringList subs;
            for (int b = 0; b < 12; ++b)
                subs << QString::number(b);
            subs.sort(); // "0", "1", "10", "11", "2"...
            for (const QString &sub : subs) {
                const QString folder = QStringLiteral("tree/%1/%2").arg(top, sub);
                for (int f = 0; f < 3; ++f)
                    expected << folder + QStringLiteral("/f%1.txt").arg(f);
                if (sub.toInt() % 4 == 0)
                    expected << folder + QStringLiteral("/deeper/g.txt");
            }
        }
        // Written in another order than walked.
        for (auto it = expected.crbegin(); it != expected.crend(); ++it)
            writeFile(dir.path() + QLatin1Char('/') + *it);
        SourceParams p;
        p.roots = {dir.path() + QStringLiteral("/tree")};
        for (int round = 0; round < 5; ++round) {
            QStringList files;
            std::atomic_bool cancel{false};
            QVERIFY(FolderSource(p).walk(
                cancel, [&](const SourceFile &f) { files << QDir(dir.path()).relativeFilePath(f.path); },
                [](const SourceProblem &) { QFAIL("no problem expected"); }));
            QCOMPARE(files, expected);
        }
        std::atomic_bool cancel{false};
        int files = 0;
        QVERIFY(!FolderSource(p).walk(
            cancel,
            [&](const SourceFile &) {
                if (++files == 100)
                    cancel.store(true);
            },
            [](const SourceProblem &) {}));
        QVERIFY(files >= 100 && files < expected.size());
    }

    void cancel()
    {
        SourceParams p;
        p.roots = {m_root};
        std::atomic_bool cancel{true};
        int files = 0;
        QVERIFY(!FolderSource(p).walk(
            cancel, [&](const SourceFile &) { ++files; }, [](const SourceProblem &) {}));
        QCOMPARE(files, 0);
    }
};

QTEST_APPLESS_MAIN(TestFolderSource)
#include "tst_foldersource.moc"
