// Related documents at scale, on an index a scan made (real documents: their stored bags).
//
//   build/tests/bench_related --index FILE [--threads N] [--sample N]
//   build/tests/bench_related --index FILE --count [--threads N]
//
// Prints, each from a child process of its own (so each peak RSS is its own):
//   relate: TF-IDF weights, weighted sketches, LSH, verification, CENTER, stored (usecase::relate)
//   match:  near-duplicate matching of the same index from its sketches (what a scan runs)
// then the choice of weighted sketch measured on a sample of the bags: for ICWS and for the
// paper's flattening (weights scaled to sum to 100, then to 1000), the time to sketch a bag and
// how far the share of agreeing values (m = 80) is from the exact weighted similarity, over
// every sampled pair with similarity >= 0.02.
// --count: only the first step of relating an index a scan made without them, in this process:
// the bags of words of its sketched documents counted (each file read again; FILE gains its
// bags): docs/s, MB/s.
#include "BenchOptions.h"
#include "PeakRss.h"
#include "match/RelatedPairs.h"
#include "scan/Matching.h"
#include "scan/WordBagFill.h"
#include "sketch/WeightedSketch.h"
#include "store/IndexStore.h"
#include "usecase/RelatedDocuments.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QStringList>
#include <cmath>
#include <cstdio>
#include <random>
#include <unordered_map>

using namespace lookalike;

