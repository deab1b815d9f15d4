// Canonical tokens: ICU word segmentation + NFKC_Casefold, and the ASCII fast path that must
// give exactly the same tokens.
#include "TestPaths.h"
#include "text/Canonicalizer.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTest>
#include <algorithm>
#include <cstring>
#include <unicode/bytestream.h>
#include <unicode/normalizer2.h>

using namespace lookalike;

namespace {

QStringList toQt(const std::vector<std::string> &tokens)
{
    QStringList out;
    for (const std::string &t : tokens)
        out << QString::fromStdString(t);
    return out;
}

// Checks the token spans of `text` on `path` against its tokens: one span per token, in order,
// non-empty, on character boundaries, each holding its token (exactly, lower-cased, where its
// bytes are ASCII; their NFKC_Casefold containing it elsewhere), and on ASCII text every
// letter and digit inside a span. Returns why not, or an empty string.
QString checkSpans(Canonicalizer &c, const std::string &text, Canonicalizer::Path path)
{
    const std::vector<std::string> tokens = c.tokens(text, path);
    std::vector<TokenSpan> spans;
    c.tokenSpans(text, spans, path);
    if (spans.size() != tokens.size())
        return QStringLiteral("%1 spans for %2 tokens").arg(spans.size()).arg(tokens.size());
    std::vector<std::uint64_t> hashes;
    std::vector<TokenSpan> spans2;
    c.tokenHashesAndSpans(text, hashes, spans2, path);
    if (spans2 != spans || hashes.size() != tokens.size())
        return QStringLiteral("tokenHashesAndSpans differs from tokenSpans");
    UErrorCode status = U_ZERO_ERROR;
    const icu::Normalizer2 *casefold = icu::Normalizer2::getNFKCCasefoldInstance(status);
    auto boundary = [&](std::size_t at) {
        return at == text.size() || (static_cast<unsigned char>(text[at]) & 0xC0) != 0x80;
    };
    std::vector<bool> inSpan(text.size() + 1, false);
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        const TokenSpan &s = spans[i];
        const QString where = QStringLiteral("token %1 \"%2\" at [%3, %4): ")
                                  .arg(i)
                                  .arg(QString::fromStdString(tokens[i]))
                                  .arg(s.begin)
                                  .arg(s.end);
        if (hashes[i] != Canonicalizer::tokenHash(tokens[i]))
            return where + QStringLiteral("wrong hash");
        if (!(s.begin < s.end && s.end <= text.size()) || !boundary(s.begin) || !boundary(s.end))
            return where + QStringLiteral("not a span of characters");
        if (i > 0 && (s.begin < spans[i - 1].begin || s.end < spans[i - 1].end))
            return where + QStringLiteral("out of order");
        std::string bytes = text.substr(s.begin, s.end - s.begin);
        // A token of Chinese or Japanese may span a wrapped line (the break between two
        // unspaced characters is no boundary): its text is the span's without that break.
        for (std::size_t nl = bytes.find('\n'); nl != std::string::npos; nl = bytes.find('\n')) {
            std::size_t from = nl, to = nl + 1;
            while (from > 0 && std::strchr(" \t\r", bytes[from - 1]))
                --from;
            while (to < bytes.size() && std::strchr(" \t\r", bytes[to]))
                ++to;
            bytes.erase(from, to - from);
        }
        bool ascii = true;
        for (const char ch : bytes)
            ascii &= static_cast<unsigned char>(ch) < 0x80;
        if (ascii) {
            if (QString::fromStdString(bytes).toLower().toStdString() != tokens[i])
                return where + QStringLiteral("holds \"%1\"").arg(QString::fromStdString(bytes));
        } else {
            std::string folded;
            icu::StringByteSink<std::string> sink(&folded);
            UErrorCode nstatus = U_ZERO_ERROR;
            casefold->normalizeUTF8(0, icu::StringPiece(bytes.data(), int32_t(bytes.size())), sink, nullptr,
                                    nstatus);
            if (folded.find(tokens[i]) == std::string::npos)
                return where + QStringLiteral("holds \"%1\"").arg(QString::fromStdString(bytes));
        }
        for (std::size_t k = s.begin; k < s.end; ++k)
            inSpan[k] = true;
    }
    // On pure ASCII text every letter and digit is in a token (elsewhere ICU's dictionaries may
    // leave a run of letters out, as tokens() does).
    const bool asciiText = std::all_of(text.begin(), text.end(), [](char ch) { return ch >= 0; });
    for (std::size_t at = 0; asciiText && at < text.size(); ++at) {
        const char ch = text[at];
        const bool alnum = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9');
        if (alnum && !inSpan[at])
            return QStringLiteral("'%1' at %2 is in no span").arg(QLatin1Char(ch)).arg(at);
    }
    return {};
}

} // namespace

