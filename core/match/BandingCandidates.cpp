// Phase 1 of matching, LSH banding over the MinHash vectors: the band buckets (band()), the
// common ones and their members' share of boilerplate (markBoilerplate()), and the candidate
// pairs of each bucket, verified only in the first band where they agree (bandPairs(),
// examine()). Matcher.cpp explains the boilerplate path.
#include "match/LshBanding.h"
#include "match/MatcherImpl.h"
#include "sketch/Sketch.h"

#include <QCoreApplication>
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace lookalike::matching {

// Phase 1a: the band buckets. One band at a time (bands spread over the threads): a 32-bit
// hash of the band's r values per representative, radix-sorted; runs of equal keys of two or
// more documents are kept (a hash collision costs one examined pair, rejected by its mask).
// Incremental runs count only what changed (bandWhatChanged(), freshBuckets()).
void Matcher::band()
{
    m_banding = matcherBanding(m_table.minHashSize(), m_params);
    m_stats.banding = m_banding;
    m_cutoff = m_params.commonCutoffFor(m_reps.size());
    m_stats.commonCutoff = m_cutoff;
    m_buckets.assign(std::size_t(m_banding.bands), {});
    m_common.bands.assign(std::size_t(m_banding.bands), {});
    m_commonBands.assign(m_table.size(), 0);
    if (m_reps.size() < 2)
        return;
    startPhase(MatchProgress::Phase::Banding, std::size_t(m_banding.bands) * (m_incremental ? 3 : 2));
    if (m_incremental) {
        bandWhatChanged();
        return;
    }
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
                k[j][p] = (std::uint64_t(bandBucketKey(row, m_banding, first + j)) << 32) | p;
        }
        for (int j = 0; j < count; ++j) {
            radixSort(k[j], tmp[std::size_t(worker)], 32);
            Buckets &out = m_buckets[std::size_t(first + j)];
            std::vector<std::uint32_t> &common = m_common.bands[std::size_t(first + j)];
            for (std::size_t start = 0; start < k[j].size();) {
                std::size_t end = start + 1;
                while (end < k[j].size() && (k[j][end] >> 32) == (k[j][start] >> 32))
                    ++end;
                if (end - start >= 2) {
                    for (std::size_t x = start; x < end; ++x)
                        out.members.push_back(m_reps[std::uint32_t(k[j][x])]);
                    out.ends.push_back(std::uint32_t(out.members.size()));
                }
                if (end - start > std::size_t(m_cutoff))
                    common.push_back(std::uint32_t(k[j][start] >> 32));
                start = end;
            }
            ++m_done;
        }
    });
}

namespace {

// One band's words from every thread's lists (emptied), sorted by their bits [fromBit, 64).
std::vector<std::uint64_t> joinedBand(std::vector<std::vector<std::vector<std::uint64_t>>> &perThread,
                                      std::size_t band, int fromBit)
{
    std::vector<std::uint64_t> all;
    for (auto &mine : perThread) {
        all.insert(all.end(), mine[band].begin(), mine[band].end());
        mine[band] = {};
    }
    std::vector<std::uint64_t> tmp;
    radixSort(all, tmp, fromBit);
    return all;
}

} // namespace

