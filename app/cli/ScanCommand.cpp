// lookalike-cli scan: index folders, then match and cluster (usecase::ScanFolders).
#include "CliSupport.h"
#include "Command.h"
#include "extract/OcrText.h"
#include "usecase/Ingest.h"

#include <QFileInfo>
#include <limits>

namespace lookalike::cli {

namespace {

class ScanCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(lookalike::cli)

public:
    ScanCommand()
        : Command(QStringLiteral("scan"),
                  tr("index folders (text, HTML, PDF, office documents, EPUB) and match"),
                  tr("Index folders: extract, canonicalize, shingle and sketch every document."))
    {
        m_options = {
            m_db,           m_shingle,     m_wrap,           m_ignoreNumbers,    m_noOcr,   m_ocrImages,
            m_ocrLanguages, m_resketch,    m_include,        m_exclude,          m_hidden,  m_maxSize,
            m_threads,      m_quiet,       m_matchThreshold, m_matchContainment, m_noMatch, m_commonCutoff,
            m_related,      m_limits.time, m_limits.memory};
        m_positional = {
            {QStringLiteral("PATH"), tr("Folders or files to index."), QStringLiteral("PATH...")}};
        m_minPositional = 1;
        m_maxPositional = -1;
    }

protected:
    int run(const QCommandLineParser &parser) override;

private:
    // The matching thresholds asked on the command line; nullopt: none (the index's are kept).
    bool parseMatching(const QCommandLineParser &parser, std::optional<MatchParams> &asked) const;
    void printScan(const ScanSummary &summary, const QString &indexPath, QTextStream &o) const;
    void printIndex(IndexStore *held, const QString &indexPath, QTextStream &o) const;

