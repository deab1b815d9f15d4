#include "MainWindow.h"

#include "ActionLogDialog.h"
#include "ChartsDialog.h"
#include "ClusterBrowser.h"
#include "CrawlView.h"
#include "Dialogs.h"
#include "ExportActions.h"
#include "FileActionsMenu.h"
#include "IndexWorker.h"
#include "PairPanel.h"
#include "ProblemsDialog.h"
#include "RelatedPanel.h"
#include "ScanController.h"
#include "SimilarDialog.h"
#include "SourcesPanel.h"
#include "UserGuideDialog.h"
#include "base/Wording.h"
#include "usecase/FileActions.h"
#include "usecase/SimilarDocuments.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTreeView>
#include <QUrl>
#include <QVBoxLayout>

namespace lookalike {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowTitle(tr("Lookalike"));
    setAcceptDrops(true);
    resize(1280, 800);
    setMinimumSize(960, 600); // below it the panels' controls and columns no longer fit
    m_reader = new IndexWorker(IndexWorker::Access::Read, this);
    // The figures that read every document (the overview, the charts) take seconds on 10^6
    // documents: a reader of their own, so that pages of clusters never wait behind them.
    m_figures = new IndexWorker(IndexWorker::Access::Read, this);
    m_writer = new IndexWorker(IndexWorker::Access::Write, this);
    m_controller = new ScanController(this);
    m_sources = new SourcesPanel(this);
    auto *centre = new QSplitter(Qt::Vertical, this);
    m_centre = centre;
    // Two lenses on the index: near-duplicates (shingles) and related documents (topics).
    m_lenses = new QTabWidget(centre);
    m_lenses->setObjectName(QStringLiteral("lenses"));
    m_browser = new ClusterBrowser(m_reader, m_lenses);
    m_related = new RelatedPanel(m_reader, m_lenses);
    m_lenses->addTab(m_browser, tr("&Near-duplicates"));
    m_lenses->addTab(m_related, tr("&Related"));
    m_pair = new PairPanel(m_reader, centre);
    centre->addWidget(m_lenses);
    centre->addWidget(m_pair);
    // The pair view compares two documents of a cluster: it has nothing to show for topics.
    connect(m_lenses, &QTabWidget::currentChanged, this, [this](int tab) { m_pair->setVisible(tab == 0); });
    // The list first: about 27 rows at 1366x768 (the pair view is empty until a member is chosen).
    centre->setStretchFactor(0, 3);
    centre->setStretchFactor(1, 2);
    centre->setSizes({440, 290});
    auto *main = new QSplitter(Qt::Horizontal, this);
    main->addWidget(m_sources);
    main->addWidget(centre);
    main->setStretchFactor(1, 3);
    setCentralWidget(main);
    m_files = new FileActionsMenu(m_reader, m_writer, m_browser, m_sources, this);
    m_exports = new ExportActions(m_reader, m_writer, m_browser, this);
    buildMenus();

    // Sources and scan.
    connect(m_sources, &SourcesPanel::scanRequested, this, &MainWindow::startScan);
    connect(m_sources, &SourcesPanel::cancelRequested, this, [this] {
        if (m_scanPending) { // asked for while matching again for the clusters: not started
            m_scanPending = false;
            m_sources->setBusy(false);
            m_sources->setStatus(tr("Scan cancelled before it started."));
        }
        m_controller->cancel();
    });
    connect(m_sources, &SourcesPanel::problemsRequested, this, &MainWindow::showProblems);
    connect(m_sources, &SourcesPanel::foldersChanged, this, &MainWindow::saveFolders);
    connect(m_controller, &ScanController::progress, this, [this](const ScanProgress &p) {
        if (jobIsShown())
            m_sources->showScanProgress(p);
    });
    connect(m_controller, &ScanController::importProgress, this, [this](const ImportProgress &p) {
        if (jobIsShown())
            m_sources->showImportProgress(p);
    });
    connect(m_controller, &ScanController::matchProgress, this, [this](const MatchProgress &p) {
        if (!jobIsShown())
            return;
        m_sources->showMatchProgress(p);
        if (m_reclusterPending || m_matchingForClusters)
            return;
    });
    connect(m_controller, &ScanController::sketchConflict, this,
            [this](const QString &kind, const SketchConflict &conflict) {
                if (jobIsShown())
                    m_conflict.emplace(kind, conflict);
            });
    connect(m_controller, &ScanController::scanFinished, this,
            [this](const QString &state, const QString &message) {
                onJobFinished(QStringLiteral("scan"), state, message);
            });
    connect(m_controller, &ScanController::importFinished, this,
            [this](const QString &state, const QString &message) {
                onJobFinished(QStringLiteral("import"), state, message);
            });
    connect(m_controller, &ScanController::clusteringFinished, this, [this](bool ok, const QString &message) {
        if (!jobIsShown()) {
            m_matchingForClusters = false;
            return;
        }
        if (m_matchingForClusters) {
            m_matchingForClusters = false;
            m_sources->showFinished(ok, ok ? tr("Matched again and clustered.") : message);
        }
        if (!ok && !m_scanPending) // stopped for the scan asked for: it clusters too
            statusBar()->showMessage(tr("Clustering failed: %1").arg(message));
        if (!m_reclusterPending && !m_scanPending) // else another value or the scan waits: still greyed
            m_browser->setRecomputing(std::nullopt);
        m_browser->reload();
        refreshClusterFigures();
    });
    connect(m_controller, &ScanController::idle, this, [this] {
        if (m_scanPending) {
            m_scanPending = false;
            startScan();
            return;
        }
        if (m_reclusterPending) {
            m_reclusterPending = false;
            recluster();
            return;
        }
        startRelating();
    });
    // Related documents: found in the background once the clusters are shown (a scan never
    // waits for them), stopped by any job the user starts, and started again after it.
    connect(m_controller, &ScanController::relatingProgress, this, [this](const QString &path, int percent) {
        if (path == m_indexPath)
            m_related->setFinding(percent);
    });
    connect(m_controller, &ScanController::relatingFinished, this,
            [this](const QString &path, bool ok, const QString &message) {
                if (path == m_indexPath) {
                    m_related->setFinding(std::nullopt);
                    if (ok && !message.isEmpty()) {
                        m_related->reload();
                        statusBar()->showMessage(tr("Related documents: %1").arg(message), 5000);
                    } else if (!ok && !message.isEmpty()) {
                        statusBar()->showMessage(tr("Related documents could not be found: %1").arg(message));
                    }
                }
                if (path != m_indexPath || (!ok && message.isEmpty())) // stopped: another index, or a job
                    startRelating();
            });

