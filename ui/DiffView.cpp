#include "DiffView.h"

#include "Format.h"

#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QPaintEvent>
#include <QPainter>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QTabBar>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QVBoxLayout>
#include <algorithm>
#include <climits>
#include <initializer_list>
#include <numeric>
#include <tuple>

namespace lookalike {

namespace {

// What a highlighted range or a row is painted with.
enum Colour : std::uint8_t
{
    NoColour,
    Deleted,  // words of A that B does not have
    Inserted, // words of B that A does not have
    Changed,  // words replaced by others
    Shared,   // a passage both documents hold
    Filler,   // a row where this side has no line
    Surface,  // the same words written otherwise: case, punctuation or spacing only
    ColourCount,
};

int clampedCount(std::size_t n)
{
    return int(std::min<std::size_t>(n, INT_MAX));
}

// One pane's text: the document's lines, one a row (an empty line where this side has none),
// and where each line starts in it. Characters a text document would take as the end of a
// block or of a line, and other controls, are shown as symbols of the same length, so that
// every row stays one line and offsets stay put.
QString paneText(const std::string &utf8, const std::vector<TextLine> &lines,
                 const std::vector<AlignedRow> &rows, bool sideA, std::vector<int> &lineStart)
{
    lineStart.assign(lines.size(), 0);
    QString out;
    out.reserve(qsizetype(utf8.size() + rows.size()));
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (r > 0)
            out += QLatin1Char('\n');
        const int line = sideA ? rows[r].a : rows[r].b;
        if (line < 0)
            continue;
        const TextLine &l = lines[std::size_t(line)];
        const qsizetype at = out.size();
        lineStart[std::size_t(line)] = int(at);
        out += QString::fromUtf8(utf8.data() + l.begin, qsizetype(l.end - l.begin));
        for (qsizetype i = at; i < out.size(); ++i) {
            const char16_t c = out.at(i).unicode();
            if (c < 0x20 && c != u'\t')
                out[i] = QChar(char16_t(0x2400 + c)); // U+240x CONTROL PICTURES
            else if (c == 0x2028 || c == 0x2029 || c == 0x85 || c == 0xFDD0 || c == 0xFDD1)
                out[i] = QChar(QChar::ReplacementCharacter);
        }
    }
    return out;
}

// The pane positions (UTF-16 offsets in paneText) of byte offsets of the document, in any
// order; an offset between two lines goes to the end of the first. One pass over the text.
std::vector<int> panePositions(const std::string &utf8, const std::vector<TextLine> &lines,
                               const std::vector<int> &lineStart, const std::vector<std::uint32_t> &bytes)
{
    std::vector<int> out(bytes.size(), 0);
    if (lines.empty())
        return out;
    std::vector<std::uint32_t> order(bytes.size());
    std::iota(order.begin(), order.end(), 0u);
    std::sort(order.begin(), order.end(),
              [&](std::uint32_t x, std::uint32_t y) { return bytes[x] < bytes[y]; });
    std::size_t line = 0;
    std::uint32_t at = lines[0].begin;
    int position = lineStart[0];
    for (const std::uint32_t q : order) {
        const std::uint32_t x = bytes[q];
        while (line + 1 < lines.size() && lines[line + 1].begin <= x) {
            ++line;
            at = lines[line].begin;
            position = lineStart[line];
        }
        const std::uint32_t target = std::min(x, lines[line].end);
        for (; at < target; ++at) {
            const auto c = static_cast<unsigned char>(utf8[at]);
            if ((c & 0xC0) != 0x80)
                position += c >= 0xF0 ? 2 : 1; // four bytes: a surrogate pair
        }
        out[q] = position;
    }
    return out;
}

// Where a run of tokens [begin, end) is in the text; an empty run sits after the token before it.
std::pair<std::uint32_t, std::uint32_t> byteRange(const std::vector<TokenSpan> &spans, std::size_t begin,
                                                  std::size_t end)
{
    if (begin < end)
        return {spans[begin].begin, spans[end - 1].end};
    const std::uint32_t at = begin > 0 ? spans[begin - 1].end : 0;
    return {at, at};
}

QPixmap swatch(const QBrush &brush, const QPalette &palette)
{
    const int side = 12;
    QPixmap pixmap(side, side);
    pixmap.fill(palette.color(QPalette::Base));
    QPainter painter(&pixmap);
    painter.fillRect(pixmap.rect(), brush);
    painter.setPen(palette.color(QPalette::Mid));
    painter.drawRect(0, 0, side - 1, side - 1);
    return pixmap;
}

} // namespace

