#pragma once

#include "base/Status.h"

#include <QString>
#include <utility>
#include <vector>

namespace lookalike {

class Database;

struct IndexStats
{
    qint64 documents = 0;
    qint64 indexed = 0;
    qint64 failed = 0;
    qint64 bytes = 0;
    qint64 shingles = 0;
    qint64 identicalGroups = 0; // groups of >= 2 documents with the same bytes
    qint64 identicalDocs = 0;
    qint64 lexicalGroups = 0; // ... the same canonical tokens
    qint64 lexicalDocs = 0;
    qint64 shingleGroups = 0; // ... the same shingle set
    qint64 shingleDocs = 0;
    qint64 pairs = 0;    // stored near-duplicate pairs
    qint64 clusters = 0; // stored clusters (of clusterPolicy at clusterThreshold)
    qint64 clusteredDocs = 0;
    QString clusterPolicy;
    double clusterThreshold = 0;
    qint64 scans = 0;
    QString lastScanState;
    qint64 lastScanFinishedMs = 0;
    QString sketchParams;
    std::vector<std::pair<QString, qint64>> formats;  // format -> documents
    std::vector<std::pair<QString, qint64>> problems; // error code -> count (documents + last scan's errors)
};

// Figures over the whole index, from aggregate queries (one pass each); those of the documents
// are kept in the settings with the documents' generation and counted again only when it moved.
class Statistics
{
public:
    explicit Statistics(Database &db)
        : m_db(db)
    {}

    Result<IndexStats> summary();
    // Only the figures clustering changes (pairs, clusters, the choice), into `stats`: cheap,
    // where summary() reads every document.
    Status clusterFigures(IndexStats &stats);

private:
    // What only the documents decide: counts, bytes, shingles, the exact levels' groups, formats.
    Status documentFigures(IndexStats &stats);

    Database &m_db;
};

} // namespace lookalike