    // The browser, the pair view, file actions, exports.
    connect(m_browser, &ClusterBrowser::choiceChanged, this, &MainWindow::recluster);
    connect(m_browser, &ClusterBrowser::shown, this, [this](int rows) { Q_EMIT clustersShown(rows); });
    connect(m_browser, &ClusterBrowser::counted, this, &MainWindow::showCount);
    // Rows dropped (another index, filter or order, a change to the index): the pair view
    // shows nothing it no longer names.
    connect(m_browser, &ClusterBrowser::rowsCleared, this, [this] { m_pair->showSelection({}, {}); });
    connect(m_browser, &ClusterBrowser::selectionChanged, this, [this] {
        const auto rows = m_browser->selectedMembers();
        const QModelIndexList selected = m_browser->view()->selectionModel()->selectedRows();
        m_pair->showSelection(rows, selected.size() == 1 ? selected.first() : QModelIndex());
        // The first pair compared gets the room a diff needs (the list had it while the pair
        // view was empty); after that the user's splitter stays as it is.
        if (rows.size() == 2 && !m_pairPaneGrown) {
            m_pairPaneGrown = true;
            const QList<int> sizes = m_centre->sizes();
            const int total = sizes.value(0) + sizes.value(1);
            if (sizes.size() == 2 && sizes.value(1) * 100 < total * 55)
                m_centre->setSizes({total * 2 / 5, total - total * 2 / 5});
        }
    });
    connect(m_pair, &PairPanel::forgetMissingRequested, this, &MainWindow::forgetMissingFiles);
    connect(m_files, &FileActionsMenu::indexChanged, this, [this] {
        m_overview.reset(); // documents left or were marked: every figure is read again
        recluster();
    });
    connect(m_files, &FileActionsMenu::indexUpdated, this, [this](bool ok) {
        if (m_actionLogDialog && m_actionLogDialog->isVisible())
            m_actionLogDialog->setIndex(m_indexPath);
        Q_EMIT indexUpdated(ok);
    });
    connect(m_files, &FileActionsMenu::missingChecked, this, &MainWindow::missingChecked);
    connect(m_files, &FileActionsMenu::missingFound, m_pair, &PairPanel::offerForgetMissing);
    connect(m_files, &FileActionsMenu::noneMissing, m_pair, &PairPanel::hideForgetMissing);
    connect(m_files, &FileActionsMenu::statusMessage, this, [this](const QString &message) {
        if (message.isEmpty())
            statusBar()->clearMessage();
        else
            statusBar()->showMessage(message);
    });
    connect(m_related, &RelatedPanel::exportRequested, m_exports, &ExportActions::exportTopics);
    connect(m_related, &RelatedPanel::openRequested, m_files, &FileActionsMenu::openDocument);
    connect(m_exports, &ExportActions::exported, this, [this](bool ok, const QString &message) {
        if (ok)
            statusBar()->showMessage(message);
    });

    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
}

bool MainWindow::jobIsShown() const
{
    return m_controller->jobIndex() == m_indexPath;
}

void MainWindow::showCount(qint64 clusters, qint64 documents)
{
    const QString count = tr("%n clusters", nullptr, pluralCount(clusters)) + QStringLiteral(", ") +
                          tr("%n documents in them", nullptr, pluralCount(documents));
    const bool filtered = m_browser->isFiltered();
    // On the right, kept: messages about actions (left) no longer hide it, nor it them.
    m_count->setText(filtered ? tr("Shown: %1 (filtered)").arg(count) : count);
}

