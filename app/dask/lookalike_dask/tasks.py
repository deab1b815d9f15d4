"""The job's tasks: plain functions of numpy arrays that run on Dask workers.

Each stage is a map over shards, a shuffle by key (a map returns one part a reducer), and a
reduce over the parts of one key range (job.py wires them). Documents are named by their
global numbers g (shards in the job's order, documents in shard order); a pair by the key
a << 32 | b (a < b). Every decision about a pair or a cluster is the engine's (kernels.py).
"""

import numpy as np

from . import kernels
from .shard import HAS_SHINGLES, Shard

U64 = np.uint64
MIX = np.uint64(0x9E3779B97F4A7C15)


def spread(key, parts):
    """The part (0..parts-1) of each 64-bit key: a multiplicative hash, so that keys that are
    not uniform (document numbers, pair keys) spread evenly."""
    key = np.asarray(key, dtype=U64)
    with np.errstate(over="ignore"):
        return ((key * MIX) >> U64(40)) % U64(parts)


def split(part, parts, columns):
    """Rows of `columns` (a dict of equal-length arrays) split by `part` into `parts` dicts (rows
    of a part outside 0..parts-1 are left out), each in the rows' order."""
    part = np.asarray(part)
    part = np.where((part < 0) | (part >= parts), parts, part)  # left out: sorted last
    # A stable sort of 16-bit parts is numpy's radix sort: ten times the comparison sort of
    # 64-bit ones, and every map of every shuffle splits its rows so.
    part = part.astype(np.uint16 if parts < np.iinfo(np.uint16).max else np.int64)
    order = np.argsort(part, kind="stable")
    bounds = np.zeros(parts + 1, dtype=np.int64)
    np.cumsum(np.bincount(part, minlength=parts)[:parts], out=bounds[1:])
    out = []
    for p in range(parts):
        rows = order[bounds[p]:bounds[p + 1]]
        out.append({name: col[rows] for name, col in columns.items()})
    return out


def split_by_shard(g, starts, columns):
    shard = np.searchsorted(starts, np.asarray(g, dtype=U64), side="right") - 1
    return split(shard, len(starts) - 1, columns)


def in_sorted(values, sorted_set):
    """Which of `values` are in `sorted_set` (sorted): np.isin without sorting the set again."""
    if len(sorted_set) == 0 or len(values) == 0:
        return np.zeros(len(values), dtype=bool)
    at = np.minimum(np.searchsorted(sorted_set, values), len(sorted_set) - 1)
    return sorted_set[at] == values


def without(table, column, skip):
    """The rows of `table` (a dict of columns, or {}) whose `column` is not in `skip` (sorted)."""
    if not table or len(skip) == 0:
        return table
    keep = ~in_sorted(table[column], skip)
    return {k: v[keep] for k, v in table.items()}


def place_in_runs(sorted_key):
    """Each row's place (0, 1, ...) in its run of equal values of a sorted array."""
    starts, sizes = runs(sorted_key)
    return np.arange(len(sorted_key)) - np.repeat(starts, sizes)


def concat(parts, names=None):
    parts = [p for p in parts if p is not None]
    if not parts:
        return {}
    names = names or list(parts[0].keys())
    return {name: np.concatenate([p[name] for p in parts]) for name in names}


def pick(result, *path):
    """result[path[0]][path[1]]...: one part of a map's output (a task of its own)."""
    for p in path:
        result = result[p]
    return result


def pair_key(a, b):
    a = np.asarray(a, dtype=U64)
    b = np.asarray(b, dtype=U64)
    return (np.minimum(a, b) << U64(32)) | np.maximum(a, b)


def pair_a(key):
    return key >> U64(32)


def pair_b(key):
    return key & U64(0xFFFFFFFF)


def runs(sorted_key):
    """(starts, sizes) of the runs of equal values of a sorted array."""
    n = len(sorted_key)
    if n == 0:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
    new = np.ones(n, dtype=bool)
    new[1:] = sorted_key[1:] != sorted_key[:-1]
    starts = np.nonzero(new)[0]
    sizes = np.diff(np.append(starts, n))
    return starts, sizes


def g_bits(starts):
    """Bits a document number of the job takes."""
    return max(int(starts[-1]) - 1, 1).bit_length()


def row_order(columns, bits):
    """The order of rows by `columns` (unsigned integers, the first the most significant, each
    below 2**bits), as np.lexsort(reversed(columns)) gives it, but for rows equal in every
    column, which come in no particular order. np.lexsort sorts once a column, each sort stable
    (timsort for 64-bit keys); here the leading columns that fit are packed into 64 bits and
    sorted once, and only rows equal in those are sorted by the others (6 M rows of LSH entries
    of 10 tables, 64-bit entries then documents: 1.6 s of CPU instead of 3.0)."""
    n, lead, used = len(columns[0]), 0, 0
    while lead < len(columns) and used + bits[lead] <= 64:
        used += bits[lead]
        lead += 1
    if lead == 0:
        return np.lexsort(tuple(reversed(columns)))
    packed = np.zeros(n, dtype=U64)
    for col, b in zip(columns[:lead], bits[:lead]):
        packed <<= U64(b)
        packed |= np.asarray(col).astype(U64)
    order = np.argsort(packed)
    if lead == len(columns) or n < 2:
        return order
    p = packed[order]
    del packed
    st, sz = runs(p)
    pos = np.flatnonzero(np.repeat(sz, sz) > 1)  # the tied rows, sorted by the other columns within their run
    if len(pos):
        run = np.repeat(np.arange(len(st)), sz)[pos]
        tied = order[pos]
        order[pos] = tied[np.lexsort(tuple(np.asarray(c)[tied] for c in reversed(columns[lead:])) + (run,))]
    return order


