#include "SketchTable.h"

#include "sketch/Estimate.h"
#include "sketch/SketchFormat.h"

#include <algorithm>
#include <bit>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace lookalike {

namespace {

// |a n b| of two ascending key lists, without branches on the keys (random keys defeat
// branch prediction: this merge is 2-3 times faster than the branching one).
std::size_t intersectSorted(std::span<const std::uint32_t> a, std::span<const std::uint32_t> b)
{
    std::size_t i = 0, j = 0, shared = 0;
    const std::size_t na = a.size(), nb = b.size();
    while (i < na && j < nb) {
        const std::uint32_t x = a[i];
        const std::uint32_t y = b[j];
        shared += x == y;
        i += x <= y;
        j += y <= x;
    }
    return shared;
}

} // namespace

SketchTable::SketchTable(int minHashSize, int maxLevel)
    : m_k(minHashSize)
    , m_maxLevel(std::clamp(maxLevel, 0, 31))
{}

void SketchTable::reserve(std::size_t documents, std::size_t sampleValues)
{
    m_docIds.reserve(documents);
    m_shingleFps.reserve(documents);
    m_hasShingles.reserve(documents);
    m_shingleCounts.reserve(documents);
    m_levels.reserve(documents);
    m_minHash.reserve(documents * std::size_t(m_k));
    m_groupStart.reserve(documents * std::size_t(m_maxLevel + 2));
    m_sampleKeys.reserve(sampleValues);
}

void SketchTable::appendGroups(const std::size_t counts[], int level)
{
    std::size_t offset = m_sampleKeys.size();
    for (int z = 0; z <= m_maxLevel; ++z) {
        m_groupStart.push_back(std::uint32_t(offset));
        if (z >= level)
            offset += counts[z];
    }
    m_groupStart.push_back(std::uint32_t(offset));
}

std::optional<std::size_t> SketchTable::find(qint64 docId) const
{
    const auto it = std::lower_bound(m_docIds.begin(), m_docIds.end(), docId);
    if (it == m_docIds.end() || *it != docId)
        return std::nullopt;
    return std::size_t(it - m_docIds.begin());
}

void SketchTable::add(qint64 docId, const Fingerprint128 &shingleFingerprint, std::uint64_t shingleCount,
                      std::span<const std::uint32_t> minHash, int sampleLevel,
                      std::span<const std::uint64_t> sample)
{
    const bool has =
        shingleCount > 0 && minHash.size() == std::size_t(m_k) && minHash[0] != DocumentSketch::kEmptyBin;
    m_docIds.push_back(docId);
    m_shingleFps.push_back(shingleFingerprint);
    m_hasShingles.push_back(has ? 1 : 0);
    m_shingleCounts.push_back(std::uint32_t(std::min<std::uint64_t>(shingleCount, 0xffffffffu)));
    const int level = std::clamp(sampleLevel, 0, m_maxLevel);
    m_levels.push_back(static_cast<std::uint8_t>(level));
    for (int i = 0; i < m_k; ++i)
        m_minHash.push_back(has ? static_cast<std::uint16_t>(minHash[std::size_t(i)] & kMinHashMask) : 0);
    // Group the sample by trailing zero bits (capped), each group sorted by its 32-bit key.
    std::size_t counts[33] = {};
    auto zerosOf = [this](std::uint64_t v) {
        return std::min(v == 0 ? 64 : sampleZeros(v), m_maxLevel);
    };
    for (std::uint64_t v : sample)
        if (zerosOf(v) >= level)
            ++counts[zerosOf(v)];
    const std::size_t row = m_docIds.size() - 1;
    appendGroups(counts, level);
    m_sampleKeys.resize(m_groupStart.back());
    std::size_t next[33];
    for (int z = 0; z <= m_maxLevel; ++z)
        next[z] = m_groupStart[row * std::size_t(m_maxLevel + 2) + std::size_t(z)];
    for (std::uint64_t v : sample)
        if (zerosOf(v) >= level)
            m_sampleKeys[next[zerosOf(v)]++] = sampleKey(v);
    // A sketch's sample is sorted (DocumentSketch::sample), and so is each group then: checked,
    // not sorted again.
    for (int z = level; z <= m_maxLevel; ++z) {
        const auto from = m_sampleKeys.begin() +
                          std::ptrdiff_t(m_groupStart[row * std::size_t(m_maxLevel + 2) + std::size_t(z)]);
        const auto to = m_sampleKeys.begin() +
                        std::ptrdiff_t(m_groupStart[row * std::size_t(m_maxLevel + 2) + std::size_t(z) + 1]);
        if (!std::is_sorted(from, to))
            std::sort(from, to);
    }
}

