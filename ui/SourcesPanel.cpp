#include "SourcesPanel.h"

#include "Dialogs.h"
#include "Format.h"
#include "base/Wording.h"
#include "cluster/ClusterPolicy.h"
#include "extract/OcrText.h"
#include "match/Matcher.h"

#include <QCheckBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <limits>

namespace lookalike {

SourcesPanel::SourcesPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *sourcesBox = new QGroupBox(tr("Folders"), this);
    auto *sourcesLayout = new QVBoxLayout(sourcesBox);
    m_sources = new QTreeWidget(sourcesBox);
    m_sources->setObjectName(QStringLiteral("sourceList"));
    m_sources->setAccessibleName(tr("Folders to scan"));
    m_sources->setRootIsDecorated(false);
    m_sources->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_sources->setHeaderLabels({tr("Folder"), tr("Reference"), tr("New")});
    m_sources->headerItem()->setToolTip(FolderPathColumn, tr("The folders this index scans"));
    m_sources->headerItem()->setToolTip(ReferenceColumn,
                                        tr("A reference folder's files are never moved to the trash, and "
                                           "its copies are the ones kept"));
    m_sources->headerItem()->setToolTip(NewColumn, tr("Compare new against old: with \"New documents "
                                                      "only\", only the clusters with a document of a "
                                                      "new folder show (\"which of these files do I "
                                                      "already have?\")"));
    m_sources->header()->setStretchLastSection(false);
    m_sources->header()->setSectionResizeMode(FolderPathColumn, QHeaderView::Stretch);
    m_sources->header()->setSectionResizeMode(ReferenceColumn, QHeaderView::ResizeToContents);
    m_sources->header()->setSectionResizeMode(NewColumn, QHeaderView::ResizeToContents);
    m_sources->setTextElideMode(Qt::ElideMiddle);
    sourcesLayout->addWidget(m_sources);
    connect(m_sources, &QTreeWidget::itemChanged, this, [this] {
        if (!m_filling)
            Q_EMIT foldersChanged();
    });
    auto *sourceButtons = new QHBoxLayout;
    auto *add = new QPushButton(tr("&Add Folder..."), sourcesBox);
    add->setObjectName(QStringLiteral("addFolderButton"));
    auto *remove = new QPushButton(tr("Re&move"), sourcesBox);
    remove->setObjectName(QStringLiteral("removeFolderButton"));
    sourceButtons->addWidget(add);
    sourceButtons->addWidget(remove);
    sourcesLayout->addLayout(sourceButtons);
    layout->addWidget(sourcesBox);
    connect(add, &QPushButton::clicked, this, [this] {
        const QString folder = FileDialog::getExistingDirectory(this, tr("Add Folder"));
        if (!folder.isEmpty())
            addSource(folder);
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        const auto selected = m_sources->selectedItems();
        if (selected.isEmpty())
            return;
        qDeleteAll(selected);
        Q_EMIT foldersChanged();
    });

