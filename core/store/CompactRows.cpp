#include "CompactRows.h"

#include "base/Varint.h"

#include <QtEndian>
#include <algorithm>
#include <cmath>

namespace lookalike {

namespace {

std::uint16_t quantized(double x)
{
    return std::uint16_t(std::lround(std::clamp(x, 0.0, 1.0) * 65535.0));
}

void putFigure(QByteArray &out, double x)
{
    const std::uint16_t q = quantized(x);
    char b[2];
    qToLittleEndian(q, b);
    out.append(b, 2);
}

double figure(const unsigned char *p)
{
    return double(qFromLittleEndian<std::uint16_t>(p)) / 65535.0;
}

constexpr std::uint64_t kExactMember = std::uint64_t(1) << 63;

} // namespace

double storedFigure(double x)
{
    return double(quantized(x)) / 65535.0;
}

QByteArray encodePairBlock(std::span<const ScoredPair> pairs)
{
    QByteArray out;
    out.reserve(qsizetype(pairs.size() * 11));
    qint64 previousA = 0;
    qint64 previousB = 0;
    for (const ScoredPair &p : pairs) {
        const bool newA = p.docA != previousA;
        putVarint(out, std::uint64_t(p.docA - previousA));
        putVarint(out, std::uint64_t(newA ? p.docB - p.docA : p.docB - previousB));
        putFigure(out, p.resemblance);
        putFigure(out, p.containmentAInB);
        putFigure(out, p.containmentBInA);
        out.append(char((p.sources & 0x7f) | (p.exact ? 0x80 : 0)));
        previousA = p.docA;
        previousB = p.docB;
    }
    return out;
}

bool decodePairBlock(const char *bytes, std::size_t size, double minResemblance, double minContainment,
                     std::vector<ScoredPair> &out)
{
    const auto *data = reinterpret_cast<const unsigned char *>(bytes);
    const std::size_t before = out.size();
    std::size_t at = 0;
    std::uint64_t a = 0;
    std::uint64_t b = 0;
    while (at < size) {
        std::uint64_t da = 0;
        std::uint64_t db = 0;
        if (!getVarint(data, size, at, da) || !getVarint(data, size, at, db) || size - at < 7) {
            out.resize(before);
            return false;
        }
        if (da != 0)
            b = a + da; // docB counts from the new docA
        a += da;
        b += db;
        ScoredPair p;
        p.docA = qint64(a);
        p.docB = qint64(b);
        p.resemblance = figure(data + at);
        p.containmentAInB = figure(data + at + 2);
        p.containmentBInA = figure(data + at + 4);
        p.sources = data[at + 6] & 0x7f;
        p.exact = (data[at + 6] & 0x80) != 0;
        at += 7;
        // A figure comes back to within half a step of 1/65535: one stored at a threshold stays
        // at it.
        constexpr double slack = 0.5 / 65535.0;
        if (p.resemblance >= minResemblance - slack || p.containmentAInB >= minContainment - slack ||
            p.containmentBInA >= minContainment - slack)
            out.push_back(p);
    }
    return true;
}

QByteArray encodeClusterMembers(const std::vector<ClusterMember> &members)
{
    QByteArray out;
    out.reserve(qsizetype(members.size() * 14));
    for (const ClusterMember &m : members) {
        // The id's top bit (ids are positive) says the figures are exact: clusters stored before
        // it read as estimated.
        char id[8];
        qToLittleEndian(std::uint64_t(m.docId) | (m.exact ? kExactMember : 0), id);
        out.append(id, 8);
        putFigure(out, m.resemblance);
        putFigure(out, m.containedInRep);
        putFigure(out, m.containsRep);
    }
    return out;
}

bool decodeClusterMembers(const char *bytes, std::size_t size, std::vector<ClusterMember> &out)
{
    out.clear();
    if (size % 14 != 0)
        return false;
    const auto *data = reinterpret_cast<const unsigned char *>(bytes);
    out.reserve(size / 14);
    for (std::size_t at = 0; at < size; at += 14) {
        ClusterMember m;
        const auto id = qFromLittleEndian<std::uint64_t>(data + at);
        m.docId = qint64(id & ~kExactMember);
        m.exact = (id & kExactMember) != 0 || at == 0;
        m.representative = at == 0;
        m.resemblance = figure(data + at + 8);
        m.containedInRep = figure(data + at + 10);
        m.containsRep = figure(data + at + 12);
        out.push_back(m);
    }
    return true;
}

} // namespace lookalike
