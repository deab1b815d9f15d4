#include "SourcesPanel.h"

#include "Dialogs.h"
#include "match/Matcher.h"

#include <QCheckBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <limits>

namespace lookalike {

SourcesPanel::SourcesPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *sourcesBox = new QGroupBox(tr("Folders"), this);
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
    layout->addWidget(sourcesBox);
    connect(add, &QPushButton::clicked, this, [this] {
        const QString folder = FileDialog::getExistingDirectory(this, tr("Add Folder"));
        if (!folder.isEmpty())
            addSource(folder);
    });
    connect(remove, &QPushButton::clicked, this, [this] { qDeleteAll(m_sources->selectedItems()); });

    auto *settingsBox = new QGroupBox(tr("Scan settings"), this);
    auto *form = new QFormLayout(settingsBox);
    m_shingle = new QSpinBox(settingsBox);
    m_shingle->setObjectName(QStringLiteral("shingleSpin"));
    m_shingle->setRange(ShingleParams::kMinWidth, ShingleParams::kMaxWidth);
    m_shingle->setValue(SketchParams{}.shingle.width);
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

void SourcesPanel::addSource(const QString &folder, bool reference)
{
    const QString clean = QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
    if (clean.isEmpty() || sources().contains(clean))
        return;
    auto *item = new QListWidgetItem(clean, m_sources);
    item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
    item->setCheckState(reference ? Qt::Checked : Qt::Unchecked);
    item->setToolTip(tr("Check to mark %1 as a reference folder (never touched)").arg(clean));
}

QStringList SourcesPanel::sources() const
{
    QStringList out;
    for (int i = 0; i < m_sources->count(); ++i)
        out << m_sources->item(i)->text();
    return out;
}

QStringList SourcesPanel::referenceFolders() const
{
    QStringList out;
    for (int i = 0; i < m_sources->count(); ++i)
        if (m_sources->item(i)->checkState() == Qt::Checked)
            out << m_sources->item(i)->text();
    return out;
}

ScanParams SourcesPanel::scanParams(const QString &indexPath) const
{
    ScanParams params;
    params.indexPath = indexPath;
    params.source.roots = sources();
    params.source.includeGlobs = m_include->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    params.source.excludeGlobs = m_exclude->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    params.source.includeHidden = m_hidden->isChecked();
    params.sketch.shingle.width = m_shingle->value();
    return params;
}

int SourcesPanel::shingleWidth() const
{
    return m_shingle->value();
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

void SourcesPanel::showScanProgress(const ScanProgress &p)
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

void SourcesPanel::showImportProgress(const ImportProgress &p)
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

void SourcesPanel::showMatchProgress(const MatchProgress &p)
{
    // The bar goes through each phase; the scan's or import's own part is done by then.
    m_progress->setValue(p.total > 0 ? int(1000.0 * double(p.done) / double(p.total)) : 0);
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

void SourcesPanel::showFinished(bool done, const QString &text)
{
    m_cancel->setEnabled(false);
    m_scan->setEnabled(true);
    m_matchPhase = -1;
    if (done)
        m_progress->setValue(1000);
    m_status->setText(text);
}

void SourcesPanel::showOverview(const Overview &o)
{
    const IndexStats &st = o.stats;
    m_summary->setText(tr("Index: %1\n"
                          "Documents: %2 (%3 indexed, %4 could not be used), %5\n"
                          "Identical documents: %6 in %7 groups\n"
                          "Lexically equivalent: %8 in %9 groups\n"
                          "Shingle equivalent: %10 in %11 groups\n"
                          "Near-duplicate pairs: %12\n"
                          "Clusters (%13 at %14): %15 holding %16 documents\n"
                          "Last scan: %17")
                           .arg(o.indexPath)
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
                       (o.sweeps == 0
                            ? QString()
                            : QLatin1Char('\n') +
                                  tr("Web archives: %n sweeps, %1 pages (View > Crawl...)", nullptr, o.sweeps)
                                      .arg(o.pages)));
    qint64 problems = 0;
    for (const auto &[code, n] : st.problems)
        problems += n;
    m_problems->setText(
        tr("%n problems...", nullptr, int(std::min<qint64>(problems, std::numeric_limits<int>::max()))));
    m_problems->setVisible(problems > 0);
}

void SourcesPanel::showOverviewError(const QString &indexPath, const QString &message)
{
    m_summary->setText(tr("Cannot open the index %1:\n%2").arg(indexPath, message));
    m_problems->setVisible(false);
}

} // namespace lookalike