// Incremental runs, the first pass over the bands: the buckets that new representatives hold
// and former ones held are counted over every representative (the others are neither sorted
// nor counted: their standing, common or not, is the previous matching's, CommonKeys). From
// those counts and that standing: each representative's common bands, the common buckets now,
// and the members of each bucket that moved across the cut-off, matched again (how their
// pairs are found changed). The buckets themselves are gathered once it is known which
// representatives are matched again (freshBuckets()). One pass over the representatives,
// each one's row read once for all its bands.
void Matcher::bandWhatChanged()
{
    const auto bands = std::size_t(m_banding.bands);
    const CommonKeys &before = *m_previous->common;
    const auto cutoff = std::size_t(m_cutoff);
    std::vector<KeySet> touched(bands), commonBefore(bands);
    std::vector<std::vector<int>> delta(bands); // per touched bucket: then minus now
    parallel(bands, [&](std::size_t band, int) {
        const int j = int(band);
        std::vector<std::uint32_t> newKeys, goneKeys;
        for (std::uint32_t r : m_reps)
            if (isNew(r))
                newKeys.push_back(bandBucketKey(m_table.minHash(r), m_banding, j));
        for (const Retired &r : m_retired)
            goneKeys.push_back(bandBucketKey(r.table->minHash(r.index), m_banding, j));
        std::vector<std::uint32_t> all = newKeys;
        all.insert(all.end(), goneKeys.begin(), goneKeys.end());
        touched[band] = KeySet(std::move(all));
        commonBefore[band] = KeySet(before.bands[band]);
        delta[band].assign(touched[band].size(), 0);
        for (std::uint32_t key : newKeys)
            --delta[band][std::size_t(touched[band].find(key))];
        for (std::uint32_t key : goneKeys)
            ++delta[band][std::size_t(touched[band].find(key))];
    });
    if (isCancelled())
        return;
    // (index in touched << 32) | position in m_reps, per thread and band
    std::vector<std::vector<std::vector<std::uint64_t>>> members(
        static_cast<std::size_t>(m_threads), std::vector<std::vector<std::uint64_t>>(bands));
    forEachBandKey([&](int w, std::size_t p, std::size_t band, std::uint32_t key) {
        if (const std::ptrdiff_t at = touched[band].find(key); at >= 0)
            members[std::size_t(w)][band].push_back((std::uint64_t(at) << 32) | p);
        else if (commonBefore[band].contains(key))
            m_commonBands[m_reps[p]] |= std::uint64_t(1) << band; // a representative is one thread's
    });
    if (isCancelled())
        return;
    std::vector<std::vector<std::uint32_t>> commonNow(bands), crossed(bands);
    parallel(bands, [&](std::size_t band, int) {
        std::vector<std::uint64_t> all = joinedBand(members, band, 32);
        std::vector<std::uint32_t> common; // the touched ones common now
        for (std::size_t start = 0; start < all.size();) {
            const auto at = std::size_t(all[start] >> 32);
            std::size_t end = start + 1;
            while (end < all.size() && std::size_t(all[end] >> 32) == at)
                ++end;
            const std::size_t now = end - start;
            const auto then = std::size_t(std::int64_t(now) + delta[band][at]);
            if (now > cutoff) {
                common.push_back(touched[band].keys()[at]);
                for (std::size_t x = start; x < end; ++x)
                    commonNow[band].push_back(m_reps[std::uint32_t(all[x])]);
            }
            if ((now > cutoff) != (then > cutoff))
                for (std::size_t x = start; x < end; ++x)
                    crossed[band].push_back(m_reps[std::uint32_t(all[x])]);
            start = end;
        }
        // Common now: those the previous matching found and no change touched, and the
        // touched ones past the cut-off.
        std::vector<std::uint32_t> &out = m_common.bands[band];
        for (std::uint32_t key : before.bands[band])
            if (!touched[band].contains(key))
                out.push_back(key);
        out.insert(out.end(), common.begin(), common.end());
        std::sort(out.begin(), out.end());
        ++m_done;
    });
    for (std::size_t band = 0; band < bands; ++band) {
        m_stats.commonBuckets += m_common.bands[band].size();
        for (std::uint32_t i : commonNow[band])
            m_commonBands[i] |= std::uint64_t(1) << band;
        for (std::uint32_t i : crossed[band])
            markAffected(i);
    }
}

