#pragma once

// Internal to core/match (not a public header): the Matcher behind findPairs(), one run over
// a SketchTable, and the state its phases hand on. Its phases live in their own files:
// run() and group() (phase 0, equivalent documents) in Matcher.cpp, band(), markBoilerplate()
// and bandPairs() (phase 1, LSH banding) in BandingCandidates.cpp, sampleIndex() (phase 2,
// Broder's inverted index over the samples) in SampleIndex.cpp, verify() (phase 3) in
// Verify.cpp. Matcher.cpp explains how they fit together.

#include "base/Mix64.h"
#include "base/Parallel.h"
#include "match/MatchPrimitives.h"
#include "match/Matcher.h"

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace lookalike::matching {

class Matcher
{
public:
    Matcher(const SketchTable &table, const MatchParams &params, const std::atomic_bool *cancel,
            const MatchProgressFn &progress, const PreviousMatch *previous = nullptr)
        : m_table(table)
        , m_params(params)
        , m_cancel(cancel)
        , m_progress(progress)
        , m_threads(threadCount(params.threads))
        , m_previous(previous)
    {}

    Result<MatchResult> run(MatchStats &stats);
    // Why an incremental run stopped to leave the work to a whole one (nullptr: it did not).
    const char *fellBack() const { return m_crossed.load() ? m_fullBecause.load() : nullptr; }

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
    // Incremental runs (PreviousMatch): which representatives are fresh and which former ones
    // retired; false when the whole table must be matched (m_fullBecause says why).
    bool prepareIncrement();
    void fallBack(const char *why)
    {
        const char *none = nullptr;
        m_fullBecause.compare_exchange_strong(none, why);
        m_crossed = true;
    }
    // m_fresh: 0 unchanged, 1 new content, 2 unchanged but matched again (affected by a crossing).
    bool fresh(std::uint32_t i) const { return m_fresh[i] != 0; }
    bool isNew(std::uint32_t i) const { return m_fresh[i] == 1; }
    void markAffected(std::uint32_t i)
    {
        if (m_fresh[i] == 0)
            m_fresh[i] = 2;
    }
    void bandWhatChanged();
    void freshBuckets();
    // body(thread, position in m_reps) for every representative, in chunks over the threads
    // (a representative is one thread's); stops early when cancelled.
    template <typename Body> void forEachRepresentative(Body &&body)
    {
        const std::size_t chunk = 4096;
        parallel((m_reps.size() + chunk - 1) / chunk, [&](std::size_t item, int w) {
            if (isCancelled())
                return;
            for (std::size_t p = item * chunk; p < std::min(m_reps.size(), (item + 1) * chunk); ++p)
                body(w, p);
        });
    }
    // Incremental runs: body(thread, position in m_reps, band, bucket key) for every band of
    // every representative, each row read once for all its bands.
    template <typename Body> void forEachBandKey(Body &&body)
    {
        forEachRepresentative([&](int w, std::size_t p) {
            const auto row = m_table.minHash(m_reps[p]);
            for (int j = 0; j < m_banding.bands; ++j)
                body(w, p, std::size_t(j), bandBucketKey(row, m_banding, j));
        });
    }
    void sampleCrossings();
    bool tooMuchChanged(std::size_t documents);
    std::size_t previousUncertainLeft() const;
    void keepPrevious();
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

    const PreviousMatch *m_previous = nullptr;
    bool m_incremental = false;
    std::vector<std::uint8_t> m_fresh; // per table index (incremental runs): a fresh representative
    struct Retired
    {
        const SketchTable *table; // the matched table (a document now in a group) or PreviousMatch::retired
        std::uint32_t index;
        std::uint64_t content;
    };
    std::vector<Retired> m_retired;
    std::vector<ScoredPair> m_kept; // incremental runs: the previous pairs kept
    CommonKeys m_common;            // the common buckets and keys found (MatchResult::common)
    std::atomic_bool m_crossed{false};
    std::atomic<const char *> m_fullBecause{nullptr};
    // The representatives whose MinHash values are counted for phi (markBoilerplate): every
    // stride-th by content, so that adding documents does not change which others are counted.
    bool countedForShare(std::uint64_t content, std::size_t stride) const
    {
        return stride == 1 || mix64(content ^ 0x5bd1e995u) % stride == 0;
    }

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

} // namespace lookalike::matching
