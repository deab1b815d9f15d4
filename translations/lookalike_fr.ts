<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>MatchProgress</name>
    <message>
        <source>grouping equivalent documents</source>
        <translation>regroupement des documents équivalents</translation>
    </message>
    <message>
        <source>banding (LSH)</source>
        <translation>bandes (LSH)</translation>
    </message>
    <message>
        <source>sample index</source>
        <translation>index des échantillons</translation>
    </message>
    <message>
        <source>estimating candidates</source>
        <translation>estimation des candidats</translation>
    </message>
    <message>
        <source>exact figures from the files</source>
        <translation>valeurs exactes d’après les fichiers</translation>
    </message>
</context>
<context>
    <name>lookalike::ActionLogDialog</name>
    <message>
        <source>Action Log</source>
        <translation>Journal des actions</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Every action</source>
        <translation>Toutes les actions</translation>
    </message>
    <message>
        <source>Failed or refused</source>
        <translation>Échouées ou refusées</translation>
    </message>
    <message>
        <source>Filter by path or detail...</source>
        <translation>Filtrer par chemin ou détail…</translation>
    </message>
    <message>
        <source>Filter the action log</source>
        <translation>Filtrer le journal des actions</translation>
    </message>
    <message>
        <source>Action log</source>
        <translation>Journal des actions</translation>
    </message>
    <message>
        <source>&amp;Export CSV...</source>
        <translation>&amp;Exporter en CSV…</translation>
    </message>
    <message>
        <source>Save the rows shown as CSV</source>
        <translation>Enregistrer les lignes affichées au format CSV</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Recharger</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>Lecture de %1…</translation>
    </message>
    <message>
        <source>Cannot read the action log of %1: %2</source>
        <translation>Impossible de lire le journal des actions de %1 : %2</translation>
    </message>
    <message>
        <source>Nothing done yet: moving files to the trash, ignoring clusters and forgetting missing files are recorded here.</source>
        <translation>Rien n’a encore été fait : les mises à la corbeille, les groupes ignorés et les fichiers manquants oubliés sont consignés ici.</translation>
    </message>
    <message numerus="yes">
        <source>%n actions on documents of %1, newest first</source>
        <translation>
            <numerusform>%n action sur les documents de %1, les plus récentes d’abord</numerusform>
            <numerusform>%n actions sur les documents de %1, les plus récentes d’abord</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n failed or refused).</source>
        <translation>
            <numerusform> (%n échouée ou refusée).</numerusform>
            <numerusform> (%n échouées ou refusées).</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Action Log</source>
        <translation>Exporter le journal des actions</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n actions to %1</source>
        <translation>
            <numerusform>%n action exportée vers %1</numerusform>
            <numerusform>%n actions exportées vers %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
</context>
<context>
    <name>lookalike::ActionLogModel</name>
    <message>
        <source>Move to trash</source>
        <translation>Mettre à la corbeille</translation>
    </message>
    <message>
        <source>Ignore (not duplicates)</source>
        <translation>Ignorer (pas des doublons)</translation>
    </message>
    <message>
        <source>Forget missing file</source>
        <translation>Oublier le fichier manquant</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Effectuée</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Échouée</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Refusée</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Document</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Détail</translation>
    </message>
    <message>
        <source>Cluster of</source>
        <translation>Groupe de</translation>
    </message>
</context>
<context>
    <name>lookalike::ChartsDialog</name>
    <message>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <source>clusters</source>
        <translation>groupes</translation>
    </message>
    <message>
        <source>Cluster-size distribution</source>
        <translation>Répartition des tailles de groupe</translation>
    </message>
    <message>
        <source>Cluster size (documents)</source>
        <translation>Taille du groupe (documents)</translation>
    </message>
    <message>
        <source>Number of clusters</source>
        <translation>Nombre de groupes</translation>
    </message>
    <message>
        <source>Cluster sizes</source>
        <translation>Tailles des groupes</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>paires</translation>
    </message>
    <message>
        <source>Resemblance of the stored pairs</source>
        <translation>Ressemblance des paires enregistrées</translation>
    </message>
    <message>
        <source>Resemblance (%, bins of 5)</source>
        <translation>Ressemblance (%, par tranches de 5)</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paires</translation>
    </message>
    <message>
        <source>Resemblance</source>
        <translation>Ressemblance</translation>
    </message>
</context>
<context>
    <name>lookalike::ClusterBrowser</name>
    <message>
        <source>Filter by path...</source>
        <translation>Filtrer par chemin…</translation>
    </message>
    <message>
        <source>Filter clusters</source>
        <translation>Filtrer les groupes</translation>
    </message>
    <message>
        <source>&amp;Duplicates only</source>
        <translation>&amp;Doublons seulement</translation>
    </message>
    <message>
        <source>Hide each cluster&apos;s representative</source>
        <translation>Masquer le représentant de chaque groupe</translation>
    </message>
    <message>
        <source>Clustering policy</source>
        <translation>Méthode de regroupement</translation>
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
        <translation>Seuil</translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation>Groupes</translation>
    </message>
</context>
<context>
    <name>lookalike::ClusterModel</name>
    <message numerus="yes">
        <source>Cluster of %n documents; representative: %1</source>
        <translation>
            <numerusform>Groupe de %n document ; représentant : %1</numerusform>
            <numerusform>Groupe de %n documents ; représentant : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>representative</source>
        <translation>représentant</translation>
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
    <message numerus="yes">
        <source>%n hosts</source>
        <translation>
            <numerusform>%n hôte</numerusform>
            <numerusform>%n hôtes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sweeps</source>
        <translation>
            <numerusform>%n passage</numerusform>
            <numerusform>%n passages</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Host: %2
Sweep: %3
Captured: %4</source>
        <translation>%1
Hôte : %2
Passage : %3
Capture : %4</translation>
    </message>
    <message>
        <source>Modified / captured</source>
        <translation>Modifié / capturé</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Passage</translation>
    </message>
