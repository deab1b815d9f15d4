// Shingling, fingerprints, sketches and their estimators.
#include "sketch/Estimate.h"
#include "sketch/Shingler.h"
#include "sketch/Sketch.h"
#include "sketch/SketchFormat.h"
#include "text/Canonicalizer.h"

#include <QRandomGenerator64>
#include <QTest>
#include <algorithm>
#include <bit>
#include <cmath>
#include <unordered_set>

using namespace lookalike;

namespace {

std::vector<std::uint64_t> tokenHashes(const std::string &text)
{
    Canonicalizer c;
    std::vector<std::uint64_t> out;
    c.tokenHashes(text, out);
    return out;
}

std::size_t distinctShingles(const std::string &text, ShingleParams params)
{
    std::vector<std::uint64_t> shingles;
    shingleFingerprints(tokenHashes(text), params, shingles);
    return std::unordered_set<std::uint64_t>(shingles.begin(), shingles.end()).size();
}

// Two random sets with |A n B| = shared, |A \ B| = onlyA, |B \ A| = onlyB.
void makePair(QRandomGenerator64 &rng, std::size_t shared, std::size_t onlyA, std::size_t onlyB,
              std::vector<std::uint64_t> &a, std::vector<std::uint64_t> &b)
{
    a.clear();
    b.clear();
    for (std::size_t i = 0; i < shared; ++i) {
        const std::uint64_t v = rng.generate64();
        a.push_back(v);
        b.push_back(v);
    }
    for (std::size_t i = 0; i < onlyA; ++i)
        a.push_back(rng.generate64());
    for (std::size_t i = 0; i < onlyB; ++i)
        b.push_back(rng.generate64());
}

struct Moments
{
    double sum = 0, sumSq = 0;
    int n = 0;
    void add(double error) { sum += error, sumSq += error * error, ++n; }
    double mean() const { return sum / n; }
    double sd() const { return std::sqrt(std::max(0.0, sumSq / n - mean() * mean())); }
};

} // namespace

