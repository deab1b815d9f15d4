#include "ComparePair.h"

#include "scan/DocumentAnalyzer.h"
#include "scan/Matching.h"

#include <QFileInfo>

namespace lookalike::usecase {

namespace {

// Whether the file at `path` is gone (a dangling symbolic link is still there).
bool isGone(const QString &path)
{
    const QFileInfo info(path);
    return !info.exists() && !info.isSymLink();
}

struct Reading
{
    AnalyzedDocument analyzed;
    std::vector<std::uint64_t> shingles;
};

// Reads one side once: its shingle set gives the exact figures, its canonical words the diff.
Status readSide(IndexStore *store, DocumentAnalyzer &analyzer, ComparedSide &side, Reading &reading,
                bool withWords)
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
    if (withWords)
        analyzer.canonicalizer().tokens(analyzer.lastText(), side.words);
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
            if (!side->document.isCapture() && isGone(side->document.locator))
                out.gone << side->document.locator;
        return out;
    }
    out.exact = exactResemblance(std::move(ra.shingles), std::move(rb.shingles));
    if (store) {
        auto sa = store->sketches().of(out.a.document.id);
        auto sb = store->sketches().of(out.b.document.id);
        out.estimated = sa && sb;
        if (out.estimated)
            out.estimate = estimate(*sa, *sb);
    } else {
        out.estimated = true;
        out.estimate = estimate(ra.analyzed.sketch, rb.analyzed.sketch);
    }
    if (withDiff)
        out.diff = diffWords(out.a.words, out.b.words);
    return out;
}

} // namespace

PairComparison compareIndexed(IndexStore &store, qint64 docA, qint64 docB, bool withDiff)
{
    PairComparison out;
    auto docs = store.documents().infos({docA, docB});
    if (!docs) {
        out.status = docs.status();
        return out;
    }
    for (auto [id, side] : {std::pair{docA, &out.a}, std::pair{docB, &out.b}}) {
        const auto it = docs->find(id);
        if (it == docs->end()) {
            out.status =
                Status::error(Status::Code::NotFound, QStringLiteral("document %1 left the index").arg(id));
            return out;
        }
        side->document = it->second;
    }
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
