#pragma once

// Internal to core/match (the matcher's .cpp files; not a public header): how candidate pairs
// and sample postings are packed into 64-bit words and the radix sort they go through. The
// rules that decide (margins, judge()) are in MatchRules.h. Inline: the matcher's hot loops
// call them.

#include "base/Mix64.h"
#include "match/MatchRules.h"
#include "match/Matcher.h"
#include "match/SketchTable.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace lookalike::matching {

inline bool cancelled(const std::atomic_bool *cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

// A candidate pair: table indices a < b (each < 2^29) and its PairSource bits.
inline std::uint64_t candidate(std::uint32_t a, std::uint32_t b, std::uint8_t sources)
{
    if (a > b)
        std::swap(a, b);
    return (std::uint64_t(a) << 32) | (std::uint64_t(b) << 3) | sources;
}
inline std::uint32_t candidateA(std::uint64_t c)
{
    return std::uint32_t(c >> 32);
}
inline std::uint32_t candidateB(std::uint64_t c)
{
    return std::uint32_t(c) >> 3;
}
inline std::uint8_t candidateSources(std::uint64_t c)
{
    return std::uint8_t(c & 7);
}

// The pair key of the sample counts: a < b.
inline std::uint64_t pairKey(std::uint32_t a, std::uint32_t b)
{
    if (a > b)
        std::swap(a, b);
    return (std::uint64_t(a) << 32) | b;
}

// Sorts postings (posting()) by key, stably: a key's postings stay in the order they were
// gathered. Through `scratch`, made as large; the two vectors swap when the sorted postings
// end there (SampleIndex.cpp).
void sortPostings(std::vector<std::uint64_t> &a, std::vector<std::uint64_t> &scratch);

// Sorts 64-bit words by their bits [fromBit, 64), stably (LSD radix, 16-bit digits).
inline void radixSort(std::vector<std::uint64_t> &a, std::vector<std::uint64_t> &tmp, int fromBit)
{
    if (a.size() < 4096) {
        std::stable_sort(a.begin(), a.end(), [fromBit](std::uint64_t x, std::uint64_t y) {
            return (x >> fromBit) < (y >> fromBit);
        });
        return;
    }
    tmp.resize(a.size());
    std::vector<std::uint32_t> count(65537);
    for (int shift = fromBit; shift < 64; shift += 16) {
        if (shift != fromBit) // zero from the constructor for the first pass
            std::fill(count.begin(), count.end(), 0);
        for (std::uint64_t v : a)
            ++count[((v >> shift) & 0xffff) + 1];
        if (count[((a[0] >> shift) & 0xffff) + 1] == a.size())
            continue; // one digit everywhere: nothing moves
        for (std::size_t d = 1; d < count.size(); ++d)
            count[d] += count[d - 1];
        for (std::uint64_t v : a)
            tmp[count[(v >> shift) & 0xffff]++] = v;
        a.swap(tmp);
    }
}

// A set of 32-bit keys looked up many times over, most lookups missing: a bit filter first
// (16 bits a key, 2^12 to 2^24 bits), then an open-addressing table of the keys'
// places in keys() (ascending). For the keys of what changed, met in a pass over every
// document's keys.
class KeySet
{
public:
    KeySet() = default;
    explicit KeySet(std::vector<std::uint32_t> keys)
        : m_keys(std::move(keys))
    {
        std::sort(m_keys.begin(), m_keys.end());
        m_keys.erase(std::unique(m_keys.begin(), m_keys.end()), m_keys.end());
        if (m_keys.empty())
            return;
        m_bits = 12;
        while (m_bits < 24 && (std::size_t(1) << m_bits) < m_keys.size() * 16)
            ++m_bits;
        m_filter.assign(std::size_t(1) << (m_bits - 6), 0);
        std::size_t slots = 16;
        while (slots < m_keys.size() * 2)
            slots *= 2;
        m_slots.assign(slots, kEmpty);
        for (std::size_t i = 0; i < m_keys.size(); ++i) {
            const std::uint64_t h = mix64(m_keys[i]);
            const std::size_t bit = std::size_t(h >> (64 - m_bits));
            m_filter[bit / 64] |= std::uint64_t(1) << (bit % 64);
            std::size_t at = std::size_t(h) & (slots - 1);
            while (m_slots[at] != kEmpty)
                at = (at + 1) & (slots - 1);
            m_slots[at] = (std::uint64_t(m_keys[i]) << 32) | i;
        }
    }
    // The key's place in keys(), or -1.
    std::ptrdiff_t find(std::uint32_t key) const
    {
        if (m_keys.empty())
            return -1;
        const std::uint64_t h = mix64(key);
        const std::size_t bit = std::size_t(h >> (64 - m_bits));
        if (!(m_filter[bit / 64] >> (bit % 64) & 1))
            return -1;
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t at = std::size_t(h) & mask; m_slots[at] != kEmpty; at = (at + 1) & mask)
            if (std::uint32_t(m_slots[at] >> 32) == key)
                return std::ptrdiff_t(std::uint32_t(m_slots[at]));
        return -1;
    }
    bool contains(std::uint32_t key) const { return find(key) >= 0; }
    const std::vector<std::uint32_t> &keys() const { return m_keys; }
    std::size_t size() const { return m_keys.size(); }

private:
    static constexpr std::uint64_t kEmpty = ~std::uint64_t(0); // (a place is below 2^32 - 1)
    int m_bits = 12;
    std::vector<std::uint32_t> m_keys;
    std::vector<std::uint64_t> m_filter;
    std::vector<std::uint64_t> m_slots; // (key << 32) | its place in m_keys
};

// A posting: the 32-bit sample key, the value's trailing-zero group, the document index.
constexpr int kDocBits = 27;
constexpr std::uint64_t kDocMask = (1ULL << kDocBits) - 1;
inline std::uint64_t posting(std::uint32_t key, int zeros, std::uint32_t doc)
{
    return (std::uint64_t(key) << 32) | (std::uint64_t(zeros) << kDocBits) | doc;
}
inline std::uint32_t postingKey(std::uint64_t p)
{
    return std::uint32_t(p >> 32);
}
inline int postingZeros(std::uint64_t p)
{
    return int((p >> kDocBits) & 31);
}
inline std::uint32_t postingDoc(std::uint64_t p)
{
    return std::uint32_t(p & kDocMask);
}

} // namespace lookalike::matching
