#pragma once

#include "ClusterBrowser.h"
#include "usecase/ComparePair.h"

#include <QWidget>
#include <functional>

class QLabel;
class QPushButton;

namespace lookalike {

class DiffView;
class IndexWorker;

// The pair view under the browser: one selected document's figures to its representative,
// or two selected documents compared (exact figures read from the documents, the sketch
// estimates, and the DiffView of their texts: their changes and the passages they share),
// computed on the reader thread; a newer selection supersedes the comparison running.
class PairPanel : public QWidget
{
    Q_OBJECT

public:
    PairPanel(IndexWorker *reader, QWidget *parent = nullptr);

    // Shows what the selection says (none, one or two documents).
    void showSelection(const std::vector<ClusterBrowser::SelectedRow> &rows, const QModelIndex &single);
    // Compares `file` (any file) with the indexed document `doc` at `locator`.
    void compareFile(const QString &file, qint64 doc, const QString &locator);
    // Hides the offer to forget missing files (they were forgotten).
    void hideForgetMissing();
    void offerForgetMissing();

Q_SIGNALS:
    void forgetMissingRequested();
    // A comparison was shown (ok: with the exact figures and the diff).
    void compared(bool ok);

private:
    // This panel's comparisons supersede each other, not another panel's.
    QString jobKey() const { return QStringLiteral("pair %1").arg(quintptr(this)); }
    void compare(const QString &a, const QString &b, const QString &titleA, const QString &titleB,
                 std::function<usecase::PairComparison(IndexStore &)> work);
    IndexWorker *m_reader;
    QLabel *m_pair = nullptr;
    QPushButton *m_forgetMissing = nullptr;
    DiffView *m_diff = nullptr;
};

} // namespace lookalike
