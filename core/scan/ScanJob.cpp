#include "ScanJob.h"

#include "JobSkeleton.h"
#include "base/Clock.h"
#include "base/U64Map.h"
#include "extract/MailText.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QThread>
#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <iterator>
#include <mutex>
#include <thread>

namespace lookalike {

namespace {

// Work for an analysis thread.
struct AnalyzeTask
{
    SourceFile file;
    bool known = false;    // the index had this file, with other size or mtime:
    StoredDocument stored; // what it had
    bool reread = false;   // analyzed though its bytes are the stored ones (readers that read it otherwise)
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
    bool touched = false; // Unchanged: the same bytes under a new mtime
    // Unchanged, counted only (nothing to write of them): how many files with nothing to store;
    // `file` then holds the last one's path and the bytes of all. An unchanged rescan's files
    // come this way, up to kQuietBatch an outcome, not one outcome each.
    qint64 quietFiles = 0;
    std::vector<std::uint32_t> shingles; // Indexed, when kept (ShingleSpill)
    std::string recognized;              // Indexed: its text, where it was recognized (OCR)
    MailHeaders mail;                    // Indexed: a mail message's headers
    // Indexed: the documents inside it (a mailbox's messages, a message's attachments).
    struct Part
    {
        DocumentRecord record;
        std::optional<DocumentSketch> sketch;
        std::string text;
        MailHeaders mail;
        std::vector<std::uint32_t> shingles;
    };
    std::vector<Part> parts;
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

    Status load(IndexStore &store, const QStringList &roots, const OcrParams &ocr)
    {
        // Files refused by the readers of an older Lookalike, or with text recognition set
        // otherwise, are read again (their format may be one read now), once a root: the
        // scan's end records, for each root, the readers it had.
        m_retryRoot.clear();
        m_generation.clear();
        for (const QString &root : roots) {
            auto readers = store.settings().value(readersKey(root), QStringLiteral("1"));
            if (!readers)
                return readers.status();
            m_retryRoot.push_back(*readers != readersValue(ocr));
            m_generation.push_back(readers->section(QLatin1Char('+'), 0, 0).toInt());
        }
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
    // Whether a stored file (one meet() gave) of the same size and mtime may be skipped.
    bool skippable(const StoredDocument &stored, const QString &path) const
    {
        if (!stored.upToDate() || rereads(stored, path))
            return false;
        const auto at = std::size_t(&stored - m_docs.data());
        return !(stored.failed && m_retryRoot[std::size_t(m_root[at])] &&
                 (stored.error.code() == Status::Code::Unsupported ||
                  (stored.error.code() == Status::Code::NotText && mayBeScan(path))));
    }
    // Whether a stored file read as text by readers before mail's (generation 4) is analyzed
    // again, though its bytes did not change: its name may say mail.
    bool rereads(const StoredDocument &stored, const QString &path) const
    {
        const auto at = std::size_t(&stored - m_docs.data());
        return !stored.failed && m_retryRoot[std::size_t(m_root[at])] &&
               m_generation[std::size_t(m_root[at])] < 4 &&
               mayBeMailName(path.mid(path.lastIndexOf(QLatin1Char('/')) + 1));
    }
    // A file whose name says it may hold a scan (an image, a PDF): refused as not text by
    // readers without text recognition, it is read again by readers with it.
    static bool mayBeScan(const QString &path)
    {
        static const QStringList suffixes = {QStringLiteral(".png"),  QStringLiteral(".jpg"),
                                             QStringLiteral(".jpeg"), QStringLiteral(".tif"),
                                             QStringLiteral(".tiff"), QStringLiteral(".pdf")};
        for (const QString &suffix : suffixes)
            if (path.endsWith(suffix, Qt::CaseInsensitive))
                return true;
        return false;
    }
    // What a root's readers setting holds: kReadersGeneration, and whether text is recognized.
    static QString readersValue(const OcrParams &ocr)
    {
        return QString::number(kReadersGeneration) + (ocr.enabled ? QStringLiteral("+ocr") : QString()) +
               (ocr.enabled && ocr.images ? QStringLiteral("+images") : QString());
    }
    // The roots whose files refused as Unsupported were read again (their readers to record).
    std::vector<bool> retriedRoots() const { return m_retryRoot; }
    // The setting that names the readers the last complete scan of a root had (kReadersGeneration).
    static QString readersKey(const QString &root) { return QStringLiteral("readers_generation:") + root; }
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
    std::vector<bool> m_retryRoot; // per root
    std::vector<int> m_generation; // per root: kReadersGeneration of its last complete scan
};

// One run of a scan, its steps named as the jobs' skeleton names them (JobSkeleton.h): the
// walk produces, the analysis threads read and sketch, the writer stores, and what the walk
// did not meet is removed at the end.
class ScanRun : JobRun<ScanParams, ScanSummary, ScanProgress>
{
public:
    using Pipeline = JobPipeline<std::vector<AnalyzeTask>, Outcome>;
    using JobRun::JobRun;

