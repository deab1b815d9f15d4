#include "WordDiff.h"

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <unordered_map>

namespace lookalike {

namespace {

using Id = std::uint32_t;

constexpr std::size_t kMaxTokens = std::size_t(1) << 29; // so that n + m fits an int

struct Interned
{
    std::vector<Id> a;
    std::vector<Id> b;
    Id idCount = 0;
};

// Replaces every token by a small integer, equal for equal tokens.
template <typename Key, typename T, typename KeyOf>
Interned intern(std::span<const T> a, std::span<const T> b, KeyOf keyOf)
{
    if (a.size() > kMaxTokens || b.size() > kMaxTokens)
        throw std::length_error("diffWords: more than 2^29 tokens");
    Interned out;
    std::unordered_map<Key, Id> ids;
    ids.reserve(a.size() + b.size());
    auto idOf = [&](const T &token) {
        const auto [it, added] = ids.try_emplace(keyOf(token), out.idCount);
        if (added)
            ++out.idCount;
        return it->second;
    };
    out.a.reserve(a.size());
    for (const T &t : a)
        out.a.push_back(idOf(t));
    out.b.reserve(b.size());
    for (const T &t : b)
        out.b.push_back(idOf(t));
    return out;
}

// Myers' linear-space diff over two id sequences. Fills m_match: for each index of A, the index
// of B it is matched with, or -1.
class Aligner
{
public:
    Aligner(const std::vector<Id> &a, const std::vector<Id> &b, Id idCount, const WordDiffOptions &options)
        : m_a(a)
        , m_b(b)
        , m_idCount(idCount)
        , m_options(options)
        , m_match(a.size(), -1)
    {
        const int maxD = int((a.size() + b.size() + 1) / 2);
        m_offset = maxD + 2;
        m_vf.assign(std::size_t(2 * m_offset + 1), -1);
        m_vb.assign(std::size_t(2 * m_offset + 1), -1);
        m_anchorBudget = 16 * (a.size() + b.size()) + 1024;
    }

    void run();
    const std::vector<int> &match() const { return m_match; }
    bool minimal() const { return m_minimal; }

private:
    struct Range
    {
        int a0, a1, b0, b1;
        bool anchors; // may be cut at unique tokens
    };
    enum class SplitKind
    {
        Exact,     // on a shortest edit script
        Disjoint,  // the region has no token in common: all of it is changed
        Heuristic, // the search gave up; a point it reached
        None,      // gave up without moving (cannot happen with a limit of 2 or more)
    };
    struct Split
    {
        SplitKind kind = SplitKind::None;
        int x = 0; // absolute indices into A and B
        int y = 0;
    };

    Split middleSnake(const Range &r);
    bool cutAtAnchors(const Range &r);

    const std::vector<Id> &m_a;
    const std::vector<Id> &m_b;
    Id m_idCount;
    const WordDiffOptions &m_options;
    std::vector<int> m_match;
    std::vector<int> m_vf; // furthest x on each diagonal, forward search, centred at m_offset
    std::vector<int> m_vb; // same for the reverse search (in mirrored coordinates)
    int m_offset = 0;
    std::vector<Range> m_stack;
    std::uint64_t m_work = 0;
    bool m_exhausted = false;
    bool m_minimal = true;
    std::uint64_t m_anchorWork = 0;
    std::uint64_t m_anchorBudget = 0;

