// WARC-Date and ARC dates to milliseconds since the epoch, checked against the calendar by
// <chrono> (year_month_day::ok(): 29 February only in leap years).
#include "ArchiveDates.h"

#include "HeaderText.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <optional>

namespace lookalike::archive {

namespace {

// Milliseconds since the epoch of a UTC date and time, or nothing when the fields name none:
// years 1900-9999, a real day of that month, hours 0-23, minutes 0-59, seconds 0-60 (60, a leap
// second, counts as the first second of the next minute).
std::optional<qint64> utcMs(int y, int mo, int d, int h, int mi, int s, int ms)
{
    using namespace std::chrono;
    if (y < 1900 || y > 9999 || mo < 1 || d < 1 || h < 0 || h > 23 || mi < 0 || mi > 59 || s < 0 || s > 60)
        return std::nullopt;
    const year_month_day date{year{y}, month{unsigned(mo)}, day{unsigned(d)}};
    if (!date.ok())
        return std::nullopt;
    const auto time = sys_days{date} + hours{h} + minutes{mi} + seconds{s} + milliseconds{ms};
    return qint64(time.time_since_epoch().count());
}

int digitsAt(std::string_view s, std::size_t pos, std::size_t count)
{
    if (pos + count > s.size())
        return -1;
    int v = 0;
    for (std::size_t i = pos; i < pos + count; ++i) {
        if (!isDigit(s[i]))
            return -1;
        v = v * 10 + (s[i] - '0');
    }
    return v;
}

} // namespace

qint64 parseIsoDate(std::string_view s)
{
    s = trimmed(s);
    const int y = digitsAt(s, 0, 4);
    if (y < 0)
        return 0;
    int mo = 1, d = 1, h = 0, mi = 0, sec = 0, ms = 0;
    std::size_t p = 4;
    auto field = [&](char sep, int &out) {
        if (p < s.size() && s[p] == sep) {
            const int v = digitsAt(s, p + 1, 2);
            if (v < 0)
                return false;
            out = v;
            p += 3;
            return true;
        }
        return false;
    };
    if (field('-', mo) && field('-', d) && p < s.size() && (s[p] == 'T' || s[p] == 't' || s[p] == ' ')) {
        const int hh = digitsAt(s, p + 1, 2);
        if (hh < 0)
            return 0;
        h = hh;
        p += 3;
        if (!field(':', mi))
            return 0;
        if (field(':', sec) && p < s.size() && (s[p] == '.' || s[p] == ',')) {
            ++p;
            int scale = 100;
            while (p < s.size() && isDigit(s[p])) {
                ms += (s[p] - '0') * scale;
                scale /= 10;
                ++p;
            }
        }
    }
    qint64 zone = 0;
    if (p < s.size() && (s[p] == '+' || s[p] == '-')) {
        const int zh = digitsAt(s, p + 1, 2);
        std::size_t q = p + 3;
        if (q < s.size() && s[q] == ':')
            ++q;
        const int zm = digitsAt(s, q, 2);
        if (zh >= 0)
            zone = (qint64(zh) * 60 + std::max(zm, 0)) * 60000 * (s[p] == '-' ? -1 : 1);
    }
    const std::optional<qint64> utc = utcMs(y, mo, d, h, mi, sec, ms);
    return utc ? *utc - zone : 0;
}

qint64 parseArcDate(std::string_view s)
{
    s = trimmed(s);
    if (s.size() < 8 || s.size() > 20)
        return 0;
    for (char c : s) {
        if (!isDigit(c))
            return 0;
    }
    char buf[14];
    std::memset(buf, '0', sizeof buf);
    std::memcpy(buf, s.data(), std::min<std::size_t>(s.size(), 14));
    const std::string_view v(buf, 14);
    return utcMs(digitsAt(v, 0, 4), digitsAt(v, 4, 2), digitsAt(v, 6, 2), digitsAt(v, 8, 2),
                 digitsAt(v, 10, 2), digitsAt(v, 12, 2), 0)
        .value_or(0);
}

} // namespace lookalike::archive
