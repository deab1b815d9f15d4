#include "TrashDialog.h"

#include "Dialogs.h"
#include "Format.h"
#include "base/Wording.h"

#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace lookalike {

namespace {

// "a.txt — 93.1% like b.txt", or why it is kept.
QString describe(const usecase::TrashItem &item)
{
    if (item.verdict == usecase::TrashItem::Verdict::LastCopy)
        return TrashDialog::tr("%1  (the last copy of its cluster of %n)", nullptr, item.clusterSize)
            .arg(item.document.locator);
    if (item.verdict == usecase::TrashItem::Verdict::Refused)
        return TrashDialog::tr("%1  (stays: %2)").arg(item.document.locator, shownText(item.reason));
    if (item.representative.isEmpty())
        return item.document.locator;
    return TrashDialog::tr("%1  (%2 like %3)")
        .arg(item.document.locator, figureText(item.resemblance, item.exact), item.representative);
}

} // namespace

TrashAnswer TrashDialog::ask(QWidget *parent, const usecase::TrashPlan &plan)
{
    MessageBox::Record record;
    record.title = tr("Move to Trash");
    for (const usecase::TrashItem &item : plan.items) {
        record.items << item.document.locator;
        record.lines << describe(item);
        if (item.verdict != usecase::TrashItem::Verdict::Move)
            record.marked << item.document.locator;
    }
    record.text = tr("Move %n files to the trash?", nullptr, plan.moving(false));
    if (auto answer = MessageBox::answerFor(record)) {
        const bool yes = *answer == MessageBox::Yes || *answer == MessageBox::YesToAll;
        return {yes, *answer == MessageBox::YesToAll};
    }
    QDialog dialog(parent);
    dialog.setObjectName(QStringLiteral("trashConfirmation"));
    dialog.setWindowTitle(record.title);
    dialog.resize(760, 380);
    auto *layout = new QVBoxLayout(&dialog);
    auto *question = new QLabel(&dialog);
    question->setObjectName(QStringLiteral("trashQuestion"));
    question->setWordWrap(true);
    question->setTextFormat(Qt::PlainText);
    layout->addWidget(question);
    auto *list = new QListWidget(&dialog);
    list->setObjectName(QStringLiteral("trashFiles"));
    list->setAccessibleName(tr("Files to move to the trash"));
    list->setTextElideMode(Qt::ElideMiddle);
    list->setSelectionMode(QAbstractItemView::NoSelection);
    list->setIconSize(QSize(16, 16));
    const QIcon warning = dialog.style()->standardIcon(QStyle::SP_MessageBoxWarning);
    for (const usecase::TrashItem &item : plan.items) {
        auto *row = new QListWidgetItem(describe(item), list);
        row->setToolTip(row->text());
        if (item.verdict == usecase::TrashItem::Verdict::LastCopy) {
            row->setIcon(warning);
            QFont bold = row->font();
            bold.setBold(true);
            row->setFont(bold);
        } else if (item.verdict == usecase::TrashItem::Verdict::Refused) {
            row->setForeground(dialog.palette().brush(QPalette::Disabled, QPalette::Text));
        }
    }
    layout->addWidget(list, 1);
    QCheckBox *lastCopies = nullptr;
    const int kept = plan.lastCopies();
    const int staying = int(plan.items.size()) - plan.moving(true);
    if (kept > 0) {
        auto *explain =
            new QLabel(tr("Every member of %n clusters is selected. The last copy of each (marked above) "
                          "is kept unless you check this box:",
                          nullptr, kept),
                       &dialog);
        explain->setWordWrap(true);
        explain->setTextFormat(Qt::PlainText);
        layout->addWidget(explain);
        lastCopies =
            new QCheckBox(tr("Also move the last copy of %n clusters to the trash", nullptr, kept), &dialog);
        lastCopies->setObjectName(QStringLiteral("trashLastCopies"));
        layout->addWidget(lastCopies);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, &dialog);
    QPushButton *move = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    move->setObjectName(QStringLiteral("trashMove"));
    // The question and the button count the same files.
    auto label = [move, question, lastCopies, &plan, staying] {
        const int moving = plan.moving(lastCopies && lastCopies->isChecked());
        QString text = tr("Move %n files to the trash? Each is listed with the document it resembles. The "
                          "index forgets them; View > Action Log keeps a record.",
                          nullptr, moving);
        if (staying > 0)
            text += QLatin1Char(' ') + tr("%n of the files listed stay where they are.", nullptr, staying);
        question->setText(text);
        move->setText(tr("&Move %n Files to Trash", nullptr, moving));
        move->setEnabled(moving > 0);
    };
    label();
    if (lastCopies)
        QObject::connect(lastCopies, &QCheckBox::toggled, move, label);
    QPushButton *cancel = buttons->button(QDialogButtonBox::Cancel);
    cancel->setDefault(true);
    cancel->setFocus();
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    TrashAnswer answer;
    answer.confirmed = dialog.exec() == QDialog::Accepted;
    answer.lastCopiesToo = answer.confirmed && lastCopies && lastCopies->isChecked();
    return answer;
}

} // namespace lookalike