</context>
<context>
    <name>lookalike::CrawlView</name>
    <message>
        <source>complete</source>
        <translation>totale</translation>
    </message>
    <message>
        <source>large</source>
        <translation>grande</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>moyenne</translation>
    </message>
    <message>
        <source>small</source>
        <translation>petite</translation>
    </message>
    <message>
        <source>no text&lt;br&gt;change</source>
        <translation>texte&lt;br&gt;inchangé</translation>
    </message>
    <message>
        <source>no&lt;br&gt;change</source>
        <translation>aucune&lt;br&gt;modification</translation>
    </message>
    <message>
        <source>Crawl</source>
        <translation>Exploration</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Passage</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <source>Sweeps</source>
        <translation>Passages</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <source>Clustered pages</source>
        <translation>Pages groupées</translation>
    </message>
    <message>
        <source>Pages shared with other hosts</source>
        <translation>Pages partagées avec d’autres hôtes</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>Hôtes</translation>
    </message>
    <message>
        <source>Sweeps &amp;&amp; Hosts</source>
        <translation>Passages &amp;&amp; hôtes</translation>
    </message>
    <message>
        <source>S&amp;weep:</source>
        <translation>&amp;Passage :</translation>
    </message>
    <message>
        <source>Least pages two hosts share to be listed</source>
        <translation>Nombre minimal de pages partagées par deux hôtes pour qu’ils soient listés</translation>
    </message>
    <message>
        <source>&amp;Least shared pages:</source>
        <translation>Mi&amp;nimum de pages partagées :</translation>
    </message>
    <message>
        <source>&amp;Export CSV...</source>
        <translation>&amp;Exporter en CSV…</translation>
    </message>
    <message>
        <source>Host A</source>
        <translation>Hôte A</translation>
    </message>
    <message>
        <source>Host B</source>
        <translation>Hôte B</translation>
    </message>
    <message>
        <source>Shared pages</source>
        <translation>Pages partagées</translation>
    </message>
    <message>
        <source>Suffix matches</source>
        <translation>Suffixes concordants</translation>
    </message>
    <message>
        <source>Shared clusters</source>
        <translation>Groupes partagés</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Exemple</translation>
    </message>
    <message>
        <source>Host pairs</source>
        <translation>Paires d’hôtes</translation>
    </message>
    <message>
        <source>&amp;Mirrors</source>
        <translation>&amp;Miroirs</translation>
    </message>
    <message>
        <source>URL to find</source>
        <translation>URL à rechercher</translation>
    </message>
    <message>
        <source>A URL gone from the newest sweep, e.g. http://example.com/page.html</source>
        <translation>Une URL disparue du passage le plus récent, p. ex. http://example.com/page.html</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Rechercher</translation>
    </message>
    <message>
        <source>New URL:</source>
        <translation>Nouvelle URL :</translation>
    </message>
    <message>
        <source>Resemblance:</source>
        <translation>Ressemblance :</translation>
    </message>
    <message>
        <source>Verdict:</source>
        <translation>Verdict :</translation>
    </message>
    <message>
        <source>Via redirect:</source>
        <translation>Par redirection :</translation>
    </message>
    <message>
        <source>E&amp;xport CSV...</source>
        <translation>E&amp;xporter en CSV…</translation>
    </message>
    <message>
        <source>Old URL</source>
        <translation>Ancienne URL</translation>
    </message>
    <message>
        <source>New URL</source>
        <translation>Nouvelle URL</translation>
    </message>
    <message>
        <source>Resemblance</source>
        <translation>Ressemblance</translation>
    </message>
    <message>
        <source>All gone pages</source>
        <translation>Toutes les pages disparues</translation>
    </message>
    <message>
        <source>moved (redirect)</source>
        <translation>déplacée (redirection)</translation>
    </message>
    <message>
        <source>&amp;Lost and Found</source>
        <translation>&amp;Objets trouvés</translation>
    </message>
    <message>
        <source>Base sweep</source>
        <translation>Passage de base</translation>
    </message>
    <message>
        <source>Last sweep</source>
        <translation>Dernier passage</translation>
    </message>
    <message>
        <source>Cluster containment</source>
        <translation>Inclusion des groupes</translation>
    </message>
    <message>
        <source>Cluster similarity</source>
        <translation>Similarité des groupes</translation>
    </message>
    <message>
        <source>Reverse containment</source>
        <translation>Inclusion inverse</translation>
    </message>
    <message>
        <source>&amp;From sweep:</source>
        <translation>&amp;Du passage :</translation>
    </message>
    <message>
        <source>&amp;To sweep:</source>
        <translation>&amp;Au passage :</translation>
    </message>
    <message>
        <source>Cluster size</source>
        <translation>Taille du groupe</translation>
    </message>
    <message>
        <source>URLs</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Containment</source>
        <translation>Inclusion</translation>
    </message>
    <message>
        <source>Similarity</source>
        <translation>Similarité</translation>
    </message>
    <message>
        <source>Figures per cluster size</source>
        <translation>Valeurs par taille de groupe</translation>
    </message>
    <message>
        <source>&amp;Evolution</source>
        <translation>É&amp;volution</translation>
    </message>
    <message>
        <source>Reading the crawl of %1...</source>
        <translation>Lecture de l’exploration de %1…</translation>
    </message>
    <message>
        <source>Cannot read the crawl: %1</source>
        <translation>Impossible de lire l’exploration : %1</translation>
    </message>
    <message>
        <source>This index holds no web archive: import some with File &gt; Import Web Archives.</source>
        <translation>Cet index ne contient aucune archive web : importez-en avec Fichier &gt; Importer des archives web.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n sweeps, %2 pages on %3 hosts; pages join a cluster at resemblance %4 or more.</source>
        <translation>
            <numerusform>%1 : %n passage, %2 pages sur %3 hôtes ; les pages rejoignent un groupe à partir d’une ressemblance de %4.</numerusform>
            <numerusform>%1 : %n passages, %2 pages sur %3 hôtes ; les pages rejoignent un groupe à partir d’une ressemblance de %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a sweep to see its hosts.</source>
        <translation>Choisissez un passage pour voir ses hôtes.</translation>
    </message>
    <message>
        <source>Reading the hosts of sweep %1...</source>
        <translation>Lecture des hôtes du passage %1…</translation>
    </message>
    <message numerus="yes">
        <source>Hosts of sweep %1: %n hosts</source>
        <translation>
            <numerusform>Hôtes du passage %1 : %n hôte</numerusform>
            <numerusform>Hôtes du passage %1 : %n hôtes</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for mirrored hosts...</source>
        <translation>Recherche des hôtes miroirs…</translation>
    </message>
    <message>
        <source>mirror</source>
        <translation>miroir</translation>
    </message>
    <message>
        <source>shared content</source>
        <translation>contenu partagé</translation>
    </message>
    <message>
        <source>alias</source>
        <translation>alias</translation>
    </message>
    <message>
        <source>Sweep %1: %2 host pairs share %3 pages or more; %4 of them are mirrors (the same pages under the same paths).</source>
        <translation>Passage %1 : %2 paires d’hôtes partagent au moins %3 pages ; %4 d’entre elles sont des miroirs (les mêmes pages sous les mêmes chemins).</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>déplacée</translation>
    </message>
    <message>
        <source>deleted: last seen in sweep %1, nothing in sweep %2 resembles it</source>
        <translation>supprimée : vue pour la dernière fois dans le passage %1, rien dans le passage %2 ne lui ressemble</translation>
    </message>
    <message>
        <source>still there in sweep %1</source>
        <translation>toujours présente dans le passage %1</translation>
    </message>
    <message>
        <source>never captured with text</source>
        <translation>jamais capturée avec du texte</translation>
    </message>
    <message>
        <source>in no sweep of the index</source>
        <translation>dans aucun passage de l’index</translation>
    </message>
    <message>
        <source>Looking for %1...</source>
        <translation>Recherche de %1…</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Looking for the pages gone from the newest sweep...</source>
        <translation>Recherche des pages disparues du passage le plus récent…</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>supprimée</translation>
    </message>
    <message numerus="yes">
        <source>%n pages gone from sweep %1: %2 found elsewhere, %3 not.</source>
        <translation>
            <numerusform>%n page disparue du passage %1 ; retrouvées ailleurs : %2, introuvables : %3.</numerusform>
            <numerusform>%n pages disparues du passage %1 ; retrouvées ailleurs : %2, introuvables : %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import a second sweep to see how the crawl changed.</source>
        <translation>Importez un deuxième passage pour voir comment l’exploration a changé.</translation>
    </message>
    <message>
        <source>Choose a later sweep to compare the base sweep with.</source>
        <translation>Choisissez un passage ultérieur à comparer au passage de base.</translation>
    </message>
    <message numerus="yes">
        <source>Comparing sweep %1 with %n later sweeps...</source>
        <translation>
            <numerusform>Comparaison du passage %1 avec %n passage ultérieur…</numerusform>
            <numerusform>Comparaison du passage %1 avec %n passages ultérieurs…</numerusform>
        </translation>
    </message>
    <message>
        <source>From sweep %1 (%2 pages) to sweep %3 (%4 pages): %5 pages in both, %6 born, %7 died (%8 of them moved)</source>
        <translation>Du passage %1 (%2 pages) au passage %3 (%4 pages) : %5 pages dans les deux, %6 apparues, %7 disparues (dont %8 déplacées)</translation>
    </message>
    <message>
        <source>%1 relative to sweep %2</source>
        <translation>%1 par rapport au passage %2</translation>
    </message>
    <message>
        <source>cluster size %1</source>
        <translation>taille de groupe %1</translation>
    </message>
    <message>
        <source>Change of the pages in both sweeps %1 and %2</source>
        <translation>Modification des pages présentes dans les passages %1 et %2</translation>
    </message>
    <message>
        <source>pages</source>
        <translation>pages</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>Export Host Pairs</source>
        <translation>Exporter les paires d’hôtes</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n host pairs to %1</source>
        <translation>
            <numerusform>%n paire d’hôtes exportée vers %1</numerusform>
            <numerusform>%n paires d’hôtes exportées vers %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Gone Pages</source>
        <translation>Exporter les pages disparues</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n gone pages to %1</source>
        <translation>
            <numerusform>%n page disparue exportée vers %1</numerusform>
            <numerusform>%n pages disparues exportées vers %1</numerusform>
        </translation>
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
        <translation>Modification précédente (%1)</translation>
    </message>
    <message>
        <source>Next change</source>
        <translation>Modification suivante</translation>
    </message>
    <message>
        <source>Next change (%1)</source>
        <translation>Modification suivante (%1)</translation>
    </message>
    <message>
        <source>Left document</source>
        <translation>Document de gauche</translation>
    </message>
    <message>
        <source>Right document</source>
        <translation>Document de droite</translation>
    </message>
    <message>
        <source>Left document: %1</source>
        <translation>Document de gauche : %1</translation>
    </message>
    <message>
        <source>Right document: %1</source>
        <translation>Document de droite : %1</translation>
    </message>
    <message>
        <source>No differences: %L1 words</source>
        <translation>Aucune différence : %L1 mots</translation>
    </message>
    <message>
        <source>(approximate alignment: the documents differ too much for an exact one)</source>
        <translation>(alignement approximatif : les documents diffèrent trop pour un alignement exact)</translation>
    </message>
    <message>
        <source>%L1 words equal</source>
        <translation>%L1 mots identiques</translation>
    </message>
    <message>
        <source>No changes</source>
        <translation>Aucune modification</translation>
    </message>
    <message>
        <source>Changes: %L1</source>
        <translation>Modifications : %L1</translation>
    </message>
    <message>
        <source>Change %L1 of %L2</source>
        <translation>Modification %L1 sur %L2</translation>
    </message>
    <message>
        <source>1 word added</source>
        <translation>1 mot ajouté</translation>
    </message>
    <message>
        <source>%L1 words added</source>
        <translation>%L1 mots ajoutés</translation>
    </message>
    <message>
        <source>%L1 removed, %L2 changed</source>
        <translation>%L1 supprimés, %L2 modifiés</translation>
    </message>