    // "begin": the scan's row, the roots it covers.
    Status begin()
    {
        // The index's own files are never documents (the WAL changes while it is read).
        const QString indexFile = QDir::cleanPath(QFileInfo(m_params.indexPath).absoluteFilePath());
        m_indexFiles = {indexFile, indexFile + QStringLiteral("-wal"), indexFile + QStringLiteral("-shm"),
                        indexFile + QStringLiteral("-journal")};
        for (const QString &r : m_params.source.roots)
            m_roots << QDir::cleanPath(QFileInfo(r).absoluteFilePath());
        auto scanId = m_store.documents().beginScan(m_roots, m_params.sketch.toString());
        if (!scanId)
            return scanId.status();
        m_summary.scanId = *scanId;
        if (m_params.sketches) {
            auto had = m_store.sketches().any();
            m_params.sketches->begin(!had || *had, m_params.sketch.minHashSize,
                                     m_params.sketch.sampleMaxLevel);
        }
        return Status::ok();
    }

    // "produce", "analyze", "store", then the writer's last batch.
    Status runPipeline()
    {
        const int threads =
            m_params.threads > 0 ? m_params.threads : std::max(1, QThread::idealThreadCount());
        Pipeline pipeline(m_cancel, threads, 16, 32);
        BatchWriter writer(m_store, {[this] { settle(); },
                                     [this] {
                                         m_counts = ScanCounts{};
                                     }});
        pipeline.run(writer, {[&] { walk(pipeline); }, [&] { analyze(pipeline); },
                              [&](Outcome &o) { return store(o); },
                              [&] {
                                  report(false);
                              }});
        writer.finish();
        if (m_params.shingles)
            m_params.shingles->finish();
        Status written = writer.status();
        std::lock_guard lock(m_walkStatusMutex);
        if (!m_walkStatus.isOk() && written.isOk())
            written = m_walkStatus;
        return written;
    }

    // "finish": files that are gone, only after a complete walk, and only under roots that
    // still exist (an unplugged drive is not a deleted folder); then the scan's row.
    Status finish(Status written)
    {
        m_summary.state = jobState(written, m_cancel.load());
        if (m_summary.state == QLatin1String("done")) {
            if (Status s = removeGone(); !s) {
                written = s;
                m_summary.state = QStringLiteral("failed");
            } else if (Status r = recordReaders(); !r) {
                written = r;
                m_summary.state = QStringLiteral("failed");
            }
        }
        if (Status s = m_store.documents().finishScan(m_summary.scanId, m_summary.counts, m_summary.state);
            !s && written.isOk()) {
            written = s; // the scan's row still says "running": the next scan marks it interrupted
            m_summary.state = QStringLiteral("failed");
        }
        if (m_params.sketches) {
            auto generation = m_store.settings().documentsGeneration();
            m_params.sketches->end(m_summary.state == QLatin1String("done") && written.isOk() && generation,
                                   generation.valueOr(-1));
        }
        return written;
    }

