#pragma once

#include <QMainWindow>

class QLabel;

namespace lookalike {

// The main window. For now it shows what the index holds; the cluster browser, the pair view
// and the diff come with the matching stage.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);

    // Opens the index at `path` and shows its summary; an error is shown in the window.
    void openIndex(const QString &path);
    QString indexPath() const { return m_indexPath; }

private:
    void showAbout();
    void chooseIndex();

    QLabel *m_summary = nullptr;
    QString m_indexPath;
};

} // namespace lookalike