// A pane: a read-only QPlainTextEdit that paints a tint behind whole rows (changed lines,
// filler rows) before its text, for the rows in view only.
class DiffPane : public QPlainTextEdit
{
public:
    explicit DiffPane(QWidget *parent)
        : QPlainTextEdit(parent)
    {}

    void setTints(const std::vector<std::uint8_t> *tints, const std::vector<QBrush> *brushes)
    {
        m_tints = tints;
        m_brushes = brushes;
        viewport()->update();
    }

protected:
    void paintEvent(QPaintEvent *event) override
    {
        if (m_tints && m_brushes) {
            QPainter painter(viewport());
            const QPointF offset = contentOffset();
            const qreal width = viewport()->width();
            for (QTextBlock block = firstVisibleBlock(); block.isValid(); block = block.next()) {
                const QRectF r = blockBoundingGeometry(block).translated(offset);
                if (r.top() > event->rect().bottom())
                    break;
                const auto row = std::size_t(block.blockNumber());
                const std::uint8_t tint = row < m_tints->size() ? (*m_tints)[row] : std::uint8_t(NoColour);
                if (tint != NoColour)
                    painter.fillRect(QRectF(0, r.top(), width, r.height()), (*m_brushes)[tint]);
            }
        }
        QPlainTextEdit::paintEvent(event);
    }

private:
    const std::vector<std::uint8_t> *m_tints = nullptr;
    const std::vector<QBrush> *m_brushes = nullptr;
};

namespace {

DiffPane *makePane(const QString &objectName, QWidget *parent)
{
    auto *pane = new DiffPane(parent);
    pane->setObjectName(objectName);
    pane->setReadOnly(true);
    pane->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    pane->setLineWrapMode(QPlainTextEdit::NoWrap); // one row, one line: the panes stay aligned
    pane->setUndoRedoEnabled(false);
    const QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    pane->setFont(font);
    pane->setTabStopDistance(QFontMetricsF(font).horizontalAdvance(QLatin1Char(' ')) * 8);
    return pane;
}

// Fills the pane's document in one edit block: plain text between the runs, each run
// inserted with its format. A few QTextCursor calls per run, nothing per word or line.
template <typename Run>
void fillPane(QPlainTextEdit *pane, const QString &text, const std::vector<Run> &runs,
              const std::vector<QTextCharFormat> &formats)
{
    QTextDocument *doc = pane->document();
    pane->setExtraSelections({});
    doc->clear();
    QTextCursor cursor(doc);
    cursor.beginEditBlock();
    const QTextCharFormat plain;
    int at = 0;
    for (const Run &run : runs) {
        const int begin = std::max(run.begin, at); // ranges that overlap (NFKC) are clipped
        if (run.end <= begin)
            continue;
        if (begin > at)
            cursor.insertText(text.mid(at, begin - at), plain);
        cursor.insertText(text.mid(begin, run.end - begin), formats[run.colour]);
        at = run.end;
    }
    if (at < text.size())
        cursor.insertText(text.mid(at), plain);
    cursor.endEditBlock();
    pane->moveCursor(QTextCursor::Start);
}

} // namespace

