#pragma once

#include "sketch/Sketch.h"

#include <QtGlobal>

#include <cstdint>
#include <span>
#include <vector>

namespace lookalike {

// Every document's sketch in a few flat arrays, for matching a whole index in bounded memory
// (about 0.3 KB + 4 bytes per sample value per document; 10^6 documents in about 1 GB).
//
// - MinHash values keep their low 16 bits (b-bit minwise hashing, Li and Koenig 2010): two
//   different minima agree by chance with probability 2^-16, which the estimator removes.
// - Sample values keep their high 32 bits, grouped by how many trailing zero bits the full
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

    // Appends a document (minHash must have minHashSize values; sample sorted or not).
    void add(qint64 docId, const Fingerprint128 &shingleFingerprint, std::uint64_t shingleCount,
             std::span<const std::uint32_t> minHash, int sampleLevel, std::span<const std::uint64_t> sample);
    // The same from the BLOBs of the index (little-endian uint32 and uint64 arrays).
    void addBlobs(qint64 docId, const Fingerprint128 &shingleFingerprint, std::uint64_t shingleCount,
                  const char *minHash, std::size_t minHashBytes, int sampleLevel, const char *sample,
                  std::size_t sampleBytes);

    qint64 docId(std::size_t i) const { return m_docIds[i]; }
    const Fingerprint128 &shingleFingerprint(std::size_t i) const { return m_shingleFps[i]; }
    bool hasShingles(std::size_t i) const { return m_hasShingles[i] != 0; }
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

    // The estimates of ResemblanceEstimate (combined, containments) for documents i and j.
    struct Estimate
    {
        double resemblance = 0; // pooled MinHash + sample estimate
        double containmentAInB = 0;
        double containmentBInA = 0;
    };
    Estimate estimate(std::size_t i, std::size_t j) const;

private:
    int m_k;
    int m_maxLevel;
    std::vector<qint64> m_docIds;
    std::vector<Fingerprint128> m_shingleFps;
    std::vector<std::uint8_t> m_hasShingles;
    std::vector<std::uint8_t> m_levels;
    std::vector<std::uint16_t> m_minHash;
    // Per document, maxLevel + 2 offsets into m_sampleKeys: group z of document i spans
    // [m_groupStart[i * (maxLevel + 2) + z], ... + z + 1).
    std::vector<std::uint64_t> m_groupStart;
    std::vector<std::uint32_t> m_sampleKeys;
    std::vector<std::uint32_t> m_scratch[2];
};

} // namespace lookalike
