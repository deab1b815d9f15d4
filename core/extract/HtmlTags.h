#pragma once

// Tags as libgumbo 0.10.1 knows them (src/tag.in); every other name is Unknown, so all
// unknown tags share one id as in gumbo. Holds the tag ids and names, the sets of tags that
// gumbo's tree builder treats alike (special, scope boundaries, formatting, ...), and the
// compile-time lookup from a lower-cased name to its id. Internal to core/extract (the fast
// path's Tokenizer and TreeBuilder); everything here is constexpr.

#include "extract/HtmlChars.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string_view>

namespace lookalike::html {

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

inline constexpr Tag kMarker = TagCount; // a scope marker in the list of active formatting elements

inline constexpr std::string_view kTagNames[] = {
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
inline constexpr TagSet kSpecial = tagSet(
    {Address,   Applet,   Area,    Article, Aside,    Base,       Basefont, Bgsound, Blockquote, Body,
     Br,        Button,   Caption, Center,  Col,      Colgroup,   Menuitem, Dd,      Details,    Dir,
     Div,       Dl,       Dt,      Embed,   Fieldset, Figcaption, Figure,   Footer,  Form,       Frame,
     Frameset,  H1,       H2,      H3,      H4,       H5,         H6,       Head,    Header,     Hgroup,
     Hr,        Html,     Iframe,  Img,     Input,    Isindex,    Li,       Link,    Listing,    Marquee,
     Menu,      Meta,     Nav,     Noembed, Noframes, Noscript,   Object,   Ol,      P,          Param,
     Plaintext, Pre,      Script,  Section, Select,   Style,      Summary,  Table,   Tbody,      Td,
     Template,  Textarea, Tfoot,   Th,      Thead,    Title,      Tr,       Ul,      Wbr,        Xmp});
inline constexpr TagSet kScopeDefault =
    tagSet({Applet, Caption, Html, Table, Td, Th, Marquee, Object, Template});
inline constexpr TagSet kScopeList =
    tagSet({Applet, Caption, Html, Table, Td, Th, Marquee, Object, Template, Ol, Ul});
inline constexpr TagSet kScopeButton =
    tagSet({Applet, Caption, Html, Table, Td, Th, Marquee, Object, Template, Button});
inline constexpr TagSet kScopeTable = tagSet({Html, Table, Template});
inline constexpr TagSet kImpliedEnd = tagSet({Dd, Dt, Li, Option, Optgroup, P, Rp, Rb, Rt, Rtc});
inline constexpr TagSet kFormatting =
    tagSet({A, B, Big, Code, Em, Font, I, Nobr, S, Small, Strike, Strong, Tt, U});
inline constexpr TagSet kHeadings = tagSet({H1, H2, H3, H4, H5, H6});
// Start tags the fast path leaves to gumbo: other tokenizer states, foreign content,
// templates, framesets, select, scope-marker elements and <caption>.
inline constexpr TagSet kUnsupportedStart =
    tagSet({Textarea, Xmp,      Iframe,  Noembed, Noframes,   Plaintext,     Select,        Math, Svg,
            Frameset, Template, Isindex, Applet,  Marquee,    Object,        Caption,       Mi,   Mo,
            Mn,       Ms,       Mtext,   Mglyph,  Malignmark, AnnotationXml, Foreignobject, Desc});
inline constexpr TagSet kBlockStart = tagSet(
    {Address, Article, Aside,  Blockquote, Center, Details, Dir, Div, Dl,      Fieldset, Figcaption, Figure,
     Footer,  Header,  Hgroup, Menu,       Main,   Nav,     Ol,  P,   Section, Summary,  Ul});
inline constexpr TagSet kBlockEnd =
    tagSet({Address, Article,  Aside,      Blockquote, Button,  Center,  Details, Dir,     Div,
            Dl,      Fieldset, Figcaption, Figure,     Footer,  Header,  Hgroup,  Listing, Main,
            Menu,    Nav,      Ol,         Pre,        Section, Summary, Ul});

// The line structure of the extracted text (HtmlChars.h, appendBoundary): elements that start
// and end a paragraph (an empty line around them), or a line; every other element separates
// words only.
inline constexpr TagSet kParagraphBreak =
    tagSet({Title, P,  H1,    H2, H3,     H4,      H5,      H6,      Blockquote, Pre,  Listing, Ol,
            Ul,    Dl, Table, Hr, Figure, Address, Article, Section, Hgroup,     Menu, Dir});
inline constexpr TagSet kLineBreak = tagSet(
    {Html,     Head,   Body,       Div,      Main,   Nav,      Aside,    Header, Footer,   Center, Details,
     Summary,  Li,     Dt,         Dd,       Br,     Tr,       Caption,  Thead,  Tbody,    Tfoot,  Form,
     Fieldset, Legend, Figcaption, Noscript, Option, Optgroup, Textarea, Select, Frameset, Frame});

constexpr Boundary boundaryOf(Tag tag)
{
    if (tag >= TagCount)
        return Boundary::Word;
    return kParagraphBreak[tag] ? Boundary::Paragraph : kLineBreak[tag] ? Boundary::Line : Boundary::Word;
}

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

inline constexpr TagLookup kTagLookup;
static_assert(kTagLookup.find(PackedName{0x656c626174ull, 0}, 5) == Table); // "table"

// The tag of a lower-cased name, Unknown for any other.
constexpr Tag tagNamed(std::string_view name)
{
    PackedName packed;
    for (size_t i = 0; i < name.size() && i < 16; ++i)
        packed.add(i, static_cast<unsigned char>(name[i]));
    return kTagLookup.find(packed, name.size());
}
static_assert(tagNamed("blockquote") == Blockquote && tagNamed("nosuchtag") == Unknown);

} // namespace lookalike::html