DiffView::DiffView(QWidget *parent)
    : QWidget(parent)
{
    m_modeBar = new QTabBar(this);
    m_modeBar->setObjectName(QStringLiteral("diffMode"));
    m_modeBar->setAccessibleName(tr("What the pair view shows"));
    m_modeBar->setDrawBase(false);
    m_modeBar->setExpanding(false);
    m_modeBar->setUsesScrollButtons(false); // both tabs always whole (German: "Gemeinsame Passagen")
    m_modeBar->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    m_modeBar->addTab(tr("Changes"));
    m_modeBar->setTabToolTip(0, tr("The words one document has and the other has not, in place"));
    m_modeBar->addTab(tr("Shared passages"));
    m_modeBar->setTabToolTip(
        1, tr("The passages both documents hold, wherever they are in each: where one contains the other"));

    m_previous = new QPushButton(this);
    m_previous->setObjectName(QStringLiteral("diffPrevious"));
    m_next = new QPushButton(this);
    m_next->setObjectName(QStringLiteral("diffNext"));
    m_position = new QLabel(this);
    m_position->setObjectName(QStringLiteral("diffPosition"));
    m_minWords = new QSpinBox(this);
    m_minWords->setObjectName(QStringLiteral("diffMinWords"));
    m_minWords->setRange(1, 1000);
    m_minWords->setValue(kDefaultPassageWords);
    m_minWords->setSuffix(tr(" words"));
    m_minWords->setToolTip(tr("The shortest run of words that counts as a shared passage"));
    m_minWordsLabel = new QLabel(tr("Shortest passage:"), this);
    m_minWordsLabel->setBuddy(m_minWords);
    m_summaryLabel = new QLabel(this);
    m_summaryLabel->setObjectName(QStringLiteral("diffSummary"));
    m_summaryLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summaryLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);

    // The legend: a swatch and a word for each colour of the current mode.
    m_swatches.assign(ColourCount, nullptr);
    auto legend = [this](const QString &name, std::initializer_list<std::pair<Colour, QString>> entries) {
        auto *box = new QWidget(this);
        box->setObjectName(name);
        auto *row = new QHBoxLayout(box);
        row->setContentsMargins(0, 0, 0, 0);
        for (const auto &[colour, text] : entries) {
            auto *icon = new QLabel(box);
            m_swatches[colour] = icon;
            auto *label = new QLabel(text, box);
            label->setObjectName(name + QLatin1Char('_') + QString::number(int(colour)));
            row->addWidget(icon);
            row->addWidget(label);
            row->addSpacing(6);
        }
        return box;
    };
    m_changesLegend = legend(QStringLiteral("diffLegend"), {{Deleted, tr("Deleted")},
                                                            {Inserted, tr("Inserted")},
                                                            {Changed, tr("Changed")},
                                                            {Surface, tr("Case or punctuation")},
                                                            {Filler, tr("No line")}});
    m_changesLegend->setToolTip(
        tr("Deleted: words only the left document has; inserted: words only the right "
           "one has; changed: words replaced by others; case or punctuation: the same words "
           "written otherwise (case, accents, punctuation or spacing only); no line: rows where "
           "the other side has lines this side has not"));
    m_passagesLegend = legend(QStringLiteral("diffPassagesLegend"), {{Shared, tr("Shared passage")}});

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_modeBar);
    bar->addSpacing(6);
    bar->addWidget(m_previous);
    bar->addWidget(m_next);
    bar->addSpacing(6);
    bar->addWidget(m_position);
    bar->addSpacing(6);
    bar->addWidget(m_minWordsLabel);
    bar->addWidget(m_minWords);
    bar->addStretch(1);
    bar->addWidget(m_changesLegend);
    bar->addWidget(m_passagesLegend);
    // The summary on a line of its own: with the controls and the legend beside it, it was cut.
    auto *summaryRow = new QHBoxLayout;
    summaryRow->addWidget(m_summaryLabel, 1);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setChildrenCollapsible(false);
    auto addSide = [&](QLabel *&title, DiffPane *&pane, const QString &paneName, const QString &titleName) {
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
    layout->addLayout(summaryRow);
    layout->addWidget(splitter, 1);

    connect(m_modeBar, &QTabBar::currentChanged, this,
            [this](int index) { setMode(index == 1 ? Mode::SharedPassages : Mode::Changes); });
    connect(m_minWords, &QSpinBox::valueChanged, this, [this](int) {
        m_passagesFound = false;
        if (m_mode == Mode::SharedPassages) {
            buildPassages();
            fillPanes();
            m_current = -1;
            updateControls();
            updateSummary();
            Q_EMIT currentChangeChanged(m_current);
        }
    });
    connect(m_previous, &QPushButton::clicked, this, &DiffView::previousChange);
    connect(m_next, &QPushButton::clicked, this, &DiffView::nextChange);
    QScrollBar *leftBar = m_left->verticalScrollBar();
    QScrollBar *rightBar = m_right->verticalScrollBar();
    connect(leftBar, &QScrollBar::valueChanged, this,
            [this, leftBar, rightBar] { followScroll(leftBar, rightBar); });
    connect(rightBar, &QScrollBar::valueChanged, this,
            [this, leftBar, rightBar] { followScroll(rightBar, leftBar); });
    // Sideways the panes always keep the same offset (a shorter side stops at its end).
    QScrollBar *leftAcross = m_left->horizontalScrollBar();
    QScrollBar *rightAcross = m_right->horizontalScrollBar();
    auto across = [this](QScrollBar *from, QScrollBar *to) {
        if (m_syncing)
            return;
        m_syncing = true;
        to->setValue(from->value());
        m_syncing = false;
    };
    connect(leftAcross, &QScrollBar::valueChanged, this,
            [across, leftAcross, rightAcross] { across(leftAcross, rightAcross); });
    connect(rightAcross, &QScrollBar::valueChanged, this,
            [across, leftAcross, rightAcross] { across(rightAcross, leftAcross); });

    updateColours();
    updateControls();
    updateSummary();
}

DiffView::~DiffView() = default;

void DiffView::setDocuments(const QString &titleA, TokenizedText a, const QString &titleB, TokenizedText b)
{
    const WordDiffResult diff = diffTokenHashes(a.tokenHashes, b.tokenHashes);
    setDocuments(titleA, std::move(a), titleB, std::move(b), diff);
}