// Incremental runs, once the representatives matched again are known: the buckets that hold
// one of them (with all their members), in each band; the other buckets yield no pair to
// look for. One pass over the representatives, as above.
void Matcher::freshBuckets()
{
    const auto bands = m_buckets.size();
    std::vector<KeySet> wanted(bands);
    parallel(bands, [&](std::size_t band, int) {
        std::vector<std::uint32_t> keys;
        for (std::uint32_t r : m_reps)
            if (fresh(r))
                keys.push_back(bandBucketKey(m_table.minHash(r), m_banding, int(band)));
        wanted[band] = KeySet(std::move(keys));
    });
    if (isCancelled())
        return;
    // (key << 32) | position in m_reps, per thread and band
    std::vector<std::vector<std::vector<std::uint64_t>>> found(
        static_cast<std::size_t>(m_threads), std::vector<std::vector<std::uint64_t>>(bands));
    forEachBandKey([&](int w, std::size_t p, std::size_t band, std::uint32_t key) {
        if (wanted[band].contains(key))
            found[std::size_t(w)][band].push_back((std::uint64_t(key) << 32) | p);
    });
    if (isCancelled())
        return;
    parallel(bands, [&](std::size_t band, int) {
        // By key, then position: each bucket's members ascending.
        const std::vector<std::uint64_t> k = joinedBand(found, band, 0);
        Buckets &out = m_buckets[band];
        for (std::size_t start = 0; start < k.size();) {
            std::size_t end = start + 1;
            while (end < k.size() && (k[end] >> 32) == (k[start] >> 32))
                ++end;
            if (end - start >= 2) {
                for (std::size_t x = start; x < end; ++x)
                    out.members.push_back(m_reps[std::uint32_t(k[x])]);
                out.ends.push_back(std::uint32_t(out.members.size()));
            }
            start = end;
        }
        ++m_done;
    });
}

