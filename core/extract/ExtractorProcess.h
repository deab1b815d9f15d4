#pragma once

#include "HtmlText.h"
#include "TextExtractor.h"
#include "base/Status.h"

#include <QString>
#include <cstdint>
#include <string>
#include <string_view>

// The parsers of untrusted formats (poppler for PDF, libarchive and the XML readers for DOCX,
// ODT and EPUB, zlib for gzip, libgumbo for the HTML the fast scanner leaves) run in a helper
// process, lookalike-extract (app/extract), one per analysis thread: a crash, a hang or a
// memory bomb in one file ends that helper, not the scan, and becomes the file's problem
// ("the PDF reader crashed"); the next file gets a fresh helper. Plain text and the fast HTML
// scanner stay in the calling process. GNOME's tracker-extract and KDE's Baloo do the same.
namespace lookalike {

// The test-only fault markers: with IsolationParams::testFaults, a document whose bytes contain
// one of these makes the helper crash (SIGSEGV), hang, or allocate until its memory limit.
constexpr std::string_view kTestCrashMarker = "LOOKALIKE-TEST-FAULT:crash";
constexpr std::string_view kTestHangMarker = "LOOKALIKE-TEST-FAULT:hang";
constexpr std::string_view kTestMemoryMarker = "LOOKALIKE-TEST-FAULT:memory";
// ... and this one answers what its confinement allows: writing the file named on the next
// line, opening a socket, starting a program, reading a file.
constexpr std::string_view kTestSandboxMarker = "LOOKALIKE-TEST-FAULT:sandbox";

// The wire format between ExtractorProcess and the helper (little-endian frames on a Unix
// socket). The helper answers a hello with its version first: a helper of another version is
// refused.
namespace extractorwire {
constexpr std::uint32_t kMagic = 0x31584b4c;         // "LKX1"
constexpr std::uint32_t kProgressMagic = 0x50584b4c; // "LKXP"
enum class Op : std::uint8_t
{
    Document = 1, // extractText of bytes that need a reader (gzip, PDF, the ZIP packages)
    Html = 2,     // libgumbo's text of HTML (htmlTextBounded without the fast scanner)
    HtmlLinks = 3 // libgumbo's text and links (htmlTextWithLinks)
};
struct Request
{
    Op op = Op::Document;
    bool fastHtml = true;
    OcrParams ocr;
    QString fileName;
    QString mediaType;
    std::string bytes;
};
struct Response
{
    Status status;
    DocumentFormat format = DocumentFormat::PlainText;
    QString encoding;
    std::string text;
    std::vector<HtmlLinkSpan> links;
    MailHeaders mail;            // a mail message's
    std::vector<TextPart> parts; // a mailbox's messages, a message's attachments
};
// While it recognizes text, the helper sends a progress frame before each page: the parent then
// gives it the time limit again (a limit a page) and tells ExtractParams::ocrHook.
struct Progress
{
    std::uint32_t page = 0;
    std::uint32_t pages = 0;
};
std::string encode(const Progress &p);
bool decode(std::string_view bytes, Progress &p);
// Frames: a u64 length, then the payload.
std::string encode(const Request &r);
std::string encode(const Response &r);
bool decode(std::string_view bytes, Request &r);
bool decode(std::string_view bytes, Response &r);
// Reads or writes one frame on a blocking descriptor; false on EOF or an error.
bool readFrame(int fd, std::string &payload);
bool writeFrame(int fd, std::string_view payload);
// The helper's side: answers one request with the parsers of this process (`progress` before
// each page whose text is recognized).
Response serve(const Request &r, const OcrPageHook &progress = {});
} // namespace extractorwire

// One helper process and the calls that run in it. Implements ExtractParams::untrusted. Not
// thread-safe: one per thread (DocumentAnalyzer owns one). The helper starts at the first call
// and again after one ended; it is killed when the object is destroyed.
class ExtractorProcess final : public UntrustedParsers
{
public:
    explicit ExtractorProcess(IsolationParams params);
    ~ExtractorProcess() override;
    ExtractorProcess(const ExtractorProcess &) = delete;
    ExtractorProcess &operator=(const ExtractorProcess &) = delete;

    // The helper program: params.helperPath, else $LOOKALIKE_EXTRACT_HELPER, else beside the
    // running program, in ../libexec/lookalike, or in the build tree; empty if none exists.
    static QString findHelper(const QString &asked = {});

    Result<ExtractedText> document(std::string_view bytes, const QString &fileName, const QString &mediaType,
                                   const ExtractParams &params) override;
    Result<std::string> html(std::string_view html) override;
    Result<HtmlWithLinks> htmlWithLinks(std::string_view html) override;

    // Whether a helper runs the parsers (false: no helper was found or it would not start;
    // the parsers then run in this process, and why is in unavailableReason()).
    bool isolated();
    const QString &unavailableReason() const { return m_unavailable; }

private:
    Result<extractorwire::Response> call(const extractorwire::Request &request, const QString &reader,
                                         const OcrPageHook &progress = {},
                                         const std::atomic_bool *cancel = nullptr);
    bool start();
    void stop();
    // The helper ended (or is ended, when it took too long): why, as the document's problem.
    Status ended(const QString &reader, bool timedOut);
    Status outOfMemory(const QString &reader) const;
    qint64 residentBytes() const; // the helper's, from /proc

    IsolationParams m_params;
    QString m_helper;
    QString m_unavailable;
    int m_socket = -1;
    int m_pid = -1;
    qint64 m_startResident = 0; // the helper's resident memory before its first document
};

} // namespace lookalike
