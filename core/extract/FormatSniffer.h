#pragma once

#include <QString>
#include <string_view>

namespace lookalike {

// What a file holds, decided by its content.
enum class ContentType
{
    Text, // plain text or HTML, or nothing recognised: the text decoder decides
    Pdf,
    Docx, // Office Open XML word processing (also .docm, .dotx)
    Odt,  // OpenDocument text (also templates and master documents)
    Epub,
    Rtf,
    Pptx,        // Office Open XML presentation (also .pptm, .potx, .ppsx)
    Xlsx,        // Office Open XML spreadsheet (also .xlsm, .xltx)
    Odp,         // OpenDocument presentation (also templates)
    Ods,         // OpenDocument spreadsheet (also templates)
    Doc,         // Word 97-2003 (and 6, 95) document in an OLE2 container (also .dot)
    Image,       // PNG, JPEG or TIFF: a scan or a photo of a page, read by text recognition (OcrText.h)
    Mail,        // one mail message (RFC 5322: .eml, a Maildir file): MailText.h
    Mailbox,     // an mbox file of messages
    Unsupported, // a document format Lookalike does not read (.xls, .ppt, .odg, ...)
    Binary,      // images, archives, executables, ...: not a document
};

struct SniffedType
{
    ContentType type = ContentType::Text;
    QString mediaType;   // e.g. "application/pdf"; empty for Text
    QString description; // for messages, e.g. "a PNG image"; empty for Text
};

// Decides a file's type from its first bytes (and, for ZIP containers, its list of entries).
// Cheap own checks come first (PDF, ZIP packages, RTF, common images and compressors, and
// text: no NUL bytes, few control characters), so that text never pays for libmagic; only
// binary content that the own checks do not know goes to libmagic. The name is a hint,
// used only where the content leaves the choice open (a ZIP whose entries do not tell, a
// PDF header after leading junk). Any thread may call it (libmagic: one handle per thread).
SniffedType sniffContent(std::string_view bytes, const QString &fileName);

// libmagic's media type of the first bytes ("image/png", ...), from this thread's handle
// (opened on first use, closed when the thread ends); empty if libmagic cannot be loaded.
QString libmagicMediaType(std::string_view bytes);

} // namespace lookalike
