#include "LineAlignment.h"

#include <algorithm>

namespace lookalike {

TokenizedText tokenizeText(Canonicalizer &canonicalizer, std::string utf8)
{
    TokenizedText out;
    out.utf8 = std::move(utf8);
    canonicalizer.tokenHashesAndSpans(out.utf8, out.tokenHashes, out.tokenSpans);
    return out;
}

namespace {

inline std::size_t utf8Length(unsigned char lead)
{
    return lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
}

// Appends line [begin, end) to `out`, folded into pieces of at most `fold` characters.
// Whether a line reads as sentences rather than code: at least four in five of its bytes are
// letters (any script: bytes past ASCII count as letters), digits, spaces or full stops.
bool readsAsProse(const unsigned char *p, std::size_t begin, std::size_t end)
{
    std::size_t wordy = 0;
    for (std::size_t i = begin; i < end; ++i) {
        const unsigned char c = p[i];
        wordy += c >= 0x80 || c == ' ' || c == '.' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                 (c >= '0' && c <= '9');
    }
    return wordy * 5 >= (end - begin) * 4;
}

void addLine(const unsigned char *p, std::size_t begin, std::size_t end, std::size_t fold, std::size_t above,
             std::vector<TextLine> &out)
{
    // Past foldColumn (bytes bound characters); with a larger foldAbove, only a line longer than
    // that and that reads as a sentence (a long line of code keeps its shape).
    if (fold == 0 || end - begin <= std::max(fold, above) || (above > fold && !readsAsProse(p, begin, end))) {
        out.push_back({std::uint32_t(begin), std::uint32_t(end)});
        return;
    }
    std::size_t piece = begin;
    for (;;) {
        std::size_t i = piece, chars = 0, lastBreak = 0;
        while (i < end && chars < fold) {
            const unsigned char c = p[i];
            i = std::min(end, i + utf8Length(c));
            ++chars;
            if (c == ' ' || c == '\t')
                lastBreak = i;
        }
        if (i >= end) {
            out.push_back({std::uint32_t(piece), std::uint32_t(end)});
            return;
        }
        if (p[i] == ' ' || p[i] == '\t')
            lastBreak = i + 1; // a word ends right at the fold: its space stays with it
        // Break at a space in the second half of the piece; a long word is cut where it is.
        const std::size_t cut = lastBreak > piece + (i - piece) / 2 ? lastBreak : i;
        out.push_back({std::uint32_t(piece), std::uint32_t(cut)});
        piece = cut;
    }
}

// Calls f(line) for each line of s (line ends excluded; no line after a final line end).
template <typename F> void forEachLine(std::string_view s, F &&f)
{
    const auto *p = reinterpret_cast<const unsigned char *>(s.data());
    const std::size_t n = s.size();
    std::size_t start = 0;
    std::size_t i = 0;
    while (i < n) {
        const unsigned char c = p[i];
        std::size_t endLength = 0; // bytes of the line end at i
        if (c == '\n') {
            endLength = 1;
        } else if (c == '\r') {
            endLength = i + 1 < n && p[i + 1] == '\n' ? 2 : 1;
        } else if (c == 0xC2 && i + 1 < n && p[i + 1] == 0x85) {
            endLength = 2; // U+0085 NEXT LINE
        } else if (c == 0xE2 && i + 2 < n && p[i + 1] == 0x80 && (p[i + 2] == 0xA8 || p[i + 2] == 0xA9)) {
            endLength = 3; // U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR
        }
        if (endLength == 0) {
            ++i;
            continue;
        }
        f(start, i);
        i += endLength;
        start = i;
    }
    if (start < n)
        f(start, n);
}

} // namespace

std::vector<TextLine> splitLines(std::string_view utf8, std::size_t foldColumn, std::size_t foldAbove)
{
    std::vector<TextLine> out;
    const auto *p = reinterpret_cast<const unsigned char *>(utf8.data());
    forEachLine(utf8, [&](std::size_t begin, std::size_t end) {
        addLine(p, begin, end, foldColumn, foldAbove, out);
    });
    return out;
}

bool isProse(std::string_view utf8)
{
    constexpr std::size_t kLongLine = 200;
    std::size_t inLongLines = 0;
    forEachLine(utf8, [&](std::size_t begin, std::size_t end) {
        if (end - begin > kLongLine)
            inLongLines += end - begin;
    });
    return !utf8.empty() && inLongLines * 3 >= utf8.size();
}

std::vector<std::uint32_t> lineOfTokens(std::span<const TextLine> lines, std::span<const TokenSpan> spans)
{
    std::vector<std::uint32_t> out;
    out.reserve(spans.size());
    std::size_t line = 0;
    for (const TokenSpan &span : spans) {
        while (line + 1 < lines.size() && lines[line + 1].begin <= span.begin)
            ++line;
        out.push_back(std::uint32_t(line));
    }
    return out;
}

namespace {

// A pair of lines holding `weight` tokens that the diff keeps equal.
struct Cell
{
    std::uint32_t a;
    std::uint32_t b;
    std::uint32_t weight;
};

// The cells (in the order of the diff, so both coordinates never decrease).
std::vector<Cell> sharedCells(const std::vector<std::uint32_t> &lineA,
                              const std::vector<std::uint32_t> &lineB, const WordDiffResult &diff)
{
    std::vector<Cell> cells;
    for (const DiffOp &op : diff.ops) {
        if (op.kind != DiffOp::Kind::Equal)
            continue;
        for (std::size_t k = 0; k < op.aLength(); ++k) {
            const std::uint32_t a = lineA[op.aBegin + k];
            const std::uint32_t b = lineB[op.bBegin + k];
            if (!cells.empty() && cells.back().a == a && cells.back().b == b)
                ++cells.back().weight;
            else
                cells.push_back({a, b, 1});
        }
    }
    return cells;
}

// The heaviest chain of cells increasing strictly on both sides. Cells come as a staircase (no
// coordinate decreases), so the cells before cell i that are below and left of it are exactly
// those before the first cell sharing its line of A or of B: a prefix, and its best chain is
// a running maximum. O(cells).
std::vector<Cell> heaviestChain(const std::vector<Cell> &cells)
{
    const std::size_t n = cells.size();
    std::vector<std::uint64_t> total(n), best(n);
    std::vector<std::int64_t> previous(n, -1), bestAt(n, -1);
    std::size_t startA = 0, startB = 0;
    for (std::size_t i = 0; i < n; ++i) {
        if (i > 0 && cells[i].a != cells[i - 1].a)
            startA = i;
        if (i > 0 && cells[i].b != cells[i - 1].b)
            startB = i;
        const std::size_t before = std::min(startA, startB); // cells [0, before) can precede i
        total[i] = cells[i].weight + (before > 0 ? best[before - 1] : 0);
        previous[i] = before > 0 ? bestAt[before - 1] : -1;
        if (i == 0 || total[i] > best[i - 1]) {
            best[i] = total[i];
            bestAt[i] = std::int64_t(i);
        } else {
            best[i] = best[i - 1];
            bestAt[i] = bestAt[i - 1];
        }
    }
    std::vector<Cell> chain;
    for (std::int64_t i = n > 0 ? bestAt[n - 1] : -1; i >= 0; i = previous[std::size_t(i)])
        chain.push_back(cells[std::size_t(i)]);
    std::reverse(chain.begin(), chain.end());
    return chain;
}

// Slides the insertions and deletions of `diff` to line boundaries where their tokens allow
// (the "diff slider" of git and xdiff, on lines of tokens): an insertion b[i, j) between two
// equal runs can move one token left when b[i - 1] == b[j - 1] (the last token inserted is
// matched instead of the one before) and right when b[i] == b[j]. Of the places it can be,
// the one that starts a line and ends one wins; ties stay nearest where the diff put it. Each
// equal run keeps at least one token, so ops never merge. O(tokens moved over).
void slideToLines(WordDiffResult &diff, std::span<const std::uint64_t> a, std::span<const std::uint64_t> b,
                  std::span<const std::uint32_t> lineA, std::span<const std::uint32_t> lineB)
{
    std::vector<DiffOp> &ops = diff.ops;
    for (std::size_t k = 0; k < ops.size(); ++k) {
        DiffOp &op = ops[k];
        if (op.kind != DiffOp::Kind::Insert && op.kind != DiffOp::Kind::Delete)
            continue;
        const bool insert = op.kind == DiffOp::Kind::Insert;
        const std::span<const std::uint64_t> side = insert ? b : a;
        const std::span<const std::uint32_t> line = insert ? lineB : lineA;
        const std::size_t i = insert ? op.bBegin : op.aBegin;
        const std::size_t j = insert ? op.bEnd : op.aEnd;
        const bool equalBefore = k > 0 && ops[k - 1].kind == DiffOp::Kind::Equal;
        const bool equalAfter = k + 1 < ops.size() && ops[k + 1].kind == DiffOp::Kind::Equal;
        const std::size_t leftRoom = equalBefore ? ops[k - 1].aLength() - 1 : 0;
        const std::size_t rightRoom = equalAfter ? ops[k + 1].aLength() - 1 : 0;
        std::size_t left = 0, right = 0;
        while (left < leftRoom && side[i - 1 - left] == side[j - 1 - left])
            ++left;
        while (right < rightRoom && side[i + right] == side[j + right])
            ++right;
        if (left == 0 && right == 0)
            continue;
        auto score = [&](std::size_t from, std::size_t to) {
            const bool starts = from == 0 || line[from - 1] != line[from];
            const bool ends = to == side.size() || line[to - 1] != line[to];
            return int(starts) + int(ends);
        };
        std::ptrdiff_t best = 0;
        int bestScore = score(i, j);
        for (std::size_t d = 1; d <= std::max(left, right); ++d) {
            if (d <= right && score(i + d, j + d) > bestScore) {
                best = std::ptrdiff_t(d);
                bestScore = score(i + d, j + d);
            }
            if (d <= left && score(i - d, j - d) > bestScore) {
                best = -std::ptrdiff_t(d);
                bestScore = score(i - d, j - d);
            }
        }
        // A shift moves the ends of the equal runs on both sides: without both, it cannot move.
        if (best == 0 || !equalBefore || !equalAfter)
            continue;
        auto move = [best](std::size_t &x) {
            x = std::size_t(std::ptrdiff_t(x) + best);
        };
        move(ops[k - 1].aEnd); // the equal run before ends with the shift...
        move(ops[k - 1].bEnd);
        move(op.aBegin);
        move(op.aEnd);
        move(op.bBegin);
        move(op.bEnd);
        move(ops[k + 1].aBegin); // ... and the one after starts with it
        move(ops[k + 1].bBegin);
    }
}

} // namespace

namespace {

// Whether two stretches of text between tokens read the same once every run of white space is
// one space; at the start or the end of a document (`edge`), white space does not count.
bool sameSurface(std::string_view x, std::string_view y, bool edge)
{
    auto isSpace = [](char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
    };
    std::size_t i = 0, j = 0;
    if (edge) {
        while (i < x.size() && isSpace(x[i]))
            ++i;
        while (j < y.size() && isSpace(y[j]))
            ++j;
        while (!x.empty() && x.size() > i && isSpace(x.back()))
            x.remove_suffix(1);
        while (!y.empty() && y.size() > j && isSpace(y.back()))
            y.remove_suffix(1);
    }
    while (i < x.size() && j < y.size()) {
        const bool sx = isSpace(x[i]), sy = isSpace(y[j]);
        if (sx != sy)
            return false;
        if (sx) {
            while (i < x.size() && isSpace(x[i]))
                ++i;
            while (j < y.size() && isSpace(y[j]))
                ++j;
            continue;
        }
        if (x[i] != y[j])
            return false;
        ++i, ++j;
    }
    return i == x.size() && j == y.size();
}

} // namespace

std::vector<SurfaceChange> surfaceChanges(const TokenizedText &a, const TokenizedText &b,
                                          const WordDiffResult &diff)
{
    std::vector<SurfaceChange> out;
    const std::string_view textA = a.utf8, textB = b.utf8;
    // Changes with nothing but white space between them on both sides ("MOZILLA FOUNDATION")
    // are one.
    auto blank = [](std::string_view text) {
        return text.find_first_not_of(" \t") == std::string_view::npos;
    };
    auto note = [&](std::uint32_t a0, std::uint32_t a1, std::uint32_t b0, std::uint32_t b1) {
        if (!out.empty() && out.back().aEnd <= a0 && out.back().bEnd <= b0 &&
            blank(textA.substr(out.back().aEnd, a0 - out.back().aEnd)) &&
            blank(textB.substr(out.back().bEnd, b0 - out.back().bEnd))) {
            out.back().aEnd = a1;
            out.back().bEnd = b1;
        } else {
            out.push_back({a0, a1, b0, b1});
        }
    };
    // A stretch between tokens without what both sides have the same at its start and end
    // (ASCII only, so no character is cut): ".\n" against ";\n" is "." against ";".
    auto noteGap = [&](std::uint32_t a0, std::uint32_t a1, std::uint32_t b0, std::uint32_t b1) {
        while (a0 < a1 && b0 < b1 && textA[a0] == textB[b0] && static_cast<unsigned char>(textA[a0]) < 0x80)
            ++a0, ++b0;
        while (a0 < a1 && b0 < b1 && textA[a1 - 1] == textB[b1 - 1] &&
               static_cast<unsigned char>(textA[a1 - 1]) < 0x80)
            --a1, --b1;
        note(a0, a1, b0, b1);
    };
    const std::size_t tokensA = a.tokenSpans.size(), tokensB = b.tokenSpans.size();
    for (std::size_t o = 0; o < diff.ops.size(); ++o) {
        const DiffOp &op = diff.ops[o];
        if (op.kind != DiffOp::Kind::Equal || op.aLength() == 0)
            continue;
        // Before the first token of both documents.
        if (op.aBegin == 0 && op.bBegin == 0) {
            const std::uint32_t a1 = a.tokenSpans[0].begin, b1 = b.tokenSpans[0].begin;
            if (!sameSurface(textA.substr(0, a1), textB.substr(0, b1), true))
                noteGap(0, a1, 0, b1);
        }
        for (std::size_t k = 0; k < op.aLength(); ++k) {
            const TokenSpan &ta = a.tokenSpans[op.aBegin + k];
            const TokenSpan &tb = b.tokenSpans[op.bBegin + k];
            if (textA.substr(ta.begin, ta.end - ta.begin) != textB.substr(tb.begin, tb.end - tb.begin))
                note(ta.begin, ta.end, tb.begin, tb.end);
            // The stretch after it: to the next kept token, or to the end of both documents.
            std::uint32_t a1, b1;
            bool edge = false;
            if (k + 1 < op.aLength()) {
                a1 = a.tokenSpans[op.aBegin + k + 1].begin;
                b1 = b.tokenSpans[op.bBegin + k + 1].begin;
            } else if (op.aEnd == tokensA && op.bEnd == tokensB) {
                a1 = std::uint32_t(textA.size());
                b1 = std::uint32_t(textB.size());
                edge = true;
            } else {
                continue; // a change follows: the stretch is part of it
            }
            if (!sameSurface(textA.substr(ta.end, a1 - ta.end), textB.substr(tb.end, b1 - tb.end), edge))
                noteGap(ta.end, a1, tb.end, b1);
        }
    }
    return out;
}

LineAlignment alignLines(const TokenizedText &a, const TokenizedText &b, WordDiffResult diff,
                         std::size_t foldColumn, std::size_t foldAbove)
{
    LineAlignment out;
    const std::string_view textA = a.utf8, textB = b.utf8;
    out.linesA = splitLines(textA, foldColumn, foldAbove);
    out.linesB = splitLines(textB, foldColumn, foldAbove);
    out.tokenLineA = lineOfTokens(out.linesA, a.tokenSpans);
    out.tokenLineB = lineOfTokens(out.linesB, b.tokenSpans);
    slideToLines(diff, a.tokenHashes, b.tokenHashes, out.tokenLineA, out.tokenLineB);
    out.diff = std::move(diff);
    out.surface = surfaceChanges(a, b, out.diff);
    const std::vector<Cell> anchors = heaviestChain(sharedCells(out.tokenLineA, out.tokenLineB, out.diff));

    out.rows.reserve(std::max(out.linesA.size(), out.linesB.size()) + 16);
    out.rowOfLineA.resize(out.linesA.size());
    out.rowOfLineB.resize(out.linesB.size());
    auto addRow = [&](std::int64_t la, std::int64_t lb) {
        const auto row = std::uint32_t(out.rows.size());
        if (la >= 0)
            out.rowOfLineA[std::size_t(la)] = row;
        if (lb >= 0)
            out.rowOfLineB[std::size_t(lb)] = row;
        out.rows.push_back({std::int32_t(la), std::int32_t(lb)});
    };
    auto sameText = [&](std::size_t la, std::size_t lb) {
        const TextLine &x = out.linesA[la], &y = out.linesB[lb];
        return textA.substr(x.begin, x.end - x.begin) == textB.substr(y.begin, y.end - y.begin);
    };
    // Lines [a0, a1) of A and [b0, b1) of B between two rows of shared tokens.
    auto addStretch = [&](std::size_t a0, std::size_t a1, std::size_t b0, std::size_t b1) {
        while (a0 < a1 && b0 < b1 && sameText(a0, b0))
            addRow(std::int64_t(a0++), std::int64_t(b0++));
        std::size_t tail = 0;
        while (a1 - tail > a0 && b1 - tail > b0 && sameText(a1 - tail - 1, b1 - tail - 1))
            ++tail;
        const std::size_t na = a1 - tail - a0, nb = b1 - tail - b0;
        for (std::size_t k = 0; k < std::max(na, nb); ++k)
            addRow(k < na ? std::int64_t(a0 + k) : -1, k < nb ? std::int64_t(b0 + k) : -1);
        for (std::size_t k = tail; k > 0; --k)
            addRow(std::int64_t(a1 - k), std::int64_t(b1 - k));
    };
    std::size_t nextA = 0, nextB = 0;
    for (const Cell &anchor : anchors) {
        addStretch(nextA, anchor.a, nextB, anchor.b);
        addRow(anchor.a, anchor.b);
        nextA = anchor.a + 1;
        nextB = anchor.b + 1;
    }
    addStretch(nextA, out.linesA.size(), nextB, out.linesB.size());
    return out;
}

} // namespace lookalike