void MainWindow::saveFolders()
{
    if (m_indexPath.isEmpty()) { // a folder added before any index: into the default one
        const std::vector<IndexedFolder> added = m_sources->folders();
        openIndex(IndexStore::defaultPath());
        for (const IndexedFolder &f : added)
            m_sources->addSource(f.path, f.reference, f.isNew);
        return;
    }
    if (m_opening) {
        // The index's own folders are not read yet: these join them at once (a folder listed
        // keeps its marks), and the whole list is saved once they are merged in.
        m_foldersDirty = true;
        const QStringList paths = m_sources->sources();
        m_writer->run(
            IndexWorker::kEachJob,
            [paths](IndexStore &store, const std::atomic_bool &) { return store.folders().add(paths); }, this,
            [](Status) {});
        return;
    }
    const std::vector<IndexedFolder> folders = m_sources->folders();
    m_browser->setNewFolders(m_sources->newFolders());
    const QStringList references = m_sources->referenceFolders();
    const bool reclusterAfter = references != m_savedReferences; // the copy kept may change
    m_savedReferences = references;
    m_writer->run(
        IndexWorker::kEachJob, // each list written in turn
        [folders](IndexStore &store, const std::atomic_bool &) { return store.folders().replace(folders); },
        this,
        [this, reclusterAfter](Status s) {
            if (!s) {
                statusBar()->showMessage(tr("Cannot store the folders in the index: %1").arg(s.message()));
                return;
            }
            // A running scan or import clusters at its end, with the folders now stored.
            if (reclusterAfter && !m_controller->isBusy())
                recluster();
        });
}

namespace {

// A web archive by its name, or by its first bytes (WARC's version line, ARC's filedesc).
bool isWebArchive(const QFileInfo &file)
{
    if (MainWindow::isWebArchiveName(file.fileName()))
        return true;
    QFile f(file.absoluteFilePath());
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray head = f.read(16);
    return head.startsWith("WARC/1.") || head.startsWith("filedesc://");
}

} // namespace

void MainWindow::openFromArguments(const QStringList &arguments)
{
    QString index;
    QStringList folders, archives;
    for (const QString &a : arguments) {
        const QFileInfo info(a);
        if (info.isDir())
            folders << info.absoluteFilePath();
        else if (info.isFile() && isWebArchive(info))
            archives << info.absoluteFilePath();
        else if (index.isEmpty())
            index = a;
    }
    if (folders.isEmpty() && archives.isEmpty()) {
        openFromArgument(index);
        return;
    }
    openFromArgument(index); // the index named, else the last one
    for (const QString &folder : folders)
        addSource(folder);
    if (!folders.isEmpty())
        statusBar()->showMessage(tr("Added %n folders: press Scan to look for their near-duplicates.",
                                    nullptr, int(folders.size())));
    if (!archives.isEmpty())
        QMetaObject::invokeMethod(
            this, [this, archives] { importArchives(archives); }, Qt::QueuedConnection);
}

void MainWindow::openFromArgument(const QString &argument)
{
    const QString last = QSettings().value(QStringLiteral("index/last")).toString();
    const QString fallback = !last.isEmpty() && QFileInfo::exists(last) ? last : IndexStore::defaultPath();
    if (argument.isEmpty()) {
        openIndex(fallback);
        return;
    }
    const QFileInfo info(argument);
    if (info.isDir()) {
        openIndex(fallback);
        addSource(info.absoluteFilePath());
        statusBar()->showMessage(tr("Added the folder %1: press Scan to look for its near-duplicates.")
                                     .arg(QDir::cleanPath(info.absoluteFilePath())));
        return;
    }
    if (info.exists()) {
        openIndex(info.absoluteFilePath());
        return;
    }
    if (MessageBox::question(this, tr("Lookalike"),
                             tr("There is no index at %1.\nCreate a new, empty index there? Cancel opens %2.")
                                 .arg(info.absoluteFilePath(), fallback)) == MessageBox::Yes) {
        openIndex(info.absoluteFilePath());
        return;
    }
    openIndex(fallback);
    statusBar()->showMessage(tr("No index at %1: opened %2").arg(info.absoluteFilePath(), fallback));
}

MainWindow::~MainWindow() = default;

void MainWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(tr("&Open or Create Index..."), this, &MainWindow::chooseIndex);
    open->setShortcut(QKeySequence::Open);
    open->setObjectName(QStringLiteral("actionOpenIndex"));
    m_recent = file->addMenu(tr("Open &Recent"));
    m_recent->setObjectName(QStringLiteral("recentMenu"));
    fillRecentMenu();
    QAction *import = file->addAction(tr("&Import Web Archives..."), this, [this] {
        const QStringList archives =
            FileDialog::getOpenFileNames(this, tr("Import Web Archives"), QDir::homePath(),
                                         tr("Web archives (*.warc *.warc.gz *.arc *.arc.gz);;All files (*)"));
        if (!archives.isEmpty())
            importArchives(archives);
    });
    import->setObjectName(QStringLiteral("actionImportArchives"));
    import->setToolTip(tr("Import WARC or ARC files (plain or gzip) as one sweep of a web crawl"));
    file->addSeparator();
    QAction *like = file->addAction(tr("&Find Documents Like..."), this, [this] {
        const QString chosen = FileDialog::getOpenFileName(this, tr("Find Documents Like..."));
        if (!chosen.isEmpty())
            findSimilar(chosen);
    });
    like->setObjectName(QStringLiteral("actionFindSimilar"));
    like->setShortcut(QKeySequence::Find);
    file->addAction(m_exports->clustersAction());
    file->addAction(m_exports->pairsAction());
    file->addAction(m_exports->topicsAction());
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::quit);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    for (QAction *a :
         {m_files->openAction(), m_files->revealAction(), m_files->copyAction(), m_files->ignoreAction()})
        edit->addAction(a);
    edit->addAction(m_files->keepAction());
    edit->addAction(m_files->keepFolderAction());
    edit->addSeparator();
    edit->addAction(m_files->trashAction());
    m_browser->view()->addActions(edit->actions());
    m_browser->view()->setContextMenuPolicy(Qt::ActionsContextMenu);
    edit->addSeparator();
    edit->addAction(m_files->undoIgnoreAction());
    edit->addAction(m_files->clearKeepAction());
    edit->addAction(m_files->forgetMissingAction());

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *charts = view->addAction(tr("&Charts..."), this, &MainWindow::showCharts);
    charts->setObjectName(QStringLiteral("actionCharts"));
    m_crawlAction = view->addAction(tr("C&rawl..."), this, &MainWindow::showCrawl);
    m_crawlAction->setObjectName(QStringLiteral("actionCrawl"));
    m_crawlAction->setToolTip(
        tr("Sweeps, hosts, mirrors, lost and found and evolution of the imported web archives"));
    m_crawlAction->setEnabled(false); // until the index holds a sweep
    view->addSeparator();
    QAction *problems = view->addAction(tr("&Problems..."), this, &MainWindow::showProblems);
    problems->setObjectName(QStringLiteral("actionProblems"));
    problems->setToolTip(tr("The documents that could not be used and the last scan's problems"));
    QAction *actionLog = view->addAction(tr("&Action Log..."), this, &MainWindow::showActionLog);
    actionLog->setObjectName(QStringLiteral("actionActionLog"));
    actionLog->setToolTip(tr("What was moved to the trash, ignored or forgotten, and what was refused"));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    UserGuideDialog::addAction(help, this);
    help->addAction(tr("&About Lookalike"), this, &MainWindow::showAbout);
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("clusterCount"));
    statusBar()->addPermanentWidget(m_count);
    statusBar()->showMessage(tr("Ready"));
}

void MainWindow::addSource(const QString &folder, bool reference, bool isNew)
{
    m_sources->addSource(folder, reference, isNew);
}

QStringList MainWindow::sources() const
{
    return m_sources->sources();
}

