// lookalike-extract: the helper process that runs the parsers of untrusted formats for
// Lookalike (core/extract/ExtractorProcess.h). Started by the scanning process, one per
// analysis thread, with a socket on --fd; never by a user. It limits itself before it reads
// anything: its address space (--memory), no core dumps, no new privileges, and a seccomp
// filter that refuses what a document reader never needs (network, running programs, tracing
// other processes, writing or removing files). It ends with its parent, or when the socket
// closes.
#include "extract/ExtractorProcess.h"
#include "extract/HelperReaders.h"

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <memory>
#include <new>
#include <seccomp.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

// AddressSanitizer reserves terabytes of address space: no RLIMIT_AS under it.
#if defined(__SANITIZE_ADDRESS__)
#define LOOKALIKE_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define LOOKALIKE_ASAN 1
#endif
#endif

using namespace lookalike;
using namespace lookalike::extractorwire;

namespace {

[[noreturn]] void usage()
{
    std::fputs("lookalike-extract is started by Lookalike to read documents; it is not run by hand.\n"
               "usage: lookalike-extract --fd N --memory BYTES [--test-faults]\n",
               stderr);
    std::exit(2);
}

// Refuses (EPERM) the system calls a document reader never makes: a reader that is made to run
// foreign code still cannot reach the network, start programs, touch other processes, or write,
// rename or remove files. Everything else is allowed (the parsers' libraries change between
// versions: an allow-list would break them). False if the kernel has no seccomp.
bool restrictSystemCalls()
{
    scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
    if (!ctx)
        return false;
    const int refused[] = {
        SCMP_SYS(socket),
        SCMP_SYS(connect),
        SCMP_SYS(bind),
        SCMP_SYS(listen),
        SCMP_SYS(accept),
        SCMP_SYS(accept4),
        SCMP_SYS(execve),
        SCMP_SYS(execveat),
        SCMP_SYS(fork),
        SCMP_SYS(vfork),
        SCMP_SYS(ptrace),
        SCMP_SYS(process_vm_readv),
        SCMP_SYS(process_vm_writev),
        SCMP_SYS(kill),
        SCMP_SYS(unlink),
        SCMP_SYS(unlinkat),
        SCMP_SYS(rename),
        SCMP_SYS(renameat),
        SCMP_SYS(renameat2),
        SCMP_SYS(mkdir),
        SCMP_SYS(mkdirat),
        SCMP_SYS(rmdir),
        SCMP_SYS(truncate),
        SCMP_SYS(chmod),
        SCMP_SYS(fchmodat),
        SCMP_SYS(chown),
        SCMP_SYS(fchownat),
        SCMP_SYS(link),
        SCMP_SYS(linkat),
        SCMP_SYS(symlink),
        SCMP_SYS(symlinkat),
        SCMP_SYS(mount),
    };
    bool ok = true;
    for (int call : refused)
        ok = ok && seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), call, 0) == 0;
    // Files open for reading only.
    // (The comparisons spelled out: libseccomp's SCMP_A1/SCMP_A2 are C99 compound literals.)
    for (int flag : {O_WRONLY, O_RDWR, O_CREAT, O_TRUNC}) {
        const scmp_arg_cmp openatFlags{2, SCMP_CMP_MASKED_EQ, unsigned(flag), unsigned(flag)};
        const scmp_arg_cmp openFlags{1, SCMP_CMP_MASKED_EQ, unsigned(flag), unsigned(flag)};
        ok =
            ok && seccomp_rule_add_array(ctx, SCMP_ACT_ERRNO(EACCES), SCMP_SYS(openat), 1, &openatFlags) == 0;
        ok = ok && seccomp_rule_add_array(ctx, SCMP_ACT_ERRNO(EACCES), SCMP_SYS(open), 1, &openFlags) == 0;
    }
    ok = ok && seccomp_load(ctx) == 0;
    seccomp_release(ctx);
    return ok;
}

// What the confinement refuses (kTestSandboxMarker): each try's answer.
std::string sandboxProbe(const std::string &bytes)
{
    const auto at = bytes.find('\n', bytes.find(kTestSandboxMarker));
    const std::string path = at == std::string::npos ? std::string() : bytes.substr(at + 1);
    const auto outcome = [](bool refused) {
        return refused ? "refused" : "allowed";
    };
    const int written = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    const bool writeRefused = written < 0 && (errno == EACCES || errno == EPERM);
    if (written >= 0)
        ::close(written);
    const int sock = ::socket(AF_INET, SOCK_STREAM, 0);
    const bool socketRefused = sock < 0 && errno == EPERM;
    if (sock >= 0)
        ::close(sock);
    char *const argv[] = {nullptr};
    ::execve("/nonexistent-lookalike-probe", argv, argv); // ENOENT where it is allowed
    const bool execRefused = errno == EPERM;
    const int read = ::open("/proc/self/status", O_RDONLY);
    const bool readRefused = read < 0;
    if (read >= 0)
        ::close(read);
    return std::string("write: ") + outcome(writeRefused) + "; socket: " + outcome(socketRefused) +
           "; exec: " + outcome(execRefused) + "; read: " + outcome(readRefused);
}