// Phase 1b: common buckets, and how much of each of their members is boilerplate: phi = the
// share of its MinHash positions whose value more than `cutoff` documents hold at that
// position (a direct estimate of the share of its shingles that are common).
void Matcher::markBoilerplate()
{
    std::vector<std::uint32_t> flagged;
    if (m_incremental) { // the common bands are known (bandWhatChanged()), the buckets not yet
        for (std::uint32_t r : m_reps)
            if (m_commonBands[r] != 0)
                flagged.push_back(r);
    }
    for (std::size_t band = 0; band < m_buckets.size() && !m_incremental; ++band) {
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
    // (Named fields, not a structured binding: clang 14 cannot capture those in a lambda.)
    const BoilerplateCounting counting = boilerplateCounting(m_reps.size(), m_cutoff);
    const std::size_t stride = counting.stride;
    const std::size_t cut = counting.cut;
    constexpr int kSpan = 16;
    const std::size_t items = std::size_t((k + kSpan - 1) / kSpan);
    std::vector<std::vector<std::uint16_t>> counts(static_cast<std::size_t>(m_threads));
    std::vector<std::vector<std::uint32_t>> crossedValues(static_cast<std::size_t>(m_threads));
    std::vector<std::vector<std::uint16_t>> common(std::size_t(m_threads),
                                                   std::vector<std::uint16_t>(flagged.size(), 0));
    parallel(items, [&](std::size_t item, int worker) {
        if (isCancelled())
            return;
        const int first = int(item) * kSpan;
        const int span = std::min(kSpan, k - first);
        std::vector<std::uint16_t> &c = counts[std::size_t(worker)];
        c.assign(std::size_t(span) << kMinHashBits, 0);
        for (std::size_t p = 0; p < m_reps.size(); ++p) {
            if (!countedForShare(m_table.shingleFingerprint(m_reps[p]).low, stride))
                continue;
            const auto row = m_table.minHash(m_reps[p]);
            for (int x = 0; x < span; ++x) {
                std::uint16_t &n = c[(std::size_t(x) << kMinHashBits) | row[std::size_t(first + x)]];
                n = std::uint16_t(n + (n != 0xffff));
            }
        }
        if (m_incremental) {
            // A value held by a new or a retired representative that moved across the cut
            // changes the shares of the documents that hold it.
            std::vector<std::pair<std::uint32_t, int>> moved; // (position << 16 | value, +1 then / -1 now)
            auto note = [&](std::span<const std::uint16_t> row, int sign) {
                for (int x = 0; x < span; ++x)
                    moved.emplace_back((std::uint32_t(x) << kMinHashBits) | row[std::size_t(first + x)],
                                       sign);
            };
            for (std::uint32_t r : m_reps)
                if (isNew(r) && countedForShare(m_table.shingleFingerprint(r).low, stride))
                    note(m_table.minHash(r), -1);
            for (const Retired &r : m_retired)
                if (countedForShare(r.content, stride))
                    note(r.table->minHash(r.index), +1);
            std::sort(moved.begin(), moved.end());
            for (std::size_t i = 0; i < moved.size();) {
                int delta = 0;
                std::size_t j = i;
                while (j < moved.size() && moved[j].first == moved[i].first)
                    delta += moved[j++].second;
                const long now = c[moved[i].first];
                if (delta != 0 && (now > long(cut)) != (now + delta > long(cut)))
                    crossedValues[std::size_t(worker)].push_back(moved[i].first +
                                                                 (std::uint32_t(first) << kMinHashBits));
                i = j;
            }
        }
        std::vector<std::uint16_t> &mine = common[std::size_t(worker)];
        for (std::size_t f = 0; f < flagged.size(); ++f) {
            const auto row = m_table.minHash(flagged[f]);
            for (int x = 0; x < span; ++x)
                mine[f] += c[(std::size_t(x) << kMinHashBits) | row[std::size_t(first + x)]] > cut;
        }
    });
    // Incremental runs: documents in a common bucket that hold a value that crossed the cut.
    std::vector<std::uint64_t> crossedBits;
    for (const auto &values : crossedValues)
        for (std::uint32_t v : values) {
            if (crossedBits.empty())
                crossedBits.assign((std::size_t(k) << kMinHashBits) / 64, 0);
            crossedBits[v / 64] |= std::uint64_t(1) << (v % 64);
        }
    if (!crossedBits.empty())
        for (std::uint32_t f : flagged) {
            const auto row = m_table.minHash(f);
            for (int x = 0; x < k; ++x) {
                const std::size_t v = (std::size_t(x) << kMinHashBits) | row[std::size_t(x)];
                if (crossedBits[v / 64] >> (v % 64) & 1) {
                    markAffected(f);
                    break;
                }
            }
        }
    m_share.assign(m_table.size(), 0.0f);
    for (std::size_t f = 0; f < flagged.size(); ++f) {
        int n = 0;
        for (const auto &mine : common)
            n += mine[f];
        m_share[flagged[f]] = float(n) / float(k);
    }
}

// Examines a pair met in a bucket of `band`: verified here only if `band` is the band where
// banding finds it (candidateBand: the first band where it agrees that is not common; for the
// boilerplate path, whose pairs are boilerplatePair()s, the first where it agrees when all
// those are common).
void Matcher::examine(std::uint32_t a, std::uint32_t b, int band, bool boilerplate,
                      std::vector<std::uint64_t> &out, std::size_t &checks) const
{
    std::uint64_t words[64];
    const int agree = m_table.agreement(a, b, words);
    ++checks;
    // On bands where both agree they share a bucket: a's common bands are b's there.
    if (candidateBand(words, m_commonBands[a], m_banding, boilerplate) != band)
        return;
    if (worthEstimating(agree, m_table.minHashSize(), m_params.threshold))
        out.push_back(candidate(a, b, FoundByBanding));
}

// Phase 1c: the pairs of each band's buckets (bands spread over the threads).
void Matcher::bandPairs()
{
    if (m_reps.size() < 2)
        return;
    m_done = std::size_t(m_banding.bands) * (m_incremental ? 2 : 1);
    const double shareCut = boilerplateShareCut(m_params.threshold);
    const double boundCut = boilerplateBoundCut(m_params.threshold);
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
                if (!m_incremental) {
                    for (std::uint32_t x = 0; x < size; ++x)
                        for (std::uint32_t y = x + 1; y < size; ++y)
                            examine(m[x], m[y], int(band), false, out, n);
                } else { // only the pairs of a fresh representative
                    for (std::uint32_t x = 0; x < size; ++x)
                        for (std::uint32_t y = x + 1; y < size; ++y)
                            if (fresh(m[x]) || fresh(m[y]))
                                examine(m[x], m[y], int(band), false, out, n);
                }
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
                    const bool freshX = !m_incremental || fresh(heavy[x]);
                    if (m_incremental && freshX) // its pairs with the unchanged ones of larger shares
                        for (std::size_t y = 0; y < x; ++y)
                            if (!fresh(heavy[y]) && boilerplateBound(m_share[heavy[y]], sx) >= boundCut)
                                examine(heavy[y], heavy[x], int(band), true, out, n);
                    for (std::size_t y = x + 1; y < heavy.size(); ++y) {
                        const double sy = m_share[heavy[y]];
                        if (boilerplateBound(sx, sy) < boundCut)
                            break; // and so for every later (smaller) share
                        if (freshX || fresh(heavy[y]))
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

} // namespace lookalike::matching
