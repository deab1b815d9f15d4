#include "CrawlQuestions.h"

#include <algorithm>

namespace lookalike::usecase {

namespace {
const QString kCrawlThresholdKey = QStringLiteral("crawl_threshold");
}

double crawlThreshold(IndexStore &store, std::optional<double> asked)
{
    if (asked)
        return *asked;
    bool ok = false;
    const double stored = store.settings().value(kCrawlThresholdKey).valueOr(QString()).toDouble(&ok);
    return ok && stored > 0 && stored <= 1 ? stored : kDefaultCrawlThreshold;
}

Status setCrawlThreshold(IndexStore &store, double threshold)
{
    return store.settings().setValue(kCrawlThresholdKey, QString::number(threshold, 'g', 17));
}

double crawlPairsFloor(double threshold)
{
    return std::min(CrawlIndex::kLostFoundFloor, threshold);
}

Result<CrawlIndex> loadCrawl(IndexStore &store, double threshold)
{
    return CrawlIndex::load(store, crawlPairsFloor(threshold));
}

} // namespace lookalike::usecase
