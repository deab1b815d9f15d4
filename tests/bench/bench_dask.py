#!/usr/bin/python3
"""The distributed job at scale: generates sketch shards of N documents (sketch level:
families of near-duplicates, exact copies, licence boilerplate; app/dask/lookalike_dask/
synthetic.py; with bags of words for the related documents) as tasks on a LocalCluster, then
runs the job on them and prints the time of every stage, the bytes each shuffle moved and the
peak memory of every worker.

    /usr/bin/python3 tests/bench/bench_dask.py --documents 10000000 --shards 100 --dir /tmp/b7
    /usr/bin/python3 tests/bench/bench_dask.py --documents 100000 --dir /tmp/b5      # a minute

Shards already in --dir (same count and size) are reused; --out defaults to DIR/job.
"""
import argparse
import json
import os
import sys

sys.dont_write_bytecode = True  # nothing written into the source tree or an installation
import time

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "..", "app", "dask"))


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--documents", type=int, default=100000)
    p.add_argument("--shards", type=int, default=0, help="default: one a 100 000 documents, at least 8")
    p.add_argument("--dir", required=True)
    p.add_argument("--out")
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--memory-limit", default="10GB", help="a worker's (spills to disk beyond)")
    p.add_argument("--bands-per-round", type=int, default=6)
    p.add_argument("--no-related", action="store_true", help="near-duplicates only (no related documents)")
    p.add_argument("--watch", type=float, default=0, metavar="SECONDS",
                   help="every SECONDS, each worker's memory as Dask sees it: process (RSS), managed in "
                        "memory, unmanaged, spilled to disk (MB), and the tasks the scheduler holds")
    args = p.parse_args()

    from distributed import Client, LocalCluster

    from lookalike_dask import job, synthetic

    shards = args.shards or max(8, -(-args.documents // 100000))
    per = -(-args.documents // shards)
    os.makedirs(args.dir, exist_ok=True)
    os.environ["PYTHONPATH"] = os.path.join(here, "..", "..", "app", "dask") + os.pathsep + os.environ.get(
        "PYTHONPATH", "")
    with LocalCluster(n_workers=args.workers, threads_per_worker=1, memory_limit=args.memory_limit,
                      dashboard_address=":0") as cluster, Client(cluster) as client:
        paths = []
        todo = []
        for s in range(shards):
            n = min(per, args.documents - s * per)
            if n <= 0:
                break
            path = os.path.join(args.dir, f"{s:05d}.lkshard")
            paths.append(path)
            if not os.path.exists(path):
                todo.append(client.submit(synthetic.make_shard, path, n, s, pure=False))
        started = time.monotonic()
        total = sum(client.gather(todo))
        if todo:
            print(f"generated {total} documents' sketches in {len(todo)} shards in "
                  f"{time.monotonic() - started:.1f} s", flush=True)
        size = sum(os.path.getsize(p) for p in paths)
        print(f"{len(paths)} shards, {size / 2**30:.2f} GiB", flush=True)
        out = args.out or os.path.join(args.dir, "job")
        if args.watch > 0:
            watch(client, args.watch)
        summary = job.Job(client, paths, out, bands_per_round=args.bands_per_round, related=not args.no_related,
                          log=lambda line: print(line, flush=True)).run()
    print()
    print(f"{'stage':<10} {'seconds':>9} {'shuffled MB':>12}  peak RSS MB per worker")
    for st in summary["stages"]:
        peaks = ", ".join(f"{v:.0f}" for v in st["peak_rss_mb_per_worker"].values())
        print(f"{st['stage']:<10} {st['seconds']:>9.1f} {st['shuffled_mb']:>12.1f}  {peaks}")
    docs_per_s = summary["documents"] / summary["seconds"]
    related = summary.get("related")
    related_line = f", {related['pairs']} related pairs, {related['topics']} topics" if related else ""
    print(f"all: {summary['seconds']:.1f} s for {summary['documents']} documents ({docs_per_s:.0f} docs/s), "
          f"{summary['pairs']} pairs, {summary['clusters']} clusters{related_line}")
    print(json.dumps({k: summary[k] for k in ("documents", "pairs", "clusters", "seconds", "related")
                      if k in summary}))


def _memory(dask_scheduler):
    out = {"tasks": len(dask_scheduler.tasks)}
    for address, ws in dask_scheduler.workers.items():
        m = ws.memory
        out[ws.name] = (m.process, m.managed_in_memory, m.unmanaged, m.managed_spilled)
    return out


def watch(client, seconds):
    """A thread printing each worker's memory every `seconds` (what Dask pauses and spills by)."""
    import threading

    def loop():
        mb = 2**20
        while True:
            time.sleep(seconds)
            try:
                m = client.run_on_scheduler(_memory)
            except Exception:  # noqa: BLE001 - the cluster is closing
                return
            tasks = m.pop("tasks")
            workers = "; ".join(f"{name}: {p / mb:.0f} = {inm / mb:.0f} + {un / mb:.0f} (spilled {sp / mb:.0f})"
                                for name, (p, inm, un, sp) in sorted(m.items(), key=lambda kv: str(kv[0])))
            print(f"  [memory MB, process = managed + unmanaged] {workers}; {tasks} tasks", flush=True)

    threading.Thread(target=loop, daemon=True).start()


if __name__ == "__main__":
    main()
