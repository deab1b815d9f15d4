#include "CountAxis.h"

#include <QValueAxis>
#include <algorithm>

namespace lookalike {

namespace {

// The smallest step of 1, 2 or 5 times a power of ten that covers `top` in `maxIntervals`.
qint64 countStep(qint64 top, int maxIntervals)
{
    for (qint64 magnitude = 1;; magnitude *= 10)
        for (const qint64 multiple : {1, 2, 5})
            if ((top + multiple * magnitude - 1) / (multiple * magnitude) <= maxIntervals)
                return multiple * magnitude;
}

} // namespace

void setCountRange(QValueAxis *axis, qint64 highest, int maxIntervals)
{
    const qint64 top = std::max<qint64>(highest, 1);
    const qint64 step = countStep(top, std::max(maxIntervals, 1));
    const qint64 intervals = (top + step - 1) / step;
    axis->setTickType(QValueAxis::TicksFixed);
    axis->setRange(0, double(intervals * step));
    axis->setTickCount(int(intervals) + 1);
    axis->setMinorTickCount(0);
    axis->setLabelFormat(QStringLiteral("%d"));
}

} // namespace lookalike