    auto *settingsBox = new QGroupBox(tr("Scan settings"), this);
    auto *form = new QFormLayout(settingsBox);
    m_shingle = new QSpinBox(settingsBox);
    m_shingle->setObjectName(QStringLiteral("shingleSpin"));
    m_shingle->setRange(ShingleParams::kMinWidth, ShingleParams::kMaxWidth);
    m_shingle->setValue(SketchParams{}.shingle.width);
    form->addRow(tr("Words per &shingle:"), m_shingle);
    m_ignoreNumbers = new QCheckBox(tr("Ignore &numbers"), settingsBox);
    m_ignoreNumbers->setObjectName(QStringLiteral("ignoreNumbersCheck"));
    m_ignoreNumbers->setToolTip(tr(
        "Leave numbers out of the words compared, so that revisions of a form or a spreadsheet whose "
        "figures changed are found as near-duplicates. Changing it on an index asks whether to sketch every "
        "document again."));
    form->addRow(m_ignoreNumbers);
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
    // Text recognition: the user's choice, kept between sessions (not the index's: it changes
    // which files are read, not how texts compare).
    const QStringList installed = installedOcrLanguages();
    const QSettings settings;
    m_ocr = new QCheckBox(tr("Recognize &text in scanned PDFs (OCR)"), settingsBox);
    m_ocr->setObjectName(QStringLiteral("ocrCheck"));
    m_ocr->setToolTip(tr("Read the text of PDF pages that have no text layer (scans). A page takes a few "
                         "seconds."));
    m_ocr->setChecked(settings.value(QStringLiteral("scan/ocr"), true).toBool() && !installed.isEmpty());
    form->addRow(m_ocr);
    m_ocrImages = new QCheckBox(tr("... and in &images (PNG, JPEG, TIFF)"), settingsBox);
    m_ocrImages->setObjectName(QStringLiteral("ocrImagesCheck"));
    m_ocrImages->setToolTip(tr("Also read the text of images: scans and photos of pages. Off by default: a "
                               "folder of photos would take a few seconds a photo."));
    m_ocrImages->setChecked(settings.value(QStringLiteral("scan/ocrImages"), false).toBool());
    form->addRow(m_ocrImages);
    m_ocrLanguages = new QLineEdit(settingsBox);
    m_ocrLanguages->setObjectName(QStringLiteral("ocrLanguagesEdit"));
    m_ocrLanguages->setText(settings.value(QStringLiteral("scan/ocrLanguages")).toString());
    m_ocrLanguages->setPlaceholderText(defaultOcrLanguages());
    m_ocrLanguages->setToolTip(
        tr("The languages of the scans, as Tesseract names them, joined by +. Installed: %1.")
            .arg(installed.isEmpty() ? tr("none") : installed.join(QStringLiteral(", "))));
    form->addRow(tr("OCR &languages:"), m_ocrLanguages);
    if (installed.isEmpty()) {
        m_ocr->setChecked(false);
        m_ocr->setEnabled(false);
        m_ocrImages->setChecked(false);
        m_ocrImages->setEnabled(false);
        m_ocrLanguages->setEnabled(false);
        m_ocr->setToolTip(
            tr("Text recognition needs Tesseract's language data (the package tesseract-ocr-eng, "
               "for English), which is not installed."));
    }
    connect(m_ocr, &QCheckBox::toggled, m_ocrLanguages, &QWidget::setEnabled);
    connect(m_ocr, &QCheckBox::toggled, m_ocrImages, &QWidget::setEnabled);
    m_ocrLanguages->setEnabled(m_ocr->isChecked());
    m_ocrImages->setEnabled(m_ocr->isChecked());
    connect(m_ocr, &QCheckBox::toggled, this,
            [](bool on) { QSettings().setValue(QStringLiteral("scan/ocr"), on); });
    connect(m_ocrImages, &QCheckBox::toggled, this,
            [](bool on) { QSettings().setValue(QStringLiteral("scan/ocrImages"), on); });
    connect(m_ocrLanguages, &QLineEdit::editingFinished, this, [this] {
        QSettings().setValue(QStringLiteral("scan/ocrLanguages"), m_ocrLanguages->text().trimmed());
    });
    layout->addWidget(settingsBox);

    auto *scanRow = new QHBoxLayout;
    m_scan = new QPushButton(tr("&Scan"), this);
    m_scan->setObjectName(QStringLiteral("scanButton"));
    m_scan->setDefault(true);
    m_cancel = new QPushButton(tr("&Cancel"), this);
    m_cancel->setObjectName(QStringLiteral("cancelButton"));
    m_cancel->setEnabled(false);
    scanRow->addWidget(m_scan);
    scanRow->addWidget(m_cancel);
    layout->addLayout(scanRow);
    connect(m_scan, &QPushButton::clicked, this, &SourcesPanel::scanRequested);
    connect(m_cancel, &QPushButton::clicked, this, &SourcesPanel::cancelRequested);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("scanProgress"));
    m_progress->setAccessibleName(tr("Scan progress"));
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    layout->addWidget(m_progress);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("scanStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    layout->addWidget(m_status);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("indexSummary"));
    m_summary->setAccessibleName(tr("Index summary"));
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_summary->setText(tr("No index open."));
    layout->addWidget(m_summary);
    m_problems = new QPushButton(this);
    m_problems->setObjectName(QStringLiteral("problemsButton"));
    m_problems->setFlat(true);
    m_problems->setCursor(Qt::PointingHandCursor);
    m_problems->setToolTip(
        tr("The documents that could not be used and the last scan's problems, with their reasons"));
    m_problems->setStyleSheet(
        QStringLiteral("QPushButton { color: palette(link); text-decoration: underline; "
                       "text-align: left; padding: 0; }"));
    m_problems->setVisible(false);
    connect(m_problems, &QPushButton::clicked, this, &SourcesPanel::problemsRequested);
    layout->addWidget(m_problems, 0, Qt::AlignLeft);
    layout->addStretch();
}

