#include "LshBanding.h"

#include <algorithm>
#include <cmath>

namespace lookalike {

double Banding::probabilityFound(double resemblance) const
{
    if (bands <= 0 || rows <= 0)
        return 0;
    return 1.0 - std::pow(1.0 - std::pow(resemblance, rows), bands);
}

Banding chooseBanding(int k, double threshold, double recall, int minRows)
{
    threshold = std::clamp(threshold, 1e-6, 1.0);
    minRows = std::clamp(minRows, 1, std::max(1, k));
    Banding best{k / minRows, minRows}; // the fewest rows: the most recall
    for (int rows = minRows; rows <= k; ++rows) {
        const Banding b{k / rows, rows};
        if (b.bands >= 1 && b.probabilityFound(threshold) >= recall)
            best = b;
    }
    return best;
}

} // namespace lookalike
