// Shard files (core/store/ShardFormat.md) and the job's .npy answers: round trip of a small index,
// the bytes at their documented offsets, and the refusals.
#include "cluster/KeepRule.h"
#include "sketch/SketchFormat.h"
#include "store/IndexStore.h"
#include "store/NpyTable.h"
#include "store/ShardFile.h"

#include <QCborValue>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>
#include <algorithm>
#include <xxhash.h>

using namespace lookalike;

namespace {

DocumentSketch sketchOf(std::uint64_t seed, std::uint64_t shingles, const SketchParams &params = {})
{
    Sketcher sketcher(params);
    std::vector<std::uint64_t> set;
    for (std::uint64_t i = 0; i < shingles; ++i)
        set.push_back((i + seed) * 0x9E3779B97F4A7C15ULL + seed);
    DocumentSketch s = sketcher.sketchShingles(set);
    s.tokenCount = shingles + 4;
    s.lexicalFingerprint = Fingerprint128::ofBytes(&seed, sizeof seed);
    const std::uint64_t other = seed ^ 0xabcdef;
    s.shingleFingerprint = Fingerprint128::ofBytes(&other, sizeof other);
    return s;
}

Fingerprint128 fingerprint(const char *text)
{
    return Fingerprint128::ofBytes(text, std::strlen(text));
}

// What the test index holds, document by document, in ascending id.
struct Expected
{
    DocumentRecord record;
    std::optional<DocumentSketch> sketch;
};

// A small index: two files with sketches, one that could not be read, a text without words, and
// two captures of a web archive in one sweep (one an HTTP error).
std::vector<Expected> fillIndex(IndexStore &store, const SketchParams &params = {})
{
    std::vector<Expected> docs;
    if (!store.sketches().useParams(params))
        return {};
    const qint64 scan = *store.documents().beginScan({QStringLiteral("/data")}, params.toString());
    auto add = [&](DocumentRecord r, std::optional<DocumentSketch> sketch) {
        const auto id = store.documents().put(r, sketch ? &*sketch : nullptr, scan);
        QVERIFY(id && *id > 0);
        docs.push_back({r, sketch});
    };
    DocumentRecord a;
    a.locator = QStringLiteral("/data/report.txt");
    a.size = 4000;
    a.mtimeMs = 1700000000123;
    a.format = QStringLiteral("text");
    a.encoding = QStringLiteral("UTF-8");
    a.rawFingerprint = fingerprint("report");
    DocumentSketch withBag = sketchOf(1, 900, params);
    withBag.bag.emplace();
    withBag.bag->language = "en";
    withBag.bag->terms = {{7, 2}, {1000, 1}, {~0ull, 5}};
    withBag.bag->newWords = {{7, "seven"}, {1000, "thousands"}};
    add(a, withBag);
    DocumentRecord b = a;
    b.locator = QStringLiteral("/data/report (copy).txt");
    b.mtimeMs = 1700000009000;
    b.rawFingerprint = fingerprint("report copy");
    add(b, sketchOf(2, 40, params));
    DocumentRecord bad;
    bad.locator = QStringLiteral("/data/picture.bin");
    bad.size = 77;
    bad.mtimeMs = 1600000000000;
    bad.rawFingerprint = fingerprint("picture");
    bad.error = Status::error(Status::Code::NotText, QStringLiteral("binary content (NUL bytes)"));
    add(bad, std::nullopt);
    DocumentRecord empty = a;
    empty.locator = QStringLiteral("/data/dashes.txt");
    empty.rawFingerprint = fingerprint("---");
    DocumentSketch none = Sketcher(params).sketchShingles({});
    none.tokenCount = 0;
    add(empty, none);

    const int sweep = *store.crawl().sweepFor(QStringLiteral("week 1"), 1704103200000);
    const qint64 archive =
        *store.crawl().beginArchive(QStringLiteral("/crawl/week1.warc.gz"), 123456, 1704200000000, sweep);
    if (!store.crawl().finishArchive(archive, QStringLiteral("done"), 10, 2, 1))
        return {};
    DocumentRecord page;
    page.kind = DocumentKind::Capture;
    page.locator = QStringLiteral("http://a.test/docs/p1.html");
    page.sweep = sweep;
    page.size = 2048;
    page.mtimeMs = page.captureMs = 1704103200000;
    page.format = QStringLiteral("html");
    page.encoding = QStringLiteral("UTF-8");
    page.rawFingerprint = fingerprint("page");
    page.host = QStringLiteral("a.test");
    page.httpStatus = 200;
    page.mediaType = QStringLiteral("text/html");
    page.archiveId = archive;
    page.recordOffset = 4321;
    page.payloadDigest = QStringLiteral("sha1:ABC");
    add(page, sketchOf(3, 300, params));
    // The page links to two URLs: its anchor windows.
    if (!store.related().putAnchorBags(*store.documents().indexedAt(page.locator).value(),
                                       {{QStringLiteral("http://a.test/docs/p2.html"), {{5, 1}, {9, 2}}},
                                        {QStringLiteral("http://b.test/"), {{11, 3}}}}))
        return {};
    DocumentRecord moved = page;
    moved.locator = QStringLiteral("http://a.test/old.html");
    moved.httpStatus = 301;
    moved.redirect = QStringLiteral("http://a.test/docs/p1.html");
    moved.payloadDigest.clear();
    moved.mediaType.clear();
    moved.rawFingerprint = fingerprint("moved");
    moved.recordOffset = 99;
    moved.error = Status::error(Status::Code::HttpError, QStringLiteral("HTTP 301"));
    add(moved, std::nullopt);
    if (!store.documents().finishScan(scan, {}, QStringLiteral("done")))
        return {};
    return docs;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
}

template <typename T> T le(const QByteArray &bytes, qint64 at)
{
    return qFromLittleEndian<T>(bytes.constData() + at);
}

// A .npy file as numpy writes it: magic, version, header dict padded with spaces to a multiple
// of 64 bytes and ended by a newline, then the rows.
QByteArray npy(const QByteArray &dict, const QByteArray &rows, int major = 1)
{
    const int lengthBytes = major == 1 ? 2 : 4;
    QByteArray header = dict;
    while ((6 + 2 + lengthBytes + header.size() + 1) % 64 != 0)
        header += ' ';
    header += '\n';
    QByteArray out("\x93NUMPY", 6);
    out += char(major);
    out += char(0);
    QByteArray length(lengthBytes, '\0');
    if (major == 1)
        qToLittleEndian<quint16>(quint16(header.size()), length.data());
    else
        qToLittleEndian<quint32>(quint32(header.size()), length.data());
    return out + length + header + rows;
}

QByteArray u64(quint64 v)
{
    QByteArray b(8, '\0');
    qToLittleEndian(v, b.data());
    return b;
}

QByteArray f64(double v)
{
    QByteArray b(8, '\0');
    qToLittleEndian(v, b.data());
    return b;
}

const QByteArray kGroupsDict = "{'descr': [('member', '<u8'), ('representative', '<u8')], 'fortran_order': "
                               "False, 'shape': (2,), }";

} // namespace

