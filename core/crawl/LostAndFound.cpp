#include "LostAndFound.h"

#include <QUrl>
#include <algorithm>
#include <set>

namespace lookalike {

QString verdictName(LostFoundAnswer::Verdict verdict)
{
    switch (verdict) {
    case LostFoundAnswer::Verdict::Moved:
        return QStringLiteral("moved");
    case LostFoundAnswer::Verdict::CopyElsewhere:
        return QStringLiteral("copy-elsewhere");
    case LostFoundAnswer::Verdict::Deleted:
        return QStringLiteral("deleted");
    case LostFoundAnswer::Verdict::NotGone:
        return QStringLiteral("not-gone");
    case LostFoundAnswer::Verdict::NeverGood:
        return QStringLiteral("never-good");
    case LostFoundAnswer::Verdict::Unknown:
        return QStringLiteral("unknown");
    }
    return {};
}

LostFoundAnswer lostAndFound(const CrawlIndex &index, const QString &url, const LostFoundParams &params)
{
    LostFoundAnswer a;
    a.oldUrl = url;
    a.newestSweep = params.sweep >= 0 ? params.sweep : index.newestSweep();
    const auto captures = index.capturesOf(url);
    if (captures.empty() || a.newestSweep < 0)
        return a;
    const Capture *newest = index.capture(url, a.newestSweep);
    a.newestStatus = newest ? newest->httpStatus : 0;
    if (newest && newest->good()) {
        a.verdict = LostFoundAnswer::Verdict::NotGone;
        a.newUrl = url;
        a.resemblance = 1;
        a.lastGoodSweep = a.newestSweep;
        return a;
    }
    // The last good capture before the sweep looked in.
    const int order = index.sweepOrder(a.newestSweep);
    const Capture *lastGood = nullptr;
    for (auto it = captures.rbegin(); it != captures.rend() && !lastGood; ++it)
        if ((*it)->good() && index.sweepOrder((*it)->sweep) < order)
            lastGood = *it;
    if (!lastGood) {
        a.verdict = LostFoundAnswer::Verdict::NeverGood;
        return a;
    }
    a.lastGoodSweep = lastGood->sweep;
    a.verdict = LostFoundAnswer::Verdict::Deleted;

    // A redirect in the newest sweep names a target: resolved against the old URL.
    QString redirectTarget;
    if (newest && !newest->redirect.isEmpty())
        redirectTarget = QUrl(url).resolved(QUrl(newest->redirect)).toString();

    const QString host = lastGood->host;
    // The documents resembling the last good capture: a candidate whose URL held one of them
    // when the page was last seen already had the text.
    std::set<qint64> alike;
    for (const CrawlIndex::Neighbor &n : index.neighbors(lastGood->docId))
        if (n.resemblance >= params.minResemblance)
            alike.insert(n.docId);
    double bestScore = -1;
    bool bestHeldIt = false;
    for (const CrawlIndex::Neighbor &n : index.neighbors(lastGood->docId)) {
        if (n.resemblance < params.minResemblance)
            continue;
        const Capture *c = index.capture(n.docId);
        if (!c || c->sweep != a.newestSweep || !c->good() || c->url == url)
            continue;
        // Was the candidate there, with a good page, when the page was last seen, and with its text?
        const Capture *before = index.capture(c->url, lastGood->sweep);
        const bool born = !before || !before->good();
        const bool heldIt = !born && (before->docId == lastGood->docId || alike.contains(before->docId));
        const bool sameHost = c->host == host;
        const bool redirected = !redirectTarget.isEmpty() && c->url == redirectTarget;
        const double score = n.resemblance + (redirected ? 1.0 : 0) + (born ? 0.2 : 0) + (sameHost ? 0.1 : 0);
        if (score > bestScore || (score == bestScore && c->url < a.newUrl)) {
            bestScore = score;
            a.newUrl = c->url;
            a.resemblance = n.resemblance;
            a.viaRedirect = redirected;
            bestHeldIt = heldIt;
        }
    }
    // The page's text lives on where it already was: a copy, not a move (unless the site
    // redirects the page there: it says where the page went, even to a copy it had).
    if (!a.newUrl.isEmpty())
        a.verdict = bestHeldIt && !a.viaRedirect ? LostFoundAnswer::Verdict::CopyElsewhere
                                                 : LostFoundAnswer::Verdict::Moved;
    return a;
}

std::vector<LostFoundAnswer> lostAndFoundAll(const CrawlIndex &index, const LostFoundParams &params)
{
    std::vector<LostFoundAnswer> out;
    const int newest = params.sweep >= 0 ? params.sweep : index.newestSweep();
    const int order = index.sweepOrder(newest);
    std::set<QString> urls;
    for (const Capture &c : index.captures()) {
        if (index.sweepOrder(c.sweep) >= order || !c.good())
            continue;
        const Capture *now = index.capture(c.url, newest);
        if (!now || !now->good())
            urls.insert(c.url);
    }
    for (const QString &u : urls)
        out.push_back(lostAndFound(index, u, params));
    return out;
}

} // namespace lookalike
