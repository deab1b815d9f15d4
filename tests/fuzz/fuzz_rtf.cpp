// Fuzz target: the RTF reader (core/extract/RtfText.h), directly and through extractText
// (which decides by content: "{\rtf" first). Checks: valid UTF-8 out, never more text than
// the limit asked for, a failure says why.
#include "FuzzCheck.h"
#include "extract/RtfText.h"
#include "extract/TextExtractor.h"

using namespace lookalike;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view bytes = fuzz::bytesOf(data, size);
    const std::size_t limit = size % 3 == 0 ? std::size_t(64) : std::size_t(1) << 20; // small: TooLarge runs
    const auto text = rtfText(bytes, limit);
    if (text.isOk()) {
        FUZZ_CHECK(isValidUtf8(*text));
        FUZZ_CHECK(text->size() <= limit);
    } else {
        FUZZ_CHECK(!text.status().message().isEmpty());
    }
    const auto extracted = extractText(bytes, QStringLiteral("letter.rtf"));
    if (extracted.isOk())
        FUZZ_CHECK(isValidUtf8(extracted->utf8));
    else
        FUZZ_CHECK(!extracted.status().message().isEmpty());
    return 0;
}
