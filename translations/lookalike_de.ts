<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>MatchProgress</name>
    <message>
        <source>grouping equivalent documents</source>
        <translation>gleichwertige Dokumente zusammenfassen</translation>
    </message>
    <message>
        <source>banding (LSH)</source>
        <translation>Bänder (LSH)</translation>
    </message>
    <message>
        <source>sample index</source>
        <translation>Stichprobenindex</translation>
    </message>
    <message>
        <source>estimating candidates</source>
        <translation>Kandidaten schätzen</translation>
    </message>
    <message>
        <source>exact figures from the files</source>
        <translation>exakte Werte aus den Dateien</translation>
    </message>
</context>
<context>
    <name>lookalike::ActionLogDialog</name>
    <message>
        <source>Action Log</source>
        <translation>Aktionsprotokoll</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Every action</source>
        <translation>Alle Aktionen</translation>
    </message>
    <message>
        <source>Failed or refused</source>
        <translation>Fehlgeschlagen oder verweigert</translation>
    </message>
    <message>
        <source>Filter by path or detail...</source>
        <translation>Nach Pfad oder Detail filtern …</translation>
    </message>
    <message>
        <source>Filter the action log</source>
        <translation>Aktionsprotokoll filtern</translation>
    </message>
    <message>
        <source>Action log</source>
        <translation>Aktionsprotokoll</translation>
    </message>
    <message>
        <source>&amp;Export CSV...</source>
        <translation>Als CSV &amp;exportieren …</translation>
    </message>
    <message>
        <source>Save the rows shown as CSV</source>
        <translation>Die angezeigten Zeilen als CSV speichern</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>%1 wird gelesen …</translation>
    </message>
    <message>
        <source>Cannot read the action log of %1: %2</source>
        <translation>Das Aktionsprotokoll von %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Nothing done yet: moving files to the trash, ignoring clusters and forgetting missing files are recorded here.</source>
        <translation>Noch nichts geschehen: Das Verschieben in den Papierkorb, das Ignorieren von Clustern und das Vergessen fehlender Dateien werden hier protokolliert.</translation>
    </message>
    <message numerus="yes">
        <source>%n actions on documents of %1, newest first</source>
        <translation>
            <numerusform>%n Aktion an Dokumenten von %1, neueste zuerst</numerusform>
            <numerusform>%n Aktionen an Dokumenten von %1, neueste zuerst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n failed or refused).</source>
        <translation>
            <numerusform> (%n fehlgeschlagen oder verweigert).</numerusform>
            <numerusform> (%n fehlgeschlagen oder verweigert).</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Action Log</source>
        <translation>Aktionsprotokoll exportieren</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n actions to %1</source>
        <translation>
            <numerusform>%n Aktion nach %1 exportiert</numerusform>
            <numerusform>%n Aktionen nach %1 exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>lookalike::ActionLogModel</name>
    <message>
        <source>Move to trash</source>
        <translation>In den Papierkorb verschieben</translation>
    </message>
    <message>
        <source>Ignore (not duplicates)</source>
        <translation>Ignorieren (keine Duplikate)</translation>
    </message>
    <message>
        <source>Forget missing file</source>
        <translation>Fehlende Datei vergessen</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Verweigert</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Zeitpunkt</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <source>Cluster of</source>
        <translation>Cluster von</translation>
    </message>
</context>
<context>
    <name>lookalike::ChartsDialog</name>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>clusters</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Cluster-size distribution</source>
        <translation>Verteilung der Clustergrößen</translation>
    </message>
    <message>
        <source>Cluster size (documents)</source>
        <translation>Clustergröße (Dokumente)</translation>
    </message>
    <message>
        <source>Number of clusters</source>
        <translation>Anzahl der Cluster</translation>
    </message>
    <message>
        <source>Cluster sizes</source>
        <translation>Clustergrößen</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>Resemblance of the stored pairs</source>
        <translation>Ähnlichkeit der gespeicherten Paare</translation>
    </message>
    <message>
        <source>Resemblance (%, bins of 5)</source>
        <translation>Ähnlichkeit (%, in 5er-Schritten)</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>Resemblance</source>
        <translation>Ähnlichkeit</translation>
    </message>
</context>
<context>
    <name>lookalike::ClusterBrowser</name>
    <message>
        <source>Filter by path...</source>
        <translation>Nach Pfad filtern …</translation>
    </message>
    <message>
        <source>Filter clusters</source>
        <translation>Cluster filtern</translation>
    </message>
    <message>
        <source>&amp;Duplicates only</source>
        <translation>&amp;Nur Duplikate</translation>
    </message>
    <message>
        <source>Hide each cluster&apos;s representative</source>
        <translation>Den Repräsentanten jedes Clusters ausblenden</translation>
    </message>
    <message>
        <source>Clustering policy</source>
        <translation>Cluster-Verfahren</translation>
    </message>
    <message>
        <source>Similar (union)</source>
        <translation>Ähnlich (Vereinigung)</translation>
    </message>
    <message>
        <source>Similar to a centre (no chains)</source>
        <translation>Ähnlich zu einem Zentrum (keine Ketten)</translation>
    </message>
    <message>
        <source>Contained in another</source>
        <translation>In einem anderen enthalten</translation>
    </message>
    <message>
        <source>Identical bytes</source>
        <translation>Identische Bytes</translation>
    </message>
    <message>
        <source>Same words</source>
        <translation>Gleiche Wörter</translation>
    </message>
    <message>
        <source>Same shingles</source>
        <translation>Gleiche Schindeln</translation>
    </message>
    <message>
        <source>Very similar (2 of 6 supershingles)</source>
        <translation>Sehr ähnlich (2 von 6 Superschindeln)</translation>
    </message>
    <message>
        <source>Virtually identical (6 of 6)</source>
        <translation>Praktisch identisch (6 von 6)</translation>
    </message>
    <message>
        <source>Broder&apos;s super shingles</source>
        <translation>Broders Superschindeln</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Schwelle</translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation>Cluster</translation>
    </message>
</context>
<context>
    <name>lookalike::ClusterModel</name>
    <message numerus="yes">
        <source>Cluster of %n documents; representative: %1</source>
        <translation>
            <numerusform>Cluster aus %n Dokument; Repräsentant: %1</numerusform>
            <numerusform>Cluster aus %n Dokumenten; Repräsentant: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>representative</source>
        <translation>Repräsentant</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Mitglieder</translation>
    </message>
    <message>
        <source>Resemblance</source>
        <translation>Ähnlichkeit</translation>
    </message>
    <message>
        <source>In representative</source>
        <translation>Im Repräsentanten</translation>
    </message>
    <message>
        <source>Contains representative</source>
        <translation>Enthält Repräsentanten</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message numerus="yes">
        <source>%n hosts</source>
        <translation>
            <numerusform>%n Host</numerusform>
            <numerusform>%n Hosts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sweeps</source>
        <translation>
            <numerusform>%n Durchlauf</numerusform>
            <numerusform>%n Durchläufe</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Host: %2
Sweep: %3
Captured: %4</source>
        <translation>%1
Host: %2
Durchlauf: %3
Erfasst: %4</translation>
    </message>
    <message>
        <source>Modified / captured</source>
        <translation>Geändert / erfasst</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Durchlauf</translation>
    </message>
