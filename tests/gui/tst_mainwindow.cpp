// The window opens offscreen and shows what an index holds.
#include "MainWindow.h"

#include "scan/ScanJob.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace lookalike;

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void opensAndShowsIndex()
    {
        QTemporaryDir dir;
        const QString docs = dir.filePath(QStringLiteral("docs"));
        QDir().mkpath(docs);
        for (const char *name : {"a.txt", "b.txt"}) {
            QFile f(docs + QLatin1Char('/') + QString::fromLatin1(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("the same words in two files make one identical group");
        }
        ScanParams p;
        p.indexPath = dir.filePath(QStringLiteral("index.sqlite"));
        p.source.roots = {docs};
        QCOMPARE(ScanJob(p).run().state, QStringLiteral("done"));

        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *summary = window.findChild<QLabel *>(QStringLiteral("indexSummary"));
        QVERIFY(summary);
        QVERIFY(summary->text().contains(QStringLiteral("No index open")));
        window.openIndex(p.indexPath);
        QTRY_VERIFY(summary->text().contains(QStringLiteral("Identical documents: 2 in 1 groups")));
        QVERIFY(window.windowTitle().contains(QStringLiteral("index.sqlite")));
    }

    void reportsABadIndex()
    {
        QTemporaryDir dir;
        const QString bogus = dir.filePath(QStringLiteral("bogus.sqlite"));
        QFile f(bogus);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(2048, 'x'));
        f.close();
        MainWindow window;
        window.openIndex(bogus);
        QVERIFY(window.findChild<QLabel *>(QStringLiteral("indexSummary"))->text().startsWith(QStringLiteral("Cannot open")));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
