// Mail (#27 item 1): a mailbox of 200 messages made from known text (reply chains quoting their
// parents, forwards, the same attachments sent again and again, quoted-printable and base64
// bodies in ISO-8859-1 and UTF-8) scanned by the CLI as a user runs it: every reply contains its
// parent, every repeated attachment is in one cluster, the inclusive messages are the ones no
// later message quotes, a message copied into a second mailbox is identical, rescans replace or
// keep a mailbox's messages; and the reader's decoding, in this process.
#include "RunCli.h"
#include "TestPaths.h"
#include "extract/HelperReaders.h"
#include "extract/MailText.h"
#include "extract/TextExtractor.h"
#include "store/Database.h"
#include "store/IndexStore.h"
#include "store/Settings.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace lookalike;

namespace {

// Words no other message shares by chance: syllables drawn by a seeded generator.
class Words
{
public:
    explicit Words(quint32 seed)
        : m_rng(seed)
    {}
    QString word()
    {
        static const char *const syllables[] = {"ka", "lo", "mi", "ne", "ru", "sa", "te", "vi", "po",  "da",
                                                "fe", "gu", "ho", "ji", "ze", "bu", "wa", "xo", "qui", "tra"};
        QString w;
        const int n = 2 + int(m_rng.bounded(3));
        for (int i = 0; i < n; ++i)
            w += QLatin1String(syllables[m_rng.bounded(20)]);
        return w;
    }
    // A paragraph of `n` words in lines of about 70 characters.
    QString text(int n, bool accents)
    {
        QString out, line;
        for (int i = 0; i < n; ++i) {
            QString w = word();
            if (accents && i % 9 == 4)
                w = QStringLiteral("caf\u00e9") + w; // ISO-8859-1 has it
            if (line.size() + w.size() > 70) {
                out += line.trimmed() + QLatin1Char('\n');
                line.clear();
            }
            line += w + QLatin1Char(' ');
        }
        return out + line.trimmed() + QLatin1Char('\n');
    }
    quint32 bounded(quint32 n) { return m_rng.bounded(n); }

private:
    QRandomGenerator m_rng;
};

QByteArray quotedPrintable(const QByteArray &bytes)
{
    QByteArray out;
    int column = 0;
    for (char c : bytes) {
        const auto u = static_cast<unsigned char>(c);
        QByteArray piece;
        if (c == '\n') {
            out += '\n';
            column = 0;
            continue;
        }
        if (u > 126 || c == '=')
            piece = '=' + QByteArray::number(u, 16).toUpper().rightJustified(2, '0');
        else
            piece = QByteArray(1, c);
        if (column + piece.size() > 75) {
            out += "=\n";
            column = 0;
        }
        out += piece;
        column += int(piece.size());
    }
    return out;
}

QByteArray base64Lines(const QByteArray &bytes)
{
    const QByteArray b64 = bytes.toBase64();
    QByteArray out;
    for (qsizetype i = 0; i < b64.size(); i += 76)
        out += b64.mid(i, 76) + '\n';
    return out;
}

struct Attachment
{
    QString name;
    QString type; // text/plain, text/html, image/png
    QByteArray bytes;
};

struct Message
{
    int number = 0; // 1-based, its place in the mailbox
    QString id;
    int parent = 0; // the message it answers or forwards (0: none)
    bool forward = false;
    QString subject;
    QString name;
    qint64 dateMs = 0;
    QString body; // as a reader sees it (decoded)
    QStringList references;
    int encoding = 0; // 0 7bit UTF-8, 1 quoted-printable ISO-8859-1, 2 base64 UTF-8
    std::vector<Attachment> attachments;
};

QByteArray encodedSubject(const QString &subject)
{
    bool ascii = true;
    for (QChar c : subject)
        ascii = ascii && c.unicode() < 128;
    if (ascii)
        return subject.toUtf8();
    return "=?UTF-8?B?" + subject.toUtf8().toBase64() + "?=";
}

QByteArray messageBytes(const Message &m, const QByteArray &extraHeader = {})
{
    QByteArray out;
    const QDateTime date = QDateTime::fromMSecsSinceEpoch(m.dateMs, Qt::UTC);
    out += "From " + m.name.toLower().toUtf8() + "@example.org " +
           date.toString(QStringLiteral("ddd MMM d hh:mm:ss yyyy")).toUtf8() + '\n';
    out += extraHeader;
    out += "From: " + m.name.toUtf8() + " <" + m.name.toLower().toUtf8() + "@example.org>\n";
    out += "To: team@example.org\n";
    out += "Subject: " + encodedSubject(m.subject) + '\n';
    out += "Date: " + date.toString(Qt::RFC2822Date).toUtf8() + '\n';
    out += "Message-ID: <" + m.id.toUtf8() + ">\n";
    if (!m.references.isEmpty()) {
        out += "In-Reply-To: <" + m.references.back().toUtf8() + ">\n";
        out += "References: <" + m.references.join(QStringLiteral("> <")).toUtf8() + ">\n";
    }
    out += "MIME-Version: 1.0\n";
    QByteArray bodyHeaders, body;
    switch (m.encoding) {
    case 1:
        bodyHeaders =
            "Content-Type: text/plain; charset=ISO-8859-1\nContent-Transfer-Encoding: quoted-printable\n";
        body = quotedPrintable(m.body.toLatin1());
        break;
    case 2:
        bodyHeaders = "Content-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: base64\n";
        body = base64Lines(m.body.toUtf8());
        break;
    default:
        bodyHeaders = "Content-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: 8bit\n";
        body = m.body.toUtf8();
    }
    if (m.attachments.empty())
        return out + bodyHeaders + '\n' + body + '\n';
    const QByteArray boundary = "=-=-=" + m.id.toUtf8() + "=-=-=";
    out += "Content-Type: multipart/mixed; boundary=\"" + boundary + "\"\n\n";
    out += "--" + boundary + '\n' + bodyHeaders + '\n' + body + '\n';
    for (const Attachment &a : m.attachments) {
        out += "--" + boundary + '\n';
        out += "Content-Type: " + a.type.toUtf8() + "; name=\"" + a.name.toUtf8() + "\"\n";
        out += "Content-Disposition: attachment; filename=\"" + a.name.toUtf8() + "\"\n";
        if (a.type == QLatin1String("text/html")) {
            out += "Content-Transfer-Encoding: quoted-printable\n\n" + quotedPrintable(a.bytes) + '\n';
        } else {
            out += "Content-Transfer-Encoding: base64\n\n" + base64Lines(a.bytes);
        }
    }
    out += "--" + boundary + "--\n\n";
    return out;
}

// The CSV the CLI writes, as rows of named fields (RFC 4180 quotes).
QList<QHash<QString, QString>> parseCsv(const QString &text)
{
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text[i + 1] == QLatin1Char('"'))
                field += c, ++i;
            else if (c == QLatin1Char('"'))
                quoted = false;
            else
                field += c;
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            record << field, field.clear();
        } else if (c == QLatin1Char('\n')) {
            record << field, field.clear();
            records << record, record.clear();
        } else {
            field += c;
        }
    }
    QList<QHash<QString, QString>> rows;
    if (records.isEmpty())
        return rows;
    const QStringList header = records.takeFirst();
    for (const QStringList &r : records) {
        QHash<QString, QString> row;
        for (qsizetype i = 0; i < header.size() && i < r.size(); ++i)
            row.insert(header[i], r[i]);
        rows << row;
    }
    return rows;
}

} // namespace

