#include "WordText.h"

#include <QString>
#include <mutex>
#include <vector>

extern "C" {
#include <gsf/gsf-input-memory.h>
#include <wv.h>
}

namespace lookalike {

namespace {

// What the character handlers gather: UTF-16 units of the main text, and the fields met.
struct Collected
{
    std::u16string text;
    std::size_t maxUnits = 0;
    bool tooLarge = false;
    // Open fields, innermost last: true once past its separator (its result, shown).
    std::vector<bool> fields;

    bool inInstruction() const
    {
        for (bool result : fields)
            if (!result)
                return true;
        return false;
    }

    void add(char16_t unit)
    {
        if (tooLarge)
            return;
        if (text.size() >= maxUnits) {
            tooLarge = true;
            return;
        }
        text.push_back(unit);
    }

    // Field marks (19 begin, 20 separator, 21 end) reach either handler.
    bool field(U16 c)
    {
        switch (c) {
        case 19:
            fields.push_back(false);
            return true;
        case 20:
            if (!fields.empty())
                fields.back() = true;
            return true;
        case 21:
            if (!fields.empty())
                fields.pop_back();
            return true;
        default:
            return false;
        }
    }

    void character(U16 c)
    {
        if (field(c) || inInstruction())
            return;
        switch (c) {
        case 13: // paragraph end
        case 11: // line break
        case 12: // page or section break
        case 14: // column break
            add(u'\n');
            return;
        case 7: // the end of a table cell or row
        case 9:
            add(u'\t');
            return;
        case 30: // non-breaking hyphen
            add(u'-');
            return;
        case 31: // optional hyphen
            return;
        default:
            if (c < 32)
                return; // pictures (1, 8), footnote marks (2) and other anchors
            add(char16_t(c));
        }
    }
};

Collected &collectedOf(wvParseStruct *ps)
{
    return *static_cast<Collected *>(ps->userData);
}

int onCharacter(wvParseStruct *ps, U16 c, U8 chartype, U16 lid)
{
    if (chartype)
        c = wvHandleCodePage(c, lid); // an 8-bit character of the language's code page
    collectedOf(ps).character(c);
    return 0;
}

int onSpecialCharacter(wvParseStruct *ps, U16 c, CHP *)
{
    collectedOf(ps).field(c); // anything else here is a picture, an object or a mark
    return 0;
}

int onElement(wvParseStruct *, wvTag, void *, int)
{
    return 0;
}

int onDocument(wvParseStruct *, wvTag)
{
    return 0;
}

std::mutex &libwvMutex()
{
    static std::mutex m;
    return m;
}

} // namespace

Result<std::string> wordText(std::string_view doc, std::size_t maxBytes)
{
    std::lock_guard lock(libwvMutex());
    static const bool initialised = [] {
        // libgsf and libwv report a damaged container through GLib's log (assertions and
        // warnings printed on stderr): the problem row says it once, in words.
        for (const char *domain : {"libgsf:msole", "libgsf", static_cast<const char *>(nullptr)})
            g_log_set_handler(
                domain, GLogLevelFlags(G_LOG_LEVEL_MASK | G_LOG_FLAG_FATAL | G_LOG_FLAG_RECURSION),
                [](const gchar *, GLogLevelFlags, const gchar *, gpointer) {}, nullptr);
        return wvInit() != 0;
    }();
    if (!initialised)
        return Status::error(Status::Code::Internal, QStringLiteral("libwv could not start"));
    GsfInput *input =
        gsf_input_memory_new(reinterpret_cast<const guint8 *>(doc.data()), gsf_off_t(doc.size()), FALSE);
    if (!input)
        return Status::error(Status::Code::Internal, QStringLiteral("libgsf: out of memory"));
    struct InputRelease
    {
        GsfInput *input;
        ~InputRelease() { g_object_unref(input); }
    } release{input};

    wvParseStruct ps;
    const int opened = wvInitParser_gsf(&ps, input);
    if (opened > 0 && (opened & 0x8000)) // the Word version, flagged as encrypted (-1: an error)
        return Status::error(Status::Code::Unsupported, QStringLiteral("password-protected Word document"));
    if (opened == 3)
        return Status::error(Status::Code::Corrupt,
                             QStringLiteral("damaged Word document: its OLE2 container cannot be read"));
    if (opened < 0)
        return Status::error(Status::Code::Corrupt,
                             QStringLiteral("damaged Word document: libwv cannot read its structure"));
    if (opened != 0)
        return Status::error(
            Status::Code::Corrupt,
            QStringLiteral("a Word format libwv does not read (version code %1)").arg(opened));
    Collected collected;
    // At most maxBytes UTF-16 units (a unit is one to three bytes of UTF-8: checked again below).
    collected.maxUnits = maxBytes;
    ps.userData = &collected;
    wvSetCharHandler(&ps, onCharacter);
    wvSetSpecialCharHandler(&ps, onSpecialCharacter);
    wvSetElementHandler(&ps, onElement);
    wvSetDocumentHandler(&ps, onDocument);
    wvText(&ps);
    wvOLEFree(&ps);
    if (collected.tooLarge)
        return Status::error(Status::Code::TooLarge,
                             QStringLiteral("Word document text beyond %1 MB").arg(maxBytes >> 20));
    // Unpaired surrogates become U+FFFD in the conversion.
    const QByteArray utf8 =
        QString::fromUtf16(collected.text.data(), qsizetype(collected.text.size())).toUtf8();
    if (std::size_t(utf8.size()) > maxBytes)
        return Status::error(Status::Code::TooLarge,
                             QStringLiteral("Word document text beyond %1 MB").arg(maxBytes >> 20));
    return std::string(utf8.constData(), std::size_t(utf8.size()));
}

} // namespace lookalike
