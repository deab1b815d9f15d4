#include "TermDictionary.h"

#include "Database.h"
#include "base/Varint.h"

namespace lookalike {

Status TermDictionary::refresh(Database &db)
{
    auto q = db.query("SELECT id, term FROM terms WHERE id >= ?1 ORDER BY id", "reading the terms' numbers");
    q.bind(1, qint64(m_confirmed));
    std::vector<std::uint64_t> stored;
    qint64 expected = qint64(m_confirmed);
    bool gap = false;
    if (Status s = q.forEach([&](const Query &row) {
            gap = gap || row.integer(0) != expected++;
            stored.push_back(std::uint64_t(row.integer(1)));
        });
        !s)
        return s;
    if (gap)
        return Status::error(Status::Code::Corrupt,
                             QStringLiteral("the numbers of the terms of words are damaged"));
    // Numbers given here since the last refresh are kept where the table holds them as given.
    bool same = stored.size() >= m_termOf.size() - m_confirmed;
    for (std::size_t i = m_confirmed; same && i < m_termOf.size(); ++i)
        same = stored[i - m_confirmed] == m_termOf[i];
    if (!same) {
        m_termOf.resize(m_confirmed);
        m_numberOf.clear();
        for (std::size_t i = 0; i < m_termOf.size(); ++i)
            *m_numberOf.tryEmplace(m_termOf[i]).first = std::uint32_t(i);
    }
    for (std::size_t i = m_termOf.size() - m_confirmed; i < stored.size(); ++i) {
        *m_numberOf.tryEmplace(stored[i]).first = std::uint32_t(m_termOf.size());
        m_termOf.push_back(stored[i]);
    }
    m_confirmed = m_termOf.size();
    m_refreshedIn = db.inTransaction() ? db.transactionSerial() : ~quint64(0);
    return Status::ok();
}

Result<QByteArray> TermDictionary::encode(Database &db, const std::vector<TermCount> &terms)
{
    if (!db.inTransaction() || m_refreshedIn != db.transactionSerial())
        if (Status s = refresh(db); !s)
            return s;
    QByteArray out;
    out.resize(qsizetype(10 + terms.size() * 15));
    char *to = putVarint(out.data(), terms.size());
    for (const TermCount &t : terms) {
        auto [number, added] = m_numberOf.tryEmplace(t.term);
        if (added) {
            *number = std::uint32_t(m_termOf.size());
            m_termOf.push_back(t.term);
            auto insert = db.query("INSERT INTO terms (id, term) VALUES (?1, ?2)", "numbering a term");
            insert.bind(1, qint64(*number)).bind(2, qint64(t.term));
            if (Status s = insert.run(); !s)
                return s;
        }
        to = putVarint(to, std::uint64_t(*number) * 2 + (t.count > 1));
        if (t.count > 1)
            to = putVarint(to, t.count - 2);
    }
    out.truncate(qsizetype(to - out.constData()));
    return out;
}

bool TermDictionary::decode(std::span<const char> bytes, std::vector<TermCount> &terms) const
{
    terms.clear();
    const auto *data = reinterpret_cast<const unsigned char *>(bytes.data());
    const std::size_t size = bytes.size();
    std::size_t at = 0;
    std::uint64_t n = 0;
    if (!getVarint(data, size, at, n) || n > size)
        return false;
    terms.resize(n);
    const std::uint64_t known = m_termOf.size();
    for (std::uint64_t i = 0; i < n; ++i) {
        std::uint64_t v = 0, count = 1;
        if (!getVarint(data, size, at, v) || (v >> 1) >= known)
            return false;
        if ((v & 1) && (!getVarint(data, size, at, count) || (count += 2) > 0xffffffffu || count < 2))
            return false;
        const std::uint64_t term = m_termOf[v >> 1];
        if (i > 0 && term <= terms[i - 1].term)
            return false; // ascending, each once
        terms[i] = {term, std::uint32_t(count)};
    }
    return at == size;
}

Result<bool> TermDictionary::decode(Database &db, std::span<const char> bytes, std::vector<TermCount> &terms)
{
    if (decode(bytes, terms))
        return true;
    if (Status s = refresh(db); !s)
        return s;
    return decode(bytes, terms);
}

} // namespace lookalike
