// The fast path's tokenizer (HtmlTokenizer.h): gumbo 0.10.1's data, tag, attribute,
// comment, DOCTYPE, RCDATA, RAWTEXT and script data states, for valid UTF-8 without NUL
// bytes. The hot loops (finding markup, tag names) use SSE2 where the target has it.

#include "extract/HtmlTokenizer.h"

#include "extract/HtmlCharRefs.h"
#include "extract/HtmlChars.h"
#include "extract/HtmlTreeBuilder.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace lookalike::html {
namespace {

// Byte classes for the tag scanner.
enum : uint8_t
{
    kSpaceByte = 1,        // \t \n \f \r and space
    kTagNameStop = 2,      // whitespace, '/', '>'
    kAttrNameStop = 4,     // whitespace, '/', '=', '>'
    kUnquotedValueStop = 8 // whitespace, '>'
};

constexpr std::array<uint8_t, 256> kByteClass = [] {
    std::array<uint8_t, 256> classes{};
    for (unsigned char c : {'\t', '\n', '\f', '\r', ' '})
        classes[c] = kSpaceByte | kTagNameStop | kAttrNameStop | kUnquotedValueStop;
    classes['/'] = kTagNameStop | kAttrNameStop;
    classes['>'] = kTagNameStop | kAttrNameStop | kUnquotedValueStop;
    classes['='] = kAttrNameStop;
    return classes;
}();

inline bool hasClass(char c, uint8_t mask)
{
    return kByteClass[static_cast<unsigned char>(c)] & mask;
}

// ASCII upper case to lower case in each byte of w; other bytes unchanged.
constexpr uint64_t lowerAsciiBytes(uint64_t w)
{
    constexpr uint64_t ones = 0x0101010101010101ull;
    const uint64_t low7 = w & (0x7F * ones);
    const uint64_t atLeastA = low7 + (0x80 - 'A') * ones;
    const uint64_t aboveZ = low7 + (0x80 - 'Z' - 1) * ones;
    const uint64_t upper = atLeastA & ~aboveZ & ~w & (0x80 * ones);
    return w | (upper >> 2);
}
static_assert(lowerAsciiBytes(0x5A41615B40C3ull) == 0x7A61615B40C3ull); // "\xc3@[aAZ"

// The common case of the tag-name scan: a name shorter than 16 bytes whose end is in the
// next 16 bytes. Packs it lower-cased into name and sets length; false if the scalar loop
// must decide (fewer than 16 bytes left, a long name, or a control byte in it).
inline bool scanTagName(const char *p, const char *end, PackedName &name, size_t &length)
{
#if defined(__SSE2__)
    if (end - p < 16)
        return false;
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
    const __m128i space = _mm_set1_epi8(' ');
    const int stops = _mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_set1_epi8('>'))) |
                      _mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_set1_epi8('/'))) |
                      _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_max_epu8(v, space), space)); // bytes <= ' '
    if (stops == 0)
        return false;
    const size_t n = size_t(__builtin_ctz(unsigned(stops)));
    if (!hasClass(p[n], kTagNameStop))
        return false; // a control byte: part of the name for gumbo
    uint64_t a;
    uint64_t b;
    std::memcpy(&a, p, 8);
    std::memcpy(&b, p + 8, 8);
    if (n < 8) {
        a &= (uint64_t(1) << (8 * n)) - 1;
        b = 0;
    } else {
        b &= n == 8 ? 0 : (uint64_t(1) << (8 * (n - 8))) - 1;
    }
    name.a = lowerAsciiBytes(a);
    name.b = lowerAsciiBytes(b);
    length = n;
    return true;
#else
    (void)p;
    (void)end;
    (void)name;
    (void)length;
    return false;
#endif
}

// The first '<' or '&' in [p, end), or end.
inline const char *findMarkupOrReference(const char *p, const char *end)
{
#if defined(__SSE2__)
    const __m128i lt = _mm_set1_epi8('<');
    const __m128i amp = _mm_set1_epi8('&');
    for (; end - p >= 16; p += 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        const int mask = _mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(v, lt), _mm_cmpeq_epi8(v, amp)));
        if (mask != 0)
            return p + __builtin_ctz(unsigned(mask));
    }
