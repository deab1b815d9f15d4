"""The engine's decisions, from liblookalike_kernels (app/dask/kernels.cpp) through ctypes.

Found through LOOKALIKE_KERNELS (the library's path), else next to this package as installed
(lib/lookalike/liblookalike_kernels.so), else in a build tree beside the sources.
"""
import ctypes
import os
import socket

import numpy as np

ABI_VERSION = 9
_lib = None


def _candidates():
    if os.environ.get("LOOKALIKE_KERNELS"):
        yield os.environ["LOOKALIKE_KERNELS"]
    here = os.path.dirname(os.path.abspath(__file__))
    yield os.path.join(here, "..", "..", "liblookalike_kernels.so")  # lib/lookalike/python/lookalike_dask
    source = os.path.join(here, "..", "..", "..")
    for build in ("build", "build-release"):
        yield os.path.join(source, build, "app", "dask", "liblookalike_kernels.so")


def lib():
    """The library, loaded once a process; RuntimeError (naming this host) if it cannot be."""
    global _lib
    if _lib is None:
        host = socket.gethostname()
        tried = []
        for path in _candidates():
            path = os.path.normpath(path)
            tried.append(path)
            if os.path.exists(path):
                try:
                    loaded = ctypes.CDLL(path)
                except OSError as e:  # a library it needs is missing, or another architecture
                    raise RuntimeError(f"cannot load {path} on {host}: {e}") from e
                break
        else:
            raise RuntimeError(f"liblookalike_kernels.so not found on {host} (set LOOKALIKE_KERNELS); tried: " +
                               ", ".join(tried))
        # Checked before it is kept: a library of another version is never used, not even by a
        # later task of this process.
        if loaded.lk_abi_version() != ABI_VERSION:
            raise RuntimeError(f"{path} on {host} is of another version ({loaded.lk_abi_version()}, this job "
                               f"needs {ABI_VERSION}): install the same Lookalike everywhere")
        _lib = _declare(loaded)
    return _lib


P = ctypes.c_void_p
U64 = ctypes.c_uint64
D = ctypes.c_double
INT = ctypes.c_int


class Side(ctypes.Structure):
    _fields_ = [(name, P) for name in ("minHash", "level", "shingles", "smpOffs", "smpKeys", "smpZeros",
                                       "commonBands", "share", "directed", "commonAt")]


def _declare(l):
    l.lk_abi_version.restype = INT
    l.lk_defaults.argtypes = [P, P, ctypes.c_char_p, P]
    l.lk_banding.argtypes = [INT, D, D, P, P]
    l.lk_common_cutoff.argtypes = [U64, INT]
    l.lk_common_cutoff.restype = INT
    l.lk_boilerplate_counting.argtypes = [U64, INT, P, P]
    l.lk_band_keys.argtypes = [P, U64, INT, INT, INT, INT, INT, P]
    l.lk_boilerplate_pairs.argtypes = [U64, P, P, D, U64, P, P]
    l.lk_boilerplate_pairs.restype = U64
    l.lk_mostly_common.argtypes = [U64, INT, P, P, P, D, D, P]
    l.lk_counts_may_reach.argtypes = [U64, INT, P, P, P, ctypes.c_uint32, D, D, P]
    l.lk_screen.argtypes = [U64, INT, D, D] + [P] * 11
    l.lk_decide.argtypes = [U64, INT, INT, INT, INT, D, D, ctypes.POINTER(Side), ctypes.POINTER(Side),
                            P, P, P, P, P, P, P, P, P]
    l.lk_policy_edges.argtypes = [ctypes.c_char_p, D, INT, U64] + [P] * 9
    l.lk_ordered_sums.argtypes = [U64, P, P, P]
    l.lk_ordered_sums.restype = None
    l.lk_policy_edges.restype = INT
    l.lk_center_walk.argtypes = [ctypes.c_char_p, U64, P, P, P, P, P, U64, P, P]
    l.lk_center_walk.restype = INT
    l.lk_user_ranks.argtypes = [U64, P, P]
    l.lk_cluster.argtypes = [ctypes.c_char_p, D, U64, P, P, U64, P, P, P, P, P, U64, P, P, P, P, P, P]
    l.lk_cluster.restype = INT
    C = ctypes.c_char_p
    l.lk_related_params.argtypes = [C, ctypes.c_char_p, P, P, P, P, P, P]
    l.lk_related_params.restype = INT
    l.lk_related_kept_terms.argtypes = [C, U64, U64, P, P]
    l.lk_related_kept_terms.restype = INT
    l.lk_related_weigh.argtypes = [C, U64, U64, P, P, P, U64, P, P, P, P, P]
    l.lk_related_weigh.restype = INT
    l.lk_related_entries.argtypes = [C, U64, P, INT, INT, P]
    l.lk_related_entries.restype = INT
    l.lk_related_window_pairs.argtypes = [C, U64, P, U64, P, P]
    l.lk_related_window_pairs.restype = U64
    l.lk_related_verify.argtypes = [C, U64] + [P] * 12
    l.lk_related_verify.restype = INT
    l.lk_related_nearest.argtypes = [C, U64, P, P, P, P, P]
    l.lk_related_nearest.restype = INT
    l.lk_related_topics.argtypes = [C, U64, P, P, P, U64, P, P, P, P, P, P, P]
    l.lk_related_topics.restype = ctypes.c_int64
    return l


