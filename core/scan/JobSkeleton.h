#pragma once

#include "BatchWriter.h"
#include "Resketch.h"
#include "base/BoundedQueue.h"
#include "base/Clock.h"
#include "store/IndexStore.h"

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

namespace lookalike {

// The skeleton both writing jobs share (ScanJob: folders; ImportJob: web archives). Each takes
// the same named steps; the jobs differ only in what a step does with its source:
//
//   start    check the sketch settings, open the index, close the scans a killed job left
//            "running", adopt the index's sketch settings (or refuse, or re-sketch first:
//            Resketch.h)                                                    startJob()
//   begin    the job's own rows: its scan; an import's sweep and archives  (the job)
//   produce  one thread: the walk of the folders, or the archives' records, into tasks
//   analyze  one thread per core: each task read, extracted, sketched
//   store    the calling thread, the only writer: each outcome written, in batched
//            transactions (BatchWriter)                                     JobPipeline::run()
//   finish   the job's state from the writer's status and the cancel flag  jobState()
//            (then the job closes its rows: removed files, archives, the scan)
//
// A step that fails ends the job with its status (failJob()); a write that fails or a cancel
// stops the pipeline: producers drain and exit, and what was not stored is redone by the next
// run (a batch is published only when it commits).

// "start": on success the open index, its sketch settings adopted into `sketch`. On failure
// the status that ends the job (Cancelled: a re-sketch the user cancelled).
template <class Progress, class Summary>
Result<std::unique_ptr<IndexStore>> startJob(const QString &indexPath, SketchParams &sketch,
                                             const SketchChoice &choice, const ExtractParams &extract,
                                             int threads, const std::atomic_bool *cancel,
                                             const std::function<void(const Progress &)> &onProgress,
                                             const std::function<double()> &elapsed, Summary &summary)
{
    if (!sketch.isValid())
        return Status::error(Status::Code::InvalidArgument,
                             QStringLiteral("invalid sketch parameters: %1").arg(sketch.toString()));
    auto opened = IndexStore::open(indexPath);
    if (!opened)
        return opened.status();
    if (Status s = (*opened)->documents().closeInterruptedScans(); !s)
        return s;
    if (Status s = adoptSketchParamsFor<Progress>(**opened, sketch, choice, extract, threads, cancel,
                                                  onProgress, elapsed, summary);
        !s)
        return s;
    return opened;
}

// "finish": what a job that ran to its end says it did.
inline QString jobState(const Status &written, bool cancelled)
{
    if (!written.isOk())
        return QStringLiteral("failed");
    return cancelled ? QStringLiteral("cancelled") : QStringLiteral("done");
}

// A step failed: the job ends with `s` ("cancelled" when the user cancelled it).
template <class Summary> Summary failJob(Summary summary, Status s, Clock::time_point started)
{
    summary.state =
        s.code() == Status::Code::Cancelled ? QStringLiteral("cancelled") : QStringLiteral("failed");
    summary.status = std::move(s);
    summary.elapsedSeconds = seconds(Clock::now() - started);
    return summary;
}

// What each run of a job holds: its parameters, cancel flag, index, summary, progress callback
// and start, and the throttle of its progress reports.
template <class Params, class Summary, class Progress> class JobRun
{
public:
    JobRun(Params &params, std::atomic_bool &cancel, IndexStore &store, Summary &summary,
           const std::function<void(const Progress &)> &onProgress, Clock::time_point started)
        : m_params(params)
        , m_cancel(cancel)
        , m_store(store)
        , m_summary(summary)
        , m_onProgress(onProgress)
        , m_started(started)
        , m_throttle(std::chrono::milliseconds(params.progressIntervalMs))
    {}

protected:
    // Whether a progress report is to be made now (`force`: the last one).
    bool reportDue(bool force) { return m_onProgress && m_throttle.due(force); }

    Params &m_params;
    std::atomic_bool &m_cancel;
    IndexStore &m_store;
    Summary &m_summary;
    const std::function<void(const Progress &)> &m_onProgress;
    Clock::time_point m_started;
    ProgressThrottle m_throttle;
};

// "produce", "analyze" and "store": tasks flow from one producer thread through `threads`
// analysis threads to the writer (the calling thread) in bounded queues, outcomes in batches
// (a writer wakes once for many small documents). Outcomes that need no analysis (a file
// unchanged, a record that is a problem) go from the producer straight to the writer.
template <class Task, class Outcome> class JobPipeline
{
public:
    using Batch = std::vector<Outcome>;

    struct Steps
    {
        std::function<void()> produce;          // the producer thread: task() and deliver()
        std::function<void()> analyze;          // each analysis thread: while (auto t = nextTask())
        std::function<Status(Outcome &)> store; // the writer, inside the open transaction
        std::function<void()> progress;         // the writer, after each batch (the job throttles)
    };

    JobPipeline(std::atomic_bool &cancel, int threads, std::size_t taskCapacity, std::size_t batchCapacity)
        : m_cancel(cancel)
        , m_threads(threads)
        , m_tasks(taskCapacity)
        , m_outcomes(batchCapacity)
    {}

    // For the producer and the analysis threads; false once the pipeline stops (cancelled).
    bool task(Task t) { return m_tasks.push(std::move(t)); }
    std::optional<Task> nextTask() { return m_tasks.pop(); }
    bool deliver(Batch b) { return m_outcomes.push(std::move(b)); }
    bool deliver(Outcome o)
    {
        Batch b;
        b.push_back(std::move(o));
        return m_outcomes.push(std::move(b));
    }
    bool cancelled() const { return m_cancel.load(std::memory_order_relaxed); }

    // Runs the three steps until every thread has ended. A write that fails (writer.failed())
    // or a cancel stops it: the producers drain and exit, outcomes not yet stored are dropped.
    // The writer's open batch is left to the caller (writer.finish()).
    void run(BatchWriter &writer, const Steps &steps)
    {
        std::atomic<int> producers{m_threads + 1};
        auto producerDone = [&] {
            if (producers.fetch_sub(1) == 1)
                m_outcomes.close();
        };
        std::thread producer([&] {
            steps.produce();
            m_tasks.close();
            producerDone();
        });
        std::vector<std::thread> analysts;
        for (int i = 0; i < m_threads; ++i)
            analysts.emplace_back([&] {
                steps.analyze();
                producerDone();
            });
        while (true) {
            bool closed = false;
            auto batch = m_outcomes.popFor(std::chrono::milliseconds(100), &closed);
            if (closed)
                break;
            if (m_cancel.load()) {
                m_tasks.close(); // the producers drain and exit
                continue;
            }
            for (std::size_t i = 0; batch && i < batch->size(); ++i) {
                if (!writer.open()) {
                    m_cancel.store(true);
                    break;
                }
                Outcome item = std::move((*batch)[i]); // its memory goes once it is stored
                writer.wrote(steps.store(item));
                if (writer.failed())
                    m_cancel.store(true);
                if (m_cancel.load())
                    break;
            }
            writer.commitIfDue();
            if (writer.failed())
                m_cancel.store(true);
            if (steps.progress)
                steps.progress();
        }
        producer.join();
        for (std::thread &t : analysts)
            t.join();
    }

private:
    std::atomic_bool &m_cancel;
    int m_threads;
    BoundedQueue<Task> m_tasks;
    BoundedQueue<Batch> m_outcomes;
};

} // namespace lookalike
