// The matcher's promises: work that follows what it finds when boilerplate is shared by many
// documents, each candidate estimated once, equivalence groups kept as groups, uncertain pairs
// left to the caller, progress through every phase, cancel; the exact count of shared shingles.
#include "match/MatchPrimitives.h"
#include "match/MatchRules.h"
#include "match/Matcher.h"
#include "scan/Matching.h"
#include "sketch/Sketch.h"

#include <QRandomGenerator64>
#include <QTest>
#include <algorithm>
#include <map>
#include <set>
#include <tuple>

using namespace lookalike;

namespace {

class Sets
{
public:
    explicit Sets(quint64 seed)
        : m_rng(seed)
    {}
    std::vector<std::uint64_t> random(int n)
    {
        std::vector<std::uint64_t> v(static_cast<std::size_t>(n));
        for (auto &x : v)
            x = m_rng.generate64();
        return v;
    }
    // `of` with a share `replace` of its shingles replaced.
    std::vector<std::uint64_t> edit(const std::vector<std::uint64_t> &of, double replace)
    {
        std::vector<std::uint64_t> v;
        for (std::uint64_t x : of)
            v.push_back(m_rng.generateDouble() < replace ? m_rng.generate64() : x);
        return v;
    }

private:
    QRandomGenerator64 m_rng;
};

std::vector<std::uint64_t> joined(std::vector<std::uint64_t> a, const std::vector<std::uint64_t> &b)
{
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

double jaccard(std::vector<std::uint64_t> a, std::vector<std::uint64_t> b)
{
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    std::vector<std::uint64_t> both;
    std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(both));
    return double(both.size()) / double(a.size() + b.size() - both.size());
}

// What a matching of what changed is given of the last one: its pairs, representatives and
// common keys, the sketches retired since and how many pairs it left uncertain.
PreviousMatch previousOf(const MatchResult &last, const SketchTable &retired, std::size_t uncertain)
{
    PreviousMatch p;
    p.pairs = last.pairs;
    p.representatives = last.representatives;
    p.retired = &retired;
    p.common = &last.common;
    p.uncertain = uncertain;
    return p;
}

// The table a matching reads, of sketches by document id.
SketchTable tableOf(const std::map<qint64, DocumentSketch> &of)
{
    SketchTable t;
    for (const auto &[id, s] : of)
        t.add(id, s.shingleFingerprint, s.shingleCount, s.minHash, s.sampleLevel, s.sample);
    return t;
}

} // namespace

