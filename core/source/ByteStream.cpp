// ByteStream: reading a web-archive file as one byte stream, plain or gzip (members inflated
// one after the other, resynchronising on the next member after damage).
#include "ByteStream.h"

#include "HeaderText.h"

#include <QFileInfo>
#include <algorithm>
#include <climits>
#include <utility>

namespace lookalike::archive {

namespace {

constexpr std::size_t InputBlock = 256 * 1024;   // compressed bytes read from the file at a time
constexpr std::size_t OutputBlock = 1024 * 1024; // usual size of the inflated (or plain) window

bool isGzipHeader(const unsigned char *p, std::size_t n)
{
    return n >= 4 && p[0] == 0x1f && p[1] == 0x8b && p[2] == 8 && (p[3] & 0xe0) == 0;
}

} // namespace

ByteStream::~ByteStream()
{
    if (m_zInit)
        inflateEnd(&m_z);
}

Status ByteStream::open(const QString &path)
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

Status ByteStream::restart(qint64 offset, bool posKnown)
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

qint64 ByteStream::skip(qint64 n)
{
    qint64 done = std::min<qint64>(n, qint64(avail()));
    consume(std::size_t(done));
    if (done == n)
        return n;
    if (!m_gzip && m_state == State::Reading) {
        // The buffer is empty: the file position is m_pos.
        const qint64 target = std::min(m_pos + (n - done), m_fileSize);
        if (!m_file.seek(target)) {
            breakWith(QStringLiteral("cannot seek to offset %1: %2").arg(target).arg(m_file.errorString()),
                      -1);
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

bool ByteStream::nextSegment()
{
    m_pos += qint64(avail());
    m_begin = m_end = 0;
    if (m_state != State::Broken)
        return false;
    return resyncFrom(m_resyncFrom);
}

qint64 ByteStream::memberStartIn(qint64 from, qint64 to) const
{
    for (auto it = m_members.rbegin(); it != m_members.rend(); ++it) {
        if (it->pos <= to && it->pos >= from)
            return it->fileOffset;
        if (it->pos < from)
            break;
    }
    return -1;
}

qint64 ByteStream::memberPosIn(qint64 from, qint64 to) const
{
    for (const MemberStart &m : m_members) {
        if (m.pos > from && m.pos < to)
            return m.pos;
    }
    return -1;
}

qint64 ByteStream::memberHolding(qint64 p) const
{
    for (auto it = m_members.rbegin(); it != m_members.rend(); ++it) {
        if (it->pos <= p)
            return it->fileOffset;
    }
    return -1;
}

void ByteStream::forgetMembersBefore(qint64 p)
{
    while (m_members.size() > 1 && m_members[1].pos <= p)
        m_members.pop_front();
}

void ByteStream::resetInput(qint64 fileOffset)
{
    m_inFileOffset = fileOffset;
    m_z.next_in = m_in.data();
    m_z.avail_in = 0;
}

// Compacts the input buffer and reads until at least `n` bytes are there; false at the end.
bool ByteStream::ensureInput(std::size_t n)
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

void ByteStream::startMember(qint64 fileOffset, bool candidate)
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

void ByteStream::breakWith(QString message, qint64 resyncFrom)
{
    m_state = State::Broken;
    m_breakMessage = std::move(message);
    m_breakPos = m_pos + qint64(avail());
    m_resyncFrom = resyncFrom;
}

// Scans the file from `from` for the next plausible gzip header and starts a member there.
bool ByteStream::resyncFrom(qint64 from)
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

void ByteStream::makeRoom(std::size_t want)
{
    const std::size_t have = avail();
    // Give back a buffer grown for a long header once it is not needed.
    const bool shrink = m_buf.size() > 4 * OutputBlock && want <= OutputBlock && have <= OutputBlock / 2;
    if (m_begin > 0 && (shrink || m_buf.size() - m_end < OutputBlock / 4 || m_buf.size() - m_begin < want)) {
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
bool ByteStream::produce(std::size_t want)
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
std::size_t ByteStream::fillHead(std::size_t limit)
{
    std::size_t from = 0;
    std::size_t want = std::min<std::size_t>(16 * 1024, limit);
    for (;;) {
        const std::size_t n = fill(want);
        const std::size_t end = findHeadEnd(data(), std::min(n, limit), from);
        if (end)
            return end;
        if (n >= limit)
            return std::string_view::npos;
        if (n < want)
            return 0;
        want = std::min(limit, n * 2);
    }
}

} // namespace lookalike::archive
