// Fuzz target: the distributed job's answer tables (core/store/NpyTable.h), what `merge --job`
// reads from other machines: .npy structured arrays of pairs, groups, clusters, related pairs,
// topic members and labels. The first byte chooses the table's fields (as merge asks for them,
// core/usecase/Shards.cpp); the rest is the file, in memory (memfd). Checks the header's
// promises: open() fails with a message or gives a table whose every cell can be read, within
// the file (ASan would say), with as many rows as its shape says.
#include "FuzzCheck.h"
#include "FuzzMemoryFile.h"
#include "store/NpyTable.h"

#include <QString>
#include <vector>

using namespace lookalike;

namespace {

NpyField field(const char *name, const char *type)
{
    return {QString::fromLatin1(name), QString::fromLatin1(type)};
}

// The tables merge reads, in the order of the first byte (modulo their number).
const std::vector<std::vector<NpyField>> &tables()
{
    static const std::vector<std::vector<NpyField>> t = {
        {field("a", "<u8"), field("b", "<u8"), field("resemblance", "<f8"), field("containment_ab", "<f8"),
         field("containment_ba", "<f8"), field("sources", "|u1")},
        {field("a", "<u8"), field("b", "<u8"), field("resemblance", "<f8"), field("containment_ab", "<f8"),
         field("containment_ba", "<f8"), field("sources", "|u1"), field("distance", "<f8")},
        {field("member", "<u8"), field("representative", "<u8")},
        {field("member", "<u8"), field("cluster", "<u8"), field("resemblance", "<f8"),
         field("containment_in_rep", "<f8"), field("containment_of_rep", "<f8")},
        {field("a", "<u8"), field("b", "<u8"), field("similarity", "<f8"), field("agreement", "<f8")},
        {field("member", "<u8"), field("topic", "<u8"), field("similarity", "<f8")},
        {field("topic", "<u8"), field("rank", "|u1"), field("term", "<u8")},
    };
    return t;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    static fuzz::MemoryFile file;
    const std::vector<NpyField> &fields = tables()[data[0] % tables().size()];
    file.write(data + 1, size - 1);
    auto opened = NpyTable::open(file.path, fields);
    if (!opened) {
        FUZZ_CHECK(!opened.status().message().isEmpty());
        return 0;
    }
    const NpyTable &table = **opened;
    FUZZ_CHECK(table.rows() >= 0);
    std::uint64_t sum = 0;
    for (qint64 r = 0; r < table.rows(); ++r)
        for (int f = 0; f < int(fields.size()); ++f)
            sum +=
                fields[std::size_t(f)].type.endsWith(QLatin1String("u1")) ? table.u8(r, f) : table.u64(r, f);
    static volatile std::uint64_t sink = 0;
    sink = sink + sum;
    return 0;
}
