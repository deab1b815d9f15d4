#include "Canonicalizer.h"

#include "base/Mix64.h"

#include <unicode/brkiter.h>
#include <unicode/bytestream.h>
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/utext.h>
#include <unicode/utf8.h>
#define XXH_INLINE_ALL
#include <xxhash.h>

#include <QtGlobal>

#include <array>
#include <cstring>

namespace lookalike {

namespace {

constexpr std::array<std::uint8_t, 256> makeAsciiClass()
{
    // 0 = separator, 1 = alnum, 2 = ASCII white space (chunk boundary), 3 = non-ASCII byte
    std::array<std::uint8_t, 256> t{};
    for (int c = '0'; c <= '9'; ++c)
        t[c] = 1;
    for (int c = 'a'; c <= 'z'; ++c)
        t[c] = 1;
    for (int c = 'A'; c <= 'Z'; ++c)
        t[c] = 1;
    for (char c : {' ', '\t', '\n', '\v', '\f', '\r'})
        t[static_cast<unsigned char>(c)] = 2;
    for (int c = 0x80; c < 0x100; ++c)
        t[c] = 3;
    return t;
}
constexpr auto kClass = makeAsciiClass();

inline bool isWordCodePoint(UChar32 c)
{
    const auto mask = U_GET_GC_MASK(c);
    return (mask & (U_GC_L_MASK | U_GC_N_MASK | U_GC_M_MASK)) != 0;
}

} // namespace

struct Canonicalizer::Icu
{
    std::unique_ptr<icu::BreakIterator> words;
    const icu::Normalizer2 *nfkcCasefold = nullptr;
    std::string normalized;
};

Canonicalizer::Canonicalizer() : m_icu(std::make_unique<Icu>())
{
    UErrorCode status = U_ZERO_ERROR;
    m_icu->words.reset(icu::BreakIterator::createWordInstance(icu::Locale::getRoot(), status));
    if (U_FAILURE(status))
        qFatal("ICU word break iterator unavailable: %s", u_errorName(status));
    status = U_ZERO_ERROR;
    m_icu->nfkcCasefold = icu::Normalizer2::getNFKCCasefoldInstance(status);
    if (U_FAILURE(status))
        qFatal("ICU NFKC_Casefold normalizer unavailable: %s", u_errorName(status));
}

Canonicalizer::~Canonicalizer() = default;

namespace {

// Most words are short: up to 8 bytes, the zero-padded bytes (tokens hold no NUL) go through
// a bijection, so distinct short tokens never collide; up to 16 bytes, two such words are
// chained; longer tokens take XXH3-64.
inline std::uint64_t packedTokenHash(std::uint64_t a, std::uint64_t b, std::size_t n)
{
    const std::uint64_t h = mix64(a ^ 0x6a09e667f3bcc909ULL);
    return n <= 8 ? h : mix64(h ^ (b + 0xbb67ae8584caa73bULL));
}

inline std::uint64_t hashToken(const char *p, std::size_t n)
{
    if (n <= 16) {
        std::uint64_t words[2] = {0, 0};
        for (std::size_t k = 0; k < n; ++k)
            words[k >> 3] |= std::uint64_t(static_cast<unsigned char>(p[k])) << (8 * (k & 7));
        return packedTokenHash(words[0], words[1], n);
    }
    return XXH3_64bits(p, n);
}

} // namespace

std::uint64_t Canonicalizer::tokenHash(std::string_view token)
{
    return hashToken(token.data(), token.size());
}

template <typename Sink>
void Canonicalizer::icuSpan(std::string_view utf8, Sink &&sink)
{
    UErrorCode status = U_ZERO_ERROR;
    UText text = UTEXT_INITIALIZER;
    utext_openUTF8(&text, utf8.data(), static_cast<int64_t>(utf8.size()), &status);
    if (U_FAILURE(status))
        return;
    icu::BreakIterator &words = *m_icu->words;
    words.setText(&text, status);
    if (U_FAILURE(status)) {
        utext_close(&text);
        return;
    }
    int32_t start = words.first();
    for (int32_t end = words.next(); end != icu::BreakIterator::DONE; start = end, end = words.next()) {
        if (words.getRuleStatus() < UBRK_WORD_NONE_LIMIT)
            continue; // spaces, punctuation, symbols
        // UText over UTF-8 reports native (byte) offsets.
        const icu::StringPiece segment(utf8.data() + start, end - start);
        std::string &normalized = m_icu->normalized;
        normalized.clear();
        icu::StringByteSink<std::string> bytes(&normalized);
        UErrorCode nstatus = U_ZERO_ERROR;
        m_icu->nfkcCasefold->normalizeUTF8(0, segment, bytes, nullptr, nstatus);
        if (U_FAILURE(nstatus))
            continue;
        // Split the normalized word at non-word code points (apostrophes, periods...).
        const auto *s = reinterpret_cast<const uint8_t *>(normalized.data());
        const int32_t n = static_cast<int32_t>(normalized.size());
        int32_t i = 0;
        int32_t runStart = -1;
        while (i < n) {
            const int32_t at = i;
            UChar32 c;
            U8_NEXT(s, i, n, c);
            const bool word = c >= 0 && isWordCodePoint(c);
            if (word && runStart < 0)
                runStart = at;
            else if (!word && runStart >= 0) {
                const std::string_view token(normalized.data() + runStart, at - runStart);
                sink(token, hashToken(token.data(), token.size()));
                runStart = -1;
            }
        }
        if (runStart >= 0) {
            const std::string_view token(normalized.data() + runStart, n - runStart);
            sink(token, hashToken(token.data(), token.size()));
        }
    }
    utext_close(&text);
}

namespace {

bool isAllAscii(std::string_view s)
{
    const char *p = s.data();
    const std::size_t n = s.size();
    std::size_t i = 0;
    std::uint64_t acc = 0;
    for (; i + 32 <= n; i += 32) {
        std::uint64_t w[4];
        std::memcpy(w, p + i, 32);
        acc |= w[0] | w[1] | w[2] | w[3];
        if (acc & 0x8080808080808080ULL)
            return false;
    }
    for (; i < n; ++i)
        acc |= static_cast<unsigned char>(p[i]);
    return (acc & 0x8080808080808080ULL) == 0;
}

constexpr std::array<unsigned char, 256> makeAsciiLower()
{
    std::array<unsigned char, 256> t{};
    for (int c = '0'; c <= '9'; ++c)
        t[c] = static_cast<unsigned char>(c);
    for (int c = 'a'; c <= 'z'; ++c)
        t[c] = static_cast<unsigned char>(c);
    for (int c = 'A'; c <= 'Z'; ++c)
        t[c] = static_cast<unsigned char>(c + 32);
    return t;
}
constexpr auto kLower = makeAsciiLower(); // 0 for anything that is not [A-Za-z0-9]

// Pure-ASCII text: runs of [A-Za-z0-9], lower-cased. The first 16 bytes of a token are packed
// into two words as they are read, which is all hashToken needs for most words; the sink gets
// the token and its hash.
template <typename Sink>
void asciiTokens(std::string_view text, std::string &scratch, Sink &&sink)
{
    const auto *p = reinterpret_cast<const unsigned char *>(text.data());
    const std::size_t n = text.size();
    std::size_t i = 0;
    while (i < n) {
        while (i < n && kLower[p[i]] == 0)
            ++i;
        if (i >= n)
            break;
        const std::size_t start = i;
        std::uint64_t words[2] = {0, 0};
        unsigned char c;
        while (i < n && (c = kLower[p[i]]) != 0) {
            const std::size_t k = i - start;
            if (k < 16)
                words[k >> 3] |= std::uint64_t(c) << (8 * (k & 7));
            ++i;
        }
        const std::size_t len = i - start;
        if (len <= 16) {
            sink(std::string_view(reinterpret_cast<const char *>(words), len), packedTokenHash(words[0], words[1], len));
            continue;
        }
        scratch.resize(len);
        for (std::size_t k = 0; k < len; ++k)
            scratch[k] = static_cast<char>(kLower[p[start + k]]);
        sink(std::string_view(scratch), hashToken(scratch.data(), len));
    }
}

} // namespace

template <typename Sink>
void Canonicalizer::forEachToken(std::string_view utf8, Path path, Sink &&sink)
{
    if (path == Path::IcuOnly) {
        icuSpan(utf8, sink);
        return;
    }
    if (isAllAscii(utf8)) {
        asciiTokens(utf8, m_lower, sink);
        return;
    }
    // Chunks are separated by ASCII white space, where a UAX #29 word never continues. A
    // pure-ASCII chunk takes the fast path; consecutive chunks holding other bytes go to ICU
    // together, with the white space before them so ICU sees the same context.
    const auto *p = reinterpret_cast<const unsigned char *>(utf8.data());
    const std::size_t n = utf8.size();
    std::size_t i = 0;
    std::size_t icuStart = std::string::npos;
    while (i < n) {
        // skip white space
        while (i < n && kClass[p[i]] == 2)
            ++i;
        if (i >= n)
            break;
        std::size_t chunkEnd = i;
        bool ascii = true;
        while (chunkEnd < n && kClass[p[chunkEnd]] != 2) {
            ascii &= kClass[p[chunkEnd]] != 3;
            ++chunkEnd;
        }
        if (!ascii) {
            if (icuStart == std::string::npos)
                icuStart = i > 0 ? i - 1 : 0;
            i = chunkEnd;
            continue;
        }
        if (icuStart != std::string::npos) {
            icuSpan(utf8.substr(icuStart, i - icuStart), sink);
            icuStart = std::string::npos;
        }
        asciiTokens(utf8.substr(i, chunkEnd - i), m_lower, sink);
        i = chunkEnd;
    }
    if (icuStart != std::string::npos)
        icuSpan(utf8.substr(icuStart), sink);
}

void Canonicalizer::tokens(std::string_view utf8, std::vector<std::string> &out, Path path)
{
    forEachToken(utf8, path, [&out](std::string_view t, std::uint64_t) { out.emplace_back(t); });
}

std::vector<std::string> Canonicalizer::tokens(std::string_view utf8, Path path)
{
    std::vector<std::string> out;
    tokens(utf8, out, path);
    return out;
}

void Canonicalizer::tokenHashes(std::string_view utf8, std::vector<std::uint64_t> &out, Path path)
{
    out.reserve(out.size() + utf8.size() / 5);
    forEachToken(utf8, path, [&out](std::string_view, std::uint64_t hash) { out.push_back(hash); });
}

} // namespace lookalike
