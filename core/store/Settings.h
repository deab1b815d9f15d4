#pragma once

#include "base/Status.h"
#include "cluster/ClusterPolicy.h"
#include "match/Matcher.h"
#include "sketch/Sketch.h"

#include <QString>
#include <optional>

namespace lookalike {

class Database;

// How the window and the CLI cluster an index when asked nothing else: the policy and
// threshold it was last clustered with, else these defaults (the one place they are written).
// CENTER at 70 %: every member resembles its cluster's representative (the copy kept) at 70 %
// or more, so licence boilerplate shared by different files does not chain them into one
// cluster, as union-find at 50 % did (a 66-member "copyright" cluster down to 20 % on
// /usr/share/doc).
struct ClusterChoice
{
    ClusterPolicy policy = ClusterPolicy::Center;
    double threshold = 0.7;
    bool operator==(const ClusterChoice &) const = default;
};

// The index's settings table, typed: what its sketches were made with, the thresholds its
// stored pairs cover, how it was last clustered. Keys are spelled here and nowhere else.
class Settings
{
public:
    explicit Settings(Database &db)
        : m_db(db)
    {}

    // Any setting as text (`fallback` when unset); for settings without a typed accessor.
    Result<QString> value(const QString &key, const QString &fallback = {});
    Status setValue(const QString &key, const QString &value);

    // The sketch parameters of the stored sketches; nullopt before the first scan or import.
    Result<std::optional<SketchParams>> sketchParams();
    // ... or the defaults.
    SketchParams sketchParamsOrDefault();
    Status setSketchParams(const SketchParams &params);

    // The thresholds and common-shingle cut the stored pairs were found at; nullopt if the
    // index was never matched.
    Result<std::optional<MatchParams>> storedMatch();
    // Records a matching run: its parameters and how many pairs (groups expanded) it stored.
    Status setStoredMatch(const MatchParams &params, qint64 pairs);
    // Forgets the last matching run (its parameters, pair count, basis and uncertain pairs): the
    // sketches it ran over are gone (Sketches::dropAll, finishResketch).
    Status forgetStoredMatch();
    // Everything the stored pairs depend on besides the documents (matchBasis in
    // scan/Matching.h): a matching on the same basis matches only what changed.
    // With it, how many pairs that matching left uncertain (MatchStats::uncertain).
    // And the distance from which that matching decided uncertain pairs by their estimates
    // (MatchStats::uncertainCut; -1: it did not).
    struct MatchBasis
    {
        QString basis;
        qint64 uncertain = 0;
        double uncertainCut = -1;
        qint64 uncertainCutBudget = 0; // the budget it was chosen under
    };
    Result<MatchBasis> matchBasis();
    Status setMatchBasis(const MatchBasis &basis);
    // The pairs the last matching stored (groups expanded); nullopt if not recorded.
    Result<std::optional<qint64>> storedPairCount();
    // The same after documents left (Pairs::forget).
    Status setStoredPairCount(qint64 pairs);

    // How the index was last clustered; nullopt if never.
    Result<std::optional<ClusterChoice>> clusterChoice();
    // ... or the defaults (ClusterChoice{}) when never, or when unreadable.
    ClusterChoice clusterChoiceOrDefault();
    Status setClusterChoice(const ClusterChoice &choice);

    // What the stored results were computed from. The documents' generation grows with every
    // transaction that adds, changes or removes documents (Documents does it); the stored
    // pairs, clusters and related documents each record the generation they were computed at,
    // so that a question about an unchanged collection is answered from what is stored (a
    // rescan that changed nothing matches nothing again) and a stale answer is known as one.
    enum class Derived
    {
        Pairs,
        Clusters,
        Related
    };
    Result<qint64> documentsGeneration();
    Status bumpDocumentsGeneration();
    // The documents' generation `what` was computed at; -1 when never (or before generations).
    Result<qint64> generationOf(Derived what);
    Status setGeneration(Derived what, qint64 generation);
    // Whether `what` was computed at the documents' current generation.
    Result<bool> isCurrent(Derived what);

private:
    Database &m_db;
};

} // namespace lookalike