    const ReaderLimitOptions m_limits = readerLimitOptions();
    const QCommandLineOption m_db{QStringLiteral("db"),
                                  tr("The index file (default: in the user's data folder)."), tr("FILE")};
    const QCommandLineOption m_shingle{QStringLiteral("shingle"), tr("Words per shingle, 1..16 (default 5)."),
                                       tr("W")};
    const QCommandLineOption m_wrap{QStringLiteral("wrap"),
                                    tr("Shingles wrap around the end of a document.")};
    const QCommandLineOption m_ignoreNumbers{
        QStringLiteral("ignore-numbers"),
        tr("Leave numbers out of the words compared (revisions of forms and spreadsheets whose figures "
           "change).")};
    const QCommandLineOption m_noOcr{QStringLiteral("no-ocr"),
                                     tr("Do not recognize text in PDF pages without a text layer (scans).")};
    const QCommandLineOption m_ocrImages{
        QStringLiteral("ocr-images"),
        tr("Recognize text in images too (PNG, JPEG, TIFF: scans and photos of pages; a few seconds each).")};
    const QCommandLineOption m_ocrLanguages{
        QStringLiteral("ocr-languages"),
        tr("The languages text is recognized in, as Tesseract names them, joined by + (default: %1; "
           "installed: %2).")
            .arg(defaultOcrLanguages().isEmpty() ? tr("none") : defaultOcrLanguages(),
                 installedOcrLanguages().isEmpty() ? tr("none")
                                                   : installedOcrLanguages().join(QStringLiteral(", "))),
        tr("LANGS")};
    const QCommandLineOption m_resketch{
        QStringLiteral("resketch"),
        tr("When --shingle, --wrap or --ignore-numbers differ from the index's: sketch every document again, "
           "files and "
           "web-archive records (else the scan refuses; the current sketches stay until the new ones "
           "are made).")};
    const QCommandLineOption m_include{QStringLiteral("include"),
                                       tr("Only files matching GLOB (repeatable)."), tr("GLOB")};
    const QCommandLineOption m_exclude{QStringLiteral("exclude"),
                                       tr("Skip files and folders matching GLOB (repeatable)."), tr("GLOB")};
    const QCommandLineOption m_hidden{QStringLiteral("hidden"), tr("Include hidden files and folders.")};
    const QCommandLineOption m_maxSize{QStringLiteral("max-size"),
                                       tr("Skip files above this many MiB (default 64)."), tr("MIB")};
    const QCommandLineOption m_threads{QStringLiteral("threads"),
                                       tr("Analysis threads (default: one per core)."), tr("N")};
    const QCommandLineOption m_quiet{{QStringLiteral("q"), QStringLiteral("quiet")},
                                     tr("No progress on stderr.")};
    const QCommandLineOption m_matchThreshold{
        QStringLiteral("match-threshold"),
        tr("Store pairs down to this resemblance (default 0.5; lower asks match again later)."), tr("R")};
    const QCommandLineOption m_matchContainment{
        QStringLiteral("match-containment"), tr("... and down to this containment either way (default 0.8)."),
        tr("C")};
    const QCommandLineOption m_noMatch{QStringLiteral("no-match"),
                                       tr("Only index; do not match and cluster.")};
    const QCommandLineOption m_related{QStringLiteral("related"),
                                       tr("Also find related documents and topics after clustering (else "
                                          "'related' and 'topics' find them when first asked).")};
    const QCommandLineOption m_commonCutoff{
        QStringLiteral("common-cutoff"),
        tr("Shingles (and band buckets) shared by more than N documents are common: not paired "
           "one by one (default: 64, or 5% of a smaller collection)."),
        tr("N")};
};

bool ScanCommand::parseMatching(const QCommandLineParser &parser, std::optional<MatchParams> &asked) const
{
    MatchParams match;
    if (!parseFraction(parser, m_matchThreshold, match.threshold) ||
        !parseFraction(parser, m_matchContainment, match.containmentThreshold) ||
        !parseWholeNumber(parser, m_commonCutoff, 2, std::numeric_limits<int>::max(),
                          match.commonShingleCutoff))
        return false;
    if (parser.isSet(m_matchThreshold) || parser.isSet(m_matchContainment) || parser.isSet(m_commonCutoff))
        asked = match;
    return true;
}

int ScanCommand::run(const QCommandLineParser &parser)
{
    ScanParams params;
    params.indexPath = indexPath(parser, m_db);
    params.source.roots = parser.positionalArguments();
    params.source.includeGlobs = parser.values(m_include);
    params.source.excludeGlobs = parser.values(m_exclude);
    params.source.includeHidden = parser.isSet(m_hidden);
    params.sketch.shingle.wrapAround = parser.isSet(m_wrap);
    params.sketch.shingle.ignoreNumbers = parser.isSet(m_ignoreNumbers);
    params.extract.ocr.enabled = !parser.isSet(m_noOcr);
    params.extract.ocr.images = parser.isSet(m_ocrImages);
    if (parser.isSet(m_noOcr) && parser.isSet(m_ocrImages)) {
        err() << tr("lookalike-cli scan: --ocr-images and --no-ocr ask for opposite things\n");
        return ExitUsage;
    }
    params.extract.ocr.languages = parser.value(m_ocrLanguages);
    if (params.extract.ocr.enabled && !params.extract.ocr.languages.isEmpty() &&
        usableOcrLanguages(params.extract.ocr.languages).isEmpty()) {
        err() << tr("lookalike-cli scan: --ocr-languages %1: no language data installed for them (installed: "
                    "%2)\n")
                     .arg(params.extract.ocr.languages,
                          installedOcrLanguages().isEmpty()
                              ? tr("none")
                              : installedOcrLanguages().join(QStringLiteral(", ")));
        return ExitUsage;
    }
    if (!parseShingleWidth(parser, m_shingle, params.sketch))
        return ExitUsage;
    // Not chosen here, an index keeps the settings it was made with.
    params.sketchChoice.asked =
        parser.isSet(m_shingle) || parser.isSet(m_wrap) || parser.isSet(m_ignoreNumbers);
    params.sketchChoice.resketch = parser.isSet(m_resketch);
    if (params.sketchChoice.resketch && !params.sketchChoice.asked)
        err() << tr("lookalike-cli scan: --resketch without --shingle, --wrap or --ignore-numbers: the index "
                    "keeps its own "
                    "sketch settings, and nothing is sketched again\n");
    if (parser.isSet(m_maxSize)) {
        bool ok = false;
        const double mib = parser.value(m_maxSize).toDouble(&ok);
        if (!ok || mib <= 0) {
            err() << tr("lookalike-cli: --max-size takes a positive number of MiB\n");
            return ExitUsage;
        }
        params.source.maxFileSize = static_cast<qint64>(mib * 1024 * 1024);
    }
    if (!parseWholeNumber(parser, m_threads, 1, std::numeric_limits<int>::max(), params.threads) ||
        !parseReaderLimits(parser, m_limits, params.extract.isolation))
        return ExitUsage;
    usecase::AfterIngest after;
    after.match = !parser.isSet(m_noMatch);
    if (!parseMatching(parser, after.matching))
        return ExitUsage;
    for (const QString &root : params.source.roots) {
        if (!QFileInfo::exists(root)) {
            err() << tr("lookalike-cli scan: %1: no such file or folder\n").arg(root);
            return ExitFailure;
        }
    }

    after.related = parser.isSet(m_related);
    QTextStream &o = out();
    // Each phase's lines as soon as it ends (stdout may be a file someone follows).
    bool scanned = false;
    ProgressLine line(!parser.isSet(m_quiet));
    AfterIngestLines lines(line, params.indexPath, o);
    after.onClustered = lines.onClustered();
    usecase::ScanFolders scan(params, after);
    usecase::ScanOutcome outcome;
    // The connection the index figures are read through at the end, open from the start: the
    // last one to close checkpoints the WAL into the index, and with this one open that happens
    // once, when the command ends, not also when the scan's use case lets its own go. (Null
    // when the index cannot be opened: the scan says why.)
    std::unique_ptr<IndexStore> figures;
    if (auto opened = IndexStore::open(params.indexPath); opened)
        figures = std::move(opened).value();
    {
        Interruption interrupt(scan);
        outcome = scan.run(
            [&](const ScanProgress &p) { line.update(scanProgressText(p)); }, matchProgress(line),
            [&](const ScanSummary &summary) {
                line.end();
                if (!summary.status.isOk()) {
                    err() << tr("lookalike-cli scan: %1\n").arg(summary.status.toString());
                    if (summary.sketchConflict)
                        err() << tr("lookalike-cli scan: add --resketch to sketch every document "
                                    "again with the settings asked for, or leave out --shingle, --wrap "
                                    "and --ignore-numbers to keep the index's\n");
                    if (summary.scanId == 0)
                        return;
                }
                if (summary.resketched.documents > 0)
                    o << tr("Re-sketched: %1 documents in %2 s (%3 left without a sketch: changed "
                            "or unreadable)\n")
                             .arg(summary.resketched.documents)
                             .arg(summary.resketched.seconds, 0, 'f', 2)
                             .arg(summary.resketched.left);
                scanned = true;
                printScan(summary, params.indexPath, o);
            });
        line.end();
    }

    const ScanSummary &summary = outcome.scan;
    if (!scanned)
        return summary.state == QLatin1String("cancelled") ? ExitCancelled : ExitFailure;
    if (summary.state == QLatin1String("done") && after.match) {
        if (const int rc = lines.finish(outcome.clustering); rc != ExitOk)
            return rc;
    }
    printIndex(figures.get(), params.indexPath, o);
    if (!summary.status.isOk())
        return ExitFailure;
    return summary.state == QLatin1String("cancelled") ? ExitCancelled : ExitOk;
}

void ScanCommand::printScan(const ScanSummary &summary, const QString &indexPath, QTextStream &o) const
{
    const ScanCounts &c = summary.counts;
    o << tr("Index: %1\n").arg(indexPath);
    o << tr("Scan %1: %2 in %3 s\n")
             .arg(summary.scanId)
             .arg(scanStateText(summary.state))
             .arg(summary.elapsedSeconds, 0, 'f', 2);
    o << tr("Files: %1 seen, %2 indexed, %3 unchanged, %4 could not be used, %5 removed (gone from disk)\n")
             .arg(c.filesSeen)
             .arg(c.filesIndexed)
             .arg(c.filesUnchanged)
             .arg(c.filesFailed)
             .arg(c.filesRemoved);
    if (c.partsIndexed > 0)
        o << tr("Inside them: %1 documents (mail messages and their attachments)\n").arg(c.partsIndexed);
    o << tr("Bytes read: %1 (%2 MB/s)\n")
             .arg(humanBytes(c.bytesRead))
             .arg(summary.elapsedSeconds > 0 ? double(c.bytesRead) / 1e6 / summary.elapsedSeconds : 0.0, 0,
                  'f', 1);
    if (summary.problems > 0) {
        o << tr("Skipped: %1\n").arg(summary.problems);
        printReasons(summary.problemsByReason, o);
        for (const SourceProblem &p : summary.problemExamples)
            o << "    " << p.path << ": " << p.status.message() << '\n';
        if (summary.problems > qint64(summary.problemExamples.size()))
            o << tr("    ... and %1 more\n").arg(summary.problems - qint64(summary.problemExamples.size()));
    }
    o.flush(); // before the messages that may follow on stderr
}

void ScanCommand::printIndex(IndexStore *held, const QString &indexPath, QTextStream &o) const
{
    // Read-write: the figures of the documents are kept for the next time (Statistics.h).
    std::unique_ptr<IndexStore> opened;
    if (!held) {
        auto store = IndexStore::open(indexPath);
        if (!store)
            return;
        opened = std::move(store).value();
        held = opened.get();
    }
    auto st = held->statistics().summary();
    if (!st)
        return;
    o << tr("Index holds %1 (%2 indexed, %3 unusable), %4 in all\n")
             .arg(tr("%n documents", nullptr, pluralCount(st->documents)))
             .arg(st->indexed)
             .arg(st->failed)
             .arg(tr("%n distinct shingles", nullptr, pluralCount(st->shingles)));
    o << tr("Identical documents: %1 in %2; lexically equivalent: %3 in %4; shingle equivalent: %5 in %6\n")
             .arg(st->identicalDocs)
             .arg(tr("%n groups", nullptr, pluralCount(st->identicalGroups)))
             .arg(st->lexicalDocs)
             .arg(tr("%n groups", nullptr, pluralCount(st->lexicalGroups)))
             .arg(st->shingleDocs)
             .arg(tr("%n groups", nullptr, pluralCount(st->shingleGroups)));
    o.flush();
}

} // namespace

std::unique_ptr<Command> scanCommand()
{
    return std::make_unique<ScanCommand>();
}

} // namespace lookalike::cli