    // After a complete scan: the readers each root's files were read with, where they were
    // newer than those the index knew (KnownFiles::skippable).
    Status recordReaders()
    {
        const std::vector<bool> retried = m_known.retriedRoots();
        for (std::size_t r = 0; r < retried.size() && r < std::size_t(m_roots.size()); ++r)
            if (retried[r])
                if (Status s = m_store.settings().setValue(KnownFiles::readersKey(m_roots[qsizetype(r)]),
                                                           KnownFiles::readersValue(m_params.extract.ocr));
                    !s)
                    return s;
        return Status::ok();
    }

    void report(bool force)
    {
        if (!reportDue(force))
            return;
        m_progress.filesFound = m_filesFound.load();
        m_progress.bytesFound = m_bytesFound.load();
        m_progress.walkDone = m_walkDone.load();
        m_progress.filesIndexed = m_summary.counts.filesIndexed + m_counts.filesIndexed;
        m_progress.filesUnchanged = m_summary.counts.filesUnchanged + m_counts.filesUnchanged;
        m_progress.problems = m_summary.problems;
        m_progress.elapsedSeconds = seconds(Clock::now() - m_started);
        m_progress.pagesRecognized = m_pagesRecognized.load();
        if (m_progress.pagesRecognized > 0) {
            const std::lock_guard lock(m_recognizingMutex);
            m_progress.recognizing = m_recognizing;
            m_progress.recognizingPage = m_recognizingPage;
            m_progress.recognizingPages = m_recognizingPages;
        }
        m_onProgress(m_progress);
    }

private:
    // Files travel in batches (a thread wakes once for many small files, not once each): the
    // walker sends up to kBatch tasks, or what it has after kBatchWait.
    static constexpr std::size_t kBatch = 32;
    static constexpr qint64 kQuietBatch = 1024; // unchanged files counted into one outcome
    static constexpr auto kBatchWait = std::chrono::milliseconds(20);

    // "produce": decides per file whether it needs analysis. What the index holds of the roots
    // is loaded beside it (its own read connection and thread): files met before that ends wait.
    void walk(Pipeline &pipeline)
    {
        std::atomic_bool knownLoaded{false};
        std::thread loader([&] {
            Status loaded = Status::ok();
            if (auto reader = IndexStore::open(m_params.indexPath, IndexStore::Mode::ReadOnly); !reader)
                loaded = reader.status();
            else
                loaded = m_known.load(**reader, m_roots, m_params.extract.ocr);
            if (!loaded) {
                std::lock_guard lock(m_walkStatusMutex);
                m_walkStatus = loaded;
                m_cancel.store(true); // nothing can be decided
            }
            knownLoaded.store(true, std::memory_order_release);
        });
        std::vector<AnalyzeTask> batch;
        std::vector<Outcome> settled;    // unchanged files and problems go straight to the writer
        std::vector<SourceFile> waiting; // met before the index's files were loaded
        // Unchanged files with nothing to store, counted into one outcome until it is delivered.
        Outcome quiet{Outcome::Kind::Unchanged, {}, 0, {}, {}, {}, {}};
        auto batchStarted = Clock::now();
        auto flush = [&](bool force) {
            const bool late = Clock::now() - batchStarted > kBatchWait;
            if (!batch.empty() && (force || late || batch.size() >= kBatch))
                pipeline.task(std::exchange(batch, {}));
            if (quiet.quietFiles > 0 && (force || late || quiet.quietFiles >= kQuietBatch)) {
                settled.push_back(std::move(quiet));
                quiet = Outcome{Outcome::Kind::Unchanged, {}, 0, {}, {}, {}, {}};
            }
            if (!settled.empty() && (force || late || settled.size() >= kBatch))
                pipeline.deliver(std::exchange(settled, {}));
            if (batch.empty() && settled.empty() && quiet.quietFiles == 0)
                batchStarted = Clock::now();
        };
        auto decide = [&](const SourceFile &f) {
            const StoredDocument *stored = m_known.meet(f.path);
            if (stored && m_known.skippable(*stored, f.path) && stored->size == f.size &&
                stored->mtimeMs == f.mtimeMs) {
                if (stored->error.isOk()) {
                    ++quiet.quietFiles;
                    quiet.file.path = f.path;
                    quiet.file.size += f.size;
                } else { // still unusable: listed among this scan's problems
                    settled.push_back(
                        Outcome{Outcome::Kind::Unchanged, f, stored->id, {}, {}, stored->error, {}});
                }
            } else
                batch.push_back(AnalyzeTask{f, stored != nullptr, stored ? *stored : StoredDocument{},
                                            stored && m_known.rereads(*stored, f.path)});
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
                if (m_indexFiles.contains(f.path))
                    return;
                m_filesFound.fetch_add(1);
                m_bytesFound.fetch_add(f.size);
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
                    m_unreadableFolders << p.path;
                Outcome o{Outcome::Kind::Problem, {}, 0, {}, {}, p.status, {}};
                o.file.path = p.path;
                settled.push_back(std::move(o));
                flush(false);
            });
        loader.join();
        if (!m_cancel.load())
            decideWaiting();
        flush(true);
        m_walkDone.store(true);
    }

