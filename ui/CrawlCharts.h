#pragma once

#include "crawl/Evolution.h"

#include <QString>
#include <vector>

class QChart;
class QChartView;
class QWidget;

namespace lookalike {

// The charts of the crawl window's evolution tab (Fetterly et al., section 3), built from the
// answers on the GUI thread. Each returns a new chart for a QChartView to own.

// An empty chart in the application's palette (light or dark) of `widget`.
QChart *newCrawlChart(const QWidget *widget);
// Shows `chart` in `view` and deletes the chart shown before.
void replaceChart(QChartView *view, QChart *chart);

// The coefficient curves: x = the base sweep (where every coefficient is 1) and each later sweep
// of `evolutions`; one line per range of cluster sizes in the base sweep. `coefficient`: 0
// containment, 1 similarity, 2 reverse containment, named `coefficientName`.
QChart *coefficientChart(const std::vector<Evolution> &evolutions, int coefficient,
                         const QString &coefficientName, const QWidget *widget);
// How the pages in both sweeps of `evolution` changed, by change bucket.
QChart *changeChart(const Evolution &evolution, const QWidget *widget);

} // namespace lookalike