#endif
    for (; p < end; ++p) {
        if (*p == '<' || *p == '&')
            return p;
    }
    return end;
}

inline bool isEndTagDelimiter(char c)
{
    return isHtmlSpace(c) || c == '/' || c == '>';
}

// Case-insensitive search for "<script" in [from, to).
bool containsScriptStartTag(const char *from, const char *to)
{
    while (from < to) {
        const void *lt = std::memchr(from, '<', size_t(to - from));
        if (!lt)
            return false;
        const char *q = static_cast<const char *>(lt);
        if (to - q >= 7 && equalsIgnoreAsciiCase(std::string_view(q + 1, 6), "script"))
            return true;
        from = q + 1;
    }
    return false;
}

// The state of one document's tokenization; file-local, so that the compiler inlines its
// members into one another as it sees fit.
class Tokenizer
{
public:
    Tokenizer(std::string_view html, TreeBuilder &builder, std::vector<LinkSpan> *links = nullptr)
        : begin_(html.data())
        , end_(html.data() + html.size())
        , builder_(builder)
        , links_(links)
    {}

    bool run();

private:
    bool onMarkup();
    const char *skipBogusComment(const char *p) const;
    const char *skipComment(const char *p) const;
    const char *parseTag(const char *p, bool endTag, TagToken &token);
    const char *skipPlainSvg(const char *p) const;
    bool decodeAttribute(const char *from, const char *to, char allowed, std::string &value);
    bool rawTextElement(Tag tag);

    const char *const begin_;
    const char *const end_;
    const char *p_ = nullptr;
    TreeBuilder &builder_;
    std::string scratch_; // a decoded character reference
    TagToken token_;
    TagToken endToken_;               // the end tag of a raw-text element
    std::vector<LinkSpan> *links_;    // where links are noted, if anywhere
    std::size_t openLink_ = SIZE_MAX; // the link whose end tag is awaited
};

bool Tokenizer::run()
{
    if (!isCleanUtf8(reinterpret_cast<const unsigned char *>(begin_), size_t(end_ - begin_)))
        return false;
    p_ = begin_;
    while (p_ < end_) {
        const char *q = findMarkupOrReference(p_, end_);
        if (q > p_ && !builder_.characters(p_, size_t(q - p_)))
            return false;
        p_ = q;
        if (q == end_)
            break;
        if (*q == '&') {
            scratch_.clear();
            size_t consumed = 0;
            switch (decodeCharRef(q, end_, '\0', scratch_, &consumed)) {
            case CharRef::Unsure:
                return false;
            case CharRef::Literal:
                if (!builder_.referenceCharacters(q, 1))
                    return false;
                p_ = q + 1;
                break;
            case CharRef::Decoded:
                if (!builder_.referenceCharacters(scratch_.data(), scratch_.size()))
                    return false;
                p_ = q + consumed;
                break;
            }
            continue;
        }
        p_ = q + 1;
        if (!onMarkup())
            return false;
    }
    return true;
}

