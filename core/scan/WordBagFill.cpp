#include "WordBagFill.h"

#include "DocumentAnalyzer.h"
#include "ImportJob.h"
#include "Matching.h"
#include "base/Parallel.h"
#include "store/Database.h"
#include "store/Related.h"

#include <QFileInfo>
#include <chrono>
#include <memory>
#include <optional>
#include <vector>

namespace lookalike {

namespace {

// One document to read again: where it is, and the shingles it was sketched with.
struct Pending
{
    qint64 id = 0;
    Fingerprint128 shingles;
    std::optional<Fingerprint128> raw;
    DocumentInfo info;
    std::optional<RecordLocation> record; // a capture's archive record
    std::optional<WordBag> bag;           // the answer
};

// The document's bag, from its bytes as they were indexed: the same bytes (their fingerprint)
// need their words counted only, no sketch; else (bytes changed, or no fingerprint kept) the
// same shingles, from a whole analysis.
std::optional<WordBag> bagOf(DocumentAnalyzer &analyzer, const Pending &doc)
{
    if (doc.raw) {
        std::string payload; // a capture's
        std::string_view bytes;
        Fingerprint128 raw;
        if (!doc.info.isCapture()) {
            if (!analyzer.readFile(doc.info.locator, 1LL << 31))
                return std::nullopt;
            bytes = analyzer.bytes();
            raw = analyzer.rawFingerprint();
        } else if (doc.record) {
            auto read = readRecordPayload(doc.record->archivePath, doc.record->offset);
            if (!read)
                return std::nullopt;
            payload = std::move(*read);
            bytes = payload;
            raw = Fingerprint128::ofBytes(payload.data(), payload.size());
        }
        if (!bytes.empty() && raw == *doc.raw) {
            const QString name =
                doc.info.isCapture()
                    ? doc.info.locator.section(QLatin1Char('?'), 0, 0).section(QLatin1Char('/'), -1)
                    : QFileInfo(doc.info.locator).fileName();
            auto bag = analyzer.wordBag(bytes, name, doc.record ? doc.record->mediaType : QString());
            if (bag)
                return std::move(*bag);
            return std::nullopt;
        }
    }
    Result<AnalyzedDocument> analyzed = reanalyze(analyzer, doc.info, doc.record ? &*doc.record : nullptr);
    if (!analyzed || !(analyzed->sketch.shingleFingerprint == doc.shingles) || !analyzed->sketch.bag)
        return std::nullopt;
    return std::move(analyzed->sketch.bag);
}

} // namespace

Result<WordBagFill> countMissingWordBags(IndexStore &store, int threads, const std::atomic_bool *cancel,
                                         const std::function<void(qint64, qint64)> &progress)
{
    const auto started = std::chrono::steady_clock::now();
    auto missing = store.related().documentsWithoutBags();
    if (!missing)
        return missing.status();
    WordBagFill fill;
    const qint64 total = qint64(missing->size());
    if (total == 0)
        return fill;
    threads = threadCount(threads);
    const SketchParams params = store.settings().sketchParamsOrDefault();
    std::vector<std::unique_ptr<DocumentAnalyzer>> analyzers;
    for (int t = 0; t < threads; ++t)
        analyzers.push_back(std::make_unique<DocumentAnalyzer>(params, ExtractParams{}));
    const auto cancelled = [cancel] {
        return cancel && cancel->load(std::memory_order_relaxed);
    };

    // A few hundred at a time: read on every thread, then stored in one transaction here (the
    // store belongs to this thread).
    constexpr std::size_t kChunk = 256;
    std::vector<Pending> chunk;
    for (std::size_t from = 0; from < missing->size(); from += kChunk) {
        if (cancelled())
            return Status::error(Status::Code::Cancelled,
                                 QStringLiteral("counting the words of the documents was cancelled"));
        chunk.clear();
        const std::size_t to = std::min(missing->size(), from + kChunk);
        for (std::size_t i = from; i < to; ++i) {
            Pending p;
            p.id = (*missing)[i].id;
            p.shingles = (*missing)[i].shingles;
            p.raw = (*missing)[i].raw;
            auto info = store.documents().info(p.id);
            if (!info) {
                ++fill.skipped;
                continue;
            }
            p.info = std::move(*info);
            if (p.info.isCapture()) {
                auto where = store.crawl().recordLocation(p.id);
                if (!where) {
                    ++fill.skipped;
                    continue;
                }
                p.record = std::move(*where);
            }
            chunk.push_back(std::move(p));
        }
        parallelFor(chunk.size(), threads, [&](std::size_t i, int worker) {
            if (!cancelled())
                chunk[i].bag = bagOf(*analyzers[std::size_t(worker)], chunk[i]);
        });
        Related related = store.related();
        Status s = store.database().inTransaction([&]() -> Status {
            for (const Pending &p : chunk) {
                if (!p.bag)
                    continue;
                if (Status put = related.putBag(p.id, *p.bag); !put)
                    return put;
            }
            return Status::ok();
        });
        if (!s)
            return s;
        for (const Pending &p : chunk)
            ++(p.bag ? fill.counted : fill.skipped);
        if (progress)
            progress(qint64(to), total);
    }
    for (auto &a : analyzers)
        a->releaseMemory();
    fill.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return fill;
}

} // namespace lookalike
