#include "ImportJob.h"

#include "CaptureRules.h"
#include "JobSkeleton.h"
#include "extract/TextExtractor.h"
#include "store/IndexStore.h"
#include "text/AnchorWindows.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QThread>
#include <QUrl>
#include <chrono>
#include <mutex>
#include <thread>
#include <unordered_map>
#include <unordered_set>

namespace lookalike {

namespace {

// Records a crawler writes about itself, not pages of a site: DNS lookups, an ARC file's
// description, wget's log and arguments (metadata://gnu.org/software/wget/...), Heritrix's
// and others' urn: records.
bool isCrawlerOwnRecord(const QString &url)
{
    QStringView u(url);
    if (u.startsWith(QLatin1Char('<')))
        u = u.mid(1);
    for (const char *scheme : {"dns:", "filedesc:", "metadata:", "urn:", "warcinfo:"})
        if (u.startsWith(QLatin1String(scheme), Qt::CaseInsensitive))
            return true;
    return false;
}

// A record on its way from the reader to an analysis thread.
struct RecordTask
{
    ArchiveRecord record;
    qint64 archiveId = 0;
};

struct CaptureOutcome
{
    enum class Kind
    {
        Indexed, // analysed: record + sketch
        Failed,  // stored without text (HTTP error, not readable as text)
        Copy,    // same bytes as copyFrom, or a revisit to resolve (copyFrom 0)
        NotText, // not stored
        Problem, // a record the reader could not read
    } kind = Kind::Problem;
    DocumentRecord record;
    std::optional<DocumentSketch> sketch;
    std::vector<AnchorBag> anchors;      // of an HTML page: what it says of the pages it links to
    std::vector<std::uint32_t> shingles; // Indexed, when kept (ImportParams::shingles)
    qint64 copyFrom = 0;
    bool revisit = false;
    QString refersToUrl; // revisit lookups
    qint64 refersToDateMs = 0;
    ImportProblem problem;
    qint64 archiveId = 0;
    qint64 payloadBytes = 0;
};

struct Fingerprint128Hash
{
    std::size_t operator()(const Fingerprint128 &f) const noexcept
    {
        return f.low ^ (f.high * 0x9e3779b97f4a7c15ULL);
    }
};

// The name a record's payload is analysed under: the last segment of the URL's path (a hint
// only; the Content-Type and the bytes decide).
QString nameHint(const QString &url)
{
    int end = url.indexOf(QLatin1Char('?'));
    if (end < 0)
        end = url.size();
    const int slash = url.lastIndexOf(QLatin1Char('/'), end - 1);
    return url.mid(slash + 1, end - slash - 1);
}

// The anchor bags of an HTML page (text/AnchorWindows.h): its text decoded as the analyzer
// decodes it, with its links (the fast scanner, else libgumbo in the analyzer's helper). A
// page that cannot be read so gives none.
std::vector<AnchorBag> anchorsOf(const std::string &payload, const QString &url, const QString &mediaType,
                                 DocumentAnalyzer &analyzer, int window)
{
    auto decoded = decodeText(payload, parseMediaType(mediaType).charset);
    if (!decoded)
        return {};
    auto page = analyzer.htmlWithLinks(decoded->utf8);
    if (!page)
        return {};
    return anchorBags(*page, url, window, analyzer.canonicalizer(), analyzer.bags());
}

// Analyses the payload of a text capture (o.record: its URL, media type and raw fingerprint):
// Indexed with its sketch and, for an HTML page, its anchor windows; else Failed or NotText.
void analyzePayload(CaptureOutcome &o, const std::string &payload, DocumentAnalyzer &analyzer,
                    int anchorWindow, bool keepShingles)
{
    DocumentRecord &d = o.record;
    auto doc = analyzer.analyze(payload, nameHint(d.locator), nullptr, &d.rawFingerprint, d.mediaType);
    if (!doc) {
        o.kind = doc.status().code() == Status::Code::NotText ? CaptureOutcome::Kind::NotText
                                                              : CaptureOutcome::Kind::Failed;
        d.error = doc.status();
        return;
    }
    o.kind = CaptureOutcome::Kind::Indexed;
    d.format = doc->format;
    d.encoding = doc->encoding;
    o.sketch = std::move(doc->sketch);
    if (keepShingles)
        analyzer.shingleHighHalves(o.shingles);
    if (anchorWindow >= 0 && d.format == QLatin1String("html"))
        o.anchors = anchorsOf(payload, d.locator, d.mediaType, analyzer, anchorWindow);
}

// One run of an import, its steps named as the jobs' skeleton names them (JobSkeleton.h): the
// reader produces the archives' records, the analysis threads read and sketch them, the writer
// stores each capture by the capture rules (CaptureRules.h), then the archives and the sweep
// are closed.
class ImportRun : JobRun<ImportParams, ImportSummary, ImportProgress>
{
public:
    using Pipeline = JobPipeline<RecordTask, CaptureOutcome>;
    using JobRun::JobRun;

