// Reading a record's block (the bytes a WARC header's Content-Length or an ARC header line's
// length announces) from the stream into an ArchiveRecord: the HTTP head when there is one,
// then the payload, capped and decoded. Internal to core/source.
#pragma once

#include "ArchiveReader.h"
#include "ByteStream.h"
#include "HttpMessage.h"

#include <string_view>

namespace lookalike::archive {

// Reads blocks from `in` (which must outlive it), keeping payloads to `cap` bytes. Each call
// consumes the block's bytes (or what the stream has of them) and says how far it got; it
// fills the record's HTTP and payload fields and leaves the others alone. Not thread safe.
class RecordBlockReader
{
public:
    RecordBlockReader(ByteStream &in, std::size_t cap)
        : m_in(in)
        , m_cap(cap)
        , m_decoder(cap)
    {}

    struct End
    {
        qint64 read = 0;      // block bytes read or skipped
        bool complete = true; // all `length` bytes were there
    };

    // Whether the block holds an HTTP message: never (resource records), if it starts with a
    // status line, or required (a problem is noted when it does not).
    enum class Http
    {
        Never,
        IfPresent,
        Required
    };

    // Skips the block.
    End skip(qint64 length);
    // Revisit records: the HTTP status and headers if the block has them; the rest is skipped.
    End readHeadOnly(ArchiveRecord &record, qint64 length);
    // Response and resource blocks (and ARC records): HTTP head if any, then the payload with
    // Transfer-Encoding and Content-Encoding undone, capped at `cap`. `recordType`: the
    // record's own content type, the media type when the block has no HTTP head.
    End readPayload(ArchiveRecord &record, qint64 length, Http http, std::string_view recordType);

private:
    std::size_t readHttpHead(std::size_t window);

    ByteStream &m_in;
    std::size_t m_cap;
    HttpBodyDecoder m_decoder;
};

} // namespace lookalike::archive
