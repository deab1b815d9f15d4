#pragma once

#include "base/Status.h"
#include "diff/LineAlignment.h"
#include "diff/WordDiff.h"
#include "sketch/Estimate.h"
#include "sketch/Sketch.h"
#include "store/IndexStore.h"

#include <QStringList>
#include <string>
#include <vector>

namespace lookalike::usecase {

// One side of a comparison as it was read.
struct ComparedSide
{
    DocumentInfo document; // id 0 for a file outside the index
    QString format;
    QString encoding;
    std::uint64_t tokens = 0;
    std::uint64_t shingles = 0;
    TokenizedText text; // its extracted text and canonical tokens, for the diff (when asked)
};

// Two documents compared: exact figures from their full shingle sets, the sketch estimates
// beside them, and the word diff.
struct PairComparison
{
    Status status;    // not ok: they could not be compared, and why
    QStringList gone; // files of the pair moved or deleted outside Lookalike (when status fails)
    ComparedSide a, b;
    ExactResemblance exact;
    ResemblanceEstimate estimate;
    bool estimated = false; // both had sketches
    WordDiffResult diff;    // when asked
};

// Two indexed documents (files read again, web pages from their archive records), their
// stored sketches for the estimates. `withDiff`: each side's text and canonical tokens (with
// where each token is in the text), and the diff of the tokens too.
PairComparison compareIndexed(IndexStore &store, qint64 docA, qint64 docB, bool withDiff);

// A file (in the index or not) against an indexed document, sketched with the index's
// parameters: "Find Documents Like" compares its query with a hit.
PairComparison compareFileWithIndexed(IndexStore &store, const QString &path, qint64 doc, bool withDiff);

// Two files outside any index, sketched with `params` (the CLI's compare).
PairComparison compareFiles(const QString &pathA, const QString &pathB, const SketchParams &params);

} // namespace lookalike::usecase
