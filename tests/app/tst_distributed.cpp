// The distributed job (app/dask, on a Dask LocalCluster of 2 worker processes on loopback, and
// on separate machines made of namespaces: no disk shared) gives the single-machine answer: the
// same pairs, the same clusters and the same related documents and topics as `lookalike-cli
// merge --estimates-only` of the same shards.
#include "RunCli.h"
#include "TestPaths.h"
#include "store/IndexStore.h"
#include "usecase/RelatedDocuments.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <map>

namespace {

using lookalike::test::Run;

// A program run as a user runs it, the job finding the kernels library of this build.
Run run(const QString &program, const QStringList &args, const QString &home, int timeoutMs = 600000)
{
    QProcessEnvironment kernels;
    kernels.insert(QStringLiteral("LOOKALIKE_KERNELS"), lookalike::test::kernelsLibrary());
    return lookalike::test::runProgram(program, args, home, kernels, timeoutMs);
}

// The lines of a CSV answer but its header, sorted (the two indexes number clusters alike
// only if they store them alike: compared as sets of rows).
QStringList rows(const QString &csv)
{
    QStringList lines = csv.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (!lines.isEmpty())
        lines.removeFirst();
    lines.sort();
    return lines;
}

// The clusters an index stores (as the job or the last clustering left them, not computed
// again): each as its copy kept, then its members with their figures to it, by path.
QStringList storedClusters(const QString &index)
{
    auto store = lookalike::IndexStore::open(index, lookalike::IndexStore::Mode::ReadOnly);
    if (!store)
        return {QStringLiteral("cannot open ") + index};
    auto clusters = (*store)->clusters().all();
    if (!clusters)
        return {clusters.status().message()};
    std::vector<qint64> ids;
    for (const lookalike::Cluster &c : *clusters)
        for (const lookalike::ClusterMember &m : c.members)
            ids.push_back(m.docId);
    auto infos = (*store)->documents().infos(ids);
    if (!infos)
        return {infos.status().message()};
    auto locator = [&](qint64 id) {
        const auto it = infos->find(id);
        return it == infos->end() ? QStringLiteral("?")
                                  : it->second.locator + QString::number(it->second.sweep);
    };
    QStringList out;
    for (const lookalike::Cluster &c : *clusters) {
        QStringList members;
        for (const lookalike::ClusterMember &m : c.members)
            if (m.docId != c.representative)
                members << QStringLiteral("%1 %2 %3 %4")
                               .arg(locator(m.docId))
                               .arg(m.resemblance, 0, 'f', 6)
                               .arg(m.containedInRep, 0, 'f', 6)
                               .arg(m.containsRep, 0, 'f', 6);
        members.sort();
        out << locator(c.representative) + QStringLiteral(" keeps: ") + members.join(QStringLiteral(", "));
    }
    out.sort();
    return out;
}

// The related documents an index stores (found first if they are stale, as `related` does: a
// merge of shards without a job leaves them to the first question): every related pair (by the
// two documents' locators and sweeps, with its figures), then every topic (its centre, label and
// members with their similarity to it).
QStringList storedRelated(const QString &index)
{
    auto store = lookalike::IndexStore::open(index);
    if (!store)
        return {QStringLiteral("cannot open ") + index};
    if (auto found = lookalike::usecase::ensureRelated(**store); found && !found->status.isOk())
        return {QStringLiteral("cannot find related documents: ") + found->status.toString()};
    std::map<qint64, QString> name;
    const lookalike::Status read = (*store)->documents().forEachStored([&](const lookalike::StoredRecord &d) {
        name[d.id] = d.record.locator + QLatin1Char('@') + QString::number(d.record.sweep);
        return lookalike::Status::ok();
    });
    if (!read)
        return {read.message()};
    QStringList pairs;
    for (const auto &[id, locator] : name) {
        auto near = (*store)->related().neighbours(id, 1000000);
        if (!near)
            return {near.status().message()};
        for (const lookalike::RelatedNeighbour &n : *near)
            if (locator < name[n.docId])
                pairs << QStringLiteral("pair %1 %2 %3 %4")
                             .arg(locator, name[n.docId])
                             .arg(n.similarity, 0, 'g', 15)
                             .arg(n.agreement, 0, 'g', 15);
    }
    pairs.sort();
    auto topics = (*store)->related().topics();
    if (!topics)
        return {topics.status().message()};
    QStringList out = pairs;
    for (const lookalike::TopicRow &t : *topics) {
        auto members = (*store)->related().members(t.id);
        if (!members)
            return {members.status().message()};
        QStringList rows;
        for (const lookalike::TopicMember &m : *members)
            rows << QStringLiteral("%1 %2").arg(name[m.docId]).arg(m.similarity, 0, 'g', 15);
        rows.sort();
        out << QStringLiteral("topic %1 (%2): %3")
                   .arg(name[t.center], t.label, rows.join(QStringLiteral(", ")));
    }
    return out;
}

// Compares two lists of rows, naming the first that differs.
void compareRows(const QStringList &d, const QStringList &s, const QString &what)
{
    if (d == s)
        return;
    for (qsizetype i = 0; i < std::min(d.size(), s.size()); ++i)
        QVERIFY2(d[i] == s[i], qPrintable(QStringLiteral("%1 differ at row %2 of %3:\n%4\n%5")
                                              .arg(what)
                                              .arg(i)
                                              .arg(s.size())
                                              .arg(d[i], s[i])));
    QCOMPARE(d.size(), s.size());
}

} // namespace