// The address space this process holds now, in bytes (its libraries, its stacks).
[[maybe_unused]] long long startAddressSpace()
{
    long long pages = 0;
    if (std::FILE *statm = std::fopen("/proc/self/statm", "r")) {
        if (std::fscanf(statm, "%lld", &pages) != 1)
            pages = 0;
        std::fclose(statm);
    }
    return pages * ::sysconf(_SC_PAGESIZE);
}

// Tests only (--test-faults): the faults a hostile document could cause.
void testFault(const std::string &bytes)
{
    if (bytes.find(kTestCrashMarker) != std::string::npos)
        std::raise(SIGSEGV);
    if (bytes.find(kTestHangMarker) != std::string::npos)
        for (;;)
            ::pause();
    if (bytes.find(kTestMemoryMarker) != std::string::npos) {
        std::vector<std::unique_ptr<char[]>> held;
        for (;;) {
            held.emplace_back(new char[std::size_t(64) << 20]);
            std::memset(held.back().get(), 1, std::size_t(64) << 20);
        }
    }
}

} // namespace

int main(int argc, char *argv[])
{
    int fd = -1;
    long long memory = 0;
    bool faults = false;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--fd" && i + 1 < argc)
            fd = std::atoi(argv[++i]);
        else if (a == "--memory" && i + 1 < argc)
            memory = std::atoll(argv[++i]);
        else if (a == "--test-faults")
            faults = true;
        else
            usage();
    }
    if (fd < 3 || memory <= 0)
        usage();
    // Nothing of the parent's but the socket; gone with the parent (Linux means the thread that
    // started the helper: ExtractorProcess starts every helper from one that lasts as long as its
    // process); no core dumps of crashes
    // (a crash is the file's problem, reported by the parent); the memory it may take.
    ::close_range(unsigned(fd) + 1, ~0u, 0);
    if (fd > 3)
        ::close_range(3, unsigned(fd) - 1, 0);
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() == 1)
        return 0;
    struct rlimit none = {0, 0};
    ::setrlimit(RLIMIT_CORE, &none);
#if !defined(LOOKALIKE_ASAN)
    // (AddressSanitizer reserves terabytes of address space: under it, the parent's watch of
    // the resident memory is the limit.)
    // The limit is what reading may take beyond the helper as it starts (its libraries mapped).
    const rlim_t limit = rlim_t(startAddressSpace() + memory);
    struct rlimit address = {limit, limit};
    ::setrlimit(RLIMIT_AS, &address);
#endif
    ::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
    // The readers' libraries print their complaints (libpng's "read error", Leptonica's, ...) on
    // stderr, in the middle of the parent's progress line: they go nowhere once the helper has
    // said what it must. (Not under a sanitizer, whose reports are the point.)
    const int quiet = ::open("/dev/null", O_WRONLY | O_CLOEXEC); // before the filter refuses it
    if (!restrictSystemCalls())
        std::fputs("lookalike-extract: no seccomp filter (the kernel refused it); reading without it\n",
                   stderr);
#if !defined(LOOKALIKE_ASAN)
    if (quiet >= 0)
        ::dup2(quiet, STDERR_FILENO);
#endif
    if (quiet >= 0)
        ::close(quiet);

    // A reader that crashes here crashes one file's reading (the parent reports it).
    installHelperReaders(helperReaderFunctions());
    if (!writeFrame(fd, "lookalike-extract " LOOKALIKE_VERSION))
        return 1;
    std::string frame;
    while (readFrame(fd, frame)) {
        Response response;
        try {
            Request request;
            if (!decode(frame, request))
                return 1;
            std::string().swap(frame);
            if (faults && request.op == Op::Document)
                testFault(request.bytes);
            if (faults && request.bytes.find(kTestSandboxMarker) != std::string::npos)
                response.text = sandboxProbe(request.bytes);
            else
                response = serve(request, [fd](int page, int pages) {
                    // Before each page whose text is recognized: the parent's time limit starts again.
                    static_cast<void>(
                        writeFrame(fd, encode(Progress{std::uint32_t(page), std::uint32_t(pages)})));
                });
        } catch (const std::bad_alloc &) {
            // Out of memory: the parent says so in its words (it knows which reader it asked).
            response = Response();
            response.status = Status::error(Status::Code::ReaderFailed, QStringLiteral("out of memory"));
        }
        if (!writeFrame(fd, encode(response)))
            return 1;
    }
    return 0;
}
