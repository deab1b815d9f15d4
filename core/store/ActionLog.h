#pragma once

#include "base/Status.h"

#include <QString>
#include <vector>

namespace lookalike {

class Database;

// One row of the action log: something the window did to a file or a document, or refused to do.
struct LoggedAction
{
    qint64 id = 0;   // given by the store
    qint64 atMs = 0; // 0 when logging: now
    QString kind;    // trash | ignore | forget-missing | keep
    QString outcome; // done | failed | refused | undone | pending (begun, not yet recorded)
    QString locator;
    QString detail;         // "moved to the trash", the error, the reason for a refusal
    QString representative; // the representative of the document's cluster; empty if none
    QString owner;          // a pending row's: the process doing it (host:pid:start); else empty
};

// The action log (table actions, schema 6): kept after the documents leave the index.
class ActionLog
{
public:
    explicit ActionLog(Database &db)
        : m_db(db)
    {}

    // Appends `actions`. Joins the caller's transaction if one is open (so the log and the
    // change it records commit together), else runs in one of its own.
    Status append(const std::vector<LoggedAction> &actions);
    // The same, returning the rows' ids (in the order given).
    Result<std::vector<qint64>> appendReturningIds(const std::vector<LoggedAction> &actions);
    // Gives row `id` its outcome and detail (a pending row's, once what it began is known).
    Status settle(qint64 id, const QString &outcome, const QString &detail);
    // The rows of `kind` still pending, oldest first.
    Result<std::vector<LoggedAction>> pending(const QString &kind);
    // The newest `limit` rows, newest first.
    Result<std::vector<LoggedAction>> newest(int limit = 100000);

private:
    Database &m_db;
};

} // namespace lookalike