void DiffView::setDocuments(const QString &titleA, TokenizedText a, const QString &titleB, TokenizedText b,
                            const WordDiffResult &diff)
{
    m_a = std::move(a);
    m_b = std::move(b);
    m_summary = diff.summary;
    m_current = -1;
    m_passagesFound = false;
    m_passages = {};
    m_passageMarks.clear();

    m_titleA->setText(titleA);
    m_titleA->setToolTip(titleA);
    m_titleB->setText(titleB);
    m_titleB->setToolTip(titleB);
    m_left->setAccessibleName(tr("Left document: %1").arg(titleA));
    m_right->setAccessibleName(tr("Right document: %1").arg(titleB));

    const bool prose = isProse(m_a.utf8) || isProse(m_b.utf8);
    // Prose: every line folded at kProseColumns; otherwise only lines too long to read across
    // (a paragraph on one line among short lines), so code keeps its lines.
    m_alignment = alignLines(m_a, m_b, diff, std::size_t(kProseColumns),
                             prose ? std::size_t(kProseColumns) : std::size_t(kFoldAbove));
    m_textA = paneText(m_a.utf8, m_alignment.linesA, m_alignment.rows, true, m_lineStartA);
    m_textB = paneText(m_b.utf8, m_alignment.linesB, m_alignment.rows, false, m_lineStartB);
    buildMarks();
    if (m_mode == Mode::SharedPassages)
        buildPassages();
    fillPanes();
    {
        const QScopedValueRollback<bool> syncing(m_syncing, true);
        for (QScrollBar *bar : {m_left->verticalScrollBar(), m_right->verticalScrollBar(),
                                m_left->horizontalScrollBar(), m_right->horizontalScrollBar()})
            bar->setValue(0);
    }
    m_lastTopA = m_lastTopB = 0;
    updateSummary();
    updateControls();
    Q_EMIT currentChangeChanged(m_current);
}