class TestShardFile : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::vector<Expected> m_docs;
    QString m_shard;
    ShardWritten m_written;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        auto store = IndexStore::open(m_dir.filePath(QStringLiteral("index.sqlite")));
        QVERIFY(store);
        m_docs = fillIndex(**store);
        QCOMPARE(m_docs.size(), std::size_t(6));
        m_shard = m_dir.filePath(QStringLiteral("small.lkshard"));
        std::vector<std::pair<qint64, qint64>> progress;
        ShardWriteOptions options;
        options.name = QStringLiteral("the test index");
        options.progress = [&](qint64 done, qint64 total) {
            progress.emplace_back(done, total);
        };
        auto written = writeShard(**store, m_shard, options);
        QVERIFY2(written, qPrintable(written.status().toString()));
        m_written = *written;
        QCOMPARE(m_written.documents, qint64(6));
        QCOMPARE(m_written.sketched, qint64(4));
        QCOMPARE(m_written.bytes, QFileInfo(m_shard).size());
        QVERIFY(!progress.empty());
        QCOMPARE(progress.back(), std::make_pair(qint64(6), qint64(6)));
        // Nothing but the shard is left beside it (the spooled columns are gone).
        const QStringList left =
            QDir(m_dir.path()).entryList({QStringLiteral(".lkshard*")}, QDir::Files | QDir::Hidden);
        QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' '))));
    }

    // Every field of every document comes back: the docs records, the MinHash rows, the
    // samples in (zeros, key) order and the sketches the index would store.
    void roundTrip()
    {
        auto opened = ShardReader::open(m_shard);
        QVERIFY2(opened, qPrintable(opened.status().toString()));
        const ShardReader &shard = **opened;
        const SketchParams params;
        QCOMPARE(shard.paramsText(), params.toString());
        QCOMPARE(shard.documentCount(), qint64(m_docs.size()));
        qint64 sampleValues = 0;
        for (std::size_t i = 0; i < m_docs.size(); ++i) {
            const DocumentRecord &r = m_docs[i].record;
            const auto &expected = m_docs[i].sketch;
            const ShardDocument d = shard.document(qint64(i));
            QCOMPARE(d.size, r.size);
            QCOMPARE(d.mtimeMs, r.mtimeMs);
            QCOMPARE(d.kind, r.kind);
            QCOMPARE(d.raw, r.rawFingerprint);
            const QByteArray locator = r.locator.toUtf8();
            QCOMPARE(d.keepKey,
                     KeepRule().keepKey(std::string_view(locator.constData(), locator.size()), r.mtimeMs));
            QCOMPARE(d.hasSketch, expected.has_value());
            const std::vector<std::uint16_t> row = shard.minHash(qint64(i));
            QCOMPARE(row.size(), std::size_t(params.minHashSize));
            if (!expected) {
                QCOMPARE(d.shingleCount, std::uint64_t(0));
                QCOMPARE(d.tokenCount, std::uint64_t(0));
                QCOMPARE(d.lexical, Fingerprint128{});
                QVERIFY(std::all_of(row.begin(), row.end(), [](std::uint16_t v) { return v == 0xffff; }));
                QVERIFY(shard.sample(qint64(i)).empty());
                QCOMPARE(shard.sketch(qint64(i)).status().code(), Status::Code::NotFound);
                continue;
            }
            QCOMPARE(d.shingleCount, expected->shingleCount);
            QCOMPARE(d.tokenCount, expected->tokenCount);
            QCOMPARE(d.sampleLevel, expected->sampleLevel);
            QCOMPARE(d.hasShingles, expected->hasShingles());
            QCOMPARE(d.lexical, expected->lexicalFingerprint);
            QCOMPARE(d.shingle, expected->shingleFingerprint);
            for (int j = 0; j < params.minHashSize; ++j)
                QCOMPARE(row[std::size_t(j)], expected->hasShingles()
                                                  ? std::uint16_t(expected->minHash[std::size_t(j)])
                                                  : std::uint16_t(0xffff));
            // The sample: (zeros, key) ascending, and the same values.
            const std::vector<ShardSampleValue> sample = shard.sample(qint64(i));
            QCOMPARE(sample.size(), expected->sample.size());
            QVERIFY(std::is_sorted(sample.begin(), sample.end(), [](const auto &x, const auto &y) {
                return std::tie(x.zeros, x.key) < std::tie(y.zeros, y.key);
            }));
            std::vector<ShardSampleValue> want;
            for (std::uint64_t v : expected->sample)
                want.push_back({std::min(sampleZeros(v), params.sampleMaxLevel), sampleKey(v)});
            std::sort(want.begin(), want.end(), [](const auto &x, const auto &y) {
                return std::tie(x.zeros, x.key) < std::tie(y.zeros, y.key);
            });
            QVERIFY(sample == want);
            QVERIFY(std::all_of(sample.begin(), sample.end(),
                                [&](const ShardSampleValue &v) { return v.zeros >= d.sampleLevel; }));
            sampleValues += qint64(sample.size());
            // The sketch as the index stores it: the same bytes.
            auto sketch = shard.sketch(qint64(i));
            QVERIFY2(sketch, qPrintable(sketch.status().toString()));
            QCOMPARE(encodeSketch(*sketch), encodeSketch(*expected));
            QCOMPARE(sketch->tokenCount, expected->tokenCount);
            QCOMPARE(sketch->shingleCount, expected->shingleCount);
            QCOMPARE(sketch->shingleFingerprint, expected->shingleFingerprint);
        }
        QCOMPARE(shard.sampleValueCount(), sampleValues);
        QCOMPARE(m_written.sampleValues, sampleValues);
    }

    void catalog()
    {
        auto shard = ShardReader::open(m_shard);
        QVERIFY(shard);
        auto c = (*shard)->catalog();
        QVERIFY2(c, qPrintable(c.status().toString()));
        QCOMPARE(c->lookalike, QStringLiteral(LOOKALIKE_VERSION));
        QCOMPARE(c->name, QStringLiteral("the test index"));
        QVERIFY(c->created.endsWith(QLatin1Char('Z')));
        QCOMPARE(c->sweeps.size(), std::size_t(1));
        QCOMPARE(c->sweeps[0].label, QStringLiteral("week 1"));
        QCOMPARE(c->sweeps[0].dateMs, qint64(1704103200000));
        QCOMPARE(c->archives.size(), std::size_t(1));
        const ShardArchive &a = c->archives[0];
        QCOMPARE(a.path, QStringLiteral("/crawl/week1.warc.gz"));
        QCOMPARE(a.size, qint64(123456));
        QCOMPARE(a.mtimeMs, qint64(1704200000000));
        QCOMPARE(a.sweep, 0);
        QCOMPARE(a.state, QStringLiteral("done"));
        QCOMPARE(a.records, qint64(10));
        QCOMPARE(a.documents, qint64(2));
        QCOMPARE(a.problems, qint64(1));
        qint64 seen = 0;
        const Status s = (*shard)->forEachCatalogDocument([&](qint64 i, const ShardCatalogDocument &d) {
            const DocumentRecord &r = m_docs[std::size_t(i)].record;
            [&] {
                QCOMPARE(i, seen);
                QCOMPARE(d.locator, r.locator);
                QCOMPARE(d.format, r.format);
                QCOMPARE(d.encoding, r.encoding);
                QCOMPARE(d.error.code(), r.error.code());
                QCOMPARE(d.error.message(), r.error.message());
                if (r.kind == DocumentKind::File) {
                    QCOMPARE(d.sweep, -1);
                    QCOMPARE(d.archive, -1);
                    return;
                }
                QCOMPARE(d.sweep, 0);
                QCOMPARE(d.host, r.host);
                QCOMPARE(d.captureMs, r.captureMs);
                QCOMPARE(d.httpStatus, r.httpStatus);
                QCOMPARE(d.mediaType, r.mediaType);
                QCOMPARE(d.redirect, r.redirect);
                QCOMPARE(d.archive, 0);
                QCOMPARE(d.recordOffset, r.recordOffset);
                QCOMPARE(d.payloadDigest, r.payloadDigest);
            }();
            ++seen;
            return QTest::currentTestFailed()
                       ? Status::error(Status::Code::Internal, QStringLiteral("differs"))
                       : Status::ok();
        });
        QVERIFY2(s, qPrintable(s.toString()));
        QCOMPARE(seen, qint64(m_docs.size()));
        // A reader of another language sees plain CBOR: the whole catalog parses.
        auto bytes = readAll(m_shard);
        const qint64 catalogAt = le<quint64>(bytes, 24 + 6 * 24 + 8);
        const qint64 catalogLength = le<quint64>(bytes, 24 + 6 * 24 + 16);
        const QCborValue whole = QCborValue::fromCbor(bytes.mid(catalogAt, catalogLength));
        QCOMPARE(whole[QLatin1String("documents")].toArray().size(), qsizetype(m_docs.size()));
        QCOMPARE(whole[QLatin1String("documents")][4][QLatin1String("host")].toString(),
                 QStringLiteral("a.test"));
    }

    // The bytes at the offsets ShardFormat.md gives, decoded by hand: fails if the writer wrote
    // anything else.
    void bytesAsDocumented()
    {
        const QByteArray f = readAll(m_shard);
        QVERIFY(f.size() > 24);
        QCOMPARE(f.left(8), QByteArray("LKSHARD1"));
        QCOMPARE(le<quint32>(f, 8), quint32(1));
        const quint32 m = le<quint32>(f, 12);
        QCOMPARE(m, quint32(16));
        QCOMPARE(le<quint64>(f, 16), quint64(m_docs.size()));
        struct Entry
        {
            quint64 offset, length;
        };
        std::map<QByteArray, Entry> sections;
        for (quint32 i = 0; i < m; ++i) {
            const qint64 at = 24 + qint64(i) * 24;
            QByteArray name = f.mid(at, 8);
            const qsizetype zero = name.indexOf('\0');
            QVERIFY(name.mid(zero < 0 ? 8 : zero).count('\0') == (zero < 0 ? 0 : 8 - zero)); // zero padded
            name.truncate(zero < 0 ? 8 : zero);
            const Entry e{le<quint64>(f, at + 8), le<quint64>(f, at + 16)};
            QCOMPARE(e.offset % 8, quint64(0));
            QVERIFY(e.offset + e.length <= quint64(f.size()));
            sections[name] = e;
        }
        for (const char *name :
             {"params", "docs", "minhash", "smpoffs", "smpkeys", "smpzeros", "catalog", "bagoffs", "bagterms",
              "bagcnts", "urlhash", "ancoffs", "ancurls", "ancbofs", "ancterms", "anccnts"})
            QVERIFY2(sections.count(name), name);
        const quint64 n = m_docs.size();
        const SketchParams params;
        QCOMPARE(f.mid(sections["params"].offset, sections["params"].length), params.toString().toUtf8());
        QCOMPARE(sections["docs"].length, n * 96);
        QCOMPARE(sections["minhash"].length, n * quint64(params.minHashSize) * 2);
        QCOMPARE(sections["smpoffs"].length, (n + 1) * 8);
        const quint64 total = le<quint64>(f, sections["smpoffs"].offset + n * 8);
        QCOMPARE(le<quint64>(f, sections["smpoffs"].offset), quint64(0));
        QCOMPARE(sections["smpkeys"].length, total * 4);
        QCOMPARE(sections["smpzeros"].length, total);

        // Document 0 (the first file) and 4 (the capture), field by field.
        for (int i : {0, 4}) {
            const Expected &e = m_docs[std::size_t(i)];
            const qint64 r = qint64(sections["docs"].offset) + i * 96;
            QCOMPARE(le<qint64>(f, r + 0), e.record.size);
            QCOMPARE(le<qint64>(f, r + 8), e.record.mtimeMs);
            QCOMPARE(le<quint64>(f, r + 16), e.sketch->shingleCount);
            QCOMPARE(le<quint64>(f, r + 24), e.sketch->tokenCount);
            const QByteArray locator = e.record.locator.toUtf8();
            QCOMPARE(
                le<quint64>(f, r + 32),
                KeepRule().keepKey(std::string_view(locator.constData(), locator.size()), e.record.mtimeMs));
            QCOMPARE(int(f[r + 40]), i == 4 ? 1 : 0);
            QCOMPARE(int(f[r + 41]), e.sketch->sampleLevel);
            QCOMPARE(int(f[r + 42]), i == 0 ? 7 : 3); // a sketch, with shingles (and document 0 a bag)
            QCOMPARE(f.mid(r + 43, 5), QByteArray(5, '\0'));
            QCOMPARE(f.mid(r + 48, 16), e.record.rawFingerprint.toBytes());
            QCOMPARE(f.mid(r + 64, 16), e.sketch->lexicalFingerprint.toBytes());
            QCOMPARE(f.mid(r + 80, 16), e.sketch->shingleFingerprint.toBytes());
            // Its MinHash row and its sample.
            const qint64 row = qint64(sections["minhash"].offset) + i * params.minHashSize * 2;
            for (int j = 0; j < params.minHashSize; ++j)
                QCOMPARE(le<quint16>(f, row + 2 * j), quint16(e.sketch->minHash[std::size_t(j)]));
            const quint64 from = le<quint64>(f, sections["smpoffs"].offset + i * 8);
            const quint64 to = le<quint64>(f, sections["smpoffs"].offset + (i + 1) * 8);
            QCOMPARE(to - from, quint64(e.sketch->sample.size()));
            std::vector<std::uint64_t> values;
            for (quint64 t = from; t < to; ++t) {
                const quint32 key = le<quint32>(f, sections["smpkeys"].offset + t * 4);
                const int zeros = f[qsizetype(sections["smpzeros"].offset + t)];
                values.push_back((std::uint64_t(key) << 32) | (std::uint64_t(1) << zeros));
            }
            std::sort(values.begin(), values.end());
            QVERIFY(values == e.sketch->sample);
        }
        // Document 0's bag: offsets, terms (u64) and counts (u32); the others have none.
        QCOMPARE(sections["bagoffs"].length, (n + 1) * 8);
        QCOMPARE(le<quint64>(f, sections["bagoffs"].offset), quint64(0));
        QCOMPARE(le<quint64>(f, sections["bagoffs"].offset + 8), quint64(3));
        QCOMPARE(le<quint64>(f, sections["bagoffs"].offset + n * 8), quint64(3));
        QCOMPARE(sections["bagterms"].length, quint64(3 * 8));
        QCOMPARE(sections["bagcnts"].length, quint64(3 * 4));
        QCOMPARE(le<quint64>(f, sections["bagterms"].offset + 16), ~quint64(0));
        QCOMPARE(le<quint32>(f, sections["bagcnts"].offset + 8), quint32(5));
        auto opened = ShardReader::open(m_shard);
        QVERIFY(opened);
        const auto bag = (*opened)->bag(0);
        QVERIFY(bag && bag->size() == 3 && (*bag)[0] == (TermCount{7, 2}));
        QVERIFY(!(*opened)->bag(1));
        QVERIFY((*opened)->sketch(0)->bag.has_value());
        auto catalog = (*opened)->catalog();
        QVERIFY(catalog);
        QCOMPARE(catalog->words.size(), std::size_t(2));
        QCOMPARE(catalog->words[1].second, QStringLiteral("thousands"));
        // Document 2 could not be read: flags 0, zero counts and fingerprints but the raw one.
        const qint64 r = qint64(sections["docs"].offset) + 2 * 96;
        QCOMPARE(int(f[r + 42]), 0);
        QCOMPARE(le<quint64>(f, r + 16), quint64(0));
        QCOMPARE(f.mid(r + 48, 16), m_docs[2].record.rawFingerprint.toBytes());
        QCOMPARE(f.mid(r + 64, 32), QByteArray(32, '\0'));
        // The captures' URL keys (files: 0), and document 4's two anchor windows (by URL).
        QCOMPARE(sections["urlhash"].length, n * 8);
        QCOMPARE(le<quint64>(f, sections["urlhash"].offset), quint64(0));
        QCOMPARE(le<quint64>(f, sections["urlhash"].offset + 4 * 8), shardUrlKey(m_docs[4].record.locator));
        QCOMPARE(le<quint64>(f, sections["urlhash"].offset + 4 * 8),
                 quint64(XXH3_64bits("http://a.test/docs/p1.html", 26)));
        QCOMPARE(sections["ancoffs"].length, (n + 1) * 8);
        QCOMPARE(le<quint64>(f, sections["ancoffs"].offset + 4 * 8), quint64(0));
        QCOMPARE(le<quint64>(f, sections["ancoffs"].offset + 5 * 8), quint64(2));
        QCOMPARE(le<quint64>(f, sections["ancoffs"].offset + n * 8), quint64(2));
        QCOMPARE(sections["ancurls"].length, quint64(2 * 8));
        QCOMPARE(le<quint64>(f, sections["ancurls"].offset + 8),
                 shardUrlKey(QStringLiteral("http://b.test/")));
        QCOMPARE(sections["ancbofs"].length, quint64(3 * 8));
        QCOMPARE(le<quint64>(f, sections["ancbofs"].offset + 8), quint64(2));
        QCOMPARE(le<quint64>(f, sections["ancbofs"].offset + 16), quint64(3));
        QCOMPARE(le<quint64>(f, sections["ancterms"].offset + 16), quint64(11));
        QCOMPARE(le<quint32>(f, sections["anccnts"].offset + 4), quint32(2));
        const auto windows = (*opened)->anchorBags(4);
        QVERIFY(windows && windows->size() == 2 && (*windows)[1] == (std::vector<TermCount>{{11, 3}}));
        QVERIFY((*opened)->anchorBags(0) && (*opened)->anchorBags(0)->empty());
        QStringList anchors;
        QVERIFY((*opened)->forEachCatalogDocument([&](qint64 i, const ShardCatalogDocument &d) {
            if (i == 4)
                anchors = d.anchors;
            return Status::ok();
        }));
        QCOMPARE(anchors, (QStringList{QStringLiteral("http://a.test/docs/p2.html"),
                                       QStringLiteral("http://b.test/")}));
        // Document 3 has a sketch but no shingles: flags 1, MinHash all 0xffff.
        QCOMPARE(int(f[qint64(sections["docs"].offset) + 3 * 96 + 42]), 1);
        QCOMPARE(f.mid(sections["minhash"].offset + 3 * params.minHashSize * 2, params.minHashSize * 2),
                 QByteArray(params.minHashSize * 2, '\xff'));
    }

    void emptyIndex()
    {
        auto store = IndexStore::open(m_dir.filePath(QStringLiteral("empty.sqlite")));
        QVERIFY(store);
        const QString path = m_dir.filePath(QStringLiteral("empty.lkshard"));
        auto written = writeShard(**store, path);
        QVERIFY2(written, qPrintable(written.status().toString()));
        auto shard = ShardReader::open(path);
        QVERIFY2(shard, qPrintable(shard.status().toString()));
        QCOMPARE((*shard)->documentCount(), qint64(0));
        QVERIFY((*shard)->forEachCatalogDocument([](qint64, const ShardCatalogDocument &) {
            return Status::error(Status::Code::Internal, QStringLiteral("no document expected"));
        }));
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::addRow("wrong magic") << QStringLiteral("magic") << int(Status::Code::InvalidArgument)
                                     << QStringLiteral("is not a Lookalike shard");
        QTest::addRow("too short") << QStringLiteral("short") << int(Status::Code::InvalidArgument)
                                   << QStringLiteral("is not a Lookalike shard");
        QTest::addRow("truncated") << QStringLiteral("truncated") << int(Status::Code::Corrupt)
                                   << QStringLiteral("truncated");
        QTest::addRow("header cut") << QStringLiteral("header") << int(Status::Code::Corrupt)
                                    << QStringLiteral("header");
        QTest::addRow("newer version") << QStringLiteral("version") << int(Status::Code::Unsupported)
                                       << QStringLiteral("newer Lookalike");
        QTest::addRow("section missing") << QStringLiteral("missing") << int(Status::Code::Corrupt)
                                         << QStringLiteral("no section 'smpkeys'");
        QTest::addRow("wrong n") << QStringLiteral("count") << int(Status::Code::Corrupt)
                                 << QStringLiteral("section 'docs' holds");
        QTest::addRow("no such file")
            << QStringLiteral("absent") << int(Status::Code::NotFound) << QStringLiteral("no such file");
    }

    void refusals()
    {
        QFETCH(QString, name);
        QFETCH(int, code);
        QFETCH(QString, message);
        QByteArray bytes = readAll(m_shard);
        if (name == QLatin1String("magic"))
            bytes.replace(0, 8, "NOTSHARD");
        else if (name == QLatin1String("short"))
            bytes = "LKSH";
        else if (name == QLatin1String("truncated"))
            bytes.truncate(bytes.size() - 10);
        else if (name == QLatin1String("header"))
            bytes.truncate(20);
        else if (name == QLatin1String("version"))
            qToLittleEndian<quint32>(2, bytes.data() + 8);
        else if (name == QLatin1String("missing"))
            bytes.replace(24 + 4 * 24, 8, QByteArray("smpkeyz\0", 8));
        else if (name == QLatin1String("count"))
            qToLittleEndian<quint64>(5, bytes.data() + 16);
        const QString path = m_dir.filePath(name + QStringLiteral(".lkshard"));
        if (name != QLatin1String("absent"))
            writeAll(path, bytes);
        auto shard = ShardReader::open(path);
        QVERIFY(!shard);
        QCOMPARE(int(shard.status().code()), code);
        QVERIFY2(shard.status().message().contains(message), qPrintable(shard.status().message()));
        QVERIFY2(shard.status().message().contains(path), qPrintable(shard.status().message()));
    }

    // A section a later version adds is ignored: the shard with an 8th entry in its table (every
    // section moved 24 bytes on) reads as before.
    void unknownSectionIgnored()
    {
        const QByteArray bytes = readAll(m_shard);
        const qint64 tableEnd = 24 + 7 * 24;
        QByteArray table = bytes.mid(24, 7 * 24);
        for (int i = 0; i < 7; ++i)
            qToLittleEndian<quint64>(le<quint64>(table, i * 24 + 8) + 24, table.data() + i * 24 + 8);
        QByteArray extra("future\0\0", 8);
        extra += u64(0) + u64(8); // what it holds is no business of this version
        QByteArray header = bytes.left(24);
        qToLittleEndian<quint32>(8, header.data() + 12);
        const QString path = m_dir.filePath(QStringLiteral("extra.lkshard"));
        writeAll(path, header + extra + table + bytes.mid(tableEnd));
        auto shard = ShardReader::open(path);
        QVERIFY2(shard, qPrintable(shard.status().toString()));
        QCOMPARE((*shard)->documentCount(), qint64(m_docs.size()));
        QCOMPARE((*shard)->document(4).raw, m_docs[4].record.rawFingerprint);
        QVERIFY((*shard)->catalog());
    }

    void mismatchedParams()
    {
        SketchParams other;
        other.shingle.width = 3;
        auto store = IndexStore::open(m_dir.filePath(QStringLiteral("w3.sqlite")));
        QVERIFY(store);
        QVERIFY(!fillIndex(**store, other).empty());
        const QString path = m_dir.filePath(QStringLiteral("w3.lkshard"));
        QVERIFY(writeShard(**store, path));
        auto first = ShardReader::open(m_shard);
        auto second = ShardReader::open(path);
        QVERIFY(first && second);
        QVERIFY((*first)->checkSameParams(**first));
        const Status s = (*second)->checkSameParams(**first);
        QCOMPARE(s.code(), Status::Code::InvalidArgument);
        QCOMPARE(s.message(),
                 QStringLiteral("%1 was made with sketch parameters %2; the first shard, %3, with %4")
                     .arg(path, other.toString(), m_shard, SketchParams().toString()));
    }

    // A failure leaves the file that was there as it was (QSaveFile).
    void atomicWrite()
    {
        auto store = IndexStore::open(m_dir.filePath(QStringLiteral("index.sqlite")));
        QVERIFY(store);
        const QByteArray before = readAll(m_shard);
        std::atomic_bool cancel{true};
        ShardWriteOptions options;
        options.cancel = &cancel;
        auto written = writeShard(**store, m_shard, options);
        QCOMPARE(written.status().code(), Status::Code::Cancelled);
        QCOMPARE(readAll(m_shard), before);
        QVERIFY(!writeShard(**store, m_dir.filePath(QStringLiteral("no/such/folder/x.lkshard"))));
    }

    void npyTables()
    {
        const QString path = m_dir.filePath(QStringLiteral("groups-0.npy"));
        const std::vector<NpyField> fields{{QStringLiteral("member"), QStringLiteral("<u8")},
                                           {QStringLiteral("representative"), QStringLiteral("<u8")}};
        for (int major : {1, 2}) {
            writeAll(path, npy(kGroupsDict, u64(7) + u64(3) + u64(9) + u64(3), major));
            auto t = NpyTable::open(path, fields);
            QVERIFY2(t, qPrintable(t.status().toString()));
            QCOMPARE((*t)->rows(), qint64(2));
            QCOMPARE((*t)->u64(0, 0), quint64(7));
            QCOMPARE((*t)->u64(1, 0), quint64(9));
            QCOMPARE((*t)->u64(1, 1), quint64(3));
        }
        // One-byte fields and doubles, key order and spacing as Python may write them.
        writeAll(path, npy("{'shape': (1,), 'fortran_order': False, 'descr': [('x', '<f8'), ('s', '|u1')]}",
                           f64(0.25) + QByteArray(1, '\x05')));
        auto mixed = NpyTable::open(path, {{QStringLiteral("x"), QStringLiteral("<f8")},
                                           {QStringLiteral("s"), QStringLiteral("|u1")}});
        QVERIFY2(mixed, qPrintable(mixed.status().toString()));
        QCOMPARE((*mixed)->f64(0, 0), 0.25);
        QCOMPARE((*mixed)->u8(0, 1), std::uint8_t(5));
    }

    void npyRefusals_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("message");
        const QByteArray rows = u64(7) + u64(3) + u64(9) + u64(3);
        QTest::addRow("not npy") << QByteArray("hello world, not numpy") << QStringLiteral("not a numpy");
        QTest::addRow("big-endian") << npy(QByteArray(kGroupsDict).replace("<u8", ">u8"), rows)
                                    << QStringLiteral("its dtype is");
        QTest::addRow("other field") << npy(QByteArray(kGroupsDict).replace("representative", "rep"), rows)
                                     << QStringLiteral("its dtype is");
        QTest::addRow("fortran order")
            << npy(QByteArray(kGroupsDict).replace("False", "True"), rows) << QStringLiteral("fortran_order");
        QTest::addRow("two dimensions") << npy(QByteArray(kGroupsDict).replace("(2,)", "(2, 1)"), rows)
                                        << QStringLiteral("one-dimensional");
        QTest::addRow("rows missing") << npy(kGroupsDict, rows.left(24)) << QStringLiteral("bytes of data");
        QTest::addRow("not a dict") << npy("['descr']", rows) << QStringLiteral("not a Python dict");
        QTest::addRow("extra key") << npy(QByteArray(kGroupsDict).replace("}", "'x': 1}"), rows)
                                   << QStringLiteral("keys");
    }

    void npyRefusals()
    {
        QFETCH(QByteArray, file);
        QFETCH(QString, message);
        const QString path = m_dir.filePath(QStringLiteral("bad.npy"));
        writeAll(path, file);
        auto t = NpyTable::open(path, {{QStringLiteral("member"), QStringLiteral("<u8")},
                                       {QStringLiteral("representative"), QStringLiteral("<u8")}});
        QVERIFY(!t);
        QCOMPARE(t.status().code(), Status::Code::InvalidArgument);
        QVERIFY2(t.status().message().contains(message), qPrintable(t.status().message()));
        QVERIFY(t.status().message().startsWith(path));
    }
};

QTEST_GUILESS_MAIN(TestShardFile)
#include "tst_shardfile.moc"
