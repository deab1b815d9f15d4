#pragma once

#include "base/Status.h"
#include "store/IndexStore.h"

#include <atomic>
#include <functional>

namespace lookalike {

// What countMissingWordBags did.
struct WordBagFill
{
    qint64 counted = 0; // bags counted and stored
    qint64 skipped = 0; // documents gone, changed since they were sketched, or unreadable now
    double seconds = 0;
};

// Counts the bags of words of the sketched documents that have none (a scan counts them only
// when related documents are asked for with it: most scans never need them), reading each such
// file or archive record once more, on `threads` threads (0: one per core), and stores them a
// few hundred at a time, so a cancelled run keeps what it counted and the next one goes on from
// there. A document whose shingles are no longer those it was sketched with (the file changed)
// or that cannot be read now is skipped: the next scan sketches it again. `progress(done,
// total)` runs on the calling thread.
Result<WordBagFill> countMissingWordBags(IndexStore &store, int threads = 0,
                                         const std::atomic_bool *cancel = nullptr,
                                         const std::function<void(qint64 done, qint64 total)> &progress = {});

} // namespace lookalike
