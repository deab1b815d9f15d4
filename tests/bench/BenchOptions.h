#pragma once

// A benchmark's command line, read strictly: an option it does not know, an option without its
// value, an argument it does not take, or -h/--help prints its usage and the benchmark does
// not run (a mistyped option used to start minutes of benchmark with the defaults).

#include <QCommandLineParser>
#include <QList>
#include <QStringList>
#include <cstdio>
#include <optional>

// Adds `options` (and -h/--help) to `parser` and parses `arguments`. nullopt: go on, the values
// are in `parser`; else the usage was printed and this is the exit code: 0 for help, 2 for a
// mistake. `positional`: whether arguments that are no options are taken (positionalArguments()).
inline std::optional<int> parseBenchOptions(QCommandLineParser &parser,
                                            const QList<QCommandLineOption> &options,
                                            const QStringList &arguments, const char *usage,
                                            bool positional = false)
{
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    parser.addOptions(options);
    parser.addOption(help);
    const bool parsed = parser.parse(arguments);
    if (parsed && !parser.isSet(help) && (positional || parser.positionalArguments().isEmpty()))
        return std::nullopt;
    std::printf("%s", usage);
    return parsed && parser.isSet(help) ? 0 : 2;
}
