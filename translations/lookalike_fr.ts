<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>cli</name>
    <message>
        <source>lookalike-cli: unknown command &apos;%1&apos;
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: lookalike-cli COMMAND [OPTIONS]
Find near-duplicate documents.

Commands:
  scan PATH...           index folders (text and HTML) and match them
  compare FILE_A FILE_B  resemblance and containment of two files
  pairs                  near-duplicate pairs with resemblance and containment
  clusters               clusters of near-duplicates under a policy
  similar FILE           indexed documents like FILE
  stats                  what the index holds

Run &apos;lookalike-cli COMMAND --help&apos; for a command&apos;s options.
Options: --help, --version
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lookalike::ClusterModel</name>
    <message numerus="yes">
        <source>Cluster of %n documents; representative: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>representative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Document</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Membres</translation>
    </message>
    <message>
        <source>Resemblance</source>
        <translation>Ressemblance</translation>
    </message>
    <message>
        <source>In representative</source>
        <translation>Dans le représentant</translation>
    </message>
    <message>
        <source>Contains representative</source>
        <translation>Contient le représentant</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Modified</source>
        <translation>Modifié</translation>
    </message>
</context>
<context>
    <name>lookalike::DiffView</name>
    <message>
        <source>Previous change</source>
        <translation>Modification précédente</translation>
    </message>
    <message>
        <source>Previous change (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next change</source>
        <translation>Modification suivante</translation>
    </message>
    <message>
        <source>Next change (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left document: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right document: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No differences: %L1 words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 words added, %L2 removed, %L3 changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(approximate alignment: the documents differ too much for an exact one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 words equal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes: %L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %L1 of %L2</source>
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
        <translation>Résumé de l’index</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;About Lookalike</source>
        <translation>À &amp;propos de Lookalike</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <source>Cannot open the index %1:
%2</source>
        <translation>Impossible d’ouvrir l’index %1 :
%2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Lookalike - %1</source>
        <translation>Lookalike – %1</translation>
    </message>
    <message>
        <source>Lookalike index (*.sqlite *.db);;All files (*)</source>
        <translation>Index Lookalike (*.sqlite *.db);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>About Lookalike</source>
        <translation>À propos de Lookalike</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Lookalike %1&lt;/h3&gt;&lt;p&gt;Finds near-duplicate documents: resemblance and containment of w-shingle sets, estimated with MinHash sketches (Broder et al.).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Folder</source>
        <translation>Ajouter un dossier</translation>
    </message>
    <message>
        <source>Open or Create Index</source>
        <translation>Ouvrir ou créer un index</translation>
    </message>
    <message>
        <source>Clustering failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folders</source>
        <translation>Dossiers</translation>
    </message>
    <message>
        <source>Folders to scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked folders are references: their files are never touched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Folder...</source>
        <translation>&amp;Ajouter un dossier…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>Scan settings</source>
        <translation>Réglages de l’analyse</translation>
    </message>
    <message>
        <source>Words per &amp;shingle:</source>
        <translation>Mots par &amp;bardeau :</translation>
    </message>
    <message>
        <source>e.g. *.txt *.html (empty: all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Include:</source>
        <translation>&amp;Inclure :</translation>
    </message>
    <message>
        <source>e.g. node_modules *.log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xclude:</source>
        <translation>E&amp;xclure :</translation>
    </message>
    <message>
        <source>Include &amp;hidden files</source>
        <translation>Inclure les fichiers &amp;cachés</translation>
    </message>
    <message>
        <source>&amp;Scan</source>
        <translation>A&amp;nalyser</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <source>Scan progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No index open.</source>
        <translation>Aucun index ouvert.</translation>
    </message>
    <message>
        <source>Filter by path...</source>
        <translation>Filtrer par chemin…</translation>
    </message>
    <message>
        <source>Filter clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clustering policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Similar (union)</source>
        <translation>Semblables (union)</translation>
    </message>
    <message>
        <source>Similar to a centre (no chains)</source>
        <translation>Semblables à un centre (sans chaînes)</translation>
    </message>
    <message>
        <source>Contained in another</source>
        <translation>Contenus dans un autre</translation>
    </message>
    <message>
        <source>Identical bytes</source>
        <translation>Octets identiques</translation>
    </message>
    <message>
        <source>Same words</source>
        <translation>Mêmes mots</translation>
    </message>
    <message>
        <source>Same shingles</source>
        <translation>Mêmes bardeaux</translation>
    </message>
    <message>
        <source>Very similar (2 of 6 supershingles)</source>
        <translation>Très semblables (2 super-bardeaux sur 6)</translation>
    </message>
    <message>
        <source>Virtually identical (6 of 6)</source>
        <translation>Quasi identiques (6 sur 6)</translation>
    </message>
    <message>
        <source>Broder&apos;s super shingles</source>
        <translation>Super-bardeaux de Broder</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a document, or two documents of a cluster to compare them.</source>
        <translation>Choisissez un document, ou deux documents d’un groupe pour les comparer.</translation>
    </message>
    <message>
        <source>&amp;Open or Create Index...</source>
        <translation>&amp;Ouvrir ou créer un index…</translation>
    </message>
    <message>
        <source>Check to mark %1 as a reference folder (never touched)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a folder to scan first.</source>
        <translation>Ajoutez d’abord un dossier à analyser.</translation>
    </message>
    <message>
        <source>Scanning...</source>
        <translation>Analyse en cours…</translation>
    </message>
    <message>
        <source>%1 of %2%3 files, %4 MB/s%5, %6 problems
%7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan finished</source>
        <translation>Analyse terminée</translation>
    </message>
    <message>
        <source>Scan cancelled (the next scan resumes)</source>
        <translation>Analyse annulée (la prochaine reprendra)</translation>
    </message>
    <message>
        <source>Scan failed</source>
        <translation>Échec de l’analyse</translation>
    </message>
    <message>
        <source>Cannot read the index %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index: %1
Documents: %2 (%3 indexed, %4 could not be used), %5
Identical documents: %6 in %7 groups
Lexically equivalent: %8 in %9 groups
Shingle equivalent: %10 in %11 groups
Near-duplicate pairs: %12
Clusters (%13 at %14): %15 holding %16 documents
Last scan: %17</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n clusters</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1
The representative of its cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Resemblance to the representative: %2 (estimate)
Contained in it: %3; contains it: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A: %1
B: %2
Computing the exact figures...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A: %1
B: %2
Cannot compare: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A: %1
B: %2
Resemblance: %3 exact, %4 estimated
Containment of A in B: %5 exact, %6 estimated
Containment of B in A: %7 exact, %8 estimated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lookalike::ScanController</name>
    <message>
        <source>%1 files seen, %2 indexed, %3 unchanged, %4 could not be used, %5 removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 pairs, %2 clusters</source>
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
    <message>
        <source>lookalike-cli: --%1 takes a number from 0 to 1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lookalike-cli %1: --format is %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no index there (run &apos;lookalike-cli scan&apos; first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matched %1 documents (%2 after collapsing equivalent ones) in %3 s: %4 pairs with resemblance &gt;= %5 or containment &gt;= %6 (LSH %7 bands x %8 rows: %9 candidates; samples: %10 candidates, %11 common shingles ignored)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clusters (%1 at %2): %3 clusters holding %4 documents
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find pairs down to this resemblance (default 0.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>... and down to this containment either way (default 0.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only index; do not match and cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
estimate: what &apos;pairs&apos; reports, MinHash and sample estimates pooled by their variances
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MinHash: k=%1 one-permutation hashing; sample: MOD 2^%2 (%3 and %4 shingles)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Near-duplicate pairs: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clusters (%1 at %2): %3 holding %4 documents
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs with resemblance &gt;= R (default 0.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>... or containment either way &gt;= C (default: off).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact figures, read again from the documents.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>csv or json (default csv).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every near-duplicate pair: resemblance and containment both ways.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lookalike-cli pairs: cannot compare %1 and %2 exactly: %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lookalike-cli pairs: the exact figures could not all be stored in the index
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (default: the last used, else union).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>POLICY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resemblance (containment for the containment policy) that joins two documents (default: the last used, else 0.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clusters of near-duplicates, recomputed from the stored pairs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lookalike-cli clusters: unknown policy &apos;%1&apos; (one of %2)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resemblance &gt;= R (default 0.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>... or containment either way &gt;= C (default 0.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any file, indexed or not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The indexed documents that resemble FILE, contain it or are contained in it.</source>
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
