#include "ExtractorProcess.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QtEndian>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace lookalike {

namespace extractorwire {

namespace {

// Appends and reads the fields of a frame.
class Writer
{
public:
    template <typename T> void number(T v)
    {
        char b[sizeof(T)];
        qToLittleEndian(v, b);
        m_out.append(b, sizeof(T));
    }
    void bytes(std::string_view b)
    {
        number<quint64>(b.size());
        m_out.append(b);
    }
    void text(const QString &t) { bytes(t.toStdString()); }
    std::string take() { return std::move(m_out); }

private:
    std::string m_out;
};

class Reader
{
public:
    explicit Reader(std::string_view in)
        : m_in(in)
    {}
    template <typename T> bool number(T &v)
    {
        if (m_in.size() < sizeof(T))
            return false;
        v = qFromLittleEndian<T>(m_in.data());
        m_in.remove_prefix(sizeof(T));
        return true;
    }
    bool bytes(std::string &b)
    {
        quint64 n = 0;
        if (!number(n) || n > m_in.size())
            return false;
        b.assign(m_in.substr(0, std::size_t(n)));
        m_in.remove_prefix(std::size_t(n));
        return true;
    }
    bool text(QString &t)
    {
        std::string b;
        if (!bytes(b))
            return false;
        t = QString::fromStdString(b);
        return true;
    }
    bool atEnd() const { return m_in.empty(); }

private:
    std::string_view m_in;
};

} // namespace

std::string encode(const Request &r)
{
    Writer w;
    w.number<quint32>(kMagic);
    w.number<quint8>(quint8(r.op));
    w.number<quint8>(r.fastHtml ? 1 : 0);
    w.text(r.fileName);
    w.text(r.mediaType);
    w.bytes(r.bytes);
    return w.take();
}

std::string encode(const Response &r)
{
    Writer w;
    w.number<quint32>(kMagic);
    w.number<qint32>(qint32(r.status.code()));
    w.text(r.status.message());
    w.number<quint8>(quint8(r.format));
    w.text(r.encoding);
    w.bytes(r.text);
    w.number<quint64>(r.links.size());
    for (const HtmlLinkSpan &l : r.links) {
        w.bytes(l.href);
        w.number<quint64>(l.begin);
        w.number<quint64>(l.end);
    }
    return w.take();
}

bool decode(std::string_view bytes, Request &r)
{
    Reader in(bytes);
    quint32 magic = 0;
    quint8 op = 0, fast = 0;
    if (!in.number(magic) || magic != kMagic || !in.number(op) || !in.number(fast) || !in.text(r.fileName) ||
        !in.text(r.mediaType) || !in.bytes(r.bytes) || !in.atEnd() || op < 1 || op > 3)
        return false;
    r.op = Op(op);
    r.fastHtml = fast != 0;
    return true;
}

bool decode(std::string_view bytes, Response &r)
{
    Reader in(bytes);
    quint32 magic = 0;
    qint32 code = 0;
    quint8 format = 0;
    QString message;
    quint64 links = 0;
    if (!in.number(magic) || magic != kMagic || !in.number(code) || !in.text(message) || !in.number(format) ||
        !in.text(r.encoding) || !in.bytes(r.text) || !in.number(links) || code < 0 ||
        code > qint32(Status::Code::Internal) || format > quint8(DocumentFormat::Epub))
        return false;
    r.status = code == 0 ? Status::ok() : Status::error(Status::Code(code), message);
    r.format = DocumentFormat(format);
    r.links.clear();
    for (quint64 i = 0; i < links; ++i) {
        HtmlLinkSpan l;
        quint64 begin = 0, end = 0;
        if (!in.bytes(l.href) || !in.number(begin) || !in.number(end))
            return false;
        l.begin = std::size_t(begin);
        l.end = std::size_t(end);
        r.links.push_back(std::move(l));
    }
    return in.atEnd();
}

namespace {

bool readFully(int fd, char *to, std::size_t n)
{
    while (n > 0) {
        const ssize_t got = ::read(fd, to, n);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return false;
        to += got;
        n -= std::size_t(got);
    }
    return true;
}

bool writeFully(int fd, const char *from, std::size_t n)
{
    while (n > 0) {
        const ssize_t put = ::send(fd, from, n, MSG_NOSIGNAL);
        if (put < 0 && errno == EINTR)
            continue;
        if (put <= 0)
            return false;
        from += put;
        n -= std::size_t(put);
    }
    return true;
}

} // namespace

bool readFrame(int fd, std::string &payload)
{
    char head[8];
    if (!readFully(fd, head, sizeof head))
        return false;
    const quint64 n = qFromLittleEndian<quint64>(head);
    if (n > (quint64(1) << 34))
        return false;
    payload.resize(std::size_t(n));
    return readFully(fd, payload.data(), payload.size());
}

bool writeFrame(int fd, std::string_view payload)
{
    char head[8];
    qToLittleEndian<quint64>(payload.size(), head);
    return writeFully(fd, head, sizeof head) && writeFully(fd, payload.data(), payload.size());
}

Response serve(const Request &r)
{
    Response out;
    switch (r.op) {
    case Op::Document: {
        ExtractParams params;
        params.fastHtml = r.fastHtml;
        auto text = extractText(r.bytes, r.fileName, params, r.mediaType);
        if (!text) {
            out.status = text.status();
            break;
        }
        out.format = text->format;
        out.encoding = text->encoding;
        out.text = std::move(text->utf8);
        break;
    }
    case Op::Html: {
        auto text = htmlTextBounded(r.bytes, false);
        if (!text) {
            out.status = text.status();
            break;
        }
        out.text = std::move(text).value();
        break;
    }
    case Op::HtmlLinks: {
        auto page = htmlTextWithLinksGumbo(r.bytes);
        if (!page) {
            out.status = page.status();
            break;
        }
        out.text = std::move(page->text);
        out.links = std::move(page->links);
        break;
    }
    }
    return out;
}

} // namespace extractorwire

