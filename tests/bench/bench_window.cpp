// Window benchmark: how long an index takes to open and show its clusters, and to re-cluster
// when the threshold slider moves.
//
//   QT_QPA_PLATFORM=offscreen build/tests/bench_window INDEX
//
// (Make a large index with: build/tests/bench_match --docs 100000 --index INDEX)
#include "MainWindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QSlider>
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
    t.start();
    window.openIndex(QString::fromLocal8Bit(argv[1]));
    QApplication::processEvents();
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
