#include "MainWindow.h"
#include "store/IndexStore.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("lookalike"));
    QApplication::setOrganizationName(QStringLiteral("lookalike"));
    QApplication::setApplicationDisplayName(QStringLiteral("Lookalike"));
    QApplication::setApplicationVersion(QStringLiteral(LOOKALIKE_VERSION));

    // Lookalike's own strings (compiled from translations/*.ts) and Qt's, in the user's language.
    QTranslator appTranslator;
    if (appTranslator.load(QLocale(), QStringLiteral("lookalike"), QStringLiteral("_"),
                           QStringLiteral(":/i18n")))
        QApplication::installTranslator(&appTranslator);
    QTranslator qtTranslator;
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Find near-duplicate documents."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("INDEX"),
                                 QApplication::translate("main", "The index file to open."));
    parser.process(app);

    lookalike::MainWindow window;
    // The index named on the command line, else the last one opened, else the default one.
    QString index = parser.positionalArguments().value(0);
    if (index.isEmpty())
        index = QSettings().value(QStringLiteral("index/last")).toString();
    if (index.isEmpty() || !QFileInfo::exists(index))
        index = lookalike::IndexStore::defaultPath();
    window.openIndex(index);
    window.show();
    return app.exec();
}
