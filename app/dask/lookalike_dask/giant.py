"""Connected components too large for one task, clustered over several (job.py, stage 4; and
the related documents' topics in stage 5, related.py: CENTER over a component's related pairs).

A component of boilerplate can hold a large share of a crawl. cluster_reduce would hold all
its pairs in one task; here its pairs stay spread over tasks:

  - docs        per label range: the giant components' documents, each with its node (the
                document standing for its group of equivalents) and key to keep; per node its
                size, lowest key and the copy a cluster centred on it keeps
  - nodes       the giant components' nodes in one table (sorted; 40 bytes a node, and 9 of
                the state CENTER walks on: bounded by the nodes, not by the pairs)
  - edges       per label range: the pairs as clusterDocuments makes them edges (policyEdge),
                with a histogram of their weights
  - ranges      the edges by weight range (the histogram's quantiles), each sorted as
                clusterDocuments sorts them: by decreasing weight, then by pair
  - walk        CENTER (center, containment) walks the ranges one after another, each task
                handing the state to the next (clusterDocuments' own step, centerEdge); union:
                each component one cluster whose copy kept is the medoid, degrees summed over
                the ranges
  - rows        per label range: each document's cluster and the copy kept; the figures to it
                joined from the pairs by pair key

The answer equals clusterDocuments over the whole component (tst_distributed compares both
ways of the same job, every policy).
"""
import numpy as np

from . import kernels
from .tasks import U64, concat, in_sorted, pair_key, spread, split

ALONE = np.uint32(0xFFFFFFFF)
BINS = 4096  # of the weight histogram (weights are in [0, 1])
ROWS = [("member", "<u8"), ("cluster", "<u8"), ("resemblance", "<f8"), ("containment_in_rep", "<f8"),
        ("containment_of_rep", "<f8")]


def component_sizes(doc_parts, limit):
    """The components of a label range with more than `limit` documents (label, documents),
    and the largest component's documents."""
    d = concat(doc_parts, ["label"])
    if not d or len(d["label"]) == 0:
        return {"label": np.zeros(0, U64), "documents": np.zeros(0, np.int64), "largest": 0}
    label, count = np.unique(d["label"], return_counts=True)
    over = count > limit
    return {"label": label[over], "documents": count[over], "largest": int(count.max())}


def docs(doc_parts, group_parts, giant):
    """The documents of the giant components in a label range, and their nodes."""
    d = concat(doc_parts, ["node", "label", "keep"])
    empty_nodes = {"node": np.zeros(0, U64), "label": np.zeros(0, U64), "keep": np.zeros(0, U64),
                   "size": np.zeros(0, np.uint64), "keeper": np.zeros(0, U64)}
    if not d:
        return {"doc": np.zeros(0, U64), "node": np.zeros(0, U64), "keep": np.zeros(0, U64), "nodes": empty_nodes}
    mine = in_sorted(d["label"], giant)
    doc, label, keep = d["node"][mine], d["label"][mine], d["keep"][mine]
    node = doc.copy()
    g = concat([p for p in group_parts if p is not None], ["member", "rep", "label"])
    if g:
        gm = in_sorted(g["label"], giant)
        member, rep = g["member"][gm], g["rep"][gm]
        order = np.argsort(member)
        member, rep = member[order], rep[order]
        at = np.minimum(np.searchsorted(member, doc), max(len(member) - 1, 0))
        is_member = (member[at] == doc) if len(member) else np.zeros(len(doc), dtype=bool)
        node[is_member] = rep[at[is_member]]
    # Per node (its documents ascending): its lowest key; the copy kept when it is a centre:
    # itself, unless a document of it has a lower key (then the first such with the lowest).
    order = np.lexsort((doc, node))
    doc, node, keep, label = doc[order], node[order], keep[order], label[order]
    new = np.ones(len(node), dtype=bool)
    new[1:] = node[1:] != node[:-1]
    st = np.nonzero(new)[0]
    size = np.diff(np.append(st, len(node))).astype(np.uint64)
    low = np.minimum.reduceat(keep, st) if len(st) else np.zeros(0, U64)
    own = np.zeros(len(st), dtype=U64)
    is_own = doc == node
    own[np.searchsorted(st, np.nonzero(is_own)[0], side="right") - 1] = keep[is_own]
    # The first document of each node with the node's lowest key (order within: ascending doc).
    run = np.repeat(np.arange(len(st)), size.astype(np.int64))
    lowest = keep == low[run]
    first_lowest = np.full(len(st), len(doc), dtype=np.int64)
    np.minimum.at(first_lowest, run[lowest], np.nonzero(lowest)[0])
    keeper = np.where(low < own, doc[np.minimum(first_lowest, len(doc) - 1)], node[st])
    nodes = {"node": node[st], "label": label[st], "keep": low, "size": size, "keeper": keeper}
    return {"doc": doc, "node": node, "keep": keep, "nodes": nodes}


