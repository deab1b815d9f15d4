#pragma once

#include "base/Status.h"
#include "store/IndexStore.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <atomic>
#include <functional>
#include <memory>

namespace lookalike {

// A long-lived thread with a connection of its own to the window's index, running jobs in the
// order they come (qBittorrent's resume-data storage: one worker owns its database). The
// window has three: a reader (read-only; pages, pairs, dialogs), a second reader for the aggregates over
// every document (overview, charts) and a writer. No SQLite call happens on the GUI thread.
//
// Jobs carry a key; a newer job with the same key supersedes the older ones: those still
// queued are dropped, the one running sees its cancel flag raised, and no superseded answer
// is delivered. Answers reach the GUI thread through the event loop, to a receiver that is
// still alive.
class IndexWorker : public QObject
{
    Q_OBJECT

public:
    enum class Access
    {
        Read,
        Write
    };
    explicit IndexWorker(Access access, QObject *parent = nullptr);
    ~IndexWorker() override; // lets the running job finish, drops the rest, joins the thread

    // Jobs posted from now on run on the index at `path` (opened by the first of them; the
    // writer creates and migrates it).
    void setIndex(const QString &path);
    QString index() const { return m_path; }

    // The key of jobs that never supersede one another (changes to the index: each is carried
    // out and answered).
    static inline const QString kEachJob;

    // Runs `work` on the worker thread; then `done` on the GUI thread with its answer, unless
    // `receiver` is gone, a newer job with `key` was posted (but for kEachJob), or setIndex()
    // named another index since. When the index cannot be
    // opened, `work` is skipped and `done` gets the reason.
    template <typename T>
    void run(const QString &key,
             std::function<Result<T>(IndexStore &store, const std::atomic_bool &cancel)> work,
             QObject *receiver, std::function<void(Result<T>)> done)
    {
        auto answer = std::make_shared<std::optional<Result<T>>>();
        post(
            key,
            [work = std::move(work), answer](IndexStore *store, const Status &opened,
                                             const std::atomic_bool &cancel) {
                answer->emplace(store ? work(*store, cancel) : Result<T>(opened));
            },
            receiver, [answer, done = std::move(done)] { done(std::move(**answer)); });
    }
    // The same for work without an answer but its status.
    void run(const QString &key,
             std::function<Status(IndexStore &store, const std::atomic_bool &cancel)> work, QObject *receiver,
             std::function<void(Status)> done);

    // Blocks until every job posted so far has run (tests, and the window before it closes).
    void waitForIdle();
    // Whether a job is queued or running.
    bool busy() const;

private:
    using Body = std::function<void(IndexStore *store, const Status &opened, const std::atomic_bool &cancel)>;
    void post(const QString &key, Body body, QObject *receiver, std::function<void()> deliver);

    struct Shared;
    std::shared_ptr<Shared> m_shared;
    QString m_path;
};

} // namespace lookalike
