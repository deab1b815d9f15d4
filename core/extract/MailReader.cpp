// GMime first: its GLib headers name struct members "signals", which Qt defines as a keyword.
#include "MailText.h"
#include "sketch/Sketch.h"

#include <QString>
#include <gmime/gmime.h>
#include <memory>
#include <mutex>

namespace lookalike {

namespace {

struct Unref
{
    void operator()(gpointer p) const
    {
        if (p)
            g_object_unref(p);
    }
};
template <typename T> using GObjectPtr = std::unique_ptr<T, Unref>;

void initGMime()
{
    static std::once_flag once;
    std::call_once(once, [] { g_mime_init(); });
}

// Mail inside mail (an attachment that is a mailbox) is read one level deep.
thread_local int t_depth = 0;

std::string decodedContent(GMimePart *part)
{
    GMimeDataWrapper *content = g_mime_part_get_content(part);
    if (!content)
        return {};
    GObjectPtr<GMimeStream> mem(g_mime_stream_mem_new());
    g_mime_data_wrapper_write_to_stream(content, mem.get());
    GByteArray *array = g_mime_stream_mem_get_byte_array(GMIME_STREAM_MEM(mem.get()));
    return array ? std::string(reinterpret_cast<const char *>(array->data), array->len) : std::string();
}

QString utf8(const char *s)
{
    return s ? QString::fromUtf8(s) : QString();
}

QStringList messageIds(GMimeObject *object, const char *header)
{
    QStringList ids;
    const char *value = g_mime_object_get_header(object, header);
    if (!value)
        return ids;
    GMimeReferences *refs = g_mime_references_parse(nullptr, value);
    if (!refs)
        return ids;
    for (int i = 0; i < g_mime_references_length(refs); ++i)
        ids << utf8(g_mime_references_get_message_id(refs, i));
    g_mime_references_free(refs);
    return ids;
}

MailHeaders headersOf(GMimeMessage *message)
{
    MailHeaders h;
    h.subject = utf8(g_mime_message_get_subject(message)).simplified();
    if (InternetAddressList *from = g_mime_message_get_from(message)) {
        char *text = internet_address_list_to_string(from, nullptr, FALSE);
        h.sender = utf8(text).simplified();
        g_free(text);
    }
    if (GDateTime *date = g_mime_message_get_date(message))
        h.dateMs = qint64(g_date_time_to_unix(date)) * 1000;
    h.messageId = utf8(g_mime_message_get_message_id(message));
    const QStringList inReplyTo = messageIds(GMIME_OBJECT(message), "In-Reply-To");
    h.inReplyTo = inReplyTo.value(0);
    h.references = messageIds(GMIME_OBJECT(message), "References");
    if (!h.inReplyTo.isEmpty() && !h.references.contains(h.inReplyTo))
        h.references << h.inReplyTo;
    return h;
}

// What a message's MIME tree gives: its body's text and its attachments.
struct Walk
{
    const ExtractParams &params;
    std::string body; // the text parts, in order
    std::vector<TextPart> attachments;

    void attach(GMimePart *part, std::string bytes)
    {
        TextPart a;
        a.name = utf8(g_mime_part_get_filename(part));
        if (a.name.isEmpty())
            a.name = QStringLiteral("attachment");
        a.size = qint64(bytes.size());
        const Fingerprint128 raw = Fingerprint128::ofBytes(bytes.data(), bytes.size());
        a.rawLow = raw.low;
        a.rawHigh = raw.high;
        ExtractParams inner = params;
        inner.untrusted = nullptr; // this is where the readers run
        auto text = extractText(bytes, a.name, inner);
        if (!text) {
            // Images and other files that are not documents are not documents here either.
            if (text.status().code() == Status::Code::NotText ||
                text.status().code() == Status::Code::Unsupported)
                return;
            a.status = text.status();
        } else {
            a.utf8 = std::move(text->utf8);
            a.format = text->format;
            a.encoding = text->encoding;
        }
        attachments.push_back(std::move(a));
    }

