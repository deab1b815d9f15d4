#pragma once

#include <QAbstractItemView>
#include <QHeaderView>
#include <QTableView>

namespace lookalike {

// A read-only list of rows as the window's tables show them (problems, action log, crawl
// answers): whole-row selection, sorting, one line per row, long paths and URLs elided in the
// middle so both ends stay visible.
inline QTableView *newListTable(QAbstractItemModel *model, const QString &name, const QString &accessibleName,
                                QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setObjectName(name);
    view->setAccessibleName(accessibleName);
    view->setModel(model);
    view->setSortingEnabled(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setTextElideMode(Qt::ElideMiddle);
    view->setWordWrap(false);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    return view;
}

} // namespace lookalike
