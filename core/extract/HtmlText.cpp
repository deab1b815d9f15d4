#include "extract/HtmlText.h"

#include <algorithm>
#include <array>
#include <climits>
#include <cstdint>
#include <cstring>
#include <gumbo.h>
#include <initializer_list>
#include <limits>
#include <memory>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// The reference behaviour is libgumbo 0.10.1 (Debian 12), not the current WHATWG text. The
// fast path mirrors gumbo's tokenizer and tree builder where they decide word boundaries,
// including gumbo's deviations: unknown tags all share one tag id (so </foo> closes <bar>);
// an end tag of a formatting element with no entry in the list of active formatting
// elements is ignored; </form> detaches the form without flushing pending text; <main> is
// not "special"; the quirks-mode public id "prefixes" are compared for equality. It falls
// back wherever it does not follow gumbo exactly (see HtmlText.h).

namespace lookalike {
namespace {

// ---------------------------------------------------------------------------------------
// Shared helpers

void appendUtf8(std::string &out, char32_t cp)
{
    if (cp < 0x80) {
        out.push_back(char(cp));
    } else if (cp < 0x800) {
        out.push_back(char(0xC0 | (cp >> 6)));
        out.push_back(char(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        out.push_back(char(0xE0 | (cp >> 12)));
        out.push_back(char(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(char(0x80 | (cp & 0x3F)));
    } else {
        out.push_back(char(0xF0 | (cp >> 18)));
        out.push_back(char(0x80 | ((cp >> 12) & 0x3F)));
        out.push_back(char(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(char(0x80 | (cp & 0x3F)));
    }
}

// A separator between the words of adjacent elements; runs of them collapse.
inline void appendBoundary(std::string &out)
{
    if (!out.empty() && out.back() != ' ')
        out.push_back(' ');
}

inline char asciiLower(char c)
{
    return (c >= 'A' && c <= 'Z') ? char(c + 0x20) : c;
}

inline bool isAsciiAlpha(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

inline bool isAsciiAlnum(char c)
{
    return isAsciiAlpha(c) || (c >= '0' && c <= '9');
}

// Whitespace as the tokenizer sees it (CR counts: gumbo turns it into LF).
inline bool isHtmlSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\t' || c == '\f' || c == '\r';
}

bool equalsIgnoreAsciiCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); ++i) {
        if (asciiLower(a[i]) != asciiLower(b[i]))
            return false;
    }
    return true;
}

// ---------------------------------------------------------------------------------------
// Reference path: libgumbo

struct GumboOutputDeleter
{
    const GumboOptions *options;
    size_t maxDepth = 0;
    void operator()(GumboOutput *output) const;
};

// gumbo_destroy_output() frees the tree recursively (destroy_node in libgumbo 0.10.1's
// parser.c calls itself per child): from about 300 000 levels that overflows an 8 MiB
// stack. So before destroying a deep tree, re-link every node as a direct child of the
// document (element children arrays are emptied but kept, so gumbo still frees them) and
// the recursion is two levels deep. The new children array comes from the options' own
// allocator, as gumbo frees it with the matching deallocator. On failure the tree is left
// as it was.
bool flattenForDestroy(const GumboOptions &options, GumboOutput *output) noexcept
{
    GumboNode *document = output->document;
    if (!document || document->type != GUMBO_NODE_DOCUMENT)
        return false;
    try {
        std::vector<GumboNode *> nodes;
        GumboVector &top = document->v.document.children;
        for (unsigned i = top.length; i-- > 0;)
            nodes.push_back(static_cast<GumboNode *>(top.data[i]));
        for (size_t next = 0; next < nodes.size(); ++next) {
            const GumboNode *node = nodes[next];
            if (node->type == GUMBO_NODE_ELEMENT || node->type == GUMBO_NODE_TEMPLATE) {
                const GumboVector &children = node->v.element.children;
                for (unsigned i = 0; i < children.length; ++i)
                    nodes.push_back(static_cast<GumboNode *>(children.data[i]));
            }
        }
        void *memory = options.allocator(options.userdata, sizeof(void *) * (nodes.size() + 1));
        if (!memory)
            return false;
        auto **data = static_cast<void **>(memory);
        for (size_t i = 0; i < nodes.size(); ++i) {
            data[i] = nodes[i];
            if (nodes[i]->type == GUMBO_NODE_ELEMENT || nodes[i]->type == GUMBO_NODE_TEMPLATE)
                nodes[i]->v.element.children.length = 0;
        }
        options.deallocator(options.userdata, top.data);
        top.data = data;
        top.length = unsigned(nodes.size());
        top.capacity = unsigned(nodes.size() + 1);
        return true;
    } catch (...) {
        return false; // std::bad_alloc before anything was changed
    }
}

void GumboOutputDeleter::operator()(GumboOutput *output) const
{
    if (!output)
        return;
    // Recursion depth in destroy_node equals tree depth; a few thousand frames are harmless.
    if (maxDepth > 2000)
        flattenForDestroy(*options, output);
    gumbo_destroy_output(options, output);
}

bool isImageInput(const GumboElement &element)
{
    const GumboAttribute *type = gumbo_get_attribute(&element.attributes, "type");
    return type && equalsIgnoreAsciiCase(type->value, "image");
}

// gumbo 0.10.1 decodes a numeric character reference into an int that overflows, so that
// "&#x4294967295;" comes out as bytes that are not UTF-8 (found by tests/fuzz/fuzz_html).
// Each byte that does not start a valid sequence becomes U+FFFD, what HTML5 makes of any
// reference beyond U+10FFFF; valid text is left as it is.
void replaceInvalidUtf8(std::string &text)
{
    const auto *s = reinterpret_cast<const unsigned char *>(text.data());
    const size_t n = text.size();
    std::string out;
    size_t copied = 0; // text[0, copied) is in out
    bool replaced = false;
    for (size_t i = 0; i < n;) {
        const unsigned char c = s[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        const size_t length = c >= 0xC2 && c <= 0xDF   ? 2
                              : c >= 0xE0 && c <= 0xEF ? 3
                              : c >= 0xF0 && c <= 0xF4 ? 4
                                                       : 0;
        bool valid = length != 0 && i + length <= n;
        char32_t cp = c & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07);
        for (size_t k = 1; valid && k < length; ++k) {
            valid = (s[i + k] & 0xC0) == 0x80;
            cp = (cp << 6) | (s[i + k] & 0x3F);
        }
        if (valid && ((length == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) ||
                      (length == 4 && (cp < 0x10000 || cp > 0x10FFFF))))
            valid = false;
        if (valid) {
            i += length;
            continue;
        }
        out.append(text, copied, i - copied);
        appendUtf8(out, 0xFFFD);
        copied = ++i;
        replaced = true;
    }
    if (!replaced)
        return;
    out.append(text, copied, std::string::npos);
    text.swap(out);
}

} // namespace

namespace {

std::size_t estimatedDepth(std::string_view html);

// htmlTextGumbo, given the document's estimated nesting depth (estimateParserWork).
std::string gumboText(std::string_view html, std::size_t depth)
{
    GumboOptions options = kGumboDefaultOptions;
    // Parse errors are not needed, but they cannot simply be turned off: once max_errors is
    // reached, libgumbo 0.10.1 no longer clears its tag buffer after a duplicate attribute
    // (add_duplicate_attr_error returns early), so the next attribute's name is glued to it
    // ("<img a=1 a alt=x>" loses its alt text). Each parser error copies the stack of open
    // elements, so the errors are capped by memory instead: about 64 MiB of them at the
    // document's estimated depth (hundreds of thousands for ordinary pages).
    constexpr std::size_t kErrorBudget = std::size_t(64) << 20;
    const std::size_t perError = 128 + 8 * (depth + 16);
    options.max_errors = int(std::min<std::size_t>(kErrorBudget / perError, INT_MAX));
    GumboOutputDeleter deleter{&options};
    std::unique_ptr<GumboOutput, GumboOutputDeleter &> output(
        gumbo_parse_with_options(&options, html.data(), html.size()), deleter);
    std::string text;
    if (!output || !output->document)
        return text;
    text.reserve(html.size() / 2);

    // Pre-order walk with an explicit stack: {node, index of the next child}.
    struct Frame
    {
        const GumboVector *children;
        unsigned next;
    };
    std::vector<Frame> stack;
    stack.push_back({&output->document->v.document.children, 0});
    while (!stack.empty()) {
        deleter.maxDepth = std::max(deleter.maxDepth, stack.size());
        Frame &frame = stack.back();
        if (frame.next >= frame.children->length) {
            stack.pop_back();
            appendBoundary(text); // end of an element (or of the document)
            continue;
        }
        const auto *node = static_cast<const GumboNode *>(frame.children->data[frame.next++]);
        switch (node->type) {
        case GUMBO_NODE_TEXT:
        case GUMBO_NODE_CDATA:
        case GUMBO_NODE_WHITESPACE:
            text.append(node->v.text.text);
            break;
        case GUMBO_NODE_ELEMENT: {
            appendBoundary(text);
            const GumboElement &element = node->v.element;
            if (element.tag == GUMBO_TAG_SCRIPT || element.tag == GUMBO_TAG_STYLE)
                break; // content dropped; the boundary above also stands for the end tag
            if (element.tag_namespace == GUMBO_NAMESPACE_HTML &&
                (element.tag == GUMBO_TAG_IMG || element.tag == GUMBO_TAG_AREA ||
                 (element.tag == GUMBO_TAG_INPUT && isImageInput(element)))) {
                if (const GumboAttribute *alt = gumbo_get_attribute(&element.attributes, "alt")) {
                    text.append(alt->value);
                    appendBoundary(text);
                }
            }
            stack.push_back({&element.children, 0});
            break;
        }
        case GUMBO_NODE_TEMPLATE: // <template> content is inert
            appendBoundary(text);
            break;
        case GUMBO_NODE_COMMENT:
        case GUMBO_NODE_DOCUMENT:
            break;
        }
    }
    replaceInvalidUtf8(text);
    return text;
}

} // namespace

std::string htmlTextGumbo(std::string_view html)
{
    return gumboText(html, estimatedDepth(html));
}

namespace {

// ---------------------------------------------------------------------------------------
// Fast path: named character references

struct NamedCharRef
{
    std::string_view name; // without '&'; ends with ';' except for the legacy names
    std::string_view value;
};

constexpr NamedCharRef kNamedCharRefs[] = {
#include "extract/HtmlEntities.inc"
};

const NamedCharRef *findNamedCharRef(std::string_view name)
{
    const auto *end = std::end(kNamedCharRefs);
    const auto *it = std::lower_bound(std::begin(kNamedCharRefs), end, name,
                                      [](const NamedCharRef &e, std::string_view n) { return e.name < n; });
    return (it != end && it->name == name) ? it : nullptr;
}

enum class Ref
{
    Decoded,
    Literal,
    Unsure
};

// Decodes the character reference at p (which points at '&') as gumbo's consume_char_ref
// does. Decoded: the replacement is appended to out and *consumed says how many bytes it
// covered. Literal: the '&' is plain text. Unsure: a named reference without ';' might
// apply (gumbo's handling of those also depends on context): the caller gives up.
Ref decodeCharRef(const char *p, const char *end, char allowed, std::string &out, size_t *consumed)
{
    const char *q = p + 1;
    if (q == end)
        return Ref::Literal;
    const char c = *q;
    if (c == allowed || isHtmlSpace(c) || c == '<' || c == '&')
        return Ref::Literal;
    if (c == '#') {
        ++q;
        bool hex = false;
        if (q < end && (*q == 'x' || *q == 'X')) {
            hex = true;
            ++q;
        }
        uint32_t value = 0;
        const char *digits = q;
        for (; q < end; ++q) {
            int d;
            if (*q >= '0' && *q <= '9')
                d = *q - '0';
            else if (hex && *q >= 'a' && *q <= 'f')
                d = *q - 'a' + 10;
            else if (hex && *q >= 'A' && *q <= 'F')
                d = *q - 'A' + 10;
            else
                break;
            value = value * (hex ? 16 : 10) + uint32_t(d);
            if (value > 0x7FFFFFF)
                return Ref::Unsure; // gumbo's int would overflow further on
        }
        if (q == digits)
            return Ref::Literal;
        if (q < end && *q == ';')
            ++q;
        static constexpr char16_t kWindows1252[32] = {
            0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
            0x2039, 0x0152, 0x008D, 0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
            0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178};
        char32_t cp = value;
        if (value == 0 || (value >= 0xD800 && value <= 0xDFFF) || value > 0x10FFFF)
            cp = 0xFFFD;
        else if (value >= 0x80 && value <= 0x9F)
            cp = kWindows1252[value - 0x80];
        appendUtf8(out, cp);
        *consumed = size_t(q - p);
        return Ref::Decoded;
    }
    const char *name = q;
    while (q < end && isAsciiAlnum(*q))
        ++q;
    const size_t length = size_t(q - name);
    if (length == 0)
        return Ref::Literal;
    if (q < end && *q == ';' && length < 40) {
        char buffer[48];
        std::memcpy(buffer, name, length);
        buffer[length] = ';';
        if (const NamedCharRef *ref = findNamedCharRef(std::string_view(buffer, length + 1))) {
            out.append(ref->value);
            *consumed = length + 2;
            return Ref::Decoded;
        }
    }
    // No ';'-terminated match. gumbo then takes the longest legacy name (all are at most 6
    // characters) that prefixes the run; when there is none the '&' is literal.
    for (size_t n = 1; n <= std::min<size_t>(length, 6); ++n) {
        if (findNamedCharRef(std::string_view(name, n)))
            return Ref::Unsure;
    }
    return Ref::Literal;
}

// ---------------------------------------------------------------------------------------
// Fast path: tags as libgumbo 0.10.1 knows them (src/tag.in); every other name is Unknown.

// clang-format off
#define LOOKALIKE_HTML_TAGS(X)                                                                    \
    X(Html, "html") X(Head, "head") X(Title, "title") X(Base, "base") X(Link, "link")              \
    X(Meta, "meta") X(Style, "style") X(Script, "script") X(Noscript, "noscript")                  \
    X(Template, "template") X(Body, "body") X(Article, "article") X(Section, "section")            \
    X(Nav, "nav") X(Aside, "aside") X(H1, "h1") X(H2, "h2") X(H3, "h3") X(H4, "h4") X(H5, "h5")    \
    X(H6, "h6") X(Hgroup, "hgroup") X(Header, "header") X(Footer, "footer")                        \
    X(Address, "address") X(P, "p") X(Hr, "hr") X(Pre, "pre") X(Blockquote, "blockquote")          \
    X(Ol, "ol") X(Ul, "ul") X(Li, "li") X(Dl, "dl") X(Dt, "dt") X(Dd, "dd") X(Figure, "figure")    \
    X(Figcaption, "figcaption") X(Main, "main") X(Div, "div") X(A, "a") X(Em, "em")                \
    X(Strong, "strong") X(Small, "small") X(S, "s") X(Cite, "cite") X(Q, "q") X(Dfn, "dfn")        \
    X(Abbr, "abbr") X(Data, "data") X(Time, "time") X(Code, "code") X(Var, "var")                  \
    X(Samp, "samp") X(Kbd, "kbd") X(Sub, "sub") X(Sup, "sup") X(I, "i") X(B, "b") X(U, "u")        \
    X(Mark, "mark") X(Ruby, "ruby") X(Rt, "rt") X(Rp, "rp") X(Bdi, "bdi") X(Bdo, "bdo")            \
    X(Span, "span") X(Br, "br") X(Wbr, "wbr") X(Ins, "ins") X(Del, "del") X(Image, "image")        \
    X(Img, "img") X(Iframe, "iframe") X(Embed, "embed") X(Object, "object") X(Param, "param")      \
    X(Video, "video") X(Audio, "audio") X(Source, "source") X(Track, "track")                      \
    X(Canvas, "canvas") X(Map, "map") X(Area, "area") X(Math, "math") X(Mi, "mi") X(Mo, "mo")      \
    X(Mn, "mn") X(Ms, "ms") X(Mtext, "mtext") X(Mglyph, "mglyph") X(Malignmark, "malignmark")      \
    X(AnnotationXml, "annotation-xml") X(Svg, "svg") X(Foreignobject, "foreignobject")             \
    X(Desc, "desc") X(Table, "table") X(Caption, "caption") X(Colgroup, "colgroup")                \
    X(Col, "col") X(Tbody, "tbody") X(Thead, "thead") X(Tfoot, "tfoot") X(Tr, "tr") X(Td, "td")    \
    X(Th, "th") X(Form, "form") X(Fieldset, "fieldset") X(Legend, "legend") X(Label, "label")      \
    X(Input, "input") X(Button, "button") X(Select, "select") X(Datalist, "datalist")             \
    X(Optgroup, "optgroup") X(Option, "option") X(Textarea, "textarea") X(Keygen, "keygen")       \
    X(Output, "output") X(Progress, "progress") X(Meter, "meter") X(Details, "details")           \
    X(Summary, "summary") X(Menu, "menu") X(Menuitem, "menuitem") X(Applet, "applet")             \
    X(Acronym, "acronym") X(Bgsound, "bgsound") X(Dir, "dir") X(Frame, "frame")                    \
    X(Frameset, "frameset") X(Noframes, "noframes") X(Isindex, "isindex") X(Listing, "listing")    \
    X(Xmp, "xmp") X(Nextid, "nextid") X(Noembed, "noembed") X(Plaintext, "plaintext")             \
    X(Rb, "rb") X(Strike, "strike") X(Basefont, "basefont") X(Big, "big") X(Blink, "blink")       \
    X(Center, "center") X(Font, "font") X(Marquee, "marquee") X(Multicol, "multicol")             \
    X(Nobr, "nobr") X(Spacer, "spacer") X(Tt, "tt") X(Rtc, "rtc")
// clang-format on

// clang-format off
enum Tag : uint8_t
{
#define LOOKALIKE_TAG_ENUM(id, name) id,
    LOOKALIKE_HTML_TAGS(LOOKALIKE_TAG_ENUM)
#undef LOOKALIKE_TAG_ENUM
    Unknown,
    TagCount
};
// clang-format on
static_assert(TagCount <= 255, "tag ids must fit a byte, with one to spare for markers");

constexpr Tag kMarker = TagCount; // a scope marker in the list of active formatting elements

constexpr std::string_view kTagNames[] = {
#define LOOKALIKE_TAG_NAME(id, name) name,
    LOOKALIKE_HTML_TAGS(LOOKALIKE_TAG_NAME)
#undef LOOKALIKE_TAG_NAME
};

using TagSet = std::array<bool, TagCount>;

constexpr TagSet tagSet(std::initializer_list<Tag> tags)
{
    TagSet set{};
    for (Tag t : tags)
        set[t] = true;
    return set;
}

// gumbo's is_special_node (HTML namespace part).
constexpr TagSet kSpecial = tagSet(
    {Address,   Applet,   Area,    Article, Aside,    Base,       Basefont, Bgsound, Blockquote, Body,
     Br,        Button,   Caption, Center,  Col,      Colgroup,   Menuitem, Dd,      Details,    Dir,
     Div,       Dl,       Dt,      Embed,   Fieldset, Figcaption, Figure,   Footer,  Form,       Frame,
     Frameset,  H1,       H2,      H3,      H4,       H5,         H6,       Head,    Header,     Hgroup,
     Hr,        Html,     Iframe,  Img,     Input,    Isindex,    Li,       Link,    Listing,    Marquee,
     Menu,      Meta,     Nav,     Noembed, Noframes, Noscript,   Object,   Ol,      P,          Param,
     Plaintext, Pre,      Script,  Section, Select,   Style,      Summary,  Table,   Tbody,      Td,
     Template,  Textarea, Tfoot,   Th,      Thead,    Title,      Tr,       Ul,      Wbr,        Xmp});
constexpr TagSet kScopeDefault = tagSet({Applet, Caption, Html, Table, Td, Th, Marquee, Object, Template});
constexpr TagSet kScopeList =
    tagSet({Applet, Caption, Html, Table, Td, Th, Marquee, Object, Template, Ol, Ul});
constexpr TagSet kScopeButton =
    tagSet({Applet, Caption, Html, Table, Td, Th, Marquee, Object, Template, Button});
constexpr TagSet kScopeTable = tagSet({Html, Table, Template});
constexpr TagSet kImpliedEnd = tagSet({Dd, Dt, Li, Option, Optgroup, P, Rp, Rb, Rt, Rtc});
constexpr TagSet kFormatting = tagSet({A, B, Big, Code, Em, Font, I, Nobr, S, Small, Strike, Strong, Tt, U});
constexpr TagSet kHeadings = tagSet({H1, H2, H3, H4, H5, H6});
// Start tags the fast path leaves to gumbo: other tokenizer states, foreign content,
// templates, framesets, select, scope-marker elements and <caption>.
constexpr TagSet kUnsupportedStart =
    tagSet({Textarea, Xmp,      Iframe,  Noembed, Noframes,   Plaintext,     Select,        Math, Svg,
            Frameset, Template, Isindex, Applet,  Marquee,    Object,        Caption,       Mi,   Mo,
            Mn,       Ms,       Mtext,   Mglyph,  Malignmark, AnnotationXml, Foreignobject, Desc});
constexpr TagSet kBlockStart = tagSet(
    {Address, Article, Aside,  Blockquote, Center, Details, Dir, Div, Dl,      Fieldset, Figcaption, Figure,
     Footer,  Header,  Hgroup, Menu,       Main,   Nav,     Ol,  P,   Section, Summary,  Ul});
constexpr TagSet kBlockEnd =
    tagSet({Address, Article,  Aside,      Blockquote, Button,  Center,  Details, Dir,     Div,
            Dl,      Fieldset, Figcaption, Figure,     Footer,  Header,  Hgroup,  Listing, Main,
            Menu,    Nav,      Ol,         Pre,        Section, Summary, Ul});

// A tag name (lower-cased, at most 16 bytes) packed little-end-first into two words.
struct PackedName
{
    uint64_t a = 0;
    uint64_t b = 0;

    constexpr void add(size_t index, unsigned char c)
    {
        if (index < 8)
            a |= uint64_t(c) << (8 * index);
        else if (index < 16)
            b |= uint64_t(c) << (8 * (index - 8));
    }
    constexpr size_t hash(size_t slots) const
    {
        const uint64_t h = (a * 0x9E3779B97F4A7C15ull) ^ (b * 0xC2B2AE3D27D4EB4Full);
        return size_t(h >> 40) & (slots - 1);
    }
};

// PackedName -> Tag by open addressing; built at compile time.
class TagLookup
{
public:
    constexpr TagLookup()
    {
        for (auto &slot : slots_)
            slot = Slot{};
        for (uint8_t t = 0; t < Unknown; ++t) {
            PackedName name;
            for (size_t i = 0; i < kTagNames[t].size(); ++i)
                name.add(i, static_cast<unsigned char>(kTagNames[t][i]));
            size_t i = name.hash(kSlots);
            while (slots_[i].tag != Unknown)
                i = (i + 1) & (kSlots - 1);
            slots_[i] = Slot{name.a, name.b, Tag(t)};
        }
    }

    constexpr Tag find(const PackedName &name, size_t length) const
    {
        if (length == 0 || length > 16)
            return Unknown;
        for (size_t i = name.hash(kSlots);; i = (i + 1) & (kSlots - 1)) {
            const Slot &slot = slots_[i];
            if (slot.tag == Unknown || (slot.a == name.a && slot.b == name.b))
                return slot.tag;
        }
    }

private:
    static constexpr size_t kSlots = 512;
    struct Slot
    {
        uint64_t a = 0;
        uint64_t b = 0;
        Tag tag = Unknown;
    };
    std::array<Slot, kSlots> slots_{};
};

constexpr TagLookup kTagLookup;
static_assert(kTagLookup.find(PackedName{0x656c626174ull, 0}, 5) == Table); // "table"

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

// ---------------------------------------------------------------------------------------
// Fast path: input validation

// Index of the first byte in s[0, n) that is non-ASCII or NUL (n if none).
inline size_t skipPlainAscii(const unsigned char *s, size_t n)
{
    size_t i = 0;
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    for (; i + 16 <= n; i += 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(s + i));
        const int mask = _mm_movemask_epi8(v) | _mm_movemask_epi8(_mm_cmpeq_epi8(v, zero));
        if (mask != 0)
            return i + size_t(__builtin_ctz(unsigned(mask)));
    }
#endif
    for (; i < n; ++i) {
        if (s[i] == 0 || s[i] >= 0x80)
            return i;
    }
    return n;
}

// True if s is valid UTF-8 (as gumbo's decoder defines it) without NUL bytes.
bool isCleanUtf8(const unsigned char *s, size_t n)
{
    size_t i = 0;
    while (i < n) {
        i += skipPlainAscii(s + i, n - i);
        if (i == n)
            break;
        const unsigned char c = s[i];
        if (c == 0)
            return false;
        if (c < 0x80) {
            ++i;
            continue;
        }
        size_t extra;
        char32_t cp;
        if (c >= 0xC2 && c <= 0xDF) {
            extra = 1;
            cp = c & 0x1F;
        } else if (c >= 0xE0 && c <= 0xEF) {
            extra = 2;
            cp = c & 0x0F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            extra = 3;
            cp = c & 0x07;
        } else {
            return false;
        }
        if (i + extra >= n)
            return false;
        for (size_t k = 1; k <= extra; ++k) {
            if ((s[i + k] & 0xC0) != 0x80)
                return false;
            cp = (cp << 6) | (s[i + k] & 0x3F);
        }
        if ((extra == 2 && cp < 0x800) || (extra == 3 && (cp < 0x10000 || cp > 0x10FFFF)) ||
            (cp >= 0xD800 && cp <= 0xDFFF))
            return false;
        i += extra + 1;
    }
    return true;
}

// ---------------------------------------------------------------------------------------
// Fast path: the scanner and a model of gumbo's tree builder

enum class Mode : uint8_t
{
    PreBody,
    InBody,
    InTable,
    InTableBody,
    InRow,
    InCell,
    InColumnGroup
};

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

struct TagToken
{
    Tag tag = Unknown;
    bool hasAlt = false;
    bool hasType = false;
    std::string alt;  // decoded, only for img/image/area/input start tags
    std::string type; // decoded, only for input start tags
};

enum class Step
{
    Done,
    Reprocess,
    Fail
};

// The document's quirks mode as gumbo decides it in the "initial" insertion mode. It only
// matters for whether <table> closes an open <p>. Unknown: a DOCTYPE the fast path does
// not parse.
enum class Quirks : uint8_t
{
    Pending,
    Quirky,
    NoQuirks,
    Unknown
};

Quirks doctypeQuirks(std::string_view doctype);

class FastExtractor
{
public:
    explicit FastExtractor(std::string_view html)
        : begin_(html.data())
        , end_(html.data() + html.size())
    {
        out_.reserve(html.size() / 2 + 16);
        stack_.reserve(64);
        open_.push_back(0); // uid 0: "no identity"
    }

    std::optional<std::string> run();

private:
    struct Element
    {
        Tag tag;
        uint32_t uid; // identity, for the list of active formatting elements and forms
    };
    struct Entry // list of active formatting elements
    {
        Tag tag; // kMarker for a scope marker
        uint32_t uid;
    };

    // --- scanner
    bool onText(const char *s, size_t n);
    bool onMarkup();
    const char *skipBogusComment(const char *p) const;
    const char *skipComment(const char *p) const;
    const char *parseTag(const char *p, bool endTag, TagToken &token);
    bool decodeAttribute(const char *from, const char *to, char allowed, std::string &value);
    bool rawTextElement(Tag tag);

    // --- tree-builder model: one handler per gumbo insertion mode
    bool startTag(TagToken &token);
    bool endTag(Tag tag);
    Step preBodyStart(TagToken &token);
    Step preBodyEnd(Tag tag);
    Step bodyStart(TagToken &token);
    Step bodyEnd(Tag tag);
    Step tableStart(TagToken &token);
    Step tableEnd(Tag tag);
    Step tableBodyStart(TagToken &token);
    Step tableBodyEnd(Tag tag);
    Step rowStart(TagToken &token);
    Step rowEnd(Tag tag);
    Step cellStart(TagToken &token);
    Step cellEnd(Tag tag);
    Step columnGroupStart(TagToken &token);
    Step columnGroupEnd(Tag tag);
    Step fosterStart(TagToken &token);
    Step fosterEnd(Tag tag);
    Step adoptionAgency(Tag subject);

    static constexpr size_t kNone = size_t(-1);
    uint32_t newUid()
    {
        open_.push_back(1);
        return uint32_t(open_.size() - 1);
    }
    bool push(Tag tag);
    void pop();
    void removeFromStack(size_t index);
    size_t stackIndexOf(uint32_t uid) const;
    size_t formattingIndexOf(uint32_t uid) const;
    void popUntilPopped(Tag tag);
    Tag current() const { return stack_.back().tag; }
    bool inScope(Tag tag, const TagSet &boundaries) const;
    bool hasInScope(Tag tag) const { return inScope(tag, kScopeDefault); }
    bool hasInTableScope(Tag tag) const { return inScope(tag, kScopeTable); }
    bool hasInButtonScope(Tag tag) const { return inScope(tag, kScopeButton); }
    bool hasSectionInTableScope() const
    {
        return hasInTableScope(Tbody) || hasInTableScope(Thead) || hasInTableScope(Tfoot);
    }
    void generateImpliedEndTags(Tag except);
    void implicitlyClose(Tag tag);
    void closeP();
    void closeListItem(bool li);
    bool reconstructFormatting();
    bool addFormatting(Tag tag, uint32_t uid);
    void clearFormattingToMarker();
    void clearStackTo(const TagSet &stopAt);
    bool closeTable();
    void closeCell(Tag cell);
    void closeCurrentCell() { closeCell(hasInTableScope(Td) ? Td : Th); }
    void resetInsertionMode();
    void enterBody();
    Step voidElement(const TagToken &token, bool reconstruct, bool emitAlt);
    size_t lastAnchor() const;
    void firstToken(Quirks quirks)
    {
        if (quirks_ == Quirks::Pending)
            quirks_ = quirks;
    }

    const char *const begin_;
    const char *const end_;
    const char *p_ = nullptr;
    std::string out_;
    std::string scratch_;
    TagToken token_;
    TagToken endToken_; // the end tag of a raw-text element

    Mode mode_ = Mode::PreBody;
    bool foster_ = false; // processing "in body" rules for a misplaced token in a table
    std::vector<Element> stack_;
    std::vector<Entry> formatting_;
    std::vector<uint8_t> open_;               // by uid: on the stack of open elements (uid 0: none)
    std::array<uint32_t, TagCount> counts_{}; // open elements per tag
    uint32_t formUid_ = 0;                    // gumbo's form element pointer
    Quirks quirks_ = Quirks::Pending;         // decided by the first token
    // out_.size() when gumbo last flushed its pending text (element inserted or popped,
    // comment appended): text after it is still pending and can move with </form>.
    size_t lastFlush_ = 0;
};

// Text that gumbo would turn into character tokens at the current point.
bool FastExtractor::onText(const char *s, size_t n)
{
    switch (mode_) {
    case Mode::PreBody: {
        size_t i = 0;
        while (i < n && isHtmlSpace(s[i]))
            ++i;
        if (i == n)
            return true; // whitespace before <body> never reaches the body
        firstToken(Quirks::Quirky);
        enterBody();
        s += i;
        n -= i;
        [[fallthrough]];
    }
    case Mode::InBody:
    case Mode::InCell:
        if (!reconstructFormatting())
            return false;
        out_.append(s, n);
        return true;
    case Mode::InTable:
    case Mode::InTableBody:
    case Mode::InRow:
    case Mode::InColumnGroup:
        // Non-whitespace text here is foster-parented out of the table: leave it to gumbo.
        for (size_t i = 0; i < n; ++i) {
            if (!isHtmlSpace(s[i]))
                return false;
        }
        return true;
    }
    return false;
}

std::optional<std::string> FastExtractor::run()
{
    if (!isCleanUtf8(reinterpret_cast<const unsigned char *>(begin_), size_t(end_ - begin_)))
        return std::nullopt;
    p_ = begin_;
    while (p_ < end_) {
        const char *q = findMarkupOrReference(p_, end_);
        if (q > p_ && !onText(p_, size_t(q - p_)))
            return std::nullopt;
        p_ = q;
        if (q == end_)
            break;
        if (*q == '&') {
            firstToken(Quirks::Unknown); // might be a whitespace token; not worth knowing
            scratch_.clear();
            size_t consumed = 0;
            switch (decodeCharRef(q, end_, '\0', scratch_, &consumed)) {
            case Ref::Unsure:
                return std::nullopt;
            case Ref::Literal:
                if (!onText(q, 1))
                    return std::nullopt;
                p_ = q + 1;
                break;
            case Ref::Decoded:
                if (!onText(scratch_.data(), scratch_.size()))
                    return std::nullopt;
                p_ = q + consumed;
                break;
            }
            continue;
        }
        p_ = q + 1;
        if (!onMarkup())
            return std::nullopt;
    }
    return std::move(out_);
}

// p_ is just past a '<' in the data state.
bool FastExtractor::onMarkup()
{
    const char *p = p_;
    if (p == end_)
        return onText(p - 1, 1); // a lone '<' at the end is text
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
                firstToken(doctypeQuirks(std::string_view(p + 8, size_t(after - 1 - (p + 8)))));
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
            lastFlush_ = out_.size();
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
            lastFlush_ = out_.size();
            return p_ != nullptr;
        }
        p_ = parseTag(p + 1, true, token_);
        firstToken(Quirks::Quirky);
        return p_ && endTag(token_.tag);
    }
    if (c == '?') {
        p_ = skipBogusComment(p);
        lastFlush_ = out_.size();
        return p_ != nullptr;
    }
    if (isAsciiAlpha(c)) {
        p_ = parseTag(p, false, token_);
        firstToken(Quirks::Quirky);
        return p_ && startTag(token_);
    }
    return onText(p - 1, 1); // '<' followed by anything else is text
}

const char *FastExtractor::skipBogusComment(const char *p) const
{
    const void *gt = std::memchr(p, '>', size_t(end_ - p));
    return gt ? static_cast<const char *>(gt) + 1 : nullptr;
}

// p is just past "<!--". Follows gumbo's comment states, including "<!-->", "<!--->",
// "--!>" and "--!-" (which re-enters the end-dash state).
const char *FastExtractor::skipComment(const char *p) const
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
bool FastExtractor::decodeAttribute(const char *from, const char *to, char allowed, std::string &value)
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
        case Ref::Unsure:
            return false;
        case Ref::Literal:
            value.push_back('&');
            from = stop + 1;
            break;
        case Ref::Decoded:
            from = stop + consumed;
            break;
        }
    }
    return true;
}

