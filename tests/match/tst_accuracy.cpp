// Accuracy of matching and clustering against an exact brute-force reference, on a generated
// corpus with planted variants (copies, reformatting, word edits at several rates, added
// header and footer, excerpts, supersets, edit chains, deleted blocks). Fixed seeds.
#include "cluster/ClusterPolicy.h"
#include "match/Matcher.h"
#include "scan/DocumentAnalyzer.h"
#include "sketch/Estimate.h"

#include <QRandomGenerator64>
#include <QRandomGenerator>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <map>
#include <set>

using namespace lookalike;

namespace {

struct Corpus
{
    std::vector<QString> names;
    std::vector<SketchRecord> sketches;
    std::vector<std::vector<std::uint64_t>> shingles; // exact, sorted
};

class Generator
{
public:
    explicit Generator(quint32 seed)
        : m_rng(seed)
    {
        // A vocabulary with a Zipf-like head, so unrelated documents share common phrases.
        for (int i = 0; i < 6000; ++i) {
            QString w;
            const int len = 2 + int(m_rng.bounded(i < 100 ? 3 : 9));
            for (int k = 0; k < len; ++k)
                w += QChar(u'a' + m_rng.bounded(26));
            m_words << w;
        }
    }
    QString word()
    {
        const double u = m_rng.generateDouble();
        const int i = int(std::pow(u, 3.0) * m_words.size()); // small indexes far more often
        return m_words.at(std::min<int>(i, int(m_words.size()) - 1));
    }
    QStringList words(int n)
    {
        QStringList out;
        for (int i = 0; i < n; ++i)
            out << word();
        return out;
    }
    QStringList edit(QStringList w, double rate)
    {
        for (QString &x : w)
            if (m_rng.generateDouble() < rate)
                x = word();
        return w;
    }
    int bounded(int lo, int hi) { return lo + int(m_rng.bounded(hi - lo + 1)); }

private:
    QRandomGenerator m_rng;
    QStringList m_words;
};

Corpus makeCorpus()
{
    Generator g(20261122);
    std::vector<std::pair<QString, QString>> docs; // name, text
    auto add = [&](const QString &name, const QStringList &words) {
        docs.emplace_back(name, words.join(QLatin1Char(' ')));
    };
    for (int b = 0; b < 36; ++b) {
        const QString base = QStringLiteral("b%1").arg(b);
        const QStringList w = g.words(g.bounded(120, 2500));
        add(base, w);
        switch (b % 6) {
        case 0:
            add(base + QStringLiteral("-copy"), w);
            docs.emplace_back(base + QStringLiteral("-shout"), w.join(QStringLiteral(",\n")).toUpper());
            break;
        case 1:
            for (double rate : {0.01, 0.03, 0.05, 0.10, 0.20, 0.30})
                add(base + QStringLiteral("-edit%1").arg(int(rate * 100)), g.edit(w, rate));
            break;
        case 2:
            add(base + QStringLiteral("-headfoot"), g.words(40) + w + g.words(40));
            add(base + QStringLiteral("-excerpt"),
                w.mid(w.size() / 4, std::max<qsizetype>(20, w.size() * 2 / 5)));
            add(base + QStringLiteral("-excerpt-small"),
                w.mid(w.size() / 2, std::max<qsizetype>(15, w.size() / 5)));
            break;
        case 3: {
            add(base + QStringLiteral("-superset"), w + g.words(int(w.size())));
            add(base + QStringLiteral("-superset3x"), g.words(int(w.size())) + w + g.words(int(w.size())));
            break;
        }
        case 4: {
            QStringList chain = w;
            for (int step = 1; step <= 5; ++step) {
                chain = g.edit(chain, 0.04);
                add(base + QStringLiteral("-chain%1").arg(step), chain);
            }
            break;
        }
        case 5: {
            QStringList cut = w;
            cut.remove(w.size() / 3, w.size() / 10);
            add(base + QStringLiteral("-cut"), cut);
            QStringList moved = w.mid(w.size() / 2) + w.mid(0, w.size() / 2);
            add(base + QStringLiteral("-rotated"), moved);
            break;
        }
        }
    }
    Corpus c;
    DocumentAnalyzer analyzer(SketchParams{}, ExtractParams{});
    for (std::size_t i = 0; i < docs.size(); ++i) {
        const std::string text = docs[i].second.toStdString();
        auto doc = analyzer.analyze(text, docs[i].first + QStringLiteral(".txt"));
        if (!doc)
            qFatal("cannot analyze a generated document");
        c.names.push_back(docs[i].first);
        c.sketches.push_back({qint64(i + 1), doc->sketch});
        auto set = analyzer.shingleSet();
        std::sort(set.begin(), set.end());
        c.shingles.push_back(std::move(set));
    }
    return c;
}

struct Truth
{
    double r, cab, cba;
};

// Every pair's exact figures, by brute force over the sorted shingle sets.
std::map<std::pair<qint64, qint64>, Truth> bruteForce(const Corpus &c)
{
    std::map<std::pair<qint64, qint64>, Truth> truth;
    for (std::size_t a = 0; a < c.shingles.size(); ++a)
        for (std::size_t b = a + 1; b < c.shingles.size(); ++b) {
            const auto &x = c.shingles[a];
            const auto &y = c.shingles[b];
            std::size_t i = 0, j = 0, shared = 0;
            while (i < x.size() && j < y.size()) {
                if (x[i] == y[j])
                    ++shared, ++i, ++j;
                else if (x[i] < y[j])
                    ++i;
                else
                    ++j;
            }
            if (shared == 0)
                continue;
            const double r = double(shared) / double(x.size() + y.size() - shared);
            truth[{qint64(a + 1), qint64(b + 1)}] = {r, double(shared) / x.size(), double(shared) / y.size()};
        }
    return truth;
}

} // namespace