</context>
<context>
    <name>lookalike::CrawlView</name>
    <message>
        <source>complete</source>
        <translation>vollständig</translation>
    </message>
    <message>
        <source>large</source>
        <translation>groß</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>small</source>
        <translation>klein</translation>
    </message>
    <message>
        <source>no text&lt;br&gt;change</source>
        <translation>Text&lt;br&gt;unverändert</translation>
    </message>
    <message>
        <source>no&lt;br&gt;change</source>
        <translation>keine&lt;br&gt;Änderung</translation>
    </message>
    <message>
        <source>Crawl</source>
        <translation>Crawl</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Durchlauf</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Sweeps</source>
        <translation>Durchläufe</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Clustered pages</source>
        <translation>Seiten in Clustern</translation>
    </message>
    <message>
        <source>Pages shared with other hosts</source>
        <translation>Mit anderen Hosts geteilte Seiten</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>Hosts</translation>
    </message>
    <message>
        <source>Sweeps &amp;&amp; Hosts</source>
        <translation>Durchläufe &amp;&amp; Hosts</translation>
    </message>
    <message>
        <source>S&amp;weep:</source>
        <translation>&amp;Durchlauf:</translation>
    </message>
    <message>
        <source>Least pages two hosts share to be listed</source>
        <translation>Mindestzahl gemeinsamer Seiten, ab der zwei Hosts aufgeführt werden</translation>
    </message>
    <message>
        <source>&amp;Least shared pages:</source>
        <translation>&amp;Mindestzahl gemeinsamer Seiten:</translation>
    </message>
    <message>
        <source>&amp;Export CSV...</source>
        <translation>Als CSV e&amp;xportieren …</translation>
    </message>
    <message>
        <source>Host A</source>
        <translation>Host A</translation>
    </message>
    <message>
        <source>Host B</source>
        <translation>Host B</translation>
    </message>
    <message>
        <source>Shared pages</source>
        <translation>Gemeinsame Seiten</translation>
    </message>
    <message>
        <source>Suffix matches</source>
        <translation>Gleiche Pfadendungen</translation>
    </message>
    <message>
        <source>Shared clusters</source>
        <translation>Gemeinsame Cluster</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Beispiel</translation>
    </message>
    <message>
        <source>Host pairs</source>
        <translation>Host-Paare</translation>
    </message>
    <message>
        <source>&amp;Mirrors</source>
        <translation>&amp;Spiegel</translation>
    </message>
    <message>
        <source>URL to find</source>
        <translation>Zu suchende URL</translation>
    </message>
    <message>
        <source>A URL gone from the newest sweep, e.g. http://example.com/page.html</source>
        <translation>Eine aus dem neuesten Durchlauf verschwundene URL, z. B. http://example.com/page.html</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>Su&amp;chen</translation>
    </message>
    <message>
        <source>New URL:</source>
        <translation>Neue URL:</translation>
    </message>
    <message>
        <source>Resemblance:</source>
        <translation>Ähnlichkeit:</translation>
    </message>
    <message>
        <source>Verdict:</source>
        <translation>Befund:</translation>
    </message>
    <message>
        <source>Via redirect:</source>
        <translation>Über Weiterleitung:</translation>
    </message>
    <message>
        <source>E&amp;xport CSV...</source>
        <translation>Als CSV e&amp;xportieren …</translation>
    </message>
    <message>
        <source>Old URL</source>
        <translation>Alte URL</translation>
    </message>
    <message>
        <source>New URL</source>
        <translation>Neue URL</translation>
    </message>
    <message>
        <source>Resemblance</source>
        <translation>Ähnlichkeit</translation>
    </message>
    <message>
        <source>All gone pages</source>
        <translation>Alle verschwundenen Seiten</translation>
    </message>
    <message>
        <source>moved (redirect)</source>
        <translation>verschoben (Weiterleitung)</translation>
    </message>
    <message>
        <source>&amp;Lost and Found</source>
        <translation>&amp;Fundbüro</translation>
    </message>
    <message>
        <source>Base sweep</source>
        <translation>Basisdurchlauf</translation>
    </message>
    <message>
        <source>Last sweep</source>
        <translation>Letzter Durchlauf</translation>
    </message>
    <message>
        <source>Cluster containment</source>
        <translation>Cluster-Enthaltensein</translation>
    </message>
    <message>
        <source>Cluster similarity</source>
        <translation>Cluster-Ähnlichkeit</translation>
    </message>
    <message>
        <source>Reverse containment</source>
        <translation>Umgekehrtes Enthaltensein</translation>
    </message>
    <message>
        <source>&amp;From sweep:</source>
        <translation>&amp;Von Durchlauf:</translation>
    </message>
    <message>
        <source>&amp;To sweep:</source>
        <translation>&amp;Bis Durchlauf:</translation>
    </message>
    <message>
        <source>Cluster size</source>
        <translation>Clustergröße</translation>
    </message>
    <message>
        <source>URLs</source>
        <translation>URLs</translation>
    </message>
    <message>
        <source>Containment</source>
        <translation>Enthaltensein</translation>
    </message>
    <message>
        <source>Similarity</source>
        <translation>Ähnlichkeit</translation>
    </message>
    <message>
        <source>Figures per cluster size</source>
        <translation>Kennzahlen je Clustergröße</translation>
    </message>
    <message>
        <source>&amp;Evolution</source>
        <translation>&amp;Entwicklung</translation>
    </message>
    <message>
        <source>Reading the crawl of %1...</source>
        <translation>Crawl von %1 wird gelesen …</translation>
    </message>
    <message>
        <source>Cannot read the crawl: %1</source>
        <translation>Der Crawl kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>This index holds no web archive: import some with File &gt; Import Web Archives.</source>
        <translation>Dieser Index enthält kein Webarchiv: Importieren Sie welche über Datei &gt; Webarchive importieren.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n sweeps, %2 pages on %3 hosts; pages join a cluster at resemblance %4 or more.</source>
        <translation>
            <numerusform>%1: %n Durchlauf, %2 Seiten auf %3 Hosts; Seiten kommen ab einer Ähnlichkeit von %4 in einen Cluster.</numerusform>
            <numerusform>%1: %n Durchläufe, %2 Seiten auf %3 Hosts; Seiten kommen ab einer Ähnlichkeit von %4 in einen Cluster.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a sweep to see its hosts.</source>
        <translation>Wählen Sie einen Durchlauf, um seine Hosts zu sehen.</translation>
    </message>
    <message>
        <source>Reading the hosts of sweep %1...</source>
        <translation>Hosts von Durchlauf %1 werden gelesen …</translation>
    </message>
    <message numerus="yes">
        <source>Hosts of sweep %1: %n hosts</source>
        <translation>
            <numerusform>Hosts von Durchlauf %1: %n Host</numerusform>
            <numerusform>Hosts von Durchlauf %1: %n Hosts</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for mirrored hosts...</source>
        <translation>Gespiegelte Hosts werden gesucht …</translation>
    </message>
    <message>
        <source>mirror</source>
        <translation>Spiegel</translation>
    </message>
    <message>
        <source>shared content</source>
        <translation>gemeinsamer Inhalt</translation>
    </message>
    <message>
        <source>alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Sweep %1: %2 host pairs share %3 pages or more; %4 of them are mirrors (the same pages under the same paths).</source>
        <translation>Durchlauf %1: %2 Host-Paare teilen %3 Seiten oder mehr; %4 davon sind Spiegel (dieselben Seiten unter denselben Pfaden).</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>verschoben</translation>
    </message>
    <message>
        <source>deleted: last seen in sweep %1, nothing in sweep %2 resembles it</source>
        <translation>gelöscht: zuletzt gesehen in Durchlauf %1, nichts in Durchlauf %2 ähnelt ihr</translation>
    </message>
    <message>
        <source>still there in sweep %1</source>
        <translation>noch vorhanden in Durchlauf %1</translation>
    </message>
    <message>
        <source>never captured with text</source>
        <translation>nie mit Text erfasst</translation>
    </message>
    <message>
        <source>in no sweep of the index</source>
        <translation>in keinem Durchlauf des Index</translation>
    </message>
    <message>
        <source>Looking for %1...</source>
        <translation>Suche nach %1 …</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Looking for the pages gone from the newest sweep...</source>
        <translation>Aus dem neuesten Durchlauf verschwundene Seiten werden gesucht …</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>gelöscht</translation>
    </message>
    <message numerus="yes">
        <source>%n pages gone from sweep %1: %2 found elsewhere, %3 not.</source>
        <translation>
            <numerusform>%n Seite aus Durchlauf %1 verschwunden: %2 anderswo gefunden, %3 nicht.</numerusform>
            <numerusform>%n Seiten aus Durchlauf %1 verschwunden: %2 anderswo gefunden, %3 nicht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import a second sweep to see how the crawl changed.</source>
        <translation>Importieren Sie einen zweiten Durchlauf, um zu sehen, wie sich der Crawl verändert hat.</translation>
    </message>
    <message>
        <source>Choose a later sweep to compare the base sweep with.</source>
        <translation>Wählen Sie einen späteren Durchlauf für den Vergleich mit dem Basisdurchlauf.</translation>
    </message>
    <message numerus="yes">
        <source>Comparing sweep %1 with %n later sweeps...</source>
        <translation>
            <numerusform>Durchlauf %1 wird mit %n späteren Durchlauf verglichen …</numerusform>
            <numerusform>Durchlauf %1 wird mit %n späteren Durchläufen verglichen …</numerusform>
        </translation>
    </message>
    <message>
        <source>From sweep %1 (%2 pages) to sweep %3 (%4 pages): %5 pages in both, %6 born, %7 died (%8 of them moved)</source>
        <translation>Von Durchlauf %1 (%2 Seiten) zu Durchlauf %3 (%4 Seiten): %5 Seiten in beiden, %6 neu, %7 weggefallen (%8 davon verschoben)</translation>
    </message>
    <message>
        <source>%1 relative to sweep %2</source>
        <translation>%1 relativ zu Durchlauf %2</translation>
    </message>
    <message>
        <source>cluster size %1</source>
        <translation>Clustergröße %1</translation>
    </message>
    <message>
        <source>Change of the pages in both sweeps %1 and %2</source>
        <translation>Änderung der Seiten, die in beiden Durchläufen %1 und %2 vorkommen</translation>
    </message>
    <message>
        <source>pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Export Host Pairs</source>
        <translation>Host-Paare exportieren</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n host pairs to %1</source>
        <translation>
            <numerusform>%n Host-Paar nach %1 exportiert</numerusform>
            <numerusform>%n Host-Paare nach %1 exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Gone Pages</source>
        <translation>Verschwundene Seiten exportieren</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n gone pages to %1</source>
        <translation>
            <numerusform>%n verschwundene Seite nach %1 exportiert</numerusform>
            <numerusform>%n verschwundene Seiten nach %1 exportiert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lookalike::DiffView</name>
    <message>
        <source>Previous change</source>
        <translation>Vorherige Änderung</translation>
    </message>
    <message>
        <source>Previous change (%1)</source>
        <translation>Vorherige Änderung (%1)</translation>
    </message>
    <message>
        <source>Next change</source>
        <translation>Nächste Änderung</translation>
    </message>
    <message>
        <source>Next change (%1)</source>
        <translation>Nächste Änderung (%1)</translation>
    </message>
    <message>
        <source>Left document</source>
        <translation>Linkes Dokument</translation>
    </message>
    <message>
        <source>Right document</source>
        <translation>Rechtes Dokument</translation>
    </message>
    <message>
        <source>Left document: %1</source>
        <translation>Linkes Dokument: %1</translation>
    </message>
    <message>
        <source>Right document: %1</source>
        <translation>Rechtes Dokument: %1</translation>
    </message>
    <message>
        <source>No differences: %L1 words</source>
        <translation>Keine Unterschiede: %L1 Wörter</translation>
    </message>
    <message>
        <source>(approximate alignment: the documents differ too much for an exact one)</source>
        <translation>(ungefähre Zuordnung: Die Dokumente unterscheiden sich zu stark für eine exakte)</translation>
    </message>
    <message>
        <source>%L1 words equal</source>
        <translation>%L1 Wörter gleich</translation>
    </message>
    <message>
        <source>No changes</source>
        <translation>Keine Änderungen</translation>
    </message>
    <message>
        <source>Changes: %L1</source>
        <translation>Änderungen: %L1</translation>
    </message>
    <message>
        <source>Change %L1 of %L2</source>
        <translation>Änderung %L1 von %L2</translation>
    </message>
    <message>
        <source>1 word added</source>
        <translation>1 Wort hinzugefügt</translation>
    </message>
    <message>
        <source>%L1 words added</source>
        <translation>%L1 Wörter hinzugefügt</translation>
    </message>
    <message>
        <source>%L1 removed, %L2 changed</source>
        <translation>%L1 entfernt, %L2 geändert</translation>
    </message>
