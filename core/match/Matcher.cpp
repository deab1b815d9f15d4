#include "Matcher.h"

#include "base/Mix64.h"

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

// Counts per pair key in open addressing (key 0 is never a pair: a < b).
class PairCounter
{
public:
    void add(std::uint64_t key, std::uint32_t n = 1)
    {
        if ((m_used + 1) * 2 > m_keys.size())
            grow();
        std::size_t slot = mix64(key) & (m_keys.size() - 1);
        while (m_keys[slot] != 0 && m_keys[slot] != key)
            slot = (slot + 1) & (m_keys.size() - 1);
        if (m_keys[slot] == 0) {
            m_keys[slot] = key;
            ++m_used;
        }
        m_counts[slot] += n;
    }
    std::uint32_t get(std::uint64_t key) const
    {
        if (m_keys.empty())
            return 0;
        std::size_t slot = mix64(key) & (m_keys.size() - 1);
        while (m_keys[slot] != 0) {
            if (m_keys[slot] == key)
                return m_counts[slot];
            slot = (slot + 1) & (m_keys.size() - 1);
        }
        return 0;
    }
    template <typename F>
    void forEach(F &&f) const
    {
        for (std::size_t i = 0; i < m_keys.size(); ++i)
            if (m_keys[i] != 0)
                f(m_keys[i], m_counts[i]);
    }

private:
    void grow()
    {
        std::vector<std::uint64_t> keys = std::move(m_keys);
        std::vector<std::uint32_t> counts = std::move(m_counts);
        m_keys.assign(std::max<std::size_t>(1024, keys.size() * 2), 0);
        m_counts.assign(m_keys.size(), 0);
        m_used = 0;
        for (std::size_t i = 0; i < keys.size(); ++i)
            if (keys[i] != 0)
                add(keys[i], counts[i]);
    }
    std::vector<std::uint64_t> m_keys;
    std::vector<std::uint32_t> m_counts;
    std::size_t m_used = 0;
};

// A posting: the 32-bit sample key, the value's trailing-zero group, the document index.
constexpr int kDocBits = 27;
constexpr std::uint64_t kDocMask = (1ULL << kDocBits) - 1;
inline std::uint64_t posting(std::uint32_t key, int zeros, std::uint32_t doc)
{
    return (std::uint64_t(key) << 32) | (std::uint64_t(zeros) << kDocBits) | doc;
}
inline std::uint32_t postingKey(std::uint64_t p) { return std::uint32_t(p >> 32); }
inline int postingZeros(std::uint64_t p) { return int((p >> kDocBits) & 31); }
inline std::uint32_t postingDoc(std::uint64_t p) { return std::uint32_t(p & kDocMask); }

} // namespace

Result<std::vector<ScoredPair>> findPairs(const std::vector<SketchRecord> &docs, const MatchParams &params,
                                          const std::atomic_bool *cancel, MatchStats *stats)
{
    int maxLevel = 0;
    int k = 128;
    std::size_t values = 0;
    for (const SketchRecord &d : docs) {
        maxLevel = std::max(maxLevel, d.sketch.sampleLevel);
        if (!d.sketch.minHash.empty())
            k = int(d.sketch.minHash.size());
        values += d.sketch.sample.size();
    }
    SketchTable table(k, maxLevel);
    table.reserve(docs.size(), values);
    for (const SketchRecord &d : docs)
        table.add(d.docId, d.sketch.shingleFingerprint, d.sketch.shingleCount, d.sketch.minHash, d.sketch.sampleLevel,
                  d.sketch.sample);
    return findPairs(table, params, cancel, stats);
}

