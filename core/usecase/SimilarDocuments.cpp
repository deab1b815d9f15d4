#include "SimilarDocuments.h"

#include "scan/DocumentAnalyzer.h"

#include <QFileInfo>
#include <algorithm>

namespace lookalike::usecase {

Result<std::vector<SimilarDocument>> documentsLike(IndexStore &store, const DocumentSketch &query,
                                                   const SimilarQuery &limits)
{
    auto table = store.sketches().table();
    if (!table)
        return table.status();
    if (query.sampleLevel > table->maxLevel() || query.minHash.size() != std::size_t(table->minHashSize()))
        return Status::error(Status::Code::InvalidArgument,
                             QStringLiteral("the query was sketched with other parameters than the index"));
    // The query joins the table as its last row, so both sides are estimated alike.
    const std::size_t documents = table->size();
    table->add(0, query.shingleFingerprint, query.shingleCount, query.minHash, query.sampleLevel,
               query.sample);
    std::vector<SimilarDocument> out;
    std::vector<qint64> ids;
    for (std::size_t i = 0; i < documents; ++i) {
        const SketchTable::Estimate e = table->estimate(documents, i);
        if (e.resemblance >= limits.minResemblance || e.containmentAInB >= limits.minContainment ||
            e.containmentBInA >= limits.minContainment) {
            SimilarDocument d;
            d.document.id = table->docId(i);
            d.resemblance = e.resemblance;
            d.queryInDocument = e.containmentAInB;
            d.documentInQuery = e.containmentBInA;
            out.push_back(std::move(d));
            ids.push_back(table->docId(i));
        }
    }
    table = Status::error(Status::Code::Internal, QString()); // free it before reading documents
    auto docs = store.documents().infos(ids);
    if (!docs)
        return docs.status();
    for (SimilarDocument &d : out)
        if (auto it = docs->find(d.document.id); it != docs->end())
            d.document = it->second;
    std::sort(out.begin(), out.end(), [](const SimilarDocument &x, const SimilarDocument &y) {
        const double bx = std::max({x.resemblance, x.queryInDocument, x.documentInQuery});
        const double by = std::max({y.resemblance, y.queryInDocument, y.documentInQuery});
        return bx != by ? bx > by : x.document.id < y.document.id;
    });
    return out;
}

Result<std::vector<SimilarDocument>> documentsLikeFile(IndexStore &store, const QString &file,
                                                       const SimilarQuery &limits)
{
    DocumentAnalyzer analyzer(store.settings().sketchParamsOrDefault(), ExtractParams{});
    if (Status s = analyzer.readFile(file, qint64(1) << 31); !s)
        return Status::error(s.code(), QStringLiteral("%1: %2").arg(file, s.message()));
    auto doc = analyzer.analyze(QFileInfo(file).fileName());
    if (!doc)
        return Status::error(doc.status().code(), QStringLiteral("%1: %2").arg(file, doc.status().message()));
    auto similar = documentsLike(store, doc->sketch, limits);
    if (!similar)
        return similar;
    // The file itself, when it is indexed, is no answer to "which documents are like it".
    const QString self = QFileInfo(file).absoluteFilePath();
    std::erase_if(*similar, [&](const SimilarDocument &d) { return d.document.locator == self; });
    return similar;
}

} // namespace lookalike::usecase
