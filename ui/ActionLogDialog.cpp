#include "ActionLogDialog.h"

#include "Dialogs.h"
#include "IndexWorker.h"
#include "ListTable.h"
#include "base/Wording.h"
#include "usecase/Csv.h"

#include <QApplication>
#include <QColor>
#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTextStream>
#include <QVBoxLayout>

namespace lookalike {

namespace {

const QLatin1String kNotDone("not-done");

QString timeText(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

// Rows of one kind (or every row not done) whose document, detail or cluster holds the text.
class ActionFilterProxy : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setKind(const QString &kind)
    {
        m_kind = kind;
        invalidateFilter();
    }
    void setText(const QString &text)
    {
        m_text = text;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        const QModelIndex index = sourceModel()->index(row, 0, parent);
        if (m_kind == kNotDone) {
            const QString outcome = index.data(ActionLogModel::OutcomeRole).toString();
            if (outcome == QLatin1String("done") || outcome == QLatin1String("undone"))
                return false; // "failed or refused" only
        } else if (!m_kind.isEmpty() && index.data(ActionLogModel::KindRole).toString() != m_kind) {
            return false;
        }
        if (m_text.isEmpty())
            return true;
        for (int column : {ActionLogModel::LocatorColumn, ActionLogModel::DetailColumn,
                           ActionLogModel::RepresentativeColumn})
            if (index.siblingAtColumn(column).data().toString().contains(m_text, Qt::CaseInsensitive))
                return true;
        return false;
    }

private:
    QString m_kind;
    QString m_text;
};

} // namespace

// --- the model ---

void ActionLogModel::setRows(std::vector<LoggedAction> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

int ActionLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ActionLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ActionLogModel::kindText(const QString &kind)
{
    if (kind == QLatin1String("trash"))
        return tr("Move to trash");
    if (kind == QLatin1String("ignore"))
        return tr("Ignore (not duplicates)");
    if (kind == QLatin1String("forget-missing"))
        return tr("Forget missing file");
    if (kind == QLatin1String("keep"))
        return tr("Keep this copy");
    return kind;
}

QString ActionLogModel::outcomeText(const QString &outcome)
{
    if (outcome == QLatin1String("done"))
        return tr("Done");
    if (outcome == QLatin1String("failed"))
        return tr("Failed");
    if (outcome == QLatin1String("refused"))
        return tr("Refused");
    if (outcome == QLatin1String("undone"))
        return tr("Undone");
    if (outcome == QLatin1String("pending"))
        return tr("Not finished");
    return outcome;
}

QVariant ActionLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const LoggedAction &a = m_rows[std::size_t(index.row())];
    switch (role) {
    case KindRole:
        return a.kind;
    case OutcomeRole:
        return a.outcome;
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
    case SortRole:
        switch (Column(index.column())) {
        case TimeColumn:
            return role == SortRole ? QVariant(a.id) : QVariant(timeText(a.atMs)); // ids follow time
        case KindColumn:
            return kindText(a.kind);
        case OutcomeColumn:
            return outcomeText(a.outcome);
        case LocatorColumn:
            return a.locator;
        case DetailColumn:
            return shownText(a.detail); // stored in English
        case RepresentativeColumn:
            return a.representative;
        case ColumnCount:
            break;
        }
        return {};
    case Qt::ForegroundRole:
        // Red for what did not happen; an action undone by the user is no failure.
        if (index.column() == OutcomeColumn && a.outcome != QLatin1String("done") &&
            a.outcome != QLatin1String("undone"))
            return QColor(Qt::darkRed);
        return {};
    default:
        return {};
    }
}

QVariant ActionLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case TimeColumn:
        return tr("When");
    case KindColumn:
        return tr("Action");
    case OutcomeColumn:
        return tr("Outcome");
    case LocatorColumn:
        return tr("Document");
    case DetailColumn:
        return tr("Detail");
    case RepresentativeColumn:
        return tr("Cluster of");
    case ColumnCount:
        break;
    }
    return {};
}

// --- the dialog ---

