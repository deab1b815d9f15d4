#pragma once

#include "base/Status.h"
#include "extract/ExtractorProcess.h"
#include "extract/TextExtractor.h"
#include "sketch/Sketch.h"
#include "text/Canonicalizer.h"
#include "text/WordBag.h"

#include <QString>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace lookalike {

// Time spent in each stage, in nanoseconds (summed over documents and threads).
struct StageTimes
{
    std::int64_t read = 0;
    std::int64_t extract = 0;
    std::int64_t canonicalize = 0;
    std::int64_t sketch = 0;
    std::int64_t store = 0;
    StageTimes &operator+=(const StageTimes &o);
};

struct AnalyzedDocument
{
    Fingerprint128 rawFingerprint;
    QString format;
    QString encoding;
    DocumentSketch sketch;
    MailHeaders mail; // a mail message's (format "mail")
};

// The largest document the analyzer holds in memory, whatever the caller's limit: its text,
// tokens and shingles take about four times its size.
constexpr qint64 kMaxDocumentBytes = qint64(256) << 20;

// A file larger than this is read in two steps: first this many bytes, which are enough to
// tell binary content (images, videos, disk images, NUL bytes) that is not read further.
constexpr qint64 kHeadBytes = qint64(1) << 20;

// extract -> canonicalize -> sketch for one document. Reuses its buffers and ICU objects, and
// its helper process for the untrusted formats (ExtractorProcess.h): one instance per thread.
class DocumentAnalyzer
{
public:
    DocumentAnalyzer(const SketchParams &sketch, const ExtractParams &extract);

    // Reads the file at `path` into the internal buffer. Fails with a reason a user can read:
    // NotFound (the file is gone, or was deleted while it was read), Unreadable (permissions,
    // I/O errors, or a file that kept changing while it was read: it is read up to three
    // times, until its size and modification time stay the same during one read), TooLarge
    // (above maxBytes or kMaxDocumentBytes), NotText (a file above kHeadBytes whose first
    // kHeadBytes show binary content, as extractText would say: the rest is never read).
    Status readFile(const QString &path, qint64 maxBytes, StageTimes *times = nullptr);
    const std::string &bytes() const { return m_bytes; }
    // XXH3-128 of the bytes read last (computed once).
    const Fingerprint128 &rawFingerprint();

    // Test seam: called on the reading thread once a file is open, before its bytes are read
    // (tests change or delete the file there to make one that changes or vanishes while it
    // is read). Not for production use.
    void setReadHook(std::function<void(const QString &path)> hook) { m_readHook = std::move(hook); }

    // Analyzes the bytes read last, and consumes them: bytes() is empty afterwards (a large
    // file's memory goes as soon as its text is extracted). Fails with NotText (binary,
    // undecodable) and the other reasons of extractText.
    Result<AnalyzedDocument> analyze(const QString &fileName, StageTimes *times = nullptr);
    // `mediaType`: the Content-Type a web server gave the bytes (archives), see extractText.
    Result<AnalyzedDocument> analyze(std::string_view bytes, const QString &fileName,
                                     StageTimes *times = nullptr, const Fingerprint128 *raw = nullptr,
                                     const QString &mediaType = {});

    // Sketches text extracted already: a document inside a file (a mailbox's message, an
    // attachment), or one whose text the index keeps. `raw`: the fingerprint of its bytes.
    Result<AnalyzedDocument> analyzeText(ExtractedText text, const Fingerprint128 &raw,
                                         StageTimes *times = nullptr);
    // Sketches the text offered last (offerText), whatever bytes it came from: a part's kept
    // text. Fails with NotFound and `missing` when none was offered.
    Result<AnalyzedDocument> analyzeOffered(const QString &missing);
    // The documents the file analyzed last holds (a mailbox's messages, a message's
    // attachments), unsketched: each goes through analyzeText. Empty for most files.
    std::vector<TextPart> takeParts() { return std::exchange(m_parts, {}); }

    // Text already extracted from content `raw` (recognized in a scan, kept in the index): the
    // next analyze() or wordBag() of bytes with that fingerprint uses it instead of reading them
    // again (text recognition takes seconds a page). Bytes of other content are read as always.
    // Good for that one call.
    void offerText(const Fingerprint128 &raw, ExtractedText text);

    // The bag of words of `bytes` alone, no sketch made: what related documents count for a
    // document indexed without one (scan/WordBagFill.h). Fails as analyze() does.
    Result<WordBag> wordBag(std::string_view bytes, const QString &fileName, const QString &mediaType = {});

    // After analyze(): the extracted text (UTF-8) and the distinct shingle set.
    const std::string &lastText() const { return m_text; }
    std::vector<std::uint64_t> shingleSet() const { return m_sketcher.lastShingleSet(); }
    const std::vector<std::uint64_t> &shingles() const { return m_sketcher.lastShingles(); }
    // Their high halves, ascending and distinct (Sketcher::lastHighHalves).
    void shingleHighHalves(std::vector<std::uint32_t> &out) const { m_sketcher.lastHighHalves(out); }
    Canonicalizer &canonicalizer() { return m_canonicalizer; }
    BagBuilder &bags() { return m_bags; }
    // Whether analyze() counts the document's bag of words (sketch.bag), on by default. A scan
    // whose related documents are not asked for leaves it off: they are counted when first
    // needed (scan/WordBagFill.h).
    void setWordBags(bool on) { m_wordBags = on; }
    // A page's text and links (htmlTextWithLinks), libgumbo's part where the untrusted parsers run.
    Result<HtmlWithLinks> htmlWithLinks(std::string_view html);

    // Frees the buffers kept from the last document where they are large (above 16 MiB), so
    // an idle analyzer does not hold on to a big document's memory; lastText(),
    // tokenHashes() and shingleSet() may be empty afterwards.
    void releaseMemory();

private:
    Result<AnalyzedDocument> analyzeBytes(std::string_view bytes, const QString &fileName, StageTimes *times,
                                          const Fingerprint128 *raw, const QString &mediaType,
                                          bool consumeBytes);
    void sketchText(ExtractedText text, AnalyzedDocument &doc, StageTimes *times);
    // One attempt of readFile; sets `changed` if the file changed while it was read.
    Status readOnce(const QString &path, qint64 maxBytes, bool &changed);

    std::function<void(const QString &)> m_readHook;
    // The helper process of this analyzer (params.isolation.enabled), where the parsers of
    // untrusted formats run; m_extract.untrusted points to it.
    std::unique_ptr<ExtractorProcess> m_isolation;
    ExtractParams m_extract;
    Canonicalizer m_canonicalizer;
    Sketcher m_sketcher;
    BagBuilder m_bags;
    bool m_wordBags = true;
    std::string m_bytes;
    std::optional<Fingerprint128> m_rawFingerprint;                    // of m_bytes, once computed
    std::optional<std::pair<Fingerprint128, ExtractedText>> m_offered; // offerText()
    // The offered text, if it is of these bytes (and forgets it).
    std::optional<ExtractedText> takeOffered(std::string_view bytes, const Fingerprint128 *raw);
    std::vector<std::uint64_t> m_tokens; // scratch: the sketcher turns them into shingles
    std::string m_text;                  // of the last analyze()
    std::vector<TextPart> m_parts;       // of the last analyze(), until taken
};

} // namespace lookalike
