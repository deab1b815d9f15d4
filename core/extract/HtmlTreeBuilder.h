#pragma once

// The fast path's model of libgumbo 0.10.1's tree builder. It tracks the stack of open
// elements (tags only), the list of active formatting elements and the insertion mode, for
// the subset of HTML where it can follow gumbo exactly; anything else fails and the caller
// falls back to gumbo. The text gets a boundary wherever gumbo inserts or pops an element,
// so the words come out as from gumbo's tree (GumboText.cpp).
//
// The reference behaviour is gumbo 0.10.1 (Debian 12), not the current WHATWG text. The
// model follows gumbo where it decides word boundaries, including gumbo's deviations:
// unknown tags all share one tag id (so </foo> closes <bar>); an end tag of a formatting
// element with no entry in the list of active formatting elements is ignored; </form>
// detaches the form without flushing pending text; <main> is not "special"; the
// quirks-mode public id "prefixes" are compared for equality. It fails wherever it does not
// follow gumbo exactly (see HtmlText.h).
//
// Its code is in this header (the dispatch of tags and the commonest operations, inline) and
// three files, along gumbo's insertion modes: HtmlTreeBuilder.cpp (the stack, the list,
// text, and "in body" with the adoption agency: the hot path), HtmlBeforeBody.cpp (the
// DOCTYPE's quirks mode, and the modes before <body>) and HtmlInTable.cpp (in table, table
// body, row, cell and column group). Internal to core/extract.

#include "extract/HtmlChars.h"
#include "extract/HtmlTags.h"
#include "extract/HtmlTokenizer.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace lookalike::html {

// The document's quirks mode as gumbo decides it in the "initial" insertion mode. It only
// matters for whether <table> closes an open <p>. Unknown: a DOCTYPE the fast path does
// not parse.
enum class Quirks : uint8_t
{
    Pending,
    Quirky,
    NoQuirks,
    Unknown
};

// Takes the tokens of one document, in order, from tokenize() and builds its text. Each
// handler returns false (or Fail) where the model cannot follow gumbo; the document is then
// left to gumbo and nothing more is to be called.
class TreeBuilder
{
public:
    // What the tokenizer does after a start tag.
    enum class AfterStartTag : uint8_t
    {
        Data,    // carries on in the data state
        RawText, // reads the element's text up to its end tag: rawText(), then rawTextEnd()
        Fail
    };

    // inputSize: the document's size in bytes, to reserve the text.
    explicit TreeBuilder(std::size_t inputSize)
    {
        out_.reserve(inputSize / 2 + 16);
        stack_.reserve(64);
        open_.push_back(0); // uid 0: "no identity"
    }

    // Text that gumbo would turn into character tokens at the current point.
    bool characters(const char *s, size_t n);
    // The text of a character reference (or the '&' that starts none). It might be a
    // whitespace token, which would not decide the quirks mode; not worth knowing.
    bool referenceCharacters(const char *s, size_t n)
    {
        firstToken(Quirks::Unknown);
        return characters(s, n);
    }
    // A comment: gumbo appends a node, which flushes the pending text.
    void comment() { lastFlush_ = out_.size(); }
    // doctype: what follows "<!DOCTYPE" up to (not including) the '>'.
    void doctype(std::string_view doctype);
    AfterStartTag startTag(const TagToken &token);
    bool endTag(Tag tag);
    // After startTag answered RawText: the element's text (decoded, for a <title>; the
    // content of <style> and <script> does not reach the text), then its end tag.
    void rawText(const char *s, size_t n) { appendText(out_, s, n); }
    void rawTextEnd() { flushBoundary(); }

