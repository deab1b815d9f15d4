#pragma once

// A one-pass estimate of the work of gumbo's tree builder on a document, which walks the
// stack of open elements for most start tags: its time grows with start tags times nesting
// depth. htmlTextBounded (HtmlText.cpp) refuses documents whose estimate is too large, and
// gumboText sizes its budget of parse errors by the estimated depth. Internal to
// core/extract.

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace lookalike::html {

struct ParserWork
{
    std::uint64_t steps = 0; // the sum, over start tags, of the depth they open at
    std::size_t depth = 0;   // the deepest nesting seen
};

// One pass over the tags, stopping once the steps pass `stopAbove` (the depth is then the
// deepest seen so far). End tags close only an element of their name that is open, and
// only that one, so the depth it finds is at least gumbo's for the elements it counts
// (tables and cells, where gumbo's walks stop, are left out on purpose: they do not make
// the parser slow).
ParserWork estimateParserWork(std::string_view html, std::uint64_t stopAbove);

// estimateParserWork's depth over the whole document.
std::size_t estimatedDepth(std::string_view html);

} // namespace lookalike::html
