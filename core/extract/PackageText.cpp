#include "PackageText.h"

#include "HtmlText.h"
#include "TextExtractor.h"

#include <QByteArray>
#include <QDir>
#include <QUrl>
#include <QXmlStreamReader>
#include <algorithm>
#include <archive.h>
#include <archive_entry.h>
#include <cctype>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <vector>
#include <zlib.h>

namespace lookalike {

namespace {

constexpr std::size_t kMiB = std::size_t(1) << 20;

QString entryName(const std::string &name)
{
    return QString::fromUtf8(name.data(), qsizetype(name.size()));
}

QByteArray rawBytes(std::string_view bytes)
{
    return QByteArray::fromRawData(bytes.data(), qsizetype(bytes.size()));
}

// ---------------------------------------------------------------------------------------
// The ZIP container, through libarchive.

struct ArchiveFree
{
    void operator()(archive *a) const { archive_read_free(a); }
};

using Entries = std::map<std::string, std::string>;

QString archiveError(archive *a)
{
    const char *message = archive_error_string(a);
    return message ? QString::fromUtf8(message) : QStringLiteral("unknown error");
}

// Walks every entry header of the package (so damage anywhere is seen) and decompresses the
// entries `wanted` accepts, within `limits`.
Result<Entries> readEntries(std::string_view zip, const std::function<bool(const std::string &)> &wanted,
                            const PackageLimits &limits)
{
    std::unique_ptr<archive, ArchiveFree> a(archive_read_new());
    if (!a)
        return Status::error(Status::Code::Internal, QStringLiteral("libarchive: out of memory"));
    archive_read_support_format_zip(a.get());
    if (archive_read_open_memory(a.get(), zip.data(), zip.size()) != ARCHIVE_OK)
        return Status::error(Status::Code::Corrupt,
                             QStringLiteral("damaged ZIP container: %1").arg(archiveError(a.get())));

    Entries entries;
    std::size_t total = 0;
    std::vector<char> buffer(64 * 1024);
    for (int count = 0;; ++count) {
        if (count >= limits.maxEntries)
            return Status::error(
                Status::Code::TooLarge,
                QStringLiteral("ZIP container with more than %1 entries").arg(limits.maxEntries));
        archive_entry *entry = nullptr;
        const int r = archive_read_next_header(a.get(), &entry);
        if (r == ARCHIVE_EOF)
            break;
        if (r < ARCHIVE_WARN)
            return Status::error(
                Status::Code::Corrupt,
                QStringLiteral("damaged or truncated ZIP container: %1").arg(archiveError(a.get())));
        const char *utf8 = archive_entry_pathname_utf8(entry);
        const char *raw = utf8 ? utf8 : archive_entry_pathname(entry);
        const std::string name = raw ? raw : "";
        if (!wanted(name))
            continue; // the next header skips the data
        if (archive_entry_is_encrypted(entry))
            return Status::error(
                Status::Code::Unsupported,
                QStringLiteral("password-protected package: entry %1 is encrypted").arg(entryName(name)));
        const auto tooLarge = [&](std::size_t mb) {
            return Status::error(
                Status::Code::TooLarge,
                QStringLiteral("compressed entry %1 expands beyond %2 MB").arg(entryName(name)).arg(mb));
        };
        if (archive_entry_size_is_set(entry) && archive_entry_size(entry) > qint64(limits.maxEntryBytes))
            return tooLarge(limits.maxEntryBytes / kMiB);
        std::string &data = entries[name];
        data.clear();
        for (;;) {
            const la_ssize_t n = archive_read_data(a.get(), buffer.data(), buffer.size());
            if (n == 0)
                break;
            if (n < 0)
                return Status::error(Status::Code::Corrupt,
                                     QStringLiteral("damaged or truncated ZIP entry %1: %2")
                                         .arg(entryName(name), archiveError(a.get())));
            data.append(buffer.data(), std::size_t(n));
            total += std::size_t(n);
            if (data.size() > limits.maxEntryBytes)
                return tooLarge(limits.maxEntryBytes / kMiB);
            if (total > limits.maxTotalBytes)
                return Status::error(Status::Code::TooLarge,
                                     QStringLiteral("compressed entries expand beyond %1 MB in all")
                                         .arg(limits.maxTotalBytes / kMiB));
            if (total > limits.ratioCheckAbove && double(total) > limits.maxRatio * double(zip.size()))
                return Status::error(
                    Status::Code::TooLarge,
                    QStringLiteral("compressed entry %1 expands beyond %2 MB, more than %3 times the size "
                                   "of the whole file (a zip bomb?)")
                        .arg(entryName(name))
                        .arg(limits.ratioCheckAbove / kMiB)
                        .arg(limits.maxRatio));
        }
    }
    return entries;
}

const std::string *find(const Entries &entries, const std::string &name)
{
    auto it = entries.find(name);
    return it == entries.end() ? nullptr : &it->second;
}

Status xmlError(const QXmlStreamReader &xml, const QString &part)
{
    return Status::error(Status::Code::Corrupt, QStringLiteral("malformed XML in %1 (line %2): %3")
                                                    .arg(part)
                                                    .arg(xml.lineNumber())
                                                    .arg(xml.errorString()));
}

std::string toUtf8(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    return std::string(utf8.constData(), std::size_t(utf8.size()));
}

// A path inside the package from `href` relative to the folder `base` ("" or "OEBPS/").
std::string resolvePath(const QString &base, const QString &href)
{
    QString path = href;
    const qsizetype hash = path.indexOf(QLatin1Char('#'));
    if (hash >= 0)
        path.truncate(hash);
    path = QUrl::fromPercentEncoding(path.toUtf8());
    if (path.startsWith(QLatin1Char('/')))
        path = path.mid(1);
    else
        path = base + path;
    path = QDir::cleanPath(path);
    return toUtf8(path);
}

QString folderOf(const std::string &path)
{
    const std::size_t slash = path.rfind('/');
    return slash == std::string::npos ? QString() : QString::fromStdString(path.substr(0, slash + 1));
}

// ---------------------------------------------------------------------------------------
// DOCX

const QLatin1String kWordNs("http://schemas.openxmlformats.org/wordprocessingml/2006/main");
const QLatin1String kWordStrictNs("http://purl.oclc.org/ooxml/wordprocessingml/main");
const QLatin1String kMarkupCompatibilityNs("http://schemas.openxmlformats.org/markup-compatibility/2006");

Result<std::string> docxText(std::string_view xmlBytes, const QString &part)
{
    QXmlStreamReader xml(rawBytes(xmlBytes));
    QString out;
    int skipDepth = 0; // inside a subtree whose text is not the document's (see below)
    bool inText = false;
    while (!xml.atEnd()) {
        switch (xml.readNext()) {
        case QXmlStreamReader::StartElement: {
            if (skipDepth) {
                ++skipDepth;
                break;
            }
            const QStringView name = xml.name();
            const QStringView ns = xml.namespaceUri();
            if (ns == kMarkupCompatibilityNs && name == u"Fallback") {
                skipDepth = 1; // a second copy of what mc:Choice holds (text boxes)
                break;
            }
            if (ns != kWordNs && ns != kWordStrictNs)
                break;
            if (name == u"t")
                inText = true;
            else if (name == u"p" && !out.isEmpty() && !out.back().isSpace())
                out += QLatin1Char('\n'); // a paragraph inside a paragraph (text box)
            else if (name == u"tabs" || name == u"moveFrom")
                skipDepth = 1; // tab stops; the old place of moved text (w:moveTo holds the new one)
            else if (name == u"tab" || name == u"ptab")
                out += QLatin1Char('\t');
            else if (name == u"br" || name == u"cr")
                out += QLatin1Char('\n');
            else if (name == u"noBreakHyphen")
                out += QLatin1Char('-');
            break;
        }
        case QXmlStreamReader::EndElement:
            if (skipDepth) {
                --skipDepth;
                break;
            }
            if (xml.namespaceUri() != kWordNs && xml.namespaceUri() != kWordStrictNs)
                break;
            if (xml.name() == u"t")
                inText = false;
            else if (xml.name() == u"p")
                out += QLatin1Char('\n');
            break;
        case QXmlStreamReader::Characters:
            if (inText && !skipDepth)
                out += xml.text();
            break;
        default:
            break;
        }
    }
    if (xml.hasError())
        return xmlError(xml, part);
    return toUtf8(out);
}

// The main part that _rels/.rels names (the officeDocument relationship), else `fallback`
// (word/document.xml, ppt/presentation.xml, xl/workbook.xml in files Office writes).
std::string mainPartOf(const std::string *rels, const std::string &fallback)
{
    if (!rels)
        return fallback;
    QXmlStreamReader xml(rawBytes(*rels));
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement || xml.name() != u"Relationship")
            continue;
        const auto attributes = xml.attributes();
        if (attributes.value(QLatin1String("Type")).endsWith(u"/officeDocument") &&
            attributes.value(QLatin1String("TargetMode")) != u"External")
            return resolvePath(QString(), attributes.value(QLatin1String("Target")).toString());
    }
    return fallback;
}

