#include "Canonicalizer.h"

#include "base/Mix64.h"

#include <unicode/brkiter.h>
#include <unicode/bytestream.h>
#include <unicode/edits.h>
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/utext.h>
#include <unicode/utf8.h>
#define XXH_INLINE_ALL
#include <QtGlobal>
#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <xxhash.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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

// A token without a letter: digits (of any script), perhaps with combining marks.
bool isNumberToken(std::string_view token)
{
    const auto *s = reinterpret_cast<const uint8_t *>(token.data());
    const auto n = static_cast<int32_t>(token.size());
    for (int32_t i = 0; i < n;) {
        if (s[i] < 0x80) {
            if (s[i] < '0' || s[i] > '9')
                return false;
            ++i;
            continue;
        }
        UChar32 c;
        U8_NEXT(s, i, n, c);
        if (c < 0 || (U_GET_GC_MASK(c) & U_GC_L_MASK) != 0)
            return false;
    }
    return n > 0;
}

} // namespace

struct Canonicalizer::Icu
{
    std::unique_ptr<icu::BreakIterator> words;
    const icu::Normalizer2 *nfkcCasefold = nullptr;
    std::string normalized;
    icu::Edits edits;                    // what normalization changed, for token spans
    std::string joined;                  // a window without its wraps inside unspaced text
    std::vector<std::uint32_t> joinedAt; // each byte of `joined`: its byte in the window
};

Canonicalizer::Canonicalizer()
    : m_icu(std::make_unique<Icu>())
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

namespace {

// ICU's word breaker keeps per-character state for the text it is given (its dictionary
// segmentation of Chinese or Thai takes about 20 bytes a character for a run without
// spaces), so long spans go to it in windows of at most this many bytes.
constexpr std::size_t kIcuWindowBytes = std::size_t(1) << 20;

// Where to end a window of utf8 that starts at `from`: after white space or ideographic or
// full-width punctuation near its end, where a word never continues (and a dictionary run
// ends); failing that, at a character boundary (a word there is split in two).
std::size_t icuWindowEnd(std::string_view utf8, std::size_t from)
{
    const std::size_t limit = from + kIcuWindowBytes;
    if (limit >= utf8.size())
        return utf8.size();
    const auto *s = reinterpret_cast<const unsigned char *>(utf8.data());
    const std::size_t lowest = limit - kIcuWindowBytes / 16;
    for (std::size_t i = limit; i > lowest; --i) {
        const unsigned char c = s[i - 1];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v')
            return i;
        // U+3000..U+303F (ideographic space and punctuation): E3 80 80..E3 80 BF
        // U+FF01..U+FF0F, U+FF1A..U+FF1F (full-width punctuation): EF BC 81..8F, 9A..9F
        if (i >= 3 && s[i - 3] == 0xE3 && s[i - 2] == 0x80)
            return i;
        if (i >= 3 && s[i - 3] == 0xEF && s[i - 2] == 0xBC &&
            ((c >= 0x81 && c <= 0x8F) || (c >= 0x9A && c <= 0x9F)))
            return i;
    }
    std::size_t i = limit;
    while (i > from + 1 && (s[i] & 0xC0) == 0x80)
        --i;
    return i;
}

// A code point of the scripts written without spaces between words: Han, Hiragana, Katakana,
// CJK punctuation and full-width forms (not Hangul: Korean puts spaces between words).
bool isUnspaced(UChar32 c)
{
    return (c >= 0x2E80 && c <= 0x2FDF) || (c >= 0x3000 && c <= 0x30FF) || (c >= 0x31C0 && c <= 0x31FF) ||
           (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF) ||
           (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF9F) || (c >= 0xFFE0 && c <= 0xFFEF) ||
           (c >= 0x20000 && c <= 0x3FFFF);
}

bool isAsciiSpace(std::uint8_t c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}

// Hard-wrapped Chinese and Japanese: a line break (with the white space around it, but not a
// blank line) between two unspaced characters is where a line was wrapped, not a word
// boundary, as CSS Text 3's segment break rules read it. Copies utf8 into `joined` without those
// runs, `at` mapping each byte of `joined` to its byte in utf8 (and one more entry, the end).
// False, nothing written, when utf8 has none.
bool joinWrappedLines(std::string_view utf8, std::string &joined, std::vector<std::uint32_t> &at)
{
    const auto *s = reinterpret_cast<const std::uint8_t *>(utf8.data());
    const auto n = static_cast<int32_t>(utf8.size());
    int32_t copied = 0; // utf8's [0, copied) is in joined
    bool any = false;
    for (int32_t i = 0; i < n;) {
        const void *found = std::memchr(s + i, '\n', std::size_t(n - i));
        if (!found)
            break;
        int32_t runStart = int32_t(static_cast<const std::uint8_t *>(found) - s), runEnd = runStart + 1;
        while (runStart > 0 && isAsciiSpace(s[runStart - 1]))
            --runStart;
        while (runEnd < n && isAsciiSpace(s[runEnd]))
            ++runEnd;
        i = runEnd;
        if (runStart == 0 || runEnd == n || std::count(s + runStart, s + runEnd, '\n') != 1)
            continue;
        int32_t b = runStart, a = runEnd;
        UChar32 before = 0, after = 0;
        U8_PREV(s, 0, b, before);
        U8_NEXT(s, a, n, after);
        if (!isUnspaced(before) || !isUnspaced(after))
            continue;
        if (!any) {
            joined.clear();
            at.clear();
            any = true;
        }
        joined.append(utf8.substr(std::size_t(copied), std::size_t(runStart - copied)));
        for (int32_t x = copied; x < runStart; ++x)
            at.push_back(std::uint32_t(x));
        copied = runEnd;
    }
    if (!any)
        return false;
    joined.append(utf8.substr(std::size_t(copied)));
    for (int32_t x = copied; x <= n; ++x)
        at.push_back(std::uint32_t(x));
    return true;
}

} // namespace

