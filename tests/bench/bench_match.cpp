// Matching and clustering benchmark at scale: prints time per phase, candidates per stored
// pair and peak RSS for N synthetic documents with realistic boilerplate.
//
//   build/tests/bench_match [--docs 100000] [--index FILE] [--threads N]
//
// Sketch-level generation (no text): documents of 50..5000 shingles (median 600, mean 720:
// about 4.5 KB of text), of which
//   30 % carry one of 50 shared headers (licence headers, templates: 40..200 shingles each),
//   10 % are near-duplicates of an earlier document (2..40 % of their shingles replaced),
//    3 % are excerpts of an earlier document (10..60 % of it), 1 % exact copies,
// the rest unrelated. With --index the sketches are stored in a new index first (as a scan
// stores them), then a child process matches from the index as `lookalike-cli scan` does
// after indexing (load, match, store the pairs; uncertain pairs settled by their estimates,
// as there are no files to read) and re-clusters at three policies, each figure with the
// child's own peak RSS. `--match-index FILE` is that child.
#include "BenchOptions.h"
#include "PeakRss.h"
#include "cluster/ClusterPolicy.h"
#include "match/Matcher.h"
#include "scan/Matching.h"
#include "store/IndexStore.h"
#include "usecase/MatchAndCluster.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator64>
#include <QTemporaryDir>
#include <cmath>
#include <cstdio>

using namespace lookalike;

namespace {

// A write the benchmark cannot do without: said, and the benchmark stops.
void must(const lookalike::Status &s)
{
    if (!s.isOk()) {
        std::printf("cannot write the index: %s\n", qPrintable(s.toString()));
        std::exit(1);
    }
}

double seconds(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e9;
}

// The synthetic collection, one document at a time (deterministic for a seed).
class Corpus
{
public:
    explicit Corpus(quint64 seed)
        : m_rng(seed)
    {
        for (int h = 0; h < 50; ++h)
            m_headers.push_back(random(40 + int(m_rng.bounded(160))));
    }

