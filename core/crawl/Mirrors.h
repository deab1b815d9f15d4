#pragma once

#include "crawl/CrawlIndex.h"

#include <QString>
#include <vector>

namespace lookalike {

// Fetterly, Manasse and Najork's mirror detection (sections 2 and 4): host pairs with at least
// minPages pages in near-duplicate clusters that also hold a page of the other host (a host
// never pairs with itself), then verified by URL suffixes: a shared cluster counts as a suffix
// match when a page of each host in it has the same last four path segments (all of them when
// fewer), query strings dropped. A pair whose shared clusters mostly match is a mirror; one that
// shares pages under unrelated paths is reported as sharing content; hosts that differ only by
// a leading "www." are aliases.
struct MirrorParams
{
    int sweep = -1; // -1: the newest sweep
    int minPages = 10;
    double threshold = 0.5;      // resemblance joining pages into clusters
    double minSuffixShare = 0.5; // share of shared clusters with a suffix match for a mirror
    int suffixSegments = 4;
};

struct HostPair
{
    enum class Verdict
    {
        Mirror,
        SharedContent,
        Alias
    } verdict = Verdict::SharedContent;
    QString hostA; // hostA < hostB
    QString hostB;
    int sharedPages = 0; // min of: pages of A in clusters with a page of B, and the reverse
    int pagesA = 0;
    int pagesB = 0;
    int sharedClusters = 0;
    int suffixMatches = 0; // shared clusters with a suffix match
    QStringList examples;  // a few "urlA = urlB" pairs
};

QString verdictName(HostPair::Verdict verdict); // "mirror", "shared-content", "alias"

// The host pairs with >= minPages shared pages, mirrors first, then by shared pages.
std::vector<HostPair> findMirrors(const CrawlIndex &index, const MirrorParams &params = {});

// Per host of a sweep: pages, pages in clusters of two or more, pages shared with other hosts.
struct HostSummary
{
    QString host;
    int pages = 0;
    int clusteredPages = 0;
    int sharedPages = 0;
};
std::vector<HostSummary> hostSummaries(const CrawlIndex &index, const MirrorParams &params = {});

} // namespace lookalike
