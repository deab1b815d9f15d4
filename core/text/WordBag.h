#pragma once

#include "text/Canonicalizer.h"

#include <QByteArray>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace lookalike {

// One term of a bag of words: a stem's fingerprint (Canonicalizer::tokenHash of the stem) and
// how often words with that stem occur.
struct TermCount
{
    std::uint64_t term = 0;
    std::uint32_t count = 0;
    friend bool operator==(const TermCount &, const TermCount &) = default;
};

// A document's bag of words (Haveliwala, Gionis, Indyk, "Scalable Techniques for Clustering
// the Web", 2.1): its words without digits, single letters and the stopwords of its language,
// each stemmed with that language's Snowball stemmer, counted. The weights (TF-IDF) need the
// whole collection and are computed where it is known (match/RelatedPairs.h).
struct WordBag
{
    std::string language;         // "en", "de", ... (Stopwords.h); empty when the bag is empty
    std::vector<TermCount> terms; // ascending by term, distinct
    // Terms the builder had not met before, each with a word that stems to it: what the index
    // shows for a term ("cars" for the stem "car").
    std::vector<std::pair<std::uint64_t, std::string>> newWords;
};

// The sum of two bags' terms (both ascending by term): counts of a term in both are added (at
// most 2^32 - 1).
std::vector<TermCount> addTerms(const std::vector<TermCount> &a, const std::vector<TermCount> &b);

// The stored form of a bag's terms: term deltas and counts as varints.
QByteArray encodeTerms(const std::vector<TermCount> &terms);
// False when `bytes` is not what encodeTerms writes.
bool decodeTerms(const QByteArray &bytes, std::vector<TermCount> &terms);

// Builds word bags from canonical tokens. Keeps its stemmers and a cache of stems: one
// instance per thread.
class BagBuilder final : public TokenSink
{
public:
    BagBuilder();
    ~BagBuilder() override;
    BagBuilder(const BagBuilder &) = delete;
    BagBuilder &operator=(const BagBuilder &) = delete;

    // Starts a document's bag.
    void begin();
    // One canonical token of it, in order.
    void token(std::string_view token, std::uint64_t hash) override;
    // The bag of the tokens given since begin().
    WordBag finish();

    // The bag of a text (tokens through `canonicalizer`).
    WordBag bagOf(std::string_view utf8, Canonicalizer &canonicalizer);

private:
    struct Stemmers;
    struct Seen
    {
        std::uint32_t count = 0;
        std::string word;
    };
    std::uint64_t stemOf(std::size_t language, std::uint64_t hash, const std::string &word);

    std::unique_ptr<Stemmers> m_stemmers;
    std::unordered_map<std::uint64_t, Seen> m_doc;            // token hash -> count, word
    std::unordered_map<std::uint64_t, std::uint64_t> m_stems; // (token, language) -> stem, 0: none
    std::unordered_set<std::uint64_t> m_named;                // stems whose word was given out
};

} // namespace lookalike
