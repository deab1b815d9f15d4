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
#include "ScanController.h"
#include "SimilarDialog.h"
#include "SourcesPanel.h"
#include "usecase/SimilarDocuments.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTreeView>
#include <QUrl>

namespace lookalike {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowTitle(tr("Lookalike"));
    setAcceptDrops(true);
    resize(1280, 800);
    m_reader = new IndexWorker(IndexWorker::Access::Read, this);
    // The figures that read every document (the overview, the charts) take seconds on 10^6
    // documents: a reader of their own, so that pages of clusters never wait behind them.
    m_figures = new IndexWorker(IndexWorker::Access::Read, this);
    m_writer = new IndexWorker(IndexWorker::Access::Write, this);
    m_controller = new ScanController(this);
    m_sources = new SourcesPanel(this);
    auto *centre = new QSplitter(Qt::Vertical, this);
    m_browser = new ClusterBrowser(m_reader, centre);
    m_pair = new PairPanel(m_reader, centre);
    centre->addWidget(m_browser);
    centre->addWidget(m_pair);
    centre->setStretchFactor(0, 2);
    centre->setStretchFactor(1, 3);
    centre->setSizes({300, 400});
    auto *main = new QSplitter(Qt::Horizontal, this);
    main->addWidget(m_sources);
    main->addWidget(centre);
    main->setStretchFactor(1, 3);
    setCentralWidget(main);
    m_files = new FileActionsMenu(m_reader, m_writer, m_browser, m_sources, this);
    m_exports = new ExportActions(m_reader, m_browser, this);
    buildMenus();

    // Sources and scan.
    connect(m_sources, &SourcesPanel::scanRequested, this, &MainWindow::startScan);
    connect(m_sources, &SourcesPanel::cancelRequested, m_controller, &ScanController::cancel);
    connect(m_sources, &SourcesPanel::problemsRequested, this, &MainWindow::showProblems);
    connect(m_controller, &ScanController::progress, m_sources, &SourcesPanel::showScanProgress);
    connect(m_controller, &ScanController::importProgress, m_sources, &SourcesPanel::showImportProgress);
    connect(m_controller, &ScanController::matchProgress, this, [this](const MatchProgress &p) {
        m_sources->showMatchProgress(p);
        if (m_reclusterPending || m_matchingForClusters)
            return;
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
        if (m_matchingForClusters) {
            m_matchingForClusters = false;
            m_sources->showFinished(ok, ok ? tr("Matched again and clustered.") : message);
        }
        if (!ok)
            statusBar()->showMessage(tr("Clustering failed: %1").arg(message));
        m_browser->reload();
        refreshClusterFigures();
    });
    connect(m_controller, &ScanController::idle, this, [this] {
        if (m_reclusterPending) {
            m_reclusterPending = false;
            recluster();
        }
    });

    // The browser, the pair view, file actions, exports.
    connect(m_browser, &ClusterBrowser::choiceChanged, this, &MainWindow::recluster);
    connect(m_browser, &ClusterBrowser::shown, this, [this](int rows) {
        statusBar()->showMessage(tr("%n clusters", nullptr, rows));
        Q_EMIT clustersShown(rows);
    });
    connect(m_browser, &ClusterBrowser::counted, this,
            [this](qint64 clusters) { statusBar()->showMessage(tr("%n clusters", nullptr, int(clusters))); });
    connect(m_browser, &ClusterBrowser::selectionChanged, this, [this] {
        const auto rows = m_browser->selectedMembers();
        const QModelIndexList selected = m_browser->view()->selectionModel()->selectedRows();
        m_pair->showSelection(rows, selected.size() == 1 ? selected.first() : QModelIndex());
    });
    connect(m_pair, &PairPanel::forgetMissingRequested, this, &MainWindow::forgetMissingFiles);
    connect(m_files, &FileActionsMenu::indexChanged, this, &MainWindow::recluster);
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
    connect(m_exports, &ExportActions::exported, this, [this](bool ok, const QString &message) {
        if (ok)
            statusBar()->showMessage(message);
    });

    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    const QStringList folders = settings.value(QStringLiteral("sources/folders")).toStringList();
    const QStringList references = settings.value(QStringLiteral("sources/references")).toStringList();
    for (const QString &folder : folders)
        addSource(folder, references.contains(folder));
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
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::quit);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    for (QAction *a :
         {m_files->openAction(), m_files->revealAction(), m_files->copyAction(), m_files->ignoreAction()})
        edit->addAction(a);
    edit->addSeparator();
    edit->addAction(m_files->trashAction());
    m_browser->view()->addActions(edit->actions());
    m_browser->view()->setContextMenuPolicy(Qt::ActionsContextMenu);
    edit->addSeparator();
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
    help->addAction(tr("&About Lookalike"), this, &MainWindow::showAbout);
    statusBar()->showMessage(tr("Ready"));
}

