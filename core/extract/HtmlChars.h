#pragma once

// Bytes and characters as both HTML extractors (GumboText, and the fast Tokenizer and
// TreeBuilder) need them: the ASCII classes of HTML's tokenizer, UTF-8 encoding, the UTF-8
// checks (what the fast path accepts, and the repair of gumbo's output), and the one
// conventions of the extracted text, its boundaries and white space. Internal to core/extract.

#include <cstddef>
#include <string>
#include <string_view>

namespace lookalike::html {

inline void appendUtf8(std::string &out, char32_t cp)
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

// Whitespace as the tokenizer sees it (CR counts: gumbo turns it into LF).
inline bool isHtmlSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\t' || c == '\f' || c == '\r';
}

// How the start or end of an element separates the text around it. Only white space is ever
// added or dropped, so the words (and the canonical tokens) do not depend on it; the line
// breaks make the text readable in the pair view.
enum class Boundary : unsigned char
{
    Word,      // a space: inline elements ("a<b>b</b>" gives "a b"), table cells
    Line,      // a line break: <div>, <li>, <br>, <tr>...
    Paragraph, // an empty line: <p>, headings, lists, tables...
};

// A separator between the words of adjacent elements; runs of them collapse. A line or
// paragraph break replaces the white space before it (the source's indentation and line ends
// between block elements); a paragraph break (two line ends) is kept by a line break after it.
inline void appendBoundary(std::string &out, Boundary kind = Boundary::Word)
{
    if (kind == Boundary::Word) {
        if (!out.empty() && out.back() != ' ' && out.back() != '\n')
            out.push_back(' ');
        return;
    }
    std::size_t end = out.size();
    int lineEnds = 0;
    while (end > 0 && isHtmlSpace(out[end - 1])) {
        lineEnds += out[end - 1] == '\n' ? 1 : 0;
        --end;
    }
    out.resize(end);
    if (end > 0)
        out.append(kind == Boundary::Paragraph || lineEnds >= 2 ? 2 : 1, '\n');
}

// Appends text to the extracted text, without the white space it starts with at the start of
// the text or after white space (what the source has between tags and at the start of lines).
inline void appendText(std::string &out, const char *s, std::size_t n)
{
    if (out.empty() || isHtmlSpace(out.back())) {
        while (n > 0 && isHtmlSpace(*s)) {
            ++s;
            --n;
        }
    }
    out.append(s, n);
}

inline void appendText(std::string &out, std::string_view s)
{
    appendText(out, s.data(), s.size());
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

inline bool equalsIgnoreAsciiCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); ++i) {
        if (asciiLower(a[i]) != asciiLower(b[i]))
            return false;
    }
    return true;
}

// True if s is valid UTF-8 (as gumbo's decoder defines it) without NUL bytes: the input the
// fast path accepts (gumbo replaces anything else, which the fast path does not model).
bool isCleanUtf8(const unsigned char *s, size_t n);

// Replaces each byte of text that does not start a valid UTF-8 sequence with U+FFFD; valid
// text is left as it is. For gumbo's output (see GumboText.cpp).
void replaceInvalidUtf8(std::string &text);

} // namespace lookalike::html
