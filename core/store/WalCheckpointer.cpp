#include "WalCheckpointer.h"

#include <sqlite3.h>
#include <system_error>

namespace lookalike {

WalCheckpointer::WalCheckpointer(QByteArray path, int pages)
    : m_path(std::move(path))
    , m_pages(pages)
{}

WalCheckpointer::~WalCheckpointer()
{
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_one();
    if (m_thread.joinable())
        m_thread.join();
}

void WalCheckpointer::attach(sqlite3 *db, WalCheckpointer *checkpointer)
{
    sqlite3_wal_hook(
        db,
        [](void *c, sqlite3 *handle, const char *, int pages) {
            if (static_cast<WalCheckpointer *>(c)->grew(pages))
                sqlite3_wal_checkpoint_v2(handle, nullptr, SQLITE_CHECKPOINT_PASSIVE, nullptr, nullptr);
            return SQLITE_OK;
        },
        checkpointer);
}

bool WalCheckpointer::grew(int walPages)
{
    std::unique_lock lock(m_mutex);
    // A WAL shorter than at the last commit started again from its beginning: nothing of it
    // is copied yet (m_copied <= m_walPages always).
    if (walPages < m_walPages)
        m_copied = 0;
    m_walPages = walPages;
    // The WAL starts again only when a transaction begins after a checkpoint that left nothing
    // behind, which the thread seldom finishes between two of a busy writer's commits: past 16
    // times the size (mostly copied back by then), the writer's commit checkpoints the last
    // pages itself, and its next transaction starts the WAL again.
    // The thread is not woken then, and one of its checkpoints under way (which would make the
    // writer's fail) is waited for: the WAL stays that long at most.
    if (walPages >= m_pages * 16) {
        m_due = false;
        m_idle.wait(lock, [this] { return !m_running; });
        return true;
    }
    if (walPages - m_copied < m_pages)
        return false;
    if (!m_thread.joinable()) {
        try {
            m_thread = std::thread([this] { run(); });
        } catch (const std::system_error &) { // no thread (inside SQLite's C code: nothing may throw)
            return true;                      // the writer checkpoints, as SQLite would
        }
    }
    m_due = true;
    lock.unlock();
    m_wake.notify_one();
    return false;
}

int WalCheckpointer::checkpoints() const
{
    std::lock_guard lock(m_mutex);
    return m_checkpoints;
}

void WalCheckpointer::run()
{
    // A connection of this thread's own (the writer's belongs to the writer's thread). It holds
    // no transaction between checkpoints: it never keeps the WAL from starting again. One that
    // cannot be opened is tried again at the next wake; meanwhile the writer's commits past 16
    // times the size and the last close checkpoint, as without this.
    sqlite3 *db = nullptr;
    auto connect = [&] {
        if (sqlite3_open_v2(m_path.constData(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nullptr) ==
                SQLITE_OK &&
            // A connection that has read nothing does not know the file is in WAL mode yet (its
            // checkpoints do nothing): one read, and its transaction ends with the statement.
            sqlite3_exec(db, "SELECT count(*) FROM sqlite_master", nullptr, nullptr, nullptr) == SQLITE_OK)
            return;
        sqlite3_close_v2(db);
        db = nullptr;
    };
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_wake.wait(lock, [this] { return m_due || m_stop; });
        if (m_stop)
            break;
        m_due = false;
        m_running = true;
        lock.unlock();
        int log = 0;
        int copied = -1;
        int rc = SQLITE_CANTOPEN;
        if (!db)
            connect();
        if (db)
            rc = sqlite3_wal_checkpoint_v2(db, nullptr, SQLITE_CHECKPOINT_PASSIVE, &log, &copied);
        lock.lock();
        m_running = false;
        m_idle.notify_all();
        if (rc == SQLITE_OK && copied >= 0) { // -1: it could not run
            ++m_checkpoints;
            // Unless the WAL started again meanwhile (then the next commit says so). All of it
            // copied: the next transaction starts it again (unless a reader still uses it; then
            // the next checkpoint finds the old pages copied already).
            if (copied == log)
                m_copied = m_walPages = 0;
            else if (log <= m_walPages)
                m_copied = copied;
        }
    }
    lock.unlock();
    sqlite3_close_v2(db); // a no-op on null
}

} // namespace lookalike
