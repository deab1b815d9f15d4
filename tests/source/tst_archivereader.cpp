// The web-archive reader: the public WARC/ARC samples (well-formed and malformed on purpose),
// archives written here (ARC v2, WARC/1.1, truncation, garbage, damaged gzip, big payloads,
// HTTP decodings), openAt() round trips, bounded memory, throughput and random damage.
#include "TestPaths.h"
#include "source/ArchiveReader.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <cstdio>
#include <map>
#include <random>
#include <string>
#include <unistd.h>
#include <vector>
#include <zlib.h>

using namespace lookalike;
using Type = ArchiveRecord::Type;
using Next = ArchiveReader::Next;

namespace {

QString samplesPath()
{
    return lookalike::test::sourceDir(u"/../shared/corpora/warc/samples");
}

#define REQUIRE_SAMPLES()                                                                                    \
    do {                                                                                                     \
        if (!QDir(samplesPath()).exists())                                                                   \
            QSKIP("shared/corpora/warc/samples is not next to the repository");                              \
    } while (false)

QString sample(const char *name)
{
    return samplesPath() + QLatin1Char('/') + QLatin1String(name);
}

struct Reading
{
    bool opened = false;
    Status openStatus;
    bool reachedEnd = false;
    std::vector<ArchiveRecord> records;
    std::vector<ArchiveProblem> problems;
    std::vector<bool> sequence; // true: a record, false: a problem, in order
    qint64 lastPosition = 0;
    qint64 fileSize = 0;

    int count(Type type) const
    {
        return int(std::count_if(records.begin(), records.end(),
                                 [&](const ArchiveRecord &r) { return r.type == type; }));
    }
    // "warcinfo=2 request=2 response=1 revisit=1" in the enum's order.
    QString counts() const
    {
        std::map<int, int> byType;
        for (const ArchiveRecord &r : records)
            ++byType[int(r.type)];
        QStringList parts;
        for (const auto &[type, n] : byType)
            parts << QStringLiteral("%1=%2").arg(recordTypeName(Type(type))).arg(n);
        return parts.join(QLatin1Char(' '));
    }
    const ArchiveRecord *first(Type type) const
    {
        for (const ArchiveRecord &r : records) {
            if (r.type == type)
                return &r;
        }
        return nullptr;
    }
    const ArchiveRecord *byUrl(const QString &url, Type type = Type::Response) const
    {
        for (const ArchiveRecord &r : records) {
            if (r.url == url && r.type == type)
                return &r;
        }
        return nullptr;
    }
    QString problemText() const
    {
        QStringList out;
        for (const ArchiveProblem &p : problems)
            out << p.status.toString();
        return out.join(QLatin1Char('\n'));
    }
};

// Reads everything; more than `maxCalls` calls of next() counts as a loop (reachedEnd false).
Reading readAll(const QString &path, ArchiveReaderParams params = {}, int maxCalls = 200000,
                bool keepPayloads = true)
{
    Reading out;
    auto reader = ArchiveReader::open(path, params);
    out.opened = reader.isOk();
    if (!reader) {
        out.openStatus = reader.status();
        return out;
    }
    ArchiveReader &r = **reader;
    out.fileSize = r.fileSize();
    ArchiveRecord record;
    ArchiveProblem problem;
    for (int i = 0; i < maxCalls; ++i) {
        const Next n = r.next(record, problem);
        out.lastPosition = r.position();
        if (n == Next::End) {
            out.reachedEnd = true;
            break;
        }
        if (n == Next::Problem) {
            out.problems.push_back(problem);
            out.sequence.push_back(false);
        } else {
            if (!keepPayloads)
                record.payload.clear();
            out.records.push_back(record);
            out.sequence.push_back(true);
        }
    }
    return out;
}

// --- writing archives -----------------------------------------------------------------------

std::string gzipMember(const std::string &data, int level = 6)
{
    z_stream z{};
    deflateInit2(&z, level, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
    std::string out(deflateBound(&z, uLong(data.size())) + 64, '\0');
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.data()));
    z.avail_in = uInt(data.size());
    z.next_out = reinterpret_cast<Bytef *>(out.data());
    z.avail_out = uInt(out.size());
    deflate(&z, Z_FINISH);
    out.resize(out.size() - z.avail_out);
    deflateEnd(&z);
    return out;
}

// Raw deflate (windowBits < 0) or zlib-wrapped deflate.
std::string deflateBytes(const std::string &data, int windowBits)
{
    z_stream z{};
    deflateInit2(&z, 6, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY);
    std::string out(deflateBound(&z, uLong(data.size())) + 64, '\0');
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.data()));
    z.avail_in = uInt(data.size());
    z.next_out = reinterpret_cast<Bytef *>(out.data());
    z.avail_out = uInt(out.size());
    deflate(&z, Z_FINISH);
    out.resize(out.size() - z.avail_out);
    deflateEnd(&z);
    return out;
}

int g_recordNumber = 0;

struct WarcSpec
{
    std::string type = "response";
    std::string uri = "http://example.org/";
    std::string block;
    std::string contentType = "application/http; msgtype=response";
    std::string date = "2020-01-02T03:04:05Z";
    std::string version = "WARC/1.0";
    std::string extra;      // more header lines, each ending in \r\n
    std::string lengthText; // Content-Length as written; the block size when empty
    std::string id;         // WARC-Record-ID; a fresh one when empty
};

std::string warcRecord(const WarcSpec &s)
{
    const std::string id = s.id.empty() ? "<urn:uuid:test-" + std::to_string(++g_recordNumber) + ">" : s.id;
    std::string r = s.version + "\r\nWARC-Type: " + s.type + "\r\nWARC-Record-ID: " + id +
                    "\r\nWARC-Date: " + s.date + "\r\nWARC-Target-URI: " + s.uri + "\r\n";
    if (!s.contentType.empty())
        r += "Content-Type: " + s.contentType + "\r\n";
    r += s.extra;
    r += "Content-Length: " + (s.lengthText.empty() ? std::to_string(s.block.size()) : s.lengthText) +
         "\r\n\r\n";
    r += s.block;
    r += "\r\n\r\n";
    return r;
}

std::string httpResponse(const std::string &head, const std::string &body)
{
    return head + "\r\n" + body;
}

std::string htmlPage(int n, std::size_t minSize = 0)
{
    std::string s = "<html><head><title>Page " + std::to_string(n) + "</title></head><body><p>Text of page " +
                    std::to_string(n) + ".</p>";
    while (s.size() < minSize)
        s += "<p>More words for page " + std::to_string(n) + " so the body grows.</p>\n";
    return s + "</body></html>\n";
}

std::string responseRecord(int n, const std::string &uri, std::size_t bodySize = 0)
{
    WarcSpec s;
    s.uri = uri;
    s.block =
        httpResponse("HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n", htmlPage(n, bodySize));
    return warcRecord(s);
}

void writeBytes(const QString &path, const std::string &bytes)
{
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(path));
    QCOMPARE(f.write(bytes.data(), qint64(bytes.size())), qint64(bytes.size()));
}

std::string readBytes(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray all = f.readAll();
    return std::string(all.constData(), std::size_t(all.size()));
}

qint64 utcMs(int y, int mo, int d, int h, int mi, int s, int ms = 0)
{
    return QDateTime(QDate(y, mo, d), QTime(h, mi, s, ms), Qt::UTC).toMSecsSinceEpoch();
}

QString sha1Base32(const std::string &data)
{
    const QByteArray d = QCryptographicHash::hash(QByteArrayView(data.data(), qsizetype(data.size())),
                                                  QCryptographicHash::Sha1);
    static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    QString out;
    int buffer = 0, bits = 0;
    for (const char c : d) {
        buffer = (buffer << 8) | static_cast<unsigned char>(c);
        bits += 8;
        while (bits >= 5) {
            out += QLatin1Char(alphabet[(buffer >> (bits - 5)) & 31]);
            bits -= 5;
        }
    }
    if (bits)
        out += QLatin1Char(alphabet[(buffer << (5 - bits)) & 31]);
    return out;
}

// Resident memory of the process now, in MB.
double residentMb()
{
    FILE *f = std::fopen("/proc/self/statm", "r");
    if (!f)
        return 0;
    long size = 0, resident = 0;
    if (std::fscanf(f, "%ld %ld", &size, &resident) != 2)
        resident = 0;
    std::fclose(f);
    return double(resident) * double(sysconf(_SC_PAGESIZE)) / (1024.0 * 1024.0);
}

