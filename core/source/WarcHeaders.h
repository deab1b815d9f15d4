// WARC record headers (ISO 28500): the named fields the reader uses, read from a header
// section, and the WARC-Type values. Internal to core/source.
#pragma once

#include "ArchiveReader.h"

#include <string>
#include <string_view>

namespace lookalike::archive {

enum class WarcField
{
    Type,
    TargetUri,
    Date,
    RecordId,
    ContentLength,
    ContentType,
    RefersTo,
    RefersToTargetUri,
    RefersToDate,
    PayloadDigest,
    Truncated,
    Count
};

// The fields of one WARC record header: the first occurrence of each, folded continuation
// lines joined with a space. Values are views into the header section given to the
// constructor (which must outlive this object) or into this object (folded values).
class WarcHeaders
{
public:
    // `head`: the header section, version line first ("WARC/1.1"), up to its blank line.
    // Lines that are not "Name: value" are skipped.
    explicit WarcHeaders(std::string_view head);
    WarcHeaders(const WarcHeaders &) = delete;
    WarcHeaders &operator=(const WarcHeaders &) = delete;

    // The value, empty when absent or empty.
    std::string_view operator[](WarcField f) const { return m_fields[std::size_t(f)]; }
    bool has(WarcField f) const { return m_fields[std::size_t(f)].data() != nullptr; }

private:
    std::string_view m_fields[std::size_t(WarcField::Count)];
    std::string m_folded[std::size_t(WarcField::Count)];
};

// The record type named by a WARC-Type value (case-insensitive); Other when unknown.
ArchiveRecord::Type warcType(std::string_view s);

// A URI field without the angle brackets some writers put around it ("<http://...>").
std::string_view unbracketed(std::string_view uri);

} // namespace lookalike::archive
