#include "Shards.h"

#include "RelatedDocuments.h"
#include "base/GiveBack.h"
#include "extract/TextExtractor.h"
#include "match/MatchRules.h"
#include "scan/Matching.h"
#include "store/NpyTable.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <algorithm>
#include <functional>
#include <map>
#include <tuple>
#include <unordered_map>
#include <unordered_set>

namespace lookalike::usecase {

namespace {

// The setting that ties a work index to the inputs of its shard (a fingerprint of them).
const QString kShardInputsKey = QStringLiteral("shard_inputs");
// Documents stored between two commits of a merge.
constexpr qint64 kMergeBatch = 5000;

QString inputsFingerprint(const ShardInputs &inputs)
{
    QStringList paths;
    for (const QString &p : inputs.paths)
        paths << QDir::cleanPath(QFileInfo(p).absoluteFilePath());
    paths.sort();
    paths.removeDuplicates();
    const QByteArray text = QStringLiteral("archives=%1\nsweep=%2\ndate=%3\n%4")
                                .arg(inputs.archives ? 1 : 0)
                                .arg(inputs.archives ? inputs.sweepLabel : QString())
                                .arg(inputs.archives ? inputs.sweepDateMs : 0)
                                .arg(paths.join(QLatin1Char('\n')))
                                .toUtf8();
    return Fingerprint128::ofBytes(text.constData(), std::size_t(text.size())).toHex();
}

// What the shard's catalog calls it: its inputs, the first few named.
QString inputsName(const ShardInputs &inputs)
{
    constexpr qsizetype kNamed = 3;
    QStringList named = inputs.paths.mid(0, kNamed);
    if (inputs.paths.size() > kNamed)
        named << QStringLiteral("and %1 more").arg(inputs.paths.size() - kNamed);
    return named.join(QLatin1String(", "));
}

} // namespace

Result<QStringList> readPathList(const QString &listFile)
{
    QFile f(listFile);
    if (!f.exists())
        return Status::error(Status::Code::NotFound, QStringLiteral("%1: no such file").arg(listFile));
    if (!f.open(QIODevice::ReadOnly))
        return Status::error(Status::Code::Unreadable,
                             QStringLiteral("cannot read %1: %2").arg(listFile, f.errorString()));
    QStringList paths;
    while (!f.atEnd()) {
        QByteArray line = f.readLine();
        if (line.endsWith('\n'))
            line.chop(1);
        if (line.endsWith('\r'))
            line.chop(1);
        if (!line.isEmpty())
            paths << QFile::decodeName(line);
    }
    if (f.error() != QFileDevice::NoError)
        return Status::error(Status::Code::Unreadable,
                             QStringLiteral("cannot read %1: %2").arg(listFile, f.errorString()));
    return paths;
}

// --- MakeShard ---

MakeShard::MakeShard(MakeShardParams params)
    : m_params(std::move(params))
{
    if (m_params.workIndexPath.isEmpty())
        m_params.workIndexPath = m_params.shardPath + QStringLiteral(".db");
    const AfterIngest after{.match = false};
    if (m_params.inputs.archives) {
        ImportParams p;
        p.indexPath = m_params.workIndexPath;
        p.archives = m_params.inputs.paths;
        p.sweepLabel = m_params.inputs.sweepLabel;
        p.sweepDateMs = m_params.inputs.sweepDateMs;
        p.threads = m_params.threads;
        m_import = std::make_unique<ImportArchives>(p, after); // at the work index's parameters
        return;
    }
    ScanParams p;
    p.indexPath = m_params.workIndexPath;
    p.source.roots = m_params.inputs.paths;
    p.threads = m_params.threads;
    // (A resumed shard keeps the parameters it was started with: none are chosen here.)
    m_scan = std::make_unique<ScanFolders>(p, after);
}

MakeShard::~MakeShard() = default;

void MakeShard::cancel()
{
    m_cancel.store(true);
    if (m_scan)
        m_scan->cancel();
    if (m_import)
        m_import->cancel();
}

Status MakeShard::checkWorkIndex()
{
    const QString &path = m_params.workIndexPath;
    auto store = IndexStore::open(path);
    if (!store)
        return store.status();
    Settings settings = (*store)->settings();
    const QString wanted = inputsFingerprint(m_params.inputs);
    auto made = settings.value(kShardInputsKey);
    if (!made)
        return made.status();
    if (made->isEmpty()) {
        auto documents = (*store)->documents().count();
        if (!documents)
            return documents.status();
        if (*documents > 0)
            return Status::error(Status::Code::InvalidArgument,
                                 QStringLiteral("%1 is an index of %2 documents that no shard was made with; "
                                                "name a new work index with --db")
                                     .arg(path)
                                     .arg(*documents));
        return settings.setValue(kShardInputsKey, wanted);
    }
    if (*made != wanted)
        return Status::error(
            Status::Code::InvalidArgument,
            QStringLiteral("%1 holds the work of a shard of other inputs; delete it, or name "
                           "another work index with --db")
                .arg(path));
    return Status::ok();
}

ShardOutcome MakeShard::run(const std::function<void(const ScanProgress &)> &onScan,
                            const std::function<void(const ImportProgress &)> &onImport,
                            const std::function<void(qint64 done, qint64 total)> &onWrite)
{
    ShardOutcome outcome;
    outcome.workIndexPath = m_params.workIndexPath;
    QElapsedTimer timer;
    timer.start();
    auto finish = [&](Status status) {
        outcome.status = std::move(status);
        outcome.seconds = double(timer.elapsed()) / 1000.0;
        return outcome;
    };
    if (m_params.inputs.paths.isEmpty())
        return finish(Status::error(Status::Code::InvalidArgument, QStringLiteral("nothing to sketch")));
    if (Status s = checkWorkIndex(); !s)
        return finish(s);

    Status ingested;
    QString state;
    if (m_scan) {
        outcome.scan = m_scan->run(onScan).scan;
        ingested = outcome.scan->status;
        state = outcome.scan->state;
    } else {
        outcome.import = m_import->run(onImport).import;
        ingested = outcome.import->status;
        state = outcome.import->state;
    }
    const Status interrupted = Status::error(
        Status::Code::Cancelled, QStringLiteral("interrupted before the shard was written; %1 keeps what was "
                                                "sketched, and the same command resumes")
                                     .arg(m_params.workIndexPath));
    if (state == QLatin1String("cancelled") || m_cancel.load())
        return finish(interrupted);
    if (!ingested)
        return finish(ingested);
    if (state != QLatin1String("done"))
        return finish(Status::error(Status::Code::Internal, QStringLiteral("sketching %1").arg(state)));

    auto store = IndexStore::open(m_params.workIndexPath);
    if (!store)
        return finish(store.status());
    ShardWriteOptions options;
    options.name = inputsName(m_params.inputs);
    options.cancel = &m_cancel;
    options.progress = onWrite;
    auto written = writeShard(**store, m_params.shardPath, options);
    if (!written)
        return finish(written.status().code() == Status::Code::Cancelled ? interrupted : written.status());
    outcome.shard = *written;
    return finish(Status::ok());
}

// --- MergeShards ---

namespace {

// DIR/manifest.json of the distributed job.
struct Manifest
{
    struct Shard
    {
        QString path;
        qint64 documents = 0;
        QString params;
    };
    std::vector<Shard> shards;
    MatchParams match;
    ClusterChoice choice;
    std::optional<RelatedParams> related; // the job found related documents with these
};

Result<Manifest> readManifest(const QString &dir)
{
    const QString path = QDir(dir).filePath(QStringLiteral("manifest.json"));
    QFile f(path);
    if (!f.exists())
        return Status::error(
            Status::Code::NotFound,
            QStringLiteral("%1: no such file (is %2 the output folder of a job?)").arg(path, dir));
    if (!f.open(QIODevice::ReadOnly))
        return Status::error(Status::Code::Unreadable,
                             QStringLiteral("cannot read %1: %2").arg(path, f.errorString()));
    QJsonParseError error;
    const QJsonDocument json = QJsonDocument::fromJson(f.readAll(), &error);
    auto refuse = [&](const QString &why) {
        return Status::error(Status::Code::InvalidArgument, QStringLiteral("%1: %2").arg(path, why));
    };
    if (json.isNull())
        return refuse(error.errorString());
    const QJsonObject o = json.object();
    auto number = [&](const QJsonObject &in, const char *key, double min, double max, double &value) {
        const QJsonValue v = in.value(QLatin1String(key));
        if (!v.isDouble() || v.toDouble() < min || v.toDouble() > max)
            return false;
        value = v.toDouble();
        return true;
    };
    Manifest m;
    const QJsonValue shards = o.value(QLatin1String("shards"));
    if (!shards.isArray() || shards.toArray().isEmpty())
        return refuse(QStringLiteral("no \"shards\" listed"));
    for (const QJsonValue &v : shards.toArray()) {
        const QJsonObject s = v.toObject();
        Manifest::Shard shard;
        shard.path = s.value(QLatin1String("path")).toString();
        double documents = -1;
        if (shard.path.isEmpty() || !number(s, "documents", 0, 9e15, documents))
            return refuse(QStringLiteral("a shard without \"path\" or \"documents\""));
        shard.documents = qint64(documents);
        shard.params = s.value(QLatin1String("params")).toString();
        // A relative path: in the output folder, else where the merge runs.
        if (QFileInfo(shard.path).isRelative() && QFileInfo::exists(QDir(dir).filePath(shard.path)))
            shard.path = QDir(dir).filePath(shard.path);
        m.shards.push_back(shard);
    }
    double cutoff = 0;
    if (!number(o, "threshold", 0, 1, m.match.threshold) ||
        !number(o, "containment", 0, 1, m.match.containmentThreshold) || !number(o, "cutoff", 0, 2e9, cutoff))
        return refuse(QStringLiteral("\"threshold\", \"containment\" and \"cutoff\" are numbers (fractions "
                                     "of 0 to 1, a whole number)"));
    m.match.commonShingleCutoff = int(cutoff);
    const QJsonObject cluster = o.value(QLatin1String("cluster")).toObject();
    const auto policy = policyFromName(cluster.value(QLatin1String("policy")).toString());
    if (!policy)
        return refuse(QStringLiteral("\"cluster\": \"policy\" is none of %1")
                          .arg(policyNames().join(QLatin1String(", "))));
    m.choice.policy = *policy;
    if (!number(cluster, "threshold", 0, 1, m.choice.threshold))
        return refuse(QStringLiteral("\"cluster\": \"threshold\" is a fraction of 0 to 1"));
    if (const QJsonValue related = o.value(QLatin1String("related")); !related.isUndefined()) {
        m.related = RelatedParams::fromString(related.toObject().value(QLatin1String("params")).toString());
        if (!m.related)
            return refuse(QStringLiteral("\"related\": \"params\" are not related documents' parameters"));
    }
    // The tables the job wrote (its manifest names them since the answer travels to the client
    // rather than being written where the workers run): every one there, no other beside them (a
    // folder copied in part, or two runs' answers mixed, is refused).
    if (const QJsonValue files = o.value(QLatin1String("files")); !files.isUndefined()) {
        QSet<QString> named;
        for (const QJsonValue &v : files.toArray()) {
            const QString name = v.toString();
            if (name.isEmpty() || name.contains(QLatin1Char('/')))
                return refuse(QStringLiteral("\"files\" holds names of files in the folder"));
            if (!QFileInfo::exists(QDir(dir).filePath(name)))
                return refuse(
                    QStringLiteral("the job wrote %1, which is not in %2 (copied in part?)").arg(name, dir));
            named.insert(name);
        }
        for (const char *prefix :
             {"pairs", "uncertain", "groups", "clusters", "related", "topics", "topiclabels"})
            for (const QString &name :
                 QDir(dir).entryList({QLatin1String(prefix) + QStringLiteral("-*.npy")}, QDir::Files))
                if (!named.contains(name))
                    return refuse(QStringLiteral("%1 is in %2 but the job did not write it (another run's?)")
                                      .arg(name, dir));
    }
    return m;
}

// Global numbers to the documents that stand for them (0: none, the document gave way). Both
// ways are arrays: a new index numbers its documents 1, 2, ... as they are stored, so the
// document ids are as dense as the global numbers (with hash maps, a merge of 3 x 10^6 documents
// peaked at 935 MB; 802 MB with arrays).
struct GlobalNumbers
{
    std::vector<qint64> docOf;  // by g
    std::vector<qint64> gOfDoc; // by document id: the number it stands for now, plus one (0: none)
    qint64 documents = 0;       // documents standing for a number

