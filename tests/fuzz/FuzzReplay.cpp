// The main() of the replay executables (fuzz_replay_<target>): runs a fuzz target's
// LLVMFuzzerTestOneInput over every file of its seed corpus, then over a fixed number of
// deterministic mutations of each (bit flips, interesting bytes and numbers, cuts, inserted
// junk or dictionary words, repeated regions, splices of two seeds). This is the short fuzz
// run of the test suite: it needs neither clang nor libFuzzer, so g++ CI and the ASan build
// run it, and a failure names the input so that it can be written out and replayed alone.
//
//   fuzz_replay_html [--mutations N] [--seed S] [--dict FILE] [--max-len BYTES]
//                    [--only K] [--save K FILE] PATH...
//
// PATH is a file or a folder (its files, not recursive, by name). Inputs are numbered from 0
// in the order they run: every seed first, then the mutations seed by seed. --only K runs
// input K alone; --save K FILE writes input K to FILE (to hand it to a libFuzzer binary or
// to keep it in the corpus) and exits.
#include "FuzzCheck.h"

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <unistd.h>
#include <vector>

extern "C" void __sanitizer_set_death_callback(void (*callback)()) __attribute__((weak));

namespace {

struct Seed
{
    std::string name;
    std::string bytes;
};

char g_current[1024] = "";

void sayCurrent()
{
    const char prefix[] = "\nfuzz_replay: failed on ";
    [[maybe_unused]] ssize_t n = write(STDERR_FILENO, prefix, sizeof prefix - 1);
    n = write(STDERR_FILENO, g_current, std::strlen(g_current));
    n = write(STDERR_FILENO, "\n", 1);
}

void onSignal(int sig)
{
    sayCurrent();
    std::signal(sig, SIG_DFL);
    std::raise(sig);
}

std::string readFile(const std::filesystem::path &path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// AFL/libFuzzer dictionary: one "quoted" word a line (optionally name=...), \\ \" \xNN escapes.
std::vector<std::string> readDictionary(const std::filesystem::path &path)
{
    std::vector<std::string> words;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        const std::size_t open = line.find('"');
        const std::size_t close = line.rfind('"');
        if (line.empty() || line[0] == '#' || open == std::string::npos || close <= open)
            continue;
        std::string word;
        for (std::size_t i = open + 1; i < close; ++i) {
            if (line[i] == '\\' && i + 1 < close) {
                if (line[i + 1] == 'x' && i + 3 < close) {
                    word.push_back(char(std::stoi(line.substr(i + 2, 2), nullptr, 16)));
                    i += 3;
                } else {
                    word.push_back(line[++i]);
                }
            } else {
                word.push_back(line[i]);
            }
        }
        if (!word.empty())
            words.push_back(word);
    }
    return words;
}

class Mutator
{
public:
    Mutator(std::uint64_t seed, const std::vector<Seed> &seeds, const std::vector<std::string> &dictionary,
            std::size_t maxLen)
        : m_random(seed)
        , m_seeds(seeds)
        , m_dictionary(dictionary)
        , m_maxLen(maxLen)
    {}

    std::string mutate(const std::string &original)
    {
        std::string bytes = original;
        const int steps = 1 + int(below(4));
        for (int s = 0; s < steps; ++s)
            step(bytes);
        if (bytes.size() > m_maxLen)
            bytes.resize(m_maxLen);
        return bytes;
    }

private:
    std::uint64_t below(std::uint64_t n) { return n == 0 ? 0 : m_random() % n; }
    std::size_t position(const std::string &b) { return std::size_t(below(b.size() + 1)); }

    void step(std::string &b)
    {
        static const unsigned char kBytes[] = {0,   1,   0x7f, 0x80, 0xff, 0xfe, 0xc3, 0xe2, '\r', '\n', ' ',
                                               '<', '>', '/',  '&',  ';',  '"',  '=',  '%',  ':',  '0',  '9'};
        static const char *const kNumbers[] = {"0",
                                               "1",
                                               "-1",
                                               "255",
                                               "256",
                                               "65535",
                                               "65536",
                                               "2147483647",
                                               "2147483648",
                                               "4294967295",
                                               "18446744073709551615",
                                               "99999999999999999999",
                                               "-9223372036854775808"};
        switch (below(10)) {
        case 0: // flip a bit
            if (!b.empty())
                b[below(b.size())] ^= char(1u << below(8));
            break;
        case 1: // an interesting byte
            if (!b.empty())
                b[below(b.size())] = char(kBytes[below(std::size(kBytes))]);
            break;
        case 2: { // erase a range
            const std::size_t at = position(b);
            b.erase(at, std::size_t(below(std::min<std::size_t>(b.size() - at, 64) + 1)));
            break;
        }
        case 3: { // insert junk
            std::string junk(std::size_t(1 + below(16)), '\0');
            for (char &c : junk)
                c = char(below(256));
            b.insert(position(b), junk);
            break;
        }
        case 4: { // repeat a region somewhere
            const std::size_t from = position(b);
            const std::string region =
                b.substr(from, std::size_t(below(std::min<std::size_t>(b.size() - from, 256) + 1)));
            b.insert(position(b), region);
            break;
        }
        case 5: // cut
            b.resize(position(b));
            break;
        case 6: { // splice: this input's head, another seed's tail
            const Seed &other = m_seeds[below(m_seeds.size())];
            const std::size_t tail = std::size_t(below(other.bytes.size() + 1));
            b = b.substr(0, position(b)) + other.bytes.substr(tail);
            break;
        }
        case 7: { // a dictionary word (or a number where there is none)
            if (!m_dictionary.empty())
                b.insert(position(b), m_dictionary[below(m_dictionary.size())]);
            else
                b.insert(position(b), kNumbers[below(std::size(kNumbers))]);
            break;
        }
        default: { // replace a decimal number (lengths, offsets, sizes) by an interesting one
            std::size_t at = position(b);
            while (at < b.size() && !(b[at] >= '0' && b[at] <= '9'))
                ++at;
            std::size_t end = at;
            while (end < b.size() && b[end] >= '0' && b[end] <= '9')
                ++end;
            b.replace(at, end - at, kNumbers[below(std::size(kNumbers))]);
            break;
        }
        }
    }

