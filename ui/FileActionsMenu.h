#pragma once

#include <QObject>
#include <functional>

class QAction;
class QUrl;
class QWidget;

namespace lookalike {

class ClusterBrowser;
class IndexWorker;
class SourcesPanel;

// What the user does to the selected documents (the Edit menu and the browser's context
// menu): open, reveal, copy paths, ignore (not duplicates), move to the trash, and forget
// the files removed outside Lookalike. Decisions are the use cases' (core/usecase/FileActions):
// the trash plan is read on the reader thread, confirmed here, carried out on the writer.
class FileActionsMenu : public QObject
{
    Q_OBJECT

public:
    FileActionsMenu(IndexWorker *reader, IndexWorker *writer, ClusterBrowser *browser, SourcesPanel *sources,
                    QWidget *window);

    QAction *openAction() const { return m_open; }
    QAction *revealAction() const { return m_reveal; }
    QAction *copyAction() const { return m_copy; }
    QAction *ignoreAction() const { return m_ignore; }
    QAction *trashAction() const { return m_trash; }
    QAction *forgetMissingAction() const { return m_forgetMissing; }
    QAction *undoIgnoreAction() const { return m_undoIgnore; }
    QAction *keepAction() const { return m_keep; }
    QAction *keepFolderAction() const { return m_keepFolder; }
    QAction *clearKeepAction() const { return m_clearKeep; }

    void openSelected();
    void revealSelected();
    void copySelectedPaths();
    // Marks the selected members (or every member of the selected clusters) as not duplicates
    // of each other, logged.
    void ignoreSelection();
    // Undoes the newest Ignore (logged).
    void undoIgnore();
    // Marks the selected files (or their folders) as the copies to keep: each cluster keeps
    // them first (KeepRule); the clusters are computed again.
    void keepSelected(bool folders);
    // Forgets every "keep this copy" mark.
    void clearKeepMarks();
    // Moves the selected files to the trash after a confirmation listing each with what it
    // resembles: never a web page, never a file of a reference folder, never the last copy of
    // a cluster without an explicit yes. The index forgets them; the log records each.
    void moveSelectionToTrash();
    // Checks (on the reader thread) that every indexed file is still there, and after a
    // confirmation listing the gone ones removes them from the index, logged.
    void forgetMissingFiles();
    // Enables the actions the selection allows.
    void updateActions();

    // Opens one document (a file, or a capture's URL) as Open does.
    void openDocument(const QString &locator, bool capture);

    // Test seam: how documents are opened (default: QDesktopServices::openUrl).
    static void setUrlOpener(std::function<bool(const QUrl &)> open) { s_openUrl = std::move(open); }

Q_SIGNALS:
    // Documents left the index or pairs were ignored: the clusters need computing again.
    void indexChanged();
    // A change and its action-log rows were written (ok) or rolled back.
    void indexUpdated(bool ok);
    // The missing-file check is done: `missing` files are gone (-1: it failed).
    void missingChecked(int missing);
    // Files were found gone (Open): the pair view offers to forget them.
    void missingFound();
    // Every file is there again (after forgetting).
    void noneMissing();
    void statusMessage(const QString &message);

private:
    // Opens a document unless it is a file that is gone (false); says so when nothing opens it.
    bool openOne(const QString &path, bool capture);
    // Tells that `gone` files are gone and how to forget them.
    void showGone(const QStringList &gone);
    static bool openUrl(const QUrl &url);
    static std::function<bool(const QUrl &)> s_openUrl;
    IndexWorker *m_reader;
    IndexWorker *m_writer;
    ClusterBrowser *m_browser;
    SourcesPanel *m_sources;
    QWidget *m_window;
    QAction *m_open = nullptr;
    QAction *m_reveal = nullptr;
    QAction *m_copy = nullptr;
    QAction *m_ignore = nullptr;
    QAction *m_trash = nullptr;
    QAction *m_forgetMissing = nullptr;
    QAction *m_undoIgnore = nullptr;
    QAction *m_keep = nullptr;
    QAction *m_keepFolder = nullptr;
    QAction *m_clearKeep = nullptr;
};

} // namespace lookalike
