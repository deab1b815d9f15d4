#include "SketchFormat.h"

#include "base/Varint.h"

#include <QtEndian>
#include <algorithm>
#include <bit>

namespace lookalike {

namespace {

constexpr std::uint8_t kFormat = 1;
constexpr std::size_t kHeader = 5; // format, level, top level, k

class BitWriter
{
public:
    explicit BitWriter(QByteArray &out)
        : m_out(out)
    {}
    void write(std::uint32_t value, int bits)
    {
        for (int put = 0; put < bits;) {
            const int take = std::min(bits - put, 8 - m_bit);
            m_acc |= std::uint8_t(((value >> put) & ((1u << take) - 1)) << m_bit);
            put += take;
            m_bit += take;
            if (m_bit == 8)
                flushByte();
        }
    }
    void writeUnary(std::uint64_t ones)
    {
        for (; ones >= 8; ones -= 8)
            write(0xff, 8);
        write((1u << ones) - 1, int(ones) + 1); // `ones` 1 bits, then a 0
    }
    void finish()
    {
        if (m_bit > 0)
            flushByte();
    }

private:
    void flushByte()
    {
        m_out.append(char(m_acc));
        m_acc = 0;
        m_bit = 0;
    }
    QByteArray &m_out;
    std::uint8_t m_acc = 0;
    int m_bit = 0;
};

// The Rice parameter for `count` keys spread over 2^32: about log2 of the mean gap times ln 2
// (the best b for geometric gaps).
int riceBits(std::size_t count)
{
    const double meanGap = 4294967296.0 / double(count + 1);
    int b = 0;
    while (b < 31 && double(std::uint64_t(1) << (b + 1)) <= meanGap * 0.69)
        ++b;
    return b;
}

} // namespace

QByteArray encodeSketch(const DocumentSketch &sketch)
{
    const int maxLevel = std::clamp(sketch.sampleMaxLevel, 0, 31);
    const int level = std::clamp(sketch.sampleLevel, 0, maxLevel);
    const bool hasShingles = sketch.hasShingles();
    const auto k = hasShingles ? std::uint16_t(sketch.minHash.size()) : std::uint16_t(0);
    QByteArray out;
    out.reserve(qsizetype(kHeader + 2 * k + 16 + sketch.sample.size() * 4));
    out.append(char(kFormat));
    out.append(char(level));
    out.append(char(maxLevel));
    char k16[2];
    qToLittleEndian(k, k16);
    out.append(k16, 2);
    for (std::uint16_t i = 0; i < k; ++i) {
        char v[2];
        qToLittleEndian(std::uint16_t(sketch.minHash[i]), v);
        out.append(v, 2);
    }
    // The keys of each zero group, ascending.
    std::vector<std::uint32_t> group;
    for (int z = level; z <= maxLevel; ++z) {
        group.clear();
        for (std::uint64_t v : sketch.sample)
            if (std::min(sampleZeros(v), maxLevel) == z)
                group.push_back(sampleKey(v));
        std::sort(group.begin(), group.end());
        putVarint(out, group.size());
        if (group.empty())
            continue;
        const int bits = riceBits(group.size());
        out.append(char(bits));
        BitWriter bitsOut(out);
        std::uint32_t previous = 0;
        for (std::uint32_t key : group) {
            const std::uint32_t gap = key - previous;
            bitsOut.writeUnary(gap >> bits);
            bitsOut.write(gap & ((bits == 32) ? 0xffffffffu : ((1u << bits) - 1)), bits);
            previous = key;
        }
        bitsOut.finish();
    }
    return out;
}

bool SketchReader::open(const char *data, std::size_t size)
{
    m_data = reinterpret_cast<const unsigned char *>(data);
    m_size = size;
    if (!data || size < kHeader || m_data[0] != kFormat)
        return false;
    m_level = m_data[1];
    m_maxLevel = m_data[2];
    m_k = qFromLittleEndian<std::uint16_t>(m_data + 3);
    m_groupsAt = kHeader + 2 * std::size_t(m_k);
    return m_level <= m_maxLevel && m_maxLevel <= 31 && m_groupsAt <= size;
}

std::uint16_t SketchReader::minHash(int i) const
{
    return qFromLittleEndian<std::uint16_t>(m_data + kHeader + 2 * std::size_t(i));
}

bool SketchReader::readGroup(std::size_t &at, std::uint64_t &count, int &bits) const
{
    if (!getVarint(m_data, m_size, at, count))
        return false;
    if (count == 0)
        return true;
    if (at >= m_size || count > m_size * 8)
        return false;
    bits = m_data[at++];
    return bits <= 31;
}

bool decodeSketch(const char *data, std::size_t size, DocumentSketch &out)
{
    SketchReader reader;
    if (!reader.open(data, size))
        return false;
    out.sampleLevel = reader.sampleLevel();
    out.sampleMaxLevel = reader.maxLevel();
    out.minHash.resize(std::size_t(reader.minHashSize()));
    for (int i = 0; i < reader.minHashSize(); ++i)
        out.minHash[std::size_t(i)] = reader.minHash(i);
    out.sample.clear();
    const int top = reader.maxLevel();
    const bool ok = reader.forEachKey([&](int z, std::uint32_t key) {
        out.sample.push_back((std::uint64_t(key) << 32) | (std::uint64_t(1) << std::min(z, top)));
    });
    std::sort(out.sample.begin(), out.sample.end());
    return ok;
}

} // namespace lookalike