Result<std::string> docxPackageText(std::string_view zip, const PackageLimits &limits)
{
    auto first = readEntries(
        zip, [](const std::string &n) { return n == "_rels/.rels" || n == "word/document.xml"; }, limits);
    if (!first)
        return first.status();
    const std::string main = mainPartOf(find(*first, "_rels/.rels"), "word/document.xml");
    const std::string *document = find(*first, main);
    Entries second;
    if (!document) {
        auto more = readEntries(
            zip, [&](const std::string &n) { return n == main; }, limits);
        if (!more)
            return more.status();
        second = std::move(more).value();
        document = find(second, main);
    }
    if (!document)
        return Status::error(
            Status::Code::Corrupt,
            QStringLiteral("DOCX without its main document (%1)").arg(QString::fromStdString(main)));
    return docxText(*document, QString::fromStdString(main));
}

// ---------------------------------------------------------------------------------------
// ODT (and ODP, ODS: the same body of text:p and text:h, in slides, notes and table cells)

const QLatin1String kOdfTextNs("urn:oasis:names:tc:opendocument:xmlns:text:1.0");
const QLatin1String kOdfOfficeNs("urn:oasis:names:tc:opendocument:xmlns:office:1.0");

Result<std::string> odtText(std::string_view xmlBytes, const QString &part)
{
    QXmlStreamReader xml(rawBytes(xmlBytes));
    QString out;
    int bodyDepth = 0;      // inside office:body
    int paragraphDepth = 0; // inside text:p / text:h
    int skipDepth = 0;      // annotations, tracked deletions, note numbers
    auto space = [&] {
        if (!out.isEmpty() && !out.back().isSpace())
            out += QLatin1Char(' ');
    };
    while (!xml.atEnd()) {
        switch (xml.readNext()) {
        case QXmlStreamReader::StartElement: {
            if (skipDepth) {
                ++skipDepth;
                break;
            }
            const QStringView name = xml.name();
            const QStringView ns = xml.namespaceUri();
            if (ns == kOdfOfficeNs) {
                if (name == u"body")
                    bodyDepth = 1;
                else if (name == u"annotation")
                    skipDepth = 1;
                break;
            }
            if (!bodyDepth || ns != kOdfTextNs)
                break;
            if (name == u"p" || name == u"h") {
                if (paragraphDepth++ > 0 && !out.isEmpty() && !out.back().isSpace())
                    out += QLatin1Char('\n'); // a paragraph inside a paragraph (note, frame)
            } else if (name == u"tracked-changes" || name == u"note-citation")
                skipDepth = 1;
            else if (name == u"s") {
                bool ok = false;
                const int count = xml.attributes().value(QString(kOdfTextNs), QLatin1String("c")).toInt(&ok);
                out += QString(ok ? std::clamp(count, 1, 100) : 1, QLatin1Char(' '));
            } else if (name == u"tab")
                out += QLatin1Char('\t');
            else if (name == u"line-break")
                out += QLatin1Char('\n');
            break;
        }
        case QXmlStreamReader::EndElement:
            if (skipDepth) {
                --skipDepth;
                break;
            }
            if (xml.namespaceUri() == kOdfOfficeNs && xml.name() == u"body")
                bodyDepth = 0;
            else if (bodyDepth && xml.namespaceUri() == kOdfTextNs &&
                     (xml.name() == u"p" || xml.name() == u"h")) {
                --paragraphDepth;
                out += QLatin1Char('\n');
            }
            break;
        case QXmlStreamReader::Characters:
            if (paragraphDepth > 0 && !skipDepth) {
                // ODF collapses runs of white space in text to one space, like HTML.
                for (QChar c : xml.text()) {
                    if (c == u' ' || c == u'\t' || c == u'\n' || c == u'\r')
                        space();
                    else
                        out += c;
                }
            }
            break;
        default:
            break;
        }
    }
    if (xml.hasError())
        return xmlError(xml, part);
    return toUtf8(out);
}

