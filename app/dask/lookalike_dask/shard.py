"""Reads Lookalike shard files (core/store/ShardFormat.md, the one description of the bytes).

A task is given a shard as a *source*: a path of the machine it runs on; a URL fetched through
fsspec (http://, file://, and object stores whose fsspec package is installed) into a folder of
the worker's own, once a job (UrlSource); or the shard's bytes, shipped by Dask from the one
worker that could read it. Columns are numpy arrays over a memory map (or over those bytes):
opening a shard reads its header only, and a stage reads the columns it needs.
"""
import os
import shutil
import struct
import tempfile
import threading

import numpy as np

MAGIC = b"LKSHARD1"
VERSION = 1
DOCS_DTYPE = np.dtype([
    ("size", "<i8"), ("mtime", "<i8"), ("shingles", "<u8"), ("tokens", "<u8"), ("keep", "<u8"),
    ("kind", "u1"), ("level", "u1"), ("flags", "u1"), ("pad", "V5"),
    ("raw", "V16"), ("lexical", "V16"), ("shingle_lo", "<u8"), ("shingle_hi", "<u8"),
])
assert DOCS_DTYPE.itemsize == 96
HAS_SKETCH = 1
HAS_SHINGLES = 2
HAS_BAG = 4


class ShardError(Exception):
    """A file that is not a shard, or one that does not fit the others."""


def _params_fields(text):
    fields = {}
    for field in text.split(";"):
        key, _, value = field.partition("=")
        fields[key] = value
    return fields


def is_url(location):
    return "://" in location


def local_or_url(location):
    """A file:// URL as the path it names (memory-mapped where it is, not copied); else as given."""
    return location[len("file://"):] if location.startswith("file:///") else location


class UrlSource:
    """A shard named by a URL: each worker fetches it once for the job `job` into a folder of its
    own (fsspec's simplecache; a new job fetches it again, as the shard may have been made again)."""

    def __init__(self, url, job):
        self.url, self.job = url, job

    def __repr__(self):
        return self.url

    def local_path(self):
        import fsspec
        with _fetching:  # two tasks of a worker's threads: one fetches, the other then finds the copy
            return fsspec.open_local("simplecache::" + self.url, simplecache={"cache_storage": cache_folder(self.job)})


_fetching = threading.Lock()


class ShardBytes:
    """A shard's bytes, read by the one worker that sees its file and shipped by Dask to the
    others (kept, like any task's result, in their memory or spilled to their own disk)."""

    def __init__(self, name, data):
        self.name, self.data = name, data

    def __repr__(self):
        return self.name


def cache_folder(job):
    """Where this process keeps the shards it fetched for `job`: in a Dask worker's own local
    folder, else the temporary folder."""
    base = None
    try:
        from distributed import get_worker
        base = get_worker().local_directory
    except (ImportError, ValueError):
        pass
    return os.path.join(base or tempfile.gettempdir(), f"lookalike-shards-{job}")


def drop_cache(job):
    """Removes what this process fetched for `job` (run on every worker when the job ends)."""
    shutil.rmtree(cache_folder(job), ignore_errors=True)


def read_bytes(location):
    """A task on a worker that sees `location` (a path or a URL): the shard's bytes, for the
    workers that do not."""
    if is_url(location):
        import fsspec
        with fsspec.open(location, "rb") as f:
            return ShardBytes(location, f.read())
    with open(location, "rb") as f:
        return ShardBytes(location, f.read())


def reachable(locations):
    """On a worker: for each location (a path or a URL), whether this machine can read it."""
    out = []
    for location in locations:
        try:
            if is_url(location):
                import fsspec
                fs, path = fsspec.core.url_to_fs(location)
                out.append(bool(fs.isfile(path)))
            else:
                out.append(os.path.isfile(location) and os.access(location, os.R_OK))
        except Exception:  # noqa: BLE001 - unreachable, whatever the reason (named by the job)
            out.append(False)
    return out


