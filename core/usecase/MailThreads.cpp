#include "MailThreads.h"

#include "cluster/UnionFind.h"
#include "extract/MailText.h"
#include "store/Pairs.h"

#include <QDateTime>
#include <QHash>
#include <tuple>
#include <vector>

namespace lookalike::usecase {

Result<MailIndex> mailIndex(IndexStore &store)
{
    MailIndex out;
    auto any = store.documents().hasMail();
    if (!any)
        return any.status();
    if (!*any)
        return out;
    std::vector<qint64> ids;
    std::vector<MailHeaders> headers;
    if (Status s = store.documents().forEachMail([&](qint64 id, const MailHeaders &m) {
            ids.push_back(id);
            headers.push_back(m);
        });
        !s)
        return s;
    // Threads: a node a message id (known or only named), joined along References.
    QHash<QString, std::uint32_t> node;
    const auto nodeOf = [&](const QString &messageId) {
        const auto it = node.constFind(messageId);
        if (it != node.constEnd())
            return *it;
        const auto n = std::uint32_t(node.size());
        node.insert(messageId, n);
        return n;
    };
    std::vector<std::uint32_t> own(ids.size());
    for (std::size_t i = 0; i < ids.size(); ++i)
        own[i] = nodeOf(headers[i].messageId.isEmpty() ? QStringLiteral("\x01%1").arg(ids[i])
                                                       : headers[i].messageId);
    for (const MailHeaders &h : headers)
        for (const QString &r : h.references)
            nodeOf(r);
    // A subject's node for the messages that name no other.
    QHash<QString, std::uint32_t> subjects;
    std::vector<std::uint32_t> bySubject(ids.size(), UINT32_MAX);
    for (std::size_t i = 0; i < ids.size(); ++i) {
        if (!headers[i].references.isEmpty())
            continue;
        const QString base = baseSubject(headers[i].subject);
        if (base.isEmpty())
            continue;
        auto it = subjects.constFind(base);
        if (it == subjects.constEnd())
            it = subjects.insert(base, nodeOf(QStringLiteral("\x02") + base));
        bySubject[i] = *it;
    }
    UnionFind sets(std::size_t(node.size()));
    for (std::size_t i = 0; i < ids.size(); ++i) {
        for (const QString &r : headers[i].references)
            sets.unite(own[i], node.value(r));
        if (bySubject[i] != UINT32_MAX)
            sets.unite(own[i], bySubject[i]);
    }
    // The thread's name: its lowest document id.
    std::unordered_map<std::uint32_t, qint64> threadOf;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        const std::uint32_t root = sets.find(own[i]);
        auto [it, added] = threadOf.emplace(root, ids[i]);
        if (!added)
            it->second = std::min(it->second, ids[i]);
    }
    out.messages.reserve(ids.size());
    for (std::size_t i = 0; i < ids.size(); ++i) {
        MailMessage m;
        m.headers = std::move(headers[i]);
        m.thread = threadOf[sets.find(own[i])];
        out.messages.emplace(ids[i], std::move(m));
    }
    out.threads = qint64(threadOf.size());
    // Inclusive: no later message answering it contains it. A later message answers it when it
    // names it (References, In-Reply-To) or is a copy of it (the same Message-ID); one naming no
    // message (a forward, a mail program that drops the headers) answers the messages of its
    // thread it contains the most of (its parent and what the parent quotes, not the parent's
    // siblings, which hold their own words besides the parent's).
    auto pairs = store.pairs().list(2.0, kQuotedContainment);
    if (!pairs)
        return pairs.status();
    const auto later = [](const MailMessage &a, qint64 idA, const MailMessage &b, qint64 idB) {
        return a.headers.dateMs != b.headers.dateMs ? a.headers.dateMs > b.headers.dateMs : idA > idB;
    };
    struct Directed
    {
        qint64 x, y; // x contained in y, y later
        double containment;
    };
    std::vector<Directed> directed;
    std::unordered_map<qint64, double>
        most; // unnamed answers: the most of a message of their thread they contain
    for (const ScoredPair &p : *pairs) {
        auto a = out.messages.find(p.docA);
        auto b = out.messages.find(p.docB);
        if (a == out.messages.end() || b == out.messages.end() || a->second.thread != b->second.thread)
            continue;
        for (const auto &[x, y, c] :
             {std::tuple{a, b, p.containmentAInB}, std::tuple{b, a, p.containmentBInA}}) {
            if (c < kQuotedContainment || !later(y->second, y->first, x->second, x->first))
                continue;
            directed.push_back({x->first, y->first, c});
            if (y->second.headers.references.isEmpty()) {
                double &m = most[y->first];
                m = std::max(m, c);
            }
        }
    }
    constexpr double kNearMost = 0.02;
    for (const Directed &d : directed) {
        MailMessage &x = out.messages[d.x];
        const MailMessage &y = out.messages[d.y];
        const bool named =
            (!x.headers.messageId.isEmpty() && (y.headers.references.contains(x.headers.messageId) ||
                                                y.headers.messageId == x.headers.messageId));
        const bool unnamed = y.headers.references.isEmpty() && d.containment >= most[d.y] - kNearMost;
        if ((named || unnamed) && x.inclusive) {
            x.inclusive = false;
            x.containedIn = d.y;
        }
    }
    for (const auto &[id, m] : out.messages)
        out.inclusive += m.inclusive ? 1 : 0;
    return out;
}

QString senderName(const QString &sender)
{
    const int angle = sender.indexOf(QLatin1Char('<'));
    if (angle <= 0)
        return sender;
    QString name = sender.left(angle).trimmed();
    if (name.size() >= 2 && name.startsWith(QLatin1Char('"')) && name.endsWith(QLatin1Char('"')))
        name = name.mid(1, name.size() - 2);
    return name.isEmpty() ? sender : name;
}

QString messageDate(qint64 dateMs)
{
    if (dateMs == 0)
        return {};
    return QDateTime::fromMSecsSinceEpoch(dateMs, Qt::UTC).toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

QString messageTitle(const MailHeaders &mail)
{
    QString title = mail.subject.isEmpty() ? QStringLiteral("(no subject)") : mail.subject;
    const QString from = senderName(mail.sender);
    const QString date = messageDate(mail.dateMs);
    if (!from.isEmpty())
        title += QStringLiteral(" - ") + from;
    if (!date.isEmpty())
        title += (from.isEmpty() ? QStringLiteral(" - ") : QStringLiteral(", ")) + date;
    return title;
}

} // namespace lookalike::usecase
