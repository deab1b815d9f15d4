#pragma once

#include "base/Status.h"

#include <QByteArray>
#include <QHashFunctions>
#include <QString>
#include <functional>
#include <memory>
#include <span>
#include <type_traits>
#include <unordered_map>

struct sqlite3;
struct sqlite3_stmt;

namespace lookalike {

class Database;
class TermDictionary;
class WalCheckpointer;

// A prepared statement in use (LevelDB's habit: one small type that makes the right use the
// easy one). Binds by position and resets itself when it goes out of scope. Every way of
// stepping reports SQLite's final result code: a read that fails half-way is an error, never
// a short answer. A statement that could not be prepared carries its error to the first step.
class Query
{
public:
    Query(Query &&other) noexcept;
    Query &operator=(Query &&) = delete;
    Query(const Query &) = delete;
    Query &operator=(const Query &) = delete;
    ~Query();

    Query &bind(int i, qint64 v);
    Query &bind(int i, int v) { return bind(i, qint64(v)); }
    Query &bind(int i, double v);
    Query &bind(int i, const QString &v);    // a null QString binds NULL
    Query &bind(int i, const QByteArray &v); // a null QByteArray binds NULL
    Query &bindNull(int i);

    // Runs a statement that returns no rows (or whose rows are not wanted).
    Status run();
    // Steps to the one row a lookup expects: true when there is one, false when there is none.
    Result<bool> fetch();
    // An INSERT or UPDATE ... RETURNING id: the id of its one row (nullopt: none), once the
    // statement ran to its end. (Its row comes before the write is done: outside a transaction,
    // the commit, and a commit that fails, come with the step after it.)
    Result<std::optional<qint64>> returnedId();
    // Calls onRow(*this) for every row, then checks that the statement ran to its end. onRow
    // returns void, or a Status that stops the loop (and is returned) when it is not ok.
    template <typename F> Status forEach(F &&onRow);

    // Columns of the current row.
    qint64 integer(int col) const;
    double real(int col) const;
    QString text(int col) const;
    QByteArray blob(int col) const;
    // The bytes of a BLOB column, valid until the next step (no copy).
    std::span<const char> bytes(int col) const;
    bool isNull(int col) const;

private:
    friend class Database;
    Query(Database &db, sqlite3_stmt *stmt, const char *what, Status prepareError);
    int step();
    Status failed() const;

    Database *m_db;
    sqlite3_stmt *m_stmt;
    const char *m_what;    // "reading clusters": names the statement in errors
    Status m_prepareError; // the statement could not be prepared
};

// The index's connection: one SQLite database (WAL journal, versioned schema, migrations on
// open), its prepared statements, transactions. A Database belongs to the thread that opened
// it (qBittorrent's habit: each worker owns its connection); open another for another thread,
// WAL lets readers run beside the one writer. Errors are Status::Database with SQLite's message.
class Database
{
public:
    enum class Mode
    {
        ReadWrite,
        ReadOnly
    };

    // Opens or creates the database at `path` and migrates it to `version` (ReadWrite), or
    // opens it read-only at the current schema. Fails with Database if the file is not an
    // index, was written by a newer Lookalike, or (read-only) needs an upgrade.
    static Result<std::unique_ptr<Database>> open(const QString &path, Mode mode, int version);
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    QString path() const { return m_path; }
    // The connection itself, for the schema's conversions (Schema.cpp) only.
    sqlite3 *handle() const { return m_db; }
    int schemaVersion() const;

    // A statement prepared once per connection (`sql` must be a string literal: its address
    // is the cache key). `what` names it in errors ("reading clusters").
    Query query(const char *sql, const char *what);
    // The same for SQL put together at run time (a few shapes, each prepared once).
    Query query(const QByteArray &sql, const char *what);
    // Runs SQL without results (several statements allowed).
    Status exec(const char *sql);
    // The first column of the first row of a statement without parameters ("SELECT count(*)
    // FROM ..."), 0 when there is no row.
    Result<qint64> integer(const char *sql, const char *what);
    // Gives back the pages this connection's cache holds and is not using (before long work
    // that needs none of them).
    void releaseCache();

    Status begin(); // BEGIN IMMEDIATE: the writer's lock at once, not at the first write
    Status commit();
    Status rollback();
    bool inTransaction() const;
    // Whether the open transaction already counted a change of the documents (Documents); and
    // recording that it did.
    bool documentsChangeCounted() const { return inTransaction() && m_documentsChangeIn == m_transactions; }
    void setDocumentsChangeCounted() { m_documentsChangeIn = m_transactions; }
    // Which transaction is open (a number that changes with each one begun).
    quint64 transactionSerial() const { return m_transactions; }
    // This connection's copy of the numbers of the terms of the bags of words (made when first
    // asked for; TermDictionary::refresh brings it up to the table).
    TermDictionary &terms();
    // Tables a document's rows are deleted from when it is stored again, which a first scan
    // finds empty: a DELETE costs about 6 us even then (foreign keys on).
    enum class Derived
    {
        ExactPairs,
        Bags
    };
    // Whether the open transaction found `table` empty and wrote nothing into it since (looked
    // at once a transaction: Status errors count as "not empty"); the writers of `table` call
    // wrote() first.
    bool emptyInTransaction(Derived table);
    void wrote(Derived table) { m_emptyIn[int(table)] = ~quint64(0); }
    // Runs `body` in the caller's open transaction, or in one of its own (committed when `body`
    // succeeds, rolled back when it fails).
    Status inTransaction(const std::function<Status()> &body);
    qint64 lastInsertId() const;
    // Whether the last error was a constraint's (a UNIQUE key taken).
    bool lastErrorWasConstraint() const;
    // SQLite's last error, prefixed with `what`.
    Status error(const char *what) const;
    // Checkpoints run beside this connection's commits (WalCheckpointer.h), for tests.
    int backgroundCheckpoints() const;

private:
    Database() = default;
    Status migrate(int targetVersion);

    sqlite3 *m_db = nullptr;
    QString m_path;
    quint64 m_transactions = 0;
    quint64 m_documentsChangeIn = ~quint64(0);
    quint64 m_emptyIn[2] = {~quint64(0), ~quint64(0)};
    quint64 m_lookedIn[2] = {~quint64(0), ~quint64(0)};
    std::unordered_map<const char *, sqlite3_stmt *> m_statements;
    std::unordered_map<QByteArray, sqlite3_stmt *> m_built;
    std::unique_ptr<WalCheckpointer> m_checkpointer; // ReadWrite connections to a file
    std::unique_ptr<TermDictionary> m_terms;
};

template <typename F> Status Query::forEach(F &&onRow)
{
    for (;;) {
        const int rc = step();
        if (rc == 100 /* SQLITE_ROW */) {
            if constexpr (std::is_same_v<std::invoke_result_t<F, Query &>, void>) {
                onRow(*this);
            } else {
                if (Status s = onRow(*this); !s)
                    return s;
            }
            continue;
        }
        if (rc == 101 /* SQLITE_DONE */)
            return Status::ok();
        return failed();
    }
}

} // namespace lookalike