def _ptr(a):
    return a.ctypes.data_as(P)


def _c(a, dtype):
    return np.ascontiguousarray(a, dtype=dtype)


def defaults():
    t, c, ct = D(), D(), D()
    policy = ctypes.create_string_buffer(32)
    lib().lk_defaults(ctypes.byref(t), ctypes.byref(c), policy, ctypes.byref(ct))
    return t.value, c.value, policy.value.decode(), ct.value


def banding(k, threshold, recall=0.995):
    b, r = INT(), INT()
    lib().lk_banding(k, threshold, recall, ctypes.byref(b), ctypes.byref(r))
    return b.value, r.value


def common_cutoff(representatives, asked=0):
    return lib().lk_common_cutoff(int(representatives), int(asked))


def boilerplate_counting(representatives, cutoff):
    """(stride, cut): phi counts every stride-th representative's values; more than cut: common."""
    stride, cut = ctypes.c_uint64(), ctypes.c_uint64()
    lib().lk_boilerplate_counting(int(representatives), int(cutoff), ctypes.byref(stride), ctypes.byref(cut))
    return stride.value, cut.value


def band_keys(minhash, bands, rows, first, count):
    minhash = _c(minhash, np.uint16)
    n, k = minhash.shape
    out = np.empty((n, count), dtype=np.uint32)
    lib().lk_band_keys(_ptr(minhash), n, k, bands, rows, first, count, _ptr(out))
    return out


def boilerplate_pairs(ids, shares, threshold):
    ids = _c(ids, np.uint64)
    shares = _c(shares, np.float32)
    capacity = max(16, len(ids))
    while True:
        a = np.empty(capacity, dtype=np.uint64)
        b = np.empty(capacity, dtype=np.uint64)
        found = lib().lk_boilerplate_pairs(len(ids), _ptr(ids), _ptr(shares), threshold, capacity, _ptr(a), _ptr(b))
        if found <= capacity:
            return a[:found], b[:found]
        capacity = found


def mostly_common(level, common, sizes, top, threshold, containment):
    level = _c(level, np.uint8)
    common = _c(common, np.uint32)
    sizes = _c(sizes, np.uint32)
    out = np.zeros(len(level), dtype=np.uint8)
    lib().lk_mostly_common(len(level), top, _ptr(level), _ptr(common), _ptr(sizes), threshold, containment,
                           _ptr(out))
    return out.astype(bool)


def counts_may_reach(level, common, sizes, shared, top, threshold, containment):
    """Which documents could make a sample candidate of a pair sharing only `shared` rare values."""
    level = _c(level, np.uint8)
    common = _c(common, np.uint32)
    sizes = _c(sizes, np.uint32)
    out = np.zeros(len(level), dtype=np.uint8)
    lib().lk_counts_may_reach(len(level), top, _ptr(level), _ptr(common), _ptr(sizes), shared, threshold,
                              containment, _ptr(out))
    return out.astype(bool)


