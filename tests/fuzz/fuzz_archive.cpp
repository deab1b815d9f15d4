// Fuzz target: the WARC/ARC reader (core/source/ArchiveReader.h), plain or gzip. The input
// becomes a file in memory (memfd, opened by its /proc/self/fd path, so nothing touches the
// disk and core needs no byte-buffer API); every record is read to End. Checks the header's
// promises: the reader always reaches End, problems carry a message, payloads respect
// maxPayloadBytes, positions stay within the file, and a record read back from its offset
// with openAt() is the record that was read in sequence.
#include "FuzzCheck.h"
#include "FuzzMemoryFile.h"
#include "source/ArchiveReader.h"

#include <QString>
#include <vector>

using namespace lookalike;

namespace {

void checkReadBack(const QString &path, const ArchiveReaderParams &params, const ArchiveRecord &expected)
{
    auto reader = ArchiveReader::openAt(path, expected.offset, params);
    FUZZ_CHECK(reader.isOk());
    ArchiveRecord record;
    ArchiveProblem problem;
    FUZZ_CHECK((*reader)->next(record, problem) == ArchiveReader::Next::Record);
    FUZZ_CHECK(record.type == expected.type);
    FUZZ_CHECK(record.url == expected.url);
    FUZZ_CHECK(record.recordId == expected.recordId);
    FUZZ_CHECK(record.captureMs == expected.captureMs);
    FUZZ_CHECK(record.offset == expected.offset);
    FUZZ_CHECK(record.httpStatus == expected.httpStatus);
    FUZZ_CHECK(record.payload == expected.payload);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static fuzz::MemoryFile file;
    file.write(data, size);

    ArchiveReaderParams params;
    if (size % 4 == 0)
        params.maxPayloadBytes = 64; // cut payloads too
    auto opened = ArchiveReader::open(file.path, params);
    if (!opened) {
        FUZZ_CHECK(!opened.status().message().isEmpty());
        return 0;
    }
    ArchiveReader &reader = **opened;
    FUZZ_CHECK(reader.fileSize() == qint64(size));

    std::vector<ArchiveRecord> records;
    ArchiveRecord record; // reused, as the import does: nothing may leak from one record to the next
    ArchiveProblem problem;
    bool ended = false;
    for (int calls = 0; calls < 100000 && !ended; ++calls) {
        const ArchiveReader::Next next = reader.next(record, problem);
        // Not monotonic: after damaged gzip data the reader goes back to the next member start.
        FUZZ_CHECK(reader.position() >= 0 && reader.position() <= reader.fileSize());
        switch (next) {
        case ArchiveReader::Next::End:
            ended = true;
            break;
        case ArchiveReader::Next::Problem:
            FUZZ_CHECK(!problem.status.isOk() && !problem.status.message().isEmpty());
            FUZZ_CHECK(problem.offset >= 0 && problem.offset <= qint64(size));
            break;
        case ArchiveReader::Next::Record:
            FUZZ_CHECK(record.payload.size() <= std::size_t(params.maxPayloadBytes));
            FUZZ_CHECK(record.offset >= 0);
            if (!(record.offset & ArchiveReader::InflatedOffsetFlag))
                FUZZ_CHECK(record.offset < qint64(size));
            if (records.size() < 16)
                records.push_back(record);
            break;
        }
    }
    FUZZ_CHECK(ended);

    // Read one record back (which one depends on the input's size), for a quarter of the
    // inputs: each reader zero-fills 1.25 MB of buffers, which under ASan costs page faults
    // that dominate the time of small inputs.
    if (!records.empty() && size % 8 < 2)
        checkReadBack(file.path, params, records[size % records.size()]);
    return 0;
}
