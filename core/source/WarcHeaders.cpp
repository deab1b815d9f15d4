// WARC record headers: the fields by name, record types, bracketed URIs.
#include "WarcHeaders.h"

#include "HeaderText.h"

#include <iterator>

namespace lookalike::archive {

namespace {

constexpr std::string_view WarcFieldNames[] = {
    "warc-type",           "warc-target-uri",     "warc-date",      "warc-record-id",
    "content-length",      "content-type",        "warc-refers-to", "warc-refers-to-target-uri",
    "warc-refers-to-date", "warc-payload-digest", "warc-truncated",
};
static_assert(std::size(WarcFieldNames) == std::size_t(WarcField::Count));

} // namespace

WarcHeaders::WarcHeaders(std::string_view head)
{
    int lastField = -1;
    forEachHeaderLine(
        head,
        [&](std::string_view name, std::string_view value) {
            lastField = -1;
            for (std::size_t i = 0; i < std::size(WarcFieldNames); ++i) {
                if (iequals(name, WarcFieldNames[i])) {
                    if (m_fields[i].data() == nullptr) { // the first occurrence wins
                        m_fields[i] = value;
                        lastField = int(i);
                    }
                    break;
                }
            }
        },
        [&](std::string_view more) {
            if (lastField < 0 || more.empty())
                return;
            std::string &f = m_folded[lastField];
            if (f.empty())
                f.assign(m_fields[lastField]);
            f.append(" ").append(more);
            m_fields[lastField] = f;
        });
}

ArchiveRecord::Type warcType(std::string_view s)
{
    using T = ArchiveRecord::Type;
    if (iequals(s, "response"))
        return T::Response;
    if (iequals(s, "resource"))
        return T::Resource;
    if (iequals(s, "revisit"))
        return T::Revisit;
    if (iequals(s, "request"))
        return T::Request;
    if (iequals(s, "metadata"))
        return T::Metadata;
    if (iequals(s, "warcinfo"))
        return T::Warcinfo;
    if (iequals(s, "conversion"))
        return T::Conversion;
    if (iequals(s, "continuation"))
        return T::Continuation;
    return T::Other;
}

std::string_view unbracketed(std::string_view uri)
{
    if (uri.size() >= 2 && uri.front() == '<' && uri.back() == '>')
        return trimmed(uri.substr(1, uri.size() - 2));
    return uri;
}

} // namespace lookalike::archive