    // Records that g is stored as `docId` (0: not stored); false if another number already was
    // (that one gives way: a document stands for one number).
    bool store(qint64 g, qint64 docId)
    {
        docOf[std::size_t(g)] = docId;
        if (docId <= 0)
            return false;
        if (std::size_t(docId) >= gOfDoc.size())
            gOfDoc.resize(std::max(std::size_t(docId) + 1, gOfDoc.size() + gOfDoc.size() / 2), 0);
        qint64 &standsFor = gOfDoc[std::size_t(docId)];
        const bool replaced = standsFor != 0;
        if (replaced)
            docOf[std::size_t(standsFor - 1)] = 0;
        else
            ++documents;
        standsFor = g + 1;
        return replaced;
    }
    qint64 doc(std::uint64_t g) const { return g < docOf.size() ? docOf[std::size_t(g)] : 0; }
};

// Which one of a partition (a group, a cluster, a topic) each global number is in, checked as
// the job's rows name them: an array by number, not a hash map of every member.
class PartOf
{
public:
    explicit PartOf(std::size_t total)
        : m_part(total, kNone)
    {}
    // Records that `member` is in `part`; false when it was already in another.
    bool put(std::uint64_t member, std::uint64_t part)
    {
        std::uint64_t &at = m_part[std::size_t(member)];
        if (at == kNone)
            at = part;
        return at == part;
    }
    std::uint64_t of(std::uint64_t member) const { return m_part[std::size_t(member)]; }
    bool seen(std::uint64_t member) const { return of(member) != kNone; }

private:
    static constexpr std::uint64_t kNone = ~std::uint64_t(0);
    std::vector<std::uint64_t> m_part;
};

// The job's files named `prefix`-*.npy in `dir`, by name.
QStringList jobFiles(const QString &dir, const QString &prefix)
{
    QStringList files;
    for (const QString &name :
         QDir(dir).entryList({prefix + QStringLiteral("-*.npy")}, QDir::Files, QDir::Name))
        files << QDir(dir).filePath(name);
    return files;
}

Status beyondShards(const QString &file, qint64 row, std::uint64_t g, std::size_t total)
{
    return Status::error(Status::Code::InvalidArgument,
                         QStringLiteral("%1, row %2: document %3 is beyond the %4 documents of the shards")
                             .arg(file)
                             .arg(row)
                             .arg(g)
                             .arg(total));
}

// Calls row(file, table, r, x, y) for every row r of the job's `prefix`-*.npy tables of
// `fields`, whose first two columns are global numbers x and y (the first only, when `numbered`
// is 1: y is 0), refused beyond the shards'.
Status forEachJobRow(const QString &dir, const QString &prefix, const std::vector<NpyField> &fields,
                     std::size_t total,
                     const std::function<Status(const QString &file, const NpyTable &table, qint64 row,
                                                std::uint64_t x, std::uint64_t y)> &onRow,
                     int numbered = 2)
{
    for (const QString &file : jobFiles(dir, prefix)) {
        auto t = NpyTable::open(file, fields);
        if (!t)
            return t.status();
        for (qint64 row = 0; row < (*t)->rows(); ++row) {
            const std::uint64_t x = (*t)->u64(row, 0);
            const std::uint64_t y = numbered == 2 ? (*t)->u64(row, 1) : 0;
            if (x >= total || y >= total)
                return beyondShards(file, row, std::max(x, y), total);
            if (Status st = onRow(file, **t, row, x, y); !st)
                return st;
        }
    }
    return Status::ok();
}

// A pair the job's figures could not settle, decided by its estimates, and how far it is from a
// threshold.
struct JobUncertain
{
    ScoredPair pair;
    float distance = 0;
};

// Reads the job's `prefix`-*.npy tables of pairs (with a distance column for "uncertain"),
// global numbers mapped to document ids by docFor (0: none), each pair oriented docA < docB.
Status readJobPairs(const QString &dir, const QString &prefix, std::size_t total,
                    const std::function<qint64(std::uint64_t)> &docFor,
                    const std::function<void(const ScoredPair &, double distance)> &onPair)
{
    std::vector<NpyField> fields{{QStringLiteral("a"), QStringLiteral("<u8")},
                                 {QStringLiteral("b"), QStringLiteral("<u8")},
                                 {QStringLiteral("resemblance"), QStringLiteral("<f8")},
                                 {QStringLiteral("containment_ab"), QStringLiteral("<f8")},
                                 {QStringLiteral("containment_ba"), QStringLiteral("<f8")},
                                 {QStringLiteral("sources"), QStringLiteral("|u1")}};
    const bool withDistance = prefix == QLatin1String("uncertain");
    if (withDistance)
        fields.push_back({QStringLiteral("distance"), QStringLiteral("<f8")});
    return forEachJobRow(
        dir, prefix, fields, total,
        [&](const QString &, const NpyTable &t, qint64 row, std::uint64_t a, std::uint64_t b) {
            ScoredPair p{docFor(a), docFor(b), t.f64(row, 2), t.f64(row, 3), t.f64(row, 4), t.u8(row, 5)};
            if (p.docA == 0 || p.docB == 0 || p.docA == p.docB)
                return Status::ok();
            if (p.docA > p.docB) {
                std::swap(p.docA, p.docB);
                std::swap(p.containmentAInB, p.containmentBInA);
            }
            onPair(p, withDistance ? t.f64(row, 6) : 0.0);
            return Status::ok();
        });
}

// The job's pairs and equivalence groups, with global numbers mapped to document ids, and its
// uncertain pairs (into `uncertain`, if given).
Result<MatchResult> readJobMatches(const QString &dir, const GlobalNumbers &numbers,
                                   std::vector<JobUncertain> *uncertain)
{
    const std::size_t total = numbers.docOf.size();
    MatchResult result;
    // Groups first: a group whose representative gave way is named after its lowest member,
    // and the pairs that name it follow.
    std::map<qint64, std::vector<qint64>> groups;      // representative's document -> the others
    std::unordered_map<std::uint64_t, qint64> renamed; // representatives that gave way: g -> document
    {
        std::unordered_map<std::uint64_t, std::vector<std::uint64_t>> byRepresentative; // global numbers
        PartOf groupOf(total); // every member's, representatives too
        const Status read = forEachJobRow(
            dir, QStringLiteral("groups"),
            {{QStringLiteral("member"), QStringLiteral("<u8")},
             {QStringLiteral("representative"), QStringLiteral("<u8")}},
            total,
            [&](const QString &file, const NpyTable &, qint64 row, std::uint64_t member, std::uint64_t rep) {
                if (!groupOf.put(member, rep) || !groupOf.put(rep, rep))
                    return Status::error(Status::Code::InvalidArgument,
                                         QStringLiteral("%1, row %2: document %3 is in two groups")
                                             .arg(file)
                                             .arg(row)
                                             .arg(groupOf.of(member) != rep ? member : rep));
                if (member != rep)
                    byRepresentative[rep].push_back(member);
                return Status::ok();
            });
        if (!read)
            return read;
        for (auto &[rep, members] : byRepresentative) {
            std::vector<qint64> docs;
            for (std::uint64_t g : members)
                if (const qint64 d = numbers.doc(g))
                    docs.push_back(d);
            std::sort(docs.begin(), docs.end());
            docs.erase(std::unique(docs.begin(), docs.end()), docs.end());
            qint64 repDoc = numbers.doc(rep);
            if (repDoc == 0 && !docs.empty()) {
                repDoc = docs.front();
                docs.erase(docs.begin());
                renamed.emplace(rep, repDoc);
            }
            std::erase(docs, repDoc);
            if (repDoc != 0 && !docs.empty()) {
                auto &into = groups[repDoc];
                into.insert(into.end(), docs.begin(), docs.end());
            }
        }
    }
    for (auto &[rep, others] : groups) {
        std::sort(others.begin(), others.end());
        others.erase(std::unique(others.begin(), others.end()), others.end());
        result.groups.push_back({rep, std::move(others)});
    }
    auto docFor = [&](std::uint64_t g) {
        if (const qint64 d = numbers.doc(g))
            return d;
        const auto it = renamed.find(g);
        return it == renamed.end() ? qint64(0) : it->second;
    };
    if (Status st = readJobPairs(dir, QStringLiteral("pairs"), total, docFor,
                                 [&](const ScoredPair &p, double) { result.pairs.push_back(p); });
        !st)
        return st;
    if (uncertain) {
        if (Status st = readJobPairs(dir, QStringLiteral("uncertain"), total, docFor,
                                     [&](const ScoredPair &p, double distance) {
                                         uncertain->push_back({p, float(distance)});
                                     });
            !st)
            return st;
    }
    std::sort(result.pairs.begin(), result.pairs.end(), [](const ScoredPair &x, const ScoredPair &y) {
        return std::tie(x.docA, x.docB) < std::tie(y.docA, y.docB);
    });
    result.pairs.erase(std::unique(result.pairs.begin(), result.pairs.end(),
                                   [](const ScoredPair &x, const ScoredPair &y) {
                                       return x.docA == y.docA && x.docB == y.docB;
                                   }),
                       result.pairs.end());
    return result;
}

// Settles the job's uncertain pairs as a scan settles its own (Verify.cpp, settleExactly): the
// closest within the budget are read again from the documents where they are reachable, the
// rest decided by their estimates. The job settles at the stored thresholds only: its pairs
// whose estimates are too close to the clusters' threshold (params.clusterResemblance,
// clusterContainment: decidingAt) to decide a member are settled here too, as a scan or an
// import settles them. Returns whether any were read.
Result<bool> settleJobUncertain(IndexStore &store, MatchResult &matches, std::vector<JobUncertain> doubtful,
                                const MatchParams &params, const std::atomic_bool *cancel,
                                const MatchProgressFn &progress)
{
    auto table = store.sketches().table();
    if (!table)
        return table.status();
    if (params.clusterResemblance <= 1 || params.clusterContainment <= 1)
        for (const ScoredPair &p : matches.pairs) {
            const auto a = table->find(p.docA), b = table->find(p.docB);
            if (p.exact || !a || !b)
                continue;
            float distance = 0;
            if (matching::judge(table->estimate(*a, *b), params.threshold, params.containmentThreshold,
                                &distance, params.clusterResemblance,
                                params.clusterContainment) == matching::Verdict::Uncertain)
                doubtful.push_back({p, distance});
        }
    if (doubtful.empty())
        return false;
    // Out of the pairs (the job kept those its estimates reached), into the uncertain list.
    auto key = [](const ScoredPair &p) {
        return std::make_pair(p.docA, p.docB);
    };
    std::sort(doubtful.begin(), doubtful.end(),
              [&](const JobUncertain &x, const JobUncertain &y) { return key(x.pair) < key(y.pair); });
    doubtful.erase(
        std::unique(doubtful.begin(), doubtful.end(),
                    [&](const JobUncertain &x, const JobUncertain &y) { return key(x.pair) == key(y.pair); }),
        doubtful.end());
    std::erase_if(matches.pairs, [&](const ScoredPair &p) {
        return std::binary_search(
            doubtful.begin(), doubtful.end(), JobUncertain{p, 0},
            [&](const JobUncertain &x, const JobUncertain &y) { return key(x.pair) < key(y.pair); });
    });
    const std::size_t budget = matching::uncertainBudget(params, matches.pairs.size());
    auto closer = [&](const JobUncertain &x, const JobUncertain &y) {
        return x.distance != y.distance ? x.distance < y.distance : key(x.pair) < key(y.pair);
    };
    std::vector<ScoredPair> byEstimate;
    if (doubtful.size() > budget) {
        std::nth_element(doubtful.begin(), doubtful.begin() + std::ptrdiff_t(budget), doubtful.end(), closer);
        MatchResult beyond;
        for (std::size_t i = budget; i < doubtful.size(); ++i)
            beyond.uncertain.push_back(doubtful[i].pair);
        beyond.settleByEstimate(params);
        byEstimate = std::move(beyond.pairs);
        doubtful.resize(budget);
    }
    std::sort(doubtful.begin(), doubtful.end(), closer);
    matches.addPairs(std::move(byEstimate));
    for (const JobUncertain &u : doubtful)
        matches.uncertain.push_back(u.pair);
    auto settled = settleExactly(store, *table, params, matches, cancel, progress);
    if (!settled)
        return settled.status();
    matches.settleByEstimate(params);
    return true;
}

// The job's clusters, with global numbers mapped to document ids: the representative first, the
// others by resemblance to it; largest clusters first (as clusterDocuments orders them).
Result<std::vector<Cluster>> readJobClusters(const QString &dir, const GlobalNumbers &numbers)
{
    const std::size_t total = numbers.docOf.size();
    std::unordered_map<std::uint64_t, Cluster> byRepresentative; // by the cluster's global number
    PartOf clusterOf(total);                                     // every member's, representatives too
    const Status read = forEachJobRow(
        dir, QStringLiteral("clusters"),
        {{QStringLiteral("member"), QStringLiteral("<u8")},
         {QStringLiteral("cluster"), QStringLiteral("<u8")},
         {QStringLiteral("resemblance"), QStringLiteral("<f8")},
         {QStringLiteral("containment_in_rep"), QStringLiteral("<f8")},
         {QStringLiteral("containment_of_rep"), QStringLiteral("<f8")}},
        total,
        [&](const QString &file, const NpyTable &t, qint64 row, std::uint64_t member, std::uint64_t cluster) {
            if (!clusterOf.put(member, cluster) || !clusterOf.put(cluster, cluster))
                return Status::error(Status::Code::InvalidArgument,
                                     QStringLiteral("%1, row %2: document %3 is in two clusters")
                                         .arg(file)
                                         .arg(row)
                                         .arg(clusterOf.of(member) != cluster ? member : cluster));
            Cluster &c = byRepresentative[cluster];
            if (member == cluster)
                return Status::ok(); // the representative: added below, at 1
            if (const qint64 doc = numbers.doc(member))
                c.members.push_back({doc, false, t.f64(row, 2), t.f64(row, 3), t.f64(row, 4)});
            return Status::ok();
        });
    if (!read)
        return read;
    std::vector<Cluster> clusters;
    for (auto &[g, c] : byRepresentative) {
        c.representative = numbers.doc(g);
        if (c.representative == 0) // its representative gave way: the others' figures name nothing
            continue;
        std::sort(c.members.begin(), c.members.end(), [](const ClusterMember &x, const ClusterMember &y) {
            return x.resemblance != y.resemblance ? x.resemblance > y.resemblance : x.docId < y.docId;
        });
        const qint64 representative = c.representative; // (clang 14 captures no structured binding)
        std::erase_if(c.members,
                      [representative](const ClusterMember &m) { return m.docId == representative; });
        if (c.members.empty())
            continue;
        c.members.insert(c.members.begin(), ClusterMember{c.representative, true, 1, 1, 1});
        clusters.push_back(std::move(c));
    }
    std::sort(clusters.begin(), clusters.end(), [](const Cluster &x, const Cluster &y) {
        return x.members.size() != y.members.size() ? x.members.size() > y.members.size()
                                                    : x.representative < y.representative;
    });
    return clusters;
}

// The job's topics as the index's rows, global numbers mapped to document ids (those that gave
// way left out), in the order the index numbers its own (largest first, then by centre;
// relatedTopics), with the terms each is named by, heaviest first. With `topics` null, its
// rows are only checked (each document in one topic at most), nothing gathered.
Status readJobTopics(const QString &dir, const GlobalNumbers &numbers, TopicTable *topics)
{
    const std::size_t total = numbers.docOf.size();
    const auto forEachLabel = [&](const std::function<void(const NpyTable &, qint64, std::uint64_t)> &onRow) {
        return forEachJobRow(
            dir, QStringLiteral("topiclabels"),
            {{QStringLiteral("topic"), QStringLiteral("<u8")},
             {QStringLiteral("rank"), QStringLiteral("|u1")},
             {QStringLiteral("term"), QStringLiteral("<u8")}},
            total,
            [&onRow](const QString &, const NpyTable &t, qint64 row, std::uint64_t centre, std::uint64_t) {
                onRow(t, row, centre);
                return Status::ok();
            },
            1);
    };
    // Members as rows (centre's global number, member), not a vector a topic: 32 bytes each.
    std::vector<std::pair<qint64, TopicMember>> rows;
    if (topics)
        rows.reserve(total); // (a document is in one topic at most)
    {
        PartOf topicOf(total); // every member's centre
        const Status read = forEachJobRow(
            dir, QStringLiteral("topics"),
            {{QStringLiteral("member"), QStringLiteral("<u8")},
             {QStringLiteral("topic"), QStringLiteral("<u8")},
             {QStringLiteral("similarity"), QStringLiteral("<f8")}},
            total,
            [&](const QString &file, const NpyTable &t, qint64 row, std::uint64_t member,
                std::uint64_t centre) {
                if (topicOf.seen(member)) // (a member listed twice, in the same topic or another)
                    return Status::error(Status::Code::InvalidArgument,
                                         QStringLiteral("%1, row %2: document %3 is in two topics")
                                             .arg(file)
                                             .arg(row)
                                             .arg(member));
                topicOf.put(member, centre);
                if (!topics)
                    return Status::ok();
                if (const qint64 doc = numbers.doc(member))
                    rows.push_back({qint64(centre), TopicMember{doc, t.f64(row, 2), member == centre}});
                return Status::ok();
            });
        if (!read)
            return read;
        if (!topics)
            return forEachLabel([](const NpyTable &, qint64, std::uint64_t) {});
    }
    // (Not shrunk to fit: a copy beside it. The room reserved and never written is no memory.)
    // By centre (a topic's members in any order: the index orders them as it reads them).
    std::sort(rows.begin(), rows.end(),
              [](const std::pair<qint64, TopicMember> &x, const std::pair<qint64, TopicMember> &y) {
                  return x.first < y.first;
              });
    // The topics kept (a topic whose centre gave way is a topic of nothing), ordered as the
    // index numbers them.
    struct Run
    {
        std::uint64_t centre; // global number
        qint64 centreDoc;
        std::size_t begin, size;
        qint64 id = 0;
    };
    std::vector<Run> runs; // by centre's global number
    for (std::size_t i = 0; i < rows.size();) {
        std::size_t j = i + 1;
        while (j < rows.size() && rows[j].first == rows[i].first)
            ++j;
        const std::uint64_t centre = std::uint64_t(rows[i].first);
        const qint64 centreDoc = numbers.doc(centre);
        const bool withCentre =
            std::any_of(rows.begin() + std::ptrdiff_t(i), rows.begin() + std::ptrdiff_t(j),
                        [](const auto &m) { return m.second.center; });
        if (centreDoc != 0 && j - i >= 2 && withCentre)
            runs.push_back({centre, centreDoc, i, j - i});
        else
            for (std::size_t k = i; k < j; ++k)
                rows[k].first = 0; // (dropped below)
        i = j;
    }
    {
        std::vector<std::uint32_t> order(runs.size());
        for (std::uint32_t k = 0; k < order.size(); ++k)
            order[k] = k;
        std::sort(order.begin(), order.end(), [&runs](std::uint32_t x, std::uint32_t y) {
            return runs[x].size != runs[y].size ? runs[x].size > runs[y].size
                                                : runs[x].centreDoc < runs[y].centreDoc;
        });
        topics->rows.resize(runs.size());
        for (std::size_t k = 0; k < order.size(); ++k) {
            Run &run = runs[order[k]];
            run.id = qint64(k) + 1;
            topics->rows[k] = TopicRow{run.id, run.centreDoc, qint64(run.size), QString()};
        }
    }
    for (const Run &run : runs)
        for (std::size_t k = run.begin; k < run.begin + run.size; ++k)
            rows[k].first = run.id;
    std::erase_if(rows, [](const std::pair<qint64, TopicMember> &m) { return m.first == 0; });
    topics->members = std::move(rows);
    // Their terms, each topic's by rank.
    std::vector<std::tuple<qint64, int, std::uint64_t>> labels; // (topic, rank, term)
    const Status read = forEachLabel([&](const NpyTable &t, qint64 row, std::uint64_t centre) {
        const auto at = std::lower_bound(runs.begin(), runs.end(), centre,
                                         [](const Run &r, std::uint64_t c) { return r.centre < c; });
        if (at != runs.end() && at->centre == centre)
            labels.emplace_back(at->id, int(t.u8(row, 1)), t.u64(row, 2));
    });
    if (!read)
        return read;
    std::sort(labels.begin(), labels.end());
    topics->labelTerms.reserve(labels.size());
    for (const auto &[topic, rank, term] : labels)
        topics->labelTerms.emplace_back(topic, term);
    return Status::ok();
}

// The job's related pairs, read a file at a time as they are stored (too many to hold at 10^7
// documents): ascending by (docA, docB); an error names a row out of order.
Related::PairFeed jobRelatedPairs(const QString &dir, const GlobalNumbers &numbers)
{
    const std::size_t total = numbers.docOf.size();
    // The job writes them ascending by (a, b), its files by ranges of a: in the numbers' order
    // (ascending with g while no document gave way, the only case merge stores them as the job
    // found them), the index's b-tree takes them at its end, and no set of them is needed to
    // refuse a pair listed twice.
    return [dir, total, &numbers](const std::function<Status(const RelatedPair &)> &put) {
        std::uint64_t last = 0; // the last pair's a << 32 | b, plus one
        return forEachJobRow(
            dir, QStringLiteral("related"),
            {{QStringLiteral("a"), QStringLiteral("<u8")},
             {QStringLiteral("b"), QStringLiteral("<u8")},
             {QStringLiteral("similarity"), QStringLiteral("<f8")},
             {QStringLiteral("agreement"), QStringLiteral("<f8")}},
            total, [&](const QString &file, const NpyTable &t, qint64 row, std::uint64_t a, std::uint64_t b) {
                const std::uint64_t key = (a << 32) | b;
                if (a >= b || key < last)
                    return Status::error(
                        Status::Code::InvalidArgument,
                        QStringLiteral("%1, row %2: the related pair %3, %4 is listed twice or out of order "
                                       "(a job writes them ascending, a < b)")
                            .arg(file)
                            .arg(row)
                            .arg(a)
                            .arg(b));
                last = key + 1;
                RelatedPair p{numbers.doc(a), numbers.doc(b), t.f64(row, 2), t.f64(row, 3)};
                if (p.docA == 0 || p.docB == 0 || p.docA == p.docB)
                    return Status::ok();
                if (p.docA > p.docB)
                    std::swap(p.docA, p.docB);
                return put(p);
            });
    };
}

// The document of shard entry i as the index stores it.
DocumentRecord recordOf(const ShardDocument &d, const ShardCatalogDocument &c, const std::vector<int> &sweeps,
                        const std::vector<qint64> &archives)
{
    DocumentRecord r;
    r.kind = d.kind;
    r.locator = c.locator;
    r.size = d.size;
    r.mtimeMs = d.mtimeMs;
    r.format = c.format;
    r.encoding = c.encoding;
    r.rawFingerprint = d.raw;
    r.error = c.error;
    if (!d.hasSketch && r.error.isOk() && !sketchedAsParts(c.format))
        r.error = Status::error(Status::Code::Internal, QStringLiteral("the shard holds no sketch of it"));
    if (d.kind == DocumentKind::Capture) {
        r.sweep = c.sweep >= 0 && std::size_t(c.sweep) < sweeps.size() ? sweeps[std::size_t(c.sweep)] : 0;
        r.host = c.host;
        r.captureMs = c.captureMs;
        r.httpStatus = c.httpStatus;
        r.mediaType = c.mediaType;
        r.redirect = c.redirect;
        if (c.archive >= 0 && std::size_t(c.archive) < archives.size()) {
            r.archiveId = archives[std::size_t(c.archive)];
            r.recordOffset = c.recordOffset;
        }
        r.payloadDigest = c.payloadDigest;
    }
    return r;
}

} // namespace

MergeShards::MergeShards(MergeParams params)
    : m_params(std::move(params))
{}

namespace {

const QString kIndexSuffixes[] = {QString(), QStringLiteral("-wal"), QStringLiteral("-shm"),
                                  QStringLiteral("-journal")};

void removeIndexFiles(const QString &path)
{
    for (const QString &suffix : kIndexSuffixes)
        QFile::remove(path + suffix);
}

} // namespace

MergeOutcome MergeShards::run(const std::function<void(const MergeProgress &)> &onMerge,
                              const MatchProgressFn &onMatch)
{
    m_target = m_params.indexPath;
    // An index already there: merge makes a new one (an empty one is replaced).
    if (QFileInfo::exists(m_target)) {
        auto there = IndexStore::open(m_target);
        if (!there) {
            MergeOutcome refused;
            refused.status = there.status();
            return refused;
        }
        auto documents = (*there)->documents().count();
        if (!documents || *documents > 0) {
            MergeOutcome refused;
            refused.status =
                !documents ? documents.status()
                           : Status::error(Status::Code::InvalidArgument,
                                           QStringLiteral("%1 already holds %2 documents: merge makes a "
                                                          "new index (name another with --db)")
                                               .arg(m_target)
                                               .arg(*documents));
            return refused;
        }
    }
    const QString work = m_target + QStringLiteral(".merging");
    removeIndexFiles(work); // what a merge that was killed left
    m_params.indexPath = work;
    MergeOutcome outcome = merge(onMerge, onMatch); // (its connections closed when it returns)
    m_params.indexPath = m_target;
    // The matching and clustering that follow are part of it: a new index holds them too.
    if (outcome.status && outcome.clustering) {
        if (outcome.clustering->matching && !outcome.clustering->matching->status)
            outcome.status = outcome.clustering->matching->status;
        else if (!outcome.clustering->status)
            outcome.status = outcome.clustering->status;
        if (!outcome.status)
            outcome.status = Status::error(
                outcome.status.code(),
                outcome.status.message() + QStringLiteral(" (%1 was not made: merge again)").arg(m_target));
    }
    if (!outcome.status) {
        removeIndexFiles(work);
        return outcome;
    }
    removeIndexFiles(m_target);
    for (const QString &suffix : kIndexSuffixes)
        if (QFile::exists(work + suffix) && !QFile::rename(work + suffix, m_target + suffix)) {
            outcome.status = Status::error(Status::Code::Unreadable,
                                           QStringLiteral("cannot rename %1 to %2: the merged index is there")
                                               .arg(work + suffix, m_target + suffix));
            return outcome;
        }
    return outcome;
}

MergeOutcome MergeShards::merge(const std::function<void(const MergeProgress &)> &onMerge,
                                const MatchProgressFn &onMatch)
{
    MergeOutcome outcome;
    QElapsedTimer timer;
    timer.start();
    auto finish = [&](Status status) {
        outcome.status = std::move(status);
        outcome.seconds = double(timer.elapsed()) / 1000.0;
        return outcome;
    };
    const bool job = !m_params.jobDir.isEmpty();

    // The shards, in order; the job's manifest names them and what it read of them.
    std::optional<Manifest> manifest;
    QStringList paths = m_params.shardPaths;
    if (job) {
        auto read = readManifest(m_params.jobDir);
        if (!read)
            return finish(read.status());
        manifest = std::move(read).value();
        if (paths.isEmpty()) {
            for (const Manifest::Shard &s : manifest->shards)
                paths << s.path;
        } else if (paths.size() != qsizetype(manifest->shards.size())) {
            return finish(Status::error(
                Status::Code::InvalidArgument,
                QStringLiteral(
                    "the job read %1 shards; %2 were given (copies of them all, in the manifest's order)")
                    .arg(manifest->shards.size())
                    .arg(paths.size())));
        }
    }
    if (paths.isEmpty())
        return finish(Status::error(Status::Code::InvalidArgument, QStringLiteral("no shard to merge")));
    std::vector<std::unique_ptr<ShardReader>> shards;
    qint64 total = 0;
    for (const QString &path : paths) {
        auto shard = ShardReader::open(path);
        if (!shard)
            return finish(shard.status());
        if (!shards.empty())
            if (Status s = (*shard)->checkSameParams(*shards.front()); !s)
                return finish(s);
        if (manifest) {
            const Manifest::Shard &named = manifest->shards[shards.size()];
            if (named.documents != (*shard)->documentCount() ||
                (!named.params.isEmpty() && named.params != (*shard)->paramsText()))
                return finish(Status::error(
                    Status::Code::InvalidArgument,
                    QStringLiteral("the job's manifest says %1 holds %2 documents sketched with %3; it holds "
                                   "%4 sketched with %5 (was it made again after the job ran?)")
                        .arg(path)
                        .arg(named.documents)
                        .arg(named.params.isEmpty() ? QStringLiteral("any parameters") : named.params)
                        .arg((*shard)->documentCount())
                        .arg((*shard)->paramsText())));
        }
        total += (*shard)->documentCount();
        outcome.shardBytes += (*shard)->fileSize();
        shards.push_back(std::move(shard).value());
    }
    outcome.shards = int(shards.size());
    const Status incomplete = Status::error(
        Status::Code::Cancelled,
        QStringLiteral("interrupted: %1 was not made (nothing of it is kept); merge again").arg(m_target));
    if (job) {
        // The job's answer is read once before anything is stored, so that what is not exactly
        // what the job writes leaves no index behind (every number standing for itself).
        GlobalNumbers identity;
        identity.docOf.resize(std::size_t(total));
        for (qint64 g = 0; g < total; ++g)
            identity.docOf[std::size_t(g)] = g + 1;
        std::vector<JobUncertain> doubtful;
        if (auto matches = readJobMatches(m_params.jobDir, identity, &doubtful); !matches)
            return finish(matches.status());
        if (auto clusters = readJobClusters(m_params.jobDir, identity); !clusters)
            return finish(clusters.status());
        if (manifest->related) {
            // Checked, not gathered (at 10^7 documents, 1.4 x 10^8 pairs and 10^7 topic members).
            if (Status s = readJobTopics(m_params.jobDir, identity, nullptr); !s)
                return finish(s);
            const auto checked = [this, &incomplete](const RelatedPair &) {
                return m_cancel.load(std::memory_order_relaxed) ? incomplete : Status::ok();
            };
            if (Status s = jobRelatedPairs(m_params.jobDir, identity)(checked); !s)
                return finish(s);
        }
        giveBackFreedMemory(); // (what the check read, before the documents are)
    }

    // A new index.
    auto opened = IndexStore::open(m_params.indexPath);
    if (!opened)
        return finish(opened.status());
    IndexStore &store = **opened; // new: run() removed what a killed merge left there
    // Sorts (the index of related pairs by their second document, made once they are in: 10^8
    // rows at 10^7 documents) go to temporary files past the cache, not to memory.
    if (Status s = store.database().exec("PRAGMA temp_store=FILE;"); !s)
        return finish(s);
    if (Status s = store.sketches().useParams(shards.front()->params()); !s)
        return finish(s);
    auto scanId = store.documents().beginScan(paths, QStringLiteral("merge ") + shards.front()->paramsText());
    if (!scanId)
        return finish(scanId.status());

    // Every shard's sweeps, archives and documents, in order.
    GlobalNumbers numbers;
    numbers.docOf.assign(std::size_t(total), 0);
    numbers.gOfDoc.assign(std::size_t(total) + 1, 0); // the new index's ids: 1, 2, ... (more: grown)
    ScanCounts counts;
    MergeProgress progress;
    progress.shards = int(shards.size());
    progress.documentsTotal = total;
    QElapsedTimer sinceProgress;
    sinceProgress.start();
    qint64 g = 0;
    Status merged = store.begin();
    for (std::size_t s = 0; merged && s < shards.size(); ++s) {
        const ShardReader &shard = *shards[s];
        progress.shard = int(s);
        auto catalog = shard.catalog();
        if (!catalog) {
            merged = catalog.status();
            break;
        }
        std::vector<int> sweeps;
        for (const ShardSweep &sweep : catalog->sweeps) {
            auto id = store.crawl().sweepFor(sweep.label, sweep.dateMs);
            if (!id) {
                merged = id.status();
                break;
            }
            if (sweep.dateMs > 0)
                if (merged = store.crawl().setSweepDate(*id, sweep.dateMs, false); !merged)
                    break;
            sweeps.push_back(*id);
        }
        std::vector<qint64> archives;
        for (const ShardArchive &a : catalog->archives) {
            if (!merged)
                break;
            const int sweep =
                a.sweep >= 0 && std::size_t(a.sweep) < sweeps.size() ? sweeps[std::size_t(a.sweep)] : 0;
            auto id = store.crawl().beginArchive(a.path, a.size, a.mtimeMs, sweep);
            if (!id) {
                merged = id.status();
                break;
            }
            merged = store.crawl().finishArchive(*id, a.state, a.records, a.documents, a.problems);
            archives.push_back(*id);
        }
        if (!merged)
            break;
        {
            std::vector<std::pair<std::uint64_t, std::string>> words;
            words.reserve(catalog->words.size());
            for (const auto &[term, word] : catalog->words)
                words.emplace_back(term, word.toStdString());
            if (merged = store.related().storeWords(words); !merged)
                break;
        }
        merged = shard.forEachCatalogDocument([&](qint64 i, const ShardCatalogDocument &entry) -> Status {
            if (m_cancel.load())
                return incomplete;
            const ShardDocument d = shard.document(i);
            DocumentRecord record = recordOf(d, entry, sweeps, archives);
            if (record.kind == DocumentKind::Part) {
                // Its file (a mailbox, a message), stored before it (a shard lists a file's
                // parts after it): removed with it, as a scan stores them.
                auto file = store.documents().indexedAt(fileOfPart(record.locator));
                if (!file)
                    return file.status();
                record.parent = file->value_or(0);
            }
            std::optional<DocumentSketch> sketch;
            if (d.hasSketch) {
                auto read = shard.sketch(i);
                if (!read)
                    return read.status();
                sketch = std::move(read).value();
            }
            auto id = store.documents().put(record, sketch ? &*sketch : nullptr, *scanId);
            if (!id)
                return id.status();
            // The anchor windows the page gives, under the URLs they point at: the columns (what
            // the job reads) and the catalog (their URLs' text) must say the same.
            const auto bags = shard.anchorBags(i);
            bool fits = bags && bags->size() == std::size_t(entry.anchors.size());
            for (qsizetype w = 0; fits && w < entry.anchors.size(); ++w)
                fits = shard.anchorUrlKey(i, w) == shardUrlKey(entry.anchors[w]);
            if (!fits)
                return Status::error(
                    Status::Code::Corrupt,
                    QStringLiteral("%1 is damaged: the anchor windows of document %2 do not fit its catalog")
                        .arg(shard.path())
                        .arg(i));
            if (!entry.anchors.isEmpty() && *id != 0) {
                std::vector<std::pair<QString, std::vector<TermCount>>> windows;
                for (std::size_t w = 0; w < bags->size(); ++w)
                    windows.emplace_back(entry.anchors[qsizetype(w)], (*bags)[w]);
                if (Status put = store.related().putAnchorBags(*id, windows); !put)
                    return put;
            }
            if (numbers.store(g, *id) || *id == 0)
                ++outcome.replaced;
            ++g;
            ++counts.filesSeen;
            if (record.error.isOk())
                ++counts.filesIndexed;
            else
                ++counts.filesFailed;
            if (g % kMergeBatch == 0)
                if (Status c = store.commit(); !c || !(c = store.begin()))
                    return c;
            if (onMerge && sinceProgress.elapsed() >= 100) {
                progress.documentsDone = g;
                onMerge(progress);
                sinceProgress.restart();
            }
            return Status::ok();
        });
        // Its documents are in: the shard is unmapped, so that the pages read from it leave this
        // process (a merge of 10^7 documents reads 12 GB of shards, one shard's at a time).
        shards[s].reset();
    }
    if (merged)
        merged = store.commit();
    else
        static_cast<void>(store.rollback()); // the merge's error is the one to tell
    if (Status s = store.documents().finishScan(*scanId, counts,
                                                merged ? QStringLiteral("done")
                                                : merged.code() == Status::Code::Cancelled
                                                    ? QStringLiteral("cancelled")
                                                    : QStringLiteral("failed"));
        !s && merged)
        merged = s;
    if (!merged)
        return finish(
            merged.code() == Status::Code::Cancelled
                ? incomplete
                : Status::error(merged.code(), merged.message() + QStringLiteral(" (%1 was not made: merge "
                                                                                 "again)")
                                                                      .arg(m_target)));
    outcome.documents = numbers.documents;
    if (onMerge) {
        progress.documentsDone = total;
        onMerge(progress);
    }

    if (!job) {
        ClusterOutcome clustering =
            matchAndCluster(store, std::nullopt, std::nullopt, &m_cancel, onMatch, m_params.settle);
        if (clustering.matching && clustering.matching->status.isOk())
            outcome.pairs = qint64(clustering.matching->stats.expandedPairs);
        outcome.clusters = clustering.clusters;
        outcome.clustered = clustering.documents;
        const Status status = clustering.matching && !clustering.matching->status.isOk()
                                  ? clustering.matching->status
                                  : clustering.status;
        outcome.clustering = std::move(clustering);
        return finish(status);
    }

    // The job's answer, in the index's ids, for the documents as merged.
    auto mergedAt = store.settings().documentsGeneration();
    if (!mergedAt)
        return finish(mergedAt.status());
    const qint64 generation = *mergedAt;
    std::vector<JobUncertain> doubtful;
    auto matches =
        readJobMatches(m_params.jobDir, numbers, m_params.settle == Settle::Exactly ? &doubtful : nullptr);
    if (!matches)
        return finish(matches.status());
    auto clusters = readJobClusters(m_params.jobDir, numbers);
    if (!clusters)
        return finish(clusters.status());
    // Its uncertain pairs settled here from the documents, as a scan settles them; the figures
    // read may change the clusters, which are then made here again (from the stored pairs).
    bool settledHere = false;
    if (m_params.settle == Settle::Exactly) {
        auto settled = settleJobUncertain(store, *matches, std::move(doubtful),
                                          decidingAt(manifest->match, manifest->choice), &m_cancel, onMatch);
        if (!settled)
            return finish(settled.status());
        settledHere = *settled;
    }
    if (Status s = store.pairs().replace(*matches, manifest->match); !s)
        return finish(s);
    if (Status s = store.settings().setGeneration(Settings::Derived::Pairs, generation); !s)
        return finish(s);
    outcome.pairs = qint64(matches->expandedSize());
    *matches = {}; // (stored; at 10^7 documents hundreds of MB, not to be held beside the related)
    if (!settledHere) {
        // The job's clusters stored, and let go, before the related documents are read.
        if (Status s = store.clusters().replace(*clusters, manifest->choice); !s)
            return finish(s);
        if (Status s = store.settings().setGeneration(Settings::Derived::Clusters, generation); !s)
            return finish(s);
        outcome.clusters = qint64(clusters->size());
        for (const Cluster &c : *clusters)
            outcome.clustered += qint64(c.members.size());
    }
    *clusters = {};
    giveBackFreedMemory(); // (their many small blocks would stay on the heap for the related)
    if (manifest->related && outcome.replaced > 0) {
        // Documents gave way to others of the same locator: the job weighed, sketched and
        // ranked them with the rest (they took part in the document frequencies and in the
        // nearest of their neighbours), so its related documents are not this index's. Found
        // again here from the bags and anchor windows stored.
        const RelateOutcome related = relate(store, *manifest->related, &m_cancel, onMatch);
        if (!related.status)
            return finish(related.status);
        outcome.relatedPairs = related.summary.related;
        outcome.topics = related.topics;
    } else if (manifest->related) {
        TopicTable topics;
        if (Status s = readJobTopics(m_params.jobDir, numbers, &topics); !s)
            return finish(s);
        giveBackFreedMemory(); // (the reading's own, freed as it returned)
        const Related::PairFeed pairs = jobRelatedPairs(m_params.jobDir, numbers);
        qint64 stored = 0;
        const Related::PairFeed counted = [&](const std::function<Status(const RelatedPair &)> &put) {
            return pairs([&](const RelatedPair &p) {
                if (m_cancel.load(std::memory_order_relaxed)) // (10^8 of them at 10^7 documents)
                    return incomplete;
                ++stored;
                return put(p);
            });
        };
        outcome.topics = qint64(topics.rows.size());
        if (Status s = storeRelated(store, counted, std::move(topics), *manifest->related, generation); !s)
            return finish(s);
        outcome.relatedPairs = stored;
    }
    if (settledHere) {
        ClusterOutcome clustering = cluster(store, manifest->choice, &m_cancel, onMatch);
        outcome.clusters = clustering.clusters;
        outcome.clustered = clustering.documents;
        const Status status = clustering.status;
        outcome.clustering = std::move(clustering);
        return finish(status);
    }
    return finish(Status::ok());
}

} // namespace lookalike::usecase
