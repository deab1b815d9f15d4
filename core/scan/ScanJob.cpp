#include "ScanJob.h"

#include "BatchWriter.h"
#include "Resketch.h"
#include "base/BoundedQueue.h"
#include "base/Clock.h"
#include "base/U64Map.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QThread>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <unordered_map>
#include <unordered_set>
#include <variant>

namespace lookalike {

namespace {

// Work for an analysis thread.
struct AnalyzeTask
{
    SourceFile file;
    bool known = false;    // the index had this file, with other size or mtime:
    StoredDocument stored; // what it had
};

// What the writer stores.
struct Outcome
{
    // Problem: the walk could not use a path; Vanished: a file the walk found was gone when
    // it was read (a problem, not a document).
    enum class Kind
    {
        Indexed,
        Failed,
        Unchanged,
        Problem,
        Vanished
    } kind;
    SourceFile file;
    qint64 storedId = 0;   // the stored document (Unchanged; Vanished, Indexed, Failed: 0 if none)
    DocumentRecord record; // Indexed, Failed
    std::optional<DocumentSketch> sketch; // Indexed
    Status problem;                       // Problem
    StageTimes times;
    bool touched = false;                // Unchanged: the same bytes under a new mtime
    std::vector<std::uint32_t> shingles; // Indexed, when kept (ShingleSpill)
};

// The file bytes analyzed at once. An analysis holds about four times its document's size
// (text, tokens, shingles), so two large files wait for each other instead of adding up;
// a file above the whole budget takes all of it. Small files pass without counting.
class MemoryBudget
{
public:
    static constexpr qint64 kCapacity = qint64(64) << 20;
    static constexpr qint64 kFree = qint64(1) << 20;

    // Waits until `bytes` fit (or `cancel` is set); returns what to give back to release().
    qint64 acquire(qint64 bytes, const std::atomic_bool &cancel)
    {
        if (bytes < kFree)
            return 0;
        const qint64 take = std::min(bytes, kCapacity);
        std::unique_lock lock(m_mutex);
        while (m_used + take > kCapacity) {
            if (cancel.load(std::memory_order_relaxed))
                return 0;
            m_released.wait_for(lock, std::chrono::milliseconds(100));
        }
        m_used += take;
        return take;
    }
    void release(qint64 taken)
    {
        if (taken == 0)
            return;
        {
            std::lock_guard lock(m_mutex);
            m_used -= taken;
        }
        m_released.notify_all();
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_released;
    qint64 m_used = 0; // guarded by m_mutex
};

// What the index holds under the scan's roots, loaded once (one pass over the locator index
// per root): the walker looks each file up here, not in the index, and what it did not meet
// is gone. About 100 bytes a file.
class KnownFiles
{
public:
    static constexpr std::uint32_t kNone = ~std::uint32_t(0);

