// Text helpers shared by the web-archive parsers (WARC, ARC, HTTP), on std::string_view: ASCII
// case-insensitive matching, trimming, decimal lengths, printable previews for messages, and
// the header section of RFC 822 style messages (where it ends, its "Name: value" lines).
// Internal to core/source.
#pragma once

#include <QString>
#include <cstring>
#include <string_view>

namespace lookalike::archive {

constexpr std::size_t MaxHeadBytes = 1024 * 1024; // longest WARC, ARC or HTTP header section

inline char lower(char c)
{
    return (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c;
}

// `lowerName` is already lower case.
inline bool iequals(std::string_view a, std::string_view lowerName)
{
    if (a.size() != lowerName.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (lower(a[i]) != lowerName[i])
            return false;
    }
    return true;
}

inline bool istartsWith(std::string_view a, std::string_view lowerPrefix)
{
    return a.size() >= lowerPrefix.size() && iequals(a.substr(0, lowerPrefix.size()), lowerPrefix);
}

inline bool icontains(std::string_view a, std::string_view lowerNeedle)
{
    if (lowerNeedle.size() > a.size())
        return false;
    for (std::size_t i = 0; i + lowerNeedle.size() <= a.size(); ++i) {
        if (iequals(a.substr(i, lowerNeedle.size()), lowerNeedle))
            return true;
    }
    return false;
}

inline bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}
inline bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

inline std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

// A non-negative decimal length ("1234", surrounding blanks allowed); false for "-1", "abc", "".
inline bool parseLength(std::string_view s, qint64 &out)
{
    s = trimmed(s);
    if (s.empty() || s.size() > 17)
        return false;
    qint64 v = 0;
    for (char c : s) {
        if (!isDigit(c))
            return false;
        v = v * 10 + (c - '0');
    }
    out = v;
    return true;
}

inline QString toQString(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// A short printable excerpt of raw bytes for messages.
inline QString preview(std::string_view s)
{
    QString out;
    for (char c : s.substr(0, 24)) {
        const auto u = static_cast<unsigned char>(c);
        if (u >= 0x20 && u < 0x7f)
            out += QLatin1Char(c);
        else
            out += QStringLiteral("\\x%1").arg(u, 2, 16, QLatin1Char('0'));
    }
    return out;
}

// Looks for the end of a header section: the first line holding nothing but CRs, in p[0..n).
// `from` is a line start to resume at (updated). Returns the length of the section including
// that line, or 0 when it is not in p[0..n) yet.
inline std::size_t findHeadEnd(const char *p, std::size_t n, std::size_t &from)
{
    while (from < n) {
        const auto *lf = static_cast<const char *>(std::memchr(p + from, '\n', n - from));
        if (!lf)
            return 0;
        const std::size_t lineEnd = std::size_t(lf - p);
        bool blank = true;
        for (std::size_t i = from; i < lineEnd; ++i) {
            if (p[i] != '\r') {
                blank = false;
                break;
            }
        }
        from = lineEnd + 1;
        if (blank)
            return from;
    }
    return 0;
}

// Calls onField(name, value) for each "Name: value" line of a header section (after its first
// line). Folded lines (starting with a blank) continue the previous value: onFold(text).
template <typename Field, typename Fold>
void forEachHeaderLine(std::string_view head, Field onField, Fold onFold)
{
    std::size_t p = head.find('\n');
    p = p == std::string_view::npos ? head.size() : p + 1;
    while (p < head.size()) {
        std::size_t e = head.find('\n', p);
        if (e == std::string_view::npos)
            e = head.size();
        std::string_view line = head.substr(p, e - p);
        p = e + 1;
        while (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (line.empty())
            break;
        if (line.front() == ' ' || line.front() == '\t') {
            onFold(trimmed(line));
            continue;
        }
        const std::size_t colon = line.find(':');
        if (colon == std::string_view::npos || colon == 0)
            continue; // not a field: tolerated
        onField(trimmed(line.substr(0, colon)), trimmed(line.substr(colon + 1)));
    }
}

} // namespace lookalike::archive
