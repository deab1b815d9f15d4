#!/usr/bin/env python3
"""Precision@10 of "What's related" on a topic-labelled corpus, against plain shingle
resemblance on the same documents.

The corpus: a folder whose first-level subfolders are the topics (make one from Debian's
documentation packages with --make). The index: `lookalike-cli scan --db DB CORPUS` (which
finds related documents after matching). For every document, its neighbours from the index's
related pairs (most similar first, at most 10) are compared with the neighbours by exact
w-word shingle resemblance (every pair computed; tokens as ../shared/eval/groundtruth.py: runs
of letters and digits, case-folded, HTML tags dropped, .gz decompressed).

Printed per lens: precision@10 over the documents with a neighbour (same-topic neighbours /
neighbours listed), the same with missing places counted as misses (/10), and coverage.
"""
import argparse, collections, gzip, html, os, re, shutil, sqlite3, sys

TAG = re.compile(r"<script.*?</script>|<style.*?</style>|<!--.*?-->|<[^>]*>", re.S | re.I)
WORD = re.compile(r"[^\W_]+", re.U)

# Topics from Debian's documentation packages (packaging/bootstrap.sh installs them for the
# test): chapters of the PostgreSQL manual (file name prefixes) and of the Python library
# reference (library/index.html's toctree). Within one package every page has the same
# template, so shingles shared by a template say nothing about the topic.
PG = "/usr/share/doc/postgresql-doc-15/html"
PG_TOPICS = []
PY = "/usr/share/doc/python3.11/html/library"
PY_TOPICS = ["internet.html", "datatypes.html", "allos.html", "python.html", "markup.html", "language.html",
             "filesys.html", "concurrency.html", "tk.html", "development.html", "unix.html", "modules.html"]


def python_chapters():
    text = open(os.path.join(PY, "index.html"), encoding="utf-8").read()
    chapters = {}
    for part in re.split(r'<li class="toctree-l1">', text)[1:]:
        head = re.search(r'href="([^"#]+)', part)
        pages = re.findall(r'<li class="toctree-l2"><a class="reference internal" href="([^"#]+)', part)
        if head:
            chapters[head.group(1)] = sorted(set(pages))
    return chapters


def make(root, per_topic):
    for topic in PG_TOPICS:
        files = sorted(f for f in os.listdir(PG) if f.startswith(topic + "-"))[:per_topic]
        os.makedirs(os.path.join(root, "pg-" + topic), exist_ok=True)
        for f in files:
            shutil.copy(os.path.join(PG, f), os.path.join(root, "pg-" + topic, f))
    chapters = python_chapters()
    for chapter in PY_TOPICS:
        topic = "py-" + chapter[:-len(".html")]
        os.makedirs(os.path.join(root, topic), exist_ok=True)
        for f in chapters[chapter][:per_topic]:
            shutil.copy(os.path.join(PY, f), os.path.join(root, topic, f))


def tokens(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rb") as f:
        text = f.read().decode("utf-8", "replace")
    if ".htm" in path.lower():
        text = html.unescape(TAG.sub(" ", text))
    return [t.casefold() for t in WORD.findall(text)]


def shingle_neighbours(root, docs, w, k):
    sets = []
    for p in docs:
        words = tokens(os.path.join(root, p))
        sets.append({hash(tuple(words[i:i + w])) for i in range(max(1, len(words) - w + 1))})
    index = collections.defaultdict(list)
    for i, s in enumerate(sets):
        for sh in s:
            index[sh].append(i)
    out = []
    for i, s in enumerate(sets):
        common = collections.Counter()
        for sh in s:
            for j in index[sh]:
                if j != i:
                    common[j] += 1
        scored = sorted(((c / (len(s) + len(sets[j]) - c), j) for j, c in common.items()), reverse=True)
        out.append([j for r, j in scored[:k] if r > 0])
    return out


def related_neighbours(db, root, docs, k):
    con = sqlite3.connect(db)
    ids = {}
    for i, loc in con.execute("SELECT id, locator FROM documents"):
        ids[i] = os.path.relpath(loc, root)
    where = {p: n for n, p in enumerate(docs)}
    lists = collections.defaultdict(list)
    for a, b, s in con.execute("SELECT doc_a, doc_b, similarity FROM related_pairs"):
        if ids.get(a) in where and ids.get(b) in where:
            lists[where[ids[a]]].append((s, where[ids[b]]))
            lists[where[ids[b]]].append((s, where[ids[a]]))
    return [[j for s, j in sorted(lists[i], reverse=True)[:k]] for i in range(len(docs))]


def score(name, docs, neighbours, k):
    topic = [d.split(os.sep)[0] for d in docs]
    listed = [n for n in neighbours if n]
    p_listed = sum(sum(topic[j] == topic[i] for j in n) / len(n) for i, n in enumerate(neighbours) if n) / max(1, len(listed))
    p_fixed = sum(sum(topic[j] == topic[i] for j in n) / k for i, n in enumerate(neighbours)) / len(docs)
    print(f"{name:22s} precision@{k} {p_listed:.3f} over documents with neighbours; "
          f"{p_fixed:.3f} counting empty places as misses; coverage {len(listed)}/{len(docs)}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus")
    ap.add_argument("--db", help="the index scanned from CORPUS")
    ap.add_argument("--make", type=int, metavar="N", help="first make CORPUS: N documents per topic")
    ap.add_argument("-w", type=int, default=5)
    ap.add_argument("-k", type=int, default=10)
    a = ap.parse_args()
    root = os.path.abspath(a.corpus)
    if a.make:
        make(root, a.make)
        if not a.db:
            return
    docs = sorted(os.path.relpath(os.path.join(d, f), root) for d, _, fs in os.walk(root) for f in fs)
    score("related (TF-IDF bags)", docs, related_neighbours(a.db, root, docs, a.k), a.k)
    score(f"shingles (w={a.w})", docs, shingle_neighbours(root, docs, a.w, a.k), a.k)


if __name__ == "__main__":
    sys.exit(main())
