// lookalike-cli related and topics: "What's related" for one document, and the topics
// (usecase/RelatedDocuments.h).
#include "CliSupport.h"
#include "Command.h"
#include "usecase/Export.h"
#include "usecase/RelatedDocuments.h"

namespace lookalike::cli {

namespace {

// Finds the related documents first when the index changed since they were found (a scan
// leaves them to the first question). False after a message when that failed.
bool relatedReady(IndexStore &store)
{
    std::optional<usecase::RelateOutcome> outcome;
    {
        ProgressLine line(true);
        Interruption interrupt;
        outcome = usecase::ensureRelated(store, interrupt.cancelFlag(), matchProgress(line));
    }
    if (!outcome)
        return true;
    if (!outcome->status.isOk()) {
        err() << "lookalike-cli: related documents: " << outcome->status.toString() << '\n';
        return false;
    }
    return true;
}

class RelatedCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(lookalike::cli)

public:
    RelatedCommand()
        : Command(
              QStringLiteral("related"), tr("documents on the same topic as FILE or URL"),
              tr("\"What's related\": the indexed documents nearest to FILE or URL by topic (their TF-IDF "
                 "bags of words), most similar first. FILE or URL must be in the index."))
    {
        m_options = {m_db, m_top, m_format};
        m_positional = {
            {QStringLiteral("FILE|URL"), tr("An indexed file, or a page of an imported crawl."), {}}};
        m_minPositional = 1;
        m_maxPositional = 1;
    }

protected:
    int run(const QCommandLineParser &parser) override;

private:
    const QCommandLineOption m_db{QStringLiteral("db"),
                                  tr("The index file (default: in the user's data folder)."), tr("FILE")};
    const QCommandLineOption m_top{QStringLiteral("top"), tr("At most N documents (default 10)."), tr("N"),
                                   QStringLiteral("10")};
    const QCommandLineOption m_format{QStringLiteral("format"), tr("csv or json (default csv)."),
                                      tr("FORMAT"), QStringLiteral("csv")};
};

int RelatedCommand::run(const QCommandLineParser &parser)
{
    bool ok = false;
    const int top = parser.value(m_top).toInt(&ok);
    if (!ok || top < 1)
        return complain(tr("--top takes a whole number of at least 1, not '%1'").arg(parser.value(m_top)),
                        ExitUsage);
    if (!validFormat(parser, m_format, {QStringLiteral("csv"), QStringLiteral("json")}))
        return ExitUsage;
    const auto store = openExisting(parser, m_db);
    if (!store)
        return ExitFailure;
    if (!relatedReady(*store))
        return ExitFailure;
    const QString name = parser.positionalArguments().constFirst();
    const auto doc = usecase::documentNamed(*store, name);
    if (!doc)
        return fail(doc.status());
    const auto related = usecase::whatsRelated(*store, doc->id, top);
    if (!related)
        return fail(related.status());
    usecase::exportRelated(out(),
                           parser.value(m_format) == QLatin1String("json") ? usecase::ExportFormat::Json
                                                                           : usecase::ExportFormat::Csv,
                           *related);
    return ExitOk;
}

class TopicsCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(lookalike::cli)

public:
    TopicsCommand()
        : Command(QStringLiteral("topics"), tr("groups of documents on one topic"),
                  tr("Topics: the related documents grouped with CENTER, each with its centre and its "
                     "weightiest words. --again finds the related documents again first."))
    {
        m_options = {m_db, m_again, m_threshold, m_format};
    }

protected:
    int run(const QCommandLineParser &parser) override;

private:
    const QCommandLineOption m_db{QStringLiteral("db"),
                                  tr("The index file (default: in the user's data folder)."), tr("FILE")};
    const QCommandLineOption m_again{
        QStringLiteral("again"), tr("Find related documents again (with --threshold: at that similarity).")};
    const QCommandLineOption m_threshold{QStringLiteral("threshold"),
                                         tr("The weighted similarity of related documents (default: the last "
                                            "used, else 0.05)."),
                                         tr("T")};
    const QCommandLineOption m_format{QStringLiteral("format"), tr("csv or json (default csv)."),
                                      tr("FORMAT"), QStringLiteral("csv")};
};

int TopicsCommand::run(const QCommandLineParser &parser)
{
    if (!validFormat(parser, m_format, {QStringLiteral("csv"), QStringLiteral("json")}))
        return ExitUsage;
    double threshold = -1;
    if (!parseFraction(parser, m_threshold, threshold))
        return ExitUsage;
    const auto store = openExisting(parser, m_db);
    if (!store)
        return ExitFailure;
    if (parser.isSet(m_again) || parser.isSet(m_threshold)) {
        auto params = store->related().storedParams();
        if (!params)
            return fail(params.status());
        RelatedParams asked = params->value_or(RelatedParams{});
        if (parser.isSet(m_threshold))
            asked.threshold = threshold;
        usecase::RelateOutcome outcome;
        {
            ProgressLine line(true);
            Interruption interrupt;
            outcome = usecase::relate(*store, asked, interrupt.cancelFlag(), matchProgress(line));
        }
        if (!outcome.status)
            return fail(outcome.status);
    } else if (!relatedReady(*store)) {
        return ExitFailure;
    }
    const auto topics = usecase::topics(*store);
    if (!topics)
        return fail(topics.status());
    usecase::exportTopics(out(),
                          parser.value(m_format) == QLatin1String("json") ? usecase::ExportFormat::Json
                                                                          : usecase::ExportFormat::Csv,
                          *topics);
    return ExitOk;
}

} // namespace

std::unique_ptr<Command> relatedCommand()
{
    return std::make_unique<RelatedCommand>();
}

std::unique_ptr<Command> topicsCommand()
{
    return std::make_unique<TopicsCommand>();
}

} // namespace lookalike::cli