using namespace extractorwire;

namespace {

using Clock = std::chrono::steady_clock;

QString sizeText(qint64 bytes)
{
    return bytes >= (qint64(1) << 30)
               ? QStringLiteral("%1 GiB").arg(double(bytes) / double(qint64(1) << 30), 0, 'f', 1)
               : QStringLiteral("%1 MiB").arg(bytes >> 20);
}

// What a reader is called in the problems a helper's end leaves (by the request's content).
QString readerOf(std::string_view bytes, const QString &fileName)
{
    if (bytes.size() >= 2 && bytes[0] == '\x1f' && bytes[1] == '\x8b')
        return QStringLiteral("the gzip reader");
    if (bytes.substr(0, 5) == "%PDF-" || fileName.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        return QStringLiteral("the PDF reader");
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix == QLatin1String("docx") || suffix == QLatin1String("odt") || suffix == QLatin1String("epub"))
        return QStringLiteral("the %1 reader").arg(suffix.toUpper());
    return QStringLiteral("the document reader");
}

// How a helper ended, from its wait status: "SIGSEGV", "exit code 1".
QString howItEnded(int status)
{
    if (!WIFSIGNALED(status))
        return QStringLiteral("exit code %1").arg(WEXITSTATUS(status));
    const char *signal = sigabbrev_np(WTERMSIG(status));
    return signal ? QStringLiteral("SIG") + QString::fromLatin1(signal)
                  : QStringLiteral("signal %1").arg(WTERMSIG(status));
}

} // namespace

ExtractorProcess::ExtractorProcess(IsolationParams params)
    : m_params(std::move(params))
{}

ExtractorProcess::~ExtractorProcess()
{
    stop();
}

QString ExtractorProcess::findHelper(const QString &asked)
{
    QStringList candidates;
    if (!asked.isEmpty())
        return QFileInfo(asked).isExecutable() ? asked : QString();
    if (const QByteArray env = qgetenv("LOOKALIKE_EXTRACT_HELPER"); !env.isEmpty())
        candidates << QString::fromLocal8Bit(env);
    const QString dir = QCoreApplication::instance()
                            ? QCoreApplication::applicationDirPath()
                            : QFileInfo(QStringLiteral("/proc/self/exe")).canonicalPath();
    candidates << dir + QStringLiteral("/lookalike-extract")
               << dir + QStringLiteral("/../libexec/lookalike/lookalike-extract")
               << dir + QStringLiteral("/../app/lookalike-extract"); // the build tree's tests
#ifdef LOOKALIKE_BUILD_HELPER
    candidates << QStringLiteral(LOOKALIKE_BUILD_HELPER);
#endif
    for (const QString &c : candidates)
        if (QFileInfo(c).isFile() && QFileInfo(c).isExecutable())
            return QDir::cleanPath(QFileInfo(c).absoluteFilePath());
    return {};
}