// The changes: where each is in both panes, the runs to highlight, the rows to tint.
void DiffView::buildMarks()
{
    const std::vector<std::uint32_t> &tokenLineA = m_alignment.tokenLineA;
    const std::vector<std::uint32_t> &tokenLineB = m_alignment.tokenLineB;
    const std::size_t rows = m_alignment.rows.size();
    m_fillerTintsA.assign(rows, NoColour);
    m_fillerTintsB.assign(rows, NoColour);
    for (std::size_t r = 0; r < rows; ++r) {
        if (m_alignment.rows[r].a < 0)
            m_fillerTintsA[r] = Filler;
        if (m_alignment.rows[r].b < 0)
            m_fillerTintsB[r] = Filler;
    }
    m_changeTintsA = m_fillerTintsA;
    m_changeTintsB = m_fillerTintsB;

    std::vector<std::uint32_t> bytesA, bytesB;
    std::vector<std::size_t> ops;
    for (std::size_t o = 0; o < m_alignment.diff.ops.size(); ++o) {
        const DiffOp &op = m_alignment.diff.ops[o];
        if (op.kind == DiffOp::Kind::Equal)
            continue;
        ops.push_back(o);
        const auto [a0, a1] = byteRange(m_a.tokenSpans, op.aBegin, op.aEnd);
        const auto [b0, b1] = byteRange(m_b.tokenSpans, op.bBegin, op.bEnd);
        bytesA.insert(bytesA.end(), {a0, a1});
        bytesB.insert(bytesB.end(), {b0, b1});
    }
    const std::vector<int> atA = panePositions(m_a.utf8, m_alignment.linesA, m_lineStartA, bytesA);
    const std::vector<int> atB = panePositions(m_b.utf8, m_alignment.linesB, m_lineStartB, bytesB);

    // The row of token `t`'s line (the line of the token before an empty run).
    auto rowOf = [](const std::vector<std::uint32_t> &tokenLine, const std::vector<std::uint32_t> &rowOfLine,
                    std::size_t begin, std::size_t end) -> int {
        if (tokenLine.empty())
            return 0;
        const std::size_t t = begin < end ? begin : begin > 0 ? begin - 1 : 0;
        return int(rowOfLine[tokenLine[std::min(t, tokenLine.size() - 1)]]);
    };
    auto tint = [](std::vector<std::uint8_t> &tints, const std::vector<std::uint32_t> &tokenLine,
                   const std::vector<std::uint32_t> &rowOfLine, std::size_t begin, std::size_t end,
                   Colour colour) {
        if (begin >= end)
            return;
        for (std::uint32_t line = tokenLine[begin]; line <= tokenLine[end - 1]; ++line) {
            std::uint8_t &t = tints[rowOfLine[line]];
            t = t == NoColour || t == colour ? colour : Changed;
        }
    };
    // The changes of case, punctuation or spacing only, where no word differs.
    const std::vector<SurfaceChange> &surface = m_alignment.surface;
    std::vector<std::uint32_t> surfaceA, surfaceB;
    for (const SurfaceChange &s : surface) {
        surfaceA.insert(surfaceA.end(), {s.aBegin, s.aEnd});
        surfaceB.insert(surfaceB.end(), {s.bBegin, s.bEnd});
    }
    const std::vector<int> sA = panePositions(m_a.utf8, m_alignment.linesA, m_lineStartA, surfaceA);
    const std::vector<int> sB = panePositions(m_b.utf8, m_alignment.linesB, m_lineStartB, surfaceB);
    auto rowOfByte = [](const std::vector<TextLine> &lines, const std::vector<std::uint32_t> &rowOfLine,
                        std::uint32_t byte) -> int {
        if (lines.empty())
            return 0;
        auto it = std::upper_bound(lines.begin(), lines.end(), byte,
                                   [](std::uint32_t x, const TextLine &l) { return x < l.begin; });
        const std::size_t line = it == lines.begin() ? 0 : std::size_t(it - lines.begin()) - 1;
        return int(rowOfLine[line]);
    };

    m_changes.clear();
    m_changeRunsA.clear();
    m_changeRunsB.clear();
    for (std::size_t s = 0; s < surface.size(); ++s) {
        Mark mark;
        mark.beginA = sA[2 * s];
        mark.endA = sA[2 * s + 1];
        mark.beginB = sB[2 * s];
        mark.endB = sB[2 * s + 1];
        mark.rowA = rowOfByte(m_alignment.linesA, m_alignment.rowOfLineA, surface[s].aBegin);
        mark.rowB = rowOfByte(m_alignment.linesB, m_alignment.rowOfLineB, surface[s].bBegin);
        m_changes.push_back(mark);
        if (mark.endA > mark.beginA)
            m_changeRunsA.push_back({mark.beginA, mark.endA, Surface});
        if (mark.endB > mark.beginB)
            m_changeRunsB.push_back({mark.beginB, mark.endB, Surface});
    }
    for (std::size_t c = 0; c < ops.size(); ++c) {
        const DiffOp &op = m_alignment.diff.ops[ops[c]];
        Mark mark;
        mark.beginA = atA[2 * c];
        mark.endA = atA[2 * c + 1];
        mark.beginB = atB[2 * c];
        mark.endB = atB[2 * c + 1];
        mark.rowA = rowOf(tokenLineA, m_alignment.rowOfLineA, op.aBegin, op.aEnd);
        mark.rowB = rowOf(tokenLineB, m_alignment.rowOfLineB, op.bBegin, op.bEnd);
        m_changes.push_back(mark);
        const Colour colourA = op.kind == DiffOp::Kind::Replace ? Changed : Deleted;
        const Colour colourB = op.kind == DiffOp::Kind::Replace ? Changed : Inserted;
        if (mark.endA > mark.beginA)
            m_changeRunsA.push_back({mark.beginA, mark.endA, colourA});
        if (mark.endB > mark.beginB)
            m_changeRunsB.push_back({mark.beginB, mark.endB, colourB});
        tint(m_changeTintsA, tokenLineA, m_alignment.rowOfLineA, op.aBegin, op.aEnd, colourA);
        tint(m_changeTintsB, tokenLineB, m_alignment.rowOfLineB, op.bBegin, op.bEnd, colourB);
    }
    // Word changes and surface ones in the order of the documents (Next change visits both).
    if (!surface.empty()) {
        auto before = [](const Mark &x, const Mark &y) {
            return std::tie(x.beginA, x.beginB) < std::tie(y.beginA, y.beginB);
        };
        std::stable_sort(m_changes.begin(), m_changes.end(), before);
        auto byBegin = [](const Run &x, const Run &y) {
            return x.begin < y.begin;
        };
        std::stable_sort(m_changeRunsA.begin(), m_changeRunsA.end(), byBegin);
        std::stable_sort(m_changeRunsB.begin(), m_changeRunsB.end(), byBegin);
    }
}

