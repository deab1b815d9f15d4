// Web archives end to end: import sweeps written by the test (several hosts, known moves,
// deletions, mirrors and changes), then the crawl questions, through the engine and the CLI;
// and every shared real sample archive.
#include "TestPaths.h"
#include "WarcWriter.h"
#include "crawl/CrawlIndex.h"
#include "crawl/Evolution.h"
#include "crawl/LostAndFound.h"
#include "crawl/Mirrors.h"
#include "match/MatchRules.h"
#include "scan/ImportJob.h"
#include "scan/Matching.h"
#include "scan/Resketch.h"
#include "store/IndexStore.h"

#include <QDir>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace lookalike;
using lookalike::test::WarcWriter;

namespace {

// Deterministic prose: words from a fixed pseudo-vocabulary, `seed` picks the page.
QStringList vocabulary()
{
    static QStringList words;
    if (words.isEmpty()) {
        QRandomGenerator g(7);
        const char *syllables[] = {"ka",  "lo",  "mi",  "ter", "ran", "so",  "vel", "du",
                                   "pri", "an",  "for", "gen", "ul",  "bro", "sen", "ta",
                                   "rix", "mon", "el",  "quo", "dis", "par", "ne",  "vi"};
        while (words.size() < 3000) {
            QString w;
            const int n = 1 + int(g.bounded(3));
            for (int i = 0; i < n; ++i)
                w += QLatin1String(syllables[g.bounded(int(std::size(syllables)))]);
            words << w;
        }
    }
    return words;
}

QStringList bodyWords(int seed, int count = 300)
{
    const QStringList &v = vocabulary();
    QRandomGenerator g(quint32(1000 + seed));
    QStringList out;
    for (int i = 0; i < count; ++i)
        out << v[int(g.bounded(v.size()))];
    return out;
}

// `edits` words replaced at fixed places.
QStringList edited(QStringList words, int edits)
{
    for (int i = 0; i < edits; ++i)
        words[(i * 97 + 13) % words.size()] = QStringLiteral("changedword%1").arg(i);
    return words;
}

QByteArray page(const QString &host, const QStringList &words)
{
    QByteArray html = "<!DOCTYPE html><html><head><title>" + host.toUtf8() +
                      "</title></head><body>"
                      "<div class=nav><a href=/>Home</a> <a href=/about>About</a></div>";
    for (int i = 0; i < words.size(); i += 60)
        html += "<p>" + words.mid(i, 60).join(QLatin1Char(' ')).toUtf8() + "</p>\n";
    html += "<div class=footer>" + host.toUtf8() + "</div></body></html>";
    return html;
}

QByteArray digestOf(int seed)
{
    return "sha1:TESTDIGEST" + QByteArray::number(seed);
}

const QByteArray kDate1 = "2024-01-01T10:00:00Z";
const QByteArray kDate2 = "2024-01-08T10:00:00Z";

// Sweep 1: a.test 20 pages; b.test mirrors 14 of them under /mirror (2 words edited); a.test and
// c.test share 12 articles under unrelated paths; d.test stands alone.
void writeSweep1(const QString &path)
{
    WarcWriter w(path, false);
    w.record("warcinfo", {}, kDate1, "application/warc-fields", "software: tst_import\r\n");
    for (int i = 0; i < 20; ++i) {
        const QString url = QStringLiteral("http://a.test/docs/p%1.html").arg(i);
        w.request(url, kDate1);
        w.response(url, kDate1, 200, page(QStringLiteral("a.test"), bodyWords(i)), "text/html; charset=utf-8",
                   {}, digestOf(i));
    }
    for (int i = 0; i < 14; ++i)
        w.response(QStringLiteral("http://b.test/mirror/docs/p%1.html").arg(i), kDate1, 200,
                   page(QStringLiteral("b.test mirror"), edited(bodyWords(i), 2)));
    for (int k = 0; k < 12; ++k) {
        w.response(QStringLiteral("http://a.test/news/article-%1.html").arg(k), kDate1, 200,
                   page(QStringLiteral("a.test"), bodyWords(100 + k)));
        w.response(QStringLiteral("http://c.test/stories/s%1.php?id=%1").arg(k), kDate1, 200,
                   page(QStringLiteral("c.test"), bodyWords(100 + k)));
    }
    for (int i = 0; i < 10; ++i)
        w.response(QStringLiteral("http://d.test/d/q%1.html").arg(i), kDate1, 200,
                   page(QStringLiteral("d.test"), bodyWords(200 + i)));
    w.response(QStringLiteral("http://a.test/logo.png"), kDate1, 200,
               QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16), "image/png");
    w.response(QStringLiteral("http://a.test/missing.html"), kDate1, 404,
               "<html><body>Not found</body></html>");
}

