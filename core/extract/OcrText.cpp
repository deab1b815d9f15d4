#include "OcrText.h"

#include <QDir>
#include <QLocale>
#include <QSet>
#include <cctype>
#include <unicode/uchar.h>
#include <unicode/utf8.h>

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

bool hasVisibleText(std::string_view utf8)
{
    for (const char c : utf8)
        if (!std::isspace(static_cast<unsigned char>(c)))
            return true;
    return false;
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

} // namespace lookalike
