// diffWords: hand-made cases, the edit script against an O(n m) longest common subsequence on
// thousands of random pairs, the coarse fallback, lines laid side by side (splitLines,
// alignLines), and a timing of two 1 MB documents.
#include "diff/LineAlignment.h"
#include "diff/WordDiff.h"
#include "text/Canonicalizer.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <string>
#include <tuple>
#include <vector>

using namespace lookalike;

namespace {

using Words = std::vector<std::string>;

Words split(const QString &text)
{
    Words out;
    for (const QString &w : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        out.push_back(w.toStdString());
    return out;
}

// The ops as "=2 -1 +3 ~1/2" (Equal, Delete, Insert, Replace a/b lengths).
QString describe(const WordDiffResult &r)
{
    QStringList parts;
    for (const DiffOp &op : r.ops) {
        switch (op.kind) {
        case DiffOp::Kind::Equal:
            parts << QStringLiteral("=%1").arg(op.aLength());
            break;
        case DiffOp::Kind::Delete:
            parts << QStringLiteral("-%1").arg(op.aLength());
            break;
        case DiffOp::Kind::Insert:
            parts << QStringLiteral("+%1").arg(op.bLength());
            break;
        case DiffOp::Kind::Replace:
            parts << QStringLiteral("~%1/%2").arg(op.aLength()).arg(op.bLength());
            break;
        }
    }
    return parts.join(QLatin1Char(' '));
}

// Checks the script's shape and that it turns a into b; returns the non-equal tokens, or -1
// (with the reason in `why`).
long long checkScript(const Words &a, const Words &b, const WordDiffResult &r, QString &why)
{
    std::size_t ia = 0, ib = 0;
    Words rebuilt;
    DiffSummary sum;
    for (std::size_t k = 0; k < r.ops.size(); ++k) {
        const DiffOp &op = r.ops[k];
        if (op.aBegin != ia || op.bBegin != ib || op.aEnd < op.aBegin || op.bEnd < op.bBegin ||
            op.aEnd > a.size() || op.bEnd > b.size()) {
            why = QStringLiteral("op %1 does not continue the tiling").arg(k);
            return -1;
        }
        if (op.aLength() == 0 && op.bLength() == 0) {
            why = QStringLiteral("op %1 is empty").arg(k);
            return -1;
        }
        if (k > 0 && (op.kind == DiffOp::Kind::Equal) == (r.ops[k - 1].kind == DiffOp::Kind::Equal)) {
            why = QStringLiteral("ops %1 and %2 should be one").arg(k - 1).arg(k);
            return -1;
        }
        const std::size_t common = std::min(op.aLength(), op.bLength());
        switch (op.kind) {
        case DiffOp::Kind::Equal:
            if (op.aLength() != op.bLength() ||
                !std::equal(a.begin() + op.aBegin, a.begin() + op.aEnd, b.begin() + op.bBegin)) {
                why = QStringLiteral("Equal op %1 is not equal").arg(k);
                return -1;
            }
            rebuilt.insert(rebuilt.end(), a.begin() + op.aBegin, a.begin() + op.aEnd);
            sum.equal += op.aLength();
            break;
        case DiffOp::Kind::Delete:
            if (op.bLength() != 0 || op.aLength() == 0) {
                why = QStringLiteral("bad Delete %1").arg(k);
                return -1;
            }
            sum.removed += op.aLength();
            break;
        case DiffOp::Kind::Insert:
            if (op.aLength() != 0 || op.bLength() == 0) {
                why = QStringLiteral("bad Insert %1").arg(k);
                return -1;
            }
            rebuilt.insert(rebuilt.end(), b.begin() + op.bBegin, b.begin() + op.bEnd);
            sum.added += op.bLength();
            break;
        case DiffOp::Kind::Replace:
            if (op.aLength() == 0 || op.bLength() == 0) {
                why = QStringLiteral("bad Replace %1").arg(k);
                return -1;
            }
            rebuilt.insert(rebuilt.end(), b.begin() + op.bBegin, b.begin() + op.bEnd);
            sum.changed += common;
            sum.removed += op.aLength() - common;
            sum.added += op.bLength() - common;
            break;
        }
        ia = op.aEnd;
        ib = op.bEnd;
    }
    if (ia != a.size() || ib != b.size()) {
        why = QStringLiteral("the ops stop before the end");
        return -1;
    }
    if (rebuilt != b) {
        why = QStringLiteral("applying the ops to A does not give B");
        return -1;
    }
    if (!(sum == r.summary)) {
        why = QStringLiteral("the summary does not add up");
        return -1;
    }
    return (long long)(a.size() + b.size() - 2 * sum.equal);
}

// |A| + |B| - 2 LCS(A, B), by the textbook dynamic programme.
long long editDistance(const Words &a, const Words &b)
{
    std::vector<std::vector<int>> lcs(a.size() + 1, std::vector<int>(b.size() + 1, 0));
    for (std::size_t i = 1; i <= a.size(); ++i)
        for (std::size_t j = 1; j <= b.size(); ++j)
            lcs[i][j] = a[i - 1] == b[j - 1] ? lcs[i - 1][j - 1] + 1 : std::max(lcs[i - 1][j], lcs[i][j - 1]);
    return (long long)(a.size() + b.size()) - 2 * lcs[a.size()][b.size()];
}

Words randomWords(QRandomGenerator &rng, int count, int alphabet)
{
    Words out;
    for (int i = 0; i < count; ++i)
        out.push_back(std::string(1, char('a' + rng.bounded(alphabet))));
    return out;
}

// A copy of `a` with `edits` random single-word deletions, insertions and substitutions.
Words edited(QRandomGenerator &rng, Words a, int edits, int alphabet)
{
    for (int e = 0; e < edits; ++e) {
        const int what = rng.bounded(3);
        const std::string word(1, char('a' + rng.bounded(alphabet)));
        if (what == 0 && !a.empty())
            a.erase(a.begin() + rng.bounded(int(a.size())));
        else if (what == 1 || a.empty())
            a.insert(a.begin() + rng.bounded(int(a.size()) + 1), word);
        else
            a[std::size_t(rng.bounded(int(a.size())))] = word;
    }
    return a;
}

// A ~1 MB document: `count` words drawn from a 20 000-word vocabulary with a Zipf-like law, so
// common words repeat as in real text.
Words zipfDocument(QRandomGenerator &rng, const Words &vocabulary, int count)
{
    Words out;
    out.reserve(std::size_t(count));
    for (int i = 0; i < count; ++i) {
        const double u = rng.generateDouble();
        const auto rank = std::size_t(std::pow(double(vocabulary.size()), u)) - 1; // log-uniform rank
        out.push_back(vocabulary[std::min(rank, vocabulary.size() - 1)]);
    }
    return out;
}

} // namespace

class TestWordDiff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cases_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<QString>("ops"); // empty: any shortest script
        QTest::addColumn<int>("equal");
        QTest::addColumn<int>("added");
        QTest::addColumn<int>("removed");
        QTest::addColumn<int>("changed");

