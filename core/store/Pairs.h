#pragma once

#include "base/Status.h"
#include "match/Matcher.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace lookalike {

class Database;

// What matching found (tables pair_blocks, equivalents; formats in CompactRows.h), the
// exact figures computed since (exact_pairs) and the pairs the user said are no duplicates
// (ignored_pairs).
class Pairs
{
public:
    explicit Pairs(Database &db)
        : m_db(db)
    {}

    // Replaces what matching found (pairs in blocks, the equivalence groups, the representatives
    // it ran over) and records the parameters it ran at (Settings::storedMatch); the sketches
    // kept for the previous matching (Sketches::retired) are dropped. Joins the caller's transaction if one
    // is open, else runs in one of its own.
    Status replace(const MatchResult &result, const MatchParams &params);
    // What matching found, as found (groups apart), the pairs restricted to resemblance >=
    // minResemblance or containment (either way) >= minContainment. A group whose naming
    // document has left the index is named after its lowest member; pairs of documents that
    // left are gone. Ignored pairs are still in; exact figures are not applied.
    Result<MatchResult> matches(double minResemblance = 0, double minContainment = 2);
    // Every pair written out (the groups' too) with resemblance >= minResemblance or
    // containment (either way) >= minContainment, exact figures where computed, but for the
    // ignored ones. As large as the answer.
    Result<std::vector<ScoredPair>> list(double minResemblance = 0, double minContainment = 2);

    // How many pairs fall in each of `buckets` equal bins of resemblance over [0, 1], the
    // pairs of equivalence groups written out (not ignored ones, estimates): for charts.
    // Reads the blocks one at a time.
    Result<std::vector<qint64>> resemblanceHistogram(int buckets);

    // The pairs the user marked as not duplicates (doc_a < doc_b), sorted.
    Result<std::vector<std::pair<qint64, qint64>>> ignored();
    // Remembers pairs the user says are not duplicates: list() leaves them out from now on.
    // Joins the caller's transaction if one is open, else runs in one of its own.
    // The pairs ignored together are one batch (numbered after the newest).
    Status ignore(const std::vector<std::pair<qint64, qint64>> &pairs);
    // Forgets the newest batch of ignored pairs (Undo Ignore): the pairs it held (none if
    // nothing was ignored since schema 10). Joins the caller's transaction if one is open.
    Result<std::vector<std::pair<qint64, qint64>>> unignoreNewest();
    // The representatives the last matching ran over (MatchResult::representatives, table
    // matched_blocks), sorted by document id; empty when not recorded.
    Result<std::vector<MatchedDocument>> matchedRepresentatives();
    // Forgets them: the next matching matches every document.
    Status forgetMatchedRepresentatives();
    // The common band buckets and sample keys of the last matching (MatchResult::common,
    // written by replace()); not known (an index matched before they were kept, or by the
    // distributed job): the next matching matches everything.
    Result<CommonKeys> matchedCommonKeys();

    // The counts the last matching settled by (table settled_blocks), sorted by (a, b).
    Result<std::vector<SettledCounts>> settled();
    // Replaces them (joins the caller's transaction if one is open).
    // `stored`: how many pairs' counts are kept (one each).
    Status replaceSettled(std::vector<SettledCounts> counts, std::size_t *stored = nullptr);

    // Stores exact figures for one pair (kept until either document changes or leaves).
    Status setExact(const ScoredPair &pair);
    // Drops the exact figures of a document (it changed).
    Status forgetExact(qint64 docId);
    // Drops the pairs of documents that left the index (but for groups' names), and counts
    // the stored pairs again (Settings::storedPairCount).
    Status forget(const std::vector<qint64> &removed);

private:
    Status forgetPairsOf(const std::vector<qint64> &removed);
    Status writeBlocks(const std::vector<ScoredPair> &pairs);
    Status writeCommonKeys(const CommonKeys &common);
    Status readBlocks(double minResemblance, double minContainment, std::vector<ScoredPair> &out);
    Database &m_db;
};

} // namespace lookalike
