#pragma once

// Character references ("&amp;", "&#x41;") decoded as libgumbo 0.10.1's consume_char_ref
// does, for the fast path's tokenizer (text, RCDATA and attribute values). Internal to
// core/extract.

#include <cstddef>
#include <string>

namespace lookalike::html {

enum class CharRef
{
    Decoded,
    Literal,
    Unsure
};

// Decodes the character reference at p (which points at '&') as gumbo's consume_char_ref
// does; `allowed` is the additional allowed character (the quote of an attribute value, '>'
// for an unquoted one, '\0' in text). Decoded: the replacement is appended to out and
// *consumed says how many bytes it covered. Literal: the '&' is plain text. Unsure: a named
// reference without ';' might apply (gumbo's handling of those also depends on context):
// the caller gives up. Out is only changed when Decoded.
CharRef decodeCharRef(const char *p, const char *end, char allowed, std::string &out, size_t *consumed);

} // namespace lookalike::html
