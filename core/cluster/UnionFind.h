#pragma once

#include <cstdint>
#include <numeric>
#include <vector>

namespace lookalike {

// Disjoint sets over 0..n-1 with path halving and union by size: the last phase of
// Broder's clustering. Not thread-safe.
class UnionFind
{
public:
    explicit UnionFind(std::size_t n)
        : m_parent(n)
        , m_size(n, 1)
    {
        std::iota(m_parent.begin(), m_parent.end(), 0u);
    }

    std::uint32_t find(std::uint32_t x)
    {
        while (m_parent[x] != x) {
            m_parent[x] = m_parent[m_parent[x]];
            x = m_parent[x];
        }
        return x;
    }

    // Returns true if x and y were in different sets.
    bool unite(std::uint32_t x, std::uint32_t y)
    {
        x = find(x);
        y = find(y);
        if (x == y)
            return false;
        if (m_size[x] < m_size[y])
            std::swap(x, y);
        m_parent[y] = x;
        m_size[x] += m_size[y];
        return true;
    }

    std::uint32_t sizeOf(std::uint32_t x) { return m_size[find(x)]; }

private:
    std::vector<std::uint32_t> m_parent;
    std::vector<std::uint32_t> m_size;
};

} // namespace lookalike