    // "analyze": read, extract, canonicalize, sketch.
    void analyze(Pipeline &pipeline)
    {
        ExtractParams extract = m_params.extract;
        extract.cancel = &m_cancel;
        QString reading; // the file this thread analyzes
        extract.ocrHook = [this, &reading](int page, int pages) {
            m_pagesRecognized.fetch_add(1);
            const std::lock_guard lock(m_recognizingMutex);
            m_recognizing = reading;
            m_recognizingPage = page;
            m_recognizingPages = pages;
        };
        DocumentAnalyzer analyzer(m_params.sketch, extract);
        analyzer.setReadHook(m_params.readHook);
        analyzer.setWordBags(m_params.wordBags);
        while (auto batch = pipeline.nextTask()) {
            std::vector<Outcome> results;
            results.reserve(batch->size());
            for (AnalyzeTask &task : *batch) {
                if (pipeline.cancelled())
                    break; // drain
                const qint64 taken = m_budget.acquire(task.file.size, m_cancel);
                if (pipeline.cancelled()) {
                    m_budget.release(taken);
                    continue;
                }
                reading = task.file.path;
                results.push_back(analyzeFile(task, analyzer));
                if (m_pagesRecognized.load(std::memory_order_relaxed) > 0) {
                    const std::lock_guard lock(m_recognizingMutex);
                    if (m_recognizing == reading)
                        m_recognizing.clear(); // its text is recognized
                }
                m_budget.release(taken);
            }
            if (!results.empty() && !pipeline.deliver(std::move(results)))
                break;
        }
    }

    Outcome analyzeFile(const AnalyzeTask &task, DocumentAnalyzer &analyzer)
    {
        Outcome o{Outcome::Kind::Indexed, task.file, task.known ? task.stored.id : 0, {}, {}, {}, {}};
        o.record.locator = task.file.path;
        o.record.size = task.file.size;
        o.record.mtimeMs = task.file.mtimeMs;
        Status read = analyzer.readFile(task.file.path, m_params.source.maxFileSize, &o.times);
        if (read.code() == Status::Code::NotFound) {
            o.kind = Outcome::Kind::Vanished; // gone: not a document any more
            o.storedId = task.known ? task.stored.id : 0;
            o.problem = read;
        } else if (!read) {
            o.kind = Outcome::Kind::Failed;
            o.record.error = read;
        } else if (analyzer.bytes().empty()) {
            o.kind = Outcome::Kind::Failed;
            o.record.size = 0;
            o.record.error = Status::error(
                Status::Code::NotText,
                QStringLiteral(QT_TRANSLATE_NOOP("lookalike::ProblemMessage", "empty file (0 bytes)")));
        } else {
            o.record.size = static_cast<qint64>(analyzer.bytes().size());
            const Fingerprint128 raw = analyzer.rawFingerprint();
            if (task.known && !task.reread && !task.stored.failed && task.stored.hasSketch &&
                task.stored.rawFingerprint == raw) {
                o.kind = Outcome::Kind::Unchanged; // touched, same bytes
                o.storedId = task.stored.id;
                o.touched = true;
            } else {
                auto doc = analyzer.analyze(QFileInfo(task.file.path).fileName(), &o.times);
                o.record.rawFingerprint = raw;
                if (!doc) {
                    o.kind = Outcome::Kind::Failed;
                    o.record.error = doc.status();
                } else {
                    o.record.format = doc->format;
                    o.record.encoding = doc->encoding;
                    o.sketch = std::move(doc->sketch);
                    if (doc->encoding == kRecognizedEncoding)
                        o.recognized = analyzer.lastText(); // kept: seconds a page to recognize
                    o.mail = std::move(doc->mail);
                    if (sketchedAsParts(doc->format))
                        o.sketch.reset(); // its messages are the documents
                    else if (m_params.shingles)
                        analyzer.shingleHighHalves(o.shingles);
                    analyzeParts(o, analyzer);
                }
            }
        }
        analyzer.releaseMemory();
        return o;
    }