void SourcesPanel::addRow(const IndexedFolder &folder)
{
    auto *item = new QTreeWidgetItem(m_sources);
    item->setText(FolderPathColumn, folder.path);
    item->setToolTip(FolderPathColumn, folder.path);
    item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
    item->setCheckState(ReferenceColumn, folder.reference ? Qt::Checked : Qt::Unchecked);
    item->setToolTip(ReferenceColumn,
                     tr("Check to mark %1 as a reference folder (never touched)").arg(folder.path));
    item->setCheckState(NewColumn, folder.isNew ? Qt::Checked : Qt::Unchecked);
    item->setToolTip(NewColumn,
                     tr("Check to mark %1 as new: compared against the other folders").arg(folder.path));
}

void SourcesPanel::addSource(const QString &folder, bool reference, bool isNew)
{
    const QString clean = QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
    if (clean.isEmpty() || sources().contains(clean))
        return;
    {
        const QSignalBlocker quiet(m_sources);
        addRow({clean, reference, isNew});
    }
    Q_EMIT foldersChanged();
}

void SourcesPanel::setFolders(const std::vector<IndexedFolder> &folders)
{
    m_filling = true;
    m_sources->clear();
    for (const IndexedFolder &f : folders)
        addRow(f);
    m_filling = false;
}

std::vector<IndexedFolder> SourcesPanel::folders() const
{
    std::vector<IndexedFolder> out;
    for (int i = 0; i < m_sources->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = m_sources->topLevelItem(i);
        out.push_back({item->text(FolderPathColumn), item->checkState(ReferenceColumn) == Qt::Checked,
                       item->checkState(NewColumn) == Qt::Checked});
    }
    return out;
}

QStringList SourcesPanel::sources() const
{
    QStringList out;
    for (const IndexedFolder &f : folders())
        out << f.path;
    return out;
}

QStringList SourcesPanel::referenceFolders() const
{
    return lookalike::referenceFolders(folders());
}

QStringList SourcesPanel::newFolders() const
{
    return lookalike::newFolders(folders());
}

ScanParams SourcesPanel::scanParams(const QString &indexPath, bool resketch) const
{
    ScanParams params;
    params.indexPath = indexPath;
    params.source.roots = sources();
    params.source.includeGlobs = m_include->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    params.source.excludeGlobs = m_exclude->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    params.source.includeHidden = m_hidden->isChecked();
    params.sketch.shingle = shingleParams();
    params.extract.ocr.enabled = m_ocr->isChecked();
    params.extract.ocr.images = m_ocrImages->isChecked();
    params.extract.ocr.languages = m_ocrLanguages->text().trimmed();
    params.sketchChoice = {.asked = true, .resketch = resketch};
    return params;
}

ShingleParams SourcesPanel::shingleParams() const
{
    ShingleParams params;
    params.width = m_shingle->value();
    params.ignoreNumbers = m_ignoreNumbers->isChecked();
    params.wrapAround = m_wrapAround;
    return params;
}

void SourcesPanel::setShingleParams(const ShingleParams &params)
{
    m_shingle->setValue(params.width);
    m_ignoreNumbers->setChecked(params.ignoreNumbers);
    m_wrapAround = params.wrapAround;
}

void SourcesPanel::setBusy(bool busy)
{
    m_scan->setEnabled(!busy);
    m_cancel->setEnabled(busy);
    if (busy)
        m_progress->setValue(0);
}

void SourcesPanel::setCancellable(bool on)
{
    m_cancel->setEnabled(on);
}

