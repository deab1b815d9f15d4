#pragma once

#include <QByteArray>
#include <condition_variable>
#include <mutex>
#include <thread>

struct sqlite3;

namespace lookalike {

// Copies a writer's WAL back into the index on a thread of its own (LevelDB's habit: the
// writer appends, compaction runs beside it). SQLite's own automatic checkpoint runs in the
// commit that passes its size: the writer waits while the WAL is synced, its pages copied into
// the index and the index synced; and whatever the WAL holds when the last connection closes
// is copied then, while the process waits to exit (a first scan of /usr/include: 30 MB of WAL,
// 0.30-0.39 s between its last line and its exit).
//
// Here a commit only tells how long the WAL is (grew(), from SQLite's WAL hook); once `pages`
// pages are not yet copied back, the thread runs a PASSIVE checkpoint on a connection of its
// own: it copies what the readers no longer need and never blocks a reader or the writer, who
// keeps appending meanwhile, and the close copies the last few pages only. SQLite starts the
// WAL again from its beginning when a transaction begins after a checkpoint that copied
// everything; a busy writer commits again before the thread is done, so once the WAL is
// `pages` x 16 long (64 MB, mostly copied back by then) the writer's commit checkpoints what is
// left itself, as SQLite's automatic checkpoint would (after the thread's checkpoint under way,
// if any), and the WAL starts again: it never grows past that size and a commit.
// A checkpoint that fails (a full disk, an I/O error) leaves the pages in the WAL, where they
// are as safe as in the index: the next one tries again, the last close does what is left.
// Measured against 64 MB checkpoints in the commit (2026-11-29, alternating): /usr/include's
// first scan waits ~0.09 s to exit after its last line instead of 0.30-0.39 s; 10^5 small
// files 7.8-8.9 s instead of 8.7-9.9 s; 10^6 70.1-72.7 s instead of 75.2-75.4 s.
class WalCheckpointer
{
public:
    static constexpr int kDefaultPages = 1024; // 4 MB of 4 KB pages: SQLite's own default size

    // `path`: the index file, as sqlite3_open_v2 takes it. The thread starts at the first need.
    explicit WalCheckpointer(QByteArray path, int pages = kDefaultPages);
    ~WalCheckpointer(); // waits for a checkpoint under way, then closes its connection
    WalCheckpointer(const WalCheckpointer &) = delete;
    WalCheckpointer &operator=(const WalCheckpointer &) = delete;

    // Has the commits of connection `db` (to the same file) tell `checkpointer` how long the
    // WAL is: SQLite's WAL hook, in place of its automatic checkpoint.
    static void attach(sqlite3 *db, WalCheckpointer *checkpointer);

    // The WAL holds `walPages` pages after a commit. Wakes the thread past the size; true when
    // the writer should checkpoint itself (the WAL is long enough to start again).
    bool grew(int walPages);

    // Checkpoints the thread ran to their end (tests).
    int checkpoints() const;

private:
    void run();

    const QByteArray m_path;
    const int m_pages;
    mutable std::mutex m_mutex;
    std::condition_variable m_wake; // the thread: a checkpoint is due, or stop
    std::condition_variable m_idle; // the writer: the thread's checkpoint ended
    bool m_due = false;
    bool m_running = false; // the thread is checkpointing
    bool m_stop = false;
    int m_walPages = 0; // the WAL's length at the last commit
    int m_copied = 0;   // of which the last checkpoint copied back (its frame count)
    int m_checkpoints = 0;
    std::thread m_thread; // started by the first grew() past the size
};

} // namespace lookalike
