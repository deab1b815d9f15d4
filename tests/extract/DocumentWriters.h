#pragma once

// Writers of real document files for tests: PDF (objects, text operators and a correct
// cross-reference table by hand; optionally Flate streams and the RC4 security handler),
// ZIP packages through libarchive's writer (DOCX, ODT, EPUB, PPTX, XLSX, ODP, ODS), and gzip files. Shared by
// tst_formats, tst_hardinputs, tst_isolation and bench_isolation.

#include <QByteArray>
#include <QCryptographicHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <archive.h>
#include <archive_entry.h>
#include <utility>
#include <zlib.h>

namespace lookalike::test {

// Lines of at most `width` characters, breaking at spaces.
inline QStringList wrap(const QStringList &paragraphs, int width = 80)
{
    QStringList lines;
    for (const QString &p : paragraphs) {
        QString line;
        for (const QString &w : p.split(QLatin1Char(' '))) {
            if (!line.isEmpty() && line.size() + 1 + w.size() > width) {
                lines << line;
                line.clear();
            }
            line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + w;
        }
        lines << line;
    }
    return lines;
}

// ---------------------------------------------------------------------------------------
// PDF writer: Helvetica text, one content stream per page, a correct xref table, and
// optionally Flate compression and the standard security handler (RC4 40-bit, revision 2).

inline QByteArray md5(const QByteArray &data)
{
    return QCryptographicHash::hash(data, QCryptographicHash::Md5);
}

inline QByteArray rc4(const QByteArray &key, const QByteArray &data)
{
    unsigned char s[256];
    for (int i = 0; i < 256; ++i)
        s[i] = (unsigned char)i;
    for (int i = 0, j = 0; i < 256; ++i) {
        j = (j + s[i] + (unsigned char)key[i % key.size()]) & 0xff;
        std::swap(s[i], s[j]);
    }
    QByteArray out(data.size(), Qt::Uninitialized);
    for (qsizetype n = 0, i = 0, j = 0; n < data.size(); ++n) {
        i = (i + 1) & 0xff;
        j = (j + s[i]) & 0xff;
        std::swap(s[i], s[j]);
        out[n] = char(data[n] ^ s[(s[i] + s[j]) & 0xff]);
    }
    return out;
}

struct PdfOptions
{
    bool compress = false;
    bool encrypt = false;
    QByteArray userPassword;
    QByteArray ownerPassword = "owner";
    bool textless = false; // drawings only
};

inline QByteArray pdfEscape(const QString &line)
{
    QByteArray out;
    for (char c : line.toLatin1()) {
        if (c == '(' || c == ')' || c == '\\')
            out += '\\';
        out += c;
    }
    return out;
}

inline QByteArray makePdf(const QList<QStringList> &pages, const PdfOptions &options = {})
{
    static const QByteArray padding =
        QByteArray::fromHex("28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A");
    const auto padded = [](const QByteArray &pw) {
        return QByteArray(pw + padding).left(32);
    };
    const QByteArray id = md5("lookalike test pdf");
    const qint32 permissions = -4;
    QByteArray fileKey, ownerEntry, userEntry;
    if (options.encrypt) {
        ownerEntry = rc4(md5(padded(options.ownerPassword)).left(5), padded(options.userPassword));
        QByteArray p(4, '\0');
        for (int i = 0; i < 4; ++i)
            p[i] = char((quint32(permissions) >> (8 * i)) & 0xff);
        fileKey = md5(padded(options.userPassword) + ownerEntry + p + id).left(5);
        userEntry = rc4(fileKey, padding);
    }
    const auto objectKey = [&](int number) {
        QByteArray k = fileKey;
        k += char(number & 0xff);
        k += char((number >> 8) & 0xff);
        k += char((number >> 16) & 0xff);
        k += '\0';
        k += '\0';
        return md5(k).left(10);
    };

    QList<QByteArray> objects; // object i + 1
    objects << "<< /Type /Catalog /Pages 2 0 R >>";
    QByteArray kids;
    for (int i = 0; i < pages.size(); ++i)
        kids += QByteArray::number(4 + 2 * i) + " 0 R ";
    objects << "<< /Type /Pages /Kids [" + kids + "] /Count " + QByteArray::number(pages.size()) + " >>";
    objects << "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
    for (int i = 0; i < pages.size(); ++i) {
        const int contentNumber = 5 + 2 * i;
        objects << "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> "
                   ">> /Contents " +
                       QByteArray::number(contentNumber) + " 0 R >>";
        QByteArray content;
        if (options.textless) {
            content = "0.5 g 72 72 468 648 re f\n";
        } else {
            content = "BT\n/F1 11 Tf\n14 TL\n72 740 Td\n";
            for (const QString &line : pages[i])
                content += "(" + pdfEscape(line) + ") Tj T*\n";
            content += "ET\n";
        }
        QByteArray dictionary = "<< /Length ";
        if (options.compress)
            content = qCompress(content).mid(4); // zlib stream without Qt's size prefix
        if (options.encrypt)
            content = rc4(objectKey(contentNumber), content);
        dictionary += QByteArray::number(content.size());
        if (options.compress)
            dictionary += " /Filter /FlateDecode";
        objects << dictionary + " >>\nstream\n" + content + "\nendstream";
    }
    if (options.encrypt)
        objects << "<< /Filter /Standard /V 1 /R 2 /O <" + ownerEntry.toHex() + "> /U <" + userEntry.toHex() +
                       "> /P " + QByteArray::number(permissions) + " >>";

    QByteArray pdf = "%PDF-1.4\n%\xE2\xE3\xCF\xD3\n";
    QList<qsizetype> offsets;
    for (int i = 0; i < objects.size(); ++i) {
        offsets << pdf.size();
        pdf += QByteArray::number(i + 1) + " 0 obj\n" + objects[i] + "\nendobj\n";
    }
    const qsizetype xref = pdf.size();
    pdf += "xref\n0 " + QByteArray::number(objects.size() + 1) + "\n0000000000 65535 f \n";
    for (qsizetype offset : offsets)
        pdf += QByteArray::number(offset).rightJustified(10, '0') + " 00000 n \n";
    pdf += "trailer\n<< /Size " + QByteArray::number(objects.size() + 1) + " /Root 1 0 R";
    if (options.encrypt)
        pdf += " /Encrypt " + QByteArray::number(objects.size()) + " 0 R /ID [<" + id.toHex() + "> <" +
               id.toHex() + ">]";
    pdf += " >>\nstartxref\n" + QByteArray::number(xref) + "\n%%EOF\n";
    return pdf;
}

// Pages of 48 lines.
inline QByteArray makePdfFromParagraphs(const QStringList &paragraphs, const PdfOptions &options = {})
{
    const QStringList lines = wrap(paragraphs);
    QList<QStringList> pages;
    for (qsizetype i = 0; i < lines.size(); i += 48)
        pages << lines.mid(i, 48);
    return makePdf(pages, options);
}

// ---------------------------------------------------------------------------------------
// ZIP packages through libarchive's writer.

struct ZipEntry
{
    QByteArray name;
    QByteArray data;
    bool store = false; // no compression (the "mimetype" entry of ODF and EPUB)
};

inline la_ssize_t appendToByteArray(archive *, void *client, const void *buffer, size_t length)
{
    static_cast<QByteArray *>(client)->append(static_cast<const char *>(buffer), qsizetype(length));
    return la_ssize_t(length);
}

inline QByteArray makeZip(const QList<ZipEntry> &entries, const char *compressionLevel = nullptr)
{
    QByteArray out;
    archive *a = archive_write_new();
    archive_write_set_format_zip(a);
    archive_write_set_bytes_in_last_block(a, 1);
    if (compressionLevel)
        archive_write_set_format_option(a, "zip", "compression-level", compressionLevel);
    archive_write_open(a, &out, nullptr, appendToByteArray, nullptr);
    for (const ZipEntry &e : entries) {
        if (e.store)
            archive_write_zip_set_compression_store(a);
        else
            archive_write_zip_set_compression_deflate(a);
        archive_entry *entry = archive_entry_new();
        archive_entry_set_pathname(entry, e.name.constData());
        archive_entry_set_filetype(entry, AE_IFREG);
        archive_entry_set_perm(entry, 0644);
        archive_entry_set_size(entry, e.data.size());
        archive_write_header(a, entry);
        archive_write_data(a, e.data.constData(), size_t(e.data.size()));
        archive_entry_free(entry);
    }
    archive_write_close(a);
    archive_write_free(a);
    return out;
}

inline QByteArray xmlEscape(const QString &text)
{
    return text.toHtmlEscaped().toUtf8();
}

inline const QByteArray kDocxContentTypes =
    "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>"
    "<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\">"
    "<Default Extension=\"rels\" ContentType=\"application/vnd.openxmlformats-package.relationships+xml\"/>"
    "<Default Extension=\"xml\" ContentType=\"application/xml\"/>"
    "<Override PartName=\"/word/document.xml\" "
    "ContentType=\"application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml\"/></"
    "Types>";
inline const QByteArray kDocxRels =
    "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>"
    "<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">"
    "<Relationship Id=\"rId1\" "
    "Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument\" "
    "Target=\"word/document.xml\"/></Relationships>";
inline const QByteArray kDocxOpen =
    "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>"
    "<w:document xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\" "
    "xmlns:mc=\"http://schemas.openxmlformats.org/markup-compatibility/2006\"><w:body>";
inline const QByteArray kDocxClose = "</w:body></w:document>";

inline QByteArray makeDocx(const QByteArray &documentXml, const char *compressionLevel = nullptr)
{
    return makeZip({{"[Content_Types].xml", kDocxContentTypes},
                    {"_rels/.rels", kDocxRels},
                    {"word/document.xml", documentXml}},
                   compressionLevel);
}

inline QByteArray docxBody(const QStringList &paragraphs)
{
    QByteArray body;
    for (const QString &p : paragraphs) {
        const qsizetype cut = p.size() / 2;
        body += "<w:p><w:pPr><w:spacing w:after=\"120\"/></w:pPr><w:r><w:t xml:space=\"preserve\">" +
                xmlEscape(p.left(cut)) +
                "</w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t xml:space=\"preserve\">" + xmlEscape(p.mid(cut)) +
                "</w:t></w:r></w:p>";
    }
    return kDocxOpen + body + kDocxClose;
}

inline const QByteArray kOdfOpen =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
    "<office:document-content xmlns:office=\"urn:oasis:names:tc:opendocument:xmlns:office:1.0\" "
    "xmlns:text=\"urn:oasis:names:tc:opendocument:xmlns:text:1.0\" "
    "xmlns:style=\"urn:oasis:names:tc:opendocument:xmlns:style:1.0\" office:version=\"1.2\">"
    "<office:automatic-styles><style:style style:name=\"P1\" style:family=\"paragraph\"/>"
    "</office:automatic-styles><office:body><office:text><text:sequence-decls/>";
inline const QByteArray kOdfClose = "</office:text></office:body></office:document-content>";
inline const QByteArray kOdfManifest =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
    "<manifest:manifest xmlns:manifest=\"urn:oasis:names:tc:opendocument:xmlns:manifest:1.0\" "
    "manifest:version=\"1.2\">"
    "<manifest:file-entry manifest:full-path=\"/\" "
    "manifest:media-type=\"application/vnd.oasis.opendocument.text\"/>"
    "<manifest:file-entry manifest:full-path=\"content.xml\" "
    "manifest:media-type=\"text/xml\"/></manifest:manifest>";

inline QByteArray makeOdt(const QByteArray &contentXml, const QByteArray &manifest = kOdfManifest,
                          const QByteArray &mimetype = "application/vnd.oasis.opendocument.text")
{
    return makeZip(
        {{"mimetype", mimetype, true}, {"content.xml", contentXml}, {"META-INF/manifest.xml", manifest}});
}

inline QByteArray odtBody(const QStringList &paragraphs)
{
    QByteArray body;
    for (const QString &p : paragraphs) {
        const qsizetype cut = p.indexOf(QLatin1Char(' '), p.size() / 2);
        body += "<text:p text:style-name=\"P1\">" + xmlEscape(p.left(cut)) + "<text:s/><text:span>" +
                xmlEscape(p.mid(cut + 1)) + "</text:span></text:p>";
    }
    return kOdfOpen + body + kOdfClose;
}

inline QByteArray xhtml(const QString &bodyText)
{
    return "<?xml version=\"1.0\" encoding=\"utf-8\"?><!DOCTYPE html><html "
           "xmlns=\"http://www.w3.org/1999/xhtml\">"
           "<head><title></title></head><body>" +
           bodyText.toUtf8() + "</body></html>";
}

inline const QByteArray kEpubContainer =
    "<?xml version=\"1.0\"?><container version=\"1.0\" "
    "xmlns=\"urn:oasis:names:tc:opendocument:xmlns:container\">"
    "<rootfiles><rootfile full-path=\"OEBPS/content.opf\" "
    "media-type=\"application/oebps-package+xml\"/></rootfiles></container>";

// Chapters in spine order; the ZIP holds them in reverse order so only the spine gives the order.
inline QByteArray makeEpub(const QStringList &chapterBodies, const QList<ZipEntry> &extra = {})
{
    QByteArray manifest, spine;
    QList<ZipEntry> chapters;
    for (int i = 0; i < chapterBodies.size(); ++i) {
        const QByteArray n = QByteArray::number(i + 1);
        manifest += "<item id=\"c" + n + "\" href=\"text/chapter%20" + n +
                    ".xhtml\" media-type=\"application/xhtml+xml\"/>";
        spine += "<itemref idref=\"c" + n + "\"/>";
        chapters.prepend({"OEBPS/text/chapter " + n + ".xhtml", xhtml(chapterBodies[i])});
    }
    const QByteArray opf =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
        "<package xmlns=\"http://www.idpf.org/2007/opf\" version=\"3.0\" unique-identifier=\"id\">"
        "<metadata xmlns:dc=\"http://purl.org/dc/elements/1.1/\"><dc:identifier id=\"id\">x</dc:identifier>"
        "<dc:title>A book</dc:title><dc:language>en</dc:language></metadata><manifest>" +
        manifest + "<item id=\"css\" href=\"style.css\" media-type=\"text/css\"/></manifest><spine>" + spine +
        "</spine></package>";
    QList<ZipEntry> entries{{"mimetype", "application/epub+zip", true},
                            {"META-INF/container.xml", kEpubContainer},
                            {"OEBPS/style.css", "p { margin: 0 }"}};
    entries += chapters;
    entries << ZipEntry{"OEBPS/content.opf", opf};
    entries += extra;
    return makeZip(entries);
}

inline QStringList epubChapters(const QStringList &paragraphs, int perChapter = 3)
{
    QStringList chapters;
    for (qsizetype i = 0; i < paragraphs.size(); i += perChapter) {
        QString body;
        for (const QString &p : paragraphs.mid(i, perChapter))
            body += QStringLiteral("<p>") + p.toHtmlEscaped() + QStringLiteral("</p>\n");
        chapters << body;
    }
    return chapters;
}

// The bytes as one gzip member (a .gz file).
inline QByteArray gzipOf(const QByteArray &plain)
{
    z_stream z = {};
    deflateInit2(&z, 6, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
    QByteArray out(qsizetype(deflateBound(&z, uLong(plain.size()))) + 64, '\0');
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(plain.constData()));
    z.avail_in = uInt(plain.size());
    z.next_out = reinterpret_cast<Bytef *>(out.data());
    z.avail_out = uInt(out.size());
    deflate(&z, Z_FINISH);
    out.resize(qsizetype(z.total_out));
    deflateEnd(&z);
    return out;
}

// ---------------------------------------------------------------------------------------
// Presentations and spreadsheets: PPTX and XLSX (parts found through relationships, listed
// in the ZIP in reverse so only the presentation's and workbook's lists give the order), ODP
// and ODS (content.xml as an ODT's).

inline const QByteArray kRelationshipsOpen =
    "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>"
    "<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">";
inline const QByteArray kOfficeRelationship =
    "http://schemas.openxmlformats.org/officeDocument/2006/relationships/";

inline QByteArray relationship(const QByteArray &id, const QByteArray &type, const QByteArray &target)
{
    return "<Relationship Id=\"" + id + "\" Type=\"" + kOfficeRelationship + type + "\" Target=\"" + target +
           "\"/>";
}

// DrawingML paragraphs of a text body, each split into two runs.
inline QByteArray drawingParagraphs(const QStringList &paragraphs)
{
    QByteArray body;
    for (const QString &p : paragraphs) {
        const qsizetype cut = p.indexOf(QLatin1Char(' '), p.size() / 2);
        body += "<a:p><a:r><a:rPr lang=\"en-US\"/><a:t>" + xmlEscape(p.left(cut + 1)) +
                "</a:t></a:r><a:r><a:rPr b=\"1\"/><a:t>" + xmlEscape(p.mid(cut + 1)) + "</a:t></a:r></a:p>";
    }
    return body;
}

inline QByteArray drawingShape(const QByteArray &paragraphs)
{
    return "<p:sp><p:nvSpPr><p:cNvPr id=\"2\" name=\"Text\"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr/>"
           "<p:txBody><a:bodyPr/><a:lstStyle/>" +
           paragraphs + "</p:txBody></p:sp>";
}

inline const QByteArray kPresentationNamespaces =
    "xmlns:a=\"http://schemas.openxmlformats.org/drawingml/2006/main\" "
    "xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\" "
    "xmlns:p=\"http://schemas.openxmlformats.org/presentationml/2006/main\"";

// Slides of paragraphs (a title shape with the first, a body with the rest, and a slide-number
// field), each with its speaker notes when `notes` has them.
inline QByteArray makePptx(const QList<QStringList> &slides, const QList<QStringList> &notes = {})
{
    QByteArray ids, rels;
    QList<ZipEntry> parts;
    for (int i = 0; i < slides.size(); ++i) {
        const QByteArray n = QByteArray::number(i + 1);
        ids += "<p:sldId id=\"" + QByteArray::number(256 + i) + "\" r:id=\"rId" + QByteArray::number(i + 2) +
               "\"/>";
        rels += relationship("rId" + QByteArray::number(i + 2), "slide", "slides/slide" + n + ".xml");
        const QByteArray field =
            "<a:p><a:fld id=\"{1}\" type=\"slidenum\"><a:t>" + n + "</a:t></a:fld></a:p>";
        parts.prepend({"ppt/slides/slide" + n + ".xml",
                       "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?><p:sld " +
                           kPresentationNamespaces + "><p:cSld><p:spTree>" +
                           drawingShape(drawingParagraphs(slides[i].mid(0, 1))) +
                           drawingShape(drawingParagraphs(slides[i].mid(1))) + drawingShape(field) +
                           "</p:spTree></p:cSld></p:sld>"});
        QByteArray slideRels =
            kRelationshipsOpen + relationship("rId1", "slideLayout", "../slideLayouts/slideLayout1.xml");
        if (i < notes.size() && !notes[i].isEmpty()) {
            slideRels += relationship("rId2", "notesSlide", "../notesSlides/notesSlide" + n + ".xml");
            parts.prepend({"ppt/notesSlides/notesSlide" + n + ".xml",
                           "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?><p:notes " +
                               kPresentationNamespaces + "><p:cSld><p:spTree>" + drawingShape(field) +
                               drawingShape(drawingParagraphs(notes[i])) + "</p:spTree></p:cSld></p:notes>"});
        }
        parts.prepend({"ppt/slides/_rels/slide" + n + ".xml.rels", slideRels + "</Relationships>"});
    }
    parts.prepend({"ppt/_rels/presentation.xml.rels",
                   kRelationshipsOpen + relationship("rId1", "slideMaster", "slideMasters/slideMaster1.xml") +
                       rels + "</Relationships>"});
    parts.prepend({"ppt/presentation.xml", "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>"
                                           "<p:presentation " +
                                               kPresentationNamespaces + "><p:sldIdLst>" + ids +
                                               "</p:sldIdLst></p:presentation>"});
    parts.prepend({"_rels/.rels", kRelationshipsOpen +
                                      relationship("rId1", "officeDocument", "ppt/presentation.xml") +
                                      "</Relationships>"});
    parts.prepend({"[Content_Types].xml",
                   "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>"
                   "<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\">"
                   "<Override PartName=\"/ppt/presentation.xml\" ContentType=\"application/"
                   "vnd.openxmlformats-officedocument.presentationml.presentation.main+xml\"/></Types>"});
    return makeZip(parts);
}

// Sheets of rows of cells: text cells as shared strings (or inline strings when `inlineText`),
// cells that are numbers as numbers.
inline QByteArray makeXlsx(const QList<QList<QStringList>> &sheets, bool inlineText = false)
{
    QByteArray sheetList, rels, shared;
    int sharedCount = 0;
    QList<ZipEntry> parts;
    for (int s = 0; s < sheets.size(); ++s) {
        const QByteArray n = QByteArray::number(s + 1);
        sheetList += "<sheet name=\"Sheet " + n + "\" sheetId=\"" + n + "\" r:id=\"rId" +
                     QByteArray::number(s + 2) + "\"/>";
        rels += relationship("rId" + QByteArray::number(s + 2), "worksheet", "worksheets/sheet" + n + ".xml");
        QByteArray rows;
        for (int r = 0; r < sheets[s].size(); ++r) {
            rows += "<row r=\"" + QByteArray::number(r + 1) + "\">";
            for (int c = 0; c < sheets[s][r].size(); ++c) {
                const QString &cell = sheets[s][r][c];
                const QByteArray ref = QByteArray(1, char('A' + c % 26)) + QByteArray::number(r + 1);
                bool number = false;
                cell.toDouble(&number);
                if (number)
                    rows += "<c r=\"" + ref + "\"><v>" + cell.toUtf8() + "</v></c>";
                else if (inlineText)
                    rows +=
                        "<c r=\"" + ref + "\" t=\"inlineStr\"><is><t>" + xmlEscape(cell) + "</t></is></c>";
                else {
                    rows +=
                        "<c r=\"" + ref + "\" t=\"s\"><v>" + QByteArray::number(sharedCount++) + "</v></c>";
                    shared += "<si><t xml:space=\"preserve\">" + xmlEscape(cell) + "</t></si>";
                }
            }
            rows += "</row>";
        }
        parts.prepend({"xl/worksheets/sheet" + n + ".xml",
                       "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>"
                       "<worksheet xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\" "
                       "xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\">"
                       "<sheetData>" +
                           rows + "</sheetData></worksheet>"});
    }
    parts.prepend(
        {"xl/sharedStrings.xml", "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>"
                                 "<sst xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\" "
                                 "count=\"" +
                                     QByteArray::number(sharedCount) + "\">" + shared + "</sst>"});
    parts.prepend({"xl/_rels/workbook.xml.rels",
                   kRelationshipsOpen + relationship("rId1", "sharedStrings", "sharedStrings.xml") + rels +
                       "</Relationships>"});
    parts.prepend(
        {"xl/workbook.xml", "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>"
                            "<workbook xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\" "
                            "xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\">"
                            "<sheets>" +
                                sheetList + "</sheets></workbook>"});
    parts.prepend({"_rels/.rels", kRelationshipsOpen +
                                      relationship("rId1", "officeDocument", "xl/workbook.xml") +
                                      "</Relationships>"});
    parts.prepend({"[Content_Types].xml",
                   "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>"
                   "<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\">"
                   "<Override PartName=\"/xl/workbook.xml\" ContentType=\"application/"
                   "vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml\"/></Types>"});
    return makeZip(parts);
}

// A paragraph a cell, two cells a row: the rows of a sheet holding `paragraphs` in order.
inline QList<QStringList> cellsOf(const QStringList &paragraphs, int perRow = 2)
{
    QList<QStringList> rows;
    for (qsizetype i = 0; i < paragraphs.size(); i += perRow)
        rows << paragraphs.mid(i, perRow);
    return rows;
}

inline QList<QStringList> slidesOf(const QStringList &paragraphs, int perSlide = 4)
{
    QList<QStringList> slides;
    for (qsizetype i = 0; i < paragraphs.size(); i += perSlide)
        slides << paragraphs.mid(i, perSlide);
    return slides;
}

inline QByteArray odfManifestOf(const QByteArray &mediaType)
{
    return QByteArray(kOdfManifest).replace("application/vnd.oasis.opendocument.text", mediaType);
}

inline const QByteArray kOdfPresentationOpen =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
    "<office:document-content xmlns:office=\"urn:oasis:names:tc:opendocument:xmlns:office:1.0\" "
    "xmlns:text=\"urn:oasis:names:tc:opendocument:xmlns:text:1.0\" "
    "xmlns:draw=\"urn:oasis:names:tc:opendocument:xmlns:drawing:1.0\" "
    "xmlns:presentation=\"urn:oasis:names:tc:opendocument:xmlns:presentation:1.0\" "
    "xmlns:table=\"urn:oasis:names:tc:opendocument:xmlns:table:1.0\" "
    "office:version=\"1.2\"><office:body>";

// Slides of paragraphs, each a title frame and a body frame, with speaker notes when `notes` has them.
inline QByteArray makeOdp(const QList<QStringList> &slides, const QList<QStringList> &notes = {})
{
    QByteArray pages;
    const auto frame = [](const QStringList &paragraphs) -> QByteArray {
        QByteArray out = "<draw:frame><draw:text-box>";
        for (const QString &p : paragraphs)
            out += "<text:p>" + xmlEscape(p) + "</text:p>";
        return out + "</draw:text-box></draw:frame>";
    };
    for (int i = 0; i < slides.size(); ++i) {
        pages += "<draw:page draw:name=\"page" + QByteArray::number(i + 1) + "\">" +
                 frame(slides[i].mid(0, 1)) + frame(slides[i].mid(1));
        if (i < notes.size() && !notes[i].isEmpty())
            pages += "<presentation:notes><draw:page-thumbnail/>" + frame(notes[i]) + "</presentation:notes>";
        pages += "</draw:page>";
    }
    const QByteArray mediaType = "application/vnd.oasis.opendocument.presentation";
    return makeOdt(kOdfPresentationOpen + "<office:presentation>" + pages +
                       "</office:presentation></office:body></office:document-content>",
                   odfManifestOf(mediaType), mediaType);
}

// Sheets of rows of cells (numbers as float cells).
inline QByteArray makeOds(const QList<QList<QStringList>> &sheets)
{
    QByteArray tables;
    for (int s = 0; s < sheets.size(); ++s) {
        tables += "<table:table table:name=\"Sheet" + QByteArray::number(s + 1) + "\">";
        for (const QStringList &row : sheets[s]) {
            tables += "<table:table-row>";
            for (const QString &cell : row) {
                bool number = false;
                cell.toDouble(&number);
                if (number)
                    tables += "<table:table-cell office:value-type=\"float\" office:value=\"" +
                              cell.toUtf8() + "\"><text:p>" + cell.toUtf8() + "</text:p></table:table-cell>";
                else
                    tables += "<table:table-cell office:value-type=\"string\"><text:p>" + xmlEscape(cell) +
                              "</text:p></table:table-cell>";
            }
            tables += "<table:table-cell table:number-columns-repeated=\"1000\"/></table:table-row>";
        }
        tables += "</table:table>";
    }
    const QByteArray mediaType = "application/vnd.oasis.opendocument.spreadsheet";
    return makeOdt(kOdfPresentationOpen + "<office:spreadsheet>" + tables +
                       "</office:spreadsheet></office:body></office:document-content>",
                   odfManifestOf(mediaType), mediaType);
}

// ---------------------------------------------------------------------------------------
// RTF as WordPad writes it: a font table, a paragraph a \par, characters past ASCII as \uN
// with a \'hh fallback in windows-1252 (or '?').

inline QByteArray makeRtf(const QStringList &paragraphs)
{
    QByteArray body;
    for (const QString &p : paragraphs) {
        body += "\\pard\\sa200\\f0\\fs22 ";
        for (const QChar c : p) {
            const ushort u = c.unicode();
            if (c == QLatin1Char('\\') || c == QLatin1Char('{') || c == QLatin1Char('}'))
                body += '\\' + QByteArray(1, char(u));
            else if (u < 0x80)
                body += char(u);
            else if (u < 0x100)
                body += "\\u" + QByteArray::number(short(u)) + "\\'" + QByteArray::number(u, 16);
            else
                body += "\\u" + QByteArray::number(short(u)) + "?";
        }
        body += "\\par\r\n";
    }
    return "{\\rtf1\\ansi\\ansicpg1252\\deff0\\nouicompat{\\fonttbl{\\f0\\fnil\\fcharset0 Calibri;}}\r\n"
           "{\\*\\generator Riched20 10.0.19041}\\viewkind4\\uc1\r\n" +
           body + "}\r\n";
}

} // namespace lookalike::test
