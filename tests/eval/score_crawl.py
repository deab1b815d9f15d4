#!/usr/bin/env python3
"""Scores Lookalike's crawl answers against make_crawl.py's truth.json.

  score_crawl.py OUTDIR/truth.json --lost-found LF.csv --mirrors M.csv [--evolution EV.json]

LF.csv: header starting `old_url,new_url,resemblance`, one row per URL gone in the newest
sweep, new_url empty when there is no answer.
M.csv: header starting `host_a,host_b,shared_pages,suffix_matches`; an optional `verdict`
column holds `mirror` or `shared-content` (without it every row counts as a mirror).
EV.json (optional): a list of {url, from, to, bucket} (or {"changes": [...]}); bucket names
are compared loosely ("small change", "small", "no_text_change" ...). A .csv with the same
columns works too. Sweeps are matched by label (truth: sweep-1, sweep-2, ...).

URLs are compared exactly, after dropping the angle brackets wget 1.21 writes around them.
Moves whose truth is marked ambiguous are left out. A move answered with a copy of the page
on a mirror host ("acceptable") counts as right and is shown apart.

Exit status 1 if moved pages answered right < 94 %, any false mirror, any missed mirror, or
any deleted page given a new URL; 2 on unreadable input.
"""
import argparse, collections, csv, json, sys


def bare(u):
    u = (u or "").strip()
    return u[1:-1] if u.startswith("<") and u.endswith(">") else u


