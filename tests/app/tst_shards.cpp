// lookalike-cli shard and merge end to end: folders sketched as shards and merged here answer like
// one index of them all; a distributed job's answer (hand-written .npy files) lands on the right
// documents; web archives sketched as shards answer the crawl questions like one index of both.
#include "../crawl/WarcWriter.h"
#include "RunCli.h"
#include "TestPaths.h"
#include "scan/ImportJob.h"
#include "scan/Matching.h"
#include "store/IndexStore.h"
#include "store/ShardFile.h"
#include "usecase/Ingest.h"
#include "usecase/MatchAndCluster.h"
#include "usecase/RelatedDocuments.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace lookalike;

namespace {

using lookalike::test::Run;

// lookalike-cli with a temporary HOME (no run touches the user's data folder), in English.
Run cli(const QStringList &args)
{
    static QTemporaryDir home;
    Run r = lookalike::test::runProgram(lookalike::test::cliProgram(), args, home.path());
    if (r.exitCode != 0)
        qInfo().noquote() << "lookalike-cli" << args.join(QLatin1Char(' ')) << "->" << r.exitCode << r.err;
    return r;
}

// Deterministic prose from a made-up vocabulary: `seed` picks the text.
QStringList words(int seed, int count = 300)
{
    static QStringList vocabulary;
    if (vocabulary.isEmpty()) {
        QRandomGenerator g(11);
        const char *syllables[] = {"ka",  "lo",  "mi",  "ter", "ran", "so",  "vel", "du",
                                   "pri", "an",  "for", "gen", "ul",  "bro", "sen", "ta",
                                   "rix", "mon", "el",  "quo", "dis", "par", "ne",  "vi"};
        while (vocabulary.size() < 3000) {
            QString w;
            for (int i = 0, n = 1 + int(g.bounded(3)); i < n; ++i)
                w += QLatin1String(syllables[g.bounded(int(std::size(syllables)))]);
            vocabulary << w;
        }
    }
    QRandomGenerator g(quint32(500 + seed));
    QStringList out;
    for (int i = 0; i < count; ++i)
        out << vocabulary[int(g.bounded(vocabulary.size()))];
    return out;
}

QStringList edited(QStringList text, int edits)
{
    for (int i = 0; i < edits; ++i)
        text[(i * 89 + 17) % text.size()] = QStringLiteral("edit%1").arg(i);
    return text;
}

void writeText(const QString &path, const QStringList &text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    for (qsizetype i = 0; i < text.size(); i += 12)
        f.write(text.mid(i, 12).join(QLatin1Char(' ')).toUtf8() + '\n');
}

// The lines of a CSV answer but its header, sorted; `dropFirstColumn` leaves out ids that
// depend on the order documents were stored in.
QStringList sortedRows(const QString &csv, bool dropFirstColumn = false)
{
    QStringList rows = csv.split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(1);
    if (dropFirstColumn)
        for (QString &row : rows)
            row = row.section(QLatin1Char(','), 1);
    rows.sort();
    return rows;
}

QStringList pairKeys(const QString &csv)
{
    QStringList keys;
    for (const QString &row : sortedRows(csv))
        keys << row.section(QLatin1Char(','), 0, 1);
    keys.sort();
    return keys;
}

// --- .npy files as numpy writes them ---

QByteArray npy(const QByteArray &descr, qint64 rows, const QByteArray &data)
{
    QByteArray header =
        "{'descr': " + descr + ", 'fortran_order': False, 'shape': (" + QByteArray::number(rows) + ",), }";
    while ((10 + header.size() + 1) % 64 != 0)
        header += ' ';
    header += '\n';
    QByteArray out("\x93NUMPY\x01\x00", 8);
    char length[2];
    qToLittleEndian<quint16>(quint16(header.size()), length);
    return out + QByteArray(length, 2) + header + data;
}

template <typename T> QByteArray le(T v)
{
    QByteArray b(sizeof(T), '\0');
    qToLittleEndian(v, b.data());
    return b;
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

const QByteArray kPairsDescr =
    "[('a', '<u8'), ('b', '<u8'), ('resemblance', '<f8'), ('containment_ab', '<f8'), "
    "('containment_ba', '<f8'), ('sources', '|u1')]";
const QByteArray kGroupsDescr = "[('member', '<u8'), ('representative', '<u8')]";
const QByteArray kClustersDescr = "[('member', '<u8'), ('cluster', '<u8'), ('resemblance', '<f8'), "
                                  "('containment_in_rep', '<f8'), ('containment_of_rep', '<f8')]";

// --- web archives ---

QByteArray page(const QString &host, const QStringList &text)
{
    QByteArray html = "<html><head><title>" + host.toUtf8() + "</title></head><body>";
    for (qsizetype i = 0; i < text.size(); i += 50)
        html += "<p>" + text.mid(i, 50).join(QLatin1Char(' ')).toUtf8() + "</p>\n";
    return html + "</body></html>";
}

const QByteArray kDate1 = "2024-03-01T10:00:00Z";
const QByteArray kDate2 = "2024-03-08T10:00:00Z";

// Week 1: a.test 20 pages, b.test mirrors 14 of them (edited), c.test shares 5 articles under
// other paths, d.test alone; a 404. Week 2: a.test moves 3 pages, deletes 2, edits 1, answers
// one with a 301 to its new place; the rest unchanged (identical payloads).
void writeWeek(const QString &path, int week)
{
    lookalike::test::WarcWriter w(path, week == 2);
    const QByteArray date = week == 1 ? kDate1 : kDate2;
    w.record("warcinfo", {}, date, "application/warc-fields", "software: tst_shards\r\n");
    for (int i = 0; i < 20; ++i) {
        QString url = QStringLiteral("http://a.test/docs/p%1.html").arg(i);
        if (week == 2 && (i == 3 || i == 4))
            continue; // deleted
        if (week == 2 && i >= 5 && i <= 7)
            url = QStringLiteral("http://a.test/new/p%1.html").arg(i); // moved
        w.response(url, date, 200,
                   page(QStringLiteral("a.test"), week == 2 && i == 8 ? edited(words(i), 4) : words(i)));
    }
    if (week == 2)
        w.response(QStringLiteral("http://a.test/docs/p5.html"), date, 301, "<html><body>Moved</body></html>",
                   "text/html", "Location: /new/p5.html\r\n");
    for (int i = 0; i < 14; ++i)
        w.response(QStringLiteral("http://b.test/mirror/docs/p%1.html").arg(i), date, 200,
                   page(QStringLiteral("b.test"), edited(words(i), 2)));
    for (int k = 0; k < 5; ++k)
        w.response(QStringLiteral("http://c.test/story?id=%1").arg(k), date, 200,
                   page(QStringLiteral("c.test"), words(100 + k)));
    for (int i = 0; i < 6; ++i)
        w.response(QStringLiteral("http://d.test/q%1.html").arg(i), date, 200,
                   page(QStringLiteral("d.test"), words(200 + i + (week == 2 && i == 5 ? 50 : 0))));
    w.response(QStringLiteral("http://a.test/missing.html"), date, 404,
               "<html><body>Not found</body></html>");
}

// Matches and clusters an index here with the pairs near a threshold decided by their
// estimates (what `merge --estimates-only` does): the reference a merge is compared with.
bool matchByEstimates(const QString &index)
{
    auto store = IndexStore::open(index);
    if (!store)
        return false;
    const usecase::ClusterOutcome o =
        usecase::matchAndCluster(**store, std::nullopt, std::nullopt, nullptr, {}, Settle::ByEstimate);
    if (!o.status || !o.matching || !o.matching->status) {
        qWarning() << o.status.toString();
        return false;
    }
    return true;
}

} // namespace

class TestShards : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QStringList m_folders; // A, B, C
    QStringList m_shards;  // their shards