// p_ is just past a '<' in the data state.
bool Tokenizer::onMarkup()
{
    const char *p = p_;
    if (p == end_)
        return builder_.characters(p - 1, 1); // a lone '<' at the end is text
    const char c = *p;
    if (c == '!') {
        const size_t left = size_t(end_ - p);
        const char *after;
        bool comment = true; // a comment token: gumbo flushes pending text
        if (left >= 3 && p[1] == '-' && p[2] == '-') {
            after = skipComment(p + 3);
        } else if (left >= 8 && equalsIgnoreAsciiCase(std::string_view(p + 1, 7), "doctype")) {
            // A DOCTYPE ends at the first '>', even inside a quoted identifier.
            after = skipBogusComment(p + 8);
            if (after)
                builder_.doctype(std::string_view(p + 8, size_t(after - 1 - (p + 8))));
            comment = false;
        } else if (left >= 8 && std::string_view(p + 1, 7) == "[CDATA[") {
            return false;
        } else {
            after = skipBogusComment(p + 1);
        }
        if (!after)
            return false;
        p_ = after;
        if (comment)
            builder_.comment();
        return true; // comments and doctypes do not touch the text
    }
    if (c == '/') {
        if (p + 1 == end_)
            return false;
        if (p[1] == '>') {
            p_ = p + 2; // "</>" is dropped
            return true;
        }
        if (!isAsciiAlpha(p[1])) {
            p_ = skipBogusComment(p + 1);
            builder_.comment();
            return p_ != nullptr;
        }
        p_ = parseTag(p + 1, true, token_);
        if (!p_ || !builder_.endTag(token_.tag))
            return false;
        if (links_ && token_.tag == A && openLink_ != SIZE_MAX) {
            (*links_)[openLink_].end = builder_.textSize();
            openLink_ = SIZE_MAX;
        }
        return true;
    }
    if (c == '?') {
        p_ = skipBogusComment(p);
        builder_.comment();
        return p_ != nullptr;
    }
    if (isAsciiAlpha(c)) {
        p_ = parseTag(p, false, token_);
        if (!p_)
            return false;
        if (token_.tag == Svg) {
            // An <svg> of elements and whitespace only (an icon): gumbo makes it an element of
            // another namespace that holds no text, a word boundary where it stands, as any
            // element of a tag it does not know; the tokens after </svg> are HTML again.
            // Anything else in it is left to gumbo.
            const char *after = builder_.inBody() ? skipPlainSvg(p) : nullptr;
            TagToken other;
            if (!after || builder_.startTag(other) != TreeBuilder::AfterStartTag::Data ||
                !builder_.endTag(Unknown))
                return false;
            p_ = after;
            return true;
        }
        if (links_ && token_.tag == A && openLink_ != SIZE_MAX) {
            (*links_)[openLink_].end = builder_.textSize(); // an <a> closes the one open
            openLink_ = SIZE_MAX;
        }
        switch (builder_.startTag(token_)) {
        case TreeBuilder::AfterStartTag::Data:
            if (links_ && token_.tag == A && token_.hasHref) {
                openLink_ = links_->size();
                links_->push_back({token_.href, builder_.textSize(), SIZE_MAX}); // the end tag sets the end
            }
            return true;
        case TreeBuilder::AfterStartTag::RawText:
            return rawTextElement(token_.tag);
        case TreeBuilder::AfterStartTag::Fail:
            return false;
        }
        return false;
    }
    return builder_.characters(p - 1, 1); // '<' followed by anything else is text
}

