#pragma once

#include "Documents.h"
#include "base/Status.h"
#include "sketch/Sketch.h"

#include <QString>
#include <QStringList>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QFile;

namespace lookalike {

class IndexStore;

// Shard files: the sketches and the catalog of one part of a collection, made on any machine
// by `lookalike-cli shard` without matching, read by `lookalike-cli merge` and the distributed
// job (app/dask). The bytes are described in core/store/ShardFormat.md, the one contract with
// the Python reader; these constants are its numbers.
namespace shardformat {
constexpr char kMagic[] = "LKSHARD1"; // 8 bytes, no terminator in the file
constexpr std::uint32_t kVersion = 1;
constexpr int kHeaderBytes = 24;
constexpr int kSectionEntryBytes = 24;
constexpr int kDocRecordBytes = 96;
// Flags of a docs record.
constexpr std::uint8_t kHasSketch = 1;
constexpr std::uint8_t kHasShingles = 2;
constexpr std::uint8_t kHasBag = 4; // the document's bag of words is in the bag columns
// The sections every shard of version 1 has.
constexpr const char *kSections[] = {"params",  "docs",     "minhash", "smpoffs",
                                     "smpkeys", "smpzeros", "catalog"};
// Sections a reader takes when they are there (a shard written before them has none): the
// documents' bags of words, the hashes of the captures' URLs and the anchor windows the pages
// give the URLs they link to (related documents).
constexpr const char *kOptionalSections[] = {"bagoffs", "bagterms", "bagcnts",  "urlhash", "ancoffs",
                                             "ancurls", "ancbofs",  "ancterms", "anccnts"};
} // namespace shardformat

struct ShardWriteOptions
{
    QString name;                             // what was sketched, for messages (the catalog's "name")
    const std::atomic_bool *cancel = nullptr; // stops the writing: Cancelled, nothing written
    // Documents written so far of `total`, about every 100 ms, on the calling thread.
    std::function<void(qint64 done, qint64 total)> progress;
};

struct ShardWritten
{
    qint64 documents = 0;    // n
    qint64 sketched = 0;     // of them, with a sketch
    qint64 failed = 0;       // of them, that could not be used (a mailbox is neither: its messages are)
    qint64 sampleValues = 0; // the length of the sample columns
    qint64 bytes = 0;        // the file's size
};

// Writes every document of `store` in ascending id (files and captures, those that could not be
// read with their error in the catalog), with its sketch at the store's sketch parameters, to a
// shard file at `path`. Atomic (QSaveFile): on any failure an earlier file at `path` is left as it
// was. Memory does not grow with the index: documents are read one at a time, the columns of a
// known size written in place, the sample keys streamed, the sample zeros and the catalog spooled
// through temporary files beside `path`. Fails with Unreadable (cannot write), Database, Corrupt (a
// stored sketch is damaged or does not fit the parameters) or Cancelled. Runs on the store's thread.
Result<ShardWritten> writeShard(IndexStore &store, const QString &path,
                                const ShardWriteOptions &options = {});

// One record of the docs section.
struct ShardDocument
{
    qint64 size = 0;
    qint64 mtimeMs = 0; // a capture: when it was captured
    std::uint64_t shingleCount = 0;
    std::uint64_t tokenCount = 0;
    std::uint64_t keepKey = 0; // KeepRule{}.keepKey(locator, mtimeMs)
    DocumentKind kind = DocumentKind::File;
    int sampleLevel = 0;
    bool hasSketch = false;
    bool hasShingles = false;
    bool hasBag = false;
    Fingerprint128 raw;
    Fingerprint128 lexical;
    Fingerprint128 shingle;
};

// One value of a document's MOD_2^i sample as the shard keeps it.
struct ShardSampleValue
{
    int zeros = 0;         // trailing zero bits of the shingle fingerprint, capped at the top level
    std::uint32_t key = 0; // sampleKey: the high half of the shingle fingerprint
    bool operator==(const ShardSampleValue &) const = default;
};

struct ShardSweep
{
    QString label;
    qint64 dateMs = 0;
};

struct ShardArchive
{
    QString path; // absolute, on the machine that made the shard
    qint64 size = 0;
    qint64 mtimeMs = 0;
    int sweep = -1; // index into ShardCatalog::sweeps
    QString state;
    qint64 records = 0;
    qint64 documents = 0;
    qint64 problems = 0;
};

// The catalog but its documents (those are read one at a time: forEachCatalogDocument).
struct ShardCatalog
{
    QString lookalike; // the version that wrote it
    QString created;   // ISO 8601, UTC
    QString name;
    std::vector<ShardSweep> sweeps;
    std::vector<ShardArchive> archives;
    // A word for the terms of the bags (what topics are named by).
    std::vector<std::pair<std::uint64_t, QString>> words;
};

// One document of the catalog.
struct ShardCatalogDocument
{
    QString locator; // absolute path, or URL
    QString format;
    QString encoding;
    Status error; // not ok: the document could not be used
    // Captures only:
    int sweep = -1; // index into ShardCatalog::sweeps
    QString host;
    qint64 captureMs = 0;
    int httpStatus = 0;
    QString mediaType;
    QString redirect;
    int archive = -1; // index into ShardCatalog::archives; -1: none
    qint64 recordOffset = 0;
    QString payloadDigest;
    // The URLs its anchor windows point at (a page of a crawl), in the order of its windows
    // (ShardReader::anchorBags).
    QStringList anchors;
};

// The key a URL is named by in the columns (urlhash, ancurls): XXH3-64 of its UTF-8 bytes.
std::uint64_t shardUrlKey(const QString &url);

// An open shard file. open() checks the header and the sections (names, offsets, lengths
// against n, k and the sample offsets); the documents are then read in place from the mapped
// file, nothing loaded ahead. Reads are const and may run on any thread.
class ShardReader
{
public:
    // Fails with NotFound or Unreadable, InvalidArgument ("FILE is not a Lookalike shard"),
    // Unsupported (a newer format version) or Corrupt (truncated or inconsistent).
    static Result<std::unique_ptr<ShardReader>> open(const QString &path);
    ~ShardReader();
    ShardReader(const ShardReader &) = delete;
    ShardReader &operator=(const ShardReader &) = delete;

