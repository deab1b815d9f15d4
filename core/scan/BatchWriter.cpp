#include "BatchWriter.h"

#include "store/IndexStore.h"

namespace lookalike {

BatchWriter::BatchWriter(IndexStore &store, Hooks hooks, int maxWrites, std::chrono::milliseconds maxAge)
    : m_store(store)
    , m_hooks(std::move(hooks))
    , m_maxWrites(maxWrites)
    , m_maxAge(maxAge)
{}

BatchWriter::~BatchWriter()
{
    if (m_open) {
        // Nothing to tell from a destructor; a rollback that fails leaves the open transaction
        // to SQLite, which rolls it back when the connection closes.
        static_cast<void>(m_store.rollback());
        if (m_hooks.rolledBack)
            m_hooks.rolledBack();
    }
}

bool BatchWriter::open()
{
    if (failed())
        return false;
    if (m_open)
        return true;
    m_status = m_store.begin();
    m_open = m_status.isOk();
    m_pending = 0;
    m_opened = std::chrono::steady_clock::now();
    return m_open;
}

void BatchWriter::wrote(const Status &s)
{
    ++m_pending;
    if (!s && m_status.isOk())
        m_status = s;
}

void BatchWriter::commitIfDue()
{
    if (m_open &&
        (failed() || m_pending >= m_maxWrites || std::chrono::steady_clock::now() - m_opened > m_maxAge))
        commit();
}

void BatchWriter::finish()
{
    if (m_open)
        commit();
}

void BatchWriter::commit()
{
    m_open = false;
    m_pending = 0;
    if (!failed()) {
        if (Status s = m_store.commit(); s) {
            if (m_hooks.committed)
                m_hooks.committed();
            return;
        } else {
            m_status = s;
        }
    }
    // The batch's own error (m_status) is what the caller hears; a rollback that fails after it
    // leaves the transaction to SQLite (rolled back when the connection closes).
    static_cast<void>(m_store.rollback());
    if (m_hooks.rolledBack)
        m_hooks.rolledBack();
}

} // namespace lookalike
