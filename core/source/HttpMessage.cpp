// HTTP heads and entity bodies: status line and headers, chunked framing, gzip/deflate.
#include "HttpMessage.h"

#include "HeaderText.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstring>

namespace lookalike::archive {

namespace {

// Undoes Transfer-Encoding chunked in place. NotChunked: the body does not start with a chunk
// size line (already de-chunked by the crawler): left as is. Invalid: the framing breaks later
// (`badAt` = offset in the body): left as is. A body cut short mid-chunk is de-chunked as far
// as it goes.
enum class Dechunk
{
    Done,
    NotChunked,
    Invalid
};

Dechunk dechunk(std::string &body, std::size_t &badAt)
{
    const std::size_t n = body.size();
    auto walk = [&](bool write) {
        std::size_t p = 0, out = 0;
        bool first = true;
        while (p < n) {
            std::size_t q = p;
            std::uint64_t size = 0;
            while (q < n && q - p < 15 && std::isxdigit(static_cast<unsigned char>(body[q]))) {
                const char c = lower(body[q]);
                size = size * 16 + std::uint64_t(isDigit(c) ? c - '0' : c - 'a' + 10);
                ++q;
            }
            if (q == p) {
                badAt = p;
                return first ? Dechunk::NotChunked : Dechunk::Invalid;
            }
            // Blanks, then a chunk extension (";name=value") or the end of the line.
            std::size_t e = q;
            while (e < n && (body[e] == ' ' || body[e] == '\t'))
                ++e;
            if (e < n && body[e] != ';' && body[e] != '\r' && body[e] != '\n') {
                badAt = p;
                return first ? Dechunk::NotChunked : Dechunk::Invalid;
            }
            while (e < n && e - q < 1024 && body[e] != '\n')
                ++e;
            if (e >= n)
                break; // cut short in the size line
            if (body[e] != '\n') {
                badAt = p;
                return first ? Dechunk::NotChunked : Dechunk::Invalid;
            }
            first = false;
            p = e + 1;
            if (size == 0)
                break; // last chunk; trailers ignored
            const std::size_t take = std::size_t(std::min<std::uint64_t>(size, n - p));
            if (write)
                std::memmove(body.data() + out, body.data() + p, take);
            out += take;
            p += take;
            if (p >= n)
                break; // cut short in the data
            if (body[p] == '\r')
                ++p;
            if (p < n && body[p] == '\n')
                ++p;
            else if (p < n) {
                badAt = p;
                return Dechunk::Invalid;
            }
        }
        if (write)
            body.resize(out);
        return Dechunk::Done;
    };
    const Dechunk check = walk(false);
    if (check != Dechunk::Done)
        return check;
    return walk(true);
}

} // namespace

HttpHead parseHttpHead(std::string_view head)
{
    HttpHead h;
    std::string_view first = head.substr(0, head.find('\n'));
    const std::size_t sp = first.find(' ');
    if (sp != std::string_view::npos) {
        std::string_view rest = trimmed(first.substr(sp + 1));
        if (rest.size() >= 3 && isDigit(rest[0]) && isDigit(rest[1]) && isDigit(rest[2]) &&
            (rest.size() == 3 || !isDigit(rest[3])))
            h.status = (rest[0] - '0') * 100 + (rest[1] - '0') * 10 + (rest[2] - '0');
    }
    std::string *last = nullptr;
    forEachHeaderLine(
        head,
        [&](std::string_view name, std::string_view value) {
            last = nullptr;
            std::string *target = nullptr;
            if (iequals(name, "content-type"))
                target = &h.contentType;
            else if (iequals(name, "content-encoding"))
                target = &h.contentEncoding;
            else if (iequals(name, "transfer-encoding"))
                target = &h.transferEncoding;
            else if (iequals(name, "location"))
                target = &h.location;
            if (target && target->empty()) {
                target->assign(value);
                last = target;
            }
        },
        [&](std::string_view more) {
            if (last && !more.empty())
                last->append(" ").append(more);
        });
    return h;
}

BodyInflater::~BodyInflater()
{
    if (m_init)
        inflateEnd(&m_z);
}

BodyInflater::End BodyInflater::run(std::string_view in, int windowBits, std::string &out, std::size_t cap,
                                    QString &why)
{
    out.clear();
    if (!m_init) {
        std::memset(&m_z, 0, sizeof m_z);
        if (inflateInit2(&m_z, windowBits) != Z_OK) {
            why = QStringLiteral("zlib cannot start");
            return End::Corrupt;
        }
        m_init = true;
    } else if (inflateReset2(&m_z, windowBits) != Z_OK) {
        why = QStringLiteral("zlib cannot start");
        return End::Corrupt;
    }
    m_z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(in.data()));
    m_z.avail_in = uInt(in.size());
    for (;;) {
        if (out.size() >= cap)
            return End::Capped;
        const std::size_t old = out.size();
        const std::size_t chunk =
            std::min(std::max<std::size_t>(64 * 1024, std::min(old, in.size() * 4)), cap - old);
        out.resize(old + chunk);
        m_z.next_out = reinterpret_cast<Bytef *>(out.data() + old);
        m_z.avail_out = uInt(chunk);
        const int ret = inflate(&m_z, Z_NO_FLUSH);
        out.resize(old + chunk - m_z.avail_out);
        if (ret == Z_STREAM_END) {
            // Another gzip member may follow (concatenated gzip bodies).
            if (m_z.avail_in >= 2 && m_z.next_in[0] == 0x1f && m_z.next_in[1] == 0x8b &&
                inflateReset(&m_z) == Z_OK)
                continue;
            return End::Done;
        }
        if (ret == Z_OK)
            continue;
        if (ret == Z_BUF_ERROR && m_z.avail_in == 0)
            return End::Cut;
        if (ret == Z_BUF_ERROR)
            continue;
        why = QString::fromLatin1(m_z.msg ? m_z.msg : "invalid data");
        return End::Corrupt;
    }
}

