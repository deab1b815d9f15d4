#pragma once

#include "SourcesPanel.h"
#include "store/Settings.h"

#include <QMainWindow>
#include <QPointer>
#include <optional>
#include <vector>

class QAction;
class QLabel;
class QMenu;
class QSplitter;

class QTabWidget;

namespace lookalike {

class ActionLogDialog;
class ClusterBrowser;
class CrawlView;
class ExportActions;
class FileActionsMenu;
class IndexWorker;
class PairPanel;
class RelatedPanel;
class ProblemsDialog;
class ScanController;
class SourcesPanel;
struct Sweep;

// The main window, thin: it wires panels that have one job each (SourcesPanel: sources and
// scan; ClusterBrowser: the clusters; PairPanel: the selected pair; FileActionsMenu: what is
// done to files; ExportActions: exports) to the index's reader and writer threads
// (IndexWorker) and the long jobs (ScanController). Dialogs go through MessageBox and
// FileDialog (Dialogs.h).
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens (or creates) the index at `path` and shows its clusters and folders; errors show
    // in the window. A job running on the index shown before is cancelled (it resumes).
    void openIndex(const QString &path);
    // What `lookalike ARG` opens: an index file; a folder: added to the last index's folders;
    // a path that does not exist: a new index there if the user says so, else the last index.
    // Empty: the last index, else the default one.
    void openFromArgument(const QString &argument);
    // What the desktop hands the window ("Open with Lookalike", lookalike PATH...): an index
    // (the first named) or the last one; folders added to it; web archives (WARC, ARC) offered
    // for import into it.
    void openFromArguments(const QStringList &arguments);
    QString indexPath() const { return m_indexPath; }
    void addSource(const QString &folder, bool reference = false, bool isNew = false);
    QStringList sources() const;

    // Imports web archives (WARC/ARC, plain or gzip) into one sweep of the index, asking for
    // its label, then matches and clusters; progress and cancel as for a scan.
    void importArchives(const QStringList &archives);
    // Whether a dropped or chosen file looks like a web archive (by its name).
    static bool isWebArchiveName(const QString &file);

    // Menu actions, callable directly.
    void exportClusters();
    void exportPairs();
    void moveSelectionToTrash();
    void ignoreSelection();
    void copySelectedPaths();
    void forgetMissingFiles();
    void showCrawl();
    void showProblems();
    void showActionLog();
    void showCharts();
    // Broder's on-the-fly resemblance: the indexed documents like `file` (any file).
    void findSimilar(const QString &file);
    // The pair view of `file` and the indexed document `doc` at `locator`, in a window of its own.
    void compareWithFile(const QString &file, qint64 doc, const QString &locator);

    // The panels, for tests and benchmarks.
    ClusterBrowser *browser() const { return m_browser; }
    IndexWorker *reader() const { return m_reader; }
    IndexWorker *writer() const { return m_writer; }

Q_SIGNALS:
    void scanFinished(const QString &state);
    void importFinished(const QString &state);
    void similarShown(int results);
    // The first page of clusters after a change is shown.
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
    void buildMenus();
    void startScan();
    // Reads what re-clustering needs and finds the related documents of the index shown in the
    // background, when no other job runs (ScanController::startRelating).
    void startRelating();
    void recluster();
    // Reads the figures of the index and the sweeps (reader thread) and shows them.
    void refreshOverview();
    // After re-clustering: only the figures clustering changes.
    void refreshClusterFigures();
    void onJobFinished(const QString &kind, const QString &state, const QString &message);
    // A scan or import was refused (the index was sketched with other settings): asks whether
    // to re-sketch, keep the index's settings, or leave it, and starts the job again as chosen.
    void resolveSketchConflict(const QString &kind, const SketchConflict &conflict);
    void startImport(const QStringList &archives, const QString &label);
    void rememberIndex(const QString &path);
    void saveFolders();
    void showCount(qint64 clusters, qint64 documents);
    // Whether the long job's signals are about the index shown.
    bool jobIsShown() const;
    void fillRecentMenu();
    void chooseIndex();
    void showAbout();

    QString m_indexPath;
    IndexWorker *m_reader = nullptr;
    IndexWorker *m_figures = nullptr; // a second reader, for the aggregates over every document
    IndexWorker *m_writer = nullptr;
    ScanController *m_controller = nullptr;
    SourcesPanel *m_sources = nullptr;
    ClusterBrowser *m_browser = nullptr;
    PairPanel *m_pair = nullptr;
    RelatedPanel *m_related = nullptr; // the Related tab beside the clusters
    QTabWidget *m_lenses = nullptr;
    FileActionsMenu *m_files = nullptr;
    ExportActions *m_exports = nullptr;
    QAction *m_crawlAction = nullptr;
    QLabel *m_count = nullptr; // the clusters shown, in the status bar
    QMenu *m_recent = nullptr;
    QPointer<CrawlView> m_crawlView;
    QPointer<ProblemsDialog> m_problemsDialog;
    QPointer<ActionLogDialog> m_actionLogDialog;
    std::optional<SourcesPanel::Overview> m_overview; // the figures shown
    QStringList m_sweepLabels;                        // of the index shown, oldest first
    QStringList m_savedReferences;                    // the reference folders clustered with
    bool m_opening = false;                           // the index's own folders are being read
    bool m_foldersDirty = false;                      // folders changed meanwhile: saved once they are merged
    bool m_reclusterPending = false;
    bool m_scanPending = false;
    bool m_resketchNext = false; // the next scan or import re-sketches (the user said so)
    std::optional<std::pair<QString, SketchConflict>> m_conflict; // the job that ended was refused
    QStringList m_importArchives; // the last import asked for, and its sweep label
    QString m_importLabel;
    QSplitter *m_centre = nullptr; // the list over the pair view
    bool m_pairPaneGrown = false;  // the first pair compared made room for the diff         // a scan asked
                                   // for while a job ran: started when it ends
    bool m_matchingForClusters = false; // matching again before a re-clustering (Cancel stops it)
};

} // namespace lookalike
