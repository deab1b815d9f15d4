#include "Commands.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

using namespace lookalike;

namespace {

void printUsage(FILE *to)
{
    QTextStream out(to);
    out << QCoreApplication::translate("cli",
                                       "Usage: lookalike-cli COMMAND [OPTIONS]\n"
                                       "Find near-duplicate documents.\n\n"
                                       "Commands:\n"
                                       "  scan PATH...           index folders (text, HTML, PDF, DOCX, ODT, EPUB) and match\n"
                                       "  compare FILE_A FILE_B  resemblance and containment of two files\n"
                                       "  pairs                  near-duplicate pairs with resemblance and containment\n"
                                       "  clusters               clusters of near-duplicates under a policy\n"
                                       "  similar FILE           indexed documents like FILE\n"
                                       "  stats                  what the index holds\n"
                                       "  import ARCHIVE...      import web archives (WARC, ARC) as a sweep of a crawl\n"
                                       "  url URL                a URL's captures per sweep and their clusters\n"
                                       "  lost-found URL|--all   where pages gone from the newest sweep are now\n"
                                       "  mirrors                mirrored host pairs of a sweep\n"
                                       "  evolution --from L --to L  how pages and clusters changed between sweeps\n\n"
                                       "Run 'lookalike-cli COMMAND --help' for a command's options.\n"
                                       "Options: --help, --version\n");
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("lookalike"));
    QCoreApplication::setOrganizationName(QStringLiteral("lookalike"));
    QCoreApplication::setApplicationVersion(QStringLiteral(LOOKALIKE_VERSION));

    const QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty()) {
        printUsage(stderr);
        return cli::ExitUsage;
    }
    const QString command = args.first();
    if (command == QLatin1String("--help") || command == QLatin1String("-h") || command == QLatin1String("help")) {
        printUsage(stdout);
        return cli::ExitOk;
    }
    if (command == QLatin1String("--version") || command == QLatin1String("-v")) {
        QTextStream(stdout) << "lookalike-cli " << QCoreApplication::applicationVersion() << '\n';
        return cli::ExitOk;
    }
    if (command == QLatin1String("scan"))
        return cli::scanCommand(args);
    if (command == QLatin1String("compare"))
        return cli::compareCommand(args);
    if (command == QLatin1String("stats"))
        return cli::statsCommand(args);
    if (command == QLatin1String("pairs"))
        return cli::pairsCommand(args);
    if (command == QLatin1String("clusters"))
        return cli::clustersCommand(args);
    if (command == QLatin1String("similar"))
        return cli::similarCommand(args);
    if (command == QLatin1String("import"))
        return cli::importCommand(args);
    if (command == QLatin1String("url"))
        return cli::urlCommand(args);
    if (command == QLatin1String("lost-found"))
        return cli::lostFoundCommand(args);
    if (command == QLatin1String("mirrors"))
        return cli::mirrorsCommand(args);
    if (command == QLatin1String("evolution"))
        return cli::evolutionCommand(args);
    QTextStream(stderr) << QCoreApplication::translate("cli", "lookalike-cli: unknown command '%1'\n").arg(command);
    printUsage(stderr);
    return cli::ExitUsage;
}
