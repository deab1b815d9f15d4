#pragma once

#include <QString>
#include <QStringList>
#include <QtGlobal>

namespace lookalike {

// What a mail message's headers say (decoded: RFC 2047 words, UTF-8): what the window and the
// CSV show of a message, and what threads it (usecase/MailThreads.h).
struct MailHeaders
{
    QString subject;
    QString sender;         // "Name <address>" as the From header gives it
    QString messageId;      // without the angle brackets
    QString inReplyTo;      // the first message id of In-Reply-To
    QStringList references; // References, oldest first (then In-Reply-To's when not among them)
    qint64 dateMs = 0;      // the Date header, ms since the epoch (0: none or unreadable)
    bool isNull() const
    {
        return subject.isEmpty() && sender.isEmpty() && messageId.isEmpty() && dateMs == 0;
    }
};

} // namespace lookalike
