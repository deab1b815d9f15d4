#include "MatchAndCluster.h"

#include "sketch/Estimate.h"

#include <algorithm>

namespace lookalike::usecase {

Coverage coverageFor(const ClusterChoice &choice)
{
    if (!policyUsesThreshold(choice.policy))
        return {};
    if (choice.policy == ClusterPolicy::Containment)
        return {2, choice.threshold};
    return {choice.threshold, 2};
}

std::optional<MatchParams> rematchFor(const std::optional<MatchParams> &stored, Coverage asked)
{
    const bool resemblanceAsked = asked.resemblance <= 1.0;
    const bool containmentAsked = asked.containment <= 1.0;
    const double wantR = std::max(asked.resemblance, kLowestMatchThreshold);
    const double wantC = std::max(asked.containment, kLowestMatchThreshold);
    if (stored && (!resemblanceAsked || wantR >= stored->threshold) &&
        (!containmentAsked || wantC >= stored->containmentThreshold))
        return std::nullopt;
    MatchParams again = stored.value_or(MatchParams{});
    if (resemblanceAsked)
        again.threshold = std::min(again.threshold, wantR);
    if (containmentAsked)
        again.containmentThreshold = std::min(again.containmentThreshold, wantC);
    return again;
}

MatchParams matchParamsAfterScan(const std::optional<MatchParams> &asked,
                                 const std::optional<MatchParams> &stored, const ClusterChoice &next)
{
    MatchParams p = asked ? *asked : stored.value_or(MatchParams{});
    // Not below the floor, even when asked (--match-threshold 0 would pair everything).
    p.threshold = std::max(p.threshold, kLowestMatchThreshold);
    p.containmentThreshold = std::max(p.containmentThreshold, kLowestMatchThreshold);
    const Coverage need = coverageFor(next);
    if (need.resemblance <= 1.0)
        p.threshold = std::min(p.threshold, std::max(need.resemblance, kLowestMatchThreshold));
    if (need.containment <= 1.0)
        p.containmentThreshold =
            std::min(p.containmentThreshold, std::max(need.containment, kLowestMatchThreshold));
    return p;
}

MatchParams decidingAt(MatchParams params, const std::optional<ClusterChoice> &choice)
{
    if (!choice || !policyUsesThreshold(choice->policy))
        return params;
    if (choice->policy == ClusterPolicy::Containment) {
        if (choice->threshold != params.containmentThreshold)
            params.clusterContainment = choice->threshold;
    } else if (choice->threshold != params.threshold) {
        params.clusterResemblance = choice->threshold;
    }
    return params;
}

std::optional<MatchSummary> ensureMatched(IndexStore &store, Coverage asked, const std::atomic_bool *cancel,
                                          const MatchProgressFn &progress,
                                          const std::optional<ClusterChoice> &choice)
{
    auto stored = store.settings().storedMatch();
    if (!stored) {
        MatchSummary failed;
        failed.status = stored.status();
        return failed;
    }
    const std::optional<MatchParams> again = rematchFor(*stored, asked);
    if (!again)
        return std::nullopt;
    return matchIndex(store, decidingAt(*again, choice), cancel, progress);
}

namespace {

// The figures of two documents no stored pair has, estimated from their sketches.
PairEstimator sketchEstimator(IndexStore &store)
{
    return [&store](qint64 a, qint64 b) -> std::optional<ScoredPair> {
        auto sa = store.sketches().of(a);
        auto sb = store.sketches().of(b);
        if (!sa || !sb)
            return std::nullopt;
        const ResemblanceEstimate e = estimate(*sa, *sb);
        return ScoredPair{a, b, e.resemblance, e.containmentAInB, e.containmentBInA, 0};
    };
}

bool needsMinHash(ClusterPolicy policy)
{
    return policy == ClusterPolicy::VerySimilar || policy == ClusterPolicy::VirtuallyIdentical ||
           policy == ClusterPolicy::SuperShingle;
}

// What the keep rule is made of: the copies marked to keep and the reference folders.
struct KeepLists
{
    QStringList keep;
    QStringList references;
};
Result<KeepLists> keepLists(IndexStore &store)
{
    auto folders = store.folders().list();
    if (!folders)
        return folders.status();
    auto keep = store.folders().keepPaths();
    if (!keep)
        return keep.status();
    return KeepLists{*keep, referenceFolders(*folders)};
}

} // namespace

Result<KeepRule> keepRule(IndexStore &store)
{
    auto lists = keepLists(store);
    if (!lists)
        return lists.status();
    return KeepRule(lists->keep, lists->references);
}

Status prepareClusterInputs(IndexStore &store, const ClusterChoice &choice)
{
    auto generation = store.settings().documentsGeneration();
    if (!generation)
        return generation.status();
    const bool minHash = needsMinHash(choice.policy);
    auto lists = keepLists(store);
    if (!lists)
        return lists.status();
    // The documents as the last clustering on this connection read them, while neither they
    // nor the keep rule changed (a threshold moved); else read again.
    const QString ruleKey = lists->keep.join(QChar(0)) + QChar(1) + lists->references.join(QChar(0));
    IndexStore::ClusterInputs &cached = store.clusterInputs();
    if (cached.documents && cached.generation == *generation && cached.withMinHash == minHash &&
        cached.rule == ruleKey)
        return Status::ok();
    cached = {};
    const KeepRule rule(lists->keep, lists->references);
    auto facts = std::make_shared<DocumentFacts>();
    auto read = store.sketches().clusterDocuments(minHash, &rule, facts.get());
    if (!read)
        return read.status();
    cached = {*generation, minHash, ruleKey,
              std::make_shared<const std::vector<ClusterDocument>>(std::move(read).value()),
              std::move(facts)};
    return Status::ok();
}

Result<std::vector<Cluster>> clusterIndex(IndexStore &store, const ClusterChoice &choice)
{
    if (Status s = prepareClusterInputs(store, choice); !s)
        return s;
    IndexStore::ClusterInputs &cached = store.clusterInputs();
    const qint64 generation = cached.generation;
    const bool minHash = cached.withMinHash;
    const std::shared_ptr<const std::vector<ClusterDocument>> docs = cached.documents;
    const std::shared_ptr<const DocumentFacts> facts = cached.facts;
    if (!store.keepsClusterInputs())
        cached = {};
    MatchResult matches;
    std::vector<std::pair<qint64, qint64>> ignored;
    if (policyUsesThreshold(choice.policy) || minHash) {
        const Coverage need = coverageFor(choice);
        auto stored = store.pairs().matches(need.resemblance, need.containment);
        if (!stored)
            return stored.status();
        matches = std::move(stored).value();
        auto ignoredPairs = store.pairs().ignored();
        if (!ignoredPairs)
            return ignoredPairs.status();
        ignored = std::move(ignoredPairs).value();
    }
    std::vector<Cluster> clusters =
        clusterDocuments(*docs, matches, choice.policy, choice.threshold, sketchEstimator(store), ignored);
    if (Status s = store.clusters().replace(clusters, choice, facts.get()); !s)
        return s;
    if (Status s = store.settings().setGeneration(Settings::Derived::Clusters, generation); !s)
        return s;
    return clusters;
}

namespace {

ClusterOutcome clusterAfter(IndexStore &store, const ClusterChoice &choice, ClusterOutcome outcome)
{
    outcome.choice = choice;
    if (outcome.matching && !outcome.matching->status.isOk()) {
        outcome.status = outcome.matching->status;
        return outcome;
    }
    auto clusters = clusterIndex(store, choice);
    if (!clusters) {
        outcome.status = clusters.status();
        return outcome;
    }
    outcome.clusters = qint64(clusters->size());
    for (const Cluster &c : *clusters)
        outcome.documents += qint64(c.members.size());
    return outcome;
}

} // namespace

ClusterOutcome cluster(IndexStore &store, const ClusterChoice &choice, const std::atomic_bool *cancel,
                       const MatchProgressFn &progress)
{
    ClusterOutcome outcome;
    outcome.matching = ensureMatched(store, coverageFor(choice), cancel, progress, choice);
    return clusterAfter(store, choice, std::move(outcome));
}

ClusterOutcome matchAndCluster(IndexStore &store, const std::optional<MatchParams> &asked,
                               const std::optional<ClusterChoice> &choice, const std::atomic_bool *cancel,
                               const MatchProgressFn &progress, Settle settle, const ShingleSpill *spill,
                               FreshSketches *fresh)
{
    ClusterOutcome outcome;
    const ClusterChoice next = choice ? *choice : store.settings().clusterChoiceOrDefault();
    auto stored = store.settings().storedMatch();
    if (!stored) {
        outcome.status = stored.status();
        return outcome;
    }
    const MatchParams wanted = matchParamsAfterScan(asked, *stored, next);
    // Nothing changed since the stored pairs (a rescan of unchanged folders): no matching.
    auto pairsCurrent = store.settings().isCurrent(Settings::Derived::Pairs);
    if (!pairsCurrent) {
        outcome.status = pairsCurrent.status();
        return outcome;
    }
    const bool sameParams = *stored && (*stored)->threshold == wanted.threshold &&
                            (*stored)->containmentThreshold == wanted.containmentThreshold &&
                            (*stored)->commonShingleCutoff == wanted.commonShingleCutoff;
    if (!sameParams || !*pairsCurrent)
        outcome.matching =
            matchIndex(store, decidingAt(wanted, next), cancel, progress, settle, spill, fresh);
    if (!outcome.matching) {
        // ... nor clustering, when the stored clusters are of this choice and these pairs.
        auto clustersCurrent = store.settings().isCurrent(Settings::Derived::Clusters);
        auto storedChoice = store.settings().clusterChoice();
        if (clustersCurrent && *clustersCurrent && storedChoice && *storedChoice && **storedChoice == next) {
            auto count = store.clusters().count();
            if (!count) {
                outcome.status = count.status();
                return outcome;
            }
            outcome.choice = next;
            outcome.clusters = count->clusters;
            outcome.documents = count->documents;
            outcome.unchanged = true;
            return outcome;
        }
    }
    // Related documents are not found here: they are stale now (relatedCurrent) and found
    // when asked for (ensureRelated).
    return clusterAfter(store, next, std::move(outcome));
}

} // namespace lookalike::usecase
