#!/usr/bin/env python3
"""Writes the generated seeds of the fuzz corpora (tests/fuzz/corpus/<target>/gen-*).

Python 3 standard library only. The output is deterministic (fixed ZIP timestamps, gzip mtime
0), so running it again leaves the committed files unchanged. Seeds copied from elsewhere
(web archive samples, HTML pages, example texts) are listed in corpus/README.md, not made here.

    python3 tests/fuzz/make_seeds.py
"""

import gzip
import io
import pathlib
import zipfile
import zlib

HERE = pathlib.Path(__file__).resolve().parent
CORPUS = HERE / "corpus"

FRENCH = ("Le cœur a ses raisons que la raison ne connaît point. Élève, garçon, façade, naïve, où, "
          "déjà, être, très, « citation », été. ")
ENGLISH = ("Near-duplicate documents differ in a few words: a date, a name, a reformatted line. "
           "Shingles of four words catch them; don't split e.g. or U.S.A. oddly. ")
JAPANESE = "重複した文書を見つけます。東京都の議事録、二〇二四年三月。カタカナとひらがな。"
RUSSIAN = "Почти одинаковые документы отличаются несколькими словами. Протокол заседания."
KOREAN = "거의 같은 문서를 찾습니다. 회의록 삼월."
CHINESE = "检测相似文档：会议纪要，三月十五日。网页内容几乎相同。"


