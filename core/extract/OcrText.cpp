#include "OcrText.h"

#include <QDir>
#include <QLocale>
#include <QSet>
#include <cctype>
#include <leptonica/allheaders.h>
#include <memory>
#include <mutex>
#include <tesseract/baseapi.h>
#include <unicode/uchar.h>
#include <unicode/utf8.h>
#include <vector>

namespace lookalike {

namespace {

// Tesseract's ISO 639-2 codes of the languages Qt names (the user's own language first).
QString tesseractCode(QLocale::Language language)
{
    switch (language) {
    case QLocale::English:
        return QStringLiteral("eng");
    case QLocale::German:
        return QStringLiteral("deu");
    case QLocale::French:
        return QStringLiteral("fra");
    case QLocale::Spanish:
        return QStringLiteral("spa");
    case QLocale::Italian:
        return QStringLiteral("ita");
    case QLocale::Portuguese:
        return QStringLiteral("por");
    case QLocale::Dutch:
        return QStringLiteral("nld");
    default:
        return {};
    }
}

// One engine a thread, kept for the languages it was started with (starting one reads tens
// of megabytes of models: once a helper, not once a page).
struct Engine
{
    std::unique_ptr<tesseract::TessBaseAPI> api;
    std::string languages;
};
thread_local Engine t_engine;

Result<tesseract::TessBaseAPI *> engine(const OcrParams &params)
{
    const QString languages = usableOcrLanguages(params.languages);
    if (languages.isEmpty())
        return Status::error(
            Status::Code::Unsupported,
            params.languages.isEmpty()
                ? QStringLiteral("text recognition (OCR) needs Tesseract's language data, and "
                                 "none is installed (tesseract-ocr-eng, for English)")
                : QStringLiteral("text recognition (OCR): no language data installed for %1")
                      .arg(params.languages));
    const std::string wanted = languages.toStdString();
    if (t_engine.api && t_engine.languages == wanted)
        return t_engine.api.get();
    t_engine.api.reset();
    auto api = std::make_unique<tesseract::TessBaseAPI>();
    // Tesseract's own messages go nowhere ("/dev/null" is written to by nobody, not opened).
    api->SetVariable("debug_file", "/dev/null");
    const std::string path = ocrDataPath().toStdString();
    if (api->Init(path.c_str(), wanted.c_str(), tesseract::OEM_LSTM_ONLY) != 0)
        return Status::error(
            Status::Code::ReaderFailed,
            QStringLiteral("text recognition (OCR) could not start with the language data of "
                           "%1 in %2")
                .arg(languages, ocrDataPath()));
    api->SetPageSegMode(tesseract::PSM_AUTO);
    // Lines are not read a second time as white on black (a tenth of the time of a page; scans
    // are dark on light).
    api->SetVariable("tessedit_do_invert", "0");
    t_engine.api = std::move(api);
    t_engine.languages = wanted;
    return t_engine.api.get();
}

bool hasText(std::string_view utf8)
{
    for (const char c : utf8)
        if (!std::isspace(static_cast<unsigned char>(c)))
            return true;
    return false;
}

// The text Tesseract recognizes in what was set on `api` (an image or a page).
std::string recognized(tesseract::TessBaseAPI &api)
{
    std::unique_ptr<char[]> text(api.GetUTF8Text());
    api.Clear();
    std::string out = text ? std::string(text.get()) : std::string();
    joinHyphenatedLines(out);
    return out;
}

struct PixDeleter
{
    void operator()(PIX *pix) const { pixDestroy(&pix); }
};
struct PixaDeleter
{
    void operator()(PIXA *pixa) const { pixaDestroy(&pixa); }
};

void quietLeptonica()
{
    static std::once_flag once;
    std::call_once(once, [] { setMsgSeverity(L_SEVERITY_NONE); });
}

} // namespace

QString ocrDataPath()
{
    const QByteArray prefix = qgetenv("TESSDATA_PREFIX");
    if (!prefix.isEmpty())
        return QString::fromLocal8Bit(prefix);
    return QStringLiteral("/usr/share/tesseract-ocr/5/tessdata");
}

QStringList installedOcrLanguages()
{
    QStringList out;
    for (const QString &file :
         QDir(ocrDataPath()).entryList({QStringLiteral("*.traineddata")}, QDir::Files)) {
        const QString code = file.chopped(int(sizeof(".traineddata") - 1));
        if (code != QLatin1String("osd") && code != QLatin1String("equ"))
            out << code;
    }
    out.sort();
    return out;
}

QString defaultOcrLanguages()
{
    const QStringList installed = installedOcrLanguages();
    QStringList chosen;
    for (const QString &code : {QStringLiteral("eng"), tesseractCode(QLocale().language())})
        if (!code.isEmpty() && installed.contains(code) && !chosen.contains(code))
            chosen << code;
    return (chosen.isEmpty() ? installed : chosen).join(QLatin1Char('+'));
}

QString usableOcrLanguages(const QString &asked)
{
    const QStringList installed = installedOcrLanguages();
    QStringList usable;
    const QString wanted = asked.trimmed().isEmpty() ? defaultOcrLanguages() : asked;
    for (const QString &code : wanted.split(QLatin1Char('+'), Qt::SkipEmptyParts))
        if (installed.contains(code.trimmed()) && !usable.contains(code.trimmed()))
            usable << code.trimmed();
    return usable.join(QLatin1Char('+'));
}

void joinHyphenatedLines(std::string &utf8)
{
    std::string out;
    out.reserve(utf8.size());
    const auto *s = reinterpret_cast<const uint8_t *>(utf8.data());
    const auto n = static_cast<int32_t>(utf8.size());
    for (int32_t i = 0; i < n; ++i) {
        if (s[i] == '-' && i > 0 && i + 2 < n && s[i + 1] == '\n') {
            int32_t before = i;
            UChar32 previous;
            U8_PREV(s, 0, before, previous);
            int32_t after = i + 2;
            UChar32 next;
            U8_NEXT(s, after, n, next);
            if (previous >= 0 && next >= 0 && u_isalpha(previous) && u_islower(next)) {
                ++i; // the hyphen and the line break go
                continue;
            }
        }
        out.push_back(char(s[i]));
    }
    utf8 = std::move(out);
}

Result<std::string> recognizeGrayPage(const unsigned char *pixels, int width, int height, int stride, int dpi,
                                      const OcrParams &params)
{
    auto api = engine(params);
    if (!api)
        return api.status();
    (*api)->SetImage(pixels, width, height, 1, stride);
    (*api)->SetSourceResolution(dpi);
    return recognized(**api);
}

Result<std::string> imageText(std::string_view bytes, const OcrParams &params, const OcrPageHook &hook)
{
    quietLeptonica();
    const auto *data = reinterpret_cast<const l_uint8 *>(bytes.data());
    l_int32 format = 0, width = 0, height = 0, bps = 0, spp = 0, colormap = 0;
    if (pixReadHeaderMem(data, bytes.size(), &format, &width, &height, &bps, &spp, &colormap) != 0 ||
        width <= 0 || height <= 0)
        return Status::error(Status::Code::Corrupt, QStringLiteral("damaged image: it cannot be decoded"));
    if (qint64(width) * height < kOcrMinImagePixels)
        return Status::error(
            Status::Code::NotText,
            QStringLiteral("an image of %1 x %2 pixels: too small to hold text worth recognizing")
                .arg(width)
                .arg(height));
    if (qint64(width) * height > qint64(200) * 1000 * 1000)
        return Status::error(
            Status::Code::TooLarge,
            QStringLiteral("an image of %1 x %2 pixels: above 200 megapixels").arg(width).arg(height));
    auto api = engine(params);
    if (!api)
        return api.status();
    std::vector<std::unique_ptr<PIX, PixDeleter>> pages;
    const bool tiff = L_FORMAT_IS_TIFF(format);
    if (tiff) {
        std::unique_ptr<PIXA, PixaDeleter> all(pixaReadMemMultipageTiff(data, bytes.size()));
        const int count = all ? pixaGetCount(all.get()) : 0;
        for (int i = 0; i < count; ++i)
            pages.emplace_back(pixaGetPix(all.get(), i, L_COPY));
    } else {
        pages.emplace_back(pixReadMem(data, bytes.size()));
    }
    if (pages.empty() || !pages.front())
        return Status::error(Status::Code::Corrupt, QStringLiteral("damaged image: it cannot be decoded"));
    std::string out;
    const int count = int(pages.size());
    for (int i = 0; i < count; ++i) {
        PIX *pix = pages[std::size_t(i)].get();
        if (!pix)
            continue;
        if (qint64(pixGetWidth(pix)) * pixGetHeight(pix) > qint64(200) * 1000 * 1000)
            return Status::error(Status::Code::TooLarge,
                                 QStringLiteral("an image of %1 x %2 pixels: above 200 megapixels")
                                     .arg(pixGetWidth(pix))
                                     .arg(pixGetHeight(pix)));
        if (hook)
            hook(i + 1, count);
        (*api)->SetImage(pix);
        // A photo or a screenshot names no resolution: recognition assumes a scan's.
        if (pixGetXRes(pix) < 70)
            (*api)->SetSourceResolution(300);
        const std::string text = recognized(**api);
        if (!out.empty() && out.back() != '\n')
            out.push_back('\n');
        out += text;
    }
    if (!hasText(out))
        return Status::error(Status::Code::NotText,
                             QStringLiteral("an image in which no text was recognized"));
    return out;
}

} // namespace lookalike
