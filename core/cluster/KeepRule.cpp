#include "KeepRule.h"

#include <QDir>
#include <algorithm>

namespace lookalike {

namespace {

std::unordered_set<std::string> prefixes(const QStringList &paths)
{
    std::unordered_set<std::string> out;
    for (const QString &p : paths) {
        QString clean = QDir::cleanPath(p);
        while (clean.size() > 1 && clean.endsWith(QLatin1Char('/')))
            clean.chop(1);
        if (!clean.isEmpty())
            out.insert(clean.toStdString());
    }
    return out;
}

char lower(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
}

bool contains(std::string_view text, std::string_view word)
{
    if (word.size() > text.size())
        return false;
    for (std::size_t i = 0; i + word.size() <= text.size(); ++i) {
        std::size_t k = 0;
        while (k < word.size() && lower(text[i + k]) == word[k])
            ++k;
        if (k == word.size())
            return true;
    }
    return false;
}

bool endsWith(std::string_view text, std::string_view tail)
{
    if (tail.size() > text.size())
        return false;
    for (std::size_t k = 0; k < tail.size(); ++k)
        if (lower(text[text.size() - tail.size() + k]) != tail[k])
            return false;
    return true;
}

} // namespace

KeepRule::KeepRule(const QStringList &keepPaths, const QStringList &referenceFolders)
    : m_keep(prefixes(keepPaths))
    , m_references(prefixes(referenceFolders))
{}

bool KeepRule::under(std::string_view path, const std::unordered_set<std::string> &set)
{
    // The path itself, then each folder above it: O(depth) lookups however many marks.
    if (set.empty())
        return false;
    std::string prefix(path);
    for (;;) {
        if (set.count(prefix))
            return true;
        const std::size_t slash = prefix.rfind('/');
        if (slash == std::string::npos)
            return false;
        if (slash == 0)
            return set.count("/") > 0;
        prefix.resize(slash);
    }
}

bool KeepRule::looksLikeCopy(std::string_view name)
{
    // "Copy of x", "x - Copy", "x (copy)", "x_copy" and German and French file managers' words.
    for (std::string_view word : {"copy", "kopie", "copie"})
        if (contains(name, word))
            return true;
    if (endsWith(name, "~") || endsWith(name, ".bak") || endsWith(name, ".orig") || endsWith(name, ".old"))
        return true;
    // "x (2).txt": a number in parentheses, as browsers and file managers name a second copy.
    for (std::size_t open = name.find(" ("); open != std::string_view::npos;
         open = name.find(" (", open + 1)) {
        std::size_t k = open + 2;
        const std::size_t digits = k;
        while (k < name.size() && name[k] >= '0' && name[k] <= '9')
            ++k;
        if (k > digits && k < name.size() && name[k] == ')')
            return true;
    }
    return false;
}

std::uint64_t KeepRule::keepKey(std::string_view locator, std::int64_t mtimeMs) const
{
    std::uint64_t key = 0;
    if (!under(locator, m_keep))
        key |= std::uint64_t(1) << kMarkedBit;
    if (!under(locator, m_references))
        key |= std::uint64_t(1) << kReferenceBit;
    const std::size_t slash = locator.rfind('/');
    const std::string_view name = slash == std::string_view::npos ? locator : locator.substr(slash + 1);
    if (looksLikeCopy(name))
        key |= std::uint64_t(1) << kCopyBit;
    // Seconds since the epoch in 40 bits (to the year 36812), then the path's length in 21.
    const std::uint64_t seconds =
        std::uint64_t(std::clamp<std::int64_t>(mtimeMs / 1000, 0, (std::int64_t(1) << 40) - 1));
    const std::uint64_t length = std::min<std::uint64_t>(locator.size(), (1u << 21) - 1);
    return key | (seconds << 21) | length;
}

} // namespace lookalike
