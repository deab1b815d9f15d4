// Clustering policies over stored pairs and fingerprints.
#include "cluster/ClusterPolicy.h"
#include "cluster/KeepRule.h"
#include "cluster/UnionFind.h"

#include <QRandomGenerator>
#include <QTest>

using namespace lookalike;

namespace {

std::vector<ClusterDocument> documents(int n)
{
    std::vector<ClusterDocument> docs(n);
    for (int i = 0; i < n; ++i) {
        docs[i].docId = 100 + i;
        docs[i].raw = docs[i].lexical = docs[i].shingle = Fingerprint128{std::uint64_t(i + 1), 7};
    }
    return docs;
}

ScoredPair pair(qint64 a, qint64 b, double r, double cab = -1, double cba = -1)
{
    return {a, b, r, cab < 0 ? r : cab, cba < 0 ? r : cba, FoundByBanding};
}

// Members of each cluster as sorted id lists, the representative first.
QList<QList<qint64>> shape(const std::vector<Cluster> &clusters)
{
    QList<QList<qint64>> out;
    for (const Cluster &c : clusters) {
        QList<qint64> ids;
        for (const ClusterMember &m : c.members)
            ids << m.docId;
        std::sort(ids.begin() + 1, ids.end());
        out << ids;
    }
    return out;
}

} // namespace

