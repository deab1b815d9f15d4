// The fast path's tree builder (HtmlTreeBuilder.h) before <body>: the quirks mode as the
// "initial" insertion mode decides it from the DOCTYPE, and the modes from "before html" to
// "after head", folded into one: nothing there reaches the text except a <title>.

#include "extract/HtmlChars.h"
#include "extract/HtmlTokenizer.h"
#include "extract/HtmlTreeBuilder.h"

namespace lookalike::html {
namespace {

// gumbo 0.10.1's compute_quirks_mode lists. Its "prefix" lists are compared for equality
// (ignoring case), not as prefixes; this mirrors that.
constexpr std::string_view kQuirksPublicIds[] = {
    "+//Silmaril//dtd html Pro v0r11 19970101//",
    "-//AdvaSoft Ltd//DTD HTML 3.0 asWedit + extensions//",
    "-//AS//DTD HTML 3.0 asWedit + extensions//",
    "-//IETF//DTD HTML 2.0 Level 1//",
    "-//IETF//DTD HTML 2.0 Level 2//",
    "-//IETF//DTD HTML 2.0 Strict Level 1//",
    "-//IETF//DTD HTML 2.0 Strict Level 2//",
    "-//IETF//DTD HTML 2.0 Strict//",
    "-//IETF//DTD HTML 2.0//",
    "-//IETF//DTD HTML 2.1E//",
    "-//IETF//DTD HTML 3.0//",
    "-//IETF//DTD HTML 3.2 Final//",
    "-//IETF//DTD HTML 3.2//",
    "-//IETF//DTD HTML 3//",
    "-//IETF//DTD HTML Level 0//",
    "-//IETF//DTD HTML Level 1//",
    "-//IETF//DTD HTML Level 2//",
    "-//IETF//DTD HTML Level 3//",
    "-//IETF//DTD HTML Strict Level 0//",
    "-//IETF//DTD HTML Strict Level 1//",
    "-//IETF//DTD HTML Strict Level 2//",
    "-//IETF//DTD HTML Strict Level 3//",
    "-//IETF//DTD HTML Strict//",
    "-//IETF//DTD HTML//",
    "-//Metrius//DTD Metrius Presentational//",
    "-//Microsoft//DTD Internet Explorer 2.0 HTML Strict//",
    "-//Microsoft//DTD Internet Explorer 2.0 HTML//",
    "-//Microsoft//DTD Internet Explorer 2.0 Tables//",
    "-//Microsoft//DTD Internet Explorer 3.0 HTML Strict//",
    "-//Microsoft//DTD Internet Explorer 3.0 HTML//",
    "-//Microsoft//DTD Internet Explorer 3.0 Tables//",
    "-//Netscape Comm. Corp.//DTD HTML//",
    "-//Netscape Comm. Corp.//DTD Strict HTML//",
    "-//O'Reilly and Associates//DTD HTML 2.0//",
    "-//O'Reilly and Associates//DTD HTML Extended 1.0//",
    "-//O'Reilly and Associates//DTD HTML Extended Relaxed 1.0//",
    "-//SoftQuad Software//DTD HoTMetaL PRO 6.0::19990601::)extensions to HTML 4.0//",
    "-//SoftQuad//DTD HoTMetaL PRO 4.0::19971010::extensions to HTML 4.0//",
    "-//Spyglass//DTD HTML 2.0 Extended//",
    "-//SQ//DTD HTML 2.0 HoTMetaL + extensions//",
    "-//Sun Microsystems Corp.//DTD HotJava HTML//",
    "-//Sun Microsystems Corp.//DTD HotJava Strict HTML//",
    "-//W3C//DTD HTML 3 1995-03-24//",
    "-//W3C//DTD HTML 3.2 Draft//",
    "-//W3C//DTD HTML 3.2 Final//",
    "-//W3C//DTD HTML 3.2//",
    "-//W3C//DTD HTML 3.2S Draft//",
    "-//W3C//DTD HTML 4.0 Frameset//",
    "-//W3C//DTD HTML 4.0 Transitional//",
    "-//W3C//DTD HTML Experimental 19960712//",
    "-//W3C//DTD HTML Experimental 970421//",
    "-//W3C//DTD W3 HTML//",
    "-//W3O//DTD W3 HTML 3.0//",
    "-//WebTechs//DTD Mozilla HTML 2.0//",
    "-//WebTechs//DTD Mozilla HTML//",
};
constexpr std::string_view kQuirksPublicIdsExact[] = {"-//W3O//DTD W3 HTML Strict 3.0//EN//",
                                                      "-/W3C/DTD HTML 4.0 Transitional/EN", "HTML"};
constexpr std::string_view kQuirksWithoutSystemId[] = {"-//W3C//DTD HTML 4.01 Frameset//",
                                                       "-//W3C//DTD HTML 4.01 Transitional//"};

// doctype: what follows "<!DOCTYPE" up to (not including) the '>'. Understands the plain
// forms `html`, `NAME PUBLIC "id" ["id"]` and `NAME SYSTEM "id"`; Unknown otherwise.
Quirks doctypeQuirks(std::string_view doctype)
{
    size_t i = 0;
    auto skipSpace = [&] {
        const size_t from = i;
        while (i < doctype.size() && isHtmlSpace(doctype[i]))
            ++i;
        return i > from;
    };
    auto quoted = [&](std::string_view *value) {
        if (i == doctype.size() || (doctype[i] != '"' && doctype[i] != '\''))
            return false;
        const size_t close = doctype.find(doctype[i], i + 1);
        if (close == std::string_view::npos)
            return false;
        *value = doctype.substr(i + 1, close - i - 1);
        i = close + 1;
        return true;
    };
    if (!skipSpace())
        return Quirks::Unknown;
    const size_t nameStart = i;
    while (i < doctype.size() && !isHtmlSpace(doctype[i]))
        ++i;
    const std::string_view name = doctype.substr(nameStart, i - nameStart);
    if (name.empty())
        return Quirks::Unknown;
    skipSpace();
    std::string_view publicId;
    std::string_view systemId;
    bool hasSystemId = false;
    if (i < doctype.size()) {
        if (doctype.size() - i < 6)
            return Quirks::Unknown;
        const std::string_view keyword = doctype.substr(i, 6);
        i += 6;
        skipSpace();
        if (equalsIgnoreAsciiCase(keyword, "public")) {
            if (!quoted(&publicId))
                return Quirks::Unknown;
            skipSpace();
            hasSystemId = quoted(&systemId);
        } else if (equalsIgnoreAsciiCase(keyword, "system")) {
            if (!quoted(&systemId))
                return Quirks::Unknown;
            hasSystemId = true;
        } else {
            return Quirks::Unknown;
        }
        skipSpace();
        if (i != doctype.size())
            return Quirks::Unknown;
    }
    auto listed = [](std::string_view id, auto &list, bool ignoreCase) {
        for (std::string_view entry : list) {
            if (ignoreCase ? equalsIgnoreAsciiCase(id, entry) : id == entry)
                return true;
        }
        return false;
    };
    if (!equalsIgnoreAsciiCase(name, "html") || listed(publicId, kQuirksPublicIds, true) ||
        listed(publicId, kQuirksPublicIdsExact, false) ||
        systemId == "http://www.ibm.com/data/dtd/v11/ibmxhtml1-transitional.dtd" ||
        (!hasSystemId && listed(publicId, kQuirksWithoutSystemId, true)))
        return Quirks::Quirky;
    return Quirks::NoQuirks; // or limited quirks, which treats <table> the same
}

} // namespace

void TreeBuilder::doctype(std::string_view doctype)
{
    firstToken(doctypeQuirks(doctype));
}

// Initial, before html, before head, in head and after head, folded together: nothing
// there reaches the text except a <title>, and the stack is [html, body] once the body
// starts however it was reached.
TreeBuilder::Step TreeBuilder::preBodyStart(const TagToken &token)
{
    switch (token.tag) {
    case Html:
    case Head:
    case Base:
    case Basefont:
    case Bgsound:
    case Menuitem:
    case Link:
    case Meta:
        return Step::Done;
    case Body:
        enterBody();
        return Step::Done;
    case Title:
    case Style:
    case Script:
        return startRawText();
    case Noscript: // "in head noscript" mode
        return Step::Fail;
    default:
        enterBody();
        return Step::Reprocess;
    }
}

TreeBuilder::Step TreeBuilder::preBodyEnd(Tag tag)
{
    switch (tag) {
    case Body:
    case Html:
    case Br:
        enterBody();
        return Step::Reprocess;
    case Template:
        return Step::Fail;
    default:
        return Step::Done; // ignored
    }
}

} // namespace lookalike::html
