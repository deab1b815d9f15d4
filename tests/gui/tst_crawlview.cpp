// The real window, offscreen, with web archives: import two sweeps (the File menu, then a drop),
// browse URLs with their hosts and sweeps, compare two captures read back from their archives,
// and ask the crawl window for mirrors, lost and found and evolution; then the crawl window on a
// reader thread of its own. The WARC files are written here; dialogs go through the seams of
// Dialogs.h; no sleeps.
#include "ClusterModel.h"
#include "CrawlView.h"
#include "Dialogs.h"
#include "IndexWorker.h"
#include "MainWindow.h"
#include "TestHome.h"
#include "crawl/Mirrors.h"
#include "store/IndexStore.h"
#include "usecase/CrawlQuestions.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDesktopServices>
#include <QDropEvent>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUrl>
#include <zlib.h>

using namespace lookalike;

namespace {

// Pseudo-words of two or three syllables: 4096 of them, letters only.
QByteArray word(quint32 n)
{
    static const char *const syllables[] = {"ka", "lo", "mi", "ne", "ru", "ta", "vi", "zo",
                                            "pe", "su", "do", "fa", "gi", "ho", "ju", "be"};
    QByteArray w = syllables[n % 16];
    w += syllables[(n / 16) % 16];
    w += syllables[(n / 256) % 16];
    return w;
}

// The words of a page: `count` pseudo-random words from `seed`.
QList<QByteArray> pageWords(quint32 seed, int count = 250)
{
    QList<QByteArray> words;
    quint32 x = seed * 2654435761u + 12345u;
    for (int i = 0; i < count; ++i) {
        x = x * 1664525u + 1013904223u;
        words << word(x >> 20);
    }
    return words;
}

QByteArray html(const QByteArray &title, const QList<QByteArray> &words)
{
    return "<html><head><title>" + title + "</title></head><body><p>" + words.join(' ') +
           "</p></body></html>";
}

// Writes WARC/1.0 response records, plain or one gzip member per record.
class Warc
{
public:
    Warc(const QString &path, bool gzip)
        : m_file(path)
        , m_gzip(gzip)
    {
        m_file.open(QIODevice::WriteOnly);
    }

