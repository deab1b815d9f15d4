#include "MainWindow.h"
#include "base/Translations.h"
#include "store/IndexStore.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QIcon>
#include <QLocale>
#include <QSettings>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("lookalike"));
    QApplication::setOrganizationName(QStringLiteral("lookalike"));
    QApplication::setApplicationDisplayName(QStringLiteral("Lookalike"));
    QApplication::setApplicationVersion(QStringLiteral(LOOKALIKE_VERSION));

    // Lookalike's own strings (compiled from translations/*.ts, the English plural forms under
    // them) and Qt's (qtbase_*.qm: the dialogs' standard buttons), in the user's language.
    const lookalike::Translations translations{QLocale()};

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Find near-duplicate documents."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("PATH"),
        QApplication::translate("main",
                                "The index file to open (a new one is offered if it does not exist), "
                                "folders to add to it (else to the last index), or web archives (WARC, "
                                "ARC) to import into it."),
        QStringLiteral("[INDEX] [FOLDER...] [ARCHIVE...]"));
    parser.process(app);
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/org.lookalike.Lookalike.png")));
    QGuiApplication::setDesktopFileName(QStringLiteral("org.lookalike.Lookalike"));

    lookalike::MainWindow window;
    window.show();
    // The index named, or folders and archives to add, else the last index opened, else the
    // default one; a path that does not exist is asked about, never silently replaced.
    window.openFromArguments(parser.positionalArguments());
    return app.exec();
}
