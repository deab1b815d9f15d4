// Phase 2 of matching, Broder's inverted index over the MOD_2^i samples (sampleIndex()): the
// <key, document> postings of one partition of keys at a time, sorted (sortPostings); pair counts
// over the rare keys (PairCounter); the common keys counted per document, and walked for the
// documents made mostly of them. Matcher.cpp explains the cutoffs.
#include "base/Mix64.h"
#include "match/MatcherImpl.h"
#include "sketch/Estimate.h"

#include <QCoreApplication>
#include <algorithm>
#include <atomic>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <memory>
#include <vector>

namespace lookalike::matching {

// sortPostings: one pass scatters the postings by the top 11 bits of the span of their keys
// into buckets of a few thousand; each bucket is then sorted by the bits left, LSD by 10-bit
// digits, while it is in cache. What it replaced (an American flag pass in place on the top 16
// bits of the key, no second buffer) wrote to 16 384 places at once within a partition of a
// quarter of the keys: every swap a cache miss, 70-175 ns a posting on this 2-core machine
// against 20-27 ns.
void sortPostings(std::vector<std::uint64_t> &a, std::vector<std::uint64_t> &scratch)
{
    const std::size_t n = a.size();
    const auto keyOf = [](std::uint64_t v) {
        return std::uint32_t(v >> 32);
    };
    const auto byKey = [&keyOf](std::uint64_t x, std::uint64_t y) {
        return keyOf(x) < keyOf(y);
    };
    if (n < 4096) {
        std::stable_sort(a.begin(), a.end(), byKey);
        return;
    }
    std::uint32_t lo = ~std::uint32_t(0), hi = 0;
    for (std::uint64_t v : a) {
        lo = std::min(lo, keyOf(v));
        hi = std::max(hi, keyOf(v));
    }
    constexpr int kTopBits = 11;
    constexpr int kDigitBits = 10;
    constexpr std::uint32_t kDigitMask = (1u << kDigitBits) - 1;
    const int shift = std::max(0, int(std::bit_width(hi - lo)) - kTopBits); // the bits a bucket sorts
    const std::size_t buckets = std::size_t((hi - lo) >> shift) + 1;
    std::vector<std::size_t> start(buckets + 1, 0);
    for (std::uint64_t v : a)
        ++start[std::size_t((keyOf(v) - lo) >> shift) + 1];
    for (std::size_t d = 1; d <= buckets; ++d)
        start[d] += start[d - 1];
    scratch.resize(n);
    {
        std::vector<std::size_t> next(start.begin(), start.end() - 1);
        for (std::uint64_t v : a)
            scratch[next[std::size_t((keyOf(v) - lo) >> shift)]++] = v;
    }
    // Every bucket takes the same number of passes, from scratch to a and back: the sorted
    // postings end in a after an odd number, in scratch after an even one.
    const int passes = (shift + kDigitBits - 1) / kDigitBits;
    std::uint32_t count[kDigitMask + 2];
    for (std::size_t d = 0; d < buckets; ++d) {
        const std::size_t from = start[d];
        const std::size_t m = start[d + 1] - from;
        std::uint64_t *in = scratch.data() + from;
        std::uint64_t *out = a.data() + from;
        if (m < 64) {
            std::stable_sort(in, in + m, byKey);
            if (passes % 2 == 1)
                std::copy(in, in + m, out);
            continue;
        }
        for (int p = 0; p < passes; ++p) {
            const int s = p * kDigitBits;
            std::fill(std::begin(count), std::end(count), 0u);
            for (std::size_t i = 0; i < m; ++i)
                ++count[((keyOf(in[i]) - lo) >> s & kDigitMask) + 1];
            for (std::uint32_t b = 1; b <= kDigitMask + 1; ++b)
                count[b] += count[b - 1];
            for (std::size_t i = 0; i < m; ++i)
                out[count[(keyOf(in[i]) - lo) >> s & kDigitMask]++] = in[i];
            std::swap(in, out);
        }
    }
    if (passes % 2 == 0)
        a.swap(scratch);
}

namespace {

// Counts per pair key in open addressing (key 0 is never a pair: a < b). A key and its count
// share a slot, so a count costs one cache line; add() takes the keys of a run of postings
// through a short queue whose slots are prefetched, so the table's misses overlap (at a few
// million pairs the table is past every cache: each add was a miss to wait for).
class PairCounter
{
public:
    void add(std::uint64_t key, std::uint32_t n = 1)
    {
        const std::uint64_t hash = mix64(key);
        if (m_slots.empty())
            grow();
        __builtin_prefetch(&m_slots[hash & (m_slots.size() - 1)]);
        if (m_queued == kQueue)
            flushOne();
        const std::size_t at = (m_head + m_queued) % kQueue;
        m_queue[at] = Pending{key, hash, n};
        ++m_queued;
    }
    // Adds what is queued; get() and the walks see every add only after it.
    void flush()
    {
        while (m_queued > 0)
            flushOne();
    }
    std::uint32_t get(std::uint64_t key) const
    {
        if (m_slots.empty())
            return 0;
        std::size_t slot = mix64(key) & (m_slots.size() - 1);
        while (m_slots[slot].key != 0) {
            if (m_slots[slot].key == key)
                return m_slots[slot].count;
            slot = (slot + 1) & (m_slots.size() - 1);
        }
        return 0;
    }
    template <typename F> void forEach(F &&f) const { forEachIn(0, m_slots.size(), f); }
    // The pairs in slots [from, to) (slots() of them in all): threads take ranges of slots.
    template <typename F> void forEachIn(std::size_t from, std::size_t to, F &&f) const
    {
        for (std::size_t i = from; i < std::min(to, m_slots.size()); ++i)
            if (m_slots[i].key != 0)
                f(m_slots[i].key, m_slots[i].count);
    }
    std::size_t slots() const { return m_slots.size(); }
    std::size_t size() const { return m_used; }

private:
    struct Slot
    {
        std::uint64_t key = 0;
        std::uint32_t count = 0;
    };
    struct Pending
    {
        std::uint64_t key, hash;
        std::uint32_t n;
    };
    static constexpr std::size_t kQueue = 16;

