#include "RtfText.h"

#include <QString>
#include <algorithm>
#include <array>
#include <cstring>
#include <map>
#include <memory>
#include <unicode/ucnv.h>
#include <vector>

namespace lookalike {

namespace {

constexpr int kMaxDepth = 1000;

// Destinations whose text is not the document's (Rich Text Format Specification 1.9.1), besides
// those marked \*: tables, document information, embedded data, headers and footers (the
// body's text only, as DOCX is read), list numbers (their rendered form) and field instructions.
bool skippedDestination(std::string_view word)
{
    static constexpr std::string_view kSkipped[] = {
        "fonttbl",
        "colortbl",
        "stylesheet",
        "info",
        "pict",
        "object",
        "objdata",
        "header",
        "headerl",
        "headerr",
        "headerf",
        "footer",
        "footerl",
        "footerr",
        "footerf",
        "fldinst",
        "listtext",
        "pntext",
        "pntxta",
        "pntxtb",
        "themedata",
        "xmlnstbl",
        "rsidtbl",
        "listtable",
        "listoverridetable",
        "revtbl",
        "latentstyles",
        "datastore",
        "colorschememapping",
        "generator",
        "filetbl",
        "mmathPr",
        "bkmkstart",
        "bkmkend",
        "xe",
        "tc",
        "txe",
        "pgdsctbl",
        "nonshppict",
        "sp",
        "sn",
        "sv",
        "template",
        "userprops",
        "docvar",
    };
    return std::find(std::begin(kSkipped), std::end(kSkipped), word) != std::end(kSkipped);
}

// The Windows code page of a font's \fcharsetN (0: the document's).
int codePageOfCharset(int charset)
{
    switch (charset) {
    case 77:
        return 10000; // Mac Roman
    case 128:
        return 932; // Shift_JIS
    case 129:
        return 949; // Korean
    case 134:
        return 936; // GBK
    case 136:
        return 950; // Big5
    case 161:
        return 1253;
    case 162:
        return 1254;
    case 163:
        return 1258;
    case 177:
        return 1255;
    case 178:
        return 1256;
    case 186:
        return 1257;
    case 204:
        return 1251;
    case 222:
        return 874;
    case 238:
        return 1250;
    default:
        return 0;
    }
}

struct ConverterCloser
{
    void operator()(UConverter *c) const { ucnv_close(c); }
};

// ICU's name of a Windows code page.
std::string icuName(int codePage)
{
    switch (codePage) {
    case 10000:
        return "macintosh";
    case 437:
        return "ibm-437";
    case 850:
        return "ibm-850";
    case 932:
        return "windows-932";
    case 936:
        return "windows-936";
    case 949:
        return "windows-949";
    case 950:
        return "windows-950";
    case 65001:
        return "UTF-8";
    default:
        return "windows-" + std::to_string(codePage);
    }
}

struct GroupState
{
    bool skip = false;   // inside a destination left out
    bool hidden = false; // \v
    int unicodeSkip = 1; // \ucN: fallback characters after each \uN
    int font = -1;       // \fN (-1: the document's default font, \deffN)
    bool fontTable = false;

    bool quiet() const { return skip || hidden || fontTable; }
};

class Reader
{
public:
    Reader(std::string_view rtf, std::size_t maxBytes)
        : m_in(rtf)
        , m_maxBytes(maxBytes)
    {}

