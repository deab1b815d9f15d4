// findSharedPassages: hand-made cases, random documents against a brute-force reference of the
// same greedy rule, coverage figures, and a timing of two 1 MB documents.
#include "diff/SharedPassages.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTest>
#include <algorithm>
#include <string>
#include <vector>

using namespace lookalike;

namespace {

using Tokens = std::vector<std::uint64_t>;

// "a b c" -> one token per letter or word.
Tokens tokens(const QString &text)
{
    Tokens out;
    for (const QString &w : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        out.push_back(qHash(w) | 1);
    return out;
}

// The passages as "aBegin/bBegin+length", in order.
QString describe(const SharedPassages &s)
{
    QStringList out;
    for (const SharedPassage &p : s.passages)
        out << QStringLiteral("%1/%2+%3").arg(p.aBegin).arg(p.bBegin).arg(p.length);
    return out.join(QLatin1Char(' '));
}

// The documented rule, the slow way: at each token of B, the longest run starting there that
// starts anywhere in A; a passage if it is long enough, then on after it.
SharedPassages bruteForce(const Tokens &a, const Tokens &b, std::size_t minLength)
{
    SharedPassages out;
    minLength = std::max<std::size_t>(minLength, 1);
    std::vector<bool> coveredA(a.size(), false);
    for (std::size_t j = 0; j < b.size();) {
        std::size_t best = 0, bestA = 0;
        for (std::size_t i = 0; i < a.size(); ++i) {
            std::size_t length = 0;
            while (i + length < a.size() && j + length < b.size() && a[i + length] == b[j + length])
                ++length;
            if (length > best) {
                best = length;
                bestA = i;
            }
        }
        if (best >= minLength) {
            out.passages.push_back({bestA, j, best});
            out.coveredB += best;
            for (std::size_t k = 0; k < best; ++k)
                coveredA[bestA + k] = true;
            j += best;
        } else {
            ++j;
        }
    }
    out.coveredA = std::size_t(std::count(coveredA.begin(), coveredA.end(), true));
    return out;
}

} // namespace

class TestSharedPassages : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cases_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<int>("minLength");
        QTest::addColumn<QString>("passages");
        QTest::addColumn<int>("coveredA");
        QTest::addColumn<int>("coveredB");