// Tokenizes a tag from its first name character to just past its '>' (gumbo's tag-name,
// attribute and self-closing states). Returns nullptr at EOF or if unsure of an alt/type
// value. The first of duplicate attributes wins, as in gumbo.
const char *FastExtractor::parseTag(const char *p, bool endTag, TagToken &token)
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

// Index of the last <a> in the list of active formatting elements after the last marker,
// or the list's size if there is none.
size_t FastExtractor::lastAnchor() const
{
    for (size_t i = formatting_.size(); i-- > 0 && formatting_[i].tag != kMarker;) {
        if (formatting_[i].tag == A)
            return i;
    }
    return formatting_.size();
}

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

// p_ is just past the start tag of a <title> (RCDATA), <style> (RAWTEXT) or <script>
// (script data). Consumes the content and the end tag; the element has nothing else
// inside, so the stack of open elements is left as it was.
bool FastExtractor::rawTextElement(Tag tag)
{
    const std::string_view name = kTagNames[tag];
    appendBoundary(out_);
    lastFlush_ = out_.size();
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
                out_.append(p, size_t(stop - p));
                if (stop == q)
                    break;
                size_t consumed = 0;
                switch (decodeCharRef(stop, end_, '\0', out_, &consumed)) {
                case Ref::Unsure:
                    return false;
                case Ref::Literal:
                    out_.push_back('&');
                    p = stop + 1;
                    break;
                case Ref::Decoded:
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
                out_.push_back('<');
            p = q + 1;
        }
    }
    p_ = parseTag(endName, true, endToken_);
    if (!p_)
        return false;
    appendBoundary(out_);
    lastFlush_ = out_.size();
    return true;
}

