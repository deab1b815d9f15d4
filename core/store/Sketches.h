#pragma once

#include "base/Status.h"
#include "cluster/ClusterPolicy.h"
#include "cluster/KeepRule.h"
#include "match/SketchTable.h"
#include "sketch/Sketch.h"

#include <optional>
#include <utility>
#include <vector>

namespace lookalike {

class DocumentFacts;

class Database;

// The documents' sketches (table sketches; format in sketch/SketchFormat.h) and the
// parameters they were made with.
class Sketches
{
public:
    explicit Sketches(Database &db)
        : m_db(db)
    {}

    Status put(qint64 docId, const DocumentSketch &sketch);
    // The same for a document stored just now (Documents::put of a new one): no sketch to replace.
    Status insert(qint64 docId, const DocumentSketch &sketch);
    Status remove(qint64 docId);
    Result<DocumentSketch> of(qint64 docId);
    // Whether any document has a sketch.
    Result<bool> any();

    // Records the sketch parameters of the scan or import about to write; if the index holds
    // sketches made with others, drops them all first (dropAll). Scans and imports do not call
    // it with other parameters than the index's: they refuse, or re-sketch (scan/Resketch.h).
    Status useParams(const SketchParams &params);
    // Drops every sketch, pair and cluster (the sketch parameters changed): documents are
    // sketched again by the next scans and take part in matching only then.
    Status dropAll();

    // A re-sketch (scan/Resketch.h), kept apart from the sketches until it is complete (table
    // resketch). begin: the staged sketches of other parameters, and those of a document whose
    // content changed since (its raw fingerprint), go; those of these parameters stay (a
    // re-sketch that was cancelled or killed resumes).
    Status beginResketch(const SketchParams &params);
    // The documents with a sketch and none staged, ascending by id, with the raw fingerprint
    // of the content they were indexed with.
    Result<std::vector<std::pair<qint64, Fingerprint128>>> resketchPending();
    // A document's new sketch (with its lexical and shingle fingerprints), made from the
    // content whose raw fingerprint is `raw`.
    Status stageResketched(qint64 docId, const Fingerprint128 &raw, const DocumentSketch &sketch);
    // In one transaction: every pair, cluster and what the last matching ran over go (as
    // dropAll), the staged sketches replace the sketches, the documents take their new
    // fingerprints, and `params` become the index's. A document with a sketch and none staged
    // (its content changed, or could not be read) is left without one: a scan of its folder
    // sketches it again. Returns how many documents were left so.
    Result<qint64> finishResketch(const SketchParams &params);
    // What staging holds and for which parameters (nullopt: no re-sketch under way).
    Result<std::optional<SketchParams>> resketchParams();

    // Every indexed document's sketch (the matcher's input), streamed into a compact table
    // (bounded memory for large indexes), with the k and top level of the index's sketch
    // parameters. A damaged sketch leaves its document out.
    Result<SketchTable> table();
    // The sketches documents had when the last matching ran and have changed or left since
    // (table retired_sketches), with the index's k and top level; shingle fingerprints are not
    // kept (zero). A damaged one is left out.
    Result<SketchTable> retired();
    // How many there are.
    Result<qint64> retiredCount();
    // Every indexed document's fingerprints (and MinHash vectors if asked), for clustering;
    // with `keep`, each one's key to keep (KeepRule::keepKey of its locator and time).
    // With `facts`, what summing up clusters reads of each document is added to it too.
    Result<std::vector<ClusterDocument>> clusterDocuments(bool withMinHash, const KeepRule *keep = nullptr,
                                                          DocumentFacts *facts = nullptr);

private:
    Status write(qint64 docId, const DocumentSketch &sketch, bool isNew);

    Database &m_db;
};

} // namespace lookalike
