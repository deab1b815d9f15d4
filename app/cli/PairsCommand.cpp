// lookalike-cli pairs: the stored near-duplicate pairs (usecase::exportCoveredPairs).
#include "CliSupport.h"
#include "Command.h"
#include "usecase/Export.h"

#include <QDir>
#include <QFileInfo>

namespace lookalike::cli {

namespace {

class PairsCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(lookalike::cli)

public:
    PairsCommand()
        : Command(QStringLiteral("pairs"), tr("near-duplicate pairs with resemblance and containment"),
                  tr("Every near-duplicate pair: resemblance and containment both ways."))
    {
        m_options = {m_db, m_min, m_minContainment, m_exact, m_new, m_format};
    }

protected:
    int run(const QCommandLineParser &parser) override;

private:
    const QCommandLineOption m_db{QStringLiteral("db"),
                                  tr("The index file (default: in the user's data folder)."), tr("FILE")};
    const QCommandLineOption m_min{QStringLiteral("min"), tr("Pairs with resemblance >= R (default 0.5)."),
                                   tr("R")};
    const QCommandLineOption m_minContainment{
        QStringLiteral("min-containment"), tr("... or containment either way >= C (default: off)."), tr("C")};
    const QCommandLineOption m_exact{QStringLiteral("exact"),
                                     tr("Exact figures, read again from the documents.")};
    const QCommandLineOption m_new{
        QStringLiteral("new"),
        tr("Compare new against old: only the pairs with a document in FOLDER (repeatable)."), tr("FOLDER")};
    const QCommandLineOption m_format{QStringLiteral("format"), tr("csv or json (default csv)."),
                                      tr("FORMAT"), QStringLiteral("csv")};
};

int PairsCommand::run(const QCommandLineParser &parser)
{
    usecase::PairExport options;
    options.exact = parser.isSet(m_exact);
    for (const QString &folder : parser.values(m_new))
        options.newFolders << QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
    if (!parseFraction(parser, m_min, options.minResemblance) ||
        !parseFraction(parser, m_minContainment, options.minContainment) ||
        !validFormat(parser, m_format, {QStringLiteral("csv"), QStringLiteral("json")}))
        return ExitUsage;
    const auto store = openExisting(parser, m_db);
    if (!store)
        return ExitFailure;
    // The stored pairs cover the thresholds of the last matching; matched again lower if asked
    // (as the window's Export Pairs does: one use case).
    const auto format = parser.value(m_format) == QLatin1String("json") ? usecase::ExportFormat::Json
                                                                        : usecase::ExportFormat::Csv;
    Result<qint64> written = qint64(0);
    {
        ProgressLine line(true);
        Interruption interrupt;
        written = usecase::exportCoveredPairs(
            *store, out(), format, options, interrupt.cancelFlag(), matchProgress(line),
            [this](const QString &problem) { complain(problem, ExitFailure); });
    }
    if (!written)
        return written.status().code() == Status::Code::Cancelled ? matchingFailed(written.status())
                                                                  : fail(written.status());
    return ExitOk;
}

} // namespace

std::unique_ptr<Command> pairsCommand()
{
    return std::make_unique<PairsCommand>();
}

} // namespace lookalike::cli
