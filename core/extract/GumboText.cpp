// The reference path (HtmlText.h, htmlTextGumbo): libgumbo 0.10.1 parses the document, and
// the tree is walked without recursion and freed without gumbo's recursive destroy for deep
// trees, so deep nesting does not overflow the stack. The fast path (HtmlTokenizer,
// HtmlTreeBuilder) models this extractor's output.

#include "extract/GumboText.h"

#include "extract/HtmlChars.h"
#include "extract/HtmlTags.h"

#include <algorithm>
#include <array>
#include <climits>
#include <gumbo.h>
#include <memory>
#include <vector>

namespace lookalike::html {
namespace {

struct GumboOutputDeleter
{
    const GumboOptions *options;
    size_t maxDepth = 0;
    void operator()(GumboOutput *output) const;
};

// gumbo_destroy_output() frees the tree recursively (destroy_node in libgumbo 0.10.1's
// parser.c calls itself per child): from about 300 000 levels that overflows an 8 MiB
// stack. So before destroying a deep tree, re-link every node as a direct child of the
// document (element children arrays are emptied but kept, so gumbo still frees them) and
// the recursion is two levels deep. The new children array comes from the options' own
// allocator, as gumbo frees it with the matching deallocator. On failure the tree is left
// as it was.
bool flattenForDestroy(const GumboOptions &options, GumboOutput *output) noexcept
{
    GumboNode *document = output->document;
    if (!document || document->type != GUMBO_NODE_DOCUMENT)
        return false;
    try {
        std::vector<GumboNode *> nodes;
        GumboVector &top = document->v.document.children;
        for (unsigned i = top.length; i-- > 0;)
            nodes.push_back(static_cast<GumboNode *>(top.data[i]));
        for (size_t next = 0; next < nodes.size(); ++next) {
            const GumboNode *node = nodes[next];
            if (node->type == GUMBO_NODE_ELEMENT || node->type == GUMBO_NODE_TEMPLATE) {
                const GumboVector &children = node->v.element.children;
                for (unsigned i = 0; i < children.length; ++i)
                    nodes.push_back(static_cast<GumboNode *>(children.data[i]));
            }
        }
        void *memory = options.allocator(options.userdata, sizeof(void *) * (nodes.size() + 1));
        if (!memory)
            return false;
        auto **data = static_cast<void **>(memory);
        for (size_t i = 0; i < nodes.size(); ++i) {
            data[i] = nodes[i];
            if (nodes[i]->type == GUMBO_NODE_ELEMENT || nodes[i]->type == GUMBO_NODE_TEMPLATE)
                nodes[i]->v.element.children.length = 0;
        }
        options.deallocator(options.userdata, top.data);
        top.data = data;
        top.length = unsigned(nodes.size());
        top.capacity = unsigned(nodes.size() + 1);
        return true;
    } catch (...) {
        return false; // std::bad_alloc before anything was changed
    }
}

void GumboOutputDeleter::operator()(GumboOutput *output) const
{
    if (!output)
        return;
    // Recursion depth in destroy_node equals tree depth; a few thousand frames are harmless.
    if (maxDepth > 2000)
        flattenForDestroy(*options, output);
    gumbo_destroy_output(options, output);
}

// How an element separates the text around it (HtmlTags.h, boundaryOf): gumbo's tags by name.
Boundary boundaryOf(const GumboElement &element)
{
    static const auto table = [] {
        std::array<Boundary, GUMBO_TAG_LAST + 1> t{};
        for (int tag = 0; tag <= GUMBO_TAG_LAST; ++tag)
            t[std::size_t(tag)] = boundaryOf(tagNamed(gumbo_normalized_tagname(GumboTag(tag))));
        return t;
    }();
    if (element.tag_namespace != GUMBO_NAMESPACE_HTML || element.tag < 0 || element.tag > GUMBO_TAG_LAST)
        return Boundary::Word;
    return table[std::size_t(element.tag)];
}

bool isImageInput(const GumboElement &element)
{
    const GumboAttribute *type = gumbo_get_attribute(&element.attributes, "type");
    return type && equalsIgnoreAsciiCase(type->value, "image");
}

} // namespace

std::string gumboText(std::string_view html, std::size_t depth, std::vector<GumboLink> *links)
{
    GumboOptions options = kGumboDefaultOptions;
    // Parse errors are not needed, but they cannot simply be turned off: once max_errors is
    // reached, libgumbo 0.10.1 no longer clears its tag buffer after a duplicate attribute
    // (add_duplicate_attr_error returns early), so the next attribute's name is glued to it
    // ("<img a=1 a alt=x>" loses its alt text). Each parser error copies the stack of open
    // elements, so the errors are capped by memory instead: about 64 MiB of them at the
    // document's estimated depth (hundreds of thousands for ordinary pages).
    constexpr std::size_t kErrorBudget = std::size_t(64) << 20;
    const std::size_t perError = 128 + 8 * (depth + 16);
    options.max_errors = int(std::min<std::size_t>(kErrorBudget / perError, INT_MAX));
    GumboOutputDeleter deleter{&options};
    std::unique_ptr<GumboOutput, GumboOutputDeleter &> output(
        gumbo_parse_with_options(&options, html.data(), html.size()), deleter);
    std::string text;
    if (!output || !output->document)
        return text;
    text.reserve(html.size() / 2);

    // Pre-order walk with an explicit stack: {node, index of the next child}.
    struct Frame
    {
        const GumboVector *children;
        unsigned next;
        Boundary end;  // what the element's end adds
        int link = -1; // the element is links->at(link): its end is recorded
    };
    std::vector<Frame> stack;
    stack.push_back({&output->document->v.document.children, 0, Boundary::Word});
    while (!stack.empty()) {
        deleter.maxDepth = std::max(deleter.maxDepth, stack.size());
        Frame &frame = stack.back();
        if (frame.next >= frame.children->length) {
            const Boundary end = frame.end;
            const int link = frame.link;
            stack.pop_back();
            if (link >= 0)
                (*links)[std::size_t(link)].end = text.size();
            appendBoundary(text, end); // end of an element (or of the document)
            continue;
        }
        const auto *node = static_cast<const GumboNode *>(frame.children->data[frame.next++]);
        switch (node->type) {
        case GUMBO_NODE_TEXT:
        case GUMBO_NODE_CDATA:
        case GUMBO_NODE_WHITESPACE:
            appendText(text, node->v.text.text);
            break;
        case GUMBO_NODE_ELEMENT: {
            const GumboElement &element = node->v.element;
            const Boundary boundary = boundaryOf(element);
            appendBoundary(text, boundary);
            if (element.tag == GUMBO_TAG_SCRIPT || element.tag == GUMBO_TAG_STYLE)
                break; // content dropped; the boundary above also stands for the end tag
            if (element.tag_namespace == GUMBO_NAMESPACE_HTML &&
                (element.tag == GUMBO_TAG_IMG || element.tag == GUMBO_TAG_AREA ||
                 (element.tag == GUMBO_TAG_INPUT && isImageInput(element)))) {
                if (const GumboAttribute *alt = gumbo_get_attribute(&element.attributes, "alt")) {
                    appendText(text, alt->value);
                    appendBoundary(text);
                }
            }
            int link = -1;
            if (links && element.tag == GUMBO_TAG_A && element.tag_namespace == GUMBO_NAMESPACE_HTML) {
                if (const GumboAttribute *href = gumbo_get_attribute(&element.attributes, "href")) {
                    link = int(links->size());
                    links->push_back({href->value, text.size(), text.size()});
                }
            }
            stack.push_back({&element.children, 0, boundary, link});
            break;
        }
        case GUMBO_NODE_TEMPLATE: // <template> content is inert
            appendBoundary(text);
            break;
        case GUMBO_NODE_COMMENT:
        case GUMBO_NODE_DOCUMENT:
            break;
        }
    }
    replaceInvalidUtf8(text);
    return text;
}

} // namespace lookalike::html