def screen(top, threshold, containment, a, b, rare, hits):
    """Which pairs met in rare lists or walks are worth bringing their sketches together for;
    a and b: dicts of level, sizes, common_at, directed (one row a pair)."""
    m = len(rare)
    arrays = []

    def arg(x, dtype):
        x = _c(x, dtype)
        arrays.append(x)
        return _ptr(x)

    out = np.zeros(m, dtype=np.uint8)
    lib().lk_screen(m, top, threshold, containment, arg(a["level"], np.uint8), arg(b["level"], np.uint8),
                    arg(a["sizes"], np.uint32), arg(b["sizes"], np.uint32), arg(a["common_at"], np.uint32),
                    arg(b["common_at"], np.uint32), arg(a["directed"], np.uint8), arg(b["directed"], np.uint8),
                    arg(rare, np.uint32), arg(hits, np.uint32), _ptr(out))
    return out.astype(bool)


SIDE_FIELDS = {"minhash": np.uint16, "level": np.uint8, "shingles": np.uint64, "smpoffs": np.uint64,
               "smpkeys": np.uint32, "smpzeros": np.uint8, "common_bands": np.uint64, "share": np.float32,
               "directed": np.uint8, "common_at": np.uint32}


def _side(data):
    arrays = {name: _c(data[name], dtype) for name, dtype in SIDE_FIELDS.items()}
    side = Side(*[_ptr(arrays[name]) for name in SIDE_FIELDS])
    return side, arrays  # the arrays must outlive the call


def decide(k, top, bands, rows, threshold, containment, a, b, rare, hits):
    """Decides m candidate pairs; a and b: dicts of SIDE_FIELDS columns, one row a pair. Returns
    keep, the figures, sources, and which were uncertain (decided by estimate) with their
    distance from a threshold."""
    m = len(rare)
    side_a, keep_a = _side(a)
    side_b, keep_b = _side(b)
    rare = _c(rare, np.uint32)
    hits = _c(hits, np.uint32)
    keep = np.zeros(m, dtype=np.uint8)
    r = np.zeros(m)
    cab = np.zeros(m)
    cba = np.zeros(m)
    sources = np.zeros(m, dtype=np.uint8)
    uncertain = np.zeros(m, dtype=np.uint8)
    distance = np.zeros(m, dtype=np.float32)
    lib().lk_decide(m, k, top, bands, rows, threshold, containment, ctypes.byref(side_a), ctypes.byref(side_b),
                    _ptr(rare), _ptr(hits), _ptr(keep), _ptr(r), _ptr(cab), _ptr(cba), _ptr(sources),
                    _ptr(uncertain), _ptr(distance))
    del keep_a, keep_b
    return keep.astype(bool), r, cab, cba, sources, uncertain.astype(bool), distance


def policy_edges(policy, threshold, r, cab, cba, stored=True):
    """The pairs' edges under the policy as clusterDocuments makes them: (joins, a_contained,
    weight) and the figures used (r, cab, cba: rounded as the index holds them when `stored`)."""
    r, cab, cba = _c(r, np.float64), _c(cab, np.float64), _c(cba, np.float64)
    m = len(r)
    joins, a_contained = np.zeros(m, np.uint8), np.zeros(m, np.uint8)
    weight, sr, scab, scba = np.zeros(m), np.zeros(m), np.zeros(m), np.zeros(m)
    if lib().lk_policy_edges(policy.encode(), threshold, int(stored), m, _ptr(r), _ptr(cab), _ptr(cba), _ptr(joins),
                             _ptr(a_contained), _ptr(weight), _ptr(sr), _ptr(scab), _ptr(scba)) != 0:
        raise ValueError(f"the job clusters by a threshold policy (center, union, containment), not {policy!r}")
    return joins.astype(bool), a_contained.astype(bool), weight, sr, scab, scba


def center_walk(policy, node_keep, state, a, b):
    """CENTER's walk over edges (a, b) (node numbers, in the order walked) on `state` (role,
    group, forced, clusters: updated in place)."""
    clusters = ctypes.c_uint32(int(state["clusters"]))
    a, b = _c(a, np.uint32), _c(b, np.uint32)
    status = lib().lk_center_walk(policy.encode(), len(node_keep), _ptr(_c(node_keep, np.uint64)), _ptr(state["role"]),
                                  _ptr(state["group"]), _ptr(state["forced"]), ctypes.byref(clusters), len(a),
                                  _ptr(a), _ptr(b))
    if status != 0:
        raise ValueError(f"CENTER's walk: policy {policy!r} or a node out of range ({status})")
    state["clusters"] = clusters.value