// ---------------------------------------------------------------------------------------
// The model of gumbo's tree builder. It tracks the stack of open elements (tags only),
// the list of active formatting elements and the insertion mode, for the subset of HTML
// where it can follow gumbo exactly; anything else fails and the caller falls back. The
// output gets a boundary wherever gumbo inserts or pops an element, so the words come out
// as from the tree.

bool FastExtractor::push(Tag tag)
{
    if (foster_)
        return false; // would be foster-parented out of a table
    const uint32_t uid = newUid();
    stack_.push_back({tag, uid});
    ++counts_[tag];
    appendBoundary(out_);
    lastFlush_ = out_.size();
    return true;
}

void FastExtractor::pop()
{
    const Element e = stack_.back();
    stack_.pop_back();
    --counts_[e.tag];
    open_[e.uid] = 0;
    appendBoundary(out_);
    lastFlush_ = out_.size();
}

// Takes an element off the stack without popping it: gumbo does not flush pending text
// then, so this is no boundary.
void FastExtractor::removeFromStack(size_t index)
{
    const Element e = stack_[index];
    stack_.erase(stack_.begin() + std::ptrdiff_t(index));
    --counts_[e.tag];
    open_[e.uid] = 0;
}

size_t FastExtractor::stackIndexOf(uint32_t uid) const
{
    for (size_t i = stack_.size(); i-- > 0;) {
        if (stack_[i].uid == uid)
            return i;
    }
    return kNone;
}

