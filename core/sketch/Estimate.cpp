#include "Estimate.h"

#include <algorithm>

namespace lookalike {

double estimateResemblance(std::span<const std::uint32_t> a, std::span<const std::uint32_t> b)
{
    if (a.empty() || a.size() != b.size())
        return 0;
    std::size_t equal = 0;
    bool emptyA = true;
    bool emptyB = true;
    for (std::size_t i = 0; i < a.size(); ++i) {
        equal += a[i] == b[i];
        emptyA &= a[i] == DocumentSketch::kEmptyBin;
        emptyB &= b[i] == DocumentSketch::kEmptyBin;
    }
    if (emptyA || emptyB)
        return 0;
    return static_cast<double>(equal) / static_cast<double>(a.size());
}

ResemblanceEstimate estimate(const DocumentSketch &a, const DocumentSketch &b)
{
    ResemblanceEstimate e;
    e.resemblance = estimateResemblance(a.minHash, b.minHash);
    // Reduce both samples to the coarser level: V_j(D) = the elements of V_i(D) that are 0 mod 2^j.
    e.sampleLevel = std::max(a.sampleLevel, b.sampleLevel);
    const std::uint64_t mask = (e.sampleLevel >= 64) ? ~0ULL : ((1ULL << e.sampleLevel) - 1);
    std::uint64_t inter = 0;
    std::uint64_t sizeA = 0;
    std::uint64_t sizeB = 0;
    auto ia = a.sample.begin();
    auto ib = b.sample.begin();
    auto skip = [mask](auto it, auto end) {
        while (it != end && (*it & mask) != 0)
            ++it;
        return it;
    };
    ia = skip(ia, a.sample.end());
    ib = skip(ib, b.sample.end());
    while (ia != a.sample.end() && ib != b.sample.end()) {
        if (*ia == *ib) {
            ++inter, ++sizeA, ++sizeB;
            ia = skip(ia + 1, a.sample.end());
            ib = skip(ib + 1, b.sample.end());
        } else if (*ia < *ib) {
            ++sizeA;
            ia = skip(ia + 1, a.sample.end());
        } else {
            ++sizeB;
            ib = skip(ib + 1, b.sample.end());
        }
    }
    for (; ia != a.sample.end(); ia = skip(ia + 1, a.sample.end()))
        ++sizeA;
    for (; ib != b.sample.end(); ib = skip(ib + 1, b.sample.end()))
        ++sizeB;
    e.sampleSizeA = sizeA;
    e.sampleSizeB = sizeB;
    const std::uint64_t unionSize = sizeA + sizeB - inter;
    e.sampleResemblance = unionSize ? double(inter) / double(unionSize) : 0.0;
    e.containmentAInB = sizeA ? double(inter) / double(sizeA) : 0.0;
    e.containmentBInA = sizeB ? double(inter) / double(sizeB) : 0.0;
    const double k = double(a.minHash.size());
    if (a.shingleCount > 0 && b.shingleCount > 0 && a.minHash.size() == b.minHash.size())
        e.combined = (e.resemblance * k + double(inter)) / (k + double(unionSize));
    return e;
}

ExactResemblance exactResemblance(std::vector<std::uint64_t> a, std::vector<std::uint64_t> b)
{
    std::sort(a.begin(), a.end());
    a.erase(std::unique(a.begin(), a.end()), a.end());
    std::sort(b.begin(), b.end());
    b.erase(std::unique(b.begin(), b.end()), b.end());
    ExactResemblance r;
    r.sizeA = a.size();
    r.sizeB = b.size();
    std::size_t i = 0;
    std::size_t j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i] == b[j])
            ++r.shared, ++i, ++j;
        else if (a[i] < b[j])
            ++i;
        else
            ++j;
    }
    const std::uint64_t unionSize = r.sizeA + r.sizeB - r.shared;
    r.resemblance = unionSize ? double(r.shared) / double(unionSize) : 0.0;
    r.containmentAInB = r.sizeA ? double(r.shared) / double(r.sizeA) : 0.0;
    r.containmentBInA = r.sizeB ? double(r.shared) / double(r.sizeB) : 0.0;
    return r;
}

} // namespace lookalike
