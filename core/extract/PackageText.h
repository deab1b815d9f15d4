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
    Epub
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

} // namespace lookalike
