#include "Dialogs.h"

#include <QAbstractButton>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <deque>

namespace lookalike {

namespace {

// The seams' state: GUI thread only.
struct Answers
{
    bool testing = false;
    std::deque<MessageBox::Button> buttons;
    std::deque<std::optional<QString>> texts;
    std::deque<QStringList> files;
    QList<MessageBox::Record> shown;
};

Answers &answers()
{
    static Answers a;
    return a;
}

// The queued file answer, if any (and empty in test mode without one).
std::optional<QStringList> nextFiles()
{
    Answers &a = answers();
    if (!a.files.empty()) {
        QStringList next = std::move(a.files.front());
        a.files.pop_front();
        return next;
    }
    if (a.testing)
        return QStringList();
    return std::nullopt;
}

} // namespace

void MessageBox::information(QWidget *parent, const QString &title, const QString &text)
{
    if (recorded({title, text, {}, {}, {}}))
        return;
    QMessageBox::information(parent, title, text);
}

void MessageBox::warning(QWidget *parent, const QString &title, const QString &text)
{
    if (recorded({title, text, {}, {}, {}}))
        return;
    QMessageBox::warning(parent, title, text);
}

MessageBox::Button MessageBox::question(QWidget *parent, const QString &title, const QString &text,
                                        const QString &details)
{
    if (auto answer = answerFor({title, text, details.split(QLatin1Char('\n'), Qt::SkipEmptyParts), {}, {}}))
        return *answer;
    QMessageBox box(QMessageBox::Question, title, text, QMessageBox::Yes | QMessageBox::Cancel, parent);
    if (!details.isEmpty())
        box.setDetailedText(details);
    box.setDefaultButton(QMessageBox::Cancel);
    return box.exec() == QMessageBox::Yes ? Yes : Cancel;
}

MessageBox::Button MessageBox::choose(QWidget *parent, const QString &title, const QString &text,
                                      const QString &yesText, const QString &noText)
{
    if (auto answer = answerFor({title, text, {yesText, noText}, {}, {}}))
        return *answer;
    QMessageBox box(QMessageBox::Question, title, text,
                    QMessageBox::Yes | QMessageBox::No | QMessageBox::Cancel, parent);
    box.button(QMessageBox::Yes)->setText(yesText);
    box.button(QMessageBox::No)->setText(noText);
    box.setDefaultButton(QMessageBox::Yes);
    const int answer = box.exec();
    return answer == QMessageBox::Yes ? Yes : answer == QMessageBox::No ? No : Cancel;
}

std::optional<QString> MessageBox::askText(QWidget *parent, const QString &title, const QString &label,
                                           const QString &text)
{
    Answers &a = answers();
    if (!a.texts.empty() || a.testing) {
        a.shown.append({title, label, {}, {}, {}});
        if (a.texts.empty())
            return std::nullopt;
        std::optional<QString> next = std::move(a.texts.front());
        a.texts.pop_front();
        return next;
    }
    bool ok = false;
    const QString answer = QInputDialog::getText(parent, title, label, QLineEdit::Normal, text, &ok);
    return ok ? std::optional<QString>(answer) : std::nullopt;
}

void MessageBox::setNextAnswer(Button answer)
{
    answers().buttons.push_back(answer);
}

void MessageBox::setNextText(std::optional<QString> text)
{
    answers().texts.push_back(std::move(text));
}

void MessageBox::setTesting(bool on)
{
    answers().testing = on;
}

bool MessageBox::testing()
{
    return answers().testing;
}

const QList<MessageBox::Record> &MessageBox::shown()
{
    return answers().shown;
}

void MessageBox::clearShown()
{
    answers().shown.clear();
}

bool MessageBox::recorded(const Record &record)
{
    Answers &a = answers();
    if (a.buttons.empty() && !a.testing)
        return false;
    a.shown.append(record); // a message answers nothing: the queued answers wait for the questions
    return true;
}

std::optional<MessageBox::Button> MessageBox::answerFor(const Record &record)
{
    if (!recorded(record))
        return std::nullopt;
    Answers &a = answers();
    if (a.buttons.empty())
        return Cancel;
    const Button next = a.buttons.front();
    a.buttons.pop_front();
    return next;
}

QString FileDialog::getExistingDirectory(QWidget *parent, const QString &caption, const QString &dir)
{
    if (auto next = nextFiles())
        return next->value(0);
    return QFileDialog::getExistingDirectory(parent, caption, dir);
}

QString FileDialog::getOpenFileName(QWidget *parent, const QString &caption, const QString &dir,
                                    const QString &filter)
{
    if (auto next = nextFiles())
        return next->value(0);
    return QFileDialog::getOpenFileName(parent, caption, dir, filter);
}

QStringList FileDialog::getOpenFileNames(QWidget *parent, const QString &caption, const QString &dir,
                                         const QString &filter)
{
    if (auto next = nextFiles())
        return *next;
    return QFileDialog::getOpenFileNames(parent, caption, dir, filter);
}

QString FileDialog::getSaveFileName(QWidget *parent, const QString &caption, const QString &dir,
                                    const QString &filter, QFileDialog::Options options)
{
    if (auto next = nextFiles())
        return next->value(0);
    return QFileDialog::getSaveFileName(parent, caption, dir, filter, nullptr, options);
}

QString FileDialog::getSaveCsvFileName(QWidget *parent, const QString &caption)
{
    QString file = getSaveFileName(
        parent, caption, QDir::homePath(),
        QCoreApplication::translate("lookalike::FileDialog", "CSV files (*.csv);;All files (*)"));
    if (!file.isEmpty() && QFileInfo(file).suffix().isEmpty())
        file += QStringLiteral(".csv");
    return file;
}

void FileDialog::setNextFileName(const QString &fileName)
{
    answers().files.push_back(fileName.isEmpty() ? QStringList() : QStringList{fileName});
}

void FileDialog::setNextFileNames(const QStringList &fileNames)
{
    answers().files.push_back(fileNames);
}

void FileDialog::setNextDirectory(const QString &dir)
{
    setNextFileName(dir);
}

} // namespace lookalike
