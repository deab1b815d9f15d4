#pragma once

#include "diff/LineAlignment.h"
#include "diff/SharedPassages.h"
#include "diff/WordDiff.h"

#include <QBrush>
#include <QTextCharFormat>
#include <QWidget>
#include <cstdint>
#include <vector>

class QLabel;
class QPushButton;
class QScrollBar;
class QSpinBox;
class QTabBar;

namespace lookalike {

class DiffPane;

// Two documents side by side as Meld shows them: each pane holds its document's own text (its
// lines, case and punctuation; for HTML, PDF or DOCX the extracted text), laid out by
// alignLines so that lines holding equal words share a row, with empty filler rows (hatched)
// where one side has more lines. Both panes scroll together, by rows and sideways. Lines are
// never wrapped; when either text is prose (isProse: paragraphs on long lines), both are
// folded at kProseColumns characters, after a space, before they are aligned; otherwise only
// lines longer than kFoldAbove bytes are.
//
// Two modes, chosen in a tab bar:
// - Changes: the word diff's changes highlighted where they are in the text (deleted words on
//   the left, inserted words on the right, changed words on both; their lines tinted), the
//   colours named in a legend; "Previous change" / "Next change" (Alt+Up / Alt+Down) bring
//   both panes to a change. A label sums the changes up.
// - Shared passages: the passages of at least N words (a spin box, 6 by default) that both
//   documents hold, wherever they are (findSharedPassages), with their count and the share of
//   each document's words they cover; Previous / Next bring each pane to its copy of a passage
//   (the panes then keep that offset while they scroll together).
//
// Read-only. Two 1 MB documents (~170 000 words each) show in well under a second: each pane's
// text is built in one pass and inserted as a few runs per change; line tints are painted.
class DiffView : public QWidget
{
    Q_OBJECT

public:
    enum class Mode
    {
        Changes,
        SharedPassages,
    };
    static constexpr int kProseColumns = 100;
    // In a document that is not prose, lines of sentences longer than this (bytes) are folded too.
    static constexpr int kFoldAbove = 240;
    static constexpr int kDefaultPassageWords = 6;

    explicit DiffView(QWidget *parent = nullptr);
    ~DiffView() override;

    // Diffs the tokens of a against b (diffTokenHashes, on this thread) and shows them; the
    // current change or passage goes back to none (-1). The titles name the documents above
    // their panes.
    void setDocuments(const QString &titleA, TokenizedText a, const QString &titleB, TokenizedText b);
    // Same with the diff of their tokens already computed, e.g. on a worker thread.
    void setDocuments(const QString &titleA, TokenizedText a, const QString &titleB, TokenizedText b,
                      const WordDiffResult &diff);

    Mode mode() const { return m_mode; }
    void setMode(Mode mode);
    int minPassageWords() const;
    void setMinPassageWords(int words);

    int changeCount() const { return int(m_changes.size()); }
    const DiffSummary &summary() const { return m_summary; }
    // The shared passages at minPassageWords(), found when the view first shows them (empty
    // until it is in SharedPassages mode).
    const SharedPassages &sharedPassages() const { return m_passages; }
    int passageCount() const { return int(m_passageMarks.size()); }
    // The share of each document's words in shared passages, in [0, 1] (0 for an empty one).
    double sharedShareA() const;
    double sharedShareB() const;

    // The change (Changes mode) or passage (SharedPassages mode) shown last by showChange /
    // Next / Previous, -1 if none yet.
    int currentChange() const { return m_current; }
    // Scrolls both panes to item `index` of the current mode (0 .. changeCount() - 1 or
    // passageCount() - 1) and marks it; out of range is ignored.
    void showChange(int index);
    void nextChange();
    void previousChange();

Q_SIGNALS:
    void currentChangeChanged(int index);

protected:
    void changeEvent(QEvent *event) override;

private:
    // A change or a passage: its character range in each pane (begin == end where a side has
    // none of its words: where it would be) and the row where it starts on each side.
    struct Mark
    {
        int beginA = 0, endA = 0, beginB = 0, endB = 0;
        int rowA = 0, rowB = 0;
    };
    // A highlighted character range of a pane and its colour.
    struct Run
    {
        int begin = 0, end = 0;
        std::uint8_t colour = 0;
    };

    void buildMarks();
    void buildPassages();
    void fillPanes();
    int itemCount() const;
    const std::vector<Mark> &marks() const;
    void followScroll(QScrollBar *from, QScrollBar *to);
    void updateControls();
    void updateSummary();
    void markCurrent();
    void updateColours();

    QTabBar *m_modeBar = nullptr;
    QLabel *m_titleA = nullptr;
    QLabel *m_titleB = nullptr;
    DiffPane *m_left = nullptr;
    DiffPane *m_right = nullptr;
    QPushButton *m_previous = nullptr;
    QPushButton *m_next = nullptr;
    QLabel *m_position = nullptr;
    QLabel *m_minWordsLabel = nullptr;
    QSpinBox *m_minWords = nullptr;
    QLabel *m_summaryLabel = nullptr;
    QWidget *m_changesLegend = nullptr;
    QWidget *m_passagesLegend = nullptr;
    std::vector<QLabel *> m_swatches; // legend swatches, by colour

    Mode m_mode = Mode::Changes;
    TokenizedText m_a;
    TokenizedText m_b;
    DiffSummary m_summary;
    LineAlignment m_alignment;
    QString m_textA; // the panes' text: one line a row
    QString m_textB;
    std::vector<int> m_lineStartA; // where each line of A starts in m_textA
    std::vector<int> m_lineStartB;
    std::vector<Mark> m_changes;
    std::vector<Run> m_changeRunsA;
    std::vector<Run> m_changeRunsB;
    std::vector<std::uint8_t> m_changeTintsA; // per row, a Colour (painted behind the line)
    std::vector<std::uint8_t> m_changeTintsB;
    SharedPassages m_passages;
    bool m_passagesFound = false;
    std::vector<Mark> m_passageMarks; // in order of B
    std::vector<Run> m_passageRunsA;
    std::vector<Run> m_passageRunsB;
    std::vector<std::uint8_t> m_fillerTintsA;
    std::vector<std::uint8_t> m_fillerTintsB;
    int m_current = -1;
    bool m_syncing = false;
    int m_lastTopA = 0; // the vertical scroll values last seen (Shared passages keeps their offset)
    int m_lastTopB = 0;
    std::vector<QTextCharFormat> m_formats; // by colour
    std::vector<QBrush> m_tintBrushes;      // by colour, behind whole rows
};

} // namespace lookalike
