#pragma once

#include "base/Status.h"

#include <chrono>
#include <functional>

namespace lookalike {

class IndexStore;

// The writer side of a scan and of an import: one thread stores what the workers produced, in
// transactions of up to `maxWrites` writes or `maxAge` old (LevelDB's write batches, on SQLite
// transactions: one fsync per batch, not per document). What a batch counted is published
// only when it commits (`committed`) and dropped when it rolls back (`rolledBack`), so a
// crash or an error never reports a document that is not stored. The first failure ends the
// batching and is kept: the job stops and says why.
class BatchWriter
{
public:
    struct Hooks
    {
        std::function<void()> committed;  // the open batch is stored: publish its counts
        std::function<void()> rolledBack; // it is not: forget them
    };

    explicit BatchWriter(IndexStore &store, Hooks hooks = {}, int maxWrites = 512,
                         std::chrono::milliseconds maxAge = std::chrono::milliseconds(250));
    ~BatchWriter(); // rolls back a batch still open (finish() was not reached)

    // Opens a transaction unless one is; false once anything failed (status() says what).
    bool open();
    // Counts one write of the open batch; a failed one fails the job.
    void wrote(const Status &s);
    // Commits when the batch is full or old enough.
    void commitIfDue();
    // Commits what is open, or rolls it back after a failure.
    void finish();

    bool failed() const { return !m_status.isOk(); }
    const Status &status() const { return m_status; }

private:
    void commit();

    IndexStore &m_store;
    Hooks m_hooks;
    int m_maxWrites;
    std::chrono::milliseconds m_maxAge;
    Status m_status;
    bool m_open = false;
    int m_pending = 0;
    std::chrono::steady_clock::time_point m_opened;
};

// Progress reports at most once every `interval` (a forced one always): a job of millions of
// documents must not flood the window's event loop.
class ProgressThrottle
{
public:
    explicit ProgressThrottle(std::chrono::milliseconds interval)
        : m_interval(interval)
    {}
    bool due(bool force)
    {
        const auto now = std::chrono::steady_clock::now();
        if (!force && m_reported && now - m_last < m_interval)
            return false;
        m_reported = true;
        m_last = now;
        return true;
    }

private:
    std::chrono::milliseconds m_interval;
    std::chrono::steady_clock::time_point m_last;
    bool m_reported = false;
};

} // namespace lookalike
