// ARC header lines (Internet Archive ARC, versions 1 and 2): the fields of a record's header
// line, and which version a file is. Internal to core/source.
#pragma once

#include <string_view>

namespace lookalike::archive {

// One record's header line, split. Views into the line.
struct ArcHead
{
    std::string_view url, date, contentType, length, resultCode; // resultCode: v2 only

    // The v2 result code as a number; 0 when it is not three digits (or the line is v1).
    int resultStatus() const;
};

// Whether `line` (without its LF) is an ARC header line: fields read from the right (URLs may
// hold spaces) as the declared `version` lays them out, else as the other version. v1: URL IP
// date type length; v2: URL IP date type result checksum location offset filename length.
bool parseArcHead(std::string_view line, int version, ArcHead &out);

// The ARC version of a file whose first bytes (after leading blank lines) are `head`: 1 or 2,
// or 0 when it is not an ARC file. A filedesc record says it in its version block; else a
// first line with a v2 result code ("200", "-") makes it version 2.
int sniffArcVersion(std::string_view head);

} // namespace lookalike::archive
