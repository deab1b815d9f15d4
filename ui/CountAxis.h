#pragma once

#include <QtGlobal>

class QValueAxis;

namespace lookalike {

// Makes `axis` a count axis (pages, pairs, clusters): from 0 to at least `highest`, with ticks
// on whole numbers only, a step of 1, 2 or 5 times a power of ten giving at most
// `maxIntervals` intervals, and whole-number labels. A chart never says "2.5 pairs".
void setCountRange(QValueAxis *axis, qint64 highest, int maxIntervals = 5);

} // namespace lookalike
