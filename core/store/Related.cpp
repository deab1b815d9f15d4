#include "Related.h"

#include "Database.h"
#include "Settings.h"
#include "TermDictionary.h"

#include <QtEndian>
#include <algorithm>

namespace lookalike {

namespace {
const QString kParamsKey = QStringLiteral("related_params");
}

Status Related::forEachBag(const std::function<void(qint64, const std::vector<TermCount> &)> &visit)
{
    if (Status s = m_db.terms().refresh(m_db); !s)
        return s;
    auto q = m_db.query("SELECT doc_id, terms FROM bags ORDER BY doc_id", "reading the bags of words");
    std::vector<TermCount> terms;
    return q.forEach([&](Query &row) -> Status {
        auto decoded = m_db.terms().decode(m_db, row.bytes(1), terms);
        if (!decoded)
            return decoded.status();
        if (*decoded)
            visit(row.integer(0), terms);
        return Status::ok();
    });
}

Result<qint64> Related::bagCount()
{
    return m_db.integer("SELECT COUNT(*) FROM bags", "counting the bags of words");
}

Result<std::optional<std::vector<TermCount>>> Related::bagOf(qint64 docId)
{
    auto q = m_db.query("SELECT terms FROM bags WHERE doc_id = ?1", "reading a bag of words");
    q.bind(1, docId);
    auto row = q.fetch();
    if (!row)
        return row.status();
    if (!*row)
        return std::optional<std::vector<TermCount>>();
    std::vector<TermCount> terms;
    auto decoded = m_db.terms().decode(m_db, q.bytes(0), terms);
    if (!decoded)
        return decoded.status();
    if (!*decoded)
        return std::optional<std::vector<TermCount>>();
    return std::optional<std::vector<TermCount>>(std::move(terms));
}

Status Related::putBag(qint64 docId, const WordBag &bag)
{
    m_db.wrote(Database::Derived::Bags);
    auto b = m_db.query("INSERT OR REPLACE INTO bags (doc_id, language, terms) VALUES (?1, ?2, ?3)",
                        "storing a bag of words");
    const QString language = QString::fromStdString(bag.language);
    auto terms = m_db.terms().encode(m_db, bag.terms);
    if (!terms)
        return terms.status();
    b.bind(1, docId).bind(2, language.isNull() ? QStringLiteral("") : language).bind(3, *terms);
    if (Status s = b.run(); !s)
        return s;
    return storeWords(bag.newWords);
}

Result<std::vector<Related::WithoutBag>> Related::documentsWithoutBags()
{
    auto q = m_db.query(
        "SELECT s.doc_id, d.shingle_fp, d.raw_fp FROM sketches s JOIN documents d ON d.id = "
        "s.doc_id WHERE NOT EXISTS (SELECT 1 FROM bags b WHERE b.doc_id = s.doc_id) ORDER BY s.doc_id",
        "finding the documents without a bag of words");
    std::vector<WithoutBag> docs;
    Status s = q.forEach([&docs](Query &row) {
        WithoutBag d{row.integer(0), Fingerprint128::fromBytes(row.blob(1)), std::nullopt};
        if (!row.isNull(2))
            d.raw = Fingerprint128::fromBytes(row.blob(2));
        docs.push_back(d);
    });
    if (!s)
        return s;
    return docs;
}

Status Related::copyAnchorBags(qint64 from, qint64 to)
{
    if (from == to)
        return Status::ok(); // deleting first would lose them
    auto d = m_db.query("DELETE FROM anchor_windows WHERE source = ?1", "replacing anchor windows");
    d.bind(1, to);
    if (Status s = d.run(); !s)
        return s;
    auto q = m_db.query("INSERT INTO anchor_windows (url, source, terms) SELECT url, ?2, terms FROM "
                        "anchor_windows WHERE source = ?1",
                        "copying anchor windows");
    q.bind(1, from).bind(2, to);
    return q.run();
}

Status Related::putAnchorBags(qint64 source,
                              const std::vector<std::pair<QString, std::vector<TermCount>>> &bags)
{
    auto d = m_db.query("DELETE FROM anchor_windows WHERE source = ?1", "replacing anchor windows");
    d.bind(1, source);
    if (Status s = d.run(); !s)
        return s;
    for (const auto &[url, terms] : bags) {
        auto q = m_db.query("INSERT OR REPLACE INTO anchor_windows (url, source, terms) VALUES (?1, ?2, ?3)",
                            "storing anchor windows");
        q.bind(1, url).bind(2, source).bind(3, encodeTerms(terms));
        if (Status s = q.run(); !s)
            return s;
    }
    return Status::ok();
}

Result<std::vector<std::pair<QString, std::vector<TermCount>>>> Related::anchorBagsOf(qint64 source)
{
    auto q = m_db.query("SELECT url, terms FROM anchor_windows WHERE source = ?1 ORDER BY url",
                        "reading a page's anchor windows");
    q.bind(1, source);
    std::vector<std::pair<QString, std::vector<TermCount>>> out;
    std::vector<TermCount> terms;
    Status s = q.forEach([&](Query &row) {
        if (decodeTerms(row.blob(1), terms))
            out.emplace_back(row.text(0), terms);
    });
    if (!s)
        return s;
    return out;
}

Status
Related::forEachAnchorBag(const std::function<void(const QString &, const std::vector<TermCount> &)> &visit)
{
    auto q = m_db.query("SELECT url, terms FROM anchor_windows ORDER BY url", "reading the anchor windows");
    QString url;
    std::vector<TermCount> sum, terms;
    Status s = q.forEach([&](Query &row) {
        const QString next = row.text(0);
        if (next != url) {
            if (!sum.empty())
                visit(url, sum);
            url = next;
            sum.clear();
        }
        if (decodeTerms(row.blob(1), terms))
            sum = addTerms(sum, terms);
    });
    if (!s)
        return s;
    if (!sum.empty())
        visit(url, sum);
    return Status::ok();
}

Status Related::storeWords(const std::vector<std::pair<std::uint64_t, std::string>> &words)
{
    for (const auto &[term, word] : words) {
        auto w = m_db.query("INSERT OR IGNORE INTO words (term, word) VALUES (?1, ?2)", "storing a word");
        w.bind(1, qint64(term)).bind(2, QString::fromStdString(word));
        if (Status s = w.run(); !s)
            return s;
    }
    return Status::ok();
}

Result<std::vector<std::pair<std::uint64_t, QString>>> Related::allWords()
{
    auto q = m_db.query("SELECT term, word FROM words ORDER BY term", "reading the words");
    std::vector<std::pair<std::uint64_t, QString>> out;
    Status s = q.forEach([&](Query &row) { out.emplace_back(std::uint64_t(row.integer(0)), row.text(1)); });
    if (!s)
        return s;
    return out;
}

Result<QHash<quint64, QString>> Related::words(const std::vector<std::uint64_t> &terms)
{
    QHash<quint64, QString> out;
    if (terms.size() > 4096) {
        // The labels of many topics: one pass over the words (a row a distinct stem of the
        // collection) costs less than a seek a label word.
        std::vector<std::uint64_t> wanted(terms);
        std::sort(wanted.begin(), wanted.end());
        auto q = m_db.query("SELECT term, word FROM words", "reading the words");
        if (Status s = q.forEach([&](Query &row) {
                const auto term = quint64(row.integer(0));
                if (std::binary_search(wanted.begin(), wanted.end(), term))
                    out.insert(term, row.text(1));
            });
            !s)
            return s;
        return out;
    }
    for (std::uint64_t term : terms) {
        auto q = m_db.query("SELECT word FROM words WHERE term = ?1", "reading a word");
        q.bind(1, qint64(term));
        auto row = q.fetch();
        if (!row)
            return row.status();
        if (*row)
            out.insert(term, q.text(0));
    }
    return out;
}

namespace {

QByteArray encodeBasisMembers(const std::vector<std::pair<qint64, std::uint64_t>> &members)
{
    QByteArray out(qsizetype(members.size() * 16), Qt::Uninitialized);
    char *p = out.data();
    for (const auto &[id, content] : members) {
        qToLittleEndian(qint64(id), p);
        qToLittleEndian(content, p + 8);
        p += 16;
    }
    return out;
}

QByteArray encodeBasisTerms(const std::vector<std::pair<std::uint64_t, std::uint32_t>> &terms)
{
    QByteArray out(qsizetype(terms.size() * 12), Qt::Uninitialized);
    char *p = out.data();
    for (const auto &[term, df] : terms) {
        qToLittleEndian(term, p);
        qToLittleEndian(df, p + 8);
        p += 12;
    }
    return out;
}

} // namespace

Status Related::writeBasis(const RelatedBasis *basis)
{
    if (Status s = m_db.exec("DELETE FROM related_basis"); !s)
        return s;
    if (!basis)
        return Status::ok();
    auto q = m_db.query(
        "INSERT INTO related_basis (id, documents, changed, members, terms) VALUES (1, ?1, ?2, ?3, ?4)",
        "storing what related documents were weighed with");
    q.bind(1, qint64(basis->documents))
        .bind(2, qint64(basis->changed))
        .bind(3, encodeBasisMembers(basis->members))
        .bind(4, encodeBasisTerms(basis->terms));
    return q.run();
}

Result<std::optional<RelatedBasis>> Related::basis()
{
    auto q = m_db.query("SELECT documents, changed, members, terms FROM related_basis WHERE id = 1",
                        "reading what related documents were weighed with");
    auto row = q.fetch();
    if (!row)
        return row.status();
    if (!*row)
        return std::optional<RelatedBasis>();
    RelatedBasis b;
    b.documents = std::uint64_t(q.integer(0));
    b.changed = std::uint64_t(q.integer(1));
    const auto members = q.bytes(2);
    const auto terms = q.bytes(3);
    if (members.size() % 16 != 0 || terms.size() % 12 != 0)
        return std::optional<RelatedBasis>(); // damaged: related documents are found whole again
    b.members.reserve(members.size() / 16);
    for (std::size_t at = 0; at < members.size(); at += 16)
        b.members.emplace_back(qFromLittleEndian<qint64>(members.data() + at),
                               qFromLittleEndian<std::uint64_t>(members.data() + at + 8));
    b.terms.reserve(terms.size() / 12);
    for (std::size_t at = 0; at < terms.size(); at += 12)
        b.terms.emplace_back(qFromLittleEndian<std::uint64_t>(terms.data() + at),
                             qFromLittleEndian<std::uint32_t>(terms.data() + at + 8));
    return std::optional<RelatedBasis>(std::move(b));
}

Result<std::vector<std::pair<qint64, std::uint64_t>>> Related::bagContents()
{
    auto q = m_db.query("SELECT b.doc_id, d.shingle_fp FROM bags b JOIN documents d ON d.id = b.doc_id "
                        "ORDER BY b.doc_id",
                        "reading which documents have a bag of words");
    std::vector<std::pair<qint64, std::uint64_t>> out;
    Status s = q.forEach(
        [&out](Query &row) { out.emplace_back(row.integer(0), Fingerprint128::fromBytes(row.blob(1)).low); });
    if (!s)
        return s;
    return out;
}

Result<std::vector<RelatedPair>> Related::pairs()
{
    auto q = m_db.query("SELECT doc_a, doc_b, similarity, agreement FROM related_pairs ORDER BY doc_a, doc_b",
                        "reading related pairs");
    std::vector<RelatedPair> out;
    Status s = q.forEach([&out](Query &row) {
        out.push_back({row.integer(0), row.integer(1), row.real(2), row.real(3)});
    });
    if (!s)
        return s;
    return out;
}

Related::PairFeed Related::feedOf(const std::vector<RelatedPair> &pairs)
{
    return [&pairs](const std::function<Status(const RelatedPair &)> &put) -> Status {
        for (const RelatedPair &p : pairs)
            if (Status s = put(p); !s)
                return s;
        return Status::ok();
    };
}

Status Related::insertPairs(const PairFeed &pairs, const std::function<bool(qint64)> &known)
{
    // 64 rows a statement: the rows cost the b-tree's work, not a statement's each.
    constexpr int kRows = 64;
    const auto insert = [this](int rows) {
        QByteArray sql("INSERT INTO related_pairs (doc_a, doc_b, similarity, agreement) VALUES ");
        for (int r = 0; r < rows; ++r)
            sql += r == 0 ? "(?,?,?,?)" : ",(?,?,?,?)";
        return m_db.query(sql, "storing related pairs");
    };
    std::vector<RelatedPair> batch;
    batch.reserve(kRows);
    const auto flush = [&]() -> Status {
        if (batch.empty())
            return Status::ok();
        auto q = insert(int(batch.size()));
        int at = 1;
        for (const RelatedPair &p : batch) {
            q.bind(at, p.docA).bind(at + 1, p.docB).bind(at + 2, p.similarity).bind(at + 3, p.agreement);
            at += 4;
        }
        batch.clear();
        return q.run();
    };
    if (Status s = pairs([&](const RelatedPair &p) -> Status {
            if (!known(p.docA) || !known(p.docB))
                return Status::ok(); // left the index meanwhile
            batch.push_back(p);
            return batch.size() == kRows ? flush() : Status::ok();
        });
        !s)
        return s;
    return flush();
}

Status Related::writeTopics(const std::vector<TopicRow> &topics,
                            const std::vector<std::pair<qint64, TopicMember>> &members,
                            const std::function<bool(qint64)> &known)
{
    if (Status s = m_db.exec("DELETE FROM topic_members; DELETE FROM topics;"); !s)
        return s;
    std::vector<qint64> stored;
    for (const TopicRow &t : topics) {
        if (!known(t.center))
            continue;
        auto q = m_db.query("INSERT INTO topics (id, center, size, label) VALUES (?1, ?2, ?3, ?4)",
                            "storing a topic");
        // A topic whose terms have no word stored (shards without a catalog's "words") has an
        // empty label, not none (QString's null binds as NULL).
        q.bind(1, t.id)
            .bind(2, t.center)
            .bind(3, t.size)
            .bind(4, t.label.isNull() ? QStringLiteral("") : t.label);
        if (Status s = q.run(); !s)
            return s;
        stored.push_back(t.id);
    }
    std::sort(stored.begin(), stored.end());
    // By document: appended to the table's b-tree in its order, not sought topic by topic.
    std::vector<const std::pair<qint64, TopicMember> *> byDocument;
    byDocument.reserve(members.size());
    for (const auto &member : members)
        byDocument.push_back(&member);
    std::sort(byDocument.begin(), byDocument.end(),
              [](const auto *x, const auto *y) { return x->second.docId < y->second.docId; });
    for (const auto *row : byDocument) {
        const qint64 topic = row->first;
        const TopicMember &member = row->second;
        if (!known(member.docId) || !std::binary_search(stored.begin(), stored.end(), topic))
            continue;
        auto q = m_db.query("INSERT INTO topic_members (doc_id, topic, similarity) VALUES (?1, ?2, ?3)",
                            "storing a topic member");
        q.bind(1, member.docId).bind(2, topic).bind(3, member.similarity);
        if (Status s = q.run(); !s)
            return s;
    }
    return Status::ok();
}

Status Related::write(const std::function<Status(const std::function<bool(qint64)> &known)> &work)
{
    // Millions of rows: a foreign key check is a seek into the documents for every row (6 min
    // for 5.3 M pairs at 10^6 documents). In a transaction of its own the documents are checked
    // here instead, in one pass (the writer's lock keeps them as they are until the commit).
    const bool own = !m_db.inTransaction();
    if (own)
        (void)m_db.exec("PRAGMA foreign_keys=OFF"); // no effect inside a transaction
    Status status = m_db.inTransaction([&]() -> Status {
        std::vector<qint64> ids;
        {
            auto q = m_db.query("SELECT id FROM documents ORDER BY id", "reading the documents");
            if (Status s = q.forEach([&ids](const Query &row) { ids.push_back(row.integer(0)); }); !s)
                return s;
        }
        return work([&ids](qint64 id) { return std::binary_search(ids.begin(), ids.end(), id); });
    });
    if (own)
        (void)m_db.exec("PRAGMA foreign_keys=ON");
    return status;
}

Status Related::replace(const std::vector<RelatedPair> &pairs, const std::vector<TopicRow> &topics,
                        const std::vector<std::pair<qint64, TopicMember>> &members,
                        const RelatedParams &params, const RelatedBasis *basis)
{
    return replace(feedOf(pairs), topics, members, params, basis);
}

Status Related::replace(const PairFeed &pairs, const std::vector<TopicRow> &topics,
                        const std::vector<std::pair<qint64, TopicMember>> &members,
                        const RelatedParams &params, const RelatedBasis *basis)
{
    return write([&](const std::function<bool(qint64)> &known) -> Status {
        // The index by doc_b is made once after the rows, not row by row.
        if (Status s = m_db.exec("DELETE FROM related_pairs; DROP INDEX IF EXISTS related_pairs_b;"); !s)
            return s;
        if (Status s = insertPairs(pairs, known); !s)
            return s;
        if (Status s = m_db.exec("CREATE INDEX related_pairs_b ON related_pairs(doc_b);"); !s)
            return s;
        if (Status s = writeTopics(topics, members, known); !s)
            return s;
        if (Status s = writeBasis(basis); !s)
            return s;
        return Settings(m_db).setValue(kParamsKey, params.toString());
    });
}

Status Related::update(const std::vector<RelatedPair> &removed, const std::vector<RelatedPair> &added,
                       const std::vector<TopicRow> &topics,
                       const std::vector<std::pair<qint64, TopicMember>> &members, const RelatedBasis &basis)
{
    return write([&](const std::function<bool(qint64)> &known) -> Status {
        for (const RelatedPair &p : removed) {
            auto q = m_db.query("DELETE FROM related_pairs WHERE doc_a = ?1 AND doc_b = ?2",
                                "removing a related pair");
            q.bind(1, p.docA).bind(2, p.docB);
            if (Status s = q.run(); !s)
                return s;
        }
        if (Status s = insertPairs(feedOf(added), known); !s)
            return s;
        if (Status s = writeTopics(topics, members, known); !s)
            return s;
        return writeBasis(&basis);
    });
}

Result<std::optional<RelatedParams>> Related::storedParams()
{
    auto text = Settings(m_db).value(kParamsKey);
    if (!text)
        return text.status();
    if (text->isEmpty())
        return std::optional<RelatedParams>();
    return RelatedParams::fromString(*text);
}

Result<std::vector<RelatedNeighbour>> Related::neighbours(qint64 docId, int limit)
{
    auto q = m_db.query("SELECT doc_b, similarity, agreement FROM related_pairs WHERE doc_a = ?1 UNION ALL "
                        "SELECT doc_a, similarity, agreement FROM related_pairs WHERE doc_b = ?1 "
                        "ORDER BY 2 DESC, 1 LIMIT ?2",
                        "reading related documents");
    q.bind(1, docId).bind(2, qint64(limit));
    std::vector<RelatedNeighbour> out;
    Status s = q.forEach([&](Query &row) { out.push_back({row.integer(0), row.real(1), row.real(2)}); });
    if (!s)
        return s;
    return out;
}

Result<qint64> Related::pairCount()
{
    return m_db.integer("SELECT COUNT(*) FROM related_pairs", "counting related pairs");
}

Result<std::vector<TopicRow>> Related::topics()
{
    auto q =
        m_db.query("SELECT id, center, size, label FROM topics ORDER BY size DESC, id", "reading topics");
    std::vector<TopicRow> out;
    Status s = q.forEach([&](Query &row) {
        out.push_back({row.integer(0), row.integer(1), row.integer(2), row.text(3)});
    });
    if (!s)
        return s;
    return out;
}

Result<std::vector<TopicMember>> Related::members(qint64 topicId)
{
    auto q =
        m_db.query("SELECT m.doc_id, m.similarity, t.center = m.doc_id FROM topic_members m JOIN topics t ON "
                   "t.id = m.topic WHERE m.topic = ?1 ORDER BY t.center = m.doc_id DESC, m.similarity DESC, "
                   "m.doc_id",
                   "reading a topic");
    q.bind(1, topicId);
    std::vector<TopicMember> out;
    Status s = q.forEach([&](Query &row) {
        out.push_back({row.integer(0), row.real(1), row.integer(2) != 0});
    });
    if (!s)
        return s;
    return out;
}

} // namespace lookalike
