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
    <message>
        <source>related documents</source>
        <translation>verwandte Dokumente</translation>
    </message>
    <message>
        <source>nothing was matched before</source>
        <translation>vorher wurde nichts abgeglichen</translation>
    </message>
    <message>
        <source>the common cut-off moved</source>
        <translation>die Grenze für häufige Werte hat sich verschoben</translation>
    </message>
    <message>
        <source>a former document&apos;s sketch is not known</source>
        <translation>die Skizze eines früheren Dokuments ist unbekannt</translation>
    </message>
    <message>
        <source>a quarter of the documents or more changed</source>
        <translation>ein Viertel der Dokumente oder mehr hat sich geändert</translation>
    </message>
    <message>
        <source>too many uncertain pairs to settle them all</source>
        <translation>zu viele unsichere Paare, um alle zu klären</translation>
    </message>
    <message>
        <source>what the last matching found common is not known</source>
        <translation>was der letzte Abgleich als häufig fand, ist unbekannt</translation>
    </message>
    <message>
        <source>the last matching decided some uncertain pairs by their estimates (past the budget)</source>
        <translation>der letzte Abgleich hat einige unsichere Paare nach ihren Schätzungen entschieden (über dem Budget)</translation>
    </message>
    <message>
        <source>the matching options changed</source>
        <translation>die Abgleichsoptionen haben sich geändert</translation>
    </message>
</context>
<context>
    <name>lookalike::ActionLogDialog</name>
    <message>
        <source>Action Log</source>
        <translation>Aktionsprotokoll</translation>
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
    <message>
        <source>Keep this copy</source>
        <translation>Diese Kopie behalten</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Rückgängig gemacht</translation>
    </message>
    <message>
        <source>Not finished</source>
        <translation>Nicht abgeschlossen</translation>
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
        <source>Threshold</source>
        <translation>Schwelle</translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>&amp;New documents only</source>
        <translation>Nur n&amp;eue Dokumente</translation>
    </message>
    <message>
        <source>Compare new against old: only the clusters with a document of a folder marked New (which of these files do I already have?)</source>
        <translation>Neu gegen Alt vergleichen: nur die Cluster mit einem Dokument aus einem als Neu markierten Ordner (welche dieser Dateien habe ich schon?)</translation>
    </message>
    <message>
        <source>The lowest resemblance at which two documents count as near-duplicates</source>
        <translation>Die niedrigste Ähnlichkeit, ab der zwei Dokumente als Beinahe-Duplikate gelten</translation>
    </message>
    <message>
        <source>Add a folder (Add Folder... on the left, or drop folders on this window), then press Scan. Lookalike reads every document and shows here the groups of near-duplicates it finds.</source>
        <translation>Fügen Sie einen Ordner hinzu („Ordner hinzufügen …“ links, oder Ordner auf dieses Fenster ziehen) und klicken Sie dann auf „Durchsuchen“. Lookalike liest jedes Dokument und zeigt hier die gefundenen Gruppen von Beinahe-Duplikaten.</translation>
    </message>
    <message>
        <source>No cluster has a document whose path holds the filter, or one in a folder marked New. (The files of a folder are found once it is scanned.)</source>
        <translation>Kein Cluster hat ein Dokument, dessen Pfad den Filter enthält, oder eines in einem als Neu markierten Ordner. (Die Dateien eines Ordners werden gefunden, sobald er durchsucht wurde.)</translation>
    </message>
    <message>
        <source>Making the clusters again at %1 %: the greyed list below is of the value before, until they arrive.</source>
        <translation>Die Gruppen werden für %1 % neu gebildet: die ausgegraute Liste unten gehört zum vorigen Wert, bis sie da sind.</translation>
    </message>
    <message>
        <source>The clusters are being made again at %1 %: those with a document the filter asks for show when they arrive.</source>
        <translation>Die Cluster werden bei %1 % neu gebildet: Die mit einem Dokument, nach dem der Filter fragt, erscheinen, sobald sie fertig sind.</translation>
    </message>
    <message>
        <source>&amp;Inclusive messages only</source>
        <translation>&amp;Nur inklusive Nachrichten</translation>
    </message>
    <message>
        <source>Mail: hide the messages whose whole text a later message of their conversation quotes; what is left is what a reader needs to read</source>
        <translation>E-Mail: die Nachrichten ausblenden, deren ganzen Text eine spätere Nachricht ihrer Unterhaltung zitiert; was bleibt, ist, was ein Leser lesen muss</translation>
    </message>
</context>
<context>
    <name>lookalike::ClusterModel</name>
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
    <message>
        <source>Every member resembles the copy kept by %1 to %2</source>
        <translation>Jedes Mitglied ähnelt der behaltenen Kopie zu %1 bis %2</translation>
    </message>
    <message numerus="yes">
        <source>Cluster of %n documents; the copy kept (representative): %1</source>
        <translation>
            <numerusform>Cluster aus %n Dokument; behaltene Kopie (Repräsentant): %1</numerusform>
            <numerusform>Cluster aus %n Dokumenten; behaltene Kopie (Repräsentant): %1</numerusform>
        </translation>
    </message>
    <message>
        <source>copy kept</source>
        <translation>behaltene Kopie</translation>
    </message>
    <message>
        <source>%1
The copy kept (the representative): the others are compared with it. Chosen by: marked &quot;keep this copy&quot;, in a reference folder, a name that does not look like a copy, the oldest, the shortest path.</source>
        <translation>%1
Die behaltene Kopie (der Repräsentant): Die anderen werden mit ihr verglichen. Gewählt nach: als „Diese Kopie behalten“ markiert, in einem Referenzordner, ein Name, der nicht nach einer Kopie aussieht, die älteste, der kürzeste Pfad.</translation>
    </message>
    <message>
        <source>%1
Modified %2</source>
        <translation>%1
Geändert: %2</translation>
    </message>
    <message>
        <source>Resemblance: the share of all the word sequences (shingles) of two documents that both have. A member: to the copy kept; a cluster: its lowest and highest, never below the threshold with the default policy</source>
        <translation>Ähnlichkeit: der Anteil aller Wortfolgen (Schindeln) zweier Dokumente, die beide enthalten. Bei einem Mitglied: zur behaltenen Kopie; bei einem Cluster: niedrigster und höchster Wert, beim Standardverfahren nie unter der Schwelle</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>%1
Estimated from the sketches (marked %2): select the member to see the exact figures in the pair view.</source>
        <translation>%1
Aus den Skizzen geschätzt (mit %2 markiert): Wählen Sie das Mitglied, um die genauen Werte in der Paaransicht zu sehen.</translation>
    </message>
    <message>
        <source>Contained: how much of the member is found in the copy kept</source>
        <translation>Enthalten: wie viel des Mitglieds sich in der behaltenen Kopie findet</translation>
    </message>
    <message>
        <source>Contains: how much of the copy kept is found in the member</source>
        <translation>Enthält: wie viel der behaltenen Kopie sich im Mitglied findet</translation>
    </message>
    <message>
        <source>Contained</source>
        <translation>Enthalten</translation>
    </message>
    <message>
        <source>Contains</source>
        <translation>Enthält</translation>
    </message>
    <message>
        <source>%1
From: %2
Date: %3
%4</source>
        <translation>%1
Von: %2
Datum: %3
%4</translation>
    </message>
    <message>
        <source>Not inclusive: a later message of its conversation holds its text (%1)</source>
        <translation>Nicht inklusiv: eine spätere Nachricht ihrer Unterhaltung enthält ihren Text (%1)</translation>
    </message>