    QString path(const QString &name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // Three folders: texts, their copies and edited copies across folders, an excerpt, and
        // texts like nothing else. Every pair is far from the thresholds (0.5 resemblance, 0.8
        // containment), so exact and estimated settling agree.
        for (const char *name : {"A", "B", "C"})
            m_folders << path(QString::fromLatin1(name));
        for (int i = 0; i < 5; ++i)
            writeText(m_folders[0] + QStringLiteral("/text%1.txt").arg(i), words(i));
        writeText(m_folders[1] + QStringLiteral("/text0 copy.txt"), words(0));
        writeText(m_folders[1] + QStringLiteral("/text1-edited.txt"), edited(words(1), 3));
        for (int i = 5; i < 8; ++i)
            writeText(m_folders[1] + QStringLiteral("/other%1.txt").arg(i), words(i));
        writeText(m_folders[2] + QStringLiteral("/text2-edited.txt"), edited(words(2), 3));
        writeText(m_folders[2] + QStringLiteral("/other5-edited.txt"), edited(words(5), 2));
        writeText(m_folders[2] + QStringLiteral("/excerpt3.txt"), words(3).mid(40, 60));
        for (int i = 20; i < 24; ++i)
            writeText(m_folders[2] + QStringLiteral("/alone%1.txt").arg(i), words(i));
        QFile binary(m_folders[2] + QStringLiteral("/image.bin"));
        QVERIFY(binary.open(QIODevice::WriteOnly));
        binary.write(QByteArray("\x89PNG\0\0\0\0 binary", 16));
        binary.close();
        for (const QString &folder : m_folders) {
            const QString shard = folder + QStringLiteral(".lkshard");
            const Run r = cli(
                {QStringLiteral("shard"), QStringLiteral("--out"), shard, QStringLiteral("--quiet"), folder});
            QCOMPARE(r.exitCode, 0);
            QVERIFY2(r.out.startsWith(QStringLiteral("Shard ") + shard + QStringLiteral(": ")),
                     qPrintable(r.out));
            m_shards << shard;
        }
    }

    void shardResumesAndRefusesOtherInputs()
    {
        // The same inputs again: the work index is reused, nothing read again.
        const Run again = cli({QStringLiteral("shard"), QStringLiteral("--out"), m_shards[0], m_folders[0]});
        QCOMPARE(again.exitCode, 0);
        QVERIFY(again.out.contains(QLatin1String("5 documents (5 sketched, 0 could not be used)")));
        // Other inputs with the same work index: refused.
        const Run other = cli({QStringLiteral("shard"), QStringLiteral("--out"), m_shards[0], m_folders[1]});
        QCOMPARE(other.exitCode, 1);
        QVERIFY2(other.err.contains(QLatin1String("holds the work of a shard of other inputs")),
                 qPrintable(other.err));
        // A list of files, with its own work index.
        const QString list = path(QStringLiteral("list.txt"));
        writeFile(list, (m_folders[0] + QStringLiteral("/text0.txt\n") + m_folders[1] +
                         QStringLiteral("/text1-edited.txt\r\n\n"))
                            .toUtf8());
        const Run listed = cli({QStringLiteral("shard"), QStringLiteral("--out"),
                                path(QStringLiteral("list.lkshard")), QStringLiteral("--db"),
                                path(QStringLiteral("list-work.db")), QStringLiteral("--files"), list});
        QCOMPARE(listed.exitCode, 0);
        QVERIFY2(listed.out.contains(QLatin1String(": 2 documents (2 sketched")), qPrintable(listed.out));
        QVERIFY(QFileInfo::exists(path(QStringLiteral("list-work.db"))));
        // Usage errors.
        QCOMPARE(cli({QStringLiteral("shard"), m_folders[0]}).exitCode, 2); // no --out
        QCOMPARE(cli({QStringLiteral("shard"), QStringLiteral("--out"), path(QStringLiteral("x"))}).exitCode,
                 2);
        QCOMPARE(cli({QStringLiteral("shard"), QStringLiteral("--out"), path(QStringLiteral("x")),
                      QStringLiteral("--sweep"), QStringLiteral("s"), m_folders[0]})
                     .exitCode,
                 2);
    }