// True if META-INF/manifest.xml says content.xml is encrypted (a password-protected document).
bool odfContentEncrypted(const std::string *manifest)
{
    if (!manifest)
        return false;
    QXmlStreamReader xml(rawBytes(*manifest));
    bool inContentEntry = false;
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (token == QXmlStreamReader::StartElement) {
            if (xml.name() == u"file-entry") {
                const auto attributes = xml.attributes();
                for (const auto &attribute : attributes)
                    if (attribute.name() == u"full-path")
                        inContentEntry = attribute.value() == u"content.xml";
            } else if (xml.name() == u"encryption-data" && inContentEntry) {
                return true;
            }
        } else if (token == QXmlStreamReader::EndElement && xml.name() == u"file-entry") {
            inContentEntry = false;
        }
    }
    return false;
}

Result<std::string> odfPackageText(std::string_view zip, const PackageLimits &limits)
{
    auto entries = readEntries(
        zip, [](const std::string &n) { return n == "content.xml" || n == "META-INF/manifest.xml"; }, limits);
    if (!entries)
        return entries.status();
    if (odfContentEncrypted(find(*entries, "META-INF/manifest.xml")))
        return Status::error(Status::Code::Unsupported,
                             QStringLiteral("password-protected OpenDocument file"));
    const std::string *content = find(*entries, "content.xml");
    if (!content)
        return Status::error(Status::Code::Corrupt, QStringLiteral("OpenDocument file without content.xml"));
    return odtText(*content, QStringLiteral("content.xml"));
}

// ---------------------------------------------------------------------------------------
// PPTX and XLSX: their parts found through relationships (Open Packaging Conventions)

const QLatin1String kRelationshipsNs("http://schemas.openxmlformats.org/officeDocument/2006/relationships");
const QLatin1String kRelationshipsStrictNs("http://purl.oclc.org/ooxml/officeDocument/relationships");

// Where a part's relationships are: "ppt/presentation.xml" -> "ppt/_rels/presentation.xml.rels".
std::string relationshipsPathOf(const std::string &part)
{
    const std::size_t slash = part.rfind('/');
    if (slash == std::string::npos)
        return "_rels/" + part + ".rels";
    return part.substr(0, slash + 1) + "_rels/" + part.substr(slash + 1) + ".rels";
}

