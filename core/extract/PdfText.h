#pragma once

#include "base/Status.h"

#include <string>
#include <string_view>

namespace lookalike {

// The text of a PDF (UTF-8), page by page in reading order (poppler's text layout without
// physical spacing), pages separated by a line break.
//
// Fails with Unsupported for a password-protected PDF (one that needs a password to open;
// PDFs restricted by an owner password only are read), Corrupt for a damaged or truncated
// file (the message carries poppler's first complaint), NotText for a PDF without a text
// layer (scanned pages), TooLarge above 2 GiB. Poppler's messages never reach stderr.
// Throws nothing; any thread may call it (one poppler document per call).
Result<std::string> pdfText(std::string_view pdf);

} // namespace lookalike
