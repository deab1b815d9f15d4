#pragma once

#include "base/Status.h"
#include "extract/MailHeaders.h"
#include "store/IndexStore.h"

#include <QString>
#include <unordered_map>

// Mail conversations and their inclusive messages: the one place both front ends ask which
// message belongs to which thread and which messages a reader needs.
namespace lookalike::usecase {

// A message's containment in a later message of its conversation from which on it is not
// inclusive (what e-discovery tools call a non-inclusive email: all its text is in a later one).
constexpr double kQuotedContainment = 0.8;

struct MailMessage
{
    MailHeaders headers;
    qint64 thread = 0;      // the conversation: the lowest document id of its messages
    bool inclusive = true;  // holds text no later message of its conversation contains
    qint64 containedIn = 0; // not inclusive: a later message that contains it
};

struct MailIndex
{
    std::unordered_map<qint64, MailMessage> messages; // by document id
    qint64 threads = 0;
    qint64 inclusive = 0;
    const MailMessage *find(qint64 id) const
    {
        const auto it = messages.find(id);
        return it == messages.end() ? nullptr : &it->second;
    }
    bool empty() const { return messages.empty(); }
};

// The index's messages threaded, inclusive ones marked. Threads follow References and
// In-Reply-To (message ids not in the index still join the messages naming them); a message
// naming none joins the conversation of its subject without "Re:"/"Fwd:" (JWZ's subject rule).
// A message is inclusive unless a later one of its conversation (by Date, then by document
// id: of two copies of a message, the later stored stays) that answers it contains it
// (>= kQuotedContainment, the pairs matching stored): one that names it in References or
// In-Reply-To, a copy of it (its Message-ID), or one naming no message (a forward) that
// contains it as much as any message of the thread (its parent, not the parent's other
// answers, which hold words of their own besides the parent's). Costs the messages and the
// pairs of containment; nothing without mail.
Result<MailIndex> mailIndex(IndexStore &store);

// "Subject - Sender, 2024-03-01 14:05" (the sender's name where the From header has one).
QString messageTitle(const MailHeaders &mail);
// The sender's display name, or the address when it has none.
QString senderName(const QString &sender);
// The date as the CSV and the window show it ("2024-03-01 14:05", UTC); empty when unknown.
QString messageDate(qint64 dateMs);

} // namespace lookalike::usecase