void MainWindow::openIndex(const QString &path)
{
    if (m_controller->isBusy() && m_controller->jobIndex() != path) {
        // Its progress would show under another index's name: it stops (and resumes next time).
        m_controller->cancel();
        statusBar()->showMessage(tr("Stopped the job on %1 (it resumes when you scan that index again)")
                                     .arg(m_controller->jobIndex()));
    }
    m_reclusterPending = false;
    m_matchingForClusters = false;
    if (m_scanPending) {
        m_scanPending = false;
        m_sources->setBusy(false);
    }
    m_browser->setRecomputing(std::nullopt);
    m_controller->cancelRelating(); // of the index shown before (this one's starts once it is open)
    // Answers about the index shown before are dropped: so are the windows that hold its ids.
    for (QDialog *dialog : findChildren<QDialog *>())
        if (dialog->objectName() == QLatin1String("similarDialog") ||
            dialog->objectName() == QLatin1String("comparisonDialog"))
            dialog->close();
    m_opening = true;
    m_foldersDirty = false;
    m_savedReferences.clear();
    m_indexPath = path;
    m_reader->setIndex(path);
    m_figures->setIndex(path);
    m_writer->setIndex(path);
    m_browser->clear();
    // Until the index's overview arrives (an index an older Lookalike wrote is brought up to date
    // first: 46 s for 10^6 stored bags of words), the list says so, not "Add a folder".
    m_browser->setEmptyText(tr("Opening %1... (an index from an older version of Lookalike is brought up to "
                               "date first, which can take a minute)")
                                .arg(QDir::toNativeSeparators(path)));
    m_related->clear();
    m_browser->setSweeps({});
    m_overview.reset();
    m_sources->setFolders({});
    m_sources->showFinished(false, QString());
    m_sources->setBusy(m_controller->isBusy() && jobIsShown()); // the same index's scan goes on
    m_pair->showSelection({}, {});
    setWindowTitle(tr("Lookalike - %1").arg(QFileInfo(path).fileName()));
    m_sources->showOverviewReading(path);
    // The writer creates (or migrates) the index; then it is shown with its folders, and the
    // policy and threshold it was last clustered with.
    struct Opened
    {
        std::optional<ClusterChoice> choice;
        std::vector<IndexedFolder> folders;
        int interruptedMoves = 0; // moves to the trash a killed window left unrecorded
        QString notRecorded;      // why they could not be recorded now
    };
    m_writer->run<Opened>(
        QStringLiteral("open"),
        [](IndexStore &store, const std::atomic_bool &) -> Result<Opened> {
            // Best effort: an index that cannot record them still opens (the next Move to Trash
            // tries again).
            auto interrupted = usecase::finishInterruptedTrash(store);
            auto choice = store.settings().clusterChoice();
            if (!choice)
                return choice.status();
            auto folders = store.folders().list();
            if (!folders)
                return folders.status();
            return Opened{*choice, std::move(folders).value(), interrupted ? int(interrupted->size()) : 0,
                          interrupted ? QString() : interrupted.status().message()};
        },
        this,
        [this, path](Result<Opened> opened) {
            m_opening = false;
            if (!opened) {
                m_sources->showOverviewError(path, opened.status().message());
                return;
            }
            rememberIndex(path); // only an index that opened goes to Open Recent
            if (opened->choice)
                m_browser->setChoice(*opened->choice);
            startRelating();
            // Folders added while the index was opening join its own, with the marks given on
            // either side (a scan started meanwhile may have stored them already, unmarked).
            std::vector<IndexedFolder> merged = opened->folders;
            for (const IndexedFolder &f : m_sources->folders()) {
                const auto it = std::find_if(merged.begin(), merged.end(),
                                             [&](const IndexedFolder &m) { return m.path == f.path; });
                if (it == merged.end()) {
                    merged.push_back(f);
                } else {
                    it->reference = it->reference || f.reference;
                    it->isNew = it->isNew || f.isNew;
                }
            }
            m_sources->setFolders(merged);
            m_savedReferences = referenceFolders(opened->folders); // what was clustered with
            if (merged != opened->folders)
                m_foldersDirty = true;
            if (m_foldersDirty) // the whole list, once
                saveFolders();
            m_browser->setNewFolders(m_sources->newFolders());
            m_browser->reload();
            m_related->reload();
            refreshOverview();
            if (!opened->notRecorded.isEmpty())
                statusBar()->showMessage(tr("Could not record the moves to the trash that were cut short: %1")
                                             .arg(opened->notRecorded));
            if (opened->interruptedMoves > 0) // said once: it is recorded now
                MessageBox::information(
                    this, tr("Moves to the Trash Cut Short"),
                    tr("%n moves to the trash were cut short before they were recorded (Lookalike stopped, "
                       "or "
                       "the index could not be written). Each is now recorded from where its file is: in the "
                       "trash, or still in its place. View > Action Log lists them.",
                       nullptr, opened->interruptedMoves));
        });
}

void MainWindow::refreshClusterFigures()
{
    if (!m_overview || m_overview->indexPath != m_indexPath) {
        refreshOverview();
        return;
    }
    // Cheap: the figures of the documents did not change.
    m_figures->run<IndexStats>(
        QStringLiteral("overview"),
        [stats = m_overview->stats](IndexStore &store,
                                    const std::atomic_bool &) mutable -> Result<IndexStats> {
            if (Status s = store.statistics().clusterFigures(stats); !s)
                return s;
            return stats;
        },
        this,
        [this, path = m_indexPath](Result<IndexStats> stats) {
            if (!stats || !m_overview || m_overview->indexPath != path)
                return;
            m_overview->stats = std::move(stats).value();
            m_sources->showOverview(*m_overview);
        });
}

