// RecordBlockReader: a record's block from the stream, HTTP head and payload.
#include "RecordBlock.h"

#include "HeaderText.h"

#include <algorithm>

namespace lookalike::archive {

namespace {

void applyHttpHead(ArchiveRecord &record, const HttpHead &h)
{
    record.httpStatus = h.status;
    record.mediaType = toQString(h.contentType);
    if (h.status >= 300 && h.status < 400)
        record.location = toQString(h.location);
}

} // namespace

RecordBlockReader::End RecordBlockReader::skip(qint64 length)
{
    End end;
    end.read = m_in.skip(length);
    end.complete = end.read == length;
    return end;
}

RecordBlockReader::End RecordBlockReader::readHeadOnly(ArchiveRecord &record, qint64 length)
{
    End end;
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
std::size_t RecordBlockReader::readHttpHead(std::size_t window)
{
    const std::size_t len = m_in.fillHead(window);
    if (len != 0 && len != std::string_view::npos)
        return len;
    return std::min(m_in.avail(), window); // no blank line: the whole window is head
}

RecordBlockReader::End RecordBlockReader::readPayload(ArchiveRecord &record, qint64 length, Http http,
                                                      std::string_view recordType)
{
    End end;
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
    if (isHttp && m_decoder.decode(h, bodyComplete, record.payload, record.payloadProblem))
        record.payloadTruncated = true;
    return end;
}

} // namespace lookalike::archive
