#include "FolderSource.h"

#include "base/Wording.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <algorithm>
#include <cerrno>
#include <climits>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <sys/stat.h>
#include <thread>
#include <utility>
#include <vector>

namespace lookalike {

namespace {

using FileId = std::pair<dev_t, ino_t>;

QString fromLocal(const std::string &path)
{
    return QFile::decodeName(QByteArray::fromStdString(path));
}

std::vector<QRegularExpression> compileGlobs(const QStringList &globs)
{
    std::vector<QRegularExpression> out;
    for (const QString &glob : globs)
        out.push_back(QRegularExpression::fromWildcard(glob, Qt::CaseInsensitive));
    return out;
}

bool matchesAny(const std::vector<QRegularExpression> &globs, const QStringList &patterns,
                const QString &name, const QString &relative)
{
    for (std::size_t i = 0; i < globs.size(); ++i) {
        const QString &subject =
            patterns[static_cast<qsizetype>(i)].contains(QLatin1Char('/')) ? relative : name;
        if (globs[i].match(subject).hasMatch())
            return true;
    }
    return false;
}

std::string realPath(const std::string &path)
{
    char buffer[PATH_MAX];
    if (::realpath(path.c_str(), buffer))
        return buffer;
    return {};
}

bool isInside(const std::string &path, const std::string &dir)
{
    if (dir == "/")
        return true;
    return path == dir ||
           (path.size() > dir.size() && path.compare(0, dir.size(), dir) == 0 && path[dir.size()] == '/');
}

// A folder's entries with what lstat says of each, in name order: the part of the walk that
// waits on the file system, which a second thread does ahead of the walk.
struct DirListing
{
    struct Entry
    {
        std::string name;
        struct stat st;
        int statError = 0; // errno of fstatat, 0 when `st` holds the entry's
    };
    std::string dir, relDir;
    int openError = 0; // errno of opendir, 0 when `entries` holds the folder's
    std::vector<Entry> entries;
    enum class State
    {
        Waiting,
        Taken,
        Listed
    };
    State state = State::Waiting; // guarded by Listings::mutex

    void list(bool includeHidden)
    {
        DIR *handle = ::opendir(dir.c_str());
        if (!handle) {
            openError = errno;
            return;
        }
        std::vector<std::string> names;
        while (const dirent *entry = ::readdir(handle)) {
            const char *n = entry->d_name;
            if (std::strcmp(n, ".") == 0 || std::strcmp(n, "..") == 0)
                continue;
            if (n[0] == '.' && !includeHidden)
                continue;
            names.emplace_back(n);
        }
        std::sort(names.begin(), names.end());
        // Entries are looked up from their folder (not by their whole path, each time).
        const int dirFd = ::dirfd(handle);
        entries.resize(names.size());
        for (std::size_t i = 0; i < names.size(); ++i) {
            Entry &e = entries[i];
            e.name = std::move(names[i]);
            if (::fstatat(dirFd, e.name.c_str(), &e.st, AT_SYMLINK_NOFOLLOW) != 0)
                e.statError = errno;
        }
        ::closedir(handle);
    }
};

// The folders still to walk (a stack: the walk takes the last), and a thread that lists the
// ones nearest the top before the walk reaches them. Stat calls are most of an unchanged
// rescan; two threads do them in about half the time. Listed folders wait at most kAhead deep,
// so memory still grows with the folders, not the files.
class Listings
{
public:
    static constexpr std::size_t kAhead = 8;

    explicit Listings(bool includeHidden)
        : m_includeHidden(includeHidden)
    {}
    ~Listings() { stop(); }

