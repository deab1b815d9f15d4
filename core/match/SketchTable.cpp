#include "SketchTable.h"

#include <QtEndian>

#include <algorithm>
#include <bit>

namespace lookalike {

namespace {

// Chance that two different MinHash minima agree on their low 16 bits.
constexpr double kChanceAgreement = 1.0 / 65536.0;

std::size_t intersectSorted(std::span<const std::uint32_t> a, std::span<const std::uint32_t> b)
{
    std::size_t i = 0, j = 0, shared = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i] == b[j])
            ++shared, ++i, ++j;
        else if (a[i] < b[j])
            ++i;
        else
            ++j;
    }
    return shared;
}

} // namespace

SketchTable::SketchTable(int minHashSize, int maxLevel) : m_k(minHashSize), m_maxLevel(std::clamp(maxLevel, 0, 63)) {}

void SketchTable::reserve(std::size_t documents, std::size_t sampleValues)
{
    m_docIds.reserve(documents);
    m_shingleFps.reserve(documents);
    m_hasShingles.reserve(documents);
    m_levels.reserve(documents);
    m_minHash.reserve(documents * std::size_t(m_k));
    m_groupStart.reserve(documents * std::size_t(m_maxLevel + 2));
    m_sampleKeys.reserve(sampleValues);
}

void SketchTable::add(qint64 docId, const Fingerprint128 &shingleFingerprint, std::uint64_t shingleCount,
                      std::span<const std::uint32_t> minHash, int sampleLevel, std::span<const std::uint64_t> sample)
{
    m_docIds.push_back(docId);
    m_shingleFps.push_back(shingleFingerprint);
    m_hasShingles.push_back(shingleCount > 0 && minHash.size() == std::size_t(m_k) ? 1 : 0);
    m_levels.push_back(static_cast<std::uint8_t>(std::clamp(sampleLevel, 0, m_maxLevel)));
    for (int i = 0; i < m_k; ++i)
        m_minHash.push_back(i < int(minHash.size()) ? static_cast<std::uint16_t>(minHash[std::size_t(i)]) : 0);
    // Group the sample by trailing zero bits (capped), each group sorted by its 32-bit key.
    const std::size_t base = m_sampleKeys.size();
    std::size_t counts[64] = {};
    auto zerosOf = [this](std::uint64_t v) { return v == 0 ? m_maxLevel : std::min(std::countr_zero(v), m_maxLevel); };
    for (std::uint64_t v : sample)
        ++counts[zerosOf(v)];
    std::size_t offset = base;
    std::size_t starts[65];
    for (int z = 0; z <= m_maxLevel; ++z) {
        starts[z] = offset;
        m_groupStart.push_back(offset);
        offset += counts[z];
    }
    m_groupStart.push_back(offset);
    m_sampleKeys.resize(offset);
    for (std::uint64_t v : sample)
        m_sampleKeys[starts[zerosOf(v)]++] = static_cast<std::uint32_t>(v >> 32);
    for (int z = 0; z <= m_maxLevel; ++z) {
        const std::size_t i = m_docIds.size() - 1;
        const auto from = m_groupStart[i * std::size_t(m_maxLevel + 2) + std::size_t(z)];
        const auto to = m_groupStart[i * std::size_t(m_maxLevel + 2) + std::size_t(z) + 1];
        std::sort(m_sampleKeys.begin() + std::ptrdiff_t(from), m_sampleKeys.begin() + std::ptrdiff_t(to));
    }
}

void SketchTable::addBlobs(qint64 docId, const Fingerprint128 &shingleFingerprint, std::uint64_t shingleCount,
                           const char *minHash, std::size_t minHashBytes, int sampleLevel, const char *sample,
                           std::size_t sampleBytes)
{
    std::vector<std::uint32_t> &mh = m_scratch[0];
    mh.resize(minHashBytes / 4);
    for (std::size_t i = 0; i < mh.size(); ++i)
        mh[i] = qFromLittleEndian<std::uint32_t>(minHash + 4 * i);
    std::vector<std::uint64_t> values(sampleBytes / 8);
    for (std::size_t i = 0; i < values.size(); ++i)
        values[i] = qFromLittleEndian<std::uint64_t>(sample + 8 * i);
    add(docId, shingleFingerprint, shingleCount, mh, sampleLevel, values);
}

std::span<const std::uint32_t> SketchTable::sampleGroup(std::size_t i, int zeros) const
{
    const std::size_t at = i * std::size_t(m_maxLevel + 2) + std::size_t(zeros);
    return {m_sampleKeys.data() + m_groupStart[at], m_groupStart[at + 1] - m_groupStart[at]};
}

std::span<const std::uint32_t> SketchTable::sample(std::size_t i) const
{
    const std::size_t at = i * std::size_t(m_maxLevel + 2);
    return {m_sampleKeys.data() + m_groupStart[at], m_groupStart[at + std::size_t(m_maxLevel) + 1] - m_groupStart[at]};
}

std::size_t SketchTable::sampleSizeAt(std::size_t i, int level) const
{
    const std::size_t at = i * std::size_t(m_maxLevel + 2);
    level = std::clamp(level, 0, m_maxLevel);
    return m_groupStart[at + std::size_t(m_maxLevel) + 1] - m_groupStart[at + std::size_t(level)];
}

SketchTable::Estimate SketchTable::estimate(std::size_t i, std::size_t j) const
{
    Estimate e;
    if (!hasShingles(i) || !hasShingles(j))
        return e;
    const auto a = minHash(i);
    const auto b = minHash(j);
    std::size_t equal = 0;
    for (int x = 0; x < m_k; ++x)
        equal += a[std::size_t(x)] == b[std::size_t(x)];
    const double share = double(equal) / double(m_k);
    const double minHashResemblance = std::max(0.0, (share - kChanceAgreement) / (1.0 - kChanceAgreement));
    const int level = std::max(sampleLevel(i), sampleLevel(j));
    std::size_t shared = 0;
    for (int z = level; z <= m_maxLevel; ++z)
        shared += intersectSorted(sampleGroup(i, z), sampleGroup(j, z));
    const double sizeA = double(sampleSizeAt(i, level));
    const double sizeB = double(sampleSizeAt(j, level));
    const double unionSize = sizeA + sizeB - double(shared);
    e.resemblance = (minHashResemblance * m_k + double(shared)) / (double(m_k) + unionSize);
    e.containmentAInB = sizeA > 0 ? double(shared) / sizeA : 0.0;
    e.containmentBInA = sizeB > 0 ? double(shared) / sizeB : 0.0;
    return e;
}

} // namespace lookalike
