#pragma once

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace lookalike {

// Memory freed by a phase given back to the system before the next, not kept for later
// allocations (glibc keeps what worker threads' arenas held, and blocks under its moving
// threshold for mapping them): the next phase's peak is its own.
inline void giveBackFreedMemory()
{
#ifdef __GLIBC__
    malloc_trim(0);
#endif
}

} // namespace lookalike
