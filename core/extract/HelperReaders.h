#pragma once

#include "TextExtractor.h"

// The readers whose libraries only the helper lookalike-extract links (the library
// lookalike_helper_readers): Word 97-2003 through libwv, which crashes on damaged files, and
// text recognition through Tesseract and Leptonica, whose 28 libraries cost every program that
// loads them 20 ms at its start. The helper installs them (installHelperReaders) before it reads
// anything, as do tests and benchmarks that read known files in their own process.
namespace lookalike {

// wordText (WordText.h), imageText and recognizeGrayPage (OcrText.h).
HelperReaders helperReaderFunctions();

} // namespace lookalike