struct Relationship
{
    QString type;       // the Type URI (".../slide", ".../worksheet", ...)
    std::string target; // the part it names, a path in the package
};

// A part's relationships by Id, targets resolved against the part's folder; those to
// something outside the package (TargetMode="External") are left out.
std::map<QString, Relationship> relationshipsOf(const std::string *rels, const std::string &part)
{
    std::map<QString, Relationship> out;
    if (!rels)
        return out;
    const QString base = folderOf(part);
    QXmlStreamReader xml(rawBytes(*rels));
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement || xml.name() != u"Relationship")
            continue;
        const auto attributes = xml.attributes();
        if (attributes.value(QLatin1String("TargetMode")) == u"External")
            continue;
        out[attributes.value(QLatin1String("Id")).toString()] = {
            attributes.value(QLatin1String("Type")).toString(),
            resolvePath(base, attributes.value(QLatin1String("Target")).toString())};
    }
    return out;
}

// The r:id of the element just read.
QString relationshipIdOf(const QXmlStreamReader &xml)
{
    for (const auto &attribute : xml.attributes())
        if (attribute.name() == u"id" && (attribute.namespaceUri() == kRelationshipsNs ||
                                          attribute.namespaceUri() == kRelationshipsStrictNs))
            return attribute.value().toString();
    return {};
}

// The parts that `ids` (relationship ids, in reading order) name through `rels`, where the
// relationship's type ends with `typeSuffix`; unknown ids and other types left out.
std::vector<std::string> partsInOrder(const std::vector<QString> &ids,
                                      const std::map<QString, Relationship> &rels, QStringView typeSuffix)
{
    std::vector<std::string> parts;
    for (const QString &id : ids) {
        auto it = rels.find(id);
        if (it != rels.end() && it->second.type.endsWith(typeSuffix))
            parts.push_back(it->second.target);
    }
    return parts;
}

// The relationship ids of the `element`s of namespace `ns` (or its strict twin) in a part, in
// document order: a presentation's p:sldId, a workbook's sheet.
Result<std::vector<QString>> listedIds(std::string_view xmlBytes, const std::string &part,
                                       QStringView element, QLatin1String ns, QLatin1String strictNs)
{
    QXmlStreamReader xml(rawBytes(xmlBytes));
    std::vector<QString> ids;
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == element &&
            (xml.namespaceUri() == ns || xml.namespaceUri() == strictNs))
            ids.push_back(relationshipIdOf(xml));
    if (xml.hasError())
        return xmlError(xml, QString::fromStdString(part));
    return ids;
}

// The main part (from _rels/.rels) and its relationships, read from the package.
struct MainPart
{
    std::string path;
    Entries entries;                  // the part and its relationships part
    const std::string *xml = nullptr; // never null in a MainPart readMainPart returns
    std::map<QString, Relationship> rels;
};

// Corrupt, "`missing` (path)", when the package has no such part.
Result<MainPart> readMainPart(std::string_view zip, const std::string &fallback, const char *missing,
                              const PackageLimits &limits)
{
    auto first = readEntries(
        zip, [](const std::string &n) { return n == "_rels/.rels"; }, limits);
    if (!first)
        return first.status();
    MainPart main;
    main.path = mainPartOf(find(*first, "_rels/.rels"), fallback);
    const std::string relsPath = relationshipsPathOf(main.path);
    auto parts = readEntries(
        zip, [&](const std::string &n) { return n == main.path || n == relsPath; }, limits);
    if (!parts)
        return parts.status();
    main.entries = std::move(parts).value();
    main.xml = find(main.entries, main.path);
    if (!main.xml)
        return Status::error(
            Status::Code::Corrupt,
            QStringLiteral("%1 (%2)").arg(QLatin1String(missing), QString::fromStdString(main.path)));
    main.rels = relationshipsOf(find(main.entries, relsPath), main.path);
    return main;
}

// --- PPTX

const QLatin1String kPresentationNs("http://schemas.openxmlformats.org/presentationml/2006/main");
const QLatin1String kPresentationStrictNs("http://purl.oclc.org/ooxml/presentationml/main");
const QLatin1String kDrawingNs("http://schemas.openxmlformats.org/drawingml/2006/main");
const QLatin1String kDrawingStrictNs("http://purl.oclc.org/ooxml/drawingml/main");