template <bool WithSpans, typename Sink>
void Canonicalizer::icuSpan(std::string_view utf8, std::size_t base, Sink &&sink)
{
    for (std::size_t from = 0; from < utf8.size();) {
        const std::size_t to = icuWindowEnd(utf8, from);
        icuWindow<WithSpans>(utf8.substr(from, to - from), base + from, sink);
        from = to;
    }
}

template <bool WithSpans, typename Sink>
void Canonicalizer::icuWindow(std::string_view utf8, std::size_t base, Sink &&sink)
{
    // Wrapped lines of Chinese or Japanese are read joined; `source` maps a byte of what ICU
    // reads back to the window.
    const std::vector<std::uint32_t> *joinedAt = nullptr;
    if (std::memchr(utf8.data(), '\n', utf8.size()) &&
        joinWrappedLines(utf8, m_icu->joined, m_icu->joinedAt)) {
        utf8 = m_icu->joined;
        joinedAt = &m_icu->joinedAt;
    }
    const auto source = [joinedAt](int32_t at) -> std::size_t {
        return joinedAt ? std::size_t((*joinedAt)[std::size_t(at)]) : std::size_t(at);
    };
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
    icu::Edits &edits = m_icu->edits;
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
        m_icu->nfkcCasefold->normalizeUTF8(0, segment, bytes, WithSpans ? &edits : nullptr, nstatus);
        if (U_FAILURE(nstatus))
            continue;
        // Where the normalized bytes [from, to) came from in the segment: exact in unchanged
        // text, the whole character(s) of a change (an expansion, a case mapping) otherwise.
        icu::Edits::Iterator map = edits.getFineIterator();
        auto emit = [&](int32_t from, int32_t to) {
            const std::string_view token(normalized.data() + from, std::size_t(to - from));
            if (m_numbersIgnored && isNumberToken(token))
                return; // a number, left out (setNumbersIgnored)
            std::size_t begin = 0, finish = 0;
            if constexpr (WithSpans) {
                UErrorCode estatus = U_ZERO_ERROR;
                int32_t b = from, e = to;
                if (map.findDestinationIndex(from, estatus) && U_SUCCESS(estatus))
                    b = map.hasChange() ? map.sourceIndex()
                                        : map.sourceIndex() + (from - map.destinationIndex());
                estatus = U_ZERO_ERROR;
                if (map.findDestinationIndex(to - 1, estatus) && U_SUCCESS(estatus))
                    e = map.hasChange() ? map.sourceIndex() + map.oldLength()
                                        : map.sourceIndex() + (to - map.destinationIndex());
                const int32_t from = start + std::clamp(b, 0, end - start);
                const int32_t to = start + std::clamp(e, b, end - start);
                begin = base + source(from);
                // (The end of a token is the byte after its last one, which a join may have moved.)
                finish = to > from ? base + source(to - 1) + 1 : begin;
            }
            sink(token, hashToken(token.data(), token.size()), begin, finish);
        };
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
                emit(runStart, at);
                runStart = -1;
            }
        }
        if (runStart >= 0)
            emit(runStart, n);
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

