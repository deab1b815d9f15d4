"""The job's related documents (Haveliwala, Gionis, Indyk): tasks of phase 5, wired by job.py.

Stages, each a map over shards or key ranges with a shuffle between them, as for the
near-duplicates (tasks.py); every decision is the engine's (match/RelatedPairs.h and
cluster/Topics.h through the kernels), so the answer is the one machine's:

  anchors   the anchor windows of crawled pages, by target URL, summed and joined with the
            documents of that URL (their bags take them in)
  weights   document frequencies by term range, the terms kept sent back to the shards that
            hold them; each shard's TF-IDF bags and weighted sketches (a task's result, kept by
            Dask for the stages below)
  lsh       a few tables a round (as many as the workers' memory holds): each document's entry
  +verify   (bucket and place in its random order) shuffled by bucket; the window pairs of
            every bucket sent to the shard of their first document, distinct there, and verified
            a task a block of shards of second documents, given both sides' weighted bags and
            sketches (Dask moves each to a worker once and keeps it there): the post-filter, the
            exact similarity; each document's nearest so far folded by document range
  nearest   a pair kept when either document keeps it among its nearest
  topics    connected components of the related pairs (large-star/small-star, in job.py), CENTER
            and the label words per component; a component of more than a task's share walked
            over several tasks (giant.py's walk), its label words summed by (topic, term) range

Outputs (ShardFormat.md): related-N.npy, topics-N.npy, topiclabels-N.npy.
"""
import numpy as np

from . import giant, kernels
from .shard import HAS_BAG, Shard
from .tasks import (U64, both_ways, concat, gather_csr, in_sorted, pair_a, pair_b, pair_key, place_in_runs, row_order,
                    runs, split, split_by_shard, spread, sum_by_key, without)

RELATED_DTYPE = [("a", "<u8"), ("b", "<u8"), ("similarity", "<f8"), ("agreement", "<f8")]
TOPIC_DTYPE = [("member", "<u8"), ("topic", "<u8"), ("similarity", "<f8")]
LABEL_DTYPE = [("topic", "<u8"), ("rank", "u1"), ("term", "<u8")]


def _csr_from_rows(node):
    """The distinct nodes of rows ascending by node, and the offsets of their runs (a CSR table)."""
    starts, _ = runs(node)
    return node[starts], np.append(starts, len(node)).astype(U64)


# --- anchors ----------------------------------------------------------------------------------

def anchor_map(path, g0, parts):
    """A shard's anchor windows as (url, term, count) rows, and its pages as (url, g) rows, both
    split by URL."""
    shard = Shard(path)
    windows = shard.anchors()  # they may point at pages of other shards
    urls = shard.urls()
    if windows is None:
        url, terms, counts = np.zeros(0, U64), np.zeros(0, U64), np.zeros(0, np.uint32)
    else:
        target, bag_offsets, terms, counts = windows
        lengths = (np.asarray(bag_offsets[1:]) - np.asarray(bag_offsets[:-1])).astype(np.int64)
        url, terms, counts = np.repeat(np.asarray(target), lengths), np.asarray(terms), np.asarray(counts)
    if urls is None:
        pages = np.zeros(0, dtype=np.int64)
        page_url = np.zeros(0, U64)
    else:
        flags = shard.field("flags")
        pages = np.flatnonzero(((flags & HAS_BAG) != 0) & (np.asarray(urls) != 0))
        page_url = np.asarray(urls)[pages]
    return {"windows": split(spread(url, parts), parts, {"url": url, "term": terms, "count": counts}),
            "pages": split(spread(page_url, parts), parts, {"url": page_url, "g": U64(g0) + pages.astype(U64)})}


