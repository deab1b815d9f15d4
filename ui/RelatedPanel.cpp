#include "RelatedPanel.h"

#include "Format.h"
#include "IndexWorker.h"
#include "ListTable.h"
#include "usecase/RelatedDocuments.h"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace lookalike {

namespace {

constexpr int kIdRole = Qt::UserRole + 1;
constexpr int kLocatorRole = Qt::UserRole + 2;
constexpr int kCaptureRole = Qt::UserRole + 3;
constexpr int kOpenRole = Qt::UserRole + 4; // what opening it opens: the file, a message's mailbox
// How many neighbours "What's related" lists.
constexpr int kNeighbours = 20;

QStandardItem *percentItem(double share)
{
    auto *item = new QStandardItem(percentText(share)); // in the locale's digits, as the list's figures
    item->setData(share, Qt::UserRole);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

QStandardItem *documentItem(const DocumentInfo &d)
{
    const QString name = nameText(d.locator); // a web page by its name in its URL, as in the list
    auto *item = new QStandardItem(name);
    item->setToolTip(d.locator);
    item->setData(d.id, kIdRole);
    item->setData(d.locator, kLocatorRole);
    item->setData(d.isCapture(), kCaptureRole);
    item->setData(d.isPart() ? fileOfPart(d.locator) : d.locator, kOpenRole);
    return item;
}

QStandardItem *folderItem(const DocumentInfo &d)
{
    auto *item = new QStandardItem(folderText(d.locator));
    item->setToolTip(item->text());
    return item;
}

QWidget *titled(QLabel *title, QWidget *body, QWidget *parent)
{
    auto *box = new QWidget(parent);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(title);
    layout->addWidget(body);
    return box;
}

} // namespace

RelatedPanel::RelatedPanel(IndexWorker *reader, QWidget *parent)
    : QWidget(parent)
    , m_reader(reader)
    , m_topics(new QStandardItemModel(this))
    , m_members(new QStandardItemModel(this))
    , m_related(new QStandardItemModel(this))
{
    setObjectName(QStringLiteral("RelatedPanel"));
    m_topics->setHorizontalHeaderLabels({tr("Topic"), tr("Documents")});
    m_members->setHorizontalHeaderLabels({tr("Document"), tr("Similarity"), tr("Folder")});
    m_members->horizontalHeaderItem(1)->setToolTip(
        tr("Weighted similarity of its words to the topic's centre"));
    m_related->setHorizontalHeaderLabels({tr("Document"), tr("Similarity"), tr("Folder")});
    m_topicsView = newListTable(m_topics, QStringLiteral("topics"), tr("Topics"), this);
    m_membersView =
        newListTable(m_members, QStringLiteral("topicMembers"), tr("Documents of the topic"), this);
    m_relatedView = newListTable(m_related, QStringLiteral("whatsRelated"), tr("What's related"), this);
    m_topicsView->setTextElideMode(Qt::ElideRight); // a label's first words weigh most
    for (QTableView *v : {m_topicsView, m_membersView, m_relatedView}) {
        v->setSelectionMode(QAbstractItemView::SingleSelection);
        v->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
        v->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
        v->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Interactive);
        v->horizontalHeader()->setStretchLastSection(false);
    }
    m_membersView->setColumnWidth(2, 140);
    m_relatedView->setColumnWidth(2, 140);
    m_topics->setSortRole(Qt::UserRole);
    m_members->setSortRole(Qt::UserRole);
    m_related->setSortRole(Qt::UserRole);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("relatedSummary"));
    m_summary->setWordWrap(true);
    m_export = new QPushButton(tr("Export Topics..."), this);
    m_export->setObjectName(QStringLiteral("exportTopics"));
    connect(m_export, &QPushButton::clicked, this, &RelatedPanel::exportRequested);
    auto *top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(m_export);

    m_relatedTitle = new QLabel(tr("What's related: select a document"), this);
    m_relatedTitle->setObjectName(QStringLiteral("whatsRelatedTitle"));
    m_relatedTitle->setTextFormat(Qt::PlainText);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(titled(new QLabel(tr("Topics (documents on one subject)"), this), m_topicsView, split));
    split->addWidget(titled(new QLabel(tr("Documents of the topic"), this), m_membersView, split));
    split->addWidget(titled(m_relatedTitle, m_relatedView, split));
    split->setSizes({300, 450, 450});
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(split, 1);

    connect(m_topicsView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid())
                    showTopic(m_topics->item(current.row(), 0)->data(kIdRole).toLongLong());
            });
    const auto related = [this](QStandardItemModel *model) {
        return [this, model](const QModelIndex &current) {
            if (!current.isValid())
                return;
            const QStandardItem *item = model->item(current.row(), 0);
            showRelated(item->data(kIdRole).toLongLong(), item->data(kLocatorRole).toString());
        };
    };
    connect(m_membersView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            related(m_members));
    for (auto [view, model] : {std::pair{m_membersView, m_members}, std::pair{m_relatedView, m_related}})
        connect(view, &QTableView::doubleClicked, this, [this, model = model](const QModelIndex &index) {
            const QStandardItem *item = model->item(index.row(), 0);
            Q_EMIT openRequested(item->data(kOpenRole).toString(), item->data(kCaptureRole).toBool());
        });
    clear();
}

