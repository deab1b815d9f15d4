#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace lookalike {

// Where a canonical token comes from: bytes [begin, end) of the UTF-8 text it was read from.
// Offsets fit 32 bits: documents are at most 256 MiB (kMaxDocumentBytes).
struct TokenSpan
{
    std::uint32_t begin = 0;
    std::uint32_t end = 0;
    friend bool operator==(const TokenSpan &, const TokenSpan &) = default;
};

// Receives each canonical token with its fingerprint (Canonicalizer::tokenHashes).
class TokenSink
{
public:
    virtual ~TokenSink() = default;
    virtual void token(std::string_view token, std::uint64_t hash) = 0;
};

// Turns UTF-8 text into Broder's "canonical sequence of tokens".
//
// A token is a word found by ICU's word break rules (UAX #29 with ICU's dictionaries, so
// Chinese, Japanese and Thai get words too), normalized with NFKC_Casefold, then split at
// anything that is not a letter, digit or combining mark ("don't" -> don, t; "e.g." -> e, g).
// Punctuation, symbols and white space never make tokens. A line break (with the white space
// around it, not a blank line) between two characters of scripts written without spaces (Han,
// kana, full-width forms) is where a line was wrapped: the words on either side are read as if
// it were not there (a token's span then holds the break).
//
// Runs of pure-ASCII text take a fast path (runs of [A-Za-z0-9], lower-cased) that yields
// exactly the tokens the ICU path yields; tests/text checks this on real and random text.
//
// Text without white space or punctuation for more than 1 MiB (a pathological file) goes to
// ICU in pieces, so a word may be split where one piece ends.
//
// Input must be valid UTF-8 (the extract stage guarantees it; invalid bytes are skipped).
// One instance per thread: it owns ICU objects that are not thread-safe.
class Canonicalizer
{
public:
    enum class Path
    {
        Auto,    // ASCII fast path where the text allows it, ICU elsewhere
        IcuOnly, // every character through ICU (the reference)
    };

    Canonicalizer();
    ~Canonicalizer();
    Canonicalizer(const Canonicalizer &) = delete;
    Canonicalizer &operator=(const Canonicalizer &) = delete;

    // Appends the canonical tokens of utf8, in order.
    void tokens(std::string_view utf8, std::vector<std::string> &out, Path path = Path::Auto);
    std::vector<std::string> tokens(std::string_view utf8, Path path = Path::Auto);

    // Appends the 64-bit fingerprint (tokenHash) of each canonical token, in order. This is
    // what the shingler consumes; it never materializes token strings on the fast path.
    void tokenHashes(std::string_view utf8, std::vector<std::uint64_t> &out, Path path = Path::Auto);
    // The same, handing each token also to `sink` (the word bags of related documents are
    // read in the same pass as the shingles).
    void tokenHashes(std::string_view utf8, std::vector<std::uint64_t> &out, TokenSink &sink,
                     Path path = Path::Auto);

    // Appends where each canonical token of utf8 is in it: one span per token of tokens(utf8,
    // path), in the same order. On the ASCII path a span holds exactly the token's bytes (in
    // their own case). On the ICU path it holds the token's characters before normalization: a
    // token that starts or ends inside a character that NFKC_Casefold expands ("\u00BD" -> "1",
    // "2"; "\uFB01" -> "fi") covers that whole character, so spans of neighbouring tokens may
    // then overlap. Begins and ends never decrease; every span is non-empty and on character
    // boundaries. utf8 must be shorter than 4 GiB.
    void tokenSpans(std::string_view utf8, std::vector<TokenSpan> &out, Path path = Path::Auto);
    // tokenHashes and tokenSpans in one pass (what the pair view needs).
    void tokenHashesAndSpans(std::string_view utf8, std::vector<std::uint64_t> &hashes,
                             std::vector<TokenSpan> &spans, Path path = Path::Auto);

    // Whether tokens without a letter (numbers: "2024", "3", "1", "234" of "1,234") are left out
    // of everything above (hashes, spans, tokens), off by default: the "ignore numbers" sketch
    // setting (ShingleParams::ignoreNumbers).
    void setNumbersIgnored(bool ignored) { m_numbersIgnored = ignored; }
    bool numbersIgnored() const { return m_numbersIgnored; }

    // The 64-bit fingerprint of one canonical token (its UTF-8 bytes): injective for tokens
    // of up to 8 bytes, XXH3-64 for those over 16.
    static std::uint64_t tokenHash(std::string_view token);

private:
    struct Icu;
    // Calls sink(token, hash, begin, end) for each token, begin/end its source bytes in utf8
    // (computed on the ICU path only when WithSpans; 0 otherwise).
    template <bool WithSpans, typename Sink> void forEachToken(std::string_view utf8, Path path, Sink &&sink);
    template <bool WithSpans, typename Sink>
    void icuSpan(std::string_view utf8, std::size_t base, Sink &&sink);
    template <bool WithSpans, typename Sink>
    void icuWindow(std::string_view utf8, std::size_t base, Sink &&sink);

    std::unique_ptr<Icu> m_icu;
    std::string m_lower; // scratch for the ASCII path
    bool m_numbersIgnored = false;
};

} // namespace lookalike
