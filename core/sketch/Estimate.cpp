#include "Estimate.h"

#include <algorithm>
#include <cmath>

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
    return minHashResemblance(equal, a.size());
}

namespace {

// p(1 - p) of an estimate from n trials, kept away from 0 (a share of 0 or 1 seen in a few
// trials is not certainty): the add-one-half smoothed share.
double spread(double p, double n)
{
    const double smoothed = (p * n + 0.5) / (n + 1.0);
    return smoothed * (1.0 - smoothed);
}

// One side's containment, |A n B| / |self|, pooled from the direct sample estimate and the
// one through the resemblance; sets `sd` to its standard deviation.
double pooledContainment(std::uint64_t shared, std::uint64_t sampleSelf, double rest, double self, double r,
                         double varR, double unsampled, double &sd)
{
    sd = 0;
    if (self <= 0)
        return 0;
    // |A n B| <= |other|: what the exact sizes allow.
    const double most = std::min(1.0, rest / self);
    const double throughR = std::clamp(r * (self + rest) / ((1.0 + r) * self), 0.0, most);
    const double slope = (self + rest) / ((1.0 + r) * (1.0 + r) * self);
    const double varThroughR = slope * slope * varR;
    if (sampleSelf == 0) {
        sd = std::sqrt(varThroughR);
        return throughR;
    }
    const double direct = std::min(double(shared) / double(sampleSelf), most);
    const double varDirect = spread(throughR, double(sampleSelf)) * unsampled / double(sampleSelf);
    if (varDirect <= 0)
        return direct; // level 0: the sample is the whole set
    if (varThroughR <= 0)
        return throughR;
    sd = std::sqrt(1.0 / (1.0 / varDirect + 1.0 / varThroughR));
    return std::clamp((direct / varDirect + throughR / varThroughR) / (1.0 / varDirect + 1.0 / varThroughR),
                      0.0, most);
}

} // namespace

ResemblanceEstimate pooledEstimate(const SketchCounts &c)
{
    ResemblanceEstimate e;
    if (c.shinglesA == 0 || c.shinglesB == 0)
        return e;
    e.minHashResemblance = minHashResemblance(c.minHashEqual, c.k);
    const std::uint64_t unionSample = c.sampleA + c.sampleB - c.shared;
    e.sampleResemblance = unionSample ? double(c.shared) / double(unionSample) : 0.0;
    e.sampleContainmentAInB = c.sampleA ? double(c.shared) / double(c.sampleA) : 0.0;
    e.sampleContainmentBInA = c.sampleB ? double(c.shared) / double(c.sampleB) : 0.0;
    e.sampleLevel = c.level;
    e.sampleSizeA = c.sampleA;
    e.sampleSizeB = c.sampleB;
    const double unsampled = c.level <= 0 ? 0.0 : 1.0 - std::ldexp(1.0, -c.level);
    const double k = double(c.k);
    double r = 0;
    double weight = 0; // trials behind r
    if (unionSample == 0) {
        r = e.minHashResemblance;
        weight = k;
    } else if (c.k == 0 && unsampled > 0) { // no MinHash compared: the sample alone
        r = e.sampleResemblance;
        weight = double(unionSample) / unsampled;
    } else if (unsampled == 0) {
        r = e.sampleResemblance; // the whole sets
        weight = 0;
    } else {
        const double w = double(unionSample) / unsampled;
        r = (k * e.minHashResemblance + w * e.sampleResemblance) / (k + w);
        weight = k + w;
    }
    const double varR = weight > 0 ? spread(r, weight) / weight : 0.0;
    const double a = double(c.shinglesA);
    const double b = double(c.shinglesB);
    // |A n B| <= min(|A|, |B|) <= max(|A|, |B|) <= |A u B|: the exact sizes bound r, which an
    // estimate near 1 can pass (a header and its copy with a line added estimated at 100 %, its
    // containment at 99.96 %). A true r is never above it, so no pair is lost to the bound.
    r = std::min(r, std::min(a, b) / std::max(a, b));
    e.resemblance = r;
    e.resemblanceSd = std::sqrt(varR);
    e.containmentAInB = pooledContainment(c.shared, c.sampleA, b, a, r, varR, unsampled, e.containmentAInBSd);
    e.containmentBInA = pooledContainment(c.shared, c.sampleB, a, b, r, varR, unsampled, e.containmentBInASd);
    return e;
}

ResemblanceEstimate estimate(const DocumentSketch &a, const DocumentSketch &b)
{
    SketchCounts c;
    if (a.hasShingles() && b.hasShingles() && a.minHash.size() == b.minHash.size()) {
        c.k = a.minHash.size();
        for (std::size_t i = 0; i < c.k; ++i)
            c.minHashEqual += a.minHash[i] == b.minHash[i];
    }
    // Reduce both samples to the coarser level: V_j(D) = the elements of V_i(D) that are 0 mod 2^j.
    c.level = std::max(a.sampleLevel, b.sampleLevel);
    const std::uint64_t mask = (c.level >= 64) ? ~0ULL : ((1ULL << c.level) - 1);
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
            ++c.shared, ++c.sampleA, ++c.sampleB;
            ia = skip(ia + 1, a.sample.end());
            ib = skip(ib + 1, b.sample.end());
        } else if (*ia < *ib) {
            ++c.sampleA;
            ia = skip(ia + 1, a.sample.end());
        } else {
            ++c.sampleB;
            ib = skip(ib + 1, b.sample.end());
        }
    }
    for (; ia != a.sample.end(); ia = skip(ia + 1, a.sample.end()))
        ++c.sampleA;
    for (; ib != b.sample.end(); ib = skip(ib + 1, b.sample.end()))
        ++c.sampleB;
    c.shinglesA = a.shingleCount;
    c.shinglesB = b.shingleCount;
    return pooledEstimate(c);
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
