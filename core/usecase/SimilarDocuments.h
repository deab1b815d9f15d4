#pragma once

#include "base/Status.h"
#include "sketch/Sketch.h"
#include "store/IndexStore.h"

#include <QString>
#include <vector>

namespace lookalike::usecase {

// Broder's "on the fly resemblance" / Haveliwala's "what's related": the indexed documents
// that resemble a query document or contain it or are contained in it.
struct SimilarQuery
{
    double minResemblance = 0.3;
    double minContainment = 0.5; // either way
};

struct SimilarDocument
{
    DocumentInfo document;
    double resemblance = 0;
    double queryInDocument = 0; // containment of the query in the document
    double documentInQuery = 0;
};

// The indexed documents like `query` (sketched with the index's parameters), best first. A
// linear pass over the stored sketches.
Result<std::vector<SimilarDocument>> documentsLike(IndexStore &store, const DocumentSketch &query,
                                                   const SimilarQuery &limits);
// The same for any file (indexed or not): read, extracted and sketched first; the file itself,
// if indexed, is left out of the answer.
Result<std::vector<SimilarDocument>> documentsLikeFile(IndexStore &store, const QString &file,
                                                       const SimilarQuery &limits);

} // namespace lookalike::usecase
