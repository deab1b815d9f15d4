#include "ChartsDialog.h"

#include "CountAxis.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QDialogButtonBox>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QTabWidget>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>

namespace lookalike {

ChartsDialog::ChartsDialog(const Data &data, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("chartsDialog"));
    setWindowTitle(tr("Charts"));
    resize(760, 520);
    auto *tabs = new QTabWidget(this);

    // Cluster sizes, log-log.
    auto *sizes = new QScatterSeries;
    sizes->setName(tr("clusters"));
    sizes->setMarkerSize(8);
    int maxSize = 2;
    qint64 maxCount = 1;
    for (const auto &[size, count] : data.clusterSizes) {
        sizes->append(size, double(count));
        maxSize = std::max(maxSize, size);
        maxCount = std::max(maxCount, count);
    }
    auto *sizeChart = new QChart;
    sizeChart->setTitle(tr("Cluster-size distribution"));
    sizeChart->addSeries(sizes);
    sizeChart->legend()->hide();
    auto *x = new QLogValueAxis;
    x->setTitleText(tr("Cluster size (documents)"));
    x->setLabelFormat(QStringLiteral("%d")); // powers of ten: whole numbers
    x->setRange(1, maxSize * 2);
    auto *y = new QLogValueAxis;
    y->setTitleText(tr("Number of clusters"));
    y->setLabelFormat(QStringLiteral("%d"));
    y->setRange(0.5, maxCount * 2);
    sizeChart->addAxis(x, Qt::AlignBottom);
    sizeChart->addAxis(y, Qt::AlignLeft);
    sizes->attachAxis(x);
    sizes->attachAxis(y);
    auto *sizeView = new QChartView(sizeChart);
    sizeView->setObjectName(QStringLiteral("clusterSizeChart"));
    sizeView->setRenderHint(QPainter::Antialiasing);
    tabs->addTab(sizeView, tr("Cluster sizes"));

    // Resemblance histogram in 20 bins of 0.05.
    auto *set = new QBarSet(tr("pairs"));
    QStringList labels;
    qint64 highest = 1;
    for (int i = 0; i < kBins; ++i) {
        const qint64 n = std::size_t(i) < data.resemblance.size() ? data.resemblance[std::size_t(i)] : 0;
        *set << double(n);
        highest = std::max(highest, n);
        labels << QString::number(i * 5);
    }
    auto *bars = new QBarSeries;
    bars->append(set);
    auto *histogram = new QChart;
    histogram->setTitle(tr("Resemblance of the stored pairs"));
    histogram->addSeries(bars);
    histogram->legend()->hide();
    auto *bx = new QBarCategoryAxis;
    bx->append(labels);
    bx->setTitleText(tr("Resemblance (%, bins of 5)"));
    auto *by = new QValueAxis;
    setCountRange(by, highest);
    by->setTitleText(tr("Pairs"));
    histogram->addAxis(bx, Qt::AlignBottom);
    histogram->addAxis(by, Qt::AlignLeft);
    bars->attachAxis(bx);
    bars->attachAxis(by);
    auto *histogramView = new QChartView(histogram);
    histogramView->setObjectName(QStringLiteral("resemblanceChart"));
    tabs->addTab(histogramView, tr("Resemblance"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(tabs);
    layout->addWidget(buttons);
    // Follow the application's palette (light or dark).
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    for (QChart *chart : {sizeChart, histogram})
        chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
}

} // namespace lookalike
