#include "FormatSniffer.h"

#include "MailText.h"
#include "base/Wording.h"
#include "extract/ByteCensus.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <magic.h>

namespace lookalike {

namespace {

bool startsWith(std::string_view bytes, std::string_view prefix)
{
    return bytes.substr(0, prefix.size()) == prefix;
}

std::uint16_t le16(std::string_view b, std::size_t at)
{
    return std::uint16_t(std::uint8_t(b[at]) | std::uint8_t(b[at + 1]) << 8);
}

std::uint32_t le32(std::string_view b, std::size_t at)
{
    return std::uint32_t(le16(b, at)) | std::uint32_t(le16(b, at + 2)) << 16;
}

SniffedType text()
{
    return {};
}

SniffedType typed(ContentType type, const char *mediaType, const char *description)
{
    return {type, QString::fromLatin1(mediaType), QString::fromUtf8(description)};
}

// A format Lookalike reads: its usual media type (or `mediaType`, the one the file named) and
// its name in messages, one place each.
SniffedType readable(ContentType type, const QString &mediaType = {})
{
    struct Known
    {
        ContentType type;
        const char *mediaType;
        const char *description;
    };
    static const Known known[] = {
        {ContentType::Pdf, "application/pdf",
         QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "a PDF document")},
        {ContentType::Docx, "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
         QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "a Word document")},
        {ContentType::Odt, "application/vnd.oasis.opendocument.text",
         QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "an OpenDocument text")},
        {ContentType::Epub, "application/epub+zip",
         QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "an EPUB book")},
        {ContentType::Rtf, "text/rtf", QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "an RTF document")},
        {ContentType::Pptx, "application/vnd.openxmlformats-officedocument.presentationml.presentation",
         QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "a PowerPoint presentation")},
        {ContentType::Xlsx, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
         QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "an Excel spreadsheet")},
        {ContentType::Odp, "application/vnd.oasis.opendocument.presentation",
         QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "an OpenDocument presentation")},
        {ContentType::Ods, "application/vnd.oasis.opendocument.spreadsheet",
         QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "an OpenDocument spreadsheet")},
        {ContentType::Doc, "application/msword",
         QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "a Word 97-2003 document")},
        {ContentType::Mail, "message/rfc822",
         QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "a mail message")},
        {ContentType::Mailbox, "application/mbox",
         QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "a mailbox")},
    };
    for (const Known &k : known)
        if (k.type == type)
            return {type, mediaType.isEmpty() ? QString::fromLatin1(k.mediaType) : mediaType,
                    QString::fromUtf8(k.description)};
    return {type, mediaType, {}};
}

// ---------------------------------------------------------------------------------------
// Text: the common case decides here, without libmagic.

bool looksLikeText(std::string_view bytes)
{
    for (std::string_view bom : {std::string_view("\xEF\xBB\xBF"), std::string_view("\xFF\xFE"),
                                 std::string_view("\xFE\xFF"), std::string_view("\0\0\xFE\xFF", 4)})
        if (startsWith(bytes, bom))
            return true;
    const std::size_t n = std::min<std::size_t>(bytes.size(), 8192);
    const ByteCensus census = byteCensus(bytes.data(), n);
    const std::size_t zeroEven = census.zeroEven;
    const std::size_t zeroOdd = census.zeroOdd;
    const std::size_t control = census.control;
    if (zeroEven + zeroOdd == 0)
        return control * 10 <= n;
    // UTF-16 without a byte order mark: zero bytes on one side of most code units.
    const std::size_t units = n / 2;
    return units >= 8 && ((zeroOdd * 10 >= units * 4 && zeroEven * 20 <= units) ||
                          (zeroEven * 10 >= units * 4 && zeroOdd * 20 <= units));
}

// ---------------------------------------------------------------------------------------
// ZIP packages: the stored "mimetype" entry (ODF, EPUB) or the names of the entries.

struct ZipNames
{
    bool contentTypes = false; // [Content_Types].xml: Office Open XML
    bool wordDocument = false; // word/document.xml
    bool workbook = false;     // xl/workbook.xml
    bool presentation = false; // ppt/presentation.xml
    bool container = false;    // META-INF/container.xml: EPUB
    bool odfContent = false;   // content.xml
    bool odfManifest = false;  // META-INF/manifest.xml
    int count = 0;

    void add(std::string_view name)
    {
        ++count;
        if (name == "[Content_Types].xml")
            contentTypes = true;
        else if (name == "word/document.xml")
            wordDocument = true;
        else if (name == "xl/workbook.xml")
            workbook = true;
        else if (name == "ppt/presentation.xml")
            presentation = true;
        else if (name == "META-INF/container.xml")
            container = true;
        else if (name == "content.xml")
            odfContent = true;
        else if (name == "META-INF/manifest.xml")
            odfManifest = true;
    }
};