def anchor_reduce(window_parts, page_parts, starts):
    """A URL range: the windows' terms summed per URL (Related::forEachAnchorBag), given to every
    page of that URL as (g, term, count) rows, split by the shard of g."""
    w = concat(window_parts, ["url", "term", "count"])
    p = concat(page_parts, ["url", "g"])
    out = {"g": np.zeros(0, U64), "term": np.zeros(0, U64), "count": np.zeros(0, np.uint32)}
    if w and p and len(w["url"]) and len(p["url"]):
        # One key a (url, term): the URL's rank among the URLs, then the term.
        urls, url_rank = np.unique(w["url"], return_inverse=True)
        order = np.lexsort((w["term"], url_rank))
        rank, term, count = url_rank[order], w["term"][order], w["count"][order].astype(np.uint64)
        new = np.concatenate([[True], (rank[1:] != rank[:-1]) | (term[1:] != term[:-1])])
        starts_ = np.flatnonzero(new)
        rank, term, count = rank[starts_], term[starts_], np.add.reduceat(count, starts_)
        url_starts = np.searchsorted(rank, np.arange(len(urls) + 1))
        at = np.searchsorted(urls, p["url"])
        at = np.minimum(at, len(urls) - 1)
        found = urls[at] == p["url"]
        pages, page_rank = p["g"][found], at[found]
        lengths = (url_starts[page_rank + 1] - url_starts[page_rank]).astype(np.int64)
        total = int(lengths.sum())
        if total:
            first = np.repeat(url_starts[page_rank] - np.concatenate([[0], np.cumsum(lengths)[:-1]]), lengths)
            rows = first + np.arange(total)
            out = {"g": np.repeat(pages, lengths), "term": term[rows],
                   "count": np.minimum(count[rows], np.iinfo(np.uint32).max).astype(np.uint32)}
    return split_by_shard(out["g"], starts, out)


# --- weights ------------------------------------------------------------------------------------

def shard_bags(path, g0, anchor_parts):
    """The bags of a shard's documents that have one, each with the anchor windows given to its
    URL added (WordBag's addTerms, counts at most 2^32 - 1): global numbers, offsets, terms
    (ascending within a bag) and counts. None when the shard carries no bags. (df_map and weigh
    each compute it: a linear pass, cheaper than keeping it between them.)"""
    shard = Shard(path)
    bags = shard.bags()
    if bags is None:
        return None
    offsets, terms, counts = bags
    flags = shard.field("flags")
    rows = np.flatnonzero((flags & HAS_BAG) != 0)
    new, (terms, counts) = gather_csr(offsets, [terms, counts], rows)
    g = U64(g0) + rows.astype(U64)
    a = concat(anchor_parts or [], ["g", "term", "count"])
    if a and len(a["g"]):
        # Every (document, term) of both, counts of a term in both added.
        doc = np.repeat(np.arange(len(rows)), np.diff(new).astype(np.int64))
        a_doc = np.searchsorted(g, a["g"])
        keep = (a_doc < len(g)) & (g[np.minimum(a_doc, len(g) - 1)] == a["g"])
        doc = np.concatenate([doc, a_doc[keep]])
        term = np.concatenate([terms, a["term"][keep]])
        count = np.concatenate([counts.astype(np.uint64), a["count"][keep].astype(np.uint64)])
        order = np.lexsort((term, doc))
        doc, term, count = doc[order], term[order], count[order]
        first = np.flatnonzero(np.concatenate([[True], (doc[1:] != doc[:-1]) | (term[1:] != term[:-1])]))
        doc, terms = doc[first], term[first]
        counts = np.minimum(np.add.reduceat(count, first), np.iinfo(np.uint32).max).astype(np.uint32)
        new = np.zeros(len(rows) + 1, dtype=U64)
        np.cumsum(np.bincount(doc, minlength=len(rows)), out=new[1:])
    return {"g": g, "offsets": new, "terms": terms, "counts": counts}


def bag_documents(path):
    """How many of a shard's documents have a bag of words (the documents TF-IDF counts)."""
    shard = Shard(path)
    if shard.bags() is None:
        return 0
    return int(np.count_nonzero((shard.field("flags") & HAS_BAG) != 0))


def df_map(path, g0, anchor_parts, parts):
    """How many of a shard's bags hold each term (its distinct terms), split by term."""
    b = shard_bags(path, g0, anchor_parts)
    if b is None or len(b["terms"]) == 0:
        return split(np.zeros(0), parts, {"term": np.zeros(0, U64), "df": np.zeros(0, U64)})
    term, df = np.unique(b["terms"], return_counts=True)
    return split(spread(term, parts), parts, {"term": term, "df": df.astype(U64)})


def df_reduce(parts, documents, params):
    """A term range: document frequencies over all shards; for each shard, the terms it holds that
    are kept, with their frequency."""
    c = concat([{**p, "shard": np.full(len(p["term"]), s, dtype=np.int64)} for s, p in enumerate(parts)])
    S = len(parts)
    if not c or len(c["term"]) == 0:
        return [{"term": np.zeros(0, U64), "df": np.zeros(0, U64)} for _ in range(S)]
    terms, df = sum_by_key(c["term"], c["df"].astype(np.uint32))
    kept = kernels.related_kept_terms(params, documents, df.astype(U64))
    at = np.searchsorted(terms, c["term"])
    wanted = kept[at]
    c = {name: col[wanted] for name, col in c.items()}
    c["df"] = df[at[wanted]].astype(U64)
    return split(c["shard"], S, {"term": c["term"], "df": c["df"]})