    // The documents inside the file analyzed last (mail), each sketched as a document of its own.
    void analyzeParts(Outcome &o, DocumentAnalyzer &analyzer)
    {
        std::vector<TextPart> parts = analyzer.takeParts();
        o.parts.reserve(parts.size());
        for (TextPart &p : parts) {
            Outcome::Part part;
            DocumentRecord &r = part.record;
            r.kind = DocumentKind::Part;
            r.locator = partLocator(o.record.locator, p.place);
            r.size = p.size;
            r.mtimeMs = o.record.mtimeMs;
            r.rawFingerprint = Fingerprint128{p.rawLow, p.rawHigh};
            r.format = formatName(p.format);
            if (!p.status) {
                r.error = p.status;
            } else {
                auto doc =
                    analyzer.analyzeText(ExtractedText{std::move(p.utf8), p.format, p.encoding, {}, {}},
                                         r.rawFingerprint, &o.times);
                r.format = doc->format;
                r.encoding = doc->encoding;
                part.sketch = std::move(doc->sketch);
                part.text = analyzer.lastText();
                if (p.isMessage)
                    part.mail = std::move(p.mail);
                if (m_params.shingles)
                    analyzer.shingleHighHalves(part.shingles);
            }
            o.parts.push_back(std::move(part));
        }
    }

    // The parts of file `id` as this scan read it, in place of those stored before. A part at a
    // place stored before keeps its document (its id, and so the pairs the user marked as not
    // duplicates; unchanged, it is not matched again); the places gone are removed.
    Status storeParts(qint64 id, Outcome &o)
    {
        Documents documents = m_store.documents();
        std::vector<qint64> before;
        if (o.storedId != 0) {
            auto parts = documents.partsOf({id});
            if (!parts)
                return parts.status();
            before = std::move(*parts);
        }
        std::vector<qint64> now;
        now.reserve(o.parts.size());
        for (Outcome::Part &p : o.parts) {
            p.record.parent = id;
            const bool sketched = p.sketch && p.record.error.isOk();
            auto part =
                documents.put(p.record, sketched ? &*p.sketch : nullptr, m_summary.scanId, before.empty());
            if (!part)
                return part.status();
            if (*part <= 0)
                continue; // a file of that name holds the locator
            now.push_back(*part);
            if (sketched) {
                if (Status s = documents.putRecognizedText(
                        *part, {p.record.rawFingerprint, p.record.format, std::exchange(p.text, {})});
                    !s)
                    return s;
                if (m_params.shingles && !p.shingles.empty())
                    m_params.shingles->add(*part, p.shingles);
                if (m_params.sketches)
                    m_params.sketches->stored(*part, *p.sketch);
            } else if (!before.empty()) {
                if (Status s = documents.dropRecognizedText(*part); !s)
                    return s;
            }
            if (!p.mail.isNull() || !before.empty())
                if (Status s = documents.putMail(*part, p.mail); !s)
                    return s;
        }
        std::sort(now.begin(), now.end());
        std::vector<qint64> gone;
        std::set_difference(before.begin(), before.end(), now.begin(), now.end(), std::back_inserter(gone));
        if (gone.empty())
            return Status::ok();
        if (m_params.sketches)
            m_params.sketches->removed(gone);
        return documents.remove(gone);
    }