size_t FastExtractor::formattingIndexOf(uint32_t uid) const
{
    for (size_t i = formatting_.size(); i-- > 0;) {
        if (formatting_[i].tag != kMarker && formatting_[i].uid == uid)
            return i;
    }
    return kNone;
}

void FastExtractor::popUntilPopped(Tag tag)
{
    if (counts_[tag] == 0)
        return;
    while (current() != tag)
        pop();
    pop();
}

bool FastExtractor::inScope(Tag tag, const TagSet &boundaries) const
{
    if (counts_[tag] == 0)
        return false;
    for (size_t i = stack_.size(); i-- > 0;) {
        const Tag t = stack_[i].tag;
        if (t == tag)
            return true;
        if (boundaries[t])
            return false;
    }
    return false;
}

void FastExtractor::generateImpliedEndTags(Tag except)
{
    while (kImpliedEnd[current()] && current() != except)
        pop();
}

void FastExtractor::implicitlyClose(Tag tag)
{
    generateImpliedEndTags(tag);
    popUntilPopped(tag);
}

void FastExtractor::closeP()
{
    if (hasInButtonScope(P))
        implicitlyClose(P);
}

// gumbo's maybe_implicitly_close_list_tag.
void FastExtractor::closeListItem(bool li)
{
    for (size_t i = stack_.size(); i-- > 0;) {
        const Tag t = stack_[i].tag;
        if (li ? t == Li : (t == Dd || t == Dt)) {
            implicitlyClose(t);
            return;
        }
        if (kSpecial[t] && t != Address && t != Div && t != P)
            return;
    }
}

