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
    // The data, from aggregate queries of the index (read on the reader thread).
    struct Data
    {
        std::vector<std::pair<int, qint64>> clusterSizes; // size -> clusters of that size
        std::vector<qint64> resemblance;                  // pairs in kBins equal bins over [0, 1]
    };
    static constexpr int kBins = 20;
    explicit ChartsDialog(const Data &data, QWidget *parent = nullptr);
};

} // namespace lookalike