    Result<std::string> run()
    {
        m_states.push_back(GroupState{});
        while (m_at < m_in.size()) {
            if (m_out.size() > m_maxBytes)
                return tooLarge();
            const char c = m_in[m_at];
            if (c == '{') {
                ++m_at;
                flushBytes();
                if (m_states.size() > std::size_t(kMaxDepth))
                    return Status::error(
                        Status::Code::Corrupt,
                        QStringLiteral("RTF groups nested more than %1 deep").arg(kMaxDepth));
                m_states.push_back(m_states.back());
                m_pendingSkip = 0;
                m_groupStart = true;
                continue;
            }
            if (c == '}') {
                ++m_at;
                flushBytes();
                endGroup();
                m_pendingSkip = 0;
                continue;
            }
            if (c == '\\') {
                controlWord();
                m_groupStart = false;
                continue;
            }
            ++m_at;
            if (c == '\r' || c == '\n')
                continue;
            m_groupStart = false;
            if (m_pendingSkip > 0) {
                --m_pendingSkip;
                continue;
            }
            if (state().quiet())
                continue;
            if (static_cast<unsigned char>(c) >= 0x80) {
                m_bytes.push_back(c); // a raw 8-bit byte: in the code page, as \'hh
                continue;
            }
            flushBytes();
            m_out.push_back(c);
            if (m_out.size() > m_maxBytes)
                return tooLarge();
        }
        flushBytes();
        if (m_out.size() > m_maxBytes)
            return tooLarge();
        return std::move(m_out);
    }

private:
    GroupState &state() { return m_states.back(); }

    Status tooLarge() const
    {
        return Status::error(Status::Code::TooLarge,
                             QStringLiteral("RTF text beyond %1 MB").arg(m_maxBytes >> 20));
    }

    void endGroup()
    {
        if (m_states.size() > 1) {
            const bool wasFontTable = state().fontTable;
            m_states.pop_back();
            if (wasFontTable && !state().fontTable)
                m_fontNumber = -1;
        }
    }

    // The document's text gets `text` (UTF-8), unless the group is left out.
    void emit(std::string_view text)
    {
        if (state().quiet())
            return;
        flushBytes();
        m_out.append(text);
    }

