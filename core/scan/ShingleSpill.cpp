#include "ShingleSpill.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

namespace lookalike {

namespace {

constexpr std::size_t kBufferBytes = std::size_t(1) << 20;

// An anonymous file in memory (memfd: what a tmpfs /tmp gives, wherever /tmp is): nothing is
// left behind whatever ends the process, and nothing is written to a disk. On an ext4 /tmp, 2 GB
// written to an unlinked file took this machine 6.8-7.1 s (block allocation, and the kernel
// throttling a writer of that many dirty pages), to a memfd 1.2-1.7 s. Where memfd is not
// available, an unnamed file in the temporary folder.
int unnamedTemporaryFile()
{
#ifdef MFD_CLOEXEC
    if (const int fd = ::memfd_create("lookalike-shingles", MFD_CLOEXEC); fd >= 0)
        return fd;
#endif
    const QByteArray dir = QFile::encodeName(QDir::tempPath());
#ifdef O_TMPFILE
    if (const int fd = ::open(dir.constData(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600); fd >= 0)
        return fd;
#endif
    QByteArray pattern = dir + "/lookalike-shingles-XXXXXX";
    const int fd = ::mkostemp(pattern.data(), O_CLOEXEC);
    if (fd >= 0)
        ::unlink(pattern.constData());
    return fd;
}

bool writeAll(int fd, const char *data, std::size_t size, qint64 offset)
{
    while (size > 0) {
        const ssize_t n = ::pwrite(fd, data, size, off_t(offset));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        data += n;
        size -= std::size_t(n);
        offset += n;
    }
    return true;
}

} // namespace

qint64 ShingleSpill::defaultMaxBytes()
{
    const long pages = ::sysconf(_SC_PHYS_PAGES);
    const long pageSize = ::sysconf(_SC_PAGESIZE);
    const qint64 eighth = pages > 0 && pageSize > 0 ? qint64(pages) * pageSize / 8 : kMaxBytes;
    return std::min(kMaxBytes, eighth);
}

ShingleSpill::ShingleSpill(qint64 maxBytes)
    : m_maxBytes(maxBytes < 0 ? defaultMaxBytes() : maxBytes)
{}

ShingleSpill::~ShingleSpill()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

bool ShingleSpill::add(qint64 docId, std::span<const std::uint32_t> values)
{
    if (keep(docId, values))
        return true;
    forget(docId); // a set added before for the document is not its content any more
    return false;
}

bool ShingleSpill::keep(qint64 docId, std::span<const std::uint32_t> values)
{
    if (m_failed || values.empty())
        return false;
    const qint64 size = qint64(values.size_bytes());
    if (m_bytes + size > m_maxBytes)
        return false;
    if (m_fd < 0) {
        m_fd = unnamedTemporaryFile();
        if (m_fd < 0) {
            m_failed = true;
            return false;
        }
        m_buffer.reserve(kBufferBytes);
    }
    if (m_buffer.size() + std::size_t(size) > kBufferBytes && !flush())
        return false;
    if (std::size_t(size) > kBufferBytes) { // a large document goes straight to the file
        if (!writeAll(m_fd, reinterpret_cast<const char *>(values.data()), std::size_t(size), m_bufferAt)) {
            m_failed = true;
            return false;
        }
        m_where[docId] = Where{m_bufferAt, std::uint32_t(values.size())};
        m_bufferAt += size;
    } else {
        const char *bytes = reinterpret_cast<const char *>(values.data());
        m_where[docId] = Where{m_bufferAt + qint64(m_buffer.size()), std::uint32_t(values.size())};
        m_buffer.insert(m_buffer.end(), bytes, bytes + size);
    }
    m_bytes += size;
    return true;
}

bool ShingleSpill::flush()
{
    if (m_buffer.empty())
        return true;
    if (!writeAll(m_fd, m_buffer.data(), m_buffer.size(), m_bufferAt)) {
        // What the buffer held is lost: those documents are read again.
        for (auto it = m_where.begin(); it != m_where.end();)
            it = it->second.offset >= m_bufferAt ? m_where.erase(it) : std::next(it);
        m_failed = true;
        m_buffer.clear();
        return false;
    }
    m_bufferAt += qint64(m_buffer.size());
    m_buffer.clear();
    return true;
}

void ShingleSpill::finish()
{
    if (m_fd >= 0)
        flush();
    std::vector<char>().swap(m_buffer);
}

std::optional<std::vector<std::uint32_t>> ShingleSpill::read(qint64 docId) const
{
    const auto it = m_where.find(docId);
    if (it == m_where.end() || m_fd < 0)
        return std::nullopt;
    std::vector<std::uint32_t> values(it->second.count);
    char *to = reinterpret_cast<char *>(values.data());
    std::size_t left = values.size() * sizeof(std::uint32_t);
    qint64 offset = it->second.offset;
    while (left > 0) {
        const ssize_t n = ::pread(m_fd, to, left, off_t(offset));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return std::nullopt;
        to += n;
        left -= std::size_t(n);
        offset += n;
    }
    return values;
}

} // namespace lookalike