def weigh(path, g0, anchor_parts, df_parts, documents, params):
    """A shard's weighted bags (TF-IDF, the heaviest kept, normalized) and weighted sketches, for
    the documents left with a term: {"g", "offsets", "bags", "sketch"}, ascending by g."""
    b = shard_bags(path, g0, anchor_parts)
    kept = concat(df_parts, ["term", "df"])
    if b is None:
        b = {"g": np.zeros(0, U64), "offsets": np.zeros(1, U64), "terms": np.zeros(0, U64),
             "counts": np.zeros(0, np.uint32)}
    if not kept:
        kept = {"term": np.zeros(0, U64), "df": np.zeros(0, U64)}
    order = np.argsort(kept["term"])
    offs, bags, sketch = kernels.related_weigh(params, documents, b["offsets"], b["terms"], b["counts"],
                                               kept["term"][order], kept["df"][order])
    rows = np.flatnonzero(offs[1:] > offs[:-1])  # documents without a term left take no part
    new, (bags,) = gather_csr(offs, [bags], rows)
    return {"g": b["g"][rows], "offsets": new, "bags": bags, "sketch": np.ascontiguousarray(sketch[rows])}


def weighted_size(w):
    """How many documents a shard's weighted bags and sketches hold, and their bytes."""
    return len(w["g"]), int(sum(np.asarray(x).nbytes for x in w.values()))


# --- LSH ----------------------------------------------------------------------------------------

def lsh_map(w, params, first, count, parts):
    """Each weighted document's entries in tables [first, first + count), split by bucket."""
    entries = kernels.related_entries(params, w["sketch"], first, count)
    table = np.repeat(np.arange(count, dtype=np.uint16)[None, :], len(w["g"]), axis=0).ravel()
    g = np.repeat(np.asarray(w["g"]), count)
    entries = entries.ravel()
    keep = entries != np.iinfo(np.uint64).max
    entries, table, g = entries[keep], table[keep], g[keep]
    return split(spread(entries >> U64(kernels.related_params(params)["order_bits"]), parts), parts,
                 {"entry": entries, "table": table, "g": g})


def lsh_reduce(parts, params, starts):
    """The buckets of a range, table by table: the window pairs (relatedWindowPairs), as pair keys
    split by the shard of their first document."""
    c = concat(parts, ["entry", "table", "g"])
    keys = []
    if c and len(c["g"]):
        by_table = np.argsort(c["table"], kind="stable")
        table = c["table"][by_table]
        bounds = np.flatnonzero(np.concatenate([[True], table[1:] != table[:-1], [True]]))
        for lo, hi in zip(bounds[:-1], bounds[1:]):  # a table's rows by entry, then document
            rows = by_table[lo:hi]
            rows = rows[row_order([c["entry"][rows], c["g"][rows]], [64, 64])]
            entry, g = c["entry"][rows], c["g"][rows]
            x, y = kernels.related_window_pairs(params, entry)
            keys.append(np.unique(pair_key(g[x], g[y])))
    key = np.unique(np.concatenate(keys)) if keys else np.zeros(0, U64)
    return split_by_shard(pair_a(key), starts, {"key": key})


# --- verification and the nearest -----------------------------------------------------------------

def verify_blocks(shards, per):
    """The blocks of shards of second documents a verification task takes: `per` consecutive
    shards each (the last fewer)."""
    return [list(range(u, min(shards, u + per))) for u in range(0, shards, per)]


def by_second_block(parts, starts, blocks):
    """A round's candidates of one shard of first documents (from every bucket range): distinct,
    split by the block of shards (verify_blocks) their second documents are in."""
    c = concat(parts, ["key"])
    key = np.unique(c["key"]) if c else np.zeros(0, U64)
    block_of = np.zeros(len(starts) - 1, dtype=np.int64)
    for j, block in enumerate(blocks):
        block_of[block] = j
    shard = np.searchsorted(starts, pair_b(key), side="right") - 1
    return {"parts": split(block_of[shard], len(blocks), {"key": key}), "candidates": len(key)}


ROW_COLUMNS = ["key", "similarity", "agreement"]


def _no_rows():
    return {"key": np.zeros(0, U64), "similarity": np.zeros(0), "agreement": np.zeros(0)}