void MainWindow::refreshOverview()
{
    if (m_indexPath.isEmpty())
        return;
    struct Overview
    {
        SourcesPanel::Overview figures;
        std::vector<Sweep> sweeps;
    };
    const QString path = m_indexPath;
    m_figures->run<Overview>(
        QStringLiteral("overview"),
        [path](IndexStore &store, const std::atomic_bool &) -> Result<Overview> {
            auto stats = store.statistics().summary();
            if (!stats)
                return stats.status();
            auto sweeps = store.crawl().sweeps();
            if (!sweeps)
                return sweeps.status();
            Overview o;
            o.figures.indexPath = path;
            o.figures.stats = std::move(stats).value();
            o.sweeps = std::move(sweeps).value();
            o.figures.sweeps = int(o.sweeps.size());
            for (const Sweep &s : o.sweeps)
                o.figures.pages += s.documents;
            return o;
        },
        this,
        [this, path](Result<Overview> o) {
            if (!o) {
                m_sources->showOverviewError(path, o.status().message());
                m_browser->clear();
                return;
            }
            m_overview = o->figures;
            m_sources->showOverview(o->figures);
            m_browser->setEmptyText(
                o->figures.stats.documents == 0
                    ? tr("Add a folder (Add Folder... on the left, or drop folders on this window), then "
                         "press Scan. Lookalike reads every document and shows here the groups of "
                         "near-duplicates it finds.")
                    : tr("No near-duplicates among the %n documents at this threshold and policy. Move "
                         "the threshold lower, choose another policy, or scan more folders.",
                         nullptr, pluralCount(o->figures.stats.documents)));
            std::unordered_map<int, QString> labels;
            m_sweepLabels.clear();
            for (const Sweep &s : o->sweeps) {
                labels.emplace(s.id, s.label);
                m_sweepLabels << s.label;
            }
            m_browser->setSweeps(std::move(labels));
            m_crawlAction->setEnabled(!o->sweeps.empty());
            if (m_crawlView && m_crawlView->isVisible()) { // answer for the index as it is now
                if (o->sweeps.empty())
                    m_crawlView->hide();
                else
                    m_crawlView->setIndex(m_indexPath);
            }
            if (m_problemsDialog && m_problemsDialog->isVisible())
                m_problemsDialog->setIndex(m_indexPath);
            if (m_actionLogDialog && m_actionLogDialog->isVisible())
                m_actionLogDialog->setIndex(m_indexPath);
        });
}

void MainWindow::startScan()
{
    if (m_controller->isBusy() && !jobIsShown()) {
        m_sources->setStatus(
            tr("Busy: the job on the index shown before is stopping. Try again in a moment."));
        return;
    }
    if (sources().isEmpty()) {
        m_sources->setStatus(tr("Add a folder to scan first."));
        return;
    }
    if (m_indexPath.isEmpty())
        openIndex(IndexStore::defaultPath());
    if (!m_controller->startScan(m_sources->scanParams(m_indexPath, m_resketchNext), m_browser->choice())) {
        // Busy with this index: the scan starts as soon as the job ends. Matching again for the
        // clusters stops first (the scan matches and clusters at the same choice anyway).
        m_scanPending = true;
        m_sources->setBusy(true);
        if (m_matchingForClusters) {
            m_reclusterPending = false;
            m_controller->cancel();
            m_sources->setStatus(tr("Stopping the matching for the clusters: the scan starts then."));
        } else {
            m_sources->setStatus(tr("The scan starts when the current job ends."));
        }
        return;
    }
    m_resketchNext = false;
    m_sources->setBusy(true);
    m_sources->setStatus(tr("Scanning..."));
}

bool MainWindow::isWebArchiveName(const QString &file)
{
    static const QLatin1String suffixes[] = {QLatin1String(".warc"), QLatin1String(".warc.gz"),
                                             QLatin1String(".arc"), QLatin1String(".arc.gz")};
    return std::any_of(std::begin(suffixes), std::end(suffixes),
                       [&](QLatin1String suffix) { return file.endsWith(suffix, Qt::CaseInsensitive); });
}

void MainWindow::importArchives(const QStringList &archives)
{
    if (archives.isEmpty())
        return;
    if (m_controller->isBusy()) {
        m_sources->setStatus(
            tr("Busy: the import can start when the current job ends. Try again in a moment."));
        return;
    }
    const std::optional<QString> label = MessageBox::askText(
        this, tr("Import Web Archives"),
        tr("The sweep (crawl) these %n archives belong to.\n"
           "Empty: named after the date of their first capture. The label of a sweep already imported adds "
           "to it%1.",
           nullptr, int(archives.size()))
            .arg(m_sweepLabels.isEmpty() ? QString()
                                         : tr(" (%1)").arg(m_sweepLabels.join(QStringLiteral(", ")))));
    if (!label)
        return;
    if (m_indexPath.isEmpty())
        openIndex(IndexStore::defaultPath());
    startImport(archives, label->trimmed());
}

void MainWindow::startImport(const QStringList &archives, const QString &label)
{
    m_importArchives = archives;
    m_importLabel = label;
    SketchParams sketch;
    sketch.shingle = m_sources->shingleParams();
    if (!m_controller->startImport(m_indexPath, archives, label, sketch, m_browser->choice(),
                                   SketchChoice{.asked = true, .resketch = m_resketchNext})) {
        m_sources->setStatus(
            tr("Busy: the import can start when the current job ends. Try again in a moment."));
        return;
    }
    m_resketchNext = false;
    m_sources->setBusy(true);
    m_sources->setStatus(tr("Importing %n web archives...", nullptr, int(archives.size())));
}