void MainWindow::addSource(const QString &folder, bool reference)
{
    m_sources->addSource(folder, reference);
}

QStringList MainWindow::sources() const
{
    return m_sources->sources();
}

void MainWindow::openIndex(const QString &path)
{
    m_indexPath = path;
    m_reader->setIndex(path);
    m_figures->setIndex(path);
    m_writer->setIndex(path);
    m_browser->clear();
    setWindowTitle(tr("Lookalike - %1").arg(QFileInfo(path).fileName()));
    rememberIndex(path);
    m_sources->showOverviewError(path, tr("reading..."));
    // The writer creates (or migrates) the index; then it is shown with the policy and
    // threshold it was last clustered with.
    m_writer->run<std::optional<ClusterChoice>>(
        QStringLiteral("open"),
        [](IndexStore &store, const std::atomic_bool &) { return store.settings().clusterChoice(); }, this,
        [this, path](Result<std::optional<ClusterChoice>> choice) {
            if (!choice) {
                m_sources->showOverviewError(path, choice.status().message());
                return;
            }
            if (*choice)
                m_browser->setChoice(**choice);
            m_browser->reload();
            refreshOverview();
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
                    m_crawlView->setIndex(m_indexPath, m_browser->choice().threshold);
            }
            if (m_problemsDialog && m_problemsDialog->isVisible())
                m_problemsDialog->setIndex(m_indexPath);
            if (m_actionLogDialog && m_actionLogDialog->isVisible())
                m_actionLogDialog->setIndex(m_indexPath);
        });
}

void MainWindow::startScan()
{
    if (sources().isEmpty()) {
        m_sources->setStatus(tr("Add a folder to scan first."));
        return;
    }
    if (m_indexPath.isEmpty())
        openIndex(IndexStore::defaultPath());
    if (!m_controller->startScan(m_sources->scanParams(m_indexPath), m_browser->choice())) {
        m_sources->setStatus(tr("Busy: the scan starts when the current job ends. Try again in a moment."));
        return;
    }
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
    SketchParams sketch;
    sketch.shingle.width = m_sources->shingleWidth();
    if (!m_controller->startImport(m_indexPath, archives, label->trimmed(), sketch, m_browser->choice())) {
        m_sources->setStatus(
            tr("Busy: the import can start when the current job ends. Try again in a moment."));
        return;
    }
    m_sources->setBusy(true);
    m_sources->setStatus(tr("Importing %n web archives...", nullptr, int(archives.size())));
}

void MainWindow::onJobFinished(const QString &kind, const QString &state, const QString &message)
{
    const bool done = state == QLatin1String("done");
    const bool scan = kind == QLatin1String("scan");
    const QString title = done ? (scan ? tr("Scan finished") : tr("Import finished"))
                          : state == QLatin1String("cancelled")
                              ? (scan ? tr("Scan cancelled (the next scan resumes)")
                                      : tr("Import cancelled (importing the same archives again resumes)"))
                              : (scan ? tr("Scan failed") : tr("Import failed"));
    m_sources->showFinished(done, title + QLatin1Char('\n') + message);
    m_browser->reload();
    refreshOverview();
    if (scan)
        Q_EMIT scanFinished(state);
    else
        Q_EMIT importFinished(state);
}

void MainWindow::recluster()
{
    if (m_indexPath.isEmpty())
        return;
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
    settings.setValue(QStringLiteral("sources/folders"), sources());
    settings.setValue(QStringLiteral("sources/references"), m_sources->referenceFolders());
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
    const QString path = FileDialog::getSaveFileName(
        this, tr("Open or Create Index"), QFileInfo(m_indexPath).absolutePath(),
        tr("Lookalike index (*.sqlite *.db);;All files (*)"), QFileDialog::DontConfirmOverwrite);
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
            dialog->show();
            statusBar()->clearMessage();
            Q_EMIT similarShown(int(similar->size()));
        });
}

void MainWindow::showCrawl()
{
    if (m_indexPath.isEmpty())
        return;
    if (!m_crawlView)
        m_crawlView = new CrawlView(m_reader, this);
    m_crawlView->setIndex(m_indexPath, m_browser->choice().threshold);
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
