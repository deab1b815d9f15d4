#include "CrawlCharts.h"

#include "CountAxis.h"
#include "CrawlView.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace lookalike {

namespace {

// The strings keep the crawl window's translation context: they are its charts.
QString bucketText(ChangeBucket bucket)
{
    switch (bucket) {
    case ChangeBucket::Complete:
        return CrawlView::tr("complete");
    case ChangeBucket::Large:
        return CrawlView::tr("large");
    case ChangeBucket::Medium:
        return CrawlView::tr("medium");
    case ChangeBucket::Small:
        return CrawlView::tr("small");
    case ChangeBucket::NoTextChange:
        return CrawlView::tr("no text<br>change");
    case ChangeBucket::NoChange:
        return CrawlView::tr("no<br>change");
    }
    return {};
}

} // namespace

QChart *newCrawlChart(const QWidget *widget)
{
    // The theme comes first, as it resets what series set for themselves.
    auto *chart = new QChart;
    const bool dark = widget->palette().color(QPalette::Window).lightness() < 128;
    chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    return chart;
}

void replaceChart(QChartView *view, QChart *chart)
{
    QChart *old = view->chart();
    view->setChart(chart); // the view does not delete the chart it showed before
    delete old;
}

QChart *coefficientChart(const std::vector<Evolution> &evolutions, int coefficient,
                         const QString &coefficientName, const QWidget *widget)
{
    QChart *curves = newCrawlChart(widget);
    if (evolutions.empty())
        return curves;
    const Evolution &last = evolutions.back();
    curves->setTitle(CrawlView::tr("%1 relative to sweep %2").arg(coefficientName, last.fromLabel));
    auto *x = new QCategoryAxis;
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    x->setStartValue(-1);
    x->append(last.fromLabel, 0);
    for (std::size_t i = 0; i < evolutions.size(); ++i)
        x->append(evolutions[i].toLabel, double(i + 1));
    x->setRange(-0.2, double(evolutions.size()) + 0.2);
    x->setTitleText(CrawlView::tr("Sweep"));
    auto *y = new QValueAxis;
    y->setRange(0, 1);
    y->setTickCount(6);
    y->setLabelFormat(QStringLiteral("%.1f"));
    y->setTitleText(coefficientName);
    curves->addAxis(x, Qt::AlignBottom);
    curves->addAxis(y, Qt::AlignLeft);
    for (std::size_t r = 0; r < last.ranges.size(); ++r) {
        const SizeRangeFigures &range = last.ranges[r];
        if (range.urls == 0)
            continue;
        auto *line = new QLineSeries;
        line->setName(CrawlView::tr("cluster size %1").arg(range.label));
        line->setPointsVisible(true);
        line->append(0, 1);
        for (std::size_t i = 0; i < evolutions.size(); ++i) {
            const auto &ranges = evolutions[i].ranges;
            if (r >= ranges.size())
                continue;
            const SizeRangeFigures &f = ranges[r];
            line->append(double(i + 1), coefficient == 0   ? f.containment
                                        : coefficient == 1 ? f.similarity
                                                           : f.reverseContainment);
        }
        curves->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
    }
    curves->legend()->setAlignment(Qt::AlignBottom);
    return curves;
}

QChart *changeChart(const Evolution &evolution, const QWidget *widget)
{
    QChart *changes = newCrawlChart(widget);
    changes->setTitle(CrawlView::tr("Change of the pages in both sweeps %1 and %2")
                          .arg(evolution.fromLabel, evolution.toLabel));
    auto *set = new QBarSet(CrawlView::tr("pages"));
    QStringList labels;
    qint64 highest = 1;
    for (int b = 0; b < kChangeBuckets; ++b) {
        *set << double(evolution.buckets[std::size_t(b)]);
        highest = std::max(highest, evolution.buckets[std::size_t(b)]);
        labels << bucketText(ChangeBucket(b));
    }
    auto *bars = new QBarSeries;
    bars->append(set);
    changes->addSeries(bars);
    changes->legend()->hide();
    auto *bx = new QBarCategoryAxis;
    bx->append(labels);
    auto *by = new QValueAxis;
    setCountRange(by, qint64(std::ceil(double(highest) * 1.15))); // room for the labels above the bars
    by->setTitleText(CrawlView::tr("Pages"));
    changes->addAxis(bx, Qt::AlignBottom);
    changes->addAxis(by, Qt::AlignLeft);
    bars->attachAxis(bx);
    bars->attachAxis(by);
    bars->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    bars->setLabelsFormat(QStringLiteral("@value"));
    bars->setLabelsPrecision(12); // counts, not rounded to six digits
    bars->setLabelsVisible(true);
    set->setLabelColor(changes->titleBrush().color());
    QFont small = bx->labelsFont();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    bx->setLabelsFont(small);
    return changes;
}

} // namespace lookalike
