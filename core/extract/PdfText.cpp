#include "PdfText.h"

#include "TextExtractor.h"
#include "base/Wording.h"

#include <QRegularExpression>
#include <algorithm>
#include <cctype>
#include <climits>
#include <cstdio>
#include <memory>
#include <mutex>
#include <poppler/cpp/poppler-document.h>
#include <poppler/cpp/poppler-global.h>
#include <poppler/cpp/poppler-page-renderer.h>
#include <poppler/cpp/poppler-page.h>
#include <vector>

namespace lookalike {

namespace {

// Poppler reports problems through one process-wide callback; it runs on the thread that
// parses, so each thread keeps its own first message for the Status.
thread_local std::string t_firstPopplerError;
thread_local int t_popplerErrors = 0;

void collectPopplerError(const std::string &message, void *)
{
    if (t_popplerErrors++ == 0)
        t_firstPopplerError = message;
}

// A minimal valid PDF (one empty page), with its cross-reference table computed.
std::string minimalPdf()
{
    const char *objects[] = {"<</Type/Catalog/Pages 2 0 R>>", "<</Type/Pages/Kids[3 0 R]/Count 1>>",
                             "<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>"};
    std::string pdf = "%PDF-1.4\n";
    std::vector<std::size_t> offsets;
    for (int i = 0; i < 3; ++i) {
        offsets.push_back(pdf.size());
        pdf += std::to_string(i + 1) + " 0 obj\n" + objects[i] + "\nendobj\n";
    }
    const std::size_t xref = pdf.size();
    pdf += "xref\n0 4\n0000000000 65535 f \n";
    for (const std::size_t offset : offsets) {
        char line[24];
        std::snprintf(line, sizeof line, "%010zu 00000 n \n", offset);
        pdf += line;
    }
    pdf += "trailer\n<</Size 4/Root 1 0 R>>\nstartxref\n" + std::to_string(xref) + "\n%%EOF\n";
    return pdf;
}

// The document preparePoppler() keeps open. Nothing reads it: `volatile` keeps the store,
// so that the document stays reachable (not a leak) for LeakSanitizer.
poppler::document *volatile g_residentDocument = nullptr;

void preparePoppler()
{
    static std::once_flag once;
    std::call_once(once, [] {
        poppler::set_debug_error_function(collectPopplerError, nullptr);
        // poppler-cpp builds its GlobalParams (glyph-name and encoding tables) when the first
        // document opens and frees them when the last one closes: for one PDF at a time that
        // is most of the cost of a small PDF (1.1 ms of 1.4 ms). One document kept open for
        // the life of the process keeps them. Never deleted: nothing must run after poppler's
        // own statics are gone.
        static const std::string bytes = minimalPdf();
        g_residentDocument = poppler::document::load_from_raw_data(bytes.data(), int(bytes.size()));
    });
}

// Poppler's first message without its "error (offset): " prefix, e.g. "Illegal character
// '}' (at byte 29)".
QString popplerReason()
{
    QString m = QString::fromStdString(t_firstPopplerError.substr(0, 300)).trimmed();
    static const QRegularExpression prefix(
        QStringLiteral("^(?:syntax )?(?:error|warning)(?: \\((\\d+)\\))?: *"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = prefix.match(m);
    if (match.hasMatch()) {
        const QString offset = match.captured(1);
        m = m.mid(match.capturedLength());
        if (!offset.isEmpty())
            m += QStringLiteral(" (at byte %1)").arg(offset);
    }
    return m;
}

bool endsWithEofMarker(std::string_view pdf)
{
    const std::size_t tail = std::min<std::size_t>(pdf.size(), 1024);
    return pdf.substr(pdf.size() - tail).find("%%EOF") != std::string_view::npos;
}

// The resolution pages without text are rendered at for recognition (Tesseract's best).
constexpr double kOcrDpi = 300;

Result<std::string> readPdf(std::string_view pdf, const OcrParams *ocr, const OcrPageHook &hook,
                            int *recognizedPages)
{
    const bool truncated = !endsWithEofMarker(pdf);
    std::unique_ptr<poppler::document> doc(
        poppler::document::load_from_raw_data(pdf.data(), int(pdf.size())));
    if (!doc) {
        const QString reason = popplerReason();
        if (truncated)
            return Status::error(
                Status::Code::Corrupt,
                reason.isEmpty()
                    ? QStringLiteral("truncated PDF (no %%EOF marker at the end)")
                    : QStringLiteral("truncated PDF (no %%EOF marker at the end): %1").arg(reason));
        return Status::error(Status::Code::Corrupt,
                             reason.isEmpty() ? QStringLiteral("damaged PDF: poppler cannot open it")
                                              : phrase(Phrase::DamagedPdf).arg(reason));
    }
    if (doc->is_locked())
        return Status::error(Status::Code::Unsupported,
                             QStringLiteral("password-protected PDF: it needs a password to open"));
    const int pages = doc->pages();
    if (pages <= 0)
        return Status::error(Status::Code::Corrupt, truncated ? QStringLiteral("truncated PDF: no pages left")
                                                              : QStringLiteral("damaged PDF: no pages"));
    std::vector<std::string> texts(static_cast<std::size_t>(pages));
    std::vector<int> withoutText;
    for (int i = 0; i < pages; ++i) {
        std::unique_ptr<poppler::page> page(doc->create_page(i));
        if (!page)
            continue;
        const poppler::byte_array utf8 =
            page->text(poppler::rectf(), poppler::page::non_raw_non_physical_layout).to_utf8();
        texts[std::size_t(i)].assign(utf8.data(), utf8.size());
        if (!hasVisibleText(texts[std::size_t(i)]))
            withoutText.push_back(i);
    }
    // Pages without a text layer: scanned, their text recognized where that is asked for.
    int recognized = 0;
    const auto recognize = helperReaders().grayPage; // in the helper only (HelperReaders.h)
    if (ocr && ocr->enabled && recognize && !withoutText.empty()) {
        poppler::page_renderer renderer;
        renderer.set_image_format(poppler::image::format_gray8);
        renderer.set_render_hint(poppler::page_renderer::antialiasing, true);
        renderer.set_render_hint(poppler::page_renderer::text_antialiasing, true);
        for (std::size_t k = 0; k < withoutText.size(); ++k) {
            const int i = withoutText[k];
            std::unique_ptr<poppler::page> page(doc->create_page(i));
            if (!page)
                continue;
            if (hook)
                hook(int(k) + 1, int(withoutText.size()));
            const poppler::image image = renderer.render_page(page.get(), kOcrDpi, kOcrDpi);
            if (!image.is_valid())
                continue;
            auto text = recognize(reinterpret_cast<const unsigned char *>(image.const_data()), image.width(),
                                  image.height(), image.bytes_per_row(), int(kOcrDpi), *ocr);
            if (!text)
                return text.status();
            texts[std::size_t(i)] = std::move(text).value();
            ++recognized;
        }
    }
    if (recognizedPages)
        *recognizedPages = recognized;
    std::string out;
    bool anyText = false;
    for (const std::string &text : texts) {
        if (!out.empty() && out.back() != '\n')
            out.push_back('\n');
        out += text;
        anyText = anyText || hasVisibleText(text);
    }
    // A missing end marker alone is tolerated (some writers omit it); with poppler
    // rebuilding a broken cross-reference table it means the file was cut short.
    if (truncated && t_popplerErrors > 0)
        return Status::error(
            Status::Code::Corrupt,
            QStringLiteral("truncated PDF (no %%EOF marker at the end): %1").arg(popplerReason()));
    if (!anyText)
        return Status::error(
            Status::Code::NotText,
            recognized > 0
                ? QStringLiteral("PDF without a text layer, in whose %1 pages no text was recognized")
                      .arg(pages)
            : ocr && ocr->enabled && recognize
                ? QStringLiteral("PDF without a text layer (%1 pages of images or drawings)").arg(pages)
            : ocr && ocr->enabled
                ? QStringLiteral("PDF without a text layer (%1 pages of images or drawings; its text is "
                                 "recognized by the helper lookalike-extract only, which is not available)")
                      .arg(pages)
                : QStringLiteral("PDF without a text layer (%1 pages of images or drawings; recognizing text "
                                 "(OCR) is turned off)")
                      .arg(pages));
    if (!isValidUtf8(out)) {
        auto decoded = decodeText(out, QStringLiteral("UTF-8"));
        if (!decoded)
            return decoded.status();
        out = std::move(decoded->utf8);
    }
    return out;
}

} // namespace

Result<std::string> pdfText(std::string_view pdf, const OcrParams *ocr, const OcrPageHook &hook,
                            int *recognizedPages)
{
    if (pdf.size() > std::size_t(INT_MAX))
        return Status::error(Status::Code::TooLarge, QStringLiteral("PDF larger than 2 GiB"));
    preparePoppler();
    t_firstPopplerError.clear();
    t_popplerErrors = 0;
    try {
        return readPdf(pdf, ocr, hook, recognizedPages);
    } catch (const std::bad_alloc &) {
        return Status::error(Status::Code::TooLarge,
                             QStringLiteral("PDF needs more memory than is available"));
    } catch (const std::exception &e) {
        return Status::error(Status::Code::Corrupt,
                             phrase(Phrase::DamagedPdf).arg(QString::fromUtf8(e.what())));
    } catch (...) {
        return Status::error(Status::Code::Corrupt, QStringLiteral("damaged PDF: poppler failed on it"));
    }
}

} // namespace lookalike
