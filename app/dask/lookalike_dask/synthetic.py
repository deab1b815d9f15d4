"""Synthetic shards at sketch level, for the scale benchmark (tests/bench/bench_dask.py).

Documents come in families of near-duplicates (a base sketch with a share of its MinHash
positions and sample values replaced), a share of them carry one of a few licences (the same
values at a third of their positions and sample: boilerplate), and some families hold exact
copies (equivalent documents). Levels and sample sizes follow the engine's rule (64..127
values; `sampleLevelFor`). Each document also has a bag of words (related documents): about 60
terms, half from the vocabulary of one of many topics, half from a Zipf-distributed general
vocabulary; variants keep most of their base's bag. Written in the shard format
(core/store/ShardFormat.md).
"""
import os
import struct

import numpy as np

from .shard import DOCS_DTYPE, HAS_BAG, HAS_SHINGLES, HAS_SKETCH, MAGIC, VERSION

PARAMS = "w=4;wrap=0;seed=4c6f6f6b616c696b;k=128;sample=64;maxlevel=4;oph16-od-xxh3-mod32"


def _section(name):
    return name.encode("ascii").ljust(8, b"\0")


def _cbor_head(major, n):
    """A CBOR item's head (RFC 8949 3.1): major type and argument."""
    if n < 24:
        return bytes([major << 5 | n])
    for extra, width in ((24, 1), (25, 2), (26, 4), (27, 8)):
        if n < 1 << (8 * width):
            return bytes([major << 5 | extra]) + n.to_bytes(width, "big")
    raise ValueError(n)


def _cbor_text(text):
    data = text.encode("utf-8")
    return _cbor_head(3, len(data)) + data


def catalog_of(name, n):
    """A catalog (ShardFormat.md) naming document i of a shard `name` by a path of its own
    (/synthetic/NAME/i.txt: no such file; merge keeps the figures the job estimated), so that a
    job's answer on these shards can be merged into an index as a real one is."""
    head = _cbor_head(5, 3) + _cbor_text("lookalike") + _cbor_text("synthetic") + _cbor_text("name") + \
        _cbor_text(f"synthetic shard {name}") + _cbor_text("documents") + _cbor_head(4, n)
    entry = _cbor_head(5, 2) + _cbor_text("format") + _cbor_text("text") + _cbor_text("locator")
    return head + b"".join(entry + _cbor_text(f"/synthetic/{name}/{i}.txt") for i in range(n))


def write_shard(path, docs, minhash, offsets, keys, zeros, params=PARAMS, catalog=b"\xa0", bags=None):
    """Writes one shard file from its columns (docs: DOCS_DTYPE records; bags: None, or the bags
    of words as (offsets, terms, counts))."""
    n = len(docs)
    sections = [("params", params.encode()), ("docs", docs.tobytes()), ("minhash", minhash.astype("<u2").tobytes()),
                ("smpoffs", offsets.astype("<u8").tobytes()), ("smpkeys", keys.astype("<u4").tobytes()),
                ("smpzeros", zeros.astype("u1").tobytes()), ("catalog", catalog)]
    if bags is not None:
        sections += [("bagoffs", bags[0].astype("<u8").tobytes()), ("bagterms", bags[1].astype("<u8").tobytes()),
                     ("bagcnts", bags[2].astype("<u4").tobytes())]
    header = MAGIC + struct.pack("<IIQ", VERSION, len(sections), n)
    at = len(header) + 24 * len(sections)
    table = b""
    layout = []
    for name, data in sections:
        at = (at + 7) // 8 * 8
        table += _section(name) + struct.pack("<QQ", at, len(data))
        layout.append((at, data))
        at += len(data)
    tmp = path + ".part"
    with open(tmp, "wb") as f:
        f.write(header + table)
        for offset, data in layout:
            f.seek(offset)
            f.write(data)
    os.replace(tmp, path)


