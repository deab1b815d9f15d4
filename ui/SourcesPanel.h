#pragma once

#include "scan/ImportJob.h"
#include "scan/ScanJob.h"
#include "store/Folders.h"
#include "store/Statistics.h"

#include <QElapsedTimer>
#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QTreeWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace lookalike {

struct MatchProgress;

// The left panel: the index's folders to scan with their marks (Reference: never touched;
// New: compared against the rest), the scan settings, Scan and Cancel, the progress of every
// phase, and the summary of the index.
class SourcesPanel : public QWidget
{
    Q_OBJECT

public:
    explicit SourcesPanel(QWidget *parent = nullptr);

    // Adds a folder (foldersChanged() follows).
    void addSource(const QString &folder, bool reference = false, bool isNew = false);
    // Shows the folders of the index opened (no foldersChanged()).
    void setFolders(const std::vector<IndexedFolder> &folders);
    std::vector<IndexedFolder> folders() const;
    QStringList sources() const;
    QStringList referenceFolders() const;
    QStringList newFolders() const;
    // The scan the settings describe, into `indexPath` (their sketch settings chosen: an index
    // made with others refuses, or is re-sketched when `resketch`).
    ScanParams scanParams(const QString &indexPath, bool resketch = false) const;
    // Words per shingle and whether numbers are ignored, as the settings show them (wrapping
    // around as the opened index has it).
    ShingleParams shingleParams() const;
    void setShingleParams(const ShingleParams &params);

    // A job runs (Scan disabled, Cancel enabled) or not.
    void setBusy(bool busy);
    // Matching started on its own (before a re-clustering): Cancel stops it too.
    void setCancellable(bool on);
    void setStatus(const QString &text);
    void showScanProgress(const ScanProgress &progress);
    void showImportProgress(const ImportProgress &progress);
    void showResketchProgress(const ResketchProgress &progress);
    void showMatchProgress(const MatchProgress &progress);
    // A job ended: the bar is full when it finished.
    void showFinished(bool done, const QString &text);

    // The index's figures (or why it cannot be read).
    struct Overview
    {
        QString indexPath;
        IndexStats stats;
        int sweeps = 0;
        qint64 pages = 0; // captures of web archives
    };
    void showOverview(const Overview &overview);
    void showOverviewError(const QString &indexPath, const QString &message);
    // While the index at `indexPath` is being opened.
    void showOverviewReading(const QString &indexPath);

Q_SIGNALS:
    void scanRequested();
    // The user added, removed or marked a folder.
    void foldersChanged();
    void cancelRequested();
    void problemsRequested();

private:
    enum FolderColumn
    {
        FolderPathColumn,
        ReferenceColumn,
        NewColumn
    };
    void addRow(const IndexedFolder &folder);
    QTreeWidget *m_sources = nullptr;
    bool m_filling = false; // setFolders(): no foldersChanged()
    QSpinBox *m_shingle = nullptr;
    QCheckBox *m_ignoreNumbers = nullptr;
    QCheckBox *m_ocr = nullptr;
    QCheckBox *m_ocrImages = nullptr;
    QLineEdit *m_ocrLanguages = nullptr;
    bool m_wrapAround = false; // the opened index's (no control for it here: the CLI's --wrap)
    QString m_sketchShown;     // the index and sketch settings the box was last set from
    QLineEdit *m_include = nullptr;
    QLineEdit *m_exclude = nullptr;
    QCheckBox *m_hidden = nullptr;
    QPushButton *m_scan = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_summary = nullptr;
    QPushButton *m_problems = nullptr;
    int m_matchPhase = -1; // the matching phase shown, and since when
    QElapsedTimer m_matchPhaseTimer;
};

} // namespace lookalike