constexpr int kMaxZipNames = 65536;

// The names in the central directory, if the end of central directory record is found.
bool readCentralDirectory(std::string_view zip, ZipNames &names)
{
    if (zip.size() < 22)
        return false;
    const std::size_t lowest = zip.size() > 22 + 65535 ? zip.size() - 22 - 65535 : 0;
    std::size_t eocd = std::string_view::npos;
    for (std::size_t at = zip.size() - 22 + 1; at-- > lowest;) {
        if (zip.compare(at, 4, "PK\x05\x06") == 0) {
            eocd = at;
            break;
        }
    }
    if (eocd == std::string_view::npos)
        return false;
    const std::uint32_t cdSize = le32(zip, eocd + 12);
    std::size_t cd = le32(zip, eocd + 16);
    if (cd == 0xFFFFFFFF || cdSize > eocd)
        return false; // ZIP64 or nonsense: the caller scans local headers instead
    if (cd + 4 > zip.size() || zip.compare(cd, 4, "PK\x01\x02") != 0)
        cd = eocd - cdSize; // data prepended to the archive (self-extractors)
    std::size_t at = cd;
    while (names.count < kMaxZipNames && at + 46 <= eocd && zip.compare(at, 4, "PK\x01\x02") == 0) {
        const std::size_t nameLength = le16(zip, at + 28);
        const std::size_t next = at + 46 + nameLength + le16(zip, at + 30) + le16(zip, at + 32);
        if (at + 46 + nameLength > zip.size())
            break;
        names.add(zip.substr(at + 46, nameLength));
        at = next;
    }
    return names.count > 0;
}

// Without a central directory (a truncated file): every local header signature.
void scanLocalHeaders(std::string_view zip, ZipNames &names)
{
    std::size_t at = 0;
    while (names.count < kMaxZipNames && at + 30 <= zip.size()) {
        const std::size_t nameLength = le16(zip, at + 26);
        if (at + 30 + nameLength <= zip.size())
            names.add(zip.substr(at + 30, nameLength));
        at = zip.find("PK\x03\x04", at + 30);
        if (at == std::string_view::npos)
            break;
    }
}

QString suffixOf(const QString &fileName)
{
    return QFileInfo(fileName).suffix().toLower();
}

SniffedType sniffZip(std::string_view zip, const QString &fileName)
{
    // ODF and EPUB start with an uncompressed entry "mimetype" that names the format.
    if (zip.size() >= 38 && zip.compare(30, 8, "mimetype") == 0 && le16(zip, 26) == 8 && le16(zip, 8) == 0) {
        const std::size_t data = 38 + le16(zip, 28);
        std::size_t length = le32(zip, 18);
        if (length == 0 || length > 200)
            length = 200;
        std::string_view value = data < zip.size() ? zip.substr(data, length) : std::string_view();
        // Without a size in the header (data descriptor), the value ends where the next header starts.
        value = value.substr(0, std::min(value.find("PK"), value.size()));
        while (!value.empty() && std::isspace(static_cast<unsigned char>(value.back())))
            value.remove_suffix(1);
        const QString mediaType = QString::fromLatin1(value.data(), qsizetype(value.size()));
        if (value == "application/epub+zip")
            return readable(ContentType::Epub);
        if (value == "application/vnd.oasis.opendocument.text" ||
            value == "application/vnd.oasis.opendocument.text-template" ||
            value == "application/vnd.oasis.opendocument.text-master" ||
            value == "application/vnd.oasis.opendocument.text-master-template")
            return readable(ContentType::Odt, mediaType);
        if (value == "application/vnd.oasis.opendocument.presentation" ||
            value == "application/vnd.oasis.opendocument.presentation-template")
            return readable(ContentType::Odp, mediaType);
        if (value == "application/vnd.oasis.opendocument.spreadsheet" ||
            value == "application/vnd.oasis.opendocument.spreadsheet-template")
            return readable(ContentType::Ods, mediaType);
        if (startsWith(value, "application/vnd.oasis.opendocument."))
            return {ContentType::Unsupported, mediaType,
                    QStringLiteral("an OpenDocument file of type %1 (Lookalike reads OpenDocument text, "
                                   "presentations and spreadsheets)")
                        .arg(mediaType)};
        return {ContentType::Binary, mediaType,
                QStringLiteral("a ZIP package of type \u201c%1\u201d, not a document format Lookalike reads")
                    .arg(mediaType.left(100))};
    }

    ZipNames names;
    if (!readCentralDirectory(zip, names))
        scanLocalHeaders(zip, names);
    const QString suffix = suffixOf(fileName);
    if (names.wordDocument)
        return readable(ContentType::Docx);
    if (names.workbook)
        return readable(ContentType::Xlsx);
    if (names.presentation)
        return readable(ContentType::Pptx);
    if (names.container)
        return readable(ContentType::Epub);
    // An OpenDocument file without its "mimetype" entry: the name says which.
    if (names.odfContent && names.odfManifest) {
        if (suffix == QLatin1String("odp") || suffix == QLatin1String("otp"))
            return readable(ContentType::Odp);
        if (suffix == QLatin1String("ods") || suffix == QLatin1String("ots"))
            return readable(ContentType::Ods);
        if (suffix != QLatin1String("odg") && suffix != QLatin1String("otg"))
            return readable(ContentType::Odt);
    }
    // The entries do not tell (a damaged file): the name decides between the packages we read.
    if (suffix == QLatin1String("docx") || suffix == QLatin1String("docm") || suffix == QLatin1String("dotx"))
        return readable(ContentType::Docx);
    if (suffix == QLatin1String("odt") || suffix == QLatin1String("ott"))
        return readable(ContentType::Odt);
    if (suffix == QLatin1String("epub"))
        return readable(ContentType::Epub);
    if (suffix == QLatin1String("pptx") || suffix == QLatin1String("pptm") ||
        suffix == QLatin1String("potx") || suffix == QLatin1String("ppsx"))
        return readable(ContentType::Pptx);
    if (suffix == QLatin1String("xlsx") || suffix == QLatin1String("xlsm") || suffix == QLatin1String("xltx"))
        return readable(ContentType::Xlsx);
    if (suffix == QLatin1String("odp") || suffix == QLatin1String("otp"))
        return readable(ContentType::Odp);
    if (suffix == QLatin1String("ods") || suffix == QLatin1String("ots"))
        return readable(ContentType::Ods);
    if (names.contentTypes)
        return typed(ContentType::Unsupported, "application/vnd.openxmlformats-officedocument",
                     QT_TRANSLATE_NOOP("lookalike::ProblemMessage",
                                       "an Office Open XML file that is not a document, presentation or "
                                       "spreadsheet"));
    return typed(ContentType::Binary, "application/zip",
                 QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "a ZIP archive, not a document"));
}