</context>
<context>
    <name>lookalike::ExportActions</name>
    <message>
        <source>Export &amp;Clusters...</source>
        <translation>&amp;Cluster exportieren …</translation>
    </message>
    <message>
        <source>Export &amp;Pairs...</source>
        <translation>&amp;Paare exportieren …</translation>
    </message>
    <message>
        <source>Lookalike</source>
        <translation>Lookalike</translation>
    </message>
    <message>
        <source>Export Clusters</source>
        <translation>Cluster exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot export the clusters: %1</source>
        <translation>Die Cluster können nicht exportiert werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n clusters to %1</source>
        <translation>
            <numerusform>%n Cluster nach %1 exportiert</numerusform>
            <numerusform>%n Cluster nach %1 exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Pairs</source>
        <translation>Paare exportieren</translation>
    </message>
    <message>
        <source>Cannot export the pairs: %1</source>
        <translation>Die Paare können nicht exportiert werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n pairs to %1</source>
        <translation>
            <numerusform>%n Paar nach %1 exportiert</numerusform>
            <numerusform>%n Paare nach %1 exportiert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lookalike::FileActionsMenu</name>
    <message>
        <source>&amp;Open Document</source>
        <translation>Dokument ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Reveal in Folder</source>
        <translation>Im &amp;Ordner anzeigen</translation>
    </message>
    <message>
        <source>&amp;Copy Paths</source>
        <translation>Pfade &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Ignore (Not Duplicates)</source>
        <translation>&amp;Ignorieren (keine Duplikate)</translation>
    </message>
    <message>
        <source>Move to &amp;Trash...</source>
        <translation>In den &amp;Papierkorb verschieben …</translation>
    </message>
    <message>
        <source>Remove &amp;Missing Files from Index...</source>
        <translation>&amp;Fehlende Dateien aus dem Index entfernen …</translation>
    </message>
    <message>
        <source>Forget the indexed files that were moved or deleted outside Lookalike</source>
        <translation>Die außerhalb von Lookalike verschobenen oder gelöschten indizierten Dateien vergessen</translation>
    </message>
    <message>
        <source>Lookalike</source>
        <translation>Lookalike</translation>
    </message>
    <message>
        <source>These files are gone (moved or deleted outside Lookalike); Edit &gt; Remove Missing Files from Index forgets them:
%1</source>
        <translation>Diese Dateien sind verschwunden (außerhalb von Lookalike verschoben oder gelöscht); Bearbeiten &gt; Fehlende Dateien aus dem Index entfernen vergisst sie:
%1</translation>
    </message>
    <message>
        <source>Cannot remember the ignored pairs: %1</source>
        <translation>Die ignorierten Paare können nicht gespeichert werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n pairs will be ignored</source>
        <translation>
            <numerusform>%n Paar wird ignoriert</numerusform>
            <numerusform>%n Paare werden ignoriert</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot read the index: %1</source>
        <translation>Der Index kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>These are web pages of an imported archive, not files: they cannot be moved to the trash.
%1</source>
        <translation>Dies sind Webseiten eines importierten Archivs, keine Dateien: Sie können nicht in den Papierkorb verschoben werden.
%1</translation>
    </message>
    <message>
        <source>These files are in a reference folder and are never touched:
%1</source>
        <translation>Diese Dateien liegen in einem Referenzordner und werden nie angetastet:
%1</translation>
    </message>
    <message>
        <source>The files went to the trash, but the index could not be updated (%1); the next scan will.</source>
        <translation>Die Dateien sind im Papierkorb, aber der Index konnte nicht aktualisiert werden (%1); der nächste Scan holt das nach.</translation>
    </message>
    <message>
        <source>Could not move to the trash:
%1</source>
        <translation>Konnte nicht in den Papierkorb verschoben werden:
%1</translation>
    </message>
    <message>
        <source>Already gone (moved or deleted outside Lookalike), so removed from the index:
%1</source>
        <translation>Bereits verschwunden (außerhalb von Lookalike verschoben oder gelöscht), daher aus dem Index entfernt:
%1</translation>
    </message>
    <message numerus="yes">
        <source>Moved %n files to the trash</source>
        <translation>
            <numerusform>%n Datei in den Papierkorb verschoben</numerusform>
            <numerusform>%n Dateien in den Papierkorb verschoben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; kept the last copy of %n clusters</source>
        <translation>
            <numerusform>; die letzte Kopie von %n Cluster behalten</numerusform>
            <numerusform>; die letzte Kopie von %n Clustern behalten</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking that every indexed file is still there...</source>
        <translation>Es wird geprüft, ob alle indizierten Dateien noch vorhanden sind …</translation>
    </message>
    <message>
        <source>Cannot check the indexed files: %1</source>
        <translation>Die indizierten Dateien können nicht geprüft werden: %1</translation>
    </message>
    <message>
        <source>Every indexed file is still there.</source>
        <translation>Alle indizierten Dateien sind noch vorhanden.</translation>
    </message>
    <message>
        <source>Remove Missing Files from Index</source>
        <translation>Fehlende Dateien aus dem Index entfernen</translation>
    </message>
    <message numerus="yes">
        <source>The files of %n indexed documents are gone (moved or deleted outside Lookalike). Remove them from the index?

No file is touched; a scan adds them again if they come back. If they are on a disconnected drive, cancel and connect it.</source>
        <translation>
            <numerusform>Die Datei von %n indizierten Dokument ist verschwunden (außerhalb von Lookalike verschoben oder gelöscht). Aus dem Index entfernen?

Keine Datei wird angetastet; ein Scan fügt sie wieder hinzu, falls sie zurückkehrt. Liegt sie auf einem getrennten Laufwerk, brechen Sie ab und schließen Sie es an.</numerusform>
            <numerusform>Die Dateien von %n indizierten Dokumenten sind verschwunden (außerhalb von Lookalike verschoben oder gelöscht). Aus dem Index entfernen?

Keine Datei wird angetastet; ein Scan fügt sie wieder hinzu, falls sie zurückkehren. Liegen sie auf einem getrennten Laufwerk, brechen Sie ab und schließen Sie es an.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot remove the missing files from the index: %1</source>
        <translation>Die fehlenden Dateien können nicht aus dem Index entfernt werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>Removed %n missing files from the index</source>
        <translation>
            <numerusform>%n fehlende Datei aus dem Index entfernt</numerusform>
            <numerusform>%n fehlende Dateien aus dem Index entfernt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lookalike::MainWindow</name>
    <message>
        <source>Lookalike</source>
        <translation>Lookalike</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
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
        <source>Lookalike - %1</source>
        <translation>Lookalike – %1</translation>
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
        <translation>&lt;h3&gt;Lookalike %1&lt;/h3&gt;&lt;p&gt;Findet Beinahe-Duplikate von Dokumenten: Ähnlichkeit und Enthaltensein von w-Schindel-Mengen, geschätzt mit MinHash-Sketches (Broder u. a.).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open or Create Index</source>
        <translation>Index öffnen oder anlegen</translation>
    </message>
    <message>
        <source>Clustering failed: %1</source>
        <translation>Clustering fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>&amp;Open or Create Index...</source>
        <translation>Index ö&amp;ffnen oder anlegen …</translation>
    </message>
    <message>
        <source>Add a folder to scan first.</source>
        <translation>Fügen Sie zuerst einen Ordner hinzu.</translation>
    </message>
    <message>
        <source>Scanning...</source>
        <translation>Durchsuche …</translation>
    </message>
    <message>
        <source>Scan finished</source>
        <translation>Durchsuchen beendet</translation>
    </message>
    <message>
        <source>Scan cancelled (the next scan resumes)</source>
        <translation>Durchsuchen abgebrochen (der nächste Lauf setzt fort)</translation>
    </message>
    <message>
        <source>Scan failed</source>
        <translation>Durchsuchen fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>%n clusters</source>
        <translation>
            <numerusform>%n Cluster</numerusform>
            <numerusform>%n Cluster</numerusform>
        </translation>
    </message>
    <message>
        <source>Find Documents Like...</source>
        <translation>Ähnliche Dokumente suchen …</translation>
    </message>
    <message>
        <source>Import Web Archives</source>
        <translation>Webarchive importieren</translation>
    </message>
    <message>
        <source>Web archives (*.warc *.warc.gz *.arc *.arc.gz);;All files (*)</source>
        <translation>Webarchive (*.warc *.warc.gz *.arc *.arc.gz);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <source>The sweep (crawl) these %n archives belong to.
Empty: named after the date of their first capture. The label of a sweep already imported adds to it%1.</source>
        <translation>
            <numerusform>Der Durchlauf (Crawl), zu dem %n Archiv gehört.
Leer: benannt nach dem Datum der ersten Erfassung. Mit der Bezeichnung eines bereits importierten Durchlaufs%1 wird dieser ergänzt.</numerusform>
            <numerusform>Der Durchlauf (Crawl), zu dem diese %n Archive gehören.
