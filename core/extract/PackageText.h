#pragma once

#include "base/Status.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace lookalike {

// Document formats that are ZIP packages of XML parts.
enum class PackageFormat
{
    Docx,
    Odt,
    Epub,
    Pptx,
    Xlsx,
    Odp,
    Ods
};

// Bounds on what a package may expand to: a small file must not unpack into gigabytes.
struct PackageLimits
{
    std::size_t maxEntryBytes = std::size_t(64) << 20;   // one decompressed entry
    std::size_t maxTotalBytes = std::size_t(256) << 20;  // all entries read from one package
    std::size_t ratioCheckAbove = std::size_t(16) << 20; // beyond this many decompressed bytes...
    double maxRatio = 100;                               // ...at most this many times the package's size
    int maxEntries = 100000;
};

// The text (UTF-8) of a DOCX (word/document.xml, or the main part _rels/.rels names: w:t
// runs, w:p paragraphs, w:tab, w:br; deleted text, field codes and the fallback copy of
// text boxes left out), an ODT (content.xml's body: text:p, text:h, text:span, text:s,
// text:tab, text:line-break; annotations and tracked deletions left out), or an EPUB (the
// XHTML documents in spine order, each through htmlTextBounded).
//
// Fails with Corrupt for a damaged or truncated ZIP or malformed XML, TooLarge when an
// entry expands beyond `limits` (the message says "compressed entry ... expands beyond N
// MB"), Unsupported for password-protected or DRM-protected content, each with a reason a
// user can read. Throws nothing but std::bad_alloc; stateless, any thread may call it.
//
// Presentations and spreadsheets, in reading order: a PPTX's slides in the order
// ppt/presentation.xml lists them, each slide's text (a:t runs, a:p paragraphs, a:br; fields
// such as slide numbers and the fallback copy of alternate content left out) followed by its
// speaker notes; an XLSX's sheets in the order xl/workbook.xml lists them (hidden ones too),
// row by row, cells separated by a tab: shared and inline strings, numbers as stored, TRUE
// and FALSE, error values (formulas themselves left out, their cached values kept); an ODP or
// ODS as an ODT (content.xml's body: slides and notes in order, a cell's paragraphs).
Result<std::string> packageText(std::string_view zip, PackageFormat format, const PackageLimits &limits = {});

// The bytes inside gzip-compressed data (RFC 1952; several members are read one after the
// other), within the same `limits` as a package entry: maxEntryBytes, and maxRatio times the
// compressed size beyond ratioCheckAbove. Fails with TooLarge beyond them ("a gzip bomb?"),
// Corrupt for damaged or truncated data (the message says which), each with a reason a user
// can read. Throws nothing but std::bad_alloc; stateless, any thread may call it.
Result<std::string> gzipText(std::string_view gzip, const PackageLimits &limits = {});

// The text of the XML parts themselves, as above (for tests and reuse).
Result<std::string> docxDocumentText(std::string_view documentXml);
Result<std::string> odfContentText(std::string_view contentXml);
// A PPTX slide or notes part (DrawingML text); an XLSX worksheet with its shared strings
// (xl/sharedStrings.xml, may be empty).
Result<std::string> pptxSlideText(std::string_view slideXml);
Result<std::string> xlsxSheetText(std::string_view sheetXml, std::string_view sharedStringsXml);

} // namespace lookalike