// Bit i is set when byte i of the 16 at p is [A-Za-z0-9]. SSE2 is part of every x86-64, so
// no run-time dispatch is needed there; other processors take the table.
inline unsigned alnumMask16(const unsigned char *p)
{
#if defined(__SSE2__)
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
    // x in [lo, hi] <=> (x + 128 - lo) as int8 < -128 + (hi - lo + 1): one signed compare.
    auto inRange = [](__m128i x, char lo, char hi) {
        const __m128i shifted = _mm_add_epi8(x, _mm_set1_epi8(static_cast<char>(0x80 - lo)));
        return _mm_cmplt_epi8(shifted, _mm_set1_epi8(static_cast<char>(-128 + (hi - lo + 1))));
    };
    const __m128i digit = inRange(v, '0', '9');
    const __m128i letter = inRange(_mm_or_si128(v, _mm_set1_epi8(0x20)), 'a', 'z');
    return static_cast<unsigned>(_mm_movemask_epi8(_mm_or_si128(digit, letter)));
#else
    unsigned mask = 0;
    for (int i = 0; i < 16; ++i)
        mask |= unsigned(kLower[p[i]] != 0) << i;
    return mask;
#endif
}

inline std::uint64_t alnumMask64(const unsigned char *p)
{
    return std::uint64_t(alnumMask16(p)) | (std::uint64_t(alnumMask16(p + 16)) << 16) |
           (std::uint64_t(alnumMask16(p + 32)) << 32) | (std::uint64_t(alnumMask16(p + 48)) << 48);
}

// Pure-ASCII text: runs of [A-Za-z0-9], lower-cased. A 64-bit mask of alnum bytes per 64
// bytes gives token starts and ends by bit arithmetic; a token of up to 16 bytes is loaded,
// lower-cased (| 0x20 leaves digits alone) and masked to its length in two words, which is
// all hashToken needs. The sink gets the token, its hash and its bytes in the text (from `base`,
// where `text` starts in the caller's).
template <bool SkipNumbers, typename Sink>
void asciiTokens(std::string_view text, std::size_t base, std::string &scratch, Sink &&sink)
{
    const auto *p = reinterpret_cast<const unsigned char *>(text.data());
    const std::size_t n = text.size();
    auto emit = [&](std::size_t start, std::size_t end) {
        const std::size_t len = end - start;
        if constexpr (SkipNumbers) {
            if (std::all_of(p + start, p + end, [](unsigned char c) { return c >= '0' && c <= '9'; }))
                return; // a number, left out (setNumbersIgnored)
        }
        if (len <= 16 && start + 16 <= n) {
            std::uint64_t words[2];
            std::memcpy(words, p + start, 16);
            words[0] |= 0x2020202020202020ULL;
            words[1] |= 0x2020202020202020ULL;
            if (len < 8) {
                words[0] &= (1ULL << (8 * len)) - 1;
                words[1] = 0;
            } else if (len < 16) {
                words[1] &= (1ULL << (8 * (len - 8))) - 1;
            }
            sink(std::string_view(reinterpret_cast<const char *>(words), len),
                 packedTokenHash(words[0], words[1], len), base + start, base + end);
            return;
        }
        scratch.resize(len);
        for (std::size_t k = 0; k < len; ++k)
            scratch[k] = static_cast<char>(kLower[p[start + k]]);
        sink(std::string_view(scratch), hashToken(scratch.data(), len), base + start, base + end);
    };
    std::uint64_t carry = 0; // 1 if the byte before this block is alnum
    std::size_t runStart = 0;
    alignas(16) unsigned char tail[64];
    for (std::size_t block = 0; block < n; block += 64) {
        std::uint64_t m;
        if (block + 64 <= n) {
            m = alnumMask64(p + block);
        } else {
            std::memset(tail, 0, sizeof tail);
            std::memcpy(tail, p + block, n - block);
            m = alnumMask64(tail);
        }
        const std::uint64_t before = (m << 1) | carry;        // bit i: byte i-1 is alnum
        std::uint64_t events = (m & ~before) | (~m & before); // starts and ends, alternating
        carry = m >> 63;
        while (events) {
            const int bit = std::countr_zero(events);
            events &= events - 1;
            const std::size_t pos = block + std::size_t(bit);
            if ((m >> bit) & 1)
                runStart = pos;
            else
                emit(runStart, pos);
        }
    }
    if (carry)
        emit(runStart, n);
}

} // namespace

