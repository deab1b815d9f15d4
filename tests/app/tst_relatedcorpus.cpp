// "What's related" on a topic-labelled corpus of real documents: chapters of the Python
// library reference (Debian's python3.11-doc; every page has the same template, so the topic
// is in the words, not in the page's frame). The index's related pairs (lookalike-cli scan)
// must put a document's nearest neighbours in its chapter clearly more often than plain
// shingle resemblance does (every pair's exact resemblance of its 4-word shingles). Also the
// CLI's related and topics.
#include "RunCli.h"
#include "TestPaths.h"
#include "scan/DocumentAnalyzer.h"
#include "store/IndexStore.h"
#include "usecase/RelatedDocuments.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <unordered_set>

using namespace lookalike;

namespace {

const QString kLibrary = QStringLiteral("/usr/share/doc/python3.11/html/library");
// Chapters of at least 10 pages, each a topic.
const QStringList kChapters{
    QStringLiteral("internet"), QStringLiteral("datatypes"),   QStringLiteral("allos"),
    QStringLiteral("python"),   QStringLiteral("markup"),      QStringLiteral("language"),
    QStringLiteral("filesys"),  QStringLiteral("concurrency"), QStringLiteral("tk")};
constexpr int kTop = 10;

} // namespace

class TestRelatedCorpus : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;
    QString m_corpus;
    QString m_db;
    std::vector<std::pair<QString, QString>> m_docs; // path, topic

    test::Run cli(const QStringList &args)
    {
        return test::runProgram(lookalike::test::cliProgram(), args, m_home.path());
    }

    // precision@10 of neighbour lists (same-topic neighbours over neighbours listed; a
    // document without neighbours counts 0).
    double precision(const std::vector<std::vector<std::size_t>> &neighbours) const
    {
        double sum = 0;
        for (std::size_t i = 0; i < m_docs.size(); ++i) {
            const auto &n = neighbours[i];
            if (n.empty())
                continue;
            const auto same = std::count_if(
                n.begin(), n.end(), [&](std::size_t j) { return m_docs[j].second == m_docs[i].second; });
            sum += double(same) / double(n.size());
        }
        return sum / double(m_docs.size());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(kLibrary + QStringLiteral("/index.html")),
                 "python3.11-doc is missing: bash packaging/bootstrap.sh test installs it");
        // The chapters' pages, from the reference's own table of contents.
        QFile index(kLibrary + QStringLiteral("/index.html"));
        QVERIFY(index.open(QIODevice::ReadOnly));
        const QString html = QString::fromUtf8(index.readAll());
        m_corpus = m_home.filePath(QStringLiteral("corpus"));
        const QStringList parts = html.split(QStringLiteral("<li class=\"toctree-l1\">"));
        for (const QString &part : parts.mid(1)) {
            const auto head = QRegularExpression(QStringLiteral("href=\"([a-z]+)\\.html")).match(part);
            if (!head.hasMatch() || !kChapters.contains(head.captured(1)))
                continue;
            const QString topic = head.captured(1);
            QDir().mkpath(m_corpus + QLatin1Char('/') + topic);
            auto pages = QRegularExpression(
                             QStringLiteral(
                                 "<li class=\"toctree-l2\"><a class=\"reference internal\" href=\"([^\"#]+)"))
                             .globalMatch(part);
            QSet<QString> seen;
            while (pages.hasNext()) {
                const QString page = pages.next().captured(1);
                if (seen.contains(page))
                    continue;
                seen.insert(page);
                const QString to = m_corpus + QLatin1Char('/') + topic + QLatin1Char('/') + page;
                QVERIFY(QFile::copy(kLibrary + QLatin1Char('/') + page, to));
                m_docs.emplace_back(to, topic);
            }
        }
        QVERIFY2(m_docs.size() >= 100, qPrintable(QString::number(m_docs.size())));
        m_db = m_home.filePath(QStringLiteral("index.sqlite"));
        const auto scan = cli(
            {QStringLiteral("scan"), QStringLiteral("--related"), QStringLiteral("--db"), m_db, m_corpus});
        QVERIFY2(scan.exitCode == 0, qPrintable(scan.err));
        QVERIFY2(scan.out.contains(QStringLiteral("Related documents in")), qPrintable(scan.out));
    }

    void relatedBeatsShingles()
    {
        auto store = IndexStore::open(m_db);
        QVERIFY(store);
        std::vector<std::vector<std::size_t>> related(m_docs.size());
        std::unordered_map<qint64, std::size_t> where;
        std::vector<qint64> ids;
        for (std::size_t i = 0; i < m_docs.size(); ++i) {
            auto doc = usecase::documentNamed(**store, m_docs[i].first);
            QVERIFY2(doc, qPrintable(doc.status().toString()));
            where.emplace(doc->id, i);
            ids.push_back(doc->id);
        }
        for (std::size_t i = 0; i < m_docs.size(); ++i) {
            auto entries = usecase::whatsRelated(**store, ids[i], kTop);
            QVERIFY(entries);
            QVERIFY(entries->size() <= std::size_t(kTop));
            for (std::size_t e = 1; e < entries->size(); ++e)
                QVERIFY((*entries)[e - 1].similarity >= (*entries)[e].similarity);
            for (const auto &e : *entries)
                related[i].push_back(where.at(e.document.id));
        }
        // Plain shingle resemblance, exact, every pair.
        DocumentAnalyzer analyzer(SketchParams{}, ExtractParams{});
        std::vector<std::unordered_set<std::uint64_t>> sets;
        for (const auto &[path, topic] : m_docs) {
            QVERIFY(analyzer.readFile(path, qint64(1) << 30));
            QVERIFY(analyzer.analyze(path));
            const auto s = analyzer.shingleSet();
            sets.emplace_back(s.begin(), s.end());
        }
        std::vector<std::vector<std::size_t>> shingles(m_docs.size());
        for (std::size_t i = 0; i < sets.size(); ++i) {
            std::vector<std::pair<double, std::size_t>> scored;
            for (std::size_t j = 0; j < sets.size(); ++j) {
                if (j == i)
                    continue;
                std::size_t common = 0;
                for (std::uint64_t x : sets[i])
                    common += sets[j].count(x);
                const double r = double(common) / double(sets[i].size() + sets[j].size() - common);
                if (r > 0)
                    scored.emplace_back(r, j);
            }
            std::sort(scored.begin(), scored.end(), std::greater<>());
            for (std::size_t k = 0; k < scored.size() && k < std::size_t(kTop); ++k)
                shingles[i].push_back(scored[k].second);
        }
        const double byTopic = precision(related), byShingles = precision(shingles);
        qInfo("precision@%d over %zu pages of %lld chapters: related %.3f, shingle resemblance %.3f", kTop,
              m_docs.size(), qlonglong(kChapters.size()), byTopic, byShingles);
        QVERIFY2(byTopic >= 0.55, qPrintable(QString::number(byTopic)));
        QVERIFY2(byTopic >= byShingles + 0.25,
                 qPrintable(QStringLiteral("%1 vs %2").arg(byTopic).arg(byShingles)));
    }

    void cliRelatedAndTopics()
    {
        const QString page = m_docs.front().first;
        const auto related = cli({QStringLiteral("related"), QStringLiteral("--db"), m_db, page,
                                  QStringLiteral("--top"), QStringLiteral("3")});
        QVERIFY2(related.exitCode == 0, qPrintable(related.err));
        const QStringList lines = related.out.trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.front(), QStringLiteral("path,similarity,agreement"));
        QVERIFY(lines.size() >= 2 && lines.size() <= 4);
        QVERIFY(!related.out.contains(page + QLatin1Char(','))); // not itself
        const auto json = cli({QStringLiteral("related"), QStringLiteral("--db"), m_db, page,
                               QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(json.exitCode, 0);
        QVERIFY(json.out.trimmed().startsWith(QLatin1Char('[')));

        const auto missing = cli({QStringLiteral("related"), QStringLiteral("--db"), m_db,
                                  m_home.filePath(QStringLiteral("nothing.txt"))});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.contains(QStringLiteral("not a document of this index")),
                 qPrintable(missing.err));
        const auto badTop = cli({QStringLiteral("related"), QStringLiteral("--db"), m_db, page,
                                 QStringLiteral("--top"), QStringLiteral("0")});
        QCOMPARE(badTop.exitCode, 2);

        const auto topics = cli({QStringLiteral("topics"), QStringLiteral("--db"), m_db});
        QVERIFY2(topics.exitCode == 0, qPrintable(topics.err));
        const QStringList rows = topics.out.trimmed().split(QLatin1Char('\n'));
        QCOMPARE(rows.front(), QStringLiteral("topic_id,label,size,path,center,similarity"));
        QVERIFY(rows.size() > 20);
        // Each topic has one centre, listed first.
        QVERIFY(rows[1].startsWith(QStringLiteral("1,")));
        QCOMPARE(rows[1].section(QLatin1Char(','), -2, -2), QStringLiteral("1"));
        // Again at another threshold: fewer documents in topics at a higher one.
        const auto strict = cli({QStringLiteral("topics"), QStringLiteral("--db"), m_db,
                                 QStringLiteral("--threshold"), QStringLiteral("0.3")});
        QVERIFY2(strict.exitCode == 0, qPrintable(strict.err));
        QVERIFY(strict.out.count(QLatin1Char('\n')) < topics.out.count(QLatin1Char('\n')));
    }
};

QTEST_GUILESS_MAIN(TestRelatedCorpus)
#include "tst_relatedcorpus.moc"
