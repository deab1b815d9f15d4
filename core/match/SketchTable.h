#pragma once

#include "sketch/Sketch.h"

#include <QtGlobal>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace lookalike {

// Every document's sketch in a few flat arrays, for matching a whole index in bounded memory
// (2k bytes + 4 bytes per sample value + 40 bytes a document: 10^6 documents of 4 KB in
// about 650 MB).
//
// - MinHash values are kMinHashBits (16) bits, as kept (b-bit minwise hashing).
// - Sample values are kept as their 32-bit keys, grouped by how many trailing zero bits the
//   value had (capped at the highest sample level), so V_L(D) for any level L >= the
//   document's own level is a set of whole groups. Each group is sorted.
// Not thread-safe for writing; const access from any thread.
class SketchTable
{
public:
    explicit SketchTable(int minHashSize = 128, int maxLevel = 4);

    int minHashSize() const { return m_k; }
    int maxLevel() const { return m_maxLevel; }
    std::size_t size() const { return m_docIds.size(); }
    void reserve(std::size_t documents, std::size_t sampleValues);

    // Appends a document (minHash must have minHashSize values, or none for a document
    // without shingles; sample of sampleValue()s, sorted or not).
    void add(qint64 docId, const Fingerprint128 &shingleFingerprint, std::uint64_t shingleCount,
             std::span<const std::uint32_t> minHash, int sampleLevel, std::span<const std::uint64_t> sample);
    // The same from the stored form (SketchFormat.h). False (nothing added) if the bytes are
    // not a sketch of this table's k and top level.
    bool addBlob(qint64 docId, const Fingerprint128 &shingleFingerprint, std::uint64_t shingleCount,
                 const char *blob, std::size_t blobSize);

    qint64 docId(std::size_t i) const { return m_docIds[i]; }
    // The row of a document, in a table whose ids ascend (one read from the index, Sketches::
    // table, or kept by a scan, FreshSketches); nullopt when it holds none of that id.
    std::optional<std::size_t> find(qint64 docId) const;
    const Fingerprint128 &shingleFingerprint(std::size_t i) const { return m_shingleFps[i]; }
    bool hasShingles(std::size_t i) const { return m_hasShingles[i] != 0; }
    std::uint32_t shingleCount(std::size_t i) const { return m_shingleCounts[i]; }
    int sampleLevel(std::size_t i) const { return m_levels[i]; }
    std::span<const std::uint16_t> minHash(std::size_t i) const
    {
        return {m_minHash.data() + i * std::size_t(m_k), std::size_t(m_k)};
    }
    // The sample keys with exactly `zeros` trailing zero bits (zeros == maxLevel: at least).
    std::span<const std::uint32_t> sampleGroup(std::size_t i, int zeros) const;
    // All sample keys of document i (V_level(i)).
    std::span<const std::uint32_t> sample(std::size_t i) const;
    // |V_L(D)| for L >= the document's level.
    std::size_t sampleSizeAt(std::size_t i, int level) const;
    std::size_t sampleValues() const { return m_sampleKeys.size(); }

    // The positions where the MinHash vectors of documents i and j agree: bit x of
    // words[x / 64] (words has (k + 63) / 64 entries). Returns how many agree.
    int agreement(std::size_t i, std::size_t j, std::uint64_t *words) const;

    // The figures Lookalike reports for documents i and j (pooledEstimate in Estimate.h).
    struct Estimate
    {
        double resemblance = 0;
        double containmentAInB = 0;
        double containmentBInA = 0;
        double resemblanceSd = 0; // standard deviations
        double containmentAInBSd = 0;
        double containmentBInASd = 0;
    };
    Estimate estimate(std::size_t i, std::size_t j) const;
    // The same when the MinHash agreement is known already.
    Estimate estimate(std::size_t i, std::size_t j, int agreeing) const;

private:
    void appendGroups(const std::size_t counts[], int level);
    int m_k;
    int m_maxLevel;
    std::vector<qint64> m_docIds;
    std::vector<Fingerprint128> m_shingleFps;
    std::vector<std::uint8_t> m_hasShingles;
    std::vector<std::uint32_t> m_shingleCounts;
    std::vector<std::uint8_t> m_levels;
    std::vector<std::uint16_t> m_minHash;
    // Per document, maxLevel + 2 offsets into m_sampleKeys: group z of document i spans
    // [m_groupStart[i * (maxLevel + 2) + z], ... + z + 1). 32 bits: a table holds fewer than
    // 2^32 sample values (16 GB of them).
    std::vector<std::uint32_t> m_groupStart;
    std::vector<std::uint32_t> m_sampleKeys;
};

} // namespace lookalike