class TestMail : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    QTemporaryDir m_dir;
    QString m_folder;
    QString m_db;
    std::vector<Message> m_messages;
    std::vector<int> m_report;  // the messages carrying report.txt
    std::vector<int> m_minutes; // ... minutes.html

    test::Run cli(const QStringList &args)
    {
        return test::runProgram(test::cliProgram(), args, m_home.path());
    }
    QString locator(int number) const
    {
        return m_folder + QStringLiteral("/Inbox#") + QString::number(number);
    }

private Q_SLOTS:
    void initTestCase()
    {
        installHelperReaders(helperReaderFunctions()); // the reader, in this process too
        m_folder = m_dir.filePath(QStringLiteral("mail"));
        QVERIFY(QDir().mkpath(m_folder));
        m_db = m_dir.filePath(QStringLiteral("index.db"));
        Words words(27);
        const QByteArray report = words.text(400, false).toUtf8();
        const QByteArray minutes =
            (QStringLiteral("<html><body><h1>Minutes</h1><p>") + words.text(300, false) +
             QStringLiteral("</p><p>Caf\u00e9 \u00e0 Z\u00fcrich</p></body></html>"))
                .toUtf8();
        QByteArray png("\x89PNG\r\n\x1a\n", 8);
        png += QByteArray(600, '\x42');
        const qint64 start = QDateTime(QDate(2024, 3, 1), QTime(9, 0), Qt::UTC).toMSecsSinceEpoch();
        QStringList names = {QStringLiteral("Ann"), QStringLiteral("Bo"),  QStringLiteral("Cleo"),
                             QStringLiteral("Dev"), QStringLiteral("Eli"), QStringLiteral("Fay")};
        for (int n = 1; n <= 200; ++n) {
            Message m;
            m.number = n;
            m.id = QStringLiteral("m%1@example.org").arg(n);
            m.name = names[int(words.bounded(6))];
            m.dateMs = start + qint64(n) * 3600 * 1000;
            m.encoding = n % 3;
            const QString own = words.text(50 + int(words.bounded(60)), m.encoding == 1);
            const quint32 roll = words.bounded(100);
            if (n > 5 && roll < 70) { // a reply quoting its parent whole
                const Message &p = m_messages[words.bounded(quint32(n - 1))];
                m.parent = p.number;
                m.subject = p.subject.startsWith(QLatin1String("Re: ")) ? p.subject
                                                                        : QStringLiteral("Re: ") + p.subject;
                m.references = p.references;
                m.references << p.id;
                QString quoted;
                for (const QString &line : p.body.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
                    quoted +=
                        (line.startsWith(QLatin1Char('>')) ? QStringLiteral(">") : QStringLiteral("> ")) +
                        line + QLatin1Char('\n');
                m.body = own +
                         QStringLiteral("\nOn %1, %2 wrote:\n")
                             .arg(QDateTime::fromMSecsSinceEpoch(p.dateMs, Qt::UTC).toString(Qt::RFC2822Date),
                                  p.name) +
                         quoted;
            } else if (n > 5 && roll < 80) { // a forward: the original below, as mail programs write it
                const Message &p = m_messages[words.bounded(quint32(n - 1))];
                m.parent = p.number;
                m.forward = true;
                m.subject = QStringLiteral("Fwd: ") + p.subject;
                m.body = own +
                         QStringLiteral("\n---------- Forwarded message ---------\nFrom: %1\nSubject: %2\n\n")
                             .arg(p.name, p.subject) +
                         p.body;
            } else {
                m.subject = (n % 7 == 0 ? QStringLiteral("Caf\u00e9 plans ") : QStringLiteral("Plans ")) +
                            words.word();
                m.body = own;
            }
            if (m.encoding == 1) // what ISO-8859-1 can carry
                for (QChar &c : m.body)
                    if (c.unicode() > 255)
                        c = QLatin1Char('?');
            if (n % 19 == 3 && m_report.size() < 10) {
                m.attachments.push_back({QStringLiteral("report.txt"), QStringLiteral("text/plain"), report});
                m_report.push_back(n);
            }
            if (n % 23 == 5 && m_minutes.size() < 6) {
                m.attachments.push_back(
                    {QStringLiteral("minutes.html"), QStringLiteral("text/html"), minutes});
                m_minutes.push_back(n);
            }
            if (n % 31 == 7)
                m.attachments.push_back({QStringLiteral("photo.png"), QStringLiteral("image/png"), png});
            m_messages.push_back(std::move(m));
        }
        QVERIFY(m_report.size() == 10 && m_minutes.size() >= 6);
        QFile inbox(m_folder + QStringLiteral("/Inbox"));
        QVERIFY(inbox.open(QIODevice::WriteOnly));
        for (const Message &m : m_messages)
            inbox.write(messageBytes(m));
        inbox.close();
        // A copy of message 10 filed in a second mailbox (a mail program's status header added).
        QFile archive(m_folder + QStringLiteral("/Archive.mbox"));
        QVERIFY(archive.open(QIODevice::WriteOnly));
        archive.write(messageBytes(m_messages[9], "Status: RO\nX-Mozilla-Status: 0001\n"));
        archive.close();
        // ... and in a third, which the test removes with the second in one rescan.
        QFile old(m_folder + QStringLiteral("/Old.mbox"));
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write(messageBytes(m_messages[9]));
        old.close();
    }

    // The reader alone: headers decoded (RFC 2047), bodies decoded (quoted-printable in
    // ISO-8859-1, base64), quoted lines after the message's own, attachments apart, images left out.
    void readerDecodes()
    {
        const Message &qp = m_messages[0]; // encoding 1
        QCOMPARE(qp.encoding, 1);
        const QByteArray bytes = messageBytes(qp);
        QCOMPARE(sniffMail(bytes.toStdString(), QStringLiteral("Inbox")), ContentType::Mailbox);
        QCOMPARE(sniffMail(bytes.mid(bytes.indexOf('\n') + 1).toStdString(), QStringLiteral("a.eml")),
                 ContentType::Mail);
        QCOMPARE(sniffMail(bytes.mid(bytes.indexOf('\n') + 1).toStdString(),
                           QStringLiteral("1709283600.M12P345.host:2,S")), // Maildir's cur/
                 ContentType::Mail);
        QVERIFY(!sniffMail(bytes.toStdString(), QStringLiteral("fix.patch"))); // git format-patch
        QVERIFY(!sniffMail(bytes.mid(bytes.indexOf('\n') + 1).toStdString(), QStringLiteral("notes.txt")));
        QVERIFY(!sniffMail("From the readline manual: usage notes\nfollow here, not headers\n",
                           QStringLiteral("USAGE")));
        auto text = extractText(bytes.mid(bytes.indexOf('\n') + 1).toStdString(), QStringLiteral("a.eml"));
        QVERIFY2(text, qPrintable(text.status().toString()));
        QCOMPARE(text->format, DocumentFormat::Mail);
        QCOMPARE(QString::fromUtf8(text->utf8).simplified(), qp.body.simplified());
        QVERIFY(QString::fromUtf8(text->utf8).contains(QStringLiteral("caf\u00e9")));
        QCOMPARE(text->mail.messageId, qp.id);
        QCOMPARE(text->mail.sender, QStringLiteral("%1 <%2@example.org>").arg(qp.name, qp.name.toLower()));
        QCOMPARE(text->mail.dateMs, qp.dateMs);
        const Message &coded = *std::find_if(m_messages.begin(), m_messages.end(), [](const Message &m) {
            return m.subject.startsWith(QStringLiteral("Caf\u00e9")) &&
                   m.encoding != 1; // encoded as RFC 2047
        });
        auto second = extractText(messageBytes(coded).toStdString(), QStringLiteral("Inbox"));
        QVERIFY2(second, qPrintable(second.status().toString()));
        QCOMPARE(second->format, DocumentFormat::Mailbox);
        QVERIFY(second->parts.size() >= 1);
        QCOMPARE(second->parts[0].mail.subject, coded.subject);
        QCOMPARE(QString::fromUtf8(second->parts[0].utf8).simplified(), coded.body.simplified());
        // A reply: its own words, then the quoted ones without their markers.
        const std::string reply = mailBodyText("Fine by me.\n\nOn Monday, Ann wrote:\n> Shall we go?\n> > "
                                               "Where to?\n");
        QCOMPARE(QString::fromStdString(reply), QStringLiteral("Fine by me.\n\nShall we go?\nWhere to?\n"));
        QCOMPARE(baseSubject(QStringLiteral("Re: AW: Fwd:  Plans  ")), QStringLiteral("Plans"));
        // Attachments: the report and the minutes are documents; the image is not.
        const Message &withPhoto = *std::find_if(m_messages.begin(), m_messages.end(), [](const Message &m) {
            return !m.attachments.empty() && m.attachments.back().name == QLatin1String("photo.png");
        });
        QVERIFY(withPhoto.number > 0);
        auto third = extractText(messageBytes(withPhoto).toStdString(), QStringLiteral("Inbox"));
        QVERIFY2(third, qPrintable(third.status().toString()));
        QCOMPARE(third->parts.size(), withPhoto.attachments.size()); // the message, its documents, no image
        for (const TextPart &p : third->parts)
            QVERIFY2(!p.place.endsWith(QLatin1String("photo.png")), qPrintable(p.place));
    }

    void scanFindsRepliesAndAttachments()
    {
        const test::Run scan = cli({QStringLiteral("scan"), m_folder, QStringLiteral("--db"), m_db});
        QVERIFY2(scan.exitCode == 0, qPrintable(scan.err + scan.out));
        const test::Run pairsRun = cli({QStringLiteral("pairs"), QStringLiteral("--db"), m_db,
                                        QStringLiteral("--min-containment"), QStringLiteral("0.8")});
        QVERIFY2(pairsRun.exitCode == 0, qPrintable(pairsRun.err));
        const auto pairs = parseCsv(pairsRun.out);
        QVERIFY(!pairs.isEmpty());
        QVERIFY(pairs.front().contains(QStringLiteral("inclusive_a")));
        // (a, b) -> the row, both ways.
        QHash<QPair<QString, QString>, QHash<QString, QString>> byPair;
        QHash<QString, QString> inclusive; // locator -> 1/0, for the messages in a pair
        for (const auto &row : pairs) {
            byPair.insert({row[QStringLiteral("path_a")], row[QStringLiteral("path_b")]}, row);
            inclusive.insert(row[QStringLiteral("path_a")], row[QStringLiteral("inclusive_a")]);
            inclusive.insert(row[QStringLiteral("path_b")], row[QStringLiteral("inclusive_b")]);
        }
        // Every reply and forward contains its parent.
        int replies = 0;
        double lowest = 1;
        for (const Message &m : m_messages) {
            if (m.parent == 0)
                continue;
            ++replies;
            const QString parent = locator(m.parent), child = locator(m.number);
            double contained = -1;
            if (const auto it = byPair.constFind({parent, child}); it != byPair.constEnd())
                contained = it->value(QStringLiteral("containment_a_in_b")).toDouble();
            else if (const auto back = byPair.constFind({child, parent}); back != byPair.constEnd())
                contained = back->value(QStringLiteral("containment_b_in_a")).toDouble();
            QVERIFY2(contained >= 0.8, qPrintable(QStringLiteral("message %1 in its reply %2: %3")
                                                      .arg(m.parent)
                                                      .arg(m.number)
                                                      .arg(contained)));
            lowest = std::min(lowest, contained);
        }
        QVERIFY(replies >= 100);
        qInfo("%d replies and forwards, each containing its parent: lowest containment %.3f", replies,
              lowest);
        // Inclusive: a message answered or forwarded later is not; one nobody answered, quoted or
        // forwarded is (checked for those in a pair).
        QSet<int> answered;
        for (const Message &m : m_messages)
            if (m.parent)
                answered.insert(m.parent);
        int checked = 0;
        for (const Message &m : m_messages) {
            const QString flag = inclusive.value(locator(m.number));
            if (flag.isEmpty() || m.number == 10)
                continue;
            ++checked;
            QCOMPARE(flag, answered.contains(m.number) ? QStringLiteral("0") : QStringLiteral("1"));
        }
        QVERIFY(checked >= 150);
        // Message 10 is in three mailboxes: one copy inclusive (the last stored), unless answered.
        int inclusiveCopies = 0;
        for (const QString &copy : QStringList{locator(10), m_folder + QStringLiteral("/Archive.mbox#1"),
                                               m_folder + QStringLiteral("/Old.mbox#1")}) {
            QVERIFY2(inclusive.contains(copy), qPrintable(copy));
            inclusiveCopies += inclusive.value(copy) == QLatin1String("1") ? 1 : 0;
        }
        QCOMPARE(inclusiveCopies, answered.contains(10) ? 0 : 1);
        // Every copy of an attachment in one cluster, named as the mail program named it.
        const test::Run clustersRun = cli({QStringLiteral("clusters"), QStringLiteral("--db"), m_db});
        QVERIFY2(clustersRun.exitCode == 0, qPrintable(clustersRun.err));
        QHash<QString, QString> clusterOf;
        for (const auto &row : parseCsv(clustersRun.out))
            clusterOf.insert(row[QStringLiteral("path")], row[QStringLiteral("cluster_id")]);
        for (const auto &[copies, name] : {std::pair{m_report, QStringLiteral("report.txt")},
                                           std::pair{m_minutes, QStringLiteral("minutes.html")}}) {
            QSet<QString> clusters;
            for (int n : copies) {
                const QString path = locator(n) + QStringLiteral("/1/") + name;
                QVERIFY2(clusterOf.contains(path), qPrintable(path));
                clusters.insert(clusterOf.value(path));
            }
            QCOMPARE(clusters.size(), 1);
        }
    }

    // The copy of message 10 in the second mailbox is identical to it (its bytes but the status
    // headers); images are no documents; an unchanged mailbox is not read again, a changed one
    // has its messages replaced, a removed one takes them along.
    void identicalAndRescans()
    {
        {
            auto store = IndexStore::open(m_db, IndexStore::Mode::ReadOnly);
            QVERIFY(store);
            auto q = (*store)->database().query(
                "SELECT locator, raw_fp FROM documents WHERE locator IN (?1, ?2)", "test");
            q.bind(1, locator(10)).bind(2, m_folder + QStringLiteral("/Archive.mbox#1"));
            QList<QByteArray> fps;
            QVERIFY(q.forEach([&](const Query &row) { fps << row.blob(1); }));
            QCOMPARE(fps.size(), 2);
            QCOMPARE(fps[0], fps[1]);
            auto photos = (*store)->database().query(
                "SELECT COUNT(*) FROM documents WHERE locator LIKE '%photo.png'", "test");
            QVERIFY(photos.fetch().value());
            QCOMPARE(photos.integer(0), 0);
            auto messages = (*store)->database().query("SELECT COUNT(*) FROM mail", "test");
            QVERIFY(messages.fetch().value());
            QCOMPARE(messages.integer(0), 202);
            // A message's size: its bytes in the mailbox, its From_ line included.
            auto size = (*store)->database().query("SELECT size FROM documents WHERE locator = ?1", "test");
            size.bind(1, locator(2));
            QVERIFY(size.fetch().value());
            QCOMPARE(size.integer(0), qint64(messageBytes(m_messages[1]).size()));
        }
        const auto count = [&](const char *sql) {
            auto store = IndexStore::open(m_db, IndexStore::Mode::ReadOnly);
            auto q = (*store)->database().query(QByteArray(sql), "test");
            return q.fetch().value() ? q.integer(0) : qint64(-1);
        };
        const qint64 firstArchived = count("SELECT id FROM documents WHERE locator LIKE '%/Archive.mbox#1'");
        test::Run again = cli({QStringLiteral("scan"), m_folder, QStringLiteral("--db"), m_db});
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QVERIFY2(again.out.contains(QStringLiteral("0 indexed, 3 unchanged")), qPrintable(again.out));
        // One message more in the archive.
        QFile archive(m_folder + QStringLiteral("/Archive.mbox"));
        QVERIFY(archive.open(QIODevice::Append));
        archive.write(messageBytes(m_messages[20]));
        archive.close();
        again = cli({QStringLiteral("scan"), m_folder, QStringLiteral("--db"), m_db});
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QVERIFY2(again.out.contains(QStringLiteral("1 indexed, 2 unchanged")), qPrintable(again.out));
        QCOMPARE(count("SELECT COUNT(*) FROM mail"), 203);
        // The message that was there keeps its document (and what the user said of its pairs).
        QCOMPARE(count("SELECT id FROM documents WHERE locator LIKE '%/Archive.mbox#1'"), firstArchived);
        // Two mailboxes gone in one rescan: their messages leave the index, the pairs and the clusters.
        QVERIFY(QFile::remove(m_folder + QStringLiteral("/Archive.mbox")));
        QVERIFY(QFile::remove(m_folder + QStringLiteral("/Old.mbox")));
        again = cli({QStringLiteral("scan"), m_folder, QStringLiteral("--db"), m_db});
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QCOMPARE(count("SELECT COUNT(*) FROM mail"), 200);
        QCOMPARE(count("SELECT COUNT(*) FROM documents WHERE locator LIKE '%.mbox%'"), 0);
        const test::Run clusters = cli({QStringLiteral("clusters"), QStringLiteral("--db"), m_db});
        QVERIFY2(clusters.exitCode == 0, qPrintable(clusters.err));
        for (const auto &row : parseCsv(clusters.out))
            QVERIFY2(row.value(QStringLiteral("path")).startsWith(m_folder + QStringLiteral("/Inbox#")),
                     qPrintable(row.value(QStringLiteral("path"))));
        // An index whose last scan had the readers before mail's (generation 3) read the mailbox
        // as text: the next scan reads it again as mail, though its bytes did not change.
        {
            auto store = IndexStore::open(m_db);
            QVERIFY(store);
            QVERIFY((*store)->settings().setValue(QStringLiteral("readers_generation:") + m_folder,
                                                  QStringLiteral("3+ocr")));
        }
        again = cli({QStringLiteral("scan"), m_folder, QStringLiteral("--db"), m_db});
        QVERIFY2(again.out.contains(QStringLiteral("1 indexed, 0 unchanged")), qPrintable(again.out));
        QCOMPARE(count("SELECT COUNT(*) FROM mail"), 200);
        again = cli({QStringLiteral("scan"), m_folder, QStringLiteral("--db"), m_db});
        QVERIFY2(again.out.contains(QStringLiteral("0 indexed, 1 unchanged")), qPrintable(again.out));
        // A file named like a message of a mailbox beside it ("Box#1" beside "Box"): one of the two
        // holds the locator, whole (a message with its file, or the file on its own), and the scan
        // goes on.
        const QString clash = m_dir.filePath(QStringLiteral("clash"));
        QVERIFY(QDir().mkpath(clash));
        QFile box(clash + QStringLiteral("/Box"));
        QVERIFY(box.open(QIODevice::WriteOnly));
        box.write(messageBytes(m_messages[0]) + messageBytes(m_messages[1]));
        box.close();
        QFile named(clash + QStringLiteral("/Box#1"));
        QVERIFY(named.open(QIODevice::WriteOnly));
        named.write("a file of its own whose name is that of the first message in the mailbox beside it\n");
        named.close();
        const QString clashDb = m_dir.filePath(QStringLiteral("clash.db"));
        for (int round = 0; round < 2; ++round) {
            const test::Run scan = cli({QStringLiteral("scan"), clash, QStringLiteral("--db"), clashDb});
            QVERIFY2(scan.exitCode == 0, qPrintable(scan.err + scan.out));
            auto store = IndexStore::open(clashDb, IndexStore::Mode::ReadOnly);
            QVERIFY(store);
            auto q = (*store)->database().query(
                "SELECT kind, parent IS NOT NULL, size FROM documents WHERE locator LIKE '%/Box#1'", "test");
            int rows = 0;
            QVERIFY(q.forEach([&](const Query &row) {
                ++rows;
                QCOMPARE(row.integer(0) == 2, row.integer(1) != 0); // a part has its file; a file none
                if (row.integer(0) == 0)
                    QCOMPARE(row.integer(2), named.size());
            }));
            QCOMPARE(rows, 1);
        }
    }
};

QTEST_GUILESS_MAIN(TestMail)
#include "tst_mail.moc"
