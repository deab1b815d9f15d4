// findPairs(): a Matcher (MatcherImpl.h) run through its phases (run(), which times them) and
// phase 0, group(), which collapses equivalent documents; MatchParams' common cutoff and the
// phases' names. The comment below explains how the phases (each in a file of its own) work
// together.
#include "Matcher.h"

#include "base/Mix64.h"
#include "match/MatchRules.h"
#include "match/MatcherImpl.h"

#include <QCoreApplication>
#include <algorithm>
#include <chrono>
#include <iterator>
#include <optional>
#include <tuple>
#include <utility>
#include <vector>

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
//
// Matching what changed (PreviousMatch)
// =====================================
//
// A rescan that added, edited or removed k documents matches k documents, not all of them:
// the previous run's pairs among representatives whose content did not change are kept, and
// only pairs with a fresh representative (new content) are looked for, in the same phases
// over the same table. Nothing of every document is sorted: the band buckets and sample keys
// that new and former representatives hold or held are counted in a linear pass over every
// document's keys, the others keep the standing (common or not, and a common key's length)
// the previous matching found (CommonKeys, kept in the index), and only the buckets and
// posting lists of the fresh representatives are gathered and sorted. What makes this equal to a whole run is
// that a pair of unchanged documents is found the same way only if everything its finding depends on is
// unchanged: the band buckets and sample keys both hold, on the same side of the cut-off, and their shares of
// common MinHash values. So before any pair is looked for, the buckets, keys (cut-off and walk
// cap) and MinHash values that a fresh or a retired (removed, changed, or now in a group)
// representative holds or held are counted now and then (now minus fresh plus retired); where
// one moved across its cut, every document that holds it is matched again as if fresh
// (MatchStats::matchedAgain). Past a quarter of the collection, a moved cut-off, too many
// uncertain pairs for the budget, or a former sketch unknown, the whole table is matched.
// tst_matcher compares both round after round; on /usr/include plus 245 edited copies the
// incremental run found the same 159 268 pairs as a whole one, in 0.74 s instead of 1.85 s.

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
    case MatchProgress::Phase::Relating:
        return QCoreApplication::translate("MatchProgress", "related documents");
    }
    return {};
}

QString fullMatchReasonText(const char *reason)
{
    return QCoreApplication::translate("MatchProgress", reason);
}

namespace matching {

namespace {

using Clock = std::chrono::steady_clock;
double secondsSince(Clock::time_point t)
{
    return std::chrono::duration<double>(Clock::now() - t).count();
}

} // namespace

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

    const Status fellBackStatus =
        Status::error(Status::Code::Internal, QStringLiteral("matching everything after all"));

    auto started = Clock::now();
    group(result);
    if (m_previous && !prepareIncrement())
        return fellBackStatus;
    if (!m_incremental)
        m_fresh.assign(m_table.size(), 1);
    m_stats.groupingSeconds = secondsSince(started);
    if (isCancelled())
        return cancelledStatus;

    started = Clock::now();
    band();
    if (isCancelled())
        return cancelledStatus;
    markBoilerplate();
    if (m_incremental) {
        sampleCrossings();
        std::size_t again = 0;
        for (std::uint32_t r : m_reps)
            again += fresh(r);
        m_stats.matchedAgain = again - m_stats.freshRepresentatives;
        if (tooMuchChanged(again + m_retired.size()))
            return fellBackStatus;
        freshBuckets();
        keepPrevious();
    }
    if (isCancelled())
        return cancelledStatus;
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
    if (m_crossed)
        return fellBackStatus;

    started = Clock::now();
    verify(result);
    m_stats.verifyingSeconds = secondsSince(started);
    if (isCancelled())
        return cancelledStatus;
    if (m_crossed)
        return fellBackStatus;

    m_stats.uncertain = result.uncertain.size();
    if (!m_params.keepUncertain)
        result.settleByEstimate(m_params);
    if (m_incremental) // joining those found now (each involves one matched again: none twice)
        result.addPairs(std::move(m_kept));
    m_stats.pairs = result.pairs.size();
    m_stats.expandedPairs = result.expandedSize();
    result.common = std::move(m_common);
    result.common.known = true;
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
    result.representatives.reserve(m_reps.size());
    for (std::uint32_t r : m_reps)
        result.representatives.push_back({m_table.docId(r), m_table.shingleFingerprint(r).low});
    std::sort(result.representatives.begin(), result.representatives.end(),
              [](const MatchedDocument &x, const MatchedDocument &y) { return x.docId < y.docId; });
    std::sort(result.groups.begin(), result.groups.end(),
              [](const EquivalenceGroup &x, const EquivalenceGroup &y) {
                  return x.representative < y.representative;
              });
    m_stats.representatives = m_reps.size();
    m_stats.groups = result.groups.size();
    m_done = m_table.size();
    report();
}

