// The index survives kill -9 at any point of a scan: after each kill the next scan resumes,
// and in the end no document is lost or counted twice and SQLite finds no damage.
#include "TestPaths.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <sqlite3.h>

namespace {

QString queryOne(const QString &db, const char *sql)
{
    sqlite3 *handle = nullptr;
    sqlite3_open_v2(QFile::encodeName(db).constData(), &handle, SQLITE_OPEN_READONLY, nullptr);
    sqlite3_stmt *stmt = nullptr;
    QString value;
    if (sqlite3_prepare_v2(handle, sql, -1, &stmt, nullptr) == SQLITE_OK && sqlite3_step(stmt) == SQLITE_ROW)
        value = QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(stmt, 0)));
    sqlite3_finalize(stmt);
    sqlite3_close(handle);
    return value;
}

} // namespace

class TestCrashSafety : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void killAndResume()
    {
        QTemporaryDir dir;
        const QString docs = dir.filePath(QStringLiteral("docs"));
        const QString db = dir.filePath(QStringLiteral("index.sqlite"));
        QRandomGenerator rng(1234);
        const int files = 6000;
        for (int i = 0; i < files; ++i) {
            const QString folder = QStringLiteral("%1/%2").arg(docs).arg(i / 100);
            QDir().mkpath(folder);
            QFile f(QStringLiteral("%1/doc%2.txt").arg(folder).arg(i));
            QVERIFY(f.open(QIODevice::WriteOnly));
            QByteArray text;
            for (int w = 0; w < 400; ++w)
                text += "w" + QByteArray::number(rng.bounded(3000)) + ' ';
            f.write(text);
        }
        const QStringList args = {QStringLiteral("scan"), QStringLiteral("--quiet"), QStringLiteral("--db"),
                                  db, docs};
        // How long a whole scan takes here (into an index of its own): the kills fall inside it,
        // however fast the machine and the scan are.
        QElapsedTimer timer;
        {
            QProcess whole;
            timer.start();
            whole.start(lookalike::test::cliProgram(),
                        {QStringLiteral("scan"), QStringLiteral("--quiet"), QStringLiteral("--db"),
                         dir.filePath(QStringLiteral("timing.sqlite")), docs});
            QVERIFY(whole.waitForFinished(120000));
        }
        const int wholeMs = std::max(20, int(timer.elapsed()));
        int killed = 0;
        for (int round = 0; round < 6; ++round) {
            // Alternate the shingle width so that every round has all the files to sketch again.
            QProcess scan;
            scan.start(lookalike::test::cliProgram(),
                       args + QStringList{QStringLiteral("--shingle"), QString::number(4 + round % 2)});
            QVERIFY(scan.waitForStarted());
            // Kill at a random moment: while creating the index, writing batches, matching...
            const int delay = wholeMs / 20 + int(rng.bounded(quint32(wholeMs * 4 / 5)));
            if (!scan.waitForFinished(delay)) {
                scan.kill(); // SIGKILL: no clean-up of any kind
                scan.waitForFinished();
                ++killed;
            }
        }
        qInfo("%d of 6 scans killed with SIGKILL", killed);
        QVERIFY2(killed >= 3, "the scans finished before they could be killed");
        QCOMPARE(queryOne(db, "PRAGMA integrity_check"), QStringLiteral("ok"));

        QProcess last;
        last.start(lookalike::test::cliProgram(), args);
        QVERIFY(last.waitForFinished(120000));
        const QString out = QString::fromUtf8(last.readAllStandardOutput());
        QCOMPARE(last.exitCode(), 0);
        QVERIFY2(out.contains(QStringLiteral("%1 seen").arg(files)), qPrintable(out));
        QCOMPARE(queryOne(db, "PRAGMA integrity_check"), QStringLiteral("ok"));
        QCOMPARE(queryOne(db, "SELECT count(*) FROM documents"), QString::number(files));
        QCOMPARE(queryOne(db, "SELECT count(DISTINCT locator) FROM documents"), QString::number(files));
        QCOMPARE(queryOne(db, "SELECT count(*) FROM sketches"), QString::number(files));
        // Scans that were killed are marked interrupted, not left "running".
        QCOMPARE(queryOne(db, "SELECT count(*) FROM scans WHERE state = 'running'"), QStringLiteral("0"));
    }
};

QTEST_GUILESS_MAIN(TestCrashSafety)
#include "tst_crashsafety.moc"