def write(target, name, data):
    folder = CORPUS / target
    folder.mkdir(parents=True, exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    (folder / ("gen-" + name)).write_bytes(data)


# --- decode: text in several encodings --------------------------------------------------

def decode_seeds():
    write("decode", "shift_jis.txt", (JAPANESE * 3).encode("shift_jis"))
    write("decode", "euc-jp.txt", (JAPANESE * 3).encode("euc_jp"))
    write("decode", "iso-2022-jp.txt", (JAPANESE * 2).encode("iso2022_jp"))
    write("decode", "euc-kr.txt", (KOREAN * 4).encode("euc_kr"))
    write("decode", "koi8-r.txt", (RUSSIAN * 2).encode("koi8_r"))
    write("decode", "windows-1251.txt", (RUSSIAN * 2).encode("cp1251"))
    write("decode", "gb18030.txt", (CHINESE * 3).encode("gb18030"))
    write("decode", "big5.txt", "檢測相似文檔：會議紀要，三月十五日。".encode("big5") * 3)
    write("decode", "windows-1252-quotes.txt",
          "He said \u201chello\u201d to the caf\u00e9 owner \u2014 twice \u2026 ".encode("cp1252") * 4)
    write("decode", "utf-32le-bom.txt", (FRENCH * 2).encode("utf-32"))  # Python writes LE with BOM
    write("decode", "utf-16be-nobom.txt", (ENGLISH + FRENCH).encode("utf-16-be"))
    write("decode", "utf-16le-bom.txt", b"\xff\xfe" + (KOREAN + ENGLISH).encode("utf-16-le"))
    write("decode", "utf-8-bom.txt", b"\xef\xbb\xbf" + (FRENCH + CHINESE).encode("utf-8"))
    write("decode", "meta-charset-latin1.html",
          ('<!DOCTYPE html><html><head><meta charset="iso-8859-1"><title>Compte rendu</title></head>'
           "<body><p>" + FRENCH + "</p></body></html>").encode("latin-1", "replace"))
    write("decode", "http-equiv-sjis.htm",
          ('<html><head><meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS">'
           "</head><body><p>" + JAPANESE + "</p></body></html>").encode("shift_jis"))
    write("decode", "invalid-utf8.txt", ENGLISH.encode() + b"\xc3\x28 \xed\xa0\x80 \xf4\x90\x80\x80 \xc0\xaf "
          + "fin du texte é".encode("latin-1"))
    write("decode", "controls.bin", b"text\x01\x02\x03 with\x1b[0m escapes\x07\x08\x0e\x0f" * 4)
    write("decode", "png-header.bin", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10\x00\x00\x00\x10"
          b"\x08\x02\x00\x00\x00\x90\x91h6")


# --- html: tricky markup beyond the copied pages ------------------------------------------

def html_seeds():
    write("html", "tables.html",
          "<table><tr><td>one<td>two</tr>stray text<tr><th>three</table>"
          "<table><caption>cap</caption><colgroup><col></colgroup><tbody><tr><td><table><td>nested"
          "</table></td></tr></tbody></table><p>after")
    write("html", "formatting.html",
          "<p><b>bold <i>both</b> italic</i> plain</p><a href=x><div>block in a</div></a>"
          "<b><b><b><b>deep</b></b></b></b><font>x<p>y</font>z</p><nobr>a<nobr>b</nobr>")
    write("html", "raw-text.html",
          "<head><title>T &amp; t</title><script>if (a<b) document.write('</p>')</script>"
          "<style>p{content:'<b>'}</style><noscript><p>no</p></noscript></head>"
          "<body><textarea>keep <b>this</b></textarea><xmp><i>raw</i></xmp><plaintext>all <b>rest")
    write("html", "references.html",
          "<p>&amp; &lt;&gt; &notin &notit; &copy2024 &AElig &#65;&#x42;&#0;&#x80;&#xD800;&#1114112;"
          "&#x10FFFF; &nbsp;&NotNestedGreaterGreater; &unknown; &</p><a title='&amp=1'>t</a>")
    write("html", "foreign.html",
          "<p>before<svg><title>svg title</title><desc>d</desc><foreignObject><p>fo</p></foreignObject>"
          "</svg><math><mi>x</mi><annotation-xml encoding='text/html'><b>a</b></annotation-xml></math>after")
    write("html", "alt-text.html",
          "<img alt='picture one'><area alt=area><input type=image alt='go button'><input alt=ignored>"
          "<img alt=\"a &amp; b\"/><select><option>o1<option>o2</select><template><p>tpl</p></template>")
    write("html", "comments.html",
          "a<!-- c -->b<!---->c<!-->d<!--->e<!-- --!>f<! bogus >g<?php x ?>h<!DOCTYPE html>i</ br>j")
    write("html", "frames.html",
          "<frameset><frame src=a></frameset><noframes><p>nf</p></noframes><iframe><b>if</b></iframe>"
          "<object><param name=a><p>obj</p></object><marquee>m</marquee><noembed>ne</noembed>")
    write("html", "unterminated.html", "<p>open <b>bold <a href='x")
    write("html", "whitespace.html",
          "<pre>\n\n  pre\ttext\r\n</pre><p>\u00a0nbsp\u2003em\u200bzwsp</p><listing>\nl</listing>"
          "<p>a<br>b<wbr>c<span>d</span>e</p>")


# --- archive: WARC/ARC records the copied samples lack -----------------------------------

def warc_record(record_type, uri, block, extra=""):
    head = ("WARC/1.1\r\nWARC-Type: %s\r\nWARC-Record-ID: <urn:uuid:fuzz-%s>\r\n"
            "WARC-Date: 2024-03-01T12:00:00.123456Z\r\nWARC-Target-URI: %s\r\n%s"
            "Content-Length: %d\r\n\r\n" % (record_type, uri.rsplit("/", 1)[-1] or "root", uri, extra,
                                            len(block)))
    return head.encode() + block + b"\r\n\r\n"


def gzip_member(data):
    out = io.BytesIO()
    with gzip.GzipFile(fileobj=out, mode="wb", mtime=0) as g:
        g.write(data)
    return out.getvalue()


def archive_seeds():
    body = b"<html><title>Chunked</title><body><p>" + ENGLISH.encode() + b"</p></body></html>"
    chunked = b"".join(b"%x\r\n%s\r\n" % (len(body[i:i + 40]), body[i:i + 40]) for i in range(0, len(body), 40))
    chunked += b"0\r\n\r\n"
    deflated = zlib.compress(body)
    gzipped = gzip_member(body)
    records = [
        warc_record("warcinfo", "", b"software: make_seeds.py\r\nformat: WARC File Format 1.1\r\n",
                    "Content-Type: application/warc-fields\r\n"),
        warc_record("response", "http://example.org/chunked",
                    b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n"
                    b"Transfer-Encoding: chunked\r\n\r\n" + chunked,
                    "Content-Type: application/http; msgtype=response\r\n"),
        warc_record("response", "http://example.org/gzip",
                    b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Encoding: gzip\r\n"
                    b"Content-Length: %d\r\n\r\n" % len(gzipped) + gzipped,
                    "Content-Type: application/http; msgtype=response\r\n"),
        warc_record("response", "http://example.org/deflate",
                    b"HTTP/1.0 200 OK\r\nContent-Type: text/html\r\nContent-Encoding: deflate\r\n\r\n" + deflated,
                    "Content-Type: application/http; msgtype=response\r\n"),
        warc_record("response", "http://example.org/moved",
                    b"HTTP/1.1 301 Moved Permanently\r\nLocation: http://example.org/gzip\r\n\r\n",
                    "Content-Type: application/http; msgtype=response\r\n"),
        warc_record("revisit", "http://example.org/gzip", b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n",
                    "WARC-Refers-To: <urn:uuid:fuzz-gzip>\r\nWARC-Refers-To-Target-URI: http://example.org/gzip\r\n"
                    "WARC-Refers-To-Date: 2024-02-01T00:00:00Z\r\nWARC-Payload-Digest: sha1:AAAA\r\n"
                    "WARC-Profile: http://netpreserve.org/warc/1.1/revisit/identical-payload-digest\r\n"),
        warc_record("resource", "file:///notes.txt", FRENCH.encode("utf-8"),
                    "Content-Type: text/plain; charset=utf-8\r\nWARC-Truncated: length\r\n"),
    ]
    write("archive", "warc11-http-encodings.warc", b"".join(records))
    write("archive", "warc11-per-record.warc.gz", b"".join(gzip_member(r) for r in records[:3]))

    version = b"2 0 Fuzz\nURL IP-address Archive-date Content-type Result-code Checksum Location Offset Filename Archive-length\n"
    arc = [b"filedesc://fuzz.arc 0.0.0.0 20240301120000 text/plain 200 - - 0 fuzz.arc %d\n%s\n" % (len(version), version)]
    page = b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n<p>" + ENGLISH.encode() + b"</p>"
    arc.append(b"http://a.example/one 10.0.0.1 20240301120001 text/html 200 ABCDEF - 0 fuzz.arc %d\n%s\n"
               % (len(page), page))
    moved = b"HTTP/1.1 302 Found\r\nLocation: http://a.example/one\r\n\r\n"
    arc.append(b"http://a.example/two with space 10.0.0.1 202403011200020000 text/html 302 - http://a.example/one "
               b"0 fuzz.arc %d\n%s\n" % (len(moved), moved))
    arc.append(b"dns:a.example 10.0.0.1 20240301120003 text/dns 200 - - 0 fuzz.arc 22\n20240301120003\n10.0.0.1\n\n")
    write("archive", "arc-v2.arc", b"".join(arc))


# --- pdf: small hand-written files ---------------------------------------------------------

def pdf_file(objects, compress_streams=False):
    """objects: list of bytes (dictionaries) or (dictionary, stream) pairs; object 1 is the catalog."""
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, obj in enumerate(objects, start=1):
        offsets.append(len(out))
        if isinstance(obj, tuple):
            dictionary, stream = obj
            if compress_streams:
                stream = zlib.compress(stream)
                dictionary = dictionary.replace(b"<<", b"<< /Filter /FlateDecode", 1)
            body = dictionary.replace(b">>", b" /Length %d >>" % len(stream), 1) + b"\nstream\n" + stream + b"\nendstream"
        else:
            body = obj
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


def text_page(lines):
    ops = [b"BT /F1 12 Tf 72 720 Td 14 TL"]
    for line in lines:
        escaped = line.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")
        ops.append(b"(" + escaped + b") Tj T*")
    ops.append(b"ET")
    return b"\n".join(ops)


def pdf_seeds():
    font = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"
    one = [b"<< /Type /Catalog /Pages 2 0 R >>",
           b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
           b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
           (b"<< >>", text_page([b"Near-duplicate documents differ in a few words.",
                                 b"Caf\xe9 cr\xe8me \x93quoted\x94 (parens) and a back\\slash."])),
           font]
    write("pdf", "one-page.pdf", pdf_file(one))

    two = [b"<< /Type /Catalog /Pages 2 0 R >>",
           b"<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>",
           b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 5 0 R /Resources << /Font << /F1 7 0 R >> >> >>",
           b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 6 0 R /Resources << /Font << /F1 7 0 R >> >> >>",
           (b"<< >>", text_page([b"First page of the minutes.", b"Present: the committee."])),
           (b"<< >>", text_page([b"Second page, compressed.", b"Adjourned at noon."])),
           font]
    write("pdf", "two-pages-flate.pdf", pdf_file(two, compress_streams=True))

    # A Type0 font with a ToUnicode CMap: two-byte codes mapped to Unicode text.
    cmap = (b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /Fuzz def\n"
            b"1 begincodespacerange <0000> <FFFF> endcodespacerange\n"
            b"2 beginbfchar <0001> <0048> <0002> <00E9> endbfchar\n"
            b"1 beginbfrange <0010> <0015> <4E00> endbfrange\n"
            b"endcmap CMapName currentdict /CMap defineresource pop end end")
    cid = [b"<< /Type /Catalog /Pages 2 0 R >>",
           b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
           b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 300] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
           (b"<< >>", b"BT /F1 24 Tf 20 200 Td <0001000200010010001100120013> Tj ET"),
           b"<< /Type /Font /Subtype /Type0 /BaseFont /Fuzz /Encoding /Identity-H /DescendantFonts [6 0 R] /ToUnicode 7 0 R >>",
           b"<< /Type /Font /Subtype /CIDFontType2 /BaseFont /Fuzz /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /DW 500 >>",
           (b"<< >>", cmap)]
    write("pdf", "type0-tounicode.pdf", pdf_file(cid))

    # No text layer, and a damaged cross-reference table (poppler rebuilds it).
    blank = [b"<< /Type /Catalog /Pages 2 0 R >>",
             b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
             b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>",
             (b"<< >>", b"0 0 m 100 100 l S")]
    write("pdf", "no-text.pdf", pdf_file(blank))
    damaged = pdf_file(one).replace(b"startxref\n", b"startxref\n9")
    write("pdf", "bad-xref.pdf", damaged)


