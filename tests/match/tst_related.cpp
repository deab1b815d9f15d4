// Related documents: word bags (stopwords, Snowball stemming, languages), TF-IDF, weighted
// MinHash against the exact weighted similarity, and LSH with the post-filter against every
// pair computed.
#include "base/BucketSort.h"
#include "extract/HtmlText.h"
#include "match/RelatedPairs.h"
#include "sketch/WeightedSketch.h"
#include "text/AnchorWindows.h"
#include "text/Canonicalizer.h"
#include "text/Stopwords.h"
#include "text/WordBag.h"

#include <QtTest>
#include <algorithm>
#include <random>
#include <set>
#include <unordered_map>

using namespace lookalike;

namespace {

std::uint64_t term(std::string_view stem)
{
    return Canonicalizer::tokenHash(stem);
}

bool hasTerm(const WordBag &bag, std::string_view stem, std::uint32_t count = 0)
{
    const std::uint64_t t = term(stem);
    auto it =
        std::find_if(bag.terms.begin(), bag.terms.end(), [t](const TermCount &c) { return c.term == t; });
    return it != bag.terms.end() && (count == 0 || it->count == count);
}

// Bags of synthetic documents in `topics` topics: each draws `words` words from its topic's
// 300 words (Zipf-like) and 20 from 2000 words all topics share.
std::vector<std::vector<TermCount>> topicalBags(int topics, int perTopic, int words, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::vector<std::vector<TermCount>> bags;
    for (int t = 0; t < topics; ++t)
        for (int d = 0; d < perTopic; ++d) {
            std::unordered_map<std::uint64_t, std::uint32_t> counts;
            std::geometric_distribution<int> zipfish(0.02);
            for (int i = 0; i < words; ++i)
                ++counts[std::uint64_t(t + 1) * 100000 + std::uint64_t(zipfish(rng) % 300)];
            std::uniform_int_distribution<int> shared(0, 1999);
            for (int i = 0; i < 20; ++i)
                ++counts[std::uint64_t(shared(rng))];
            std::vector<TermCount> bag;
            for (const auto &[k, c] : counts)
                bag.push_back({k, c});
            std::sort(bag.begin(), bag.end(),
                      [](const TermCount &a, const TermCount &b) { return a.term < b.term; });
            bags.push_back(std::move(bag));
        }
    return bags;
}

BagSource sourceOf(const std::vector<std::vector<TermCount>> &bags)
{
    return [&bags](const BagVisitor &visit) {
        for (std::size_t i = 0; i < bags.size(); ++i)
            visit(qint64(i) + 1, bags[i]);
        return Status::ok();
    };
}

} // namespace

