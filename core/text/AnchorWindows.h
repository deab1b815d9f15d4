#pragma once

#include "extract/HtmlText.h"
#include "text/Canonicalizer.h"
#include "text/WordBag.h"

#include <QString>
#include <vector>

namespace lookalike {

// The words a page says about the pages it links to (Haveliwala, Gionis, Indyk 2.2): for each
// link, its anchor text and `window` words before and after it, as a bag, under the target's
// absolute URL (resolved against `pageUrl`, without its fragment; http and https only; links
// to the page itself left out). Links of one page to one URL make one bag.
struct AnchorBag
{
    QString url;
    WordBag bag;
};
std::vector<AnchorBag> anchorBags(const HtmlWithLinks &page, const QString &pageUrl, int window,
                                  Canonicalizer &canonicalizer, BagBuilder &bags);

// The anchor window's default size (the paper's 8 words each side).
constexpr int kDefaultAnchorWindow = 8;

} // namespace lookalike