class TestDistributed : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void sameAnswerAsOneMachine();
    void giantComponents();
    void separateMachines();
    void crawlSplitByArchive();
    void packedSortsAsLexsort();
    void nearestFoldedRoundByRound();

private:
    QString makeShards(int count);
    // Merges the job's answer and the shards alone into two new indexes (merge's arguments
    // but --db) and compares their pairs and clusters.
    void compareIndexes(const QStringList &distributedArgs, const QStringList &singleArgs,
                        const QString &name);
    QTemporaryDir m_dir;
    QString m_home;
    QStringList m_shards; // made by makeShards
    // One machine's answers (pairs, clusters, related) by merge arguments: merged once.
    struct Answers
    {
        QStringList pairs, clusters, related;
    };
    std::map<QString, Answers> m_single;
};

void TestDistributed::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_home = m_dir.filePath(QStringLiteral("home"));
    QDir().mkpath(m_home);
    const Run dask = run(QStringLiteral("/usr/bin/python3"),
                         {QStringLiteral("-c"), QStringLiteral("import distributed, numpy")}, m_home);
    if (dask.exitCode != 0)
        QFAIL("python3-distributed is missing: run `bash packaging/bootstrap.sh deps` (it installs Dask "
              "from Debian)");
}

// The headers of /usr/include (real files, with licence boilerplate in thousands of them:
// common band buckets, common sample values, documents matched by walking them) dealt to 8
// shards in turn, so that most near-duplicates lie in different shards: the first `count` of
// them in m_shards, made when first needed (CTest runs the cases in two processes at once, each
// making the shards it uses). A reason to skip when /usr/include has too few headers; a
// shard that cannot be made fails the case (QTest::currentTestFailed()).
QString TestDistributed::makeShards(int count)
{
    constexpr int kShards = 8;
    count = std::min(count, kShards);
    if (m_shards.size() >= count)
        return {};
    QStringList files;
    for (QDirIterator it(QStringLiteral("/usr/include"), {QStringLiteral("*.h")}, QDir::Files,
                         QDirIterator::Subdirectories);
         it.hasNext();)
        files << it.next();
    files.sort();
    if (files.size() < 2000)
        return QStringLiteral("fewer than 2000 headers in /usr/include (the build's -dev packages are not "
                              "installed)");
    // 6000 of them, from all over the tree (evenly spread: the first 6000 in name order would be
    // whichever -dev packages sort first, and change with every package installed).
    if (files.size() > 6000) {
        QStringList some;
        for (qsizetype i = 0; i < 6000; ++i)
            some << files[i * files.size() / 6000];
        files = some;
    }
    for (int s = int(m_shards.size()); s < count; ++s) {
        QStringList mine;
        for (int i = s; i < files.size(); i += kShards)
            mine << files[i];
        const QString list = m_dir.filePath(QStringLiteral("list-%1.txt").arg(s));
        QFile f(list);
        if (!f.open(QIODevice::WriteOnly)) {
            QTest::qFail(qPrintable(QStringLiteral("cannot write ") + list), __FILE__, __LINE__);
            return {};
        }
        f.write(mine.join(QLatin1Char('\n')).toUtf8());
        f.close();
        const QString shard = m_dir.filePath(QStringLiteral("shard-%1.lkshard").arg(s));
        const Run made = run(lookalike::test::cliProgram(),
                             {QStringLiteral("shard"), QStringLiteral("--quiet"), QStringLiteral("--out"),
                              shard, QStringLiteral("--files"), list},
                             m_home);
        if (made.exitCode != 0) {
            QTest::qFail(qPrintable(made.err), __FILE__, __LINE__);
            return {};
        }
        m_shards << shard;
    }
    return {};
}

