#pragma once

#include "MatchAndCluster.h"
#include "RelatedDocuments.h"
#include "SimilarDocuments.h"
#include "base/Status.h"
#include "store/IndexStore.h"

#include <QString>
#include <QTextStream>
#include <functional>
#include <optional>
#include <vector>

namespace lookalike::usecase {

// What the CLI prints and the window saves: the same lists in the same columns (Csv.h).
enum class ExportFormat
{
    Csv,
    Json
};

// Writes a file whole or not at all (QSaveFile): `write` fills the stream; the file replaces
// any earlier one only if every byte was written.
Status writeFileAtomically(const QString &path, const std::function<Status(QTextStream &)> &write);

struct PairExport
{
    double minResemblance = 0.5;
    double minContainment = 2; // either way; 2: off
    // Exact figures, read again from the documents (and stored). Pairs whose estimates are
    // up to 0.1 below a threshold are compared too: their exact figures may reach it.
    bool exact = false;
    // Only the pairs between these documents (when two or more are given).
    std::vector<qint64> among;
    // Compare new against old: only the pairs in which a document of these folders takes part.
    QStringList newFolders;
};
// What the stored pairs must cover for an export (ensureMatched before exportPairs).
Coverage coverageFor(const PairExport &options);
// The stored pairs at those thresholds (the caller makes them cover them: ensureMatched).
// `onProblem` hears of pairs that could not be compared exactly (they keep their estimates).
// Returns the number of pairs written.
Result<qint64> exportPairs(IndexStore &store, QTextStream &out, ExportFormat format,
                           const PairExport &options,
                           const std::function<void(const QString &problem)> &onProblem = {});

// What "export the pairs" answers, in the CLI (`pairs`) and the window (Export Pairs) alike: the
// stored pairs made to cover the thresholds asked first (matched again from the stored
// sketches when they are lower than those of the stored pairs: ensureMatched), then written
// (exportPairs). A matching that fails or is cancelled is returned as such, nothing written.
Result<qint64> exportCoveredPairs(IndexStore &store, QTextStream &out, ExportFormat format,
                                  const PairExport &options, const std::atomic_bool *cancel = nullptr,
                                  const MatchProgressFn &progress = {},
                                  const std::function<void(const QString &problem)> &onProblem = {});

// The documents a browser's filter leaves: those whose path holds `pathFilter` (empty: any)
// and that lie in one of `newFolders` (empty: anywhere); nullopt when neither filters.
Result<std::optional<DocumentSet>> documentsShown(IndexStore &store, const QString &pathFilter,
                                                  const QStringList &newFolders);
// The ids of the stored clusters with a member in `shown` (all if null), largest first.
Result<std::vector<qint64>> clustersWith(IndexStore &store, const DocumentSet *shown);

// The stored clusters (all, or those named), each member a row.
Result<qint64> exportClusters(IndexStore &store, QTextStream &out, ExportFormat format,
                              const std::vector<qint64> &clusterIds = {});

// The answer of documentsLike().
void exportSimilar(QTextStream &out, ExportFormat format, const std::vector<SimilarDocument> &documents);

// "What's related" for one document: path, similarity, agreement (csv or json).
void exportRelated(QTextStream &out, ExportFormat format, const std::vector<RelatedEntry> &entries);
// Topics: topic_id, label, size, path, center, similarity (to the centre), one row a member.
void exportTopics(QTextStream &out, ExportFormat format, const std::vector<TopicEntry> &topics);

} // namespace lookalike::usecase