namespace {

double seconds(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e9;
}

int relateChild(IndexStore &store, int threads)
{
    RelatedParams params;
    params.threads = threads;
    QElapsedTimer t;
    t.start();
    const usecase::RelateOutcome r = usecase::relate(store, params);
    if (!r.status) {
        std::printf("relate failed: %s\n", qPrintable(r.status.toString()));
        return 1;
    }
    const RelatedSummary &s = r.summary;
    std::printf("relate: %.2f s, peak RSS %.0f MB (%s)\n", seconds(t), peakRssMb(),
                qPrintable(params.toString()));
    std::printf("  %lld bags, %lld weighted; vocabulary %lld terms, %lld kept\n", qlonglong(s.documents),
                qlonglong(s.weighted), qlonglong(s.vocabulary), qlonglong(s.termsKept));
    std::printf("  read and weigh %.2f s, sketch %.2f s (%.0f bags/s), LSH buckets %.2f s, verify %.2f s, "
                "CENTER and labels %.2f s, read/store the rest %.2f s\n",
                s.weighSeconds, s.sketchSeconds, double(s.weighted) / std::max(1e-9, s.sketchSeconds),
                s.bucketSeconds, s.verifySeconds, r.clusterSeconds,
                r.seconds - s.weighSeconds - s.sketchSeconds - s.bucketSeconds - s.verifySeconds -
                    r.clusterSeconds);
    std::printf(
        "  %lld candidates, %lld past the post-filter, %lld related pairs kept; %lld topics holding %lld "
        "documents\n",
        qlonglong(s.candidates), qlonglong(s.agreeing), qlonglong(s.related), qlonglong(r.topics),
        qlonglong(r.topicDocuments));
    return 0;
}

int countChild(IndexStore &store, int threads)
{
    qint64 bytes = 0;
    {
        Query q =
            store.database().query("SELECT COALESCE(SUM(d.size), 0) FROM sketches s JOIN documents d ON "
                                   "d.id = s.doc_id WHERE s.doc_id NOT IN (SELECT doc_id FROM bags)",
                                   "the bytes of the documents without bags");
        if (auto row = q.fetch(); row && *row)
            bytes = q.integer(0);
    }
    QElapsedTimer t;
    t.start();
    const auto fill = countMissingWordBags(store, threads);
    if (!fill) {
        std::printf("count failed: %s\n", qPrintable(fill.status().toString()));
        return 1;
    }
    const double s = seconds(t);
    const double mb = double(bytes) / 1e6;
    std::printf("count: %.2f s, %lld bags counted (%lld skipped), %.0f docs/s, %.1f MB/s; peak RSS %.0f MB\n",
                s, qlonglong(fill->counted), qlonglong(fill->skipped),
                double(fill->counted) / std::max(1e-9, s), mb / std::max(1e-9, s), peakRssMb());
    return 0;
}

int matchChild(IndexStore &store, int threads)
{
    MatchParams params;
    params.threads = threads;
    QElapsedTimer t;
    t.start();
    const MatchSummary m = matchIndex(store, params, nullptr, {}, Settle::ByEstimate);
    if (!m.status) {
        std::printf("match failed: %s\n", qPrintable(m.status.toString()));
        return 1;
    }
    std::printf("match (near-duplicates, same index): %.2f s, peak RSS %.0f MB, %zu pairs\n", seconds(t),
                peakRssMb(), m.stats.expandedPairs);
    return 0;
}

void sketchChoice(IndexStore &store, std::size_t sample)
{
    // The bags weighted as relating weighs them.
    std::unordered_map<std::uint64_t, std::uint32_t> df;
    std::uint64_t n = 0;
    const auto read = [](const Status &s) {
        if (!s.isOk())
            std::printf("cannot read the bags: %s\n", qPrintable(s.toString()));
        return s.isOk();
    };
    if (!read(store.related().forEachBag([&](qint64, const std::vector<TermCount> &terms) {
            ++n;
            for (const TermCount &t : terms)
                ++df[t.term];
        })))
        return;
    const RelatedParams params;
    const auto frequency = [&](std::uint64_t term) -> std::uint32_t {
        auto it = df.find(term);
        if (it == df.end() || it->second < std::uint32_t(params.minDocuments) ||
            double(it->second) > params.maxShare * double(n))
            return 0;
        return it->second;
    };
    std::vector<std::vector<WeightedTerm>> bags;
    std::mt19937_64 rng(7);
    const double keep = std::min(1.0, double(sample) / double(std::max<std::uint64_t>(1, n)));
    std::uniform_real_distribution<double> coin(0, 1);
    if (!read(store.related().forEachBag([&](qint64, const std::vector<TermCount> &terms) {
            if (coin(rng) < keep) {
                auto w = tfIdf(terms, n, frequency, params.maxTerms);
                if (!w.empty())
                    bags.push_back(std::move(w));
            }
        })))
        return;
    std::vector<std::tuple<std::size_t, std::size_t, double>> pairs;
    for (std::size_t a = 0; a < bags.size(); ++a)
        for (std::size_t b = a + 1; b < bags.size(); ++b)
            if (double s = weightedJaccard(bags[a], bags[b]); s >= 0.02)
                pairs.emplace_back(a, b, s);
    std::printf("weighted sketch choice: %zu sampled bags, %zu pairs with similarity >= 0.02\n", bags.size(),
                pairs.size());
    struct Kind
    {
        const char *name;
        WeightedSketchKind kind;
        int scale;
    };
    for (const Kind &k : {Kind{"ICWS", WeightedSketchKind::Icws, 0},
                          Kind{"flattened, scale 100", WeightedSketchKind::Flattened, 100},
                          Kind{"flattened, scale 1000", WeightedSketchKind::Flattened, 1000}}) {
        WeightedSketcher sketcher(k.kind, params.hashes, params.seed, k.scale);
        const std::size_t m = std::size_t(params.hashes);
        std::vector<std::uint32_t> sketches(bags.size() * m);
        QElapsedTimer t;
        t.start();
        for (std::size_t i = 0; i < bags.size(); ++i)
            sketcher.sketch(bags[i], sketches.data() + i * m);
        const double perBag = seconds(t) / double(std::max<std::size_t>(1, bags.size()));
        double absError = 0, bias = 0;
        for (const auto &[a, b, s] : pairs) {
            std::size_t same = 0;
            for (std::size_t j = 0; j < m; ++j)
                same += sketches[a * m + j] == sketches[b * m + j];
            const double e = double(same) / double(m) - s;
            absError += std::abs(e);
            bias += e;
        }
        const double count = double(std::max<std::size_t>(1, pairs.size()));
        std::printf("  %-22s %7.1f us a bag; estimate - exact: mean |error| %.4f, mean %.4f\n", k.name,
                    perBag * 1e6, absError / count, bias / count);
    }
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const char *usage = "usage: bench_related --index FILE [--threads N] [--sample N]\n"
                        "       bench_related --index FILE --count [--threads N]\n"
                        "  FILE: an index made by lookalike-cli scan (its bags of words)\n";
    QCommandLineParser parser;
    const QCommandLineOption indexOption(QStringLiteral("index"), QString(), QStringLiteral("FILE"));
    const QCommandLineOption threadsOption(QStringLiteral("threads"), QString(), QStringLiteral("N"));
    const QCommandLineOption sampleOption(QStringLiteral("sample"), QString(), QStringLiteral("N"));
    const QCommandLineOption childOption(QStringLiteral("child"), QString(), QStringLiteral("STEP"));
    const QCommandLineOption countOption(QStringLiteral("count"));
    if (const auto exitCode =
            parseBenchOptions(parser, {indexOption, threadsOption, sampleOption, childOption, countOption},
                              app.arguments(), usage))
        return *exitCode;
    const QString index = parser.value(indexOption);
    const int threads = parser.value(threadsOption).toInt(); // 0 (one per core) when not given
    if (index.isEmpty()) {
        std::printf("%s", usage);
        return 2;
    }
    auto store = IndexStore::open(index);
    if (!store) {
        std::printf("cannot open %s: %s\n", qPrintable(index), qPrintable(store.status().toString()));
        return 1;
    }
    if (parser.isSet(countOption))
        return countChild(**store, threads);
    const QString child = parser.value(childOption);
    if (child == QLatin1String("relate"))
        return relateChild(**store, threads);
    if (child == QLatin1String("match"))
        return matchChild(**store, threads);
    for (const QString &what : {QStringLiteral("relate"), QStringLiteral("match")}) {
        QProcess p;
        p.setProcessChannelMode(QProcess::ForwardedChannels);
        p.start(app.applicationFilePath(), {QStringLiteral("--index"), index, QStringLiteral("--threads"),
                                            QString::number(threads), QStringLiteral("--child"), what});
        p.waitForFinished(-1);
        std::fflush(stdout);
    }
    sketchChoice(**store,
                 parser.isSet(sampleOption) ? std::size_t(parser.value(sampleOption).toLongLong()) : 2000);
    return 0;
}
