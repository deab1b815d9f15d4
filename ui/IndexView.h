#pragma once

#include "cluster/ClusterPolicy.h"
#include "store/IndexStore.h"

#include <QMetaType>

#include <memory>
#include <unordered_map>
#include <vector>

namespace lookalike {

// What the window shows of an index: its clusters, its documents and its figures. Loaded on
// any thread (with a connection of its own), handed to the GUI thread whole.
struct IndexView
{
    Status status; // not ok: the index could not be read; the rest is empty
    std::vector<Cluster> clusters;
    std::unordered_map<qint64, IndexStore::DocumentInfo> documents;
    IndexStats stats;
    std::vector<Sweep> sweeps; // of imported web archives, oldest first; empty for folder scans
};

std::shared_ptr<IndexView> loadIndexView(const QString &indexPath);

} // namespace lookalike

Q_DECLARE_METATYPE(std::shared_ptr<lookalike::IndexView>)