Leer: benannt nach dem Datum ihrer ersten Erfassung. Mit der Bezeichnung eines bereits importierten Durchlaufs%1 wird dieser ergänzt.</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>&amp;Import Web Archives...</source>
        <translation>Webarchive &amp;importieren …</translation>
    </message>
    <message>
        <source>Import WARC or ARC files (plain or gzip) as one sweep of a web crawl</source>
        <translation>WARC- oder ARC-Dateien (unkomprimiert oder gzip) als einen Durchlauf eines Web-Crawls importieren</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Find Documents Like...</source>
        <translation>Ähnliche Dokumente &amp;suchen …</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Charts...</source>
        <translation>&amp;Diagramme …</translation>
    </message>
    <message>
        <source>C&amp;rawl...</source>
        <translation>C&amp;rawl …</translation>
    </message>
    <message>
        <source>Sweeps, hosts, mirrors, lost and found and evolution of the imported web archives</source>
        <translation>Durchläufe, Hosts, Spiegel, Fundbüro und Entwicklung der importierten Webarchive</translation>
    </message>
    <message>
        <source>&amp;Problems...</source>
        <translation>&amp;Probleme …</translation>
    </message>
    <message>
        <source>The documents that could not be used and the last scan&apos;s problems</source>
        <translation>Die nicht verwendbaren Dokumente und die Probleme des letzten Scans</translation>
    </message>
    <message>
        <source>&amp;Action Log...</source>
        <translation>&amp;Aktionsprotokoll …</translation>
    </message>
    <message>
        <source>What was moved to the trash, ignored or forgotten, and what was refused</source>
        <translation>Was in den Papierkorb verschoben, ignoriert oder vergessen und was verweigert wurde</translation>
    </message>
    <message>
        <source>Busy: the scan starts when the current job ends. Try again in a moment.</source>
        <translation>Beschäftigt: Der Scan beginnt, wenn die laufende Aufgabe endet. Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>Busy: the import can start when the current job ends. Try again in a moment.</source>
        <translation>Beschäftigt: Der Import kann beginnen, wenn die laufende Aufgabe endet. Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message numerus="yes">
        <source>Importing %n web archives...</source>
        <translation>
            <numerusform>%n Webarchiv wird importiert …</numerusform>
            <numerusform>%n Webarchive werden importiert …</numerusform>
        </translation>
    </message>
    <message>
        <source>Import finished</source>
        <translation>Import abgeschlossen</translation>
    </message>
    <message>
        <source>Import cancelled (importing the same archives again resumes)</source>
        <translation>Import abgebrochen (ein erneuter Import derselben Archive setzt ihn fort)</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Import fehlgeschlagen</translation>
    </message>
    <message>
        <source>Cannot read the index: %1</source>
        <translation>Der Index kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Looking for documents like %1...</source>
        <translation>Suche nach Dokumenten wie %1 …</translation>
    </message>
    <message>
        <source>Cannot look up %1: %2</source>
        <translation>%1 kann nicht nachgeschlagen werden: %2</translation>
    </message>
    <message>
        <source>Matched again and clustered.</source>
        <translation>Erneut abgeglichen und gruppiert.</translation>
    </message>
    <message>
        <source>reading...</source>
        <translation>wird gelesen …</translation>
    </message>
</context>
<context>
    <name>lookalike::PairPanel</name>
    <message>
        <source>Selected pair</source>
        <translation>Ausgewähltes Paar</translation>
    </message>
    <message>
        <source>Select a document, or two documents of a cluster to compare them.</source>
        <translation>Wählen Sie ein Dokument oder zwei Dokumente eines Clusters, um sie zu vergleichen.</translation>
    </message>
    <message>
        <source>Remove &amp;Missing Files from Index...</source>
        <translation>&amp;Fehlende Dateien aus dem Index entfernen …</translation>
    </message>
    <message>
        <source>Check every indexed file and forget those that were moved or deleted outside Lookalike</source>
        <translation>Jede indizierte Datei prüfen und die außerhalb von Lookalike verschobenen oder gelöschten vergessen</translation>
    </message>
    <message>
        <source>%1
The representative of its cluster.</source>
        <translation>%1
Der Repräsentant seines Clusters.</translation>
    </message>
    <message>
        <source>%1
Resemblance to the representative: %2 (estimate)
Contained in it: %3; contains it: %4</source>
        <translation>%1
Ähnlichkeit zum Repräsentanten: %2 (Schätzung)
Darin enthalten: %3; enthält ihn: %4</translation>
    </message>
    <message>
        <source>%1 (sweep %2)</source>
        <translation>%1 (Durchlauf %2)</translation>
    </message>
    <message>
        <source>A: %1
B: %2
Computing the exact figures...</source>
        <translation>A: %1
B: %2
Die exakten Werte werden berechnet …</translation>
    </message>
    <message>
        <source>A: %1
B: %2
Cannot compare: %3</source>
        <translation>A: %1
B: %2
Vergleich nicht möglich: %3</translation>
    </message>
    <message>
        <source>%1 is gone: moved or deleted outside Lookalike. Remove Missing Files from Index forgets it.</source>
        <translation>%1 ist verschwunden: außerhalb von Lookalike verschoben oder gelöscht. „Fehlende Dateien aus dem Index entfernen“ vergisst sie.</translation>
    </message>
    <message>
        <source>not sketched</source>
        <translation>ohne Sketch</translation>
    </message>
    <message>
        <source>A: %1
B: %2
Resemblance: %3 exact, %4 estimated
Containment of A in B: %5 exact, %6 estimated
Containment of B in A: %7 exact, %8 estimated
Shared shingles: %9 (A has %10, B has %11)</source>
        <translation>A: %1
B: %2
Ähnlichkeit: %3 exakt, %4 geschätzt
Enthaltensein von A in B: %5 exakt, %6 geschätzt
Enthaltensein von B in A: %7 exakt, %8 geschätzt
Gemeinsame Schindeln: %9 (A hat %10, B hat %11)</translation>
    </message>
</context>
<context>
    <name>lookalike::ProblemModel</name>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Scan problem</source>
        <translation>Scan-Problem</translation>
    </message>
    <message>
        <source>Document or folder</source>
        <translation>Dokument oder Ordner</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
</context>
<context>
    <name>lookalike::ProblemsDialog</name>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Filter by path or message...</source>
        <translation>Nach Pfad oder Meldung filtern …</translation>
    </message>
    <message>
        <source>Filter problems</source>
        <translation>Probleme filtern</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Open Containing Folder</source>
        <translation>&amp;Enthaltenden Ordner öffnen</translation>
    </message>
    <message>
        <source>Copy the selected rows (or every row shown) as tab-separated text</source>
        <translation>Die ausgewählten Zeilen (oder alle angezeigten) als tabulatorgetrennten Text kopieren</translation>
    </message>
    <message>
        <source>&amp;Export CSV...</source>
        <translation>Als CSV e&amp;xportieren …</translation>
    </message>
    <message>
        <source>Save the selected rows (or every row shown) as CSV</source>
        <translation>Die ausgewählten Zeilen (oder alle angezeigten) als CSV speichern</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>%1 wird gelesen …</translation>
    </message>
    <message>
        <source>Cannot read the index %1: %2</source>
        <translation>Der Index %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Every reason (%1)</source>
        <translation>Alle Gründe (%1)</translation>
    </message>
    <message>
        <source>Every document of the index could be used, and the last scan met no other problem.</source>
        <translation>Alle Dokumente des Index konnten verwendet werden, und der letzte Scan stieß auf kein weiteres Problem.</translation>
    </message>
    <message numerus="yes">
        <source>%n documents could not be used</source>
        <translation>
            <numerusform>%n Dokument konnte nicht verwendet werden</numerusform>
            <numerusform>%n Dokumente konnten nicht verwendet werden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; the last scan met %n other problems (folders it could not read, broken links, ...).</source>
        <translation>
            <numerusform>; der letzte Scan stieß auf %n weiteres Problem (nicht lesbare Ordner, defekte Verknüpfungen, …).</numerusform>
            <numerusform>; der letzte Scan stieß auf %n weitere Probleme (nicht lesbare Ordner, defekte Verknüpfungen, …).</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the first %1 are listed.</source>
        <translation>Nur die ersten %1 werden aufgeführt.</translation>
    </message>
    <message>
        <source>Export Problems</source>
        <translation>Probleme exportieren</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n problems to %1</source>
        <translation>
            <numerusform>%n Problem nach %1 exportiert</numerusform>
            <numerusform>%n Probleme nach %1 exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The folder %1 is gone.</source>
        <translation>Der Ordner %1 ist verschwunden.</translation>
    </message>
</context>
<context>
    <name>lookalike::ScanController</name>
    <message>
        <source>%1 files seen, %2 indexed, %3 unchanged, %4 could not be used, %5 removed</source>
        <translation>%1 Dateien gesehen, %2 indiziert, %3 unverändert, %4 nicht verwendbar, %5 entfernt</translation>
    </message>
    <message>
        <source>; %1 pairs, %2 clusters</source>
        <translation>; %1 Paare, %2 Cluster</translation>
    </message>
    <message numerus="yes">
        <source>, %n problems</source>
        <translation>
            <numerusform>, %n Problem</numerusform>
            <numerusform>, %n Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source> — matching cancelled: the documents are indexed, the next scan matches them</source>
        <translation> — Abgleich abgebrochen: Die Dokumente sind indiziert, der nächste Scan gleicht sie ab</translation>
    </message>
    <message>
        <source>Matching cancelled: the clusters are those of before.</source>
        <translation>Abgleich abgebrochen: Die Cluster sind die bisherigen.</translation>
    </message>
    <message>
        <source>Sweep %1: %2 archives (%3 imported before), %4</source>
        <translation>Durchlauf %1: %2 Archive (%3 bereits zuvor importiert), %4</translation>
    </message>
