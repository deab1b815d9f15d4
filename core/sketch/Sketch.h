#pragma once

#include "Shingler.h"
#include "text/WordBag.h"

#include <QByteArray>
#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace lookalike {

// A 128-bit fingerprint (XXH3-128); equality of two fingerprints stands for equality of what
// they cover (chance of a false match ~2^-128 per pair).
struct Fingerprint128
{
    std::uint64_t low = 0;
    std::uint64_t high = 0;
    bool isNull() const { return low == 0 && high == 0; }
    friend bool operator==(const Fingerprint128 &, const Fingerprint128 &) = default;
    QByteArray toBytes() const;                               // 16 bytes, little endian, for BLOBs
    static Fingerprint128 fromBytes(const QByteArray &bytes); // null on a wrong length
    QString toHex() const;
    static Fingerprint128 ofBytes(const void *data, std::size_t size);
};

// MinHash values keep the low kMinHashBits bits of their bin's minimum (b-bit minwise
// hashing, Li and Koenig 2010): half the bytes of 32-bit values in the index and in memory.
// Two different minima then agree with probability 2^-16, which minHashResemblance() removes.
constexpr int kMinHashBits = 16;
constexpr std::uint32_t kMinHashMask = (1u << kMinHashBits) - 1;

// The resemblance estimated from `equal` agreeing positions of k (chance agreement removed).
double minHashResemblance(std::size_t equal, std::size_t k);

// A value of the MOD_2^i sample in its kept form: the high 32 bits of the shingle fingerprint
// (the key the inverted index and the estimators compare) and, as the low word,
// 1 << min(trailing zero bits of the fingerprint, maxLevel), which is all that deciding
// "0 modulo 2^j" needs for any level j <= maxLevel. Two values are equal when both parts are
// (a different shingle with the same 32-bit key: probability 2^-32 per comparison).
inline std::uint64_t sampleValue(std::uint64_t fingerprint, int maxLevel)
{
    const int zeros = std::min(fingerprint == 0 ? 64 : std::countr_zero(fingerprint), maxLevel);
    return ((fingerprint >> 32) << 32) | (std::uint64_t(1) << zeros);
}
inline std::uint32_t sampleKey(std::uint64_t value)
{
    return std::uint32_t(value >> 32);
}
inline int sampleZeros(std::uint64_t value)
{
    return std::countr_zero(value);
}

struct SketchParams
{
    ShingleParams shingle;
    // k of the MinHash vector F(D) (one-permutation hashing with optimal densification).
    int minHashSize = 128;
    // Broder's MOD_2^i sample V_i(D): i is the smallest level whose expected sample size is
    // below 2*sampleTarget, but never above sampleMaxLevel, so long documents keep at least
    // 1/2^sampleMaxLevel of their shingles (containment of short excerpts stays estimable).
    // 64..127 values a document: with the 128 MinHash values, a 4 KB document's sketch is
    // about 600 bytes (core/sketch/SketchFormat.h).
    int sampleTarget = 64;
    int sampleMaxLevel = 4;

    bool isValid() const;
    // A stable text form stored with an index; sketches made with other params are not comparable.
    QString toString() const;
    // The parameters of a toString() text (fields it does not name keep their defaults);
    // nullopt if they are not valid.
    static std::optional<SketchParams> fromString(const QString &text);
};

// What the sketch stage keeps of one document.
struct DocumentSketch
{
    std::uint64_t tokenCount = 0;
    std::uint64_t shingleCount = 0; // |S(D)|, distinct shingles
    std::vector<std::uint32_t>
        minHash;            // F(D): k values of kMinHashBits bits; all kEmptyBin (or none) without shingles
    int sampleLevel = 0;    // i of V_i(D) = MOD_2^i
    int sampleMaxLevel = 4; // the top level (SketchParams::sampleMaxLevel) its values are capped at
    std::vector<std::uint64_t> sample; // V_i(D) as sampleValue()s, sorted ascending, distinct
    Fingerprint128 lexicalFingerprint; // of the canonical token stream (lexically equivalent)
    Fingerprint128 shingleFingerprint; // of the whole shingle set (shingle equivalent)
    // The document's bag of words for related documents (stored apart from the sketch; not in
    // shards); none where it was not made (documents merged from shards).
    std::optional<WordBag> bag;

    static constexpr std::uint32_t kEmptyBin = 0xffffffffu;
    bool hasShingles() const { return shingleCount > 0 && !minHash.empty() && minHash[0] != kEmptyBin; }
};

// Computes DocumentSketch from canonical token fingerprints. Reuses its buffers between calls:
// one instance per thread.
class Sketcher
{
public:
    explicit Sketcher(SketchParams params = {});
    const SketchParams &params() const { return m_params; }

    DocumentSketch sketch(const std::vector<std::uint64_t> &tokenHashes);
    // The same sketch, turning the tokens into the shingles in place (a long document needs
    // no second vector); `tokenHashes` is left empty.
    DocumentSketch sketch(std::vector<std::uint64_t> &&tokenHashes);
    // Sketch of a set of shingle fingerprints given directly (tests, estimator studies).
    DocumentSketch sketchShingles(std::span<const std::uint64_t> shingles);

    // The distinct shingle set of the last sketch() call, unordered (exact comparisons).
    std::vector<std::uint64_t> lastShingleSet() const;
    // The same without a copy (valid until the next call).
    const std::vector<std::uint64_t> &lastShingles() const { return m_distinct; }
    // The high halves of the last set's shingles, ascending and distinct (two shingles may
    // share one): what exact settling compares (ShingleSpill, ExactComparer). Read in the
    // order of the set's table, which is nearly theirs: an insertion sort puts them in order
    // in about one pass but for the few values probing wrapped round to the table's start.
    void lastHighHalves(std::vector<std::uint32_t> &out) const;

    // Frees buffers larger than `keepBytes` kept from the last call (lastShingleSet() may be
    // empty afterwards).
    void releaseMemory(std::size_t keepBytes);

private:
    void collectDistinct(std::span<const std::uint64_t> shingles);
    void collectDistinctInPlace();
    SketchParams m_params;
    std::vector<std::uint64_t> m_shingles;
    std::vector<std::uint64_t> m_table;          // open addressing set; 0 marks an empty slot
    std::vector<std::uint64_t> m_distinct;       // the distinct shingles (first-seen order for small sets)
    std::vector<std::uint64_t> m_bins;           // OPH bins (64-bit so "empty" cannot be a value)
    mutable std::vector<std::uint32_t> m_halves; // lastHighHalves' scratch
};

// The MOD_2^i level a document of n distinct shingles is sampled at.
int sampleLevelFor(std::uint64_t shingleCount, const SketchParams &params);

} // namespace lookalike