    const QString &path() const { return m_path; }
    const QString &paramsText() const { return m_paramsText; }
    const SketchParams &params() const { return m_params; }
    qint64 documentCount() const { return m_n; }
    qint64 sampleValueCount() const { return m_sampleValues; }
    qint64 fileSize() const { return m_size; }

    // InvalidArgument "FILE was made with sketch parameters X; the first shard, FIRST, with Y"
    // unless both were made with the same parameters.
    Status checkSameParams(const ShardReader &first) const;

    // Document i (0 <= i < documentCount()).
    ShardDocument document(qint64 i) const;
    // Its MinHash row: k values, 0xffff each for a document without shingles.
    std::vector<std::uint16_t> minHash(qint64 i) const;
    // Its sample values in file order: by (zeros, key) ascending.
    std::vector<ShardSampleValue> sample(qint64 i) const;
    // Its bag of words, if the shard has one for it.
    std::optional<std::vector<TermCount>> bag(qint64 i) const;
    // The bags of the anchor windows it gives (its catalog entry's `anchors` names their URLs);
    // nullopt if one is damaged.
    std::optional<std::vector<std::vector<TermCount>>> anchorBags(qint64 i) const;
    // The key of the URL its w-th anchor window points at (0 <= w < anchorBags(i)->size()).
    std::uint64_t anchorUrlKey(qint64 i, qint64 w) const;
    // Its sketch as the index keeps it (what Documents::put stores), with its bag. NotFound for a
    // document without a sketch; Corrupt if its sample is not a valid one.
    Result<DocumentSketch> sketch(qint64 i) const;

    // The catalog but its documents; Corrupt if it cannot be read.
    Result<ShardCatalog> catalog() const;
    // Calls onDocument(i, document) for i = 0 .. n - 1 in order, one at a time; stops at the first
    // Status it returns that is not ok and returns it. Corrupt if the catalog cannot be read or
    // does not list n documents.
    Status forEachCatalogDocument(
        const std::function<Status(qint64 i, const ShardCatalogDocument &)> &onDocument) const;

private:
    ShardReader() = default;
    struct Section
    {
        qint64 offset = 0;
        qint64 length = 0;
    };
    Status corrupt(const QString &why) const;
    const uchar *at(const Section &section, qint64 offset) const { return m_data + section.offset + offset; }

    QString m_path;
    std::unique_ptr<QFile> m_file; // kept open while mapped
    const uchar *m_data = nullptr;
    qint64 m_size = 0;
    qint64 m_n = 0;
    qint64 m_sampleValues = 0;
    int m_k = 0;
    QString m_paramsText;
    SketchParams m_params;
    Section m_docs, m_minHash, m_sampleOffsets, m_sampleKeys, m_sampleZeros, m_catalog;
    Section m_bagOffsets, m_bagTerms, m_bagCounts; // length 0: none
    Section m_anchorOffsets, m_anchorUrls, m_anchorBagOffsets, m_anchorTerms, m_anchorCounts; // 0: none
};

} // namespace lookalike
