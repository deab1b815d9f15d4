#!/usr/bin/env bash
# Sets up Lookalike on Debian 12 from a fresh clone: installs the Debian packages that are
# missing (apt-get, as root), configures and builds, then does one job:
#
#   packaging/bootstrap.sh run    build, then scan the bundled examples and print what was found
#                                 (and open the window on that index when a display exists)
#   packaging/bootstrap.sh test   build, then run the whole test suite with CTest (with CI=true,
#                                 the format and translations checks first, before any build)
#   packaging/bootstrap.sh asan   build with clang, AddressSanitizer + UndefinedBehaviorSanitizer
#                                 and libFuzzer's coverage into build-asan (the suite and the fuzz
#                                 targets on one sanitized engine; no benchmarks), then run the
#                                 whole test suite there (any report fails it)
#   packaging/bootstrap.sh fuzz [SECONDS]
#                                 build the libFuzzer targets (in build-asan, as the asan job
#                                 configures it: nothing more to compile after that job), then
#                                 run each for SECONDS (default 60), two at a time, and print its
#                                 executions and coverage
#   packaging/bootstrap.sh translations
#                                 refresh translations/*.ts from the sources (lupdate) and fail if
#                                 that changed them or left a string unfinished: every string
#                                 shipped in German and French
#   packaging/bootstrap.sh format [--fix]
#                                 check that every C++ file of the tree is as clang-format
#                                 (.clang-format) writes it; --fix rewrites them in place
#   packaging/bootstrap.sh package
#                                 build (into build, as the test job: the tests are not installed)
#                                 and make the packages there with CPack:
#                                 lookalike_VERSION_ARCH.deb and a .tar.gz
#   packaging/bootstrap.sh install-test
#                                 the package job, then install the .deb into a clean Debian 12
#                                 root (debootstrap, chroot), try it there, remove it and check
#                                 that nothing of it is left (packaging/install-test.sh)
#   packaging/bootstrap.sh build  build only
#   packaging/bootstrap.sh deps [JOB...]
#                                 install the missing packages only (those of the JOBs named)
#
# Every build job prints how long its configure, build and test steps took, and CTest's ten
# slowest tests. A compiler cache is used when Debian's ccache is installed (CMake option
# LOOKALIKE_CCACHE; its cache stays in ~/.cache/ccache, outside the clone), never needed.
#
# Environment: BUILD_DIR (default: build, build-asan for asan and fuzz), BUILD_TYPE
# (default: RelWithDebInfo), RELWITHDEBINFO_FLAGS (default: -O2 -g1 -DNDEBUG; not the asan job's),
# LOOKALIKE_SANITIZE=ON for an ASan+UBSan build, JOBS (default:
# number of cores), FUZZ_TARGETS (fuzz: the targets to run, default all: decode html archive
# pdf docx rtf canonicalize shard jobtables mail), FUZZ_SANITIZERS (fuzz: default address,undefined, the
# asan job's tree; any other value, e.g. "undefined", which runs 2-4 times as many inputs a second for long
# runs, builds only the fuzz targets into build-fuzz), FUZZ_SEED (fuzz: libFuzzer's seed, fixed
# in CI; default random), FUZZ_PARALLEL (fuzz: targets run at once, default 2).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
job="${1:-run}"
fuzz_sanitizers="${FUZZ_SANITIZERS:-address,undefined}"
case "$job" in
  asan) build_dir="${BUILD_DIR:-build-asan}" ;;
  fuzz) if [ "$fuzz_sanitizers" = address,undefined ]; then build_dir="${BUILD_DIR:-build-asan}"
        else build_dir="${BUILD_DIR:-build-fuzz}"; fi ;;
  *) build_dir="${BUILD_DIR:-build}" ;;
esac
build_type="${BUILD_TYPE:-RelWithDebInfo}"
jobs="${JOBS:-$(nproc)}"