def pairs_within(starts, sizes, g, min_size=2, max_size=None):
    """Every pair (x < y by position) of every run whose size is in [min_size, max_size], as
    (position x, position y): linear in the pairs written, one numpy step a distinct size."""
    xs, ys = [], []
    for s in np.unique(sizes):
        if s < min_size or (max_size is not None and s > max_size):
            continue
        st = starts[sizes == s]
        i, j = np.triu_indices(int(s), 1)
        xs.append((st[:, None] + i[None, :]).ravel())
        ys.append((st[:, None] + j[None, :]).ravel())
    if not xs:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
    return np.concatenate(xs), np.concatenate(ys)


def sum_by_key(keys, counts=None):
    """Distinct keys and the sum of their counts (None: each key counts once)."""
    if len(keys) == 0:
        return np.zeros(0, dtype=U64), np.zeros(0, dtype=np.uint32)
    if counts is None:  # a sort of the keys alone, not of their order (an argsort)
        keys, counts = np.unique(keys, return_counts=True)
        return keys, counts.astype(np.uint32)
    order = np.argsort(keys)  # sums of integers: the order among equal keys does not matter
    keys = keys[order]
    counts = counts[order]
    starts, _ = runs(keys)
    return keys[starts], np.add.reduceat(counts.astype(np.uint64), starts).astype(np.uint32)


# --- reading shards -------------------------------------------------------------------------

def shard_header(path):
    s = Shard(path)
    s.validate()
    return {"documents": int(s.documents), "params": s.params, "k": s.k, "top": s.top,
            "bags": s.bags() is not None}


def sample_of(shard):
    offsets, keys, zeros = shard.sample()
    return np.asarray(offsets), keys, zeros


def spans(starts, lengths):
    """Consecutive ranges one after another: starts[i], starts[i] + 1, ... (lengths[i] of them)."""
    lengths = np.asarray(lengths, dtype=np.int64)
    ends = np.cumsum(lengths)
    total = int(ends[-1]) if len(ends) else 0
    return np.repeat(np.asarray(starts).astype(np.int64) - (ends - lengths), lengths) + np.arange(total)


def gather_csr(offsets, columns, rows, chunk=1 << 20):
    """Rows `rows` of a CSR table: their own offsets, and each column's values for them. The
    positions read are worked out `chunk` values at a time: 8 bytes a value, more than most values."""
    rows = np.asarray(rows, dtype=np.int64)
    offsets = np.asarray(offsets)
    lengths = (offsets[rows + 1] - offsets[rows]).astype(np.int64)
    new = np.zeros(len(rows) + 1, dtype=U64)
    np.cumsum(lengths, out=new[1:])
    out = [np.empty(int(new[-1]), dtype=col.dtype) for col in columns]
    start = 0
    while start < len(rows):
        end = min(len(rows), max(start + 1, int(np.searchsorted(new, new[start] + U64(chunk), side="right")) - 1))
        at = spans(offsets[rows[start:end]], lengths[start:end])
        for values, col in zip(out, columns):
            values[int(new[start]):int(new[end])] = col[at]
        start = end
    return new, out


def gather_sample(offsets, keys, zeros, rows):
    """The samples of documents `rows` as (offsets, keys, zeros) of their own."""
    new, (keys, zeros) = gather_csr(offsets, [keys, zeros], rows)
    return new, keys, zeros


# --- phase 0: equivalent documents ----------------------------------------------------------

def group_map(path, g0, parts):
    """Each document with shingles keyed by its shingle fingerprint."""
    d = Shard(path).docs()
    idx = np.nonzero((d["flags"] & HAS_SHINGLES) != 0)[0]
    lo = np.asarray(d["shingle_lo"][idx])
    hi = np.asarray(d["shingle_hi"][idx])
    return split(spread(lo, parts), parts, {"lo": lo, "hi": hi, "g": U64(g0) + idx.astype(U64)})


def group_reduce(parts, starts):
    """Documents with the same shingle set: the lowest number represents them (Matcher::group).
    Returns, split by the member's shard, every (member, representative) of a group."""
    c = concat(parts, ["lo", "hi", "g"])
    if not c:
        return split_by_shard([], starts, {"member": np.zeros(0, U64), "rep": np.zeros(0, U64)})
    order = np.lexsort((c["g"], c["hi"], c["lo"]))
    lo, hi, g = c["lo"][order], c["hi"][order], c["g"][order]
    n = len(g)
    new = np.ones(n, dtype=bool)
    new[1:] = (lo[1:] != lo[:-1]) | (hi[1:] != hi[:-1])
    head = np.maximum.accumulate(np.where(new, np.arange(n), 0))
    members = ~new
    return split_by_shard(g[members], starts, {"member": g[members], "rep": g[head[members]]})


