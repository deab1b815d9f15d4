#include "IndexWorker.h"

#include <QMetaObject>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <unordered_map>

namespace lookalike {

struct IndexWorker::Shared
{
    struct Job
    {
        QString key;
        quint64 serial = 0;
        QString path;
        std::shared_ptr<std::atomic_bool> cancel;
        Body body;
        std::function<void()> afterRun; // posts the answer back
    };

    Access access = Access::Read;
    std::mutex mutex;
    std::condition_variable wake;
    std::condition_variable idle;
    std::deque<Job> jobs;
    bool running = false; // a job is running
    bool stopping = false;
    quint64 nextSerial = 0;
    std::unordered_map<QString, quint64> latest;                          // key -> newest serial
    std::unordered_map<QString, std::shared_ptr<std::atomic_bool>> flags; // key -> cancel of the newest
    std::thread thread;

    bool isLatest(const QString &key, quint64 serial)
    {
        std::lock_guard lock(mutex);
        const auto it = latest.find(key);
        return it != latest.end() && it->second == serial;
    }

    void loop()
    {
        std::unique_ptr<IndexStore> store;
        QString storePath;
        Status opened;
        for (;;) {
            Job job;
            {
                std::unique_lock lock(mutex);
                wake.wait(lock, [&] { return stopping || !jobs.empty(); });
                if (jobs.empty()) // stopping
                    return;
                job = std::move(jobs.front());
                jobs.pop_front();
                running = true;
            }
            if (!job.cancel->load()) {
                if (!store || storePath != job.path) {
                    store.reset();
                    storePath = job.path;
                    auto open =
                        IndexStore::open(job.path, access == Access::Read ? IndexStore::Mode::ReadOnly
                                                                          : IndexStore::Mode::ReadWrite);
                    opened = open.status();
                    if (open)
                        store = std::move(open).value();
                }
                job.body(store.get(), opened, *job.cancel);
                job.afterRun();
            }
            {
                std::lock_guard lock(mutex);
                running = false;
                if (jobs.empty())
                    idle.notify_all();
            }
        }
    }
};

IndexWorker::IndexWorker(Access access, QObject *parent)
    : QObject(parent)
    , m_shared(std::make_shared<Shared>())
{
    m_shared->access = access;
    m_shared->thread = std::thread([shared = m_shared.get()] { shared->loop(); });
}

IndexWorker::~IndexWorker()
{
    {
        std::lock_guard lock(m_shared->mutex);
        m_shared->stopping = true;
        for (auto &[key, flag] : m_shared->flags)
            flag->store(true);
        m_shared->jobs.clear();
    }
    m_shared->wake.notify_all();
    m_shared->thread.join();
}

void IndexWorker::setIndex(const QString &path)
{
    m_path = path;
}

void IndexWorker::run(const QString &key, std::function<Status(IndexStore &, const std::atomic_bool &)> work,
                      QObject *receiver, std::function<void(Status)> done)
{
    auto answer = std::make_shared<Status>();
    post(
        key,
        [work = std::move(work), answer](IndexStore *store, const Status &opened,
                                         const std::atomic_bool &cancel) {
            *answer = store ? work(*store, cancel) : opened;
        },
        receiver, [answer, done = std::move(done)] { done(*answer); });
}

void IndexWorker::post(const QString &key, Body body, QObject *receiver, std::function<void()> deliver)
{
    Shared::Job job;
    job.key = key;
    job.path = m_path;
    job.cancel = std::make_shared<std::atomic_bool>(false);
    job.body = std::move(body);
    QPointer<QObject> target(receiver);
    {
        std::lock_guard lock(m_shared->mutex);
        job.serial = ++m_shared->nextSerial;
        // The older jobs of this key: dropped if queued, told to stop if running.
        if (key != kEachJob) {
            if (auto it = m_shared->flags.find(key); it != m_shared->flags.end())
                it->second->store(true);
            std::erase_if(m_shared->jobs, [&](const Shared::Job &j) { return j.key == key; });
            m_shared->latest[key] = job.serial;
            m_shared->flags[key] = job.cancel;
        }
    }
    // After the job ran (on the worker thread): the answer goes to the GUI thread through this
    // object, which outlives the thread; there it is delivered if still wanted.
    const quint64 serial = job.serial;
    Shared *shared = m_shared.get();
    // An answer about another index than the one set now is never delivered: every view shows
    // the index the window names.
    job.afterRun = [this, shared, key, serial, target, path = job.path, deliver = std::move(deliver)] {
        QMetaObject::invokeMethod(
            this,
            [this, shared, key, serial, target, path, deliver] {
                if (target && (key == kEachJob || shared->isLatest(key, serial)) && path == m_path)
                    deliver();
            },
            Qt::QueuedConnection);
    };
    {
        std::lock_guard lock(m_shared->mutex);
        m_shared->jobs.push_back(std::move(job));
    }
    m_shared->wake.notify_one();
}

void IndexWorker::waitForIdle()
{
    std::unique_lock lock(m_shared->mutex);
    m_shared->idle.wait(lock, [&] { return m_shared->jobs.empty() && !m_shared->running; });
}

bool IndexWorker::busy() const
{
    std::lock_guard lock(m_shared->mutex);
    return !m_shared->jobs.empty() || m_shared->running;
}

} // namespace lookalike
