"""What the job runs on the Dask scheduler: sent there by value (cloudpickle), so that a
`dask scheduler` started on any host needs nothing of Lookalike's installed."""
from distributed.diagnostics.plugin import SchedulerPlugin


class ShuffleVolume(SchedulerPlugin):
    """Counts the bytes of every part a map hands to a reducer, by stage (the shuffle volume)."""
    name = "lookalike-shuffle-volume"

    def __init__(self):
        self.bytes = {}
        self.scheduler = None

    async def start(self, scheduler):
        self.scheduler = scheduler

    def transition(self, key, start, finish, *args, **kwargs):
        if finish != "memory" or not isinstance(key, str) or "-part-" not in key or self.scheduler is None:
            return
        ts = self.scheduler.tasks.get(key)
        if ts is not None and ts.nbytes > 0:
            stage = key.split("-part-")[0]
            self.bytes[stage] = self.bytes.get(stage, 0) + ts.nbytes


def shuffled_bytes(dask_scheduler):
    plugin = dask_scheduler.plugins.get(ShuffleVolume.name)
    return dict(plugin.bytes) if plugin else {}
