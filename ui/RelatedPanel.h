#pragma once

#include <QWidget>
#include <optional>

class QLabel;
class QStandardItemModel;
class QTableView;
class QPushButton;

namespace lookalike {

class IndexWorker;

// The "Related" tab: documents about the same topic (Haveliwala et al.), beside the
// near-duplicate clusters. Three lists: the topics (CENTER over the related pairs, each with
// its weightiest words), the selected topic's documents, and "What's related" for the
// selected document (its nearest neighbours with their similarity). Reads on the reader
// thread; double-click opens a document.
class RelatedPanel : public QWidget
{
    Q_OBJECT

public:
    RelatedPanel(IndexWorker *reader, QWidget *parent = nullptr);

    // Reads the topics again (another index, after a scan).
    void reload();
    void clear();
    // Related documents are being found again (percent done), or no longer (nullopt): the
    // summary says so over what is shown (found before the last change, or nothing yet).
    void setFinding(std::optional<int> percent);
    QTableView *topicsView() const { return m_topicsView; }
    QTableView *membersView() const { return m_membersView; }
    QTableView *relatedView() const { return m_relatedView; }

Q_SIGNALS:
    void exportRequested();
    // A document asked to be opened (a path or a URL).
    void openRequested(const QString &locator, bool capture);
    // The topics shown (their count), after each reload.
    void shown(int topics);

private:
    void showTopic(qint64 topicId);
    void showSummary();
    void showRelated(qint64 docId, const QString &name);

    IndexWorker *m_reader;
    QStandardItemModel *m_topics;
    QStandardItemModel *m_members;
    QStandardItemModel *m_related;
    QTableView *m_topicsView;
    QTableView *m_membersView;
    QTableView *m_relatedView;
    QLabel *m_relatedTitle;
    QLabel *m_summary;
    QString m_summaryText;
    std::optional<int> m_finding;
    QPushButton *m_export;
};

} // namespace lookalike