Result<std::vector<ScoredPair>> findPairs(const SketchTable &table, const MatchParams &params,
                                          const std::atomic_bool *cancel, MatchStats *statsOut)
{
    MatchStats stats;
    stats.documents = table.size();
    const auto cancelledStatus = Status::error(Status::Code::Cancelled, QStringLiteral("matching was cancelled"));
    if (table.size() > kDocMask)
        return Status::error(Status::Code::InvalidArgument, QStringLiteral("too many documents for one matching run"));

    // Phase 0 (Broder 5.2): documents with the same shingle set collapse to one representative.
    std::vector<std::uint32_t> reps;
    std::unordered_map<std::uint32_t, std::vector<std::uint32_t>> equivalents; // representative -> the others
    {
        std::unordered_map<std::uint64_t, std::vector<std::uint32_t>> byFingerprint;
        for (std::uint32_t i = 0; i < table.size(); ++i) {
            if (!table.hasShingles(i))
                continue; // no words: nothing to resemble
            const Fingerprint128 &fp = table.shingleFingerprint(i);
            auto &bucket = byFingerprint[fp.low ^ mix64(fp.high)];
            // A 64-bit bucket may (with negligible odds) hold two fingerprints: compare fully.
            auto same = std::find_if(bucket.begin(), bucket.end(),
                                     [&](std::uint32_t r) { return table.shingleFingerprint(r) == fp; });
            if (same != bucket.end()) {
                equivalents[*same].push_back(i);
            } else {
                bucket.push_back(i);
                reps.push_back(i);
            }
        }
    }
    stats.representatives = reps.size();
    if (cancelled(cancel))
        return cancelledStatus;

    // Phase 1a: LSH banding. One band at a time: sort (key, rep) and pair equal keys.
    std::vector<std::uint64_t> banded;
    // The table keeps 16-bit MinHash values: two rows at least make 32-bit band keys.
    stats.banding = chooseBanding(table.minHashSize(), params.threshold, params.recall, 2);
    if (!reps.empty()) {
        std::vector<std::pair<std::uint64_t, std::uint32_t>> keys(reps.size());
        for (int band = 0; band < stats.banding.bands; ++band) {
            for (std::size_t i = 0; i < reps.size(); ++i)
                keys[i] = {bandKey(table.minHash(reps[i]), stats.banding, band), reps[i]};
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

    // Phase 1b: Broder's inverted index. The samples become <shingle, id> postings, sorted by
    // shingle; every shingle shared by 2..cutoff documents adds one to <id, id, count>, the
    // count being |V(A) n V(B)| at the coarser level of the two (a value in both samples is
    // in both at that level). Postings are built one partition of the keys at a time.
    stats.commonCutoff = params.commonCutoffFor(reps.size());
    const int maxLevel = table.maxLevel();
    const auto levels = std::size_t(maxLevel + 1);
    std::vector<std::uint64_t> sampled;
    {
        std::size_t total = 0;
        for (std::uint32_t r : reps)
            total += table.sample(r).size();
        constexpr std::size_t kPartitionPostings = std::size_t(16) << 20; // 128 MB of postings
        const auto partitions = std::uint32_t(std::max<std::size_t>(1, (total + kPartitionPostings - 1) / kPartitionPostings));
        stats.partitions = int(partitions);
        PairCounter counts;
        std::vector<std::uint32_t> commonAt(table.size() * levels, 0); // per document and level: common values in V_L
        std::vector<std::uint64_t> commonPostings;                       // postings of the common shingles
        std::vector<std::uint64_t> postings;
        for (std::uint32_t part = 0; part < partitions; ++part) {
            postings.clear();
            for (std::uint32_t r : reps)
                for (int z = table.sampleLevel(r); z <= maxLevel; ++z)
                    for (std::uint32_t key : table.sampleGroup(r, z))
                        if (key % partitions == part)
                            postings.push_back(posting(key, z, r));
            std::sort(postings.begin(), postings.end());
            for (std::size_t start = 0; start < postings.size();) {
                std::size_t end = start + 1;
                while (end < postings.size() && postingKey(postings[end]) == postingKey(postings[start]))
                    ++end;
                const std::size_t n = end - start;
                if (n > std::size_t(stats.commonCutoff)) {
                    ++stats.commonShinglesIgnored;
                    for (std::size_t x = start; x < end; ++x) {
                        const std::uint32_t d = postingDoc(postings[x]);
                        const int zeros = postingZeros(postings[x]);
                        for (int level = table.sampleLevel(d); level <= zeros; ++level)
                            ++commonAt[d * levels + std::size_t(level)];
                        commonPostings.push_back(postings[x]);
                    }
                } else {
                    for (std::size_t x = start; x < end; ++x)
                        for (std::size_t y = x + 1; y < end; ++y)
                            counts.add(pairKey(postingDoc(postings[x]), postingDoc(postings[y])));
                }
                start = end;
            }
            if (cancelled(cancel))
                return cancelledStatus;
        }
        postings.clear();
        postings.shrink_to_fit();

        // Keep pairs that may reach either threshold once estimated; the estimate is
        // recomputed below from both sketches, so this only needs to be generous.
        const double containmentCut = params.containmentThreshold * 0.75;
        counts.forEach([&](std::uint64_t key, std::uint32_t shared) {
            const auto a = std::uint32_t(key >> 32);
            const auto b = std::uint32_t(key);
            const int level = std::max(table.sampleLevel(a), table.sampleLevel(b));
            const double sizeA = double(table.sampleSizeAt(a, level));
            const double sizeB = double(table.sampleSizeAt(b, level));
            const double count = double(shared);
            if (std::max(count / sizeA, count / sizeB) >= containmentCut
                || count / (sizeA + sizeB - count) >= params.threshold * 0.75)
                sampled.push_back(key);
        });

        // A document whose sample, at some level it may be compared at, is largely common
        // shingles (an excerpt of a licence, of a template) may be contained in many others
        // through exactly those shingles. For such a document only, count its common
        // shingles against their posting lists: linear in the lists, not quadratic like
        // emitting all their pairs.
        std::sort(commonPostings.begin(), commonPostings.end());
        auto mostlyCommon = [&](std::uint32_t d) {
            for (int level = table.sampleLevel(d); level <= maxLevel; ++level) {
                const std::size_t common = commonAt[d * levels + std::size_t(level)];
                if (common > 0 && common * 4 >= table.sampleSizeAt(d, level))
                    return true;
            }
            return false;
        };
        const std::size_t hardCap = std::size_t(stats.commonCutoff) * 50;
        std::vector<std::uint32_t> hits(table.size(), 0);
        std::vector<std::uint32_t> touched;
        for (std::uint32_t a : reps) {
            if (!mostlyCommon(a))
                continue;
            ++stats.directedDocuments;
            for (int z = table.sampleLevel(a); z <= maxLevel; ++z) {
                for (std::uint32_t key : table.sampleGroup(a, z)) {
                    const auto first = std::lower_bound(commonPostings.begin(), commonPostings.end(), std::uint64_t(key) << 32);
                    auto last = first;
                    while (last != commonPostings.end() && postingKey(*last) == key)
                        ++last;
                    const auto n = std::size_t(last - first);
                    if (n == 0 || n > hardCap)
                        continue;
                    for (auto it = first; it != last; ++it) {
                        const std::uint32_t b = postingDoc(*it);
                        if (b != a && hits[b]++ == 0)
                            touched.push_back(b);
                    }
                }
            }
            for (std::uint32_t b : touched) {
                const int level = std::max(table.sampleLevel(a), table.sampleLevel(b));
                // The common shingles shared, plus the rare ones counted above.
                const double shared = double(hits[b]) + double(counts.get(pairKey(a, b)));
                if (shared / double(table.sampleSizeAt(a, level)) >= containmentCut)
                    sampled.push_back(pairKey(a, b));
                hits[b] = 0;
            }
            touched.clear();
            if (cancelled(cancel))
                return cancelledStatus;
        }
        std::sort(sampled.begin(), sampled.end());
        sampled.erase(std::unique(sampled.begin(), sampled.end()), sampled.end());
    }
    stats.sampleCandidates = sampled.size();
    if (cancelled(cancel))
        return cancelledStatus;

    // Phase 2: estimates for every candidate (the union of both lists), kept at the thresholds.
    std::vector<ScoredPair> pairs;
    auto score = [&](std::uint64_t key, std::uint8_t sources) {
        const auto a = std::uint32_t(key >> 32);
        const auto b = std::uint32_t(key);
        const SketchTable::Estimate e = table.estimate(a, b);
        if (e.resemblance < params.threshold && e.containmentAInB < params.containmentThreshold
            && e.containmentBInA < params.containmentThreshold)
            return;
        pairs.push_back({table.docId(a), table.docId(b), e.resemblance, e.containmentAInB, e.containmentBInA, sources});
    };
    for (std::size_t i = 0, j = 0; i < banded.size() || j < sampled.size();) {
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
    for (const auto &[rep, others] : equivalents)
        repOfDoc.emplace(table.docId(rep), rep);
    auto group = [&](qint64 docId) {
        std::vector<qint64> ids{docId};
        if (auto it = repOfDoc.find(docId); it != repOfDoc.end())
            for (std::uint32_t e : equivalents.at(it->second))
                ids.push_back(table.docId(e));
        return ids;
    };
    const std::size_t matched = pairs.size();
    for (std::size_t p = 0; p < matched; ++p) {
        const ScoredPair base = pairs[p];
        if (!repOfDoc.count(base.docA) && !repOfDoc.count(base.docB))
            continue;
        for (qint64 a : group(base.docA))
            for (qint64 b : group(base.docB)) {
                if (a == base.docA && b == base.docB)
                    continue;
                ScoredPair copy = base; // a stands for docA, b for docB
                copy.docA = a;
                copy.docB = b;
                pairs.push_back(copy);
            }
    }
    for (const auto &[rep, others] : equivalents) {
        std::vector<qint64> ids{table.docId(rep)};
        for (std::uint32_t e : others)
            ids.push_back(table.docId(e));
        std::sort(ids.begin(), ids.end());
        for (std::size_t x = 0; x < ids.size(); ++x)
            for (std::size_t y = x + 1; y < ids.size(); ++y)
                pairs.push_back({ids[x], ids[y], 1.0, 1.0, 1.0, FoundByEquivalence});
    }
    // Orient every pair docA < docB, its containments with it.
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