    // "begin": the sweep (named, or after the first dated record of the first readable
    // archive), the import's scan row, and a row for each archive not imported before.
    Status begin()
    {
        for (const QString &a : m_params.archives) {
            const QFileInfo fi(a);
            ArchiveFile f;
            f.path = QDir::cleanPath(fi.absoluteFilePath());
            f.size = fi.size();
            f.mtimeMs = fi.lastModified().toMSecsSinceEpoch();
            m_files.push_back(f);
            m_bytesTotal += f.size;
        }
        const QString label = sweepLabel();
        auto sweep = m_store.crawl().sweepFor(label, m_params.sweepDateMs);
        if (!sweep)
            return sweep.status();
        m_sweep = *sweep;
        if (m_params.sweepDateMs > 0)
            if (Status s = m_store.crawl().setSweepDate(m_sweep, m_params.sweepDateMs, true); !s)
                return s;
        m_summary.sweep = m_sweep;
        m_summary.sweepLabel = label;

        QStringList roots;
        for (const ArchiveFile &f : m_files)
            roots << f.path;
        auto scanId = m_store.documents().beginScan(
            roots, QStringLiteral("import sweep=%1 %2").arg(label, m_params.sketch.toString()));
        if (!scanId)
            return scanId.status();
        m_summary.scanId = *scanId;
        for (ArchiveFile &f : m_files) {
            auto done = m_store.crawl().archiveDone(f.path, f.size, f.mtimeMs, m_sweep);
            if (!done)
                return done.status();
            f.skip = *done;
            if (f.skip) {
                ++m_summary.archivesSkipped;
                continue;
            }
            auto id = m_store.crawl().beginArchive(f.path, f.size, f.mtimeMs, m_sweep);
            if (!id)
                return id.status();
            f.id = *id;
        }
        m_summary.archives = static_cast<int>(m_files.size());
        for (ArchiveFile &f : m_files)
            if (f.id)
                m_byId[f.id] = &f;
        return Status::ok();
    }

    // "produce", "analyze", "store", then the revisits that waited for the final pass.
    Status runPipeline()
    {
        const int threads =
            m_params.threads > 0 ? m_params.threads : std::max(1, QThread::idealThreadCount());
        Pipeline pipeline(m_cancel, threads, 256, 512);
        BatchWriter writer(m_store, {[this] {
                                         std::lock_guard lock(m_seenMutex);
                                         for (const auto &[fp, id] : m_seenPending)
                                             m_seen.emplace(fp, id);
                                         m_seenPending.clear();
                                     },
                                     [this] {
                                         m_seenPending.clear();
                                     }});
        pipeline.run(writer, {[&] { read(pipeline); }, [&] { analyze(pipeline); },
                              [&](CaptureOutcome &o) { return store(o); },
                              [&] {
                                  report(false);
                              }});
        m_finalPass = true;
        if (!m_cancel.load() && !m_deferred.empty() && writer.open()) {
            for (CaptureOutcome &o : m_deferred) {
                o.payloadBytes = 0; // counted when it came
                writer.wrote(store(o));
                if (writer.failed())
                    break;
            }
        }
        writer.finish();
        if (m_params.shingles)
            m_params.shingles->finish();
        return writer.status();
    }