class TestAccuracy : public QObject
{
    Q_OBJECT

private:
    Corpus m_corpus;
    std::map<std::pair<qint64, qint64>, Truth> m_truth;
    std::vector<ScoredPair> m_pairs;

private Q_SLOTS:
    void initTestCase()
    {
        m_corpus = makeCorpus();
        m_truth = bruteForce(m_corpus);
        MatchParams params; // as `pairs --min 0.3 --min-containment 0.5` matches again
        params.threshold = 0.3;
        params.containmentThreshold = 0.5;
        MatchStats stats;
        auto pairs = findPairs(m_corpus.sketches, params, nullptr, &stats);
        QVERIFY(pairs.isOk());
        m_pairs = expandPairs(*pairs);
        qInfo("%zu documents (%zu representatives), %zu true pairs sharing a shingle, %zu reported; LSH %d x "
              "%d: %zu "
              "candidates; samples: %zu candidates",
              stats.documents, stats.representatives, m_truth.size(), m_pairs.size(), stats.banding.bands,
              stats.banding.rows, stats.bandingCandidates, stats.sampleCandidates);
    }

    // The figures score.py computes, from `pairs --min 0.3 --min-containment 0.8`.
    void recallPrecisionAndError()
    {
        std::map<std::pair<qint64, qint64>, const ScoredPair *> reported;
        for (const ScoredPair &p : m_pairs)
            if (p.resemblance >= 0.3 || p.containmentAInB >= 0.8 || p.containmentBInA >= 0.8)
                reported[{p.docA, p.docB}] = &p;
        for (double t : {0.5, 0.8, 0.9}) {
            int want = 0, found = 0, got = 0, right = 0;
            for (const auto &[key, tr] : m_truth)
                if (tr.r >= t) {
                    ++want;
                    found += reported.count(key) ? 1 : 0;
                }
            for (const auto &[key, p] : reported)
                if (p->resemblance >= t) {
                    ++got;
                    auto it = m_truth.find(key);
                    right += (it != m_truth.end() && it->second.r >= t - 0.1) ? 1 : 0;
                }
            const double recall = want ? double(found) / want : 1.0;
            const double precision = got ? double(right) / got : 1.0;
            qInfo("t=%.1f: recall %.4f (%d of %d), precision %.4f (%d of %d)", t, recall, found, want,
                  precision, right, got);
            QVERIFY(want > 20);
            QVERIFY2(recall >= (t >= 0.8 ? 0.995 : 0.98), qPrintable(QString::number(recall)));
            QVERIFY2(precision >= 0.995, qPrintable(QString::number(precision)));
        }
        int cwant = 0, cfound = 0;
        for (const auto &[key, tr] : m_truth)
            if (std::max(tr.cab, tr.cba) >= 0.8 && tr.r < 0.5) {
                ++cwant;
                cfound += reported.count(key) ? 1 : 0;
            }
        const double crecall = cwant ? double(cfound) / cwant : 1.0;
        qInfo("containment >= 0.8 with r < 0.5: recall %.4f (%d of %d)", crecall, cfound, cwant);
        QVERIFY(cwant >= 10);
        QVERIFY2(crecall >= 0.95, qPrintable(QString::number(crecall)));
        double error = 0, cerror = 0;
        int n = 0;
        for (const auto &[key, p] : reported) {
            auto it = m_truth.find(key);
            if (it == m_truth.end() || std::max({it->second.r, it->second.cab, it->second.cba}) < 0.3)
                continue;
            error += std::abs(p->resemblance - it->second.r);
            cerror += std::abs(p->containmentAInB - it->second.cab);
            ++n;
        }
        qInfo("mean |estimate - truth|: resemblance %.4f, containment %.4f over %d pairs", error / n,
              cerror / n, n);
        QVERIFY2(error / n <= 0.04, qPrintable(QString::number(error / n)));
    }

