// The fast path's tree builder (HtmlTreeBuilder.h): the table insertion modes (in table,
// in table body, in row, in cell, in column group). Text directly inside a table, and tags
// that gumbo would foster-parent out of it, are left to gumbo.

#include "extract/HtmlTokenizer.h"
#include "extract/HtmlTreeBuilder.h"

namespace lookalike::html {
namespace {

constexpr TagSet kTableContext = tagSet({Html, Table, Template});
constexpr TagSet kTableBodyContext = tagSet({Html, Tbody, Tfoot, Thead, Template});
constexpr TagSet kTableRowContext = tagSet({Html, Tr, Template});

} // namespace

TreeBuilder::Step TreeBuilder::tableStart(const TagToken &token)
{
    switch (token.tag) {
    case Colgroup:
        clearStackTo(kTableContext);
        push(Colgroup);
        mode_ = Mode::InColumnGroup;
        return Step::Done;
    case Col:
        clearStackTo(kTableContext);
        push(Colgroup);
        mode_ = Mode::InColumnGroup;
        return Step::Reprocess;
    case Tbody:
    case Tfoot:
    case Thead:
        clearStackTo(kTableContext);
        push(token.tag);
        mode_ = Mode::InTableBody;
        return Step::Done;
    case Td:
    case Th:
    case Tr:
        clearStackTo(kTableContext);
        push(Tbody);
        mode_ = Mode::InTableBody;
        return Step::Reprocess;
    case Table:
        return closeTable() ? Step::Reprocess : Step::Done;
    case Style:
    case Script:
        return startRawText();
    case Input:
        if (token.hasType && equalsIgnoreAsciiCase(token.type, "hidden"))
            return voidElement(token, false, false);
        return fosterStart(token);
    case Form:
        return Step::Fail;
    default:
        return fosterStart(token);
    }
}

TreeBuilder::Step TreeBuilder::tableEnd(Tag tag)
{
    switch (tag) {
    case Table:
        closeTable();
        return Step::Done;
    case Body:
    case Caption:
    case Col:
    case Colgroup:
    case Html:
    case Tbody:
    case Td:
    case Tfoot:
    case Th:
    case Thead:
    case Tr:
        return Step::Done; // ignored
    case Template:
        return Step::Fail;
    default:
        return fosterEnd(tag);
    }
}

// The spec's "close the table row": back to the row's section.
TreeBuilder::Step TreeBuilder::closeRow(Step then)
{
    clearStackTo(kTableRowContext);
    pop();
    mode_ = Mode::InTableBody;
    return then;
}

// Closing the current table section (tbody, thead, tfoot): back to the table.
TreeBuilder::Step TreeBuilder::closeSection(Step then)
{
    clearStackTo(kTableBodyContext);
    pop();
    mode_ = Mode::InTable;
    return then;
}

TreeBuilder::Step TreeBuilder::tableBodyStart(const TagToken &token)
{
    switch (token.tag) {
    case Tr:
        clearStackTo(kTableBodyContext);
        push(Tr);
        mode_ = Mode::InRow;
        return Step::Done;
    case Td:
    case Th:
        clearStackTo(kTableBodyContext);
        push(Tr);
        mode_ = Mode::InRow;
        return Step::Reprocess;
    case Caption:
    case Col:
    case Colgroup:
    case Tbody:
    case Tfoot:
    case Thead:
        if (!hasSectionInTableScope())
            return Step::Done;
        return closeSection(Step::Reprocess);
    default:
        return tableStart(token);
    }
}

TreeBuilder::Step TreeBuilder::tableBodyEnd(Tag tag)
{
    switch (tag) {
    case Tbody:
    case Tfoot:
    case Thead:
        if (!hasInTableScope(tag))
            return Step::Done;
        return closeSection(Step::Done);
    case Table:
        if (!hasSectionInTableScope())
            return Step::Done;
        return closeSection(Step::Reprocess);
    case Body:
    case Caption:
    case Col:
    case Colgroup:
    case Html:
    case Td:
    case Th:
    case Tr:
        return Step::Done;
    default:
        return tableEnd(tag);
    }
}

TreeBuilder::Step TreeBuilder::rowStart(const TagToken &token)
{
    switch (token.tag) {
    case Td:
    case Th:
        clearStackTo(kTableRowContext);
        push(token.tag);
        mode_ = Mode::InCell;
        formatting_.push_back({kMarker, 0});
        return Step::Done;
    case Caption:
    case Col:
    case Colgroup:
    case Tbody:
    case Tfoot:
    case Thead:
    case Tr:
        if (!hasInTableScope(Tr))
            return Step::Done;
        return closeRow(Step::Reprocess);
    default:
        return tableStart(token);
    }
}

TreeBuilder::Step TreeBuilder::rowEnd(Tag tag)
{
    switch (tag) {
    case Tr:
        if (!hasInTableScope(Tr))
            return Step::Done;
        return closeRow(Step::Done);
    case Table:
        if (!hasInTableScope(Tr))
            return Step::Done;
        return closeRow(Step::Reprocess);
    case Tbody:
    case Tfoot:
    case Thead:
        if (!hasInTableScope(tag) || !hasInTableScope(Tr))
            return Step::Done;
        return closeRow(Step::Reprocess);
    case Body:
    case Caption:
    case Col:
    case Colgroup:
    case Html:
    case Td:
    case Th:
        return Step::Done;
    default:
        return tableEnd(tag);
    }
}

TreeBuilder::Step TreeBuilder::cellStart(const TagToken &token)
{
    switch (token.tag) {
    case Caption:
    case Col:
    case Colgroup:
    case Tbody:
    case Td:
    case Tfoot:
    case Th:
    case Thead:
    case Tr:
        if (!hasInTableScope(Td) && !hasInTableScope(Th))
            return Step::Done;
        closeCurrentCell();
        return Step::Reprocess;
    default:
        return bodyStart(token);
    }
}

TreeBuilder::Step TreeBuilder::cellEnd(Tag tag)
{
    switch (tag) {
    case Td:
    case Th:
        if (hasInTableScope(tag))
            closeCell(tag);
        return Step::Done;
    case Body:
    case Caption:
    case Col:
    case Colgroup:
    case Html:
        return Step::Done;
    case Table:
    case Tbody:
    case Tfoot:
    case Thead:
    case Tr:
        if (!hasInTableScope(tag))
            return Step::Done;
        closeCurrentCell();
        return Step::Reprocess;
    default:
        return bodyEnd(tag);
    }
}

TreeBuilder::Step TreeBuilder::columnGroupStart(const TagToken &token)
{
    switch (token.tag) {
    case Html:
        return Step::Done;
    case Col:
        return voidElement(token, false, false);
    case Template:
        return Step::Fail;
    default:
        if (current() != Colgroup)
            return Step::Done;
        pop();
        mode_ = Mode::InTable;
        return Step::Reprocess;
    }
}

TreeBuilder::Step TreeBuilder::columnGroupEnd(Tag tag)
{
    switch (tag) {
    case Colgroup:
        if (current() != Colgroup)
            return Step::Done;
        pop();
        mode_ = Mode::InTable;
        return Step::Done;
    case Col:
        return Step::Done;
    case Template:
        return Step::Fail;
    default:
        if (current() != Colgroup)
            return Step::Done;
        pop();
        mode_ = Mode::InTable;
        return Step::Reprocess;
    }
}

} // namespace lookalike::html