template <bool WithSpans, typename Sink>
void Canonicalizer::forEachToken(std::string_view utf8, Path path, Sink &&sink)
{
    // (Numbers are left out by an instance of their own: the common case pays nothing for it.)
    const auto asciiTokensOf = [this](std::string_view text, std::size_t base, auto &to) {
        if (m_numbersIgnored)
            asciiTokens<true>(text, base, m_lower, to);
        else
            asciiTokens<false>(text, base, m_lower, to);
    };
    if (path == Path::IcuOnly) {
        icuSpan<WithSpans>(utf8, 0, sink);
        return;
    }
    if (isAllAscii(utf8)) {
        asciiTokensOf(utf8, 0, sink);
        return;
    }
    // Chunks are separated by ASCII white space, where a UAX #29 word never continues.
    // Consecutive pure-ASCII chunks take the fast path together; consecutive chunks holding
    // other bytes go to ICU together, with the white space before them so ICU sees the same
    // context.
    const auto *p = reinterpret_cast<const unsigned char *>(utf8.data());
    const std::size_t n = utf8.size();
    std::size_t i = 0;
    std::size_t icuStart = std::string::npos;
    std::size_t asciiStart = std::string::npos;
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
            if (asciiStart != std::string::npos) {
                asciiTokensOf(utf8.substr(asciiStart, i - asciiStart), asciiStart, sink);
                asciiStart = std::string::npos;
            }
            if (icuStart == std::string::npos)
                icuStart = i > 0 ? i - 1 : 0;
        } else {
            if (icuStart != std::string::npos) {
                icuSpan<WithSpans>(utf8.substr(icuStart, i - icuStart), icuStart, sink);
                icuStart = std::string::npos;
            }
            if (asciiStart == std::string::npos)
                asciiStart = i;
        }
        i = chunkEnd;
    }
    if (asciiStart != std::string::npos)
        asciiTokensOf(utf8.substr(asciiStart), asciiStart, sink);
    if (icuStart != std::string::npos)
        icuSpan<WithSpans>(utf8.substr(icuStart), icuStart, sink);
}

void Canonicalizer::tokens(std::string_view utf8, std::vector<std::string> &out, Path path)
{
    forEachToken<false>(utf8, path, [&out](std::string_view t, std::uint64_t, std::size_t, std::size_t) {
        out.emplace_back(t);
    });
}

std::vector<std::string> Canonicalizer::tokens(std::string_view utf8, Path path)
{
    std::vector<std::string> out;
    tokens(utf8, out, path);
    return out;
}

void Canonicalizer::tokenHashes(std::string_view utf8, std::vector<std::uint64_t> &out, Path path)
{
    // At most one token per two bytes (a character and a separator) in practice: reserving
    // that avoids growing (and copying) a large vector; pages never written cost no memory.
    out.reserve(out.size() + utf8.size() / 2 + 1);
    forEachToken<false>(utf8, path, [&out](std::string_view, std::uint64_t hash, std::size_t, std::size_t) {
        out.push_back(hash);
    });
}

void Canonicalizer::tokenHashes(std::string_view utf8, std::vector<std::uint64_t> &out, TokenSink &sink,
                                Path path)
{
    out.reserve(out.size() + utf8.size() / 2 + 1);
    forEachToken<false>(utf8, path,
                        [&out, &sink](std::string_view token, std::uint64_t hash, std::size_t, std::size_t) {
                            out.push_back(hash);
                            sink.token(token, hash);
                        });
}

void Canonicalizer::tokenSpans(std::string_view utf8, std::vector<TokenSpan> &out, Path path)
{
    Q_ASSERT(utf8.size() < (std::uint64_t(1) << 32));
    forEachToken<true>(utf8, path,
                       [&out](std::string_view, std::uint64_t, std::size_t begin, std::size_t end) {
                           out.push_back({std::uint32_t(begin), std::uint32_t(end)});
                       });
}

void Canonicalizer::tokenHashesAndSpans(std::string_view utf8, std::vector<std::uint64_t> &hashes,
                                        std::vector<TokenSpan> &spans, Path path)
{
    Q_ASSERT(utf8.size() < (std::uint64_t(1) << 32));
    forEachToken<true>(
        utf8, path,
        [&hashes, &spans](std::string_view, std::uint64_t hash, std::size_t begin, std::size_t end) {
            hashes.push_back(hash);
            spans.push_back({std::uint32_t(begin), std::uint32_t(end)});
        });
}

} // namespace lookalike
