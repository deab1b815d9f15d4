#include "SharedPassages.h"

#include <algorithm>
#include <bit>
#include <limits>

namespace lookalike {

namespace {

constexpr std::uint64_t kBase = 0x9E3779B97F4A7C15ULL; // odd: multiplying by it is a bijection
constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();
constexpr int kMaxCandidates = 64;

// The hash of every window of `width` tokens of A, to the places where it starts: an open
// addressing table of chain heads (the last place), each place linked to the one before.
class WindowIndex
{
public:
    WindowIndex(std::span<const std::uint64_t> a, std::size_t width, std::uint64_t power)
    {
        const std::size_t windows = a.size() - width + 1;
        const std::size_t capacity = std::bit_ceil(2 * windows);
        m_mask = capacity - 1;
        m_keys.resize(capacity);
        m_heads.assign(capacity, kNone);
        m_previous.assign(windows, kNone);
        std::uint64_t h = 0;
        for (std::size_t k = 0; k < width; ++k)
            h = h * kBase + a[k];
        for (std::size_t i = 0; i < windows; ++i) {
            if (i > 0)
                h = (h - a[i - 1] * power) * kBase + a[i + width - 1];
            const std::size_t slot = find(h);
            if (m_heads[slot] == kNone)
                m_keys[slot] = h;
            else
                m_previous[i] = m_heads[slot];
            m_heads[slot] = std::uint32_t(i);
        }
    }

    // The last place of A whose window hashes to h, or kNone.
    std::uint32_t last(std::uint64_t h) const { return m_heads[find(h)]; }
    std::uint32_t before(std::uint32_t place) const { return m_previous[place]; }

private:
    std::size_t find(std::uint64_t h) const
    {
        std::size_t slot = std::size_t((h * 0xD6E8FEB86659FD93ULL) >> 20) & m_mask;
        while (m_heads[slot] != kNone && m_keys[slot] != h)
            slot = (slot + 1) & m_mask;
        return slot;
    }

    std::size_t m_mask = 0;
    std::vector<std::uint64_t> m_keys;
    std::vector<std::uint32_t> m_heads;
    std::vector<std::uint32_t> m_previous;
};

} // namespace

SharedPassages findSharedPassages(std::span<const std::uint64_t> a, std::span<const std::uint64_t> b,
                                  std::size_t minLength)
{
    SharedPassages out;
    const std::size_t width = std::max<std::size_t>(minLength, 1);
    if (a.size() < width || b.size() < width || a.size() >= kNone)
        return out;
    std::uint64_t power = 1; // kBase^(width - 1), what the token leaving a window weighs
    for (std::size_t k = 1; k < width; ++k)
        power *= kBase;
    const WindowIndex index(a, width, power);
    auto windowHash = [&](std::size_t j) {
        std::uint64_t h = 0;
        for (std::size_t k = 0; k < width; ++k)
            h = h * kBase + b[j + k];
        return h;
    };

    std::size_t expectedA = kNone; // where A goes on after the last passage: preferred on ties
    std::size_t j = 0;
    std::uint64_t h = windowHash(0);
    while (j + width <= b.size()) {
        std::size_t bestLength = 0, bestA = 0;
        int tried = 0;
        for (std::uint32_t i = index.last(h); i != kNone && tried < kMaxCandidates;
             i = index.before(i), ++tried) {
            std::size_t length = 0;
            while (i + length < a.size() && j + length < b.size() && a[i + length] == b[j + length])
                ++length;
            if (length > bestLength || (length == bestLength && (i == expectedA || bestA != expectedA))) {
                bestLength = length;
                bestA = i;
            }
        }
        if (bestLength >= width) {
            out.passages.push_back({bestA, j, bestLength});
            out.coveredB += bestLength;
            expectedA = bestA + bestLength;
            j += bestLength;
            if (j + width <= b.size())
                h = windowHash(j);
            continue;
        }
        if (j + width < b.size())
            h = (h - b[j] * power) * kBase + b[j + width];
        ++j;
    }

    // Tokens of A covered by one passage or more.
    std::vector<std::int32_t> starts(a.size() + 1, 0);
    for (const SharedPassage &p : out.passages) {
        ++starts[p.aBegin];
        --starts[p.aBegin + p.length];
    }
    std::int64_t open = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        open += starts[i];
        out.coveredA += open > 0 ? 1 : 0;
    }
    return out;
}

} // namespace lookalike
