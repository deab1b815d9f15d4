#pragma once

#include <span>
#include <string_view>

namespace lookalike {

// A language the word bags of "related documents" know: its stopwords (the Snowball project's
// lists, casefolded as the Canonicalizer folds text) and its Snowball stemmer. English takes
// Porter's original stemmer, as Haveliwala, Gionis and Indyk did.
struct BagLanguage
{
    std::string_view code;    // ISO 639-1: "en", "de", ...
    std::string_view stemmer; // libstemmer's algorithm name
    std::span<const std::string_view> stopwords;
};

// Every language known, English first (the language of a document with no stopword at all).
std::span<const BagLanguage> bagLanguages();

} // namespace lookalike
