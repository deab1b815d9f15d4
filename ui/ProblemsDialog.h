#pragma once

#include <QAbstractTableModel>
#include <QDialog>
#include <functional>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace lookalike {

class IndexWorker;

// One row of the Problems list: a document the index could not use, or a problem the last scan
// met that did not become a document (an unreadable folder, ...).
struct ProblemRow
{
    enum class Origin
    {
        Document,
        LastScan
    };
    Origin origin = Origin::Document;
    QString locator;  // path or URL
    QString code;     // Status::codeName(): not-text, unreadable, ...
    QString message;  // the reason, for the user
    qint64 size = -1; // bytes; -1 for a scan problem
};

// The rows of the Problems list, given whole. Thin: sorting and filtering belong to a proxy.
class ProblemModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        LocatorColumn,
        ReasonColumn,
        MessageColumn,
        SizeColumn,
        OriginColumn,
        ColumnCount
    };
    enum Role
    {
        LocatorRole = Qt::UserRole + 1, // QString
        ReasonRole,                     // QString: the code
        SortRole,                       // numbers as numbers for the proxy
    };

    using QAbstractTableModel::QAbstractTableModel;
    void setRows(std::vector<ProblemRow> rows);
    const std::vector<ProblemRow> &rows() const { return m_rows; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<ProblemRow> m_rows;
};

// View > Problems...: every document the index could not use (reason, message, size) and the
// problems of the last scan that did not become documents, filtered by reason or text, sorted
// by any column; copy, export as CSV, open the containing folder. The index is read on the
// window's reader thread (IndexWorker); a newer reading supersedes the one running. GUI thread
// only.
class ProblemsDialog : public QDialog
{
    Q_OBJECT

public:
    // `reader`: the window's reader thread (not owned), on the index the dialog shows.
    explicit ProblemsDialog(IndexWorker *reader, QWidget *parent = nullptr);

    // Reads the problems of the index (again) through the reader; loaded() follows. `indexPath`:
    // the reader's index, named in the caption.
    void setIndex(const QString &indexPath);

    // A seam for tests (default: the desktop's file manager). The export asks for its file
    // through FileDialog and reports a failure through MessageBox (Dialogs.h).
    void setFolderOpener(std::function<void(const QString &folder)> open) { m_openFolder = std::move(open); }

    // What the controls do. Copy and export take the selected rows, or every row shown.
    void setReasonFilter(const QString &code); // empty: every reason
    void copyRows();
    void exportCsv();
    void openContainingFolder();
    int shownRows() const;
    ProblemModel *model() const { return m_model; }

    static constexpr int kLimit = 100000; // documents listed at most

Q_SIGNALS:
    void loaded(int rows); // -1: the index could not be read

private:
    void showRows(std::vector<ProblemRow> rows, const QString &problem, bool limited);
    std::vector<int> chosenSourceRows() const; // selected rows, or every row shown, in view order
    void updateButtons();

    IndexWorker *m_reader;
    QString m_indexPath;
    ProblemModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QLabel *m_caption = nullptr;
    QComboBox *m_reason = nullptr;
    QLineEdit *m_filter = nullptr;
    QTableView *m_table = nullptr;
    QPushButton *m_copy = nullptr;
    QPushButton *m_export = nullptr;
    QPushButton *m_open = nullptr;
    std::function<void(const QString &)> m_openFolder;
};

} // namespace lookalike
