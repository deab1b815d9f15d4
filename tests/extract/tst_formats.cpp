// Document formats: PDF, DOCX, ODT and EPUB files the test writes itself (PDF objects and
// cross-reference table by hand, ZIP packages through libarchive), a few real files Debian
// ships, type by content, and damaged input that must end in a readable Status.
#include "DocumentWriters.h"
#include "TestPaths.h"
#include "extract/FormatSniffer.h"
#include "extract/HelperReaders.h"
#include "extract/PackageText.h"
#include "extract/PdfText.h"
#include "extract/RtfText.h"
#include "extract/TextExtractor.h"
#include "extract/WordText.h"
#include "scan/DocumentAnalyzer.h"
#include "sketch/Estimate.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <thread>
#include <utility>
#include <vector>

using namespace lookalike;
using namespace lookalike::test;

namespace {

std::string bytesOf(const QByteArray &b)
{
    return std::string(b.constData(), std::size_t(b.size()));
}

// Lower-cased runs of letters and digits: enough to compare word order across formats.
QStringList wordsOf(const QString &text)
{
    static const QRegularExpression word(QStringLiteral("[\\p{L}\\p{N}]+"));
    QStringList words;
    for (auto it = word.globalMatch(text); it.hasNext();)
        words << it.next().captured().toLower();
    return words;
}
QStringList wordsOf(const std::string &utf8)
{
    return wordsOf(QString::fromStdString(utf8));
}

// A reproducible text of `count` words in paragraphs of about 60 words.
QStringList sampleParagraphs(int count, quint32 seed)
{
    static const char *const vocabulary[] = {
        "shingle", "resemblance", "sketch",      "document",  "archive",  "crawler",  "mirror",  "version",
        "minimum", "hash",        "permutation", "sample",    "estimate", "cluster",  "union",   "table",
        "band",    "window",      "token",       "canonical", "river",    "mountain", "harbour", "lantern",
        "orchard", "meadow",      "granite",     "copper",    "violet",   "amber",    "quietly", "rapidly",
        "under",   "across",      "between",     "after",     "before",   "inside",   "beyond",  "toward",
        "reads",   "writes",      "measures",    "compares",  "gathers",  "counts",   "splits",  "joins",
        "keeps",   "drops",       "the",         "a",         "of",       "and",      "in",      "to",
        "with",    "for",         "on",          "at",        "north",    "south",    "seven",   "twelve",
        "ninety",  "first",       "last",        "every",     "other",    "same"};
    const int n = int(sizeof vocabulary / sizeof vocabulary[0]);
    quint32 state = seed;
    QStringList paragraphs;
    QStringList current;
    for (int i = 0; i < count; ++i) {
        state = state * 1664525u + 1013904223u;
        current << QString::fromLatin1(vocabulary[(state >> 8) % n]);
        if (current.size() == 60 || i == count - 1) {
            QString p = current.join(QLatin1Char(' '));
            p[0] = p[0].toUpper();
            paragraphs << p + QLatin1Char('.');
            current.clear();
        }
    }
    return paragraphs;
}

// The start of a Java class file: binary that the own checks leave to libmagic.
QByteArray javaClassFile()
{
    static const char header[] = "\xCA\xFE\xBA\xBE\0\0\0\x34\0\x1d\x0a\0\x06\0\x0f\x09\0\x10\0\x11";
    return QByteArray(header, sizeof header - 1) + QByteArray(64, '\0');
}

double resemblanceOf(const std::string &a, const QString &nameA, const std::string &b, const QString &nameB)
{
    DocumentAnalyzer analyzer(SketchParams{}, ExtractParams{});
    auto first = analyzer.analyze(a, nameA);
    if (!first)
        return -1;
    auto setA = analyzer.shingleSet();
    auto second = analyzer.analyze(b, nameB);
    if (!second)
        return -1;
    return exactResemblance(setA, analyzer.shingleSet()).resemblance;
}

// Exact figures of two texts as a scan sees them (extracted, canonicalized, 5-word shingles).
ExactResemblance figuresOf(const QString &a, const QString &b)
{
    DocumentAnalyzer analyzer(SketchParams{}, ExtractParams{});
    if (!analyzer.analyze(bytesOf(a.toUtf8()), QStringLiteral("a.txt")))
        return {};
    auto setA = analyzer.shingleSet();
    if (!analyzer.analyze(bytesOf(b.toUtf8()), QStringLiteral("b.txt")))
        return {};
    return exactResemblance(setA, analyzer.shingleSet());
}

} // namespace