bool HttpBodyDecoder::decode(const HttpHead &h, bool bodyComplete, std::string &body, QString &problem)
{
    if (icontains(h.transferEncoding, "chunked")) {
        std::size_t badAt = 0;
        const Dechunk d = dechunk(body, badAt);
        if (d == Dechunk::Invalid)
            problem = QStringLiteral("invalid chunked framing at byte %1 of the body: kept the raw body")
                          .arg(badAt);
    }
    std::string_view coding = trimmed(h.contentEncoding);
    if (coding.empty() || iequals(coding, "identity") || body.empty())
        return false;
    int windowBits = 0;
    if (iequals(coding, "gzip") || iequals(coding, "x-gzip")) {
        windowBits = 32 + MAX_WBITS; // gzip, or a zlib stream mislabelled gzip
    } else if (iequals(coding, "deflate") || iequals(coding, "x-deflate")) {
        const auto b0 = static_cast<unsigned char>(body[0]);
        const bool zlibWrapped = body.size() >= 2 && (b0 & 0x0f) == 8 &&
                                 ((unsigned(b0) << 8) | static_cast<unsigned char>(body[1])) % 31 == 0;
        windowBits = zlibWrapped ? MAX_WBITS : -MAX_WBITS;
    } else {
        if (problem.isEmpty())
            problem = QStringLiteral("unsupported Content-Encoding \"%1\": kept the encoded bytes")
                          .arg(preview(coding));
        return false;
    }
    QString why;
    BodyInflater::End e = m_inflater.run(body, windowBits, m_scratch, m_cap, why);
    if (e == BodyInflater::End::Corrupt && m_scratch.empty() && windowBits <= MAX_WBITS) {
        // deflate: the other framing.
        const int other = windowBits == MAX_WBITS ? -MAX_WBITS : MAX_WBITS;
        QString why2;
        const BodyInflater::End e2 = m_inflater.run(body, other, m_scratch, m_cap, why2);
        if (e2 != BodyInflater::End::Corrupt || !m_scratch.empty())
            e = e2, why = why2;
    }
    const QString name = toQString(coding);
    if (e == BodyInflater::End::Corrupt && m_scratch.empty()) {
        if (problem.isEmpty())
            problem =
                QStringLiteral("Content-Encoding %1 but the body does not decode (%2): kept the raw bytes")
                    .arg(name, why);
        return false;
    }
    body.swap(m_scratch);
    if (m_scratch.capacity() > 16 * 1024 * 1024)
        std::string().swap(m_scratch); // do not hold a big buffer between records
    if (e == BodyInflater::End::Capped)
        return true;
    if (e == BodyInflater::End::Corrupt) {
        if (problem.isEmpty())
            problem = QStringLiteral("Content-Encoding %1: damaged data after %2 decoded bytes (%3)")
                          .arg(name)
                          .arg(body.size())
                          .arg(why);
    } else if (e == BodyInflater::End::Cut && bodyComplete) {
        if (problem.isEmpty())
            problem = QStringLiteral("Content-Encoding %1: the compressed body ends early (%2 bytes decoded)")
                          .arg(name)
                          .arg(body.size());
    }
    return false;
}

} // namespace lookalike::archive
