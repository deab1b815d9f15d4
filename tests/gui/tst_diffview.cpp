// DiffView offscreen: each document's own text, aligned rows with fillers, highlights read
// from the char formats, summary, Next / Previous, both scroll bars in step, the shared
// passages mode, and the time two 1 MB documents take.
#include "DiffView.h"
#include "Format.h"
#include "TestHome.h"
#include "text/Canonicalizer.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabBar>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>
#include <string>
#include <vector>

using namespace lookalike;

namespace {

TokenizedText tokenized(const std::string &text)
{
    static Canonicalizer canonicalizer;
    return tokenizeText(canonicalizer, text);
}

// Words "w0 w1 ..." (`from` to `from + count - 1`), ten a line, with some punctuation.
std::string numbered(int count, int perLine = 10)
{
    std::string out;
    for (int i = 0; i < count; ++i) {
        out += "w" + std::to_string(i);
        out += (i + 1) % perLine == 0 || i + 1 == count ? ".\n" : ", ";
    }
    return out;
}

// The words of numbered(count), edited by `edit`, each kept word with the punctuation it has
// there (a word added: a comma), so that only words differ.
template <typename Edit> std::string numberedEdited(int count, Edit edit)
{
    std::vector<std::string> words;
    for (int i = 0; i < count; ++i)
        words.push_back("w" + std::to_string(i));
    edit(words);
    std::string out;
    for (std::size_t i = 0; i < words.size(); ++i) {
        out += words[i];
        const bool kept = words[i].size() > 1 && words[i][0] == 'w' &&
                          words[i].find_first_not_of("0123456789", 1) == std::string::npos;
        const int at = kept ? std::stoi(words[i].substr(1)) : -1;
        out += i + 1 == words.size() || (kept && ((at + 1) % 10 == 0 || at + 1 == count)) ? ".\n" : ", ";
    }
    return out;
}

// The start of a real OpenGL extension header (glext.h), and many more defines after it.
std::string glextHeader(bool newVersion)
{
    std::string h = R"(#ifndef __gl_glext_h_
#define __gl_glext_h_ 1

#ifdef __cplusplus
extern "C" {
#endif

/*
** Copyright 2013-2020 The Khronos Group Inc.
** SPDX-License-Identifier: MIT
**
** This header is generated from the Khronos OpenGL / OpenGL ES XML
** API Registry. The current version of the Registry, generator scripts
** used to make the header, and the header can be found at
**   https://github.com/KhronosGroup/OpenGL-Registry
*/

#if defined(_WIN32) && !defined(APIENTRY) && !defined(__CYGWIN__) && !defined(__SCITECH_SNAP__)
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN 1
#endif
#include <windows.h>
#endif

#ifndef APIENTRY
#define APIENTRY
#endif
#ifndef APIENTRYP
#define APIENTRYP APIENTRY *
#endif
#ifndef GLAPI
#define GLAPI extern
#endif

)";
    h += newVersion ? "#define GL_GLEXT_VERSION 20230101\n" : "#define GL_GLEXT_VERSION 20220530\n";
    h += R"(
#include <KHR/khrplatform.h>

#ifndef GL_VERSION_1_2
#define GL_VERSION_1_2 1
#define GL_UNSIGNED_BYTE_3_3_2            0x8032
#define GL_UNSIGNED_SHORT_4_4_4_4         0x8033
)";
    if (newVersion)
        h += "#define GL_UNSIGNED_SHORT_4_4_4_5         0x8035\n";
    h += R"(#define GL_UNSIGNED_SHORT_5_5_5_1         0x8034
typedef void (APIENTRYP PFNGLDRAWRANGEELEMENTSPROC) (GLenum mode, GLuint start, GLuint end, GLsizei count, GLenum type, const void *indices);
#endif /* GL_VERSION_1_2 */
)";
    for (int i = 0; i < 300; ++i) {
        char line[96];
        std::snprintf(line, sizeof line, "#define GL_GENERATED_TOKEN_%d%*s0x%04X\n", i, 12, "", 0x9000 + i);
        h += line;
    }
    return h;
}