def representatives(path, g0, group_parts):
    """Per document of a shard: takes part in matching (has shingles, represents its set) as
    "rep"; the shard's group rows (the answer's groups-N.npy) as "groups"."""
    d = Shard(path).docs()
    c = concat(group_parts, ["member", "rep"])
    rep = (d["flags"] & HAS_SHINGLES) != 0
    rows = np.zeros(0, dtype=[("member", "<u8"), ("representative", "<u8")])
    if c:
        rep[(c["member"] - U64(g0)).astype(np.int64)] = False
        rows = np.zeros(len(c["member"]), dtype=rows.dtype)
        rows["member"] = c["member"]
        rows["representative"] = c["rep"]
    return {"rep": rep, "groups": rows}


def count_true(a):
    return int(np.count_nonzero(a))


# --- phase 1: banding -------------------------------------------------------------------------

CHUNK = 1 << 16


def value_counts(path, rep, rank0, stride, k):
    """How many representatives hold each 16-bit value at each MinHash position (of every
    stride-th representative, as Matcher::markBoilerplate counts)."""
    mh = Shard(path).minhash()
    ridx = np.nonzero(rep)[0]
    ranks = np.uint64(rank0) + np.arange(len(ridx), dtype=U64)
    take = ridx[ranks % U64(stride) == 0]
    counts = np.zeros(k << 16, dtype=np.uint32)
    base = (np.arange(k, dtype=np.uint32) << np.uint32(16))[None, :]
    for at in range(0, len(take), CHUNK):
        rows = np.asarray(mh[take[at:at + CHUNK]], dtype=np.uint32)
        counts += np.bincount((rows | base).ravel(), minlength=k << 16).astype(np.uint32)
    return counts


def add_arrays(a, b):
    return a + b


def common_values(counts, cut):
    return counts > cut


def shares(path, rep, common, k):
    """phi of each representative: the share of its MinHash positions whose value is common."""
    mh = Shard(path).minhash()
    out = np.zeros(len(rep), dtype=np.float32)
    ridx = np.nonzero(rep)[0]
    base = (np.arange(k, dtype=np.int64) << 16)[None, :]
    for at in range(0, len(ridx), CHUNK):
        rows = ridx[at:at + CHUNK]
        n = common[np.asarray(mh[rows], dtype=np.int64) + base].sum(axis=1)
        out[rows] = n.astype(np.float32) / np.float32(k)
    return out


def band_map(path, g0, rep, share, bands, rows, first, count, parts):
    """The bucket keys of bands [first, first + count) of every representative."""
    mh = Shard(path).minhash()
    ridx = np.nonzero(rep)[0]
    keys = kernels.band_keys(mh[ridx], bands, rows, first, count) if len(ridx) else np.zeros((0, count), np.uint32)
    g = (np.uint32(g0) + ridx.astype(np.uint32))
    bk = np.concatenate([(U64(first + j) << U64(32)) | keys[:, j].astype(U64) for j in range(count)])
    return split(spread(bk, parts), parts, {"bk": bk, "g": np.tile(g, count), "share": np.tile(share[ridx], count)})


def band_reduce(parts, cutoff, threshold, pair_parts, starts):
    """The buckets of a key range: every pair of a bucket of at most `cutoff` documents, the
    boilerplate pairs of larger (common) buckets, and which bands are common for whom."""
    c = concat(parts, ["bk", "g", "share"])
    keys = [np.zeros(0, U64)]
    common_g, common_band = [np.zeros(0, U64)], [np.zeros(0, np.uint8)]
    if c:
        bk_bits = int(c["bk"].max()).bit_length() if len(c["bk"]) else 1  # the band's above 32 key bits
        order = row_order([c["bk"], c["g"]], [bk_bits, g_bits(starts)])  # by bucket, then document
        bk, g, share = c["bk"][order], c["g"][order].astype(U64), c["share"][order]
        st, sz = runs(bk)
        x, y = pairs_within(st, sz, g, 2, cutoff)
        keys.append(pair_key(g[x], g[y]))
        for s, n in zip(st[sz > cutoff], sz[sz > cutoff]):
            members = g[s:s + n]
            common_g.append(members)
            common_band.append(np.full(n, int(bk[s] >> U64(32)), dtype=np.uint8))
            a, b = kernels.boilerplate_pairs(members, share[s:s + n], threshold)
            keys.append(pair_key(a, b))
    keys = np.unique(np.concatenate(keys))
    common = {"g": np.concatenate(common_g), "band": np.concatenate(common_band)}
    return {"pairs": split(spread(keys, pair_parts), pair_parts, {"key": keys}),
            "common": split_by_shard(common["g"], starts, common)}


def common_bands(n, g0, parts, before=None):
    """Which bands are common for each document of a shard (a bit a band): `before` (the
    earlier rounds' masks, or None) and this round's parts from every key range."""
    mask = np.zeros(n, dtype=U64) if before is None else before.copy()
    c = concat(parts, ["g", "band"])
    if c:
        np.bitwise_or.at(mask, (c["g"] - U64(g0)).astype(np.int64), U64(1) << c["band"].astype(U64))
    return mask


# --- phase 2: Broder's inverted index over the samples ----------------------------------------

