// The rules an import applies to each web-archive record (scan/CaptureRules.h), as tables: what
// a record is from itself, what the writer does with a capture that repeats an earlier one, and
// with bytes seen before in a document that may no longer hold them; and which capture of a URL
// a sweep keeps (decided by the index as it stores a capture, Documents::put), whatever the
// order in which the analysis threads hand them to the writer.
#include "scan/CaptureRules.h"
#include "store/IndexStore.h"

#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <numeric>

using namespace lookalike;

Q_DECLARE_METATYPE(lookalike::RecordRule::Kind)
Q_DECLARE_METATYPE(lookalike::RepeatAction)

class TestCaptureRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void records_data()
    {
        QTest::addColumn<int>("type"); // ArchiveRecord::Type
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("mediaType");
        QTest::addColumn<QString>("refersTo");
        QTest::addColumn<RecordRule::Kind>("kind");
        QTest::addColumn<QString>("error");
        QTest::addColumn<QString>("refersToUrl");
        const int response = int(ArchiveRecord::Type::Response), revisit = int(ArchiveRecord::Type::Revisit);
        const QString html = QStringLiteral("text/html; charset=utf-8");
        const QString self = QStringLiteral("http://a.test/p.html");
        QTest::newRow("a page") << response << 200 << html << QString() << RecordRule::Kind::Payload
                                << QString() << QString();
        QTest::newRow("not found: an answer without text")
            << response << 404 << html << QString() << RecordRule::Kind::Answer << QStringLiteral("HTTP 404")
            << QString();
        QTest::newRow("a redirect names its target")
            << response << 301 << html << QString() << RecordRule::Kind::Answer
            << QStringLiteral("HTTP 301 moved permanently -> /new.html") << QString();
        QTest::newRow("not modified: the capture it repeats, its own URL")
            << response << 304 << html << QString() << RecordRule::Kind::Repeat
            << QStringLiteral("HTTP 304 not modified") << self;
        QTest::newRow("a revisit of the same URL")
            << revisit << 200 << html << QString() << RecordRule::Kind::Repeat << QString() << self;
        QTest::newRow("a revisit naming another URL")
            << revisit << 200 << html << QStringLiteral("http://b.test/q.html") << RecordRule::Kind::Repeat
            << QString() << QStringLiteral("http://b.test/q.html");
        QTest::newRow("a revisit of an image") << revisit << 200 << QStringLiteral("image/png") << QString()
                                               << RecordRule::Kind::NotText << QString() << QString();
        QTest::newRow("a script") << response << 200 << QStringLiteral("application/javascript") << QString()
                                  << RecordRule::Kind::NotText << QString() << QString();
        QTest::newRow("a style sheet") << response << 200 << QStringLiteral("text/css") << QString()
                                       << RecordRule::Kind::NotText << QString() << QString();
    }
    void records()
    {
        QFETCH(int, type);
        QFETCH(int, status);
        QFETCH(QString, mediaType);
        QFETCH(QString, refersTo);
        ArchiveRecord r;
        r.type = ArchiveRecord::Type(type);
        r.url = QStringLiteral("http://a.test/p.html");
        r.httpStatus = status;
        r.mediaType = mediaType;
        r.captureMs = 1700000000000;
        r.refersToUrl = refersTo;
        if (status == 301)
            r.location = QStringLiteral("/new.html");
        const RecordRule rule = recordRule(r);
        QTEST(rule.kind, "kind");
        QFETCH(QString, error);
        if (error.isEmpty())
            QVERIFY(rule.error.isOk());
        else
            QVERIFY2(rule.error.message().startsWith(error) && rule.error.code() == Status::Code::HttpError,
                     qPrintable(rule.error.toString()));
        QTEST(rule.refersToUrl, "refersToUrl");
        if (rule.kind == RecordRule::Kind::Repeat)
            QCOMPARE(rule.refersToDateMs, r.captureMs); // none named: its own date
    }

    void repeats_data()
    {
        QTest::addColumn<bool>("found");
        QTest::addColumn<bool>("finalPass");
        QTest::addColumn<bool>("repeatsNotText");
        QTest::addColumn<bool>("isAnswer");
        QTest::addColumn<bool>("keptIsNewer");
        QTest::addColumn<RepeatAction>("action");
        QTest::newRow("the capture it repeats is there")
            << true << false << false << false << false << RepeatAction::StoreCopy;
        QTest::newRow("not yet stored (threads finish out of order): wait for the final pass")
            << false << false << false << false << false << RepeatAction::Wait;
        QTest::newRow("repeats a payload that was no text")
            << false << true << true << false << false << RepeatAction::NotText;
        QTest::newRow("a 304 whose capture is not in the index: an answer")
            << false << true << false << true << false << RepeatAction::StoreAnswer;
        QTest::newRow(
            "a revisit of a capture a later one of its URL replaced in this sweep: nothing to store")
            << false << true << false << false << true << RepeatAction::SkipOlder;
        QTest::newRow("its archive was never imported: said, import it first")
            << false << true << false << false << false << RepeatAction::Unresolved;
        QTest::newRow("found wins over everything")
            << true << true << true << true << true << RepeatAction::StoreCopy;
    }
    void repeats()
    {
        QFETCH(bool, found);
        QFETCH(bool, finalPass);
        QFETCH(bool, repeatsNotText);
        QFETCH(bool, isAnswer);
        QFETCH(bool, keptIsNewer);
        int asked = 0;
        const RepeatAction action =
            repeatAction(RepeatFacts{found, finalPass, repeatsNotText, isAnswer}, [&] {
                ++asked;
                return keptIsNewer;
            });
        QTEST(action, "action");
        // The index is asked about the kept row only when that decides.
        QCOMPARE(asked, action == RepeatAction::SkipOlder || action == RepeatAction::Unresolved ? 1 : 0);
    }

    // Bytes an analysis thread saw in an earlier document: a copy of whichever document holds
    // them now; none does any more (a later capture of its URL replaced them): analysed again.
    void bytesSeenBefore()
    {
        QCOMPARE(bytesAction(std::optional<qint64>(7)), BytesAction::CopyFromHolder);
        QCOMPARE(bytesAction(std::optional<qint64>()), BytesAction::AnalyseAgain);
        QCOMPARE(bytesAction(Status::error(Status::Code::Database, QStringLiteral("x"))),
                 BytesAction::Problem);
    }

    // Which capture of a URL a sweep keeps: the latest; of two in the same second, the one read
    // later (archives in the order given, records in file order). Each row's captures are
    // stored in every order (analysis threads finish out of order): the kept row is the same.
    // A capture is "MS@ARCHIVE:OFFSET=TEXT" (TEXT names its bytes).
    void whichCaptureKept_data()
    {
        QTest::addColumn<QString>("captures");
        QTest::addColumn<QString>("kept");
        QTest::newRow("the same URL in the same second, two archives: the later archive's")
            << QStringLiteral("2000@1:500=A 2000@2:100=B") << QStringLiteral("2000@2:100=B");
        QTest::newRow("the same URL in the same second, one archive: the later record's")
            << QStringLiteral("2000@1:300=A 2000@1:100=B") << QStringLiteral("2000@1:300=A");
        QTest::newRow("an earlier capture read after a later one: the later capture's")
            << QStringLiteral("2000@1:500=A 1000@2:900=B") << QStringLiteral("2000@1:500=A");
        QTest::newRow("a page that reverts within a sweep: its last text, at its last date")
            << QStringLiteral("1000@1:100=A 2000@1:200=B 3000@2:50=A") << QStringLiteral("3000@2:50=A");
        QTest::newRow("a page that changes back and forth in one second")
            << QStringLiteral("5000@1:100=A 5000@1:200=B 5000@1:300=A") << QStringLiteral("5000@1:300=A");
    }
    void whichCaptureKept()
    {
        QFETCH(QString, captures);
        QFETCH(QString, kept);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto opened = IndexStore::open(dir.filePath(QStringLiteral("index.sqlite")));
        QVERIFY(opened.isOk());
        IndexStore &store = **opened;
        auto scan = store.documents().beginScan({}, QStringLiteral("import"));
        QVERIFY(scan);
        struct Capture
        {
            qint64 ms = 0;
            int archive = 0;
            qint64 offset = 0;
            QChar text;
        };
        const auto parse = [](const QString &c) {
            const QStringList at = c.split(QLatin1Char('@'));
            const QStringList rest = at.value(1).split(QLatin1Char(':'));
            const QStringList tail = rest.value(1).split(QLatin1Char('='));
            return Capture{at.value(0).toLongLong(), rest.value(0).toInt(), tail.value(0).toLongLong(),
                           tail.value(1).at(0)};
        };
        std::vector<Capture> sequence;
        for (const QString &c : captures.split(QLatin1Char(' ')))
            sequence.push_back(parse(c));
        const Capture expected = parse(kept);
        std::vector<int> order(sequence.size());
        std::iota(order.begin(), order.end(), 0);
        const QString url = QStringLiteral("http://x.test/page.html");
        int round = 0;
        do {
            // Each order in a sweep of its own, with archives numbered in the order given.
            auto sweep = store.crawl().sweepFor(QStringLiteral("s%1").arg(++round), 0);
            QVERIFY(sweep);
            std::vector<qint64> archives;
            for (int a = 1; a <= 2; ++a) {
                auto id = store.crawl().beginArchive(QStringLiteral("/a/%1/%2.warc").arg(round).arg(a), 10, 0,
                                                     *sweep);
                QVERIFY(id);
                archives.push_back(*id);
            }
            for (int i : order) {
                const Capture &c = sequence[std::size_t(i)];
                DocumentRecord r;
                r.kind = DocumentKind::Capture;
                r.locator = url;
                r.sweep = *sweep;
                r.captureMs = r.mtimeMs = c.ms;
                r.archiveId = archives[std::size_t(c.archive - 1)];
                r.recordOffset = c.offset;
                r.rawFingerprint = Fingerprint128{quint64(c.text.unicode()), 1};
                QVERIFY(store.documents().put(r, nullptr, *scan).isOk());
            }
            auto row = store.documents().find(url, int(*sweep));
            QVERIFY(row && *row);
            std::optional<DocumentRecord> record; // as the index holds it
            QVERIFY(store.documents()
                        .forEachStored([&](const StoredRecord &d) {
                            if (d.id == (*row)->id)
                                record = d.record;
                            return Status::ok();
                        })
                        .isOk());
            QVERIFY(record);
            QStringList written;
            for (int i : order)
                written << QString::number(i);
            const QByteArray order_ = "written in the order " + written.join(QLatin1Char(',')).toUtf8();
            const char *where = order_.constData();
            QVERIFY2(record->rawFingerprint == (Fingerprint128{quint64(expected.text.unicode()), 1}), where);
            QVERIFY2(record->captureMs == expected.ms, where);
            QVERIFY2(record->recordOffset == expected.offset, where);
            QVERIFY2(record->archiveId == archives[std::size_t(expected.archive - 1)], where);
        } while (std::next_permutation(order.begin(), order.end()));
    }
};

QTEST_GUILESS_MAIN(TestCaptureRules)
#include "tst_capturerules.moc"
