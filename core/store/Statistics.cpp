#include "Statistics.h"

#include "Database.h"
#include "Settings.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtEndian>
#include <algorithm>
#include <array>
#include <vector>

namespace lookalike {

namespace {

const QString kFiguresKey = QStringLiteral("document_figures");

// The figures of the documents, in the order they are kept in (writeFigures, readFigures).
template <typename Stats> auto documentNumbers(Stats &st)
{
    return std::array{&st.documents,   &st.indexed,         &st.failed,        &st.bytes,
                      &st.shingles,    &st.identicalGroups, &st.identicalDocs, &st.lexicalGroups,
                      &st.lexicalDocs, &st.shingleGroups,   &st.shingleDocs};
}

QString writeFigures(qint64 generation, const IndexStats &st)
{
    QJsonObject o;
    o.insert(QStringLiteral("generation"), QString::number(generation));
    QJsonArray figures;
    for (const qint64 *n : documentNumbers(st))
        figures.append(QString::number(*n));
    o.insert(QStringLiteral("figures"), figures);
    QJsonArray formats;
    for (const auto &[format, count] : st.formats)
        formats.append(QJsonArray{format, QString::number(count)});
    o.insert(QStringLiteral("formats"), formats);
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

bool readFigures(const QString &text, qint64 generation, IndexStats &st)
{
    const QJsonObject o = QJsonDocument::fromJson(text.toUtf8()).object();
    if (o.value(QStringLiteral("generation")).toString() != QString::number(generation))
        return false;
    const QJsonArray figures = o.value(QStringLiteral("figures")).toArray();
    const auto numbers = documentNumbers(st);
    if (figures.size() != qsizetype(numbers.size()))
        return false;
    for (qsizetype i = 0; i < figures.size(); ++i)
        *numbers[i] = figures.at(i).toString().toLongLong();
    st.formats.clear();
    for (const QJsonValue &f : o.value(QStringLiteral("formats")).toArray()) {
        const QJsonArray pair = f.toArray();
        st.formats.emplace_back(pair.at(0).toString(), pair.at(1).toString().toLongLong());
    }
    return true;
}

} // namespace

Status Statistics::documentFigures(IndexStats &st)
{
    // One pass over the documents: counts, bytes, formats, and the fingerprints of the exact
    // levels (not indexed: an index of random keys makes every insert of a scan touch a random
    // page), 64 of their 128 bits (two different ones alike there with odds 2^-64), grouped by
    // sorting (at 10^6 documents 0.3 s, where hash maps of every fingerprint took 3.5 s).
    std::vector<std::uint64_t> fingerprints[3];
    std::vector<std::pair<QByteArray, qint64>> formats;
    {
        auto q = m_db.query("SELECT error_code IS NULL, size, raw_fp, lexical_fp, shingle_fp, "
                            "coalesce(format, '?') FROM documents",
                            "counting documents");
        if (Status s = q.forEach([&](const Query &row) {
                ++st.documents;
                st.bytes += row.integer(1);
                if (row.integer(0) == 0) {
                    ++st.failed;
                    return;
                }
                ++st.indexed;
                for (int level = 0; level < 3; ++level) {
                    const auto fp = row.bytes(2 + level);
                    if (fp.size() == 16)
                        fingerprints[level].push_back(qFromLittleEndian<std::uint64_t>(fp.data()));
                }
                const auto format = row.bytes(5);
                const QByteArrayView name(format.data(), qsizetype(format.size()));
                auto it = std::find_if(formats.begin(), formats.end(),
                                       [&](const auto &f) { return f.first == name; });
                if (it == formats.end())
                    formats.emplace_back(name.toByteArray(), 1);
                else
                    ++it->second;
            });
            !s)
            return s;
    }
    {
        auto shingles =
            m_db.integer("SELECT coalesce(sum(shingle_count), 0) FROM sketches", "counting shingles");
        if (!shingles)
            return shingles.status();
        st.shingles = *shingles;
    }
    qint64 *counts[3][2] = {{&st.identicalGroups, &st.identicalDocs},
                            {&st.lexicalGroups, &st.lexicalDocs},
                            {&st.shingleGroups, &st.shingleDocs}};
    for (int level = 0; level < 3; ++level) {
        std::vector<std::uint64_t> &fp = fingerprints[level];
        std::sort(fp.begin(), fp.end());
        for (std::size_t start = 0, end = 0; start < fp.size(); start = end) {
            for (end = start; end < fp.size() && fp[end] == fp[start]; ++end) {
            }
            if (end - start > 1)
                ++*counts[level][0], *counts[level][1] += qint64(end - start);
        }
        std::vector<std::uint64_t>().swap(fp);
    }
    // Most documents first (then by name, as a stable order).
    std::sort(formats.begin(), formats.end(), [](const auto &x, const auto &y) {
        return x.second != y.second ? x.second > y.second : x.first < y.first;
    });
    for (const auto &[format, count] : formats)
        st.formats.emplace_back(QString::fromUtf8(format), count);
    return Status::ok();
}

Result<IndexStats> Statistics::summary()
{
    IndexStats st;
    // The figures of the documents change only with them: kept with the generation they were
    // counted at (a rescan that changed nothing does not read every document again).
    Settings settings(m_db);
    auto generation = settings.documentsGeneration();
    if (!generation)
        return generation.status();
    const auto kept = settings.value(kFiguresKey);
    if (!kept || !readFigures(*kept, *generation, st)) {
        if (Status s = documentFigures(st); !s)
            return s;
        (void)settings.setValue(kFiguresKey, writeFigures(*generation, st)); // read-only: counted next time
    }
    if (Status s = clusterFigures(st); !s)
        return s;
    {
        auto scans = m_db.integer("SELECT count(*) FROM scans", "counting scans");
        if (!scans)
            return scans.status();
        st.scans = *scans;
    }
    {
        auto q = m_db.query("SELECT state, coalesce(finished_at, 0) FROM scans ORDER BY id DESC LIMIT 1",
                            "reading the last scan");
        auto row = q.fetch();
        if (!row)
            return row.status();
        if (*row) {
            st.lastScanState = q.text(0);
            st.lastScanFinishedMs = q.integer(1);
        }
    }
    {
        auto q = m_db.query(
            "SELECT code, count(*) FROM (SELECT error_code AS code FROM documents WHERE error_code IS "
            "NOT NULL UNION ALL SELECT code FROM errors WHERE scan_id = (SELECT max(id) FROM scans)) "
            "GROUP BY code ORDER BY count(*) DESC",
            "counting problems");
        if (Status s =
                q.forEach([&](const Query &row) { st.problems.emplace_back(row.text(0), row.integer(1)); });
            !s)
            return s;
    }
    auto params = Settings(m_db).sketchParams();
    if (!params)
        return params.status();
    if (*params)
        st.sketchParams = (*params)->toString();
    return st;
}

Status Statistics::clusterFigures(IndexStats &st)
{
    auto q =
        m_db.query("SELECT coalesce((SELECT CAST(value AS INTEGER) FROM settings WHERE key = 'match_pairs'), "
                   "(SELECT coalesce(sum(pairs), 0) FROM pair_blocks)), (SELECT count(*) FROM clusters), "
                   "(SELECT coalesce(sum(size), 0) FROM clusters)",
                   "counting pairs and clusters");
    if (auto row = q.fetch(); !row)
        return row.status();
    st.pairs = q.integer(0);
    st.clusters = q.integer(1);
    st.clusteredDocs = q.integer(2);
    auto choice = Settings(m_db).clusterChoice();
    if (!choice)
        return choice.status();
    st.clusterPolicy.clear();
    st.clusterThreshold = 0;
    if (*choice) {
        st.clusterPolicy = policyName((*choice)->policy);
        st.clusterThreshold = (*choice)->threshold;
    }
    return Status::ok();
}

} // namespace lookalike