</context>
<context>
    <name>lookalike::ExportActions</name>
    <message>
        <source>Export &amp;Clusters...</source>
        <translation>Exporter les &amp;groupes…</translation>
    </message>
    <message>
        <source>Export &amp;Pairs...</source>
        <translation>Exporter les &amp;paires…</translation>
    </message>
    <message>
        <source>Lookalike</source>
        <translation>Lookalike</translation>
    </message>
    <message>
        <source>Export Clusters</source>
        <translation>Exporter les groupes</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cannot export the clusters: %1</source>
        <translation>Impossible d&apos;exporter les groupes : %1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n clusters to %1</source>
        <translation>
            <numerusform>%n groupe exporté vers %1</numerusform>
            <numerusform>%n groupes exportés vers %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Pairs</source>
        <translation>Exporter les paires</translation>
    </message>
    <message>
        <source>Cannot export the pairs: %1</source>
        <translation>Impossible d&apos;exporter les paires : %1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n pairs to %1</source>
        <translation>
            <numerusform>%n paire exportée vers %1</numerusform>
            <numerusform>%n paires exportées vers %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lookalike::FileActionsMenu</name>
    <message>
        <source>&amp;Open Document</source>
        <translation>&amp;Ouvrir le document</translation>
    </message>
    <message>
        <source>&amp;Reveal in Folder</source>
        <translation>Afficher dans le &amp;dossier</translation>
    </message>
    <message>
        <source>&amp;Copy Paths</source>
        <translation>Co&amp;pier les chemins</translation>
    </message>
    <message>
        <source>&amp;Ignore (Not Duplicates)</source>
        <translation>&amp;Ignorer (pas des doublons)</translation>
    </message>
    <message>
        <source>Move to &amp;Trash...</source>
        <translation>Mettre à la &amp;corbeille…</translation>
    </message>
    <message>
        <source>Remove &amp;Missing Files from Index...</source>
        <translation>Retirer les fichiers &amp;manquants de l’index…</translation>
    </message>
    <message>
        <source>Forget the indexed files that were moved or deleted outside Lookalike</source>
        <translation>Oublier les fichiers indexés qui ont été déplacés ou supprimés hors de Lookalike</translation>
    </message>
    <message>
        <source>Lookalike</source>
        <translation>Lookalike</translation>
    </message>
    <message>
        <source>These files are gone (moved or deleted outside Lookalike); Edit &gt; Remove Missing Files from Index forgets them:
%1</source>
        <translation>Ces fichiers ont disparu (déplacés ou supprimés hors de Lookalike) ; Édition &gt; Retirer les fichiers manquants de l’index les oublie :
%1</translation>
    </message>
    <message>
        <source>Cannot remember the ignored pairs: %1</source>
        <translation>Impossible d&apos;enregistrer les paires ignorées : %1</translation>
    </message>
    <message numerus="yes">
        <source>%n pairs will be ignored</source>
        <translation>
            <numerusform>%n paire sera ignorée</numerusform>
            <numerusform>%n paires seront ignorées</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot read the index: %1</source>
        <translation>Impossible de lire l’index : %1</translation>
    </message>
    <message>
        <source>These are web pages of an imported archive, not files: they cannot be moved to the trash.
%1</source>
        <translation>Ce sont des pages web d’une archive importée, pas des fichiers : elles ne peuvent pas être mises à la corbeille.
%1</translation>
    </message>
    <message>
        <source>These files are in a reference folder and are never touched:
%1</source>
        <translation>Ces fichiers se trouvent dans un dossier de référence et ne sont jamais touchés :
%1</translation>
    </message>
    <message>
        <source>The files went to the trash, but the index could not be updated (%1); the next scan will.</source>
        <translation>Les fichiers sont dans la corbeille, mais l’index n’a pas pu être mis à jour (%1) ; la prochaine analyse le fera.</translation>
    </message>
    <message>
        <source>Could not move to the trash:
%1</source>
        <translation>Impossible de mettre à la corbeille :
%1</translation>
    </message>
    <message>
        <source>Already gone (moved or deleted outside Lookalike), so removed from the index:
%1</source>
        <translation>Déjà disparus (déplacés ou supprimés hors de Lookalike), donc retirés de l’index :
%1</translation>
    </message>
    <message numerus="yes">
        <source>Moved %n files to the trash</source>
        <translation>
            <numerusform>%n fichier mis à la corbeille</numerusform>
            <numerusform>%n fichiers mis à la corbeille</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; kept the last copy of %n clusters</source>
        <translation>
            <numerusform>; dernière copie de %n groupe conservée</numerusform>
            <numerusform>; dernière copie de %n groupes conservée</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking that every indexed file is still there...</source>
        <translation>Vérification de la présence de chaque fichier indexé…</translation>
    </message>
    <message>
        <source>Cannot check the indexed files: %1</source>
        <translation>Impossible de vérifier les fichiers indexés : %1</translation>
    </message>
    <message>
        <source>Every indexed file is still there.</source>
        <translation>Tous les fichiers indexés sont toujours présents.</translation>
    </message>
    <message>
        <source>Remove Missing Files from Index</source>
        <translation>Retirer les fichiers manquants de l’index</translation>
    </message>
    <message numerus="yes">
        <source>The files of %n indexed documents are gone (moved or deleted outside Lookalike). Remove them from the index?

No file is touched; a scan adds them again if they come back. If they are on a disconnected drive, cancel and connect it.</source>
        <translation>
            <numerusform>Le fichier de %n document indexé a disparu (déplacé ou supprimé hors de Lookalike). Le retirer de l’index ?

Aucun fichier n’est touché ; une analyse l’ajoutera de nouveau s’il revient. S’il se trouve sur un disque déconnecté, annulez et branchez le disque.</numerusform>
            <numerusform>Les fichiers de %n documents indexés ont disparu (déplacés ou supprimés hors de Lookalike). Les retirer de l’index ?

Aucun fichier n’est touché ; une analyse les ajoutera de nouveau s’ils reviennent. S’ils se trouvent sur un disque déconnecté, annulez et branchez le disque.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot remove the missing files from the index: %1</source>
        <translation>Impossible de retirer les fichiers manquants de l’index : %1</translation>
    </message>
    <message numerus="yes">
        <source>Removed %n missing files from the index</source>
        <translation>
            <numerusform>%n fichier manquant retiré de l’index</numerusform>
            <numerusform>%n fichiers manquants retirés de l’index</numerusform>
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
        <translation>&lt;h3&gt;Lookalike %1&lt;/h3&gt;&lt;p&gt;Trouve les quasi-doublons parmi des documents : ressemblance et inclusion d’ensembles de w-bardeaux, estimées avec des esquisses MinHash (Broder et al.).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open or Create Index</source>
        <translation>Ouvrir ou créer un index</translation>
    </message>
    <message>
        <source>Clustering failed: %1</source>
        <translation>Échec du regroupement : %1</translation>
    </message>
    <message>
        <source>&amp;Open or Create Index...</source>
        <translation>&amp;Ouvrir ou créer un index…</translation>
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
    <message numerus="yes">
        <source>%n clusters</source>
        <translation>
            <numerusform>%n groupe</numerusform>
            <numerusform>%n groupes</numerusform>
        </translation>
    </message>
    <message>
        <source>Find Documents Like...</source>
        <translation>Trouver des documents semblables…</translation>
    </message>
    <message>
        <source>Import Web Archives</source>
        <translation>Importer des archives web</translation>
    </message>
    <message>
        <source>Web archives (*.warc *.warc.gz *.arc *.arc.gz);;All files (*)</source>
        <translation>Archives web (*.warc *.warc.gz *.arc *.arc.gz);;Tous les fichiers (*)</translation>
    </message>
    <message numerus="yes">
        <source>The sweep (crawl) these %n archives belong to.
Empty: named after the date of their first capture. The label of a sweep already imported adds to it%1.</source>
        <translation>
            <numerusform>Le passage (exploration) auquel appartient %n archive.
Vide : nommé d’après la date de sa première capture. Avec le libellé d’un passage déjà importé%1, celui-ci est complété.</numerusform>
            <numerusform>Le passage (exploration) auquel appartiennent ces %n archives.
