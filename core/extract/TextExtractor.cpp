#include "TextExtractor.h"

#include "FormatSniffer.h"
#include "HtmlText.h"
#include "PackageText.h"
#include "PdfText.h"
#include "RtfText.h"
#include "base/Wording.h"
#include "extract/ByteCensus.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <algorithm>
#include <array>
#include <atomic>
#include <cstring>
#include <memory>
#include <optional>
#include <unicode/ucnv.h>
#include <unicode/ucsdet.h>

namespace lookalike {

QString formatName(DocumentFormat format)
{
    switch (format) {
    case DocumentFormat::PlainText:
        return QStringLiteral("text");
    case DocumentFormat::Html:
        return QStringLiteral("html");
    case DocumentFormat::Pdf:
        return QStringLiteral("pdf");
    case DocumentFormat::Docx:
        return QStringLiteral("docx");
    case DocumentFormat::Odt:
        return QStringLiteral("odt");
    case DocumentFormat::Epub:
        return QStringLiteral("epub");
    case DocumentFormat::Pptx:
        return QStringLiteral("pptx");
    case DocumentFormat::Xlsx:
        return QStringLiteral("xlsx");
    case DocumentFormat::Odp:
        return QStringLiteral("odp");
    case DocumentFormat::Image:
        return QStringLiteral("image");
    case DocumentFormat::Ods:
        return QStringLiteral("ods");
    case DocumentFormat::Rtf:
        return QStringLiteral("rtf");
    case DocumentFormat::Doc:
        return QStringLiteral("doc");
    case DocumentFormat::Mail:
        return QStringLiteral("mail");
    case DocumentFormat::Mailbox:
        return QStringLiteral("mailbox");
    }
    return QStringLiteral("unknown");
}

DocumentFormat formatFromName(const QString &name)
{
    for (int f = 0; f <= int(kLastDocumentFormat); ++f)
        if (formatName(DocumentFormat(f)) == name)
            return DocumentFormat(f);
    return DocumentFormat::PlainText;
}

bool sketchedAsParts(const QString &format)
{
    return format == formatName(DocumentFormat::Mailbox);
}

bool isValidUtf8(std::string_view bytes)
{
    const auto *s = reinterpret_cast<const unsigned char *>(bytes.data());
    const std::size_t n = bytes.size();
    std::size_t i = 0;
    while (i < n) {
        // Skip ASCII eight bytes at a time.
        while (i + 8 <= n) {
            std::uint64_t word;
            std::memcpy(&word, s + i, 8);
            if (word & 0x8080808080808080ULL)
                break;
            i += 8;
        }
        if (i >= n)
            break;
        const unsigned char c = s[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        int len;
        std::uint32_t cp;
        if (c >= 0xc2 && c <= 0xdf)
            len = 2, cp = c & 0x1f;
        else if (c >= 0xe0 && c <= 0xef)
            len = 3, cp = c & 0x0f;
        else if (c >= 0xf0 && c <= 0xf4)
            len = 4, cp = c & 0x07;
        else
            return false;
        if (i + len > n)
            return false;
        for (int k = 1; k < len; ++k) {
            if ((s[i + k] & 0xc0) != 0x80)
                return false;
            cp = (cp << 6) | (s[i + k] & 0x3f);
        }
        if ((len == 3 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) ||
            (len == 4 && (cp < 0x10000 || cp > 0x10ffff)))
            return false;
        i += len;
    }
    return true;
}

namespace {

struct ConverterCloser
{
    void operator()(UConverter *c) const { ucnv_close(c); }
};
struct DetectorCloser
{
    void operator()(UCharsetDetector *d) const { ucsdet_close(d); }
};

// Converts bytes in `charset` to UTF-8 with ICU; invalid sequences become U+FFFD. Converts
// through a small buffer, so memory is the output's size whatever the ratio of the charsets.
Result<std::string> convertToUtf8(std::string_view bytes, const char *charset)
{
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<UConverter, ConverterCloser> from(ucnv_open(charset, &status));
    if (U_FAILURE(status))
        return Status::error(Status::Code::Unsupported,
                             phrase(Phrase::UnknownCharset).arg(QString::fromLatin1(charset)));
    std::unique_ptr<UConverter, ConverterCloser> to(ucnv_open("UTF-8", &status));
    if (U_FAILURE(status))
        return Status::error(Status::Code::Internal, QStringLiteral("ICU has no UTF-8 converter"));
    std::string out;
    out.reserve(bytes.size() + 16);
    std::array<char, 64 * 1024> buffer;
    std::array<UChar, 1024> pivot;
    UChar *pivotSource = pivot.data();
    UChar *pivotTarget = pivot.data();
    const char *source = bytes.data();
    const char *const sourceLimit = bytes.data() + bytes.size();
    for (bool reset = true;; reset = false) {
        char *target = buffer.data();
        status = U_ZERO_ERROR;
        ucnv_convertEx(to.get(), from.get(), &target, buffer.data() + buffer.size(), &source, sourceLimit,
                       pivot.data(), &pivotSource, &pivotTarget, pivot.data() + pivot.size(), reset, true,
                       &status);
        out.append(buffer.data(), static_cast<std::size_t>(target - buffer.data()));
        if (status == U_BUFFER_OVERFLOW_ERROR)
            continue;
        if (U_FAILURE(status))
            return Status::error(Status::Code::Corrupt, QStringLiteral("cannot convert from %1: %2")
                                                            .arg(QString::fromLatin1(charset),
                                                                 QString::fromLatin1(u_errorName(status))));
        return out;
    }
}

// Valid multi-byte UTF-8 sequences, and runs of bytes that start none (by the rules of
// isValidUtf8): a damaged character counts once, as does each Latin-1 letter in ASCII text.
struct Utf8Tally
{
    std::size_t multiByte = 0;
    std::size_t invalid = 0;
};

Utf8Tally tallyUtf8(std::string_view bytes)
{
    Utf8Tally tally;
    const auto *s = reinterpret_cast<const unsigned char *>(bytes.data());
    const std::size_t n = bytes.size();
    std::size_t i = 0;
    bool inBadRun = false;
    while (i < n) {
        const unsigned char c = s[i];
        if (c < 0x80) {
            inBadRun = false;
            ++i;
            continue;
        }
        int len = 0;
        std::uint32_t cp = 0;
        if (c >= 0xc2 && c <= 0xdf)
            len = 2, cp = c & 0x1f;
        else if (c >= 0xe0 && c <= 0xef)
            len = 3, cp = c & 0x0f;
        else if (c >= 0xf0 && c <= 0xf4)
            len = 4, cp = c & 0x07;
        bool ok = len > 0 && i + std::size_t(len) <= n;
        for (int k = 1; ok && k < len; ++k) {
            ok = (s[i + k] & 0xc0) == 0x80;
            cp = (cp << 6) | (s[i + k] & 0x3f);
        }
        if (ok && ((len == 3 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) ||
                   (len == 4 && (cp < 0x10000 || cp > 0x10ffff))))
            ok = false;
        if (ok) {
            ++tally.multiByte;
            i += std::size_t(len);
        } else {
            tally.invalid += inBadRun ? 0 : 1;
            ++i;
        }
        inBadRun = !ok;
    }
    return tally;
}

// UTF-8 text with a few damaged bytes (a cut, a stray Latin-1 byte): decoding it as a legacy
// charset would garble every other non-ASCII character.
bool mostlyUtf8(std::string_view bytes)
{
    const Utf8Tally t = tallyUtf8(bytes);
    return t.multiByte >= 8 && t.invalid * 10 <= t.multiByte;
}

// UTF-16 without BOM: most code units of Latin/CJK text have one zero byte on one side.
const char *guessBomlessUtf16(std::string_view bytes)
{
    const std::size_t n = std::min<std::size_t>(bytes.size(), 4096) & ~std::size_t(1);
    if (n < 16)
        return nullptr;
    const ByteCensus census = byteCensus(bytes.data(), n);
    const std::size_t zeroEven = census.zeroEven;
    const std::size_t zeroOdd = census.zeroOdd;
    const std::size_t units = n / 2;
    if (zeroOdd * 10 >= units * 4 && zeroEven * 20 <= units)
        return "UTF-16LE";
    if (zeroEven * 10 >= units * 4 && zeroOdd * 20 <= units)
        return "UTF-16BE";
    return nullptr;
}

bool looksBinary(std::string_view bytes)
{
    // NUL bytes or many control characters in the first 8 KiB (after BOM/UTF-16 checks).
    const std::size_t n = std::min<std::size_t>(bytes.size(), 8192);
    if (n == 0)
        return false;
    const ByteCensus census = byteCensus(bytes.data(), n);
    if (census.zeroEven + census.zeroOdd > 0)
        return true;
    return census.control * 10 > n;
}

Result<ExtractedText> finish(Result<std::string> utf8, const char *charset)
{
    if (!utf8)
        return utf8.status();
    ExtractedText t;
    t.utf8 = std::move(utf8).value();
    t.encoding = QString::fromLatin1(charset);
    return t;
}

// Lower case for ASCII letters only (std::tolower asks the locale for every byte).
char asciiLower(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c + ('a' - 'A')) : c;
}

// <meta charset="..."> or <meta http-equiv=content-type content="...; charset=...">, within the first 4 KiB.
QString htmlMetaCharset(std::string_view bytes)
{
    std::string head(bytes.substr(0, 4096));
    std::transform(head.begin(), head.end(), head.begin(), asciiLower);
    std::size_t at = head.find("charset=");
    if (at == std::string::npos)
        return {};
    at += 8;
    while (at < head.size() && (head[at] == '"' || head[at] == '\'' || head[at] == ' '))
        ++at;
    std::size_t end = at;
    while (end < head.size() && (std::isalnum(static_cast<unsigned char>(head[end])) || head[end] == '-' ||
                                 head[end] == '_' || head[end] == ':' || head[end] == '.'))
        ++end;
    return QString::fromLatin1(head.substr(at, end - at));
}

bool looksLikeHtml(std::string_view bytes, const QString &fileName)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix == QLatin1String("html") || suffix == QLatin1String("htm") ||
        suffix == QLatin1String("xhtml") || suffix == QLatin1String("shtml"))
        return true;
    // Sniff like browsers do: the first non-blank bytes open a typical HTML tag.
    std::size_t i = 0;
    if (bytes.substr(0, 3) == "\xEF\xBB\xBF")
        i = 3;
    while (i < bytes.size() && i < 1024 && std::isspace(static_cast<unsigned char>(bytes[i])))
        ++i;
    std::string start(bytes.substr(i, 16));
    std::transform(start.begin(), start.end(), start.begin(), asciiLower);
    for (const char *tag :
         {"<!doctype html", "<html", "<head", "<body", "<!--", "<title", "<meta", "<div", "<p>", "<table"})
        if (start.rfind(tag, 0) == 0)
            return true;
    return false;
}

} // namespace