    // A file in two shards is one document of the merged index: the later shard's.
    void repeatedLocatorReplaced()
    {
        const QString merged = path(QStringLiteral("repeated.db"));
        const Run m = cli({QStringLiteral("merge"), QStringLiteral("--db"), merged, QStringLiteral("--quiet"),
                           m_shards[0], path(QStringLiteral("list.lkshard"))});
        QCOMPARE(m.exitCode, 0);
        QVERIFY2(m.out.contains(QLatin1String(": 6 documents (1 replaced by a later shard's)")),
                 qPrintable(m.out));
        auto store = IndexStore::open(merged);
        QVERIFY(store);
        QCOMPARE(*(*store)->documents().count(), qint64(6));
    }

    // Three shards merged here with --estimates-only answer like one index of the three
    // folders: the same pairs (their figures too, estimated alike) and clusters; a scan that
    // settles exactly finds the same pairs.
    void mergedLikeOneScan()
    {
        const QString merged = path(QStringLiteral("merged.db"));
        const Run m = cli(QStringList{QStringLiteral("merge"), QStringLiteral("--db"), merged,
                                      QStringLiteral("--estimates-only"), QStringLiteral("--quiet")} +
                          m_shards);
        QCOMPARE(m.exitCode, 0);
        QVERIFY2(m.out.startsWith(QStringLiteral("Merged 3 shards into ") + merged +
                                  QStringLiteral(": 18 documents")),
                 qPrintable(m.out));

        // One index of all three, matched alike.
        const QString byEstimates = path(QStringLiteral("estimates.db"));
        QCOMPARE(cli(QStringList{QStringLiteral("scan"), QStringLiteral("--db"), byEstimates,
                                 QStringLiteral("--no-match"), QStringLiteral("--quiet")} +
                     m_folders)
                     .exitCode,
                 0);
        QVERIFY(matchByEstimates(byEstimates));
        const QString exact = path(QStringLiteral("exact.db"));
        QCOMPARE(cli(QStringList{QStringLiteral("scan"), QStringLiteral("--db"), exact,
                                 QStringLiteral("--quiet")} +
                     m_folders)
                     .exitCode,
                 0);

        const QStringList pairs{QStringLiteral("pairs"), QStringLiteral("--min-containment"),
                                QStringLiteral("0.8"), QStringLiteral("--db")};
        const Run mergedPairs = cli(pairs + QStringList{merged});
        const Run estimatedPairs = cli(pairs + QStringList{byEstimates});
        const Run exactPairs = cli(pairs + QStringList{exact});
        QCOMPARE(mergedPairs.exitCode, 0);
        const QStringList rows = sortedRows(mergedPairs.out);
        QVERIFY2(rows.size() >= 5, qPrintable(mergedPairs.out)); // copy, 3 edited, excerpt
        QCOMPARE(rows, sortedRows(estimatedPairs.out));
        QCOMPARE(pairKeys(mergedPairs.out), pairKeys(exactPairs.out));
        QVERIFY(mergedPairs.out.contains(QLatin1String("/A/text3.txt,")) &&
                mergedPairs.out.contains(QLatin1String("/C/excerpt3.txt,")));

        const Run mergedClusters = cli({QStringLiteral("clusters"), QStringLiteral("--db"), merged});
        const Run estimatedClusters = cli({QStringLiteral("clusters"), QStringLiteral("--db"), byEstimates});
        QCOMPARE(sortedRows(mergedClusters.out, true), sortedRows(estimatedClusters.out, true));
        // The bags of words travel too: the related documents (and their words) are the scan's.
        const auto related = [](const QString &index) {
            QStringList rows;
            auto store = IndexStore::open(index);
            if (!store)
                return rows;
            // Found when first asked (a merge leaves them stale, as a scan does).
            if (auto found = usecase::ensureRelated(**store); found && !found->status.isOk())
                return rows;
            auto topics = usecase::topics(**store);
            if (!topics)
                return rows;
            for (const usecase::TopicEntry &t : *topics)
                for (const auto &[doc, member] : t.members) {
                    for (const usecase::RelatedEntry &e :
                         usecase::whatsRelated(**store, doc.id, 20).valueOr({}))
                        rows << QStringLiteral("%1 %2 %3")
                                    .arg(doc.locator, e.document.locator)
                                    .arg(e.similarity, 0, 'f', 6);
                    rows << QStringLiteral("topic %1: %2").arg(t.topic.label, doc.locator);
                }
            rows.sort();
            return rows;
        };
        const QStringList mergedRelated = related(merged);
        QVERIFY(mergedRelated.size() > 10);
        QCOMPARE(mergedRelated, related(exact));
        QVERIFY(mergedRelated.filter(QStringLiteral("topic : ")).isEmpty()); // every topic has words
        // The problems travel too: the binary file could not be used.
        const Run stats = cli({QStringLiteral("stats"), QStringLiteral("--db"), merged});
        QVERIFY2(stats.out.contains(QLatin1String("not-text: 1")), qPrintable(stats.out));

        // A merge makes a new index: an index that holds documents is refused.
        const Run again =
            cli(QStringList{QStringLiteral("merge"), QStringLiteral("--db"), merged} + m_shards);
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.err.contains(QLatin1String("already holds 18 documents")), qPrintable(again.err));
    }

    // A mailbox sketched into a shard and merged is stored as a scan stores it: the file, with
    // no sketch and no problem (its messages are the documents), and its messages as its parts.
    void mailboxMergedLikeScan()
    {
        const QString folder = path(QStringLiteral("mail"));
        QDir().mkpath(folder);
        QFile mbox(folder + QStringLiteral("/archive.mbox"));
        QVERIFY(mbox.open(QIODevice::WriteOnly));
        for (int i : {0, 1}) {
            mbox.write(QStringLiteral("From sender%1@example.org Mon Jan  1 00:00:0%1 2024\n"
                                      "From: sender%1@example.org\nSubject: note %1\n"
                                      "Message-ID: <%1@example.org>\n\n")
                           .arg(i)
                           .toUtf8());
            mbox.write(words(30 + i).join(QLatin1Char(' ')).toUtf8() + "\n\n");
        }
        mbox.close();
        const QString shard = path(QStringLiteral("mail.lkshard"));
        const Run made =
            cli({QStringLiteral("shard"), QStringLiteral("--out"), shard, QStringLiteral("--quiet"), folder});
        QCOMPARE(made.exitCode, 0);
        QVERIFY2(made.out.contains(QLatin1String("3 documents (2 sketched, 0 could not be used)")),
                 qPrintable(made.out));
        const QString merged = path(QStringLiteral("mail-merged.db"));
        const QString scanned = path(QStringLiteral("mail-scanned.db"));
        QCOMPARE(
            cli({QStringLiteral("merge"), QStringLiteral("--db"), merged, QStringLiteral("--quiet"), shard})
                .exitCode,
            0);
        QCOMPARE(
            cli({QStringLiteral("scan"), QStringLiteral("--db"), scanned, QStringLiteral("--quiet"), folder})
                .exitCode,
            0);
        const auto stored = [&](const QString &index) {
            QStringList rows;
            auto store = IndexStore::open(index);
            if (!store)
                return QStringList{store.status().message()};
            std::map<qint64, QString> locators;
            std::vector<qint64> files;
            const Status read = (*store)->documents().forEachStored([&](const StoredRecord &d) {
                locators[d.id] = d.record.locator;
                if (d.record.kind == DocumentKind::File)
                    files.push_back(d.id);
                rows << QStringLiteral("%1 %2 %3")
                            .arg(d.record.locator, d.record.format,
                                 d.record.error.isOk() ? QStringLiteral("ok") : d.record.error.message());
                return Status::ok();
            });
            if (!read)
                return QStringList{read.message()};
            for (qint64 file : files)
                for (qint64 part : (*store)->documents().partsOf({file}).valueOr({}))
                    rows << QStringLiteral("%1 holds %2").arg(locators[file], locators[part]);
            rows.sort();
            return rows;
        };
        const QStringList fromScan = stored(scanned);
        QVERIFY2(fromScan.size() == 5 && fromScan.filter(QStringLiteral(" holds ")).size() == 2,
                 qPrintable(fromScan.join(QLatin1Char('\n'))));
        QCOMPARE(stored(merged), fromScan);
    }

    void mismatchedParamsRefused()
    {
        // A shard made at other sketch parameters (3-word shingles) does not merge with the others.
        const QString work = path(QStringLiteral("w3.db"));
        ScanParams p;
        p.indexPath = work;
        p.source.roots = {m_folders[0]};
        p.sketch.shingle.width = 3;
        QCOMPARE(usecase::ScanFolders(p, usecase::AfterIngest{.match = false}).run().scan.state,
                 QStringLiteral("done"));
        auto store = IndexStore::open(work);
        QVERIFY(store);
        const QString shard = path(QStringLiteral("w3.lkshard"));
        QVERIFY(writeShard(**store, shard));
        const Run r = cli({QStringLiteral("merge"), QStringLiteral("--db"), path(QStringLiteral("mixed.db")),
                           m_shards[0], shard});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(shard + QStringLiteral(" was made with sketch parameters w=3;")) &&
                     r.err.contains(QStringLiteral("the first shard, ") + m_shards[0] +
                                    QStringLiteral(", with w=5;")),
                 qPrintable(r.err));
        const Run notShard = cli({QStringLiteral("merge"), QStringLiteral("--db"),
                                  path(QStringLiteral("mixed.db")), m_shards[0], work});
        QCOMPARE(notShard.exitCode, 1);
        QVERIFY2(notShard.err.contains(work + QStringLiteral(" is not a Lookalike shard")),
                 qPrintable(notShard.err));
    }

    // A job's answer, written by hand: its global numbers land on the right documents.
    void mergeJob()
    {
        const QString job = path(QStringLiteral("job"));
        QVERIFY(QDir().mkpath(job));
        // The documents of shards A and B in shard order: g -> locator.
        QStringList locators;
        for (int s : {0, 1}) {
            auto shard = ShardReader::open(m_shards[s]);
            QVERIFY(shard);
            QVERIFY((*shard)->forEachCatalogDocument([&](qint64, const ShardCatalogDocument &d) {
                locators << d.locator;
                return Status::ok();
            }));
        }
        const auto g = [&](const QString &name) {
            for (qsizetype i = 0; i < locators.size(); ++i)
                if (locators[i].endsWith(QLatin1Char('/') + name))
                    return quint64(i);
            return quint64(1000);
        };
        const quint64 text0 = g(QStringLiteral("A/text0.txt")), copy0 = g(QStringLiteral("B/text0 copy.txt")),
                      text1 = g(QStringLiteral("A/text1.txt")),
                      edited1 = g(QStringLiteral("B/text1-edited.txt")),
                      text2 = g(QStringLiteral("A/text2.txt")), other5 = g(QStringLiteral("B/other5.txt"));
        QCOMPARE(locators.size(), 10);
        QVERIFY(copy0 >= 5 && edited1 >= 5 && other5 >= 5 && text0 < 5);

        QJsonArray shards;
        for (int s : {0, 1})
            shards.append(QJsonObject{{QStringLiteral("path"), QFileInfo(m_shards[s]).fileName()}, // relative
                                      {QStringLiteral("documents"), 5},
                                      {QStringLiteral("params"), SketchParams().toString()}});
        const QJsonObject manifest{
            {QStringLiteral("shards"), shards},
            {QStringLiteral("threshold"), 0.4},
            {QStringLiteral("containment"), 0.75},
            {QStringLiteral("cluster"), QJsonObject{{QStringLiteral("policy"), QStringLiteral("union")},
                                                    {QStringLiteral("threshold"), 0.6}}},
            {QStringLiteral("cutoff"), 50},
            {QStringLiteral("stages"), QJsonArray{}}};
        writeFile(job + QStringLiteral("/manifest.json"), QJsonDocument(manifest).toJson());
        for (const QString &s : m_shards.mid(0, 2))
            QVERIFY(QFile::copy(s, job + QLatin1Char('/') + QFileInfo(s).fileName()));
        // Pairs in two files (the job writes one a partition); the copy's pair through the group.
        writeFile(job + QStringLiteral("/pairs-000.npy"),
                  npy(kPairsDescr, 1,
                      le(text1) + le(edited1) + le(0.91) + le(0.95) + le(0.93) +
                          QByteArray(1, char(FoundByBanding))));
        writeFile(job + QStringLiteral("/pairs-001.npy"),
                  npy(kPairsDescr, 2,
                      le(text0) + le(text2) + le(0.45) + le(0.5) + le(0.6) +
                          QByteArray(1, char(FoundBySamples)) + le(text2) + le(other5) + le(0.2) + le(0.8) +
                          le(0.1) + QByteArray(1, char(3))));
        writeFile(job + QStringLiteral("/groups-000.npy"), npy(kGroupsDescr, 1, le(copy0) + le(text0)));
        writeFile(job + QStringLiteral("/clusters-000.npy"),
                  npy(kClustersDescr, 5,
                      le(text0) + le(text0) + le(1.0) + le(1.0) + le(1.0) +          //
                          le(copy0) + le(text0) + le(1.0) + le(1.0) + le(1.0) +      //
                          le(text2) + le(text0) + le(0.45) + le(0.6) + le(0.5) +     //
                          le(edited1) + le(text1) + le(0.91) + le(0.93) + le(0.95) + //
                          le(text1) + le(text1) + le(1.0) + le(1.0) + le(1.0)));

        const QString merged = path(QStringLiteral("job.db"));
        const Run m =
            cli({QStringLiteral("merge"), QStringLiteral("--db"), merged, QStringLiteral("--job"), job});
        QCOMPARE(m.exitCode, 0);
        QVERIFY2(m.out.contains(QLatin1String("Merged 2 shards")) &&
                     m.out.contains(QLatin1String("5 pairs")) &&
                     m.out.contains(QLatin1String("2 clusters holding 5 documents")),
                 qPrintable(m.out));

        auto store = IndexStore::open(merged);
        QVERIFY(store);
        auto id = [&](quint64 number) {
            auto found = (*store)->documents().find(locators[qsizetype(number)]);
            return found && *found ? (*found)->id : qint64(-1);
        };
        // Documents are numbered in shard order.
        for (quint64 number = 0; number < 10; ++number)
            QCOMPARE(id(number), qint64(number + 1));
        auto matches = (*store)->pairs().matches();
        QVERIFY(matches);
        QCOMPARE(matches->groups.size(), std::size_t(1));
        QCOMPARE(matches->groups[0].representative, id(text0));
        QCOMPARE(matches->groups[0].others, std::vector<qint64>(1, id(copy0)));
        QCOMPARE(matches->pairs.size(), std::size_t(3));
        const ScoredPair &p01 = matches->pairs[0];
        QCOMPARE(std::make_pair(p01.docA, p01.docB), std::make_pair(id(text0), id(text2)));
        // Stored figures keep 16 bits (CompactRows.h).
        QVERIFY(qAbs(p01.resemblance - 0.45) < 1e-4);
        QVERIFY(qAbs(p01.containmentAInB - 0.5) < 1e-4);
        QVERIFY(qAbs(p01.containmentBInA - 0.6) < 1e-4);
        QCOMPARE(int(p01.sources), int(FoundBySamples));
        const ScoredPair &p1 = matches->pairs[1];
        QCOMPARE(std::make_pair(p1.docA, p1.docB), std::make_pair(id(text1), id(edited1)));
        QVERIFY(qAbs(p1.containmentAInB - 0.95) < 1e-4);
        const ScoredPair &p2 = matches->pairs[2];
        QCOMPARE(std::make_pair(p2.docA, p2.docB), std::make_pair(id(text2), id(other5)));
        auto stored = (*store)->settings().storedMatch();
        QVERIFY(stored && *stored);
        QCOMPARE((*stored)->threshold, 0.4);
        QCOMPARE((*stored)->containmentThreshold, 0.75);
        QCOMPARE((*stored)->commonShingleCutoff, 50);

        auto clusters = (*store)->clusters().all();
        QVERIFY(clusters);
        QCOMPARE(clusters->size(), std::size_t(2));
        const Cluster &big = (*clusters)[0];
        QCOMPARE(big.representative, id(text0));
        QCOMPARE(big.members.size(), std::size_t(3));
        QCOMPARE(big.members[0].docId, id(text0));
        QVERIFY(big.members[0].representative);
        QCOMPARE(big.members[1].docId, id(copy0));
        QCOMPARE(big.members[2].docId, id(text2));
        QVERIFY(qAbs(big.members[2].resemblance - 0.45) < 1e-4);
        QVERIFY(qAbs(big.members[2].containedInRep - 0.6) < 1e-4);
        QVERIFY(qAbs(big.members[2].containsRep - 0.5) < 1e-4);
        const Cluster &small = (*clusters)[1];
        QCOMPARE(small.representative, id(text1));
        QCOMPARE(small.members[1].docId, id(edited1));
        QCOMPARE((*store)->settings().clusterChoiceOrDefault(), (ClusterChoice{ClusterPolicy::Union, 0.6}));
        // The CLI reads it like any index.
        const Run pairs = cli({QStringLiteral("pairs"), QStringLiteral("--db"), merged});
        QVERIFY2(
            pairs.out.contains(locators[qsizetype(text0)] + QLatin1Char(',') + locators[qsizetype(copy0)]),
            qPrintable(pairs.out));

        // What is not exactly what the job writes is refused, naming the file.
        writeFile(job + QStringLiteral("/groups-001.npy"),
                  npy("[('member', '<u4'), ('representative', '<u4')]", 0, {}));
        const Run bad = cli({QStringLiteral("merge"), QStringLiteral("--db"), path(QStringLiteral("job2.db")),
                             QStringLiteral("--job"), job});
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.err.contains(QLatin1String("groups-001.npy: its dtype is")), qPrintable(bad.err));
        QVERIFY(!QFileInfo::exists(path(QStringLiteral("job2.db")))); // refused before anything was stored
        QFile::remove(job + QStringLiteral("/groups-001.npy"));
        writeFile(job + QStringLiteral("/groups-001.npy"), npy(kGroupsDescr, 1, le(quint64(10)) + le(text0)));
        const Run beyond = cli({QStringLiteral("merge"), QStringLiteral("--db"),
                                path(QStringLiteral("job3.db")), QStringLiteral("--job"), job});
        QCOMPARE(beyond.exitCode, 1);
        QVERIFY2(beyond.err.contains(QLatin1String("document 10 is beyond the 10 documents")),
                 qPrintable(beyond.err));
        QFile::remove(job + QStringLiteral("/groups-001.npy"));
        // Shards after --job: copies of those the job read (it read them from URLs), all of them.
        const Run some = cli({QStringLiteral("merge"), QStringLiteral("--db"),
                              path(QStringLiteral("job4.db")), QStringLiteral("--job"), job, m_shards[0]});
        QCOMPARE(some.exitCode, 1);
        QVERIFY2(some.err.contains(QLatin1String("the job read 2 shards; 1 were given")),
                 qPrintable(some.err));
        const Run copies =
            cli({QStringLiteral("merge"), QStringLiteral("--quiet"), QStringLiteral("--db"),
                 path(QStringLiteral("job5.db")), QStringLiteral("--job"), job, m_shards[0], m_shards[1]});
        QVERIFY2(copies.exitCode == 0 && copies.out.contains(QLatin1String("Merged 2 shards")) &&
                     copies.out.contains(QLatin1String("5 pairs")),
                 qPrintable(copies.out + copies.err));
        // A manifest naming its tables ("files"): one missing, or one it does not name, is refused.
        QJsonObject named = manifest;
        named[QStringLiteral("files")] =
            QJsonArray{QStringLiteral("pairs-000.npy"), QStringLiteral("pairs-001.npy"),
                       QStringLiteral("groups-000.npy"), QStringLiteral("clusters-000.npy")};
        writeFile(job + QStringLiteral("/manifest.json"), QJsonDocument(named).toJson());
        const Run whole = cli({QStringLiteral("merge"), QStringLiteral("--quiet"), QStringLiteral("--db"),
                               path(QStringLiteral("job6.db")), QStringLiteral("--job"), job});
        QVERIFY2(whole.exitCode == 0, qPrintable(whole.err));
        QVERIFY(QFile::rename(job + QStringLiteral("/pairs-001.npy"),
                              job + QStringLiteral("/pairs-001.npy.away")));
        const Run missing = cli({QStringLiteral("merge"), QStringLiteral("--db"),
                                 path(QStringLiteral("job7.db")), QStringLiteral("--job"), job});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.contains(QLatin1String("the job wrote pairs-001.npy, which is not in")),
                 qPrintable(missing.err));
        QVERIFY(QFile::rename(job + QStringLiteral("/pairs-001.npy.away"),
                              job + QStringLiteral("/pairs-001.npy")));
        writeFile(job + QStringLiteral("/pairs-002.npy"), npy(kPairsDescr, 0, {}));
        const Run stray = cli({QStringLiteral("merge"), QStringLiteral("--db"),
                               path(QStringLiteral("job8.db")), QStringLiteral("--job"), job});
        QCOMPARE(stray.exitCode, 1);
        QVERIFY2(stray.err.contains(QLatin1String("pairs-002.npy is in")), qPrintable(stray.err));
        QVERIFY(!QFileInfo::exists(path(QStringLiteral("job8.db"))));
        QFile::remove(job + QStringLiteral("/pairs-002.npy"));

        // Related pairs: the job writes them ascending by (a, b), its files by ranges of a, and
        // merge stores them as it reads them (a file at a time: never all of them at once); a
        // pair out of that order (or listed twice) is refused before anything is stored.
        QJsonObject withRelated = manifest;
        withRelated[QStringLiteral("related")] =
            QJsonObject{{QStringLiteral("params"), RelatedParams().toString()}};
        writeFile(job + QStringLiteral("/manifest.json"), QJsonDocument(withRelated).toJson());
        const QByteArray relatedDescr =
            "[('a', '<u8'), ('b', '<u8'), ('similarity', '<f8'), ('agreement', '<f8')]";
        const auto relatedRow = [](quint64 a, quint64 b, double similarity) -> QByteArray {
            return le(a) + le(b) + le(similarity) + le(0.5);
        };
        const auto relatedOf = [&](const QString &index) {
            auto opened = IndexStore::open(index);
            std::vector<std::pair<qint64, qint64>> out;
            if (!opened)
                return out;
            auto pairs = (*opened)->related().pairs();
            for (const RelatedPair &p : pairs ? *pairs : std::vector<RelatedPair>{})
                out.emplace_back(p.docA, p.docB);
            return out;
        };
        writeFile(job + QStringLiteral("/related-00000.npy"),
                  npy(relatedDescr, 2, relatedRow(text0, text1, 0.3) + relatedRow(text0, text2, 0.4)));
        writeFile(job + QStringLiteral("/related-00001.npy"),
                  npy(relatedDescr, 2, relatedRow(text1, edited1, 0.6) + relatedRow(text2, other5, 0.2)));
        const Run withPairs = cli({QStringLiteral("merge"), QStringLiteral("--db"),
                                   path(QStringLiteral("job9.db")), QStringLiteral("--job"), job});
        QVERIFY2(withPairs.exitCode == 0 && withPairs.out.contains(QLatin1String("4 related pairs")),
                 qPrintable(withPairs.out + withPairs.err));
        QCOMPARE(relatedOf(path(QStringLiteral("job9.db"))),
                 (std::vector<std::pair<qint64, qint64>>{{qint64(text0 + 1), qint64(text1 + 1)},
                                                         {qint64(text0 + 1), qint64(text2 + 1)},
                                                         {qint64(text1 + 1), qint64(edited1 + 1)},
                                                         {qint64(text2 + 1), qint64(other5 + 1)}}));
        // The second file's first pair comes before the first file's last: out of order.
        writeFile(job + QStringLiteral("/related-00001.npy"),
                  npy(relatedDescr, 2, relatedRow(text0, text1, 0.6) + relatedRow(text2, other5, 0.2)));
        const Run unordered = cli({QStringLiteral("merge"), QStringLiteral("--db"),
                                   path(QStringLiteral("job10.db")), QStringLiteral("--job"), job});
        QCOMPARE(unordered.exitCode, 1);
        QVERIFY2(unordered.err.contains(QLatin1String("related-00001.npy, row 0")) &&
                     unordered.err.contains(QLatin1String("listed twice or out of order")),
                 qPrintable(unordered.err));
        QVERIFY(!QFileInfo::exists(path(QStringLiteral("job10.db"))));
        QFile::remove(job + QStringLiteral("/related-00000.npy"));
        QFile::remove(job + QStringLiteral("/related-00001.npy"));

        // Topics: stored largest first, then by centre, the centre first and the others by
        // similarity; named by the words of their terms by rank; a document in two topics is
        // refused before anything is stored.
        std::vector<quint64> terms;
        QStringList termWords;
        {
            auto shard = ShardReader::open(m_shards[0]);
            QVERIFY(shard);
            auto catalog = (*shard)->catalog();
            QVERIFY(catalog);
            for (const auto &[term, word] : catalog->words) {
                if (terms.size() == 2)
                    break;
                terms.push_back(term);
                termWords << word;
            }
        }
        QCOMPARE(terms.size(), std::size_t(2));
        const QByteArray topicsDescr = "[('member', '<u8'), ('topic', '<u8'), ('similarity', '<f8')]";
        const auto topicRow = [](quint64 member, quint64 centre, double similarity) -> QByteArray {
            return le(member) + le(centre) + le(similarity);
        };
        const QByteArray labelsDescr = "[('topic', '<u8'), ('rank', '|u1'), ('term', '<u8')]";
        const auto labelRow = [](quint64 centre, quint8 rank, quint64 term) -> QByteArray {
            return le(centre) + le(rank) + le(term);
        };
        // The smaller topic's rows first, the larger's in two files.
        writeFile(
            job + QStringLiteral("/topics-00000.npy"),
            npy(topicsDescr, 3,
                topicRow(other5, other5, 1) + topicRow(text0, other5, 0.25) + topicRow(text2, text1, 0.3)));
        writeFile(job + QStringLiteral("/topics-00001.npy"),
                  npy(topicsDescr, 2, topicRow(edited1, text1, 0.6) + topicRow(text1, text1, 1)));
        writeFile(job + QStringLiteral("/topiclabels-00000.npy"),
                  npy(labelsDescr, 2, labelRow(text1, 1, terms[1]) + labelRow(text1, 0, terms[0])));
        const Run withTopics = cli({QStringLiteral("merge"), QStringLiteral("--db"),
                                    path(QStringLiteral("job11.db")), QStringLiteral("--job"), job});
        QVERIFY2(withTopics.exitCode == 0 && withTopics.out.contains(QLatin1String("in 2 topics")),
                 qPrintable(withTopics.out + withTopics.err));
        {
            auto opened = IndexStore::open(path(QStringLiteral("job11.db")));
            QVERIFY(opened);
            auto topics = (*opened)->related().topics();
            QVERIFY(topics);
            QCOMPARE(topics->size(), std::size_t(2));
            QCOMPARE((*topics)[0].id, 1);
            QCOMPARE((*topics)[0].center, qint64(text1 + 1));
            QCOMPARE((*topics)[0].size, 3);
            QCOMPARE((*topics)[0].label, termWords.join(QStringLiteral(", ")));
            QCOMPARE((*topics)[1].id, 2);
            QCOMPARE((*topics)[1].center, qint64(other5 + 1));
            QCOMPARE((*topics)[1].label, QString());
            auto members = (*opened)->related().members(1);
            QVERIFY(members);
            QCOMPARE(members->size(), std::size_t(3));
            QCOMPARE((*members)[0].docId, qint64(text1 + 1));
            QVERIFY((*members)[0].center);
            QCOMPARE((*members)[1].docId, qint64(edited1 + 1));
            QCOMPARE((*members)[1].similarity, 0.6);
            QCOMPARE((*members)[2].docId, qint64(text2 + 1));
        }
        writeFile(
            job + QStringLiteral("/topics-00001.npy"),
            npy(topicsDescr, 3,
                topicRow(edited1, text1, 0.6) + topicRow(text1, text1, 1) + topicRow(text0, text1, 0.5)));
        const Run twice = cli({QStringLiteral("merge"), QStringLiteral("--db"),
                               path(QStringLiteral("job12.db")), QStringLiteral("--job"), job});
        QCOMPARE(twice.exitCode, 1);
        QVERIFY2(twice.err.contains(
                     QStringLiteral("topics-00001.npy, row 2: document %1 is in two topics").arg(text0)),
                 qPrintable(twice.err));
        QVERIFY(!QFileInfo::exists(path(QStringLiteral("job12.db"))));
        QFile::remove(job + QStringLiteral("/topics-00000.npy"));
        QFile::remove(job + QStringLiteral("/topics-00001.npy"));
        QFile::remove(job + QStringLiteral("/topiclabels-00000.npy"));
        writeFile(job + QStringLiteral("/manifest.json"), QJsonDocument(manifest).toJson());
    }

    // Two sweeps of a crawl sketched as two shards and merged answer the crawl questions like
    // one index into which both were imported (matched alike).
    void crawlShardsLikeOneImport()
    {
        const QString week1 = path(QStringLiteral("week1.warc"));
        const QString week2 = path(QStringLiteral("week2.warc.gz"));
        writeWeek(week1, 1);
        writeWeek(week2, 2);
        const QString shard1 = path(QStringLiteral("week1.lkshard"));
        const QString shard2 = path(QStringLiteral("week2.lkshard"));
        QCOMPARE(cli({QStringLiteral("shard"), QStringLiteral("--out"), shard1, QStringLiteral("--archives"),
                      QStringLiteral("--sweep"), QStringLiteral("week 1"), week1})
                     .exitCode,
                 0);
        QCOMPARE(cli({QStringLiteral("shard"), QStringLiteral("--out"), shard2, QStringLiteral("--archives"),
                      QStringLiteral("--sweep"), QStringLiteral("week 2"), QStringLiteral("--date"),
                      QStringLiteral("2024-03-08"), week2})
                     .exitCode,
                 0);
        const QString merged = path(QStringLiteral("crawl-merged.db"));
        const Run m = cli({QStringLiteral("merge"), QStringLiteral("--db"), merged,
                           QStringLiteral("--estimates-only"), shard1, shard2});
        QCOMPARE(m.exitCode, 0);

        const QString imported = path(QStringLiteral("crawl-imported.db"));
        QCOMPARE(cli({QStringLiteral("import"), QStringLiteral("--db"), imported, QStringLiteral("--sweep"),
                      QStringLiteral("week 1"), QStringLiteral("--no-match"), week1})
                     .exitCode,
                 0);
        QCOMPARE(cli({QStringLiteral("import"), QStringLiteral("--db"), imported, QStringLiteral("--sweep"),
                      QStringLiteral("week 2"), QStringLiteral("--date"), QStringLiteral("2024-03-08"),
                      QStringLiteral("--no-match"), week2})
                     .exitCode,
                 0);
        QVERIFY(matchByEstimates(imported));

        const QList<QStringList> questions{
            {QStringLiteral("mirrors"), QStringLiteral("--format"), QStringLiteral("csv")},
            {QStringLiteral("mirrors"), QStringLiteral("--sweep"), QStringLiteral("week 1"),
             QStringLiteral("--all")},
            {QStringLiteral("lost-found"), QStringLiteral("--all"), QStringLiteral("--format"),
             QStringLiteral("csv")},
            {QStringLiteral("lost-found"), QStringLiteral("http://a.test/docs/p6.html")},
            {QStringLiteral("evolution"), QStringLiteral("--from"), QStringLiteral("week 1"),
             QStringLiteral("--to"), QStringLiteral("week 2"), QStringLiteral("--format"),
             QStringLiteral("json")},
            {QStringLiteral("evolution"), QStringLiteral("--from"), QStringLiteral("week 1"),
             QStringLiteral("--to"), QStringLiteral("week 2")},
            {QStringLiteral("url"), QStringLiteral("http://a.test/docs/p1.html")},
        };
        for (const QStringList &q : questions) {
            const Run fromShards = cli(q + QStringList{QStringLiteral("--db"), merged});
            const Run fromImport = cli(q + QStringList{QStringLiteral("--db"), imported});
            QCOMPARE(fromShards.exitCode, 0);
            QCOMPARE(fromImport.exitCode, 0);
            QVERIFY2(!fromShards.out.trimmed().isEmpty(), qPrintable(q.join(QLatin1Char(' '))));
            QCOMPARE(fromShards.out, fromImport.out);
        }
        // The answers are the crawl's: a.test and b.test mirror, p6 moved.
        const Run lf = cli({QStringLiteral("lost-found"), QStringLiteral("--db"), merged,
                            QStringLiteral("--all"), QStringLiteral("--format"), QStringLiteral("csv")});
        QVERIFY2(lf.out.contains(QLatin1String("http://a.test/docs/p6.html,http://a.test/new/p6.html,")),
                 qPrintable(lf.out));
        const Run mirrors = cli({QStringLiteral("mirrors"), QStringLiteral("--db"), merged,
                                 QStringLiteral("--format"), QStringLiteral("csv")});
        QVERIFY2(mirrors.out.contains(QLatin1String("a.test,b.test,")), qPrintable(mirrors.out));
        // The captures read back from their archives (same paths on this machine).
        auto store = IndexStore::open(merged);
        QVERIFY(store);
        auto page = (*store)->documents().find(QStringLiteral("http://b.test/mirror/docs/p1.html"), 1);
        QVERIFY(page && *page);
        auto where = (*store)->crawl().recordLocation((*page)->id);
        QVERIFY2(where, qPrintable(where.status().toString()));
        QCOMPARE(where->archivePath, week1);
        QVERIFY(readRecordPayload(where->archivePath, where->offset));
    }
};

QTEST_GUILESS_MAIN(TestShards)
#include "tst_shards.moc"