Vide : nommé d’après la date de leur première capture. Avec le libellé d’un passage déjà importé%1, celui-ci est complété.</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>&amp;Import Web Archives...</source>
        <translation>&amp;Importer des archives web…</translation>
    </message>
    <message>
        <source>Import WARC or ARC files (plain or gzip) as one sweep of a web crawl</source>
        <translation>Importer des fichiers WARC ou ARC (bruts ou gzip) comme un passage d’exploration web</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Index &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Find Documents Like...</source>
        <translation>&amp;Trouver des documents semblables…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <source>&amp;Charts...</source>
        <translation>&amp;Graphiques…</translation>
    </message>
    <message>
        <source>C&amp;rawl...</source>
        <translation>&amp;Exploration…</translation>
    </message>
    <message>
        <source>Sweeps, hosts, mirrors, lost and found and evolution of the imported web archives</source>
        <translation>Passages, hôtes, miroirs, objets trouvés et évolution des archives web importées</translation>
    </message>
    <message>
        <source>&amp;Problems...</source>
        <translation>&amp;Problèmes…</translation>
    </message>
    <message>
        <source>The documents that could not be used and the last scan&apos;s problems</source>
        <translation>Les documents inutilisables et les problèmes de la dernière analyse</translation>
    </message>
    <message>
        <source>&amp;Action Log...</source>
        <translation>&amp;Journal des actions…</translation>
    </message>
    <message>
        <source>What was moved to the trash, ignored or forgotten, and what was refused</source>
        <translation>Ce qui a été mis à la corbeille, ignoré ou oublié, et ce qui a été refusé</translation>
    </message>
    <message>
        <source>Busy: the scan starts when the current job ends. Try again in a moment.</source>
        <translation>Occupé : l’analyse démarrera à la fin de la tâche en cours. Réessayez dans un instant.</translation>
    </message>
    <message>
        <source>Busy: the import can start when the current job ends. Try again in a moment.</source>
        <translation>Occupé : l’importation pourra démarrer à la fin de la tâche en cours. Réessayez dans un instant.</translation>
    </message>
    <message numerus="yes">
        <source>Importing %n web archives...</source>
        <translation>
            <numerusform>Importation de %n archive web…</numerusform>
            <numerusform>Importation de %n archives web…</numerusform>
        </translation>
    </message>
    <message>
        <source>Import finished</source>
        <translation>Importation terminée</translation>
    </message>
    <message>
        <source>Import cancelled (importing the same archives again resumes)</source>
        <translation>Importation annulée (réimporter les mêmes archives la reprend)</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Échec de l’importation</translation>
    </message>
    <message>
        <source>Cannot read the index: %1</source>
        <translation>Impossible de lire l’index : %1</translation>
    </message>
    <message>
        <source>Looking for documents like %1...</source>
        <translation>Recherche de documents semblables à %1…</translation>
    </message>
    <message>
        <source>Cannot look up %1: %2</source>
        <translation>Impossible de rechercher %1 : %2</translation>
    </message>
    <message>
        <source>Matched again and clustered.</source>
        <translation>Comparé à nouveau et regroupé.</translation>
    </message>
    <message>
        <source>reading...</source>
        <translation>lecture…</translation>
    </message>
</context>
<context>
    <name>lookalike::PairPanel</name>
    <message>
        <source>Selected pair</source>
        <translation>Paire sélectionnée</translation>
    </message>
    <message>
        <source>Select a document, or two documents of a cluster to compare them.</source>
        <translation>Choisissez un document, ou deux documents d’un groupe pour les comparer.</translation>
    </message>
    <message>
        <source>Remove &amp;Missing Files from Index...</source>
        <translation>Retirer les fichiers &amp;manquants de l’index…</translation>
    </message>
    <message>
        <source>Check every indexed file and forget those that were moved or deleted outside Lookalike</source>
        <translation>Vérifier chaque fichier indexé et oublier ceux qui ont été déplacés ou supprimés hors de Lookalike</translation>
    </message>
    <message>
        <source>%1
The representative of its cluster.</source>
        <translation>%1
Le représentant de son groupe.</translation>
    </message>
    <message>
        <source>%1
Resemblance to the representative: %2 (estimate)
Contained in it: %3; contains it: %4</source>
        <translation>%1
Ressemblance avec le représentant : %2 (estimation)
Inclus dans celui-ci : %3 ; le contient : %4</translation>
    </message>
    <message>
        <source>%1 (sweep %2)</source>
        <translation>%1 (passage %2)</translation>
    </message>
    <message>
        <source>A: %1
B: %2
Computing the exact figures...</source>
        <translation>A : %1
B : %2
Calcul des valeurs exactes…</translation>
    </message>
    <message>
        <source>A: %1
B: %2
Cannot compare: %3</source>
        <translation>A : %1
B : %2
Comparaison impossible : %3</translation>
    </message>
    <message>
        <source>%1 is gone: moved or deleted outside Lookalike. Remove Missing Files from Index forgets it.</source>
        <translation>%1 a disparu : déplacé ou supprimé hors de Lookalike. « Retirer les fichiers manquants de l’index » l’oublie.</translation>
    </message>
    <message>
        <source>not sketched</source>
        <translation>sans esquisse</translation>
    </message>
    <message>
        <source>A: %1
B: %2
Resemblance: %3 exact, %4 estimated
Containment of A in B: %5 exact, %6 estimated
Containment of B in A: %7 exact, %8 estimated
Shared shingles: %9 (A has %10, B has %11)</source>
        <translation>A : %1
B : %2
Ressemblance : %3 exacte, %4 estimée
Inclusion de A dans B : %5 exacte, %6 estimée
Inclusion de B dans A : %7 exacte, %8 estimée
Bardeaux partagés : %9 (A en a %10, B en a %11)</translation>
    </message>
</context>
<context>
    <name>lookalike::ProblemModel</name>
    <message>
        <source>Document</source>
        <translation>Document</translation>
    </message>
    <message>
        <source>Scan problem</source>
        <translation>Problème d’analyse</translation>
    </message>
    <message>
        <source>Document or folder</source>
        <translation>Document ou dossier</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Raison</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
</context>
<context>
    <name>lookalike::ProblemsDialog</name>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Raison</translation>
    </message>
    <message>
        <source>Filter by path or message...</source>
        <translation>Filtrer par chemin ou message…</translation>
    </message>
    <message>
        <source>Filter problems</source>
        <translation>Filtrer les problèmes</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>&amp;Open Containing Folder</source>
        <translation>&amp;Ouvrir le dossier parent</translation>
    </message>
    <message>
        <source>Copy the selected rows (or every row shown) as tab-separated text</source>
        <translation>Copier les lignes sélectionnées (ou toutes les lignes affichées) en texte séparé par des tabulations</translation>
    </message>
    <message>
        <source>&amp;Export CSV...</source>
        <translation>&amp;Exporter en CSV…</translation>
    </message>
    <message>
        <source>Save the selected rows (or every row shown) as CSV</source>
        <translation>Enregistrer les lignes sélectionnées (ou toutes les lignes affichées) au format CSV</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>Lecture de %1…</translation>
    </message>
    <message>
        <source>Cannot read the index %1: %2</source>
        <translation>Impossible de lire l’index %1 : %2</translation>
    </message>
    <message>
        <source>Every reason (%1)</source>
        <translation>Toutes les raisons (%1)</translation>
    </message>
    <message>
        <source>Every document of the index could be used, and the last scan met no other problem.</source>
        <translation>Tous les documents de l’index ont pu être utilisés, et la dernière analyse n’a rencontré aucun autre problème.</translation>
    </message>
    <message numerus="yes">
        <source>%n documents could not be used</source>
        <translation>
            <numerusform>%n document n’a pas pu être utilisé</numerusform>
            <numerusform>%n documents n’ont pas pu être utilisés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; the last scan met %n other problems (folders it could not read, broken links, ...).</source>
        <translation>
            <numerusform>; la dernière analyse a rencontré %n autre problème (dossiers illisibles, liens rompus…).</numerusform>
            <numerusform>; la dernière analyse a rencontré %n autres problèmes (dossiers illisibles, liens rompus…).</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the first %1 are listed.</source>
        <translation>Seuls les %1 premiers sont listés.</translation>
    </message>
    <message>
        <source>Export Problems</source>
        <translation>Exporter les problèmes</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n problems to %1</source>
        <translation>
            <numerusform>%n problème exporté vers %1</numerusform>
            <numerusform>%n problèmes exportés vers %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>The folder %1 is gone.</source>
        <translation>Le dossier %1 a disparu.</translation>
    </message>
</context>
<context>
    <name>lookalike::ScanController</name>
    <message>
        <source>%1 files seen, %2 indexed, %3 unchanged, %4 could not be used, %5 removed</source>
        <translation>%1 fichiers vus, %2 indexés, %3 inchangés, %4 inutilisables, %5 retirés</translation>
    </message>
    <message>
        <source>; %1 pairs, %2 clusters</source>
        <translation>; %1 paires, %2 groupes</translation>
    </message>
    <message numerus="yes">
        <source>, %n problems</source>
        <translation>
            <numerusform>, %n problème</numerusform>
            <numerusform>, %n problèmes</numerusform>
        </translation>
    </message>
    <message>
        <source> — matching cancelled: the documents are indexed, the next scan matches them</source>
        <translation> — comparaison annulée : les documents sont indexés, la prochaine analyse les comparera</translation>
    </message>
    <message>
        <source>Matching cancelled: the clusters are those of before.</source>
        <translation>Comparaison annulée : les groupes sont ceux d&apos;avant.</translation>
    </message>
    <message>
        <source>Sweep %1: %2 archives (%3 imported before), %4</source>
        <translation>Passage %1 : %2 archives (%3 importées auparavant), %4</translation>
    </message>
