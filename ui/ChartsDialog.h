#pragma once

#include <QDialog>

#include <map>
#include <vector>

namespace lookalike {

// Two charts of an index: the cluster-size distribution on log-log axes (Fetterly et al.,
// figure 1) and the histogram of the stored pairs' resemblance.
class ChartsDialog : public QDialog
{
    Q_OBJECT

public:
    // clusterSizes: size -> number of clusters of that size; resemblances: of every stored pair.
    ChartsDialog(const std::map<int, int> &clusterSizes, const std::vector<double> &resemblances,
                 QWidget *parent = nullptr);
};

} // namespace lookalike