class TestMatcher : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The count exact settling takes its figures from: every size against the four-at-a-time
    // blocks and their tails, overlaps from none to all, values at both ends of the range (the
    // blocks' comparison of their last values must not wrap), and a count that gives up only
    // below what was needed.
    void sharedShinglesCountsTheIntersection()
    {
        QRandomGenerator64 rng(77);
        for (int round = 0; round < 3000; ++round) {
            const std::size_t sizeA = rng.bounded(round < 600 ? 24u : 1500u);
            const std::size_t sizeB = rng.bounded(round % 5 == 0 ? 40u : 1500u);
            const double overlap = rng.generateDouble();
            const bool extremes = round % 3 == 0;
            const auto value = [&] {
                const std::uint32_t v = rng.generate();
                if (!extremes)
                    return v;
                return (v & 1) ? std::uint32_t(0xffffffffu - (v >> 20)) : std::uint32_t(v >> 20);
            };
            std::set<std::uint32_t> a, b;
            while (a.size() < sizeA)
                a.insert(value());
            for (std::uint32_t v : a)
                if (b.size() < sizeB && rng.generateDouble() < overlap)
                    b.insert(v);
            while (b.size() < sizeB)
                b.insert(value());
            const std::vector<std::uint32_t> x(a.begin(), a.end()), y(b.begin(), b.end());
            std::vector<std::uint32_t> both;
            std::set_intersection(x.begin(), x.end(), y.begin(), y.end(), std::back_inserter(both));
            QCOMPARE(sharedShingles(x, y), both.size());
            QCOMPARE(sharedShingles(y, x), both.size());
            const std::size_t need = rng.bounded(std::uint32_t(std::min(x.size(), y.size()) + 2));
            const std::size_t counted = sharedShingles(x, y, need);
            if (both.size() >= need)
                QCOMPARE(counted, both.size());
            else
                QVERIFY(counted < need && counted <= both.size());
        }
    }

    // phi's counting: all representatives up to 131 072, then every stride-th with the cutoff
    // scaled, but never down to what 16-bit values reach by chance.
    void boilerplateCountingKeepsAboveChance()
    {
        using lookalike::matching::boilerplateCounting;
        QCOMPARE(boilerplateCounting(100000, 64).stride, std::size_t(1));
        QCOMPARE(boilerplateCounting(100000, 64).cut, std::size_t(64));
        QCOMPARE(boilerplateCounting(1000000, 64).stride, std::size_t(7));
        QCOMPARE(boilerplateCounting(1000000, 64).cut, std::size_t(9)); // as before
        QCOMPARE(boilerplateCounting(10000000, 64).stride, std::size_t(76));
        QCOMPARE(boilerplateCounting(10000000, 64).cut, std::size_t(8)); // was 1: every value common
    }
    // The sample index's sort: by key, a key's postings in the order they came, whatever the
    // size (below the radix passes, at their edge, many buckets) and the spread of the keys (one
    // key, a span within one bucket's bits, a partition's share of 2^32, the whole of it).
    void postingsSortedByKeyInTheOrderTheyCame()
    {
        QRandomGenerator64 rng(4242);
        const std::uint32_t spans[] = {1, 700, 1u << 11, 1u << 20, 0x40000000u, 0};
        const std::size_t sizes[] = {0, 1, 63, 4095, 4096, 5000, 70000, 400000};
        std::vector<std::uint64_t> scratch;
        for (std::size_t n : sizes) {
            for (std::uint32_t span : spans) {
                const std::uint32_t base = span == 0 ? 0 : std::uint32_t(rng.generate()) / 2;
                std::vector<std::uint64_t> postings(n);
                for (std::size_t i = 0; i < n; ++i) {
                    const std::uint32_t key = span == 0 ? rng.generate() : base + rng.bounded(span);
                    postings[i] = lookalike::matching::posting(key, int(i % 5), std::uint32_t(i));
                }
                std::vector<std::uint64_t> expected = postings;
                std::stable_sort(expected.begin(), expected.end(),
                                 [](std::uint64_t x, std::uint64_t y) { return (x >> 32) < (y >> 32); });
                lookalike::matching::sortPostings(postings, scratch);
                QVERIFY2(postings == expected,
                         qPrintable(QStringLiteral("%1 postings, span %2").arg(n).arg(span)));
            }
        }
    }
    // 3000 documents carry one licence header (30 % of each): their band buckets and the
    // header's sample keys are shared by thousands. The work stays far below the 4.5 M pairs of
    // carriers, the unrelated carriers (resemblance ~0.18) are not paired, and the planted
    // near-duplicates among them are all found.
    void boilerplateDoesNotCostTheSquareOfItsCarriers()
    {
        Sets sets(1);
        Sketcher sketcher;
        const auto header = sets.random(200);
        std::vector<SketchRecord> docs;
        std::vector<std::vector<std::uint64_t>> texts;
        for (int i = 0; i < 3000; ++i) {
            texts.push_back(i % 100 == 1 ? sets.edit(texts.back(), 0.05) // 30 near-duplicate pairs
                                         : joined(header, sets.random(470)));
            docs.push_back({i + 1, sketcher.sketchShingles(texts.back())});
        }
        MatchStats stats;
        auto found = findPairs(docs, MatchParams{}, nullptr, &stats);
        QVERIFY(found);
        qInfo("%zu pairs met in buckets, %zu common buckets, %zu candidates, %zu pairs", stats.bandPairChecks,
              stats.commonBuckets, stats.candidates, stats.pairs);
        QVERIFY(stats.commonBuckets > 0);
        QVERIFY2(stats.bandPairChecks < 200000, qPrintable(QString::number(stats.bandPairChecks)));
        QVERIFY2(stats.candidates < 3000, qPrintable(QString::number(stats.candidates)));
        std::set<std::pair<qint64, qint64>> reported;
        for (const ScoredPair &p : found->pairs)
            reported.insert({p.docA, p.docB});
        for (int i = 1; i < 3000; i += 100)
            QVERIFY2(reported.count({i, i + 1}), qPrintable(QString::number(i)));
        for (const ScoredPair &p : found->pairs) // nothing but them: carriers alone are at 0.18
            QVERIFY2(jaccard(texts[std::size_t(p.docA - 1)], texts[std::size_t(p.docB - 1)]) > 0.4,
                     qPrintable(QStringLiteral("%1 %2").arg(p.docA).arg(p.docB)));
    }

    // Documents that are mostly the boilerplate (a header and a line) are near-duplicates of
    // each other although every band they share is a common bucket.
    void documentsMadeOfBoilerplatePairThroughIt()
    {
        Sets sets(2);
        Sketcher sketcher;
        const auto header = sets.random(300);
        std::vector<SketchRecord> docs;
        for (int i = 0; i < 400; ++i) // ordinary carriers
            docs.push_back({i + 1, sketcher.sketchShingles(joined(header, sets.random(900)))});
        for (int i = 0; i < 10; ++i) // a header and a few lines: resemblance ~0.8 between them
            docs.push_back({1000 + i, sketcher.sketchShingles(joined(header, sets.random(30)))});
        MatchStats stats;
        auto found = findPairs(docs, MatchParams{}, nullptr, &stats);
        QVERIFY(found);
        int between = 0;
        for (const ScoredPair &p : found->pairs)
            between += p.docA >= 1000 && p.docB >= 1000;
        QVERIFY(stats.boilerplateDocuments > 0);
        QCOMPARE(between, 45);
    }

    // Equivalent documents are one group named after its lowest id, whatever the table order;
    // written out, its members pair with each other and with what the group pairs with.
    void equivalenceGroupsKeptAsGroups()
    {
        Sets sets(3);
        Sketcher sketcher;
        const auto text = sets.random(800);
        const auto near = sets.edit(text, 0.1);
        std::vector<SketchRecord> docs;
        for (qint64 id : {40, 7, 23}) // the same shingle set three times, out of id order
            docs.push_back({id, sketcher.sketchShingles(text)});
        docs.push_back({11, sketcher.sketchShingles(near)});
        auto found = findPairs(docs, MatchParams{});
        QVERIFY(found);
        QCOMPARE(found->groups.size(), std::size_t(1));
        QCOMPARE(found->groups[0].representative, 7);
        QCOMPARE(found->groups[0].others, (std::vector<qint64>{23, 40}));
        QCOMPARE(found->pairs.size(), std::size_t(1));
        QCOMPARE(found->pairs[0].docA, 7);
        QCOMPARE(found->pairs[0].docB, 11);
        QCOMPARE(found->expandedSize(), std::size_t(6));
        const auto all = expandPairs(*found);
        QCOMPARE(all.size(), std::size_t(6));
        for (const ScoredPair &p : all) {
            QVERIFY(p.docA < p.docB);
            if (p.docA == 11 || p.docB == 11)
                QVERIFY(p.resemblance > 0.6 && p.resemblance < 0.95);
            else
                QCOMPARE(p.resemblance, 1.0);
        }
    }

    // Estimates too close to a threshold are left to the caller when asked, the closest first;
    // settling them by their estimates gives what findPairs gives without asking.
    void uncertainPairsLeftToTheCaller()
    {
        Sets sets(4);
        Sketcher sketcher;
        std::vector<SketchRecord> docs;
        qint64 id = 0;
        for (int i = 0; i < 60; ++i) {
            const auto base = sets.random(600);
            docs.push_back({++id, sketcher.sketchShingles(base)});
            docs.push_back(
                {++id, sketcher.sketchShingles(sets.edit(base, 0.3 + 0.01 * (i % 10)))}); // around 0.5
        }
        MatchParams keep;
        keep.keepUncertain = true;
        auto kept = findPairs(docs, keep);
        auto settled = findPairs(docs, MatchParams{});
        QVERIFY(kept && settled);
        QVERIFY(!kept->uncertain.empty());
        QVERIFY(settled->uncertain.empty());
        kept->settleByEstimate(keep);
        QCOMPARE(kept->pairs.size(), settled->pairs.size());
        for (std::size_t i = 0; i < kept->pairs.size(); ++i)
            QCOMPARE(kept->pairs[i].docB, settled->pairs[i].docB);
    }

    // Matching only what changed finds what matching everything finds, round after round of
    // documents added (copies too), edited and removed among families and carriers of one
    // header held by about as many documents as the cut-off: their band buckets, sample keys and
    // MinHash values move across it, and the documents that hold them are matched again.
    void incrementalMatchEqualsWhole()
    {
        Sets sets(7);
        Sketcher sketcher;
        QRandomGenerator64 pick(70);
        const auto header = sets.random(150);
        std::map<qint64, DocumentSketch> docs;
        qint64 next = 1;
        auto add = [&](const std::vector<std::uint64_t> &text) {
            docs[next++] = sketcher.sketchShingles(text);
        };
        std::vector<std::vector<std::uint64_t>> bases;
        for (int f = 0; f < 80; ++f) {
            bases.push_back(sets.random(300));
            add(bases.back());
            for (int e = 0; e < 3; ++e)
                add(sets.edit(bases.back(), 0.15 * (e + 1)));
        }
        auto carrier = [&] {
            return joined(header, sets.random(pick.bounded(30, 400)));
        };
        for (int i = 0; i < 58; ++i)
            add(carrier());
        MatchParams params;
        params.commonShingleCutoff = 60;
        auto byPair = [](const ScoredPair &p) {
            return std::make_tuple(p.docA, p.docB, p.resemblance, p.containmentAInB, p.containmentBInA,
                                   p.sources);
        };
        SketchTable table = tableOf(docs);
        MatchStats stats;
        auto last = findPairs(table, params, nullptr, &stats);
        QVERIFY(last);
        int incremental = 0, crossed = 0;
        for (int round = 0; round < 12; ++round) {
            std::map<qint64, DocumentSketch> retired;
            auto anyId = [&] {
                auto it = docs.begin();
                std::advance(it, std::ptrdiff_t(pick.bounded(quint64(docs.size()))));
                return it->first;
            };
            for (int i = 0; i < 4; ++i) { // removed
                const qint64 id = anyId();
                retired.emplace(id, docs[id]);
                docs.erase(id);
            }
            for (int i = 0; i < 3; ++i) { // edited in place (a family member, or a carrier)
                const qint64 id = anyId();
                retired.emplace(id, docs[id]);
                docs[id] =
                    sketcher.sketchShingles(round % 2 ? carrier() : sets.edit(bases[pick.bounded(80u)], 0.2));
            }
            for (int i = 0; i < 5; ++i) // added: carriers, family members, a copy
                add(i < 3 ? carrier() : sets.edit(bases[pick.bounded(80u)], 0.1 * i));
            docs[next++] = docs.begin()->second;
            const SketchTable gone = tableOf(retired);
            table = tableOf(docs);
            PreviousMatch previous = previousOf(*last, gone, stats.uncertain);
            auto part = findPairs(table, params, nullptr, &stats, {}, &previous);
            MatchStats wholeStats;
            auto whole = findPairs(table, params, nullptr, &wholeStats);
            QVERIFY(part && whole);
            incremental += stats.incremental;
            crossed += stats.incremental && stats.matchedAgain > 0;
            QVERIFY2(wholeStats.candidates >= stats.candidates, qPrintable(QString::number(round)));
            QCOMPARE(part->pairs.size(), whole->pairs.size());
            for (std::size_t i = 0; i < whole->pairs.size(); ++i)
                QVERIFY2(byPair(part->pairs[i]) == byPair(whole->pairs[i]),
                         qPrintable(QStringLiteral("round %1: %2-%3")
                                        .arg(round)
                                        .arg(whole->pairs[i].docA)
                                        .arg(whole->pairs[i].docB)));
            QCOMPARE(part->groups.size(), whole->groups.size());
            QVERIFY(part->representatives == whole->representatives);
            // What is common now, counted from what changed, is what counting all finds.
            QVERIFY(part->common.known && whole->common.known);
            QVERIFY2(part->common.samples == whole->common.samples, qPrintable(QString::number(round)));
            QVERIFY2(part->common.bands == whole->common.bands, qPrintable(QString::number(round)));
            last = std::move(part);
        }
        qInfo("%d of 12 rounds matched only what changed, %d of them matched unchanged documents again",
              incremental, crossed);
        QVERIFY(incremental >= 9);
        QVERIFY(crossed >= 1);

        // Past the budget of uncertain pairs, the closest nine tenths of it stay uncertain and
        // the others are decided by their estimates, from a distance (the cut) that a matching
        // of what changed then decides by too: it finds what a whole matching with that cut does.
        MatchParams open = params;
        open.keepUncertain = true;
        MatchStats openStats;
        QVERIFY(findPairs(table, open, nullptr, &openStats));
        QVERIFY2(openStats.uncertain >= 20, qPrintable(QString::number(openStats.uncertain)));
        MatchParams tight = open;
        tight.uncertainBudget = openStats.uncertain / 2;
        MatchStats tightStats;
        auto before = findPairs(table, tight, nullptr, &tightStats);
        QVERIFY(before);
        QVERIFY(tightStats.settledByEstimate > 0);
        QVERIFY(tightStats.uncertainCut >= 0);
        QVERIFY(tightStats.uncertain <= tight.uncertainBudget - tight.uncertainBudget / 10);
        docs[next++] = sketcher.sketchShingles(sets.edit(bases[0], 0.3));
        const SketchTable none;
        const SketchTable grown = tableOf(docs);
        PreviousMatch previous = previousOf(*before, none, tightStats.uncertain);
        MatchParams again = tight;
        again.uncertainCut = tightStats.uncertainCut;
        again.uncertainCutBudget = tightStats.uncertainCutBudget;
        QCOMPARE(again.uncertainCutBudget, tight.uncertainBudget);
        MatchStats partStats;
        auto part = findPairs(grown, again, nullptr, &partStats, {}, &previous);
        QVERIFY(part);
        QVERIFY2(partStats.incremental, partStats.fullBecause);
        MatchStats wholeStats;
        auto whole = findPairs(grown, again, nullptr, &wholeStats);
        QVERIFY(whole);
        QCOMPARE(part->pairs.size(), whole->pairs.size());
        for (std::size_t i = 0; i < whole->pairs.size(); ++i)
            QVERIFY(byPair(part->pairs[i]) == byPair(whole->pairs[i]));
        // Its uncertain pairs are the whole matching's of the new document (the others were
        // left to the caller before).
        auto keys = [](const std::vector<ScoredPair> &pairs) {
            std::set<std::pair<qint64, qint64>> out;
            for (const ScoredPair &p : pairs)
                out.emplace(p.docA, p.docB);
            return out;
        };
        const auto partUncertain = keys(part->uncertain);
        const auto beforeUncertain = keys(before->uncertain);
        for (const auto &p : keys(whole->uncertain))
            QVERIFY(partUncertain.count(p) == 1 || beforeUncertain.count(p) == 1);
        for (const auto &p : partUncertain)
            QVERIFY(keys(whole->uncertain).count(p) == 1);

        // No room left under the budget: the whole table is matched, at a cut of its own.
        previous.uncertain = tight.uncertainBudget + 1;
        auto full = findPairs(grown, again, nullptr, &partStats, {}, &previous);
        QVERIFY(full);
        QVERIFY(!partStats.incremental);
        QVERIFY(partStats.fullBecause != nullptr);
    }

    // A matching of what changed counts each uncertain pair once against the budget: the
    // previous run's uncertain pairs of documents it matches again are found again, so only
    // those between the others are counted as left. Counted twice, changing a tenth of the
    // documents of uncertain pairs matched everything for a budget the whole matching keeps to.
    void uncertainPairsMatchedAgainCountOnce()
    {
        Sets sets(11);
        Sketcher sketcher;
        std::map<qint64, DocumentSketch> docs;
        std::vector<std::vector<std::uint64_t>> bases;
        qint64 next = 1;
        for (int i = 0; i < 80; ++i) {
            bases.push_back(sets.random(600));
            docs[next++] = sketcher.sketchShingles(bases.back());
            docs[next++] = sketcher.sketchShingles(sets.edit(bases.back(), 0.3 + 0.01 * (i % 10)));
        }
        MatchParams params;
        params.keepUncertain = true;
        const SketchTable first = tableOf(docs);
        MatchStats firstStats;
        auto before = findPairs(first, params, nullptr, &firstStats);
        QVERIFY(before);
        QVERIFY2(before->uncertain.size() >= 40, qPrintable(QString::number(before->uncertain.size())));
        // The previous run's uncertain pairs, settled and kept by content (as the index keeps them).
        std::vector<SettledCounts> settled;
        for (const ScoredPair &p : before->uncertain) {
            const std::uint64_t a = docs[p.docA].shingleFingerprint.low;
            const std::uint64_t b = docs[p.docB].shingleFingerprint.low;
            settled.push_back({std::min(a, b), std::max(a, b), 0, 0, 0});
        }
        std::sort(settled.begin(), settled.end(), inContentOrder);
        // A tenth of the edited documents of uncertain pairs edited again, as far from their base.
        std::map<qint64, DocumentSketch> retired;
        for (std::size_t i = 0; i < before->uncertain.size(); i += 10) {
            const qint64 id = before->uncertain[i].docB; // the edit (the later id of its family)
            retired.emplace(id, docs[id]);
            docs[id] = sketcher.sketchShingles(sets.edit(bases[std::size_t(id - 1) / 2], 0.35));
        }
        const SketchTable gone = tableOf(retired);
        const SketchTable now = tableOf(docs);
        MatchStats wholeStats;
        auto whole = findPairs(now, params, nullptr, &wholeStats);
        QVERIFY(whole);
        // A budget the whole matching keeps to, with less room than the changed documents' pairs.
        MatchParams tight = params;
        tight.uncertainBudget = std::max(firstStats.uncertain, wholeStats.uncertain) + 1;
        PreviousMatch previous = previousOf(*before, gone, firstStats.uncertain);
        previous.settled = &settled;
        MatchStats partStats;
        auto part = findPairs(now, tight, nullptr, &partStats, {}, &previous);
        QVERIFY(part);
        QVERIFY2(partStats.incremental, partStats.fullBecause);
        QVERIFY2(previous.uncertain + partStats.uncertain > tight.uncertainBudget,
                 "counted twice, the budget would not have been passed: the test shows nothing");
        MatchStats tightWholeStats;
        auto tightWhole = findPairs(now, tight, nullptr, &tightWholeStats);
        QVERIFY(tightWhole);
        QCOMPARE(tightWholeStats.settledByEstimate, std::size_t(0));
        QCOMPARE(part->pairs.size(), tightWhole->pairs.size());
        for (std::size_t i = 0; i < part->pairs.size(); ++i) {
            QCOMPARE(part->pairs[i].docA, tightWhole->pairs[i].docA);
            QCOMPARE(part->pairs[i].docB, tightWhole->pairs[i].docB);
        }
        // Without the contents of those pairs, all of them count: the whole table is matched.
        previous.settled = nullptr;
        auto full = findPairs(now, tight, nullptr, &partStats, {}, &previous);
        QVERIFY(full);
        QVERIFY(!partStats.incremental);
    }

    void progressThroughEveryPhaseAndCancel()
    {
        Sets sets(5);
        Sketcher sketcher;
        SketchTable table;
        for (int i = 0; i < 2000; ++i) {
            const DocumentSketch s = sketcher.sketchShingles(sets.random(300));
            table.add(i + 1, s.shingleFingerprint, s.shingleCount, s.minHash, s.sampleLevel, s.sample);
        }
        std::set<int> phases;
        MatchProgressFn progress = [&](const MatchProgress &p) {
            phases.insert(int(p.phase));
            QVERIFY(p.done <= p.total);
        };
        auto found = findPairs(table, MatchParams{}, nullptr, nullptr, progress);
        QVERIFY(found);
        QCOMPARE(phases.size(), std::size_t(4)); // grouping, banding, samples, estimates
        std::atomic_bool cancel{true};
        auto cancelled = findPairs(table, MatchParams{}, &cancel);
        QVERIFY(!cancelled);
        QCOMPARE(cancelled.status().code(), Status::Code::Cancelled);
    }
};

QTEST_APPLESS_MAIN(TestMatcher)
#include "tst_matcher.moc"
