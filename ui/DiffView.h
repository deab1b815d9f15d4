#pragma once

#include "diff/WordDiff.h"

#include <QTextCharFormat>
#include <QWidget>
#include <string>
#include <vector>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QScrollBar;

namespace lookalike {

// Two documents side by side as rows of canonical words (layoutSideBySide), the changes
// highlighted in place: deleted words on the left, inserted words on the right, replaced words
// on both. Both panes scroll together (their rows are aligned, so by the same number of lines).
// "Previous change" / "Next change" (Alt+Up / Alt+Down) bring both panes to a change; a label
// sums the changes up. Read-only. The text of both panes is built in one pass and inserted as
// a few runs per change, so two 1 MB documents (~170 000 words each) show in well under a second.
class DiffView : public QWidget
{
    Q_OBJECT

public:
    explicit DiffView(QWidget *parent = nullptr);

    // Diffs wordsA against wordsB (diffWords, on this thread) and shows the result; the current
    // change goes back to none (-1). The titles name the documents above their panes.
    void setDocuments(const QString &titleA, const std::vector<std::string> &wordsA, const QString &titleB,
                      const std::vector<std::string> &wordsB);
    // Same with a diff already computed from these words, e.g. on a worker thread.
    void setDocuments(const QString &titleA, const std::vector<std::string> &wordsA, const QString &titleB,
                      const std::vector<std::string> &wordsB, const WordDiffResult &diff);

    int changeCount() const { return int(m_layout.changeOps.size()); }
    // The change shown last by showChange / Next / Previous, -1 if none yet.
    int currentChange() const { return m_current; }
    const DiffSummary &summary() const { return m_summary; }

    // Scrolls both panes to change `index` (0 .. changeCount() - 1) and marks it; out of range
    // is ignored.
    void showChange(int index);
    void nextChange();
    void previousChange();

Q_SIGNALS:
    void currentChangeChanged(int index);

protected:
    void changeEvent(QEvent *event) override;

private:
    void followScroll(QScrollBar *from, QScrollBar *to);
    void updateControls();
    void markCurrent();

    QLabel *m_titleA = nullptr;
    QLabel *m_titleB = nullptr;
    QPlainTextEdit *m_left = nullptr;
    QPlainTextEdit *m_right = nullptr;
    QPushButton *m_previous = nullptr;
    QPushButton *m_next = nullptr;
    QLabel *m_position = nullptr;
    QLabel *m_summaryLabel = nullptr;

    DiffLayout m_layout;
    DiffSummary m_summary;
    bool m_minimal = true;
    // Per change: its character range in each pane (begin == end when a side has no words;
    // begin is then where the change sits).
    std::vector<std::pair<int, int>> m_spansA;
    std::vector<std::pair<int, int>> m_spansB;
    int m_current = -1;
    bool m_syncing = false;
    QTextCharFormat m_deleted;
    QTextCharFormat m_inserted;
    QTextCharFormat m_replaced;
};

} // namespace lookalike
