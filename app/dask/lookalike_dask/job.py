"""The distributed job: shards in, pairs and clusters out, on a Dask.distributed cluster.

Stages (each a map over shards or key ranges, with Dask's shuffle between them as task
outputs split by key; nothing gathers the documents or the pairs into one process):

  0. groups      documents with the same shingle set, by fingerprint: one represents them
  1. banding     value counts per MinHash position (phi, the share of boilerplate), band keys
                 by key range: pairs of small buckets, boilerplate pairs of common ones
  2. samples     Broder's inverted index by key range: pairs counted over rare keys, common
                 values per document, the common lists walked for documents made of them (each
                 walk asks the shards of its documents which are: a join, not a broadcast)
  3. decide      every candidate joined with both documents' sketches (by the shard of each)
                 and decided by the engine's kernels: the pairs
  4. clusters    connected components of the pairs at the clustering threshold by
                 large-star/small-star, then the engine's clustering (CENTER) per component; a
                 component too large for one task over several (giant.py)
  5. related     when the shards carry bags of words: anchor windows, TF-IDF weights, weighted
                 sketches, a second set of band keys (LSH), verification, each document's
                 nearest, and topics (CENTER per component; a component too large for one
                 task walked over several, as in stage 4): related.py

The decisions are the single-machine matcher's (app/dask/kernels.cpp), so the answer equals
`lookalike-cli merge --estimates-only` of the same shards.

No disk is shared: a shard is read where a worker can reach it (its own path, a URL through
fsspec, or its bytes shipped by Dask from the one worker that sees its file: Job.locate), every
intermediate table travels between tasks through Dask (workers' memory, spilled to their own
disks), and the answer's tables reach this process one at a time as their stage ends, written
to the output folder or URL (Output).
"""
import functools
import json
import operator
import os
import time
import uuid

import numpy as np
from distributed import wait

import cloudpickle

from . import giant, kernels, related, scheduler_side, tasks
from .shard import ShardError, UrlSource, drop_cache, is_url, local_or_url, reachable, read_bytes

# What a round holds at once, for every 20 GB of the workers' memory (the rounds follow the
# data over the cluster's memory: more machines, the same number of rounds): sample values whose
# postings are shuffled (about 10 bytes each, several copies in sorting), and candidates decided
# (those worth it carry a sketch, about 700 bytes, through the shuffle).
VALUES_PER_ROUND = 150_000_000
CANDIDATES_PER_ROUND = 2_500_000
MEMORY_UNIT = 20 * 2**30
# Documents a key range of the related stages holds at most (the 10^6-document job, 10 ranges of
# 100 000, peaked at 2.2 GB a worker).
RELATED_DOCUMENTS_PER_PART = 100_000
# LSH entries a round of the related stages shuffles, for every 20 GB of the workers' memory
# (each about 18 bytes, and the round's candidates, distinct within it, about as many again of
# 8 bytes; Dask spills what memory does not hold to each worker's disk): all 60 tables in one
# round up to 10^7 documents on two 4 GB workers. A round is a pass of verification over every
# shard's weighted bags, and a pair of similar documents, met in many tables, is verified again
# in each round that meets it: at 10^7 documents, rounds of 10 tables spent more than 14 minutes
# a round reading weighted bags back from disk; 1.5 x 10^9 gave two rounds there (55 and 5 tables
# on workers of "4GB", 4 x 10^9 bytes), so two passes of verification.
ENTRIES_PER_ROUND = 1_650_000_000
# The share of a worker's memory a verification task's block of shards of second documents
# takes (their weighted bags and sketches; a shard of 10^5 generated documents: about 78 MB).
# Beside what Dask keeps in memory (60 % of it before spilling): blocks of a quarter of 4 GB
# made both workers of a 10^7-document job pass 95 % and be restarted.
VERIFY_SHARE = 0.1

# The tables the job writes (prefix-N.npy, ShardFormat.md).
OUTPUTS = ("pairs", "uncertain", "groups", "clusters", "related", "topics", "topiclabels")


class JobError(Exception):
    pass


class Output:
    """Where the answer goes: a folder of this machine or a URL fsspec writes to (file://,
    memory://, an object store whose fsspec package is installed). The tables arrive one at a
    time (the client holds one), the manifest last, by a rename."""

    def __init__(self, where):
        import fsspec
        self.fs, self.root = fsspec.core.url_to_fs(where)
        self.written = []

    def path(self, name):
        return self.root.rstrip("/") + "/" + name

    def clear(self):
        """Makes the folder, and removes an earlier run's answer from it (the manifest too: a run
        that fails must not leave an earlier manifest beside its own partial answers)."""
        self.fs.makedirs(self.root, exist_ok=True)
        for entry in self.fs.ls(self.root, detail=False):
            name = entry.rstrip("/").rsplit("/", 1)[-1]
            if (name.endswith(".npy") and name.split("-")[0] in OUTPUTS) or name in ("manifest.json",
                                                                                     "manifest.json.part"):
                self.fs.rm(entry)

    def save(self, name, array):
        with self.fs.open(self.path(name), "wb") as f:
            np.save(f, array)
        self.written.append(name)

    def manifest(self, summary):
        """The manifest, naming every table written (merge checks they are all there)."""
        with self.fs.open(self.path("manifest.json.part"), "w") as f:
            json.dump({**summary, "files": sorted(self.written)}, f, indent=1)
        self.fs.mv(self.path("manifest.json.part"), self.path("manifest.json"))