bool FastExtractor::reconstructFormatting()
{
    if (formatting_.empty())
        return true;
    auto settled = [this](const Entry &e) {
        return e.tag == kMarker || open_[e.uid];
    };
    size_t i = formatting_.size() - 1;
    if (settled(formatting_[i]))
        return true;
    while (i > 0 && !settled(formatting_[i - 1]))
        --i;
    for (; i < formatting_.size(); ++i) {
        if (!push(formatting_[i].tag))
            return false;
        formatting_[i].uid = stack_.back().uid;
    }
    return true;
}

bool FastExtractor::addFormatting(Tag tag, uint32_t uid)
{
    // gumbo drops the earliest of three *identical* entries (same attributes too); the
    // fast path does not compare attributes, so it gives up before that can matter.
    int same = 0;
    for (size_t i = formatting_.size(); i-- > 0 && formatting_[i].tag != kMarker;) {
        if (formatting_[i].tag == tag)
            ++same;
    }
    if (same >= 3)
        return false;
    formatting_.push_back({tag, uid});
    return true;
}

void FastExtractor::clearFormattingToMarker()
{
    while (!formatting_.empty()) {
        const Tag t = formatting_.back().tag;
        formatting_.pop_back();
        if (t == kMarker)
            break;
    }
}

void FastExtractor::clearStackTo(const TagSet &stopAt)
{
    while (!stopAt[current()])
        pop();
}