class TestCanonicalizer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tokens_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("expected");
        auto row = [](const char *name, const QString &text, const QString &tokens) {
            QTest::addRow("%s", name) << text << tokens.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        };
        row("english", QStringLiteral("A rose is a rose, is a ROSE."),
            QStringLiteral("a rose is a rose is a rose"));
        row("apostrophe-and-abbreviation", QStringLiteral("Don't stop, e.g. now; it's 3.14!"),
            QStringLiteral("don t stop e g now it s 3 14"));
        row("numbers-and-letters", QStringLiteral("abc123 x_y 1,000"), QStringLiteral("abc123 x y 1 000"));
        row("accented-latin", QStringLiteral("Élan, CAFÉ et garçon — Straße"),
            QStringLiteral("élan café et garçon strasse"));
        row("decomposed-accents", QStringLiteral("Cafe\u0301 cafe\u0301"), QStringLiteral("café café"));
        row("fullwidth-and-ligature", QStringLiteral("ＡＢＣ ﬁne"), QStringLiteral("abc fine"));
        row("greek-final-sigma", QStringLiteral("ΟΔΟΣ οδος"), QStringLiteral("οδοσ οδοσ"));
        row("chinese", QStringLiteral("我们是中国人。"), QStringLiteral("我们 是 中国人"));
        row("japanese", QStringLiteral("東京都に住んでいます"), QString());
        row("thai", QStringLiteral("ภาษาไทยง่ายนิดเดียว"), QString());
        row("mixed-scripts", QStringLiteral("Hello 世界, привет мир! 123"),
            QStringLiteral("hello 世界 привет мир 123"));
        row("punctuation-only", QStringLiteral("... --- !!! ??? ©®"), QString());
        row("soft-hyphen", QStringLiteral("co\u00ADoperate"), QStringLiteral("cooperate"));
    }

    void tokens()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, expected);
        Canonicalizer c;
        const std::string utf8 = text.toStdString();
        const QStringList icu = toQt(c.tokens(utf8, Canonicalizer::Path::IcuOnly));
        const QStringList fast = toQt(c.tokens(utf8, Canonicalizer::Path::Auto));
        QCOMPARE(fast, icu);
        if (QByteArray(QTest::currentDataTag()) == "japanese" ||
            QByteArray(QTest::currentDataTag()) == "thai") {
            // Dictionary segmentation: several words, none of them the whole run.
            QVERIFY2(icu.size() >= 3, qPrintable(icu.join(QLatin1Char('|'))));
            QVERIFY(icu.join(QString()) == text.normalized(QString::NormalizationForm_KC));
            return;
        }
        QCOMPARE(icu, expected);
    }

    void tokenHashesMatchTokens()
    {
        Canonicalizer c;
        const std::string text = "The quick brown fox; Ünïcödé too";
        std::vector<std::uint64_t> hashes;
        c.tokenHashes(text, hashes);
        const auto tokens = c.tokens(text);
        QCOMPARE(hashes.size(), tokens.size());
        for (std::size_t i = 0; i < tokens.size(); ++i)
            QCOMPARE(hashes[i], Canonicalizer::tokenHash(tokens[i]));
    }

    // Numbers ignored: tokens without a letter are left out (ASCII digits, other scripts'
    // digits, the pieces of "1,234.50"), words holding digits stay; tokens, hashes and spans
    // the same on both paths, and the same as the full sequence with the numbers taken out.
    void numbersIgnored()
    {
        Canonicalizer c;
        c.setNumbersIgnored(true);
        const std::string text =
            QStringLiteral(
                "Invoice 2024-117: 3 items, total 1,234.50 EUR (v2, 3rd copy) ٤٢ १२३ ½ Ⅻ 第3章 ３人\n")
                .toStdString();
        const QStringList expected =
            QStringLiteral("invoice items total eur v2 3rd copy xii 第 章 人").split(QLatin1Char(' '));
        for (const auto path : {Canonicalizer::Path::Auto, Canonicalizer::Path::IcuOnly}) {
            QCOMPARE(toQt(c.tokens(text, path)), expected);
            const QString why = checkSpans(c, text, path);
            QVERIFY2(why.isEmpty(), qPrintable(why));
        }
        // On real text: the full sequence without its letterless tokens, on both paths.
        QFile f(lookalike::test::sourceDir(u"/README.md"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const std::string readme = f.readAll().toStdString();
        Canonicalizer all;
        std::vector<std::string> words;
        for (std::string &t : all.tokens(readme))
            if (!std::all_of(t.begin(), t.end(), [](char ch) { return ch >= '0' && ch <= '9'; }))
                words.push_back(std::move(t));
        QVERIFY(words.size() + 100 < all.tokens(readme).size()); // the README has numbers
        QVERIFY(c.tokens(readme) == words);
        QVERIFY(c.tokens(readme, Canonicalizer::Path::IcuOnly) == words);
        std::vector<std::uint64_t> hashes;
        c.tokenHashes(readme, hashes);
        QCOMPARE(hashes.size(), words.size());
        c.setNumbersIgnored(false);
        QCOMPARE(c.tokens(readme), all.tokens(readme));
    }

    // The fast path must equal ICU on real text: every licence text on the system, and our own sources.
    void fastPathEqualsIcuOnRealText()
    {
        QStringList files;
        for (const QString &name : QDir(QStringLiteral("/usr/share/common-licenses")).entryList(QDir::Files))
            files << QStringLiteral("/usr/share/common-licenses/") + name;
        files << lookalike::test::sourceDir(u"/README.md");
        Canonicalizer c;
        int compared = 0;
        for (const QString &path : files) {
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly))
                continue;
            const std::string text = f.readAll().toStdString();
            const auto icu = c.tokens(text, Canonicalizer::Path::IcuOnly);
            const auto fast = c.tokens(text, Canonicalizer::Path::Auto);
            QVERIFY2(icu == fast, qPrintable(path));
            QVERIFY(!icu.empty());
            ++compared;
        }
        QVERIFY(compared >= 1);
    }

    // Long pure-ASCII text exercises the 64-byte blocks of the fast path: tokens across block
    // boundaries, tokens of 8, 16, 17 and 40 bytes, text ending inside a token.
    void fastPathOnLongAsciiText()
    {
        QRandomGenerator rng(77);
        Canonicalizer c;
        const QByteArray separators(" \n\t.,;:'-_()[]/\"!?@#");
        for (int round = 0; round < 3000; ++round) {
            QByteArray text;
            const int words = 1 + int(rng.bounded(300));
            for (int w = 0; w < words; ++w) {
                const int len = rng.bounded(10) == 0 ? 15 + int(rng.bounded(30)) : 1 + int(rng.bounded(12));
                for (int k = 0; k < len; ++k) {
                    const int kind = int(rng.bounded(3));
                    text += char(kind == 0   ? 'a' + rng.bounded(26)
                                 : kind == 1 ? 'A' + rng.bounded(26)
                                             : '0' + rng.bounded(10));
                }
                if (w + 1 < words || rng.bounded(2))
                    text += separators.at(qsizetype(rng.bounded(separators.size())));
            }
            const std::string utf8 = text.toStdString();
            std::vector<std::string> reference;
            static const QRegularExpression run(QStringLiteral("[A-Za-z0-9]+"));
            for (auto it = run.globalMatch(QString::fromLatin1(text)); it.hasNext();)
                reference.push_back(it.next().captured().toLower().toStdString());
            const auto fast = c.tokens(utf8, Canonicalizer::Path::Auto);
            if (fast != reference)
                QFAIL(
                    qPrintable(QStringLiteral("fast path differs on \"%1\"").arg(QString::fromLatin1(text))));
            std::vector<std::uint64_t> hashes;
            c.tokenHashes(utf8, hashes);
            QCOMPARE(hashes.size(), reference.size());
            for (std::size_t i = 0; i < hashes.size(); ++i)
                QCOMPARE(hashes[i], Canonicalizer::tokenHash(reference[i]));
            if (round % 100 == 0)
                QVERIFY(c.tokens(utf8, Canonicalizer::Path::IcuOnly) == reference);
        }
    }

    // ... and on random mixes of ASCII, punctuation, accents, combining marks, CJK, emoji, ZWJ.
    void fastPathEqualsIcuOnRandomText()
    {
        const QStringList alphabet = {
            QStringLiteral("a"),      QStringLiteral("Z"),      QStringLiteral("7"),
            QStringLiteral(" "),      QStringLiteral("\n"),     QStringLiteral("\t"),
            QStringLiteral("."),      QStringLiteral("'"),      QStringLiteral(","),
            QStringLiteral("_"),      QStringLiteral("-"),      QStringLiteral(":"),
            QStringLiteral("é"),      QStringLiteral("\u0301"), QStringLiteral("\u00AD"),
            QStringLiteral("\u200D"), QStringLiteral("\u00A0"), QStringLiteral("中"),
            QStringLiteral("文"),     QStringLiteral("カ"),     QStringLiteral("ー"),
            QStringLiteral("😀"),      QStringLiteral("🇫🇷"),     QStringLiteral("ß"),
            QStringLiteral("İ"),      QStringLiteral("١"),      QStringLiteral("\u2019"),
            QStringLiteral("\u3000"), QStringLiteral("ก"),      QStringLiteral("\r\n"),
            QStringLiteral("\x01"),   QStringLiteral("@"),      QStringLiteral("x"),
            QStringLiteral("Q"),
        };
        QRandomGenerator rng(20261122);
        Canonicalizer c;
        for (int round = 0; round < 20000; ++round) {
            QString s;
            const int len = 1 + int(rng.bounded(24));
            for (int i = 0; i < len; ++i)
                s += alphabet.at(int(rng.bounded(qsizetype(alphabet.size()))));
            const std::string utf8 = s.toStdString();
            const auto icu = c.tokens(utf8, Canonicalizer::Path::IcuOnly);
            const auto fast = c.tokens(utf8, Canonicalizer::Path::Auto);
            if (icu != fast)
                QFAIL(qPrintable(
                    QStringLiteral("differs on \"%1\": icu [%2] fast [%3]")
                        .arg(s, toQt(icu).join(QLatin1Char('|')), toQt(fast).join(QLatin1Char('|')))));
        }
    }

    // Token spans, on every example of tokens_data, both paths.
    void spans_data() { tokens_data(); }
    void spans()
    {
        QFETCH(QString, text);
        Canonicalizer c;
        const std::string utf8 = text.toStdString();
        for (const auto path : {Canonicalizer::Path::Auto, Canonicalizer::Path::IcuOnly}) {
            const QString why = checkSpans(c, utf8, path);
            QVERIFY2(why.isEmpty(), qPrintable(why));
        }
        // Spans are where the words are in the text as it is, case and all.
        std::vector<TokenSpan> spans;
        c.tokenSpans("  Don't STOP, e.g. now\n", spans);
        const std::vector<TokenSpan> expected = {{2, 5}, {6, 7}, {8, 12}, {14, 15}, {16, 17}, {19, 22}};
        QVERIFY(spans == expected);
        spans.clear();
        c.tokenSpans("x \u00BD \uFB01ne \u0130z", spans, Canonicalizer::Path::IcuOnly);
        // "x"; ½ makes no token; "fine" from the ligature and "ne", "i̇z" from "İz".
        const std::vector<TokenSpan> icu = {{0, 1}, {5, 10}, {11, 14}};
        QVERIFY2(spans == icu, qPrintable(QString::number(spans.size())));
    }

    // Spans on real text: licences, our README, the French and Chinese examples; both paths.
    void spansOnRealText()
    {
        QStringList files;
        for (const QString &name : QDir(QStringLiteral("/usr/share/common-licenses")).entryList(QDir::Files))
            files << QStringLiteral("/usr/share/common-licenses/") + name;
        for (const char *name :
             {"/README.md", "/resources/examples/french/compte-rendu-juin.txt",
              "/resources/examples/chinese/jiance.txt", "/resources/examples/articles/near-duplicates.txt"})
            files << lookalike::test::sourceDir() + QString::fromLatin1(name);
        Canonicalizer c;
        int checked = 0;
        for (const QString &path : files) {
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly))
                continue;
            const std::string text = f.readAll().toStdString();
            for (const auto p : {Canonicalizer::Path::Auto, Canonicalizer::Path::IcuOnly}) {
                const QString why = checkSpans(c, text, p);
                QVERIFY2(why.isEmpty(), qPrintable(path + QStringLiteral(": ") + why));
            }
            ++checked;
        }
        QVERIFY(checked >= 4);
    }

    // ... and on random text: pure ASCII (the fast path's 64-byte blocks) and mixed scripts.
    void spansOnRandomText()
    {
        const QStringList alphabet = {
            QStringLiteral("a"),      QStringLiteral("Z"),      QStringLiteral("7"),
            QStringLiteral(" "),      QStringLiteral("\n"),     QStringLiteral("."),
            QStringLiteral("'"),      QStringLiteral("é"),      QStringLiteral("\u0301"),
            QStringLiteral("\u00AD"), QStringLiteral("\u200D"), QStringLiteral("中"),
            QStringLiteral("文"),     QStringLiteral("カ"),     QStringLiteral("ー"),
            QStringLiteral("😀"),      QStringLiteral("ß"),      QStringLiteral("İ"),
            QStringLiteral("١"),      QStringLiteral("\u2019"), QStringLiteral("\u3000"),
            QStringLiteral("ก"),      QStringLiteral("\r\n"),   QStringLiteral("½"),
            QStringLiteral("ﬁ"),      QStringLiteral("Ａ"),     QStringLiteral("ǅ"),
            QStringLiteral("x"),
        };
        QRandomGenerator rng(4711);
        Canonicalizer c;
        for (int round = 0; round < 20000; ++round) {
            QString s;
            const int len = 1 + int(rng.bounded(24));
            for (int i = 0; i < len; ++i)
                s += alphabet.at(int(rng.bounded(qsizetype(alphabet.size()))));
            const std::string utf8 = s.toStdString();
            for (const auto path : {Canonicalizer::Path::Auto, Canonicalizer::Path::IcuOnly}) {
                const QString why = checkSpans(c, utf8, path);
                if (!why.isEmpty())
                    QFAIL(qPrintable(QStringLiteral("on \"%1\": %2").arg(s, why)));
            }
        }
        const QByteArray separators(" \n\t.,;:'-_()[]/\"!?@#");
        for (int round = 0; round < 500; ++round) {
            std::string text;
            const int words = 1 + int(rng.bounded(300));
            for (int w = 0; w < words; ++w) {
                const int len = rng.bounded(10) == 0 ? 15 + int(rng.bounded(30)) : 1 + int(rng.bounded(12));
                for (int k = 0; k < len; ++k)
                    text += char(rng.bounded(2) ? 'a' + rng.bounded(26) : 'A' + rng.bounded(26));
                text += separators.at(qsizetype(rng.bounded(separators.size())));
            }
            for (const auto path : {Canonicalizer::Path::Auto, Canonicalizer::Path::IcuOnly}) {
                const QString why = checkSpans(c, text, path);
                QVERIFY2(why.isEmpty(), qPrintable(why));
            }
        }
    }

    // Text without white space for more than a MiB goes to ICU in windows that end after
    // ideographic punctuation: the tokens are those of each sentence on its own.
    void longRunsWithoutSpaces()
    {
        const QString sentence = QStringLiteral("我们今天在北京大学的图书馆里读了很多关于文本相似性的论文。");
        const std::string one = sentence.toStdString();
        std::string text;
        while (text.size() < 3 * 1024 * 1024)
            text += one;
        Canonicalizer c;
        const auto single = c.tokens(one, Canonicalizer::Path::IcuOnly);
        QVERIFY(single.size() > 5);
        const auto all = c.tokens(text, Canonicalizer::Path::IcuOnly);
        QCOMPARE(all.size(), single.size() * (text.size() / one.size()));
        for (std::size_t i = 0; i < all.size(); ++i)
            QCOMPARE(all[i], single[i % single.size()]);
        QVERIFY(c.tokens(text, Canonicalizer::Path::Auto) == all);
        // Without any place to cut (one 3 MB "word" of letters), it still ends.
        const std::string letters = QString(1024 * 1024, QChar(0x00E9)).toStdString() + "x";
        QVERIFY(!c.tokens(letters).empty());
    }
};

QTEST_APPLESS_MAIN(TestCanonicalizer)
#include "tst_canonicalizer.moc"
