// Text recognition through Tesseract and Leptonica (OcrText.h): linked into the helper
// lookalike-extract alone (HelperReaders.h).
#include "OcrText.h"

#include <cctype>
#include <leptonica/allheaders.h>
#include <memory>
#include <mutex>
#include <tesseract/baseapi.h>
#include <vector>

namespace lookalike {

namespace {

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
    if (!hasVisibleText(out))
        return Status::error(Status::Code::NotText,
                             QStringLiteral("an image in which no text was recognized"));
    return out;
}

} // namespace lookalike
