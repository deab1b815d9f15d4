#!/usr/bin/env bash
# Runs one libFuzzer target of a LOOKALIKE_FUZZ=ON build for a while and prints one line of
# figures (executions, wall time, executions per second, coverage, corpus size). Used by the CTest tests
# fuzz_run_<name> and by `packaging/bootstrap.sh fuzz`; for a long run by hand:
#
#   tests/fuzz/run_fuzzer.sh BUILD_DIR NAME SECONDS [more libFuzzer options]
#   e.g. tests/fuzz/run_fuzzer.sh build-asan html 3600
#        tests/fuzz/run_fuzzer.sh build-asan docx 7200 -runs=10000000   (stops at 10 million)
#
# The seeds in tests/fuzz/corpus/NAME are read, never written: what the fuzzer finds goes to
# BUILD_DIR/tests/fuzz/corpus-NAME (kept between runs), crashing inputs to
# BUILD_DIR/tests/fuzz/artifacts/NAME-crash-*, the fuzzer's own output to
# BUILD_DIR/tests/fuzz/NAME.log. tests/fuzz/NAME.dict is used when it exists. Exit status:
# libFuzzer's (0 when nothing was found).
#
# FUZZ_SEED=N fixes libFuzzer's random seed: the same build then tries the same inputs in the
# same order, and a shorter run tries a prefix of a longer one's. CI uses it, so that what
# passed on a developer's machine for longer passes in CI too; findings come from the long
# runs, which leave the seed random.
set -uo pipefail

if [ $# -lt 3 ]; then
  echo "usage: $0 BUILD_DIR NAME SECONDS [libFuzzer options]" >&2
  exit 2
fi
build="$(cd "$1" && pwd)"
name="$2"
seconds="$3"
shift 3
src="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="$build/tests/fuzz"
binary="$out/fuzz_$name"
if [ ! -x "$binary" ]; then
  echo "$binary: not built (configure with -DLOOKALIKE_FUZZ=ON and build the target fuzz_targets)" >&2
  exit 2
fi
mkdir -p "$out/corpus-$name" "$out/artifacts"
args=(-max_total_time="$seconds" -timeout=25 -rss_limit_mb=2560 -print_final_stats=1
      -artifact_prefix="$out/artifacts/$name-")
if [ -n "${FUZZ_SEED:-}" ]; then
  args+=(-seed="$FUZZ_SEED")
fi
if [ -f "$src/$name.dict" ]; then
  args+=(-dict="$src/$name.dict")
fi
log="$out/$name.log"

# ASan/UBSan report to the log; LeakSanitizer stays on (libFuzzer checks each new input).
start=$(date +%s)
ASAN_OPTIONS="${ASAN_OPTIONS:-print_stacktrace=1}" UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1}" \
  "$binary" "${args[@]}" "$@" "$out/corpus-$name" "$src/corpus/$name" >"$log" 2>&1
status=$?
elapsed=$(( $(date +%s) - start ))

stat() { sed -n "s/^stat::$1: *//p" "$log" | tail -n 1; }
executions="$(stat number_of_executed_units)"
per_second="$(stat average_exec_per_sec)"
coverage="$(grep -Eo 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+/[^ ]+' "$log" | tail -n 1)"
printf 'fuzz_%s: %s executions in %s s (%s/s), %s, new units %s, peak RSS %s MB\n' "$name" \
  "${executions:-?}" "$elapsed" "${per_second:-?}" "${coverage:-cov: ?}" "$(stat new_units_added)" \
  "$(stat peak_rss_mb)"
if [ $status -ne 0 ]; then
  echo "fuzz_$name FAILED (exit status $status); the end of $log:" >&2
  tail -n 60 "$log" >&2
  ls "$out/artifacts/$name-"* 2>/dev/null | sed 's/^/  input: /' >&2
fi
exit $status
