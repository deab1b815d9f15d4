#pragma once

#include <QByteArray>
#include <cstddef>
#include <cstdint>

namespace lookalike {

// LEB128 varints (7 bits a byte, low group first, high bit set on all but the last byte): the
// integers of the index's packed BLOBs (sketches, pair blocks).

// Writes v at `to` (up to 10 bytes) and returns the end of what it wrote.
inline char *putVarint(char *to, std::uint64_t v)
{
    while (v >= 0x80) {
        *to++ = char(std::uint8_t(v) | 0x80);
        v >>= 7;
    }
    *to++ = char(std::uint8_t(v));
    return to;
}

inline void putVarint(QByteArray &out, std::uint64_t v)
{
    // One append a value: QByteArray's checks once, not once a byte.
    char bytes[10];
    out.append(bytes, putVarint(bytes, v) - bytes);
}

// Reads the varint at data[at] into v and moves `at` past it; false if the bytes end first or
// it runs past 64 bits.
inline bool getVarint(const unsigned char *data, std::size_t size, std::size_t &at, std::uint64_t &v)
{
    v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
        if (at >= size)
            return false;
        const std::uint8_t byte = data[at++];
        v |= std::uint64_t(byte & 0x7f) << shift;
        if ((byte & 0x80) == 0)
            return true;
    }
    return false;
}

} // namespace lookalike