// Reads the record at `offset` back and checks it is `expected`.
void checkReadBack(const QString &path, const ArchiveRecord &expected)
{
    auto reader = ArchiveReader::openAt(path, expected.offset);
    QVERIFY2(
        reader.isOk(),
        qPrintable(
            QStringLiteral("%1 @%2: %3").arg(path).arg(expected.offset).arg(reader.status().toString())));
    ArchiveRecord record;
    ArchiveProblem problem;
    const Next n = (*reader)->next(record, problem);
    QVERIFY2(n == Next::Record, qPrintable(QStringLiteral("%1 @%2: no record (%3)")
                                               .arg(path)
                                               .arg(expected.offset)
                                               .arg(problem.status.toString())));
    QCOMPARE(record.type, expected.type);
    QCOMPARE(record.url, expected.url);
    QCOMPARE(record.recordId, expected.recordId);
    QCOMPARE(record.captureMs, expected.captureMs);
    QCOMPARE(record.offset, expected.offset);
    QCOMPARE(record.httpStatus, expected.httpStatus);
    QVERIFY(record.payload == expected.payload);
}

} // namespace

class TestArchiveReader : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString temp(const char *name) const { return m_dir.filePath(QLatin1String(name)); }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // --- the public samples -----------------------------------------------------------------

    void samples_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("counts");
        QTest::addColumn<int>("problems");
        QTest::addColumn<bool>("arc");
        QTest::addColumn<bool>("gzip");
        auto row = [](const char *file, const char *counts, int problems, bool arc, bool gzip) {
            QTest::addRow("%s", file)
                << QString::fromLatin1(file) << QString::fromLatin1(counts) << problems << arc << gzip;
        };
        row("jwarc/cc.warc.gz", "response=1", 0, false, true);
        row("jwarc/gzip_extra_sl.warc.gz", "warcinfo=1", 0, false, true);
        row("pywb/dupes.warc.gz", "response=3 revisit=9 request=12 warcinfo=1", 0, false, true);
        row("pywb/example-extra.warc", "response=2 revisit=2 request=2", 0, false, false);
        row("pywb/example-url-agnostic-orig.warc.gz", "response=1 warcinfo=1", 0, false, true);
        row("pywb/example-url-agnostic-revisit.warc.gz", "revisit=1 warcinfo=1", 0, false, true);
        row("pywb/example-wget-1-14.warc.gz", "response=1 resource=3 request=1 warcinfo=1", 0, false, true);
        row("pywb/iana.warc.gz", "response=48 revisit=123 request=171 warcinfo=1", 0, false, true);
        row("pywb/missing-status-text.warc", "response=1", 0, false, false);
        row("warcio/bad.arc", "response=1", 3, true, false);
        row("warcio/example-bad-non-chunked.warc.gz", "response=1 revisit=1 request=2 warcinfo=2", 0, false,
            true);
        row("warcio/example-iana.org-chunked.warc", "response=1 request=1 warcinfo=1", 0, false, false);
        row("warcio/example-resource.warc.gz", "resource=1 warcinfo=2", 0, false, true);
        row("warcio/example-space-in-target-uri.warc.gz", "resource=1 warcinfo=1", 0, false, true);
        row("warcio/example-space-in-url.arc", "response=1 warcinfo=1", 1, true, false);
        row("warcio/example-trunc.warc", "response=1 request=1 warcinfo=2", 1, false, false);
        row("warcio/example-wget-bad-target-uri.warc.gz",
            "response=1 resource=2 request=1 metadata=1 warcinfo=1", 0, false, true);
        row("warcio/example-wrong-chunks.warc.gz", "response=1 request=1", 0, false, true);
        row("warcio/example.arc", "response=1 warcinfo=1", 0, true, false);
        row("warcio/example.arc.gz", "response=1 warcinfo=1", 0, true, true);
        row("warcio/example.warc", "response=1 revisit=1 request=2 warcinfo=2", 0, false, false);
        row("warcio/example.warc.gz", "response=1 revisit=1 request=2 warcinfo=2", 0, false, true);
        row("warcio/post-test.warc.gz", "response=3 request=3", 0, false, true);
        row("warcio/standard-torture-validate-field.warc", "request=1 other=2", 1, false, false);
        row("warcio/standard-torture-validate-record.warc",
            "response=1 resource=3 revisit=3 request=2 metadata=2 warcinfo=3 conversion=1 continuation=2", 0,
            false, false);
        row("webarchive-commons/IAH-20080430204825-00000-blackbook-truncated.arc",
            "response=7 warcinfo=1 other=1", 0, true, false);
        row("webarchive-commons/IAH-urls-wget.warc.gz", "response=16 resource=3 request=16 warcinfo=1", 0,
            false, true);
        row("webarchive-commons/link-extraction-test.warc", "response=7 warcinfo=1", 0, false, false);
    }

    void samples()
    {
        REQUIRE_SAMPLES();
        QFETCH(QString, file);
        QFETCH(QString, counts);
        QFETCH(int, problems);
        QFETCH(bool, arc);
        QFETCH(bool, gzip);
        const QString path = samplesPath() + QLatin1Char('/') + file;
        auto reader = ArchiveReader::open(path);
        QVERIFY2(reader.isOk(), qPrintable(reader.status().toString()));
        QCOMPARE((*reader)->format(), arc ? ArchiveReader::Format::Arc : ArchiveReader::Format::Warc);
        QCOMPARE((*reader)->gzipped(), gzip);
        const Reading r = readAll(path);
        QVERIFY(r.reachedEnd);
        QCOMPARE(r.counts(), counts);
        QVERIFY2(int(r.problems.size()) == problems, qPrintable(r.problemText()));
        QCOMPARE(r.lastPosition, r.fileSize);
        for (const ArchiveProblem &p : r.problems) {
            QCOMPARE(p.status.code(), Status::Code::Corrupt);
            QVERIFY2(p.status.message().contains(QLatin1String("offset")), qPrintable(p.status.message()));
        }
    }

    // Every record of every sample reads back from its offset alone.
    void samplesReadBack()
    {
        REQUIRE_SAMPLES();
        int checked = 0;
        const QStringList dirs = QDir(samplesPath()).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        for (const QString &dir : dirs) {
            const QDir d(samplesPath() + QLatin1Char('/') + dir);
            for (const QString &name :
                 d.entryList({QStringLiteral("*.warc*"), QStringLiteral("*.arc*")}, QDir::Files)) {
                const QString path = d.filePath(name);
                const Reading r = readAll(path);
                for (const ArchiveRecord &record : r.records) {
                    checkReadBack(path, record);
                    if (QTest::currentTestFailed())
                        return;
                    ++checked;
                }
            }
        }
        QCOMPARE(checked, 511); // all records of the table in samples_data()
    }

    void exampleWarc_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addRow("per-record gzip") << sample("warcio/example.warc.gz");
        QTest::addRow("plain") << sample("warcio/example.warc");
        QTest::addRow("whole-file gzip") << sample("warcio/example-bad-non-chunked.warc.gz");
    }

    void exampleWarc()
    {
        REQUIRE_SAMPLES();
        QFETCH(QString, file);
        const Reading r = readAll(file);
        QVERIFY(r.problems.empty());
        const ArchiveRecord *response = r.first(Type::Response);
        QVERIFY(response);
        QCOMPARE(response->url, QStringLiteral("http://example.com/"));
        QCOMPARE(response->httpStatus, 200);
        QCOMPARE(response->mediaType, QStringLiteral("text/html"));
        QCOMPARE(response->captureMs, utcMs(2017, 3, 6, 4, 2, 6));
        QCOMPARE(response->recordId, QStringLiteral("<urn:uuid:a9c51e3e-0221-11e7-bf66-0242ac120005>"));
        QCOMPARE(response->payloadDigest, QStringLiteral("sha1:G7HRM7BGOKSKMSXZAHMUQTTV53QOFSMK"));
        // Content-Encoding gzip undone.
        QCOMPARE(response->payload.size(), std::size_t(1270));
        QVERIFY(response->payload.find("<title>Example Domain</title>") != std::string::npos);
        QVERIFY(!response->payloadTruncated);
        QVERIFY(response->payloadProblem.isEmpty());

        const ArchiveRecord *revisit = r.first(Type::Revisit);
        QVERIFY(revisit);
        QCOMPARE(revisit->httpStatus, 200);
        QCOMPARE(revisit->refersToUrl, QStringLiteral("http://example.com/"));
        QCOMPARE(revisit->refersToDateMs, utcMs(2017, 3, 6, 4, 2, 6));
        QCOMPARE(revisit->payloadDigest, response->payloadDigest);
        QVERIFY(revisit->payload.empty());

        for (const ArchiveRecord &rec : r.records) {
            if (rec.type != Type::Response)
                QVERIFY(rec.payload.empty()); // warcinfo, request, revisit: headers only
        }
    }

    void wholeFileGzipOffsets()
    {
        REQUIRE_SAMPLES();
        const Reading r = readAll(sample("warcio/example-bad-non-chunked.warc.gz"));
        QCOMPARE(r.records.size(), std::size_t(6));
        QCOMPARE(r.records[0].offset, qint64(0)); // the first record starts the only member
        for (std::size_t i = 1; i < r.records.size(); ++i)
            QVERIFY(r.records[i].offset & ArchiveReader::InflatedOffsetFlag);

        const Reading chunks = readAll(sample("warcio/example-wrong-chunks.warc.gz"));
        QCOMPARE(chunks.records.size(), std::size_t(2));
        QCOMPARE(chunks.records[0].offset, qint64(0));
        QCOMPARE(chunks.records[1].offset, qint64(1130)); // the member that starts with "\r\n\r\nWARC/1.0"
        QVERIFY(chunks.records[0].payload.find("Example Domain") != std::string::npos);
        QCOMPARE(chunks.records[0].payload.size(), std::size_t(1270)); // spans two members
    }

    // pywb's iana.org capture: 25 responses say "Transfer-Encoding: chunked" over bodies that
    // are not chunked; every response payload must hash to its WARC-Payload-Digest.
    void ianaChunkedFallback()
    {
        REQUIRE_SAMPLES();
        const Reading r = readAll(sample("pywb/iana.warc.gz"));
        QCOMPARE(r.count(Type::Response), 48);
        QCOMPARE(r.count(Type::Revisit), 123);
        QVERIFY(r.problems.empty());
        int css = 0;
        for (const ArchiveRecord &rec : r.records) {
            if (rec.type != Type::Response)
                continue;
            QVERIFY2(rec.payloadProblem.isEmpty(), qPrintable(rec.payloadProblem));
            QCOMPARE(QStringLiteral("sha1:") + sha1Base32(rec.payload), rec.payloadDigest);
            if (rec.url.endsWith(QLatin1String("screen.css"))) {
                ++css;
                QVERIFY(rec.payload.rfind("/* IANA Style Sheet", 0) == 0);
            }
        }
        QVERIFY(css > 0);
        const ArchiveRecord *home = r.byUrl(QStringLiteral("http://www.iana.org/"));
        QVERIFY(home);
        QVERIFY(home->payload.rfind("<!doctype html>", 0) == 0);
        QCOMPARE(home->mediaType, QStringLiteral("text/html; charset=UTF-8"));
        const ArchiveRecord *revisit = r.first(Type::Revisit);
        QVERIFY(revisit && !revisit->payloadDigest.isEmpty() && revisit->captureMs > 0);
    }

    void ianaOrgChunked()
    {
        REQUIRE_SAMPLES();
        const Reading r = readAll(sample("warcio/example-iana.org-chunked.warc"));
        const ArchiveRecord *response = r.first(Type::Response);
        QVERIFY(response);
        QCOMPARE(response->payload.size(), std::size_t(0x1c37)); // one chunk of 001c37 bytes
        QVERIFY(response->payload.rfind("<!doctype html>", 0) == 0);
        QVERIFY(response->payload.find("\r\n0\r\n") == std::string::npos);
        QVERIFY(response->payloadProblem.isEmpty());
    }

    void gzipExtraField()
    {
        REQUIRE_SAMPLES();
        const Reading r = readAll(sample("jwarc/gzip_extra_sl.warc.gz"));
        QVERIFY(r.problems.empty());
        QCOMPARE(r.count(Type::Warcinfo), 1);
    }

    void arcV1()
    {
        REQUIRE_SAMPLES();
        for (const char *name : {"warcio/example.arc", "warcio/example.arc.gz"}) {
            const Reading r = readAll(sample(name));
            QVERIFY(r.problems.empty());
            QCOMPARE(r.records.size(), std::size_t(2));
            QCOMPARE(r.records[0].type, Type::Warcinfo);
            QCOMPARE(r.records[0].url, QStringLiteral("filedesc://live-web-example.arc.gz"));
            const ArchiveRecord &page = r.records[1];
            QCOMPARE(page.type, Type::Response);
            QCOMPARE(page.url, QStringLiteral("http://example.com/"));
            QCOMPARE(page.httpStatus, 200);
            QCOMPARE(page.mediaType, QStringLiteral("text/html"));
            QCOMPARE(page.captureMs, utcMs(2014, 2, 16, 5, 2, 21));
            QCOMPARE(page.payload.size(), std::size_t(1270));
            QVERIFY(page.payload.find("Example Domain") != std::string::npos);
        }
        const Reading heritrix =
            readAll(sample("webarchive-commons/IAH-20080430204825-00000-blackbook-truncated.arc"));
        const ArchiveRecord *dns = heritrix.first(Type::Other);
        QVERIFY(dns);
        QCOMPARE(dns->url, QStringLiteral("dns:www.archive.org"));
        QVERIFY(dns->payload.empty());
        const ArchiveRecord *jpeg = heritrix.byUrl(QStringLiteral("http://www.archive.org/images/logoc.jpg"));
        QVERIFY(jpeg);
        QCOMPARE(jpeg->mediaType, QStringLiteral("image/jpeg"));
        QVERIFY(jpeg->payload.rfind("\xff\xd8", 0) == 0);
        const ArchiveRecord *rss =
            heritrix.byUrl(QStringLiteral("http://www.archive.org/services/collection-rss.php"));
        QVERIFY(rss && rss->payload.find("</rss>") != std::string::npos);
    }

    void badArc()
    {
        REQUIRE_SAMPLES();
        const Reading r = readAll(sample("warcio/bad.arc"));
        QVERIFY(r.reachedEnd);
        QCOMPARE(r.problems.size(), std::size_t(3));
        QVERIFY(r.problems[0].status.message().contains(QLatin1String("\"-1\"")));
        QVERIFY(r.problems[0].status.message().contains(QLatin1String("offset 0")));
        QCOMPARE(r.problems[1].offset, qint64(134));
        QVERIFY(r.problems[2].status.message().contains(QLatin1String("\"abc\"")));
        QVERIFY(r.problems[2].status.message().contains(QLatin1String("offset 262")));
        // The one well-formed record between them.
        QCOMPARE(r.records.size(), std::size_t(1));
        QCOMPARE(r.records[0].offset, qint64(202));
        QCOMPARE(r.records[0].captureMs, utcMs(2014, 1, 2, 0, 0, 0));
        QCOMPARE(r.records[0].payload, std::string("\n"));
        QCOMPARE(r.sequence, (std::vector<bool>{false, false, true, false}));
    }

    void arcSpaceInUrlTruncated()
    {
        REQUIRE_SAMPLES();
        const Reading r = readAll(sample("warcio/example-space-in-url.arc"));
        const ArchiveRecord *page = r.first(Type::Response);
        QVERIFY(page);
        QCOMPARE(page->url,
                 QStringLiteral("http://example.com/index.cfm?FuseAction=Email&EmailTitle=Examples From The "
                                "Live Web&IsPopUp=False"));
        QVERIFY(page->payloadTruncated);
        QVERIFY(!page->payloadProblem.isEmpty());
        QVERIFY(page->payload.find("Example Domain") != std::string::npos); // what is there is kept
        QCOMPARE(r.problems.size(), std::size_t(1));
        QCOMPARE(r.problems[0].offset, page->offset);
        QVERIFY(r.problems[0].status.message().contains(QLatin1String("truncated")));
        QVERIFY(r.problems[0].status.message().contains(QLatin1String("1591")));
    }

    // The response's Content-Length is 2 bytes short (its gzip body lacks its last bytes, which
    // follow the block as two bytes before the CRLF CRLF).
    void warcTruncatedGzipBody()
    {
        REQUIRE_SAMPLES();
        const Reading r = readAll(sample("warcio/example-trunc.warc"));
        const ArchiveRecord *response = r.first(Type::Response);
        QVERIFY(response);
        QCOMPARE(response->payload.size(), std::size_t(1270));
        QVERIFY(response->payloadProblem.contains(QLatin1String("gzip")));
        QCOMPARE(r.problems.size(), std::size_t(1));
        QCOMPARE(r.problems[0].offset, qint64(2560));
        QVERIFY(r.problems[0].status.message().contains(QLatin1String("offset 2560")));
        QCOMPARE(r.records.back().type, Type::Request); // the record after the damage
    }

    void tortureFields()
    {
        REQUIRE_SAMPLES();
        const Reading r = readAll(sample("warcio/standard-torture-validate-field.warc"));
        QCOMPARE(r.records.size(), std::size_t(3));
        QCOMPARE(r.records[0].url, QStringLiteral("http://example.com/")); // first of four, brackets off
        QCOMPARE(r.records[0].type, Type::Other);                          // "does-not-exist"
        QCOMPARE(r.records[0].captureMs, utcMs(2017, 3, 6, 4, 3, 53));
        QCOMPARE(r.records[2].type, Type::Request);  // WARC/1.1, bare LF line ends
        QCOMPARE(r.problems.size(), std::size_t(1)); // "WARC/invalid" at the end
        QCOMPARE(r.sequence.back(), false);

        const Reading all = readAll(sample("warcio/standard-torture-validate-record.warc"));
        QCOMPARE(all.records.size(), std::size_t(17));
        QVERIFY(all.problems.empty());
    }

    void wgetAngleBrackets()
    {
        REQUIRE_SAMPLES();
        const Reading r = readAll(sample("warcio/example-wget-bad-target-uri.warc.gz"));
        const ArchiveRecord *response = r.first(Type::Response);
        QVERIFY(response);
        QCOMPARE(response->url, QStringLiteral("http://example.com/"));
        QVERIFY(response->payload.find("Example Domain") != std::string::npos);
        for (const ArchiveRecord &rec : r.records)
            QVERIFY2(!rec.url.contains(QLatin1Char('<')), qPrintable(rec.url));
        const Reading urls = readAll(sample("webarchive-commons/IAH-urls-wget.warc.gz"));
        const ArchiveRecord *redirect =
            urls.byUrl(QStringLiteral("http://www.archive.org/robots.txt"), Type::Response);
        QVERIFY(redirect);
        QCOMPARE(redirect->httpStatus, 302);
        QCOMPARE(redirect->location, QStringLiteral("http://archive.org/robots.txt"));
    }

    void missingStatusText()
    {
        REQUIRE_SAMPLES();
        const Reading r = readAll(sample("pywb/missing-status-text.warc"));
        QCOMPARE(r.records.size(), std::size_t(1));
        QCOMPARE(r.records[0].httpStatus, 302);
        QCOMPARE(r.records[0].location, QStringLiteral("http://www.iana.org/badst"));
        QCOMPARE(r.records[0].url, QStringLiteral("http://iana.org/bads"));
        QVERIFY(r.problems.empty());
    }

    void urlAgnosticRevisit()
    {
        REQUIRE_SAMPLES();
        const Reading r = readAll(sample("pywb/example-url-agnostic-revisit.warc.gz"));
        const ArchiveRecord *revisit = r.first(Type::Revisit);
        QVERIFY(revisit);
        QCOMPARE(revisit->url, QStringLiteral("http://test@example.com/"));
        QCOMPARE(revisit->refersTo, QStringLiteral("<urn:uuid:c0b8a812-1a11-4cd1-9189-58bc8eb6457f>"));
        QCOMPARE(revisit->refersToUrl, QStringLiteral("http://example.iana.org/"));
        QCOMPARE(revisit->refersToDateMs, utcMs(2013, 7, 2, 19, 54, 2));
        QCOMPARE(revisit->payloadDigest, QStringLiteral("sha1:B2LTWWPUOYAH7UIPQ7ZUPQ4VMBSVC36A"));
        QVERIFY(revisit->payloadTruncated); // WARC-Truncated: length
        QCOMPARE(revisit->httpStatus, 200);

        const Reading orig = readAll(sample("pywb/example-url-agnostic-orig.warc.gz"));
        const ArchiveRecord *response = orig.first(Type::Response);
        QVERIFY(response);
        QCOMPARE(response->recordId, revisit->refersTo);
        QCOMPARE(response->payloadDigest, revisit->payloadDigest);
    }

    void extraBlankLinesAndBadHttp()
    {
        REQUIRE_SAMPLES();
        const Reading r = readAll(sample("pywb/example-extra.warc"));
        QCOMPARE(r.records.size(), std::size_t(6));
        QCOMPARE(r.records[0].httpStatus, 200);
        QVERIFY(r.records[0].payload.find("Example Domain") != std::string::npos);
        // "HTTPX/1.1 200 OK": not an HTTP response.
        QCOMPARE(r.records[3].type, Type::Response);
        QCOMPARE(r.records[3].httpStatus, 0);
        QVERIFY(!r.records[3].payloadProblem.isEmpty());
    }

    void resources()
    {
        REQUIRE_SAMPLES();
        const Reading png = readAll(sample("warcio/example-space-in-target-uri.warc.gz"));
        const ArchiveRecord *image = png.first(Type::Resource);
        QVERIFY(image);
        QCOMPARE(image->url, QStringLiteral("file:///example with spaces.png"));
        QCOMPARE(image->mediaType, QStringLiteral("image/png"));
        QCOMPARE(image->payload.size(), std::size_t(70));
        QVERIFY(image->payload.rfind("\x89PNG", 0) == 0);
        const Reading html = readAll(sample("warcio/example-resource.warc.gz"));
        const ArchiveRecord *page = html.first(Type::Resource);
        QVERIFY(page);
        QCOMPARE(page->mediaType, QStringLiteral("text/html; charset=utf-8"));
        QCOMPARE(page->httpStatus, 0);
        QCOMPARE(page->payload.size(), std::size_t(1303));
        QCOMPARE(QStringLiteral("sha1:") + sha1Base32(page->payload), page->payloadDigest);
    }

    // --- archives written here ---------------------------------------------------------------

    void warc11AndDates_data()
    {
        QTest::addColumn<QString>("date");
        QTest::addColumn<qint64>("ms");
        QTest::addRow("seconds") << QStringLiteral("2014-01-27T17:10:46Z") << utcMs(2014, 1, 27, 17, 10, 46);
        QTest::addRow("fraction") << QStringLiteral("2014-01-27T17:10:46.123456Z")
                                  << utcMs(2014, 1, 27, 17, 10, 46, 123);
        QTest::addRow("minutes") << QStringLiteral("2014-01-27T17:10Z") << utcMs(2014, 1, 27, 17, 10, 0);
        QTest::addRow("day") << QStringLiteral("2014-01-27") << utcMs(2014, 1, 27, 0, 0, 0);
        QTest::addRow("zone") << QStringLiteral("2014-01-27T18:10:46+01:00")
                              << utcMs(2014, 1, 27, 17, 10, 46);
        QTest::addRow("leap day") << QStringLiteral("2016-02-29T00:00:00Z") << utcMs(2016, 2, 29, 0, 0, 0);
        QTest::addRow("garbage") << QStringLiteral("not-a-date") << qint64(0);
        QTest::addRow("bad month") << QStringLiteral("2014-13-27T17:10:46Z") << qint64(0);
        QTest::addRow("empty") << QString() << qint64(0);
    }

    void warc11AndDates()
    {
        QFETCH(QString, date);
        QFETCH(qint64, ms);
        WarcSpec s;
        s.version = "WARC/1.1";
        s.date = date.toStdString();
        s.block = httpResponse("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n", "hello");
        const QString path = temp("warc11.warc");
        writeBytes(path, warcRecord(s));
        const Reading r = readAll(path);
        QCOMPARE(r.records.size(), std::size_t(1));
        QVERIFY(r.problems.empty());
        QCOMPARE(r.records[0].captureMs, ms);
        QCOMPARE(r.records[0].payload, std::string("hello"));
    }

    // Dates are checked against the calendar: a day that does not exist (29 February of a common
    // year, 31 April, month 13, hour 24) gives captureMs 0, in WARC-Date and ARC dates alike.
    void calendarDates_data()
    {
        QTest::addColumn<bool>("arc");
        QTest::addColumn<QString>("date");
        QTest::addColumn<qint64>("ms");
        const qint64 invalid = 0;
        // WARC-Date (ISO 8601).
        QTest::addRow("warc leap 2024")
            << false << QStringLiteral("2024-02-29T12:00:00Z") << utcMs(2024, 2, 29, 12, 0, 0);
        QTest::addRow("warc leap 2000")
            << false << QStringLiteral("2000-02-29T00:00:00Z") << utcMs(2000, 2, 29, 0, 0, 0);
        QTest::addRow("warc day only 2024-02-29")
            << false << QStringLiteral("2024-02-29") << utcMs(2024, 2, 29, 0, 0, 0);
        QTest::addRow("warc 2023-02-28")
            << false << QStringLiteral("2023-02-28T23:59:59Z") << utcMs(2023, 2, 28, 23, 59, 59);
        QTest::addRow("warc zone into a leap day")
            << false << QStringLiteral("2024-02-29T00:30:00+01:00") << utcMs(2024, 2, 28, 23, 30, 0);
        QTest::addRow("warc leap second")
            << false << QStringLiteral("2016-12-31T23:59:60Z") << utcMs(2017, 1, 1, 0, 0, 0);
        QTest::addRow("warc 2023-02-29") << false << QStringLiteral("2023-02-29T00:00:00Z") << invalid;
        QTest::addRow("warc 1900-02-29") << false << QStringLiteral("1900-02-29T00:00:00Z") << invalid;
        QTest::addRow("warc day only 2100-02-29") << false << QStringLiteral("2100-02-29") << invalid;
        QTest::addRow("warc 2023-04-31") << false << QStringLiteral("2023-04-31T00:00:00Z") << invalid;
        QTest::addRow("warc month 13") << false << QStringLiteral("2023-13-01T00:00:00Z") << invalid;
        QTest::addRow("warc month 0") << false << QStringLiteral("2023-00-10T00:00:00Z") << invalid;
        QTest::addRow("warc day 0") << false << QStringLiteral("2023-01-00T00:00:00Z") << invalid;
        QTest::addRow("warc hour 24") << false << QStringLiteral("2023-05-10T24:00:00Z") << invalid;
        QTest::addRow("warc minute 60") << false << QStringLiteral("2023-05-10T23:60:00Z") << invalid;
        QTest::addRow("warc second 61") << false << QStringLiteral("2023-05-10T23:59:61Z") << invalid;
        QTest::addRow("warc year 1899") << false << QStringLiteral("1899-12-31T00:00:00Z") << invalid;
        // ARC dates (YYYYMMDDhhmmss, shorter forms padded with zeros).
        QTest::addRow("arc leap 2024")
            << true << QStringLiteral("20240229120000") << utcMs(2024, 2, 29, 12, 0, 0);
        QTest::addRow("arc leap 2000")
            << true << QStringLiteral("20000229000000") << utcMs(2000, 2, 29, 0, 0, 0);
        QTest::addRow("arc day only 20240229")
            << true << QStringLiteral("20240229") << utcMs(2024, 2, 29, 0, 0, 0);
        QTest::addRow("arc 2023-02-29") << true << QStringLiteral("20230229000000") << invalid;
        QTest::addRow("arc 1900-02-29") << true << QStringLiteral("19000229000000") << invalid;
        QTest::addRow("arc 2023-04-31") << true << QStringLiteral("20230431000000") << invalid;
        QTest::addRow("arc month 13") << true << QStringLiteral("20231301000000") << invalid;
        QTest::addRow("arc hour 24") << true << QStringLiteral("20230510240000") << invalid;
        QTest::addRow("arc minute 60") << true << QStringLiteral("20230510236000") << invalid;
    }

    void calendarDates()
    {
        QFETCH(bool, arc);
        QFETCH(QString, date);
        QFETCH(qint64, ms);
        std::string file;
        if (arc) {
            file = "http://a.example/ 10.0.0.1 " + date.toStdString() + " text/plain 5\nhello\n";
        } else {
            WarcSpec s;
            s.uri = "http://a.example/";
            s.date = date.toStdString();
            s.block = httpResponse("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n", "hello");
            file = warcRecord(s);
        }
        const QString path = temp(arc ? "dates.arc" : "dates.warc");
        writeBytes(path, file);
        const Reading r = readAll(path);
        QVERIFY2(r.problems.empty(), qPrintable(r.problemText()));
        QCOMPARE(r.records.size(), std::size_t(1));
        QCOMPARE(r.records[0].url, QStringLiteral("http://a.example/"));
        QCOMPARE(r.records[0].payload, std::string("hello"));
        QCOMPARE(r.records[0].captureMs, ms);
    }

    void arcV2_data()
    {
        QTest::addColumn<bool>("gzip");
        QTest::addRow("plain") << false;
        QTest::addRow("gzip per record") << true;
    }

    void arcV2()
    {
        QFETCH(bool, gzip);
        const std::string version = "2 0 Test\nURL IP-address Archive-date Content-type Result-code Checksum "
                                    "Location Offset Filename Archive-length\n";
        std::vector<std::string> records;
        records.push_back("filedesc://test.arc 0.0.0.0 20200102030405 text/plain 200 - - 0 test.arc " +
                          std::to_string(version.size()) + "\n" + version + "\n");
        const std::string page1 = "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n" + htmlPage(1);
        records.push_back("http://a.example/one 10.0.0.1 20200102030406 text/html 200 ABCDEF - 0 test.arc " +
                          std::to_string(page1.size()) + "\n" + page1 + "\n");
        const std::string page2 = "HTTP/1.1 301 Moved\r\nLocation: http://a.example/three\r\n\r\n";
        records.push_back("http://a.example/two with space 10.0.0.1 201412310000000000 text/html 301 - "
                          "http://a.example/three 0 test.arc " +
                          std::to_string(page2.size()) + "\n" + page2 + "\n");
        const std::string page3 = "plain text without HTTP head";
        records.push_back("http://a.example/four 10.0.0.1 20200102030407 text/plain 404 - - 0 test.arc " +
                          std::to_string(page3.size()) + "\n" + page3 + "\n");
        std::string file;
        for (const std::string &rec : records)
            file += gzip ? gzipMember(rec) : rec;
        const QString path = temp(gzip ? "v2.arc.gz" : "v2.arc");
        writeBytes(path, file);
        const Reading r = readAll(path);
        QVERIFY2(r.problems.empty(), qPrintable(r.problemText()));
        QCOMPARE(r.records.size(), std::size_t(4));
        QCOMPARE(r.records[0].type, Type::Warcinfo);
        QCOMPARE(r.records[1].url, QStringLiteral("http://a.example/one"));
        QCOMPARE(r.records[1].captureMs, utcMs(2020, 1, 2, 3, 4, 6));
        QCOMPARE(r.records[1].httpStatus, 200);
        QCOMPARE(r.records[1].payload, htmlPage(1));
        QCOMPARE(r.records[2].url, QStringLiteral("http://a.example/two with space"));
        QCOMPARE(r.records[2].captureMs, utcMs(2014, 12, 31, 0, 0, 0)); // 18 digits cut to 14
        QCOMPARE(r.records[2].httpStatus, 301);
        QCOMPARE(r.records[2].location, QStringLiteral("http://a.example/three"));
        QCOMPARE(r.records[3].httpStatus, 404); // from the v2 result code
        QCOMPARE(r.records[3].mediaType, QStringLiteral("text/plain"));
        QCOMPARE(r.records[3].payload, page3);
        for (const ArchiveRecord &rec : r.records)
            checkReadBack(path, rec);
    }

    void arcGarbage()
    {
        const std::string page = "HTTP/1.0 200 OK\r\nContent-Type: text/html\r\n\r\n" + htmlPage(1);
        auto record = [&](const std::string &url) {
            return url + " 10.0.0.1 20200102030405 text/html " + std::to_string(page.size()) + "\n" + page +
                   "\n";
        };
        const std::string a = record("http://arc.example/a");
        const std::string junk = "this line is no header\nnor this one 1 2 3\n";
        const std::string b = record("http://arc.example/b");
        const std::string padding(300, '\0');
        const std::string c = record("http://arc.example/c");
        const QString path = temp("garbage.arc");
        writeBytes(path, a + junk + b + padding + c);
        const Reading r = readAll(path);
        QCOMPARE(r.records.size(), std::size_t(3));
        QCOMPARE(r.records[2].url, QStringLiteral("http://arc.example/c"));
        QCOMPARE(r.records[2].offset, qint64(a.size() + junk.size() + b.size() + padding.size()));
        QCOMPARE(r.records[2].payload, htmlPage(1));
        QCOMPARE(r.problems.size(), std::size_t(2));
        QCOMPARE(r.problems[0].offset, qint64(a.size()));
        for (const ArchiveRecord &rec : r.records)
            checkReadBack(path, rec);
    }

    // A record whose Content-Length runs past the end of the file: returned, cut, then reported.
    void truncatedRecord_data()
    {
        QTest::addColumn<bool>("gzip");
        QTest::addRow("plain") << false;
        QTest::addRow("gzip") << true;
    }

    void truncatedRecord()
    {
        QFETCH(bool, gzip);
        const std::string first = responseRecord(1, "http://t.example/1");
        WarcSpec s;
        s.uri = "http://t.example/2";
        s.block = httpResponse("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n", htmlPage(2, 500));
        s.lengthText = "100000";
        const std::string second = warcRecord(s);
        const QString path = temp(gzip ? "trunc.warc.gz" : "trunc.warc");
        writeBytes(path, gzip ? gzipMember(first) + gzipMember(second) : first + second);
        const Reading r = readAll(path);
        QVERIFY(r.reachedEnd);
        QCOMPARE(r.records.size(), std::size_t(2));
        const ArchiveRecord &cut = r.records[1];
        QCOMPARE(cut.url, QStringLiteral("http://t.example/2"));
        QVERIFY(cut.payloadTruncated);
        QVERIFY(!cut.payloadProblem.isEmpty());
        QVERIFY(cut.payload.rfind("<html>", 0) == 0);
        QCOMPARE(r.problems.size(), std::size_t(1));
        QCOMPARE(r.problems[0].status.code(), Status::Code::Corrupt);
        QVERIFY(r.problems[0].status.message().contains(QLatin1String("truncated")));
        QCOMPARE(r.problems[0].offset, gzip ? qint64(gzipMember(first).size()) : qint64(first.size()));
        QCOMPARE(r.sequence, (std::vector<bool>{true, true, false}));
    }

    void garbageBetweenRecords()
    {
        const std::string a = responseRecord(1, "http://g.example/1");
        const std::string junk = "some garbage\x01\x02 here\nand a line with WARC/1.0 inside\n\n";
        const std::string b = responseRecord(2, "http://g.example/2");
        const std::string nul(512, '\0');
        const std::string c = responseRecord(3, "http://g.example/3");
        const QString path = temp("garbage.warc");
        writeBytes(path, a + junk + b + nul + c);
        const Reading r = readAll(path);
        QCOMPARE(r.records.size(), std::size_t(3));
        QCOMPARE(r.records[1].offset, qint64(a.size() + junk.size()));
        QCOMPARE(r.records[2].payload, htmlPage(3));
        QCOMPARE(r.problems.size(), std::size_t(2));
        QCOMPARE(r.problems[0].offset, qint64(a.size()));
        QVERIFY(r.problems[0].status.message().contains(QStringLiteral("offset %1").arg(a.size())));
        QCOMPARE(r.problems[1].offset, qint64(a.size() + junk.size() + b.size()));
        QCOMPARE(r.sequence, (std::vector<bool>{true, false, true, false, true}));
    }

    void badLengths()
    {
        std::string file = responseRecord(1, "http://l.example/1");
        for (const char *bad : {"-1", "abc", " "}) {
            WarcSpec s;
            s.uri = "http://l.example/bad";
            s.block = httpResponse("HTTP/1.1 200 OK\r\n", "body");
            s.lengthText = bad;
            file += warcRecord(s);
        }
        file += responseRecord(2, "http://l.example/2");
        const QString path = temp("lengths.warc");
        writeBytes(path, file);
        const Reading r = readAll(path);
        QCOMPARE(r.records.size(), std::size_t(2));
        QCOMPARE(r.records[1].url, QStringLiteral("http://l.example/2"));
        QCOMPARE(r.problems.size(), std::size_t(3));
        QVERIFY(r.problems[0].status.message().contains(QLatin1String("\"-1\"")));
        QVERIFY(r.problems[1].status.message().contains(QLatin1String("\"abc\"")));
    }

    void damagedGzip()
    {
        const std::string a = gzipMember(responseRecord(1, "http://z.example/1", 5000));
        std::string b = gzipMember(responseRecord(2, "http://z.example/2", 5000));
        const std::string c = gzipMember(responseRecord(3, "http://z.example/3", 5000));
        for (std::size_t i = b.size() / 3; i < b.size() / 3 + 40; ++i)
            b[i] = char(b[i] ^ 0x5a);
        const QString path = temp("damaged.warc.gz");
        writeBytes(path, a + b + c + std::string("\0\0\0\0trailing junk", 17));
        const Reading r = readAll(path);
        QVERIFY(r.reachedEnd);
        const ArchiveRecord *first = r.byUrl(QStringLiteral("http://z.example/1"));
        const ArchiveRecord *third = r.byUrl(QStringLiteral("http://z.example/3"));
        QVERIFY(first && third);
        QCOMPARE(third->offset, qint64(a.size() + b.size()));
        QCOMPARE(third->payload, htmlPage(3, 5000));
        QVERIFY(r.problems.size() >= 2); // the damaged member, the junk at the end
        QVERIFY2(r.problems[0].status.message().contains(QLatin1String("gzip")), qPrintable(r.problemText()));
        QCOMPARE(r.problems[0].offset, qint64(a.size()));
        QVERIFY(r.problems.back().status.message().contains(QLatin1String("non-gzip")));
        checkReadBack(path, *third);

        // Non-gzip bytes between members.
        const QString path2 = temp("between.warc.gz");
        writeBytes(path2, a + "JUNK" + c);
        const Reading r2 = readAll(path2);
        QCOMPARE(r2.records.size(), std::size_t(2));
        QCOMPARE(r2.records[1].offset, qint64(a.size() + 4));
        QCOMPARE(r2.problems.size(), std::size_t(1));
        QVERIFY(r2.problems[0].status.message().contains(QStringLiteral("offset %1").arg(a.size())));
    }

    void oversizedPayload()
    {
        ArchiveReaderParams params;
        params.maxPayloadBytes = 64 * 1024;
        const std::string big = htmlPage(1, 1024 * 1024);
        WarcSpec plain;
        plain.uri = "http://big.example/plain";
        plain.block = httpResponse("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n", big);
        WarcSpec gz;
        gz.uri = "http://big.example/gzip";
        gz.block = httpResponse("HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\n", gzipMember(big));
        WarcSpec resource;
        resource.type = "resource";
        resource.contentType = "text/plain";
        resource.uri = "http://big.example/resource";
        resource.block = big;
        const std::string file = warcRecord(plain) + warcRecord(gz) + warcRecord(resource) +
                                 responseRecord(2, "http://big.example/after");
        for (bool gzip : {false, true}) {
            const QString path = temp(gzip ? "big.warc.gz" : "big.warc");
            writeBytes(path, gzip ? gzipMember(file, 1) : file);
            const Reading r = readAll(path, params);
            QVERIFY(r.problems.empty());
            QCOMPARE(r.records.size(), std::size_t(4));
            for (int i = 0; i < 3; ++i) {
                QCOMPARE(r.records[i].payload.size(), std::size_t(64 * 1024));
                QVERIFY(r.records[i].payloadTruncated);
                QVERIFY(r.records[i].payload == big.substr(0, 64 * 1024));
            }
            QCOMPARE(r.records[3].url, QStringLiteral("http://big.example/after"));
            QVERIFY(!r.records[3].payloadTruncated);
            QCOMPARE(r.records[3].payload, htmlPage(2));
        }
    }

    // Memory does not grow with the size of the archive: 48 MB of records, payloads capped.
    void memoryBounded()
    {
        const QString path = temp("stream.warc.gz");
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            const std::string body = htmlPage(7, 2 * 1024 * 1024);
            for (int i = 0; i < 24; ++i) {
                WarcSpec s;
                s.uri = "http://m.example/" + std::to_string(i);
                s.block = httpResponse("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n", body);
                const std::string member = gzipMember(warcRecord(s), 1);
                f.write(member.data(), qint64(member.size()));
            }
        }
        ArchiveReaderParams params;
        params.maxPayloadBytes = 256 * 1024;
        auto reader = ArchiveReader::open(path, params);
        QVERIFY(reader.isOk());
        const double before = residentMb();
        double peak = before;
        ArchiveRecord record;
        ArchiveProblem problem;
        int records = 0;
        while ((*reader)->next(record, problem) == Next::Record) {
            ++records;
            QCOMPARE(record.payload.size(), std::size_t(256 * 1024));
            peak = std::max(peak, residentMb());
        }
        QCOMPARE(records, 24);
        qInfo("48 MB of records read with %.1f MB more resident memory", peak - before);
        QVERIFY2(peak - before < 24,
                 qPrintable(QStringLiteral("resident memory grew by %1 MB").arg(peak - before)));
    }

    void httpDecodings_data()
    {
        QTest::addColumn<QByteArray>("head");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QByteArray>("payload");
        QTest::addColumn<bool>("problem");
        const std::string text = "Hello, archived world. " + htmlPage(3, 3000);
        const QByteArray t = QByteArray::fromStdString(text);
        auto chunks = [](const std::string &s) {
            std::string out;
            for (std::size_t i = 0; i < s.size(); i += 1000) {
                const std::string part = s.substr(i, 1000);
                char size[16];
                std::snprintf(size, sizeof size, "%zx", part.size());
                out += std::string(size) + "\r\n" + part + "\r\n";
            }
            return out + "0\r\n\r\n";
        };
        auto qb = [](const std::string &s) {
            return QByteArray::fromStdString(s);
        };
        const QByteArray ok = "HTTP/1.1 200 OK\r\n";
        QTest::addRow("identity") << ok << t << t << false;
        QTest::addRow("chunked") << ok + "Transfer-Encoding: chunked\r\n" << qb(chunks(text)) << t << false;
        QTest::addRow("chunked ext, LF")
            << ok + "Transfer-Encoding: chunked\r\n"
            << QByteArray("5;x=y\nhello\n6\n world\n0\n\n") << QByteArray("hello world") << false;
        QTest::addRow("chunked, not chunked") << ok + "Transfer-Encoding: chunked\r\n" << t << t << false;
        QTest::addRow("chunked, hex-looking text")
            << ok + "Transfer-Encoding: chunked\r\n"
            << QByteArray("cafe babe\r\nface") << QByteArray("cafe babe\r\nface") << false;
        QTest::addRow("chunked, broken later")
            << ok + "Transfer-Encoding: chunked\r\n"
            << QByteArray("5\r\nhello\r\nzz\r\nmore") << QByteArray("5\r\nhello\r\nzz\r\nmore") << true;
        QTest::addRow("chunked, cut") << ok + "Transfer-Encoding: chunked\r\n"
                                      << QByteArray("b\r\nhello wo") << QByteArray("hello wo") << false;
        QTest::addRow("gzip") << ok + "Content-Encoding: gzip\r\n" << qb(gzipMember(text)) << t << false;
        QTest::addRow("x-gzip") << ok + "Content-Encoding: x-gzip\r\n" << qb(gzipMember(text)) << t << false;
        QTest::addRow("gzip, two members")
            << ok + "Content-Encoding: gzip\r\n"
            << qb(gzipMember("first ") + gzipMember("second")) << QByteArray("first second") << false;
        QTest::addRow("chunked gzip") << ok + "Transfer-Encoding: chunked\r\nContent-Encoding: gzip\r\n"
                                      << qb(chunks(gzipMember(text))) << t << false;
        QTest::addRow("deflate raw") << ok + "Content-Encoding: deflate\r\n"
                                     << qb(deflateBytes(text, -MAX_WBITS)) << t << false;
        QTest::addRow("deflate zlib") << ok + "Content-Encoding: deflate\r\n"
                                      << qb(deflateBytes(text, MAX_WBITS)) << t << false;
        QTest::addRow("gzip, not gzip") << ok + "Content-Encoding: gzip\r\n" << t << t << true;
        QTest::addRow("gzip, cut") << ok + "Content-Encoding: gzip\r\n"
                                   << qb(gzipMember(text).substr(0, gzipMember(text).size() / 2))
                                   << QByteArray() << true;
        const QByteArray brotli("\x1b\x03\x00"
                                "binary",
                                9);
        QTest::addRow("br") << ok + "Content-Encoding: br\r\n" << brotli << brotli << true;
        QTest::addRow("CR CR LF") << QByteArray("HTTP/1.1 200 OK\r\r\nContent-Type: text/plain\r\r\n\r")
                                  << QByteArray("x") << QByteArray("x") << false;
        QTest::addRow("bare LF") << QByteArray("HTTP/1.1 200 OK\nContent-Type: text/plain\n")
                                 << QByteArray("x") << QByteArray("x") << false;
    }

    void httpDecodings()
    {
        QFETCH(QByteArray, head);
        QFETCH(QByteArray, body);
        QFETCH(QByteArray, payload);
        QFETCH(bool, problem);
        WarcSpec s;
        const std::string h = head.toStdString();
        const std::string lineEnd = h.find("\r\n") != std::string::npos ? "\r\n" : "\n";
        s.block = h + lineEnd + body.toStdString();
        const QString path = temp("http.warc");
        writeBytes(path, warcRecord(s) + responseRecord(9, "http://next.example/"));
        const Reading r = readAll(path);
        QVERIFY(r.problems.empty());
        QCOMPARE(r.records.size(), std::size_t(2));
        const ArchiveRecord &rec = r.records[0];
        QCOMPARE(rec.httpStatus, 200);
        if (!payload.isEmpty() || !problem)
            QCOMPARE(QByteArray::fromStdString(rec.payload), payload);
        QVERIFY2(rec.payloadProblem.isEmpty() != problem, qPrintable(rec.payloadProblem));
        if (head.contains("text/plain"))
            QCOMPARE(rec.mediaType, QStringLiteral("text/plain"));
    }

    void httpHeadVariants()
    {
        WarcSpec folded;
        folded.uri = "<http://h.example/folded>";
        folded.block = httpResponse("HTTP/1.1 200 OK\r\nContent-Type: text/html;\r\n\tcharset=iso-8859-1\r\n",
                                    "<p>x</p>");
        WarcSpec redirect;
        redirect.uri = "http://h.example/moved";
        redirect.block = "HTTP/1.0 302 \r\nLocation: /elsewhere\r\nContent-Length: 0\r\n\r\n";
        WarcSpec headOnly;
        headOnly.uri = "http://h.example/head-only";
        headOnly.block = "HTTP/1.1 404 Not Found\r\nContent-Type: text/html"; // no blank line at all
        WarcSpec notHttp;
        notHttp.uri = "dns:h.example";
        notHttp.contentType = "text/dns";
        notHttp.block = "20200102030405\nh.example. 300 IN A 10.0.0.1\n";
        WarcSpec lowerCase;
        lowerCase.uri = "http://h.example/lower";
        lowerCase.block = httpResponse("http/1.1 200 OK\r\ncontent-type: text/plain\r\n", "y");
        lowerCase.extra = "warc-payload-digest: sha1:ABC\r\n";
        const QString path = temp("heads.warc");
        writeBytes(path, warcRecord(folded) + warcRecord(redirect) + warcRecord(headOnly) +
                             warcRecord(notHttp) + warcRecord(lowerCase));
        const Reading r = readAll(path);
        QVERIFY(r.problems.empty());
        QCOMPARE(r.records.size(), std::size_t(5));
        QCOMPARE(r.records[0].url, QStringLiteral("http://h.example/folded"));
        QCOMPARE(r.records[0].mediaType, QStringLiteral("text/html; charset=iso-8859-1"));
        QCOMPARE(r.records[1].httpStatus, 302);
        QCOMPARE(r.records[1].location, QStringLiteral("/elsewhere"));
        QVERIFY(r.records[1].payload.empty());
        QCOMPARE(r.records[2].httpStatus, 404);
        QVERIFY(r.records[2].payload.empty());
        QCOMPARE(r.records[3].httpStatus, 0);
        QCOMPARE(r.records[3].mediaType, QStringLiteral("text/dns"));
        QCOMPARE(r.records[4].httpStatus, 200);
        QCOMPARE(r.records[4].mediaType, QStringLiteral("text/plain"));
        QCOMPARE(r.records[4].payloadDigest, QStringLiteral("sha1:ABC"));
    }

    void readBackGenerated()
    {
        std::string plain;
        std::string perRecord;
        for (int i = 0; i < 20; ++i) {
            const std::string rec =
                responseRecord(i, "http://r.example/" + std::to_string(i), std::size_t(i) * 700);
            plain += rec + (i % 3 == 0 ? "\r\n\n" : "");
            perRecord += gzipMember(rec);
        }
        const QString plainPath = temp("back.warc");
        const QString memberPath = temp("back.warc.gz");
        const QString wholePath = temp("whole.warc.gz");
        writeBytes(plainPath, plain);
        writeBytes(memberPath, perRecord);
        writeBytes(wholePath, gzipMember(plain));
        for (const QString &path : {plainPath, memberPath, wholePath}) {
            const Reading r = readAll(path);
            QCOMPARE(r.records.size(), std::size_t(20));
            QVERIFY(r.problems.empty());
            for (const ArchiveRecord &rec : r.records)
                checkReadBack(path, rec);
        }
    }

    void openErrors()
    {
        QCOMPARE(ArchiveReader::open(temp("missing.warc")).status().code(), Status::Code::NotFound);
        QCOMPARE(ArchiveReader::open(m_dir.path()).status().code(), Status::Code::Unreadable);
        writeBytes(temp("empty.warc"), std::string());
        QCOMPARE(ArchiveReader::open(temp("empty.warc")).status().code(), Status::Code::NotText);
        writeBytes(temp("text.warc"), "just some text\nthat is not an archive\n");
        QCOMPARE(ArchiveReader::open(temp("text.warc")).status().code(), Status::Code::NotText);
        writeBytes(temp("text.warc.gz"), gzipMember("just some text\nthat is not an archive\n"));
        QCOMPARE(ArchiveReader::open(temp("text.warc.gz")).status().code(), Status::Code::NotText);
        // Recognised by content, not by name.
        writeBytes(temp("named-wrong.txt"), gzipMember(responseRecord(1, "http://n.example/")));
        auto ok = ArchiveReader::open(temp("named-wrong.txt"));
        QVERIFY(ok.isOk());
        QVERIFY((*ok)->gzipped());

        const QString path = temp("named-wrong.txt");
        QCOMPARE(ArchiveReader::openAt(path, -5).status().code(), Status::Code::InvalidArgument);
        QCOMPARE(ArchiveReader::openAt(path, 1 << 20).status().code(), Status::Code::InvalidArgument);
        QCOMPARE(ArchiveReader::openAt(path, 3).status().code(),
                 Status::Code::InvalidArgument); // not a member start
        QCOMPARE(ArchiveReader::openAt(path, ArchiveReader::InflatedOffsetFlag | (1 << 20)).status().code(),
                 Status::Code::InvalidArgument);
    }

    void throughput()
    {
        REQUIRE_SAMPLES();
        const std::string iana = readBytes(sample("pywb/iana.warc.gz"));
        QVERIFY(!iana.empty());
        const QString path = temp("iana-x12.warc.gz");
        std::string file;
        for (int i = 0; i < 12; ++i)
            file += iana;
        writeBytes(path, file);
        QElapsedTimer timer;
        timer.start();
        auto reader = ArchiveReader::open(path);
        QVERIFY(reader.isOk());
        ArchiveRecord record;
        ArchiveProblem problem;
        qint64 records = 0;
        while ((*reader)->next(record, problem) == Next::Record)
            ++records;
        const double seconds = std::max(1e-6, double(timer.nsecsElapsed()) / 1e9);
        QCOMPARE(records, qint64(343 * 12));
        const double inflated = 2338528.0 * 12;
        qInfo("reader throughput: %.0f MB/s inflated, %.0f MB/s of gzip file (%.3f s for %.1f MB)",
              inflated / seconds / 1e6, double(file.size()) / seconds / 1e6, seconds, inflated / 1e6);
    }

    // Random damage: flipped, cut, inserted, repeated and zeroed bytes. The reader must end, and
    // every reported offset must read back.
    void randomDamage()
    {
        REQUIRE_SAMPLES();
        const char *sources[] = {"warcio/example.warc",
                                 "warcio/example.warc.gz",
                                 "warcio/example.arc",
                                 "warcio/example.arc.gz",
                                 "warcio/bad.arc",
                                 "warcio/example-trunc.warc",
                                 "pywb/example-extra.warc",
                                 "warcio/example-bad-non-chunked.warc.gz",
                                 "warcio/standard-torture-validate-field.warc",
                                 "pywb/missing-status-text.warc",
                                 "webarchive-commons/IAH-urls-wget.warc.gz",
                                 "warcio/example-iana.org-chunked.warc"};
        std::mt19937 random(20240611);
        const QString path = temp("damaged.bin");
        int variants = 0, opened = 0, readBack = 0;
        for (const char *name : sources) {
            const std::string original = readBytes(sample(name));
            QVERIFY(!original.empty());
            for (int v = 0; v < 36; ++v) {
                std::string bytes = original;
                auto at = [&](std::size_t n) {
                    return std::size_t(random() % std::max<std::size_t>(n, 1));
                };
                switch (v % 6) {
                case 0: // flip a few bytes
                    for (int k = 0, n = 1 + int(random() % 8); k < n; ++k)
                        bytes[at(bytes.size())] ^= char(1 + random() % 255);
                    break;
                case 1: // cut
                    bytes.resize(at(bytes.size()));
                    break;
                case 2: { // insert random bytes
                    std::string junk(1 + at(200), '\0');
                    for (char &c : junk)
                        c = char(random());
                    bytes.insert(at(bytes.size()), junk);
                    break;
                }
                case 3: { // repeat a region
                    const std::size_t from = at(bytes.size()), len = at(bytes.size() - from);
                    bytes.insert(at(bytes.size()), bytes.substr(from, len));
                    break;
                }
                case 4: { // zero a region
                    const std::size_t from = at(bytes.size());
                    std::fill(bytes.begin() + long(from),
                              bytes.begin() +
                                  long(from + at(std::min<std::size_t>(bytes.size() - from, 600))),
                              '\0');
                    break;
                }
                default: // flip one byte and cut
                    bytes[at(bytes.size())] ^= char(0x80);
                    bytes.resize(bytes.size() - at(std::min<std::size_t>(bytes.size(), 64)));
                    break;
                }
                writeBytes(path, bytes);
                ++variants;
                const Reading r = readAll(path, {}, 20000, false);
                if (!r.opened)
                    continue;
                ++opened;
                QVERIFY2(
                    r.reachedEnd,
                    qPrintable(QStringLiteral("%1 variant %2 does not end").arg(QLatin1String(name)).arg(v)));
                QVERIFY(r.lastPosition <= r.fileSize);
                for (const ArchiveProblem &p : r.problems)
                    QVERIFY(!p.status.isOk() && !p.status.message().isEmpty());
                // A record of each variant reads back from its offset.
                if (!r.records.empty()) {
                    const ArchiveRecord &rec = r.records[std::size_t(v) % r.records.size()];
                    if (rec.offset >= 0) {
                        auto again = ArchiveReader::openAt(path, rec.offset);
                        QVERIFY2(again.isOk(), qPrintable(again.status().toString()));
                        ArchiveRecord back;
                        ArchiveProblem problem;
                        QCOMPARE((*again)->next(back, problem), Next::Record);
                        QCOMPARE(back.url, rec.url);
                        ++readBack;
                    }
                }
            }
        }
        QVERIFY(variants >= 400);
        QVERIFY(opened > variants / 2);
        qInfo("%d damaged variants, %d opened, %d read back", variants, opened, readBack);
    }
};

QTEST_GUILESS_MAIN(TestArchiveReader)
#include "tst_archivereader.moc"