// ---------------------------------------------------------------------------------------
// libmagic, for binary content the own checks do not know.

class MagicHandle
{
public:
    ~MagicHandle()
    {
        if (m_cookie)
            magic_close(m_cookie);
    }
    magic_t get()
    {
        if (!m_tried) {
            m_tried = true;
            m_cookie = magic_open(MAGIC_MIME_TYPE | MAGIC_NO_CHECK_COMPRESS | MAGIC_NO_CHECK_CSV |
                                  MAGIC_NO_CHECK_JSON);
            if (m_cookie && magic_load(m_cookie, nullptr) != 0) {
                magic_close(m_cookie);
                m_cookie = nullptr;
            }
        }
        return m_cookie;
    }

private:
    magic_t m_cookie = nullptr;
    bool m_tried = false;
};

SniffedType fromMediaType(const QString &mediaType)
{
    auto is = [&](const char *type) {
        return mediaType == QLatin1String(type);
    };
    auto has = [&](const char *prefix) {
        return mediaType.startsWith(QLatin1String(prefix));
    };
    if (mediaType.isEmpty() || has("text/") || is("application/octet-stream") || is("inode/x-empty") ||
        is("application/json") || is("application/xml") || is("image/svg+xml"))
        return text(); // the text decoder decides
    if (is("application/pdf"))
        return readable(ContentType::Pdf, mediaType);
    if (is("application/vnd.openxmlformats-officedocument.wordprocessingml.document"))
        return readable(ContentType::Docx, mediaType);
    if (has("application/vnd.oasis.opendocument.text"))
        return readable(ContentType::Odt, mediaType);
    if (is("application/epub+zip"))
        return readable(ContentType::Epub, mediaType);
    if (is("application/vnd.openxmlformats-officedocument.presentationml.presentation"))
        return readable(ContentType::Pptx, mediaType);
    if (is("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))
        return readable(ContentType::Xlsx, mediaType);
    if (has("application/vnd.oasis.opendocument.presentation"))
        return readable(ContentType::Odp, mediaType);
    if (has("application/vnd.oasis.opendocument.spreadsheet"))
        return readable(ContentType::Ods, mediaType);
    if (is("application/msword"))
        return readable(ContentType::Doc, mediaType);
    if (is("application/encrypted"))
        return {ContentType::Unsupported, mediaType,
                QStringLiteral(
                    QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "a password-protected Office document"))};
    if (has("application/vnd.ms-") || has("application/vnd.openxmlformats-") ||
        has("application/vnd.oasis.opendocument."))
        return {ContentType::Unsupported, mediaType, phrase(Phrase::OfficeOfType).arg(mediaType)};
    return {ContentType::Binary, mediaType, phrase(Phrase::BinaryOfType).arg(mediaType)};
}

} // namespace

