#include "SketchFormat.h"

#include "base/Varint.h"

#include <QtEndian>
#include <algorithm>
#include <bit>
#include <span>

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
    // The low `bits` (0..32) of value, lowest first.
    void write(std::uint32_t value, int bits)
    {
        const std::uint32_t mask = bits == 32 ? 0xffffffffu : (1u << bits) - 1;
        m_acc |= std::uint64_t(value & mask) << m_bits;
        m_bits += bits;
        while (m_bits >= 8) {
            m_buffer[m_used++] = char(m_acc & 0xff);
            m_acc >>= 8;
            m_bits -= 8;
        }
        if (m_used + 8 > sizeof(m_buffer))
            flushBuffer();
    }
    void writeUnary(std::uint64_t ones)
    {
        for (; ones >= 31; ones -= 31)
            write(0x7fffffffu, 31);
        write((1u << ones) - 1, int(ones) + 1); // `ones` 1 bits, then a 0
    }
    void finish()
    {
        if (m_bits > 0)
            m_buffer[m_used++] = char(m_acc & 0xff);
        m_acc = 0;
        m_bits = 0;
        flushBuffer();
    }

private:
    // Whole bytes gather here and reach the QByteArray a few hundred at a time (its checks
    // once an append, not once a byte).
    void flushBuffer()
    {
        m_out.append(m_buffer, qsizetype(m_used));
        m_used = 0;
    }
    QByteArray &m_out;
    char m_buffer[256];
    std::size_t m_used = 0;
    std::uint64_t m_acc = 0;
    int m_bits = 0;
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
    {
        const qsizetype at = out.size();
        out.resize(at + 2 * qsizetype(k));
        char *v = out.data() + at;
        for (std::uint16_t i = 0; i < k; ++i, v += 2)
            qToLittleEndian(std::uint16_t(sketch.minHash[i]), v);
    }
    // The keys of each zero group, ascending: the values are placed in their groups in one pass
    // (a counting sort), then each group is sorted.
    std::size_t start[34] = {};
    for (std::uint64_t v : sketch.sample)
        if (const int z = std::min(sampleZeros(v), maxLevel); z >= level)
            ++start[z + 1];
    for (int z = 0; z <= maxLevel; ++z)
        start[z + 1] += start[z];
    thread_local std::vector<std::uint32_t> keys;
    keys.resize(start[maxLevel + 1]);
    {
        std::size_t next[33];
        std::copy(start, start + 33, next);
        for (std::uint64_t v : sketch.sample)
            if (const int z = std::min(sampleZeros(v), maxLevel); z >= level)
                keys[next[z]++] = sampleKey(v);
    }
    for (int z = level; z <= maxLevel; ++z) {
        const std::span<std::uint32_t> group(keys.data() + start[z], start[z + 1] - start[z]);
        if (!std::is_sorted(group.begin(), group.end())) // a sketch's sample is sorted already
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
