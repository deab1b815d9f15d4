#include "Matching.h"

#include "base/Clock.h"
#include "base/Parallel.h"
#include "base/U64Map.h"
#include "scan/ImportJob.h"
#include "sketch/Estimate.h"

#include <QFileInfo>
#include <algorithm>
#include <array>
#include <chrono>
#include <iterator>
#include <optional>
#include <tuple>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace lookalike {

namespace {
// SettledCounts::shared with this bit: counting gave up, and the rest is an upper bound.
constexpr std::uint32_t kSharedBelow = 1u << 31;
} // namespace

MatchSummary matchIndex(IndexStore &store, const MatchParams &params, const std::atomic_bool *cancel,
                        const MatchProgressFn &progress, Settle settle, const ShingleSpill *spill,
                        FreshSketches *fresh)
{
    MatchSummary summary;
    const auto started = std::chrono::steady_clock::now();
    auto generation = store.settings().documentsGeneration();
    if (!generation) {
        summary.status = generation.status();
        return summary;
    }
    std::optional<SketchTable> kept = fresh ? fresh->take(*generation) : std::nullopt;
    summary.sketchesFromScan = kept.has_value();
    Result<SketchTable> table = kept ? Result<SketchTable>(std::move(*kept)) : store.sketches().table();
    kept.reset();
    if (!table) {
        summary.status = table.status();
        return summary;
    }
    MatchParams asked = params;
    asked.keepUncertain = settle == Settle::Exactly;
    if (!asked.keepUncertain) // decided by their estimates anyway: nothing to settle near them
        asked.clusterResemblance = asked.clusterContainment = 2;
    // What the last matching ran over, when it ran on this basis: only what changed is matched.
    const QString basis = matchBasis(asked);
    std::optional<PreviousMatch> previous;
    std::size_t uncertainBefore = 0;
    SketchTable retired;
    CommonKeys common;
    // Incremental: the counts earlier settlings kept, read once (the budget counts the pairs they
    // stand for, settling reuses them, and those still of use are kept).
    std::optional<std::vector<SettledCounts>> before;
    // Why everything is matched although something was matched before (the matcher says
    // why for the cases it decides).
    const char *fullBecause = nullptr;
    auto storedBasis = store.settings().matchBasis();
    if (storedBasis && storedBasis->basis != basis &&
        (storedBasis->uncertain > 0 || !storedBasis->basis.isEmpty()))
        fullBecause = storedBasis->basis.isEmpty()
                          ? QT_TRANSLATE_NOOP("MatchProgress", "the last matching decided some uncertain "
                                                               "pairs by their estimates (past the budget)")
                          : QT_TRANSLATE_NOOP("MatchProgress", "the matching options changed");
    if (storedBasis && storedBasis->basis == basis) {
        auto reps = store.pairs().matchedRepresentatives();
        // Past a quarter of them changed or gone, everything is matched anyway (the matcher's
        // rule): the retired sketches are not read.
        auto changed = store.sketches().retiredCount();
        if (reps && !reps->empty() && changed && std::size_t(*changed) * 4 > reps->size())
            fullBecause = QT_TRANSLATE_NOOP("MatchProgress", "a quarter of the documents or more changed");
        if (reps && !reps->empty() && changed && std::size_t(*changed) * 4 <= reps->size()) {
            auto stored = store.pairs().matches();
            auto gone = store.sketches().retired();
            auto known = store.pairs().matchedCommonKeys();
            if (stored && gone && known) {
                previous.emplace();
                previous->pairs = std::move(stored->pairs);
                previous->representatives = std::move(reps).value();
                retired = std::move(gone).value();
                previous->retired = &retired;
                common = std::move(known).value();
                previous->common = &common;
                previous->uncertain = uncertainBefore = std::size_t(storedBasis->uncertain);
                if (settle == Settle::Exactly)
                    if (auto stored = store.pairs().settled(); stored) {
                        before = std::move(stored).value();
                        // Not the last matching's uncertain pairs (it decided by estimates, or
                        // an older index): those are all counted against the budget.
                        if (before->size() == std::size_t(storedBasis->uncertain))
                            previous->settled = &*before;
                    }
                // Its cut, if it decided some by their estimates: this run decides as it did.
                asked.uncertainCut = storedBasis->uncertainCut;
                asked.uncertainCutBudget = std::size_t(std::max<qint64>(0, storedBasis->uncertainCutBudget));
            }
        }
    }
    summary.loadSeconds = secondsSince(started);
    auto found = findPairs(*table, asked, cancel, &summary.stats, progress, previous ? &*previous : nullptr);
    if (!previous && !summary.stats.fullBecause)
        summary.stats.fullBecause = fullBecause;
    previous.reset();
    retired = SketchTable();
    common = CommonKeys();
    if (!found) {
        summary.status = found.status();
        return summary;
    }
    if (settle == Settle::Exactly) {
        if (!summary.stats.incremental) // (an incremental run read them above)
            before.reset();
        auto settled = settleExactly(store, *table, params, *found, cancel, progress, spill,
                                     before ? &*before : nullptr);
        if (!settled) {
            summary.status = settled.status();
            return summary;
        }
        summary.exact = std::move(settled).value();
        // Kept in content order: this run's counts sorted, the earlier ones (sorted) merged in,
        // so that storing them sorts nothing of every count (Pairs::replaceSettled).
        std::vector<SettledCounts> &counts = summary.exact.counts;
        std::sort(counts.begin(), counts.end(), inContentOrder);
        if (before) {
            // The counts kept before for documents whose content is still a representative's
            // stay: a later matching settles their pairs from them.
            std::vector<std::uint64_t> contents;
            contents.reserve(found->representatives.size());
            for (const MatchedDocument &d : found->representatives)
                contents.push_back(d.content);
            std::sort(contents.begin(), contents.end());
            std::vector<SettledCounts> kept;
            kept.reserve(before->size());
            auto firstAt = contents.begin(); // the counts come by their first content, ascending
            for (const SettledCounts &c : *before) {
                firstAt = std::lower_bound(firstAt, contents.end(), c.a);
                if (firstAt != contents.end() && *firstAt == c.a &&
                    std::binary_search(contents.begin(), contents.end(), c.b))
                    kept.push_back(c);
            }
            before.reset();
            std::vector<SettledCounts> merged;
            merged.reserve(counts.size() + kept.size());
            std::merge(counts.begin(), counts.end(), kept.begin(), kept.end(), std::back_inserter(merged),
                       inContentOrder);
            counts = std::move(merged);
        }
    }
    found->settleByEstimate(params);
    summary.stats.pairs = found->pairs.size();
    summary.stats.expandedPairs = found->expandedSize();
    table = Status::error(Status::Code::Internal, QString()); // free it before writing
    const auto storing = std::chrono::steady_clock::now();
    summary.status = store.database().inTransaction([&]() -> Status {
        // Documents written by another connection since the sketches were read: these pairs
        // are of the documents as they were, so the next matching matches every document (it
        // would take them for what it ran over).
        auto now = store.settings().documentsGeneration();
        if (!now)
            return now.status();
        if (*now != *generation)
            found->representatives.clear();
        if (Status s = store.pairs().replace(*found, params); !s)
            return s;
        std::size_t settledKept = 0;
        if (settle == Settle::Exactly)
            if (Status s = store.pairs().replaceSettled(std::move(summary.exact.counts), &settledKept); !s)
                return s;
        // Uncertain pairs: settled exactly, those whose counts are kept (this run's, and those
        // of earlier ones between documents still there: the pairs that left are not counted,
        // so that matchings of what changed do not use up the budget on pairs gone); else
        // this run's, and, incremental, those left before (an upper bound). And the distance
        // from which this run decided uncertain pairs by their estimates (past the budget),
        // which the next matching of what changed decides by too.
        const std::size_t uncertain =
            settle == Settle::Exactly
                ? settledKept
                : summary.stats.uncertain + (summary.stats.incremental ? uncertainBefore : 0);
        if (Status s = store.settings().setMatchBasis({basis, qint64(uncertain), summary.stats.uncertainCut,
                                                       qint64(summary.stats.uncertainCutBudget)});
            !s)
            return s;
        return store.settings().setGeneration(Settings::Derived::Pairs, *generation);
    });
    summary.exact.counts = {};
    summary.storeSeconds = secondsSince(storing);
    summary.seconds = secondsSince(started);
    return summary;
}

