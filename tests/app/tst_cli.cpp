// lookalike-cli as a user runs it: exit codes, scan summary, compare against independent figures.
#include "RunCli.h"
#include "TestPaths.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

using lookalike::test::Run;

// Runs lookalike-cli with `home` as HOME (default: a temporary home of the whole test, so that
// no run reads or writes the user's data folder), in English unless `language` sets LANGUAGE
// and LC_ALL otherwise.
Run cli(const QStringList &args, const QString &home = {}, const QProcessEnvironment &language = {})
{
    static QTemporaryDir sharedHome;
    return lookalike::test::runProgram(lookalike::test::cliProgram(), args,
                                       home.isEmpty() ? sharedHome.path() : home, language);
}

// An implementation independent of the engine's: tokens are runs of letters/digits,
// lower-cased; shingles are joined strings; figures from QSet arithmetic.
// With `ignoreNumbers`, tokens without a letter are left out first.
QSet<QString> shingleSet(const QString &path, int w, bool ignoreNumbers = false)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QString text = QString::fromUtf8(f.readAll());
    QStringList tokens;
    static const QRegularExpression word(QStringLiteral("[\\p{L}\\p{N}\\p{M}]+"));
    static const QRegularExpression letter(QStringLiteral("\\p{L}"));
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const QString token = it.next().captured().toCaseFolded();
        if (!ignoreNumbers || token.contains(letter))
            tokens << token;
    }
    QSet<QString> set;
    if (tokens.size() < w) {
        set.insert(tokens.join(QLatin1Char(' ')));
        return set;
    }
    for (qsizetype i = 0; i + w <= tokens.size(); ++i)
        set.insert(tokens.mid(i, w).join(QLatin1Char(' ')));
    return set;
}

void writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void versionAndHelp()
    {
        const Run v = cli({QStringLiteral("--version")});
        QCOMPARE(v.exitCode, 0);
        QVERIFY(v.out.startsWith(QStringLiteral("lookalike-cli ")));
        const Run h = cli({QStringLiteral("--help")});
        QCOMPARE(h.exitCode, 0);
        QVERIFY(h.out.contains(QStringLiteral("compare")));
        const Run sh = cli({QStringLiteral("scan"), QStringLiteral("--help")});
        QCOMPARE(sh.exitCode, 0);
        QVERIFY(sh.out.contains(QStringLiteral("--exclude")));
    }

    // The CLI speaks the user's language, like the window: QLocale reads LANGUAGE and LC_ALL
    // (even where no such locale is installed) and the translator comes from translations/*.ts.
    void translated()
    {
        QProcessEnvironment german;
        german.insert(QStringLiteral("LANGUAGE"), QStringLiteral("de"));
        german.insert(QStringLiteral("LC_ALL"), QStringLiteral("de_DE.UTF-8"));
        const Run h = cli({QStringLiteral("--help")}, {}, german);
        QCOMPARE(h.exitCode, 0);
        QVERIFY2(h.out.contains(QStringLiteral("Befehle:")), qPrintable(h.out));
        QVERIFY2(h.out.contains(QStringLiteral("Ordner indizieren")), qPrintable(h.out));
        const Run sh = cli({QStringLiteral("scan"), QStringLiteral("--help")}, {}, german);
        QCOMPARE(sh.exitCode, 0);
        QVERIFY2(sh.out.contains(QStringLiteral("Zu indizierende Ordner oder Dateien.")), qPrintable(sh.out));
        const QString missing = m_dir.filePath(QStringLiteral("missing.sqlite"));
        const Run st = cli({QStringLiteral("stats"), QStringLiteral("--db"), missing}, {}, german);
        QCOMPARE(st.exitCode, 1);
        QVERIFY2(st.err.contains(missing + QStringLiteral(": dort ist kein Index")), qPrintable(st.err));
        const Run bad =
            cli({QStringLiteral("pairs"), QStringLiteral("--min"), QStringLiteral("2")}, {}, german);
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains(QStringLiteral("--min erwartet eine Zahl von 0 bis 1")),
                 qPrintable(bad.err));
        // LANGUAGE alone is enough; English stays the default.
        QProcessEnvironment languageOnly;
        languageOnly.insert(QStringLiteral("LANGUAGE"), QStringLiteral("de"));
        QVERIFY(cli({QStringLiteral("--help")}, {}, languageOnly).out.contains(QStringLiteral("Befehle:")));
        QVERIFY(cli({QStringLiteral("--help")}).out.contains(QStringLiteral("Commands:")));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addRow("no command") << QStringList{} << 2;
        QTest::addRow("unknown command") << QStringList{QStringLiteral("frobnicate")} << 2;
        QTest::addRow("unknown option")
            << QStringList{QStringLiteral("scan"), QStringLiteral("--bogus"), QStringLiteral(".")} << 2;
        QTest::addRow("scan without path") << QStringList{QStringLiteral("scan")} << 2;
        QTest::addRow("bad shingle") << QStringList{QStringLiteral("scan"), QStringLiteral("--shingle"),
                                                    QStringLiteral("17"), QStringLiteral(".")}
                                     << 2;
        QTest::addRow("compare one file") << QStringList{QStringLiteral("compare"), QStringLiteral("a")} << 2;
        QTest::addRow("compare missing files")
            << QStringList{QStringLiteral("compare"), QStringLiteral("/nonexistent/a"),
                           QStringLiteral("/nonexistent/b")}
            << 1;
        QTest::addRow("scan missing folder")
            << QStringList{QStringLiteral("scan"), QStringLiteral("--db"), QStringLiteral("/tmp/x.sqlite"),
                           QStringLiteral("/nonexistent/folder")}
            << 1;
        QTest::addRow("bad common cutoff")
            << QStringList{QStringLiteral("scan"), QStringLiteral("--common-cutoff"), QStringLiteral("1"),
                           QStringLiteral(".")}
            << 2;
        QTest::addRow("bad format") << QStringList{QStringLiteral("compare"), QStringLiteral("--format"),
                                                   QStringLiteral("xml"), QStringLiteral("a"),
                                                   QStringLiteral("b")}
                                    << 2;
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        const Run r = cli(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY(r.out.isEmpty() || exitCode == 0);
        QVERIFY(!r.err.isEmpty());
    }

    void scanThenStats()
    {
        const QString docs = m_dir.filePath(QStringLiteral("docs"));
        writeFile(docs + QStringLiteral("/a.txt"),
                  "the quick brown fox jumps over the lazy dog again and again");
        writeFile(docs + QStringLiteral("/b.txt"),
                  "the quick brown fox jumps over the lazy dog again and again");
        writeFile(docs + QStringLiteral("/c.bin"), QByteArray("\0\1\2\3", 4));
        const QString db = m_dir.filePath(QStringLiteral("cli.sqlite"));
        const Run s = cli({QStringLiteral("scan"), QStringLiteral("--db"), db, docs});
        QCOMPARE(s.exitCode, 0);
        QVERIFY2(s.out.contains(QStringLiteral("3 seen, 2 indexed")), qPrintable(s.out));
        // The stable code, its count and the reason in words; English plurals ("1 group").
        QVERIFY(s.out.contains(QStringLiteral("not-text: 1 (Not a text document")));
        QVERIFY2(s.out.contains(QStringLiteral("Identical documents: 2 in 1 group;")), qPrintable(s.out));
        const Run st = cli({QStringLiteral("stats"), QStringLiteral("--db"), db, QStringLiteral("--format"),
                            QStringLiteral("json")});
        QCOMPARE(st.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(st.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("documents")).toInt(), 3);
        QCOMPARE(o.value(QStringLiteral("identical_groups")).toInt(), 1);
    }

    void defaultIndexInUserDataFolder()
    {
        const QString home = m_dir.filePath(QStringLiteral("home"));
        QDir().mkpath(home);
        const QString docs = m_dir.filePath(QStringLiteral("docs2"));
        writeFile(docs + QStringLiteral("/a.txt"), "some words to index");
        const Run s = cli({QStringLiteral("scan"), docs}, home);
        QCOMPARE(s.exitCode, 0);
        QVERIFY2(QFile::exists(home + QStringLiteral("/.local/share/lookalike/lookalike/index.sqlite")) ||
                     QFile::exists(home + QStringLiteral("/.local/share/lookalike/index.sqlite")),
                 qPrintable(s.out));
        QCOMPARE(cli({QStringLiteral("stats")}, home).exitCode, 0);
    }

    // scan runs matching; pairs, clusters and similar read the result.
    void pairsClustersSimilarOnExamples()
    {
        const QString examples = lookalike::test::sourceDir(u"/resources/examples");
        const QString db = m_dir.filePath(QStringLiteral("examples.sqlite"));
        const Run s = cli({QStringLiteral("scan"), QStringLiteral("--db"), db, examples});
        QCOMPARE(s.exitCode, 0);
        QVERIFY2(s.out.contains(QStringLiteral("Matched 30 documents")), qPrintable(s.out));

        const Run p =
            cli({QStringLiteral("pairs"), QStringLiteral("--db"), db, QStringLiteral("--min"),
                 QStringLiteral("0.3"), QStringLiteral("--min-containment"), QStringLiteral("0.8")});
        QCOMPARE(p.exitCode, 0);
        const QStringList lines = p.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(lines.first().startsWith(
            QStringLiteral("path_a,path_b,resemblance,containment_a_in_b,containment_b_in_a")));
        auto find = [&](const QString &a, const QString &b) -> QStringList {
            for (const QString &line : lines)
                if ((line.contains(a + QLatin1Char(',')) && line.contains(b + QLatin1Char(','))) ||
                    (line.contains(b + QLatin1Char(',')) && line.contains(a + QLatin1Char(','))))
                    return line.split(QLatin1Char(','));
            return {};
        };
        const QStringList edited = find(QStringLiteral("committee/minutes-march.txt"),
                                        QStringLiteral("committee/minutes-march-final.txt"));
        QVERIFY2(!edited.isEmpty(), qPrintable(p.out));
        // Compare new against old: only the pairs of the website's page.
        const Run fresh = cli({QStringLiteral("pairs"), QStringLiteral("--db"), db, QStringLiteral("--new"),
                               examples + QStringLiteral("/website")});
        QCOMPARE(fresh.exitCode, 0);
        const QStringList freshLines = fresh.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(1);
        QVERIFY2(!freshLines.isEmpty(), qPrintable(fresh.out));
        for (const QString &line : freshLines)
            QVERIFY2(line.contains(QStringLiteral("/website/")), qPrintable(line));
        QVERIFY(std::abs(edited.at(2).toDouble() - 0.8) < 0.1);
        // The excerpt is contained in the article (containment 1 one way) though they resemble little.
        const QStringList excerpt = find(QStringLiteral("articles/near-duplicates-excerpt.txt"),
                                         QStringLiteral("articles/near-duplicates.txt"));
        QVERIFY2(!excerpt.isEmpty(), qPrintable(p.out));
        // The article's copies in every format read are found with it (the office ones written by
        // LibreOffice 7.4: resources/examples/formats).
        for (const QString &format :
             {QStringLiteral("pdf"), QStringLiteral("docx"), QStringLiteral("odt"), QStringLiteral("epub"),
              QStringLiteral("rtf"), QStringLiteral("doc"), QStringLiteral("pptx"), QStringLiteral("xlsx"),
              QStringLiteral("odp"), QStringLiteral("ods")}) {
            const QStringList copy = find(QStringLiteral("articles/near-duplicates.txt"),
                                          QStringLiteral("formats/near-duplicates.") + format);
            QVERIFY2(!copy.isEmpty(), qPrintable(format));
            QVERIFY2(copy.at(2).toDouble() > 0.95, qPrintable(copy.join(QLatin1Char(','))));
        }
        QVERIFY(std::max(excerpt.at(3).toDouble(), excerpt.at(4).toDouble()) > 0.95);
        QVERIFY(excerpt.at(2).toDouble() < 0.5);
        // Mail: the minutes attached to a message are the committee's minutes; a reply contains
        // the message it quotes; the pairs list names the messages.
        QVERIFY(lines.first().endsWith(QStringLiteral(",subject_b,sender_b,date_b,inclusive_b")));
        const QStringList attached = find(QStringLiteral("committee/minutes-march.txt"),
                                          QStringLiteral("mail/committee.mbox#1/1/minutes-march.txt"));
        QVERIFY2(!attached.isEmpty() && attached.at(2) == QLatin1String("1.0000"), qPrintable(p.out));
        const QStringList reply =
            find(QStringLiteral("mail/committee.mbox#1"), QStringLiteral("mail/committee.mbox#2"));
        QVERIFY2(!reply.isEmpty() && reply.at(3).toDouble() >= 0.95, qPrintable(p.out));
        QVERIFY(reply.contains(QStringLiteral("Re: March minutes")));
        // Encodings do not matter: the three French files are equivalent.
        const QStringList french = find(QStringLiteral("french/compte-rendu-juin-latin1.txt"),
                                        QStringLiteral("french/compte-rendu-juin-utf16.txt"));
        QVERIFY(!french.isEmpty());
        QCOMPARE(french.at(2), QStringLiteral("1.0000"));

        // --exact: exact figures equal those of compare.
        const Run exact = cli({QStringLiteral("pairs"), QStringLiteral("--db"), db, QStringLiteral("--min"),
                               QStringLiteral("0.5"), QStringLiteral("--exact"), QStringLiteral("--format"),
                               QStringLiteral("json")});
        QCOMPARE(exact.exitCode, 0);
        const QJsonArray rows = QJsonDocument::fromJson(exact.out.toUtf8()).array();
        QVERIFY(rows.size() >= 5);
        for (const QJsonValue &row : rows) {
            const QJsonObject o = row.toObject();
            QVERIFY(o.value(QStringLiteral("exact")).toBool());
            if (!o.value(QStringLiteral("path_a"))
                     .toString()
                     .endsWith(QStringLiteral("minutes-march-final.txt")) &&
                !o.value(QStringLiteral("path_b"))
                     .toString()
                     .endsWith(QStringLiteral("minutes-march-final.txt")))
                continue;
            // (compare reads files: not the minutes attached to a message of the mailbox)
            if (o.value(QStringLiteral("path_a")).toString().contains(QLatin1String(".mbox#")) ||
                o.value(QStringLiteral("path_b")).toString().contains(QLatin1String(".mbox#")))
                continue;
            const Run c = cli({QStringLiteral("compare"), QStringLiteral("--format"), QStringLiteral("json"),
                               o.value(QStringLiteral("path_a")).toString(),
                               o.value(QStringLiteral("path_b")).toString()});
            const QJsonObject figures = QJsonDocument::fromJson(c.out.toUtf8()).object();
            QCOMPARE(o.value(QStringLiteral("resemblance")).toDouble(),
                     figures.value(QStringLiteral("resemblance")).toDouble());
            QCOMPARE(o.value(QStringLiteral("containment_a_in_b")).toDouble(),
                     figures.value(QStringLiteral("containment_a_in_b")).toDouble());
        }

        const Run c = cli({QStringLiteral("clusters"), QStringLiteral("--db"), db});
        QCOMPARE(c.exitCode, 0);
        QVERIFY(c.out.startsWith(QStringLiteral("cluster_id,path,size,representative,resemblance")));
        // The article with its extended version and its copies in ten formats; then the minutes:
        // copy, reformatted, final, html, original, and attached to two messages of the mailbox.
        QVERIFY2(c.out.count(QStringLiteral("\n1,")) == 12, qPrintable(c.out));
        QVERIFY2(c.out.count(QStringLiteral("\n2,")) == 7, qPrintable(c.out));
        const Run identical =
            cli({QStringLiteral("clusters"), QStringLiteral("--db"), db, QStringLiteral("--policy"),
                 QStringLiteral("identical"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(identical.exitCode, 0);
        const QJsonArray groups = QJsonDocument::fromJson(identical.out.toUtf8())
                                      .object()
                                      .value(QStringLiteral("clusters"))
                                      .toArray();
        // The minutes and their copy, and the two attachments of the mailbox: the same bytes.
        QCOMPARE(groups.size(), 1);
        QCOMPARE(groups.at(0).toObject().value(QStringLiteral("size")).toInt(), 4);
        for (const QString &policy :
             {QStringLiteral("center"), QStringLiteral("containment"), QStringLiteral("lexical"),
              QStringLiteral("shingle"), QStringLiteral("very-similar"),
              QStringLiteral("virtually-identical"), QStringLiteral("supershingle")})
            QCOMPARE(cli({QStringLiteral("clusters"), QStringLiteral("--db"), db, QStringLiteral("--policy"),
                          policy})
                         .exitCode,
                     0);
        QCOMPARE(cli({QStringLiteral("clusters"), QStringLiteral("--db"), db, QStringLiteral("--policy"),
                      QStringLiteral("bogus")})
                     .exitCode,
                 2);

        // similar: a file that is not indexed, against the index.
        const QString query = m_dir.filePath(QStringLiteral("query.txt"));
        QFile source(examples + QStringLiteral("/articles/near-duplicates.txt"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        writeFile(query, source.readAll() + "\nAnd one more sentence that nobody else wrote down anywhere.");
        const Run sim = cli({QStringLiteral("similar"), QStringLiteral("--db"), db, query});
        QCOMPARE(sim.exitCode, 0);
        const QStringList simLines = sim.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(simLines.size() >= 3);
        QVERIFY2(simLines.at(1).contains(QStringLiteral("articles/near-duplicates")), qPrintable(sim.out));
        // An indexed file is not listed as like itself.
        const QString indexed = examples + QStringLiteral("/committee/minutes-march.txt");
        const Run self = cli({QStringLiteral("similar"), QStringLiteral("--db"), db, indexed});
        QCOMPARE(self.exitCode, 0);
        QVERIFY2(self.out.contains(QStringLiteral("minutes-march-copy.txt")), qPrintable(self.out));
        QVERIFY2(!self.out.contains(indexed + QLatin1Char(',')), qPrintable(self.out));
    }

    // compare's exact figures equal an independent computation, on real texts.
    void compareExactFigures_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<int>("width");
        const QString licenses = QStringLiteral("/usr/share/common-licenses/");
        QTest::addRow("GPL-2 vs LGPL-2.1")
            << licenses + QStringLiteral("GPL-2") << licenses + QStringLiteral("LGPL-2.1") << 5;
        QTest::addRow("GPL-3 vs LGPL-3 w=3")
            << licenses + QStringLiteral("GPL-3") << licenses + QStringLiteral("LGPL-3") << 3;
        QTest::addRow("GPL-2 vs GPL-3 w=8")
            << licenses + QStringLiteral("GPL-2") << licenses + QStringLiteral("GPL-3") << 8;
    }
    void compareExactFigures()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(int, width);
        if (!QFile::exists(a) || !QFile::exists(b))
            QSKIP("licence texts not installed");
        const Run r = cli({QStringLiteral("compare"), QStringLiteral("--format"), QStringLiteral("json"),
                           QStringLiteral("--shingle"), QString::number(width), a, b});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QSet<QString> sa = shingleSet(a, width), sb = shingleSet(b, width);
        const double shared = double(QSet<QString>(sa).intersect(sb).size());
        const double resemblance = shared / double(sa.size() + sb.size() - shared);
        QCOMPARE(o.value(QStringLiteral("shared_shingles")).toInt(), int(shared));
        QCOMPARE(o.value(QStringLiteral("resemblance")).toDouble(), resemblance);
        QCOMPARE(o.value(QStringLiteral("containment_a_in_b")).toDouble(), shared / double(sa.size()));
        QCOMPARE(o.value(QStringLiteral("containment_b_in_a")).toDouble(), shared / double(sb.size()));
        const QJsonObject est = o.value(QStringLiteral("estimate")).toObject();
        QVERIFY(std::abs(est.value(QStringLiteral("resemblance")).toDouble() - resemblance) < 0.15);
        QVERIFY(est.contains(QStringLiteral("containment_a_in_b")));
    }

    // #27, 4: revisions of a budget whose figures all changed. With numbers kept they share
    // almost no shingle; with --ignore-numbers they are the same words (resemblance 1, the
    // figures equal an independent computation), a scan pairs them, a later scan keeps the
    // index's setting, and one asking to keep numbers is refused, saying which setting differs.
    void ignoreNumbers()
    {
        const QString docs = m_dir.filePath(QStringLiteral("budgets"));
        const QStringList items = {QStringLiteral("office supplies for the north branch"),
                                   QStringLiteral("travel to the annual partner meeting"),
                                   QStringLiteral("licences for the accounting software"),
                                   QStringLiteral("cleaning and maintenance of the warehouse"),
                                   QStringLiteral("training courses for new staff"),
                                   QStringLiteral("rent of the second floor offices"),
                                   QStringLiteral("insurance of the delivery vans"),
                                   QStringLiteral("printing of the spring catalogue")};
        QRandomGenerator rng(2027);
        const auto budget = [&](int year) {
            QByteArray text = "Budget " + QByteArray::number(year) + "\nItem\tQ1\tQ2\tQ3\tQ4\n";
            for (int round = 0; round < 6; ++round)
                for (const QString &item : items) {
                    text += QStringLiteral("%1 (line %2)").arg(item).arg(round * 8 + 1).toUtf8();
                    for (int q = 0; q < 4; ++q)
                        text += '\t' + QByteArray::number(rng.bounded(100000) / 100.0, 'f', 2);
                    text += '\n';
                }
            return text;
        };
        const QString a = docs + QStringLiteral("/budget-2025.tsv"),
                      b = docs + QStringLiteral("/budget-2026.tsv");
        writeFile(a, budget(2025));
        writeFile(b, budget(2026));
        const auto compare = [&](bool ignore) {
            QStringList args = {QStringLiteral("compare"), QStringLiteral("--format"), QStringLiteral("json"),
                                a, b};
            if (ignore)
                args.insert(1, QStringLiteral("--ignore-numbers"));
            const Run r = cli(args);
            return QJsonDocument::fromJson(r.out.toUtf8()).object();
        };
        const QJsonObject kept = compare(false), ignored = compare(true);
        QVERIFY(!kept.value(QStringLiteral("ignore_numbers")).toBool());
        QVERIFY(ignored.value(QStringLiteral("ignore_numbers")).toBool());
        QVERIFY2(kept.value(QStringLiteral("resemblance")).toDouble() < 0.1,
                 qPrintable(QString::number(kept.value(QStringLiteral("resemblance")).toDouble())));
        QCOMPARE(ignored.value(QStringLiteral("resemblance")).toDouble(), 1.0);
        qInfo("two revisions of a budget, every figure changed: resemblance %.3f with numbers, %.3f without",
              kept.value(QStringLiteral("resemblance")).toDouble(),
              ignored.value(QStringLiteral("resemblance")).toDouble());
        for (const bool ignore : {false, true}) {
            const QJsonObject &o = ignore ? ignored : kept;
            const QSet<QString> sa = shingleSet(a, 5, ignore), sb = shingleSet(b, 5, ignore);
            QCOMPARE(o.value(QStringLiteral("shared_shingles")).toInt(),
                     int(QSet<QString>(sa).intersect(sb).size()));
            QCOMPARE(o.value(QStringLiteral("a")).toObject().value(QStringLiteral("shingles")).toInt(),
                     int(sa.size()));
        }
        const Run text = cli({QStringLiteral("compare"), QStringLiteral("--ignore-numbers"), a, b});
        QVERIFY2(text.out.contains(QStringLiteral("Numbers left out")), qPrintable(text.out));

        const QString db = m_dir.filePath(QStringLiteral("budgets.sqlite"));
        const auto pairs = [&] {
            return cli({QStringLiteral("pairs"), QStringLiteral("--db"), db}).out;
        };
        QCOMPARE(cli({QStringLiteral("scan"), QStringLiteral("--db"), db, QStringLiteral("--ignore-numbers"),
                      docs})
                     .exitCode,
                 0);
        QVERIFY2(pairs().contains(QStringLiteral("budget-2026.tsv,1.0")), qPrintable(pairs()));
        writeFile(docs + QStringLiteral("/budget-2027.tsv"), budget(2027));
        const Run again =
            cli({QStringLiteral("scan"), QStringLiteral("--db"), db, docs}); // the index's setting
        QCOMPARE(again.exitCode, 0);
        QVERIFY2(pairs().contains(QStringLiteral("budget-2027.tsv,1.0")), qPrintable(pairs()));
        const Run refused = cli({QStringLiteral("scan"), QStringLiteral("--db"), db,
                                 QStringLiteral("--shingle"), QStringLiteral("5"), docs});
        QVERIFY(refused.exitCode != 0);
        QVERIFY2(refused.err.contains(QStringLiteral("5 words per shingle, numbers ignored")),
                 qPrintable(refused.err));
        const Run resketched =
            cli({QStringLiteral("scan"), QStringLiteral("--db"), db, QStringLiteral("--shingle"),
                 QStringLiteral("5"), QStringLiteral("--resketch"), docs});
        QCOMPARE(resketched.exitCode, 0);
        QVERIFY2(!pairs().contains(QStringLiteral("budget-2027.tsv")), qPrintable(pairs()));
    }

    // The same figures as the project's reference tool, where it is beside the repository.
    void compareAgreesWithGroundTruthTool()
    {
        const QString tool = lookalike::test::sourceDir(u"/../shared/eval/groundtruth.py");
        const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
        const QString gpl = QStringLiteral("/usr/share/common-licenses/GPL-2");
        const QString lgpl = QStringLiteral("/usr/share/common-licenses/LGPL-2.1");
        if (!QFile::exists(tool) || python.isEmpty() || !QFile::exists(gpl))
            QSKIP("shared/eval/groundtruth.py, python3 or the licence texts are not here");
        const QString folder = m_dir.filePath(QStringLiteral("licenses"));
        QDir().mkpath(folder);
        QVERIFY(QFile::copy(gpl, folder + QStringLiteral("/GPL-2")));
        QVERIFY(QFile::copy(lgpl, folder + QStringLiteral("/LGPL-2.1")));
        const QString out = m_dir.filePath(QStringLiteral("gt.json"));
        QProcess p;
        p.start(python, {tool, folder, QStringLiteral("-w"), QStringLiteral("5"), QStringLiteral("--min"),
                         QStringLiteral("0"), QStringLiteral("-o"), out});
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonArray pair = QJsonDocument::fromJson(f.readAll())
                                    .object()
                                    .value(QStringLiteral("pairs"))
                                    .toArray()
                                    .at(0)
                                    .toArray();
        const Run r = cli({QStringLiteral("compare"), QStringLiteral("--format"), QStringLiteral("json"),
                           folder + QStringLiteral("/") + pair.at(0).toString(),
                           folder + QStringLiteral("/") + pair.at(1).toString()});
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(QString::number(o.value(QStringLiteral("resemblance")).toDouble(), 'f', 4),
                 QString::number(pair.at(2).toDouble(), 'f', 4));
        QCOMPARE(QString::number(o.value(QStringLiteral("containment_a_in_b")).toDouble(), 'f', 4),
                 QString::number(pair.at(3).toDouble(), 'f', 4));
        QCOMPARE(QString::number(o.value(QStringLiteral("containment_b_in_a")).toDouble(), 'f', 4),
                 QString::number(pair.at(4).toDouble(), 'f', 4));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
