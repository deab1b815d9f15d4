#include "UserGuideDialog.h"

#include "base/Wording.h"
#include "cluster/ClusterPolicy.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QEvent>
#include <QMenu>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace lookalike {

namespace {

QString heading(const char *anchor, const QString &title)
{
    return QStringLiteral("<h2><a name=\"%1\"></a>%2</h2>").arg(QLatin1String(anchor), title);
}

QString paragraph(const QString &text)
{
    return QStringLiteral("<p>") + text + QStringLiteral("</p>");
}

QString item(const QString &text)
{
    return QStringLiteral("<li>") + text + QStringLiteral("</li>");
}

QString term(const QString &name, const QString &meaning)
{
    return item(QStringLiteral("<b>") + name.toHtmlEscaped() + QStringLiteral("</b>: ") + meaning);
}

} // namespace

UserGuideDialog::UserGuideDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("userGuideDialog"));
    setWindowTitle(tr("Lookalike User Guide"));
    resize(720, 640);
    auto *layout = new QVBoxLayout(this);
    m_text = new QTextBrowser(this);
    m_text->setObjectName(QStringLiteral("userGuideText"));
    m_text->setAccessibleName(tr("User guide"));
    m_text->setOpenExternalLinks(false);
    m_text->setHtml(html());
    layout->addWidget(m_text);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

void UserGuideDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        setWindowTitle(tr("Lookalike User Guide"));
        m_text->setHtml(html());
    }
    QDialog::changeEvent(event);
}

QAction *UserGuideDialog::addAction(QMenu *help, QWidget *window)
{
    QAction *action = help->addAction(tr("&User Guide"));
    action->setObjectName(QStringLiteral("userGuideAction"));
    action->setShortcut(QKeySequence(Qt::Key_F1));
    action->setToolTip(tr("What resemblance, containment, the policies and the threshold mean"));
    QObject::connect(action, &QAction::triggered, window, [window] {
        // One guide per window, kept while the window lives.
        auto *dialog = window->findChild<UserGuideDialog *>(QString(), Qt::FindDirectChildrenOnly);
        if (!dialog)
            dialog = new UserGuideDialog(window);
        dialog->show();
        dialog->raise();
        dialog->activateWindow();
    });
    return action;
}