ActionLogDialog::ActionLogDialog(IndexWorker *reader, QWidget *parent)
    : QDialog(parent)
    , m_reader(reader)
{
    setObjectName(QStringLiteral("actionLogDialog"));
    setWindowTitle(tr("Action Log"));
    resize(1040, 520);

    auto *layout = new QVBoxLayout(this);
    m_caption = new QLabel(this);
    m_caption->setObjectName(QStringLiteral("actionLogCaption"));
    m_caption->setTextFormat(Qt::PlainText);
    m_caption->setWordWrap(true);
    layout->addWidget(m_caption);

    auto *controls = new QHBoxLayout;
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("actionKind"));
    m_kind->setAccessibleName(tr("Action"));
    m_kind->addItem(tr("Every action"), QString());
    m_kind->addItem(ActionLogModel::kindText(QStringLiteral("trash")), QStringLiteral("trash"));
    m_kind->addItem(ActionLogModel::kindText(QStringLiteral("ignore")), QStringLiteral("ignore"));
    m_kind->addItem(ActionLogModel::kindText(QStringLiteral("forget-missing")),
                    QStringLiteral("forget-missing"));
    m_kind->addItem(ActionLogModel::kindText(QStringLiteral("keep")), QStringLiteral("keep"));
    m_kind->addItem(tr("Failed or refused"), QString(kNotDone));
    controls->addWidget(m_kind);
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("actionFilter"));
    m_filter->setPlaceholderText(tr("Filter by path or detail..."));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Filter the action log"));
    controls->addWidget(m_filter, 1);
    layout->addLayout(controls);

    m_model = new ActionLogModel(this);
    auto *proxy = new ActionFilterProxy(this);
    m_proxy = proxy;
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(ActionLogModel::SortRole);
    m_table = newListTable(m_proxy, QStringLiteral("actionTable"), tr("Action log"), this);
    m_table->sortByColumn(ActionLogModel::TimeColumn, Qt::DescendingOrder);
    QHeaderView *header = m_table->horizontalHeader();
    for (int column : {ActionLogModel::TimeColumn, ActionLogModel::KindColumn, ActionLogModel::OutcomeColumn})
        header->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    // The document gets the room; detail and cluster can be widened (full text in tooltips).
    header->setSectionResizeMode(ActionLogModel::LocatorColumn, QHeaderView::Stretch);
    header->resizeSection(ActionLogModel::DetailColumn, 240);
    header->resizeSection(ActionLogModel::RepresentativeColumn, 200);
    layout->addWidget(m_table, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_export = buttons->addButton(tr("&Export CSV..."), QDialogButtonBox::ActionRole);
    m_export->setObjectName(QStringLiteral("actionExport"));
    m_export->setToolTip(tr("Save the rows shown as CSV"));
    auto *reload = buttons->addButton(tr("&Reload"), QDialogButtonBox::ActionRole);
    reload->setObjectName(QStringLiteral("actionReload"));
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_export, &QPushButton::clicked, this, &ActionLogDialog::exportCsv);
    connect(reload, &QPushButton::clicked, this, [this] {
        if (!m_indexPath.isEmpty())
            setIndex(m_indexPath);
    });
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this, proxy] {
        proxy->setKind(m_kind->currentData().toString());
        m_export->setEnabled(m_proxy->rowCount() > 0);
    });
    connect(m_filter, &QLineEdit::textChanged, this, [this, proxy](const QString &text) {
        proxy->setText(text);
        m_export->setEnabled(m_proxy->rowCount() > 0);
    });
    m_export->setEnabled(false);
}

void ActionLogDialog::setIndex(const QString &indexPath)
{
    m_indexPath = indexPath;
    m_caption->setText(tr("Reading %1...").arg(indexPath));
    m_reader->run<std::vector<LoggedAction>>(
        QStringLiteral("actionLog"),
        [](IndexStore &store, const std::atomic_bool &) { return store.actionLog().newest(kLimit); }, this,
        [this](Result<std::vector<LoggedAction>> actions) {
            if (actions)
                showRows(std::move(actions).value(), {});
            else
                showRows({}, actions.status().message());
        });
}

void ActionLogDialog::showRows(std::vector<LoggedAction> rows, const QString &problem)
{
    if (!problem.isEmpty()) {
        m_model->setRows({});
        m_caption->setText(tr("Cannot read the action log of %1: %2").arg(m_indexPath, problem));
        m_export->setEnabled(false);
        Q_EMIT loaded(-1);
        return;
    }
    int notDone = 0;
    for (const LoggedAction &a : rows)
        notDone += a.outcome == QLatin1String("failed") || a.outcome == QLatin1String("refused") ? 1 : 0;
    m_model->setRows(std::move(rows));
    m_caption->setText(
        m_model->rowCount() == 0
            ? tr("Nothing done yet: moving files to the trash, ignoring clusters and forgetting "
                 "missing files are recorded here.")
            : QString(tr("%n actions on documents of %1, newest first", nullptr, m_model->rowCount())
                          .arg(m_indexPath) +
                      tr(" (%n failed or refused).", nullptr, notDone)));
    m_export->setEnabled(m_proxy->rowCount() > 0);
    Q_EMIT loaded(m_model->rowCount());
}

void ActionLogDialog::setFilter(const QString &filter)
{
    const int i = m_kind->findData(filter);
    if (i >= 0)
        m_kind->setCurrentIndex(i);
}

int ActionLogDialog::shownRows() const
{
    return m_proxy->rowCount();
}

void ActionLogDialog::exportCsv()
{
    if (m_proxy->rowCount() == 0)
        return;
    const QString file = FileDialog::getSaveCsvFileName(this, tr("Export Action Log"));
    if (file.isEmpty())
        return;
    QSaveFile out(file);
    if (out.open(QIODevice::WriteOnly)) {
        QTextStream stream(&out);
        stream << "time,action,outcome,path,detail,representative\n";
        for (int row = 0; row < m_proxy->rowCount(); ++row) {
            const LoggedAction &a =
                m_model->rows()[std::size_t(m_proxy->mapToSource(m_proxy->index(row, 0)).row())];
            stream << QDateTime::fromMSecsSinceEpoch(a.atMs).toUTC().toString(Qt::ISODateWithMs) << ','
                   << csv::field(a.kind) << ',' << csv::field(a.outcome) << ',' << csv::field(a.locator)
                   << ',' << csv::field(a.detail) << ',' << csv::field(a.representative) << '\n';
        }
        stream.flush();
        if (out.commit()) {
            m_caption->setText(tr("Exported %n actions to %1", nullptr, m_proxy->rowCount()).arg(file));
            return;
        }
    }
    MessageBox::warning(this, tr("Action Log"), tr("Cannot write %1: %2").arg(file, out.errorString()));
}

} // namespace lookalike