        QTest::addRow("empty") << QString() << QString() << 3 << QString() << 0 << 0;
        QTest::addRow("one side empty") << QStringLiteral("a b c") << QString() << 1 << QString() << 0 << 0;
        QTest::addRow("identical") << QStringLiteral("a b c d e") << QStringLiteral("a b c d e") << 3
                                   << QStringLiteral("0/0+5") << 5 << 5;
        QTest::addRow("excerpt in a longer text")
            << QStringLiteral("c d e f") << QStringLiteral("x y c d e f z") << 4 << QStringLiteral("0/2+4")
            << 4 << 4;
        QTest::addRow("too short") << QStringLiteral("c d e") << QStringLiteral("x c d e y") << 4 << QString()
                                   << 0 << 0;
        QTest::addRow("exactly the minimum") << QStringLiteral("c d e") << QStringLiteral("x c d e y") << 3
                                             << QStringLiteral("0/1+3") << 3 << 3;
        // The diff keeps one of two swapped paragraphs; both are shared.
        QTest::addRow("moved") << QStringLiteral("a b c d e f g h") << QStringLiteral("e f g h a b c d") << 4
                               << QStringLiteral("4/0+4 0/4+4") << 8 << 8;
        // B quotes A's passage twice: two passages on B, one stretch of A.
        QTest::addRow("quoted twice") << QStringLiteral("p q r s") << QStringLiteral("p q r s x p q r s") << 3
                                      << QStringLiteral("0/0+4 0/5+4") << 4 << 8;
        // A run that continues past an edit is cut there; the rest is a passage of its own if
        // long enough.
        QTest::addRow("edit inside") << QStringLiteral("a b c d e f g h i")
                                     << QStringLiteral("a b c d X f g h i") << 3
                                     << QStringLiteral("0/0+4 5/5+4") << 8 << 8;
        QTest::addRow("minimum 0 is 1")
            << QStringLiteral("a") << QStringLiteral("b a") << 0 << QStringLiteral("0/1+1") << 1 << 1;
    }

    void cases()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(int, minLength);
        const SharedPassages s = findSharedPassages(tokens(a), tokens(b), std::size_t(minLength));
        QTEST(describe(s), "passages");
        QTEST(int(s.coveredA), "coveredA");
        QTEST(int(s.coveredB), "coveredB");
    }

    // Random documents over a small vocabulary (many repeated runs), B made of pieces of A and
    // new words: the same passages as the brute force (up to equally long choices in A), never
    // overlapping on B, each a real run of equal tokens.
    void randomAgainstBruteForce()
    {
        QRandomGenerator rng(2024);
        for (int trial = 0; trial < 400; ++trial) {
            const int vocabulary = 3 + int(rng.bounded(20));
            Tokens a(std::size_t(rng.bounded(200)));
            for (auto &t : a)
                t = std::uint64_t(rng.bounded(vocabulary)) * 0x9E3779B97F4A7C15ULL;
            Tokens b;
            while (b.size() < 200) {
                if (!a.empty() && rng.bounded(2)) {
                    const std::size_t from = std::size_t(rng.bounded(int(a.size())));
                    const std::size_t length = std::min(a.size() - from, std::size_t(rng.bounded(30)));
                    b.insert(b.end(), a.begin() + std::ptrdiff_t(from),
                             a.begin() + std::ptrdiff_t(from + length));
                } else {
                    b.push_back(std::uint64_t(rng.bounded(vocabulary * 2)) * 0x9E3779B97F4A7C15ULL);
                }
            }
            const std::size_t minLength = 1 + std::size_t(rng.bounded(8));
            const SharedPassages fast = findSharedPassages(a, b, minLength);
            const SharedPassages slow = bruteForce(a, b, minLength);
            // The fast search looks at up to 64 places in A: with a vocabulary this small it may
            // miss a longer run the brute force finds, so compare only where it could not.
            const bool fewPlaces = vocabulary >= 15 || minLength >= 4;
            std::size_t nextB = 0;
            for (const SharedPassage &p : fast.passages) {
                QVERIFY(p.bBegin >= nextB);
                QVERIFY(p.length >= minLength);
                QVERIFY(std::equal(a.begin() + std::ptrdiff_t(p.aBegin),
                                   a.begin() + std::ptrdiff_t(p.aBegin + p.length),
                                   b.begin() + std::ptrdiff_t(p.bBegin)));
                nextB = p.bBegin + p.length;
            }
            if (fewPlaces) {
                QCOMPARE(fast.passages.size(), slow.passages.size());
                for (std::size_t k = 0; k < fast.passages.size(); ++k) {
                    QCOMPARE(fast.passages[k].bBegin, slow.passages[k].bBegin);
                    QCOMPARE(fast.passages[k].length, slow.passages[k].length);
                }
                QCOMPARE(fast.coveredB, slow.coveredB);
            }
        }
    }

    // Two ~1 MB documents (170 000 tokens each), B a shuffle of A's paragraphs with 2% of the
    // tokens replaced: near-linear, a few tens of milliseconds.
    void timingOneMegabyte()
    {
        QRandomGenerator rng(42);
        Tokens a(170000);
        for (auto &t : a)
            t = std::uint64_t(std::pow(20000.0, rng.generateDouble())) * 0x9E3779B97F4A7C15ULL;
        std::vector<std::pair<std::size_t, std::size_t>> paragraphs;
        for (std::size_t at = 0; at < a.size(); at += 100)
            paragraphs.emplace_back(at, std::min<std::size_t>(100, a.size() - at));
        std::shuffle(paragraphs.begin(), paragraphs.end(), rng);
        Tokens b;
        for (const auto &[at, length] : paragraphs)
            b.insert(b.end(), a.begin() + std::ptrdiff_t(at), a.begin() + std::ptrdiff_t(at + length));
        for (std::size_t e = 0; e < b.size() / 50; ++e)
            b[std::size_t(rng.bounded(int(b.size())))] = rng.generate64() | 1;
        QElapsedTimer timer;
        timer.start();
        const SharedPassages s = findSharedPassages(a, b, 6);
        const qint64 ms = timer.elapsed();
        qInfo("findSharedPassages, 2 x %zu tokens, paragraphs shuffled, 2%% edited: %lld ms, %zu passages, "
              "%.1f%% of A, %.1f%% of B",
              a.size(), ms, s.passages.size(), 100.0 * double(s.coveredA) / double(a.size()),
              100.0 * double(s.coveredB) / double(b.size()));
        QVERIFY(double(s.coveredB) / double(b.size()) > 0.85); // the diff would see a few percent
        QVERIFY2(ms < 2000, qPrintable(QString::number(ms)));
    }
};

QTEST_APPLESS_MAIN(TestSharedPassages)
#include "tst_sharedpassages.moc"