QString matchBasis(const MatchParams &params)
{
    auto number = [](double x) {
        return QString::number(x, 'g', 17);
    };
    // The matcher's version: pairs found by another way of finding them are no basis.
    return QStringLiteral("matcher=1 threshold=%1 containment=%2 cutoff=%3 recall=%4 cluster=%5/%6 "
                          "uncertain=%7/%8")
        .arg(number(params.threshold), number(params.containmentThreshold))
        .arg(params.commonShingleCutoff)
        .arg(number(params.recall), number(params.clusterResemblance), number(params.clusterContainment))
        .arg(params.keepUncertain ? 1 : 0)
        .arg(qulonglong(params.uncertainBudget));
}

ExactComparer::ExactComparer(const SketchParams &params, IndexStore *store, const ShingleSpill *spill)
    : m_analyzer(params, ExtractParams{})
    , m_store(store)
    , m_spill(spill)
{
    // Settling wants the shingle sets only: the documents' bags of words are not counted.
    m_analyzer.setWordBags(false);
}

void offerRecognizedText(DocumentAnalyzer &analyzer, Documents::RecognizedText text, const DocumentInfo &doc)
{
    analyzer.offerText(text.raw, ExtractedText{std::move(text.utf8),
                                               formatFromName(text.format),
                                               doc.isPart() ? QString() : kRecognizedEncoding,
                                               {},
                                               {}});
}

