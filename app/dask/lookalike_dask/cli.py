"""lookalike-dask: match and cluster Lookalike shards on a Dask.distributed cluster."""
import argparse
import glob
import os
import subprocess
import sys

from . import job as jobmod
from .shard import ShardError

try:
    from distributed.scheduler import KilledWorker
except ImportError:  # elsewhere in another version of Dask: reported as any other error
    class KilledWorker(Exception):
        pass


def _parser():
    p = argparse.ArgumentParser(
        prog="lookalike-dask",
        description="Match and cluster sketch shards (made by `lookalike-cli shard`) on a Dask cluster; "
                    "bring the answer home with `lookalike-cli merge --db INDEX --job OUT`.")
    p.add_argument("shards", nargs="*",
                   help="shard files (.lkshard) or folders of them, as paths (read by the workers that have them) "
                        "or URLs every worker reaches (http://..., through fsspec)")
    p.add_argument("--out", required=True,
                   help="where the answer is written (pairs, groups, clusters, manifest.json): a folder of this "
                        "machine, or a URL fsspec writes to; the workers send it here")
    p.add_argument("--scheduler", help="the Dask scheduler's address (tcp://host:8786); none: a LocalCluster")
    p.add_argument("--workers", type=int, default=2, help="LocalCluster: worker processes (default 2)")
    p.add_argument("--threads", type=int, default=1, help="LocalCluster: threads a worker (default 1)")
    p.add_argument("--memory-limit", default="auto", help="LocalCluster: memory a worker, e.g. 4GB (default auto)")
    p.add_argument("--threshold", type=float, help="resemblance of the pairs kept (default: a scan's, 0.5)")
    p.add_argument("--containment", type=float, help="containment either way of the pairs kept (default 0.8)")
    p.add_argument("--policy", choices=["center", "union", "containment"],
                   help="clustering (default: a scan's, center)")
    p.add_argument("--cluster-threshold", type=float, help="clustering threshold (default: a scan's, 0.7)")
    p.add_argument("--cutoff", type=int, default=0,
                   help="posting lists and band buckets longer than this are common (default: automatic)")
    p.add_argument("--partitions", type=int, default=0, help="key ranges a shuffle spreads over (default: automatic)")
    p.add_argument("--bands-per-round", type=int, default=8,
                   help="bands whose keys are shuffled at once (fewer: less memory; default 8)")
    p.add_argument("--candidates-per-round", type=int, default=0,
                   help="candidates decided a round, their sketches in memory at once (default: follows the "
                        "workers' memory; a round is at least a shard a worker thread)")
    p.add_argument("--decide-slice", type=int, default=0,
                   help="candidates a decide task decides at once, both sides' sketches in memory "
                        "(default 16384)")
    p.add_argument("--values-per-round", type=int, default=0,
                   help="sample values whose postings are shuffled a round (default: follows the workers' memory)")
    p.add_argument("--component-limit", type=int, default=0,
                   help="documents of a connected component clustered in one task; larger ones are clustered over "
                        "several (default: a task's share of the documents, at least 1000)")
    p.add_argument("--related-threshold", type=float,
                   help="similarity of the related documents kept (default: a scan's, 0.05); shards without bags "
                        "of words have none")
    p.add_argument("--no-related", action="store_true", help="no related documents (near-duplicates only)")
    p.add_argument("--tables-per-round", type=int, default=0,
                   help="related documents: LSH tables whose candidates are found and verified at once "
                        "(default: follows the workers' memory)")
    p.add_argument("--verify-shards", type=int, default=0,
                   help="related documents: shards of second documents whose weighted bags a verification task "
                        "holds (default: as many as a tenth of a worker's memory holds)")
    p.add_argument("--sketch", nargs="+", metavar="INPUT",
                   help="first sketch these inputs (folders, or WARC/ARC files with --archives) into shards in "
                        "--shard-dir, one a task on the workers (lookalike-cli shard)")
    p.add_argument("--archives", action="store_true", help="--sketch: the inputs are web archives")
    p.add_argument("--shard-dir",
                   help="--sketch: where each worker writes the shards it makes (its own disk: the job ships "
                        "them to the other workers)")
    p.add_argument("--lookalike-cli", default="lookalike-cli", help="--sketch: the CLI on the workers")
    p.add_argument("--progress", action="store_true", help="Dask's progress bar for every stage")
    return p


