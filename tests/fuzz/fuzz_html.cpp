// Fuzz target: the HTML text extractor (core/extract/HtmlText.h), both ways. Besides not
// crashing, it checks the header's promises: where htmlTextFast answers, its words are
// exactly htmlTextGumbo's (tests/extract/tst_htmltext.cpp claims this for any document);
// htmlText is the fast answer or else the parser's; valid UTF-8 in gives valid UTF-8 out.
#include "FuzzCheck.h"
#include "extract/HtmlText.h"
#include "extract/TextExtractor.h"

#include <QChar>
#include <QList>
#include <QString>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

using namespace lookalike;

namespace {

// Words as tst_htmltext compares them: maximal runs of letters and digits, lower-cased.
std::vector<std::u32string> wordsOf(const std::string &utf8)
{
    std::vector<std::u32string> words;
    std::u32string word;
    for (const char32_t cp : QString::fromUtf8(utf8.data(), qsizetype(utf8.size())).toUcs4()) {
        if (QChar::isLetterOrNumber(cp)) {
            word.push_back(QChar::toLower(cp));
        } else if (!word.empty()) {
            words.push_back(word);
            word.clear();
        }
    }
    if (!word.empty())
        words.push_back(word);
    return words;
}

void reportDisagreement(const std::vector<std::u32string> &fast, const std::vector<std::u32string> &gumbo)
{
    std::size_t i = 0;
    while (i < fast.size() && i < gumbo.size() && fast[i] == gumbo[i])
        ++i;
    auto show = [i](const std::vector<std::u32string> &words) {
        QString s;
        for (std::size_t k = i; k < words.size() && k < i + 5; ++k)
            s += QString::fromStdU32String(words[k]) + QLatin1Char(' ');
        return s.toUtf8();
    };
    std::fprintf(stderr, "htmlTextFast and htmlTextGumbo disagree at word %zu: fast [%s] gumbo [%s]\n", i,
                 show(fast).constData(), show(gumbo).constData());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view html = fuzz::bytesOf(data, size);
    const bool validIn = isValidUtf8(html);

    const std::optional<std::string> fast = htmlTextFast(html);
    const std::string text = htmlText(html); // the fast answer, or else the parser's
    if (fast) {
        FUZZ_CHECK(text == *fast);
        FUZZ_CHECK(validIn); // the fast path declines invalid UTF-8
        FUZZ_CHECK(isValidUtf8(*fast));
        const std::string gumbo = htmlTextGumbo(html);
        FUZZ_CHECK(isValidUtf8(gumbo));
        const auto fastWords = wordsOf(*fast);
        const auto gumboWords = wordsOf(gumbo);
        if (fastWords != gumboWords) {
            reportDisagreement(fastWords, gumboWords);
            FUZZ_CHECK(fastWords == gumboWords);
        }
    } else if (validIn) {
        FUZZ_CHECK(isValidUtf8(text)); // gumbo's text
    }
    return 0;
}
