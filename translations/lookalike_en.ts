<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>lookalike::ActionLogDialog</name>
    <message numerus="yes">
        <source>%n actions on documents of %1, newest first</source>
        <translation>
            <numerusform>%n action on documents of %1, newest first</numerusform>
            <numerusform>%n actions on documents of %1, newest first</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n failed or refused).</source>
        <translation>
            <numerusform> (%n failed or refused).</numerusform>
            <numerusform> (%n failed or refused).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n actions to %1</source>
        <translation>
            <numerusform>Exported %n action to %1</numerusform>
            <numerusform>Exported %n actions to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lookalike::ClusterModel</name>
    <message numerus="yes">
        <source>%n hosts</source>
        <translation>
            <numerusform>%n host</numerusform>
            <numerusform>%n hosts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sweeps</source>
        <translation>
            <numerusform>%n sweep</numerusform>
            <numerusform>%n sweeps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cluster of %n documents; the copy kept (representative): %1</source>
        <translation>
            <numerusform>Cluster of %n document; the copy kept (representative): %1</numerusform>
            <numerusform>Cluster of %n documents; the copy kept (representative): %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lookalike::CrawlView</name>
    <message numerus="yes">
        <source>%n sweeps</source>
        <translation>
            <numerusform>%n sweep</numerusform>
            <numerusform>%n sweeps</numerusform>
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
            <numerusform>%n host</numerusform>
            <numerusform>%n hosts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hosts of sweep %1: %n hosts</source>
        <translation>
            <numerusform>Hosts of sweep %1: %n host</numerusform>
            <numerusform>Hosts of sweep %1: %n hosts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sweep %1: %n host pairs share %2 or more</source>
        <translation>
            <numerusform>Sweep %1: %n host pair shares %2 or more</numerusform>
            <numerusform>Sweep %1: %n host pairs share %2 or more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n of them are mirrors (the same pages under the same paths).</source>
        <translation>
            <numerusform>; %n of them is a mirror (the same pages under the same paths).</numerusform>
            <numerusform>; %n of them are mirrors (the same pages under the same paths).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Comparing sweep %1 with %n later sweeps...</source>
        <translation>
            <numerusform>Comparing sweep %1 with %n later sweep...</numerusform>
            <numerusform>Comparing sweep %1 with %n later sweeps...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them moved</source>
        <translation>
            <numerusform>%n of them moved</numerusform>
            <numerusform>%n of them moved</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n host pairs to %1</source>
        <translation>
            <numerusform>Exported %n host pair to %1</numerusform>
            <numerusform>Exported %n host pairs to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n gone pages to %1</source>
        <translation>
            <numerusform>Exported %n gone page to %1</numerusform>
            <numerusform>Exported %n gone pages to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages gone from sweep %1: %2 moved, %3 with a copy that was there already, %4 neither.</source>
        <translation>
            <numerusform>%n page gone from sweep %1: %2 moved, %3 with a copy that was there already, %4 neither.</numerusform>
            <numerusform>%n pages gone from sweep %1: %2 moved, %3 with a copy that was there already, %4 neither.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lookalike::DiffView</name>
    <message numerus="yes">
        <source>No differences: %Ln words</source>
        <translation>
            <numerusform>No differences: %Ln word</numerusform>
            <numerusform>No differences: %Ln words</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words equal</source>
        <translation>
            <numerusform>%Ln word equal</numerusform>
            <numerusform>%Ln words equal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No shared passages of %Ln words or more</source>
        <translation>
            <numerusform>No shared passages of %Ln word or more</numerusform>
            <numerusform>No shared passages of %Ln words or more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln shared passages</source>
        <translation>
            <numerusform>%Ln shared passage</numerusform>
            <numerusform>%Ln shared passages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Runs of %Ln words or more found in both documents, wherever they are in each; the shares count the words of each document inside them</source>
        <translation>
            <numerusform>Runs of %Ln word or more found in both documents, wherever they are in each; the shares count the words of each document inside them</numerusform>
            <numerusform>Runs of %Ln words or more found in both documents, wherever they are in each; the shares count the words of each document inside them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The same %Ln words</source>
        <translation>
            <numerusform>The same word</numerusform>
            <numerusform>The same %Ln words</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln changes of case, punctuation or spacing only</source>
        <translation>
            <numerusform>one change of case, punctuation or spacing only</numerusform>
            <numerusform>%Ln changes of case, punctuation or spacing only</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lookalike::ExportActions</name>
    <message numerus="yes">
        <source>Exported %n clusters to %1</source>
        <translation>
            <numerusform>Exported %n cluster to %1</numerusform>
            <numerusform>Exported %n clusters to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n pairs to %1</source>
        <translation>
            <numerusform>Exported %n pair to %1</numerusform>
            <numerusform>Exported %n pairs to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export the %n Clusters Shown</source>
        <translation>
            <numerusform>Export the %n Cluster Shown</numerusform>
            <numerusform>Export the %n Clusters Shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export All %n Clusters</source>
        <translation>
            <numerusform>Export the %n Cluster</numerusform>
            <numerusform>Export All %n Clusters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export the %n selected clusters, or all of them?</source>
        <translation>
            <numerusform>Export the %n selected cluster, or all of them?</numerusform>
            <numerusform>Export the %n selected clusters, or all of them?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Selected (%n)</source>
        <translation>
            <numerusform>&amp;Selected (%n)</numerusform>
            <numerusform>&amp;Selected (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All &amp;shown (%n)</source>
        <translation>
            <numerusform>All &amp;shown (%n)</numerusform>
            <numerusform>All &amp;shown (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;All (%n)</source>
        <translation>
            <numerusform>&amp;All (%n)</numerusform>
            <numerusform>&amp;All (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export %n Selected Clusters</source>
        <translation>
            <numerusform>Export %n Selected Cluster</numerusform>
            <numerusform>Export %n Selected Clusters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export the pairs among the %n selected documents, or all pairs?</source>
        <translation>
            <numerusform>Export the pairs of the %n selected document, or all pairs?</numerusform>
            <numerusform>Export the pairs among the %n selected documents, or all pairs?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Selected (%n documents)</source>
        <translation>
            <numerusform>&amp;Selected (%n document)</numerusform>
            <numerusform>&amp;Selected (%n documents)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export the Pairs Among %n Selected Documents</source>
        <translation>
            <numerusform>Export the Pairs of %n Selected Document</numerusform>
            <numerusform>Export the Pairs Among %n Selected Documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n documents of topics to %1</source>
        <translation>
            <numerusform>Exported %n document of topics to %1</numerusform>
            <numerusform>Exported %n documents of topics to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lookalike::FileActionsMenu</name>
    <message numerus="yes">
        <source>These files are gone (moved or deleted outside Lookalike); Edit &gt; Remove Missing Files from Index forgets them:
%1</source>
        <translation>
            <numerusform>This file is gone (moved or deleted outside Lookalike); Edit &gt; Remove Missing Files from Index forgets it:
%1</numerusform>
            <numerusform>These files are gone (moved or deleted outside Lookalike); Edit &gt; Remove Missing Files from Index forgets them:
%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pairs will be ignored</source>
        <translation>
            <numerusform>%n pair will be ignored</numerusform>
            <numerusform>%n pairs will be ignored</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>These are web pages of an imported archive, not files: they cannot be moved to the trash.
%1</source>
        <translation>
            <numerusform>This is a web page of an imported archive, not a file: it cannot be moved to the trash.
%1</numerusform>
            <numerusform>These are web pages of an imported archive, not files: they cannot be moved to the trash.
%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>These files are in a reference folder and are never touched:
%1</source>
        <translation>
            <numerusform>This file is in a reference folder and is never touched:
%1</numerusform>
            <numerusform>These files are in a reference folder and are never touched:
%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %n files to the trash</source>
        <translation>
            <numerusform>Moved %n file to the trash</numerusform>
            <numerusform>Moved %n files to the trash</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; kept the last copy of %n clusters</source>
        <translation>
            <numerusform>; kept the last copy of %n cluster</numerusform>
            <numerusform>; kept the last copy of %n clusters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The files of %n indexed documents are gone (moved or deleted outside Lookalike). Remove them from the index?

No file is touched; a scan adds them again if they come back. If they are on a disconnected drive, cancel and connect it.</source>
        <translation>
            <numerusform>The file of %n indexed document is gone (moved or deleted outside Lookalike). Remove it from the index?

No file is touched; a scan adds it again if it comes back. If it is on a disconnected drive, cancel and connect it.</numerusform>
            <numerusform>The files of %n indexed documents are gone (moved or deleted outside Lookalike). Remove them from the index?

No file is touched; a scan adds them again if they come back. If they are on a disconnected drive, cancel and connect it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed %n missing files from the index</source>
        <translation>
            <numerusform>Removed %n missing file from the index</numerusform>
            <numerusform>Removed %n missing files from the index</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pairs are near-duplicates again</source>
        <translation>
            <numerusform>%n pair is a near-duplicate again</numerusform>
            <numerusform>%n pairs are near-duplicates again</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n earlier moves to the trash, cut short before they were recorded, are now recorded from where their files are (View &gt; Action Log).</source>
        <translation>
            <numerusform>%n earlier move to the trash, cut short before it was recorded, is now recorded from where its file is (View &gt; Action Log).</numerusform>
            <numerusform>%n earlier moves to the trash, cut short before they were recorded, are now recorded from where their files are (View &gt; Action Log).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>These are messages or attachments inside a mailbox, not files of their own: they cannot be moved to the trash (the mailbox is the file).
%1</source>
        <translation>
            <numerusform>This is a message or an attachment inside a mailbox, not a file of its own: it cannot be moved to the trash (the mailbox is the file).
%1</numerusform>
            <numerusform>These are messages or attachments inside a mailbox, not files of their own: they cannot be moved to the trash (the mailbox is the file).
%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lookalike::MainWindow</name>
    <message numerus="yes">
        <source>%n clusters</source>
        <translation>
            <numerusform>%n cluster</numerusform>
            <numerusform>%n clusters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The sweep (crawl) these %n archives belong to.
Empty: named after the date of their first capture. The label of a sweep already imported adds to it%1.</source>
        <translation>
            <numerusform>The sweep (crawl) this archive belongs to.
Empty: named after the date of its first capture. The label of a sweep already imported adds to it%1.</numerusform>
            <numerusform>The sweep (crawl) these %n archives belong to.
Empty: named after the date of their first capture. The label of a sweep already imported adds to it%1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Importing %n web archives...</source>
        <translation>
            <numerusform>Importing %n web archive...</numerusform>
            <numerusform>Importing %n web archives...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n documents in them</source>
        <translation>
            <numerusform>%n document in them</numerusform>
            <numerusform>%n documents in them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No near-duplicates among the %n documents at this threshold and policy. Move the threshold lower, choose another policy, or scan more folders.</source>
        <translation>
            <numerusform>No near-duplicates for the %n document at this threshold and policy. Move the threshold lower, choose another policy, or scan more folders.</numerusform>
            <numerusform>No near-duplicates among the %n documents at this threshold and policy. Move the threshold lower, choose another policy, or scan more folders.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n folders: press Scan to look for their near-duplicates.</source>
        <translation>
            <numerusform>Added %n folder: press Scan to look for its near-duplicates.</numerusform>
            <numerusform>Added %n folders: press Scan to look for their near-duplicates.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n words per shingle, wrapping around</source>
        <translation>
            <numerusform>%n word per shingle, wrapping around</numerusform>
            <numerusform>%n words per shingle, wrapping around</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n words per shingle</source>
        <translation>
            <numerusform>%n word per shingle</numerusform>
            <numerusform>%n words per shingle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seconds</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minutes</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
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
        <source>%n files</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n web-archive pages</source>
        <translation>
            <numerusform>%n web-archive page</numerusform>
            <numerusform>%n web-archive pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves to the trash were cut short before they were recorded (Lookalike stopped, or the index could not be written). Each is now recorded from where its file is: in the trash, or still in its place. View &gt; Action Log lists them.</source>
        <translation>
            <numerusform>%n move to the trash was cut short before it was recorded (Lookalike stopped, or the index could not be written). It is now recorded from where its file is: in the trash, or still in its place. View &gt; Action Log lists it.</numerusform>
            <numerusform>%n moves to the trash were cut short before they were recorded (Lookalike stopped, or the index could not be written). Each is now recorded from where its file is: in the trash, or still in its place. View &gt; Action Log lists them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lookalike::ProblemsDialog</name>
    <message numerus="yes">
        <source>%n documents could not be used</source>
        <translation>
            <numerusform>%n document could not be used</numerusform>
            <numerusform>%n documents could not be used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; the last scan met %n other problems (folders it could not read, broken links, ...).</source>
        <translation>
            <numerusform>; the last scan met %n other problem (folders it could not read, broken links, ...).</numerusform>
            <numerusform>; the last scan met %n other problems (folders it could not read, broken links, ...).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n problems to %1</source>
        <translation>
            <numerusform>Exported %n problem to %1</numerusform>
            <numerusform>Exported %n problems to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lookalike::ScanController</name>
    <message numerus="yes">
        <source>%n pairs</source>
        <translation>
            <numerusform>%n pair</numerusform>
            <numerusform>%n pairs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clusters</source>
        <translation>
            <numerusform>%n cluster</numerusform>
            <numerusform>%n clusters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files seen</source>
        <translation>
            <numerusform>%n file seen</numerusform>
            <numerusform>%n files seen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n archives</source>
        <translation>
            <numerusform>%n archive</numerusform>
            <numerusform>%n archives</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n problems</source>
        <translation>
            <numerusform>, %n problem</numerusform>
            <numerusform>, %n problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n related pairs</source>
        <translation>
            <numerusform>%n related pair</numerusform>
            <numerusform>%n related pairs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n topics</source>
        <translation>
            <numerusform>%n topic</numerusform>
            <numerusform>%n topics</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (matched only the %n new documents)</source>
        <translation>
            <numerusform> (matched only the %n new document)</numerusform>
            <numerusform> (matched only the %n new documents)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n documents re-sketched; </source>
        <translation>
            <numerusform>%n document re-sketched; </numerusform>
            <numerusform>%n documents re-sketched; </numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lookalike::SimilarDialog</name>
    <message numerus="yes">
        <source>%n indexed documents resemble %1, contain it or are contained in it.</source>
        <translation>
            <numerusform>%n indexed document resembles %1, contains it or is contained in it.</numerusform>
            <numerusform>%n indexed documents resemble %1, contain it or are contained in it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lookalike::SourcesPanel</name>
    <message numerus="yes">
        <source>%n problems</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n records</source>
        <translation>
            <numerusform>%n record</numerusform>
            <numerusform>%n records</numerusform>
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
            <numerusform>, %n pair</numerusform>
            <numerusform>, %n pairs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n candidates</source>
        <translation>
            <numerusform>, %n candidate</numerusform>
            <numerusform>, %n candidates</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n groups</source>
        <translation>
            <numerusform>%n group</numerusform>
            <numerusform>%n groups</numerusform>
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
        <source>%n sweeps</source>
        <translation>
            <numerusform>%n sweep</numerusform>
            <numerusform>%n sweeps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problems...</source>
        <translation>
            <numerusform>%n problem...</numerusform>
            <numerusform>%n problems...</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lookalike::TrashDialog</name>
    <message numerus="yes">
        <source>%1  (the last copy of its cluster of %n)</source>
        <translation>
            <numerusform>%1  (the last copy of its cluster of %n)</numerusform>
            <numerusform>%1  (the last copy of its cluster of %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every member of %n clusters is selected. The last copy of each (marked above) is kept unless you check this box:</source>
        <translation>
            <numerusform>Every member of %n cluster is selected. Its last copy (marked above) is kept unless you check this box:</numerusform>
            <numerusform>Every member of %n clusters is selected. The last copy of each (marked above) is kept unless you check this box:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Also move the last copy of %n clusters to the trash</source>
        <translation>
            <numerusform>Also move the last copy of %n cluster to the trash</numerusform>
            <numerusform>Also move the last copy of %n clusters to the trash</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Move %n Files to Trash</source>
        <translation>
            <numerusform>&amp;Move %n File to Trash</numerusform>
            <numerusform>&amp;Move %n Files to Trash</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n files to the trash?</source>
        <translation>
            <numerusform>Move this file to the trash?</numerusform>
            <numerusform>Move these %n files to the trash?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n files to the trash? Each is listed with the document it resembles. The index forgets them; View &gt; Action Log keeps a record.</source>
        <translation>
            <numerusform>Move this file to the trash? It is listed with the document it resembles. The index forgets it; View &gt; Action Log keeps a record.</numerusform>
            <numerusform>Move these %n files to the trash? Each is listed with the document it resembles. The index forgets them; View &gt; Action Log keeps a record.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the files listed stay where they are.</source>
        <translation>
            <numerusform>One of the files listed stays where it is.</numerusform>
            <numerusform>%n of the files listed stay where they are.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lookalike::cli</name>
    <message numerus="yes">
        <source>, %n pairs</source>
        <translation>
            <numerusform>, %n pair</numerusform>
            <numerusform>, %n pairs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n candidates</source>
        <translation>
            <numerusform>, %n candidate</numerusform>
            <numerusform>, %n candidates</numerusform>
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
            <numerusform>%n pair</numerusform>
            <numerusform>%n pairs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bands</source>
        <translation>
            <numerusform>%n band</numerusform>
            <numerusform>%n bands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rows</source>
        <translation>
            <numerusform>%n row</numerusform>
            <numerusform>%n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n candidates</source>
        <translation>
            <numerusform>%n candidate</numerusform>
            <numerusform>%n candidates</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n common shingles</source>
        <translation>
            <numerusform>%n common shingle</numerusform>
            <numerusform>%n common shingles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clusters</source>
        <translation>
            <numerusform>%n cluster</numerusform>
            <numerusform>%n clusters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n words</source>
        <translation>
            <numerusform>%n word</numerusform>
            <numerusform>%n words</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n distinct %1-word shingles</source>
        <translation>
            <numerusform>%n distinct %1-word shingle</numerusform>
            <numerusform>%n distinct %1-word shingles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shingles</source>
        <translation>
            <numerusform>%n shingle</numerusform>
            <numerusform>%n shingles</numerusform>
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
            <numerusform>%n of them moved</numerusform>
            <numerusform>%n of them moved</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n records</source>
        <translation>
            <numerusform>%n record</numerusform>
            <numerusform>%n records</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problems</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n records skipped (requests, metadata and others)</source>
        <translation>
            <numerusform>%n record skipped (requests, metadata and others)</numerusform>
            <numerusform>%n records skipped (requests, metadata and others)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shared pages</source>
        <translation>
            <numerusform>%n shared page</numerusform>
            <numerusform>%n shared pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shared clusters</source>
        <translation>
            <numerusform>%n shared cluster</numerusform>
            <numerusform>%n shared clusters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mirrored host pairs</source>
        <translation>
            <numerusform>%n mirrored host pair</numerusform>
            <numerusform>%n mirrored host pairs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n distinct shingles</source>
        <translation>
            <numerusform>%n distinct shingle</numerusform>
            <numerusform>%n distinct shingles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n groups</source>
        <translation>
            <numerusform>%n group</numerusform>
            <numerusform>%n groups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other host pairs share</source>
        <translation>
            <numerusform>%n other host pair shares</numerusform>
            <numerusform>%n other host pairs share</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shards</source>
        <translation>
            <numerusform>%n shard</numerusform>
            <numerusform>%n shards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n topics</source>
        <translation>
            <numerusform>%n topic</numerusform>
            <numerusform>%n topics</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n related pairs</source>
        <translation>
            <numerusform>%n related pair</numerusform>
            <numerusform>%n related pairs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Words counted first in %1 s: %n documents the scan left to related documents
</source>
        <translation>
            <numerusform>Words counted first in %1 s: %n document the scan left to related documents
</numerusform>
            <numerusform>Words counted first in %1 s: %n documents the scan left to related documents
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new documents</source>
        <translation>
            <numerusform>%n new document</numerusform>
            <numerusform>%n new documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n URLs gone from sweep %1: %2 moved, %3 with a copy that was there already, %4 neither
</source>
        <translation>
            <numerusform>%n URL gone from sweep %1: %2 moved, %3 with a copy that was there already, %4 neither
</numerusform>
            <numerusform>%n URLs gone from sweep %1: %2 moved, %3 with a copy that was there already, %4 neither
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lookalike::usecase::FileActions</name>
    <message numerus="yes">
        <source>marked as not a duplicate of the %n other documents selected</source>
        <translation>
            <numerusform>marked as not a duplicate of the other document selected</numerusform>
            <numerusform>marked as not a duplicate of the %n other documents selected</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lookalike::usecase::Ingest</name>
    <message numerus="yes">
        <source>%n records</source>
        <translation>
            <numerusform>%n record</numerusform>
            <numerusform>%n records</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n captures stored</source>
        <translation>
            <numerusform>%n capture stored</numerusform>
            <numerusform>%n captures stored</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n HTTP errors and redirects</source>
        <translation>
            <numerusform>%n HTTP error or redirect</numerusform>
            <numerusform>%n HTTP errors and redirects</numerusform>
        </translation>
    </message>
</context>
</TS>
