// Help > User Guide, the window in other languages (Lookalike's translations and Qt's own), the
// English plural forms, problem codes in words, and charts that count in whole numbers.
#include "ChartsDialog.h"
#include "CountAxis.h"
#include "MainWindow.h"
#include "ProblemsDialog.h"
#include "TestHome.h"
#include "TestPaths.h"
#include "UserGuideDialog.h"
#include "base/Translations.h"
#include "base/Wording.h"
#include "cluster/ClusterPolicy.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QChart>
#include <QChartView>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QPushButton>
#include <QRegularExpression>
#include <QTest>
#include <QTextBrowser>
#include <QValueAxis>
#include <cerrno>
#include <cmath>

using namespace lookalike;

namespace {

// Where the build put lookalike_*.qm: beside lookalike-cli (app/), which carries them as resources.
QString qmFolder()
{
    return QFileInfo(lookalike::test::cliProgram()).absolutePath();
}

// Whether `axis` goes from 0 in whole-number steps, labelled as whole numbers, up to `highest` at least.
bool countsInWholeNumbers(const QValueAxis *axis, qint64 highest, QString *why)
{
    const double step = (axis->max() - axis->min()) / (axis->tickCount() - 1);
    *why = QStringLiteral("range %1..%2, %3 ticks, format %4")
               .arg(axis->min())
               .arg(axis->max())
               .arg(axis->tickCount())
               .arg(axis->labelFormat());
    return axis->min() == 0 && axis->max() >= double(highest) && step >= 1 && step == std::floor(step) &&
           axis->tickType() == QValueAxis::TicksFixed && axis->labelFormat() == QLatin1String("%d");
}

} // namespace

class TestUserGuide : public QObject
{
    Q_OBJECT

