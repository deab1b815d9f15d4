#include "Shingler.h"

#include "base/Mix64.h"

#include <algorithm>
#include <array>

namespace lookalike {

namespace {

// The base of the polynomial: odd, so multiplication by it is invertible modulo 2^64.
constexpr std::uint64_t kBase = 0x9e3779b97f4a7c15ULL;

} // namespace

void shingleFingerprints(const std::vector<std::uint64_t> &tokenHashes, const ShingleParams &params,
                         std::vector<std::uint64_t> &out)
{
    const std::size_t n = tokenHashes.size();
    const auto w = static_cast<std::size_t>(params.width);
    if (n == 0 || w == 0)
        return;
    // H(t_0..t_{w-1}) = sum t_j * B^(w-1-j) mod 2^64, rolled along the sequence in O(1) per
    // shingle, then fp = mix64(H ^ seed). mix64 is a bijection, so two shingles collide only
    // if their polynomials do, which for distinct random token fingerprints happens with
    // probability about 2^-62 (B - 1 and B^2 + 1 carry one factor 2 each).
    auto polynomial = [&](std::size_t from, std::size_t count) {
        std::uint64_t h = 0;
        for (std::size_t j = 0; j < count; ++j)
            h = h * kBase + tokenHashes[(from + j) % n];
        return h;
    };
    if (n < w && !params.wrapAround) {
        out.push_back(mix64(polynomial(0, n) ^ params.seed));
        return;
    }
    std::uint64_t top = 1; // B^(w-1)
    for (std::size_t j = 1; j < w; ++j)
        top *= kBase;
    // Without wrap-around: n-w+1 shingles. With it: n shingles, the last w-1 continuing from
    // the start of the document (Fetterly et al.), so every token starts one.
    const std::size_t count = params.wrapAround ? n : n - w + 1;
    out.reserve(out.size() + count);
    std::uint64_t h = polynomial(0, w);
    out.push_back(mix64(h ^ params.seed));
    for (std::size_t i = 1; i < count; ++i) {
        h = (h - tokenHashes[i - 1] * top) * kBase + tokenHashes[(i + w - 1) % n];
        out.push_back(mix64(h ^ params.seed));
    }
}

void shingleFingerprintsInPlace(std::vector<std::uint64_t> &hashes, const ShingleParams &params)
{
    const std::size_t n = hashes.size();
    const auto w = static_cast<std::size_t>(params.width);
    if (n == 0 || w == 0)
        return;
    // Slot i gets shingle i once token i is read. Shingle i needs tokens i..i+w-1 (mod n with
    // wrap-around): those past the end wrap to the first min(n, w) tokens, kept aside.
    std::array<std::uint64_t, ShingleParams::kMaxWidth> head{};
    const std::size_t kept = std::min(n, std::min(w, head.size()));
    std::copy_n(hashes.begin(), kept, head.begin());
    auto token = [&](std::size_t j) {
        return j < n ? hashes[j] : head[j % n];
    };
    auto polynomial = [&](std::size_t count) {
        std::uint64_t h = 0;
        for (std::size_t j = 0; j < count; ++j)
            h = h * kBase + token(j);
        return h;
    };
    if (n < w && !params.wrapAround) {
        const std::uint64_t only = mix64(polynomial(n) ^ params.seed);
        hashes.assign(1, only);
        return;
    }
    std::uint64_t top = 1; // B^(w-1)
    for (std::size_t j = 1; j < w; ++j)
        top *= kBase;
    const std::size_t count = params.wrapAround ? n : n - w + 1;
    std::uint64_t h = polynomial(w);
    std::uint64_t previous = 0; // token i - 1, overwritten in its slot
    for (std::size_t i = 0; i < count; ++i) {
        if (i > 0)
            h = (h - previous * top) * kBase + token(i + w - 1);
        previous = hashes[i];
        hashes[i] = mix64(h ^ params.seed);
    }
    hashes.resize(count);
}

} // namespace lookalike