Result<AnalyzedDocument> reanalyze(IndexStore *store, DocumentAnalyzer &analyzer, const DocumentInfo &doc)
{
    if (doc.isPart() && !store)
        return Status::error(
            Status::Code::InvalidArgument,
            QStringLiteral("%1 is inside a file: its text is known to the index only").arg(doc.locator));
    if (!doc.isCapture()) {
        // A scan's text is not recognized again while the file's bytes are those it was in.
        if (store) {
            auto recognized = store->documents().recognizedText(doc.id);
            if (!recognized)
                return recognized.status();
            if (*recognized)
                offerRecognizedText(analyzer, std::move(**recognized), doc);
        }
        return reanalyze(analyzer, doc, nullptr);
    }
    if (!store)
        return Status::error(
            Status::Code::InvalidArgument,
            QStringLiteral("%1 is a web page: its archive is known to the index only").arg(doc.locator));
    auto where = store->crawl().recordLocation(doc.id);
    if (!where)
        return where.status();
    return reanalyze(analyzer, doc, &*where);
}

QString analysisName(const DocumentInfo &doc)
{
    if (!doc.isCapture())
        return QFileInfo(doc.locator).fileName();
    const int query = doc.locator.indexOf(QLatin1Char('?'));
    const QString path = query < 0 ? doc.locator : doc.locator.left(query);
    return path.section(QLatin1Char('/'), -1);
}

Result<AnalyzedDocument> reanalyze(DocumentAnalyzer &analyzer, const DocumentInfo &doc,
                                   const RecordLocation *record)
{
    const QString &locator = doc.locator;
    if (doc.isPart())
        return analyzer.analyzeOffered(
            QStringLiteral("%1 is inside a file and the index keeps no text of it").arg(locator));
    if (!doc.isCapture()) {
        if (Status s = analyzer.readFile(locator, 1LL << 31); !s)
            return s;
        return analyzer.analyze(analysisName(doc));
    }
    if (!record)
        return Status::error(
            Status::Code::InvalidArgument,
            QStringLiteral("%1 is a web page: where its record is was not given").arg(locator));
    auto payload = readRecordPayload(record->archivePath, record->offset);
    if (!payload)
        return payload.status();
    return analyzer.analyze(*payload, analysisName(doc), nullptr, nullptr, record->mediaType);
}