// The shared passages at the spin box's length: where each is in both panes, the runs to
// highlight (on A, where passages may overlap, their union).
void DiffView::buildPassages()
{
    m_passages = findSharedPassages(m_a.tokenHashes, m_b.tokenHashes, std::size_t(m_minWords->value()));
    m_passagesFound = true;
    const std::vector<std::uint32_t> &tokenLineA = m_alignment.tokenLineA;
    const std::vector<std::uint32_t> &tokenLineB = m_alignment.tokenLineB;
    std::vector<std::uint32_t> bytesA, bytesB;
    for (const SharedPassage &p : m_passages.passages) {
        const auto [a0, a1] = byteRange(m_a.tokenSpans, p.aBegin, p.aBegin + p.length);
        const auto [b0, b1] = byteRange(m_b.tokenSpans, p.bBegin, p.bBegin + p.length);
        bytesA.insert(bytesA.end(), {a0, a1});
        bytesB.insert(bytesB.end(), {b0, b1});
    }
    const std::vector<int> atA = panePositions(m_a.utf8, m_alignment.linesA, m_lineStartA, bytesA);
    const std::vector<int> atB = panePositions(m_b.utf8, m_alignment.linesB, m_lineStartB, bytesB);
    m_passageMarks.clear();
    m_passageRunsA.clear();
    m_passageRunsB.clear();
    for (std::size_t i = 0; i < m_passages.passages.size(); ++i) {
        const SharedPassage &p = m_passages.passages[i];
        Mark mark;
        mark.beginA = atA[2 * i];
        mark.endA = atA[2 * i + 1];
        mark.beginB = atB[2 * i];
        mark.endB = atB[2 * i + 1];
        mark.rowA = int(m_alignment.rowOfLineA[tokenLineA[p.aBegin]]);
        mark.rowB = int(m_alignment.rowOfLineB[tokenLineB[p.bBegin]]);
        m_passageMarks.push_back(mark);
        m_passageRunsA.push_back({mark.beginA, mark.endA, Shared});
        m_passageRunsB.push_back({mark.beginB, mark.endB, Shared});
    }
    std::sort(m_passageRunsA.begin(), m_passageRunsA.end(),
              [](const Run &x, const Run &y) { return x.begin < y.begin; });
    std::vector<Run> merged;
    for (const Run &run : m_passageRunsA) {
        if (!merged.empty() && run.begin <= merged.back().end)
            merged.back().end = std::max(merged.back().end, run.end);
        else
            merged.push_back(run);
    }
    m_passageRunsA = std::move(merged);
}

// Both panes' documents for the current mode, their scroll positions kept.
void DiffView::fillPanes()
{
    const bool changes = m_mode == Mode::Changes;
    QScrollBar *bars[] = {m_left->verticalScrollBar(), m_right->verticalScrollBar(),
                          m_left->horizontalScrollBar(), m_right->horizontalScrollBar()};
    int values[4];
    for (int i = 0; i < 4; ++i)
        values[i] = bars[i]->value();
    const QScopedValueRollback<bool> syncing(m_syncing, true);
    fillPane(m_left, m_textA, changes ? m_changeRunsA : m_passageRunsA, m_formats);
    fillPane(m_right, m_textB, changes ? m_changeRunsB : m_passageRunsB, m_formats);
    m_left->setTints(changes ? &m_changeTintsA : &m_fillerTintsA, &m_tintBrushes);
    m_right->setTints(changes ? &m_changeTintsB : &m_fillerTintsB, &m_tintBrushes);
    for (int i = 0; i < 4; ++i)
        bars[i]->setValue(values[i]);
}

void DiffView::setMode(Mode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    const QSignalBlocker blockBar(m_modeBar);
    m_modeBar->setCurrentIndex(mode == Mode::SharedPassages ? 1 : 0);
    if (mode == Mode::SharedPassages && !m_passagesFound)
        buildPassages();
    m_current = -1;
    fillPanes();
    if (mode == Mode::Changes) { // rows are aligned again: the right pane follows the left
        const QScopedValueRollback<bool> syncing(m_syncing, true);
        m_right->verticalScrollBar()->setValue(m_left->verticalScrollBar()->value());
    }
    m_lastTopA = m_left->verticalScrollBar()->value();
    m_lastTopB = m_right->verticalScrollBar()->value();
    updateControls();
    updateSummary();
    Q_EMIT currentChangeChanged(m_current);
}

int DiffView::minPassageWords() const
{
    return m_minWords->value();
}

void DiffView::setMinPassageWords(int words)
{
    m_minWords->setValue(words);
}

double DiffView::sharedShareA() const
{
    return m_a.tokenHashes.empty() ? 0.0 : double(m_passages.coveredA) / double(m_a.tokenHashes.size());
}

double DiffView::sharedShareB() const
{
    return m_b.tokenHashes.empty() ? 0.0 : double(m_passages.coveredB) / double(m_b.tokenHashes.size());
}

int DiffView::itemCount() const
{
    return int(marks().size());
}

