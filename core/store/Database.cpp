#include "Database.h"

#include "Schema.h"
#include "TermDictionary.h"
#include "WalCheckpointer.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <chrono>
#include <sqlite3.h>
#include <thread>

namespace lookalike {

static_assert(SQLITE_ROW == 100 && SQLITE_DONE == 101, "Query::forEach spells these out");

Query::Query(Database &db, sqlite3_stmt *stmt, const char *what, Status prepareError)
    : m_db(&db)
    , m_stmt(stmt)
    , m_what(what)
    , m_prepareError(std::move(prepareError))
{}

Query::Query(Query &&other) noexcept
    : m_db(other.m_db)
    , m_stmt(other.m_stmt)
    , m_what(other.m_what)
    , m_prepareError(std::move(other.m_prepareError))
{
    other.m_stmt = nullptr;
}

Query::~Query()
{
    if (m_stmt) {
        sqlite3_reset(m_stmt);
        sqlite3_clear_bindings(m_stmt);
    }
}

Query &Query::bind(int i, qint64 v)
{
    if (m_stmt)
        sqlite3_bind_int64(m_stmt, i, v);
    return *this;
}

Query &Query::bind(int i, double v)
{
    if (m_stmt)
        sqlite3_bind_double(m_stmt, i, v);
    return *this;
}

Query &Query::bind(int i, const QString &v)
{
    if (!m_stmt)
        return *this;
    if (v.isNull())
        return bindNull(i);
    const QByteArray utf8 = v.toUtf8();
    sqlite3_bind_text(m_stmt, i, utf8.constData(), static_cast<int>(utf8.size()), SQLITE_TRANSIENT);
    return *this;
}

Query &Query::bind(int i, const QByteArray &v)
{
    if (!m_stmt)
        return *this;
    if (v.isNull())
        return bindNull(i);
    sqlite3_bind_blob(m_stmt, i, v.constData(), static_cast<int>(v.size()), SQLITE_TRANSIENT);
    return *this;
}

Query &Query::bindNull(int i)
{
    if (m_stmt)
        sqlite3_bind_null(m_stmt, i);
    return *this;
}

int Query::step()
{
    return m_stmt ? sqlite3_step(m_stmt) : SQLITE_MISUSE;
}

Status Query::failed() const
{
    if (!m_prepareError.isOk())
        return m_prepareError;
    return m_db->error(m_what);
}

Status Query::run()
{
    const int rc = step();
    return rc == SQLITE_DONE || rc == SQLITE_ROW ? Status::ok() : failed();
}

Result<bool> Query::fetch()
{
    const int rc = step();
    if (rc == SQLITE_ROW)
        return true;
    if (rc == SQLITE_DONE)
        return false;
    return failed();
}

Result<std::optional<qint64>> Query::returnedId()
{
    const int rc = step();
    if (rc != SQLITE_ROW && rc != SQLITE_DONE)
        return failed();
    const std::optional<qint64> id = rc == SQLITE_ROW ? std::optional<qint64>(integer(0)) : std::nullopt;
    for (int more = rc; more == SQLITE_ROW;)
        if (more = step(); more != SQLITE_ROW && more != SQLITE_DONE)
            return failed();
    return id;
}

qint64 Query::integer(int col) const
{
    return sqlite3_column_int64(m_stmt, col);
}

double Query::real(int col) const
{
    return sqlite3_column_double(m_stmt, col);
}

QString Query::text(int col) const
{
    const auto *p = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, col));
    return p ? QString::fromUtf8(p, sqlite3_column_bytes(m_stmt, col)) : QString();
}

QByteArray Query::blob(int col) const
{
    const auto b = bytes(col);
    return b.data() ? QByteArray(b.data(), qsizetype(b.size())) : QByteArray();
}

std::span<const char> Query::bytes(int col) const
{
    const auto *p = static_cast<const char *>(sqlite3_column_blob(m_stmt, col));
    return {p, p ? std::size_t(sqlite3_column_bytes(m_stmt, col)) : 0};
}

bool Query::isNull(int col) const
{
    return sqlite3_column_type(m_stmt, col) == SQLITE_NULL;
}

