#include "Resketch.h"

#include "DocumentAnalyzer.h"
#include "Matching.h"
#include "base/Parallel.h"
#include "base/Wording.h"
#include "store/Database.h"

#include <QStringList>
#include <chrono>
#include <memory>
#include <vector>

namespace lookalike {

namespace {

QString secondsText(double seconds)
{
    if (seconds < 90)
        return QStringLiteral("%1 s").arg(std::max(1.0, seconds), 0, 'f', 0);
    if (seconds < 90 * 60)
        return QStringLiteral("%1 min").arg(seconds / 60, 0, 'f', 0);
    return QStringLiteral("%1 h").arg(seconds / 3600, 0, 'f', 1);
}

// A scan reads and sketches plain text at about 45 MB/s a core and HTML at 25 (bench_scan on
// this project's 2-core machine, with the store's share); archive records are decompressed
// first. A rough figure, said as one.
double estimatedSeconds(qint64 files, qint64 captures, qint64 bytes, int threads)
{
    const double perCore = captures > files ? 25e6 : 45e6;
    return double(bytes) / (perCore * std::max(1, threads)) + double(files + captures) * 2e-4;
}

struct ToResketch
{
    qint64 id = 0;
    Fingerprint128 raw; // of the content it was indexed with
    DocumentInfo info;
    std::optional<RecordLocation> record;
    std::optional<DocumentSketch> sketch;          // the answer, when the content is still the one indexed
    QString unread;                                // a web page that could not be read again: why
    std::optional<Documents::RecognizedText> kept; // the text the index keeps of it
};

} // namespace

QString sketchParamsText(const SketchParams &params, const SketchParams &other)
{
    QString text = params.shingle.width == 1
                       ? QStringLiteral("1 word per shingle")
                       : QStringLiteral("%1 words per shingle").arg(params.shingle.width);
    if (params.shingle.wrapAround)
        text += QStringLiteral(", wrapping around");
    if (params.shingle.ignoreNumbers)
        text += QStringLiteral(", numbers ignored");
    SketchParams same = other;
    same.shingle.width = params.shingle.width;
    same.shingle.wrapAround = params.shingle.wrapAround;
    same.shingle.ignoreNumbers = params.shingle.ignoreNumbers;
    if (same.toString() != params.toString())
        text += QStringLiteral(" (%1)").arg(params.toString());
    return text;
}

QString sketchConflictText(const SketchConflict &c)
{
    const qint64 documents = c.files + c.captures;
    QStringList what;
    if (c.files > 0)
        what << QStringLiteral("%1 from their files").arg(c.files);
    if (c.captures > 0)
        what << QStringLiteral("%1 from their web archives").arg(c.captures);
    return QStringLiteral("this index's %1 documents were sketched with %2, and %3 were asked for: sketches "
                          "made with other settings cannot be compared. Nothing was changed. Re-sketching "
                          "reads every document again (%4; %5, about %6), keeping the current sketches "
                          "until all the new ones are made")
        .arg(documents)
        .arg(sketchParamsText(c.stored, c.asked), sketchParamsText(c.asked, c.stored),
             what.join(QStringLiteral(", ")), dataSizeText(c.bytes), secondsText(c.seconds));
}

Status adoptSketchParams(IndexStore &store, SketchParams &params, const SketchChoice &choice,
                         const ExtractParams &extract, int threads, const std::atomic_bool *cancel,
                         const std::function<void(const ResketchProgress &)> &progress,
                         std::optional<SketchConflict> *conflict, ResketchSummary *done)
{
    auto stored = store.settings().sketchParams();
    if (!stored)
        return stored.status();
    if (!*stored || (*stored)->toString() == params.toString())
        return store.settings().setSketchParams(params);
    if (!choice.asked) {
        params = **stored; // the index's own
        return Status::ok();
    }
    auto any = store.sketches().any();
    if (!any)
        return any.status();
    if (!*any) // nothing sketched with the index's parameters: nothing to lose
        return store.sketches().useParams(params);
    if (choice.resketch) {
        auto resketched = resketchIndex(store, params, extract, threads, cancel, progress);
        if (!resketched)
            return resketched.status();
        if (done)
            *done = *resketched;
        return Status::ok();
    }
    SketchConflict c;
    c.stored = **stored;
    c.asked = params;
    auto q = store.database().query("SELECT d.kind, COUNT(*), TOTAL(d.size) FROM sketches s JOIN documents d "
                                    "ON d.id = s.doc_id GROUP BY d.kind",
                                    "counting what a re-sketch would read");
    Status s = q.forEach([&](const Query &row) {
        (row.integer(0) == 1 ? c.captures : c.files) += row.integer(1);
        c.bytes += qint64(row.real(2));
    });
    if (!s)
        return s;
    c.seconds = estimatedSeconds(c.files, c.captures, c.bytes, threadCount(threads));
    if (conflict)
        *conflict = c;
    return Status::error(Status::Code::InvalidArgument, sketchConflictText(c));
}

Result<ResketchSummary> resketchIndex(IndexStore &store, const SketchParams &params,
                                      const ExtractParams &extract, int threads,
                                      const std::atomic_bool *cancel,
                                      const std::function<void(const ResketchProgress &)> &progress)
{
    const auto started = std::chrono::steady_clock::now();
    if (!params.isValid())
        return Status::error(Status::Code::InvalidArgument,
                             QStringLiteral("invalid sketch parameters: %1").arg(params.toString()));
    Sketches sketches = store.sketches();
    if (Status s = sketches.beginResketch(params); !s)
        return s;
    auto staged = store.database().integer("SELECT COUNT(*) FROM resketch", "counting the new sketches");
    if (!staged)
        return staged.status();
    auto pending = sketches.resketchPending();
    if (!pending)
        return pending.status();
    ResketchSummary summary;
    summary.resumed = *staged;
    // Web pages whose archive record cannot be read again: a file left without a sketch is
    // sketched again by its next scan, a page by nothing, so the old sketches stay.
    qint64 unreadPages = 0;
    QString firstUnread;
    ResketchProgress p;
    p.done = *staged;
    p.total = *staged + qint64(pending->size());
    if (progress)
        progress(p);

    threads = threadCount(threads);
    std::vector<std::unique_ptr<DocumentAnalyzer>> analyzers;
    for (int t = 0; t < threads; ++t) {
        analyzers.push_back(std::make_unique<DocumentAnalyzer>(params, extract));
        analyzers.back()->setWordBags(false);
    }
    const auto cancelled = [cancel] {
        return cancel && cancel->load(std::memory_order_relaxed);
    };
    // A few hundred at a time: read on every thread, then staged in one transaction here (the
    // store belongs to this thread).
    constexpr std::size_t kChunk = 256;
    std::vector<ToResketch> chunk;
    // The texts the index keeps (recognized in scans; of the documents inside files), taken
    // instead of recognizing scans again or reading a mailbox's message that has no file.
    auto kept = store.documents().recognizedIds();
    if (!kept)
        return kept.status();
    for (std::size_t from = 0; from < pending->size(); from += kChunk) {
        if (cancelled())
            return Status::error(Status::Code::Cancelled,
                                 QStringLiteral("re-sketching was cancelled: the index keeps its sketches"));
        chunk.clear();
        const std::size_t to = std::min(pending->size(), from + kChunk);
        std::vector<qint64> ids;
        for (std::size_t i = from; i < to; ++i)
            ids.push_back((*pending)[i].first);
        auto infos = store.documents().infos(ids);
        if (!infos)
            return infos.status();
        for (std::size_t i = from; i < to; ++i) {
            ToResketch d;
            d.id = (*pending)[i].first;
            d.raw = (*pending)[i].second;
            auto info = infos->find(d.id);
            if (info == infos->end())
                continue;
            d.info = info->second;
            if (std::binary_search(kept->begin(), kept->end(), d.id)) {
                auto text = store.documents().recognizedText(d.id);
                if (!text)
                    return text.status();
                d.kept = std::move(*text);
            }
            if (d.info.isCapture()) {
                auto where = store.crawl().recordLocation(d.id);
                if (!where)
                    d.unread = where.status().message();
                else
                    d.record = std::move(*where);
            }
            chunk.push_back(std::move(d));
        }
        parallelFor(chunk.size(), threads, [&](std::size_t i, int worker) {
            if (cancelled())
                return;
            ToResketch &d = chunk[i];
            if (!d.unread.isEmpty())
                return;
            if (d.kept)
                offerRecognizedText(*analyzers[std::size_t(worker)], std::move(*d.kept), d.info);
            Result<AnalyzedDocument> analyzed =
                reanalyze(*analyzers[std::size_t(worker)], d.info, d.record ? &*d.record : nullptr);
            if (analyzed && analyzed->rawFingerprint == d.raw)
                d.sketch = std::move(analyzed->sketch);
            else if (d.info.isCapture()) // (a record's bytes do not change: its archive did)
                d.unread = analyzed ? QStringLiteral("its record is not the one imported")
                                    : analyzed.status().message();
        });
        if (cancelled())
            continue; // said at the top of the loop
        Status s = store.database().inTransaction([&]() -> Status {
            for (const ToResketch &d : chunk)
                if (d.sketch)
                    if (Status put = sketches.stageResketched(d.id, d.raw, *d.sketch); !put)
                        return put;
            return Status::ok();
        });
        if (!s)
            return s;
        for (const ToResketch &d : chunk) {
            summary.documents += d.sketch ? 1 : 0;
            if (!d.unread.isEmpty() && unreadPages++ == 0)
                firstUnread = QStringLiteral("%1: %2").arg(d.info.locator, d.unread);
        }
        p.done += qint64(to - from);
        if (progress)
            progress(p);
    }
    if (cancelled())
        return Status::error(Status::Code::Cancelled,
                             QStringLiteral("re-sketching was cancelled: the index keeps its sketches"));
    for (auto &a : analyzers)
        a->releaseMemory();
    if (unreadPages > 0)
        return Status::error(
            Status::Code::Unreadable,
            QStringLiteral("%1 web pages could not be read again from their archives (%2): the "
                           "index keeps its sketches; make the archives readable where they "
                           "were imported from and re-sketch again (it goes on from here)")
                .arg(unreadPages)
                .arg(firstUnread));
    auto left = sketches.finishResketch(params);
    if (!left)
        return left.status();
    summary.documents += summary.resumed;
    summary.left = *left;
    summary.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return summary;
}

} // namespace lookalike
