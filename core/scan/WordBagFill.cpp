#include "WordBagFill.h"

#include "DocumentAnalyzer.h"
#include "ImportJob.h"
#include "Matching.h"
#include "base/Parallel.h"
#include "store/Database.h"
#include "store/Related.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <optional>
#include <thread>
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
    std::optional<RecordLocation> record;                // a capture's archive record
    std::optional<Documents::RecognizedText> recognized; // its text, where it was recognized (OCR)
    std::optional<WordBag> bag;                          // the answer
};

// The bag of an analysis, when it has the shingles the document was sketched with.
std::optional<WordBag> bagIfSameShingles(Result<AnalyzedDocument> analyzed, const Pending &doc)
{
    if (!analyzed || !(analyzed->sketch.shingleFingerprint == doc.shingles) || !analyzed->sketch.bag)
        return std::nullopt;
    return std::move(analyzed->sketch.bag);
}

// The document's bag, from its bytes as they were indexed: the same bytes (their fingerprint)
// need their words counted only, no sketch; else (bytes changed, or no fingerprint kept) the
// same shingles, from a whole analysis (of the bytes already read, when they were).
std::optional<WordBag> bagOf(DocumentAnalyzer &analyzer, const Pending &doc)
{
    if (doc.recognized) // not recognized again while its bytes are those
        offerRecognizedText(analyzer, *doc.recognized, doc.info);
    if (doc.raw && !doc.info.isPart()) { // (a part's text is the one offered)
        std::string payload;             // a capture's
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
        if (!bytes.empty()) {
            const QString name = analysisName(doc.info);
            const QString mediaType = doc.record ? doc.record->mediaType : QString();
            if (raw == *doc.raw) {
                auto bag = analyzer.wordBag(bytes, name, mediaType);
                if (bag)
                    return std::move(*bag);
                return std::nullopt;
            }
            return bagIfSameShingles(doc.info.isCapture()
                                         ? analyzer.analyze(payload, name, nullptr, &raw, mediaType)
                                         : analyzer.analyze(name),
                                     doc);
        }
    }
    return bagIfSameShingles(reanalyze(analyzer, doc.info, doc.record ? &*doc.record : nullptr), doc);
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
    // store belongs to this thread), while the next few hundred are read: the index's work
    // (looking the documents up, storing their bags) does not leave the cores idle.
    constexpr std::size_t kChunk = 256;
    auto recognizedIdsRead = store.documents().recognizedIds();
    if (!recognizedIdsRead)
        return recognizedIdsRead.status();
    const std::vector<qint64> recognizedIds = std::move(*recognizedIdsRead);
    const auto prepare = [&](std::size_t from) -> Result<std::vector<Pending>> {
        std::vector<Pending> chunk;
        const std::size_t to = std::min(missing->size(), from + kChunk);
        std::vector<qint64> ids;
        for (std::size_t i = from; i < to; ++i)
            ids.push_back((*missing)[i].id);
        auto infos = store.documents().infos(ids);
        if (!infos)
            return infos.status();
        for (std::size_t i = from; i < to; ++i) {
            Pending p;
            p.id = (*missing)[i].id;
            p.shingles = (*missing)[i].shingles;
            p.raw = (*missing)[i].raw;
            auto info = infos->find(p.id);
            if (info == infos->end()) {
                ++fill.skipped; // gone since
                continue;
            }
            p.info = std::move(info->second);
            if (std::binary_search(recognizedIds.begin(), recognizedIds.end(), p.id)) {
                auto recognized = store.documents().recognizedText(p.id);
                if (recognized && *recognized)
                    p.recognized = std::move(**recognized);
            }
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
        return chunk;
    };
    const auto storeBags = [&](const std::vector<Pending> &chunk) -> Status {
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
        return Status::ok();
    };

    auto current = prepare(0);
    if (!current)
        return current.status();
    std::vector<Pending> stored; // read, to store
    qint64 done = 0;
    for (std::size_t from = 0; from < missing->size(); from += kChunk) {
        if (cancelled())
            return Status::error(Status::Code::Cancelled,
                                 QStringLiteral("counting the words of the documents was cancelled"));
        std::vector<Pending> &reading = *current;
        std::thread readers([&] {
            parallelFor(reading.size(), threads, [&](std::size_t i, int worker) {
                if (!cancelled())
                    reading[i].bag = bagOf(*analyzers[std::size_t(worker)], reading[i]);
            });
        });
        // Meanwhile: the chunk read before is stored, the next one looked up.
        Status s = storeBags(stored);
        Result<std::vector<Pending>> next = from + kChunk < missing->size()
                                                ? prepare(from + kChunk)
                                                : Result<std::vector<Pending>>(std::vector<Pending>{});
        readers.join();
        if (!s)
            return s;
        if (!next)
            return next.status();
        if (progress && !stored.empty())
            progress(done, total);
        stored = std::move(*current);
        done = qint64(std::min(missing->size(), from + kChunk));
        current = std::move(next);
    }
    if (cancelled())
        return Status::error(Status::Code::Cancelled,
                             QStringLiteral("counting the words of the documents was cancelled"));
    if (Status s = storeBags(stored); !s)
        return s;
    if (progress)
        progress(total, total);
    for (auto &a : analyzers)
        a->releaseMemory();
    fill.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return fill;
}

} // namespace lookalike
