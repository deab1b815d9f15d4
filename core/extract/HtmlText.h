#pragma once

#include "base/Status.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lookalike {

// Visible text of an HTML document (UTF-8 in, UTF-8 out).
//
// Kept: text nodes (entities decoded), the <title>, and the alt text of <img>, <area> and
// <input type=image>. Dropped: <script>, <style>, <template>, comments, tags. Every element
// boundary separates words, as does each alt text; a comment does not ("a<!-- -->b" gives
// "ab"). Block elements start and end lines ("<div>a</div><div>b</div>" gives "a\nb\n"),
// paragraphs and the like are set apart by an empty line ("<p>a</p><p>b</p>" gives "a\n\nb\n\n"),
// other elements by a space; white space at those breaks and at the start of a line is
// dropped, runs of boundaries collapse (HtmlChars.h, appendBoundary). Only white space
// depends on this: the words are the same.
// "Words" below means maximal runs of letters and digits, compared case-insensitively.
// The functions are stateless and thread-safe; they throw nothing but std::bad_alloc.

// The reference: the HTML5 tree from libgumbo (0.10.1), walked without recursion, and freed
// without gumbo's recursive destroy for deep trees, so deep nesting does not overflow the
// stack. Parsing itself can still take quadratic time on pathological nesting.
std::string htmlTextGumbo(std::string_view html);

// A single-pass scanner that models gumbo's tokenizer and tree builder for the common case,
// 30-40x faster than building the tree. Where it answers, its words are exactly
// htmlTextGumbo's (tests/extract checks real pages, edge cases and random documents);
// whitespace and characters gumbo replaces (controls, noncharacters) may differ. It returns
// std::nullopt, and the caller should use htmlTextGumbo, on input it cannot treat exactly
// as gumbo does: invalid UTF-8 or NUL bytes, <svg>/<math>, <select>, <textarea>, <xmp>,
// <iframe>, <noembed>, <noframes>, <plaintext>, <template>, <frameset>, <caption>,
// <object>/<applet>/<marquee>, <noscript> in the head, CDATA sections, named references
// without ';' that gumbo might decode, text or misplaced tags directly inside a table
// (foster parenting), some misnested formatting, anything unterminated at the end.
std::optional<std::string> htmlTextFast(std::string_view html);

// htmlTextFast, falling back to htmlTextGumbo.
std::string htmlText(std::string_view html);

// htmlText (or htmlTextGumbo alone when `fast` is false), with a bound on the parser's time:
// gumbo's tree builder walks the stack of open elements for most start tags, so its time
// grows with start tags times nesting depth (100 000 nested <div> take it half a minute).
// Where the fast scanner does not answer and a one-pass estimate of that work is beyond
// about a second, fails with TooLarge ("HTML nested too deeply ...") instead of parsing.
Result<std::string> htmlTextBounded(std::string_view html, bool fast = true);

// A page's text (as htmlTextGumbo gives it) with its links: for each <a href>, the href as
// written and where the anchor's text lies in `text` (Haveliwala et al.'s anchor windows).
struct HtmlLinkSpan
{
    std::string href;
    std::size_t begin = 0;
    std::size_t end = 0;
};
struct HtmlWithLinks
{
    std::string text;
    std::vector<HtmlLinkSpan> links;
};
// The fast scanner where it answers (a link's span is then from its start tag to its end
// tag, without gumbo's reparenting of misnested <a>), else libgumbo, bounded as
// htmlTextBounded (TooLarge for a page nested too deeply).
Result<HtmlWithLinks> htmlTextWithLinks(std::string_view html);
// Its two halves: the fast scanner (std::nullopt where it does not answer), and libgumbo.
std::optional<HtmlWithLinks> htmlTextWithLinksFast(std::string_view html);
Result<HtmlWithLinks> htmlTextWithLinksGumbo(std::string_view html);

} // namespace lookalike