    struct Count
    {
        int inA = 0, inB = 0, posA = 0, posB = 0;
    };
    std::vector<Count> m_counts; // by id, all zero between uses
};

void Aligner::run()
{
    m_stack.push_back({0, int(m_a.size()), 0, int(m_b.size()), true});
    while (!m_stack.empty()) {
        Range r = m_stack.back();
        m_stack.pop_back();
        while (r.a0 < r.a1 && r.b0 < r.b1 && m_a[std::size_t(r.a0)] == m_b[std::size_t(r.b0)])
            m_match[std::size_t(r.a0++)] = r.b0++;
        while (r.a0 < r.a1 && r.b0 < r.b1 && m_a[std::size_t(r.a1 - 1)] == m_b[std::size_t(r.b1 - 1)])
            m_match[std::size_t(--r.a1)] = --r.b1;
        if (r.a0 == r.a1 || r.b0 == r.b1)
            continue;
        // One token on a side: the longest common subsequence is that token, if the other has it.
        if (r.a1 - r.a0 == 1 || r.b1 - r.b0 == 1) {
            if (r.a1 - r.a0 == 1) {
                const auto it = std::find(m_b.begin() + r.b0, m_b.begin() + r.b1, m_a[std::size_t(r.a0)]);
                if (it != m_b.begin() + r.b1)
                    m_match[std::size_t(r.a0)] = int(it - m_b.begin());
            } else {
                const auto it = std::find(m_a.begin() + r.a0, m_a.begin() + r.a1, m_b[std::size_t(r.b0)]);
                if (it != m_a.begin() + r.a1)
                    m_match[std::size_t(it - m_a.begin())] = r.b0;
            }
            continue;
        }
        Split s = middleSnake(r);
        if (s.kind == SplitKind::Disjoint)
            continue;
        // A split at a corner would not shrink the region (never seen; kept as a safety net).
        if ((s.x == r.a0 && s.y == r.b0) || (s.x == r.a1 && s.y == r.b1))
            s.kind = SplitKind::None;
        if (s.kind == SplitKind::Exact) {
            m_stack.push_back({s.x, r.a1, s.y, r.b1, r.anchors});
            m_stack.push_back({r.a0, s.x, r.b0, s.y, r.anchors});
            continue;
        }
        m_minimal = false;
        if (r.anchors && m_anchorWork < m_anchorBudget && cutAtAnchors(r))
            continue;
        if (s.kind == SplitKind::Heuristic) {
            m_stack.push_back({s.x, r.a1, s.y, r.b1, false});
            m_stack.push_back({r.a0, s.x, r.b0, s.y, false});
        }
        // SplitKind::None: cannot happen (the search always moves); the region stays all changed.
    }
}

// The middle snake of Myers (1986), section 4b, with the off-the-grid handling of
// diff-match-patch's bisect: forward paths from the top-left corner and reverse paths from the
// bottom-right one, d edits each, until a forward and a reverse path overlap on a diagonal;
// the end of that forward path lies on a shortest edit script. Gives up after `limit` rounds
// or when the work budget runs out, returning the point furthest from either corner instead.
Aligner::Split Aligner::middleSnake(const Range &r)
{
    const Id *a = m_a.data() + r.a0;
    const Id *b = m_b.data() + r.b0;
    const int n = r.a1 - r.a0;
    const int m = r.b1 - r.b0;
    const int maxD = (n + m + 1) / 2;
    const int limit = m_exhausted ? std::min(maxD, std::max(2, m_options.fallbackCost)) : maxD;
    int *vf = m_vf.data() + m_offset;
    int *vb = m_vb.data() + m_offset;
    std::fill(vf - limit - 1, vf + limit + 2, -1);
    std::fill(vb - limit - 1, vb + limit + 2, -1);
    vf[1] = 0;
    vb[1] = 0;
    const int delta = n - m;
    const bool front = (delta & 1) != 0; // forward paths check for overlap when delta is odd
    int k1start = 0, k1end = 0, k2start = 0, k2end = 0;
    int bestForward = -1, bestFx = 0, bestFy = 0;
    int bestReverse = -1, bestRx = 0, bestRy = 0;
    std::uint64_t work = 0;
    auto found = [&](int x, int y) {
        m_work += work;
        return Split{SplitKind::Exact, r.a0 + x, r.b0 + y};
    };

    bool outOfBudget = false;
    for (int d = 0; d < limit; ++d) {
        for (int k1 = -d + k1start; k1 <= d - k1end; k1 += 2) {
            int *v = vf + k1;
            int x1 = (k1 == -d || (k1 != d && v[-1] < v[1])) ? v[1] : v[-1] + 1;
            int y1 = x1 - k1;
            const int x0 = x1;
            while (x1 < n && y1 < m && a[x1] == b[y1]) {
                ++x1;
                ++y1;
            }
            work += std::uint64_t(1 + x1 - x0);
            v[0] = x1;
            if (x1 > n) {
                k1end += 2; // ran off the right of the grid
            } else if (y1 > m) {
                k1start += 2; // ran off the bottom
            } else {
                if (x1 + y1 > bestForward && x1 + y1 < n + m) {
                    bestForward = x1 + y1;
                    bestFx = x1;
                    bestFy = y1;
                }
                const int k2 = delta - k1;
                if (front && k2 >= -limit && k2 <= limit && vb[k2] != -1 && x1 >= n - vb[k2])
                    return found(x1, y1);
            }
        }
        for (int k2 = -d + k2start; k2 <= d - k2end; k2 += 2) {
            int *v = vb + k2;
            int x2 = (k2 == -d || (k2 != d && v[-1] < v[1])) ? v[1] : v[-1] + 1;
            int y2 = x2 - k2;
            const int x0 = x2;
            while (x2 < n && y2 < m && a[n - x2 - 1] == b[m - y2 - 1]) {
                ++x2;
                ++y2;
            }
            work += std::uint64_t(1 + x2 - x0);
            v[0] = x2;
            if (x2 > n) {
                k2end += 2;
            } else if (y2 > m) {
                k2start += 2;
            } else {
                if (x2 + y2 > bestReverse && x2 + y2 < n + m) {
                    bestReverse = x2 + y2;
                    bestRx = n - x2;
                    bestRy = m - y2;
                }
                const int k1 = delta - k2;
                if (!front && k1 >= -limit && k1 <= limit && vf[k1] != -1) {
                    const int x1 = vf[k1];
                    if (x1 >= n - x2) {
                        return found(x1, x1 - k1);
                    }
                }
            }
        }
        if (!m_exhausted && m_work + work > m_options.maxWork) {
            m_exhausted = true;
            outOfBudget = true;
            break;
        }
    }
    m_work += work;
    // A full search finds a shortest script at d <= ceil(D / 2) < maxD unless D == n + m.
    if (!outOfBudget && limit == maxD)
        return {SplitKind::Disjoint};
    // Not found within the limit: cut at whichever search got further from its corner.
    if (bestForward <= 0 && bestReverse <= 0)
        return {};
    if (bestForward >= bestReverse)
        return {SplitKind::Heuristic, r.a0 + bestFx, r.b0 + bestFy};
    return {SplitKind::Heuristic, r.a0 + bestRx, r.b0 + bestRy};
}

// Patience diff's step: the tokens that occur exactly once in each side of the region, the
// longest run of them in the same order on both sides, matched; the gaps between them are
// pushed as new regions. False when there is no such token.
bool Aligner::cutAtAnchors(const Range &r)
{
    m_anchorWork += std::uint64_t(r.a1 - r.a0) + std::uint64_t(r.b1 - r.b0);
    if (m_counts.empty())
        m_counts.resize(m_idCount);
    for (int i = r.a0; i < r.a1; ++i) {
        Count &c = m_counts[m_a[std::size_t(i)]];
        ++c.inA;
        c.posA = i;
    }
    for (int j = r.b0; j < r.b1; ++j) {
        Count &c = m_counts[m_b[std::size_t(j)]];
        ++c.inB;
        c.posB = j;
    }
    std::vector<std::pair<int, int>> unique; // (index in A, index in B), by index in A
    for (int i = r.a0; i < r.a1; ++i) {
        const Count &c = m_counts[m_a[std::size_t(i)]];
        if (c.inA == 1 && c.inB == 1)
            unique.emplace_back(i, c.posB);
    }
    for (int i = r.a0; i < r.a1; ++i)
        m_counts[m_a[std::size_t(i)]] = {};
    for (int j = r.b0; j < r.b1; ++j)
        m_counts[m_b[std::size_t(j)]] = {};
    if (unique.empty())
        return false;

    // Longest increasing subsequence of the B indices (patience sorting).
    std::vector<int> tails; // index in `unique` of the smallest tail of each length
    std::vector<int> previous(unique.size(), -1);
    for (int u = 0; u < int(unique.size()); ++u) {
        const auto pos = std::lower_bound(tails.begin(), tails.end(), unique[std::size_t(u)].second,
                                          [&](int t, int y) { return unique[std::size_t(t)].second < y; });
        if (pos != tails.begin())
            previous[std::size_t(u)] = *(pos - 1);
        if (pos == tails.end())
            tails.push_back(u);
        else
            *pos = u;
    }
    std::vector<std::pair<int, int>> anchors;
    for (int u = tails.back(); u != -1; u = previous[std::size_t(u)])
        anchors.push_back(unique[std::size_t(u)]);
    // `anchors` runs from the last to the first: push the gaps so the first is popped first.
    int a1 = r.a1, b1 = r.b1;
    for (const auto &[x, y] : anchors) {
        m_match[std::size_t(x)] = y;
        if (x + 1 < a1 || y + 1 < b1)
            m_stack.push_back({x + 1, a1, y + 1, b1, true});
        a1 = x;
        b1 = y;
    }
    if (r.a0 < a1 || r.b0 < b1)
        m_stack.push_back({r.a0, a1, r.b0, b1, true});
    return true;
}

WordDiffResult buildResult(const std::vector<int> &match, std::size_t n, std::size_t m, bool minimal)
{
    WordDiffResult out;
    out.minimal = minimal;
    std::size_t ia = 0, ib = 0;
    auto gap = [&](std::size_t a1, std::size_t b1) {
        if (a1 == ia && b1 == ib)
            return;
        DiffOp op;
        op.kind = a1 == ia ? DiffOp::Kind::Insert : b1 == ib ? DiffOp::Kind::Delete : DiffOp::Kind::Replace;
        op.aBegin = ia;
        op.aEnd = a1;
        op.bBegin = ib;
        op.bEnd = b1;
        out.ops.push_back(op);
    };
    for (std::size_t i = 0; i < n;) {
        if (match[i] < 0) {
            ++i;
            continue;
        }
        const std::size_t j = std::size_t(match[i]);
        gap(i, j);
        std::size_t len = 1;
        while (i + len < n && match[i + len] == int(j + len))
            ++len;
        out.ops.push_back({DiffOp::Kind::Equal, i, i + len, j, j + len});
        i += len;
        ia = i;
        ib = j + len;
    }
    gap(n, m);

    for (const DiffOp &op : out.ops) {
        const std::size_t common = std::min(op.aLength(), op.bLength());
        switch (op.kind) {
        case DiffOp::Kind::Equal:
            out.summary.equal += op.aLength();
            break;
        case DiffOp::Kind::Delete:
            out.summary.removed += op.aLength();
            break;
        case DiffOp::Kind::Insert:
            out.summary.added += op.bLength();
            break;
        case DiffOp::Kind::Replace:
            out.summary.changed += common;
            out.summary.removed += op.aLength() - common;
            out.summary.added += op.bLength() - common;
            break;
        }
    }
    return out;
}

WordDiffResult diffIds(const Interned &ids, const WordDiffOptions &options)
{
    const std::size_t n = ids.a.size(), m = ids.b.size();
    // Tokens found on one side only can never be matched: align the others, then map back.
    std::vector<std::uint8_t> seen(ids.idCount, 0); // bit 0: in A, bit 1: in B
    for (Id id : ids.a)
        seen[id] |= 1;
    for (Id id : ids.b)
        seen[id] |= 2;
    std::vector<Id> fa, fb;
    std::vector<int> fromA, fromB; // index in the filtered sequence -> original index
    for (std::size_t i = 0; i < n; ++i) {
        if (seen[ids.a[i]] == 3) {
            fa.push_back(ids.a[i]);
            fromA.push_back(int(i));
        }
    }
    for (std::size_t j = 0; j < m; ++j) {
        if (seen[ids.b[j]] == 3) {
            fb.push_back(ids.b[j]);
            fromB.push_back(int(j));
        }
    }
    Aligner aligner(fa, fb, ids.idCount, options);
    aligner.run();
    std::vector<int> match(n, -1);
    for (std::size_t i = 0; i < fa.size(); ++i) {
        if (const int j = aligner.match()[i]; j >= 0)
            match[std::size_t(fromA[i])] = fromB[std::size_t(j)];
    }
    return buildResult(match, n, m, aligner.minimal());
}

} // namespace

std::size_t WordDiffResult::changeCount() const
{
    return std::size_t(std::count_if(ops.begin(), ops.end(),
                                     [](const DiffOp &op) { return op.kind != DiffOp::Kind::Equal; }));
}

WordDiffResult diffWords(std::span<const std::string> a, std::span<const std::string> b,
                         const WordDiffOptions &options)
{
    return diffIds(intern<std::string_view>(a, b, [](const std::string &s) { return std::string_view(s); }),
                   options);
}

WordDiffResult diffWords(std::span<const std::string_view> a, std::span<const std::string_view> b,
                         const WordDiffOptions &options)
{
    return diffIds(intern<std::string_view>(a, b, [](std::string_view s) { return s; }), options);
}

WordDiffResult diffTokenHashes(std::span<const std::uint64_t> a, std::span<const std::uint64_t> b,
                               const WordDiffOptions &options)
{
    return diffIds(intern<std::uint64_t>(a, b, [](std::uint64_t h) { return h; }), options);
}

} // namespace lookalike