const std::vector<DiffView::Mark> &DiffView::marks() const
{
    return m_mode == Mode::Changes ? m_changes : m_passageMarks;
}

void DiffView::showChange(int index)
{
    if (index < 0 || index >= itemCount())
        return;
    m_current = index;
    markCurrent();
    const Mark &mark = marks()[std::size_t(index)];
    const QScopedValueRollback<bool> syncing(m_syncing, true);
    for (auto [pane, at] : {std::pair{m_left, mark.beginA}, std::pair{m_right, mark.beginB}}) {
        QTextCursor cursor(pane->document());
        cursor.setPosition(std::min(at, pane->document()->characterCount() - 1));
        pane->setTextCursor(cursor); // scrolls the pane to it, sideways too
    }
    // Sideways both panes as the one that holds words of the item scrolled.
    const int across = mark.endA > mark.beginA || mark.endB == mark.beginB
                           ? m_left->horizontalScrollBar()->value()
                           : m_right->horizontalScrollBar()->value();
    m_left->horizontalScrollBar()->setValue(across);
    m_right->horizontalScrollBar()->setValue(across);
    // The item's first row a third of the way down; a change on both panes at once, a passage
    // on each pane where it is.
    const int lineHeight = std::max(1, m_left->fontMetrics().lineSpacing());
    const int visibleRows = m_left->viewport()->height() / lineHeight;
    if (m_mode == Mode::Changes) {
        const int top = std::max(0, std::min(mark.rowA, mark.rowB) - visibleRows / 3);
        m_left->verticalScrollBar()->setValue(top);
        m_right->verticalScrollBar()->setValue(top);
    } else {
        m_left->verticalScrollBar()->setValue(std::max(0, mark.rowA - visibleRows / 3));
        m_right->verticalScrollBar()->setValue(std::max(0, mark.rowB - visibleRows / 3));
    }
    m_lastTopA = m_left->verticalScrollBar()->value();
    m_lastTopB = m_right->verticalScrollBar()->value();
    updateControls();
    Q_EMIT currentChangeChanged(m_current);
}

void DiffView::nextChange()
{
    showChange(std::min(m_current + 1, itemCount() - 1));
}

void DiffView::previousChange()
{
    showChange(std::max(m_current - 1, 0));
}

void DiffView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
        updateColours();
        markCurrent();
    }
}

// Changes: rows are aligned, so both panes show the same first row. Shared passages: a pane
// may have been brought to its copy of a passage, so both move by the same number of rows.
void DiffView::followScroll(QScrollBar *from, QScrollBar *to)
{
    if (!m_syncing) {
        const QScopedValueRollback<bool> syncing(m_syncing, true);
        if (m_mode == Mode::Changes) {
            to->setValue(from->value());
        } else {
            const int last = from == m_left->verticalScrollBar() ? m_lastTopA : m_lastTopB;
            to->setValue(to->value() + from->value() - last);
        }
    }
    m_lastTopA = m_left->verticalScrollBar()->value();
    m_lastTopB = m_right->verticalScrollBar()->value();
}

// The current change or passage in the palette's selection colours, in both panes.
void DiffView::markCurrent()
{
    if (m_current < 0 || m_current >= itemCount()) {
        m_left->setExtraSelections({});
        m_right->setExtraSelections({});
        return;
    }
    QTextCharFormat format;
    format.setBackground(palette().brush(QPalette::Highlight));
    format.setForeground(palette().brush(QPalette::HighlightedText));
    const Mark &mark = marks()[std::size_t(m_current)];
    for (auto [pane, begin, end] :
         {std::tuple{m_left, mark.beginA, mark.endA}, std::tuple{m_right, mark.beginB, mark.endB}}) {
        QList<QTextEdit::ExtraSelection> selections;
        if (end > begin) {
            QTextCursor cursor(pane->document());
            cursor.setPosition(begin);
            cursor.setPosition(end, QTextCursor::KeepAnchor);
            selections.append({cursor, format});
        }
        pane->setExtraSelections(selections);
    }
}