class TestRelated : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A pair is kept while it is among the n nearest of either of its documents.
    void nearestOfEitherKeepsEachDocumentsNearest()
    {
        const std::vector<RelatedPair> pairs{{1, 2, 0.9, 1}, {1, 3, 0.8, 1},  {1, 4, 0.7, 1},
                                             {2, 3, 0.1, 1}, {3, 4, 0.75, 1}, {4, 5, 0.2, 1}};
        const auto kept = nearestOfEither(pairs, 1);
        std::vector<std::pair<qint64, qint64>> ids;
        for (const RelatedPair &p : kept)
            ids.emplace_back(p.docA, p.docB);
        // 1: (1,2); 2: (1,2); 3: (1,3); 4: (3,4); 5: (4,5). (1,4) and (2,3) are nobody's nearest.
        QCOMPARE(ids, (std::vector<std::pair<qint64, qint64>>{{1, 2}, {1, 3}, {3, 4}, {4, 5}}));
        QCOMPARE(nearestOfEither(pairs, 3).size(), std::size_t(6));
        QVERIFY(nearestOfEither(pairs, 0).empty());
    }

    void englishBag()
    {
        Canonicalizer c;
        BagBuilder b;
        const WordBag bag =
            b.bagOf("The cars and the car were driving on 3 roads; a driver drives 42x cars in 2024.", c);
        QCOMPARE(bag.language, std::string("en"));
        QVERIFY(hasTerm(bag, "car", 3));   // cars, car, cars: one stem (Porter)
        QVERIFY(hasTerm(bag, "drive", 2)); // driving, drives
        QVERIFY(hasTerm(bag, "driver", 1));
        QVERIFY(hasTerm(bag, "road", 1));
        for (std::string_view gone : {"the", "and", "were", "on", "in", "a", "3", "42x", "2024"})
            QVERIFY2(!hasTerm(bag, gone), gone.data()); // stopwords, single letters, digits
        QCOMPARE(bag.terms.size(), std::size_t(4));
        QVERIFY(std::is_sorted(bag.terms.begin(), bag.terms.end(),
                               [](const TermCount &a, const TermCount &b) { return a.term < b.term; }));
        // A word for each new term, once per builder.
        QCOMPARE(bag.newWords.size(), std::size_t(4));
        QCOMPARE(b.bagOf("cars", c).newWords.size(), std::size_t(0));
    }

    void otherLanguages()
    {
        Canonicalizer c;
        BagBuilder b;
        const WordBag de = b.bagOf("Die Straße und die Straßen sind nicht mit dem Auto zu vergleichen.", c);
        QCOMPARE(de.language, std::string("de"));
        // Straße and Straßen: one stem (German Snowball on the casefolded "strasse", "strassen").
        QCOMPARE(de.terms.size(), std::size_t(3)); // strass, auto, vergleich
        QVERIFY(
            std::any_of(de.terms.begin(), de.terms.end(), [](const TermCount &t) { return t.count == 2; }));
        QVERIFY(!hasTerm(de, "die") && !hasTerm(de, "und") && !hasTerm(de, "nicht") && !hasTerm(de, "dem"));
        const WordBag fr = b.bagOf("Les voitures et la voiture sont dans les rues de la ville.", c);
        QCOMPARE(fr.language, std::string("fr"));
        QVERIFY(hasTerm(fr, "voitur", 2));
        QVERIFY(!hasTerm(fr, "les") && !hasTerm(fr, "dans"));
        // A letter of two bytes is still one letter ("à" named a topic of the French example).
        const WordBag accents = b.bagOf("Le comité se réunit à la fête, à Noël, où ça va.", c);
        QVERIFY(!hasTerm(accents, "à"));
        QVERIFY(hasTerm(accents, "comit", 1));
        QVERIFY(b.bagOf("123 456", c).terms.empty());
        QVERIFY(b.bagOf("", c).language.empty());
    }

    // Every stopword of every language is known as one: a text of a language's stopwords and one
    // word that is none is that language, and its bag holds that word alone (after a document of
    // many words, so the builder's tables and caches hold many, and twice: the second time cached).
    void everyStopwordKnown()
    {
        Canonicalizer c;
        BagBuilder b;
        std::string many;
        for (int i = 0; i < 20000; ++i) { // "qaaa" .. : letters only (a digit makes no word)
            many += 'q';
            for (int n = i, d = 0; d < 4; ++d, n /= 26)
                many += char('a' + n % 26);
            many += ' ';
        }
        // Its terms strictly ascending (sorted by bucketing their top bits, then finished by
        // insertion: every term in its place, stems of one term merged).
        const WordBag big = b.bagOf(many + many, c);
        QVERIFY2(big.terms.size() > 10000, qPrintable(QString::number(big.terms.size())));
        QVERIFY(std::adjacent_find(big.terms.begin(), big.terms.end(),
                                   [](const TermCount &x, const TermCount &y) { return x.term >= y.term; }) ==
                big.terms.end());
        QVERIFY(
            std::all_of(big.terms.begin(), big.terms.end(), [](const TermCount &t) { return t.count >= 2; }));
        for (const BagLanguage &l : bagLanguages()) {
            std::string text;
            for (std::string_view w : l.stopwords)
                (text += w) += ' ';
            text += "xylophonequartz";
            for (int round = 0; round < 2; ++round) {
                const WordBag bag = b.bagOf(text, c);
                QCOMPARE(bag.language, std::string(l.code));
                QCOMPARE(bag.terms.size(), std::size_t(1));
            }
        }
    }

    // The sort of a bag's terms and of a document's candidates: keys spread evenly (hashes,
    // numbers scaled), repeated, or crowded into one stretch (the fallback); sizes around
    // where bucketing starts. The same order of keys as std::sort.
    void bucketSortOrdersAsStdSort()
    {
        std::mt19937_64 rng(5);
        std::vector<std::uint64_t> scratch;
        std::vector<std::uint32_t> counts;
        const auto key = [](std::uint64_t v) {
            return v;
        };
        for (const std::size_t n : {std::size_t(0), std::size_t(1), std::size_t(31), std::size_t(32),
                                    std::size_t(33), std::size_t(500), std::size_t(5000)}) {
            for (int kind = 0; kind < 3; ++kind) {
                std::vector<std::uint64_t> v(n);
                for (std::uint64_t &x : v)
                    x = kind == 0   ? rng()                                   // spread
                        : kind == 1 ? (rng() % 50) * (~std::uint64_t(0) / 50) // repeated
                                    : rng() % 1000;                           // crowded: falls back
                std::vector<std::uint64_t> expected = v;
                std::sort(expected.begin(), expected.end());
                bucketSort(v, scratch, counts, key);
                QVERIFY2(v == expected, qPrintable(QStringLiteral("n %1, kind %2").arg(n).arg(kind)));
            }
        }
    }

    // Weighted bags hold their term numbers as 16-bit steps: steps of 65 536 and more (a
    // vocabulary past 16 bits), the first number 0 and the highest, read back as they were.
    void weightedBagsStepsPastSixteenBits()
    {
        WeightedBags held;
        for (std::uint64_t t = 0; t < 300000; ++t)
            held.vocabulary.push_back(t * 7 + 1);
        const std::vector<std::vector<std::uint32_t>> numbers = {
            {0, 1, 65535, 65536, 131072, 131073, 299999}, {70000}, {}, {65535}, {0, 200000}};
        held.reserve(numbers.size(), 10);
        for (const auto &bag : numbers) {
            std::vector<WeightedTerm> terms;
            for (std::uint32_t n : bag)
                terms.push_back({held.vocabulary[n], 1.0 / double(bag.size())});
            held.add(terms, bag);
        }
        QCOMPARE(held.size(), numbers.size());
        std::vector<float> table(held.vocabulary.size(), 0.0f);
        held.spread(0, table);
        for (std::size_t i = 0; i < numbers.size(); ++i) {
            const std::vector<WeightedTerm> back = held.bag(i);
            QCOMPARE(back.size(), numbers[i].size());
            std::size_t shared = 0;
            for (std::size_t j = 0; j < back.size(); ++j) {
                QCOMPARE(back[j].term, held.vocabulary[numbers[i][j]]);
                shared += table[numbers[i][j]] > 0;
            }
            QCOMPARE(held.lowAgainst(i, table) > 0, shared > 0);
        }
        held.clearSpread(0, table);
        QVERIFY(std::all_of(table.begin(), table.end(), [](float w) { return w == 0.0f; }));
    }

    void termsRoundTrip()
    {
        const std::vector<TermCount> terms{{3, 1}, {70000, 5}, {0xffffffffffffull, 2}, {~0ull, 1}};
        std::vector<TermCount> back;
        QVERIFY(decodeTerms(encodeTerms(terms), back));
        QVERIFY(back == terms);
        QVERIFY(decodeTerms(encodeTerms({}), back) && back.empty());
        // Varints as long as they come (a gap of 2^63 and more: 10 bytes; a count of 2^32 - 1:
        // 5), alone and among many spread over the whole range.
        for (const std::size_t n : {std::size_t(1), std::size_t(300)}) {
            std::vector<TermCount> longest;
            for (std::size_t i = n; i > 0; --i)
                longest.push_back({~0ull - (i - 1) * (~0ull / n), 0xffffffffu});
            QVERIFY(decodeTerms(encodeTerms(longest), back));
            QVERIFY(back == longest);
        }
        QByteArray bad = encodeTerms(terms);
        bad.chop(1);
        QVERIFY(!decodeTerms(bad, back));
        QVERIFY(!decodeTerms(QByteArray("\x02\x05\x00", 3), back)); // a zero count
    }

    void tfIdfWeights()
    {
        // N = 100: term 1 in 10 documents, term 2 in 50, term 3 dropped (df 0).
        const auto df = [](std::uint64_t t) -> std::uint32_t {
            return t == 1 ? 10 : t == 2 ? 50 : 0;
        };
        const auto w = tfIdf({{1, 4}, {2, 9}, {3, 7}}, 100, df, 100);
        QCOMPARE(w.size(), std::size_t(2));
        const double w1 = std::sqrt(4.0) * std::log(10.0), w2 = std::sqrt(9.0) * std::log(2.0);
        // Rounded to float (what findRelated holds of a weight).
        QCOMPARE(w[0].weight, double(float(w1 / (w1 + w2))));
        QCOMPARE(w[1].weight, double(float(w2 / (w1 + w2))));
        // The heaviest terms only.
        const auto top = tfIdf({{1, 4}, {2, 9}}, 100, df, 1);
        QCOMPARE(top.size(), std::size_t(1));
        QCOMPARE(top[0].term, std::uint64_t(1));
        QCOMPARE(top[0].weight, 1.0);
    }

    void weightedSketchesEstimate()
    {
        const std::vector<WeightedTerm> a{{1, 0.5}, {2, 0.3}, {3, 0.2}};
        const std::vector<WeightedTerm> b{{1, 0.2}, {2, 0.3}, {4, 0.5}};
        QVERIFY(std::abs(weightedJaccard(a, b) - 0.5 / 1.5) < 1e-12);
        QCOMPARE(weightedJaccard(a, a), 1.0);
        QCOMPARE(weightedJaccard(a, {}), 0.0);
        // Over many pairs of random bags, the share of agreeing values follows the exact
        // similarity (m = 256: standard error about 0.03).
        std::mt19937_64 rng(11);
        for (WeightedSketchKind kind : {WeightedSketchKind::Icws, WeightedSketchKind::Flattened}) {
            WeightedSketcher s(kind, 256, 99, 1000);
            double worst = 0, total = 0;
            for (int round = 0; round < 40; ++round) {
                std::vector<WeightedTerm> x, y;
                std::uniform_real_distribution<double> u(0.1, 1.0);
                for (std::uint64_t t = 0; t < 60; ++t) {
                    const double w = u(rng);
                    if (t < 40)
                        x.push_back({t + std::uint64_t(round) * 1000, w});
                    if (t >= 20 - std::uint64_t(round % 10))
                        y.push_back({t + std::uint64_t(round) * 1000, t < 40 ? w * u(rng) : w});
                }
                std::vector<std::uint32_t> sx(256), sy(256);
                s.sketch(x, sx.data());
                s.sketch(y, sy.data());
                int same = 0;
                for (int j = 0; j < 256; ++j)
                    same += sx[std::size_t(j)] == sy[std::size_t(j)];
                const double error = std::abs(same / 256.0 - weightedJaccard(x, y));
                worst = std::max(worst, error);
                total += error;
            }
            QVERIFY2(total / 40 < 0.04, qPrintable(QString::number(total / 40)));
            QVERIFY2(worst < 0.12, qPrintable(QString::number(worst)));
        }
    }

    void relatedPairsFollowTopics()
    {
        // 4 topics of 150 documents: neighbours come from the document's topic, and each
        // document's nearest neighbours (comparing every pair) are found although large LSH
        // buckets are only walked in windows.
        const auto bags = topicalBags(4, 150, 120, 5);
        RelatedParams params;
        params.neighbours = 10;
        auto found = findRelated(sourceOf(bags), params);
        QVERIFY(found);
        QCOMPARE(found->summary.documents, qint64(600));
        QVERIFY(found->pairs.size() >= 600 * 10 / 2);
        QVERIFY(found->pairs.size() <= 600 * 10);
        const auto topicOf = [](qint64 doc) {
            return (doc - 1) / 150;
        };
        std::size_t same = 0;
        std::set<std::pair<qint64, qint64>> got;
        for (const RelatedPair &p : found->pairs) {
            QVERIFY(p.docA < p.docB);
            QVERIFY(p.similarity >= params.threshold);
            same += topicOf(p.docA) == topicOf(p.docB);
            // The verification's sum against a spread bag equals weightedJaccard to the bit.
            QCOMPARE(p.similarity, weightedJaccard(found->bags.bag(std::size_t(p.docA - 1)),
                                                   found->bags.bag(std::size_t(p.docB - 1))));
            got.insert({p.docA, p.docB});
        }
        QVERIFY2(double(same) / double(found->pairs.size()) > 0.99, qPrintable(QString::number(same)));
        std::size_t truth = 0, hit = 0;
        const std::size_t n = found->bags.size();
        for (std::size_t a = 0; a < n; ++a) {
            std::vector<std::pair<double, std::size_t>> all;
            for (std::size_t b = 0; b < n; ++b)
                if (b != a)
                    all.emplace_back(weightedJaccard(found->bags.bag(a), found->bags.bag(b)), b);
            std::partial_sort(all.begin(), all.begin() + 10, all.end(), std::greater<>());
            for (int i = 0; i < 10; ++i) {
                const qint64 x = qint64(a) + 1, y = qint64(all[std::size_t(i)].second) + 1;
                ++truth;
                hit += got.count({std::min(x, y), std::max(x, y)});
            }
        }
        QVERIFY2(double(hit) / double(truth) > 0.6,
                 qPrintable(QStringLiteral("%1 of %2").arg(hit).arg(truth)));

        // Small topics (buckets within the window): every pair above the threshold is found.
        const auto small = topicalBags(40, 5, 120, 9);
        params.neighbours = 100;
        auto all = findRelated(sourceOf(small), params);
        QVERIFY(all);
        std::size_t pairsAbove = 0, foundAbove = 0;
        std::set<std::pair<qint64, qint64>> allGot;
        for (const RelatedPair &p : all->pairs)
            allGot.insert({p.docA, p.docB});
        for (std::size_t a = 0; a < all->bags.size(); ++a)
            for (std::size_t b = a + 1; b < all->bags.size(); ++b)
                if (weightedJaccard(all->bags.bag(a), all->bags.bag(b)) >= 0.2) {
                    ++pairsAbove;
                    foundAbove += allGot.count({qint64(a) + 1, qint64(b) + 1});
                }
        QVERIFY(pairsAbove >= 300);
        QVERIFY2(double(foundAbove) / double(pairsAbove) > 0.97,
                 qPrintable(QStringLiteral("%1 of %2").arg(foundAbove).arg(pairsAbove)));
    }

    void sameAsEveryWindowOfEveryTable()
    {
        // findRelated reads a document's candidates from its places in the tables and verifies
        // them at once; the definition is every pair relatedWindowPairs gives in some table,
        // verified with verifyRelated, kept among the nearest of either document. Both must give
        // the same candidates, the same pairs and the same figures, to the bit.
        const auto bags = topicalBags(3, 120, 80, 11);
        RelatedParams params;
        params.neighbours = 8;
        params.window = 3;      // buckets larger than the window: the windows decide the candidates
        params.placesBytes = 1; // the documents verified in stripes of 256: two here
        auto found = findRelated(sourceOf(bags), params);
        QVERIFY(found);
        const std::size_t n = found->bags.size(), m = std::size_t(params.hashes);
        WeightedSketcher sketcher(params.kind, params.hashes, params.seed);
        std::vector<std::uint32_t> sketches(n * m);
        for (std::size_t i = 0; i < n; ++i)
            sketcher.sketch(found->bags.bag(i), sketches.data() + i * m);
        std::set<std::pair<std::size_t, std::size_t>> candidates;
        for (const RelatedTable &table : relatedTables(params)) {
            std::vector<std::pair<std::uint64_t, std::size_t>> entries;
            for (std::size_t i = 0; i < n; ++i) {
                const std::span<const std::uint32_t> sketch(sketches.data() + i * m, m);
                entries.emplace_back(relatedEntry(table, sketch, relatedRowHash(sketch)), i);
            }
            std::sort(entries.begin(), entries.end());
            std::vector<std::uint64_t> keys;
            for (const auto &e : entries)
                keys.push_back(e.first);
            relatedWindowPairs(keys, params, [&](std::size_t x, std::size_t y) {
                candidates.insert({std::min(entries[x].second, entries[y].second),
                                   std::max(entries[x].second, entries[y].second)});
            });
        }
        QCOMPARE(found->summary.candidates, qint64(candidates.size()));
        qint64 agreeing = 0;
        std::vector<std::vector<RelatedPair>> nearest(n);
        std::vector<RelatedPair> everyPair; // verified at the threshold
        for (const auto &[a, b] : candidates) {
            bool passed = false;
            const auto related = verifyRelated(params, sketches.data() + a * m, sketches.data() + b * m,
                                               found->bags.bag(a), found->bags.bag(b), &passed);
            agreeing += passed;
            if (!related)
                continue;
            const RelatedPair pair{found->docIds[a], found->docIds[b], related->first, related->second};
            nearest[a].push_back(pair);
            nearest[b].push_back(pair);
            everyPair.push_back(pair);
        }
        QCOMPARE(found->summary.agreeing, agreeing);
        std::vector<RelatedPair> expected;
        for (std::vector<RelatedPair> &list : nearest) {
            std::sort(list.begin(), list.end(), relatedNearer);
            list.resize(std::min(list.size(), std::size_t(params.neighbours)));
            expected.insert(expected.end(), list.begin(), list.end());
        }
        std::sort(expected.begin(), expected.end(), inPairOrder);
        expected.erase(std::unique(expected.begin(), expected.end(),
                                   [](const RelatedPair &x, const RelatedPair &y) {
                                       return x.docA == y.docA && x.docB == y.docB;
                                   }),
                       expected.end());
        QVERIFY(expected.size() > n); // many candidates turned away: the lists were full
        QCOMPARE(found->pairs.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(found->pairs[i].docA, expected[i].docA);
            QCOMPARE(found->pairs[i].docB, expected[i].docB);
            QCOMPARE(found->pairs[i].similarity, expected[i].similarity);
            QCOMPARE(found->pairs[i].agreement, expected[i].agreement);
        }

        // Adding documents to a basis: with every document fresh and the basis of this finding
        // (the same weights), every candidate pair at the threshold, to the bit; the nearest of
        // either of them are what findRelated kept. With a few fresh, their pairs only.
        std::sort(everyPair.begin(), everyPair.end(), inPairOrder);
        RelatedAddition all{&found->basis, found->docIds};
        auto added = findRelated(sourceOf(bags), params, nullptr, {}, &all);
        QVERIFY(added);
        QCOMPARE(added->summary.candidates, qint64(candidates.size()));
        QCOMPARE(added->pairs.size(), everyPair.size());
        for (std::size_t i = 0; i < everyPair.size(); ++i) {
            QCOMPARE(added->pairs[i].docA, everyPair[i].docA);
            QCOMPARE(added->pairs[i].docB, everyPair[i].docB);
            QCOMPARE(added->pairs[i].similarity, everyPair[i].similarity);
        }
        const std::vector<RelatedPair> kept = nearestOfEither(added->pairs, params.neighbours);
        QCOMPARE(kept.size(), found->pairs.size());
        for (std::size_t i = 0; i < kept.size(); ++i)
            QCOMPARE(std::make_pair(kept[i].docA, kept[i].docB),
                     std::make_pair(found->pairs[i].docA, found->pairs[i].docB));
        RelatedAddition few{&found->basis, {found->docIds[3], found->docIds[40]}};
        auto some = findRelated(sourceOf(bags), params, nullptr, {}, &few);
        QVERIFY(some);
        std::vector<RelatedPair> theirs;
        for (const RelatedPair &p : everyPair)
            if (p.docA == few.fresh[0] || p.docB == few.fresh[0] || p.docA == few.fresh[1] ||
                p.docB == few.fresh[1])
                theirs.push_back(p);
        QVERIFY(!theirs.empty());
        QCOMPARE(some->pairs.size(), theirs.size());
        for (std::size_t i = 0; i < theirs.size(); ++i)
            QCOMPARE(std::make_pair(some->pairs[i].docA, some->pairs[i].docB),
                     std::make_pair(theirs[i].docA, theirs[i].docB));
    }

    void anchorWindows_data()
    {
        QTest::addColumn<QString>("tail");
        QTest::newRow("fast scanner") << QString();
        QTest::newRow("libgumbo") << QStringLiteral("<svg><text>drawn</text></svg>"); // the fast path stops
    }

    void anchorWindows()
    {
        QFETCH(QString, tail);
        const std::string html =
            "<html><head><title>Garage</title></head><body><p>one two three four five six seven eight nine "
            "ten: <a href=\"/cars/index.html#top\">automobiles and trucks</a> eleven twelve thirteen "
            "fourteen "
            "fifteen sixteen seventeen eighteen nineteen twenty.</p><p>See <a href=\"https://other.example/"
            "boats\">boats</a>, <a href=\"mailto:x@example.org\">mail</a>, <a href=\"#self\">here</a>.</p>"
            "<p>alpha beta gamma delta epsilon zeta eta theta iota kappa <a href=\"../cars/index.html\">more "
            "automobiles</a>.</p>" +
            tail.toStdString() + "</body></html>";
        auto page = htmlTextWithLinks(html);
        QVERIFY(page);
        QCOMPARE(page->links.size(), std::size_t(5));
        QCOMPARE(page->links[0].href, std::string("/cars/index.html#top"));
        const QString anchor = QString::fromStdString(
            page->text.substr(page->links[0].begin, page->links[0].end - page->links[0].begin));
        QCOMPARE(anchor.trimmed(), QStringLiteral("automobiles and trucks"));
        Canonicalizer c;
        BagBuilder b;
        const auto bags = anchorBags(*page, QStringLiteral("http://garage.example/shop/page.html"), 8, c, b);
        // mailto and the page itself are no targets; the two links to /cars/index.html make one bag.
        QCOMPARE(bags.size(), std::size_t(2));
        QCOMPARE(bags[0].url, QStringLiteral("http://garage.example/cars/index.html"));
        QCOMPARE(bags[1].url, QStringLiteral("https://other.example/boats"));
        QVERIFY(hasTerm(bags[0].bag, "automobil", 2)); // Porter: automobiles -> automobil
        QVERIFY(hasTerm(bags[0].bag, "truck", 1));
        QVERIFY(hasTerm(bags[0].bag, "three") && hasTerm(bags[0].bag, "eighteen")); // 8 words each side
        QVERIFY(!hasTerm(bags[0].bag, "two") && !hasTerm(bags[0].bag, "nineteen"));
        QVERIFY(hasTerm(bags[1].bag, "boat", 1));
        // A window of 0: the anchor text alone.
        const auto bare = anchorBags(*page, QStringLiteral("http://garage.example/shop/page.html"), 0, c, b);
        QVERIFY(!hasTerm(bare[0].bag, "three") && hasTerm(bare[0].bag, "truck"));
    }

    void paramsText()
    {
        RelatedParams p;
        p.threshold = 0.125;
        p.kind = WeightedSketchKind::Icws;
        const auto back = RelatedParams::fromString(p.toString());
        QVERIFY(back);
        QCOMPARE(back->threshold, 0.125);
        QVERIFY(back->kind == WeightedSketchKind::Icws);
        QCOMPARE(back->toString(), p.toString());
        QVERIFY(!RelatedParams::fromString(QStringLiteral("t=2")));
        QVERIFY(!RelatedParams::fromString(QStringLiteral("x=1")));
    }

    void cancelStops()
    {
        const auto bags = topicalBags(2, 50, 50, 3);
        std::atomic_bool cancel{true};
        auto found = findRelated(sourceOf(bags), RelatedParams{}, &cancel);
        QVERIFY(!found);
        QCOMPARE(found.status().code(), Status::Code::Cancelled);
    }
};

QTEST_GUILESS_MAIN(TestRelated)
#include "tst_related.moc"
