// UTF-8 checks for the HTML extractors (declared in HtmlChars.h): isCleanUtf8, the fast
// path's gate, and replaceInvalidUtf8, the repair of gumbo's output. Kept out of line: each
// runs once per document.

#include "extract/HtmlChars.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace lookalike::html {
namespace {

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

} // namespace

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

} // namespace lookalike::html