    lookalike::test::TestHome m_home;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_home.enter()); }

    // Help > User Guide (F1) opens the guide, which answers what resemblance ("Match %") and
    // containment are.
    void userGuideFromHelpMenu()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *action = window.findChild<QAction *>(QStringLiteral("userGuideAction"));
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(Qt::Key_F1));
        action->trigger();
        auto *dialog = window.findChild<QDialog *>(QStringLiteral("userGuideDialog"));
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        const QString text =
            dialog->findChild<QTextBrowser *>(QStringLiteral("userGuideText"))->toPlainText();
        QVERIFY(text.contains(QStringLiteral("Resemblance is the share of all the word sequences found in "
                                             "either document that are found in both")));
        QVERIFY(text.contains(QStringLiteral("Containment of A in B")));
        QVERIFY(text.contains(QStringLiteral("100 % contained")));
        QVERIFY(text.contains(QStringLiteral("Match %")));
        QVERIFY(text.contains(QStringLiteral("What's related lists the documents nearest")));
        QVERIFY(text.contains(policyTitle(ClusterPolicy::Union)));
        QVERIFY(text.contains(reasonText(Status::Code::NotText)));
        // The contents at the top link every section.
        const QString html = UserGuideDialog::html();
        static const QRegularExpression section(QStringLiteral("<a name=\"(\\w+)\"></a>"));
        int sections = 0;
        for (const QRegularExpressionMatch &m : section.globalMatch(html)) {
            ++sections;
            QVERIFY2(html.contains(QStringLiteral("href=\"#%1\"").arg(m.captured(1))),
                     qPrintable(m.captured(1)));
        }
        QVERIFY(sections >= 9);
        // Once open, the action brings the same guide back.
        dialog->hide();
        QTest::keyClick(&window, Qt::Key_F1);
        QTRY_VERIFY(dialog->isVisible());
        QCOMPARE(window.findChildren<UserGuideDialog *>().size(), 1);
    }

    // German: Qt's own strings (the package qt6-translations-l10n, which packaging/bootstrap.sh
    // installs) and Lookalike's, on a dialog made while the translators are installed.
    void windowInGerman()
    {
        {
            const Translations german(QLocale(QLocale::German, QLocale::Germany), qmFolder());
            QVERIFY2(german.qtLoaded(), "qtbase_de.qm is missing: install qt6-translations-l10n");
            QVERIFY2(german.ownLoaded(), qPrintable(qmFolder()));
            UserGuideDialog guide;
            auto *buttons = guide.findChild<QDialogButtonBox *>();
            QVERIFY(buttons);
            QCOMPARE(buttons->button(QDialogButtonBox::Close)->text(), QStringLiteral("Schließen"));
            QCOMPARE(QCoreApplication::translate("lookalike::MainWindow", "&Help"), QStringLiteral("&Hilfe"));
            QDialogButtonBox box(QDialogButtonBox::Cancel);
            QCOMPARE(box.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("Abbrechen"));
            // Issue 24, 9: the engine's problem messages in German too, fixed ones and those made
            // from a template with details (the details as written); any other as it is.
            ProblemModel model;
            model.setRows(
                {{ProblemRow::Origin::Document, QStringLiteral("/docs/empty.txt"), QStringLiteral("not-text"),
                  QStringLiteral("empty file (0 bytes)"), 0},
                 {ProblemRow::Origin::Document, QStringLiteral("/docs/a.so"), QStringLiteral("not-text"),
                  QStringLiteral("an ELF executable or library"), 9},
                 {ProblemRow::Origin::Document, QStringLiteral("/docs/b.txt"), QStringLiteral("unreadable"),
                  phrase(Phrase::CannotStat).arg(QStringLiteral("x %1")), 1},
                 {ProblemRow::Origin::Document, QStringLiteral("/docs/c.txt"), QStringLiteral("too-large"),
                  phrase(Phrase::LargerThanLimit).arg(QStringLiteral("3 GB"), QStringLiteral("2 GB")), 1},
                 {ProblemRow::Origin::Document, QStringLiteral("/docs/d.txt"), QStringLiteral("not-text"),
                  QStringLiteral("cannot stat x"), 1}});
            QCOMPARE(model.index(0, ProblemModel::MessageColumn).data().toString(),
                     QStringLiteral("leere Datei (0 Bytes)"));
            QCOMPARE(model.index(1, ProblemModel::MessageColumn).data().toString(),
                     QStringLiteral("ein ELF-Programm oder eine Bibliothek"));
            QCOMPARE(model.index(2, ProblemModel::MessageColumn).data().toString(),
                     QStringLiteral("Dateiinformationen nicht lesbar: x %1"));
            QCOMPARE(model.index(3, ProblemModel::MessageColumn).data().toString(),
                     QStringLiteral("3 GB: größer als die Größengrenze von 2 GB"));
            QCOMPARE(model.index(4, ProblemModel::MessageColumn).data().toString(),
                     QStringLiteral("cannot stat x"));
            // A system error in a message: stored in English whatever the locale, shown in German
            // with the message (and alone).
            QCOMPARE(systemErrorText(ENOENT), QStringLiteral("No such file or directory"));
            QCOMPARE(shownText(phrase(Phrase::BrokenLink).arg(systemErrorText(ENOENT))),
                     QStringLiteral("defekter symbolischer Link: Datei oder Verzeichnis nicht gefunden"));
            QCOMPARE(shownText(systemErrorText(EACCES)), QStringLiteral("Keine Berechtigung"));
            QCOMPARE(shownText(phrase(Phrase::CannotOpen).arg(QStringLiteral("No such file"))),
                     QStringLiteral("kann nicht geöffnet werden: No such file")); // not one: as it is
            // The action log's details are stored in English and shown in German.
            QCOMPARE(shownText(phrase(Phrase::MovedToTrash).arg(QStringLiteral("/t/a.txt"))),
                     QStringLiteral("in den Papierkorb verschoben: /t/a.txt"));
            QCOMPARE(shownText(phrase(Phrase::InReferenceFolder)),
                     QCoreApplication::translate("lookalike::usecase::FileActions",
                                                 "in a reference folder: never touched"));
            QVERIFY(shownText(phrase(Phrase::InReferenceFolder)) != phrase(Phrase::InReferenceFolder));
            for (const int n : {1, 3})
                QCOMPARE(shownText(phrase(Phrase::MarkedNotDuplicate, n)),
                         QCoreApplication::translate("lookalike::usecase::FileActions",
                                                     "marked as not a duplicate of the %n other documents "
                                                     "selected",
                                                     nullptr, n));
        }
        // Gone with the translators.
        QDialogButtonBox english(QDialogButtonBox::Close);
        QCOMPARE(english.button(QDialogButtonBox::Close)->text(), QStringLiteral("Close"));
        {
            const Translations french(QLocale(QLocale::French, QLocale::France), qmFolder());
            QVERIFY(french.qtLoaded());
            QVERIFY(french.ownLoaded());
            QDialogButtonBox box(QDialogButtonBox::Close);
            QCOMPARE(box.button(QDialogButtonBox::Close)->text(), QStringLiteral("Fermer"));
        }
    }

    // English says "1 cluster": tr("%n clusters", nullptr, n) needs the English plural forms,
    // which are installed under every language (here under none).
    void englishPlurals()
    {
        auto clusters = [](int n) {
            return QCoreApplication::translate("lookalike::MainWindow", "%n clusters", nullptr, n);
        };
        const Translations c(QLocale::c(), qmFolder());
        QVERIFY(c.ownLoaded());
        QCOMPARE(clusters(1), QStringLiteral("1 cluster"));
        QCOMPARE(clusters(0), QStringLiteral("0 clusters"));
        QCOMPARE(clusters(12), QStringLiteral("12 clusters"));
        QCOMPARE(
            QCoreApplication::translate("lookalike::TrashDialog", "Move %n files to the trash?", nullptr, 1),
            QStringLiteral("Move this file to the trash?"));
    }

    // The shipped languages are complete: no string of translations/*.ts left unfinished,
    // vanished or obsolete (packaging/bootstrap.sh translations first refreshes them from the
    // sources with lupdate, so a new string shows up here as unfinished).
    void translationsComplete_data()
    {
        QTest::addColumn<QString>("file");
        for (const char *language : {"de", "fr", "en"})
            QTest::addRow("%s", language)
                << lookalike::test::sourceDir(u"/translations/lookalike_%1.ts").arg(QLatin1String(language));
    }
    void translationsComplete()
    {
        QFETCH(QString, file);
        QFile ts(file);
        QVERIFY2(ts.open(QIODevice::ReadOnly), qPrintable(file));
        const QString text = QString::fromUtf8(ts.readAll());
        for (const QString &bad : {QStringLiteral("type=\"unfinished\""), QStringLiteral("type=\"vanished\""),
                                   QStringLiteral("type=\"obsolete\"")}) {
            const qsizetype at = text.indexOf(bad);
            QVERIFY2(at < 0,
                     qPrintable(QStringLiteral("%1: %2 near \"%3\"")
                                    .arg(file, bad, text.mid(std::max<qsizetype>(0, at - 300), 300))));
        }
    }

    // Problem codes in words in the window; the code stays for filters, tooltips and CSV.
    void problemCodesInWords_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("words");
        QTest::addRow("not-text") << QStringLiteral("not-text")
                                  << QStringLiteral("Not a text document (binary data, an empty file, or a "
                                                    "format Lookalike does not read)");
        QTest::addRow("too-large") << QStringLiteral("too-large")
                                   << QStringLiteral("Too large (above the size limit)");
        QTest::addRow("unreadable") << QStringLiteral("unreadable")
                                    << QStringLiteral("Cannot be read (no permission, or a read error)");
        QTest::addRow("unknown") << QStringLiteral("from-a-newer-lookalike")
                                 << QStringLiteral("from-a-newer-lookalike");
    }

    void problemCodesInWords()
    {
        QFETCH(QString, code);
        QFETCH(QString, words);
        QCOMPARE(reasonText(code), words);
        ProblemModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRows({{ProblemRow::Origin::Document, QStringLiteral("/docs/a.bin"), code,
                        QStringLiteral("binary content (NUL bytes)"), 12}});
        const QModelIndex reason = model.index(0, ProblemModel::ReasonColumn);
        QCOMPARE(reason.data().toString(), words);
        // The words whole (the column may cut them), with the code, in the tooltip.
        QCOMPARE(reason.data(Qt::ToolTipRole).toString(), QStringLiteral("%1 (%2)").arg(words, code));
        QCOMPARE(reason.data(ProblemModel::ReasonRole).toString(), code);
        // Every code has its words.
        for (int c = int(Status::Code::Ok); c <= int(Status::Code::Internal); ++c)
            QVERIFY(reasonText(Status::Code(c)) != Status::codeName(Status::Code(c)));
    }

    // Scan states and policies in words; their stable names stay for the CLI's machine outputs.
    void statesAndPoliciesInWords()
    {
        for (const char *state : {"running", "done", "cancelled", "failed", "interrupted"})
            QCOMPARE(scanStateText(QLatin1String(state)), QLatin1String(state)); // English: the same words
        QCOMPARE(policyTitle(QStringLiteral("union")), QStringLiteral("Similar (union)"));
        QCOMPARE(policyTitle(QStringLiteral("no-such-policy")), QStringLiteral("no-such-policy"));
        for (const QString &name : policyNames())
            QVERIFY2(policyTitle(name) != name, qPrintable(name));
    }

    // Count axes tick on whole numbers only: never "2.5 pairs".
    void countAxes_data()
    {
        QTest::addColumn<qint64>("highest");
        for (const qint64 n : {0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 13, 99, 101, 1234, 999999})
            QTest::addRow("%lld", qlonglong(n)) << n;
    }

    void countAxes()
    {
        QFETCH(qint64, highest);
        QValueAxis axis;
        setCountRange(&axis, highest);
        QString why;
        QVERIFY2(countsInWholeNumbers(&axis, highest, &why), qPrintable(why));
        QVERIFY2(axis.tickCount() <= 6, qPrintable(why));
    }

    void chartsCountInWholeNumbers()
    {
        ChartsDialog::Data data;
        data.clusterSizes = {{2, 3}, {3, 1}};
        data.resemblance.assign(ChartsDialog::kBins, 0);
        data.resemblance[12] = 3; // 3 pairs at most in a bin: ticks 0, 1, 2, 3, not 0, 0.75, 1.5...
        data.resemblance[19] = 1;
        ChartsDialog dialog(data);
        auto *view = dialog.findChild<QChartView *>(QStringLiteral("resemblanceChart"));
        QVERIFY(view);
        const QList<QAbstractAxis *> axes = view->chart()->axes(Qt::Vertical);
        QCOMPARE(axes.size(), 1);
        auto *pairs = qobject_cast<QValueAxis *>(axes.first());
        QVERIFY(pairs);
        QString why;
        QVERIFY2(countsInWholeNumbers(pairs, 3, &why), qPrintable(why));
    }
};

QTEST_MAIN(TestUserGuide)
#include "tst_userguide.moc"
