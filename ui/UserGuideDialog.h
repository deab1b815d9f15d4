#pragma once

#include <QDialog>

class QAction;
class QMenu;
class QTextBrowser;

namespace lookalike {

// Help > User Guide (F1): what the window's figures and choices mean, in plain words and the
// user's language: resemblance ("Match %"), containment, the clustering policies and the
// threshold, the representative, reference and new folders, Move to Trash, the pair view's
// shared passages and colours. Each paragraph is one tr() string. GUI thread only.
class UserGuideDialog : public QDialog
{
    Q_OBJECT

public:
    explicit UserGuideDialog(QWidget *parent = nullptr);

    // The guide as HTML, in the language of the translators installed now.
    static QString html();

    // Adds "User Guide" (F1, objectName "userGuideAction") to `help`; it opens one dialog,
    // a child of `window`, and brings it to the front when it is open already.
    static QAction *addAction(QMenu *help, QWidget *window);

protected:
    void changeEvent(QEvent *event) override;

private:
    QTextBrowser *m_text = nullptr;
};

} // namespace lookalike