Result<ExactComparer::ShingleSet> ExactComparer::shingles(const DocumentInfo &info,
                                                          const Fingerprint128 *expect)
{
    const qint64 doc = info.id;
    // The two sets asked for last (a pair's first document comes again with the next pair).
    for (const auto &[id, set] : m_last)
        if (set && id == doc)
            return set;
    auto remember = [this, doc](const ShingleSet &set) {
        m_last[1] = std::move(m_last[0]);
        m_last[0] = {doc, set};
        return set;
    };
    if (auto it = m_cache.find(doc); it != m_cache.end()) {
        m_recent.splice(m_recent.begin(), m_recent, it->second.second); // most recently used
        return remember(it->second.first);
    }
    std::vector<std::uint32_t> set;
    if (std::optional<std::vector<std::uint32_t>> kept = m_spill ? m_spill->read(doc) : std::nullopt) {
        set = std::move(*kept); // analysed by the scan that made these sketches
    } else {
        // A document the spill was to hold comes by its id alone (settleExactly): its locator
        // from the index, to read it again.
        DocumentInfo known = info;
        if (known.locator.isEmpty() && m_store)
            if (auto stored = m_store->documents().info(doc); stored)
                known = std::move(stored).value();
        Result<AnalyzedDocument> analyzed = reanalyze(m_store, m_analyzer, known);
        if (!analyzed)
            return analyzed.status();
        if (expect && !(analyzed->sketch.shingleFingerprint == *expect))
            return Status::error(Status::Code::Corrupt,
                                 QStringLiteral("%1 changed since it was indexed").arg(known.locator));
        ++m_readAgain;
        m_analyzer.shingleHighHalves(set);
    }
    // Ascending: as a scan's spill holds them and the analyzer gives them (lastHighHalves),
    // else by LSD radix on 11-bit digits (the values are uniform; three passes over counts
    // that fit in L1 beat a comparison sort from a few hundred values on, and 16-bit digits,
    // whose counts alone cost more than a typical document's set). Distinct shingles can share
    // a high half.
    if (std::is_sorted(set.begin(), set.end())) {
    } else if (set.size() < 256) {
        std::sort(set.begin(), set.end());
    } else {
        m_scratch.resize(set.size());
        std::array<std::uint32_t, 2049> count;
        for (int shift = 0; shift < 32; shift += 11) {
            count.fill(0);
            for (std::uint32_t v : set)
                ++count[((v >> shift) & 0x7ff) + 1];
            for (std::size_t d = 1; d < count.size(); ++d)
                count[d] += count[d - 1];
            for (std::uint32_t v : set)
                m_scratch[count[(v >> shift) & 0x7ff]++] = v;
            set.swap(m_scratch);
        }
    }
    set.erase(std::unique(set.begin(), set.end()), set.end());
    // Bounded memory: the least recently used sets go first (pairs come by their first
    // document, whose set is the most recently used).
    while (!m_recent.empty() && m_cacheBytes + set.size() * 4 > kCacheBytes) {
        auto old = m_cache.find(m_recent.back());
        m_cacheBytes -= old->second.first->size() * 4;
        m_cache.erase(old);
        m_recent.pop_back();
    }
    m_cacheBytes += set.size() * 4;
    m_recent.push_front(doc);
    auto shared = std::make_shared<const std::vector<std::uint32_t>>(std::move(set));
    m_cache.emplace(doc, std::make_pair(shared, m_recent.begin()));
    return remember(ShingleSet(shared));
}