def ordered_sums(starts, w):
    """Each run's values (w[starts[r]:starts[r + 1]]) summed in their order from 0."""
    starts, w = _c(starts, np.uint64), _c(w, np.float64)
    out = np.zeros(max(len(starts) - 1, 0))
    if len(out):
        lib().lk_ordered_sums(len(out), _ptr(starts), _ptr(w), _ptr(out))
    return out


def user_ranks(keys):
    keys = _c(keys, np.uint64)
    out = np.zeros(len(keys), dtype=np.uint64)
    lib().lk_user_ranks(len(keys), _ptr(keys), _ptr(out))
    return out


def cluster(policy, threshold, ids, keep_keys, pa, pb, pr, pcab, pcba, gm, gr):
    """clusterDocuments over whole components: per document its representative (~0: none) and figures."""
    ids, keep_keys = _c(ids, np.uint64), _c(keep_keys, np.uint64)
    pa, pb, pr, pcab, pcba = (_c(pa, np.uint64), _c(pb, np.uint64), _c(pr, np.float64), _c(pcab, np.float64),
                              _c(pcba, np.float64))
    gm, gr = _c(gm, np.uint64), _c(gr, np.uint64)
    n = len(ids)
    rep = np.empty(n, dtype=np.uint64)
    r, cin, cof = np.empty(n), np.empty(n), np.empty(n)
    status = lib().lk_cluster(policy.encode(), threshold, n, _ptr(ids), _ptr(keep_keys), len(pa), _ptr(pa), _ptr(pb),
                              _ptr(pr), _ptr(pcab), _ptr(pcba), len(gm), _ptr(gm), _ptr(gr), _ptr(rep), _ptr(r),
                              _ptr(cin), _ptr(cof))
    if status != 0:
        raise ValueError(f"the job clusters by a threshold policy (center, union, containment), not {policy!r}")
    return rep, r, cin, cof


# --- related documents --------------------------------------------------------------------------

def _checked(status, params):
    if status != 0:
        raise ValueError(f"not related documents' parameters: {params!r}")


def related_params(text=""):
    """The related documents' parameters named by `text` (empty: the defaults), written out whole:
    {"text", "hashes", "tables", "neighbours", "threshold", "order_bits"}."""
    canonical = ctypes.create_string_buffer(512)
    hashes, tables, neighbours, order_bits, label_words = INT(), INT(), INT(), INT(), INT()
    threshold = D()
    _checked(lib().lk_related_params(text.encode(), canonical, ctypes.byref(hashes), ctypes.byref(tables),
                                     ctypes.byref(neighbours), ctypes.byref(threshold), ctypes.byref(order_bits),
                                     ctypes.byref(label_words)), text)
    return {"text": canonical.value.decode(), "hashes": hashes.value, "tables": tables.value,
            "neighbours": neighbours.value, "threshold": threshold.value, "order_bits": order_bits.value,
            "label_words": label_words.value}


def related_kept_terms(params, documents, df):
    df = _c(df, np.uint64)
    out = np.zeros(len(df), dtype=np.uint8)
    _checked(lib().lk_related_kept_terms(params.encode(), int(documents), len(df), _ptr(df), _ptr(out)), params)
    return out.astype(bool)


# A weighted bag's terms as the kernels read them (WeightedTerm: 16 bytes).
WEIGHTED_TERM = np.dtype([("term", "<u8"), ("weight", "<f8")])


def _bags(a):
    a = np.asarray(a)
    if a.dtype != WEIGHTED_TERM:
        raise TypeError(f"weighted bags are arrays of {WEIGHTED_TERM}, not {a.dtype}")
    return np.ascontiguousarray(a)


def related_weigh(params, documents, offsets, terms, counts, kept_terms, kept_df):
    """Weighted bags (CSR: offsets into an array of WEIGHTED_TERM) and sketches (n x hashes) of n bags."""
    offsets, terms, counts = _c(offsets, np.uint64), _c(terms, np.uint64), _c(counts, np.uint32)
    kept_terms, kept_df = _c(kept_terms, np.uint64), _c(kept_df, np.uint64)
    n = len(offsets) - 1
    m = related_params(params)["hashes"]
    out_offs = np.zeros(n + 1, dtype=np.uint64)
    out_bags = np.zeros(len(terms), dtype=WEIGHTED_TERM)
    sketch = np.zeros((n, m), dtype=np.uint32)
    _checked(lib().lk_related_weigh(params.encode(), int(documents), n, _ptr(offsets), _ptr(terms), _ptr(counts),
                                    len(kept_terms), _ptr(kept_terms), _ptr(kept_df), _ptr(out_offs), _ptr(out_bags),
                                    _ptr(sketch)), params)
    return out_offs, out_bags[:int(out_offs[-1])], sketch