Result<ExtractedText> decodeText(std::string_view bytes, const QString &charsetHint)
{
    // A byte order mark decides.
    if (bytes.size() >= 3 && bytes.substr(0, 3) == "\xEF\xBB\xBF") {
        std::string_view rest = bytes.substr(3);
        if (looksBinary(rest))
            return Status::error(Status::Code::NotText,
                                 QStringLiteral("binary content after a UTF-8 byte order mark"));
        if (isValidUtf8(rest))
            return finish(std::string(rest), "UTF-8");
        return finish(convertToUtf8(rest, "UTF-8"), "UTF-8");
    }
    if (bytes.size() >= 4 && bytes.substr(0, 4) == std::string_view("\xFF\xFE\0\0", 4))
        return finish(convertToUtf8(bytes.substr(4), "UTF-32LE"), "UTF-32LE");
    if (bytes.size() >= 4 && bytes.substr(0, 4) == std::string_view("\0\0\xFE\xFF", 4))
        return finish(convertToUtf8(bytes.substr(4), "UTF-32BE"), "UTF-32BE");
    if (bytes.size() >= 2 && bytes.substr(0, 2) == "\xFF\xFE")
        return finish(convertToUtf8(bytes.substr(2), "UTF-16LE"), "UTF-16LE");
    if (bytes.size() >= 2 && bytes.substr(0, 2) == "\xFE\xFF")
        return finish(convertToUtf8(bytes.substr(2), "UTF-16BE"), "UTF-16BE");
    if (const char *utf16 = guessBomlessUtf16(bytes)) {
        // Binary data with many zero bytes can look like UTF-16: what it decodes to must be text.
        auto converted = convertToUtf8(bytes, utf16);
        if (converted && !looksBinary(*converted))
            return finish(std::move(converted), utf16);
    }
    if (looksBinary(bytes))
        return Status::error(Status::Code::NotText, QStringLiteral(QT_TRANSLATE_NOOP(
                                                        "lookalike::ProblemMessage",
                                                        "binary content (NUL or control bytes), not text")));
    if (isValidUtf8(bytes))
        return finish(std::string(bytes), "UTF-8");
    if (!charsetHint.isEmpty()) {
        const QByteArray hint = charsetHint.toLatin1();
        auto converted = convertToUtf8(bytes, hint.constData());
        if (converted)
            return finish(std::move(converted), hint.constData());
    }
    if (mostlyUtf8(bytes))
        return finish(convertToUtf8(bytes, "UTF-8"), "UTF-8");
    // Legacy 8-bit or multi-byte encodings: ICU's statistical detector.
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<UCharsetDetector, DetectorCloser> detector(ucsdet_open(&status));
    const auto probe = static_cast<int32_t>(std::min<std::size_t>(bytes.size(), 64 * 1024));
    ucsdet_setText(detector.get(), bytes.data(), probe, &status);
    const UCharsetMatch *match = ucsdet_detect(detector.get(), &status);
    const char *charset = match && U_SUCCESS(status) ? ucsdet_getName(match, &status) : nullptr;
    if (!charset || U_FAILURE(status) || std::strcmp(charset, "UTF-8") == 0)
        charset = "windows-1252"; // every byte maps to something; invalid UTF-8 must not be taken as UTF-8
    // ICU reports ISO-8859-1 for text that is usually windows-1252 (curly quotes in 0x80-0x9F),
    // and often ISO-8859-9 for Western text that holds none of the six letters where Turkish
    // differs from Latin-1: both decode such text the same way as windows-1252.
    if (std::strcmp(charset, "ISO-8859-1") == 0)
        charset = "windows-1252";
    if (std::strcmp(charset, "ISO-8859-9") == 0 &&
        bytes.find_first_of(std::string_view("\xD0\xDD\xDE\xF0\xFD\xFE")) == std::string_view::npos)
        charset = "windows-1252";
    std::string name(charset);
    return finish(convertToUtf8(bytes, name.c_str()), name.c_str());
}

