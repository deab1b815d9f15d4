// Fuzz target: PDF text extraction (core/extract/PdfText.h, poppler underneath) and the
// content sniffer that sends files to it. Poppler itself is not instrumented: libFuzzer's
// coverage sees our side only, but crashes and hangs inside poppler still show. Checks: the
// text is valid UTF-8, a failure says why.
#include "FuzzCheck.h"
#include "extract/FormatSniffer.h"
#include "extract/PdfText.h"
#include "extract/TextExtractor.h"

using namespace lookalike;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view pdf = fuzz::bytesOf(data, size);
    const SniffedType sniffed = sniffContent(pdf, QStringLiteral("document.pdf"));
    if (sniffed.type != ContentType::Text)
        FUZZ_CHECK(!sniffed.description.isEmpty() || !sniffed.mediaType.isEmpty());

    const Result<std::string> text = pdfText(pdf);
    if (text.isOk())
        FUZZ_CHECK(isValidUtf8(*text));
    else
        FUZZ_CHECK(!text.status().message().isEmpty());
    return 0;
}