bool FastExtractor::closeTable()
{
    if (!hasInTableScope(Table))
        return false;
    popUntilPopped(Table);
    resetInsertionMode();
    return true;
}

void FastExtractor::closeCell(Tag cell)
{
    generateImpliedEndTags(kMarker);
    popUntilPopped(cell);
    clearFormattingToMarker();
    mode_ = Mode::InRow;
}

// gumbo's reset_insertion_mode_appropriately, for the elements the model allows on the
// stack (no select, caption, template or frameset; <body> is always at index 1).
void FastExtractor::resetInsertionMode()
{
    for (size_t i = stack_.size(); i-- > 0;) {
        switch (stack_[i].tag) {
        case Td:
        case Th:
            if (i == 0)
                break;
            mode_ = Mode::InCell;
            return;
        case Tr:
            mode_ = Mode::InRow;
            return;
        case Tbody:
        case Thead:
        case Tfoot:
            mode_ = Mode::InTableBody;
            return;
        case Colgroup:
            mode_ = Mode::InColumnGroup;
            return;
        case Table:
            mode_ = Mode::InTable;
            return;
        case Body:
            mode_ = Mode::InBody;
            return;
        default:
            break;
        }
    }
    mode_ = Mode::InBody;
}

void FastExtractor::enterBody()
{
    push(Html);
    push(Body);
    mode_ = Mode::InBody;
}

Step FastExtractor::voidElement(const TagToken &token, bool reconstruct, bool emitAlt)
{
    if (reconstruct && !reconstructFormatting())
        return Step::Fail;
    if (!push(token.tag))
        return Step::Fail;
    pop();
    if (emitAlt && token.hasAlt && !token.alt.empty()) {
        out_.append(token.alt);
        appendBoundary(out_);
        lastFlush_ = out_.size();
    }
    return Step::Done;
}

bool FastExtractor::startTag(TagToken &token)
{
    if (kUnsupportedStart[token.tag])
        return false;
    for (;;) {
        Step step = Step::Fail;
        switch (mode_) {
        case Mode::PreBody:
            step = preBodyStart(token);
            break;
        case Mode::InBody:
            step = bodyStart(token);
            break;
        case Mode::InTable:
            step = tableStart(token);
            break;
        case Mode::InTableBody:
            step = tableBodyStart(token);
            break;
        case Mode::InRow:
            step = rowStart(token);
            break;
        case Mode::InCell:
            step = cellStart(token);
            break;
        case Mode::InColumnGroup:
            step = columnGroupStart(token);
            break;
        }
        if (step != Step::Reprocess)
            return step == Step::Done;
    }
}

bool FastExtractor::endTag(Tag tag)
{
    for (;;) {
        Step step = Step::Fail;
        switch (mode_) {
        case Mode::PreBody:
            step = preBodyEnd(tag);
            break;
        case Mode::InBody:
            step = bodyEnd(tag);
            break;
        case Mode::InTable:
            step = tableEnd(tag);
            break;
        case Mode::InTableBody:
            step = tableBodyEnd(tag);
            break;
        case Mode::InRow:
            step = rowEnd(tag);
            break;
        case Mode::InCell:
            step = cellEnd(tag);
            break;
        case Mode::InColumnGroup:
            step = columnGroupEnd(tag);
            break;
        }
        if (step != Step::Reprocess)
            return step == Step::Done;
    }
}

// Initial, before html, before head, in head and after head, folded together: nothing
// there reaches the text except a <title>, and the stack is [html, body] once the body
// starts however it was reached.
Step FastExtractor::preBodyStart(TagToken &token)
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
        return rawTextElement(token.tag) ? Step::Done : Step::Fail;
    case Noscript: // "in head noscript" mode
        return Step::Fail;
    default:
        enterBody();
        return Step::Reprocess;
    }
}

Step FastExtractor::preBodyEnd(Tag tag)
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

Step FastExtractor::bodyStart(TagToken &token)
{
    const Tag tag = token.tag;
    if (kBlockStart[tag]) {
        closeP();
        return push(tag) ? Step::Done : Step::Fail;
    }
    if (kHeadings[tag]) {
        closeP();
        if (kHeadings[current()])
            pop();
        return push(tag) ? Step::Done : Step::Fail;
    }
    if (kFormatting[tag]) {
        if (tag == A && lastAnchor() != formatting_.size()) {
            // As gumbo: run the adoption agency for the open <a>, then drop any <a> it
            // left from the list and the stack (without a pop: the new <a> is a boundary).
            if (adoptionAgency(A) == Step::Fail)
                return Step::Fail;
            const size_t index = lastAnchor();
            if (index != formatting_.size()) {
                const uint32_t uid = formatting_[index].uid;
                formatting_.erase(formatting_.begin() + std::ptrdiff_t(index));
                if (const size_t position = stackIndexOf(uid); position != kNone)
                    removeFromStack(position);
            }
        }
        if (!reconstructFormatting())
            return Step::Fail;
        if (tag == Nobr && hasInScope(Nobr))
            return Step::Fail;
        if (!push(tag))
            return Step::Fail;
        return addFormatting(tag, stack_.back().uid) ? Step::Done : Step::Fail;
    }
    switch (tag) {
    case Html:
    case Body: // attributes merged into the existing element
    case Caption:
    case Col:
    case Colgroup:
    case Frame:
    case Head:
    case Tbody:
    case Td:
    case Tfoot:
    case Th:
    case Thead:
    case Tr:
        return Step::Done; // ignored
    case Base:
    case Basefont:
    case Bgsound:
    case Menuitem:
    case Link:
    case Meta:
        return voidElement(token, false, false);
    case Title:
    case Style:
    case Script:
        if (foster_)
            return Step::Fail;
        return rawTextElement(tag) ? Step::Done : Step::Fail;
    case Pre:
    case Listing:
        closeP();
        return push(tag) ? Step::Done : Step::Fail;
    case Form:
        if (formUid_ != 0)
            return Step::Done; // nested form: ignored
        closeP();
        if (!push(Form))
            return Step::Fail;
        formUid_ = stack_.back().uid;
        return Step::Done;
    case Li:
    case Dd:
    case Dt:
        closeListItem(tag == Li);
        closeP();
        return push(tag) ? Step::Done : Step::Fail;
    case Button:
        if (hasInScope(Button)) {
            implicitlyClose(Button);
            return Step::Reprocess;
        }
        if (!reconstructFormatting())
            return Step::Fail;
        return push(tag) ? Step::Done : Step::Fail;
    case Table:
        if (hasInButtonScope(P)) {
            if (quirks_ == Quirks::NoQuirks) // in quirks mode the table goes inside the <p>
                closeP();
            else if (quirks_ != Quirks::Quirky)
                return Step::Fail;
        }
        if (!push(Table))
            return Step::Fail;
        mode_ = Mode::InTable;
        return Step::Done;
    case Area:
    case Img:
    case Image:
        return voidElement(token, true, true);
    case Br:
    case Embed:
    case Keygen:
    case Wbr:
        return voidElement(token, true, false);
    case Input:
        return voidElement(token, true, token.hasType && equalsIgnoreAsciiCase(token.type, "image"));
    case Param:
    case Source:
    case Track:
        return voidElement(token, false, false);
    case Hr:
        closeP();
        return voidElement(token, false, false);
    case Option:
    case Optgroup:
        if (current() == Option)
            pop();
        if (!reconstructFormatting())
            return Step::Fail;
        return push(tag) ? Step::Done : Step::Fail;
    case Rb:
    case Rp:
    case Rt:
    case Rtc:
        if (hasInScope(Ruby))
            generateImpliedEndTags((tag == Rt || tag == Rp) ? Rtc : kMarker);
        return push(tag) ? Step::Done : Step::Fail;
    default: // any other start tag (including unknown ones)
        if (!reconstructFormatting())
            return Step::Fail;
        return push(tag) ? Step::Done : Step::Fail;
    }
}