// The text of a slide or notes part: DrawingML a:t runs, a line a paragraph (a:p, empty ones
// left out) and a:br.
// Fields (a:fld: slide numbers, dates), tab stop lists and the fallback copy of alternate
// content are left out.
Result<std::string> drawingText(std::string_view xmlBytes, const QString &part)
{
    QXmlStreamReader xml(rawBytes(xmlBytes));
    QString out;
    int skipDepth = 0;
    bool inText = false;
    const auto isDrawing = [](QStringView ns) {
        return ns == kDrawingNs || ns == kDrawingStrictNs;
    };
    while (!xml.atEnd()) {
        switch (xml.readNext()) {
        case QXmlStreamReader::StartElement: {
            if (skipDepth) {
                ++skipDepth;
                break;
            }
            const QStringView name = xml.name();
            const QStringView ns = xml.namespaceUri();
            if (ns == kMarkupCompatibilityNs && name == u"Fallback") {
                skipDepth = 1;
                break;
            }
            if (!isDrawing(ns))
                break;
            if (name == u"t")
                inText = true;
            else if (name == u"fld" || name == u"tabLst")
                skipDepth = 1;
            else if (name == u"br")
                out += QLatin1Char('\n');
            break;
        }
        case QXmlStreamReader::EndElement:
            if (skipDepth) {
                --skipDepth;
                break;
            }
            if (!isDrawing(xml.namespaceUri()))
                break;
            if (xml.name() == u"t")
                inText = false;
            else if (xml.name() == u"p" && !out.isEmpty() && out.back() != QLatin1Char('\n'))
                out += QLatin1Char('\n'); // empty paragraphs (a field's, a blank line) add nothing
            break;
        case QXmlStreamReader::Characters:
            if (inText && !skipDepth)
                out += xml.text();
            break;
        default:
            break;
        }
    }
    if (xml.hasError())
        return xmlError(xml, part);
    return toUtf8(out);
}

Result<std::string> pptxPackageText(std::string_view zip, const PackageLimits &limits)
{
    auto main = readMainPart(zip, "ppt/presentation.xml", "PPTX without its presentation part", limits);
    if (!main)
        return main.status();
    auto ids = listedIds(*main->xml, main->path, u"sldId", kPresentationNs, kPresentationStrictNs);
    if (!ids)
        return ids.status();
    const std::vector<std::string> slides = partsInOrder(*ids, main->rels, u"/slide");
    std::set<std::string> wanted;
    for (const std::string &slide : slides) {
        wanted.insert(slide);
        wanted.insert(relationshipsPathOf(slide));
    }
    auto parts = readEntries(
        zip, [&](const std::string &n) { return wanted.count(n) > 0; }, limits);
    if (!parts)
        return parts.status();
    // Each slide's speaker notes, through the slide's own relationships.
    std::vector<std::string> notesOf(slides.size());
    std::set<std::string> notesWanted;
    for (std::size_t i = 0; i < slides.size(); ++i)
        for (const auto &[id, r] : relationshipsOf(find(*parts, relationshipsPathOf(slides[i])), slides[i]))
            if (r.type.endsWith(u"/notesSlide")) {
                notesOf[i] = r.target;
                notesWanted.insert(r.target);
                break;
            }
    Entries notes;
    if (!notesWanted.empty()) {
        auto read = readEntries(
            zip, [&](const std::string &n) { return notesWanted.count(n) > 0; }, limits);
        if (!read)
            return read.status();
        notes = std::move(read).value();
    }
    std::string out;
    std::size_t found = 0;
    for (std::size_t i = 0; i < slides.size(); ++i) {
        const std::string *slide = find(*parts, slides[i]);
        if (!slide)
            continue; // a broken relationship; the other slides still count
        ++found;
        for (const auto &[path, xml] :
             {std::pair(slides[i], slide), std::pair(notesOf[i], find(notes, notesOf[i]))}) {
            if (!xml)
                continue;
            auto text = drawingText(*xml, QString::fromStdString(path));
            if (!text)
                return text.status();
            out += *text;
        }
    }
    if (found == 0 && !slides.empty())
        return Status::error(Status::Code::Corrupt, QStringLiteral("PPTX whose slides are all missing"));
    return out;
}

// --- XLSX

const QLatin1String kSpreadsheetNs("http://schemas.openxmlformats.org/spreadsheetml/2006/main");
const QLatin1String kSpreadsheetStrictNs("http://purl.oclc.org/ooxml/spreadsheetml/main");

bool isSpreadsheet(QStringView ns)
{
    return ns == kSpreadsheetNs || ns == kSpreadsheetStrictNs;
}

// The shared strings table (sst): each si's text, its t runs joined, phonetic runs (rPh) left out.
Result<std::vector<QString>> sharedStringsOf(std::string_view xmlBytes, const QString &part)
{
    std::vector<QString> strings;
    QXmlStreamReader xml(rawBytes(xmlBytes));
    QString current;
    int skipDepth = 0;
    bool inItem = false, inText = false;
    while (!xml.atEnd()) {
        switch (xml.readNext()) {
        case QXmlStreamReader::StartElement:
            if (skipDepth) {
                ++skipDepth;
            } else if (isSpreadsheet(xml.namespaceUri())) {
                if (xml.name() == u"si") {
                    inItem = true;
                    current.clear();
                } else if (xml.name() == u"rPh") {
                    skipDepth = 1;
                } else if (xml.name() == u"t") {
                    inText = inItem;
                }
            }
            break;
        case QXmlStreamReader::EndElement:
            if (skipDepth) {
                --skipDepth;
            } else if (isSpreadsheet(xml.namespaceUri())) {
                if (xml.name() == u"si" && inItem) {
                    strings.push_back(current);
                    inItem = false;
                } else if (xml.name() == u"t") {
                    inText = false;
                }
            }
            break;
        case QXmlStreamReader::Characters:
            if (inText && !skipDepth)
                current += xml.text();
            break;
        default:
            break;
        }
    }
    if (xml.hasError())
        return xmlError(xml, part);
    return strings;
}