def posting_map(path, g0, rep, rounds, round_, parts):
    """<key, zeros, document, its level> for every sample value of every representative whose
    key falls in this round (key % rounds == round_), split by key range."""
    sh = Shard(path)
    offsets, keys, zeros = sample_of(sh)
    level = sh.field("level")
    key = np.asarray(keys)
    # The round's values first (a 1/rounds share), then their documents: each round reads every
    # value of the shard once, and no more.
    at = np.flatnonzero(key % np.uint32(rounds) == round_)
    doc = (np.searchsorted(np.asarray(offsets), at, side="right") - 1).astype(np.uint32)
    mine = rep[doc]
    at, doc = at[mine], doc[mine]
    key = key[at]
    return split(spread(key, parts), parts, {"key": key, "zeros": np.asarray(zeros)[at],
                                             "g": np.uint32(g0) + doc, "level": level[doc]})


def posting_reduce(parts, cutoff, walk_cap, top, pair_parts, starts):
    """A key range of the inverted index: the pairs counted over rare keys (lists of at most
    `cutoff` documents), the common values of each document per level, and the common lists
    short enough to walk (kept for phase 2b)."""
    c = concat(parts, ["key", "zeros", "g", "level"])
    empty = {"rare": split(np.zeros(0), pair_parts, {"key": np.zeros(0, U64), "count": np.zeros(0, np.uint32)}),
             "common": split_by_shard([], starts, {"g": np.zeros(0, U64), "level": np.zeros(0, np.uint8),
                                                   "count": np.zeros(0, np.uint32)}),
             "lists": {"key": np.zeros(0, np.uint32), "g": np.zeros(0, U64)}}
    if not c:
        return empty
    zb, gb = max(int(top), 1).bit_length(), g_bits(starts)
    if 32 + zb + gb + zb <= 64:
        # By (key, zeros, document): one sort of the rows packed into 64 bits, the document's
        # level (the same for all its rows) in the lowest bits.
        packed = c["key"].astype(U64) << U64(zb + gb + zb)
        packed |= c["zeros"].astype(U64) << U64(gb + zb)
        packed |= c["g"].astype(U64) << U64(zb)
        packed |= c["level"].astype(U64)
        packed.sort()
        key = (packed >> U64(zb + gb + zb)).astype(np.uint32)
        zeros = ((packed >> U64(gb + zb)) & U64((1 << zb) - 1)).astype(np.uint8)
        g = (packed >> U64(zb)) & U64((1 << gb) - 1)
        level = (packed & U64((1 << zb) - 1)).astype(np.uint8)
        del packed
    else:
        order = row_order([c["key"], c["zeros"], c["g"]], [32, zb, gb])
        key, zeros, g, level = c["key"][order], c["zeros"][order], c["g"][order].astype(U64), c["level"][order]
    st, sz = runs(key)
    x, y = pairs_within(st, sz, g, 2, cutoff)
    differ = g[x] != g[y]  # one key twice in a sample
    rare_keys, rare_counts = sum_by_key(pair_key(g[x][differ], g[y][differ]))
    size_of = np.repeat(sz, sz)
    common = size_of > cutoff
    cg, cz, cl = g[common], zeros[common], level[common]
    per_level = []
    for lv in range(top + 1):
        m = (cl <= lv) & (U64(lv) <= cz.astype(U64))
        per_level.append(cg[m] * U64(top + 1) + U64(lv))
    flat, counts = sum_by_key(np.concatenate(per_level) if per_level else np.zeros(0, U64))
    walk = common & (size_of <= walk_cap)
    return {"rare": split(spread(rare_keys, pair_parts), pair_parts, {"key": rare_keys, "count": rare_counts}),
            "common": split_by_shard(flat // U64(top + 1), starts,
                                     {"g": flat // U64(top + 1), "level": (flat % U64(top + 1)).astype(np.uint8),
                                      "count": counts}),
            "lists": {"key": key[walk], "g": g[walk]}}


def sample_values(path, rep):
    """How many sample values the representatives of a shard hold."""
    offsets, _, _ = sample_of(Shard(path))
    return int(np.diff(offsets)[rep].sum())


def sizes_per_level(path, top):
    """|V_l(D)| of every document for l = 0..top (values with at least l trailing zeros)."""
    sh = Shard(path)
    offsets, _, zeros = sample_of(sh)
    n = sh.documents
    doc = np.repeat(np.arange(n), np.diff(offsets).astype(np.int64))
    z = np.asarray(zeros)
    out = np.zeros((n, top + 1), dtype=np.uint32)
    for lv in range(top + 1):
        out[:, lv] = np.bincount(doc[z >= lv], minlength=n)
    return out


def common_at(n, g0, top, parts, before=None):
    """How many common sample values each document of a shard has at each level: `before`
    (the earlier rounds' table, or None) plus this round's parts from every key range."""
    out = np.zeros((n, top + 1), dtype=np.uint32) if before is None else before.copy()
    c = concat(parts, ["g", "level", "count"])
    if c:
        # Summed by bincount (exact: the counts are far below 2^53), ten times np.add.at.
        at = (c["g"] - U64(g0)).astype(np.int64) * (top + 1) + c["level"].astype(np.int64)
        out += np.bincount(at, weights=c["count"], minlength=out.size).astype(np.uint32).reshape(out.shape)
    return out


def directed(path, rep, common, sizes, top, threshold, containment):
    """Representatives made mostly of common sample values (matched by walking their lists)."""
    level = Shard(path).field("level")
    return kernels.mostly_common(level, common, sizes, top, threshold, containment) & rep


