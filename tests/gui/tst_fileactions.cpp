// File safety through the real window, offscreen: the trash after a confirmation listing the
// files, never in a reference folder, never the last copy of a cluster without an explicit yes;
// the action log of each; the Problems list; files removed outside Lookalike. The trash is a
// test trash: HOME and XDG_DATA_HOME point into a temporary folder. Dialogs go through seams.
#include "ActionLogDialog.h"
#include "ClusterModel.h"
#include "Dialogs.h"
#include "IndexWorker.h"
#include "MainWindow.h"
#include "ProblemsDialog.h"
#include "TestHome.h"
#include "store/IndexStore.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <unistd.h>

using namespace lookalike;

namespace {

void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly), qPrintable(path));
    f.write(bytes);
}

const QByteArray kMinutes =
    "the committee met on tuesday to discuss the budget for the coming year and agreed to "
    "postpone the decision on the new library building until the spring meeting";
const QByteArray kRecipe =
    "mix the flour with the butter and a pinch of salt then add cold water slowly until the "
    "dough holds together and rest it in a cool place for one hour before rolling";
const QByteArray kReport =
    "the river rose three metres overnight and the bridge on the northern road was closed "
    "while engineers checked the pillars for damage caused by the floating trees";

std::vector<LoggedAction> actionLog(const QString &index)
{
    auto store = IndexStore::open(index, IndexStore::Mode::ReadOnly);
    if (!store)
        return {};
    return (*store)->actionLog().newest().valueOr({});
}

// Rows of the log about files ending with `suffix`.
std::vector<LoggedAction> rowsAbout(const std::vector<LoggedAction> &log, const QString &suffix)
{
    std::vector<LoggedAction> out;
    for (const LoggedAction &a : log)
        if (a.locator.endsWith(suffix))
            out.push_back(a);
    return out;
}

} // namespace