class TestSketch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Broder's example: the 4-shingling of (a, rose, is, a, rose, is, a, rose) has 3 shingles.
    void roseExample()
    {
        ShingleParams p;
        p.width = 4;
        QCOMPARE(distinctShingles("a rose is a rose is a rose", p), std::size_t(3));
        p.width = 1;
        QCOMPARE(distinctShingles("a rose is a rose is a rose", p), std::size_t(3)); // a, rose, is
        p.width = 8;
        QCOMPARE(distinctShingles("a rose is a rose is a rose", p), std::size_t(1));
    }

    // The stored text of the parameters: an index made before "ignore numbers" existed keeps
    // its text (so it is not asked to re-sketch); the setting survives the round trip.
    void paramsText()
    {
        const SketchParams defaults;
        QCOMPARE(defaults.toString(),
                 QStringLiteral(
                     "w=5;wrap=0;seed=6c6f6f6b616c696b;k=128;sample=64;maxlevel=4;oph16-od-xxh3-mod32"));
        SketchParams p;
        p.shingle.width = 7;
        p.shingle.ignoreNumbers = true;
        const auto back = SketchParams::fromString(p.toString());
        QVERIFY(back);
        QVERIFY(back->shingle.ignoreNumbers);
        QCOMPARE(back->shingle.width, 7);
        QCOMPARE(back->toString(), p.toString());
        QVERIFY(p.toString() != SketchParams::fromString(defaults.toString())->toString());
        QVERIFY(!SketchParams::fromString(defaults.toString())->shingle.ignoreNumbers);
    }

    void shingleCounts_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("width");
        QTest::addColumn<bool>("wrap");
        QTest::addColumn<int>("positions");
        QTest::addRow("w5 ten words")
            << QStringLiteral("one two three four five six seven eight nine ten") << 5 << false << 6;
        QTest::addRow("w5 ten words wrapped")
            << QStringLiteral("one two three four five six seven eight nine ten") << 5 << true << 10;
        QTest::addRow("shorter than w") << QStringLiteral("one two three") << 5 << false << 1;
        QTest::addRow("shorter than w wrapped") << QStringLiteral("one two three") << 5 << true << 3;
        QTest::addRow("empty") << QString() << 5 << false << 0;
        QTest::addRow("w16") << QStringLiteral("a b c d e f g h i j k l m n o p q r") << 16 << false << 3;
    }
    void shingleCounts()
    {
        QFETCH(QString, text);
        QFETCH(int, width);
        QFETCH(bool, wrap);
        QFETCH(int, positions);
        ShingleParams p;
        p.width = width;
        p.wrapAround = wrap;
        std::vector<std::uint64_t> out;
        shingleFingerprints(tokenHashes(text.toStdString()), p, out);
        QCOMPARE(int(out.size()), positions);
    }

    // With wrap-around every token starts a shingle, so a rotation of a document has the
    // same shingle set (Fetterly et al.).
    void wrapAroundRotation()
    {
        ShingleParams p;
        p.wrapAround = true;
        std::vector<std::uint64_t> a, b;
        shingleFingerprints(tokenHashes("one two three four five six seven"), p, a);
        shingleFingerprints(tokenHashes("five six seven one two three four"), p, b);
        std::sort(a.begin(), a.end());
        std::sort(b.begin(), b.end());
        QCOMPARE(a, b);
    }

    // The 64-bit shingle fingerprint behaves as a random function: no collisions among 2^21
    // distinct shingles (expected 1.2e-7) and every output bit set about half the time.
    void fingerprintQuality()
    {
        std::vector<std::uint64_t> tokens(1 << 21);
        for (std::size_t i = 0; i < tokens.size(); ++i)
            tokens[i] = i; // adversarially regular input: consecutive small numbers
        ShingleParams p;
        p.width = 2;
        std::vector<std::uint64_t> fps;
        shingleFingerprints(tokens, p, fps);
        std::vector<std::uint64_t> sorted = fps;
        std::sort(sorted.begin(), sorted.end());
        QVERIFY(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end());
        std::array<std::size_t, 64> ones{};
        for (std::uint64_t fp : fps)
            for (int bit = 0; bit < 64; ++bit)
                ones[bit] += (fp >> bit) & 1;
        const double n = double(fps.size());
        for (int bit = 0; bit < 64; ++bit) {
            const double share = double(ones[bit]) / n;
            QVERIFY2(std::abs(share - 0.5) < 0.005,
                     qPrintable(QStringLiteral("bit %1: %2").arg(bit).arg(share)));
        }
        // Avalanche: flipping one input bit flips about half of the output bits.
        Moments flips;
        for (std::uint64_t i = 0; i < 20000; ++i) {
            std::vector<std::uint64_t> one{i * 7919, i}, other{(i * 7919) ^ (1ULL << (i % 64)), i};
            std::vector<std::uint64_t> fa, fb;
            shingleFingerprints(one, p, fa);
            shingleFingerprints(other, p, fb);
            flips.add(std::popcount(fa[0] ^ fb[0]));
        }
        QVERIFY2(std::abs(flips.mean() - 32) < 0.3, qPrintable(QString::number(flips.mean())));
    }

    // MinHash (one-permutation hashing with optimal densification) is unbiased, with the
    // spread of k independent permutations: sd = sqrt(r(1-r)/k).
    void minHashEstimatorStatistics_data()
    {
        QTest::addColumn<int>("shared");
        QTest::addColumn<int>("onlyA");
        QTest::addColumn<int>("onlyB");
        QTest::addRow("r=0.9 large") << 9000 << 500 << 500;
        QTest::addRow("r=0.8") << 1600 << 200 << 200;
        QTest::addRow("r=0.5") << 1000 << 500 << 500;
        QTest::addRow("r=0.5 unequal sizes") << 1000 << 0 << 1000;
        QTest::addRow("r=0.2") << 200 << 400 << 400;
        QTest::addRow("r=0.5 small sets") << 40 << 20 << 20;
        QTest::addRow("r=0.05") << 50 << 475 << 475;
    }
    void minHashEstimatorStatistics()
    {
        QFETCH(int, shared);
        QFETCH(int, onlyA);
        QFETCH(int, onlyB);
        const double r = double(shared) / double(shared + onlyA + onlyB);
        QRandomGenerator64 rng(42 + shared + onlyA);
        Sketcher sketcher;
        const int k = sketcher.params().minHashSize;
        Moments m;
        std::vector<std::uint64_t> a, b;
        for (int trial = 0; trial < 400; ++trial) {
            makePair(rng, shared, onlyA, onlyB, a, b);
            const DocumentSketch sa = sketcher.sketchShingles(a);
            const DocumentSketch sb = sketcher.sketchShingles(b);
            m.add(estimateResemblance(sa.minHash, sb.minHash) - r);
        }
        const double theorySd = std::sqrt(r * (1 - r) / k);
        qInfo("r=%.3f k=%d: mean error %+.4f, sd %.4f (theory %.4f)", r, k, m.mean(), m.sd(), theorySd);
        // The mean of 400 estimates has sd theorySd/20: allow 4 of those.
        QVERIFY2(std::abs(m.mean()) < 4 * theorySd / 20 + 1e-3, qPrintable(QString::number(m.mean())));
        QVERIFY2(m.sd() < theorySd * 1.25 && m.sd() > theorySd * 0.7, qPrintable(QString::number(m.sd())));
    }

    // Broder's MOD_2^i sample: |V(A) n V(B)| / |V(A)| estimates containment without bias.
    void containmentEstimatorStatistics_data()
    {
        QTest::addColumn<int>("shared");
        QTest::addColumn<int>("onlyA");
        QTest::addColumn<int>("onlyB");
        QTest::addRow("excerpt fully contained") << 2000 << 0 << 6000;
        QTest::addRow("mostly contained") << 1600 << 400 << 4000;
        QTest::addRow("half contained") << 3000 << 3000 << 3000;
        QTest::addRow("big excerpt of huge") << 20000 << 0 << 100000;
    }
    void containmentEstimatorStatistics()
    {
        QFETCH(int, shared);
        QFETCH(int, onlyA);
        QFETCH(int, onlyB);
        const double cAB = double(shared) / (shared + onlyA);
        const double cBA = double(shared) / (shared + onlyB);
        QRandomGenerator64 rng(7 + shared);
        Sketcher sketcher;
        Moments ma, mb, mr;
        std::vector<std::uint64_t> a, b;
        double sampleSize = 0;
        for (int trial = 0; trial < 200; ++trial) {
            makePair(rng, shared, onlyA, onlyB, a, b);
            const DocumentSketch sa = sketcher.sketchShingles(a);
            const DocumentSketch sb = sketcher.sketchShingles(b);
            QCOMPARE(sa.shingleCount, std::uint64_t(shared + onlyA));
            QVERIFY(std::is_sorted(sa.sample.begin(), sa.sample.end()));
            const ResemblanceEstimate e = estimate(sa, sb);
            ma.add(e.sampleContainmentAInB - cAB);
            mb.add(e.sampleContainmentBInA - cBA);
            mr.add(e.sampleResemblance - double(shared) / (shared + onlyA + onlyB));
            sampleSize += double(e.sampleSizeA);
        }
        sampleSize /= 200;
        const double theorySd = std::sqrt(cAB * (1 - cAB) / sampleSize) + 0.01;
        qInfo("c(A,B)=%.3f: mean error %+.4f sd %.4f (|V(A)| ~ %.0f); c(B,A) mean error %+.4f", cAB,
              ma.mean(), ma.sd(), sampleSize, mb.mean());
        QVERIFY2(std::abs(ma.mean()) < 0.02, qPrintable(QString::number(ma.mean())));
        QVERIFY2(std::abs(mb.mean()) < 0.02, qPrintable(QString::number(mb.mean())));
        QVERIFY2(std::abs(mr.mean()) < 0.02, qPrintable(QString::number(mr.mean())));
        QVERIFY2(ma.sd() < theorySd * 1.5, qPrintable(QString::number(ma.sd())));
    }

    void sampleLevels()
    {
        SketchParams p; // target 64 (64..127 values), max level 4
        QCOMPARE(sampleLevelFor(0, p), 0);
        QCOMPARE(sampleLevelFor(127, p), 0);
        QCOMPARE(sampleLevelFor(128, p), 1);
        QCOMPARE(sampleLevelFor(1000, p), 3);
        QCOMPARE(sampleLevelFor(10'000'000, p), 4); // capped: long documents keep 1/16
    }

    void exactLevelsFingerprints()
    {
        Sketcher sketcher;
        auto sketchOf = [&](const std::string &text) {
            return sketcher.sketch(tokenHashes(text));
        };
        const DocumentSketch a = sketchOf("The cat sat on the mat, and the dog sat on the log.");
        const DocumentSketch reformatted = sketchOf("the CAT sat\n on the mat -- and the dog sat on the log");
        const DocumentSketch reordered = sketchOf("the dog sat on the log. The cat sat on the mat, and");
        const DocumentSketch repeated = sketchOf("a rose is a rose is a rose is a rose");
        const DocumentSketch repeatedLess = sketchOf("a rose is a rose is a rose");
        const DocumentSketch other = sketchOf("Something else entirely, with other words in it.");
        QCOMPARE(a.lexicalFingerprint, reformatted.lexicalFingerprint); // lexically equivalent
        QCOMPARE(a.shingleFingerprint, reformatted.shingleFingerprint);
        QVERIFY(!(a.lexicalFingerprint == reordered.lexicalFingerprint));
        QVERIFY(!(repeated.lexicalFingerprint == repeatedLess.lexicalFingerprint));
        ShingleParams w4;
        w4.width = 4;
        Sketcher s4(SketchParams{w4});
        // With w=4 both roses have the same three shingles: shingle equivalent, not lexically.
        QCOMPARE(s4.sketch(tokenHashes("a rose is a rose is a rose is a rose")).shingleFingerprint,
                 s4.sketch(tokenHashes("a rose is a rose is a rose")).shingleFingerprint);
        QVERIFY(!(a.shingleFingerprint == other.shingleFingerprint));
        QCOMPARE(estimateResemblance(a.minHash, reformatted.minHash), 1.0);
    }

    void emptyDocument()
    {
        Sketcher sketcher;
        const DocumentSketch empty = sketcher.sketch({});
        QCOMPARE(empty.shingleCount, std::uint64_t(0));
        QVERIFY(empty.sample.empty());
        QCOMPARE(estimateResemblance(empty.minHash, empty.minHash), 0.0);
        const ResemblanceEstimate e = estimate(empty, empty);
        QCOMPARE(e.containmentAInB, 0.0);
    }

    void inPlaceShingles_data()
    {
        QTest::addColumn<int>("tokens");
        QTest::addColumn<int>("width");
        QTest::addColumn<bool>("wrap");
        for (int n : {0, 1, 3, 4, 5, 6, 17, 100})
            for (int w : {1, 3, 5, 16})
                for (bool wrap : {false, true})
                    QTest::addRow("n=%d w=%d%s", n, w, wrap ? " wrap" : "") << n << w << wrap;
    }
    void inPlaceShingles()
    {
        QFETCH(int, tokens);
        QFETCH(int, width);
        QFETCH(bool, wrap);
        QRandomGenerator64 rng(quint64(tokens * 100 + width));
        std::vector<std::uint64_t> hashes(std::size_t(tokens), 0);
        for (auto &h : hashes)
            h = rng.bounded(7); // repeated tokens
        ShingleParams params;
        params.width = width;
        params.wrapAround = wrap;
        std::vector<std::uint64_t> expected;
        shingleFingerprints(hashes, params, expected);
        shingleFingerprintsInPlace(hashes, params);
        QCOMPARE(hashes, expected);
    }

    void largeDocumentsSketchAlike()
    {
        // Beyond a million shingles, sketch() dedups in place, partition by partition, and
        // shingles overwrite the tokens: the sketch must be the one of the whole set.
        QRandomGenerator64 rng(21);
        std::vector<std::uint64_t> tokens(3'000'000);
        for (auto &t : tokens)
            t = rng.bounded(quint64(200000)); // many repeated shingles too
        std::vector<std::uint64_t> shingles;
        shingleFingerprints(tokens, ShingleParams{}, shingles);
        Sketcher whole;
        const DocumentSketch expected = whole.sketchShingles(shingles); // one table
        Sketcher inPlace;
        std::vector<std::uint64_t> consumed = tokens;
        const DocumentSketch got = inPlace.sketch(std::move(consumed));
        QVERIFY(consumed.empty());
        QCOMPARE(got.shingleCount, expected.shingleCount);
        QCOMPARE(got.minHash, expected.minHash);
        QCOMPARE(got.sampleLevel, expected.sampleLevel);
        QCOMPARE(got.sample, expected.sample);
        QCOMPARE(got.shingleFingerprint, expected.shingleFingerprint);
        QCOMPARE(got.tokenCount, std::uint64_t(tokens.size()));
        QCOMPARE(got.lexicalFingerprint, Sketcher().sketch(tokens).lexicalFingerprint);
        std::vector<std::uint64_t> a = whole.lastShingleSet();
        std::vector<std::uint64_t> b = inPlace.lastShingleSet();
        std::sort(a.begin(), a.end());
        std::sort(b.begin(), b.end());
        QVERIFY(a == b);
    }

    // What exact settling compares: the high halves of the set, ascending and distinct, read
    // from the set's table (nearly in order) or, where the table does not hold the set, from
    // the set itself: always those of lastShingleSet().
    void highHalvesAscending()
    {
        auto expected = [](const Sketcher &s) {
            std::vector<std::uint32_t> v;
            for (std::uint64_t fp : s.lastShingleSet())
                v.push_back(std::uint32_t(fp >> 32));
            std::sort(v.begin(), v.end());
            v.erase(std::unique(v.begin(), v.end()), v.end());
            return v;
        };
        QRandomGenerator64 rng(77);
        Sketcher sketcher;
        std::vector<std::uint32_t> got;
        for (std::size_t n : {0, 1, 2, 3, 17, 63, 64, 65, 300, 1000, 4096, 70000}) {
            for (int variant = 0; variant < 4; ++variant) {
                std::vector<std::uint64_t> set;
                for (std::size_t i = 0; i < n; ++i) {
                    std::uint64_t v = rng.generate64();
                    if (variant == 1)
                        v = (v & 0xffff00000000ffffull) | 0x1234567800000000ull; // crowded: one high half
                    if (variant == 2)
                        v |= 0xfff0000000000000ull; // all in the table's last slots: probing wraps round
                    set.push_back(v);
                    if (variant == 3 && i % 3 == 0)
                        set.push_back(v); // repeated shingles
                }
                if (variant == 3 && n > 0)
                    set.push_back(0); // the fingerprint 0, which the table does not hold
                sketcher.sketchShingles(set);
                sketcher.lastHighHalves(got);
                QCOMPARE(got, expected(sketcher));
            }
        }
        // A table released, the set kept (a 128 KB table, the set under 100 KB): taken from the
        // set as it is.
        std::vector<std::uint64_t> set(5000);
        for (auto &v : set)
            v = rng.generate64();
        Sketcher released;
        released.sketchShingles(set);
        released.releaseMemory(100'000);
        released.lastHighHalves(got);
        QVERIFY(!expected(released).empty());
        QCOMPARE(got, expected(released));
        // Deduplicated in place (beyond a million shingles): the table holds only a part.
        std::vector<std::uint64_t> tokens(1'500'000);
        for (auto &t : tokens)
            t = rng.generate64();
        Sketcher inPlace;
        inPlace.sketch(std::move(tokens));
        inPlace.lastHighHalves(got);
        QVERIFY(got.size() > 1'000'000);
        QCOMPARE(got, expected(inPlace));
    }

    // The kept form (SketchFormat.h) gives back the sketch exactly: every size of sample
    // (every level up to the top, groups of 0 values included), a document without shingles.
    void sketchFormatRoundTrip_data()
    {
        QTest::addColumn<int>("shingles");
        QTest::addRow("empty") << 0;
        QTest::addRow("one") << 1;
        QTest::addRow("short") << 40;
        QTest::addRow("level 1") << 200;
        QTest::addRow("4 KB text") << 650;
        QTest::addRow("top level") << 5000;
        QTest::addRow("long") << 200000;
    }
    void sketchFormatRoundTrip()
    {
        QFETCH(int, shingles);
        Sketcher sketcher;
        QRandomGenerator64 rng(3 + std::uint64_t(shingles));
        std::vector<std::uint64_t> set(static_cast<std::size_t>(shingles));
        for (auto &v : set)
            v = rng.generate64();
        const DocumentSketch s = sketcher.sketchShingles(set);
        const QByteArray blob = encodeSketch(s);
        DocumentSketch back;
        QVERIFY(decodeSketch(blob.constData(), std::size_t(blob.size()), back));
        QCOMPARE(back.sampleLevel, s.sampleLevel);
        QCOMPARE(back.sampleMaxLevel, s.sampleMaxLevel);
        QCOMPARE(back.sample, s.sample);
        if (shingles == 0) {
            QVERIFY(back.minHash.empty());
        } else {
            QCOMPARE(back.minHash, s.minHash);
            for (std::uint32_t v : s.minHash)
                QVERIFY(v <= kMinHashMask);
            // About b + 2 bits a key: the sample costs well under 5 bytes a value.
            QVERIFY(std::size_t(blob.size()) <= 5 + 2 * s.minHash.size() + 8 + s.sample.size() * 5);
        }
        // Every value is 0 modulo 2^level, and the sample is 64..127 values until the top level.
        for (std::uint64_t v : s.sample)
            QVERIFY(sampleZeros(v) >= s.sampleLevel);
        if (s.sampleLevel > 0 && s.sampleLevel < s.sampleMaxLevel)
            QVERIFY(s.sample.size() >= 40 && s.sample.size() <= 170);
        // A cut or damaged BLOB is refused, never read past its end.
        for (qsizetype cut : {qsizetype(0), qsizetype(3), blob.size() / 2, blob.size() - 1}) {
            if (cut >= blob.size() || (shingles == 0 && cut > 5))
                continue;
            DocumentSketch damaged;
            QVERIFY2(!decodeSketch(blob.constData(), std::size_t(cut), damaged) || cut == blob.size(),
                     qPrintable(QStringLiteral("cut at %1 of %2").arg(cut).arg(blob.size())));
        }
        QCOMPARE(Fingerprint128::fromBytes(s.shingleFingerprint.toBytes()), s.shingleFingerprint);
    }

    void sampleValuesKeepWhatLevelsNeed()
    {
        // The kept value: high 32 bits, and the trailing zeros up to the top level.
        QCOMPARE(sampleValue(0xabcdef0100000040ULL, 4), 0xabcdef0100000010ULL);
        QCOMPARE(sampleValue(0xabcdef0100000040ULL, 8), 0xabcdef0100000040ULL);
        QCOMPARE(sampleZeros(sampleValue(0x1234567800000000ULL, 4)), 4);
        QCOMPARE(sampleKey(sampleValue(0x1234567800000003ULL, 4)), 0x12345678u);
        // 16-bit MinHash: chance agreement removed, never below 0.
        QCOMPARE(minHashResemblance(0, 128), 0.0);
        QCOMPARE(minHashResemblance(128, 128), 1.0);
        QVERIFY(std::abs(minHashResemblance(64, 128) - 0.5) < 1e-4);
    }

    // The exact sizes bound what an estimate may say: |A n B| <= min(|A|, |B|) and |A u B| >=
    // max(|A|, |B|). A header and its copy with a line added agreed at every MinHash position
    // and every sampled value, and were listed at 100 % (containment 99.96 %, exactly 99.90 %).
    void estimatesWithinWhatTheSizesAllow()
    {
        SketchCounts c;
        c.k = 128;
        c.minHashEqual = 128;
        c.level = 4;
        c.sampleA = c.sampleB = c.shared = 190;
        c.shinglesA = 3000;
        c.shinglesB = 3003;
        const ResemblanceEstimate e = pooledEstimate(c);
        const double most = 3000.0 / 3003.0;
        QVERIFY2(e.resemblance <= most, qPrintable(QString::number(e.resemblance, 'g', 10)));
        QVERIFY2(e.resemblance > most - 0.001, qPrintable(QString::number(e.resemblance, 'g', 10)));
        QVERIFY2(e.containmentBInA <= most, qPrintable(QString::number(e.containmentBInA, 'g', 10)));
        QCOMPARE(e.containmentAInB, 1.0);
        QCOMPARE(e.minHashResemblance, 1.0); // what the MinHash alone says is kept as it is
        // Sketched from sets: every estimate within the bound, trial after trial.
        QRandomGenerator64 rng(11);
        Sketcher sketcher;
        std::vector<std::uint64_t> a, b;
        for (int trial = 0; trial < 20; ++trial) {
            makePair(rng, 3000, 0, 3, a, b);
            const ResemblanceEstimate t = estimate(sketcher.sketchShingles(a), sketcher.sketchShingles(b));
            QVERIFY(t.resemblance <= most);
            QVERIFY(t.containmentBInA <= most);
            QVERIFY(t.resemblance <= t.containmentAInB);
        }
    }

    void exactResemblanceFigures()
    {
        const ExactResemblance e = exactResemblance({1, 2, 3, 4}, {3, 4, 5, 6, 7, 8});
        QCOMPARE(e.shared, std::uint64_t(2));
        QCOMPARE(e.resemblance, 2.0 / 8.0);
        QCOMPARE(e.containmentAInB, 0.5);
        QCOMPARE(e.containmentBInA, 2.0 / 6.0);
    }
};

QTEST_APPLESS_MAIN(TestSketch)
#include "tst_sketch.moc"
