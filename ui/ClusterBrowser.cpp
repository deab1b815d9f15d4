#include "ClusterBrowser.h"

#include "ClusterModel.h"
#include "IndexWorker.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSlider>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

namespace lookalike {

ClusterBrowser::ClusterBrowser(IndexWorker *reader, QWidget *parent)
    : QWidget(parent)
{
    m_model = new ClusterModel(reader, this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *controls = new QHBoxLayout;
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("clusterFilter"));
    m_filter->setPlaceholderText(tr("Filter by path..."));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Filter clusters"));
    controls->addWidget(m_filter, 2);
    auto *duplicatesOnly = new QCheckBox(tr("&Duplicates only"), this);
    duplicatesOnly->setObjectName(QStringLiteral("duplicatesOnly"));
    duplicatesOnly->setToolTip(tr("Hide each cluster's representative"));
    controls->addWidget(duplicatesOnly);
    connect(duplicatesOnly, &QCheckBox::toggled, m_model, &ClusterModel::setDuplicatesOnly);
    m_policy = new QComboBox(this);
    m_policy->setObjectName(QStringLiteral("policyCombo"));
    m_policy->setAccessibleName(tr("Clustering policy"));
    const std::pair<ClusterPolicy, QString> policies[] = {
        {ClusterPolicy::Union, tr("Similar (union)")},
        {ClusterPolicy::Center, tr("Similar to a centre (no chains)")},
        {ClusterPolicy::Containment, tr("Contained in another")},
        {ClusterPolicy::Identical, tr("Identical bytes")},
        {ClusterPolicy::Lexical, tr("Same words")},
        {ClusterPolicy::Shingle, tr("Same shingles")},
        {ClusterPolicy::VerySimilar, tr("Very similar (2 of 6 supershingles)")},
        {ClusterPolicy::VirtuallyIdentical, tr("Virtually identical (6 of 6)")},
        {ClusterPolicy::SuperShingle, tr("Broder's super shingles")},
    };
    for (const auto &[policy, label] : policies)
        m_policy->addItem(label, policyName(policy));
    controls->addWidget(m_policy, 1);
    m_threshold = new QSlider(Qt::Horizontal, this);
    m_threshold->setObjectName(QStringLiteral("thresholdSlider"));
    m_threshold->setAccessibleName(tr("Threshold"));
    m_threshold->setRange(30, 100);
    m_threshold->setPageStep(5);
    controls->addWidget(m_threshold, 1);
    m_thresholdLabel = new QLabel(this);
    m_thresholdLabel->setMinimumWidth(
        m_thresholdLabel->fontMetrics().horizontalAdvance(QStringLiteral("100%")) + 8);
    controls->addWidget(m_thresholdLabel);
    layout->addLayout(controls);
    setChoice(ClusterChoice{});

    m_view = new QTreeView(this);
    m_view->setObjectName(QStringLiteral("clusterView"));
    m_view->setAccessibleName(tr("Clusters"));
    m_view->setModel(m_model);
    m_view->setSortingEnabled(true);
    m_view->header()->setSortIndicator(ClusterModel::MembersColumn, Qt::DescendingOrder);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setUniformRowHeights(true);
    m_view->setTextElideMode(Qt::ElideMiddle); // the file name stays visible in long paths
    m_view->header()->setSectionResizeMode(ClusterModel::PathColumn, QHeaderView::Stretch);
    m_view->setColumnHidden(ClusterModel::HostColumn, true); // shown for web pages only
    m_view->setColumnHidden(ClusterModel::SweepColumn, true);
    m_view->header()->setStretchLastSection(false);
    {
        // Figures get the room their widest value needs; the document column takes the rest.
        const QFontMetrics fm = m_view->fontMetrics();
        const int pad = fm.horizontalAdvance(QLatin1Char('M')) * 2;
        auto fit = [&](int column, const QString &sample) {
            const QString title = m_model->headerData(column, Qt::Horizontal).toString();
            m_view->header()->resizeSection(
                column, std::max(fm.horizontalAdvance(sample), fm.horizontalAdvance(title) / 2) + pad);
        };
        fit(ClusterModel::MembersColumn, QStringLiteral("10000"));
        fit(ClusterModel::ResemblanceColumn, QStringLiteral("100.0% - 100.0%"));
        fit(ClusterModel::ContainedColumn, QStringLiteral("100.0%"));
        fit(ClusterModel::ContainsColumn, QStringLiteral("100.0%"));
        fit(ClusterModel::BytesColumn, QStringLiteral("1000.00 KiB"));
        fit(ClusterModel::ModifiedColumn, QStringLiteral("2026-11-22 12:40"));
        fit(ClusterModel::SweepColumn, QStringLiteral("2024-01-01"));
    }
    layout->addWidget(m_view);

    connect(m_threshold, &QSlider::valueChanged, this, [this] {
        m_thresholdLabel->setText(QString::number(m_threshold->value()) + QLatin1Char('%'));
        Q_EMIT choiceChanged(choice());
    });
    connect(m_policy, &QComboBox::currentIndexChanged, this, [this] {
        m_threshold->setEnabled(policyUsesThreshold(choice().policy));
        Q_EMIT choiceChanged(choice());
    });
    // The filter asks the index once typing pauses.
    auto *typing = new QTimer(this);
    typing->setSingleShot(true);
    typing->setInterval(150);
    connect(m_filter, &QLineEdit::textChanged, typing, qOverload<>(&QTimer::start));
    connect(typing, &QTimer::timeout, this, [this] {
        m_awaitingFirstPage = true;
        m_model->setPathFilter(m_filter->text());
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &ClusterBrowser::selectionChanged);
    connect(m_model, &ClusterModel::pageLoaded, this, [this](int rows) {
        if (!m_awaitingFirstPage)
            return;
        m_awaitingFirstPage = false;
        Q_EMIT shown(rows);
    });
    connect(m_model, &ClusterModel::counted, this, &ClusterBrowser::counted);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { m_awaitingFirstPage = true; });
}

ClusterChoice ClusterBrowser::choice() const
{
    ClusterChoice c;
    c.policy = policyFromName(m_policy->currentData().toString()).value_or(ClusterPolicy::Union);
    c.threshold = m_threshold->value() / 100.0;
    return c;
}

void ClusterBrowser::setChoice(const ClusterChoice &choice)
{
    const QSignalBlocker blockPolicy(m_policy);
    const QSignalBlocker blockThreshold(m_threshold);
    if (const int i = m_policy->findData(policyName(choice.policy)); i >= 0)
        m_policy->setCurrentIndex(i);
    m_threshold->setValue(int(choice.threshold * 100 + 0.5));
    m_threshold->setEnabled(policyUsesThreshold(choice.policy));
    m_thresholdLabel->setText(QString::number(m_threshold->value()) + QLatin1Char('%'));
}

void ClusterBrowser::reload()
{
    m_awaitingFirstPage = true;
    m_model->reload();
}

void ClusterBrowser::clear()
{
    m_model->clear();
}

void ClusterBrowser::setSweeps(std::unordered_map<int, QString> labels)
{
    const bool web = !labels.empty();
    m_model->setSweepLabels(std::move(labels));
    if (m_view->isColumnHidden(ClusterModel::HostColumn) != web)
        return;
    m_view->setColumnHidden(ClusterModel::HostColumn, !web);
    m_view->setColumnHidden(ClusterModel::SweepColumn, !web);
    if (web) // room for a host name such as "docs.example.org"
        m_view->header()->resizeSection(
            ClusterModel::HostColumn,
            m_view->fontMetrics().horizontalAdvance(QStringLiteral("www.example-site.org")));
}

std::vector<ClusterBrowser::SelectedRow> ClusterBrowser::selectedMembers() const
{
    std::vector<SelectedRow> out;
    for (const QModelIndex &row : m_view->selectionModel()->selectedRows(ClusterModel::PathColumn)) {
        const qint64 id = row.data(ClusterModel::DocIdRole).toLongLong();
        if (id == 0)
            continue; // a cluster row
        SelectedRow s;
        s.selected = {id, row.data(ClusterModel::ClusterIdRole).toLongLong()};
        s.path = row.data(ClusterModel::PathRole).toString();
        s.capture = row.data(ClusterModel::IsCaptureRole).toBool();
        s.representative = row.data(ClusterModel::IsRepresentativeRole).toBool();
        s.sweep = row.siblingAtColumn(ClusterModel::SweepColumn).data().toString();
        out.push_back(std::move(s));
    }
    return out;
}

std::vector<qint64> ClusterBrowser::selectedClusters() const
{
    std::vector<qint64> out;
    for (const QModelIndex &row : m_view->selectionModel()->selectedRows(ClusterModel::PathColumn))
        if (row.data(ClusterModel::DocIdRole).toLongLong() == 0)
            out.push_back(row.data(ClusterModel::ClusterIdRole).toLongLong());
    return out;
}

} // namespace lookalike