std::size_t sharedShingles(std::span<const std::uint32_t> x, std::span<const std::uint32_t> y,
                           std::size_t need)
{
    const std::span<const std::uint32_t> small = x.size() <= y.size() ? x : y;
    const std::span<const std::uint32_t> large = x.size() <= y.size() ? y : x;
    std::size_t shared = 0;
    if (small.size() * 40 < large.size()) {
        auto from = large.begin();
        for (std::uint32_t v : small) {
            from = std::lower_bound(from, large.end(), v);
            if (from == large.end())
                break;
            shared += *from == v;
        }
        return shared;
    }
    const std::uint32_t *a = small.data(), *b = large.data();
    const std::size_t na = small.size(), nb = large.size();
    std::size_t i = 0, j = 0;
#if defined(__SSE2__)
    // Four values of each at a time (Schlegel, Willhalm, Lehner, "Fast Sorted-Set Intersection
    // using SIMD Instructions", 2011): each of a's four compared with b's four in four rotations;
    // the block whose last value is the smaller is passed (both on a tie). Values are distinct
    // within a set, so a shared value is counted once. No branch on the values: 2x the merge
    // below on sets of a few hundred to a few thousand shingles.
    while (i + 4 <= na && j + 4 <= nb) {
        for (int step = 0; step < 16 && i + 4 <= na && j + 4 <= nb; ++step) {
            const __m128i va = _mm_loadu_si128(reinterpret_cast<const __m128i *>(a + i));
            const __m128i vb = _mm_loadu_si128(reinterpret_cast<const __m128i *>(b + j));
            const __m128i same = _mm_or_si128(
                _mm_or_si128(_mm_cmpeq_epi32(va, vb), _mm_cmpeq_epi32(va, _mm_shuffle_epi32(vb, 0x39))),
                _mm_or_si128(_mm_cmpeq_epi32(va, _mm_shuffle_epi32(vb, 0x4e)),
                             _mm_cmpeq_epi32(va, _mm_shuffle_epi32(vb, 0x93))));
            // The number of bits of the 4-bit mask, from a table of nibbles (no POPCNT in x86-64's
            // baseline).
            shared += (0x4332322132212110ull >> (_mm_movemask_ps(_mm_castsi128_ps(same)) * 4)) & 0xf;
            const std::uint64_t lastA = a[i + 3], lastB = b[j + 3];
            i += ((~(lastB - lastA)) >> 63) << 2; // + 4 when lastA <= lastB
            j += ((~(lastA - lastB)) >> 63) << 2; // + 4 when lastB <= lastA
        }
        if (shared + std::min(na - i, nb - j) < need)
            return shared;
    }
#endif
    // A merge without branches on the values.
    while (i < na && j < nb) {
        for (int step = 0; step < 64 && i < na && j < nb; ++step) {
            const std::uint32_t va = a[i];
            const std::uint32_t vb = b[j];
            shared += va == vb;
            i += va <= vb;
            j += vb <= va;
        }
        if (shared + std::min(na - i, nb - j) < need)
            return shared;
    }
    return shared;
}

std::size_t neededShared(std::size_t sizeA, std::size_t sizeB, const MatchParams &params)
{
    // The fewest shared shingles that reach a threshold: r >= t needs |x n y| >= t(|x| + |y|) / (1 + t).
    const double t = params.threshold;
    const double c = params.containmentThreshold;
    return std::size_t(std::ceil(
        std::min({t * double(sizeA + sizeB) / (1.0 + t), c * double(sizeA), c * double(sizeB)}) - 1e-9));
}

ScoredPair exactPair(qint64 a, qint64 b, std::uint32_t sizeA, std::uint32_t sizeB, std::uint32_t shared)
{
    const double unionSize = double(sizeA) + double(sizeB) - double(shared);
    return ScoredPair{a,
                      b,
                      unionSize > 0 ? double(shared) / unionSize : 0.0,
                      sizeA == 0 ? 0.0 : double(shared) / double(sizeA),
                      sizeB == 0 ? 0.0 : double(shared) / double(sizeB),
                      0,
                      true};
}

Result<ScoredPair> ExactComparer::compare(const DocumentInfo &docA, const DocumentInfo &docB,
                                          const Fingerprint128 *expectA, const Fingerprint128 *expectB,
                                          const MatchParams *atLeast, SettledCounts *counts)
{
    auto a = shingles(docA, expectA);
    if (!a)
        return a.status();
    auto b = shingles(docB, expectB);
    if (!b)
        return b.status();
    const std::vector<std::uint32_t> &x = **a; // both held: valid whatever the cache evicts
    const std::vector<std::uint32_t> &y = **b;
    const std::size_t need = atLeast ? neededShared(x.size(), y.size(), *atLeast) : 0;
    const std::size_t shared = sharedShingles(x, y, need);
    if (counts) {
        counts->sizeA = std::uint32_t(x.size());
        counts->sizeB = std::uint32_t(y.size());
        // Given up below `need`: all that is known is that they share fewer.
        counts->shared = shared < need ? kSharedBelow | std::uint32_t(need - 1) : std::uint32_t(shared);
    }
    return exactPair(docA.id, docB.id, std::uint32_t(x.size()), std::uint32_t(y.size()),
                     std::uint32_t(shared));
}