</context>
<context>
    <name>lookalike::SimilarDialog</name>
    <message>
        <source>Documents like %1</source>
        <translation>Documents semblables à %1</translation>
    </message>
    <message>
        <source>No indexed document resembles %1, contains it or is contained in it.</source>
        <translation>Aucun document indexé ne ressemble à %1, ne le contient ni n’y est contenu.</translation>
    </message>
    <message numerus="yes">
        <source>%n indexed documents resemble %1, contain it or are contained in it.</source>
        <translation>
            <numerusform>%n document indexé ressemble à %1, le contient ou y est contenu.</numerusform>
            <numerusform>%n documents indexés ressemblent à %1, le contiennent ou y sont contenus.</numerusform>
        </translation>
    </message>
    <message>
        <source>Similar documents</source>
        <translation>Documents semblables</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Document</translation>
    </message>
    <message>
        <source>Resemblance</source>
        <translation>Ressemblance</translation>
    </message>
    <message>
        <source>File in document</source>
        <translation>Fichier dans le document</translation>
    </message>
    <message>
        <source>Document in file</source>
        <translation>Document dans le fichier</translation>
    </message>
</context>
<context>
    <name>lookalike::SourcesPanel</name>
    <message>
        <source>Folders</source>
        <translation>Dossiers</translation>
    </message>
    <message>
        <source>Folders to scan</source>
        <translation>Dossiers à analyser</translation>
    </message>
    <message>
        <source>Checked folders are references: their files are never touched.</source>
        <translation>Les dossiers cochés sont des références : leurs fichiers ne sont jamais touchés.</translation>
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
        <source>Add Folder</source>
        <translation>Ajouter un dossier</translation>
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
        <translation>p. ex. *.txt *.html (vide : tous)</translation>
    </message>
    <message>
        <source>&amp;Include:</source>
        <translation>&amp;Inclure :</translation>
    </message>
    <message>
        <source>e.g. node_modules *.log</source>
        <translation>p. ex. node_modules *.log</translation>
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
        <translation>Progression de l’analyse</translation>
    </message>
    <message>
        <source>Index summary</source>
        <translation>Résumé de l’index</translation>
    </message>
    <message>
        <source>No index open.</source>
        <translation>Aucun index ouvert.</translation>
    </message>
    <message>
        <source>The documents that could not be used and the last scan&apos;s problems, with their reasons</source>
        <translation>Les documents inutilisables et les problèmes de la dernière analyse, avec leurs raisons</translation>
    </message>
    <message>
        <source>Check to mark %1 as a reference folder (never touched)</source>
        <translation>Cochez pour faire de %1 un dossier de référence (jamais touché)</translation>
    </message>
    <message>
        <source>%1 of %2%3 files, %4 MB/s%5, %6 problems
%7</source>
        <translation>%1 fichiers sur %2%3, %4 Mo/s%5, %6 problèmes
%7</translation>
    </message>
    <message>
        <source>, %1 s left</source>
        <translation>, %1 s restantes</translation>
    </message>
    <message>
        <source>Archive %1 of %2, %3 MB/s: %4 records, %5 pages, %6 problems
%7</source>
        <translation>Archive %1 sur %2, %3 Mo/s : %4 enregistrements, %5 pages, %6 problèmes
%7</translation>
    </message>
    <message>
        <source>, %1 pairs</source>
        <translation>, %1 paires</translation>
    </message>
    <message>
        <source>, %1 candidates</source>
        <translation>, %1 candidats</translation>
    </message>
    <message>
        <source>Matching: %1, %2 of %3%4</source>
        <translation>Comparaison : %1, %2 sur %3%4</translation>
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
        <translation>Index : %1
Documents : %2 (%3 indexés, %4 inutilisables), %5
Documents identiques : %6 dans %7 ensembles
Équivalents lexicaux : %8 dans %9 ensembles
Équivalents en bardeaux : %10 dans %11 ensembles
Paires de quasi-doublons : %12
Groupes (%13 à %14) : %15 contenant %16 documents
Dernière analyse : %17</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message numerus="yes">
        <source>Web archives: %n sweeps, %1 pages (View &gt; Crawl...)</source>
        <translation>
            <numerusform>Archives web : %n passage, %1 pages (Affichage &gt; Exploration…)</numerusform>
            <numerusform>Archives web : %n passages, %1 pages (Affichage &gt; Exploration…)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problems...</source>
        <translation>
            <numerusform>%n problème…</numerusform>
            <numerusform>%n problèmes…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot open the index %1:
%2</source>
        <translation>Impossible d’ouvrir l’index %1 :
%2</translation>
    </message>
</context>
<context>
    <name>lookalike::TrashDialog</name>
    <message numerus="yes">
        <source>%1  (the last copy of its cluster of %n)</source>
        <translation>
            <numerusform>%1  (la dernière copie de son groupe de %n)</numerusform>
            <numerusform>%1  (la dernière copie de son groupe de %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1  (%2 like %3)</source>
        <translation>%1  (%2 semblable à %3)</translation>
    </message>
    <message>
        <source>Move to Trash</source>
        <translation>Mettre à la corbeille</translation>
    </message>
    <message numerus="yes">
        <source>Move these %n files to the trash?</source>
        <translation>
            <numerusform>Mettre ce fichier à la corbeille ?</numerusform>
            <numerusform>Mettre ces %n fichiers à la corbeille ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move these %n files to the trash? Each is listed with the document it resembles. The index forgets them; View &gt; Action Log keeps a record.</source>
        <translation>
            <numerusform>Mettre ce fichier à la corbeille ? Il est affiché avec le document auquel il ressemble. L&apos;index l&apos;oublie ; Affichage &gt; Journal des actions en garde la trace.</numerusform>
            <numerusform>Mettre ces %n fichiers à la corbeille ? Chacun est affiché avec le document auquel il ressemble. L&apos;index les oublie ; Affichage &gt; Journal des actions en garde la trace.</numerusform>
        </translation>
    </message>
    <message>
        <source>Files to move to the trash</source>
        <translation>Fichiers à mettre à la corbeille</translation>
    </message>
    <message numerus="yes">
        <source>Every member of %n clusters is selected. The last copy of each (marked above) is kept unless you check this box:</source>
        <translation>
            <numerusform>Tous les membres de %n groupe sont sélectionnés. La dernière copie (marquée ci-dessus) est conservée, sauf si vous cochez cette case :</numerusform>
            <numerusform>Tous les membres de %n groupes sont sélectionnés. La dernière copie de chacun (marquée ci-dessus) est conservée, sauf si vous cochez cette case :</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Also move the last copy of %n clusters to the trash</source>
        <translation>
            <numerusform>Mettre aussi à la corbeille la dernière copie de %n groupe</numerusform>
            <numerusform>Mettre aussi à la corbeille la dernière copie de %n groupes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Move %n Files to Trash</source>
        <translation>
            <numerusform>&amp;Mettre %n fichier à la corbeille</numerusform>
            <numerusform>&amp;Mettre %n fichiers à la corbeille</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lookalike::cli</name>
    <message>
        <source>Show this help.</source>
        <translation>Affiche cette aide.</translation>
    </message>
    <message>
        <source>The index file (default: in the user&apos;s data folder).</source>
        <translation>Le fichier d’index (par défaut : dans le dossier de données de l’utilisateur).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Words per shingle, 1..16 (default 5).</source>
        <translation>Mots par bardeau, 1..16 (5 par défaut).</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>Shingles wrap around the end of a document.</source>
        <translation>Les bardeaux reprennent au début du document une fois la fin atteinte.</translation>
    </message>
    <message>
        <source>Only files matching GLOB (repeatable).</source>
        <translation>Seulement les fichiers correspondant à GLOB (répétable).</translation>
    </message>
    <message>
        <source>GLOB</source>
        <translation>GLOB</translation>
    </message>
    <message>
        <source>Skip files and folders matching GLOB (repeatable).</source>
        <translation>Ignore les fichiers et dossiers correspondant à GLOB (répétable).</translation>
    </message>
    <message>
        <source>Include hidden files and folders.</source>
        <translation>Inclut les fichiers et dossiers cachés.</translation>
    </message>
    <message>
        <source>Skip files above this many MiB (default 64).</source>
        <translation>Ignore les fichiers de plus de ce nombre de Mio (64 par défaut).</translation>
    </message>
    <message>
        <source>MIB</source>
        <translation>MIB</translation>
    </message>
    <message>
        <source>Analysis threads (default: one per core).</source>
        <translation>Fils d’analyse (par défaut : un par cœur).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>No progress on stderr.</source>
        <translation>Pas de progression sur stderr.</translation>
    </message>
    <message>
        <source>Folders or files to index.</source>
        <translation>Dossiers ou fichiers à indexer.</translation>
    </message>
    <message>
        <source>Index folders: extract, canonicalize, shingle and sketch every document.</source>
        <translation>Indexe des dossiers : extrait, normalise, découpe en bardeaux et résume par une esquisse chaque document.</translation>
    </message>
    <message>
        <source>lookalike-cli: --max-size takes a positive number of MiB
</source>
        <translation>lookalike-cli : --max-size attend un nombre positif de Mio
</translation>
    </message>
    <message>
        <source>lookalike-cli scan: %1: no such file or folder
</source>
        <translation>lookalike-cli scan : %1 : fichier ou dossier introuvable
</translation>
    </message>
    <message>
        <source>%1/%2%3 files, %4/%5, %6 MB/s, %7 problems</source>
        <translation>%1/%2%3 fichiers, %4/%5, %6 Mo/s, %7 problèmes</translation>
    </message>
    <message>
        <source>lookalike-cli scan: %1
</source>
        <translation>lookalike-cli scan : %1
</translation>
    </message>
    <message>
        <source>Index: %1
</source>
        <translation>Index : %1
</translation>
    </message>
    <message>
        <source>Scan %1: %2 in %3 s
</source>
        <translation>Analyse %1 : %2 en %3 s
</translation>
    </message>
    <message>
        <source>Files: %1 seen, %2 indexed, %3 unchanged, %4 could not be used, %5 removed (gone from disk)
</source>
        <translation>Fichiers : %1 vus, %2 indexés, %3 inchangés, %4 inutilisables, %5 retirés (disparus du disque)
</translation>
    </message>
    <message>
        <source>Bytes read: %1 (%2 MB/s)
</source>
        <translation>Octets lus : %1 (%2 Mo/s)
</translation>
    </message>
    <message>
        <source>Skipped: %1
</source>
        <translation>Ignorés : %1
</translation>
    </message>
    <message>
        <source>    ... and %1 more
</source>
        <translation>    ... et %1 de plus
</translation>
    </message>
    <message>
        <source>Index holds %1 documents (%2 indexed, %3 unusable), %4 distinct shingles in all
</source>
        <translation>L’index contient %1 documents (%2 indexés, %3 inutilisables), %4 bardeaux distincts en tout
</translation>
    </message>
    <message>
        <source>Identical documents: %1 in %2 groups; lexically equivalent: %3 in %4; shingle equivalent: %5 in %6
</source>
        <translation>Documents identiques : %1 dans %2 ensembles ; équivalents lexicaux : %3 dans %4 ; équivalents en bardeaux : %5 dans %6
</translation>
    </message>
    <message>
        <source>text or json (default text).</source>
        <translation>text ou json (text par défaut).</translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation>FORMAT</translation>
    </message>
    <message>
        <source>First document.</source>
        <translation>Premier document.</translation>
    </message>
    <message>
        <source>Second document.</source>
        <translation>Second document.</translation>
    </message>
    <message>
        <source>Exact resemblance and containment of two documents from their full shingle sets, with the sketch estimates beside them.</source>
        <translation>Ressemblance et inclusion exactes de deux documents d’après leurs ensembles complets de bardeaux, avec en regard les estimations des esquisses.</translation>
    </message>
    <message>
        <source> words, </source>
        <translation> mots, </translation>
    </message>
    <message>
        <source> distinct %1-word shingles)
