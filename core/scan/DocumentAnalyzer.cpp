#include "DocumentAnalyzer.h"

#include "base/Wording.h"

#include <QFile>
#include <QFileInfo>
#include <QLocale>
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

// Buffers up to this size are kept for the next document; larger ones are freed.
constexpr std::size_t kKeepBufferBytes = std::size_t(16) << 20;

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
    : m_isolation(extract.isolation.enabled && !extract.untrusted
                      ? std::make_unique<ExtractorProcess>(extract.isolation)
                      : nullptr)
    , m_extract(extract)
    , m_sketcher(sketch)
{
    if (m_isolation)
        m_extract.untrusted = m_isolation.get();
    m_canonicalizer.setNumbersIgnored(sketch.shingle.ignoreNumbers);
}

namespace {

struct FileCloser
{
    int fd;
    ~FileCloser() { ::close(fd); }
};

// Reads up to `count` bytes into `out` at `done`; returns false with errno set on an error.
bool readFully(int fd, char *out, std::size_t count, std::size_t &done)
{
    while (done < count) {
        const ssize_t got = ::read(fd, out + done, count - done);
        if (got < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        if (got == 0)
            break;
        done += static_cast<std::size_t>(got);
    }
    return true;
}

bool sameVersion(const struct stat &a, const struct stat &b)
{
    return a.st_size == b.st_size && a.st_mtim.tv_sec == b.st_mtim.tv_sec &&
           a.st_mtim.tv_nsec == b.st_mtim.tv_nsec;
}

constexpr int kReadAttempts = 3;

} // namespace

Status DocumentAnalyzer::readFile(const QString &path, qint64 maxBytes, StageTimes *times)
{
    const auto start = Clock::now();
    Status result;
    bool changed = true;
    for (int attempt = 0; attempt < kReadAttempts && changed; ++attempt)
        result = readOnce(path, maxBytes, changed);
    if (changed) {
        m_bytes.clear();
        result = Status::error(Status::Code::Unreadable,
                               QStringLiteral("the file kept changing while it was read (%1 attempts); "
                                              "the next scan reads it again")
                                   .arg(kReadAttempts));
    }
    if (times)
        times->read += since(start);
    return result;
}

Status DocumentAnalyzer::readOnce(const QString &path, qint64 maxBytes, bool &changed)
{
    changed = false;
    m_bytes.clear();
    m_rawFingerprint.reset();
    const QByteArray local = QFile::encodeName(path);
    const int fd = ::open(local.constData(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
    if (fd < 0) {
        const int e = errno;
        if (e == ENOENT)
            return Status::error(
                Status::Code::NotFound,
                QStringLiteral("the file is gone: deleted or moved after the scan found it"));
        return Status::error(Status::Code::Unreadable, phrase(Phrase::CannotOpen).arg(systemErrorText(e)));
    }
    const FileCloser closer{fd};
    struct stat before;
    if (::fstat(fd, &before) != 0 || !S_ISREG(before.st_mode))
        return Status::error(Status::Code::Unreadable, QStringLiteral("not a regular file"));
    if (m_readHook)
        m_readHook(path);
    const qint64 size = before.st_size;
    if (size > maxBytes)
        return Status::error(Status::Code::TooLarge,
                             phrase(Phrase::LargerThanLimit).arg(dataSizeText(size), dataSizeText(maxBytes)));

    // The bytes, at most `size` of them (a file that grew since fstat counts as changed).
    const auto readError = [](int e) {
        return Status::error(Status::Code::Unreadable, phrase(Phrase::ReadError).arg(systemErrorText(e)));
    };
    std::size_t done = 0;
    if (size > kHeadBytes) {
        // Large files: binary content shows in the first bytes; the rest is not read then.
        m_bytes.resize(static_cast<std::size_t>(kHeadBytes));
        if (!readFully(fd, m_bytes.data(), m_bytes.size(), done))
            return readError(errno);
        m_bytes.resize(done);
        if (Status s = notTextFromHead(m_bytes, QFileInfo(path).fileName()); !s) {
            m_bytes.clear();
            return s;
        }
        if (size > kMaxDocumentBytes) {
            m_bytes.clear();
            return Status::error(Status::Code::TooLarge,
                                 phrase(Phrase::LargerThanOneDocument)
                                     .arg(dataSizeText(size), dataSizeText(kMaxDocumentBytes)));
        }
    }
    m_bytes.resize(static_cast<std::size_t>(size));
    if (!readFully(fd, m_bytes.data(), m_bytes.size(), done))
        return readError(errno);
    m_bytes.resize(done);
    char probe[1];
    std::size_t more = 0;
    if (!readFully(fd, probe, sizeof probe, more))
        return readError(errno);
    struct stat after;
    if (::fstat(fd, &after) != 0)
        return readError(errno);
    if (after.st_nlink == 0) {
        // Deleted (or replaced by a new file) while it was read.
        struct stat now;
        if (::stat(local.constData(), &now) != 0 && errno == ENOENT) {
            m_bytes.clear();
            return Status::error(Status::Code::NotFound,
                                 QStringLiteral("the file was deleted while it was read"));
        }
        changed = true;
    }
    if (more > 0 || done != static_cast<std::size_t>(size) || !sameVersion(before, after))
        changed = true;
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
    return analyzeBytes(m_bytes, fileName, times, &raw, QString(), true);
}

Result<AnalyzedDocument> DocumentAnalyzer::analyze(std::string_view bytes, const QString &fileName,
                                                   StageTimes *times, const Fingerprint128 *raw,
                                                   const QString &mediaType)
{
    return analyzeBytes(bytes, fileName, times, raw, mediaType, false);
}

Result<AnalyzedDocument> DocumentAnalyzer::analyzeBytes(std::string_view bytes, const QString &fileName,
                                                        StageTimes *times, const Fingerprint128 *raw,
                                                        const QString &mediaType, bool consumeBytes)
{
    auto t = Clock::now();
    AnalyzedDocument doc;
    doc.rawFingerprint = raw ? *raw : Fingerprint128::ofBytes(bytes.data(), bytes.size());
    std::optional<ExtractedText> offered = takeOffered(bytes, &doc.rawFingerprint);
    auto text = offered ? Result<ExtractedText>(std::move(*offered))
                        : extractText(bytes, fileName, m_extract, mediaType);
    if (consumeBytes) {
        // The text is a copy: the file's bytes are not needed any more.
        if (m_bytes.capacity() > kKeepBufferBytes)
            std::string().swap(m_bytes);
        else
            m_bytes.clear();
    }
    if (!text)
        return text.status();
    m_parts = std::move(text->parts);
    doc.mail = std::move(text->mail);
    if (times) {
        times->extract += since(t);
        t = Clock::now();
    }
    sketchText(std::move(text).value(), doc, times);
    return doc;
}

Result<AnalyzedDocument> DocumentAnalyzer::analyzeText(ExtractedText text, const Fingerprint128 &raw,
                                                       StageTimes *times)
{
    AnalyzedDocument doc;
    doc.rawFingerprint = raw;
    doc.mail = std::move(text.mail);
    sketchText(std::move(text), doc, times);
    return doc;
}

Result<AnalyzedDocument> DocumentAnalyzer::analyzeOffered(const QString &missing)
{
    if (!m_offered)
        return Status::error(Status::Code::NotFound, missing);
    auto offered = std::exchange(m_offered, std::nullopt);
    return analyzeText(std::move(offered->second), offered->first);
}

void DocumentAnalyzer::sketchText(ExtractedText text, AnalyzedDocument &doc, StageTimes *times)
{
    auto t = Clock::now();
    doc.format = formatName(text.format);
    doc.encoding = text.encoding;
    m_tokens.clear();
    if (m_wordBags) {
        m_bags.begin();
        m_canonicalizer.tokenHashes(text.utf8, m_tokens, m_bags);
    } else {
        m_canonicalizer.tokenHashes(text.utf8, m_tokens);
    }
    m_text = std::move(text.utf8);
    if (times) {
        times->canonicalize += since(t);
        t = Clock::now();
    }
    doc.sketch = m_sketcher.sketch(std::move(m_tokens)); // the tokens become the shingles
    if (m_wordBags)
        doc.sketch.bag = m_bags.finish();
    if (times)
        times->sketch += since(t);
}

void DocumentAnalyzer::offerText(const Fingerprint128 &raw, ExtractedText text)
{
    m_offered.emplace(raw, std::move(text));
}

std::optional<ExtractedText> DocumentAnalyzer::takeOffered(std::string_view bytes, const Fingerprint128 *raw)
{
    if (!m_offered)
        return std::nullopt;
    auto offered = std::exchange(m_offered, std::nullopt);
    const Fingerprint128 fingerprint = raw ? *raw : Fingerprint128::ofBytes(bytes.data(), bytes.size());
    if (!(fingerprint == offered->first))
        return std::nullopt; // the file changed since: read as it is now
    return std::move(offered->second);
}

Result<WordBag> DocumentAnalyzer::wordBag(std::string_view bytes, const QString &fileName,
                                          const QString &mediaType)
{
    std::optional<ExtractedText> offered = takeOffered(bytes, nullptr);
    auto text = offered ? Result<ExtractedText>(std::move(*offered))
                        : extractText(bytes, fileName, m_extract, mediaType);
    if (!text)
        return text.status();
    m_tokens.clear();
    m_bags.begin();
    m_canonicalizer.tokenHashes(text->utf8, m_tokens, m_bags);
    return m_bags.finish();
}

Result<HtmlWithLinks> DocumentAnalyzer::htmlWithLinks(std::string_view html)
{
    if (std::optional<HtmlWithLinks> fast = htmlTextWithLinksFast(html))
        return std::move(*fast);
    return m_extract.untrusted ? m_extract.untrusted->htmlWithLinks(html) : htmlTextWithLinksGumbo(html);
}

void DocumentAnalyzer::releaseMemory()
{
    if (m_bytes.capacity() > kKeepBufferBytes) {
        std::string().swap(m_bytes);
        m_rawFingerprint.reset();
    }
    if (m_text.capacity() > kKeepBufferBytes)
        std::string().swap(m_text);
    if (m_tokens.capacity() * sizeof(std::uint64_t) > kKeepBufferBytes)
        std::vector<std::uint64_t>().swap(m_tokens);
    m_sketcher.releaseMemory(kKeepBufferBytes);
}

} // namespace lookalike
