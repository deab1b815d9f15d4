#pragma once

#include "Sketch.h"

#include <QByteArray>
#include <QtEndian>
#include <cstdint>
#include <cstring>
#include <span>

namespace lookalike {

// The kept form of one document's sketch: one BLOB in the index (table `sketches`) and, in
// the same layout, one record of a shard file. Little-endian, byte-aligned fields:
//
//   u8   format (1)
//   u8   sample level i of V_i(D)
//   u8   the sample's top level (SketchParams::sampleMaxLevel)
//   u16  k: MinHash values that follow (0 for a document without shingles)
//   k x u16  the MinHash vector F(D) (kMinHashBits-bit values)
//   for each group z = i .. top level, the sample values with exactly z trailing zero bits
//   (z = top level: at least that many), whose 32-bit keys (sampleKey) ascend:
//     varint  n, the values in the group
//     if n > 0: u8 b, then n Golomb-Rice codes of the gaps between successive keys (the first
//     from 0): the quotient gap >> b in unary (that many 1 bits, then a 0), then the b low
//     bits, least significant bit first; the bit stream is padded to a byte.
//
// b is chosen near log2 of the mean gap, so a key costs about b + 2 bits: a sample of 90
// values takes ~330 bytes instead of 720 as 64-bit values. With the 256 bytes of F(D), a
// 4 KB text keeps a ~600-byte sketch (MinHash 256 + sample 64..127 values).

// Encodes `sketch` (its minHash, sampleLevel, sampleMaxLevel and sample of sampleValue()s).
// Never fails.
QByteArray encodeSketch(const DocumentSketch &sketch);

// Decodes a BLOB of encodeSketch into `out` (minHash, sampleLevel, sampleMaxLevel, sample;
// the counts and fingerprints are stored beside it). False if the bytes are not a sketch.
bool decodeSketch(const char *data, std::size_t size, DocumentSketch &out);

// What the matcher reads without building vectors: F(D) as stored and, per group z, a
// decoder of its keys. Views into the BLOB; valid while it lives.
class SketchReader
{
public:
    // False if the bytes are not a well-formed sketch.
    bool open(const char *data, std::size_t size);
    int sampleLevel() const { return m_level; }
    int maxLevel() const { return m_maxLevel; }
    int minHashSize() const { return m_k; }
    std::uint16_t minHash(int i) const;
    // The k values as stored (little-endian u16).
    const unsigned char *minHashBytes() const { return m_data + 5; }
    // Calls key(z, k) for every sample key of every group, group by group (z ascending), each
    // group's keys ascending. False if the data ends early.
    template <typename Visit> bool forEachKey(Visit &&key) const;

private:
    bool readGroup(std::size_t &at, std::uint64_t &count, int &bits) const;
    const unsigned char *m_data = nullptr;
    std::size_t m_size = 0;
    int m_level = 0;
    int m_maxLevel = 0;
    int m_k = 0;
    std::size_t m_groupsAt = 0;
};

namespace sketchformat {

// Bits from a byte stream, least significant bit of each byte first, through a 64-bit
// buffer refilled a byte at a time (never reading past the end).
class BitReader
{
public:
    BitReader(const unsigned char *data, std::size_t size)
        : m_data(data)
        , m_size(size)
    {}
    // The next `bits` (<= 32) bits; false past the end.
    bool read(int bits, std::uint32_t &value)
    {
        if (bits == 0) {
            value = 0;
            return true;
        }
        if (m_bits < bits && !refill(bits))
            return false;
        value = std::uint32_t(m_buffer & ((std::uint64_t(1) << bits) - 1));
        consume(bits);
        return true;
    }
    // A unary count (1 bits up to a 0); false past the end or beyond `limit`.
    bool readUnary(std::uint32_t limit, std::uint32_t &value)
    {
        value = 0;
        while (true) {
            if (m_bits == 0 && !refill(1))
                return false;
            const int ones = std::countr_one(m_buffer);
            if (ones < m_bits) {
                value += std::uint32_t(ones);
                consume(ones + 1);
                return value <= limit;
            }
            value += std::uint32_t(m_bits);
            consume(m_bits);
            if (value > limit)
                return false;
        }
    }
    // Bytes consumed, the last partial one included.
    std::size_t bytesUsed() const { return m_next - std::size_t(m_bits / 8); }

private:
    // Loads whole bytes while they fit; true if at least `need` bits are then buffered.
    bool refill(int need)
    {
        if (m_next + 8 <= m_size) { // 8 bytes at once; as many whole ones as fit are kept
            std::uint64_t word;
            std::memcpy(&word, m_data + m_next, 8);
            word = qFromLittleEndian(word);
            const int take = (63 - m_bits) / 8;
            m_buffer |= (word & ((std::uint64_t(1) << (take * 8)) - 1)) << m_bits;
            m_next += std::size_t(take);
            m_bits += take * 8;
            return m_bits >= need;
        }
        while (m_bits <= 56 && m_next < m_size) {
            m_buffer |= std::uint64_t(m_data[m_next++]) << m_bits;
            m_bits += 8;
        }
        return m_bits >= need;
    }
    void consume(int bits)
    {
        m_buffer = bits >= 64 ? 0 : (m_buffer >> bits);
        m_bits -= bits;
    }
    const unsigned char *m_data;
    std::size_t m_size;
    std::size_t m_next = 0;     // next byte to load
    std::uint64_t m_buffer = 0; // m_bits valid bits, the next one lowest
    int m_bits = 0;
};

} // namespace sketchformat

template <typename Visit> bool SketchReader::forEachKey(Visit &&key) const
{
    std::size_t at = m_groupsAt;
    for (int z = m_level; z <= m_maxLevel; ++z) {
        std::uint64_t count = 0;
        int bits = 0;
        if (!readGroup(at, count, bits))
            return false;
        if (count == 0)
            continue;
        sketchformat::BitReader in(m_data + at, m_size - at);
        std::uint64_t previous = 0;
        for (std::uint64_t n = 0; n < count; ++n) {
            std::uint32_t quotient = 0;
            std::uint32_t low = 0;
            if (!in.readUnary(std::uint32_t(0xffffffffu >> bits), quotient) || !in.read(bits, low))
                return false;
            const std::uint64_t value = previous + ((std::uint64_t(quotient) << bits) | low);
            if (value > 0xffffffffu)
                return false;
            key(z, std::uint32_t(value));
            previous = value;
        }
        at += in.bytesUsed();
    }
    return true;
}

} // namespace lookalike