// p is at "svg" of an <svg> start tag. The end of its subtree (just past the '>' of the end
// tag that closes it), when the subtree holds only whitespace and elements of the SVG
// namespace as gumbo makes them: no character reference, comment, CDATA, script, style, HTML
// integration point (foreignObject, desc, title), MathML, nor a tag that breaks out of foreign
// content; each end tag closes an element open in it. nullptr otherwise.
const char *Tokenizer::skipPlainSvg(const char *p) const
{
    // The tags that leave foreign content (the HTML standard's list, as gumbo 0.10.1 has it),
    // and those whose content is not plain foreign content.
    static constexpr std::string_view kRefused[] = {"b",       "big",    "blockquote", "body",
                                                    "br",      "center", "code",       "dd",
                                                    "div",     "dl",     "dt",         "em",
                                                    "embed",   "h1",     "h2",         "h3",
                                                    "h4",      "h5",     "h6",         "head",
                                                    "hr",      "i",      "img",        "li",
                                                    "listing", "menu",   "meta",       "nobr",
                                                    "ol",      "p",      "pre",        "ruby",
                                                    "s",       "small",  "span",       "strong",
                                                    "strike",  "sub",    "sup",        "table",
                                                    "tt",      "u",      "ul",         "var",
                                                    "font",    "script", "style",      "foreignobject",
                                                    "desc",    "title",  "math",       "annotation-xml",
                                                    "mi",      "mo",     "mn",         "ms",
                                                    "mtext"};
    // A tag's name, lower-cased (p at its first letter); q past it.
    const auto nameAt = [this](const char *p, const char *&q) {
        std::string name;
        for (q = p; q < end_ && !hasClass(*q, kTagNameStop); ++q)
            name.push_back(asciiLower(*q));
        return name;
    };
    // Past a tag's attributes (q after its name) to just past its '>', `selfClosing` set for
    // "/>" outside an unquoted value (as the tokenizer's states have it). nullptr where a quote,
    // '<' or '=' stands where the tokenizer would take it into a name (a parse error), or the
    // tag does not end.
    const auto tagEnd = [&](const char *q, bool &selfClosing) -> const char * {
        selfClosing = false;
        bool afterName = false; // an attribute's name was read: '=' starts its value
        while (q < end_) {
            const char c = *q;
            if (c == '>')
                return q + 1;
            if (isHtmlSpace(c)) {
                ++q;
                continue;
            }
            if (c == '/') {
                if (q + 1 < end_ && q[1] == '>') {
                    selfClosing = true;
                    return q + 2;
                }
                afterName = false;
                ++q;
                continue;
            }
            if (c == '"' || c == '\'' || c == '<')
                return nullptr;
            if (c == '=') {
                if (!afterName)
                    return nullptr;
                afterName = false;
                ++q;
                while (q < end_ && isHtmlSpace(*q))
                    ++q;
                if (q < end_ && (*q == '"' || *q == '\'')) {
                    const void *close = std::memchr(q + 1, *q, size_t(end_ - q - 1));
                    if (!close)
                        return nullptr;
                    q = static_cast<const char *>(close) + 1;
                    continue;
                }
                // Unquoted: up to a space or '>' ('/' is part of it).
                for (; q < end_ && !isHtmlSpace(*q) && *q != '>'; ++q)
                    if (*q == '"' || *q == '\'' || *q == '<' || *q == '=' || *q == '`')
                        return nullptr;
                continue;
            }
            afterName = true;
            ++q;
        }
        return nullptr;
    };
    const char *q = nullptr;
    if (nameAt(p, q) != "svg")
        return nullptr;
    bool selfClosing = false;
    q = tagEnd(q, selfClosing);
    if (!q)
        return nullptr;
    if (selfClosing)
        return q;
    std::vector<std::string> open{"svg"};
    while (q < end_) {
        if (isHtmlSpace(*q)) {
            ++q;
            continue;
        }
        if (*q != '<' || q + 1 >= end_)
            return nullptr; // text, a reference, or '<' at the end
        if (q[1] == '/') {
            if (q + 2 >= end_ || !isAsciiAlpha(q[2]))
                return nullptr;
            const char *r = nullptr;
            const std::string name = nameAt(q + 2, r);
            while (r < end_ && isHtmlSpace(*r))
                ++r;
            if (r >= end_ || *r != '>')
                return nullptr;
            const auto it = std::find(open.rbegin(), open.rend(), name);
            if (it == open.rend())
                return nullptr;
            open.erase(std::next(it).base(), open.end());
            q = r + 1;
            if (open.empty())
                return q;
            continue;
        }
        if (!isAsciiAlpha(q[1]))
            return nullptr;
        const char *r = nullptr;
        const std::string name = nameAt(q + 1, r);
        if (std::find(std::begin(kRefused), std::end(kRefused), name) != std::end(kRefused))
            return nullptr;
        q = tagEnd(r, selfClosing);
        if (!q)
            return nullptr;
        if (!selfClosing)
            open.push_back(name);
    }
    return nullptr;
}

const char *Tokenizer::skipBogusComment(const char *p) const
{
    const void *gt = std::memchr(p, '>', size_t(end_ - p));
    return gt ? static_cast<const char *>(gt) + 1 : nullptr;
}

// p is just past "<!--". Follows gumbo's comment states, including "<!-->", "<!--->",
// "--!>" and "--!-" (which re-enters the end-dash state).
const char *Tokenizer::skipComment(const char *p) const
{
    enum
    {
        Start,
        StartDash,
        Body,
        EndDash,
        End,
        Bang
    } state = Start;
    while (p < end_) {
        const char c = *p++;
        switch (state) {
        case Start:
            state = c == '-' ? StartDash : Body;
            if (c == '>')
                return p;
            break;
        case StartDash:
            state = c == '-' ? End : Body;
            if (c == '>')
                return p;
            break;
        case Body:
            if (c == '-') {
                state = EndDash;
            } else {
                const void *dash = std::memchr(p, '-', size_t(end_ - p));
                if (!dash)
                    return nullptr;
                p = static_cast<const char *>(dash);
            }
            break;
        case EndDash:
            state = c == '-' ? End : Body;
            break;
        case End:
            if (c == '>')
                return p;
            state = c == '!' ? Bang : c == '-' ? End : Body;
            break;
        case Bang:
            if (c == '>')
                return p;
            state = c == '-' ? EndDash : Body;
            break;
        }
    }
    return nullptr; // gumbo ends the comment at EOF; not worth mirroring
}

