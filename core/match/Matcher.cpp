#include "Matcher.h"

#include "base/Mix64.h"
#include "base/Parallel.h"
#include "sketch/Estimate.h"

#include <QCoreApplication>
#include <algorithm>
#include <bit>
#include <chrono>
#include <cmath>
#include <tuple>
#include <unordered_map>

// How the work follows what is found
// ==================================
//
// Candidates come from two indexes over the representatives (one document per shingle set):
//
// 1. LSH banding over the MinHash vectors (b bands of r rows, LshBanding.h). A band bucket of
//    g documents holds g(g-1)/2 pairs; a pair of resemblance s shares about b * s^r buckets.
//    Two rules keep the cost near the number of distinct candidates:
//
//    - A pair is examined in every bucket it shares, but verified only in the first band where
//      it agrees (the agreeing bands are read off the bit mask of equal MinHash positions, one
//      SSE2 pass over two 256-byte rows, ~20 ns), so each distinct candidate is verified once
//      and no list of repeats is ever sorted.
//    - A bucket of more than `cutoff` documents is common (boilerplate: a licence header in
//      thousands of files puts its MinHash values in the same bands of all of them) and is not
//      expanded, as Broder ignores shingles shared by more than 1000 documents. Its pairs that
//      really are near-duplicates are still found: through another band that agrees (the
//      pair shares more than the boilerplate), or, when what they share is mostly the common
//      values themselves, through the boilerplate path: only members whose share of common
//      MinHash values phi is at least t - 0.15 take part, and only pairs whose bound
//      1 / (1/phi_a + 1/phi_b - 1) (the resemblance of two documents that share nothing but
//      the boilerplate) reaches t - 0.1, enumerated from a list sorted by phi, so unrelated
//      documents that carry the same header (phi = 0.3: resemblance 0.18) are never paired.
//
//    Expected candidates per true pair at the default t = 0.5 (42 bands x 3 rows):
//      a pair at s = 0.5 shares 42 * 0.125 = 5.3 buckets, found with P = 0.9964, verified once;
//      an unrelated pair at s = 0.1 becomes a candidate with P = 1 - 0.999^42 = 0.041, at
//      s = 0.2 with 0.29 (at 64 x 2, tuned for 0.3: 0.47 and 0.93). Over /usr/include (24 484
//      headers, 124 k pairs >= 0.5) this is about 2 candidates a stored pair, where 64 x 2
//      with every repeat kept gave 28.9 M candidates for 2.6 M pairs (of which 122 k >= 0.5).
//
// 2. Broder's inverted index over the MOD_2^i samples: <key, doc> postings sorted by key, one
//    partition of keys at a time; a key in 2..cutoff documents adds one to the count of each
//    pair of them (|V(A) n V(B)| over rare keys); a common key (more documents) is ignored,
//    but counted per document and level. A pair becomes a candidate when its rare count plus
//    the smaller of the two common counts (an upper bound of what they share) could reach 3/4
//    of either threshold. A document made mostly (>= 3/4 of the containment threshold) of
//    common keys, such as an excerpt of a licence, is matched through them after all: its
//    common keys' posting lists are walked, linear in their length, to count what it shares
//    with each document that holds them, and each such pair is estimated on the way. Keys in
//    more than 50 x cutoff documents (3 200) are too common to walk: like Broder's common
//    shingles, they count for nothing, so a document is not found "contained" in thousands
//    of others through a licence they all carry (on /usr/include: 1 800 pairs of 160 000,
//    tiny Boost headers that are a licence and a line, in other Boost headers).
//
//    The cutoff (64 by default, 5% of a smaller collection) bounds the pair counting at 64
//    increments a posting; Broder's 1000 suited 30 M pages but made /usr/include (24 484
//    headers, boilerplate in hundreds of them) count 60 M pair increments for 1.5 M candidates,
//    nearly all licence text shared by pairs that are not near-duplicates.
//
// Every distinct candidate of either list is then estimated once from both sketches (16-bit
// MinHash agreement and the sample intersection at the coarser level), in (a, b) order so one
// document's row stays in cache, on all threads.