# --- docx: DOCX, ODT, EPUB, PPTX, XLSX, ODP and ODS packages, and their XML parts alone -----

def zip_package(entries):
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as z:
        for name, data, stored in entries:
            info = zipfile.ZipInfo(name, date_time=(2024, 3, 1, 12, 0, 0))
            info.compress_type = zipfile.ZIP_STORED if stored else zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            z.writestr(info, data)
    return out.getvalue()


DOCX_TYPES = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
              '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
              '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
              '<Default Extension="xml" ContentType="application/xml"/>'
              '<Override PartName="/word/document.xml" ContentType="application/'
              'vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>')
DOCX_RELS = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
             '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
             '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
             'relationships/officeDocument" Target="word/document.xml"/></Relationships>')
DOCX_XML = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
            '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
            'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"><w:body>'
            '<w:p><w:r><w:t xml:space="preserve">Minutes of the </w:t></w:r><w:r><w:rPr><w:b/></w:rPr>'
            '<w:t>March</w:t></w:r><w:r><w:tab/><w:t>meeting</w:t><w:br/><w:t>caf&#233; &amp; co</w:t></w:r></w:p>'
            '<w:p><w:del><w:r><w:delText>deleted words</w:delText></w:r></w:del><w:ins><w:r><w:t>inserted</w:t></w:r></w:ins>'
            '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>PAGE</w:instrText></w:r>'
            '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>7</w:t></w:r>'
            '<w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>'
            '<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><w:txbxContent><w:p><w:r>'
            '<w:t>text box</w:t></w:r></w:p></w:txbxContent></w:drawing></mc:Choice><mc:Fallback><w:pict>'
            '<w:txbxContent><w:p><w:r><w:t>text box</w:t></w:r></w:p></w:txbxContent></w:pict></mc:Fallback>'
            '</mc:AlternateContent></w:r></w:p></w:body></w:document>')