def nodes(doc_tables):
    """Every node of the giant components, sorted (the CENTER walk's numbering). A shard's keys
    to keep carry no user's choice (ShardFormat.md: no marks, no reference folders), so CENTER's
    first pass, around the copies the user chose, has nothing to do here; keys that did would be
    refused rather than clustered otherwise than clusterDocuments does."""
    t = concat([d["nodes"] for d in doc_tables], ["node", "label", "keep", "size", "keeper"])
    if len(t["keep"]) and len(np.unique(kernels.user_ranks(t["keep"]))) > 1:
        raise ValueError("keys to keep with the user's choices in a job's shards: not clustered over several tasks")
    order = np.argsort(t["node"])
    return {name: col[order] for name, col in t.items()}


def edges(pair_parts, giant, policy, threshold):
    """The pairs of the giant components in a label range (figures as stored, for the rows),
    their edges under the policy, and a histogram of the edges' weights."""
    c = concat([p for p in pair_parts if p is not None],
               ["a", "b", "resemblance", "containment_ab", "containment_ba", "label_a", "label_b"])
    if not c:
        return edges_of(np.zeros(0, U64), np.zeros(0, U64), np.zeros(0), np.zeros(0), np.zeros(0), policy, threshold)
    mine = (c["label_a"] == c["label_b"]) & in_sorted(c["label_a"], giant)
    return edges_of(c["a"][mine], c["b"][mine], c["resemblance"][mine], c["containment_ab"][mine],
                    c["containment_ba"][mine], policy, threshold)


def edges_of(a, b, r, cab, cba, policy, threshold, stored=True):
    """Pairs (a, b, figures) as clusterDocuments makes them edges (policyEdge; on the figures as
    the index stores them, or as given), with a histogram of the edges' weights."""
    a, b = np.asarray(a, dtype=U64), np.asarray(b, dtype=U64)
    joins, a_contained, weight, r, cab, cba = kernels.policy_edges(policy, threshold, r, cab, cba, stored)
    u = np.where(a_contained, a, b)[joins]
    v = np.where(a_contained, b, a)[joins]
    e = {"w": weight[joins], "a": a[joins], "b": b[joins], "u": u, "v": v}
    hist = np.bincount(_bin(e["w"]), minlength=BINS)
    return {"pairs": {"a": a, "b": b, "r": r, "cab": cab, "cba": cba}, "edges": e, "hist": hist}


def _bin(w):
    return np.minimum((np.asarray(w) * BINS).astype(np.int64), BINS - 1)


