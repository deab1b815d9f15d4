#pragma once

#include <QString>
#include <QStringList>
#include <cstdint>
#include <string_view>
#include <unordered_set>

namespace lookalike {

// Which copy of a cluster is kept (its representative), by a rule a user can read, in order:
//   1. a file or a file inside a folder the user marked "keep this copy";
//   2. a file inside a reference folder;
//   3. a name that does not look like a copy ("report (copy).txt", "report (2).txt",
//      "Copy of report.txt", "report.txt~", "report.bak", "report.orig");
//   4. the oldest (modified first; a web page: captured first);
//   5. the shortest path; then the lowest document id.
// keepKey() folds 1-5 into one number: the lower, the more the copy is worth keeping. The
// clustering compares keys only where its structure leaves a choice (see clusterDocuments).
class KeepRule
{
public:
    KeepRule() = default;
    KeepRule(const QStringList &keepPaths, const QStringList &referenceFolders);

    // The key of a document at `locatorUtf8` modified at `mtimeMs`.
    std::uint64_t keepKey(std::string_view locatorUtf8, std::int64_t mtimeMs) const;

    // Whether a file name looks like a copy of another (rule 3).
    static bool looksLikeCopy(std::string_view fileName);

    static constexpr int kMarkedBit = 63;
    static constexpr int kReferenceBit = 62;
    static constexpr int kCopyBit = 61;
    // The user's part of a key (rules 1 and 2): it outranks the structure of a cluster; the
    // rest (3-5) only chooses among copies the structure leaves equal.
    static std::uint64_t userRank(std::uint64_t key) { return key >> kReferenceBit; }

private:
    static bool under(std::string_view path, const std::unordered_set<std::string> &paths);
    std::unordered_set<std::string> m_keep;       // UTF-8, without a trailing slash
    std::unordered_set<std::string> m_references; // UTF-8, without a trailing slash
};

} // namespace lookalike