    // "finish": what the archives and the sweep say of this import, and its scan row. A
    // failure to write them is the import's error (the first one met stays).
    Status finish(Status written)
    {
        m_summary.records = m_recordsRead.load();
        m_summary.skipped = m_skipped.load();
        m_summary.bytesRead = m_bytesDone.load();
        m_summary.state = jobState(written, m_cancel.load());
        const auto keep = [&written](Status s) {
            if (written.isOk() && !s.isOk())
                written = std::move(s);
        };
        for (ArchiveFile &f : m_files)
            if (f.id)
                keep(
                    m_store.crawl().finishArchive(f.id, m_summary.state, f.records, f.documents, f.problems));
        if (m_params.sweepDateMs <= 0 && m_earliestCapture.load() != std::numeric_limits<qint64>::max())
            keep(m_store.crawl().setSweepDate(m_sweep, m_earliestCapture.load(), false));

        ScanCounts counts;
        counts.filesSeen = m_summary.records;
        counts.filesIndexed = m_summary.analyzed + m_summary.copied;
        counts.filesFailed = m_summary.problems;
        counts.bytesRead = m_summary.bytesRead;
        keep(m_store.documents().finishScan(m_summary.scanId, counts, m_summary.state));
        if (!written.isOk())
            m_summary.state = QStringLiteral("failed");
        return written;
    }

    void report(bool force)
    {
        if (!reportDue(force))
            return;
        ImportProgress p;
        p.archivesDone = m_archivesDone.load();
        p.archivesTotal = static_cast<int>(m_files.size());
        p.bytesDone = m_bytesDone.load();
        p.bytesTotal = m_bytesTotal;
        p.records = m_recordsRead.load();
        p.documents = m_summary.documents;
        p.problems = m_summary.problems;
        {
            std::lock_guard lock(m_currentMutex);
            p.currentArchive = m_currentArchive;
        }
        p.elapsedSeconds = seconds(Clock::now() - m_started);
        m_onProgress(p);
    }

private:
    struct ArchiveFile
    {
        QString path;
        qint64 size = 0;
        qint64 mtimeMs = 0;
        qint64 id = 0;
        bool skip = false;
        qint64 records = 0, documents = 0, problems = 0;
    };

    QString sweepLabel() const
    {
        const QString named = m_params.sweepLabel.trimmed();
        if (!named.isEmpty())
            return named;
        qint64 firstDate = 0;
        for (const ArchiveFile &f : m_files) {
            auto reader = ArchiveReader::open(f.path, m_params.reader);
            if (!reader)
                continue;
            ArchiveRecord r;
            ArchiveProblem p;
            for (int i = 0; i < 50 && firstDate == 0; ++i) {
                const auto n = (*reader)->next(r, p);
                if (n == ArchiveReader::Next::End)
                    break;
                if (n == ArchiveReader::Next::Record && r.captureMs > 0)
                    firstDate = r.captureMs;
            }
            if (firstDate)
                break;
        }
        const QDateTime when =
            firstDate ? QDateTime::fromMSecsSinceEpoch(firstDate, Qt::UTC) : QDateTime::currentDateTimeUtc();
        return when.toString(QStringLiteral("yyyy-MM-dd"));
    }

    // "produce": one archive after the other, records in file order.
    void read(Pipeline &pipeline)
    {
        qint64 before = 0;
        for (ArchiveFile &f : m_files) {
            if (m_cancel.load())
                break;
            {
                std::lock_guard lock(m_currentMutex);
                m_currentArchive = f.path;
            }
            if (!f.skip)
                readArchive(f, before, pipeline);
            before += f.size;
            m_bytesDone.store(before);
            m_archivesDone.fetch_add(1);
        }
    }

    void readArchive(const ArchiveFile &f, qint64 before, Pipeline &pipeline)
    {
        auto r = ArchiveReader::open(f.path, m_params.reader);
        if (!r) {
            CaptureOutcome o;
            o.kind = CaptureOutcome::Kind::Problem;
            o.problem = {f.path, r.status()};
            o.archiveId = f.id;
            pipeline.deliver(std::move(o));
            return;
        }
        ArchiveReader &ar = **r;
        ArchiveRecord record;
        ArchiveProblem problem;
        while (!m_cancel.load()) {
            const auto n = ar.next(record, problem);
            m_bytesDone.store(before + ar.position());
            if (n == ArchiveReader::Next::End)
                break;
            m_recordsRead.fetch_add(1);
            if (n == ArchiveReader::Next::Problem) {
                CaptureOutcome o;
                o.kind = CaptureOutcome::Kind::Problem;
                o.problem = {QStringLiteral("%1@%2").arg(f.path).arg(problem.offset), problem.status};
                o.archiveId = f.id;
                pipeline.deliver(std::move(o));
                continue;
            }
            using T = ArchiveRecord::Type;
            if (record.type != T::Response && record.type != T::Resource && record.type != T::Revisit) {
                m_skipped.fetch_add(1);
                continue;
            }
            if (record.url.isEmpty() || isCrawlerOwnRecord(record.url)) {
                m_skipped.fetch_add(1);
                continue;
            }
            if (record.captureMs > 0) {
                qint64 cur = m_earliestCapture.load();
                while (record.captureMs < cur &&
                       !m_earliestCapture.compare_exchange_weak(cur, record.captureMs)) {
                }
            }
            if (!pipeline.task(RecordTask{std::move(record), f.id}))
                break;
            record = ArchiveRecord{};
        }
    }

