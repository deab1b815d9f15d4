#pragma once

#include <QStringList>

namespace lookalike::cli {

// Exit codes of lookalike-cli.
enum ExitCode {
    ExitOk = 0,        // done (files that could not be read are listed in the summary, not failures)
    ExitFailure = 1,   // the command could not do its job (index error, missing input file)
    ExitUsage = 2,     // wrong arguments
    ExitCancelled = 130, // interrupted (Ctrl+C); a later scan resumes
};

// Each command parses its own arguments (args[0] is the command name) and prints results on
// stdout, progress and errors on stderr.
int scanCommand(const QStringList &args);
int compareCommand(const QStringList &args);
int statsCommand(const QStringList &args);
int pairsCommand(const QStringList &args);
int clustersCommand(const QStringList &args);
int similarCommand(const QStringList &args);
// Web crawls (CrawlCommands.cpp).
int importCommand(const QStringList &args);
int urlCommand(const QStringList &args);
int lostFoundCommand(const QStringList &args);
int mirrorsCommand(const QStringList &args);
int evolutionCommand(const QStringList &args);

} // namespace lookalike::cli
