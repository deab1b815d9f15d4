#pragma once

#include <QtGlobal>
#include <cstdint>
#include <optional>
#include <span>
#include <unordered_map>
#include <vector>

namespace lookalike {

// The exact shingle sets of the documents a scan analysed, kept for the matching that follows
// it: the pairs whose estimates are too close to a threshold to decide are settled from them
// (settleExactly) instead of reading and analysing both documents again.
//
// Each set is the high 32 bits of its shingles' fingerprints, as the scan gives them (ascending
// and distinct: Sketcher::lastHighHalves; ExactComparer sorts any other), spilled to an
// anonymous file in memory (memfd; an unnamed temporary file where there is none) as the scan
// stores documents: 4 bytes a shingle, outside the process's heap (the scan's resident memory
// does not grow with the collection; the file's pages are shared memory, as on a tmpfs /tmp),
// gone when the object (or the process) ends. Two distinct shingles of two documents share the
// high half of their fingerprints with probability 2^-32: a pair of documents of 10^5 shingles
// each has about two such false shared shingles, 0.002 % of either.
//
// Bounded by `maxBytes` (by default 2 GB, or an eighth of the machine's memory where that is
// less): the documents after it (or after a write error) are read again.
// add() from one thread (the scan's writer); read() from any number once adding ended.
class ShingleSpill
{
public:
    static constexpr qint64 kMaxBytes = qint64(2) << 30;
    static qint64 defaultMaxBytes();

    explicit ShingleSpill(qint64 maxBytes = -1); // -1: defaultMaxBytes()
    ~ShingleSpill();
    ShingleSpill(const ShingleSpill &) = delete;
    ShingleSpill &operator=(const ShingleSpill &) = delete;

    // Keeps `values` as document docId's set (a later set of the same document replaces it: a
    // URL captured twice in one import). False when it was not kept (full, or the file could
    // not be written): the document has none then.
    bool add(qint64 docId, std::span<const std::uint32_t> values);
    // The document has no set (its content changed to one this spill was not given).
    void forget(qint64 docId) { m_where.erase(docId); }
    // Ends adding: what is buffered is written. add() after it is not allowed.
    void finish();

    bool contains(qint64 docId) const { return m_where.count(docId) != 0; }
    // The document's set as added, or nullopt when it was not kept or cannot be
    // read back.
    std::optional<std::vector<std::uint32_t>> read(qint64 docId) const;

    qint64 documents() const { return qint64(m_where.size()); }
    qint64 bytes() const { return m_bytes; }

private:
    bool keep(qint64 docId, std::span<const std::uint32_t> values); // add() but for a failure's forget
    bool flush();

    struct Where
    {
        qint64 offset = 0;
        std::uint32_t count = 0;
    };
    int m_fd = -1;
    qint64 m_maxBytes;
    qint64 m_bytes = 0; // written or buffered
    bool m_failed = false;
    std::vector<char> m_buffer;
    qint64 m_bufferAt = 0; // the file offset of m_buffer's first byte
    std::unordered_map<qint64, Where> m_where;
};

} // namespace lookalike
