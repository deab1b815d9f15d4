#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace lookalike {

// Sorts `values` ascending by key(value), a 64-bit key spread evenly over its range (a hash,
// or a number scaled to it): one counting pass on the keys' top bits puts each value in a
// bucket of about one, and an insertion sort finishes (each value moves past the few of its
// own bucket). A few hundred values cost a third of a comparison sort. When a bucket holds
// more than 64 (the keys were not spread after all), it falls back to std::sort. Equal keys
// may end in any order. `scratch` and `counts` keep their memory between calls.
template <typename T, typename Key>
void bucketSort(std::vector<T> &values, std::vector<T> &scratch, std::vector<std::uint32_t> &counts, Key key)
{
    const auto less = [&key](const T &a, const T &b) {
        return key(a) < key(b);
    };
    const std::size_t n = values.size();
    const auto insertionSort = [&less](std::vector<T> &v) {
        for (std::size_t i = 1; i < v.size(); ++i) {
            const T x = v[i];
            std::size_t j = i;
            for (; j > 0 && less(x, v[j - 1]); --j)
                v[j] = v[j - 1];
            v[j] = x;
        }
    };
    if (n < 32) {
        insertionSort(values);
        return;
    }
    const int bits = std::min(int(std::bit_width(n)), 20); // 2^bits > n, at most 2^20 buckets
    const int shift = 64 - bits;
    counts.assign((std::size_t(1) << bits) + 1, 0);
    for (const T &v : values)
        ++counts[std::size_t(std::uint64_t(key(v)) >> shift) + 1];
    std::uint32_t largest = 0;
    for (std::size_t b = 1; b < counts.size(); ++b) {
        largest = std::max(largest, counts[b]);
        counts[b] += counts[b - 1];
    }
    if (largest > 64) {
        std::sort(values.begin(), values.end(), less);
        return;
    }
    scratch.resize(n);
    for (const T &v : values)
        scratch[counts[std::size_t(std::uint64_t(key(v)) >> shift)]++] = v;
    insertionSort(scratch);
    values.swap(scratch);
}

} // namespace lookalike
