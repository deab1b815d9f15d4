#include "ClusterBrowser.h"

#include "ClusterModel.h"
#include "Format.h"
#include "IndexWorker.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSlider>
#include <QStackedWidget>
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
    auto *inclusiveOnly = new QCheckBox(tr("&Inclusive messages only"), this);
    inclusiveOnly->setObjectName(QStringLiteral("inclusiveOnly"));
    inclusiveOnly->setToolTip(tr("Mail: hide the messages whose whole text a later message of their "
                                 "conversation quotes; what is left is what a reader needs to read"));
    controls->addWidget(inclusiveOnly);
    connect(inclusiveOnly, &QCheckBox::toggled, m_model, &ClusterModel::setInclusiveOnly);
    m_newOnly = new QCheckBox(tr("&New documents only"), this);
    m_newOnly->setObjectName(QStringLiteral("newOnly"));
    m_newOnly->setToolTip(tr("Compare new against old: only the clusters with a document of a folder "
                             "marked New (which of these files do I already have?)"));
    m_newOnly->setEnabled(false);
    controls->addWidget(m_newOnly);
    connect(m_newOnly, &QCheckBox::toggled, this, [this](bool on) {
        m_awaitingFirstPage = true;
        m_model->setNewFolders(on ? m_newFolders : QStringList());
    });
    m_policy = new QComboBox(this);
    m_policy->setObjectName(QStringLiteral("policyCombo"));
    m_policy->setAccessibleName(tr("Clustering policy"));
    const std::pair<ClusterPolicy, QString> policies[] = {
        {ClusterPolicy::Union, policyTitle(ClusterPolicy::Union)},
        {ClusterPolicy::Center, policyTitle(ClusterPolicy::Center)},
        {ClusterPolicy::Containment, policyTitle(ClusterPolicy::Containment)},
        {ClusterPolicy::Identical, policyTitle(ClusterPolicy::Identical)},
        {ClusterPolicy::Lexical, policyTitle(ClusterPolicy::Lexical)},
        {ClusterPolicy::Shingle, policyTitle(ClusterPolicy::Shingle)},
        {ClusterPolicy::VerySimilar, policyTitle(ClusterPolicy::VerySimilar)},
        {ClusterPolicy::VirtuallyIdentical, policyTitle(ClusterPolicy::VirtuallyIdentical)},
        {ClusterPolicy::SuperShingle, policyTitle(ClusterPolicy::SuperShingle)},
    };
    for (const auto &[policy, label] : policies)
        m_policy->addItem(label, policyName(policy));
    controls->addWidget(m_policy, 1);
    m_threshold = new QSlider(Qt::Horizontal, this);
    m_threshold->setObjectName(QStringLiteral("thresholdSlider"));
    m_threshold->setAccessibleName(tr("Threshold"));
    m_threshold->setRange(30, 100);
    m_threshold->setToolTip(tr("The lowest resemblance at which two documents count as near-duplicates"));
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
            // The whole title fits too ("Membe" was cut).
            m_view->header()->resizeSection(
                column, std::max(fm.horizontalAdvance(sample), fm.horizontalAdvance(title)) + pad);
        };
        fit(ClusterModel::MembersColumn, QStringLiteral("10000"));
        fit(ClusterModel::ResemblanceColumn, QStringLiteral("100.0% - 100.0%"));
        fit(ClusterModel::ContainedColumn, QStringLiteral("\u2248 100.0%"));
        fit(ClusterModel::ContainsColumn, QStringLiteral("\u2248 100.0%"));
        fit(ClusterModel::BytesColumn, QStringLiteral("1000.00 KiB"));
        fit(ClusterModel::ModifiedColumn,
            dateText(QDateTime(QDate(2026, 12, 28), QTime(22, 40)).toMSecsSinceEpoch()));
        // The name and the folder share what the figures leave.
        m_view->header()->setSectionResizeMode(ClusterModel::FolderColumn, QHeaderView::Stretch);
        fit(ClusterModel::SweepColumn, QStringLiteral("2024-01-01"));
    }
    m_empty = new QLabel(this);
    m_empty->setObjectName(QStringLiteral("emptyHint"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setTextFormat(Qt::PlainText);
    m_empty->setMargin(24);
    m_emptyText = tr("Add a folder (Add Folder... on the left, or drop folders on this window), then "
                     "press Scan. Lookalike reads every document and shows here the groups of "
                     "near-duplicates it finds.");
    m_empty->setText(m_emptyText);
    m_recomputing = new QLabel(this);
    m_recomputing->setObjectName(QStringLiteral("recomputingClusters"));
    m_recomputing->setWordWrap(true);
    m_recomputing->hide();
    layout->addWidget(m_recomputing);
    m_stack = new QStackedWidget(this);
    m_stack->addWidget(m_empty);
    m_stack->addWidget(m_view);
    layout->addWidget(m_stack);
    // After a reset the first page is being read (queued: reload() asks for it after the reset).
    connect(m_model, &QAbstractItemModel::modelReset, this, &ClusterBrowser::updateEmpty,
            Qt::QueuedConnection);
    connect(m_model, &ClusterModel::pageLoaded, this, &ClusterBrowser::updateEmpty);
    connect(m_model, &ClusterModel::failed, this, &ClusterBrowser::updateEmpty);
    connect(m_model, &QAbstractItemModel::modelReset, this, &ClusterBrowser::rowsCleared);
    updateEmpty();

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

void ClusterBrowser::updateEmpty()
{
    // The tree shows while rows come; the hint when there is none to show.
    const bool empty = m_model->rowCount() == 0 && !m_model->loading();
    if (m_recomputingAt && isFiltered())
        m_empty->setText(tr("The clusters are being made again at %1 %: those with a document the filter "
                            "asks for show when they arrive.")
                             .arg(QLocale().toString(m_recomputingAt->threshold * 100, 'f', 0)));
    else
        m_empty->setText(isFiltered()
                             ? tr("No cluster has a document whose path holds the filter, or one in a "
                                  "folder marked New. (The files of a folder are found once it is scanned.)")
                             : m_emptyText);
    m_stack->setCurrentWidget(empty ? static_cast<QWidget *>(m_empty) : m_view);
}

bool ClusterBrowser::isFiltered() const
{
    return !m_filter->text().isEmpty() || m_newOnly->isChecked();
}

QString ClusterBrowser::pathFilter() const
{
    return m_filter->text();
}

void ClusterBrowser::setEmptyText(const QString &text)
{
    m_emptyText = text;
    updateEmpty();
}

void ClusterBrowser::setNewFolders(const QStringList &folders)
{
    m_newFolders = folders;
    m_newOnly->setEnabled(!folders.isEmpty());
    if (folders.isEmpty() && m_newOnly->isChecked())
        m_newOnly->setChecked(false);
    else if (m_newOnly->isChecked())
        m_model->setNewFolders(folders);
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
    // Web pages: the sweep says when (each member's tooltip the capture time); the date column's
    // room goes to the URLs.
    m_view->setColumnHidden(ClusterModel::ModifiedColumn, web);
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
        s.part = row.data(ClusterModel::IsPartRole).toBool();
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

void ClusterBrowser::setRecomputing(const std::optional<ClusterChoice> &choice)
{
    m_recomputingAt = choice;
    updateEmpty();
    m_stack->setEnabled(!choice);
    m_recomputing->setVisible(choice.has_value());
    if (choice)
        m_recomputing->setText(
            tr("Making the clusters again at %1 %: the greyed list below is of the value before, until they "
               "arrive.")
                .arg(QLocale().toString(choice->threshold * 100, 'f', 0)));
}

} // namespace lookalike