// Semi-transparent tints over the panes' own base colour: light text on a dark base and dark
// text on a light one both stay readable.
void DiffView::updateColours()
{
    if (!m_left || !m_right)
        return; // a palette or style change while the view is being made
    const QColor words[ColourCount] = {QColor(),
                                       QColor(220, 40, 40, 90),
                                       QColor(40, 170, 60, 90),
                                       QColor(235, 165, 0, 110),
                                       QColor(40, 110, 230, 80),
                                       QColor(),
                                       QColor(150, 120, 230, 55)};
    m_formats.assign(ColourCount, QTextCharFormat());
    for (int c = 0; c < ColourCount; ++c) {
        if (words[c].isValid())
            m_formats[std::size_t(c)].setBackground(words[c]);
    }
    QColor filler = palette().color(QPalette::Mid);
    filler.setAlpha(110);
    m_tintBrushes.assign(ColourCount, QBrush());
    for (int c : {Deleted, Inserted, Changed, Shared}) {
        QColor line = words[c];
        line.setAlpha(words[c].alpha() / 3);
        m_tintBrushes[std::size_t(c)] = QBrush(line);
    }
    m_tintBrushes[Filler] = QBrush(filler, Qt::BDiagPattern);
    m_left->setTints(m_mode == Mode::Changes ? &m_changeTintsA : &m_fillerTintsA, &m_tintBrushes);
    m_right->setTints(m_mode == Mode::Changes ? &m_changeTintsB : &m_fillerTintsB, &m_tintBrushes);
    for (int c = 0; c < ColourCount; ++c) {
        if (QLabel *icon = m_swatches[std::size_t(c)])
            icon->setPixmap(swatch(c == Filler ? m_tintBrushes[Filler] : QBrush(words[c]), palette()));
    }
}

void DiffView::updateSummary()
{
    QString text;
    QString tip;
    if (m_mode == Mode::Changes) {
        const int surface = clampedCount(m_alignment.surface.size());
        const bool wordsDiffer = m_summary.added + m_summary.removed + m_summary.changed > 0;
        if (changeCount() == 0)
            text = tr("No differences: %Ln words", nullptr, clampedCount(m_summary.equal));
        else if (!wordsDiffer)
            text = tr("The same %Ln words", nullptr, clampedCount(m_summary.equal));
        else
            text = (m_summary.added == 1 ? tr("1 word added") : tr("%L1 words added").arg(m_summary.added)) +
                   QStringLiteral(", ") +
                   tr("%L1 removed, %L2 changed").arg(m_summary.removed).arg(m_summary.changed);
        if (surface > 0)
            text += QStringLiteral(", ") +
                    tr("%Ln changes of case, punctuation or spacing only", nullptr, surface);
        if (!m_alignment.diff.minimal)
            text += QLatin1Char(' ') +
                    tr("(approximate alignment: the documents differ too much for an exact one)");
        tip = tr("%Ln words equal", nullptr, clampedCount(m_summary.equal));
    } else {
        const int words = m_minWords->value();
        if (passageCount() == 0)
            text = tr("No shared passages of %Ln words or more", nullptr, words);
        else
            text = tr("%Ln shared passages", nullptr, passageCount()) + QStringLiteral(", ") +
                   tr("%1 of A, %2 of B").arg(percentText(sharedShareA()), percentText(sharedShareB()));
        tip = tr("Runs of %Ln words or more found in both documents, wherever they are in each; the shares "
                 "count the words of each document inside them",
                 nullptr, words);
    }
    m_summaryLabel->setText(text);
    m_summaryLabel->setToolTip(tip);
}

void DiffView::updateControls()
{
    const bool changes = m_mode == Mode::Changes;
    // setText sets the mnemonic as the shortcut: the key is set again after it.
    m_previous->setText(changes ? tr("Previous change") : tr("Previous passage"));
    m_previous->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Up));
    m_previous->setToolTip(QStringLiteral("%1 (%2)").arg(
        m_previous->text(), m_previous->shortcut().toString(QKeySequence::NativeText)));
    m_previous->setAccessibleName(m_previous->text());
    m_next->setText(changes ? tr("Next change") : tr("Next passage"));
    m_next->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Down));
    m_next->setToolTip(
        QStringLiteral("%1 (%2)").arg(m_next->text(), m_next->shortcut().toString(QKeySequence::NativeText)));
    m_next->setAccessibleName(m_next->text());
    m_minWordsLabel->setVisible(!changes);
    m_minWords->setVisible(!changes);
    m_changesLegend->setVisible(changes);
    m_passagesLegend->setVisible(!changes);

    const int count = itemCount();
    m_previous->setEnabled(m_current > 0);
    m_next->setEnabled(m_current < count - 1);
    if (changes) {
        if (count == 0)
            m_position->setText(tr("No changes"));
        else if (m_current < 0)
            m_position->setText(tr("Changes: %L1").arg(count));
        else
            m_position->setText(tr("Change %L1 of %L2").arg(m_current + 1).arg(count));
    } else {
        if (count == 0)
            m_position->setText(tr("No passages"));
        else if (m_current < 0)
            m_position->setText(tr("Passages: %L1").arg(count));
        else
            m_position->setText(tr("Passage %L1 of %L2").arg(m_current + 1).arg(count));
    }
}

} // namespace lookalike
