// Matching and clustering benchmark: prints time and peak RSS for N synthetic documents.
//
//   build/tests/bench_match [--docs 100000] [--index FILE]
//
// Sketch-level generation: documents are random shingle sets of 100..3000 shingles, a third
// of them planted near-duplicates (shared fraction 0.5..1) or excerpts of another. With
// --index the sketches are stored in a new index first and matching runs from it, as
// `lookalike-cli pairs` does.
#include "PeakRss.h"
#include "cluster/ClusterPolicy.h"
#include "match/Matcher.h"
#include "scan/Matching.h"
#include "store/IndexStore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator64>


#include <cstdio>

using namespace lookalike;

namespace {

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

    // With --index, the sketches go to a new index as they are made (as a scan stores them).
    std::unique_ptr<IndexStore> store;
    qint64 scan = 0;
    if (!index.isEmpty()) {
        for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
            QFile::remove(index + suffix);
        auto opened = IndexStore::open(index);
        if (!opened) {
            std::printf("cannot open %s: %s\n", qPrintable(index), qPrintable(opened.status().toString()));
            return 1;
        }
        store = std::move(opened).value();
        scan = *store->beginScan({}, {});
        store->begin();
    }

    QElapsedTimer t;
    t.start();
    QRandomGenerator64 rng(17);
    Sketcher sketcher;
    SketchTable table(sketcher.params().minHashSize, sketcher.params().sampleMaxLevel);
    if (!store)
        table.reserve(std::size_t(n), std::size_t(n) * 200);
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
        if (!store) {
            table.add(i + 1, s.shingleFingerprint, s.shingleCount, s.minHash, s.sampleLevel, s.sample);
        } else {
            DocumentRecord record;
            record.locator = QStringLiteral("/synthetic/%1.txt").arg(i + 1);
            record.size = qint64(s.shingleCount * 6);
            record.format = QStringLiteral("text");
            store->putDocument(record, &s, scan);
            if ((i + 1) % 10000 == 0) {
                store->commit();
                store->begin();
            }
        }
        previous = set;
    }
    if (store)
        store->commit();
    std::printf("generated%s sketches in %.1f s, RSS %.0f MB\n", store ? " and stored" : "", seconds(t), peakRssMb());

    if (store) {
        t.restart();
        const MatchSummary m = matchIndex(*store, MatchParams{});
        std::printf("match from the index (load, find, store pairs): %.2f s, %zu pairs, RSS %.0f MB%s\n", seconds(t),
                    m.stats.pairs, peakRssMb(), m.status.isOk() ? "" : qPrintable(m.status.toString()));
        for (const auto &[policy, threshold] :
             {std::pair{ClusterPolicy::Union, 0.5}, std::pair{ClusterPolicy::Union, 0.8}, std::pair{ClusterPolicy::Center, 0.5}}) {
            t.restart();
            auto clusters = clusterIndex(*store, policy, threshold);
            std::printf("re-cluster %s at %.1f from the stored pairs (and store the clusters): %.2f s, %zu clusters\n",
                        qPrintable(policyName(policy)), threshold, seconds(t), clusters ? clusters->size() : 0);
        }
        std::printf("peak RSS: %.0f MB\n", peakRssMb());
        return 0;
    }

    t.restart();
    MatchStats stats;
    auto pairs = findPairs(table, MatchParams{}, nullptr, &stats);
    std::printf("findPairs: %.2f s: %zu pairs (LSH %d x %d: %zu candidates; samples in %d partitions: %zu "
                "candidates, %zu common ignored), RSS %.0f MB\n",
                seconds(t), stats.pairs, stats.banding.bands, stats.banding.rows, stats.bandingCandidates,
                stats.partitions, stats.sampleCandidates, stats.commonShinglesIgnored, peakRssMb());
    std::vector<ClusterDocument> cdocs;
    cdocs.reserve(table.size());
    for (std::size_t i = 0; i < table.size(); ++i)
        cdocs.push_back({table.docId(i), {}, {}, {}, {}});
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
