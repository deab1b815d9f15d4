#pragma once

#include "base/Status.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace lookalike {

// The text (UTF-8) of an RTF document (Rich Text Format 1.x, as Word, WordPad, LibreOffice and
// TextEdit write it): the body's characters, a line a paragraph (\par, \line, \sect, \page,
// \row), a tab between table cells (\cell) and for \tab, the characters \emdash, \lquote and
// their kin, \uN Unicode characters (their fallback characters skipped as \ucN says, UTF-16
// surrogate pairs joined), and \'hh bytes decoded from the code page of their font
// (\fcharsetN in the font table) or of the document (\ansicpgN, \ansi, \mac, \pc, \pca), runs
// of them together (double-byte code pages). Left out: destinations that are not the body's
// text (font, colour and style tables, document information, pictures, objects, headers and
// footers, list numbers, field instructions, every \* destination), \binN data, hidden text
// (\v). Field results (what a field shows) are kept.
//
// Lenient as RTF readers are: unknown control words are ignored and a document that ends
// before its groups close keeps the text read. Fails with Corrupt for data that is not RTF
// (no "{\rtf" at the start) and for groups nested deeper than 1 000, TooLarge when the text
// would pass `maxBytes`. Throws nothing but std::bad_alloc; stateless, any thread may call it.
Result<std::string> rtfText(std::string_view rtf, std::size_t maxBytes = std::size_t(256) << 20);

} // namespace lookalike
