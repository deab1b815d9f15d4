// DiffView offscreen: summary, Next / Previous, and the two panes scrolling together.
#include "DiffView.h"
#include "TestHome.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <string>
#include <vector>

using namespace lookalike;

namespace {

// `count` words "w0 w1 ...": long enough that the panes scroll.
std::vector<std::string> numbered(int count)
{
    std::vector<std::string> out;
    for (int i = 0; i < count; ++i)
        out.push_back("w" + std::to_string(i));
    return out;
}

} // namespace

class TestDiffView : public QObject
{
    Q_OBJECT

    lookalike::test::TestHome m_home;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_home.enter()); }

    void summaryAndNavigation()
    {
        // 1200 words; B: one word inserted near the top, one replaced in the middle, three
        // removed near the end.
        const std::vector<std::string> a = numbered(1200);
        std::vector<std::string> b = a;
        b.erase(b.begin() + 1100, b.begin() + 1103);
        b[600] = "changed";
        b.insert(b.begin() + 30, "inserted");

        DiffView view;
        view.resize(700, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy spy(&view, &DiffView::currentChangeChanged);
        view.setDocuments(QStringLiteral("a.txt"), a, QStringLiteral("b.txt"), b);

        auto *summary = view.findChild<QLabel *>(QStringLiteral("diffSummary"));
        auto *left = view.findChild<QPlainTextEdit *>(QStringLiteral("diffLeft"));
        auto *right = view.findChild<QPlainTextEdit *>(QStringLiteral("diffRight"));
        auto *next = view.findChild<QPushButton *>(QStringLiteral("diffNext"));
        auto *previous = view.findChild<QPushButton *>(QStringLiteral("diffPrevious"));
        QVERIFY(summary && left && right && next && previous);
        QCOMPARE(summary->text(), QStringLiteral("1 word added, 3 removed, 1 changed"));
        QCOMPARE(view.changeCount(), 3);
        QCOMPARE(view.currentChange(), -1);
        QVERIFY(left->isReadOnly() && right->isReadOnly());
        QVERIFY(!left->accessibleName().isEmpty() && !right->accessibleName().isEmpty());
        QVERIFY(!next->accessibleName().isEmpty() && !previous->accessibleName().isEmpty());
        QVERIFY(!previous->isEnabled());
        QCOMPARE(left->blockCount(), right->blockCount()); // rows aligned
        QCOMPARE(left->verticalScrollBar()->value(), 0);

        // First change: the insertion, near the top; the right pane's cursor is on the word.
        QTest::mouseClick(next, Qt::LeftButton);
        QCOMPARE(view.currentChange(), 0);
        QCOMPARE(spy.size(), 2); // setDocuments, then the click
        QTextCursor cursor = right->textCursor();
        cursor.movePosition(QTextCursor::EndOfWord, QTextCursor::KeepAnchor);
        QCOMPARE(cursor.selectedText(), QStringLiteral("inserted"));

        // Second change: the replaced word in the middle; both panes scrolled to it.
        QTest::mouseClick(next, Qt::LeftButton);
        QCOMPARE(view.currentChange(), 1);
        QVERIFY(left->verticalScrollBar()->value() > 0);
        QTRY_COMPARE(right->verticalScrollBar()->value(), left->verticalScrollBar()->value());
        cursor = left->textCursor();
        cursor.movePosition(QTextCursor::EndOfWord, QTextCursor::KeepAnchor);
        QCOMPARE(cursor.selectedText(), QStringLiteral("w600"));
        const int row = left->textCursor().blockNumber();
        QVERIFY(row >= left->verticalScrollBar()->value()); // the change is in view
        QVERIFY(left->document()->findBlockByNumber(row).text().contains(QStringLiteral("w600")));
        QVERIFY(right->document()->findBlockByNumber(row).text().contains(QStringLiteral("changed")));

        // Last change, then Next is disabled; the shortcut goes back.
        QTest::mouseClick(next, Qt::LeftButton);
        QCOMPARE(view.currentChange(), 2);
        QVERIFY(!next->isEnabled());
        QVERIFY(previous->isEnabled());
        QTest::mouseClick(previous, Qt::LeftButton);
        QCOMPARE(view.currentChange(), 1);
        view.activateWindow(); // shortcuts reach the active window only
        QVERIFY(QTest::qWaitForWindowActive(&view));
        QTest::keyClick(&view, Qt::Key_Up, Qt::AltModifier);
        QTRY_COMPARE(view.currentChange(), 0); // a button's shortcut clicks it after a short animation
    }

    void scrollingIsSynchronized()
    {
        const std::vector<std::string> a = numbered(3000);
        std::vector<std::string> b = a;
        b.erase(b.begin() + 10, b.begin() + 40); // 30 words fewer: rows are still aligned
        DiffView view;
        view.resize(600, 250);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setDocuments(QStringLiteral("a"), a, QStringLiteral("b"), b);
        auto *left = view.findChild<QPlainTextEdit *>(QStringLiteral("diffLeft"));
        auto *right = view.findChild<QPlainTextEdit *>(QStringLiteral("diffRight"));
        QVERIFY(left->verticalScrollBar()->maximum() > 100);

        left->verticalScrollBar()->setValue(120);
        QTRY_COMPARE(right->verticalScrollBar()->value(), 120);
        right->verticalScrollBar()->setValue(40);
        QTRY_COMPARE(left->verticalScrollBar()->value(), 40);
        // The same line shows the same words on both sides.
        const QString leftRow = left->document()->findBlockByNumber(100).text();
        QCOMPARE(right->document()->findBlockByNumber(100).text(), leftRow);
    }

    void identicalAndEmpty()
    {
        DiffView view;
        view.setDocuments(QStringLiteral("a"), numbered(20), QStringLiteral("b"), numbered(20));
        QCOMPARE(view.changeCount(), 0);
        QCOMPARE(view.findChild<QLabel *>(QStringLiteral("diffSummary"))->text(),
                 QStringLiteral("No differences: 20 words"));
        QVERIFY(!view.findChild<QPushButton *>(QStringLiteral("diffNext"))->isEnabled());
        view.nextChange();
        QCOMPARE(view.currentChange(), -1);

        view.setDocuments(QStringLiteral("a"), {}, QStringLiteral("b"), numbered(5));
        QCOMPARE(view.changeCount(), 1);
        QCOMPARE(view.findChild<QLabel *>(QStringLiteral("diffSummary"))->text(),
                 QStringLiteral("5 words added, 0 removed, 0 changed"));
        view.nextChange();
        QCOMPARE(view.currentChange(), 0);
    }
};

QTEST_MAIN(TestDiffView)
#include "tst_diffview.moc"