</context>
<context>
    <name>lookalike::ClusterPolicy</name>
    <message>
        <source>Similar (union)</source>
        <translation>Ähnlich (Vereinigung)</translation>
    </message>
    <message>
        <source>Similar to a centre (no chains)</source>
        <translation>Ähnlich zu einem Zentrum (ohne Ketten)</translation>
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
        <translation>Webarchive</translation>
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
    <message>
        <source>%1: %2, %3 on %4; pages join a cluster at resemblance %5 or more.</source>
        <translation>%1: %2, %3 auf %4; Seiten bilden ab einer Ähnlichkeit von %5 einen Cluster.</translation>
    </message>
    <message numerus="yes">
        <source>%n sweeps</source>
        <translation>
            <numerusform>%n Durchlauf</numerusform>
            <numerusform>%n Durchläufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hosts</source>
        <translation>
            <numerusform>%n Host</numerusform>
            <numerusform>%n Hosts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sweep %1: %n host pairs share %2 or more</source>
        <translation>
            <numerusform>Durchlauf %1: %n Host-Paar teilt %2 oder mehr</numerusform>
            <numerusform>Durchlauf %1: %n Host-Paare teilen %2 oder mehr</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n of them are mirrors (the same pages under the same paths).</source>
        <translation>
            <numerusform>; davon ist %n ein Spiegel (dieselben Seiten unter denselben Pfaden).</numerusform>
            <numerusform>; davon sind %n Spiegel (dieselben Seiten unter denselben Pfaden).</numerusform>
        </translation>
    </message>
    <message>
        <source>From sweep %1 (%2) to sweep %3 (%4): %5 in both, %6 born, %7 died (%8)</source>
        <translation>Von Durchlauf %1 (%2) bis Durchlauf %3 (%4): %5 in beiden, %6 neu, %7 verschwunden (%8)</translation>
    </message>
    <message numerus="yes">
        <source>%n of them moved</source>
        <translation>
            <numerusform>davon %n verschoben</numerusform>
            <numerusform>davon %n verschoben</numerusform>
        </translation>
    </message>
    <message>
        <source>Pages join a cluster at this resemblance or more, in every tab (the CLI&apos;s crawl commands use it too)</source>
        <translation>Seiten bilden ab dieser Ähnlichkeit einen Cluster, in jedem Reiter (die Crawl-Befehle der Kommandozeile verwenden sie auch)</translation>
    </message>
    <message>
        <source>&amp;Clusters at:</source>
        <translation>&amp;Cluster ab:</translation>
    </message>
    <message>
        <source>gone; a copy that was there already in sweep %1 is still there: not a move</source>
        <translation>verschwunden; eine Kopie, die schon in Durchlauf %1 da war, ist noch da: keine Verschiebung</translation>
    </message>
    <message>
        <source>copy elsewhere (not a move)</source>
        <translation>Kopie anderswo (keine Verschiebung)</translation>
    </message>
    <message numerus="yes">
        <source>%n pages gone from sweep %1: %2 moved, %3 with a copy that was there already, %4 neither.</source>
        <translation>
            <numerusform>%n Seite aus Durchlauf %1 verschwunden: %2 verschoben, %3 mit einer schon vorhandenen Kopie, %4 weder noch.</numerusform>
            <numerusform>%n Seiten aus Durchlauf %1 verschwunden: %2 verschoben, %3 mit einer schon vorhandenen Kopie, %4 weder noch.</numerusform>
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
        <source>Next change</source>
        <translation>Nächste Änderung</translation>
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
        <source>(approximate alignment: the documents differ too much for an exact one)</source>
        <translation>(ungefähre Zuordnung: Die Dokumente unterscheiden sich zu stark für eine exakte)</translation>
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
    <message>
        <source>What the pair view shows</source>
        <translation>Was die Paaransicht zeigt</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>The words one document has and the other has not, in place</source>
        <translation>Die Wörter, die ein Dokument hat und das andere nicht, an Ort und Stelle</translation>
    </message>
    <message>
        <source>Shared passages</source>
        <translation>Gemeinsame Passagen</translation>
    </message>
    <message>
        <source>The passages both documents hold, wherever they are in each: where one contains the other</source>
        <translation>Die Passagen, die beide Dokumente enthalten, wo immer sie in jedem stehen: wo eines das andere enthält</translation>
    </message>
    <message>
        <source> words</source>
        <translation> Wörter</translation>
    </message>
    <message>
        <source>The shortest run of words that counts as a shared passage</source>
        <translation>Die kürzeste Wortfolge, die als gemeinsame Passage zählt</translation>
    </message>
    <message>
        <source>Shortest passage:</source>
        <translation>Kürzeste Passage:</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Gelöscht</translation>
    </message>
    <message>
        <source>Inserted</source>
        <translation>Eingefügt</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <source>No line</source>
        <translation>Keine Zeile</translation>
    </message>
    <message>
        <source>Shared passage</source>
        <translation>Gemeinsame Passage</translation>
    </message>
    <message numerus="yes">
        <source>No differences: %Ln words</source>
        <translation>
            <numerusform>Keine Unterschiede: %Ln Wort</numerusform>
            <numerusform>Keine Unterschiede: %Ln Wörter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words equal</source>
        <translation>
            <numerusform>%Ln Wort gleich</numerusform>
            <numerusform>%Ln Wörter gleich</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No shared passages of %Ln words or more</source>
        <translation>
            <numerusform>Keine gemeinsamen Passagen ab %Ln Wort</numerusform>
            <numerusform>Keine gemeinsamen Passagen ab %Ln Wörtern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln shared passages</source>
        <translation>
            <numerusform>%Ln gemeinsame Passage</numerusform>
            <numerusform>%Ln gemeinsame Passagen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of A, %2 of B</source>
        <translation>%1 von A, %2 von B</translation>
    </message>
    <message numerus="yes">
        <source>Runs of %Ln words or more found in both documents, wherever they are in each; the shares count the words of each document inside them</source>
        <translation>
            <numerusform>Wortfolgen ab %Ln Wort, die in beiden Dokumenten vorkommen, wo immer sie in jedem stehen; die Anteile zählen die Wörter jedes Dokuments darin</numerusform>
            <numerusform>Wortfolgen ab %Ln Wörtern, die in beiden Dokumenten vorkommen, wo immer sie in jedem stehen; die Anteile zählen die Wörter jedes Dokuments darin</numerusform>
        </translation>
    </message>
    <message>
        <source>Previous passage</source>
        <translation>Vorherige Passage</translation>
    </message>
    <message>
        <source>Next passage</source>
        <translation>Nächste Passage</translation>
    </message>
    <message>
        <source>No passages</source>
        <translation>Keine Passagen</translation>
    </message>
    <message>
        <source>Passages: %L1</source>
        <translation>Passagen: %L1</translation>
    </message>
    <message>
        <source>Passage %L1 of %L2</source>
        <translation>Passage %L1 von %L2</translation>
    </message>
    <message>
        <source>Case or punctuation</source>
        <translation>Schreibung oder Satzzeichen</translation>
    </message>
    <message>
        <source>Deleted: words only the left document has; inserted: words only the right one has; changed: words replaced by others; case or punctuation: the same words written otherwise (case, accents, punctuation or spacing only); no line: rows where the other side has lines this side has not</source>
        <translation>Gelöscht: Wörter, die nur das linke Dokument hat; eingefügt: Wörter, die nur das rechte hat; geändert: durch andere ersetzte Wörter; Schreibung oder Satzzeichen: dieselben Wörter anders geschrieben (nur Groß-/Kleinschreibung, Akzente, Satzzeichen oder Leerraum); keine Zeile: Zeilen, wo die andere Seite Zeilen hat, die diese nicht hat</translation>
    </message>
    <message numerus="yes">
        <source>The same %Ln words</source>
        <translation>
            <numerusform>Dasselbe %Ln Wort</numerusform>
            <numerusform>Dieselben %Ln Wörter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln changes of case, punctuation or spacing only</source>
        <translation>
            <numerusform>%Ln Änderung nur der Schreibung, Satzzeichen oder Leerräume</numerusform>
            <numerusform>%Ln Änderungen nur der Schreibung, Satzzeichen oder Leerräume</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>Export the %n Clusters Shown</source>
        <translation>
            <numerusform>Den %n angezeigten Cluster exportieren</numerusform>
            <numerusform>Die %n angezeigten Cluster exportieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export All %n Clusters</source>
        <translation>
            <numerusform>%n Cluster exportieren</numerusform>
            <numerusform>Alle %n Cluster exportieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export the %n selected clusters, or all of them?</source>
        <translation>
            <numerusform>Den %n ausgewählten Cluster oder alle exportieren?</numerusform>
            <numerusform>Die %n ausgewählten Cluster oder alle exportieren?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Selected (%n)</source>
        <translation>
            <numerusform>&amp;Auswahl (%n)</numerusform>
            <numerusform>&amp;Auswahl (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>A&amp;lle</translation>
    </message>
    <message numerus="yes">
        <source>All &amp;shown (%n)</source>
        <translation>
            <numerusform>Alle an&amp;gezeigten (%n)</numerusform>
            <numerusform>Alle an&amp;gezeigten (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;All (%n)</source>
        <translation>
            <numerusform>A&amp;lle (%n)</numerusform>
            <numerusform>A&amp;lle (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export %n Selected Clusters</source>
        <translation>
            <numerusform>%n ausgewählten Cluster exportieren</numerusform>
            <numerusform>%n ausgewählte Cluster exportieren</numerusform>
        </translation>
    </message>
    <message>
        <source>Export All Pairs at %1 or More</source>
        <translation>Alle Paare ab %1 exportieren</translation>
    </message>
    <message>
        <source>Export the Pairs of New Documents at %1 or More</source>
        <translation>Die Paare neuer Dokumente ab %1 exportieren</translation>
    </message>
    <message numerus="yes">
        <source>Export the pairs among the %n selected documents, or all pairs?</source>
        <translation>
            <numerusform>Die Paare des %n ausgewählten Dokuments oder alle Paare exportieren?</numerusform>
            <numerusform>Die Paare unter den %n ausgewählten Dokumenten oder alle Paare exportieren?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Selected (%n documents)</source>
        <translation>
            <numerusform>&amp;Auswahl (%n Dokument)</numerusform>
            <numerusform>&amp;Auswahl (%n Dokumente)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export the Pairs Among %n Selected Documents</source>
        <translation>
            <numerusform>Die Paare des %n ausgewählten Dokuments exportieren</numerusform>
            <numerusform>Die Paare unter %n ausgewählten Dokumenten exportieren</numerusform>
        </translation>
    </message>
    <message>
        <source>Export &amp;Topics...</source>
        <translation>&amp;Themen exportieren...</translation>
    </message>
    <message>
        <source>Export Topics</source>
        <translation>Themen exportieren</translation>
    </message>
    <message>
        <source>Cannot export the topics: %1</source>
        <translation>Die Themen lassen sich nicht exportieren: %1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n documents of topics to %1</source>
        <translation>
            <numerusform>%n Dokument der Themen nach %1 exportiert</numerusform>
            <numerusform>%n Dokumente der Themen nach %1 exportiert</numerusform>
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
    <message numerus="yes">
        <source>These files are gone (moved or deleted outside Lookalike); Edit &gt; Remove Missing Files from Index forgets them:
%1</source>
        <translation>
            <numerusform>Diese Datei ist verschwunden (außerhalb von Lookalike verschoben oder gelöscht); Bearbeiten &gt; Fehlende Dateien aus dem Index entfernen vergisst sie:
%1</numerusform>
            <numerusform>Diese Dateien sind verschwunden (außerhalb von Lookalike verschoben oder gelöscht); Bearbeiten &gt; Fehlende Dateien aus dem Index entfernen vergisst sie:
%1</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>These are web pages of an imported archive, not files: they cannot be moved to the trash.
%1</source>
        <translation>
            <numerusform>Dies ist eine Webseite eines importierten Archivs, keine Datei: Sie kann nicht in den Papierkorb verschoben werden.
%1</numerusform>
            <numerusform>Dies sind Webseiten eines importierten Archivs, keine Dateien: Sie können nicht in den Papierkorb verschoben werden.
%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>These files are in a reference folder and are never touched:
%1</source>
        <translation>
            <numerusform>Diese Datei liegt in einem Referenzordner und wird nie angetastet:
%1</numerusform>
            <numerusform>Diese Dateien liegen in einem Referenzordner und werden nie angetastet:
%1</numerusform>
        </translation>
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
    <message>
        <source>&amp;Undo Ignore</source>
        <translation>Ignorieren &amp;rückgängig machen</translation>
    </message>
    <message>
        <source>The documents ignored last are near-duplicates again</source>
        <translation>Die zuletzt ignorierten Dokumente gelten wieder als Beinahe-Duplikate</translation>
    </message>
    <message>
        <source>&amp;Keep This Copy</source>
        <translation>Diese Kopie &amp;behalten</translation>
    </message>
    <message>
        <source>Make the selected files the copies their clusters keep (the representatives)</source>
        <translation>Die ausgewählten Dateien zu den Kopien machen, die ihre Cluster behalten (den Repräsentanten)</translation>
    </message>
    <message>
        <source>Keep Copies in This &amp;Folder</source>
        <translation>Kopien in diesem Or&amp;dner behalten</translation>
    </message>
    <message>
        <source>Every cluster keeps its copy in the folder of the selected file first</source>
        <translation>Jeder Cluster behält vorrangig seine Kopie im Ordner der ausgewählten Datei</translation>
    </message>
    <message>
        <source>Forget the Copies to Keep</source>
        <translation>Zu behaltende Kopien vergessen</translation>
    </message>
    <message>
        <source>No application is set to open %1.
Reveal in Folder shows it in the file manager; Copy Paths copies its path.</source>
        <translation>Keine Anwendung ist zum Öffnen von %1 eingerichtet.
„Im Ordner anzeigen“ zeigt die Datei im Dateimanager; „Pfade kopieren“ kopiert ihren Pfad.</translation>
    </message>
    <message>
        <source>Cannot undo the ignore: %1</source>
        <translation>Das Ignorieren kann nicht rückgängig gemacht werden: %1</translation>
    </message>
    <message>
        <source>Nothing was ignored: nothing to undo</source>
        <translation>Nichts wurde ignoriert: nichts rückgängig zu machen</translation>
    </message>
    <message numerus="yes">
        <source>%n pairs are near-duplicates again</source>
        <translation>
            <numerusform>%n Paar gilt wieder als Beinahe-Duplikat</numerusform>
            <numerusform>%n Paare gelten wieder als Beinahe-Duplikate</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot mark the copies to keep: %1</source>
        <translation>Die zu behaltenden Kopien können nicht markiert werden: %1</translation>
    </message>
    <message>
        <source>Keeping copies from %1</source>
        <translation>Kopien aus %1 werden behalten</translation>
    </message>
    <message>
        <source>Move to Trash</source>
        <translation>In den Papierkorb verschieben</translation>
    </message>
    <message>
        <source>Select the files to move to the trash, or clusters (their copies but the one kept go), first.</source>
        <translation>Wählen Sie zuerst die Dateien, die in den Papierkorb verschoben werden sollen, oder Cluster (deren Kopien außer der behaltenen verschoben werden).</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorieren</translation>
    </message>
    <message>
        <source>Select two or more members of a cluster (they are not duplicates of each other), or a cluster row (none of its members is a duplicate of another), then Ignore.</source>
        <translation>Wählen Sie zwei oder mehr Mitglieder eines Clusters (sie sind keine Duplikate voneinander) oder eine Clusterzeile (keines ihrer Mitglieder ist ein Duplikat eines anderen), dann Ignorieren.</translation>
    </message>
    <message>
        <source>Nothing was moved to the trash: the index cannot record the move (%1).</source>
        <translation>Nichts wurde in den Papierkorb verschoben: der Index kann das Verschieben nicht vermerken (%1).</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier moves to the trash, cut short before they were recorded, are now recorded from where their files are (View &gt; Action Log).</source>
        <translation>
            <numerusform>%n früheres Verschieben in den Papierkorb, unterbrochen, bevor es vermerkt war, ist jetzt danach vermerkt, wo die Datei ist (Ansicht &gt; Aktionsprotokoll).</numerusform>
            <numerusform>%n frühere Verschiebungen in den Papierkorb, unterbrochen, bevor sie vermerkt waren, sind jetzt danach vermerkt, wo ihre Dateien sind (Ansicht &gt; Aktionsprotokoll).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>These are messages or attachments inside a mailbox, not files of their own: they cannot be moved to the trash (the mailbox is the file).
%1</source>
        <translation>
            <numerusform>Dies ist eine Nachricht oder ein Anhang in einem Postfach, keine eigene Datei: Sie kann nicht in den Papierkorb verschoben werden (das Postfach ist die Datei).
%1</numerusform>
            <numerusform>Dies sind Nachrichten oder Anhänge in einem Postfach, keine eigenen Dateien: Sie können nicht in den Papierkorb verschoben werden (das Postfach ist die Datei).
%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lookalike::FileDialog</name>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
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
        <translation>&amp;Webarchive …</translation>
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
    <message numerus="yes">
        <source>%n documents in them</source>
        <translation>
            <numerusform>%n Dokument darin</numerusform>
            <numerusform>%n Dokumente darin</numerusform>
        </translation>
    </message>
    <message>
        <source>Shown: %1 (filtered)</source>
        <translation>Angezeigt: %1 (gefiltert)</translation>
    </message>
    <message>
        <source>Cannot store the folders in the index: %1</source>
        <translation>Die Ordner können nicht im Index gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Added the folder %1: press Scan to look for its near-duplicates.</source>
        <translation>Ordner %1 hinzugefügt: Klicken Sie auf „Durchsuchen“, um nach seinen Beinahe-Duplikaten zu suchen.</translation>
    </message>
    <message>
        <source>No index at %1: opened %2</source>
        <translation>Kein Index unter %1: %2 geöffnet</translation>
    </message>
    <message>
        <source>Stopped the job on %1 (it resumes when you scan that index again)</source>
        <translation>Die Aufgabe für %1 wurde angehalten (sie wird fortgesetzt, wenn Sie diesen Index erneut durchsuchen)</translation>
    </message>
    <message>
        <source>Add a folder (Add Folder... on the left, or drop folders on this window), then press Scan. Lookalike reads every document and shows here the groups of near-duplicates it finds.</source>
        <translation>Fügen Sie einen Ordner hinzu („Ordner hinzufügen …“ links, oder Ordner auf dieses Fenster ziehen) und klicken Sie dann auf „Durchsuchen“. Lookalike liest jedes Dokument und zeigt hier die gefundenen Gruppen von Beinahe-Duplikaten.</translation>
    </message>
    <message numerus="yes">
        <source>No near-duplicates among the %n documents at this threshold and policy. Move the threshold lower, choose another policy, or scan more folders.</source>
        <translation>
            <numerusform>Keine Beinahe-Duplikate bei %n Dokument mit dieser Schwelle und diesem Verfahren. Senken Sie die Schwelle, wählen Sie ein anderes Verfahren oder durchsuchen Sie weitere Ordner.</numerusform>
            <numerusform>Keine Beinahe-Duplikate unter den %n Dokumenten mit dieser Schwelle und diesem Verfahren. Senken Sie die Schwelle, wählen Sie ein anderes Verfahren oder durchsuchen Sie weitere Ordner.</numerusform>
        </translation>
    </message>
    <message>
        <source>Busy: the job on the index shown before is stopping. Try again in a moment.</source>
        <translation>Beschäftigt: Die Aufgabe für den zuvor angezeigten Index wird beendet. Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>There is no index at %1.
Create a new, empty index there? Cancel opens %2.</source>
        <translation>Unter %1 gibt es keinen Index.
Dort einen neuen, leeren Index anlegen? Abbrechen öffnet %2.</translation>
    </message>
    <message>
        <source>&amp;Near-duplicates</source>
        <translation>&amp;Beinahe-Duplikate</translation>
    </message>
    <message>
        <source>&amp;Related</source>
        <translation>&amp;Verwandt</translation>
    </message>
    <message numerus="yes">
        <source>Added %n folders: press Scan to look for their near-duplicates.</source>
        <translation>
            <numerusform>%n Ordner hinzugefügt: „Durchsuchen“ drücken, um seine Beinahe-Duplikate zu suchen.</numerusform>
            <numerusform>%n Ordner hinzugefügt: „Durchsuchen“ drücken, um ihre Beinahe-Duplikate zu suchen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Related documents: %1</source>
        <translation>Verwandte Dokumente: %1</translation>
    </message>
    <message>
        <source>Related documents could not be found: %1</source>
        <translation>Verwandte Dokumente konnten nicht gefunden werden: %1</translation>
    </message>
    <message>
        <source>Scan cancelled before it started.</source>
        <translation>Durchsuchen abgebrochen, bevor es begann.</translation>
    </message>
    <message>
        <source>Stopping the matching for the clusters: the scan starts then.</source>
        <translation>Der Abgleich für die Cluster wird beendet: Danach beginnt das Durchsuchen.</translation>
    </message>
    <message>
        <source>The scan starts when the current job ends.</source>
        <translation>Das Durchsuchen beginnt, wenn die laufende Aufgabe endet.</translation>
    </message>
    <message numerus="yes">
        <source>%n words per shingle, wrapping around</source>
        <translation>
            <numerusform>%n Wort pro Schindel, umlaufend</numerusform>
            <numerusform>%n Wörtern pro Schindel, umlaufend</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n words per shingle</source>
        <translation>
            <numerusform>%n Wort pro Schindel</numerusform>
            <numerusform>%n Wörtern pro Schindel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seconds</source>
        <translation>
            <numerusform>%n Sekunde</numerusform>
            <numerusform>%n Sekunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minutes</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>This index&apos;s %1 were sketched with %2; the scan settings ask for %3. Sketches made with other settings cannot be compared, so nothing was changed.

Re-sketching reads every document again: %4 and %5, %6 in all, about %7. The current sketches stay until all the new ones are made: cancelling it leaves the index as it is.</source>
        <translation>Die %1 dieses Index wurden mit %2 skizziert; die Scan-Einstellungen verlangen %3. Skizzen mit anderen Einstellungen sind nicht vergleichbar, daher wurde nichts geändert.

Neu skizzieren liest jedes Dokument noch einmal: %4 und %5, insgesamt %6, etwa %7. Die bisherigen Skizzen bleiben, bis alle neuen erstellt sind: Abbrechen lässt den Index, wie er ist.</translation>
    </message>
    <message numerus="yes">
        <source>%n documents</source>
        <translation>
            <numerusform>%n Dokument</numerusform>
            <numerusform>%n Dokumente</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files</source>
        <translation>
            <numerusform>%n Datei</numerusform>
            <numerusform>%n Dateien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n web-archive pages</source>
        <translation>
            <numerusform>%n Seite aus Webarchiven</numerusform>
            <numerusform>%n Seiten aus Webarchiven</numerusform>
        </translation>
    </message>
    <message>
        <source>Re-sketch the Index?</source>
        <translation>Index neu skizzieren?</translation>
    </message>
    <message>
        <source>Re-sketch the Index Before Importing?</source>
        <translation>Index vor dem Import neu skizzieren?</translation>
    </message>
    <message>
        <source>Re-sketch</source>
        <translation>Neu skizzieren</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>%1 beibehalten</translation>
    </message>
    <message>
        <source>Scan not started</source>
        <translation>Scan nicht begonnen</translation>
    </message>
    <message>
        <source>Import not started</source>
        <translation>Import nicht begonnen</translation>
    </message>
    <message>
        <source>Moves to the Trash Cut Short</source>
        <translation>Verschieben in den Papierkorb unterbrochen</translation>
    </message>
    <message>
        <source>Could not record the moves to the trash that were cut short: %1</source>
        <translation>Die unterbrochenen Verschiebungen in den Papierkorb konnten nicht vermerkt werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n moves to the trash were cut short before they were recorded (Lookalike stopped, or the index could not be written). Each is now recorded from where its file is: in the trash, or still in its place. View &gt; Action Log lists them.</source>
        <translation>
            <numerusform>%n Verschieben in den Papierkorb wurde unterbrochen, bevor es vermerkt war (Lookalike hielt an, oder der Index konnte nicht geschrieben werden). Es ist jetzt danach vermerkt, wo die Datei ist: im Papierkorb oder noch an ihrem Ort. Ansicht &gt; Aktionsprotokoll zeigt es.</numerusform>
            <numerusform>%n Verschiebungen in den Papierkorb wurden unterbrochen, bevor sie vermerkt waren (Lookalike hielt an, oder der Index konnte nicht geschrieben werden). Jede ist jetzt danach vermerkt, wo ihre Datei ist: im Papierkorb oder noch an ihrem Ort. Ansicht &gt; Aktionsprotokoll zeigt sie.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, numbers ignored</source>
        <translation>%1, Zahlen ignoriert</translation>
    </message>
    <message>
        <source>Opening %1... (an index from an older version of Lookalike is brought up to date first, which can take a minute)</source>
        <translation>%1 wird geöffnet ... (ein Index einer älteren Version von Lookalike wird zuerst auf den neuen Stand gebracht; das kann eine Minute dauern)</translation>
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
    <message>
        <source>%1
The copy kept in its cluster (its representative): the other members are compared with it.</source>
        <translation>%1
Die behaltene Kopie ihres Clusters (sein Repräsentant): Die anderen Mitglieder werden mit ihr verglichen.</translation>
    </message>
    <message>
        <source>%1
Resemblance to the copy kept: %2 (estimate)
Contained in it: %3; contains it: %4</source>
        <translation>%1
Ähnlichkeit zur behaltenen Kopie: %2 (Schätzung)
Darin enthalten: %3; enthält sie: %4</translation>
    </message>
    <message>
        <source>%1
Resemblance to the copy kept: %2
Contained in it: %3; contains it: %4</source>
        <translation>%1
Ähnlichkeit zur behaltenen Kopie: %2
Darin enthalten: %3; enthält sie: %4</translation>
    </message>
</context>
<context>
    <name>lookalike::ProblemMessage</name>
    <message>
        <source>an EPUB book</source>
        <translation>ein EPUB-Buch</translation>
    </message>
    <message>
        <source>an OpenDocument text</source>
        <translation>ein OpenDocument-Text</translation>
    </message>
    <message>
        <source>a Word document</source>
        <translation>ein Word-Dokument</translation>
    </message>
    <message>
        <source>a ZIP archive, not a document</source>
        <translation>ein ZIP-Archiv, kein Dokument</translation>
    </message>
    <message>
        <source>a PDF document</source>
        <translation>ein PDF-Dokument</translation>
    </message>
    <message>
        <source>a password-protected Office document</source>
        <translation>ein passwortgeschütztes Office-Dokument</translation>
    </message>
    <message>
        <source>an empty ZIP archive</source>
        <translation>ein leeres ZIP-Archiv</translation>
    </message>
    <message>
        <source>an RTF document</source>
        <translation>ein RTF-Dokument</translation>
    </message>
    <message>
        <source>a PNG image</source>
        <translation>ein PNG-Bild</translation>
    </message>
    <message>
        <source>a JPEG image</source>
        <translation>ein JPEG-Bild</translation>
    </message>
    <message>
        <source>a GIF image</source>
        <translation>ein GIF-Bild</translation>
    </message>
    <message>
        <source>a TIFF image</source>
        <translation>ein TIFF-Bild</translation>
    </message>
    <message>
        <source>a 7-Zip archive</source>
        <translation>ein 7-Zip-Archiv</translation>
    </message>
    <message>
        <source>an ELF executable or library</source>
        <translation>ein ELF-Programm oder eine Bibliothek</translation>
    </message>
    <message>
        <source>an SQLite database</source>
        <translation>eine SQLite-Datenbank</translation>
    </message>
    <message>
        <source>a WebP image</source>
        <translation>ein WebP-Bild</translation>
    </message>
    <message>
        <source>binary content (NUL or control bytes), not text</source>
        <translation>binärer Inhalt (NUL- oder Steuerbytes), kein Text</translation>
    </message>
    <message>
        <source>empty file (0 bytes)</source>
        <translation>leere Datei (0 Bytes)</translation>
    </message>
    <message>
        <source>gzip-compressed data</source>
        <translation>gzip-komprimierte Daten</translation>
    </message>
    <message>
        <source>xz-compressed data</source>
        <translation>xz-komprimierte Daten</translation>
    </message>
    <message>
        <source>zstd-compressed data</source>
        <translation>zstd-komprimierte Daten</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>cannot open folder: %1</source>
        <translation>Ordner kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>cannot stat: %1</source>
        <translation>Dateiinformationen nicht lesbar: %1</translation>
    </message>
    <message>
        <source>broken symbolic link: %1</source>
        <translation>defekter symbolischer Link: %1</translation>
    </message>
    <message>
        <source>read error: %1</source>
        <translation>Lesefehler: %1</translation>
    </message>
    <message>
        <source>%1: larger than the size limit of %2</source>
        <translation>%1: größer als die Größengrenze von %2</translation>
    </message>
    <message>
        <source>%1: larger than the %2 Lookalike can analyze as one document</source>
        <translation>%1: größer als die %2, die Lookalike als ein Dokument analysieren kann</translation>
    </message>
    <message>
        <source>binary content of type %1</source>
        <translation>binärer Inhalt vom Typ %1</translation>
    </message>
    <message>
        <source>an office file of type %1, which Lookalike does not read</source>
        <translation>eine Office-Datei vom Typ %1, die Lookalike nicht liest</translation>
    </message>
    <message>
        <source>unknown character set %1</source>
        <translation>unbekannter Zeichensatz %1</translation>
    </message>
    <message>
        <source>%1 crashed (%2): the file may be damaged</source>
        <translation>%1 ist abgestürzt (%2): Die Datei ist vielleicht beschädigt</translation>
    </message>
    <message>
        <source>damaged PDF: %1</source>
        <translation>beschädigtes PDF: %1</translation>
    </message>
    <message>
        <source>an OpenDocument presentation</source>
        <translation>eine OpenDocument-Präsentation</translation>
    </message>
    <message>
        <source>an OpenDocument spreadsheet</source>
        <translation>eine OpenDocument-Tabelle</translation>
    </message>
    <message>
        <source>an Excel spreadsheet</source>
        <translation>eine Excel-Tabelle</translation>
    </message>
    <message>
        <source>a PowerPoint presentation</source>
        <translation>eine PowerPoint-Präsentation</translation>
    </message>
    <message>
        <source>an Office Open XML file that is not a document, presentation or spreadsheet</source>
        <translation>eine Office-Open-XML-Datei, die weder Dokument noch Präsentation noch Tabelle ist</translation>
    </message>
    <message>
        <source>a Word 97-2003 document</source>
        <translation>ein Word-97-2003-Dokument</translation>
    </message>
    <message>
        <source>a mail message</source>
        <translation>eine E-Mail-Nachricht</translation>
    </message>
    <message>
        <source>a mailbox</source>
        <translation>ein Postfach</translation>
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
    <name>lookalike::ProblemReason</name>
    <message>
        <source>No problem</source>
        <translation>Kein Problem</translation>
    </message>
    <message>
        <source>Not found (the file or folder is gone)</source>
        <translation>Nicht gefunden (die Datei oder der Ordner ist verschwunden)</translation>
    </message>
    <message>
        <source>Cannot be read (no permission, or a read error)</source>
        <translation>Nicht lesbar (keine Berechtigung oder ein Lesefehler)</translation>
    </message>
    <message>
        <source>Too large (above the size limit)</source>
        <translation>Zu groß (über der Größengrenze)</translation>
    </message>
    <message>
        <source>Not a text document (binary data, an empty file, or a format Lookalike does not read)</source>
        <translation>Kein Textdokument (Binärdaten, eine leere Datei oder ein Format, das Lookalike nicht liest)</translation>
    </message>
    <message>
        <source>Damaged (truncated or invalid content)</source>
        <translation>Beschädigt (abgeschnittener oder ungültiger Inhalt)</translation>
    </message>
    <message>
        <source>A known format that this build cannot read</source>
        <translation>Ein bekanntes Format, das dieser Build nicht lesen kann</translation>
    </message>
    <message>
        <source>An invalid setting</source>
        <translation>Eine ungültige Einstellung</translation>
    </message>
    <message>
        <source>An error of the index (SQLite)</source>
        <translation>Ein Fehler des Index (SQLite)</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>The web server answered with an error or a redirect</source>
        <translation>Der Webserver antwortete mit einem Fehler oder einer Weiterleitung</translation>
    </message>
    <message>
        <source>An internal error of Lookalike</source>
        <translation>Ein interner Fehler von Lookalike</translation>
    </message>
    <message>
        <source>Its reader failed (crashed, took too long or needed too much memory)</source>
        <translation>Das Leseprogramm ist gescheitert (abgestürzt, zu langsam oder zu viel Speicher)</translation>
    </message>
</context>
<context>
    <name>lookalike::ProblemsDialog</name>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
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
    <name>lookalike::RelatedPanel</name>
    <message>
        <source>Topic</source>
        <translation>Thema</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Similarity</source>
        <translation>Ähnlichkeit</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Weighted similarity of its words to the topic&apos;s centre</source>
        <translation>Gewichtete Ähnlichkeit seiner Wörter mit dem Zentrum des Themas</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Themen</translation>
    </message>
    <message>
        <source>Documents of the topic</source>
        <translation>Dokumente des Themas</translation>
    </message>
    <message>
        <source>What&apos;s related</source>
        <translation>Verwandtes</translation>
    </message>
    <message>
        <source>Export Topics...</source>
        <translation>Themen exportieren...</translation>
    </message>
    <message>
        <source>What&apos;s related: select a document</source>
        <translation>Verwandtes: ein Dokument auswählen</translation>
    </message>
    <message>
        <source>Topics (documents on one subject)</source>
        <translation>Themen (Dokumente über einen Gegenstand)</translation>
    </message>
    <message>
        <source>Cannot read the related documents: %1</source>
        <translation>Die verwandten Dokumente lassen sich nicht lesen: %1</translation>
    </message>
    <message>
        <source>(no words)</source>
        <translation>(keine Wörter)</translation>
    </message>
    <message>
        <source>%1 related pairs among %2 documents; %3 topics.</source>
        <translation>%1 verwandte Paare unter %2 Dokumenten; %3 Themen.</translation>
    </message>
    <message>
        <source>%1 (the topic&apos;s centre)</source>
        <translation>%1 (das Zentrum des Themas)</translation>
    </message>
    <message>
        <source>What&apos;s related to %1</source>
        <translation>Verwandt mit %1</translation>
    </message>
    <message>
        <source>No related documents yet: they are found after each scan or import, in the background.</source>
        <translation>Noch keine verwandten Dokumente: sie werden nach jedem Scan oder Import im Hintergrund gefunden.</translation>
    </message>
    <message>
        <source>Finding related documents for the documents as they are now: %1 %. %2</source>
        <translation>Verwandte Dokumente werden für den jetzigen Stand der Dokumente gesucht: %1 %. %2</translation>
    </message>
</context>
<context>
    <name>lookalike::ScanController</name>
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
        <source>; %1, %2</source>
        <translation>; %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n pairs</source>
        <translation>
            <numerusform>%n Paar</numerusform>
            <numerusform>%n Paare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clusters</source>
        <translation>
            <numerusform>%n Cluster</numerusform>
            <numerusform>%n Cluster</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 indexed, %3 unchanged, %4 could not be used, %5 removed</source>
        <translation>%1, %2 indiziert, %3 unverändert, %4 nicht verwendbar, %5 entfernt</translation>
    </message>
    <message numerus="yes">
        <source>%n files seen</source>
        <translation>
            <numerusform>%n Datei gesehen</numerusform>
            <numerusform>%n Dateien gesehen</numerusform>
        </translation>
    </message>
    <message>
        <source>Sweep %1: %2 (%3 imported before), %4</source>
        <translation>Durchlauf %1: %2 (%3 bereits zuvor importiert), %4</translation>
    </message>
    <message numerus="yes">
        <source>%n archives</source>
        <translation>
            <numerusform>%n Archiv</numerusform>
            <numerusform>%n Archive</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2 found in %3 s</source>
        <translation>%1 und %2 in %3 s gefunden</translation>
    </message>
    <message numerus="yes">
        <source>%n related pairs</source>
        <translation>
            <numerusform>%n verwandtes Paar</numerusform>
            <numerusform>%n verwandte Paare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n topics</source>
        <translation>
            <numerusform>%n Thema</numerusform>
            <numerusform>%n Themen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (matched only the %n new documents)</source>
        <translation>
            <numerusform> (nur das %n neue Dokument abgeglichen)</numerusform>
            <numerusform> (nur die %n neuen Dokumente abgeglichen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Not started: the index was sketched with other settings.</source>
        <translation>Nicht begonnen: Der Index wurde mit anderen Einstellungen skizziert.</translation>
    </message>
    <message numerus="yes">
        <source>%n documents re-sketched; </source>
        <translation>
            <numerusform>%n Dokument neu skizziert; </numerusform>
            <numerusform>%n Dokumente neu skizziert; </numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lookalike::ScanState</name>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>done</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>unterbrochen</translation>
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
    <message>
        <source>Double-click to compare %1 with it</source>
        <translation>Doppelklicken, um %1 damit zu vergleichen</translation>
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
        <source>&amp;Add Folder...</source>
        <translation>Ordner &amp;hinzufügen …</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
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
        <source>Matching: %1, %2 of %3%4</source>
        <translation>Abgleich: %1, %2 von %3%4</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
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
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>The folders this index scans</source>
        <translation>Die Ordner, die dieser Index durchsucht</translation>
    </message>
    <message>
        <source>A reference folder&apos;s files are never moved to the trash, and its copies are the ones kept</source>
        <translation>Die Dateien eines Referenzordners werden nie in den Papierkorb verschoben, und seine Kopien sind die behaltenen</translation>
    </message>
    <message>
        <source>Compare new against old: with &quot;New documents only&quot;, only the clusters with a document of a new folder show (&quot;which of these files do I already have?&quot;)</source>
        <translation>Neu gegen Alt vergleichen: Mit „Nur neue Dokumente“ erscheinen nur die Cluster mit einem Dokument aus einem neuen Ordner („Welche dieser Dateien habe ich schon?“)</translation>
    </message>
    <message>
        <source>Check to mark %1 as new: compared against the other folders</source>
        <translation>Ankreuzen, um %1 als neu zu markieren: wird mit den anderen Ordnern verglichen</translation>
    </message>
    <message>
        <source>Files: %1 of %2%3, %4 MB/s%5, %6
%7</source>
        <translation>Dateien: %1 von %2%3, %4 MB/s%5, %6
%7</translation>
    </message>
    <message numerus="yes">
        <source>%n problems</source>
        <translation>
            <numerusform>%n Problem</numerusform>
            <numerusform>%n Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>Archive %1 of %2, %3 MB/s: %4, %5, %6
%7</source>
        <translation>Archiv %1 von %2, %3 MB/s: %4, %5, %6
%7</translation>
    </message>
    <message numerus="yes">
        <source>%n records</source>
        <translation>
            <numerusform>%n Datensatz</numerusform>
            <numerusform>%n Datensätze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n pairs</source>
        <translation>
            <numerusform>, %n Paar</numerusform>
            <numerusform>, %n Paare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n candidates</source>
        <translation>
            <numerusform>, %n Kandidat</numerusform>
            <numerusform>, %n Kandidaten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n groups</source>
        <translation>
            <numerusform>%n Gruppe</numerusform>
            <numerusform>%n Gruppen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n documents</source>
        <translation>
            <numerusform>%n Dokument</numerusform>
            <numerusform>%n Dokumente</numerusform>
        </translation>
    </message>
    <message>
        <source>Web archives: %1, %2 (View &gt; Crawl...)</source>
        <translation>Webarchive: %1, %2 (Ansicht &gt; Crawl …)</translation>
    </message>
    <message numerus="yes">
        <source>%n sweeps</source>
        <translation>
            <numerusform>%n Durchlauf</numerusform>
            <numerusform>%n Durchläufe</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 s left to read</source>
        <translation>, noch %1 s Lesen</translation>
    </message>
    <message>
        <source>, %1 s left in this phase</source>
        <translation>, noch %1 s in diesem Schritt</translation>
    </message>
    <message>
        <source>Index: %1
Documents: %2 (%3 indexed, %4 could not be used), %5
Identical documents: %6 in %7
Lexically equivalent: %8 in %9
Shingle equivalent: %10 in %11
Near-duplicate pairs: %12
%13
Last scan: %14</source>
        <translation>Index: %1
Dokumente: %2 (%3 indiziert, %4 nicht verwendbar), %5
Identische Dokumente: %6 in %7
Lexikalisch gleichwertig: %8 in %9
Schindel-gleichwertig: %10 in %11
Paare von Beinahe-Duplikaten: %12
%13
Letzter Scan: %14</translation>
    </message>
    <message>
        <source>Clusters: none yet</source>
        <translation>Cluster: noch keine</translation>
    </message>
    <message>
        <source>Clusters (%1 at %2): %3 holding %4</source>
        <translation>Cluster (%1 bei %2): %3 mit %4</translation>
    </message>
    <message>
        <source>Re-sketching: %1 of %2 documents read again (the current sketches stay until all are made)</source>
        <translation>Neu skizzieren: %1 von %2 Dokumenten erneut gelesen (die bisherigen Skizzen bleiben, bis alle erstellt sind)</translation>
    </message>
    <message>
        <source>Index: %1
reading...</source>
        <translation>Index: %1
wird gelesen...</translation>
    </message>
    <message>
        <source>Ignore &amp;numbers</source>
        <translation>&amp;Zahlen ignorieren</translation>
    </message>
    <message>
        <source>Leave numbers out of the words compared, so that revisions of a form or a spreadsheet whose figures changed are found as near-duplicates. Changing it on an index asks whether to sketch every document again.</source>
        <translation>Zahlen aus den verglichenen Wörtern weglassen, damit Fassungen eines Formulars oder einer Tabelle, deren Zahlen sich geändert haben, als Beinahe-Duplikate gefunden werden. Eine Änderung an einem Index fragt, ob jedes Dokument neu skizziert werden soll.</translation>
    </message>
    <message>
        <source>Recognize &amp;text in scanned PDFs (OCR)</source>
        <translation>&amp;Text in gescannten PDFs erkennen (OCR)</translation>
    </message>
    <message>
        <source>Read the text of PDF pages that have no text layer (scans). A page takes a few seconds.</source>
        <translation>Den Text von PDF-Seiten ohne Textebene (Scans) lesen. Eine Seite dauert einige Sekunden.</translation>
    </message>
    <message>
        <source>... and in &amp;images (PNG, JPEG, TIFF)</source>
        <translation>... und in &amp;Bildern (PNG, JPEG, TIFF)</translation>
    </message>
    <message>
        <source>Also read the text of images: scans and photos of pages. Off by default: a folder of photos would take a few seconds a photo.</source>
        <translation>Auch den Text von Bildern lesen: Scans und Fotos von Seiten. Standardmäßig aus: ein Ordner voller Fotos bräuchte einige Sekunden pro Foto.</translation>
    </message>
    <message>
        <source>The languages of the scans, as Tesseract names them, joined by +. Installed: %1.</source>
        <translation>Die Sprachen der Scans, wie Tesseract sie nennt, mit + verbunden. Installiert: %1.</translation>
    </message>
    <message>
        <source>OCR &amp;languages:</source>
        <translation>OCR-&amp;Sprachen:</translation>
    </message>
    <message>
        <source>Text recognition needs Tesseract&apos;s language data (the package tesseract-ocr-eng, for English), which is not installed.</source>
        <translation>Die Texterkennung braucht die Sprachdaten von Tesseract (das Paket tesseract-ocr-eng für Englisch), die nicht installiert sind.</translation>
    </message>
    <message>
        <source>Recognizing text: %1, page %2 of %3</source>
        <translation>Texterkennung: %1, Seite %2 von %3</translation>
    </message>
</context>
<context>
    <name>lookalike::SystemError</name>
    <message>
        <source>No such file or directory</source>
        <translation>Datei oder Verzeichnis nicht gefunden</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>Keine Berechtigung</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>Die Operation ist nicht erlaubt</translation>
    </message>
    <message>
        <source>Too many levels of symbolic links</source>
        <translation>Zu viele Ebenen aus symbolischen Links</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>Der Dateiname ist zu lang</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>Eingabe-/Ausgabefehler</translation>
    </message>
    <message>
        <source>Not a directory</source>
        <translation>Ist kein Verzeichnis</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>Ist ein Verzeichnis</translation>
    </message>
    <message>
        <source>Too many open files</source>
        <translation>Zu viele offene Dateien</translation>
    </message>
    <message>
        <source>Too many open files in system</source>
        <translation>Zu viele offene Dateien im System</translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation>Auf dem Gerät ist kein Speicherplatz mehr verfügbar</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>Das Dateisystem ist nur lesbar</translation>
    </message>
    <message>
        <source>Cannot allocate memory</source>
        <translation>Nicht genügend Hauptspeicher verfügbar</translation>
    </message>
    <message>
        <source>No such device or address</source>
        <translation>Kein solches Gerät oder keine solche Adresse</translation>
    </message>
    <message>
        <source>No such device</source>
        <translation>Kein passendes Gerät gefunden</translation>
    </message>
    <message>
        <source>Stale file handle</source>
        <translation>Veraltete Dateizugriffsnummer</translation>
    </message>
    <message>
        <source>Resource temporarily unavailable</source>
        <translation>Die Ressource ist zur Zeit nicht verfügbar</translation>
    </message>
    <message>
        <source>Device or resource busy</source>
        <translation>Das Gerät oder die Ressource ist belegt</translation>
    </message>
    <message>
        <source>File too large</source>
        <translation>Die Datei ist zu groß</translation>
    </message>
    <message>
        <source>Value too large for defined data type</source>
        <translation>Der Wert ist zu groß für den definierten Datentyp</translation>
    </message>
    <message>
        <source>Invalid argument</source>
        <translation>Ungültiges Argument</translation>
    </message>
    <message>
        <source>File exists</source>
        <translation>Die Datei existiert bereits</translation>
    </message>
    <message>
        <source>Directory not empty</source>
        <translation>Das Verzeichnis ist nicht leer</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>Das Speicherkontingent (Quota) ist überschritten</translation>
    </message>
    <message>
        <source>Transport endpoint is not connected</source>
        <translation>Der Transportendpunkt ist nicht verbunden</translation>
    </message>
    <message>
        <source>Connection timed out</source>
        <translation>Die Wartezeit für die Verbindung ist abgelaufen</translation>
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
    <message>
        <source>%1  (stays: %2)</source>
        <translation>%1  (bleibt: %2)</translation>
    </message>
    <message numerus="yes">
        <source>Move %n files to the trash?</source>
        <translation>
            <numerusform>%n Datei in den Papierkorb verschieben?</numerusform>
            <numerusform>%n Dateien in den Papierkorb verschieben?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n files to the trash? Each is listed with the document it resembles. The index forgets them; View &gt; Action Log keeps a record.</source>
        <translation>
            <numerusform>%n Datei in den Papierkorb verschieben? Sie ist mit dem Dokument aufgeführt, dem sie ähnelt. Der Index vergisst sie; Ansicht &gt; Aktionsprotokoll hält sie fest.</numerusform>
            <numerusform>%n Dateien in den Papierkorb verschieben? Jede ist mit dem Dokument aufgeführt, dem sie ähnelt. Der Index vergisst sie; Ansicht &gt; Aktionsprotokoll hält sie fest.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the files listed stay where they are.</source>
        <translation>
            <numerusform>%n der aufgeführten Dateien bleibt, wo sie ist.</numerusform>
            <numerusform>%n der aufgeführten Dateien bleiben, wo sie sind.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lookalike::UserGuideDialog</name>
    <message>
        <source>Lookalike User Guide</source>
        <translation>Lookalike-Benutzerhandbuch</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Benutzerhandbuch</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>Benutzer&amp;handbuch</translation>
    </message>
    <message>
        <source>What resemblance, containment, the policies and the threshold mean</source>
        <translation>Was Ähnlichkeit, Enthaltensein, die Verfahren und die Schwelle bedeuten</translation>
    </message>
    <message>
        <source>Lookalike finds documents that are the same text, or nearly: copies, reformatted versions, drafts and excerpts. It reads the words of each file, ignoring formatting, capitals and punctuation, and compares the word sequences.</source>
        <translation>Lookalike findet Dokumente mit demselben oder fast demselben Text: Kopien, umformatierte Fassungen, Entwürfe und Auszüge. Es liest die Wörter jeder Datei, ohne Formatierung, Groß- und Kleinschreibung und Satzzeichen zu beachten, und vergleicht die Wortfolgen.</translation>
    </message>
    <message>
        <source>Resemblance (&quot;Match %&quot;)</source>
        <translation>Ähnlichkeit („Match %“)</translation>
    </message>
    <message>
        <source>Containment</source>
        <translation>Enthaltensein</translation>
    </message>
    <message>
        <source>Policies and the threshold</source>
        <translation>Verfahren und Schwelle</translation>
    </message>
    <message>
        <source>The representative</source>
        <translation>Der Repräsentant</translation>
    </message>
    <message>
        <source>Reference folders and new folders</source>
        <translation>Referenzordner und neue Ordner</translation>
    </message>
    <message>
        <source>Move to Trash</source>
        <translation>In den Papierkorb verschieben</translation>
    </message>
    <message>
        <source>Shared passages and the colours of the diff</source>
        <translation>Gemeinsame Passagen und die Farben des Vergleichs</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Lookalike cuts each text into overlapping sequences of a few words (5 by default: &lt;i&gt;Words per shingle&lt;/i&gt; in the scan settings). &quot;to be or not to be that is&quot; gives &quot;to be or not to&quot;, &quot;be or not to be&quot;, &quot;or not to be that&quot; and &quot;not to be that is&quot;.</source>
        <translation>Lookalike zerlegt jeden Text in überlappende Folgen aus wenigen Wörtern (standardmäßig 5: &lt;i&gt;Wörter pro Schindel&lt;/i&gt; in den Scan-Einstellungen). „sein oder nichtsein das ist hier die frage“ ergibt „sein oder nichtsein das ist“, „oder nichtsein das ist hier“, „nichtsein das ist hier die“ und „das ist hier die frage“.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Resemblance&lt;/b&gt; is the share of all the word sequences found in either document that are found in both.</source>
        <translation>Die &lt;b&gt;Ähnlichkeit&lt;/b&gt; ist der Anteil der Wortfolgen, die in beiden Dokumenten vorkommen, an allen Wortfolgen, die in mindestens einem der beiden vorkommen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;100 %&lt;/b&gt;: the same text (the same words in the same order, however it is formatted).</source>
        <translation>&lt;b&gt;100 %&lt;/b&gt;: derselbe Text (dieselben Wörter in derselben Reihenfolge, wie auch immer er formatiert ist).</translation>
    </message>
    <message>
        <source>&lt;b&gt;50 %&lt;/b&gt;: half of the different sequences of the two documents together are in both. Two texts of 1,000 sequences each that share 667 of them have 1,333 different sequences between them: 667 of 1,333 is 50 %.</source>
        <translation>&lt;b&gt;50 %&lt;/b&gt;: Die Hälfte der verschiedenen Folgen beider Dokumente zusammen kommt in beiden vor. Zwei Texte mit je 1.000 Folgen, von denen sie 667 gemeinsam haben, haben zusammen 1.333 verschiedene Folgen: 667 von 1.333 sind 50 %.</translation>
    </message>
    <message>
        <source>&lt;b&gt;About 99 %&lt;/b&gt;: one word changed in a text of 1,000 words. A word is part of 5 sequences, so 995 sequences are shared of 1,005: 99 %.</source>
        <translation>&lt;b&gt;Etwa 99 %&lt;/b&gt;: ein geändertes Wort in einem Text aus 1.000 Wörtern. Ein Wort gehört zu 5 Folgen, also sind 995 von 1.005 Folgen gemeinsam: 99 %.</translation>
    </message>
    <message>
        <source>&lt;b&gt;0 %&lt;/b&gt;: no sequence of five words in common.</source>
        <translation>&lt;b&gt;0 %&lt;/b&gt;: keine gemeinsame Folge aus fünf Wörtern.</translation>
    </message>
    <message>
        <source>&lt;b&gt;&quot;Match %&quot;&lt;/b&gt;, as other duplicate finders (dupeGuru...) call it, is Lookalike&apos;s resemblance: the &lt;i&gt;Resemblance&lt;/i&gt; column of the cluster list, where each member shows its resemblance to the representative of its cluster. The threshold slider sets the lowest resemblance that puts two documents in one cluster.</source>
        <translation>&lt;b&gt;„Match %“&lt;/b&gt;, wie andere Duplikatfinder (dupeGuru …) es nennen, ist bei Lookalike die Ähnlichkeit: die Spalte &lt;i&gt;Ähnlichkeit&lt;/i&gt; der Clusterliste, in der jedes Mitglied seine Ähnlichkeit zum Repräsentanten seines Clusters zeigt. Der Schwellenregler legt die niedrigste Ähnlichkeit fest, bei der zwei Dokumente in einen Cluster kommen.</translation>
    </message>
    <message>
        <source>The figures in the cluster list are estimates from a small sketch of each document, within about 4 points at 50 % (closer near 0 % and 100 %). Select two documents of a cluster: the pair view reads both files and shows the exact figures beside the estimates.</source>
        <translation>Die Werte in der Clusterliste sind Schätzungen aus einem kleinen Sketch jedes Dokuments, bei 50 % auf etwa 4 Prozentpunkte genau (genauer nahe 0 % und 100 %). Wählen Sie zwei Dokumente eines Clusters: Die Paaransicht liest beide Dateien und zeigt die exakten Werte neben den Schätzungen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Containment&lt;/b&gt; of A in B is the share of A&apos;s word sequences that are also in B: how much of A is inside B. It is not symmetric: A may be all inside B while B is mostly outside A.</source>
        <translation>Das &lt;b&gt;Enthaltensein&lt;/b&gt; von A in B ist der Anteil der Wortfolgen von A, die auch in B vorkommen: wie viel von A in B steckt. Es ist nicht symmetrisch: A kann ganz in B stecken, während B größtenteils außerhalb von A liegt.</translation>
    </message>
    <message>
        <source>An excerpt is 100 % contained in the longer text even when their resemblance is low. A quotation of 100 sequences taken from an article of 1,000 sequences is 100 % contained in the article, the article is 10 % contained in the quotation, and their resemblance is 10 % (100 shared of 1,000 different).</source>
        <translation>Ein Auszug ist zu 100 % im längeren Text enthalten, auch wenn ihre Ähnlichkeit gering ist. Ein Zitat aus 100 Folgen aus einem Artikel mit 1.000 Folgen ist zu 100 % im Artikel enthalten, der Artikel zu 10 % im Zitat, und ihre Ähnlichkeit beträgt 10 % (100 gemeinsame von 1.000 verschiedenen).</translation>
    </message>
    <message>
        <source>The policy decides how documents are grouped into clusters; changing it, or the threshold, regroups the stored figures at once, without reading the files again.</source>
        <translation>Das Verfahren bestimmt, wie Dokumente zu Clustern gruppiert werden; wenn Sie es oder die Schwelle ändern, werden die gespeicherten Werte sofort neu gruppiert, ohne die Dateien erneut zu lesen.</translation>
    </message>
    <message>
        <source>two documents whose resemblance reaches the threshold are in one cluster, and so is everything linked to them: if A resembles B and B resembles C, A, B and C are one cluster, even when A and C differ (a chain of revisions).</source>
        <translation>zwei Dokumente, deren Ähnlichkeit die Schwelle erreicht, kommen in einen Cluster, ebenso alles, was mit ihnen verbunden ist: Ähnelt A B und B C, bilden A, B und C einen Cluster, auch wenn sich A und C unterscheiden (eine Kette von Überarbeitungen).</translation>
    </message>
    <message>
        <source>the most similar pairs come first; each cluster has a centre, and a document joins a centre it resembles at the threshold. No chains: every member resembles the centre.</source>
        <translation>die ähnlichsten Paare kommen zuerst; jeder Cluster hat ein Zentrum, und ein Dokument schließt sich einem Zentrum an, dem es mindestens im Maß der Schwelle ähnelt. Keine Ketten: Jedes Mitglied ähnelt dem Zentrum.</translation>
    </message>
    <message>
        <source>a document and the documents contained in it at the threshold (containment instead of resemblance): excerpts, quotations, a chapter inside the whole book.</source>
        <translation>ein Dokument und die Dokumente, die im Maß der Schwelle darin enthalten sind (Enthaltensein statt Ähnlichkeit): Auszüge, Zitate, ein Kapitel im ganzen Buch.</translation>
    </message>
    <message>
        <source>the same bytes: exact copies of the file.</source>
        <translation>dieselben Bytes: exakte Kopien der Datei.</translation>
    </message>
    <message>
        <source>the same words in the same order, whatever the formatting, capitals and punctuation (a text saved as HTML and as plain text).</source>
        <translation>dieselben Wörter in derselben Reihenfolge, unabhängig von Formatierung, Groß- und Kleinschreibung und Satzzeichen (ein Text, als HTML und als reiner Text gespeichert).</translation>
    </message>
    <message>
        <source>the same set of word sequences, whatever their order or repetition.</source>
        <translation>dieselbe Menge von Wortfolgen, unabhängig von Reihenfolge und Wiederholung.</translation>
    </message>
    <message>
        <source>quick tests on the sketches for documents of very high resemblance, as in the papers on web crawls; they take no threshold.</source>
        <translation>schnelle Tests auf den Sketches für Dokumente sehr hoher Ähnlichkeit, wie in den Arbeiten über Web-Crawls; sie verwenden keine Schwelle.</translation>
    </message>
    <message>
        <source>The &lt;b&gt;threshold slider&lt;/b&gt; (30 % to 100 %) sets the lowest resemblance (for &lt;i&gt;%1&lt;/i&gt;: the lowest containment) at which two documents are put together. For example, two documents that resemble each other at 75 % are in one cluster at 70 % and apart at 80 %. Below the lowest threshold the index has figures for (50 % unless you went lower), Lookalike compares the stored sketches again, which takes a moment (it reads again only the few files whose figures are too close to the threshold to decide). The exact and super-shingle policies ignore the slider.</source>
        <translation>Der &lt;b&gt;Schwellenregler&lt;/b&gt; (30 % bis 100 %) legt die niedrigste Ähnlichkeit fest (bei &lt;i&gt;%1&lt;/i&gt;: das niedrigste Enthaltensein), ab der zwei Dokumente zusammengefasst werden. Zwei Dokumente, die einander zu 75 % ähneln, sind zum Beispiel bei 70 % in einem Cluster und bei 80 % getrennt. Unterhalb der niedrigsten Schwelle, für die der Index Werte hat (50 %, sofern Sie nicht schon tiefer gegangen sind), vergleicht Lookalike die gespeicherten Sketches erneut, was einen Moment dauert (es liest nur die wenigen Dateien erneut, deren Werte für eine Entscheidung zu nah an der Schwelle liegen). Die exakten Verfahren und die Superschindel-Verfahren ignorieren den Regler.</translation>
    </message>
    <message>
        <source>Each cluster has a &lt;b&gt;representative&lt;/b&gt;: the copy kept, the one Lookalike suggests keeping. It is listed first, marked as kept in the Resemblance column; every other member shows its figures against it.</source>
        <translation>Jeder Cluster hat einen &lt;b&gt;Repräsentanten&lt;/b&gt;: die behaltene Kopie, die Lookalike zu behalten vorschlägt. Sie steht an erster Stelle und ist in der Spalte Ähnlichkeit als behalten markiert; jedes andere Mitglied zeigt seine Werte im Vergleich zu ihr.</translation>
    </message>
    <message>
        <source>Lookalike chooses it by a rule, in this order:</source>
        <translation>Lookalike wählt ihn nach einer Regel, in dieser Reihenfolge:</translation>
    </message>
    <message>
        <source>a file you marked &lt;i&gt;Keep this copy&lt;/i&gt;, or a file in a folder you marked so;</source>
        <translation>eine Datei, die Sie mit &lt;i&gt;Diese Kopie behalten&lt;/i&gt; markiert haben, oder eine Datei in einem so markierten Ordner;</translation>
    </message>
    <message>
        <source>a file in a reference folder;</source>
        <translation>eine Datei in einem Referenzordner;</translation>
    </message>
    <message>
        <source>a name that does not look like a copy: &quot;report.txt&quot; rather than &quot;report (2).txt&quot;, &quot;Copy of report.txt&quot; or &quot;report.bak&quot;;</source>
        <translation>ein Name, der nicht nach einer Kopie aussieht: „bericht.txt“ statt „bericht (2).txt“, „bericht - Kopie.txt“ oder „bericht.bak“;</translation>
    </message>
    <message>
        <source>the oldest file (for web pages: the first captured);</source>
        <translation>die älteste Datei (bei Webseiten: die zuerst erfasste);</translation>
    </message>
    <message>
        <source>the shortest path.</source>
        <translation>der kürzeste Pfad.</translation>
    </message>
    <message>
        <source>For example, of &quot;/archive/report.txt&quot; (2019) and &quot;/desktop/Copy of report.txt&quot; (2023), the representative is the one in /archive: its name is not a copy&apos;s, and it is older.</source>
        <translation>Von „/archiv/bericht.txt“ (2019) und „/desktop/bericht - Kopie.txt“ (2023) ist zum Beispiel die Datei in /archiv der Repräsentant: Ihr Name ist nicht der einer Kopie, und sie ist älter.</translation>
    </message>
    <message>
        <source>Under &lt;i&gt;%1&lt;/i&gt; the representative is the centre of the cluster, and under &lt;i&gt;%2&lt;/i&gt; the document that contains the others. &lt;i&gt;Duplicates only&lt;/i&gt; hides the representatives, so that selecting everything shown selects the copies you may not need.</source>
        <translation>Bei &lt;i&gt;%1&lt;/i&gt; ist der Repräsentant das Zentrum des Clusters, bei &lt;i&gt;%2&lt;/i&gt; das Dokument, das die anderen enthält. &lt;i&gt;Nur Duplikate&lt;/i&gt; blendet die Repräsentanten aus, sodass die Auswahl alles Angezeigten die Kopien auswählt, die Sie vielleicht nicht brauchen.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;reference folder&lt;/b&gt; (its &lt;i&gt;Reference&lt;/i&gt; box ticked in the Folders list) is compared like any other, but its files are never moved to the trash, and its copies are the ones kept: use it for the collection you trust, such as the published versions.</source>
        <translation>Ein &lt;b&gt;Referenzordner&lt;/b&gt; (Kästchen &lt;i&gt;Referenz&lt;/i&gt; in der Ordnerliste angekreuzt) wird wie jeder andere verglichen, aber seine Dateien werden nie in den Papierkorb verschoben, und seine Kopien sind die behaltenen: Verwenden Sie ihn für die Sammlung, der Sie vertrauen, etwa die veröffentlichten Fassungen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Compare new against old&lt;/b&gt;: tick the &lt;i&gt;New&lt;/i&gt; box of the folders that hold the new documents, and &lt;i&gt;New documents only&lt;/i&gt; above the clusters. Then only the pairs in which a document from a new folder takes part count: each new document against the old ones and against the other new ones; pairs of two old documents are left out. It answers &quot;which of these files do I already have?&quot;. For example, with this year&apos;s 200 submissions marked new and last year&apos;s 5,000 as old, you see the submissions that copy each other or an old one, not the duplicates among the old ones that you know already.</source>
        <translation>&lt;b&gt;Neu gegen Alt vergleichen&lt;/b&gt;: Kreuzen Sie das Kästchen &lt;i&gt;Neu&lt;/i&gt; der Ordner mit den neuen Dokumenten an und &lt;i&gt;Nur neue Dokumente&lt;/i&gt; über den Clustern. Dann zählen nur die Paare, an denen ein Dokument aus einem neuen Ordner beteiligt ist: jedes neue Dokument gegen die alten und gegen die anderen neuen; Paare aus zwei alten Dokumenten bleiben außen vor. Das beantwortet die Frage „Welche dieser Dateien habe ich schon?“. Sind zum Beispiel die 200 Einreichungen dieses Jahres als neu markiert und die 5.000 des Vorjahres als alt, sehen Sie die Einreichungen, die einander oder eine alte kopieren, nicht die Duplikate unter den alten, die Sie schon kennen.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Edit &amp;gt; Move to Trash...&lt;/i&gt; moves the selected files to the desktop&apos;s trash, from where they can be restored. Lookalike never deletes a file. It first lists each file with the document it resembles and asks for confirmation.</source>
        <translation>&lt;i&gt;Bearbeiten &amp;gt; In den Papierkorb verschieben …&lt;/i&gt; verschiebt die ausgewählten Dateien in den Papierkorb der Arbeitsumgebung, aus dem sie wiederhergestellt werden können. Lookalike löscht nie eine Datei. Es führt zuerst jede Datei mit dem Dokument auf, dem sie ähnelt, und bittet um Bestätigung.</translation>
    </message>
    <message>
        <source>It never touches a file in a reference folder, nor a web page read from an archive. It never moves the last copy: when every member of a cluster is selected, the representative stays, unless you tick &lt;i&gt;Also move the last copy of ... clusters to the trash&lt;/i&gt;. For example, selecting all 3 members of a cluster moves 2 files and keeps the representative. Each file moved, or refused, is written in &lt;i&gt;View &amp;gt; Action Log&lt;/i&gt;.</source>
        <translation>Es tastet nie eine Datei in einem Referenzordner an, ebenso wenig eine aus einem Archiv gelesene Webseite. Es verschiebt nie die letzte Kopie: Sind alle Mitglieder eines Clusters ausgewählt, bleibt der Repräsentant, außer Sie kreuzen &lt;i&gt;Auch die letzte Kopie von … Clustern in den Papierkorb verschieben&lt;/i&gt; an. Werden zum Beispiel alle 3 Mitglieder eines Clusters ausgewählt, werden 2 Dateien verschoben, und der Repräsentant bleibt. Jede verschobene oder verweigerte Datei wird in &lt;i&gt;Ansicht &amp;gt; Aktionsprotokoll&lt;/i&gt; festgehalten.</translation>
    </message>
    <message>
        <source>Select two documents of a cluster to compare them: the pair view shows the exact resemblance and both containments, and the two texts side by side, in two views.</source>
        <translation>Wählen Sie zwei Dokumente eines Clusters, um sie zu vergleichen: Die Paaransicht zeigt die exakte Ähnlichkeit und beide Richtungen des Enthaltenseins sowie die beiden Texte nebeneinander, in zwei Ansichten.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Changes&lt;/b&gt; shows, in place, what one document has and the other has not:</source>
        <translation>&lt;b&gt;Änderungen&lt;/b&gt; zeigt an Ort und Stelle, was ein Dokument hat und das andere nicht:</translation>
    </message>
    <message>
        <source>Text without colour is the same in both documents.</source>
        <translation>Text ohne Farbe ist in beiden Dokumenten gleich.</translation>
    </message>
    <message>
        <source>&lt;span style=&quot;background-color: rgba(220, 40, 40, 90)&quot;&gt;Red&lt;/span&gt; (deleted): words only the left document has.</source>
        <translation>&lt;span style=&quot;background-color: rgba(220, 40, 40, 90)&quot;&gt;Rot&lt;/span&gt; (gelöscht): Wörter, die nur das linke Dokument hat.</translation>
    </message>
    <message>
        <source>&lt;span style=&quot;background-color: rgba(40, 170, 60, 90)&quot;&gt;Green&lt;/span&gt; (inserted): words only the right document has.</source>
        <translation>&lt;span style=&quot;background-color: rgba(40, 170, 60, 90)&quot;&gt;Grün&lt;/span&gt; (eingefügt): Wörter, die nur das rechte Dokument hat.</translation>
    </message>
    <message>
        <source>&lt;span style=&quot;background-color: rgba(235, 165, 0, 110)&quot;&gt;Amber&lt;/span&gt; (changed): words replaced by others.</source>
        <translation>&lt;span style=&quot;background-color: rgba(235, 165, 0, 110)&quot;&gt;Orange&lt;/span&gt; (geändert): durch andere ersetzte Wörter.</translation>
    </message>
    <message>
        <source>Hatched rows (no line): lines the other side has and this side has not, so that both sides stay level.</source>
        <translation>Schraffierte Zeilen (keine Zeile): Zeilen, die die andere Seite hat und diese nicht, damit beide Seiten auf gleicher Höhe bleiben.</translation>
    </message>
    <message>
        <source>The change you are on is shown in the selection colour. &lt;i&gt;Next change&lt;/i&gt; and &lt;i&gt;Previous change&lt;/i&gt; (Alt+Down, Alt+Up) go from one change to the next; both sides scroll together.</source>
        <translation>Die aktuelle Änderung erscheint in der Auswahlfarbe. &lt;i&gt;Nächste Änderung&lt;/i&gt; und &lt;i&gt;Vorherige Änderung&lt;/i&gt; (Alt+Pfeil nach unten, Alt+Pfeil nach oben) springen von einer Änderung zur nächsten; beide Seiten scrollen gemeinsam.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shared passages&lt;/b&gt; shows, in &lt;span style=&quot;background-color: rgba(40, 110, 230, 80)&quot;&gt;blue&lt;/span&gt;, the runs of words both documents hold, wherever they are in each: a paragraph moved to another place is still shared. &lt;i&gt;Shortest passage&lt;/i&gt; sets how many words in a row count (6 by default). This is the view for containment: if all of a 300-word excerpt is blue in the excerpt, it is 100 % contained in the other document, however little of the other document is blue.</source>
        <translation>&lt;b&gt;Gemeinsame Passagen&lt;/b&gt; zeigt in &lt;span style=&quot;background-color: rgba(40, 110, 230, 80)&quot;&gt;Blau&lt;/span&gt; die Wortfolgen, die beide Dokumente enthalten, wo immer sie in jedem stehen: Ein an eine andere Stelle verschobener Absatz ist trotzdem gemeinsam. &lt;i&gt;Kürzeste Passage&lt;/i&gt; legt fest, wie viele aufeinanderfolgende Wörter zählen (standardmäßig 6). Dies ist die Ansicht für das Enthaltensein: Ist ein Auszug aus 300 Wörtern im Auszug ganz blau, ist er zu 100 % im anderen Dokument enthalten, wie wenig vom anderen Dokument auch blau ist.</translation>
    </message>
    <message>
        <source>&lt;i&gt;View &amp;gt; Problems...&lt;/i&gt; lists the files Lookalike could not use, each with its reason and the details, for example:</source>
        <translation>&lt;i&gt;Ansicht &amp;gt; Probleme …&lt;/i&gt; führt die Dateien auf, die Lookalike nicht verwenden konnte, jeweils mit Grund und Details, zum Beispiel:</translation>
    </message>
    <message>
        <source>Exports (CSV) and the command line keep the short codes of the reasons (not-text, too-large...), which stay the same in every language.</source>
        <translation>Exporte (CSV) und die Befehlszeile behalten die Kurzcodes der Gründe (not-text, too-large …), die in jeder Sprache gleich bleiben.</translation>
    </message>
    <message>
        <source>Related documents</source>
        <translation>Verwandte Dokumente</translation>
    </message>
    <message>
        <source>Near-duplicates say the same thing; related documents are about the same thing. The &lt;i&gt;Related&lt;/i&gt; tab groups documents by the words they use: each document&apos;s words without the most common ones (&quot;the&quot;, &quot;and&quot;), reduced to their stems (&quot;cars&quot; and &quot;car&quot; count as one), and weighted so that words few documents use count most. A web page also takes the words other pages use when they link to it.</source>
        <translation>Beinahe-Duplikate sagen dasselbe; verwandte Dokumente handeln vom selben. Der Reiter &lt;i&gt;Verwandt&lt;/i&gt; gruppiert Dokumente nach den Wörtern, die sie verwenden: die Wörter jedes Dokuments ohne die häufigsten (&quot;der&quot;, &quot;und&quot;), auf ihren Stamm gebracht (&quot;Autos&quot; und &quot;Auto&quot; zählen als eins) und so gewichtet, dass Wörter, die wenige Dokumente verwenden, am meisten zählen. Eine Webseite erhält außerdem die Wörter, mit denen andere Seiten auf sie verweisen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Similarity&lt;/b&gt; is the share of weight two documents have in common: 100 % for the same words in the same proportions, 10 % already for two pages on one subject. &lt;b&gt;Topics&lt;/b&gt; are groups around a centre document, named by their weightiest words. &lt;b&gt;What&apos;s related&lt;/b&gt; lists the documents nearest to the one selected. For example, the manual page of &lt;i&gt;dropuser&lt;/i&gt; lists those of &lt;i&gt;dropdb&lt;/i&gt;, &lt;i&gt;createuser&lt;/i&gt; and &lt;i&gt;clusterdb&lt;/i&gt;, which share no sentence with it.</source>
        <translation>&lt;b&gt;Ähnlichkeit&lt;/b&gt; ist der Anteil des Gewichts, den zwei Dokumente gemeinsam haben: 100 % für dieselben Wörter in denselben Anteilen, 10 % schon für zwei Seiten über ein Thema. &lt;b&gt;Themen&lt;/b&gt; sind Gruppen um ein Zentrumsdokument, benannt nach ihren gewichtigsten Wörtern. &lt;b&gt;Was ist verwandt&lt;/b&gt; listet die Dokumente, die dem ausgewählten am nächsten sind. Zum Beispiel listet die Handbuchseite von &lt;i&gt;dropuser&lt;/i&gt; die von &lt;i&gt;dropdb&lt;/i&gt;, &lt;i&gt;createuser&lt;/i&gt; und &lt;i&gt;clusterdb&lt;/i&gt;, die keinen Satz mit ihr teilen.</translation>
    </message>
    <message>
        <source>The cluster list shows both directions for each member: &lt;i&gt;Contained&lt;/i&gt; (how much of the member is inside the copy kept) and &lt;i&gt;Contains&lt;/i&gt; (how much of the copy kept is inside the member).</source>
        <translation>Die Clusterliste zeigt für jedes Mitglied beide Richtungen: &lt;i&gt;Enthalten&lt;/i&gt; (wie viel des Mitglieds in der behaltenen Kopie steckt) und &lt;i&gt;Enthält&lt;/i&gt; (wie viel der behaltenen Kopie im Mitglied steckt).</translation>
    </message>
    <message>
        <source>An index keeps the width it was made with, and the scan settings show it: sequences of other widths cannot be compared. A scan asking for another width first asks whether to &lt;i&gt;re-sketch&lt;/i&gt;: every document is read again, files and web pages alike, and the index keeps its current sketches until all the new ones are made.</source>
        <translation>Ein Index behält die Breite, mit der er erstellt wurde, und die Scan-Einstellungen zeigen sie: Folgen anderer Breite sind nicht vergleichbar. Ein Scan, der eine andere Breite verlangt, fragt zuerst, ob &lt;i&gt;neu skizziert&lt;/i&gt; werden soll: Jedes Dokument wird erneut gelesen, Dateien wie Webseiten, und der Index behält seine bisherigen Skizzen, bis alle neuen erstellt sind.</translation>
    </message>
    <message>
        <source>Documents it reads</source>
        <translation>Welche Dokumente es liest</translation>
    </message>
    <message>
        <source>Lookalike compares the words, not the files: a presentation and the handout typed from it, or a spreadsheet saved as XLSX and as ODS, are near-duplicates although their formats differ.</source>
        <translation>Lookalike vergleicht die Wörter, nicht die Dateien: eine Präsentation und das danach getippte Handout, oder eine Tabelle, die als XLSX und als ODS gespeichert wurde, sind Beinahe-Duplikate, auch wenn ihre Formate verschieden sind.</translation>
    </message>
    <message>
        <source>Plain text in any common encoding, HTML, Markdown and source code; PDF files that have a text layer; Word (DOCX and DOC), OpenDocument (ODT) and RTF texts; EPUB books; PowerPoint (PPTX) and OpenDocument (ODP) presentations: the text of every slide in order, each followed by its speaker notes; Excel (XLSX) and OpenDocument (ODS) spreadsheets: every sheet in order, row by row, the values the cells show (not their formulas). Any of them may be gzip-compressed (&lt;i&gt;.gz&lt;/i&gt;). Web archives (WARC, ARC) are imported with &lt;i&gt;File &amp;gt; Import Web Archives&lt;/i&gt;.</source>
        <translation>Reiner Text in jeder gängigen Kodierung, HTML, Markdown und Quelltext; PDF-Dateien mit einer Textebene; Word- (DOCX und DOC), OpenDocument- (ODT) und RTF-Texte; EPUB-Bücher; PowerPoint- (PPTX) und OpenDocument-Präsentationen (ODP): der Text jeder Folie der Reihe nach, jeweils gefolgt von ihren Notizen; Excel- (XLSX) und OpenDocument-Tabellen (ODS): jedes Blatt der Reihe nach, Zeile für Zeile, die Werte, die die Zellen zeigen (nicht ihre Formeln). Jede davon darf gzip-komprimiert sein (&lt;i&gt;.gz&lt;/i&gt;). Webarchive (WARC, ARC) werden mit &lt;i&gt;Datei &amp;gt; Webarchive importieren&lt;/i&gt; eingelesen.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Ignore numbers&lt;/i&gt; in the scan settings leaves numbers out of the words compared, so that revisions of a form, an invoice or a spreadsheet whose figures changed are found as near-duplicates; words holding digits (&quot;v2&quot;, &quot;3rd&quot;) stay. Like the width, it is the index&apos;s: changing it asks whether to re-sketch.</source>
        <translation>&lt;i&gt;Zahlen ignorieren&lt;/i&gt; in den Scan-Einstellungen lässt Zahlen aus den verglichenen Wörtern weg, damit Fassungen eines Formulars, einer Rechnung oder einer Tabelle, deren Zahlen sich geändert haben, als Beinahe-Duplikate gefunden werden; Wörter mit Ziffern („v2“, „3rd“) bleiben. Wie die Breite gehört die Einstellung zum Index: eine Änderung fragt, ob neu skizziert werden soll.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scans.&lt;/b&gt; The pages of a PDF that have no text layer (a scanned letter or contract) are read by text recognition (OCR): a page takes a few seconds, and the progress says which file and page are being recognized. Images (PNG, JPEG, TIFF) are read too when &lt;i&gt;... and in images&lt;/i&gt; is checked in the scan settings: it is off by default, because a folder of photos would take a few seconds a photo. &lt;i&gt;OCR languages&lt;/i&gt; names the languages of the scans (for example &lt;i&gt;eng+deu&lt;/i&gt;); empty, English and your own language are used. A scan and the text it was printed from are near-duplicates: recognition of a clean page gets nearly every word right.</source>
        <translation>&lt;b&gt;Scans.&lt;/b&gt; Die Seiten einer PDF-Datei ohne Textebene (ein gescannter Brief oder Vertrag) werden per Texterkennung (OCR) gelesen: eine Seite dauert einige Sekunden, und der Fortschritt zeigt, welche Datei und Seite gerade erkannt wird. Bilder (PNG, JPEG, TIFF) werden ebenfalls gelesen, wenn &lt;i&gt;... und in Bildern&lt;/i&gt; in den Scan-Einstellungen angehakt ist: standardmäßig ist es aus, weil ein Ordner voller Fotos einige Sekunden pro Foto bräuchte. &lt;i&gt;OCR-Sprachen&lt;/i&gt; nennt die Sprachen der Scans (zum Beispiel &lt;i&gt;eng+deu&lt;/i&gt;); leer werden Englisch und Ihre eigene Sprache verwendet. Ein Scan und der Text, aus dem er gedruckt wurde, sind Beinahe-Duplikate: die Erkennung einer sauberen Seite trifft fast jedes Wort.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mail.&lt;/b&gt; Mail files (&lt;i&gt;.eml&lt;/i&gt;), mailboxes (mbox files such as Thunderbird&apos;s &lt;i&gt;Inbox&lt;/i&gt;) and Maildir folders are read message by message: each message is a document named by its subject, sender and date, and each attachment is a document of its own. A reply holds the words it quotes, so the message it answers is &lt;i&gt;contained&lt;/i&gt; in it; the same attachment sent ten times is one cluster. The &lt;i&gt;inclusive&lt;/i&gt; messages of a conversation are those whose text no later message quotes: check &lt;i&gt;Inclusive messages only&lt;/i&gt; above the clusters to read only those. A message cannot be moved to the trash on its own: the mailbox is the file.</source>
        <translation>&lt;b&gt;E-Mail.&lt;/b&gt; E-Mail-Dateien (&lt;i&gt;.eml&lt;/i&gt;), Postfächer (mbox-Dateien wie Thunderbirds &lt;i&gt;Inbox&lt;/i&gt;) und Maildir-Ordner werden Nachricht für Nachricht gelesen: jede Nachricht ist ein Dokument, benannt nach Betreff, Absender und Datum, und jeder Anhang ist ein eigenes Dokument. Eine Antwort enthält die Wörter, die sie zitiert, daher ist die beantwortete Nachricht in ihr &lt;i&gt;enthalten&lt;/i&gt;; derselbe Anhang, zehnmal verschickt, ist ein Cluster. Die &lt;i&gt;inklusiven&lt;/i&gt; Nachrichten einer Unterhaltung sind jene, deren Text keine spätere Nachricht zitiert: haken Sie &lt;i&gt;Nur inklusive Nachrichten&lt;/i&gt; über den Clustern an, um nur diese zu lesen. Eine Nachricht kann nicht allein in den Papierkorb verschoben werden: das Postfach ist die Datei.</translation>
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
        <source>Near-duplicate pairs: %1
</source>
        <translation>Paare von Beinahe-Duplikaten: %1
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
        <source>POLICY</source>
        <translation>POLICY</translation>
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
        <source>lookalike-cli %1: --date takes an ISO 8601 date, e.g. 2024-05-01 or 2024-05-01T12:00:00Z
</source>
        <translation>lookalike-cli %1: --date erwartet ein Datum nach ISO 8601, z. B. 2024-05-01 oder 2024-05-01T12:00:00Z
</translation>
    </message>
    <message>
        <source>lookalike-cli import: %1: no such file
</source>
        <translation>lookalike-cli import: %1: Datei nicht vorhanden
</translation>
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
        <source>Matching: %1 %2/%3%4%5</source>
        <translation>Abgleich: %1 %2/%3%4%5</translation>
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
        <source>%1 [%2]</source>
        <translation>%1 [%2]</translation>
    </message>
    <message>
        <source>  %1: %2 (%3)
</source>
        <translation>  %1: %2 (%3)
</translation>
    </message>
    <message numerus="yes">
        <source>, %n pairs</source>
        <translation>
            <numerusform>, %n Paar</numerusform>
            <numerusform>, %n Paare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n candidates</source>
        <translation>
            <numerusform>, %n Kandidat</numerusform>
            <numerusform>, %n Kandidaten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n documents</source>
        <translation>
            <numerusform>%n Dokument</numerusform>
            <numerusform>%n Dokumente</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pairs</source>
        <translation>
            <numerusform>%n Paar</numerusform>
            <numerusform>%n Paare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bands</source>
        <translation>
            <numerusform>%n Band</numerusform>
            <numerusform>%n Bänder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rows</source>
        <translation>
            <numerusform>%n Zeile</numerusform>
            <numerusform>%n Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n candidates</source>
        <translation>
            <numerusform>%n Kandidat</numerusform>
            <numerusform>%n Kandidaten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n common shingles</source>
        <translation>
            <numerusform>%n häufige Schindel</numerusform>
            <numerusform>%n häufige Schindeln</numerusform>
        </translation>
    </message>
    <message>
        <source>Clusters (%1 at %2): %3 holding %4
</source>
        <translation>Cluster (%1 bei %2): %3 mit %4
</translation>
    </message>
    <message numerus="yes">
        <source>%n clusters</source>
        <translation>
            <numerusform>%n Cluster</numerusform>
            <numerusform>%n Cluster</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n words</source>
        <translation>
            <numerusform>%n Wort</numerusform>
            <numerusform>%n Wörter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n distinct %1-word shingles</source>
        <translation>
            <numerusform>%n verschiedene Schindel aus %1 Wörtern</numerusform>
            <numerusform>%n verschiedene Schindeln aus %1 Wörtern</numerusform>
        </translation>
    </message>
    <message>
        <source>MinHash: k=%1 one-permutation hashing; sample: MOD 2^%2 (%3 and %4)
</source>
        <translation>MinHash: k=%1, One-Permutation-Hashing; Stichprobe: MOD 2^%2 (%3 und %4)
</translation>
    </message>
    <message numerus="yes">
        <source>%n shingles</source>
        <translation>
            <numerusform>%n Schindel</numerusform>
            <numerusform>%n Schindeln</numerusform>
        </translation>
    </message>
    <message>
        <source>From sweep %1 (%2) to sweep %3 (%4): %5 in both, %6 born, %7 died (%8)
</source>
        <translation>Von Durchlauf %1 (%2) bis Durchlauf %3 (%4): %5 in beiden, %6 neu, %7 verschwunden (%8)
</translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them moved</source>
        <translation>
            <numerusform>davon %n verschoben</numerusform>
            <numerusform>davon %n verschoben</numerusform>
        </translation>
    </message>
    <message>
        <source>archive %1/%2, %3/%4, %5 MB/s, %6, %7, %8</source>
        <translation>Archiv %1/%2, %3/%4, %5 MB/s, %6, %7, %8</translation>
    </message>
    <message numerus="yes">
        <source>%n records</source>
        <translation>
            <numerusform>%n Datensatz</numerusform>
            <numerusform>%n Datensätze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problems</source>
        <translation>
            <numerusform>%n Problem</numerusform>
            <numerusform>%n Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>Records: %1; %2
</source>
        <translation>Datensätze: %1; %2
</translation>
    </message>
    <message numerus="yes">
        <source>%n records skipped (requests, metadata and others)</source>
        <translation>
            <numerusform>%n Datensatz übersprungen (Anfragen, Metadaten und andere)</numerusform>
            <numerusform>%n Datensätze übersprungen (Anfragen, Metadaten und andere)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1  %2  %3, %4 of %5 under the same path suffix: %6
</source>
        <translation>%1  %2  %3, %4 von %5 unter derselben Pfadendung: %6
</translation>
    </message>
    <message numerus="yes">
        <source>%n shared pages</source>
        <translation>
            <numerusform>%n gemeinsame Seite</numerusform>
            <numerusform>%n gemeinsame Seiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shared clusters</source>
        <translation>
            <numerusform>%n gemeinsamer Cluster</numerusform>
            <numerusform>%n gemeinsame Cluster</numerusform>
        </translation>
    </message>
    <message>
        <source>Sweep %1: %2; %3 &gt;= %4%5
</source>
        <translation>Durchlauf %1: %2; %3 &gt;= %4%5
</translation>
    </message>
    <message numerus="yes">
        <source>%n mirrored host pairs</source>
        <translation>
            <numerusform>%n gespiegeltes Host-Paar</numerusform>
            <numerusform>%n gespiegelte Host-Paare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other host pairs share</source>
        <translation>
            <numerusform>%n weiteres Host-Paar teilt</numerusform>
            <numerusform>%n weitere Host-Paare teilen</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare new against old: only the pairs with a document in FOLDER (repeatable).</source>
        <translation>Neu gegen Alt vergleichen: nur die Paare mit einem Dokument in FOLDER (wiederholbar).</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>FOLDER</translation>
    </message>
    <message>
        <source>files %1/%2%3, %4/%5, %6 MB/s, %7</source>
        <translation>Dateien %1/%2%3, %4/%5, %6 MB/s, %7</translation>
    </message>
    <message>
        <source>Index holds %1 (%2 indexed, %3 unusable), %4 in all
</source>
        <translation>Der Index enthält %1 (%2 indiziert, %3 nicht verwendbar), insgesamt %4
</translation>
    </message>
    <message numerus="yes">
        <source>%n distinct shingles</source>
        <translation>
            <numerusform>%n verschiedene Schindel</numerusform>
            <numerusform>%n verschiedene Schindeln</numerusform>
        </translation>
    </message>
    <message>
        <source>Identical documents: %1 in %2; lexically equivalent: %3 in %4; shingle equivalent: %5 in %6
</source>
        <translation>Identische Dokumente: %1 in %2; lexikalisch gleichwertig: %3 in %4; Schindel-gleichwertig: %5 in %6
</translation>
    </message>
    <message numerus="yes">
        <source>%n groups</source>
        <translation>
            <numerusform>%n Gruppe</numerusform>
            <numerusform>%n Gruppen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>Identical: %1
</source>
        <translation>Identisch: %1
</translation>
    </message>
    <message>
        <source>Lexically equivalent: %1
</source>
        <translation>Lexikalisch gleichwertig: %1
</translation>
    </message>
    <message>
        <source>Shingle equivalent: %1
</source>
        <translation>Schindel-gleichwertig: %1
</translation>
    </message>
    <message>
        <source>bring shards into a new index, matched by a job or here</source>
        <translation>Shards in einen neuen Index übernehmen, abgeglichen von einem Job oder hier</translation>
    </message>
    <message>
        <source>Bring shard files into a new index: with --job, the shards a distributed job matched and its pairs and clusters; else the shards named, matched and clustered here. The window then opens, browses and exports the index like a local scan&apos;s.</source>
        <translation>Shard-Dateien in einen neuen Index übernehmen: mit --job die Shards, die ein verteilter Job abgeglichen hat, mit seinen Paaren und Clustern; sonst die genannten Shards, hier abgeglichen und geclustert. Das Fenster öffnet, durchsucht und exportiert den Index dann wie den eines lokalen Scans.</translation>
    </message>
    <message>
        <source>The new index (it must not hold documents).</source>
        <translation>Der neue Index (er darf keine Dokumente enthalten).</translation>
    </message>
    <message>
        <source>The distributed job&apos;s output folder (manifest.json, pairs, groups and clusters); it names the shards.</source>
        <translation>Der Ausgabeordner des verteilten Jobs (manifest.json, Paare, Gruppen und Cluster); er nennt die Shards.</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>--db names the new index to make</source>
        <translation>--db nennt den neu anzulegenden Index</translation>
    </message>
    <message>
        <source>%1: no such folder</source>
        <translation>%1: Ordner nicht vorhanden</translation>
    </message>
    <message>
        <source>shard %1/%2, %3/%4 documents</source>
        <translation>Shard %1/%2, %3/%4 Dokumente</translation>
    </message>
    <message>
        <source>Merged %1 into %2: %3 (%4 replaced by a later shard&apos;s), %5 of shards, %6, %7 holding %8, in %9 s
</source>
        <translation>%1 in %2 zusammengeführt: %3 (%4 durch die eines späteren Shards ersetzt), %5 an Shards, %6, %7 mit %8, in %9 s
</translation>
    </message>
    <message numerus="yes">
        <source>%n shards</source>
        <translation>
            <numerusform>%n Shard</numerusform>
            <numerusform>%n Shards</numerusform>
        </translation>
    </message>
    <message>
        <source>sketch folders, files or web archives into a shard file</source>
        <translation>Ordner, Dateien oder Webarchive in eine Shard-Datei skizzieren</translation>
    </message>
    <message>
        <source>Sketch folders and files, or web archives, into one shard file for &apos;lookalike-cli merge&apos; or the distributed job; nothing is matched. The work goes through an index beside the shard (FILE.db), so an interrupted run resumes where it stopped.</source>
        <translation>Ordner und Dateien oder Webarchive in eine Shard-Datei für &apos;lookalike-cli merge&apos; oder den verteilten Job skizzieren; nichts wird abgeglichen. Die Arbeit läuft über einen Index neben dem Shard (FILE.db), sodass ein unterbrochener Lauf dort fortsetzt, wo er stehen blieb.</translation>
    </message>
    <message>
        <source>Folders or files to sketch (with --archives: WARC or ARC files).</source>
        <translation>Zu skizzierende Ordner oder Dateien (mit --archives: WARC- oder ARC-Dateien).</translation>
    </message>
    <message>
        <source>The shard file to write (FILE.lkshard).</source>
        <translation>Die zu schreibende Shard-Datei (FILE.lkshard).</translation>
    </message>
    <message>
        <source>The work index the inputs are sketched into (default: FILE.db beside the shard).</source>
        <translation>Der Arbeitsindex, in den die Eingaben skizziert werden (Standard: FILE.db neben dem Shard).</translation>
    </message>
    <message>
        <source>Also sketch the files (or folders) listed in LIST, one path a line.</source>
        <translation>Auch die in LIST aufgeführten Dateien (oder Ordner) skizzieren, ein Pfad pro Zeile.</translation>
    </message>
    <message>
        <source>LIST</source>
        <translation>LIST</translation>
    </message>
    <message>
        <source>The paths are web archives (WARC, ARC), imported as one sweep.</source>
        <translation>Die Pfade sind Webarchive (WARC, ARC), als ein Durchlauf importiert.</translation>
    </message>
    <message>
        <source>With --archives: the sweep (crawl) they belong to (default: the date of the first capture).</source>
        <translation>Mit --archives: der Durchlauf (Crawl), zu dem sie gehören (Standard: das Datum der ersten Erfassung).</translation>
    </message>
    <message>
        <source>With --archives: the sweep&apos;s date, ISO 8601 (default: its earliest capture).</source>
        <translation>Mit --archives: das Datum des Durchlaufs, ISO 8601 (Standard: seine früheste Erfassung).</translation>
    </message>
    <message>
        <source>--out names the shard file to write</source>
        <translation>--out nennt die zu schreibende Shard-Datei</translation>
    </message>
    <message>
        <source>--sweep and --date name the sweep of web archives: add --archives</source>
        <translation>--sweep und --date benennen den Durchlauf von Webarchiven: --archives hinzufügen</translation>
    </message>
    <message>
        <source>nothing to sketch: name folders or files, or a list of them with --files</source>
        <translation>nichts zu skizzieren: Ordner oder Dateien angeben, oder eine Liste davon mit --files</translation>
    </message>
    <message>
        <source>writing the shard: %1/%2 documents</source>
        <translation>Shard wird geschrieben: %1/%2 Dokumente</translation>
    </message>
    <message>
        <source>Shard %1: %2 (%3 sketched, %4 could not be used), %5, in %6 s (work index %7)
</source>
        <translation>Shard %1: %2 (%3 skizziert, %4 nicht verwendbar), %5, in %6 s (Arbeitsindex %7)
</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: Datei nicht vorhanden</translation>
    </message>
    <message>
        <source>%1: no such file or folder</source>
        <translation>%1: Datei oder Ordner nicht vorhanden</translation>
    </message>
    <message>
        <source>Decide the pairs near a threshold by their estimates, without reading the documents again (with --job: keep the job&apos;s decisions and clusters as they are).</source>
        <translation>Paare nahe einer Schwelle nach ihren Schätzungen entscheiden, ohne die Dokumente erneut zu lesen (mit --job: die Entscheidungen und Cluster des Jobs unverändert übernehmen).</translation>
    </message>
    <message>
        <source>Related documents in %1 s: %2 among %3 (%4 checked), %5 holding %6
</source>
        <translation>Verwandte Dokumente in %1 s: %2 unter %3 (%4 geprüft), %5 mit %6
</translation>
    </message>
    <message numerus="yes">
        <source>%n topics</source>
        <translation>
            <numerusform>%n Thema</numerusform>
            <numerusform>%n Themen</numerusform>
        </translation>
    </message>
    <message>
        <source>Words each side of a link that describe its target for related documents, with the anchor text (default 8; 0: the anchor text alone; -1: none, a faster import).</source>
        <translation>Wörter auf jeder Seite eines Links, die mit dem Linktext sein Ziel für verwandte Dokumente beschreiben (Standard 8; 0: nur der Linktext; -1: keine, ein schnellerer Import).</translation>
    </message>
    <message>
        <source>documents on the same topic as FILE or URL</source>
        <translation>Dokumente zum selben Thema wie DATEI oder URL</translation>
    </message>
    <message>
        <source>&quot;What&apos;s related&quot;: the indexed documents nearest to FILE or URL by topic (their TF-IDF bags of words), most similar first. FILE or URL must be in the index.</source>
        <translation>„Verwandtes“: die indizierten Dokumente, die DATEI oder URL thematisch am nächsten sind (ihre TF-IDF-Wortsäcke), die ähnlichsten zuerst. DATEI oder URL muss im Index sein.</translation>
    </message>
    <message>
        <source>An indexed file, or a page of an imported crawl.</source>
        <translation>Eine indizierte Datei oder eine Seite eines importierten Crawls.</translation>
    </message>
    <message>
        <source>At most N documents (default 10).</source>
        <translation>Höchstens N Dokumente (Standard 10).</translation>
    </message>
    <message>
        <source>--top takes a whole number of at least 1, not &apos;%1&apos;</source>
        <translation>--top erwartet eine ganze Zahl ab 1, nicht „%1“</translation>
    </message>
    <message>
        <source>groups of documents on one topic</source>
        <translation>Gruppen von Dokumenten zu einem Thema</translation>
    </message>
    <message>
        <source>Topics: the related documents grouped with CENTER, each with its centre and its weightiest words. --again finds the related documents again first.</source>
        <translation>Themen: die verwandten Dokumente, mit CENTER gruppiert, jedes mit seinem Zentrum und seinen gewichtigsten Wörtern. --again sucht die verwandten Dokumente zuerst erneut.</translation>
    </message>
    <message>
        <source>Find related documents again (with --threshold: at that similarity).</source>
        <translation>Verwandte Dokumente erneut suchen (mit --threshold: bei dieser Ähnlichkeit).</translation>
    </message>
    <message>
        <source>The weighted similarity of related documents (default: the last used, else 0.05).</source>
        <translation>Die gewichtete Ähnlichkeit verwandter Dokumente (Standard: die zuletzt verwendete, sonst 0.05).</translation>
    </message>
    <message>
        <source>Related documents: %1 in %2
</source>
        <translation>Verwandte Dokumente: %1 in %2
</translation>
    </message>
    <message numerus="yes">
        <source>%n related pairs</source>
        <translation>
            <numerusform>%n verwandtes Paar</numerusform>
            <numerusform>%n verwandte Paare</numerusform>
        </translation>
    </message>
    <message>
        <source>SECONDS</source>
        <translation>SEKUNDEN</translation>
    </message>
    <message>
        <source>Memory the reader of one such file may take, in MiB (default %1).</source>
        <translation>Speicher, den das Lesen einer solchen Datei belegen darf, in MiB (Standard %1).</translation>
    </message>
    <message>
        <source>%1 (default: the last used in this index, by the window too, else %2).</source>
        <translation>%1 (Standard: das zuletzt in diesem Index verwendete, auch vom Fenster, sonst %2).</translation>
    </message>
    <message>
        <source>Resemblance (containment for the containment policy) that joins two documents (default: the last used, else %1). The choice is remembered in the index: the window shows it too.</source>
        <translation>Ähnlichkeit (beim Verfahren containment: Enthaltensein), ab der zwei Dokumente verbunden werden (Standard: der zuletzt verwendete Wert, sonst %1). Die Wahl wird im Index gespeichert: das Fenster zeigt sie ebenfalls.</translation>
    </message>
    <message>
        <source>Matched %1 (%2 after collapsing equivalent ones) in %3 s: %4 with resemblance &gt;= %5 or containment &gt;= %6 (LSH %7 x %8; %9, %10 settled exactly, %11 read again; %12 ignored)
</source>
        <translation>Abgeglichen: %1 (%2 nach Zusammenfassen gleichwertiger) in %3 s: %4 mit Ähnlichkeit &gt;= %5 oder Enthaltensein &gt;= %6 (LSH %7 x %8; %9, %10 exakt entschieden, %11 erneut gelesen; %12 ignoriert)
</translation>
    </message>
    <message>
        <source>Matching: nothing changed since the last (%1 at resemblance %2, containment %3 stored)
</source>
        <translation>Abgleich: seit dem letzten nichts geändert (%1 bei Ähnlichkeit %2, Enthaltensein %3 gespeichert)
</translation>
    </message>
    <message>
        <source>lookalike-cli: finding related documents cancelled; the next &apos;related&apos; or &apos;topics&apos; finds them
</source>
        <translation>lookalike-cli: Suche nach verwandten Dokumenten abgebrochen; das nächste &apos;related&apos; oder &apos;topics&apos; findet sie
</translation>
    </message>
    <message>
        <source>Also find related documents and topics after clustering (else &apos;related&apos; and &apos;topics&apos; find them when first asked).</source>
        <translation>Nach dem Gruppieren auch verwandte Dokumente und Themen finden (sonst finden &apos;related&apos; und &apos;topics&apos; sie bei der ersten Frage).</translation>
    </message>
    <message numerus="yes">
        <source>Words counted first in %1 s: %n documents the scan left to related documents
</source>
        <translation>
            <numerusform>Wörter zuerst gezählt in %1 s: %n Dokument, das der Scan den verwandten Dokumenten überließ
</numerusform>
            <numerusform>Wörter zuerst gezählt in %1 s: %n Dokumente, die der Scan den verwandten Dokumenten überließ
</numerusform>
        </translation>
    </message>
    <message>
        <source>Matched only what changed: %1 against the others (%2 left or changed; %3 unchanged matched again, their buckets or keys became common or rare)
</source>
        <translation>Nur Geändertes abgeglichen: %1 gegen die übrigen (%2 entfernt oder geändert; %3 unveränderte erneut abgeglichen, ihre Buckets oder Schlüssel wurden häufig oder selten)
</translation>
    </message>
    <message numerus="yes">
        <source>%n new documents</source>
        <translation>
            <numerusform>%n neues Dokument</numerusform>
            <numerusform>%n neue Dokumente</numerusform>
        </translation>
    </message>
    <message>
        <source>Matched every document: %1
</source>
        <translation>Alle Dokumente abgeglichen: %1
</translation>
    </message>
    <message>
        <source>Related documents: no bag of words changed since they were found
</source>
        <translation>Verwandte Dokumente: seit ihrer Suche hat sich kein Wortbeutel geändert
</translation>
    </message>
    <message>
        <source>Added to the related documents found before: %1 new or changed, %2 gone (weighed as before; all are weighed again once a tenth of them has changed)
</source>
        <translation>Zu den zuvor gefundenen verwandten Dokumenten hinzugefügt: %1 neu oder geändert, %2 entfernt (gewichtet wie zuvor; alle werden neu gewichtet, sobald sich ein Zehntel geändert hat)
</translation>
    </message>
    <message>
        <source>Resemblance joining pages into a cluster (default: the one set in the window&apos;s Crawl view, else 0.5).</source>
        <translation>Ähnlichkeit, ab der Seiten einen Cluster bilden (Standard: die in der Crawl-Ansicht des Fensters gesetzte, sonst 0.5).</translation>
    </message>
    <message>
        <source>re-sketching: %1/%2 documents</source>
        <translation>neu skizzieren: %1/%2 Dokumente</translation>
    </message>
    <message>
        <source>Re-sketched: %1 documents in %2 s (%3 left without a sketch: changed or unreadable)
</source>
        <translation>Neu skizziert: %1 Dokumente in %2 s (%3 ohne Skizze gelassen: geändert oder nicht lesbar)
</translation>
    </message>
    <message>
        <source>%1: gone; a copy is at %2 (resemblance %3), which held it already in sweep %4
</source>
        <translation>%1: verschwunden; eine Kopie liegt unter %2 (Ähnlichkeit %3), wo sie schon in Durchlauf %4 lag
</translation>
    </message>
    <message numerus="yes">
        <source>%n URLs gone from sweep %1: %2 moved, %3 with a copy that was there already, %4 neither
</source>
        <translation>
            <numerusform>%n URL aus Durchlauf %1 verschwunden: %2 verschoben, %3 mit einer schon vorhandenen Kopie, %4 weder noch
</numerusform>
            <numerusform>%n URLs aus Durchlauf %1 verschwunden: %2 verschoben, %3 mit einer schon vorhandenen Kopie, %4 weder noch
</numerusform>
        </translation>
    </message>
    <message>
        <source>Shard files, in order; with --job, copies of the shards the job read in its manifest&apos;s order, for those it read from URLs (or the manifest&apos;s paths when none is given).</source>
        <translation>Shard-Dateien, in ihrer Reihenfolge; mit --job Kopien der Shards, die der Job las, in der Reihenfolge seines Manifests, für die, die er von URLs las (ohne sie die Pfade des Manifests).</translation>
    </message>
    <message>
        <source>name the job&apos;s folder with --job, or the shards</source>
        <translation>den Ordner des Jobs mit --job angeben, oder die Shards</translation>
    </message>
    <message>
        <source>Stop reading a PDF, an office document, an EPUB or a gzip file after SECONDS (default %1); it is reported as a problem.</source>
        <translation>Das Lesen einer PDF-Datei, eines Office-Dokuments, einer EPUB- oder gzip-Datei nach SEKUNDEN abbrechen (Standard %1); sie wird als Problem gemeldet.</translation>
    </message>
    <message>
        <source>index folders (text, HTML, PDF, office documents, EPUB) and match</source>
        <translation>Ordner indizieren (Text, HTML, PDF, Office-Dokumente, EPUB) und abgleichen</translation>
    </message>
    <message>
        <source>Leave numbers out of the words compared (revisions of forms and spreadsheets whose figures change).</source>
        <translation>Zahlen aus den verglichenen Wörtern weglassen (Fassungen von Formularen und Tabellen, deren Zahlen sich ändern).</translation>
    </message>
    <message>
        <source>Numbers left out of the words compared.
</source>
        <translation>Zahlen aus den verglichenen Wörtern weggelassen.
</translation>
    </message>
    <message>
        <source>When --shingle, --wrap or --ignore-numbers differ from the index&apos;s: sketch every document again, files and web-archive records (else the scan refuses; the current sketches stay until the new ones are made).</source>
        <translation>Wenn --shingle, --wrap oder --ignore-numbers von denen des Index abweichen: jedes Dokument neu skizzieren, Dateien und Webarchiv-Einträge (sonst lehnt der Scan ab; die bisherigen Skizzen bleiben, bis die neuen erstellt sind).</translation>
    </message>
    <message>
        <source>lookalike-cli scan: --resketch without --shingle, --wrap or --ignore-numbers: the index keeps its own sketch settings, and nothing is sketched again
</source>
        <translation>lookalike-cli scan: --resketch ohne --shingle, --wrap oder --ignore-numbers: der Index behält seine eigenen Skizzeneinstellungen, und nichts wird neu skizziert
</translation>
    </message>
    <message>
        <source>lookalike-cli scan: add --resketch to sketch every document again with the settings asked for, or leave out --shingle, --wrap and --ignore-numbers to keep the index&apos;s
</source>
        <translation>lookalike-cli scan: --resketch hinzufügen, um jedes Dokument mit den verlangten Einstellungen neu zu skizzieren, oder --shingle, --wrap und --ignore-numbers weglassen, um die des Index zu behalten
</translation>
    </message>
    <message>
        <source>, recognizing text: %1 page %2/%3</source>
        <translation>, Texterkennung: %1 Seite %2/%3</translation>
    </message>
    <message>
        <source>Do not recognize text in PDF pages without a text layer (scans).</source>
        <translation>Keinen Text in PDF-Seiten ohne Textebene (Scans) erkennen.</translation>
    </message>
    <message>
        <source>Recognize text in images too (PNG, JPEG, TIFF: scans and photos of pages; a few seconds each).</source>
        <translation>Text auch in Bildern erkennen (PNG, JPEG, TIFF: Scans und Fotos von Seiten; einige Sekunden pro Bild).</translation>
    </message>
    <message>
        <source>The languages text is recognized in, as Tesseract names them, joined by + (default: %1; installed: %2).</source>
        <translation>Die Sprachen, in denen Text erkannt wird, wie Tesseract sie nennt, mit + verbunden (Standard: %1; installiert: %2).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>LANGS</source>
        <translation>SPRACHEN</translation>
    </message>
    <message>
        <source>lookalike-cli scan: --ocr-images and --no-ocr ask for opposite things
</source>
        <translation>lookalike-cli scan: --ocr-images und --no-ocr verlangen Gegensätzliches
</translation>
    </message>
    <message>
        <source>lookalike-cli scan: --ocr-languages %1: no language data installed for them (installed: %2)
</source>
        <translation>lookalike-cli scan: --ocr-languages %1: keine Sprachdaten dafür installiert (installiert: %2)
</translation>
    </message>
    <message>
        <source>Inside them: %1 documents (mail messages and their attachments)
</source>
        <translation>Darin: %1 Dokumente (E-Mail-Nachrichten und ihre Anhänge)
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
    <message>
        <source>no longer marked as not a duplicate</source>
        <translation>nicht mehr als kein Duplikat markiert</translation>
    </message>
    <message>
        <source>marked: keep this copy</source>
        <translation>markiert: diese Kopie behalten</translation>
    </message>
    <message>
        <source>no longer marked to keep</source>
        <translation>nicht mehr zum Behalten markiert</translation>
    </message>
    <message>
        <source>the document left the index</source>
        <translation>das Dokument ist nicht mehr im Index</translation>
    </message>
    <message>
        <source>moving to the trash (not yet recorded as done)</source>
        <translation>wird in den Papierkorb verschoben (noch nicht als erledigt vermerkt)</translation>
    </message>
    <message>
        <source>moved to the trash: %1 (recorded afterwards: the move was cut short before it was recorded)</source>
        <translation>in den Papierkorb verschoben: %1 (nachträglich vermerkt: das Verschieben wurde unterbrochen, bevor es vermerkt war)</translation>
    </message>
    <message>
        <source>a move to the trash cut short before it was recorded: the file is gone from its place but not in the trash: removed from the index</source>
        <translation>ein Verschieben in den Papierkorb wurde unterbrochen, bevor es vermerkt war: die Datei ist nicht mehr an ihrem Ort, aber auch nicht im Papierkorb: aus dem Index entfernt</translation>
    </message>
    <message>
        <source>not moved: the move to the trash was cut short before this file; it is still in its place</source>
        <translation>nicht verschoben: das Verschieben in den Papierkorb wurde vor dieser Datei unterbrochen; sie ist noch an ihrem Ort</translation>
    </message>
    <message>
        <source>inside a file (a message or an attachment of a mailbox), not a file of its own</source>
        <translation>in einer Datei (eine Nachricht oder ein Anhang eines Postfachs), keine eigene Datei</translation>
    </message>
</context>
<context>
    <name>lookalike::usecase::Ingest</name>
    <message>
        <source>%1; %2 (%3 analysed, %4 taken from identical or revisited captures, %5); %6 not text</source>
        <translation>%1; %2 (%3 analysiert, %4 aus identischen oder erneut besuchten Erfassungen übernommen, %5); %6 kein Text</translation>
    </message>
    <message numerus="yes">
        <source>%n records</source>
        <translation>
            <numerusform>%n Datensatz</numerusform>
            <numerusform>%n Datensätze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n captures stored</source>
        <translation>
            <numerusform>%n Erfassung gespeichert</numerusform>
            <numerusform>%n Erfassungen gespeichert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n HTTP errors and redirects</source>
        <translation>
            <numerusform>%n HTTP-Fehler oder Weiterleitung</numerusform>
            <numerusform>%n HTTP-Fehler und Weiterleitungen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Find near-duplicate documents.</source>
        <translation>Beinahe-Duplikate von Dokumenten finden.</translation>
    </message>
    <message>
        <source>The index file to open (a new one is offered if it does not exist), folders to add to it (else to the last index), or web archives (WARC, ARC) to import into it.</source>
        <translation>Die zu öffnende Indexdatei (falls sie nicht existiert, wird eine neue angeboten), Ordner, die ihr hinzugefügt werden (sonst dem zuletzt verwendeten Index), oder Webarchive (WARC, ARC), die in sie importiert werden.</translation>
    </message>
</context>
</TS>