class Shard:
    """One shard: its header, parameters and columns (memory-mapped, or over its bytes)."""

    def __init__(self, source):
        self._buffer = None
        if isinstance(source, ShardBytes):
            self._buffer = memoryview(source.data)
            path = source.name
        elif isinstance(source, UrlSource):
            try:
                path = source.local_path()
            except Exception as e:  # noqa: BLE001 - fsspec's errors are the backends' own
                raise ShardError(f"cannot fetch {source.url}: {e}") from e
        else:
            path = source
        self.path = str(source)
        self._file = path
        try:
            if self._buffer is not None:
                self._read_sections(lambda offset, n: bytes(self._buffer[offset:offset + n]), len(self._buffer))
            else:
                with open(path, "rb") as f:
                    def read_at(offset, n):
                        f.seek(offset)
                        return f.read(n)
                    self._read_sections(read_at, os.fstat(f.fileno()).st_size)
        except OSError as e:
            raise ShardError(f"cannot read {self.path}: {e.strerror}") from e
        self.params = bytes(self._bytes("params")).decode("utf-8")
        fields = _params_fields(self.params)
        try:
            self.k = int(fields["k"])
            self.top = int(fields["maxlevel"])
        except (KeyError, ValueError) as e:
            raise ShardError(f"{self.path}: sketch parameters without k or maxlevel: {self.params}") from e
        n = self.documents
        self._check("docs", n * DOCS_DTYPE.itemsize)
        self._check("minhash", n * self.k * 2)
        self._check("smpoffs", (n + 1) * 8)

    def _read_sections(self, read_at, size):
        """The header and the section table, through read_at(offset, n) of a shard of `size` bytes."""
        head = read_at(0, 24)
        if len(head) < 24 or head[:8] != MAGIC:
            raise ShardError(f"{self.path} is not a Lookalike shard")
        version, sections, self.documents = struct.unpack("<IIQ", head[8:])
        if version != VERSION:
            raise ShardError(f"{self.path} is a shard of format {version}, made by a newer Lookalike "
                             f"(this one reads format {VERSION})")
        table = read_at(24, 24 * sections)
        if len(table) < 24 * sections:
            raise ShardError(f"{self.path} is truncated (its section table)")
        self._sections = {}
        for i in range(sections):
            name, offset, length = struct.unpack("<8sQQ", table[24 * i:24 * i + 24])
            name = name.rstrip(b"\0").decode("ascii", "replace")
            if offset + length > size:
                raise ShardError(f"{self.path} is truncated (section {name!r})")
            self._sections[name] = (offset, length)

    def _check(self, name, length):
        if name not in self._sections:
            raise ShardError(f"{self.path} is corrupt: no section {name!r}")
        if self._sections[name][1] != length:
            raise ShardError(f"{self.path} is corrupt: section {name!r} holds {self._sections[name][1]} "
                             f"bytes, not {length}")

    def _bytes(self, name):
        if name not in self._sections:
            raise ShardError(f"{self.path} is corrupt: no section {name!r}")
        offset, length = self._sections[name]
        if length == 0:
            return np.zeros(0, dtype=np.uint8)
        if self._buffer is not None:
            return np.frombuffer(self._buffer, dtype=np.uint8, count=length, offset=offset)
        return np.memmap(self._file, dtype=np.uint8, mode="r", offset=offset, shape=(length,))

    def docs(self):
        return self._bytes("docs").view(DOCS_DTYPE)

    def field(self, name):
        """One field of every document's row, as an array of its own. A task that keeps a column
        (a result Dask holds) keeps a copy: a view would keep the shard's memory map, and every
        page of it the task read, in the worker's memory, where Dask sees only the view's bytes
        and cannot spill them."""
        return np.array(self.docs()[name])

    def minhash(self):
        return self._bytes("minhash").view("<u2").reshape(self.documents, self.k)

    def sample(self):
        """(offsets, keys, zeros): document i's values are keys[offsets[i]:offsets[i+1]]."""
        offsets = self._bytes("smpoffs").view("<u8")
        total = int(offsets[-1]) if len(offsets) else 0
        self._check("smpkeys", total * 4)
        self._check("smpzeros", total)
        return offsets, self._bytes("smpkeys").view("<u4"), self._bytes("smpzeros")

    def has(self, name):
        return name in self._sections

    def _csr(self, offsets_name, n, columns):
        """A CSR table of n rows: offsets (n + 1 u64) and columns [(name, dtype, size)] that hold
        offsets[n] values each."""
        self._check(offsets_name, (n + 1) * 8)
        offsets = self._bytes(offsets_name).view("<u8")
        total = int(offsets[-1]) if len(offsets) else 0
        out = [offsets]
        for name, dtype, size in columns:
            self._check(name, total * size)
            out.append(self._bytes(name).view(dtype))
        return out

    def bags(self):
        """(offsets, terms, counts) of the documents' bags of words (document i's are
        terms[offsets[i]:offsets[i+1]]), or None for a shard without bags."""
        if not self.has("bagoffs"):
            return None
        return tuple(self._csr("bagoffs", self.documents, [("bagterms", "<u8", 8), ("bagcnts", "<u4", 4)]))

    def urls(self):
        """The hash of each document's URL (0 for a file), or None for a shard without them."""
        if not self.has("urlhash"):
            return None
        self._check("urlhash", self.documents * 8)
        return self._bytes("urlhash").view("<u8")

    def anchors(self):
        """(target, offsets, terms, counts): the anchor windows of the shard's pages, window t
        naming the hash of the URL it points at and holding terms[offsets[t]:offsets[t+1]];
        None for a shard without them."""
        if not self.has("ancoffs"):
            return None
        ancoffs = self._csr("ancoffs", self.documents, [("ancurls", "<u8", 8)])
        windows = len(ancoffs[1])
        offsets, terms, counts = self._csr("ancbofs", windows, [("ancterms", "<u8", 8), ("anccnts", "<u4", 4)])
        return ancoffs[1], offsets, terms, counts

    def validate(self):
        """Checks what the kernels index by, as ShardReader does (ShardFile.cpp): the sample
        offsets start at 0 and never go down, no level and no count of trailing zeros is above
        the top level. Raises ShardError: a damaged shard is named, never read out of bounds."""
        offsets, _, zeros = self.sample()
        if len(offsets) and (int(offsets[0]) != 0 or bool(np.any(offsets[1:] < offsets[:-1]))):
            raise ShardError(f"{self.path} is corrupt: its sample offsets are not in order")
        self.bags(), self.anchors()  # their sections' lengths
        for name in ("bagoffs", "ancoffs", "ancbofs"):
            if self.has(name):
                offsets = self._bytes(name).view("<u8")
                if len(offsets) and (int(offsets[0]) != 0 or bool(np.any(offsets[1:] < offsets[:-1]))):
                    raise ShardError(f"{self.path} is corrupt: its offsets {name!r} are not in order")
        level = self.docs()["level"]
        if len(level) and int(level.max()) > self.top:
            raise ShardError(f"{self.path} is corrupt: a document is sampled at level {int(level.max())}, "
                             f"above the top level {self.top}")
        if len(zeros) and int(zeros.max()) > self.top:
            raise ShardError(f"{self.path} is corrupt: a sample value has {int(zeros.max())} zero bits, "
                             f"above the top level {self.top}")


def open_shards(paths):
    """Opens every shard and checks they were sketched alike; (shards, first global number of each)."""
    shards = [Shard(p) for p in paths]
    if shards:
        first = shards[0]
        for s in shards[1:]:
            if s.params != first.params:
                raise ShardError(f"{s.path} was made with sketch parameters {s.params}; "
                                 f"{first.path} with {first.params}: shards are compared only "
                                 f"with shards of the same parameters")
    starts = np.zeros(len(shards) + 1, dtype=np.uint64)
    for i, s in enumerate(shards):
        starts[i + 1] = starts[i] + np.uint64(s.documents)
    return shards, starts
