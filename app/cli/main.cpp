// lookalike-cli: the commands of Command::all(), in the user's language.
#include "CliSupport.h"
#include "Command.h"
#include "base/Translations.h"

#include <QCoreApplication>
#include <QLocale>

using namespace lookalike::cli;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("lookalike"));
    QCoreApplication::setOrganizationName(QStringLiteral("lookalike"));
    QCoreApplication::setApplicationVersion(QStringLiteral(LOOKALIKE_VERSION));

    // Lookalike's own strings (compiled from translations/*.ts, the window's too, the English
    // plural forms under them) and Qt's. The language: LANGUAGE, else LC_ALL, LC_MESSAGES, LANG.
    const lookalike::Translations translations{QLocale()};

    const QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty()) {
        err() << Command::usage();
        return ExitUsage;
    }
    const QString name = args.first();
    if (name == QLatin1String("--help") || name == QLatin1String("-h") || name == QLatin1String("help")) {
        // "help COMMAND" is "COMMAND --help".
        if (const Command *command = Command::find(args.value(1)); command && name == QLatin1String("help"))
            out() << command->helpText();
        else
            out() << Command::usage();
        return ExitOk;
    }
    if (name == QLatin1String("--manpage")) { // for packagers: lookalike-cli(1)
        out() << Command::manPage();
        return ExitOk;
    }
    if (name == QLatin1String("--version") || name == QLatin1String("-v")) {
        out() << "lookalike-cli " << QCoreApplication::applicationVersion() << '\n';
        return ExitOk;
    }
    if (Command *command = Command::find(name))
        return command->execute(args);
    err() << Command::tr("lookalike-cli: unknown command '%1'\n").arg(name);
    err() << Command::usage();
    return ExitUsage;
}