def range_of_bins(hist, ranges):
    """Bins to weight ranges, the heaviest first, each with about as many edges."""
    total = int(hist.sum())
    per = max(1, -(-total // ranges))
    counts = hist[::-1].cumsum()  # from the heaviest bin
    down = np.minimum((counts - hist[::-1]) // per, ranges - 1)  # edges before the bin
    return down[::-1].astype(np.int64)


def by_range(e, bin_range, ranges):
    edge = e["edges"]
    return split(bin_range[_bin(edge["w"])], ranges, edge)


def _numbers(table, nodes):
    """Nodes' numbers in the walk's table (pairs join representatives: every end is a node)."""
    at = np.searchsorted(table["node"], nodes)
    if len(nodes) and (at.max() >= len(table["node"]) or np.any(table["node"][at] != nodes)):
        raise ValueError("a pair of a giant component names a document that is no node of it")
    return at.astype(np.uint32)


def walk_range(parts, table, union):
    """The edges of a weight range in clusterDocuments' order (decreasing weight, then pair),
    as node numbers; union: each node's degree over them."""
    c = concat(parts, ["w", "a", "b", "u", "v"])
    out = {"u": np.zeros(0, np.uint32), "v": np.zeros(0, np.uint32),
           "degree": np.zeros(len(table["node"]) if union else 0, dtype=np.int64)}
    if not c:
        return out
    order = np.lexsort((c["b"], c["a"], -c["w"]))
    u, v = _numbers(table, c["u"][order]), _numbers(table, c["v"][order])
    out["u"], out["v"] = u, v
    if union:  # an edge counts the other end's documents, as clusterDocuments counts them
        n, size = len(table["node"]), table["size"].astype(np.int64)
        out["degree"] = (np.bincount(u, weights=size[v], minlength=n) +
                         np.bincount(v, weights=size[u], minlength=n)).astype(np.int64)
    return out


def start(table):
    n = len(table["node"])
    return {"role": np.zeros(n, np.uint8), "group": np.full(n, ALONE, np.uint32), "forced": np.zeros(n, np.uint32),
            "clusters": 0}


def _copy(state):
    return {"role": state["role"].copy(), "group": state["group"].copy(), "forced": state["forced"].copy(),
            "clusters": state["clusters"]}


def walk(state, walked, table, policy):
    """One weight range of CENTER's walk: the state after it (a copy; Dask keeps inputs)."""
    state = _copy(state)
    kernels.center_walk(policy, table["keep"], state, walked["u"], walked["v"])
    return state


def finish(state, table, policy, degree=None):
    """The walk's end: unassigned nodes of several documents are clusters of their own
    (CENTER), each cluster's copy kept (a document) and that copy's node, and its size in
    documents. Union: a component a cluster; its copy kept is chosen among its documents
    (union_best, union_keepers)."""
    size = table["size"].astype(np.int64)
    if policy == "union":
        _, group = np.unique(table["label"], return_inverse=True)
        group = group.astype(np.uint32)
        keeper = keeper_node = None
    else:
        state = _copy(state)  # not in place: Dask keeps a task's inputs and may run it again on them
        lone = np.nonzero((state["role"] == 0) & (size > 1))[0]
        c = state["clusters"]
        state["group"][lone] = np.arange(c, c + len(lone), dtype=np.uint32)
        state["forced"][c:c + len(lone)] = lone
        state["clusters"] = c + len(lone)
        group = state["group"]
        centre = state["forced"][:state["clusters"]]
        keeper, keeper_node = table["keeper"][centre], table["node"][centre]
    inside = group != ALONE
    count = int(group[inside].max()) + 1 if inside.any() else 0
    documents = np.bincount(group[inside], weights=size[inside], minlength=count).astype(np.int64)
    return {"group": group, "keeper": keeper, "keeper_node": keeper_node, "documents": documents, "degree": degree}


def union_best(doc_table, table, done):
    """Union: per cluster, the best copy to keep among a label range's documents by
    clusterDocuments' rule: the user's marks, then most edges, then the key, then the number."""
    doc, node, keep = doc_table["doc"], doc_table["node"], doc_table["keep"]
    if len(doc) == 0:
        return None
    ix = np.searchsorted(table["node"], node)
    gid = done["group"][ix]
    degree = done["degree"][ix] + table["size"][ix].astype(np.int64) - 1
    rank = kernels.user_ranks(keep)
    order = np.lexsort((doc, keep, -degree, rank, gid))
    first = np.ones(len(order), dtype=bool)
    first[1:] = gid[order][1:] != gid[order][:-1]
    best = order[first]
    return {"gid": gid[best], "rank": rank[best], "degree": degree[best], "keep": keep[best], "doc": doc[best],
            "node": node[best]}


def union_keepers(bests, done):
    c = concat([b for b in bests if b is not None], ["gid", "rank", "degree", "keep", "doc", "node"])
    keeper = np.zeros(len(done["documents"]), dtype=U64)
    keeper_node = np.zeros(len(done["documents"]), dtype=U64)
    if c:
        order = np.lexsort((c["doc"], c["keep"], -c["degree"], c["rank"], c["gid"]))
        g = c["gid"][order]
        first = np.ones(len(order), dtype=bool)
        first[1:] = g[1:] != g[:-1]
        keeper[g[first]] = c["doc"][order][first]
        keeper_node[g[first]] = c["node"][order][first]
    return {**done, "keeper": keeper, "keeper_node": keeper_node}


def member_rows(doc_table, table, done, parts):
    """Each document of a label range in a cluster of two or more: its row, its figures those
    of the pair of its node and the kept copy's (asked by pair key, split by key range), or 1
    where it is of the kept copy's node."""
    doc, node = doc_table["doc"], doc_table["node"]
    gid = done["group"][np.searchsorted(table["node"], node)] if len(doc) else np.zeros(0, np.uint32)
    inside = gid != ALONE
    inside[inside] = done["documents"][gid[inside]] >= 2
    doc, node, gid = doc[inside], node[inside], gid[inside]
    keeper, keeper_node = done["keeper"][gid], done["keeper_node"][gid]
    same = node == keeper_node
    direct = np.zeros(int(np.count_nonzero(same)), dtype=ROWS)
    direct["member"], direct["cluster"] = doc[same], keeper[same]
    direct["resemblance"] = direct["containment_in_rep"] = direct["containment_of_rep"] = 1.0
    ask = ~same
    key = pair_key(node[ask], keeper_node[ask])
    asks = split(spread(key, parts), parts, {"key": key, "member": doc[ask], "node": node[ask],
                                              "cluster": keeper[ask]})
    return {"direct": direct, "asks": asks}


def pairs_by_key(e, parts):
    p = e["pairs"]
    key = pair_key(p["a"], p["b"])
    return split(spread(key, parts), parts, {"key": key, "a": p["a"], "r": p["r"], "cab": p["cab"], "cba": p["cba"]})


def rows(ask_parts, pair_parts, direct):
    """A key range's rows: each member asking for the figures of its pair with the kept copy
    (clusterDocuments' orientation: the member's side of the pair), and the direct rows."""
    a = concat(ask_parts, ["key", "member", "node", "cluster"])
    p = concat(pair_parts, ["key", "a", "r", "cab", "cba"])
    out = [d for d in direct if d is not None and len(d)]
    if a:
        got = np.zeros(len(a["key"]), dtype=ROWS)
        got["member"], got["cluster"] = a["member"], a["cluster"]
        if p and len(p["key"]):
            order = np.argsort(p["key"])
            p = {k: v[order] for k, v in p.items()}
            at = np.minimum(np.searchsorted(p["key"], a["key"]), len(p["key"]) - 1)
            found = p["key"][at] == a["key"]
            at = at[found]
            member_is_a = p["a"][at] == a["node"][found]
            got["resemblance"][found] = p["r"][at]
            got["containment_in_rep"][found] = np.where(member_is_a, p["cab"][at], p["cba"][at])
            got["containment_of_rep"][found] = np.where(member_is_a, p["cba"][at], p["cab"][at])
        out.append(got)
    return np.concatenate(out) if out else np.zeros(0, dtype=ROWS)