</context>
<context>
    <name>lookalike::SimilarDialog</name>
    <message>
        <source>Documents like %1</source>
        <translation>Dokumente wie %1</translation>
    </message>
    <message>
        <source>No indexed document resembles %1, contains it or is contained in it.</source>
        <translation>Kein indiziertes Dokument ähnelt %1, enthält es oder ist darin enthalten.</translation>
    </message>
    <message numerus="yes">
        <source>%n indexed documents resemble %1, contain it or are contained in it.</source>
        <translation>
            <numerusform>%n indiziertes Dokument ähnelt %1, enthält es oder ist darin enthalten.</numerusform>
            <numerusform>%n indizierte Dokumente ähneln %1, enthalten es oder sind darin enthalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Similar documents</source>
        <translation>Ähnliche Dokumente</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Resemblance</source>
        <translation>Ähnlichkeit</translation>
    </message>
    <message>
        <source>File in document</source>
        <translation>Datei in Dokument</translation>
    </message>
    <message>
        <source>Document in file</source>
        <translation>Dokument in Datei</translation>
    </message>
</context>
<context>
    <name>lookalike::SourcesPanel</name>
    <message>
        <source>Folders</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Folders to scan</source>
        <translation>Zu durchsuchende Ordner</translation>
    </message>
    <message>
        <source>Checked folders are references: their files are never touched.</source>
        <translation>Markierte Ordner sind Referenzen: Ihre Dateien werden nie angetastet.</translation>
    </message>
    <message>
        <source>&amp;Add Folder...</source>
        <translation>Ordner &amp;hinzufügen …</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Add Folder</source>
        <translation>Ordner hinzufügen</translation>
    </message>
    <message>
        <source>Scan settings</source>
        <translation>Scan-Einstellungen</translation>
    </message>
    <message>
        <source>Words per &amp;shingle:</source>
        <translation>Wörter pro &amp;Schindel:</translation>
    </message>
    <message>
        <source>e.g. *.txt *.html (empty: all)</source>
        <translation>z. B. *.txt *.html (leer: alle)</translation>
    </message>
    <message>
        <source>&amp;Include:</source>
        <translation>&amp;Einschließen:</translation>
    </message>
    <message>
        <source>e.g. node_modules *.log</source>
        <translation>z. B. node_modules *.log</translation>
    </message>
    <message>
        <source>E&amp;xclude:</source>
        <translation>A&amp;usschließen:</translation>
    </message>
    <message>
        <source>Include &amp;hidden files</source>
        <translation>&amp;Versteckte Dateien einbeziehen</translation>
    </message>
    <message>
        <source>&amp;Scan</source>
        <translation>&amp;Durchsuchen</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>Scan progress</source>
        <translation>Scan-Fortschritt</translation>
    </message>
    <message>
        <source>Index summary</source>
        <translation>Indexübersicht</translation>
    </message>
    <message>
        <source>No index open.</source>
        <translation>Kein Index geöffnet.</translation>
    </message>
    <message>
        <source>The documents that could not be used and the last scan&apos;s problems, with their reasons</source>
        <translation>Die nicht verwendbaren Dokumente und die Probleme des letzten Scans, mit ihren Gründen</translation>
    </message>
    <message>
        <source>Check to mark %1 as a reference folder (never touched)</source>
        <translation>Ankreuzen, um %1 als Referenzordner zu markieren (wird nie angetastet)</translation>
    </message>
    <message>
        <source>%1 of %2%3 files, %4 MB/s%5, %6 problems
%7</source>
        <translation>%1 von %2%3 Dateien, %4 MB/s%5, %6 Probleme
%7</translation>
    </message>
    <message>
        <source>, %1 s left</source>
        <translation>, noch %1 s</translation>
    </message>
    <message>
        <source>Archive %1 of %2, %3 MB/s: %4 records, %5 pages, %6 problems
%7</source>
        <translation>Archiv %1 von %2, %3 MB/s: %4 Datensätze, %5 Seiten, %6 Probleme
%7</translation>
    </message>
    <message>
        <source>, %1 pairs</source>
        <translation>, %1 Paare</translation>
    </message>
    <message>
        <source>, %1 candidates</source>
        <translation>, %1 Kandidaten</translation>
    </message>
    <message>
        <source>Matching: %1, %2 of %3%4</source>
        <translation>Abgleich: %1, %2 von %3%4</translation>
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
        <translation>Index: %1
Dokumente: %2 (%3 indiziert, %4 nicht verwendbar), %5
Identische Dokumente: %6 in %7 Gruppen
Lexikalisch gleichwertig: %8 in %9 Gruppen
Schindel-gleichwertig: %10 in %11 Gruppen
Paare von Beinahe-Duplikaten: %12
Cluster (%13 bei %14): %15 mit %16 Dokumenten
Letzter Scan: %17</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <source>Web archives: %n sweeps, %1 pages (View &gt; Crawl...)</source>
        <translation>
            <numerusform>Webarchive: %n Durchlauf, %1 Seiten (Ansicht &gt; Crawl …)</numerusform>
            <numerusform>Webarchive: %n Durchläufe, %1 Seiten (Ansicht &gt; Crawl …)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problems...</source>
        <translation>
            <numerusform>%n Problem …</numerusform>
            <numerusform>%n Probleme …</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot open the index %1:
%2</source>
        <translation>Der Index %1 kann nicht geöffnet werden:
%2</translation>
    </message>
</context>
<context>
    <name>lookalike::TrashDialog</name>
    <message numerus="yes">
        <source>%1  (the last copy of its cluster of %n)</source>
        <translation>
            <numerusform>%1  (die letzte Kopie ihres Clusters aus %n Datei)</numerusform>
            <numerusform>%1  (die letzte Kopie ihres Clusters aus %n Dateien)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1  (%2 like %3)</source>
        <translation>%1  (%2 ähnlich zu %3)</translation>
    </message>
    <message>
        <source>Move to Trash</source>
        <translation>In den Papierkorb verschieben</translation>
    </message>
    <message numerus="yes">
        <source>Move these %n files to the trash?</source>
        <translation>
            <numerusform>Diese %n Datei in den Papierkorb verschieben?</numerusform>
            <numerusform>Diese %n Dateien in den Papierkorb verschieben?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move these %n files to the trash? Each is listed with the document it resembles. The index forgets them; View &gt; Action Log keeps a record.</source>
        <translation>
            <numerusform>Diese %n Datei in den Papierkorb verschieben? Sie ist mit dem Dokument aufgeführt, dem sie ähnelt. Der Index vergisst sie; Ansicht &gt; Aktionsprotokoll hält es fest.</numerusform>
            <numerusform>Diese %n Dateien in den Papierkorb verschieben? Jede ist mit dem Dokument aufgeführt, dem sie ähnelt. Der Index vergisst sie; Ansicht &gt; Aktionsprotokoll hält es fest.</numerusform>
        </translation>
    </message>
    <message>
        <source>Files to move to the trash</source>
        <translation>In den Papierkorb zu verschiebende Dateien</translation>
    </message>
    <message numerus="yes">
        <source>Every member of %n clusters is selected. The last copy of each (marked above) is kept unless you check this box:</source>
        <translation>
            <numerusform>Alle Mitglieder von %n Cluster sind ausgewählt. Die letzte Kopie (oben markiert) wird behalten, außer Sie kreuzen dieses Feld an:</numerusform>
            <numerusform>Alle Mitglieder von %n Clustern sind ausgewählt. Die letzte Kopie jedes Clusters (oben markiert) wird behalten, außer Sie kreuzen dieses Feld an:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Also move the last copy of %n clusters to the trash</source>
        <translation>
            <numerusform>Auch die letzte Kopie von %n Cluster in den Papierkorb verschieben</numerusform>
            <numerusform>Auch die letzte Kopie von %n Clustern in den Papierkorb verschieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Move %n Files to Trash</source>
        <translation>
            <numerusform>%n Datei in den &amp;Papierkorb verschieben</numerusform>
            <numerusform>%n Dateien in den &amp;Papierkorb verschieben</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lookalike::cli</name>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>The index file (default: in the user&apos;s data folder).</source>
        <translation>Die Indexdatei (Standard: im Datenordner des Benutzers).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Words per shingle, 1..16 (default 5).</source>
        <translation>Wörter pro Schindel, 1..16 (Standard 5).</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>Shingles wrap around the end of a document.</source>
        <translation>Schindeln setzen sich über das Ende eines Dokuments hinaus an seinem Anfang fort.</translation>
    </message>
    <message>
        <source>Only files matching GLOB (repeatable).</source>
        <translation>Nur Dateien, die auf GLOB passen (wiederholbar).</translation>
    </message>
    <message>
        <source>GLOB</source>
        <translation>GLOB</translation>
    </message>
    <message>
        <source>Skip files and folders matching GLOB (repeatable).</source>
        <translation>Dateien und Ordner überspringen, die auf GLOB passen (wiederholbar).</translation>
    </message>
    <message>
        <source>Include hidden files and folders.</source>
        <translation>Versteckte Dateien und Ordner einbeziehen.</translation>
    </message>
    <message>
        <source>Skip files above this many MiB (default 64).</source>
        <translation>Dateien über so vielen MiB überspringen (Standard 64).</translation>
    </message>
    <message>
        <source>MIB</source>
        <translation>MIB</translation>
    </message>
    <message>
        <source>Analysis threads (default: one per core).</source>
        <translation>Analyse-Threads (Standard: einer pro Kern).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>No progress on stderr.</source>
        <translation>Kein Fortschritt auf stderr.</translation>
    </message>
    <message>
        <source>Folders or files to index.</source>
        <translation>Zu indizierende Ordner oder Dateien.</translation>
    </message>
    <message>
        <source>Index folders: extract, canonicalize, shingle and sketch every document.</source>
        <translation>Ordner indizieren: jedes Dokument extrahieren, normalisieren, in Schindeln zerlegen und einen Sketch berechnen.</translation>
    </message>
    <message>
        <source>lookalike-cli: --max-size takes a positive number of MiB