// Sweep 2 (gzip per record): p0-p4 revisits, p5-p9 and p19 identical, p10 small edit, p11
// replaced, p12-p14 moved on a.test (p14 edited), p15-p16 deleted, p17 answers 404, p18 moved
// with a 301 from its old URL; the mirror keeps p12/p13 at their paths; d.test gains q10; a.test
// drops article 11, whose text c.test had and keeps.
void writeSweep2(const QString &path)
{
    WarcWriter w(path, true);
    w.record("warcinfo", {}, kDate2, "application/warc-fields", "software: tst_import\r\n");
    for (int i = 0; i < 5; ++i)
        w.revisit(QStringLiteral("http://a.test/docs/p%1.html").arg(i), kDate2, digestOf(i));
    for (int i : {5, 6, 7, 8, 9, 19})
        w.response(QStringLiteral("http://a.test/docs/p%1.html").arg(i), kDate2, 200,
                   page(QStringLiteral("a.test"), bodyWords(i)));
    w.response(QStringLiteral("http://a.test/docs/p10.html"), kDate2, 200,
               page(QStringLiteral("a.test"), edited(bodyWords(10), 3)));
    w.response(QStringLiteral("http://a.test/docs/p11.html"), kDate2, 200,
               page(QStringLiteral("a.test"), bodyWords(300)));
    for (int i : {12, 13})
        w.response(QStringLiteral("http://a.test/docs/new/p%1.html").arg(i), kDate2, 200,
                   page(QStringLiteral("a.test"), bodyWords(i)));
    w.response(QStringLiteral("http://a.test/docs/new/p14.html"), kDate2, 200,
               page(QStringLiteral("a.test"), edited(bodyWords(14), 2)));
    w.response(QStringLiteral("http://a.test/docs/p17.html"), kDate2, 404,
               "<html><body>Not found</body></html>");
    w.response(QStringLiteral("http://a.test/docs/p18.html"), kDate2, 301, "<html><body>Moved</body></html>",
               "text/html", "Location: /docs/moved-p18.html\r\n");
    w.response(QStringLiteral("http://a.test/docs/moved-p18.html"), kDate2, 200,
               page(QStringLiteral("a.test"), bodyWords(18)));
    for (int i = 0; i < 14; ++i)
        w.response(QStringLiteral("http://b.test/mirror/docs/p%1.html").arg(i), kDate2, 200,
                   page(QStringLiteral("b.test mirror"), edited(bodyWords(i), 2)));
    for (int k = 0; k < 12; ++k) {
        if (k < 11)
            w.response(QStringLiteral("http://a.test/news/article-%1.html").arg(k), kDate2, 200,
                       page(QStringLiteral("a.test"), bodyWords(100 + k)));
        w.response(QStringLiteral("http://c.test/stories/s%1.php?id=%1").arg(k), kDate2, 200,
                   page(QStringLiteral("c.test"), bodyWords(100 + k)));
    }
    for (int i = 0; i < 11; ++i)
        w.response(QStringLiteral("http://d.test/d/q%1.html").arg(i), kDate2, 200,
                   page(QStringLiteral("d.test"), bodyWords(200 + i)));
}

ImportSummary importSweep(const QString &index, const QStringList &archives, const QString &label)
{
    ImportParams p;
    p.indexPath = index;
    p.archives = archives;
    p.sweepLabel = label;
    p.threads = 2;
    ImportJob job(p);
    return job.run();
}

bool matchAll(const QString &index)
{
    auto store = IndexStore::open(index);
    return store && matchIndex(**store, MatchParams{}).status.isOk();
}

QString sharedSamples()
{
    return lookalike::test::sourceDir(u"/../shared/corpora/warc/samples");
}

} // namespace

class TestImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_index = m_dir.filePath(QStringLiteral("crawl.sqlite"));
        writeSweep1(m_dir.filePath(QStringLiteral("week1.warc")));
        writeSweep2(m_dir.filePath(QStringLiteral("week2.warc.gz")));
        const ImportSummary s1 =
            importSweep(m_index, {m_dir.filePath(QStringLiteral("week1.warc"))}, QString());
        QVERIFY2(s1.status.isOk(), qPrintable(s1.status.toString()));
        QCOMPARE(s1.state, QStringLiteral("done"));
        QCOMPARE(s1.sweepLabel, QStringLiteral("2024-01-01")); // from the WARC dates
        m_first = s1;
        const ImportSummary s2 =
            importSweep(m_index, {m_dir.filePath(QStringLiteral("week2.warc.gz"))}, QStringLiteral("week 2"));
        QVERIFY2(s2.status.isOk(), qPrintable(s2.status.toString()));
        m_second = s2;
        QVERIFY(matchAll(m_index));
    }

    void importCounts()
    {
        // 20 + 14 + 24 + 10 pages and one 404; the PNG is not text; requests and warcinfo skipped.
        QCOMPARE(m_first.documents, qint64(69));
        QCOMPARE(m_first.httpErrors, qint64(1));
        QCOMPARE(m_first.notText, qint64(1));
        QCOMPARE(m_first.skipped, qint64(21));
        QCOMPARE(m_first.problems, qint64(0));
        // Week 2: 5 revisits and 6 + 14 + 23 + 10 identical payloads, and the moved pages
        // p12, p13 and p18 (same bytes under a new URL), come from the index, not analysed
        // again (Broder: identical documents between sweeps are extracted early).
        QCOMPARE(m_second.copied, qint64(5 + 6 + 14 + 23 + 10 + 3));
        QCOMPARE(m_second.unresolvedRevisits, qint64(0));
        QCOMPARE(m_second.httpErrors, qint64(2));
        QCOMPARE(m_second.analyzed, qint64(4)); // p10, p11, moved and edited p14, q10
    }

    void sweepsAndUrls()
    {
        auto store = IndexStore::open(m_index);
        QVERIFY(store);
        auto sweeps = (*store)->crawl().sweeps();
        QVERIFY(sweeps);
        QCOMPARE(sweeps->size(), std::size_t(2));
        QCOMPARE(sweeps->at(0).label, QStringLiteral("2024-01-01"));
        QCOMPARE(sweeps->at(1).label, QStringLiteral("week 2"));
        QCOMPARE(QDateTime::fromMSecsSinceEpoch(sweeps->at(1).dateMs, Qt::UTC).date(), QDate(2024, 1, 8));
        auto index = CrawlIndex::load(**store);
        QVERIFY(index);
        // URL -> captures per sweep -> cluster -> URLs (Broder 4.2).
        const auto caps = index->capturesOf(QStringLiteral("http://a.test/docs/p3.html"));
        QCOMPARE(caps.size(), std::size_t(2));
        QCOMPARE(caps[0]->host, QStringLiteral("a.test"));
        QVERIFY(caps[1]->good()); // the revisit took the first capture's text
        QCOMPARE(caps[0]->rawFingerprint, caps[1]->rawFingerprint);
        // ... its bag of words, and the anchor windows of its links (Home, About) again, as the
        // page itself gives them in its sweep (related documents).
        const auto bag0 = (*store)->related().bagOf(caps[0]->docId);
        const auto bag1 = (*store)->related().bagOf(caps[1]->docId);
        QVERIFY(bag0 && *bag0 && bag1 && *bag1);
        QVERIFY(**bag0 == **bag1);
        const auto windows0 = (*store)->related().anchorBagsOf(caps[0]->docId);
        const auto windows1 = (*store)->related().anchorBagsOf(caps[1]->docId);
        QVERIFY(windows0 && windows1);
        QCOMPARE(windows0->size(), std::size_t(2));
        QVERIFY(*windows0 == *windows1);
        const auto clusters = index->clusters(caps[1]->sweep, 0.5);
        const auto &members = clusters.members[clusters.clusterOf.at(caps[1]->docId)];
        QStringList urls;
        for (qint64 d : members)
            urls << index->capture(d)->url;
        QVERIFY2(urls.contains(QStringLiteral("http://b.test/mirror/docs/p3.html")),
                 qPrintable(urls.join(QLatin1Char(' '))));
        // The revisit reads its text back from the record it repeats.
        DocumentAnalyzer analyzer((*store)->settings().sketchParamsOrDefault(), ExtractParams{});
        auto revisit = (*store)->documents().info(caps[1]->docId);
        QVERIFY(revisit);
        auto again = reanalyze(store->get(), analyzer, *revisit);
        QVERIFY2(again, qPrintable(again.status().toString()));
        QVERIFY(QString::fromStdString(analyzer.lastText()).contains(bodyWords(3).first()));
    }

    void lostAndFoundAnswers()
    {
        auto store = IndexStore::open(m_index);
        auto index = CrawlIndex::load(**store);
        QVERIFY(index);
        std::map<QString, LostFoundAnswer> byUrl;
        for (const LostFoundAnswer &a : lostAndFoundAll(*index))
            byUrl[a.oldUrl] = a;
        const QString a = QStringLiteral("http://a.test/docs/");
        // Moved on the same host: the new URL, not the mirror's older copy.
        for (int i : {12, 13, 14}) {
            const LostFoundAnswer &ans = byUrl[a + QStringLiteral("p%1.html").arg(i)];
            QCOMPARE(verdictName(ans.verdict), QStringLiteral("moved"));
            QCOMPARE(ans.newUrl, a + QStringLiteral("new/p%1.html").arg(i));
            QVERIFY(ans.resemblance > 0.6);
        }
        const LostFoundAnswer &redirected = byUrl[a + QStringLiteral("p18.html")];
        QCOMPARE(redirected.newUrl, a + QStringLiteral("moved-p18.html"));
        QVERIFY(redirected.viaRedirect);
        QCOMPARE(redirected.newestStatus, 301);
        // Deleted, or answering 404: nothing invented.
        for (int i : {15, 16, 17}) {
            const LostFoundAnswer &ans = byUrl[a + QStringLiteral("p%1.html").arg(i)];
            QCOMPARE(verdictName(ans.verdict), QStringLiteral("deleted"));
            QVERIFY(ans.newUrl.isEmpty());
        }
        // Its text where it already was (c.test shared the article): a copy, not a move.
        const LostFoundAnswer &copy = byUrl[QStringLiteral("http://a.test/news/article-11.html")];
        QCOMPARE(verdictName(copy.verdict), QStringLiteral("copy-elsewhere"));
        QCOMPARE(copy.newUrl, QStringLiteral("http://c.test/stories/s11.php?id=11"));
        QVERIFY(copy.resemblance > 0.9);
        QCOMPARE(byUrl.size(), std::size_t(8)); // p12-p18, article-11 (missing.html never had a page)
        QCOMPARE(verdictName(lostAndFound(*index, QStringLiteral("http://a.test/missing.html")).verdict),
                 QStringLiteral("never-good"));
        QCOMPARE(verdictName(lostAndFound(*index, a + QStringLiteral("p3.html")).verdict),
                 QStringLiteral("not-gone"));
        QCOMPARE(verdictName(lostAndFound(*index, QStringLiteral("http://nowhere.test/")).verdict),
                 QStringLiteral("unknown"));
    }

    void mirrors()
    {
        auto store = IndexStore::open(m_index);
        auto index = CrawlIndex::load(**store);
        QVERIFY(index);
        const auto pairs = findMirrors(*index);
        QCOMPARE(pairs.size(), std::size_t(2));
        QCOMPARE(pairs[0].hostA, QStringLiteral("a.test"));
        QCOMPARE(pairs[0].hostB, QStringLiteral("b.test"));
        QCOMPARE(verdictName(pairs[0].verdict), QStringLiteral("mirror"));
        // Week 2: p11 was rewritten on a.test; p12 and p13 moved to /docs/new/ (still in the
        // mirror's clusters, but under another path).
        QCOMPARE(pairs[0].sharedPages, 13);
        QCOMPARE(pairs[0].sharedClusters, 13);
        QCOMPARE(pairs[0].suffixMatches, 11);
        QCOMPARE(pairs[1].hostB, QStringLiteral("c.test"));
        QCOMPARE(verdictName(pairs[1].verdict), QStringLiteral("shared-content"));
        QCOMPARE(pairs[1].suffixMatches, 0);
        // Week 1: all 14 mirrored pages; a higher bar leaves no pair.
        MirrorParams week1;
        week1.sweep = index->sweeps().front().id;
        QCOMPARE(findMirrors(*index, week1).front().sharedPages, 14);
        week1.minPages = 15;
        QVERIFY(findMirrors(*index, week1).empty());
    }

    void evolutionBetweenSweeps()
    {
        auto store = IndexStore::open(m_index);
        auto index = CrawlIndex::load(**store);
        QVERIFY(index);
        EvolutionParams p;
        p.fromSweep = index->sweeps().front().id;
        p.toSweep = index->sweeps().back().id;
        auto ev = evolution(**store, *index, p);
        QVERIFY2(ev, qPrintable(ev.status().toString()));
        QCOMPARE(ev->urlsFrom, qint64(68));
        QCOMPARE(ev->died, qint64(8));  // p12-p18, article-11
        QCOMPARE(ev->moved, qint64(4)); // p12, p13, p14, p18 (article-11's copy was there already)
        QCOMPARE(ev->born, qint64(5));  // new/p12-p14, moved-p18, q10
        std::map<QString, QString> change;
        for (const UrlEvolution &u : ev->urls)
            change[u.url] = u.inBoth ? bucketName(u.bucket) : QStringLiteral("gone");
        QCOMPARE(change[QStringLiteral("http://a.test/docs/p0.html")], QStringLiteral("no-change"));
        QCOMPARE(change[QStringLiteral("http://a.test/docs/p10.html")], QStringLiteral("small"));
        QVERIFY(change[QStringLiteral("http://a.test/docs/p11.html")] == QLatin1String("complete") ||
                change[QStringLiteral("http://a.test/docs/p11.html")] == QLatin1String("large"));
        QCOMPARE(change[QStringLiteral("http://a.test/docs/p15.html")], QStringLiteral("gone"));
        QCOMPARE(ev->buckets[int(ChangeBucket::NoChange)], qint64(68 - 8 - 2));
        // Clusters of two (a page and its mirror) keep their members: containment 1 for p0-p9.
        for (const UrlEvolution &u : ev->urls)
            if (u.url == QLatin1String("http://a.test/docs/p0.html")) {
                QCOMPARE(u.clusterSizeFrom, 2);
                QCOMPARE(u.containment, 1.0);
                QCOMPARE(u.similarity, 1.0);
            }
        const SizeRangeFigures &pairsRange = ev->ranges[1];
        QCOMPARE(pairsRange.label, QStringLiteral("2-10"));
        QVERIFY(pairsRange.urls > 40);
        QVERIFY(pairsRange.containment < 1.0); // p12, p13 left their clusters
    }

    void resumeSkipsImportedArchives()
    {
        const ImportSummary again =
            importSweep(m_index, {m_dir.filePath(QStringLiteral("week2.warc.gz"))}, QStringLiteral("week 2"));
        QCOMPARE(again.archivesSkipped, 1);
        QCOMPARE(again.documents, qint64(0));
    }

    void cliCommands()
    {
        auto run = [](const QStringList &args, int expect = 0) {
            QProcess p;
            p.start(lookalike::test::cliProgram(), args);
            p.waitForFinished(60000);
            const QString out = QString::fromUtf8(p.readAllStandardOutput());
            if (p.exitCode() != expect)
                qWarning() << args << p.exitCode() << out << p.readAllStandardError();
            return std::make_pair(p.exitCode(), out);
        };
        const QString db = QStringLiteral("--db=") + m_index;
        auto [rc1, lf] = run({QStringLiteral("lost-found"), db, QStringLiteral("--all"),
                              QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(rc1, 0);
        QVERIFY(lf.startsWith(QLatin1String("old_url,new_url,resemblance")));
        QVERIFY(lf.contains(QLatin1String("http://a.test/docs/p12.html,http://a.test/docs/new/p12.html,")));
        auto [rc2, m] = run({QStringLiteral("mirrors"), db, QStringLiteral("--format=csv")});
        QCOMPARE(rc2, 0);
        QVERIFY(m.startsWith(QLatin1String("host_a,host_b,shared_pages,suffix_matches")));
        QVERIFY(m.contains(QLatin1String("a.test,b.test,13,11,")));
        auto [rc3, ev] = run({QStringLiteral("evolution"), db, QStringLiteral("--from"),
                              QStringLiteral("2024-01-01"), QStringLiteral("--to"), QStringLiteral("week 2"),
                              QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(rc3, 0);
        const QJsonObject j = QJsonDocument::fromJson(ev.toUtf8()).object();
        QCOMPARE(j.value(QStringLiteral("moved")).toInt(), 4);
        auto [rc4, pairs] = run({QStringLiteral("pairs"), db});
        QCOMPARE(rc4, 0);
        QVERIFY(pairs.contains(QLatin1String("http://b.test/mirror/docs/p1.html")));
        auto [rc5, u] = run({QStringLiteral("url"), db, QStringLiteral("http://a.test/docs/p1.html")});
        QCOMPARE(rc5, 0);
        QVERIFY(u.contains(QLatin1String("http://b.test/mirror/docs/p1.html")));
        auto [rc6, bad] = run({QStringLiteral("evolution"), db, QStringLiteral("--from"),
                               QStringLiteral("nope"), QStringLiteral("--to"), QStringLiteral("week 2")},
                              2);
        QCOMPARE(rc6, 2);
        // import through the CLI: a new sweep, matched afterwards.
        auto [rc7, imp] = run({QStringLiteral("import"), db, QStringLiteral("--sweep"), QStringLiteral("cli"),
                               QStringLiteral("--date"), QStringLiteral("2024-02-01"),
                               m_dir.filePath(QStringLiteral("week1.warc"))});
        QCOMPARE(rc7, 0);
        QVERIFY2(imp.contains(QLatin1String("Import")) && imp.contains(QLatin1String("Matched")),
                 qPrintable(imp));
    }

    // Every real sample archive imports; the malformed ones report problems and the rest goes on.
    void sharedSampleArchives()
    {
        QDir dir(sharedSamples());
        if (!dir.exists())
            QSKIP("../shared/corpora/warc/samples is not beside the repository");
        QStringList files;
        QDirIterator it(dir.path(),
                        {QStringLiteral("*.warc"), QStringLiteral("*.warc.gz"), QStringLiteral("*.arc"),
                         QStringLiteral("*.arc.gz")},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            files << it.next();
        files.sort();
        QCOMPARE(files.size(), 28);
        const QString index = m_dir.filePath(QStringLiteral("samples.sqlite"));
        const ImportSummary s = importSweep(index, files, QStringLiteral("samples"));
        QVERIFY2(s.status.isOk(), qPrintable(s.status.toString()));
        QCOMPARE(s.state, QStringLiteral("done"));
        qInfo("samples: %lld records, %lld captures (%lld analysed, %lld copied, %lld HTTP errors), %lld not "
              "text, "
              "%lld problems, %lld unresolved revisits",
              s.records, s.documents, s.analyzed, s.copied, s.httpErrors, s.notText, s.problems,
              s.unresolvedRevisits);
        QVERIFY(s.unresolvedRevisits <= 3); // iana.warc.gz revisits 3 captures it does not hold
        QVERIFY(s.problems > 0);
        for (const ImportProblem &p : s.problemExamples)
            QVERIFY2(!p.status.message().isEmpty(), qPrintable(p.locator));
        auto store = IndexStore::open(index);
        // A crawler's records about itself are no pages (wget's log and arguments were pages
        // of a host "gnu.org" and formed clusters).
        for (const char *scheme : {"metadata:", "dns:", "urn:", "filedesc:"}) {
            const auto page = (*store)->database().integer(
                QStringLiteral("SELECT count(*) FROM documents WHERE locator LIKE '%1%%'")
                    .arg(QLatin1String(scheme))
                    .toUtf8()
                    .constData(),
                "counting records of the crawler");
            QVERIFY(page);
            QCOMPARE(*page, qint64(0));
        }
        // Many samples capture the same URLs (example.com in 11 of them): one row each, the
        // latest capture, counted once; every row with text has its bag of words (a later
        // capture with the same bytes once copied a row onto itself and lost it).
        auto captures = (*store)->crawl().captures(s.sweep);
        QVERIFY(captures);
        QCOMPARE(s.documents, qint64(captures->size()));
        QVERIFY(s.documents > 50);
        int sketched = 0;
        for (const Capture &c : *captures) {
            if (!c.indexed)
                continue;
            ++sketched;
            auto d = (*store)->documents().find(c.url, c.sweep);
            QVERIFY(d && *d);
            QVERIFY2((*d)->hasSketch, qPrintable(c.url + QStringLiteral(" has no bag of words")));
        }
        QVERIFY(sketched > 30);
        auto page = (*store)->documents().find(QStringLiteral("http://example.com/"), s.sweep);
        QVERIFY(page && *page);
        QVERIFY((*page)->hasSketch);
    }

    // Captures of one URL in one sweep share its row: the latest replaces the others. A copy
    // must take the text of bytes the index still holds, and a later capture of the same bytes
    // (or a revisit of them) must keep the row's bag of words, anchor windows and record; a
    // capture without links must not keep the windows of the page it replaces.
    void replacedCaptures()
    {
        const QString u = QStringLiteral("http://r.test/page.html");
        const QString v = QStringLiteral("http://r.test/copy-of-first.html");
        const QString x = QStringLiteral("http://r.test/gone.html");
        const QByteArray a = page(QStringLiteral("r.test"), bodyWords(400));
        const QByteArray b = page(QStringLiteral("r.test"), bodyWords(401));
        const QString t = QStringLiteral("http://r.test/twice.html");
        const QByteArray c = page(QStringLiteral("r.test"), bodyWords(403));
        const QString first = m_dir.filePath(QStringLiteral("replaced-1.warc"));
        const QString second = m_dir.filePath(QStringLiteral("replaced-2.warc"));
        const QString third = m_dir.filePath(QStringLiteral("replaced-3.warc"));
        {
            WarcWriter w(first, false);
            w.response(u, kDate1, 200, a, "text/html; charset=utf-8", {}, "sha1:REPLACEDA");
            w.response(x, kDate1, 200, page(QStringLiteral("r.test"), bodyWords(404)));
        }
        {
            // u changes to b; v serves u's old bytes, which the index holds under u's row until
            // the first record here replaces them; x is gone.
            WarcWriter w(second, false);
            w.response(u, kDate2, 200, b, "text/html; charset=utf-8", {}, "sha1:REPLACEDB");
            w.response(v, kDate2, 200, a);
            w.response(x, kDate2, 404, "<html><body>Not found</body></html>");
            // Two captures in the same second: the one read later is kept (tst_store checks
            // that the order they are written in does not decide).
            w.response(t, kDate2, 200, page(QStringLiteral("r.test"), bodyWords(402)));
            w.response(t, kDate2, 200, c);
        }
        {
            // u again, unchanged (bytes the index holds in u's own row), then a revisit of it.
            WarcWriter w(third, false);
            w.response(u, "2024-01-09T10:00:00Z", 200, b, "text/html; charset=utf-8", {}, "sha1:REPLACEDB");
            w.revisit(u, "2024-01-10T10:00:00Z", "sha1:REPLACEDB");
        }
        const QString index = m_dir.filePath(QStringLiteral("replaced.sqlite"));
        const std::vector<std::pair<QString, qint64>> rows{{first, 2}, {second, 4}, {third, 1}};
        for (const auto &[file, documents] : rows) {
            ImportParams p;
            p.indexPath = index;
            p.archives = {file};
            p.sweepLabel = QStringLiteral("replaced");
            p.threads = 1; // records written in file order
            const ImportSummary s = ImportJob(p).run();
            QVERIFY2(s.status.isOk(), qPrintable(s.status.toString()));
            QCOMPARE(s.problems, 0);
            QCOMPARE(s.documents, documents); // rows this import stored
        }
        auto store = IndexStore::open(index);
        QVERIFY(store);
        auto archives = (*store)->crawl().archives();
        QVERIFY(archives && archives->size() == 3);
        auto twice = (*store)->documents().find(t, 1);
        QVERIFY(twice && *twice && (*twice)->hasSketch);
        QCOMPARE((*twice)->rawFingerprint, Fingerprint128::ofBytes(c.constData(), std::size_t(c.size())));
        auto gone = (*store)->documents().find(x, 1);
        QVERIFY(gone && *gone && (*gone)->failed);
        auto goneWindows = (*store)->related().anchorBagsOf((*gone)->id);
        QVERIFY(goneWindows);
        QVERIFY2(goneWindows->empty(), "a 404 kept the windows of the page it replaced");

        auto copy = (*store)->documents().find(v, 1);
        QVERIFY(copy && *copy && (*copy)->hasSketch);
        QCOMPARE((*copy)->rawFingerprint, Fingerprint128::ofBytes(a.constData(), std::size_t(a.size())));
        auto copyText = (*store)->sketches().of((*copy)->id);
        QVERIFY(copyText);

        auto now = (*store)->documents().find(u, 1);
        QVERIFY(now && *now);
        QVERIFY2((*now)->hasSketch, "the page lost its bag of words");
        QCOMPARE((*now)->rawFingerprint, Fingerprint128::ofBytes(b.constData(), std::size_t(b.size())));
        auto nowText = (*store)->sketches().of((*now)->id);
        QVERIFY(nowText);
        QVERIFY(nowText->shingleFingerprint != copyText->shingleFingerprint);
        auto anchors = (*store)->related().anchorBagsOf((*now)->id);
        QVERIFY(anchors);
        QVERIFY2(!anchors->empty(), "the page lost the anchor windows of its links");
        auto where = (*store)->crawl().recordLocation((*now)->id);
        QVERIFY2(where, qPrintable(where.status().toString()));
        QCOMPARE(where->archivePath, third);
        auto bytes = readRecordPayload(where->archivePath, where->offset);
        QVERIFY2(bytes, qPrintable(bytes.status().toString()));
        QCOMPARE(QByteArray::fromStdString(*bytes), b);
    }

    // A real crawler: tests/eval/make_crawl.py serves 8 generated sites (mirrors, content shared
    // under unrelated paths, pages moved, deleted, edited) over 3 weekly sweeps and crawls them
    // with wget --warc-file; the CLI's answers are scored against the generator's truth.
    void wgetCrawlScored()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("wget")).isEmpty() ||
            QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
            QSKIP("needs wget and python3 (packaging/bootstrap.sh installs them)");
        const QString out = m_dir.filePath(QStringLiteral("wget-crawl"));
        const QString eval = lookalike::test::sourceDir(u"/tests/eval/");
        auto run = [](const QString &program, const QStringList &args, QString *stdoutText = nullptr) {
            QProcess p;
            p.start(program, args);
            if (!p.waitForFinished(240000))
                return -1;
            const QString text = QString::fromUtf8(p.readAllStandardOutput());
            if (stdoutText)
                *stdoutText = text;
            if (p.exitCode() != 0)
                qWarning().noquote() << program << args.join(QLatin1Char(' ')) << "->" << p.exitCode() << '\n'
                                     << text.right(3000) << p.readAllStandardError().right(3000);
            return p.exitCode();
        };
        QCOMPARE(run(QStringLiteral("python3"), {eval + QStringLiteral("make_crawl.py"), out,
                                                 QStringLiteral("--seed"), QStringLiteral("1")}),
                 0);
        const QString db = QStringLiteral("--db=") + m_dir.filePath(QStringLiteral("wget.sqlite"));
        const QString cli = lookalike::test::cliProgram();
        for (int k = 1; k <= 3; ++k) {
            QString said;
            QCOMPARE(
                run(cli,
                    {QStringLiteral("import"), db, QStringLiteral("--sweep"),
                     QStringLiteral("sweep-%1").arg(k), out + QStringLiteral("/sweep-%1.warc.gz").arg(k)},
                    &said),
                0);
            // The pairs too close to a threshold to decide by their estimates are settled from
            // the shingle sets the import kept, not by reading the archives again.
            if (k == 1) {
                static const QRegularExpression settled(
                    QStringLiteral("(\\d+) settled exactly, (\\d+) documents read again"));
                const QRegularExpressionMatch m = settled.match(said);
                QVERIFY2(m.hasMatch(), qPrintable(said));
                QVERIFY2(m.captured(1).toInt() > 0 && m.captured(2).toInt() == 0, qPrintable(said));
            }
        }
        // Issue 24, 3: an import settles the pairs near the clusters' threshold exactly, as a
        // folder scan does: a member listed by an estimate is a member by any figure its
        // sketches allow (no estimate too close to the threshold to decide it).
        {
            auto store =
                IndexStore::open(m_dir.filePath(QStringLiteral("wget.sqlite")), IndexStore::Mode::ReadOnly);
            QVERIFY(store);
            auto clusters = (*store)->clusters().all();
            auto table = (*store)->sketches().table();
            auto match = (*store)->settings().storedMatch();
            QVERIFY(clusters && table && match && *match);
            const double threshold = (*store)->settings().clusterChoiceOrDefault().threshold;
            int exact = 0, estimated = 0;
            for (const Cluster &c : *clusters)
                for (const ClusterMember &m : c.members) {
                    if (m.representative)
                        continue;
                    if (m.exact) {
                        ++exact;
                        QVERIFY2(m.resemblance >= threshold - 1e-9,
                                 qPrintable(QString::number(m.resemblance)));
                        continue;
                    }
                    ++estimated;
                    const auto a = table->find(c.representative), b = table->find(m.docId);
                    QVERIFY(a && b);
                    QCOMPARE(int(matching::judge(table->estimate(*a, *b), (*match)->threshold,
                                                 (*match)->containmentThreshold, nullptr, threshold)),
                             int(matching::Verdict::Pair));
                }
            QVERIFY(exact > 0);
            qInfo("%d members with exact figures, %d by estimates far enough from %.2f", exact, estimated,
                  threshold);
        }
        auto save = [](const QString &path, const QString &text) {
            QFile f(path);
            return f.open(QIODevice::WriteOnly) && f.write(text.toUtf8()) == text.toUtf8().size();
        };
        QString lf, mirrors, ev12, ev23;
        QCOMPARE(
            run(cli,
                {QStringLiteral("lost-found"), db, QStringLiteral("--all"), QStringLiteral("--format=csv")},
                &lf),
            0);
        QCOMPARE(run(cli, {QStringLiteral("mirrors"), db, QStringLiteral("--format=csv")}, &mirrors), 0);
        QCOMPARE(run(cli,
                     {QStringLiteral("evolution"), db, QStringLiteral("--from=sweep-1"),
                      QStringLiteral("--to=sweep-2"), QStringLiteral("--format=csv")},
                     &ev12),
                 0);
        QCOMPARE(run(cli,
                     {QStringLiteral("evolution"), db, QStringLiteral("--from=sweep-2"),
                      QStringLiteral("--to=sweep-3"), QStringLiteral("--format=csv")},
                     &ev23),
                 0);
        QVERIFY(save(out + QStringLiteral("/lf.csv"), lf));
        QVERIFY(save(out + QStringLiteral("/mirrors.csv"), mirrors));
        QVERIFY(save(out + QStringLiteral("/evolution.csv"), ev12 + ev23.section(QLatin1Char('\n'), 1)));
        QString score;
        const int rc = run(QStringLiteral("python3"),
                           {eval + QStringLiteral("score_crawl.py"), out + QStringLiteral("/truth.json"),
                            QStringLiteral("--lost-found"), out + QStringLiteral("/lf.csv"),
                            QStringLiteral("--mirrors"), out + QStringLiteral("/mirrors.csv"),
                            QStringLiteral("--evolution"), out + QStringLiteral("/evolution.csv")},
                           &score);
        qInfo().noquote() << score;
        QCOMPARE(rc, 0); // >= 94% of moves right, every mirror, no false mirror, no URL for a deleted page
    }

    // A re-sketch that cannot read a page again (its archive moved away) keeps the old sketches
    // of every document and says why; with the archive back, it goes on and completes.
    void resketchKeepsPagesItCannotRead()
    {
        const QString index = m_dir.filePath(QStringLiteral("resketch.sqlite"));
        {
            auto from = IndexStore::open(m_index);
            QVERIFY(from);
            QVERIFY(
                (*from)->database().exec(qPrintable(QStringLiteral("VACUUM INTO '%1'").arg(index))).isOk());
        }
        const QString archive = m_dir.filePath(QStringLiteral("week1.warc"));
        const QString away = archive + QStringLiteral(".away");
        QVERIFY(QFile::rename(archive, away));
        const auto putBack = qScopeGuard([&] { QFile::rename(away, archive); });
        SketchParams wider;
        wider.shingle.width = 7;
        auto store = IndexStore::open(index);
        QVERIFY(store);
        const auto sketchesNow = [&] {
            auto n =
                (*store)->database().integer("SELECT total(length(sketch)) + count(*) FROM sketches", "test");
            return n ? *n : -1;
        };
        const qint64 before = sketchesNow();
        auto refused = resketchIndex(**store, wider, ExtractParams{});
        QVERIFY(!refused);
        QCOMPARE(refused.status().code(), Status::Code::Unreadable);
        QVERIFY2(refused.status().message().contains(
                     QStringLiteral("could not be read again from their archives")),
                 qPrintable(refused.status().message()));
        QVERIFY((*store)->settings().sketchParamsOrDefault().toString().startsWith(QStringLiteral("w=5;")));
        QCOMPARE(sketchesNow(), before);
        QFile::rename(away, archive);
        auto done = resketchIndex(**store, wider, ExtractParams{});
        QVERIFY2(done, qPrintable(done.status().toString()));
        QVERIFY(done->resumed > 0); // what the first run made was kept
        QCOMPARE(done->left, qint64(0));
        QVERIFY((*store)->settings().sketchParamsOrDefault().toString().startsWith(QStringLiteral("w=7;")));
    }

private:
    QTemporaryDir m_dir;
    QString m_index;
    ImportSummary m_first;
    ImportSummary m_second;
};

QTEST_GUILESS_MAIN(TestImport)
#include "tst_import.moc"
