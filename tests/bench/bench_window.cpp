// Window benchmark: how long an index takes to show its first clusters in the window, to page
// through them, to filter and sort them, and to re-cluster when the threshold slider moves;
// the longest time the GUI thread did not answer during each (a 5 ms timer's longest gap);
// the window's peak RSS. With a FOLDER, first a scan of it into INDEX from the window.
//
//   QT_QPA_PLATFORM=offscreen build/tests/bench_window INDEX [FOLDER]
//
// (Make a large index with: build/tests/bench_match --docs 1000000 --index INDEX)
#include "BenchOptions.h"
#include "ClusterBrowser.h"
#include "ClusterModel.h"
#include "MainWindow.h"
#include "PeakRss.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSlider>
#include <QTimer>
#include <QTreeView>
#include <cstdio>

namespace {

// The longest gap between two ticks of a 5 ms timer while it runs: the longest frozen frame.
class Freeze
{
public:
    Freeze()
    {
        m_ticker.setInterval(5);
        QObject::connect(&m_ticker, &QTimer::timeout,
                         [this] { m_longest = std::max(m_longest, m_gap.restart()); });
    }
    void start()
    {
        m_longest = 0;
        m_gap.start();
        m_ticker.start();
    }
    qint64 stop()
    {
        m_ticker.stop();
        return m_longest;
    }

private:
    QTimer m_ticker;
    QElapsedTimer m_gap;
    qint64 m_longest = 0;
};

double seconds(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e9;
}

// Waits (processing events) until `spy` has a signal.
void waitFor(QSignalSpy &spy, int ms = 600000)
{
    while (spy.isEmpty() && spy.wait(ms)) {
    }
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    const char *usage = "usage: bench_window INDEX [FOLDER]\n";
    if (const auto exitCode = parseBenchOptions(parser, {}, app.arguments(), usage, true))
        return *exitCode;
    const QStringList arguments = parser.positionalArguments();
    if (arguments.isEmpty() || arguments.size() > 2) {
        std::printf("%s", usage);
        return 2;
    }
    const QString index = arguments[0];
    lookalike::MainWindow window;
    window.show();
    Freeze freeze;
    QElapsedTimer t;
    if (arguments.size() > 1) {
        window.openIndex(index);
        window.addSource(arguments[1]);
        QSignalSpy finished(&window, &lookalike::MainWindow::scanFinished);
        t.start();
        freeze.start();
        QMetaObject::invokeMethod(window.findChild<QPushButton *>(QStringLiteral("scanButton")), "click");
        waitFor(finished);
        std::printf("scan from the window: %.1f s, GUI thread blocked at most %lld ms\n", seconds(t),
                    static_cast<long long>(freeze.stop()));
    }
    auto *view = window.findChild<QTreeView *>(QStringLiteral("clusterView"));
    auto *model = window.browser()->model();
    {
        QSignalSpy shown(&window, &lookalike::MainWindow::clustersShown);
        t.start();
        freeze.start();
        window.openIndex(index);
        std::printf("open the index: the window answers again after %.3f s\n", seconds(t));
        waitFor(shown);
        std::printf("first clusters shown: %.3f s (%d clusters in the first page), GUI thread blocked at "
                    "most %lld ms\n",
                    seconds(t), model->rowCount(), static_cast<long long>(freeze.stop()));
        QSignalSpy counted(model, &lookalike::ClusterModel::counted);
        if (model->clusterCount() < 0)
            waitFor(counted, 60000);
        std::printf("  the index holds %lld clusters of %lld documents\n",
                    static_cast<long long>(model->clusterCount()),
                    static_cast<long long>(model->clusteredDocuments()));
    }
    {
        // Page through: scroll to the end of what is shown, 40 times (a page each).
        t.start();
        freeze.start();
        const int before = model->rowCount();
        // (The view may have asked for the next page itself: then the page is on its way.)
        for (int i = 0; i < 40 && model->rowCount() < model->clusterCount(); ++i) {
            QSignalSpy page(model, &lookalike::ClusterModel::pageLoaded);
            view->scrollToBottom();
            view->verticalScrollBar()->setValue(view->verticalScrollBar()->maximum());
            if (model->canFetchMore({}))
                model->fetchMore({});
            waitFor(page, 60000);
        }
        std::printf(
            "paging: %d more clusters in %.3f s (%.0f a second), GUI thread blocked at most %lld ms\n",
            model->rowCount() - before, seconds(t), double(model->rowCount() - before) / seconds(t),
            static_cast<long long>(freeze.stop()));
    }
    {
        // Expand the first 200 clusters (their members come with the page, or are read).
        t.start();
        freeze.start();
        for (int i = 0; i < 200 && i < model->rowCount(); ++i)
            view->expand(model->index(i, 0));
        QApplication::processEvents();
        std::printf("expand 200 clusters: %.3f s, GUI thread blocked at most %lld ms\n", seconds(t),
                    static_cast<long long>(freeze.stop()));
    }
    {
        // Sort by name, then by size again.
        for (int column :
             {int(lookalike::ClusterModel::PathColumn), int(lookalike::ClusterModel::MembersColumn)}) {
            QSignalSpy shown(&window, &lookalike::MainWindow::clustersShown);
            t.start();
            freeze.start();
            view->sortByColumn(column, column == lookalike::ClusterModel::PathColumn ? Qt::AscendingOrder
                                                                                     : Qt::DescendingOrder);
            waitFor(shown);
            std::printf("sort by %s: first page in %.3f s, GUI thread blocked at most %lld ms\n",
                        column == lookalike::ClusterModel::PathColumn ? "name" : "size", seconds(t),
                        static_cast<long long>(freeze.stop()));
        }
    }
    {
        // Filter by a path fragment of the first cluster's representative, then clear it.
        const QString path = model->index(0, 0).data(lookalike::ClusterModel::PathRole).toString();
        const QString fragment = path.section(QLatin1Char('/'), -1).left(6);
        auto *filter = window.findChild<QLineEdit *>(QStringLiteral("clusterFilter"));
        for (const QString &text : {fragment, QString()}) {
            QSignalSpy shown(&window, &lookalike::MainWindow::clustersShown);
            t.start();
            freeze.start();
            filter->setText(text);
            waitFor(shown);
            std::printf("filter \"%s\": first page in %.3f s (%d clusters shown), GUI thread blocked at most "
                        "%lld ms\n",
                        qPrintable(text), seconds(t), model->rowCount(),
                        static_cast<long long>(freeze.stop()));
        }
    }
    auto *slider = window.findChild<QSlider *>(QStringLiteral("thresholdSlider"));
    for (int value : {80, 60, 50}) {
        QSignalSpy shown(&window, &lookalike::MainWindow::clustersShown);
        t.start();
        freeze.start();
        slider->setValue(value);
        waitFor(shown);
        std::printf("threshold %d%%: re-clustered and first clusters shown in %.3f s, GUI thread blocked at "
                    "most %lld ms\n",
                    value, seconds(t), static_cast<long long>(freeze.stop()));
    }
    std::printf("peak RSS of the window: %.0f MB\n", peakRssMb());
    return 0;
}