MediaType parseMediaType(const QString &contentType)
{
    MediaType m;
    const QStringList parts = contentType.split(QLatin1Char(';'));
    m.type = parts.value(0).trimmed().toLower();
    for (int i = 1; i < parts.size(); ++i) {
        const QString p = parts[i].trimmed();
        if (p.startsWith(QLatin1String("charset="), Qt::CaseInsensitive)) {
            m.charset = p.mid(8).trimmed();
            m.charset.remove(QLatin1Char('"'));
            m.charset.remove(QLatin1Char('\''));
        }
    }
    m.isHtml = m.type == QLatin1String("text/html") || m.type == QLatin1String("application/xhtml+xml");
    return m;
}

namespace {

HelperReaders g_helperReaders;

} // namespace

void installHelperReaders(const HelperReaders &readers)
{
    g_helperReaders = readers;
}

const HelperReaders &helperReaders()
{
    return g_helperReaders;
}

namespace {

// Whether content of this type is read by a parser of an untrusted format (PDF, packages).
bool needsReader(ContentType type)
{
    return type == ContentType::Pdf || type == ContentType::Docx || type == ContentType::Odt ||
           type == ContentType::Epub || type == ContentType::Pptx || type == ContentType::Xlsx ||
           type == ContentType::Odp || type == ContentType::Ods || type == ContentType::Rtf ||
           type == ContentType::Doc || type == ContentType::Image || type == ContentType::Mail ||
           type == ContentType::Mailbox;
}

// Formats the content names (FormatSniffer): documents with readers of their own, and what
// is not text. std::nullopt for text and HTML, which the decoder handles.
std::optional<Result<ExtractedText>> extractDocument(std::string_view bytes, const SniffedType &sniffed,
                                                     const ExtractParams &params)
{
    const auto document = [](Result<std::string> text, DocumentFormat format) -> Result<ExtractedText> {
        if (!text)
            return text.status();
        ExtractedText t;
        t.utf8 = std::move(text).value();
        t.format = format;
        return t;
    };
    switch (sniffed.type) {
    case ContentType::Text:
        return std::nullopt;
    case ContentType::Pdf: {
        int recognized = 0;
        auto pdf = document(pdfText(bytes, &params.ocr, params.ocrHook, &recognized), DocumentFormat::Pdf);
        if (pdf && recognized > 0)
            pdf->encoding = kRecognizedEncoding;
        return pdf;
    }
    case ContentType::Image: {
        if (!params.ocr.enabled || !params.ocr.images)
            return Result<ExtractedText>(Status::error(
                Status::Code::NotText,
                QStringLiteral("%1 (recognizing text in images is turned off)").arg(sniffed.description)));
        if (!g_helperReaders.image)
            return Result<ExtractedText>(Status::error(
                Status::Code::Unsupported,
                QStringLiteral(
                    "%1: its text is recognized by the helper lookalike-extract only, and the helper "
                    "is not available")
                    .arg(sniffed.description)));
        auto image =
            document(g_helperReaders.image(bytes, params.ocr, params.ocrHook), DocumentFormat::Image);
        if (image)
            image->encoding = kRecognizedEncoding;
        return image;
    }
    case ContentType::Docx:
        return document(packageText(bytes, PackageFormat::Docx), DocumentFormat::Docx);
    case ContentType::Odt:
        return document(packageText(bytes, PackageFormat::Odt), DocumentFormat::Odt);
    case ContentType::Epub:
        return document(packageText(bytes, PackageFormat::Epub), DocumentFormat::Epub);
    case ContentType::Pptx:
        return document(packageText(bytes, PackageFormat::Pptx), DocumentFormat::Pptx);
    case ContentType::Xlsx:
        return document(packageText(bytes, PackageFormat::Xlsx), DocumentFormat::Xlsx);
    case ContentType::Odp:
        return document(packageText(bytes, PackageFormat::Odp), DocumentFormat::Odp);
    case ContentType::Ods:
        return document(packageText(bytes, PackageFormat::Ods), DocumentFormat::Ods);
    case ContentType::Rtf:
        return document(rtfText(bytes), DocumentFormat::Rtf);
    case ContentType::Doc:
        if (!g_helperReaders.word)
            return Result<ExtractedText>(Status::error(
                Status::Code::Unsupported,
                QStringLiteral(
                    "a Word 97-2003 document: read by the helper lookalike-extract only (libwv may "
                    "crash on a damaged file), and the helper is not available")));
        return document(g_helperReaders.word(bytes), DocumentFormat::Doc);
    case ContentType::Mail:
    case ContentType::Mailbox:
        if (!g_helperReaders.mail)
            return Result<ExtractedText>(Status::error(
                Status::Code::Unsupported,
                QStringLiteral("mail: read by the helper lookalike-extract only (GMime), and the helper "
                               "is not available")));
        return g_helperReaders.mail(bytes, sniffed.type == ContentType::Mailbox, params);
    case ContentType::Unsupported:
        return Result<ExtractedText>(Status::error(Status::Code::Unsupported, sniffed.description));
    case ContentType::Binary:
        return Result<ExtractedText>(Status::error(Status::Code::NotText, sniffed.description));
    }
    return std::nullopt;
}

} // namespace