Result<ExactSettling> settleExactly(IndexStore &store, const SketchTable &table, const MatchParams &params,
                                    MatchResult &result, const std::atomic_bool *cancel,
                                    const MatchProgressFn &progress, const ShingleSpill *spill,
                                    const std::vector<SettledCounts> *earlierCounts)
{
    ExactSettling settling;
    if (result.uncertain.empty())
        return settling;
    const auto started = std::chrono::steady_clock::now();
    // By their first document: its shingle set is read once for all its pairs.
    std::sort(result.uncertain.begin(), result.uncertain.end(), [](const ScoredPair &x, const ScoredPair &y) {
        return std::tie(x.docA, x.docB) < std::tie(y.docA, y.docB);
    });
    // What to read: the locators and the shingle fingerprints sketched.
    std::vector<qint64> ids;
    for (const ScoredPair &p : result.uncertain)
        ids.push_back(p.docA), ids.push_back(p.docB);
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    // Each document once, by its place in `ids` (a map of places, no node a document: looking
    // up both documents of every pair in two hash maps of nodes, locators and fingerprints, was
    // about a sixth of settling's samples at 10^6 files). Documents the scan's spill holds are read from it
    // by their id alone (a first scan's settling looks nothing up: 13 449 look-ups were 0.09 s of
    // /usr/include's); the others' locators come from the index. A document without both is settled by
    // estimate.
    struct Settled
    {
        DocumentInfo info; // id 0: not in the index
        Fingerprint128 sketched;
        bool sketchedAs = false; // its shingle fingerprint in the table
    };
    std::vector<Settled> docs(ids.size());
    U64Map<std::uint32_t> placeOf; // by document id
    placeOf.reserve(ids.size());
    for (std::size_t i = 0; i < ids.size(); ++i)
        *placeOf.tryEmplace(std::uint64_t(ids[i])).first = std::uint32_t(i);
    auto settledOf = [&](qint64 id) -> const Settled * {
        const std::uint32_t *at = placeOf.find(std::uint64_t(id));
        return at ? &docs[*at] : nullptr;
    };
    std::vector<qint64> unspilled;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        if (spill && spill->contains(ids[i]))
            docs[i].info.id = ids[i];
        else
            unspilled.push_back(ids[i]);
    }
    {
        auto locators = store.documents().infos(unspilled);
        if (!locators)
            return locators.status();
        for (auto &[id, info] : *locators)
            if (const std::uint32_t *at = placeOf.find(std::uint64_t(id)))
                docs[*at].info = std::move(info);
    }
    for (std::size_t i = 0; i < table.size(); ++i)
        if (const std::uint32_t *at = placeOf.find(std::uint64_t(table.docId(i)))) {
            docs[*at].sketched = table.shingleFingerprint(i);
            docs[*at].sketchedAs = true;
        }
    const SketchParams sketchParams = store.settings().sketchParamsOrDefault();

    // Contiguous runs of pairs (sorted by docA) per thread, each with its own analyzer, cache
    // and (for web archives) connection.
    const int threads = threadCount(params.threads);
    const std::size_t chunk = 256;
    const std::size_t chunks = (result.uncertain.size() + chunk - 1) / chunk;
    struct Worker
    {
        std::unique_ptr<IndexStore> store;
        std::unique_ptr<ExactComparer> comparer;
    };
    std::vector<Worker> workers(static_cast<std::size_t>(threads));
    std::vector<std::vector<ScoredPair>> kept(chunks), byEstimate(chunks);
    std::vector<std::vector<SettledCounts>> counts(chunks);
    std::atomic<std::size_t> done{0}, verified{0}, pairs{0}, fromBefore{0};
    // What earlier settlings counted, by content (sorted by (a, b)).
    std::vector<SettledCounts> read;
    if (!earlierCounts)
        if (auto stored = store.pairs().settled(); stored)
            read = std::move(stored).value();
    const std::vector<SettledCounts> &earlier = earlierCounts ? *earlierCounts : read;
    auto report = [&] {
        if (!progress)
            return;
        MatchProgress p;
        p.phase = MatchProgress::Phase::Reading;
        p.done = done.load();
        p.total = result.uncertain.size();
        p.pairs = pairs.load();
        progress(p);
    };
    report();
    parallelFor(
        chunks, threads,
        [&](std::size_t item, int w) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                return;
            Worker &me = workers[std::size_t(w)];
            if (!me.comparer) {
                if (auto opened = IndexStore::open(store.path(), IndexStore::Mode::ReadOnly); opened)
                    me.store = std::move(opened).value();
                me.comparer = std::make_unique<ExactComparer>(sketchParams, me.store.get(), spill);
            }
            const std::size_t from = item * chunk;
            const std::size_t to = std::min(result.uncertain.size(), from + chunk);
            for (std::size_t i = from; i < to; ++i) {
                const ScoredPair &p = result.uncertain[i];
                const Settled *da = settledOf(p.docA);
                const Settled *db = settledOf(p.docB);
                if (!da || !db || da->info.id == 0 || db->info.id == 0 || !da->sketchedAs ||
                    !db->sketchedAs) {
                    byEstimate[item].push_back(p);
                    continue;
                }
                // Counted by an earlier settling (the same two shingle sets)?
                const bool swapped = da->sketched.low > db->sketched.low;
                SettledCounts key{swapped ? db->sketched.low : da->sketched.low,
                                  swapped ? da->sketched.low : db->sketched.low};
                const auto before = std::lower_bound(earlier.begin(), earlier.end(), key, inContentOrder);
                std::optional<ScoredPair> e;
                if (before != earlier.end() && before->a == key.a && before->b == key.b) {
                    const std::uint32_t sizeA = swapped ? before->sizeB : before->sizeA;
                    const std::uint32_t sizeB = swapped ? before->sizeA : before->sizeB;
                    if (!(before->shared & kSharedBelow)) {
                        e = exactPair(p.docA, p.docB, sizeA, sizeB, before->shared);
                    } else if ((before->shared & ~kSharedBelow) < neededShared(sizeA, sizeB, params)) {
                        e = exactPair(p.docA, p.docB, sizeA, sizeB, 0); // below the thresholds asked
                        e->resemblance = e->containmentAInB = e->containmentBInA = -1;
                    }
                    if (e) {
                        counts[item].push_back(*before);
                        ++fromBefore;
                    }
                }
                if (!e) {
                    SettledCounts c;
                    auto compared =
                        me.comparer->compare(da->info, db->info, &da->sketched, &db->sketched, &params, &c);
                    if (!compared) {
                        byEstimate[item].push_back(p);
                        continue;
                    }
                    e = *compared;
                    key.sizeA = swapped ? c.sizeB : c.sizeA;
                    key.sizeB = swapped ? c.sizeA : c.sizeB;
                    key.shared = c.shared;
                    counts[item].push_back(key);
                }
                ++verified;
                if (e->resemblance >= params.threshold || e->containmentAInB >= params.containmentThreshold ||
                    e->containmentBInA >= params.containmentThreshold) {
                    ScoredPair exact = *e;
                    exact.sources = p.sources;
                    kept[item].push_back(exact);
                    ++pairs;
                }
            }
            done += to - from;
        },
        report);
    if (cancel && cancel->load())
        return Status::error(Status::Code::Cancelled, QStringLiteral("matching was cancelled"));
    std::vector<ScoredPair> exact, rest;
    for (std::size_t i = 0; i < chunks; ++i) {
        exact.insert(exact.end(), kept[i].begin(), kept[i].end());
        rest.insert(rest.end(), byEstimate[i].begin(), byEstimate[i].end());
    }
    for (std::vector<SettledCounts> &c : counts)
        settling.counts.insert(settling.counts.end(), c.begin(), c.end());
    settling.fromBefore = fromBefore.load();
    settling.verified = verified.load();
    settling.kept = exact.size();
    settling.byEstimate = rest.size();
    settling.documentsRead = ids.size();
    for (const Worker &w : workers)
        if (w.comparer)
            settling.documentsReadAgain += w.comparer->documentsReadAgain();
    result.uncertain = std::move(rest); // settled by their estimates afterwards
    result.addPairs(std::move(exact));
    settling.seconds = secondsSince(started);
    return settling;
}

} // namespace lookalike