        QTest::addRow("empty vs empty") << QString() << QString() << QString() << 0 << 0 << 0 << 0;
        QTest::addRow("empty vs some")
            << QString() << QStringLiteral("a b c") << QStringLiteral("+3") << 0 << 3 << 0 << 0;
        QTest::addRow("some vs empty")
            << QStringLiteral("a b c") << QString() << QStringLiteral("-3") << 0 << 0 << 3 << 0;
        QTest::addRow("identical") << QStringLiteral("the cat sat on the mat")
                                   << QStringLiteral("the cat sat on the mat") << QStringLiteral("=6") << 6
                                   << 0 << 0 << 0;
        QTest::addRow("one insert") << QStringLiteral("the cat sat") << QStringLiteral("the black cat sat")
                                    << QStringLiteral("=1 +1 =2") << 3 << 1 << 0 << 0;
        QTest::addRow("insert at the end") << QStringLiteral("a b") << QStringLiteral("a b c")
                                           << QStringLiteral("=2 +1") << 2 << 1 << 0 << 0;
        QTest::addRow("one delete") << QStringLiteral("the black cat sat") << QStringLiteral("the cat sat")
                                    << QStringLiteral("=1 -1 =2") << 3 << 0 << 1 << 0;
        QTest::addRow("delete at the start") << QStringLiteral("x a b") << QStringLiteral("a b")
                                             << QStringLiteral("-1 =2") << 2 << 0 << 1 << 0;
        QTest::addRow("a replace") << QStringLiteral("the quick brown fox")
                                   << QStringLiteral("the slow brown fox") << QStringLiteral("=1 ~1/1 =2")
                                   << 3 << 0 << 0 << 1;
        QTest::addRow("uneven replace") << QStringLiteral("a b c d") << QStringLiteral("a x y z w d")
                                        << QStringLiteral("=1 ~2/4 =1") << 2 << 2 << 0 << 2;
        QTest::addRow("replace, A longer") << QStringLiteral("p q r s t") << QStringLiteral("p z t")
                                           << QStringLiteral("=1 ~3/1 =1") << 2 << 0 << 2 << 1;
        QTest::addRow("all different")
            << QStringLiteral("a b c") << QStringLiteral("x y") << QStringLiteral("~3/2") << 0 << 0 << 1 << 2;
        // Either block can stay; both shortest scripts move three words out and three in.
        QTest::addRow("moved block") << QStringLiteral("a b c d e f") << QStringLiteral("d e f a b c")
                                     << QString() << 3 << 3 << 3 << 0;
        QTest::addRow("repeated tokens") << QStringLiteral("a a a b") << QStringLiteral("a b a a")
                                         << QStringLiteral("=1 +1 =2 -1") << 3 << 1 << 1 << 0;
        QTest::addRow("repeated, shifted") << QStringLiteral("a b a b a b") << QStringLiteral("b a b a b a")
                                           << QString() << 5 << 1 << 1 << 0;
    }

    void cases()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(QString, ops);
        const Words wa = split(a), wb = split(b);
        const WordDiffResult r = diffWords(wa, wb);
        QString why;
        const long long nonEqual = checkScript(wa, wb, r, why);
        QVERIFY2(nonEqual >= 0, qPrintable(why));
        QCOMPARE(nonEqual, editDistance(wa, wb));
        QVERIFY(r.minimal);
        if (!ops.isEmpty())
            QCOMPARE(describe(r), ops);
        QTEST(int(r.summary.equal), "equal");
        QTEST(int(r.summary.added), "added");
        QTEST(int(r.summary.removed), "removed");
        QTEST(int(r.summary.changed), "changed");
        QCOMPARE(r.changeCount(), std::size_t(std::count_if(r.ops.begin(), r.ops.end(), [](const DiffOp &op) {
                     return op.kind != DiffOp::Kind::Equal;
                 })));

        // The string_view and fingerprint entry points agree.
        const std::vector<std::string_view> va(wa.begin(), wa.end()), vb(wb.begin(), wb.end());
        QCOMPARE(describe(diffWords(va, vb)), describe(r));
        std::vector<std::uint64_t> ha, hb;
        for (const std::string &w : wa)
            ha.push_back(std::hash<std::string>()(w));
        for (const std::string &w : wb)
            hb.push_back(std::hash<std::string>()(w));
        QCOMPARE(describe(diffTokenHashes(ha, hb)), describe(r));
    }

    // Random pairs against the O(n m) reference: the script is valid and shortest.
    void randomPairsAreShortest()
    {
        QRandomGenerator rng(20240611);
        for (int trial = 0; trial < 4000; ++trial) {
            const int alphabet = 1 + rng.bounded(trial % 3 == 0 ? 3 : 12);
            const Words a = randomWords(rng, rng.bounded(61), alphabet);
            Words b = trial % 2 == 0 ? randomWords(rng, rng.bounded(61), alphabet)
                                     : edited(rng, a, rng.bounded(12), alphabet + 1);
            if (b.size() > 60)
                b.resize(60);
            const WordDiffResult r = diffWords(a, b);
            QString why;
            const long long nonEqual = checkScript(a, b, r, why);
            QVERIFY2(nonEqual >= 0, qPrintable(QStringLiteral("trial %1: %2").arg(trial).arg(why)));
            QVERIFY2(nonEqual == editDistance(a, b),
                     qPrintable(QStringLiteral("trial %1: %2 non-equal tokens, shortest is %3")
                                    .arg(trial)
                                    .arg(nonEqual)
                                    .arg(editDistance(a, b))));
            QVERIFY(r.minimal);
        }
    }

    // With almost no budget, the coarse alignment (anchors, then xdiff's split points) still
    // gives a valid script, says it may not be the shortest, and is never shorter than it.
    void coarseFallbackIsValid()
    {
        QRandomGenerator rng(7);
        WordDiffOptions tight;
        tight.maxWork = 8;
        tight.fallbackCost = 2;
        int approximate = 0;
        for (int trial = 0; trial < 3000; ++trial) {
            const int alphabet = 2 + rng.bounded(40);
            const Words a = randomWords(rng, rng.bounded(200), alphabet);
            const Words b = trial % 2 == 0 ? randomWords(rng, rng.bounded(200), alphabet)
                                           : edited(rng, a, rng.bounded(40), alphabet);
            const WordDiffResult r = diffWords(a, b, tight);
            QString why;
            const long long nonEqual = checkScript(a, b, r, why);
            QVERIFY2(nonEqual >= 0, qPrintable(QStringLiteral("trial %1: %2").arg(trial).arg(why)));
            if (a.size() <= 80 && b.size() <= 80)
                QVERIFY(nonEqual >= editDistance(a, b));
            if (!r.minimal)
                ++approximate;
        }
        QVERIFY(approximate > 1000); // the fallback was exercised
    }

    void splitLines_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("fold");
        QTest::addColumn<QStringList>("lines");
        QTest::addRow("empty") << QString() << 0 << QStringList{};
        QTest::addRow("one line") << QStringLiteral("abc") << 0 << QStringList{QStringLiteral("abc")};
        QTest::addRow("final line end") << QStringLiteral("a\n") << 0 << QStringList{QStringLiteral("a")};
        QTest::addRow("empty lines") << QStringLiteral("\n\na\n\n") << 0
                                     << QStringList{QString(), QString(), QStringLiteral("a"), QString()};
        QTest::addRow("line ends") << QStringLiteral("a\r\nb\rc\u2028d\u2029e\u0085f\fg") << 0
                                   << QStringList{QStringLiteral("a"), QStringLiteral("b"),
                                                  QStringLiteral("c"), QStringLiteral("d"),
                                                  QStringLiteral("e"), QStringLiteral("f\fg")};
        QTest::addRow("fold at spaces") << QStringLiteral("aaa bbb ccc dd") << 8
                                        << QStringList{QStringLiteral("aaa bbb "), QStringLiteral("ccc dd")};
        QTest::addRow("fold a word ending at the column")
            << QStringLiteral("aaaa bbbb cc") << 4
            << QStringList{QStringLiteral("aaaa "), QStringLiteral("bbbb "), QStringLiteral("cc")};
        QTest::addRow("fold a long word")
            << QStringLiteral("abcdefghij") << 4
            << QStringList{QStringLiteral("abcd"), QStringLiteral("efgh"), QStringLiteral("ij")};
        QTest::addRow("fold counts characters")
            << QStringLiteral("ééééé\n中文中文") << 2
            << QStringList{QStringLiteral("éé"), QStringLiteral("éé"), QStringLiteral("é"),
                           QStringLiteral("中文"), QStringLiteral("中文")};
        QTest::addRow("short lines unfolded")
            << QStringLiteral("ab cd\nef") << 5 << QStringList{QStringLiteral("ab cd"), QStringLiteral("ef")};
    }

    void splitLines()
    {
        QFETCH(QString, text);
        QFETCH(int, fold);
        const std::string utf8 = text.toStdString();
        QStringList lines;
        std::uint32_t previousEnd = 0;
        for (const TextLine &line : lookalike::splitLines(utf8, std::size_t(fold))) {
            QVERIFY(line.begin >= previousEnd && line.end >= line.begin && line.end <= utf8.size());
            previousEnd = line.end;
            lines << QString::fromStdString(utf8.substr(line.begin, line.end - line.begin));
        }
        QTEST(lines, "lines");
    }

    void prose()
    {
        std::string code;
        for (int i = 0; i < 50; ++i)
            code += "int value" + std::to_string(i) + " = " + std::to_string(i) + ";\n";
        QVERIFY(!isProse(code));
        QVERIFY(!isProse(code + std::string(250, 'x') + "\n")); // one long line among many
        std::string paragraphs;
        for (int i = 0; i < 5; ++i)
            paragraphs += std::string(300, 'w') + "\n\n";
        QVERIFY(isProse(paragraphs));
        QVERIFY(!isProse({}));
    }

    // Rows of alignLines, written "a:b" (line numbers, "-" for a filler), one per row.
    void alignLines_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<QString>("rows");
        QTest::addRow("empty") << QString() << QString() << QString();
        QTest::addRow("one side empty") << QString() << QStringLiteral("x\ny") << QStringLiteral("-:0 -:1");
        QTest::addRow("identical") << QStringLiteral("one two\nthree\n\nfour")
                                   << QStringLiteral("one two\nthree\n\nfour")
                                   << QStringLiteral("0:0 1:1 2:2 3:3");
        QTest::addRow("line added") << QStringLiteral("one two\nthree four\nfive six")
                                    << QStringLiteral("one two\nnew line\nthree four\nfive six")
                                    << QStringLiteral("0:0 -:1 1:2 2:3");
        QTest::addRow("line removed")
            << QStringLiteral("one two\nold line\nthree four\nfive six")
            << QStringLiteral("one two\nthree four\nfive six") << QStringLiteral("0:0 1:- 2:1 3:2");
        QTest::addRow("word changed")
            << QStringLiteral("a b c\nd e f\ng h i") << QStringLiteral("a b c\nd X f\ng h i")
            << QStringLiteral("0:0 1:1 2:2");
        QTest::addRow("line rewritten")
            << QStringLiteral("a b c\nd e f\ng h i") << QStringLiteral("a b c\nx y\nz w\ng h i")
            << QStringLiteral("0:0 1:1 -:2 2:3");
        // Lines without words (braces, blank lines) between the rows that share words: identical
        // ones at the start and end of the stretch are paired, the rest laid side by side.
        QTest::addRow("braces and blank lines")
            << QStringLiteral("int f() {\n  return 1;\n}\n\nint g() {\n  return 2;\n}")
            << QStringLiteral(
                   "int f() {\n  return 1;\n}\n\nint h() {\n  return 3;\n}\n\nint g() {\n  return 2;\n}")
            << QStringLiteral("0:0 1:1 2:2 3:3 -:4 -:5 -:6 -:7 4:8 5:9 6:10");
        // A define added between two alike: the insertion slides to whole lines.
        QTest::addRow("define added")
            << QStringLiteral("#define GL_A_4_4 0x8033\n#define GL_A_5_5 0x8034")
            << QStringLiteral("#define GL_A_4_4 0x8033\n#define GL_A_4_5 0x8035\n#define GL_A_5_5 0x8034")
            << QStringLiteral("0:0 -:1 1:2");
        // The same words wrapped differently: rows pair the lines sharing most (the first such
        // chain on a tie).
        QTest::addRow("rewrapped") << QStringLiteral("a b c d e f\ng h i j k")
                                   << QStringLiteral("a b c\nd e f g h\ni j k")
                                   << QStringLiteral("0:0 -:1 1:2");
        // A paragraph moved: the diff keeps one copy, the other is removed and added.
        QTest::addRow("moved") << QStringLiteral("p1 p1\nq1 q1\nr1 r1")
                               << QStringLiteral("q1 q1\nr1 r1\np1 p1") << QStringLiteral("0:- 1:0 2:1 -:2");
        // A removal at the end that could slide left has no equal run after it to move (it
        // once wrote past the end of the ops; found by a fuzzer under ASan).
        QTest::addRow("removal at the end")
            << QStringLiteral("the the the\nthe the\nthe") << QStringLiteral("the end the\nthe the")
            << QStringLiteral("0:0 1:1 2:-");
    }

    void alignLines()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        Canonicalizer canonicalizer;
        const TokenizedText ta = tokenizeText(canonicalizer, a.toStdString());
        const TokenizedText tb = tokenizeText(canonicalizer, b.toStdString());
        const WordDiffResult diff = diffTokenHashes(ta.tokenHashes, tb.tokenHashes);
        const LineAlignment aligned = lookalike::alignLines(ta, tb, diff);
        QStringList rows;
        for (const AlignedRow &row : aligned.rows)
            rows << (row.a < 0 ? QStringLiteral("-") : QString::number(row.a)) + QLatin1Char(':') +
                        (row.b < 0 ? QStringLiteral("-") : QString::number(row.b));
        QTEST(rows.join(QLatin1Char(' ')), "rows");

        // Every line once, in order, on each side; rowOfLine agrees; no empty row.
        for (const auto &[lines, rowOf, isA] : {std::tuple{&aligned.linesA, &aligned.rowOfLineA, true},
                                                std::tuple{&aligned.linesB, &aligned.rowOfLineB, false}}) {
            std::int32_t next = 0;
            for (std::size_t r = 0; r < aligned.rows.size(); ++r) {
                const std::int32_t line = isA ? aligned.rows[r].a : aligned.rows[r].b;
                if (line < 0)
                    continue;
                QCOMPARE(line, next++);
                QCOMPARE((*rowOf)[std::size_t(line)], std::uint32_t(r));
            }
            QCOMPARE(std::size_t(next), lines->size());
        }
        for (const AlignedRow &row : aligned.rows)
            QVERIFY(row.a >= 0 || row.b >= 0);
        // The slid diff is still a diff of the same tokens, with the same counts.
        QCOMPARE(aligned.diff.summary, diff.summary);
        QCOMPARE(aligned.diff.ops.size(), diff.ops.size());
        std::size_t ia = 0, ib = 0;
        for (const DiffOp &op : aligned.diff.ops) {
            QCOMPARE(op.aBegin, ia);
            QCOMPARE(op.bBegin, ib);
            if (op.kind == DiffOp::Kind::Equal) {
                for (std::size_t k = 0; k < op.aLength(); ++k)
                    QCOMPARE(ta.tokenHashes[op.aBegin + k], tb.tokenHashes[op.bBegin + k]);
            }
            ia = op.aEnd;
            ib = op.bEnd;
        }
        QCOMPARE(ia, ta.tokenHashes.size());
        QCOMPARE(ib, tb.tokenHashes.size());
        if (QByteArray(QTest::currentDataTag()) == "define added") {
            // The insertion is the new line's words, "define gl a 4 5 0x8035".
            const DiffOp &inserted = aligned.diff.ops[1];
            QCOMPARE(inserted.kind, DiffOp::Kind::Insert);
            QCOMPARE(aligned.tokenLineB[inserted.bBegin], 1u);
            QCOMPARE(aligned.tokenLineB[inserted.bEnd - 1], 1u);
        }
    }

    // Two ~1 MB documents (170 000 words each) with 2% of the words edited at scattered places.
    // Prints the time; asserts only that the script is right.
    void timingOneMegabyte()
    {
        QRandomGenerator rng(42);
        Words vocabulary;
        for (int i = 0; i < 20000; ++i)
            vocabulary.push_back("w" + std::to_string(i));
        const Words a = zipfDocument(rng, vocabulary, 170000);
        Words b = a;
        const int edits = int(a.size()) / 50;
        for (int e = 0; e < edits; ++e) {
            const std::string &word = vocabulary[std::size_t(rng.bounded(int(vocabulary.size())))];
            const std::size_t at = std::size_t(rng.bounded(int(b.size())));
            switch (rng.bounded(3)) {
            case 0:
                b.erase(b.begin() + std::ptrdiff_t(at));
                break;
            case 1:
                b.insert(b.begin() + std::ptrdiff_t(at), word);
                break;
            default:
                b[at] = word;
            }
        }
        QElapsedTimer timer;
        timer.start();
        const WordDiffResult r = diffWords(a, b);
        const qint64 ms = timer.elapsed();
        QString why;
        const long long nonEqual = checkScript(a, b, r, why);
        QVERIFY2(nonEqual >= 0, qPrintable(why));
        qInfo("diffWords, 2 x %zu words, %d scattered edits: %lld ms, %zu changes, %lld non-equal words, %s",
              a.size(), edits, ms, r.changeCount(), nonEqual, r.minimal ? "minimal" : "approximate");

        // Worst case: two unrelated documents of the same vocabulary. Bounded by the budget.
        const Words c = zipfDocument(rng, vocabulary, 170000);
        timer.restart();
        const WordDiffResult unrelated = diffWords(a, c);
        const qint64 msUnrelated = timer.elapsed();
        QVERIFY2(checkScript(a, c, unrelated, why) >= 0, qPrintable(why));
        qInfo("diffWords, 2 unrelated documents of %zu words: %lld ms, %zu words equal, %s", a.size(),
              msUnrelated, unrelated.summary.equal, unrelated.minimal ? "minimal" : "approximate");
    }
};

QTEST_APPLESS_MAIN(TestWordDiff)
#include "tst_worddiff.moc"
