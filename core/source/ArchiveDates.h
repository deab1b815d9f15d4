// The dates of web-archive records: WARC-Date (W3C/ISO 8601) and ARC's 14-digit dates, to
// milliseconds since the epoch (UTC). Internal to core/source; tested through ArchiveReader
// (tst_archivereader, calendarDates).
#pragma once

#include <QtGlobal>
#include <string_view>

namespace lookalike::archive {

// WARC-Date: "2014-01-27T17:10:46Z", with an optional fraction, lower precision ("2014-01-27",
// "2014-01-27T17:10Z") or a numeric zone ("+01:00"). Returns 0 when `s` is not a date or names
// no day of the proleptic Gregorian calendar (31 April, 29 February of a common year...).
qint64 parseIsoDate(std::string_view s);

// ARC date: "YYYYMMDDhhmmss"; shorter forms (down to YYYYMMDD) are padded with zeros, longer
// ones (18 digits seen in the wild) are cut to 14 digits. Returns 0 when `s` is not a date.
qint64 parseArcDate(std::string_view s);

} // namespace lookalike::archive
