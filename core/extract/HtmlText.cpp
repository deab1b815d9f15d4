// The public entry points of HtmlText.h, and the choice between the two extractors:
//  - the reference, libgumbo 0.10.1's tree: GumboText.cpp;
//  - the fast path, a model of gumbo for the common case: HtmlTokenizer.cpp hands tokens to
//    the tree builder (HtmlTreeBuilder.cpp, HtmlBeforeBody.cpp, HtmlInTable.cpp), with the tag
//    tables of HtmlTags.h and the character references of HtmlCharRefs.cpp;
//  - the bound on gumbo's work: HtmlWorkEstimate.cpp.
// HtmlChars.h holds what they share (ASCII classes, UTF-8, the word boundary).

#include "extract/HtmlText.h"

#include "extract/GumboText.h"
#include "extract/HtmlTokenizer.h"
#include "extract/HtmlTreeBuilder.h"
#include "extract/HtmlWorkEstimate.h"

#include <cstdint>

namespace lookalike {
namespace {

// About 2 s of gumbo's tree builder on this machine's class of hardware (7 ns a step).
constexpr std::uint64_t kMaxParserSteps = 300'000'000;

} // namespace

std::string htmlTextGumbo(std::string_view html)
{
    return html::gumboText(html, html::estimatedDepth(html));
}

std::optional<std::string> htmlTextFast(std::string_view html)
{
    html::TreeBuilder builder(html.size());
    if (!html::tokenize(html, builder))
        return std::nullopt;
    return builder.takeText();
}

std::string htmlText(std::string_view html)
{
    if (std::optional<std::string> text = htmlTextFast(html))
        return std::move(*text);
    return htmlTextGumbo(html);
}

Result<std::string> htmlTextBounded(std::string_view html, bool fast)
{
    if (fast) {
        if (std::optional<std::string> text = htmlTextFast(html))
            return std::move(*text);
    }
    const html::ParserWork work = html::estimateParserWork(html, kMaxParserSteps);
    if (work.steps > kMaxParserSteps)
        return Status::error(Status::Code::TooLarge,
                             QStringLiteral("HTML nested too deeply to parse (elements open %1 deep or more)")
                                 .arg(work.depth));
    return html::gumboText(html, work.depth);
}

Result<HtmlWithLinks> htmlTextWithLinks(std::string_view html)
{
    if (std::optional<HtmlWithLinks> fast = htmlTextWithLinksFast(html))
        return std::move(*fast);
    return htmlTextWithLinksGumbo(html);
}

std::optional<HtmlWithLinks> htmlTextWithLinksFast(std::string_view html)
{
    html::TreeBuilder builder(html.size());
    std::vector<html::LinkSpan> links;
    if (!html::tokenize(html, builder, links))
        return std::nullopt;
    HtmlWithLinks out;
    out.text = builder.takeText();
    out.links.reserve(links.size());
    for (html::LinkSpan &l : links)
        out.links.push_back({std::move(l.href), l.begin, l.end});
    return out;
}

Result<HtmlWithLinks> htmlTextWithLinksGumbo(std::string_view html)
{
    const html::ParserWork work = html::estimateParserWork(html, kMaxParserSteps);
    if (work.steps > kMaxParserSteps)
        return Status::error(Status::Code::TooLarge,
                             QStringLiteral("HTML nested too deeply to parse (elements open %1 deep or more)")
                                 .arg(work.depth));
    std::vector<html::GumboLink> links;
    HtmlWithLinks out;
    out.text = html::gumboText(html, work.depth, &links);
    out.links.reserve(links.size());
    for (html::GumboLink &l : links)
        out.links.push_back({std::move(l.href), l.begin, l.end});
    return out;
}

} // namespace lookalike
