#include "MailText.h"

#include <QRegularExpression>
#include <QStringList>
#include <algorithm>

namespace lookalike {

namespace {

std::string_view lineAt(std::string_view bytes, std::size_t &pos)
{
    const std::size_t end = bytes.find('\n', pos);
    std::string_view line = bytes.substr(pos, end == std::string_view::npos ? bytes.size() - pos : end - pos);
    pos = end == std::string_view::npos ? bytes.size() : end + 1;
    if (!line.empty() && line.back() == '\r')
        line.remove_suffix(1);
    return line;
}

// "Name: value": a header field's name is printable ASCII without a colon or a space.
bool isHeaderLine(std::string_view line, std::string_view *name = nullptr)
{
    const std::size_t colon = line.find(':');
    if (colon == 0 || colon == std::string_view::npos || colon > 76)
        return false;
    for (std::size_t i = 0; i < colon; ++i) {
        const unsigned char c = static_cast<unsigned char>(line[i]);
        if (c <= 32 || c >= 127)
            return false;
    }
    if (name)
        *name = line.substr(0, colon);
    return true;
}

bool equalsIgnoringCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) ==
                      std::tolower(static_cast<unsigned char>(y));
           });
}

// The header block at `pos` holds From and one of Date, Subject, Message-ID before its end.
bool messageHeadersAt(std::string_view bytes, std::size_t pos)
{
    bool from = false, other = false;
    for (int lines = 0; pos < bytes.size() && lines < 200; ++lines) {
        const std::string_view line = lineAt(bytes, pos);
        if (line.empty())
            break;
        if (line.front() == ' ' || line.front() == '\t')
            continue; // a folded header's next line
        std::string_view name;
        if (!isHeaderLine(line, &name))
            return false;
        if (equalsIgnoringCase(name, "From"))
            from = true;
        else if (equalsIgnoringCase(name, "Date") || equalsIgnoringCase(name, "Subject") ||
                 equalsIgnoringCase(name, "Message-ID"))
            other = true;
    }
    return from && other;
}

// An mbox separator: "From sender date", the date ending in a year.
bool isFromLine(std::string_view line)
{
    if (line.substr(0, 5) != "From " || line.size() < 20)
        return false;
    int digits = 0;
    for (char c : line)
        digits += c >= '0' && c <= '9' ? 1 : 0;
    return digits >= 4;
}

bool isEmlName(const QString &fileName)
{
    return fileName.endsWith(QLatin1String(".eml"), Qt::CaseInsensitive);
}

// An mbox file's name: none of a suffix (Thunderbird's "Inbox"), or .mbox, .mbx, .mbs.
bool isMailboxName(const QString &fileName)
{
    const int dot = fileName.lastIndexOf(QLatin1Char('.'));
    if (dot <= 0)
        return true;
    const QStringView suffix = QStringView(fileName).mid(dot + 1);
    for (const char *s : {"mbox", "mbx", "mbs"})
        if (suffix.compare(QLatin1String(s), Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

bool isMaildirName(const QString &fileName)
{
    // time.unique.host[:2,flags]: the delivery time in seconds, nine digits or more.
    static const QRegularExpression name(QStringLiteral("^[0-9]{9,}\\.[^/]+$"));
    return !fileName.isEmpty() && fileName.front().isDigit() && name.match(fileName).hasMatch();
}

} // namespace

bool mayBeMailName(const QString &fileName)
{
    return isEmlName(fileName) || isMailboxName(fileName) || isMaildirName(fileName);
}

std::optional<ContentType> sniffMail(std::string_view bytes, const QString &fileName)
{
    // Every text file passes here: the common case leaves after a byte and a name's end.
    if (bytes.size() < 20)
        return std::nullopt;
    const bool eml = isEmlName(fileName);
    if (bytes.substr(0, 5) == "From ") {
        std::size_t pos = 0;
        if (!isFromLine(lineAt(bytes, pos)) || !messageHeadersAt(bytes, pos))
            return std::nullopt;
        if (eml)
            return ContentType::Mail;
        if (isMailboxName(fileName))
            return ContentType::Mailbox;
        return std::nullopt;
    }
    if ((eml || isMaildirName(fileName)) && messageHeadersAt(bytes, 0))
        return ContentType::Mail;
    return std::nullopt;
}

std::string mailBodyText(std::string_view body)
{
    std::string own, quoted;
    own.reserve(body.size());
    std::size_t pos = 0;
    std::string_view pending; // an own line that may introduce a quote ("... wrote:")
    bool hasPending = false;
    const auto keepPending = [&] {
        if (hasPending) {
            own.append(pending).push_back('\n');
            hasPending = false;
        }
    };
    while (pos < body.size()) {
        std::string_view line = lineAt(body, pos);
        std::size_t depth = 0, i = 0;
        while (i < line.size() && (line[i] == '>' || (line[i] == ' ' && depth > 0 && i + 1 < line.size() &&
                                                      line[i + 1] == '>'))) {
            depth += line[i] == '>' ? 1 : 0;
            ++i;
        }
        if (depth > 0) {
            hasPending = false; // the attribution line is left out
            if (i < line.size() && line[i] == ' ')
                ++i;
            quoted.append(line.substr(i)).push_back('\n');
            continue;
        }
        keepPending();
        std::string_view trimmed = line;
        while (!trimmed.empty() && (trimmed.back() == ' ' || trimmed.back() == '\t'))
            trimmed.remove_suffix(1);
        if (trimmed.size() >= 6 && trimmed.substr(trimmed.size() - 6) == "wrote:") {
            pending = line;
            hasPending = true;
            continue;
        }
        own.append(line).push_back('\n');
    }
    keepPending();
    if (!quoted.empty())
        own.append(quoted);
    return own;
}

QString baseSubject(const QString &subject)
{
    static const QRegularExpression prefix(
        QStringLiteral("^\\s*(re|fw|fwd|aw|wg|tr|sv|vs|antw|ref)(\\[\\d+\\])?\\s*:\\s*"),
        QRegularExpression::CaseInsensitiveOption);
    QString s = subject.simplified();
    for (;;) {
        const QRegularExpressionMatch m = prefix.match(s);
        if (!m.hasMatch())
            break;
        s = s.mid(m.capturedLength());
    }
    return s.simplified();
}

} // namespace lookalike