def rounds_lists(lists):
    """A key range's common lists of every round as one table: each round's lists are sorted by
    key and the rounds hold different keys, so a key's documents stay together."""
    return concat(lists, ["key", "g"]) or {"key": np.zeros(0, np.uint32), "g": np.zeros(0, U64)}


def docs_by_shard(lists, starts):
    """The distinct documents of a key range's common lists (of every round), split by shard:
    what it asks each shard (which of them are directed)."""
    lists = rounds_lists(lists)
    g = np.unique(lists["g"]) if len(lists["g"]) else np.zeros(0, U64)
    return split_by_shard(g, starts, {"g": g})


def directed_among(flags, g0, asked):
    """At a shard: for each reducer's question (its documents in this shard), those directed."""
    out = []
    for q in asked:
        g = q["g"] if q else np.zeros(0, U64)
        out.append(g[flags[(g - U64(g0)).astype(np.int64)]] if len(g) else g)
    return out


def walk(lists, directed_parts, pair_parts):
    """What each directed document shares with every other document of the common lists it
    is in: for each list, m_a x m_b for its documents a (directed) and b (a pair once).
    directed_parts: each shard's answer to docs_by_shard's question (its directed documents
    among those of these lists). lists: the key range's lists of each round."""
    keys, counts = [np.zeros(0, U64)], [np.zeros(0, np.uint32)]
    lists = rounds_lists(lists)
    key, g = lists["key"], lists["g"]
    directed_sorted = np.sort(np.concatenate([np.asarray(d, dtype=U64) for d in directed_parts])) \
        if directed_parts else np.zeros(0, U64)
    if len(key) and len(directed_sorted):
        is_directed = in_sorted(g, directed_sorted)
        st, sz = runs(key)
        with_directed = np.add.reduceat(is_directed.astype(np.int64), st) > 0
        for s, n in zip(st[with_directed], sz[with_directed]):
            docs, first, mult = np.unique(g[s:s + n], return_index=True, return_counts=True)
            dmask = is_directed[s + first]  # not in_sorted() again: that costs all directed documents a list
            for ix in np.nonzero(dmask)[0]:
                other = np.ones(len(docs), dtype=bool)
                other[ix] = False
                other &= ~dmask | (docs > docs[ix])  # a pair of two directed documents once
                keys.append(pair_key(np.full(int(np.count_nonzero(other)), docs[ix], dtype=U64), docs[other]))
                counts.append((mult[ix] * mult[other]).astype(np.uint32))
    k, c = sum_by_key(np.concatenate(keys), np.concatenate(counts))
    return split(spread(k, pair_parts), pair_parts, {"key": k, "hits": c})


# --- phase 3: every candidate decided once --------------------------------------------------

def counts_ready(path, rep, common, sizes, top, threshold, containment):
    """Representatives that could make a sample candidate of a pair sharing one rare value
    (countsMayReach: short documents, documents mostly of common values)."""
    level = Shard(path).field("level")
    return kernels.counts_may_reach(level, common, sizes, 1, top, threshold, containment) & rep


def candidates(band_parts, rare_parts, walk_parts, starts):
    """The candidates of a pair-key range: keys met in a bucket, counted over rare keys, or
    met in a walk, with their counts; split by the shard of their first document. (A pair met
    in one rare list only, most of them chance collisions of 32-bit keys, stays only if one of
    its documents is ready to reach the count rule with one shared value: weak(), checked at the
    shard of each document as the candidate travels there.)"""
    b = concat(band_parts, ["key"])
    r = concat(rare_parts, ["key", "count"])
    w = concat(walk_parts, ["key", "hits"])
    bk = np.unique(b.get("key", np.zeros(0, U64)))
    rk, rc = sum_by_key(r.get("key", np.zeros(0, U64)), r.get("count", np.zeros(0, np.uint32)))
    wk, wc = sum_by_key(w.get("key", np.zeros(0, U64)), w.get("hits", np.zeros(0, np.uint32)))
    keys = np.unique(np.concatenate([bk, rk, wk]))
    banded = np.zeros(len(keys), dtype=bool)
    banded[np.searchsorted(keys, bk)] = True
    rare = np.zeros(len(keys), dtype=np.uint32)
    rare[np.searchsorted(keys, rk)] = rc
    hits = np.zeros(len(keys), dtype=np.uint32)
    hits[np.searchsorted(keys, wk)] = wc
    return split_by_shard(pair_a(keys), starts, {"key": keys, "banded": banded, "rare": rare, "hits": hits})


def shard_state(path, common_bands_, share, directed_, common_at_, sizes, ready):
    """What the decisions need of a shard's documents beyond their sketches."""
    level = Shard(path).field("level")
    return {"level": level, "common_bands": common_bands_, "share": share, "directed": directed_.astype(np.uint8),
            "common_at": common_at_, "sizes": sizes, "ready": ready}


def weak(c):
    """Candidates met in one rare list only (counts_ready decides whether they stay)."""
    return ~c["banded"] & (c["hits"] == 0) & (c["rare"] <= 1)


SMALL = ("level", "sizes", "common_at", "directed")