    void push(std::string dir, std::string relDir)
    {
        auto listing = std::make_shared<DirListing>();
        listing->dir = std::move(dir);
        listing->relDir = std::move(relDir);
        std::lock_guard lock(m_mutex);
        m_stack.push_back(std::move(listing));
    }
    // After pushing a folder's subfolders: the helper may take them.
    void pushed()
    {
        {
            std::lock_guard lock(m_mutex);
            if (!m_helper.joinable() && m_stack.size() > 1)
                m_helper = std::thread([this] { help(); });
        }
        m_changed.notify_all();
    }
    bool empty()
    {
        std::lock_guard lock(m_mutex);
        return m_stack.empty();
    }
    // The next folder, listed (by the helper, or here when it has not taken it).
    std::shared_ptr<DirListing> pop()
    {
        std::unique_lock lock(m_mutex);
        std::shared_ptr<DirListing> top = std::move(m_stack.back());
        m_stack.pop_back();
        if (top->state == DirListing::State::Waiting) {
            top->state = DirListing::State::Taken;
            lock.unlock();
            top->list(m_includeHidden);
            return top;
        }
        m_changed.wait(lock, [&] { return top->state == DirListing::State::Listed; });
        return top;
    }
    void stop()
    {
        {
            std::lock_guard lock(m_mutex);
            m_stopped = true;
        }
        m_changed.notify_all();
        if (m_helper.joinable())
            m_helper.join();
    }

private:
    void help()
    {
        std::unique_lock lock(m_mutex);
        while (!m_stopped) {
            std::shared_ptr<DirListing> next;
            for (std::size_t i = m_stack.size(); i-- > 0 && m_stack.size() - i <= kAhead;)
                if (m_stack[i]->state == DirListing::State::Waiting) {
                    next = m_stack[i];
                    break;
                }
            if (!next) {
                m_changed.wait(lock);
                continue;
            }
            next->state = DirListing::State::Taken;
            lock.unlock();
            next->list(m_includeHidden);
            lock.lock();
            next->state = DirListing::State::Listed;
            m_changed.notify_all();
        }
    }

