#include "DiffView.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QVBoxLayout>
#include <algorithm>

namespace lookalike {

namespace {

// One pane's text: rows of words separated by single spaces, the changed words' ranges, and
// where each change sits.
struct SideText
{
    struct Run
    {
        int begin;
        int end;
        DiffOp::Kind kind;
    };
    QString text;
    std::vector<Run> runs;                  // changed words, in order
    std::vector<std::pair<int, int>> spans; // per change: [first word, end of last word)
};

SideText buildSide(const std::vector<std::string> &words, const std::vector<DiffPiece> &pieces,
                   const WordDiffResult &diff, const DiffLayout &layout)
{
    SideText side;
    side.spans.assign(layout.changeOps.size(), {0, 0});
    std::size_t bytes = layout.rowCount;
    for (const DiffPiece &piece : pieces) {
        for (std::size_t w = piece.begin; w < piece.end; ++w)
            bytes += words[w].size() + 1;
    }
    side.text.reserve(qsizetype(bytes));

    std::size_t row = 0;
    bool rowHasWords = false;
    auto padTo = [&](std::size_t target) {
        for (; row < target; ++row) {
            side.text += QLatin1Char('\n');
            rowHasWords = false;
        }
    };
    std::size_t p = 0;
    std::size_t change = 0;
    for (std::size_t o = 0; o < diff.ops.size(); ++o) {
        const DiffOp::Kind kind = diff.ops[o].kind;
        const bool isChange = kind != DiffOp::Kind::Equal;
        if (isChange && (p == pieces.size() || pieces[p].op != o)) {
            // Nothing on this side (a Delete seen from B, an Insert from A): mark the place.
            padTo(layout.changeRows[change]);
            const int at = int(side.text.size());
            side.spans[change] = {at, at};
        }
        for (bool first = true; p < pieces.size() && pieces[p].op == o; ++p, first = false) {
            const DiffPiece &piece = pieces[p];
            padTo(piece.row);
            if (rowHasWords)
                side.text += QLatin1Char(' ');
            const int begin = int(side.text.size());
            for (std::size_t w = piece.begin; w < piece.end; ++w) {
                if (w > piece.begin)
                    side.text += QLatin1Char(' ');
                side.text += QString::fromUtf8(words[w].data(), qsizetype(words[w].size()));
            }
            const int end = int(side.text.size());
            rowHasWords = true;
            if (isChange) {
                side.runs.push_back({begin, end, kind});
                if (first)
                    side.spans[change].first = begin;
                side.spans[change].second = end;
            }
        }
        if (isChange)
            ++change;
    }
    if (layout.rowCount > 0)
        padTo(layout.rowCount - 1);
    return side;
}

// Fills the pane's document in one edit block: plain text between the changed runs, each run
// inserted with its format. A few QTextCursor calls per change, nothing per word.
void fillPane(QPlainTextEdit *pane, const SideText &side, const QTextCharFormat &deleted,
              const QTextCharFormat &inserted, const QTextCharFormat &replaced)
{
    QTextDocument *doc = pane->document();
    pane->setExtraSelections({});
    doc->clear();
    QTextCursor cursor(doc);
    cursor.beginEditBlock();
    const QTextCharFormat plain;
    int at = 0;
    for (const SideText::Run &run : side.runs) {
        if (run.begin > at)
            cursor.insertText(side.text.mid(at, run.begin - at), plain);
        const QTextCharFormat &format = run.kind == DiffOp::Kind::Delete   ? deleted
                                        : run.kind == DiffOp::Kind::Insert ? inserted
                                                                           : replaced;
        cursor.insertText(side.text.mid(run.begin, run.end - run.begin), format);
        at = run.end;
    }
    if (at < side.text.size())
        cursor.insertText(side.text.mid(at), plain);
    cursor.endEditBlock();
    pane->moveCursor(QTextCursor::Start);
}

QPlainTextEdit *makePane(const QString &objectName, QWidget *parent)
{
    auto *pane = new QPlainTextEdit(parent);
    pane->setObjectName(objectName);
    pane->setReadOnly(true);
    pane->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    pane->setLineWrapMode(QPlainTextEdit::NoWrap); // one row, one line: the panes stay aligned
    pane->setUndoRedoEnabled(false);
    return pane;
}

} // namespace

DiffView::DiffView(QWidget *parent)
    : QWidget(parent)
{
    // Semi-transparent tints over the pane's own base colour: light text on a dark base and dark
    // text on a light one both stay readable.
    m_deleted.setBackground(QColor(220, 40, 40, 90));
    m_inserted.setBackground(QColor(40, 170, 60, 90));
    m_replaced.setBackground(QColor(235, 165, 0, 110));

    m_previous = new QPushButton(tr("Previous change"), this);
    m_previous->setObjectName(QStringLiteral("diffPrevious"));
    m_previous->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Up));
    m_previous->setToolTip(
        tr("Previous change (%1)").arg(m_previous->shortcut().toString(QKeySequence::NativeText)));
    m_previous->setAccessibleName(tr("Previous change"));
    m_next = new QPushButton(tr("Next change"), this);
    m_next->setObjectName(QStringLiteral("diffNext"));
    m_next->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Down));
    m_next->setToolTip(tr("Next change (%1)").arg(m_next->shortcut().toString(QKeySequence::NativeText)));
    m_next->setAccessibleName(tr("Next change"));
    m_position = new QLabel(this);
    m_position->setObjectName(QStringLiteral("diffPosition"));
    m_summaryLabel = new QLabel(this);
    m_summaryLabel->setObjectName(QStringLiteral("diffSummary"));
    m_summaryLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_previous);
    bar->addWidget(m_next);
    bar->addSpacing(12);
    bar->addWidget(m_position);
    bar->addSpacing(12);
    bar->addWidget(m_summaryLabel, 1);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setChildrenCollapsible(false);
    auto addSide = [&](QLabel *&title, QPlainTextEdit *&pane, const QString &paneName,
                       const QString &titleName) {
        auto *box = new QWidget(splitter);
        auto *column = new QVBoxLayout(box);
        column->setContentsMargins(0, 0, 0, 0);
        title = new QLabel(box);
        title->setObjectName(titleName);
        title->setTextFormat(Qt::PlainText);
        title->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); // long paths never widen the view
        pane = makePane(paneName, box);
        title->setBuddy(pane);
        column->addWidget(title);
        column->addWidget(pane, 1);
        splitter->addWidget(box);
    };
    addSide(m_titleA, m_left, QStringLiteral("diffLeft"), QStringLiteral("diffTitleLeft"));
    addSide(m_titleB, m_right, QStringLiteral("diffRight"), QStringLiteral("diffTitleRight"));
    m_left->setAccessibleName(tr("Left document"));
    m_right->setAccessibleName(tr("Right document"));

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(splitter, 1);

    connect(m_previous, &QPushButton::clicked, this, &DiffView::previousChange);
    connect(m_next, &QPushButton::clicked, this, &DiffView::nextChange);
    QScrollBar *leftBar = m_left->verticalScrollBar();
    QScrollBar *rightBar = m_right->verticalScrollBar();
    connect(leftBar, &QScrollBar::valueChanged, this,
            [this, leftBar, rightBar] { followScroll(leftBar, rightBar); });
    connect(rightBar, &QScrollBar::valueChanged, this,
            [this, leftBar, rightBar] { followScroll(rightBar, leftBar); });

    updateControls();
}

