// ArchiveReader: records of WARC and ARC files, one after the other, on top of ByteStream (the
// file, inflated), WarcHeaders / ArcHeaders (record headers), ArchiveDates and RecordBlockReader
// (HTTP head and payload); finds record boundaries, resynchronises after damage and reports it.
#include "ArchiveReader.h"

#include "ArcHeaders.h"
#include "ArchiveDates.h"
#include "ByteStream.h"
#include "HeaderText.h"
#include "RecordBlock.h"
#include "WarcHeaders.h"

#include <algorithm>
#include <climits>
#include <cstring>
#include <deque>
#include <memory>
#include <string>
#include <string_view>
#include <utility>

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

using namespace archive;

constexpr std::size_t MaxArcLine = 64 * 1024; // longest ARC header line

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
        : m_blocks(m_in, std::size_t(std::clamp<qint64>(params.maxPayloadBytes, 0, INT_MAX)))
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
    using Http = RecordBlockReader::Http;

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
        if (const int arcVersion = sniffArcVersion(head)) {
            m_format = Format::Arc;
            m_arcVersion = arcVersion;
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
        const std::size_t headLen = m_in.fillHead(MaxHeadBytes);
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

        const WarcHeaders fields(head);
        qint64 length = 0;
        if (!parseLength(fields[WarcField::ContentLength], length)) {
            const QString value =
                fields.has(WarcField::ContentLength) ? preview(fields[WarcField::ContentLength]) : QString();
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
        record.type = warcType(fields[WarcField::Type]);
        record.url = toQString(unbracketed(fields[WarcField::TargetUri]));
        record.captureMs = parseIsoDate(fields[WarcField::Date]);
        record.recordId = toQString(fields[WarcField::RecordId]);
        record.refersTo = toQString(fields[WarcField::RefersTo]);
        record.refersToUrl = toQString(unbracketed(fields[WarcField::RefersToTargetUri]));
        record.refersToDateMs = parseIsoDate(fields[WarcField::RefersToDate]);
        record.payloadDigest = toQString(fields[WarcField::PayloadDigest]);
        const bool declaredTruncated = !fields[WarcField::Truncated].empty();
        const std::string recordType(fields[WarcField::ContentType]);
        m_in.consume(headLen);

        using T = ArchiveRecord::Type;
        RecordBlockReader::End end;
        if (record.type == T::Response) {
            const bool httpBlock = icontains(recordType, "application/http");
            end = m_blocks.readPayload(record, length, httpBlock ? Http::Required : Http::IfPresent,
                                       recordType);
        } else if (record.type == T::Resource) {
            end = m_blocks.readPayload(record, length, Http::Never, recordType);
        } else if (record.type == T::Revisit) {
            end = m_blocks.readHeadOnly(record, length);
        } else {
            end = m_blocks.skip(length);
        }
        if (declaredTruncated)
            record.payloadTruncated = true;
        finishBlock(record, start, length, end);
        return Step::Record;
    }

    void finishBlock(ArchiveRecord &record, qint64 start, qint64 length, const RecordBlockReader::End &end)
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
        const int resultCode = h.resultStatus();
        const bool filedesc = istartsWith(h.url, "filedesc:");
        const bool dns = istartsWith(h.url, "dns:");
        m_in.consume(lineEnd);

        using T = ArchiveRecord::Type;
        RecordBlockReader::End end;
        if (filedesc) {
            record.type = T::Warcinfo;
            // The version block: "1 0 Name" (v1) or "2 0 Name" (v2).
            const std::size_t n = m_in.fill(std::size_t(std::min<qint64>(length, 2)));
            if (n >= 2 && length >= 2 && (m_in.data()[0] == '1' || m_in.data()[0] == '2') &&
                m_in.data()[1] == ' ')
                m_arcVersion = m_in.data()[0] - '0';
            end = m_blocks.skip(length);
        } else if (dns) {
            record.type = T::Other;
            end = m_blocks.skip(length);
        } else {
            record.type = T::Response;
            end = m_blocks.readPayload(record, length, Http::IfPresent, contentType);
            if (record.httpStatus == 0 && resultCode > 0)
                record.httpStatus = resultCode; // ARC v2 result code, when the record has no HTTP head
        }
        finishBlock(record, start, length, end);
        return Step::Record;
    }

    ByteStream m_in;
    RecordBlockReader m_blocks; // reads from m_in
    Format m_format = Format::Warc;
    int m_arcVersion = 1;
    bool m_ended = false;
    std::deque<ArchiveProblem> m_problems;
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