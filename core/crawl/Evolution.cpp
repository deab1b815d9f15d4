#include "Evolution.h"

#include "sketch/Estimate.h"

#include <algorithm>
#include <set>
#include <unordered_set>

namespace lookalike {

namespace {

struct Range
{
    int min;
    int max; // 0: unbounded
    const char *label;
};
constexpr Range kRanges[] = {{1, 1, "1"},
                             {2, 10, "2-10"},
                             {11, 100, "11-100"},
                             {101, 1000, "101-1000"},
                             {1001, 10000, "1001-10000"},
                             {10001, 100000, "10001-100000"},
                             {100001, 0, ">100000"}};

int rangeOf(int size)
{
    for (int i = 0; i < int(std::size(kRanges)); ++i)
        if (size >= kRanges[i].min && (kRanges[i].max == 0 || size <= kRanges[i].max))
            return i;
    return 0;
}

ChangeBucket bucketFor(double agreement, bool sameText, bool sameBytes)
{
    if (sameBytes)
        return ChangeBucket::NoChange;
    if (sameText || agreement >= 1.0)
        return ChangeBucket::NoTextChange;
    if (agreement <= 0)
        return ChangeBucket::Complete;
    if (agreement <= 28.0 / 84.0)
        return ChangeBucket::Large;
    if (agreement <= 56.0 / 84.0)
        return ChangeBucket::Medium;
    return ChangeBucket::Small;
}

} // namespace

QString bucketName(ChangeBucket bucket)
{
    switch (bucket) {
    case ChangeBucket::Complete:
        return QStringLiteral("complete");
    case ChangeBucket::Large:
        return QStringLiteral("large");
    case ChangeBucket::Medium:
        return QStringLiteral("medium");
    case ChangeBucket::Small:
        return QStringLiteral("small");
    case ChangeBucket::NoTextChange:
        return QStringLiteral("no-text-change");
    case ChangeBucket::NoChange:
        return QStringLiteral("no-change");
    }
    return {};
}

Result<Evolution> evolution(IndexStore &store, const CrawlIndex &index, const EvolutionParams &params)
{
    Evolution ev;
    ev.fromSweep = params.fromSweep;
    ev.toSweep = params.toSweep;
    ev.fromLabel = index.sweepLabel(params.fromSweep);
    ev.toLabel = index.sweepLabel(params.toSweep);
    if (ev.fromLabel.isNull() || ev.toLabel.isNull())
        return Status::error(Status::Code::InvalidArgument, QStringLiteral("no such sweep"));

    const auto from = index.clusters(params.fromSweep, params.threshold);
    const auto to = index.clusters(params.toSweep, params.threshold);

    // Clusters as sets of URLs; URLs not good in `to` share its could-not-download cluster.
    auto urlsOf = [&index](const std::vector<qint64> &docs) {
        std::unordered_set<QString> urls;
        for (qint64 d : docs)
            urls.insert(index.capture(d)->url);
        return urls;
    };
    std::vector<std::unordered_set<QString>> fromSets, toSets;
    for (const auto &m : from.members)
        fromSets.push_back(urlsOf(m));
    for (const auto &m : to.members)
        toSets.push_back(urlsOf(m));
    std::unordered_set<QString> goodFrom, goodTo, failedTo;
    for (const auto &[doc, cluster] : from.clusterOf)
        goodFrom.insert(index.capture(doc)->url);
    for (const auto &[doc, cluster] : to.clusterOf)
        goodTo.insert(index.capture(doc)->url);
    for (const QString &u : goodFrom)
        if (!goodTo.count(u))
            failedTo.insert(u);
    for (const Capture &c : index.captures())
        if (c.sweep == params.toSweep && !c.good())
            failedTo.insert(c.url);

    ev.urlsFrom = static_cast<qint64>(goodFrom.size());
    ev.urlsTo = static_cast<qint64>(goodTo.size());
    for (const Range &r : kRanges)
        ev.ranges.push_back({r.min, r.max, QString::fromLatin1(r.label), 0, 0, 0, 0, {}});

    std::vector<qint64> fromDocs;
    for (const auto &[doc, cluster] : from.clusterOf)
        fromDocs.push_back(doc);
    std::sort(fromDocs.begin(), fromDocs.end(),
              [&index](qint64 a, qint64 b) { return index.capture(a)->url < index.capture(b)->url; });
    for (qint64 doc : fromDocs) {
        const Capture *c = index.capture(doc);
        const auto &cf = fromSets[from.clusterOf.at(doc)];
        UrlEvolution u;
        u.url = c->url;
        u.clusterSizeFrom = static_cast<int>(cf.size());
        const Capture *now = index.capture(c->url, params.toSweep);
        const bool good = now && now->good();
        const std::unordered_set<QString> &ct = good ? toSets[to.clusterOf.at(now->docId)] : failedTo;
        u.clusterSizeTo = good ? static_cast<int>(ct.size()) : 0;
        std::size_t common = 0;
        const auto &smaller = cf.size() < ct.size() ? cf : ct;
        const auto &larger = cf.size() < ct.size() ? ct : cf;
        for (const QString &x : smaller)
            common += larger.count(x);
        const std::size_t unionSize = cf.size() + ct.size() - common;
        u.containment = cf.empty() ? 0 : double(common) / double(cf.size());
        u.similarity = unionSize ? double(common) / double(unionSize) : 0;
        const double reverse = ct.empty() ? 0 : double(common) / double(ct.size());
        SizeRangeFigures &range = ev.ranges[rangeOf(u.clusterSizeFrom)];
        ++range.urls;
        range.containment += u.containment;
        range.similarity += u.similarity;
        range.reverseContainment += reverse;
        if (good) {
            u.inBoth = true;
            ++ev.common;
            auto a = store.sketches().of(doc);
            auto b = store.sketches().of(now->docId);
            if (!a)
                return a.status();
            if (!b)
                return b.status();
            // The MinHash estimator of resemblance (Estimate.h), the share Fetterly et al. bucket.
            u.agreement = estimateResemblance(a->minHash, b->minHash);
            const bool sameBytes = !c->rawFingerprint.isNull() && c->rawFingerprint == now->rawFingerprint;
            const bool sameText =
                !c->shingleFingerprint.isNull() && c->shingleFingerprint == now->shingleFingerprint;
            u.bucket = bucketFor(u.agreement, sameText, sameBytes);
            ++ev.buckets[static_cast<int>(u.bucket)];
            ++range.buckets[static_cast<int>(u.bucket)];
        }
        ev.urls.push_back(std::move(u));
    }
    for (SizeRangeFigures &r : ev.ranges)
        if (r.urls) {
            r.containment /= double(r.urls);
            r.similarity /= double(r.urls);
            r.reverseContainment /= double(r.urls);
        }
    for (const QString &u : goodTo)
        if (!goodFrom.count(u))
            ++ev.born;
    LostFoundParams lf = params.lostFound;
    lf.sweep = params.toSweep;
    for (const QString &u : goodFrom) {
        if (goodTo.count(u))
            continue;
        ++ev.died;
        if (lostAndFound(index, u, lf).verdict == LostFoundAnswer::Verdict::Moved)
            ++ev.moved;
    }
    return ev;
}

} // namespace lookalike
