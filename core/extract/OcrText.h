#pragma once

#include "base/Status.h"

#include <QString>
#include <QStringList>
#include <functional>
#include <string>
#include <string_view>

// Text recognition (OCR) of scans: images (PNG, JPEG, TIFF, every page of a TIFF) and the
// pages of a PDF that have no text layer, through Tesseract (libtesseract, its LSTM engine)
// and Leptonica (which decodes the images). Run by the helper process like the other readers
// of untrusted formats (ExtractorProcess.h): a page takes seconds, and the helper's time limit
// counts from the page it is on.
namespace lookalike {

struct OcrParams
{
    bool enabled = true; // false: PDFs without a text layer (and images) are not text documents
    // Images too (PNG, JPEG, TIFF), off by default: a folder of photos would take seconds a photo
    // (Recoll, the desktop search engine, leaves image OCR off by default for the same reason).
    bool images = false;
    // Tesseract's language codes joined by '+' ("eng+deu"); empty: defaultOcrLanguages().
    // Languages whose data is not installed are left out.
    QString languages;
};

// Called before each page is recognized: (page, pages), page counted from 1.
using OcrPageHook = std::function<void(int page, int pages)>;

// The folder Tesseract's language data is read from: $TESSDATA_PREFIX, else Debian's.
QString ocrDataPath();
// The languages whose data is installed there ("deu", "eng", "fra"; not "osd"), sorted.
QStringList installedOcrLanguages();
// When no language is set: English and the user's own language (QLocale), those installed;
// all installed ones if neither is.
QString defaultOcrLanguages();
// The languages of `asked` ('+'-separated; empty: the default) whose data is installed,
// joined by '+'; empty if none.
QString usableOcrLanguages(const QString &asked);

// The smallest image worth recognizing: icons and buttons hold no page of text.
constexpr int kOcrMinImagePixels = 160 * 160;

// The recognized text of an image file's bytes (PNG, JPEG, TIFF), pages separated by a line
// break. Fails with NotText for an image too small to hold text (kOcrMinImagePixels) or one
// where nothing was recognized, Unsupported when no language data is installed, Corrupt for
// an image Leptonica cannot decode, TooLarge above 200 megapixels a page.
Result<std::string> imageText(std::string_view bytes, const OcrParams &params, const OcrPageHook &hook = {});

// The recognized text of one page rendered as 8-bit gray pixels (`stride` bytes a row) at
// `dpi`. Empty when nothing was recognized.
Result<std::string> recognizeGrayPage(const unsigned char *pixels, int width, int height, int stride, int dpi,
                                      const OcrParams &params);

// Whether `utf8` holds anything but white space (a page with text, a recognition that found some).
bool hasVisibleText(std::string_view utf8);

// What recognition writes for a word broken across lines ("recog-\nnition") joined again
// ("recognition\n"), so that a scan's words are its original's. Only a hyphen at a line's end
// between two letters, the next line starting with a lower-case letter.
void joinHyphenatedLines(std::string &utf8);

} // namespace lookalike