class Writer:
    """A thread of this process that fetches the answer's tables from the workers and writes
    them, one at a time (the process holds one), while the job goes on. close() waits for what
    was handed over and raises the first error met."""

    def __init__(self, out):
        import queue
        import threading
        self.out = out
        self.queue = queue.Queue()
        self.error = None
        self.thread = threading.Thread(target=self._loop, name="lookalike-dask-writer", daemon=True)
        self.thread.start()

    def _loop(self):
        while True:
            item = self.queue.get()
            if item is None:
                return
            name, future = item
            if self.error is None:
                try:
                    self.out.save(name, future.result())
                except Exception as e:  # noqa: BLE001 - raised again by close()
                    self.error = e
            del item, future  # the table is released as soon as it is written

    def put(self, item):
        self.queue.put(item)

    def close(self, quiet=False):
        if self.thread.is_alive():
            self.queue.put(None)
            self.thread.join()
        if self.error is not None and not quiet:
            error, self.error = self.error, None
            raise error


class Job:
    def __init__(self, client, shards, out_dir, threshold=None, containment=None, policy=None,
                 cluster_threshold=None, cutoff=0, partitions=0, bands_per_round=8, candidates_per_round=0,
                 values_per_round=0, decide_slice=0, component_limit=0, related=True, related_params="",
                 tables_per_round=0, verify_shards=0, progress=False, log=print):
        d_threshold, d_containment, d_policy, d_cluster = kernels.defaults()
        self.client = client
        self.locations = [p if is_url(p) else os.path.abspath(p) for p in map(local_or_url, shards)]
        self.paths = []  # what each shard's tasks read it from: locate(), when the job runs
        self.out = Output(out_dir if is_url(out_dir) else os.path.abspath(out_dir))
        self.token = uuid.uuid4().hex
        self.threshold = d_threshold if threshold is None else threshold
        self.containment = d_containment if containment is None else containment
        self.policy = policy or d_policy
        self.cluster_threshold = d_cluster if cluster_threshold is None else cluster_threshold
        self.asked_cutoff = cutoff
        workers = client.scheduler_info()["workers"]
        threads = sum(w.get("nthreads", 1) for w in workers.values()) or 1
        self.threads = threads
        memory = sum(w.get("memory_limit") or 0 for w in workers.values())
        limits = [w.get("memory_limit") or 0 for w in workers.values()]
        self.worker_memory = min(limits) if limits and min(limits) > 0 else 4 * 2**30
        self.memory_share = max(0.1, memory / MEMORY_UNIT) if memory else 1.0
        # Key ranges a shuffle spreads over: a few a worker thread, as many as shards where they
        # are fewer, at most 64. Every shuffle is S x P parts, each a task the scheduler tracks:
        # at 10^7 documents in 100 shards on 2 threads, 64 ranges made 680 000 tasks at once
        # (samples in 16 rounds) and the scheduler, not the work, set the pace.
        self.parts = partitions or max(2 * threads, min(len(self.locations), 8 * threads, 64))
        self.asked_parts = partitions
        self.bands_per_round = bands_per_round
        self.candidates_per_round = candidates_per_round or int(CANDIDATES_PER_ROUND * self.memory_share)
        self.values_per_round = values_per_round or int(VALUES_PER_ROUND * self.memory_share)
        self.decide_slice = decide_slice or tasks.DECIDE_SLICE
        if self.decide_slice < 1:
            raise JobError(f"candidates decided at once: at least 1, not {decide_slice}")
        self.component_limit = component_limit
        self.with_related = related
        self.related_params = kernels.related_params(related_params or "")  # checked before any work
        if not 0 <= tables_per_round <= self.related_params["tables"]:
            raise JobError(f"tables a round: 1 to {self.related_params['tables']} (the LSH tables), or 0 to follow "
                           f"the workers' memory, not {tables_per_round}")
        self.tables_per_round = tables_per_round
        if verify_shards < 0:
            raise JobError(f"shards of second documents a verification task holds: at least 1, or 0 to follow the "
                           f"workers' memory, not {verify_shards}")
        self.verify_shards = verify_shards
        self.progress = progress
        self.log = log
        self.stages = []
        self.current = "start"

    # -- plumbing ------------------------------------------------------------------------------

    def submit(self, fn, *args, name=None):
        return self.client.submit(fn, *args, pure=False, key=f"{name or fn.__name__}-{next(_counter)}")

    def parts_of(self, futures, *path, count):
        """For each future (a map's output), its `count` parts: [future][part]. Their bytes are
        the stage's shuffle volume (ShuffleVolume)."""
        name = f"{self.current}-part"
        return [[self.submit(tasks.pick, f, *path, p, name=name) for p in range(count)] for f in futures]

    def round_done(self, futures):
        """Waits for a round's futures (one round's data in memory at a time), then has every
        worker give its C heap's free memory back (_trim)."""
        wait(futures)
        self.client.run(_trim)

    def stage(self, name, futures, started):
        if self.progress:
            from distributed import progress
            progress(futures)
        wait(futures)
        for f in futures:
            if f.status == "error":
                f.result()  # raises the task's error here
        seconds = time.monotonic() - started
        self.client.run(_trim)
        peaks = self.client.run(_peak_rss)
        volume = self.client.run_on_scheduler(scheduler_side.shuffled_bytes).get(self.current, 0)
        self.stages.append({"stage": name, "seconds": round(seconds, 3), "tasks": len(futures),
                            "shuffled_mb": round(volume / 2**20, 1),
                            "peak_rss_mb_per_worker": {w: round(v / 2**20, 1) for w, v in peaks.items()}})
        peak = max(peaks.values()) if peaks else 0
        self.log(f"{name}: {seconds:.1f} s, {len(futures)} tasks, shuffled {volume / 2**20:.1f} MB, "
                 f"peak worker memory {peak / 2**20:.0f} MB")

    def locate(self, hints=None):
        """What each shard's tasks read it from: its location where every worker reaches it (a
        path, or a URL each fetches once: UrlSource), else its bytes read by one worker that does
        (hints[i]: the worker that made it, when known) and shipped by Dask to the others.
        JobError naming a shard no worker reaches."""
        seen = self.client.run(reachable, self.locations)
        workers = sorted(seen)
        sources, unreachable = [], []
        for i, location in enumerate(self.locations):
            able = [w for w in workers if seen[w][i]]
            if len(able) == len(workers):
                sources.append(UrlSource(location, self.token) if is_url(location) else location)
            elif able:
                reader = hints[i] if hints and hints[i] in able else able[0]
                sources.append(self.client.submit(read_bytes, location, workers=[reader], allow_other_workers=False,
                                                  pure=False, key=f"shard-{i}-{self.token}"))
            else:
                unreachable.append(location)
        if unreachable:
            more = f" and {len(unreachable) - 3} more" if len(unreachable) > 3 else ""
            raise JobError(f"no worker can read {', '.join(unreachable[:3])}{more} (give a path a worker has, or "
                           f"a URL every worker reaches, e.g. http://)")
        shipped = sum(1 for s in sources if not isinstance(s, (str, UrlSource)))
        if shipped:
            self.log(f"  ({shipped} of {len(sources)} shards seen by some workers only: read there, shipped by Dask)")
        return sources

    def deliver(self, named):
        """Hands the answer's tables [(file name, future)] to the writer thread: they reach the
        output one at a time while the next stages run."""
        for item in named:
            self.writer.put(item)

    def components(self, edges):
        """Connected components of a graph by large-star/small-star (Kiveris et al. 2014):
        edges[p] are the futures of node range p's edges (u, v), present both ways. Returns per
        node range its (node, label) table (the label: the component's lowest node), and the rounds."""
        P = len(edges)
        previous = None
        rounds = 0
        while True:
            rounds += 1
            large = [self.submit(tasks.star, edges[p], True, P) for p in range(P)]
            large_parts = self.parts_of(large, "edges", count=P)
            small = [self.submit(tasks.star, [row[p] for row in large_parts], False, P) for p in range(P)]
            sums = self.client.gather([self.submit(_checksum, f) for f in small])
            checksum = (sum(s[1] for s in sums), functools.reduce(operator.xor, (s[0] for s in sums), 0))
            small_parts = self.parts_of(small, "edges", count=P)
            edges = [[row[p] for row in small_parts] for p in range(P)]
            del large, large_parts, small, small_parts
            if checksum == previous:
                break
            previous = checksum
        return [self.submit(tasks.labels, edges[p]) for p in range(P)], rounds

    def label_tables(self, label_parts):
        """The components' (node, label) tables by node range, for joins."""
        P = len(label_parts)
        table_parts = self.parts_of([self.submit(tasks.route, lp, "node", P) for lp in label_parts], count=P)
        return [self.submit(tasks.label_table, [row[p] for row in table_parts]) for p in range(P)]

    # -- the job -------------------------------------------------------------------------------

    def run(self, hints=None):
        """The job; `hints`: per shard, the worker that made it (or None)."""
        self.writer = Writer(self.out)
        try:
            return self._run(hints)  # (it closes the writer before the manifest)
        except BaseException:
            self.writer.close(quiet=True)  # the job's error is the one told
            raise
        finally:
            self.client.run(drop_cache, self.token)

    def _run(self, hints):
        self.out.clear()
        self.paths = self.locate(hints)
        c = self.client
        P = self.parts
        S = len(self.paths)
        started = time.monotonic()

        t = time.monotonic()
        headers = c.gather([self.submit(tasks.shard_header, p, name="header") for p in self.paths])
        first = headers[0]
        for p, h in zip(self.locations, headers):
            if h["params"] != first["params"]:
                raise ShardError(f"{p} was made with sketch parameters {h['params']}; {self.locations[0]} with "
                                 f"{first['params']}: shards are compared only with shards of the same parameters")
        k, top = first["k"], first["top"]
        starts = np.zeros(S + 1, dtype=np.uint64)
        for i, h in enumerate(headers):
            starts[i + 1] = starts[i] + np.uint64(h["documents"])
        total = int(starts[-1])
        if total >= 2**32:
            raise JobError("a job matches fewer than 2^32 documents")
        self.log(f"{S} shards, {total} documents, {P} partitions, parameters {first['params']}")
        g0 = [int(x) for x in starts[:-1]]
        sizes = [h["documents"] for h in headers]

        # The scheduler runs none of Lookalike's code but this plugin's, sent by value: a `dask
        # scheduler` started anywhere counts the shuffles without our package.
        cloudpickle.register_pickle_by_value(scheduler_side)
        self.client.register_scheduler_plugin(scheduler_side.ShuffleVolume())

        # 0. groups of equivalent documents
        self.current = "groups"
        t = time.monotonic()
        maps = [self.submit(tasks.group_map, p, g0[s], P) for s, p in enumerate(self.paths)]
        parts = self.parts_of(maps, count=P)
        reduces = [self.submit(tasks.group_reduce, [parts[i][p] for i in range(S)], starts) for p in range(P)]
        by_shard = self.parts_of(reduces, count=S)
        reps = [self.submit(tasks.representatives, p, g0[s], [by_shard[q][s] for q in range(P)])
                for s, p in enumerate(self.paths)]
        rep = [self.submit(tasks.pick, r, "rep") for r in reps]
        groups = [self.submit(tasks.pick, r, "groups") for r in reps]
        del maps, parts, reduces, by_shard, reps
        self.stage("groups", rep + groups, t)
        self.deliver((f"groups-{s:05d}.npy", g) for s, g in enumerate(groups))
        rep_counts = c.gather([self.submit(tasks.count_true, r) for r in rep])
        R = sum(rep_counts)
        cutoff = kernels.common_cutoff(R, self.asked_cutoff)
        bands, rows = kernels.banding(k, self.threshold)
        self.log(f"{R} representatives; common cutoff {cutoff}; banding {bands} x {rows}")

        # 1. banding
        self.current = "banding"
        t = time.monotonic()
        stride, cut = kernels.boilerplate_counting(R, cutoff)
        rank0 = np.concatenate([[0], np.cumsum(rep_counts)[:-1]]).astype(int)
        counts = [self.submit(tasks.value_counts, p, rep[s], int(rank0[s]), stride, k)
                  for s, p in enumerate(self.paths)]
        while len(counts) > 1:  # a tree of sums
            counts = [self.submit(tasks.add_arrays, counts[i], counts[i + 1]) if i + 1 < len(counts) else counts[i]
                      for i in range(0, len(counts), 2)]
        common = self.submit(tasks.common_values, counts[0], cut)
        share = [self.submit(tasks.shares, p, rep[s], common, k) for s, p in enumerate(self.paths)]
        del counts, common
        pair_keys = []  # per band round, per reducer: its pairs split by pair key
        masks = [None] * S  # per shard, its documents' common bands (folded round by round)
        for first_band in range(0, bands, self.bands_per_round):
            count = min(self.bands_per_round, bands - first_band)
            maps = [self.submit(tasks.band_map, p, g0[s], rep[s], share[s], bands, rows, first_band, count, P)
                    for s, p in enumerate(self.paths)]
            parts = self.parts_of(maps, count=P)
            reduces = [self.submit(tasks.band_reduce, [parts[i][p] for i in range(S)], cutoff, self.threshold, P,
                                   starts) for p in range(P)]
            pair_keys += self.parts_of(reduces, "pairs", count=P)
            common_parts = self.parts_of(reduces, "common", count=S)
            masks = [self.submit(tasks.common_bands, sizes[s], g0[s], [cp[s] for cp in common_parts], masks[s])
                     for s in range(S)]
            del maps, parts, common_parts
            self.round_done(reduces + masks)  # one round of band keys in memory at a time
            del reduces
        self.stage("banding", masks + [f for row in pair_keys for f in row], t)

        # 2. samples
        self.current = "samples"
        t = time.monotonic()
        walk_cap = cutoff * 50
        value_counts_ = c.gather([self.submit(tasks.sample_values, p, rep[s]) for s, p in enumerate(self.paths)])
        rounds = max(1, -(-sum(value_counts_) // self.values_per_round))
        # What a round leaves for later is folded into one table a shard (its common values per
        # level) or a key range (its common lists), so the futures held do not grow with rounds.
        rare, lists = [], [[] for _ in range(P)]
        level_sizes = [self.submit(tasks.sizes_per_level, p, top) for p in self.paths]
        common_at = [None] * S
        for round_ in range(rounds):
            maps = [self.submit(tasks.posting_map, p, g0[s], rep[s], rounds, round_, P)
                    for s, p in enumerate(self.paths)]
            parts = self.parts_of(maps, count=P)
            reduces = [self.submit(tasks.posting_reduce, [parts[i][p] for i in range(S)], cutoff, walk_cap, top, P,
                                   starts) for p in range(P)]
            del maps, parts
            rare += self.parts_of(reduces, "rare", count=P)
            common_lv = self.parts_of(reduces, "common", count=S)
            common_at = [self.submit(tasks.common_at, sizes[s], g0[s], top, [cl[s] for cl in common_lv],
                                     common_at[s]) for s in range(S)]
            for p, r in enumerate(reduces):
                lists[p].append(self.submit(tasks.pick, r, "lists"))
            del common_lv
            self.round_done(reduces + common_at)  # one round of postings in memory at a time
            del reduces
        self.log(f"  (sample values in {rounds} rounds)")
        directed = [self.submit(tasks.directed, p, rep[s], common_at[s], level_sizes[s], top, self.threshold,
                                self.containment) for s, p in enumerate(self.paths)]
        self.log(f"  {sum(c.gather([self.submit(tasks.count_true, d) for d in directed]))} documents made mostly "
                 f"of common sample values (matched by walking their lists)")
        ready = [self.submit(tasks.counts_ready, p, rep[s], common_at[s], level_sizes[s], top, self.threshold,
                             self.containment) for s, p in enumerate(self.paths)]
        # Which documents of its lists are directed, each walk asks their shards (a join by
        # document: no table of every directed document anywhere).
        asked = self.parts_of([self.submit(tasks.docs_by_shard, lst, starts) for lst in lists], count=S)
        answers = self.parts_of([self.submit(tasks.directed_among, directed[s], g0[s], [q[s] for q in asked])
                                 for s in range(S)], count=P)
        walks = [self.submit(tasks.walk, lst, [answers[s][i] for s in range(S)], P)  # a key range each
                 for i, lst in enumerate(lists)]
        walk_parts = self.parts_of(walks, count=P)
        del lists, walks, asked, answers
        self.stage("samples", [f for row in rare for f in row] + [f for row in walk_parts for f in row], t)

        # 3. decide
        self.current = "decide"
        t = time.monotonic()
        cands = [self.submit(tasks.candidates, [row[p] for row in pair_keys], [row[p] for row in rare],
                             [row[p] for row in walk_parts], starts) for p in range(P)]
        del pair_keys, rare, walk_parts
        per_shard = np.sum(c.gather([self.submit(tasks.candidate_counts, f) for f in cands]), axis=0)
        found = int(per_shard.sum())
        groups_of_firsts = shard_rounds(per_shard, self.candidates_per_round, self.threads)
        rounds = len(groups_of_firsts)
        cand_parts = self.parts_of(cands, count=S)
        state = [self.submit(tasks.shard_state, p, masks[s], share[s], directed[s], common_at[s], level_sizes[s],
                             ready[s]) for s, p in enumerate(self.paths)]
        del masks, share, directed, common_at, cands, level_sizes, rep, ready
        pairs = []
        # A round a group of shards of first documents: their candidates' sketches in memory at
        # once. Each (first shard, second shard) route is taken in one round only, so the hops
        # cost S x S parts in all, not S x S a round.
        for mine in groups_of_firsts:
            firsts = [self.submit(tasks.counts_first, g0[s], [cand_parts[q][s] for q in range(P)], state[s], starts)
                      for s in mine]
            first_parts = self.parts_of(firsts, count=S)
            seconds = [self.submit(tasks.screen_second, p, g0[u], [row[u] for row in first_parts], state[u],
                                   top, self.threshold, self.containment, starts) for u, p in enumerate(self.paths)]
            del firsts, first_parts
            second_parts = [[self.submit(tasks.pick, f, s, name=f"{self.current}-part") for s in mine]
                            for f in seconds]
            decided = [self.submit(tasks.decide, self.paths[s], g0[s], [row[j] for row in second_parts], state[s],
                                   k, top, bands, rows, self.threshold, self.containment, self.decide_slice)
                       for j, s in enumerate(mine)]
            del seconds, second_parts
            found_pairs = [self.submit(tasks.pick, d, "pairs") for d in decided]
            uncertain = [self.submit(tasks.pick, d, "uncertain") for d in decided]
            del decided
            self.round_done(found_pairs + uncertain)
            self.deliver((f"pairs-{s:05d}.npy", f) for s, f in zip(mine, found_pairs))
            self.deliver((f"uncertain-{s:05d}.npy", f) for s, f in zip(mine, uncertain))
            del uncertain
            pairs += found_pairs
        del cand_parts, state
        self.log(f"  ({found} candidates decided in {rounds} rounds, {self.decide_slice} at a time)")
        self.stage("decide", pairs, t)
        pair_total = sum(c.gather([self.submit(tasks.pair_count, f) for f in pairs]))
        self.log(f"{pair_total} pairs")

        # 4. clusters
        self.current = "clusters"
        t = time.monotonic()
        edge_maps = [self.submit(tasks.edges_map, f, self.policy, self.cluster_threshold, P) for f in pairs]
        edge_maps += [self.submit(tasks.group_edges, f, P) for f in groups]
        edges = self.parts_of(edge_maps, count=P)
        edges = [[row[p] for row in edges] for p in range(P)]  # per part: its inputs
        del edge_maps
        label_parts, rounds = self.components(edges)
        by_shard = self.parts_of([self.submit(tasks.labels_by_shard, lp, starts) for lp in label_parts], count=S)
        docs = [self.submit(tasks.attach_keep, p, g0[s], [row[s] for row in by_shard], P)
                for s, p in enumerate(self.paths)]
        doc_parts = self.parts_of(docs, count=P)
        tables = self.label_tables(label_parts)
        del by_shard, docs, label_parts
        pair_routes = self.parts_of([self.submit(tasks.pairs_for_labels, f, P) for f in pairs], count=P)
        with_a = [self.submit(tasks.join_label, [row[p] for row in pair_routes], tables[p], "a", "label_a", "b", P)
                  for p in range(P)]
        with_a_parts = self.parts_of(with_a, count=P)
        with_b = [self.submit(tasks.join_label, [row[p] for row in with_a_parts], tables[p], "b", "label_b", None, P)
                  for p in range(P)]
        pair_parts = self.parts_of(with_b, count=P)
        group_routes = self.parts_of([self.submit(tasks.groups_for_labels, f, P) for f in groups], count=P)
        with_g = [self.submit(tasks.join_label, [row[p] for row in group_routes], tables[p], "member", "label", None,
                              P) for p in range(P)]
        group_parts = self.parts_of(with_g, count=P)
        del pair_routes, with_a, with_a_parts, with_b, group_routes, with_g, tables, pairs, groups
        # A component of more than a task's share of the documents is clustered over several
        # tasks (giant.py); the others a label range a task.
        limit = self.component_limit or max(1000, total // P)
        sized = c.gather([self.submit(giant.component_sizes, [row[p] for row in doc_parts], limit)
                          for p in range(P)])
        giant_labels = np.sort(np.concatenate([x["label"] for x in sized]))
        largest = max((x["largest"] for x in sized), default=0)
        clusters = [self.submit(tasks.cluster_reduce, [row[p] for row in doc_parts], [row[p] for row in pair_parts],
                                [row[p] for row in group_parts], self.policy, self.cluster_threshold, giant_labels)
                    for p in range(P)]
        cluster_rows = [self.submit(tasks.pick, f, "rows") for f in clusters]
        if len(giant_labels):
            cluster_rows += self.giant_clusters(giant_labels, doc_parts, pair_parts, group_parts)
            self.log(f"  ({len(giant_labels)} components of more than {limit} documents, the largest {largest}, "
                     f"clustered over several tasks)")
        del doc_parts, pair_parts, group_parts
        self.stage("clusters", cluster_rows, t)
        self.log(f"  (components in {rounds} rounds of large-star/small-star)")
        self.deliver((f"clusters-{p:05d}.npy", f) for p, f in enumerate(cluster_rows))
        counts = c.gather([self.submit(tasks.row_counts, f) for f in cluster_rows])
        del clusters, cluster_rows
        members = sum(x["members"] for x in counts)
        cluster_count = sum(x["clusters"] for x in counts)
        self.log(f"{cluster_count} clusters holding {members} documents (the largest connected component: "
                 f"{largest} documents)")

        # 5. related documents
        related_summary = None
        if self.with_related and any(h["bags"] for h in headers):
            related_summary = self.related(starts, g0)

        summary = {
            "shards": [{"path": p, "documents": h["documents"], "params": h["params"]}
                       for p, h in zip(self.locations, headers)],
            "documents": total, "representatives": R, "threshold": self.threshold,
            "containment": self.containment, "cutoff": cutoff, "banding": {"bands": bands, "rows": rows},
            "cluster": {"policy": self.policy, "threshold": self.cluster_threshold},
            "pairs": pair_total, "clusters": cluster_count, "clustered_documents": members,
            "partitions": P, "seconds": round(time.monotonic() - started, 3), "stages": self.stages,
        }
        if related_summary:
            summary["related"] = related_summary
        self.writer.close()  # every table written (or its error raised) before the manifest
        self.out.manifest(summary)
        return summary


    def related_parts(self, documents):
        """Key ranges of the related stages' shuffles: those of the job, or more where the
        documents are many. Their tables are the job's largest (at 10^7 documents, LSH's distinct
        candidates alone are ~6 GB), and a reducer holds its range's share of them with its
        copies in sorting: 16 ranges on 4 GB workers made a worker pass 95 % of its memory in
        the LSH stage, and its nanny restarted it."""
        if self.asked_parts:
            return self.parts
        return max(self.parts, min(256, -(-documents // RELATED_DOCUMENTS_PER_PART)))

    def giant_clusters(self, labels, doc_parts, pair_parts, group_parts):
        """The clusters of components too large for one task (giant.py): CENTER's walk over
        their edges by weight range, a task a range handing its state to the next, or for union
        a component a cluster with its medoid. Returns the futures of their rows."""
        P, policy = self.parts, self.policy
        docs = [self.submit(giant.docs, [row[p] for row in doc_parts], [row[p] for row in group_parts], labels)
                for p in range(P)]
        edges = [self.submit(giant.edges, [row[p] for row in pair_parts], labels, policy, self.cluster_threshold)
                 for p in range(P)]
        return self.giant_rows(docs, edges, policy)

    def giant_rows(self, docs, edges, policy):
        """giant.py's walk over the giant components' documents and edges (per label range):
        per label range the member rows (member, cluster, figures to the copy kept)."""
        P = len(docs)
        table = self.submit(giant.nodes, docs)
        hist = np.sum(self.client.gather([self.submit(tasks.pick, e, "hist") for e in edges]), axis=0)
        bin_range = giant.range_of_bins(hist, P)
        ranges = self.parts_of([self.submit(giant.by_range, e, bin_range, P) for e in edges], count=P)
        walked = [self.submit(giant.walk_range, [row[r] for row in ranges], table, policy == "union")
                  for r in range(P)]
        del ranges
        if policy == "union":
            degree = [self.submit(tasks.pick, w, "degree") for w in walked]
            while len(degree) > 1:  # a tree of sums
                degree = [self.submit(tasks.add_arrays, degree[i], degree[i + 1]) if i + 1 < len(degree)
                          else degree[i] for i in range(0, len(degree), 2)]
            done = self.submit(giant.finish, None, table, policy, degree[0])
            bests = [self.submit(giant.union_best, d, table, done) for d in docs]
            done = self.submit(giant.union_keepers, bests, done)
        else:
            state = self.submit(giant.start, table)
            for w in walked:  # one range after another, heaviest first
                state = self.submit(giant.walk, state, w, table, policy)
            done = self.submit(giant.finish, state, table, policy)
        del walked
        members = [self.submit(giant.member_rows, d, table, done, P) for d in docs]
        asks = self.parts_of(members, "asks", count=P)
        pairs = self.parts_of([self.submit(giant.pairs_by_key, e, P) for e in edges], count=P)
        return [self.submit(giant.rows, [row[p] for row in asks], [row[p] for row in pairs],
                            [self.submit(tasks.pick, members[p], "direct")]) for p in range(P)]

    def giant_topics(self, labels, doc_parts, bag_parts, pair_parts, params):
        """The topics of related components too large for one task: CENTER over their pairs by
        giant.py's walk, the label words summed by (topic, term) range (related.py). Returns the
        futures of their topics rows and label rows."""
        P = len(bag_parts[0])
        docs = [self.submit(giant.docs, [row[p] for row in doc_parts], [], labels) for p in range(P)]
        edges = [self.submit(related.topic_edges, [row[p] for row in pair_parts], labels, params["threshold"])
                 for p in range(P)]
        topics = [self.submit(related.giant_topic_rows, r, P) for r in self.giant_rows(docs, edges, "center")]
        by_member = self.parts_of(topics, "by_member", count=P)
        bags = self.parts_of([self.submit(related.giant_bags, [row[p] for row in bag_parts], labels, P)
                              for p in range(P)], count=P)
        terms = self.parts_of([self.submit(related.label_terms, [row[p] for row in by_member], [row[p] for row in bags],
                                           P) for p in range(P)], count=P)
        sums = self.parts_of([self.submit(related.label_sums, [row[p] for row in terms], params["label_words"], P)
                              for p in range(P)], count=P)
        label_rows = [self.submit(related.topic_labels, [row[p] for row in sums], params["label_words"])
                      for p in range(P)]
        return [self.submit(tasks.pick, t, "topics") for t in topics], label_rows

    def related(self, starts, g0):
        """Phase 5 (related.py): the related pairs and topics of the documents with a bag of words,
        written as related-N.npy, topics-N.npy and topiclabels-N.npy. Returns their summary."""
        c, P, S = self.client, self.related_parts(int(starts[-1])), len(self.paths)
        params = self.related_params
        self.log(f"related documents over {P} partitions")
        text = params["text"]

        # Anchor windows: summed by target URL, given to the pages of that URL.
        self.current = "anchors"
        t = time.monotonic()
        maps = [self.submit(related.anchor_map, p, g0[s], P) for s, p in enumerate(self.paths)]
        window_parts = self.parts_of(maps, "windows", count=P)
        page_parts = self.parts_of(maps, "pages", count=P)
        reduces = [self.submit(related.anchor_reduce, [window_parts[i][p] for i in range(S)],
                               [page_parts[i][p] for i in range(S)], starts) for p in range(P)]
        given = self.parts_of(reduces, count=S)
        anchors = [[given[p][s] for p in range(P)] for s in range(S)]  # per shard, from every URL range
        del maps, window_parts, page_parts, reduces, given
        self.stage("anchors", [f for row in anchors for f in row], t)

        # Weights: document frequencies by term range, back to the shards; bags and sketches.
        self.current = "weights"
        t = time.monotonic()
        documents = sum(c.gather([self.submit(related.bag_documents, p) for p in self.paths]))
        maps = [self.submit(related.df_map, p, g0[s], anchors[s], P) for s, p in enumerate(self.paths)]
        parts = self.parts_of(maps, count=P)
        reduces = [self.submit(related.df_reduce, [parts[i][p] for i in range(S)], documents, text)
                   for p in range(P)]
        back = self.parts_of(reduces, count=S)
        weighed = [self.submit(related.weigh, p, g0[s], anchors[s], [back[q][s] for q in range(P)], documents, text)
                   for s, p in enumerate(self.paths)]
        del maps, parts, reduces, back, anchors
        self.stage("weights", weighed, t)
        sizes = c.gather([self.submit(related.weighted_size, w) for w in weighed])
        weighted, weighed_bytes = sum(n for n, _ in sizes), sum(b for _, b in sizes)
        self.log(f"{documents} bags of words, {weighted} with terms weighed ({weighed_bytes / 2**20:.0f} MB); "
                 f"parameters {text}")

        # LSH and verification, a few tables a round: each document's entries shuffled by bucket,
        # the window pairs of every bucket sent to the shard of their first document, and there
        # (distinct within the round) verified a task a block of shards of second documents, the
        # task holding the weighted bags and sketches of its shards (Dask moves each to a worker
        # and keeps it there). What a round keeps is each document's nearest so far, by document
        # range: no candidate is held past its round (at 10^7 documents the candidates of all 60
        # tables were ~9 x 10^8 keys, more than 4 GB workers hold). A pair met in several rounds
        # is verified in each (so the candidates and the post-filter's count are summed over
        # rounds); its row is kept once.
        self.current = "lsh+verify"
        t = time.monotonic()
        # As many shards of second documents a task as a share of a worker's memory holds of
        # their weighted bags and sketches (a task holds them with its first shard's), at least one.
        per = self.verify_shards or max(1, int(VERIFY_SHARE * self.worker_memory // max(1, weighed_bytes / max(1, S))))
        blocks = related.verify_blocks(S, per)
        kept = [None] * P
        candidates, agreeing = [], []
        tables, rounds = params["tables"], 0
        per_round = self.tables_per_round or max(1, min(tables, int(ENTRIES_PER_ROUND * self.memory_share //
                                                                    max(1, weighted))))
        per_round = -(-tables // -(-tables // per_round))  # rounds of even size (55 + 5: 30 + 30)
        for first in range(0, tables, per_round):
            count = min(per_round, tables - first)
            rounds += 1
            maps = [self.submit(related.lsh_map, weighed[s], text, first, count, P) for s in range(S)]
            parts = self.parts_of(maps, count=P)
            reduces = [self.submit(related.lsh_reduce, [parts[i][p] for i in range(S)], text, starts) for p in range(P)]
            found = self.parts_of(reduces, count=S)
            del maps, parts, reduces
            by_block = [self.submit(related.by_second_block, [found[p][s] for p in range(P)], starts, blocks)
                        for s in range(S)]
            del found
            block_parts = self.parts_of(by_block, "parts", count=len(blocks))
            candidates += [self.submit(tasks.pick, f, "candidates") for f in by_block]
            del by_block
            # Block by block, every shard of first documents against it (submitted, so run, in
            # that order): a block's shards stay in a worker's memory while the first shards pass
            # by, each read once a block (where shard by shard, every task would read a block).
            # Each block's verified rows are folded into the document ranges' nearest before the
            # block after next is submitted, so no more than two blocks' rows wait (at 10^7
            # documents, rows held until a shard's last block were 13 GB, and joining a shard's
            # made a 4 GB worker pass 95 %).
            # A pair's first document is the lower number (pair_key), so shards past a block have
            # no candidates in it: their tasks are not made (each would still have its shard's
            # weighted bags read back from disk), about half of them.
            for j, block in enumerate(blocks):
                verified = [self.submit(related.verify, weighed[s], [weighed[u] for u in block],
                                        block_parts[s][j], text, starts, block, P) for s in range(block[-1] + 1)]
                for s in range(S):
                    block_parts[s][j] = None
                rows = self.parts_of(verified, "rows", count=P)
                agreeing += [self.submit(tasks.pick, f, "agreed") for f in verified]
                del verified
                folded = kept
                kept = [self.submit(related.fold_nearest, kept[p], [row[p] for row in rows], text) for p in range(P)]
                del rows
                if j:
                    wait(folded)  # the block before this one folded: at most two blocks' rows wait
                del folded
            del block_parts
            self.round_done(kept)  # one round of candidates in memory at a time
        self.stage("lsh+verify", kept, t)
        found, agreeing = sum(c.gather(candidates)), sum(c.gather(agreeing))
        self.log(f"  ({rounds} round{'s' if rounds != 1 else ''} of {per_round} tables, second documents "
                 f"verified in blocks of {len(blocks[0])} shard{'s' if len(blocks[0]) != 1 else ''})")

        # The pairs either document keeps.
        self.current = "nearest"
        t = time.monotonic()
        near_parts = self.parts_of([self.submit(related.nearest_pairs, k, P, int(starts[-1])) for k in kept], count=P)
        kept = [self.submit(related.related_pairs, [row[p] for row in near_parts], P) for p in range(P)]
        del near_parts
        self.stage("nearest", kept, t)
        self.deliver((f"related-{p:05d}.npy", self.submit(tasks.pick, f, "rows")) for p, f in enumerate(kept))
        pairs = sum(c.gather([self.submit(tasks.pick, k, "count") for k in kept]))
        self.log(f"  {found} candidates (summed over rounds), {agreeing} through the post-filter, "
                 f"{pairs} related pairs")

        # Topics: CENTER per connected component, named by their weightiest words.
        self.current = "topics"
        t = time.monotonic()
        edges = self.parts_of(kept, "edges", count=P)
        label_parts, rounds = self.components([[row[p] for row in edges] for p in range(P)])
        del edges
        by_shard = self.parts_of([self.submit(tasks.labels_by_shard, lp, starts) for lp in label_parts], count=S)
        bags = [self.submit(related.attach_bags, weighed[s], [row[s] for row in by_shard], P) for s in range(S)]
        bag_parts = self.parts_of(bags, count=P)
        tables = self.label_tables(label_parts)
        pair_parts = self.parts_of(kept, "pairs", count=P)
        labelled = [self.submit(tasks.join_label, [row[p] for row in pair_parts], tables[p], "a", "label", None, P)
                    for p in range(P)]
        labelled_parts = self.parts_of(labelled, count=P)
        # A component of more than a task's share of the documents is walked over several tasks.
        doc_parts = self.parts_of([self.submit(related.topic_docs, lp, P) for lp in label_parts], count=P)
        limit = self.component_limit or max(1000, int(starts[-1]) // P)
        sized = c.gather([self.submit(giant.component_sizes, [row[p] for row in doc_parts], limit)
                          for p in range(P)])
        giant_labels = np.sort(np.concatenate([x["label"] for x in sized]))
        largest = max((x["largest"] for x in sized), default=0)
        del label_parts, by_shard, bags, tables, pair_parts, labelled, kept
        topics = [self.submit(related.topic_reduce, [row[p] for row in bag_parts], [row[p] for row in labelled_parts],
                              text, giant_labels) for p in range(P)]
        topic_rows = [self.submit(tasks.pick, f, "topics") for f in topics]
        label_rows = [self.submit(tasks.pick, f, "labels") for f in topics]
        if len(giant_labels):
            more_topics, more_labels = self.giant_topics(giant_labels, doc_parts, bag_parts, labelled_parts, params)
            topic_rows += more_topics
            label_rows += more_labels
            self.log(f"  ({len(giant_labels)} components of more than {limit} documents, the largest {largest}, "
                     f"walked over several tasks)")
        del weighed, topics, doc_parts
        self.stage("topics", topic_rows + label_rows, t)
        self.deliver((f"topics-{p:05d}.npy", f) for p, f in enumerate(topic_rows))
        self.deliver((f"topiclabels-{p:05d}.npy", f) for p, f in enumerate(label_rows))
        counts = c.gather([self.submit(related.topic_counts, f) for f in topic_rows])
        del topic_rows, label_rows, bag_parts, labelled_parts
        topic_count = sum(x["topics"] for x in counts)
        self.log(f"  (components in {rounds} rounds of large-star/small-star)")
        self.log(f"{pairs} related pairs, {topic_count} topics holding {sum(x['members'] for x in counts)} documents")
        return {"params": text, "documents": documents, "weighted": weighted, "candidates": found,
                "agreeing": agreeing, "pairs": pairs, "topics": topic_count}


def shard_rounds(per_shard, budget, least=1):
    """Consecutive shards grouped into rounds of at most `budget` candidates, but at least `least`
    shards a round (one a worker thread: each round ends with a decide task a shard, and a round
    of one shard would leave the other threads idle): the rounds of the decide stage, by the
    shard of the first documents."""
    rounds, current, held = [], [], 0
    for s, n in enumerate(int(x) for x in per_shard):
        if len(current) >= least and held + n > budget:
            rounds.append(current)
            current, held = [], 0
        current.append(s)
        held += n
    if current:
        rounds.append(current)
    return rounds


def _counter_gen():
    n = 0
    while True:
        n += 1
        yield n


_counter = _counter_gen()


def _checksum(result):
    return (int(result["sum"]), int(result.get("count", 0)))


def _trim():
    """On a worker: gives what its C heap holds free back to the system (glibc's malloc_trim; not
    glibc: nothing). Dask counts the heap's free memory as unmanaged: past its thresholds it
    spills everything it can, then pauses the worker for memory it cannot spill, and the job
    stalls (seen at 10^7 documents on 4 GB workers: 2.7 GB of a worker's memory in the samples
    stage, 0.6 GB after one malloc_trim)."""
    import ctypes
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass


def _peak_rss():
    """The worker process's peak resident memory (bytes)."""
    import resource
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
