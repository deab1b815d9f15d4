#!/usr/bin/env python3
"""Times Lookalike against ssdeep and datasketch on the same folder, end to end.

  compare_tools.py CORPUS --cli build/app/lookalike-cli [--datasketch DIR] [--runs N]

- Lookalike: `lookalike-cli scan` into a new index, then `pairs --min 0.5` as CSV.
- ssdeep: `ssdeep -r -d CORPUS` (context-triggered piecewise hashes of every file, then every
  pair compared; Debian package ssdeep).
- datasketch: MinHashLSH(threshold=0.5, num_perm=128) over 5-word shingles of each file's
  words (lower-cased runs of letters and digits, as ../shared/eval/groundtruth.py reads
  them), every file inserted, then every file queried; the candidates are the pairs it
  reports. DIR is a checkout of github.com/ekzhu/datasketch (it runs on Debian's
  python3-numpy, python3-scipy); run this script with /usr/bin/python3.

Each tool runs --runs times (default 3) with a warm page cache; the best wall time counts.
Prints the times and how many times faster Lookalike is.
"""
import argparse, os, re, subprocess, sys, tempfile, time

WORD = re.compile(rb"[A-Za-z0-9]+")


def files_of(root):
    for d, _, names in os.walk(root):
        for n in sorted(names):
            p = os.path.join(d, n)
            if os.path.isfile(p) and not os.path.islink(p):
                yield p


def run_lookalike(cli, corpus):
    with tempfile.TemporaryDirectory() as tmp:
        db = os.path.join(tmp, "index.sqlite")
        start = time.perf_counter()
        subprocess.run([cli, "scan", "--quiet", "--db", db, corpus], check=True, stdout=subprocess.DEVNULL)
        out = subprocess.run([cli, "pairs", "--db", db, "--min", "0.5"], check=True, capture_output=True).stdout
        return time.perf_counter() - start, out.count(b"\n") - 1


def run_ssdeep(corpus):
    start = time.perf_counter()
    out = subprocess.run(["ssdeep", "-r", "-d", corpus], check=True, capture_output=True).stdout
    return time.perf_counter() - start, out.count(b" matches ")


def run_datasketch(path, corpus):
    sys.path.insert(0, path)
    from datasketch import MinHash, MinHashLSH  # noqa: E402

    start = time.perf_counter()
    lsh = MinHashLSH(threshold=0.5, num_perm=128)
    sketches = {}
    for p in files_of(corpus):
        with open(p, "rb") as f:
            words = [w.lower() for w in WORD.findall(f.read())]
        shingles = {b" ".join(words[i:i + 5]) for i in range(max(1, len(words) - 4))} if words else set()
        m = MinHash(num_perm=128)
        m.update_batch(shingles)
        lsh.insert(p, m)
        sketches[p] = m
    pairs = set()
    for p, m in sketches.items():
        for q in lsh.query(m):
            if q != p:
                pairs.add((min(p, q), max(p, q)))
    return time.perf_counter() - start, len(pairs)


def best(runs, fn):
    results = [fn() for _ in range(runs)]
    return min(results, key=lambda r: r[0])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("corpus")
    ap.add_argument("--cli", required=True)
    ap.add_argument("--datasketch")
    ap.add_argument("--runs", type=int, default=3)
    a = ap.parse_args()
    n = sum(1 for _ in files_of(a.corpus))
    print("corpus: %s, %d files" % (a.corpus, n))
    look = best(a.runs, lambda: run_lookalike(a.cli, a.corpus))
    print("lookalike-cli scan + pairs --min 0.5: %.2f s, %d pairs" % look)
    ss = best(a.runs, lambda: run_ssdeep(a.corpus))
    print("ssdeep -r -d: %.2f s, %d matches: Lookalike is %.1fx faster" % (ss[0], ss[1], ss[0] / look[0]))
    if a.datasketch:
        ds = best(a.runs, lambda: run_datasketch(a.datasketch, a.corpus))
        print("datasketch MinHashLSH (T=0.5, 128 permutations): %.2f s, %d candidate pairs: Lookalike is %.1fx faster"
              % (ds[0], ds[1], ds[0] / look[0]))


if __name__ == "__main__":
    main()