// Decodes an attribute value (char refs as gumbo does in attributes). False if unsure.
bool Tokenizer::decodeAttribute(const char *from, const char *to, char allowed, std::string &value)
{
    value.clear();
    while (from < to) {
        const void *amp = std::memchr(from, '&', size_t(to - from));
        const char *stop = amp ? static_cast<const char *>(amp) : to;
        value.append(from, size_t(stop - from));
        if (stop == to)
            break;
        size_t consumed = 0;
        switch (decodeCharRef(stop, to, allowed, value, &consumed)) {
        case CharRef::Unsure:
            return false;
        case CharRef::Literal:
            value.push_back('&');
            from = stop + 1;
            break;
        case CharRef::Decoded:
            from = stop + consumed;
            break;
        }
    }
    return true;
}

// Tokenizes a tag from its first name character to just past its '>' (gumbo's tag-name,
// attribute and self-closing states). Returns nullptr at EOF or if unsure of an alt/type
// value. The first of duplicate attributes wins, as in gumbo.
const char *Tokenizer::parseTag(const char *p, bool endTag, TagToken &token)
{
    PackedName name;
    size_t length = 0;
    if (!scanTagName(p, end_, name, length)) {
        while (p + length < end_ && !hasClass(p[length], kTagNameStop)) {
            name.add(length, static_cast<unsigned char>(asciiLower(p[length])));
            ++length;
        }
    }
    p += length;
    if (p == end_)
        return nullptr;
    token.tag = kTagLookup.find(name, length);
    token.hasAlt = false;
    token.hasType = false;
    token.hasHref = false;
    const bool wantHref = !endTag && links_ && token.tag == A;
    const bool wantAlt =
        !endTag && (token.tag == Img || token.tag == Image || token.tag == Area || token.tag == Input);
    const bool wantType = !endTag && token.tag == Input;

    enum
    {
        BeforeName,
        Name,
        AfterName,
        BeforeValue,
        AfterQuoted,
        SelfClosing
    } state = BeforeName;
    const char *attrName = p;
    size_t attrLength = 0;
    std::string *target = nullptr; // where the current attribute's value goes, if anywhere
    auto finishName = [&] {
        target = nullptr;
        const std::string_view attr(attrName, attrLength);
        if (wantAlt && !token.hasAlt && equalsIgnoreAsciiCase(attr, "alt")) {
            token.hasAlt = true;
            target = &token.alt;
        } else if (wantType && !token.hasType && equalsIgnoreAsciiCase(attr, "type")) {
            token.hasType = true;
            target = &token.type;
        } else if (wantHref && !token.hasHref && equalsIgnoreAsciiCase(attr, "href")) {
            token.hasHref = true;
            target = &token.href;
        }
        if (target)
            target->clear();
    };
    while (p < end_) {
        const char c = *p;
        switch (state) {
        case BeforeName:
        case AfterName:
            if (hasClass(c, kSpaceByte)) {
                ++p;
            } else if (c == '/') {
                state = SelfClosing;
                ++p;
            } else if (c == '>') {
                return p + 1;
            } else if (c == '=' && state == AfterName) {
                state = BeforeValue;
                ++p;
            } else { // any other character (even '"', '\'', '<', '=') starts a name
                attrName = p;
                attrLength = 1;
                state = Name;
                ++p;
            }
            break;
        case Name:
            if (hasClass(c, kAttrNameStop)) {
                finishName();
                if (c == '>')
                    return p + 1;
                state = c == '/' ? SelfClosing : c == '=' ? BeforeValue : AfterName;
            } else {
                ++attrLength;
                while (p + 1 < end_ && !hasClass(p[1], kAttrNameStop)) {
                    ++attrLength;
                    ++p;
                }
            }
            ++p;
            break;
        case BeforeValue: {
            if (hasClass(c, kSpaceByte)) {
                ++p;
                break;
            }
            if (c == '>')
                return p + 1; // "name=>": empty value, the tag ends
            const char *from;
            const char *to;
            char allowed;
            if (c == '"' || c == '\'') {
                from = p + 1;
                const void *close = std::memchr(from, c, size_t(end_ - from));
                if (!close)
                    return nullptr;
                to = static_cast<const char *>(close);
                p = to + 1;
                allowed = c;
                state = AfterQuoted;
            } else {
                from = p;
                while (p < end_ && !hasClass(*p, kUnquotedValueStop))
                    ++p;
                if (p == end_)
                    return nullptr;
                to = p;
                allowed = '>';
                state = BeforeName; // the whitespace or '>' is handled there
            }
            if (target && !decodeAttribute(from, to, allowed, *target))
                return nullptr;
            target = nullptr;
            break;
        }
        case AfterQuoted:
            if (hasClass(c, kSpaceByte)) {
                ++p;
                state = BeforeName;
            } else if (c == '/') {
                ++p;
                state = SelfClosing;
            } else if (c == '>') {
                return p + 1;
            } else {
                state = BeforeName; // reconsume
            }
            break;
        case SelfClosing:
            if (c == '>')
                return p + 1;
            state = BeforeName; // reconsume
            break;
        }
    }
    return nullptr;
}