</source>
        <translation> bardeaux distincts de %1 mots)
</translation>
    </message>
    <message>
        <source>Shared shingles: %1

</source>
        <translation>Bardeaux partagés : %1

</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <source>MinHash</source>
        <translation>MinHash</translation>
    </message>
    <message>
        <source>sample</source>
        <translation>échantillon</translation>
    </message>
    <message>
        <source>resemblance</source>
        <translation>ressemblance</translation>
    </message>
    <message>
        <source>containment A in B</source>
        <translation>inclusion A dans B</translation>
    </message>
    <message>
        <source>containment B in A</source>
        <translation>inclusion B dans A</translation>
    </message>
    <message>
        <source>What the index holds.</source>
        <translation>Contenu de l’index.</translation>
    </message>
    <message>
        <source>Index: %1 (schema %2)
</source>
        <translation>Index : %1 (schéma %2)
</translation>
    </message>
    <message>
        <source>Documents: %1 (%2 indexed, %3 could not be used), %4
</source>
        <translation>Documents : %1 (%2 indexés, %3 inutilisables), %4
</translation>
    </message>
    <message>
        <source>Distinct shingles (summed over documents): %1
</source>
        <translation>Bardeaux distincts (sommés sur les documents) : %1
</translation>
    </message>
    <message>
        <source>Identical: %1 documents in %2 groups
</source>
        <translation>Identiques : %1 documents dans %2 ensembles
</translation>
    </message>
    <message>
        <source>Lexically equivalent: %1 documents in %2 groups
</source>
        <translation>Équivalents lexicaux : %1 documents dans %2 ensembles
</translation>
    </message>
    <message>
        <source>Shingle equivalent: %1 documents in %2 groups
</source>
        <translation>Équivalents en bardeaux : %1 documents dans %2 ensembles
</translation>
    </message>
    <message>
        <source>Problems:
</source>
        <translation>Problèmes :
</translation>
    </message>
    <message>
        <source>Scans: %1, last: %2
</source>
        <translation>Analyses : %1, dernière : %2
</translation>
    </message>
    <message>
        <source>Sketch parameters: %1
</source>
        <translation>Paramètres des esquisses : %1
</translation>
    </message>
    <message>
        <source>lookalike-cli: --%1 takes a number from 0 to 1
</source>
        <translation>lookalike-cli : --%1 attend un nombre de 0 à 1
</translation>
    </message>
    <message>
        <source>lookalike-cli %1: --format is %2
</source>
        <translation>lookalike-cli %1 : --format vaut %2
</translation>
    </message>
    <message>
        <source>%1: no index there (run &apos;lookalike-cli scan&apos; first)</source>
        <translation>%1 : aucun index ici (lancez d’abord « lookalike-cli scan »)</translation>
    </message>
    <message>
        <source>Clusters (%1 at %2): %3 clusters holding %4 documents
</source>
        <translation>Groupes (%1 à %2) : %3 groupes contenant %4 documents
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
        <translation>Indexe seulement ; ne compare ni ne regroupe.</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>estimé</translation>
    </message>
    <message>
        <source>
estimate: what &apos;pairs&apos; reports, MinHash and sample estimates pooled by their variances
</source>
        <translation>
estimé : ce que rapporte « pairs », estimations MinHash et par échantillon combinées selon leurs variances
</translation>
    </message>
    <message>
        <source>MinHash: k=%1 one-permutation hashing; sample: MOD 2^%2 (%3 and %4 shingles)
</source>
        <translation>MinHash : k=%1, hachage à une permutation ; échantillon : MOD 2^%2 (%3 et %4 bardeaux)
</translation>
    </message>
    <message>
        <source>Near-duplicate pairs: %1
</source>
        <translation>Paires de quasi-doublons : %1
</translation>
    </message>
    <message>
        <source>Clusters (%1 at %2): %3 holding %4 documents
</source>
        <translation>Groupes (%1 à %2) : %3 contenant %4 documents
</translation>
    </message>
    <message>
        <source>Pairs with resemblance &gt;= R (default 0.5).</source>
        <translation>Paires avec ressemblance &gt;= R (0.5 par défaut).</translation>
    </message>
    <message>
        <source>... or containment either way &gt;= C (default: off).</source>
        <translation>... ou inclusion dans un sens ou dans l’autre &gt;= C (par défaut : désactivé).</translation>
    </message>
    <message>
        <source>Exact figures, read again from the documents.</source>
        <translation>Valeurs exactes, relues depuis les documents.</translation>
    </message>
    <message>
        <source>csv or json (default csv).</source>
        <translation>csv ou json (csv par défaut).</translation>
    </message>
    <message>
        <source>Every near-duplicate pair: resemblance and containment both ways.</source>
        <translation>Toutes les paires de quasi-doublons : ressemblance et inclusion dans les deux sens.</translation>
    </message>
    <message>
        <source>%1 (default: the last used, else union).</source>
        <translation>%1 (par défaut : la dernière utilisée, sinon union).</translation>
    </message>
    <message>
        <source>POLICY</source>
        <translation>POLICY</translation>
    </message>
    <message>
        <source>Resemblance (containment for the containment policy) that joins two documents (default: the last used, else 0.5).</source>
        <translation>Ressemblance (inclusion pour la méthode containment) qui réunit deux documents (par défaut : la dernière valeur utilisée, sinon 0.5).</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Clusters of near-duplicates, recomputed from the stored pairs.</source>
        <translation>Groupes de quasi-doublons, recalculés à partir des paires enregistrées.</translation>
    </message>
    <message>
        <source>lookalike-cli clusters: unknown policy &apos;%1&apos; (one of %2)
</source>
        <translation>lookalike-cli clusters : méthode inconnue « %1 » (parmi %2)