    Status load(IndexStore &store, const QStringList &roots)
    {
        qint64 expected = -1;
        if (auto count = store.documents().countFilesUnder(roots); count) {
            expected = *count;
            m_docs.reserve(std::size_t(*count));
            m_root.reserve(std::size_t(*count));
            m_byHash.reserve(std::size_t(*count));
        }
        {
            Status s = store.documents().forEachFileUnder(
                roots,
                [&](const QString &locator, const StoredDocument &doc, int r) {
                    const auto at = std::uint32_t(m_docs.size());
                    m_docs.push_back(doc);
                    m_root.push_back(r);
                    const std::size_t key = qHash(locator, 0);
                    auto [it, added] = m_byHash.tryEmplace(key);
                    if (added) {
                        *it = at;
                        return;
                    }
                    // Two paths of one hash (about never): both looked up by their text, the
                    // first one's read back from the index.
                    if (*it != kCollided) {
                        if (auto first = store.documents().info(m_docs[*it].id); first)
                            m_collided.insert(first->locator, *it);
                        *it = kCollided;
                    }
                    m_collided.insert(locator, at);
                },
                expected);
            if (!s)
                return s;
        }
        m_seen.assign(m_docs.size(), 0);
        return Status::ok();
    }
    // The stored document at `path` (marked as met), or nullptr.
    const StoredDocument *meet(const QString &path)
    {
        std::uint32_t at = kNone;
        if (const std::uint32_t *it = m_byHash.find(qHash(path, 0)))
            at = *it == kCollided ? m_collided.value(path, kNone) : *it;
        if (at == kNone)
            return nullptr;
        m_seen[at] = 1;
        return &m_docs[at];
    }
    // The stored files not met, under the roots whose flag is set.
    std::vector<qint64> notMet(const std::vector<char> &rootPresent) const
    {
        std::vector<qint64> ids;
        for (std::size_t i = 0; i < m_docs.size(); ++i)
            if (!m_seen[i] && rootPresent[std::size_t(m_root[i])])
                ids.push_back(m_docs[i].id);
        return ids;
    }

private:
    static constexpr std::uint32_t kCollided = kNone - 1;
    std::vector<StoredDocument> m_docs;
    std::vector<int> m_root;
    std::vector<char> m_seen;
    U64Map<std::uint32_t> m_byHash; // by qHash of the path
    QHash<QString, std::uint32_t> m_collided;
};

} // namespace

ScanJob::ScanJob(ScanParams params)
    : m_params(std::move(params))
{}

ScanSummary ScanJob::run(const std::function<void(const ScanProgress &)> &onProgress)
{
    ScanSummary summary;
    const auto started = Clock::now();
    auto fail = [&](Status s) {
        summary.status = std::move(s);
        summary.state = QStringLiteral("failed");
        summary.elapsedSeconds = seconds(Clock::now() - started);
        return summary;
    };
    if (!m_params.sketch.isValid())
        return fail(
            Status::error(Status::Code::InvalidArgument,
                          QStringLiteral("invalid sketch parameters: %1").arg(m_params.sketch.toString())));

    auto opened = IndexStore::open(m_params.indexPath);
    if (!opened)
        return fail(opened.status());
    IndexStore &store = **opened;
    if (Status s = store.documents().closeInterruptedScans(); !s)
        return fail(s);

    // Sketches made with other parameters cannot be compared: the index's own are kept, or the
    // scan refuses, or every document is sketched again first (scan/Resketch.h).
    if (Status s = adoptSketchParamsFor<ScanProgress>(
            store, m_params.sketch, m_params.sketchChoice, m_params.extract, m_params.threads, &m_cancel,
            onProgress, [&] { return seconds(Clock::now() - started); }, summary);
        !s) {
        const bool cancelled = s.code() == Status::Code::Cancelled;
        ScanSummary refused = fail(std::move(s));
        if (cancelled)
            refused.state = QStringLiteral("cancelled");
        return refused;
    }
    const QString paramsText = m_params.sketch.toString();
    if (m_params.sketches) {
        auto had = store.sketches().any();
        m_params.sketches->begin(!had || *had, m_params.sketch.minHashSize, m_params.sketch.sampleMaxLevel);
    }
    // The index's own files are never documents (the WAL changes while it is read).
    const QString indexFile = QDir::cleanPath(QFileInfo(m_params.indexPath).absoluteFilePath());
    const QStringList indexFiles = {indexFile, indexFile + QStringLiteral("-wal"),
                                    indexFile + QStringLiteral("-shm"),
                                    indexFile + QStringLiteral("-journal")};

    QStringList roots;
    for (const QString &r : m_params.source.roots)
        roots << QDir::cleanPath(QFileInfo(r).absoluteFilePath());
    auto scanId = store.documents().beginScan(roots, paramsText);
    if (!scanId)
        return fail(scanId.status());
    summary.scanId = *scanId;

    const int threads = m_params.threads > 0 ? m_params.threads : std::max(1, QThread::idealThreadCount());
    // Files travel in batches (a thread wakes once for many small files, not once each): the
    // walker sends up to kBatch tasks, or what it has after kBatchWait.
    constexpr std::size_t kBatch = 32;
    constexpr auto kBatchWait = std::chrono::milliseconds(20);
    BoundedQueue<std::vector<AnalyzeTask>> tasks(16);
    BoundedQueue<std::vector<Outcome>> outcomes(32);
    std::atomic<int> producers{threads + 1};
    auto producerDone = [&] {
        if (producers.fetch_sub(1) == 1)
            outcomes.close();
    };

    std::atomic<qint64> filesFound{0};
    std::atomic<qint64> bytesFound{0};
    std::atomic_bool walkDone{false};
    KnownFiles known; // the loader's until knownLoaded, then the walker's until it is joined
    std::mutex walkStatusMutex;
    Status walkStatus;             // guarded by walkStatusMutex
    QStringList unreadableFolders; // written by the walker, read after it is joined

    // The walker: decides per file whether it needs analysis. What the index holds of the roots
    // is loaded beside it (its own read connection and thread): files met before that ends wait.
    std::atomic_bool knownLoaded{false};
    std::thread loader([&] {
        Status loaded = Status::ok();
        if (auto reader = IndexStore::open(m_params.indexPath, IndexStore::Mode::ReadOnly); !reader)
            loaded = reader.status();
        else
            loaded = known.load(**reader, roots);
        if (!loaded) {
            std::lock_guard lock(walkStatusMutex);
            walkStatus = loaded;
            m_cancel.store(true); // nothing can be decided
        }
        knownLoaded.store(true, std::memory_order_release);
    });
    std::thread walker([&] {
        std::vector<AnalyzeTask> batch;
        std::vector<Outcome> settled;    // unchanged files and problems go straight to the writer
        std::vector<SourceFile> waiting; // met before the index's files were loaded
        auto batchStarted = Clock::now();
        auto flush = [&](bool force) {
            const bool late = Clock::now() - batchStarted > kBatchWait;
            if (!batch.empty() && (force || late || batch.size() >= kBatch))
                tasks.push(std::exchange(batch, {}));
            if (!settled.empty() && (force || late || settled.size() >= kBatch))
                outcomes.push(std::exchange(settled, {}));
            if (batch.empty() && settled.empty())
                batchStarted = Clock::now();
        };
        auto decide = [&](const SourceFile &f) {
            const StoredDocument *stored = known.meet(f.path);
            if (stored && stored->upToDate() && stored->size == f.size && stored->mtimeMs == f.mtimeMs)
                settled.push_back(
                    Outcome{Outcome::Kind::Unchanged, f, stored->id, {}, {}, stored->error, {}});
            else
                batch.push_back(AnalyzeTask{f, stored != nullptr, stored ? *stored : StoredDocument{}});
            flush(false);
        };
        auto decideWaiting = [&] {
            for (const SourceFile &f : waiting)
                decide(f);
            waiting.clear();
            waiting.shrink_to_fit();
        };
        FolderSource source(m_params.source);
        source.walk(
            m_cancel,
            [&](const SourceFile &f) {
                if (indexFiles.contains(f.path))
                    return;
                filesFound.fetch_add(1);
                bytesFound.fetch_add(f.size);
                if (!knownLoaded.load(std::memory_order_acquire)) {
                    waiting.push_back(f);
                    return;
                }
                if (!waiting.empty())
                    decideWaiting();
                decide(f);
            },
            [&](const SourceProblem &p) {
                if (p.isFolder)
                    unreadableFolders << p.path;
                Outcome o{Outcome::Kind::Problem, {}, 0, {}, {}, p.status, {}};
                o.file.path = p.path;
                settled.push_back(std::move(o));
                flush(false);
            });
        loader.join();
        if (!m_cancel.load())
            decideWaiting();
        flush(true);
        walkDone.store(true);
        tasks.close();
        producerDone();
    });

    // Analysis threads: read, extract, canonicalize, sketch.
    MemoryBudget budget;
    std::vector<std::thread> workers;
    for (int i = 0; i < threads; ++i) {
        workers.emplace_back([&] {
            DocumentAnalyzer analyzer(m_params.sketch, m_params.extract);
            analyzer.setReadHook(m_params.readHook);
            analyzer.setWordBags(m_params.wordBags);
            while (auto batch = tasks.pop()) {
                std::vector<Outcome> results;
                results.reserve(batch->size());
                for (AnalyzeTask *task = batch->data(); task != batch->data() + batch->size(); ++task) {
                    if (m_cancel.load(std::memory_order_relaxed))
                        break; // drain
                    const qint64 taken = budget.acquire(task->file.size, m_cancel);
                    if (m_cancel.load(std::memory_order_relaxed)) {
                        budget.release(taken);
                        continue;
                    }
                    Outcome o{Outcome::Kind::Indexed,
                              task->file,
                              task->known ? task->stored.id : 0,
                              {},
                              {},
                              {},
                              {}};
                    o.record.locator = task->file.path;
                    o.record.size = task->file.size;
                    o.record.mtimeMs = task->file.mtimeMs;
                    Status read = analyzer.readFile(task->file.path, m_params.source.maxFileSize, &o.times);
                    if (read.code() == Status::Code::NotFound) {
                        o.kind = Outcome::Kind::Vanished; // gone: not a document any more
                        o.storedId = task->known ? task->stored.id : 0;
                        o.problem = read;
                    } else if (!read) {
                        o.kind = Outcome::Kind::Failed;
                        o.record.error = read;
                    } else if (analyzer.bytes().empty()) {
                        o.kind = Outcome::Kind::Failed;
                        o.record.size = 0;
                        o.record.error = Status::error(
                            Status::Code::NotText, QStringLiteral(QT_TRANSLATE_NOOP(
                                                       "lookalike::ProblemMessage", "empty file (0 bytes)")));
                    } else {
                        o.record.size = static_cast<qint64>(analyzer.bytes().size());
                        const Fingerprint128 raw = analyzer.rawFingerprint();
                        if (task->known && !task->stored.failed && task->stored.hasSketch &&
                            task->stored.rawFingerprint == raw) {
                            o.kind = Outcome::Kind::Unchanged; // touched, same bytes
                            o.storedId = task->stored.id;
                            o.touched = true;
                        } else {
                            auto doc = analyzer.analyze(QFileInfo(task->file.path).fileName(), &o.times);
                            o.record.rawFingerprint = raw;
                            if (!doc) {
                                o.kind = Outcome::Kind::Failed;
                                o.record.error = doc.status();
                            } else {
                                o.record.format = doc->format;
                                o.record.encoding = doc->encoding;
                                o.sketch = std::move(doc->sketch);
                                if (m_params.shingles)
                                    ShingleSpill::highHalves(analyzer.shingles(), o.shingles);
                            }
                        }
                    }
                    analyzer.releaseMemory();
                    budget.release(taken);
                    results.push_back(std::move(o));
                }
                if (!results.empty() && !outcomes.push(std::move(results)))
                    break;
            }
            producerDone();
        });
    }

    // The writer (this thread): batched transactions, throttled progress.
    ScanProgress progress;
    std::vector<qint64> vanished; // indexed files found gone when read
    // Counts of the open transaction, added to the summary when it commits (a rolled back
    // batch stored nothing).
    ScanCounts counts;
    auto settle = [&summary, &counts] {
        ScanCounts &c = summary.counts;
        c.filesSeen += counts.filesSeen;
        c.filesIndexed += counts.filesIndexed;
        c.filesUnchanged += counts.filesUnchanged;
        c.filesFailed += counts.filesFailed;
        c.bytesRead += counts.bytesRead;
        counts = ScanCounts{};
    };
    BatchWriter writer(store, {settle, [&counts] {
                                   counts = ScanCounts{};
                               }});
    ProgressThrottle throttle{std::chrono::milliseconds(m_params.progressIntervalMs)};
    auto report = [&](bool force) {
        if (!onProgress || !throttle.due(force))
            return;
        const auto now = Clock::now();
        progress.filesFound = filesFound.load();
        progress.bytesFound = bytesFound.load();
        progress.walkDone = walkDone.load();
        progress.filesIndexed = summary.counts.filesIndexed + counts.filesIndexed;
        progress.filesUnchanged = summary.counts.filesUnchanged + counts.filesUnchanged;
        progress.problems = summary.problems;
        progress.elapsedSeconds = seconds(now - started);
        onProgress(progress);
    };
    auto noteProblem = [&](const SourceFile &file, const Status &s) {
        ++summary.problems;
        ++summary.problemsByReason[s.codeName()];
        if (summary.problemExamples.size() < 20)
            summary.problemExamples.push_back({file.path, s});
    };
    while (true) {
        bool closed = false;
        auto batch = outcomes.popFor(std::chrono::milliseconds(100), &closed);
        if (closed)
            break;
        if (m_cancel.load()) {
            // Stop at once: producers drain and exit; results not yet stored are dropped
            // (the next scan redoes them).
            tasks.close();
            continue;
        }
        for (std::size_t i = 0; batch && i < batch->size(); ++i) {
            std::optional<Outcome> outcome(std::move((*batch)[i]));
            if (!writer.open()) {
                m_cancel.store(true);
                break;
            }
            const auto t = Clock::now();
            Outcome &o = *outcome;
            Status s;
            switch (o.kind) {
            case Outcome::Kind::Unchanged:
                // Written only when there is something to write: a new mtime (same bytes), or a
                // file that still cannot be used (this scan's problems list it).
                if (o.touched || !o.problem.isOk())
                    s = store.documents().touch(o.storedId, summary.scanId, o.file.mtimeMs);
                ++counts.filesSeen;
                ++counts.filesUnchanged;
                if (!o.problem.isOk())
                    noteProblem(o.file, o.problem); // still unreadable, as last time
                break;
            case Outcome::Kind::Indexed:
            case Outcome::Kind::Failed: {
                auto id = store.documents().put(o.record, o.sketch ? &*o.sketch : nullptr, summary.scanId,
                                                o.storedId == 0);
                s = id ? Status::ok() : id.status();
                if (id && *id > 0 && m_params.shingles && !o.shingles.empty())
                    m_params.shingles->add(*id, o.shingles);
                if (id && *id > 0 && m_params.sketches && o.sketch && o.record.error.isOk())
                    m_params.sketches->stored(*id, *o.sketch);
                ++counts.filesSeen;
                if (o.kind == Outcome::Kind::Indexed) {
                    ++counts.filesIndexed;
                    counts.bytesRead += o.record.size;
                } else {
                    ++counts.filesFailed;
                    noteProblem(o.file, o.record.error);
                }
                break;
            }
            case Outcome::Kind::Problem:
            case Outcome::Kind::Vanished:
                if (o.storedId != 0)
                    vanished.push_back(o.storedId);
                s = store.documents().recordProblem(summary.scanId, o.file.path, o.problem);
                noteProblem(o.file, o.problem);
                break;
            }
            o.times.store += std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - t).count();
            summary.stageTimes += o.times;
            if (o.kind != Outcome::Kind::Problem) {
                ++progress.filesDone;
                progress.bytesDone += o.file.size;
                progress.currentFile = o.file.path;
            }
            writer.wrote(s);
            if (writer.failed())
                m_cancel.store(true);
            if (m_cancel.load())
                break;
        }
        writer.commitIfDue();
        if (writer.failed())
            m_cancel.store(true);
        report(false);
    }
    walker.join();
    for (std::thread &w : workers)
        w.join();
    writer.finish();
    if (m_params.shingles)
        m_params.shingles->finish();
    Status writeStatus = writer.status();
    {
        std::lock_guard lock(walkStatusMutex);
        if (!walkStatus.isOk() && writeStatus.isOk())
            writeStatus = walkStatus;
    }

