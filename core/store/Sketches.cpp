#include "Sketches.h"

#include "Database.h"
#include "Related.h"
#include "Settings.h"
#include "base/BoundedQueue.h"
#include "sketch/SketchFormat.h"

#include <QtEndian>
#include <atomic>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <thread>

namespace lookalike {

Status Sketches::put(qint64 docId, const DocumentSketch &sketch)
{
    return write(docId, sketch, false);
}

Status Sketches::insert(qint64 docId, const DocumentSketch &sketch)
{
    return write(docId, sketch, true);
}

Status Sketches::write(qint64 docId, const DocumentSketch &sketch, bool isNew)
{
    // An upsert, not INSERT OR REPLACE: the row is updated in place, so that the trigger
    // keeping the sketch the last matching saw (retired_sketches, schema 13) fires. A new
    // document's row is inserted (cheaper: nothing to look up).
    auto q = isNew ? m_db.query("INSERT INTO sketches (doc_id, token_count, shingle_count, sketch) "
                                "VALUES (?1, ?2, ?3, ?4)",
                                "storing a sketch")
                   : m_db.query("INSERT INTO sketches (doc_id, token_count, shingle_count, sketch) "
                                "VALUES (?1, ?2, ?3, ?4) ON CONFLICT(doc_id) DO UPDATE SET "
                                "token_count = excluded.token_count, shingle_count = excluded.shingle_count, "
                                "sketch = excluded.sketch",
                                "storing a sketch");
    q.bind(1, docId).bind(2, qint64(sketch.tokenCount)).bind(3, qint64(sketch.shingleCount));
    q.bind(4, encodeSketch(sketch));
    if (Status s = q.run(); !s)
        return s;
    if (!sketch.bag) {
        // Not counted (scan/WordBagFill.h): a bag of the document's former content goes.
        if (isNew || m_db.emptyInTransaction(Database::Derived::Bags))
            return Status::ok(); // a new document, or a first scan
        auto d = m_db.query("DELETE FROM bags WHERE doc_id = ?1", "removing a bag of words");
        d.bind(1, docId);
        return d.run();
    }
    return Related(m_db).putBag(docId, *sketch.bag);
}

Status Sketches::remove(qint64 docId)
{
    auto q = m_db.query("DELETE FROM sketches WHERE doc_id = ?1", "removing a sketch");
    q.bind(1, docId);
    if (Status s = q.run(); !s)
        return s;
    auto b = m_db.query("DELETE FROM bags WHERE doc_id = ?1", "removing a bag of words");
    b.bind(1, docId);
    return b.run();
}

Result<bool> Sketches::any()
{
    auto n = m_db.integer("SELECT EXISTS (SELECT 1 FROM sketches)", "looking for sketches");
    if (!n)
        return n.status();
    return *n != 0;
}

Result<DocumentSketch> Sketches::of(qint64 docId)
{
    auto q = m_db.query("SELECT s.token_count, s.shingle_count, s.sketch, d.lexical_fp, d.shingle_fp "
                        "FROM sketches s JOIN documents d ON d.id = s.doc_id WHERE s.doc_id = ?1",
                        "reading a sketch");
    q.bind(1, docId);
    auto row = q.fetch();
    if (!row)
        return row.status();
    if (!*row)
        return Status::error(Status::Code::NotFound, QStringLiteral("document %1 has no sketch").arg(docId));
    DocumentSketch s;
    s.tokenCount = static_cast<std::uint64_t>(q.integer(0));
    s.shingleCount = static_cast<std::uint64_t>(q.integer(1));
    const auto blob = q.bytes(2);
    if (!decodeSketch(blob.data(), blob.size(), s))
        return Status::error(Status::Code::Corrupt,
                             QStringLiteral("the stored sketch of document %1 is damaged").arg(docId));
    s.lexicalFingerprint = Fingerprint128::fromBytes(q.blob(3));
    s.shingleFingerprint = Fingerprint128::fromBytes(q.blob(4));
    return s;
}

Status Sketches::dropAll()
{
    return m_db.inTransaction([&]() -> Status {
        // What matching ran over first, so that no sketch is kept as retired.
        if (Status s = m_db.exec("DELETE FROM matched_blocks; DELETE FROM retired_sketches; "
                                 "DELETE FROM clusters; DELETE FROM pair_blocks; DELETE FROM equivalents; "
                                 "DELETE FROM exact_pairs; DELETE FROM sketches;");
            !s)
            return s;
        if (Status s = Settings(m_db).bumpDocumentsGeneration(); !s)
            return s;
        return Settings(m_db).forgetStoredMatch();
    });
}

Status Sketches::useParams(const SketchParams &params)
{
    Settings settings(m_db);
    auto previous = settings.sketchParams();
    if (!previous)
        return previous.status();
    // Every stored sketch becomes stale at once; documents get new ones as scans reach them.
    if (*previous && (*previous)->toString() != params.toString())
        if (Status s = dropAll(); !s)
            return s;
    return settings.setSketchParams(params);
}

namespace {

constexpr auto kResketchParams = "resketch_params";

} // namespace

Result<std::optional<SketchParams>> Sketches::resketchParams()
{
    auto text = Settings(m_db).value(QString::fromLatin1(kResketchParams));
    if (!text)
        return text.status();
    if (text->isEmpty())
        return std::optional<SketchParams>();
    return SketchParams::fromString(*text);
}

Status Sketches::beginResketch(const SketchParams &params)
{
    return m_db.inTransaction([&]() -> Status {
        auto staged = resketchParams();
        if (!staged)
            return staged.status();
        if (*staged && (*staged)->toString() != params.toString())
            if (Status s = m_db.exec("DELETE FROM resketch"); !s)
                return s;
        if (Status s = Settings(m_db).setValue(QString::fromLatin1(kResketchParams), params.toString()); !s)
            return s;
        // Made from content the index no longer holds (a scan changed the document since).
        return m_db.exec("DELETE FROM resketch WHERE NOT EXISTS (SELECT 1 FROM documents d "
                         "WHERE d.id = resketch.doc_id AND d.raw_fp = resketch.raw_fp)");
    });
}

Result<std::vector<std::pair<qint64, Fingerprint128>>> Sketches::resketchPending()
{
    auto q = m_db.query("SELECT s.doc_id, d.raw_fp FROM sketches s JOIN documents d ON d.id = s.doc_id "
                        "WHERE NOT EXISTS (SELECT 1 FROM resketch r WHERE r.doc_id = s.doc_id) "
                        "ORDER BY s.doc_id",
                        "listing the documents to sketch again");
    std::vector<std::pair<qint64, Fingerprint128>> out;
    Status s = q.forEach(
        [&](const Query &row) { out.emplace_back(row.integer(0), Fingerprint128::fromBytes(row.blob(1))); });
    if (!s)
        return s;
    return out;
}

Status Sketches::stageResketched(qint64 docId, const Fingerprint128 &raw, const DocumentSketch &sketch)
{
    auto q =
        m_db.query("INSERT OR REPLACE INTO resketch (doc_id, raw_fp, lexical_fp, shingle_fp, token_count, "
                   "shingle_count, sketch) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                   "storing a new sketch");
    q.bind(1, docId).bind(2, raw.toBytes()).bind(3, sketch.lexicalFingerprint.toBytes());
    q.bind(4, sketch.shingleFingerprint.toBytes()).bind(5, qint64(sketch.tokenCount));
    q.bind(6, qint64(sketch.shingleCount)).bind(7, encodeSketch(sketch));
    return q.run();
}

Result<qint64> Sketches::finishResketch(const SketchParams &params)
{
    qint64 left = 0;
    Status done = m_db.inTransaction([&]() -> Status {
        auto unstaged = m_db.integer("SELECT COUNT(*) FROM sketches s WHERE NOT EXISTS "
                                     "(SELECT 1 FROM resketch r WHERE r.doc_id = s.doc_id)",
                                     "counting the documents not sketched again");
        if (!unstaged)
            return unstaged.status();
        left = *unstaged;
        // What matching ran over first, so that no sketch is kept as retired; the counts of
        // earlier settlings were of the old shingles. The user's decisions (ignored pairs,
        // kept paths) and the bags of words do not depend on the sketches and stay.
        if (Status s =
                m_db.exec("DELETE FROM matched_blocks; DELETE FROM retired_sketches; "
                          "DELETE FROM clusters; DELETE FROM pair_blocks; DELETE FROM equivalents; "
                          "DELETE FROM exact_pairs; DELETE FROM settled_blocks; DELETE FROM sketches;");
            !s)
            return s;
        if (Status s = m_db.exec("INSERT INTO sketches (doc_id, token_count, shingle_count, sketch) "
                                 "SELECT doc_id, token_count, shingle_count, sketch FROM resketch; "
                                 "UPDATE documents SET lexical_fp = r.lexical_fp, shingle_fp = r.shingle_fp "
                                 "FROM resketch r WHERE r.doc_id = documents.id; "
                                 "DELETE FROM resketch;");
            !s)
            return s;
        Settings settings(m_db);
        if (Status s = m_db.exec("DELETE FROM settings WHERE key = 'resketch_params'"); !s)
            return s;
        if (Status s = settings.bumpDocumentsGeneration(); !s)
            return s;
        if (Status s = settings.forgetStoredMatch(); !s)
            return s;
        return settings.setSketchParams(params);
    });
    if (!done)
        return done;
    return left;
}

Result<SketchTable> Sketches::retired()
{
    const SketchParams params = Settings(m_db).sketchParamsOrDefault();
    SketchTable table(params.minHashSize, params.sampleMaxLevel);
    auto q = m_db.query("SELECT doc_id, shingle_count, sketch FROM retired_sketches ORDER BY doc_id",
                        "reading retired sketches");
    Status s = q.forEach([&](const Query &row) {
        const auto blob = row.bytes(2);
        table.addBlob(row.integer(0), Fingerprint128{}, std::uint64_t(row.integer(1)), blob.data(),
                      blob.size());
    });
    if (!s)
        return s;
    return table;
}

Result<qint64> Sketches::retiredCount()
{
    return m_db.integer("SELECT count(*) FROM retired_sketches", "counting retired sketches");
}

namespace {

// While one lives, the connection reads the index's pages in place from the file (SQLite's
// memory-mapped I/O, up to 256 MB), not through its page cache, which copies each page into
// memory it allocates page by page: reading /usr/include's 18 MB of sketches took 0.15 s that
// way and 0.03 s mapped. For this read of a whole table only: an I/O error in a mapped file is
// a signal, not an error SQLite can return, and the pages read count in the process's resident
// memory while mapped.
class MappedReads
{
public:
    explicit MappedReads(Database &db)
        : m_db(db)
    {
        (void)m_db.exec("PRAGMA mmap_size=268435456"); // a failure leaves the reads as they were
    }
    ~MappedReads() { (void)m_db.exec("PRAGMA mmap_size=0"); }
    MappedReads(const MappedReads &) = delete;
    MappedReads &operator=(const MappedReads &) = delete;

private:
    Database &m_db;
};

} // namespace

Result<SketchTable> Sketches::table()
{
    const SketchParams params = Settings(m_db).sketchParamsOrDefault();
    MappedReads mapped(m_db);
    qint64 documents = 0;
    qint64 bytes = 0;
    {
        auto q =
            m_db.query("SELECT count(*), coalesce(sum(length(sketch)), 0) FROM sketches", "sizing sketches");
        auto row = q.fetch();
        if (!row)
            return row.status();
        documents = q.integer(0);
        bytes = q.integer(1);
    }
    SketchTable table(params.minHashSize, params.sampleMaxLevel);
    // About 3.5 bytes a stored sample value.
    const qint64 sampleBytes = std::max<qint64>(0, bytes - documents * (8 + 2 * params.minHashSize));
    table.reserve(std::size_t(documents), std::size_t(sampleBytes * 2 / 7));
    auto q = m_db.query("SELECT s.doc_id, s.shingle_count, s.sketch, d.shingle_fp "
                        "FROM sketches s JOIN documents d ON d.id = s.doc_id ORDER BY s.doc_id",
                        "reading sketches");
    // This thread steps through SQLite and copies rows into batches; another decodes them into
    // the table meanwhile (decoding costs as much as reading). Memory: a few 1 MB batches.
    struct Row
    {
        qint64 docId;
        std::uint64_t shingleCount;
        Fingerprint128 shingleFp;
        std::uint32_t offset, size; // of the sketch in the batch's bytes
    };
    struct Batch
    {
        std::vector<Row> rows;
        std::string bytes;
    };
    // Batches travel by pointer: moving one by value (its string) made GCC 12 warn of a copy
    // out of bounds (-Warray-bounds, a false alarm).
    BoundedQueue<std::unique_ptr<Batch>> batches(4);
    std::atomic_bool outOfMemory{false};
    std::thread decoder([&] {
        // A damaged sketch leaves its document out; the next scan sketches it again.
        try {
            while (std::optional<std::unique_ptr<Batch>> batch = batches.pop())
                for (const Row &r : (*batch)->rows)
                    table.addBlob(r.docId, r.shingleFp, r.shingleCount, (*batch)->bytes.data() + r.offset,
                                  r.size);
        } catch (const std::bad_alloc &) {
            outOfMemory = true;
            batches.close(); // the reader stops pushing
        }
    });
    // However this function is left, the decoder is stopped and joined first.
    struct Joiner
    {
        BoundedQueue<std::unique_ptr<Batch>> &queue;
        std::thread &thread;
        ~Joiner()
        {
            queue.close();
            if (thread.joinable())
                thread.join();
        }
    } joiner{batches, decoder};
    auto batch = std::make_unique<Batch>();
    const Status read = q.forEach([&](const Query &row) {
        const auto blob = row.bytes(2);
        const auto fp = row.bytes(3);
        const Fingerprint128 shingleFp = fp.size() == 16
                                             ? Fingerprint128{qFromLittleEndian<std::uint64_t>(fp.data()),
                                                              qFromLittleEndian<std::uint64_t>(fp.data() + 8)}
                                             : Fingerprint128{};
        batch->rows.push_back({row.integer(0), std::uint64_t(row.integer(1)), shingleFp,
                               std::uint32_t(batch->bytes.size()), std::uint32_t(blob.size())});
        batch->bytes.append(blob.data(), blob.size());
        if (batch->bytes.size() >= (1u << 20)) {
            batches.push(std::move(batch));
            batch = std::make_unique<Batch>();
        }
    });
    batches.push(std::move(batch));
    batches.close();
    decoder.join();
    if (outOfMemory)
        return Status::error(Status::Code::Internal,
                             QStringLiteral("not enough memory to load the sketches"));
    if (!read)
        return read;
    return table;
}

Result<std::vector<ClusterDocument>> Sketches::clusterDocuments(bool withMinHash, const KeepRule *keep,
                                                                DocumentFacts *facts)
{
    std::vector<ClusterDocument> out;
    auto q = m_db.query(withMinHash
                            ? "SELECT d.id, d.raw_fp, d.lexical_fp, d.shingle_fp, s.sketch, d.locator, "
                              "d.mtime, d.kind, d.size, d.host, d.sweep FROM documents d "
                              "JOIN sketches s ON s.doc_id = d.id WHERE d.error_code IS NULL ORDER BY d.id"
                            : "SELECT d.id, d.raw_fp, d.lexical_fp, d.shingle_fp, NULL, d.locator, d.mtime, "
                              "d.kind, d.size, d.host, d.sweep FROM documents d "
                              "WHERE d.error_code IS NULL ORDER BY d.id",
                        "reading documents");
    const Status s = q.forEach([&](const Query &row) {
        ClusterDocument d;
        d.docId = row.integer(0);
        d.raw = Fingerprint128::fromBytes(row.blob(1));
        d.lexical = Fingerprint128::fromBytes(row.blob(2));
        d.shingle = Fingerprint128::fromBytes(row.blob(3));
        if (withMinHash) {
            SketchReader reader;
            const auto blob = row.bytes(4);
            if (reader.open(blob.data(), blob.size())) {
                d.minHash.resize(std::size_t(reader.minHashSize()));
                for (int i = 0; i < reader.minHashSize(); ++i)
                    d.minHash[std::size_t(i)] = reader.minHash(i);
            }
        }
        if (keep) {
            const auto locator = row.bytes(5);
            d.keep = keep->keepKey(std::string_view(locator.data(), locator.size()), row.integer(6));
        }
        if (facts) {
            const auto host = row.bytes(9);
            facts->add(d.docId, row.integer(7) == 1, row.integer(8),
                       std::string_view(host.data(), host.size()), int(row.integer(10)));
        }
        out.push_back(std::move(d));
    });
    if (!s)
        return s;
    return out;
}

} // namespace lookalike
