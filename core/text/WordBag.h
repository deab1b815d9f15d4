#pragma once

#include "base/U64Map.h"
#include "text/Canonicalizer.h"

#include <QByteArray>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
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

// A list of terms as varints (term deltas and counts), self-contained: the stored form of anchor
// windows (store/Related.h), and of bags before schema 24 (bags now: store/TermDictionary.h).
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
    // A distinct token of the document: how often it occurs (kNotAWord: it holds a digit), the
    // languages it is a stopword of, and where its text is in m_words.
    struct Seen
    {
        std::uint32_t count = 0;
        std::uint32_t stopwordOf = 0;
        std::uint32_t wordAt = 0;
        std::uint32_t wordBytes = 0;
    };
    std::uint64_t stemOf(std::size_t language, std::uint64_t hash, std::string_view word);

    std::unique_ptr<Stemmers> m_stemmers;
    U64Map<Seen> m_doc;  // token hash -> what the document has of it
    std::string m_words; // the text of the document's distinct tokens
    // finish(): the document's words (no numbers), with the languages each is a stopword of
    std::vector<std::pair<std::uint64_t, Seen>> m_wordsKept;
    U64Map<std::uint64_t> m_stems; // (token, language) -> stem, 0: none
    U64Map<char> m_named;          // stems whose word was given out
    // finish(): the terms bucketed by their top bits before they are sorted
    std::vector<TermCount> m_sorted;
    std::vector<std::uint32_t> m_buckets;
    // (m_stems is emptied when it reaches kMaxCachedStems entries; m_named stops growing there.)
};

} // namespace lookalike
