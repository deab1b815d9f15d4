#pragma once

#include "diff/WordDiff.h"
#include "text/Canonicalizer.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace lookalike {

// A document's text and its canonical tokens, as the pair view shows and compares them.
struct TokenizedText
{
    std::string utf8;                       // the extracted text
    std::vector<std::uint64_t> tokenHashes; // Canonicalizer::tokenHash of each canonical token
    std::vector<TokenSpan> tokenSpans;      // where each token is in utf8 (same length)
};

// Canonicalizes utf8 (the Canonicalizer's ASCII fast path or ICU) and keeps it with its tokens.
// Valid UTF-8 under 4 GiB; runs on the calling thread, with the caller's Canonicalizer.
TokenizedText tokenizeText(Canonicalizer &canonicalizer, std::string utf8);

// One line of a document as the pair view shows it: bytes [begin, end) of its text, without
// its line end.
struct TextLine
{
    std::uint32_t begin = 0;
    std::uint32_t end = 0;
    friend bool operator==(const TextLine &, const TextLine &) = default;
};

// Cuts UTF-8 text into lines at LF, CR LF, a lone CR, U+0085, U+2028 and U+2029 (what a text
// view would break at). With foldColumn > 0, a line longer than foldColumn characters is also
// folded: after the last space or tab among its first foldColumn characters, else after
// foldColumn characters; a folded line keeps its space, so the pieces tile the line. A line
// end ends its line (text ending with one has no empty line after it); empty text has none.
// With foldAbove > foldColumn, only lines longer than foldAbove bytes that read as sentences
// (four bytes in five letters, digits, spaces or full stops) are folded (at foldColumn): the one paragraph on
// a line in a document of short lines, not a long line of code. Pure; O(size). utf8 must be shorter than 4
// GiB.
std::vector<TextLine> splitLines(std::string_view utf8, std::size_t foldColumn = 0,
                                 std::size_t foldAbove = 0);

// Whether utf8 reads as prose (paragraphs on long lines: text extracted from HTML or DOCX, a
// Markdown file) rather than as lines of code or poetry: at least a third of its bytes are on
// lines longer than 200 bytes. Pure.
bool isProse(std::string_view utf8);

// A row of the side-by-side view: a line of A beside a line of B, or beside nothing (-1: the
// view shows an empty filler line there).
struct AlignedRow
{
    std::int32_t a = -1;
    std::int32_t b = -1;
    friend bool operator==(const AlignedRow &, const AlignedRow &) = default;
};

// Where the tokens a diff keeps still differ in their surface only (what the canonical tokens
// do not see): a kept token written otherwise (case, accents: the same canonical token, other
// bytes), or the punctuation and spacing between two kept tokens, before the first or after
// the last, compared with each run of white space as one space (so text folded otherwise is
// no change). Bytes [aBegin, aEnd) of A's text stand where [bBegin, bEnd) of B's do; adjacent
// ones are one change.
struct SurfaceChange
{
    std::uint32_t aBegin = 0;
    std::uint32_t aEnd = 0;
    std::uint32_t bBegin = 0;
    std::uint32_t bEnd = 0;
    friend bool operator==(const SurfaceChange &, const SurfaceChange &) = default;
};

// The surface changes inside the Equal ops of `diff` (of a's and b's tokens), in order. Pure;
// O(bytes of the kept tokens and the gaps between them).
std::vector<SurfaceChange> surfaceChanges(const TokenizedText &a, const TokenizedText &b,
                                          const WordDiffResult &diff);

struct LineAlignment
{
    std::vector<TextLine> linesA; // splitLines of A
    std::vector<TextLine> linesB;
    std::vector<std::uint32_t> tokenLineA; // lineOfTokens: the line of each token of A
    std::vector<std::uint32_t> tokenLineB;
    // The diff given, each insertion and deletion slid (where the tokens around it allow: the
    // same tokens kept, the same counts) to start and end with lines if it can: "a line added"
    // rather than "the end of a line and the start of the next added".
    WordDiffResult diff;
    // surfaceChanges of that diff: what is left to mark once no word differs.
    std::vector<SurfaceChange> surface;
    // Every line of A and of B once, in order on each side; a row never has -1 on both sides.
    std::vector<AlignedRow> rows;
    std::vector<std::uint32_t> rowOfLineA; // where each line of A is in `rows`
    std::vector<std::uint32_t> rowOfLineB;
};

// Lays two documents out side by side as Meld does, from the word diff of their tokens
// (diffTokenHashes or diffWords of a.tokenHashes and b.tokenHashes): lines that share equal
// tokens are put on one row (the chain of line pairs sharing the most equal tokens, both sides
// in order), and the lines between two such rows are laid beside each other, identical lines
// at the start and end of that stretch paired first, then the rest with filler on the side
// that has fewer. So scrolling both sides by the same number of rows keeps them in step.
// Pure; O(size of both texts + tokens + ops); any thread.
LineAlignment alignLines(const TokenizedText &a, const TokenizedText &b, WordDiffResult diff,
                         std::size_t foldColumn = 0, std::size_t foldAbove = 0);

// For each token, the index of the line (in `lines`, splitLines of the same text) that holds
// its first byte. `spans` must be in order, as Canonicalizer gives them. Pure; O(lines + tokens).
std::vector<std::uint32_t> lineOfTokens(std::span<const TextLine> lines, std::span<const TokenSpan> spans);

} // namespace lookalike
