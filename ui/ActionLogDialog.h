#pragma once

#include "store/IndexStore.h"

#include <QAbstractTableModel>
#include <QDialog>
#include <QPointer>
#include <QThread>

#include <functional>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace lookalike {

// The rows of the action log, given whole (newest first). Thin: sorting and filtering belong to
// a proxy.
class ActionLogModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { TimeColumn, KindColumn, OutcomeColumn, LocatorColumn, DetailColumn, RepresentativeColumn, ColumnCount };
    enum Role {
        KindRole = Qt::UserRole + 1, // QString: trash | ignore | forget-missing
        OutcomeRole,                 // QString: done | failed | refused
        SortRole,                    // times as numbers for the proxy
    };

    using QAbstractTableModel::QAbstractTableModel;
    void setRows(std::vector<IndexStore::Action> rows);
    const std::vector<IndexStore::Action> &rows() const { return m_rows; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // How the window names a kind and an outcome of the log.
    static QString kindText(const QString &kind);
    static QString outcomeText(const QString &outcome);

private:
    std::vector<IndexStore::Action> m_rows;
};

// View > Action Log...: what the window did to files and documents (moved to the trash, refused,
// failed, ignored, forgotten because the file was gone), newest first, filtered by action or
// text; export as CSV. The log lives in the index; it is read on a worker thread with a
// read-only IndexStore of its own. GUI thread only.
class ActionLogDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ActionLogDialog(QWidget *parent = nullptr);
    ~ActionLogDialog() override; // waits for the reading still running

    // Reads the log of the index at `indexPath` (again); loaded() follows.
    void setIndex(const QString &indexPath);

    // Seams for tests (defaults: a save dialog; a message box).
    void setExportChooser(std::function<QString(const QString &title)> chooser) { m_chooseExport = std::move(chooser); }
    void setNotifier(std::function<void(const QString &message)> notify) { m_notify = std::move(notify); }

    // "trash", "ignore", "forget-missing", "not-done" (failed or refused); empty: every row.
    void setFilter(const QString &filter);
    // Writes the rows shown, in their order, as CSV.
    void exportCsv();
    int shownRows() const;
    ActionLogModel *model() const { return m_model; }

    static constexpr int kLimit = 100000; // rows read at most

Q_SIGNALS:
    void loaded(int rows); // -1: the index could not be read

private:
    void showRows(std::vector<IndexStore::Action> rows, const QString &problem);

    QString m_indexPath;
    int m_serial = 0;
    QList<QPointer<QThread>> m_workers;
    ActionLogModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QLabel *m_caption = nullptr;
    QComboBox *m_kind = nullptr;
    QLineEdit *m_filter = nullptr;
    QTableView *m_table = nullptr;
    QPushButton *m_export = nullptr;
    std::function<QString(const QString &)> m_chooseExport;
    std::function<void(const QString &)> m_notify;
};

} // namespace lookalike
