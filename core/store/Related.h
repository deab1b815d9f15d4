#pragma once

#include "base/Status.h"
#include "match/RelatedPairs.h"
#include "sketch/Sketch.h"
#include "text/WordBag.h"

#include <QHash>
#include <QString>
#include <functional>
#include <optional>
#include <vector>

namespace lookalike {

class Database;

// A document's neighbour in the related pairs.
struct RelatedNeighbour
{
    qint64 docId = 0;
    double similarity = 0;
    double agreement = 0;
};

struct TopicRow
{
    qint64 id = 0;
    qint64 center = 0;
    qint64 size = 0;
    QString label; // its weightiest words, comma separated
};

struct TopicMember
{
    qint64 docId = 0;
    double similarity = 1; // to the centre (1 for the centre)
    bool center = false;
};

// Related documents in the index (tables bags, words, anchor_bags, related_pairs, topics,
// topic_members; Schema.cpp version 11).
class Related
{
public:
    explicit Related(Database &db)
        : m_db(db)
    {}

    // Every stored bag, ascending by document; a damaged bag is skipped.
    Status forEachBag(const std::function<void(qint64 docId, const std::vector<TermCount> &terms)> &visit);
    Result<qint64> bagCount();
    Result<std::optional<std::vector<TermCount>>> bagOf(qint64 docId);

    // Stores a document's bag (replacing the one it had) and the words new to the index.
    Status putBag(qint64 docId, const WordBag &bag);
    // The sketched documents without a bag of words (scanned with none counted), ascending,
    // with the fingerprints of their shingles and bytes (to tell a file changed since).
    struct WithoutBag
    {
        qint64 id = 0;
        Fingerprint128 shingles;           // the shingle fingerprint of its sketch
        std::optional<Fingerprint128> raw; // the fingerprint of its bytes (none for some copies)
    };
    Result<std::vector<WithoutBag>> documentsWithoutBags();

    // Anchor windows: the bags page `source` gives the URLs it links to (replacing those it
    // gave before).
    Status putAnchorBags(qint64 source, const std::vector<std::pair<QString, std::vector<TermCount>>> &bags);
    // Gives page `to` the anchor windows of `from` (replacing those it gave before).
    Status copyAnchorBags(qint64 from, qint64 to);
    // The anchor windows page `source` gives, by URL.
    Result<std::vector<std::pair<QString, std::vector<TermCount>>>> anchorBagsOf(qint64 source);
    // Every URL's anchor bag: the sum of the bags all pages give it.
    Status forEachAnchorBag(
        const std::function<void(const QString &url, const std::vector<TermCount> &terms)> &visit);
    Status storeWords(const std::vector<std::pair<std::uint64_t, std::string>> &words);

    // Every stored word, by term.
    Result<std::vector<std::pair<std::uint64_t, QString>>> allWords();
    // The words stored for `terms` (those that have one).
    Result<QHash<quint64, QString>> words(const std::vector<std::uint64_t> &terms);

    // Hands every related pair to `put`, stopping at its first error (which it returns): pairs
    // too many to hold at once (a distributed job's, read a file at a time) are stored as read.
    using PairFeed = std::function<Status(const std::function<Status(const RelatedPair &)> &put)>;
    // The pairs of a vector as a feed (it must outlive the feed).
    static PairFeed feedOf(const std::vector<RelatedPair> &pairs);

    // Replaces the related pairs and topics (one transaction), with the parameters they were
    // found with and what they were weighed with (nullptr: nothing to add documents to).
    Status replace(const std::vector<RelatedPair> &pairs, const std::vector<TopicRow> &topics,
                   const std::vector<std::pair<qint64, TopicMember>> &members, const RelatedParams &params,
                   const RelatedBasis *basis = nullptr);
    // The same with the pairs fed in (ascending by (docA, docB) is fastest: the rows then go to
    // the end of the table's b-tree; a pair fed twice is an error).
    Status replace(const PairFeed &pairs, const std::vector<TopicRow> &topics,
                   const std::vector<std::pair<qint64, TopicMember>> &members, const RelatedParams &params,
                   const RelatedBasis *basis = nullptr);
    // Documents added to the stored ones (one transaction): the pairs they displaced removed,
    // theirs added, the topics replaced, the basis updated.
    Status update(const std::vector<RelatedPair> &removed, const std::vector<RelatedPair> &added,
                  const std::vector<TopicRow> &topics,
                  const std::vector<std::pair<qint64, TopicMember>> &members, const RelatedBasis &basis);
    // What the stored related pairs were weighed with (nullopt: none kept, or damaged).
    Result<std::optional<RelatedBasis>> basis();
    // Every stored related pair, by (docA, docB).
    Result<std::vector<RelatedPair>> pairs();
    // The documents with a bag and their contents (the low 64 bits of their shingle
    // fingerprints), ascending.
    Result<std::vector<std::pair<qint64, std::uint64_t>>> bagContents();
    // The parameters of the stored related pairs; nullopt: never related.
    Result<std::optional<RelatedParams>> storedParams();

    // A document's nearest neighbours, most similar first.
    Result<std::vector<RelatedNeighbour>> neighbours(qint64 docId, int limit);
    Result<qint64> pairCount();
    // Topics, largest first (then by id).
    Result<std::vector<TopicRow>> topics();
    // A topic's members, the centre first, then by decreasing similarity.
    Result<std::vector<TopicMember>> members(qint64 topicId);

private:
    Status write(const std::function<Status(const std::function<bool(qint64)> &known)> &work);
    Status insertPairs(const PairFeed &pairs, const std::function<bool(qint64)> &known);
    Status writeTopics(const std::vector<TopicRow> &topics,
                       const std::vector<std::pair<qint64, TopicMember>> &members,
                       const std::function<bool(qint64)> &known);
    Status writeBasis(const RelatedBasis *basis);
    Database &m_db;
};

} // namespace lookalike
