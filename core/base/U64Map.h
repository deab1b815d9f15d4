#pragma once

#include "base/Mix64.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace lookalike {

// A hash map from 64-bit fingerprints (already uniform: no hashing of its own) to small
// values, for the per-document tables of the hot paths: open addressing with linear probing in
// one array, no allocation per entry, clear() in time of the entries held (not of the
// capacity), iteration in insertion order. Keys may be any value, 0 included.
template <typename V> class U64Map
{
public:
    std::size_t size() const { return m_used.size(); }
    bool empty() const { return m_used.empty(); }

    // The value of `key`, or nullptr.
    V *find(std::uint64_t key)
    {
        if (m_slots.empty())
            return nullptr;
        for (std::size_t i = slotOf(key);; i = (i + 1) & m_mask) {
            Slot &s = m_slots[i];
            if (s.stamp != m_stamp)
                return nullptr;
            if (s.key == key)
                return &s.value;
        }
    }
    const V *find(std::uint64_t key) const { return const_cast<U64Map *>(this)->find(key); }

    // The value of `key` (value-initialized when added) and whether it was added.
    std::pair<V *, bool> tryEmplace(std::uint64_t key)
    {
        if ((m_used.size() + 1) * 2 > m_slots.size())
            grow();
        for (std::size_t i = slotOf(key);; i = (i + 1) & m_mask) {
            Slot &s = m_slots[i];
            if (s.stamp != m_stamp) {
                s.stamp = m_stamp;
                s.key = key;
                s.value = V{};
                m_used.push_back(std::uint32_t(i));
                return {&s.value, true};
            }
            if (s.key == key)
                return {&s.value, false};
        }
    }

    // Asks for the slot where `key` would be looked up first (a lookup soon after).
    void prefetch(std::uint64_t key) const
    {
        if (!m_slots.empty())
            __builtin_prefetch(&m_slots[slotOf(key)]);
    }

    // Room for `entries` without growing (when the table is empty).
    void reserve(std::size_t entries)
    {
        if (!m_used.empty() || entries * 2 <= m_slots.size())
            return;
        std::size_t capacity = 64;
        while (capacity < entries * 2)
            capacity *= 2;
        m_slots.assign(capacity, Slot{});
        m_mask = capacity - 1;
        m_stamp = 1;
        m_used.reserve(entries);
    }

    // Calls f(key, value&) for every entry, in insertion order.
    template <typename F> void forEach(F &&f)
    {
        for (std::uint32_t i : m_used)
            f(m_slots[i].key, m_slots[i].value);
    }

    void clear()
    {
        m_used.clear();
        if (++m_stamp == 0) { // after 2^32 clears: no slot may look taken
            for (Slot &s : m_slots)
                s.stamp = 0;
            m_stamp = 1;
        }
    }

    // Frees the table when it holds more than `slots` slots (after a large document).
    void shrinkAbove(std::size_t slots)
    {
        if (m_slots.size() > slots && m_used.empty()) {
            std::vector<Slot>().swap(m_slots);
            std::vector<std::uint32_t>().swap(m_used);
            m_mask = 0;
        }
    }

private:
    struct Slot
    {
        std::uint64_t key = 0;
        std::uint32_t stamp = 0; // m_stamp: taken
        V value{};
    };

    std::size_t slotOf(std::uint64_t key) const
    {
        // Keys need not be uniform in their low bits (stems of short words, a fingerprint xor a
        // constant): mixed first, as linear probing needs.
        return std::size_t(mix64(key)) & m_mask;
    }

    void grow()
    {
        std::vector<Slot> old;
        old.swap(m_slots);
        std::vector<std::uint32_t> used;
        used.swap(m_used);
        const std::size_t capacity = old.empty() ? 64 : old.size() * 2;
        m_slots.assign(capacity, Slot{});
        m_mask = capacity - 1;
        const std::uint32_t oldStamp = m_stamp;
        m_stamp = 1;
        m_used.reserve(capacity / 2);
        for (std::uint32_t i : used) {
            const Slot &s = old[i];
            if (s.stamp != oldStamp)
                continue;
            *tryEmplace(s.key).first = std::move(s.value);
        }
    }

    std::vector<Slot> m_slots;
    std::vector<std::uint32_t> m_used; // the slots taken, in insertion order
    std::size_t m_mask = 0;
    std::uint32_t m_stamp = 1;
};

} // namespace lookalike
