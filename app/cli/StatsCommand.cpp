// lookalike-cli stats: what the index holds (Statistics::summary).
#include "CliSupport.h"
#include "Command.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace lookalike::cli {

namespace {

class StatsCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(lookalike::cli)

public:
    StatsCommand()
        : Command(QStringLiteral("stats"), tr("what the index holds"), tr("What the index holds."))
    {
        m_options = {m_db, m_format};
    }

protected:
    int run(const QCommandLineParser &parser) override;

private:
    static QJsonObject json(const IndexStats &st, const QString &path);
    static void printText(const IndexStats &st, const QString &path, int schema, QTextStream &o);

    const QCommandLineOption m_db{QStringLiteral("db"),
                                  tr("The index file (default: in the user's data folder)."), tr("FILE")};
    const QCommandLineOption m_format{QStringLiteral("format"), tr("text or json (default text)."),
                                      tr("FORMAT"), QStringLiteral("text")};
};

int StatsCommand::run(const QCommandLineParser &parser)
{
    const auto store = openExisting(parser, m_db, IndexStore::Mode::ReadOnly);
    if (!store)
        return ExitFailure;
    auto st = store->statistics().summary();
    if (!st)
        return fail(st.status());
    const QString path = indexPath(parser, m_db);
    if (parser.value(m_format) == QLatin1String("json"))
        out() << QString::fromUtf8(QJsonDocument(json(*st, path)).toJson(QJsonDocument::Indented));
    else
        printText(*st, path, store->schemaVersion(), out());
    return ExitOk;
}

QJsonObject StatsCommand::json(const IndexStats &st, const QString &path)
{
    QJsonObject formats;
    for (const auto &[name, n] : st.formats)
        formats.insert(name, n);
    QJsonObject problems;
    for (const auto &[name, n] : st.problems)
        problems.insert(name, n);
    return QJsonObject{{QStringLiteral("index"), path},
                       {QStringLiteral("documents"), st.documents},
                       {QStringLiteral("indexed"), st.indexed},
                       {QStringLiteral("failed"), st.failed},
                       {QStringLiteral("bytes"), st.bytes},
                       {QStringLiteral("shingles"), st.shingles},
                       {QStringLiteral("identical_groups"), st.identicalGroups},
                       {QStringLiteral("identical_documents"), st.identicalDocs},
                       {QStringLiteral("lexical_groups"), st.lexicalGroups},
                       {QStringLiteral("lexical_documents"), st.lexicalDocs},
                       {QStringLiteral("shingle_groups"), st.shingleGroups},
                       {QStringLiteral("shingle_documents"), st.shingleDocs},
                       {QStringLiteral("pairs"), st.pairs},
                       {QStringLiteral("clusters"), st.clusters},
                       {QStringLiteral("clustered_documents"), st.clusteredDocs},
                       {QStringLiteral("cluster_policy"), st.clusterPolicy},
                       {QStringLiteral("cluster_threshold"), st.clusterThreshold},
                       {QStringLiteral("scans"), st.scans},
                       {QStringLiteral("last_scan_state"), st.lastScanState},
                       {QStringLiteral("sketch_params"), st.sketchParams},
                       {QStringLiteral("formats"), formats},
                       {QStringLiteral("problems"), problems}};
}

void StatsCommand::printText(const IndexStats &st, const QString &path, int schema, QTextStream &o)
{
    o << tr("Index: %1 (schema %2)\n").arg(path).arg(schema);
    o << tr("Documents: %1 (%2 indexed, %3 could not be used), %4\n")
             .arg(st.documents)
             .arg(st.indexed)
             .arg(st.failed)
             .arg(humanBytes(st.bytes));
    for (const auto &[name, n] : st.formats)
        o << "  " << name << ": " << n << '\n';
    o << tr("Distinct shingles (summed over documents): %1\n").arg(st.shingles);
    auto inGroups = [](qint64 documents, qint64 groups) {
        return tr("%1 in %2")
            .arg(tr("%n documents", nullptr, pluralCount(documents)),
                 tr("%n groups", nullptr, pluralCount(groups)));
    };
    o << tr("Identical: %1\n").arg(inGroups(st.identicalDocs, st.identicalGroups));
    o << tr("Lexically equivalent: %1\n").arg(inGroups(st.lexicalDocs, st.lexicalGroups));
    o << tr("Shingle equivalent: %1\n").arg(inGroups(st.shingleDocs, st.shingleGroups));
    if (!st.problems.empty()) {
        o << tr("Problems:\n");
        printReasons(st.problems, o);
    }
    o << tr("Near-duplicate pairs: %1\n").arg(st.pairs);
    if (!st.clusterPolicy.isEmpty())
        o << tr("Clusters (%1 at %2): %3 holding %4\n")
                 .arg(policyText(st.clusterPolicy))
                 .arg(st.clusterThreshold)
                 .arg(st.clusters)
                 .arg(tr("%n documents", nullptr, pluralCount(st.clusteredDocs)));
    o << tr("Scans: %1, last: %2\n").arg(st.scans).arg(scanStateText(st.lastScanState));
    o << tr("Sketch parameters: %1\n").arg(st.sketchParams);
}

} // namespace

std::unique_ptr<Command> statsCommand()
{
    return std::make_unique<StatsCommand>();
}

} // namespace lookalike::cli