def _nearest_rows(c, params):
    """Rows (key: the document << 32 | the other document; similarity, agreement), distinct,
    cut to each document's nearest (relatedNearer), ascending by key. A pair among a document's
    nearest of all its rows is among them in any share of those rows that holds it, so each
    share may be cut to its own nearest and the cut shares joined and cut again."""
    if not c or len(c["key"]) == 0:
        return _no_rows()
    _, first = np.unique(c["key"], return_index=True)  # by document, then the other
    c = {name: col[first] for name, col in c.items()}
    doc, other = c["key"] >> U64(32), c["key"] & U64(0xFFFFFFFF)
    keep = kernels.related_nearest(params, doc, np.minimum(doc, other), np.maximum(doc, other), c["similarity"])
    return {name: col[keep] for name, col in c.items()}


def verify(w, theirs, part, params, starts, block, out_parts):
    """The candidates of first documents of one shard (weighted bags w) and second documents of a
    block of shards (theirs, one for each shard of `block`; w's own shard among them: w): the
    post-filter and the exact similarity (verifyRelated). Returns the related pairs as rows both
    ways (_nearest_rows: each document's nearest among them) split by range of that document
    (fold_nearest folds each range's rows of a block of tasks at once), and how many passed the
    post-filter."""
    key = part["key"] if part else np.zeros(0, U64)  # distinct, ascending (by_second_block)
    a, b = pair_a(key), pair_b(key)
    shard = np.searchsorted(starts, b, side="right") - 1
    out = {"a": [], "b": [], "similarity": [], "agreement": []}
    agreed = 0
    for u, side in zip(block, theirs):
        mine = np.flatnonzero(shard == u)
        if len(mine) == 0:
            continue
        x, y = a[mine], b[mine]
        keep, similarity, agreement, passed = kernels.related_verify(
            params, np.searchsorted(w["g"], x), np.searchsorted(side["g"], y), w, side)
        out["a"].append(x[keep])
        out["b"].append(y[keep])
        out["similarity"].append(similarity[keep])
        out["agreement"].append(agreement[keep])
        agreed += int(np.count_nonzero(passed))
    rows = _no_rows()
    if out["a"]:
        x, y = np.concatenate(out["a"]), np.concatenate(out["b"])
        similarity, agreement = np.concatenate(out["similarity"]), np.concatenate(out["agreement"])
        rows = _nearest_rows({"key": np.concatenate([(x << U64(32)) | y, (y << U64(32)) | x]),
                              "similarity": np.concatenate([similarity, similarity]),
                              "agreement": np.concatenate([agreement, agreement])}, params)
    return {"rows": split(spread(rows["key"] >> U64(32), out_parts), out_parts, rows), "agreed": agreed}


def by_range_of_a(a, parts, total):
    """The part of each pair by ranges of its first document: the answer's related-N.npy files,
    each ascending by (a, b), follow one another in that order (merge stores them as read)."""
    return (np.asarray(a, dtype=U64) * U64(parts)) // U64(max(total, 1))


def fold_nearest(kept, parts, params):
    """A document range after an LSH round: each document's nearest (relatedNearer) among the rows
    it kept from earlier rounds and this round's. A pair met in several rounds is verified in each
    and its row kept once (verification is exact, so the copies are equal); a row that is not
    among its document's nearest now cannot be later (rounds only add rows), so no more than the
    nearest of each document are held from round to round."""
    return _nearest_rows(concat(([kept] if kept else []) + list(parts), ROW_COLUMNS), params)


def nearest_pairs(kept, out_parts, total):
    """A document range's nearest rows (fold_nearest's) as pairs, split by ranges of their first
    document (by_range_of_a): a pair kept by either of its documents."""
    doc, other = kept["key"] >> U64(32), kept["key"] & U64(0xFFFFFFFF)
    pairs = {"a": np.minimum(doc, other), "b": np.maximum(doc, other), "similarity": kept["similarity"],
             "agreement": kept["agreement"]}
    return split(by_range_of_a(pairs["a"], out_parts, total), out_parts, pairs)


