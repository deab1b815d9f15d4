#pragma once

#include "crawl/CrawlIndex.h"
#include "store/IndexStore.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>
#include <vector>

// lookalike-cli: one Command per file, found by name in a registry (after KeePassXC's
// src/cli/Command.h). A command only parses its input and presents results; what it does is
// decided in core/usecase (and core/crawl), the same calls the window makes.
namespace lookalike::cli {

// Exit codes of lookalike-cli.
enum ExitCode
{
    ExitOk = 0,          // done (files that could not be read are listed in the summary, not failures)
    ExitFailure = 1,     // the command could not do its job (index error, missing input file)
    ExitUsage = 2,       // wrong arguments
    ExitCancelled = 130, // interrupted (Ctrl+C); a later scan resumes
};

// A positional argument as a command's --help lists it (QCommandLineParser has no class for them).
struct PositionalArgument
{
    QString name;
    QString description;
    QString syntax; // "PATH...", "[URL]"; empty: the name
};

// One command: its name, what it does in one line (lookalike-cli --help) and at more length
// (its own --help), its options and positional arguments. execute() parses the arguments
// (single-dash words as long options), answers --help and usage errors (ExitUsage) and calls
// run(). Results go to stdout, progress and errors to stderr. Strings are translated in the
// one context "lookalike::cli" (translations/*.ts).
class Command
{
    Q_DECLARE_TR_FUNCTIONS(lookalike::cli)

public:
    virtual ~Command() = default;
    Command(const Command &) = delete;
    Command &operator=(const Command &) = delete;

    const QString &name() const { return m_name; }
    const QString &description() const { return m_description; }
    // "scan PATH...": the name and the arguments it takes.
    QString synopsis() const;
    // Parses `arguments` (the command's name first) and runs the command; the exit code.
    int execute(const QStringList &arguments);
    // What `lookalike-cli NAME --help` prints.
    QString helpText() const;

    // Every command, in the order lookalike-cli --help lists them. Built on first use (after
    // the translator is installed).
    static const std::vector<std::unique_ptr<Command>> &all();
    // The command called `name`; nullptr if there is none.
    static Command *find(const QString &name);
    // What `lookalike-cli --help` prints, generated from all().
    static QString usage();
    // The manual page lookalike-cli(1) (troff, man macros), generated from all() as --help is:
    // what `lookalike-cli --manpage` prints (the build installs it).
    static QString manPage();

protected:
    Command(QString name, QString description, QString about);

    // Runs the command once its arguments parsed; the exit code.
    virtual int run(const QCommandLineParser &parser) = 0;

    // "lookalike-cli NAME: " + the status; ExitFailure.
    int fail(const Status &status) const;
    // "lookalike-cli NAME: " + text (a line); `code`.
    int complain(const QString &text, int code) const;
    // Whether --format is one of `allowed` (else says so).
    bool validFormat(const QCommandLineParser &parser, const QCommandLineOption &format,
                     const QStringList &allowed) const;
    // The index named by `db` (else the default one) if it exists and opens; else says why
    // and returns nullptr.
    std::unique_ptr<IndexStore> openExisting(const QCommandLineParser &parser, const QCommandLineOption &db,
                                             IndexStore::Mode mode = IndexStore::Mode::ReadWrite) const;
    // The index named by `db` and its crawl side (the crawl commands); nullopt after saying why
    // (no index, or one without web archives).
    // `asked`: the --threshold given, if any; the questions are asked at `threshold`
    // (usecase::crawlThreshold: else the value the window's Crawl view set, else 0.5).
    struct Crawl
    {
        std::unique_ptr<IndexStore> store;
        std::optional<CrawlIndex> index; // always set
        double threshold = 0;
    };
    std::optional<Crawl> openCrawl(const QCommandLineParser &parser, const QCommandLineOption &db,
                                   std::optional<double> asked = std::nullopt) const;
    // The value of a fraction option when it is given (nullopt: not given; false: not a fraction).
    bool parseAskedFraction(const QCommandLineParser &parser, const QCommandLineOption &option,
                            std::optional<double> &value) const;
    // A matching run the command asked for failed or was cancelled: says so (the stored
    // pairs are kept); ExitCancelled or ExitFailure.
    int matchingFailed(const Status &status) const;

    QList<QCommandLineOption> m_options;
    QList<PositionalArgument> m_positional;
    int m_minPositional = 0;
    int m_maxPositional = 0; // -1: any number
    // What the synopsis shows after the name when the positional arguments do not say it all
    // ("URL|--all"); empty: their syntax.
    QString m_synopsis;

private:
    void setUp(QCommandLineParser &parser) const;
    QString helpText(const QCommandLineParser &parser) const;

    QString m_name;
    QString m_description;
    QString m_about;
    QCommandLineOption m_help;
};

// The commands, one file each (ScanCommand.cpp, ...).
std::unique_ptr<Command> scanCommand();
std::unique_ptr<Command> compareCommand();
std::unique_ptr<Command> pairsCommand();
std::unique_ptr<Command> clustersCommand();
std::unique_ptr<Command> similarCommand();
std::unique_ptr<Command> relatedCommand();
std::unique_ptr<Command> topicsCommand();
std::unique_ptr<Command> statsCommand();
std::unique_ptr<Command> importCommand();
std::unique_ptr<Command> urlCommand();
std::unique_ptr<Command> lostFoundCommand();
std::unique_ptr<Command> mirrorsCommand();
std::unique_ptr<Command> evolutionCommand();
std::unique_ptr<Command> shardCommand();
std::unique_ptr<Command> mergeCommand();

} // namespace lookalike::cli
