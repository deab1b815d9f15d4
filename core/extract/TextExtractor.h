#pragma once

#include "HtmlText.h"
#include "MailHeaders.h"
#include "OcrText.h"
#include "base/Status.h"

#include <QString>
#include <QStringList>
#include <atomic>
#include <string>
#include <string_view>
#include <vector>

namespace lookalike {

enum class DocumentFormat
{
    PlainText,
    Html,
    Pdf,
    Docx,
    Odt,
    Epub,
    Pptx,
    Xlsx,
    Odp,
    Ods,
    Rtf,
    Doc,
    Image,
    Mail,    // one mail message (.eml, a Maildir file, a message of a mailbox)
    Mailbox, // an mbox file: its messages are documents of their own (ExtractedText::parts)
};
// The last format (the helper's answers are checked against it).
constexpr DocumentFormat kLastDocumentFormat = DocumentFormat::Mailbox;
// "text", "html", "pdf", "docx", "odt", "epub", "pptx", "xlsx", "odp", "ods", "rtf", "doc", "image",
// "mail", "mailbox"
QString formatName(DocumentFormat format);
// The format formatName() names (PlainText for a name it does not give).
DocumentFormat formatFromName(const QString &name);
// Whether a file of the format formatName() names is its parts only, with no sketch of its own:
// a mailbox (its messages are the documents). (Documents.cpp's folder listing says it in SQL.)
bool sketchedAsParts(const QString &format);

// A document inside another: a message of a mailbox, an attachment of a message. Its place is
// what its locator adds to the file's path after '#': "3" (the mailbox's third message),
// "3/2/report.pdf" (that message's second attachment, and its name), "/1/notes.txt" (the first
// attachment of a .eml file).
struct TextPart
{
    QString place;
    Status status; // not ok: the part could not be read (why); no text
    std::string utf8;
    DocumentFormat format = DocumentFormat::PlainText;
    QString encoding;
    std::uint64_t rawLow = 0, rawHigh = 0; // XXH3-128 of its bytes (a message: without delivery headers)
    qint64 size = 0;                       // its bytes
    bool isMessage = false;                // a message (mail holds its headers), else an attachment
    MailHeaders mail;
    QString name; // an attachment's file name
};

struct ExtractedText
{
    std::string utf8; // the document's text, valid UTF-8
    DocumentFormat format = DocumentFormat::PlainText;
    QString encoding; // the charset the bytes were decoded from ("UTF-8", "windows-1252", ...);
                      // "" for PDF and the packages (DOCX, ODT, EPUB, ...); "OCR" for text
                      // recognized in an image or in pages of a PDF (kRecognizedEncoding)
    // Mail: a message's headers (format Mail), and the documents the file holds: a mailbox's
    // messages (its own text is empty), a message's attachments.
    MailHeaders mail;
    std::vector<TextPart> parts;
};

// ExtractedText::encoding of text that was recognized (OCR), wholly or in part.
inline const QString kRecognizedEncoding = QStringLiteral("OCR");

// Where the parsers of untrusted formats run: a helper process of limited time and memory
// (ExtractorProcess.h), which DocumentAnalyzer starts when `enabled`.
struct IsolationParams
{
    bool enabled = true;                       // false: every parser in the calling process
    int timeLimitSeconds = 60;                 // a document's parse, wall clock; then the helper is killed
    qint64 memoryLimitBytes = qint64(2) << 30; // what the helper may take beyond its start (RLIMIT_AS, RSS)
    QString helperPath;                        // empty: found (ExtractorProcess::findHelper)
    bool testFaults = false;                   // tests only: the helper obeys fault markers
};

struct ExtractParams;

// The parsers of untrusted formats, run elsewhere (ExtractorProcess: a helper process).
class UntrustedParsers
{
public:
    virtual ~UntrustedParsers() = default;
    // extractText of bytes that need a reader of their own: gzip, PDF, the ZIP packages.
    // (params: fastHtml, ocr and ocrHook.)
    virtual Result<ExtractedText> document(std::string_view bytes, const QString &fileName,
                                           const QString &mediaType, const ExtractParams &params) = 0;
    // The text of HTML the fast scanner does not read (htmlTextBounded's parser).
    virtual Result<std::string> html(std::string_view html) = 0;
    // Its text and links (htmlTextWithLinks' parser).
    virtual Result<HtmlWithLinks> htmlWithLinks(std::string_view html) = 0;
};

struct ExtractParams
{
    bool fastHtml = true; // use htmlTextFast where it applies (same words as the HTML5 parser)
    IsolationParams isolation;
    OcrParams ocr; // text recognition of images and of PDF pages without text
    // Called before each page whose text is recognized (in this process or the helper's).
    OcrPageHook ocrHook;
    // Set: a document being read in the helper is given up (the helper stopped) when this is
    // (a scan cancelled in the middle of a scanned PDF's pages).
    const std::atomic_bool *cancel = nullptr;
    // Set by DocumentAnalyzer: where the untrusted parsers run (nullptr: in this process).
    UntrustedParsers *untrusted = nullptr;
};

// Decides what a file holds from its bytes (and its name as a hint) and returns its text.
// The content decides first (FormatSniffer.h): PDF and the ZIP packages (DOCX, ODT, EPUB, PPTX,
// XLSX, ODP, ODS), RTF, Word 97-2003 and images (PNG, JPEG, TIFF: text recognition, params.ocr) go to
// their readers (PdfText.h, PackageText.h, RtfText.h, WordText.h, OcrText.h), whose
// Corrupt/Unsupported/TooLarge statuses are returned as they are; gzip-compressed data is decompressed
// (gzipText) and its content extracted under the name without ".gz"; other office formats (.xls, .ppt) fail
// with Unsupported; images, archives and other binary content with NotText. HTML that the fast scanner cannot
// read and that is nested too deeply for the HTML5 parser fails with TooLarge (htmlTextBounded). The message
// says why in words a user understands. Stateless; any thread may call it. `mediaType` is a Content-Type from
// a web server (archives), "" for files: "text/html" makes the bytes HTML and its charset parameter is tried
// when the page names none. With params.untrusted, gzip, PDF, the packages, RTF and .doc go to it whole, and
// so does HTML that the fast scanner does not read (libgumbo's part); plain text and the fast scanner stay
// here.
Result<ExtractedText> extractText(std::string_view bytes, const QString &fileName,
                                  const ExtractParams &params = {}, const QString &mediaType = {});

// Whether extractText reads these bytes (text, not a PDF or a package) as HTML: the web
// server's Content-Type says so, or the name or the first tags do. Any thread may call it.
bool isHtmlDocument(std::string_view bytes, const QString &fileName, const QString &mediaType = {});

// Bumped when a format refused before (Unsupported) is read: a scan then reads again the files
// an index holds as Unsupported, though they did not change (2: PPTX, XLSX, ODP, ODS, RTF, DOC;
// 3: images and PDFs without a text layer, by text recognition: the files held as not text
// whose names say image or PDF too; 4: mail, the files read as text whose names may say mail
// too: .eml, .mbox, Maildir's and those without a suffix).
constexpr int kReadersGeneration = 4;

// The readers only the helper links (HelperReaders.h): Word 97-2003 documents (libwv crashes on
// damaged files: a few flipped bytes make it dereference wild pointers) and text recognition
// (Tesseract). Until they are installed, extractText refuses .doc files and images as
// Unsupported, and reads PDF pages without a text layer as having none, saying the helper reads
// them. The helper, whose crash is one file's problem, installs them; so do tests reading known
// files. Installed before any thread reads.
struct HelperReaders
{
    Result<std::string> (*word)(std::string_view doc) = nullptr;
    Result<std::string> (*image)(std::string_view bytes, const OcrParams &params,
                                 const OcrPageHook &hook) = nullptr;
    // mailText (MailText.h): a message or a mailbox, through GMime.
    Result<ExtractedText> (*mail)(std::string_view bytes, bool mailbox,
                                  const ExtractParams &params) = nullptr;
    Result<std::string> (*grayPage)(const unsigned char *pixels, int width, int height, int stride, int dpi,
                                    const OcrParams &params) = nullptr;
};
void installHelperReaders(const HelperReaders &readers);
const HelperReaders &helperReaders();

// A Content-Type header split into its type ("text/html", lower case) and charset.
struct MediaType
{
    QString type;
    QString charset;
    bool isHtml = false;
};
MediaType parseMediaType(const QString &contentType);

// Plain text in any common encoding to UTF-8: a BOM (UTF-8/16/32) wins; valid UTF-8 is taken
// as is; UTF-16 without a BOM is recognised by its NUL pattern; anything else goes through
// ICU's charset detection and converter. `charsetHint` (e.g. from an HTML meta tag) is tried
// before detection. Text that is UTF-8 but for a few bad bytes (at least 8 valid multi-byte
// characters, and 10 for each run of invalid bytes) stays UTF-8, the bad bytes becoming U+FFFD.
// Fails with NotText when the bytes look binary.
Result<ExtractedText> decodeText(std::string_view bytes, const QString &charsetHint = {});

// True if bytes are valid UTF-8 (no overlongs, no surrogates).
bool isValidUtf8(std::string_view bytes);

// The NotText status extractText would give a file that starts with `head`, or ok when the
// first bytes leave it open. `head` must be the whole file or at least its first MiB (what
// the content checks look at). Lets a reader stop reading a large binary file (a video, a
// disk image) after its first MiB. Any thread may call it.
Status notTextFromHead(std::string_view head, const QString &fileName);

} // namespace lookalike