ODT_XML = ('<?xml version="1.0" encoding="UTF-8"?>'
           '<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
           'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
           'xmlns:dc="http://purl.org/dc/elements/1.1/" office:version="1.2"><office:body><office:text>'
           '<text:tracked-changes><text:changed-region text:id="c1"><text:deletion><text:p>gone</text:p>'
           '</text:deletion></text:changed-region></text:tracked-changes>'
           '<text:h text:outline-level="1">Compte rendu</text:h><text:p>Le c\u0153ur<text:s text:c="3"/>a ses'
           '<text:tab/>raisons<text:line-break/>que <text:span>la raison</text:span> ignore.'
           '<office:annotation><dc:creator>A</dc:creator><text:p>a note</text:p></office:annotation></text:p>'
           '<text:list><text:list-item><text:p>item</text:p></text:list-item></text:list>'
           '</office:text></office:body></office:document-content>')
ODT_MANIFEST = ('<?xml version="1.0" encoding="UTF-8"?>'
                '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" '
                'manifest:version="1.2"><manifest:file-entry manifest:full-path="/" '
                'manifest:media-type="application/vnd.oasis.opendocument.text"/>'
                '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>'
                '</manifest:manifest>')
EPUB_CONTAINER = ('<?xml version="1.0"?><container version="1.0" '
                  'xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles>'
                  '<rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>'
                  '</rootfiles></container>')
