#include "Pairs.h"

#include "CompactRows.h"
#include "Database.h"
#include "Settings.h"
#include "base/Mix64.h"

#include <QtEndian>
#include <algorithm>
#include <span>
#include <tuple>
#include <unordered_map>
#include <unordered_set>

namespace lookalike {

namespace {
constexpr std::size_t kMatchedBytes = 16;          // document id, content; little-endian
constexpr std::size_t kMatchedPerBlock = 1u << 16; // 1 MB a BLOB

// Writes `records` into `table` (id, data) as BLOBs of `perBlock` records of `bytes` each,
// `encode(record, out)` writing one.
template <typename Record, typename Encode>
Status writeRecordBlocks(Database &db, const char *insert, const char *what,
                         const std::vector<Record> &records, std::size_t bytes, std::size_t perBlock,
                         Encode encode)
{
    QByteArray block;
    for (std::size_t from = 0; from < records.size(); from += perBlock) {
        const std::size_t to = std::min(records.size(), from + perBlock);
        block.resize(qsizetype((to - from) * bytes));
        char *p = block.data();
        for (std::size_t i = from; i < to; ++i, p += bytes)
            encode(records[i], p);
        auto q = db.query(insert, what);
        q.bind(1, block);
        if (Status s = q.run(); !s)
            return s;
    }
    return Status::ok();
}
} // namespace

Status Pairs::writeBlocks(const std::vector<ScoredPair> &pairs)
{
    if (Status s = m_db.exec("DELETE FROM pair_blocks"); !s)
        return s;
    for (std::size_t from = 0; from < pairs.size(); from += kPairsPerBlock) {
        const std::size_t n = std::min(kPairsPerBlock, pairs.size() - from);
        auto q = m_db.query("INSERT INTO pair_blocks (pairs, data) VALUES (?1, ?2)", "storing pairs");
        q.bind(1, qint64(n)).bind(2, encodePairBlock(std::span<const ScoredPair>(pairs.data() + from, n)));
        if (Status s = q.run(); !s)
            return s;
    }
    return Status::ok();
}

Status Pairs::readBlocks(double minResemblance, double minContainment, std::vector<ScoredPair> &out)
{
    auto q = m_db.query("SELECT data FROM pair_blocks ORDER BY id", "reading pairs");
    return q.forEach([&](const Query &row) -> Status {
        const auto data = row.bytes(0);
        if (!decodePairBlock(data.data(), data.size(), minResemblance, minContainment, out))
            return Status::error(Status::Code::Corrupt,
                                 QStringLiteral("the stored pairs are damaged; match again"));
        return Status::ok();
    });
}

Status Pairs::replace(const MatchResult &result, const MatchParams &params)
{
    return m_db.inTransaction([&]() -> Status {
        if (Status s = writeBlocks(result.pairs); !s)
            return s;
        if (Status s = m_db.exec("DELETE FROM equivalents"); !s)
            return s;
        for (const EquivalenceGroup &g : result.groups) {
            for (std::size_t i = 0; i <= g.others.size(); ++i) {
                auto q = m_db.query("INSERT INTO equivalents (doc_id, grp) VALUES (?1, ?2)",
                                    "storing equivalent documents");
                q.bind(1, i == 0 ? g.representative : g.others[i - 1]).bind(2, g.representative);
                if (Status s = q.run(); !s)
                    return s;
            }
        }
        if (Status s = m_db.exec("DELETE FROM matched_blocks; DELETE FROM retired_sketches;"); !s)
            return s;
        if (Status s = writeRecordBlocks(m_db, "INSERT INTO matched_blocks (data) VALUES (?1)",
                                         "storing what was matched", result.representatives, kMatchedBytes,
                                         kMatchedPerBlock,
                                         [](const MatchedDocument &d, char *p) {
                                             qToLittleEndian<qint64>(d.docId, p);
                                             qToLittleEndian<quint64>(d.content, p + 8);
                                         });
            !s)
            return s;
        if (Status s = writeCommonKeys(result.common); !s)
            return s;
        return Settings(m_db).setStoredMatch(params, qint64(result.expandedSize()));
    });
}

// Row 0: the common sample keys and their lengths ((key << 32) | postings, 8 bytes each); row
// 1 + j: band j's common bucket keys (4 bytes each); ascending, little-endian.
Status Pairs::writeCommonKeys(const CommonKeys &common)
{
    if (Status s = m_db.exec("DELETE FROM matched_common"); !s)
        return s;
    if (!common.known)
        return Status::ok();
    auto write = [&](qint64 list, const auto &keys) {
        constexpr std::size_t size = sizeof(keys[0]);
        QByteArray data(qsizetype(keys.size() * size), Qt::Uninitialized);
        for (std::size_t i = 0; i < keys.size(); ++i)
            qToLittleEndian(keys[i], data.data() + i * size);
        auto q = m_db.query("INSERT INTO matched_common (list, keys) VALUES (?1, ?2)",
                            "storing what was found common");
        q.bind(1, list).bind(2, data);
        return q.run();
    };
    if (Status s = write(0, common.samples); !s)
        return s;
    for (std::size_t j = 0; j < common.bands.size(); ++j)
        if (Status s = write(qint64(j + 1), common.bands[j]); !s)
            return s;
    return Status::ok();
}

Result<CommonKeys> Pairs::matchedCommonKeys()
{
    CommonKeys common;
    bool damaged = false;
    qint64 expected = 0; // rows 0, 1, 2... in order
    auto read = [&](std::span<const char> bytes, auto &keys) {
        using Key = std::remove_reference_t<decltype(keys[0])>;
        if (bytes.size() % sizeof(Key) != 0) {
            damaged = true;
            return;
        }
        keys.resize(bytes.size() / sizeof(Key));
        for (std::size_t i = 0; i < keys.size(); ++i)
            keys[i] = qFromLittleEndian<Key>(bytes.data() + i * sizeof(Key));
        damaged = damaged || !std::is_sorted(keys.begin(), keys.end());
    };
    auto q =
        m_db.query("SELECT list, keys FROM matched_common ORDER BY list", "reading what was found common");
    Status s = q.forEach([&](const Query &row) {
        if (row.integer(0) != expected++) {
            damaged = true;
            return;
        }
        if (row.integer(0) == 0) {
            read(row.bytes(1), common.samples);
        } else {
            common.bands.emplace_back();
            read(row.bytes(1), common.bands.back());
        }
    });
    if (!s)
        return s;
    if (damaged || expected == 0)
        return CommonKeys(); // not known: the next matching matches everything
    common.known = true;
    return common;
}

Status Pairs::forgetMatchedRepresentatives()
{
    return m_db.exec("DELETE FROM matched_blocks; DELETE FROM retired_sketches; DELETE FROM matched_common;");
}

Result<std::vector<MatchedDocument>> Pairs::matchedRepresentatives()
{
    std::vector<MatchedDocument> out;
    bool damaged = false;
    auto q = m_db.query("SELECT data FROM matched_blocks ORDER BY id", "reading what was matched");
    Status s = q.forEach([&](const Query &row) {
        const auto bytes = row.bytes(0);
        if (bytes.size() % kMatchedBytes != 0) {
            damaged = true;
            return;
        }
        for (std::size_t at = 0; at < bytes.size(); at += kMatchedBytes)
            out.push_back({qFromLittleEndian<qint64>(bytes.data() + at),
                           qFromLittleEndian<quint64>(bytes.data() + at + 8)});
    });
    if (!s)
        return s;
    if (damaged ||
        !std::is_sorted(out.begin(), out.end(),
                        [](const MatchedDocument &x, const MatchedDocument &y) { return x.docId < y.docId; }))
        return std::vector<MatchedDocument>(); // the next matching matches everything
    return out;
}

namespace {
constexpr std::size_t kSettledBytes = 28;          // a, b, sizeA, sizeB, shared, little-endian
constexpr std::size_t kSettledPerBlock = 1u << 16; // 1.8 MB a BLOB
} // namespace

Result<std::vector<SettledCounts>> Pairs::settled()
{
    std::vector<SettledCounts> out;
    auto q = m_db.query("SELECT data FROM settled_blocks ORDER BY id", "reading exact counts");
    Status s = q.forEach([&](const Query &row) {
        const auto bytes = row.bytes(0);
        if (bytes.size() % kSettledBytes != 0)
            return; // damaged: those pairs are compared again
        for (std::size_t at = 0; at < bytes.size(); at += kSettledBytes) {
            const char *p = bytes.data() + at;
            out.push_back({qFromLittleEndian<quint64>(p), qFromLittleEndian<quint64>(p + 8),
                           qFromLittleEndian<quint32>(p + 16), qFromLittleEndian<quint32>(p + 20),
                           qFromLittleEndian<quint32>(p + 24)});
        }
    });
    if (!s)
        return s;
    if (!std::is_sorted(out.begin(), out.end(), inContentOrder)) // written sorted: only if damaged
        std::sort(out.begin(), out.end(), inContentOrder);
    return out;
}

Status Pairs::replaceSettled(std::vector<SettledCounts> counts, std::size_t *stored)
{
    if (!std::is_sorted(counts.begin(), counts.end(), inContentOrder)) // matchIndex gives them sorted
        std::sort(counts.begin(), counts.end(), inContentOrder);
    counts.erase(
        std::unique(counts.begin(), counts.end(),
                    [](const SettledCounts &x, const SettledCounts &y) { return x.a == y.a && x.b == y.b; }),
        counts.end());
    if (stored)
        *stored = counts.size();
    return m_db.inTransaction([&]() -> Status {
        if (Status s = m_db.exec("DELETE FROM settled_blocks"); !s)
            return s;
        return writeRecordBlocks(m_db, "INSERT INTO settled_blocks (data) VALUES (?1)",
                                 "storing exact counts", counts, kSettledBytes, kSettledPerBlock,
                                 [](const SettledCounts &c, char *p) {
                                     qToLittleEndian<quint64>(c.a, p);
                                     qToLittleEndian<quint64>(c.b, p + 8);
                                     qToLittleEndian<quint32>(c.sizeA, p + 16);
                                     qToLittleEndian<quint32>(c.sizeB, p + 20);
                                     qToLittleEndian<quint32>(c.shared, p + 24);
                                 });
    });
}

Status Pairs::forget(const std::vector<qint64> &removed)
{
    if (removed.empty())
        return Status::ok();
    if (Status s = forgetPairsOf(removed); !s)
        return s;
    // The count the overview and `stats` show (the pairs written out, group members expanded)
    // is of the documents still there: a trash does not leave it as the matching counted it.
    auto counted = Settings(m_db).storedPairCount();
    if (!counted)
        return counted.status();
    if (!*counted)
        return Status::ok();
    auto left = matches(0, 0);
    if (!left)
        return left.status();
    return Settings(m_db).setStoredPairCount(qint64(left->expandedSize()));
}

Status Pairs::forgetPairsOf(const std::vector<qint64> &removed)
{
    // A removed document that named a group whose other members stay still names it.
    std::unordered_set<qint64> gone(removed.begin(), removed.end());
    {
        auto q = m_db.query("SELECT DISTINCT grp FROM equivalents", "reading equivalent documents");
        if (Status s = q.forEach([&](const Query &row) { gone.erase(row.integer(0)); }); !s)
            return s;
    }
    if (gone.empty())
        return Status::ok();
    std::vector<ScoredPair> pairs;
    if (Status s = readBlocks(0, 0, pairs); !s)
        return s;
    const std::size_t before = pairs.size();
    std::erase_if(pairs, [&](const ScoredPair &p) { return gone.count(p.docA) || gone.count(p.docB); });
    if (pairs.size() == before)
        return Status::ok();
    return writeBlocks(pairs);
}

Result<MatchResult> Pairs::matches(double minResemblance, double minContainment)
{
    MatchResult result;
    if (Status s = readBlocks(minResemblance, minContainment, result.pairs); !s)
        return s;
    // The groups; one whose naming document has gone is named after its lowest member.
    std::unordered_map<qint64, qint64> renamed;
    {
        auto q = m_db.query("SELECT grp, doc_id FROM equivalents ORDER BY grp, doc_id",
                            "reading equivalent documents");
        std::vector<qint64> members;
        qint64 current = 0;
        auto flush = [&] {
            if (members.empty())
                return;
            EquivalenceGroup g;
            const auto self = std::find(members.begin(), members.end(), current);
            if (self != members.end()) {
                g.representative = current;
                members.erase(self);
            } else {
                g.representative = members.front();
                members.erase(members.begin());
                renamed.emplace(current, g.representative);
            }
            g.others = members;
            if (!g.others.empty())
                result.groups.push_back(std::move(g));
            members.clear();
        };
        if (Status s = q.forEach([&](const Query &row) {
                if (row.integer(0) != current)
                    flush();
                current = row.integer(0);
                members.push_back(row.integer(1));
            });
            !s)
            return s;
        flush();
    }
    if (!renamed.empty()) {
        for (ScoredPair &p : result.pairs) {
            if (auto it = renamed.find(p.docA); it != renamed.end())
                p.docA = it->second;
            if (auto it = renamed.find(p.docB); it != renamed.end())
                p.docB = it->second;
            if (p.docA > p.docB) {
                std::swap(p.docA, p.docB);
                std::swap(p.containmentAInB, p.containmentBInA);
            }
        }
        std::sort(result.pairs.begin(), result.pairs.end(), [](const ScoredPair &x, const ScoredPair &y) {
            return std::tie(x.docA, x.docB) < std::tie(y.docA, y.docB);
        });
        std::sort(result.groups.begin(), result.groups.end(),
                  [](const EquivalenceGroup &x, const EquivalenceGroup &y) {
                      return x.representative < y.representative;
                  });
    }
    return result;
}

Result<std::vector<qint64>> Pairs::resemblanceHistogram(int buckets)
{
    std::vector<qint64> out(std::size_t(std::max(1, buckets)), 0);
    auto bucketOf = [&](double r) {
        return std::min(out.size() - 1, std::size_t(std::max(0.0, r) * double(out.size())));
    };
    // A group of n documents stands for n (n - 1) / 2 pairs at 1, and multiplies its pairs.
    std::unordered_map<qint64, qint64> groupSize;
    {
        auto q =
            m_db.query("SELECT grp, count(*) FROM equivalents GROUP BY grp", "counting equivalent documents");
        if (Status s =
                q.forEach([&](const Query &row) { groupSize.emplace(row.integer(0), row.integer(1)); });
            !s)
            return s;
    }
    for (const auto &[grp, n] : groupSize)
        out.back() += n * (n - 1) / 2;
    auto weight = [&](qint64 doc) {
        const auto it = groupSize.find(doc);
        return it != groupSize.end() ? it->second : 1;
    };
    auto q = m_db.query("SELECT data FROM pair_blocks ORDER BY id", "reading pairs");
    std::vector<ScoredPair> block;
    const Status s = q.forEach([&](const Query &row) -> Status {
        block.clear();
        const auto data = row.bytes(0);
        if (!decodePairBlock(data.data(), data.size(), 0, 0, block))
            return Status::error(Status::Code::Corrupt,
                                 QStringLiteral("the stored pairs are damaged; match again"));
        for (const ScoredPair &p : block)
            out[bucketOf(p.resemblance)] += weight(p.docA) * weight(p.docB);
        return Status::ok();
    });
    if (!s)
        return s;
    return out;
}

Result<std::vector<std::pair<qint64, qint64>>> Pairs::ignored()
{
    std::vector<std::pair<qint64, qint64>> out;
    auto q =
        m_db.query("SELECT doc_a, doc_b FROM ignored_pairs ORDER BY doc_a, doc_b", "reading ignored pairs");
    if (Status s = q.forEach([&](const Query &row) { out.emplace_back(row.integer(0), row.integer(1)); }); !s)
        return s;
    return out;
}

Result<std::vector<ScoredPair>> Pairs::list(double minResemblance, double minContainment)
{
    auto compact = matches(minResemblance, minContainment);
    if (!compact)
        return compact.status();
    std::vector<ScoredPair> out = expandPairs(*compact);
    auto ignoredPairs = ignored();
    if (!ignoredPairs)
        return ignoredPairs.status();
    std::unordered_map<std::uint64_t, ScoredPair> exact;
    {
        auto q =
            m_db.query("SELECT doc_a, doc_b, resemblance, containment_ab, containment_ba FROM exact_pairs",
                       "reading exact pairs");
        if (Status s = q.forEach([&](const Query &row) {
                const ScoredPair p{
                    row.integer(0), row.integer(1), row.real(2), row.real(3), row.real(4), 0, true};
                exact.emplace(mix64(std::uint64_t(p.docA)) ^ std::uint64_t(p.docB), p);
            });
            !s)
            return s;
    }
    std::erase_if(out, [&](ScoredPair &p) {
        if (std::binary_search(ignoredPairs->begin(), ignoredPairs->end(), std::pair{p.docA, p.docB}))
            return true;
        if (auto it = exact.find(mix64(std::uint64_t(p.docA)) ^ std::uint64_t(p.docB));
            it != exact.end() && it->second.docA == p.docA && it->second.docB == p.docB) {
            p.resemblance = it->second.resemblance;
            p.containmentAInB = it->second.containmentAInB;
            p.containmentBInA = it->second.containmentBInA;
            p.exact = true;
        }
        return false;
    });
    return out;
}

Status Pairs::ignore(const std::vector<std::pair<qint64, qint64>> &pairs)
{
    return m_db.inTransaction([&]() -> Status {
        // Batches are numbered 1, 2, ... (the pairs ignored before schema 10 are batch 0: no
        // Undo Ignore takes them back).
        auto next =
            m_db.query("SELECT COALESCE(MAX(batch), 0) + 1 FROM ignored_pairs", "numbering an ignore");
        auto row = next.fetch();
        if (!row)
            return row.status();
        const qint64 batch = next.integer(0);
        for (auto [a, b] : pairs) {
            if (a > b)
                std::swap(a, b);
            auto q =
                m_db.query("INSERT OR IGNORE INTO ignored_pairs (doc_a, doc_b, batch) VALUES (?1, ?2, ?3)",
                           "ignoring a pair");
            q.bind(1, a).bind(2, b).bind(3, batch);
            if (Status s = q.run(); !s)
                return s;
        }
        return Status::ok();
    });
}

Result<std::vector<std::pair<qint64, qint64>>> Pairs::unignoreNewest()
{
    std::vector<std::pair<qint64, qint64>> out;
    const Status s = m_db.inTransaction([&]() -> Status {
        auto q = m_db.query("SELECT doc_a, doc_b FROM ignored_pairs WHERE batch > 0 AND "
                            "batch = (SELECT MAX(batch) FROM ignored_pairs) ORDER BY doc_a, doc_b",
                            "reading the newest ignored pairs");
        if (Status s = q.forEach([&](const Query &row) { out.emplace_back(row.integer(0), row.integer(1)); });
            !s)
            return s;
        return m_db
            .query("DELETE FROM ignored_pairs WHERE batch > 0 AND batch = (SELECT MAX(batch) FROM "
                   "ignored_pairs)",
                   "undoing the newest ignore")
            .run();
    });
    if (!s)
        return s;
    return out;
}

Status Pairs::setExact(const ScoredPair &p)
{
    auto q = m_db.query("INSERT INTO exact_pairs (doc_a, doc_b, resemblance, containment_ab, containment_ba) "
                        "VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT(doc_a, doc_b) DO UPDATE SET "
                        "resemblance = excluded.resemblance, containment_ab = excluded.containment_ab, "
                        "containment_ba = excluded.containment_ba",
                        "storing an exact pair");
    m_db.wrote(Database::Derived::ExactPairs);
    const bool swap = p.docA > p.docB;
    q.bind(1, swap ? p.docB : p.docA).bind(2, swap ? p.docA : p.docB);
    q.bind(3, p.resemblance);
    q.bind(4, swap ? p.containmentBInA : p.containmentAInB);
    q.bind(5, swap ? p.containmentAInB : p.containmentBInA);
    return q.run();
}

Status Pairs::forgetExact(qint64 docId)
{
    if (m_db.emptyInTransaction(Database::Derived::ExactPairs))
        return Status::ok(); // a first scan
    // Two seeks, one per index (an OR collects the rows of both first).
    auto a = m_db.query("DELETE FROM exact_pairs WHERE doc_a = ?1", "storing a document");
    a.bind(1, docId);
    if (Status s = a.run(); !s)
        return s;
    auto b = m_db.query("DELETE FROM exact_pairs WHERE doc_b = ?1", "storing a document");
    b.bind(1, docId);
    return b.run();
}

} // namespace lookalike