    // The next document's shingle set.
    const std::vector<std::uint64_t> &next()
    {
        std::vector<std::uint64_t> &d = m_current;
        d.clear();
        const double u = m_rng.generateDouble();
        if (!m_recent.empty() && u < 0.10) { // a near-duplicate of a recent document
            const auto &of = m_recent[m_rng.bounded(quint32(m_recent.size()))];
            const double replace = 0.02 + 0.38 * m_rng.generateDouble();
            for (std::uint64_t v : of)
                d.push_back(m_rng.generateDouble() < replace ? m_rng.generate64() : v);
        } else if (!m_recent.empty() && u < 0.13) { // an excerpt
            const auto &of = m_recent[m_rng.bounded(quint32(m_recent.size()))];
            const double share = 0.1 + 0.5 * m_rng.generateDouble();
            const auto len = std::max<std::size_t>(20, std::size_t(double(of.size()) * share));
            const auto start = of.size() > len ? m_rng.bounded(quint32(of.size() - len)) : 0u;
            d.assign(of.begin() + start, of.begin() + std::ptrdiff_t(std::min(of.size(), start + len)));
        } else if (!m_recent.empty() && u < 0.14) { // an exact copy
            d = m_recent[m_rng.bounded(quint32(m_recent.size()))];
        } else {
            // Lognormal length: median 600 shingles (a 4 KB text), mean 720, 50..5000.
            const double z = std::sqrt(-2.0 * std::log(std::max(1e-12, m_rng.generateDouble()))) *
                             std::cos(6.283185307 * m_rng.generateDouble());
            const int n = std::clamp(int(std::exp(6.4 + 0.6 * z)), 50, 5000);
            d = random(n);
            if (m_rng.generateDouble() < 0.30 / 0.86) { // 30% of all documents: a shared header
                const auto &h = m_headers[m_rng.bounded(quint32(m_headers.size()))];
                d.insert(d.end(), h.begin(), h.end());
            }
        }
        if (m_recent.size() < 512)
            m_recent.push_back(d);
        else
            m_recent[m_rng.bounded(512u)] = d;
        return d;
    }

private:
    std::vector<std::uint64_t> random(int n)
    {
        std::vector<std::uint64_t> v(static_cast<std::size_t>(n));
        for (auto &x : v)
            x = m_rng.generate64();
        return v;
    }
    QRandomGenerator64 m_rng;
    std::vector<std::vector<std::uint64_t>> m_headers;
    std::vector<std::vector<std::uint64_t>> m_recent;
    std::vector<std::uint64_t> m_current;
};

void printStats(const MatchStats &s)
{
    std::printf("  %zu documents, %zu after collapsing %zu equivalence groups; %d threads\n", s.documents,
                s.representatives, s.groups, s.threads);
    std::printf("  phases: group %.2f s, banding %.2f s, samples %.2f s, estimates %.2f s\n",
                s.groupingSeconds, s.bandingSeconds, s.samplingSeconds, s.verifyingSeconds);
    std::printf("  LSH %d x %d: %zu pairs met in buckets, %zu common buckets (%zu boilerplate members), %zu "
                "candidates\n",
                s.banding.bands, s.banding.rows, s.bandPairChecks, s.commonBuckets, s.boilerplateDocuments,
                s.bandingCandidates);
    std::printf(
        "  samples in %d partitions: %zu candidates, %zu common keys ignored (cutoff %d), %zu documents "
        "matched through them (%zu pairs estimated on the way)\n",
        s.partitions, s.sampleCandidates, s.commonShinglesIgnored, s.commonCutoff, s.directedDocuments,
        s.directedPairs);
    std::printf(
        "  %zu distinct candidates -> %zu pairs (%zu written out), %zu uncertain; %.2f candidates per "
        "stored pair\n",
        s.candidates, s.pairs, s.expandedPairs, s.uncertain,
        s.pairs ? double(s.candidates) / double(s.pairs) : 0.0);
}

// The child: match the index, then re-cluster, each with this process's peak RSS.
int matchIndexFile(const QString &path, int threads)
{
    auto store = IndexStore::open(path);
    if (!store) {
        std::printf("cannot open %s: %s\n", qPrintable(path), qPrintable(store.status().toString()));
        return 1;
    }
    MatchParams params;
    params.threads = threads;
    QElapsedTimer t;
    t.start();
    const MatchSummary m = matchIndex(**store, params, nullptr, {}, Settle::ByEstimate);
    if (!m.status.isOk()) {
        std::printf("matching failed: %s\n", qPrintable(m.status.toString()));
        return 1;
    }
    std::printf("match from the index: %.2f s (load %.2f s, store %.2f s), peak RSS %.0f MB\n", seconds(t),
                m.loadSeconds, m.storeSeconds, peakRssMb());
    printStats(m.stats);
    std::printf("  stored: %zu pairs (%zu written out)\n", m.stats.pairs, m.stats.expandedPairs);
    for (const auto &[policy, threshold] :
         {std::pair{ClusterPolicy::Union, 0.5}, std::pair{ClusterPolicy::Union, 0.8},
          std::pair{ClusterPolicy::Center, 0.5}}) {
        t.restart();
        auto clusters = usecase::clusterIndex(**store, {policy, threshold});
        std::printf(
            "re-cluster %s at %.1f from the stored pairs (and store the clusters): %.2f s, %zu clusters\n",
            qPrintable(policyName(policy)), threshold, seconds(t), clusters ? clusters->size() : 0);
    }
    std::printf("peak RSS of matching and clustering: %.0f MB\n", peakRssMb());

    // Writing pairs: 10^6 of them into an index of their own (as matching stores them).
    QTemporaryDir dir;
    auto other = IndexStore::open(dir.filePath(QStringLiteral("pairs.sqlite")));
    if (other) {
        MatchResult many;
        QRandomGenerator64 rng(5);
        for (qint64 a = 1; many.pairs.size() < 1000000; ++a)
            for (int i = 0; i < 4; ++i)
                many.pairs.push_back({a, a + 1 + i, rng.generateDouble(), rng.generateDouble(),
                                      rng.generateDouble(), FoundByBanding});
        t.restart();
        const Status s = (*other)->pairs().replace(many, MatchParams{});
        std::printf("store 10^6 pairs: %.3f s%s\n", seconds(t), s.isOk() ? "" : qPrintable(s.toString()));
    }
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption docsOption(QStringLiteral("docs"), QString(), QStringLiteral("N"));
    const QCommandLineOption indexOption(QStringLiteral("index"), QString(), QStringLiteral("FILE"));
    const QCommandLineOption threadsOption(QStringLiteral("threads"), QString(), QStringLiteral("N"));
    const QCommandLineOption matchIndexOption(QStringLiteral("match-index"), QString(),
                                              QStringLiteral("FILE"));
    if (const auto exitCode = parseBenchOptions(
            parser, {docsOption, indexOption, threadsOption, matchIndexOption}, app.arguments(),
            "usage: bench_match [--docs N] [--index FILE] [--threads N]\n"))
        return *exitCode;
    const qint64 n = parser.isSet(docsOption) ? parser.value(docsOption).toLongLong() : 100000;
    const int threads = parser.value(threadsOption).toInt(); // 0 (one per core) when not given
    const QString index = parser.value(indexOption);
    const QString matchOnly = parser.value(matchIndexOption);
    if (!matchOnly.isEmpty())
        return matchIndexFile(matchOnly, threads);
    std::printf(
        "Lookalike matching benchmark: %lld documents (30%% with one of 50 headers, 10%% near-duplicates, "
        "3%% excerpts, 1%% copies)\n",
        static_cast<long long>(n));

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
        must(store->sketches().useParams(SketchParams{}));
        auto begun = store->documents().beginScan({}, {});
        must(begun.status());
        scan = *begun;
        must(store->begin());
    }

