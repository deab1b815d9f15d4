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
    <message>
        <source>related documents</source>
        <translation>documents apparentés</translation>
    </message>
    <message>
        <source>nothing was matched before</source>
        <translation>rien n’avait été apparié auparavant</translation>
    </message>
    <message>
        <source>the common cut-off moved</source>
        <translation>le seuil des valeurs courantes a changé</translation>
    </message>
    <message>
        <source>a former document&apos;s sketch is not known</source>
        <translation>l’esquisse d’un ancien document est inconnue</translation>
    </message>
    <message>
        <source>a quarter of the documents or more changed</source>
        <translation>un quart des documents ou plus a changé</translation>
    </message>
    <message>
        <source>too many uncertain pairs to settle them all</source>
        <translation>trop de paires incertaines pour les trancher toutes</translation>
    </message>
    <message>
        <source>what the last matching found common is not known</source>
        <translation>ce que le dernier rapprochement a trouvé courant est inconnu</translation>
    </message>
    <message>
        <source>the last matching decided some uncertain pairs by their estimates (past the budget)</source>
        <translation>le dernier rapprochement a tranché certaines paires incertaines par leurs estimations (au-delà du budget)</translation>
    </message>
    <message>
        <source>the matching options changed</source>
        <translation>les options de rapprochement ont changé</translation>
    </message>
</context>
<context>
    <name>lookalike::ActionLogDialog</name>
    <message>
        <source>Action Log</source>
        <translation>Journal des actions</translation>
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
    <message>
        <source>Keep this copy</source>
        <translation>Conserver cette copie</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Annulée</translation>
    </message>
    <message>
        <source>Not finished</source>
        <translation>Non terminé</translation>
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
        <source>Threshold</source>
        <translation>Seuil</translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation>Groupes</translation>
    </message>
    <message>
        <source>&amp;New documents only</source>
        <translation>&amp;Nouveaux documents seulement</translation>
    </message>
    <message>
        <source>Compare new against old: only the clusters with a document of a folder marked New (which of these files do I already have?)</source>
        <translation>Comparer le nouveau à l’ancien : seulement les groupes contenant un document d’un dossier marqué Nouveau (lesquels de ces fichiers ai-je déjà ?)</translation>
    </message>
    <message>
        <source>The lowest resemblance at which two documents count as near-duplicates</source>
        <translation>La ressemblance minimale à partir de laquelle deux documents sont considérés comme des quasi-doublons</translation>
    </message>
    <message>
        <source>Add a folder (Add Folder... on the left, or drop folders on this window), then press Scan. Lookalike reads every document and shows here the groups of near-duplicates it finds.</source>
        <translation>Ajoutez un dossier (« Ajouter un dossier… » à gauche, ou déposez des dossiers sur cette fenêtre), puis cliquez sur « Analyser ». Lookalike lit chaque document et affiche ici les groupes de quasi-doublons qu’il trouve.</translation>
    </message>
    <message>
        <source>No cluster has a document whose path holds the filter, or one in a folder marked New. (The files of a folder are found once it is scanned.)</source>
        <translation>Aucun groupe n&apos;a de document dont le chemin contient le filtre, ni de document d&apos;un dossier marqué Nouveau. (Les fichiers d&apos;un dossier sont trouvés une fois qu&apos;il a été analysé.)</translation>
    </message>
    <message>
        <source>Making the clusters again at %1 %: the greyed list below is of the value before, until they arrive.</source>
        <translation>Les groupes sont refaits à %1 % : la liste grisée ci-dessous est celle de la valeur d’avant, jusqu’à leur arrivée.</translation>
    </message>
    <message>
        <source>The clusters are being made again at %1 %: those with a document the filter asks for show when they arrive.</source>
        <translation>Les groupes sont refaits à %1 % : ceux qui ont un document demandé par le filtre s&apos;affichent dès qu&apos;ils arrivent.</translation>
    </message>
    <message>
        <source>&amp;Inclusive messages only</source>
        <translation>Messages &amp;inclusifs seulement</translation>
    </message>
    <message>
        <source>Mail: hide the messages whose whole text a later message of their conversation quotes; what is left is what a reader needs to read</source>
        <translation>Courriel : masquer les messages dont un message ultérieur de leur conversation cite tout le texte ; ce qui reste est ce qu’un lecteur doit lire</translation>
    </message>
</context>
<context>
    <name>lookalike::ClusterModel</name>
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
    <message>
        <source>Every member resembles the copy kept by %1 to %2</source>
        <translation>Chaque membre ressemble à la copie conservée de %1 à %2</translation>
    </message>
    <message numerus="yes">
        <source>Cluster of %n documents; the copy kept (representative): %1</source>
        <translation>
            <numerusform>Groupe de %n document ; copie conservée (représentant) : %1</numerusform>
            <numerusform>Groupe de %n documents ; copie conservée (représentant) : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>copy kept</source>
        <translation>copie conservée</translation>
    </message>
    <message>
        <source>%1
The copy kept (the representative): the others are compared with it. Chosen by: marked &quot;keep this copy&quot;, in a reference folder, a name that does not look like a copy, the oldest, the shortest path.</source>
        <translation>%1
La copie conservée (le représentant) : les autres lui sont comparés. Choisie selon : marquée « conserver cette copie », dans un dossier de référence, un nom qui ne ressemble pas à celui d’une copie, la plus ancienne, le chemin le plus court.</translation>
    </message>
    <message>
        <source>%1
Modified %2</source>
        <translation>%1
Modifié : %2</translation>
    </message>
    <message>
        <source>Resemblance: the share of all the word sequences (shingles) of two documents that both have. A member: to the copy kept; a cluster: its lowest and highest, never below the threshold with the default policy</source>
        <translation>Ressemblance : la part de toutes les suites de mots (bardeaux) de deux documents que les deux contiennent. Pour un membre : avec la copie conservée ; pour un groupe : la plus basse et la plus haute, jamais sous le seuil avec la méthode par défaut</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>%1
Estimated from the sketches (marked %2): select the member to see the exact figures in the pair view.</source>
        <translation>%1
Estimé à partir des esquisses (marqué %2) : sélectionnez le membre pour voir les valeurs exactes dans la vue de la paire.</translation>
    </message>
    <message>
        <source>Contained: how much of the member is found in the copy kept</source>
        <translation>Contenu : la part du membre qui se trouve dans la copie gardée</translation>
    </message>
    <message>
        <source>Contains: how much of the copy kept is found in the member</source>
        <translation>Contient : la part de la copie gardée qui se trouve dans le membre</translation>
    </message>
    <message>
        <source>Contained</source>
        <translation>Contenu</translation>
    </message>
    <message>
        <source>Contains</source>
        <translation>Contient</translation>
    </message>
    <message>
        <source>%1
From: %2
Date: %3
%4</source>
        <translation>%1
De : %2
Date : %3
%4</translation>
    </message>
    <message>
        <source>Not inclusive: a later message of its conversation holds its text (%1)</source>
        <translation>Non inclusif : un message ultérieur de sa conversation contient son texte (%1)</translation>
    </message>