    void text(GMimePart *part, GMimeContentType *type)
    {
        const std::string bytes = decodedContent(part);
        const QString charset = utf8(g_mime_content_type_get_parameter(type, "charset"));
        if (g_mime_content_type_is_type(type, "text", "html")) {
            ExtractParams inner = params;
            inner.untrusted = nullptr;
            QString media = QStringLiteral("text/html");
            if (!charset.isEmpty())
                media += QStringLiteral("; charset=") + charset;
            if (auto html = extractText(bytes, QStringLiteral("message.html"), inner, media))
                body.append(html->utf8).push_back('\n');
            return;
        }
        if (auto plain = decodeText(bytes, charset))
            body.append(plain->utf8).push_back('\n');
    }

    void visit(GMimeObject *object, int depth)
    {
        if (!object || depth > 16)
            return;
        if (GMIME_IS_MESSAGE_PART(object)) {
            // A message forwarded as an attachment: its text is part of the forward's.
            GMimeMessage *inner = g_mime_message_part_get_message(GMIME_MESSAGE_PART(object));
            if (inner)
                visit(g_mime_message_get_mime_part(inner), depth + 1);
            return;
        }
        if (GMIME_IS_MULTIPART(object)) {
            GMimeMultipart *multi = GMIME_MULTIPART(object);
            const int n = g_mime_multipart_get_count(multi);
            GMimeContentType *type = g_mime_object_get_content_type(object);
            if (type && g_mime_content_type_is_type(type, "multipart", "alternative") && n > 0) {
                // One of the alternatives: plain text where there is one.
                GMimeObject *chosen = g_mime_multipart_get_part(multi, n - 1);
                for (int i = 0; i < n; ++i) {
                    GMimeObject *p = g_mime_multipart_get_part(multi, i);
                    GMimeContentType *t = g_mime_object_get_content_type(p);
                    if (t && g_mime_content_type_is_type(t, "text", "plain")) {
                        chosen = p;
                        break;
                    }
                }
                visit(chosen, depth + 1);
                return;
            }
            for (int i = 0; i < n; ++i)
                visit(g_mime_multipart_get_part(multi, i), depth + 1);
            return;
        }
        if (!GMIME_IS_PART(object))
            return;
        GMimePart *part = GMIME_PART(object);
        GMimeContentType *type = g_mime_object_get_content_type(object);
        const bool isText = type && (g_mime_content_type_is_type(type, "text", "plain") ||
                                     g_mime_content_type_is_type(type, "text", "html"));
        if (isText && !g_mime_part_is_attachment(part)) {
            text(part, type);
            return;
        }
        attach(part, decodedContent(part));
    }
};

// Message `message`'s text part and attachments (places "<prefix>/1", ...).
TextPart messagePart(GMimeMessage *message, const ExtractParams &params, const QString &prefix,
                     std::vector<TextPart> &attachments)
{
    Walk walk{params, {}, {}};
    walk.visit(g_mime_message_get_mime_part(message), 0);
    TextPart m;
    m.isMessage = true;
    m.format = DocumentFormat::Mail;
    m.mail = headersOf(message);
    m.utf8 = mailBodyText(walk.body);
    int i = 0;
    for (TextPart &a : walk.attachments) {
        // "3/2/report.pdf": the name last, so that a list names it as it names a file.
        QString name = a.name;
        name.replace(QLatin1Char('/'), QLatin1Char('_')).replace(QLatin1Char('#'), QLatin1Char('_'));
        a.place = prefix + QLatin1Char('/') + QString::number(++i) + QLatin1Char('/') + name;
        attachments.push_back(std::move(a));
    }
    return m;
}

// A message's bytes as two copies of it in two mailboxes share them: the headers but those a
// mail program adds when it files a message (Status, X-Mozilla-Status, ...), and the body.
Fingerprint128 messageFingerprint(GMimeMessage *message, std::string_view body)
{
    static const char *const filing[] = {
        "Status",         "X-Status", "X-Mozilla-Status", "X-Mozilla-Status2",
        "X-Mozilla-Keys", "X-UID",    "X-Keywords",       "Content-Length",
        "Lines",          "X-IMAP",   "X-IMAPbase",       "X-Evolution"};
    std::string key;
    GMimeHeaderList *list = g_mime_object_get_header_list(GMIME_OBJECT(message));
    const int n = list ? g_mime_header_list_get_count(list) : 0;
    for (int i = 0; i < n; ++i) {
        GMimeHeader *h = g_mime_header_list_get_header_at(list, i);
        const char *name = g_mime_header_get_name(h);
        bool skip = false;
        for (const char *f : filing)
            skip = skip || g_ascii_strcasecmp(name, f) == 0;
        if (skip)
            continue;
        const char *value = g_mime_header_get_raw_value(h);
        key.append(name).append(":").append(value ? value : "");
    }
    key.push_back('\n');
    key.append(body);
    return Fingerprint128::ofBytes(key.data(), key.size());
}

} // namespace

Result<ExtractedText> mailText(std::string_view bytes, bool mailbox, const ExtractParams &params)
{
    if (t_depth > 0)
        return Status::error(Status::Code::Unsupported, QStringLiteral("mail inside mail inside mail"));
    initGMime();
    ++t_depth;
    struct Leave
    {
        ~Leave() { --t_depth; }
    } leave;
    GObjectPtr<GMimeStream> stream(g_mime_stream_mem_new_with_buffer(bytes.data(), bytes.size()));
    GObjectPtr<GMimeParser> parser(g_mime_parser_new_with_stream(stream.get()));
    g_mime_parser_set_format(parser.get(), mailbox ? GMIME_FORMAT_MBOX : GMIME_FORMAT_MESSAGE);
    ExtractedText out;
    if (!mailbox) {
        GObjectPtr<GMimeMessage> message(g_mime_parser_construct_message(parser.get(), nullptr));
        if (!message)
            return Status::error(Status::Code::Corrupt, QStringLiteral("not a readable mail message"));
        TextPart m = messagePart(message.get(), params, QString(), out.parts);
        out.utf8 = std::move(m.utf8);
        out.format = DocumentFormat::Mail;
        out.mail = std::move(m.mail);
        return out;
    }
    out.format = DocumentFormat::Mailbox;
    int number = 0;
    while (!g_mime_parser_eos(parser.get())) {
        GObjectPtr<GMimeMessage> message(g_mime_parser_construct_message(parser.get(), nullptr));
        if (!message)
            break;
        // (of the message just parsed: asked before, they are the previous one's)
        const gint64 begin = g_mime_parser_get_mbox_marker_offset(parser.get());
        const gint64 headersEnd = g_mime_parser_get_headers_end(parser.get());
        const gint64 end = g_mime_parser_tell(parser.get());
        ++number;
        std::vector<TextPart> attachments;
        TextPart m = messagePart(message.get(), params, QString::number(number), attachments);
        m.place = QString::number(number);
        const qint64 bodyBegin = std::clamp<qint64>(headersEnd, 0, qint64(bytes.size()));
        const qint64 bodyEnd = std::clamp<qint64>(end, bodyBegin, qint64(bytes.size()));
        const Fingerprint128 raw = messageFingerprint(
            message.get(), bytes.substr(std::size_t(bodyBegin), std::size_t(bodyEnd - bodyBegin)));
        m.rawLow = raw.low;
        m.rawHigh = raw.high;
        m.size = std::max<qint64>(0, end - std::max<gint64>(begin, 0));
        out.parts.push_back(std::move(m));
        for (TextPart &a : attachments)
            out.parts.push_back(std::move(a));
    }
    if (number == 0)
        return Status::error(Status::Code::Corrupt, QStringLiteral("a mailbox without a readable message"));
    return out;
}

} // namespace lookalike