EPUB_OPF = ('<?xml version="1.0" encoding="UTF-8"?><package xmlns="http://www.idpf.org/2007/opf" '
            'version="3.0" unique-identifier="id"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/">'
            '<dc:identifier id="id">fuzz</dc:identifier><dc:title>Book</dc:title></metadata><manifest>'
            '<item id="c1" href="text/chapter%201.xhtml" media-type="application/xhtml+xml"/>'
            '<item id="c2" href="text/chapter2.xhtml" media-type="application/xhtml+xml"/></manifest>'
            '<spine><itemref idref="c1"/><itemref idref="c2"/></spine></package>')


def xhtml(body):
    return ('<?xml version="1.0" encoding="utf-8"?><!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml">'
            '<head><title>Chapter</title></head><body>' + body + '</body></html>')


def docx_seeds():
    write("docx", "document.docx", zip_package([("[Content_Types].xml", DOCX_TYPES, False),
                                                ("_rels/.rels", DOCX_RELS, False),
                                                ("word/document.xml", DOCX_XML, False)]))
    write("docx", "stored.docx", zip_package([("[Content_Types].xml", DOCX_TYPES, True),
                                              ("_rels/.rels", DOCX_RELS, True),
                                              ("word/document.xml", DOCX_XML, True)]))
    write("docx", "minutes.odt", zip_package([("mimetype", "application/vnd.oasis.opendocument.text", True),
                                              ("content.xml", ODT_XML, False),
                                              ("META-INF/manifest.xml", ODT_MANIFEST, False)]))
    write("docx", "book.epub", zip_package([("mimetype", "application/epub+zip", True),
                                            ("META-INF/container.xml", EPUB_CONTAINER, True),
                                            ("OEBPS/text/chapter2.xhtml", xhtml("<p>Second &amp; last.</p>"), True),
                                            ("OEBPS/text/chapter 1.xhtml", xhtml("<h1>One</h1><p>" + ENGLISH + "</p>"), True),
                                            ("OEBPS/content.opf", EPUB_OPF, True)]))
    write("docx", "document.xml", DOCX_XML)
    write("docx", "content.xml", ODT_XML)


OOXML_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/"


def rels(*items):
    return ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
            "".join(f'<Relationship Id="{i}" Type="{OOXML_REL}{t}" Target="{target}"/>' for i, t, target in items) +
            '</Relationships>')


PPTX_NS = ('xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" '
           'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" '
           'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" '
           'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"')
PPTX_SLIDE = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sld ' + PPTX_NS + '><p:cSld><p:spTree>'
              '<p:sp><p:txBody><a:bodyPr/><a:p><a:pPr><a:tabLst><a:tab pos="1"/></a:tabLst></a:pPr>'
              '<a:r><a:t>Quarterly </a:t></a:r><a:r><a:rPr b="1"/><a:t>results &amp; plans</a:t></a:r><a:br/>'
              '<a:r><a:t>caf&#233;</a:t></a:r></a:p><a:p><a:fld id="{1}" type="slidenum"><a:t>1</a:t></a:fld></a:p>'
              '</p:txBody></p:sp><mc:AlternateContent><mc:Choice><a:p><a:r><a:t>box</a:t></a:r></a:p></mc:Choice>'
              '<mc:Fallback><a:p><a:r><a:t>box</a:t></a:r></a:p></mc:Fallback></mc:AlternateContent>'
              '</p:spTree></p:cSld></p:sld>')
