#pragma once

#include "usecase/SimilarDocuments.h"

#include <QDialog>
#include <unordered_map>
#include <vector>

class QTableWidget;

namespace lookalike {

// The result of "Find documents like this file...": the indexed documents that resemble the
// file, contain it or are contained in it, best first.
class SimilarDialog : public QDialog
{
    Q_OBJECT

public:
    SimilarDialog(const QString &file, const std::vector<usecase::SimilarDocument> &similar,
                  QWidget *parent = nullptr);
    int resultCount() const;

Q_SIGNALS:
    // A result was double-clicked (or Enter pressed on it): compare the file with it.
    void compareRequested(qint64 doc, const QString &locator);

private:
    QTableWidget *m_table = nullptr;
};

} // namespace lookalike