</translation>
    </message>
    <message>
        <source>Resemblance &gt;= R (default 0.3).</source>
        <translation>Ressemblance &gt;= R (0.3 par défaut).</translation>
    </message>
    <message>
        <source>... or containment either way &gt;= C (default 0.5).</source>
        <translation>... ou inclusion dans un sens ou dans l’autre &gt;= C (0.5 par défaut).</translation>
    </message>
    <message>
        <source>Any file, indexed or not.</source>
        <translation>N’importe quel fichier, indexé ou non.</translation>
    </message>
    <message>
        <source>The indexed documents that resemble FILE, contain it or are contained in it.</source>
        <translation>Les documents indexés qui ressemblent à FILE, le contiennent ou y sont contenus.</translation>
    </message>
    <message>
        <source>lookalike-cli: --%1 takes a whole number &gt;= %2
</source>
        <translation>lookalike-cli : --%1 attend un nombre entier &gt;= %2
</translation>
    </message>
    <message>
        <source>lookalike-cli: --%1 takes a whole number from %2 to %3
</source>
        <translation>lookalike-cli : --%1 attend un nombre entier de %2 à %3
</translation>
    </message>
    <message>
        <source>lookalike-cli %1: the index holds no web archive (run &apos;lookalike-cli import&apos; first)
</source>
        <translation>lookalike-cli %1 : l’index ne contient aucune archive web (lancez d’abord « lookalike-cli import »)
</translation>
    </message>
    <message>
        <source>lookalike-cli %1: no sweep &apos;%2&apos; (sweeps: %3)
</source>
        <translation>lookalike-cli %1 : aucun passage « %2 » (passages : %3)
</translation>
    </message>
    <message>
        <source>The sweep (crawl) these archives belong to (default: the date of the first capture). An existing sweep is added to.</source>
        <translation>Le passage (exploration) auquel appartiennent ces archives (par défaut : la date de la première capture). Un passage existant est complété.</translation>
    </message>
    <message>
        <source>LABEL</source>
        <translation>LABEL</translation>
    </message>
    <message>
        <source>The sweep&apos;s date, ISO 8601 (default: its earliest capture).</source>
        <translation>La date du passage, ISO 8601 (par défaut : sa première capture).</translation>
    </message>
    <message>
        <source>ISO-DATE</source>
        <translation>ISO-DATE</translation>
    </message>
    <message>
        <source>Only import; do not match and cluster.</source>
        <translation>Importe seulement ; ne compare ni ne regroupe.</translation>
    </message>
    <message>
        <source>WARC or ARC files, plain or gzip.</source>
        <translation>Fichiers WARC ou ARC, bruts ou gzip.</translation>
    </message>
    <message>
        <source>Import web archives (WARC 1.0/1.1, ARC v1/v2) as one sweep of a crawl.</source>
        <translation>Importe des archives web (WARC 1.0/1.1, ARC v1/v2) comme un passage d’exploration.</translation>
    </message>
    <message>
        <source>lookalike-cli import: --date takes an ISO 8601 date, e.g. 2024-05-01 or 2024-05-01T12:00:00Z
</source>
        <translation>lookalike-cli import : --date attend une date ISO 8601, p. ex. 2024-05-01 ou 2024-05-01T12:00:00Z
</translation>
    </message>
    <message>
        <source>lookalike-cli import: %1: no such file
</source>
        <translation>lookalike-cli import : %1 : fichier introuvable
</translation>
    </message>
    <message>
        <source>archive %1/%2, %3/%4, %5 MB/s, %6 records, %7 documents, %8 problems</source>
        <translation>archive %1/%2, %3/%4, %5 Mo/s, %6 enregistrements, %7 documents, %8 problèmes</translation>
    </message>
    <message>
        <source>lookalike-cli import: %1
</source>
        <translation>lookalike-cli import : %1
</translation>
    </message>
    <message>
        <source>Import %1 into sweep &apos;%2&apos;: %3 in %4 s
</source>
        <translation>Importation de %1 dans le passage « %2 » : %3 en %4 s
</translation>
    </message>
    <message>
        <source>Archives: %1 (%2 already imported, skipped), %3 read (%4 MB/s), payloads %5
</source>
        <translation>Archives : %1 (%2 déjà importées, ignorées), %3 lus (%4 Mo/s), charges utiles %5
</translation>
    </message>
    <message>
        <source>Revisits whose original capture is not in the index: %1 (import the archive that holds it)
</source>
        <translation>Revisites dont la capture d’origine n’est pas dans l’index : %1 (importez l’archive qui la contient)
</translation>
    </message>
    <message>
        <source>Problems: %1
</source>
        <translation>Problèmes : %1
</translation>
    </message>
    <message>
        <source>The index file.</source>
        <translation>Le fichier d’index.</translation>
    </message>
    <message>
        <source>Resemblance joining pages into a cluster (default 0.5).</source>
        <translation>Ressemblance à partir de laquelle des pages forment un groupe (0.5 par défaut).</translation>
    </message>
    <message>
        <source>A URL of an imported crawl.</source>
        <translation>Une URL d’une exploration importée.</translation>
    </message>
    <message>
        <source>Broder&apos;s query support: the captures of a URL in each sweep and the URLs of their clusters.</source>
        <translation>Requêtes à la Broder : les captures d’une URL dans chaque passage et les URL de leurs groupes.</translation>
    </message>
    <message>
        <source>lookalike-cli url: %1 is in no sweep of the index
</source>
        <translation>lookalike-cli url : %1 n’est dans aucun passage de l’index
</translation>
    </message>
    <message>
        <source>sweep %1: captured %2, HTTP %3%4
</source>
        <translation>passage %1 : capturée le %2, HTTP %3%4
</translation>
    </message>
    <message>
        <source> (no text)</source>
        <translation> (sans texte)</translation>
    </message>
    <message>
        <source>Every URL gone from the newest sweep.</source>
        <translation>Toutes les URL disparues du passage le plus récent.</translation>
    </message>
    <message>
        <source>Least resemblance of a new page to the old one (default 0.4).</source>
        <translation>Ressemblance minimale d’une nouvelle page avec l’ancienne (0.4 par défaut).</translation>
    </message>
    <message>
        <source>text or csv (default text).</source>
        <translation>text ou csv (text par défaut).</translation>
    </message>
    <message>
        <source>A URL gone from the newest sweep.</source>
        <translation>Une URL disparue du passage le plus récent.</translation>
    </message>
    <message>
        <source>Lost and found: where the pages gone from the newest sweep are now.</source>
        <translation>Objets trouvés : où se trouvent maintenant les pages disparues du passage le plus récent.</translation>
    </message>
    <message>
        <source>lookalike-cli lost-found: give a URL or --all
</source>
        <translation>lookalike-cli lost-found : indiquez une URL ou --all
</translation>
    </message>
    <message>
        <source>%1 -&gt; %2 (resemblance %3%4)
</source>
        <translation>%1 -&gt; %2 (ressemblance %3%4)
</translation>
    </message>
    <message>
        <source>, redirected</source>
        <translation>, redirigée</translation>
    </message>
    <message>
        <source>%1: gone (last seen in sweep %2), nothing in sweep %3 resembles it
</source>
        <translation>%1 : disparue (vue pour la dernière fois dans le passage %2), rien dans le passage %3 ne lui ressemble
</translation>
    </message>
    <message>
        <source>%1: still there in sweep %2
</source>
        <translation>%1 : toujours présente dans le passage %2
</translation>
    </message>
    <message>
        <source>%1: never captured with text
</source>
        <translation>%1 : jamais capturée avec du texte
</translation>
    </message>
    <message>
        <source>%1: in no sweep of the index
</source>
        <translation>%1 : dans aucun passage de l’index
</translation>
    </message>
    <message>
        <source>%1 URLs gone from sweep %2: %3 found elsewhere, %4 not
</source>
        <translation>%1 URL disparues du passage %2 : %3 retrouvées ailleurs, %4 non
</translation>
    </message>
    <message>
        <source>The sweep (default: the newest).</source>
        <translation>Le passage (par défaut : le plus récent).</translation>
    </message>
    <message>
        <source>Least pages a host pair shares (default 10).</source>
        <translation>Nombre minimal de pages partagées par une paire d’hôtes (10 par défaut).</translation>
    </message>
    <message>
        <source>Also list host pairs that share content but are no mirrors.</source>
        <translation>Liste aussi les paires d’hôtes qui partagent du contenu sans être des miroirs.</translation>
    </message>
    <message>
        <source>Mirrored hosts: host pairs sharing near-duplicate pages under the same paths.</source>
        <translation>Hôtes miroirs : paires d’hôtes partageant des pages quasi-doublons sous les mêmes chemins.</translation>
    </message>
    <message>
        <source>%1  %2  %3 shared pages, %4 of %5 shared clusters under the same path suffix: %6
</source>
        <translation>%1  %2  %3 pages partagées, %4 groupes partagés sur %5 sous le même suffixe de chemin : %6
</translation>
    </message>
    <message>
        <source>Sweep %1: %2 mirrored host pairs; %3 other host pairs share &gt;= %4 pages%5
</source>
        <translation>Passage %1 : %2 paires d’hôtes miroirs ; %3 autres paires d’hôtes partagent &gt;= %4 pages%5