def related_entries(params, sketch, first, count):
    """n x count entries of n sketches in tables [first, first + count); ~0: no bucket."""
    sketch = _c(sketch, np.uint32)
    n = sketch.shape[0] if sketch.ndim == 2 else 0
    out = np.zeros((n, count), dtype=np.uint64)
    _checked(lib().lk_related_entries(params.encode(), n, _ptr(sketch), first, count, _ptr(out)), params)
    return out


def related_window_pairs(params, entries):
    """The window pairs (positions x < y) of sorted entries."""
    entries = _c(entries, np.uint64)
    capacity = max(16, 4 * len(entries))
    while True:
        x = np.empty(capacity, dtype=np.uint64)
        y = np.empty(capacity, dtype=np.uint64)
        found = lib().lk_related_window_pairs(params.encode(), len(entries), _ptr(entries), capacity, _ptr(x), _ptr(y))
        if found == np.iinfo(np.uint64).max:
            _checked(-1, params)
        if found <= capacity:
            return x[:found].astype(np.int64), y[:found].astype(np.int64)
        capacity = found


def related_verify(params, rows_a, rows_b, side_a, side_b):
    """keep, similarity, agreement and passed-the-post-filter of the candidates (row rows_a[i] of
    side_a, row rows_b[i] of side_b); a side: a dict of "sketch" (n x hashes), "offsets" and "bags"
    (WEIGHTED_TERM), read in place (memory-mapped files are not copied)."""
    rows_a, rows_b = _c(rows_a, np.uint64), _c(rows_b, np.uint64)
    sa, oa, ba = _c(side_a["sketch"], np.uint32), _c(side_a["offsets"], np.uint64), _bags(side_a["bags"])
    sb, ob, bb = _c(side_b["sketch"], np.uint32), _c(side_b["offsets"], np.uint64), _bags(side_b["bags"])
    m = len(rows_a)
    keep, agreed = np.zeros(m, dtype=np.uint8), np.zeros(m, dtype=np.uint8)
    similarity, agreement = np.zeros(m), np.zeros(m)
    _checked(lib().lk_related_verify(params.encode(), m, _ptr(rows_a), _ptr(rows_b), _ptr(sa), _ptr(oa), _ptr(ba),
                                     _ptr(sb), _ptr(ob), _ptr(bb), _ptr(keep), _ptr(similarity), _ptr(agreement),
                                     _ptr(agreed)), params)
    return keep.astype(bool), similarity, agreement, agreed.astype(bool)


def related_nearest(params, doc, a, b, similarity):
    """Which rows (ascending by doc) are among their document's nearest."""
    doc, a, b, similarity = _c(doc, np.uint64), _c(a, np.uint64), _c(b, np.uint64), _c(similarity, np.float64)
    keep = np.zeros(len(doc), dtype=np.uint8)
    _checked(lib().lk_related_nearest(params.encode(), len(doc), _ptr(doc), _ptr(a), _ptr(b), _ptr(similarity),
                                      _ptr(keep)), params)
    return keep.astype(bool)


def related_topics(params, ids, offsets, bags, a, b, similarity):
    """Per document its topic's centre (~0: none) and similarity to it; label rows (topic, term)."""
    ids, offsets, bags = _c(ids, np.uint64), _c(offsets, np.uint64), _bags(bags)
    a, b, similarity = _c(a, np.uint64), _c(b, np.uint64), _c(similarity, np.float64)
    n = len(ids)
    center, sim = np.zeros(n, dtype=np.uint64), np.zeros(n)
    room = related_params(params)["label_words"] * n
    label_topic = np.zeros(room, dtype=np.uint64)
    label_term = np.zeros(room, dtype=np.uint64)
    labels = lib().lk_related_topics(params.encode(), n, _ptr(ids), _ptr(offsets), _ptr(bags), len(a), _ptr(a),
                                     _ptr(b), _ptr(similarity), _ptr(center), _ptr(sim), _ptr(label_topic),
                                     _ptr(label_term))
    _checked(0 if labels >= 0 else -1, params)
    return center, sim, label_topic[:labels], label_term[:labels]
