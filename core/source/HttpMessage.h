// HTTP messages inside web-archive records: the head of a response (status line and the
// headers the reader uses) and the entity body's Transfer-Encoding (chunked) and
// Content-Encoding (gzip, deflate) undone. Internal to core/source.
#pragma once

#include <QString>
#include <string>
#include <string_view>
#include <zlib.h>

namespace lookalike::archive {

struct HttpHead
{
    int status = 0; // 0 when the status line has no three-digit code
    std::string contentType, contentEncoding, transferEncoding, location;
};

// Parses "HTTP/1.1 200 OK" plus header lines (the first occurrence of each header wins);
// tolerant of a missing reason phrase, CR CR LF line ends and folded headers.
HttpHead parseHttpHead(std::string_view head);

// Decodes Content-Encoding gzip / deflate with one reusable z_stream.
class BodyInflater
{
public:
    BodyInflater() = default;
    BodyInflater(const BodyInflater &) = delete;
    BodyInflater &operator=(const BodyInflater &) = delete;
    ~BodyInflater();

    enum class End
    {
        Done,
        Capped,
        Cut,
        Corrupt
    };

    // Inflates `in` into `out` (at most `cap` bytes). windowBits as for inflateInit2. `why` gets
    // zlib's message for Corrupt.
    End run(std::string_view in, int windowBits, std::string &out, std::size_t cap, QString &why);

private:
    z_stream m_z;
    bool m_init = false;
};

// Undoes the encodings an HTTP head declares on its entity body, keeping one z_stream and one
// scratch buffer from body to body. Not thread safe.
class HttpBodyDecoder
{
public:
    explicit HttpBodyDecoder(std::size_t cap)
        : m_cap(cap)
    {}

    // Undoes Transfer-Encoding chunked and Content-Encoding gzip/x-gzip/deflate/x-deflate of
    // `body` in place, keeping at most `cap` decoded bytes. `bodyComplete`: `body` holds all the
    // bytes the record had, so compressed data ending early is damage. What cannot be decoded
    // stays as it was, and `problem` (if still empty) says why. Returns true when the decoded
    // body was cut at `cap`.
    bool decode(const HttpHead &head, bool bodyComplete, std::string &body, QString &problem);

private:
    std::size_t m_cap;
    BodyInflater m_inflater;
    std::string m_scratch;
};

} // namespace lookalike::archive
