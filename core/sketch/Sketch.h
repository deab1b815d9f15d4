#pragma once

#include "Shingler.h"

#include <QByteArray>

#include <array>
#include <cstdint>
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
    QByteArray toBytes() const;                       // 16 bytes, little endian, for BLOBs
    static Fingerprint128 fromBytes(const QByteArray &bytes); // null on a wrong length
    QString toHex() const;
    static Fingerprint128 ofBytes(const void *data, std::size_t size);
};

struct SketchParams
{
    ShingleParams shingle;
    // k of the MinHash vector F(D) (one-permutation hashing with optimal densification).
    int minHashSize = 128;
    // Broder's MOD_2^i sample V_i(D): i is the smallest level whose expected sample size is
    // below 2*sampleTarget, but never above sampleMaxLevel, so long documents keep at least
    // 1/2^sampleMaxLevel of their shingles (containment of short excerpts stays estimable).
    int sampleTarget = 128;
    int sampleMaxLevel = 4;

    bool isValid() const;
    // A stable text form stored with an index; sketches made with other params are not comparable.
    QString toString() const;
};

// What the sketch stage keeps of one document.
struct DocumentSketch
{
    std::uint64_t tokenCount = 0;
    std::uint64_t shingleCount = 0;    // |S(D)|, distinct shingles
    std::vector<std::uint32_t> minHash; // F(D): k values; all kEmptyBin for a document without shingles
    int sampleLevel = 0;                // i of V_i(D) = MOD_2^i
    std::vector<std::uint64_t> sample;  // V_i(D), sorted ascending, distinct
    Fingerprint128 lexicalFingerprint;  // of the canonical token stream (lexically equivalent)
    Fingerprint128 shingleFingerprint;  // of the whole shingle set (shingle equivalent)

    static constexpr std::uint32_t kEmptyBin = 0xffffffffu;

    QByteArray minHashBlob() const;
    QByteArray sampleBlob() const;
    static std::vector<std::uint32_t> minHashFromBlob(const QByteArray &blob);
    static std::vector<std::uint64_t> sampleFromBlob(const QByteArray &blob);
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

    // Frees buffers larger than `keepBytes` kept from the last call (lastShingleSet() may be
    // empty afterwards).
    void releaseMemory(std::size_t keepBytes);

private:
    void collectDistinct(std::span<const std::uint64_t> shingles);
    void collectDistinctInPlace();
    SketchParams m_params;
    std::vector<std::uint64_t> m_shingles;
    std::vector<std::uint64_t> m_table;    // open addressing set; 0 marks an empty slot
    std::vector<std::uint64_t> m_distinct; // the distinct shingles (first-seen order for small sets)
    std::vector<std::uint64_t> m_bins;     // OPH bins (64-bit so "empty" cannot be a value)
};

// The MOD_2^i level a document of n distinct shingles is sampled at.
int sampleLevelFor(std::uint64_t shingleCount, const SketchParams &params);

} // namespace lookalike
