"""Lookalike's distributed job: matching and clustering sketch shards on Dask.distributed.

The job moves data (shuffles by key, joins, connected components); every decision about a
pair or a cluster is taken by the engine itself, through liblookalike_kernels (kernels.py).
See job.py for the stages and README.md "Running on several machines".
"""