    // The size of the text so far.
    std::size_t textSize() const { return out_.size(); }
    // Whether a start tag goes by the "in body" rules where it stands (not in a table, not
    // before the body).
    bool inBody() const { return mode_ == Mode::InBody && !foster_; }
    // The text, once the tokenizer has delivered the whole document.
    std::string takeText() { return std::move(out_); }

private:
    enum class Mode : uint8_t
    {
        PreBody,
        InBody,
        InTable,
        InTableBody,
        InRow,
        InCell,
        InColumnGroup
    };
    enum class Step
    {
        Done,
        RawText, // done, and the tokenizer reads the element's raw text
        Reprocess,
        Fail
    };
    struct Element
    {
        Tag tag;
        uint32_t uid; // identity, for the list of active formatting elements and forms
    };
    struct Entry // list of active formatting elements
    {
        Tag tag; // kMarker for a scope marker
        uint32_t uid;
    };

    // One handler per gumbo insertion mode
    Step preBodyStart(const TagToken &token);
    Step preBodyEnd(Tag tag);
    Step bodyStart(const TagToken &token);
    Step bodyEnd(Tag tag);
    Step tableStart(const TagToken &token);
    Step tableEnd(Tag tag);
    Step tableBodyStart(const TagToken &token);
    Step tableBodyEnd(Tag tag);
    // Close the current row or table section, switch mode, then go on with `then`.
    Step closeRow(Step then);
    Step closeSection(Step then);
    Step rowStart(const TagToken &token);
    Step rowEnd(Tag tag);
    Step cellStart(const TagToken &token);
    Step cellEnd(Tag tag);
    Step columnGroupStart(const TagToken &token);
    Step columnGroupEnd(Tag tag);
    Step fosterStart(const TagToken &token);
    Step fosterEnd(Tag tag);
    Step adoptionAgency(Tag subject);

    static constexpr size_t kNone = size_t(-1);
    uint32_t newUid()
    {
        open_.push_back(1);
        return uint32_t(open_.size() - 1);
    }
    // Where gumbo flushes its pending text (an element inserted or popped): a boundary.
    void flushBoundary(Boundary kind = Boundary::Word)
    {
        appendBoundary(out_, kind);
        lastFlush_ = out_.size();
    }
    bool push(Tag tag);
    void pop();
    void removeFromStack(size_t index);
    size_t stackIndexOf(uint32_t uid) const;
    size_t formattingIndexOf(uint32_t uid) const;
    void popUntilPopped(Tag tag);
    Tag current() const { return stack_.back().tag; }
    bool inScope(Tag tag, const TagSet &boundaries) const;
    bool hasInScope(Tag tag) const { return inScope(tag, kScopeDefault); }
    bool hasInTableScope(Tag tag) const { return inScope(tag, kScopeTable); }
    bool hasInButtonScope(Tag tag) const { return inScope(tag, kScopeButton); }
    bool hasSectionInTableScope() const
    {
        return hasInTableScope(Tbody) || hasInTableScope(Thead) || hasInTableScope(Tfoot);
    }
    void generateImpliedEndTags(Tag except);
    void implicitlyClose(Tag tag);
    void closeP();
    void closeListItem(bool li);
    bool reconstructFormatting();
    bool addFormatting(Tag tag, uint32_t uid);
    void clearFormattingToMarker();
    void clearStackTo(const TagSet &stopAt);
    bool closeTable();
    void closeCell(Tag cell);
    void closeCurrentCell() { closeCell(hasInTableScope(Td) ? Td : Th); }
    void resetInsertionMode();
    void enterBody();
    Step startRawText();
    Step voidElement(const TagToken &token, bool reconstruct, bool emitAlt);
    size_t lastAnchor() const;
    void firstToken(Quirks quirks)
    {
        if (quirks_ == Quirks::Pending)
            quirks_ = quirks;
    }

    std::string out_;
    Mode mode_ = Mode::PreBody;
    bool foster_ = false; // processing "in body" rules for a misplaced token in a table
    std::vector<Element> stack_;
    std::vector<Entry> formatting_;
    std::vector<uint8_t> open_;               // by uid: on the stack of open elements (uid 0: none)
    std::array<uint32_t, TagCount> counts_{}; // open elements per tag
    uint32_t formUid_ = 0;                    // gumbo's form element pointer
    Quirks quirks_ = Quirks::Pending;         // decided by the first token
    // out_.size() when gumbo last flushed its pending text (element inserted or popped,
    // comment appended): text after it is still pending and can move with </form>.
    size_t lastFlush_ = 0;
};