// The block of `pane` whose text is `text`, or an invalid block.
QTextBlock blockWithText(const QPlainTextEdit *pane, const QString &text)
{
    for (QTextBlock b = pane->document()->begin(); b.isValid(); b = b.next()) {
        if (b.text() == text)
            return b;
    }
    return {};
}

// The background of the character at `offset` in `block`.
QBrush backgroundAt(const QTextBlock &block, int offset)
{
    QTextCursor cursor(block);
    cursor.setPosition(block.position() + offset + 1); // the format of the character before
    return cursor.charFormat().background();
}

template <typename T> T *child(const QObject &parent, const char *name)
{
    return parent.findChild<T *>(QString::fromLatin1(name));
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
        const std::string a = numbered(1200);
        const std::string b = numberedEdited(1200, [](std::vector<std::string> &w) {
            w.erase(w.begin() + 1100, w.begin() + 1103);
            w[600] = "changed";
            w.insert(w.begin() + 30, "inserted");
        });

        DiffView view;
        view.resize(700, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy spy(&view, &DiffView::currentChangeChanged);
        view.setDocuments(QStringLiteral("a.txt"), tokenized(a), QStringLiteral("b.txt"), tokenized(b));

        auto *summary = child<QLabel>(view, "diffSummary");
        auto *left = child<QPlainTextEdit>(view, "diffLeft");
        auto *right = child<QPlainTextEdit>(view, "diffRight");
        auto *next = child<QPushButton>(view, "diffNext");
        auto *previous = child<QPushButton>(view, "diffPrevious");
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
        // The documents' own text: words with their punctuation, ten a line.
        QCOMPARE(left->document()->firstBlock().text(),
                 QStringLiteral("w0, w1, w2, w3, w4, w5, w6, w7, w8, w9."));

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
        QTest::keyClick(&view, Qt::Key_Down, Qt::AltModifier);
        QTRY_COMPARE(view.currentChange(), 1);
    }

    // A C header and its next version, which changes the version number and adds a #define:
    // each pane shows its own lines as they are, the changed words highlighted in place, a
    // filler row opposite the added line.
    void headerShowsItsOwnText()
    {
        DiffView view;
        view.resize(900, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setDocuments(QStringLiteral("glext.h"), tokenized(glextHeader(false)),
                          QStringLiteral("glext-new.h"), tokenized(glextHeader(true)));
        auto *left = child<QPlainTextEdit>(view, "diffLeft");
        auto *right = child<QPlainTextEdit>(view, "diffRight");
        QCOMPARE(left->blockCount(), right->blockCount());
        QCOMPARE(left->lineWrapMode(), QPlainTextEdit::NoWrap);
        QCOMPARE(view.changeCount(), 2);

        // The original line, case and punctuation kept; only the number is highlighted.
        const QString original = QStringLiteral("#define GL_GLEXT_VERSION 20220530");
        const QTextBlock line = blockWithText(left, original);
        QVERIFY2(line.isValid(), "the left pane lacks the original line");
        const QTextBlock newLine = blockWithText(right, QStringLiteral("#define GL_GLEXT_VERSION 20230101"));
        QVERIFY(newLine.isValid());
        QCOMPARE(newLine.blockNumber(), line.blockNumber()); // on one row
        const int number = int(original.indexOf(QStringLiteral("20220530")));
        const QBrush changed = backgroundAt(line, number);
        QVERIFY(changed.style() != Qt::NoBrush);
        QCOMPARE(backgroundAt(line, number + 7), changed); // the whole number
        QCOMPARE(backgroundAt(newLine, number), changed);
        QCOMPARE(backgroundAt(line, number - 2).style(), Qt::NoBrush); // "VERSION" is equal
        QCOMPARE(backgroundAt(line, 1).style(), Qt::NoBrush);          // "define"

        // The added #define: highlighted as inserted on the right, an empty filler row left.
        const QTextBlock added =
            blockWithText(right, QStringLiteral("#define GL_UNSIGNED_SHORT_4_4_4_5         0x8035"));
        QVERIFY(added.isValid());
        const QBrush inserted = backgroundAt(added, 1);
        QVERIFY(inserted.style() != Qt::NoBrush);
        QVERIFY(inserted != changed);
        QCOMPARE(left->document()->findBlockByNumber(added.blockNumber()).text(), QString());
        // The rows below line up again.
        const QTextBlock after =
            blockWithText(left, QStringLiteral("#define GL_UNSIGNED_SHORT_5_5_5_1         0x8034"));
        QVERIFY(after.isValid());
        QCOMPARE(right->document()->findBlockByNumber(after.blockNumber()).text(), after.text());
        QCOMPARE(backgroundAt(after, 1).style(), Qt::NoBrush);

        // The legend names the colours.
        auto *legend = child<QWidget>(view, "diffLegend");
        QVERIFY(legend && legend->isVisible());
        QStringList words;
        for (const QLabel *label : legend->findChildren<QLabel *>())
            words << label->text();
        for (const char *word : {"Deleted", "Inserted", "Changed"})
            QVERIFY2(words.contains(QString::fromLatin1(word)), word);

        // Next change: both panes on the version line.
        view.nextChange();
        QCOMPARE(left->textCursor().blockNumber(), line.blockNumber());
        QCOMPARE(right->textCursor().blockNumber(), line.blockNumber());
    }

    void scrollingIsSynchronized()
    {
        // 300 lines; B lacks lines 2 to 4: three filler rows on the right keep the rows aligned.
        const std::string a = numbered(3000);
        const std::string b = numberedEdited(
            3000, [](std::vector<std::string> &w) { w.erase(w.begin() + 10, w.begin() + 40); });
        DiffView view;
        view.resize(600, 250);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setDocuments(QStringLiteral("a"), tokenized(a), QStringLiteral("b"), tokenized(b));
        auto *left = child<QPlainTextEdit>(view, "diffLeft");
        auto *right = child<QPlainTextEdit>(view, "diffRight");
        QCOMPARE(left->blockCount(), 300);
        QCOMPARE(right->blockCount(), 300);
        QCOMPARE(right->document()->findBlockByNumber(2).text(), QString()); // a filler row
        QVERIFY(left->verticalScrollBar()->maximum() > 100);

        left->verticalScrollBar()->setValue(120);
        QTRY_COMPARE(right->verticalScrollBar()->value(), 120);
        right->verticalScrollBar()->setValue(40);
        QTRY_COMPARE(left->verticalScrollBar()->value(), 40);
        // The same line shows the same words on both sides.
        const QString leftRow = left->document()->findBlockByNumber(100).text();
        QCOMPARE(right->document()->findBlockByNumber(100).text(), leftRow);
    }

    // Code is never wrapped; a long line scrolls sideways, both panes together.
    void horizontalScrollingIsSynchronized()
    {
        std::string a;
        a += "static const char *kLongTable[] = {";
        for (int i = 0; i < 40; ++i)
            a += "\"entry" + std::to_string(i) + "\", ";
        a += "};\n";
        for (int i = 0; i < 60; ++i)
            a += "int value" + std::to_string(i) + " = " + std::to_string(i * 7) + ";\n";
        std::string b = a;
        b.replace(b.find("value30 = 210"), 13, "value30 = 211");
        DiffView view;
        view.resize(500, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setDocuments(QStringLiteral("a.c"), tokenized(a), QStringLiteral("b.c"), tokenized(b));
        auto *left = child<QPlainTextEdit>(view, "diffLeft");
        auto *right = child<QPlainTextEdit>(view, "diffRight");
        QCOMPARE(left->blockCount(), 61); // not folded: code
        QTRY_VERIFY(left->horizontalScrollBar()->maximum() > 200);
        QTRY_VERIFY(right->horizontalScrollBar()->maximum() > 200);
        left->horizontalScrollBar()->setValue(150);
        QTRY_COMPARE(right->horizontalScrollBar()->value(), 150);
        right->horizontalScrollBar()->setValue(80);
        QTRY_COMPARE(left->horizontalScrollBar()->value(), 80);
    }

    // Prose (paragraphs on long lines) is folded at DiffView::kProseColumns characters.
    void proseIsFolded()
    {
        std::string paragraph;
        for (int i = 0; i < 400; ++i)
            paragraph += "word" + std::to_string(i % 37) + (i % 11 == 10 ? ". " : " ");
        const std::string a = paragraph + "\n\n" + paragraph + "\n";
        std::string b = a;
        b.replace(b.find("word5 "), 6, "other ");
        DiffView view;
        view.setDocuments(QStringLiteral("a.html"), tokenized(a), QStringLiteral("b.html"), tokenized(b));
        auto *left = child<QPlainTextEdit>(view, "diffLeft");
        auto *right = child<QPlainTextEdit>(view, "diffRight");
        QCOMPARE(left->blockCount(), right->blockCount());
        QVERIFY(left->blockCount() > 2 * int(paragraph.size()) / DiffView::kProseColumns);
        for (QTextBlock block = left->document()->begin(); block.isValid(); block = block.next())
            QVERIFY(block.text().size() <= DiffView::kProseColumns + 1);
        QCOMPARE(view.changeCount(), 1);

        // Issue 24, 9: one paragraph on a line among many short lines (not prose by the share of
        // its bytes) is folded too; the short lines, as code's, are kept whole.
        std::string code;
        for (int i = 0; i < 200; ++i)
            code += "    int value" + std::to_string(i) + " = compute(" + std::to_string(i) +
                    "); // a line of code\n";
        const std::string mixed = code + paragraph + "\n" + code;
        QVERIFY(!isProse(mixed));
        view.setDocuments(QStringLiteral("a.md"), tokenized(mixed), QStringLiteral("b.md"), tokenized(mixed));
        int longest = 0, kept = 0;
        for (QTextBlock block = left->document()->begin(); block.isValid(); block = block.next()) {
            longest = std::max(longest, int(block.text().size()));
            kept += block.text().startsWith(QStringLiteral("    int value"));
        }
        QVERIFY2(longest <= DiffView::kProseColumns + 1, qPrintable(QString::number(longest)));
        QCOMPARE(kept, 400);
    }

    void identicalAndEmpty()
    {
        DiffView view;
        view.setDocuments(QStringLiteral("a"), tokenized(numbered(20)), QStringLiteral("b"),
                          tokenized(numbered(20)));
        QCOMPARE(view.changeCount(), 0);
        QCOMPARE(child<QLabel>(view, "diffSummary")->text(), QStringLiteral("No differences: 20 words"));
        QVERIFY(!child<QPushButton>(view, "diffNext")->isEnabled());
        view.nextChange();
        QCOMPARE(view.currentChange(), -1);

        view.setDocuments(QStringLiteral("a"), tokenized(std::string()), QStringLiteral("b"),
                          tokenized(numbered(5)));
        QCOMPARE(view.changeCount(), 1);
        QCOMPARE(child<QLabel>(view, "diffSummary")->text(),
                 QStringLiteral("5 words added, 0 removed, 0 changed"));
        QCOMPARE(child<QPlainTextEdit>(view, "diffLeft")->blockCount(),
                 child<QPlainTextEdit>(view, "diffRight")->blockCount());
        view.nextChange();
        QCOMPARE(view.currentChange(), 0);
    }

    // Issue 24, 4: changes of case, punctuation or spacing only are shown (a lighter colour),
    // counted in the summary and visited by Next change, to the last ");"; text folded
    // otherwise (other line ends, more spaces) is no change.
    void caseAndPunctuationChanges()
    {
        const std::string a = "Copyright (C) 2012 Mozilla Foundation.\n"
                              "This Source Code Form is subject to the terms of the Mozilla Public License.\n"
                              "return foo(bar);\n";
        const std::string b = "COPYRIGHT (c) 2012 MOZILLA FOUNDATION.\n"
                              "This Source Code Form is subject to the terms of the Mozilla Public License;\n"
                              "return foo(bar)\n";
        DiffView view;
        view.resize(900, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setDocuments(QStringLiteral("MPL-2.0"), tokenized(a), QStringLiteral("MPL-2.0 (upper case)"),
                          tokenized(b));
        // "COPYRIGHT", "c", "MOZILLA FOUNDATION" (one: only a space between), "License;" and the last ")".
        QCOMPARE(view.summary().added + view.summary().removed + view.summary().changed, std::size_t(0));
        QCOMPARE(child<QLabel>(view, "diffSummary")->text(),
                 QStringLiteral("The same 22 words, 5 changes of case, punctuation or spacing only"));
        auto *left = child<QPlainTextEdit>(view, "diffLeft");
        auto *right = child<QPlainTextEdit>(view, "diffRight");
        auto selected = [](QPlainTextEdit *pane) {
            const auto selections = pane->extraSelections();
            return selections.isEmpty() ? QString() : selections.first().cursor.selectedText();
        };
        QStringList seen;
        for (int i = 0; i < view.changeCount(); ++i) {
            view.nextChange();
            seen << selected(left) + QStringLiteral(" | ") + selected(right);
        }
        QCOMPARE(seen, (QStringList{QStringLiteral("Copyright | COPYRIGHT"), QStringLiteral("C | c"),
                                    QStringLiteral("Mozilla Foundation | MOZILLA FOUNDATION"),
                                    QStringLiteral(". | ;"), QStringLiteral("; | ")}));
        // Highlighted in their own colour, the word "COPYRIGHT" on the right.
        const QTextBlock first = right->document()->firstBlock();
        QTextCharFormat copyright;
        for (const QTextLayout::FormatRange &range : first.textFormats())
            if (range.start == 0)
                copyright = range.format;
        QVERIFY(copyright.hasProperty(QTextFormat::BackgroundBrush));
        QTextCharFormat word; // a word changed, for comparison
        view.setDocuments(QStringLiteral("a"), tokenized("one two three"), QStringLiteral("b"),
                          tokenized("one zwei three"));
        for (const QTextLayout::FormatRange &range : right->document()->firstBlock().textFormats())
            if (range.start == 4)
                word = range.format;
        QVERIFY(word.hasProperty(QTextFormat::BackgroundBrush));
        QVERIFY(word.background() != copyright.background());

        // Folded otherwise: no change.
        view.setDocuments(QStringLiteral("a"), tokenized("one two, three.\nfour"), QStringLiteral("b"),
                          tokenized("one\ntwo,   three.  four\n\n"));
        QCOMPARE(view.changeCount(), 0);
        QCOMPARE(child<QLabel>(view, "diffSummary")->text(), QStringLiteral("No differences: 4 words"));
    }

    // An excerpt of a text against the whole: one passage, all of the excerpt, its share of the
    // whole; a moved paragraph is still shared (the diff calls it deleted and inserted).
    void sharedPassages()
    {
        QRandomGenerator rng(7);
        auto words = [&](int count) {
            std::string out;
            for (int i = 0; i < count; ++i)
                out += "t" + std::to_string(rng.bounded(5000)) + ((i + 1) % 12 == 0 ? ".\n" : " ");
            return out;
        };
        const std::string excerpt = words(240);
        const std::string whole = words(480) + excerpt + words(240);
        const TokenizedText a = tokenized(excerpt);
        const TokenizedText b = tokenized(whole);
        QCOMPARE(a.tokenHashes.size(), std::size_t(240));
        QCOMPARE(b.tokenHashes.size(), std::size_t(960));

        DiffView view;
        view.resize(900, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setDocuments(QStringLiteral("excerpt.txt"), a, QStringLiteral("whole.txt"), b);
        auto *modes = child<QTabBar>(view, "diffMode");
        auto *minWords = child<QSpinBox>(view, "diffMinWords");
        auto *summary = child<QLabel>(view, "diffSummary");
        QVERIFY(modes && minWords && summary);
        QVERIFY(!minWords->isVisible());
        QTest::mouseClick(modes, Qt::LeftButton, {}, modes->tabRect(1).center());
        QCOMPARE(view.mode(), DiffView::Mode::SharedPassages);
        QVERIFY(minWords->isVisible());
        QCOMPARE(minWords->value(), DiffView::kDefaultPassageWords);
        QCOMPARE(view.passageCount(), 1);
        QCOMPARE(view.sharedShareA(), 1.0);
        QCOMPARE(view.sharedShareB(), 0.25);
        QVERIFY2(summary->text().contains(percentText(1.0)) && summary->text().contains(percentText(0.25)),
                 qPrintable(summary->text()));
        QVERIFY(summary->text().startsWith(QStringLiteral("1 ")));
        QVERIFY(child<QWidget>(view, "diffPassagesLegend")->isVisible());
        QVERIFY(!child<QWidget>(view, "diffLegend")->isVisible());

        // Each pane shows its copy: the whole excerpt marked on the left, from its first word.
        auto *left = child<QPlainTextEdit>(view, "diffLeft");
        auto *right = child<QPlainTextEdit>(view, "diffRight");
        view.nextChange();
        QCOMPARE(view.currentChange(), 0);
        // The excerpt's rows face the same words on the right: filler rows above them.
        QTextBlock first = left->document()->firstBlock();
        while (first.isValid() && first.text().isEmpty())
            first = first.next();
        QCOMPARE(first.text().toStdString(), excerpt.substr(0, excerpt.find('\n')));
        QCOMPARE(right->document()->findBlockByNumber(first.blockNumber()).text(), first.text());
        QCOMPARE(backgroundAt(first, 0).style(), Qt::SolidPattern);
        QCOMPARE(backgroundAt(left->document()->findBlockByNumber(first.blockNumber() + 19), 0).style(),
                 Qt::SolidPattern);
        QTextCursor cursor = right->textCursor();
        cursor.movePosition(QTextCursor::EndOfWord, QTextCursor::KeepAnchor);
        QCOMPARE(cursor.selectedText().toStdString(), excerpt.substr(0, excerpt.find(' ')));
        QCOMPARE(backgroundAt(right->document()->firstBlock(), 0).style(), Qt::NoBrush);
        QCOMPARE(backgroundAt(right->textCursor().block(), right->textCursor().positionInBlock()).style(),
                 Qt::SolidPattern);

        // Longer than the excerpt: nothing is shared.
        minWords->setValue(241);
        QCOMPARE(view.passageCount(), 0);
        QCOMPARE(view.sharedShareA(), 0.0);
        minWords->setValue(240);
        QCOMPARE(view.passageCount(), 1);

        // Two paragraphs swapped: both shared, though the diff sees one deleted and inserted.
        minWords->setValue(DiffView::kDefaultPassageWords);
        const std::string p1 = words(60), p2 = words(60), p3 = words(60);
        view.setDocuments(QStringLiteral("a"), tokenized(p1 + p2 + p3), QStringLiteral("b"),
                          tokenized(p2 + p1 + p3));
        QCOMPARE(view.mode(), DiffView::Mode::SharedPassages);
        QCOMPARE(view.passageCount(), 3); // p2, p1, p3
        QCOMPARE(view.sharedShareA(), 1.0);
        QCOMPARE(view.sharedShareB(), 1.0);
        QVERIFY(view.changeCount() > 0);

        // Back to the changes.
        QTest::mouseClick(modes, Qt::LeftButton, {}, modes->tabRect(0).center());
        QCOMPARE(view.mode(), DiffView::Mode::Changes);
        QVERIFY(!minWords->isVisible());
        QVERIFY(summary->text().contains(QStringLiteral("added")));
    }

    // Two ~1 MB source files, 2% of their words edited: the diff (on a worker thread in the
    // window) and the view (alignment, highlighted text) each well under a second.
    void timingOneMegabyte()
    {
        QRandomGenerator rng(42);
        std::vector<std::string> vocabulary;
        for (int i = 0; i < 20000; ++i)
            vocabulary.push_back("name" + std::to_string(i));
        auto word = [&] {
            const double u = rng.generateDouble();
            const auto rank = std::size_t(std::pow(double(vocabulary.size()), u)) - 1;
            return vocabulary[std::min(rank, vocabulary.size() - 1)];
        };
        std::vector<std::string> lines;
        std::size_t bytes = 0;
        while (bytes < 1050000) {
            std::string line = "    " + word() + " = " + word() + "(" + word() + ", " + word() + "); // " +
                               word() + " " + word();
            bytes += line.size() + 1;
            lines.push_back(std::move(line));
        }
        // 2% of the words edited (a word replaced, or a line added or removed now and then).
        std::vector<std::string> edited = lines;
        const std::size_t edits = lines.size() * 8 / 50;
        for (std::size_t e = 0; e < edits; ++e) {
            const std::size_t at = std::size_t(rng.bounded(int(edited.size())));
            switch (rng.bounded(10)) {
            case 0:
                edited.erase(edited.begin() + std::ptrdiff_t(at));
                break;
            case 1:
                edited.insert(edited.begin() + std::ptrdiff_t(at), "    " + word() + "();");
                break;
            default:
                if (const std::size_t space = edited[at].find(' ', 4); space != std::string::npos)
                    edited[at] = "    " + word() + edited[at].substr(space);
            }
        }
        auto join = [](const std::vector<std::string> &ls) {
            std::string out;
            for (const std::string &l : ls)
                out += l + '\n';
            return out;
        };
        QElapsedTimer timer;
        timer.start();
        TokenizedText a = tokenized(join(lines));
        TokenizedText b = tokenized(join(edited));
        const qint64 tokenizeMs = timer.restart();
        const WordDiffResult diff = diffTokenHashes(a.tokenHashes, b.tokenHashes);
        const qint64 diffMs = timer.restart();
        QVERIFY(a.utf8.size() > 1000000 && b.utf8.size() > 1000000);

        DiffView view;
        view.resize(1200, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        timer.restart();
        view.setDocuments(QStringLiteral("a"), std::move(a), QStringLiteral("b"), std::move(b), diff);
        const qint64 viewMs = timer.restart();
        view.showChange(view.changeCount() / 2);
        view.repaint(); // painted now: the rows in view, their tints and highlights
        const qint64 showMs = timer.restart();
        view.setMode(DiffView::Mode::SharedPassages);
        const qint64 passagesMs = timer.elapsed();
        auto *left = child<QPlainTextEdit>(view, "diffLeft");
        QCOMPARE(left->blockCount(), child<QPlainTextEdit>(view, "diffRight")->blockCount());
        QVERIFY(left->blockCount() >= int(lines.size()));
        QVERIFY(view.changeCount() > int(edits) / 2);
        QVERIFY(view.passageCount() > 0);
        qInfo("2 x %zu lines (~1 MB): tokenize %lld ms, diff %lld ms, view %lld ms, a change in the middle "
              "%lld ms, shared passages %lld ms; %d changes, %d passages",
              lines.size(), tokenizeMs, diffMs, viewMs, showMs, passagesMs, view.changeCount(),
              view.passageCount());
        // Loose bounds (a busy machine, a debug build): the figures above are what to watch.
        QVERIFY2(viewMs < 3000, qPrintable(QString::number(viewMs)));
        QVERIFY2(passagesMs < 3000, qPrintable(QString::number(passagesMs)));
    }
};

QTEST_MAIN(TestDiffView)
#include "tst_diffview.moc"
