#pragma once

// The fast path's tokenizer: splits a document into the tokens of libgumbo 0.10.1's
// tokenizer (text, character references, comments, DOCTYPE, tags with the attributes that
// reach the text) and hands each to a TreeBuilder as soon as it is complete. The builder's
// answer to a start tag says when to read the raw text of <title>, <style> or <script>, as
// gumbo's tree builder switches its tokenizer's state. Internal to core/extract; used by
// htmlTextFast (HtmlText.cpp).

#include "extract/HtmlTags.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace lookalike::html {

class TreeBuilder;

// A start or end tag. Of the attributes only those that can reach the text are kept.
struct TagToken
{
    Tag tag = Unknown;
    bool hasAlt = false;
    bool hasType = false;
    std::string alt;  // decoded, only for img/image/area/input start tags
    std::string type; // decoded, only for input start tags
    bool hasHref = false;
    std::string href; // decoded, only for <a> start tags
};

// Where an <a href> element's text lies in the builder's text (anchor windows).
struct LinkSpan
{
    std::string href;
    std::size_t begin = 0;
    std::size_t end = 0;
};

// Feeds the whole of html to builder, token by token. False, and the caller falls back to
// gumbo, where the tokenizer cannot follow gumbo exactly (invalid UTF-8 or NUL bytes, CDATA,
// a reference it is unsure of, anything unterminated at the end) or the builder gives up;
// the builder's text is then of no use.
bool tokenize(std::string_view html, TreeBuilder &builder);
// The same, noting each <a href>'s span of the text in `links`: from the builder's text at the
// start tag to its text at the matching end tag (or at the next <a>, or the end).
bool tokenize(std::string_view html, TreeBuilder &builder, std::vector<LinkSpan> &links);

} // namespace lookalike::html
