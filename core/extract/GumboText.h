#pragma once

// The reference extractor: libgumbo 0.10.1's HTML5 tree, walked for its text. Internal to
// core/extract; the public entry points (htmlTextGumbo, htmlTextBounded) are in HtmlText.h.

#include <cstddef>
#include <string>
#include <string_view>

namespace lookalike::html {

// htmlTextGumbo, given the document's estimated nesting depth (estimateParserWork), which
// sizes the budget of parse errors. Throws nothing but std::bad_alloc.
std::string gumboText(std::string_view html, std::size_t depth);

} // namespace lookalike::html