void DiffView::setDocuments(const QString &titleA, const std::vector<std::string> &wordsA,
                            const QString &titleB, const std::vector<std::string> &wordsB)
{
    setDocuments(titleA, wordsA, titleB, wordsB, diffWords(wordsA, wordsB));
}

void DiffView::setDocuments(const QString &titleA, const std::vector<std::string> &wordsA,
                            const QString &titleB, const std::vector<std::string> &wordsB,
                            const WordDiffResult &diff)
{
    m_layout = layoutSideBySide(diff);
    m_summary = diff.summary;
    m_minimal = diff.minimal;
    m_current = -1;

    m_titleA->setText(titleA);
    m_titleA->setToolTip(titleA);
    m_titleB->setText(titleB);
    m_titleB->setToolTip(titleB);
    m_left->setAccessibleName(tr("Left document: %1").arg(titleA));
    m_right->setAccessibleName(tr("Right document: %1").arg(titleB));

    SideText left = buildSide(wordsA, m_layout.a, diff, m_layout);
    SideText right = buildSide(wordsB, m_layout.b, diff, m_layout);
    m_spansA = std::move(left.spans);
    m_spansB = std::move(right.spans);
    {
        const QSignalBlocker blockLeft(m_left->verticalScrollBar());
        const QSignalBlocker blockRight(m_right->verticalScrollBar());
        fillPane(m_left, left, m_deleted, m_inserted, m_replaced);
        fillPane(m_right, right, m_deleted, m_inserted, m_replaced);
    }
    m_left->verticalScrollBar()->setValue(0);
    m_right->verticalScrollBar()->setValue(0);

    QString text;
    if (changeCount() == 0)
        text = tr("No differences: %L1 words").arg(m_summary.equal);
    else
        text = (m_summary.added == 1 ? tr("1 word added") : tr("%L1 words added").arg(m_summary.added)) +
               QStringLiteral(", ") +
               tr("%L1 removed, %L2 changed").arg(m_summary.removed).arg(m_summary.changed);
    if (!m_minimal)
        text +=
            QLatin1Char(' ') + tr("(approximate alignment: the documents differ too much for an exact one)");
    m_summaryLabel->setText(text);
    m_summaryLabel->setToolTip(tr("%L1 words equal").arg(m_summary.equal));
    updateControls();
    Q_EMIT currentChangeChanged(m_current);
}

