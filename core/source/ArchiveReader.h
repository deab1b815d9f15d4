#pragma once

#include "base/Status.h"

#include <QString>
#include <cstdint>
#include <memory>
#include <string>

namespace lookalike {

// One record of a web archive, as the import uses it.
struct ArchiveRecord
{
    enum class Type
    {
        Response,
        Resource,
        Revisit,
        Request,
        Metadata,
        Warcinfo,
        Conversion,
        Continuation,
        Other
    };
    Type type = Type::Other;
    QString url;          // WARC-Target-URI (angle brackets removed) or the ARC URL field
    qint64 captureMs = 0; // WARC-Date / ARC date, ms since the epoch (UTC); 0 if absent or invalid
    QString recordId;     // WARC-Record-ID ("<urn:uuid:...>"), empty for ARC
    qint64 offset = 0;    // where the record starts in the file (its gzip member for per-record gzip);
                          // see ArchiveReader::InflatedOffsetFlag for records inside a gzip member

    // HTTP responses (WARC response/revisit with an HTTP block, ARC records of http URLs):
    int httpStatus = 0; // 0 when the block is not an HTTP response (resource records, dns:...)
    QString location;   // Location header of a 3xx response
    QString mediaType;  // Content-Type of the payload (HTTP header, or the record's for resources)

    // The payload: the entity body after the HTTP headers, with Transfer-Encoding chunked and
    // Content-Encoding gzip/deflate undone (only for Response, Resource and ARC records).
    std::string payload;
    bool payloadTruncated = false; // cut at maxPayloadBytes, or the record says WARC-Truncated
    QString payloadProblem;        // the payload could not be fully decoded (bad chunks, bad gzip...): why

    // Revisit records: what they repeat.
    QString refersTo;    // WARC-Refers-To (a record id)
    QString refersToUrl; // WARC-Refers-To-Target-URI (URL-agnostic revisits)
    qint64 refersToDateMs = 0;
    QString payloadDigest; // WARC-Payload-Digest as written ("sha1:...")
};

struct ArchiveReaderParams
{
    qint64 maxPayloadBytes = 64LL * 1024 * 1024; // larger payloads are cut (payloadTruncated)
};

// A problem with one record (or the bytes between records): reported, then skipped.
struct ArchiveProblem
{
    qint64 offset = 0;
    Status status; // Corrupt (bad length, truncated, garbage, bad gzip) with a readable reason
};

// Streaming reader for WARC 1.0/1.1 (ISO 28500, also 0.17/0.18) and ARC v1/v2, plain or gzip
// (one member per record, or one member for the whole file, or members that do not line up
// with records). Memory stays bounded by maxPayloadBytes plus buffers, whatever the file size.
// Malformed records are reported and skipped: the reader resynchronises on the next record
// header (or gzip member) and goes on. Not thread safe; one reader per thread.
class ArchiveReader
{
public:
    enum class Format
    {
        Warc,
        Arc
    };
    enum class Next
    {
        Record,
        Problem,
        End
    };

    // Record offsets. Plain files: the file offset of the record's first byte. Gzip files: the
    // file offset of the gzip member the record starts (only filler such as CR LF before it in the
    // member). A record that starts inside a member (whole-file gzip, members that do not line up
    // with records, or right after damaged data) gets InflatedOffsetFlag | P, P being the number
    // of inflated bytes before it, counted from the start of the file; openAt() then inflates
    // from the start of the file to reach it (slow on big files, but exact). After openAt() at a
    // member offset the inflated count is unknown: such records get offset -1.
    static constexpr qint64 InflatedOffsetFlag = qint64(1) << 62;

    // Opens `path` and recognises the format from its first bytes (not its name). Fails with
    // NotFound/Unreadable, or NotText when the file is neither WARC nor ARC (gzip or not).
    static Result<std::unique_ptr<ArchiveReader>> open(const QString &path, ArchiveReaderParams params = {});
    // Opens `path` positioned at a record offset reported earlier (reading one record back): the
    // next call of next() returns that record. Fails like open(), or with InvalidArgument when
    // the offset is outside the file or (gzip) no member starts there.
    static Result<std::unique_ptr<ArchiveReader>> openAt(const QString &path, qint64 offset,
                                                         ArchiveReaderParams params = {});
    virtual ~ArchiveReader() = default;

    // Reads the next record into `record` (Record), or reports a problem (Problem, then call
    // again: the reader has skipped past it), or End. Request, metadata, warcinfo and other
    // records are returned with their headers but no payload; revisits with the HTTP head of
    // their block if any. ARC: filedesc records are Warcinfo, dns: records Other, the rest
    // Response. A record cut short by the end of the file (or by damaged gzip data) is still
    // returned, with payloadTruncated and payloadProblem set, and the next call reports the
    // damage as a Problem. Problem offsets: the file offset for plain files, the offset of the
    // gzip member holding the damage for gzip files (the message gives the inflated offset).
    virtual Next next(ArchiveRecord &record, ArchiveProblem &problem) = 0;

    virtual Format format() const = 0;
    virtual bool gzipped() const = 0;
    // Bytes of the file consumed so far (compressed bytes for gzip) and the file size: progress.
    virtual qint64 position() const = 0;
    virtual qint64 fileSize() const = 0;
};

QString recordTypeName(ArchiveRecord::Type type); // "response", "revisit", ...

} // namespace lookalike