    void emitCodePoint(char32_t cp)
    {
        if (cp == 0 || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF)
            cp = 0xFFFD;
        char buffer[4];
        std::size_t n = 0;
        if (cp < 0x80) {
            buffer[n++] = char(cp);
        } else if (cp < 0x800) {
            buffer[n++] = char(0xC0 | (cp >> 6));
            buffer[n++] = char(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            buffer[n++] = char(0xE0 | (cp >> 12));
            buffer[n++] = char(0x80 | ((cp >> 6) & 0x3F));
            buffer[n++] = char(0x80 | (cp & 0x3F));
        } else {
            buffer[n++] = char(0xF0 | (cp >> 18));
            buffer[n++] = char(0x80 | ((cp >> 12) & 0x3F));
            buffer[n++] = char(0x80 | ((cp >> 6) & 0x3F));
            buffer[n++] = char(0x80 | (cp & 0x3F));
        }
        emit(std::string_view(buffer, n));
    }

    // The code page \'hh bytes are in here: the current font's, else the document's.
    int codePage() const
    {
        const int font = m_states.back().font >= 0 ? m_states.back().font : m_defaultFont;
        if (auto it = m_fontCodePages.find(font); it != m_fontCodePages.end() && it->second != 0)
            return it->second;
        return m_documentCodePage;
    }

    // The pending \'hh bytes, decoded together (a double-byte character spans two).
    void flushBytes()
    {
        if (m_bytes.empty())
            return;
        const std::string bytes = std::move(m_bytes);
        m_bytes.clear();
        const int page = codePage();
        UConverter *converter = converterFor(page);
        if (!converter) {
            for (char b : bytes) // an unknown code page: Latin-1, a character a byte
                emitCodePoint(static_cast<unsigned char>(b));
            return;
        }
        std::vector<UChar> units(bytes.size() * 2 + 4);
        UErrorCode status = U_ZERO_ERROR;
        ucnv_reset(converter);
        const int32_t n = ucnv_toUChars(converter, units.data(), int32_t(units.size()), bytes.data(),
                                        int32_t(bytes.size()), &status);
        if (U_FAILURE(status))
            return;
        const QString text = QString::fromUtf16(reinterpret_cast<const char16_t *>(units.data()), n);
        const QByteArray utf8 = text.toUtf8();
        if (!state().quiet())
            m_out.append(utf8.constData(), std::size_t(utf8.size()));
    }

    UConverter *converterFor(int codePage)
    {
        auto it = m_converters.find(codePage);
        if (it == m_converters.end()) {
            UErrorCode status = U_ZERO_ERROR;
            UConverter *c = ucnv_open(icuName(codePage).c_str(), &status);
            if (U_FAILURE(status))
                c = nullptr;
            else
                ucnv_setToUCallBack(c, UCNV_TO_U_CALLBACK_SUBSTITUTE, nullptr, nullptr, nullptr, &status);
            it = m_converters.emplace(codePage, std::unique_ptr<UConverter, ConverterCloser>(c)).first;
        }
        return it->second.get();
    }

    static bool isLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
    static int hexValue(char c)
    {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
            return c - 'A' + 10;
        return -1;
    }

    // A control word or symbol at m_at (a backslash).
    void controlWord()
    {
        ++m_at; // the backslash
        if (m_at >= m_in.size())
            return;
        const char c = m_in[m_at];
        if (!isLetter(c)) {
            ++m_at;
            symbol(c);
            return;
        }
        const std::size_t start = m_at;
        while (m_at < m_in.size() && isLetter(m_in[m_at]) && m_at - start < 32)
            ++m_at;
        const std::string_view word = m_in.substr(start, m_at - start);
        bool hasParameter = false;
        long long parameter = 0;
        bool negative = false;
        if (m_at < m_in.size() && m_in[m_at] == '-' && m_at + 1 < m_in.size() && m_in[m_at + 1] >= '0' &&
            m_in[m_at + 1] <= '9') {
            negative = true;
            ++m_at;
        }
        for (int digits = 0; m_at < m_in.size() && m_in[m_at] >= '0' && m_in[m_at] <= '9'; ++m_at, ++digits)
            if (digits < 10) {
                parameter = parameter * 10 + (m_in[m_at] - '0');
                hasParameter = true;
            }
        if (negative)
            parameter = -parameter;
        if (m_at < m_in.size() && m_in[m_at] == ' ')
            ++m_at; // the delimiter
        word_(word, hasParameter, parameter);
    }

    void symbol(char c)
    {
        switch (c) {
        case '\'': {
            // \'hh: a byte of the code page (a fallback character after \u counts as one).
            if (m_at + 2 > m_in.size())
                return;
            const int high = hexValue(m_in[m_at]), low = hexValue(m_in[m_at + 1]);
            m_at += 2;
            if (high < 0 || low < 0)
                return;
            if (m_pendingSkip > 0) {
                --m_pendingSkip;
                return;
            }
            if (!state().quiet())
                m_bytes.push_back(char(high * 16 + low));
            return;
        }
        case '*':
            // An ignorable destination: left out (this reader knows none it wants).
            if (m_groupStart)
                state().skip = true;
            return;
        case '\\':
        case '{':
        case '}':
            m_pendingSkip = 0;
            emit(std::string_view(&c, 1));
            return;
        case '~':
            emit("\u00a0");
            return;
        case '_':
            emit("-");
            return;
        case '\r':
        case '\n':
            emit("\n"); // a backslash before a line end is \par
            return;
        case '\t':
            emit("\t");
            return;
        default:
            return; // \- (optional hyphen), \| (formula), \: (index subentry)
        }
    }

    void word_(std::string_view w, bool hasParameter, long long parameter)
    {
        const bool groupStart = m_groupStart;
        m_groupStart = false;
        if (m_pendingSkip > 0 && w != "u") {
            m_pendingSkip = 0; // a fallback is a character or a \'hh; anything else ends it
        }
        if (w == "bin") {
            // Binary data: `parameter` bytes, never text.
            const auto n = std::size_t(
                std::clamp<long long>(hasParameter ? parameter : 0, 0, (long long)(m_in.size() - m_at)));
            m_at += n;
            return;
        }
        if (groupStart && skippedDestination(w)) {
            if (w == "fonttbl")
                state().fontTable = true;
            else
                state().skip = true;
            return;
        }
        if (state().fontTable) {
            if (w == "f" && hasParameter) {
                m_fontNumber = int(parameter);
            } else if (w == "fcharset" && hasParameter && m_fontNumber >= 0) {
                m_fontCodePages[m_fontNumber] = codePageOfCharset(int(parameter));
            } else if (w == "cpg" && hasParameter && m_fontNumber >= 0 && parameter > 0) {
                m_fontCodePages[m_fontNumber] = int(parameter);
            }
            return;
        }
        if (w == "u" && hasParameter) {
            long long v = parameter;
            if (v < 0)
                v += 65536;
            const auto unit = char32_t(std::clamp<long long>(v, 0, 0xFFFF));
            m_pendingSkip = 0;
            if (unit >= 0xD800 && unit <= 0xDBFF) {
                m_highSurrogate = unit;
            } else if (unit >= 0xDC00 && unit <= 0xDFFF && m_highSurrogate) {
                emitCodePoint(0x10000 + ((m_highSurrogate - 0xD800) << 10) + (unit - 0xDC00));
                m_highSurrogate = 0;
            } else {
                m_highSurrogate = 0;
                emitCodePoint(unit);
            }
            m_pendingSkip = state().unicodeSkip;
            return;
        }
        if (w == "uc") {
            state().unicodeSkip = int(std::clamp<long long>(hasParameter ? parameter : 1, 0, 16));
        } else if (w == "ansicpg" && hasParameter && parameter > 0) {
            m_documentCodePage = int(parameter);
        } else if (w == "ansi") {
            m_documentCodePage = 1252;
        } else if (w == "mac") {
            m_documentCodePage = 10000;
        } else if (w == "pc") {
            m_documentCodePage = 437;
        } else if (w == "pca") {
            m_documentCodePage = 850;
        } else if (w == "deff" && hasParameter) {
            m_defaultFont = int(parameter);
        } else if (w == "f" && hasParameter) {
            flushBytes();
            state().font = int(parameter);
        } else if (w == "v") {
            flushBytes();
            state().hidden = !hasParameter || parameter != 0;
        } else if (w == "plain") {
            flushBytes();
            state().hidden = false;
            state().font = -1;
        } else if (w == "par" || w == "line" || w == "sect" || w == "page" || w == "row") {
            emit("\n");
        } else if (w == "tab" || w == "cell") {
            emit("\t");
        } else if (w == "emdash") {
            emit("\u2014");
        } else if (w == "endash") {
            emit("\u2013");
        } else if (w == "emspace" || w == "enspace" || w == "qmspace") {
            emit(" ");
        } else if (w == "bullet") {
            emit("\u2022");
        } else if (w == "lquote") {
            emit("\u2018");
        } else if (w == "rquote") {
            emit("\u2019");
        } else if (w == "ldblquote") {
            emit("\u201c");
        } else if (w == "rdblquote") {
            emit("\u201d");
        }
    }

    std::string_view m_in;
    std::size_t m_maxBytes;
    std::size_t m_at = 0;
    std::string m_out;
    std::string m_bytes; // \'hh bytes not yet decoded
    std::vector<GroupState> m_states;
    bool m_groupStart = false; // the next control word is the first of its group
    int m_pendingSkip = 0;     // fallback characters of the last \uN still to skip
    char32_t m_highSurrogate = 0;
    int m_documentCodePage = 1252;
    int m_defaultFont = -1;
    int m_fontNumber = -1; // the font table's entry being read
    std::map<int, int> m_fontCodePages;
    std::map<int, std::unique_ptr<UConverter, ConverterCloser>> m_converters;
};

} // namespace

Result<std::string> rtfText(std::string_view rtf, std::size_t maxBytes)
{
    std::size_t start = 0;
    if (rtf.substr(0, 3) == "\xEF\xBB\xBF")
        start = 3;
    while (start < rtf.size() && start < 64 &&
           (rtf[start] == ' ' || rtf[start] == '\r' || rtf[start] == '\n' || rtf[start] == '\t'))
        ++start;
    if (rtf.substr(start, 5) != "{\\rtf")
        return Status::error(Status::Code::Corrupt,
                             QStringLiteral("not an RTF document: it does not start with {\\rtf"));
    Reader reader(rtf.substr(start), maxBytes);
    return reader.run();
}

} // namespace lookalike
