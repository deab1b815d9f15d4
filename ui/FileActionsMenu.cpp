#include "FileActionsMenu.h"

#include "ClusterBrowser.h"
#include "Dialogs.h"
#include "IndexWorker.h"
#include "SourcesPanel.h"
#include "TrashDialog.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDesktopServices>
#include <QFileInfo>
#include <QSet>
#include <QUrl>

namespace lookalike {

namespace {

// The file a selected document is on disk: itself, or for a message or an attachment inside a
// file (a mailbox), that file.
QString fileOnDisk(const ClusterBrowser::SelectedRow &r)
{
    return r.part ? fileOfPart(r.path) : r.path;
}

} // namespace

FileActionsMenu::FileActionsMenu(IndexWorker *reader, IndexWorker *writer, ClusterBrowser *browser,
                                 SourcesPanel *sources, QWidget *window)
    : QObject(window)
    , m_reader(reader)
    , m_writer(writer)
    , m_browser(browser)
    , m_sources(sources)
    , m_window(window)
{
    // A web page of an archive opens at its URL (in a browser); it is no file to reveal or trash.
    m_open = new QAction(tr("&Open Document"), this);
    m_open->setObjectName(QStringLiteral("actionOpenDocument"));
    m_open->setShortcut(Qt::Key_Return);
    m_open->setShortcutContext(Qt::WidgetShortcut);
    connect(m_open, &QAction::triggered, this, &FileActionsMenu::openSelected);
    m_reveal = new QAction(tr("&Reveal in Folder"), this);
    m_reveal->setObjectName(QStringLiteral("actionReveal"));
    connect(m_reveal, &QAction::triggered, this, &FileActionsMenu::revealSelected);
    m_copy = new QAction(tr("&Copy Paths"), this);
    m_copy->setShortcut(QKeySequence::Copy);
    m_copy->setObjectName(QStringLiteral("actionCopyPaths"));
    connect(m_copy, &QAction::triggered, this, &FileActionsMenu::copySelectedPaths);
    m_ignore = new QAction(tr("&Ignore (Not Duplicates)"), this);
    m_ignore->setObjectName(QStringLiteral("actionIgnore"));
    connect(m_ignore, &QAction::triggered, this, &FileActionsMenu::ignoreSelection);
    m_trash = new QAction(tr("Move to &Trash..."), this);
    m_trash->setShortcut(QKeySequence::Delete);
    m_trash->setObjectName(QStringLiteral("actionTrash"));
    connect(m_trash, &QAction::triggered, this, &FileActionsMenu::moveSelectionToTrash);
    m_forgetMissing = new QAction(tr("Remove &Missing Files from Index..."), this);
    m_forgetMissing->setObjectName(QStringLiteral("actionForgetMissing"));
    m_forgetMissing->setToolTip(tr("Forget the indexed files that were moved or deleted outside Lookalike"));
    connect(m_forgetMissing, &QAction::triggered, this, &FileActionsMenu::forgetMissingFiles);
    m_undoIgnore = new QAction(tr("&Undo Ignore"), this);
    m_undoIgnore->setObjectName(QStringLiteral("actionUndoIgnore"));
    m_undoIgnore->setShortcut(QKeySequence::Undo);
    m_undoIgnore->setToolTip(tr("The documents ignored last are near-duplicates again"));
    connect(m_undoIgnore, &QAction::triggered, this, &FileActionsMenu::undoIgnore);
    m_keep = new QAction(tr("&Keep This Copy"), this);
    m_keep->setObjectName(QStringLiteral("actionKeep"));
    m_keep->setToolTip(tr("Make the selected files the copies their clusters keep (the representatives)"));
    connect(m_keep, &QAction::triggered, this, [this] { keepSelected(false); });
    m_keepFolder = new QAction(tr("Keep Copies in This &Folder"), this);
    m_keepFolder->setObjectName(QStringLiteral("actionKeepFolder"));
    m_keepFolder->setToolTip(tr("Every cluster keeps its copy in the folder of the selected file first"));
    connect(m_keepFolder, &QAction::triggered, this, [this] { keepSelected(true); });
    m_clearKeep = new QAction(tr("Forget the Copies to Keep"), this);
    m_clearKeep->setObjectName(QStringLiteral("actionClearKeep"));
    connect(m_clearKeep, &QAction::triggered, this, &FileActionsMenu::clearKeepMarks);
    connect(m_browser, &ClusterBrowser::selectionChanged, this, &FileActionsMenu::updateActions);
}

void FileActionsMenu::updateActions()
{
    const auto rows = m_browser->selectedMembers();
    const bool webPage = std::any_of(rows.begin(), rows.end(), [](const auto &r) { return r.capture; });
    // A message inside a mailbox: its mailbox is revealed; it is not a file to trash or keep.
    const bool part = std::any_of(rows.begin(), rows.end(), [](const auto &r) { return r.part; });
    m_reveal->setEnabled(!webPage);
    m_trash->setEnabled(!webPage && !part);
    m_keep->setEnabled(!rows.empty() && !webPage && !part);
    m_keepFolder->setEnabled(!rows.empty() && !webPage && !part);
}

void FileActionsMenu::openSelected()
{
    QStringList gone;
    for (const auto &r : m_browser->selectedMembers()) {
        const QString path = fileOnDisk(r); // a message: its mailbox
        if (!openOne(path, r.capture))
            gone << path;
    }
    showGone(gone);
}

void FileActionsMenu::openDocument(const QString &locator, bool capture)
{
    if (!openOne(locator, capture))
        showGone({locator});
}

bool FileActionsMenu::openOne(const QString &path, bool capture)
{
    if (!capture && usecase::isGone(path))
        return false;
    if (!openUrl(capture ? QUrl(path) : QUrl::fromLocalFile(path)))
        MessageBox::information(m_window, tr("Lookalike"),
                                tr("No application is set to open %1.\nReveal in Folder shows it in the "
                                   "file manager; Copy Paths copies its path.")
                                    .arg(path));
    return true;
}

void FileActionsMenu::showGone(const QStringList &gone)
{
    if (gone.isEmpty())
        return;
    Q_EMIT missingFound();
    MessageBox::information(
        m_window, tr("Lookalike"),
        tr("These files are gone (moved or deleted outside Lookalike); Edit > Remove Missing "
           "Files from Index forgets them:\n%1",
           nullptr, int(gone.size()))
            .arg(gone.join(QLatin1Char('\n'))));
}

std::function<bool(const QUrl &)> FileActionsMenu::s_openUrl;

bool FileActionsMenu::openUrl(const QUrl &url)
{
    return s_openUrl ? s_openUrl(url) : QDesktopServices::openUrl(url);
}

void FileActionsMenu::undoIgnore()
{
    m_writer->run<int>(
        IndexWorker::kEachJob,
        [](IndexStore &store, const std::atomic_bool &) { return usecase::undoIgnore(store); }, this,
        [this](Result<int> undone) {
            Q_EMIT indexUpdated(undone.isOk());
            if (!undone) {
                MessageBox::information(m_window, tr("Lookalike"),
                                        tr("Cannot undo the ignore: %1").arg(undone.status().message()));
                return;
            }
            if (*undone == 0) {
                Q_EMIT statusMessage(tr("Nothing was ignored: nothing to undo"));
                return;
            }
            Q_EMIT statusMessage(tr("%n pairs are near-duplicates again", nullptr, *undone));
            Q_EMIT indexChanged();
        });
}

void FileActionsMenu::keepSelected(bool folders)
{
    QStringList paths;
    QSet<QString> seen;
    std::vector<usecase::Selected> files;
    for (const auto &r : m_browser->selectedMembers())
        if (!r.capture && !r.part) {
            const QString path = folders ? QFileInfo(r.path).absolutePath() : r.path;
            if (!seen.contains(path)) {
                seen.insert(path);
                paths << path;
                files.push_back(r.selected);
            }
        }
    if (paths.isEmpty())
        return;
    m_writer->run(
        IndexWorker::kEachJob,
        [paths, files, folders](IndexStore &store, const std::atomic_bool &) -> Status {
            if (!folders) { // a file: the newest choice in its cluster wins
                for (const usecase::Selected &file : files)
                    if (Status s = usecase::keepCopy(store, file); !s)
                        return s;
                return Status::ok();
            }
            for (const QString &path : paths)
                if (Status s = usecase::setKeep(store, path, true); !s)
                    return s;
            return Status::ok();
        },
        this,
        [this, paths](Status s) {
            Q_EMIT indexUpdated(s.isOk());
            if (!s) {
                MessageBox::information(m_window, tr("Lookalike"),
                                        tr("Cannot mark the copies to keep: %1").arg(s.message()));
                return;
            }
            Q_EMIT statusMessage(tr("Keeping copies from %1").arg(paths.join(QStringLiteral(", "))));
            Q_EMIT indexChanged();
        });
}

void FileActionsMenu::clearKeepMarks()
{
    m_writer->run(
        IndexWorker::kEachJob,
        [](IndexStore &store, const std::atomic_bool &) -> Status {
            auto marked = store.folders().keepPaths();
            if (!marked)
                return marked.status();
            for (const QString &path : *marked)
                if (Status s = usecase::setKeep(store, path, false); !s)
                    return s;
            return Status::ok();
        },
        this,
        [this](Status s) {
            Q_EMIT indexUpdated(s.isOk());
            if (s)
                Q_EMIT indexChanged();
        });
}

void FileActionsMenu::revealSelected()
{
    for (const auto &r : m_browser->selectedMembers())
        if (!r.capture) // a message: the folder of its mailbox
            QDesktopServices::openUrl(QUrl::fromLocalFile(QFileInfo(fileOnDisk(r)).absolutePath()));
}

void FileActionsMenu::copySelectedPaths()
{
    QStringList paths;
    for (const auto &r : m_browser->selectedMembers())
        paths << r.path;
    if (!paths.isEmpty())
        QApplication::clipboard()->setText(paths.join(QLatin1Char('\n')));
}

void FileActionsMenu::ignoreSelection()
{
    std::vector<usecase::Selected> documents;
    for (const auto &r : m_browser->selectedMembers())
        documents.push_back(r.selected);
    const std::vector<qint64> clusters = m_browser->selectedClusters();
    if (documents.size() + clusters.size() < 1 || (clusters.empty() && documents.size() < 2)) {
        // "Not duplicates" is said of two documents or more, or of a cluster.
        MessageBox::information(m_window, tr("Ignore"),
                                tr("Select two or more members of a cluster (they are not duplicates of "
                                   "each other), or a cluster row (none of its members is a duplicate "
                                   "of another), then Ignore."));
        return;
    }
    auto count = std::make_shared<int>(0);
    m_writer->run(
        IndexWorker::kEachJob,
        [documents, clusters, count](IndexStore &store, const std::atomic_bool &) -> Status {
            // A selected cluster row stands for all its members.
            auto selection = usecase::withClusterMembers(store, documents, clusters);
            if (!selection)
                return selection.status();
            *count = int(selection->size() * (selection->size() - 1) / 2);
            return usecase::ignoreTogether(store, *selection);
        },
        this,
        [this, count](Status status) {
            Q_EMIT indexUpdated(status.isOk());
            if (!status) {
                MessageBox::information(m_window, tr("Lookalike"),
                                        tr("Cannot remember the ignored pairs: %1").arg(status.message()));
                return;
            }
            Q_EMIT statusMessage(tr("%n pairs will be ignored", nullptr, *count));
            Q_EMIT indexChanged();
        });
}

void FileActionsMenu::moveSelectionToTrash()
{
    std::vector<usecase::Selected> documents;
    for (const auto &r : m_browser->selectedMembers())
        documents.push_back(r.selected);
    // A selected cluster row stands for all its members (collapsed or not): the plan keeps
    // each fully selected cluster's last copy unless the user says otherwise.
    const std::vector<qint64> clusters = m_browser->selectedClusters();
    if (documents.empty() && clusters.empty()) {
        MessageBox::information(m_window, tr("Move to Trash"),
                                tr("Select the files to move to the trash, or clusters (their copies "
                                   "but the one kept go), first."));
        return;
    }
    const QStringList references = m_sources->referenceFolders();
    // The decision first, from the index (reader); then the question; then the files (writer).
    m_reader->run<usecase::TrashPlan>(
        QStringLiteral("trashPlan"),
        [documents, clusters, references](IndexStore &store,
                                          const std::atomic_bool &) -> Result<usecase::TrashPlan> {
            auto selection = usecase::withClusterMembers(store, documents, clusters);
            if (!selection)
                return selection.status();
            return usecase::planTrash(store, *selection, references);
        },
        this,
        [this](Result<usecase::TrashPlan> plan) {
            if (!plan) {
                MessageBox::information(m_window, tr("Lookalike"),
                                        tr("Cannot read the index: %1").arg(plan.status().message()));
                return;
            }
            QStringList refused;
            for (const usecase::TrashItem &i : plan->items)
                if (i.verdict == usecase::TrashItem::Verdict::Refused)
                    refused << i.document.locator;
            if (plan->blocked == usecase::TrashPlan::Blocked::WebPages) {
                const bool pages =
                    std::any_of(plan->items.begin(), plan->items.end(),
                                [](const usecase::TrashItem &i) { return i.document.isCapture(); });
                MessageBox::information(
                    m_window, tr("Lookalike"),
                    (pages ? tr("These are web pages of an imported archive, not files: they cannot be "
                                "moved to the trash.\n%1",
                                nullptr, int(refused.size()))
                           : tr("These are messages or attachments inside a mailbox, not files of their own: "
                                "they cannot be moved to the trash (the mailbox is the file).\n%1",
                                nullptr, int(refused.size())))
                        .arg(refused.join(QLatin1Char('\n'))));
                return;
            }
            if (plan->blocked == usecase::TrashPlan::Blocked::ReferenceFolder) {
                MessageBox::information(m_window, tr("Lookalike"),
                                        tr("These files are in a reference folder and are never touched:\n%1",
                                           nullptr, int(refused.size()))
                                            .arg(refused.join(QLatin1Char('\n'))));
            } else {
                const TrashAnswer answer = TrashDialog::ask(m_window, *plan);
                if (!answer.confirmed)
                    return;
                auto outcome = std::make_shared<usecase::TrashOutcome>();
                const usecase::TrashPlan confirmed = *plan;
                m_writer->run(
                    IndexWorker::kEachJob,
                    [confirmed, answer, outcome](IndexStore &store, const std::atomic_bool &) {
                        *outcome = usecase::applyTrash(store, confirmed, answer.lastCopiesToo);
                        return outcome->index;
                    },
                    this,
                    [this, outcome](Status status) {
                        if (!outcome->notStarted.isOk()) { // nothing moved
                            Q_EMIT indexUpdated(false);
                            MessageBox::information(
                                m_window, tr("Lookalike"),
                                tr("Nothing was moved to the trash: the index cannot record the move (%1).")
                                    .arg(outcome->notStarted.message()));
                            Q_EMIT statusMessage(QString());
                            return;
                        }
                        Q_EMIT indexUpdated(status.isOk());
                        QStringList problems;
                        if (outcome->recordedEarlier > 0)
                            problems << tr(
                                "%n earlier moves to the trash, cut short before they were recorded, "
                                "are now recorded from where their files are (View > Action Log).",
                                nullptr, outcome->recordedEarlier);
                        if (!status)
                            problems
                                << tr("The files went to the trash, but the index could not be updated (%1); "
                                      "the next scan will.")
                                       .arg(status.message());
                        if (!outcome->failed.isEmpty())
                            problems << tr("Could not move to the trash:\n%1")
                                            .arg(outcome->failed.join(QLatin1Char('\n')));
                        if (!outcome->gone.isEmpty())
                            problems << tr("Already gone (moved or deleted outside Lookalike), so removed "
                                           "from the "
                                           "index:\n%1")
                                            .arg(outcome->gone.join(QLatin1Char('\n')));
                        if (!problems.isEmpty())
                            MessageBox::information(m_window, tr("Lookalike"),
                                                    problems.join(QStringLiteral("\n\n")));
                        QString message = tr("Moved %n files to the trash", nullptr, outcome->moved);
                        if (outcome->kept > 0)
                            message += tr("; kept the last copy of %n clusters", nullptr, outcome->kept);
                        Q_EMIT statusMessage(message);
                        Q_EMIT indexChanged();
                    });
                return;
            }
            // Refused: nothing moves, and the log says why.
            const usecase::TrashPlan refusal = *plan;
            m_writer->run(
                IndexWorker::kEachJob,
                [refusal](IndexStore &store, const std::atomic_bool &) {
                    return usecase::applyTrash(store, refusal, false).index;
                },
                this, [this](Status status) { Q_EMIT indexUpdated(status.isOk()); });
        });
}

void FileActionsMenu::forgetMissingFiles()
{
    Q_EMIT statusMessage(tr("Checking that every indexed file is still there..."));
    // Millions of files take a while to check: on the reader thread (the newest check wins).
    m_reader->run<std::vector<std::pair<qint64, QString>>>(
        QStringLiteral("missing"),
        [](IndexStore &store, const std::atomic_bool &cancel) {
            return usecase::missingFiles(store, &cancel);
        },
        this,
        [this](Result<std::vector<std::pair<qint64, QString>>> missing) {
            if (!missing) {
                Q_EMIT statusMessage(QString());
                MessageBox::information(
                    m_window, tr("Lookalike"),
                    tr("Cannot check the indexed files: %1").arg(missing.status().message()));
                Q_EMIT missingChecked(-1);
                return;
            }
            Q_EMIT missingChecked(int(missing->size()));
            if (missing->empty()) {
                Q_EMIT noneMissing();
                Q_EMIT statusMessage(tr("Every indexed file is still there."));
                return;
            }
            QStringList paths;
            for (const auto &file : *missing)
                paths << file.second;
            if (MessageBox::question(
                    m_window, tr("Remove Missing Files from Index"),
                    tr("The files of %n indexed documents are gone (moved or deleted outside "
                       "Lookalike). Remove them from the index?\n\nNo file is touched; a scan adds "
                       "them again if they come back. If they are on a disconnected drive, cancel "
                       "and connect it.",
                       nullptr, int(missing->size())),
                    paths.join(QLatin1Char('\n'))) != MessageBox::Yes) {
                Q_EMIT statusMessage(QString());
                return;
            }
            const auto gone = std::move(missing).value();
            const int count = int(gone.size());
            m_writer->run(
                IndexWorker::kEachJob,
                [gone](IndexStore &store, const std::atomic_bool &) {
                    return usecase::forgetMissing(store, gone);
                },
                this,
                [this, count](Status status) {
                    Q_EMIT indexUpdated(status.isOk());
                    if (!status) {
                        MessageBox::information(
                            m_window, tr("Lookalike"),
                            tr("Cannot remove the missing files from the index: %1").arg(status.message()));
                        return;
                    }
                    Q_EMIT noneMissing();
                    Q_EMIT statusMessage(tr("Removed %n missing files from the index", nullptr, count));
                    Q_EMIT indexChanged();
                });
        });
}

} // namespace lookalike
