#pragma once

#include "FormatSniffer.h"
#include "TextExtractor.h"

#include <QString>
#include <optional>
#include <string>
#include <string_view>

// Mail: one message (.eml, a Maildir file) or an mbox file of messages, read through GMime in
// the helper process (MailReader.cpp, linked into lookalike-extract alone). Each message is a
// document; so is each attachment, read by the format readers that exist. What is here needs
// no GMime: telling mail from other text, and the text a message's body gives.
namespace lookalike {

// Mail or Mailbox when the bytes are mail by their first lines and name: an mbox file starts
// with a "From " separator line (with a year) followed by a header line, and is named without a
// suffix (Thunderbird's "Inbox") or ".mbox"/".mbx"; a message starts with header lines among which
// From, and is named ".eml" or as a Maildir file ("1700000000.M1P2.host:2,S"). nullopt otherwise:
// a patch of git format-patch (".patch") or prose starting with "From " stays text.
std::optional<ContentType> sniffMail(std::string_view bytes, const QString &fileName);

// Whether a file of this name may be mail for sniffMail (.eml, an mbox's name, a Maildir file's,
// whatever its bytes): what a scan reads again, once, after readers that read mail came.
bool mayBeMailName(const QString &fileName);

// The text of a message's body (UTF-8, plain): its own lines first, then the lines it quotes
// ("> " markers, at every depth, taken off) and without the attribution line that introduces a
// quote ("On Monday, Ann wrote:"). A reply so holds the words of the message it quotes (which
// is contained in it) as the reply's own words follow in the order written.
std::string mailBodyText(std::string_view body);

// A subject without its reply and forward prefixes ("Re: Fwd: AW: Plans" -> "Plans"), simplified
// white space: what threading by subject compares.
QString baseSubject(const QString &subject);

// The message's text as ExtractedText for a .eml or a mailbox: the GMime reader (MailReader.cpp).
Result<ExtractedText> mailText(std::string_view bytes, bool mailbox, const ExtractParams &params);

} // namespace lookalike
