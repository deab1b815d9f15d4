#pragma once

#include "store/IndexStore.h"

#include <QAbstractTableModel>
#include <QDialog>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace lookalike {

class IndexWorker;

// The rows of the action log, given whole (newest first). Thin: sorting and filtering belong to
// a proxy.
class ActionLogModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        TimeColumn,
        KindColumn,
        OutcomeColumn,
        LocatorColumn,
        DetailColumn,
        RepresentativeColumn,
        ColumnCount
    };
    enum Role
    {
        KindRole = Qt::UserRole + 1, // QString: trash | ignore | forget-missing
        OutcomeRole,                 // QString: done | failed | refused
        SortRole,                    // times as numbers for the proxy
    };

    using QAbstractTableModel::QAbstractTableModel;
    void setRows(std::vector<LoggedAction> rows);
    const std::vector<LoggedAction> &rows() const { return m_rows; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // How the window names a kind and an outcome of the log.
    static QString kindText(const QString &kind);
    static QString outcomeText(const QString &outcome);

private:
    std::vector<LoggedAction> m_rows;
};

// View > Action Log...: what the window did to files and documents (moved to the trash, refused,
// failed, ignored, forgotten because the file was gone), newest first, filtered by action or
// text; export as CSV. The log lives in the index; it is read on the window's reader thread
// (IndexWorker), a newer reading superseding the one running. GUI thread only.
class ActionLogDialog : public QDialog
{
    Q_OBJECT

public:
    // `reader`: the window's reader thread (not owned), on the index the dialog shows.
    explicit ActionLogDialog(IndexWorker *reader, QWidget *parent = nullptr);

    // Reads the log of the index (again) through the reader; loaded() follows. `indexPath`: the
    // reader's index, named in the caption.
    void setIndex(const QString &indexPath);

    // "trash", "ignore", "forget-missing", "not-done" (failed or refused); empty: every row.
    void setFilter(const QString &filter);
    // Writes the rows shown, in their order, as CSV to a file asked for through FileDialog; a
    // failure is reported through MessageBox (Dialogs.h).
    void exportCsv();
    int shownRows() const;
    ActionLogModel *model() const { return m_model; }

    static constexpr int kLimit = 100000; // rows read at most

Q_SIGNALS:
    void loaded(int rows); // -1: the index could not be read

private:
    void showRows(std::vector<LoggedAction> rows, const QString &problem);

    IndexWorker *m_reader;
    QString m_indexPath;
    ActionLogModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QLabel *m_caption = nullptr;
    QComboBox *m_kind = nullptr;
    QLineEdit *m_filter = nullptr;
    QTableView *m_table = nullptr;
    QPushButton *m_export = nullptr;
};

} // namespace lookalike
