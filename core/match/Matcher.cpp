#include "Matcher.h"

#include "sketch/Estimate.h"

#include <algorithm>
#include <unordered_map>

namespace lookalike {

int MatchParams::commonCutoffFor(std::size_t documents) const
{
    if (commonShingleCutoff > 0)
        return commonShingleCutoff;
    const auto relative = static_cast<int>(documents / 20);
    return std::clamp(relative, 20, 1000);
}

namespace {

inline std::uint64_t pairKey(std::uint32_t a, std::uint32_t b)
{
    if (a > b)
        std::swap(a, b);
    return (std::uint64_t(a) << 32) | b;
}

bool cancelled(const std::atomic_bool *cancel) { return cancel && cancel->load(std::memory_order_relaxed); }

} // namespace

Result<std::vector<ScoredPair>> findPairs(const std::vector<SketchRecord> &docs, const MatchParams &params,
                                          const std::atomic_bool *cancel, MatchStats *statsOut)
{
    MatchStats stats;
    stats.documents = docs.size();
    const auto cancelledStatus = Status::error(Status::Code::Cancelled, QStringLiteral("matching was cancelled"));

    // Phase 0 (Broder 5.2): documents with the same shingle set collapse to one representative.
    std::vector<std::uint32_t> reps;            // indices into docs
    std::vector<std::vector<std::uint32_t>> equivalents; // per representative, the others
    {
        std::unordered_map<std::uint64_t, std::vector<std::uint32_t>> byFingerprint;
        for (std::uint32_t i = 0; i < docs.size(); ++i) {
            if (docs[i].sketch.shingleCount == 0)
                continue; // no words: nothing to resemble
            const Fingerprint128 &fp = docs[i].sketch.shingleFingerprint;
            auto &group = byFingerprint[fp.low ^ (fp.high * 0x9e3779b97f4a7c15ULL)];
            // A 64-bit bucket may (with negligible odds) hold two fingerprints: compare fully.
            bool placed = false;
            for (std::uint32_t r : group) {
                if (docs[r].sketch.shingleFingerprint == fp) {
                    equivalents[r].push_back(i);
                    placed = true;
                    break;
                }
            }
            if (!placed) {
                group.push_back(i);
                if (equivalents.size() <= i)
                    equivalents.resize(docs.size());
                reps.push_back(i);
            }
        }
        if (equivalents.size() < docs.size())
            equivalents.resize(docs.size());
    }
    stats.representatives = reps.size();
    if (cancelled(cancel))
        return cancelledStatus;

    // Candidate pairs of representatives, as keys (a << 32 | b) with their sources.
    std::vector<std::uint64_t> banded;
    std::vector<std::uint64_t> sampled;

    // Phase 1a: LSH banding. One band at a time: sort (key, rep) and pair equal keys.
    const int k = docs.empty() ? 0 : int(docs[reps.empty() ? 0 : reps[0]].sketch.minHash.size());
    stats.banding = chooseBanding(std::max(k, 1), params.threshold, params.recall);
    if (k > 0 && !reps.empty()) {
        std::vector<std::pair<std::uint64_t, std::uint32_t>> keys(reps.size());
        for (int band = 0; band < stats.banding.bands; ++band) {
            for (std::size_t i = 0; i < reps.size(); ++i)
                keys[i] = {bandKey(docs[reps[i]].sketch.minHash, stats.banding, band), reps[i]};
            std::sort(keys.begin(), keys.end());
            for (std::size_t start = 0; start < keys.size();) {
                std::size_t end = start + 1;
                while (end < keys.size() && keys[end].first == keys[start].first)
                    ++end;
                for (std::size_t x = start; x < end; ++x)
                    for (std::size_t y = x + 1; y < end; ++y)
                        banded.push_back(pairKey(keys[x].second, keys[y].second));
                start = end;
            }
            if (cancelled(cancel))
                return cancelledStatus;
            // Keep the list small as it grows: the same pair agrees on many bands.
            if (banded.size() > 4 * reps.size() + (1u << 20)) {
                std::sort(banded.begin(), banded.end());
                banded.erase(std::unique(banded.begin(), banded.end()), banded.end());
            }
        }
        std::sort(banded.begin(), banded.end());
        banded.erase(std::unique(banded.begin(), banded.end()), banded.end());
    }
    stats.bandingCandidates = banded.size();

    // Phase 1b: Broder's inverted index. Expand the samples into <shingle, id>, sort, and
    // for every shingle shared by 2..cutoff documents emit <id, id>; the sorted list of
    // those gives <id, id, count> = |V(A) n V(B)| at the coarser level of the two.
    stats.commonCutoff = params.commonCutoffFor(reps.size());
    {
        std::vector<std::pair<std::uint64_t, std::uint32_t>> postings;
        std::size_t total = 0;
        for (std::uint32_t r : reps)
            total += docs[r].sketch.sample.size();
        postings.reserve(total);
        for (std::uint32_t r : reps)
            for (std::uint64_t v : docs[r].sketch.sample)
                postings.emplace_back(v, r);
        std::sort(postings.begin(), postings.end());
        std::vector<std::uint64_t> shared;
        // Per document and sample level L: how many values of V_L(D) are common shingles.
        int maxLevel = 0;
        for (std::uint32_t r : reps)
            maxLevel = std::max(maxLevel, docs[r].sketch.sampleLevel);
        const auto levels = std::size_t(maxLevel + 1);
        std::vector<std::uint32_t> commonAt(docs.size() * levels, 0);
        for (std::size_t start = 0; start < postings.size();) {
            std::size_t end = start + 1;
            while (end < postings.size() && postings[end].first == postings[start].first)
                ++end;
            const std::size_t n = end - start;
            if (n > std::size_t(stats.commonCutoff)) {
                ++stats.commonShinglesIgnored;
                const std::uint64_t v = postings[start].first;
                for (std::size_t x = start; x < end; ++x) {
                    const std::uint32_t d = postings[x].second;
                    for (int level = docs[d].sketch.sampleLevel; level <= maxLevel; ++level)
                        if ((v & ((1ULL << level) - 1)) == 0)
                            ++commonAt[d * levels + std::size_t(level)];
                }
            } else {
                for (std::size_t x = start; x < end; ++x)
                    for (std::size_t y = x + 1; y < end; ++y)
                        shared.push_back(pairKey(postings[x].second, postings[y].second));
            }
            start = end;
        }
        if (cancelled(cancel))
            return cancelledStatus;
        std::sort(shared.begin(), shared.end());
        // Per document, the sample size at each level (a pair is compared at the coarser one).
        auto sampleSizeAt = [&](std::uint32_t d, int level) {
            const auto &s = docs[d].sketch;
            if (level <= s.sampleLevel)
                return s.sample.size();
            const std::uint64_t mask = (1ULL << level) - 1;
            return std::size_t(std::count_if(s.sample.begin(), s.sample.end(), [mask](std::uint64_t v) { return (v & mask) == 0; }));
        };
        // Keep pairs that may reach either threshold once estimated; the estimate is
        // recomputed below from both sketches, so this only needs to be generous.
        const double containmentCut = params.containmentThreshold * 0.75;
        for (std::size_t start = 0; start < shared.size();) {
            std::size_t end = start + 1;
            while (end < shared.size() && shared[end] == shared[start])
                ++end;
            const auto count = double(end - start);
            const auto a = std::uint32_t(shared[start] >> 32);
            const auto b = std::uint32_t(shared[start]);
            const int level = std::max(docs[a].sketch.sampleLevel, docs[b].sketch.sampleLevel);
            const double sizeA = double(sampleSizeAt(a, level));
            const double sizeB = double(sampleSizeAt(b, level));
            const double containment = std::max(count / sizeA, count / sizeB);
            const double resemblance = count / (sizeA + sizeB - count);
            if (containment >= containmentCut || resemblance >= params.threshold * 0.75)
                sampled.push_back(shared[start]);
            start = end;
        }
        shared.clear();
        shared.shrink_to_fit();

        // A document whose sample, at some level it may be compared at, is largely common
        // shingles (an excerpt of a licence, of a template) may be contained in many others
        // through exactly those shingles. For such a document only, count its common
        // shingles against their posting lists: linear in the lists, not quadratic like
        // emitting all their pairs.
        auto mostlyCommon = [&](std::uint32_t d) {
            for (int level = docs[d].sketch.sampleLevel; level <= maxLevel; ++level) {
                const std::size_t common = commonAt[d * levels + std::size_t(level)];
                if (common > 0 && common * 4 >= sampleSizeAt(d, level))
                    return true;
            }
            return false;
        };
        const std::size_t hardCap = std::size_t(stats.commonCutoff) * 50;
        std::vector<std::uint32_t> counts(docs.size(), 0);
        std::vector<std::uint32_t> touched;
        std::vector<std::uint64_t> directed;
        for (std::uint32_t a : reps) {
            const auto &sample = docs[a].sketch.sample;
            if (sample.empty() || !mostlyCommon(a))
                continue;
            for (std::uint64_t v : sample) {
                const auto range = std::equal_range(postings.begin(), postings.end(), std::pair{v, std::uint32_t(0)},
                                                    [](const auto &x, const auto &y) { return x.first < y.first; });
                const auto n = std::size_t(range.second - range.first);
                if (n <= std::size_t(stats.commonCutoff) || n > hardCap)
                    continue; // rare shingles were counted above
                for (auto it = range.first; it != range.second; ++it) {
                    if (it->second == a)
                        continue;
                    if (counts[it->second]++ == 0)
                        touched.push_back(it->second);
                }
            }
            for (std::uint32_t b : touched) {
                const int level = std::max(docs[a].sketch.sampleLevel, docs[b].sketch.sampleLevel);
                if (double(counts[b]) / double(sampleSizeAt(a, level)) >= containmentCut)
                    directed.push_back(pairKey(a, b));
                counts[b] = 0;
            }
            touched.clear();
            if (cancelled(cancel))
                return cancelledStatus;
        }
        if (!directed.empty()) {
            sampled.insert(sampled.end(), directed.begin(), directed.end());
            std::sort(sampled.begin(), sampled.end());
            sampled.erase(std::unique(sampled.begin(), sampled.end()), sampled.end());
        }
    }
    stats.sampleCandidates = sampled.size();
    if (cancelled(cancel))
        return cancelledStatus;

    // Phase 2: estimates for every candidate (the union of both lists), kept at the thresholds.
    std::vector<ScoredPair> pairs;
    std::size_t i = 0;
    std::size_t j = 0;
    auto score = [&](std::uint64_t key, std::uint8_t sources) {
        const auto a = std::uint32_t(key >> 32);
        const auto b = std::uint32_t(key);
        const ResemblanceEstimate e = estimate(docs[a].sketch, docs[b].sketch);
        if (e.combined < params.threshold && e.containmentAInB < params.containmentThreshold
            && e.containmentBInA < params.containmentThreshold)
            return;
        pairs.push_back({docs[a].docId, docs[b].docId, e.combined, e.containmentAInB, e.containmentBInA, sources});
    };
    while (i < banded.size() || j < sampled.size()) {
        if (j >= sampled.size() || (i < banded.size() && banded[i] < sampled[j]))
            score(banded[i++], FoundByBanding);
        else if (i >= banded.size() || sampled[j] < banded[i])
            score(sampled[j++], FoundBySamples);
        else {
            score(banded[i], FoundByBanding | FoundBySamples);
            ++i, ++j;
        }
    }

    // Phase 3: add the equivalent documents back: with each other (resemblance 1), and with
    // every document their representative pairs with.
    std::unordered_map<qint64, std::uint32_t> repOfDoc;
    for (std::uint32_t r : reps)
        if (!equivalents[r].empty())
            repOfDoc.emplace(docs[r].docId, r);
    const std::size_t matched = pairs.size();
    auto others = [&](qint64 docId) -> std::vector<qint64> {
        std::vector<qint64> ids{docId};
        auto it = repOfDoc.find(docId);
        if (it != repOfDoc.end())
            for (std::uint32_t e : equivalents[it->second])
                ids.push_back(docs[e].docId);
        return ids;
    };
    for (std::size_t p = 0; p < matched; ++p) {
        const ScoredPair base = pairs[p];
        if (!repOfDoc.count(base.docA) && !repOfDoc.count(base.docB))
            continue;
        const auto as = others(base.docA);
        const auto bs = others(base.docB);
        for (qint64 a : as)
            for (qint64 b : bs) {
                if (a == base.docA && b == base.docB)
                    continue;
                ScoredPair copy = base;
                if (a < b) {
                    copy.docA = a, copy.docB = b;
                } else {
                    copy.docA = b, copy.docB = a;
                    std::swap(copy.containmentAInB, copy.containmentBInA);
                }
                pairs.push_back(copy);
            }
    }
    for (std::uint32_t r : reps) {
        if (equivalents[r].empty())
            continue;
        std::vector<qint64> group{docs[r].docId};
        for (std::uint32_t e : equivalents[r])
            group.push_back(docs[e].docId);
        std::sort(group.begin(), group.end());
        for (std::size_t x = 0; x < group.size(); ++x)
            for (std::size_t y = x + 1; y < group.size(); ++y)
                pairs.push_back({group[x], group[y], 1.0, 1.0, 1.0, FoundByEquivalence});
    }
    for (ScoredPair &p : pairs) {
        if (p.docA > p.docB) {
            std::swap(p.docA, p.docB);
            std::swap(p.containmentAInB, p.containmentBInA);
        }
    }
    std::sort(pairs.begin(), pairs.end(),
              [](const ScoredPair &x, const ScoredPair &y) { return std::tie(x.docA, x.docB) < std::tie(y.docA, y.docB); });
    stats.pairs = pairs.size();
    if (statsOut)
        *statsOut = stats;
    return pairs;
}

} // namespace lookalike