PPTX_NOTES = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:notes ' + PPTX_NS + '><p:cSld><p:spTree>'
              '<p:sp><p:txBody><a:p><a:r><a:t>' + ENGLISH + '</a:t></a:r></a:p></p:txBody></p:sp>'
              '</p:spTree></p:cSld></p:notes>')
XLSX_NS = ('xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
           'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"')
XLSX_SHARED = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst ' + XLSX_NS + '>'
               '<si><t>Name</t></si><si><r><t>caf&#233; </t></r><r><t>&amp; co</t></r><rPh><t>x</t></rPh></si></sst>')
XLSX_SHEET = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet ' + XLSX_NS + '><sheetData>'
              '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>Amount</t></is></c></row>'
              '<row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2"><v>3.25</v></c><c r="C2" t="b"><v>1</v></c>'
              '<c r="D2" t="e"><v>#N/A</v></c><c r="E2" t="str"><f>A1</f><v>Name</v></c></row>'
              '</sheetData></worksheet>')
ODF_BODY = ('<?xml version="1.0" encoding="UTF-8"?>'
            '<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
            'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
            'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" '
            'xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0" '
            'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" office:version="1.2"><office:body>')
ODP_XML = (ODF_BODY + '<office:presentation><draw:page><draw:frame><draw:text-box><text:p>Title</text:p>'
           '<text:p>' + ENGLISH + '</text:p></draw:text-box></draw:frame><presentation:notes><draw:frame>'
           '<draw:text-box><text:p>notes</text:p></draw:text-box></draw:frame></presentation:notes></draw:page>'
           '</office:presentation></office:body></office:document-content>')
ODS_XML = (ODF_BODY + '<office:spreadsheet><table:table table:name="A"><table:table-row>'
           '<table:table-cell office:value-type="string"><text:p>Name</text:p></table:table-cell>'
           '<table:table-cell office:value-type="float" office:value="3"><text:p>3</text:p></table:table-cell>'
           '<table:table-cell table:number-columns-repeated="1000"/></table:table-row></table:table>'
           '</office:spreadsheet></office:body></office:document-content>')


def odf_manifest(media_type):
    return ODT_MANIFEST.replace("application/vnd.oasis.opendocument.text", media_type)


def office_seeds():
    write("docx", "talk.pptx", zip_package([
        ("[Content_Types].xml", DOCX_TYPES, False),
        ("_rels/.rels", rels(("rId1", "officeDocument", "ppt/presentation.xml")), False),
        ("ppt/presentation.xml", '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:presentation ' + PPTX_NS +
         '><p:sldIdLst><p:sldId id="256" r:id="rId2"/></p:sldIdLst></p:presentation>', False),
        ("ppt/_rels/presentation.xml.rels", rels(("rId2", "slide", "slides/slide1.xml")), False),
        ("ppt/slides/slide1.xml", PPTX_SLIDE, False),
        ("ppt/slides/_rels/slide1.xml.rels", rels(("rId1", "notesSlide", "../notesSlides/notesSlide1.xml")), False),
        ("ppt/notesSlides/notesSlide1.xml", PPTX_NOTES, False)]))
    write("docx", "budget.xlsx", zip_package([
        ("[Content_Types].xml", DOCX_TYPES, False),
        ("_rels/.rels", rels(("rId1", "officeDocument", "xl/workbook.xml")), False),
        ("xl/workbook.xml", '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook ' + XLSX_NS +
         '><sheets><sheet name="A" sheetId="1" r:id="rId2"/></sheets></workbook>', False),
        ("xl/_rels/workbook.xml.rels", rels(("rId1", "sharedStrings", "sharedStrings.xml"),
                                            ("rId2", "worksheet", "worksheets/sheet1.xml")), False),
        ("xl/sharedStrings.xml", XLSX_SHARED, False),
        ("xl/worksheets/sheet1.xml", XLSX_SHEET, False)]))
    write("docx", "slides.odp", zip_package([("mimetype", "application/vnd.oasis.opendocument.presentation", True),
                                             ("content.xml", ODP_XML, False),
                                             ("META-INF/manifest.xml",
                                              odf_manifest("application/vnd.oasis.opendocument.presentation"), False)]))
    write("docx", "sheet.ods", zip_package([("mimetype", "application/vnd.oasis.opendocument.spreadsheet", True),
                                            ("content.xml", ODS_XML, False),
                                            ("META-INF/manifest.xml",
                                             odf_manifest("application/vnd.oasis.opendocument.spreadsheet"), False)]))
    write("docx", "slide1.xml", PPTX_SLIDE)
    write("docx", "sheet1.xml", XLSX_SHEET)