</source>
        <translation>lookalike-cli: --max-size erwartet eine positive Anzahl MiB
</translation>
    </message>
    <message>
        <source>lookalike-cli scan: %1: no such file or folder
</source>
        <translation>lookalike-cli scan: %1: Datei oder Ordner nicht vorhanden
</translation>
    </message>
    <message>
        <source>%1/%2%3 files, %4/%5, %6 MB/s, %7 problems</source>
        <translation>%1/%2%3 Dateien, %4/%5, %6 MB/s, %7 Probleme</translation>
    </message>
    <message>
        <source>lookalike-cli scan: %1
</source>
        <translation>lookalike-cli scan: %1
</translation>
    </message>
    <message>
        <source>Index: %1
</source>
        <translation>Index: %1
</translation>
    </message>
    <message>
        <source>Scan %1: %2 in %3 s
</source>
        <translation>Scan %1: %2 in %3 s
</translation>
    </message>
    <message>
        <source>Files: %1 seen, %2 indexed, %3 unchanged, %4 could not be used, %5 removed (gone from disk)
</source>
        <translation>Dateien: %1 gesehen, %2 indiziert, %3 unverändert, %4 nicht verwendbar, %5 entfernt (nicht mehr auf dem Datenträger)
</translation>
    </message>
    <message>
        <source>Bytes read: %1 (%2 MB/s)
</source>
        <translation>Gelesene Bytes: %1 (%2 MB/s)
</translation>
    </message>
    <message>
        <source>Skipped: %1
</source>
        <translation>Übersprungen: %1
</translation>
    </message>
    <message>
        <source>    ... and %1 more
</source>
        <translation>    ... und %1 weitere
</translation>
    </message>
    <message>
        <source>Index holds %1 documents (%2 indexed, %3 unusable), %4 distinct shingles in all
</source>
        <translation>Der Index enthält %1 Dokumente (%2 indiziert, %3 unbrauchbar), insgesamt %4 verschiedene Schindeln
</translation>
    </message>
    <message>
        <source>Identical documents: %1 in %2 groups; lexically equivalent: %3 in %4; shingle equivalent: %5 in %6
</source>
        <translation>Identische Dokumente: %1 in %2 Gruppen; lexikalisch gleichwertig: %3 in %4; Schindel-gleichwertig: %5 in %6
</translation>
    </message>
    <message>
        <source>text or json (default text).</source>
        <translation>text oder json (Standard text).</translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation>FORMAT</translation>
    </message>
    <message>
        <source>First document.</source>
        <translation>Erstes Dokument.</translation>
    </message>
    <message>
        <source>Second document.</source>
        <translation>Zweites Dokument.</translation>
    </message>
    <message>
        <source>Exact resemblance and containment of two documents from their full shingle sets, with the sketch estimates beside them.</source>
        <translation>Exakte Ähnlichkeit und exaktes Enthaltensein zweier Dokumente aus ihren vollständigen Schindelmengen, daneben die Schätzungen aus den Sketches.</translation>
    </message>
    <message>
        <source> words, </source>
        <translation> Wörter, </translation>
    </message>
    <message>
        <source> distinct %1-word shingles)
</source>
        <translation> verschiedene %1-Wort-Schindeln)
</translation>
    </message>
    <message>
        <source>Shared shingles: %1

</source>
        <translation>Gemeinsame Schindeln: %1

</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exakt</translation>
    </message>
    <message>
        <source>MinHash</source>
        <translation>MinHash</translation>
    </message>
    <message>
        <source>sample</source>
        <translation>Stichprobe</translation>
    </message>
    <message>
        <source>resemblance</source>
        <translation>Ähnlichkeit</translation>
    </message>
    <message>
        <source>containment A in B</source>
        <translation>Enthaltensein A in B</translation>
    </message>
    <message>
        <source>containment B in A</source>
        <translation>Enthaltensein B in A</translation>
    </message>
    <message>
        <source>What the index holds.</source>
        <translation>Was der Index enthält.</translation>
    </message>
    <message>
        <source>Index: %1 (schema %2)
</source>
        <translation>Index: %1 (Schema %2)
</translation>
    </message>
    <message>
        <source>Documents: %1 (%2 indexed, %3 could not be used), %4
</source>
        <translation>Dokumente: %1 (%2 indiziert, %3 nicht verwendbar), %4
</translation>
    </message>
    <message>
        <source>Distinct shingles (summed over documents): %1
</source>
        <translation>Verschiedene Schindeln (über die Dokumente summiert): %1
</translation>
    </message>
    <message>
        <source>Identical: %1 documents in %2 groups
</source>
        <translation>Identisch: %1 Dokumente in %2 Gruppen
</translation>
    </message>
    <message>
        <source>Lexically equivalent: %1 documents in %2 groups
</source>
        <translation>Lexikalisch gleichwertig: %1 Dokumente in %2 Gruppen
</translation>
    </message>
    <message>
        <source>Shingle equivalent: %1 documents in %2 groups
</source>
        <translation>Schindel-gleichwertig: %1 Dokumente in %2 Gruppen
</translation>
    </message>
    <message>
        <source>Problems:
</source>
        <translation>Probleme:
</translation>
    </message>
    <message>
        <source>Scans: %1, last: %2
</source>
        <translation>Scans: %1, letzter: %2
</translation>
    </message>
    <message>
        <source>Sketch parameters: %1
</source>
        <translation>Sketch-Parameter: %1
</translation>
    </message>
    <message>
        <source>lookalike-cli: --%1 takes a number from 0 to 1
</source>
        <translation>lookalike-cli: --%1 erwartet eine Zahl von 0 bis 1
</translation>
    </message>
    <message>
        <source>lookalike-cli %1: --format is %2
</source>
        <translation>lookalike-cli %1: --format ist %2
</translation>
    </message>
    <message>
        <source>%1: no index there (run &apos;lookalike-cli scan&apos; first)</source>
        <translation>%1: dort ist kein Index (zuerst &apos;lookalike-cli scan&apos; ausführen)</translation>
    </message>
    <message>
        <source>Clusters (%1 at %2): %3 clusters holding %4 documents
</source>
        <translation>Cluster (%1 bei %2): %3 Cluster mit %4 Dokumenten
</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Only index; do not match and cluster.</source>
        <translation>Nur indizieren; nicht abgleichen und clustern.</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>Schätzung</translation>
    </message>
    <message>
        <source>
estimate: what &apos;pairs&apos; reports, MinHash and sample estimates pooled by their variances
</source>
        <translation>
Schätzung: was &apos;pairs&apos; meldet, MinHash- und Stichproben-Schätzung nach ihren Varianzen gewichtet zusammengeführt
</translation>
    </message>
    <message>
        <source>MinHash: k=%1 one-permutation hashing; sample: MOD 2^%2 (%3 and %4 shingles)
</source>
        <translation>MinHash: k=%1, One-Permutation-Hashing; Stichprobe: MOD 2^%2 (%3 und %4 Schindeln)
</translation>
    </message>
    <message>
        <source>Near-duplicate pairs: %1
</source>
        <translation>Paare von Beinahe-Duplikaten: %1
</translation>
    </message>
    <message>
        <source>Clusters (%1 at %2): %3 holding %4 documents
</source>
        <translation>Cluster (%1 bei %2): %3 mit %4 Dokumenten
</translation>
    </message>
    <message>
        <source>Pairs with resemblance &gt;= R (default 0.5).</source>
        <translation>Paare mit Ähnlichkeit &gt;= R (Standard 0.5).</translation>
    </message>
    <message>
        <source>... or containment either way &gt;= C (default: off).</source>
        <translation>... oder Enthaltensein in einer der beiden Richtungen &gt;= C (Standard: aus).</translation>
    </message>
    <message>
        <source>Exact figures, read again from the documents.</source>
        <translation>Exakte Werte, erneut aus den Dokumenten gelesen.</translation>
    </message>
    <message>
        <source>csv or json (default csv).</source>
        <translation>csv oder json (Standard csv).</translation>
    </message>
    <message>
        <source>Every near-duplicate pair: resemblance and containment both ways.</source>
        <translation>Alle Paare von Beinahe-Duplikaten: Ähnlichkeit und Enthaltensein in beide Richtungen.</translation>
    </message>
    <message>
        <source>%1 (default: the last used, else union).</source>
        <translation>%1 (Standard: das zuletzt verwendete, sonst union).</translation>
    </message>
    <message>
        <source>POLICY</source>
        <translation>POLICY</translation>
    </message>
    <message>
        <source>Resemblance (containment for the containment policy) that joins two documents (default: the last used, else 0.5).</source>
        <translation>Ähnlichkeit (beim Verfahren containment: Enthaltensein), ab der zwei Dokumente verbunden werden (Standard: der zuletzt verwendete Wert, sonst 0.5).</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Clusters of near-duplicates, recomputed from the stored pairs.</source>
        <translation>Cluster von Beinahe-Duplikaten, neu berechnet aus den gespeicherten Paaren.</translation>
    </message>
    <message>
        <source>lookalike-cli clusters: unknown policy &apos;%1&apos; (one of %2)
</source>
        <translation>lookalike-cli clusters: unbekanntes Verfahren &apos;%1&apos; (eines von %2)