// p_ is just past the start tag of a <title> (RCDATA), <style> (RAWTEXT) or <script>
// (script data). Consumes the content and the end tag; the element has nothing else
// inside, so the builder gets the title's text and the end of the element.
bool Tokenizer::rawTextElement(Tag tag)
{
    const std::string_view name = kTagNames[tag];
    const char *p = p_;
    const char *endName = nullptr;
    while (!endName) {
        const void *lt = std::memchr(p, '<', size_t(end_ - p));
        if (!lt)
            return false; // unterminated at EOF
        const char *q = static_cast<const char *>(lt);
        if (tag == Title) {
            // RCDATA: text with character references; '<' is literal unless it ends the title.
            while (p < q) {
                const void *amp = std::memchr(p, '&', size_t(q - p));
                const char *stop = amp ? static_cast<const char *>(amp) : q;
                builder_.rawText(p, size_t(stop - p));
                if (stop == q)
                    break;
                scratch_.clear();
                size_t consumed = 0;
                switch (decodeCharRef(stop, end_, '\0', scratch_, &consumed)) {
                case CharRef::Unsure:
                    return false;
                case CharRef::Literal:
                    builder_.rawText("&", 1);
                    p = stop + 1;
                    break;
                case CharRef::Decoded:
                    builder_.rawText(scratch_.data(), scratch_.size());
                    p = stop + consumed;
                    break;
                }
            }
            if (p > q) { // a reference ran past the '<'; cannot happen, but stay exact
                return false;
            }
        }
        if (size_t(end_ - q) > 2 + name.size() && q[1] == '/' &&
            equalsIgnoreAsciiCase(std::string_view(q + 2, name.size()), name) &&
            isEndTagDelimiter(q[2 + name.size()])) {
            endName = q + 2;
            if (tag == Script) {
                // "<!--" ... "<script" would enter the double-escaped state, where this
                // end tag does not end the script. Leave such scripts to gumbo.
                const std::string_view content(p_, size_t(q - p_));
                if (content.find("<!--") != std::string_view::npos && containsScriptStartTag(p_, q))
                    return false;
            }
        } else {
            if (tag == Title)
                builder_.rawText("<", 1);
            p = q + 1;
        }
    }
    p_ = parseTag(endName, true, endToken_);
    if (!p_)
        return false;
    builder_.rawTextEnd();
    return true;
}

} // namespace

bool tokenize(std::string_view html, TreeBuilder &builder)
{
    Tokenizer tokenizer(html, builder);
    return tokenizer.run();
}

bool tokenize(std::string_view html, TreeBuilder &builder, std::vector<LinkSpan> &links)
{
    Tokenizer tokenizer(html, builder, &links);
    const bool ok = tokenizer.run();
    for (LinkSpan &l : links)
        if (l.end == SIZE_MAX) // left open: to the end
            l.end = builder.textSize();
    return ok;
}

} // namespace lookalike::html
