#pragma once

#include "ActionLog.h"
#include "Clusters.h"
#include "CrawlTables.h"
#include "Database.h"
#include "Documents.h"
#include "Folders.h"
#include "Pairs.h"
#include "Related.h"
#include "Settings.h"
#include "Sketches.h"
#include "Statistics.h"
#include "base/Status.h"

#include <QString>
#include <memory>

namespace lookalike {

// An open index: its connection (Database) and the repositories over it, one per concern.
// Each IndexStore belongs to the thread that opened it; open another for another thread.
//
//   auto store = IndexStore::open(path);
//   store->documents().put(record, &sketch, scanId);
//   store->clusters().page(request);
//
// Writes should be grouped with begin()/commit(); the scan commits every few hundred documents.
class IndexStore
{
public:
    using Mode = Database::Mode;

    // Opens or creates the index at `path` and migrates it to the current schema. Fails with
    // Database if the file is not an index, or was written by a newer Lookalike.
    static Result<std::unique_ptr<IndexStore>> open(const QString &path, Mode mode = Mode::ReadWrite);
    // Opens without migrating past `version` (tests of the migrations).
    static Result<std::unique_ptr<IndexStore>> openAtVersion(const QString &path, int version);
    // The index used when none is named: <AppDataLocation>/index.sqlite (nothing is created).
    static QString defaultPath();

    QString path() const { return m_db->path(); }
    int schemaVersion() const { return m_db->schemaVersion(); }
    Database &database() { return *m_db; }

    Status begin() { return m_db->begin(); }
    Status commit() { return m_db->commit(); }
    Status rollback() { return m_db->rollback(); }

    Settings settings() { return Settings(*m_db); }
    Documents documents() { return Documents(*m_db); }
    Folders folders() { return Folders(*m_db); }
    CrawlTables crawl() { return CrawlTables(*m_db); }
    Sketches sketches() { return Sketches(*m_db); }
    Pairs pairs() { return Pairs(*m_db); }
    Clusters clusters() { return Clusters(*m_db); }
    ActionLog actionLog() { return ActionLog(*m_db); }
    Statistics statistics() { return Statistics(*m_db); }
    Related related() { return Related(*m_db); }

    // What re-clustering reads of every document (Sketches::clusterDocuments), kept with the
    // connection while the documents' generation and the keep rule stay the same: another
    // threshold (the window's slider) reads only the pairs (usecase::clusterIndex).
    struct ClusterInputs
    {
        qint64 generation = -1;
        bool withMinHash = false;
        QString rule; // the keep paths and reference folders, joined
        std::shared_ptr<const std::vector<ClusterDocument>> documents;
        std::shared_ptr<const DocumentFacts> facts; // of the same documents, for summing clusters up
    };
    ClusterInputs &clusterInputs() { return m_clusterInputs; }
    // Whether they are kept (the window, which re-clusters as the slider moves); else they
    // are read for each clustering and not held after it (the CLI's memory stays its own).
    void setKeepClusterInputs(bool keep) { m_keepClusterInputs = keep; }
    bool keepsClusterInputs() const { return m_keepClusterInputs; }

private:
    explicit IndexStore(std::unique_ptr<Database> db)
        : m_db(std::move(db))
    {}
    std::unique_ptr<Database> m_db;
    ClusterInputs m_clusterInputs;
    bool m_keepClusterInputs = false;
};

} // namespace lookalike
