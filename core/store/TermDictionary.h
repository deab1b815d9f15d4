#pragma once

#include "base/Status.h"
#include "base/U64Map.h"
#include "text/WordBag.h"

#include <QByteArray>
#include <cstdint>
#include <span>
#include <vector>

namespace lookalike {

class Database;

// The index's numbering of the terms of its bags of words (table `terms`, schema 24). A stored
// bag names its terms by number, two or three bytes a term where their 64-bit fingerprints took
// nine: at 10^6 small files the bags were 4.4 GB, each over a page of the b-tree (6.1 GB of
// index, written twice through the WAL), and reading them twice was a sixth of relating.
//
// Numbers are given in the order terms are first stored and never change or go: the copy a
// connection holds is a prefix of the table, brought up to it (refresh) when a write transaction
// first numbers terms, and when a stored bag names a number the copy has not got. Numbers given
// in a transaction that was rolled back are dropped by the next refresh.
class TermDictionary
{
public:
    // Reads the numbers stored since the last refresh (and drops numbers given since then that
    // the table does not hold).
    Status refresh(Database &db);
    // The stored form of `terms` (ascending by term, as WordBag holds them): the term count,
    // then each term's number (twice it, plus one when the count is over 1) and, over 1, the
    // count less 2, as varints, in the terms' order. A term without a number gets the next
    // one, inserted into the table: call it inside the write transaction that stores the bag.
    Result<QByteArray> encode(Database &db, const std::vector<TermCount> &terms);
    // `bytes` as terms; false when they are not what encode writes or name a number this copy
    // has not got (refresh, then try again).
    bool decode(std::span<const char> bytes, std::vector<TermCount> &terms) const;
    // The same, brought up to the table once first when the bytes name a number it has not got
    // (another connection gave it since): false when they are still not a bag.
    Result<bool> decode(Database &db, std::span<const char> bytes, std::vector<TermCount> &terms);
    // Terms numbered.
    std::size_t size() const { return m_termOf.size(); }

private:
    std::vector<std::uint64_t> m_termOf; // number -> term
    U64Map<std::uint32_t> m_numberOf;    // term -> number
    std::size_t m_confirmed = 0;         // numbers read from the table at the last refresh
    quint64 m_refreshedIn = ~quint64(0); // the write transaction it was made in
};

} // namespace lookalike
