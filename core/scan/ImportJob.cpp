#include "ImportJob.h"

#include "BatchWriter.h"
#include "CaptureRules.h"
#include "Resketch.h"
#include "base/BoundedQueue.h"
#include "base/Clock.h"
#include "extract/TextExtractor.h"
#include "store/IndexStore.h"
#include "text/AnchorWindows.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
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
        ShingleSpill::highHalves(analyzer.shingles(), o.shingles);
    if (anchorWindow >= 0 && d.format == QLatin1String("html"))
        o.anchors = anchorsOf(payload, d.locator, d.mediaType, analyzer, anchorWindow);
}

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
    if (m_params.archives.isEmpty())
        return fail(Status::error(Status::Code::InvalidArgument, QStringLiteral("no archive to import")));

    auto opened = IndexStore::open(m_params.indexPath);
    if (!opened)
        return fail(opened.status());
    IndexStore &store = **opened;
    if (Status s = store.documents().closeInterruptedScans(); !s)
        return fail(s);

    // Sketches made with other parameters cannot be compared: the index's own are kept, or the
    // import refuses, or every document is sketched again first (scan/Resketch.h).
    if (Status s = adoptSketchParamsFor<ImportProgress>(
            store, m_params.sketch, m_params.sketchChoice, m_params.extract, m_params.threads, &m_cancel,
            onProgress, [&] { return seconds(Clock::now() - started); }, summary);
        !s) {
        const bool cancelled = s.code() == Status::Code::Cancelled;
        ImportSummary refused = fail(std::move(s));
        if (cancelled)
            refused.state = QStringLiteral("cancelled");
        return refused;
    }
    const QString paramsText = m_params.sketch.toString();

    struct ArchiveFile
    {
        QString path;
        qint64 size = 0;
        qint64 mtimeMs = 0;
        qint64 id = 0;
        bool skip = false;
        qint64 records = 0, documents = 0, problems = 0;
    };
    std::vector<ArchiveFile> files;
    qint64 bytesTotal = 0;
    for (const QString &a : m_params.archives) {
        const QFileInfo fi(a);
        ArchiveFile f;
        f.path = QDir::cleanPath(fi.absoluteFilePath());
        f.size = fi.size();
        f.mtimeMs = fi.lastModified().toMSecsSinceEpoch();
        files.push_back(f);
        bytesTotal += f.size;
    }

    // The sweep: named, or named after the first dated record of the first readable archive.
    QString label = m_params.sweepLabel.trimmed();
    qint64 firstDate = 0;
    if (label.isEmpty()) {
        for (const ArchiveFile &f : files) {
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
        label =
            firstDate
                ? QDateTime::fromMSecsSinceEpoch(firstDate, Qt::UTC).toString(QStringLiteral("yyyy-MM-dd"))
                : QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyy-MM-dd"));
    }
    auto sweep = store.crawl().sweepFor(label, m_params.sweepDateMs);
    if (!sweep)
        return fail(sweep.status());
    if (m_params.sweepDateMs > 0)
        if (Status s = store.crawl().setSweepDate(*sweep, m_params.sweepDateMs, true); !s)
            return fail(s);
    summary.sweep = *sweep;
    summary.sweepLabel = label;

    QStringList roots;
    for (const ArchiveFile &f : files)
        roots << f.path;
    auto scanId =
        store.documents().beginScan(roots, QStringLiteral("import sweep=%1 %2").arg(label, paramsText));
    if (!scanId)
        return fail(scanId.status());
    summary.scanId = *scanId;
    for (ArchiveFile &f : files) {
        auto done = store.crawl().archiveDone(f.path, f.size, f.mtimeMs, *sweep);
        if (!done)
            return fail(done.status());
        f.skip = *done;
        if (f.skip) {
            ++summary.archivesSkipped;
            continue;
        }
        auto id = store.crawl().beginArchive(f.path, f.size, f.mtimeMs, *sweep);
        if (!id)
            return fail(id.status());
        f.id = *id;
    }
    summary.archives = static_cast<int>(files.size());

    const int threads = m_params.threads > 0 ? m_params.threads : std::max(1, QThread::idealThreadCount());
    BoundedQueue<RecordTask> tasks(256);
    BoundedQueue<CaptureOutcome> outcomes(512);
    std::atomic<int> producers{threads + 1};
    auto producerDone = [&] {
        if (producers.fetch_sub(1) == 1)
            outcomes.close();
    };
    std::atomic<qint64> bytesDone{0};
    std::atomic<int> archivesDone{0};
    std::atomic<qint64> recordsRead{0};
    std::atomic<qint64> skipped{0};
    std::mutex currentMutex;
    QString currentArchive; // guarded by currentMutex
    std::atomic<qint64> earliestCapture{std::numeric_limits<qint64>::max()};

    // Payloads already stored by this import: their bytes -> document (filled by the writer).
    std::mutex seenMutex;
    std::unordered_map<Fingerprint128, qint64, Fingerprint128Hash> seen;

    // The reader: one archive after the other, records in file order.
    std::thread reader([&] {
        qint64 before = 0;
        for (ArchiveFile &f : files) {
            if (m_cancel.load())
                break;
            {
                std::lock_guard lock(currentMutex);
                currentArchive = f.path;
            }
            if (!f.skip) {
                auto r = ArchiveReader::open(f.path, m_params.reader);
                if (!r) {
                    CaptureOutcome o;
                    o.kind = CaptureOutcome::Kind::Problem;
                    o.problem = {f.path, r.status()};
                    o.archiveId = f.id;
                    outcomes.push(std::move(o));
                } else {
                    ArchiveReader &ar = **r;
                    ArchiveRecord record;
                    ArchiveProblem problem;
                    while (!m_cancel.load()) {
                        const auto n = ar.next(record, problem);
                        bytesDone.store(before + ar.position());
                        if (n == ArchiveReader::Next::End)
                            break;
                        recordsRead.fetch_add(1);
                        if (n == ArchiveReader::Next::Problem) {
                            CaptureOutcome o;
                            o.kind = CaptureOutcome::Kind::Problem;
                            o.problem = {QStringLiteral("%1@%2").arg(f.path).arg(problem.offset),
                                         problem.status};
                            o.archiveId = f.id;
                            outcomes.push(std::move(o));
                            continue;
                        }
                        using T = ArchiveRecord::Type;
                        if (record.type != T::Response && record.type != T::Resource &&
                            record.type != T::Revisit) {
                            skipped.fetch_add(1);
                            continue;
                        }
                        if (record.url.isEmpty() || isCrawlerOwnRecord(record.url)) {
                            skipped.fetch_add(1);
                            continue;
                        }
                        if (record.captureMs > 0) {
                            qint64 cur = earliestCapture.load();
                            while (record.captureMs < cur &&
                                   !earliestCapture.compare_exchange_weak(cur, record.captureMs)) {
                            }
                        }
                        if (!tasks.push(RecordTask{std::move(record), f.id}))
                            break;
                        record = ArchiveRecord{};
                    }
                }
            }
            before += f.size;
            bytesDone.store(before);
            archivesDone.fetch_add(1);
        }
        tasks.close();
        producerDone();
    });

    // Analysis threads.
    std::vector<std::thread> workers;
    for (int i = 0; i < threads; ++i) {
        workers.emplace_back([&] {
            DocumentAnalyzer analyzer(m_params.sketch, m_params.extract);
            auto lookup = IndexStore::open(m_params.indexPath, IndexStore::Mode::ReadOnly);
            while (auto task = tasks.pop()) {
                if (m_cancel.load(std::memory_order_relaxed))
                    continue; // drain
                ArchiveRecord &r = task->record;
                CaptureOutcome o;
                o.archiveId = task->archiveId;
                DocumentRecord &d = o.record;
                d.kind = DocumentKind::Capture;
                d.locator = r.url;
                d.sweep = *sweep;
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
                    outcomes.push(std::move(p));
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
                        std::lock_guard lock(seenMutex);
                        if (auto it = seen.find(raw); it != seen.end())
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
                        if (m_params.anchorWindow >= 0 &&
                            isHtmlDocument(r.payload, nameHint(r.url), r.mediaType))
                            o.anchors =
                                anchorsOf(r.payload, r.url, r.mediaType, analyzer, m_params.anchorWindow);
                    } else {
                        analyzePayload(o, r.payload, analyzer, m_params.anchorWindow,
                                       m_params.shingles != nullptr);
                    }
                }
                if (!outcomes.push(std::move(o)))
                    break;
            }
            producerDone();
        });
    }

    // The writer (this thread).
    std::unordered_map<qint64, ArchiveFile *> byId;
    for (ArchiveFile &f : files)
        if (f.id)
            byId[f.id] = &f;
    std::unordered_set<QString> notTextDigests;                 // payloads that were not text, this import
    std::unordered_map<qint64, ArchiveFile *> storedBy;         // document -> the archive that stored it last
    std::vector<std::pair<Fingerprint128, qint64>> seenPending; // published to `seen` at commit
    BatchWriter writer(store, {[&] {
                                   std::lock_guard lock(seenMutex);
                                   for (const auto &[fp, id] : seenPending)
                                       seen.emplace(fp, id);
                                   seenPending.clear();
                               },
                               [&] {
                                   seenPending.clear();
                               }});
    ProgressThrottle throttle{std::chrono::milliseconds(m_params.progressIntervalMs)};
    auto noteProblem = [&](const ImportProblem &p, qint64 archiveId) {
        ++summary.problems;
        ++summary.problemsByReason[p.status.codeName()];
        if (summary.problemExamples.size() < 20)
            summary.problemExamples.push_back(p);
        if (auto it = byId.find(archiveId); it != byId.end())
            ++it->second->problems;
    };
    auto report = [&](bool force) {
        if (!onProgress || !throttle.due(force))
            return;
        const auto now = Clock::now();
        ImportProgress p;
        p.archivesDone = archivesDone.load();
        p.archivesTotal = static_cast<int>(files.size());
        p.bytesDone = bytesDone.load();
        p.bytesTotal = bytesTotal;
        p.records = recordsRead.load();
        p.documents = summary.documents;
        p.problems = summary.problems;
        {
            std::lock_guard lock(currentMutex);
            p.currentArchive = currentArchive;
        }
        p.elapsedSeconds = seconds(now - started);
        onProgress(p);
    };

    // Stores one outcome. A revisit whose original capture is not stored yet (analysis threads
    // finish out of order) waits for the final pass.
    std::vector<CaptureOutcome> deferred;
    bool finalPass = false;
    std::optional<DocumentAnalyzer> writerAnalyzer; // for copies whose bytes left the index
    auto process = [&](CaptureOutcome &o) {
        Status s;
        ArchiveFile *file = byId.count(o.archiveId) ? byId[o.archiveId] : nullptr;
        if (file && o.kind != CaptureOutcome::Kind::Problem && !finalPass)
            ++file->records;
        summary.payloadBytes += o.payloadBytes;
        // A capture replaces the row of an earlier capture of its URL in this sweep: one
        // document, counted for the archive that stored it last.
        auto stored = [&](const Result<qint64> &id) {
            if (!id) {
                s = id.status();
                return;
            }
            if (*id <= 0)
                return;
            auto [at, fresh] = storedBy.try_emplace(*id, file);
            if (fresh)
                ++summary.documents;
            else if (at->second && at->second != file)
                --at->second->documents;
            if (file && (fresh || at->second != file))
                ++file->documents;
            at->second = file;
        };
        if (o.kind == CaptureOutcome::Kind::Copy && !o.revisit) {
            // The analysis thread saw these bytes in document copyFrom; a later capture of that
            // document's URL may have replaced them since.
            auto holder = store.crawl().holderOfBytes(o.copyFrom, o.record.rawFingerprint);
            const BytesAction action = bytesAction(holder);
            if (action == BytesAction::CopyFromHolder) {
                o.copyFrom = **holder;
            } else if (action == BytesAction::AnalyseAgain) {
                // Rare: read the record again (the outcome does not carry its bytes) and analyse it.
                auto bytes = file ? readRecordPayload(file->path, o.record.recordOffset)
                                  : Result<std::string>(
                                        Status::error(Status::Code::NotFound, QStringLiteral("no archive")));
                if (!writerAnalyzer)
                    writerAnalyzer.emplace(m_params.sketch, m_params.extract);
                o.anchors.clear();
                if (bytes) {
                    analyzePayload(o, *bytes, *writerAnalyzer, m_params.anchorWindow,
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
        // The anchor windows a page gives, with the words they name; they replace those the row
        // gave as an earlier capture of its URL (none for a page without links or text).
        const auto storeAnchors = [&store](qint64 id, std::vector<AnchorBag> &anchors) -> Status {
            std::vector<std::pair<QString, std::vector<TermCount>>> bags;
            std::vector<std::pair<std::uint64_t, std::string>> words;
            for (AnchorBag &a : anchors) {
                bags.emplace_back(a.url, std::move(a.bag.terms));
                words.insert(words.end(), a.bag.newWords.begin(), a.bag.newWords.end());
            }
            Related related = store.related();
            if (Status s = related.putAnchorBags(id, bags); !s)
                return s;
            return related.storeWords(words);
        };
        // A capture stored with its own text (or none) and the windows of its own links.
        const auto storeCapture = [&](const DocumentSketch *sketch) {
            auto id = store.documents().put(o.record, sketch, summary.scanId);
            if (id && *id > 0)
                if (Status a = storeAnchors(*id, o.anchors); !a)
                    id = a;
            stored(id);
            return id;
        };
        switch (o.kind) {
        case CaptureOutcome::Kind::Indexed: {
            auto id = storeCapture(&*o.sketch);
            ++summary.analyzed;
            if (id && *id > 0) {
                seenPending.emplace_back(o.record.rawFingerprint, *id);
                if (m_params.shingles)
                    m_params.shingles->add(*id, o.shingles); // (one of an earlier capture replaced)
            }
            break;
        }
        case CaptureOutcome::Kind::Failed:
            static_cast<void>(storeCapture(nullptr)); // a write that fails is kept by stored()
            if (!o.record.payloadDigest.isEmpty())
                notTextDigests.insert(o.record.payloadDigest); // revisits of it have no text either
            if (o.record.error.code() == Status::Code::HttpError)
                ++summary.httpErrors;
            else
                noteProblem({o.record.locator, o.record.error}, o.archiveId);
            break;
        case CaptureOutcome::Kind::Copy: {
            qint64 from = o.copyFrom;
            if (o.revisit) {
                // The capture a revisit repeats: by payload digest, else by URL and date.
                if (!o.record.payloadDigest.isEmpty()) {
                    if (auto f = store.crawl().findByPayloadDigest(o.record.payloadDigest); f && *f)
                        from = **f;
                }
                if (!from) {
                    if (auto f = store.crawl().findCapture(o.refersToUrl, o.refersToDateMs,
                                                           o.record.payloadDigest);
                        f && *f)
                        from = **f;
                }
            }
            // (Bytes seen before are found: only a repeat's look-up may find nothing.)
            const RepeatAction action = repeatAction(
                RepeatFacts{.found = from != 0,
                            .finalPass = finalPass,
                            .repeatsNotText = o.revisit && notTextDigests.count(o.record.payloadDigest) > 0,
                            .isAnswer = o.record.error.code() == Status::Code::HttpError},
                [&] {
                    auto kept = store.documents().find(o.record.locator, o.record.sweep);
                    return kept && *kept && (*kept)->mtimeMs > o.record.captureMs;
                });
            if (action == RepeatAction::Wait) {
                deferred.push_back(std::move(o));
                return;
            }
            if (action == RepeatAction::NotText) {
                ++summary.notText; // repeats a payload that is not text
                break;
            }
            if (action == RepeatAction::StoreAnswer) {
                // A 304 whose earlier capture is not in the index: kept as an answer without text
                // (a write that fails is kept by stored()).
                static_cast<void>(storeCapture(nullptr));
                ++summary.httpErrors;
                break;
            }
            if (action == RepeatAction::SkipOlder) // it would not be stored anyway
                break;
            if (action == RepeatAction::Unresolved) {
                ++summary.unresolvedRevisits;
                const ImportProblem p{
                    o.record.locator,
                    Status::error(
                        Status::Code::NotFound,
                        QStringLiteral("revisit record: the capture it repeats (%1) is "
                                       "not in the index; import its archive first")
                            .arg(o.record.payloadDigest.isEmpty() ? o.refersToUrl : o.record.payloadDigest))};
                s = store.documents().recordProblem(summary.scanId, p.locator, p.status);
                noteProblem(p, o.archiveId);
                break;
            }
            // A revisit's bytes lie with the record it repeats.
            auto id = store.crawl().putCopy(o.record, from, summary.scanId, o.revisit);
            if (id && *id > 0) {
                if (m_params.shingles)
                    m_params.shingles->forget(*id); // an earlier capture's set, if this import kept one
                // A revisit repeats the page of its URL: its links too (nothing to do when the
                // source is the row itself). Bytes seen under another URL give the windows read
                // against their own (o.anchors; none for a revisit).
                Status a;
                auto source = o.revisit ? store.documents().info(from) : Result<DocumentInfo>(DocumentInfo{});
                if (!source)
                    a = source.status();
                else if (o.revisit && source->locator == o.record.locator)
                    a = store.related().copyAnchorBags(from, *id);
                else
                    a = storeAnchors(*id, o.anchors);
                if (!a)
                    id = a;
            }
            stored(id);
            ++summary.copied;
            break;
        }
        case CaptureOutcome::Kind::NotText:
            ++summary.notText;
            if (!o.record.payloadDigest.isEmpty())
                notTextDigests.insert(o.record.payloadDigest);
            break;
        case CaptureOutcome::Kind::Problem:
            s = store.documents().recordProblem(summary.scanId, o.problem.locator, o.problem.status);
            noteProblem(o.problem, o.archiveId);
            break;
        }
        writer.wrote(s);
        if (writer.failed())
            m_cancel.store(true);
    };

    while (true) {
        bool closed = false;
        auto outcome = outcomes.popFor(std::chrono::milliseconds(100), &closed);
        if (closed)
            break;
        if (m_cancel.load()) {
            tasks.close();
            continue;
        }
        if (outcome) {
            if (writer.open())
                process(*outcome);
            else
                m_cancel.store(true);
        }
        writer.commitIfDue();
        if (writer.failed())
            m_cancel.store(true);
        report(false);
    }
    reader.join();
    for (std::thread &w : workers)
        w.join();
    finalPass = true;
    if (!m_cancel.load() && !deferred.empty() && writer.open()) {
        for (CaptureOutcome &o : deferred) {
            o.payloadBytes = 0; // counted when it came
            process(o);
        }
    }
    writer.finish();
    if (m_params.shingles)
        m_params.shingles->finish();
    m_params.shingles.reset(); // the caller's (ImportArchives): its memory goes with the caller's

    Status writeStatus = writer.status();
    summary.records = recordsRead.load();
    summary.skipped = skipped.load();
    summary.bytesRead = bytesDone.load();

    if (!writeStatus.isOk())
        summary.state = QStringLiteral("failed");
    else if (m_cancel.load())
        summary.state = QStringLiteral("cancelled");
    else
        summary.state = QStringLiteral("done");
    // What the archives and the sweep say of this import: a failure to write it is the
    // import's error (the first one met stays).
    const auto keep = [&writeStatus](Status s) {
        if (writeStatus.isOk() && !s.isOk())
            writeStatus = std::move(s);
    };
    for (ArchiveFile &f : files)
        if (f.id)
            keep(store.crawl().finishArchive(f.id, summary.state, f.records, f.documents, f.problems));
    if (m_params.sweepDateMs <= 0 && earliestCapture.load() != std::numeric_limits<qint64>::max())
        keep(store.crawl().setSweepDate(*sweep, earliestCapture.load(), false));

    ScanCounts counts;
    counts.filesSeen = summary.records;
    counts.filesIndexed = summary.analyzed + summary.copied;
    counts.filesFailed = summary.problems;
    counts.bytesRead = summary.bytesRead;
    keep(store.documents().finishScan(summary.scanId, counts, summary.state));
    if (!writeStatus.isOk())
        summary.state = QStringLiteral("failed");
    summary.status = writeStatus;
    summary.elapsedSeconds = seconds(Clock::now() - started);
    report(true);
    return summary;
}

} // namespace lookalike