// Incremental runs: the representatives then (PreviousMatch) and now, by document id and
// content. Fresh: now and not then; retired: then and not now (their sketches from the table,
// for a document that now has an equivalent of lower id, else from PreviousMatch::retired).
bool Matcher::prepareIncrement()
{
    const std::vector<MatchedDocument> &then = m_previous->representatives;
    // The cut-offs follow the number of representatives: other cut-offs, other pairs.
    const int cutoffThen = m_params.commonCutoffFor(then.size());
    const int cutoffNow = m_params.commonCutoffFor(m_reps.size());
    const BoilerplateCounting countingThen = boilerplateCounting(then.size(), cutoffThen);
    const BoilerplateCounting countingNow = boilerplateCounting(m_reps.size(), cutoffNow);
    if (then.empty() || cutoffThen != cutoffNow || countingThen.stride != countingNow.stride ||
        countingThen.cut != countingNow.cut) {
        fallBack(then.empty() ? QT_TRANSLATE_NOOP("MatchProgress", "nothing was matched before")
                              : QT_TRANSLATE_NOOP("MatchProgress", "the common cut-off moved"));
        return false;
    }
    const CommonKeys *common = m_previous->common;
    if (!common || !common->known ||
        common->bands.size() != std::size_t(matcherBanding(m_table.minHashSize(), m_params).bands)) {
        fallBack(QT_TRANSLATE_NOOP("MatchProgress", "what the last matching found common is not known"));
        return false;
    }
    std::vector<std::pair<qint64, std::uint32_t>> now; // (document id, table index) of the representatives
    now.reserve(m_reps.size());
    for (std::uint32_t r : m_reps)
        now.emplace_back(m_table.docId(r), r);
    std::sort(now.begin(), now.end());
    std::vector<std::pair<qint64, std::uint32_t>> rows; // every table row by document id
    auto rowOf = [&](qint64 id) -> std::optional<std::uint32_t> {
        if (rows.empty()) {
            rows.reserve(m_table.size());
            for (std::uint32_t i = 0; i < m_table.size(); ++i)
                rows.emplace_back(m_table.docId(i), i);
            std::sort(rows.begin(), rows.end());
        }
        auto it = std::lower_bound(rows.begin(), rows.end(), std::make_pair(id, std::uint32_t(0)));
        if (it == rows.end() || it->first != id)
            return std::nullopt;
        return it->second;
    };
    const SketchTable *gone = m_previous->retired;
    auto retire = [&](const MatchedDocument &d) {
        if (auto i = rowOf(d.docId); i && m_table.shingleFingerprint(*i).low == d.content) {
            m_retired.push_back({&m_table, *i, d.content}); // in a group now
            return true;
        }
        if (!gone)
            return false;
        std::size_t lo = 0, hi = gone->size(); // retired sketches are read in id order
        while (lo < hi) {
            const std::size_t mid = (lo + hi) / 2;
            if (gone->docId(mid) < d.docId)
                lo = mid + 1;
            else
                hi = mid;
        }
        if (lo == gone->size() || gone->docId(lo) != d.docId || !gone->hasShingles(lo))
            return false;
        m_retired.push_back({gone, std::uint32_t(lo), d.content});
        return true;
    };
    auto retireOrFallBack = [&](const MatchedDocument &d) {
        if (retire(d))
            return true;
        fallBack(QT_TRANSLATE_NOOP("MatchProgress", "a former document's sketch is not known"));
        return false;
    };
    m_fresh.assign(m_table.size(), 0);
    std::size_t freshCount = 0;
    std::size_t t = 0;
    for (const auto &[id, index] : now) {
        while (t < then.size() && then[t].docId < id)
            if (!retireOrFallBack(then[t++]))
                return false;
        if (t < then.size() && then[t].docId == id) {
            if (then[t].content == m_table.shingleFingerprint(index).low) {
                ++t;
                continue;
            }
            if (!retireOrFallBack(then[t++]))
                return false;
        }
        m_fresh[index] = 1;
        ++freshCount;
    }
    for (; t < then.size(); ++t)
        if (!retireOrFallBack(then[t]))
            return false;
    m_stats.freshRepresentatives = freshCount;
    m_stats.retiredRepresentatives = m_retired.size();
    if (tooMuchChanged(freshCount + m_retired.size()))
        return false;
    m_incremental = true;
    m_stats.incremental = true;
    return true;
}

// Past a quarter of the collection, matching what changed costs what matching all does.
bool Matcher::tooMuchChanged(std::size_t documents)
{
    if (documents * 4 <= m_reps.size())
        return false;
    fallBack(QT_TRANSLATE_NOOP("MatchProgress", "a quarter of the documents or more changed"));
    return true;
}

// Incremental runs, once the representatives to match again are known: the previous pairs
// of the others, kept as they are.
void Matcher::keepPrevious()
{
    std::vector<qint64> same; // representatives then and now with the same content, not matched again
    for (std::uint32_t r : m_reps)
        if (!fresh(r))
            same.push_back(m_table.docId(r));
    std::sort(same.begin(), same.end());
    auto unchanged = [&same](qint64 id) {
        return std::binary_search(same.begin(), same.end(), id);
    };
    m_kept.reserve(m_previous->pairs.size());
    for (const ScoredPair &p : m_previous->pairs)
        if (unchanged(p.docA) && unchanged(p.docB))
            m_kept.push_back(p);
}

} // namespace matching

Result<MatchResult> findPairs(const SketchTable &table, const MatchParams &params,
                              const std::atomic_bool *cancel, MatchStats *stats,
                              const MatchProgressFn &progress, const PreviousMatch *previous)
{
    MatchStats local;
    const char *fullBecause = nullptr;
    if (previous) {
        matching::Matcher matcher(table, params, cancel, progress, previous);
        auto result = matcher.run(local);
        fullBecause = matcher.fellBack();
        if (!fullBecause) {
            if (stats)
                *stats = local;
            return result;
        }
        local = MatchStats();
    }
    // A whole run chooses its own cut (the previous run's was for matching what changed).
    MatchParams whole = params;
    whole.uncertainCut = -1;
    whole.uncertainCutBudget = 0;
    matching::Matcher matcher(table, previous ? whole : params, cancel, progress);
    auto result = matcher.run(local);
    local.fullBecause = fullBecause;
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
