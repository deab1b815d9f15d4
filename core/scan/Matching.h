#pragma once

#include "base/Status.h"
#include "cluster/ClusterPolicy.h"
#include "match/Matcher.h"
#include "scan/DocumentAnalyzer.h"
#include "scan/FreshSketches.h"
#include "scan/ShingleSpill.h"
#include "sketch/Estimate.h"
#include "store/IndexStore.h"

#include <atomic>
#include <list>
#include <memory>
#include <span>
#include <vector>

namespace lookalike {

// Matching and clustering over an index (the phases after the scan). All calls run on the
// calling thread with the caller's IndexStore (which belongs to that thread).

// How the uncertain pairs of a matching run were settled.
struct ExactSettling
{
    std::size_t verified = 0;   // pairs compared exactly
    std::size_t kept = 0;       // of them, at a threshold
    std::size_t byEstimate = 0; // left to their estimates: a document could not be read again or had changed
    std::size_t documentsRead = 0;      // documents the pairs involve
    std::size_t documentsReadAgain = 0; // of them, read and analysed again (not in the scan's spill)
    std::size_t fromBefore = 0;         // of the pairs compared, taken from an earlier settling
    double seconds = 0;
    // The counts of every pair compared exactly, by content (Pairs::replaceSettled): the next
    // settling takes the pairs of documents that did not change from them.
    std::vector<SettledCounts> counts;
};

struct MatchSummary
{
    Status status;
    MatchStats stats;
    ExactSettling exact;
    double loadSeconds = 0;        // reading the sketches
    bool sketchesFromScan = false; // the table was the scan's (FreshSketches), not read back
    double storeSeconds = 0;       // writing the pairs
    double seconds = 0;            // all of it
};

// Loads every sketch, finds the pairs at `params` and replaces the stored pairs; records the
// thresholds and the common-shingle cut used (settings match_threshold, match_containment,
// match_common_cutoff) so later queries know what the stored pairs cover and match alike.
// Pairs whose estimates are too close to a threshold to decide are settled exactly from the
// documents when `exact` (settleExactly), else by their estimates. `progress` is called on
// the calling thread; `cancel` stops it within a fraction of a second (Status::Cancelled,
// the stored pairs unchanged).
enum class Settle
{
    Exactly,
    ByEstimate
};
// A matching on the basis the stored pairs were found on (Settings::matchBasis) matches only
// the documents whose content is new since (PreviousMatch in match/Matcher.h), with the same
// result as matching all of them.
//
// `spill`: the exact shingle sets a scan just kept, where settling takes them from before
// reading documents again. `fresh`: the sketches it stored, taken as the table when they are
// the whole index's (FreshSketches::take) instead of reading them back.
MatchSummary matchIndex(IndexStore &store, const MatchParams &params,
                        const std::atomic_bool *cancel = nullptr, const MatchProgressFn &progress = {},
                        Settle settle = Settle::Exactly, const ShingleSpill *spill = nullptr,
                        FreshSketches *fresh = nullptr);

// Everything a matching's result depends on besides the sketches: its thresholds, cut-off,
// recall and how its uncertain pairs are settled (the basis matchIndex keeps and compares).
QString matchBasis(const MatchParams &params);

// Exact resemblance and containments of two documents, read again from their files (or the
// reason they cannot be). Keeps recently read shingle sets (sorted, up to kCacheBytes).
// One instance per thread.
class ExactComparer
{
public:
    static constexpr std::size_t kCacheBytes = std::size_t(32) << 20;
    // With a store, documents of web archives are read back from their records.
    // With a spill, the documents it holds are taken from it, not read again.
    explicit ExactComparer(const SketchParams &params, IndexStore *store = nullptr,
                           const ShingleSpill *spill = nullptr);
    // With `expectA`/`expectB`, a document whose shingle set is no longer the one sketched
    // (the file changed since) fails with Corrupt. With `atLeast`, a pair that cannot reach its
    // thresholds is left as soon as that is known: its figures are then lower bounds, below them.
    // `counts`: set to the sizes of both sets and what they share (exactPair makes the figures).
    Result<ScoredPair> compare(const DocumentInfo &a, const DocumentInfo &b,
                               const Fingerprint128 *expectA = nullptr,
                               const Fingerprint128 *expectB = nullptr, const MatchParams *atLeast = nullptr,
                               SettledCounts *counts = nullptr);
    // A document's sorted shingle set (the high halves of the fingerprints, as ShingleSpill
    // keeps them: exact but for one chance in 2^32 per two shingles of sharing one).
    using ShingleSet = std::shared_ptr<const std::vector<std::uint32_t>>;
    Result<ShingleSet> shingles(const DocumentInfo &doc, const Fingerprint128 *expect = nullptr);
    // How many documents were read and analysed again (not taken from the spill).
    std::size_t documentsReadAgain() const { return m_readAgain; }

private:
    DocumentAnalyzer m_analyzer;
    IndexStore *m_store = nullptr;
    const ShingleSpill *m_spill = nullptr;
    // Sorted shingle sets by document, and the documents from most to least recently used.
    std::list<qint64> m_recent;
    std::unordered_map<qint64, std::pair<ShingleSet, std::list<qint64>::iterator>> m_cache;
    std::pair<qint64, ShingleSet> m_last[2]; // the two sets asked for last, newest first
    std::size_t m_cacheBytes = 0;
    std::vector<std::uint32_t> m_scratch;
    std::size_t m_readAgain = 0;
};

// |x n y| of two ascending sets of distinct values (shingle sets): a binary search in the larger
// for each value of the smaller when it is over 40 times larger (measured: below that, a merge
// four values at a time costs less), else that merge. With `need`, it may give up as
// soon as `need` shared values can no longer be reached, returning what it counted (below `need`).
std::size_t sharedShingles(std::span<const std::uint32_t> x, std::span<const std::uint32_t> y,
                           std::size_t need = 0);
// The exact figures of documents `a` and `b` from the counts of their shingle sets (sizeA,
// sizeB, shared: the fingerprints are not read), marked exact.
ScoredPair exactPair(qint64 a, qint64 b, std::uint32_t sizeA, std::uint32_t sizeB, std::uint32_t shared);

// Settles result.uncertain (Matcher.h) by exact figures: both documents are read again
// (files, or the records of web archives) and compared from their full shingle sets, on
// `threads` threads; the pairs that reach the thresholds join result.pairs marked exact. A
// pair whose document cannot be read again, or changed since it was sketched (its shingle
// set is not the one in `table`), is settled by its estimate. A pair whose two shingle sets
// (by their fingerprints in `table`) were compared by an earlier settling whose counts the
// index keeps (Pairs::settled) is settled from them, without reading either document: a rescan
// reads only what changed. The counts of every pair compared are returned (ExactSettling::
// counts) for the caller to keep; `earlierCounts`: those counts (Pairs::settled) when the
// caller read them already, else they are read here. Cancelled: Status::Cancelled.
Result<ExactSettling> settleExactly(IndexStore &store, const SketchTable &table, const MatchParams &params,
                                    MatchResult &result, const std::atomic_bool *cancel = nullptr,
                                    const MatchProgressFn &progress = {}, const ShingleSpill *spill = nullptr,
                                    const std::vector<SettledCounts> *earlierCounts = nullptr);

// Offers `analyzer` the text the index keeps of document `doc` (DocumentAnalyzer::offerText): a
// stored scan's recognized text, so that its next analysis of those bytes does not recognize
// them again; a part's text (a mailbox's message), which has no file of its own to read.
void offerRecognizedText(DocumentAnalyzer &analyzer, Documents::RecognizedText text, const DocumentInfo &doc);

// Reads a document again and analyses it with `analyzer`: its file, or for a capture of a
// web archive the payload of its record (which needs `store`), or for a part (a message of a
// mailbox) the text the index keeps of it (which needs `store`, or the text offered). Fails with the reason
// (file gone, archive moved...). After it, analyzer.lastText()/shingleSet() hold the document's.
Result<AnalyzedDocument> reanalyze(IndexStore *store, DocumentAnalyzer &analyzer, const DocumentInfo &doc);
// The name an indexed document is analysed under: a file's name, a web page's last path
// segment (a hint only: the bytes and the media type decide).
QString analysisName(const DocumentInfo &doc);
// The same where the capture's record was looked up before (`record`; ignored for a file): for
// threads that have no connection to the index (scan/WordBagFill.h).
Result<AnalyzedDocument> reanalyze(DocumentAnalyzer &analyzer, const DocumentInfo &doc,
                                   const RecordLocation *record);

} // namespace lookalike
