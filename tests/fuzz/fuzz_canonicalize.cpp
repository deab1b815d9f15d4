// Fuzz target: the canonicalizer (core/text/Canonicalizer.h). Any bytes must be safe (the
// header says invalid UTF-8 is skipped); on valid UTF-8 it checks the header's promises:
// the ASCII fast path yields exactly the ICU path's tokens, tokenHashes() are the
// tokenHash() of tokens(), and tokens are non-empty UTF-8 without white space.
#include "FuzzCheck.h"
#include "extract/TextExtractor.h"
#include "text/Canonicalizer.h"

#include <cstdio>
#include <string>
#include <vector>

using namespace lookalike;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static Canonicalizer canonicalizer;
    const std::string_view text = fuzz::bytesOf(data, size);

    const std::vector<std::string> tokens = canonicalizer.tokens(text);
    std::vector<std::uint64_t> hashes;
    canonicalizer.tokenHashes(text, hashes);
    if (!isValidUtf8(text))
        return 0;

    FUZZ_CHECK(hashes.size() == tokens.size());
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        FUZZ_CHECK(!tokens[i].empty() && isValidUtf8(tokens[i]));
        FUZZ_CHECK(tokens[i].find_first_of(" \t\r\n") == std::string::npos);
        FUZZ_CHECK(hashes[i] == Canonicalizer::tokenHash(tokens[i]));
    }
    const std::vector<std::string> reference = canonicalizer.tokens(text, Canonicalizer::Path::IcuOnly);
    if (tokens != reference) {
        std::size_t i = 0;
        while (i < tokens.size() && i < reference.size() && tokens[i] == reference[i])
            ++i;
        std::fprintf(stderr, "fast path and ICU disagree at token %zu: [%s] vs [%s]\n", i,
                     i < tokens.size() ? tokens[i].c_str() : "(end)",
                     i < reference.size() ? reference[i].c_str() : "(end)");
        FUZZ_CHECK(tokens == reference);
    }
    return 0;
}
