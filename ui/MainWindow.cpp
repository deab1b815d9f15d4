#include "MainWindow.h"

#include "ActionLogDialog.h"
#include "ChartsDialog.h"
#include "ClusterModel.h"
#include "CrawlView.h"
#include "DiffView.h"
#include "Format.h"
#include "IndexView.h"
#include "ProblemsDialog.h"
#include "ScanController.h"
#include "SimilarDialog.h"
#include "diff/WordDiff.h"
#include "extract/TextExtractor.h"
#include "scan/Matching.h"
#include "sketch/Estimate.h"
#include "store/CsvExport.h"
#include "store/IndexStore.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTextStream>
#include <QThread>
#include <QTreeView>
#include <QUrl>
#include <QVBoxLayout>
#include <limits>
#include <set>

namespace lookalike {

namespace {

// The default trash confirmation: the files listed, the last copies marked, and an unchecked
// box that is the explicit yes for them.
MainWindow::TrashAnswer askToTrash(QWidget *parent, const MainWindow::TrashRequest &request)
{
    QDialog dialog(parent);
    dialog.setObjectName(QStringLiteral("trashConfirmation"));
    dialog.setWindowTitle(MainWindow::tr("Move to Trash"));
    dialog.resize(640, 360);
    auto *layout = new QVBoxLayout(&dialog);
    auto *question = new QLabel(MainWindow::tr("Move these %n files to the trash? The index forgets them; "
                                               "View > Action Log keeps a record.",
                                               nullptr, int(request.files.size())),
                                &dialog);
    question->setWordWrap(true);
    question->setTextFormat(Qt::PlainText);
    layout->addWidget(question);
    auto *list = new QListWidget(&dialog);
    list->setObjectName(QStringLiteral("trashFiles"));
    list->setAccessibleName(MainWindow::tr("Files to move to the trash"));
    list->setTextElideMode(Qt::ElideMiddle);
    list->setSelectionMode(QAbstractItemView::NoSelection);
    list->setIconSize(QSize(16, 16));
    const QIcon warning = dialog.style()->standardIcon(QStyle::SP_MessageBoxWarning);
    for (const QString &file : request.files) {
        auto *item = new QListWidgetItem(file, list);
        item->setToolTip(file);
        if (request.lastCopies.contains(file)) {
            item->setText(MainWindow::tr("%1  (the last copy of its cluster)").arg(file));
            item->setIcon(warning);
            QFont bold = item->font();
            bold.setBold(true);
            item->setFont(bold);
        }
    }
    layout->addWidget(list, 1);
    QCheckBox *lastCopies = nullptr;
    const int files = int(request.files.size());
    const int kept = int(request.lastCopies.size());
    if (kept > 0) {
        auto *explain =
            new QLabel(MainWindow::tr("Every member of %n clusters is selected. The last copy of each "
                                      "(marked above) is kept unless you check this box:",
                                      nullptr, kept),
                       &dialog);
        explain->setWordWrap(true);
        explain->setTextFormat(Qt::PlainText);
        layout->addWidget(explain);
        lastCopies = new QCheckBox(
            MainWindow::tr("Also move the last copy of %n clusters to the trash", nullptr, kept), &dialog);
        lastCopies->setObjectName(QStringLiteral("trashLastCopies"));
        layout->addWidget(lastCopies);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, &dialog);
    QPushButton *move = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    move->setObjectName(QStringLiteral("trashMove"));
    auto label = [move, lastCopies, files, kept] {
        const int moving = lastCopies && lastCopies->isChecked() ? files : files - kept;
        move->setText(MainWindow::tr("&Move %n Files to Trash", nullptr, moving));
        move->setEnabled(moving > 0);
    };
    label();
    if (lastCopies)
        QObject::connect(lastCopies, &QCheckBox::toggled, move, label);
    QPushButton *cancel = buttons->button(QDialogButtonBox::Cancel);
    cancel->setDefault(true);
    cancel->setFocus();
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    MainWindow::TrashAnswer answer;
    answer.confirmed = dialog.exec() == QDialog::Accepted;
    answer.lastCopiesToo = answer.confirmed && lastCopies && lastCopies->isChecked();
    return answer;
}

IndexStore::Action logRow(const char *kind, const char *outcome, const QString &locator,
                          const QString &detail, const QString &representative = {})
{
    IndexStore::Action a;
    a.kind = QLatin1String(kind);
    a.outcome = QLatin1String(outcome);
    a.locator = locator;
    a.detail = detail;
    a.representative = representative;
    return a;
}

// Whether the file at `path` is gone (a dangling symbolic link is still there).
bool isGone(const QString &path)
{
    const QFileInfo info(path);
    return !info.exists() && !info.isSymLink();
}

// Filters clusters by the text of any member; members follow their cluster.
class ClusterFilterProxy : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    // dupeGuru's "Dupes Only": hide each cluster's representative, list only its duplicates.
    void setDuplicatesOnly(bool on)
    {
        m_duplicatesOnly = on;
        invalidateFilter();
    }
    // Clusters with a member whose path contains `text` (plain text, any case).
    void setPathFilter(const QString &text)
    {
        m_text = text;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        if (parent.isValid())
            return !m_duplicatesOnly ||
                   !sourceModel()->index(row, 0, parent).data(ClusterModel::IsRepresentativeRole).toBool();
        const QString &text = m_text;
        if (text.isEmpty())
            return true;
        const QModelIndex cluster = sourceModel()->index(row, 0, parent);
        const int members = sourceModel()->rowCount(cluster);
        for (int i = 0; i < members; ++i)
            if (sourceModel()
                    ->index(i, 0, cluster)
                    .data(ClusterModel::PathRole)
                    .toString()
                    .contains(text, Qt::CaseInsensitive))
                return true;
        return false;
    }

private:
    bool m_duplicatesOnly = false;
    QString m_text;
};

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowTitle(tr("Lookalike"));
    setAcceptDrops(true);
    m_controller = new ScanController(this);
    m_model = new ClusterModel(this);
    m_proxy = new ClusterFilterProxy(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(ClusterModel::SortRole);
    m_chooseFolder = [this] {
        return QFileDialog::getExistingDirectory(this, tr("Add Folder"));
    };
    m_chooseIndex = [this] {
        return QFileDialog::getSaveFileName(
            this, tr("Open or Create Index"), QFileInfo(m_indexPath).absolutePath(),
            tr("Lookalike index (*.sqlite *.db);;All files (*)"), nullptr, QFileDialog::DontConfirmOverwrite);
    };
    m_chooseExport = [this](const QString &title) {
        return QFileDialog::getSaveFileName(this, title, QDir::homePath(),
                                            tr("CSV files (*.csv);;All files (*)"));
    };
    m_confirmTrash = [this](const TrashRequest &request) {
        return askToTrash(this, request);
    };
    m_confirmForget = [this](const QStringList &missing) {
        QMessageBox box(
            QMessageBox::Question, tr("Remove Missing Files from Index"),
            tr("The files of %n indexed documents are gone (moved or deleted outside Lookalike). "
               "Remove them from the index?\n\nNo file is touched; a scan adds them again if they come back. "
               "If they are on a disconnected drive, cancel and connect it.",
               nullptr, int(missing.size())),
            QMessageBox::Yes | QMessageBox::Cancel, this);
        box.setDetailedText(missing.join(QLatin1Char('\n')));
        box.setDefaultButton(QMessageBox::Cancel);
        return box.exec() == QMessageBox::Yes;
    };
    m_notify = [this](const QString &message) {
        QMessageBox::information(this, tr("Lookalike"), message);
    };
    m_chooseFile = [this] {
        return QFileDialog::getOpenFileName(this, tr("Find Documents Like..."));
    };
    m_chooseArchives = [this] {
        return QFileDialog::getOpenFileNames(
            this, tr("Import Web Archives"), QDir::homePath(),
            tr("Web archives (*.warc *.warc.gz *.arc *.arc.gz);;All files (*)"));
    };
    m_chooseSweepLabel = [this](const QStringList &archives) -> std::optional<QString> {
        QStringList known;
        for (const Sweep &sweep : m_sweeps)
            known << sweep.label;
        bool ok = false;
        const QString label = QInputDialog::getText(
            this, tr("Import Web Archives"),
            tr("The sweep (crawl) these %n archives belong to.\n"
               "Empty: named after the date of their first capture. The label of a sweep already imported "
               "adds to it%1.",
               nullptr, int(archives.size()))
                .arg(known.isEmpty() ? QString() : tr(" (%1)").arg(known.join(QStringLiteral(", ")))),
            QLineEdit::Normal, QString(), &ok);
        return ok ? std::optional<QString>(label.trimmed()) : std::nullopt;
    };
    buildUi();

    connect(m_controller, &ScanController::progress, this, &MainWindow::showProgress);
    connect(m_controller, &ScanController::scanFinished, this, &MainWindow::onScanFinished);
    connect(m_controller, &ScanController::importProgress, this, &MainWindow::showImportProgress);
    connect(m_controller, &ScanController::importFinished, this, &MainWindow::onImportFinished);
    connect(m_controller, &ScanController::matchProgress, this, &MainWindow::showMatchProgress);
    connect(m_controller, &ScanController::clusteringFinished, this, [this](bool ok, const QString &message) {
        m_cancel->setEnabled(false);
        if (m_matchingForClusters) {
            m_matchingForClusters = false;
            m_status->setText(ok ? tr("Matched again and clustered.") : message);
        }
        if (!ok)
            statusBar()->showMessage(tr("Clustering failed: %1").arg(message));
    });
    connect(m_controller, &ScanController::viewReady, this, [this](const std::shared_ptr<IndexView> &view) {
        ++m_viewSerial; // newer than any view still being read
        showView(*view);
    });
    connect(m_controller, &ScanController::idle, this, [this] {
        m_scan->setEnabled(true);
        if (m_reclusterPending) {
            m_reclusterPending = false;
            recluster();
        }
    });

    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    const QStringList folders = settings.value(QStringLiteral("sources/folders")).toStringList();
    const QStringList references = settings.value(QStringLiteral("sources/references")).toStringList();
    for (const QString &folder : folders)
        addSource(folder, references.contains(folder));
}

MainWindow::~MainWindow()
{
    for (const QPointer<QThread> &worker : std::as_const(m_workers))
        if (worker)
            worker->wait();
}

void MainWindow::startWorker(QThread *worker)
{
    m_workers.removeAll(nullptr);
    m_workers << worker;
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    worker->start();
}

void MainWindow::buildUi()
{
    resize(1280, 800);
    // Sources and settings.
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    auto *sourcesBox = new QGroupBox(tr("Folders"), left);
    auto *sourcesLayout = new QVBoxLayout(sourcesBox);
    m_sources = new QListWidget(sourcesBox);
    m_sources->setObjectName(QStringLiteral("sourceList"));
    m_sources->setAccessibleName(tr("Folders to scan"));
    m_sources->setToolTip(tr("Checked folders are references: their files are never touched."));
    sourcesLayout->addWidget(m_sources);
    auto *sourceButtons = new QHBoxLayout;
    auto *add = new QPushButton(tr("&Add Folder..."), sourcesBox);
    add->setObjectName(QStringLiteral("addFolderButton"));
    auto *remove = new QPushButton(tr("&Remove"), sourcesBox);
    remove->setObjectName(QStringLiteral("removeFolderButton"));
    sourceButtons->addWidget(add);
    sourceButtons->addWidget(remove);
    sourcesLayout->addLayout(sourceButtons);
    leftLayout->addWidget(sourcesBox);
    connect(add, &QPushButton::clicked, this, [this] {
        const QString folder = m_chooseFolder();
        if (!folder.isEmpty())
            addSource(folder);
    });
    connect(remove, &QPushButton::clicked, this, [this] { qDeleteAll(m_sources->selectedItems()); });

    auto *settingsBox = new QGroupBox(tr("Scan settings"), left);
    auto *form = new QFormLayout(settingsBox);
    m_shingle = new QSpinBox(settingsBox);
    m_shingle->setObjectName(QStringLiteral("shingleSpin"));
    m_shingle->setRange(ShingleParams::kMinWidth, ShingleParams::kMaxWidth);
    m_shingle->setValue(5);
    form->addRow(tr("Words per &shingle:"), m_shingle);
    m_include = new QLineEdit(settingsBox);
    m_include->setObjectName(QStringLiteral("includeEdit"));
    m_include->setPlaceholderText(tr("e.g. *.txt *.html (empty: all)"));
    form->addRow(tr("&Include:"), m_include);
    m_exclude = new QLineEdit(settingsBox);
    m_exclude->setObjectName(QStringLiteral("excludeEdit"));
    m_exclude->setPlaceholderText(tr("e.g. node_modules *.log"));
    form->addRow(tr("E&xclude:"), m_exclude);
    m_hidden = new QCheckBox(tr("Include &hidden files"), settingsBox);
    m_hidden->setObjectName(QStringLiteral("hiddenCheck"));
    form->addRow(m_hidden);
    leftLayout->addWidget(settingsBox);

    auto *scanRow = new QHBoxLayout;
    m_scan = new QPushButton(tr("&Scan"), left);
    m_scan->setObjectName(QStringLiteral("scanButton"));
    m_scan->setDefault(true);
    m_cancel = new QPushButton(tr("&Cancel"), left);
    m_cancel->setObjectName(QStringLiteral("cancelButton"));
    m_cancel->setEnabled(false);
    scanRow->addWidget(m_scan);
    scanRow->addWidget(m_cancel);
    leftLayout->addLayout(scanRow);
    m_progress = new QProgressBar(left);
    m_progress->setObjectName(QStringLiteral("scanProgress"));
    m_progress->setAccessibleName(tr("Scan progress"));
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    leftLayout->addWidget(m_progress);
    m_status = new QLabel(left);
    m_status->setObjectName(QStringLiteral("scanStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    leftLayout->addWidget(m_status);
    m_summary = new QLabel(left);
    m_summary->setObjectName(QStringLiteral("indexSummary"));
    m_summary->setAccessibleName(tr("Index summary"));
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_summary->setText(tr("No index open."));
    leftLayout->addWidget(m_summary);
    m_problemsButton = new QPushButton(left);
    m_problemsButton->setObjectName(QStringLiteral("problemsButton"));
    m_problemsButton->setFlat(true);
    m_problemsButton->setCursor(Qt::PointingHandCursor);
    m_problemsButton->setToolTip(
        tr("The documents that could not be used and the last scan's problems, with their reasons"));
    m_problemsButton->setStyleSheet(
        QStringLiteral("QPushButton { color: palette(link); text-decoration: underline; "
                       "text-align: left; padding: 0; }"));
    m_problemsButton->setVisible(false);
    connect(m_problemsButton, &QPushButton::clicked, this, &MainWindow::showProblems);
    leftLayout->addWidget(m_problemsButton, 0, Qt::AlignLeft);
    leftLayout->addStretch();
    connect(m_scan, &QPushButton::clicked, this, &MainWindow::startScan);
    connect(m_cancel, &QPushButton::clicked, m_controller, &ScanController::cancel);

    // The cluster browser.
    auto *centre = new QWidget(this);
    auto *centreLayout = new QVBoxLayout(centre);
    auto *controls = new QHBoxLayout;
    m_filter = new QLineEdit(centre);
    m_filter->setObjectName(QStringLiteral("clusterFilter"));
    m_filter->setPlaceholderText(tr("Filter by path..."));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Filter clusters"));
    controls->addWidget(m_filter, 2);
    auto *duplicatesOnly = new QCheckBox(tr("&Duplicates only"), centre);
    duplicatesOnly->setObjectName(QStringLiteral("duplicatesOnly"));
    duplicatesOnly->setToolTip(tr("Hide each cluster's representative"));
    controls->addWidget(duplicatesOnly);
    connect(duplicatesOnly, &QCheckBox::toggled, this,
            [this](bool on) { static_cast<ClusterFilterProxy *>(m_proxy)->setDuplicatesOnly(on); });
    m_policy = new QComboBox(centre);
    m_policy->setObjectName(QStringLiteral("policyCombo"));
    m_policy->setAccessibleName(tr("Clustering policy"));
    const std::pair<ClusterPolicy, QString> policies[] = {
        {ClusterPolicy::Union, tr("Similar (union)")},
        {ClusterPolicy::Center, tr("Similar to a centre (no chains)")},
        {ClusterPolicy::Containment, tr("Contained in another")},
        {ClusterPolicy::Identical, tr("Identical bytes")},
        {ClusterPolicy::Lexical, tr("Same words")},
        {ClusterPolicy::Shingle, tr("Same shingles")},
        {ClusterPolicy::VerySimilar, tr("Very similar (2 of 6 supershingles)")},
        {ClusterPolicy::VirtuallyIdentical, tr("Virtually identical (6 of 6)")},
        {ClusterPolicy::SuperShingle, tr("Broder's super shingles")},
    };
    for (const auto &[policy, label] : policies)
        m_policy->addItem(label, policyName(policy));
    controls->addWidget(m_policy, 1);
    m_threshold = new QSlider(Qt::Horizontal, centre);
    m_threshold->setObjectName(QStringLiteral("thresholdSlider"));
    m_threshold->setAccessibleName(tr("Threshold"));
    m_threshold->setRange(30, 100);
    m_threshold->setValue(50);
    m_threshold->setPageStep(5);
    controls->addWidget(m_threshold, 1);
    m_thresholdLabel = new QLabel(centre);
    m_thresholdLabel->setMinimumWidth(
        m_thresholdLabel->fontMetrics().horizontalAdvance(QStringLiteral("100%")) + 8);
    controls->addWidget(m_thresholdLabel);
    centreLayout->addLayout(controls);
    m_view = new QTreeView(centre);
    m_view->setObjectName(QStringLiteral("clusterView"));
    m_view->setAccessibleName(tr("Clusters"));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(ClusterModel::MembersColumn, Qt::DescendingOrder);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setUniformRowHeights(true);
    m_view->setTextElideMode(Qt::ElideMiddle); // the file name stays visible in long paths
    m_view->header()->setSectionResizeMode(ClusterModel::PathColumn, QHeaderView::Stretch);
    m_view->setColumnHidden(ClusterModel::HostColumn, true); // shown for web pages only
    m_view->setColumnHidden(ClusterModel::SweepColumn, true);
    m_view->header()->setStretchLastSection(false);
    {
        // Figures get the room their widest value needs; the document column takes the rest.
        const QFontMetrics fm = m_view->fontMetrics();
        const int pad = fm.horizontalAdvance(QLatin1Char('M')) * 2;
        auto fit = [&](int column, const QString &sample) {
            const QString title = m_proxy->headerData(column, Qt::Horizontal).toString();
            m_view->header()->resizeSection(
                column, std::max(fm.horizontalAdvance(sample), fm.horizontalAdvance(title) / 2) + pad);
        };
        fit(ClusterModel::MembersColumn, QStringLiteral("10000"));
        fit(ClusterModel::ResemblanceColumn, QStringLiteral("100.0% - 100.0%"));
        fit(ClusterModel::ContainedColumn, QStringLiteral("100.0%"));
        fit(ClusterModel::ContainsColumn, QStringLiteral("100.0%"));
        fit(ClusterModel::BytesColumn, QStringLiteral("1000.00 KiB"));
        fit(ClusterModel::ModifiedColumn, QStringLiteral("2026-11-22 12:40"));
        fit(ClusterModel::SweepColumn, QStringLiteral("2024-01-01"));
    }
    m_pair = new QLabel(centre);
    m_pair->setObjectName(QStringLiteral("pairView"));
    m_pair->setAccessibleName(tr("Selected pair"));
    m_pair->setTextFormat(Qt::PlainText);
    m_pair->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_pair->setWordWrap(true);
    m_pair->setText(tr("Select a document, or two documents of a cluster to compare them."));
    m_diff = new DiffView(centre);
    m_diff->setObjectName(QStringLiteral("diffView"));
    m_diff->setVisible(false);
    m_forgetMissingButton = new QPushButton(tr("Remove &Missing Files from Index..."), centre);
    m_forgetMissingButton->setObjectName(QStringLiteral("forgetMissingButton"));
    m_forgetMissingButton->setToolTip(
        tr("Check every indexed file and forget those that were moved or deleted outside Lookalike"));
    m_forgetMissingButton->setVisible(false);
    connect(m_forgetMissingButton, &QPushButton::clicked, this, &MainWindow::forgetMissingFiles);
    auto *pairBox = new QWidget(centre);
    auto *pairLayout = new QVBoxLayout(pairBox);
    pairLayout->setContentsMargins(0, 0, 0, 0);
    m_pair->setSizePolicy(QSizePolicy::Preferred,
                          QSizePolicy::Maximum); // the diff, or nothing, takes the rest
    pairLayout->addWidget(m_pair);
    pairLayout->addWidget(m_forgetMissingButton, 0, Qt::AlignLeft);
    pairLayout->addWidget(m_diff, 1);
    pairLayout->addStretch();
    auto *split = new QSplitter(Qt::Vertical, centre);
    split->addWidget(m_view);
    split->addWidget(pairBox);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setSizes({300, 400});
    centreLayout->addWidget(split);

    auto *main = new QSplitter(Qt::Horizontal, this);
    main->addWidget(left);
    main->addWidget(centre);
    main->setStretchFactor(1, 3);
    setCentralWidget(main);

    auto updateThresholdLabel = [this] {
        m_thresholdLabel->setText(QString::number(m_threshold->value()) + QLatin1Char('%'));
    };
    updateThresholdLabel();
    connect(m_threshold, &QSlider::valueChanged, this, updateThresholdLabel);
    connect(m_threshold, &QSlider::valueChanged, this, &MainWindow::recluster);
    connect(m_policy, &QComboBox::currentIndexChanged, this, [this] {
        m_threshold->setEnabled(policyUsesThreshold(currentPolicy()));
        recluster();
    });
    // Filtering and sorting must see every cluster, not only the pages fetched so far.
    auto fetchAll = [this] {
        while (m_model->canFetchMore({}))
            m_model->fetchMore({});
    };
    connect(m_filter, &QLineEdit::textChanged, this, [this, fetchAll](const QString &text) {
        if (!text.isEmpty())
            fetchAll();
        static_cast<ClusterFilterProxy *>(m_proxy)->setPathFilter(text);
    });
    connect(m_view->header(), &QHeaderView::sortIndicatorChanged, this, fetchAll);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &MainWindow::showSelection);

    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(tr("&Open or Create Index..."), this, &MainWindow::chooseIndex);
    open->setShortcut(QKeySequence::Open);
    open->setObjectName(QStringLiteral("actionOpenIndex"));
    QAction *import = file->addAction(tr("&Import Web Archives..."), this, [this] {
        const QStringList archives = m_chooseArchives();
        if (!archives.isEmpty())
            importArchives(archives);
    });
    import->setObjectName(QStringLiteral("actionImportArchives"));
    import->setToolTip(tr("Import WARC or ARC files (plain or gzip) as one sweep of a web crawl"));
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::quit);
    quit->setShortcut(QKeySequence::Quit);
    file->insertAction(quit, file->addSeparator());
    QAction *exportClustersAction = new QAction(tr("Export &Clusters..."), this);
    exportClustersAction->setObjectName(QStringLiteral("actionExportClusters"));
    connect(exportClustersAction, &QAction::triggered, this, &MainWindow::exportClusters);
    QAction *exportPairsAction = new QAction(tr("Export &Pairs..."), this);
    exportPairsAction->setObjectName(QStringLiteral("actionExportPairs"));
    connect(exportPairsAction, &QAction::triggered, this, &MainWindow::exportPairs);
    m_recent = new QMenu(tr("Open &Recent"), this);
    m_recent->setObjectName(QStringLiteral("recentMenu"));
    file->insertMenu(quit, m_recent);
    fillRecentMenu();
    QAction *like = new QAction(tr("&Find Documents Like..."), this);
    like->setObjectName(QStringLiteral("actionFindSimilar"));
    like->setShortcut(QKeySequence::Find);
    connect(like, &QAction::triggered, this, [this] {
        const QString file = m_chooseFile();
        if (!file.isEmpty())
            findSimilar(file);
    });
    file->insertAction(quit, like);
    file->insertAction(quit, exportClustersAction);
    file->insertAction(quit, exportPairsAction);
    file->insertSeparator(quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    // A web page of an archive opens at its URL (in a browser); it is no file to reveal or trash.
    QAction *openDocument = edit->addAction(tr("&Open Document"), this, [this] {
        QStringList gone;
        for (const QString &path : selectedPaths()) {
            if (!isWebLocator(path) && isGone(path))
                gone << path;
            else
                QDesktopServices::openUrl(isWebLocator(path) ? QUrl(path) : QUrl::fromLocalFile(path));
        }
        if (!gone.isEmpty()) {
            m_forgetMissingButton->setVisible(true);
            m_notify(
                tr("These files are gone (moved or deleted outside Lookalike); Edit > Remove Missing Files "
                   "from Index forgets them:\n%1")
                    .arg(gone.join(QLatin1Char('\n'))));
        }
    });
    openDocument->setObjectName(QStringLiteral("actionOpenDocument"));
    openDocument->setShortcut(Qt::Key_Return);
    openDocument->setShortcutContext(Qt::WidgetShortcut);
    m_revealAction = edit->addAction(tr("&Reveal in Folder"), this, [this] {
        for (const QString &path : selectedPaths())
            if (!isWebLocator(path))
                QDesktopServices::openUrl(QUrl::fromLocalFile(QFileInfo(path).absolutePath()));
    });
    m_revealAction->setObjectName(QStringLiteral("actionReveal"));
    QAction *copy = edit->addAction(tr("&Copy Paths"), this, &MainWindow::copySelectedPaths);
    copy->setShortcut(QKeySequence::Copy);
    copy->setObjectName(QStringLiteral("actionCopyPaths"));
    QAction *ignore = edit->addAction(tr("&Ignore (Not Duplicates)"), this, &MainWindow::ignoreSelection);
    ignore->setObjectName(QStringLiteral("actionIgnore"));
    edit->addSeparator();
    m_trashAction = edit->addAction(tr("Move to &Trash..."), this, &MainWindow::moveSelectionToTrash);
    m_trashAction->setShortcut(QKeySequence::Delete);
    m_trashAction->setObjectName(QStringLiteral("actionTrash"));
    m_view->addActions(edit->actions());
    edit->addSeparator();
    QAction *forgetMissing =
        edit->addAction(tr("Remove &Missing Files from Index..."), this, &MainWindow::forgetMissingFiles);
    forgetMissing->setObjectName(QStringLiteral("actionForgetMissing"));
    forgetMissing->setToolTip(tr("Forget the indexed files that were moved or deleted outside Lookalike"));
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);

    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    QAction *charts = viewMenu->addAction(tr("&Charts..."), this, &MainWindow::showCharts);
    charts->setObjectName(QStringLiteral("actionCharts"));
    m_crawlAction = viewMenu->addAction(tr("C&rawl..."), this, &MainWindow::showCrawl);
    m_crawlAction->setObjectName(QStringLiteral("actionCrawl"));
    m_crawlAction->setToolTip(
        tr("Sweeps, hosts, mirrors, lost and found and evolution of the imported web archives"));
    m_crawlAction->setEnabled(false); // until the index holds a sweep
    viewMenu->addSeparator();
    QAction *problems = viewMenu->addAction(tr("&Problems..."), this, &MainWindow::showProblems);
    problems->setObjectName(QStringLiteral("actionProblems"));
    problems->setToolTip(tr("The documents that could not be used and the last scan's problems"));
    QAction *actionLog = viewMenu->addAction(tr("&Action Log..."), this, &MainWindow::showActionLog);
    actionLog->setObjectName(QStringLiteral("actionActionLog"));
    actionLog->setToolTip(tr("What was moved to the trash, ignored or forgotten, and what was refused"));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Lookalike"), this, &MainWindow::showAbout);
    statusBar()->showMessage(tr("Ready"));
}

void MainWindow::addSource(const QString &folder, bool reference)
{
    const QString clean = QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
    if (clean.isEmpty() || sources().contains(clean))
        return;
    auto *item = new QListWidgetItem(clean, m_sources);
    item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
    item->setCheckState(reference ? Qt::Checked : Qt::Unchecked);
    item->setToolTip(tr("Check to mark %1 as a reference folder (never touched)").arg(clean));
}

QStringList MainWindow::sources() const
{
    QStringList out;
    for (int i = 0; i < m_sources->count(); ++i)
        out << m_sources->item(i)->text();
    return out;
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

bool MainWindow::isWebArchiveName(const QString &file)
{
    static const QLatin1String suffixes[] = {QLatin1String(".warc"), QLatin1String(".warc.gz"),
                                             QLatin1String(".arc"), QLatin1String(".arc.gz")};
    return std::any_of(std::begin(suffixes), std::end(suffixes),
                       [&](QLatin1String suffix) { return file.endsWith(suffix, Qt::CaseInsensitive); });
}

void MainWindow::dropEvent(QDropEvent *event)
{
    // Folders become sources to scan; web archives are imported (all of them as one sweep).
    const QList<QUrl> urls = event->mimeData()->urls();
    QStringList archives;
    for (const QUrl &url : urls) {
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
    QStringList references;
    for (int i = 0; i < m_sources->count(); ++i)
        if (m_sources->item(i)->checkState() == Qt::Checked)
            references << m_sources->item(i)->text();
    settings.setValue(QStringLiteral("sources/references"), references);
    settings.setValue(QStringLiteral("index/last"), m_indexPath);
    QMainWindow::closeEvent(event);
}

ClusterPolicy MainWindow::currentPolicy() const
{
    return policyFromName(m_policy->currentData().toString()).value_or(ClusterPolicy::Union);
}

double MainWindow::currentThreshold() const
{
    return m_threshold->value() / 100.0;
}

void MainWindow::startScan()
{
    if (sources().isEmpty()) {
        m_status->setText(tr("Add a folder to scan first."));
        return;
    }
    if (m_indexPath.isEmpty())
        openIndex(IndexStore::defaultPath());
    ScanParams params;
    params.indexPath = m_indexPath;
    params.source.roots = sources();
    params.source.includeGlobs = m_include->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    params.source.excludeGlobs = m_exclude->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    params.source.includeHidden = m_hidden->isChecked();
    params.sketch.shingle.width = m_shingle->value();
    if (!m_controller->startScan(params, currentPolicy(), currentThreshold())) {
        m_status->setText(tr("Busy: the scan starts when the current job ends. Try again in a moment."));
        return;
    }
    m_scan->setEnabled(false);
    m_cancel->setEnabled(true);
    m_progress->setValue(0);
    m_status->setText(tr("Scanning..."));
}

void MainWindow::importArchives(const QStringList &archives)
{
    if (archives.isEmpty())
        return;
    if (m_controller->isBusy()) {
        m_status->setText(tr("Busy: the import can start when the current job ends. Try again in a moment."));
        return;
    }
    const std::optional<QString> label = m_chooseSweepLabel(archives);
    if (!label)
        return;
    if (m_indexPath.isEmpty())
        openIndex(IndexStore::defaultPath());
    SketchParams sketch;
    sketch.shingle.width = m_shingle->value();
    if (!m_controller->startImport(m_indexPath, archives, *label, sketch, currentPolicy(),
                                   currentThreshold())) {
        m_status->setText(tr("Busy: the import can start when the current job ends. Try again in a moment."));
        return;
    }
    m_scan->setEnabled(false);
    m_cancel->setEnabled(true);
    m_progress->setValue(0);
    m_status->setText(tr("Importing %n web archives...", nullptr, int(archives.size())));
}

void MainWindow::showImportProgress(const ImportProgress &p)
{
    const double done = p.bytesTotal > 0 ? double(p.bytesDone) / double(p.bytesTotal) : 0.0;
    m_progress->setValue(int(done * 1000));
    const double rate = p.elapsedSeconds > 0 ? double(p.bytesDone) / 1e6 / p.elapsedSeconds : 0.0;
    m_status->setText(tr("Archive %1 of %2, %3 MB/s: %4 records, %5 pages, %6 problems\n%7")
                          .arg(std::min(p.archivesDone + 1, std::max(p.archivesTotal, 1)))
                          .arg(p.archivesTotal)
                          .arg(rate, 0, 'f', 1)
                          .arg(p.records)
                          .arg(p.documents)
                          .arg(p.problems)
                          .arg(QFileInfo(p.currentArchive).fileName()));
}

void MainWindow::onImportFinished(const QString &state, const QString &message)
{
    m_cancel->setEnabled(false);
    m_progress->setValue(state == QLatin1String("done") ? 1000 : m_progress->value());
    const QString title = state == QLatin1String("done") ? tr("Import finished")
                          : state == QLatin1String("cancelled")
                              ? tr("Import cancelled (importing the same archives again resumes)")
                              : tr("Import failed");
    m_status->setText(title + QLatin1Char('\n') + message);
    Q_EMIT importFinished(state);
}

void MainWindow::showCrawl()
{
    if (m_indexPath.isEmpty())
        return;
    if (!m_crawlView) {
        m_crawlView = new CrawlView(this);
        m_crawlView->setExportChooser([this](const QString &title) { return m_chooseExport(title); });
        m_crawlView->setNotifier([this](const QString &message) { m_notify(message); });
    }
    m_crawlView->setIndex(m_indexPath, currentThreshold());
    m_crawlView->show();
    m_crawlView->raise();
    m_crawlView->activateWindow();
}

void MainWindow::showProgress(const ScanProgress &p)
{
    const double done = p.bytesFound > 0 ? double(p.bytesDone) / double(p.bytesFound) : 0.0;
    m_progress->setValue(int(done * 1000));
    const double rate = p.elapsedSeconds > 0 ? double(p.bytesDone) / 1e6 / p.elapsedSeconds : 0.0;
    const double eta = (p.walkDone && done > 0.01) ? p.elapsedSeconds * (1 - done) / done : -1;
    m_status->setText(tr("%1 of %2%3 files, %4 MB/s%5, %6 problems\n%7")
                          .arg(p.filesDone)
                          .arg(p.filesFound)
                          .arg(p.walkDone ? QString() : QStringLiteral("+"))
                          .arg(rate, 0, 'f', 1)
                          .arg(eta >= 0 ? tr(", %1 s left").arg(int(eta + 0.5)) : QString())
                          .arg(p.problems)
                          .arg(QFileInfo(p.currentFile).fileName()));
}

void MainWindow::showMatchProgress(const MatchProgress &p)
{
    // The bar goes through each phase; the scan's or import's own part is done by then.
    m_progress->setValue(p.total > 0 ? int(1000.0 * double(p.done) / double(p.total)) : 0);
    if (!m_cancel->isEnabled()) { // matching for a lower threshold: cancellable as well
        m_cancel->setEnabled(true);
        m_matchingForClusters = true;
    }
    const double elapsed = m_matchPhase == int(p.phase) ? double(m_matchPhaseTimer.elapsed()) / 1000.0 : 0.0;
    if (m_matchPhase != int(p.phase)) {
        m_matchPhase = int(p.phase);
        m_matchPhaseTimer.start();
    }
    QString figures;
    if (p.phase == MatchProgress::Phase::Verifying || p.phase == MatchProgress::Phase::Reading)
        figures = tr(", %1 pairs").arg(p.pairs);
    else if (p.candidates > 0)
        figures = tr(", %1 candidates").arg(p.candidates);
    if (p.done > 0 && p.total > p.done && elapsed > 0.5)
        figures += tr(", %1 s left").arg(int(elapsed * double(p.total - p.done) / double(p.done) + 0.5));
    m_status->setText(
        tr("Matching: %1, %2 of %3%4").arg(matchPhaseText(p.phase)).arg(p.done).arg(p.total).arg(figures));
}

void MainWindow::onScanFinished(const QString &state, const QString &message)
{
    m_cancel->setEnabled(false);
    m_progress->setValue(state == QLatin1String("done") ? 1000 : m_progress->value());
    const QString title = state == QLatin1String("done")        ? tr("Scan finished")
                          : state == QLatin1String("cancelled") ? tr("Scan cancelled (the next scan resumes)")
                                                                : tr("Scan failed");
    m_status->setText(title + QLatin1Char('\n') + message);
    Q_EMIT scanFinished(state);
}

void MainWindow::recluster()
{
    if (m_indexPath.isEmpty() || !QFileInfo::exists(m_indexPath))
        return;
    if (m_controller->isBusy()) {
        m_reclusterPending = true; // once the running job ends
        return;
    }
    m_controller->startClustering(m_indexPath, currentPolicy(), currentThreshold());
}

void MainWindow::showView(const IndexView &view)
{
    if (!view.status.isOk()) {
        m_summary->setText(tr("Cannot open the index %1:\n%2").arg(m_indexPath, view.status.message()));
        m_model->clear();
        return;
    }
    const IndexStats &st = view.stats;
    m_sweeps = view.sweeps;
    std::unordered_map<int, QString> sweepLabels;
    qint64 pages = 0;
    for (const Sweep &sweep : m_sweeps) {
        sweepLabels.emplace(sweep.id, sweep.label);
        pages += sweep.documents;
    }
    m_model->setClusters(view.clusters, view.documents, std::move(sweepLabels));
    // Host and sweep matter only for web pages: folder scans keep their columns.
    if (m_view->isColumnHidden(ClusterModel::HostColumn) == m_model->hasWebPages()) {
        m_view->setColumnHidden(ClusterModel::HostColumn, !m_model->hasWebPages());
        m_view->setColumnHidden(ClusterModel::SweepColumn, !m_model->hasWebPages());
        if (m_model->hasWebPages()) // room for a host name such as "docs.example.org"
            m_view->header()->resizeSection(
                ClusterModel::HostColumn,
                m_view->fontMetrics().horizontalAdvance(QStringLiteral("www.example-site.org")));
    }
    m_crawlAction->setEnabled(!m_sweeps.empty());
    if (m_crawlView && m_crawlView->isVisible()) { // answer for the index as it is now
        if (m_sweeps.empty())
            m_crawlView->hide();
        else
            m_crawlView->setIndex(m_indexPath, currentThreshold());
    }
    m_summary->setText(tr("Index: %1\n"
                          "Documents: %2 (%3 indexed, %4 could not be used), %5\n"
                          "Identical documents: %6 in %7 groups\n"
                          "Lexically equivalent: %8 in %9 groups\n"
                          "Shingle equivalent: %10 in %11 groups\n"
                          "Near-duplicate pairs: %12\n"
                          "Clusters (%13 at %14): %15 holding %16 documents\n"
                          "Last scan: %17")
                           .arg(m_indexPath)
                           .arg(st.documents)
                           .arg(st.indexed)
                           .arg(st.failed)
                           .arg(QLocale().formattedDataSize(st.bytes))
                           .arg(st.identicalDocs)
                           .arg(st.identicalGroups)
                           .arg(st.lexicalDocs)
                           .arg(st.lexicalGroups)
                           .arg(st.shingleDocs)
                           .arg(st.shingleGroups)
                           .arg(st.pairs)
                           .arg(st.clusterPolicy.isEmpty() ? tr("none") : st.clusterPolicy)
                           .arg(st.clusterThreshold)
                           .arg(st.clusters)
                           .arg(st.clusteredDocs)
                           .arg(st.lastScanState.isEmpty() ? tr("none") : st.lastScanState) +
                       (m_sweeps.empty()
                            ? QString()
                            : QLatin1Char('\n') + tr("Web archives: %n sweeps, %1 pages (View > Crawl...)",
                                                     nullptr, int(m_sweeps.size()))
                                                      .arg(pages)));
    qint64 problems = 0;
    for (const auto &[code, n] : st.problems)
        problems += n;
    m_problemsButton->setText(
        tr("%n problems...", nullptr, int(std::min<qint64>(problems, std::numeric_limits<int>::max()))));
    m_problemsButton->setVisible(problems > 0);
    if (m_problemsDialog && m_problemsDialog->isVisible())
        m_problemsDialog->setIndex(m_indexPath);
    if (m_actionLogDialog && m_actionLogDialog->isVisible())
        m_actionLogDialog->setIndex(m_indexPath);
    statusBar()->showMessage(tr("%n clusters", nullptr, m_model->clusterCount()));
    Q_EMIT clustersShown(m_model->clusterCount());
}

void MainWindow::openIndex(const QString &path)
{
    auto store = IndexStore::open(path);
    m_indexPath = path;
    if (!store) {
        m_summary->setText(tr("Cannot open the index %1:\n%2").arg(path, store.status().message()));
        m_model->clear();
        return;
    }
    // Show the index with the policy and threshold it was last clustered with.
    const QString policy = (*store)->setting(QStringLiteral("cluster_policy")).valueOr(QString());
    const double threshold = (*store)
                                 ->setting(QStringLiteral("cluster_threshold"), QStringLiteral("0.5"))
                                 .valueOr(QStringLiteral("0.5"))
                                 .toDouble();
    store = Status::error(Status::Code::Internal, QStringLiteral("closed"));
    {
        const QSignalBlocker blockPolicy(m_policy);
        const QSignalBlocker blockThreshold(m_threshold);
        if (const int i = m_policy->findData(policy); i >= 0)
            m_policy->setCurrentIndex(i);
        m_threshold->setValue(int(threshold * 100 + 0.5));
        m_thresholdLabel->setText(QString::number(m_threshold->value()) + QLatin1Char('%'));
    }
    setWindowTitle(tr("Lookalike - %1").arg(QFileInfo(path).fileName()));
    rememberIndex(path);
    // Reading a large index takes seconds (10^6 documents: ~4 s): off the GUI thread.
    m_summary->setText(tr("Reading %1...").arg(path));
    QPointer<MainWindow> self(this);
    const int serial = ++m_viewSerial;
    startWorker(QThread::create([self, path, serial] {
        std::shared_ptr<IndexView> view = loadIndexView(path);
        QMetaObject::invokeMethod(
            qApp,
            [self, view, serial] {
                if (self && self->m_viewSerial == serial) // nothing newer shown meanwhile
                    self->showView(*view);
            },
            Qt::QueuedConnection);
    }));
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

void MainWindow::showCharts()
{
    auto store = IndexStore::open(m_indexPath, IndexStore::Mode::ReadOnly);
    if (!store) {
        m_notify(tr("Cannot read the index: %1").arg(store.status().message()));
        return;
    }
    std::map<int, int> sizes;
    for (int i = 0; i < m_model->clusterCount(); ++i)
        ++sizes[int(m_model->clusterAt(i).members.size())];
    std::vector<double> resemblances;
    if (auto pairs = (*store)->pairs(0, 2); pairs)
        for (const ScoredPair &p : *pairs)
            resemblances.push_back(p.resemblance);
    auto *dialog = new ChartsDialog(sizes, resemblances, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void MainWindow::findSimilar(const QString &file)
{
    const QString index = m_indexPath;
    QPointer<MainWindow> self(this);
    statusBar()->showMessage(tr("Looking for documents like %1...").arg(file));
    QThread *worker = QThread::create([self, index, file] {
        auto results = std::make_shared<std::vector<SimilarDocument>>();
        auto paths = std::make_shared<std::unordered_map<qint64, QString>>();
        QString problem;
        auto store = IndexStore::open(index, IndexStore::Mode::ReadOnly);
        if (!store) {
            problem = store.status().message();
        } else {
            DocumentAnalyzer analyzer(indexSketchParams(**store), ExtractParams{});
            Status read = analyzer.readFile(file, qint64(1) << 31);
            auto doc = read ? analyzer.analyze(QFileInfo(file).fileName()) : Result<AnalyzedDocument>(read);
            auto similar = doc ? lookalike::findSimilar(**store, doc->sketch, 0.3, 0.5)
                               : Result<std::vector<SimilarDocument>>(doc.status());
            auto locators = (*store)->locators();
            if (!similar || !locators)
                problem = (!similar ? similar.status() : locators.status()).message();
            else {
                *results = std::move(similar).value();
                *paths = std::move(locators).value();
            }
        }
        QMetaObject::invokeMethod(
            qApp,
            [self, file, results, paths, problem] {
                if (!self)
                    return;
                if (!problem.isEmpty()) {
                    self->m_notify(tr("Cannot look up %1: %2").arg(file, problem));
                    return;
                }
                auto *dialog = new SimilarDialog(file, *results, *paths, self);
                dialog->setAttribute(Qt::WA_DeleteOnClose);
                dialog->show();
                self->statusBar()->clearMessage();
                Q_EMIT self->similarShown(int(results->size()));
            },
            Qt::QueuedConnection);
    });
    startWorker(worker);
}

void MainWindow::updateSelectionActions()
{
    const QStringList paths = selectedPaths();
    const bool webPage =
        std::any_of(paths.begin(), paths.end(), [](const QString &p) { return isWebLocator(p); });
    m_revealAction->setEnabled(!webPage);
    m_trashAction->setEnabled(!webPage);
}

void MainWindow::showSelection()
{
    updateSelectionActions();
    QList<QModelIndex> rows;
    const QModelIndexList selected = m_view->selectionModel()->selectedRows(ClusterModel::PathColumn);
    for (const QModelIndex &index : selected)
        if (index.data(ClusterModel::DocIdRole).toLongLong() != 0)
            rows << index;
    if (rows.size() != 2) {
        m_diff->setVisible(false);
        ++m_pairRequest; // results of an earlier comparison no longer apply
    }
    if (rows.size() == 1) {
        const QModelIndex &m = rows.first();
        const QString path = m.data(ClusterModel::PathRole).toString();
        if (m.data(ClusterModel::IsRepresentativeRole).toBool()) {
            m_pair->setText(tr("%1\nThe representative of its cluster.").arg(path));
            return;
        }
        const QModelIndex row = m.siblingAtColumn(ClusterModel::ResemblanceColumn);
        m_pair->setText(
            tr("%1\nResemblance to the representative: %2 (estimate)\nContained in it: %3; contains it: %4")
                .arg(path, row.data().toString(),
                     m.siblingAtColumn(ClusterModel::ContainedColumn).data().toString(),
                     m.siblingAtColumn(ClusterModel::ContainsColumn).data().toString()));
        return;
    }
    if (rows.size() != 2) {
        m_pair->setText(tr("Select a document, or two documents of a cluster to compare them."));
        return;
    }
    const QString pathA = rows[0].data(ClusterModel::PathRole).toString();
    const QString pathB = rows[1].data(ClusterModel::PathRole).toString();
    const qint64 idA = rows[0].data(ClusterModel::DocIdRole).toLongLong();
    const qint64 idB = rows[1].data(ClusterModel::DocIdRole).toLongLong();
    // A web page is named by its URL and sweep (the same URL is often in several sweeps).
    auto described = [](const QModelIndex &row) {
        const QString path = row.data(ClusterModel::PathRole).toString();
        const QString sweep = row.siblingAtColumn(ClusterModel::SweepColumn).data().toString();
        return sweep.isEmpty() ? path : tr("%1 (sweep %2)").arg(path, sweep);
    };
    const QString a = described(rows[0]);
    const QString b = described(rows[1]);
    // Above the diff panes: a file's name, a web page's URL and sweep.
    const QString titleA = isWebLocator(pathA) ? a : QFileInfo(pathA).fileName();
    const QString titleB = isWebLocator(pathB) ? b : QFileInfo(pathB).fileName();
    m_pair->setText(tr("A: %1\nB: %2\nComputing the exact figures...").arg(a, b));
    // The exact figures and the word diff read both documents again: off the GUI thread.
    const QString index = m_indexPath;
    QPointer<MainWindow> self(this);
    const int request = ++m_pairRequest;
    QThread *worker = QThread::create([self, index, a, b, pathA, pathB, titleA, titleB, idA, idB, request] {
        struct Result
        {
            QString text;
            std::vector<std::string> wordsA, wordsB;
            WordDiffResult diff;
            bool ok = false;
            QStringList gone; // files of the pair moved or deleted outside Lookalike
        };
        auto result = std::make_shared<Result>();
        auto store = IndexStore::open(index, IndexStore::Mode::ReadOnly);
        if (!store) {
            result->text = store.status().message();
        } else {
            // Each document is read and extracted once: its shingle set gives the exact
            // figures, its canonical words the diff.
            DocumentAnalyzer analyzer(indexSketchParams(**store), ExtractParams{});
            struct Side
            {
                std::vector<std::uint64_t> shingles;
                std::vector<std::string> words;
            };
            // A file is read again; a web page from the record of its archive.
            auto read = [&analyzer, &store](qint64 id, const QString &path, Side &side) -> Status {
                auto doc = reanalyze(**store, analyzer, id, path);
                if (!doc)
                    return doc.status();
                side.shingles = analyzer.shingleSet();
                analyzer.canonicalizer().tokens(analyzer.lastText(), side.words);
                return Status::ok();
            };
            Side sideA, sideB;
            Status readStatus = read(idA, pathA, sideA);
            if (readStatus)
                readStatus = read(idB, pathB, sideB);
            auto sa = (*store)->sketchOf(idA);
            auto sb = (*store)->sketchOf(idB);
            if (!readStatus) {
                result->text = tr("A: %1\nB: %2\nCannot compare: %3").arg(a, b, readStatus.message());
                for (const QString &path : {pathA, pathB})
                    if (!isWebLocator(path) && isGone(path))
                        result->gone << path;
                for (const QString &path : std::as_const(result->gone))
                    result->text +=
                        QLatin1Char('\n') +
                        tr("%1 is gone: moved or deleted outside Lookalike. Remove Missing Files from Index "
                           "forgets it.")
                            .arg(path);
            } else {
                const ExactResemblance exact =
                    exactResemblance(std::move(sideA.shingles), std::move(sideB.shingles));
                const ResemblanceEstimate e = (sa && sb) ? estimate(*sa, *sb) : ResemblanceEstimate{};
                result->text = tr("A: %1\nB: %2\n"
                                  "Resemblance: %3 exact, %4 estimated\n"
                                  "Containment of A in B: %5 exact, %6 estimated\n"
                                  "Containment of B in A: %7 exact, %8 estimated\n"
                                  "Shared shingles: %9 (A has %10, B has %11)")
                                   .arg(a, b, percentText(exact.resemblance), percentText(e.resemblance),
                                        percentText(exact.containmentAInB), percentText(e.containmentAInB),
                                        percentText(exact.containmentBInA), percentText(e.containmentBInA))
                                   .arg(exact.shared)
                                   .arg(exact.sizeA)
                                   .arg(exact.sizeB);
                result->wordsA = std::move(sideA.words);
                result->wordsB = std::move(sideB.words);
                result->diff = diffWords(result->wordsA, result->wordsB);
                result->ok = true;
            }
        }
        QMetaObject::invokeMethod(
            qApp,
            [self, result, titleA, titleB, request] {
                if (!self || request != self->m_pairRequest)
                    return; // a newer selection is being compared
                self->m_pair->setText(result->text);
                if (!result->gone.isEmpty())
                    self->m_forgetMissingButton->setVisible(true);
                self->m_diff->setVisible(result->ok);
                if (result->ok)
                    self->m_diff->setDocuments(titleA, result->wordsA, titleB, result->wordsB, result->diff);
            },
            Qt::QueuedConnection);
    });
    startWorker(worker);
}

QStringList MainWindow::selectedPaths(std::vector<qint64> *ids) const
{
    QStringList paths;
    const QModelIndexList rows = m_view->selectionModel()->selectedRows(ClusterModel::PathColumn);
    for (const QModelIndex &row : rows) {
        const qint64 id = row.data(ClusterModel::DocIdRole).toLongLong();
        if (id == 0)
            continue; // a cluster row
        paths << row.data(ClusterModel::PathRole).toString();
        if (ids)
            ids->push_back(id);
    }
    return paths;
}

bool MainWindow::isInReferenceFolder(const QString &path) const
{
    // Compare real paths: a reference folder reached by another name (a symbolic link, a bind
    // mount) still protects its files.
    auto inside = [](const QString &file, const QString &folder) {
        if (file.isEmpty() || folder.isEmpty())
            return false;
        const QString relative = QDir(folder).relativeFilePath(file);
        return relative == QLatin1String(".") ||
               (!relative.startsWith(QLatin1String("..")) && !QDir::isAbsolutePath(relative));
    };
    const QString real = QFileInfo(path).canonicalFilePath();
    for (int i = 0; i < m_sources->count(); ++i) {
        if (m_sources->item(i)->checkState() != Qt::Checked)
            continue;
        const QString folder = m_sources->item(i)->text();
        if (inside(path, folder) || inside(real, QFileInfo(folder).canonicalFilePath()))
            return true;
    }
    return false;
}

void MainWindow::copySelectedPaths()
{
    const QStringList paths = selectedPaths();
    if (!paths.isEmpty())
        QApplication::clipboard()->setText(paths.join(QLatin1Char('\n')));
}

void MainWindow::exportClusters()
{
    const QString file = m_chooseExport(tr("Export Clusters"));
    if (file.isEmpty())
        return;
    // The selected clusters (or the clusters of selected members), else all of them.
    std::vector<const Cluster *> chosen;
    for (const QModelIndex &row : m_view->selectionModel()->selectedRows())
        if (const Cluster *c = m_model->cluster(m_proxy->mapToSource(row));
            c && std::find(chosen.begin(), chosen.end(), c) == chosen.end())
            chosen.push_back(c);
    auto store = IndexStore::open(m_indexPath, IndexStore::Mode::ReadOnly);
    auto docs = store ? (*store)->documentInfos()
                      : Result<std::unordered_map<qint64, IndexStore::DocumentInfo>>(store.status());
    if (!docs) {
        m_notify(tr("Cannot read the index: %1").arg(docs.status().message()));
        return;
    }
    auto path = [&](qint64 id) {
        return docs->count(id) ? docs->at(id).locator : QString();
    };
    auto bytes = [&](qint64 id) {
        return docs->count(id) ? docs->at(id).size : qint64(0);
    };
    if (chosen.empty())
        for (int i = 0; i < m_model->clusterCount(); ++i)
            chosen.push_back(&m_model->clusterAt(i));
    int id = 0;
    if (writeCsv(file, csv::clustersHeader(), [&](QTextStream &stream) {
            for (const Cluster *c : chosen) {
                ++id;
                for (const ClusterMember &m : c->members)
                    stream << csv::clusterRow(id, *c, m, path, bytes) << '\n';
            }
        }))
        statusBar()->showMessage(tr("Exported %n clusters to %1", nullptr, id).arg(file));
}

bool MainWindow::writeCsv(const QString &file, const QString &header,
                          const std::function<void(QTextStream &)> &rows)
{
    QSaveFile out(file);
    if (out.open(QIODevice::WriteOnly)) {
        QTextStream stream(&out);
        stream << header << '\n';
        rows(stream);
        stream.flush();
        if (out.commit())
            return true;
    }
    m_notify(tr("Cannot write %1: %2").arg(file, out.errorString()));
    return false;
}

void MainWindow::exportPairs()
{
    const QString file = m_chooseExport(tr("Export Pairs"));
    if (file.isEmpty())
        return;
    std::vector<qint64> selected;
    selectedPaths(&selected);
    auto store = IndexStore::open(m_indexPath, IndexStore::Mode::ReadOnly);
    if (!store) {
        m_notify(tr("Cannot read the index: %1").arg(store.status().message()));
        return;
    }
    // Pairs at the window's threshold; with documents selected, only the pairs among them.
    auto pairs = (*store)->pairs(currentThreshold(), 2.0);
    auto docs = (*store)->locators();
    if (!pairs || !docs) {
        m_notify(tr("Cannot read the index"));
        return;
    }
    int written = 0;
    const auto isSelected = [&](qint64 id) {
        return std::find(selected.begin(), selected.end(), id) != selected.end();
    };
    if (writeCsv(file, csv::pairsHeader(), [&](QTextStream &stream) {
            for (const ScoredPair &p : *pairs) {
                if (selected.size() >= 2 && !(isSelected(p.docA) && isSelected(p.docB)))
                    continue;
                stream << csv::pairRow(p, [&](qint64 id) {
                    const auto it = docs->find(id);
                    return it != docs->end() ? it->second : QString();
                }) << '\n';
                ++written;
            }
        }))
        statusBar()->showMessage(tr("Exported %n pairs to %1", nullptr, written).arg(file));
}

std::vector<MainWindow::SelectedDocument> MainWindow::selectedDocuments(bool clusterRowsToo) const
{
    std::vector<SelectedDocument> out;
    std::set<qint64> seen;
    // The members of a cluster row of the (source) model, and which of them is its representative.
    auto add = [&](const QModelIndex &member, const Cluster *cluster, const QString &representative) {
        const qint64 id = member.data(ClusterModel::DocIdRole).toLongLong();
        if (id != 0 && seen.insert(id).second)
            out.push_back({id, member.data(ClusterModel::PathRole).toString(), cluster, representative});
    };
    auto representativeOf = [this](const QModelIndex &clusterRow) {
        for (int i = 0; i < m_model->rowCount(clusterRow); ++i) {
            const QModelIndex member = m_model->index(i, 0, clusterRow);
            if (member.data(ClusterModel::IsRepresentativeRole).toBool())
                return member.data(ClusterModel::PathRole).toString();
        }
        return QString();
    };
    const QModelIndexList rows = m_view->selectionModel()->selectedRows(ClusterModel::PathColumn);
    for (const QModelIndex &row : rows) {
        const QModelIndex source = m_proxy->mapToSource(row);
        const Cluster *cluster = m_model->cluster(source);
        if (source.data(ClusterModel::DocIdRole).toLongLong() != 0) {
            add(source, cluster, representativeOf(source.parent()));
        } else if (clusterRowsToo) {
            const QString representative = representativeOf(source);
            for (int i = 0; i < m_model->rowCount(source); ++i)
                add(m_model->index(i, 0, source), cluster, representative);
        }
    }
    return out;
}

void MainWindow::writeIndex(std::function<Status(IndexStore &)> change, std::vector<IndexStore::Action> log,
                            std::function<void(const Status &)> done)
{
    if (m_indexPath.isEmpty())
        return;
    const QString index = m_indexPath;
    QPointer<MainWindow> self(this);
    startWorker(QThread::create(
        [self, index, change = std::move(change), log = std::move(log), done = std::move(done)] {
            Status status;
            auto store = IndexStore::open(index);
            if (!store) {
                status = store.status();
            } else if (status = (*store)->begin(); status) {
                if (change)
                    status = change(**store);
                if (status)
                    status = (*store)->logActions(log);
                if (status)
                    status = (*store)->commit();
                if (!status)
                    (*store)->rollback();
            }
            QMetaObject::invokeMethod(
                qApp,
                [self, status, done] {
                    if (!self)
                        return;
                    if (done)
                        done(status);
                    if (self->m_actionLogDialog && self->m_actionLogDialog->isVisible())
                        self->m_actionLogDialog->setIndex(self->m_indexPath);
                    Q_EMIT self->indexUpdated(status.isOk());
                },
                Qt::QueuedConnection);
        }));
}

void MainWindow::ignoreSelection()
{
    // The selected members; a selected cluster row stands for all its members.
    const std::vector<SelectedDocument> docs = selectedDocuments(true);
    if (docs.size() < 2)
        return;
    std::vector<std::pair<qint64, qint64>> pairs;
    for (std::size_t i = 0; i < docs.size(); ++i)
        for (std::size_t j = i + 1; j < docs.size(); ++j)
            pairs.emplace_back(docs[i].id, docs[j].id);
    std::vector<IndexStore::Action> log;
    for (const SelectedDocument &d : docs)
        log.push_back(logRow(
            "ignore", "done", d.path,
            tr("marked as not a duplicate of the %n other documents selected", nullptr, int(docs.size() - 1)),
            d.representative));
    const int count = int(pairs.size());
    writeIndex(
        [pairs = std::move(pairs)](IndexStore &store) { return store.ignorePairs(pairs); }, std::move(log),
        [this, count](const Status &status) {
            if (!status) {
                m_notify(
                    tr("Cannot remember the ignored pairs in %1: %2").arg(m_indexPath, status.message()));
                return;
            }
            statusBar()->showMessage(tr("%n pairs will be ignored", nullptr, count));
            recluster();
        });
}

void MainWindow::moveSelectionToTrash()
{
    const std::vector<SelectedDocument> docs = selectedDocuments(false);
    if (docs.empty())
        return;
    // Web pages read from archives are no files.
    QStringList pages;
    for (const SelectedDocument &d : docs)
        if (isWebLocator(d.path))
            pages << d.path;
    if (!pages.isEmpty()) {
        m_notify(tr("These are web pages of an imported archive, not files: they cannot be moved to the "
                    "trash.\n%1")
                     .arg(pages.join(QLatin1Char('\n'))));
        return;
    }
    // Never inside a reference folder: nothing moves, and the log says why.
    std::vector<IndexStore::Action> log;
    QStringList protectedFiles;
    for (const SelectedDocument &d : docs) {
        if (!isInReferenceFolder(d.path))
            continue;
        protectedFiles << d.path;
        log.push_back(
            logRow("trash", "refused", d.path, tr("in a reference folder: never touched"), d.representative));
    }
    if (!protectedFiles.isEmpty()) {
        writeIndex({}, std::move(log), {});
        m_notify(tr("These files are in a reference folder and are never touched:\n%1")
                     .arg(protectedFiles.join(QLatin1Char('\n'))));
        return;
    }
    // The last copy of a cluster: every member is selected. Its representative stays unless the
    // user says explicitly that it goes too.
    std::set<qint64> chosen;
    for (const SelectedDocument &d : docs)
        chosen.insert(d.id);
    std::set<const Cluster *> clusters;
    std::set<qint64> lastCopyIds;
    TrashRequest request;
    for (const SelectedDocument &d : docs) {
        request.files << d.path;
        if (d.cluster && clusters.insert(d.cluster).second &&
            std::all_of(d.cluster->members.begin(), d.cluster->members.end(),
                        [&](const ClusterMember &m) { return chosen.count(m.docId) > 0; }))
            lastCopyIds.insert(d.cluster->representative);
    }
    for (const SelectedDocument &d : docs)
        if (lastCopyIds.count(d.id))
            request.lastCopies << d.path;
    const TrashAnswer answer = m_confirmTrash(request);
    if (!answer.confirmed)
        return;
    // The home trash is $XDG_DATA_HOME/Trash. Qt 6.4 moves files into "files" under the working
    // directory when it cannot make that folder (its parent missing on a fresh account): make it.
    const QString dataHome = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    const bool trashPossible = QDir().mkpath(dataHome);
    std::vector<qint64> removed;
    QStringList failed;
    QStringList gone;
    int moved = 0;
    int kept = 0;
    for (const SelectedDocument &d : docs) {
        if (lastCopyIds.count(d.id) && !answer.lastCopiesToo) {
            log.push_back(logRow("trash", "refused", d.path, tr("kept: the last copy of its cluster"),
                                 d.representative));
            ++kept;
            continue;
        }
        if (isGone(d.path)) {
            log.push_back(
                logRow("forget-missing", "done", d.path,
                       tr("already gone (moved or deleted outside Lookalike): removed from the index"),
                       d.representative));
            removed.push_back(d.id);
            gone << d.path;
            continue;
        }
        QFile file(d.path);
        if (!trashPossible) {
            log.push_back(logRow("trash", "failed", d.path, tr("no trash: cannot create %1").arg(dataHome),
                                 d.representative));
            failed << d.path;
        } else if (file.moveToTrash()) {
            // fileName() is now where the file lies in the trash.
            log.push_back(logRow("trash", "done", d.path, tr("moved to the trash: %1").arg(file.fileName()),
                                 d.representative));
            removed.push_back(d.id);
            ++moved;
        } else {
            log.push_back(logRow("trash", "failed", d.path,
                                 tr("could not move to the trash: %1").arg(file.errorString()),
                                 d.representative));
            failed << d.path;
        }
    }
    // The index forgets what went, with the log rows, on a worker thread.
    writeIndex(
        [removed](IndexStore &store) { return store.removeDocuments(removed); }, std::move(log),
        [this](const Status &status) {
            if (!status)
                m_notify(
                    tr("The files went to the trash, but the index could not be updated (%1); the next scan "
                       "will.")
                        .arg(status.message()));
            recluster();
        });
    QStringList problems;
    if (!failed.isEmpty())
        problems << tr("Could not move to the trash:\n%1").arg(failed.join(QLatin1Char('\n')));
    if (!gone.isEmpty())
        problems << tr("Already gone (moved or deleted outside Lookalike), so removed from the index:\n%1")
                        .arg(gone.join(QLatin1Char('\n')));
    if (!problems.isEmpty())
        m_notify(problems.join(QStringLiteral("\n\n")));
    QString message = tr("Moved %n files to the trash", nullptr, moved);
    if (kept > 0)
        message += tr("; kept the last copy of %n clusters", nullptr, kept);
    statusBar()->showMessage(message);
}

void MainWindow::forgetMissingFiles()
{
    if (m_indexPath.isEmpty())
        return;
    statusBar()->showMessage(tr("Checking that every indexed file is still there..."));
    // Millions of files take a while to check: off the GUI thread.
    const QString index = m_indexPath;
    QPointer<MainWindow> self(this);
    startWorker(QThread::create([self, index] {
        auto missing = std::make_shared<std::vector<std::pair<qint64, QString>>>();
        QString problem;
        auto store = IndexStore::open(index, IndexStore::Mode::ReadOnly);
        auto files = store ? (*store)->fileLocators()
                           : Result<std::vector<std::pair<qint64, QString>>>(store.status());
        if (!files)
            problem = files.status().message();
        else
            for (auto &file : *files)
                if (isGone(file.second))
                    missing->push_back(std::move(file));
        QMetaObject::invokeMethod(
            qApp,
            [self, missing, problem] {
                if (!self)
                    return;
                if (!problem.isEmpty()) {
                    self->statusBar()->clearMessage();
                    self->m_notify(tr("Cannot check the indexed files: %1").arg(problem));
                    Q_EMIT self->missingChecked(-1);
                    return;
                }
                Q_EMIT self->missingChecked(int(missing->size()));
                self->forgetDocuments(*missing);
            },
            Qt::QueuedConnection);
    }));
}

void MainWindow::forgetDocuments(const std::vector<std::pair<qint64, QString>> &missing)
{
    if (missing.empty()) {
        m_forgetMissingButton->setVisible(false);
        statusBar()->showMessage(tr("Every indexed file is still there."));
        return;
    }
    QStringList paths;
    for (const auto &file : missing)
        paths << file.second;
    if (!m_confirmForget(paths)) {
        statusBar()->clearMessage();
        return;
    }
    std::vector<qint64> ids;
    std::vector<IndexStore::Action> log;
    for (const auto &[id, path] : missing) {
        ids.push_back(id);
        log.push_back(
            logRow("forget-missing", "done", path,
                   tr("the file is gone (moved or deleted outside Lookalike): removed from the index")));
    }
    const int count = int(ids.size());
    writeIndex(
        [ids = std::move(ids)](IndexStore &store) { return store.removeDocuments(ids); }, std::move(log),
        [this, count](const Status &status) {
            if (!status) {
                m_notify(tr("Cannot remove the missing files from the index: %1").arg(status.message()));
                return;
            }
            m_forgetMissingButton->setVisible(false);
            statusBar()->showMessage(tr("Removed %n missing files from the index", nullptr, count));
            recluster();
        });
}

void MainWindow::showProblems()
{
    if (m_indexPath.isEmpty())
        return;
    if (!m_problemsDialog) {
        m_problemsDialog = new ProblemsDialog(this);
        m_problemsDialog->setExportChooser([this](const QString &title) { return m_chooseExport(title); });
        m_problemsDialog->setNotifier([this](const QString &message) { m_notify(message); });
    }
    m_problemsDialog->setIndex(m_indexPath);
    m_problemsDialog->show();
    m_problemsDialog->raise();
    m_problemsDialog->activateWindow();
}

void MainWindow::showActionLog()
{
    if (m_indexPath.isEmpty())
        return;
    if (!m_actionLogDialog) {
        m_actionLogDialog = new ActionLogDialog(this);
        m_actionLogDialog->setExportChooser([this](const QString &title) { return m_chooseExport(title); });
        m_actionLogDialog->setNotifier([this](const QString &message) { m_notify(message); });
    }
    m_actionLogDialog->setIndex(m_indexPath);
    m_actionLogDialog->show();
    m_actionLogDialog->raise();
    m_actionLogDialog->activateWindow();
}

void MainWindow::chooseIndex()
{
    const QString path = m_chooseIndex();
    if (!path.isEmpty())
        openIndex(path);
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
