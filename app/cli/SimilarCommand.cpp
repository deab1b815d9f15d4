// lookalike-cli similar: the indexed documents like a file (usecase::documentsLikeFile).
#include "CliSupport.h"
#include "Command.h"
#include "usecase/Export.h"
#include "usecase/SimilarDocuments.h"

namespace lookalike::cli {

namespace {

class SimilarCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(lookalike::cli)

public:
    SimilarCommand()
        : Command(QStringLiteral("similar"), tr("indexed documents like FILE"),
                  tr("The indexed documents that resemble FILE, contain it or are contained in it."))
    {
        m_options = {m_db, m_min, m_minContainment, m_format};
        m_positional = {{QStringLiteral("FILE"), tr("Any file, indexed or not."), {}}};
        m_minPositional = 1;
        m_maxPositional = 1;
    }

protected:
    int run(const QCommandLineParser &parser) override;

private:
    const QCommandLineOption m_db{QStringLiteral("db"),
                                  tr("The index file (default: in the user's data folder)."), tr("FILE")};
    const QCommandLineOption m_min{QStringLiteral("min"), tr("Resemblance >= R (default 0.3)."), tr("R")};
    const QCommandLineOption m_minContainment{
        QStringLiteral("min-containment"), tr("... or containment either way >= C (default 0.5)."), tr("C")};
    const QCommandLineOption m_format{QStringLiteral("format"), tr("csv or json (default csv)."),
                                      tr("FORMAT"), QStringLiteral("csv")};
};

int SimilarCommand::run(const QCommandLineParser &parser)
{
    usecase::SimilarQuery query;
    if (!parseFraction(parser, m_min, query.minResemblance) ||
        !parseFraction(parser, m_minContainment, query.minContainment) ||
        !validFormat(parser, m_format, {QStringLiteral("csv"), QStringLiteral("json")}))
        return ExitUsage;
    const auto store = openExisting(parser, m_db);
    if (!store)
        return ExitFailure;
    const QString file = parser.positionalArguments().constFirst();
    const auto similar = usecase::documentsLikeFile(*store, file, query);
    if (!similar)
        return complain(problemText(similar.status(), file), ExitFailure);
    usecase::exportSimilar(out(),
                           parser.value(m_format) == QLatin1String("json") ? usecase::ExportFormat::Json
                                                                           : usecase::ExportFormat::Csv,
                           *similar);
    return ExitOk;
}

} // namespace

std::unique_ptr<Command> similarCommand()
{
    return std::make_unique<SimilarCommand>();
}

} // namespace lookalike::cli