// A worksheet's cells, row by row, each row a line, its cells separated by a tab. A cell's
// text: its shared or inline string, its value as stored (numbers, cached formula results,
// error values), TRUE or FALSE; the formula itself is left out.
Result<std::string> sheetText(std::string_view xmlBytes, const QString &part,
                              const std::vector<QString> &strings)
{
    QXmlStreamReader xml(rawBytes(xmlBytes));
    QString out;
    QString value;
    QStringView type; // the cell's t attribute ("s", "inlineStr", "b", "str", "e", or none: a number)
    QString typeHolder;
    int skipDepth = 0;
    bool inCell = false, inValue = false, rowHasCell = false;
    while (!xml.atEnd()) {
        switch (xml.readNext()) {
        case QXmlStreamReader::StartElement: {
            if (skipDepth) {
                ++skipDepth;
                break;
            }
            if (!isSpreadsheet(xml.namespaceUri()))
                break;
            const QStringView name = xml.name();
            if (name == u"row") {
                rowHasCell = false;
            } else if (name == u"c") {
                inCell = true;
                value.clear();
                typeHolder = xml.attributes().value(QLatin1String("t")).toString();
                type = typeHolder;
            } else if (name == u"v" || name == u"t") {
                inValue = inCell; // v: the value; t: an inline string's text (in is)
            } else if (name == u"f" || name == u"rPh" || name == u"extLst") {
                skipDepth = 1;
            }
            break;
        }
        case QXmlStreamReader::EndElement: {
            if (skipDepth) {
                --skipDepth;
                break;
            }
            if (!isSpreadsheet(xml.namespaceUri()))
                break;
            const QStringView name = xml.name();
            if (name == u"v" || name == u"t") {
                inValue = false;
            } else if (name == u"c" && inCell) {
                inCell = false;
                QString text;
                if (type == u"s") {
                    bool ok = false;
                    const qulonglong index = value.trimmed().toULongLong(&ok);
                    if (ok && index < strings.size())
                        text = strings[std::size_t(index)];
                } else if (type == u"b") {
                    text = value.trimmed() == u"1"
                               ? QStringLiteral("TRUE")
                               : (value.trimmed() == u"0" ? QStringLiteral("FALSE") : value);
                } else {
                    text = value;
                }
                if (!text.isEmpty()) {
                    if (rowHasCell)
                        out += QLatin1Char('\t');
                    out += text;
                    rowHasCell = true;
                }
            } else if (name == u"row" && rowHasCell) {
                out += QLatin1Char('\n');
                rowHasCell = false;
            }
            break;
        }
        case QXmlStreamReader::Characters:
            if (inValue && !skipDepth)
                value += xml.text();
            break;
        default:
            break;
        }
    }
    if (xml.hasError())
        return xmlError(xml, part);
    return toUtf8(out);
}

Result<std::string> xlsxPackageText(std::string_view zip, const PackageLimits &limits)
{
    auto main = readMainPart(zip, "xl/workbook.xml", "XLSX without its workbook part", limits);
    if (!main)
        return main.status();
    auto ids = listedIds(*main->xml, main->path, u"sheet", kSpreadsheetNs, kSpreadsheetStrictNs);
    if (!ids)
        return ids.status();
    // Chart sheets and dialog sheets hold no cells: worksheets only.
    const std::vector<std::string> sheets = partsInOrder(*ids, main->rels, u"/worksheet");
    std::string sharedPath;
    for (const auto &[id, r] : main->rels)
        if (r.type.endsWith(u"/sharedStrings"))
            sharedPath = r.target;
    std::set<std::string> wanted(sheets.begin(), sheets.end());
    if (!sharedPath.empty())
        wanted.insert(sharedPath);
    auto parts = readEntries(
        zip, [&](const std::string &n) { return wanted.count(n) > 0; }, limits);
    if (!parts)
        return parts.status();
    std::vector<QString> strings;
    if (const std::string *shared = sharedPath.empty() ? nullptr : find(*parts, sharedPath)) {
        auto read = sharedStringsOf(*shared, QString::fromStdString(sharedPath));
        if (!read)
            return read.status();
        strings = std::move(read).value();
    }
    std::string out;
    std::size_t found = 0;
    for (const std::string &path : sheets) {
        const std::string *sheet = find(*parts, path);
        if (!sheet)
            continue; // a broken relationship; the other sheets still count
        ++found;
        auto text = sheetText(*sheet, QString::fromStdString(path), strings);
        if (!text)
            return text.status();
        if (!out.empty() && out.back() != '\n')
            out.push_back('\n');
        out += *text;
    }
    if (found == 0 && !sheets.empty())
        return Status::error(Status::Code::Corrupt, QStringLiteral("XLSX whose worksheets are all missing"));
    return out;
}

// ---------------------------------------------------------------------------------------
// EPUB

bool endsWithNoCase(const std::string &s, std::string_view suffix)
{
    return s.size() >= suffix.size() &&
           std::equal(suffix.begin(), suffix.end(), s.end() - std::ptrdiff_t(suffix.size()),
                      [](char a, char b) { return std::tolower(static_cast<unsigned char>(a)) == b; });
}