void MainWindow::resolveSketchConflict(const QString &kind, const SketchConflict &c)
{
    const bool scan = kind == QLatin1String("scan");
    const qint64 documents = c.files + c.captures;
    const auto widthText = [](const SketchParams &p) {
        const QString width = p.shingle.wrapAround
                                  ? tr("%n words per shingle, wrapping around", nullptr, p.shingle.width)
                                  : tr("%n words per shingle", nullptr, p.shingle.width);
        return p.shingle.ignoreNumbers ? tr("%1, numbers ignored").arg(width) : width;
    };
    const QString seconds = c.seconds < 90 ? tr("%n seconds", nullptr, std::max(1, int(c.seconds + 0.5)))
                                           : tr("%n minutes", nullptr, int(c.seconds / 60 + 0.5));
    const QString text =
        tr("This index's %1 were sketched with %2; the scan settings ask for %3. Sketches made with other "
           "settings cannot be compared, so nothing was changed.\n\n"
           "Re-sketching reads every document again: %4 and %5, %6 in all, about %7. The current sketches "
           "stay until all the new ones are made: cancelling it leaves the index as it is.")
            .arg(tr("%n documents", nullptr, pluralCount(documents)), widthText(c.stored), widthText(c.asked),
                 tr("%n files", nullptr, pluralCount(c.files)),
                 tr("%n web-archive pages", nullptr, pluralCount(c.captures)),
                 QLocale().formattedDataSize(c.bytes), seconds);
    const MessageBox::Button answer = MessageBox::choose(
        this, scan ? tr("Re-sketch the Index?") : tr("Re-sketch the Index Before Importing?"), text,
        tr("Re-sketch"), tr("Keep %1").arg(widthText(c.stored)));
    if (answer == MessageBox::Cancel)
        return;
    if (answer == MessageBox::Yes) {
        m_resketchNext = true;
    } else {
        m_sources->setShingleParams(c.stored.shingle); // the index's own: nothing to refuse
    }
    if (scan)
        startScan();
    else
        startImport(m_importArchives, m_importLabel);
}

void MainWindow::onJobFinished(const QString &kind, const QString &state, const QString &message)
{
    if (!jobIsShown()) // a job on the index shown before: its figures are not this index's
        return;
    const bool done = state == QLatin1String("done");
    const bool scan = kind == QLatin1String("scan");
    const bool refused = m_conflict && m_conflict->first == kind; // asked about below
    const QString title = refused ? (scan ? tr("Scan not started") : tr("Import not started"))
                          : done  ? (scan ? tr("Scan finished") : tr("Import finished"))
                          : state == QLatin1String("cancelled")
                              ? (scan ? tr("Scan cancelled (the next scan resumes)")
                                      : tr("Import cancelled (importing the same archives again resumes)"))
                              : (scan ? tr("Scan failed") : tr("Import failed"));
    m_sources->showFinished(done, title + QLatin1Char('\n') + message);
    if (!m_reclusterPending) // the job clustered at the choice shown (a scan asked for during a
                             // re-clustering)
        m_browser->setRecomputing(std::nullopt);
    m_browser->reload();
    m_related->reload();
    refreshOverview();
    if (scan)
        Q_EMIT scanFinished(state);
    else
        Q_EMIT importFinished(state);
    if (m_conflict && m_conflict->first == kind) {
        const auto [refused, conflict] = *std::exchange(m_conflict, std::nullopt);
        resolveSketchConflict(refused, conflict);
    }
}

void MainWindow::startRelating()
{
    if (m_indexPath.isEmpty() || m_opening || m_controller->isBusy() || m_controller->isRelating())
        return;
    m_controller->startRelating(m_indexPath, m_browser->choice());
}

void MainWindow::recluster()
{
    if (m_indexPath.isEmpty())
        return;
    m_browser->setRecomputing(m_browser->choice());
    if (m_controller->isBusy()) {
        m_reclusterPending = true; // once the running job ends
        return;
    }
    if (m_controller->startClustering(m_indexPath, m_browser->choice())) {
        // Matching again for a lower threshold can take a while: Cancel stops it too.
        m_matchingForClusters = true;
        m_sources->setCancellable(true);
    }
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    // Folders become sources to scan; web archives are imported (all of them as one sweep).
    QStringList archives;
    for (const QUrl &url : event->mimeData()->urls()) {
        if (!url.isLocalFile())
            continue;
        const QFileInfo info(url.toLocalFile());
        if (info.isDir())
            addSource(url.toLocalFile());
        else if (info.isFile() && isWebArchiveName(info.fileName()))
            archives << info.absoluteFilePath();
    }
    event->acceptProposedAction();
    if (!archives.isEmpty()) // after the drop returns: the sweep label is asked in a dialog
        QMetaObject::invokeMethod(
            this, [this, archives] { importArchives(archives); }, Qt::QueuedConnection);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_controller->cancel();
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("index/last"), m_indexPath);
    QMainWindow::closeEvent(event);
}

void MainWindow::rememberIndex(const QString &path)
{
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("index/recent")).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > 8)
        recent.removeLast();
    settings.setValue(QStringLiteral("index/recent"), recent);
    fillRecentMenu();
}

void MainWindow::fillRecentMenu()
{
    if (!m_recent)
        return;
    m_recent->clear();
    const QStringList recent = QSettings().value(QStringLiteral("index/recent")).toStringList();
    for (const QString &path : recent)
        m_recent->addAction(path, this, [this, path] { openIndex(path); });
    m_recent->setEnabled(!recent.isEmpty());
}

