// The parser-work estimate (HtmlWorkEstimate.h): a loose tag scanner that counts how deep
// elements nest, knowing only which elements never stay open and which hold raw text.

#include "extract/HtmlWorkEstimate.h"

#include "extract/HtmlChars.h"

#include <algorithm>
#include <cstring>
#include <iterator>
#include <limits>
#include <string>
#include <utility>
#include <vector>

namespace lookalike::html {
namespace {

bool isTagNameByte(char c)
{
    return isAsciiAlnum(c) || c == '-' || c == ':' || c == '_';
}

// Elements that never stay open around what follows: void elements, and those the next of
// their kind (or their parent's end) closes implicitly. html, head and body occur once.
bool doesNotNest(std::string_view name)
{
    static constexpr std::string_view kNames[] = {
        "area",  "base", "basefont", "bgsound", "br",    "col",   "embed",    "frame",
        "hr",    "img",  "input",    "keygen",  "link",  "meta",  "param",    "source",
        "track", "wbr",  "p",        "li",      "dd",    "dt",    "option",   "optgroup",
        "tr",    "td",   "th",       "tbody",   "thead", "tfoot", "rb",       "rp",
        "rt",    "rtc",  "html",     "head",    "body",  "image", "menuitem", "isindex"};
    return std::find(std::begin(kNames), std::end(kNames), name) != std::end(kNames);
}

// Elements whose content is text up to their end tag ("plaintext" to the end of the input).
bool isRawText(std::string_view name)
{
    static constexpr std::string_view kNames[] = {"script", "style",   "textarea", "title",   "xmp",
                                                  "iframe", "noembed", "noframes", "noscript"};
    return std::find(std::begin(kNames), std::end(kNames), name) != std::end(kNames);
}

} // namespace

ParserWork estimateParserWork(std::string_view html, std::uint64_t stopAbove)
{
    ParserWork work;
    if (html.empty())
        return work; // html.data() may be null, which memchr must not get
    std::size_t depth = 0;
    std::vector<std::pair<std::string, std::size_t>> open; // name -> elements of it open
    auto openOf = [&](const std::string &name) -> std::size_t & {
        for (auto &entry : open)
            if (entry.first == name)
                return entry.second;
        open.emplace_back(name, 0);
        return open.back().second;
    };
    const char *p = html.data();
    const char *const end = html.data() + html.size();
    std::string name;
    while (work.steps <= stopAbove) {
        p = static_cast<const char *>(std::memchr(p, '<', std::size_t(end - p)));
        if (!p || ++p >= end)
            break;
        if (*p == '!' || *p == '?') {
            const std::string_view rest(p, std::size_t(end - p));
            const std::size_t close = rest.substr(0, 3) == "!--" ? rest.find("-->", 3) : rest.find('>');
            if (close == std::string_view::npos)
                break;
            p += close + 1;
            continue;
        }
        const bool endTag = *p == '/';
        if (endTag && ++p >= end)
            break;
        if (!isAsciiAlpha(*p))
            continue;
        name.clear();
        while (p < end && isTagNameByte(*p) && name.size() < 32)
            name.push_back(asciiLower(*p++));
        // The rest of the tag; '>' inside a quoted attribute value does not end it.
        char quote = 0;
        char last = 0;
        for (; p < end; ++p) {
            if (quote) {
                if (*p == quote)
                    quote = 0;
            } else if (*p == '>') {
                break;
            } else if ((*p == '"' || *p == '\'') && last == '=') {
                quote = *p;
            } else if (!isHtmlSpace(*p)) {
                last = *p;
            }
        }
        if (endTag) {
            std::size_t &count = openOf(name);
            if (count > 0) {
                --count;
                --depth;
            }
            continue;
        }
        work.steps += depth;
        if (name == "plaintext")
            break;
        if (isRawText(name)) {
            // Skip to the end tag (case-insensitively): its content holds no tags.
            const std::string closing = "</" + name;
            const char *q = p;
            while ((q = static_cast<const char *>(std::memchr(q, '<', std::size_t(end - q))))) {
                if (std::size_t(end - q) >= closing.size() &&
                    equalsIgnoreAsciiCase(std::string_view(q, closing.size()), closing))
                    break;
                ++q;
            }
            if (!q)
                break;
            p = q;
            continue;
        }
        if (doesNotNest(name))
            continue;
        ++openOf(name);
        work.depth = std::max(work.depth, ++depth);
    }
    return work;
}

std::size_t estimatedDepth(std::string_view html)
{
    return estimateParserWork(html, std::numeric_limits<std::uint64_t>::max()).depth;
}

} // namespace lookalike::html
