#pragma once

// Writes small WARC files for tests: response, revisit, resource and request records, plain or
// with one gzip member per record (as crawlers write them).

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QUuid>
#include <zlib.h>

namespace lookalike::test {

class WarcWriter
{
public:
    WarcWriter(const QString &path, bool gzip)
        : m_file(path)
        , m_gzip(gzip)
    {
        m_file.open(QIODevice::WriteOnly);
    }
    bool isOpen() const { return m_file.isOpen(); }

    // A WARC record of `type` with `block` as its content; extra headers as "Name: value" lines.
    void record(const QByteArray &type, const QString &url, const QByteArray &date,
                const QByteArray &contentType, const QByteArray &block, const QByteArray &extraHeaders = {})
    {
        QByteArray r = "WARC/1.0\r\nWARC-Type: " + type + "\r\n";
        if (!url.isEmpty())
            r += "WARC-Target-URI: " + url.toUtf8() + "\r\n";
        r += "WARC-Date: " + date +
             "\r\nWARC-Record-ID: <urn:uuid:" + QUuid::createUuid().toByteArray(QUuid::WithoutBraces) +
             ">\r\n";
        r += extraHeaders;
        if (!contentType.isEmpty())
            r += "Content-Type: " + contentType + "\r\n";
        r += "Content-Length: " + QByteArray::number(block.size()) + "\r\n\r\n" + block + "\r\n\r\n";
        write(r);
    }

    // An HTTP response record: status line, headers, body.
    void response(const QString &url, const QByteArray &date, int status, const QByteArray &body,
                  const QByteArray &mediaType = "text/html; charset=utf-8", const QByteArray &headers = {},
                  const QByteArray &payloadDigest = {})
    {
        const QByteArray reason = status == 200   ? "OK"
                                  : status == 404 ? "Not Found"
                                  : status == 301 ? "Moved Permanently"
                                                  : "X";
        QByteArray http =
            "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason + "\r\nContent-Type: " + mediaType +
            "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n" + headers + "\r\n" + body;
        record("response", url, date, "application/http; msgtype=response", http,
               payloadDigest.isEmpty() ? QByteArray() : "WARC-Payload-Digest: " + payloadDigest + "\r\n");
    }

    // A revisit record (identical payload digest profile) repeating an earlier capture.
    void revisit(const QString &url, const QByteArray &date, const QByteArray &payloadDigest,
                 const QString &refersToUrl = {}, const QByteArray &refersToDate = {})
    {
        QByteArray extra =
            "WARC-Profile: http://netpreserve.org/warc/1.0/revisit/identical-payload-digest\r\n"
            "WARC-Payload-Digest: " +
            payloadDigest + "\r\n";
        if (!refersToUrl.isEmpty())
            extra += "WARC-Refers-To-Target-URI: " + refersToUrl.toUtf8() +
                     "\r\nWARC-Refers-To-Date: " + refersToDate + "\r\n";
        record("revisit", url, date, "application/http; msgtype=response",
               "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n", extra);
    }

    void request(const QString &url, const QByteArray &date)
    {
        record("request", url, date, "application/http; msgtype=request",
               "GET / HTTP/1.1\r\nHost: " + QUrlHost(url) + "\r\n\r\n");
    }

    void writeRaw(const QByteArray &bytes) { write(bytes); }
    void close() { m_file.close(); }

private:
    static QByteArray QUrlHost(const QString &url)
    {
        const QString rest = url.section(QLatin1String("://"), 1);
        return rest.section(QLatin1Char('/'), 0, 0).toUtf8();
    }

    void write(const QByteArray &bytes)
    {
        if (!m_gzip) {
            m_file.write(bytes);
            return;
        }
        z_stream z{};
        deflateInit2(&z, 6, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
        QByteArray out(int(deflateBound(&z, uLong(bytes.size()))) + 64, '\0');
        z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(bytes.data()));
        z.avail_in = uInt(bytes.size());
        z.next_out = reinterpret_cast<Bytef *>(out.data());
        z.avail_out = uInt(out.size());
        deflate(&z, Z_FINISH);
        out.resize(int(z.total_out));
        deflateEnd(&z);
        m_file.write(out);
    }

    QFile m_file;
    bool m_gzip;
};

} // namespace lookalike::test