    // "analyze": what a record is (the capture rules), then its text analysed, unless its bytes
    // were seen before (this import, or the index).
    void analyze(Pipeline &pipeline)
    {
        // Web pages are not scans: a crawl's images are not read for text (seconds a page,
        // millions of pages).
        ExtractParams extract = m_params.extract;
        extract.ocr.enabled = false;
        extract.cancel = &m_cancel;
        DocumentAnalyzer analyzer(m_params.sketch, extract);
        auto lookup = IndexStore::open(m_params.indexPath, IndexStore::Mode::ReadOnly);
        while (auto task = pipeline.nextTask()) {
            if (pipeline.cancelled())
                continue; // drain
            ArchiveRecord &r = task->record;
            CaptureOutcome o;
            o.archiveId = task->archiveId;
            DocumentRecord &d = o.record;
            d.kind = DocumentKind::Capture;
            d.locator = r.url;
            d.sweep = m_sweep;
            d.host = hostOfUrl(r.url);
            d.captureMs = r.captureMs;
            d.mtimeMs = r.captureMs;
            d.httpStatus = r.httpStatus;
            d.mediaType = r.mediaType;
            d.redirect = r.location;
            d.archiveId = task->archiveId;
            d.recordOffset = r.offset;
            d.payloadDigest = r.payloadDigest;
            d.size = static_cast<qint64>(r.payload.size());
            o.payloadBytes = d.size;
            if (!r.payloadProblem.isEmpty()) {
                CaptureOutcome p;
                p.kind = CaptureOutcome::Kind::Problem;
                p.archiveId = task->archiveId;
                p.problem = {r.url, Status::error(Status::Code::Corrupt, r.payloadProblem)};
                pipeline.deliver(std::move(p));
            }
            const RecordRule rule = recordRule(r); // (scan/CaptureRules.h)
            d.error = rule.error;
            if (rule.kind == RecordRule::Kind::Answer) {
                o.kind = CaptureOutcome::Kind::Failed;
            } else if (rule.kind == RecordRule::Kind::Repeat) {
                o.kind = CaptureOutcome::Kind::Copy;
                o.revisit = true;
                o.refersToUrl = rule.refersToUrl;
                o.refersToDateMs = rule.refersToDateMs;
            } else if (rule.kind == RecordRule::Kind::NotText) {
                o.kind = CaptureOutcome::Kind::NotText;
            } else {
                const Fingerprint128 raw = Fingerprint128::ofBytes(r.payload.data(), r.payload.size());
                d.rawFingerprint = raw;
                qint64 known = 0;
                {
                    std::lock_guard lock(m_seenMutex);
                    if (auto it = m_seen.find(raw); it != m_seen.end())
                        known = it->second;
                }
                if (!known && lookup) {
                    auto found = (*lookup)->crawl().findByRawFingerprint(raw);
                    if (found && *found)
                        known = **found;
                }
                if (known) {
                    o.kind = CaptureOutcome::Kind::Copy;
                    o.copyFrom = known;
                    // The same text, but its links are read against its own URL.
                    if (m_params.anchorWindow >= 0 && isHtmlDocument(r.payload, nameHint(r.url), r.mediaType))
                        o.anchors = anchorsOf(r.payload, r.url, r.mediaType, analyzer, m_params.anchorWindow);
                } else {
                    analyzePayload(o, r.payload, analyzer, m_params.anchorWindow,
                                   m_params.shingles != nullptr);
                }
            }
            if (!pipeline.deliver(std::move(o)))
                break;
        }
    }

