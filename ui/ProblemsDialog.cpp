#include "ProblemsDialog.h"

#include "Dialogs.h"
#include "Format.h"
#include "IndexWorker.h"
#include "ListTable.h"
#include "base/Wording.h"
#include "usecase/Csv.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSaveFile>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTextStream>
#include <QUrl>
#include <QVBoxLayout>
#include <map>

namespace lookalike {

// --- the model ---

void ProblemModel::setRows(std::vector<ProblemRow> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

int ProblemModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ProblemModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ProblemModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const ProblemRow &r = m_rows[std::size_t(index.row())];
    switch (role) {
    case LocatorRole:
        return r.locator;
    case ReasonRole:
        return r.code;
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
    case SortRole:
        switch (Column(index.column())) {
        case LocatorColumn:
            return role == SortRole ? QVariant(r.locator.toLower()) : QVariant(r.locator);
        case ReasonColumn: // the code in words (whole in the tooltip, with the code, as in the CSV)
            return role == Qt::ToolTipRole ? QStringLiteral("%1 (%2)").arg(reasonText(r.code), r.code)
                                           : reasonText(r.code);
        case MessageColumn: // in the user's language where the engine's message is a fixed one
            return role == SortRole ? r.message : shownText(r.message);
        case SizeColumn:
            if (role == SortRole)
                return r.size;
            return r.size < 0 ? QString() : QLocale().formattedDataSize(r.size);
        case OriginColumn:
            return r.origin == ProblemRow::Origin::Document ? tr("Document") : tr("Scan problem");
        case ColumnCount:
            break;
        }
        return {};
    case Qt::TextAlignmentRole:
        return index.column() == SizeColumn ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    default:
        return {};
    }
}

QVariant ProblemModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case LocatorColumn:
        return tr("Document or folder");
    case ReasonColumn:
        return tr("Reason");
    case MessageColumn:
        return tr("Message");
    case SizeColumn:
        return tr("Size");
    case OriginColumn:
        return tr("Kind");
    case ColumnCount:
        break;
    }
    return {};
}

namespace {

// Rows of one reason (empty: any) whose path or message holds the text (any case).
class ProblemFilterProxy : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setReason(const QString &code)
    {
        m_reason = code;
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
        if (!m_reason.isEmpty() && index.data(ProblemModel::ReasonRole).toString() != m_reason)
            return false;
        if (m_text.isEmpty())
            return true;
        return index.data(ProblemModel::LocatorRole).toString().contains(m_text, Qt::CaseInsensitive) ||
               index.siblingAtColumn(ProblemModel::MessageColumn)
                   .data()
                   .toString()
                   .contains(m_text, Qt::CaseInsensitive);
    }

private:
    QString m_reason;
    QString m_text;
};

// What the reader found: the rows, and whether a list was cut at kLimit.
struct Problems
{
    std::vector<ProblemRow> rows;
    bool limited = false;
};

} // namespace

// --- the dialog ---