    void response(const QString &url, const QByteArray &date, int status, const QByteArray &body)
    {
        const QByteArray reason = status == 200 ? "OK" : "Not Found";
        const QByteArray http = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason +
                                "\r\nContent-Type: text/html\r\n\r\n" + body;
        const QByteArray record =
            "WARC/1.0\r\nWARC-Type: response\r\nWARC-Target-URI: " + url.toUtf8() + "\r\nWARC-Date: " + date +
            "\r\nWARC-Record-ID: <urn:uuid:00000000-0000-4000-8000-" +
            QByteArray::number(++m_records).rightJustified(12, '0') +
            ">\r\nContent-Type: application/http; msgtype=response\r\nContent-Length: " +
            QByteArray::number(http.size()) + "\r\n\r\n" + http + "\r\n\r\n";
        m_file.write(m_gzip ? gzipped(record) : record);
    }

private:
    static QByteArray gzipped(const QByteArray &data)
    {
        z_stream z{};
        deflateInit2(&z, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
        QByteArray out(int(deflateBound(&z, uLong(data.size()))) + 32, '\0');
        z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
        z.avail_in = uInt(data.size());
        z.next_out = reinterpret_cast<Bytef *>(out.data());
        z.avail_out = uInt(out.size());
        deflate(&z, Z_FINISH);
        out.resize(int(z.total_out));
        deflateEnd(&z);
        return out;
    }

    QFile m_file;
    bool m_gzip;
    int m_records = 0;
};

constexpr int kMirrored = 12; // pages under the same paths on a.test and b.test

QString docUrl(const char *host, int page)
{
    return QStringLiteral("http://%1/docs/p%2.html")
        .arg(QLatin1String(host))
        .arg(page, 2, 10, QLatin1Char('0'));
}

// Sweep one (January): a.test and b.test mirror /docs/p01..p12; a.test also has old.html (it
// moves to new-home.html) and gone.html (deleted); c.test has pages of its own.
void writeSweepOne(const QString &path)
{
    Warc w(path, false);
    const QByteArray date = "2024-01-01T00:00:00Z";
    for (int p = 1; p <= kMirrored; ++p)
        for (const char *host : {"a.test", "b.test"})
            w.response(docUrl(host, p), date, 200,
                       html("Page " + QByteArray::number(p), pageWords(quint32(p))));
    w.response(QStringLiteral("http://a.test/old.html"), date, 200, html("Home", pageWords(100)));
    w.response(QStringLiteral("http://a.test/gone.html"), date, 200, html("Gone", pageWords(200)));
    for (int p = 0; p < 3; ++p)
        w.response(QStringLiteral("http://c.test/page%1.html").arg(p), date, 200,
                   html("C", pageWords(quint32(300 + p))));
}

// Sweep two (February, gzip): the mirrored pages changed a little (p05..p07), about half (p08,
// p09), mostly (p10), completely (p11) or not at all; old.html is at new-home.html, gone.html
// answers 404, c.test has a new page.
void writeSweepTwo(const QString &path)
{
    Warc w(path, true);
    const QByteArray date = "2024-02-01T00:00:00Z";
    for (int p = 1; p <= kMirrored; ++p) {
        QList<QByteArray> words = pageWords(quint32(p));
        if (p >= 5 && p <= 7) {
            words[50] = "novelword";
            words[150] = "novelword";
        } else if (p == 8 || p == 9) {
            for (int i = 100; i < 175; ++i)
                words[i] = "changed" + word(quint32(i + 1000 * p));
        } else if (p == 10) {
            for (int i = 40; i < 190; ++i)
                words[i] = "changed" + word(quint32(i + 1000 * p));
        } else if (p == 11) {
            words = pageWords(quint32(1100));
        }
        for (const char *host : {"a.test", "b.test"})
            w.response(docUrl(host, p), date, 200, html("Page " + QByteArray::number(p), words));
    }
    w.response(QStringLiteral("http://a.test/new-home.html"), date, 200, html("Home", pageWords(100)));
    w.response(QStringLiteral("http://a.test/gone.html"), date, 404, "<html><body>Not found</body></html>");
    for (int p = 0; p < 3; ++p)
        w.response(QStringLiteral("http://c.test/page%1.html").arg(p), date, 200,
                   html("C", pageWords(quint32(300 + p))));
    w.response(QStringLiteral("http://c.test/new.html"), date, 200, html("New", pageWords(400)));
}

// The member rows (cluster row, member row) of the browser whose URL is `url`.
QList<QModelIndex> membersWithPath(QAbstractItemModel *model, const QString &url)
{
    QList<QModelIndex> out;
    while (model->canFetchMore({}))
        model->fetchMore({});
    for (int c = 0; c < model->rowCount(); ++c) {
        const QModelIndex cluster = model->index(c, 0);
        for (int m = 0; m < model->rowCount(cluster); ++m) {
            const QModelIndex member = model->index(m, 0, cluster);
            if (member.data(ClusterModel::PathRole).toString() == url)
                out << member;
        }
    }
    return out;
}

// The row of `table` whose first columns read `first`, `second` (-1 if none).
int findRow(QAbstractItemModel *model, const QString &first, const QString &second = {})
{
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->index(r, 0).data().toString() == first &&
            (second.isEmpty() || model->index(r, 1).data().toString() == second))
            return r;
    return -1;
}

} // namespace

