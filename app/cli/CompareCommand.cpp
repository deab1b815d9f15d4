// lookalike-cli compare: two files outside any index (usecase::compareFiles).
#include "CliSupport.h"
#include "Command.h"
#include "usecase/ComparePair.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace lookalike::cli {

namespace {

class CompareCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(lookalike::cli)

public:
    CompareCommand()
        : Command(QStringLiteral("compare"), tr("resemblance and containment of two files"),
                  tr("Exact resemblance and containment of two documents from their full shingle "
                     "sets, with the sketch estimates beside them."))
    {
        m_options = {m_shingle, m_wrap, m_ignoreNumbers, m_format};
        m_positional = {{QStringLiteral("FILE_A"), tr("First document."), {}},
                        {QStringLiteral("FILE_B"), tr("Second document."), {}}};
        m_minPositional = 2;
        m_maxPositional = 2;
    }

protected:
    int run(const QCommandLineParser &parser) override;

private:
    static QJsonObject json(const usecase::PairComparison &c, const SketchParams &params);
    static void printText(const usecase::PairComparison &c, const SketchParams &params, QTextStream &o);

    const QCommandLineOption m_shingle{QStringLiteral("shingle"), tr("Words per shingle, 1..16 (default 5)."),
                                       tr("W")};
    const QCommandLineOption m_wrap{QStringLiteral("wrap"),
                                    tr("Shingles wrap around the end of a document.")};
    const QCommandLineOption m_ignoreNumbers{
        QStringLiteral("ignore-numbers"),
        tr("Leave numbers out of the words compared (revisions of forms and spreadsheets whose figures "
           "change).")};
    const QCommandLineOption m_format{QStringLiteral("format"), tr("text or json (default text)."),
                                      tr("FORMAT"), QStringLiteral("text")};
};

int CompareCommand::run(const QCommandLineParser &parser)
{
    if (!validFormat(parser, m_format, {QStringLiteral("text"), QStringLiteral("json")}))
        return ExitUsage;
    SketchParams params;
    params.shingle.wrapAround = parser.isSet(m_wrap);
    params.shingle.ignoreNumbers = parser.isSet(m_ignoreNumbers);
    if (!parseShingleWidth(parser, m_shingle, params))
        return ExitUsage;
    const QStringList files = parser.positionalArguments();
    const usecase::PairComparison c = usecase::compareFiles(files.at(0), files.at(1), params);
    if (!c.status.isOk()) {
        const QString file =
            c.status.message().startsWith(files.at(0) + QLatin1String(": ")) ? files.at(0) : files.at(1);
        return complain(problemText(c.status, file), ExitFailure);
    }
    if (parser.value(m_format) == QLatin1String("json"))
        out() << QString::fromUtf8(QJsonDocument(json(c, params)).toJson(QJsonDocument::Indented));
    else
        printText(c, params, out());
    return ExitOk;
}

QJsonObject CompareCommand::json(const usecase::PairComparison &c, const SketchParams &params)
{
    auto side = [](const usecase::ComparedSide &s) {
        return QJsonObject{{QStringLiteral("path"), s.document.locator},
                           {QStringLiteral("format"), s.format},
                           {QStringLiteral("encoding"), s.encoding},
                           {QStringLiteral("tokens"), qint64(s.tokens)},
                           {QStringLiteral("shingles"), qint64(s.shingles)}};
    };
    const ResemblanceEstimate &est = c.estimate;
    const QJsonObject estimate{{QStringLiteral("resemblance"), est.resemblance},
                               {QStringLiteral("minhash_resemblance"), est.minHashResemblance},
                               {QStringLiteral("sample_resemblance"), est.sampleResemblance},
                               {QStringLiteral("containment_a_in_b"), est.containmentAInB},
                               {QStringLiteral("containment_b_in_a"), est.containmentBInA},
                               {QStringLiteral("sample_containment_a_in_b"), est.sampleContainmentAInB},
                               {QStringLiteral("sample_containment_b_in_a"), est.sampleContainmentBInA},
                               {QStringLiteral("minhash_size"), params.minHashSize},
                               {QStringLiteral("sample_level"), est.sampleLevel},
                               {QStringLiteral("sample_size_a"), qint64(est.sampleSizeA)},
                               {QStringLiteral("sample_size_b"), qint64(est.sampleSizeB)}};
    return QJsonObject{{QStringLiteral("a"), side(c.a)},
                       {QStringLiteral("b"), side(c.b)},
                       {QStringLiteral("shingle_width"), params.shingle.width},
                       {QStringLiteral("wrap_around"), params.shingle.wrapAround},
                       {QStringLiteral("ignore_numbers"), params.shingle.ignoreNumbers},
                       {QStringLiteral("shared_shingles"), qint64(c.exact.shared)},
                       {QStringLiteral("resemblance"), c.exact.resemblance},
                       {QStringLiteral("containment_a_in_b"), c.exact.containmentAInB},
                       {QStringLiteral("containment_b_in_a"), c.exact.containmentBInA},
                       {QStringLiteral("estimate"), estimate}};
}

void CompareCommand::printText(const usecase::PairComparison &c, const SketchParams &params, QTextStream &o)
{
    for (const usecase::ComparedSide *s : {&c.a, &c.b})
        o << (s == &c.a ? "A: " : "B: ") << s->document.locator << "  (" << s->format << ", "
          << (s->encoding.isEmpty() ? QString() : s->encoding + QStringLiteral(", "))
          << tr("%n words", nullptr, pluralCount(qint64(s->tokens))) << ", "
          << tr("%n distinct %1-word shingles", nullptr, pluralCount(qint64(s->shingles)))
                 .arg(params.shingle.width)
          << ")\n";
    if (params.shingle.ignoreNumbers)
        o << tr("Numbers left out of the words compared.\n");
    o << tr("Shared shingles: %1\n\n").arg(c.exact.shared);
    o << qSetFieldWidth(22) << Qt::left << QString() << qSetFieldWidth(10) << tr("exact") << tr("estimate")
      << tr("MinHash") << tr("sample") << qSetFieldWidth(0) << '\n';
    auto row = [&](const QString &label, double exact, double estimate, const QString &minHash,
                   double sample) {
        o << qSetFieldWidth(22) << label << qSetFieldWidth(10) << fixed(exact) << fixed(estimate) << minHash
          << fixed(sample) << qSetFieldWidth(0) << '\n';
    };
    const ResemblanceEstimate &est = c.estimate;
    row(tr("resemblance"), c.exact.resemblance, est.resemblance, fixed(est.minHashResemblance),
        est.sampleResemblance);
    row(tr("containment A in B"), c.exact.containmentAInB, est.containmentAInB, QStringLiteral("-"),
        est.sampleContainmentAInB);
    row(tr("containment B in A"), c.exact.containmentBInA, est.containmentBInA, QStringLiteral("-"),
        est.sampleContainmentBInA);
    o << Qt::right;
    o << tr("\nestimate: what 'pairs' reports, MinHash and sample estimates pooled by their variances\n");
    o << tr("MinHash: k=%1 one-permutation hashing; sample: MOD 2^%2 (%3 and %4)\n")
             .arg(params.minHashSize)
             .arg(est.sampleLevel)
             .arg(est.sampleSizeA)
             .arg(tr("%n shingles", nullptr, pluralCount(qint64(est.sampleSizeB))));
}

} // namespace

std::unique_ptr<Command> compareCommand()
{
    return std::make_unique<CompareCommand>();
}

} // namespace lookalike::cli