// gumbo 0.10.1's adoption_agency_algorithm, on the stack and the list only. Where it
// rearranges the tree (a "furthest block" exists) the text keeps its order and the new
// elements start or end at the current position, so one boundary here stands for them;
// the one case where gumbo's version reorders text fails instead.
Step FastExtractor::adoptionAgency(Tag subject)
{
    const Element top = stack_.back();
    if (top.tag == subject && formattingIndexOf(top.uid) == kNone) {
        pop();
        return Step::Done;
    }
    for (int round = 0; round < 8; ++round) {
        size_t entry = kNone;
        for (size_t i = formatting_.size(); i-- > 0;) {
            if (formatting_[i].tag == kMarker)
                return Step::Done;
            if (formatting_[i].tag == subject) {
                entry = i;
                break;
            }
        }
        if (entry == kNone)
            return Step::Done; // gumbo 0.10.1 ignores the tag here
        const uint32_t formattingUid = formatting_[entry].uid;
        const size_t formattingPosition = stackIndexOf(formattingUid);
        if (formattingPosition == kNone) {
            formatting_.erase(formatting_.begin() + std::ptrdiff_t(entry));
            return Step::Done;
        }
        if (!hasInScope(subject))
            return Step::Done;
        size_t furthest = kNone;
        for (size_t j = formattingPosition; j < stack_.size(); ++j) {
            if (kSpecial[stack_[j].tag]) {
                furthest = j;
                break;
            }
        }
        if (furthest == kNone) {
            while (stack_.back().uid != formattingUid)
                pop();
            pop();
            formatting_.erase(formatting_.begin() + std::ptrdiff_t(formattingIndexOf(formattingUid)));
            return Step::Done;
        }
        if (foster_)
            return Step::Fail; // the moved nodes could be foster-parented

        const uint32_t furthestUid = stack_[furthest].uid;
        size_t bookmark = entry + 1;
        uint32_t nodeUid = furthestUid;
        uint32_t lastUid = furthestUid;
        size_t saved = furthest;
        for (int j = 1;; ++j) {
            size_t nodeIndex = stackIndexOf(nodeUid);
            if (nodeIndex == kNone)
                nodeIndex = saved;
            saved = --nodeIndex;
            nodeUid = stack_[nodeIndex].uid;
            if (nodeUid == formattingUid)
                break;
            const size_t listIndex = formattingIndexOf(nodeUid);
            if (j > 3 && listIndex != kNone) {
                // gumbo drops the node from the list but, unlike the spec, leaves it on the
                // stack, off the tree's open path: later content can then land before
                // earlier text. Not modelled.
                return Step::Fail;
            }
            if (listIndex == kNone) {
                removeFromStack(nodeIndex);
                continue;
            }
            // A clone takes the node's place in the list and on the stack.
            const uint32_t clone = newUid();
            open_[nodeUid] = 0;
            stack_[nodeIndex].uid = clone;
            formatting_[listIndex].uid = clone;
            if (lastUid == furthestUid)
                bookmark = listIndex + 1;
            lastUid = clone;
            nodeUid = clone;
        }
        // A clone of the formatting element goes below the furthest block's children.
        const uint32_t clone = newUid();
        const size_t oldEntry = formattingIndexOf(formattingUid);
        if (oldEntry < bookmark)
            --bookmark;
        formatting_.erase(formatting_.begin() + std::ptrdiff_t(oldEntry));
        formatting_.insert(formatting_.begin() + std::ptrdiff_t(bookmark), Entry{subject, clone});
        removeFromStack(stackIndexOf(formattingUid));
        stack_.insert(stack_.begin() + std::ptrdiff_t(stackIndexOf(furthestUid) + 1),
                      Element{subject, clone});
        ++counts_[subject];
        appendBoundary(out_);
    }
    return Step::Fail; // after 8 rounds gumbo stops with pending text unflushed
}

Step FastExtractor::bodyEnd(Tag tag)
{
    if (kBlockEnd[tag]) {
        if (hasInScope(tag))
            implicitlyClose(tag);
        return Step::Done;
    }
    if (kHeadings[tag]) {
        for (size_t i = stack_.size(); i-- > 0;) {
            const Tag t = stack_[i].tag;
            if (kHeadings[t]) {
                generateImpliedEndTags(kMarker);
                Tag popped;
                do {
                    popped = current();
                    pop();
                } while (!kHeadings[popped]);
                return Step::Done;
            }
            if (kScopeDefault[t])
                break;
        }
        return Step::Done;
    }
    if (kFormatting[tag])
        return adoptionAgency(tag);
    switch (tag) {
    case Body:
    case Html:
        return Step::Done; // "after body" mode, which sends everything back here
    case Template:
        return Step::Fail;
    case Form: {
        const uint32_t uid = formUid_;
        formUid_ = 0;
        if (uid == 0)
            return Step::Done;
        size_t position = stack_.size();
        bool found = false;
        while (position-- > 0) {
            if (stack_[position].uid == uid) {
                found = true;
                break;
            }
            if (kScopeDefault[stack_[position].tag])
                break;
        }
        if (!found)
            return Step::Done;
        generateImpliedEndTags(kMarker);
        // The form leaves the stack without a pop, so nothing is flushed here. If it was
        // the current node, the text still pending (and all that follows) ends up after
        // the form: as if it had been popped at the last flush.
        if (stack_.back().uid == uid && lastFlush_ > 0 && out_[lastFlush_ - 1] != ' ' &&
            (lastFlush_ == out_.size() || out_[lastFlush_] != ' '))
            out_.insert(lastFlush_, 1, ' ');
        removeFromStack(stackIndexOf(uid));
        return Step::Done;
    }
    case P:
        if (!hasInButtonScope(P) && !push(P))
            return Step::Fail;
        implicitlyClose(P);
        return Step::Done;
    case Li:
        if (inScope(Li, kScopeList))
            implicitlyClose(Li);
        return Step::Done;
    case Dd:
    case Dt:
        if (hasInScope(tag))
            implicitlyClose(tag);
        return Step::Done;
    case Br: { // treated as <br>
        TagToken br;
        br.tag = Br;
        return voidElement(br, true, false);
    }
    default:
        // Any other end tag: close up to the nearest element of that tag unless a special
        // element comes first. Unknown tags all match each other, as in gumbo.
        for (size_t i = stack_.size(); i-- > 0;) {
            const Tag t = stack_[i].tag;
            if (t == tag) {
                generateImpliedEndTags(tag);
                while (stack_.size() > i)
                    pop();
                return Step::Done;
            }
            if (kSpecial[t])
                return Step::Done;
        }
        return Step::Done;
    }
}

Step FastExtractor::fosterStart(TagToken &token)
{
    foster_ = true;
    const Step step = bodyStart(token);
    foster_ = false;
    return step;
}

Step FastExtractor::fosterEnd(Tag tag)
{
    foster_ = true;
    const Step step = bodyEnd(tag);
    foster_ = false;
    return step;
}

constexpr TagSet kTableContext = tagSet({Html, Table, Template});
constexpr TagSet kTableBodyContext = tagSet({Html, Tbody, Tfoot, Thead, Template});
constexpr TagSet kTableRowContext = tagSet({Html, Tr, Template});

Step FastExtractor::tableStart(TagToken &token)
{
    switch (token.tag) {
    case Colgroup:
        clearStackTo(kTableContext);
        push(Colgroup);
        mode_ = Mode::InColumnGroup;
        return Step::Done;
    case Col:
        clearStackTo(kTableContext);
        push(Colgroup);
        mode_ = Mode::InColumnGroup;
        return Step::Reprocess;
    case Tbody:
    case Tfoot:
    case Thead:
        clearStackTo(kTableContext);
        push(token.tag);
        mode_ = Mode::InTableBody;
        return Step::Done;
    case Td:
    case Th:
    case Tr:
        clearStackTo(kTableContext);
        push(Tbody);
        mode_ = Mode::InTableBody;
        return Step::Reprocess;
    case Table:
        return closeTable() ? Step::Reprocess : Step::Done;
    case Style:
    case Script:
        return rawTextElement(token.tag) ? Step::Done : Step::Fail;
    case Input:
        if (token.hasType && equalsIgnoreAsciiCase(token.type, "hidden"))
            return voidElement(token, false, false);
        return fosterStart(token);
    case Form:
        return Step::Fail;
    default:
        return fosterStart(token);
    }
}