void RelatedPanel::clear()
{
    m_topics->removeRows(0, m_topics->rowCount());
    m_members->removeRows(0, m_members->rowCount());
    m_related->removeRows(0, m_related->rowCount());
    m_relatedTitle->setText(tr("What's related: select a document"));
    m_summaryText = tr("No related documents yet: they are found after each scan or import, in the "
                       "background.");
    showSummary();
    m_export->setEnabled(false);
}

void RelatedPanel::setFinding(std::optional<int> percent)
{
    m_finding = percent;
    showSummary();
}

void RelatedPanel::showSummary()
{
    if (!m_finding) {
        m_summary->setText(m_summaryText);
        return;
    }
    m_summary->setText(tr("Finding related documents for the documents as they are now: %1 %. %2")
                           .arg(*m_finding)
                           .arg(m_summaryText));
}

void RelatedPanel::reload()
{
    struct Answer
    {
        std::vector<TopicRow> topics;
        qint64 pairs = 0;
        qint64 documents = 0;
    };
    m_reader->run<Answer>(
        QStringLiteral("relatedTopics"),
        [](IndexStore &store, const std::atomic_bool &) -> Result<Answer> {
            Answer a;
            auto topics = store.related().topics();
            if (!topics)
                return topics.status();
            a.topics = std::move(topics).value();
            auto pairs = store.related().pairCount();
            if (!pairs)
                return pairs.status();
            a.pairs = *pairs;
            auto bags = store.related().bagCount();
            if (!bags)
                return bags.status();
            a.documents = *bags;
            return a;
        },
        this,
        [this](Result<Answer> answer) {
            clear();
            if (!answer) {
                m_summaryText = tr("Cannot read the related documents: %1").arg(answer.status().message());
                showSummary();
                return;
            }
            for (const TopicRow &t : answer->topics) {
                auto *label = new QStandardItem(t.label.isEmpty() ? tr("(no words)") : t.label);
                label->setData(t.id, kIdRole);
                label->setData(t.label, Qt::UserRole);
                label->setToolTip(label->text());
                auto *size = new QStandardItem(QString::number(t.size));
                size->setData(t.size, Qt::UserRole);
                size->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                m_topics->appendRow({label, size});
            }
            if (answer->pairs > 0 || !answer->topics.empty())
                m_summaryText = tr("%1 related pairs among %2 documents; %3 topics.")
                                    .arg(answer->pairs)
                                    .arg(answer->documents)
                                    .arg(answer->topics.size());
            showSummary();
            m_topicsView->sortByColumn(1, Qt::DescendingOrder);
            m_export->setEnabled(!answer->topics.empty());
            Q_EMIT shown(int(answer->topics.size()));
        });
}

void RelatedPanel::showTopic(qint64 topicId)
{
    m_reader->run<std::vector<std::pair<DocumentInfo, TopicMember>>>(
        QStringLiteral("relatedMembers"),
        [topicId](IndexStore &store, const std::atomic_bool &) {
            return usecase::topicMembers(store, topicId);
        },
        this,
        [this](Result<std::vector<std::pair<DocumentInfo, TopicMember>>> members) {
            m_members->removeRows(0, m_members->rowCount());
            if (!members)
                return;
            for (const auto &[doc, member] : *members) {
                QStandardItem *name = documentItem(doc);
                if (member.center) {
                    QFont bold = name->font();
                    bold.setBold(true);
                    name->setFont(bold);
                    name->setToolTip(tr("%1 (the topic's centre)").arg(doc.locator));
                }
                m_members->appendRow({name, percentItem(member.similarity), folderItem(doc)});
            }
            m_membersView->sortByColumn(1, Qt::DescendingOrder);
        });
}

void RelatedPanel::showRelated(qint64 docId, const QString &name)
{
    m_relatedTitle->setText(
        tr("What's related to %1")
            .arg(QFileInfo(name).fileName().isEmpty() ? name : QFileInfo(name).fileName()));
    m_reader->run<std::vector<usecase::RelatedEntry>>(
        QStringLiteral("whatsRelated"),
        [docId](IndexStore &store, const std::atomic_bool &) {
            return usecase::whatsRelated(store, docId, kNeighbours);
        },
        this,
        [this](Result<std::vector<usecase::RelatedEntry>> entries) {
            m_related->removeRows(0, m_related->rowCount());
            if (!entries)
                return;
            for (const usecase::RelatedEntry &e : *entries)
                m_related->appendRow(
                    {documentItem(e.document), percentItem(e.similarity), folderItem(e.document)});
            m_relatedView->sortByColumn(1, Qt::DescendingOrder);
        });
}

} // namespace lookalike
