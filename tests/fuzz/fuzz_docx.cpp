// Fuzz target: the ZIP-package formats (core/extract/PackageText.h): DOCX, ODT, EPUB, PPTX,
// XLSX, ODP and ODS.
// A ZIP input ("PK" first) goes through extractText, which decides the format by content
// (the name, from the input's size, is a hint only), and through packageText as each
// format in turn by size. Anything else is taken as an XML part: mutating XML inside a ZIP
// mostly breaks its CRC, so the XML readers (docxDocumentText, odfContentText) also get
// the bytes directly (and the slide and sheet readers: pptxSlideText, xlsxSheetText with the
// bytes as the sheet and as its shared strings). Checks: valid UTF-8 out, a failure says why.
#include "FuzzCheck.h"
#include "extract/PackageText.h"
#include "extract/TextExtractor.h"

#include <iterator>

using namespace lookalike;

namespace {

const char *const kNames[] = {"report.docx", "minutes.odt", "book.epub", "talk.pptx",
                              "budget.xlsx", "slides.odp",  "sheet.ods", "unnamed"};
const PackageFormat kFormats[] = {PackageFormat::Docx, PackageFormat::Odt,  PackageFormat::Epub,
                                  PackageFormat::Pptx, PackageFormat::Xlsx, PackageFormat::Odp,
                                  PackageFormat::Ods};

template <typename T> void checkText(const Result<T> &r, const std::string &(*text)(const T &))
{
    if (r.isOk())
        FUZZ_CHECK(isValidUtf8(text(*r)));
    else
        FUZZ_CHECK(!r.status().message().isEmpty());
}

const std::string &itself(const std::string &s)
{
    return s;
}
const std::string &textOf(const ExtractedText &t)
{
    return t.utf8;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view bytes = fuzz::bytesOf(data, size);
    if (bytes.starts_with("PK")) {
        const QString name = QString::fromLatin1(kNames[size % std::size(kNames)]);
        checkText<ExtractedText>(extractText(bytes, name), textOf);
        PackageLimits limits;
        limits.maxEntryBytes = std::size_t(4) << 20; // small limits: the bomb checks run too
        limits.maxTotalBytes = std::size_t(8) << 20;
        limits.ratioCheckAbove = std::size_t(1) << 20;
        checkText<std::string>(packageText(bytes, kFormats[size % std::size(kFormats)], limits), itself);
    } else {
        checkText<std::string>(docxDocumentText(bytes), itself);
        checkText<std::string>(odfContentText(bytes), itself);
        checkText<std::string>(pptxSlideText(bytes), itself);
        checkText<std::string>(xlsxSheetText(bytes, {}), itself);
        checkText<std::string>(xlsxSheetText(bytes, bytes), itself);
    }
    return 0;
}
