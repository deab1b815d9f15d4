#pragma once

#include "base/Status.h"
#include "extract/TextExtractor.h"
#include "sketch/Sketch.h"
#include "text/Canonicalizer.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <string>
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
};

// extract -> canonicalize -> sketch for one document. Reuses its buffers and ICU objects:
// one instance per thread.
class DocumentAnalyzer
{
public:
    DocumentAnalyzer(const SketchParams &sketch, const ExtractParams &extract);

    // Reads the file at `path` (at most maxBytes) into the internal buffer. Fails with
    // Unreadable/NotFound/TooLarge and a reason.
    Status readFile(const QString &path, qint64 maxBytes, StageTimes *times = nullptr);
    const std::string &bytes() const { return m_bytes; }
    // XXH3-128 of the bytes read last (computed once).
    const Fingerprint128 &rawFingerprint();

    // Analyzes the bytes read last (or given). Fails with NotText (binary, undecodable).
    Result<AnalyzedDocument> analyze(const QString &fileName, StageTimes *times = nullptr);
    // `mediaType`: the Content-Type a web server gave the bytes (archives), see extractText.
    Result<AnalyzedDocument> analyze(std::string_view bytes, const QString &fileName, StageTimes *times = nullptr,
                                     const Fingerprint128 *raw = nullptr, const QString &mediaType = {});

    // After analyze(): the extracted text (UTF-8), the canonical text's token hashes and the
    // distinct shingle set.
    const std::string &lastText() const { return m_text; }
    const std::vector<std::uint64_t> &tokenHashes() const { return m_tokens; }
    std::vector<std::uint64_t> shingleSet() const { return m_sketcher.lastShingleSet(); }
    Canonicalizer &canonicalizer() { return m_canonicalizer; }

private:
    ExtractParams m_extract;
    Canonicalizer m_canonicalizer;
    Sketcher m_sketcher;
    std::string m_bytes;
    std::optional<Fingerprint128> m_rawFingerprint; // of m_bytes, once computed
    std::vector<std::uint64_t> m_tokens;
    std::string m_text; // of the last analyze()
};

} // namespace lookalike
