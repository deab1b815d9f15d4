// The real window, offscreen: add a folder, scan, browse clusters, compare a pair, change the
// threshold and the policy. Dialogs go through seams; no sleeps.
#include "ClusterModel.h"
#include "Dialogs.h"
#include "Format.h"
#include "IndexWorker.h"
#include "MainWindow.h"
#include "ScanController.h"
#include "TestHome.h"
#include "usecase/FileActions.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSemaphore>
#include <QSet>
#include <QSignalSpy>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <map>

using namespace lookalike;

namespace {

using lookalike::test::copyExamples;

// Holds the next matching at its first progress report until release(): the test acts while
// it runs (on the controller's thread, the GUI thread free).
struct MatchingHold
{
    explicit MatchingHold(ScanController *controller)
    {
        controller->setMatchProgressHook([this] {
            if (armed.exchange(false)) {
                reached.release();
                goOn.acquire();
            }
        });
    }
    bool held() const { return reached.available() > 0; }
    void release() { goOn.release(); }

    QSemaphore reached, goOn;
    std::atomic_bool armed{true};
};

// Scans through the Scan button and waits until the controller is idle (related documents
// found too): the next job is the test's.
bool scanAndSettle(MainWindow &window)
{
    QSignalSpy finished(&window, &MainWindow::scanFinished);
    QTest::mouseClick(window.findChild<QPushButton *>(QStringLiteral("scanButton")), Qt::LeftButton);
    if (!QTest::qWaitFor([&] { return finished.count() == 1; }, 60000))
        return false;
    auto *controller = window.findChild<ScanController *>();
    return controller &&
           QTest::qWaitFor([&] { return !controller->isBusy() && !controller->isRelating(); }, 30000);
}

} // namespace

// Opens a new index in `dir` in `window`, shows it, and adds a copy of the example documents
// as its folder through the Add Folder button. False if the window could not be shown.
bool showWithExamples(MainWindow &window, const QTemporaryDir &dir)
{
    const QString docs = dir.filePath(QStringLiteral("docs"));
    copyExamples(docs);
    window.openIndex(dir.filePath(QStringLiteral("index.sqlite")));
    FileDialog::setNextDirectory(docs);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    QTest::mouseClick(window.findChild<QPushButton *>(QStringLiteral("addFolderButton")), Qt::LeftButton);
    return true;
}

class TestMainWindow : public QObject
{
    Q_OBJECT