# --- rtf: RTF documents as Word, WordPad and LibreOffice write them -----------------------

RTF_WORD = (r"{\rtf1\ansi\ansicpg1252\deff0\nouicompat{\fonttbl{\f0\fnil\fcharset0 Calibri;}"
            r"{\f1\fnil\fcharset204 Times New Roman Cyr;}{\f2\fnil\fcharset128 MS Mincho;}}"
            "\r\n" r"{\colortbl ;\red255\green0\blue0;}{\*\generator Riched20 10.0.19041}\viewkind4\uc1 "
            "\r\n" r"\pard\sa200\sl276\slmult1\f0\fs22\lang9 Caf\'e9 \u8364? \ldblquote quoted\rdblquote\par"
            "\r\n" r"{\f1 \'cf\'f0\'e8\'e2\'e5\'f2}\par {\f2 \'93\'fa\'96\'7b}\par"
            "\r\n" r"{\header header text\par}{\footer\pard page {\field{\*\fldinst PAGE}{\fldrslt 1}}\par}"
            r"{\field{\*\fldinst HYPERLINK ""https://example.org""}{\fldrslt link text}}\tab next\line"
            r"{\v hidden}shown \{braces\} back\\slash\par"
            r"\u-10179?\u-8704? emoji {\pict\wmetafile8\picw10\pich10 0100090000}{\*\shppict x}\bin4 \0\1\2\3 tail\par"
            r"\trowd\cellx1000\cellx2000 A1\cell B1\cell\row}")
RTF_MAC = (r"{\rtf1\mac\deff0{\fonttbl\f0\fswiss Helvetica;}\f0\pard " + "\r" +
           r"Ma\'8ent\'8fre \'d2quoted\'d3\par}")
RTF_LIBREOFFICE = (r"{\rtf1\ansi\deff3\adeflang1025{\fonttbl{\f0\froman\fprq2\fcharset0 Times New Roman;}}"
                   r"{\info{\creatim\yr2024\mo3\dy1}{\*\company x}}\deftab709"
                   r"{\*\pgdsctbl{\pgdsc0\pgdscuse451 Default Page Style;}}"
                   r"\pard\plain \s0\ql{\loch " + ENGLISH + r"}\par \pard\plain {\loch\uc2 \u26085\'93\'fa"
                   r"\u26412\'96\'7b}\par}")


def rtf_seeds():
    write("rtf", "word.rtf", RTF_WORD)
    write("rtf", "mac.rtf", RTF_MAC)
    write("rtf", "libreoffice.rtf", RTF_LIBREOFFICE)
    write("rtf", "nested.rtf", "{\\rtf1 " + "{" * 40 + "deep" + "}" * 40 + "}")


# --- canonicalize: UTF-8 text where the ASCII fast path meets ICU --------------------------

