#include "WordBag.h"

#include "base/BucketSort.h"
#include "base/Mix64.h"
#include "base/Varint.h"
#include "text/Stopwords.h"

#include <algorithm>
#include <libstemmer.h>

namespace lookalike {

std::vector<TermCount> addTerms(const std::vector<TermCount> &a, const std::vector<TermCount> &b)
{
    std::vector<TermCount> out;
    out.reserve(a.size() + b.size());
    std::size_t i = 0, j = 0;
    while (i < a.size() || j < b.size()) {
        if (j == b.size() || (i < a.size() && a[i].term < b[j].term)) {
            out.push_back(a[i++]);
        } else if (i == a.size() || b[j].term < a[i].term) {
            out.push_back(b[j++]);
        } else {
            const std::uint64_t sum = std::uint64_t(a[i].count) + b[j].count;
            out.push_back({a[i].term, std::uint32_t(std::min<std::uint64_t>(sum, UINT32_MAX))});
            ++i;
            ++j;
        }
    }
    return out;
}

QByteArray encodeTerms(const std::vector<TermCount> &terms)
{
    // Written through a pointer into room for the longest varints, then cut to what was
    // written (an append a varint cost more than the encoding itself).
    QByteArray out;
    out.resize(qsizetype(10 + terms.size() * 15));
    char *to = putVarint(out.data(), terms.size());
    std::uint64_t previous = 0;
    for (const TermCount &t : terms) {
        to = putVarint(to, t.term - previous);
        to = putVarint(to, t.count);
        previous = t.term;
    }
    out.truncate(qsizetype(to - out.constData()));
    return out;
}

bool decodeTerms(const QByteArray &bytes, std::vector<TermCount> &terms)
{
    terms.clear();
    const auto *data = reinterpret_cast<const unsigned char *>(bytes.constData());
    const std::size_t size = std::size_t(bytes.size());
    std::size_t at = 0;
    std::uint64_t n = 0;
    if (!getVarint(data, size, at, n) || n > size)
        return false;
    terms.reserve(n);
    std::uint64_t term = 0;
    for (std::uint64_t i = 0; i < n; ++i) {
        std::uint64_t delta = 0, count = 0;
        if (!getVarint(data, size, at, delta) || !getVarint(data, size, at, count) || (i > 0 && delta == 0) ||
            count == 0 || count > 0xffffffffu)
            return false;
        term += delta;
        terms.push_back({term, std::uint32_t(count)});
    }
    return at == size;
}

namespace {

// The stopwords of every language, as token fingerprints, with the languages (bit i:
// bagLanguages()[i]) each word is a stopword of: open addressing in a table of a few thousand
// slots behind a one-bit-a-word filter (most words are no stopword and stop there), so a
// lookup stays in the cache. (A cache of every word met, as before, grew to a million entries
// and missed it on every distinct word of every document.)
class StopwordTable
{
public:
    StopwordTable()
    {
        std::vector<std::pair<std::uint64_t, std::uint32_t>> words;
        const auto languages = bagLanguages();
        for (std::size_t i = 0; i < languages.size(); ++i)
            for (std::string_view w : languages[i].stopwords)
                words.emplace_back(Canonicalizer::tokenHash(w), 1u << i);
        std::size_t slots = 64;
        while (slots < words.size() * 4)
            slots *= 2;
        m_slots.assign(slots, Slot{});
        m_mask = slots - 1;
        m_filter.assign(slots * 4 / 64, 0); // 4 bits a slot: 16 a word at least
        m_filterBits = slots * 4;
        for (const auto &[hash, language] : words) {
            const std::uint64_t h = mix64(hash);
            const std::size_t bit = std::size_t(h >> 32) & (m_filterBits - 1);
            m_filter[bit / 64] |= std::uint64_t(1) << (bit % 64);
            std::size_t at = std::size_t(h) & m_mask;
            while (m_slots[at].languages != 0 && m_slots[at].hash != hash)
                at = (at + 1) & m_mask;
            m_slots[at].hash = hash;
            m_slots[at].languages |= language;
        }
    }
    // The languages `hash` is a stopword of (0: none).
    std::uint32_t languagesOf(std::uint64_t hash) const
    {
        const std::uint64_t h = mix64(hash);
        const std::size_t bit = std::size_t(h >> 32) & (m_filterBits - 1);
        if (!(m_filter[bit / 64] >> (bit % 64) & 1))
            return 0;
        for (std::size_t at = std::size_t(h) & m_mask; m_slots[at].languages != 0; at = (at + 1) & m_mask)
            if (m_slots[at].hash == hash)
                return m_slots[at].languages;
        return 0;
    }

private:
    struct Slot
    {
        std::uint64_t hash = 0;
        std::uint32_t languages = 0; // 0: empty
    };
    std::vector<Slot> m_slots;
    std::size_t m_mask = 0;
    std::vector<std::uint64_t> m_filter;
    std::size_t m_filterBits = 0;
};

const StopwordTable &stopwordTable()
{
    static const StopwordTable table;
    return table;
}

bool hasDigit(std::string_view token)
{
    return std::any_of(token.begin(), token.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// The stem cache is emptied when it holds this many entries (a collection of many languages
// or many rare words must not grow it without end).
constexpr std::size_t kMaxCachedStems = std::size_t(1) << 20;
// Words longer than this are no words (identifiers, encoded data).
constexpr std::size_t kMaxWordBytes = 40;

// How many characters (code points) the UTF-8 token has, counted up to at most.
int letterCount(std::string_view token, int atMost)
{
    int n = 0;
    for (const char c : token)
        if ((static_cast<unsigned char>(c) & 0xc0) != 0x80 && ++n >= atMost)
            break;
    return n;
}

} // namespace

struct BagBuilder::Stemmers
{
    std::vector<sb_stemmer *> byLanguage;
    Stemmers()
    {
        for (const BagLanguage &l : bagLanguages())
            byLanguage.push_back(sb_stemmer_new(std::string(l.stemmer).c_str(), "UTF_8"));
    }
    ~Stemmers()
    {
        for (sb_stemmer *s : byLanguage)
            if (s)
                sb_stemmer_delete(s);
    }
};

BagBuilder::BagBuilder()
    : m_stemmers(std::make_unique<Stemmers>())
{}

BagBuilder::~BagBuilder() = default;

void BagBuilder::begin()
{
    m_doc.clear();
    // A table a long document left large (past 512 KB) is let go: the next short document's
    // tokens would be spread over all of it, a cache miss each.
    m_doc.shrinkAbove(std::size_t(1) << 14);
    m_words.clear();
    if (m_wordsKept.capacity() > (std::size_t(1) << 20))
        std::vector<std::pair<std::uint64_t, Seen>>().swap(m_wordsKept);
}

namespace {

constexpr std::uint32_t kNotAWord = 0xffffffffu;

} // namespace

void BagBuilder::token(std::string_view token, std::uint64_t hash)
{
    if (token.size() > kMaxWordBytes || letterCount(token, 2) < 2) // "à" is one letter of two bytes
        return;
    auto [seen, added] = m_doc.tryEmplace(hash);
    if (added) {
        if (hasDigit(token)) {
            seen->count = kNotAWord; // never a word: marked, not counted
            return;
        }
        seen->wordAt = std::uint32_t(m_words.size());
        seen->wordBytes = std::uint32_t(token.size());
        m_words.append(token);
    }
    if (seen->count != kNotAWord)
        ++seen->count;
}

std::uint64_t BagBuilder::stemOf(std::size_t language, std::uint64_t hash, std::string_view word)
{
    sb_stemmer *stemmer = m_stemmers->byLanguage[language];
    if (!stemmer)
        return hash;
    const sb_symbol *out =
        sb_stemmer_stem(stemmer, reinterpret_cast<const sb_symbol *>(word.data()), int(word.size()));
    const int length = out ? sb_stemmer_length(stemmer) : 0;
    if (length < 2)
        return 0;
    return Canonicalizer::tokenHash(
        std::string_view(reinterpret_cast<const char *>(out), std::size_t(length)));
}

WordBag BagBuilder::finish()
{
    WordBag bag;
    if (m_doc.empty())
        return bag;
    // A collection of many languages or many rare words must not grow the caches without end.
    if (m_stems.size() + m_doc.size() > kMaxCachedStems)
        m_stems.clear();
    // The language: the one whose stopwords occur most (English on a tie or without any).
    const StopwordTable &stopwords = stopwordTable();
    const auto languages = bagLanguages();
    std::vector<std::uint64_t> hits(languages.size(), 0);
    m_wordsKept.clear();
    m_doc.forEach([&](std::uint64_t hash, Seen &seen) {
        if (seen.count == kNotAWord)
            return;
        seen.stopwordOf = stopwords.languagesOf(hash);
        if (seen.stopwordOf)
            for (std::size_t i = 0; i < languages.size(); ++i)
                if (seen.stopwordOf & (1u << i))
                    hits[i] += seen.count;
        m_wordsKept.push_back({hash, seen});
    });
    const std::size_t language = std::size_t(std::max_element(hits.begin(), hits.end()) - hits.begin());
    // English stopwords are dropped from every language's bags: technical text mixes them in.
    const std::uint32_t dropped = (1u << language) | 1u;
    const std::uint64_t salt = (language + 1) * 0x9e3779b97f4a7c15ull; // a stem's key: (token, language)
    bag.terms.reserve(m_doc.size());
    // The stems cached are in a table of up to a million entries: each word's is asked for a
    // few words ahead of its use, so the misses overlap.
    constexpr std::size_t kAhead = 8;
    const std::size_t words = m_wordsKept.size();
    for (std::size_t i = 0; i < words; ++i) {
        if (i + kAhead < words)
            m_stems.prefetch(m_wordsKept[i + kAhead].first ^ salt);
        const auto &[hash, seen] = m_wordsKept[i];
        if (seen.stopwordOf & dropped)
            continue;
        auto [cached, added] = m_stems.tryEmplace(hash ^ salt);
        if (added) {
            const std::string_view word(m_words.data() + seen.wordAt, seen.wordBytes);
            *cached = stemOf(language, hash, word);
            if (*cached != 0 && m_named.size() < kMaxCachedStems && m_named.tryEmplace(*cached).second)
                bag.newWords.emplace_back(*cached, std::string(word));
        }
        const std::uint64_t stem = *cached;
        if (stem != 0)
            bag.terms.push_back({stem, seen.count});
    }
    // Terms are hashes: bucketed by their top bits (a comparison sort of a few hundred terms
    // a document was a seventh of counting the bags of 10^5 small files).
    bucketSort(bag.terms, m_sorted, m_buckets, [](const TermCount &t) { return t.term; });
    // Words with one stem ("car", "cars") become one term.
    std::size_t out = 0;
    for (std::size_t i = 0; i < bag.terms.size(); ++i) {
        if (out > 0 && bag.terms[out - 1].term == bag.terms[i].term)
            bag.terms[out - 1].count += bag.terms[i].count;
        else
            bag.terms[out++] = bag.terms[i];
    }
    bag.terms.resize(out);
    if (!bag.terms.empty())
        bag.language.assign(languages[language].code);
    m_doc.clear();
    m_words.clear();
    return bag;
}

WordBag BagBuilder::bagOf(std::string_view utf8, Canonicalizer &canonicalizer)
{
    begin();
    std::vector<std::uint64_t> hashes;
    canonicalizer.tokenHashes(utf8, hashes, *this);
    return finish();
}

} // namespace lookalike
