#pragma once

#include "base/Status.h"
#include "source/ArchiveReader.h"

#include <QString>
#include <functional>

namespace lookalike {

// What an import makes of each web-archive record: the rules ImportJob applies, as pure
// functions of what is known at the time, so that a table checks them (tst_capturerules).

// From the record alone (on an analysis thread).
struct RecordRule
{
    enum class Kind
    {
        Answer,  // an HTTP answer of 300 or more: stored without text (`error` says which)
        Repeat,  // a revisit record or a 304 "not modified": the page is the capture it repeats
        NotText, // an image, a script, a style sheet... (or a revisit of one): not a document
        Payload, // bytes to look for in the index, else to analyse
    } kind = Kind::Payload;
    Status error;              // Answer, and a 304 (kept as an answer if its capture is not found)
    QString refersToUrl;       // Repeat: where the capture it repeats is, by URL ...
    qint64 refersToDateMs = 0; // ... and date (its own when the record names none)
};
RecordRule recordRule(const ArchiveRecord &record);

// A Repeat, on the writer, once the capture it repeats was looked up (by payload digest, then
// by URL and date).
struct RepeatFacts
{
    bool found = false;          // that capture is in the index
    bool finalPass = false;      // every other record of this import is stored (analysis threads
                                 // finish out of order: the capture may come later)
    bool repeatsNotText = false; // its payload digest was a payload that is not text, this import
    bool isAnswer = false;       // a 304: its record is an HTTP answer
};
enum class RepeatAction
{
    StoreCopy,   // a capture with the text of the one it repeats
    Wait,        // until the final pass
    NotText,     // not a document, as what it repeats
    StoreAnswer, // a 304 whose capture is not in the index: an answer without text
    SkipOlder,   // older than the capture its URL keeps in this sweep: nothing to store
    Unresolved,  // a problem: import the archive of the capture it repeats first
};
// `keptIsNewer`: whether the row its URL keeps in this sweep is of a later capture (asked only
// when it decides).
RepeatAction repeatAction(const RepeatFacts &facts, const std::function<bool()> &keptIsNewer);

// Bytes an analysis thread saw in an earlier document: which document holds them now (a later
// capture of that document's URL may have replaced them), the look-up's answer.
enum class BytesAction
{
    CopyFromHolder, // a copy of the document that holds them
    AnalyseAgain,   // no document holds them any more: read the record again and analyse it
    Problem,        // the look-up failed
};
BytesAction bytesAction(const Result<std::optional<qint64>> &holder);

// Media types that are never documents of a near-duplicate index.
bool isNonTextMedia(const QString &mediaType);
// "moved permanently" for 301, ...; empty for a status without one.
QString statusText(int status);

} // namespace lookalike