def make_shard(path, n, seed, licences=50, family_share=0.3, k=128, top=4):
    rng = np.random.default_rng(seed)
    # Families: a base document and 1..9 variants of it.
    family = np.zeros(n, dtype=np.int64)
    variant = np.zeros(n, dtype=bool)
    i = 0
    f = 0
    while i < n:
        size = 1 if rng.random() > family_share else int(rng.integers(2, 10))
        size = min(size, n - i)
        family[i:i + size] = f
        variant[i + 1:i + size] = True
        i += size
        f += 1
    shingles = rng.integers(200, 2000, size=n).astype(np.uint64)
    shingles[variant] = shingles[np.searchsorted(family, family[variant])]  # variants about as long
    level = np.zeros(n, dtype=np.uint8)
    expected = shingles.astype(np.float64)
    while True:  # the smallest level whose expected sample is below 2 x 64, at most `top`
        more = (expected >= 128) & (level < top)
        if not more.any():
            break
        level[more] += 1
        expected[more] /= 2
    # MinHash rows: the family's base, a share of positions replaced in variants.
    base_of = np.searchsorted(family, family)  # first member of its family
    minhash = rng.integers(0, 65535, size=(n, k), dtype=np.uint16)
    change = rng.uniform(0.0, 0.6, size=n)
    change[rng.random(n) < 0.2] = 0.0  # exact copies of the base
    keep = rng.random((n, k)) >= change[:, None]
    minhash = np.where(variant[:, None] & keep, minhash[base_of], minhash)
    lic = np.where(rng.random(n) < 0.2, rng.integers(0, licences, size=n), -1)
    lic_rows = np.random.default_rng(7).integers(0, 65535, size=(licences, k), dtype=np.uint16)
    carries = (lic >= 0)[:, None] & (rng.random((n, k)) < 0.3)
    minhash = np.where(carries, lic_rows[np.maximum(lic, 0)], minhash)
    copy = variant & (change == 0.0)  # exact copies: the base's sketch as it is
    minhash[copy] = minhash[base_of[copy]]
    # Samples: 64..127 values, zeros >= level (geometric), the family's values in variants.
    size = np.minimum(np.maximum(np.round(expected).astype(np.int64), 1), 127)
    size[level == 0] = np.minimum(shingles[level == 0].astype(np.int64), 127)
    size[variant] = size[base_of[variant]]
    offsets = np.zeros(n + 1, dtype=np.uint64)
    np.cumsum(size, out=offsets[1:])
    total = int(offsets[-1])
    doc = np.repeat(np.arange(n), size)
    slot = np.arange(total) - np.repeat(offsets[:-1].astype(np.int64), size)
    keys = rng.integers(0, 2**32, size=total, dtype=np.uint64).astype(np.uint32)
    base_at = offsets[base_of[doc]].astype(np.int64) + np.minimum(slot, size[base_of[doc]] - 1)
    same = variant[doc] & (rng.random(total) >= change[doc])
    keys = np.where(same, keys[base_at], keys)
    lic_keys = np.random.default_rng(11).integers(0, 2**32, size=(licences, 127), dtype=np.uint64).astype(np.uint32)
    from_lic = (lic[doc] >= 0) & (rng.random(total) < 0.3)
    keys = np.where(from_lic, lic_keys[np.maximum(lic[doc], 0), slot], keys)
    extra = np.minimum(rng.geometric(0.5, size=total) - 1, top)
    zeros = np.minimum(level[doc].astype(np.int64) + extra, top).astype(np.uint8)
    zeros = np.where(same, zeros[base_at], zeros)
    keys = np.where(copy[doc], keys[base_at], keys)
    zeros = np.where(copy[doc], zeros[base_at], zeros)
    order = np.lexsort((keys, zeros, doc))
    keys, zeros = keys[order], zeros[order]
    # Distinct values within a document.
    dup = np.zeros(total, dtype=bool)
    dup[1:] = (doc[1:] == doc[:-1]) & (keys[1:] == keys[:-1]) & (zeros[1:] == zeros[:-1])
    if dup.any():
        keep_v = ~dup
        keys, zeros, doc = keys[keep_v], zeros[keep_v], doc[keep_v]
        size = np.bincount(doc, minlength=n)
        np.cumsum(size, out=offsets[1:])
    docs = np.zeros(n, dtype=DOCS_DTYPE)
    docs["size"] = shingles.astype(np.int64) * 6
    docs["mtime"] = 1_700_000_000_000 + rng.integers(0, 10**10, size=n)
    docs["shingles"] = shingles
    docs["tokens"] = shingles + 3
    docs["keep"] = rng.integers(0, 2**40, size=n, dtype=np.uint64)
    docs["level"] = level
    docs["flags"] = HAS_SKETCH | HAS_SHINGLES
    # Shingle fingerprints: equal for exact copies of their base.
    fp = rng.integers(1, 2**63, size=(n, 2), dtype=np.uint64)
    fp[copy] = fp[base_of[copy]]
    docs["shingle_lo"], docs["shingle_hi"] = fp[:, 0], fp[:, 1]
    docs["flags"] |= HAS_BAG
    write_shard(path, docs, minhash, offsets, keys, zeros, bags=make_bags(rng, n, base_of, variant, change),
                catalog=catalog_of(f"{seed:05d}", n))
    return n


def _term(word):
    """A word's term: a 64-bit fingerprint, as a stemmed word's is."""
    x = np.asarray(word, dtype=np.uint64) + np.uint64(0x9E3779B97F4A7C15)
    with np.errstate(over="ignore"):
        x = (x ^ (x >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        x = (x ^ (x >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return x ^ (x >> np.uint64(31))


def make_bags(rng, n, base_of, variant, change, topics=20000, topic_words=400, general=200000, size=60):
    """Bags of words (offsets, terms ascending, counts): each document on one of `topics` topics,
    half its words from the topic's vocabulary, half from a general one (Zipf); a variant keeps
    its base's words but for a share `change` of them."""
    topic = rng.integers(0, topics, size=n)
    topic[variant] = topic[base_of[variant]]
    doc = np.repeat(np.arange(n), size)
    from_topic = rng.random(n * size) < 0.5
    word = np.where(from_topic,
                    1_000_000 + topic[doc] * topic_words + np.minimum(rng.zipf(1.3, n * size) - 1, topic_words - 1),
                    np.minimum(rng.zipf(1.1, n * size) - 1, general - 1))
    slot = np.arange(n * size) - doc * size
    same = variant[doc] & (rng.random(n * size) >= change[doc])
    word = np.where(same, word[base_of[doc] * size + slot], word)
    terms = _term(word)
    order = np.lexsort((terms, doc))
    doc, terms = doc[order], terms[order]
    first = np.concatenate([[True], (doc[1:] != doc[:-1]) | (terms[1:] != terms[:-1])])
    starts = np.flatnonzero(first)
    counts = np.diff(np.append(starts, len(doc))).astype(np.uint32)
    doc, terms = doc[starts], terms[starts]
    offsets = np.zeros(n + 1, dtype=np.uint64)
    np.cumsum(np.bincount(doc, minlength=n), out=offsets[1:])
    return offsets, terms, counts
