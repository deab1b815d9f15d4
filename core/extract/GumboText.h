#pragma once

// The reference extractor: libgumbo 0.10.1's HTML5 tree, walked for its text. Internal to
// core/extract; the public entry points (htmlTextGumbo, htmlTextBounded) are in HtmlText.h.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace lookalike::html {

// htmlTextGumbo, given the document's estimated nesting depth (estimateParserWork), which
// sizes the budget of parse errors. Throws nothing but std::bad_alloc.
// With `links`, also where each <a href> element's text is in the text returned.
struct GumboLink
{
    std::string href;
    std::size_t begin = 0; // [begin, end): the anchor's text in the text returned
    std::size_t end = 0;
};
std::string gumboText(std::string_view html, std::size_t depth, std::vector<GumboLink> *links = nullptr);

} // namespace lookalike::html
