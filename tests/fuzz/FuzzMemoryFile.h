// What the fuzz targets of file readers share: the input as a file in memory (memfd, opened by
// its /proc/self/fd path), so nothing touches the disk and core needs no byte-buffer API.
#pragma once

#include "FuzzCheck.h"

#include <QString>
#include <sys/mman.h>
#include <unistd.h>

namespace lookalike::fuzz {

struct MemoryFile
{
    int fd = memfd_create("lookalike_fuzz", 0);
    QString path = QStringLiteral("/proc/self/fd/%1").arg(fd);

    // The file's bytes become data[0, size).
    void write(const std::uint8_t *data, std::size_t size)
    {
        FUZZ_CHECK(fd >= 0);
        FUZZ_CHECK(ftruncate(fd, 0) == 0);
        std::size_t done = 0;
        while (done < size) {
            const ssize_t n = pwrite(fd, data + done, size - done, off_t(done));
            FUZZ_CHECK(n > 0);
            done += std::size_t(n);
        }
    }
};

} // namespace lookalike::fuzz