void SourcesPanel::setStatus(const QString &text)
{
    m_status->setText(text);
}

void SourcesPanel::showResketchProgress(const ResketchProgress &p)
{
    m_progress->setRange(0, 1000);
    m_progress->setValue(p.total > 0 ? int(1000.0 * double(p.done) / double(p.total)) : 0);
    m_status->setText(tr("Re-sketching: %1 of %2 documents read again (the current sketches stay until all "
                         "are made)")
                          .arg(p.done)
                          .arg(p.total));
}

void SourcesPanel::showScanProgress(const ScanProgress &p)
{
    if (p.resketch.total > 0 && p.filesFound == 0) {
        showResketchProgress(p.resketch);
        return;
    }
    const double done = p.bytesFound > 0 ? double(p.bytesDone) / double(p.bytesFound) : 0.0;
    // Until the walk has found every file, a share of what was found so far is no share of the
    // scan (it read 87 % at 10 094 of 10 352+ files): the bar only says that work goes on.
    if (p.walkDone) {
        m_progress->setRange(0, 1000);
        m_progress->setValue(int(done * 1000));
    } else {
        m_progress->setRange(0, 0);
    }
    const double rate = p.elapsedSeconds > 0 ? double(p.bytesDone) / 1e6 / p.elapsedSeconds : 0.0;
    const double eta = (p.walkDone && done > 0.01) ? p.elapsedSeconds * (1 - done) / done : -1;
    m_status->setText(tr("Files: %1 of %2%3, %4 MB/s%5, %6\n%7")
                          .arg(p.filesDone)
                          .arg(p.filesFound)
                          .arg(p.walkDone ? QString() : QStringLiteral("+"))
                          .arg(rate, 0, 'f', 1)
                          // Of the reading only: matching follows.
                          .arg(eta >= 0 ? tr(", %1 s left to read").arg(int(eta + 0.5)) : QString())
                          .arg(tr("%n problems", nullptr, pluralCount(p.problems)))
                          .arg(p.recognizing.isEmpty() ? QFileInfo(p.currentFile).fileName()
                                                       : tr("Recognizing text: %1, page %2 of %3")
                                                             .arg(QFileInfo(p.recognizing).fileName())
                                                             .arg(p.recognizingPage)
                                                             .arg(p.recognizingPages)));
}

void SourcesPanel::showImportProgress(const ImportProgress &p)
{
    if (p.resketch.total > 0 && p.archivesTotal == 0) {
        showResketchProgress(p.resketch);
        return;
    }
    const double done = p.bytesTotal > 0 ? double(p.bytesDone) / double(p.bytesTotal) : 0.0;
    m_progress->setRange(0, 1000);
    m_progress->setValue(int(done * 1000));
    const double rate = p.elapsedSeconds > 0 ? double(p.bytesDone) / 1e6 / p.elapsedSeconds : 0.0;
    m_status->setText(tr("Archive %1 of %2, %3 MB/s: %4, %5, %6\n%7")
                          .arg(std::min(p.archivesDone + 1, std::max(p.archivesTotal, 1)))
                          .arg(p.archivesTotal)
                          .arg(rate, 0, 'f', 1)
                          .arg(tr("%n records", nullptr, pluralCount(p.records)))
                          .arg(tr("%n pages", nullptr, pluralCount(p.documents)))
                          .arg(tr("%n problems", nullptr, pluralCount(p.problems)))
                          .arg(QFileInfo(p.currentArchive).fileName()));
}

