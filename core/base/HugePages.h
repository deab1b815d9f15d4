#pragma once

#include <cstddef>
#include <cstdint>
#include <sys/mman.h>
#include <vector>

namespace lookalike {

// Sizes `v` to `count` values, asking the kernel first for 2 MB pages where its memory is read
// at random (a table of sketches, a document's places): a TLB entry then covers 512 times the
// memory. Only the whole 2 MB pages inside the allocation are advised; where transparent huge
// pages are off this does nothing.
template <typename T> void resizeOnHugePages(std::vector<T> &v, std::size_t count)
{
    v.reserve(count);
#ifdef MADV_HUGEPAGE
    constexpr std::uintptr_t kHuge = std::uintptr_t(2) << 20;
    const auto from = (reinterpret_cast<std::uintptr_t>(v.data()) + kHuge - 1) & ~(kHuge - 1);
    const auto to = (reinterpret_cast<std::uintptr_t>(v.data() + count)) & ~(kHuge - 1);
    if (to > from)
        (void)madvise(reinterpret_cast<void *>(from), to - from, MADV_HUGEPAGE); // advice only
#endif
    v.resize(count);
}

} // namespace lookalike