    void flushOne()
    {
        const Pending p = m_queue[m_head];
        m_head = (m_head + 1) % kQueue;
        --m_queued;
        insert(p.key, p.hash, p.n);
    }
    void insert(std::uint64_t key, std::uint64_t hash, std::uint32_t n)
    {
        if ((m_used + 1) * 2 > m_slots.size())
            grow();
        std::size_t slot = hash & (m_slots.size() - 1);
        while (m_slots[slot].key != 0 && m_slots[slot].key != key)
            slot = (slot + 1) & (m_slots.size() - 1);
        if (m_slots[slot].key == 0) {
            m_slots[slot].key = key;
            ++m_used;
        }
        m_slots[slot].count += n;
    }
    void grow()
    {
        std::vector<Slot> slots = std::move(m_slots);
        m_slots.assign(std::max<std::size_t>(1024, slots.size() * 2), Slot{});
        m_used = 0;
        for (const Slot &s : slots)
            if (s.key != 0)
                insert(s.key, mix64(s.key), s.count);
    }
    std::vector<Slot> m_slots;
    std::size_t m_used = 0;
    Pending m_queue[kQueue];
    std::size_t m_head = 0, m_queued = 0;
};

// 24 MB of postings a thread, and as much to sort them through (sortPostings): 48 MB a thread,
// as when they were sorted in place in partitions twice as large.
constexpr std::size_t kPartitionPostings = std::size_t(3) << 20;

} // namespace

// Incremental runs, before any pair is looked for: the sample keys that new or retired
// representatives hold or held, counted over every representative; which of them are common
// now (the others keep the previous matching's standing: CommonKeys); and those that moved
// across the cutoff or the walk cap (their holders' common counts change, and so how their
// pairs are found): every holder is matched again.
void Matcher::sampleCrossings()
{
    const int maxLevel = m_table.maxLevel();
    const std::vector<std::uint64_t> &before = m_previous->common->samples;
    std::vector<std::pair<std::uint32_t, int>> moved; // (key, -1 now / +1 then)
    auto note = [&](const SketchTable &t, std::uint32_t i, int sign) {
        for (int z = t.sampleLevel(i); z <= maxLevel; ++z)
            for (std::uint32_t key : t.sampleGroup(i, z))
                moved.emplace_back(key, sign);
    };
    for (std::uint32_t r : m_reps)
        if (isNew(r))
            note(m_table, r, -1);
    for (const Retired &r : m_retired)
        note(*r.table, r.index, +1);
    if (moved.empty()) {
        m_common.samples = before;
        return;
    }
    std::sort(moved.begin(), moved.end());
    std::vector<std::uint32_t> keys;
    std::vector<int> delta;
    for (const auto &[key, sign] : moved) {
        if (keys.empty() || keys.back() != key) {
            keys.push_back(key);
            delta.push_back(0);
        }
        delta.back() += sign;
    }
    moved = {};
    const KeySet touched(std::move(keys));
    // How many postings each of those keys has now, over every representative.
    std::vector<std::vector<std::uint32_t>> counts(static_cast<std::size_t>(m_threads));
    forEachRepresentative([&](int w, std::size_t p) {
        std::vector<std::uint32_t> &c = counts[std::size_t(w)];
        if (c.empty())
            c.assign(touched.size(), 0);
        for (int z = m_table.sampleLevel(m_reps[p]); z <= maxLevel; ++z)
            for (std::uint32_t key : m_table.sampleGroup(m_reps[p], z))
                if (const std::ptrdiff_t at = touched.find(key); at >= 0)
                    ++c[std::size_t(at)];
    });
    const auto cutoff = std::size_t(m_cutoff);
    const std::size_t hardCap = cutoff * kWalkCapFactor;
    std::vector<std::uint32_t> crossed;
    std::vector<std::uint64_t> &common = m_common.samples;
    for (std::uint64_t c : before)
        if (!touched.contains(std::uint32_t(c >> 32)))
            common.push_back(c);
    for (std::size_t x = 0; x < touched.size(); ++x) {
        std::size_t now = 0;
        for (const auto &c : counts)
            now += c.empty() ? 0 : c[x];
        const auto then = std::size_t(std::int64_t(now) + delta[x]);
        if (now > cutoff)
            common.push_back((std::uint64_t(touched.keys()[x]) << 32) | now);
        if ((now > cutoff) != (then > cutoff) || (now > hardCap) != (then > hardCap))
            crossed.push_back(touched.keys()[x]);
    }
    std::sort(common.begin(), common.end());
    if (crossed.empty())
        return;
    const KeySet acrossCut(std::move(crossed));
    std::vector<std::vector<std::uint32_t>> holders(static_cast<std::size_t>(m_threads));
    forEachRepresentative([&](int w, std::size_t p) {
        const std::uint32_t r = m_reps[p];
        if (fresh(r))
            return;
        for (std::uint32_t key : m_table.sample(r))
            if (acrossCut.contains(key)) {
                holders[std::size_t(w)].push_back(r);
                return;
            }
    });
    for (const auto &h : holders)
        for (std::uint32_t r : h)
            markAffected(r);
}

// Phase 2: Broder's inverted index over the samples (see the top of Matcher.cpp).
void Matcher::sampleIndex()
{
    const int maxLevel = m_table.maxLevel();
    const auto levels = std::size_t(maxLevel + 1);
    std::size_t total = 0;
    for (std::uint32_t r : m_reps)
        total += m_table.sample(r).size();
    // At least two partitions a thread once there is enough to share (one partition is one
    // thread's work: a collection of a few thousand documents left the other cores idle).
    const std::size_t shared = total >= (std::size_t(1) << 16) ? std::size_t(2 * m_threads) : 1;
    const auto partitions = m_incremental
                                ? 1u
                                : std::uint32_t(std::max<std::size_t>(
                                      shared, (total + kPartitionPostings - 1) / kPartitionPostings));
    m_stats.partitions = int(partitions);
    startPhase(MatchProgress::Phase::Sampling, partitions + 1);

    struct Worker
    {
        std::vector<std::uint64_t> postings, scratch, commonPostings;
        std::vector<std::uint64_t> freshPostings; // incremental runs: the common ones of fresh documents
        PairCounter counts;
        std::vector<std::uint16_t> cursor; // per representative and group: keys read so far
        std::size_t ignored = 0;
        std::vector<std::uint64_t> common; // the common keys met: (key << 32) | postings
    };
    std::vector<Worker> workers(static_cast<std::size_t>(m_threads));
    const int cutoff = m_cutoff;
    const std::size_t hardCap = std::size_t(cutoff) * kWalkCapFactor; // longer lists are never walked
    // Per document and level: the common values in V_L (one array; threads add atomically).
    std::unique_ptr<std::atomic<std::uint32_t>[]> commonAt(
        new std::atomic<std::uint32_t>[m_table.size() * levels]());
    auto countCommon = [&](std::uint32_t d, int zeros) {
        for (int level = m_table.sampleLevel(d); level <= zeros; ++level)
            commonAt[d * levels + std::size_t(level)].fetch_add(1, std::memory_order_relaxed);
    };
    auto commonOf = [&](std::uint32_t d, int level) {
        return std::size_t(commonAt[d * levels + std::size_t(level)].load(std::memory_order_relaxed));
    };
    // Documents made mostly of common keys at some level they may be compared at: matched
    // through their common keys' posting lists (directed).
    auto mostlyCommon = [&](std::uint32_t d) {
        for (int level = m_table.sampleLevel(d); level <= maxLevel; ++level)
            if (mostlyCommonAt(commonOf(d, level), m_table.sampleSizeAt(d, level), m_params))
                return true;
        return false;
    };
    // The runs of one key in sorted postings: a common key's postings counted for their
    // holders (unless counted already: incremental runs) and kept for the walks; a rare key's
    // pairs counted (incremental runs: those of a fresh representative only).
    auto takeRuns = [&](Worker &me, const std::vector<std::uint64_t> &postings, bool counted) {
        for (std::size_t start = 0; start < postings.size();) {
            std::size_t end = start + 1;
            while (end < postings.size() && postingKey(postings[end]) == postingKey(postings[start]))
                ++end;
            const std::size_t n = end - start;
            bool anyFresh = !m_incremental;
            for (std::size_t x = start; x < end && !anyFresh; ++x)
                anyFresh = fresh(postingDoc(postings[x]));
            if (n > std::size_t(cutoff)) {
                if (!counted) {
                    ++me.ignored;
                    me.common.push_back((std::uint64_t(postingKey(postings[start])) << 32) | n);
                    for (std::size_t x = start; x < end; ++x)
                        countCommon(postingDoc(postings[x]), postingZeros(postings[x]));
                }
                if (n <= hardCap) { // the lists the directed documents may walk
                    me.commonPostings.insert(me.commonPostings.end(),
                                             postings.begin() + std::ptrdiff_t(start),
                                             postings.begin() + std::ptrdiff_t(end));
                }
            } else if (!m_incremental) {
                for (std::size_t x = start; x < end; ++x)
                    for (std::size_t y = x + 1; y < end; ++y)
                        if (postingDoc(postings[x]) != postingDoc(postings[y])) // one key twice in a sample
                            me.counts.add(pairKey(postingDoc(postings[x]), postingDoc(postings[y])));
            } else if (anyFresh) { // only the pairs of a fresh representative
                for (std::size_t x = start; x < end; ++x)
                    for (std::size_t y = x + 1; y < end; ++y)
                        if (postingDoc(postings[x]) != postingDoc(postings[y]) &&
                            (fresh(postingDoc(postings[x])) || fresh(postingDoc(postings[y]))))
                            me.counts.add(pairKey(postingDoc(postings[x]), postingDoc(postings[y])));
            }
            start = end;
        }
        me.counts.flush();
    };
    if (m_incremental) {
        // Matching what changed, from the common keys known (sampleCrossings(), with their
        // lengths): the fresh representatives' common keys counted first, and their postings
        // of those short enough to walk kept (what unchanged documents walk); then one pass
        // over every other representative's keys (no sort of them all) counts its common keys
        // and gathers the postings of the lists that hold a pair to look for (the fresh
        // representatives' rare keys) or that a fresh directed document walks.
        std::vector<std::uint32_t> commonKeys;
        std::vector<std::uint32_t> lengths;
        for (std::uint64_t c : m_common.samples) {
            commonKeys.push_back(std::uint32_t(c >> 32));
            lengths.push_back(std::uint32_t(c));
        }
        const KeySet common(std::move(commonKeys));
        std::vector<std::uint64_t> &freshPostings = workers[0].freshPostings;
        for (std::uint32_t r : m_reps) {
            if (!fresh(r))
                continue;
            for (int z = m_table.sampleLevel(r); z <= maxLevel; ++z)
                for (std::uint32_t key : m_table.sampleGroup(r, z))
                    if (const std::ptrdiff_t at = common.find(key); at >= 0) {
                        countCommon(r, z);
                        if (lengths[std::size_t(at)] <= hardCap)
                            freshPostings.push_back(posting(key, z, r));
                    }
        }
        std::vector<std::uint32_t> keysWanted;
        for (std::uint32_t r : m_reps) {
            if (!fresh(r))
                continue;
            const bool walks = mostlyCommon(r);
            for (int z = m_table.sampleLevel(r); z <= maxLevel; ++z)
                for (std::uint32_t key : m_table.sampleGroup(r, z))
                    if (const std::ptrdiff_t at = common.find(key); at < 0)
                        keysWanted.push_back(key); // rare: its pairs
                    else if (walks && lengths[std::size_t(at)] <= hardCap)
                        keysWanted.push_back(key); // walked
        }
        const KeySet wanted(std::move(keysWanted));
        forEachRepresentative([&](int w, std::size_t p) {
            std::vector<std::uint64_t> &postings = workers[std::size_t(w)].postings;
            const std::uint32_t r = m_reps[p];
            const bool counted = fresh(r);
            for (int z = m_table.sampleLevel(r); z <= maxLevel; ++z)
                for (std::uint32_t key : m_table.sampleGroup(r, z)) {
                    if (!counted && common.contains(key))
                        countCommon(r, z);
                    if (wanted.contains(key))
                        postings.push_back(posting(key, z, r));
                }
        });
        if (isCancelled())
            return;
        std::vector<std::uint64_t> &postings = workers[0].postings;
        for (std::size_t w = 1; w < workers.size(); ++w) {
            postings.insert(postings.end(), workers[w].postings.begin(), workers[w].postings.end());
            workers[w].postings = {};
        }
        sortPostings(postings, workers[0].scratch);
        takeRuns(workers[0], postings, true);
        workers[0].ignored = m_common.samples.size();
        ++m_done;
    } else {
        // Partition p holds the keys in [p * 2^32 / P, (p + 1) * 2^32 / P). Each thread is
        // handed partitions in increasing order, so it keeps a cursor in every (document,
        // group): the keys of a partition are read once, not once per partition.
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
            sortPostings(postings, me.scratch);
            if (isCancelled())
                return;
            takeRuns(me, postings, false);
            ++m_done;
        });
        if (isCancelled())
            return;
        for (Worker &w : workers) {
            m_common.samples.insert(m_common.samples.end(), w.common.begin(), w.common.end());
            w.common = {};
        }
        std::sort(m_common.samples.begin(), m_common.samples.end());
    }

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
        all.freshPostings.insert(all.freshPostings.end(), other.freshPostings.begin(),
                                 other.freshPostings.end());
        other.freshPostings = {};
        all.ignored += other.ignored;
    }
    m_stats.commonShinglesIgnored = all.ignored;
    {
        std::vector<std::uint64_t> scratch;
        radixSort(all.commonPostings, scratch, 0);
        radixSort(all.freshPostings, scratch, 0);
    }

    std::vector<std::uint32_t> directed;
    for (std::uint32_t a : m_reps)
        if (mostlyCommon(a))
            directed.push_back(a);
    m_stats.directedDocuments = directed.size();
    std::vector<std::uint8_t> isDirected(m_table.size(), 0);
    for (std::uint32_t a : directed)
        isDirected[a] = 1;
    // Each pair once, on all threads: in the first table that has it, with the others' counts
    // added, a candidate when its counts may reach a threshold. The rare counts of the directed
    // documents' pairs are gathered on the way, by directed document: a walk reads its own run
    // of them instead of looking each pair it meets up in tables of millions (a cache miss each).
    struct RareCount
    {
        std::uint64_t key; // (directed document << 32) | the other
        std::uint32_t count;
    };
    const auto byKey = [](const RareCount &x, const RareCount &y) {
        return x.key < y.key;
    };
    std::vector<std::vector<std::uint64_t>> sampledOf(static_cast<std::size_t>(m_threads));
    std::vector<std::vector<RareCount>> rareOf(static_cast<std::size_t>(m_threads));
    {
        constexpr std::size_t kSlotsAnItem = std::size_t(1) << 16;
        std::vector<std::pair<std::size_t, std::size_t>> items; // (table, first slot)
        for (std::size_t w = 0; w < workers.size(); ++w)
            for (std::size_t from = 0; from < workers[w].counts.slots(); from += kSlotsAnItem)
                items.emplace_back(w, from);
        parallel(items.size(), [&](std::size_t item, int thread) {
            const std::size_t w = items[item].first; // (clang: no structured binding in a lambda's capture)
            const std::size_t from = items[item].second;
            std::vector<std::uint64_t> &sampled = sampledOf[std::size_t(thread)];
            std::vector<RareCount> &rare = rareOf[std::size_t(thread)];
            workers[w].counts.forEachIn(
                from, from + kSlotsAnItem, [&](std::uint64_t key, std::uint32_t shared) {
                    for (std::size_t before = 0; before < w; ++before)
                        if (workers[before].counts.get(key) > 0)
                            return;
                    for (std::size_t after = w + 1; after < workers.size(); ++after)
                        shared += workers[after].counts.get(key);
                    const auto a = std::uint32_t(key >> 32);
                    const auto b = std::uint32_t(key);
                    if (isDirected[a])
                        rare.push_back({key, shared});
                    if (isDirected[b])
                        rare.push_back({(std::uint64_t(b) << 32) | a, shared});
                    const int level = std::max(m_table.sampleLevel(a), m_table.sampleLevel(b));
                    // What they may share at most: the rare keys counted, and the common keys of
                    // the one with fewer.
                    if (sampleCountsReach(shared, commonOf(a, level), commonOf(b, level),
                                          double(m_table.sampleSizeAt(a, level)),
                                          double(m_table.sampleSizeAt(b, level)), m_params))
                        sampled.push_back(candidate(a, b, FoundBySamples));
                });
        });
        parallel(rareOf.size(),
                 [&](std::size_t t, int) { std::sort(rareOf[t].begin(), rareOf[t].end(), byKey); });
    }
    std::vector<std::uint64_t> sampled = std::move(sampledOf[0]);
    for (std::size_t t = 1; t < sampledOf.size(); ++t) {
        sampled.insert(sampled.end(), sampledOf[t].begin(), sampledOf[t].end());
        sampledOf[t] = {};
    }
    // Each pair is in one thread's list (with its counts summed): the lists merged.
    std::vector<RareCount> rare = std::move(rareOf[0]);
    for (std::size_t t = 1; t < rareOf.size(); ++t) {
        const auto middle = std::ptrdiff_t(rare.size());
        rare.insert(rare.end(), rareOf[t].begin(), rareOf[t].end());
        rareOf[t] = {};
        std::inplace_merge(rare.begin(), rare.begin() + middle, rare.end(), byKey);
    }
    const std::vector<std::uint64_t> &commonPostings = all.commonPostings;
    const std::vector<std::uint64_t> &freshPostings = all.freshPostings;
    // Where each key's run starts in sorted postings, found by hashing: a walk looks up every
    // key of its document's sample, and a binary search over millions of postings missed the
    // cache at each of its first steps.
    struct Runs
    {
        KeySet keys;
        std::vector<std::size_t> starts; // keys.size() + 1
        explicit Runs(const std::vector<std::uint64_t> &postings)
        {
            std::vector<std::uint32_t> distinct;
            for (std::size_t x = 0; x < postings.size(); ++x)
                if (x == 0 || postingKey(postings[x]) != postingKey(postings[x - 1])) {
                    distinct.push_back(postingKey(postings[x]));
                    starts.push_back(x);
                }
            starts.push_back(postings.size());
            keys = KeySet(std::move(distinct)); // ascending and distinct already: places kept
        }
    };
    const Runs commonRuns(commonPostings);
    const Runs freshRuns(freshPostings); // (empty but in incremental runs)
    std::vector<std::vector<Walked>> walked(static_cast<std::size_t>(m_threads));
    std::vector<std::vector<std::uint32_t>> hitsOf(static_cast<std::size_t>(m_threads));
    std::vector<std::vector<std::uint32_t>> rareWithOf(static_cast<std::size_t>(m_threads));
    parallel(directed.size(), [&](std::size_t item, int w) {
        if (isCancelled())
            return;
        std::vector<std::uint32_t> &hits = hitsOf[std::size_t(w)];
        std::vector<std::uint32_t> &rareWith = rareWithOf[std::size_t(w)];
        if (hits.empty()) {
            hits.assign(m_table.size(), 0);
            rareWith.assign(m_table.size(), 0);
        }
        std::vector<std::uint32_t> touched;
        const std::uint32_t a = directed[item];
        const auto from = std::lower_bound(rare.begin(), rare.end(), std::uint64_t(a) << 32,
                                           [](const RareCount &x, std::uint64_t k) { return x.key < k; });
        auto to = from;
        for (; to != rare.end() && std::uint32_t(to->key >> 32) == a; ++to)
            rareWith[std::uint32_t(to->key)] = to->count;
        // Incremental runs: an unchanged document walks only the fresh documents' postings.
        const bool walksFresh = m_incremental && !fresh(a);
        const std::vector<std::uint64_t> &walk = walksFresh ? freshPostings : commonPostings;
        const Runs &runs = walksFresh ? freshRuns : commonRuns;
        for (int z = m_table.sampleLevel(a); z <= maxLevel; ++z) {
            for (std::uint32_t key : m_table.sampleGroup(a, z)) {
                const std::ptrdiff_t at = runs.keys.find(key);
                if (at < 0)
                    continue;
                const auto first = walk.begin() + std::ptrdiff_t(runs.starts[std::size_t(at)]);
                const auto last = walk.begin() + std::ptrdiff_t(runs.starts[std::size_t(at) + 1]);
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
            const std::size_t sizeA = m_table.sampleSizeAt(a, level);
            const std::size_t shared = hits[b] + rareWith[b];
            hits[b] = 0;
            if (!walkReaches(shared, sizeA, m_params))
                continue;
            // Estimated here from the counts, with the MinHash agreement (the sample
            // intersection is not walked again).
            SketchCounts sc;
            std::uint64_t words[64];
            sc.k = std::size_t(m_table.minHashSize());
            sc.minHashEqual = std::size_t(m_table.agreement(a, b, words));
            sc.level = level;
            sc.sampleA = sizeA;
            sc.sampleB = m_table.sampleSizeAt(b, level);
            sc.shared = shared;
            sc.shinglesA = m_table.shingleCount(a);
            sc.shinglesB = m_table.shingleCount(b);
            const SketchTable::Estimate e = estimateFromCounts(sc);
            float distance = 0;
            const Verdict verdict = judge(e, m_params.threshold, m_params.containmentThreshold, &distance,
                                          m_params.clusterResemblance, m_params.clusterContainment);
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
        for (auto it = from; it != to; ++it)
            rareWith[std::uint32_t(it->key)] = 0;
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

} // namespace lookalike::matching
