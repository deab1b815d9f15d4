// The use cases' rules (core/usecase), table by table: when the stored pairs cover a question
// and what matching runs at otherwise; what the trash plan moves, keeps and refuses; one
// estimator whether a pair is read from a SketchTable or from two sketches; the trash carried
// out through a fake trash on a real index; exports written whole or not at all. Everything
// lives in temporary folders, HOME and XDG included.
#include "../gui/TestHome.h"
#include "match/SketchTable.h"
#include "scan/WordBagFill.h"
#include "sketch/Estimate.h"
#include "sketch/SketchFormat.h"
#include "store/IndexStore.h"
#include "usecase/Csv.h"
#include "usecase/Export.h"
#include "usecase/FileActions.h"
#include "usecase/Ingest.h"
#include "usecase/MatchAndCluster.h"
#include "usecase/RelatedDocuments.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator64>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <algorithm>
#include <bit>
#include <map>

using namespace lookalike;
using namespace lookalike::usecase;

namespace {

// ---- Texts and an index of them ------------------------------------------------------------

const QStringList &vocabulary()
{
    static const QStringList words =
        QStringLiteral(
            "the of and to in is that for it as was with be by on not he this are or his from at "
            "which but have an they you were her she there one all we their been has would when who "
            "will more no if out so said what up its about into than them can only other new some "
            "could time these two may then do first any my now such like our over man me even most "
            "made after also did many before must through back years where much your way well down "
            "should because each just those people how too little state good very make world still "
            "own see men work long get here")
            .split(QLatin1Char(' '));
    return words;
}

QStringList randomWords(QRandomGenerator &rng, int n)
{
    QStringList out;
    for (int i = 0; i < n; ++i)
        out << vocabulary().at(int(rng.bounded(qsizetype(vocabulary().size()))));
    return out;
}

// `text` with `changes` words replaced by words of no other text, spread evenly from `offset`.
QStringList withChanges(QStringList text, int changes, int offset, const QString &tag)
{
    const int step = int(text.size()) / changes;
    for (int i = 0; i < changes; ++i)
        text[(offset + i * step) % text.size()] = QStringLiteral("%1x%2").arg(tag).arg(i);
    return text;
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(path));
    QCOMPARE(f.write(bytes), bytes.size());
}

// The corpus, by name (the file's base name). Of 200 words each:
// - original, copy (8 words changed: r ~ 0.66 to original) and copy2 (9 others: r ~ 0.63 to
//   original, ~ 0.40 to copy): one cluster at 0.5 whose representative is original (the one
//   document with an edge to both others);
// - memo and memo-edit (2 words changed, r ~ 0.9): a second cluster;
// - unrelated: in none.
const QStringList kNames = {QStringLiteral("original"),  QStringLiteral("copy"),
                            QStringLiteral("copy2"),     QStringLiteral("memo"),
                            QStringLiteral("memo-edit"), QStringLiteral("unrelated")};

QString corpusPath(const QString &root, const QString &name)
{
    static const std::map<QString, QString> folder = {{QStringLiteral("original"), QStringLiteral("a")},
                                                      {QStringLiteral("copy"), QStringLiteral("b")},
                                                      {QStringLiteral("copy2"), QStringLiteral("c")},
                                                      {QStringLiteral("memo"), QStringLiteral("d")},
                                                      {QStringLiteral("memo-edit"), QStringLiteral("e")},
                                                      {QStringLiteral("unrelated"), QStringLiteral("f")}};
    return QStringLiteral("%1/%2/%3.txt").arg(root, folder.at(name), name);
}

void writeCorpus(const QString &root)
{
    QRandomGenerator rng(2024);
    const QStringList base = randomWords(rng, 200);
    const QStringList memo = randomWords(rng, 200);
    const auto join = [](const QStringList &w) {
        return w.join(QLatin1Char(' ')).toUtf8();
    };
    writeFile(corpusPath(root, QStringLiteral("original")), join(base));
    writeFile(corpusPath(root, QStringLiteral("copy")),
              join(withChanges(base, 8, 3, QStringLiteral("copy"))));
    writeFile(corpusPath(root, QStringLiteral("copy2")),
              join(withChanges(base, 9, 14, QStringLiteral("second"))));
    writeFile(corpusPath(root, QStringLiteral("memo")), join(memo));
    writeFile(corpusPath(root, QStringLiteral("memo-edit")),
              join(withChanges(memo, 2, 50, QStringLiteral("memo"))));
    writeFile(corpusPath(root, QStringLiteral("unrelated")), join(randomWords(rng, 200)));
}

// Copies this system's licences into `folder` (made): their names, none when the system has
// too few or a copy fails.
QStringList copyLicences(const QString &folder)
{
    const QDir system(QStringLiteral("/usr/share/common-licenses"));
    const QStringList names = system.entryList(QDir::Files);
    if (names.size() < 5 || !QDir().mkpath(folder))
        return {};
    for (const QString &name : names)
        if (!QFile::copy(system.filePath(name), folder + QLatin1Char('/') + name))
            return {};
    return names;
}

// Writes the system's licence `name` to `to` with every `every`-th word replaced by "edited".
bool writeEditedLicence(const QString &name, const QString &to, int every)
{
    QFile in(QDir(QStringLiteral("/usr/share/common-licenses")).filePath(name));
    if (!in.open(QIODevice::ReadOnly))
        return false;
    QStringList words = QString::fromUtf8(in.readAll()).split(QLatin1Char(' '));
    for (qsizetype i = 0; i < words.size(); i += every)
        words[i] = QStringLiteral("edited");
    writeFile(to, words.join(QLatin1Char(' ')).toUtf8());
    return true;
}

// Three edited copies of each licence in `folder`/variants (NAME-0..2, every 5th, 9th, 13th word
// edited): enough documents that a few changes are a small share of them.
bool writeLicenceVariants(const QStringList &names, const QString &folder)
{
    if (!QDir().mkpath(folder + QStringLiteral("/variants")))
        return false;
    for (const QString &name : names)
        for (int k = 0; k < 3; ++k)
            if (!writeEditedLicence(name, folder + QStringLiteral("/variants/%1-%2").arg(name).arg(k),
                                    5 + 4 * k))
                return false;
    return true;
}

// Scans `root` into `index` with the real use case (scan, match, cluster) under `choice`
// (nullopt: the defaults).
ScanOutcome scanWith(const QString &root, const QString &index, std::optional<ClusterChoice> choice)
{
    ScanParams params;
    params.indexPath = index;
    params.source.roots = {root};
    params.threads = 2;
    AfterIngest after;
    after.choice = choice;
    return ScanFolders(params, after).run();
}

// The corpus above, clustered by union-find at 0.5 (the tables below were written for it; the
// defaults are tested apart).
bool scanFolders(const QString &root, const QString &index)
{
    const ScanOutcome outcome = scanWith(root, index, ClusterChoice{ClusterPolicy::Union, 0.5});
    if (outcome.scan.state != QLatin1String("done") || outcome.scan.counts.filesIndexed != kNames.size()) {
        qWarning() << "scan:" << outcome.scan.state << outcome.scan.status.toString();
        return false;
    }
    if (!outcome.clustering || !outcome.clustering->status.isOk()) {
        qWarning() << "matching and clustering did not run";
        return false;
    }
    return true;
}

// Scans `root` into `index`, matched and clustered at the defaults.
bool scanAtDefaults(const QString &root, const QString &index)
{
    const ScanOutcome outcome = scanWith(root, index, std::nullopt);
    return outcome.clustering && outcome.clustering->status.isOk();
}

QString nameOf(const QString &path)
{
    return path.isEmpty() ? QStringLiteral("-") : QFileInfo(path).completeBaseName();
}

std::optional<qint64> idOf(IndexStore &store, const QString &path)
{
    auto found = store.documents().find(path);
    if (!found || !*found)
        return std::nullopt;
    return (*found)->id;
}

// ---- Printing decisions --------------------------------------------------------------------

QString number(double v)
{
    return QString::number(v, 'g', 17);
}

QString paramsText(const MatchParams &p)
{
    return QStringLiteral("%1/%2/%3")
        .arg(number(p.threshold), number(p.containmentThreshold))
        .arg(p.commonShingleCutoff);
}

QString decisionText(const std::optional<MatchParams> &again)
{
    return again ? QStringLiteral("again ") + paramsText(*again) : QStringLiteral("covered");
}

QString verdictName(TrashItem::Verdict v)
{
    switch (v) {
    case TrashItem::Verdict::Move:
        return QStringLiteral("move");
    case TrashItem::Verdict::LastCopy:
        return QStringLiteral("last");
    case TrashItem::Verdict::Refused:
        return QStringLiteral("refused");
    }
    return {};
}

QString blockedName(TrashPlan::Blocked b)
{
    switch (b) {
    case TrashPlan::Blocked::No:
        return QStringLiteral("no");
    case TrashPlan::Blocked::WebPages:
        return QStringLiteral("web-pages");
    case TrashPlan::Blocked::ReferenceFolder:
        return QStringLiteral("reference-folder");
    }
    return {};
}

bool sameBits(double a, double b)
{
    return std::bit_cast<quint64>(a) == std::bit_cast<quint64>(b);
}

// ---- Token streams for sketches ------------------------------------------------------------

std::uint64_t tokenHash(const QByteArray &word)
{
    return Fingerprint128::ofBytes(word.constData(), std::size_t(word.size())).low;
}

std::vector<std::uint64_t> randomTokens(QRandomGenerator64 &rng, int n, int vocabularySize)
{
    std::vector<std::uint64_t> out;
    for (int i = 0; i < n; ++i)
        out.push_back(tokenHash("w" + QByteArray::number(quint64(rng.bounded(quint64(vocabularySize))))));
    return out;
}

} // namespace

