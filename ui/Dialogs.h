#pragma once

#include <QFileDialog>
#include <QString>
#include <QStringList>
#include <optional>

class QWidget;

namespace lookalike {

// The window's dialogs go through two global seams (KeePassXC's MessageBox and FileDialog):
// in production they show Qt's dialogs; tests queue the next answers (setNextAnswer,
// setNextFileName, ...) and nothing is shown. With test mode on (setTesting(true)), a
// question without a queued answer is cancelled instead of blocking, and every message and
// question is recorded (shown()).
class MessageBox
{
public:
    enum Button
    {
        NoButton = 0,
        Ok = 1,
        Cancel = 2,
        Yes = 4,
        No = 8,
        YesToAll = 16, // the trash confirmation: move the last copies of clusters too
    };

    // What a message showed: for tests.
    struct Record
    {
        QString title;
        QString text;
        QStringList items;  // the list a confirmation showed (files to move, files gone)
        QStringList marked; // of them, the ones it marked (the last copies of clusters)
        QStringList lines;  // each item as the dialog words it ("a.txt  (93.1% like b.txt)")
    };

    static void information(QWidget *parent, const QString &title, const QString &text);
    static void warning(QWidget *parent, const QString &title, const QString &text);
    // Yes or Cancel; `details` under "Show Details...".
    static Button question(QWidget *parent, const QString &title, const QString &text,
                           const QString &details = {});
    // Yes, No or Cancel, the first two buttons worded `yesText` and `noText` ("Selected (3)",
    // "All (619)"); Yes is the default.
    static Button choose(QWidget *parent, const QString &title, const QString &text, const QString &yesText,
                         const QString &noText);
    // A line of text, or nullopt when cancelled.
    static std::optional<QString> askText(QWidget *parent, const QString &title, const QString &label,
                                          const QString &text = {});

    // Tests: the next question (or custom confirmation, see answerFor) is answered `answer`;
    // the next askText gets `text` (nullopt: cancelled).
    static void setNextAnswer(Button answer);
    static void setNextText(std::optional<QString> text);
    static void setTesting(bool on);
    static bool testing();
    static const QList<Record> &shown();
    static void clearShown();

    // For custom confirmations (the trash dialog): records what they show; returns the queued
    // answer if there is one (or Cancel in test mode), nullopt when the dialog must be shown.
    static std::optional<Button> answerFor(const Record &record);

private:
    // Tests: records a message (no answer taken); false when it must be shown.
    static bool recorded(const Record &record);
};

// Open and save dialogs, answered by tests through setNextFileName and friends.
class FileDialog
{
public:
    static QString getExistingDirectory(QWidget *parent, const QString &caption, const QString &dir = {});
    static QString getOpenFileName(QWidget *parent, const QString &caption, const QString &dir = {},
                                   const QString &filter = {});
    static QStringList getOpenFileNames(QWidget *parent, const QString &caption, const QString &dir = {},
                                        const QString &filter = {});
    static QString getSaveFileName(QWidget *parent, const QString &caption, const QString &dir = {},
                                   const QString &filter = {}, QFileDialog::Options options = {});
    // Every CSV export's question: a file in the home folder; ".csv" added to a name without a
    // suffix.
    static QString getSaveCsvFileName(QWidget *parent, const QString &caption);

    // Tests: the next dialog of any kind answers this (empty: cancelled).
    static void setNextFileName(const QString &fileName);
    static void setNextFileNames(const QStringList &fileNames);
    static void setNextDirectory(const QString &dir);
};

} // namespace lookalike