</translation>
    </message>
    <message>
        <source> (--all lists them)</source>
        <translation> (--all les liste)</translation>
    </message>
    <message>
        <source>The earlier sweep.</source>
        <translation>Le passage antérieur.</translation>
    </message>
    <message>
        <source>The later sweep.</source>
        <translation>Le passage ultérieur.</translation>
    </message>
    <message>
        <source>text, csv (one row per URL) or json (default text).</source>
        <translation>text, csv (une ligne par URL) ou json (text par défaut).</translation>
    </message>
    <message>
        <source>How clusters and pages changed between two sweeps (Fetterly et al.).</source>
        <translation>Évolution des groupes et des pages entre deux passages (Fetterly et al.).</translation>
    </message>
    <message>
        <source>lookalike-cli evolution: --from and --to name two sweeps
</source>
        <translation>lookalike-cli evolution : --from et --to désignent deux passages
</translation>
    </message>
    <message>
        <source>From sweep %1 (%2 pages) to sweep %3 (%4 pages): %5 in both, %6 born, %7 died (%8 of them moved)
</source>
        <translation>Du passage %1 (%2 pages) au passage %3 (%4 pages) : %5 dans les deux, %6 apparues, %7 disparues (dont %8 déplacées)
</translation>
    </message>
    <message>
        <source>Change of the pages in both:</source>
        <translation>Modification des pages présentes dans les deux :</translation>
    </message>
    <message>
        <source>cluster size   URLs   containment  similarity  reverse containment
</source>
        <translation>taille groupe   URL     inclusion  similarité    inclusion inverse
</translation>
    </message>
    <message>
        <source>, %1 s left</source>
        <translation>, %1 s restantes</translation>
    </message>
    <message>
        <source>, %1 pairs</source>
        <translation>, %1 paires</translation>
    </message>
    <message>
        <source>, %1 candidates</source>
        <translation>, %1 candidats</translation>
    </message>
    <message>
        <source>Matching: %1 %2/%3%4%5</source>
        <translation>Comparaison : %1 %2/%3%4%5</translation>
    </message>
    <message>
        <source>Matched %1 documents (%2 after collapsing equivalent ones) in %3 s: %4 pairs with resemblance &gt;= %5 or containment &gt;= %6 (LSH %7 bands x %8 rows; %9 candidates, %10 settled exactly from the files; %11 common shingles ignored)
</source>
        <translation>%1 documents comparés (%2 après fusion des équivalents) en %3 s : %4 paires avec ressemblance &gt;= %5 ou inclusion &gt;= %6 (LSH %7 bandes x %8 lignes ; %9 candidats, %10 tranchés exactement d’après les fichiers ; %11 bardeaux courants ignorés)
</translation>
    </message>
    <message>
        <source>lookalike-cli: matching cancelled; the index keeps its documents, the next scan matches them
</source>
        <translation>lookalike-cli : comparaison annulée ; l’index garde ses documents, la prochaine analyse les comparera
</translation>
    </message>
    <message>
        <source>clusters of near-duplicates under a policy</source>
        <translation>groupes de quasi-doublons selon une méthode</translation>
    </message>
    <message>
        <source>Usage: lookalike-cli COMMAND [OPTIONS]</source>
        <translation>Utilisation : lookalike-cli COMMANDE [OPTIONS]</translation>
    </message>
    <message>
        <source>Find near-duplicate documents.</source>
        <translation>Trouve les quasi-doublons parmi des documents.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Commandes :</translation>
    </message>
    <message>
        <source>Run &apos;lookalike-cli COMMAND --help&apos; for a command&apos;s options.</source>
        <translation>Lancez « lookalike-cli COMMANDE --help » pour les options d’une commande.</translation>
    </message>
    <message>
        <source>Options: --help, --version</source>
        <translation>Options : --help, --version</translation>
    </message>
    <message>
        <source>lookalike-cli %1: matching cancelled; the pairs stored before are kept
</source>
        <translation>lookalike-cli %1 : comparaison annulée ; les paires enregistrées auparavant sont conservées
</translation>
    </message>
    <message>
        <source>resemblance and containment of two files</source>
        <translation>ressemblance et inclusion de deux fichiers</translation>
    </message>
    <message>
        <source>how pages and clusters changed between sweeps</source>
        <translation>évolution des pages et des groupes entre passages</translation>
    </message>
    <message>
        <source>import web archives (WARC, ARC) as a sweep of a crawl</source>
        <translation>importe des archives web (WARC, ARC) comme un passage d’exploration</translation>
    </message>
    <message>
        <source>where pages gone from the newest sweep are now</source>
        <translation>où se trouvent les pages disparues du passage le plus récent</translation>
    </message>
    <message>
        <source>mirrored host pairs of a sweep</source>
        <translation>paires d’hôtes miroirs d’un passage</translation>
    </message>
    <message>
        <source>near-duplicate pairs with resemblance and containment</source>
        <translation>paires de quasi-doublons avec ressemblance et inclusion</translation>
    </message>
    <message>
        <source>index folders (text, HTML, PDF, DOCX, ODT, EPUB) and match</source>
        <translation>indexe des dossiers (texte, HTML, PDF, DOCX, ODT, EPUB) et les compare</translation>
    </message>
    <message>
        <source>Store pairs down to this resemblance (default 0.5; lower asks match again later).</source>
        <translation>Enregistre les paires jusqu’à cette ressemblance (0.5 par défaut ; demander moins ensuite relance la comparaison).</translation>
    </message>
    <message>
        <source>... and down to this containment either way (default 0.8).</source>
        <translation>... et jusqu’à cette inclusion dans un sens ou dans l’autre (0.8 par défaut).</translation>
    </message>
    <message>
        <source>Shingles (and band buckets) shared by more than N documents are common: not paired one by one (default: 64, or 5% of a smaller collection).</source>
        <translation>Les bardeaux (et seaux de bandes) partagés par plus de N documents sont courants : ils ne sont pas appariés un à un (par défaut : 64, ou 5 % d’une collection plus petite).</translation>
    </message>
    <message>
        <source>indexed documents like FILE</source>
        <translation>documents indexés semblables à FILE</translation>
    </message>
    <message>
        <source>what the index holds</source>
        <translation>contenu de l’index</translation>
    </message>
    <message>
        <source>a URL&apos;s captures per sweep and their clusters</source>
        <translation>captures d’une URL par passage et leurs groupes</translation>
    </message>
    <message>
        <source>lookalike-cli: unknown command &apos;%1&apos;
</source>
        <translation>lookalike-cli : commande inconnue « %1 »
</translation>
    </message>
    <message>
        <source>Records: %1; %2 requests, metadata and other records skipped
</source>
        <translation>Enregistrements : %1 ; %2 requêtes, métadonnées et autres enregistrements ignorés
</translation>
    </message>
</context>
<context>
    <name>lookalike::usecase::FileActions</name>
    <message>
        <source>a web page of an imported archive, not a file</source>
        <translation>une page web d&apos;une archive importée, pas un fichier</translation>
    </message>
    <message>
        <source>in a reference folder: never touched</source>
        <translation>dans un dossier de référence : jamais touché</translation>
    </message>
    <message>
        <source>kept: the last copy of its cluster</source>
        <translation>conservé : la dernière copie de son groupe</translation>
    </message>
    <message>
        <source>no trash: cannot create %1</source>
        <translation>pas de corbeille : impossible de créer %1</translation>
    </message>
    <message>
        <source>could not move to the trash: %1</source>
        <translation>impossible de mettre à la corbeille : %1</translation>
    </message>
    <message>
        <source>already gone (moved or deleted outside Lookalike): removed from the index</source>
        <translation>déjà disparu (déplacé ou supprimé hors de Lookalike) : retiré de l’index</translation>
    </message>
    <message>
        <source>moved to the trash: %1</source>
        <translation>mis à la corbeille : %1</translation>
    </message>
    <message numerus="yes">
        <source>marked as not a duplicate of the %n other documents selected</source>
        <translation>
            <numerusform>marqué comme n’étant pas un doublon de %n autre document sélectionné</numerusform>
            <numerusform>marqué comme n’étant pas un doublon des %n autres documents sélectionnés</numerusform>
        </translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>the file is gone (moved or deleted outside Lookalike): removed from the index</source>
        <translation>le fichier a disparu (déplacé ou supprimé hors de Lookalike) : retiré de l’index</translation>
    </message>
</context>
<context>
    <name>lookalike::usecase::Ingest</name>
    <message>
        <source>%1 records; %2 captures stored (%3 analysed, %4 taken from identical or revisited captures, %5 HTTP errors and redirects); %6 not text</source>
        <translation>%1 enregistrements ; %2 captures stockées (%3 analysées, %4 reprises de captures identiques ou revisitées, %5 erreurs HTTP et redirections) ; %6 sans texte</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Find near-duplicate documents.</source>
        <translation>Trouve les quasi-doublons parmi des documents.</translation>
    </message>
    <message>
        <source>The index file to open.</source>
        <translation>Le fichier d’index à ouvrir.</translation>
    </message>
</context>
</TS>
