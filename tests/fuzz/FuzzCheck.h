// What the fuzz targets share: the libFuzzer entry point's signature and a check that turns
// a broken promise of a core header into a crash (so libFuzzer saves the input, and the
// replay driver stops with the input's name).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

namespace lookalike::fuzz {

[[noreturn]] inline void fail(const char *what, const char *file, int line)
{
    std::fprintf(stderr, "%s:%d: fuzz check failed: %s\n", file, line, what);
    std::fflush(stderr);
    std::abort();
}

inline std::string_view bytesOf(const std::uint8_t *data, std::size_t size)
{
    return {reinterpret_cast<const char *>(data), size};
}

} // namespace lookalike::fuzz

// Like assert(), but also in release builds.
#define FUZZ_CHECK(condition)                                                                                \
    do {                                                                                                     \
        if (!(condition))                                                                                    \
            ::lookalike::fuzz::fail(#condition, __FILE__, __LINE__);                                         \
    } while (false)