void TestDistributed::sameAnswerAsOneMachine()
{
    if (const QString skip = makeShards(8); !skip.isEmpty())
        QSKIP(qPrintable(skip));
    if (QTest::currentTestFailed())
        return;
    const QStringList shards = m_shards;

    const QString out = m_dir.filePath(QStringLiteral("job"));
    const Run job =
        run(lookalike::test::daskProgram(),
            QStringList{QStringLiteral("--out"), out, QStringLiteral("--workers"), QStringLiteral("2"),
                        // A round a pair of first shards (a shard a worker thread): decided in 4 rounds.
                        QStringLiteral("--candidates-per-round"), QStringLiteral("1"),
                        // A decide task's candidates 100 at a time (both sides' sketches of a
                        // slice in memory), not all at once.
                        QStringLiteral("--decide-slice"), QStringLiteral("100"),
                        // Sample values in several rounds (~80 a document), band keys in 6 (of 42
                        // bands): what a round leaves for later is folded round by round.
                        QStringLiteral("--values-per-round"), QStringLiteral("100000"),
                        QStringLiteral("--bands-per-round"), QStringLiteral("7"),
                        // Related candidates found and verified in 9 rounds of LSH tables (a pair
                        // met in several verified in each, its row kept once), the second
                        // documents' shards 3 a verification task.
                        QStringLiteral("--tables-per-round"), QStringLiteral("7"),
                        QStringLiteral("--verify-shards"), QStringLiteral("3")} +
                shards,
            m_home);
    QVERIFY2(job.exitCode == 0, qPrintable(job.err));
    QVERIFY2(job.err.contains(QStringLiteral("large-star/small-star")), qPrintable(job.err));
    QVERIFY2(job.err.contains(
                 QStringLiteral("9 rounds of 7 tables, second documents verified in blocks of 3 shards")),
             qPrintable(job.err));
    QVERIFY2(job.err.contains(QStringLiteral("candidates decided in 4 rounds, 100 at a time")),
             qPrintable(job.err));
    const QRegularExpressionMatch sampleRounds =
        QRegularExpression(QStringLiteral("sample values in (\\d+) rounds")).match(job.err);
    QVERIFY2(sampleRounds.hasMatch() && sampleRounds.captured(1).toInt() >= 3, qPrintable(job.err));

    // Decided alike: the job's answer as it is, and one machine deciding by estimates.
    compareIndexes({QStringLiteral("--job"), out, QStringLiteral("--estimates-only")},
                   QStringList{QStringLiteral("--estimates-only")} + shards, QStringLiteral("estimates"));
    // Settled alike: the job's uncertain pairs read again from the files on merging, as one
    // machine settles its own (and clustered there again).
    compareIndexes({QStringLiteral("--job"), out}, shards, QStringLiteral("exact"));
}

void TestDistributed::compareIndexes(const QStringList &distributedArgs, const QStringList &singleArgs,
                                     const QString &name)
{
    const QString distributed = m_dir.filePath(name + QStringLiteral("-distributed.db"));
    Run merged = run(
        lookalike::test::cliProgram(),
        QStringList{QStringLiteral("merge"), QStringLiteral("--quiet"), QStringLiteral("--db"), distributed} +
            distributedArgs,
        m_home);
    QVERIFY2(merged.exitCode == 0, qPrintable(merged.err));
    // Every pair above the thresholds (containment too), with its figures.
    const QStringList pairsArgs{QStringLiteral("pairs"), QStringLiteral("--min"), QStringLiteral("0.5"),
                                QStringLiteral("--min-containment"), QStringLiteral("0.8")};
    const QString singleKey = singleArgs.join(QLatin1Char(' '));
    if (m_single.find(singleKey) == m_single.end()) {
        const QString single = m_dir.filePath(name + QStringLiteral("-single.db"));
        merged = run(
            lookalike::test::cliProgram(),
            QStringList{QStringLiteral("merge"), QStringLiteral("--quiet"), QStringLiteral("--db"), single} +
                singleArgs,
            m_home);
        QVERIFY2(merged.exitCode == 0, qPrintable(merged.err));
        const Run pairsS = run(lookalike::test::cliProgram(),
                               pairsArgs + QStringList{QStringLiteral("--db"), single}, m_home);
        QCOMPARE(pairsS.exitCode, 0);
        m_single[singleKey] = {rows(pairsS.out), storedClusters(single), storedRelated(single)};
    }
    const Answers &one = m_single[singleKey];
    const Run pairsD = run(lookalike::test::cliProgram(),
                           pairsArgs + QStringList{QStringLiteral("--db"), distributed}, m_home);
    QCOMPARE(pairsD.exitCode, 0);
    const QStringList d = rows(pairsD.out);
    const QStringList &s = one.pairs;
    QVERIFY2(s.size() > 1000, qPrintable(QStringLiteral("only %1 pairs").arg(s.size())));
    if (d != s) {
        const QSet<QString> ds(d.begin(), d.end()), ss(s.begin(), s.end());
        const QStringList onlyD = QSet<QString>(ds).subtract(ss).values();
        const QStringList onlyS = QSet<QString>(ss).subtract(ds).values();
        QFAIL(qPrintable(QStringLiteral("%1: %2 pairs only distributed (%3), %4 only single-machine (%5)")
                             .arg(name)
                             .arg(onlyD.size())
                             .arg(onlyD.value(0))
                             .arg(onlyS.size())
                             .arg(onlyS.value(0))));
    }

    // The same clusters as stored (the job's own, unless merge settled pairs and clustered
    // again): members, the copy each keeps, the figures to it.
    const QStringList cd = storedClusters(distributed);
    const QStringList &cs = one.clusters;
    QVERIFY(cs.size() > 100);
    QCOMPARE(cd.size(), cs.size());
    for (qsizetype i = 0; i < cs.size(); ++i)
        QCOMPARE(cd[i], cs[i]);

    // The same related documents: pairs with their figures, topics with their labels.
    const QStringList rd = storedRelated(distributed);
    const QStringList &rs = one.related;
    QVERIFY2(rs.filter(QStringLiteral("topic ")).size() > 100, qPrintable(rs.value(0)));
    compareRows(rd, rs, name + QStringLiteral(": related documents"));
}

