#include "MainWindow.h"
#include "base/Translations.h"
#include "store/IndexStore.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QIcon>
#include <QLocale>
#include <QSettings>
#include <cstring>

namespace {

void nameApplication()
{
    QCoreApplication::setApplicationName(QStringLiteral("lookalike"));
    QCoreApplication::setOrganizationName(QStringLiteral("lookalike"));
    QCoreApplication::setApplicationVersion(QStringLiteral(LOOKALIKE_VERSION));
}

void describeArguments(QCommandLineParser &parser)
{
    parser.setApplicationDescription(QCoreApplication::translate("main", "Find near-duplicate documents."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("PATH"),
        QCoreApplication::translate("main",
                                    "The index file to open (a new one is offered if it does not exist), "
                                    "folders to add to it (else to the last index), or web archives (WARC, "
                                    "ARC) to import into it."),
        QStringLiteral("[INDEX] [FOLDER...] [ARCHIVE...]"));
}

// --help and --version answer in the terminal, with no display to open (over ssh, in a
// package's test).
bool asksForTextOnly(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i)
        for (const char *option : {"-h", "--help", "-?", "--help-all", "-v", "--version"})
            if (std::strcmp(argv[i], option) == 0)
                return true;
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    if (asksForTextOnly(argc, argv)) {
        QCoreApplication app(argc, argv);
        nameApplication();
        const lookalike::Translations translations{QLocale()};
        QCommandLineParser parser;
        describeArguments(parser);
        parser.process(app); // prints and exits
        return 0;
    }

    QApplication app(argc, argv);
    nameApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("Lookalike"));

    // Lookalike's own strings (compiled from translations/*.ts, the English plural forms under
    // them) and Qt's (qtbase_*.qm: the dialogs' standard buttons), in the user's language.
    const lookalike::Translations translations{QLocale()};

    QCommandLineParser parser;
    describeArguments(parser);
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