class TestCrawlView : public QObject
{
    Q_OBJECT

public Q_SLOTS:
    // QDesktopServices hands http URLs here during the test (no browser starts).
    void openUrl(const QUrl &url) { m_opened << url; }

private:
    lookalike::test::TestHome m_home;
    QList<QUrl> m_opened;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.enter());
        MessageBox::setTesting(true); // no dialog blocks: questions without an answer are cancelled
    }

    void importBrowseAndAsk()
    {
        QTemporaryDir dir;
        const QString january = dir.filePath(QStringLiteral("january.warc"));
        const QString february = dir.filePath(QStringLiteral("february.warc.gz"));
        writeSweepOne(january);
        writeSweepTwo(february);

        const QString index = dir.filePath(QStringLiteral("index.sqlite"));
        MainWindow window;
        window.openIndex(index);
        MessageBox::clearShown();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *crawlAction = window.findChild<QAction *>(QStringLiteral("actionCrawl"));
        QVERIFY(crawlAction);
        QVERIFY(!crawlAction->isEnabled()); // no sweep yet

        // An import cancelled at once stores nothing it cannot resume.
        QSignalSpy imported(&window, &MainWindow::importFinished);
        auto *importAction = window.findChild<QAction *>(QStringLiteral("actionImportArchives"));
        // The archives chosen in the File menu; the first sweep is named after their dates (an
        // empty label), the second by the user.
        FileDialog::setNextFileNames({january});
        MessageBox::setNextText(QString());
        importAction->trigger();
        QTest::mouseClick(window.findChild<QPushButton *>(QStringLiteral("cancelButton")), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(imported.count(), 1, 20000);
        QCOMPARE(imported.takeFirst().first().toString(), QStringLiteral("cancelled"));
        QTRY_VERIFY(window.findChild<QPushButton *>(QStringLiteral("scanButton"))->isEnabled());

        // Sweep one through the File menu, sweep two dropped on the window.
        FileDialog::setNextFileNames({january});
        MessageBox::setNextText(QString());
        importAction->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(imported.count(), 1, 20000);
        QCOMPARE(imported.takeFirst().first().toString(), QStringLiteral("done"));
        QTRY_VERIFY(crawlAction->isEnabled());
        QTRY_VERIFY(window.findChild<QPushButton *>(QStringLiteral("scanButton"))->isEnabled());
        MessageBox::setNextText(QStringLiteral("february"));
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(february)});
        QDragEnterEvent enter(QPoint(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &drop);
        QTRY_COMPARE_WITH_TIMEOUT(imported.count(), 1, 20000);
        QCOMPARE(imported.takeFirst().first().toString(), QStringLiteral("done"));
        // A label was asked for each import, the last one offering the sweep imported before;
        // nothing else was shown.
        const QList<MessageBox::Record> asked = MessageBox::shown();
        QCOMPARE(asked.size(), 3);
        for (const MessageBox::Record &question : asked)
            QCOMPARE(question.title, QStringLiteral("Import Web Archives"));
        QVERIFY2(asked.last().text.contains(QStringLiteral("(2024-01-01)")), qPrintable(asked.last().text));
        QVERIFY2(window.findChild<QLabel *>(QStringLiteral("scanStatus"))
                     ->text()
                     .contains(QStringLiteral("clusters")),
                 qPrintable(window.findChild<QLabel *>(QStringLiteral("scanStatus"))->text()));

        // The cluster browser: URLs, with their host and sweep.
        auto *view = window.findChild<QTreeView *>(QStringLiteral("clusterView"));
        QAbstractItemModel *model = view->model();
        QTRY_VERIFY_WITH_TIMEOUT(membersWithPath(model, docUrl("a.test", 5)).size() == 2, 10000);
        QAbstractItemModelTester browserTester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(!view->isColumnHidden(ClusterModel::HostColumn));
        QVERIFY(!view->isColumnHidden(ClusterModel::SweepColumn));
        const QList<QModelIndex> p05 = membersWithPath(model, docUrl("a.test", 5));
        for (const QModelIndex &m : p05)
            QCOMPARE(m.siblingAtColumn(ClusterModel::HostColumn).data().toString(), QStringLiteral("a.test"));
        // The sweeps' labels come with the index's overview, which may arrive after the page.
        const auto sweepsOf = [&] {
            QStringList sweeps;
            for (const QModelIndex &m : membersWithPath(model, docUrl("a.test", 5)))
                sweeps << m.siblingAtColumn(ClusterModel::SweepColumn).data().toString();
            sweeps.sort();
            return sweeps;
        };
        QTRY_COMPARE_WITH_TIMEOUT(
            sweepsOf(), (QStringList{QStringLiteral("2024-01-01"), QStringLiteral("february")}), 10000);
        QCOMPARE(p05.first().parent(), p05.last().parent()); // near-duplicates across sweeps
        const QModelIndex p05Cluster = p05.first().parent();
        QCOMPARE(p05Cluster.siblingAtColumn(ClusterModel::HostColumn).data().toString(),
                 QStringLiteral("2 hosts"));
        QCOMPARE(p05Cluster.siblingAtColumn(ClusterModel::SweepColumn).data().toString(),
                 QStringLiteral("2 sweeps"));

        // The pair view reads both captures back from their archives (one of them gzip).
        view->expand(p05Cluster);
        view->selectionModel()->select(p05.first(),
                                       QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        view->selectionModel()->select(p05.last(), QItemSelectionModel::Select | QItemSelectionModel::Rows);
        auto *pair = window.findChild<QLabel *>(QStringLiteral("pairView"));
        QTRY_VERIFY2_WITH_TIMEOUT(pair->text().contains(QStringLiteral("exact,")), qPrintable(pair->text()),
                                  20000);
        QVERIFY(pair->text().contains(QStringLiteral("(sweep february)")));
        auto *diff = window.findChild<QWidget *>(QStringLiteral("diffView"));
        QTRY_VERIFY(diff->isVisible());
        QString panes;
        for (QPlainTextEdit *pane : diff->findChildren<QPlainTextEdit *>())
            panes += pane->toPlainText();
        QVERIFY(panes.contains(QStringLiteral("novelword")));
        QVERIFY(panes.contains(QString::fromLatin1(pageWords(5).at(50))));

        // A web page is not a file: no trash, no folder; it opens at its URL.
        auto *trash = window.findChild<QAction *>(QStringLiteral("actionTrash"));
        QVERIFY(!trash->isEnabled());
        QVERIFY(!window.findChild<QAction *>(QStringLiteral("actionReveal"))->isEnabled());
        MessageBox::clearShown();
        window.moveSelectionToTrash();
        QTRY_COMPARE(MessageBox::shown().size(), 1);
        QVERIFY(MessageBox::shown().first().text.contains(QStringLiteral("not files")));
        MessageBox::clearShown();
        view->selectionModel()->select(p05.first(),
                                       QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QDesktopServices::setUrlHandler(QStringLiteral("http"), this, "openUrl");
        window.findChild<QAction *>(QStringLiteral("actionOpenDocument"))->trigger();
        QDesktopServices::unsetUrlHandler(QStringLiteral("http"));
        QCOMPARE(m_opened, QList<QUrl>{QUrl(docUrl("a.test", 5))});

        // The crawl window, on the window's reader.
        crawlAction->trigger();
        auto *crawl = window.findChild<CrawlView *>(QStringLiteral("crawlView"));
        QVERIFY(crawl);
        QTRY_VERIFY(crawl->isVisible());
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        for (const char *name : {"sweepTable", "hostTable", "mirrorTable", "goneTable", "evolutionTable"})
            testers.push_back(std::make_unique<QAbstractItemModelTester>(
                crawl->findChild<QTableView *>(QLatin1String(name))->model(),
                QAbstractItemModelTester::FailureReportingMode::QtTest));

        // Sweeps & hosts: two sweeps, oldest first; the hosts of the newest.
        QAbstractItemModel *sweepTable =
            crawl->findChild<QTableView *>(QStringLiteral("sweepTable"))->model();
        QTRY_COMPARE_WITH_TIMEOUT(sweepTable->rowCount(), 2, 20000);
        QCOMPARE(sweepTable->index(0, 0).data().toString(), QStringLiteral("2024-01-01"));
        QCOMPARE(sweepTable->index(1, 0).data().toString(), QStringLiteral("february"));
        QCOMPARE(sweepTable->index(0, 2).data().toString(), QStringLiteral("29"));
        QAbstractItemModel *hosts = crawl->findChild<QTableView *>(QStringLiteral("hostTable"))->model();
        QTRY_COMPARE_WITH_TIMEOUT(hosts->rowCount(), 3, 20000);
        const int aRow = findRow(hosts, QStringLiteral("a.test"));
        QVERIFY(aRow >= 0);
        QCOMPARE(hosts->index(aRow, 3).data().toString(), QString::number(kMirrored)); // shared with b.test

        // Mirrors: a.test and b.test, the same pages under the same paths.
        QAbstractItemModel *mirrors = crawl->findChild<QTableView *>(QStringLiteral("mirrorTable"))->model();
        QTRY_VERIFY_WITH_TIMEOUT(findRow(mirrors, QStringLiteral("a.test"), QStringLiteral("b.test")) >= 0,
                                 20000);
        const int mirrorRow = findRow(mirrors, QStringLiteral("a.test"), QStringLiteral("b.test"));
        QCOMPARE(mirrors->index(mirrorRow, 2).data().toString(), QString::number(kMirrored));
        QCOMPARE(mirrors->index(mirrorRow, 5).data().toString(), QStringLiteral("mirror"));
        QCOMPARE(mirrors->rowCount(), 1);
        QString exportTo = dir.filePath(QStringLiteral("mirrors.csv"));
        FileDialog::setNextFileName(exportTo);
        QTest::mouseClick(crawl->findChild<QPushButton *>(QStringLiteral("exportMirrorsButton")),
                          Qt::LeftButton);
        {
            QFile csv(exportTo);
            QVERIFY(csv.open(QIODevice::ReadOnly));
            const QStringList lines =
                QString::fromUtf8(csv.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
            QCOMPARE(lines.size(), 2);
            QVERIFY(lines.at(0).startsWith(QStringLiteral("host_a,host_b,shared_pages")));
            QVERIFY(lines.at(1).startsWith(QStringLiteral("a.test,b.test,12,")));
        }
        // Issue 24, 8: the crawl questions are asked where the CLI asks them (the index's crawl
        // threshold, 50 % until set: not the clusters' slider at 70 %); the box changes it for
        // both, and the window's mirrors are what the CLI's use case answers at it.
        auto *thresholdBox = crawl->findChild<QSpinBox *>(QStringLiteral("crawlThresholdSpin"));
        QVERIFY(thresholdBox);
        QCOMPARE(window.findChild<QSlider *>(QStringLiteral("thresholdSlider"))->value(), 70);
        QCOMPARE(thresholdBox->value(), 50);
        QSignalSpy remirrored(crawl, &CrawlView::mirrorsShown);
        thresholdBox->setValue(60);
        QTRY_VERIFY(remirrored.count() >= 1);
        window.writer()->waitForIdle();
        {
            auto store = IndexStore::open(index, IndexStore::Mode::ReadOnly);
            QVERIFY(store);
            QCOMPARE(usecase::crawlThreshold(**store), 0.6);
            auto crawlIndex = usecase::loadCrawl(**store, usecase::crawlThreshold(**store));
            QVERIFY(crawlIndex);
            MirrorParams params;
            params.sweep = crawlIndex->sweeps().back().id;
            params.threshold = usecase::crawlThreshold(**store);
            const std::vector<HostPair> cli = findMirrors(*crawlIndex, params);
            QCOMPARE(int(cli.size()), mirrors->rowCount());
            QCOMPARE(cli.front().hostA, QStringLiteral("a.test"));
        }
        thresholdBox->setValue(50);
        QTRY_VERIFY(remirrored.count() >= 2);
        // Fewer shared pages than asked for: no pair.
        QSignalSpy mirrorsShown(crawl, &CrawlView::mirrorsShown);
        crawl->findChild<QSpinBox *>(QStringLiteral("minPagesSpin"))->setValue(kMirrored + 1);
        QTRY_COMPARE(mirrorsShown.count(), 1);
        QCOMPARE(mirrors->rowCount(), 0);

        // Lost and found: the moved page and the deleted one.
        auto *urlEdit = crawl->findChild<QLineEdit *>(QStringLiteral("lostUrlEdit"));
        auto *find = crawl->findChild<QPushButton *>(QStringLiteral("findLostButton"));
        auto *newUrl = crawl->findChild<QLabel *>(QStringLiteral("lostNewUrl"));
        QSignalSpy answered(crawl, &CrawlView::lostFoundAnswered);
        QTest::keyClicks(urlEdit, QStringLiteral("http://a.test/old.html"));
        QTest::mouseClick(find, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(answered.count(), 1, 20000);
        QCOMPARE(answered.takeFirst().first().toString(), QStringLiteral("moved"));
        QCOMPARE(newUrl->text(), QStringLiteral("http://a.test/new-home.html"));
        QCOMPARE(crawl->findChild<QLabel *>(QStringLiteral("lostResemblance"))->text(),
                 QStringLiteral("100.0%"));
        urlEdit->clear();
        QTest::keyClicks(urlEdit, QStringLiteral("http://a.test/gone.html"));
        QTest::mouseClick(find, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(answered.count(), 1, 20000);
        QCOMPARE(answered.takeFirst().first().toString(), QStringLiteral("deleted"));
        QCOMPARE(newUrl->text(), QStringLiteral("none"));
        QVERIFY(crawl->findChild<QLabel *>(QStringLiteral("lostVerdict"))
                    ->text()
                    .startsWith(QStringLiteral("deleted")));
        // Every gone page.
        QAbstractItemModel *gone = crawl->findChild<QTableView *>(QStringLiteral("goneTable"))->model();
        QTRY_COMPARE_WITH_TIMEOUT(gone->rowCount(), 2, 20000);
        const int oldRow = findRow(gone, QStringLiteral("http://a.test/old.html"));
        QVERIFY(oldRow >= 0);
        QCOMPARE(gone->index(oldRow, 1).data().toString(), QStringLiteral("http://a.test/new-home.html"));
        QCOMPARE(gone->index(oldRow, 3).data().toString(), QStringLiteral("moved"));
        const int goneRow = findRow(gone, QStringLiteral("http://a.test/gone.html"));
        QVERIFY(goneRow >= 0);
        QCOMPARE(gone->index(goneRow, 1).data().toString(), QString());
        QCOMPARE(gone->index(goneRow, 3).data().toString(), QStringLiteral("deleted"));
        exportTo = dir.filePath(QStringLiteral("gone.csv"));
        FileDialog::setNextFileName(exportTo);
        QTest::mouseClick(crawl->findChild<QPushButton *>(QStringLiteral("exportLostButton")),
                          Qt::LeftButton);
        {
            QFile csv(exportTo);
            QVERIFY(csv.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(csv.readAll());
            QVERIFY(text.startsWith(QStringLiteral("old_url,new_url,resemblance,verdict")));
            QVERIFY(text.contains(QStringLiteral("http://a.test/old.html,http://a.test/new-home.html,")));
            QCOMPARE(text.count(QLatin1Char('\n')), 3);
        }

        // Evolution from January to February: 27 pages in both, by change; curves of 2 points.
        auto *summary = crawl->findChild<QLabel *>(QStringLiteral("evolutionSummary"));
        QTRY_VERIFY_WITH_TIMEOUT(summary->text().startsWith(QStringLiteral("From sweep")), 20000);
        QVERIFY2(
            summary->text().contains(QStringLiteral("27 pages in both, 2 born, 2 died (1 of them moved)")),
            qPrintable(summary->text()));
        QChart *changes = crawl->findChild<QChartView *>(QStringLiteral("changeChart"))->chart();
        QCOMPARE(changes->series().size(), 1);
        QBarSet *set = static_cast<QBarSeries *>(changes->series().first())->barSets().first();
        QCOMPARE(set->count(), 6); // complete, large, medium, small, no text change, no change
        qreal inBoth = 0;
        for (int b = 0; b < set->count(); ++b)
            inBoth += set->at(b);
        QCOMPARE(inBoth, 27.0);
        QCOMPARE(set->at(5), 13.0); // p01-p04 and p12 on both hosts, c.test's three pages
        QVERIFY(set->at(0) >= 2);   // p11 on both hosts
        QVERIFY(set->at(3) >= 6);   // p05-p07 on both hosts
        QChart *curves = crawl->findChild<QChartView *>(QStringLiteral("coefficientChart"))->chart();
        QVERIFY(!curves->series().isEmpty());
        for (QAbstractSeries *series : curves->series()) {
            auto *line = static_cast<QLineSeries *>(series);
            QCOMPARE(line->count(), 2);
            QCOMPARE(line->at(0).y(), 1.0);
        }
        QVERIFY(crawl->findChild<QTableView *>(QStringLiteral("evolutionTable"))->model()->rowCount() >= 2);
        // The same sweep twice: nothing to compare.
        auto *to = crawl->findChild<QComboBox *>(QStringLiteral("evolutionToCombo"));
        to->setCurrentIndex(0);
        QTRY_VERIFY(summary->text().contains(QStringLiteral("later sweep")));
        QVERIFY(curves != crawl->findChild<QChartView *>(QStringLiteral("coefficientChart"))->chart());
        // Exports that cannot be written say so.
        auto *exportLost = crawl->findChild<QPushButton *>(QStringLiteral("exportLostButton"));
        FileDialog::setNextFileName(dir.filePath(QStringLiteral("no-such-folder/gone.csv")));
        QTest::mouseClick(exportLost, Qt::LeftButton);
        QCOMPARE(MessageBox::shown().size(), 1);
        QVERIFY2(MessageBox::shown().first().text.startsWith(QStringLiteral("Cannot write")),
                 qPrintable(MessageBox::shown().first().text));
        MessageBox::clearShown();
        // A file dialog cancelled writes nothing.
        auto *exportMirrors = crawl->findChild<QPushButton *>(QStringLiteral("exportMirrorsButton"));
        FileDialog::setNextFileName(QString());
        QTest::mouseClick(exportMirrors, Qt::LeftButton);
        QVERIFY(MessageBox::shown().isEmpty());
        crawl->close();

        // The crawl window on a reader of its own: the newer of two readings is the one answered.
        {
            IndexWorker reader(IndexWorker::Access::Read);
            IndexWorker writer(IndexWorker::Access::Write);
            reader.setIndex(index);
            writer.setIndex(index);
            CrawlView own(&reader, &writer);
            QSignalSpy loaded(&own, &CrawlView::crawlLoaded);
            QSignalSpy evolved(&own, &CrawlView::evolutionShown);
            own.setIndex(index);
            own.setIndex(index);
            QTRY_COMPARE_WITH_TIMEOUT(evolved.count(), 1, 20000);
            QCOMPARE(evolved.first().first().toInt(), 1); // one sweep after the base sweep
            reader.waitForIdle();
            QCoreApplication::sendPostedEvents(); // whatever the reader still had to say
            QCOMPARE(loaded.count(), 1);
            QCOMPARE(loaded.first().first().toInt(), 2);
            QCOMPARE(own.findChild<QTableView *>(QStringLiteral("sweepTable"))->model()->rowCount(), 2);
            QCOMPARE(evolved.count(), 1);
        }
        // ... and on an index that cannot be read: the reason, and nothing created.
        {
            const QString missing = dir.filePath(QStringLiteral("missing.sqlite"));
            IndexWorker reader(IndexWorker::Access::Read);
            IndexWorker writer(IndexWorker::Access::Write); // on no index: it writes nothing
            reader.setIndex(missing);
            CrawlView own(&reader, &writer);
            QSignalSpy loaded(&own, &CrawlView::crawlLoaded);
            own.setIndex(missing);
            QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);
            QCOMPARE(loaded.first().first().toInt(), 0);
            const QString status = own.findChild<QLabel *>(QStringLiteral("crawlStatus"))->text();
            QVERIFY2(status.startsWith(QStringLiteral("Cannot read the crawl")), qPrintable(status));
            QCOMPARE(own.findChild<QTableView *>(QStringLiteral("sweepTable"))->model()->rowCount(), 0);
            QVERIFY(!QFile::exists(missing));
        }
    }

    // Folder scans keep their layout: no host or sweep column, no crawl window.
    void folderScanLayout()
    {
        QTemporaryDir dir;
        for (const char *name : {"a.txt", "b.txt"}) {
            QFile f(dir.filePath(QLatin1String(name)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(pageWords(7).join(' '));
        }
        MainWindow window;
        window.openIndex(dir.filePath(QStringLiteral("index.sqlite")));
        window.addSource(dir.path());
        QSignalSpy finished(&window, &MainWindow::scanFinished);
        QTest::mouseClick(window.findChild<QPushButton *>(QStringLiteral("scanButton")), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        auto *view = window.findChild<QTreeView *>(QStringLiteral("clusterView"));
        QTRY_COMPARE(view->model()->rowCount(), 1);
        QVERIFY(view->isColumnHidden(ClusterModel::HostColumn));
        QVERIFY(view->isColumnHidden(ClusterModel::SweepColumn));
        QVERIFY(!view->isColumnHidden(ClusterModel::ModifiedColumn));
        const QString name = view->model()->index(0, 0).data().toString(); // a cluster is named by its file
        QVERIFY2(name == QLatin1String("a.txt") || name == QLatin1String("b.txt"), qPrintable(name));
        QVERIFY(!window.findChild<QAction *>(QStringLiteral("actionCrawl"))->isEnabled());
    }
};

QTEST_MAIN(TestCrawlView)
#include "tst_crawlview.moc"
