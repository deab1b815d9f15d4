#!/bin/bash
# Separate machines on one host, for the distributed job's test (tst_distributed): a Dask
# scheduler and two workers, each in a network namespace of its own (veth pairs on a bridge, the
# addresses below) and a mount namespace of its own with a private /tmp; the shards served over
# HTTP from a fourth namespace. Nothing is shared but the network: the job's client (run here in
# the scheduler's network namespace, on this machine's disk) gets its answer through Dask.
#
#   separate_machines.sh SOURCE_DIR BUILD_DIR SHARD_DIR COPY_TO_W1 -- COMMAND...
#
# SOURCE_DIR and BUILD_DIR (the job's package and the kernels library) are visible, read-only,
# to the workers; SHARD_DIR is served at http://10.77.0.4:8000/ and, with COPY_TO_W1 = 1, also
# copied to worker 1's private /tmp under the same path (worker 2 does not have it). COMMAND runs
# with LOOKALIKE_SCHEDULER=tcp://10.77.0.1:8786 and LOOKALIKE_SHARDS_URL set. Exit 77: namespaces
# cannot be made here (not root, no ip(8), or the kernel refuses).
set -u
if [ $# -lt 6 ] || [ "$5" != "--" ]; then
  echo "usage: $0 SOURCE_DIR BUILD_DIR SHARD_DIR COPY_TO_W1 -- COMMAND..." >&2
  exit 2
fi
src=$1 build=$2 shards=$3 copy=$4
shift 5

if [ "$(id -u)" != 0 ] || ! command -v ip >/dev/null || ! command -v unshare >/dev/null; then
  echo "separate machines: needs root, ip(8) and unshare(1)" >&2
  exit 77
fi
tag=lk$$
hub=$tag-hub
names=(sched w1 w2 http)
addrs=(10.77.0.1 10.77.0.2 10.77.0.3 10.77.0.4)
pids=()

# Every process of the namespaces (not only those started here: dask-worker's nanny starts the
# worker), then the namespaces.
cleanup() {
  local n p
  for signal in TERM KILL; do
    for n in "${names[@]}"; do
      for p in $(ip netns pids "$tag-$n" 2>/dev/null); do kill -s "$signal" "$p" 2>/dev/null; done
    done
    for p in "${pids[@]}"; do kill -s "$signal" "$p" 2>/dev/null; done
    [ "$signal" = TERM ] && sleep 1
  done
  for n in "${names[@]}"; do ip netns del "$tag-$n" 2>/dev/null; done
  ip netns del "$hub" 2>/dev/null
}
trap cleanup EXIT

if ! ip netns add "$hub" 2>/dev/null; then
  echo "separate machines: cannot make a network namespace here" >&2
  exit 77
fi
ip -n "$hub" link add br0 type bridge || exit 77
ip -n "$hub" link set br0 up
ip -n "$hub" link set lo up
for i in "${!names[@]}"; do
  ns=$tag-${names[$i]}
  ip netns add "$ns" || exit 77
  ip link add "$tag-h$i" type veth peer name "$tag-n$i" || exit 77
  ip link set "$tag-h$i" netns "$hub"
  ip link set "$tag-n$i" netns "$ns"
  ip -n "$hub" link set "$tag-h$i" master br0 up
  ip -n "$ns" link set "$tag-n$i" name eth0
  ip -n "$ns" addr add "${addrs[$i]}/24" dev eth0
  ip -n "$ns" link set eth0 up
  ip -n "$ns" link set lo up
done

# A command in namespace $1 with a private /tmp holding only SOURCE_DIR and BUILD_DIR (read-only,
# where they lie under /tmp) and, with $2 = 1, a copy of SHARD_DIR.
private() {
  local ns=$1 withShards=$2
  shift 2
  ip netns exec "$tag-$ns" unshare -m --propagation private /bin/bash -c '
    set -e
    src=$1 build=$2 shards=$3 withShards=$4
    shift 4
    mount --bind /tmp /mnt
    mount -t tmpfs -o size=2g tmpfs /tmp
    for d in "$src" "$build"; do
      case "$d" in
        /tmp/*) mkdir -p "$d"; mount --bind "/mnt/${d#/tmp/}" "$d"; mount -o remount,bind,ro "$d" ;;
      esac
    done
    if [ "$withShards" = 1 ]; then
      case "$shards" in
        /tmp/*) mkdir -p "$shards"; cp -r "/mnt/${shards#/tmp/}/." "$shards/" ;;
        *) echo "separate machines: SHARD_DIR must lie under /tmp" >&2; exit 1 ;;
      esac
    fi
    umount -l /mnt
    mkdir -p /tmp/home
    export HOME=/tmp/home TMPDIR=/tmp
    cd /tmp/home
    exec "$@"
  ' private "$src" "$build" "$shards" "$withShards" "$@"
}

export PYTHONPATH=$src/app/dask
# Each process' output: in $SEPARATE_LOGS/NAME.log if set (the test sets it, and shows them when
# the job fails).
log() { if [ -n "${SEPARATE_LOGS:-}" ]; then echo "$SEPARATE_LOGS/$1.log"; else echo /dev/null; fi; }
# The file server: the host's disk seen from a network namespace of its own.
ip netns exec "$tag-http" /usr/bin/python3 -m http.server --bind 10.77.0.4 --directory "$shards" 8000 \
  >"$(log http)" 2>&1 &
pids+=($!)
private sched 0 /usr/bin/dask-scheduler --host 10.77.0.1 --port 8786 --no-dashboard >"$(log scheduler)" 2>&1 &
pids+=($!)
for w in 1 2; do
  ip=${addrs[$w]}
  with=0
  [ "$w" = 1 ] && [ "$copy" = 1 ] && with=1
  private "w$w" "$with" /usr/bin/dask-worker tcp://10.77.0.1:8786 --host "$ip" --nworkers 1 --nthreads 1 \
    --no-dashboard --local-directory /tmp/dask --name "w$w" >"$(log "worker$w")" 2>&1 &
  pids+=($!)
done

# Up when the scheduler has both workers.
export LOOKALIKE_SCHEDULER=tcp://10.77.0.1:8786 LOOKALIKE_SHARDS_URL=http://10.77.0.4:8000
for _ in $(seq 60); do
  if ip netns exec "$tag-sched" /usr/bin/python3 -c '
import sys
from distributed import Client
with Client("tcp://10.77.0.1:8786", timeout=2) as c:
    sys.exit(0 if len(c.scheduler_info()["workers"]) == 2 else 1)' 2>/dev/null; then
    ip netns exec "$tag-sched" "$@"
    exit $?
  fi
  sleep 0.5
done
echo "separate machines: the scheduler did not see two workers within 30 s" >&2
exit 1