// The rows of a job's `name`-*.npy files (clusters: member, cluster, figures; topics: member,
// topic, similarity; topiclabels: topic, rank, term), sorted.
QStringList jobRows(const QString &out, const QString &name, const QString &home)
{
    const QString script = QStringLiteral(
        "import glob, sys, numpy as np\n"
        "rows = [r for f in sorted(glob.glob(sys.argv[1] + '/' + sys.argv[2] + '-*.npy')) for r in "
        "np.load(f).tolist()]\n"
        "print('\\n'.join(sorted(' '.join(repr(x) for x in r) for r in rows)))\n");
    const Run r = run(QStringLiteral("/usr/bin/python3"), {QStringLiteral("-c"), script, out, name}, home);
    if (r.exitCode != 0)
        return {QStringLiteral("cannot read ") + out + QStringLiteral(": ") + r.err};
    return r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

// Components too large for one task are clustered over several (giant.py: CENTER walks their
// edges by weight range, a task a range handing its state to the next; union takes a medoid
// over tasks), with the clusters, copies kept and figures of clusterDocuments over the whole
// component in one task: the same job on two of the shards under each threshold policy, with
// every component in one task and with every component of more than 4 documents split. With
// center, related documents too: their topics (CENTER over the related pairs of a component,
// of nearly all documents here) and label words (summed over the members by (topic, term)
// range) equal relatedTopics' over the whole component.
void TestDistributed::giantComponents()
{
    if (const QString skip = makeShards(2); !skip.isEmpty())
        QSKIP(qPrintable(skip));
    if (QTest::currentTestFailed())
        return;
    const QStringList two = m_shards.mid(0, 2);
    for (const char *policy : {"center", "containment", "union"}) {
        const bool related = qstrcmp(policy, "center") == 0;
        QStringList clusters[2], topics[2], labels[2];
        for (int split = 0; split < 2; ++split) {
            const QString out =
                m_dir.filePath(QStringLiteral("giant-%1-%2").arg(QLatin1String(policy)).arg(split));
            QStringList args{QStringLiteral("--out"),     out,
                             QStringLiteral("--workers"), QStringLiteral("2"),
                             QStringLiteral("--policy"),  QLatin1String(policy)};
            if (!related)
                args << QStringLiteral("--no-related");
            // Every component in one task, or every one of more than 4 documents over several.
            args << QStringLiteral("--component-limit")
                 << (split ? QStringLiteral("4") : QStringLiteral("1000000000"));
            const Run job = run(lookalike::test::daskProgram(), args + two, m_home);
            QVERIFY2(job.exitCode == 0, qPrintable(job.err));
            QVERIFY2(job.err.contains(QStringLiteral("clustered over several tasks")) == bool(split),
                     qPrintable(job.err));
            QVERIFY2(job.err.contains(QStringLiteral("walked over several tasks")) == (related && split),
                     qPrintable(job.err));
            clusters[split] = jobRows(out, QStringLiteral("clusters"), m_home);
            topics[split] = jobRows(out, QStringLiteral("topics"), m_home);
            labels[split] = jobRows(out, QStringLiteral("topiclabels"), m_home);
        }
        QVERIFY2(clusters[0].size() > 100, qPrintable(clusters[0].join(QLatin1Char('\n'))));
        compareRows(clusters[1], clusters[0], QStringLiteral("clusters (%1)").arg(QLatin1String(policy)));
        if (related) {
            QVERIFY2(topics[0].size() > 100 && labels[0].size() > 100,
                     qPrintable(topics[0].join(QLatin1Char('\n'))));
            compareRows(topics[1], topics[0], QStringLiteral("topics"));
            compareRows(labels[1], labels[0], QStringLiteral("topic labels"));
        }
    }
}

// The job on separate machines without a shared disk (tests/app/separate_machines.sh): a
// scheduler and two workers, each in a network namespace of its own and a mount namespace with a
// private /tmp, where the shards and the output folder lie on this machine. First the shards by
// URL from a file server in a fourth namespace (every worker fetches them), then by path with a
// copy on worker 1 only (worker 1 reads them, Dask ships them to worker 2). Either answer, merged
// with this machine's copies of the shards, equals one machine's. A stage that wrote to a folder
// (the output folder, or one of its own to read in a later stage) fails here: the workers see
// neither this machine's /tmp nor each other's.
void TestDistributed::separateMachines()
{
    if (const QString skip = makeShards(8); !skip.isEmpty())
        QSKIP(qPrintable(skip));
    if (QTest::currentTestFailed())
        return;
    const QString kernels = lookalike::test::kernelsLibrary();
    // Under /tmp: what the workers' private /tmp hides.
    QTemporaryDir here(QStringLiteral("/tmp/lookalike-separate-XXXXXX"));
    QVERIFY(here.isValid());
    const QString shardDir = here.filePath(QStringLiteral("shards"));
    QVERIFY(QDir().mkpath(shardDir));
    QStringList urls, paths;
    for (qsizetype i = 0; i < m_shards.size(); ++i) {
        const QString name = QStringLiteral("shard-%1.lkshard").arg(i);
        QVERIFY(QFile::copy(m_shards[i], QDir(shardDir).filePath(name)));
        urls << QStringLiteral("http://10.77.0.4:8000/") + name;
        paths << QDir(shardDir).filePath(name);
    }
    const QString byUrl = here.filePath(QStringLiteral("by-url"));
    const QString byPath = here.filePath(QStringLiteral("by-path"));
    const QString logs = here.filePath(QStringLiteral("logs"));
    QVERIFY(QDir().mkpath(logs));
    const QString jobs =
        QStringLiteral(
            "set -e; \"$0\" --scheduler \"$LOOKALIKE_SCHEDULER\" --out \"$1\" %1 2>\"$3/by-url.err\"; "
            "\"$0\" --scheduler \"$LOOKALIKE_SCHEDULER\" --out \"$2\" %2 2>\"$3/by-path.err\"")
            .arg(urls.join(QLatin1Char(' ')), paths.join(QLatin1Char(' ')));
    QProcessEnvironment env;
    env.insert(QStringLiteral("LOOKALIKE_KERNELS"), kernels);
    env.insert(QStringLiteral("SEPARATE_LOGS"), logs);
    const Run job = lookalike::test::runProgram(
        QStringLiteral("/bin/bash"),
        {lookalike::test::sourceDir(u"/tests/app/separate_machines.sh"), lookalike::test::sourceDir(),
         QFileInfo(kernels).absolutePath(), shardDir, QStringLiteral("1"), QStringLiteral("--"),
         QStringLiteral("/bin/bash"), QStringLiteral("-c"), jobs, lookalike::test::daskProgram(), byUrl,
         byPath, logs},
        m_home, env, 600000);
    if (job.exitCode == 77)
        QSKIP(qPrintable(QStringLiteral("cannot make separate machines here: ") + job.err.trimmed()));
    const auto logOf = [&](const QString &name) {
        QFile f(QDir(logs).filePath(name));
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    };
    QVERIFY2(job.exitCode == 0,
             qPrintable(job.err + logOf(QStringLiteral("by-url.err")) + logOf(QStringLiteral("by-path.err")) +
                        logOf(QStringLiteral("worker1.log")).right(3000) +
                        logOf(QStringLiteral("worker2.log")).right(3000)));
    // By URL every worker reached every shard; by path only worker 1 did, and shipped them.
    QVERIFY(!logOf(QStringLiteral("by-url.err")).contains(QStringLiteral("seen by some workers only")));
    QVERIFY2(logOf(QStringLiteral("by-path.err"))
                 .contains(QStringLiteral("%1 of %1 shards seen by some workers only").arg(m_shards.size())),
             qPrintable(logOf(QStringLiteral("by-path.err"))));

    compareIndexes(QStringList{QStringLiteral("--job"), byUrl, QStringLiteral("--estimates-only")} + m_shards,
                   QStringList{QStringLiteral("--estimates-only")} + m_shards, QStringLiteral("by-url"));
    compareIndexes(QStringList{QStringLiteral("--job"), byPath, QStringLiteral("--estimates-only")} +
                       m_shards,
                   QStringList{QStringLiteral("--estimates-only")} + m_shards, QStringLiteral("by-path"));
}

// A crawl made by the real wget (tests/eval/make_crawl.py: 8 hosts, mirrors, moved and deleted
// pages, 3 sweeps), one shard a WARC file, through the job and merged, answers the crawl
// questions (mirrors, lost and found, evolution) as one index of the three imports does.
void TestDistributed::crawlSplitByArchive()
{
    const QString crawl = m_dir.filePath(QStringLiteral("crawl"));
    const Run made = run(QStringLiteral("/usr/bin/python3"),
                         {lookalike::test::sourceDir(u"/tests/eval/make_crawl.py"), crawl,
                          QStringLiteral("--seed"), QStringLiteral("2"), QStringLiteral("--pages"),
                          QStringLiteral("30"), QStringLiteral("--sweeps"), QStringLiteral("3")},
                         m_home);
    QVERIFY2(made.exitCode == 0, qPrintable(made.err));
    QFile truthFile(crawl + QStringLiteral("/truth.json"));
    QVERIFY(truthFile.open(QIODevice::ReadOnly));
    const QJsonArray sweeps =
        QJsonDocument::fromJson(truthFile.readAll()).object().value(QStringLiteral("sweeps")).toArray();
    QCOMPARE(sweeps.size(), 3);

    const QString single = m_dir.filePath(QStringLiteral("crawl-single.db"));
    QStringList shards;
    for (qsizetype i = 0; i < sweeps.size(); ++i) {
        const QJsonObject sweep = sweeps[i].toObject();
        const QString label = sweep.value(QStringLiteral("label")).toString();
        const QString date = sweep.value(QStringLiteral("date")).toString();
        const QString warc = crawl + QLatin1Char('/') + sweep.value(QStringLiteral("warc")).toString();
        const QString shard = m_dir.filePath(label + QStringLiteral(".lkshard"));
        const Run sharded = run(lookalike::test::cliProgram(),
                                {QStringLiteral("shard"), QStringLiteral("--quiet"),
                                 QStringLiteral("--archives"), QStringLiteral("--sweep"), label,
                                 QStringLiteral("--date"), date, QStringLiteral("--out"), shard, warc},
                                m_home);
        QVERIFY2(sharded.exitCode == 0, qPrintable(sharded.err));
        shards << shard;
        // One machine: the archives imported into one index, matched after the last.
        QStringList import{QStringLiteral("import"),
                           QStringLiteral("--quiet"),
                           QStringLiteral("--db"),
                           single,
                           QStringLiteral("--sweep"),
                           label,
                           QStringLiteral("--date"),
                           date,
                           warc};
        if (i + 1 < sweeps.size())
            import << QStringLiteral("--no-match");
        const Run imported = run(lookalike::test::cliProgram(), import, m_home);
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    }
    const QString out = m_dir.filePath(QStringLiteral("crawl-job"));
    const Run job = run(
        lookalike::test::daskProgram(),
        QStringList{QStringLiteral("--out"), out, QStringLiteral("--workers"), QStringLiteral("2")} + shards,
        m_home);
    QVERIFY2(job.exitCode == 0, qPrintable(job.err));
    const QString merged = m_dir.filePath(QStringLiteral("crawl-merged.db"));
    const Run m = run(lookalike::test::cliProgram(),
                      {QStringLiteral("merge"), QStringLiteral("--quiet"), QStringLiteral("--db"), merged,
                       QStringLiteral("--job"), out},
                      m_home);
    QVERIFY2(m.exitCode == 0, qPrintable(m.err));

    const QString first = sweeps.first().toObject().value(QStringLiteral("label")).toString();
    const QString second = sweeps[1].toObject().value(QStringLiteral("label")).toString();
    const QString last = sweeps.last().toObject().value(QStringLiteral("label")).toString();
    const QList<QStringList> questions{
        {QStringLiteral("mirrors"), QStringLiteral("--all"), QStringLiteral("--format"),
         QStringLiteral("csv")},
        {QStringLiteral("lost-found"), QStringLiteral("--all"), QStringLiteral("--format"),
         QStringLiteral("csv")},
        {QStringLiteral("evolution"), QStringLiteral("--from"), first, QStringLiteral("--to"), last,
         QStringLiteral("--format"), QStringLiteral("csv")},
        {QStringLiteral("evolution"), QStringLiteral("--from"), second, QStringLiteral("--to"), last,
         QStringLiteral("--format"), QStringLiteral("csv")},
    };
    for (const QStringList &q : questions) {
        const Run fromJob =
            run(lookalike::test::cliProgram(), q + QStringList{QStringLiteral("--db"), merged}, m_home);
        const Run fromOne =
            run(lookalike::test::cliProgram(), q + QStringList{QStringLiteral("--db"), single}, m_home);
        QVERIFY2(fromJob.exitCode == 0, qPrintable(fromJob.err));
        QVERIFY2(fromOne.exitCode == 0, qPrintable(fromOne.err));
        QVERIFY2(fromJob.out.count(QLatin1Char('\n')) > 2,
                 qPrintable(q.join(QLatin1Char(' ')) + fromJob.out));
        QCOMPARE(fromJob.out, fromOne.out);
    }
    // Its related documents, the pages' bags taking in the anchor windows of the links to them
    // from every sweep (joined by URL across the shards): the related pairs of the imports, and
    // the topics of one machine merging the same shards. (The imports number the documents in
    // another order, and CENTER takes the lower-numbered of two equally similar pages first: its
    // topics may be centred on another copy of a page.)
    const QString local = m_dir.filePath(QStringLiteral("crawl-local.db"));
    const Run l = run(lookalike::test::cliProgram(),
                      QStringList{QStringLiteral("merge"), QStringLiteral("--quiet"), QStringLiteral("--db"),
                                  local, QStringLiteral("--estimates-only")} +
                          shards,
                      m_home);
    QVERIFY2(l.exitCode == 0, qPrintable(l.err));
    const QStringList rd = storedRelated(merged);
    const QStringList rl = storedRelated(local);
    const QStringList rs = storedRelated(single);
    QVERIFY2(rs.filter(QStringLiteral("topic ")).size() > 5, qPrintable(rs.join(QLatin1Char('\n'))));
    compareRows(rd, rl, QStringLiteral("crawl: related documents of the job and of one machine"));
    compareRows(rd.filter(QRegularExpression(QStringLiteral("^pair "))),
                rs.filter(QRegularExpression(QStringLiteral("^pair "))),
                QStringLiteral("crawl: related pairs of the job and of the imports"));
    // The crawl's mirrors are found (the generator's first two roles are mirror pairs).
    const Run mirrors = run(lookalike::test::cliProgram(),
                            {QStringLiteral("mirrors"), QStringLiteral("--db"), merged,
                             QStringLiteral("--format"), QStringLiteral("csv")},
                            m_home);
    QVERIFY2(mirrors.out.contains(QLatin1String("mirror")), qPrintable(mirrors.out));
}

// The job's reducers sort their rows by several columns packed into one 64-bit value where they
// fit, the rows tied on those by the other columns (tasks.row_order, posting_reduce): the same
// rows in the same order as np.lexsort, and the same reducer output, on random rows with ties.
void TestDistributed::packedSortsAsLexsort()
{
    const QString script = QStringLiteral(R"py(
import sys
import numpy as np
sys.path.insert(0, sys.argv[1])
from lookalike_dask import tasks
U64 = np.uint64
rng = np.random.default_rng(7)
n = 200000
cols = [rng.integers(0, 1 << 20, n, dtype=U64) % U64(977), rng.integers(0, 5, n).astype(np.uint8),
        rng.integers(0, 1 << 30, n, dtype=U64) % U64(50000)]
want = np.lexsort(tuple(reversed(cols)))
# all packed; the first two packed and the third among their ties; the first alone (64 bits);
# none (lexsort)
for bits in ([20, 3, 30], [32, 3, 30], [62, 3, 30], [65, 3, 30]):
    got = tasks.row_order(cols, bits)
    for c in cols:
        assert np.array_equal(c[got], c[want]), bits
# entries of 64 bits, equal for equal sketches (LSH's rows of a table), then documents
entry = rng.integers(0, 1 << 63, 3000, dtype=U64)[rng.integers(0, 3000, n)] | U64(1 << 63)
docs = rng.permutation(n).astype(U64)
got = tasks.row_order([entry, docs], [64, 64])
assert np.array_equal(docs[got], docs[np.lexsort((docs, entry))])
# posting_reduce, packed (10^5 documents) and by lexsort (the same rows as documents of a job
# of 2^31): the same rare pairs, common values and lists.
m = 400000
g = rng.integers(0, 100000, m).astype(np.uint32)
key = np.concatenate([rng.integers(0, 3000, m // 2), rng.integers(3000, 103000, m // 2)]).astype(np.uint32)
part = {"key": key * np.uint32(2654435761),  # lists of ~67 (common past 64) and of ~2 documents
        "zeros": rng.integers(0, 5, m).astype(np.uint8), "g": g, "level": (g % np.uint32(5)).astype(np.uint8)}
small = np.array([0, 100000], dtype=U64)
large = np.array([0, 100000, 1 << 31], dtype=U64)
a = tasks.posting_reduce([part], 64, 72, 4, 3, small)
b = tasks.posting_reduce([part], 64, 72, 4, 3, large)
for x, y in zip(a["rare"], b["rare"]):
    assert all(np.array_equal(x[k], y[k]) for k in x), "rare"
assert all(np.array_equal(a["common"][0][k], b["common"][0][k]) for k in a["common"][0]), "common"
assert len(b["common"][1]["g"]) == 0
assert all(np.array_equal(a["lists"][k], b["lists"][k]) for k in a["lists"]), "lists"
assert sum(len(x["key"]) for x in a["rare"]) > 1000 and len(a["common"][0]["g"]) > 1000 and len(a["lists"]["g"]) > 1000
print("ok")
)py");
    const QString package = QFileInfo(lookalike::test::daskProgram()).absolutePath();
    const Run r = run(QStringLiteral("/usr/bin/python3"), {QStringLiteral("-c"), script, package}, m_home);
    QVERIFY2(r.exitCode == 0 && r.out.trimmed() == QLatin1String("ok"), qPrintable(r.err + r.out));
}

// The related candidates are verified a round of LSH tables at a time, and what a round keeps is
// each document's nearest so far (related.fold_nearest), folded block of second documents by
// block, each verification task cutting its own rows to their documents' nearest first: a pair
// met again in a later round counts once among its document's nearest, and no row cut from a
// share of the rows would have been kept at the end. Cut and folded over random rounds, blocks
// and tasks, with repeats, the pairs kept are those of every row taken at once.
void TestDistributed::nearestFoldedRoundByRound()
{
    const QString script = QStringLiteral(R"py(
import sys
import numpy as np
sys.path.insert(0, sys.argv[1])
from lookalike_dask import kernels, related
U64 = np.uint64
params = kernels.related_params("n=3")["text"]
rng = np.random.default_rng(11)
# 2 000 pairs among 300 documents, each with a similarity (some tied)
a = rng.integers(0, 300, 4000, dtype=U64); b = rng.integers(0, 300, 4000, dtype=U64)
keep = a != b
a, b = np.minimum(a[keep], b[keep]), np.maximum(a[keep], b[keep])
_, first = np.unique((a << U64(32)) | b, return_index=True)
a, b = a[first][:2000], b[first][:2000]
similarity = np.round(rng.random(len(a)), 2)
def rows_of(i):
    return {"key": np.concatenate([(a[i] << U64(32)) | b[i], (b[i] << U64(32)) | a[i]]),
            "similarity": np.concatenate([similarity[i], similarity[i]]), "agreement": np.zeros(2 * len(i))}
def cut(i):  # a verification task's rows
    return related._nearest_rows(rows_of(i), params)
def kept_pairs(k):
    doc, other = k["key"] >> U64(32), k["key"] & U64(0xFFFFFFFF)
    return sorted(set(zip(np.minimum(doc, other).tolist(), np.maximum(doc, other).tolist())))
whole = related.fold_nearest(None, [rows_of(np.arange(len(a)))], params)
# six rounds, each a random half of the pairs (so most pairs met in several), in three blocks
# of two tasks each, folded after each block
kept = None
for r in range(6):
    i = np.flatnonzero(rng.random(len(a)) < 0.5)
    if r == 5:
        i = np.union1d(i, np.arange(len(a)))  # every pair met at least once
    for block in np.array_split(rng.permutation(i), 3):
        kept = related.fold_nearest(kept, [cut(t) for t in np.array_split(block, 2)], params)
        assert np.all(np.bincount((kept["key"] >> U64(32)).astype(np.int64)) <= 3)
assert kept_pairs(kept) == kept_pairs(whole), (len(kept_pairs(kept)), len(kept_pairs(whole)))
assert len(kept["key"]) == len(whole["key"]) and 400 < len(whole["key"]) <= 900
print("ok")
)py");
    const QString package = QFileInfo(lookalike::test::daskProgram()).absolutePath();
    const Run r = run(QStringLiteral("/usr/bin/python3"), {QStringLiteral("-c"), script, package}, m_home);
    QVERIFY2(r.exitCode == 0 && r.out.trimmed() == QLatin1String("ok"), qPrintable(r.err + r.out));
}

QTEST_GUILESS_MAIN(TestDistributed)
#include "tst_distributed.moc"
