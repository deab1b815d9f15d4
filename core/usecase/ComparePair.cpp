#include "ComparePair.h"

#include "scan/DocumentAnalyzer.h"
#include "scan/Matching.h"
#include "usecase/FileActions.h"

#include <QFileInfo>

namespace lookalike::usecase {

namespace {

struct Reading
{
    AnalyzedDocument analyzed;
    std::vector<std::uint64_t> shingles;
};

// Reads one side once: its shingle set gives the exact figures, its text and tokens the diff.
Status readSide(IndexStore *store, DocumentAnalyzer &analyzer, ComparedSide &side, Reading &reading,
                bool withText)
{
    auto doc = reanalyze(store, analyzer, side.document);
    if (!doc) // named: the caller says which side could not be read
        return Status::error(doc.status().code(),
                             QStringLiteral("%1: %2").arg(side.document.locator, doc.status().message()));
    reading.analyzed = std::move(doc).value();
    reading.shingles = analyzer.shingleSet();
    side.format = reading.analyzed.format;
    side.encoding = reading.analyzed.encoding;
    side.tokens = reading.analyzed.sketch.tokenCount;
    side.shingles = reading.analyzed.sketch.shingleCount;
    if (withText)
        side.text = tokenizeText(analyzer.canonicalizer(), analyzer.lastText());
    return Status::ok();
}

PairComparison compare(IndexStore *store, DocumentAnalyzer &analyzer, PairComparison out, bool withDiff)
{
    Reading ra, rb;
    out.status = readSide(store, analyzer, out.a, ra, withDiff);
    if (out.status)
        out.status = readSide(store, analyzer, out.b, rb, withDiff);
    if (!out.status) {
        for (const ComparedSide *side : {&out.a, &out.b})
            if (!side->document.isCapture() &&
                isGone(side->document.isPart() ? fileOfPart(side->document.locator) : side->document.locator))
                out.gone << side->document.locator;
        return out;
    }
    out.exact = exactResemblance(std::move(ra.shingles), std::move(rb.shingles));
    if (store) {
        // An indexed side's stored sketch; a file outside the index (id 0): the one just made.
        auto sketchOf = [&](const ComparedSide &side, const Reading &r) -> Result<DocumentSketch> {
            return side.document.id > 0 ? store->sketches().of(side.document.id)
                                        : Result<DocumentSketch>(r.analyzed.sketch);
        };
        auto sa = sketchOf(out.a, ra);
        auto sb = sketchOf(out.b, rb);
        out.estimated = sa && sb;
        if (out.estimated)
            out.estimate = estimate(*sa, *sb);
    } else {
        out.estimated = true;
        out.estimate = estimate(ra.analyzed.sketch, rb.analyzed.sketch);
    }
    if (withDiff)
        out.diff = diffTokenHashes(out.a.text.tokenHashes, out.b.text.tokenHashes);
    return out;
}

// Names each side by its indexed document (one read for all); NotFound if one left the index.
Status readDocuments(IndexStore &store, std::initializer_list<std::pair<qint64, ComparedSide *>> sides)
{
    std::vector<qint64> ids;
    for (const auto &[id, side] : sides)
        ids.push_back(id);
    auto docs = store.documents().infos(ids);
    if (!docs)
        return docs.status();
    for (const auto &[id, side] : sides) {
        const auto it = docs->find(id);
        if (it == docs->end())
            return Status::error(Status::Code::NotFound,
                                 QStringLiteral("document %1 left the index").arg(id));
        side->document = it->second;
    }
    return Status::ok();
}

} // namespace

PairComparison compareIndexed(IndexStore &store, qint64 docA, qint64 docB, bool withDiff)
{
    PairComparison out;
    if (out.status = readDocuments(store, {{docA, &out.a}, {docB, &out.b}}); !out.status)
        return out;
    DocumentAnalyzer analyzer(store.settings().sketchParamsOrDefault(), ExtractParams{});
    return compare(&store, analyzer, std::move(out), withDiff);
}

PairComparison compareFileWithIndexed(IndexStore &store, const QString &path, qint64 doc, bool withDiff)
{
    PairComparison out;
    out.a.document.locator = path;
    if (out.status = readDocuments(store, {{doc, &out.b}}); !out.status)
        return out;
    DocumentAnalyzer analyzer(store.settings().sketchParamsOrDefault(), ExtractParams{});
    return compare(&store, analyzer, std::move(out), withDiff);
}

PairComparison compareFiles(const QString &pathA, const QString &pathB, const SketchParams &params)
{
    PairComparison out;
    out.a.document.locator = pathA;
    out.b.document.locator = pathB;
    DocumentAnalyzer analyzer(params, ExtractParams{});
    return compare(nullptr, analyzer, std::move(out), false);
}

} // namespace lookalike::usecase