ProblemsDialog::ProblemsDialog(IndexWorker *reader, QWidget *parent)
    : QDialog(parent)
    , m_reader(reader)
{
    setObjectName(QStringLiteral("problemsDialog"));
    setWindowTitle(tr("Problems"));
    resize(960, 520);
    m_openFolder = [](const QString &folder) {
        QDesktopServices::openUrl(QUrl::fromLocalFile(folder));
    };

    auto *layout = new QVBoxLayout(this);
    m_caption = new QLabel(this);
    m_caption->setObjectName(QStringLiteral("problemsCaption"));
    m_caption->setTextFormat(Qt::PlainText);
    m_caption->setWordWrap(true);
    layout->addWidget(m_caption);

    auto *controls = new QHBoxLayout;
    m_reason = new QComboBox(this);
    m_reason->setObjectName(QStringLiteral("problemReason"));
    m_reason->setAccessibleName(tr("Reason"));
    m_reason->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    controls->addWidget(m_reason);
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("problemFilter"));
    m_filter->setPlaceholderText(tr("Filter by path or message..."));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Filter problems"));
    controls->addWidget(m_filter, 1);
    layout->addLayout(controls);

    m_model = new ProblemModel(this);
    auto *proxy = new ProblemFilterProxy(this);
    m_proxy = proxy;
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(ProblemModel::SortRole);
    m_table = newListTable(m_proxy, QStringLiteral("problemTable"), tr("Problems"), this);
    m_table->sortByColumn(ProblemModel::LocatorColumn, Qt::AscendingOrder);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->horizontalHeader()->setSectionResizeMode(ProblemModel::LocatorColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(ProblemModel::MessageColumn, QHeaderView::Stretch);
    // The reason's words are long ("Not a text document (binary data, ...)"): a third of the
    // width, whole in the tooltip, so the path and the message keep theirs.
    m_table->horizontalHeader()->setSectionResizeMode(ProblemModel::ReasonColumn, QHeaderView::Interactive);
    m_table->horizontalHeader()->resizeSection(ProblemModel::ReasonColumn, 280);
    m_table->horizontalHeader()->setSectionResizeMode(ProblemModel::SizeColumn,
                                                      QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(ProblemModel::OriginColumn,
                                                      QHeaderView::ResizeToContents);
    layout->addWidget(m_table, 1);
    auto *copyAction = new QAction(tr("&Copy"), m_table);
    copyAction->setShortcut(QKeySequence::Copy);
    copyAction->setShortcutContext(Qt::WidgetShortcut);
    connect(copyAction, &QAction::triggered, this, &ProblemsDialog::copyRows);
    m_table->addAction(copyAction);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_open = buttons->addButton(tr("&Open Containing Folder"), QDialogButtonBox::ActionRole);
    m_open->setObjectName(QStringLiteral("problemOpenFolder"));
    m_copy = buttons->addButton(tr("&Copy"), QDialogButtonBox::ActionRole);
    m_copy->setObjectName(QStringLiteral("problemCopy"));
    m_copy->setToolTip(tr("Copy the selected rows (or every row shown) as tab-separated text"));
    m_export = buttons->addButton(tr("&Export CSV..."), QDialogButtonBox::ActionRole);
    m_export->setObjectName(QStringLiteral("problemExport"));
    m_export->setToolTip(tr("Save the selected rows (or every row shown) as CSV"));
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_open, &QPushButton::clicked, this, &ProblemsDialog::openContainingFolder);
    connect(m_copy, &QPushButton::clicked, this, &ProblemsDialog::copyRows);
    connect(m_export, &QPushButton::clicked, this, &ProblemsDialog::exportCsv);
    connect(m_table, &QTableView::doubleClicked, this, &ProblemsDialog::openContainingFolder);
    connect(m_reason, &QComboBox::currentIndexChanged, this, [this, proxy] {
        proxy->setReason(m_reason->currentData().toString());
        updateButtons();
    });
    connect(m_filter, &QLineEdit::textChanged, this, [this, proxy](const QString &text) {
        proxy->setText(text);
        updateButtons();
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &ProblemsDialog::updateButtons);
    updateButtons();
}

void ProblemsDialog::setIndex(const QString &indexPath)
{
    m_indexPath = indexPath;
    m_caption->setText(tr("Reading %1...").arg(indexPath));
    m_reader->run<Problems>(
        QStringLiteral("problems"),
        [](IndexStore &store, const std::atomic_bool &) -> Result<Problems> {
            auto failed = store.documents().failed(kLimit);
            if (!failed)
                return failed.status();
            auto scan = store.documents().lastScanId();
            if (!scan)
                return scan.status();
            auto errors = store.documents().scanErrors(*scan, kLimit);
            if (!errors)
                return errors.status();
            Problems out;
            out.limited = int(failed->size()) >= kLimit || int(errors->size()) >= kLimit;
            out.rows.reserve(failed->size() + errors->size());
            for (FailedDocument &d : *failed)
                out.rows.push_back({ProblemRow::Origin::Document, std::move(d.locator), std::move(d.code),
                                    std::move(d.message), d.size});
            for (ScanProblem &p : *errors)
                out.rows.push_back({ProblemRow::Origin::LastScan, std::move(p.locator), std::move(p.code),
                                    std::move(p.message), -1});
            return out;
        },
        this,
        [this](Result<Problems> problems) {
            if (problems)
                showRows(std::move(problems->rows), {}, problems->limited);
            else
                showRows({}, problems.status().message(), false);
        });
}

void ProblemsDialog::showRows(std::vector<ProblemRow> rows, const QString &problem, bool limited)
{
    if (!problem.isEmpty()) {
        m_model->setRows({});
        m_caption->setText(tr("Cannot read the index %1: %2").arg(m_indexPath, problem));
        m_reason->clear();
        updateButtons();
        Q_EMIT loaded(-1);
        return;
    }
    qint64 documents = 0;
    std::map<QString, int> reasons;
    for (const ProblemRow &r : rows) {
        ++reasons[r.code];
        documents += r.origin == ProblemRow::Origin::Document ? 1 : 0;
    }
    const qint64 scanProblems = qint64(rows.size()) - documents;
    // Keep the chosen reason when it is still there.
    const QString chosen = m_reason->currentData().toString();
    {
        const QSignalBlocker block(m_reason);
        m_reason->clear();
        m_reason->addItem(tr("Every reason (%1)").arg(rows.size()), QString());
        for (const auto &[code, n] : reasons)
            m_reason->addItem(QStringLiteral("%1 (%2)").arg(reasonText(code)).arg(n), code);
        m_reason->setCurrentIndex(std::max(0, m_reason->findData(chosen)));
    }
    static_cast<ProblemFilterProxy *>(m_proxy)->setReason(m_reason->currentData().toString());
    m_model->setRows(std::move(rows));
    QString caption;
    if (documents == 0 && scanProblems == 0)
        caption = tr("Every document of the index could be used, and the last scan met no other problem.");
    else
        caption = tr("%n documents could not be used", nullptr, int(documents)) +
                  tr("; the last scan met %n other problems (folders it could not read, broken links, ...).",
                     nullptr, int(scanProblems));
    if (limited)
        caption += QLatin1Char(' ') + tr("Only the first %1 are listed.").arg(QLocale().toString(kLimit));
    m_caption->setText(caption);
    updateButtons();
    Q_EMIT loaded(m_model->rowCount());
}

void ProblemsDialog::setReasonFilter(const QString &code)
{
    const int i = m_reason->findData(code);
    if (i >= 0)
        m_reason->setCurrentIndex(i);
}

int ProblemsDialog::shownRows() const
{
    return m_proxy->rowCount();
}

std::vector<int> ProblemsDialog::chosenSourceRows() const
{
    std::vector<int> out;
    QModelIndexList selected = m_table->selectionModel()->selectedRows();
    std::sort(selected.begin(), selected.end(),
              [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    if (!selected.isEmpty()) {
        for (const QModelIndex &index : std::as_const(selected))
            out.push_back(m_proxy->mapToSource(index).row());
        return out;
    }
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        out.push_back(m_proxy->mapToSource(m_proxy->index(row, 0)).row());
    return out;
}

void ProblemsDialog::updateButtons()
{
    const bool any = m_proxy->rowCount() > 0;
    m_copy->setEnabled(any);
    m_export->setEnabled(any);
    // A folder to open: one selected row that is a path (a web page has none).
    const QModelIndexList selected = m_table->selectionModel()->selectedRows();
    m_open->setEnabled(selected.size() == 1 &&
                       !isWebLocator(selected.first().data(ProblemModel::LocatorRole).toString()));
}

void ProblemsDialog::copyRows()
{
    QStringList lines;
    for (int row : chosenSourceRows()) {
        const ProblemRow &r = m_model->rows()[std::size_t(row)];
        lines << QStringList{r.locator, reasonText(r.code), r.message}.join(QLatin1Char('\t'));
    }
    if (!lines.isEmpty())
        QApplication::clipboard()->setText(lines.join(QLatin1Char('\n')));
}

void ProblemsDialog::exportCsv()
{
    const std::vector<int> rows = chosenSourceRows();
    if (rows.empty())
        return;
    const QString file = FileDialog::getSaveCsvFileName(this, tr("Export Problems"));
    if (file.isEmpty())
        return;
    QSaveFile out(file);
    if (out.open(QIODevice::WriteOnly)) {
        QTextStream stream(&out);
        stream << "kind,path,reason,message,size\n";
        for (int row : rows) {
            const ProblemRow &r = m_model->rows()[std::size_t(row)];
            stream << (r.origin == ProblemRow::Origin::Document ? "document" : "scan") << ','
                   << csv::field(r.locator) << ',' << csv::field(r.code) << ',' << csv::field(r.message)
                   << ',' << (r.size < 0 ? QString() : QString::number(r.size)) << '\n';
        }
        stream.flush();
        if (out.commit()) {
            m_caption->setText(tr("Exported %n problems to %1", nullptr, int(rows.size())).arg(file));
            return;
        }
    }
    MessageBox::warning(this, tr("Problems"), tr("Cannot write %1: %2").arg(file, out.errorString()));
}

void ProblemsDialog::openContainingFolder()
{
    const QModelIndexList selected = m_table->selectionModel()->selectedRows();
    if (selected.size() != 1)
        return;
    const QString locator = selected.first().data(ProblemModel::LocatorRole).toString();
    if (isWebLocator(locator))
        return;
    // The folder holding the file, or holding the folder that could not be read; of an
    // attachment that could not be read, its mailbox's folder.
    QString folder = QFileInfo(locator).absolutePath();
    if (!QFileInfo(folder).isDir() && locator.contains(QLatin1Char('#')))
        folder = QFileInfo(fileOfPart(locator)).absolutePath();
    if (!QFileInfo(folder).isDir()) {
        MessageBox::information(this, tr("Problems"), tr("The folder %1 is gone.").arg(folder));
        return;
    }
    m_openFolder(folder);
}

} // namespace lookalike