// The package document (.opf) that META-INF/container.xml names.
std::string epubRootFile(const std::string *container)
{
    if (!container)
        return {};
    QXmlStreamReader xml(rawBytes(*container));
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == u"rootfile") {
            const auto attributes = xml.attributes();
            const QStringView mediaType = attributes.value(QLatin1String("media-type"));
            if (mediaType.isEmpty() || mediaType == u"application/oebps-package+xml")
                return resolvePath(QString(), attributes.value(QLatin1String("full-path")).toString());
        }
    }
    return {};
}

struct Spine
{
    std::vector<std::string> documents; // package paths, in reading order
};

Result<Spine> epubSpine(const std::string &opf, const std::string &opfPath)
{
    QXmlStreamReader xml(rawBytes(opf));
    const QString base = folderOf(opfPath);
    std::map<QString, std::pair<std::string, bool>> manifest; // id -> (path, is (X)HTML)
    std::vector<QString> order;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const auto attributes = xml.attributes();
        if (xml.name() == u"item") {
            const QStringView mediaType = attributes.value(QLatin1String("media-type"));
            const bool html = mediaType == u"application/xhtml+xml" || mediaType == u"text/html";
            manifest[attributes.value(QLatin1String("id")).toString()] = {
                resolvePath(base, attributes.value(QLatin1String("href")).toString()), html};
        } else if (xml.name() == u"itemref") {
            order.push_back(attributes.value(QLatin1String("idref")).toString());
        }
    }
    if (xml.hasError())
        return xmlError(xml, QString::fromStdString(opfPath));
    Spine spine;
    for (const QString &id : order) {
        auto it = manifest.find(id);
        if (it != manifest.end() && it->second.second)
            spine.documents.push_back(it->second.first);
    }
    if (spine.documents.empty())
        return Status::error(Status::Code::Corrupt,
                             QStringLiteral("EPUB whose reading order (spine) names no XHTML document"));
    return spine;
}

// Package paths that META-INF/encryption.xml lists as encrypted (DRM or font obfuscation).
std::set<std::string> epubEncryptedPaths(const std::string *encryption)
{
    std::set<std::string> paths;
    if (!encryption)
        return paths;
    QXmlStreamReader xml(rawBytes(*encryption));
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == u"CipherReference")
            paths.insert(resolvePath(QString(), xml.attributes().value(QLatin1String("URI")).toString()));
    return paths;
}

Result<std::string> epubPackageText(std::string_view zip, const PackageLimits &limits)
{
    auto first = readEntries(
        zip,
        [](const std::string &n) {
            return n == "META-INF/container.xml" || n == "META-INF/encryption.xml" ||
                   endsWithNoCase(n, ".opf");
        },
        limits);
    if (!first)
        return first.status();
    std::string opfPath = epubRootFile(find(*first, "META-INF/container.xml"));
    if (!find(*first, opfPath)) {
        opfPath.clear();
        for (const auto &[name, data] : *first)
            if (endsWithNoCase(name, ".opf")) {
                opfPath = name;
                break;
            }
    }
    if (opfPath.empty())
        return Status::error(Status::Code::Corrupt, QStringLiteral("EPUB without a package document (.opf)"));
    auto spine = epubSpine(*find(*first, opfPath), opfPath);
    if (!spine)
        return spine.status();
    const std::set<std::string> encrypted = epubEncryptedPaths(find(*first, "META-INF/encryption.xml"));
    for (const std::string &path : spine->documents)
        if (encrypted.count(path))
            return Status::error(Status::Code::Unsupported,
                                 QStringLiteral("DRM-protected EPUB: its text is encrypted"));

    const std::set<std::string> wanted(spine->documents.begin(), spine->documents.end());
    auto documents = readEntries(
        zip, [&](const std::string &n) { return wanted.count(n) > 0; }, limits);
    if (!documents)
        return documents.status();
    std::string out;
    int found = 0;
    for (const std::string &path : spine->documents) {
        const std::string *html = find(*documents, path);
        if (!html)
            continue; // a broken manifest entry; the other documents still count
        ++found;
        auto decoded = decodeText(*html);
        if (!decoded)
            return Status::error(decoded.status().code(),
                                 QStringLiteral("EPUB document %1: %2")
                                     .arg(QString::fromStdString(path), decoded.status().message()));
        auto text = htmlTextBounded(decoded->utf8);
        if (!text)
            return Status::error(text.status().code(),
                                 QStringLiteral("EPUB document %1: %2")
                                     .arg(QString::fromStdString(path), text.status().message()));
        if (!out.empty())
            out.push_back('\n');
        out += *text;
    }
    if (found == 0)
        return Status::error(Status::Code::Corrupt,
                             QStringLiteral("EPUB whose spine documents are all missing"));
    return out;
}

} // namespace

