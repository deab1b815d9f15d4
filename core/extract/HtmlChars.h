#pragma once

// Bytes and characters as both HTML extractors (GumboText, and the fast Tokenizer and
// TreeBuilder) need them: the ASCII classes of HTML's tokenizer, UTF-8 encoding, the UTF-8
// checks (what the fast path accepts, and the repair of gumbo's output), and the one
// convention of the extracted text, the word boundary. Internal to core/extract.

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
