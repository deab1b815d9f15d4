#include "ArchiveReader.h"

#include <QFile>
#include <QFileInfo>
#include <algorithm>
#include <cctype>
#include <climits>
#include <cstring>
#include <deque>
#include <iterator>
#include <memory>
#include <string_view>
#include <utility>
#include <vector>
#include <zlib.h>

namespace lookalike {

QString recordTypeName(ArchiveRecord::Type type)
{
    using T = ArchiveRecord::Type;
    switch (type) {
    case T::Response:
        return QStringLiteral("response");
    case T::Resource:
        return QStringLiteral("resource");
    case T::Revisit:
        return QStringLiteral("revisit");
    case T::Request:
        return QStringLiteral("request");
    case T::Metadata:
        return QStringLiteral("metadata");
    case T::Warcinfo:
        return QStringLiteral("warcinfo");
    case T::Conversion:
        return QStringLiteral("conversion");
    case T::Continuation:
        return QStringLiteral("continuation");
    case T::Other:
        break;
    }
    return QStringLiteral("other");
}

namespace {

constexpr std::size_t InputBlock = 256 * 1024;    // compressed bytes read from the file at a time
constexpr std::size_t OutputBlock = 1024 * 1024;  // usual size of the inflated (or plain) window
constexpr std::size_t MaxHeadBytes = 1024 * 1024; // longest WARC, ARC or HTTP header section
constexpr std::size_t MaxArcLine = 64 * 1024;     // longest ARC header line

// A byte buffer whose resize() leaves new bytes unwritten (std::vector zeroes them). The
// stream buffers below only ever expose bytes the reader wrote, and zero-filling 1.25 MB (and
// faulting in every page of it) for each opened reader was half the cost of reading a small
// archive (openAt in the pair view, the fuzzer).
template <typename T>
class StreamBuffer
{
public:
    T *data() { return m_data.get(); }
    const T *data() const { return m_data.get(); }
    std::size_t size() const { return m_size; }
    // Reallocates to exactly n elements, keeping the first min(n, size()); the rest is
    // uninitialised.
    void resize(std::size_t n)
    {
        if (n == m_size)
            return;
        std::unique_ptr<T[]> grown(new T[n]);
        if (m_size > 0 && n > 0)
            std::memcpy(grown.get(), m_data.get(), std::min(n, m_size) * sizeof(T));
        m_data = std::move(grown);
        m_size = n;
    }

private:
    std::unique_ptr<T[]> m_data;
    std::size_t m_size = 0;
};

// ---------------------------------------------------------------------------------------------
// Small parsing helpers on std::string_view.

char lower(char c)
{
    return (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c;
}

// `lowerName` is already lower case.
bool iequals(std::string_view a, std::string_view lowerName)
{
    if (a.size() != lowerName.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (lower(a[i]) != lowerName[i])
            return false;
    }
    return true;
}

bool istartsWith(std::string_view a, std::string_view lowerPrefix)
{
    return a.size() >= lowerPrefix.size() && iequals(a.substr(0, lowerPrefix.size()), lowerPrefix);
}

bool icontains(std::string_view a, std::string_view lowerNeedle)
{
    if (lowerNeedle.size() > a.size())
        return false;
    for (std::size_t i = 0; i + lowerNeedle.size() <= a.size(); ++i) {
        if (iequals(a.substr(i, lowerNeedle.size()), lowerNeedle))
            return true;
    }
    return false;
}

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}
bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

// A non-negative decimal length ("1234", surrounding blanks allowed); false for "-1", "abc", "".
bool parseLength(std::string_view s, qint64 &out)
{
    s = trimmed(s);
    if (s.empty() || s.size() > 17)
        return false;
    qint64 v = 0;
    for (char c : s) {
        if (!isDigit(c))
            return false;
        v = v * 10 + (c - '0');
    }
    out = v;
    return true;
}

QString toQString(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// A short printable excerpt of raw bytes for messages.
QString preview(std::string_view s)
{
    QString out;
    for (char c : s.substr(0, 24)) {
        const auto u = static_cast<unsigned char>(c);
        if (u >= 0x20 && u < 0x7f)
            out += QLatin1Char(c);
        else
            out += QStringLiteral("\\x%1").arg(u, 2, 16, QLatin1Char('0'));
    }
    return out;
}

// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil).
qint64 daysFromCivil(int y, int m, int d)
{
    y -= m <= 2;
    const int era = (y >= 0 ? y : y - 399) / 400;
    const int yoe = y - era * 400;
    const int doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return qint64(era) * 146097 + doe - 719468;
}

bool validDate(int y, int mo, int d, int h, int mi, int s)
{
    static const int monthDays[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return y >= 1900 && y <= 9999 && mo >= 1 && mo <= 12 && d >= 1 && d <= monthDays[mo - 1] && h >= 0 &&
           h < 24 && mi >= 0 && mi < 60 && s >= 0 && s <= 60;
}

qint64 toMs(int y, int mo, int d, int h, int mi, int s, int ms)
{
    return ((daysFromCivil(y, mo, d) * 24 + h) * 60 + mi) * 60000 + qint64(s) * 1000 + ms;
}

int digitsAt(std::string_view s, std::size_t pos, std::size_t count)
{
    if (pos + count > s.size())
        return -1;
    int v = 0;
    for (std::size_t i = pos; i < pos + count; ++i) {
        if (!isDigit(s[i]))
            return -1;
        v = v * 10 + (s[i] - '0');
    }
    return v;
}

// WARC-Date: W3C/ISO 8601 "2014-01-27T17:10:46Z", with optional fraction, lower precision
// ("2014-01-27", "2014-01-27T17:10Z") or a numeric zone. 0 when invalid.
qint64 parseIsoDate(std::string_view s)
{
    s = trimmed(s);
    const int y = digitsAt(s, 0, 4);
    if (y < 0)
        return 0;
    int mo = 1, d = 1, h = 0, mi = 0, sec = 0, ms = 0;
    std::size_t p = 4;
    auto field = [&](char sep, int &out) {
        if (p < s.size() && s[p] == sep) {
            const int v = digitsAt(s, p + 1, 2);
            if (v < 0)
                return false;
            out = v;
            p += 3;
            return true;
        }
        return false;
    };
    if (field('-', mo) && field('-', d) && p < s.size() && (s[p] == 'T' || s[p] == 't' || s[p] == ' ')) {
        const int hh = digitsAt(s, p + 1, 2);
        if (hh < 0)
            return 0;
        h = hh;
        p += 3;
        if (!field(':', mi))
            return 0;
        if (field(':', sec) && p < s.size() && (s[p] == '.' || s[p] == ',')) {
            ++p;
            int scale = 100;
            while (p < s.size() && isDigit(s[p])) {
                ms += (s[p] - '0') * scale;
                scale /= 10;
                ++p;
            }
        }
    }
    qint64 zone = 0;
    if (p < s.size() && (s[p] == '+' || s[p] == '-')) {
        const int zh = digitsAt(s, p + 1, 2);
        std::size_t q = p + 3;
        if (q < s.size() && s[q] == ':')
            ++q;
        const int zm = digitsAt(s, q, 2);
        if (zh >= 0)
            zone = (qint64(zh) * 60 + std::max(zm, 0)) * 60000 * (s[p] == '-' ? -1 : 1);
    }
    if (!validDate(y, mo, d, h, mi, sec))
        return 0;
    return toMs(y, mo, d, h, mi, sec, ms) - zone;
}

// ARC date: "YYYYMMDDhhmmss"; shorter forms (down to YYYYMMDD) are padded with zeros, longer
// ones (18 digits seen in the wild) are cut to 14 digits. 0 when not a date.
qint64 parseArcDate(std::string_view s)
{
    s = trimmed(s);
    if (s.size() < 8 || s.size() > 20)
        return 0;
    for (char c : s) {
        if (!isDigit(c))
            return 0;
    }
    char buf[14];
    std::memset(buf, '0', sizeof buf);
    std::memcpy(buf, s.data(), std::min<std::size_t>(s.size(), 14));
    const std::string_view v(buf, 14);
    const int y = digitsAt(v, 0, 4), mo = digitsAt(v, 4, 2), d = digitsAt(v, 6, 2), h = digitsAt(v, 8, 2),
              mi = digitsAt(v, 10, 2), sec = digitsAt(v, 12, 2);
    if (!validDate(y, mo, d, h, mi, sec))
        return 0;
    return toMs(y, mo, d, h, mi, sec, 0);
}

bool isGzipHeader(const unsigned char *p, std::size_t n)
{
    return n >= 4 && p[0] == 0x1f && p[1] == 0x8b && p[2] == 8 && (p[3] & 0xe0) == 0;
}

// Looks for the end of a header section: the first line holding nothing but CRs, in p[0..n).
// `from` is a line start to resume at (updated). Returns the length of the section including
// that line, or 0 when it is not in p[0..n) yet.
std::size_t findHeadEnd(const char *p, std::size_t n, std::size_t &from)
{
    while (from < n) {
        const auto *lf = static_cast<const char *>(std::memchr(p + from, '\n', n - from));
        if (!lf)
            return 0;
        const std::size_t lineEnd = std::size_t(lf - p);
        bool blank = true;
        for (std::size_t i = from; i < lineEnd; ++i) {
            if (p[i] != '\r') {
                blank = false;
                break;
            }
        }
        from = lineEnd + 1;
        if (blank)
            return from;
    }
    return 0;
}

// Calls onField(name, value) for each "Name: value" line of a header section (after its first
// line). Folded lines (starting with a blank) continue the previous value: onFold(text).
template <typename Field, typename Fold>
void forEachHeaderLine(std::string_view head, Field onField, Fold onFold)
{
    std::size_t p = head.find('\n');
    p = p == std::string_view::npos ? head.size() : p + 1;
    while (p < head.size()) {
        std::size_t e = head.find('\n', p);
        if (e == std::string_view::npos)
            e = head.size();
        std::string_view line = head.substr(p, e - p);
        p = e + 1;
        while (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (line.empty())
            break;
        if (line.front() == ' ' || line.front() == '\t') {
            onFold(trimmed(line));
            continue;
        }
        const std::size_t colon = line.find(':');
        if (colon == std::string_view::npos || colon == 0)
            continue; // not a field: tolerated
        onField(trimmed(line.substr(0, colon)), trimmed(line.substr(colon + 1)));
    }
}

// ---------------------------------------------------------------------------------------------
// HTTP message heads and entity bodies.

struct HttpHead
{
    int status = 0;
    std::string contentType, contentEncoding, transferEncoding, location;
};

// Parses "HTTP/1.1 200 OK" plus header lines; tolerant of a missing reason phrase, CR CR LF
// line ends and folded headers.
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

// Decodes Content-Encoding gzip / deflate with one reusable z_stream.
class BodyInflater
{
public:
    ~BodyInflater()
    {
        if (m_init)
            inflateEnd(&m_z);
    }

    enum class End
    {
        Done,
        Capped,
        Cut,
        Corrupt
    };

    // Inflates `in` into `out` (at most `cap` bytes). windowBits as for inflateInit2. `why` gets
    // zlib's message for Corrupt.
    End run(std::string_view in, int windowBits, std::string &out, std::size_t cap, QString &why)
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

private:
    z_stream m_z;
    bool m_init = false;
};

// ---------------------------------------------------------------------------------------------
// The archive file as one byte stream: the file itself, or its gzip members inflated one after
// the other. Damaged gzip data (or non-gzip bytes between members) ends a "segment": fill()
// stops there, broken() says why, and nextSegment() resumes at the next gzip member found in
// the file. Positions (pos()) count stream bytes and go on across segments.
class ByteStream
{
public:
    ~ByteStream()
    {
        if (m_zInit)
            inflateEnd(&m_z);
    }

    Status open(const QString &path)
    {
        m_file.setFileName(path);
        const QFileInfo info(path);
        if (!info.exists())
            return Status::error(Status::Code::NotFound, QStringLiteral("no such file"));
        if (info.isDir())
            return Status::error(Status::Code::Unreadable, QStringLiteral("is a folder, not a file"));
        if (!m_file.open(QIODevice::ReadOnly | QIODevice::Unbuffered))
            return Status::error(Status::Code::Unreadable, m_file.errorString());
        m_fileSize = m_file.size();
        unsigned char magic[4] = {0, 0, 0, 0};
        const qint64 got = m_file.read(reinterpret_cast<char *>(magic), 4);
        if (got < 0)
            return Status::error(Status::Code::Unreadable, m_file.errorString());
        m_gzip = got >= 2 && magic[0] == 0x1f && magic[1] == 0x8b;
        m_in.resize(InputBlock);
        m_buf.resize(OutputBlock);
        if (m_gzip) {
            std::memset(&m_z, 0, sizeof m_z);
            if (inflateInit2(&m_z, 16 + MAX_WBITS) != Z_OK)
                return Status::error(Status::Code::Internal, QStringLiteral("zlib cannot start"));
            m_zInit = true;
        }
        return restart(0, true);
    }

    // Reads on from file offset `offset` (a gzip member start for gzip files). Positions count
    // from 0 there; `posKnown` says whether they are inflated positions from the start of file.
    Status restart(qint64 offset, bool posKnown)
    {
        m_begin = m_end = 0;
        m_pos = m_gzip ? 0 : offset;
        m_posKnown = posKnown;
        m_state = State::Reading;
        m_members.clear();
        if (!m_file.seek(offset))
            return Status::error(Status::Code::Unreadable, m_file.errorString());
        if (m_gzip) {
            resetInput(offset);
            if (!ensureInput(4) || !isGzipHeader(m_z.next_in, m_z.avail_in))
                return Status::error(Status::Code::InvalidArgument,
                                     QStringLiteral("no gzip member starts at offset %1").arg(offset));
            startMember(offset, false);
        }
        return Status::ok();
    }

    bool gzipped() const { return m_gzip; }
    qint64 fileSize() const { return m_fileSize; }
    bool posKnown() const { return m_posKnown; }
    // File bytes consumed: compressed bytes for gzip.
    qint64 filePosition() const
    {
        if (!m_gzip)
            return m_pos;
        return m_inFileOffset + qint64(m_z.next_in - m_in.data());
    }

    const char *data() const { return m_buf.data() + m_begin; }
    std::size_t avail() const { return m_end - m_begin; }
    std::string_view view() const { return {data(), avail()}; }
    qint64 pos() const { return m_pos; }

    // Makes at least `want` bytes available, unless the segment ends first; returns avail().
    std::size_t fill(std::size_t want)
    {
        while (avail() < want && produce(want)) {
        }
        return avail();
    }

    void consume(std::size_t n)
    {
        Q_ASSERT(n <= avail());
        m_begin += n;
        m_pos += qint64(n);
    }

    // Discards up to `n` bytes (seeks in plain files); returns how many were skipped.
    qint64 skip(qint64 n)
    {
        qint64 done = std::min<qint64>(n, qint64(avail()));
        consume(std::size_t(done));
        if (done == n)
            return n;
        if (!m_gzip && m_state == State::Reading) {
            // The buffer is empty: the file position is m_pos.
            const qint64 target = std::min(m_pos + (n - done), m_fileSize);
            if (!m_file.seek(target)) {
                breakWith(
                    QStringLiteral("cannot seek to offset %1: %2").arg(target).arg(m_file.errorString()), -1);
                return done;
            }
            done += target - m_pos;
            m_pos = target;
            m_begin = m_end = 0;
            if (done < n)
                m_state = State::End;
            return done;
        }
        while (done < n) {
            if (avail() == 0 && fill(1) == 0)
                break;
            const qint64 take = std::min<qint64>(n - done, qint64(avail()));
            consume(std::size_t(take));
            done += take;
        }
        return done;
    }

    // After fill() came short: whether the segment ended on damage (true) or at the end of file.
    bool broken() const { return m_state == State::Broken; }
    const QString &breakMessage() const { return m_breakMessage; }
    qint64 breakPos() const { return m_breakPos; }

    // Drops what is left of a broken segment and resumes at the next gzip member in the file.
    // Returns false when there is none (the stream is then at its end).
    bool nextSegment()
    {
        m_pos += qint64(avail());
        m_begin = m_end = 0;
        if (m_state != State::Broken)
            return false;
        return resyncFrom(m_resyncFrom);
    }

    // The file offset of the latest gzip member that started in stream positions [from, to], or -1.
    qint64 memberStartIn(qint64 from, qint64 to) const
    {
        for (auto it = m_members.rbegin(); it != m_members.rend(); ++it) {
            if (it->pos <= to && it->pos >= from)
                return it->fileOffset;
            if (it->pos < from)
                break;
        }
        return -1;
    }
    // The first gzip member start at a stream position in (from, to), or -1.
    qint64 memberPosIn(qint64 from, qint64 to) const
    {
        for (const MemberStart &m : m_members) {
            if (m.pos > from && m.pos < to)
                return m.pos;
        }
        return -1;
    }
    // The file offset of the gzip member holding stream position `p`, or -1.
    qint64 memberHolding(qint64 p) const
    {
        for (auto it = m_members.rbegin(); it != m_members.rend(); ++it) {
            if (it->pos <= p)
                return it->fileOffset;
        }
        return -1;
    }
    // Drops member starts before `p`, but the one holding `p`.
    void forgetMembersBefore(qint64 p)
    {
        while (m_members.size() > 1 && m_members[1].pos <= p)
            m_members.pop_front();
    }

private:
    enum class State
    {
        Reading,
        MemberEnd,
        Broken,
        End
    };
    struct MemberStart
    {
        qint64 pos;        // stream position of its first inflated byte
        qint64 fileOffset; // file offset of its gzip header
    };

    void resetInput(qint64 fileOffset)
    {
        m_inFileOffset = fileOffset;
        m_z.next_in = m_in.data();
        m_z.avail_in = 0;
    }

    // Compacts the input buffer and reads until at least `n` bytes are there; false at the end.
    bool ensureInput(std::size_t n)
    {
        while (m_z.avail_in < n) {
            const std::size_t keep = m_z.avail_in;
            const qint64 consumed = qint64(m_z.next_in - m_in.data());
            if (keep)
                std::memmove(m_in.data(), m_z.next_in, keep);
            m_inFileOffset += consumed;
            const qint64 got =
                m_file.read(reinterpret_cast<char *>(m_in.data() + keep), qint64(m_in.size() - keep));
            m_z.next_in = m_in.data();
            m_z.avail_in = uInt(keep + std::size_t(std::max<qint64>(got, 0)));
            if (got <= 0)
                return m_z.avail_in >= n;
        }
        return true;
    }

    void startMember(qint64 fileOffset, bool candidate)
    {
        inflateReset(&m_z);
        m_memberOffset = fileOffset;
        m_memberOut = 0;
        m_candidate = candidate;
        m_state = State::Reading;
        m_members.push_back({m_pos + qint64(avail()), fileOffset});
        if (m_members.size() > 4096)
            m_members.pop_front();
    }

    void breakWith(QString message, qint64 resyncFrom)
    {
        m_state = State::Broken;
        m_breakMessage = std::move(message);
        m_breakPos = m_pos + qint64(avail());
        m_resyncFrom = resyncFrom;
    }

    // Scans the file from `from` for the next plausible gzip header and starts a member there.
    bool resyncFrom(qint64 from)
    {
        if (from < 0 || from >= m_fileSize || !m_file.seek(from)) {
            m_state = State::End;
            return false;
        }
        resetInput(from);
        for (;;) {
            if (!ensureInput(4)) {
                m_state = State::End;
                return false;
            }
            const unsigned char *p = m_z.next_in;
            const std::size_t n = m_z.avail_in;
            std::size_t i = 0;
            for (;;) {
                const void *hit = std::memchr(p + i, 0x1f, n - i);
                if (!hit) {
                    i = n;
                    break;
                }
                i = std::size_t(static_cast<const unsigned char *>(hit) - p);
                if (n - i < 4)
                    break; // look again with more input
                if (isGzipHeader(p + i, n - i)) {
                    m_z.next_in += i;
                    m_z.avail_in -= uInt(i);
                    startMember(m_inFileOffset + qint64(m_z.next_in - m_in.data()), true);
                    return true;
                }
                ++i;
            }
            m_z.next_in += i; // fewer than 4 bytes are left: read on
            m_z.avail_in -= uInt(i);
        }
    }

    void makeRoom(std::size_t want)
    {
        const std::size_t have = avail();
        // Give back a buffer grown for a long header once it is not needed.
        const bool shrink = m_buf.size() > 4 * OutputBlock && want <= OutputBlock && have <= OutputBlock / 2;
        if (m_begin > 0 &&
            (shrink || m_buf.size() - m_end < OutputBlock / 4 || m_buf.size() - m_begin < want)) {
            if (have)
                std::memmove(m_buf.data(), m_buf.data() + m_begin, have);
            m_begin = 0;
            m_end = have;
        }
        if (shrink) {
            m_buf.resize(OutputBlock); // reallocates: the memory goes back
        }
        if (m_buf.size() < want + OutputBlock / 4)
            m_buf.resize(std::max(want + OutputBlock / 4, m_buf.size() * 2));
    }

    // Adds bytes to the window; false when the segment has ended.
    bool produce(std::size_t want)
    {
        if (m_state == State::Broken || m_state == State::End)
            return false;
        makeRoom(want);
        if (!m_gzip) {
            const qint64 got = m_file.read(m_buf.data() + m_end, qint64(m_buf.size() - m_end));
            if (got < 0) {
                breakWith(QStringLiteral("read error: %1").arg(m_file.errorString()), -1);
                return false;
            }
            if (got == 0) {
                m_state = State::End;
                return false;
            }
            m_end += std::size_t(got);
            return true;
        }
        for (;;) {
            if (m_state == State::MemberEnd) {
                if (!ensureInput(4)) {
                    if (m_z.avail_in == 0) {
                        m_state = State::End;
                        return false;
                    }
                }
                const qint64 at = m_inFileOffset + qint64(m_z.next_in - m_in.data());
                if (!isGzipHeader(m_z.next_in, m_z.avail_in)) {
                    breakWith(QStringLiteral("unexpected non-gzip bytes at file offset %1, after the gzip "
                                             "member at %2 (\"%3\")")
                                  .arg(at)
                                  .arg(m_memberOffset)
                                  .arg(preview(std::string_view(reinterpret_cast<const char *>(m_z.next_in),
                                                                std::min<std::size_t>(m_z.avail_in, 8)))),
                              at);
                    return false;
                }
                startMember(at, false);
            }
            if (m_z.avail_in == 0 && !ensureInput(1)) {
                if (m_candidate && m_memberOut == 0) {
                    m_state = State::End;
                    return false;
                }
                breakWith(QStringLiteral("gzip member at file offset %1 is cut short by the end of the file")
                              .arg(m_memberOffset),
                          -1);
                return false;
            }
            m_z.next_out = reinterpret_cast<Bytef *>(m_buf.data() + m_end);
            m_z.avail_out = uInt(std::min<std::size_t>(m_buf.size() - m_end, UINT_MAX));
            const uInt availIn = m_z.avail_in;
            const uInt availOut = m_z.avail_out;
            int ret = inflate(&m_z, Z_NO_FLUSH);
            const std::size_t produced = availOut - m_z.avail_out;
            if (ret == Z_BUF_ERROR && produced == 0 && m_z.avail_in == availIn && availIn > 0)
                ret = Z_DATA_ERROR; // no progress possible: treat as damage rather than spin
            m_end += produced;
            m_memberOut += produced;
            if (ret == Z_STREAM_END) {
                m_state = State::MemberEnd;
                m_candidate = false;
            } else if (ret != Z_OK && ret != Z_BUF_ERROR) {
                if (m_candidate && m_memberOut == 0) {
                    // A false gzip header found while resynchronising: look further.
                    if (!resyncFrom(m_memberOffset + 1))
                        return false;
                    continue;
                }
                breakWith(QStringLiteral("damaged gzip data in the member at file offset %1 (%2)")
                              .arg(m_memberOffset)
                              .arg(QString::fromLatin1(m_z.msg ? m_z.msg : "invalid data")),
                          m_memberOffset + 1);
                return produced > 0;
            }
            if (produced > 0)
                return true;
        }
    }

    QFile m_file;
    qint64 m_fileSize = 0;
    bool m_gzip = false;

    StreamBuffer<char> m_buf; // window of stream bytes [m_begin, m_end)
    std::size_t m_begin = 0, m_end = 0;
    qint64 m_pos = 0; // stream position of m_buf[m_begin]
    bool m_posKnown = true;

    StreamBuffer<unsigned char> m_in; // compressed input
    qint64 m_inFileOffset = 0;       // file offset of m_in[0]
    z_stream m_z;
    bool m_zInit = false;
    qint64 m_memberOffset = 0;
    std::size_t m_memberOut = 0;
    bool m_candidate = false; // the member was found by scanning after damage
    std::deque<MemberStart> m_members;

    State m_state = State::Reading;
    QString m_breakMessage;
    qint64 m_breakPos = 0;
    qint64 m_resyncFrom = -1;
};

// ---------------------------------------------------------------------------------------------
// ARC header lines.

struct ArcHead
{
    std::string_view url, date, contentType, length, resultCode;
};

bool hasScheme(std::string_view s)
{
    if (s.empty() || !std::isalpha(static_cast<unsigned char>(s[0])))
        return false;
    for (std::size_t i = 1; i < s.size() && i < 40; ++i) {
        const char c = s[i];
        if (c == ':')
            return i + 1 < s.size();
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '+' && c != '-' && c != '.')
            return false;
    }
    return false;
}

bool allDigits(std::string_view s, std::size_t minLen)
{
    if (s.size() < minLen)
        return false;
    for (char c : s) {
        if (!isDigit(c))
            return false;
    }
    return true;
}

// Splits an ARC header line by reading fields from the right (URLs may hold spaces). v1: URL IP
// date type length; v2: URL IP date type result checksum location offset filename length.
bool splitArcHead(std::string_view line, int version, ArcHead &out)
{
    const int tail = version == 2 ? 9 : 4;
    std::string_view fields[9];
    std::string_view rest = line;
    for (int i = 0; i < tail; ++i) {
        while (!rest.empty() && rest.back() == ' ')
            rest.remove_suffix(1);
        const std::size_t sp = rest.rfind(' ');
        if (sp == std::string_view::npos)
            return false;
        fields[i] = rest.substr(sp + 1);
        rest = rest.substr(0, sp);
    }
    while (!rest.empty() && rest.back() == ' ')
        rest.remove_suffix(1);
    if (rest.empty())
        return false;
    // fields[] runs from the right: [0] = length.
    const std::string_view date = fields[tail - 2];
    if (!allDigits(date, 8) || date.size() > 20)
        return false;
    out.url = rest;
    out.date = date;
    out.contentType = fields[tail - 3];
    out.length = fields[0];
    out.resultCode = version == 2 ? fields[tail - 4] : std::string_view();
    return true;
}

// Whether `line` is an ARC header line (for the declared version, else the other one).
bool parseArcHead(std::string_view line, int version, ArcHead &out)
{
    while (!line.empty() && (line.back() == '\r' || line.back() == ' '))
        line.remove_suffix(1);
    if (!hasScheme(line))
        return false;
    return splitArcHead(line, version, out) || splitArcHead(line, version == 2 ? 1 : 2, out);
}

// ---------------------------------------------------------------------------------------------
// The reader.

enum class WarcField
{
    Type,
    TargetUri,
    Date,
    RecordId,
    ContentLength,
    ContentType,
    RefersTo,
    RefersToTargetUri,
    RefersToDate,
    PayloadDigest,
    Truncated,
    Count
};

constexpr std::string_view WarcFieldNames[] = {
    "warc-type",           "warc-target-uri",     "warc-date",      "warc-record-id",
    "content-length",      "content-type",        "warc-refers-to", "warc-refers-to-target-uri",
    "warc-refers-to-date", "warc-payload-digest", "warc-truncated",
};
static_assert(std::size(WarcFieldNames) == std::size_t(WarcField::Count));

ArchiveRecord::Type warcType(std::string_view s)
{
    using T = ArchiveRecord::Type;
    if (iequals(s, "response"))
        return T::Response;
    if (iequals(s, "resource"))
        return T::Resource;
    if (iequals(s, "revisit"))
        return T::Revisit;
    if (iequals(s, "request"))
        return T::Request;
    if (iequals(s, "metadata"))
        return T::Metadata;
    if (iequals(s, "warcinfo"))
        return T::Warcinfo;
    if (iequals(s, "conversion"))
        return T::Conversion;
    if (iequals(s, "continuation"))
        return T::Continuation;
    return T::Other;
}

void clearRecord(ArchiveRecord &r)
{
    r.type = ArchiveRecord::Type::Other;
    r.url.clear();
    r.captureMs = 0;
    r.recordId.clear();
    r.offset = 0;
    r.httpStatus = 0;
    r.location.clear();
    r.mediaType.clear();
    r.payload.clear(); // keeps its capacity for the next record
    r.payloadTruncated = false;
    r.payloadProblem.clear();
    r.refersTo.clear();
    r.refersToUrl.clear();
    r.refersToDateMs = 0;
    r.payloadDigest.clear();
}

class ArchiveReaderImpl final : public ArchiveReader
{
public:
    explicit ArchiveReaderImpl(const ArchiveReaderParams &params)
        : m_cap(std::size_t(std::clamp<qint64>(params.maxPayloadBytes, 0, INT_MAX)))
    {}

    Status open(const QString &path)
    {
        Status s = m_in.open(path);
        if (!s)
            return s;
        return sniff();
    }

    Status seekTo(qint64 offset)
    {
        if (offset & InflatedOffsetFlag) {
            if (!m_in.gzipped())
                return Status::error(Status::Code::InvalidArgument,
                                     QStringLiteral("offset %1 is for a gzip file").arg(offset));
            const qint64 target = offset & ~InflatedOffsetFlag;
            Status s = m_in.restart(0, true);
            if (!s)
                return s;
            qint64 left = target - m_in.pos();
            while (left > 0) {
                left -= m_in.skip(left);
                if (left > 0 && !(m_in.broken() && m_in.nextSegment()))
                    break;
                left = target - m_in.pos();
            }
            if (m_in.pos() != target)
                return Status::error(
                    Status::Code::InvalidArgument,
                    QStringLiteral("inflated offset %1 is beyond the end of the file").arg(target));
            return Status::ok();
        }
        if (offset < 0 || offset >= std::max<qint64>(m_in.fileSize(), 1))
            return Status::error(Status::Code::InvalidArgument,
                                 QStringLiteral("offset %1 is outside the file").arg(offset));
        return m_in.restart(offset, offset == 0);
    }

    Next next(ArchiveRecord &record, ArchiveProblem &problem) override
    {
        for (;;) {
            if (!m_problems.empty()) {
                problem = std::move(m_problems.front());
                m_problems.pop_front();
                return Next::Problem;
            }
            if (m_ended)
                return Next::End;
            const qint64 before = m_in.pos();
            const Step step = m_format == Format::Warc ? readWarc(record) : readArc(record);
            if (step == Step::Record)
                return Next::Record;
            if (step == Step::End)
                m_ended = true;
            else if (m_problems.empty() && m_in.pos() == before && !m_in.broken()) {
                // Defensive: a step that neither read nor reported must not spin.
                if (m_in.fill(1) == 0)
                    m_ended = true;
                else
                    m_in.consume(1);
            }
        }
    }

    Format format() const override { return m_format; }
    bool gzipped() const override { return m_in.gzipped(); }
    qint64 position() const override
    {
        return m_ended ? m_in.fileSize() : std::min(m_in.filePosition(), m_in.fileSize());
    }
    qint64 fileSize() const override { return m_in.fileSize(); }

private:
    enum class Step
    {
        Record,
        Again,
        End
    };

    // Recognises the format from the first bytes (after any leading blank lines).
    Status sniff()
    {
        const std::size_t n = m_in.fill(64 * 1024);
        std::string_view v = m_in.view().substr(0, n);
        std::size_t start = 0;
        while (start < v.size() && isSpace(v[start]))
            ++start;
        const std::string_view head = v.substr(start);
        if (head.empty()) {
            if (m_in.broken())
                return Status::error(Status::Code::NotText,
                                     QStringLiteral("not a WARC or ARC file: %1").arg(m_in.breakMessage()));
            return Status::error(Status::Code::NotText, QStringLiteral("not a WARC or ARC file (empty)"));
        }
        if (head.substr(0, 5) == "WARC/") {
            m_format = Format::Warc;
            return Status::ok();
        }
        const std::string_view firstLine = head.substr(0, head.find('\n'));
        ArcHead arc;
        if (istartsWith(head, "filedesc:") || parseArcHead(firstLine, 1, arc)) {
            m_format = Format::Arc;
            m_arcVersion = 1;
            if (istartsWith(head, "filedesc:")) {
                const std::size_t nl = head.find('\n');
                if (nl != std::string_view::npos && nl + 1 < head.size() && head[nl + 1] == '2')
                    m_arcVersion = 2;
            } else {
                ArcHead v2;
                if (splitArcHead(trimmed(firstLine), 2, v2) &&
                    (allDigits(v2.resultCode, 3) || v2.resultCode == "-"))
                    m_arcVersion = 2;
            }
            return Status::ok();
        }
        // Leading junk before a WARC record at a line start.
        if (v.find("\nWARC/1.") != std::string_view::npos || v.find("\nWARC/0.") != std::string_view::npos) {
            m_format = Format::Warc;
            return Status::ok();
        }
        return Status::error(
            Status::Code::NotText,
            QStringLiteral("not a WARC or ARC file (starts with \"%1\")").arg(preview(head)));
    }

    // Where a stream position is, for messages.
    QString where(qint64 pos) const
    {
        if (!m_in.gzipped())
            return QStringLiteral("offset %1").arg(pos);
        const QString member = QStringLiteral(" (gzip member at offset %1)").arg(m_in.memberHolding(pos));
        if (!m_in.posKnown())
            return QStringLiteral("inflated offset +%1 from the first gzip member read").arg(pos) + member;
        return QStringLiteral("inflated offset %1").arg(pos) + member;
    }

    // Problems in gzip files are placed at the member that holds them (the message says more).
    qint64 problemOffset(qint64 pos) const { return m_in.gzipped() ? m_in.memberHolding(pos) : pos; }

    qint64 recordOffset(qint64 fillerStart, qint64 pos) const
    {
        if (!m_in.gzipped())
            return pos;
        const qint64 member = m_in.memberStartIn(fillerStart, pos);
        if (member >= 0)
            return member;
        return m_in.posKnown() ? (InflatedOffsetFlag | pos) : -1;
    }

    void report(qint64 pos, QString message)
    {
        m_problems.push_back({problemOffset(pos), Status::error(Status::Code::Corrupt, std::move(message))});
    }

    // At the end of a segment: queue the damage report and go on after it. False at the end.
    bool segmentEnded()
    {
        if (!m_in.broken())
            return false;
        report(m_in.breakPos(), m_in.breakMessage());
        m_in.nextSegment();
        return true;
    }

    // Skips CR/LF between records. Returns false at the end of a segment (avail() == 0 then).
    bool skipFiller()
    {
        for (;;) {
            const std::size_t n = m_in.fill(1);
            if (n == 0)
                return false;
            const char *p = m_in.data();
            std::size_t i = 0;
            while (i < n && (p[i] == '\r' || p[i] == '\n'))
                ++i;
            m_in.consume(i);
            if (i < n)
                return true;
        }
    }

    // Skips to the next line starting with `WARC/` + digit (or such bytes after NUL padding or at
    // a gzip member start). Returns the number of bytes skipped.
    qint64 resyncWarc(bool atLineStart)
    {
        const qint64 from = m_in.pos();
        for (;;) {
            if (atLineStart) {
                const std::size_t n = m_in.fill(6);
                const std::string_view v = m_in.view();
                if (n >= 6 && v.substr(0, 5) == "WARC/" && isDigit(v[5]))
                    break;
                if (n < 6) {
                    m_in.consume(n); // the end of the segment
                    break;
                }
            }
            const std::size_t n = m_in.fill(1);
            if (n == 0)
                break;
            std::size_t limit = n;
            const qint64 member = m_in.memberPosIn(m_in.pos(), m_in.pos() + qint64(n));
            if (member >= 0)
                limit = std::size_t(member - m_in.pos());
            // A line ends at LF; a run of NUL padding counts as a line end too.
            const char *p = m_in.data();
            const char *lf = nullptr;
            for (std::size_t i = 0; i < limit; ++i) {
                if (p[i] == '\n' || p[i] == '\0') {
                    lf = p + i;
                    break;
                }
            }
            if (lf) {
                m_in.consume(std::size_t(lf - m_in.data()) + 1);
                atLineStart = true;
            } else {
                m_in.consume(limit);
                atLineStart = member >= 0;
            }
        }
        return m_in.pos() - from;
    }

    // Reads the header section at the stream position into a contiguous window. Returns its
    // length (with the blank line), 0 when the segment ends first, npos when it is too long.
    std::size_t readHead(std::size_t limit)
    {
        std::size_t from = 0;
        std::size_t want = std::min<std::size_t>(16 * 1024, limit);
        for (;;) {
            const std::size_t n = m_in.fill(want);
            const std::size_t end = findHeadEnd(m_in.data(), std::min(n, limit), from);
            if (end)
                return end;
            if (n >= limit)
                return std::string_view::npos;
            if (n < want)
                return 0;
            want = std::min(limit, n * 2);
        }
    }

    Step readWarc(ArchiveRecord &record)
    {
        const qint64 fillerStart = m_in.pos();
        m_in.forgetMembersBefore(fillerStart);
        if (!skipFiller())
            return segmentEnded() ? Step::Again : Step::End;
        const qint64 start = m_in.pos();
        const std::size_t have = m_in.fill(6);
        const std::string_view v = m_in.view();
        if (have < 5 || v.substr(0, 5) != "WARC/") {
            const std::string seen(v.substr(0, std::min<std::size_t>(have, 24)));
            const qint64 skipped = resyncWarc(false);
            const QString what =
                preview(std::string_view(seen).substr(0, std::size_t(std::min<qint64>(skipped, 24))));
            report(start,
                   QStringLiteral("unexpected bytes at %1 (\"%2\"): skipped %3 bytes to the next WARC record")
                       .arg(where(start), what)
                       .arg(skipped));
            return Step::Again;
        }
        const std::size_t headLen = readHead(MaxHeadBytes);
        if (headLen == 0 || headLen == std::string_view::npos) {
            const QString why = headLen == 0
                                    ? QStringLiteral("record header at %1 is cut short").arg(where(start))
                                    : QStringLiteral("record header at %1 is longer than %2 bytes")
                                          .arg(where(start))
                                          .arg(MaxHeadBytes);
            const std::size_t first = std::min<std::size_t>(m_in.avail(), 5);
            m_in.consume(first);
            const qint64 skipped = resyncWarc(false) + qint64(first);
            report(start, QStringLiteral("%1: skipped %2 bytes").arg(why).arg(skipped));
            return Step::Again;
        }
        const std::string_view head(m_in.data(), headLen);
        const std::string_view versionLine = trimmed(head.substr(0, head.find('\n')));
        const std::string_view version = versionLine.substr(5);
        if (version.empty() || !isDigit(version[0])) {
            m_in.consume(headLen);
            const qint64 skipped = resyncWarc(true);
            report(start, QStringLiteral("unknown WARC version \"%1\" at %2: skipped the record (%3 bytes)")
                              .arg(preview(versionLine), where(start))
                              .arg(qint64(headLen) + skipped));
            return Step::Again;
        }

        std::string_view fields[std::size_t(WarcField::Count)];
        std::string folded[std::size_t(WarcField::Count)];
        int lastField = -1;
        forEachHeaderLine(
            head,
            [&](std::string_view name, std::string_view value) {
                lastField = -1;
                for (std::size_t i = 0; i < std::size(WarcFieldNames); ++i) {
                    if (iequals(name, WarcFieldNames[i])) {
                        if (fields[i].data() == nullptr) { // the first occurrence wins
                            fields[i] = value;
                            lastField = int(i);
                        }
                        break;
                    }
                }
            },
            [&](std::string_view more) {
                if (lastField < 0 || more.empty())
                    return;
                std::string &f = folded[lastField];
                if (f.empty())
                    f.assign(fields[lastField]);
                f.append(" ").append(more);
                fields[lastField] = f;
            });
        auto field = [&](WarcField f) {
            return fields[std::size_t(f)];
        };

        qint64 length = 0;
        if (!parseLength(field(WarcField::ContentLength), length)) {
            const QString value =
                field(WarcField::ContentLength).data() ? preview(field(WarcField::ContentLength)) : QString();
            m_in.consume(headLen);
            const qint64 skipped = resyncWarc(true);
            report(
                start,
                (value.isNull() ? QStringLiteral("record at %1 has no Content-Length").arg(where(start))
                                : QStringLiteral("record at %1 has an invalid Content-Length \"%2\"")
                                      .arg(where(start), value)) +
                    QStringLiteral(": skipped %1 bytes to the next record").arg(qint64(headLen) + skipped));
            return Step::Again;
        }

        clearRecord(record);
        record.offset = recordOffset(fillerStart, start);
        record.type = warcType(field(WarcField::Type));
        std::string_view uri = field(WarcField::TargetUri);
        if (uri.size() >= 2 && uri.front() == '<' && uri.back() == '>')
            uri = trimmed(uri.substr(1, uri.size() - 2));
        record.url = toQString(uri);
        record.captureMs = parseIsoDate(field(WarcField::Date));
        record.recordId = toQString(field(WarcField::RecordId));
        record.refersTo = toQString(field(WarcField::RefersTo));
        std::string_view refersUrl = field(WarcField::RefersToTargetUri);
        if (refersUrl.size() >= 2 && refersUrl.front() == '<' && refersUrl.back() == '>')
            refersUrl = trimmed(refersUrl.substr(1, refersUrl.size() - 2));
        record.refersToUrl = toQString(refersUrl);
        record.refersToDateMs = parseIsoDate(field(WarcField::RefersToDate));
        record.payloadDigest = toQString(field(WarcField::PayloadDigest));
        const bool declaredTruncated = !field(WarcField::Truncated).empty();
        const std::string recordType(field(WarcField::ContentType));
        m_in.consume(headLen);

        using T = ArchiveRecord::Type;
        BlockEnd end;
        if (record.type == T::Response) {
            const bool httpBlock = icontains(recordType, "application/http");
            end = readPayloadBlock(record, length, httpBlock ? Http::Required : Http::IfPresent, recordType);
        } else if (record.type == T::Resource) {
            end = readPayloadBlock(record, length, Http::Never, recordType);
        } else if (record.type == T::Revisit) {
            end = readHeadOnlyBlock(record, length);
        } else {
            end = skipBlock(length);
        }
        if (declaredTruncated)
            record.payloadTruncated = true;
        finishBlock(record, start, length, end);
        return Step::Record;
    }

    struct BlockEnd
    {
        qint64 read = 0;      // block bytes read or skipped
        bool complete = true; // all `length` bytes were there
    };

    void finishBlock(ArchiveRecord &record, qint64 start, qint64 length, const BlockEnd &end)
    {
        if (end.complete)
            return;
        record.payloadTruncated = true;
        if (record.payloadProblem.isEmpty())
            record.payloadProblem =
                QStringLiteral("record cut short: %1 of %2 bytes").arg(end.read).arg(length);
        if (!m_in.broken())
            report(start, QStringLiteral(
                              "record at %1 is truncated: its length is %2 bytes but the file ends after %3")
                              .arg(where(start))
                              .arg(length)
                              .arg(end.read));
    }

    BlockEnd skipBlock(qint64 length)
    {
        BlockEnd end;
        end.read = m_in.skip(length);
        end.complete = end.read == length;
        return end;
    }

    // Revisit records: the HTTP status and headers if the block has them; the rest is skipped.
    BlockEnd readHeadOnlyBlock(ArchiveRecord &record, qint64 length)
    {
        BlockEnd end;
        qint64 left = length;
        if (left > 0) {
            const std::size_t window = std::size_t(std::min<qint64>(left, qint64(MaxHeadBytes)));
            const std::size_t n = std::min(m_in.fill(std::min<std::size_t>(window, 5)), window);
            if (n >= 5 && istartsWith(m_in.view(), "http/")) {
                std::size_t headLen = readHttpHead(window);
                const HttpHead h = parseHttpHead(std::string_view(m_in.data(), headLen));
                applyHttpHead(record, h);
                m_in.consume(headLen);
                left -= qint64(headLen);
                end.read += qint64(headLen);
            }
        }
        const qint64 skipped = m_in.skip(left);
        end.read += skipped;
        end.complete = skipped == left;
        return end;
    }

    // The HTTP head at the stream position, at most `window` bytes (the rest of the block):
    // its length including the blank line, or what there is of it.
    std::size_t readHttpHead(std::size_t window)
    {
        const std::size_t len = readHead(window);
        if (len != 0 && len != std::string_view::npos)
            return len;
        return std::min(m_in.avail(), window); // no blank line: the whole window is head
    }

    void applyHttpHead(ArchiveRecord &record, const HttpHead &h)
    {
        record.httpStatus = h.status;
        record.mediaType = QString::fromUtf8(h.contentType.data(), qsizetype(h.contentType.size()));
        if (h.status >= 300 && h.status < 400)
            record.location = QString::fromUtf8(h.location.data(), qsizetype(h.location.size()));
    }

    enum class Http
    {
        Never,
        IfPresent,
        Required
    };

    // Response and resource blocks (and ARC records): HTTP head if any, then the payload with
    // Transfer-Encoding and Content-Encoding undone, capped at maxPayloadBytes.
    BlockEnd readPayloadBlock(ArchiveRecord &record, qint64 length, Http http, std::string_view recordType)
    {
        BlockEnd end;
        qint64 left = length;
        HttpHead h;
        bool isHttp = false;
        if (http != Http::Never && left > 0) {
            // Tolerate blank lines before the status line.
            const std::size_t window = std::size_t(std::min<qint64>(left, qint64(MaxHeadBytes)));
            const std::size_t n = std::min(m_in.fill(std::min<std::size_t>(window, 64)), window);
            std::size_t lead = 0;
            while (lead < n && lead < 16 && (m_in.data()[lead] == '\r' || m_in.data()[lead] == '\n'))
                ++lead;
            if (n - lead >= 5 && istartsWith(m_in.view().substr(lead), "http/")) {
                m_in.consume(lead);
                left -= qint64(lead);
                end.read += qint64(lead);
                const std::size_t headLen =
                    readHttpHead(std::size_t(std::min<qint64>(left, qint64(MaxHeadBytes))));
                h = parseHttpHead(std::string_view(m_in.data(), headLen));
                applyHttpHead(record, h);
                m_in.consume(headLen);
                left -= qint64(headLen);
                end.read += qint64(headLen);
                isHttp = true;
            } else if (http == Http::Required) {
                record.payloadProblem =
                    QStringLiteral("the block is not an HTTP response (starts with \"%1\")")
                        .arg(preview(m_in.view().substr(lead, std::min<std::size_t>(n - lead, 16))));
            }
        }
        if (!isHttp && http != Http::Required)
            record.mediaType = toQString(trimmed(recordType));

        // The entity body, capped.
        std::string &body = record.payload;
        body.clear();
        const qint64 keep = std::min<qint64>(left, qint64(m_cap));
        if (keep > 0)
            body.reserve(std::size_t(std::min<qint64>(keep, 4 * 1024 * 1024)));
        qint64 copied = 0;
        while (copied < keep) {
            std::size_t n = m_in.avail();
            if (n == 0 && (n = m_in.fill(1)) == 0)
                break;
            const std::size_t take = std::size_t(std::min<qint64>(keep - copied, qint64(n)));
            body.append(m_in.data(), take);
            m_in.consume(take);
            copied += qint64(take);
        }
        end.read += copied;
        bool bodyComplete = copied == left;
        if (copied == keep && left > keep) {
            const qint64 skipped = m_in.skip(left - keep);
            end.read += skipped;
            record.payloadTruncated = true;
            bodyComplete = false;
        }
        end.complete = end.read == length;
        if (!end.complete)
            record.payloadTruncated = true;
        if (isHttp)
            decodeBody(record, h, bodyComplete);
        return end;
    }

    void decodeBody(ArchiveRecord &record, const HttpHead &h, bool bodyComplete)
    {
        std::string &body = record.payload;
        if (icontains(h.transferEncoding, "chunked")) {
            std::size_t badAt = 0;
            const Dechunk d = dechunk(body, badAt);
            if (d == Dechunk::Invalid)
                record.payloadProblem =
                    QStringLiteral("invalid chunked framing at byte %1 of the body: kept the raw body")
                        .arg(badAt);
        }
        std::string_view coding = trimmed(h.contentEncoding);
        if (coding.empty() || iequals(coding, "identity") || body.empty())
            return;
        int windowBits = 0;
        if (iequals(coding, "gzip") || iequals(coding, "x-gzip")) {
            windowBits = 32 + MAX_WBITS; // gzip, or a zlib stream mislabelled gzip
        } else if (iequals(coding, "deflate") || iequals(coding, "x-deflate")) {
            const auto b0 = static_cast<unsigned char>(body[0]);
            const bool zlibWrapped = body.size() >= 2 && (b0 & 0x0f) == 8 &&
                                     ((unsigned(b0) << 8) | static_cast<unsigned char>(body[1])) % 31 == 0;
            windowBits = zlibWrapped ? MAX_WBITS : -MAX_WBITS;
        } else {
            if (record.payloadProblem.isEmpty())
                record.payloadProblem =
                    QStringLiteral("unsupported Content-Encoding \"%1\": kept the encoded bytes")
                        .arg(preview(coding));
            return;
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
            if (record.payloadProblem.isEmpty())
                record.payloadProblem =
                    QStringLiteral(
                        "Content-Encoding %1 but the body does not decode (%2): kept the raw bytes")
                        .arg(name, why);
            return;
        }
        body.swap(m_scratch);
        if (m_scratch.capacity() > 16 * 1024 * 1024)
            std::string().swap(m_scratch); // do not hold a big buffer between records
        if (e == BodyInflater::End::Capped) {
            record.payloadTruncated = true;
        } else if (e == BodyInflater::End::Corrupt) {
            if (record.payloadProblem.isEmpty())
                record.payloadProblem =
                    QStringLiteral("Content-Encoding %1: damaged data after %2 decoded bytes (%3)")
                        .arg(name)
                        .arg(body.size())
                        .arg(why);
        } else if (e == BodyInflater::End::Cut && bodyComplete) {
            if (record.payloadProblem.isEmpty())
                record.payloadProblem =
                    QStringLiteral("Content-Encoding %1: the compressed body ends early (%2 bytes decoded)")
                        .arg(name)
                        .arg(body.size());
        }
    }

    // ------------------------------------------------------------------ ARC

    // Reads one line (without its LF) at the stream position, at most MaxArcLine bytes: its
    // length, or npos when there is no LF in reach. `lineEnd` gets the offset after the LF.
    std::size_t peekLine(std::size_t &lineEnd)
    {
        std::size_t want = 512;
        for (;;) {
            const std::size_t n = m_in.fill(want);
            const auto *lf =
                static_cast<const char *>(std::memchr(m_in.data(), '\n', std::min(n, MaxArcLine)));
            if (lf) {
                lineEnd = std::size_t(lf - m_in.data()) + 1;
                return lineEnd - 1;
            }
            if (n < want || n >= MaxArcLine) {
                lineEnd = std::min(n, MaxArcLine);
                return std::string_view::npos;
            }
            want = std::min(MaxArcLine, n * 4);
        }
    }

    // Skips lines up to the next ARC header line; returns the bytes skipped.
    qint64 resyncArc()
    {
        const qint64 from = m_in.pos();
        for (;;) {
            // NUL padding before a header line counts as a line end.
            for (;;) {
                const std::size_t n = m_in.fill(1);
                std::size_t i = 0;
                while (i < n && m_in.data()[i] == '\0')
                    ++i;
                m_in.consume(i);
                if (i < n || n == 0)
                    break;
            }
            std::size_t lineEnd = 0;
            const std::size_t len = peekLine(lineEnd);
            if (lineEnd == 0)
                break; // end of segment
            ArcHead h;
            if (len != std::string_view::npos &&
                parseArcHead(std::string_view(m_in.data(), len), m_arcVersion, h))
                break;
            m_in.consume(lineEnd);
        }
        return m_in.pos() - from;
    }

    Step readArc(ArchiveRecord &record)
    {
        const qint64 fillerStart = m_in.pos();
        m_in.forgetMembersBefore(fillerStart);
        if (!skipFiller())
            return segmentEnded() ? Step::Again : Step::End;
        const qint64 start = m_in.pos();
        std::size_t lineEnd = 0;
        const std::size_t len = peekLine(lineEnd);
        ArcHead h;
        const std::string_view line =
            len == std::string_view::npos ? std::string_view() : std::string_view(m_in.data(), len);
        if (len == std::string_view::npos || !parseArcHead(line, m_arcVersion, h)) {
            const QString what = preview(m_in.view().substr(0, std::min<std::size_t>(lineEnd, 24)));
            if (len == std::string_view::npos && lineEnd < MaxArcLine && !m_in.broken()) {
                m_in.consume(lineEnd);
                report(start,
                       QStringLiteral("ARC record header at %1 is cut short by the end of the file (\"%2\")")
                           .arg(where(start), what));
                return Step::Again;
            }
            // Drop the line, unless it starts with NUL padding that may end right before a header.
            const std::size_t dropped = m_in.data()[0] == '\0' ? 0 : lineEnd;
            m_in.consume(dropped);
            const qint64 skipped = resyncArc() + qint64(dropped);
            report(start,
                   QStringLiteral("unexpected bytes at %1 (\"%2\"): skipped %3 bytes to the next ARC record")
                       .arg(where(start), what)
                       .arg(skipped));
            return Step::Again;
        }
        qint64 length = 0;
        if (!parseLength(h.length, length)) {
            const QString value = preview(h.length);
            m_in.consume(lineEnd);
            const qint64 skipped = resyncArc();
            report(start,
                   QStringLiteral(
                       "ARC record at %1 has an invalid length \"%2\": skipped %3 bytes to the next record")
                       .arg(where(start), value)
                       .arg(qint64(lineEnd) + skipped));
            return Step::Again;
        }

        clearRecord(record);
        record.offset = recordOffset(fillerStart, start);
        record.url = toQString(h.url);
        record.captureMs = parseArcDate(h.date);
        const std::string contentType(h.contentType);
        int resultCode = 0;
        if (allDigits(h.resultCode, 3) && h.resultCode.size() == 3)
            resultCode =
                (h.resultCode[0] - '0') * 100 + (h.resultCode[1] - '0') * 10 + (h.resultCode[2] - '0');
        const bool filedesc = istartsWith(h.url, "filedesc:");
        const bool dns = istartsWith(h.url, "dns:");
        m_in.consume(lineEnd);

        using T = ArchiveRecord::Type;
        BlockEnd end;
        if (filedesc) {
            record.type = T::Warcinfo;
            // The version block: "1 0 Name" (v1) or "2 0 Name" (v2).
            const std::size_t n = m_in.fill(std::size_t(std::min<qint64>(length, 2)));
            if (n >= 2 && length >= 2 && (m_in.data()[0] == '1' || m_in.data()[0] == '2') &&
                m_in.data()[1] == ' ')
                m_arcVersion = m_in.data()[0] - '0';
            end = skipBlock(length);
        } else if (dns) {
            record.type = T::Other;
            end = skipBlock(length);
        } else {
            record.type = T::Response;
            end = readPayloadBlock(record, length, Http::IfPresent, contentType);
            if (record.httpStatus == 0 && resultCode > 0)
                record.httpStatus = resultCode; // ARC v2 result code, when the record has no HTTP head
        }
        finishBlock(record, start, length, end);
        return Step::Record;
    }

    std::size_t m_cap = 0; // maxPayloadBytes
    ByteStream m_in;
    Format m_format = Format::Warc;
    int m_arcVersion = 1;
    bool m_ended = false;
    std::deque<ArchiveProblem> m_problems;
    BodyInflater m_inflater;
    std::string m_scratch;
};

} // namespace

Result<std::unique_ptr<ArchiveReader>> ArchiveReader::open(const QString &path, ArchiveReaderParams params)
{
    auto reader = std::make_unique<ArchiveReaderImpl>(params);
    Status s = reader->open(path);
    if (!s)
        return s;
    return std::unique_ptr<ArchiveReader>(std::move(reader));
}

Result<std::unique_ptr<ArchiveReader>> ArchiveReader::openAt(const QString &path, qint64 offset,
                                                             ArchiveReaderParams params)
{
    auto reader = std::make_unique<ArchiveReaderImpl>(params);
    Status s = reader->open(path);
    if (!s)
        return s;
    s = reader->seekTo(offset);
    if (!s)
        return s;
    return std::unique_ptr<ArchiveReader>(std::move(reader));
}

} // namespace lookalike
