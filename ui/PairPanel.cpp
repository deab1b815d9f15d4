#include "PairPanel.h"

#include "ClusterModel.h"
#include "DiffView.h"
#include "Format.h"
#include "IndexWorker.h"
#include "usecase/ComparePair.h"

#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace lookalike {

PairPanel::PairPanel(IndexWorker *reader, QWidget *parent)
    : QWidget(parent)
    , m_reader(reader)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_pair = new QLabel(this);
    m_pair->setObjectName(QStringLiteral("pairView"));
    m_pair->setAccessibleName(tr("Selected pair"));
    m_pair->setTextFormat(Qt::PlainText);
    m_pair->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_pair->setWordWrap(true);
    m_pair->setSizePolicy(QSizePolicy::Preferred,
                          QSizePolicy::Maximum); // the diff, or nothing, takes the rest
    m_pair->setText(tr("Select a document, or two documents of a cluster to compare them."));
    m_forgetMissing = new QPushButton(tr("Remove &Missing Files from Index..."), this);
    m_forgetMissing->setObjectName(QStringLiteral("forgetMissingButton"));
    m_forgetMissing->setToolTip(
        tr("Check every indexed file and forget those that were moved or deleted outside Lookalike"));
    m_forgetMissing->setVisible(false);
    connect(m_forgetMissing, &QPushButton::clicked, this, &PairPanel::forgetMissingRequested);
    m_diff = new DiffView(this);
    m_diff->setObjectName(QStringLiteral("diffView"));
    m_diff->setVisible(false);
    layout->addWidget(m_pair);
    layout->addWidget(m_forgetMissing, 0, Qt::AlignLeft);
    layout->addWidget(m_diff, 1);
    layout->addStretch();
}

void PairPanel::hideForgetMissing()
{
    m_forgetMissing->setVisible(false);
}

void PairPanel::offerForgetMissing()
{
    m_forgetMissing->setVisible(true);
}

void PairPanel::showSelection(const std::vector<ClusterBrowser::SelectedRow> &rows, const QModelIndex &single)
{
    if (rows.size() != 2) {
        m_diff->setVisible(false);
        // No comparison is wanted any more: an empty job supersedes the one running.
        m_reader->run(
            jobKey(), [](IndexStore &, const std::atomic_bool &) { return Status::ok(); }, this,
            [](Status) {});
    }
    if (rows.size() == 1) {
        const ClusterBrowser::SelectedRow &r = rows.front();
        if (r.representative) {
            m_pair->setText(tr("%1\nThe copy kept in its cluster (its representative): the other members are "
                               "compared with it.")
                                .arg(r.path));
            return;
        }
        // As the list says: estimates marked as such, exact figures (settled, or identical
        // copies) not.
        const bool exact = single.data(ClusterModel::IsExactRole).toBool();
        m_pair->setText(
            (exact ? tr("%1\nResemblance to the copy kept: %2\nContained in it: %3; contains it: %4")
                   : tr("%1\nResemblance to the copy kept: %2 (estimate)\nContained in it: %3; contains it: "
                        "%4"))
                .arg(r.path, single.siblingAtColumn(ClusterModel::ResemblanceColumn).data().toString(),
                     single.siblingAtColumn(ClusterModel::ContainedColumn).data().toString(),
                     single.siblingAtColumn(ClusterModel::ContainsColumn).data().toString()));
        return;
    }
    if (rows.size() != 2) {
        m_pair->setText(tr("Select a document, or two documents of a cluster to compare them."));
        return;
    }
    // A web page is named by its URL and sweep (the same URL is often in several sweeps); a
    // file by its name above its pane.
    auto described = [](const ClusterBrowser::SelectedRow &r) {
        return r.sweep.isEmpty() ? r.path : tr("%1 (sweep %2)").arg(r.path, r.sweep);
    };
    const QString a = described(rows[0]);
    const QString b = described(rows[1]);
    const QString titleA = rows[0].capture ? a : QFileInfo(rows[0].path).fileName();
    const QString titleB = rows[1].capture ? b : QFileInfo(rows[1].path).fileName();
    const qint64 idA = rows[0].selected.docId;
    const qint64 idB = rows[1].selected.docId;
    compare(a, b, titleA, titleB,
            [idA, idB](IndexStore &store) { return usecase::compareIndexed(store, idA, idB, true); });
}

void PairPanel::compareFile(const QString &file, qint64 doc, const QString &locator)
{
    compare(file, locator, QFileInfo(file).fileName(),
            isWebLocator(locator) ? locator : QFileInfo(locator).fileName(), [file, doc](IndexStore &store) {
                return usecase::compareFileWithIndexed(store, file, doc, true);
            });
}

void PairPanel::compare(const QString &a, const QString &b, const QString &titleA, const QString &titleB,
                        std::function<usecase::PairComparison(IndexStore &)> work)
{
    m_pair->setText(tr("A: %1\nB: %2\nComputing the exact figures...").arg(a, b));
    // Both documents are read again: on the reader thread.
    auto comparison = std::make_shared<usecase::PairComparison>();
    m_reader->run(
        jobKey(),
        [work = std::move(work), comparison](IndexStore &store, const std::atomic_bool &) {
            *comparison = work(store);
            return Status::ok();
        },
        this,
        [this, comparison, a, b, titleA, titleB](Status opened) {
            usecase::PairComparison &c = *comparison;
            if (!opened || !c.status) {
                QString text =
                    tr("A: %1\nB: %2\nCannot compare: %3").arg(a, b, (!opened ? opened : c.status).message());
                for (const QString &path : c.gone)
                    text += QLatin1Char('\n') + tr("%1 is gone: moved or deleted outside Lookalike. Remove "
                                                   "Missing Files from Index forgets it.")
                                                    .arg(path);
                if (!c.gone.isEmpty())
                    m_forgetMissing->setVisible(true);
                m_pair->setText(text);
                m_diff->setVisible(false);
                Q_EMIT compared(false);
                return;
            }
            const ExactResemblance &x = c.exact;
            const ResemblanceEstimate &e = c.estimate;
            auto estimated = [&](double v) {
                return c.estimated ? percentText(v) : tr("not sketched");
            };
            m_pair->setText(tr("A: %1\nB: %2\n"
                               "Resemblance: %3 exact, %4 estimated\n"
                               "Containment of A in B: %5 exact, %6 estimated\n"
                               "Containment of B in A: %7 exact, %8 estimated\n"
                               "Shared shingles: %9 (A has %10, B has %11)")
                                .arg(a, b, percentText(x.resemblance), estimated(e.resemblance),
                                     percentText(x.containmentAInB), estimated(e.containmentAInB),
                                     percentText(x.containmentBInA), estimated(e.containmentBInA))
                                .arg(x.shared)
                                .arg(x.sizeA)
                                .arg(x.sizeB));
            m_diff->setVisible(true);
            m_diff->setDocuments(titleA, std::move(c.a.text), titleB, std::move(c.b.text), c.diff);
            Q_EMIT compared(true);
        });
}

} // namespace lookalike