class TestClusterPolicy : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void unionFind()
    {
        UnionFind sets(6);
        QVERIFY(sets.unite(0, 1));
        QVERIFY(sets.unite(1, 2));
        QVERIFY(!sets.unite(0, 2));
        QCOMPARE(sets.sizeOf(2), 3u);
        QCOMPARE(sets.find(0), sets.find(2));
        QVERIFY(sets.find(3) != sets.find(0));
    }

    void names()
    {
        for (const QString &name : policyNames())
            QCOMPARE(policyName(*policyFromName(name)), name);
        QVERIFY(!policyFromName(QStringLiteral("nope")));
    }

    // A chain A~B~C~D where A and D are far apart: union merges it, CENTER does not.
    void chainingUnionVersusCenter()
    {
        const auto docs = documents(4);
        const std::vector<ScoredPair> pairs = {pair(100, 101, 0.9), pair(101, 102, 0.7), pair(102, 103, 0.9),
                                               pair(100, 102, 0.55), pair(101, 103, 0.5)};
        const auto u = clusterDocuments(docs, pairs, ClusterPolicy::Union, 0.5);
        QCOMPARE(u.size(), std::size_t(1));
        QCOMPARE(u[0].members.size(), std::size_t(4));
        const auto c = clusterDocuments(docs, pairs, ClusterPolicy::Center, 0.5);
        // Edges by weight: (100,101) 0.9 -> centre 100 + 101; (102,103) 0.9 -> centre 102 + 103.
        QCOMPARE(shape(c), (QList<QList<qint64>>{{100, 101}, {102, 103}}));
        QCOMPARE(c[0].members[1].resemblance, 0.9);
        // Above the threshold only the strong pairs remain.
        QCOMPARE(shape(clusterDocuments(docs, pairs, ClusterPolicy::Union, 0.8)).size(), 2);
    }

    // Ids far apart (documents looked up in a hash map, not a vector over the ids) cluster as
    // dense ones do.
    void sparseIdsAsDense()
    {
        auto dense = documents(4);
        auto sparse = documents(4);
        const qint64 step = qint64(1) << 40;
        for (std::size_t i = 0; i < sparse.size(); ++i)
            sparse[i].docId = qint64(i + 1) * step;
        const std::vector<ScoredPair> densePairs = {pair(100, 101, 0.9), pair(101, 102, 0.7),
                                                    pair(102, 103, 0.9), pair(100, 102, 0.55)};
        std::vector<ScoredPair> sparsePairs = densePairs;
        for (ScoredPair &p : sparsePairs) {
            p.docA = (p.docA - 99) * step;
            p.docB = (p.docB - 99) * step;
        }
        for (ClusterPolicy policy : {ClusterPolicy::Union, ClusterPolicy::Center}) {
            QList<QList<qint64>> expected = shape(clusterDocuments(dense, densePairs, policy, 0.5));
            for (QList<qint64> &ids : expected)
                for (qint64 &id : ids)
                    id = (id - 99) * step;
            QCOMPARE(shape(clusterDocuments(sparse, sparsePairs, policy, 0.5)), expected);
        }
        QCOMPARE(shape(clusterDocuments(sparse, sparsePairs, ClusterPolicy::Center, 0.5)).size(), 2);
    }

    void containmentGroups()
    {
        const auto docs = documents(4);
        // 101 and 102 are excerpts of 100; 103 resembles 100 but is not contained.
        const std::vector<ScoredPair> pairs = {pair(100, 101, 0.3, 0.3, 1.0), pair(100, 102, 0.2, 0.2, 0.95),
                                               pair(100, 103, 0.6, 0.7, 0.7)};
        const auto c = clusterDocuments(docs, pairs, ClusterPolicy::Containment, 0.8);
        QCOMPARE(shape(c), (QList<QList<qint64>>{{100, 101, 102}}));
        const ClusterMember &excerpt = c[0].members[1].docId == 101 ? c[0].members[1] : c[0].members[2];
        QCOMPARE(excerpt.containedInRep, 1.0);
        QCOMPARE(excerpt.containsRep, 0.3);
    }

    void exactLevels()
    {
        auto docs = documents(5);
        docs[1].raw = docs[0].raw; // 0, 1 identical
        docs[1].lexical = docs[0].lexical;
        docs[2].lexical = docs[0].lexical;                                     // 2 lexically equivalent
        docs[1].shingle = docs[2].shingle = docs[3].shingle = docs[0].shingle; // 3 shingle equivalent
        QCOMPARE(shape(clusterDocuments(docs, std::vector<ScoredPair>{}, ClusterPolicy::Identical, 0)),
                 (QList<QList<qint64>>{{100, 101}}));
        QCOMPARE(shape(clusterDocuments(docs, std::vector<ScoredPair>{}, ClusterPolicy::Lexical, 0)),
                 (QList<QList<qint64>>{{100, 101, 102}}));
        QCOMPARE(shape(clusterDocuments(docs, std::vector<ScoredPair>{}, ClusterPolicy::Shingle, 0)),
                 (QList<QList<qint64>>{{100, 101, 102, 103}}));
    }

    // Fetterly's presets: 6 supershingles of 14 MinHash values.
    void superShinglePresets()
    {
        QRandomGenerator rng(9);
        auto docs = documents(4);
        std::vector<std::uint32_t> base(128);
        for (auto &v : base)
            v = rng.generate();
        docs[0].minHash = base;
        docs[1].minHash = base; // all 6 agree
        docs[2].minHash = base; // change supershingles 0..3: 2 of 6 agree
        for (int i = 0; i < 4 * 14; i += 14)
            docs[2].minHash[i + 3] ^= 1;
        docs[3].minHash = base; // change 0..4: 1 of 6 agrees
        for (int i = 0; i < 5 * 14; i += 14)
            docs[3].minHash[i + 5] ^= 1;
        QCOMPARE(
            shape(clusterDocuments(docs, std::vector<ScoredPair>{}, ClusterPolicy::VirtuallyIdentical, 0)),
            (QList<QList<qint64>>{{100, 101}}));
        QCOMPARE(shape(clusterDocuments(docs, std::vector<ScoredPair>{}, ClusterPolicy::VerySimilar, 0)),
                 (QList<QList<qint64>>{{100, 101, 102}}));
        // Broder's super shingles: any run of 4 sorted values in common.
        QCOMPARE(clusterDocuments(docs, std::vector<ScoredPair>{}, ClusterPolicy::SuperShingle, 0).size(),
                 std::size_t(1));
    }

    // A group of equivalent documents is one node: its members cluster together, with the
    // group's figures; a member the user marked as no duplicate of another member leaves the
    // group, keeping the group's pairs but those the user ignored (whatever their order).
    void groupsAsNodesAndIgnoredPairs()
    {
        const auto docs = documents(5); // 100..104
        MatchResult m;
        m.groups.push_back({100, {101, 102}});
        m.pairs.push_back(pair(100, 103, 0.9, 0.95, 0.85));
        auto clusters = clusterDocuments(docs, m, ClusterPolicy::Union, 0.5);
        QCOMPARE(shape(clusters), (QList<QList<qint64>>{{100, 101, 102, 103}}));
        for (const ClusterMember &member : clusters[0].members)
            if (member.docId == 103)
                QCOMPARE(member.resemblance, 0.9);
            else if (!member.representative)
                QCOMPARE(member.resemblance, 1.0);
        // Ignored (103, 102) first, then (101, 102): 102 leaves the group and keeps no edge.
        const std::vector<std::pair<qint64, qint64>> ignored{{102, 103}, {101, 102}};
        clusters = clusterDocuments(docs, m, ClusterPolicy::Union, 0.5, {}, ignored);
        QCOMPARE(shape(clusters), (QList<QList<qint64>>{{100, 101, 103}}));
        clusters = clusterDocuments(docs, m, ClusterPolicy::Center, 0.5, {}, ignored);
        QCOMPARE(clusters.size(), std::size_t(1));
        QCOMPARE(clusters[0].members.size(), std::size_t(3));
        // The group's representative gone from the index (failed a rescan): still one group.
        auto without = docs;
        without.erase(without.begin());
        clusters = clusterDocuments(without, m, ClusterPolicy::Union, 0.5);
        QCOMPARE(clusters.size(), std::size_t(1));
        QCOMPARE(clusters[0].members.size(), std::size_t(2)); // 101, 102 (the pair names 100)
        // The exact levels look at documents one by one: a group makes no representative
        // out of a count gone wrong.
        clusters = clusterDocuments(docs, m, ClusterPolicy::Shingle, 0);
        QVERIFY(clusters.empty());
    }

    // "Similar to a centre": the copy the user keeps (marked, or in a reference folder) is the
    // centre of the cluster that holds it, with the figures of every member against it. Here
    // 102 and 103 are identical (one node); 100 holds their text and more, and is nearer 101
    // than them: unmarked, 100 is the centre of all four; 103 marked, the cluster is formed
    // around 103, and 101 (like 100 only) is left alone.
    void centreIsTheCopyKept()
    {
        auto docs = documents(4); // 100..103
        const KeepRule plain;
        const KeepRule marked({QStringLiteral("/licenses/GPL-3")}, {});
        const KeepRule reference({}, {QStringLiteral("/licenses")});
        const char *paths[] = {"/doc/libjbig2dec0/copyright", "/doc/libjbig2/copyright",
                               "/doc/licences/GPL-3 (copy).txt", "/licenses/GPL-3"};
        MatchResult m;
        m.groups.push_back({102, {103}});
        m.pairs.push_back(pair(100, 101, 0.95));
        m.pairs.push_back(pair(100, 102, 0.784, 0.7, 1.0));
        auto keyed = [&](const KeepRule &rule) {
            for (std::size_t i = 0; i < docs.size(); ++i)
                docs[i].keep = rule.keepKey(paths[i], 1000 * qint64(i)); // 100 is the oldest
            return clusterDocuments(docs, m, ClusterPolicy::Center, 0.7);
        };
        auto clusters = keyed(plain);
        QCOMPARE(shape(clusters), (QList<QList<qint64>>{{100, 101, 102, 103}}));
        for (const KeepRule *rule : {&marked, &reference}) {
            clusters = keyed(*rule);
            QCOMPARE(shape(clusters), (QList<QList<qint64>>{{103, 100, 102}}));
            for (const ClusterMember &member : clusters[0].members)
                if (member.docId == 100) {
                    QCOMPARE(member.resemblance, 0.784);
                    QCOMPARE(member.containsRep, 1.0); // 100 holds all of 103
                } else if (member.docId == 102) {
                    QCOMPARE(member.resemblance, 1.0);
                }
        }
        // Union keeps one cluster, represented by the copy kept.
        for (std::size_t i = 0; i < docs.size(); ++i)
            docs[i].keep = marked.keepKey(paths[i], 0);
        clusters = clusterDocuments(docs, m, ClusterPolicy::Union, 0.7);
        QCOMPARE(clusters.size(), std::size_t(1));
        QCOMPARE(clusters[0].representative, qint64(103));
    }

    void estimatorFillsMissingFigures()
    {
        const auto docs = documents(3);
        const std::vector<ScoredPair> pairs = {pair(100, 101, 0.9), pair(101, 102, 0.9)};
        int calls = 0;
        const PairEstimator estimator = [&](qint64 a, qint64 b) -> std::optional<ScoredPair> {
            ++calls;
            return ScoredPair{a, b, 0.42, 0.5, 0.5, 0};
        };
        const auto u = clusterDocuments(docs, pairs, ClusterPolicy::Union, 0.5, estimator);
        QCOMPARE(u.size(), std::size_t(1));
        QCOMPARE(u[0].representative, qint64(101)); // most edges
        QCOMPARE(calls, 0);                         // both members have a stored pair with 101
        const std::vector<ScoredPair> chain = {pair(100, 101, 0.9), pair(100, 102, 0.95)};
        const auto c = clusterDocuments(docs, chain, ClusterPolicy::Union, 0.5, estimator);
        QCOMPARE(c[0].representative, qint64(100));
        QCOMPARE(calls, 0);
    }
};

QTEST_APPLESS_MAIN(TestClusterPolicy)
#include "tst_clusterpolicy.moc"
