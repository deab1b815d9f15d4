#include "ActionLog.h"

#include "Database.h"

#include <QDateTime>

namespace lookalike {

Status ActionLog::append(const std::vector<LoggedAction> &actions)
{
    auto ids = appendReturningIds(actions);
    return ids ? Status::ok() : ids.status();
}

Result<std::vector<qint64>> ActionLog::appendReturningIds(const std::vector<LoggedAction> &actions)
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    std::vector<qint64> ids;
    Status s = m_db.inTransaction([&]() -> Status {
        for (const LoggedAction &a : actions) {
            auto q =
                m_db.query("INSERT INTO actions (at, kind, outcome, locator, detail, representative, owner) "
                           "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                           "logging an action");
            q.bind(1, a.atMs > 0 ? a.atMs : now).bind(2, a.kind).bind(3, a.outcome).bind(4, a.locator);
            q.bind(5, a.detail.isNull() ? QStringLiteral("") : a.detail);
            q.bind(6, a.representative.isEmpty() ? QString() : a.representative);
            q.bind(7, a.owner.isEmpty() ? QString() : a.owner);
            if (Status s = q.run(); !s)
                return s;
            ids.push_back(m_db.lastInsertId());
        }
        return Status::ok();
    });
    if (!s)
        return s;
    return ids;
}

Status ActionLog::settle(qint64 id, const QString &outcome, const QString &detail)
{
    auto q = m_db.query("UPDATE actions SET outcome = ?2, detail = ?3, owner = NULL WHERE id = ?1",
                        "logging an action");
    q.bind(1, id).bind(2, outcome).bind(3, detail);
    return q.run();
}

namespace {

// The columns of a row, in LoggedAction's order.
constexpr const char *kColumns = "SELECT id, at, kind, outcome, locator, detail, coalesce(representative, "
                                 "''), coalesce(owner, '') FROM actions ";

Result<std::vector<LoggedAction>> actions(Query &q)
{
    std::vector<LoggedAction> out;
    if (Status s = q.forEach([&](const Query &row) {
            out.push_back({row.integer(0), row.integer(1), row.text(2), row.text(3), row.text(4), row.text(5),
                           row.text(6), row.text(7)});
        });
        !s)
        return s;
    return out;
}

} // namespace

Result<std::vector<LoggedAction>> ActionLog::pending(const QString &kind)
{
    static const QByteArray sql =
        QByteArray(kColumns) + "WHERE outcome = 'pending' AND kind = ?1 ORDER BY id";
    auto q = m_db.query(sql, "reading the action log");
    q.bind(1, kind);
    return actions(q);
}

Result<std::vector<LoggedAction>> ActionLog::newest(int limit)
{
    static const QByteArray sql = QByteArray(kColumns) + "ORDER BY id DESC LIMIT ?1";
    auto q = m_db.query(sql, "reading the action log");
    q.bind(1, limit);
    return actions(q);
}

} // namespace lookalike
