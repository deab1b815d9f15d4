#include "CrawlTableModel.h"

#include "Format.h"
#include "ListTable.h"

#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTableView>

namespace lookalike {

void CrawlTableModel::setRows(std::vector<std::vector<Cell>> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

int CrawlTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CrawlTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_headers.size());
}

QVariant CrawlTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const std::vector<Cell> &row = m_rows[std::size_t(index.row())];
    if (index.column() >= int(row.size()))
        return {};
    const Cell &cell = row[std::size_t(index.column())];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        switch (cell.kind) {
        case Cell::Kind::Text:
            return cell.text;
        case Cell::Kind::Count:
            return QLocale().toString(qint64(cell.value));
        case Cell::Kind::Share:
            return percentText(cell.value);
        }
        return {};
    case SortRole:
        return cell.kind == Cell::Kind::Text ? QVariant(cell.text.toLower()) : QVariant(cell.value);
    case Qt::TextAlignmentRole:
        return cell.kind == Cell::Kind::Text ? QVariant() : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    default:
        return {};
    }
}

QVariant CrawlTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 ||
        section >= m_headers.size())
        return {};
    return m_headers[section];
}

QTableView *crawlTableView(CrawlTableModel *model, const QString &name, const QString &accessibleName,
                           QWidget *parent)
{
    auto *proxy = new QSortFilterProxyModel(parent);
    proxy->setSourceModel(model);
    proxy->setSortRole(CrawlTableModel::SortRole);
    QTableView *view = newListTable(proxy, name, accessibleName, parent);
    view->sortByColumn(-1, Qt::AscendingOrder); // the order the engine gives until a header is clicked
    view->horizontalHeader()->setStretchLastSection(true);
    return view;
}

QLabel *plainLabel(const QString &name, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace lookalike