Result<std::string> gzipText(std::string_view gzip, const PackageLimits &limits)
{
    z_stream z{};
    if (inflateInit2(&z, 16 + MAX_WBITS) != Z_OK) // gzip wrapper only
        return Status::error(Status::Code::Internal, QStringLiteral("zlib: out of memory"));
    struct Ender
    {
        z_stream *z;
        ~Ender() { inflateEnd(z); }
    } ender{&z};
    std::string out;
    if (gzip.size() >= 18) {
        // The trailer names the inflated size (modulo 4 GiB): a hint only, it may lie.
        const auto *end = reinterpret_cast<const unsigned char *>(gzip.data() + gzip.size());
        const std::size_t size = std::size_t(end[-4]) | std::size_t(end[-3]) << 8 |
                                 std::size_t(end[-2]) << 16 | std::size_t(end[-1]) << 24;
        out.reserve(std::min(size, limits.maxEntryBytes) + 1);
    }
    std::vector<char> buffer(64 * 1024);
    std::size_t consumed = 0; // input bytes zlib has taken so far
    bool inMember = true;
    while (true) {
        // zlib counts in 32-bit units: feed the input in slices.
        const std::size_t slice = std::min<std::size_t>(gzip.size() - consumed, std::size_t(1) << 30);
        z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(gzip.data() + consumed));
        z.avail_in = uInt(slice);
        z.next_out = reinterpret_cast<Bytef *>(buffer.data());
        z.avail_out = uInt(buffer.size());
        const int r = inflate(&z, Z_NO_FLUSH);
        consumed += slice - z.avail_in;
        out.append(buffer.data(), buffer.size() - z.avail_out);
        if (out.size() > limits.maxEntryBytes)
            return Status::error(
                Status::Code::TooLarge,
                QStringLiteral("gzip-compressed data expands beyond %1 MB").arg(limits.maxEntryBytes / kMiB));
        if (out.size() > limits.ratioCheckAbove && double(out.size()) > limits.maxRatio * double(gzip.size()))
            return Status::error(
                Status::Code::TooLarge,
                QStringLiteral("gzip-compressed data expands beyond %1 MB, more than %2 times its "
                               "compressed size (a gzip bomb?)")
                    .arg(limits.ratioCheckAbove / kMiB)
                    .arg(limits.maxRatio));
        if (r == Z_STREAM_END) {
            inMember = false;
            // Another member may follow (concatenated .gz files); padding zeros end the data.
            if (consumed + 2 <= gzip.size() && gzip[consumed] == '\x1f' && gzip[consumed + 1] == '\x8b') {
                if (inflateReset(&z) != Z_OK)
                    return Status::error(Status::Code::Internal, QStringLiteral("zlib: cannot reset"));
                inMember = true;
                continue;
            }
            break;
        }
        if (r == Z_DATA_ERROR)
            return Status::error(Status::Code::Corrupt, QStringLiteral("damaged gzip data: %1")
                                                            .arg(z.msg ? QString::fromLatin1(z.msg)
                                                                       : QStringLiteral("invalid data")));
        if (r == Z_MEM_ERROR)
            return Status::error(Status::Code::TooLarge, QStringLiteral("zlib: out of memory"));
        if (r == Z_BUF_ERROR && consumed >= gzip.size() && z.avail_out > 0)
            break; // no progress possible: the input ended inside the member
        if (r != Z_OK && r != Z_BUF_ERROR)
            return Status::error(Status::Code::Corrupt,
                                 QStringLiteral("damaged gzip data (zlib error %1)").arg(r));
    }
    if (inMember)
        return Status::error(Status::Code::Corrupt,
                             QStringLiteral("truncated gzip file: it ends before its compressed data does"));
    return out;
}

Result<std::string> docxDocumentText(std::string_view documentXml)
{
    return docxText(documentXml, QStringLiteral("word/document.xml"));
}

Result<std::string> odfContentText(std::string_view contentXml)
{
    return odtText(contentXml, QStringLiteral("content.xml"));
}

Result<std::string> pptxSlideText(std::string_view slideXml)
{
    return drawingText(slideXml, QStringLiteral("ppt/slides/slide1.xml"));
}

Result<std::string> xlsxSheetText(std::string_view sheetXml, std::string_view sharedStringsXml)
{
    std::vector<QString> strings;
    if (!sharedStringsXml.empty()) {
        auto read = sharedStringsOf(sharedStringsXml, QStringLiteral("xl/sharedStrings.xml"));
        if (!read)
            return read.status();
        strings = std::move(read).value();
    }
    return sheetText(sheetXml, QStringLiteral("xl/worksheets/sheet1.xml"), strings);
}

Result<std::string> packageText(std::string_view zip, PackageFormat format, const PackageLimits &limits)
{
    switch (format) {
    case PackageFormat::Docx:
        return docxPackageText(zip, limits);
    case PackageFormat::Odt:
    case PackageFormat::Odp:
    case PackageFormat::Ods:
        return odfPackageText(zip, limits);
    case PackageFormat::Epub:
        return epubPackageText(zip, limits);
    case PackageFormat::Pptx:
        return pptxPackageText(zip, limits);
    case PackageFormat::Xlsx:
        return xlsxPackageText(zip, limits);
    }
    return Status::error(Status::Code::Internal, QStringLiteral("unknown package format"));
}

} // namespace lookalike