    if (!writeStatus.isOk())
        summary.state = QStringLiteral("failed");
    else if (m_cancel.load())
        summary.state = QStringLiteral("cancelled");
    else
        summary.state = QStringLiteral("done");

    // Files that are gone: only after a complete walk, and only under roots that still exist
    // (an unplugged drive is not a deleted folder).
    if (summary.state == QLatin1String("done")) {
        std::vector<char> present;
        for (const QString &r : roots)
            present.push_back(QFileInfo::exists(r) ? 1 : 0);
        std::vector<qint64> gone = known.notMet(present);
        if (!unreadableFolders.isEmpty() && !gone.empty()) { // not deleted: unreadable this time
            auto kept = store.documents().under(unreadableFolders);
            if (kept)
                std::erase_if(gone, [&](qint64 id) { return kept->contains(id); });
            else
                writeStatus = kept.status(), gone.clear();
        }
        gone.insert(gone.end(), vanished.begin(), vanished.end());
        std::sort(gone.begin(), gone.end());
        gone.erase(std::unique(gone.begin(), gone.end()), gone.end());
        if (m_params.sketches)
            m_params.sketches->removed(gone);
        if (Status s = store.documents().remove(gone); !s)
            writeStatus = s;
        else
            summary.counts.filesRemoved = qint64(gone.size());
    }
    if (Status s = store.documents().finishScan(summary.scanId, summary.counts, summary.state);
        !s && writeStatus.isOk()) {
        writeStatus = s; // the scan's row still says "running": the next scan marks it interrupted
        summary.state = QStringLiteral("failed");
    }
    if (m_params.sketches) {
        auto generation = store.settings().documentsGeneration();
        m_params.sketches->end(summary.state == QLatin1String("done") && writeStatus.isOk() && generation,
                               generation.valueOr(-1));
    }
    // What was filled belongs to the caller (ScanFolders): the job lets go of it, so that its
    // memory goes when the caller does (the window keeps a finished job until the next one).
    m_params.shingles.reset();
    m_params.sketches.reset();
    summary.status = writeStatus;
    summary.elapsedSeconds = seconds(Clock::now() - started);
    report(true);
    return summary;
}

} // namespace lookalike
