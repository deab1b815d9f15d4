// Fuzz target: the shard reader (core/store/ShardFile.h), what a merge reads from other
// machines. The input becomes a file in memory (memfd, opened by its /proc/self/fd path, as
// fuzz_archive does); a shard that opens is read as merge reads it: the catalog and every
// catalog entry, then each document's row, MinHash values, sample, bag, anchor windows and
// sketch (the first 256 documents). Checks the header's promises: open() fails with a message
// or gives a reader whose sections hold what they claim (a MinHash row of k values, anchor URL
// keys for every anchor window), and no read leaves the mapped file (ASan would say).
#include "FuzzCheck.h"
#include "FuzzMemoryFile.h"
#include "store/ShardFile.h"

#include <QString>

using namespace lookalike;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static fuzz::MemoryFile file;
    file.write(data, size);
    auto opened = ShardReader::open(file.path);
    if (!opened) {
        FUZZ_CHECK(!opened.status().message().isEmpty());
        return 0;
    }
    const ShardReader &shard = **opened;
    FUZZ_CHECK(shard.documentCount() >= 0);
    FUZZ_CHECK(shard.params().isValid());
    if (auto catalog = shard.catalog(); !catalog)
        FUZZ_CHECK(!catalog.status().message().isEmpty());
    qint64 listed = 0;
    const Status walked = shard.forEachCatalogDocument([&](qint64 i, const ShardCatalogDocument &) {
        FUZZ_CHECK(i == listed);
        ++listed;
        return Status::ok();
    });
    FUZZ_CHECK(walked.isOk() ? listed == shard.documentCount() : !walked.message().isEmpty());
    const qint64 n = std::min<qint64>(shard.documentCount(), 256);
    for (qint64 i = 0; i < n; ++i) {
        static_cast<void>(shard.document(i));
        FUZZ_CHECK(qint64(shard.minHash(i).size()) == qint64(shard.params().minHashSize));
        static_cast<void>(shard.sample(i));
        static_cast<void>(shard.bag(i));
        if (const auto anchors = shard.anchorBags(i))
            for (qint64 w = 0; w < qint64(anchors->size()); ++w)
                static_cast<void>(shard.anchorUrlKey(i, w));
        if (auto sketch = shard.sketch(i); !sketch)
            FUZZ_CHECK(!sketch.status().message().isEmpty());
    }
    return 0;
}
