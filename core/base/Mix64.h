#pragma once

#include <cstdint>

namespace lookalike {

// splitmix64's finalizer (Steele, Lea, Flood 2014): a bijection of 64-bit words with full
// avalanche. Used to turn structured values (polynomials, packed bytes) into fingerprints
// that behave as random; being a bijection, it never adds collisions.
constexpr std::uint64_t mix64(std::uint64_t x)
{
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    x ^= x >> 31;
    return x;
}

} // namespace lookalike