namespace {

bool isGzip(std::string_view bytes)
{
    return bytes.size() >= 2 && bytes[0] == '\x1f' && bytes[1] == '\x8b';
}

// The name a file had before gzip: "notes.txt.gz" -> "notes.txt", "a.tgz" -> "a.tar".
QString nameInsideGzip(const QString &fileName)
{
    if (fileName.endsWith(QLatin1String(".gz"), Qt::CaseInsensitive))
        return fileName.chopped(3);
    if (fileName.endsWith(QLatin1String(".tgz"), Qt::CaseInsensitive))
        return fileName.chopped(4) + QStringLiteral(".tar");
    if (fileName.endsWith(QLatin1String(".svgz"), Qt::CaseInsensitive))
        return fileName.chopped(1);
    return fileName;
}

Result<ExtractedText> extract(std::string_view bytes, const QString &fileName, const ExtractParams &params,
                              const QString &mediaType, bool insideGzip)
{
    const bool gzip = isGzip(bytes);
    const SniffedType sniffed = gzip ? SniffedType{} : sniffContent(bytes, fileName);
    // What needs the parser of an untrusted format goes where such parsers run (a helper
    // process), whole: gzip with what it holds.
    if (params.untrusted && !insideGzip && (gzip || needsReader(sniffed.type)))
        return params.untrusted->document(bytes, fileName, mediaType, params);
    if (gzip) {
        if (insideGzip)
            return Status::error(Status::Code::NotText,
                                 QStringLiteral("gzip-compressed data compressed again"));
        auto inner = gzipText(bytes);
        if (!inner)
            return inner.status();
        auto text = extract(*inner, nameInsideGzip(fileName), params, mediaType, true);
        if (!text)
            return Status::error(text.status().code(),
                                 QStringLiteral("inside gzip: %1").arg(text.status().message()));
        return text;
    }
    if (auto document = extractDocument(bytes, sniffed, params))
        return std::move(*document);
    // A web server's Content-Type names HTML and its charset; the bytes still decide otherwise.
    const MediaType media = parseMediaType(mediaType);
    const bool html = isHtmlDocument(bytes, fileName, mediaType);
    QString charset = html ? htmlMetaCharset(bytes) : QString();
    if (charset.isEmpty())
        charset = media.charset;
    auto decoded = decodeText(bytes, charset);
    if (!decoded)
        return decoded.status();
    if (!html)
        return decoded;
    ExtractedText t = std::move(decoded).value();
    t.format = DocumentFormat::Html;
    if (params.fastHtml) {
        if (std::optional<std::string> fast = htmlTextFast(t.utf8)) {
            t.utf8 = std::move(*fast);
            return t;
        }
    }
    // The HTML5 parser (libgumbo), where such parsers run.
    auto text = params.untrusted ? params.untrusted->html(t.utf8) : htmlTextBounded(t.utf8, false);
    if (!text)
        return text.status();
    t.utf8 = std::move(text).value();
    return t;
}

} // namespace

Result<ExtractedText> extractText(std::string_view bytes, const QString &fileName,
                                  const ExtractParams &params, const QString &mediaType)
{
    return extract(bytes, fileName, params, mediaType, false);
}

bool isHtmlDocument(std::string_view bytes, const QString &fileName, const QString &mediaType)
{
    return parseMediaType(mediaType).isHtml || looksLikeHtml(bytes, fileName);
}

Status notTextFromHead(std::string_view head, const QString &fileName)
{
    if (isGzip(head) || head.substr(0, 2) == "PK")
        return Status::ok(); // compressed data and ZIP packages are decided by more than their start
    const SniffedType sniffed = sniffContent(head, fileName);
    if (sniffed.type == ContentType::Binary)
        return Status::error(Status::Code::NotText, sniffed.description);
    if (sniffed.type != ContentType::Text)
        return Status::ok();
    // The decoder's own checks (byte order marks, UTF-16, NUL and control bytes) look at the
    // first 8 KiB of the bytes, or of their conversion from UTF-16.
    auto decoded = decodeText(head.substr(0, 64 * 1024));
    if (!decoded && decoded.status().code() == Status::Code::NotText)
        return decoded.status();
    return Status::ok();
}

} // namespace lookalike