    std::mt19937_64 m_random;
    const std::vector<Seed> &m_seeds;
    const std::vector<std::string> &m_dictionary;
    std::size_t m_maxLen;
};

int usage(const char *argv0)
{
    std::fprintf(stderr,
                 "usage: %s [--mutations N] [--seed S] [--dict FILE] [--max-len BYTES] [--only K] "
                 "[--save K FILE] PATH...\n",
                 argv0);
    return 2;
}

} // namespace

int main(int argc, char **argv)
{
    long mutations = 0;
    std::uint64_t seed = 20240611;
    std::size_t maxLen = std::size_t(1) << 20;
    long only = -1, save = -1;
    std::string savePath;
    std::vector<std::string> dictionary;
    std::vector<std::filesystem::path> paths;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool hasValue = i + 1 < argc;
        if (arg == "--mutations" && hasValue)
            mutations = std::stol(argv[++i]);
        else if (arg == "--seed" && hasValue)
            seed = std::stoull(argv[++i]);
        else if (arg == "--max-len" && hasValue)
            maxLen = std::stoul(argv[++i]);
        else if (arg == "--dict" && hasValue)
            dictionary = readDictionary(argv[++i]);
        else if (arg == "--only" && hasValue)
            only = std::stol(argv[++i]);
        else if (arg == "--save" && i + 2 < argc) {
            save = std::stol(argv[++i]);
            savePath = argv[++i];
        } else if (arg.starts_with("--"))
            return usage(argv[0]);
        else
            paths.emplace_back(arg);
    }
    if (paths.empty())
        return usage(argv[0]);

    std::vector<Seed> seeds;
    for (const std::filesystem::path &path : paths) {
        std::error_code error;
        if (std::filesystem::is_directory(path, error)) {
            std::vector<std::filesystem::path> files;
            for (const auto &entry : std::filesystem::directory_iterator(path))
                if (entry.is_regular_file())
                    files.push_back(entry.path());
            std::sort(files.begin(), files.end());
            for (const auto &file : files)
                seeds.push_back({file.string(), readFile(file)});
        } else if (std::filesystem::is_regular_file(path, error)) {
            seeds.push_back({path.string(), readFile(path)});
        } else {
            std::fprintf(stderr, "%s: no such file or folder\n", path.c_str());
            return 2;
        }
    }
    if (seeds.empty()) {
        std::fprintf(stderr, "no inputs\n");
        return 2;
    }

    if (__sanitizer_set_death_callback)
        __sanitizer_set_death_callback(sayCurrent);
    else
        for (int sig : {SIGSEGV, SIGBUS, SIGFPE, SIGILL})
            std::signal(sig, onSignal);
    std::signal(SIGABRT, onSignal);

    const auto start = std::chrono::steady_clock::now();
    long number = 0, ran = 0;
    auto run = [&](const std::string &bytes, const Seed &from, long mutation) {
        const long k = number++;
        if (save == k) {
            std::ofstream(savePath, std::ios::binary).write(bytes.data(), std::streamsize(bytes.size()));
            std::printf("input %ld (%s, mutation %ld, %zu bytes) written to %s\n", k, from.name.c_str(),
                        mutation, bytes.size(), savePath.c_str());
            std::exit(0);
        }
        if (save >= 0 || (only >= 0 && only != k))
            return;
        std::snprintf(g_current, sizeof g_current,
                      "input %ld: %s, mutation %ld (%zu bytes); write it out with --save %ld FILE", k,
                      from.name.c_str(), mutation, bytes.size(), k);
        // A copy of exactly the input's size, so that ASan sees reads past its end.
        std::vector<std::uint8_t> copy(bytes.begin(), bytes.end());
        LLVMFuzzerTestOneInput(copy.data(), copy.size());
        ++ran;
    };
    for (const Seed &s : seeds)
        run(s.bytes, s, -1);
    Mutator mutator(seed, seeds, dictionary, maxLen);
    for (const Seed &s : seeds)
        for (long m = 0; m < mutations; ++m)
            run(mutator.mutate(s.bytes), s, m);

    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (save >= 0) {
        std::fprintf(stderr, "there is no input %ld (only %ld)\n", save, number);
        return 2;
    }
    std::printf("fuzz_replay: %ld inputs (%zu seeds, %ld mutations each) in %.2f s, no crash\n", ran,
                seeds.size(), mutations, seconds);
    return 0;
}