    // "store": one outcome, in the writer's open transaction.
    Status store(Outcome &o)
    {
        const auto t = Clock::now();
        Status s;
        switch (o.kind) {
        case Outcome::Kind::Unchanged:
            // Written only when there is something to write: a new mtime (same bytes), or a
            // file that still cannot be used (this scan's problems list it); quiet ones have
            // neither.
            if (o.touched || !o.problem.isOk())
                s = m_store.documents().touch(o.storedId, m_summary.scanId, o.file.mtimeMs);
            m_counts.filesSeen += std::max<qint64>(1, o.quietFiles);
            m_counts.filesUnchanged += std::max<qint64>(1, o.quietFiles);
            if (!o.problem.isOk())
                noteProblem(o.file, o.problem); // still unreadable, as last time
            break;
        case Outcome::Kind::Indexed:
        case Outcome::Kind::Failed: {
            auto id = m_store.documents().put(o.record, o.sketch ? &*o.sketch : nullptr, m_summary.scanId,
                                              o.storedId == 0);
            s = id ? Status::ok() : id.status();
            // The text recognized in it, kept; a known document read otherwise now loses the one
            // it had.
            if (s && *id > 0 && !o.recognized.empty())
                s = m_store.documents().putRecognizedText(
                    *id, {o.record.rawFingerprint, o.record.format, std::exchange(o.recognized, {})});
            else if (s && *id > 0 && o.storedId != 0)
                s = m_store.documents().dropRecognizedText(*id);
            if (id && *id > 0 && m_params.shingles && !o.shingles.empty())
                m_params.shingles->add(*id, o.shingles);
            if (id && *id > 0 && m_params.sketches && o.sketch && o.record.error.isOk())
                m_params.sketches->stored(*id, *o.sketch);
            // A message's headers; the documents inside it (a known file's stored ones replaced).
            if (s && *id > 0 && (!o.mail.isNull() || o.storedId != 0))
                s = m_store.documents().putMail(*id, o.mail);
            if (s && *id > 0 && (o.storedId != 0 || !o.parts.empty()))
                s = storeParts(*id, o);
            ++m_counts.filesSeen;
            if (o.kind == Outcome::Kind::Indexed) {
                ++m_counts.filesIndexed;
                m_counts.partsIndexed += qint64(o.parts.size());
                m_counts.bytesRead += o.record.size;
            } else {
                ++m_counts.filesFailed;
                noteProblem(o.file, o.record.error);
            }
            break;
        }
        case Outcome::Kind::Problem:
        case Outcome::Kind::Vanished:
            if (o.storedId != 0)
                m_vanished.push_back(o.storedId);
            s = m_store.documents().recordProblem(m_summary.scanId, o.file.path, o.problem);
            noteProblem(o.file, o.problem);
            break;
        }
        o.times.store += std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - t).count();
        m_summary.stageTimes += o.times;
        if (o.kind != Outcome::Kind::Problem) {
            m_progress.filesDone += std::max<qint64>(1, o.quietFiles);
            m_progress.bytesDone += o.file.size;
            m_progress.currentFile = o.file.path;
        }
        return s;
    }

    // The open transaction's counts join the summary when it commits (a rolled back batch
    // stored nothing).
    void settle()
    {
        ScanCounts &c = m_summary.counts;
        c.filesSeen += m_counts.filesSeen;
        c.filesIndexed += m_counts.filesIndexed;
        c.filesUnchanged += m_counts.filesUnchanged;
        c.filesFailed += m_counts.filesFailed;
        c.bytesRead += m_counts.bytesRead;
        c.partsIndexed += m_counts.partsIndexed;
        m_counts = ScanCounts{};
    }

