#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace lookalike {

// A run of tokens found in both documents: a[aBegin, aBegin + length) == b[bBegin, bBegin + length).
struct SharedPassage
{
    std::size_t aBegin = 0;
    std::size_t bBegin = 0;
    std::size_t length = 0;
    friend bool operator==(const SharedPassage &, const SharedPassage &) = default;
};

struct SharedPassages
{
    // In order of bBegin; never overlapping on B. On A two passages may overlap (B holds a
    // passage of A twice) and need not be in order (B moved it).
    std::vector<SharedPassage> passages;
    std::size_t coveredA = 0; // tokens of A in at least one passage
    std::size_t coveredB = 0; // tokens of B in a passage
};

// The passages two documents share (WCopyfind's "shortest phrase to match"): runs of at least
// minLength equal tokens (token fingerprints, Canonicalizer::tokenHash), each as long as it
// goes, wherever they are in either document (unlike the diff, a passage moved elsewhere is
// still shared). B is read from start to end; at each token the longest run starting there
// in A (among at most 64 places in A that begin with the same minLength tokens) becomes a
// passage if it has minLength tokens or more, and reading goes on after it.
// minLength 0 counts as 1. Pure; any thread. Time O((|A| + |B|) * 64) at worst and about
// |A| + |B| hash lookups on ordinary text; memory O(|A|).
SharedPassages findSharedPassages(std::span<const std::uint64_t> a, std::span<const std::uint64_t> b,
                                  std::size_t minLength);

} // namespace lookalike
