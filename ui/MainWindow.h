#pragma once

#include "cluster/ClusterPolicy.h"
#include "store/IndexStore.h"

#include <QElapsedTimer>
#include <QMainWindow>
#include <QPointer>
#include <QThread>

#include <functional>
#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QMenu;
class QTextStream;
class QProgressBar;
class QPushButton;
class QSlider;
class QSortFilterProxyModel;
class QSpinBox;
class QTreeView;

namespace lookalike {

class ActionLogDialog;
class ClusterModel;
class CrawlView;
class ProblemsDialog;
class DiffView;
class ScanController;
struct ImportProgress;
struct IndexView;
struct ScanProgress;

// The main window: sources and scan settings on the left, the cluster browser in the middle,
// the figures of the selected pair below it.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens (or creates) the index at `path` and shows its clusters; errors show in the window.
    void openIndex(const QString &path);
    QString indexPath() const { return m_indexPath; }
    void addSource(const QString &folder, bool reference = false);
    QStringList sources() const;

    // Seams for tests: how a folder and an index file are chosen (defaults: file dialogs).
    void setFolderChooser(std::function<QString()> chooser) { m_chooseFolder = std::move(chooser); }
    void setIndexChooser(std::function<QString()> chooser) { m_chooseIndex = std::move(chooser); }
    // Where an export is saved (default: a save dialog); empty cancels.
    void setExportChooser(std::function<QString(const QString &title)> chooser) { m_chooseExport = std::move(chooser); }
    // What the trash confirmation is asked.
    struct TrashRequest
    {
        QStringList files;      // every selected file, as the confirmation lists them
        QStringList lastCopies; // of `files`: the last copy of a cluster whose every member is selected
                                // (its representative); kept unless the answer says lastCopiesToo
    };
    struct TrashAnswer
    {
        bool confirmed = false;     // false: nothing moves
        bool lastCopiesToo = false; // the explicit yes for the last copies too
    };
    // Asks whether these files may go to the trash (default: a dialog listing them, with an
    // unchecked box for the last copies).
    void setTrashConfirmation(std::function<TrashAnswer(const TrashRequest &request)> confirm)
    {
        m_confirmTrash = std::move(confirm);
    }
    // Asks whether the documents whose files are gone may leave the index (default: a message
    // box listing them).
    void setForgetConfirmation(std::function<bool(const QStringList &missing)> confirm) { m_confirmForget = std::move(confirm); }
    // Shows a refusal or an error (default: a message box).
    void setNotifier(std::function<void(const QString &message)> notify) { m_notify = std::move(notify); }
    // How a file to look up is chosen (default: an open dialog).
    void setFileChooser(std::function<QString()> chooser) { m_chooseFile = std::move(chooser); }
    // Which web archives to import (default: an open dialog for several files); empty cancels.
    void setArchiveChooser(std::function<QStringList()> chooser) { m_chooseArchives = std::move(chooser); }
    // The sweep the archives go into (default: an input dialog): empty names the sweep after
    // the archives' dates; nullopt cancels the import.
    void setSweepLabelChooser(std::function<std::optional<QString>(const QStringList &archives)> chooser)
    {
        m_chooseSweepLabel = std::move(chooser);
    }

    // Imports web archives (WARC/ARC, plain or gzip) into one sweep of the index, asking for
    // its label, then matches and clusters; progress and cancel as for a scan.
    void importArchives(const QStringList &archives);
    // Opens the crawl window (sweeps, hosts, mirrors, lost and found, evolution).
    void showCrawl();
    // Whether a dropped or chosen file looks like a web archive (by its name).
    static bool isWebArchiveName(const QString &file);