Step FastExtractor::tableEnd(Tag tag)
{
    switch (tag) {
    case Table:
        closeTable();
        return Step::Done;
    case Body:
    case Caption:
    case Col:
    case Colgroup:
    case Html:
    case Tbody:
    case Td:
    case Tfoot:
    case Th:
    case Thead:
    case Tr:
        return Step::Done; // ignored
    case Template:
        return Step::Fail;
    default:
        return fosterEnd(tag);
    }
}

Step FastExtractor::tableBodyStart(TagToken &token)
{
    switch (token.tag) {
    case Tr:
        clearStackTo(kTableBodyContext);
        push(Tr);
        mode_ = Mode::InRow;
        return Step::Done;
    case Td:
    case Th:
        clearStackTo(kTableBodyContext);
        push(Tr);
        mode_ = Mode::InRow;
        return Step::Reprocess;
    case Caption:
    case Col:
    case Colgroup:
    case Tbody:
    case Tfoot:
    case Thead:
        if (!hasSectionInTableScope())
            return Step::Done;
        clearStackTo(kTableBodyContext);
        pop();
        mode_ = Mode::InTable;
        return Step::Reprocess;
    default:
        return tableStart(token);
    }
}

Step FastExtractor::tableBodyEnd(Tag tag)
{
    switch (tag) {
    case Tbody:
    case Tfoot:
    case Thead:
        if (!hasInTableScope(tag))
            return Step::Done;
        clearStackTo(kTableBodyContext);
        pop();
        mode_ = Mode::InTable;
        return Step::Done;
    case Table:
        if (!hasSectionInTableScope())
            return Step::Done;
        clearStackTo(kTableBodyContext);
        pop();
        mode_ = Mode::InTable;
        return Step::Reprocess;
    case Body:
    case Caption:
    case Col:
    case Colgroup:
    case Html:
    case Td:
    case Th:
    case Tr:
        return Step::Done;
    default:
        return tableEnd(tag);
    }
}

Step FastExtractor::rowStart(TagToken &token)
{
    switch (token.tag) {
    case Td:
    case Th:
        clearStackTo(kTableRowContext);
        push(token.tag);
        mode_ = Mode::InCell;
        formatting_.push_back({kMarker, 0});
        return Step::Done;
    case Caption:
    case Col:
    case Colgroup:
    case Tbody:
    case Tfoot:
    case Thead:
    case Tr:
        if (!hasInTableScope(Tr))
            return Step::Done;
        clearStackTo(kTableRowContext);
        pop();
        mode_ = Mode::InTableBody;
        return Step::Reprocess;
    default:
        return tableStart(token);
    }
}

Step FastExtractor::rowEnd(Tag tag)
{
    switch (tag) {
    case Tr:
        if (!hasInTableScope(Tr))
            return Step::Done;
        clearStackTo(kTableRowContext);
        pop();
        mode_ = Mode::InTableBody;
        return Step::Done;
    case Table:
        if (!hasInTableScope(Tr))
            return Step::Done;
        clearStackTo(kTableRowContext);
        pop();
        mode_ = Mode::InTableBody;
        return Step::Reprocess;
    case Tbody:
    case Tfoot:
    case Thead:
        if (!hasInTableScope(tag) || !hasInTableScope(Tr))
            return Step::Done;
        clearStackTo(kTableRowContext);
        pop();
        mode_ = Mode::InTableBody;
        return Step::Reprocess;
    case Body:
    case Caption:
    case Col:
    case Colgroup:
    case Html:
    case Td:
    case Th:
        return Step::Done;
    default:
        return tableEnd(tag);
    }
}

Step FastExtractor::cellStart(TagToken &token)
{
    switch (token.tag) {
    case Caption:
    case Col:
    case Colgroup:
    case Tbody:
    case Td:
    case Tfoot:
    case Th:
    case Thead:
    case Tr:
        if (!hasInTableScope(Td) && !hasInTableScope(Th))
            return Step::Done;
        closeCurrentCell();
        return Step::Reprocess;
    default:
        return bodyStart(token);
    }
}

Step FastExtractor::cellEnd(Tag tag)
{
    switch (tag) {
    case Td:
    case Th:
        if (hasInTableScope(tag))
            closeCell(tag);
        return Step::Done;
    case Body:
    case Caption:
    case Col:
    case Colgroup:
    case Html:
        return Step::Done;
    case Table:
    case Tbody:
    case Tfoot:
    case Thead:
    case Tr:
        if (!hasInTableScope(tag))
            return Step::Done;
        closeCurrentCell();
        return Step::Reprocess;
    default:
        return bodyEnd(tag);
    }
}

Step FastExtractor::columnGroupStart(TagToken &token)
{
    switch (token.tag) {
    case Html:
        return Step::Done;
    case Col:
        return voidElement(token, false, false);
    case Template:
        return Step::Fail;
    default:
        if (current() != Colgroup)
            return Step::Done;
        pop();
        mode_ = Mode::InTable;
        return Step::Reprocess;
    }
}

Step FastExtractor::columnGroupEnd(Tag tag)
{
    switch (tag) {
    case Colgroup:
        if (current() != Colgroup)
            return Step::Done;
        pop();
        mode_ = Mode::InTable;
        return Step::Done;
    case Col:
        return Step::Done;
    case Template:
        return Step::Fail;
    default:
        if (current() != Colgroup)
            return Step::Done;
        pop();
        mode_ = Mode::InTable;
        return Step::Reprocess;
    }
}

} // namespace

std::optional<std::string> htmlTextFast(std::string_view html)
{
    FastExtractor extractor(html);
    return extractor.run();
}

std::string htmlText(std::string_view html)
{
    if (std::optional<std::string> text = htmlTextFast(html))
        return std::move(*text);
    return htmlTextGumbo(html);
}

namespace {

// ---------------------------------------------------------------------------------------
// A bound on the parser's work

// About 2 s of gumbo's tree builder on this machine's class of hardware (7 ns a step).
constexpr std::uint64_t kMaxParserSteps = 300'000'000;

struct ParserWork
{
    std::uint64_t steps = 0;  // the sum, over start tags, of the depth they open at
    std::size_t depth = 0;    // the deepest nesting seen
};

bool isTagNameByte(char c)
{
    return isAsciiAlnum(c) || c == '-' || c == ':' || c == '_';
}

// Elements that never stay open around what follows: void elements, and those the next of
// their kind (or their parent's end) closes implicitly. html, head and body occur once.
bool doesNotNest(std::string_view name)
{
    static constexpr std::string_view kNames[] = {
        "area", "base",   "basefont", "bgsound", "br",    "col",   "embed", "frame", "hr",       "img",
        "input", "keygen", "link",    "meta",    "param", "source", "track", "wbr",  "p",        "li",
        "dd",   "dt",     "option",   "optgroup", "tr",   "td",    "th",    "tbody", "thead",    "tfoot",
        "rb",   "rp",     "rt",       "rtc",     "html",  "head",  "body",  "image", "menuitem", "isindex"};
    return std::find(std::begin(kNames), std::end(kNames), name) != std::end(kNames);
}

// Elements whose content is text up to their end tag ("plaintext" to the end of the input).
bool isRawText(std::string_view name)
{
    static constexpr std::string_view kNames[] = {"script",   "style",    "textarea", "title", "xmp",
                                                  "iframe",   "noembed",  "noframes", "noscript"};
    return std::find(std::begin(kNames), std::end(kNames), name) != std::end(kNames);
}

// One pass over the tags, stopping once the steps pass `stopAbove`. End tags close only an
// element of their name that is open, and only that one, so the depth it finds is at least
// gumbo's for the elements it counts (tables and cells, where gumbo's walks stop, are left
// out on purpose: they do not make the parser slow).
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
                if (std::size_t(end - q) >= closing.size()
                    && equalsIgnoreAsciiCase(std::string_view(q, closing.size()), closing))
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

} // namespace

Result<std::string> htmlTextBounded(std::string_view html, bool fast)
{
    if (fast) {
        if (std::optional<std::string> text = htmlTextFast(html))
            return std::move(*text);
    }
    const ParserWork work = estimateParserWork(html, kMaxParserSteps);
    if (work.steps > kMaxParserSteps)
        return Status::error(Status::Code::TooLarge,
                             QStringLiteral("HTML nested too deeply to parse (elements open %1 deep or more)")
                                 .arg(work.depth));
    return gumboText(html, work.depth);
}

} // namespace lookalike
