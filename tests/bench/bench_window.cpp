// Window benchmark: how long an index takes to open and show its clusters, and to re-cluster
// when the threshold slider moves; with a FOLDER, first a scan of it into INDEX from the
// window, measuring the longest time the GUI thread did not answer while it ran.
//
//   QT_QPA_PLATFORM=offscreen build/tests/bench_window INDEX [FOLDER]
//
// (Make a large index with: build/tests/bench_match --docs 100000 --index INDEX)
#include "MainWindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QSlider>
#include <QPushButton>
#include <QTimer>
#include <QTreeView>

#include <cstdio>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_window INDEX\n");
        return 2;
    }
    lookalike::MainWindow window;
    window.show();
    QElapsedTimer t;
    if (argc > 2) {
        window.openIndex(QString::fromLocal8Bit(argv[1]));
        window.addSource(QString::fromLocal8Bit(argv[2]));
        QSignalSpy finished(&window, &lookalike::MainWindow::scanFinished);
        // A 5 ms timer: the longest gap between two of its ticks is the longest frozen frame.
        QElapsedTimer gap;
        qint64 longest = 0;
        QTimer ticker;
        ticker.setInterval(5);
        QObject::connect(&ticker, &QTimer::timeout, [&] {
            longest = std::max(longest, gap.restart());
        });
        t.start();
        gap.start();
        ticker.start();
        QMetaObject::invokeMethod(window.findChild<QPushButton *>(QStringLiteral("scanButton")), "click");
        while (finished.isEmpty())
            finished.wait(600000);
        ticker.stop();
        std::printf("scan from the window: %.1f s, longest time the GUI thread did not answer: %lld ms\n",
                    double(t.nsecsElapsed()) / 1e9, static_cast<long long>(longest));
    }
    t.start();
    {
        QSignalSpy shown(&window, &lookalike::MainWindow::clustersShown);
        window.openIndex(QString::fromLocal8Bit(argv[1]));
        std::printf("open the index: the window answers again after %.3f s\n", double(t.nsecsElapsed()) / 1e9);
        while (shown.isEmpty())
            shown.wait(60000);
    }
    const auto *view = window.findChild<QTreeView *>(QStringLiteral("clusterView"));
    std::printf("open the index and show %d clusters: %.3f s\n", view->model()->rowCount(), double(t.nsecsElapsed()) / 1e9);
    auto *slider = window.findChild<QSlider *>(QStringLiteral("thresholdSlider"));
    for (int value : {80, 60, 50}) {
        QSignalSpy shown(&window, &lookalike::MainWindow::clustersShown);
        t.restart();
        slider->setValue(value);
        while (shown.isEmpty())
            shown.wait(10000);
        std::printf("threshold %d%%: re-clustered and shown in %.3f s\n", value, double(t.nsecsElapsed()) / 1e9);
    }
    return 0;
}