    const bool m_includeHidden;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::vector<std::shared_ptr<DirListing>> m_stack;
    bool m_stopped = false;
    std::thread m_helper;
};

} // namespace

FolderSource::FolderSource(SourceParams params)
    : m_params(std::move(params))
{}

bool FolderSource::accepts(const QString &relativePath) const
{
    const QString name = relativePath.section(QLatin1Char('/'), -1);
    const auto include = compileGlobs(m_params.includeGlobs);
    const auto exclude = compileGlobs(m_params.excludeGlobs);
    if (matchesAny(exclude, m_params.excludeGlobs, name, relativePath))
        return false;
    return include.empty() || matchesAny(include, m_params.includeGlobs, name, relativePath);
}

bool FolderSource::walk(const std::atomic_bool &cancel, const std::function<void(const SourceFile &)> &onFile,
                        const std::function<void(const SourceProblem &)> &onProblem) const
{
    const auto include = compileGlobs(m_params.includeGlobs);
    const auto exclude = compileGlobs(m_params.excludeGlobs);
    auto problem = [&](const std::string &path, Status::Code code, const QString &why) {
        onProblem({fromLocal(path), Status::error(code, why)});
    };

    // Canonical roots, to skip symlinks that lead back inside a root.
    std::vector<std::string> canonicalRoots;
    for (const QString &root : m_params.roots) {
        const std::string real =
            realPath(QFile::encodeName(QDir::cleanPath(QFileInfo(root).absoluteFilePath())).toStdString());
        if (!real.empty())
            canonicalRoots.push_back(real);
    }
    auto insideARoot = [&](const std::string &real) {
        return std::any_of(canonicalRoots.begin(), canonicalRoots.end(),
                           [&](const std::string &r) { return isInside(real, r); });
    };

    std::set<FileId> visitedDirs; // every folder entered, by device and inode
    std::set<FileId> multiLinked; // files with several names (hard links, followed symlinks)

    for (const QString &rootArg : m_params.roots) {
        const QString rootAbs = QDir::cleanPath(QFileInfo(rootArg).absoluteFilePath());
        const std::string root = QFile::encodeName(rootAbs).toStdString();
        struct stat rootStat;
        if (::stat(root.c_str(), &rootStat) != 0) {
            problem(root, errno == ENOENT ? Status::Code::NotFound : Status::Code::Unreadable,
                    phrase(Phrase::CannotOpen).arg(systemErrorText(errno)));
            continue;
        }

        // `name` and `relative` are made text only when there are patterns to match them with.
        auto considerFile = [&](const std::string &path, const struct stat &st, bool viaLink,
                                const std::string &name, const std::string &relative) {
            if (!S_ISREG(st.st_mode))
                return; // fifos, sockets and devices are never read
            if (!exclude.empty() || !include.empty()) {
                const QString n = fromLocal(name), r = fromLocal(relative);
                if (!exclude.empty() && matchesAny(exclude, m_params.excludeGlobs, n, r))
                    return;
                if (!include.empty() && !matchesAny(include, m_params.includeGlobs, n, r))
                    return;
            }
            if (viaLink || st.st_nlink > 1) {
                if (!multiLinked.insert({st.st_dev, st.st_ino}).second)
                    return; // the same file under another name
            }
            if (st.st_size > m_params.maxFileSize) {
                problem(path, Status::Code::TooLarge,
                        phrase(Phrase::LargerThanLimit)
                            .arg(dataSizeText(st.st_size), dataSizeText(m_params.maxFileSize)));
                return;
            }
            SourceFile f;
            f.path = fromLocal(path);
            f.root = rootAbs;
            f.size = st.st_size;
            f.mtimeMs = qint64(st.st_mtim.tv_sec) * 1000 + st.st_mtim.tv_nsec / 1000000;
            onFile(f);
        };

        if (!S_ISDIR(rootStat.st_mode)) {
            const std::string name = QFile::encodeName(rootAbs.section(QLatin1Char('/'), -1)).toStdString();
            considerFile(root, rootStat, false, name, name);
            continue;
        }

        // Depth-first walk with an explicit stack of folders (path, path relative to the root).
        // A root given twice, or inside another root already walked, is walked once.
        if (!visitedDirs.insert({rootStat.st_dev, rootStat.st_ino}).second)
            continue;
        Listings stack(m_params.includeHidden);
        stack.push(root, std::string());
        while (!stack.empty()) {
            if (cancel.load(std::memory_order_relaxed))
                return false;
            const std::shared_ptr<DirListing> listing = stack.pop();
            const std::string &dir = listing->dir;
            const std::string &relDir = listing->relDir;
            if (const int e = listing->openError) {
                onProblem({fromLocal(dir),
                           Status::error(e == ENOENT ? Status::Code::NotFound : Status::Code::Unreadable,
                                         phrase(Phrase::CannotOpenFolder).arg(systemErrorText(e))),
                           true});
                continue;
            }
            std::vector<std::pair<std::string, std::string>> subdirs;
            for (const DirListing::Entry &entry : listing->entries) {
                const std::string &n = entry.name;
                const std::string path = dir == "/" ? "/" + n : dir + "/" + n;
                const std::string relative = relDir.empty() ? n : relDir + "/" + n;
                if (entry.statError) {
                    problem(path, Status::Code::Unreadable,
                            phrase(Phrase::CannotStat).arg(systemErrorText(entry.statError)));
                    continue;
                }
                const struct stat &lst = entry.st;
                struct stat st = lst;
                const bool link = S_ISLNK(lst.st_mode);
                if (link) {
                    if (::stat(path.c_str(), &st) != 0) {
                        const int e = errno;
                        if (e == ELOOP)
                            problem(path, Status::Code::InvalidArgument,
                                    QStringLiteral("symbolic link loop: the link leads back to itself"));
                        else
                            problem(path, Status::Code::NotFound,
                                    phrase(Phrase::BrokenLink).arg(systemErrorText(e)));
                        continue;
                    }
                    // The target is reached directly when it lies inside a root; a link to an
                    // ancestor of a root is a loop (following it would walk the whole parent).
                    const std::string target = realPath(path);
                    if (target.empty() || insideARoot(target))
                        continue;
                    if (S_ISDIR(st.st_mode) &&
                        std::any_of(canonicalRoots.begin(), canonicalRoots.end(),
                                    [&](const std::string &r) { return isInside(r, target); })) {
                        problem(path, Status::Code::InvalidArgument,
                                QStringLiteral(
                                    "symbolic link loop: leads to a folder that contains the scan root"));
                        continue;
                    }
                }
                if (S_ISDIR(st.st_mode)) {
                    if (!exclude.empty() &&
                        matchesAny(exclude, m_params.excludeGlobs, fromLocal(n), fromLocal(relative)))
                        continue;
                    if (!visitedDirs.insert({st.st_dev, st.st_ino}).second)
                        continue; // a loop, or a folder reached twice
                    subdirs.emplace_back(path, relative);
                } else {
                    considerFile(path, st, link, n, relative);
                }
            }
            // Push in reverse so the walk proceeds in name order.
            for (auto it = subdirs.rbegin(); it != subdirs.rend(); ++it)
                stack.push(std::move(it->first), std::move(it->second));
            stack.pushed();
        }
    }
    return !cancel.load();
}

} // namespace lookalike