void MainWindow::chooseIndex()
{
    QString path = FileDialog::getSaveFileName(
        this, tr("Open or Create Index"), QFileInfo(m_indexPath).absolutePath(),
        tr("Lookalike index (*.sqlite *.db);;All files (*)"), QFileDialog::DontConfirmOverwrite);
    // A new index's name without a suffix gets ".sqlite" (an existing file is opened as named).
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty() && !QFileInfo::exists(path))
        path += QStringLiteral(".sqlite");
    if (!path.isEmpty())
        openIndex(path);
}

void MainWindow::exportClusters()
{
    m_exports->exportClusters();
}

void MainWindow::exportPairs()
{
    m_exports->exportPairs();
}

void MainWindow::moveSelectionToTrash()
{
    m_files->moveSelectionToTrash();
}

void MainWindow::ignoreSelection()
{
    m_files->ignoreSelection();
}

void MainWindow::copySelectedPaths()
{
    m_files->copySelectedPaths();
}

void MainWindow::forgetMissingFiles()
{
    if (!m_indexPath.isEmpty())
        m_files->forgetMissingFiles();
}

void MainWindow::showCharts()
{
    m_figures->run<ChartsDialog::Data>(
        QStringLiteral("charts"),
        [](IndexStore &store, const std::atomic_bool &) -> Result<ChartsDialog::Data> {
            ChartsDialog::Data data;
            auto sizes = store.clusters().sizeHistogram();
            if (!sizes)
                return sizes.status();
            auto resemblance = store.pairs().resemblanceHistogram(ChartsDialog::kBins);
            if (!resemblance)
                return resemblance.status();
            data.clusterSizes = std::move(sizes).value();
            data.resemblance = std::move(resemblance).value();
            return data;
        },
        this,
        [this](Result<ChartsDialog::Data> data) {
            if (!data) {
                MessageBox::information(this, tr("Lookalike"),
                                        tr("Cannot read the index: %1").arg(data.status().message()));
                return;
            }
            auto *dialog = new ChartsDialog(*data, this);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            dialog->show();
        });
}

void MainWindow::findSimilar(const QString &file)
{
    statusBar()->showMessage(tr("Looking for documents like %1...").arg(file));
    m_reader->run<std::vector<usecase::SimilarDocument>>(
        QStringLiteral("similar"),
        [file](IndexStore &store, const std::atomic_bool &) {
            return usecase::documentsLikeFile(store, file, usecase::SimilarQuery{});
        },
        this,
        [this, file](Result<std::vector<usecase::SimilarDocument>> similar) {
            if (!similar) {
                MessageBox::information(this, tr("Lookalike"),
                                        tr("Cannot look up %1: %2").arg(file, similar.status().message()));
                return;
            }
            auto *dialog = new SimilarDialog(file, *similar, this);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            connect(
                dialog, &SimilarDialog::compareRequested, this,
                [this, file](qint64 doc, const QString &locator) { compareWithFile(file, doc, locator); });
            dialog->show();
            statusBar()->clearMessage();
            Q_EMIT similarShown(int(similar->size()));
        });
}

void MainWindow::compareWithFile(const QString &file, qint64 doc, const QString &locator)
{
    auto *dialog = new QDialog(this);
    dialog->setObjectName(QStringLiteral("comparisonDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("%1 and %2").arg(QFileInfo(file).fileName(), QFileInfo(locator).fileName()));
    dialog->resize(1100, 700);
    auto *layout = new QVBoxLayout(dialog);
    auto *panel = new PairPanel(m_reader, dialog);
    layout->addWidget(panel);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    layout->addWidget(buttons);
    panel->compareFile(file, doc, locator);
    dialog->show();
}

void MainWindow::showCrawl()
{
    if (m_indexPath.isEmpty())
        return;
    if (!m_crawlView)
        m_crawlView = new CrawlView(m_reader, m_writer, this);
    m_crawlView->setIndex(m_indexPath);
    m_crawlView->show();
    m_crawlView->raise();
    m_crawlView->activateWindow();
}

void MainWindow::showProblems()
{
    if (m_indexPath.isEmpty())
        return;
    if (!m_problemsDialog)
        m_problemsDialog = new ProblemsDialog(m_reader, this);
    m_problemsDialog->setIndex(m_indexPath);
    m_problemsDialog->show();
    m_problemsDialog->raise();
    m_problemsDialog->activateWindow();
}

void MainWindow::showActionLog()
{
    if (m_indexPath.isEmpty())
        return;
    if (!m_actionLogDialog)
        m_actionLogDialog = new ActionLogDialog(m_reader, this);
    m_actionLogDialog->setIndex(m_indexPath);
    m_actionLogDialog->show();
    m_actionLogDialog->raise();
    m_actionLogDialog->activateWindow();
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About Lookalike"),
        tr("<h3>Lookalike %1</h3><p>Finds near-duplicate documents: resemblance and containment "
           "of w-shingle sets, estimated with MinHash sketches (Broder et al.).</p>")
            .arg(QApplication::applicationVersion()));
}

} // namespace lookalike