def side_of(path, g0, numbers, state):
    """What the kernels need of documents `numbers` of a shard (one row each, repeats allowed)."""
    sh = Shard(path)
    rows = (np.asarray(numbers, dtype=U64) - U64(g0)).astype(np.int64)
    d = sh.docs()
    offsets, keys, zeros = sample_of(sh)
    so, sk, sz = gather_sample(offsets, keys, zeros, rows)
    return {"minhash": np.asarray(sh.minhash()[rows]), "level": state["level"][rows],
            "shingles": np.asarray(d["shingles"][rows]), "smpoffs": so, "smpkeys": sk, "smpzeros": sz,
            "common_bands": state["common_bands"][rows], "share": state["share"][rows],
            "directed": state["directed"][rows], "common_at": state["common_at"][rows]}


def _rows(columns, rows):
    return {name: col[rows] for name, col in columns.items()}


def counts_first(g0, parts, state, starts):
    """Hop 1, at the shard of each candidate's first document: what its counts need of it."""
    c = concat(parts, ["key", "banded", "rare", "hits"])
    if not c:
        return [None] * (len(starts) - 1)
    rows = (pair_a(c["key"]) - U64(g0)).astype(np.int64)
    for name in SMALL:
        c["a_" + name] = state[name][rows]
    # A weak candidate stays if its first document is ready, else only if its second is (screen_second).
    c["a_ready"] = state["ready"][rows] | ~weak(c)
    return split_by_shard(pair_b(c["key"]), starts, c)


SIDE_ROWS = ("minhash", "level", "shingles", "common_bands", "share", "directed", "common_at")


def screen_second(path, g0, parts, state, top, threshold, containment, starts):
    """Hop 2, at the shard of the second document: the candidates worth deciding (met in a
    bucket, or whose counts may reach a threshold), with the second document's sketch; split
    by the shard of the first."""
    c = concat([p for p in parts if p is not None])
    if not c:
        return [None] * (len(starts) - 1)
    rows = (pair_b(c["key"]) - U64(g0)).astype(np.int64)
    stays = c["a_ready"] | state["ready"][rows]  # a weak candidate: one of its documents ready
    if not stays.all():
        c = {name: col[stays] for name, col in c.items()}
        rows = rows[stays]
    b_small = {name: state[name][rows] for name in SMALL}
    a_small = {name: c["a_" + name] for name in SMALL}
    keep = c["banded"] | kernels.screen(top, threshold, containment, a_small, b_small, c["rare"], c["hits"])
    c = {name: c[name][keep] for name in ("key", "rare", "hits")}
    b = side_of(path, g0, pair_b(c["key"]), state)
    shard_a = np.searchsorted(starts, pair_a(c["key"]), side="right") - 1
    # The rows of each shard in ascending order, by one sort (not one pass over all rows a shard).
    by_shard = np.argsort(shard_a, kind="stable")
    bounds = np.searchsorted(shard_a[by_shard], np.arange(len(starts)))
    out = []
    for s in range(len(starts) - 1):
        rows = by_shard[bounds[s]:bounds[s + 1]]
        if len(rows) == 0:
            out.append(None)
            continue
        part = _rows(c, rows)
        for name in SIDE_ROWS:
            part["b_" + name] = b[name][rows]
        part["b_smp"] = gather_sample(b["smpoffs"], b["smpkeys"], b["smpzeros"], rows)
        out.append(part)
    return out


PAIR_DTYPE = [("a", "<u8"), ("b", "<u8"), ("resemblance", "<f8"), ("containment_ab", "<f8"),
              ("containment_ba", "<f8"), ("sources", "u1")]
UNCERTAIN_DTYPE = PAIR_DTYPE + [("distance", "<f8")]  # a float32 distance, exactly


def candidate_counts(parts):
    """How many candidates a partition holds for each shard of first documents."""
    return np.array([len(p["key"]) if p else 0 for p in parts], dtype=np.int64)


DECIDE_SLICE = 1 << 14  # candidates decided at once (the kernel's own chunk)


def decide(path, g0, parts, state, k, top, bands, rows, threshold, containment, slice_rows=DECIDE_SLICE):
    """Hop 3, back at the shard of the first document: both sides known, every candidate decided
    by the kernels. Returns the pairs (the answer's pairs-N.npy, and clustering's input) and the
    uncertain ones, kept or not (uncertain-N.npy).

    In (a, b) order, `slice_rows` candidates at a time (the kernel decides each on its own): only
    the keys and counts of all of them are held beside the parts Dask holds, and both sides'
    sketches of one slice, the second documents' taken from the parts without joining them.
    Joined and put in order whole, with the first documents' sketches beside them, they were
    most of a worker's memory in this stage (3.4-3.5 GB of 4 at 10^7 documents)."""
    parts = [p for p in parts if p is not None and len(p["key"]) > 0]
    if not parts:
        return {"pairs": np.zeros(0, dtype=PAIR_DTYPE), "uncertain": np.zeros(0, dtype=UNCERTAIN_DTYPE)}
    key = np.concatenate([p["key"] for p in parts])
    order = np.argsort(key)
    key = key[order]
    rare = np.concatenate([p["rare"] for p in parts])[order]
    hits = np.concatenate([p["hits"] for p in parts])[order]
    seconds = PartRows(parts)
    pairs, doubtful = [], []
    for lo in range(0, len(key), slice_rows):
        hi = min(len(key), lo + slice_rows)
        b = seconds.side(order[lo:hi])
        a = side_of(path, g0, pair_a(key[lo:hi]), state)
        keep, r, cab, cba, sources, unsure, distance = kernels.decide(k, top, bands, rows, threshold, containment,
                                                                     a, b, rare[lo:hi], hits[lo:hi])
        del a, b

        def rows_of(mask, dtype):
            out = np.zeros(int(np.count_nonzero(mask)), dtype=dtype)
            out["a"], out["b"] = pair_a(key[lo:hi][mask]), pair_b(key[lo:hi][mask])
            out["resemblance"], out["containment_ab"], out["containment_ba"] = r[mask], cab[mask], cba[mask]
            out["sources"] = sources[mask]
            return out

        pairs.append(rows_of(keep, PAIR_DTYPE))
        doubtful.append(rows_of(unsure, UNCERTAIN_DTYPE))
        doubtful[-1]["distance"] = distance[unsure]
    return {"pairs": np.concatenate(pairs), "uncertain": np.concatenate(doubtful)}


