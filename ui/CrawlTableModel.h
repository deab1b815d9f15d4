#pragma once

#include <QAbstractTableModel>
#include <QStringList>
#include <vector>

class QLabel;
class QTableView;
class QWidget;

namespace lookalike {

// The rows of one table of the crawl window: text, counts and shares, given whole. Thin; sorting
// belongs to a proxy (numbers sort as numbers through SortRole).
class CrawlTableModel : public QAbstractTableModel
{
public:
    static constexpr int SortRole = Qt::UserRole + 1;
    struct Cell
    {
        enum class Kind
        {
            Text,
            Count,
            Share
        } kind = Kind::Text;
        QString text;
        double value = 0;
    };

    CrawlTableModel(QStringList headers, QObject *parent)
        : QAbstractTableModel(parent)
        , m_headers(std::move(headers))
    {}

    void setRows(std::vector<std::vector<Cell>> rows);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QStringList m_headers;
    std::vector<std::vector<Cell>> m_rows;
};

inline CrawlTableModel::Cell textCell(const QString &t)
{
    return {CrawlTableModel::Cell::Kind::Text, t, 0};
}
inline CrawlTableModel::Cell countCell(qint64 n)
{
    return {CrawlTableModel::Cell::Kind::Count, {}, double(n)};
}
inline CrawlTableModel::Cell shareCell(double v)
{
    return {CrawlTableModel::Cell::Kind::Share, {}, v};
}

// A sortable, read-only table view over `model`, in the order the engine gives until a header
// is clicked.
QTableView *crawlTableView(CrawlTableModel *model, const QString &name, const QString &accessibleName,
                           QWidget *parent);

// A label for answers: plain text, wrapped, selectable.
QLabel *plainLabel(const QString &name, QWidget *parent);

} // namespace lookalike