QString UserGuideDialog::html()
{
    QString h;
    h += QStringLiteral("<h1>") + tr("Lookalike User Guide") + QStringLiteral("</h1>");
    h += paragraph(tr("Lookalike finds documents that are the same text, or nearly: copies, "
                      "reformatted versions, drafts and excerpts. It reads the words of each file, "
                      "ignoring formatting, capitals and punctuation, and compares the word sequences."));
    h += QStringLiteral("<ul>") +
         item(QStringLiteral("<a href=\"#resemblance\">%1</a>").arg(tr("Resemblance (\"Match %\")"))) +
         item(QStringLiteral("<a href=\"#containment\">%1</a>").arg(tr("Containment"))) +
         item(QStringLiteral("<a href=\"#policies\">%1</a>").arg(tr("Policies and the threshold"))) +
         item(QStringLiteral("<a href=\"#representative\">%1</a>").arg(tr("The representative"))) +
         item(QStringLiteral("<a href=\"#folders\">%1</a>").arg(tr("Reference folders and new folders"))) +
         item(QStringLiteral("<a href=\"#trash\">%1</a>").arg(tr("Move to Trash"))) +
         item(QStringLiteral("<a href=\"#pair\">%1</a>")
                  .arg(tr("Shared passages and the colours of the diff"))) +
         item(QStringLiteral("<a href=\"#related\">%1</a>").arg(tr("Related documents"))) +
         item(QStringLiteral("<a href=\"#formats\">%1</a>").arg(tr("Documents it reads"))) +
         item(QStringLiteral("<a href=\"#problems\">%1</a>").arg(tr("Problems"))) + QStringLiteral("</ul>");

    h += heading("resemblance", tr("Resemblance (\"Match %\")"));
    h += paragraph(tr("Lookalike cuts each text into overlapping sequences of a few words (5 by "
                      "default: <i>Words per shingle</i> in the scan settings). \"to be or not to be "
                      "that is\" gives \"to be or not to\", \"be or not to be\", \"or not to be that\" "
                      "and \"not to be that is\"."));
    h += paragraph(tr("An index keeps the width it was made with, and the scan settings show it: "
                      "sequences of other widths cannot be compared. A scan asking for another width first "
                      "asks whether to <i>re-sketch</i>: every document is read again, files and web pages "
                      "alike, and the index keeps its current sketches until all the new ones are made."));
    h += paragraph(tr("<i>Ignore numbers</i> in the scan settings leaves numbers out of the words "
                      "compared, so that revisions of a form, an invoice or a spreadsheet whose figures "
                      "changed are found as near-duplicates; words holding digits (\"v2\", \"3rd\") stay. "
                      "Like the width, it is the index's: changing it asks whether to re-sketch."));
    h += paragraph(tr("<b>Resemblance</b> is the share of all the word sequences found in either "
                      "document that are found in both."));
    h += QStringLiteral("<ul>") +
         item(tr("<b>100 %</b>: the same text (the same words in the same order, however it is "
                 "formatted).")) +
         item(tr("<b>50 %</b>: half of the different sequences of the two documents together are in "
                 "both. Two texts of 1,000 sequences each that share 667 of them have 1,333 different "
                 "sequences between them: 667 of 1,333 is 50 %.")) +
         item(tr("<b>About 99 %</b>: one word changed in a text of 1,000 words. A word is part of 5 "
                 "sequences, so 995 sequences are shared of 1,005: 99 %.")) +
         item(tr("<b>0 %</b>: no sequence of five words in common.")) + QStringLiteral("</ul>");
    h += paragraph(tr("<b>\"Match %\"</b>, as other duplicate finders (dupeGuru...) call it, is "
                      "Lookalike's resemblance: the <i>Resemblance</i> column of the cluster list, "
                      "where each member shows its resemblance to the representative of its cluster. "
                      "The threshold slider sets the lowest resemblance that puts two documents in one "
                      "cluster."));
    h += paragraph(tr("The figures in the cluster list are estimates from a small sketch of each "
                      "document, within about 4 points at 50 % (closer near 0 % and 100 %). Select two "
                      "documents of a cluster: the pair view reads both files and shows the exact "
                      "figures beside the estimates."));

    h += heading("containment", tr("Containment"));
    h += paragraph(tr("<b>Containment</b> of A in B is the share of A's word sequences that are also in "
                      "B: how much of A is inside B. It is not symmetric: A may be all inside B while B "
                      "is mostly outside A."));
    h += paragraph(tr("An excerpt is 100 % contained in the longer text even when their resemblance is "
                      "low. A quotation of 100 sequences taken from an article of 1,000 sequences is 100 "
                      "% contained in the article, the article is 10 % contained in the quotation, and "
                      "their resemblance is 10 % (100 shared of 1,000 different)."));
    h += paragraph(tr("The cluster list shows both directions for each member: <i>Contained</i> "
                      "(how much of the member is inside the copy kept) and <i>Contains</i> (how much of "
                      "the copy kept is inside the member)."));

    h += heading("policies", tr("Policies and the threshold"));
    h += paragraph(tr("The policy decides how documents are grouped into clusters; changing it, or the "
                      "threshold, regroups the stored figures at once, without reading the files again."));
    h += QStringLiteral("<ul>") +
         term(policyTitle(ClusterPolicy::Union),
              tr("two documents whose resemblance reaches the threshold are in one cluster, and so is "
                 "everything linked to them: if A resembles B and B resembles C, A, B and C are one "
                 "cluster, even when A and C differ (a chain of revisions).")) +
         term(policyTitle(ClusterPolicy::Center),
              tr("the most similar pairs come first; each cluster has a centre, and a document joins a "
                 "centre it resembles at the threshold. No chains: every member resembles the centre.")) +
         term(policyTitle(ClusterPolicy::Containment),
              tr("a document and the documents contained in it at the threshold (containment instead "
                 "of resemblance): excerpts, quotations, a chapter inside the whole book.")) +
         term(policyTitle(ClusterPolicy::Identical), tr("the same bytes: exact copies of the file.")) +
         term(policyTitle(ClusterPolicy::Lexical),
              tr("the same words in the same order, whatever the formatting, capitals and punctuation "
                 "(a text saved as HTML and as plain text).")) +
         term(policyTitle(ClusterPolicy::Shingle),
              tr("the same set of word sequences, whatever their order or repetition.")) +
         term(policyTitle(ClusterPolicy::VerySimilar) + QStringLiteral(", ") +
                  policyTitle(ClusterPolicy::VirtuallyIdentical) + QStringLiteral(", ") +
                  policyTitle(ClusterPolicy::SuperShingle),
              tr("quick tests on the sketches for documents of very high resemblance, as in the "
                 "papers on web crawls; they take no threshold.")) +
         QStringLiteral("</ul>");
    h += paragraph(tr("The <b>threshold slider</b> (30 % to 100 %) sets the lowest resemblance (for "
                      "<i>%1</i>: the lowest containment) at which two documents are put together. For "
                      "example, two documents that resemble each other at 75 % are in one cluster at "
                      "70 % and apart at 80 %. Below the lowest threshold the index has figures for (50 % "
                      "unless you went lower), Lookalike compares the stored sketches again, which takes "
                      "a moment (it reads again only the few files whose figures are too close to the "
                      "threshold to decide). The exact and super-shingle policies ignore the slider.")
                       .arg(policyTitle(ClusterPolicy::Containment).toHtmlEscaped()));

    h += heading("representative", tr("The representative"));
    h += paragraph(tr("Each cluster has a <b>representative</b>: the copy kept, the one Lookalike suggests "
                      "keeping. It is listed first, marked as kept in the Resemblance column; every other "
                      "member shows its figures against it."));
    h += paragraph(tr("Lookalike chooses it by a rule, in this order:"));
    h += QStringLiteral("<ol>") +
         item(tr("a file you marked <i>Keep this copy</i>, or a file in a folder you "
                 "marked so;")) +
         item(tr("a file in a reference folder;")) +
         item(tr("a name that does not look like a copy: \"report.txt\" rather than \"report (2).txt\", "
                 "\"Copy of report.txt\" or \"report.bak\";")) +
         item(tr("the oldest file (for web pages: the first captured);")) + item(tr("the shortest path.")) +
         QStringLiteral("</ol>");
    h += paragraph(tr("For example, of \"/archive/report.txt\" (2019) and \"/desktop/Copy of "
                      "report.txt\" (2023), the representative is the one in /archive: its name is not "
                      "a copy's, and it is older."));
    h += paragraph(tr("Under <i>%1</i> the representative is the centre of the cluster, and under <i>%2</i> "
                      "the document that contains the others. <i>Duplicates only</i> hides the "
                      "representatives, so that selecting everything shown selects the copies you may "
                      "not need.")
                       .arg(policyTitle(ClusterPolicy::Center).toHtmlEscaped(),
                            policyTitle(ClusterPolicy::Containment).toHtmlEscaped()));

    h += heading("folders", tr("Reference folders and new folders"));
    h += paragraph(tr("A <b>reference folder</b> (its <i>Reference</i> box ticked in the Folders list) is "
                      "compared like any other, but its files are never moved to the trash, and its "
                      "copies are the ones kept: use it for the collection you trust, such as the "
                      "published versions."));
    h += paragraph(tr("<b>Compare new against old</b>: tick the <i>New</i> box of the folders that hold "
                      "the new documents, and <i>New documents only</i> above the clusters. Then only the "
                      "pairs in which a document from a new folder takes part count: each new document "
                      "against the old ones and against the other new ones; pairs of two old documents are "
                      "left out. It answers \"which of these "
                      "files do I already have?\". For example, with this year's 200 submissions marked "
                      "new and last year's 5,000 as old, you see the submissions that copy each other or "
                      "an old one, not the duplicates among the old ones that you know already."));

    h += heading("trash", tr("Move to Trash"));
    h += paragraph(tr("<i>Edit &gt; Move to Trash...</i> moves the selected files to the desktop's trash, "
                      "from where they can be restored. Lookalike never deletes a file. It first lists "
                      "each file with the document it resembles and asks for confirmation."));
    h += paragraph(tr("It never touches a file in a reference folder, nor a web page read from an "
                      "archive. It never moves the last copy: when every member of a cluster is "
                      "selected, the representative stays, unless you tick <i>Also move the last copy "
                      "of ... clusters to the trash</i>. For example, selecting all 3 members of a "
                      "cluster moves 2 files and keeps the representative. Each file moved, or refused, "
                      "is written in <i>View &gt; Action Log</i>."));

    h += heading("pair", tr("Shared passages and the colours of the diff"));
    h += paragraph(tr("Select two documents of a cluster to compare them: the pair view shows the exact "
                      "resemblance and both containments, and the two texts side by side, in two views."));
    h += paragraph(tr("<b>Changes</b> shows, in place, what one document has and the other has not:"));
    h += QStringLiteral("<ul>") + item(tr("Text without colour is the same in both documents.")) +
         item(tr("<span style=\"background-color: rgba(220, 40, 40, 90)\">Red</span> (deleted): words "
                 "only the left document has.")) +
         item(tr("<span style=\"background-color: rgba(40, 170, 60, 90)\">Green</span> (inserted): words "
                 "only the right document has.")) +
         item(tr("<span style=\"background-color: rgba(235, 165, 0, 110)\">Amber</span> (changed): words "
                 "replaced by others.")) +
         item(tr("Hatched rows (no line): lines the other side has and this side has not, so that both "
                 "sides stay level.")) +
         item(tr("The change you are on is shown in the selection colour. <i>Next change</i> and "
                 "<i>Previous change</i> (Alt+Down, Alt+Up) go from one change to the next; both sides "
                 "scroll together.")) +
         QStringLiteral("</ul>");
    h += paragraph(tr("<b>Shared passages</b> shows, in <span style=\"background-color: rgba(40, 110, 230, "
                      "80)\">blue</span>, the runs of words both documents hold, wherever they are in each: "
                      "a paragraph moved to another place is still shared. <i>Shortest passage</i> sets how "
                      "many words in a row count (6 by default). This is the view for containment: if all "
                      "of a 300-word excerpt is blue in the excerpt, it is 100 % contained in the other "
                      "document, however little of the other document is blue."));

    h += heading("related", tr("Related documents"));
    h += paragraph(tr("Near-duplicates say the same thing; related documents are about the same thing. "
                      "The <i>Related</i> tab groups documents by the words they use: each document's words "
                      "without the most common ones (\"the\", \"and\"), reduced to their stems (\"cars\" and "
                      "\"car\" count as one), and weighted so that words few documents use count most. A web "
                      "page also takes the words other pages use when they link to it."));
    h += paragraph(tr("<b>Similarity</b> is the share of weight two documents have in common: 100 % for the "
                      "same words in the same proportions, 10 % already for two pages on one subject. "
                      "<b>Topics</b> are groups around a centre document, named by their weightiest words. "
                      "<b>What's related</b> lists the documents nearest to the one selected. For example, "
                      "the manual page of <i>dropuser</i> lists those of <i>dropdb</i>, <i>createuser</i> "
                      "and <i>clusterdb</i>, which share no sentence with it."));

    h += heading("formats", tr("Documents it reads"));
    h += paragraph(tr(
        "Plain text in any common encoding, HTML, Markdown and source code; PDF files that have "
        "a text layer; Word (DOCX and DOC), OpenDocument (ODT) and RTF texts; EPUB books; PowerPoint (PPTX) "
        "and OpenDocument (ODP) presentations: the text of every slide in order, each followed "
        "by its speaker notes; Excel (XLSX) and OpenDocument (ODS) spreadsheets: every sheet in "
        "order, row by row, the values the cells show (not their formulas). Any of them may be "
        "gzip-compressed (<i>.gz</i>). Web archives (WARC, ARC) are imported with <i>File &gt; "
        "Import Web Archives</i>."));
    h +=
        paragraph(tr("Lookalike compares the words, not the files: a presentation and the handout typed from "
                     "it, or a spreadsheet saved as XLSX and as ODS, are near-duplicates although their "
                     "formats differ."));
    h += paragraph(tr("<b>Scans.</b> The pages of a PDF that have no text layer (a scanned letter or "
                      "contract) are read by text recognition (OCR): a page takes a few seconds, and the "
                      "progress says which file and page are being recognized. Images (PNG, JPEG, TIFF) are "
                      "read too when <i>... and in images</i> is checked in the scan settings: it is off "
                      "by default, because a folder of photos would take a few seconds a photo. "
                      "<i>OCR languages</i> names the languages of the scans (for example "
                      "<i>eng+deu</i>); empty, English and your own language are used. A scan and the text "
                      "it was printed from are near-duplicates: recognition of a clean page gets nearly "
                      "every word right."));
    h += paragraph(tr("<b>Mail.</b> Mail files (<i>.eml</i>), mailboxes (mbox files such as Thunderbird's "
                      "<i>Inbox</i>) and Maildir folders are read message by message: each message is a "
                      "document named by its subject, sender and date, and each attachment is a document "
                      "of its own. A reply holds the words it quotes, so the message it answers is "
                      "<i>contained</i> in it; the same attachment sent ten times is one cluster. The "
                      "<i>inclusive</i> messages of a conversation are those whose text no later message "
                      "quotes: check <i>Inclusive messages only</i> above the clusters to read only those. "
                      "A message cannot be moved to the trash on its own: the mailbox is the file."));

    h += heading("problems", tr("Problems"));
    h += paragraph(tr("<i>View &gt; Problems...</i> lists the files Lookalike could not use, each with "
                      "its reason and the details, for example:"));
    h += QStringLiteral("<ul>");
    for (Status::Code code : {Status::Code::NotText, Status::Code::TooLarge, Status::Code::Corrupt,
                              Status::Code::Unsupported, Status::Code::Unreadable, Status::Code::NotFound})
        h += item(reasonText(code).toHtmlEscaped());
    h += QStringLiteral("</ul>");
    h += paragraph(tr("Exports (CSV) and the command line keep the short codes of the reasons "
                      "(not-text, too-large...), which stay the same in every language."));
    return h;
}

} // namespace lookalike