    lookalike::test::TestHome m_home;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.enter());
        MessageBox::setTesting(true); // no dialog blocks: questions without an answer are cancelled
    }

    // An index holding `n` clusters of three files each (cluster c: /d/c-1.txt, the
    // representative, then /d/c-2.txt and /d/c-3.txt), written the way clustering writes them.
    static bool writeClusters(const QString &indexPath, int n)
    {
        auto store = IndexStore::open(indexPath);
        if (!store) {
            qWarning("%s", qPrintable(store.status().toString()));
            return false;
        }
        auto scan = (*store)->documents().beginScan({QStringLiteral("/d")}, QStringLiteral("w=5"));
        if (!scan) {
            qWarning("%s", qPrintable(scan.status().toString()));
            return false;
        }
        std::vector<Cluster> clusters;
        for (int c = 0; c < n; ++c) {
            Cluster cluster;
            for (int m = 1; m <= 3; ++m) {
                DocumentRecord record;
                record.locator = QStringLiteral("/d/%1-%2.txt").arg(c).arg(m);
                record.size = 100 * m;
                record.mtimeMs = 1700000000000;
                auto id = (*store)->documents().put(record, nullptr, *scan);
                if (!id) {
                    qWarning("%s", qPrintable(id.status().toString()));
                    return false;
                }
                if (m == 1)
                    cluster.representative = *id;
                cluster.members.push_back({*id, m == 1, m == 1 ? 1.0 : 0.9, 0.95, 0.9});
            }
            clusters.push_back(cluster);
        }
        const Status written = (*store)->clusters().replace(clusters, ClusterChoice{});
        if (!written)
            qWarning("%s", qPrintable(written.toString()));
        return written.isOk();
    }

    void modelPassesTheTester()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("index.sqlite"));
        QVERIFY(writeClusters(path, 40));
        IndexWorker reader(IndexWorker::Access::Read);
        reader.setIndex(path);
        ClusterModel model(&reader);
        connect(&model, &ClusterModel::failed, this, [](const QString &m) { QFAIL(qPrintable(m)); });
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy loaded(&model, &ClusterModel::pageLoaded);
        model.reload();
        QTRY_COMPARE(model.rowCount(), 40);
        QTRY_COMPARE(model.clusterCount(), qint64(40));
        QCOMPARE(model.clusteredDocuments(), qint64(120));
        // Largest first; clusters of equal size newest first (the keyset's tie-break on the id
        // follows the order): cluster 39 leads.
        const QModelIndex first = model.index(0, 0);
        QTRY_COMPARE(model.rowCount(first), 3);
        QCOMPARE(model.index(1, 0, first).data(ClusterModel::PathRole).toString(),
                 QStringLiteral("/d/39-2.txt"));
        QCOMPARE(model.index(0, ClusterModel::ResemblanceColumn, first).data().toString(),
                 QStringLiteral("copy kept"));
        QCOMPARE(model.index(0, ClusterModel::MembersColumn).data().toInt(), 3);
        // Duplicates only leaves each representative out.
        model.setDuplicatesOnly(true);
        QTRY_COMPARE(model.rowCount(model.index(0, 0)), 2);
        model.setDuplicatesOnly(false);
        QTRY_COMPARE(model.rowCount(model.index(0, 0)), 3);
        // The filter runs in SQL: one cluster holds /d/7-2.txt.
        model.setPathFilter(QStringLiteral("/7-2.TXT"));
        QTRY_COMPARE(model.rowCount(), 1);
        QTRY_COMPARE(model.index(0, 0).data(ClusterModel::PathRole).toString(), QStringLiteral("/d/7-1.txt"));
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    // Large results reach the view a page at a time, read on the reader thread.
    void modelPages()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("index.sqlite"));
        QVERIFY(writeClusters(path, 25));
        IndexWorker reader(IndexWorker::Access::Read);
        reader.setIndex(path);
        ClusterModel model(&reader, nullptr, 10);
        QSignalSpy loaded(&model, &ClusterModel::pageLoaded);
        model.reload();
        QTRY_COMPARE(model.rowCount(), 10);
        QVERIFY(model.canFetchMore({}));
        model.fetchMore({});
        QTRY_COMPARE(model.rowCount(), 20);
        model.fetchMore({});
        QTRY_COMPARE(model.rowCount(), 25);
        QTRY_VERIFY(!model.canFetchMore({}));
        // No cluster is shown twice across the pages.
        QSet<QString> representatives;
        for (int row = 0; row < model.rowCount(); ++row)
            representatives.insert(model.index(row, 0).data(ClusterModel::PathRole).toString());
        QCOMPARE(representatives.size(), 25);
    }

    void scanBrowseCompare()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(showWithExamples(window, dir));
        const QString docs = dir.filePath(QStringLiteral("docs"));
        QCOMPARE(window.sources(), QStringList{QDir::cleanPath(docs)});

        QSignalSpy finished(&window, &MainWindow::scanFinished);
        QTest::mouseClick(window.findChild<QPushButton *>(QStringLiteral("scanButton")), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        QCOMPARE(finished.first().first().toString(), QStringLiteral("done"));

        auto *view = window.findChild<QTreeView *>(QStringLiteral("clusterView"));
        QTRY_COMPARE_WITH_TIMEOUT(view->model()->rowCount(), 4, 10000); // minutes, French, article, Chinese
        const QModelIndex biggest = view->model()->index(0, 0);
        QCOMPARE(view->model()->index(0, ClusterModel::MembersColumn).data().toInt(), 5);
        view->expand(biggest);
        // Select two members: the pair view computes the exact figures off the GUI thread.
        view->selectionModel()->select(view->model()->index(0, 0, biggest),
                                       QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        view->selectionModel()->select(view->model()->index(4, 0, biggest),
                                       QItemSelectionModel::Select | QItemSelectionModel::Rows);
        auto *pair = window.findChild<QLabel *>(QStringLiteral("pairView"));
        QTRY_VERIFY2_WITH_TIMEOUT(pair->text().contains(QStringLiteral("exact,")), qPrintable(pair->text()),
                                  30000);
        QVERIFY(pair->text().contains(QStringLiteral("Shared shingles:")));
        // ... and the side-by-side diff of their words.
        auto *diff = window.findChild<QWidget *>(QStringLiteral("diffView"));
        QTRY_VERIFY_WITH_TIMEOUT(diff->isVisible(), 30000);
        QVERIFY(window.findChild<QLabel *>(QStringLiteral("diffSummary"))
                    ->text()
                    .contains(QStringLiteral("changed")));

        // A stricter threshold splits the clusters; re-clustering needs no rescan.
        QSignalSpy shown(&window, &MainWindow::clustersShown);
        window.findChild<QSlider *>(QStringLiteral("thresholdSlider"))->setValue(95);
        QTRY_VERIFY_WITH_TIMEOUT(shown.count() >= 1, 30000);
        QTRY_VERIFY(view->model()->rowCount() >= 2);
        QTRY_VERIFY(view->model()->index(0, ClusterModel::MembersColumn).data().toInt() < 5);

        // The identical-bytes policy: one group (minutes and its copy).
        auto *policy = window.findChild<QComboBox *>(QStringLiteral("policyCombo"));
        shown.clear();
        policy->setCurrentIndex(policy->findData(QStringLiteral("identical")));
        QTRY_VERIFY_WITH_TIMEOUT(shown.count() >= 1, 30000);
        QTRY_COMPARE(view->model()->rowCount(), 1);
        QCOMPARE(view->model()->index(0, ClusterModel::MembersColumn).data().toInt(), 2);

        // Export the clusters as CSV and read it back: the CLI's columns.
        const QString csvPath = dir.filePath(QStringLiteral("clusters.csv"));
        FileDialog::setNextFileName(csvPath);
        view->clearSelection();
        window.exportClusters();
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(csvPath), 30000); // written whole, then renamed
        QFile csv(csvPath);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QStringList lines =
            QString::fromUtf8(csv.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(lines.first().startsWith(QStringLiteral("cluster_id,path,size,representative,resemblance")));
        QCOMPARE(lines.size(), 1 + 2); // the one identical group of two
        QVERIFY(lines.at(1).startsWith(QStringLiteral("1,")));

        // Duplicates only: the representatives leave the list.
        auto *duplicatesOnly = window.findChild<QCheckBox *>(QStringLiteral("duplicatesOnly"));
        const int before = view->model()->rowCount(view->model()->index(0, 0));
        duplicatesOnly->setChecked(true);
        QCOMPARE(view->model()->rowCount(view->model()->index(0, 0)), before - 1);
        duplicatesOnly->setChecked(false);

        // Charts: cluster sizes (log-log) and the resemblance histogram.
        window.showCharts();
        QTRY_VERIFY(window.findChild<QDialog *>(QStringLiteral("chartsDialog")));
        QVERIFY(window.findChild<QWidget *>(QStringLiteral("clusterSizeChart")));
        QVERIFY(window.findChild<QWidget *>(QStringLiteral("resemblanceChart")));
        window.findChild<QDialog *>(QStringLiteral("chartsDialog"))->close();

        // "Find documents like this file...": a file that is not indexed.
        const QString query = dir.filePath(QStringLiteral("query.txt"));
        QVERIFY(QFile::copy(docs + QStringLiteral("/articles/near-duplicates.txt"), query));
        QSignalSpy similar(&window, &MainWindow::similarShown);
        window.findSimilar(query);
        QTRY_COMPARE_WITH_TIMEOUT(similar.count(), 1, 30000);
        QVERIFY(similar.first().first().toInt() >= 2); // the article, its extended version, its excerpt

        // The filter keeps clusters with a matching member.
        policy->setCurrentIndex(policy->findData(QStringLiteral("union")));
        window.findChild<QSlider *>(QStringLiteral("thresholdSlider"))->setValue(50);
        QTRY_COMPARE(view->model()->rowCount(), 4);
        QTest::keyClicks(window.findChild<QLineEdit *>(QStringLiteral("clusterFilter")),
                         QStringLiteral("chinese/jiance.txt"));
        QTRY_COMPARE(view->model()->rowCount(), 1);

        // Ignoring that cluster (not duplicates) is remembered: it does not come back.
        shown.clear();
        view->selectionModel()->select(view->model()->index(0, 0),
                                       QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        window.ignoreSelection();
        QTRY_VERIFY_WITH_TIMEOUT(shown.count() >= 1, 30000);
        QTRY_COMPARE(view->model()->rowCount(), 0);
        window.findChild<QLineEdit *>(QStringLiteral("clusterFilter"))->clear();
        QTRY_COMPARE(view->model()->rowCount(), 3);
        MainWindow reopened;
        reopened.openIndex(window.indexPath());
        QTRY_COMPARE(reopened.findChild<QTreeView *>(QStringLiteral("clusterView"))->model()->rowCount(), 3);
    }

    // The Related tab: topics after the scan, a topic's documents, What's related, the export.
    void relatedTab()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(showWithExamples(window, dir));
        QSignalSpy finished(&window, &MainWindow::scanFinished);
        QTest::mouseClick(window.findChild<QPushButton *>(QStringLiteral("scanButton")), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        auto *lenses = window.findChild<QTabWidget *>(QStringLiteral("lenses"));
        QVERIFY(lenses);
        lenses->setCurrentIndex(1);
        QVERIFY(!window.findChild<QLabel *>(QStringLiteral("pairView"))->isVisible()); // no pair to compare
        auto *topics = window.findChild<QTableView *>(QStringLiteral("topics"));
        auto *members = window.findChild<QTableView *>(QStringLiteral("topicMembers"));
        auto *related = window.findChild<QTableView *>(QStringLiteral("whatsRelated"));
        QVERIFY(topics && members && related);
        QTRY_VERIFY_WITH_TIMEOUT(topics->model()->rowCount() >= 1, 30000);
        QVERIFY(!topics->model()->index(0, 0).data().toString().isEmpty()); // its words
        topics->setCurrentIndex(topics->model()->index(0, 0));
        QTRY_VERIFY_WITH_TIMEOUT(members->model()->rowCount() >= 2, 30000);
        // The centre, in the locale's digits as every figure of the window (percentText).
        QCOMPARE(members->model()->index(0, 1).data().toString(), percentText(1.0));
        members->setCurrentIndex(members->model()->index(1, 0));
        QTRY_VERIFY_WITH_TIMEOUT(related->model()->rowCount() >= 1, 30000);
        QVERIFY(window.findChild<QLabel *>(QStringLiteral("whatsRelatedTitle"))
                    ->text()
                    .contains(members->model()->index(1, 0).data().toString()));

        const QString csvPath = dir.filePath(QStringLiteral("topics.csv"));
        FileDialog::setNextFileName(csvPath);
        QTest::mouseClick(window.findChild<QPushButton *>(QStringLiteral("exportTopics")), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(csvPath), 30000);
        QFile csv(csvPath);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QStringList lines =
            QString::fromUtf8(csv.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.first(), QStringLiteral("topic_id,label,size,path,center,similarity"));
        QVERIFY(lines.size() >= 3);
    }

    // Matching after a scan shows its phase on the bar and the label, and Cancel stops it: the
    // documents stay indexed, and the next scan matches them.
    // A slider move below the stored pairs' threshold matches again: meanwhile the list is greyed
    // under a line with the new value (never the old clusters as if they were the new value's),
    // and shown again when the new clusters arrive.
    void lowerThresholdGreysTheList()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(showWithExamples(window, dir));
        QVERIFY(scanAndSettle(window));
        MatchingHold hold(window.findChild<ScanController *>());
        auto *line = window.findChild<QLabel *>(QStringLiteral("recomputingClusters"));
        auto *view = window.findChild<QTreeView *>(QStringLiteral("clusterView"));
        QVERIFY(line && view);
        QVERIFY(!line->isVisible());
        QSignalSpy shown(&window, &MainWindow::clustersShown);
        window.findChild<QSlider *>(QStringLiteral("thresholdSlider"))->setValue(30);
        QTRY_VERIFY_WITH_TIMEOUT(hold.held(), 30000); // matching again, held
        QVERIFY(line->isVisible());
        QVERIFY2(line->text().contains(QStringLiteral("30 %")), qPrintable(line->text()));
        QVERIFY(!view->isEnabled());
        // Issue 24, 5: a filter meanwhile that no cluster of the value before holds says the
        // clusters are being made again, not "No cluster has a document...".
        auto *filter = window.findChild<QLineEdit *>(QStringLiteral("clusterFilter"));
        auto *empty = window.findChild<QLabel *>(QStringLiteral("emptyHint"));
        QVERIFY(filter && empty);
        filter->setText(QStringLiteral("no-such-path-anywhere"));
        QTRY_VERIFY(empty->isVisible());
        QVERIFY2(empty->text().contains(QStringLiteral("being made again at 30 %")),
                 qPrintable(empty->text()));
        hold.release();
        QTRY_VERIFY_WITH_TIMEOUT(!line->isVisible(), 30000);
        QTRY_VERIFY(empty->text().startsWith(QStringLiteral("No cluster")));
        filter->clear();
        QVERIFY(view->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(shown.count() >= 1, 30000);
    }

    // A Move to Trash cut short (the window killed among its moves) left moves logged as begun:
    // opening the index records them from where each file is, and says so once.
    void openingRecordsMovesCutShort()
    {
        QTemporaryDir dir;
        const QString index = dir.filePath(QStringLiteral("index.sqlite"));
        {
            MainWindow window;
            QVERIFY(showWithExamples(window, dir));
            QVERIFY(scanAndSettle(window));
        }
        QString moved, stayed;
        {
            auto store = IndexStore::open(index);
            QVERIFY(store);
            auto clusters = (*store)->clusters().all();
            QVERIFY(clusters && !clusters->empty());
            std::vector<qint64> members;
            for (const Cluster &c : *clusters)
                for (const ClusterMember &m : c.members)
                    if (!m.representative)
                        members.push_back(m.docId);
            QVERIFY(members.size() >= 2);
            auto first = (*store)->documents().info(members[0]);
            auto second = (*store)->documents().info(members[1]);
            QVERIFY(first && second);
            moved = first->locator;
            stayed = second->locator;
            std::vector<LoggedAction> begun(2);
            begun[0].locator = moved;
            begun[1].locator = stayed;
            for (LoggedAction &a : begun) {
                a.kind = QStringLiteral("trash");
                a.outcome = QStringLiteral("pending");
                a.detail = QStringLiteral("moving to the trash");
            }
            QVERIFY((*store)->actionLog().appendReturningIds(begun));
        }
        auto place = usecase::moveToTrash(moved); // the one move that happened before the kill
        QVERIFY2(place, qPrintable(place.status().toString()));

        MessageBox::clearShown();
        MainWindow window;
        window.openIndex(index);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto told = [] {
            for (const MessageBox::Record &r : MessageBox::shown())
                if (r.title.contains(QStringLiteral("Cut Short")))
                    return r.text;
            return QString();
        };
        QTRY_VERIFY_WITH_TIMEOUT(!told().isEmpty(), 30000);
        QVERIFY2(told().contains(QStringLiteral("2 moves")), qPrintable(told()));
        auto store = IndexStore::open(index, IndexStore::Mode::ReadOnly);
        QVERIFY(store);
        auto rows = (*store)->actionLog().newest();
        QVERIFY(rows);
        std::map<QString, LoggedAction> byPath;
        for (const LoggedAction &a : *rows)
            byPath[a.locator] = a;
        QCOMPARE(byPath[moved].outcome, QStringLiteral("done"));
        QVERIFY2(byPath[moved].detail.contains(*place), qPrintable(byPath[moved].detail));
        QCOMPARE(byPath[stayed].outcome, QStringLiteral("failed"));
        QVERIFY(!(*store)->documents().find(moved).value());
        QVERIFY((*store)->documents().find(stayed).value());
    }

    // The scan settings show the opened index's; a scan asking for another shingle width is
    // refused with a question that says what re-sketching reads: Cancel leaves the index as it
    // is, "Keep" scans with the index's width, "Re-sketch" sketches every document again.
    void otherShingleWidthAsksToResketch()
    {
        QTemporaryDir dir;
        const QString index = dir.filePath(QStringLiteral("index.sqlite"));
        const auto sketchParams = [&index]() -> QString {
            auto store = IndexStore::open(index);
            if (!store)
                return {};
            auto st = (*store)->statistics().summary();
            return st ? st->sketchParams : QString();
        };
        {
            MainWindow window;
            QVERIFY(showWithExamples(window, dir));
            auto *spin = window.findChild<QSpinBox *>(QStringLiteral("shingleSpin"));
            QVERIFY(spin);
            spin->setValue(4); // a new index takes the width asked for
            QVERIFY(scanAndSettle(window));
        }
        QVERIFY(sketchParams().startsWith(QStringLiteral("w=4;")));

        MainWindow window;
        window.openIndex(index);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *spin = window.findChild<QSpinBox *>(QStringLiteral("shingleSpin"));
        QTRY_COMPARE(spin->value(), 4); // the opened index's, not the default 5
        auto *scanButton = window.findChild<QPushButton *>(QStringLiteral("scanButton"));
        auto *controller = window.findChild<ScanController *>();
        QTRY_VERIFY_WITH_TIMEOUT(!controller->isBusy() && !controller->isRelating(), 30000);
        QSignalSpy finished(&window, &MainWindow::scanFinished);
        const auto askedAbout = [] {
            for (const MessageBox::Record &r : MessageBox::shown())
                if (r.title.contains(QStringLiteral("Re-sketch")))
                    return r.text;
            return QString();
        };

        // Cancelled: nothing changes.
        MessageBox::clearShown();
        spin->setValue(6);
        QTest::mouseClick(scanButton, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        QCOMPARE(finished.last().first().toString(), QStringLiteral("failed"));
        const QString question = askedAbout();
        QVERIFY2(question.contains(QStringLiteral("4 words per shingle")) &&
                     question.contains(QStringLiteral("6 words per shingle")) &&
                     question.contains(QStringLiteral("documents")) &&
                     question.contains(QStringLiteral("files")),
                 qPrintable(question));
        QTRY_VERIFY(scanButton->isEnabled());
        QVERIFY(sketchParams().startsWith(QStringLiteral("w=4;")));

        // Keep the index's width: the box says 4 again and the scan runs with it.
        MessageBox::clearShown();
        MessageBox::setNextAnswer(MessageBox::No);
        QTest::mouseClick(scanButton, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 3, 60000); // refused, then scanned
        QCOMPARE(finished.last().first().toString(), QStringLiteral("done"));
        QCOMPARE(spin->value(), 4);
        QVERIFY(sketchParams().startsWith(QStringLiteral("w=4;")));
        QTRY_VERIFY_WITH_TIMEOUT(!controller->isBusy() && !controller->isRelating(), 30000);

        // Re-sketch: every document again, then the scan.
        MessageBox::clearShown();
        spin->setValue(6);
        MessageBox::setNextAnswer(MessageBox::Yes);
        QTest::mouseClick(scanButton, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 5, 60000);
        QCOMPARE(finished.last().first().toString(), QStringLiteral("done"));
        QVERIFY(!askedAbout().isEmpty());
        QVERIFY(sketchParams().startsWith(QStringLiteral("w=6;")));
        QCOMPARE(spin->value(), 6);
        QTRY_VERIFY(scanButton->isEnabled());
        auto *view = window.findChild<QTreeView *>(QStringLiteral("clusterView"));
        QTRY_VERIFY(view->model()->rowCount() > 0); // matched again with the new sketches
    }

    // #27, 4: "Ignore numbers" is a sketch setting like the width: a new index takes it, the
    // box shows the opened index's, and the question about re-sketching names it.
    void ignoreNumbersIsASketchSetting()
    {
        QTemporaryDir dir;
        const QString index = dir.filePath(QStringLiteral("index.sqlite"));
        {
            MainWindow window;
            QVERIFY(showWithExamples(window, dir));
            auto *box = window.findChild<QCheckBox *>(QStringLiteral("ignoreNumbersCheck"));
            QVERIFY(box);
            QVERIFY(!box->isChecked()); // off by default
            box->setChecked(true);
            QVERIFY(scanAndSettle(window));
        }
        {
            auto store = IndexStore::open(index);
            QVERIFY(store);
            auto st = (*store)->statistics().summary();
            QVERIFY(st);
            QVERIFY2(st->sketchParams.contains(QStringLiteral("numbers=ignored")),
                     qPrintable(st->sketchParams));
        }
        MainWindow window;
        window.openIndex(index);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *box = window.findChild<QCheckBox *>(QStringLiteral("ignoreNumbersCheck"));
        QTRY_VERIFY(box->isChecked()); // the opened index's
        auto *controller = window.findChild<ScanController *>();
        QTRY_VERIFY_WITH_TIMEOUT(!controller->isBusy() && !controller->isRelating(), 30000);
        QSignalSpy finished(&window, &MainWindow::scanFinished);
        MessageBox::clearShown();
        box->setChecked(false);
        QTest::mouseClick(window.findChild<QPushButton *>(QStringLiteral("scanButton")), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        QString question;
        for (const MessageBox::Record &r : MessageBox::shown())
            if (r.title.contains(QStringLiteral("Re-sketch")))
                question = r.text;
        QVERIFY2(question.contains(QStringLiteral("5 words per shingle, numbers ignored")) &&
                     question.contains(QStringLiteral("the scan settings ask for 5 words per shingle.")),
                 qPrintable(question));
    }

    // Issue 24, 6: Scan pressed while the clusters are being matched again: the matching stops,
    // the scan starts by itself once it has (Scan disabled meanwhile), and its clusters end
    // the greyed list.
    void scanAskedDuringMatchingStarts()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(showWithExamples(window, dir));
        QVERIFY(scanAndSettle(window));
        QSignalSpy finished(&window, &MainWindow::scanFinished);
        auto *scanButton = window.findChild<QPushButton *>(QStringLiteral("scanButton"));
        MatchingHold hold(window.findChild<ScanController *>());
        window.findChild<QSlider *>(QStringLiteral("thresholdSlider"))->setValue(30);
        QTRY_VERIFY_WITH_TIMEOUT(hold.held(), 30000); // matching again, held
        QVERIFY(scanButton->isEnabled());
        QTest::mouseClick(scanButton, Qt::LeftButton);
        QVERIFY(!scanButton->isEnabled());
        auto *status = window.findChild<QLabel *>(QStringLiteral("scanStatus"));
        QVERIFY2(status->text().contains(QStringLiteral("the scan starts")), qPrintable(status->text()));
        hold.release();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        QCOMPARE(finished.last().first().toString(), QStringLiteral("done"));
        auto *line = window.findChild<QLabel *>(QStringLiteral("recomputingClusters"));
        QTRY_VERIFY(!line->isVisible());
        QVERIFY(window.findChild<QTreeView *>(QStringLiteral("clusterView"))->isEnabled());
        QTRY_VERIFY(scanButton->isEnabled());
    }

    void cancelDuringMatching()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(showWithExamples(window, dir));

        // Matching waits at its first progress report until the test has pressed Cancel.
        auto *controller = window.findChild<ScanController *>();
        QVERIFY(controller);
        MatchingHold hold(controller);
        QSignalSpy finished(&window, &MainWindow::scanFinished);
        QTest::mouseClick(window.findChild<QPushButton *>(QStringLiteral("scanButton")), Qt::LeftButton);
        auto *status = window.findChild<QLabel *>(QStringLiteral("scanStatus"));
        QTRY_VERIFY2_WITH_TIMEOUT(hold.held(), qPrintable(status->text()), 60000);
        QTRY_VERIFY2(status->text().startsWith(QStringLiteral("Matching: grouping equivalent documents")),
                     qPrintable(status->text()));
        auto *cancel = window.findChild<QPushButton *>(QStringLiteral("cancelButton"));
        QVERIFY(cancel->isEnabled());
        QTest::mouseClick(cancel, Qt::LeftButton);
        hold.release();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
        QVERIFY2(status->text().contains(QStringLiteral("matching cancelled")), qPrintable(status->text()));
        QVERIFY(!cancel->isEnabled());

        // Scanning again (nothing to read) matches, with the phases shown on the way.
        QStringList phases;
        connect(controller, &ScanController::matchProgress, &window,
                [&](const MatchProgress &p) { phases << matchPhaseText(p.phase); });
        QTRY_VERIFY(window.findChild<QPushButton *>(QStringLiteral("scanButton"))->isEnabled());
        QTest::mouseClick(window.findChild<QPushButton *>(QStringLiteral("scanButton")), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 60000);
        QVERIFY2(!status->text().contains(QStringLiteral("matching cancelled")), qPrintable(status->text()));
        phases.removeDuplicates();
        QVERIFY2(phases.size() >= 4, qPrintable(phases.join(QLatin1String(", "))));
        auto *view = window.findChild<QTreeView *>(QStringLiteral("clusterView"));
        QTRY_COMPARE_WITH_TIMEOUT(view->model()->rowCount(), 4, 10000);
    }

    // Trash: after a confirmation that lists the files, never in a reference folder, never
    // every member of a cluster; the index forgets what went.
    void trashWithConfirmation()
    {
        QTemporaryDir dir;
        // The reference folder lies inside a scanned folder and is named through a symbolic
        // link, so its files are indexed under the other name: still protected.
        const QString docs = dir.filePath(QStringLiteral("docs"));
        const QString keep = docs + QStringLiteral("/reference");
        QDir().mkpath(keep);
        const QString keepLink = dir.filePath(QStringLiteral("Reference"));
        QVERIFY(QFile::link(keep, keepLink));
        const QByteArray text = "the same words in several files make one group of duplicates to clean up";
        const QStringList files = {docs + QStringLiteral("/a.txt"), docs + QStringLiteral("/b.txt"),
                                   keep + QStringLiteral("/c.txt")};
        for (const QString &path : files) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
        }
        MainWindow window;
        window.openIndex(dir.filePath(QStringLiteral("index.sqlite")));
        window.addSource(docs);
        window.addSource(keepLink, true);
        MessageBox::clearShown();
        QSignalSpy finished(&window, &MainWindow::scanFinished);
        QTest::mouseClick(window.findChild<QPushButton *>(QStringLiteral("scanButton")), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        auto *view = window.findChild<QTreeView *>(QStringLiteral("clusterView"));
        QTRY_COMPARE(view->model()->rowCount(), 1);
        const QModelIndex cluster = view->model()->index(0, 0);
        QCOMPARE(view->model()->rowCount(cluster), 3);
        auto selectMember = [&](const QString &suffix, bool clear) {
            for (int i = 0; i < 3; ++i) {
                const QModelIndex m = view->model()->index(i, 0, cluster);
                if (m.data(ClusterModel::PathRole).toString().endsWith(suffix))
                    view->selectionModel()->select(
                        m, (clear ? QItemSelectionModel::ClearAndSelect : QItemSelectionModel::Select) |
                               QItemSelectionModel::Rows);
            }
        };
        // The file in the reference folder is refused (and the refusal logged).
        QSignalSpy updated(&window, &MainWindow::indexUpdated);
        selectMember(QStringLiteral("/c.txt"), true);
        window.moveSelectionToTrash();
        QTRY_COMPARE_WITH_TIMEOUT(updated.count(), 1, 30000);
        QCOMPARE(MessageBox::shown().size(), 1);
        QVERIFY2(MessageBox::shown().first().text.contains(QStringLiteral("reference folder")),
                 qPrintable(MessageBox::shown().first().text));
        QVERIFY(MessageBox::shown().first().items.isEmpty()); // nothing offered to the trash
        QVERIFY(QFile::exists(keep + QStringLiteral("/c.txt")));
        // One of the others goes, after the confirmation listed it and what it resembles.
        MessageBox::clearShown();
        MessageBox::setNextAnswer(MessageBox::Yes);
        selectMember(QStringLiteral("/b.txt"), true);
        window.moveSelectionToTrash();
        QTRY_COMPARE_WITH_TIMEOUT(updated.count(), 2, 30000);
        QVERIFY(updated.last().first().toBool());
        QCOMPARE(MessageBox::shown().size(), 1);
        const MessageBox::Record confirmation = MessageBox::shown().first();
        QCOMPARE(confirmation.items.size(), 1);
        QCOMPARE(confirmation.items.first(), docs + QStringLiteral("/b.txt"));
        QVERIFY2(confirmation.lines.first().contains(QStringLiteral("% like ")),
                 qPrintable(confirmation.lines.first()));
        QVERIFY(!QFile::exists(docs + QStringLiteral("/b.txt")));
        QVERIFY(QFile::exists(docs + QStringLiteral("/a.txt")));
        QTRY_COMPARE(view->model()->rowCount(view->model()->index(0, 0)), 2);
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
        auto *summary = window.findChild<QLabel *>(QStringLiteral("indexSummary"));
        QTRY_VERIFY2_WITH_TIMEOUT(summary->text().startsWith(QStringLiteral("Cannot open")),
                                  qPrintable(summary->text()), 30000);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