def _shard_files(items):
    out = []
    for item in items:
        if "://" not in item and os.path.isdir(item):
            out += sorted(glob.glob(os.path.join(item, "*.lkshard")))
        else:
            out.append(item)
    return out


def sketch_input(cli, item, shard, archives):
    """A task: `lookalike-cli shard` of one input on the worker that runs it, into its own folder;
    (the shard's path, that worker's address)."""
    from distributed import get_worker
    os.makedirs(os.path.dirname(shard), exist_ok=True)
    command = [cli, "shard", "--out", shard] + (["--archives"] if archives else []) + [item]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed: {done.stderr.strip()}")
    return shard, get_worker().address


def main(argv=None):
    args = _parser().parse_args(argv)
    from distributed import Client, LocalCluster

    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    os.environ["PYTHONPATH"] = here + os.pathsep + os.environ.get("PYTHONPATH", "")  # for local workers
    if args.scheduler:
        client = Client(args.scheduler)
        cluster = None
    else:
        cluster = LocalCluster(n_workers=args.workers, threads_per_worker=args.threads,
                               memory_limit=args.memory_limit, dashboard_address=":0")
        client = Client(cluster)
    try:
        # The dashboard's plots need bokeh (not packaged in Debian 12); the scheduler's own pages
        # (workers, their tasks and logs) are served without it.
        info = client.dashboard_link.rsplit("/", 1)[0] + "/info/main/workers.html"
        print(f"Dask: {client.scheduler.address}; dashboard: {client.dashboard_link} (with bokeh), "
              f"workers: {info}", file=sys.stderr)
        shards = _shard_files(args.shards)
        hints = None
        if args.sketch:
            if not args.shard_dir:
                print("lookalike-dask: --sketch needs --shard-dir", file=sys.stderr)
                return 2
            futures = [client.submit(sketch_input, args.lookalike_cli, item,
                                     os.path.join(os.path.abspath(args.shard_dir), f"{i:05d}.lkshard"), args.archives,
                                     pure=False)
                       for i, item in enumerate(args.sketch)]
            if args.progress:
                from distributed import progress
                progress(futures)
            made = client.gather(futures)
            shards += [path for path, _ in made]
            hints = [None] * (len(shards) - len(made)) + [worker for _, worker in made]
        if not shards:
            print("lookalike-dask: no shards given", file=sys.stderr)
            return 2
        job = jobmod.Job(client, shards, args.out, threshold=args.threshold, containment=args.containment,
                         policy=args.policy, cluster_threshold=args.cluster_threshold, cutoff=args.cutoff,
                         partitions=args.partitions, bands_per_round=args.bands_per_round,
                         candidates_per_round=args.candidates_per_round, values_per_round=args.values_per_round,
                         decide_slice=args.decide_slice, component_limit=args.component_limit,
                         related=not args.no_related,
                         related_params=f"t={args.related_threshold}" if args.related_threshold is not None else "",
                         tables_per_round=args.tables_per_round, verify_shards=args.verify_shards,
                         progress=args.progress,
                         log=lambda line: print(line, file=sys.stderr))
        summary = job.run(hints)
        related_line = ""
        if "related" in summary:
            related_line = f", {summary['related']['pairs']} related pairs, {summary['related']['topics']} topics"
        print(f"{summary['documents']} documents, {summary['pairs']} pairs, {summary['clusters']} clusters"
              f"{related_line} in {summary['seconds']:.1f} s; written to {args.out}")
        return 0
    except KilledWorker as e:
        print(f"lookalike-dask: {e} (a worker died running it: out of memory? give the workers more "
              f"--memory-limit, fewer --bands-per-round, or make smaller shards)", file=sys.stderr)
        return 1
    except (ShardError, jobmod.JobError, ValueError, RuntimeError, OSError) as e:
        print(f"lookalike-dask: {e}", file=sys.stderr)
        return 1
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


if __name__ == "__main__":
    sys.exit(main())