    // A document contained in another through common (boilerplate) shingles and rare ones
    // together is found, though neither part alone reaches the cut.
    void containmentThroughCommonAndRareShingles()
    {
        QRandomGenerator64 rng(3);
        auto randomSet = [&](int n) {
            std::vector<std::uint64_t> v(static_cast<std::size_t>(n));
            for (auto &x : v)
                x = rng.generate64();
            return v;
        };
        const auto boilerplate = randomSet(600);
        const auto rare = randomSet(600);
        Sketcher sketcher;
        std::vector<SketchRecord> docs;
        for (int i = 0; i < 40; ++i) { // 40 documents share the boilerplate; D (the first) is long,
            auto set = randomSet(i == 0 ? 60000 : 700); // so that Q hardly resembles it (no LSH)
            set.insert(set.end(), boilerplate.begin(), boilerplate.end());
            if (i == 0)
                set.insert(set.end(), rare.begin(), rare.end()); // D
            DocumentSketch s = sketcher.sketchShingles(set);
            docs.push_back({i + 1, s});
        }
        auto query = randomSet(840); // Q: 29% boilerplate, 29% of D's rare text, 42% its own
        query.insert(query.end(), boilerplate.begin(), boilerplate.begin() + 580);
        query.insert(query.end(), rare.begin(), rare.begin() + 580);
        docs.push_back({100, sketcher.sketchShingles(query)});
        MatchStats stats;
        MatchParams params;
        params.containmentThreshold = 0.5; // Q is 58% inside D
        auto found = findPairs(docs, params, nullptr, &stats);
        QVERIFY(found.isOk());
        const std::vector<ScoredPair> pairs = expandPairs(*found);
        QVERIFY(stats.commonShinglesIgnored > 0);
        const auto pair = std::find_if(pairs.begin(), pairs.end(),
                                       [](const ScoredPair &p) { return p.docA == 1 && p.docB == 100; });
        QVERIFY(pair != pairs.end());
        QVERIFY2(pair->containmentBInA > 0.45, qPrintable(QString::number(pair->containmentBInA)));
    }

    // CENTER keeps chains apart: few same-cluster pairs with true resemblance below 0.3.
    void centerAvoidsChaining()
    {
        std::vector<ClusterDocument> docs;
        for (const SketchRecord &s : m_corpus.sketches)
            docs.push_back({s.docId, {}, {}, {}, {}});
        for (ClusterPolicy policy : {ClusterPolicy::Center, ClusterPolicy::Union}) {
            const auto clusters = clusterDocuments(docs, m_pairs, policy, 0.5);
            int pairs = 0, low = 0;
            for (const Cluster &c : clusters)
                for (std::size_t i = 0; i < c.members.size(); ++i)
                    for (std::size_t j = i + 1; j < c.members.size(); ++j) {
                        qint64 a = c.members[i].docId, b = c.members[j].docId;
                        if (a > b)
                            std::swap(a, b);
                        ++pairs;
                        auto it = m_truth.find({a, b});
                        low += (it == m_truth.end() || it->second.r < 0.3) ? 1 : 0;
                    }
            qInfo("%s at 0.5: %zu clusters, %d same-cluster pairs, %.4f below 0.3",
                  qPrintable(policyName(policy)), clusters.size(), pairs, pairs ? double(low) / pairs : 0.0);
            QVERIFY(pairs > 20);
            if (policy == ClusterPolicy::Center)
                QVERIFY2(double(low) / pairs <= 0.01, qPrintable(QString::number(double(low) / pairs)));
        }
    }
};

QTEST_APPLESS_MAIN(TestAccuracy)
#include "tst_accuracy.moc"
