#include "AnchorWindows.h"

#include <QHash>
#include <QUrl>
#include <algorithm>

namespace lookalike {

std::vector<AnchorBag> anchorBags(const HtmlWithLinks &page, const QString &pageUrl, int window,
                                  Canonicalizer &canonicalizer, BagBuilder &bags)
{
    std::vector<AnchorBag> out;
    if (page.links.empty())
        return out;
    std::vector<std::string> tokens;
    std::vector<TokenSpan> spans;
    canonicalizer.tokens(page.text, tokens);
    canonicalizer.tokenSpans(page.text, spans);
    if (tokens.size() != spans.size())
        return out;
    const QUrl base(pageUrl);
    const QUrl self = base.adjusted(QUrl::RemoveFragment);
    // The token windows of each target URL.
    QHash<QString, std::vector<std::pair<std::size_t, std::size_t>>> windows;
    std::vector<QString> order;
    const auto firstAtOrAfter = [&spans](std::size_t offset) {
        return std::size_t(std::lower_bound(spans.begin(), spans.end(), offset,
                                            [](const TokenSpan &s, std::size_t o) { return s.begin < o; }) -
                           spans.begin());
    };
    const std::size_t w = std::size_t(std::max(0, window));
    for (const HtmlLinkSpan &link : page.links) {
        const QUrl target =
            base.resolved(QUrl(QString::fromStdString(link.href).trimmed())).adjusted(QUrl::RemoveFragment);
        const QString scheme = target.scheme();
        if (!target.isValid() || (scheme != QLatin1String("http") && scheme != QLatin1String("https")) ||
            target == self)
            continue;
        const std::size_t first = firstAtOrAfter(std::min(link.begin, page.text.size()));
        const std::size_t last = firstAtOrAfter(std::min(link.end, page.text.size()));
        const QString url = target.toString(QUrl::FullyEncoded);
        auto it = windows.find(url);
        if (it == windows.end()) {
            it = windows.insert(url, {});
            order.push_back(url);
        }
        it->push_back({first > w ? first - w : 0, std::min(tokens.size(), last + w)});
    }
    for (const QString &url : order) {
        bags.begin();
        for (const auto &[from, to] : windows.value(url))
            for (std::size_t i = from; i < to; ++i)
                bags.token(tokens[i], Canonicalizer::tokenHash(tokens[i]));
        WordBag bag = bags.finish();
        if (!bag.terms.empty())
            out.push_back({url, std::move(bag)});
    }
    return out;
}

} // namespace lookalike
