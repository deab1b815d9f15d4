// The fast path's tree builder (HtmlTreeBuilder.h), its core and its hot path: the stack of
// open elements and the list of active formatting elements (the operations most tags use
// are inline in the header, with the dispatch of tags by insertion mode), character tokens,
// and the "in body" rules with gumbo 0.10.1's adoption agency algorithm (also applied to a
// token misplaced in a table: foster parenting, which the model leaves to gumbo wherever it
// would move a node). The modes before <body> are in HtmlBeforeBody.cpp, the table modes in
// HtmlInTable.cpp.

#include "extract/HtmlTreeBuilder.h"

#include "extract/HtmlTokenizer.h"

namespace lookalike::html {

bool TreeBuilder::characters(const char *s, size_t n)
{
    switch (mode_) {
    case Mode::PreBody: {
        size_t i = 0;
        while (i < n && isHtmlSpace(s[i]))
            ++i;
        if (i == n)
            return true; // whitespace before <body> never reaches the body
        firstToken(Quirks::Quirky);
        enterBody();
        s += i;
        n -= i;
        [[fallthrough]];
    }
    case Mode::InBody:
    case Mode::InCell:
        if (!reconstructFormatting())
            return false;
        appendText(out_, s, n);
        return true;
    case Mode::InTable:
    case Mode::InTableBody:
    case Mode::InRow:
    case Mode::InColumnGroup:
        // Non-whitespace text here is foster-parented out of the table: leave it to gumbo.
        for (size_t i = 0; i < n; ++i) {
            if (!isHtmlSpace(s[i]))
                return false;
        }
        return true;
    }
    return false;
}

bool TreeBuilder::push(Tag tag)
{
    if (foster_)
        return false; // would be foster-parented out of a table
    const uint32_t uid = newUid();
    stack_.push_back({tag, uid});
    ++counts_[tag];
    flushBoundary(boundaryOf(tag));
    return true;
}

void TreeBuilder::pop()
{
    const Element e = stack_.back();
    stack_.pop_back();
    --counts_[e.tag];
    open_[e.uid] = 0;
    flushBoundary(boundaryOf(e.tag));
}

// Takes an element off the stack without popping it: gumbo does not flush pending text
// then, so this is no boundary.
void TreeBuilder::removeFromStack(size_t index)
{
    const Element e = stack_[index];
    stack_.erase(stack_.begin() + std::ptrdiff_t(index));
    --counts_[e.tag];
    open_[e.uid] = 0;
}

size_t TreeBuilder::stackIndexOf(uint32_t uid) const
{
    for (size_t i = stack_.size(); i-- > 0;) {
        if (stack_[i].uid == uid)
            return i;
    }
    return kNone;
}

size_t TreeBuilder::formattingIndexOf(uint32_t uid) const
{
    for (size_t i = formatting_.size(); i-- > 0;) {
        if (formatting_[i].tag != kMarker && formatting_[i].uid == uid)
            return i;
    }
    return kNone;
}

// gumbo's maybe_implicitly_close_list_tag.
void TreeBuilder::closeListItem(bool li)
{
    for (size_t i = stack_.size(); i-- > 0;) {
        const Tag t = stack_[i].tag;
        if (li ? t == Li : (t == Dd || t == Dt)) {
            implicitlyClose(t);
            return;
        }
        if (kSpecial[t] && t != Address && t != Div && t != P)
            return;
    }
}

bool TreeBuilder::reconstructFormatting()
{
    if (formatting_.empty())
        return true;
    auto settled = [this](const Entry &e) {
        return e.tag == kMarker || open_[e.uid];
    };
    size_t i = formatting_.size() - 1;
    if (settled(formatting_[i]))
        return true;
    while (i > 0 && !settled(formatting_[i - 1]))
        --i;
    for (; i < formatting_.size(); ++i) {
        if (!push(formatting_[i].tag))
            return false;
        formatting_[i].uid = stack_.back().uid;
    }
    return true;
}

void TreeBuilder::clearFormattingToMarker()
{
    while (!formatting_.empty()) {
        const Tag t = formatting_.back().tag;
        formatting_.pop_back();
        if (t == kMarker)
            break;
    }
}

bool TreeBuilder::closeTable()
{
    if (!hasInTableScope(Table))
        return false;
    popUntilPopped(Table);
    resetInsertionMode();
    return true;
}

void TreeBuilder::closeCell(Tag cell)
{
    generateImpliedEndTags(kMarker);
    popUntilPopped(cell);
    clearFormattingToMarker();
    mode_ = Mode::InRow;
}

// gumbo's reset_insertion_mode_appropriately, for the elements the model allows on the
// stack (no select, caption, template or frameset; <body> is always at index 1).
void TreeBuilder::resetInsertionMode()
{
    for (size_t i = stack_.size(); i-- > 0;) {
        switch (stack_[i].tag) {
        case Td:
        case Th:
            if (i == 0)
                break;
            mode_ = Mode::InCell;
            return;
        case Tr:
            mode_ = Mode::InRow;
            return;
        case Tbody:
        case Thead:
        case Tfoot:
            mode_ = Mode::InTableBody;
            return;
        case Colgroup:
            mode_ = Mode::InColumnGroup;
            return;
        case Table:
            mode_ = Mode::InTable;
            return;
        case Body:
            mode_ = Mode::InBody;
            return;
        default:
            break;
        }
    }
    mode_ = Mode::InBody;
}

void TreeBuilder::enterBody()
{
    push(Html);
    push(Body);
    mode_ = Mode::InBody;
}

TreeBuilder::Step TreeBuilder::voidElement(const TagToken &token, bool reconstruct, bool emitAlt)
{
    if (reconstruct && !reconstructFormatting())
        return Step::Fail;
    if (!push(token.tag))
        return Step::Fail;
    pop();
    if (emitAlt && token.hasAlt && !token.alt.empty()) {
        appendText(out_, token.alt);
        flushBoundary();
    }
    return Step::Done;
}

// Index of the last <a> in the list of active formatting elements after the last marker,
// or the list's size if there is none.
size_t TreeBuilder::lastAnchor() const
{
    for (size_t i = formatting_.size(); i-- > 0 && formatting_[i].tag != kMarker;) {
        if (formatting_[i].tag == A)
            return i;
    }
    return formatting_.size();
}

// The start tag of a <title> (RCDATA), <style> (RAWTEXT) or <script> (script data): the
// tokenizer reads the element's text and end tag (rawText, rawTextEnd). The element has
// nothing else inside, so the stack of open elements is left as it was.
TreeBuilder::Step TreeBuilder::startRawText()
{
    flushBoundary();
    return Step::RawText;
}

TreeBuilder::Step TreeBuilder::bodyStart(const TagToken &token)
{
    const Tag tag = token.tag;
    if (kBlockStart[tag]) {
        closeP();
        return push(tag) ? Step::Done : Step::Fail;
    }
    if (kHeadings[tag]) {
        closeP();
        if (kHeadings[current()])
            pop();
        return push(tag) ? Step::Done : Step::Fail;
    }
    if (kFormatting[tag]) {
        if (tag == A && lastAnchor() != formatting_.size()) {
            // As gumbo: run the adoption agency for the open <a>, then drop any <a> it
            // left from the list and the stack (without a pop: the new <a> is a boundary).
            if (adoptionAgency(A) == Step::Fail)
                return Step::Fail;
            const size_t index = lastAnchor();
            if (index != formatting_.size()) {
                const uint32_t uid = formatting_[index].uid;
                formatting_.erase(formatting_.begin() + std::ptrdiff_t(index));
                if (const size_t position = stackIndexOf(uid); position != kNone)
                    removeFromStack(position);
            }
        }
        if (!reconstructFormatting())
            return Step::Fail;
        if (tag == Nobr && hasInScope(Nobr))
            return Step::Fail;
        if (!push(tag))
            return Step::Fail;
        return addFormatting(tag, stack_.back().uid) ? Step::Done : Step::Fail;
    }
    switch (tag) {
    case Html:
    case Body: // attributes merged into the existing element
    case Caption:
    case Col:
    case Colgroup:
    case Frame:
    case Head:
    case Tbody:
    case Td:
    case Tfoot:
    case Th:
    case Thead:
    case Tr:
        return Step::Done; // ignored
    case Base:
    case Basefont:
    case Bgsound:
    case Menuitem:
    case Link:
    case Meta:
        return voidElement(token, false, false);
    case Title:
    case Style:
    case Script:
        if (foster_)
            return Step::Fail;
        return startRawText();
    case Pre:
    case Listing:
        closeP();
        return push(tag) ? Step::Done : Step::Fail;
    case Form:
        if (formUid_ != 0)
            return Step::Done; // nested form: ignored
        closeP();
        if (!push(Form))
            return Step::Fail;
        formUid_ = stack_.back().uid;
        return Step::Done;
    case Li:
    case Dd:
    case Dt:
        closeListItem(tag == Li);
        closeP();
        return push(tag) ? Step::Done : Step::Fail;
    case Button:
        if (hasInScope(Button)) {
            implicitlyClose(Button);
            return Step::Reprocess;
        }
        if (!reconstructFormatting())
            return Step::Fail;
        return push(tag) ? Step::Done : Step::Fail;
    case Table:
        if (hasInButtonScope(P)) {
            if (quirks_ == Quirks::NoQuirks) // in quirks mode the table goes inside the <p>
                closeP();
            else if (quirks_ != Quirks::Quirky)
                return Step::Fail;
        }
        if (!push(Table))
            return Step::Fail;
        mode_ = Mode::InTable;
        return Step::Done;
    case Area:
    case Img:
    case Image:
        return voidElement(token, true, true);
    case Br:
    case Embed:
    case Keygen:
    case Wbr:
        return voidElement(token, true, false);
    case Input:
        return voidElement(token, true, token.hasType && equalsIgnoreAsciiCase(token.type, "image"));
    case Param:
    case Source:
    case Track:
        return voidElement(token, false, false);
    case Hr:
        closeP();
        return voidElement(token, false, false);
    case Option:
    case Optgroup:
        if (current() == Option)
            pop();
        if (!reconstructFormatting())
            return Step::Fail;
        return push(tag) ? Step::Done : Step::Fail;
    case Rb:
    case Rp:
    case Rt:
    case Rtc:
        if (hasInScope(Ruby))
            generateImpliedEndTags((tag == Rt || tag == Rp) ? Rtc : kMarker);
        return push(tag) ? Step::Done : Step::Fail;
    default: // any other start tag (including unknown ones)
        if (!reconstructFormatting())
            return Step::Fail;
        return push(tag) ? Step::Done : Step::Fail;
    }
}

// gumbo 0.10.1's adoption_agency_algorithm, on the stack and the list only. Where it
// rearranges the tree (a "furthest block" exists) the text keeps its order and the new
// elements start or end at the current position, so one boundary here stands for them;
// the one case where gumbo's version reorders text fails instead.
TreeBuilder::Step TreeBuilder::adoptionAgency(Tag subject)
{
    const Element top = stack_.back();
    if (top.tag == subject && formattingIndexOf(top.uid) == kNone) {
        pop();
        return Step::Done;
    }
    for (int round = 0; round < 8; ++round) {
        size_t entry = kNone;
        for (size_t i = formatting_.size(); i-- > 0;) {
            if (formatting_[i].tag == kMarker)
                return Step::Done;
            if (formatting_[i].tag == subject) {
                entry = i;
                break;
            }
        }
        if (entry == kNone)
            return Step::Done; // gumbo 0.10.1 ignores the tag here
        const uint32_t formattingUid = formatting_[entry].uid;
        const size_t formattingPosition = stackIndexOf(formattingUid);
        if (formattingPosition == kNone) {
            formatting_.erase(formatting_.begin() + std::ptrdiff_t(entry));
            return Step::Done;
        }
        if (!hasInScope(subject))
            return Step::Done;
        size_t furthest = kNone;
        for (size_t j = formattingPosition; j < stack_.size(); ++j) {
            if (kSpecial[stack_[j].tag]) {
                furthest = j;
                break;
            }
        }
        if (furthest == kNone) {
            while (stack_.back().uid != formattingUid)
                pop();
            pop();
            formatting_.erase(formatting_.begin() + std::ptrdiff_t(formattingIndexOf(formattingUid)));
            return Step::Done;
        }
        if (foster_)
            return Step::Fail; // the moved nodes could be foster-parented

        const uint32_t furthestUid = stack_[furthest].uid;
        size_t bookmark = entry + 1;
        uint32_t nodeUid = furthestUid;
        uint32_t lastUid = furthestUid;
        size_t saved = furthest;
        for (int j = 1;; ++j) {
            size_t nodeIndex = stackIndexOf(nodeUid);
            if (nodeIndex == kNone)
                nodeIndex = saved;
            saved = --nodeIndex;
            nodeUid = stack_[nodeIndex].uid;
            if (nodeUid == formattingUid)
                break;
            const size_t listIndex = formattingIndexOf(nodeUid);
            if (j > 3 && listIndex != kNone) {
                // gumbo drops the node from the list but, unlike the spec, leaves it on the
                // stack, off the tree's open path: later content can then land before
                // earlier text. Not modelled.
                return Step::Fail;
            }
            if (listIndex == kNone) {
                removeFromStack(nodeIndex);
                continue;
            }
            // A clone takes the node's place in the list and on the stack.
            const uint32_t clone = newUid();
            open_[nodeUid] = 0;
            stack_[nodeIndex].uid = clone;
            formatting_[listIndex].uid = clone;
            if (lastUid == furthestUid)
                bookmark = listIndex + 1;
            lastUid = clone;
            nodeUid = clone;
        }
        // A clone of the formatting element goes below the furthest block's children.
        const uint32_t clone = newUid();
        const size_t oldEntry = formattingIndexOf(formattingUid);
        if (oldEntry < bookmark)
            --bookmark;
        formatting_.erase(formatting_.begin() + std::ptrdiff_t(oldEntry));
        formatting_.insert(formatting_.begin() + std::ptrdiff_t(bookmark), Entry{subject, clone});
        removeFromStack(stackIndexOf(formattingUid));
        stack_.insert(stack_.begin() + std::ptrdiff_t(stackIndexOf(furthestUid) + 1),
                      Element{subject, clone});
        ++counts_[subject];
        appendBoundary(out_);
    }
    return Step::Fail; // after 8 rounds gumbo stops with pending text unflushed
}

TreeBuilder::Step TreeBuilder::bodyEnd(Tag tag)
{
    if (kBlockEnd[tag]) {
        if (hasInScope(tag))
            implicitlyClose(tag);
        return Step::Done;
    }
    if (kHeadings[tag]) {
        for (size_t i = stack_.size(); i-- > 0;) {
            const Tag t = stack_[i].tag;
            if (kHeadings[t]) {
                generateImpliedEndTags(kMarker);
                Tag popped;
                do {
                    popped = current();
                    pop();
                } while (!kHeadings[popped]);
                return Step::Done;
            }
            if (kScopeDefault[t])
                break;
        }
        return Step::Done;
    }
    if (kFormatting[tag])
        return adoptionAgency(tag);
    switch (tag) {
    case Body:
    case Html:
        return Step::Done; // "after body" mode, which sends everything back here
    case Template:
        return Step::Fail;
    case Form: {
        const uint32_t uid = formUid_;
        formUid_ = 0;
        if (uid == 0)
            return Step::Done;
        size_t position = stack_.size();
        bool found = false;
        while (position-- > 0) {
            if (stack_[position].uid == uid) {
                found = true;
                break;
            }
            if (kScopeDefault[stack_[position].tag])
                break;
        }
        if (!found)
            return Step::Done;
        generateImpliedEndTags(kMarker);
        // The form leaves the stack without a pop, so nothing is flushed here. If it was
        // the current node, the text still pending (and all that follows) ends up after
        // the form: as if it had been popped at the last flush.
        if (stack_.back().uid == uid && lastFlush_ > 0 && !isHtmlSpace(out_[lastFlush_ - 1]) &&
            (lastFlush_ == out_.size() || !isHtmlSpace(out_[lastFlush_])))
            out_.insert(lastFlush_, 1, ' ');
        removeFromStack(stackIndexOf(uid));
        return Step::Done;
    }
    case P:
        if (!hasInButtonScope(P) && !push(P))
            return Step::Fail;
        implicitlyClose(P);
        return Step::Done;
    case Li:
        if (inScope(Li, kScopeList))
            implicitlyClose(Li);
        return Step::Done;
    case Dd:
    case Dt:
        if (hasInScope(tag))
            implicitlyClose(tag);
        return Step::Done;
    case Br: { // treated as <br>
        TagToken br;
        br.tag = Br;
        return voidElement(br, true, false);
    }
    default:
        // Any other end tag: close up to the nearest element of that tag unless a special
        // element comes first. Unknown tags all match each other, as in gumbo.
        for (size_t i = stack_.size(); i-- > 0;) {
            const Tag t = stack_[i].tag;
            if (t == tag) {
                generateImpliedEndTags(tag);
                while (stack_.size() > i)
                    pop();
                return Step::Done;
            }
            if (kSpecial[t])
                return Step::Done;
        }
        return Step::Done;
    }
}

TreeBuilder::Step TreeBuilder::fosterStart(const TagToken &token)
{
    foster_ = true;
    const Step step = bodyStart(token);
    foster_ = false;
    return step;
}

TreeBuilder::Step TreeBuilder::fosterEnd(Tag tag)
{
    foster_ = true;
    const Step step = bodyEnd(tag);
    foster_ = false;
    return step;
}

} // namespace lookalike::html
