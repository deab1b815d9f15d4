#pragma once

#include <QString>
#include <optional>
#include <utility>

namespace lookalike {

// The one error type of the engine (after LevelDB's Status): a code and a message a user
// can read. Exceptions never cross the core library boundary; a bad input is a Status.
class [[nodiscard]] Status
{
public:
    enum class Code
    {
        Ok = 0,
        NotFound,    // a file or folder does not exist
        Unreadable,  // permission denied or an I/O error while reading
        TooLarge,    // above the configured maximum size
        NotText,     // binary content, or a format Lookalike cannot read
        Corrupt,     // the content is damaged (truncated, invalid structure)
        Unsupported, // a known format that this build cannot read
        InvalidArgument,
        Database, // SQLite reported an error
        Cancelled,
        HttpError,    // a crawled URL answered with an error or a redirect (web archives)
        ReaderFailed, // a format's reader crashed, hung or ran out of memory (ExtractorProcess.h)
        Internal,
    };

    Status() = default;
    static Status ok() { return {}; }
    static Status error(Code code, QString message) { return Status(code, std::move(message)); }

    bool isOk() const { return m_code == Code::Ok; }
    explicit operator bool() const { return isOk(); }
    Code code() const { return m_code; }
    const QString &message() const { return m_message; }
    // A short stable name of the code ("not-text", "unreadable", ...) for CSV and the store.
    QString codeName() const { return codeName(m_code); }
    static QString codeName(Code code);
    static Code codeFromName(const QString &name); // Internal for an unknown name
    // "not-text: binary content (NUL bytes)" style text for logs and summaries.
    QString toString() const;

private:
    Status(Code code, QString message)
        : m_code(code)
        , m_message(std::move(message))
    {}
    Code m_code = Code::Ok;
    QString m_message;
};

// A value or the Status saying why there is none.
template <typename T> class [[nodiscard]] Result
{
public:
    Result(T value)
        : m_value(std::move(value))
    {}
    Result(Status status)
        : m_status(std::move(status))
    {
        Q_ASSERT(!m_status.isOk());
    }

    bool isOk() const { return m_value.has_value(); }
    explicit operator bool() const { return isOk(); }
    const Status &status() const { return m_status; }
    // value() requires isOk(); valueOr() is the value or `fallback`.
    T &value() & { return *m_value; }
    T valueOr(T fallback) const { return m_value ? *m_value : std::move(fallback); }
    const T &value() const & { return *m_value; }
    T &&value() && { return std::move(*m_value); }
    T *operator->()
    {
        Q_ASSERT(isOk());
        return &*m_value;
    }
    const T *operator->() const { return &*m_value; }
    T &operator*() { return *m_value; }
    const T &operator*() const { return *m_value; }

private:
    std::optional<T> m_value;
    Status m_status;
};

} // namespace lookalike
