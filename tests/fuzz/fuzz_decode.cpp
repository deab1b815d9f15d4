// Fuzz target: the text decoder (decodeText, with and without a charset hint) and
// extractText on plain bytes, under several file names and Content-Types. Checks the
// promises of core/extract/TextExtractor.h: text that comes out is valid UTF-8 whatever
// went in, and a failure carries a message.
#include "FuzzCheck.h"
#include "extract/TextExtractor.h"

#include <iterator>

using namespace lookalike;

namespace {

// Hints as HTML pages and web servers give them: real charsets, stateful ones, nonsense.
const char *const kHints[] = {
    "windows-1252", "Shift_JIS", "UTF-16LE", "x-no-such-charset", "ISO-2022-JP", "GB18030", "UTF-7",
    "EUC-KR",       "KOI8-R",    "UTF-32",   "ibm-037",           "SCSU",        "BOCU-1"};
const char *const kNames[] = {"a.txt", "page.html", "", "notes", "b.htm", "c.xhtml", "d.pdf", "e.docx"};
const char *const kMediaTypes[] = {"",
                                   "text/html",
                                   "text/html; charset=ISO-8859-1",
                                   "text/plain; charset=\"Shift_JIS\"",
                                   "application/xhtml+xml;charset=bogus",
                                   "text/html; charset="};

void checkText(const Result<ExtractedText> &r)
{
    if (r.isOk())
        FUZZ_CHECK(isValidUtf8(r->utf8));
    else
        FUZZ_CHECK(!r.status().message().isEmpty());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view bytes = fuzz::bytesOf(data, size);
    // The input's size picks the hint, name and media type, so that the bytes stay as they are.
    const char *hint = size % 2 ? "" : kHints[size / 2 % std::size(kHints)]; // no hint half the time
    const char *name = kNames[(size / std::size(kHints)) % std::size(kNames)];
    const char *mediaType = kMediaTypes[size % std::size(kMediaTypes)];

    // decodeText directly (extractText below decodes too, with the charset a page names).
    const Result<ExtractedText> decoded = decodeText(bytes, QString::fromLatin1(hint));
    checkText(decoded);
    if (decoded.isOk() && decoded->encoding == u"UTF-8" && isValidUtf8(bytes) &&
        !bytes.starts_with("\xEF\xBB\xBF"))
        FUZZ_CHECK(decoded->utf8 == bytes); // valid UTF-8 is taken as is

    ExtractParams params;
    params.fastHtml = (size & 1) == 0;
    checkText(extractText(bytes, QString::fromLatin1(name), params, QString::fromLatin1(mediaType)));
    return 0;
}