class TestFileActions : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_root;
    lookalike::test::TestHome m_home;

    QString trashFolder() const
    {
        return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
               QStringLiteral("/Trash/files");
    }

    // Scans `folders` (the checked ones are references) into a new index and waits for its clusters.
    static bool scan(MainWindow &window, const QString &index, const QStringList &folders,
                     const QStringList &references = {})
    {
        window.openIndex(index);
        for (const QString &folder : folders)
            window.addSource(folder);
        for (const QString &folder : references)
            window.addSource(folder, true);
        QSignalSpy finished(&window, &MainWindow::scanFinished);
        QTest::mouseClick(window.findChild<QPushButton *>(QStringLiteral("scanButton")), Qt::LeftButton);
        if (!finished.wait(30000) && finished.isEmpty())
            return false;
        // The clusters as the finished scan left them: the window reloads them when the scan
        // finishes, and a page shown before that (while it ran) would be replaced under the
        // caller's selection.
        QSignalSpy shown(&window, &MainWindow::clustersShown);
        if (finished.first().first().toString() != QLatin1String("done")) {
            qWarning("scan ended %s: %s", qPrintable(finished.first().first().toString()),
                     qPrintable(window.findChild<QLabel *>(QStringLiteral("scanStatus"))->text()));
            return false;
        }
        return shown.wait(10000);
    }

    // Selects the members whose path ends with one of `suffixes` (and nothing else).
    // (Tests call it in QTRY_COMPARE: after an action the list is loaded again in the
    // background, and a cluster's members may not be there yet.)
    static int select(MainWindow &window, const QStringList &suffixes)
    {
        auto *view = window.findChild<QTreeView *>(QStringLiteral("clusterView"));
        QAbstractItemModel *model = view->model();
        view->clearSelection();
        int selected = 0;
        for (int c = 0; c < model->rowCount(); ++c) {
            const QModelIndex cluster = model->index(c, 0);
            for (int m = 0; m < model->rowCount(cluster); ++m) {
                const QModelIndex member = model->index(m, 0, cluster);
                const QString path = member.data(ClusterModel::PathRole).toString();
                if (std::any_of(suffixes.begin(), suffixes.end(),
                                [&](const QString &s) { return path.endsWith(s); })) {
                    view->selectionModel()->select(member,
                                                   QItemSelectionModel::Select | QItemSelectionModel::Rows);
                    ++selected;
                }
            }
        }
        return selected;
    }

    // The trash confirmations shown so far.
    static QList<MessageBox::Record> trashQuestions()
    {
        QList<MessageBox::Record> out;
        for (const MessageBox::Record &r : MessageBox::shown())
            if (r.title == QLatin1String("Move to Trash"))
                out << r;
        return out;
    }

    static int clusterSizeOf(MainWindow &window, const QString &suffix)
    {
        QAbstractItemModel *model = window.findChild<QTreeView *>(QStringLiteral("clusterView"))->model();
        for (int c = 0; c < model->rowCount(); ++c) {
            const QModelIndex cluster = model->index(c, 0);
            for (int m = 0; m < model->rowCount(cluster); ++m)
                if (model->index(m, 0, cluster).data(ClusterModel::PathRole).toString().endsWith(suffix))
                    return model->rowCount(cluster);
        }
        return 0;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        // Never the user's trash or settings; no dialog blocks.
        QVERIFY(m_home.enter());
        MessageBox::setTesting(true);
    }

    // The store's side: the log joins the caller's transaction; the failed documents and the
    // scan's own problems are listed apart.
    void storeLogsAndLists()
    {
        const QString path = m_root.filePath(QStringLiteral("store/index.sqlite"));
        auto opened = IndexStore::open(path);
        QVERIFY2(opened, qPrintable(opened.status().toString()));
        IndexStore &store = **opened;
        auto begun = store.documents().beginScan({QStringLiteral("/d")}, QStringLiteral("w=5"));
        QVERIFY2(begun, qPrintable(begun.status().toString()));
        const qint64 scan = *begun;
        DocumentRecord good;
        good.locator = QStringLiteral("/d/good.txt");
        good.size = 10;
        DocumentRecord bad;
        bad.locator = QStringLiteral("/d/bad.bin");
        bad.size = 20;
        bad.error = Status::error(Status::Code::NotText, QStringLiteral("binary content"));
        QVERIFY(store.begin());
        Sketcher sketcher;
        const std::vector<std::uint64_t> shingles = {1, 2, 3, 5, 8, 13, 21, 34};
        const DocumentSketch sketch = sketcher.sketchShingles(shingles);
        const qint64 goodId = *store.documents().put(good, &sketch, scan);
        QVERIFY(store.documents().put(bad, nullptr, scan));
        const Status recorded = store.documents().recordProblem(
            scan, QStringLiteral("/d/locked"),
            Status::error(Status::Code::Unreadable, QStringLiteral("cannot open folder")));
        QVERIFY2(recorded, qPrintable(recorded.toString()));
        QVERIFY(store.commit());
        QCOMPARE(*store.documents().lastScanId(), scan);
        auto failed = store.documents().failed();
        QVERIFY(failed);
        QCOMPARE(failed->size(), std::size_t(1));
        QCOMPARE(failed->front().locator, QStringLiteral("/d/bad.bin"));
        QCOMPARE(failed->front().code, QStringLiteral("not-text"));
        QCOMPARE(failed->front().size, 20);
        auto errors = store.documents().scanErrors(scan);
        QVERIFY(errors);
        QCOMPARE(errors->size(), std::size_t(1));
        QCOMPARE(errors->front().code, QStringLiteral("unreadable"));

        // A removal and its log roll back together.
        LoggedAction row;
        row.kind = QStringLiteral("trash");
        row.outcome = QStringLiteral("done");
        row.locator = good.locator;
        row.detail = QStringLiteral("moved to the trash");
        QVERIFY(store.begin());
        QVERIFY(store.documents().remove({goodId}));
        QVERIFY(store.actionLog().append({row}));
        QVERIFY(store.rollback());
        QVERIFY(store.documents().find(good.locator)->has_value());
        QVERIFY(store.actionLog().newest()->empty());
        // ... and commit together.
        QVERIFY(store.begin());
        QVERIFY(store.documents().remove({goodId}));
        QVERIFY(store.actionLog().append({row}));
        row.kind = QStringLiteral("ignore");
        QVERIFY(store.actionLog().append({row}));
        QVERIFY(store.commit());
        QVERIFY(!store.documents().find(good.locator)->has_value());
        auto log = store.actionLog().newest();
        QVERIFY(log);
        QCOMPARE(log->size(), std::size_t(2));
        QCOMPARE(log->front().kind, QStringLiteral("ignore")); // newest first
        QVERIFY(log->front().atMs > 0);
        QCOMPARE(store.documents().files()->size(), std::size_t(1));
    }

    void modelsPassTheTester()
    {
        ProblemModel problems;
        QAbstractItemModelTester problemTester(&problems,
                                               QAbstractItemModelTester::FailureReportingMode::QtTest);
        problems.setRows({{ProblemRow::Origin::Document, QStringLiteral("/d/a.bin"),
                           QStringLiteral("not-text"), QStringLiteral("binary"), 12},
                          {ProblemRow::Origin::LastScan, QStringLiteral("/d/locked"),
                           QStringLiteral("unreadable"), QStringLiteral("denied"), -1}});
        QCOMPARE(problems.rowCount(), 2);
        QCOMPARE(problems.index(1, ProblemModel::SizeColumn).data().toString(), QString());
        ActionLogModel actions;
        QAbstractItemModelTester actionTester(&actions,
                                              QAbstractItemModelTester::FailureReportingMode::QtTest);
        actions.setRows({{1, 1700000000000, QStringLiteral("trash"), QStringLiteral("refused"),
                          QStringLiteral("/d/a.txt"), QStringLiteral("in a reference folder"),
                          QStringLiteral("/d/b.txt")}});
        QCOMPARE(actions.index(0, ActionLogModel::OutcomeColumn).data().toString(),
                 QStringLiteral("Refused"));
        actions.setRows({});
        QCOMPARE(actions.rowCount(), 0);
    }

    // Refused in a reference folder; moved after the confirmation listed it; the last copy of a
    // cluster kept without the explicit yes and moved with it; each in the action log.
    void trashIsSafeAndLogged()
    {
        const QString base = m_root.filePath(QStringLiteral("trash"));
        const QString docs = base + QStringLiteral("/docs");
        const QString reference = base + QStringLiteral("/reference");
        writeFile(docs + QStringLiteral("/a.txt"), kMinutes);
        writeFile(docs + QStringLiteral("/b.txt"), kMinutes);
        writeFile(docs + QStringLiteral("/c.txt"), kMinutes);
        writeFile(docs + QStringLiteral("/x1.txt"), kRecipe);
        writeFile(docs + QStringLiteral("/x2.txt"), kRecipe);
        writeFile(reference + QStringLiteral("/r1.txt"), kReport);
        writeFile(docs + QStringLiteral("/r2.txt"), kReport);
        const QString index = base + QStringLiteral("/index.sqlite");

        MainWindow window;
        MessageBox::clearShown();
        QVERIFY(scan(window, index, {docs}, {reference}));
        QTRY_COMPARE(window.findChild<QTreeView *>(QStringLiteral("clusterView"))->model()->rowCount(), 3);
        QSignalSpy written(&window, &MainWindow::indexUpdated);
        QSignalSpy shown(&window, &MainWindow::clustersShown);
        // The overview's pair count: of the documents there (three copies make three pairs).
        const auto pairsShown = [&window] {
            const QString text = window.findChild<QLabel *>(QStringLiteral("indexSummary"))->text();
            const auto m = QRegularExpression(QStringLiteral("Near-duplicate pairs: (\\d+)")).match(text);
            return m.hasMatch() ? m.captured(1).toInt() : -1;
        };
        QTRY_COMPARE(pairsShown(), 5);

        // A file of a reference folder: refused before any question, and logged.
        QTRY_COMPARE(select(window, {QStringLiteral("/r1.txt")}), 1);
        window.moveSelectionToTrash();
        QTRY_COMPARE(written.count(), 1);
        QVERIFY(trashQuestions().isEmpty());
        QCOMPARE(MessageBox::shown().size(), 1);
        QVERIFY(MessageBox::shown().first().text.contains(QStringLiteral("reference folder")));
        QVERIFY(QFile::exists(reference + QStringLiteral("/r1.txt")));
        QVERIFY(written.first().first().toBool());
        auto refused = rowsAbout(actionLog(index), QStringLiteral("/r1.txt"));
        QCOMPARE(refused.size(), std::size_t(1));
        QCOMPARE(refused.front().kind, QStringLiteral("trash"));
        QCOMPARE(refused.front().outcome, QStringLiteral("refused"));
        QVERIFY(refused.front().detail.contains(QStringLiteral("reference folder")));

        // One copy of three: the confirmation lists it (no last copy), it goes to the (test) trash.
        QTRY_COMPARE(select(window, {QStringLiteral("/b.txt")}), 1);
        shown.clear();
        MessageBox::setNextAnswer(MessageBox::Yes);
        window.moveSelectionToTrash();
        QTRY_COMPARE(written.count(), 2);
        QCOMPARE(trashQuestions().size(), 1);
        QCOMPARE(trashQuestions().last().items, QStringList{docs + QStringLiteral("/b.txt")});
        QVERIFY(trashQuestions().last().marked.isEmpty());
        QVERIFY2(trashQuestions().last().lines.first().contains(QStringLiteral("% like ")),
                 qPrintable(trashQuestions().last().lines.first()));
        QVERIFY(!QFile::exists(docs + QStringLiteral("/b.txt")));
        QVERIFY(QFile::exists(trashFolder() + QStringLiteral("/b.txt")));
        QVERIFY(written.last().first().toBool());
        QTRY_VERIFY(!shown.isEmpty());
        QTRY_COMPARE(clusterSizeOf(window, QStringLiteral("/a.txt")), 2);
        QTRY_COMPARE(pairsShown(), 3); // a-c, x1-x2, r1-r2
        auto moved = rowsAbout(actionLog(index), QStringLiteral("/b.txt"));
        QCOMPARE(moved.size(), std::size_t(1));
        QCOMPARE(moved.front().outcome, QStringLiteral("done"));
        QVERIFY2(moved.front().detail.contains(QStringLiteral("moved to the trash")),
                 qPrintable(moved.front().detail));
        QVERIFY(moved.front().representative.endsWith(QStringLiteral(".txt")));
        QCOMPARE(MessageBox::shown().size(), 2); // the refusal, the question: nothing else to report

        // Every member of a cluster, without the explicit yes: its last copy stays.
        QTRY_COMPARE(select(window, {QStringLiteral("/x1.txt"), QStringLiteral("/x2.txt")}), 2);
        shown.clear();
        MessageBox::setNextAnswer(MessageBox::Yes);
        window.moveSelectionToTrash();
        QTRY_COMPARE(written.count(), 3);
        QCOMPARE(trashQuestions().size(), 2);
        QCOMPARE(trashQuestions().last().items.size(), 2);
        QCOMPARE(trashQuestions().last().marked.size(), 1);
        const QString keptCopy = trashQuestions().last().marked.first();
        const QStringList offered = trashQuestions().last().items;
        const QString movedCopy = offered.at(offered.at(0) == keptCopy ? 1 : 0);
        QVERIFY(QFile::exists(keptCopy));
        QVERIFY(!QFile::exists(movedCopy));
        QTRY_VERIFY(!shown.isEmpty());
        QTRY_COMPARE(clusterSizeOf(window, QStringLiteral("/x1.txt")), 0); // a cluster of one is none
        const auto log = actionLog(index);
        auto keptRows = rowsAbout(log, QFileInfo(keptCopy).fileName());
        QCOMPARE(keptRows.size(), std::size_t(1));
        QCOMPARE(keptRows.front().outcome, QStringLiteral("refused"));
        QVERIFY(keptRows.front().detail.contains(QStringLiteral("last copy")));
        QCOMPARE(rowsAbout(log, QFileInfo(movedCopy).fileName()).front().outcome, QStringLiteral("done"));

        // ... and with it: the whole cluster goes.
        QTRY_COMPARE(select(window, {QStringLiteral("/a.txt"), QStringLiteral("/c.txt")}), 2);
        shown.clear();
        MessageBox::setNextAnswer(MessageBox::YesToAll);
        window.moveSelectionToTrash();
        QTRY_COMPARE(written.count(), 4);
        QCOMPARE(trashQuestions().size(), 3);
        QCOMPARE(trashQuestions().last().marked.size(), 1);
        QVERIFY(!QFile::exists(docs + QStringLiteral("/a.txt")));
        QVERIFY(!QFile::exists(docs + QStringLiteral("/c.txt")));
        QTRY_VERIFY(!shown.isEmpty());
        QTRY_COMPARE(window.findChild<QTreeView *>(QStringLiteral("clusterView"))->model()->rowCount(),
                     1); // the reports
        QCOMPARE(rowsAbout(actionLog(index), QStringLiteral("/a.txt")).front().outcome,
                 QStringLiteral("done"));
        QCOMPARE(rowsAbout(actionLog(index), QStringLiteral("/c.txt")).front().outcome,
                 QStringLiteral("done"));

        // A cancelled confirmation moves and logs nothing.
        QTRY_COMPARE(select(window, {QStringLiteral("/r2.txt")}), 1);
        MessageBox::setNextAnswer(MessageBox::Cancel);
        window.moveSelectionToTrash();
        QTRY_COMPARE(trashQuestions().size(), 4);
        window.writer()->waitForIdle();
        QCoreApplication::processEvents();
        QVERIFY(QFile::exists(docs + QStringLiteral("/r2.txt")));
        QCOMPARE(written.count(), 4);

        // View > Action Log: newest first, filtered, exported.
        window.findChild<QAction *>(QStringLiteral("actionActionLog"))->trigger();
        auto *dialog = window.findChild<ActionLogDialog *>(QStringLiteral("actionLogDialog"));
        QVERIFY(dialog);
        QTRY_COMPARE(dialog->model()->rowCount(), 6); // r1, b, x1, x2, a, c
        QVERIFY(dialog->model()->rows().front().locator.endsWith(QStringLiteral("/c.txt")) ||
                dialog->model()->rows().front().locator.endsWith(QStringLiteral("/a.txt")));
        dialog->setFilter(QStringLiteral("not-done"));
        QCOMPARE(dialog->shownRows(), 2); // the reference file and the kept last copy
        const QString csvPath = base + QStringLiteral("/log.csv");
        FileDialog::setNextFileName(csvPath);
        dialog->exportCsv();
        QTRY_VERIFY(QFile::exists(csvPath));
        QFile csv(csvPath);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QStringList lines =
            QString::fromUtf8(csv.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1 + 2);
        QCOMPARE(lines.first(), QStringLiteral("time,action,outcome,path,detail,representative"));
        QVERIFY(lines.at(1).contains(QStringLiteral(",trash,refused,")));
    }

    // The Problems list: a binary file (a document that could not be used), a broken link and,
    // unless running as root, an unreadable folder (problems of the scan), each with its reason.
    void problemsAreListed()
    {
        const QString base = m_root.filePath(QStringLiteral("problems"));
        const QString docs = base + QStringLiteral("/docs");
        writeFile(docs + QStringLiteral("/a.txt"), kMinutes);
        writeFile(docs + QStringLiteral("/b.txt"), kMinutes);
        writeFile(docs + QStringLiteral("/image.bin"),
                  QByteArray("\x01\x02\x03\x04", 4) + QByteArray(2016, '\0'));
        QVERIFY(QFile::link(docs + QStringLiteral("/nowhere.txt"), docs + QStringLiteral("/broken.txt")));
        const bool root = ::geteuid() == 0; // root reads any folder
        const QString locked = docs + QStringLiteral("/locked");
        writeFile(locked + QStringLiteral("/secret.txt"), kRecipe);
        if (!root)
            QVERIFY(QFile::setPermissions(locked, QFileDevice::Permissions()));

        MainWindow window;
        const bool scanned = scan(window, base + QStringLiteral("/index.sqlite"), {docs});
        if (!root)
            QFile::setPermissions(locked,
                                  QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        QVERIFY(scanned);
        // The summary's "N problems" opens the list.
        auto *button = window.findChild<QPushButton *>(QStringLiteral("problemsButton"));
        QTRY_VERIFY(!button->isHidden());
        const int expected = root ? 2 : 3;
        QVERIFY2(button->text().startsWith(QString::number(expected)), qPrintable(button->text()));
        QTest::mouseClick(button, Qt::LeftButton);
        auto *dialog = window.findChild<ProblemsDialog *>(QStringLiteral("problemsDialog"));
        QVERIFY(dialog);
        QTRY_COMPARE(dialog->model()->rowCount(), expected);
        auto find = [&](const QString &suffix) -> const ProblemRow * {
            for (const ProblemRow &r : dialog->model()->rows())
                if (r.locator.endsWith(suffix))
                    return &r;
            return nullptr;
        };
        const ProblemRow *binary = find(QStringLiteral("/image.bin"));
        QVERIFY(binary);
        QCOMPARE(binary->origin, ProblemRow::Origin::Document);
        QCOMPARE(binary->code, QStringLiteral("not-text"));
        QVERIFY(!binary->message.isEmpty());
        QCOMPARE(binary->size, 2020);
        const ProblemRow *link = find(QStringLiteral("/broken.txt"));
        QVERIFY(link);
        QCOMPARE(link->origin, ProblemRow::Origin::LastScan);
        QVERIFY(link->message.contains(QStringLiteral("broken symbolic link")));
        if (!root) {
            const ProblemRow *folder = find(QStringLiteral("/locked"));
            QVERIFY(folder);
            QCOMPARE(folder->origin, ProblemRow::Origin::LastScan);
            QCOMPARE(folder->code, QStringLiteral("unreadable"));
        }
        // Filter by reason, open the containing folder, export.
        dialog->setReasonFilter(QStringLiteral("not-text"));
        QCOMPARE(dialog->shownRows(), 1);
        QStringList opened;
        dialog->setFolderOpener([&](const QString &folder) { opened << folder; });
        auto *table = dialog->findChild<QAbstractItemView *>(QStringLiteral("problemTable"));
        table->selectionModel()->select(table->model()->index(0, 0),
                                        QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("problemOpenFolder")),
                          Qt::LeftButton);
        QCOMPARE(opened, QStringList{docs});
        const QString csvPath = base + QStringLiteral("/problems.csv");
        FileDialog::setNextFileName(csvPath);
        table->clearSelection();
        dialog->setReasonFilter(QString());
        dialog->exportCsv();
        QTRY_VERIFY(QFile::exists(csvPath));
        QFile csv(csvPath);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QStringList lines =
            QString::fromUtf8(csv.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1 + expected);
        QCOMPARE(lines.first(), QStringLiteral("kind,path,reason,message,size"));
    }

    // A file deleted outside Lookalike: the pair view says so and offers to forget it; the
    // index forgets it and the log says so.
    void filesRemovedOutside()
    {
        const QString base = m_root.filePath(QStringLiteral("missing"));
        const QString docs = base + QStringLiteral("/docs");
        writeFile(docs + QStringLiteral("/a.txt"), kMinutes);
        writeFile(docs + QStringLiteral("/b.txt"), kMinutes);
        writeFile(docs + QStringLiteral("/c.txt"), kMinutes);
        const QString index = base + QStringLiteral("/index.sqlite");
        MainWindow window;
        QVERIFY(scan(window, index, {docs}));
        QTRY_COMPARE(clusterSizeOf(window, QStringLiteral("/a.txt")), 3);
        QVERIFY(QFile::remove(docs + QStringLiteral("/b.txt")));

        // Comparing it finds it gone.
        auto *button = window.findChild<QPushButton *>(QStringLiteral("forgetMissingButton"));
        QVERIFY(button->isHidden());
        QTRY_COMPARE(select(window, {QStringLiteral("/a.txt"), QStringLiteral("/b.txt")}), 2);
        auto *pair = window.findChild<QLabel *>(QStringLiteral("pairView"));
        // (Twice in CI, on a loaded machine, the two rows were no longer selected when the
        // comparison should have shown: selected again, as a user would, if they are not.)
        auto *view = window.findChild<QTreeView *>(QStringLiteral("clusterView"));
        QTRY_VERIFY2_WITH_TIMEOUT(
            pair->text().contains(QStringLiteral("is gone")) ||
                (view->selectionModel()->selectedRows().size() != 2 &&
                 select(window, {QStringLiteral("/a.txt"), QStringLiteral("/b.txt")}) < 0),
            qPrintable(pair->text()), 20000);
        QVERIFY(!button->isHidden());

        MessageBox::clearShown();
        MessageBox::setNextAnswer(MessageBox::Yes);
        QSignalSpy checked(&window, &MainWindow::missingChecked);
        QSignalSpy written(&window, &MainWindow::indexUpdated);
        QTest::mouseClick(button, Qt::LeftButton);
        QTRY_COMPARE(checked.count(), 1);
        QCOMPARE(checked.first().first().toInt(), 1);
        QCOMPARE(MessageBox::shown().size(), 1);
        QCOMPARE(MessageBox::shown().first().items, QStringList{docs + QStringLiteral("/b.txt")});
        QTRY_COMPARE(written.count(), 1);
        QVERIFY(written.first().first().toBool());
        QTRY_VERIFY(button->isHidden());
        auto store = IndexStore::open(index, IndexStore::Mode::ReadOnly);
        QVERIFY(store);
        QVERIFY(!(*store)->documents().find(docs + QStringLiteral("/b.txt"))->has_value());
        QVERIFY((*store)->documents().find(docs + QStringLiteral("/a.txt"))->has_value());
        auto rows = rowsAbout(*(*store)->actionLog().newest(), QStringLiteral("/b.txt"));
        QCOMPARE(rows.size(), std::size_t(1));
        QCOMPARE(rows.front().kind, QStringLiteral("forget-missing"));
        QCOMPARE(rows.front().outcome, QStringLiteral("done"));
        QTRY_COMPARE(clusterSizeOf(window, QStringLiteral("/a.txt")), 2);

        // Nothing else is missing: a second check finds nothing and asks nothing.
        MessageBox::clearShown();
        window.findChild<QAction *>(QStringLiteral("actionForgetMissing"))->trigger();
        QTRY_COMPARE(checked.count(), 2);
        QCOMPARE(checked.last().first().toInt(), 0);
        QVERIFY(MessageBox::shown().isEmpty());
    }
};

QTEST_MAIN(TestFileActions)
#include "tst_fileactions.moc"
