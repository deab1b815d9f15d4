#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace lookalike {

// A term of a weighted bag (TF-IDF, normalized so a bag's weights sum to 1).
struct WeightedTerm
{
    std::uint64_t term = 0;
    double weight = 0;
};

// The similarity of two weighted bags, ascending by term: sum of the smaller weights over sum
// of the larger ones (Haveliwala et al.: bag intersection over bag union).
double weightedJaccard(std::span<const WeightedTerm> a, std::span<const WeightedTerm> b);
// A bag's weights summed in order, and the similarity from the sum of the smaller weights
// (`low`) and the two bags' sums: low / (sumA + sumB - low), 0 for two empty bags.
double weightSum(std::span<const WeightedTerm> bag);
inline double weightedJaccardOf(double low, double sumA, double sumB)
{
    const double high = sumA + sumB - low;
    return high > 0 ? low / high : 0;
}

// Two ways to sketch a weighted bag into `hashes` 32-bit values of which two bags agree on
// each with a probability near their weightedJaccard:
enum class WeightedSketchKind
{
    // The paper's: weights scaled to sum to `scale` and rounded, each term t of weight f
    // replaced by the set {(t,1), ..., (t,f)}, MinHash over that set. Weights below half a
    // unit vanish: the estimate is of the rounded bags.
    Flattened,
    // Ioffe's improved consistent weighted sampling (ICWS, 2010), with the sample (term, t)
    // hashed to 32 bits ("0-bit CWS", Li 2015): exact in expectation for real weights.
    Icws,
};

// Computes the sketches of bags with one seed. One instance serves any number of threads.
class WeightedSketcher
{
public:
    WeightedSketcher(WeightedSketchKind kind, int hashes, std::uint64_t seed, int scale = 100);
    int hashes() const { return m_hashes; }
    WeightedSketchKind kind() const { return m_kind; }

    // Writes hashes() values to `out`. An empty bag gives all 0xffffffff.
    void sketch(std::span<const WeightedTerm> bag, std::uint32_t *out) const;

private:
    WeightedSketchKind m_kind;
    int m_hashes;
    int m_scale;
    std::vector<std::uint64_t> m_seeds;
};

} // namespace lookalike
