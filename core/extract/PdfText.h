#pragma once

#include "OcrText.h"
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
// layer (scanned pages) when `ocr` is null or off, TooLarge above 2 GiB. Poppler's messages
// never reach stderr. With `ocr` on, each page without text is rendered (300 dpi, gray) and its
// text recognized (OcrText.h; `hook` before each such page), and `recognizedPages` counts them;
// a PDF in which nothing at all was recognized is NotText.
// Throws nothing; any thread may call it (one poppler document per call).
Result<std::string> pdfText(std::string_view pdf, const OcrParams *ocr = nullptr,
                            const OcrPageHook &hook = {}, int *recognizedPages = nullptr);

} // namespace lookalike