class PartRows:
    """The second documents' sides (SIDE_ROWS and samples, as screen_second sent them) of rows
    numbered across `parts`, a few rows at a time, without joining the parts."""

    def __init__(self, parts):
        self.parts = parts
        self.firsts = np.zeros(len(parts) + 1, dtype=np.int64)
        np.cumsum([len(p["key"]) for p in parts], out=self.firsts[1:])

    def side(self, rows):
        """The rows `rows` (numbers across the parts), in that order: each part's rows copied
        once, straight to their places."""
        rows = np.asarray(rows, dtype=np.int64)
        n = len(rows)
        part_of = np.searchsorted(self.firsts, rows, side="right") - 1
        by_part = np.argsort(part_of, kind="stable")  # the places asked, a part's together
        bounds = np.searchsorted(part_of[by_part], np.arange(len(self.parts) + 1))
        first = self.parts[0]
        side = {name: np.empty((n,) + first["b_" + name].shape[1:], dtype=first["b_" + name].dtype)
                for name in SIDE_ROWS}
        lengths = np.zeros(n, dtype=np.int64)
        taken = []
        for i, p in enumerate(self.parts):
            at = by_part[bounds[i]:bounds[i + 1]]
            if len(at) == 0:
                continue
            local = rows[at] - self.firsts[i]
            for name in SIDE_ROWS:
                side[name][at] = p["b_" + name][local]
            offsets = p["b_smp"][0]
            lengths[at] = (offsets[local + 1] - offsets[local]).astype(np.int64)
            taken.append((p["b_smp"], at, local))
        new = np.zeros(n + 1, dtype=U64)
        np.cumsum(lengths, out=new[1:])
        keys = np.empty(int(new[-1]), dtype=first["b_smp"][1].dtype)
        zeros = np.empty(int(new[-1]), dtype=first["b_smp"][2].dtype)
        for (offsets, k, z), at, local in taken:
            to, at_part = spans(new[at], lengths[at]), spans(offsets[local], lengths[at])
            keys[to] = k[at_part]
            zeros[to] = z[at_part]
        side["smpoffs"], side["smpkeys"], side["smpzeros"] = new, keys, zeros
        return side


def pair_count(pairs):
    return len(pairs)


# --- phase 4: connected components (large-star / small-star) and clusters -------------------

def edges_map(pairs, policy, threshold, parts):
    """The pairs that join two documents under the policy, both ways, split by first end."""
    keep = kernels.policy_edges(policy, threshold, pairs["resemblance"], pairs["containment_ab"],
                                pairs["containment_ba"])[0]
    return both_ways(pairs["a"][keep], pairs["b"][keep], parts)


def group_edges(rows, parts):
    return both_ways(rows["member"], rows["representative"], parts)


def both_ways(u, v, parts):
    u, v = np.asarray(u, dtype=U64), np.asarray(v, dtype=U64)
    uu = np.concatenate([u, v])
    vv = np.concatenate([v, u])
    return split(spread(uu, parts), parts, {"u": uu, "v": vv})


def star(parts, large, out_parts):
    """One large-star (large=True) or small-star step over the edges (u, v) of a node range,
    each edge present both ways (Kiveris et al., "Connected components in MapReduce and
    beyond", 2014). Returns the new edges both ways, split by first end, and a checksum."""
    c = concat(parts, ["u", "v"])
    if not c:
        return {"edges": [{"u": np.zeros(0, U64), "v": np.zeros(0, U64)} for _ in range(out_parts)], "sum": 0}
    # By (u, v): document numbers are below 2^32 (Job), so one sort of the edges packed.
    packed = (c["u"].astype(U64) << U64(32)) | c["v"].astype(U64)
    packed.sort()
    u, v = packed >> U64(32), packed & U64(0xFFFFFFFF)
    del packed
    st, sz = runs(u)
    if large:
        m = np.minimum(np.minimum.reduceat(v, st), u[st])  # min of the closed neighbourhood
        mu = np.repeat(m, sz)
        keep = v > u
        nu, nv = v[keep], mu[keep]
    else:
        low = v <= u
        vv = np.where(low, v, u)  # neighbours not above u, else u itself
        m = np.minimum.reduceat(vv, st)
        mu = np.repeat(m, sz)
        nu = np.concatenate([v[low], u[st]])
        nv = np.concatenate([mu[low], m])
    keep = nu != nv
    nu, nv = nu[keep], nv[keep]
    if len(nu):
        key = np.unique(pair_key(nu, nv))
        nu, nv = pair_a(key), pair_b(key)
    checksum = int(np.bitwise_xor.reduce(pair_key(nu, nv) * MIX)) if len(nu) else 0
    return {"edges": both_ways(nu, nv, out_parts), "sum": checksum, "count": len(nu)}


