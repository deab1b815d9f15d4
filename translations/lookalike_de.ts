<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>cli</name>
    <message>
        <source>Usage: lookalike-cli COMMAND [OPTIONS]
Find near-duplicate documents.

Commands:
  scan PATH...           index folders (text and HTML) into the index
  compare FILE_A FILE_B  resemblance and containment of two files
  stats                  what the index holds

Run &apos;lookalike-cli COMMAND --help&apos; for a command&apos;s options.
Options: --help, --version
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lookalike-cli: unknown command &apos;%1&apos;
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lookalike::MainWindow</name>
    <message>
        <source>Lookalike</source>
        <translation>Lookalike</translation>
    </message>
    <message>
        <source>Index summary</source>
        <translation>Indexübersicht</translation>
    </message>
    <message>
        <source>No index open. Scan folders with lookalike-cli scan, then open the index here.</source>
        <translation>Kein Index geöffnet. Durchsuchen Sie Ordner mit „lookalike-cli scan“ und öffnen Sie den Index dann hier.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open Index...</source>
        <translation>Index ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Lookalike</source>
        <translation>Ü&amp;ber Lookalike</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Cannot open the index %1:
%2</source>
        <translation>Der Index %1 kann nicht geöffnet werden:
%2</translation>
    </message>
    <message>
        <source>Cannot read the index %1:
%2</source>
        <translation>Der Index %1 kann nicht gelesen werden:
%2</translation>
    </message>
    <message>
        <source>Index: %1

Documents: %2 (%3 indexed, %4 could not be used), %5
Identical documents: %6 in %7 groups
Lexically equivalent: %8 in %9 groups
Shingle equivalent: %10 in %11 groups
Last scan: %12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Lookalike - %1</source>
        <translation>Lookalike – %1</translation>
    </message>
    <message>
        <source>Open Index</source>
        <translation>Index öffnen</translation>
    </message>
    <message>
        <source>Lookalike index (*.sqlite *.db);;All files (*)</source>
        <translation>Lookalike-Index (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>About Lookalike</source>
        <translation>Über Lookalike</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Lookalike %1&lt;/h3&gt;&lt;p&gt;Finds near-duplicate documents: resemblance and containment of w-shingle sets, estimated with MinHash sketches (Broder et al.).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lookalike::cli</name>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lookalike-cli: --shingle takes a whole number from %1 to %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The index file (default: in the user&apos;s data folder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Words per shingle, 1..16 (default 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shingles wrap around the end of a document.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only files matching GLOB (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GLOB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip files and folders matching GLOB (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Include hidden files and folders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip files above this many MiB (default 64).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MIB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis threads (default: one per core).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No progress on stderr.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folders or files to index.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index folders: extract, canonicalize, shingle and sketch every document.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lookalike-cli: --max-size takes a positive number of MiB
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lookalike-cli: --threads takes a whole number &gt;= 1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lookalike-cli scan: %1: no such file or folder
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/%2%3 files, %4/%5, %6 MB/s, %7 problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lookalike-cli scan: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan %1: %2 in %3 s
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files: %1 seen, %2 indexed, %3 unchanged, %4 could not be used, %5 removed (gone from disk)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes read: %1 (%2 MB/s)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    ... and %1 more
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index holds %1 documents (%2 indexed, %3 unusable), %4 distinct shingles in all
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Identical documents: %1 in %2 groups; lexically equivalent: %3 in %4; shingle equivalent: %5 in %6
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text or json (default text).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First document.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second document.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact resemblance and containment of two documents from their full shingle sets, with the sketch estimates beside them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lookalike-cli compare: --format is text or json
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> words, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> distinct %1-word shingles)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared shingles: %1

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MinHash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resemblance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>containment A in B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>containment B in A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
MinHash: k=%1 one-permutation hashing; sample: MOD 2^%2 (%3 and %4 shingles)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the index holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lookalike-cli stats: %1: no index there (run &apos;lookalike-cli scan&apos; first)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index: %1 (schema %2)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documents: %1 (%2 indexed, %3 could not be used), %4
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distinct shingles (summed over documents): %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Identical: %1 documents in %2 groups
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lexically equivalent: %1 documents in %2 groups
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shingle equivalent: %1 documents in %2 groups
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scans: %1, last: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sketch parameters: %1
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Find near-duplicate documents.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The index file to open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
