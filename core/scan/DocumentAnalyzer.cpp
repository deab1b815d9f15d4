#include "DocumentAnalyzer.h"

#include <QFile>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace lookalike {

namespace {

using Clock = std::chrono::steady_clock;
std::int64_t since(Clock::time_point t)
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - t).count();
}

} // namespace

StageTimes &StageTimes::operator+=(const StageTimes &o)
{
    read += o.read;
    extract += o.extract;
    canonicalize += o.canonicalize;
    sketch += o.sketch;
    store += o.store;
    return *this;
}

DocumentAnalyzer::DocumentAnalyzer(const SketchParams &sketch, const ExtractParams &extract)
    : m_extract(extract), m_sketcher(sketch)
{
}

Status DocumentAnalyzer::readFile(const QString &path, qint64 maxBytes, StageTimes *times)
{
    const auto start = Clock::now();
    m_bytes.clear();
    m_rawFingerprint.reset();
    const QByteArray local = QFile::encodeName(path);
    const int fd = ::open(local.constData(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
    if (fd < 0) {
        const int e = errno;
        return Status::error(e == ENOENT ? Status::Code::NotFound : Status::Code::Unreadable,
                             QStringLiteral("cannot open: %1").arg(QString::fromLocal8Bit(std::strerror(e))));
    }
    struct stat st;
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        return Status::error(Status::Code::Unreadable, QStringLiteral("not a regular file"));
    }
    if (st.st_size > maxBytes) {
        ::close(fd);
        return Status::error(Status::Code::TooLarge,
                             QStringLiteral("%1 bytes, above the %2-byte limit").arg(qint64(st.st_size)).arg(maxBytes));
    }
    m_bytes.resize(static_cast<std::size_t>(st.st_size));
    std::size_t done = 0;
    while (true) {
        if (done == m_bytes.size()) {
            // The file may have grown since fstat: read on, up to the limit.
            if (static_cast<qint64>(m_bytes.size()) >= maxBytes)
                break;
            m_bytes.resize(std::min<std::size_t>(m_bytes.size() + 65536, static_cast<std::size_t>(maxBytes)));
        }
        const ssize_t got = ::read(fd, m_bytes.data() + done, m_bytes.size() - done);
        if (got < 0) {
            if (errno == EINTR)
                continue;
            const int e = errno;
            ::close(fd);
            return Status::error(Status::Code::Unreadable,
                                 QStringLiteral("read error: %1").arg(QString::fromLocal8Bit(std::strerror(e))));
        }
        if (got == 0)
            break;
        done += static_cast<std::size_t>(got);
    }
    ::close(fd);
    m_bytes.resize(done);
    if (times)
        times->read += since(start);
    return Status::ok();
}

const Fingerprint128 &DocumentAnalyzer::rawFingerprint()
{
    if (!m_rawFingerprint)
        m_rawFingerprint = Fingerprint128::ofBytes(m_bytes.data(), m_bytes.size());
    return *m_rawFingerprint;
}

Result<AnalyzedDocument> DocumentAnalyzer::analyze(const QString &fileName, StageTimes *times)
{
    const Fingerprint128 raw = rawFingerprint();
    auto doc = analyze(m_bytes, fileName, times, &raw);
    return doc;
}

Result<AnalyzedDocument> DocumentAnalyzer::analyze(std::string_view bytes, const QString &fileName, StageTimes *times,
                                                   const Fingerprint128 *raw, const QString &mediaType)
{
    auto t = Clock::now();
    AnalyzedDocument doc;
    doc.rawFingerprint = raw ? *raw : Fingerprint128::ofBytes(bytes.data(), bytes.size());
    auto text = extractText(bytes, fileName, m_extract, mediaType);
    if (!text)
        return text.status();
    doc.format = formatName(text->format);
    doc.encoding = text->encoding;
    if (times) {
        times->extract += since(t);
        t = Clock::now();
    }
    m_tokens.clear();
    m_canonicalizer.tokenHashes(text->utf8, m_tokens);
    m_text = std::move(text->utf8);
    if (times) {
        times->canonicalize += since(t);
        t = Clock::now();
    }
    doc.sketch = m_sketcher.sketch(m_tokens);
    if (times)
        times->sketch += since(t);
    return doc;
}

} // namespace lookalike
