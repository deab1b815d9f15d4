#pragma once

#include "base/Status.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace lookalike {

// The text (UTF-8) of a Word 97-2003 document (.doc, .dot; also Word 6 and 95), through
// wvWare's libwv (Debian's libwv-dev): the main text's characters, a line a paragraph, line
// and page break, a tab between table cells; field instructions left out and field results
// (what a field shows) kept; pictures and other embedded objects left out.
//
// Fails with Unsupported for a password-protected document, Corrupt for data that is not a
// Word document or that libwv cannot read (a damaged OLE2 container, a Word format it does not
// know), TooLarge when the text would pass `maxBytes`, each with a reason a user can read.
// Throws nothing but std::bad_alloc. libwv keeps global state: calls are serialized (one at
// a time in a process; the helper runs one reader a process anyway).
Result<std::string> wordText(std::string_view doc, std::size_t maxBytes = std::size_t(256) << 20);

} // namespace lookalike
