// Matching and clustering benchmark: prints time and peak RSS for N synthetic documents.
//
//   build/tests/bench_match [--docs 100000] [--index FILE]
//
// Sketch-level generation: documents are random shingle sets of 100..3000 shingles, a third
// of them planted near-duplicates (shared fraction 0.5..1) or excerpts of another. With
// --index the sketches are stored in a new index first and matching runs from it, as
// `lookalike-cli pairs` does.
#include "cluster/ClusterPolicy.h"
#include "match/Matcher.h"
#include "scan/Matching.h"
#include "store/IndexStore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator64>

#include <sys/resource.h>

#include <cstdio>

using namespace lookalike;

namespace {

double peakRssMb()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_maxrss) / 1024.0;
}

double seconds(const QElapsedTimer &t) { return double(t.nsecsElapsed()) / 1e9; }

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    qint64 n = 100000;
    QString index;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("--docs"))
            n = args[i + 1].toLongLong();
        else if (args[i] == QLatin1String("--index"))
            index = args[i + 1];
    }
    std::printf("Lookalike matching benchmark: %lld documents\n", static_cast<long long>(n));
    QElapsedTimer t;
    t.start();
    QRandomGenerator64 rng(17);
    Sketcher sketcher;
    std::vector<SketchRecord> docs;
    docs.reserve(std::size_t(n));
    std::vector<std::uint64_t> set, previous;
    for (qint64 i = 0; i < n; ++i) {
        const int size = 100 + int(rng.bounded(2900));
        set.clear();
        const auto r = rng.bounded(6);
        if (!previous.empty() && r == 0) {
            // near-duplicate of the previous document: keep a share, add new shingles
            const double keep = 0.5 + rng.generateDouble() / 2;
            for (std::uint64_t v : previous)
                if (rng.generateDouble() < keep)
                    set.push_back(v);
            while (set.size() < previous.size())
                set.push_back(rng.generate64());
        } else if (!previous.empty() && r == 1) {
            // an excerpt of the previous document
            const std::size_t len = std::max<std::size_t>(20, previous.size() / 4);
            set.assign(previous.begin(), previous.begin() + std::ptrdiff_t(len));
        } else {
            for (int k = 0; k < size; ++k)
                set.push_back(rng.generate64());
        }
        DocumentSketch s = sketcher.sketchShingles(set);
        s.shingleFingerprint = Fingerprint128{std::uint64_t(i) * 2654435761u + 1, std::uint64_t(i)};
        docs.push_back({i + 1, std::move(s)});
        previous = set;
    }
    std::printf("generated sketches in %.1f s, RSS %.0f MB\n", seconds(t), peakRssMb());

    if (!index.isEmpty()) {
        for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
            QFile::remove(index + suffix);
        auto store = IndexStore::open(index);
        if (!store) {
            std::printf("cannot open %s: %s\n", qPrintable(index), qPrintable(store.status().toString()));
            return 1;
        }
        t.restart();
        const qint64 scan = *(*store)->beginScan({}, {});
        (*store)->begin();
        for (const SketchRecord &d : docs) {
            DocumentRecord r;
            r.locator = QStringLiteral("/synthetic/%1.txt").arg(d.docId);
            r.size = qint64(d.sketch.shingleCount * 6);
            r.format = QStringLiteral("text");
            (*store)->putDocument(r, &d.sketch, scan);
        }
        (*store)->commit();
        std::printf("stored %lld sketches in %.1f s\n", static_cast<long long>(n), seconds(t));
        docs.clear();
        docs.shrink_to_fit();
        t.restart();
        const MatchSummary m = matchIndex(**store, MatchParams{});
        std::printf("match from the index: %.2f s (%zu pairs), RSS %.0f MB\n", seconds(t), m.stats.pairs, peakRssMb());
        for (const auto &[policy, threshold] :
             {std::pair{ClusterPolicy::Union, 0.5}, std::pair{ClusterPolicy::Union, 0.8}, std::pair{ClusterPolicy::Center, 0.5}}) {
            t.restart();
            auto clusters = clusterIndex(**store, policy, threshold);
            std::printf("cluster %s at %.1f from stored pairs (stored): %.2f s, %zu clusters\n",
                        qPrintable(policyName(policy)), threshold, seconds(t), clusters ? clusters->size() : 0);
        }
        std::printf("peak RSS: %.0f MB\n", peakRssMb());
        return 0;
    }

    t.restart();
    MatchStats stats;
    auto pairs = findPairs(docs, MatchParams{}, nullptr, &stats);
    const double matchSeconds = seconds(t);
    std::printf("findPairs: %.2f s: %zu pairs (LSH %d x %d: %zu candidates; samples: %zu candidates, %zu common "
                "ignored), RSS %.0f MB\n",
                matchSeconds, stats.pairs, stats.banding.bands, stats.banding.rows, stats.bandingCandidates,
                stats.sampleCandidates, stats.commonShinglesIgnored, peakRssMb());
    std::vector<ClusterDocument> cdocs;
    cdocs.reserve(docs.size());
    for (const SketchRecord &d : docs)
        cdocs.push_back({d.docId, {}, {}, {}, {}});
    for (const auto &[policy, threshold] :
         {std::pair{ClusterPolicy::Union, 0.5}, std::pair{ClusterPolicy::Union, 0.8}, std::pair{ClusterPolicy::Center, 0.5}}) {
        t.restart();
        const auto clusters = clusterDocuments(cdocs, *pairs, policy, threshold);
        std::printf("cluster %s at %.1f: %.3f s, %zu clusters\n", qPrintable(policyName(policy)), threshold, seconds(t),
                    clusters.size());
    }
    std::printf("peak RSS: %.0f MB\n", peakRssMb());
    return 0;
}
