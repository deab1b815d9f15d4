// ARC header lines: splitting them into fields, telling ARC v1 from v2.
#include "ArcHeaders.h"

#include "HeaderText.h"

#include <cctype>

namespace lookalike::archive {

namespace {

bool hasScheme(std::string_view s)
{
    if (s.empty() || !std::isalpha(static_cast<unsigned char>(s[0])))
        return false;
    for (std::size_t i = 1; i < s.size() && i < 40; ++i) {
        const char c = s[i];
        if (c == ':')
            return i + 1 < s.size();
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '+' && c != '-' && c != '.')
            return false;
    }
    return false;
}

bool allDigits(std::string_view s, std::size_t minLen)
{
    if (s.size() < minLen)
        return false;
    for (char c : s) {
        if (!isDigit(c))
            return false;
    }
    return true;
}

bool splitArcHead(std::string_view line, int version, ArcHead &out)
{
    const int tail = version == 2 ? 9 : 4;
    std::string_view fields[9];
    std::string_view rest = line;
    for (int i = 0; i < tail; ++i) {
        while (!rest.empty() && rest.back() == ' ')
            rest.remove_suffix(1);
        const std::size_t sp = rest.rfind(' ');
        if (sp == std::string_view::npos)
            return false;
        fields[i] = rest.substr(sp + 1);
        rest = rest.substr(0, sp);
    }
    while (!rest.empty() && rest.back() == ' ')
        rest.remove_suffix(1);
    if (rest.empty())
        return false;
    // fields[] runs from the right: [0] = length.
    const std::string_view date = fields[tail - 2];
    if (!allDigits(date, 8) || date.size() > 20)
        return false;
    out.url = rest;
    out.date = date;
    out.contentType = fields[tail - 3];
    out.length = fields[0];
    out.resultCode = version == 2 ? fields[tail - 4] : std::string_view();
    return true;
}

} // namespace

int ArcHead::resultStatus() const
{
    if (!allDigits(resultCode, 3) || resultCode.size() != 3)
        return 0;
    return (resultCode[0] - '0') * 100 + (resultCode[1] - '0') * 10 + (resultCode[2] - '0');
}

bool parseArcHead(std::string_view line, int version, ArcHead &out)
{
    while (!line.empty() && (line.back() == '\r' || line.back() == ' '))
        line.remove_suffix(1);
    if (!hasScheme(line))
        return false;
    return splitArcHead(line, version, out) || splitArcHead(line, version == 2 ? 1 : 2, out);
}

int sniffArcVersion(std::string_view head)
{
    const std::string_view firstLine = head.substr(0, head.find('\n'));
    if (istartsWith(head, "filedesc:")) {
        const std::size_t nl = head.find('\n');
        return nl != std::string_view::npos && nl + 1 < head.size() && head[nl + 1] == '2' ? 2 : 1;
    }
    ArcHead v1;
    if (!parseArcHead(firstLine, 1, v1))
        return 0;
    ArcHead v2;
    if (splitArcHead(trimmed(firstLine), 2, v2) && (allDigits(v2.resultCode, 3) || v2.resultCode == "-"))
        return 2;
    return 1;
}

} // namespace lookalike::archive
