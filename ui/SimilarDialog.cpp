#include "SimilarDialog.h"

#include "Format.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

namespace lookalike {

namespace {

QTableWidgetItem *figure(double v)
{
    auto *item = new QTableWidgetItem(percentText(v));
    item->setData(Qt::UserRole, v);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

SimilarDialog::SimilarDialog(const QString &file, const std::vector<usecase::SimilarDocument> &similar,
                             QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("similarDialog"));
    setWindowTitle(tr("Documents like %1").arg(file));
    resize(820, 420);
    auto *layout = new QVBoxLayout(this);
    auto *caption = new QLabel(
        similar.empty() ? tr("No indexed document resembles %1, contains it or is contained in it.").arg(file)
                        : tr("%n indexed documents resemble %1, contain it or are contained in it.", nullptr,
                             int(similar.size()))
                              .arg(file),
        this);
    caption->setWordWrap(true);
    caption->setTextFormat(Qt::PlainText);
    layout->addWidget(caption);
    m_table = new QTableWidget(int(similar.size()), 4, this);
    m_table->setObjectName(QStringLiteral("similarTable"));
    m_table->setAccessibleName(tr("Similar documents"));
    m_table->setHorizontalHeaderLabels(
        {tr("Document"), tr("Resemblance"), tr("File in document"), tr("Document in file")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    for (int row = 0; row < int(similar.size()); ++row) {
        const usecase::SimilarDocument &d = similar[std::size_t(row)];
        auto *item = new QTableWidgetItem(d.document.locator);
        item->setData(Qt::UserRole, d.document.id);
        item->setToolTip(tr("Double-click to compare %1 with it").arg(file));
        m_table->setItem(row, 0, item);
        m_table->setItem(row, 1, figure(d.resemblance));
        m_table->setItem(row, 2, figure(d.queryInDocument));
        m_table->setItem(row, 3, figure(d.documentInQuery));
    }
    layout->addWidget(m_table);
    connect(m_table, &QTableWidget::cellActivated, this, [this](int row, int) {
        const QTableWidgetItem *item = m_table->item(row, 0);
        Q_EMIT compareRequested(item->data(Qt::UserRole).toLongLong(), item->text());
    });
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

int SimilarDialog::resultCount() const
{
    return m_table->rowCount();
}

} // namespace lookalike