    // "store": one outcome, in the writer's open transaction. A capture replaces the row of an
    // earlier capture of its URL in this sweep: one document, counted for the archive that
    // stored it last. A revisit whose original capture is not stored yet (analysis threads
    // finish out of order) waits for the final pass.
    Status store(CaptureOutcome &o)
    {
        Status s;
        ArchiveFile *file = m_byId.count(o.archiveId) ? m_byId[o.archiveId] : nullptr;
        if (file && o.kind != CaptureOutcome::Kind::Problem && !m_finalPass)
            ++file->records;
        m_summary.payloadBytes += o.payloadBytes;
        auto stored = [&](const Result<qint64> &id) {
            if (!id) {
                s = id.status();
                return;
            }
            if (*id <= 0)
                return;
            auto [at, fresh] = m_storedBy.try_emplace(*id, file);
            if (fresh)
                ++m_summary.documents;
            else if (at->second && at->second != file)
                --at->second->documents;
            if (file && (fresh || at->second != file))
                ++file->documents;
            at->second = file;
        };
        if (o.kind == CaptureOutcome::Kind::Copy && !o.revisit)
            resolveBytesSeen(o, file);
        // A capture stored with its own text (or none) and the windows of its own links.
        const auto storeCapture = [&](const DocumentSketch *sketch) {
            auto id = m_store.documents().put(o.record, sketch, m_summary.scanId);
            if (id && *id > 0)
                if (Status a = storeAnchors(*id, o.anchors); !a)
                    id = a;
            stored(id);
            return id;
        };
        switch (o.kind) {
        case CaptureOutcome::Kind::Indexed: {
            auto id = storeCapture(&*o.sketch);
            ++m_summary.analyzed;
            if (id && *id > 0) {
                m_seenPending.emplace_back(o.record.rawFingerprint, *id);
                if (m_params.shingles)
                    m_params.shingles->add(*id, o.shingles); // (one of an earlier capture replaced)
            }
            break;
        }
        case CaptureOutcome::Kind::Failed:
            static_cast<void>(storeCapture(nullptr)); // a write that fails is kept by stored()
            if (!o.record.payloadDigest.isEmpty())
                m_notTextDigests.insert(o.record.payloadDigest); // revisits of it have no text either
            if (o.record.error.code() == Status::Code::HttpError)
                ++m_summary.httpErrors;
            else
                noteProblem({o.record.locator, o.record.error}, o.archiveId);
            break;
        case CaptureOutcome::Kind::Copy: {
            qint64 from = o.copyFrom;
            if (o.revisit) {
                // The capture a revisit repeats: by payload digest, else by URL and date.
                if (!o.record.payloadDigest.isEmpty()) {
                    if (auto f = m_store.crawl().findByPayloadDigest(o.record.payloadDigest); f && *f)
                        from = **f;
                }
                if (!from) {
                    if (auto f = m_store.crawl().findCapture(o.refersToUrl, o.refersToDateMs,
                                                             o.record.payloadDigest);
                        f && *f)
                        from = **f;
                }
            }
            // (Bytes seen before are found: only a repeat's look-up may find nothing.)
            const RepeatAction action = repeatAction(
                RepeatFacts{.found = from != 0,
                            .finalPass = m_finalPass,
                            .repeatsNotText = o.revisit && m_notTextDigests.count(o.record.payloadDigest) > 0,
                            .isAnswer = o.record.error.code() == Status::Code::HttpError},
                [&] {
                    auto kept = m_store.documents().find(o.record.locator, o.record.sweep);
                    return kept && *kept && (*kept)->mtimeMs > o.record.captureMs;
                });
            if (action == RepeatAction::Wait) {
                m_deferred.push_back(std::move(o));
                return Status::ok(); // nothing written yet
            }
            if (action == RepeatAction::NotText) {
                ++m_summary.notText; // repeats a payload that is not text
                break;
            }
            if (action == RepeatAction::StoreAnswer) {
                // A 304 whose earlier capture is not in the index: kept as an answer without text
                // (a write that fails is kept by stored()).
                static_cast<void>(storeCapture(nullptr));
                ++m_summary.httpErrors;
                break;
            }
            if (action == RepeatAction::SkipOlder) // it would not be stored anyway
                break;
            if (action == RepeatAction::Unresolved) {
                ++m_summary.unresolvedRevisits;
                const ImportProblem p{
                    o.record.locator,
                    Status::error(
                        Status::Code::NotFound,
                        QStringLiteral("revisit record: the capture it repeats (%1) is "
                                       "not in the index; import its archive first")
                            .arg(o.record.payloadDigest.isEmpty() ? o.refersToUrl : o.record.payloadDigest))};
                s = m_store.documents().recordProblem(m_summary.scanId, p.locator, p.status);
                noteProblem(p, o.archiveId);
                break;
            }
            stored(storeCopy(o, from));
            ++m_summary.copied;
            break;
        }
        case CaptureOutcome::Kind::NotText:
            ++m_summary.notText;
            if (!o.record.payloadDigest.isEmpty())
                m_notTextDigests.insert(o.record.payloadDigest);
            break;
        case CaptureOutcome::Kind::Problem:
            s = m_store.documents().recordProblem(m_summary.scanId, o.problem.locator, o.problem.status);
            noteProblem(o.problem, o.archiveId);
            break;
        }
        return s;
    }

