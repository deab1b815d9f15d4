#include "Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace lookalike {

Translations::Translations(const QLocale &locale, const QString &qmFolder)
{
    const QString prefix = QStringLiteral("_");
    // Installed last is asked first: the English plurals go in first, under the language's own.
    auto english = std::make_unique<QTranslator>();
    const bool englishLoaded =
        english->load(QStringLiteral("lookalike_en"), qmFolder) && install(std::move(english));
    // The first of the locale's languages Lookalike has a translation for (LANGUAGE=fr:de...).
    auto own = std::make_unique<QTranslator>();
    if (own->load(locale, QStringLiteral("lookalike"), prefix, qmFolder) &&
        !own->language().startsWith(QLatin1String("en")))
        m_own = install(std::move(own));
    else
        m_own = englishLoaded && (own->language().startsWith(QLatin1String("en")) ||
                                  locale.language() == QLocale::English || locale.language() == QLocale::C);
    auto qt = std::make_unique<QTranslator>();
    m_qt = qt->load(locale, QStringLiteral("qtbase"), prefix,
                    QLibraryInfo::path(QLibraryInfo::TranslationsPath)) &&
           install(std::move(qt));
}

Translations::~Translations()
{
    for (auto it = m_installed.rbegin(); it != m_installed.rend(); ++it)
        QCoreApplication::removeTranslator(it->get());
}

bool Translations::install(std::unique_ptr<QTranslator> translator)
{
    if (!QCoreApplication::installTranslator(translator.get()))
        return false;
    m_installed.push_back(std::move(translator));
    return true;
}

} // namespace lookalike
