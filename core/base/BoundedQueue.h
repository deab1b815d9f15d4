#pragma once

#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>

namespace lookalike {

// A blocking FIFO of at most `capacity` items between pipeline threads; it is what keeps the
// scan's memory bounded whatever the folder size. Thread-safe. close() wakes every waiter:
// push() then fails and pop() drains what is left, then returns nullopt.
template <typename T> class BoundedQueue
{
public:
    explicit BoundedQueue(std::size_t capacity)
        : m_capacity(capacity)
    {}

    bool push(T item)
    {
        std::unique_lock lock(m_mutex);
        m_notFull.wait(lock, [&] { return m_closed || m_items.size() < m_capacity; });
        if (m_closed)
            return false;
        m_items.push_back(std::move(item));
        m_notEmpty.notify_one();
        return true;
    }

    std::optional<T> pop()
    {
        std::unique_lock lock(m_mutex);
        m_notEmpty.wait(lock, [&] { return m_closed || !m_items.empty(); });
        if (m_items.empty())
            return std::nullopt;
        T item = std::move(m_items.front());
        m_items.pop_front();
        m_notFull.notify_one();
        return item;
    }

    // Like pop(), but gives up after `timeout` (the writer wakes to report progress).
    template <typename Duration> std::optional<T> popFor(Duration timeout, bool *closed)
    {
        std::unique_lock lock(m_mutex);
        m_notEmpty.wait_for(lock, timeout, [&] { return m_closed || !m_items.empty(); });
        *closed = m_closed && m_items.empty();
        if (m_items.empty())
            return std::nullopt;
        T item = std::move(m_items.front());
        m_items.pop_front();
        m_notFull.notify_one();
        return item;
    }

    void close()
    {
        std::lock_guard lock(m_mutex);
        m_closed = true;
        m_notEmpty.notify_all();
        m_notFull.notify_all();
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_notEmpty;
    std::condition_variable m_notFull;
    std::deque<T> m_items;
    std::size_t m_capacity;
    bool m_closed = false;
};

} // namespace lookalike