</translation>
    </message>
    <message>
        <source>Resemblance &gt;= R (default 0.3).</source>
        <translation>Ähnlichkeit &gt;= R (Standard 0.3).</translation>
    </message>
    <message>
        <source>... or containment either way &gt;= C (default 0.5).</source>
        <translation>... oder Enthaltensein in einer der beiden Richtungen &gt;= C (Standard 0.5).</translation>
    </message>
    <message>
        <source>Any file, indexed or not.</source>
        <translation>Beliebige Datei, indiziert oder nicht.</translation>
    </message>
    <message>
        <source>The indexed documents that resemble FILE, contain it or are contained in it.</source>
        <translation>Die indizierten Dokumente, die FILE ähneln, es enthalten oder darin enthalten sind.</translation>
    </message>
    <message>
        <source>lookalike-cli: --%1 takes a whole number &gt;= %2
</source>
        <translation>lookalike-cli: --%1 erwartet eine ganze Zahl &gt;= %2
</translation>
    </message>
    <message>
        <source>lookalike-cli: --%1 takes a whole number from %2 to %3
</source>
        <translation>lookalike-cli: --%1 erwartet eine ganze Zahl von %2 bis %3
</translation>
    </message>
    <message>
        <source>lookalike-cli %1: the index holds no web archive (run &apos;lookalike-cli import&apos; first)
</source>
        <translation>lookalike-cli %1: Der Index enthält kein Webarchiv (zuerst &apos;lookalike-cli import&apos; ausführen)
</translation>
    </message>
    <message>
        <source>lookalike-cli %1: no sweep &apos;%2&apos; (sweeps: %3)
</source>
        <translation>lookalike-cli %1: kein Durchlauf &apos;%2&apos; (Durchläufe: %3)
</translation>
    </message>
    <message>
        <source>The sweep (crawl) these archives belong to (default: the date of the first capture). An existing sweep is added to.</source>
        <translation>Der Durchlauf (Crawl), zu dem diese Archive gehören (Standard: das Datum der ersten Erfassung). Ein vorhandener Durchlauf wird ergänzt.</translation>
    </message>
    <message>
        <source>LABEL</source>
        <translation>LABEL</translation>
    </message>
    <message>
        <source>The sweep&apos;s date, ISO 8601 (default: its earliest capture).</source>
        <translation>Das Datum des Durchlaufs, ISO 8601 (Standard: seine früheste Erfassung).</translation>
    </message>
    <message>
        <source>ISO-DATE</source>
        <translation>ISO-DATE</translation>
    </message>
    <message>
        <source>Only import; do not match and cluster.</source>
        <translation>Nur importieren; nicht abgleichen und clustern.</translation>
    </message>
    <message>
        <source>WARC or ARC files, plain or gzip.</source>
        <translation>WARC- oder ARC-Dateien, unkomprimiert oder gzip.</translation>
    </message>
    <message>
        <source>Import web archives (WARC 1.0/1.1, ARC v1/v2) as one sweep of a crawl.</source>
        <translation>Webarchive (WARC 1.0/1.1, ARC v1/v2) als einen Durchlauf eines Crawls importieren.</translation>
    </message>
    <message>
        <source>lookalike-cli import: --date takes an ISO 8601 date, e.g. 2024-05-01 or 2024-05-01T12:00:00Z
</source>
        <translation>lookalike-cli import: --date erwartet ein Datum nach ISO 8601, z. B. 2024-05-01 oder 2024-05-01T12:00:00Z
</translation>
    </message>
    <message>
        <source>lookalike-cli import: %1: no such file
</source>
        <translation>lookalike-cli import: %1: Datei nicht vorhanden
</translation>
    </message>
    <message>
        <source>archive %1/%2, %3/%4, %5 MB/s, %6 records, %7 documents, %8 problems</source>
        <translation>Archiv %1/%2, %3/%4, %5 MB/s, %6 Datensätze, %7 Dokumente, %8 Probleme</translation>
    </message>
    <message>
        <source>lookalike-cli import: %1
</source>
        <translation>lookalike-cli import: %1
</translation>
    </message>
    <message>
        <source>Import %1 into sweep &apos;%2&apos;: %3 in %4 s
</source>
        <translation>Import von %1 in Durchlauf &apos;%2&apos;: %3 in %4 s
</translation>
    </message>
    <message>
        <source>Archives: %1 (%2 already imported, skipped), %3 read (%4 MB/s), payloads %5
</source>
        <translation>Archive: %1 (%2 bereits importiert, übersprungen), %3 gelesen (%4 MB/s), Nutzdaten %5
</translation>
    </message>
    <message>
        <source>Revisits whose original capture is not in the index: %1 (import the archive that holds it)
</source>
        <translation>Revisit-Datensätze, deren ursprüngliche Erfassung nicht im Index ist: %1 (importieren Sie das Archiv, das sie enthält)
</translation>
    </message>
    <message>
        <source>Problems: %1
</source>
        <translation>Probleme: %1
</translation>
    </message>
    <message>
        <source>The index file.</source>
        <translation>Die Indexdatei.</translation>
    </message>
    <message>
        <source>Resemblance joining pages into a cluster (default 0.5).</source>
        <translation>Ähnlichkeit, ab der Seiten einen Cluster bilden (Standard 0.5).</translation>
    </message>
    <message>
        <source>A URL of an imported crawl.</source>
        <translation>Eine URL eines importierten Crawls.</translation>
    </message>
    <message>
        <source>Broder&apos;s query support: the captures of a URL in each sweep and the URLs of their clusters.</source>
        <translation>Broders Abfrageunterstützung: die Erfassungen einer URL in jedem Durchlauf und die URLs ihrer Cluster.</translation>
    </message>
    <message>
        <source>lookalike-cli url: %1 is in no sweep of the index
</source>
        <translation>lookalike-cli url: %1 ist in keinem Durchlauf des Index
</translation>
    </message>
    <message>
        <source>sweep %1: captured %2, HTTP %3%4
</source>
        <translation>Durchlauf %1: erfasst %2, HTTP %3%4
</translation>
    </message>
    <message>
        <source> (no text)</source>
        <translation> (kein Text)</translation>
    </message>
    <message>
        <source>Every URL gone from the newest sweep.</source>
        <translation>Alle aus dem neuesten Durchlauf verschwundenen URLs.</translation>
    </message>
    <message>
        <source>Least resemblance of a new page to the old one (default 0.4).</source>
        <translation>Mindestähnlichkeit einer neuen Seite zur alten (Standard 0.4).</translation>
    </message>
    <message>
        <source>text or csv (default text).</source>
        <translation>text oder csv (Standard text).</translation>
    </message>
    <message>
        <source>A URL gone from the newest sweep.</source>
        <translation>Eine aus dem neuesten Durchlauf verschwundene URL.</translation>
    </message>
    <message>
        <source>Lost and found: where the pages gone from the newest sweep are now.</source>
        <translation>Fundbüro: wo die aus dem neuesten Durchlauf verschwundenen Seiten jetzt sind.</translation>
    </message>
    <message>
        <source>lookalike-cli lost-found: give a URL or --all
</source>
        <translation>lookalike-cli lost-found: eine URL oder --all angeben
</translation>
    </message>
    <message>
        <source>%1 -&gt; %2 (resemblance %3%4)
</source>
        <translation>%1 -&gt; %2 (Ähnlichkeit %3%4)
</translation>
    </message>
    <message>
        <source>, redirected</source>
        <translation>, weitergeleitet</translation>
    </message>
    <message>
        <source>%1: gone (last seen in sweep %2), nothing in sweep %3 resembles it
</source>
        <translation>%1: verschwunden (zuletzt gesehen in Durchlauf %2), nichts in Durchlauf %3 ähnelt ihr
</translation>
    </message>
    <message>
        <source>%1: still there in sweep %2
</source>
        <translation>%1: noch vorhanden in Durchlauf %2
</translation>
    </message>
    <message>
        <source>%1: never captured with text
</source>
        <translation>%1: nie mit Text erfasst
</translation>
    </message>
    <message>
        <source>%1: in no sweep of the index
</source>
        <translation>%1: in keinem Durchlauf des Index
</translation>
    </message>
    <message>
        <source>%1 URLs gone from sweep %2: %3 found elsewhere, %4 not
</source>
        <translation>%1 URLs aus Durchlauf %2 verschwunden: %3 anderswo gefunden, %4 nicht
</translation>
    </message>
    <message>
        <source>The sweep (default: the newest).</source>
        <translation>Der Durchlauf (Standard: der neueste).</translation>
    </message>
    <message>
        <source>Least pages a host pair shares (default 10).</source>
        <translation>Mindestzahl gemeinsamer Seiten eines Host-Paars (Standard 10).</translation>
    </message>
    <message>
        <source>Also list host pairs that share content but are no mirrors.</source>
        <translation>Auch Host-Paare aufführen, die Inhalte teilen, aber keine Spiegel sind.</translation>
    </message>
    <message>
        <source>Mirrored hosts: host pairs sharing near-duplicate pages under the same paths.</source>
        <translation>Gespiegelte Hosts: Host-Paare, die Beinahe-Duplikate unter denselben Pfaden teilen.</translation>
    </message>
    <message>
        <source>%1  %2  %3 shared pages, %4 of %5 shared clusters under the same path suffix: %6
</source>
        <translation>%1  %2  %3 gemeinsame Seiten, %4 von %5 gemeinsamen Clustern unter derselben Pfadendung: %6
</translation>
    </message>
    <message>
        <source>Sweep %1: %2 mirrored host pairs; %3 other host pairs share &gt;= %4 pages%5
</source>
        <translation>Durchlauf %1: %2 gespiegelte Host-Paare; %3 andere Host-Paare teilen &gt;= %4 Seiten%5