def labels(parts):
    """After convergence every component is a star around its lowest node: node -> label."""
    c = concat(parts, ["u", "v"])
    if not c:
        return {"node": np.zeros(0, U64), "label": np.zeros(0, U64)}
    order = np.argsort(c["u"], kind="stable")
    u, v = c["u"][order], c["v"][order]
    st, _ = runs(u)
    return {"node": u[st], "label": np.minimum(np.minimum.reduceat(v, st), u[st])}


def labels_by_shard(lab, starts):
    return split_by_shard(lab["node"], starts, lab)


def attach_keep(path, g0, parts, cluster_parts):
    """Each node of a shard with its key to keep, split by its component."""
    c = concat(parts, ["node", "label"])
    if not c:
        return split(np.zeros(0), cluster_parts, {"node": np.zeros(0, U64), "label": np.zeros(0, U64),
                                                  "keep": np.zeros(0, U64)})
    keep = Shard(path).field("keep")[(c["node"] - U64(g0)).astype(np.int64)]
    return split(spread(c["label"], cluster_parts), cluster_parts,
                 {"node": c["node"], "label": c["label"], "keep": keep})


def label_table(parts):
    """(node, label) of a node range, sorted by node, for joins."""
    c = concat(parts, ["node", "label"])
    if not c:
        return {"node": np.zeros(0, U64), "label": np.zeros(0, U64)}
    order = np.argsort(c["node"])
    return {"node": c["node"][order], "label": c["label"][order]}


def route(columns, by, parts):
    return split(spread(columns[by], parts), parts, columns)


def pairs_for_labels(pairs, parts):
    cols = {name: pairs[name] for name in ("a", "b", "resemblance", "containment_ab", "containment_ba")}
    return route(cols, "a", parts)


def groups_for_labels(rows, parts):
    return route({"member": rows["member"], "rep": rows["representative"]}, "member", parts)


def join_label(parts, table, on, name, then_by, out_parts):
    """Rows of `parts` whose column `on` has a label in `table` (a node range), with that label
    as column `name`; split by column `then_by` (or by the label if then_by is None)."""
    c = concat(parts)
    if not c or len(table["node"]) == 0:
        return [None] * out_parts
    at = np.searchsorted(table["node"], c[on])
    at = np.minimum(at, len(table["node"]) - 1)
    found = table["node"][at] == c[on]
    c = {k: v[found] for k, v in c.items()}
    c[name] = table["label"][at[found]]
    return split(spread(c[then_by] if then_by else c[name], out_parts), out_parts, c)


def cluster_reduce(doc_parts, pair_parts, group_parts, policy, threshold, skip):
    """The clusters of the components of a label range, by the engine's clustering
    (clusterDocuments through the kernels): their rows (the answer's clusters-N.npy) and counts.
    skip: the labels of components clustered over several tasks (giant.py), sorted."""
    d = concat(doc_parts, ["node", "label", "keep"])
    pairs = concat([p for p in pair_parts if p is not None])
    groups = concat([p for p in group_parts if p is not None])
    d, pairs, groups = without(d, "label", skip), without(pairs, "label_a", skip), without(groups, "label", skip)
    if d:  # in ascending number, as the index lists its documents: clusterDocuments' ties follow that order
        order = np.argsort(d["node"])
        d = {name: col[order] for name, col in d.items()}
    dtype = [("member", "<u8"), ("cluster", "<u8"), ("resemblance", "<f8"), ("containment_in_rep", "<f8"),
             ("containment_of_rep", "<f8")]
    rows = np.zeros(0, dtype=dtype)
    if d:
        if pairs:
            same = pairs["label_a"] == pairs["label_b"]
            pairs = {k: v[same] for k, v in pairs.items()}
            order = np.lexsort((pairs["b"], pairs["a"]))  # as the index lists them
            pairs = {k: v[order] for k, v in pairs.items()}
        else:
            pairs = {k: np.zeros(0) for k in ("a", "b", "resemblance", "containment_ab", "containment_ba")}
        if not groups:
            groups = {"member": np.zeros(0, U64), "rep": np.zeros(0, U64)}
        rep, r, cin, cof = kernels.cluster(policy, threshold, d["node"], d["keep"], pairs["a"], pairs["b"],
                                           pairs["resemblance"], pairs["containment_ab"], pairs["containment_ba"],
                                           groups["member"], groups["rep"])
        inside = rep != np.iinfo(np.uint64).max
        rows = np.zeros(int(np.count_nonzero(inside)), dtype=dtype)
        rows["member"], rows["cluster"] = d["node"][inside], rep[inside]
        rows["resemblance"], rows["containment_in_rep"], rows["containment_of_rep"] = r[inside], cin[inside], cof[inside]
    largest = int(np.unique(d["label"], return_counts=True)[1].max()) if d and len(d["label"]) else 0
    return {"rows": rows,
            "counts": {"members": len(rows), "clusters": int(np.count_nonzero(rows["member"] == rows["cluster"])),
                       "largest_component": largest}}


def row_counts(rows):
    """Members and clusters (rows naming themselves) of a table of cluster rows."""
    return {"members": len(rows), "clusters": int(np.count_nonzero(rows["member"] == rows["cluster"]))}