def canonicalize_seeds():
    write("canonicalize", "scripts.txt",
          ENGLISH + FRENCH + JAPANESE + RUSSIAN + KOREAN + CHINESE
          + "ภาษาไทยไม่มีช่องว่างระหว่างคำ العربية تُكتب من اليمين עברית ελληνικά हिन्दी ")
    write("canonicalize", "boundaries.txt",
          "cafe\u0301 e\u0301t\u00e9 a\u0308b ASCII\u00e9ASCII x\u200dy x\u00ady don't e.g. U.S.A. 3.14 1,000 "
          "C++ foo_bar foo-bar \uff26\uff55\uff4c\uff4c\uff57\uff49\uff44\uff54\uff48 \ufb01le Stra\u00dfe "
          "\u0130stanbul \u2160\u2161 \u00bd x\u00b2 \u2460 A\u030a \u1e9e \U0001d400\U0001d401 \U0001f600 "
          "ab\u3000cd 12\u0663\u0664 \u0e51\u0e52 tab\there\r\nCRLF")
    write("canonicalize", "ascii.txt", ENGLISH * 3 + "MiXeD CaSe 123abc ABC123 a1b2c3 ---- ____ ....")


# --- mail: messages and mailboxes as mail programs write them ------------------------------

MAIL_PLAIN = ("From: Ann Example <ann@example.org>\nTo: team@example.org\nSubject: Plans\n"
              "Date: Fri, 01 Mar 2024 09:00:00 +0000\nMessage-ID: <m1@example.org>\n"
              "MIME-Version: 1.0\nContent-Type: text/plain; charset=UTF-8\n\n" + ENGLISH + "\n")
MAIL_REPLY = ("From: =?ISO-8859-1?Q?Ren=E9e?= <renee@example.org>\nTo: team@example.org\n"
              "Subject: =?UTF-8?B?UmU6IFBsYW5zIMOpdMOp?=\nDate: Fri, 01 Mar 2024 10:00:00 +0100\n"
              "Message-ID: <m2@example.org>\nIn-Reply-To: <m1@example.org>\n"
              "References: <m0@example.org> <m1@example.org>\nMIME-Version: 1.0\n"
              "Content-Type: text/plain; charset=ISO-8859-1\nContent-Transfer-Encoding: quoted-printable\n\n"
              "Tr=E8s bien, =E0 lundi.=\n Fine.\n\nOn Friday, Ann wrote:\n> " + ENGLISH + "\n> > older\n")
MAIL_MULTIPART = ("From: Bo <bo@example.org>\nSubject: Fwd: report\nDate: Sat, 02 Mar 2024 08:00:00 +0000\n"
                  "Message-ID: <m3@example.org>\nMIME-Version: 1.0\n"
                  "Content-Type: multipart/mixed; boundary=\"b1\"\n\n--b1\n"
                  "Content-Type: multipart/alternative; boundary=\"b2\"\n\n--b2\n"
                  "Content-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: base64\n\n"
                  "SGVyZSBpcyB0aGUgcmVwb3J0Lg==\n--b2\nContent-Type: text/html; charset=UTF-8\n\n"
                  "<p>Here is the <b>report</b>.</p>\n--b2--\n--b1\n"
                  "Content-Type: text/plain; name=\"report.txt\"\n"
                  "Content-Disposition: attachment; filename=\"report.txt\"\nContent-Transfer-Encoding: base64\n\n"
                  "UmVwb3J0OiB0aGUgc2FtZSBhdHRhY2htZW50IHNlbnQgdGVuIHRpbWVzLg==\n--b1\n"
                  "Content-Type: message/rfc822\n\n" + MAIL_PLAIN + "--b1--\n")


def mail_seeds():
    write("mail", "plain.eml", MAIL_PLAIN)
    write("mail", "reply.eml", MAIL_REPLY)
    write("mail", "multipart.eml", MAIL_MULTIPART)
    mbox = ""
    for m in (MAIL_PLAIN, MAIL_REPLY, MAIL_MULTIPART):
        mbox += "From sender@example.org Fri Mar  1 09:00:00 2024\n" + m + "\n"
    write("mail", "inbox.mbox", mbox)
    write("mail", "escaped.mbox", "From a@b Fri Mar  1 09:00:00 2024\nFrom: a@b\nSubject: x\n\n"
          ">From the start\n\nFrom c@d Fri Mar  1 10:00:00 2024\nFrom: c@d\nSubject: y\n\nbody\n")


def main():
    decode_seeds()
    html_seeds()
    archive_seeds()
    pdf_seeds()
    docx_seeds()
    office_seeds()
    rtf_seeds()
    canonicalize_seeds()
    mail_seeds()


if __name__ == "__main__":
    main()