Result<std::unique_ptr<Database>> Database::open(const QString &path, Mode mode, int version)
{
    std::unique_ptr<Database> db(new Database);
    db->m_path = path;
    const bool readOnly = mode == Mode::ReadOnly;
    if (!readOnly) {
        const QFileInfo info(path);
        if (!info.dir().exists() && !QDir().mkpath(info.absolutePath()))
            return Status::error(Status::Code::Unreadable,
                                 QStringLiteral("cannot create folder %1").arg(info.absolutePath()));
    }
    const int flags = readOnly ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    if (sqlite3_open_v2(QFile::encodeName(path).constData(), &db->m_db, flags | SQLITE_OPEN_NOMUTEX,
                        nullptr) != SQLITE_OK)
        return Status::error(Status::Code::Database,
                             QStringLiteral("cannot open index %1: %2")
                                 .arg(path, QString::fromUtf8(sqlite3_errmsg(db->m_db))));
    sqlite3_busy_timeout(db->m_db, 10000);
    sqlite3_extended_result_codes(db->m_db, 1);
    // Is this an index (or an empty file)? Nothing is changed before the answer.
    int tables = 0;
    {
        auto probe = db->query("SELECT count(*) FROM sqlite_master", "probing");
        auto row = probe.fetch();
        if (!row || !*row)
            return Status::error(Status::Code::Database, QStringLiteral("%1 is not a Lookalike index: %2")
                                                             .arg(path, row ? QStringLiteral("empty answer")
                                                                            : row.status().message()));
        tables = int(probe.integer(0));
    }
    if (!readOnly) {
        // Switching a new file to WAL needs it to itself: a second connection opening it at the
        // same moment (the window's writer and a scan starting) gets SQLITE_BUSY at once, not
        // through the busy handler. Wait for the other, as the busy timeout would.
        Status s;
        for (int attempt = 0; attempt < 1000; ++attempt) {
            s = db->exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON;");
            if (s || (sqlite3_errcode(db->m_db) & 0xff) != SQLITE_BUSY)
                break;
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        if (!s)
            return Status::error(s.code(),
                                 QStringLiteral("opening %1 for writing: %2").arg(path, s.message()));
    }
    if (Status s = db->exec("PRAGMA temp_store=MEMORY; PRAGMA cache_size=-32768;"); !s)
        return Status::error(s.code(), QStringLiteral("opening %1: %2").arg(path, s.message()));
    // The WAL is copied back into the index beside the writer (WalCheckpointer.h), not in its
    // commits (a scan of 10^5 small files spent 8 of its 13 s in SQLite's automatic checkpoint
    // every 4 MB; every 64 MB until 2026-11-29, the scan then waiting for up to 64 MB at the
    // last close). Its WAL hook replaces SQLite's automatic checkpoint.
    // The file SQLite opened, by its absolute name (not a relative path, nor one renamed since);
    // empty for a database in memory, which has no WAL.
    const char *file = sqlite3_db_filename(db->m_db, "main");
    if (!readOnly && file && *file) {
        db->m_checkpointer = std::make_unique<WalCheckpointer>(file);
        WalCheckpointer::attach(db->m_db, db->m_checkpointer.get());
    }
    const int current = db->schemaVersion();
    if (current > schema::currentVersion())
        return Status::error(
            Status::Code::Database,
            QStringLiteral("%1 was written by a newer Lookalike (schema %2, this one knows %3)")
                .arg(path)
                .arg(current)
                .arg(schema::currentVersion()));
    if (readOnly) {
        if (current < schema::currentVersion())
            return Status::error(Status::Code::Database,
                                 QStringLiteral("%1 needs an upgrade; open it once for writing").arg(path));
        return db;
    }
    // An unrelated SQLite file has user_version 0 and tables of its own.
    if (current == 0 && tables > 0)
        return Status::error(Status::Code::Database,
                             QStringLiteral("%1 is an SQLite database but not a Lookalike index").arg(path));
    if (Status s = db->migrate(version); !s)
        return s;
    return db;
}

int Database::backgroundCheckpoints() const
{
    return m_checkpointer ? m_checkpointer->checkpoints() : 0;
}

void Database::releaseCache()
{
    sqlite3_db_release_memory(m_db);
}

TermDictionary &Database::terms()
{
    if (!m_terms)
        m_terms = std::make_unique<TermDictionary>();
    return *m_terms;
}

Database::~Database()
{
    if (m_checkpointer) {
        // Its connection closes first: this one's close is the last, which checkpoints what is left.
        sqlite3_wal_hook(m_db, nullptr, nullptr);
        m_checkpointer.reset();
    }
    for (auto &[sql, stmt] : m_statements)
        sqlite3_finalize(stmt);
    for (auto &[sql, stmt] : m_built)
        sqlite3_finalize(stmt);
    if (m_db)
        sqlite3_close_v2(m_db);
}

int Database::schemaVersion() const
{
    sqlite3_stmt *stmt = nullptr;
    int version = 0;
    if (sqlite3_prepare_v2(m_db, "PRAGMA user_version", -1, &stmt, nullptr) == SQLITE_OK &&
        sqlite3_step(stmt) == SQLITE_ROW)
        version = sqlite3_column_int(stmt, 0);
    sqlite3_finalize(stmt);
    return version;
}

Query Database::query(const char *sql, const char *what)
{
    auto it = m_statements.find(sql);
    if (it != m_statements.end())
        return Query(*this, it->second, what, Status::ok());
    sqlite3_stmt *stmt = nullptr;
    if (sqlite3_prepare_v3(m_db, sql, -1, SQLITE_PREPARE_PERSISTENT, &stmt, nullptr) != SQLITE_OK) {
        sqlite3_finalize(stmt);
        return Query(*this, nullptr, what, error(what));
    }
    m_statements.emplace(sql, stmt);
    return Query(*this, stmt, what, Status::ok());
}

Result<qint64> Database::integer(const char *sql, const char *what)
{
    auto q = query(sql, what);
    auto row = q.fetch();
    if (!row)
        return row.status();
    return *row ? q.integer(0) : 0;
}

Query Database::query(const QByteArray &sql, const char *what)
{
    auto it = m_built.find(sql);
    if (it != m_built.end())
        return Query(*this, it->second, what, Status::ok());
    sqlite3_stmt *stmt = nullptr;
    if (sqlite3_prepare_v3(m_db, sql.constData(), int(sql.size()), SQLITE_PREPARE_PERSISTENT, &stmt,
                           nullptr) != SQLITE_OK) {
        sqlite3_finalize(stmt);
        return Query(*this, nullptr, what, error(what));
    }
    m_built.emplace(sql, stmt);
    return Query(*this, stmt, what, Status::ok());
}

bool Database::emptyInTransaction(Derived table)
{
    if (!inTransaction())
        return false;
    const int t = int(table);
    if (m_lookedIn[t] != m_transactions) {
        m_lookedIn[t] = m_transactions;
        auto q = query(table == Derived::Bags ? "SELECT EXISTS (SELECT 1 FROM bags)"
                                              : "SELECT EXISTS (SELECT 1 FROM exact_pairs)",
                       "looking for derived rows");
        auto row = q.fetch();
        const bool empty = row && *row && q.integer(0) == 0;
        m_emptyIn[t] = empty ? m_transactions : ~quint64(0);
    }
    return m_emptyIn[t] == m_transactions;
}

Status Database::error(const char *what) const
{
    return Status::error(
        Status::Code::Database,
        QStringLiteral("%1: %2").arg(QString::fromUtf8(what), QString::fromUtf8(sqlite3_errmsg(m_db))));
}

Status Database::exec(const char *sql)
{
    char *message = nullptr;
    if (sqlite3_exec(m_db, sql, nullptr, nullptr, &message) != SQLITE_OK) {
        Status s =
            Status::error(Status::Code::Database, QString::fromUtf8(message ? message : "unknown error"));
        sqlite3_free(message);
        return s;
    }
    return Status::ok();
}

Status Database::migrate(int targetVersion)
{
    for (const schema::Migration &step : schema::migrations()) {
        if (step.version <= schemaVersion() || step.version > targetVersion)
            continue;
        ++m_transactions;
        if (Status s = exec("BEGIN IMMEDIATE"); !s)
            return s;
        if (step.version <= schemaVersion()) { // another process migrated meanwhile
            if (Status s = exec("COMMIT"); !s)
                return s;
            continue;
        }
        Status s = exec(step.sql);
        if (s && step.convert)
            s = step.convert(*this);
        if (s) {
            const QByteArray setVersion = "PRAGMA user_version = " + QByteArray::number(step.version);
            s = exec(setVersion.constData());
        }
        if (!s) {
            // The migration's error is what the caller hears; a rollback that fails after it
            // leaves the transaction to SQLite (rolled back when the connection closes).
            static_cast<void>(exec("ROLLBACK"));
            return Status::error(Status::Code::Database,
                                 QStringLiteral("migration to schema %1 (%2) failed: %3")
                                     .arg(step.version)
                                     .arg(QString::fromUtf8(step.description), s.message()));
        }
        if (Status c = exec("COMMIT"); !c)
            return Status::error(
                c.code(),
                QStringLiteral("writing schema %1 of %2: %3").arg(step.version).arg(m_path, c.message()));
    }
    return Status::ok();
}

Status Database::begin()
{
    ++m_transactions;
    if (Status s = exec("BEGIN IMMEDIATE"); !s)
        return Status::error(s.code(), QStringLiteral("starting to write %1: %2").arg(m_path, s.message()));
    return Status::ok();
}

Status Database::commit()
{
    // What a full disk or an I/O error stops first: said with the index it is about.
    if (Status s = exec("COMMIT"); !s)
        return Status::error(s.code(), QStringLiteral("saving to %1: %2").arg(m_path, s.message()));
    return Status::ok();
}

Status Database::rollback()
{
    return exec("ROLLBACK");
}

bool Database::inTransaction() const
{
    return !sqlite3_get_autocommit(m_db);
}

Status Database::inTransaction(const std::function<Status()> &body)
{
    if (inTransaction())
        return body(); // the caller's transaction: it commits or rolls back
    if (Status s = begin(); !s)
        return s;
    if (Status s = body(); !s) {
        static_cast<void>(rollback()); // the body's error is the one to tell (see migrate)
        return s;
    }
    return commit();
}

bool Database::lastErrorWasConstraint() const
{
    return (sqlite3_errcode(m_db) & 0xff) == SQLITE_CONSTRAINT;
}

qint64 Database::lastInsertId() const
{
    return sqlite3_last_insert_rowid(m_db);
}

} // namespace lookalike
