#include "WeightedSketch.h"

#include "base/Mix64.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace lookalike {

double weightSum(std::span<const WeightedTerm> bag)
{
    double sum = 0;
    for (const WeightedTerm &t : bag)
        sum += t.weight;
    return sum;
}

double weightedJaccard(std::span<const WeightedTerm> a, std::span<const WeightedTerm> b)
{
    // The smaller weights summed over the terms both hold, ascending, and the larger ones as
    // both sums less that: the same value, to the bit, as findRelated's verification gets from
    // one bag's weights spread by term number and the other's summed against them.
    double low = 0;
    std::size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i].term == b[j].term) {
            low += std::min(a[i].weight, b[j].weight);
            ++i;
            ++j;
        } else if (a[i].term < b[j].term) {
            ++i;
        } else {
            ++j;
        }
    }
    return weightedJaccardOf(low, weightSum(a), weightSum(b));
}

WeightedSketcher::WeightedSketcher(WeightedSketchKind kind, int hashes, std::uint64_t seed, int scale)
    : m_kind(kind)
    , m_hashes(hashes)
    , m_scale(std::max(1, scale))
{
    m_seeds.reserve(std::size_t(hashes));
    for (int i = 0; i < hashes; ++i)
        m_seeds.push_back(mix64(seed + 0x9e3779b97f4a7c15ull * std::uint64_t(i + 1)));
}

namespace {

// A uniform double in (0, 1) from 64 random bits.
inline double unit(std::uint64_t bits)
{
    return (double(bits >> 11) + 0.5) * (1.0 / 9007199254740992.0);
}

} // namespace

void WeightedSketcher::sketch(std::span<const WeightedTerm> bag, std::uint32_t *out) const
{
    std::fill(out, out + m_hashes, 0xffffffffu);
    if (bag.empty())
        return;
    if (m_kind == WeightedSketchKind::Flattened) {
        double total = 0;
        for (const WeightedTerm &t : bag)
            total += t.weight;
        if (total <= 0)
            return;
        std::vector<std::uint64_t> elements;
        elements.reserve(std::size_t(m_scale) + bag.size());
        for (const WeightedTerm &t : bag) {
            const auto copies = std::uint64_t(std::llround(t.weight / total * m_scale));
            for (std::uint64_t j = 1; j <= copies; ++j)
                elements.push_back(mix64(t.term + j * 0xd6e8feb86659fd93ull));
        }
        for (int i = 0; i < m_hashes; ++i) {
            std::uint64_t best = std::numeric_limits<std::uint64_t>::max();
            for (std::uint64_t e : elements)
                best = std::min(best, mix64(e ^ m_seeds[std::size_t(i)]));
            if (!elements.empty())
                out[i] = std::uint32_t(best >> 32) & 0xfffffffeu; // 0xffffffff: empty
        }
        return;
    }
    // ICWS: for each hash, every term draws r, c ~ Gamma(2, 1) and beta ~ U(0, 1) from (hash,
    // term); t = floor(ln w / r + beta), ln a = ln c - r (t - beta) - r; the term of the
    // smallest a, with its t, is the sample.
    for (int i = 0; i < m_hashes; ++i) {
        double bestLogA = std::numeric_limits<double>::infinity();
        std::uint64_t bestTerm = 0;
        std::int64_t bestT = 0;
        for (const WeightedTerm &t : bag) {
            if (t.weight <= 0)
                continue;
            std::uint64_t x = mix64(t.term ^ m_seeds[std::size_t(i)]);
            const double u1 = unit(x);
            x = mix64(x + 0x9e3779b97f4a7c15ull);
            const double u2 = unit(x);
            x = mix64(x + 0x9e3779b97f4a7c15ull);
            const double u3 = unit(x);
            x = mix64(x + 0x9e3779b97f4a7c15ull);
            const double u4 = unit(x);
            x = mix64(x + 0x9e3779b97f4a7c15ull);
            const double beta = unit(x);
            const double r = -std::log(u1 * u2);
            const double logC = std::log(-std::log(u3 * u4));
            const double tt = std::floor(std::log(t.weight) / r + beta);
            const double logA = logC - r * (tt - beta) - r;
            if (logA < bestLogA) {
                bestLogA = logA;
                bestTerm = t.term;
                bestT = std::int64_t(tt);
            }
        }
        if (bestLogA < std::numeric_limits<double>::infinity())
            out[i] =
                std::uint32_t(mix64(bestTerm ^ mix64(std::uint64_t(bestT) + m_seeds[std::size_t(i)])) >> 32) &
                0xfffffffeu;
    }
}

} // namespace lookalike