QString libmagicMediaType(std::string_view bytes)
{
    thread_local MagicHandle handle;
    magic_t cookie = handle.get();
    if (!cookie)
        return {};
    // 1 MiB: enough for the directory of OLE2 files (.doc vs. encrypted .docx).
    const char *type = magic_buffer(cookie, bytes.data(), std::min<std::size_t>(bytes.size(), 1 << 20));
    return type ? QString::fromLatin1(type) : QString();
}

SniffedType sniffContent(std::string_view bytes, const QString &fileName)
{
    // Leading white space or a UTF-8 BOM before a PDF header happens; other junk only counts
    // when the name says PDF (readers accept the header within the first 1024 bytes).
    std::size_t start = startsWith(bytes, "\xEF\xBB\xBF") ? 3 : 0;
    while (start < bytes.size() && start < 64 && std::isspace(static_cast<unsigned char>(bytes[start])))
        ++start;
    if (startsWith(bytes.substr(start), "%PDF-") ||
        (fileName.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive) &&
         bytes.substr(0, 1024).find("%PDF-") != std::string_view::npos))
        return readable(ContentType::Pdf);
    if (startsWith(bytes, "PK\x03\x04"))
        return sniffZip(bytes, fileName);
    if (startsWith(bytes, "PK\x05\x06"))
        return typed(ContentType::Binary, "application/zip",
                     QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "an empty ZIP archive"));
    if (startsWith(bytes.substr(start), "{\\rtf"))
        return readable(ContentType::Rtf);

    struct Signature
    {
        std::string_view magic;
        const char *mediaType;
        const char *description;
    };
    static const Signature signatures[] = {
        {std::string_view("\x89PNG\r\n\x1a\n"), "image/png",
         QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "a PNG image")},
        {std::string_view("\xFF\xD8\xFF"), "image/jpeg",
         QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "a JPEG image")},
        {std::string_view("GIF87a"), "image/gif",
         QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "a GIF image")},
        {std::string_view("GIF89a"), "image/gif",
         QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "a GIF image")},
        {std::string_view("II*\0", 4), "image/tiff",
         QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "a TIFF image")},
        {std::string_view("MM\0*", 4), "image/tiff",
         QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "a TIFF image")},
        {std::string_view("\x1f\x8b"), "application/gzip",
         QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "gzip-compressed data")},
        {std::string_view("\xFD"
                          "7zXZ\0",
                          6),
         "application/x-xz", QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "xz-compressed data")},
        {std::string_view("\x28\xB5\x2F\xFD"), "application/zstd",
         QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "zstd-compressed data")},
        {std::string_view("7z\xBC\xAF\x27\x1C"), "application/x-7z-compressed",
         QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "a 7-Zip archive")},
        {std::string_view("\x7f"
                          "ELF"),
         "application/x-executable",
         QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "an ELF executable or library")},
        {std::string_view("SQLite format 3\0", 16), "application/vnd.sqlite3",
         QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "an SQLite database")},
    };
    for (const Signature &s : signatures)
        if (startsWith(bytes, s.magic)) {
            // The images text recognition reads (OcrText.h).
            const std::string_view media(s.mediaType);
            const bool scan = media == "image/png" || media == "image/jpeg" || media == "image/tiff";
            return typed(scan ? ContentType::Image : ContentType::Binary, s.mediaType, s.description);
        }
    if (bytes.size() >= 12 && startsWith(bytes, "RIFF") && bytes.compare(8, 4, "WEBP") == 0)
        return typed(ContentType::Binary, "image/webp",
                     QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "a WebP image"));

    if (looksLikeText(bytes)) {
        if (const std::optional<ContentType> mail = sniffMail(bytes, fileName))
            return readable(*mail);
        return text();
    }
    const QString mediaType = libmagicMediaType(bytes);
    // An OLE2 container libmagic cannot place (a .doc cut short, its directory gone): the name
    // says Word, and its reader says what is wrong with it.
    if ((mediaType == QLatin1String("application/x-ole-storage") ||
         mediaType.startsWith(QLatin1String("application/CDFV2"))) &&
        (suffixOf(fileName) == QLatin1String("doc") || suffixOf(fileName) == QLatin1String("dot")))
        return readable(ContentType::Doc);
    return fromMediaType(mediaType);
}

} // namespace lookalike