    // The analysis thread saw these bytes in document copyFrom; a later capture of that
    // document's URL may have replaced them since (BytesAction).
    void resolveBytesSeen(CaptureOutcome &o, const ArchiveFile *file)
    {
        auto holder = m_store.crawl().holderOfBytes(o.copyFrom, o.record.rawFingerprint);
        const BytesAction action = bytesAction(holder);
        if (action == BytesAction::CopyFromHolder) {
            o.copyFrom = **holder;
        } else if (action == BytesAction::AnalyseAgain) {
            // Rare: read the record again (the outcome does not carry its bytes) and analyse it.
            auto bytes = file ? readRecordPayload(file->path, o.record.recordOffset)
                              : Result<std::string>(
                                    Status::error(Status::Code::NotFound, QStringLiteral("no archive")));
            if (!m_writerAnalyzer)
                m_writerAnalyzer.emplace(m_params.sketch, m_params.extract);
            o.anchors.clear();
            if (bytes) {
                analyzePayload(o, *bytes, *m_writerAnalyzer, m_params.anchorWindow,
                               m_params.shingles != nullptr);
            } else {
                o.kind = CaptureOutcome::Kind::Failed;
                o.record.error = bytes.status();
            }
        } else {
            o.kind = CaptureOutcome::Kind::Problem;
            o.problem = {o.record.locator, holder.status()};
        }
    }

    // A copy of document `from`'s bytes (a revisit's lie with the record it repeats).
    Result<qint64> storeCopy(CaptureOutcome &o, qint64 from)
    {
        auto id = m_store.crawl().putCopy(o.record, from, m_summary.scanId, o.revisit);
        if (!id || *id <= 0)
            return id;
        if (m_params.shingles)
            m_params.shingles->forget(*id); // an earlier capture's set, if this import kept one
        // A revisit repeats the page of its URL: its links too (nothing to do when the source is
        // the row itself). Bytes seen under another URL give the windows read against their own
        // (o.anchors; none for a revisit).
        auto source = o.revisit ? m_store.documents().info(from) : Result<DocumentInfo>(DocumentInfo{});
        Status a;
        if (!source)
            a = source.status();
        else if (o.revisit && source->locator == o.record.locator)
            a = m_store.related().copyAnchorBags(from, *id);
        else
            a = storeAnchors(*id, o.anchors);
        if (!a)
            return a;
        return id;
    }

    // The anchor windows a page gives, with the words they name; they replace those the row
    // gave as an earlier capture of its URL (none for a page without links or text).
    Status storeAnchors(qint64 id, std::vector<AnchorBag> &anchors)
    {
        std::vector<std::pair<QString, std::vector<TermCount>>> bags;
        std::vector<std::pair<std::uint64_t, std::string>> words;
        for (AnchorBag &a : anchors) {
            bags.emplace_back(a.url, std::move(a.bag.terms));
            words.insert(words.end(), a.bag.newWords.begin(), a.bag.newWords.end());
        }
        Related related = m_store.related();
        if (Status s = related.putAnchorBags(id, bags); !s)
            return s;
        return related.storeWords(words);
    }