def related_pairs(parts, out_parts):
    """A range of first documents of the pairs kept (by either document): their rows, ascending
    by (a, b) (the answer's related-N.npy), and as edges both ways (for the components) and by
    first document (for the topics)."""
    c = concat(parts, ["a", "b", "similarity", "agreement"])
    rows = np.zeros(0, dtype=RELATED_DTYPE)
    if c and len(c["a"]):
        _, first = np.unique(pair_key(c["a"], c["b"]), return_index=True)
        rows = np.zeros(len(first), dtype=RELATED_DTYPE)
        for name in ("a", "b", "similarity", "agreement"):
            rows[name] = c[name][first]
    cols = {"a": rows["a"], "b": rows["b"], "similarity": rows["similarity"]}
    return {"rows": rows, "edges": both_ways(rows["a"], rows["b"], out_parts),
            "pairs": split(spread(cols["a"], out_parts), out_parts, cols), "count": len(rows)}


# --- topics -------------------------------------------------------------------------------------

def attach_bags(w, parts, out_parts):
    """The documents of a shard in some component, with their weighted bags as (node, label, term,
    weight) rows, split by component."""
    c = concat(parts, ["node", "label"])
    if not c or len(c["node"]) == 0:
        return split(np.zeros(0), out_parts, {"node": np.zeros(0, U64), "label": np.zeros(0, U64),
                                              "bag": np.zeros(0, kernels.WEIGHTED_TERM)})
    rows = np.searchsorted(w["g"], c["node"])
    offs, (bags,) = gather_csr(w["offsets"], [w["bags"]], rows)
    lengths = np.diff(offs).astype(np.int64)
    cols = {"node": np.repeat(c["node"], lengths), "label": np.repeat(c["label"], lengths), "bag": bags}
    return split(spread(cols["label"], out_parts), out_parts, cols)


def topic_reduce(bag_parts, pair_parts, params, skip):
    """The topics of the components of a label range (relatedTopics through the kernels): every
    member with its topic's centre (the answer's topics-N.npy), the labels (topiclabels-N.npy).
    skip: the labels of components too large for one task (giant_topics), sorted."""
    topics = np.zeros(0, dtype=TOPIC_DTYPE)
    labels = np.zeros(0, dtype=LABEL_DTYPE)
    bags = concat(bag_parts, ["node", "label", "bag"])
    pairs = concat(pair_parts, ["a", "b", "similarity", "label"])
    bags, pairs = without(bags, "label", skip), without(pairs, "label", skip)
    if bags and len(bags["node"]) and pairs and len(pairs["a"]):
        order = np.argsort(bags["node"], kind="stable")  # a bag's terms keep their (ascending) order
        ids, offsets = _csr_from_rows(bags["node"][order])
        order_p = np.lexsort((pairs["b"], pairs["a"]))
        center, similarity, label_topic, label_term = kernels.related_topics(
            params, ids, offsets, bags["bag"][order], pairs["a"][order_p], pairs["b"][order_p],
            pairs["similarity"][order_p])
        inside = center != np.iinfo(np.uint64).max
        topics = np.zeros(int(np.count_nonzero(inside)), dtype=TOPIC_DTYPE)
        topics["member"], topics["topic"], topics["similarity"] = ids[inside], center[inside], similarity[inside]
        labels = np.zeros(len(label_topic), dtype=LABEL_DTYPE)
        labels["topic"], labels["term"] = label_topic, label_term
        if len(label_topic):
            labels["rank"] = place_in_runs(label_topic)
    return {"topics": topics, "labels": labels, "counts": topic_counts(topics)}


def topic_counts(topics):
    return {"topics": int(np.count_nonzero(topics["member"] == topics["topic"])), "members": len(topics)}


# --- topics of components too large for one task (job.giant_topics) ---------------------------
#
# CENTER over a giant component's related pairs is giant.py's walk (the pairs' similarities as
# relatedTopics takes them: not rounded as stored figures); a topic's label words are the terms
# of most weight summed over its members' bags, in relatedTopics' order (the centre, then by
# decreasing similarity, then by document), by (topic, term) range, then the heaviest per topic.

def topic_docs(lab, parts):
    """A node range's documents with their component and a key to keep of 0 (relatedTopics
    gives none), split by component as attach_bags splits the bags: giant.docs's input."""
    node, label = lab["node"], lab["label"]
    return split(spread(label, parts), parts, {"node": node, "label": label, "keep": np.zeros(len(node), U64)})


def topic_edges(pair_parts, giant_labels, threshold):
    """A label range's related pairs of the giant components as CENTER's edges (giant.edges_of)."""
    c = concat([p for p in pair_parts if p is not None], ["a", "b", "similarity", "label"])
    if c:
        mine = in_sorted(c["label"], giant_labels)
        a, b, similarity = c["a"][mine], c["b"][mine], c["similarity"][mine]
    else:
        a, b, similarity = np.zeros(0, U64), np.zeros(0, U64), np.zeros(0)
    zero = np.zeros(len(a))
    return giant.edges_of(a, b, similarity, zero, zero, "center", threshold, stored=False)