// Inline: the dispatch of tags by insertion mode, which runs for every tag, and the
// operations on the stack and the list that most tags use. Out of line (a call from the
// tokenizer, or from another of the three files) they cost the fast path about 3% more
// instructions.

inline TreeBuilder::AfterStartTag TreeBuilder::startTag(const TagToken &token)
{
    firstToken(Quirks::Quirky);
    if (kUnsupportedStart[token.tag])
        return AfterStartTag::Fail;
    for (;;) {
        Step step = Step::Fail;
        switch (mode_) {
        case Mode::PreBody:
            step = preBodyStart(token);
            break;
        case Mode::InBody:
            step = bodyStart(token);
            break;
        case Mode::InTable:
            step = tableStart(token);
            break;
        case Mode::InTableBody:
            step = tableBodyStart(token);
            break;
        case Mode::InRow:
            step = rowStart(token);
            break;
        case Mode::InCell:
            step = cellStart(token);
            break;
        case Mode::InColumnGroup:
            step = columnGroupStart(token);
            break;
        }
        switch (step) {
        case Step::Done:
            return AfterStartTag::Data;
        case Step::RawText:
            return AfterStartTag::RawText;
        case Step::Reprocess:
            break;
        case Step::Fail:
            return AfterStartTag::Fail;
        }
    }
}

inline bool TreeBuilder::endTag(Tag tag)
{
    firstToken(Quirks::Quirky);
    for (;;) {
        Step step = Step::Fail;
        switch (mode_) {
        case Mode::PreBody:
            step = preBodyEnd(tag);
            break;
        case Mode::InBody:
            step = bodyEnd(tag);
            break;
        case Mode::InTable:
            step = tableEnd(tag);
            break;
        case Mode::InTableBody:
            step = tableBodyEnd(tag);
            break;
        case Mode::InRow:
            step = rowEnd(tag);
            break;
        case Mode::InCell:
            step = cellEnd(tag);
            break;
        case Mode::InColumnGroup:
            step = columnGroupEnd(tag);
            break;
        }
        if (step != Step::Reprocess)
            return step == Step::Done;
    }
}

inline void TreeBuilder::popUntilPopped(Tag tag)
{
    if (counts_[tag] == 0)
        return;
    while (current() != tag)
        pop();
    pop();
}

inline bool TreeBuilder::inScope(Tag tag, const TagSet &boundaries) const
{
    if (counts_[tag] == 0)
        return false;
    for (size_t i = stack_.size(); i-- > 0;) {
        const Tag t = stack_[i].tag;
        if (t == tag)
            return true;
        if (boundaries[t])
            return false;
    }
    return false;
}

inline void TreeBuilder::generateImpliedEndTags(Tag except)
{
    while (kImpliedEnd[current()] && current() != except)
        pop();
}

inline void TreeBuilder::implicitlyClose(Tag tag)
{
    generateImpliedEndTags(tag);
    popUntilPopped(tag);
}

inline void TreeBuilder::closeP()
{
    if (hasInButtonScope(P))
        implicitlyClose(P);
}

inline bool TreeBuilder::addFormatting(Tag tag, uint32_t uid)
{
    // gumbo drops the earliest of three *identical* entries (same attributes too); the
    // fast path does not compare attributes, so it gives up before that can matter.
    int same = 0;
    for (size_t i = formatting_.size(); i-- > 0 && formatting_[i].tag != kMarker;) {
        if (formatting_[i].tag == tag)
            ++same;
    }
    if (same >= 3)
        return false;
    formatting_.push_back({tag, uid});
    return true;
}

inline void TreeBuilder::clearStackTo(const TagSet &stopAt)
{
    while (!stopAt[current()])
        pop();
}

} // namespace lookalike::html