# What the build, the tests and the app need from Debian (see README: which library does what).
base_packages=(
  cmake ninja-build g++ lld pkg-config
  qt6-base-dev qt6-base-dev-tools libqt6opengl6-dev qt6-tools-dev qt6-l10n-tools qt6-charts-dev
  qt6-translations-l10n
  libicu-dev libsqlite3-dev libgumbo-dev libxxhash-dev zlib1g-dev
  libpoppler-cpp-dev libarchive-dev libmagic-dev libwv-dev libstemmer-dev libseccomp-dev
  libtesseract-dev tesseract-ocr-eng tesseract-ocr-deu tesseract-ocr-fra libgmime-3.0-dev
  librsvg2-bin
  python3 wget
  python3.11-doc
  python3-distributed python3-dask python3-numpy python3-pandas
  python3-fsspec python3-aiohttp python3-requests iproute2
)
# packages_of JOB: the packages a job needs (into the array packages).
packages=()
packages_of() {
  case "$1" in
    # The format job needs only clang-format (Debian 12: version 14) and git; the test job runs
    # it first in CI.
    format) packages+=(clang-format git); return ;;
  esac
  packages+=("${base_packages[@]}")
  # The developers' and CI's jobs compile through ccache (CMake's LOOKALIKE_CCACHE): a later
  # build of the same sources, in this clone or a new one, takes them from ~/.cache/ccache.
  case "$1" in test|asan|fuzz) packages+=(ccache) ;; esac
  # tst_ocr makes its scans as a user would: pages rendered by pdftoppm (with the URW fonts
  # poppler draws Helvetica with), put back into a PDF by img2pdf.
  case "$1" in test|asan) packages+=(poppler-utils img2pdf fonts-urw-base35) ;; esac
  case "$1" in
    # The sanitized tree and the fuzzers: clang and its libFuzzer runtime (libclang_rt.fuzzer*.a).
    asan|fuzz) packages+=(clang libclang-rt-dev) ;;
    # The packages: CPack's DEB generator runs dpkg-shlibdeps (dpkg-dev) and file; the install
    # test builds a Debian root with debootstrap and checks the desktop files it installs.
    package) packages+=(dpkg-dev file) ;;
    install-test) packages+=(dpkg-dev file debootstrap desktop-file-utils appstream) ;;
    # Outside CI, the test job also installs what looking at the window needs (README,
    # Development): a virtual display, a pointer to press its buttons, and a screenshot.
    test) if [ "${CI:-}" = true ]; then packages+=(clang-format git)
          else packages+=(xvfb xauth xdotool imagemagick); fi ;;
  esac
}
# `deps JOB...` installs what those jobs need at once (CI, before it runs two jobs side by side).
if [ "$job" = deps ] && [ $# -gt 1 ]; then
  for j in "${@:2}"; do packages_of "$j"; done
else
  packages_of "$job"
fi

install_deps() {
  local missing=()
  for p in "${packages[@]}"; do
    if [ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)" != "install ok installed" ]; then
      missing+=("$p")
    fi
  done
  if [ ${#missing[@]} -eq 0 ]; then
    return 0
  fi
  echo "Installing: ${missing[*]}"
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    sudo=(sudo)
  fi
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# Each step of a job says how long it took (configure, build, test), for the log of CI.
step() {
  local name="$1" started=$SECONDS status=0
  shift
  "$@" || status=$?
  echo "== $job: $name took $((SECONDS - started)) s"
  return $status
}

# RelWithDebInfo with line tables only (-g1): backtraces keep their files and lines, and the
# build takes a fifth less time than with -g (RELWITHDEBINFO_FLAGS="-O2 -g -DNDEBUG" for a debugger).
relwithdebinfo_flags="${RELWITHDEBINFO_FLAGS:--O2 -g1 -DNDEBUG}"

configure() {
  cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE="$build_type" \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="$relwithdebinfo_flags" \
    -DLOOKALIKE_SANITIZE="${LOOKALIKE_SANITIZE:-OFF}"
}

build() {
  step configure configure
  step build cmake --build "$build_dir" --parallel "$jobs"
}

# CTest's own lines go to the log as they come; then the ten slowest tests of the run.
run_tests() {
  local log status=0
  log="$(mktemp)"
  # GUI tests run offscreen; no display is needed.
  (cd "$build_dir" && QT_QPA_PLATFORM=offscreen ctest --output-on-failure --parallel "$jobs" "$@") \
    | tee "$log" || status=$?
  echo "The ten slowest tests:"
  sed -nE 's/^ *[0-9]+\/[0-9]+ Test +#[0-9]+: ([^ ]+) [ .]*(\*\*\*)?[A-Za-z ]+ +([0-9.]+) sec$/\3 s  \1/p' "$log" \
    | sort -rn | head -n 10 | sed 's/^/  /'
  rm -f "$log"
  return $status
}

# The sanitized tree, with clang (LOOKALIKE_SANITIZE=ON and LOOKALIKE_FUZZ=ON): the engine is
# compiled once with ASan+UBSan and libFuzzer's coverage, and both the whole suite and the fuzz
# targets link it; no benchmarks. -O1 with line tables only (-g1), what sanitizer builds
# usually take (the test suites' own code at -O0: tests/CMakeLists.txt).
configure_asan() {
  cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE="$build_type" \
    -DCMAKE_CXX_COMPILER=clang++ -DLOOKALIKE_SANITIZE=ON -DLOOKALIKE_FUZZ=ON \
    -DLOOKALIKE_FUZZ_SANITIZERS=address,undefined -DLOOKALIKE_BUILD_BENCHMARKS=OFF \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG"
}

build_asan() {
  step configure configure_asan
  step build cmake --build "$build_dir" --parallel "$jobs"
}

# The whole suite under ASan+UBSan: the first report of either ends the test with a failure
# (UBSan is also built with -fno-sanitize-recover=undefined). LeakSanitizer stays on, for the
# GUI tests too (no suppressions are needed: Qt and fontconfig leak nothing it reports). The
# libFuzzer runs are the fuzz job's (fuzz_run_*), not the suite's.
run_asan_tests() {
  ASAN_OPTIONS="halt_on_error=1:print_stacktrace=1:detect_leaks=1:strict_string_checks=1" \
  UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1" \
    run_tests -E '^fuzz_run_' "$@"
}

# The libFuzzer binaries: in the asan job's tree (configured alike, so nothing is compiled
# again after that job), or with other FUZZ_SANITIZERS alone in build-fuzz (no window).
build_fuzz() {
  if [ "$build_dir" = "${BUILD_DIR:-build-asan}" ] && [ "$fuzz_sanitizers" = address,undefined ]; then
    step configure configure_asan
  else
    step configure cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE="$build_type" \
      -DCMAKE_CXX_COMPILER=clang++ -DLOOKALIKE_FUZZ=ON -DLOOKALIKE_BUILD_GUI=OFF \
      -DLOOKALIKE_BUILD_BENCHMARKS=OFF -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="$relwithdebinfo_flags" \
      -DLOOKALIKE_FUZZ_SANITIZERS="$fuzz_sanitizers"
  fi
  step build cmake --build "$build_dir" --parallel "$jobs" --target fuzz_targets
}

# Runs each libFuzzer target for $1 seconds, FUZZ_PARALLEL (default 2) at a time, each a
# process of one thread (tests/fuzz/run_fuzzer.sh prints its figures, in the targets' order);
# fails if any of them found a crash, a leak, a timeout or a broken check.
run_fuzzers() {
  local seconds="$1" failed=() name i
  local -a targets pids outs
  read -r -a targets <<< "${FUZZ_TARGETS:-decode html archive pdf docx rtf canonicalize shard jobtables mail}"
  local parallel="${FUZZ_PARALLEL:-2}"
  for ((i = 0; i < ${#targets[@]}; i += parallel)); do
    pids=() outs=()
    for name in "${targets[@]:i:parallel}"; do
      outs+=("$(mktemp)")
      bash tests/fuzz/run_fuzzer.sh "$build_dir" "$name" "$seconds" > "${outs[-1]}" 2>&1 &
      pids+=($!)
    done
    local k=0
    for name in "${targets[@]:i:parallel}"; do
      wait "${pids[k]}" || failed+=("$name")
      cat "${outs[k]}"
      rm -f "${outs[k]}"
      k=$((k + 1))
    done
  done
  if [ ${#failed[@]} -ne 0 ]; then
    echo "fuzzing found problems in: ${failed[*]} (inputs in $build_dir/tests/fuzz/artifacts)" >&2
    return 1
  fi
}

# Every C++ file git tracks (the whole tree, not only what changed), checked or fixed in place.
check_format() {
  local files=()
  mapfile -t files < <(cd "$here" && git ls-files '*.cpp' '*.h')
  if [ "${1:-}" = --fix ]; then
    (cd "$here" && clang-format -i "${files[@]}")
  else
    (cd "$here" && clang-format --dry-run --Werror "${files[@]}") \
      || { echo "not formatted as .clang-format says: run bash packaging/bootstrap.sh format --fix" >&2; exit 1; }
  fi
  echo "clang-format: ${#files[@]} files checked"
}

# The build's install rules packaged with CPack (packaging/Package.cmake; stripped binaries).
build_package() {
  build
  (cd "$build_dir" && cpack -G "DEB;TGZ")
  ls -l "$build_dir"/lookalike_*.deb "$build_dir"/lookalike-*.tar.gz
}

# lupdate over the sources (target update_translations, which needs a configured tree but no
# build): the .ts files must come out as they are, with nothing unfinished or obsolete.
check_translations() {
  cmake --build "$build_dir" --target update_translations >/dev/null \
    || { echo "translations: lupdate failed" >&2; return 1; }
  local bad
  bad="$(grep -l 'type="unfinished"\|type="vanished"\|type="obsolete"' translations/*.ts || true)"
  if ! git diff --quiet -- translations/ || [ -n "$bad" ]; then
    git --no-pager diff --stat -- translations/
    echo "translations: strings new, changed or unfinished in ${bad:-translations/} (translate them and commit)" >&2
    exit 1
  fi
  echo "translations: every string of German and French translated"
}

run_example() {
  local index="$build_dir/examples-index.sqlite"
  rm -f "$index" "$index-wal" "$index-shm"
  "$build_dir/app/lookalike-cli" scan --db "$index" resources/examples
  echo
  echo "Clusters of near-duplicates (lookalike-cli clusters):"
  "$build_dir/app/lookalike-cli" clusters --db "$index"
  if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ -x "$build_dir/app/lookalike" ]; then
    "$build_dir/app/lookalike" "$index" &
  fi
}

# The checks that need no build, first in CI: a formatting slip or an untranslated string
# fails in seconds.
cheap_checks() {
  step format check_format
  step configure configure
  step translations check_translations
}

case "$job" in
  deps) install_deps ;;
  build) install_deps; build ;;
  test) install_deps
        if [ "${CI:-}" = true ]; then cheap_checks; fi
        build; shift; step test run_tests "$@" ;;
  asan) install_deps; build_asan; shift; step test run_asan_tests "$@" ;;
  fuzz) install_deps; build_fuzz; step fuzzing run_fuzzers "${2:-60}" ;;
  run) install_deps; build; run_example ;;
  format) install_deps; shift; check_format "$@" ;;
  translations) install_deps; step configure configure; check_translations ;;
  package) install_deps; build_package ;;
  install-test) install_deps; build_package
                step install-test bash packaging/install-test.sh "$build_dir"/lookalike_*.deb ;;
  *) echo "usage: $0 run|test|asan|fuzz [SECONDS]|format [--fix]|translations|package|install-test|build|deps" >&2
     exit 2 ;;
esac
