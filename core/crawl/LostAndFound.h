#pragma once

#include "crawl/CrawlIndex.h"

#include <QString>
#include <vector>

namespace lookalike {

// Broder's "lost and found": for a URL that is gone from the newest sweep (absent, or answered
// with an error or a redirect), the URL of the newest sweep whose page best resembles the last
// good capture of it. Candidates are the stored pairs of that capture; a URL new in the newest
// sweep and one on the same host are preferred over pages that were there before; a redirect's
// target wins when it resembles the page. When the best answer is a URL that already held the
// page's text when the page was last seen (a mirror, a copy on another site), the page did not
// move: the verdict is CopyElsewhere, naming that copy (unless the site redirects the page there).
struct LostFoundParams
{
    double minResemblance = 0.4; // below it nothing is answered (the page was deleted)
    int sweep = -1;              // the sweep to look in; -1: the newest
};

struct LostFoundAnswer
{
    enum class Verdict
    {
        Moved,         // newUrl holds the page now
        CopyElsewhere, // gone; newUrl, which held the same text already, still does (not a move)
        Deleted,       // gone, and nothing in the newest sweep resembles it enough
        NotGone,       // the URL is still there in the newest sweep
        NeverGood,     // no capture of the URL had text (always an error, or not text)
        Unknown,       // the URL is in no sweep
    } verdict = Verdict::Unknown;
    QString oldUrl;
    QString newUrl;
    double resemblance = 0;
    int lastGoodSweep = -1; // where its last good capture is
    int newestSweep = -1;
    int newestStatus = 0;     // its HTTP status in the newest sweep (0 when absent)
    bool viaRedirect = false; // the newest sweep redirected it to newUrl
};

QString verdictName(LostFoundAnswer::Verdict verdict); // "moved", "deleted", ...

LostFoundAnswer lostAndFound(const CrawlIndex &index, const QString &url, const LostFoundParams &params = {});
// Every URL gone from the newest sweep (one answer each, ordered by URL).
std::vector<LostFoundAnswer> lostAndFoundAll(const CrawlIndex &index, const LostFoundParams &params = {});

} // namespace lookalike
