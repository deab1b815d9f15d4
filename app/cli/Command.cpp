#include "Command.h"

#include "CliSupport.h"
#include "usecase/CrawlQuestions.h"

#include <QFileInfo>
#include <algorithm>

namespace lookalike::cli {

Command::Command(QString name, QString description, QString about)
    : m_name(std::move(name))
    , m_description(std::move(description))
    , m_about(std::move(about))
    , m_help({QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help."))
{}

const std::vector<std::unique_ptr<Command>> &Command::all()
{
    static const std::vector<std::unique_ptr<Command>> commands = [] {
        std::vector<std::unique_ptr<Command>> list;
        for (auto make : {scanCommand, compareCommand, pairsCommand, clustersCommand, similarCommand,
                          relatedCommand, topicsCommand, statsCommand, importCommand, urlCommand,
                          lostFoundCommand, mirrorsCommand, evolutionCommand, shardCommand, mergeCommand})
            list.push_back(make());
        return list;
    }();
    return commands;
}

Command *Command::find(const QString &name)
{
    for (const auto &command : all())
        if (command->name() == name)
            return command.get();
    return nullptr;
}

QString Command::synopsis() const
{
    QStringList parts{m_name};
    if (!m_synopsis.isEmpty())
        parts << m_synopsis;
    else
        for (const PositionalArgument &argument : m_positional)
            parts << (argument.syntax.isEmpty() ? argument.name : argument.syntax);
    return parts.join(QLatin1Char(' '));
}

QString Command::usage()
{
    qsizetype width = 0;
    for (const auto &command : all())
        width = std::max(width, command->synopsis().size());
    QString text = tr("Usage: lookalike-cli COMMAND [OPTIONS]") + QLatin1Char('\n') +
                   tr("Find near-duplicate documents.") + QLatin1String("\n\n") + tr("Commands:") +
                   QLatin1Char('\n');
    for (const auto &command : all())
        text += QLatin1String("  ") + command->synopsis().leftJustified(width + 2) + command->description() +
                QLatin1Char('\n');
    return text + QLatin1Char('\n') + tr("Run 'lookalike-cli COMMAND --help' for a command's options.") +
           QLatin1Char('\n') + tr("Options: --help, --version") + QLatin1Char('\n');
}

namespace {

// Text as troff reads it: backslashes and hyphens escaped, no line starting with a control
// character.
QString roff(QString text)
{
    text.replace(QLatin1Char('\\'), QLatin1String("\\e")).replace(QLatin1Char('-'), QLatin1String("\\-"));
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString &line : lines)
        if (line.startsWith(QLatin1Char('.')) || line.startsWith(QLatin1Char('\'')))
            line.prepend(QLatin1String("\\&"));
    return lines.join(QLatin1Char('\n'));
}

} // namespace

QString Command::manPage()
{
    QString page;
    page += QStringLiteral(".TH LOOKALIKE\\-CLI 1 \"%1\" \"Lookalike %2\" \"User Commands\"\n")
                .arg(QStringLiteral(LOOKALIKE_RELEASE_DATE), QStringLiteral(LOOKALIKE_VERSION));
    page += QStringLiteral(
        ".SH NAME\nlookalike\\-cli \\- find near\\-duplicate documents from the command line\n");
    page += QStringLiteral(".SH SYNOPSIS\n.B lookalike\\-cli\n.I COMMAND\n[\\fIOPTIONS\\fR]\n");
    page += QStringLiteral(
        ".SH DESCRIPTION\n"
        "Lookalike finds documents that are copies, near\\-duplicates or excerpts of one another: it "
        "extracts the text of every file (plain text in any common encoding, HTML, PDF, DOCX, ODT, RTF, DOC, "
        "EPUB, PPTX, XLSX, ODP, ODS, also gzip\\-compressed) or of the pages of web archives (WARC, ARC), "
        "cuts it "
        "into shingles of "
        "words, keeps a small sketch of each document in an index (an SQLite file), and reports the "
        "pairs that resemble or contain one another and their clusters. It also finds related "
        "documents (about the same topic), answers questions about crawls, and matches collections too "
        "large for one machine on a Dask cluster. The window, \\fBlookalike\\fR(1), opens the same "
        "index.\n.PP\nEvery command reads and writes one index: \\fB\\-\\-db\\fR \\fIFILE\\fR, or the "
        "default one (\\fI~/.local/share/lookalike/lookalike/index.sqlite\\fR).\n");
    page += QStringLiteral(".SH COMMANDS\n");
    for (const auto &command : all()) {
        page += QStringLiteral(".SS \"%1\"\n").arg(roff(command->synopsis()));
        page += roff(command->m_about) + QLatin1Char('\n');
        for (const PositionalArgument &a : command->m_positional)
            page += QStringLiteral(".TP\n.I %1\n%2\n")
                        .arg(roff(a.syntax.isEmpty() ? a.name : a.syntax), roff(a.description));
        for (const QCommandLineOption &o : command->m_options) {
            QStringList names;
            for (const QString &n : o.names())
                names << (n.size() == 1 ? QStringLiteral("\\-") : QStringLiteral("\\-\\-")) + roff(n);
            page += QStringLiteral(".TP\n.B %1").arg(names.join(QStringLiteral(", ")));
            if (!o.valueName().isEmpty())
                page += QStringLiteral(" \\fI%1\\fR").arg(roff(o.valueName()));
            page += QLatin1Char('\n') + roff(o.description()) + QLatin1Char('\n');
        }
    }
    page +=
        QStringLiteral(".SH OPTIONS\n.TP\n.BR \\-h \", \" \\-\\-help\nThe commands and what they do; with a "
                       "command, its options.\n.TP\n.BR \\-v \", \" \\-\\-version\nThe version.\n.TP\n"
                       ".B \\-\\-manpage\nThis manual page, written from the commands' own help.\n");
    page += QStringLiteral(
        ".SH EXIT STATUS\n.TP\n0\ndone (files that could not be read are listed in the summary)\n"
        ".TP\n1\nthe command could not do its job (an index error, a missing input file)\n"
        ".TP\n2\nwrong arguments\n.TP\n130\ninterrupted (a later scan or import resumes)\n");
    page += QStringLiteral(
        ".SH ENVIRONMENT\n.TP\n.B LANGUAGE, LC_ALL, LC_MESSAGES, LANG\nThe language of messages (English, "
        "German, French).\n.TP\n.B LOOKALIKE_EXTRACT_HELPER\nThe helper that reads PDF, office documents, "
        "EPUB and "
        "gzip files in a process of its own, with limits of time and memory (default: "
        "\\fI/usr/libexec/lookalike/lookalike\\-extract\\fR).\n");
    page += QStringLiteral(".SH EXAMPLES\n.nf\n"
                           "lookalike\\-cli scan ~/Documents\n"
                           "lookalike\\-cli clusters \\-\\-format csv > clusters.csv\n"
                           "lookalike\\-cli import \\-\\-sweep 2026\\-11 crawl.warc.gz\n"
                           "lookalike\\-cli lost\\-found \\-\\-all\n.fi\n");
    page += QStringLiteral(".SH SEE ALSO\n\\fBlookalike\\fR(1), \\fBlookalike\\-dask\\fR \\-\\-help\n");
    return page;
}

void Command::setUp(QCommandLineParser &parser) const
{
    parser.setApplicationDescription(m_about);
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOptions(m_options);
    parser.addOption(m_help);
    for (const PositionalArgument &argument : m_positional)
        parser.addPositionalArgument(argument.name, argument.description, argument.syntax);
}

QString Command::helpText(const QCommandLineParser &parser) const
{
    // QCommandLineParser names the program as it was started ("build/app/lookalike-cli"):
    // name it as a user types the command instead.
    QString help = parser.helpText();
    const QString program = QCoreApplication::arguments().value(0);
    if (const qsizetype at = program.isEmpty() ? -1 : help.indexOf(program); at >= 0)
        help.replace(at, program.size(), QLatin1String("lookalike-cli ") + m_name);
    return help;
}

QString Command::helpText() const
{
    QCommandLineParser parser;
    setUp(parser);
    return helpText(parser);
}

int Command::execute(const QStringList &arguments)
{
    QCommandLineParser parser;
    setUp(parser);
    if (!parser.parse(arguments))
        return complain(parser.errorText(), ExitUsage);
    if (parser.isSet(m_help)) {
        out() << helpText(parser);
        return ExitOk;
    }
    const qsizetype n = parser.positionalArguments().size();
    if (n < m_minPositional || (m_maxPositional >= 0 && n > m_maxPositional)) {
        err() << helpText(parser);
        return ExitUsage;
    }
    return run(parser);
}

int Command::complain(const QString &text, int code) const
{
    err() << "lookalike-cli " << m_name << ": " << text << '\n';
    return code;
}

int Command::fail(const Status &status) const
{
    return complain(status.toString(), ExitFailure);
}

bool Command::validFormat(const QCommandLineParser &parser, const QCommandLineOption &format,
                          const QStringList &allowed) const
{
    if (allowed.contains(parser.value(format)))
        return true;
    err() << tr("lookalike-cli %1: --format is %2\n").arg(m_name, allowed.join(QLatin1String(" or ")));
    return false;
}

std::unique_ptr<IndexStore> Command::openExisting(const QCommandLineParser &parser,
                                                  const QCommandLineOption &db, IndexStore::Mode mode) const
{
    const QString path = indexPath(parser, db);
    if (!QFileInfo::exists(path)) {
        complain(tr("%1: no index there (run 'lookalike-cli scan' first)").arg(path), ExitFailure);
        return nullptr;
    }
    auto store = IndexStore::open(path, mode);
    if (!store) {
        fail(store.status());
        return nullptr;
    }
    return std::move(store).value();
}

std::optional<Command::Crawl> Command::openCrawl(const QCommandLineParser &parser,
                                                 const QCommandLineOption &db,
                                                 std::optional<double> asked) const
{
    Crawl crawl;
    crawl.store = openExisting(parser, db);
    if (!crawl.store)
        return std::nullopt;
    crawl.threshold = usecase::crawlThreshold(*crawl.store, asked);
    crawl.index = loadCrawl(*crawl.store, name(), crawl.threshold);
    if (!crawl.index)
        return std::nullopt;
    return crawl;
}

bool Command::parseAskedFraction(const QCommandLineParser &parser, const QCommandLineOption &option,
                                 std::optional<double> &value) const
{
    if (!parser.isSet(option))
        return true;
    double x = 0;
    if (!parseFraction(parser, option, x))
        return false;
    value = x;
    return true;
}

int Command::matchingFailed(const Status &status) const
{
    if (status.code() == Status::Code::Cancelled) {
        err() << tr("lookalike-cli %1: matching cancelled; the pairs stored before are kept\n").arg(m_name);
        return ExitCancelled;
    }
    return complain(QLatin1String("matching: ") + status.toString(), ExitFailure);
}

} // namespace lookalike::cli