namespace lookalike {

int MatchParams::commonCutoffFor(std::size_t documents) const
{
    if (commonShingleCutoff > 0)
        return commonShingleCutoff;
    const auto relative = static_cast<int>(documents / 20);
    return std::clamp(relative, 20, kDefaultCommonCutoff);
}

QString matchPhaseText(MatchProgress::Phase phase)
{
    switch (phase) {
    case MatchProgress::Phase::Grouping:
        return QCoreApplication::translate("MatchProgress", "grouping equivalent documents");
    case MatchProgress::Phase::Banding:
        return QCoreApplication::translate("MatchProgress", "banding (LSH)");
    case MatchProgress::Phase::Sampling:
        return QCoreApplication::translate("MatchProgress", "sample index");
    case MatchProgress::Phase::Verifying:
        return QCoreApplication::translate("MatchProgress", "estimating candidates");
    case MatchProgress::Phase::Reading:
        return QCoreApplication::translate("MatchProgress", "exact figures from the files");
    }
    return {};
}

std::size_t MatchResult::expandedSize() const
{
    std::unordered_map<qint64, std::size_t> sizeOf;
    std::size_t total = pairs.size();
    for (const EquivalenceGroup &g : groups) {
        const std::size_t size = g.others.size() + 1;
        sizeOf.emplace(g.representative, size);
        total += size * (size - 1) / 2;
    }
    for (const ScoredPair &p : pairs) {
        auto a = sizeOf.find(p.docA);
        auto b = sizeOf.find(p.docB);
        total += (a == sizeOf.end() ? 1 : a->second) * (b == sizeOf.end() ? 1 : b->second) - 1;
    }
    return total;
}

void MatchResult::addPairs(std::vector<ScoredPair> settled)
{
    if (settled.empty())
        return;
    auto byPair = [](const ScoredPair &x, const ScoredPair &y) {
        return std::tie(x.docA, x.docB) < std::tie(y.docA, y.docB);
    };
    std::sort(settled.begin(), settled.end(), byPair);
    const auto middle = pairs.size();
    pairs.insert(pairs.end(), settled.begin(), settled.end());
    std::inplace_merge(pairs.begin(), pairs.begin() + std::ptrdiff_t(middle), pairs.end(), byPair);
}

void MatchResult::settleByEstimate(const MatchParams &params)
{
    std::vector<ScoredPair> kept;
    for (const ScoredPair &p : uncertain)
        if (p.resemblance >= params.threshold || p.containmentAInB >= params.containmentThreshold ||
            p.containmentBInA >= params.containmentThreshold)
            kept.push_back(p);
    uncertain.clear();
    addPairs(std::move(kept));
}

std::vector<ScoredPair> expandPairs(const MatchResult &result)
{
    std::unordered_map<qint64, const EquivalenceGroup *> groupOf;
    for (const EquivalenceGroup &g : result.groups)
        groupOf.emplace(g.representative, &g);
    auto membersOf = [&](qint64 doc) {
        std::vector<qint64> ids{doc};
        if (auto it = groupOf.find(doc); it != groupOf.end())
            ids.insert(ids.end(), it->second->others.begin(), it->second->others.end());
        return ids;
    };
    std::vector<ScoredPair> out;
    out.reserve(result.expandedSize());
    for (const ScoredPair &p : result.pairs) {
        for (qint64 a : membersOf(p.docA))
            for (qint64 b : membersOf(p.docB)) {
                ScoredPair copy = p; // a stands for docA, b for docB
                copy.docA = a;
                copy.docB = b;
                if (a != p.docA || b != p.docB)
                    copy.exact = false;
                if (copy.docA > copy.docB) {
                    std::swap(copy.docA, copy.docB);
                    std::swap(copy.containmentAInB, copy.containmentBInA);
                }
                out.push_back(copy);
            }
    }
    for (const EquivalenceGroup &g : result.groups) {
        const std::vector<qint64> ids = membersOf(g.representative);
        for (std::size_t x = 0; x < ids.size(); ++x)
            for (std::size_t y = x + 1; y < ids.size(); ++y)
                out.push_back(
                    {std::min(ids[x], ids[y]), std::max(ids[x], ids[y]), 1.0, 1.0, 1.0, FoundByEquivalence});
    }
    std::sort(out.begin(), out.end(), [](const ScoredPair &x, const ScoredPair &y) {
        return std::tie(x.docA, x.docB) < std::tie(y.docA, y.docB);
    });
    return out;
}

namespace {

using Clock = std::chrono::steady_clock;
double secondsSince(Clock::time_point t)
{
    return std::chrono::duration<double>(Clock::now() - t).count();
}

bool cancelled(const std::atomic_bool *cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

// A candidate pair: table indices a < b (each < 2^29) and its PairSource bits.
inline std::uint64_t candidate(std::uint32_t a, std::uint32_t b, std::uint8_t sources)
{
    if (a > b)
        std::swap(a, b);
    return (std::uint64_t(a) << 32) | (std::uint64_t(b) << 3) | sources;
}
inline std::uint32_t candidateA(std::uint64_t c)
{
    return std::uint32_t(c >> 32);
}
inline std::uint32_t candidateB(std::uint64_t c)
{
    return std::uint32_t(c) >> 3;
}
inline std::uint8_t candidateSources(std::uint64_t c)
{
    return std::uint8_t(c & 7);
}

// The pair key of the sample counts: a < b.
inline std::uint64_t pairKey(std::uint32_t a, std::uint32_t b)
{
    if (a > b)
        std::swap(a, b);
    return (std::uint64_t(a) << 32) | b;
}

// Sorts 64-bit words by their bits [fromBit, 64), stably (LSD radix, 16-bit digits).
void radixSort(std::vector<std::uint64_t> &a, std::vector<std::uint64_t> &tmp, int fromBit)
{
    if (a.size() < 4096) {
        std::stable_sort(a.begin(), a.end(), [fromBit](std::uint64_t x, std::uint64_t y) {
            return (x >> fromBit) < (y >> fromBit);
        });
        return;
    }
    tmp.resize(a.size());
    std::vector<std::uint32_t> count(65537);
    for (int shift = fromBit; shift < 64; shift += 16) {
        std::fill(count.begin(), count.end(), 0);
        for (std::uint64_t v : a)
            ++count[((v >> shift) & 0xffff) + 1];
        if (count[((a[0] >> shift) & 0xffff) + 1] == a.size())
            continue; // one digit everywhere: nothing moves
        for (std::size_t d = 1; d < count.size(); ++d)
            count[d] += count[d - 1];
        for (std::uint64_t v : a)
            tmp[count[(v >> shift) & 0xffff]++] = v;
        a.swap(tmp);
    }
}

// Sorts postings by key in place (no second buffer as large: postings are most of
// matching's memory): an American flag pass on the top 16 bits of the key, then each bucket
// (a few thousand postings, in cache) by the low 16 bits, LSD radix through `scratch`.
void sortPostingsInPlace(std::vector<std::uint64_t> &a, std::vector<std::uint64_t> &scratch)
{
    if (a.size() < 4096) {
        std::sort(a.begin(), a.end());
        return;
    }
    std::vector<std::size_t> start(65537, 0);
    for (std::uint64_t v : a)
        ++start[(v >> 48) + 1];
    for (std::size_t d = 1; d < start.size(); ++d)
        start[d] += start[d - 1];
    std::vector<std::size_t> next(start.begin(), start.end() - 1);
    for (std::size_t d = 0; d < 65536; ++d) {
        while (next[d] < start[d + 1]) {
            std::uint64_t &slot = a[next[d]];
            const auto to = std::size_t(slot >> 48);
            if (to == d)
                ++next[d];
            else
                std::swap(slot, a[next[to]++]);
        }
    }
    std::uint32_t count[257];
    for (std::size_t d = 0; d < 65536; ++d) {
        const std::size_t from = start[d];
        const std::size_t n = start[d + 1] - from;
        if (n < 2)
            continue;
        if (n < 64) {
            std::sort(a.begin() + std::ptrdiff_t(from), a.begin() + std::ptrdiff_t(from + n));
            continue;
        }
        scratch.resize(std::max(scratch.size(), n));
        std::uint64_t *in = a.data() + from;
        std::uint64_t *out = scratch.data();
        for (int shift = 32; shift < 48; shift += 8) {
            std::fill(std::begin(count), std::end(count), 0u);
            for (std::size_t i = 0; i < n; ++i)
                ++count[((in[i] >> shift) & 0xff) + 1];
            for (int b = 1; b < 257; ++b)
                count[b] += count[b - 1];
            for (std::size_t i = 0; i < n; ++i)
                out[count[(in[i] >> shift) & 0xff]++] = in[i];
            std::swap(in, out);
        }
        // Two passes: the sorted bucket is back in `a`.
    }
}

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
    template <typename F> void forEach(F &&f) const
    {
        for (std::size_t i = 0; i < m_keys.size(); ++i)
            if (m_keys[i] != 0)
                f(m_keys[i], m_counts[i]);
    }
    std::size_t size() const { return m_used; }

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
inline std::uint32_t postingKey(std::uint64_t p)
{
    return std::uint32_t(p >> 32);
}
inline int postingZeros(std::uint64_t p)
{
    return int((p >> kDocBits) & 31);
}
inline std::uint32_t postingDoc(std::uint64_t p)
{
    return std::uint32_t(p & kDocMask);
}

// Whether all `count` (<= 64) bits from bit `from` of a bit mask are set.
inline bool allSet(const std::uint64_t *words, int from, int count)
{
    const int word = from / 64;
    const int bit = from % 64;
    std::uint64_t v = words[word] >> bit;
    if (bit + count > 64)
        v |= words[word + 1] << (64 - bit);
    const std::uint64_t mask = count >= 64 ? ~0ULL : ((std::uint64_t(1) << count) - 1);
    return (v & mask) == mask;
}

// Margins under the thresholds at which a pair is still a candidate worth estimating.
constexpr double kBandMargin = 0.15;       // MinHash agreement below t - this: not a resemblance pair
constexpr double kBoilerplateShare = 0.15; // members of common buckets with phi >= t - this
constexpr double kBoilerplateBound = 0.1;  // pairs whose boilerplate bound reaches t - this
constexpr double kCountFactor = 0.75;      // sample counts that may reach 3/4 of a threshold

constexpr std::size_t kPartitionPostings = std::size_t(6) << 20; // 48 MB of postings a thread

// What an estimate says of a pair at the thresholds: kept, too close to call, or not a pair;
// `distance`: for an uncertain pair, how far its best figure is from its threshold, in bands.
enum class Verdict
{
    Pair,
    Uncertain,
    NoPair
};
Verdict judge(const SketchTable::Estimate &e, double t, double c, float *distance = nullptr)
{
    auto band = [](double sd) {
        return std::max(kUncertainFloor, kUncertainSds * sd);
    };
    const double br = band(e.resemblanceSd), bab = band(e.containmentAInBSd), bba = band(e.containmentBInASd);
    if (e.resemblance >= t + br || e.containmentAInB >= c + bab || e.containmentBInA >= c + bba)
        return Verdict::Pair;
    if (e.resemblance > t - br || e.containmentAInB > c - bab || e.containmentBInA > c - bba) {
        if (distance)
            *distance =
                float(std::min({std::abs(e.resemblance - t) / br, std::abs(e.containmentAInB - c) / bab,
                                std::abs(e.containmentBInA - c) / bba}));
        return Verdict::Uncertain;
    }
    return Verdict::NoPair;
}

class Matcher
{
public:
    Matcher(const SketchTable &table, const MatchParams &params, const std::atomic_bool *cancel,
            const MatchProgressFn &progress)
        : m_table(table)
        , m_params(params)
        , m_cancel(cancel)
        , m_progress(progress)
        , m_threads(threadCount(params.threads))
    {}

    Result<MatchResult> run(MatchStats &stats);

private:
    bool isCancelled() const { return cancelled(m_cancel); }
    void report()
    {
        if (!m_progress)
            return;
        MatchProgress p;
        p.phase = m_phase;
        p.done = m_done.load(std::memory_order_relaxed);
        p.total = m_total;
        p.candidates = m_candidatesSoFar.load(std::memory_order_relaxed);
        p.pairs = m_pairsSoFar.load(std::memory_order_relaxed);
        m_progress(p);
    }
    void startPhase(MatchProgress::Phase phase, std::size_t total)
    {
        m_phase = phase;
        m_total = total;
        m_done = 0;
        report();
    }
    template <typename Body> void parallel(std::size_t items, Body &&body)
    {
        parallelFor(items, m_threads, std::forward<Body>(body), [this] { report(); });
    }

    void group(MatchResult &result);
    void band();
    void markBoilerplate();
    void bandPairs();
    void examine(std::uint32_t a, std::uint32_t b, int band, bool boilerplate,
                 std::vector<std::uint64_t> &out, std::size_t &checks) const;
    void sampleIndex();
    void verify(MatchResult &result);

    const SketchTable &m_table;
    const MatchParams &m_params;
    const std::atomic_bool *m_cancel;
    const MatchProgressFn &m_progress;
    const int m_threads;
    // A pair as reported, docA < docB, from table indices and an estimate of (a, b).
    ScoredPair scored(std::uint32_t a, std::uint32_t b, const SketchTable::Estimate &e,
                      std::uint8_t sources) const
    {
        ScoredPair p{m_table.docId(a),  m_table.docId(b),  e.resemblance,
                     e.containmentAInB, e.containmentBInA, sources};
        if (p.docA > p.docB) {
            std::swap(p.docA, p.docB);
            std::swap(p.containmentAInB, p.containmentBInA);
        }
        return p;
    }
    MatchStats m_stats;

    MatchProgress::Phase m_phase = MatchProgress::Phase::Grouping;
    std::size_t m_total = 0;
    std::atomic<std::size_t> m_done{0};
    std::atomic<std::size_t> m_candidatesSoFar{0};
    std::atomic<std::size_t> m_pairsSoFar{0};

    std::vector<std::uint32_t> m_reps; // table indices of the representatives, ascending
    int m_cutoff = 0;
    Banding m_banding;
    struct Buckets
    {
        std::vector<std::uint32_t> members; // table indices, bucket after bucket, each ascending
        std::vector<std::uint32_t> ends;    // end offset of each bucket in members
    };
    std::vector<Buckets> m_buckets;           // per band: its buckets of >= 2 documents
    std::vector<std::uint64_t> m_commonBands; // per table index: bit j set if its bucket in band j is common
    std::vector<float> m_share; // per table index: share of common MinHash values (if in a common bucket)
    std::vector<std::vector<std::uint64_t>> m_found; // per thread: candidates
    struct Walked
    {
        std::uint64_t key; // candidate(a, b, 0)
        float resemblance; // of (candidateA, candidateB)
        float containmentAInB;
        float containmentBInA;
        float distance; // < 0: a pair; else uncertain, this far from a threshold (see judge)
    };
    std::vector<Walked> m_walked; // pairs the sample walk estimated from exact sample counts
};

Result<MatchResult> Matcher::run(MatchStats &stats)
{
    const auto cancelledStatus =
        Status::error(Status::Code::Cancelled, QStringLiteral("matching was cancelled"));
    m_stats.documents = m_table.size();
    m_stats.threads = m_threads;
    if (m_table.size() > kDocMask)
        return Status::error(Status::Code::InvalidArgument,
                             QStringLiteral("too many documents for one matching run"));
    MatchResult result;
    m_found.resize(static_cast<std::size_t>(m_threads));

    auto started = Clock::now();
    group(result);
    m_stats.groupingSeconds = secondsSince(started);
    if (isCancelled())
        return cancelledStatus;

    started = Clock::now();
    band();
    if (isCancelled())
        return cancelledStatus;
    markBoilerplate();
    bandPairs();
    m_buckets = {};
    m_commonBands = {};
    m_share = {};
    m_stats.bandingSeconds = secondsSince(started);
    if (isCancelled())
        return cancelledStatus;

    started = Clock::now();
    sampleIndex();
    m_stats.samplingSeconds = secondsSince(started);
    if (isCancelled())
        return cancelledStatus;

    started = Clock::now();
    verify(result);
    m_stats.verifyingSeconds = secondsSince(started);
    if (isCancelled())
        return cancelledStatus;

    m_stats.uncertain = result.uncertain.size();
    if (!m_params.keepUncertain)
        result.settleByEstimate(m_params);
    m_stats.pairs = result.pairs.size();
    m_stats.expandedPairs = result.expandedSize();
    stats = m_stats;
    return result;
}

// Phase 0 (Broder 5.2): documents with the same shingle set collapse to one representative,
// the first (lowest index) of each set.
void Matcher::group(MatchResult &result)
{
    startPhase(MatchProgress::Phase::Grouping, m_table.size());
    std::vector<std::pair<std::uint64_t, std::uint32_t>> keyed;
    keyed.reserve(m_table.size());
    for (std::uint32_t i = 0; i < m_table.size(); ++i) {
        if (!m_table.hasShingles(i))
            continue; // no words: nothing to resemble
        const Fingerprint128 &fp = m_table.shingleFingerprint(i);
        keyed.emplace_back(fp.low ^ mix64(fp.high), i);
    }
    std::sort(keyed.begin(), keyed.end());
    std::vector<std::uint32_t> heads; // the distinct full fingerprints of one run of equal keys
    std::vector<std::vector<std::uint32_t>> members;
    for (std::size_t start = 0; start < keyed.size();) {
        std::size_t end = start + 1;
        while (end < keyed.size() && keyed[end].first == keyed[start].first)
            ++end;
        heads.clear();
        members.clear();
        for (std::size_t x = start; x < end; ++x) {
            const std::uint32_t i = keyed[x].second;
            // A 64-bit key may (with negligible odds) stand for two fingerprints: compare fully.
            std::size_t h = 0;
            while (h < heads.size() &&
                   !(m_table.shingleFingerprint(heads[h]) == m_table.shingleFingerprint(i)))
                ++h;
            if (h == heads.size()) {
                heads.push_back(i);
                members.emplace_back();
            } else if (m_table.docId(i) < m_table.docId(heads[h])) {
                members[h].push_back(heads[h]); // the lowest document id represents the group
                heads[h] = i;                   // (tables need not be in id order)
            } else {
                members[h].push_back(i);
            }
        }
        for (std::size_t h = 0; h < heads.size(); ++h) {
            m_reps.push_back(heads[h]);
            if (members[h].empty())
                continue;
            EquivalenceGroup g;
            g.representative = m_table.docId(heads[h]);
            for (std::uint32_t i : members[h])
                g.others.push_back(m_table.docId(i));
            std::sort(g.others.begin(), g.others.end());
            result.groups.push_back(std::move(g));
        }
        start = end;
    }
    std::sort(m_reps.begin(), m_reps.end());
    std::sort(result.groups.begin(), result.groups.end(),
              [](const EquivalenceGroup &x, const EquivalenceGroup &y) {
                  return x.representative < y.representative;
              });
    m_stats.representatives = m_reps.size();
    m_stats.groups = result.groups.size();
    m_done = m_table.size();
    report();
}

// Phase 1a: the band buckets. One band at a time (bands spread over the threads): a 32-bit
// hash of the band's r values per representative, radix-sorted; runs of equal keys of two or
// more documents are kept (a hash collision costs one examined pair, rejected by its mask).
void Matcher::band()
{
    // 16-bit values need 2 rows at least (32-bit keys), and at most 64 bands (a bit each).
    const int minRows = std::max(2, (m_table.minHashSize() + 63) / 64);
    m_banding = chooseBanding(m_table.minHashSize(), m_params.threshold, m_params.recall, minRows);
    m_stats.banding = m_banding;
    m_cutoff = m_params.commonCutoffFor(m_reps.size());
    m_stats.commonCutoff = m_cutoff;
    m_buckets.assign(std::size_t(m_banding.bands), {});
    if (m_reps.size() < 2)
        return;
    startPhase(MatchProgress::Phase::Banding, std::size_t(m_banding.bands) * 2);
    // A few bands an item: one pass over the MinHash rows computes the keys of all of them
    // (a row is read once per item, not once per band: 256 bytes a document).
    constexpr int kBandsPerItem = 4;
    const int bands = m_banding.bands;
    const std::size_t items = std::size_t((bands + kBandsPerItem - 1) / kBandsPerItem);
    std::vector<std::vector<std::uint64_t>> keys(static_cast<std::size_t>(m_threads) * kBandsPerItem);
    std::vector<std::vector<std::uint64_t>> tmp(static_cast<std::size_t>(m_threads));
    parallel(items, [&](std::size_t item, int worker) {
        if (isCancelled())
            return;
        const int first = int(item) * kBandsPerItem;
        const int count = std::min(kBandsPerItem, bands - first);
        std::vector<std::uint64_t> *k = keys.data() + std::size_t(worker) * kBandsPerItem;
        for (int j = 0; j < count; ++j)
            k[j].resize(m_reps.size());
        for (std::size_t p = 0; p < m_reps.size(); ++p) {
            const auto row = m_table.minHash(m_reps[p]);
            for (int j = 0; j < count; ++j)
                k[j][p] = (bandKey16(row, m_banding, first + j) & 0xffffffff00000000ULL) | p;
        }
        for (int j = 0; j < count; ++j) {
            radixSort(k[j], tmp[std::size_t(worker)], 32);
            Buckets &out = m_buckets[std::size_t(first + j)];
            for (std::size_t start = 0; start < k[j].size();) {
                std::size_t end = start + 1;
                while (end < k[j].size() && (k[j][end] >> 32) == (k[j][start] >> 32))
                    ++end;
                if (end - start >= 2) {
                    for (std::size_t x = start; x < end; ++x)
                        out.members.push_back(m_reps[std::uint32_t(k[j][x])]);
                    out.ends.push_back(std::uint32_t(out.members.size()));
                }
                start = end;
            }
            ++m_done;
        }
    });
}

// Phase 1b: common buckets, and how much of each of their members is boilerplate: phi = the
// share of its MinHash positions whose value more than `cutoff` documents hold at that
// position (a direct estimate of the share of its shingles that are common).
void Matcher::markBoilerplate()
{
    m_commonBands.assign(m_table.size(), 0);
    std::vector<std::uint32_t> flagged;
    for (std::size_t band = 0; band < m_buckets.size(); ++band) {
        const Buckets &b = m_buckets[band];
        std::uint32_t from = 0;
        for (std::uint32_t end : b.ends) {
            if (end - from > std::uint32_t(m_cutoff)) {
                ++m_stats.commonBuckets;
                for (std::uint32_t x = from; x < end; ++x) {
                    if (m_commonBands[b.members[x]] == 0)
                        flagged.push_back(b.members[x]);
                    m_commonBands[b.members[x]] |= std::uint64_t(1) << band;
                }
            }
            from = end;
        }
    }
    if (flagged.empty() || isCancelled())
        return;
    // Counts of each 16-bit value at each position, 16 positions an item (2 MB of saturating
    // counters a thread), then each flagged document's common positions. Over 131 072
    // documents, every s-th representative is counted and the cut scaled by s (phi is a share
    // of 128 positions: a count near the cut misjudged here and there moves it little).
    const int k = m_table.minHashSize();
    const std::size_t stride = std::max<std::size_t>(1, m_reps.size() / 131072);
    const std::size_t cut = std::max<std::size_t>(1, std::size_t(m_cutoff) / stride);
    constexpr int kSpan = 16;
    const std::size_t items = std::size_t((k + kSpan - 1) / kSpan);
    std::vector<std::vector<std::uint16_t>> counts(static_cast<std::size_t>(m_threads));
    std::vector<std::vector<std::uint16_t>> common(std::size_t(m_threads),
                                                   std::vector<std::uint16_t>(flagged.size(), 0));
    parallel(items, [&](std::size_t item, int worker) {
        if (isCancelled())
            return;
        const int first = int(item) * kSpan;
        const int span = std::min(kSpan, k - first);
        std::vector<std::uint16_t> &c = counts[std::size_t(worker)];
        c.assign(std::size_t(span) << kMinHashBits, 0);
        for (std::size_t p = 0; p < m_reps.size(); p += stride) {
            const auto row = m_table.minHash(m_reps[p]);
            for (int x = 0; x < span; ++x) {
                std::uint16_t &n = c[(std::size_t(x) << kMinHashBits) | row[std::size_t(first + x)]];
                n = std::uint16_t(n + (n != 0xffff));
            }
        }
        std::vector<std::uint16_t> &mine = common[std::size_t(worker)];
        for (std::size_t f = 0; f < flagged.size(); ++f) {
            const auto row = m_table.minHash(flagged[f]);
            for (int x = 0; x < span; ++x)
                mine[f] += c[(std::size_t(x) << kMinHashBits) | row[std::size_t(first + x)]] > cut;
        }
    });
    m_share.assign(m_table.size(), 0.0f);
    for (std::size_t f = 0; f < flagged.size(); ++f) {
        int n = 0;
        for (const auto &mine : common)
            n += mine[f];
        m_share[flagged[f]] = float(n) / float(k);
    }
}

// Examines a pair met in a bucket of `band`: verified here only if `band` is the first band
// where it agrees (of the bands that are not common; for the boilerplate path, only pairs
// that agree on no other band than common ones, at the first of them).
void Matcher::examine(std::uint32_t a, std::uint32_t b, int band, bool boilerplate,
                      std::vector<std::uint64_t> &out, std::size_t &checks) const
{
    std::uint64_t words[64];
    const int agree = m_table.agreement(a, b, words);
    ++checks;
    const int rows = m_banding.rows;
    const std::uint64_t common = m_commonBands[a]; // on bands where both agree, the same for b
    if (!boilerplate) {
        for (int j = 0; j < band; ++j)
            if (!((common >> j) & 1) && allSet(words, j * rows, rows))
                return; // met at an earlier band
    } else {
        for (int j = 0; j < m_banding.bands; ++j)
            if (!((common >> j) & 1) && allSet(words, j * rows, rows))
                return; // found through a band that is not common
        for (int j = 0; j < band; ++j)
            if (allSet(words, j * rows, rows))
                return;
    }
    if (!allSet(words, band * rows, rows))
        return; // two band keys that collided
    if (minHashResemblance(std::size_t(agree), std::size_t(m_table.minHashSize())) >=
        m_params.threshold - kBandMargin)
        out.push_back(candidate(a, b, FoundByBanding));
}

// Phase 1c: the pairs of each band's buckets (bands spread over the threads).
void Matcher::bandPairs()
{
    if (m_reps.size() < 2)
        return;
    m_done = std::size_t(m_banding.bands);
    // At low thresholds the bound no longer separates unrelated carriers of a header: the
    // boilerplate path then takes documents at least a quarter boilerplate, pairs bounded at 0.2.
    const double shareCut = std::max(0.25, m_params.threshold - kBoilerplateShare);
    const double boundCut = std::max(0.2, m_params.threshold - kBoilerplateBound);
    std::vector<std::size_t> checks(std::size_t(m_threads), 0);
    std::atomic<std::size_t> boilerplate{0};
    parallel(m_buckets.size(), [&](std::size_t band, int worker) {
        if (isCancelled())
            return;
        std::vector<std::uint64_t> &out = m_found[std::size_t(worker)];
        std::size_t &n = checks[std::size_t(worker)];
        const Buckets &b = m_buckets[band];
        std::vector<std::uint32_t> heavy;
        std::uint32_t from = 0;
        for (std::uint32_t end : b.ends) {
            const std::uint32_t *m = b.members.data() + from;
            const std::uint32_t size = end - from;
            if (size <= std::uint32_t(m_cutoff)) {
                for (std::uint32_t x = 0; x < size; ++x)
                    for (std::uint32_t y = x + 1; y < size; ++y)
                        examine(m[x], m[y], int(band), false, out, n);
            } else {
                heavy.clear();
                for (std::uint32_t x = 0; x < size; ++x)
                    if (m_share[m[x]] >= shareCut)
                        heavy.push_back(m[x]);
                boilerplate += heavy.size();
                std::sort(heavy.begin(), heavy.end(),
                          [this](std::uint32_t x, std::uint32_t y) { return m_share[x] > m_share[y]; });
                for (std::size_t x = 0; x < heavy.size() && !isCancelled(); ++x) {
                    const double sx = m_share[heavy[x]];
                    for (std::size_t y = x + 1; y < heavy.size(); ++y) {
                        const double sy = m_share[heavy[y]];
                        if (1.0 / (1.0 / sx + 1.0 / sy - 1.0) < boundCut)
                            break; // and so for every later (smaller) share
                        examine(heavy[x], heavy[y], int(band), true, out, n);
                    }
                }
            }
            from = end;
            if (isCancelled())
                return;
        }
        ++m_done;
    });
    for (std::size_t n : checks)
        m_stats.bandPairChecks += n;
    m_stats.boilerplateDocuments = boilerplate;
    std::size_t found = 0;
    for (const auto &f : m_found)
        found += f.size();
    m_stats.bandingCandidates = found;
    m_candidatesSoFar = found;
}

// Phase 2: Broder's inverted index over the samples (see the top of this file).
void Matcher::sampleIndex()
{
    const int maxLevel = m_table.maxLevel();
    const auto levels = std::size_t(maxLevel + 1);
    std::size_t total = 0;
    for (std::uint32_t r : m_reps)
        total += m_table.sample(r).size();
    const auto partitions =
        std::uint32_t(std::max<std::size_t>(1, (total + kPartitionPostings - 1) / kPartitionPostings));
    m_stats.partitions = int(partitions);
    startPhase(MatchProgress::Phase::Sampling, partitions + 1);

    // Partition p holds the keys in [p * 2^32 / P, (p + 1) * 2^32 / P). Each thread is handed
    // partitions in increasing order, so it keeps a cursor in every (document, group): the
    // keys of a partition are read once, not once per partition.
    struct Worker
    {
        std::vector<std::uint64_t> postings, scratch, commonPostings;
        PairCounter counts;
        std::vector<std::uint16_t> cursor; // per representative and group: keys read so far
        std::size_t ignored = 0;
    };
    std::vector<Worker> workers(static_cast<std::size_t>(m_threads));
    const int cutoff = m_cutoff;
    const std::size_t hardCap = std::size_t(cutoff) * 50; // longer posting lists are never walked
    // Per document and level: the common values in V_L (one array; threads add atomically).
    std::unique_ptr<std::atomic<std::uint32_t>[]> commonAt(
        new std::atomic<std::uint32_t>[m_table.size() * levels]());
    auto bound = [partitions](std::uint64_t p) {
        return (p << 32) / partitions;
    };
    parallel(partitions, [&](std::size_t part, int w) {
        if (isCancelled())
            return;
        Worker &me = workers[std::size_t(w)];
        if (me.cursor.empty())
            me.cursor.assign(m_reps.size() * levels, 0);
        std::vector<std::uint64_t> &postings = me.postings;
        postings.clear();
        const std::uint64_t hi = bound(part + 1);
        for (std::size_t p = 0; p < m_reps.size(); ++p) {
            if ((p & 0xffff) == 0 && isCancelled())
                return;
            const std::uint32_t r = m_reps[p];
            for (int z = m_table.sampleLevel(r); z <= maxLevel; ++z) {
                const auto group = m_table.sampleGroup(r, z);
                const auto lo = std::uint32_t(bound(part));
                std::size_t at;
                if (group.size() < 0xffff) { // from the cursor, past what other threads' partitions hold
                    at = me.cursor[p * levels + std::size_t(z)];
                    if (at < group.size() && group[at] < lo)
                        at = std::size_t(
                            std::lower_bound(group.begin() + std::ptrdiff_t(at), group.end(), lo) -
                            group.begin());
                } else { // a group too long for a 16-bit cursor (a document of millions of shingles)
                    at = std::size_t(std::lower_bound(group.begin(), group.end(), lo) - group.begin());
                }
                for (; at < group.size() && group[at] < hi; ++at)
                    postings.push_back(posting(group[at], z, r));
                if (group.size() < 0xffff)
                    me.cursor[p * levels + std::size_t(z)] = std::uint16_t(at);
            }
        }
        sortPostingsInPlace(postings, me.scratch);
        if (isCancelled())
            return;
        for (std::size_t start = 0; start < postings.size();) {
            std::size_t end = start + 1;
            while (end < postings.size() && postingKey(postings[end]) == postingKey(postings[start]))
                ++end;
            const std::size_t n = end - start;
            if (n > std::size_t(cutoff)) {
                ++me.ignored;
                for (std::size_t x = start; x < end; ++x) {
                    const std::uint32_t d = postingDoc(postings[x]);
                    const int zeros = postingZeros(postings[x]);
                    for (int level = m_table.sampleLevel(d); level <= zeros; ++level)
                        commonAt[d * levels + std::size_t(level)].fetch_add(1, std::memory_order_relaxed);
                }
                if (n <= hardCap) // the lists the directed documents may walk
                    me.commonPostings.insert(me.commonPostings.end(),
                                             postings.begin() + std::ptrdiff_t(start),
                                             postings.begin() + std::ptrdiff_t(end));
            } else {
                for (std::size_t x = start; x < end; ++x)
                    for (std::size_t y = x + 1; y < end; ++y)
                        if (postingDoc(postings[x]) != postingDoc(postings[y])) // one key twice in a sample
                            me.counts.add(pairKey(postingDoc(postings[x]), postingDoc(postings[y])));
            }
            start = end;
        }
        ++m_done;
    });
    if (isCancelled())
        return;

    // The common postings sorted by key in one list; the counts stay in each thread's table
    // (a pair's keys may lie in partitions of both: its count is their sum).
    Worker &all = workers[0];
    for (Worker &w : workers) {
        w.postings = {};
        w.scratch = {};
        w.cursor = {};
    }
    for (std::size_t w = 1; w < workers.size(); ++w) {
        Worker &other = workers[w];
        all.commonPostings.insert(all.commonPostings.end(), other.commonPostings.begin(),
                                  other.commonPostings.end());
        other.commonPostings = {};
        all.ignored += other.ignored;
    }
    auto countOf = [&](std::uint64_t key) {
        std::uint32_t n = 0;
        for (const Worker &w : workers)
            n += w.counts.get(key);
        return n;
    };
    m_stats.commonShinglesIgnored = all.ignored;
    {
        std::vector<std::uint64_t> scratch;
        radixSort(all.commonPostings, scratch, 0);
    }

    const double containmentCut = m_params.containmentThreshold * kCountFactor;
    const double resemblanceCut = m_params.threshold * kCountFactor;
    auto commonOf = [&](std::uint32_t d, int level) {
        return std::size_t(commonAt[d * levels + std::size_t(level)].load(std::memory_order_relaxed));
    };
    std::vector<std::uint64_t> sampled;
    auto consider = [&](std::uint64_t key, std::uint32_t shared) {
        const auto a = std::uint32_t(key >> 32);
        const auto b = std::uint32_t(key);
        const int level = std::max(m_table.sampleLevel(a), m_table.sampleLevel(b));
        const double sizeA = double(m_table.sampleSizeAt(a, level));
        const double sizeB = double(m_table.sampleSizeAt(b, level));
        // What they may share at most: the rare keys counted, and the common keys of the one
        // with fewer.
        const double upper = double(shared) + double(std::min(commonOf(a, level), commonOf(b, level)));
        if (upper >= containmentCut * std::min(sizeA, sizeB) ||
            upper >= resemblanceCut * (sizeA + sizeB - upper))
            sampled.push_back(candidate(a, b, FoundBySamples));
    };
    for (std::size_t w = 0; w < workers.size(); ++w) {
        // Each pair once: in the first table that has it, with the others' counts added.
        workers[w].counts.forEach([&](std::uint64_t key, std::uint32_t shared) {
            for (std::size_t before = 0; before < w; ++before)
                if (workers[before].counts.get(key) > 0)
                    return;
            for (std::size_t after = w + 1; after < workers.size(); ++after)
                shared += workers[after].counts.get(key);
            consider(key, shared);
        });
    }

    // Documents made mostly of common keys at some level they may be compared at: matched
    // through their common keys' posting lists.
    auto mostlyCommon = [&](std::uint32_t d) {
        for (int level = m_table.sampleLevel(d); level <= maxLevel; ++level) {
            const std::size_t common = commonOf(d, level);
            if (common > 0 && double(common) >= containmentCut * double(m_table.sampleSizeAt(d, level)))
                return true;
        }
        return false;
    };
    std::vector<std::uint32_t> directed;
    for (std::uint32_t a : m_reps)
        if (mostlyCommon(a))
            directed.push_back(a);
    m_stats.directedDocuments = directed.size();
    const std::vector<std::uint64_t> &commonPostings = all.commonPostings;
    std::vector<std::vector<Walked>> walked(static_cast<std::size_t>(m_threads));
    std::vector<std::vector<std::uint32_t>> hitsOf(static_cast<std::size_t>(m_threads));
    parallel(directed.size(), [&](std::size_t item, int w) {
        if (isCancelled())
            return;
        std::vector<std::uint32_t> &hits = hitsOf[std::size_t(w)];
        if (hits.empty())
            hits.assign(m_table.size(), 0);
        std::vector<std::uint32_t> touched;
        const std::uint32_t a = directed[item];
        for (int z = m_table.sampleLevel(a); z <= maxLevel; ++z) {
            for (std::uint32_t key : m_table.sampleGroup(a, z)) {
                const auto first =
                    std::lower_bound(commonPostings.begin(), commonPostings.end(), std::uint64_t(key) << 32);
                auto last = first;
                while (last != commonPostings.end() && postingKey(*last) == key)
                    ++last;
                const auto n = std::size_t(last - first);
                if (n == 0 || n > hardCap)
                    continue; // too common to walk: ignored, as Broder ignores common shingles
                for (auto it = first; it != last; ++it) {
                    const std::uint32_t b = postingDoc(*it);
                    if (b != a && hits[b]++ == 0)
                        touched.push_back(b);
                }
            }
        }
        for (std::uint32_t b : touched) {
            const int level = std::max(m_table.sampleLevel(a), m_table.sampleLevel(b));
            // Every key met is in V_L of both (its zeros reach both levels): the common keys
            // shared, plus the rare ones counted above, are |V_L(a) n V_L(b)| but for the
            // keys too common to walk.
            const std::size_t shared = hits[b] + countOf(pairKey(a, b));
            hits[b] = 0;
            const double sizeA = double(m_table.sampleSizeAt(a, level));
            if (double(shared) < containmentCut * sizeA)
                continue;
            // Estimated here from the counts, with the MinHash agreement (the sample
            // intersection is not walked again).
            SketchCounts sc;
            std::uint64_t words[64];
            sc.k = std::size_t(m_table.minHashSize());
            sc.minHashEqual = std::size_t(m_table.agreement(a, b, words));
            sc.level = level;
            sc.sampleA = std::size_t(sizeA);
            sc.sampleB = m_table.sampleSizeAt(b, level);
            sc.shared = shared;
            sc.shinglesA = m_table.shingleCount(a);
            sc.shinglesB = m_table.shingleCount(b);
            const ResemblanceEstimate r = pooledEstimate(sc);
            const SketchTable::Estimate e{r.resemblance,   r.containmentAInB,   r.containmentBInA,
                                          r.resemblanceSd, r.containmentAInBSd, r.containmentBInASd};
            float distance = 0;
            const Verdict verdict = judge(e, m_params.threshold, m_params.containmentThreshold, &distance);
            if (verdict == Verdict::NoPair)
                continue;
            // Keyed and estimated as (min, max).
            const bool ordered = a < b;
            walked[std::size_t(w)].push_back(Walked{candidate(std::min(a, b), std::max(a, b), 0),
                                                    float(e.resemblance),
                                                    float(ordered ? e.containmentAInB : e.containmentBInA),
                                                    float(ordered ? e.containmentBInA : e.containmentAInB),
                                                    verdict == Verdict::Pair ? -1.0f : distance});
        }
    });
    ++m_done;
    for (auto &f : walked)
        m_walked.insert(m_walked.end(), f.begin(), f.end());
    // A pair met by two directed documents is kept once.
    std::sort(m_walked.begin(), m_walked.end(),
              [](const Walked &x, const Walked &y) { return x.key < y.key; });
    m_walked.erase(std::unique(m_walked.begin(), m_walked.end(),
                               [](const Walked &x, const Walked &y) { return x.key == y.key; }),
                   m_walked.end());
    m_stats.sampleCandidates = sampled.size();
    m_stats.directedPairs = m_walked.size();
    m_found.push_back(std::move(sampled));
}

// Phase 3: every distinct candidate estimated once, in (a, b) order, on all threads: kept,
// uncertain (within kUncertainSds standard deviations of a threshold) or dropped.
void Matcher::verify(MatchResult &result)
{
    std::vector<std::uint64_t> all;
    {
        std::size_t total = 0;
        for (const auto &f : m_found)
            total += f.size();
        all.reserve(total);
        for (auto &f : m_found) {
            all.insert(all.end(), f.begin(), f.end());
            f = std::vector<std::uint64_t>();
        }
    }
    std::vector<std::uint64_t> tmp;
    radixSort(all, tmp, 0);
    tmp = std::vector<std::uint64_t>();
    // One entry per pair, its sources together.
    std::size_t out = 0;
    for (std::size_t i = 0; i < all.size();) {
        std::uint64_t merged = all[i];
        std::size_t j = i + 1;
        while (j < all.size() && (all[j] >> 3) == (all[i] >> 3))
            merged |= all[j++];
        all[out++] = merged;
        i = j;
    }
    all.resize(out);
    m_stats.candidates = all.size();
    startPhase(MatchProgress::Phase::Verifying, all.size());
    m_candidatesSoFar = all.size();

    const std::size_t chunk = 1 << 14;
    const std::size_t chunks = (all.size() + chunk - 1) / chunk;
    const double t = m_params.threshold;
    const double c = m_params.containmentThreshold;
    // Uncertain pairs in compact form until the closest are chosen (there may be millions).
    struct Unsure
    {
        std::uint32_t a, b; // table indices, a < b
        float resemblance, containmentAInB, containmentBInA, distance;
        std::uint8_t sources;
    };
    std::vector<std::vector<ScoredPair>> kept(chunks);
    std::vector<std::vector<Unsure>> unsure(chunks);
    parallel(chunks, [&](std::size_t item, int) {
        if (isCancelled())
            return;
        const std::size_t from = item * chunk;
        const std::size_t to = std::min(all.size(), from + chunk);
        for (std::size_t i = from; i < to; ++i) {
            const std::uint32_t a = candidateA(all[i]);
            const std::uint32_t b = candidateB(all[i]);
            const SketchTable::Estimate e = m_table.estimate(a, b);
            float distance = 0;
            const Verdict verdict = judge(e, t, c, &distance);
            if (verdict == Verdict::Pair)
                kept[item].push_back(scored(a, b, e, candidateSources(all[i])));
            else if (verdict == Verdict::Uncertain)
                unsure[item].push_back({a, b, float(e.resemblance), float(e.containmentAInB),
                                        float(e.containmentBInA), distance, candidateSources(all[i])});
        }
        m_done += to - from;
        m_pairsSoFar += kept[item].size();
    });
    // The pairs the sample walk settled itself (those that are not candidates of the lists).
    kept.emplace_back();
    unsure.emplace_back();
    std::size_t walkedOnly = 0;
    for (const Walked &w : m_walked) {
        if (std::binary_search(all.begin(), all.end(), w.key,
                               [](std::uint64_t x, std::uint64_t y) { return (x >> 3) < (y >> 3); }))
            continue;
        ++walkedOnly;
        const std::uint32_t a = candidateA(w.key);
        const std::uint32_t b = candidateB(w.key);
        if (w.distance < 0)
            kept.back().push_back(
                scored(a, b, {w.resemblance, w.containmentAInB, w.containmentBInA}, FoundBySamples));
        else
            unsure.back().push_back(
                {a, b, w.resemblance, w.containmentAInB, w.containmentBInA, w.distance, FoundBySamples});
    }
    m_walked = {};
    m_stats.candidates += walkedOnly;

    std::vector<Unsure> doubtful;
    for (auto &u : unsure) {
        doubtful.insert(doubtful.end(), u.begin(), u.end());
        u = std::vector<Unsure>();
    }
    // The closest to a threshold stay uncertain, for the caller to settle (exactly, where it
    // can); beyond the budget the estimates decide here.
    std::size_t sure = 0;
    for (const auto &k : kept)
        sure += k.size();
    const std::size_t budget = m_params.uncertainBudget > 0
                                   ? m_params.uncertainBudget
                                   : std::clamp<std::size_t>(2 * sure, 200000, 1000000);
    auto closer = [](const Unsure &x, const Unsure &y) {
        return x.distance != y.distance ? x.distance < y.distance : std::tie(x.a, x.b) < std::tie(y.a, y.b);
    };
    if (doubtful.size() > budget) {
        std::nth_element(doubtful.begin(), doubtful.begin() + std::ptrdiff_t(budget), doubtful.end(), closer);
        for (std::size_t i = budget; i < doubtful.size(); ++i) {
            const Unsure &u = doubtful[i];
            if (u.resemblance >= t || u.containmentAInB >= c || u.containmentBInA >= c)
                kept.back().push_back(
                    scored(u.a, u.b, {u.resemblance, u.containmentAInB, u.containmentBInA}, u.sources));
        }
        m_stats.settledByEstimate = doubtful.size() - budget;
        doubtful.resize(budget);
    }
    std::sort(doubtful.begin(), doubtful.end(), closer);

    std::size_t n = 0;
    for (const auto &k : kept)
        n += k.size();
    result.pairs.reserve(n);
    for (auto &k : kept) {
        result.pairs.insert(result.pairs.end(), k.begin(), k.end());
        k = std::vector<ScoredPair>();
    }
    // In order already when the table is in id order (as the index loads it), but for the
    // walk's and the estimates' late additions.
    auto byPair = [](const ScoredPair &x, const ScoredPair &y) {
        return std::tie(x.docA, x.docB) < std::tie(y.docA, y.docB);
    };
    if (!std::is_sorted(result.pairs.begin(), result.pairs.end(), byPair))
        std::sort(result.pairs.begin(), result.pairs.end(), byPair);
    result.uncertain.reserve(doubtful.size());
    for (const Unsure &u : doubtful)
        result.uncertain.push_back(
            scored(u.a, u.b, {u.resemblance, u.containmentAInB, u.containmentBInA}, u.sources));
}

} // namespace

Result<MatchResult> findPairs(const SketchTable &table, const MatchParams &params,
                              const std::atomic_bool *cancel, MatchStats *stats,
                              const MatchProgressFn &progress)
{
    Matcher matcher(table, params, cancel, progress);
    MatchStats local;
    auto result = matcher.run(local);
    if (stats)
        *stats = local;
    return result;
}

Result<MatchResult> findPairs(const std::vector<SketchRecord> &docs, const MatchParams &params,
                              const std::atomic_bool *cancel, MatchStats *stats)
{
    int maxLevel = 0;
    int k = 128;
    std::size_t values = 0;
    for (const SketchRecord &d : docs) {
        maxLevel = std::max(maxLevel, d.sketch.sampleLevel);
        if (d.sketch.hasShingles())
            k = int(d.sketch.minHash.size());
        values += d.sketch.sample.size();
    }
    for (const SketchRecord &d : docs)
        for (std::uint64_t v : d.sketch.sample)
            maxLevel = std::max(maxLevel, std::min(sampleZeros(v), 31));
    SketchTable table(k, maxLevel);
    table.reserve(docs.size(), values);
    for (const SketchRecord &d : docs)
        table.add(d.docId, d.sketch.shingleFingerprint, d.sketch.shingleCount, d.sketch.minHash,
                  d.sketch.sampleLevel, d.sketch.sample);
    return findPairs(table, params, cancel, stats);
}

} // namespace lookalike
