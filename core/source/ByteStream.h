// The bytes of a web-archive file as one stream: the file itself, or its gzip members inflated
// one after the other, read through a window that grows for long header sections; records
// where each gzip member starts, and resumes after damaged gzip data. Internal to core/source.
#pragma once

#include "base/Status.h"

#include <QFile>
#include <QString>
#include <algorithm>
#include <cstring>
#include <deque>
#include <memory>
#include <string_view>
#include <zlib.h>

namespace lookalike::archive {

// A byte buffer whose resize() leaves new bytes unwritten (std::vector zeroes them). The
// stream buffers below only ever expose bytes the reader wrote, and zero-filling 1.25 MB (and
// faulting in every page of it) for each opened reader was half the cost of reading a small
// archive (openAt in the pair view, the fuzzer).
template <typename T> class StreamBuffer
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

// The archive file as one byte stream: the file itself, or its gzip members inflated one after
// the other. Damaged gzip data (or non-gzip bytes between members) ends a "segment": fill()
// stops there, broken() says why, and nextSegment() resumes at the next gzip member found in
// the file. Positions (pos()) count stream bytes and go on across segments. Not thread safe.
class ByteStream
{
public:
    ByteStream() = default;
    ByteStream(const ByteStream &) = delete;
    ByteStream &operator=(const ByteStream &) = delete;
    ~ByteStream();

    // Opens `path` and positions the stream at its start; gzip or not is told by the first two
    // bytes. Fails with NotFound, Unreadable (a folder, no permission) or Internal (zlib).
    Status open(const QString &path);
    // Reads on from file offset `offset` (a gzip member start for gzip files). Positions count
    // from 0 there; `posKnown` says whether they are inflated positions from the start of file.
    // Fails with Unreadable, or InvalidArgument when no gzip member starts at `offset`.
    Status restart(qint64 offset, bool posKnown);

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

    // The window: avail() bytes at data(), the first at stream position pos().
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
    qint64 skip(qint64 n);

    // Makes the header section at the stream position (lines up to the first blank one, CRs
    // allowed) available in one window, looking at most `limit` bytes ahead. Returns its length
    // including the blank line, 0 when the segment ends first, npos when it is longer.
    std::size_t fillHead(std::size_t limit);

    // After fill() came short: whether the segment ended on damage (true) or at the end of file.
    bool broken() const { return m_state == State::Broken; }
    const QString &breakMessage() const { return m_breakMessage; }
    qint64 breakPos() const { return m_breakPos; }

    // Drops what is left of a broken segment and resumes at the next gzip member in the file.
    // Returns false when there is none (the stream is then at its end).
    bool nextSegment();

    // The file offset of the latest gzip member that started in stream positions [from, to], or -1.
    qint64 memberStartIn(qint64 from, qint64 to) const;
    // The first gzip member start at a stream position in (from, to), or -1.
    qint64 memberPosIn(qint64 from, qint64 to) const;
    // The file offset of the gzip member holding stream position `p`, or -1.
    qint64 memberHolding(qint64 p) const;
    // Drops member starts before `p`, but the one holding `p`.
    void forgetMembersBefore(qint64 p);

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

    void resetInput(qint64 fileOffset);
    bool ensureInput(std::size_t n);
    void startMember(qint64 fileOffset, bool candidate);
    void breakWith(QString message, qint64 resyncFrom);
    bool resyncFrom(qint64 from);
    void makeRoom(std::size_t want);
    bool produce(std::size_t want);

    QFile m_file;
    qint64 m_fileSize = 0;
    bool m_gzip = false;

    StreamBuffer<char> m_buf; // window of stream bytes [m_begin, m_end)
    std::size_t m_begin = 0, m_end = 0;
    qint64 m_pos = 0; // stream position of m_buf[m_begin]
    bool m_posKnown = true;

    StreamBuffer<unsigned char> m_in; // compressed input
    qint64 m_inFileOffset = 0;        // file offset of m_in[0]
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

} // namespace lookalike::archive