</translation>
    </message>
    <message>
        <source> (--all lists them)</source>
        <translation> (--all führt sie auf)</translation>
    </message>
    <message>
        <source>The earlier sweep.</source>
        <translation>Der frühere Durchlauf.</translation>
    </message>
    <message>
        <source>The later sweep.</source>
        <translation>Der spätere Durchlauf.</translation>
    </message>
    <message>
        <source>text, csv (one row per URL) or json (default text).</source>
        <translation>text, csv (eine Zeile pro URL) oder json (Standard text).</translation>
    </message>
    <message>
        <source>How clusters and pages changed between two sweeps (Fetterly et al.).</source>
        <translation>Wie sich Cluster und Seiten zwischen zwei Durchläufen verändert haben (Fetterly u. a.).</translation>
    </message>
    <message>
        <source>lookalike-cli evolution: --from and --to name two sweeps
</source>
        <translation>lookalike-cli evolution: --from und --to benennen zwei Durchläufe
</translation>
    </message>
    <message>
        <source>From sweep %1 (%2 pages) to sweep %3 (%4 pages): %5 in both, %6 born, %7 died (%8 of them moved)
</source>
        <translation>Von Durchlauf %1 (%2 Seiten) zu Durchlauf %3 (%4 Seiten): %5 in beiden, %6 neu, %7 weggefallen (%8 davon verschoben)
</translation>
    </message>
    <message>
        <source>Change of the pages in both:</source>
        <translation>Änderung der Seiten in beiden:</translation>
    </message>
    <message>
        <source>cluster size   URLs   containment  similarity  reverse containment
</source>
        <translation>Clustergröße   URLs Enthaltensein Ähnlichkeit umgek. Enthaltensein
</translation>
    </message>
    <message>
        <source>, %1 s left</source>
        <translation>, noch %1 s</translation>
    </message>
    <message>
        <source>, %1 pairs</source>
        <translation>, %1 Paare</translation>
    </message>
    <message>
        <source>, %1 candidates</source>
        <translation>, %1 Kandidaten</translation>
    </message>
    <message>
        <source>Matching: %1 %2/%3%4%5</source>
        <translation>Abgleich: %1 %2/%3%4%5</translation>
    </message>
    <message>
        <source>Matched %1 documents (%2 after collapsing equivalent ones) in %3 s: %4 pairs with resemblance &gt;= %5 or containment &gt;= %6 (LSH %7 bands x %8 rows; %9 candidates, %10 settled exactly from the files; %11 common shingles ignored)
</source>
        <translation>%1 Dokumente abgeglichen (%2 nach Zusammenfassen gleichwertiger) in %3 s: %4 Paare mit Ähnlichkeit &gt;= %5 oder Enthaltensein &gt;= %6 (LSH %7 Bänder x %8 Zeilen; %9 Kandidaten, %10 exakt aus den Dateien entschieden; %11 häufige Schindeln ignoriert)
</translation>
    </message>
    <message>
        <source>lookalike-cli: matching cancelled; the index keeps its documents, the next scan matches them
</source>
        <translation>lookalike-cli: Abgleich abgebrochen; der Index behält seine Dokumente, der nächste Scan gleicht sie ab
</translation>
    </message>
    <message>
        <source>clusters of near-duplicates under a policy</source>
        <translation>Cluster von Beinahe-Duplikaten nach einem Verfahren</translation>
    </message>
    <message>
        <source>Usage: lookalike-cli COMMAND [OPTIONS]</source>
        <translation>Aufruf: lookalike-cli BEFEHL [OPTIONEN]</translation>
    </message>
    <message>
        <source>Find near-duplicate documents.</source>
        <translation>Beinahe-Duplikate von Dokumenten finden.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>Run &apos;lookalike-cli COMMAND --help&apos; for a command&apos;s options.</source>
        <translation>&apos;lookalike-cli BEFEHL --help&apos; zeigt die Optionen eines Befehls.</translation>
    </message>
    <message>
        <source>Options: --help, --version</source>
        <translation>Optionen: --help, --version</translation>
    </message>
    <message>
        <source>lookalike-cli %1: matching cancelled; the pairs stored before are kept
</source>
        <translation>lookalike-cli %1: Abgleich abgebrochen; die zuvor gespeicherten Paare bleiben erhalten
</translation>
    </message>
    <message>
        <source>resemblance and containment of two files</source>
        <translation>Ähnlichkeit und Enthaltensein zweier Dateien</translation>
    </message>
    <message>
        <source>how pages and clusters changed between sweeps</source>
        <translation>wie sich Seiten und Cluster zwischen Durchläufen verändert haben</translation>
    </message>
    <message>
        <source>import web archives (WARC, ARC) as a sweep of a crawl</source>
        <translation>Webarchive (WARC, ARC) als Durchlauf eines Crawls importieren</translation>
    </message>
    <message>
        <source>where pages gone from the newest sweep are now</source>
        <translation>wo die aus dem neuesten Durchlauf verschwundenen Seiten jetzt sind</translation>
    </message>
    <message>
        <source>mirrored host pairs of a sweep</source>
        <translation>gespiegelte Host-Paare eines Durchlaufs</translation>
    </message>
    <message>
        <source>near-duplicate pairs with resemblance and containment</source>
        <translation>Paare von Beinahe-Duplikaten mit Ähnlichkeit und Enthaltensein</translation>
    </message>
    <message>
        <source>index folders (text, HTML, PDF, DOCX, ODT, EPUB) and match</source>
        <translation>Ordner indizieren (Text, HTML, PDF, DOCX, ODT, EPUB) und abgleichen</translation>
    </message>
    <message>
        <source>Store pairs down to this resemblance (default 0.5; lower asks match again later).</source>
        <translation>Paare bis hinunter zu dieser Ähnlichkeit speichern (Standard 0.5; wird später weniger verlangt, wird neu abgeglichen).</translation>
    </message>
    <message>
        <source>... and down to this containment either way (default 0.8).</source>
        <translation>... und bis hinunter zu diesem Enthaltensein in einer der beiden Richtungen (Standard 0.8).</translation>
    </message>
    <message>
        <source>Shingles (and band buckets) shared by more than N documents are common: not paired one by one (default: 64, or 5% of a smaller collection).</source>
        <translation>Schindeln (und Band-Buckets), die mehr als N Dokumente gemeinsam haben, gelten als häufig: sie werden nicht einzeln gepaart (Standard: 64 oder 5% einer kleineren Sammlung).</translation>
    </message>
    <message>
        <source>indexed documents like FILE</source>
        <translation>indizierte Dokumente wie FILE</translation>
    </message>
    <message>
        <source>what the index holds</source>
        <translation>was der Index enthält</translation>
    </message>
    <message>
        <source>a URL&apos;s captures per sweep and their clusters</source>
        <translation>Erfassungen einer URL je Durchlauf und ihre Cluster</translation>
    </message>
    <message>
        <source>lookalike-cli: unknown command &apos;%1&apos;
</source>
        <translation>lookalike-cli: unbekannter Befehl &apos;%1&apos;
</translation>
    </message>
    <message>
        <source>Records: %1; %2 requests, metadata and other records skipped
</source>
        <translation>Datensätze: %1; %2 Anfragen, Metadaten und andere Datensätze übersprungen
</translation>
    </message>
</context>
<context>
    <name>lookalike::usecase::FileActions</name>
    <message>
        <source>a web page of an imported archive, not a file</source>
        <translation>eine Webseite eines importierten Archivs, keine Datei</translation>
    </message>
    <message>
        <source>in a reference folder: never touched</source>
        <translation>in einem Referenzordner: wird nie angetastet</translation>
    </message>
    <message>
        <source>kept: the last copy of its cluster</source>
        <translation>behalten: die letzte Kopie ihres Clusters</translation>
    </message>
    <message>
        <source>no trash: cannot create %1</source>
        <translation>kein Papierkorb: %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>could not move to the trash: %1</source>
        <translation>konnte nicht in den Papierkorb verschoben werden: %1</translation>
    </message>
    <message>
        <source>already gone (moved or deleted outside Lookalike): removed from the index</source>
        <translation>bereits verschwunden (außerhalb von Lookalike verschoben oder gelöscht): aus dem Index entfernt</translation>
    </message>
    <message>
        <source>moved to the trash: %1</source>
        <translation>in den Papierkorb verschoben: %1</translation>
    </message>
    <message numerus="yes">
        <source>marked as not a duplicate of the %n other documents selected</source>
        <translation>
            <numerusform>als kein Duplikat des %n anderen ausgewählten Dokuments markiert</numerusform>
            <numerusform>als kein Duplikat der %n anderen ausgewählten Dokumente markiert</numerusform>
        </translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>the file is gone (moved or deleted outside Lookalike): removed from the index</source>
        <translation>die Datei ist verschwunden (außerhalb von Lookalike verschoben oder gelöscht): aus dem Index entfernt</translation>
    </message>
</context>
<context>
    <name>lookalike::usecase::Ingest</name>
    <message>
        <source>%1 records; %2 captures stored (%3 analysed, %4 taken from identical or revisited captures, %5 HTTP errors and redirects); %6 not text</source>
        <translation>%1 Datensätze; %2 Erfassungen gespeichert (%3 analysiert, %4 aus identischen oder erneut besuchten Erfassungen übernommen, %5 HTTP-Fehler und Weiterleitungen); %6 kein Text</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Find near-duplicate documents.</source>
        <translation>Beinahe-Duplikate von Dokumenten finden.</translation>
    </message>
    <message>
        <source>The index file to open.</source>
        <translation>Die zu öffnende Indexdatei.</translation>
    </message>
</context>
</TS>