    QElapsedTimer t;
    t.start();
    Corpus corpus(17);
    Sketcher sketcher;
    SketchTable table(sketcher.params().minHashSize, sketcher.params().sampleMaxLevel);
    if (!store)
        table.reserve(std::size_t(n), std::size_t(n) * 100);
    for (qint64 i = 0; i < n; ++i) {
        DocumentSketch s = sketcher.sketchShingles(corpus.next());
        if (!store) {
            table.add(i + 1, s.shingleFingerprint, s.shingleCount, s.minHash, s.sampleLevel, s.sample);
            continue;
        }
        DocumentRecord record;
        record.locator = QStringLiteral("/synthetic/%1/%2.txt").arg(i / 1000).arg(i + 1);
        record.size = qint64(s.shingleCount * 6);
        record.format = QStringLiteral("text");
        record.rawFingerprint =
            Fingerprint128{std::uint64_t(i) * 0x9e3779b97f4a7c15ULL + 1, std::uint64_t(i)};
        must(store->documents().put(record, &s, scan).status());
        if ((i + 1) % 10000 == 0) {
            must(store->commit());
            must(store->begin());
        }
    }
    if (store) {
        must(store->commit());
        must(store->documents().finishScan(scan, {}, QStringLiteral("done")));
    }
    std::printf("generated%s sketches in %.1f s\n", store ? " and stored" : "", seconds(t));

    if (store) {
        store.reset();
        const qint64 bytes = QFileInfo(index).size() + QFileInfo(index + QStringLiteral("-wal")).size();
        std::printf("index: %.1f MB, %.0f bytes a document\n", double(bytes) / 1e6,
                    double(bytes) / double(n));
        QProcess child;
        child.setProcessChannelMode(QProcess::ForwardedChannels);
        child.start(
            QCoreApplication::applicationFilePath(),
            {QStringLiteral("--match-index"), index, QStringLiteral("--threads"), QString::number(threads)});
        child.waitForFinished(-1);
        return child.exitCode();
    }

    t.restart();
    MatchStats stats;
    MatchParams params;
    params.threads = threads;
    auto found = findPairs(table, params, nullptr, &stats);
    if (!found)
        return 1;
    std::printf("findPairs: %.2f s, peak RSS %.0f MB (generation included)\n", seconds(t), peakRssMb());
    printStats(stats);
    std::printf("  settled by their estimates: %zu pairs (%zu written out)\n", found->pairs.size(),
                found->expandedSize());
    std::vector<ClusterDocument> cdocs;
    cdocs.reserve(table.size());
    for (std::size_t i = 0; i < table.size(); ++i)
        cdocs.push_back({table.docId(i), {}, {}, {}, {}});
    for (const auto &[policy, threshold] :
         {std::pair{ClusterPolicy::Union, 0.5}, std::pair{ClusterPolicy::Union, 0.8},
          std::pair{ClusterPolicy::Center, 0.5}}) {
        t.restart();
        const auto clusters = clusterDocuments(cdocs, *found, policy, threshold);
        std::printf("cluster %s at %.1f: %.3f s, %zu clusters\n", qPrintable(policyName(policy)), threshold,
                    seconds(t), clusters.size());
    }
    std::printf("peak RSS: %.0f MB\n", peakRssMb());
    return 0;
}
