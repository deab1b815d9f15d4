#pragma once

#include "crawl/CrawlIndex.h"
#include "crawl/LostAndFound.h"

#include <QString>
#include <array>
#include <vector>

namespace lookalike {

// How a crawl changed between two sweeps (Fetterly, Manasse and Najork, section 3).
//
// C_n(u) is the near-duplicate cluster (as a set of URLs) of URL u in sweep n; URLs without a
// good capture in a sweep share one "could not download" cluster there. For each URL u with a
// good capture in `from`: the cluster containment coefficient |C_from(u) n C_to(u)| / |C_from(u)|,
// the cluster similarity coefficient |C_from(u) n C_to(u)| / |C_from(u) u C_to(u)|, and the
// reverse containment |C_from n C_to| / |C_to|, averaged over URLs whose cluster in `from` has a
// size in each range (1, 2-10, 11-100, ...). Each URL good in both sweeps falls into a change
// bucket from the share of its MinHash values that agree (Fetterly's 84 features: 0, 1-28, 29-56,
// 57-83, all, all + the same bytes).
enum class ChangeBucket
{
    Complete,
    Large,
    Medium,
    Small,
    NoTextChange,
    NoChange
};
inline constexpr int kChangeBuckets = 6;
QString
bucketName(ChangeBucket bucket); // "complete", "large", "medium", "small", "no-text-change", "no-change"

struct EvolutionParams
{
    int fromSweep = -1;
    int toSweep = -1;
    double threshold = 0.5;    // resemblance joining pages into clusters in each sweep
    LostFoundParams lostFound; // what counts as a moved page
};

struct SizeRangeFigures
{
    int minSize = 1;
    int maxSize = 1; // 0: no upper bound
    QString label;   // "1", "2-10", ...
    qint64 urls = 0;
    double containment = 0; // averages over the URLs of the range
    double similarity = 0;
    double reverseContainment = 0;
    std::array<qint64, kChangeBuckets> buckets{}; // URLs good in both sweeps, by change
};

struct UrlEvolution
{
    QString url;
    int clusterSizeFrom = 0;
    int clusterSizeTo = 0; // 0: not good in `to` (the could-not-download cluster)
    double containment = 0;
    double similarity = 0;
    bool inBoth = false; // good in both sweeps: bucket and agreement are set
    ChangeBucket bucket = ChangeBucket::Complete;
    double agreement = 0; // MinHash estimate of resemblance (estimateResemblance)
};

struct Evolution
{
    int fromSweep = -1;
    int toSweep = -1;
    QString fromLabel;
    QString toLabel;
    qint64 urlsFrom = 0; // URLs with a good capture in `from`
    qint64 urlsTo = 0;
    qint64 common = 0; // good in both
    qint64 born = 0;   // good in `to`, not in `from`
    qint64 died = 0;   // good in `from`, not in `to`
    qint64 moved = 0;  // of the died, those lost and found answers in `to`
    std::array<qint64, kChangeBuckets> buckets{};
    std::vector<SizeRangeFigures> ranges;
    std::vector<UrlEvolution> urls; // by URL
};

// Needs the store for the MinHash vectors of the URLs in both sweeps.
Result<Evolution> evolution(IndexStore &store, const CrawlIndex &index, const EvolutionParams &params);

} // namespace lookalike
