#include "ShardFile.h"

#include "IndexStore.h"
#include "MappedFile.h"
#include "cluster/KeepRule.h"

#include <QCborStreamReader>
#include <QCborStreamWriter>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QTemporaryFile>
#include <QtEndian>
#include <algorithm>
#include <cstring>
#include <limits>
#include <unordered_map>
#include <variant>
#include <xxhash.h>

namespace lookalike {

using namespace shardformat;

namespace {

constexpr qint64 kColumnBuffer = qint64(1) << 20; // bytes a column gathers before it is written
constexpr int kRequiredSections = int(std::size(kSections));
constexpr int kSectionCount = kRequiredSections + int(std::size(kOptionalSections));

qint64 align8(qint64 offset)
{
    return (offset + 7) & ~qint64(7);
}

Status cancelled()
{
    return Status::error(Status::Code::Cancelled, QStringLiteral("the shard was not written"));
}

Status cannotWrite(const QString &path, const QString &why)
{
    return Status::error(Status::Code::Unreadable, QStringLiteral("cannot write %1: %2").arg(path, why));
}

// One column of the file: bytes gathered in a buffer and written at the column's place when it
// fills (the file is seekable: several columns grow at once).
class ColumnWriter
{
public:
    ColumnWriter(QFileDevice &file, qint64 at)
        : m_file(file)
        , m_at(at)
    {
        m_buffer.reserve(kColumnBuffer);
    }
    void append(const void *data, qint64 size)
    {
        m_buffer.append(static_cast<const char *>(data), size);
        m_written += size;
        if (m_buffer.size() >= kColumnBuffer)
            flush();
    }
    template <typename T> void appendLittleEndian(T value)
    {
        char bytes[sizeof(T)];
        qToLittleEndian(value, bytes);
        append(bytes, sizeof(T));
    }
    // Zero bytes up to the next multiple of 8 of the file offset.
    void pad()
    {
        static const char zeros[8] = {};
        const qint64 end = m_at + m_buffer.size();
        if (const qint64 n = align8(end) - end; n > 0)
            append(zeros, n);
    }
    bool flush()
    {
        if (m_buffer.isEmpty() || !m_ok)
            return m_ok;
        m_ok = m_file.seek(m_at) && m_file.write(m_buffer) == m_buffer.size();
        m_at += m_buffer.size();
        m_buffer.clear();
        return m_ok;
    }
    qint64 written() const { return m_written; } // bytes appended (padding included)

private:
    QFileDevice &m_file;
    qint64 m_at;
    QByteArray m_buffer;
    qint64 m_written = 0;
    bool m_ok = true;
};

// Copies `from` (from its start) into `to` at `at`.
bool copyInto(QFileDevice &from, QFileDevice &to, qint64 at)
{
    if (!from.seek(0) || !to.seek(at))
        return false;
    QByteArray chunk;
    while (!from.atEnd()) {
        chunk = from.read(kColumnBuffer);
        if (chunk.isEmpty() || to.write(chunk) != chunk.size())
            return false;
    }
    return true;
}

void writeFingerprint(char *at, const Fingerprint128 &fp)
{
    qToLittleEndian(fp.low, at);
    qToLittleEndian(fp.high, at + 8);
}

Fingerprint128 readFingerprint(const uchar *at)
{
    return {qFromLittleEndian<std::uint64_t>(at), qFromLittleEndian<std::uint64_t>(at + 8)};
}

// One entry of a CBOR map: its key, then its value.
void entry(QCborStreamWriter &w, const char *key, QStringView text)
{
    w.append(QLatin1String(key));
    w.append(text);
}

void entry(QCborStreamWriter &w, const char *key, qint64 value)
{
    w.append(QLatin1String(key));
    w.append(value);
}

// An entry that is left out when its text is empty (ShardFormat.md: "may be left out").
void entryIfAny(QCborStreamWriter &w, const char *key, const QString &text)
{
    if (!text.isEmpty())
        entry(w, key, text);
}

// The catalog entry of one document (ShardFormat.md, `catalog`).
void writeCatalogDocument(QCborStreamWriter &w, const DocumentRecord &r,
                          const std::unordered_map<int, int> &sweepIndex,
                          const std::unordered_map<qint64, int> &archiveIndex, const QStringList &anchors)
{
    const bool capture = r.kind == DocumentKind::Capture;
    const auto sweep = sweepIndex.find(r.sweep);
    const auto archive = r.archiveId > 0 ? archiveIndex.find(r.archiveId) : archiveIndex.end();
    qsizetype keys = 3 + (r.error.isOk() ? 0 : 1);
    if (capture) {
        keys += 3 + (sweep != sweepIndex.end() ? 1 : 0) + (archive != archiveIndex.end() ? 2 : 0);
        keys += (r.mediaType.isEmpty() ? 0 : 1) + (r.redirect.isEmpty() ? 0 : 1) +
                (r.payloadDigest.isEmpty() ? 0 : 1) + (anchors.isEmpty() ? 0 : 1);
    }
    w.startMap(quint64(keys));
    entry(w, "locator", r.locator);
    entry(w, "format", r.format);
    entry(w, "encoding", r.encoding);
    if (!r.error.isOk()) {
        w.append(QLatin1String("error"));
        w.startMap(2);
        entry(w, "code", r.error.codeName());
        entry(w, "message", r.error.message());
        w.endMap();
    }
    if (capture) {
        if (sweep != sweepIndex.end())
            entry(w, "sweep", sweep->second);
        entry(w, "host", r.host);
        entry(w, "captureMs", r.captureMs);
        entry(w, "httpStatus", r.httpStatus);
        entryIfAny(w, "mediaType", r.mediaType);
        entryIfAny(w, "redirect", r.redirect);
        if (archive != archiveIndex.end()) {
            entry(w, "archive", archive->second);
            entry(w, "recordOffset", r.recordOffset);
        }
        entryIfAny(w, "payloadDigest", r.payloadDigest);
        if (!anchors.isEmpty()) {
            w.append(QLatin1String("anchors"));
            w.startArray(quint64(anchors.size()));
            for (const QString &url : anchors)
                w.append(url);
            w.endArray();
        }
    }
    w.endMap();
}

} // namespace

std::uint64_t shardUrlKey(const QString &url)
{
    const QByteArray bytes = url.toUtf8();
    return XXH3_64bits(bytes.constData(), std::size_t(bytes.size()));
}

Result<ShardWritten> writeShard(IndexStore &store, const QString &path, const ShardWriteOptions &options)
{
    const SketchParams params = store.settings().sketchParamsOrDefault();
    const QByteArray paramsText = params.toString().toUtf8();
    const int k = params.minHashSize;
    const int top = params.sampleMaxLevel;
    auto counted = store.documents().count();
    if (!counted)
        return counted.status();
    const qint64 n = *counted;
    auto sweeps = store.crawl().sweeps();
    if (!sweeps)
        return sweeps.status();
    auto archives = store.crawl().archives();
    if (!archives)
        return archives.status();

    // Where each section goes: those whose size n and k fix, in place; the sample keys after
    // them, streamed; the others (spooled: their sizes known at the end) after the keys.
    const qint64 paramsAt = kHeaderBytes + qint64(kSectionCount) * kSectionEntryBytes;
    const qint64 docsAt = align8(paramsAt + paramsText.size());
    const qint64 minHashAt = align8(docsAt + n * kDocRecordBytes);
    const qint64 offsetsAt = align8(minHashAt + n * k * 2);
    const qint64 bagOffsetsAt = align8(offsetsAt + (n + 1) * 8);
    const qint64 urlHashAt = align8(bagOffsetsAt + (n + 1) * 8);
    const qint64 anchorOffsetsAt = align8(urlHashAt + n * 8);
    const qint64 keysAt = align8(anchorOffsetsAt + (n + 1) * 8);

    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return cannotWrite(path, out.errorString());
    const QString spoolTemplate = QFileInfo(path).absoluteDir().filePath(QStringLiteral(".lkshard-XXXXXX"));
    // The spooled sections, in the order they follow the keys; the catalog last.
    struct Spooled
    {
        const char *name;
        std::unique_ptr<QTemporaryFile> file;
        std::unique_ptr<ColumnWriter> column;
    };
    std::vector<Spooled> spooled;
    for (const char *name :
         {"smpzeros", "bagterms", "bagcnts", "ancurls", "ancbofs", "ancterms", "anccnts", "catalog"}) {
        auto file = std::make_unique<QTemporaryFile>(spoolTemplate);
        if (!file->open())
            return cannotWrite(path, QStringLiteral("no temporary file beside it"));
        // The catalog is written by its CBOR writer, the others a value at a time.
        auto column = std::strcmp(name, "catalog") == 0 ? nullptr : std::make_unique<ColumnWriter>(*file, 0);
        spooled.push_back({name, std::move(file), std::move(column)});
    }
    ColumnWriter &zeros = *spooled[0].column;
    ColumnWriter &bagTerms = *spooled[1].column;
    ColumnWriter &bagCounts = *spooled[2].column;
    ColumnWriter &anchorUrls = *spooled[3].column;
    ColumnWriter &anchorBagOffsets = *spooled[4].column;
    ColumnWriter &anchorTerms = *spooled[5].column;
    ColumnWriter &anchorCounts = *spooled[6].column;
    QTemporaryFile &catalogFile = *spooled[7].file;

    ColumnWriter docs(out, docsAt);
    ColumnWriter minHash(out, minHashAt);
    ColumnWriter offsets(out, offsetsAt);
    ColumnWriter keys(out, keysAt);
    ColumnWriter bagOffsets(out, bagOffsetsAt);
    ColumnWriter urlHashes(out, urlHashAt);
    ColumnWriter anchorOffsets(out, anchorOffsetsAt);

    // The catalog: everything but the documents now, the documents as they come.
    QCborStreamWriter catalog(&catalogFile);
    std::unordered_map<int, int> sweepIndex;
    std::unordered_map<qint64, int> archiveIndex;
    auto words = store.related().allWords();
    if (!words)
        return words.status();
    catalog.startMap(7);
    catalog.append(QLatin1String("lookalike"));
    catalog.append(QLatin1String(LOOKALIKE_VERSION));
    entry(catalog, "created", QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    entry(catalog, "name", options.name);
    catalog.append(QLatin1String("sweeps"));
    catalog.startArray(quint64(sweeps->size()));
    for (const Sweep &s : *sweeps) {
        sweepIndex.emplace(s.id, int(sweepIndex.size()));
        catalog.startMap(2);
        entry(catalog, "label", s.label);
        entry(catalog, "date", s.dateMs);
        catalog.endMap();
    }
    catalog.endArray();
    catalog.append(QLatin1String("archives"));
    catalog.startArray(quint64(archives->size()));
    for (const ArchiveInfo &a : *archives) {
        archiveIndex.emplace(a.id, int(archiveIndex.size()));
        const auto sweep = sweepIndex.find(a.sweep);
        catalog.startMap(sweep != sweepIndex.end() ? 8 : 7);
        entry(catalog, "path", a.path);
        entry(catalog, "size", a.size);
        entry(catalog, "mtime", a.mtimeMs);
        if (sweep != sweepIndex.end())
            entry(catalog, "sweep", sweep->second);
        entry(catalog, "state", a.state);
        entry(catalog, "records", a.records);
        entry(catalog, "documents", a.documents);
        entry(catalog, "problems", a.problems);
        catalog.endMap();
    }
    catalog.endArray();
    // A word for each term of the bags: term and word alternate.
    catalog.append(QLatin1String("words"));
    catalog.startArray(quint64(2 * words->size()));
    for (const auto &[term, word] : *words) {
        catalog.append(qint64(term));
        catalog.append(word);
    }
    catalog.endArray();
    catalog.append(QLatin1String("documents"));
    catalog.startArray(quint64(n));

    const KeepRule keepRule;
    ShardWritten written;
    written.documents = n;
    qint64 seen = 0;
    qint64 sampleTotal = 0;
    qint64 bagTotal = 0;
    qint64 windowTotal = 0;
    qint64 anchorTermTotal = 0;
    offsets.appendLittleEndian<quint64>(0);
    bagOffsets.appendLittleEndian<quint64>(0);
    anchorOffsets.appendLittleEndian<quint64>(0);
    anchorBagOffsets.appendLittleEndian<quint64>(0);
    Related related = store.related();
    std::vector<ShardSampleValue> sample;
    QByteArray minHashRow(k * 2, Qt::Uninitialized);
    QElapsedTimer sinceProgress;
    sinceProgress.start();
    const Status read = store.documents().forEachStored([&](const StoredRecord &d) -> Status {
        if (options.cancel && options.cancel->load())
            return cancelled();
        if (++seen > n)
            return Status::ok(); // counted after the count: reported below
        const DocumentRecord &r = d.record;
        const DocumentSketch &s = d.sketch;
        const bool shingles = d.hasSketch && s.hasShingles();
        if (shingles && s.minHash.size() != std::size_t(k))
            return Status::error(Status::Code::Corrupt,
                                 QStringLiteral("the sketch of %1 has %2 MinHash values where its index's "
                                                "parameters (%3) have %4")
                                     .arg(r.locator)
                                     .arg(s.minHash.size())
                                     .arg(QString::fromUtf8(paramsText))
                                     .arg(k));
        // docs: one 96-byte record.
        char record[kDocRecordBytes] = {};
        const QByteArray locator = r.locator.toUtf8();
        qToLittleEndian<qint64>(r.size, record + 0);
        qToLittleEndian<qint64>(r.mtimeMs, record + 8);
        qToLittleEndian<quint64>(d.hasSketch ? s.shingleCount : 0, record + 16);
        qToLittleEndian<quint64>(d.hasSketch ? s.tokenCount : 0, record + 24);
        qToLittleEndian<quint64>(
            keepRule.keepKey(std::string_view(locator.constData(), std::size_t(locator.size())), r.mtimeMs),
            record + 32);
        record[40] = char(r.kind);
        record[41] = char(d.hasSketch ? s.sampleLevel : 0);
        const bool bagged = d.hasSketch && s.bag.has_value();
        record[42] =
            char((d.hasSketch ? kHasSketch : 0) | (shingles ? kHasShingles : 0) | (bagged ? kHasBag : 0));
        writeFingerprint(record + 48, r.rawFingerprint);
        if (d.hasSketch) {
            writeFingerprint(record + 64, s.lexicalFingerprint);
            writeFingerprint(record + 80, s.shingleFingerprint);
        }
        docs.append(record, kDocRecordBytes);
        // minhash: k u16, 0xffff without shingles.
        for (int j = 0; j < k; ++j)
            qToLittleEndian<quint16>(shingles ? quint16(s.minHash[std::size_t(j)] & kMinHashMask) : 0xffff,
                                     minHashRow.data() + 2 * j);
        minHash.append(minHashRow.constData(), minHashRow.size());
        // The sample, by (zeros, key).
        sample.clear();
        if (d.hasSketch)
            for (std::uint64_t v : s.sample)
                sample.push_back({std::min(sampleZeros(v), top), sampleKey(v)});
        std::sort(sample.begin(), sample.end(), [](const ShardSampleValue &a, const ShardSampleValue &b) {
            return a.zeros != b.zeros ? a.zeros < b.zeros : a.key < b.key;
        });
        for (const ShardSampleValue &v : sample) {
            keys.appendLittleEndian<quint32>(v.key);
            const char z = char(v.zeros);
            zeros.append(&z, 1);
        }
        sampleTotal += qint64(sample.size());
        offsets.appendLittleEndian<quint64>(quint64(sampleTotal));
        // The bag: terms ascending with their counts.
        if (bagged) {
            for (const TermCount &t : s.bag->terms) {
                bagTerms.appendLittleEndian<quint64>(t.term);
                bagCounts.appendLittleEndian<quint32>(t.count);
            }
            bagTotal += qint64(s.bag->terms.size());
        }
        bagOffsets.appendLittleEndian<quint64>(quint64(bagTotal));
        // A capture: its URL's key, and the anchor windows the page gives.
        const bool capture = r.kind == DocumentKind::Capture;
        urlHashes.appendLittleEndian<quint64>(capture ? shardUrlKey(r.locator) : 0);
        QStringList anchorTargets;
        if (capture) {
            auto windows = related.anchorBagsOf(d.id);
            if (!windows)
                return windows.status();
            for (const auto &[url, terms] : *windows) {
                anchorTargets << url;
                anchorUrls.appendLittleEndian<quint64>(shardUrlKey(url));
                for (const TermCount &t : terms) {
                    anchorTerms.appendLittleEndian<quint64>(t.term);
                    anchorCounts.appendLittleEndian<quint32>(t.count);
                }
                anchorTermTotal += qint64(terms.size());
                anchorBagOffsets.appendLittleEndian<quint64>(quint64(anchorTermTotal));
            }
            windowTotal += qint64(windows->size());
        }
        anchorOffsets.appendLittleEndian<quint64>(quint64(windowTotal));
        writeCatalogDocument(catalog, r, sweepIndex, archiveIndex, anchorTargets);
        if (d.hasSketch)
            ++written.sketched;
        if (!r.error.isOk())
            ++written.failed;
        if (options.progress && sinceProgress.elapsed() >= 100) {
            options.progress(seen, n);
            sinceProgress.restart();
        }
        return Status::ok();
    });
    if (!read)
        return read;
    if (seen != n)
        return Status::error(Status::Code::Database,
                             QStringLiteral("the index changed while %1 was written (%2 documents, then %3); "
                                            "write it again")
                                 .arg(path)
                                 .arg(n)
                                 .arg(seen));
    catalog.endArray();
    catalog.endMap();
    written.sampleValues = sampleTotal;

    for (ColumnWriter *c : {&docs, &minHash, &offsets, &bagOffsets, &urlHashes, &anchorOffsets, &keys})
        c->pad();
    bool flushed = catalogFile.flush();
    for (ColumnWriter *c : {&docs, &minHash, &offsets, &bagOffsets, &urlHashes, &anchorOffsets, &keys})
        flushed = c->flush() && flushed;
    for (Spooled &sp : spooled)
        flushed = (!sp.column || sp.column->flush()) && flushed;
    if (!flushed)
        return cannotWrite(path, out.error() != QFileDevice::NoError ? out.errorString()
                                                                     : catalogFile.errorString());
    // Every section's place and length; the spooled ones copied after the keys, each from a
    // multiple of 8 (the gaps are written: never left to chance).
    std::unordered_map<std::string, std::pair<qint64, qint64>> placed{
        {"params", {paramsAt, paramsText.size()}},   {"docs", {docsAt, n * kDocRecordBytes}},
        {"minhash", {minHashAt, n * k * 2}},         {"smpoffs", {offsetsAt, (n + 1) * 8}},
        {"bagoffs", {bagOffsetsAt, (n + 1) * 8}},    {"urlhash", {urlHashAt, n * 8}},
        {"ancoffs", {anchorOffsetsAt, (n + 1) * 8}}, {"smpkeys", {keysAt, 4 * sampleTotal}}};
    static const char padding[8] = {};
    qint64 end = keysAt + 4 * sampleTotal;
    for (Spooled &sp : spooled) {
        const qint64 at = align8(end);
        const qint64 size = sp.file->size();
        if (!out.seek(end) || out.write(padding, at - end) < 0 || !copyInto(*sp.file, out, at))
            return cannotWrite(path, out.errorString());
        placed[sp.name] = {at, size};
        end = at + size;
    }

    // The header, the section table and the parameters.
    QByteArray head(int(docsAt), '\0');
    char *h = head.data();
    std::memcpy(h, kMagic, 8);
    qToLittleEndian<quint32>(kVersion, h + 8);
    qToLittleEndian<quint32>(quint32(kSectionCount), h + 12);
    qToLittleEndian<quint64>(quint64(n), h + 16);
    for (int i = 0; i < kSectionCount; ++i) {
        char *entry = h + kHeaderBytes + i * kSectionEntryBytes;
        const char *name = i < kRequiredSections ? kSections[i] : kOptionalSections[i - kRequiredSections];
        const auto [at, length] = placed.at(name);
        std::memcpy(entry, name, std::strlen(name)); // the rest stays zero
        qToLittleEndian<quint64>(quint64(at), entry + 8);
        qToLittleEndian<quint64>(quint64(length), entry + 16);
    }
    std::memcpy(h + paramsAt, paramsText.constData(), std::size_t(paramsText.size()));
    if (!out.seek(0) || out.write(head) != head.size())
        return cannotWrite(path, out.errorString());
    if (options.cancel && options.cancel->load()) {
        out.cancelWriting();
        return cancelled();
    }
    if (!out.commit())
        return cannotWrite(path, out.errorString());
    written.bytes = end;
    if (options.progress)
        options.progress(n, n);
    return written;
}

// --- Reading ---

ShardReader::~ShardReader() = default;

Status ShardReader::corrupt(const QString &why) const
{
    return Status::error(Status::Code::Corrupt, QStringLiteral("%1 is damaged: %2").arg(m_path, why));
}

Result<std::unique_ptr<ShardReader>> ShardReader::open(const QString &path)
{
    std::unique_ptr<ShardReader> r(new ShardReader);
    r->m_path = path;
    r->m_file = std::make_unique<QFile>(path);
    QFile &file = *r->m_file;
    if (Status opened = openToRead(file, path); !opened)
        return opened;
    r->m_size = file.size();
    const auto notAShard =
        Status::error(Status::Code::InvalidArgument, QStringLiteral("%1 is not a Lookalike shard").arg(path));
    if (r->m_size < 8)
        return notAShard;
    r->m_data = file.map(0, r->m_size);
    if (!r->m_data)
        return cannotRead(path, file);
    const uchar *d = r->m_data;
    if (std::memcmp(d, kMagic, 8) != 0)
        return notAShard;
    if (r->m_size < kHeaderBytes)
        return r->corrupt(QStringLiteral("the file ends inside its header (%1 bytes)").arg(r->m_size));
    const quint32 version = qFromLittleEndian<quint32>(d + 8);
    if (version > kVersion)
        return Status::error(Status::Code::Unsupported,
                             QStringLiteral("%1 was made by a newer Lookalike (shard format %2; this one "
                                            "reads format %3)")
                                 .arg(path)
                                 .arg(version)
                                 .arg(kVersion));
    if (version != kVersion)
        return r->corrupt(QStringLiteral("format version %1").arg(version));
    const quint32 m = qFromLittleEndian<quint32>(d + 12);
    const quint64 n = qFromLittleEndian<quint64>(d + 16);
    if (quint64(r->m_size - kHeaderBytes) / kSectionEntryBytes < m)
        return r->corrupt(QStringLiteral("the file ends inside its section table (%1 sections, %2 bytes); "
                                         "it is truncated")
                              .arg(m)
                              .arg(r->m_size));
    if (n > quint64(r->m_size) / kDocRecordBytes)
        return r->corrupt(
            QStringLiteral("%1 documents cannot fit in %2 bytes; it is truncated").arg(n).arg(r->m_size));
    r->m_n = qint64(n);

    std::unordered_map<std::string, Section> sections;
    for (quint32 i = 0; i < m; ++i) {
        const uchar *entry = d + kHeaderBytes + qint64(i) * kSectionEntryBytes;
        const char *name = reinterpret_cast<const char *>(entry);
        const std::string key(name, strnlen(name, 8));
        const quint64 offset = qFromLittleEndian<quint64>(entry + 8);
        const quint64 length = qFromLittleEndian<quint64>(entry + 16);
        if (offset % 8 != 0)
            return r->corrupt(QStringLiteral("section '%1' starts at byte %2, not a multiple of 8")
                                  .arg(QString::fromLatin1(key))
                                  .arg(offset));
        if (offset > quint64(r->m_size) || length > quint64(r->m_size) - offset)
            return r->corrupt(QStringLiteral("section '%1' ends at byte %2, past the end of the file (%3 "
                                             "bytes); it is truncated")
                                  .arg(QString::fromLatin1(key))
                                  .arg(offset + length)
                                  .arg(r->m_size));
        sections[key] = {qint64(offset), qint64(length)};
    }
    auto section = [&](const char *name, Section &into) {
        const auto it = sections.find(name);
        if (it == sections.end())
            return false;
        into = it->second;
        return true;
    };
    Section params;
    for (const char *name : kSections) {
        Section unused;
        if (!section(name, unused))
            return r->corrupt(QStringLiteral("it has no section '%1'").arg(QString::fromLatin1(name)));
    }
    section("params", params);
    section("docs", r->m_docs);
    section("minhash", r->m_minHash);
    section("smpoffs", r->m_sampleOffsets);
    section("smpkeys", r->m_sampleKeys);
    section("smpzeros", r->m_sampleZeros);
    section("catalog", r->m_catalog);
    const bool bags = section("bagoffs", r->m_bagOffsets);
    if (bags && (!section("bagterms", r->m_bagTerms) || !section("bagcnts", r->m_bagCounts)))
        return r->corrupt(QStringLiteral("it has bag offsets without bag columns"));
    const bool anchors = section("ancoffs", r->m_anchorOffsets);
    if (anchors && (!section("ancurls", r->m_anchorUrls) || !section("ancbofs", r->m_anchorBagOffsets) ||
                    !section("ancterms", r->m_anchorTerms) || !section("anccnts", r->m_anchorCounts)))
        return r->corrupt(QStringLiteral("it has anchor offsets without anchor columns"));

    r->m_paramsText = QString::fromUtf8(reinterpret_cast<const char *>(d + params.offset), params.length);
    const auto parsed = SketchParams::fromString(r->m_paramsText);
    if (!parsed)
        return r->corrupt(QStringLiteral("its sketch parameters '%1' are not valid").arg(r->m_paramsText));
    r->m_params = *parsed;
    r->m_k = parsed->minHashSize;
    const qint64 nn = r->m_n;
    auto wrongLength = [&](const char *name, qint64 length, qint64 expected) {
        return r->corrupt(QStringLiteral("section '%1' holds %2 bytes where %3 documents need %4")
                              .arg(QString::fromLatin1(name))
                              .arg(length)
                              .arg(nn)
                              .arg(expected));
    };
    if (r->m_docs.length != nn * kDocRecordBytes)
        return wrongLength("docs", r->m_docs.length, nn * kDocRecordBytes);
    if (r->m_minHash.length != nn * r->m_k * 2)
        return wrongLength("minhash", r->m_minHash.length, nn * r->m_k * 2);
    if (r->m_sampleOffsets.length != (nn + 1) * 8)
        return wrongLength("smpoffs", r->m_sampleOffsets.length, (nn + 1) * 8);
    // The sample offsets start at 0 and never go down; the last is the length of both columns.
    quint64 previous = 0;
    for (qint64 i = 0; i <= nn; ++i) {
        const quint64 offset = qFromLittleEndian<quint64>(r->at(r->m_sampleOffsets, i * 8));
        if ((i == 0 && offset != 0) || offset < previous)
            return r->corrupt(QStringLiteral("the sample offsets of document %1 are not in order").arg(i));
        previous = offset;
    }
    r->m_sampleValues = qint64(previous);
    if (previous > quint64(r->m_size) || r->m_sampleKeys.length != 4 * r->m_sampleValues ||
        r->m_sampleZeros.length != r->m_sampleValues)
        return r->corrupt(
            QStringLiteral("its sample columns do not hold the %1 values its offsets name").arg(previous));
    // Offsets of `rows` + 1 entries that start at 0 and never go down: the last, or nullopt.
    auto lastOffset = [&](const Section &offsets, qint64 rows) -> std::optional<quint64> {
        quint64 last = 0;
        for (qint64 i = 0; i <= rows; ++i) {
            const quint64 offset = qFromLittleEndian<quint64>(r->at(offsets, i * 8));
            if ((i == 0 && offset != 0) || offset < last || offset > quint64(r->m_size))
                return std::nullopt;
            last = offset;
        }
        return last;
    };
    if (bags) {
        if (r->m_bagOffsets.length != (nn + 1) * 8)
            return wrongLength("bagoffs", r->m_bagOffsets.length, (nn + 1) * 8);
        const auto last = lastOffset(r->m_bagOffsets, nn);
        if (!last)
            return r->corrupt(QStringLiteral("its bag offsets are not in order"));
        if (r->m_bagTerms.length != qint64(8 * *last) || r->m_bagCounts.length != qint64(4 * *last))
            return r->corrupt(
                QStringLiteral("its bag columns do not hold the %1 terms its offsets name").arg(*last));
    }
    if (Section urls; section("urlhash", urls) && urls.length != nn * 8)
        return wrongLength("urlhash", urls.length, nn * 8);
    if (anchors) {
        if (r->m_anchorOffsets.length != (nn + 1) * 8)
            return wrongLength("ancoffs", r->m_anchorOffsets.length, (nn + 1) * 8);
        const auto windows = lastOffset(r->m_anchorOffsets, nn);
        if (!windows || r->m_anchorUrls.length != qint64(8 * *windows) ||
            r->m_anchorBagOffsets.length != qint64(8 * (*windows + 1)))
            return r->corrupt(QStringLiteral("its anchor offsets do not fit its anchor columns"));
        const auto terms = lastOffset(r->m_anchorBagOffsets, qint64(*windows));
        if (!terms || r->m_anchorTerms.length != qint64(8 * *terms) ||
            r->m_anchorCounts.length != qint64(4 * *terms))
            return r->corrupt(QStringLiteral("its anchor windows' offsets do not fit their terms"));
    }
    return r;
}

Status ShardReader::checkSameParams(const ShardReader &first) const
{
    if (m_paramsText == first.m_paramsText)
        return Status::ok();
    return Status::error(Status::Code::InvalidArgument,
                         QStringLiteral("%1 was made with sketch parameters %2; the first shard, %3, with %4")
                             .arg(m_path, m_paramsText, first.m_path, first.m_paramsText));
}

ShardDocument ShardReader::document(qint64 i) const
{
    const uchar *r = at(m_docs, i * kDocRecordBytes);
    ShardDocument d;
    d.size = qFromLittleEndian<qint64>(r + 0);
    d.mtimeMs = qFromLittleEndian<qint64>(r + 8);
    d.shingleCount = qFromLittleEndian<quint64>(r + 16);
    d.tokenCount = qFromLittleEndian<quint64>(r + 24);
    d.keepKey = qFromLittleEndian<quint64>(r + 32);
    d.kind = documentKindOf(r[40]);
    d.sampleLevel = r[41];
    d.hasSketch = (r[42] & kHasSketch) != 0;
    d.hasShingles = (r[42] & kHasShingles) != 0;
    d.hasBag = (r[42] & kHasBag) != 0;
    d.raw = readFingerprint(r + 48);
    d.lexical = readFingerprint(r + 64);
    d.shingle = readFingerprint(r + 80);
    return d;
}

std::vector<std::uint16_t> ShardReader::minHash(qint64 i) const
{
    std::vector<std::uint16_t> row(static_cast<std::size_t>(m_k));
    const uchar *p = at(m_minHash, i * m_k * 2);
    for (int j = 0; j < m_k; ++j)
        row[std::size_t(j)] = qFromLittleEndian<quint16>(p + 2 * j);
    return row;
}

std::vector<ShardSampleValue> ShardReader::sample(qint64 i) const
{
    const qint64 from = qint64(qFromLittleEndian<quint64>(at(m_sampleOffsets, i * 8)));
    const qint64 to = qint64(qFromLittleEndian<quint64>(at(m_sampleOffsets, (i + 1) * 8)));
    std::vector<ShardSampleValue> out;
    out.reserve(std::size_t(to - from));
    for (qint64 t = from; t < to; ++t)
        out.push_back({int(*at(m_sampleZeros, t)), qFromLittleEndian<quint32>(at(m_sampleKeys, 4 * t))});
    return out;
}

std::optional<std::vector<TermCount>> ShardReader::bag(qint64 i) const
{
    if (m_bagOffsets.length == 0 || !document(i).hasBag)
        return std::nullopt;
    const qint64 from = qint64(qFromLittleEndian<quint64>(at(m_bagOffsets, i * 8)));
    const qint64 to = qint64(qFromLittleEndian<quint64>(at(m_bagOffsets, (i + 1) * 8)));
    std::vector<TermCount> terms;
    terms.reserve(std::size_t(to - from));
    for (qint64 t = from; t < to; ++t) {
        const TermCount c{qFromLittleEndian<quint64>(at(m_bagTerms, 8 * t)),
                          qFromLittleEndian<quint32>(at(m_bagCounts, 4 * t))};
        if (c.count == 0 || (!terms.empty() && c.term <= terms.back().term))
            return std::nullopt; // damaged: no bag rather than a wrong one
        terms.push_back(c);
    }
    return terms;
}

std::optional<std::vector<std::vector<TermCount>>> ShardReader::anchorBags(qint64 i) const
{
    std::vector<std::vector<TermCount>> out;
    if (m_anchorOffsets.length == 0)
        return out;
    const qint64 first = qint64(qFromLittleEndian<quint64>(at(m_anchorOffsets, i * 8)));
    const qint64 last = qint64(qFromLittleEndian<quint64>(at(m_anchorOffsets, (i + 1) * 8)));
    for (qint64 w = first; w < last; ++w) {
        const qint64 from = qint64(qFromLittleEndian<quint64>(at(m_anchorBagOffsets, w * 8)));
        const qint64 to = qint64(qFromLittleEndian<quint64>(at(m_anchorBagOffsets, (w + 1) * 8)));
        std::vector<TermCount> terms;
        for (qint64 t = from; t < to; ++t) {
            const TermCount c{qFromLittleEndian<quint64>(at(m_anchorTerms, 8 * t)),
                              qFromLittleEndian<quint32>(at(m_anchorCounts, 4 * t))};
            if (c.count == 0 || (!terms.empty() && c.term <= terms.back().term))
                return std::nullopt;
            terms.push_back(c);
        }
        out.push_back(std::move(terms));
    }
    return out;
}

std::uint64_t ShardReader::anchorUrlKey(qint64 i, qint64 w) const
{
    const qint64 first = qint64(qFromLittleEndian<quint64>(at(m_anchorOffsets, i * 8)));
    return qFromLittleEndian<quint64>(at(m_anchorUrls, (first + w) * 8));
}

Result<DocumentSketch> ShardReader::sketch(qint64 i) const
{
    const ShardDocument d = document(i);
    if (!d.hasSketch)
        return Status::error(Status::Code::NotFound,
                             QStringLiteral("document %1 of %2 has no sketch").arg(i).arg(m_path));
    DocumentSketch s;
    s.tokenCount = d.tokenCount;
    s.shingleCount = d.shingleCount;
    s.sampleLevel = d.sampleLevel;
    s.sampleMaxLevel = m_params.sampleMaxLevel;
    s.lexicalFingerprint = d.lexical;
    s.shingleFingerprint = d.shingle;
    if (d.hasShingles) {
        const std::vector<std::uint16_t> row = minHash(i);
        s.minHash.assign(row.begin(), row.end());
    }
    if (d.sampleLevel > m_params.sampleMaxLevel)
        return corrupt(QStringLiteral("document %1 is sampled at level %2, above the top level %3")
                           .arg(i)
                           .arg(d.sampleLevel)
                           .arg(m_params.sampleMaxLevel));
    for (const ShardSampleValue &v : sample(i)) {
        if (v.zeros < d.sampleLevel || v.zeros > m_params.sampleMaxLevel)
            return corrupt(QStringLiteral("a sample value of document %1 has %2 zero bits (level %3, top %4)")
                               .arg(i)
                               .arg(v.zeros)
                               .arg(d.sampleLevel)
                               .arg(m_params.sampleMaxLevel));
        s.sample.push_back((std::uint64_t(v.key) << 32) | (std::uint64_t(1) << v.zeros));
    }
    std::sort(s.sample.begin(), s.sample.end());
    if (std::adjacent_find(s.sample.begin(), s.sample.end()) != s.sample.end())
        return corrupt(QStringLiteral("document %1 has a sample value twice").arg(i));
    if (auto terms = bag(i)) {
        s.bag.emplace();
        s.bag->terms = std::move(*terms);
    }
    return s;
}

// --- The catalog ---

namespace {

// Reads a text string (in however many chunks) and moves past it; false if it is not one.
bool readValue(QCborStreamReader &r, QString &out)
{
    if (!r.isString())
        return false;
    out.clear();
    for (auto chunk = r.readString(); chunk.status == QCborStreamReader::Ok; chunk = r.readString())
        out += chunk.data;
    return r.lastError() == QCborError::NoError;
}

bool readValue(QCborStreamReader &r, qint64 &out)
{
    if (!r.isInteger())
        return false;
    out = r.toInteger();
    return r.next();
}

// An index or a status: an integer that fits an int.
bool readValue(QCborStreamReader &r, int &out)
{
    qint64 v = 0;
    if (!readValue(r, v) || v < std::numeric_limits<int>::min() || v > std::numeric_limits<int>::max())
        return false;
    out = int(v);
    return true;
}

// Calls onKey(key) for every entry of the map the reader is on (which reads or skips its value);
// false if this is not a map of text keys or onKey fails.
template <typename OnKey> bool readMap(QCborStreamReader &r, OnKey &&onKey)
{
    if (!r.isMap() || !r.enterContainer())
        return false;
    QString key;
    while (r.lastError() == QCborError::NoError && r.hasNext()) {
        if (!readValue(r, key) || !onKey(key))
            return false;
    }
    return r.lastError() == QCborError::NoError && r.leaveContainer();
}

// A key of a catalog map and the field its value is read into.
struct Field
{
    const char *key;
    std::variant<QString *, qint64 *, int *> into;
};

// Reads the value of `key` into the field that `fields` names for it; skips a key it does not name.
bool readField(QCborStreamReader &r, const QString &key, std::initializer_list<Field> fields)
{
    for (const Field &f : fields)
        if (key == QLatin1String(f.key))
            return std::visit([&](auto *into) { return readValue(r, *into); }, f.into);
    return r.next();
}

bool readSweep(QCborStreamReader &r, ShardSweep &s)
{
    return readMap(r, [&](const QString &key) {
        return readField(r, key, {{"label", &s.label}, {"date", &s.dateMs}});
    });
}

bool readArchive(QCborStreamReader &r, ShardArchive &a)
{
    return readMap(r, [&](const QString &key) {
        return readField(r, key,
                         {{"path", &a.path},
                          {"state", &a.state},
                          {"size", &a.size},
                          {"mtime", &a.mtimeMs},
                          {"records", &a.records},
                          {"documents", &a.documents},
                          {"problems", &a.problems},
                          {"sweep", &a.sweep}});
    });
}

// Reads every item of the array the reader is on with readItem(r, item); false if it is not an
// array or readItem fails.
template <typename Item, typename ReadItem> bool readArray(QCborStreamReader &r, ReadItem &&readItem)
{
    if (!r.isArray() || !r.enterContainer())
        return false;
    while (r.lastError() == QCborError::NoError && r.hasNext()) {
        Item item;
        if (!readItem(r, item))
            return false;
    }
    return r.lastError() == QCborError::NoError && r.leaveContainer();
}

bool readDocument(QCborStreamReader &r, ShardCatalogDocument &d)
{
    d = ShardCatalogDocument();
    return readMap(r, [&](const QString &key) {
        if (key == QLatin1String("error")) {
            QString code, message;
            const bool ok = readMap(r, [&](const QString &field) {
                return readField(r, field, {{"code", &code}, {"message", &message}});
            });
            d.error = Status::error(Status::codeFromName(code), message);
            return ok;
        }
        if (key == QLatin1String("anchors"))
            return readArray<QString>(r, [&](QCborStreamReader &in, QString &url) {
                if (!readValue(in, url))
                    return false;
                d.anchors << url;
                return true;
            });
        return readField(r, key,
                         {{"locator", &d.locator},
                          {"format", &d.format},
                          {"encoding", &d.encoding},
                          {"host", &d.host},
                          {"mediaType", &d.mediaType},
                          {"redirect", &d.redirect},
                          {"payloadDigest", &d.payloadDigest},
                          {"captureMs", &d.captureMs},
                          {"recordOffset", &d.recordOffset},
                          {"sweep", &d.sweep},
                          {"archive", &d.archive},
                          {"httpStatus", &d.httpStatus}});
    });
}

// Reads an array of maps, each by readItem, onto the end of `out`.
template <typename Item>
bool readArrayInto(QCborStreamReader &r, std::vector<Item> &out,
                   bool (*readItem)(QCborStreamReader &, Item &))
{
    return readArray<Item>(r, [&](QCborStreamReader &in, Item &item) {
        if (!readItem(in, item))
            return false;
        out.push_back(item);
        return true;
    });
}

// Bytes of the mapped file as a QByteArray, not copied (valid while the file stays mapped).
QByteArray inPlace(const uchar *data, qint64 length)
{
    return QByteArray::fromRawData(reinterpret_cast<const char *>(data), length);
}

} // namespace

Result<ShardCatalog> ShardReader::catalog() const
{
    QCborStreamReader r(inPlace(at(m_catalog, 0), m_catalog.length));
    ShardCatalog c;
    const bool ok = readMap(r, [&](const QString &key) {
        if (key == QLatin1String("sweeps"))
            return readArrayInto(r, c.sweeps, readSweep);
        if (key == QLatin1String("archives"))
            return readArrayInto(r, c.archives, readArchive);
        if (key == QLatin1String("words")) {
            if (!r.isArray() || !r.enterContainer())
                return false;
            while (r.lastError() == QCborError::NoError && r.hasNext()) {
                qint64 term = 0;
                QString word;
                if (!readValue(r, term) || !r.hasNext() || !readValue(r, word))
                    return false;
                c.words.emplace_back(std::uint64_t(term), word);
            }
            return r.lastError() == QCborError::NoError && r.leaveContainer();
        }
        // Skipped: the documents, and what a later version adds.
        return readField(r, key, {{"lookalike", &c.lookalike}, {"created", &c.created}, {"name", &c.name}});
    });
    if (!ok)
        return corrupt(QStringLiteral("its catalog cannot be read (%1)").arg(r.lastError().toString()));
    return c;
}

Status ShardReader::forEachCatalogDocument(
    const std::function<Status(qint64 i, const ShardCatalogDocument &)> &onDocument) const
{
    QCborStreamReader r(inPlace(at(m_catalog, 0), m_catalog.length));
    Status stopped;
    qint64 count = -1; // -1: no "documents" met
    const bool ok = readMap(r, [&](const QString &key) {
        if (key != QLatin1String("documents"))
            return r.next();
        count = 0;
        return readArray<ShardCatalogDocument>(r, [&](QCborStreamReader &in, ShardCatalogDocument &d) {
            if (!readDocument(in, d))
                return false;
            if (count >= m_n) {
                ++count;
                return false;
            }
            stopped = onDocument(count++, d);
            return stopped.isOk();
        });
    });
    if (!stopped)
        return stopped;
    if (!ok && count <= m_n)
        return corrupt(QStringLiteral("its catalog cannot be read (%1)").arg(r.lastError().toString()));
    if (count != m_n)
        return corrupt(count < 0 ? QStringLiteral("its catalog lists no documents")
                                 : QStringLiteral("its catalog lists %1 documents where it holds %2")
                                       .arg(count > m_n ? QStringLiteral("more than %1").arg(m_n)
                                                        : QString::number(count))
                                       .arg(m_n));
    return Status::ok();
}

} // namespace lookalike
