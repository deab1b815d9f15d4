#include "MainWindow.h"

#include "store/IndexStore.h"

#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QVBoxLayout>

namespace lookalike {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowTitle(tr("Lookalike"));
    resize(900, 600);

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    m_summary = new QLabel(central);
    m_summary->setObjectName(QStringLiteral("indexSummary"));
    m_summary->setAccessibleName(tr("Index summary"));
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setText(tr("No index open. Scan folders with lookalike-cli scan, then open the index here."));
    layout->addWidget(m_summary);
    setCentralWidget(central);

    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(tr("&Open Index..."), this, &MainWindow::chooseIndex);
    open->setShortcut(QKeySequence::Open);
    open->setObjectName(QStringLiteral("actionOpenIndex"));
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::quit);
    quit->setShortcut(QKeySequence::Quit);
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Lookalike"), this, &MainWindow::showAbout);
    statusBar()->showMessage(tr("Ready"));
}

void MainWindow::openIndex(const QString &path)
{
    m_indexPath = path;
    auto store = IndexStore::open(path, IndexStore::Mode::ReadOnly);
    if (!store) {
        m_summary->setText(tr("Cannot open the index %1:\n%2").arg(path, store.status().message()));
        return;
    }
    auto st = (*store)->stats();
    if (!st) {
        m_summary->setText(tr("Cannot read the index %1:\n%2").arg(path, st.status().message()));
        return;
    }
    const QLocale locale;
    m_summary->setText(tr("Index: %1\n\n"
                          "Documents: %2 (%3 indexed, %4 could not be used), %5\n"
                          "Identical documents: %6 in %7 groups\n"
                          "Lexically equivalent: %8 in %9 groups\n"
                          "Shingle equivalent: %10 in %11 groups\n"
                          "Near-duplicate pairs: %12\n"
                          "Clusters (%13 at %14): %15 holding %16 documents\n"
                          "Last scan: %17")
                           .arg(path)
                           .arg(st->documents)
                           .arg(st->indexed)
                           .arg(st->failed)
                           .arg(locale.formattedDataSize(st->bytes))
                           .arg(st->identicalDocs)
                           .arg(st->identicalGroups)
                           .arg(st->lexicalDocs)
                           .arg(st->lexicalGroups)
                           .arg(st->shingleDocs)
                           .arg(st->shingleGroups)
                           .arg(st->pairs)
                           .arg(st->clusterPolicy.isEmpty() ? tr("none") : st->clusterPolicy)
                           .arg(st->clusterThreshold)
                           .arg(st->clusters)
                           .arg(st->clusteredDocs)
                           .arg(st->lastScanState.isEmpty() ? tr("none") : st->lastScanState));
    setWindowTitle(tr("Lookalike - %1").arg(QFileInfo(path).fileName()));
}

void MainWindow::chooseIndex()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Index"), QFileInfo(m_indexPath).absolutePath(),
                                                      tr("Lookalike index (*.sqlite *.db);;All files (*)"));
    if (!path.isEmpty())
        openIndex(path);
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Lookalike"),
                       tr("<h3>Lookalike %1</h3><p>Finds near-duplicate documents: resemblance and containment "
                          "of w-shingle sets, estimated with MinHash sketches (Broder et al.).</p>")
                           .arg(QApplication::applicationVersion()));
}

} // namespace lookalike