    // Actions on the selected members (also in the view's context menu and the Edit menu).
    void exportClusters();
    void exportPairs();
    // Moves the selected files to the trash after a confirmation listing them: never a file of
    // a reference folder, never the last copy of a cluster without an explicit yes. The index
    // forgets them and the action log records each file (moved, failed, refused), in one
    // transaction on a worker thread; then indexUpdated().
    void moveSelectionToTrash();
    void copySelectedPaths();
    // Marks the selected members (or every member of the selected clusters) as not
    // duplicates of each other; remembered in the index with action-log rows (on a worker
    // thread, then indexUpdated()), then re-clusters.
    void ignoreSelection();
    // Edit > Remove Missing Files from Index: checks off the GUI thread that every indexed file
    // is still there (missingChecked()), and after a confirmation listing the gone ones removes
    // them from the index, logged as forget-missing (then indexUpdated()).
    void forgetMissingFiles();
    // View > Problems... and View > Action Log...
    void showProblems();
    void showActionLog();
    void showCharts();
    // Broder's on-the-fly resemblance: the indexed documents like `file` (any file).
    void findSimilar(const QString &file);

Q_SIGNALS:
    void scanFinished(const QString &state);
    void importFinished(const QString &state);
    void similarShown(int results);
    void clustersShown(int clusters);
    // An action's change to the index and its action-log rows were written (ok) or rolled back.
    void indexUpdated(bool ok);
    // The missing-file check is done: `missing` indexed files are gone (-1: it failed).
    void missingChecked(int missing);

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void buildUi();
    void startScan();
    void showProgress(const ScanProgress &progress);
    void showMatchProgress(const MatchProgress &progress);
    void onScanFinished(const QString &state, const QString &message);
    void showImportProgress(const ImportProgress &progress);
    void onImportFinished(const QString &state, const QString &message);
    void updateSelectionActions();
    void recluster();
    void showView(const IndexView &view);
    void showSelection();
    void showAbout();
    void chooseIndex();
    ClusterPolicy currentPolicy() const;
    double currentThreshold() const;

    QString m_indexPath;
    ScanController *m_controller = nullptr;
    ClusterModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;

    QListWidget *m_sources = nullptr;
    QSpinBox *m_shingle = nullptr;
    QLineEdit *m_include = nullptr;
    QLineEdit *m_exclude = nullptr;
    QCheckBox *m_hidden = nullptr;
    QPushButton *m_scan = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QComboBox *m_policy = nullptr;
    QSlider *m_threshold = nullptr;
    QLabel *m_thresholdLabel = nullptr;
    QLineEdit *m_filter = nullptr;
    QTreeView *m_view = nullptr;
    QLabel *m_pair = nullptr;
    DiffView *m_diff = nullptr;
    QLabel *m_summary = nullptr;
    QAction *m_crawlAction = nullptr;
    QAction *m_revealAction = nullptr;
    QAction *m_trashAction = nullptr;
    QPushButton *m_problemsButton = nullptr;      // "N problems" under the summary
    QPushButton *m_forgetMissingButton = nullptr; // shown when the pair view finds a file gone
    QPointer<CrawlView> m_crawlView;
    QPointer<ProblemsDialog> m_problemsDialog;
    QPointer<ActionLogDialog> m_actionLogDialog;
    std::vector<Sweep> m_sweeps;          // of the index shown
    bool m_reclusterPending = false;
    bool m_matchingForClusters = false; // matching again before a re-clustering (Cancel stops it)
    int m_matchPhase = -1;              // the matching phase shown, and since when
    QElapsedTimer m_matchPhaseTimer;
    int m_pairRequest = 0;                 // the latest pair comparison; older results are dropped
    int m_viewSerial = 0;                  // the latest index view asked for; an older one is dropped
    QList<QPointer<QThread>> m_workers;   // comparisons and look-ups still running (joined on close)
    void startWorker(QThread *worker);

    QStringList selectedPaths(std::vector<qint64> *ids = nullptr) const;
    // A selected document, its cluster and the locator of the cluster's representative.
    struct SelectedDocument
    {
        qint64 id = 0;
        QString path;
        const Cluster *cluster = nullptr;
        QString representative;
    };
    // The selected members; with clusterRowsToo, a selected cluster row stands for all its members.
    std::vector<SelectedDocument> selectedDocuments(bool clusterRowsToo) const;
    // Writes `change` (may be empty) and the action-log rows `log` in one transaction, on a
    // worker thread with a connection of its own; then, on the GUI thread, `done` and indexUpdated().
    void writeIndex(std::function<Status(IndexStore &)> change, std::vector<IndexStore::Action> log,
                    std::function<void(const Status &)> done);
    void forgetDocuments(const std::vector<std::pair<qint64, QString>> &missing);
    // Writes header and rows to `file` atomically; tells the user and returns false on failure.
    bool writeCsv(const QString &file, const QString &header, const std::function<void(QTextStream &)> &rows);
    bool isInReferenceFolder(const QString &path) const;

    std::function<QString()> m_chooseFolder;
    std::function<QString()> m_chooseIndex;
    std::function<QString(const QString &)> m_chooseExport;
    std::function<TrashAnswer(const TrashRequest &)> m_confirmTrash;
    std::function<bool(const QStringList &)> m_confirmForget;
    std::function<void(const QString &)> m_notify;
    std::function<QString()> m_chooseFile;
    std::function<QStringList()> m_chooseArchives;
    std::function<std::optional<QString>(const QStringList &)> m_chooseSweepLabel;
    QMenu *m_recent = nullptr;
    void rememberIndex(const QString &path);
    void fillRecentMenu();
};

} // namespace lookalike