    void noteProblem(const SourceFile &file, const Status &s)
    {
        ++m_summary.problems;
        ++m_summary.problemsByReason[s.codeName()];
        if (m_summary.problemExamples.size() < 20)
            m_summary.problemExamples.push_back({file.path, s});
    }

    Status removeGone()
    {
        std::vector<char> present;
        for (const QString &r : m_roots)
            present.push_back(QFileInfo::exists(r) ? 1 : 0);
        std::vector<qint64> gone = m_known.notMet(present);
        Status checked; // whether the files not met could be told from the unreadable ones
        if (!m_unreadableFolders.isEmpty() && !gone.empty()) { // not deleted: unreadable this time
            auto kept = m_store.documents().under(m_unreadableFolders);
            if (kept)
                std::erase_if(gone, [&](qint64 id) { return kept->contains(id); });
            else
                checked = kept.status(), gone.clear(); // none removed but those found gone when read
        }
        gone.insert(gone.end(), m_vanished.begin(), m_vanished.end());
        std::sort(gone.begin(), gone.end());
        gone.erase(std::unique(gone.begin(), gone.end()), gone.end());
        if (m_params.sketches) {
            m_params.sketches->removed(gone);
            auto parts = m_store.documents().partsOf(gone); // removed with their files
            if (!parts)
                return parts.status();
            m_params.sketches->removed(*parts);
        }
        if (Status s = m_store.documents().remove(gone); !s)
            return s;
        m_summary.counts.filesRemoved = qint64(gone.size());
        return checked;
    }

    QStringList m_indexFiles;
    QStringList m_roots;
    KnownFiles m_known; // the loader's until loaded, then the walker's until it has ended
    MemoryBudget m_budget;
    // Text recognition, for the progress (ScanProgress::recognizing).
    std::atomic<qint64> m_pagesRecognized{0};
    std::mutex m_recognizingMutex;
    QString m_recognizing;
    int m_recognizingPage = 0;
    int m_recognizingPages = 0;
    std::atomic<qint64> m_filesFound{0};
    std::atomic<qint64> m_bytesFound{0};
    std::atomic_bool m_walkDone{false};
    std::mutex m_walkStatusMutex;
    Status m_walkStatus;             // guarded by m_walkStatusMutex
    QStringList m_unreadableFolders; // written by the walker, read after it has ended

    // The writer's.
    ScanProgress m_progress;
    ScanCounts m_counts;            // of the open transaction
    std::vector<qint64> m_vanished; // indexed files found gone when read
};

} // namespace

ScanJob::ScanJob(ScanParams params)
    : m_params(std::move(params))
{}

ScanSummary ScanJob::run(const std::function<void(const ScanProgress &)> &onProgress)
{
    ScanSummary summary;
    const auto started = Clock::now();
    // "start": sketches made with other parameters cannot be compared: the index's own are
    // kept, or the scan refuses, or every document is sketched again first (scan/Resketch.h).
    auto opened = startJob<ScanProgress>(
        m_params.indexPath, m_params.sketch, m_params.sketchChoice, m_params.extract, m_params.threads,
        &m_cancel, onProgress, [&] { return seconds(Clock::now() - started); }, summary);
    if (!opened)
        return failJob(std::move(summary), opened.status(), started);
    ScanRun run(m_params, m_cancel, **opened, summary, onProgress, started);
    if (Status s = run.begin(); !s)
        return failJob(std::move(summary), std::move(s), started);
    Status written = run.finish(run.runPipeline());
    // What was filled belongs to the caller (ScanFolders): the job lets go of it, so that its
    // memory goes when the caller does (the window keeps a finished job until the next one).
    m_params.shingles.reset();
    m_params.sketches.reset();
    summary.status = written;
    summary.elapsedSeconds = seconds(Clock::now() - started);
    run.report(true);
    return summary;
}

} // namespace lookalike
