// The rules an import applies to each web-archive record (scan/CaptureRules.h), as tables: what
// a record is from itself, what the writer does with a capture that repeats an earlier one, and
// with bytes seen before in a document that may no longer hold them.
#include "scan/CaptureRules.h"

#include <QTest>

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
};

QTEST_GUILESS_MAIN(TestCaptureRules)
#include "tst_capturerules.moc"
