#!/usr/bin/python3
"""The distributed job's shuffle against Dask's own, on the job's data: rows of (64-bit key,
32-bit document number) made by S map tasks, regrouped by key into P ranges, each range then
sorted by key and its distinct keys counted (what band_reduce and posting_reduce start with).

  - hand-made (job.py): each map splits its rows by key range (tasks.split), one `pick` task a
    (map, range) hands a part to the range's reduce;
  - dask.dataframe: the same rows as pandas DataFrames, `shuffle(on="part", shuffle=...)` with
    each method Dask 2022.12 has ("tasks"; "p2p", which needs pyarrow: Debian 12 does not
    package it, so it fails here and says so), then the same reduce per partition.

    /usr/bin/python3 tests/bench/bench_shuffle.py --rows 20000000 --maps 16 --ranges 8

Prints each method's wall time, the bytes held, and the workers' peak memory.
"""
import argparse
import os
import sys
import time

sys.dont_write_bytecode = True
here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "..", "app", "dask"))

import numpy as np  # noqa: E402


def make_rows(seed, n):
    rng = np.random.default_rng(seed)
    # Band keys repeat (near-duplicates share them): a fifth of the rows draw from a small pool.
    key = rng.integers(0, 2**63, size=n, dtype=np.uint64)
    shared = rng.random(n) < 0.2
    key[shared] = rng.integers(0, n // 50 + 1, size=int(shared.sum()), dtype=np.uint64) * np.uint64(0x9E3779B97F4A7C15)
    return {"key": key, "g": (np.arange(n, dtype=np.uint32) + np.uint32(seed * n))}


def hand_map(seed, n, parts):
    from lookalike_dask.tasks import spread, split
    rows = make_rows(seed, n)
    return split(spread(rows["key"], parts), parts, rows)


def hand_reduce(parts):
    from lookalike_dask.tasks import concat
    c = concat(parts, ["key", "g"])
    order = np.lexsort((c["g"], c["key"]))
    key = c["key"][order]
    return int(np.count_nonzero(np.concatenate([[True], key[1:] != key[:-1]]))) if len(key) else 0


def frame_map(seed, n, parts):
    import pandas as pd
    from lookalike_dask.tasks import spread
    rows = make_rows(seed, n)
    return pd.DataFrame({"key": rows["key"], "g": rows["g"], "part": spread(rows["key"], parts).astype(np.int64)})


def frame_reduce(df):
    import pandas as pd
    if len(df) == 0:
        return pd.Series([0])
    key = np.sort(df["key"].to_numpy(), kind="stable")
    return pd.Series([int(np.count_nonzero(np.concatenate([[True], key[1:] != key[:-1]])))])


def peak(client):
    import resource
    return max(client.run(lambda: resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024).values())


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--rows", type=int, default=20_000_000)
    p.add_argument("--maps", type=int, default=16)
    p.add_argument("--ranges", type=int, default=8)
    p.add_argument("--workers", type=int, default=2)
    args = p.parse_args()
    from distributed import Client, LocalCluster, wait
    import dask.dataframe as dd

    n = args.rows // args.maps
    print(f"{args.maps * n} rows of 12 bytes ({args.maps * n * 12 / 2**20:.0f} MB) from {args.maps} maps into "
          f"{args.ranges} key ranges, {args.workers} workers", flush=True)
    os.environ["PYTHONPATH"] = os.path.join(here, "..", "..", "app", "dask") + os.pathsep + os.environ.get(
        "PYTHONPATH", "")
    results = {}
    for method in ("hand-made", "tasks", "p2p"):
        # A cluster a method: the peak memory is its own.
        with LocalCluster(n_workers=args.workers, threads_per_worker=1, memory_limit="10GB",
                          dashboard_address=":0") as cluster, Client(cluster) as client:
            started = time.monotonic()
            try:
                if method == "hand-made":
                    from lookalike_dask.tasks import pick
                    maps = [client.submit(hand_map, s, n, args.ranges, pure=False) for s in range(args.maps)]
                    parts = [[client.submit(pick, m, r, pure=False) for r in range(args.ranges)] for m in maps]
                    reduces = [client.submit(hand_reduce, [row[r] for row in parts], pure=False)
                               for r in range(args.ranges)]
                    wait(reduces)
                    distinct = sum(client.gather(reduces))
                else:
                    frames = [client.submit(frame_map, s, n, args.ranges, pure=False) for s in range(args.maps)]
                    meta = frame_map(0, 0, args.ranges)
                    ddf = dd.from_delayed(frames, meta=meta, verify_meta=False)
                    shuffled = ddf.shuffle(on="part", shuffle=method, npartitions=args.ranges)
                    counts = shuffled.map_partitions(frame_reduce, meta=(None, "i8"))
                    distinct = int(counts.sum().compute())
            except Exception as e:  # noqa: BLE001 - a method this Dask does not run
                print(f"{method:<10} failed: {type(e).__name__}: {str(e)[:200]}", flush=True)
                continue
            seconds = time.monotonic() - started
            results[method] = seconds
            print(f"{method:<10} {seconds:7.1f} s   {distinct} distinct keys   peak worker memory "
                  f"{peak(client) / 2**20:.0f} MB", flush=True)


if __name__ == "__main__":
    main()