    void noteProblem(const ImportProblem &p, qint64 archiveId)
    {
        ++m_summary.problems;
        ++m_summary.problemsByReason[p.status.codeName()];
        if (m_summary.problemExamples.size() < 20)
            m_summary.problemExamples.push_back(p);
        if (auto it = m_byId.find(archiveId); it != m_byId.end())
            ++it->second->problems;
    }

    std::vector<ArchiveFile> m_files;
    std::unordered_map<qint64, ArchiveFile *> m_byId;
    qint64 m_bytesTotal = 0;
    qint64 m_sweep = 0;

    // The reader's, read by the others.
    std::atomic<qint64> m_bytesDone{0};
    std::atomic<int> m_archivesDone{0};
    std::atomic<qint64> m_recordsRead{0};
    std::atomic<qint64> m_skipped{0};
    std::atomic<qint64> m_earliestCapture{std::numeric_limits<qint64>::max()};
    std::mutex m_currentMutex;
    QString m_currentArchive; // guarded by m_currentMutex

    // Payloads already stored by this import: their bytes -> document (filled by the writer at
    // each commit, read by the analysis threads).
    std::mutex m_seenMutex;
    std::unordered_map<Fingerprint128, qint64, Fingerprint128Hash> m_seen;

    // The writer's.
    std::unordered_set<QString> m_notTextDigests;         // payloads that were not text, this import
    std::unordered_map<qint64, ArchiveFile *> m_storedBy; // document -> the archive that stored it last
    std::vector<std::pair<Fingerprint128, qint64>> m_seenPending; // published to m_seen at commit
    std::vector<CaptureOutcome> m_deferred;
    bool m_finalPass = false;
    std::optional<DocumentAnalyzer> m_writerAnalyzer; // for copies whose bytes left the index
};

} // namespace

QString hostOfUrl(const QString &url)
{
    const QUrl u(url);
    QString host = u.host(QUrl::FullyEncoded).toLower();
    if (host.isEmpty())
        return {};
    const int port = u.port(-1);
    const QString scheme = u.scheme().toLower();
    if (port > 0 && !((scheme == QLatin1String("http") && port == 80) ||
                      (scheme == QLatin1String("https") && port == 443)))
        host += QLatin1Char(':') + QString::number(port);
    return host;
}

Result<std::string> readRecordPayload(const QString &archivePath, qint64 offset)
{
    auto reader = ArchiveReader::openAt(archivePath, offset);
    if (!reader)
        return reader.status();
    ArchiveRecord record;
    ArchiveProblem problem;
    switch ((*reader)->next(record, problem)) {
    case ArchiveReader::Next::Record:
        return std::move(record.payload);
    case ArchiveReader::Next::Problem:
        return problem.status;
    case ArchiveReader::Next::End:
        break;
    }
    return Status::error(
        Status::Code::Corrupt,
        QStringLiteral("%1: no record at offset %2").arg(QDir::toNativeSeparators(archivePath)).arg(offset));
}

ImportJob::ImportJob(ImportParams params)
    : m_params(std::move(params))
{}

ImportSummary ImportJob::run(const std::function<void(const ImportProgress &)> &onProgress)
{
    ImportSummary summary;
    const auto started = Clock::now();
    if (m_params.archives.isEmpty())
        return failJob(std::move(summary),
                       Status::error(Status::Code::InvalidArgument, QStringLiteral("no archive to import")),
                       started);
    // "start": sketches made with other parameters cannot be compared: the index's own are
    // kept, or the import refuses, or every document is sketched again first (scan/Resketch.h).
    auto opened = startJob<ImportProgress>(
        m_params.indexPath, m_params.sketch, m_params.sketchChoice, m_params.extract, m_params.threads,
        &m_cancel, onProgress, [&] { return seconds(Clock::now() - started); }, summary);
    if (!opened)
        return failJob(std::move(summary), opened.status(), started);
    ImportRun run(m_params, m_cancel, **opened, summary, onProgress, started);
    if (Status s = run.begin(); !s)
        return failJob(std::move(summary), std::move(s), started);
    summary.status = run.finish(run.runPipeline());
    m_params.shingles.reset(); // the caller's (ImportArchives): its memory goes with the caller's
    summary.elapsedSeconds = seconds(Clock::now() - started);
    run.report(true);
    return summary;
}

} // namespace lookalike