bool ExtractorProcess::isolated()
{
    return m_pid > 0 || start();
}

bool ExtractorProcess::start()
{
    if (!m_unavailable.isEmpty())
        return false;
    if (m_helper.isEmpty()) {
        m_helper = findHelper(m_params.helperPath);
        if (m_helper.isEmpty()) {
            m_unavailable =
                (m_params.helperPath.isEmpty()
                     ? QStringLiteral("lookalike-extract was not found beside %1")
                           .arg(QCoreApplication::instance() ? QCoreApplication::applicationFilePath()
                                                             : QStringLiteral("the program"))
                     : QStringLiteral("the helper %1 was not found").arg(m_params.helperPath)) +
                QStringLiteral(": PDF, DOCX, ODT, EPUB and gzip are read in this process");
            qWarning("%s", qPrintable(m_unavailable));
            return false;
        }
    }
    int pair[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) != 0)
        return false;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, pair[1], 3); // dup2 leaves close-on-exec off
    const QByteArray program = QFile::encodeName(m_helper);
    const QByteArray memory = QByteArray::number(m_params.memoryLimitBytes);
    std::vector<char *> argv{const_cast<char *>(program.constData()), const_cast<char *>("--fd"),
                             const_cast<char *>("3"), const_cast<char *>("--memory"),
                             const_cast<char *>(memory.constData())};
    if (m_params.testFaults)
        argv.push_back(const_cast<char *>("--test-faults"));
    argv.push_back(nullptr);
    pid_t pid = -1;
    const int spawned = posix_spawn(&pid, program.constData(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    ::close(pair[1]);
    if (spawned != 0) {
        ::close(pair[0]);
        m_unavailable =
            QStringLiteral("cannot start %1: %2").arg(m_helper, QString::fromLocal8Bit(strerror(spawned)));
        qWarning("%s", qPrintable(m_unavailable));
        return false;
    }
    m_socket = pair[0];
    m_pid = pid;
    // Its first words: the version it was built as (one package: never another).
    std::string hello;
    if (!readFrame(m_socket, hello)) {
        ::close(m_socket);
        m_socket = -1;
        int status = 0;
        while (::waitpid(m_pid, &status, 0) < 0 && errno == EINTR) {
        }
        m_pid = -1;
        m_unavailable = QStringLiteral("%1 ended before it answered (%2)").arg(m_helper, howItEnded(status));
        qWarning("%s", qPrintable(m_unavailable));
        return false;
    }
    if (hello != std::string("lookalike-extract " LOOKALIKE_VERSION)) {
        stop();
        m_unavailable = QStringLiteral("%1 is not the helper of Lookalike %2 (it said \"%3\")")
                            .arg(m_helper, QStringLiteral(LOOKALIKE_VERSION), QString::fromStdString(hello));
        qWarning("%s", qPrintable(m_unavailable));
        return false;
    }
    // The limit is on what reading takes, beyond the helper's own start (as its address space).
    m_startResident = residentBytes();
    return true;
}

void ExtractorProcess::stop()
{
    if (m_socket >= 0) {
        ::close(m_socket); // the helper ends when its socket does
        m_socket = -1;
    }
    if (m_pid > 0) {
        ::kill(m_pid, SIGKILL);
        int status = 0;
        while (::waitpid(m_pid, &status, 0) < 0 && errno == EINTR) {
        }
        m_pid = -1;
    }
}

Status ExtractorProcess::ended(const QString &reader, bool timedOut)
{
    int status = 0;
    struct rusage usage = {};
    if (timedOut)
        ::kill(m_pid, SIGKILL);
    while (::wait4(m_pid, &status, 0, &usage) < 0 && errno == EINTR) {
    }
    m_pid = -1;
    ::close(m_socket);
    m_socket = -1;
    if (timedOut)
        return Status::error(Status::Code::ReaderFailed,
                             QStringLiteral("%1 took longer than %2 s and was stopped")
                                 .arg(reader)
                                 .arg(m_params.timeLimitSeconds));
    // A reader that crashed when its memory ran out (C code that does not check malloc).
    if (qint64(usage.ru_maxrss) * 1024 - m_startResident >= m_params.memoryLimitBytes * 8 / 10)
        return outOfMemory(reader);
    // A signal, or (under a sanitizer, which catches the signal) an exit without an answer.
    return Status::error(
        Status::Code::ReaderFailed,
        QStringLiteral("%1 crashed (%2): the file may be damaged").arg(reader, howItEnded(status)));
}

qint64 ExtractorProcess::residentBytes() const
{
    QFile statm(QStringLiteral("/proc/%1/statm").arg(m_pid));
    if (!statm.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> fields = statm.readAll().split(' ');
    return fields.size() > 1 ? fields[1].toLongLong() * qint64(::sysconf(_SC_PAGESIZE)) : 0;
}

Result<Response> ExtractorProcess::call(const Request &request, const QString &reader)
{
    if (m_pid <= 0 && !start())
        return Status::error(Status::Code::Internal, m_unavailable);
    // The helper limits its own address space (--memory, where no sanitizer reserves it); the
    // parent, its time, and its resident memory (looked at ten times a second).
    const auto deadline = Clock::now() + std::chrono::seconds(m_params.timeLimitSeconds);
    const std::string frame = encode(request);
    if (!writeFrame(m_socket, frame))
        return ended(reader, false);
    // The answer, within the time left.
    for (;;) {
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
        if (left <= 0)
            return ended(reader, true);
        struct pollfd p = {m_socket, POLLIN, 0};
        const int ready = ::poll(&p, 1, int(std::min<long long>(left, 100)));
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready > 0)
            break;
        if (residentBytes() - m_startResident > m_params.memoryLimitBytes) {
            ended(reader, true);
            return outOfMemory(reader);
        }
    }
    std::string payload;
    Response response;
    if (!readFrame(m_socket, payload) || !decode(payload, response))
        return ended(reader, false);
    if (response.status.code() == Status::Code::ReaderFailed) // it ran out of memory (and says no more)
        response.status = outOfMemory(reader);
    return response;
}

Status ExtractorProcess::outOfMemory(const QString &reader) const
{
    return Status::error(Status::Code::ReaderFailed,
                         QStringLiteral("%1 needed more than %2 of memory and was stopped")
                             .arg(reader, sizeText(m_params.memoryLimitBytes)));
}

Result<ExtractedText> ExtractorProcess::document(std::string_view bytes, const QString &fileName,
                                                 const QString &mediaType, bool fastHtml)
{
    if (!isolated()) {
        ExtractParams inProcess;
        inProcess.fastHtml = fastHtml;
        return extractText(bytes, fileName, inProcess, mediaType);
    }
    Request r;
    r.op = Op::Document;
    r.fastHtml = fastHtml;
    r.fileName = fileName;
    r.mediaType = mediaType;
    r.bytes.assign(bytes);
    auto answer = call(r, readerOf(bytes, fileName));
    if (!answer)
        return answer.status();
    if (!answer->status)
        return answer->status;
    ExtractedText t;
    t.utf8 = std::move(answer->text);
    t.format = answer->format;
    t.encoding = answer->encoding;
    return t;
}

Result<std::string> ExtractorProcess::html(std::string_view html)
{
    if (!isolated())
        return htmlTextBounded(html, false);
    Request r;
    r.op = Op::Html;
    r.bytes.assign(html);
    auto answer = call(r, QStringLiteral("the HTML parser"));
    if (!answer)
        return answer.status();
    if (!answer->status)
        return answer->status;
    return std::move(answer->text);
}

Result<HtmlWithLinks> ExtractorProcess::htmlWithLinks(std::string_view html)
{
    if (!isolated())
        return htmlTextWithLinksGumbo(html);
    Request r;
    r.op = Op::HtmlLinks;
    r.bytes.assign(html);
    auto answer = call(r, QStringLiteral("the HTML parser"));
    if (!answer)
        return answer.status();
    if (!answer->status)
        return answer->status;
    HtmlWithLinks out;
    out.text = std::move(answer->text);
    out.links = std::move(answer->links);
    return out;
}

} // namespace lookalike