void DiffView::showChange(int index)
{
    if (index < 0 || index >= changeCount())
        return;
    m_current = index;
    markCurrent();
    const std::size_t i = std::size_t(index);
    for (auto [pane, at] : {std::pair{m_left, m_spansA[i].first}, std::pair{m_right, m_spansB[i].first}}) {
        QTextCursor cursor(pane->document());
        cursor.setPosition(at);
        pane->setTextCursor(cursor);
    }
    // The change's first row a third of the way down both panes.
    const int lineHeight = std::max(1, m_left->fontMetrics().lineSpacing());
    const int visibleRows = m_left->viewport()->height() / lineHeight;
    const int top = std::max(0, int(m_layout.changeRows[i]) - visibleRows / 3);
    m_left->verticalScrollBar()->setValue(top);
    m_right->verticalScrollBar()->setValue(top);
    updateControls();
    Q_EMIT currentChangeChanged(m_current);
}

void DiffView::nextChange()
{
    showChange(std::min(m_current + 1, changeCount() - 1));
}

void DiffView::previousChange()
{
    showChange(std::max(m_current - 1, 0));
}

void DiffView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        markCurrent();
}

// Rows are aligned, so the same first line shows the same rows in both panes.
void DiffView::followScroll(QScrollBar *from, QScrollBar *to)
{
    if (m_syncing)
        return;
    m_syncing = true;
    to->setValue(from->value());
    m_syncing = false;
}

// The current change in the palette's selection colours, in both panes.
void DiffView::markCurrent()
{
    if (m_current < 0 || m_current >= changeCount()) {
        m_left->setExtraSelections({});
        m_right->setExtraSelections({});
        return;
    }
    QTextCharFormat format;
    format.setBackground(palette().brush(QPalette::Highlight));
    format.setForeground(palette().brush(QPalette::HighlightedText));
    const std::size_t i = std::size_t(m_current);
    for (auto [pane, span] : {std::pair{m_left, m_spansA[i]}, std::pair{m_right, m_spansB[i]}}) {
        QList<QTextEdit::ExtraSelection> selections;
        if (span.second > span.first) {
            QTextCursor cursor(pane->document());
            cursor.setPosition(span.first);
            cursor.setPosition(span.second, QTextCursor::KeepAnchor);
            selections.append({cursor, format});
        }
        pane->setExtraSelections(selections);
    }
}

void DiffView::updateControls()
{
    const int count = changeCount();
    m_previous->setEnabled(m_current > 0);
    m_next->setEnabled(m_current < count - 1);
    if (count == 0)
        m_position->setText(tr("No changes"));
    else if (m_current < 0)
        m_position->setText(tr("Changes: %L1").arg(count));
    else
        m_position->setText(tr("Change %L1 of %L2").arg(m_current + 1).arg(count));
}

} // namespace lookalike
