// Decoding text in common encodings and telling text from what is not text.
#include "extract/ByteCensus.h"
#include "extract/TextExtractor.h"

#include <QStringDecoder>
#include <QStringEncoder>
#include <QTest>

using namespace lookalike;

namespace {

std::string bytesOf(const QByteArray &b)
{
    return std::string(b.constData(), std::size_t(b.size()));
}

const QString kFrench = QStringLiteral(
    "Le cœur a ses raisons que la raison ne connaît point. On le sait en mille choses. "
    "Élève, garçon, façade, naïve, où, déjà, être, très, français, à bientôt, « citation », été.");

} // namespace

class TestTextExtractor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // What recognition writes for words broken at a line's end is joined again (OcrText.h);
    // dashes that are not such breaks stay.
    void ocrHyphenatedLines()
    {
        const auto joined = [](std::string text) {
            joinHyphenatedLines(text);
            return text;
        };
        QCOMPARE(joined("a recog-\nnition task"), std::string("a recognition task"));
        QCOMPARE(joined("Stra-\nße, pré-\nsident"), std::string("Straße, président"));
        QCOMPARE(joined("well-\nKnown"), std::string("well-\nKnown"));     // a capital: a real hyphen
        QCOMPARE(joined("1990-\n1995"), std::string("1990-\n1995"));       // digits
        QCOMPARE(joined("a list -\nitem"), std::string("a list -\nitem")); // a dash after a space
        QCOMPARE(joined("end-\n"), std::string("end-\n"));
        QCOMPARE(joined("-\nx"), std::string("-\nx"));
        QCOMPARE(joined(""), std::string());
    }

    // The census of bytes that tells text from binary data counts, 16 bytes a step, what a
    // loop over the bytes counts: every byte value, at every offset and length.
    void byteCensusAsByteByByte()
    {
        std::string bytes;
        for (int i = 0; i < 8192; ++i) // every value, runs of zeros, text
            bytes.push_back(char(i % 7 == 0 ? 0 : i % 3 == 0 ? (i * 131) & 0xff : 'a' + i % 26));
        for (std::size_t from : {std::size_t(0), std::size_t(1), std::size_t(5)})
            for (std::size_t n : {std::size_t(0), std::size_t(15), std::size_t(16), std::size_t(33),
                                  std::size_t(4000), std::size_t(8100)}) {
                ByteCensus expected;
                for (std::size_t i = 0; i < n; ++i) {
                    const auto c = static_cast<unsigned char>(bytes[from + i]);
                    if (c == 0)
                        ++(i % 2 ? expected.zeroOdd : expected.zeroEven);
                    else if (c < 0x20 && c != '\n' && c != '\r' && c != '\t' && c != '\f' && c != '\v' &&
                             c != 0x1b)
                        ++expected.control;
                }
                const ByteCensus got = byteCensus(bytes.data() + from, n);
                QCOMPARE(got.zeroEven, expected.zeroEven);
                QCOMPARE(got.zeroOdd, expected.zeroOdd);
                QCOMPARE(got.control, expected.control);
            }
    }
    void encodings_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expectedText");
        QTest::addColumn<QString>("expectedEncoding");
        const QString text = kFrench;
        QTest::addRow("utf-8") << text.toUtf8() << text << QStringLiteral("UTF-8");
        QTest::addRow("utf-8 bom") << QByteArray("\xEF\xBB\xBF") + text.toUtf8() << text
                                   << QStringLiteral("UTF-8");
        auto encode = [](const QString &t, QStringConverter::Encoding e, bool bom) {
            QStringEncoder enc(e, bom ? QStringConverter::Flag::WriteBom : QStringConverter::Flag::Default);
            return QByteArray(enc.encode(t));
        };
        QTest::addRow("utf-16le bom")
            << encode(text, QStringConverter::Utf16LE, true) << text << QStringLiteral("UTF-16LE");
        QTest::addRow("utf-16be bom")
            << encode(text, QStringConverter::Utf16BE, true) << text << QStringLiteral("UTF-16BE");
        QTest::addRow("utf-16le no bom")
            << encode(text, QStringConverter::Utf16LE, false) << text << QStringLiteral("UTF-16LE");
        QTest::addRow("utf-16be no bom")
            << encode(text, QStringConverter::Utf16BE, false) << text << QStringLiteral("UTF-16BE");
        QTest::addRow("utf-32le bom")
            << encode(text, QStringConverter::Utf32LE, true) << text << QStringLiteral("UTF-32LE");
        QTest::addRow("latin-1") << encode(text.left(text.indexOf(QChar(0x153)) - 4) +
                                               QStringLiteral(" naïve élève où déjà été très"),
                                           QStringConverter::Latin1, false)
                                 << text.left(text.indexOf(QChar(0x153)) - 4) +
                                        QStringLiteral(" naïve élève où déjà été très")
                                 << QStringLiteral("windows-1252");
    }
    void encodings()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expectedText);
        QFETCH(QString, expectedEncoding);
        auto r = decodeText(bytesOf(bytes));
        QVERIFY2(r.isOk(), qPrintable(r.status().toString()));
        QCOMPARE(QString::fromStdString(r->utf8), expectedText);
        QCOMPARE(r->encoding, expectedEncoding);
    }

    void windows1252CurlyQuotes()
    {
        // 0x93/0x94 are curly quotes in windows-1252 (C1 controls in ISO-8859-1).
        const QByteArray bytes(
            "He said \x93hello\x94 to the caf\xE9 owner, and the owner said hello back to him.");
        auto r = decodeText(bytesOf(bytes));
        QVERIFY(r.isOk());
        QCOMPARE(QString::fromStdString(r->utf8),
                 QStringLiteral("He said “hello” to the café owner, and the owner said hello back to him."));
    }

    void legacyMultibyte()
    {
        // Shift_JIS Japanese text is detected by ICU and decoded.
        const QString japanese =
            QStringLiteral("日本語のテキストです。これは文字コードの検出のための文章です。"
                           "東京都に住んでいます。今日はいい天気ですね。");
        QStringEncoder enc("Shift_JIS");
        if (!enc.isValid())
            QSKIP("Qt has no Shift_JIS encoder here");
        const QByteArray sjis = enc.encode(japanese);
        auto r = decodeText(bytesOf(sjis));
        QVERIFY(r.isOk());
        QCOMPARE(QString::fromStdString(r->utf8), japanese);
        QCOMPARE(r->encoding, QStringLiteral("Shift_JIS"));
    }

    void invalidUtf8IsNotTakenAsUtf8()
    {
        const std::string bytes = "valid start \xC3\x28 then \xFF\xFE stray bytes and more words";
        QVERIFY(!isValidUtf8(bytes));
        auto r = decodeText(bytes);
        QVERIFY(r.isOk());
        QVERIFY(isValidUtf8(r->utf8));
        QVERIFY(QString::fromStdString(r->utf8).contains(QStringLiteral("stray bytes")));
    }

    void utf8Validation_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("valid");
        QTest::addRow("ascii") << QByteArray("hello") << true;
        QTest::addRow("two-byte") << QByteArray("caf\xC3\xA9") << true;
        QTest::addRow("four-byte") << QByteArray("\xF0\x9F\x98\x80") << true;
        QTest::addRow("overlong") << QByteArray("\xC0\xAF") << false;
        QTest::addRow("surrogate") << QByteArray("\xED\xA0\x80") << false;
        QTest::addRow("truncated") << QByteArray("abc\xE2\x82") << false;
        QTest::addRow("above max") << QByteArray("\xF4\x90\x80\x80") << false;
    }
    void utf8Validation()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, valid);
        QCOMPARE(isValidUtf8(bytesOf(bytes)), valid);
    }

    void notText_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("name");
        static const char pngHeader[] = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10\0\0\0\x10\x08\x06\0\0\0";
        QByteArray png(pngHeader, sizeof pngHeader - 1);
        png.append(QByteArray(200, '\0'));
        QTest::addRow("png") << png << QStringLiteral("picture.txt");
        static const char elfHeader[] = "\x7f"
                                        "ELF\x02\x01\x01\0\0\0\0\0\0\0\0\0\x03\0\x3e\0";
        QByteArray elf(elfHeader, sizeof elfHeader - 1);
        elf.append(QByteArray(100, '\x01'));
        QTest::addRow("elf") << elf << QStringLiteral("program");
        QTest::addRow("tiny binary") << QByteArray("\0\1\2\3", 4) << QStringLiteral("c.bin");
        QByteArray padded;
        for (int i = 0; i < 64; ++i)
            padded += QByteArray(1, char(i % 7)) + QByteArray(1, '\0'); // zero every other byte, like UTF-16
        QTest::addRow("zero-padded binary") << padded << QStringLiteral("table.dat");
    }
    void notText()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, name);
        auto r = extractText(bytesOf(bytes), name);
        QVERIFY(!r.isOk());
        QCOMPARE(r.status().code(), Status::Code::NotText);
        QVERIFY(!r.status().message().isEmpty());
    }

    void damagedGzipIsCorrupt()
    {
        // gzip-compressed files are decompressed (tests/scan/tst_hardinputs.cpp has the
        // rest); a header followed by zeros is no deflate stream.
        static const char gzipHeader[] = "\x1f\x8b\x08\0\0\0\0\0\0\x03";
        QByteArray gzip(gzipHeader, sizeof gzipHeader - 1);
        gzip.append(QByteArray(100, '\0'));
        auto r = extractText(bytesOf(gzip), QStringLiteral("notes.txt.gz"));
        QVERIFY(!r.isOk());
        QCOMPARE(r.status().code(), Status::Code::Corrupt);
        QVERIFY2(r.status().message().startsWith(QStringLiteral("damaged gzip data")),
                 qPrintable(r.status().toString()));
    }

    void emptyFileIsText()
    {
        auto r = extractText(std::string(), QStringLiteral("empty.txt"));
        QVERIFY(r.isOk());
        QVERIFY(r->utf8.empty());
    }

    void htmlByNameAndBySniffing()
    {
        const std::string page =
            "<!DOCTYPE html><html><head><title>Title words</title><style>p{}</style></head>"
            "<body><p>Body &amp; text<img alt=\"picture words\" src=x></p><script>var "
            "x;</script></body></html>";
        for (const QString &name : {QStringLiteral("page.html"), QStringLiteral("page")}) {
            auto r = extractText(page, name);
            QVERIFY(r.isOk());
            QCOMPARE(r->format, DocumentFormat::Html);
            const QString text = QString::fromStdString(r->utf8).simplified();
            QCOMPARE(text, QStringLiteral("Title words Body & text picture words"));
        }
        auto plain = extractText(std::string("just <b>a</b> note"), QStringLiteral("note.txt"));
        QVERIFY(plain.isOk());
        QCOMPARE(plain->format, DocumentFormat::PlainText);
    }

    void htmlMetaCharset()
    {
        QByteArray page("<html><head><meta charset=\"iso-8859-15\"><title>t</title></head><body>"
                        "Prix: 10 \xA4 pour l'\xE9t\xE9</body></html>");
        auto r = extractText(bytesOf(page), QStringLiteral("prix.html"));
        QVERIFY(r.isOk());
        QVERIFY2(QString::fromStdString(r->utf8).contains(QStringLiteral("10 € pour l'été")),
                 r->utf8.c_str());
    }
};

QTEST_APPLESS_MAIN(TestTextExtractor)
#include "tst_textextractor.moc"
