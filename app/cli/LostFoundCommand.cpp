// lookalike-cli lost-found: where the pages gone from the newest sweep are now (crawl/LostAndFound).
#include "CliSupport.h"
#include "Command.h"
#include "crawl/LostAndFound.h"
#include "usecase/Csv.h"

namespace lookalike::cli {

namespace {

class LostFoundCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(lookalike::cli)

public:
    LostFoundCommand()
        : Command(QStringLiteral("lost-found"), tr("where pages gone from the newest sweep are now"),
                  tr("Lost and found: where the pages gone from the newest sweep are now."))
    {
        m_options = {m_db, m_all, m_min, m_format};
        m_positional = {
            {QStringLiteral("URL"), tr("A URL gone from the newest sweep."), QStringLiteral("[URL]")}};
        m_minPositional = 0;
        m_maxPositional = 1;
        m_synopsis = QStringLiteral("URL|--all");
    }

protected:
    int run(const QCommandLineParser &parser) override;

private:
    void printText(const std::vector<LostFoundAnswer> &answers, const CrawlIndex &index, bool all) const;

    const QCommandLineOption m_db{QStringLiteral("db"), tr("The index file."), tr("FILE")};
    const QCommandLineOption m_all{QStringLiteral("all"), tr("Every URL gone from the newest sweep.")};
    const QCommandLineOption m_min{
        QStringLiteral("min"), tr("Least resemblance of a new page to the old one (default 0.4)."), tr("R")};
    const QCommandLineOption m_format{QStringLiteral("format"), tr("text or csv (default text)."),
                                      tr("FORMAT"), QStringLiteral("text")};
};

int LostFoundCommand::run(const QCommandLineParser &parser)
{
    if (parser.isSet(m_all) == !parser.positionalArguments().isEmpty()) {
        err() << tr("lookalike-cli lost-found: give a URL or --all\n");
        return ExitUsage;
    }
    if (!validFormat(parser, m_format, {QStringLiteral("text"), QStringLiteral("csv")}))
        return ExitUsage;
    LostFoundParams params;
    if (!parseFraction(parser, m_min, params.minResemblance))
        return ExitUsage;
    // The pairs down to the lowest resemblance asked are loaded.
    const auto crawl = openCrawl(parser, m_db, params.minResemblance);
    if (!crawl)
        return ExitFailure;
    const auto &index = crawl->index;
    std::vector<LostFoundAnswer> answers;
    if (parser.isSet(m_all))
        answers = lostAndFoundAll(*index, params);
    else
        answers.push_back(lostAndFound(*index, parser.positionalArguments().constFirst(), params));
    if (parser.value(m_format) == QLatin1String("csv")) {
        out() << csv::lostFoundHeader() << '\n';
        const CrawlIndex &crawlIndex = *index; // clang 14 captures no structured binding
        for (const LostFoundAnswer &a : answers)
            out() << csv::lostFoundRow(a, [&](int sweep) { return crawlIndex.sweepLabel(sweep); }) << '\n';
        return ExitOk;
    }
    printText(answers, *index, parser.isSet(m_all));
    return ExitOk;
}

void LostFoundCommand::printText(const std::vector<LostFoundAnswer> &answers, const CrawlIndex &index,
                                 bool all) const
{
    QTextStream &o = out();
    auto label = [&](int sweep) {
        return index.sweepLabel(sweep);
    };
    qint64 moved = 0, copies = 0;
    for (const LostFoundAnswer &a : answers) {
        switch (a.verdict) {
        case LostFoundAnswer::Verdict::Moved:
            ++moved;
            o << tr("%1 -> %2 (resemblance %3%4)\n")
                     .arg(a.oldUrl, a.newUrl, fixed(a.resemblance),
                          a.viaRedirect ? tr(", redirected") : QString());
            break;
        case LostFoundAnswer::Verdict::CopyElsewhere:
            ++copies;
            o << tr("%1: gone; a copy is at %2 (resemblance %3), which held it already in sweep %4\n")
                     .arg(a.oldUrl, a.newUrl, fixed(a.resemblance), label(a.lastGoodSweep));
            break;
        case LostFoundAnswer::Verdict::Deleted:
            o << tr("%1: gone (last seen in sweep %2), nothing in sweep %3 resembles it\n")
                     .arg(a.oldUrl, label(a.lastGoodSweep), label(a.newestSweep));
            break;
        case LostFoundAnswer::Verdict::NotGone:
            o << tr("%1: still there in sweep %2\n").arg(a.oldUrl, label(a.newestSweep));
            break;
        case LostFoundAnswer::Verdict::NeverGood:
            o << tr("%1: never captured with text\n").arg(a.oldUrl);
            break;
        case LostFoundAnswer::Verdict::Unknown:
            o << tr("%1: in no sweep of the index\n").arg(a.oldUrl);
            break;
        }
    }
    if (all)
        o << tr("%n URLs gone from sweep %1: %2 moved, %3 with a copy that was there already, %4 neither\n",
                nullptr, pluralCount(qint64(answers.size())))
                 .arg(label(index.newestSweep()))
                 .arg(moved)
                 .arg(copies)
                 .arg(qint64(answers.size()) - moved - copies);
}

} // namespace

std::unique_ptr<Command> lostFoundCommand()
{
    return std::make_unique<LostFoundCommand>();
}

} // namespace lookalike::cli
