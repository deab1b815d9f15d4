#include "Settings.h"

#include "Database.h"

namespace lookalike {

namespace {

const QString kSketchParams = QStringLiteral("sketch_params");
const QString kMatchThreshold = QStringLiteral("match_threshold");
const QString kMatchContainment = QStringLiteral("match_containment");
const QString kMatchCommonCutoff = QStringLiteral("match_common_cutoff");
const QString kMatchPairs = QStringLiteral("match_pairs");
const QString kMatchBasis = QStringLiteral("match_basis");
const QString kMatchUncertain = QStringLiteral("match_uncertain");
const QString kMatchUncertainCut = QStringLiteral("match_uncertain_cut");
const QString kMatchUncertainCutBudget = QStringLiteral("match_uncertain_cut_budget");
const QString kClusterPolicy = QStringLiteral("cluster_policy");
const QString kClusterThreshold = QStringLiteral("cluster_threshold");
const QString kDocumentsGeneration = QStringLiteral("documents_generation");

QString generationKey(Settings::Derived what)
{
    switch (what) {
    case Settings::Derived::Pairs:
        return QStringLiteral("pairs_generation");
    case Settings::Derived::Clusters:
        return QStringLiteral("clusters_generation");
    case Settings::Derived::Related:
        return QStringLiteral("related_generation");
    }
    return {};
}

} // namespace

Result<QString> Settings::value(const QString &key, const QString &fallback)
{
    auto q = m_db.query("SELECT value FROM settings WHERE key = ?1", "reading a setting");
    q.bind(1, key);
    auto row = q.fetch();
    if (!row)
        return row.status();
    return *row ? q.text(0) : fallback;
}

Status Settings::setValue(const QString &key, const QString &value)
{
    auto q = m_db.query("INSERT INTO settings (key, value) VALUES (?1, ?2) "
                        "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                        "writing a setting");
    q.bind(1, key).bind(2, value.isNull() ? QStringLiteral("") : value); // (a null QString binds NULL)
    return q.run();
}

Result<std::optional<SketchParams>> Settings::sketchParams()
{
    auto text = value(kSketchParams);
    if (!text)
        return text.status();
    if (text->isEmpty())
        return std::optional<SketchParams>();
    return std::optional<SketchParams>(SketchParams::fromString(*text).value_or(SketchParams{}));
}

SketchParams Settings::sketchParamsOrDefault()
{
    auto params = sketchParams();
    return params && *params ? **params : SketchParams{};
}

Status Settings::setSketchParams(const SketchParams &params)
{
    return setValue(kSketchParams, params.toString());
}

Result<std::optional<MatchParams>> Settings::storedMatch()
{
    auto threshold = value(kMatchThreshold);
    auto containment = value(kMatchContainment);
    auto cutoff = value(kMatchCommonCutoff, QStringLiteral("0"));
    if (!threshold || !containment || !cutoff)
        return !threshold ? threshold.status() : !containment ? containment.status() : cutoff.status();
    if (threshold->isEmpty() || containment->isEmpty())
        return std::optional<MatchParams>();
    MatchParams p;
    p.threshold = threshold->toDouble();
    p.containmentThreshold = containment->toDouble();
    p.commonShingleCutoff = cutoff->toInt();
    return std::optional<MatchParams>(p);
}

Status Settings::setStoredMatch(const MatchParams &params, qint64 pairs)
{
    const std::pair<const QString &, QString> settings[] = {
        // Every digit (17): a threshold read back must cover what was asked, or every
        // question at 4/15 would match again.
        {kMatchThreshold, QString::number(params.threshold, 'g', 17)},
        {kMatchContainment, QString::number(params.containmentThreshold, 'g', 17)},
        {kMatchCommonCutoff, QString::number(params.commonShingleCutoff)},
        {kMatchPairs, QString::number(pairs)},
    };
    for (const auto &[key, text] : settings)
        if (Status s = setValue(key, text); !s)
            return s;
    return Status::ok();
}

Result<Settings::MatchBasis> Settings::matchBasis()
{
    auto basis = value(kMatchBasis);
    if (!basis)
        return basis.status();
    auto uncertain = value(kMatchUncertain, QStringLiteral("0"));
    if (!uncertain)
        return uncertain.status();
    auto cut = value(kMatchUncertainCut, QStringLiteral("-1"));
    if (!cut)
        return cut.status();
    bool ok = false;
    const double uncertainCut = cut->toDouble(&ok);
    auto cutBudget = value(kMatchUncertainCutBudget, QStringLiteral("0"));
    if (!cutBudget)
        return cutBudget.status();
    return MatchBasis{*basis, uncertain->toLongLong(), ok ? uncertainCut : -1, cutBudget->toLongLong()};
}

Status Settings::setMatchBasis(const MatchBasis &basis)
{
    if (Status s = setValue(kMatchBasis, basis.basis); !s)
        return s;
    if (Status s = setValue(kMatchUncertain, QString::number(basis.uncertain)); !s)
        return s;
    if (Status s = setValue(kMatchUncertainCut, QString::number(basis.uncertainCut, 'g', 17)); !s)
        return s;
    return setValue(kMatchUncertainCutBudget, QString::number(basis.uncertainCutBudget));
}

Status Settings::forgetStoredMatch()
{
    return m_db.exec("DELETE FROM settings WHERE key IN ('match_threshold', 'match_containment', "
                     "'match_pairs', 'match_basis', 'match_uncertain', 'match_uncertain_cut', "
                     "'match_uncertain_cut_budget')");
}

Status Settings::setStoredPairCount(qint64 pairs)
{
    return setValue(kMatchPairs, QString::number(pairs));
}

Result<std::optional<qint64>> Settings::storedPairCount()
{
    auto text = value(kMatchPairs);
    if (!text)
        return text.status();
    bool ok = false;
    const qint64 n = text->toLongLong(&ok);
    return ok ? std::optional<qint64>(n) : std::optional<qint64>();
}

Result<std::optional<ClusterChoice>> Settings::clusterChoice()
{
    auto policy = value(kClusterPolicy);
    auto threshold = value(kClusterThreshold);
    if (!policy || !threshold)
        return !policy ? policy.status() : threshold.status();
    const std::optional<ClusterPolicy> known = policyFromName(*policy);
    if (!known)
        return std::optional<ClusterChoice>();
    ClusterChoice choice;
    choice.policy = *known;
    bool ok = false;
    const double t = threshold->toDouble(&ok);
    if (ok && t >= 0 && t <= 1)
        choice.threshold = t;
    return std::optional<ClusterChoice>(choice);
}

ClusterChoice Settings::clusterChoiceOrDefault()
{
    auto choice = clusterChoice();
    return choice && *choice ? **choice : ClusterChoice{};
}

Status Settings::setClusterChoice(const ClusterChoice &choice)
{
    if (Status s = setValue(kClusterPolicy, policyName(choice.policy)); !s)
        return s;
    return setValue(kClusterThreshold, QString::number(choice.threshold, 'g', 17));
}

Result<qint64> Settings::documentsGeneration()
{
    auto text = value(kDocumentsGeneration, QStringLiteral("0"));
    if (!text)
        return text.status();
    return text->toLongLong();
}

Status Settings::bumpDocumentsGeneration()
{
    auto q = m_db.query("INSERT INTO settings (key, value) VALUES (?1, '1') "
                        "ON CONFLICT(key) DO UPDATE SET value = CAST(CAST(value AS INTEGER) + 1 AS TEXT)",
                        "counting a change of the documents");
    q.bind(1, kDocumentsGeneration);
    return q.run();
}

Result<qint64> Settings::generationOf(Derived what)
{
    auto text = value(generationKey(what));
    if (!text)
        return text.status();
    bool ok = false;
    const qint64 g = text->toLongLong(&ok);
    return ok ? g : qint64(-1);
}

Status Settings::setGeneration(Derived what, qint64 generation)
{
    return setValue(generationKey(what), QString::number(generation));
}

Result<bool> Settings::isCurrent(Derived what)
{
    auto at = generationOf(what);
    if (!at)
        return at.status();
    auto now = documentsGeneration();
    if (!now)
        return now.status();
    return *at == *now;
}

} // namespace lookalike
