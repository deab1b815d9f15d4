#pragma once

#include "base/Status.h"
#include "match/Matcher.h"
#include "sketch/Sketch.h"
#include "store/IndexStore.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <atomic>
#include <memory>

// What the commands of lookalike-cli share (defined in Commands.cpp).
namespace lookalike::cli {

QString tr(const char *text);
QTextStream &out();
QTextStream &err();
// Parses args[1..] with the options of one command. Returns -1 to go on, else an exit code.
int parseCommand(QCommandLineParser &parser, const QStringList &args, const QString &synopsis, int minPositional,
                 int maxPositional);
bool parseWholeNumber(const QCommandLineParser &parser, const QCommandLineOption &option, int min, int max, int &value);
bool parseShingleWidth(const QCommandLineParser &parser, const QCommandLineOption &option, SketchParams &params);
bool parseFraction(const QCommandLineParser &parser, const QCommandLineOption &option, double &value);
QString fixed(double v);
QString humanBytes(qint64 bytes);
bool validFormat(const QCommandLineParser &parser, const QCommandLineOption &format, const QString &command,
                 const QStringList &allowed);
Result<std::unique_ptr<IndexStore>> openExisting(const QCommandLineParser &parser, const QCommandLineOption &db,
                                                 const QString &command);
// Matches the index (a progress line on stderr if `showProgress`; Ctrl+C cancels), prints
// the summary, clusters with the stored policy. Returns an exit code.
int matchAndCluster(const QString &indexPath, const MatchParams &match, QTextStream &o, bool showProgress);

// SIGINT and SIGTERM cancel what runs (the registered scan, and matching through
// cancelFlag()) while one lives.
class InterruptGuard
{
public:
    InterruptGuard();
    ~InterruptGuard();
    InterruptGuard(const InterruptGuard &) = delete;
    InterruptGuard &operator=(const InterruptGuard &) = delete;
    const std::atomic_bool *cancelFlag() const;
};

} // namespace lookalike::cli