void SourcesPanel::showMatchProgress(const MatchProgress &p)
{
    // The bar goes through each phase; the scan's or import's own part is done by then.
    m_progress->setRange(0, 1000);
    m_progress->setValue(p.total > 0 ? int(1000.0 * double(p.done) / double(p.total)) : 0);
    const double elapsed = m_matchPhase == int(p.phase) ? double(m_matchPhaseTimer.elapsed()) / 1000.0 : 0.0;
    if (m_matchPhase != int(p.phase)) {
        m_matchPhase = int(p.phase);
        m_matchPhaseTimer.start();
    }
    QString figures;
    if (p.phase == MatchProgress::Phase::Verifying || p.phase == MatchProgress::Phase::Reading)
        figures = tr(", %n pairs", nullptr, pluralCount(qint64(p.pairs)));
    else if (p.candidates > 0)
        figures = tr(", %n candidates", nullptr, pluralCount(qint64(p.candidates)));
    if (p.done > 0 && p.total > p.done && elapsed > 0.5)
        figures += tr(", %1 s left in this phase") // other phases follow: no time for all of them
                       .arg(int(elapsed * double(p.total - p.done) / double(p.done) + 0.5));
    m_status->setText(
        tr("Matching: %1, %2 of %3%4").arg(matchPhaseText(p.phase)).arg(p.done).arg(p.total).arg(figures));
}

void SourcesPanel::showFinished(bool done, const QString &text)
{
    m_cancel->setEnabled(false);
    m_scan->setEnabled(true);
    m_matchPhase = -1;
    m_progress->setRange(0, 1000);
    if (done)
        m_progress->setValue(1000);
    m_status->setText(text);
}

void SourcesPanel::showOverview(const Overview &o)
{
    const IndexStats &st = o.stats;
    // The sketch settings shown are the opened index's (set again only when they or the index
    // change, so that a width the user chose stays until the scan that asks for it).
    if (const QString shown = o.indexPath + QLatin1Char('\n') + st.sketchParams; shown != m_sketchShown) {
        m_sketchShown = shown;
        if (const auto params = SketchParams::fromString(st.sketchParams);
            params && !st.sketchParams.isEmpty())
            setShingleParams(params->shingle);
    }
    m_summary->setText(
        tr("Index: %1\n"
           "Documents: %2 (%3 indexed, %4 could not be used), %5\n"
           "Identical documents: %6 in %7\n"
           "Lexically equivalent: %8 in %9\n"
           "Shingle equivalent: %10 in %11\n"
           "Near-duplicate pairs: %12\n"
           "%13\n"
           "Last scan: %14")
            .arg(o.indexPath)
            .arg(st.documents)
            .arg(st.indexed)
            .arg(st.failed)
            .arg(QLocale().formattedDataSize(st.bytes))
            .arg(st.identicalDocs)
            .arg(tr("%n groups", nullptr, pluralCount(st.identicalGroups)))
            .arg(st.lexicalDocs)
            .arg(tr("%n groups", nullptr, pluralCount(st.lexicalGroups)))
            .arg(st.shingleDocs)
            .arg(tr("%n groups", nullptr, pluralCount(st.shingleGroups)))
            .arg(st.pairs)
            // An index never clustered has no policy nor threshold to name.
            .arg(st.clusterPolicy.isEmpty()
                     ? tr("Clusters: none yet")
                     : tr("Clusters (%1 at %2): %3 holding %4")
                           .arg(policyTitle(st.clusterPolicy), percentText(st.clusterThreshold))
                           .arg(st.clusters)
                           .arg(tr("%n documents", nullptr, pluralCount(st.clusteredDocs))))
            .arg(st.lastScanState.isEmpty() ? tr("none") : scanStateText(st.lastScanState)) +
        (o.sweeps == 0 ? QString()
                       : QLatin1Char('\n') + tr("Web archives: %1, %2 (View > Crawl...)")
                                                 .arg(tr("%n sweeps", nullptr, o.sweeps),
                                                      tr("%n pages", nullptr, pluralCount(o.pages)))));
    qint64 problems = 0;
    for (const auto &[code, n] : st.problems)
        problems += n;
    m_problems->setText(
        tr("%n problems...", nullptr, int(std::min<qint64>(problems, std::numeric_limits<int>::max()))));
    m_problems->setVisible(problems > 0);
}

void SourcesPanel::showOverviewReading(const QString &indexPath)
{
    m_summary->setText(tr("Index: %1\nreading...").arg(indexPath));
    m_problems->setVisible(false);
}

void SourcesPanel::showOverviewError(const QString &indexPath, const QString &message)
{
    m_summary->setText(tr("Cannot open the index %1:\n%2").arg(indexPath, message));
    m_problems->setVisible(false);
}

} // namespace lookalike