</context>
<context>
    <name>lookalike::ClusterPolicy</name>
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
    <message>
        <source>%1: %2, %3 on %4; pages join a cluster at resemblance %5 or more.</source>
        <translation>%1 : %2, %3 sur %4 ; les pages forment un groupe à partir d’une ressemblance de %5.</translation>
    </message>
    <message numerus="yes">
        <source>%n sweeps</source>
        <translation>
            <numerusform>%n passage</numerusform>
            <numerusform>%n passages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hosts</source>
        <translation>
            <numerusform>%n hôte</numerusform>
            <numerusform>%n hôtes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sweep %1: %n host pairs share %2 or more</source>
        <translation>
            <numerusform>Passage %1 : %n paire d’hôtes partage %2 ou plus</numerusform>
            <numerusform>Passage %1 : %n paires d’hôtes partagent %2 ou plus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n of them are mirrors (the same pages under the same paths).</source>
        <translation>
            <numerusform>; %n d’entre elles est un miroir (les mêmes pages sous les mêmes chemins).</numerusform>
            <numerusform>; %n d’entre elles sont des miroirs (les mêmes pages sous les mêmes chemins).</numerusform>
        </translation>
    </message>
    <message>
        <source>From sweep %1 (%2) to sweep %3 (%4): %5 in both, %6 born, %7 died (%8)</source>
        <translation>Du passage %1 (%2) au passage %3 (%4) : %5 dans les deux, apparues : %6, disparues : %7 (%8)</translation>
    </message>
    <message numerus="yes">
        <source>%n of them moved</source>
        <translation>
            <numerusform>dont %n déplacée</numerusform>
            <numerusform>dont %n déplacées</numerusform>
        </translation>
    </message>
    <message>
        <source>Pages join a cluster at this resemblance or more, in every tab (the CLI&apos;s crawl commands use it too)</source>
        <translation>Les pages rejoignent un groupe à partir de cette ressemblance, dans chaque onglet (les commandes d&apos;exploration de la ligne de commande l&apos;utilisent aussi)</translation>
    </message>
    <message>
        <source>&amp;Clusters at:</source>
        <translation>&amp;Groupes à :</translation>
    </message>
    <message>
        <source>gone; a copy that was there already in sweep %1 is still there: not a move</source>
        <translation>disparue ; une copie déjà présente dans le passage %1 est toujours là : ce n’est pas un déplacement</translation>
    </message>
    <message>
        <source>copy elsewhere (not a move)</source>
        <translation>copie ailleurs (pas un déplacement)</translation>
    </message>
    <message numerus="yes">
        <source>%n pages gone from sweep %1: %2 moved, %3 with a copy that was there already, %4 neither.</source>
        <translation>
            <numerusform>%n page disparue du passage %1 : %2 déplacées, %3 avec une copie déjà présente, %4 ni l’un ni l’autre.</numerusform>
            <numerusform>%n pages disparues du passage %1 : %2 déplacées, %3 avec une copie déjà présente, %4 ni l’un ni l’autre.</numerusform>
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
        <source>Next change</source>
        <translation>Modification suivante</translation>
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
        <source>(approximate alignment: the documents differ too much for an exact one)</source>
        <translation>(alignement approximatif : les documents diffèrent trop pour un alignement exact)</translation>
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
    <message>
        <source>What the pair view shows</source>
        <translation>Ce que montre la vue de la paire</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Modifications</translation>
    </message>
    <message>
        <source>The words one document has and the other has not, in place</source>
        <translation>Les mots qu’un document contient et l’autre non, à leur place</translation>
    </message>
    <message>
        <source>Shared passages</source>
        <translation>Passages communs</translation>
    </message>
    <message>
        <source>The passages both documents hold, wherever they are in each: where one contains the other</source>
        <translation>Les passages que contiennent les deux documents, où qu’ils soient dans chacun : là où l’un contient l’autre</translation>
    </message>
    <message>
        <source> words</source>
        <translation> mots</translation>
    </message>
    <message>
        <source>The shortest run of words that counts as a shared passage</source>
        <translation>La plus courte suite de mots comptée comme passage commun</translation>
    </message>
    <message>
        <source>Shortest passage:</source>
        <translation>Passage le plus court :</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Supprimé</translation>
    </message>
    <message>
        <source>Inserted</source>
        <translation>Inséré</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Modifié</translation>
    </message>
    <message>
        <source>No line</source>
        <translation>Aucune ligne</translation>
    </message>
    <message>
        <source>Shared passage</source>
        <translation>Passage commun</translation>
    </message>
    <message numerus="yes">
        <source>No differences: %Ln words</source>
        <translation>
            <numerusform>Aucune différence : %Ln mot</numerusform>
            <numerusform>Aucune différence : %Ln mots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words equal</source>
        <translation>
            <numerusform>%Ln mot identique</numerusform>
            <numerusform>%Ln mots identiques</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No shared passages of %Ln words or more</source>
        <translation>
            <numerusform>Aucun passage commun de %Ln mot ou plus</numerusform>
            <numerusform>Aucun passage commun de %Ln mots ou plus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln shared passages</source>
        <translation>
            <numerusform>%Ln passage commun</numerusform>
            <numerusform>%Ln passages communs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of A, %2 of B</source>
        <translation>%1 de A, %2 de B</translation>
    </message>
    <message numerus="yes">
        <source>Runs of %Ln words or more found in both documents, wherever they are in each; the shares count the words of each document inside them</source>
        <translation>
            <numerusform>Suites de %Ln mot ou plus présentes dans les deux documents, où qu’elles soient dans chacun ; les parts comptent les mots de chaque document qu’elles couvrent</numerusform>
            <numerusform>Suites de %Ln mots ou plus présentes dans les deux documents, où qu’elles soient dans chacun ; les parts comptent les mots de chaque document qu’elles couvrent</numerusform>
        </translation>
    </message>
    <message>
        <source>Previous passage</source>
        <translation>Passage précédent</translation>
    </message>
    <message>
        <source>Next passage</source>
        <translation>Passage suivant</translation>
    </message>
    <message>
        <source>No passages</source>
        <translation>Aucun passage</translation>
    </message>
    <message>
        <source>Passages: %L1</source>
        <translation>Passages : %L1</translation>
    </message>
    <message>
        <source>Passage %L1 of %L2</source>
        <translation>Passage %L1 sur %L2</translation>
    </message>
    <message>
        <source>Case or punctuation</source>
        <translation>Casse ou ponctuation</translation>
    </message>
    <message>
        <source>Deleted: words only the left document has; inserted: words only the right one has; changed: words replaced by others; case or punctuation: the same words written otherwise (case, accents, punctuation or spacing only); no line: rows where the other side has lines this side has not</source>
        <translation>Supprimé : mots que seul le document de gauche contient ; inséré : mots que seul celui de droite contient ; modifié : mots remplacés par d&apos;autres ; casse ou ponctuation : les mêmes mots écrits autrement (casse, accents, ponctuation ou espacement seulement) ; pas de ligne : rangées où l&apos;autre côté a des lignes que celui-ci n&apos;a pas</translation>
    </message>
    <message numerus="yes">
        <source>The same %Ln words</source>
        <translation>
            <numerusform>Le même mot (%Ln)</numerusform>
            <numerusform>Les mêmes %Ln mots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln changes of case, punctuation or spacing only</source>
        <translation>
            <numerusform>%Ln changement de casse, de ponctuation ou d&apos;espacement seulement</numerusform>
            <numerusform>%Ln changements de casse, de ponctuation ou d&apos;espacement seulement</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>Export the %n Clusters Shown</source>
        <translation>
            <numerusform>Exporter le %n groupe affiché</numerusform>
            <numerusform>Exporter les %n groupes affichés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export All %n Clusters</source>
        <translation>
            <numerusform>Exporter %n groupe</numerusform>
            <numerusform>Exporter les %n groupes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export the %n selected clusters, or all of them?</source>
        <translation>
            <numerusform>Exporter %n groupe sélectionné, ou tous ?</numerusform>
            <numerusform>Exporter les %n groupes sélectionnés, ou tous ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Selected (%n)</source>
        <translation>
            <numerusform>&amp;Sélection (%n)</numerusform>
            <numerusform>&amp;Sélection (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>&amp;Tout</translation>
    </message>
    <message numerus="yes">
        <source>All &amp;shown (%n)</source>
        <translation>
            <numerusform>Tout ce qui est &amp;affiché (%n)</numerusform>
            <numerusform>Tout ce qui est &amp;affiché (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;All (%n)</source>
        <translation>
            <numerusform>&amp;Tout (%n)</numerusform>
            <numerusform>&amp;Tout (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export %n Selected Clusters</source>
        <translation>
            <numerusform>Exporter %n groupe sélectionné</numerusform>
            <numerusform>Exporter %n groupes sélectionnés</numerusform>
        </translation>
    </message>
    <message>
        <source>Export All Pairs at %1 or More</source>
        <translation>Exporter toutes les paires à partir de %1</translation>
    </message>
    <message>
        <source>Export the Pairs of New Documents at %1 or More</source>
        <translation>Exporter les paires des nouveaux documents à partir de %1</translation>
    </message>
    <message numerus="yes">
        <source>Export the pairs among the %n selected documents, or all pairs?</source>
        <translation>
            <numerusform>Exporter les paires de %n document sélectionné, ou toutes les paires ?</numerusform>
            <numerusform>Exporter les paires entre les %n documents sélectionnés, ou toutes les paires ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Selected (%n documents)</source>
        <translation>
            <numerusform>&amp;Sélection (%n document)</numerusform>
            <numerusform>&amp;Sélection (%n documents)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export the Pairs Among %n Selected Documents</source>
        <translation>
            <numerusform>Exporter les paires de %n document sélectionné</numerusform>
            <numerusform>Exporter les paires entre %n documents sélectionnés</numerusform>
        </translation>
    </message>
    <message>
        <source>Export &amp;Topics...</source>
        <translation>Exporter les &amp;thèmes...</translation>
    </message>
    <message>
        <source>Export Topics</source>
        <translation>Exporter les thèmes</translation>
    </message>
    <message>
        <source>Cannot export the topics: %1</source>
        <translation>Impossible d’exporter les thèmes : %1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n documents of topics to %1</source>
        <translation>
            <numerusform>%n document des thèmes exporté vers %1</numerusform>
            <numerusform>%n documents des thèmes exportés vers %1</numerusform>
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
    <message numerus="yes">
        <source>These files are gone (moved or deleted outside Lookalike); Edit &gt; Remove Missing Files from Index forgets them:
%1</source>
        <translation>
            <numerusform>Ce fichier a disparu (déplacé ou supprimé hors de Lookalike) ; Édition &gt; Retirer les fichiers manquants de l’index l’oublie :
%1</numerusform>
            <numerusform>Ces fichiers ont disparu (déplacés ou supprimés hors de Lookalike) ; Édition &gt; Retirer les fichiers manquants de l’index les oublie :
%1</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>These are web pages of an imported archive, not files: they cannot be moved to the trash.
%1</source>
        <translation>
            <numerusform>Ceci est une page web d’une archive importée, pas un fichier : elle ne peut pas être mise à la corbeille.
%1</numerusform>
            <numerusform>Ce sont des pages web d’une archive importée, pas des fichiers : elles ne peuvent pas être mises à la corbeille.
%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>These files are in a reference folder and are never touched:
%1</source>
        <translation>
            <numerusform>Ce fichier est dans un dossier de référence et n’est jamais touché :
%1</numerusform>
            <numerusform>Ces fichiers sont dans un dossier de référence et ne sont jamais touchés :
%1</numerusform>
        </translation>
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
    <message>
        <source>&amp;Undo Ignore</source>
        <translation>&amp;Annuler « Ignorer »</translation>
    </message>
    <message>
        <source>The documents ignored last are near-duplicates again</source>
        <translation>Les derniers documents ignorés redeviennent des quasi-doublons</translation>
    </message>
    <message>
        <source>&amp;Keep This Copy</source>
        <translation>Conser&amp;ver cette copie</translation>
    </message>
    <message>
        <source>Make the selected files the copies their clusters keep (the representatives)</source>
        <translation>Faire des fichiers sélectionnés les copies que leurs groupes conservent (les représentants)</translation>
    </message>
    <message>
        <source>Keep Copies in This &amp;Folder</source>
        <translation>Conserver les copies de ce do&amp;ssier</translation>
    </message>
    <message>
        <source>Every cluster keeps its copy in the folder of the selected file first</source>
        <translation>Chaque groupe conserve en priorité sa copie située dans le dossier du fichier sélectionné</translation>
    </message>
    <message>
        <source>Forget the Copies to Keep</source>
        <translation>Oublier les copies à conserver</translation>
    </message>
    <message>
        <source>No application is set to open %1.
Reveal in Folder shows it in the file manager; Copy Paths copies its path.</source>
        <translation>Aucune application n’est définie pour ouvrir %1.
« Afficher dans le dossier » le montre dans le gestionnaire de fichiers ; « Copier les chemins » copie son chemin.</translation>
    </message>
    <message>
        <source>Cannot undo the ignore: %1</source>
        <translation>Impossible d’annuler « Ignorer » : %1</translation>
    </message>
    <message>
        <source>Nothing was ignored: nothing to undo</source>
        <translation>Rien n’a été ignoré : rien à annuler</translation>
    </message>
    <message numerus="yes">
        <source>%n pairs are near-duplicates again</source>
        <translation>
            <numerusform>%n paire redevient un quasi-doublon</numerusform>
            <numerusform>%n paires redeviennent des quasi-doublons</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot mark the copies to keep: %1</source>
        <translation>Impossible de marquer les copies à conserver : %1</translation>
    </message>
    <message>
        <source>Keeping copies from %1</source>
        <translation>Conservation des copies de %1</translation>
    </message>
    <message>
        <source>Move to Trash</source>
        <translation>Mettre à la corbeille</translation>
    </message>
    <message>
        <source>Select the files to move to the trash, or clusters (their copies but the one kept go), first.</source>
        <translation>Sélectionnez d’abord les fichiers à mettre à la corbeille, ou des groupes (toutes leurs copies sauf celle conservée y vont).</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>Select two or more members of a cluster (they are not duplicates of each other), or a cluster row (none of its members is a duplicate of another), then Ignore.</source>
        <translation>Sélectionnez deux membres ou plus d&apos;un groupe (ils ne sont pas des doublons les uns des autres), ou une ligne de groupe (aucun de ses membres n&apos;est le doublon d&apos;un autre), puis Ignorer.</translation>
    </message>
    <message>
        <source>Nothing was moved to the trash: the index cannot record the move (%1).</source>
        <translation>Rien n’a été déplacé vers la corbeille : l’index ne peut pas noter le déplacement (%1).</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier moves to the trash, cut short before they were recorded, are now recorded from where their files are (View &gt; Action Log).</source>
        <translation>
            <numerusform>%n déplacement antérieur vers la corbeille, interrompu avant d’être noté, est maintenant noté d’après l’endroit où est son fichier (Affichage &gt; Journal des actions).</numerusform>
            <numerusform>%n déplacements antérieurs vers la corbeille, interrompus avant d’être notés, sont maintenant notés d’après l’endroit où sont leurs fichiers (Affichage &gt; Journal des actions).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>These are messages or attachments inside a mailbox, not files of their own: they cannot be moved to the trash (the mailbox is the file).
%1</source>
        <translation>
            <numerusform>Ceci est un message ou une pièce jointe dans une boîte aux lettres, pas un fichier à part : il ne peut pas être mis à la corbeille (la boîte aux lettres est le fichier).
%1</numerusform>
            <numerusform>Ce sont des messages ou des pièces jointes dans une boîte aux lettres, pas des fichiers à part : ils ne peuvent pas être mis à la corbeille (la boîte aux lettres est le fichier).
%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lookalike::FileDialog</name>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
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
    <message numerus="yes">
        <source>%n documents in them</source>
        <translation>
            <numerusform>contenant %n document</numerusform>
            <numerusform>contenant %n documents</numerusform>
        </translation>
    </message>
    <message>
        <source>Shown: %1 (filtered)</source>
        <translation>Affichés : %1 (filtrés)</translation>
    </message>
    <message>
        <source>Cannot store the folders in the index: %1</source>
        <translation>Impossible d’enregistrer les dossiers dans l’index : %1</translation>
    </message>
    <message>
        <source>Added the folder %1: press Scan to look for its near-duplicates.</source>
        <translation>Dossier %1 ajouté : cliquez sur « Analyser » pour chercher ses quasi-doublons.</translation>
    </message>
    <message>
        <source>No index at %1: opened %2</source>
        <translation>Aucun index à l’emplacement %1 : %2 ouvert</translation>
    </message>
    <message>
        <source>Stopped the job on %1 (it resumes when you scan that index again)</source>
        <translation>Tâche sur %1 arrêtée (elle reprendra à la prochaine analyse de cet index)</translation>
    </message>
    <message>
        <source>Add a folder (Add Folder... on the left, or drop folders on this window), then press Scan. Lookalike reads every document and shows here the groups of near-duplicates it finds.</source>
        <translation>Ajoutez un dossier (« Ajouter un dossier… » à gauche, ou déposez des dossiers sur cette fenêtre), puis cliquez sur « Analyser ». Lookalike lit chaque document et affiche ici les groupes de quasi-doublons qu’il trouve.</translation>
    </message>
    <message numerus="yes">
        <source>No near-duplicates among the %n documents at this threshold and policy. Move the threshold lower, choose another policy, or scan more folders.</source>
        <translation>
            <numerusform>Aucun quasi-doublon pour %n document avec ce seuil et cette méthode. Abaissez le seuil, choisissez une autre méthode ou analysez d’autres dossiers.</numerusform>
            <numerusform>Aucun quasi-doublon parmi les %n documents avec ce seuil et cette méthode. Abaissez le seuil, choisissez une autre méthode ou analysez d’autres dossiers.</numerusform>
        </translation>
    </message>
    <message>
        <source>Busy: the job on the index shown before is stopping. Try again in a moment.</source>
        <translation>Occupé : la tâche sur l’index affiché auparavant s’arrête. Réessayez dans un instant.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>There is no index at %1.
Create a new, empty index there? Cancel opens %2.</source>
        <translation>Il n&apos;y a pas d&apos;index à %1.
Y créer un nouvel index vide ? Annuler ouvre %2.</translation>
    </message>
    <message>
        <source>&amp;Near-duplicates</source>
        <translation>&amp;Quasi-doublons</translation>
    </message>
    <message>
        <source>&amp;Related</source>
        <translation>&amp;Apparentés</translation>
    </message>
    <message numerus="yes">
        <source>Added %n folders: press Scan to look for their near-duplicates.</source>
        <translation>
            <numerusform>%n dossier ajouté : cliquez sur « Analyser » pour chercher ses quasi-doublons.</numerusform>
            <numerusform>%n dossiers ajoutés : cliquez sur « Analyser » pour chercher leurs quasi-doublons.</numerusform>
        </translation>
    </message>
    <message>
        <source>Related documents: %1</source>
        <translation>Documents apparentés : %1</translation>
    </message>
    <message>
        <source>Related documents could not be found: %1</source>
        <translation>Les documents apparentés n’ont pas pu être trouvés : %1</translation>
    </message>
    <message>
        <source>Scan cancelled before it started.</source>
        <translation>Analyse annulée avant d&apos;avoir commencé.</translation>
    </message>
    <message>
        <source>Stopping the matching for the clusters: the scan starts then.</source>
        <translation>Arrêt de l&apos;appariement pour les groupes : l&apos;analyse commence ensuite.</translation>
    </message>
    <message>
        <source>The scan starts when the current job ends.</source>
        <translation>L&apos;analyse commence quand la tâche en cours se termine.</translation>
    </message>
    <message numerus="yes">
        <source>%n words per shingle, wrapping around</source>
        <translation>
            <numerusform>%n mot par bardeau, en boucle</numerusform>
            <numerusform>%n mots par bardeau, en boucle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n words per shingle</source>
        <translation>
            <numerusform>%n mot par bardeau</numerusform>
            <numerusform>%n mots par bardeau</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seconds</source>
        <translation>
            <numerusform>%n seconde</numerusform>
            <numerusform>%n secondes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minutes</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>This index&apos;s %1 were sketched with %2; the scan settings ask for %3. Sketches made with other settings cannot be compared, so nothing was changed.

Re-sketching reads every document again: %4 and %5, %6 in all, about %7. The current sketches stay until all the new ones are made: cancelling it leaves the index as it is.</source>
        <translation>Les %1 de cet index ont été esquissés avec %2 ; les réglages de l’analyse demandent %3. Des esquisses faites avec d’autres réglages ne se comparent pas : rien n’a été modifié.

Ré-esquisser relit chaque document : %4 et %5, %6 en tout, environ %7. Les esquisses actuelles restent jusqu’à ce que toutes les nouvelles soient faites : annuler laisse l’index tel quel.</translation>
    </message>
    <message numerus="yes">
        <source>%n documents</source>
        <translation>
            <numerusform>%n document</numerusform>
            <numerusform>%n documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files</source>
        <translation>
            <numerusform>%n fichier</numerusform>
            <numerusform>%n fichiers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n web-archive pages</source>
        <translation>
            <numerusform>%n page d’archive web</numerusform>
            <numerusform>%n pages d’archives web</numerusform>
        </translation>
    </message>
    <message>
        <source>Re-sketch the Index?</source>
        <translation>Ré-esquisser l’index ?</translation>
    </message>
    <message>
        <source>Re-sketch the Index Before Importing?</source>
        <translation>Ré-esquisser l’index avant l’importation ?</translation>
    </message>
    <message>
        <source>Re-sketch</source>
        <translation>Ré-esquisser</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>Garder %1</translation>
    </message>
    <message>
        <source>Scan not started</source>
        <translation>Analyse non commencée</translation>
    </message>
    <message>
        <source>Import not started</source>
        <translation>Importation non commencée</translation>
    </message>
    <message>
        <source>Moves to the Trash Cut Short</source>
        <translation>Déplacements vers la corbeille interrompus</translation>
    </message>
    <message>
        <source>Could not record the moves to the trash that were cut short: %1</source>
        <translation>Impossible de noter les déplacements vers la corbeille interrompus : %1</translation>
    </message>
    <message numerus="yes">
        <source>%n moves to the trash were cut short before they were recorded (Lookalike stopped, or the index could not be written). Each is now recorded from where its file is: in the trash, or still in its place. View &gt; Action Log lists them.</source>
        <translation>
            <numerusform>%n déplacement vers la corbeille a été interrompu avant d’être noté (Lookalike s’est arrêté, ou l’index n’a pas pu être écrit). Il est maintenant noté d’après l’endroit où est son fichier : dans la corbeille, ou toujours à sa place. Affichage &gt; Journal des actions le montre.</numerusform>
            <numerusform>%n déplacements vers la corbeille ont été interrompus avant d’être notés (Lookalike s’est arrêté, ou l’index n’a pas pu être écrit). Chacun est maintenant noté d’après l’endroit où est son fichier : dans la corbeille, ou toujours à sa place. Affichage &gt; Journal des actions les montre.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, numbers ignored</source>
        <translation>%1, nombres ignorés</translation>
    </message>
    <message>
        <source>Opening %1... (an index from an older version of Lookalike is brought up to date first, which can take a minute)</source>
        <translation>Ouverture de %1... (un index d’une version plus ancienne de Lookalike est d’abord mis à jour, ce qui peut prendre une minute)</translation>
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
    <message>
        <source>%1
The copy kept in its cluster (its representative): the other members are compared with it.</source>
        <translation>%1
La copie conservée de son groupe (son représentant) : les autres membres lui sont comparés.</translation>
    </message>
    <message>
        <source>%1
Resemblance to the copy kept: %2 (estimate)
Contained in it: %3; contains it: %4</source>
        <translation>%1
Ressemblance avec la copie conservée : %2 (estimation)
Contenu dans celle-ci : %3 ; la contient : %4</translation>
    </message>
    <message>
        <source>%1
Resemblance to the copy kept: %2
Contained in it: %3; contains it: %4</source>
        <translation>%1
Ressemblance avec la copie conservée : %2
Contenu dans celle-ci : %3 ; la contient : %4</translation>
    </message>
</context>
<context>
    <name>lookalike::ProblemMessage</name>
    <message>
        <source>an EPUB book</source>
        <translation>un livre EPUB</translation>
    </message>
    <message>
        <source>an OpenDocument text</source>
        <translation>un texte OpenDocument</translation>
    </message>
    <message>
        <source>a Word document</source>
        <translation>un document Word</translation>
    </message>
    <message>
        <source>a ZIP archive, not a document</source>
        <translation>une archive ZIP, pas un document</translation>
    </message>
    <message>
        <source>a PDF document</source>
        <translation>un document PDF</translation>
    </message>
    <message>
        <source>a password-protected Office document</source>
        <translation>un document Office protégé par mot de passe</translation>
    </message>
    <message>
        <source>an empty ZIP archive</source>
        <translation>une archive ZIP vide</translation>
    </message>
    <message>
        <source>an RTF document</source>
        <translation>un document RTF</translation>
    </message>
    <message>
        <source>a PNG image</source>
        <translation>une image PNG</translation>
    </message>
    <message>
        <source>a JPEG image</source>
        <translation>une image JPEG</translation>
    </message>
    <message>
        <source>a GIF image</source>
        <translation>une image GIF</translation>
    </message>
    <message>
        <source>a TIFF image</source>
        <translation>une image TIFF</translation>
    </message>
    <message>
        <source>a 7-Zip archive</source>
        <translation>une archive 7-Zip</translation>
    </message>
    <message>
        <source>an ELF executable or library</source>
        <translation>un exécutable ou une bibliothèque ELF</translation>
    </message>
    <message>
        <source>an SQLite database</source>
        <translation>une base de données SQLite</translation>
    </message>
    <message>
        <source>a WebP image</source>
        <translation>une image WebP</translation>
    </message>
    <message>
        <source>binary content (NUL or control bytes), not text</source>
        <translation>contenu binaire (octets NUL ou de contrôle), pas du texte</translation>
    </message>
    <message>
        <source>empty file (0 bytes)</source>
        <translation>fichier vide (0 octet)</translation>
    </message>
    <message>
        <source>gzip-compressed data</source>
        <translation>données compressées par gzip</translation>
    </message>
    <message>
        <source>xz-compressed data</source>
        <translation>données compressées par xz</translation>
    </message>
    <message>
        <source>zstd-compressed data</source>
        <translation>données compressées par zstd</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>impossible d’ouvrir : %1</translation>
    </message>
    <message>
        <source>cannot open folder: %1</source>
        <translation>impossible d’ouvrir le dossier : %1</translation>
    </message>
    <message>
        <source>cannot stat: %1</source>
        <translation>impossible de lire les informations du fichier : %1</translation>
    </message>
    <message>
        <source>broken symbolic link: %1</source>
        <translation>lien symbolique cassé : %1</translation>
    </message>
    <message>
        <source>read error: %1</source>
        <translation>erreur de lecture : %1</translation>
    </message>
    <message>
        <source>%1: larger than the size limit of %2</source>
        <translation>%1 : au-delà de la taille limite de %2</translation>
    </message>
    <message>
        <source>%1: larger than the %2 Lookalike can analyze as one document</source>
        <translation>%1 : au-delà des %2 que Lookalike peut analyser comme un seul document</translation>
    </message>
    <message>
        <source>binary content of type %1</source>
        <translation>contenu binaire de type %1</translation>
    </message>
    <message>
        <source>an office file of type %1, which Lookalike does not read</source>
        <translation>un fichier bureautique de type %1, que Lookalike ne lit pas</translation>
    </message>
    <message>
        <source>unknown character set %1</source>
        <translation>jeu de caractères inconnu %1</translation>
    </message>
    <message>
        <source>%1 crashed (%2): the file may be damaged</source>
        <translation>%1 a planté (%2) : le fichier est peut-être endommagé</translation>
    </message>
    <message>
        <source>damaged PDF: %1</source>
        <translation>PDF endommagé : %1</translation>
    </message>
    <message>
        <source>an OpenDocument presentation</source>
        <translation>une présentation OpenDocument</translation>
    </message>
    <message>
        <source>an OpenDocument spreadsheet</source>
        <translation>un classeur OpenDocument</translation>
    </message>
    <message>
        <source>an Excel spreadsheet</source>
        <translation>un classeur Excel</translation>
    </message>
    <message>
        <source>a PowerPoint presentation</source>
        <translation>une présentation PowerPoint</translation>
    </message>
    <message>
        <source>an Office Open XML file that is not a document, presentation or spreadsheet</source>
        <translation>un fichier Office Open XML qui n’est ni un document, ni une présentation, ni un classeur</translation>
    </message>
    <message>
        <source>a Word 97-2003 document</source>
        <translation>un document Word 97-2003</translation>
    </message>
    <message>
        <source>a mail message</source>
        <translation>un message électronique</translation>
    </message>
    <message>
        <source>a mailbox</source>
        <translation>une boîte aux lettres</translation>
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
    <name>lookalike::ProblemReason</name>
    <message>
        <source>No problem</source>
        <translation>Aucun problème</translation>
    </message>
    <message>
        <source>Not found (the file or folder is gone)</source>
        <translation>Introuvable (le fichier ou le dossier a disparu)</translation>
    </message>
    <message>
        <source>Cannot be read (no permission, or a read error)</source>
        <translation>Illisible (pas d’autorisation, ou erreur de lecture)</translation>
    </message>
    <message>
        <source>Too large (above the size limit)</source>
        <translation>Trop volumineux (au-delà de la taille limite)</translation>
    </message>
    <message>
        <source>Not a text document (binary data, an empty file, or a format Lookalike does not read)</source>
        <translation>Pas un document texte (données binaires, fichier vide, ou format que Lookalike ne lit pas)</translation>
    </message>
    <message>
        <source>Damaged (truncated or invalid content)</source>
        <translation>Endommagé (contenu tronqué ou invalide)</translation>
    </message>
    <message>
        <source>A known format that this build cannot read</source>
        <translation>Un format connu que cette version ne sait pas lire</translation>
    </message>
    <message>
        <source>An invalid setting</source>
        <translation>Un réglage invalide</translation>
    </message>
    <message>
        <source>An error of the index (SQLite)</source>
        <translation>Une erreur de l’index (SQLite)</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annulé</translation>
    </message>
    <message>
        <source>The web server answered with an error or a redirect</source>
        <translation>Le serveur web a répondu par une erreur ou une redirection</translation>
    </message>
    <message>
        <source>An internal error of Lookalike</source>
        <translation>Une erreur interne de Lookalike</translation>
    </message>
    <message>
        <source>Its reader failed (crashed, took too long or needed too much memory)</source>
        <translation>Son lecteur a échoué (plantage, trop long ou trop de mémoire)</translation>
    </message>
</context>
<context>
    <name>lookalike::ProblemsDialog</name>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
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
    <name>lookalike::RelatedPanel</name>
    <message>
        <source>Topic</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Documents</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Document</translation>
    </message>
    <message>
        <source>Similarity</source>
        <translation>Similarité</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>Weighted similarity of its words to the topic&apos;s centre</source>
        <translation>Similarité pondérée de ses mots avec le centre du thème</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Thèmes</translation>
    </message>
    <message>
        <source>Documents of the topic</source>
        <translation>Documents du thème</translation>
    </message>
    <message>
        <source>What&apos;s related</source>
        <translation>Documents apparentés</translation>
    </message>
    <message>
        <source>Export Topics...</source>
        <translation>Exporter les thèmes...</translation>
    </message>
    <message>
        <source>What&apos;s related: select a document</source>
        <translation>Documents apparentés : choisissez un document</translation>
    </message>
    <message>
        <source>Topics (documents on one subject)</source>
        <translation>Thèmes (documents sur un même sujet)</translation>
    </message>
    <message>
        <source>Cannot read the related documents: %1</source>
        <translation>Impossible de lire les documents apparentés : %1</translation>
    </message>
    <message>
        <source>(no words)</source>
        <translation>(aucun mot)</translation>
    </message>
    <message>
        <source>%1 related pairs among %2 documents; %3 topics.</source>
        <translation>%1 paires apparentées parmi %2 documents ; %3 thèmes.</translation>
    </message>
    <message>
        <source>%1 (the topic&apos;s centre)</source>
        <translation>%1 (le centre du thème)</translation>
    </message>
    <message>
        <source>What&apos;s related to %1</source>
        <translation>Apparentés à %1</translation>
    </message>
    <message>
        <source>No related documents yet: they are found after each scan or import, in the background.</source>
        <translation>Pas encore de documents apparentés : ils sont trouvés après chaque analyse ou import, en arrière-plan.</translation>
    </message>
    <message>
        <source>Finding related documents for the documents as they are now: %1 %. %2</source>
        <translation>Recherche des documents apparentés pour les documents tels qu’ils sont : %1 %. %2</translation>
    </message>
</context>
<context>
    <name>lookalike::ScanController</name>
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
        <source>; %1, %2</source>
        <translation>; %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n pairs</source>
        <translation>
            <numerusform>%n paire</numerusform>
            <numerusform>%n paires</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clusters</source>
        <translation>
            <numerusform>%n groupe</numerusform>
            <numerusform>%n groupes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 indexed, %3 unchanged, %4 could not be used, %5 removed</source>
        <translation>%1, %2 indexés, %3 inchangés, %4 inutilisables, %5 retirés</translation>
    </message>
    <message numerus="yes">
        <source>%n files seen</source>
        <translation>
            <numerusform>%n fichier vu</numerusform>
            <numerusform>%n fichiers vus</numerusform>
        </translation>
    </message>
    <message>
        <source>Sweep %1: %2 (%3 imported before), %4</source>
        <translation>Passage %1 : %2 (%3 déjà importées), %4</translation>
    </message>
    <message numerus="yes">
        <source>%n archives</source>
        <translation>
            <numerusform>%n archive</numerusform>
            <numerusform>%n archives</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2 found in %3 s</source>
        <translation>%1 et %2 trouvés en %3 s</translation>
    </message>
    <message numerus="yes">
        <source>%n related pairs</source>
        <translation>
            <numerusform>%n paire apparentée</numerusform>
            <numerusform>%n paires apparentées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n topics</source>
        <translation>
            <numerusform>%n thème</numerusform>
            <numerusform>%n thèmes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (matched only the %n new documents)</source>
        <translation>
            <numerusform> (seul le %n nouveau document apparié)</numerusform>
            <numerusform> (seuls les %n nouveaux documents appariés)</numerusform>
        </translation>
    </message>
    <message>
        <source>Not started: the index was sketched with other settings.</source>
        <translation>Non commencé : l’index a été esquissé avec d’autres réglages.</translation>
    </message>
    <message numerus="yes">
        <source>%n documents re-sketched; </source>
        <translation>
            <numerusform>%n document ré-esquissé ; </numerusform>
            <numerusform>%n documents ré-esquissés ; </numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lookalike::ScanState</name>
    <message>
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulée</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échouée</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>interrompue</translation>
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
    <message>
        <source>Double-click to compare %1 with it</source>
        <translation>Double-cliquez pour comparer %1 avec ce document</translation>
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
        <source>&amp;Add Folder...</source>
        <translation>&amp;Ajouter un dossier…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
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
        <source>Matching: %1, %2 of %3%4</source>
        <translation>Comparaison : %1, %2 sur %3%4</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
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
    <message>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Référence</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nouveau</translation>
    </message>
    <message>
        <source>The folders this index scans</source>
        <translation>Les dossiers que cet index analyse</translation>
    </message>
    <message>
        <source>A reference folder&apos;s files are never moved to the trash, and its copies are the ones kept</source>
        <translation>Les fichiers d’un dossier de référence ne sont jamais mis à la corbeille, et ses copies sont celles conservées</translation>
    </message>
    <message>
        <source>Compare new against old: with &quot;New documents only&quot;, only the clusters with a document of a new folder show (&quot;which of these files do I already have?&quot;)</source>
        <translation>Comparer le nouveau à l’ancien : avec « Nouveaux documents seulement », seuls les groupes contenant un document d’un nouveau dossier s’affichent (« lesquels de ces fichiers ai-je déjà ? »)</translation>
    </message>
    <message>
        <source>Check to mark %1 as new: compared against the other folders</source>
        <translation>Cochez pour marquer %1 comme nouveau : comparé aux autres dossiers</translation>
    </message>
    <message>
        <source>Files: %1 of %2%3, %4 MB/s%5, %6
%7</source>
        <translation>Fichiers : %1 sur %2%3, %4 Mo/s%5, %6
%7</translation>
    </message>
    <message numerus="yes">
        <source>%n problems</source>
        <translation>
            <numerusform>%n problème</numerusform>
            <numerusform>%n problèmes</numerusform>
        </translation>
    </message>
    <message>
        <source>Archive %1 of %2, %3 MB/s: %4, %5, %6
%7</source>
        <translation>Archive %1 sur %2, %3 Mo/s : %4, %5, %6
%7</translation>
    </message>
    <message numerus="yes">
        <source>%n records</source>
        <translation>
            <numerusform>%n enregistrement</numerusform>
            <numerusform>%n enregistrements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n pairs</source>
        <translation>
            <numerusform>, %n paire</numerusform>
            <numerusform>, %n paires</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n candidates</source>
        <translation>
            <numerusform>, %n candidat</numerusform>
            <numerusform>, %n candidats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n groups</source>
        <translation>
            <numerusform>%n groupe</numerusform>
            <numerusform>%n groupes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n documents</source>
        <translation>
            <numerusform>%n document</numerusform>
            <numerusform>%n documents</numerusform>
        </translation>
    </message>
    <message>
        <source>Web archives: %1, %2 (View &gt; Crawl...)</source>
        <translation>Archives web : %1, %2 (Affichage &gt; Exploration…)</translation>
    </message>
    <message numerus="yes">
        <source>%n sweeps</source>
        <translation>
            <numerusform>%n passage</numerusform>
            <numerusform>%n passages</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 s left to read</source>
        <translation>, encore %1 s de lecture</translation>
    </message>
    <message>
        <source>, %1 s left in this phase</source>
        <translation>, encore %1 s pour cette étape</translation>
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
        <translation>Index : %1
Documents : %2 (%3 indexés, %4 inutilisables), %5
Documents identiques : %6 dans %7
Lexicalement équivalents : %8 dans %9
Équivalents par bardeaux : %10 dans %11
Paires de quasi-doublons : %12
%13
Dernière analyse : %14</translation>
    </message>
    <message>
        <source>Clusters: none yet</source>
        <translation>Groupes : aucun pour l&apos;instant</translation>
    </message>
    <message>
        <source>Clusters (%1 at %2): %3 holding %4</source>
        <translation>Groupes (%1 à %2) : %3 contenant %4</translation>
    </message>
    <message>
        <source>Re-sketching: %1 of %2 documents read again (the current sketches stay until all are made)</source>
        <translation>Ré-esquisse : %1 documents relus sur %2 (les esquisses actuelles restent jusqu’à ce que toutes soient faites)</translation>
    </message>
    <message>
        <source>Index: %1
reading...</source>
        <translation>Index : %1
lecture...</translation>
    </message>
    <message>
        <source>Ignore &amp;numbers</source>
        <translation>Ignorer les &amp;nombres</translation>
    </message>
    <message>
        <source>Leave numbers out of the words compared, so that revisions of a form or a spreadsheet whose figures changed are found as near-duplicates. Changing it on an index asks whether to sketch every document again.</source>
        <translation>Laisser les nombres hors des mots comparés, pour que les versions d’un formulaire ou d’un classeur dont les chiffres ont changé soient trouvées comme quasi-doublons. Le changer sur un index demande s’il faut re-esquisser chaque document.</translation>
    </message>
    <message>
        <source>Recognize &amp;text in scanned PDFs (OCR)</source>
        <translation>Reconnaître le &amp;texte des PDF numérisés (OCR)</translation>
    </message>
    <message>
        <source>Read the text of PDF pages that have no text layer (scans). A page takes a few seconds.</source>
        <translation>Lire le texte des pages PDF sans couche de texte (numérisations). Une page prend quelques secondes.</translation>
    </message>
    <message>
        <source>... and in &amp;images (PNG, JPEG, TIFF)</source>
        <translation>... et dans les &amp;images (PNG, JPEG, TIFF)</translation>
    </message>
    <message>
        <source>Also read the text of images: scans and photos of pages. Off by default: a folder of photos would take a few seconds a photo.</source>
        <translation>Lire aussi le texte des images : numérisations et photos de pages. Désactivé par défaut : un dossier de photos prendrait quelques secondes par photo.</translation>
    </message>
    <message>
        <source>The languages of the scans, as Tesseract names them, joined by +. Installed: %1.</source>
        <translation>Les langues des numérisations, comme Tesseract les nomme, reliées par +. Installées : %1.</translation>
    </message>
    <message>
        <source>OCR &amp;languages:</source>
        <translation>&amp;Langues de l’OCR :</translation>
    </message>
    <message>
        <source>Text recognition needs Tesseract&apos;s language data (the package tesseract-ocr-eng, for English), which is not installed.</source>
        <translation>La reconnaissance de texte a besoin des données de langue de Tesseract (le paquet tesseract-ocr-eng, pour l’anglais), qui ne sont pas installées.</translation>
    </message>
    <message>
        <source>Recognizing text: %1, page %2 of %3</source>
        <translation>Reconnaissance du texte : %1, page %2 sur %3</translation>
    </message>
</context>
<context>
    <name>lookalike::SystemError</name>
    <message>
        <source>No such file or directory</source>
        <translation>Aucun fichier ou dossier de ce nom</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>Permission non accordée</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>Opération non permise</translation>
    </message>
    <message>
        <source>Too many levels of symbolic links</source>
        <translation>Trop de niveaux de liens symboliques</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>Nom de fichier trop long</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>Erreur d’entrée/sortie</translation>
    </message>
    <message>
        <source>Not a directory</source>
        <translation>N’est pas un dossier</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>Est un dossier</translation>
    </message>
    <message>
        <source>Too many open files</source>
        <translation>Trop de fichiers ouverts</translation>
    </message>
    <message>
        <source>Too many open files in system</source>
        <translation>Trop de fichiers ouverts dans le système</translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation>Aucun espace disponible sur le périphérique</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>Système de fichiers accessible en lecture seule</translation>
    </message>
    <message>
        <source>Cannot allocate memory</source>
        <translation>Impossible d’allouer de la mémoire</translation>
    </message>
    <message>
        <source>No such device or address</source>
        <translation>Aucun périphérique ou adresse de ce type</translation>
    </message>
    <message>
        <source>No such device</source>
        <translation>Aucun périphérique de ce type</translation>
    </message>
    <message>
        <source>Stale file handle</source>
        <translation>Descripteur de fichier obsolète</translation>
    </message>
    <message>
        <source>Resource temporarily unavailable</source>
        <translation>Ressource temporairement indisponible</translation>
    </message>
    <message>
        <source>Device or resource busy</source>
        <translation>Périphérique ou ressource occupé</translation>
    </message>
    <message>
        <source>File too large</source>
        <translation>Fichier trop volumineux</translation>
    </message>
    <message>
        <source>Value too large for defined data type</source>
        <translation>Valeur trop grande pour le type de données défini</translation>
    </message>
    <message>
        <source>Invalid argument</source>
        <translation>Argument invalide</translation>
    </message>
    <message>
        <source>File exists</source>
        <translation>Le fichier existe déjà</translation>
    </message>
    <message>
        <source>Directory not empty</source>
        <translation>Le dossier n’est pas vide</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>Quota de disque dépassé</translation>
    </message>
    <message>
        <source>Transport endpoint is not connected</source>
        <translation>Le point d’extrémité de transport n’est pas connecté</translation>
    </message>
    <message>
        <source>Connection timed out</source>
        <translation>Délai d’attente de la connexion dépassé</translation>
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
    <message>
        <source>%1  (stays: %2)</source>
        <translation>%1  (reste : %2)</translation>
    </message>
    <message numerus="yes">
        <source>Move %n files to the trash?</source>
        <translation>
            <numerusform>Mettre %n fichier à la corbeille ?</numerusform>
            <numerusform>Mettre %n fichiers à la corbeille ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n files to the trash? Each is listed with the document it resembles. The index forgets them; View &gt; Action Log keeps a record.</source>
        <translation>
            <numerusform>Mettre %n fichier à la corbeille ? Il est listé avec le document auquel il ressemble. L&apos;index l&apos;oublie ; Affichage &gt; Journal des actions en garde la trace.</numerusform>
            <numerusform>Mettre %n fichiers à la corbeille ? Chacun est listé avec le document auquel il ressemble. L&apos;index les oublie ; Affichage &gt; Journal des actions en garde la trace.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the files listed stay where they are.</source>
        <translation>
            <numerusform>%n des fichiers listés reste où il est.</numerusform>
            <numerusform>%n des fichiers listés restent où ils sont.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lookalike::UserGuideDialog</name>
    <message>
        <source>Lookalike User Guide</source>
        <translation>Guide de l’utilisateur de Lookalike</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Guide de l’utilisateur</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Guide de l’utilisateur</translation>
    </message>
    <message>
        <source>What resemblance, containment, the policies and the threshold mean</source>
        <translation>Ce que signifient la ressemblance, l’inclusion, les méthodes et le seuil</translation>
    </message>
    <message>
        <source>Lookalike finds documents that are the same text, or nearly: copies, reformatted versions, drafts and excerpts. It reads the words of each file, ignoring formatting, capitals and punctuation, and compares the word sequences.</source>
        <translation>Lookalike trouve les documents qui ont le même texte, ou presque : copies, versions remises en forme, brouillons et extraits. Il lit les mots de chaque fichier, sans tenir compte de la mise en forme, des majuscules ni de la ponctuation, et compare les suites de mots.</translation>
    </message>
    <message>
        <source>Resemblance (&quot;Match %&quot;)</source>
        <translation>Ressemblance (« Match % »)</translation>
    </message>
    <message>
        <source>Containment</source>
        <translation>Inclusion</translation>
    </message>
    <message>
        <source>Policies and the threshold</source>
        <translation>Méthodes et seuil</translation>
    </message>
    <message>
        <source>The representative</source>
        <translation>Le représentant</translation>
    </message>
    <message>
        <source>Reference folders and new folders</source>
        <translation>Dossiers de référence et nouveaux dossiers</translation>
    </message>
    <message>
        <source>Move to Trash</source>
        <translation>Mettre à la corbeille</translation>
    </message>
    <message>
        <source>Shared passages and the colours of the diff</source>
        <translation>Passages communs et couleurs des différences</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>Lookalike cuts each text into overlapping sequences of a few words (5 by default: &lt;i&gt;Words per shingle&lt;/i&gt; in the scan settings). &quot;to be or not to be that is&quot; gives &quot;to be or not to&quot;, &quot;be or not to be&quot;, &quot;or not to be that&quot; and &quot;not to be that is&quot;.</source>
        <translation>Lookalike découpe chaque texte en suites de quelques mots qui se chevauchent (5 par défaut : &lt;i&gt;Mots par bardeau&lt;/i&gt; dans les réglages de l’analyse). « être ou ne pas être voilà la question » donne « être ou ne pas être », « ou ne pas être voilà », « ne pas être voilà la » et « pas être voilà la question ».</translation>
    </message>
    <message>
        <source>&lt;b&gt;Resemblance&lt;/b&gt; is the share of all the word sequences found in either document that are found in both.</source>
        <translation>La &lt;b&gt;ressemblance&lt;/b&gt; est la part, parmi toutes les suites de mots présentes dans l’un ou l’autre document, de celles présentes dans les deux.</translation>
    </message>
    <message>
        <source>&lt;b&gt;100 %&lt;/b&gt;: the same text (the same words in the same order, however it is formatted).</source>
        <translation>&lt;b&gt;100 %&lt;/b&gt; : le même texte (les mêmes mots dans le même ordre, quelle que soit sa mise en forme).</translation>
    </message>
    <message>
        <source>&lt;b&gt;50 %&lt;/b&gt;: half of the different sequences of the two documents together are in both. Two texts of 1,000 sequences each that share 667 of them have 1,333 different sequences between them: 667 of 1,333 is 50 %.</source>
        <translation>&lt;b&gt;50 %&lt;/b&gt; : la moitié des suites différentes des deux documents réunis se trouvent dans les deux. Deux textes de 1&#xa0;000 suites chacun qui en partagent 667 ont à eux deux 1&#xa0;333 suites différentes : 667 sur 1&#xa0;333 font 50 %.</translation>
    </message>
    <message>
        <source>&lt;b&gt;About 99 %&lt;/b&gt;: one word changed in a text of 1,000 words. A word is part of 5 sequences, so 995 sequences are shared of 1,005: 99 %.</source>
        <translation>&lt;b&gt;Environ 99 %&lt;/b&gt; : un mot modifié dans un texte de 1&#xa0;000 mots. Un mot fait partie de 5 suites, donc 995 suites sur 1&#xa0;005 sont partagées : 99 %.</translation>
    </message>
    <message>
        <source>&lt;b&gt;0 %&lt;/b&gt;: no sequence of five words in common.</source>
        <translation>&lt;b&gt;0 %&lt;/b&gt; : aucune suite de cinq mots en commun.</translation>
    </message>
    <message>
        <source>&lt;b&gt;&quot;Match %&quot;&lt;/b&gt;, as other duplicate finders (dupeGuru...) call it, is Lookalike&apos;s resemblance: the &lt;i&gt;Resemblance&lt;/i&gt; column of the cluster list, where each member shows its resemblance to the representative of its cluster. The threshold slider sets the lowest resemblance that puts two documents in one cluster.</source>
        <translation>Le &lt;b&gt;« Match % »&lt;/b&gt;, comme l’appellent d’autres chercheurs de doublons (dupeGuru…), est la ressemblance de Lookalike : la colonne &lt;i&gt;Ressemblance&lt;/i&gt; de la liste des groupes, où chaque membre indique sa ressemblance avec le représentant de son groupe. Le curseur de seuil fixe la ressemblance minimale qui place deux documents dans un même groupe.</translation>
    </message>
    <message>
        <source>The figures in the cluster list are estimates from a small sketch of each document, within about 4 points at 50 % (closer near 0 % and 100 %). Select two documents of a cluster: the pair view reads both files and shows the exact figures beside the estimates.</source>
        <translation>Les valeurs de la liste des groupes sont des estimations tirées d’une petite esquisse de chaque document, précises à environ 4 points près à 50 % (davantage près de 0 % et de 100 %). Sélectionnez deux documents d’un groupe : la vue de la paire lit les deux fichiers et affiche les valeurs exactes à côté des estimations.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Containment&lt;/b&gt; of A in B is the share of A&apos;s word sequences that are also in B: how much of A is inside B. It is not symmetric: A may be all inside B while B is mostly outside A.</source>
        <translation>L’&lt;b&gt;inclusion&lt;/b&gt; de A dans B est la part des suites de mots de A qui se trouvent aussi dans B : quelle part de A est dans B. Elle n’est pas symétrique : A peut être entièrement dans B alors que B est en grande partie hors de A.</translation>
    </message>
    <message>
        <source>An excerpt is 100 % contained in the longer text even when their resemblance is low. A quotation of 100 sequences taken from an article of 1,000 sequences is 100 % contained in the article, the article is 10 % contained in the quotation, and their resemblance is 10 % (100 shared of 1,000 different).</source>
        <translation>Un extrait est inclus à 100 % dans le texte plus long même quand leur ressemblance est faible. Une citation de 100 suites tirée d’un article de 1&#xa0;000 suites est incluse à 100 % dans l’article, l’article est inclus à 10 % dans la citation, et leur ressemblance est de 10 % (100 partagées sur 1&#xa0;000 différentes).</translation>
    </message>
    <message>
        <source>The policy decides how documents are grouped into clusters; changing it, or the threshold, regroups the stored figures at once, without reading the files again.</source>
        <translation>La méthode décide de la façon dont les documents sont regroupés ; la changer, ou changer le seuil, regroupe aussitôt les valeurs enregistrées, sans relire les fichiers.</translation>
    </message>
    <message>
        <source>two documents whose resemblance reaches the threshold are in one cluster, and so is everything linked to them: if A resembles B and B resembles C, A, B and C are one cluster, even when A and C differ (a chain of revisions).</source>
        <translation>deux documents dont la ressemblance atteint le seuil sont dans un même groupe, de même que tout ce qui leur est lié : si A ressemble à B et B à C, A, B et C forment un groupe, même quand A et C diffèrent (une chaîne de révisions).</translation>
    </message>
    <message>
        <source>the most similar pairs come first; each cluster has a centre, and a document joins a centre it resembles at the threshold. No chains: every member resembles the centre.</source>
        <translation>les paires les plus semblables passent en premier ; chaque groupe a un centre, et un document rejoint un centre auquel il ressemble au moins au seuil. Pas de chaînes : chaque membre ressemble au centre.</translation>
    </message>
    <message>
        <source>a document and the documents contained in it at the threshold (containment instead of resemblance): excerpts, quotations, a chapter inside the whole book.</source>
        <translation>un document et les documents qui y sont inclus au moins au seuil (l’inclusion au lieu de la ressemblance) : extraits, citations, un chapitre dans le livre entier.</translation>
    </message>
    <message>
        <source>the same bytes: exact copies of the file.</source>
        <translation>les mêmes octets : des copies exactes du fichier.</translation>
    </message>
    <message>
        <source>the same words in the same order, whatever the formatting, capitals and punctuation (a text saved as HTML and as plain text).</source>
        <translation>les mêmes mots dans le même ordre, quels que soient la mise en forme, les majuscules et la ponctuation (un texte enregistré en HTML et en texte brut).</translation>
    </message>
    <message>
        <source>the same set of word sequences, whatever their order or repetition.</source>
        <translation>le même ensemble de suites de mots, quels que soient leur ordre ou leurs répétitions.</translation>
    </message>
    <message>
        <source>quick tests on the sketches for documents of very high resemblance, as in the papers on web crawls; they take no threshold.</source>
        <translation>des tests rapides sur les esquisses pour les documents de très forte ressemblance, comme dans les articles sur les explorations du web ; ils n’utilisent pas de seuil.</translation>
    </message>
    <message>
        <source>The &lt;b&gt;threshold slider&lt;/b&gt; (30 % to 100 %) sets the lowest resemblance (for &lt;i&gt;%1&lt;/i&gt;: the lowest containment) at which two documents are put together. For example, two documents that resemble each other at 75 % are in one cluster at 70 % and apart at 80 %. Below the lowest threshold the index has figures for (50 % unless you went lower), Lookalike compares the stored sketches again, which takes a moment (it reads again only the few files whose figures are too close to the threshold to decide). The exact and super-shingle policies ignore the slider.</source>
        <translation>Le &lt;b&gt;curseur de seuil&lt;/b&gt; (de 30 % à 100 %) fixe la ressemblance minimale (pour &lt;i&gt;%1&lt;/i&gt; : l’inclusion minimale) à partir de laquelle deux documents sont réunis. Par exemple, deux documents qui se ressemblent à 75 % sont dans un même groupe à 70 % et séparés à 80 %. En dessous du seuil le plus bas pour lequel l’index a des valeurs (50 %, sauf si vous êtes déjà descendu plus bas), Lookalike compare à nouveau les esquisses enregistrées, ce qui prend un moment (il ne relit que les quelques fichiers dont les valeurs sont trop proches du seuil pour trancher). Les méthodes exactes et celles à super-bardeaux ignorent le curseur.</translation>
    </message>
    <message>
        <source>Each cluster has a &lt;b&gt;representative&lt;/b&gt;: the copy kept, the one Lookalike suggests keeping. It is listed first, marked as kept in the Resemblance column; every other member shows its figures against it.</source>
        <translation>Chaque groupe a un &lt;b&gt;représentant&lt;/b&gt; : la copie conservée, celle que Lookalike propose de garder. Elle est listée en premier, marquée comme conservée dans la colonne Ressemblance ; chaque autre membre affiche ses valeurs par rapport à elle.</translation>
    </message>
    <message>
        <source>Lookalike chooses it by a rule, in this order:</source>
        <translation>Lookalike le choisit selon une règle, dans cet ordre :</translation>
    </message>
    <message>
        <source>a file you marked &lt;i&gt;Keep this copy&lt;/i&gt;, or a file in a folder you marked so;</source>
        <translation>un fichier que vous avez marqué &lt;i&gt;Conserver cette copie&lt;/i&gt;, ou un fichier d’un dossier que vous avez marqué ainsi ;</translation>
    </message>
    <message>
        <source>a file in a reference folder;</source>
        <translation>un fichier d’un dossier de référence ;</translation>
    </message>
    <message>
        <source>a name that does not look like a copy: &quot;report.txt&quot; rather than &quot;report (2).txt&quot;, &quot;Copy of report.txt&quot; or &quot;report.bak&quot;;</source>
        <translation>un nom qui ne ressemble pas à celui d’une copie : « rapport.txt » plutôt que « rapport (2).txt », « Copie de rapport.txt » ou « rapport.bak » ;</translation>
    </message>
    <message>
        <source>the oldest file (for web pages: the first captured);</source>
        <translation>le fichier le plus ancien (pour les pages web : la première capturée) ;</translation>
    </message>
    <message>
        <source>the shortest path.</source>
        <translation>le chemin le plus court.</translation>
    </message>
    <message>
        <source>For example, of &quot;/archive/report.txt&quot; (2019) and &quot;/desktop/Copy of report.txt&quot; (2023), the representative is the one in /archive: its name is not a copy&apos;s, and it is older.</source>
        <translation>Par exemple, entre « /archives/rapport.txt » (2019) et « /bureau/Copie de rapport.txt » (2023), le représentant est celui de /archives : son nom n’est pas celui d’une copie, et il est plus ancien.</translation>
    </message>
    <message>
        <source>Under &lt;i&gt;%1&lt;/i&gt; the representative is the centre of the cluster, and under &lt;i&gt;%2&lt;/i&gt; the document that contains the others. &lt;i&gt;Duplicates only&lt;/i&gt; hides the representatives, so that selecting everything shown selects the copies you may not need.</source>
        <translation>Avec &lt;i&gt;%1&lt;/i&gt;, le représentant est le centre du groupe, et avec &lt;i&gt;%2&lt;/i&gt;, le document qui contient les autres. &lt;i&gt;Doublons seulement&lt;/i&gt; masque les représentants : tout sélectionner dans l’affichage sélectionne alors les copies dont vous n’avez peut-être pas besoin.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;reference folder&lt;/b&gt; (its &lt;i&gt;Reference&lt;/i&gt; box ticked in the Folders list) is compared like any other, but its files are never moved to the trash, and its copies are the ones kept: use it for the collection you trust, such as the published versions.</source>
        <translation>Un &lt;b&gt;dossier de référence&lt;/b&gt; (case &lt;i&gt;Référence&lt;/i&gt; cochée dans la liste des dossiers) est comparé comme les autres, mais ses fichiers ne sont jamais mis à la corbeille, et ses copies sont celles conservées : utilisez-le pour la collection en laquelle vous avez confiance, comme les versions publiées.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Compare new against old&lt;/b&gt;: tick the &lt;i&gt;New&lt;/i&gt; box of the folders that hold the new documents, and &lt;i&gt;New documents only&lt;/i&gt; above the clusters. Then only the pairs in which a document from a new folder takes part count: each new document against the old ones and against the other new ones; pairs of two old documents are left out. It answers &quot;which of these files do I already have?&quot;. For example, with this year&apos;s 200 submissions marked new and last year&apos;s 5,000 as old, you see the submissions that copy each other or an old one, not the duplicates among the old ones that you know already.</source>
        <translation>&lt;b&gt;Comparer le nouveau à l’ancien&lt;/b&gt; : cochez la case &lt;i&gt;Nouveau&lt;/i&gt; des dossiers qui contiennent les nouveaux documents, et &lt;i&gt;Nouveaux documents seulement&lt;/i&gt; au-dessus des groupes. Seules comptent alors les paires auxquelles participe un document d’un nouveau dossier : chaque nouveau document face aux anciens et aux autres nouveaux ; les paires de deux anciens documents sont écartées. Cela répond à la question « lesquels de ces fichiers ai-je déjà ? ». Par exemple, avec les 200 soumissions de cette année marquées comme nouvelles et les 5&#xa0;000 de l’an dernier comme anciennes, vous voyez les soumissions qui se copient entre elles ou copient une ancienne, pas les doublons entre anciennes que vous connaissez déjà.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Edit &amp;gt; Move to Trash...&lt;/i&gt; moves the selected files to the desktop&apos;s trash, from where they can be restored. Lookalike never deletes a file. It first lists each file with the document it resembles and asks for confirmation.</source>
        <translation>&lt;i&gt;Édition &amp;gt; Mettre à la corbeille…&lt;/i&gt; met les fichiers sélectionnés dans la corbeille du bureau, d’où ils peuvent être restaurés. Lookalike ne supprime jamais de fichier. Il liste d’abord chaque fichier avec le document auquel il ressemble et demande confirmation.</translation>
    </message>
    <message>
        <source>It never touches a file in a reference folder, nor a web page read from an archive. It never moves the last copy: when every member of a cluster is selected, the representative stays, unless you tick &lt;i&gt;Also move the last copy of ... clusters to the trash&lt;/i&gt;. For example, selecting all 3 members of a cluster moves 2 files and keeps the representative. Each file moved, or refused, is written in &lt;i&gt;View &amp;gt; Action Log&lt;/i&gt;.</source>
        <translation>Il ne touche jamais à un fichier d’un dossier de référence, ni à une page web lue dans une archive. Il ne déplace jamais la dernière copie : quand tous les membres d’un groupe sont sélectionnés, le représentant reste, sauf si vous cochez &lt;i&gt;Mettre aussi à la corbeille la dernière copie de … groupes&lt;/i&gt;. Par exemple, sélectionner les 3 membres d’un groupe met 2 fichiers à la corbeille et garde le représentant. Chaque fichier déplacé, ou refusé, est consigné dans &lt;i&gt;Affichage &amp;gt; Journal des actions&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>Select two documents of a cluster to compare them: the pair view shows the exact resemblance and both containments, and the two texts side by side, in two views.</source>
        <translation>Sélectionnez deux documents d’un groupe pour les comparer : la vue de la paire montre la ressemblance exacte et les deux inclusions, ainsi que les deux textes côte à côte, dans deux vues.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Changes&lt;/b&gt; shows, in place, what one document has and the other has not:</source>
        <translation>&lt;b&gt;Modifications&lt;/b&gt; montre, à leur place, ce qu’un document contient et que l’autre n’a pas :</translation>
    </message>
    <message>
        <source>Text without colour is the same in both documents.</source>
        <translation>Le texte sans couleur est le même dans les deux documents.</translation>
    </message>
    <message>
        <source>&lt;span style=&quot;background-color: rgba(220, 40, 40, 90)&quot;&gt;Red&lt;/span&gt; (deleted): words only the left document has.</source>
        <translation>&lt;span style=&quot;background-color: rgba(220, 40, 40, 90)&quot;&gt;Rouge&lt;/span&gt; (supprimé) : mots que seul le document de gauche contient.</translation>
    </message>
    <message>
        <source>&lt;span style=&quot;background-color: rgba(40, 170, 60, 90)&quot;&gt;Green&lt;/span&gt; (inserted): words only the right document has.</source>
        <translation>&lt;span style=&quot;background-color: rgba(40, 170, 60, 90)&quot;&gt;Vert&lt;/span&gt; (inséré) : mots que seul le document de droite contient.</translation>
    </message>
    <message>
        <source>&lt;span style=&quot;background-color: rgba(235, 165, 0, 110)&quot;&gt;Amber&lt;/span&gt; (changed): words replaced by others.</source>
        <translation>&lt;span style=&quot;background-color: rgba(235, 165, 0, 110)&quot;&gt;Ambre&lt;/span&gt; (modifié) : mots remplacés par d’autres.</translation>
    </message>
    <message>
        <source>Hatched rows (no line): lines the other side has and this side has not, so that both sides stay level.</source>
        <translation>Rangées hachurées (aucune ligne) : lignes que l’autre côté a et que ce côté n’a pas, pour que les deux côtés restent alignés.</translation>
    </message>
    <message>
        <source>The change you are on is shown in the selection colour. &lt;i&gt;Next change&lt;/i&gt; and &lt;i&gt;Previous change&lt;/i&gt; (Alt+Down, Alt+Up) go from one change to the next; both sides scroll together.</source>
        <translation>La modification courante est affichée dans la couleur de sélection. &lt;i&gt;Modification suivante&lt;/i&gt; et &lt;i&gt;Modification précédente&lt;/i&gt; (Alt+Bas, Alt+Haut) passent d’une modification à l’autre ; les deux côtés défilent ensemble.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shared passages&lt;/b&gt; shows, in &lt;span style=&quot;background-color: rgba(40, 110, 230, 80)&quot;&gt;blue&lt;/span&gt;, the runs of words both documents hold, wherever they are in each: a paragraph moved to another place is still shared. &lt;i&gt;Shortest passage&lt;/i&gt; sets how many words in a row count (6 by default). This is the view for containment: if all of a 300-word excerpt is blue in the excerpt, it is 100 % contained in the other document, however little of the other document is blue.</source>
        <translation>&lt;b&gt;Passages communs&lt;/b&gt; montre, en &lt;span style=&quot;background-color: rgba(40, 110, 230, 80)&quot;&gt;bleu&lt;/span&gt;, les suites de mots que contiennent les deux documents, où qu’elles soient dans chacun : un paragraphe déplacé ailleurs reste commun. &lt;i&gt;Passage le plus court&lt;/i&gt; fixe combien de mots consécutifs comptent (6 par défaut). C’est la vue de l’inclusion : si un extrait de 300 mots est entièrement bleu dans l’extrait, il est inclus à 100 % dans l’autre document, même si l’autre document n’est bleu qu’en petite partie.</translation>
    </message>
    <message>
        <source>&lt;i&gt;View &amp;gt; Problems...&lt;/i&gt; lists the files Lookalike could not use, each with its reason and the details, for example:</source>
        <translation>&lt;i&gt;Affichage &amp;gt; Problèmes…&lt;/i&gt; liste les fichiers que Lookalike n’a pas pu utiliser, chacun avec sa raison et les détails, par exemple :</translation>
    </message>
    <message>
        <source>Exports (CSV) and the command line keep the short codes of the reasons (not-text, too-large...), which stay the same in every language.</source>
        <translation>Les exportations (CSV) et la ligne de commande gardent les codes courts des raisons (not-text, too-large…), identiques dans toutes les langues.</translation>
    </message>
    <message>
        <source>Related documents</source>
        <translation>Documents apparentés</translation>
    </message>
    <message>
        <source>Near-duplicates say the same thing; related documents are about the same thing. The &lt;i&gt;Related&lt;/i&gt; tab groups documents by the words they use: each document&apos;s words without the most common ones (&quot;the&quot;, &quot;and&quot;), reduced to their stems (&quot;cars&quot; and &quot;car&quot; count as one), and weighted so that words few documents use count most. A web page also takes the words other pages use when they link to it.</source>
        <translation>Les quasi-doublons disent la même chose ; les documents apparentés parlent de la même chose. L&apos;onglet &lt;i&gt;Apparentés&lt;/i&gt; regroupe les documents selon les mots qu&apos;ils emploient : les mots de chaque document sans les plus courants (« le », « et »), ramenés à leur radical (« voitures » et « voiture » comptent pour un) et pondérés pour que les mots employés par peu de documents comptent le plus. Une page web reçoit aussi les mots qu&apos;emploient les autres pages dans leurs liens vers elle.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Similarity&lt;/b&gt; is the share of weight two documents have in common: 100 % for the same words in the same proportions, 10 % already for two pages on one subject. &lt;b&gt;Topics&lt;/b&gt; are groups around a centre document, named by their weightiest words. &lt;b&gt;What&apos;s related&lt;/b&gt; lists the documents nearest to the one selected. For example, the manual page of &lt;i&gt;dropuser&lt;/i&gt; lists those of &lt;i&gt;dropdb&lt;/i&gt;, &lt;i&gt;createuser&lt;/i&gt; and &lt;i&gt;clusterdb&lt;/i&gt;, which share no sentence with it.</source>
        <translation>La &lt;b&gt;similarité&lt;/b&gt; est la part de poids que deux documents ont en commun : 100 % pour les mêmes mots dans les mêmes proportions, déjà 10 % pour deux pages sur un même sujet. Les &lt;b&gt;thèmes&lt;/b&gt; sont des groupes autour d&apos;un document central, nommés par leurs mots les plus lourds. &lt;b&gt;Documents apparentés&lt;/b&gt; liste les documents les plus proches de celui sélectionné. Par exemple, la page de manuel de &lt;i&gt;dropuser&lt;/i&gt; liste celles de &lt;i&gt;dropdb&lt;/i&gt;, &lt;i&gt;createuser&lt;/i&gt; et &lt;i&gt;clusterdb&lt;/i&gt;, qui ne partagent aucune phrase avec elle.</translation>
    </message>
    <message>
        <source>The cluster list shows both directions for each member: &lt;i&gt;Contained&lt;/i&gt; (how much of the member is inside the copy kept) and &lt;i&gt;Contains&lt;/i&gt; (how much of the copy kept is inside the member).</source>
        <translation>La liste des groupes montre les deux sens pour chaque membre : &lt;i&gt;Contenu&lt;/i&gt; (la part du membre qui se trouve dans la copie gardée) et &lt;i&gt;Contient&lt;/i&gt; (la part de la copie gardée qui se trouve dans le membre).</translation>
    </message>
    <message>
        <source>An index keeps the width it was made with, and the scan settings show it: sequences of other widths cannot be compared. A scan asking for another width first asks whether to &lt;i&gt;re-sketch&lt;/i&gt;: every document is read again, files and web pages alike, and the index keeps its current sketches until all the new ones are made.</source>
        <translation>Un index garde la largeur avec laquelle il a été fait, et les réglages de l’analyse l’affichent : des séquences d’autres largeurs ne se comparent pas. Une analyse qui demande une autre largeur demande d’abord s’il faut &lt;i&gt;ré-esquisser&lt;/i&gt; : chaque document est relu, fichiers et pages web, et l’index garde ses esquisses actuelles jusqu’à ce que toutes les nouvelles soient faites.</translation>
    </message>
    <message>
        <source>Documents it reads</source>
        <translation>Les documents lus</translation>
    </message>
    <message>
        <source>Lookalike compares the words, not the files: a presentation and the handout typed from it, or a spreadsheet saved as XLSX and as ODS, are near-duplicates although their formats differ.</source>
        <translation>Lookalike compare les mots, pas les fichiers : une présentation et le polycopié tapé d’après elle, ou un classeur enregistré en XLSX et en ODS, sont des quasi-doublons bien que leurs formats diffèrent.</translation>
    </message>
    <message>
        <source>Plain text in any common encoding, HTML, Markdown and source code; PDF files that have a text layer; Word (DOCX and DOC), OpenDocument (ODT) and RTF texts; EPUB books; PowerPoint (PPTX) and OpenDocument (ODP) presentations: the text of every slide in order, each followed by its speaker notes; Excel (XLSX) and OpenDocument (ODS) spreadsheets: every sheet in order, row by row, the values the cells show (not their formulas). Any of them may be gzip-compressed (&lt;i&gt;.gz&lt;/i&gt;). Web archives (WARC, ARC) are imported with &lt;i&gt;File &amp;gt; Import Web Archives&lt;/i&gt;.</source>
        <translation>Le texte brut dans tout codage courant, le HTML, le Markdown et le code source ; les PDF qui ont une couche de texte ; les textes Word (DOCX et DOC), OpenDocument (ODT) et RTF ; les livres EPUB ; les présentations PowerPoint (PPTX) et OpenDocument (ODP) : le texte de chaque diapositive dans l’ordre, suivi de ses notes ; les classeurs Excel (XLSX) et OpenDocument (ODS) : chaque feuille dans l’ordre, ligne par ligne, les valeurs que les cellules affichent (pas leurs formules). Chacun peut être compressé avec gzip (&lt;i&gt;.gz&lt;/i&gt;). Les archives web (WARC, ARC) s’importent avec &lt;i&gt;Fichier &amp;gt; Importer des archives web&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Ignore numbers&lt;/i&gt; in the scan settings leaves numbers out of the words compared, so that revisions of a form, an invoice or a spreadsheet whose figures changed are found as near-duplicates; words holding digits (&quot;v2&quot;, &quot;3rd&quot;) stay. Like the width, it is the index&apos;s: changing it asks whether to re-sketch.</source>
        <translation>&lt;i&gt;Ignorer les nombres&lt;/i&gt; dans les réglages d’analyse laisse les nombres hors des mots comparés, pour que les versions d’un formulaire, d’une facture ou d’un classeur dont les chiffres ont changé soient trouvées comme quasi-doublons ; les mots qui contiennent des chiffres (« v2 », « 3rd ») restent. Comme la largeur, il appartient à l’index : le changer demande s’il faut re-esquisser.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scans.&lt;/b&gt; The pages of a PDF that have no text layer (a scanned letter or contract) are read by text recognition (OCR): a page takes a few seconds, and the progress says which file and page are being recognized. Images (PNG, JPEG, TIFF) are read too when &lt;i&gt;... and in images&lt;/i&gt; is checked in the scan settings: it is off by default, because a folder of photos would take a few seconds a photo. &lt;i&gt;OCR languages&lt;/i&gt; names the languages of the scans (for example &lt;i&gt;eng+deu&lt;/i&gt;); empty, English and your own language are used. A scan and the text it was printed from are near-duplicates: recognition of a clean page gets nearly every word right.</source>
        <translation>&lt;b&gt;Numérisations.&lt;/b&gt; Les pages d’un PDF sans couche de texte (une lettre ou un contrat numérisé) sont lues par reconnaissance de texte (OCR) : une page prend quelques secondes, et la progression indique quel fichier et quelle page sont en cours de reconnaissance. Les images (PNG, JPEG, TIFF) sont lues aussi quand &lt;i&gt;... et dans les images&lt;/i&gt; est coché dans les réglages d’analyse : c’est désactivé par défaut, car un dossier de photos prendrait quelques secondes par photo. &lt;i&gt;Langues de l’OCR&lt;/i&gt; nomme les langues des numérisations (par exemple &lt;i&gt;eng+deu&lt;/i&gt;) ; vide, l’anglais et votre propre langue sont utilisés. Une numérisation et le texte dont elle a été imprimée sont des quasi-doublons : la reconnaissance d’une page nette trouve presque chaque mot.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mail.&lt;/b&gt; Mail files (&lt;i&gt;.eml&lt;/i&gt;), mailboxes (mbox files such as Thunderbird&apos;s &lt;i&gt;Inbox&lt;/i&gt;) and Maildir folders are read message by message: each message is a document named by its subject, sender and date, and each attachment is a document of its own. A reply holds the words it quotes, so the message it answers is &lt;i&gt;contained&lt;/i&gt; in it; the same attachment sent ten times is one cluster. The &lt;i&gt;inclusive&lt;/i&gt; messages of a conversation are those whose text no later message quotes: check &lt;i&gt;Inclusive messages only&lt;/i&gt; above the clusters to read only those. A message cannot be moved to the trash on its own: the mailbox is the file.</source>
        <translation>&lt;b&gt;Courriel.&lt;/b&gt; Les fichiers de courriel (&lt;i&gt;.eml&lt;/i&gt;), les boîtes aux lettres (fichiers mbox comme &lt;i&gt;Inbox&lt;/i&gt; de Thunderbird) et les dossiers Maildir sont lus message par message : chaque message est un document nommé par son objet, son expéditeur et sa date, et chaque pièce jointe est un document à part. Une réponse contient les mots qu’elle cite, donc le message auquel elle répond y est &lt;i&gt;contenu&lt;/i&gt; ; la même pièce jointe envoyée dix fois forme un seul groupe. Les messages &lt;i&gt;inclusifs&lt;/i&gt; d’une conversation sont ceux dont aucun message ultérieur ne cite le texte : cochez &lt;i&gt;Messages inclusifs seulement&lt;/i&gt; au-dessus des groupes pour ne lire que ceux-là. Un message ne peut pas être mis à la corbeille seul : la boîte aux lettres est le fichier.</translation>
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
        <source>Near-duplicate pairs: %1
</source>
        <translation>Paires de quasi-doublons : %1
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
        <source>POLICY</source>
        <translation>POLICY</translation>
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
        <source>lookalike-cli %1: --date takes an ISO 8601 date, e.g. 2024-05-01 or 2024-05-01T12:00:00Z
</source>
        <translation>lookalike-cli %1 : --date attend une date ISO 8601, p. ex. 2024-05-01 ou 2024-05-01T12:00:00Z
</translation>
    </message>
    <message>
        <source>lookalike-cli import: %1: no such file
</source>
        <translation>lookalike-cli import : %1 : fichier introuvable
</translation>
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
        <source>Matching: %1 %2/%3%4%5</source>
        <translation>Comparaison : %1 %2/%3%4%5</translation>
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
        <source>%1 [%2]</source>
        <translation>%1 [%2]</translation>
    </message>
    <message>
        <source>  %1: %2 (%3)
</source>
        <translation>  %1 : %2 (%3)
</translation>
    </message>
    <message numerus="yes">
        <source>, %n pairs</source>
        <translation>
            <numerusform>, %n paire</numerusform>
            <numerusform>, %n paires</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n candidates</source>
        <translation>
            <numerusform>, %n candidat</numerusform>
            <numerusform>, %n candidats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n documents</source>
        <translation>
            <numerusform>%n document</numerusform>
            <numerusform>%n documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pairs</source>
        <translation>
            <numerusform>%n paire</numerusform>
            <numerusform>%n paires</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bands</source>
        <translation>
            <numerusform>%n bande</numerusform>
            <numerusform>%n bandes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rows</source>
        <translation>
            <numerusform>%n ligne</numerusform>
            <numerusform>%n lignes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n candidates</source>
        <translation>
            <numerusform>%n candidat</numerusform>
            <numerusform>%n candidats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n common shingles</source>
        <translation>
            <numerusform>%n bardeau courant</numerusform>
            <numerusform>%n bardeaux courants</numerusform>
        </translation>
    </message>
    <message>
        <source>Clusters (%1 at %2): %3 holding %4
</source>
        <translation>Groupes (%1 à %2) : %3 contenant %4
</translation>
    </message>
    <message numerus="yes">
        <source>%n clusters</source>
        <translation>
            <numerusform>%n groupe</numerusform>
            <numerusform>%n groupes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n words</source>
        <translation>
            <numerusform>%n mot</numerusform>
            <numerusform>%n mots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n distinct %1-word shingles</source>
        <translation>
            <numerusform>%n bardeau distinct de %1 mots</numerusform>
            <numerusform>%n bardeaux distincts de %1 mots</numerusform>
        </translation>
    </message>
    <message>
        <source>MinHash: k=%1 one-permutation hashing; sample: MOD 2^%2 (%3 and %4)
</source>
        <translation>MinHash : k=%1, hachage à permutation unique ; échantillon : MOD 2^%2 (%3 et %4)
</translation>
    </message>
    <message numerus="yes">
        <source>%n shingles</source>
        <translation>
            <numerusform>%n bardeau</numerusform>
            <numerusform>%n bardeaux</numerusform>
        </translation>
    </message>
    <message>
        <source>From sweep %1 (%2) to sweep %3 (%4): %5 in both, %6 born, %7 died (%8)
</source>
        <translation>Du passage %1 (%2) au passage %3 (%4) : %5 dans les deux, apparues : %6, disparues : %7 (%8)
</translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them moved</source>
        <translation>
            <numerusform>dont %n déplacée</numerusform>
            <numerusform>dont %n déplacées</numerusform>
        </translation>
    </message>
    <message>
        <source>archive %1/%2, %3/%4, %5 MB/s, %6, %7, %8</source>
        <translation>archive %1/%2, %3/%4, %5 Mo/s, %6, %7, %8</translation>
    </message>
    <message numerus="yes">
        <source>%n records</source>
        <translation>
            <numerusform>%n enregistrement</numerusform>
            <numerusform>%n enregistrements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problems</source>
        <translation>
            <numerusform>%n problème</numerusform>
            <numerusform>%n problèmes</numerusform>
        </translation>
    </message>
    <message>
        <source>Records: %1; %2
</source>
        <translation>Enregistrements : %1 ; %2
</translation>
    </message>
    <message numerus="yes">
        <source>%n records skipped (requests, metadata and others)</source>
        <translation>
            <numerusform>%n enregistrement ignoré (requêtes, métadonnées et autres)</numerusform>
            <numerusform>%n enregistrements ignorés (requêtes, métadonnées et autres)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1  %2  %3, %4 of %5 under the same path suffix: %6
</source>
        <translation>%1  %2  %3, %4 sur %5 sous le même suffixe de chemin : %6
</translation>
    </message>
    <message numerus="yes">
        <source>%n shared pages</source>
        <translation>
            <numerusform>%n page partagée</numerusform>
            <numerusform>%n pages partagées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shared clusters</source>
        <translation>
            <numerusform>%n groupe partagé</numerusform>
            <numerusform>%n groupes partagés</numerusform>
        </translation>
    </message>
    <message>
        <source>Sweep %1: %2; %3 &gt;= %4%5
</source>
        <translation>Passage %1 : %2 ; %3 &gt;= %4%5
</translation>
    </message>
    <message numerus="yes">
        <source>%n mirrored host pairs</source>
        <translation>
            <numerusform>%n paire d’hôtes miroirs</numerusform>
            <numerusform>%n paires d’hôtes miroirs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other host pairs share</source>
        <translation>
            <numerusform>%n autre paire d’hôtes partage</numerusform>
            <numerusform>%n autres paires d’hôtes partagent</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare new against old: only the pairs with a document in FOLDER (repeatable).</source>
        <translation>Compare le nouveau à l’ancien : seulement les paires avec un document dans FOLDER (répétable).</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>FOLDER</translation>
    </message>
    <message>
        <source>files %1/%2%3, %4/%5, %6 MB/s, %7</source>
        <translation>fichiers %1/%2%3, %4/%5, %6 Mo/s, %7</translation>
    </message>
    <message>
        <source>Index holds %1 (%2 indexed, %3 unusable), %4 in all
</source>
        <translation>L’index contient %1 (%2 indexés, %3 inutilisables), %4 en tout
</translation>
    </message>
    <message numerus="yes">
        <source>%n distinct shingles</source>
        <translation>
            <numerusform>%n bardeau distinct</numerusform>
            <numerusform>%n bardeaux distincts</numerusform>
        </translation>
    </message>
    <message>
        <source>Identical documents: %1 in %2; lexically equivalent: %3 in %4; shingle equivalent: %5 in %6
</source>
        <translation>Documents identiques : %1 dans %2 ; lexicalement équivalents : %3 dans %4 ; équivalents par bardeaux : %5 dans %6
</translation>
    </message>
    <message numerus="yes">
        <source>%n groups</source>
        <translation>
            <numerusform>%n groupe</numerusform>
            <numerusform>%n groupes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 dans %2</translation>
    </message>
    <message>
        <source>Identical: %1
</source>
        <translation>Identiques : %1
</translation>
    </message>
    <message>
        <source>Lexically equivalent: %1
</source>
        <translation>Lexicalement équivalents : %1
</translation>
    </message>
    <message>
        <source>Shingle equivalent: %1
</source>
        <translation>Équivalents par bardeaux : %1
</translation>
    </message>
    <message>
        <source>bring shards into a new index, matched by a job or here</source>
        <translation>réunit des fragments dans un nouvel index, comparés par une tâche ou ici</translation>
    </message>
    <message>
        <source>Bring shard files into a new index: with --job, the shards a distributed job matched and its pairs and clusters; else the shards named, matched and clustered here. The window then opens, browses and exports the index like a local scan&apos;s.</source>
        <translation>Réunit des fichiers de fragments dans un nouvel index : avec --job, les fragments qu’une tâche distribuée a comparés, avec ses paires et ses groupes ; sinon les fragments nommés, comparés et regroupés ici. La fenêtre ouvre, parcourt et exporte ensuite l’index comme celui d’une analyse locale.</translation>
    </message>
    <message>
        <source>The new index (it must not hold documents).</source>
        <translation>Le nouvel index (il ne doit contenir aucun document).</translation>
    </message>
    <message>
        <source>The distributed job&apos;s output folder (manifest.json, pairs, groups and clusters); it names the shards.</source>
        <translation>Le dossier de sortie de la tâche distribuée (manifest.json, paires, classes et groupes) ; il nomme les fragments.</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>--db names the new index to make</source>
        <translation>--db nomme le nouvel index à créer</translation>
    </message>
    <message>
        <source>%1: no such folder</source>
        <translation>%1 : dossier introuvable</translation>
    </message>
    <message>
        <source>shard %1/%2, %3/%4 documents</source>
        <translation>fragment %1/%2, %3/%4 documents</translation>
    </message>
    <message>
        <source>Merged %1 into %2: %3 (%4 replaced by a later shard&apos;s), %5 of shards, %6, %7 holding %8, in %9 s
</source>
        <translation>%1 réunis dans %2 : %3 (%4 remplacés par ceux d’un fragment suivant), %5 de fragments, %6, %7 contenant %8, en %9 s
</translation>
    </message>
    <message numerus="yes">
        <source>%n shards</source>
        <translation>
            <numerusform>%n fragment</numerusform>
            <numerusform>%n fragments</numerusform>
        </translation>
    </message>
    <message>
        <source>sketch folders, files or web archives into a shard file</source>
        <translation>esquisse des dossiers, fichiers ou archives web dans un fichier de fragment</translation>
    </message>
    <message>
        <source>Sketch folders and files, or web archives, into one shard file for &apos;lookalike-cli merge&apos; or the distributed job; nothing is matched. The work goes through an index beside the shard (FILE.db), so an interrupted run resumes where it stopped.</source>
        <translation>Esquisse des dossiers et des fichiers, ou des archives web, dans un fichier de fragment pour « lookalike-cli merge » ou la tâche distribuée ; rien n’est comparé. Le travail passe par un index à côté du fragment (FILE.db), si bien qu’une exécution interrompue reprend là où elle s’est arrêtée.</translation>
    </message>
    <message>
        <source>Folders or files to sketch (with --archives: WARC or ARC files).</source>
        <translation>Dossiers ou fichiers à esquisser (avec --archives : fichiers WARC ou ARC).</translation>
    </message>
    <message>
        <source>The shard file to write (FILE.lkshard).</source>
        <translation>Le fichier de fragment à écrire (FILE.lkshard).</translation>
    </message>
    <message>
        <source>The work index the inputs are sketched into (default: FILE.db beside the shard).</source>
        <translation>L’index de travail où les entrées sont esquissées (par défaut : FILE.db à côté du fragment).</translation>
    </message>
    <message>
        <source>Also sketch the files (or folders) listed in LIST, one path a line.</source>
        <translation>Esquisse aussi les fichiers (ou dossiers) listés dans LIST, un chemin par ligne.</translation>
    </message>
    <message>
        <source>LIST</source>
        <translation>LIST</translation>
    </message>
    <message>
        <source>The paths are web archives (WARC, ARC), imported as one sweep.</source>
        <translation>Les chemins sont des archives web (WARC, ARC), importées comme un seul passage.</translation>
    </message>
    <message>
        <source>With --archives: the sweep (crawl) they belong to (default: the date of the first capture).</source>
        <translation>Avec --archives : le passage (exploration) auquel elles appartiennent (par défaut : la date de la première capture).</translation>
    </message>
    <message>
        <source>With --archives: the sweep&apos;s date, ISO 8601 (default: its earliest capture).</source>
        <translation>Avec --archives : la date du passage, ISO 8601 (par défaut : sa première capture).</translation>
    </message>
    <message>
        <source>--out names the shard file to write</source>
        <translation>--out nomme le fichier de fragment à écrire</translation>
    </message>
    <message>
        <source>--sweep and --date name the sweep of web archives: add --archives</source>
        <translation>--sweep et --date nomment le passage d’archives web : ajoutez --archives</translation>
    </message>
    <message>
        <source>nothing to sketch: name folders or files, or a list of them with --files</source>
        <translation>rien à esquisser : nommez des dossiers ou des fichiers, ou une liste de ceux-ci avec --files</translation>
    </message>
    <message>
        <source>writing the shard: %1/%2 documents</source>
        <translation>écriture du fragment : %1/%2 documents</translation>
    </message>
    <message>
        <source>Shard %1: %2 (%3 sketched, %4 could not be used), %5, in %6 s (work index %7)
</source>
        <translation>Fragment %1 : %2 (%3 esquissés, %4 inutilisables), %5, en %6 s (index de travail %7)
</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1 : fichier introuvable</translation>
    </message>
    <message>
        <source>%1: no such file or folder</source>
        <translation>%1 : fichier ou dossier introuvable</translation>
    </message>
    <message>
        <source>Decide the pairs near a threshold by their estimates, without reading the documents again (with --job: keep the job&apos;s decisions and clusters as they are).</source>
        <translation>Décider les paires proches d&apos;un seuil par leurs estimations, sans relire les documents (avec --job : garder telles quelles les décisions et les groupes du job).</translation>
    </message>
    <message>
        <source>Related documents in %1 s: %2 among %3 (%4 checked), %5 holding %6
</source>
        <translation>Documents apparentés en %1 s : %2 parmi %3 (%4 vérifiés), %5 regroupant %6
</translation>
    </message>
    <message numerus="yes">
        <source>%n topics</source>
        <translation>
            <numerusform>%n thème</numerusform>
            <numerusform>%n thèmes</numerusform>
        </translation>
    </message>
    <message>
        <source>Words each side of a link that describe its target for related documents, with the anchor text (default 8; 0: the anchor text alone; -1: none, a faster import).</source>
        <translation>Mots de part et d’autre d’un lien qui décrivent sa cible pour les documents apparentés, avec le texte du lien (8 par défaut ; 0 : le texte du lien seul ; -1 : aucun, importation plus rapide).</translation>
    </message>
    <message>
        <source>documents on the same topic as FILE or URL</source>
        <translation>documents sur le même thème que FICHIER ou URL</translation>
    </message>
    <message>
        <source>&quot;What&apos;s related&quot;: the indexed documents nearest to FILE or URL by topic (their TF-IDF bags of words), most similar first. FILE or URL must be in the index.</source>
        <translation>« Documents apparentés » : les documents indexés les plus proches de FICHIER ou URL par le thème (leurs sacs de mots TF-IDF), les plus similaires d’abord. FICHIER ou URL doit être dans l’index.</translation>
    </message>
    <message>
        <source>An indexed file, or a page of an imported crawl.</source>
        <translation>Un fichier indexé, ou une page d’un crawl importé.</translation>
    </message>
    <message>
        <source>At most N documents (default 10).</source>
        <translation>Au plus N documents (10 par défaut).</translation>
    </message>
    <message>
        <source>--top takes a whole number of at least 1, not &apos;%1&apos;</source>
        <translation>--top attend un nombre entier d’au moins 1, pas « %1 »</translation>
    </message>
    <message>
        <source>groups of documents on one topic</source>
        <translation>groupes de documents sur un même thème</translation>
    </message>
    <message>
        <source>Topics: the related documents grouped with CENTER, each with its centre and its weightiest words. --again finds the related documents again first.</source>
        <translation>Thèmes : les documents apparentés groupés avec CENTER, chacun avec son centre et ses mots les plus lourds. --again recherche d’abord à nouveau les documents apparentés.</translation>
    </message>
    <message>
        <source>Find related documents again (with --threshold: at that similarity).</source>
        <translation>Rechercher à nouveau les documents apparentés (avec --threshold : à cette similarité).</translation>
    </message>
    <message>
        <source>The weighted similarity of related documents (default: the last used, else 0.05).</source>
        <translation>La similarité pondérée des documents apparentés (par défaut : la dernière utilisée, sinon 0.05).</translation>
    </message>
    <message>
        <source>Related documents: %1 in %2
</source>
        <translation>Documents apparentés : %1 dans %2
</translation>
    </message>
    <message numerus="yes">
        <source>%n related pairs</source>
        <translation>
            <numerusform>%n paire apparentée</numerusform>
            <numerusform>%n paires apparentées</numerusform>
        </translation>
    </message>
    <message>
        <source>SECONDS</source>
        <translation>SECONDES</translation>
    </message>
    <message>
        <source>Memory the reader of one such file may take, in MiB (default %1).</source>
        <translation>Mémoire que peut prendre la lecture d’un tel fichier, en Mio (par défaut %1).</translation>
    </message>
    <message>
        <source>%1 (default: the last used in this index, by the window too, else %2).</source>
        <translation>%1 (par défaut : la dernière utilisée dans cet index, par la fenêtre aussi, sinon %2).</translation>
    </message>
    <message>
        <source>Resemblance (containment for the containment policy) that joins two documents (default: the last used, else %1). The choice is remembered in the index: the window shows it too.</source>
        <translation>Ressemblance (inclusion pour la méthode containment) qui réunit deux documents (par défaut : la dernière valeur utilisée, sinon %1). Le choix est gardé dans l’index : la fenêtre l’affiche aussi.</translation>
    </message>
    <message>
        <source>Matched %1 (%2 after collapsing equivalent ones) in %3 s: %4 with resemblance &gt;= %5 or containment &gt;= %6 (LSH %7 x %8; %9, %10 settled exactly, %11 read again; %12 ignored)
</source>
        <translation>Comparés : %1 (%2 après regroupement des équivalents) en %3 s : %4 avec ressemblance &gt;= %5 ou inclusion &gt;= %6 (LSH %7 x %8 ; %9, %10 tranchés exactement, %11 relus ; %12 ignorés)
</translation>
    </message>
    <message>
        <source>Matching: nothing changed since the last (%1 at resemblance %2, containment %3 stored)
</source>
        <translation>Comparaison : rien n’a changé depuis la dernière (%1 à ressemblance %2, inclusion %3 enregistrées)
</translation>
    </message>
    <message>
        <source>lookalike-cli: finding related documents cancelled; the next &apos;related&apos; or &apos;topics&apos; finds them
</source>
        <translation>lookalike-cli : recherche des documents apparentés annulée ; le prochain &apos;related&apos; ou &apos;topics&apos; les trouve
</translation>
    </message>
    <message>
        <source>Also find related documents and topics after clustering (else &apos;related&apos; and &apos;topics&apos; find them when first asked).</source>
        <translation>Trouver aussi les documents apparentés et les thèmes après le regroupement (sinon &apos;related&apos; et &apos;topics&apos; les trouvent à la première demande).</translation>
    </message>
    <message numerus="yes">
        <source>Words counted first in %1 s: %n documents the scan left to related documents
</source>
        <translation>
            <numerusform>Mots comptés d’abord en %1 s : %n document que l’analyse a laissé aux documents liés
</numerusform>
            <numerusform>Mots comptés d’abord en %1 s : %n documents que l’analyse a laissés aux documents liés
</numerusform>
        </translation>
    </message>
    <message>
        <source>Matched only what changed: %1 against the others (%2 left or changed; %3 unchanged matched again, their buckets or keys became common or rare)
</source>
        <translation>Seul ce qui a changé a été apparié : %1 contre les autres (%2 partis ou modifiés ; %3 inchangés appariés à nouveau, leurs paniers ou clés sont devenus courants ou rares)
</translation>
    </message>
    <message numerus="yes">
        <source>%n new documents</source>
        <translation>
            <numerusform>%n nouveau document</numerusform>
            <numerusform>%n nouveaux documents</numerusform>
        </translation>
    </message>
    <message>
        <source>Matched every document: %1
</source>
        <translation>Tous les documents appariés : %1
</translation>
    </message>
    <message>
        <source>Related documents: no bag of words changed since they were found
</source>
        <translation>Documents apparentés : aucun sac de mots n’a changé depuis leur recherche
</translation>
    </message>
    <message>
        <source>Added to the related documents found before: %1 new or changed, %2 gone (weighed as before; all are weighed again once a tenth of them has changed)
</source>
        <translation>Ajoutés aux documents apparentés trouvés avant : %1 nouveaux ou modifiés, %2 disparus (pondérés comme avant ; tous sont repondérés dès qu’un dixième a changé)
</translation>
    </message>
    <message>
        <source>Resemblance joining pages into a cluster (default: the one set in the window&apos;s Crawl view, else 0.5).</source>
        <translation>Ressemblance à partir de laquelle des pages forment un groupe (par défaut : celle choisie dans la vue Exploration de la fenêtre, sinon 0.5).</translation>
    </message>
    <message>
        <source>re-sketching: %1/%2 documents</source>
        <translation>ré-esquisse : %1/%2 documents</translation>
    </message>
    <message>
        <source>Re-sketched: %1 documents in %2 s (%3 left without a sketch: changed or unreadable)
</source>
        <translation>Ré-esquissés : %1 documents en %2 s (%3 laissés sans esquisse : modifiés ou illisibles)
</translation>
    </message>
    <message>
        <source>%1: gone; a copy is at %2 (resemblance %3), which held it already in sweep %4
</source>
        <translation>%1 : disparue ; une copie est à %2 (ressemblance %3), qui l’avait déjà dans le passage %4
</translation>
    </message>
    <message numerus="yes">
        <source>%n URLs gone from sweep %1: %2 moved, %3 with a copy that was there already, %4 neither
</source>
        <translation>
            <numerusform>%n URL disparue du passage %1 : %2 déplacées, %3 avec une copie déjà présente, %4 ni l’un ni l’autre
</numerusform>
            <numerusform>%n URL disparues du passage %1 : %2 déplacées, %3 avec une copie déjà présente, %4 ni l’un ni l’autre
</numerusform>
        </translation>
    </message>
    <message>
        <source>Shard files, in order; with --job, copies of the shards the job read in its manifest&apos;s order, for those it read from URLs (or the manifest&apos;s paths when none is given).</source>
        <translation>Fichiers de shards, dans l’ordre ; avec --job, des copies des shards que la tâche a lus, dans l’ordre de son manifeste, pour ceux qu’elle a lus depuis des URL (sinon les chemins du manifeste).</translation>
    </message>
    <message>
        <source>name the job&apos;s folder with --job, or the shards</source>
        <translation>indiquez le dossier de la tâche avec --job, ou les shards</translation>
    </message>
    <message>
        <source>Stop reading a PDF, an office document, an EPUB or a gzip file after SECONDS (default %1); it is reported as a problem.</source>
        <translation>Arrêter la lecture d’un PDF, d’un document bureautique, d’un EPUB ou d’un fichier gzip après SECONDES (par défaut %1) ; elle est signalée comme un problème.</translation>
    </message>
    <message>
        <source>index folders (text, HTML, PDF, office documents, EPUB) and match</source>
        <translation>indexer des dossiers (texte, HTML, PDF, documents bureautiques, EPUB) et comparer</translation>
    </message>
    <message>
        <source>Leave numbers out of the words compared (revisions of forms and spreadsheets whose figures change).</source>
        <translation>Laisser les nombres hors des mots comparés (versions de formulaires et de classeurs dont les chiffres changent).</translation>
    </message>
    <message>
        <source>Numbers left out of the words compared.
</source>
        <translation>Nombres laissés hors des mots comparés.
</translation>
    </message>
    <message>
        <source>When --shingle, --wrap or --ignore-numbers differ from the index&apos;s: sketch every document again, files and web-archive records (else the scan refuses; the current sketches stay until the new ones are made).</source>
        <translation>Quand --shingle, --wrap ou --ignore-numbers diffèrent de ceux de l’index : esquisser de nouveau chaque document, fichiers et enregistrements d’archives web (sinon l’analyse refuse ; les esquisses actuelles restent jusqu’à ce que les nouvelles soient faites).</translation>
    </message>
    <message>
        <source>lookalike-cli scan: --resketch without --shingle, --wrap or --ignore-numbers: the index keeps its own sketch settings, and nothing is sketched again
</source>
        <translation>lookalike-cli scan : --resketch sans --shingle, --wrap ni --ignore-numbers : l’index garde ses propres réglages d’esquisse, et rien n’est esquissé de nouveau
</translation>
    </message>
    <message>
        <source>lookalike-cli scan: add --resketch to sketch every document again with the settings asked for, or leave out --shingle, --wrap and --ignore-numbers to keep the index&apos;s
</source>
        <translation>lookalike-cli scan : ajoutez --resketch pour esquisser de nouveau chaque document avec les réglages demandés, ou omettez --shingle, --wrap et --ignore-numbers pour garder ceux de l’index
</translation>
    </message>
    <message>
        <source>, recognizing text: %1 page %2/%3</source>
        <translation>, reconnaissance du texte : %1 page %2/%3</translation>
    </message>
    <message>
        <source>Do not recognize text in PDF pages without a text layer (scans).</source>
        <translation>Ne pas reconnaître le texte des pages PDF sans couche de texte (numérisations).</translation>
    </message>
    <message>
        <source>Recognize text in images too (PNG, JPEG, TIFF: scans and photos of pages; a few seconds each).</source>
        <translation>Reconnaître aussi le texte des images (PNG, JPEG, TIFF : numérisations et photos de pages ; quelques secondes chacune).</translation>
    </message>
    <message>
        <source>The languages text is recognized in, as Tesseract names them, joined by + (default: %1; installed: %2).</source>
        <translation>Les langues dans lesquelles le texte est reconnu, comme Tesseract les nomme, reliées par + (par défaut : %1 ; installées : %2).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>LANGS</source>
        <translation>LANGUES</translation>
    </message>
    <message>
        <source>lookalike-cli scan: --ocr-images and --no-ocr ask for opposite things
</source>
        <translation>lookalike-cli scan : --ocr-images et --no-ocr demandent des choses opposées
</translation>
    </message>
    <message>
        <source>lookalike-cli scan: --ocr-languages %1: no language data installed for them (installed: %2)
</source>
        <translation>lookalike-cli scan : --ocr-languages %1 : aucune donnée de langue installée pour elles (installées : %2)
</translation>
    </message>
    <message>
        <source>Inside them: %1 documents (mail messages and their attachments)
</source>
        <translation>À l’intérieur : %1 documents (messages électroniques et leurs pièces jointes)
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
    <message>
        <source>no longer marked as not a duplicate</source>
        <translation>n’est plus marqué comme n’étant pas un doublon</translation>
    </message>
    <message>
        <source>marked: keep this copy</source>
        <translation>marqué : conserver cette copie</translation>
    </message>
    <message>
        <source>no longer marked to keep</source>
        <translation>n’est plus marqué à conserver</translation>
    </message>
    <message>
        <source>the document left the index</source>
        <translation>le document a quitté l&apos;index</translation>
    </message>
    <message>
        <source>moving to the trash (not yet recorded as done)</source>
        <translation>déplacement vers la corbeille (pas encore noté comme fait)</translation>
    </message>
    <message>
        <source>moved to the trash: %1 (recorded afterwards: the move was cut short before it was recorded)</source>
        <translation>déplacé vers la corbeille : %1 (noté après coup : le déplacement a été interrompu avant d’être noté)</translation>
    </message>
    <message>
        <source>a move to the trash cut short before it was recorded: the file is gone from its place but not in the trash: removed from the index</source>
        <translation>un déplacement vers la corbeille interrompu avant d’être noté : le fichier n’est plus à sa place ni dans la corbeille : retiré de l’index</translation>
    </message>
    <message>
        <source>not moved: the move to the trash was cut short before this file; it is still in its place</source>
        <translation>non déplacé : le déplacement vers la corbeille a été interrompu avant ce fichier ; il est toujours à sa place</translation>
    </message>
    <message>
        <source>inside a file (a message or an attachment of a mailbox), not a file of its own</source>
        <translation>dans un fichier (un message ou une pièce jointe d’une boîte aux lettres), pas un fichier à part</translation>
    </message>
</context>
<context>
    <name>lookalike::usecase::Ingest</name>
    <message>
        <source>%1; %2 (%3 analysed, %4 taken from identical or revisited captures, %5); %6 not text</source>
        <translation>%1 ; %2 (%3 analysées, %4 reprises de captures identiques ou revisitées, %5) ; %6 sans texte</translation>
    </message>
    <message numerus="yes">
        <source>%n records</source>
        <translation>
            <numerusform>%n enregistrement</numerusform>
            <numerusform>%n enregistrements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n captures stored</source>
        <translation>
            <numerusform>%n capture enregistrée</numerusform>
            <numerusform>%n captures enregistrées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n HTTP errors and redirects</source>
        <translation>
            <numerusform>%n erreur ou redirection HTTP</numerusform>
            <numerusform>%n erreurs et redirections HTTP</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Find near-duplicate documents.</source>
        <translation>Trouve les quasi-doublons parmi des documents.</translation>
    </message>
    <message>
        <source>The index file to open (a new one is offered if it does not exist), folders to add to it (else to the last index), or web archives (WARC, ARC) to import into it.</source>
        <translation>Le fichier d’index à ouvrir (un nouveau est proposé s’il n’existe pas), des dossiers à y ajouter (sinon à l’index précédent) ou des archives web (WARC, ARC) à y importer.</translation>
    </message>
</context>
</TS>
