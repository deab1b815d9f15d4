#pragma once

#include <QLocale>
#include <QString>
#include <memory>
#include <vector>

class QTranslator;

namespace lookalike {

// The translations of a Lookalike process (the CLI's and the window's), installed on the
// running QCoreApplication while the object lives, removed when it is destroyed:
//  - lookalike_en: the English plural forms of the source texts ("1 cluster", not "1 clusters":
//    tr("%n clusters", nullptr, n) needs a translation for its plurals, even in English);
//  - lookalike_<language of `locale`> over it (German, French; a text it lacks falls back to
//    the English one below);
//  - Qt's own, qtbase_<language> from QLibraryInfo's TranslationsPath (the buttons of
//    QDialogButtonBox, the context menus of text fields...; Debian: qt6-translations-l10n).
// `qmFolder`: where lookalike_*.qm are; the executables carry them under ":/i18n".
// The languages are the locale's: on Unix, for QLocale(), Qt reads LANGUAGE (a list, "fr:de"),
// else LC_ALL, else LC_MESSAGES, else LANG itself; the C library's locales need not be
// generated. GUI or main thread, after the QCoreApplication is made.
class Translations
{
public:
    explicit Translations(const QLocale &locale, const QString &qmFolder = QStringLiteral(":/i18n"));
    ~Translations();
    Translations(const Translations &) = delete;
    Translations &operator=(const Translations &) = delete;

    // Whether Lookalike's own translation for the locale's language was found (English: the
    // plural forms), and whether Qt's was.
    bool ownLoaded() const { return m_own; }
    bool qtLoaded() const { return m_qt; }

private:
    bool install(std::unique_ptr<QTranslator> translator);

    std::vector<std::unique_ptr<QTranslator>> m_installed;
    bool m_own = false;
    bool m_qt = false;
};

} // namespace lookalike