bool SketchTable::addBlob(qint64 docId, const Fingerprint128 &shingleFingerprint, std::uint64_t shingleCount,
                          const char *blob, std::size_t blobSize)
{
    SketchReader reader;
    if (!reader.open(blob, blobSize) || reader.maxLevel() != m_maxLevel ||
        (reader.minHashSize() != 0 && reader.minHashSize() != m_k))
        return false;
    const std::size_t keysBefore = m_sampleKeys.size();
    const std::size_t minHashBefore = m_minHash.size();
    const bool has = shingleCount > 0 && reader.minHashSize() == m_k;
    m_minHash.resize(minHashBefore + std::size_t(m_k), 0);
    if (has) {
        std::uint16_t *to = m_minHash.data() + minHashBefore;
        const unsigned char *from = reader.minHashBytes();
        for (int i = 0; i < m_k; ++i)
            to[i] = std::uint16_t(from[2 * i] | (from[2 * i + 1] << 8));
    }
    // Groups arrive z ascending, keys ascending: appended as they come.
    std::size_t counts[33] = {};
    const bool ok = reader.forEachKey([&](int z, std::uint32_t key) {
        ++counts[z];
        m_sampleKeys.push_back(key);
    });
    if (!ok) {
        m_sampleKeys.resize(keysBefore);
        m_minHash.resize(minHashBefore);
        return false;
    }
    m_docIds.push_back(docId);
    m_shingleFps.push_back(shingleFingerprint);
    m_hasShingles.push_back(has ? 1 : 0);
    m_shingleCounts.push_back(std::uint32_t(std::min<std::uint64_t>(shingleCount, 0xffffffffu)));
    m_levels.push_back(static_cast<std::uint8_t>(reader.sampleLevel()));
    std::size_t offset = keysBefore;
    for (int z = 0; z <= m_maxLevel; ++z) {
        m_groupStart.push_back(std::uint32_t(offset));
        if (z >= reader.sampleLevel())
            offset += counts[z];
    }
    m_groupStart.push_back(std::uint32_t(offset));
    return true;
}

std::span<const std::uint32_t> SketchTable::sampleGroup(std::size_t i, int zeros) const
{
    const std::size_t at = i * std::size_t(m_maxLevel + 2) + std::size_t(zeros);
    return {m_sampleKeys.data() + m_groupStart[at], m_groupStart[at + 1] - m_groupStart[at]};
}

std::span<const std::uint32_t> SketchTable::sample(std::size_t i) const
{
    const std::size_t at = i * std::size_t(m_maxLevel + 2);
    return {m_sampleKeys.data() + m_groupStart[at],
            m_groupStart[at + std::size_t(m_maxLevel) + 1] - m_groupStart[at]};
}

std::size_t SketchTable::sampleSizeAt(std::size_t i, int level) const
{
    const std::size_t at = i * std::size_t(m_maxLevel + 2);
    level = std::clamp(level, 0, m_maxLevel);
    return m_groupStart[at + std::size_t(m_maxLevel) + 1] - m_groupStart[at + std::size_t(level)];
}

int SketchTable::agreement(std::size_t i, std::size_t j, std::uint64_t *words) const
{
    const std::uint16_t *a = m_minHash.data() + i * std::size_t(m_k);
    const std::uint16_t *b = m_minHash.data() + j * std::size_t(m_k);
    const int nWords = (m_k + 63) / 64;
    std::fill(words, words + nWords, 0);
    int x = 0;
#if defined(__SSE2__)
    // 16 values a step: two compares packed to 16 bytes of 0xff/0, one bit each by movemask.
    for (; x + 16 <= m_k; x += 16) {
        const __m128i e0 = _mm_cmpeq_epi16(_mm_loadu_si128(reinterpret_cast<const __m128i *>(a + x)),
                                           _mm_loadu_si128(reinterpret_cast<const __m128i *>(b + x)));
        const __m128i e1 = _mm_cmpeq_epi16(_mm_loadu_si128(reinterpret_cast<const __m128i *>(a + x + 8)),
                                           _mm_loadu_si128(reinterpret_cast<const __m128i *>(b + x + 8)));
        const auto bits = std::uint64_t(std::uint32_t(_mm_movemask_epi8(_mm_packs_epi16(e0, e1))) & 0xffffu);
        words[x / 64] |= bits << (x % 64);
    }
#endif
    for (; x < m_k; ++x)
        if (a[x] == b[x])
            words[x / 64] |= std::uint64_t(1) << (x % 64);
    int agree = 0;
    for (int w = 0; w < nWords; ++w)
        agree += std::popcount(words[w]);
    return agree;
}

SketchTable::Estimate SketchTable::estimate(std::size_t i, std::size_t j) const
{
    std::uint64_t words[64];
    return estimate(i, j, agreement(i, j, words));
}

SketchTable::Estimate SketchTable::estimate(std::size_t i, std::size_t j, int agreeing) const
{
    if (!hasShingles(i) || !hasShingles(j))
        return {};
    SketchCounts c;
    c.k = std::size_t(m_k);
    c.minHashEqual = std::size_t(agreeing);
    c.level = std::max(sampleLevel(i), sampleLevel(j));
    for (int z = c.level; z <= m_maxLevel; ++z)
        c.shared += intersectSorted(sampleGroup(i, z), sampleGroup(j, z));
    c.sampleA = sampleSizeAt(i, c.level);
    c.sampleB = sampleSizeAt(j, c.level);
    c.shinglesA = m_shingleCounts[i];
    c.shinglesB = m_shingleCounts[j];
    const ResemblanceEstimate e = pooledEstimate(c);
    return {e.resemblance,   e.containmentAInB,   e.containmentBInA,
            e.resemblanceSd, e.containmentAInBSd, e.containmentBInASd};
}

} // namespace lookalike