class TestUseCases : public QObject
{
    Q_OBJECT

private:
    lookalike::test::TestHome m_home;
    QTemporaryDir m_dir;
    QString m_corpus;
    QString m_index; // scanned once, then only read

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.enter());
        QVERIFY(m_dir.isValid());
        m_corpus = m_dir.filePath(QStringLiteral("corpus"));
        m_index = m_dir.filePath(QStringLiteral("index.sqlite"));
        writeCorpus(m_corpus);
        QVERIFY(scanFolders(m_corpus, m_index));
        // The fixture the tables below rely on: two clusters, original representing the first.
        auto store = IndexStore::open(m_index);
        QVERIFY(store);
        auto clusters = (*store)->clusters().all();
        QVERIFY(clusters);
        QCOMPARE(clusters->size(), std::size_t(2));
        QCOMPARE(clusters->at(0).members.size(), std::size_t(3));
        QCOMPARE(clusters->at(1).members.size(), std::size_t(2));
        QCOMPARE(clusters->at(0).representative,
                 *idOf(**store, corpusPath(m_corpus, QStringLiteral("original"))));
    }

    // ---- 1. The re-match and coverage rules ----------------------------------------------

    void coverageForChoice_data()
    {
        QTest::addColumn<int>("policy");
        QTest::addColumn<double>("threshold");
        QTest::addColumn<double>("resemblance");
        QTest::addColumn<double>("containment");
        const auto row = [](const char *name, ClusterPolicy p, double t, double r, double c) {
            QTest::newRow(name) << int(p) << t << r << c;
        };
        // Containment joins by containment, the other threshold policies by resemblance...
        row("union", ClusterPolicy::Union, 0.4, 0.4, 2);
        row("center", ClusterPolicy::Center, 0.65, 0.65, 2);
        row("containment", ClusterPolicy::Containment, 0.7, 2, 0.7);
        row("union at the floor", ClusterPolicy::Union, 0.1, 0.1, 2);
        // ... the exact and supershingle policies by nothing (their threshold is ignored).
        row("identical", ClusterPolicy::Identical, 0.3, 2, 2);
        row("lexical", ClusterPolicy::Lexical, 0.3, 2, 2);
        row("shingle", ClusterPolicy::Shingle, 0.3, 2, 2);
        row("very similar", ClusterPolicy::VerySimilar, 0.3, 2, 2);
        row("virtually identical", ClusterPolicy::VirtuallyIdentical, 0.3, 2, 2);
        row("supershingle", ClusterPolicy::SuperShingle, 0.3, 2, 2);
    }

    void coverageForChoice()
    {
        QFETCH(int, policy);
        QFETCH(double, threshold);
        QFETCH(double, resemblance);
        QFETCH(double, containment);
        const Coverage c = coverageFor(ClusterChoice{ClusterPolicy(policy), threshold});
        QCOMPARE(c.resemblance, resemblance);
        QCOMPARE(c.containment, containment);
    }

    void rematchFor_data()
    {
        QTest::addColumn<bool>("matched"); // stored parameters exist
        QTest::addColumn<double>("storedR");
        QTest::addColumn<double>("storedC");
        QTest::addColumn<int>("storedCut");
        QTest::addColumn<double>("askedR"); // 2: not asked
        QTest::addColumn<double>("askedC");
        QTest::addColumn<QString>("decision"); // "covered" or "again R/C/cut"
        const auto never = [](const char *name, double r, double c, const char *decision) {
            QTest::newRow(name) << false << 0.0 << 0.0 << 0 << r << c << QString::fromLatin1(decision);
        };
        const auto row = [](const char *name, double sr, double sc, int cut, double r, double c,
                            const char *decision) {
            QTest::newRow(name) << true << sr << sc << cut << r << c << QString::fromLatin1(decision);
        };
        // Never matched: nothing is covered; the defaults (0.5, 0.8), lowered to what is asked.
        never("never matched, nothing asked", 2, 2, "again 0.5/0.80000000000000004/0");
        never("never matched, lower resemblance", 0.3, 2, "again 0.29999999999999999/0.80000000000000004/0");
        never("never matched, higher resemblance", 0.7, 2, "again 0.5/0.80000000000000004/0");
        never("never matched, lower containment", 2, 0.6, "again 0.5/0.59999999999999998/0");
        never("never matched, below the floor", 0.02, 0.05,
              "again 0.10000000000000001/0.10000000000000001/0");
        // Resemblance: a lower stored threshold covers a higher question, not the reverse.
        row("same threshold", 0.5, 0.8, 0, 0.5, 2, "covered");
        row("stored lower covers higher", 0.3, 0.8, 0, 0.5, 2, "covered");
        row("stored lower covers 1", 0.3, 0.8, 0, 1.0, 2, "covered");
        row("stored higher, asked lower", 0.5, 0.8, 40, 0.3, 2,
            "again 0.29999999999999999/0.80000000000000004/40");
        row("nothing asked", 0.5, 0.8, 0, 2, 2, "covered");
        row("only above 1 is not asked", 0.5, 0.8, 0, 1.5, 1.5, "covered");
        // Containment, on its own axis: the other axis keeps its stored threshold.
        row("containment covered", 0.5, 0.8, 0, 2, 0.9, "covered");
        row("containment equal", 0.5, 0.8, 0, 2, 0.8, "covered");
        row("containment lower", 0.5, 0.8, 7, 2, 0.6, "again 0.5/0.59999999999999998/7");
        row("resemblance covered, containment not", 0.3, 0.8, 0, 0.5, 0.6,
            "again 0.29999999999999999/0.59999999999999998/0");
        row("containment covered, resemblance not", 0.3, 0.8, 0, 0.2, 0.9,
            "again 0.20000000000000001/0.80000000000000004/0");
        row("both lower", 0.5, 0.8, 0, 0.4, 0.7, "again 0.40000000000000002/0.69999999999999996/0");
        row("stored containment lower kept", 0.5, 0.3, 0, 0.4, 2,
            "again 0.40000000000000002/0.29999999999999999/0");
        // Never below kLowestMatchThreshold: a question under it is covered by pairs at it.
        row("below the floor, stored at it", kLowestMatchThreshold, 0.8, 0, 0.05, 2, "covered");
        row("zero, stored at the floor", kLowestMatchThreshold, kLowestMatchThreshold, 0, 0, 0, "covered");
        row("below the floor, stored above", 0.5, 0.8, 0, 0.05, 2,
            "again 0.10000000000000001/0.80000000000000004/0");
        row("zero containment", 0.5, 0.8, 0, 2, 0, "again 0.5/0.10000000000000001/0");
        row("stored below the floor covers it", 0.05, 0.8, 0, 0.07, 2, "covered");
        // The common-shingle cut the pairs were found with is kept.
        row("cut kept", 0.5, 0.8, 500, 0.25, 0.5, "again 0.25/0.5/500");
    }

    void rematchFor()
    {
        QFETCH(bool, matched);
        QFETCH(double, storedR);
        QFETCH(double, storedC);
        QFETCH(int, storedCut);
        QFETCH(double, askedR);
        QFETCH(double, askedC);
        QFETCH(QString, decision);
        std::optional<MatchParams> stored;
        if (matched) {
            stored.emplace();
            stored->threshold = storedR;
            stored->containmentThreshold = storedC;
            stored->commonShingleCutoff = storedCut;
        }
        const std::optional<MatchParams> again = usecase::rematchFor(stored, Coverage{askedR, askedC});
        QCOMPARE(decisionText(again), decision);
        if (again) {
            // Matching again at the answer covers the question (the rule is a fixed point).
            QCOMPARE(decisionText(usecase::rematchFor(again, Coverage{askedR, askedC})),
                     QStringLiteral("covered"));
            // Nothing but the thresholds changes.
            const MatchParams base = stored.value_or(MatchParams{});
            QCOMPARE(again->recall, base.recall);
            QCOMPARE(again->keepUncertain, base.keepUncertain);
        }
    }

    void matchParamsAfterScan_data()
    {
        QTest::addColumn<bool>("hasAsked");
        QTest::addColumn<double>("askedR");
        QTest::addColumn<double>("askedC");
        QTest::addColumn<int>("askedCut");
        QTest::addColumn<bool>("hasStored");
        QTest::addColumn<double>("storedR");
        QTest::addColumn<double>("storedC");
        QTest::addColumn<int>("storedCut");
        QTest::addColumn<int>("policy");
        QTest::addColumn<double>("threshold");
        QTest::addColumn<QString>("params"); // R/C/cut
        const auto U = int(ClusterPolicy::Union);
        const auto C = int(ClusterPolicy::Containment);
        const auto I = int(ClusterPolicy::Identical);
        const auto S = int(ClusterPolicy::SuperShingle);
        QTest::newRow("first scan: the defaults") << false << 0.0 << 0.0 << 0 << false << 0.0 << 0.0 << 0 << U
                                                  << 0.5 << "0.5/0.80000000000000004/0";
        QTest::newRow("first scan, slider lower") << false << 0.0 << 0.0 << 0 << false << 0.0 << 0.0 << 0 << U
                                                  << 0.3 << "0.29999999999999999/0.80000000000000004/0";
        QTest::newRow("first scan, slider higher: never raised")
            << false << 0.0 << 0.0 << 0 << false << 0.0 << 0.0 << 0 << U << 0.7
            << "0.5/0.80000000000000004/0";
        QTest::newRow("stored kept when nothing asked")
            << false << 0.0 << 0.0 << 0 << true << 0.3 << 0.7 << 40 << U << 0.5
            << "0.29999999999999999/0.69999999999999996/40";
        QTest::newRow("asked wins over stored") << true << 0.6 << 0.9 << 10 << true << 0.3 << 0.7 << 40 << U
                                                << 0.7 << "0.59999999999999998/0.90000000000000002/10";
        QTest::newRow("asked, lowered by the clustering")
            << true << 0.6 << 0.9 << 10 << true << 0.3 << 0.7 << 40 << U << 0.4
            << "0.40000000000000002/0.90000000000000002/10";
        QTest::newRow("containment clustering lowers containment")
            << false << 0.0 << 0.0 << 0 << true << 0.5 << 0.8 << 0 << C << 0.6 << "0.5/0.59999999999999998/0";
        QTest::newRow("containment clustering above stored")
            << false << 0.0 << 0.0 << 0 << true << 0.5 << 0.8 << 0 << C << 0.9 << "0.5/0.80000000000000004/0";
        QTest::newRow("exact policy asks nothing")
            << false << 0.0 << 0.0 << 0 << true << 0.5 << 0.8 << 0 << I << 0.2 << "0.5/0.80000000000000004/0";
        QTest::newRow("supershingle asks nothing")
            << false << 0.0 << 0.0 << 0 << true << 0.5 << 0.8 << 0 << S << 0.2 << "0.5/0.80000000000000004/0";
        QTest::newRow("slider below the floor") << false << 0.0 << 0.0 << 0 << false << 0.0 << 0.0 << 0 << U
                                                << 0.05 << "0.10000000000000001/0.80000000000000004/0";
        QTest::newRow("containment slider at zero")
            << false << 0.0 << 0.0 << 0 << true << 0.5 << 0.8 << 0 << C << 0.0 << "0.5/0.10000000000000001/0";
        // kLowestMatchThreshold: "The lowest threshold matching runs at", asked or not (the CLI's
        // --match-threshold takes 0..1).
        QTest::newRow("asked below the floor") << true << 0.05 << 0.8 << 0 << true << 0.5 << 0.8 << 0 << I
                                               << 0.5 << "0.10000000000000001/0.80000000000000004/0";
        QTest::newRow("asked containment zero")
            << true << 0.5 << 0.0 << 0 << false << 0.0 << 0.0 << 0 << I << 0.5 << "0.5/0.10000000000000001/0";
    }

    void matchParamsAfterScan()
    {
        QFETCH(bool, hasAsked);
        QFETCH(double, askedR);
        QFETCH(double, askedC);
        QFETCH(int, askedCut);
        QFETCH(bool, hasStored);
        QFETCH(double, storedR);
        QFETCH(double, storedC);
        QFETCH(int, storedCut);
        QFETCH(int, policy);
        QFETCH(double, threshold);
        QFETCH(QString, params);
        const auto make = [](bool has, double r, double c, int cut) {
            std::optional<MatchParams> p;
            if (has) {
                p.emplace();
                p->threshold = r;
                p->containmentThreshold = c;
                p->commonShingleCutoff = cut;
            }
            return p;
        };
        const ClusterChoice next{ClusterPolicy(policy), threshold};
        const MatchParams p = usecase::matchParamsAfterScan(
            make(hasAsked, askedR, askedC, askedCut), make(hasStored, storedR, storedC, storedCut), next);
        // The clustering that follows never needs matching again.
        QCOMPARE(decisionText(usecase::rematchFor(p, coverageFor(next))), QStringLiteral("covered"));
        QCOMPARE(paramsText(p), params);
    }

    // Changed sketch parameters drop the stored pairs: the index then counts as never matched.
    void storedMatchAfterSketchParams_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<bool>("wrap");
        QTest::addColumn<int>("k");
        QTest::addColumn<int>("maxLevel");
        QTest::addColumn<int>("target");
        QTest::addColumn<bool>("kept");
        const SketchParams d;
        QTest::newRow("same parameters")
            << d.shingle.width << false << d.minHashSize << d.sampleMaxLevel << d.sampleTarget << true;
        QTest::newRow("shingle width")
            << 4 << false << d.minHashSize << d.sampleMaxLevel << d.sampleTarget << false;
        QTest::newRow("wrap-around") << d.shingle.width << true << d.minHashSize << d.sampleMaxLevel
                                     << d.sampleTarget << false;
        QTest::newRow("MinHash size")
            << d.shingle.width << false << 64 << d.sampleMaxLevel << d.sampleTarget << false;
        QTest::newRow("sample top level")
            << d.shingle.width << false << d.minHashSize << 3 << d.sampleTarget << false;
        QTest::newRow("sample target")
            << d.shingle.width << false << d.minHashSize << d.sampleMaxLevel << 32 << false;
    }

    void storedMatchAfterSketchParams()
    {
        QFETCH(int, width);
        QFETCH(bool, wrap);
        QFETCH(int, k);
        QFETCH(int, maxLevel);
        QFETCH(int, target);
        QFETCH(bool, kept);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto opened = IndexStore::open(dir.filePath(QStringLiteral("params.sqlite")));
        QVERIFY(opened);
        IndexStore &store = **opened;
        QVERIFY(store.sketches().useParams(SketchParams{}));
        MatchParams matched;
        matched.threshold = 0.3;
        matched.commonShingleCutoff = 90;
        QVERIFY(store.settings().setStoredMatch(matched, 12));
        SketchParams next;
        next.shingle.width = width;
        next.shingle.wrapAround = wrap;
        next.minHashSize = k;
        next.sampleMaxLevel = maxLevel;
        next.sampleTarget = target;
        QVERIFY(next.isValid());
        QVERIFY(store.sketches().useParams(next));
        auto stored = store.settings().storedMatch();
        QVERIFY(stored);
        QCOMPARE(stored->has_value(), kept);
        // Pairs at 0.3 answer a question at 0.4 only while they are still there.
        const std::optional<MatchParams> again = usecase::rematchFor(*stored, Coverage{0.4, 2});
        QCOMPARE(decisionText(again),
                 kept ? QStringLiteral("covered")
                      : QStringLiteral("again 0.40000000000000002/0.80000000000000004/0"));
    }

    // ensureMatched over a real index: matching runs once for a question, not at every asking.
    void ensureMatchedOnce_data()
    {
        QTest::addColumn<double>("resemblance");
        QTest::addColumn<double>("containment");
        // Thresholds are stored with every digit: one rounded up (0.266667) would no longer cover
        // the question, and matching would run at every asking.
        QTest::newRow("0.3") << 0.3 << 2.0;
        QTest::newRow("one third (rounds down)") << 1.0 / 3.0 << 2.0;
        QTest::newRow("containment 0.6") << 2.0 << 0.6;
        QTest::newRow("4/15 (0.266667 stored)") << 4.0 / 15.0 << 2.0;
        QTest::newRow("containment 2/3") << 2.0 << 2.0 / 3.0;
        // What `pairs --exact --min 0.35` asks (coverageFor(PairExport): 0.35 - 0.1 in doubles).
        PairExport exact;
        exact.exact = true;
        exact.minResemblance = 0.35;
        QTest::newRow("pairs --exact --min 0.35") << coverageFor(exact).resemblance << 2.0;
    }

    void ensureMatchedOnce()
    {
        QFETCH(double, resemblance);
        QFETCH(double, containment);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString index = dir.filePath(QStringLiteral("index.sqlite"));
        writeCorpus(dir.filePath(QStringLiteral("corpus")));
        QVERIFY(scanFolders(dir.filePath(QStringLiteral("corpus")), index));
        auto opened = IndexStore::open(index);
        QVERIFY(opened);
        IndexStore &store = **opened;
        const Coverage asked{resemblance, containment};
        const std::optional<MatchSummary> first = ensureMatched(store, asked);
        QVERIFY2(first, "below the stored defaults: matching runs");
        QVERIFY2(first->status.isOk(), qPrintable(first->status.toString()));
        const std::optional<MatchSummary> second = ensureMatched(store, asked);
        QVERIFY2(!second,
                 qPrintable(QStringLiteral("matched again; stored %1")
                                .arg(paramsText(store.settings().storedMatch()->value_or(MatchParams{})))));
    }

    // ---- 2. The trash plan ------------------------------------------------------------------

    void planTrash_data()
    {
        QTest::addColumn<QString>("selection"); // "doc@cluster ..."
        QTest::addColumn<QStringList>("references");
        QTest::addColumn<QString>("blocked");
        // Each item as doc:verdict:representative:resemblance%/contained%:cluster size.
        QTest::addColumn<QStringList>("items");
        QTest::addColumn<int>("moving");    // without the explicit yes for last copies
        QTest::addColumn<int>("movingAll"); // with it
        QTest::addColumn<int>("lastCopies");
        const QStringList none;
        const QStringList ref{QStringLiteral("/ref")};
        const auto items = [](std::initializer_list<const char *> list) {
            QStringList out;
            for (const char *s : list)
                out << QString::fromUtf8(s);
            return out;
        };
        // Cluster 10: /data/a/report.txt (1) represents 2 (93% like it) and 3 (81%).
        QTest::newRow("plain duplicates")
            << "2@10 3@10" << none << "no"
            << items({"2:move:/data/a/report.txt:93/97:3", "3:move:/data/a/report.txt:81/88:3"}) << 2 << 2
            << 0;
        QTest::newRow("the representative alone")
            << "1@10" << none << "no" << items({"1:move::100/100:3"}) << 1 << 1 << 0;
        QTest::newRow("every copy: the last kept")
            << "1@10 2@10 3@10" << none << "no"
            << items({"1:last::100/100:3", "2:move:/data/a/report.txt:93/97:3",
                      "3:move:/data/a/report.txt:81/88:3"})
            << 2 << 3 << 1;
        QTest::newRow("every copy, representative last")
            << "3@10 2@10 1@10" << none << "no"
            << items({"3:move:/data/a/report.txt:81/88:3", "2:move:/data/a/report.txt:93/97:3",
                      "1:last::100/100:3"})
            << 2 << 3 << 1;
        QTest::newRow("two whole clusters")
            << "1@10 2@10 3@10 5@20 4@20 6@20" << none << "no"
            << items({"1:last::100/100:3", "2:move:/data/a/report.txt:93/97:3",
                      "3:move:/data/a/report.txt:81/88:3", "5:last::100/100:3",
                      "4:move:/data/d/notes.txt:90/95:3", "6:move:/data/d/notes.txt:85/90:3"})
            << 4 << 6 << 2;
        QTest::newRow("selected twice, listed once")
            << "2@10 2@10 3@10" << none << "no"
            << items({"2:move:/data/a/report.txt:93/97:3", "3:move:/data/a/report.txt:81/88:3"}) << 2 << 2
            << 0;
        QTest::newRow("in no cluster") << "9@0" << none << "no" << items({"9:move::0/0:0"}) << 1 << 1 << 0;
        QTest::newRow("a cluster no longer stored")
            << "2@99" << none << "no" << items({"2:move::0/0:0"}) << 1 << 1 << 0;
        // Every member selected, the representative from outside its cluster's row (0: none).
        QTest::newRow("every copy, representative selected outside the cluster")
            << "2@10 3@10 1@0" << none << "no"
            << items({"2:move:/data/a/report.txt:93/97:3", "3:move:/data/a/report.txt:81/88:3",
                      "1:last::0/0:3"}) // the size of the cluster it is the last copy of
            << 2 << 3 << 1;
        // A file of a reference folder stays; the others go. Nothing else selected: nothing moves.
        QTest::newRow("reference folder file stays, the others go")
            << "2@10 4@20" << ref << "no"
            << items({"2:move:/data/a/report.txt:93/97:3", "4:refused:/data/d/notes.txt:90/95:3"}) << 1 << 1
            << 0;
        QTest::newRow("reference folder, trailing slash")
            << "4@20" << QStringList{QStringLiteral("/ref/")} << "reference-folder"
            << items({"4:refused:/data/d/notes.txt:90/95:3"}) << 0 << 0 << 0;
        QTest::newRow("reference folder reached through a link")
            << "6@20" << ref << "reference-folder" << items({"6:refused:/data/d/notes.txt:85/90:3"}) << 0 << 0
            << 0;
        QTest::newRow("reference folder named by its link")
            << "13@0" << QStringList{QStringLiteral("/mnt/link")} << "reference-folder"
            << items({"13:refused::0/0:0"}) << 0 << 0 << 0;
        // A cluster row holding reference files: its other members go, and it is no last copy
        // (the reference files stay).
        QTest::newRow("reference folder in the whole cluster")
            << "5@20 4@20 6@20" << ref << "no"
            << items({"5:move::100/100:3", "4:refused:/data/d/notes.txt:90/95:3",
                      "6:refused:/data/d/notes.txt:85/90:3"})
            << 1 << 1 << 0;
        QTest::newRow("reference folder, every file")
            << "4@20 6@20" << ref << "reference-folder"
            << items({"4:refused:/data/d/notes.txt:90/95:3", "6:refused:/data/d/notes.txt:85/90:3"}) << 0 << 0
            << 0;
        QTest::newRow("a name prefix is no folder") << "11@0" << QStringList{QStringLiteral("/data/a")}
                                                    << "no" << items({"11:move::0/0:0"}) << 1 << 1 << 0;
        QTest::newRow("reference folder elsewhere")
            << "2@10" << ref << "no" << items({"2:move:/data/a/report.txt:93/97:3"}) << 1 << 1 << 0;
        // Web pages are no files: nothing moves.
        QTest::newRow("web pages block all")
            << "7@30 8@30" << none << "web-pages"
            << items({"7:refused:/data/e/page.html:95/98:2", "8:move::100/100:2"}) << 0 << 0 << 0;
        QTest::newRow("web pages before reference folders")
            << "4@20 7@30" << ref << "web-pages"
            << items({"4:move:/data/d/notes.txt:90/95:3", "7:refused:/data/e/page.html:95/98:2"}) << 0 << 0
            << 0;
    }

    void planTrash()
    {
        QFETCH(QString, selection);
        QFETCH(QStringList, references);
        QFETCH(QString, blocked);
        QFETCH(QStringList, items);
        QFETCH(int, moving);
        QFETCH(int, movingAll);
        QFETCH(int, lastCopies);

        std::unordered_map<qint64, DocumentInfo> docs;
        const auto add = [&](qint64 id, const char *locator, DocumentKind kind = DocumentKind::File) {
            DocumentInfo d;
            d.id = id;
            d.kind = kind;
            d.locator = QString::fromUtf8(locator);
            docs.emplace(id, d);
        };
        add(1, "/data/a/report.txt");
        add(2, "/data/b/report copy.txt");
        add(3, "/data/c/report-old.txt");
        add(4, "/ref/notes.txt");
        add(5, "/data/d/notes.txt");
        add(6, "/mnt/link/notes-copy.txt"); // really /ref/linked/notes-copy.txt
        add(7, "http://example.org/page", DocumentKind::Capture);
        add(8, "/data/e/page.html");
        add(9, "/data/f/alone.txt");
        add(11, "/data/ab/draft.txt");
        add(13, "/ref/linked/other.txt"); // reached as /mnt/link/other.txt too
        const auto member = [](qint64 id, double r, double c) {
            return ClusterMember{id, false, r, c, 1};
        };
        std::unordered_map<qint64, Cluster> clusters;
        clusters[10] = Cluster{1, {ClusterMember{1, true}, member(2, 0.93, 0.97), member(3, 0.81, 0.88)}};
        clusters[20] = Cluster{5, {ClusterMember{5, true}, member(4, 0.90, 0.95), member(6, 0.85, 0.90)}};
        clusters[30] = Cluster{8, {ClusterMember{8, true}, member(7, 0.95, 0.98)}};
        const RealPathFn realPath = [](const QString &path) -> QString {
            const QString link = QStringLiteral("/mnt/link");
            if (path == link || path.startsWith(link + QLatin1Char('/')))
                return QStringLiteral("/ref/linked") + path.mid(link.size());
            return path;
        };

        std::vector<std::pair<DocumentInfo, qint64>> chosen;
        for (const QString &s : selection.split(QLatin1Char(' '))) {
            const QStringList parts = s.split(QLatin1Char('@'));
            chosen.emplace_back(docs.at(parts.at(0).toLongLong()), parts.at(1).toLongLong());
        }
        const TrashPlan plan = usecase::planTrash(chosen, clusters, docs, references, realPath);

        QStringList got;
        for (const TrashItem &i : plan.items) {
            got << QStringLiteral("%1:%2:%3:%4/%5:%6")
                       .arg(i.document.id)
                       .arg(verdictName(i.verdict), i.representative)
                       .arg(qRound(i.resemblance * 100))
                       .arg(qRound(i.containedIn * 100))
                       .arg(i.clusterSize);
            // Whatever is not moved says why; what moves needs no reason.
            QCOMPARE(i.reason.isEmpty(), i.verdict == TrashItem::Verdict::Move);
        }
        QCOMPARE(got, items);
        QCOMPARE(blockedName(plan.blocked), blocked);
        QCOMPARE(plan.moving(false), moving);
        QCOMPARE(plan.moving(true), movingAll);
        QCOMPARE(plan.lastCopies(), lastCopies);
    }

    void inReferenceFolder_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QStringList>("references");
        QTest::addColumn<bool>("inside");
        const QStringList ref{QStringLiteral("/ref")};
        QTest::newRow("inside") << "/ref/a.txt" << ref << true;
        QTest::newRow("deeper") << "/ref/x/y/a.txt" << ref << true;
        QTest::newRow("the folder itself") << "/ref" << ref << true;
        QTest::newRow("trailing slash") << "/ref/a.txt" << QStringList{QStringLiteral("/ref/")} << true;
        QTest::newRow("name prefix") << "/reference/a.txt" << ref << false;
        QTest::newRow("parent") << "/a.txt" << ref << false;
        QTest::newRow("dot-dot out of it") << "/ref/../data/a.txt" << ref << false;
        QTest::newRow("no references") << "/ref/a.txt" << QStringList() << false;
        QTest::newRow("second of two")
            << "/ref/a.txt" << QStringList{QStringLiteral("/other"), QStringLiteral("/ref")} << true;
        QTest::newRow("file through a link") << "/mnt/link/a.txt" << ref << true;
        QTest::newRow("folder named by its link")
            << "/ref/linked/a.txt" << QStringList{QStringLiteral("/mnt/link")} << true;
        QTest::newRow("link elsewhere") << "/mnt/other/a.txt" << ref << false;
    }

    void inReferenceFolder()
    {
        QFETCH(QString, path);
        QFETCH(QStringList, references);
        QFETCH(bool, inside);
        const RealPathFn realPath = [](const QString &p) -> QString {
            const QString link = QStringLiteral("/mnt/link");
            if (p == link || p.startsWith(link + QLatin1Char('/')))
                return QStringLiteral("/ref/linked") + p.mid(link.size());
            return p;
        };
        QCOMPARE(usecase::inReferenceFolder(path, references, realPath), inside);
    }

    // ---- 3. One estimator -------------------------------------------------------------------

    void estimatorOnce_data()
    {
        QTest::addColumn<int>("seed");
        QTest::addColumn<int>("tokens");       // of A
        QTest::addColumn<QString>("relation"); // how B is made from A
        QTest::addColumn<double>("amount");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("k");
        QTest::addColumn<int>("maxLevel");
        QTest::addColumn<int>("target");
        const SketchParams d;
        const int w = d.shingle.width, k = d.minHashSize, top = d.sampleMaxLevel, t = d.sampleTarget;
        QTest::newRow("identical") << 1 << 400 << "edit" << 0.0 << w << k << top << t;
        QTest::newRow("edited 2%") << 2 << 400 << "edit" << 0.02 << w << k << top << t;
        QTest::newRow("edited 10%") << 3 << 400 << "edit" << 0.10 << w << k << top << t;
        QTest::newRow("edited 30%") << 4 << 2000 << "edit" << 0.30 << w << k << top << t;
        QTest::newRow("unrelated") << 5 << 800 << "unrelated" << 1.0 << w << k << top << t;
        QTest::newRow("excerpt of a long one") << 6 << 8000 << "excerpt" << 0.05 << w << k << top << t;
        QTest::newRow("excerpt, half") << 7 << 3000 << "excerpt" << 0.5 << w << k << top << t;
        QTest::newRow("appended to") << 8 << 500 << "append" << 3.0 << w << k << top << t;
        QTest::newRow("short, level 0") << 9 << 60 << "edit" << 0.05 << w << k << top << t;
        QTest::newRow("short excerpt of a long one") << 10 << 6000 << "excerpt" << 0.01 << w << k << top << t;
        QTest::newRow("fewer tokens than the width") << 11 << 300 << "tiny" << 3.0 << w << k << top << t;
        QTest::newRow("empty") << 12 << 300 << "empty" << 0.0 << w << k << top << t;
        QTest::newRow("k 64") << 13 << 1500 << "edit" << 0.1 << w << 64 << top << t;
        QTest::newRow("k 200") << 14 << 1500 << "edit" << 0.1 << w << 200 << top << t;
        QTest::newRow("top level 2") << 15 << 5000 << "excerpt" << 0.2 << w << k << 2 << t;
        QTest::newRow("top level 0") << 16 << 700 << "edit" << 0.1 << w << k << 0 << t;
        QTest::newRow("sample target 16") << 17 << 3000 << "edit" << 0.2 << w << k << top << 16;
        QTest::newRow("width 3") << 18 << 1000 << "edit" << 0.1 << 3 << k << top << t;
        QTest::newRow("width 1, small vocabulary") << 19 << 1000 << "edit" << 0.1 << 1 << k << top << t;
    }

    void estimatorOnce()
    {
        QFETCH(int, seed);
        QFETCH(int, tokens);
        QFETCH(QString, relation);
        QFETCH(double, amount);
        QFETCH(int, width);
        QFETCH(int, k);
        QFETCH(int, maxLevel);
        QFETCH(int, target);
        SketchParams params;
        params.shingle.width = width;
        params.minHashSize = k;
        params.sampleMaxLevel = maxLevel;
        params.sampleTarget = target;
        QVERIFY(params.isValid());

        QRandomGenerator64 rng(static_cast<quint32>(seed));
        const int vocabularySize = width == 1 ? 3000 : 20000;
        const std::vector<std::uint64_t> a = randomTokens(rng, tokens, vocabularySize);
        std::vector<std::uint64_t> b;
        if (relation == QLatin1String("edit")) {
            for (std::uint64_t x : a)
                b.push_back(rng.generateDouble() < amount ? rng.generate64() : x);
        } else if (relation == QLatin1String("unrelated")) {
            b = randomTokens(rng, tokens, vocabularySize);
        } else if (relation == QLatin1String("excerpt")) {
            const std::size_t n = std::max<std::size_t>(1, std::size_t(amount * double(a.size())));
            const std::size_t from = std::size_t(rng.bounded(quint64(a.size() - n + 1)));
            b.assign(a.begin() + std::ptrdiff_t(from), a.begin() + std::ptrdiff_t(from + n));
        } else if (relation == QLatin1String("append")) {
            b = a;
            const std::vector<std::uint64_t> more =
                randomTokens(rng, int(amount * double(a.size())), vocabularySize);
            b.insert(b.end(), more.begin(), more.end());
        } else if (relation == QLatin1String("tiny")) {
            b.assign(a.begin(), a.begin() + std::ptrdiff_t(amount));
        } // "empty": none

        Sketcher sketcher(params);
        const DocumentSketch sa = sketcher.sketch(a);
        const DocumentSketch sb = sketcher.sketch(b);
        const DocumentSketch filler = sketcher.sketch(randomTokens(rng, 300, vocabularySize));

        // The matcher's two ways in: sketches added in memory, and the stored form (Sketches::table).
        SketchTable added(params.minHashSize, params.sampleMaxLevel);
        SketchTable fromBlobs(params.minHashSize, params.sampleMaxLevel);
        qint64 id = 1;
        for (const DocumentSketch *s : {&filler, &sa, &sb}) {
            added.add(id, s->shingleFingerprint, s->shingleCount, s->minHash, s->sampleLevel, s->sample);
            const QByteArray blob = encodeSketch(*s);
            QVERIFY(fromBlobs.addBlob(id, s->shingleFingerprint, s->shingleCount, blob.constData(),
                                      std::size_t(blob.size())));
            ++id;
        }
        // And the sketches as Sketches::of reads them back.
        const auto decoded = [](const DocumentSketch &s) {
            const QByteArray blob = encodeSketch(s);
            DocumentSketch out;
            out.shingleCount = s.shingleCount;
            out.shingleFingerprint = s.shingleFingerprint;
            out.lexicalFingerprint = s.lexicalFingerprint;
            const bool ok = decodeSketch(blob.constData(), std::size_t(blob.size()), out);
            return std::make_pair(ok, out);
        };
        const auto [okA, da] = decoded(sa);
        const auto [okB, db] = decoded(sb);
        QVERIFY(okA && okB);

        const auto check = [&](const char *what, const ResemblanceEstimate &direct,
                               const SketchTable::Estimate &t) {
            const std::pair<double, double> figures[] = {{direct.resemblance, t.resemblance},
                                                         {direct.containmentAInB, t.containmentAInB},
                                                         {direct.containmentBInA, t.containmentBInA},
                                                         {direct.resemblanceSd, t.resemblanceSd},
                                                         {direct.containmentAInBSd, t.containmentAInBSd},
                                                         {direct.containmentBInASd, t.containmentBInASd}};
            for (const auto &[x, y] : figures)
                QVERIFY2(sameBits(x, y),
                         qPrintable(QStringLiteral("%1: %2 from the sketches, %3 from the table")
                                        .arg(QLatin1String(what), number(x), number(y))));
        };
        const ResemblanceEstimate ab = estimate(sa, sb);
        const ResemblanceEstimate ba = estimate(sb, sa);
        check("added a-b", ab, added.estimate(1, 2));
        if (QTest::currentTestFailed())
            return;
        check("added b-a", ba, added.estimate(2, 1));
        if (QTest::currentTestFailed())
            return;
        check("blobs a-b", ab, fromBlobs.estimate(1, 2));
        if (QTest::currentTestFailed())
            return;
        check("blobs b-a", ba, fromBlobs.estimate(2, 1));
        if (QTest::currentTestFailed())
            return;
        check("decoded a-b", estimate(da, db), fromBlobs.estimate(1, 2));
        if (QTest::currentTestFailed())
            return;
        std::uint64_t words[8];
        check("known agreement", ab, added.estimate(1, 2, added.agreement(1, 2, words)));

        // The figures mean something: an empty document resembles nothing, one resembles itself.
        if (relation == QLatin1String("empty"))
            QCOMPARE(ab.resemblance, 0.0);
        if (relation == QLatin1String("edit") && amount == 0.0)
            QCOMPARE(ab.resemblance, 1.0);
    }

    // The same over an index: its SketchTable against the sketches it stores.
    void estimatorOnceInTheIndex()
    {
        auto opened = IndexStore::open(m_index, IndexStore::Mode::ReadOnly);
        QVERIFY(opened);
        IndexStore &store = **opened;
        auto table = store.sketches().table();
        QVERIFY(table);
        QCOMPARE(table->size(), std::size_t(kNames.size()));
        for (std::size_t i = 0; i < table->size(); ++i)
            for (std::size_t j = 0; j < table->size(); ++j) {
                auto a = store.sketches().of(table->docId(i));
                auto b = store.sketches().of(table->docId(j));
                QVERIFY(a && b);
                const ResemblanceEstimate e = estimate(*a, *b);
                const SketchTable::Estimate t = table->estimate(i, j);
                QVERIFY(sameBits(e.resemblance, t.resemblance));
                QVERIFY(sameBits(e.containmentAInB, t.containmentAInB));
                QVERIFY(sameBits(e.containmentBInA, t.containmentBInA));
                QVERIFY(sameBits(e.resemblanceSd, t.resemblanceSd));
            }
    }

    // ---- 4. The trash, carried out ----------------------------------------------------------

    void applyTrash_data()
    {
        QTest::addColumn<QStringList>("select");     // names; each in its cluster (0 if none)
        QTest::addColumn<QStringList>("references"); // folders of the corpus (a..f)
        QTest::addColumn<QStringList>("goneBefore"); // moved away before the trash runs
        QTest::addColumn<QStringList>("refuse");     // the fake trash fails on these
        QTest::addColumn<bool>("lastCopiesToo");
        QTest::addColumn<QStringList>("calls"); // the fake trash is asked for these, in order
        QTest::addColumn<int>("moved");
        QTest::addColumn<int>("kept");
        QTest::addColumn<QStringList>("failed");
        QTest::addColumn<QStringList>("gone");
        QTest::addColumn<QStringList>("remaining"); // still in the index
        QTest::addColumn<QStringList>("log");       // kind:outcome:name:representative, any order
        const QStringList none;
        const auto L = [](std::initializer_list<const char *> list) {
            QStringList out;
            for (const char *s : list)
                out << QString::fromUtf8(s);
            return out;
        };
        QTest::newRow("duplicates move")
            << L({"copy", "copy2"}) << none << none << none << false << L({"copy", "copy2"}) << 2 << 0 << none
            << none << L({"original", "memo", "memo-edit", "unrelated"})
            << L({"trash:done:copy:original", "trash:done:copy2:original"});
        QTest::newRow("the trash refuses one")
            << L({"copy", "copy2"}) << none << none << L({"copy2"}) << false << L({"copy", "copy2"}) << 1 << 0
            << L({"copy2"}) << none << L({"original", "copy2", "memo", "memo-edit", "unrelated"})
            << L({"trash:done:copy:original", "trash:failed:copy2:original"});
        QTest::newRow("the trash refuses all")
            << L({"copy", "copy2"}) << none << none << L({"copy", "copy2"}) << false << L({"copy", "copy2"})
            << 0 << 0 << L({"copy", "copy2"}) << none << kNames
            << L({"trash:failed:copy:original", "trash:failed:copy2:original"});
        QTest::newRow("whole cluster: the last copy kept")
            << L({"original", "copy", "copy2"}) << none << none << none << false << L({"copy", "copy2"}) << 2
            << 1 << none << none << L({"original", "memo", "memo-edit", "unrelated"})
            << L({"trash:refused:original:-", "trash:done:copy:original", "trash:done:copy2:original"});
        QTest::newRow("whole cluster, the last copy too")
            << L({"original", "copy", "copy2"}) << none << none << none << true
            << L({"original", "copy", "copy2"}) << 3 << 0 << none << none
            << L({"memo", "memo-edit", "unrelated"})
            << L({"trash:done:original:-", "trash:done:copy:original", "trash:done:copy2:original"});
        QTest::newRow("the last copy too, refused by the trash")
            << L({"original", "copy", "copy2"}) << none << none << L({"original"}) << true
            << L({"original", "copy", "copy2"}) << 2 << 0 << L({"original"}) << none
            << L({"original", "memo", "memo-edit", "unrelated"})
            << L({"trash:failed:original:-", "trash:done:copy:original", "trash:done:copy2:original"});
        QTest::newRow("the representative alone")
            << L({"original"}) << none << none << none << false << L({"original"}) << 1 << 0 << none << none
            << L({"copy", "copy2", "memo", "memo-edit", "unrelated"}) << L({"trash:done:original:-"});
        QTest::newRow("in no cluster")
            << L({"unrelated"}) << none << none << none << false << L({"unrelated"}) << 1 << 0 << none << none
            << L({"original", "copy", "copy2", "memo", "memo-edit"}) << L({"trash:done:unrelated:-"});
        QTest::newRow("reference folder: that file stays")
            << L({"copy", "copy2"}) << L({"b"}) << none << none << false << L({"copy2"}) << 1 << 0 << none
            << none << L({"original", "copy", "memo", "memo-edit", "unrelated"})
            << L({"trash:refused:copy:original", "trash:done:copy2:original"});
        QTest::newRow("reference folder: nothing moves")
            << L({"copy"}) << L({"b"}) << none << none << false << none << 0 << 0 << none << none << kNames
            << L({"trash:refused:copy:original"});
        QTest::newRow("already gone")
            << L({"copy", "copy2"}) << none << L({"copy"}) << none << false << L({"copy2"}) << 1 << 0 << none
            << L({"copy"}) << L({"original", "memo", "memo-edit", "unrelated"})
            << L({"forget-missing:done:copy:original", "trash:done:copy2:original"});
    }

    void applyTrash()
    {
        QFETCH(QStringList, select);
        QFETCH(QStringList, references);
        QFETCH(QStringList, goneBefore);
        QFETCH(QStringList, refuse);
        QFETCH(bool, lastCopiesToo);
        QFETCH(QStringList, calls);
        QFETCH(int, moved);
        QFETCH(int, kept);
        QFETCH(QStringList, failed);
        QFETCH(QStringList, gone);
        QFETCH(QStringList, remaining);
        QFETCH(QStringList, log);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString root = dir.filePath(QStringLiteral("corpus"));
        const QString index = dir.filePath(QStringLiteral("index.sqlite"));
        writeCorpus(root);
        QVERIFY(scanFolders(root, index));
        auto opened = IndexStore::open(index);
        QVERIFY(opened);
        IndexStore &store = **opened;

        std::map<QString, qint64> ids;
        for (const QString &name : kNames) {
            const std::optional<qint64> id = idOf(store, corpusPath(root, name));
            QVERIFY(id);
            ids[name] = *id;
        }
        std::vector<Selected> selection;
        for (const QString &name : select) {
            auto cluster = store.clusters().clusterOf(ids.at(name));
            QVERIFY(cluster);
            selection.push_back({ids.at(name), *cluster ? (*cluster)->first : 0});
        }
        QStringList referenceFolders;
        for (const QString &folder : references)
            referenceFolders << QDir(root).filePath(folder);
        for (const QString &name : goneBefore) // moved, not deleted: gone from where the index knows it
            QVERIFY(QFile::rename(corpusPath(root, name), dir.filePath(name + QStringLiteral(".moved"))));

        auto plan = usecase::planTrash(store, selection, referenceFolders);
        QVERIFY2(plan, qPrintable(plan.status().toString()));
        QStringList asked;
        const TrashFn fake = [&](const QString &path) -> Result<QString> {
            const QString name = nameOf(path);
            asked << name;
            if (refuse.contains(name))
                return Status::error(Status::Code::Unreadable,
                                     QStringLiteral("the fake trash refuses %1").arg(name));
            return QString(QStringLiteral("fake-trash/") + name); // and leaves the file where it is
        };
        const TrashOutcome outcome = usecase::applyTrash(store, *plan, lastCopiesToo, fake);
        QVERIFY2(outcome.index.isOk(), qPrintable(outcome.index.toString()));
        QCOMPARE(asked, calls);
        QCOMPARE(outcome.moved, moved);
        QCOMPARE(outcome.kept, kept);
        QStringList failedNames, goneNames;
        for (const QString &p : outcome.failed)
            failedNames << nameOf(p);
        for (const QString &p : outcome.gone)
            goneNames << nameOf(p);
        QCOMPARE(failedNames, failed);
        QCOMPARE(goneNames, gone);

        // The index forgot what went (documents, their pairs and their clusters), and only that;
        // the pair count the overview shows is of what is left.
        QStringList inIndex;
        {
            auto summary = store.statistics().summary();
            auto left = store.pairs().matches(0, 0);
            QVERIFY(summary && left);
            QCOMPARE(summary->pairs, qint64(left->expandedSize()));
        }
        for (const QString &name : kNames)
            if (idOf(store, corpusPath(root, name)))
                inIndex << name;
        QCOMPARE(inIndex, remaining);
        auto pairs = store.pairs().list(0);
        QVERIFY(pairs);
        auto clusters = store.clusters().all();
        QVERIFY(clusters);
        for (const QString &name : kNames) {
            if (remaining.contains(name))
                continue;
            const qint64 id = ids.at(name);
            QVERIFY2(std::none_of(pairs->begin(), pairs->end(),
                                  [&](const ScoredPair &p) { return p.docA == id || p.docB == id; }),
                     qPrintable(name));
            for (const Cluster &c : *clusters)
                QVERIFY2(std::none_of(c.members.begin(), c.members.end(),
                                      [&](const ClusterMember &m) { return m.docId == id; }),
                         qPrintable(name));
        }

        // The action log says what happened to each, with the representative it was like.
        auto rows = store.actionLog().newest();
        QVERIFY(rows);
        QStringList logged;
        for (const LoggedAction &a : *rows) {
            logged << QStringLiteral("%1:%2:%3:%4")
                          .arg(a.kind, a.outcome, nameOf(a.locator), nameOf(a.representative));
            QVERIFY2(!a.detail.isEmpty(), qPrintable(logged.constLast()));
            if (a.outcome == QLatin1String("done") && a.kind == QLatin1String("trash"))
                QVERIFY2(a.detail.contains(QStringLiteral("fake-trash/") + nameOf(a.locator)),
                         qPrintable(a.detail));
            if (a.outcome == QLatin1String("failed"))
                QVERIFY2(a.detail.contains(QStringLiteral("the fake trash refuses")), qPrintable(a.detail));
        }
        logged.sort();
        log.sort();
        QCOMPARE(logged, log);

        // Nothing was deleted from disk: the fake moved nothing, and applyTrash touches no file.
        for (const QString &name : kNames) {
            const QString at = goneBefore.contains(name) ? dir.filePath(name + QStringLiteral(".moved"))
                                                         : corpusPath(root, name);
            QVERIFY2(QFileInfo::exists(at), qPrintable(at));
        }
    }

    // A Move to Trash cut short (its process killed) left the moves it had begun logged as
    // pending: they are recorded from where each file is. In the trash since the move began:
    // done, with its place (an entry whose information Qt had not written yet is found by the
    // file's name, NAME or NAME-0001, and its information completed), even when a new file took
    // its place since; an older entry of the same path or name is not it; still in place: not
    // moved. The index forgets what went.
    void trashInterrupted()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString root = dir.filePath(QStringLiteral("corpus"));
        const QString index = dir.filePath(QStringLiteral("index.sqlite"));
        writeCorpus(root);
        QVERIFY(scanFolders(root, index));
        auto opened = IndexStore::open(index);
        QVERIFY(opened);
        IndexStore &store = **opened;
        const QString trash =
            QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/Trash");
        QVERIFY(QDir().mkpath(trash + QStringLiteral("/files")) &&
                QDir().mkpath(trash + QStringLiteral("/info")));
        const QString copy = corpusPath(root, QStringLiteral("copy"));
        const QString copy2 = corpusPath(root, QStringLiteral("copy2"));
        const QString memo = corpusPath(root, QStringLiteral("memo"));
        const QString memoEdit = corpusPath(root, QStringLiteral("memo-edit"));
        const QString unique = QFileInfo(dir.path()).fileName(); // names no other test's entries share
        const auto entry = [&](const QString &name, const QByteArray &info, bool old) {
            QFile f(trash + QStringLiteral("/info/") + name + QStringLiteral(".trashinfo"));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(info);
            if (old)
                QVERIFY(f.setFileTime(QDateTime(QDate(2020, 1, 1), QTime(0, 0)),
                                      QFileDevice::FileModificationTime));
        };
        const auto info = [](const QString &path, const QString &when) -> QByteArray {
            return "[Trash Info]\nPath=" + QUrl::toPercentEncoding(path, "/") +
                   "\nDeletionDate=" + when.toUtf8() + "\n";
        };
        const QString now = QDateTime::currentDateTime().toString(Qt::ISODate);

        // The moves begun, then what the killed run did.
        std::vector<LoggedAction> begun;
        for (const QString &path : {copy, copy2, memo, memoEdit}) {
            LoggedAction a;
            a.kind = QStringLiteral("trash");
            a.outcome = QStringLiteral("pending");
            a.locator = path;
            a.detail = QStringLiteral("moving to the trash");
            begun.push_back(a);
        }
        QVERIFY(store.actionLog().appendReturningIds(begun));
        // copy: moved, its information written.
        const QString copyName = unique + QStringLiteral("-") + QFileInfo(copy).fileName();
        QVERIFY(QFile::rename(copy, trash + QStringLiteral("/files/") + copyName));
        entry(copyName, info(copy, now), false);
        // copy2: an old entry of its name, empty (not it); moved now as NAME-0001, information not
        // yet written.
        const QString copy2Name = QFileInfo(copy2).fileName();
        QVERIFY(QFile::copy(copy2, trash + QStringLiteral("/files/") + copy2Name));
        entry(copy2Name, {}, true);
        QVERIFY(
            QFile::rename(copy2, trash + QStringLiteral("/files/") + copy2Name + QStringLiteral("-0001")));
        entry(copy2Name + QStringLiteral("-0001"), {}, false);
        // memo: moved, and a new file at its place since.
        const QString memoName = unique + QStringLiteral("-") + QFileInfo(memo).fileName();
        QVERIFY(QFile::rename(memo, trash + QStringLiteral("/files/") + memoName));
        entry(memoName, info(memo, now), false);
        {
            QFile again(memo);
            QVERIFY(again.open(QIODevice::WriteOnly));
            again.write("a new memo\n");
        }
        // memo-edit: not moved; the trash holds a copy of it trashed years ago.
        const QString oldName = unique + QStringLiteral("-old-") + QFileInfo(memoEdit).fileName();
        QVERIFY(QFile::copy(memoEdit, trash + QStringLiteral("/files/") + oldName));
        entry(oldName, info(memoEdit, QStringLiteral("2020-01-01T00:00:00")), true);

        auto recorded = usecase::finishInterruptedTrash(store);
        QVERIFY2(recorded, qPrintable(recorded.status().toString()));
        QCOMPARE(*recorded, (QStringList{copy, copy2, memo, memoEdit}));
        std::map<QString, LoggedAction> byPath;
        auto rows = store.actionLog().newest();
        QVERIFY(rows);
        for (const LoggedAction &a : *rows)
            byPath[a.locator] = a;
        const auto says = [&](const QString &path, const char *outcome, const QString &detail) {
            const LoggedAction &a = byPath[path];
            return a.outcome == QLatin1String(outcome) && a.detail.contains(detail) && a.owner.isEmpty();
        };
        QVERIFY2(says(copy, "done", trash + QStringLiteral("/files/") + copyName),
                 qPrintable(byPath[copy].detail));
        QVERIFY2(says(copy2, "done", trash + QStringLiteral("/files/") + copy2Name + QStringLiteral("-0001")),
                 qPrintable(byPath[copy2].detail));
        QVERIFY2(says(memo, "done", trash + QStringLiteral("/files/") + memoName),
                 qPrintable(byPath[memo].detail));
        QVERIFY2(says(memoEdit, "failed", QStringLiteral("still in its place")),
                 qPrintable(byPath[memoEdit].detail));
        {
            QFile completed(trash + QStringLiteral("/info/") + copy2Name + QStringLiteral("-0001.trashinfo"));
            QVERIFY(completed.open(QIODevice::ReadOnly));
            QVERIFY(completed.readAll().contains(
                QByteArray("Path=" + QUrl::toPercentEncoding(copy2, "/") + "\n")));
            QFile old(trash + QStringLiteral("/info/") + copy2Name + QStringLiteral(".trashinfo"));
            QCOMPARE(old.size(), qint64(0)); // not taken
        }
        QVERIFY(!idOf(store, copy));
        QVERIFY(!idOf(store, copy2));
        QVERIFY(!idOf(store, memo)); // the new file there is the next scan's
        QVERIFY(idOf(store, memoEdit));
        QVERIFY(QFile::exists(memoEdit));
        // Recorded once: nothing is pending any more.
        auto again = usecase::finishInterruptedTrash(store);
        QVERIFY(again && again->isEmpty());

        // A move still under way in another process of this host is not taken for one cut short.
        LoggedAction live;
        live.kind = QStringLiteral("trash");
        live.outcome = QStringLiteral("pending");
        live.locator = copy;
        live.owner = usecase::processOwner(1);
        QVERIFY(live.owner.startsWith(QSysInfo::machineHostName() + QStringLiteral(":1:")));
        QVERIFY(store.actionLog().appendReturningIds({live}));
        auto notOurs = usecase::finishInterruptedTrash(store);
        QVERIFY(notOurs && notOurs->isEmpty());
    }

    // ---- 5. Exports, whole or not at all ----------------------------------------------------

    void exportAtomically_data()
    {
        QTest::addColumn<QString>("list"); // pairs | clusters
        QTest::addColumn<QString>(
            "target"); // new | replace | missing-folder | folder | fails-after-rows | unknown-cluster
        QTest::addColumn<bool>("earlier"); // an earlier out.csv is there
        QTest::addColumn<bool>("ok");
        QTest::addColumn<int>("records"); // pairs or clusters written
        QTest::addColumn<int>("rows");    // CSV rows below the header
        for (const char *list : {"pairs", "clusters"}) {
            const bool pairs = QByteArray(list) == "pairs";
            // Three pairs at 0.5 (copy and copy2 resemble original, memo-edit memo); two clusters, five
            // members.
            const int records = pairs ? 3 : 2;
            const int rows = pairs ? 3 : 5;
            const auto name = [&](const char *what) {
                return QByteArray(QByteArray(list) + ": " + what);
            };
            QTest::newRow(name("new file").constData()) << list << "new" << false << true << records << rows;
            QTest::newRow(name("replaces an earlier file").constData())
                << list << "replace" << true << true << records << rows;
            QTest::newRow(name("folder missing").constData())
                << list << "missing-folder" << false << false << 0 << 0;
            QTest::newRow(name("target is a folder").constData())
                << list << "folder" << false << false << 0 << 0;
            QTest::newRow(name("fails after the rows").constData())
                << list << "fails-after-rows" << false << false << 0 << 0;
            QTest::newRow(name("fails after the rows, earlier file kept").constData())
                << list << "fails-after-rows" << true << false << 0 << 0;
            if (!pairs)
                QTest::newRow(name("unknown cluster, earlier file kept").constData())
                    << list << "unknown-cluster" << true << false << 0 << 0;
        }
    }

    void exportAtomically()
    {
        QFETCH(QString, list);
        QFETCH(QString, target);
        QFETCH(bool, earlier);
        QFETCH(bool, ok);
        QFETCH(int, records);
        QFETCH(int, rows);
        QTemporaryDir out;
        QVERIFY(out.isValid());
        QString path = out.filePath(QStringLiteral("out.csv"));
        const QByteArray earlierBytes = "earlier export\n";
        if (earlier)
            writeFile(path, earlierBytes);
        if (target == QLatin1String("missing-folder"))
            path = out.filePath(QStringLiteral("missing/out.csv"));
        if (target == QLatin1String("folder"))
            QVERIFY(QDir(out.path()).mkdir(QStringLiteral("out.csv")));
        const QStringList before =
            QDir(out.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);

        auto opened = IndexStore::open(m_index, IndexStore::Mode::ReadOnly);
        QVERIFY(opened);
        IndexStore &store = **opened;
        qint64 written = -1;
        const Status s = writeFileAtomically(path, [&](QTextStream &stream) -> Status {
            Result<qint64> n =
                list == QLatin1String("pairs")
                    ? exportPairs(store, stream, ExportFormat::Csv, PairExport{})
                    : exportClusters(store, stream, ExportFormat::Csv,
                                     target == QLatin1String("unknown-cluster") ? std::vector<qint64>{999}
                                                                                : std::vector<qint64>{});
            if (!n)
                return n.status();
            written = *n;
            if (target == QLatin1String("fails-after-rows"))
                return Status::error(Status::Code::Internal, QStringLiteral("stopped after %1 rows").arg(*n));
            return Status::ok();
        });
        QCOMPARE(s.isOk(), ok);
        const QStringList after =
            QDir(out.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
        if (!ok) {
            QVERIFY(!s.message().isEmpty());
            // No partial file, no temporary left beside it; an earlier export is untouched.
            QCOMPARE(after, before);
            if (earlier) {
                QFile f(out.filePath(QStringLiteral("out.csv")));
                QVERIFY(f.open(QIODevice::ReadOnly));
                QCOMPARE(f.readAll(), earlierBytes);
            }
            if (target == QLatin1String("folder"))
                QVERIFY(QFileInfo(path).isDir());
            if (target == QLatin1String("fails-after-rows"))
                QVERIFY2(written > 0, "the export wrote rows before the failure");
            return;
        }
        QCOMPARE(after, QStringList{QStringLiteral("out.csv")});
        QCOMPARE(written, qint64(records));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.value(0), list == QLatin1String("pairs") ? csv::pairsHeader() : csv::clustersHeader());
        QCOMPARE(int(lines.size()) - 1, rows);
        for (int i = 1; i < lines.size(); ++i)
            QVERIFY2(lines.at(i).contains(m_corpus), qPrintable(lines.at(i)));
    }

    // ---- The copy kept, the defaults, undo, new against old ----------------------------------

    void looksLikeCopy_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("copy");
        QTest::newRow("original") << "MPL-2.0.txt" << false;
        QTest::newRow("(copy)") << "MPL-2.0 (copy).txt" << true;
        QTest::newRow("Copy of") << "Copy of report.docx" << true;
        QTest::newRow("(2)") << "report (2).pdf" << true;
        QTest::newRow("German") << "Bericht - Kopie.txt" << true;
        QTest::newRow("French") << "rapport (copie).txt" << true;
        QTest::newRow("backup~") << "notes.txt~" << true;
        QTest::newRow(".bak") << "notes.BAK" << true;
        QTest::newRow("year in parentheses") << "report (final).txt" << false;
        QTest::newRow("copyright") << "copyright" << true; // "copy" inside a word counts: ties only
    }

    void looksLikeCopy()
    {
        QFETCH(QString, name);
        QFETCH(bool, copy);
        QCOMPARE(KeepRule::looksLikeCopy(name.toStdString()), copy);
    }

    // Which copy a cluster keeps: marked > reference folder > not a copy's name > oldest >
    // shortest path, on a real index of identical files.
    void representativeByKeepRule_data()
    {
        QTest::addColumn<QString>("reference");
        QTest::addColumn<QString>("keep");
        QTest::addColumn<QString>("kept");
        QTest::newRow("name") << ""
                              << ""
                              << "a/MPL-2.0.txt";
        QTest::newRow("reference folder") << "b"
                                          << ""
                                          << "b/MPL-2.0 (copy).txt";
        QTest::newRow("marked file") << "b"
                                     << "c/longer-name-MPL.txt"
                                     << "c/longer-name-MPL.txt";
        QTest::newRow("marked folder") << ""
                                       << "c"
                                       << "c/longer-name-MPL.txt";
    }

    void representativeByKeepRule()
    {
        QFETCH(QString, reference);
        QFETCH(QString, keep);
        QFETCH(QString, kept);
        QTemporaryDir dir;
        const QString root = dir.filePath(QStringLiteral("docs"));
        QRandomGenerator rng(7);
        const QByteArray text = randomWords(rng, 300).join(QLatin1Char(' ')).toUtf8();
        // Each rule decides once: the copy is the oldest, but named like a copy; "d/z.txt" is the
        // shortest path, but newer than the original.
        for (const auto &[name, days] : {std::pair{QStringLiteral("a/MPL-2.0.txt"), 20},
                                         std::pair{QStringLiteral("b/MPL-2.0 (copy).txt"), 30},
                                         std::pair{QStringLiteral("c/longer-name-MPL.txt"), 10},
                                         std::pair{QStringLiteral("d/z.txt"), 1}}) {
            const QString path = root + QLatin1Char('/') + name;
            writeFile(path, text);
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.setFileTime(QDateTime::currentDateTime().addDays(-days),
                                  QFileDevice::FileModificationTime));
        }
        const QString index = dir.filePath(QStringLiteral("index.sqlite"));
        {
            auto store = IndexStore::open(index);
            QVERIFY(store);
            std::vector<IndexedFolder> folders{{root, false, false}};
            if (!reference.isEmpty())
                folders.push_back({root + QLatin1Char('/') + reference, true, false});
            QVERIFY((*store)->folders().replace(folders));
            if (!keep.isEmpty())
                QVERIFY(setKeep(**store, root + QLatin1Char('/') + keep, true));
        }
        QVERIFY(scanAtDefaults(root, index));
        auto store = IndexStore::open(index);
        QVERIFY(store);
        auto clusters = (*store)->clusters().all();
        QVERIFY(clusters);
        QCOMPARE(clusters->size(), std::size_t(1));
        QCOMPARE(clusters->front().representative, *idOf(**store, root + QLatin1Char('/') + kept));
        // The scan recorded its folder, after the marks already there.
        auto folders = (*store)->folders().list();
        QVERIFY(folders);
        QCOMPARE(folders->front().path, root);
    }

    // The defaults group what a user calls duplicates: CENTER, each member at or above the
    // threshold to the copy kept; union-find at the same pairs chains.
    void defaultsDoNotChain()
    {
        QCOMPARE(ClusterChoice{}.policy, ClusterPolicy::Center);
        QTemporaryDir dir;
        const QString root = dir.filePath(QStringLiteral("chain"));
        QRandomGenerator rng(11);
        // A chain: each text is the one before with a fifth of its words replaced.
        QStringList text = randomWords(rng, 400);
        for (int i = 0; i < 6; ++i) {
            writeFile(root + QStringLiteral("/step%1.txt").arg(i), text.join(QLatin1Char(' ')).toUtf8());
            text = withChanges(text, 6, i * 7, QStringLiteral("s%1").arg(i));
        }
        const QString index = dir.filePath(QStringLiteral("index.sqlite"));
        QVERIFY(scanAtDefaults(root, index));
        auto store = IndexStore::open(index);
        QVERIFY(store);
        auto clusters = (*store)->clusters().all();
        QVERIFY(clusters);
        QVERIFY(!clusters->empty());
        for (const Cluster &c : *clusters)
            for (const ClusterMember &m : c.members)
                QVERIFY2(m.resemblance >= ClusterChoice{}.threshold,
                         qPrintable(QString::number(m.resemblance)));
        // Union-find at the same threshold joins the whole chain, down to lower resemblances.
        auto chained = clusterIndex(**store, ClusterChoice{ClusterPolicy::Union, ClusterChoice{}.threshold});
        QVERIFY(chained);
        QCOMPARE(chained->size(), std::size_t(1));
        QCOMPARE(chained->front().members.size(), std::size_t(6));
        const double lowest =
            std::min_element(
                chained->front().members.begin(), chained->front().members.end(),
                [](const ClusterMember &x, const ClusterMember &y) { return x.resemblance < y.resemblance; })
                ->resemblance;
        QVERIFY2(lowest < ClusterChoice{}.threshold, qPrintable(QString::number(lowest)));
    }

    void undoIgnore()
    {
        QTemporaryDir dir;
        const QString index = dir.filePath(QStringLiteral("index.sqlite"));
        QVERIFY(QFile::copy(m_index, index));
        auto store = IndexStore::open(index);
        QVERIFY(store);
        const qint64 original = *idOf(**store, corpusPath(m_corpus, QStringLiteral("original")));
        const qint64 copy = *idOf(**store, corpusPath(m_corpus, QStringLiteral("copy")));
        const qint64 memo = *idOf(**store, corpusPath(m_corpus, QStringLiteral("memo")));
        const qint64 edit = *idOf(**store, corpusPath(m_corpus, QStringLiteral("memo-edit")));
        QVERIFY(ignoreTogether(**store, {{original, 1}, {copy, 1}}));
        QVERIFY(ignoreTogether(**store, {{memo, 2}, {edit, 2}}));
        QCOMPARE((*store)->pairs().ignored()->size(), std::size_t(2));
        auto undone = usecase::undoIgnore(**store);
        QVERIFY(undone);
        QCOMPARE(*undone, 1);
        QCOMPARE(*(*store)->pairs().ignored(), (std::vector<std::pair<qint64, qint64>>{
                                                   {std::min(original, copy), std::max(original, copy)}}));
        auto log = (*store)->actionLog().newest(2);
        QVERIFY(log);
        QCOMPARE(log->front().outcome, QStringLiteral("undone"));
        QCOMPARE(*usecase::undoIgnore(**store), 1);
        QCOMPARE(*usecase::undoIgnore(**store), 0); // nothing left
    }

    // Compare new against old: only the pairs in which a document of a "new" folder takes part.
    // ---- A scan pays for what changed -------------------------------------------------------

    // A real folder (the licences of this system, with edited copies): a rescan with nothing
    // changed matches, clusters and relates nothing again; after files are added, edited and
    // removed, the pairs are those of a scan of the same files into a new index.
    void rescanCostsWhatChanged()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("licenses"));
        const QStringList names = copyLicences(folder);
        if (names.isEmpty())
            QSKIP("/usr/share/common-licenses holds too few licences");
        const auto edited = [&](const QString &from, const QString &to, int every) {
            QVERIFY(writeEditedLicence(from, folder + QLatin1Char('/') + to, every));
        };
        edited(names.contains(QStringLiteral("GPL-3")) ? QStringLiteral("GPL-3") : names.first(),
               QStringLiteral("edited-a.txt"), 9);
        QVERIFY(writeLicenceVariants(names, folder));
        const QString index = dir.filePath(QStringLiteral("index.sqlite"));
        const ClusterChoice choice{ClusterPolicy::Center, 0.7};
        const auto pairsOf = [](const QString &path) {
            QStringList rows;
            auto store = IndexStore::open(path, IndexStore::Mode::ReadOnly);
            if (!store)
                return QStringList{QStringLiteral("cannot open")};
            auto infos = (*store)->documents().files();
            std::map<qint64, QString> locator;
            for (const auto &[id, path] : infos.valueOr({}))
                locator[id] = path;
            auto stored = (*store)->pairs().matches(0.5, 0.8);
            if (!stored)
                return QStringList{stored.status().toString()};
            for (const ScoredPair &p : expandPairs(*stored)) {
                QString a = locator[p.docA], b = locator[p.docB];
                double ab = p.containmentAInB, ba = p.containmentBInA;
                if (b < a)
                    std::swap(a, b), std::swap(ab, ba);
                rows << QStringLiteral("%1 %2 %3 %4 %5 %6")
                            .arg(a, b)
                            .arg(p.resemblance, 0, 'f', 6)
                            .arg(ab, 0, 'f', 6)
                            .arg(ba, 0, 'f', 6)
                            .arg(p.exact);
            }
            rows.sort();
            return rows;
        };

        ScanOutcome first = scanWith(folder, index, choice);
        QVERIFY(first.clustering && first.clustering->status.isOk());
        QVERIFY(first.clustering->matching);
        QVERIFY(!first.clustering->unchanged);
        QVERIFY(!first.clustering->related);                                            // not asked for
        QCOMPARE(first.clustering->matching->exact.documentsReadAgain, std::size_t(0)); // from the spill
        QVERIFY(first.clustering->matching->sketchesFromScan); // a first scan: not read back
        const QStringList pairs1 = pairsOf(index);
        QVERIFY2(pairs1.size() >= 2, qPrintable(pairs1.join(QLatin1Char('\n'))));
        {
            auto store = IndexStore::open(index);
            QVERIFY(store);
            QCOMPARE(relatedCurrent(**store).valueOr(true), false);
            const auto found = ensureRelated(**store);
            QVERIFY(found && found->status.isOk());
            QVERIFY(!ensureRelated(**store)); // found: nothing to do the second time
        }

        // Nothing changed: nothing matched, clustered or related again.
        ScanOutcome again = scanWith(folder, index, choice);
        QCOMPARE(again.scan.counts.filesIndexed, qint64(0));
        QVERIFY(again.clustering && again.clustering->status.isOk());
        QVERIFY(!again.clustering->matching);
        QVERIFY(again.clustering->unchanged);
        QCOMPARE(again.clustering->clusters, first.clustering->clusters);
        QCOMPARE(pairsOf(index), pairs1);
        {
            auto store = IndexStore::open(index);
            QVERIFY(store);
            QCOMPARE(relatedCurrent(**store).valueOr(false), true);
        }

        // Added, edited, removed: matched again, and as a new index of the same files is.
        edited(names.at(1), QStringLiteral("edited-b.txt"), 7);
        edited(names.at(2), names.at(2), 11); // edited in place
        QVERIFY(QFile::remove(folder + QLatin1Char('/') + names.at(3)));
        ScanOutcome changed = scanWith(folder, index, choice);
        QCOMPARE(changed.scan.counts.filesIndexed, qint64(2));
        QCOMPARE(changed.scan.counts.filesRemoved, qint64(1));
        QVERIFY(changed.clustering && changed.clustering->matching);
        // Only what changed was matched (against the sketches kept), with the pairs a new
        // index of the same files has (compared below).
        QVERIFY2(changed.clustering->matching->stats.incremental,
                 changed.clustering->matching->stats.fullBecause);
        QVERIFY(changed.clustering->matching->stats.freshRepresentatives >= 2);
        QVERIFY(!changed.clustering->matching->sketchesFromScan); // the index had sketches
        QCOMPARE(changed.clustering->matching->stats.retiredRepresentatives, std::size_t(2));
        // The pairs of files that did not change are kept (or, matched again, settled from the
        // counts kept), not read: what is read again is the partners of the new files.
        const ExactSettling &settled = changed.clustering->matching->exact;
        QVERIFY(settled.fromBefore > 0 || changed.clustering->matching->stats.matchedAgain == 0);
        QVERIFY2(settled.documentsRead == 0 || settled.documentsReadAgain < settled.documentsRead,
                 qPrintable(
                     QStringLiteral("%1 of %2").arg(settled.documentsReadAgain).arg(settled.documentsRead)));
        const QString fresh = dir.filePath(QStringLiteral("fresh.sqlite"));
        QVERIFY(scanWith(folder, fresh, choice).clustering);
        QCOMPARE(pairsOf(index), pairsOf(fresh));
        {
            auto store = IndexStore::open(index);
            QVERIFY(store);
            QCOMPARE(relatedCurrent(**store).valueOr(true), false); // stale again
            QCOMPARE((*store)->documents().count().valueOr(0), qint64(4 * names.size() + 1));
            // The uncertain pairs the next matching of what changed counts against the budget:
            // those settled whose documents are still there, not every one ever settled.
            const auto basis = (*store)->settings().matchBasis();
            const auto settledNow = (*store)->pairs().settled();
            QVERIFY(basis && settledNow);
            QCOMPARE(basis->uncertain, qint64(settledNow->size()));
        }

        // Clusters at another threshold (other pairs near it to settle): everything matched
        // again, and the reason said.
        edited(names.at(4), QStringLiteral("edited-e.txt"), 5);
        ScanOutcome other = scanWith(folder, index, ClusterChoice{ClusterPolicy::Center, 0.6});
        QVERIFY(other.clustering && other.clustering->matching);
        QVERIFY(!other.clustering->matching->stats.incremental);
        QCOMPARE(QByteArray(other.clustering->matching->stats.fullBecause),
                 QByteArray("the matching options changed"));
    }

    // Related documents of a few new files are added to the stored ones (weighed as those were,
    // only the new files' candidates verified), finding what finding them whole finds for them;
    // past the drift (10 % of the documents changed since they were weighed) they are found whole.
    void relatedDocumentsAddedToTheStored()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("licenses"));
        const QStringList names = copyLicences(folder);
        if (names.size() < 10)
            QSKIP("/usr/share/common-licenses holds too few licences");
        const auto edited = [&](const QString &from, const QString &to, int every) {
            QVERIFY(writeEditedLicence(from, folder + QLatin1Char('/') + to, every));
        };
        QVERIFY(writeLicenceVariants(names, folder));
        const QString index = dir.filePath(QStringLiteral("index.sqlite"));
        const ClusterChoice choice{ClusterPolicy::Center, 0.7};
        QVERIFY(scanWith(folder, index, choice).clustering);
        // The nearest neighbour of each file, by name.
        const auto nearest = [](IndexStore &store, const QStringList &files) {
            std::map<qint64, QString> name;
            for (const auto &[id, path] : store.documents().files().valueOr({}))
                name[id] = QFileInfo(path).fileName();
            QStringList out;
            for (const QString &file : files) {
                auto doc = documentNamed(store, file);
                if (!doc)
                    return QStringList{doc.status().toString()};
                const auto n = store.related().neighbours(doc->id, 1).valueOr({});
                out << (n.empty() ? QStringLiteral("-") : name[n.front().docId]);
            }
            return out;
        };
        qint64 pairsBefore = 0;
        {
            auto store = IndexStore::open(index);
            QVERIFY(store);
            const auto found = ensureRelated(**store);
            QVERIFY(found && found->status.isOk());
            QVERIFY(!found->added); // nothing to add to yet
            pairsBefore = (*store)->related().pairCount().valueOr(0);
            QVERIFY(pairsBefore > 0);
        }

        // Three new files (under 10 % of the documents): added to what is stored.
        QStringList added;
        for (int k = 0; k < 3; ++k) {
            const QString to = QStringLiteral("new-%1.txt").arg(k);
            edited(names.at(k), to, 6 + k);
            added << folder + QLatin1Char('/') + to;
        }
        QVERIFY(scanWith(folder, index, choice).clustering);
        QStringList incremental;
        {
            auto store = IndexStore::open(index);
            QVERIFY(store);
            QCOMPARE(relatedCurrent(**store).valueOr(true), false);
            const auto found = ensureRelated(**store);
            QVERIFY(found && found->status.isOk());
            QVERIFY(found->added);
            QCOMPARE(found->fresh, qint64(3));
            QCOMPARE(found->left, qint64(0));
            QVERIFY(found->summary.candidates > 0);
            QCOMPARE(relatedCurrent(**store).valueOr(false), true);
            incremental = nearest(**store, added);
            // Each new file is nearest to an edited copy of the licence it was made from.
            for (int k = 0; k < 3; ++k)
                QVERIFY2(incremental[k].startsWith(names.at(k)),
                         qPrintable(incremental.join(QLatin1Char(' '))));
            QVERIFY((*store)->related().pairCount().valueOr(0) > pairsBefore);
            // The basis has them now, with the change counted.
            auto basis = (*store)->related().basis();
            QVERIFY(basis && *basis);
            QCOMPARE((*basis)->changed, std::uint64_t(3));
        }
        // As a whole finding in a new index of the same files finds for them.
        const QString whole = dir.filePath(QStringLiteral("whole.sqlite"));
        QVERIFY(scanWith(folder, whole, choice).clustering);
        {
            auto store = IndexStore::open(whole);
            QVERIFY(store);
            const auto found = ensureRelated(**store);
            QVERIFY(found && found->status.isOk() && !found->added);
            QCOMPARE(nearest(**store, added), incremental);
        }

        // Past the drift: found whole again.
        for (int k = 0; k < 6; ++k)
            QVERIFY(QFile::remove(folder + QStringLiteral("/variants/%1-0").arg(names.at(k))));
        QVERIFY(scanWith(folder, index, choice).clustering);
        {
            auto store = IndexStore::open(index);
            QVERIFY(store);
            const auto found = ensureRelated(**store);
            QVERIFY(found && found->status.isOk());
            QVERIFY(!found->added);
            auto basis = (*store)->related().basis();
            QVERIFY(basis && *basis);
            QCOMPARE((*basis)->changed, std::uint64_t(0));
        }
    }

    // A scan that is not asked for related documents counts no bags of words; related documents
    // count them when first asked for, and find what a scan that counted them finds.
    void wordBagsCountedWhenAsked()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("licenses"));
        const QStringList names = copyLicences(folder);
        if (names.isEmpty())
            QSKIP("/usr/share/common-licenses holds too few licences");
        const auto scan = [&](const QString &index, bool related) {
            ScanParams params;
            params.indexPath = index;
            params.source.roots = {folder};
            params.threads = 2;
            AfterIngest after;
            after.related = related;
            return ScanFolders(params, after).run();
        };
        const auto neighbours = [](IndexStore &store) {
            QStringList rows;
            for (const auto &[id, path] : store.documents().files().valueOr({}))
                for (const RelatedNeighbour &n : store.related().neighbours(id, 20).valueOr({}))
                    rows << QStringLiteral("%1 %2 %3")
                                .arg(QFileInfo(path).fileName())
                                .arg(n.docId)
                                .arg(n.similarity, 0, 'f', 9);
            rows.sort();
            return rows;
        };

        const QString lazy = dir.filePath(QStringLiteral("lazy.sqlite"));
        ScanOutcome first = scan(lazy, false);
        QVERIFY(first.clustering && first.clustering->status.isOk());
        QVERIFY(!first.clustering->related);
        const qint64 documents = first.scan.counts.filesIndexed;
        QVERIFY(documents >= 5);
        // No bag is no change: a rescan reads nothing.
        QCOMPARE(scan(lazy, false).scan.counts.filesIndexed, qint64(0));
        QStringList lazyRows;
        {
            auto store = IndexStore::open(lazy);
            QVERIFY(store);
            QCOMPARE((*store)->related().bagCount().valueOr(-1), qint64(0)); // none counted by the scan
            const auto found = ensureRelated(**store);
            QVERIFY(found && found->status.isOk());
            QCOMPARE(found->bagsCounted, documents);
            QCOMPARE((*store)->related().bagCount().valueOr(-1), documents);
            lazyRows = neighbours(**store);
        }
        const QString eager = dir.filePath(QStringLiteral("eager.sqlite"));
        ScanOutcome withRelated = scan(eager, true);
        QVERIFY(withRelated.clustering && withRelated.clustering->related);
        QVERIFY(withRelated.clustering->related->status.isOk());
        QCOMPARE(withRelated.clustering->related->bagsCounted, qint64(0)); // counted by the scan
        {
            auto store = IndexStore::open(eager);
            QVERIFY(store);
            QCOMPARE((*store)->related().bagCount().valueOr(-1), documents);
            // Same documents in the same order: the same ids.
            QCOMPARE(neighbours(**store), lazyRows);
            QVERIFY(!lazyRows.isEmpty());
        }

        // A file edited in place loses the bag of its old text when scanned again without bags;
        // one that changes again after that scan is not counted from its newer text.
        const QString a = folder + QLatin1Char('/') + names.at(0);
        QVERIFY(QFile::remove(a));
        writeFile(a, "a short new text in place of the licence that was here before");
        QCOMPARE(scan(lazy, false).scan.counts.filesIndexed, qint64(1));
        QVERIFY(QFile::remove(a));
        writeFile(a, "another text that the index has not seen yet, written after the scan");
        {
            auto store = IndexStore::open(lazy);
            QVERIFY(store);
            QCOMPARE((*store)->related().bagCount().valueOr(-1), documents - 1);
            auto missing = countMissingWordBags(**store);
            QVERIFY(missing);
            QCOMPARE(missing->counted, qint64(0));
            QCOMPARE(missing->skipped, qint64(1));
        }
        QCOMPARE(scan(lazy, false).scan.counts.filesIndexed, qint64(1));
        {
            auto store = IndexStore::open(lazy);
            QVERIFY(store);
            auto missing = countMissingWordBags(**store);
            QVERIFY(missing);
            QCOMPARE(missing->counted, qint64(1));
            QCOMPARE((*store)->related().bagCount().valueOr(-1), documents);
        }
    }

    // The pairs too close to a threshold are settled exactly: from the scan's spill, or read
    // again from the files, alike; and the pairs near the clusters' threshold too.
    void settledFromTheSpillAsFromTheFiles()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("corpus"));
        QRandomGenerator rng(12);
        const QStringList base = randomWords(rng, 600);
        for (int i = 0; i < 24; ++i) // resemblances from about 0.9 down to about 0.3
            writeFile(folder + QStringLiteral("/v%1.txt").arg(i),
                      withChanges(base, 3 + i, 2 + i / 3, QStringLiteral("v%1").arg(i))
                          .join(QLatin1Char(' '))
                          .toUtf8());
        const QString index = dir.filePath(QStringLiteral("index.sqlite"));
        auto spill = std::make_shared<ShingleSpill>();
        ScanParams params;
        params.indexPath = index;
        params.source.roots = {folder};
        params.shingles = spill;
        QCOMPARE(ScanJob(params).run().state, QStringLiteral("done"));
        QCOMPARE(spill->documents(), qint64(24));
        auto store = IndexStore::open(index);
        QVERIFY(store);
        MatchParams at;
        at.clusterResemblance = 0.7;
        const MatchSummary fromSpill = matchIndex(**store, at, nullptr, {}, Settle::Exactly, spill.get());
        QVERIFY(fromSpill.status.isOk());
        QVERIFY(fromSpill.exact.verified > 0);
        QCOMPARE(fromSpill.exact.documentsReadAgain, std::size_t(0));
        const std::vector<ScoredPair> a = expandPairs((*store)->pairs().matches(0.5, 0.8).valueOr({}));
        const auto sameAsFromSpill = [&] {
            const std::vector<ScoredPair> b = expandPairs((*store)->pairs().matches(0.5, 0.8).valueOr({}));
            QCOMPARE(a.size(), b.size());
            for (std::size_t i = 0; i < a.size(); ++i) {
                QCOMPARE(a[i].docA, b[i].docA);
                QCOMPARE(a[i].docB, b[i].docB);
                QVERIFY(sameBits(a[i].resemblance, b[i].resemblance));
                QVERIFY(sameBits(a[i].containmentAInB, b[i].containmentAInB));
                QCOMPARE(a[i].exact, b[i].exact);
            }
        };
        // Again (every document, not only what changed: nothing), from the counts the first
        // settling kept: nothing read.
        const auto whole = [&](const MatchParams &params) {
            if (Status s = (*store)->pairs().forgetMatchedRepresentatives(); !s)
                return MatchSummary{s, {}, {}, 0, 0, 0};
            return matchIndex(**store, params);
        };
        const MatchSummary fromBefore = whole(at);
        QVERIFY(fromBefore.status.isOk());
        QCOMPARE(fromBefore.exact.documentsReadAgain, std::size_t(0));
        QCOMPARE(fromBefore.exact.fromBefore, fromSpill.exact.verified);
        sameAsFromSpill();
        // Without them: every document read again from its file.
        QVERIFY((*store)->pairs().replaceSettled({}).isOk());
        const MatchSummary fromFiles = whole(at);
        QVERIFY(fromFiles.status.isOk());
        QVERIFY(fromFiles.exact.documentsReadAgain > 0);
        QCOMPARE(fromFiles.exact.fromBefore, std::size_t(0));
        sameAsFromSpill();
        // At another threshold the counts that gave up below the first are not taken as final.
        MatchParams lower = at;
        lower.threshold = 0.3;
        const MatchSummary atLower = whole(lower);
        QVERIFY(atLower.status.isOk());
        QVERIFY(atLower.exact.verified > atLower.exact.fromBefore);
        QVERIFY(atLower.exact.documentsReadAgain > 0);
        QVERIFY((*store)->pairs().replaceSettled({}).isOk());
        const MatchSummary lowerFromFiles = whole(lower);
        const std::vector<ScoredPair> c = expandPairs((*store)->pairs().matches(0.3, 0.8).valueOr({}));
        QVERIFY(lowerFromFiles.status.isOk());
        QVERIFY(whole(lower).status.isOk()); // from the counts again
        const std::vector<ScoredPair> d = expandPairs((*store)->pairs().matches(0.3, 0.8).valueOr({}));
        QCOMPARE(c.size(), d.size());
        for (std::size_t i = 0; i < c.size(); ++i)
            QVERIFY(sameBits(c[i].resemblance, d[i].resemblance) && c[i].exact == d[i].exact);
        // Near 0.7 nothing is left to an estimate.
        int near = 0;
        for (const ScoredPair &p : a)
            if (std::abs(p.resemblance - 0.7) < 0.03) {
                ++near;
                QVERIFY2(p.exact, qPrintable(QString::number(p.resemblance)));
            }
        QVERIFY(near > 0);
    }

    void pairsOfNewDocuments()
    {
        QTemporaryDir dir;
        const QString index = dir.filePath(QStringLiteral("index.sqlite"));
        QVERIFY(QFile::copy(m_index, index));
        auto store = IndexStore::open(index);
        QVERIFY(store);
        // Only memo is "new" (a folder of one file would do the same).
        auto fresh = (*store)->documents().under({m_corpus});
        QVERIFY(fresh);
        QCOMPARE(fresh->size(), qint64(kNames.size()));
        QCOMPARE((*store)->documents().under({m_corpus + QStringLiteral("-not")})->size(), qint64(0));
        QCOMPARE((*store)->documents().under({m_corpus + QLatin1Char('/')})->size(), qint64(kNames.size()));
        QCOMPARE((*store)->documents().under({QStringLiteral("/")})->size(), qint64(kNames.size()));
        QString all;
        QTextStream allOut(&all);
        PairExport options;
        QVERIFY(exportPairs(**store, allOut, ExportFormat::Csv, options));
        QString some;
        QTextStream someOut(&some);
        options.newFolders = {QFileInfo(corpusPath(m_corpus, QStringLiteral("memo"))).absolutePath()};
        auto written = exportPairs(**store, someOut, ExportFormat::Csv, options);
        QVERIFY(written);
        const QStringList rows = some.split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(1);
        QCOMPARE(int(rows.size()), int(*written));
        QVERIFY(*written >= 1);
        for (const QString &row : rows)
            QVERIFY2(row.contains(QFileInfo(corpusPath(m_corpus, QStringLiteral("memo"))).absolutePath()),
                     qPrintable(row));
    }
};

QTEST_GUILESS_MAIN(TestUseCases)
#include "tst_usecases.moc"