def read_csv(path, first):
    with open(path, newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        header = [h.strip() for h in (reader.fieldnames or [])]
        if header[:len(first)] != first:
            raise ValueError(f"{path}: header must start with {','.join(first)}")
        reader.fieldnames = header
        return [{k: (v or "").strip() for k, v in r.items() if k} for r in reader]


def pct(a, b):
    return f"{100.0 * a / b:.1f}%" if b else "n/a"


def norm_bucket(b):
    b = (b or "").strip().lower().replace("_", " ").replace("-", " ")
    b = " ".join(b.split())
    if b in ("no change", "unchanged", "identical", "none"):
        return "no change"
    if b in ("no text change", "no text", "markup", "markup only", "notext"):
        return "no text change"
    for k in ("complete", "large", "medium", "small"):
        if b in (k, k + " change"):
            return k
    return b


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("truth")
    ap.add_argument("--lost-found", required=True)
    ap.add_argument("--mirrors", required=True)
    ap.add_argument("--evolution")
    ap.add_argument("--min-moved", type=float, default=94.0, help="pass mark for moved pages, percent")
    ap.add_argument("--show", type=int, default=10, help="examples to list per kind of error")
    a = ap.parse_args()
    try:
        truth = json.load(open(a.truth, encoding="utf-8"))
        lf_rows = read_csv(a.lost_found, ["old_url", "new_url", "resemblance"])
        m_rows = read_csv(a.mirrors, ["host_a", "host_b", "shared_pages", "suffix_matches"])
    except (OSError, ValueError) as e:
        print(f"cannot read input: {e}", file=sys.stderr)
        return 2
    fail = []

    # ---- lost and found
    answer, dup = {}, 0
    for r in lf_rows:
        u = bare(r["old_url"])
        if u in answer:
            dup += 1
            continue
        answer[u] = bare(r.get("new_url"))
    moves = [m for m in truth["moves"] if not m.get("ambiguous")]
    exact, via_copy, wrong, unanswered, norow = [], [], [], [], []
    for m in moves:
        u = m["old_url"]
        if u not in answer:
            norow.append(u)
            continue
        got = answer[u]
        if got == m["new_url"]:
            exact.append(u)
        elif got in m.get("acceptable", []):
            via_copy.append(u)
        elif not got:
            unanswered.append(u)
        else:
            wrong.append((u, got, m["new_url"]))
    right = len(exact) + len(via_copy)
    print(f"Lost and found ({len(lf_rows)} rows{f', {dup} duplicate old_url rows ignored' if dup else ''})")
    print(f"  moved pages: {len(moves)} (left out as ambiguous: {len(truth['moves']) - len(moves)})")
    print(f"    right: {right} ({pct(right, len(moves))}): {len(exact)} same-host new URL, {len(via_copy)} copy on a mirror")
    print(f"    wrong URL: {len(wrong)}; no answer: {len(unanswered)}; no row at all: {len(norow)}")
    for u, got, want in wrong[:a.show]:
        print(f"      {u}\n        answered {got}\n        expected {want}")
    for u in (unanswered + norow)[:a.show]:
        print(f"      unanswered: {u}")
    if not moves or 100.0 * right / len(moves) < a.min_moved:
        fail.append(f"moved pages right {pct(right, len(moves))} < {a.min_moved}%")

    acc = truth.get("moved_acceptable", [])
    acc_right = sum(1 for m in acc if answer.get(m["old_url"]) in m["acceptable"])
    acc_none = sum(1 for m in acc if not answer.get(m["old_url"]))
    print(f"  pages living on only on another host (mirror lag or drop): {len(acc)}: {acc_right} answered with that copy, "
          f"{acc_none} unanswered, {len(acc) - acc_right - acc_none} other URL")

    deleted = truth["deleted"]
    given = [(u, answer[u]) for u in deleted if answer.get(u)]
    d_norow = sum(1 for u in deleted if u not in answer)
    print(f"  deleted pages: {len(deleted)}: wrongly given a URL: {len(given)}; no row at all: {d_norow}")
    for u, got in given[:a.show]:
        print(f"      {u} -> {got}")
    if given:
        fail.append(f"{len(given)} deleted pages given a URL")
    gone = {m["old_url"] for m in truth["moves"]} | {m["old_url"] for m in acc} | set(deleted)
    extra = sorted(set(answer) - gone)
    if extra:
        print(f"  rows for URLs that are not gone in the newest sweep: {len(extra)}, e.g. {extra[0]}")

    # ---- mirrors
    has_verdict = bool(m_rows) and "verdict" in m_rows[0]
    called = collections.defaultdict(set)
    for r in m_rows:
        pair = tuple(sorted((r["host_a"].lower(), r["host_b"].lower())))
        v = r.get("verdict", "mirror").lower() if has_verdict else "mirror"
        called[pair].add(v)
    said_mirror = {p for p, v in called.items() if "mirror" in v}
    mirrors = {tuple(p) for p in truth["mirrors"]}
    shared = {tuple(p) for p in truth["shared_not_mirror"]}
    found, missed, false = mirrors & said_mirror, mirrors - said_mirror, said_mirror - mirrors
    print(f"Mirrors ({len(m_rows)} rows, {'with' if has_verdict else 'no'} verdict column)")
    print(f"  mirror pairs found: {len(found)} / {len(mirrors)}")
    for p in sorted(missed):
        print(f"    missed: {p[0]} {p[1]}")
    print(f"  false mirrors: {len(false)}")
    for p in sorted(false):
        print(f"    false: {p[0]} {p[1]}{'  (shares content, not a mirror)' if p in shared else ''}")
    if has_verdict:
        sh_right = sum(1 for p in shared if "shared-content" in called.get(p, set()) and "mirror" not in called[p])
        sh_absent = sum(1 for p in shared if p not in called)
        print(f"  shared-content pairs classified right: {sh_right} / {len(shared)} ({sh_absent} not listed)")
    else:
        sh_right = sum(1 for p in shared if p not in said_mirror)
        print(f"  shared-content pairs not called mirrors: {sh_right} / {len(shared)}")
    if missed:
        fail.append(f"{len(missed)} missed mirrors")
    if false:
        fail.append(f"{len(false)} false mirrors")

    # ---- evolution (reported only)
    if a.evolution:
        try:
            if a.evolution.endswith(".csv"):
                ev = read_csv(a.evolution, [])
            else:
                ev = json.load(open(a.evolution, encoding="utf-8"))
                if isinstance(ev, dict):
                    ev = ev.get("changes", [])
        except (OSError, ValueError) as e:
            print(f"cannot read {a.evolution}: {e}", file=sys.stderr)
            return 2
        got = {}
        for c in ev:
            got[(bare(c.get("url")), str(c.get("from", "")), str(c.get("to", "")))] = norm_bucket(c.get("bucket") or c.get("change"))
        conf = collections.Counter()
        missing = 0
        for kind in ("article", "index"):
            tc = [c for c in truth["changes"] if c["kind"] == kind and not c["ambiguous"]]
            ok = 0
            for c in tc:
                g = got.get((c["url"], c["from"], c["to"]))
                if g is None:
                    missing += 1
                    continue
                ok += g == c["bucket"]
                if kind == "article":
                    conf[(c["bucket"], g)] += 1
            print(f"Evolution, {kind} pages: bucket right {ok} / {len(tc)} ({pct(ok, len(tc))})")
        if missing:
            print(f"  changes in the truth with no entry: {missing}")
        order = ["no change", "no text change", "small", "medium", "large", "complete"]
        print("  truth \\ answer   " + " ".join(f"{b[:9]:>9}" for b in order) + "     other")
        for t in order:
            row = [conf[(t, g)] for g in order]
            other = sum(v for (x, g), v in conf.items() if x == t and g not in order)
            print(f"  {t:16} " + " ".join(f"{v:9}" for v in row) + f" {other:9}")

    print("FAIL: " + "; ".join(fail) if fail else "PASS")
    return 1 if fail else 0


if __name__ == "__main__":
    sys.exit(main())