def giant_topic_rows(rows, parts):
    """giant.rows' member rows as topics rows (member, topic: the centre, similarity to it), and
    split by member for the label words."""
    topics = np.zeros(len(rows), dtype=TOPIC_DTYPE)
    topics["member"], topics["topic"], topics["similarity"] = rows["member"], rows["cluster"], rows["resemblance"]
    cols = {name: topics[name] for name in ("member", "topic", "similarity")}
    return {"topics": topics, "by_member": split(spread(topics["member"], parts), parts, cols)}


def giant_bags(bag_parts, giant_labels, parts):
    """A label range's bags of the giant components' documents, split by document."""
    c = concat(bag_parts, ["node", "label", "bag"])
    if not c:
        return split(np.zeros(0), parts, {"node": np.zeros(0, U64), "bag": np.zeros(0, kernels.WEIGHTED_TERM)})
    mine = in_sorted(c["label"], giant_labels)
    return split(spread(c["node"][mine], parts), parts, {"node": c["node"][mine], "bag": c["bag"][mine]})


LABEL_TERM_COLUMNS = ["topic", "term", "weight", "member", "similarity", "centre"]


def label_terms(member_parts, bag_parts, parts):
    """A document range: each topic member's weighted terms with its topic and place in it,
    split by (topic, term)."""
    m = concat(member_parts, ["member", "topic", "similarity"])
    b = concat(bag_parts, ["node", "bag"])
    if not m or not b or len(m["member"]) == 0:
        empty = {name: np.zeros(0, np.float64 if name in ("weight", "similarity") else U64)
                 for name in LABEL_TERM_COLUMNS}
        return split(np.zeros(0), parts, empty)
    order = np.argsort(m["member"])
    m = {k: v[order] for k, v in m.items()}
    at = np.minimum(np.searchsorted(m["member"], b["node"]), len(m["member"]) - 1)
    found = m["member"][at] == b["node"]
    at, bag = at[found], b["bag"][found]
    topic, member = m["topic"][at], m["member"][at]
    cols = {"topic": topic, "term": bag["term"].astype(U64), "weight": bag["weight"].astype(np.float64),
            "member": member, "similarity": m["similarity"][at], "centre": (member != topic).astype(U64)}
    return split(spread(pair_key(topic, cols["term"]), parts), parts, cols)


def label_sums(parts, words, out_parts):
    """A (topic, term) range: each term's weight summed over its topic's members in
    relatedTopics' order (kernels.ordered_sums), and each topic's `words` heaviest of the range
    (ties: the lower term), split by topic."""
    c = concat(parts, LABEL_TERM_COLUMNS)
    empty = {"topic": np.zeros(0, U64), "term": np.zeros(0, U64), "weight": np.zeros(0)}
    if not c or len(c["topic"]) == 0:
        return split(np.zeros(0), out_parts, empty)
    order = np.lexsort((c["member"], -c["similarity"], c["centre"], c["term"], c["topic"]))
    topic, term, weight = c["topic"][order], c["term"][order], c["weight"][order]
    new = np.concatenate([[True], (topic[1:] != topic[:-1]) | (term[1:] != term[:-1])])
    st = np.flatnonzero(new)
    sums = kernels.ordered_sums(np.append(st, len(topic)), weight)
    topic, term = topic[st], term[st]
    order = np.lexsort((term, -sums, topic))
    topic, term, sums = topic[order], term[order], sums[order]
    keep = place_in_runs(topic) < words
    return split(spread(topic[keep], out_parts), out_parts, {"topic": topic[keep], "term": term[keep],
                                                             "weight": sums[keep]})


def topic_labels(parts, words):
    """A topic range's label rows: each topic's `words` heaviest terms (ties: the lower)."""
    c = concat(parts, ["topic", "term", "weight"])
    if not c or len(c["topic"]) == 0:
        return np.zeros(0, dtype=LABEL_DTYPE)
    order = np.lexsort((c["term"], -c["weight"], c["topic"]))
    topic, term = c["topic"][order], c["term"][order]
    place = place_in_runs(topic)
    keep = place < words
    labels = np.zeros(int(np.count_nonzero(keep)), dtype=LABEL_DTYPE)
    labels["topic"], labels["term"], labels["rank"] = topic[keep], term[keep], place[keep]
    return labels

