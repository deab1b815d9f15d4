#pragma once

#include "cluster/ClusterPolicy.h"
#include "match/Matcher.h"

#include <QByteArray>
#include <span>
#include <vector>

namespace lookalike {

// The compact stored forms of what matching and clustering find: rows SQLite would write one
// by one are packed into BLOBs, so storing a million is a few hundred writes.
//
// Matched pairs: blocks of up to kPairsPerBlock pairs, one BLOB each (table
// `pair_blocks`), so that storing 10^6 pairs is a few hundred row writes. Within a block the
// pairs are sorted by (docA, docB); each is
//
//   varint  docA - the previous pair's docA (the first: docA itself)
//   varint  docB - docA if docA changed, else docB - the previous docB
//   u16     resemblance, containment of A in B, containment of B in A: round(x * 65535)
//   u8      PairSource bits, and 0x80 when the figures are exact (read from the documents)
//
// about 10 bytes a pair. Figures come back to within 1/131070 of what was stored.
constexpr std::size_t kPairsPerBlock = 8192;

// Encodes pairs sorted by (docA, docB) with docA < docB.
QByteArray encodePairBlock(std::span<const ScoredPair> pairs);

// A figure as it comes back from the index (rounded to a step of 1/65535): what clustering an
// index sees (the distributed job rounds its figures alike before it clusters).
double storedFigure(double x);

// Appends the pairs of a block with resemblance >= minResemblance or a containment (either
// way) >= minContainment to `out`. False if the bytes are not a well-formed block (nothing is
// appended then).
bool decodePairBlock(const char *data, std::size_t size, double minResemblance, double minContainment,
                     std::vector<ScoredPair> &out);

// A cluster's members (table `clusters`, column `members`): one record of 14 bytes each,
// the representative first:
//
//   i64  document id
//   u16  resemblance to the representative, containment of the member in it, of it in the
//        member: round(x * 65535)
QByteArray encodeClusterMembers(const std::vector<ClusterMember> &members);
// The members of a BLOB of encodeClusterMembers (the first marked representative); false if
// it is not one.
bool decodeClusterMembers(const char *data, std::size_t size, std::vector<ClusterMember> &out);

} // namespace lookalike
