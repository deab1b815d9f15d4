#include "FreshSketches.h"

#include <algorithm>

namespace lookalike {

void FreshSketches::begin(bool indexHadSketches, int minHashSize, int maxLevel)
{
    m_collecting = !indexHadSketches;
    m_whole = false;
    m_lastId = 0;
    m_table = SketchTable(minHashSize, maxLevel);
}

void FreshSketches::stored(qint64 docId, const DocumentSketch &sketch)
{
    if (!m_collecting)
        return;
    // The table is in document order, as the stored one is read. A document stored again in the
    // same scan, or given an id below the last (a row of a former scan updated), ends collecting.
    if (docId <= m_lastId) {
        m_collecting = false;
        m_table = SketchTable();
        return;
    }
    m_lastId = docId;
    m_table.add(docId, sketch.shingleFingerprint, sketch.shingleCount, sketch.minHash, sketch.sampleLevel,
                sketch.sample);
}

void FreshSketches::removed(std::span<const qint64> docIds)
{
    if (!m_collecting)
        return;
    for (qint64 id : docIds) {
        if (m_table.find(id)) { // (ids ascend)
            m_collecting = false;
            m_table = SketchTable();
            return;
        }
    }
}

void FreshSketches::end(bool complete, qint64 generation)
{
    m_whole = m_collecting && complete;
    m_collecting = false;
    m_generation = generation;
    if (!m_whole)
        m_table = SketchTable();
}

std::optional<SketchTable> FreshSketches::take(qint64 generation)
{
    if (!m_whole || generation != m_generation) {
        m_whole = false;
        m_table = SketchTable();
        return std::nullopt;
    }
    m_whole = false;
    return std::move(m_table);
}

} // namespace lookalike
