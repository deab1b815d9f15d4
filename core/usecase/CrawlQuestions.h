#pragma once

#include "base/Status.h"
#include "crawl/CrawlIndex.h"
#include "store/IndexStore.h"

#include <optional>

namespace lookalike::usecase {

// The crawl's questions (a URL's cluster, mirrored hosts, cluster evolution, a sweep's hosts)
// join pages into clusters at one resemblance, the same in the CLI and the window: the one
// asked (the CLI's --threshold, the Crawl view's box), else the one last set for the index's
// crawl (setCrawlThreshold: the Crawl view remembers its box there), else 0.5 (Broder's and
// Fetterly's clusters). It is not the near-duplicate clusters' slider: pages of one site
// share their templates, and the papers' questions are asked at 0.5.
constexpr double kDefaultCrawlThreshold = 0.5;
double crawlThreshold(IndexStore &store, std::optional<double> asked = std::nullopt);
Status setCrawlThreshold(IndexStore &store, double threshold);

// The crawl side of the index for those questions at `threshold` and for lost and found: the
// stored pairs from crawlPairsFloor(threshold), the lower of lost and found's floor
// (CrawlIndex::kLostFoundFloor) and the threshold.
double crawlPairsFloor(double threshold);
Result<CrawlIndex> loadCrawl(IndexStore &store, double threshold);

} // namespace lookalike::usecase