class TestFormats : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sniffing_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("type");
        const QStringList text = sampleParagraphs(100, 1);
        const QByteArray pdf = makePdfFromParagraphs(text);
        QTest::addRow("pdf") << pdf << QStringLiteral("a.pdf") << int(ContentType::Pdf);
        QTest::addRow("pdf named .txt") << pdf << QStringLiteral("a.txt") << int(ContentType::Pdf);
        QTest::addRow("pdf after junk, named .pdf") << QByteArray("MacBinary junk\0\1\2", 17) + pdf
                                                    << QStringLiteral("a.pdf") << int(ContentType::Pdf);
        QTest::addRow("text named .pdf")
            << text.join(QLatin1Char('\n')).toUtf8() << QStringLiteral("a.pdf") << int(ContentType::Text);
        QTest::addRow("html") << QByteArray("<!DOCTYPE html><p>x</p>") << QStringLiteral("a.docx")
                              << int(ContentType::Text);
        const QByteArray docx = makeDocx(docxBody(text));
        QTest::addRow("docx") << docx << QStringLiteral("a.docx") << int(ContentType::Docx);
        QTest::addRow("docx named .zip") << docx << QStringLiteral("a.zip") << int(ContentType::Docx);
        QTest::addRow("truncated docx, no name")
            << docx.left(docx.size() / 2) << QString() << int(ContentType::Docx);
        QTest::addRow("odt") << makeOdt(odtBody(text)) << QStringLiteral("a.bin") << int(ContentType::Odt);
        QTest::addRow("ods") << makeOdt(odtBody(text), kOdfManifest,
                                        "application/vnd.oasis.opendocument.spreadsheet")
                             << QStringLiteral("a.odt") << int(ContentType::Ods);
        QTest::addRow("odg") << makeOdt(odtBody(text), kOdfManifest,
                                        "application/vnd.oasis.opendocument.graphics")
                             << QStringLiteral("a.odg") << int(ContentType::Unsupported);
        QTest::addRow("odp") << makeOdp(slidesOf(text)) << QStringLiteral("a.bin") << int(ContentType::Odp);
        QTest::addRow("odp without its mimetype, named .odp")
            << makeZip({{"content.xml", odtBody(text)}, {"META-INF/manifest.xml", kOdfManifest}})
            << QStringLiteral("talk.odp") << int(ContentType::Odp);
        QTest::addRow("pptx") << makePptx(slidesOf(text)) << QStringLiteral("a.bin")
                              << int(ContentType::Pptx);
        QTest::addRow("epub") << makeEpub(epubChapters(text)) << QStringLiteral("book")
                              << int(ContentType::Epub);
        QTest::addRow("xlsx") << makeXlsx({cellsOf(text)}) << QStringLiteral("a.zip")
                              << int(ContentType::Xlsx);
        QTest::addRow("truncated xlsx, named .xlsx")
            << makeXlsx({cellsOf(text)}).left(60) << QStringLiteral("a.xlsx") << int(ContentType::Xlsx);
        QTest::addRow("plain zip") << makeZip({{"notes.txt", "hello"}}) << QStringLiteral("a.zip")
                                   << int(ContentType::Binary);
        QTest::addRow("plain zip named .docx")
            << makeZip({{"notes.txt", "hello"}}) << QStringLiteral("a.docx") << int(ContentType::Docx);
        QTest::addRow("rtf") << QByteArray("{\\rtf1\\ansi Hello}") << QStringLiteral("a.txt")
                             << int(ContentType::Rtf);
        QTest::addRow("png") << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) << QStringLiteral("a.txt")
                             << int(ContentType::Image);
        QTest::addRow("jpeg") << QByteArray("\xFF\xD8\xFF\xE0\0\x10JFIF", 10) << QString()
                              << int(ContentType::Image);
        QTest::addRow("tiff") << QByteArray("II*\0\x08\0\0\0", 8) << QString() << int(ContentType::Image);
        QTest::addRow("gif") << QByteArray("GIF89a\x01\0\x01\0", 10) << QString() << int(ContentType::Binary);
        QTest::addRow("utf-16 without bom")
            << QByteArray(reinterpret_cast<const char *>(u"plain words in UTF-16 here"), 52)
            << QStringLiteral("a.txt") << int(ContentType::Text);
        QTest::addRow("java class (libmagic)")
            << javaClassFile() << QStringLiteral("a.txt") << int(ContentType::Binary);
    }
    void sniffing()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, name);
        QFETCH(int, type);
        const SniffedType sniffed = sniffContent(bytesOf(bytes), name);
        QCOMPARE(int(sniffed.type), type);
        if (sniffed.type != ContentType::Text)
            QVERIFY(!sniffed.mediaType.isEmpty() && !sniffed.description.isEmpty());
    }

    void libmagicNamesUnknownBinary()
    {
        const QByteArray javaClass = javaClassFile();
        const QString type = libmagicMediaType(bytesOf(javaClass));
        QVERIFY2(type.startsWith(QLatin1String("application/")), qPrintable(type));
        auto r = extractText(bytesOf(javaClass), QStringLiteral("Main.txt"));
        QVERIFY(!r.isOk());
        QCOMPARE(r.status().code(), Status::Code::NotText);
        QVERIFY2(r.status().message().contains(type), qPrintable(r.status().message()));
    }

    void pdfWordsInOrder_data()
    {
        QTest::addColumn<bool>("compress");
        QTest::addRow("plain streams") << false;
        QTest::addRow("flate streams") << true;
    }
    void pdfWordsInOrder()
    {
        QFETCH(bool, compress);
        const QStringList paragraphs = sampleParagraphs(1500, 7); // 3 pages
        PdfOptions options;
        options.compress = compress;
        const QByteArray pdf = makePdfFromParagraphs(paragraphs, options);
        auto r = pdfText(bytesOf(pdf));
        QVERIFY2(r.isOk(), qPrintable(r.status().toString()));
        QCOMPARE(wordsOf(*r), wordsOf(paragraphs.join(QLatin1Char(' '))));
    }

    void pdfOwnerPasswordOnlyIsRead()
    {
        // Encrypted with an empty user password (permissions only): readers open it without asking.
        const QStringList paragraphs = sampleParagraphs(300, 3);
        PdfOptions options;
        options.encrypt = true;
        options.compress = true;
        auto r = pdfText(bytesOf(makePdfFromParagraphs(paragraphs, options)));
        QVERIFY2(r.isOk(), qPrintable(r.status().toString()));
        QCOMPARE(wordsOf(*r), wordsOf(paragraphs.join(QLatin1Char(' '))));
    }

    void docxFeatures()
    {
        const QByteArray body =
            "<w:p><w:pPr><w:tabs><w:tab w:val=\"left\" w:pos=\"720\"/></w:tabs></w:pPr>"
            "<w:r><w:t>alpha</w:t></w:r><w:r><w:tab/><w:t>beta</w:t><w:br/><w:t>gam</w:t></w:r><w:r><w:t>ma</"
            "w:t></w:r></w:p>"
            "<w:p><w:del w:id=\"1\"><w:r><w:delText>deleted</w:delText></w:r></w:del>"
            "<w:r><w:instrText xml:space=\"preserve\"> PAGE </w:instrText></w:r><w:r><w:t>delta &amp; "
            "epsilon</w:t></w:r>"
            "<w:moveFrom w:id=\"2\"><w:r><w:t>moved</w:t></w:r></w:moveFrom></w:p>"
            "<w:p><w:r><w:t>before</w:t></w:r><w:r><mc:AlternateContent><mc:Choice "
            "Requires=\"wps\"><w:txbxContent><w:p><w:r>"
            "<w:t>boxed</w:t></w:r></w:p></w:txbxContent></"
            "mc:Choice><mc:Fallback><w:pict><w:txbxContent><w:p><w:r><w:t>boxed</w:t>"
            "</w:r></w:p></w:txbxContent></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>"
            "<w:tbl><w:tr><w:tc><w:p><w:r><w:t>cell1</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>cell2</"
            "w:t></w:r></w:p></w:tc>"
            "</w:tr></w:tbl>";
        auto r = packageText(bytesOf(makeDocx(kDocxOpen + body + kDocxClose)), PackageFormat::Docx);
        QVERIFY2(r.isOk(), qPrintable(r.status().toString()));
        QCOMPARE(QString::fromStdString(*r),
                 QStringLiteral("alpha\tbeta\ngamma\ndelta & epsilon\nbefore\nboxed\n\ncell1\ncell2\n"));
    }

    void docxMainPartFromRelationships()
    {
        const QByteArray rels = QByteArray(kDocxRels).replace("word/document.xml", "/word/main2.xml");
        const QByteArray zip = makeZip(
            {{"[Content_Types].xml", kDocxContentTypes},
             {"_rels/.rels", rels},
             {"word/main2.xml", kDocxOpen + "<w:p><w:r><w:t>main part</w:t></w:r></w:p>" + kDocxClose}});
        auto r = extractText(bytesOf(zip), QStringLiteral("renamed.docx"));
        QVERIFY2(r.isOk(), qPrintable(r.status().toString()));
        QCOMPARE(r->format, DocumentFormat::Docx);
        QCOMPARE(QString::fromStdString(r->utf8).trimmed(), QStringLiteral("main part"));
    }

    void odtFeatures()
    {
        const QByteArray body =
            "<text:tracked-changes><text:changed-region "
            "text:id=\"c1\"><text:deletion><text:p>removed</text:p></text:deletion>"
            "</text:changed-region></text:tracked-changes>"
            "<text:h text:outline-level=\"1\">Title words</text:h>"
            "<text:p>one<text:s text:c=\"3\"/>two<text:tab/>thr<text:span "
            "text:style-name=\"T1\">ee</text:span>"
            "<text:line-break/>four<text:note "
            "text:note-class=\"footnote\"><text:note-citation>1</text:note-citation>"
            "<text:note-body><text:p>note text</text:p></text:note-body></text:note></text:p>"
            "<office:annotation><text:p>a comment</text:p></office:annotation>"
            "<text:list><text:list-item><text:p>item\n   one</text:p></text:list-item></text:list>";
        auto r = packageText(bytesOf(makeOdt(kOdfOpen + body + kOdfClose)), PackageFormat::Odt);
        QVERIFY2(r.isOk(), qPrintable(r.status().toString()));
        QCOMPARE(QString::fromStdString(*r),
                 QStringLiteral("Title words\none   two\tthree\nfour\nnote text\n\nitem one\n"));
    }

    void presentations()
    {
        // Slides in the presentation's order (the ZIP holds them in reverse), each followed by its
        // notes; the slide-number fields left out.
        const QList<QStringList> slides = {{QStringLiteral("First title"), QStringLiteral("alpha beta gamma"),
                                            QStringLiteral("delta & epsilon")},
                                           {QStringLiteral("Second title"), QStringLiteral("zeta eta")}};
        const QList<QStringList> notes = {{QStringLiteral("spoken words")}, {}};
        auto pptx = extractText(bytesOf(makePptx(slides, notes)), QStringLiteral("talk.pptx"));
        QVERIFY2(pptx.isOk(), qPrintable(pptx.status().toString()));
        QCOMPARE(pptx->format, DocumentFormat::Pptx);
        QCOMPARE(formatName(pptx->format), QStringLiteral("pptx"));
        QCOMPARE(QString::fromStdString(pptx->utf8),
                 QStringLiteral("First title\nalpha beta gamma\ndelta & epsilon\nspoken words\n"
                                "Second title\nzeta eta\n"));
        auto odp = extractText(bytesOf(makeOdp(slides, notes)), QStringLiteral("talk.odp"));
        QVERIFY2(odp.isOk(), qPrintable(odp.status().toString()));
        QCOMPARE(odp->format, DocumentFormat::Odp);
        QCOMPARE(wordsOf(odp->utf8), wordsOf(pptx->utf8));
        // The slide's own XML: line breaks, tab stops and alternate content.
        auto slide = pptxSlideText(
            "<p:sld xmlns:a=\"http://schemas.openxmlformats.org/drawingml/2006/main\" "
            "xmlns:p=\"http://schemas.openxmlformats.org/presentationml/2006/main\" "
            "xmlns:mc=\"http://schemas.openxmlformats.org/markup-compatibility/"
            "2006\"><a:p><a:pPr><a:tabLst><a:tab "
            "pos=\"1\"/></a:tabLst></a:pPr><a:r><a:t>one</a:t></a:r><a:br/><a:r><a:t>two</a:t></a:r></a:p>"
            "<mc:AlternateContent><mc:Choice><a:p><a:r><a:t>three</a:t></a:r></a:p></"
            "mc:Choice><mc:Fallback><a:p>"
            "<a:r><a:t>three</a:t></a:r></a:p></mc:Fallback></mc:AlternateContent></p:sld>");
        QVERIFY2(slide.isOk(), qPrintable(slide.status().toString()));
        QCOMPARE(QString::fromStdString(*slide), QStringLiteral("one\ntwo\nthree\n"));
    }

    void spreadsheets()
    {
        // Sheets in the workbook's order, rows as lines, cells by tabs; shared and inline strings.
        const QList<QList<QStringList>> sheets = {
            {{QStringLiteral("Name"), QStringLiteral("Amount")},
             {QStringLiteral("caf\u00e9 & co"), QStringLiteral("3.25")}},
            {{QStringLiteral("second sheet")}}};
        for (const bool inlineText : {false, true}) {
            auto xlsx = extractText(bytesOf(makeXlsx(sheets, inlineText)), QStringLiteral("book.xlsx"));
            QVERIFY2(xlsx.isOk(), qPrintable(xlsx.status().toString()));
            QCOMPARE(xlsx->format, DocumentFormat::Xlsx);
            QCOMPARE(QString::fromStdString(xlsx->utf8),
                     QStringLiteral("Name\tAmount\ncaf\u00e9 & co\t3.25\nsecond sheet\n"));
        }
        auto ods = extractText(bytesOf(makeOds(sheets)), QStringLiteral("book.ods"));
        QVERIFY2(ods.isOk(), qPrintable(ods.status().toString()));
        QCOMPARE(ods->format, DocumentFormat::Ods);
        QCOMPARE(formatName(ods->format), QStringLiteral("ods"));
        QCOMPARE(wordsOf(ods->utf8),
                 wordsOf(QStringLiteral("Name Amount caf\u00e9 & co 3.25 second sheet").toStdString()));
        // A sheet's own XML: booleans, errors, cached formula results (not the formula), phonetic runs.
        const std::string shared =
            "<sst xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\"><si><t>zero</t></si>"
            "<si><r><t>one </t></r><r><t>two</t></r><rPh><t>phonetic</t></rPh></si></sst>";
        auto sheet = xlsxSheetText(
            "<worksheet xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\"><sheetData>"
            "<row><c t=\"s\"><v>1</v></c><c t=\"b\"><v>1</v></c><c t=\"e\"><v>#DIV/0!</v></c></row>"
            "<row><c><f>SUM(A1:A9)</f><v>42</v></c><c t=\"str\"><f>A1</f><v>text result</v></c>"
            "<c t=\"s\"><v>7</v></c><c/></row><row/></sheetData></worksheet>",
            shared);
        QVERIFY2(sheet.isOk(), qPrintable(sheet.status().toString()));
        QCOMPARE(QString::fromStdString(*sheet), QStringLiteral("one two\tTRUE\t#DIV/0!\n42\ttext result\n"));
    }

    void rtfFeatures()
    {
        // As Word and WordPad write it: code pages by font (windows-1252, Cyrillic, Shift_JIS),
        // \\uN with its fallback, a surrogate pair; headers, fields' instructions, hidden text,
        // pictures and binary data left out; a table's cells.
        const QByteArray rtf =
            "{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\fnil\\fcharset0 Calibri;}"
            "{\\f1\\fnil\\fcharset204 Times New Roman Cyr;}{\\f2\\fnil\\fcharset128 MS Mincho;}}\r\n"
            "{\\colortbl ;\\red255\\green0\\blue0;}{\\*\\generator Riched20 10.0.19041}\\viewkind4\\uc1\r\n"
            "\\pard\\sa200\\f0\\fs22\\lang9 Caf\\'e9 \\u8364? \\ldblquote quoted\\rdblquote\\par\r\n"
            "{\\f1 \\'cf\\'f0\\'e8\\'e2\\'e5\\'f2}\\par {\\f2 \\'93\\'fa\\'96\\'7b}\\par\r\n"
            "{\\header header text\\par}{\\footer\\pard page {\\field{\\*\\fldinst PAGE}{\\fldrslt 1}}\\par}"
            "{\\field{\\*\\fldinst HYPERLINK \"https://example.org\"}{\\fldrslt link text}}\\tab next\\line "
            "{\\v hidden}shown \\{braces\\} back\\\\slash\\par\r\n"
            "\\u-10179?\\u-8704? emoji{\\pict\\wmetafile8 0100090000}\\bin4 \\{}x tail\\par\r\n"
            "\\trowd\\cellx1000\\cellx2000 A1\\cell B1\\cell\\row}";
        auto r = extractText(bytesOf(rtf), QStringLiteral("letter.rtf"));
        QVERIFY2(r.isOk(), qPrintable(r.status().toString()));
        QCOMPARE(r->format, DocumentFormat::Rtf);
        QCOMPARE(formatName(r->format), QStringLiteral("rtf"));
        QCOMPARE(QString::fromStdString(r->utf8),
                 QStringLiteral("Caf\u00e9 \u20ac \u201cquoted\u201d\n\u041f\u0440\u0438\u0432\u0435\u0442\n"
                                "\u65e5\u672c\nlink text\tnext\nshown {braces} back\\slash\n"
                                "\U0001F600 emoji tail\nA1\tB1\t\n"));
        // The name does not matter: the content starts with {\\rtf.
        QCOMPARE(sniffContent(bytesOf(rtf), QStringLiteral("letter.txt")).type, ContentType::Rtf);
    }

    void languagesWithoutSpaces_data()
    {
        // Texts made here: sentences of Chinese and of Japanese (no spaces between words; ICU's
        // dictionary word breaks cut them into words), each with the same text reflowed and
        // repunctuated, one sentence in nine rewritten, its first half (an excerpt), and an
        // unrelated text of the same language.
        QTest::addColumn<QStringList>("sentences");
        QTest::addColumn<QString>("rewritten");
        QTest::addColumn<QString>("unrelated");
        QTest::addRow("chinese")
            << QStringList{QStringLiteral("这座城市位于河流的下游，每年夏天都会遇到严重的洪水问题。"),
                           QStringLiteral("为了保护居民的生命和财产，市政府在十年前开始建设新的排水系统。"),
                           QStringLiteral("工程师们在城市的东部修建了三座大型水库，用来储存多余的雨水。"),
                           QStringLiteral("同时，他们还在老城区的街道下面铺设了更宽的管道。"),
                           QStringLiteral("这些措施在最近几年的暴雨中发挥了重要的作用。"),
                           QStringLiteral("不过，专家们认为气候变化会让极端天气变得更加频繁。"),
                           QStringLiteral("因此，城市需要继续投资于防洪设施，并且改善预警系统。"),
                           QStringLiteral("居民们也被鼓励在自己的屋顶上收集雨水，用于浇灌花园。"),
                           QStringLiteral("学校组织学生参观水库，让他们了解水资源管理的重要性。")}
            << QStringLiteral("市民们在公园里种了很多树，希望减少夏天的高温。")
            << QStringLiteral("图书馆明天上午九点开门，读者可以借阅新到的小说和杂志。馆长说，今年的读书活动"
                              "将持续一个月，每个周末都有作家来和大家交流写作的经验。孩子们可以在儿童阅览室"
                              "听故事，老人们可以参加书法和绘画的课程。");
        QTest::addRow("japanese")
            << QStringList{QStringLiteral(
                               "この町は山に囲まれた小さな盆地にあり、冬にはたくさんの雪が降ります。"),
                           QStringLiteral(
                               "昔から住民たちは雪を利用して野菜を保存する方法を工夫してきました。"),
                           QStringLiteral(
                               "最近では、雪を貯めておいて夏に建物を冷やすための施設も作られています。"),
                           QStringLiteral("この仕組みは電気の使用量を減らすことができるので、環境にやさしいと"
                                          "言われています。"),
                           QStringLiteral("町役場はこの技術を他の地域にも紹介したいと考えています。"),
                           QStringLiteral("しかし、雪の量は年によって大きく変わるため、計画を立てるのは簡単で"
                                          "はありません。"),
                           QStringLiteral(
                               "そこで、大学の研究者たちが過去五十年の記録を調べることになりました。"),
                           QStringLiteral("調査の結果は来年の春に発表される予定です。"),
                           QStringLiteral(
                               "住民の多くは、この取り組みが町の新しい産業になることを期待しています。")}
            << QStringLiteral("駅の近くに新しい図書館ができたので、週末は家族で本を読みに行きます。")
            << QStringLiteral("今日は朝から雨が降っていたので、私は一日中家で料理をしていました。友達が夕方に"
                              "遊びに来て、一緒にカレーを作りました。食べた後は映画を見て、とても楽しい時間を"
                              "過ごしました。明日は晴れるそうなので、公園を散歩するつもりです。");
    }
    void languagesWithoutSpaces()
    {
        QFETCH(QStringList, sentences);
        QFETCH(QString, rewritten);
        QFETCH(QString, unrelated);
        const QString original = sentences.join(QString());
        // Reflowed: a line break every 20 characters, ASCII punctuation instead of full-width.
        QString reflowed;
        for (qsizetype i = 0; i < original.size(); i += 20)
            reflowed += original.mid(i, 20) + QLatin1Char('\n');
        reflowed.replace(QChar(0x3002), QLatin1Char('.')).replace(QChar(0xFF0C), QLatin1Char(','));
        QStringList changed = sentences;
        changed[4] = rewritten;
        const QString edited = changed.join(QString());
        const QString excerpt = sentences.mid(0, sentences.size() / 2).join(QString());

        const ExactResemblance same = figuresOf(original, reflowed);
        const ExactResemblance one = figuresOf(original, edited);
        const ExactResemblance half = figuresOf(original, excerpt);
        const ExactResemblance other = figuresOf(original, unrelated);
        qInfo("%s: %llu shingles; reflowed %.3f, one sentence of %lld rewritten %.3f, first half %.3f "
              "(contained %.3f), unrelated %.3f",
              QTest::currentDataTag(), static_cast<unsigned long long>(same.sizeA), same.resemblance,
              static_cast<long long>(sentences.size()), one.resemblance, half.resemblance,
              half.containmentBInA, other.resemblance);
        QVERIFY(same.sizeA > 100); // words found: a sentence is several shingles, not one
        QCOMPARE(same.resemblance, 1.0);
        QVERIFY2(one.resemblance >= 0.7 && one.resemblance < 0.95,
                 qPrintable(QString::number(one.resemblance)));
        QCOMPARE(half.containmentBInA, 1.0);
        QVERIFY(half.resemblance < 0.6);
        QVERIFY(other.resemblance < 0.05);
    }

    void epubSpineOrder()
    {
        const QStringList paragraphs = sampleParagraphs(900, 11);
        auto r = extractText(bytesOf(makeEpub(epubChapters(paragraphs))), QStringLiteral("book.epub"));
        QVERIFY2(r.isOk(), qPrintable(r.status().toString()));
        QCOMPARE(r->format, DocumentFormat::Epub);
        QCOMPARE(formatName(r->format), QStringLiteral("epub"));
        QCOMPARE(wordsOf(r->utf8), wordsOf(paragraphs.join(QLatin1Char(' '))));
    }

    void nearDuplicatesAcrossFormats_data()
    {
        QTest::addColumn<QByteArray>("document");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("format");
        QTest::addColumn<double>("minimum");
        const QStringList original = sampleParagraphs(2000, 42);
        QStringList edited = original;
        edited[3] = sampleParagraphs(60, 99).first(); // one paragraph of 34 rewritten
        PdfOptions compressed;
        compressed.compress = true;
        QTest::addRow("pdf") << makePdfFromParagraphs(original, compressed) << QStringLiteral("a.pdf")
                             << QStringLiteral("pdf") << 0.99;
        QTest::addRow("docx") << makeDocx(docxBody(original)) << QStringLiteral("a.docx")
                              << QStringLiteral("docx") << 0.99;
        QTest::addRow("odt") << makeOdt(odtBody(original)) << QStringLiteral("a.odt") << QStringLiteral("odt")
                             << 0.99;
        QTest::addRow("epub") << makeEpub(epubChapters(original)) << QStringLiteral("a.epub")
                              << QStringLiteral("epub") << 0.99;
        QTest::addRow("pptx") << makePptx(slidesOf(original)) << QStringLiteral("a.pptx")
                              << QStringLiteral("pptx") << 0.99;
        QTest::addRow("xlsx") << makeXlsx({cellsOf(original)}) << QStringLiteral("a.xlsx")
                              << QStringLiteral("xlsx") << 0.99;
        QTest::addRow("odp") << makeOdp(slidesOf(original)) << QStringLiteral("a.odp")
                             << QStringLiteral("odp") << 0.99;
        QTest::addRow("ods") << makeOds({cellsOf(original)}) << QStringLiteral("a.ods")
                             << QStringLiteral("ods") << 0.99;
        QTest::addRow("rtf") << makeRtf(original) << QStringLiteral("a.rtf") << QStringLiteral("rtf") << 0.99;
        QTest::addRow("edited pdf") << makePdfFromParagraphs(edited) << QStringLiteral("b.pdf")
                                    << QStringLiteral("pdf") << 0.85;
        QTest::addRow("edited docx") << makeDocx(docxBody(edited)) << QStringLiteral("b.docx")
                                     << QStringLiteral("docx") << 0.85;
    }
    void nearDuplicatesAcrossFormats()
    {
        QFETCH(QByteArray, document);
        QFETCH(QString, name);
        QFETCH(QString, format);
        QFETCH(double, minimum);
        const std::string text = bytesOf(sampleParagraphs(2000, 42).join(QLatin1Char('\n')).toUtf8());
        DocumentAnalyzer analyzer(SketchParams{}, ExtractParams{});
        auto analyzed = analyzer.analyze(bytesOf(document), name);
        QVERIFY2(analyzed.isOk(), qPrintable(analyzed.status().toString()));
        QCOMPARE(analyzed->format, format);
        const double r = resemblanceOf(text, QStringLiteral("a.txt"), bytesOf(document), name);
        QVERIFY2(r >= minimum, qPrintable(QString::number(r)));
        if (minimum < 0.99)
            QVERIFY2(r < 0.99, qPrintable(QString::number(r)));
        // An unrelated document in the same format stays far away.
        const double unrelated =
            resemblanceOf(bytesOf(sampleParagraphs(2000, 5).join(QLatin1Char('\n')).toUtf8()),
                          QStringLiteral("other.txt"), bytesOf(document), name);
        QVERIFY2(unrelated < 0.1, qPrintable(QString::number(unrelated)));
    }

    void typeByContentNotName()
    {
        const QStringList paragraphs = sampleParagraphs(200, 8);
        auto pdfAsTxt = extractText(bytesOf(makePdfFromParagraphs(paragraphs)), QStringLiteral("notes.txt"));
        QVERIFY2(pdfAsTxt.isOk(), qPrintable(pdfAsTxt.status().toString()));
        QCOMPARE(pdfAsTxt->format, DocumentFormat::Pdf);
        QCOMPARE(formatName(pdfAsTxt->format), QStringLiteral("pdf"));
        QCOMPARE(wordsOf(pdfAsTxt->utf8), wordsOf(paragraphs.join(QLatin1Char(' '))));

        auto textAsPdf =
            extractText(bytesOf(paragraphs.join(QLatin1Char('\n')).toUtf8()), QStringLiteral("paper.pdf"));
        QVERIFY2(textAsPdf.isOk(), qPrintable(textAsPdf.status().toString()));
        QCOMPARE(textAsPdf->format, DocumentFormat::PlainText);

        auto odtAsDocx = extractText(bytesOf(makeOdt(odtBody(paragraphs))), QStringLiteral("report.docx"));
        QVERIFY2(odtAsDocx.isOk(), qPrintable(odtAsDocx.status().toString()));
        QCOMPARE(odtAsDocx->format, DocumentFormat::Odt);
        QCOMPARE(formatName(odtAsDocx->format), QStringLiteral("odt"));

        auto docxAsTxt = extractText(bytesOf(makeDocx(docxBody(paragraphs))), QStringLiteral("report.txt"));
        QVERIFY2(docxAsTxt.isOk(), qPrintable(docxAsTxt.status().toString()));
        QCOMPARE(formatName(docxAsTxt->format), QStringLiteral("docx"));
        QCOMPARE(wordsOf(docxAsTxt->utf8), wordsOf(paragraphs.join(QLatin1Char(' '))));
    }

    void hardInputs_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("reason");
        const QStringList paragraphs = sampleParagraphs(3000, 13);

        const QByteArray pdf = makePdfFromParagraphs(paragraphs);
        QTest::addRow("truncated pdf") << pdf.left(pdf.size() * 6 / 10) << QStringLiteral("a.pdf")
                                       << int(Status::Code::Corrupt) << QStringLiteral("truncated PDF");
        QByteArray junk;
        for (int i = 0; i < 5000; ++i)
            junk += char((i * 7919 + 13) % 251);
        QTest::addRow("corrupt pdf") << QByteArray("%PDF-1.7\n") + junk + "\n%%EOF\n"
                                     << QStringLiteral("a.pdf") << int(Status::Code::Corrupt)
                                     << QStringLiteral("damaged PDF");
        QTest::addRow("pdf header only") << QByteArray("%PDF-1.4\n%%EOF\n") << QStringLiteral("a.txt")
                                         << int(Status::Code::Corrupt) << QStringLiteral("damaged PDF");
        PdfOptions locked;
        locked.encrypt = true;
        locked.userPassword = "secret";
        QTest::addRow("password pdf")
            << makePdfFromParagraphs(paragraphs.mid(0, 5), locked) << QStringLiteral("a.pdf")
            << int(Status::Code::Unsupported) << QStringLiteral("password-protected PDF");
        PdfOptions textless;
        textless.textless = true;
        QTest::addRow("scanned pdf") << makePdf({{}, {}}, textless) << QStringLiteral("scan.pdf")
                                     << int(Status::Code::NotText) << QStringLiteral("without a text layer");

        const QByteArray docx = makeDocx(docxBody(paragraphs));
        QTest::addRow("truncated docx") << docx.left(docx.size() * 6 / 10) << QStringLiteral("a.docx")
                                        << int(Status::Code::Corrupt) << QStringLiteral("truncated ZIP");
        QTest::addRow("truncated docx, no name")
            << docx.left(docx.size() * 6 / 10) << QString() << int(Status::Code::Corrupt)
            << QStringLiteral("truncated ZIP");
        QByteArray flipped = docx;
        flipped[flipped.size() / 2] =
            char(flipped[flipped.size() / 2] ^ 0x55); // inside word/document.xml's deflate stream
        QTest::addRow("bit flip in docx") << flipped << QStringLiteral("a.docx") << int(Status::Code::Corrupt)
                                          << QStringLiteral("ZIP entry word/document.xml");
        QTest::addRow("malformed docx xml")
            << makeDocx(kDocxOpen + "<w:p><w:r><w:t>open" + kDocxClose) << QStringLiteral("a.docx")
            << int(Status::Code::Corrupt) << QStringLiteral("malformed XML in word/document.xml");
        QTest::addRow("docx without document")
            << makeZip({{"[Content_Types].xml", kDocxContentTypes}, {"_rels/.rels", kDocxRels}})
            << QStringLiteral("a.docx") << int(Status::Code::Corrupt)
            << QStringLiteral("without its main document");
        QTest::addRow("zip bomb") << m_bomb << QStringLiteral("bomb.docx") << int(Status::Code::TooLarge)
                                  << QStringLiteral(
                                         "compressed entry word/document.xml expands beyond 16 MB");
        QTest::addRow("nonsense mimetype")
            << makeOdt(odtBody(paragraphs), kOdfManifest, "application/x-nonsense") << QStringLiteral("a.odt")
            << int(Status::Code::NotText) << QStringLiteral("application/x-nonsense");
        QByteArray pkJunk = "PK\x03\x04" + junk;
        QTest::addRow("pk junk") << pkJunk << QStringLiteral("junk.bin") << int(Status::Code::NotText)
                                 << QStringLiteral("ZIP");
        QTest::addRow("pk junk named docx")
            << pkJunk << QStringLiteral("junk.docx") << int(Status::Code::Corrupt) << QStringLiteral("ZIP");
        QTest::addRow("pk junk named epub")
            << pkJunk << QStringLiteral("junk.epub") << int(Status::Code::Corrupt) << QStringLiteral("ZIP");
        QTest::addRow("xlsx without workbook") << makeZip({{"[Content_Types].xml", kDocxContentTypes},
                                                           {"xl/worksheets/sheet1.xml", "<worksheet/>"}})
                                               << QStringLiteral("a.xlsx") << int(Status::Code::Corrupt)
                                               << QStringLiteral("without its workbook part");
        QTest::addRow("malformed xlsx sheet")
            << makeZip({{"_rels/.rels", kRelationshipsOpen +
                                            relationship("rId1", "officeDocument", "xl/workbook.xml") +
                                            "</Relationships>"},
                        {"xl/workbook.xml",
                         "<workbook xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\" "
                         "xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/"
                         "relationships\"><sheets>"
                         "<sheet name=\"A\" sheetId=\"1\" r:id=\"rId2\"/></sheets></workbook>"},
                        {"xl/_rels/workbook.xml.rels",
                         kRelationshipsOpen + relationship("rId2", "worksheet", "worksheets/sheet1.xml") +
                             "</Relationships>"},
                        {"xl/worksheets/sheet1.xml",
                         "<worksheet xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\">"
                         "<sheetData><row><c><v>1</v></row>"}})
            << QStringLiteral("a.xlsx") << int(Status::Code::Corrupt)
            << QStringLiteral("malformed XML in xl/worksheets/sheet1.xml");
        QTest::addRow("pptx without presentation")
            << makeZip({{"[Content_Types].xml", kDocxContentTypes}, {"ppt/slides/slide1.xml", "<p:sld/>"}})
            << QStringLiteral("a.pptx") << int(Status::Code::Corrupt)
            << QStringLiteral("without its presentation part");
        QTest::addRow("ods bad xml") << makeOdt(
                                            kOdfOpen + "<text:p>x</text:h>" + kOdfClose,
                                            odfManifestOf("application/vnd.oasis.opendocument.spreadsheet"),
                                            "application/vnd.oasis.opendocument.spreadsheet")
                                     << QStringLiteral("a.ods") << int(Status::Code::Corrupt)
                                     << QStringLiteral("malformed XML in content.xml");
        const QByteArray encryptedManifest =
            QByteArray(kOdfManifest)
                .replace("manifest:media-type=\"text/xml\"/>",
                         "manifest:media-type=\"text/xml\"><manifest:encryption-data "
                         "manifest:checksum-type=\"SHA1/1K\" "
                         "manifest:checksum=\"x\"/></manifest:file-entry>");
        QTest::addRow("password odt")
            << makeOdt("\x93\x11 encrypted bytes", encryptedManifest) << QStringLiteral("a.odt")
            << int(Status::Code::Unsupported) << QStringLiteral("password-protected");
        QTest::addRow("odt bad xml") << makeOdt(kOdfOpen + "<text:p>x</text:h>" + kOdfClose)
                                     << QStringLiteral("a.odt") << int(Status::Code::Corrupt)
                                     << QStringLiteral("malformed XML in content.xml");
        const QByteArray encryption =
            "<encryption xmlns=\"urn:oasis:names:tc:opendocument:xmlns:container\" "
            "xmlns:enc=\"http://www.w3.org/2001/04/xmlenc#\">"
            "<enc:EncryptedData><enc:EncryptionMethod "
            "Algorithm=\"http://www.w3.org/2001/04/xmlenc#aes128-cbc\"/>"
            "<enc:CipherData><enc:CipherReference "
            "URI=\"OEBPS/text/chapter%201.xhtml\"/></enc:CipherData></enc:EncryptedData>"
            "</encryption>";
        QTest::addRow("drm epub") << makeEpub(epubChapters(paragraphs.mid(0, 6)),
                                              {{"META-INF/encryption.xml", encryption}})
                                  << QStringLiteral("a.epub") << int(Status::Code::Unsupported)
                                  << QStringLiteral("DRM");
        QTest::addRow("epub without opf")
            << makeZip(
                   {{"mimetype", "application/epub+zip", true}, {"META-INF/container.xml", kEpubContainer}})
            << QStringLiteral("a.epub") << int(Status::Code::Corrupt) << QStringLiteral(".opf");
        QTest::addRow("rtf nested too deeply")
            << "{\\rtf1 " + QByteArray(2000, '{') + "deep" + QByteArray(2000, '}') + "}"
            << QStringLiteral("letter.rtf") << int(Status::Code::Corrupt)
            << QStringLiteral("RTF groups nested more than 1000 deep");
    }
    void hardInputs()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, name);
        QFETCH(int, code);
        QFETCH(QString, reason);
        auto r = extractText(bytesOf(bytes), name);
        QVERIFY2(!r.isOk(), "extracted text from damaged input");
        qInfo("%s", qPrintable(r.status().toString()));
        QVERIFY2(r.status().message().contains(reason), qPrintable(r.status().toString()));
        QCOMPARE(r.status().codeName(), Status::codeName(Status::Code(code)));
    }

    void bombStopsAtTheEntryCap()
    {
        PackageLimits limits;
        limits.maxEntryBytes = std::size_t(4) << 20;
        auto r = packageText(bytesOf(m_bomb), PackageFormat::Docx, limits);
        QVERIFY(!r.isOk());
        QCOMPARE(r.status().code(), Status::Code::TooLarge);
        QCOMPARE(r.status().message(),
                 QStringLiteral("compressed entry word/document.xml expands beyond 4 MB"));
    }

    void mutatedInputsEndInAStatus()
    {
        // Bytes flipped, ranges cut out or zeroed, at reproducible places: each call returns
        // text or a Status with a message (and, under the sanitizers, touches no bad memory).
        const QStringList paragraphs = sampleParagraphs(400, 17);
        PdfOptions compressed;
        compressed.compress = true;
        const QList<std::pair<QString, QByteArray>> originals{
            {QStringLiteral("a.pdf"), makePdfFromParagraphs(paragraphs)},
            {QStringLiteral("b.pdf"), makePdfFromParagraphs(paragraphs, compressed)},
            {QStringLiteral("a.docx"), makeDocx(docxBody(paragraphs))},
            {QStringLiteral("a.odt"), makeOdt(odtBody(paragraphs))},
            {QStringLiteral("a.epub"), makeEpub(epubChapters(paragraphs))}};
        const int rounds = qEnvironmentVariableIntValue("LOOKALIKE_MUTATION_ROUNDS") > 0
                               ? qEnvironmentVariableIntValue("LOOKALIKE_MUTATION_ROUNDS")
                               : 40;
        quint32 state = 12345;
        const auto next = [&] {
            return state = state * 1664525u + 1013904223u;
        };
        int failures = 0;
        for (const auto &[name, original] : originals) {
            for (int round = 0; round < rounds; ++round) {
                QByteArray bytes = original;
                const int edits = 1 + int(next() % 4);
                for (int e = 0; e < edits && bytes.size() > 16; ++e) {
                    const qsizetype at = qsizetype(next() % quint32(bytes.size()));
                    const qsizetype length = std::min<qsizetype>(qsizetype(next() % 64), bytes.size() - at);
                    switch (next() % 3) {
                    case 0:
                        bytes[at] = char(bytes[at] ^ char(1 + next() % 255));
                        break;
                    case 1:
                        bytes.remove(at, length);
                        break;
                    default:
                        bytes.replace(at, length, QByteArray(length, '\0'));
                        break;
                    }
                }
                auto r = extractText(bytesOf(bytes), name);
                if (!r && r.status().message().isEmpty())
                    ++failures;
            }
        }
        QCOMPARE(failures, 0);
    }

    void realFiles_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("expectedWord");
        QTest::addRow("libtasn1 manual") << QStringLiteral("/usr/share/doc/libtasn1-doc/libtasn1.pdf")
                                         << QStringLiteral("pdf") << QStringLiteral("asn1");
        QTest::addRow("shared-mime-info spec")
            << QStringLiteral("/usr/share/doc/shared-mime-info/shared-mime-info-spec.pdf")
            << QStringLiteral("pdf") << QStringLiteral("mime");
    }
    void realFiles()
    {
        QFETCH(QString, path);
        QFETCH(QString, format);
        QFETCH(QString, expectedWord);
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            QSKIP("file not installed on this machine");
        const QByteArray bytes = file.readAll();
        QElapsedTimer timer;
        timer.start();
        auto r = extractText(bytesOf(bytes), QFileInfo(path).fileName());
        const double seconds = std::max(timer.nsecsElapsed() / 1e9, 1e-6);
        QVERIFY2(r.isOk(), qPrintable(r.status().toString()));
        QCOMPARE(formatName(r->format), format);
        const QStringList words = wordsOf(r->utf8);
        QVERIFY2(words.size() > 500, qPrintable(QString::number(words.size())));
        QVERIFY(words.contains(expectedWord));
        qInfo("%s: %.1f MB in %.3f s, %.1f MB/s, %lld words", qPrintable(QFileInfo(path).fileName()),
              bytes.size() / 1e6, seconds, bytes.size() / 1e6 / seconds, qlonglong(words.size()));
    }

    void ghostscriptPdf()
    {
        // A PDF as a real producer writes it: subset fonts, compressed object streams.
        const QString ps2pdf = QStandardPaths::findExecutable(QStringLiteral("ps2pdf"));
        if (ps2pdf.isEmpty())
            QSKIP("ps2pdf (ghostscript) is not installed");
        const QStringList lines = wrap(sampleParagraphs(400, 21), 70);
        QByteArray ps = "%!PS\n/Helvetica findfont 11 scalefont setfont\n";
        int y = 740;
        for (const QString &line : lines) {
            ps += "72 " + QByteArray::number(y) + " moveto (" + pdfEscape(line) + ") show\n";
            y -= 14;
            if (y < 72) {
                ps += "showpage\n/Helvetica findfont 11 scalefont setfont\n";
                y = 740;
            }
        }
        ps += "showpage\n";
        QTemporaryDir dir;
        QFile psFile(dir.filePath(QStringLiteral("in.ps")));
        QVERIFY(psFile.open(QIODevice::WriteOnly));
        psFile.write(ps);
        psFile.close();
        QProcess process;
        process.start(ps2pdf, {psFile.fileName(), dir.filePath(QStringLiteral("out.pdf"))});
        if (!process.waitForFinished(30000) || process.exitCode() != 0)
            QSKIP("ps2pdf failed");
        QFile pdf(dir.filePath(QStringLiteral("out.pdf")));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        auto r = extractText(bytesOf(pdf.readAll()), QStringLiteral("out.pdf"));
        QVERIFY2(r.isOk(), qPrintable(r.status().toString()));
        QCOMPARE(r->format, DocumentFormat::Pdf);
        QCOMPARE(wordsOf(r->utf8), wordsOf(lines.join(QLatin1Char(' '))));
    }

    void realOfficeFiles_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<int>("format");
        QTest::addRow("doc") << QStringLiteral("doc") << int(DocumentFormat::Doc);
        QTest::addRow("rtf") << QStringLiteral("rtf") << int(DocumentFormat::Rtf);
        QTest::addRow("pptx") << QStringLiteral("pptx") << int(DocumentFormat::Pptx);
        QTest::addRow("xlsx") << QStringLiteral("xlsx") << int(DocumentFormat::Xlsx);
        QTest::addRow("odp") << QStringLiteral("odp") << int(DocumentFormat::Odp);
        QTest::addRow("ods") << QStringLiteral("ods") << int(DocumentFormat::Ods);
    }
    void realOfficeFiles()
    {
        // The example article as LibreOffice 7.4 saved it (resources/examples/formats; the
        // presentation a paragraph a slide, the spreadsheet a paragraph a row): its words, in order.
        // (libwv may crash on a damaged .doc, so only the helper reads .doc unless allowed; these
        // files are known.)
        QFETCH(QString, suffix);
        QFETCH(int, format);
        installHelperReaders(helperReaderFunctions());
        QFile text(lookalike::test::sourceDir(u"/resources/examples/articles/near-duplicates.txt"));
        QVERIFY(text.open(QIODevice::ReadOnly));
        QFile file(lookalike::test::sourceDir(u"/resources/examples/formats/near-duplicates.") + suffix);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        const std::string bytes = bytesOf(file.readAll());
        auto r = extractText(bytes, QStringLiteral("copy"));
        QVERIFY2(r.isOk(), qPrintable(r.status().toString()));
        QCOMPARE(int(r->format), format);
        QCOMPARE(wordsOf(r->utf8), wordsOf(bytesOf(text.readAll())));
    }

    void wordDamaged()
    {
        QFile file(lookalike::test::sourceDir(u"/resources/examples/formats/near-duplicates.doc"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray doc = file.readAll();
        // Not in a process where a crash would take more than one file down.
        installHelperReaders({});
        auto refused = extractText(bytesOf(doc), QStringLiteral("a.doc"));
        QVERIFY(!refused.isOk());
        QCOMPARE(refused.status().code(), Status::Code::Unsupported);
        QVERIFY2(refused.status().message().contains(QStringLiteral("helper")),
                 qPrintable(refused.status().message()));
        installHelperReaders(helperReaderFunctions());
        // Cut short, named .doc: libmagic no longer calls it Word, the name does, libwv says why.
        auto cut = extractText(bytesOf(doc.left(6000)), QStringLiteral("cut.doc"));
        QVERIFY(!cut.isOk());
        QCOMPARE(cut.status().code(), Status::Code::Corrupt);
        QVERIFY2(cut.status().message().contains(QStringLiteral("damaged Word document")),
                 qPrintable(cut.status().message()));
        // Cut: the OLE2 container's sectors end early. Not Word at all: an OLE2 header alone.
        for (const QByteArray &bad : {doc.left(doc.size() / 3), doc.left(512)}) {
            auto r = wordText(bytesOf(bad));
            QVERIFY(!r.isOk());
            QCOMPARE(r.status().code(), Status::Code::Corrupt);
            QVERIFY(!r.status().message().isEmpty());
        }
    }

    void realOdt()
    {
        // An ODF file a Python package ships (docutils' ODT writer template), if present.
        QString path;
        for (const QString &candidate :
             {QStringLiteral("/usr/lib/python3/dist-packages/docutils/writers/odf_odt/styles.odt"),
              QStringLiteral("/usr/share/docutils/writers/odf_odt/styles.odt")})
            if (QFile::exists(candidate))
                path = candidate;
        if (path.isEmpty())
            QSKIP("no ODT file on this machine");
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const std::string bytes = bytesOf(file.readAll());
        QCOMPARE(sniffContent(bytes, QStringLiteral("styles")).type, ContentType::Odt);
        auto r = packageText(bytes, PackageFormat::Odt);
        QVERIFY2(r.isOk(), qPrintable(r.status().toString()));
    }

    void threadsExtractConcurrently()
    {
        // Each thread has its own libmagic handle; poppler documents are per call.
        const QByteArray pdf = makePdfFromParagraphs(sampleParagraphs(400, 2));
        const QByteArray docx = makeDocx(docxBody(sampleParagraphs(400, 2)));
        const QByteArray javaClass = javaClassFile();
        const QByteArray truncated = pdf.left(pdf.size() / 2);
        std::atomic<int> failures{0};
        std::vector<std::thread> threads;
        for (int t = 0; t < 4; ++t)
            threads.emplace_back([&] {
                for (int i = 0; i < 5; ++i) {
                    auto a = extractText(bytesOf(pdf), QStringLiteral("a.pdf"));
                    auto b = extractText(bytesOf(docx), QStringLiteral("a.docx"));
                    auto c = extractText(bytesOf(javaClass), QStringLiteral("a"));
                    auto d = extractText(bytesOf(truncated), QStringLiteral("a.pdf"));
                    if (!a || !b || c || d || !d.status().message().contains(QLatin1String("truncated")))
                        ++failures;
                }
            });
        for (auto &t : threads)
            t.join();
        QCOMPARE(failures.load(), 0);
    }

    void speed()
    {
        const QStringList paragraphs = sampleParagraphs(60000, 77);
        PdfOptions compressed;
        compressed.compress = true;
        for (const auto &[name, bytes] :
             {std::pair{QStringLiteral("speed.pdf"), makePdfFromParagraphs(paragraphs)},
              std::pair{QStringLiteral("speed-flate.pdf"), makePdfFromParagraphs(paragraphs, compressed)},
              std::pair{QStringLiteral("speed.docx"), makeDocx(docxBody(paragraphs))},
              std::pair{QStringLiteral("speed.odt"), makeOdt(odtBody(paragraphs))},
              std::pair{QStringLiteral("speed.epub"), makeEpub(epubChapters(paragraphs, 20))}}) {
            QElapsedTimer timer;
            timer.start();
            auto r = extractText(bytesOf(bytes), name);
            const double seconds = std::max(timer.nsecsElapsed() / 1e9, 1e-6);
            QVERIFY2(r.isOk(), qPrintable(r.status().toString()));
            qInfo("%s: %.2f MB file, %.2f MB text, %.3f s: %.1f MB/s of file, %.1f MB/s of text",
                  qPrintable(name), bytes.size() / 1e6, r->utf8.size() / 1e6, seconds,
                  bytes.size() / 1e6 / seconds, r->utf8.size() / 1e6 / seconds);
        }
    }

    void initTestCase()
    {
        // A DOCX whose document.xml is 24 MB of spaces: about 110 KB at deflate level 1.
        QElapsedTimer timer;
        timer.start();
        m_bomb = makeZip({{"[Content_Types].xml", kDocxContentTypes},
                          {"_rels/.rels", kDocxRels},
                          {"word/document.xml", kDocxOpen + QByteArray(24 << 20, ' ') + kDocxClose}},
                         "1");
        qInfo("zip bomb: %lld bytes, written in %lld ms", qlonglong(m_bomb.size()),
              qlonglong(timer.elapsed()));
    }

private:
    QByteArray m_bomb;
};

QTEST_GUILESS_MAIN(TestFormats)
#include "tst_formats.moc"
