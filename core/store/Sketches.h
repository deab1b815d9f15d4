#pragma once

#include "base/Status.h"
#include "cluster/ClusterPolicy.h"
#include "cluster/KeepRule.h"
#include "match/SketchTable.h"
#include "sketch/Sketch.h"

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
    // sketches made with others, drops them all first (dropAll).
    Status useParams(const SketchParams &params);
    // Drops every sketch, pair and cluster (the sketch parameters changed): documents are
    // sketched again by the next scans and take part in matching only then.
    Status dropAll();

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
