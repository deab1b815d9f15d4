#pragma once

#include <cstdint>
#include <vector>

namespace lookalike {

// w-shingling of a canonical token sequence (Broder section 2).
struct ShingleParams
{
    int width = 5;           // w, 1..16
    bool wrapAround = false; // Fetterly et al.: the sequence wraps so every token starts a shingle
    std::uint64_t seed = 0x6c6f6f6b616c696bULL; // fixes the fingerprint "permutation" of an index
    // Numbers left out of the token sequence before shingling (Canonicalizer::setNumbersIgnored):
    // revisions of forms and spreadsheets whose figures change compare as their words do.
    bool ignoreNumbers = false;

    static constexpr int kMinWidth = 1;
    static constexpr int kMaxWidth = 16;
    bool isValid() const { return width >= kMinWidth && width <= kMaxWidth; }
};

// Appends one 64-bit fingerprint per shingle position of tokenHashes (a multiset: repeated
// shingles repeat). The fingerprint is a polynomial of the w token fingerprints modulo 2^64
// (rolled in O(1) per shingle, like Rabin's), passed through a bijective 64-bit mixer; it
// behaves as a random function of the shingle: tests/sketch checks collisions, bit balance
// and avalanche on deliberately regular input. A document shorter than w tokens has one
// shingle made of all its tokens (as ../shared/eval/groundtruth.py counts it); an empty one
// has none.
void shingleFingerprints(const std::vector<std::uint64_t> &tokenHashes, const ShingleParams &params,
                         std::vector<std::uint64_t> &out);

// The same fingerprints, written over the token fingerprints themselves (no second vector
// for long documents): `hashes` goes in holding the tokens and comes out holding the shingles.
void shingleFingerprintsInPlace(std::vector<std::uint64_t> &hashes, const ShingleParams &params);

} // namespace lookalike
