#!/usr/bin/env bash
# Sets up Lookalike on Debian 12 from a fresh clone: installs the Debian packages that are
# missing (apt-get, as root), configures and builds, then does one job:
#
#   packaging/bootstrap.sh run    build, then scan the bundled examples and print what was found
#                                 (and open the window on that index when a display exists)
#   packaging/bootstrap.sh test   build, then run the whole test suite with CTest
#   packaging/bootstrap.sh asan   build with AddressSanitizer + UndefinedBehaviorSanitizer into
#                                 build-asan, then run the whole test suite there (any report fails it)
#   packaging/bootstrap.sh fuzz [SECONDS]
#                                 build the libFuzzer targets with clang into build-fuzz, then run
#                                 each for SECONDS (default 60) and print its executions and coverage
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
#   packaging/bootstrap.sh deps   install the missing packages only
#
# Environment: BUILD_DIR (default: build, build-asan for asan, build-fuzz for fuzz), BUILD_TYPE
# (default: RelWithDebInfo), RELWITHDEBINFO_FLAGS (default: -O2 -g1 -DNDEBUG; not the asan job's),
# LOOKALIKE_SANITIZE=ON for an ASan+UBSan build, JOBS (default:
# number of cores), FUZZ_TARGETS (fuzz: the targets to run, default all: decode html archive
# pdf docx canonicalize), FUZZ_SANITIZERS (fuzz: default address,undefined; "undefined" runs
# 2-4 times as many inputs a second, for long runs), FUZZ_SEED (fuzz: libFuzzer's seed, fixed
# in CI; default random).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
job="${1:-run}"
case "$job" in
  asan) build_dir="${BUILD_DIR:-build-asan}" ;;
  fuzz) build_dir="${BUILD_DIR:-build-fuzz}" ;;
  *) build_dir="${BUILD_DIR:-build}" ;;
esac
build_type="${BUILD_TYPE:-RelWithDebInfo}"
jobs="${JOBS:-$(nproc)}"

# What the build, the tests and the app need from Debian (see README: which library does what).
packages=(
  cmake ninja-build g++ pkg-config
  qt6-base-dev qt6-base-dev-tools libqt6opengl6-dev qt6-tools-dev qt6-l10n-tools qt6-charts-dev
  qt6-translations-l10n
  libicu-dev libsqlite3-dev libgumbo-dev libxxhash-dev zlib1g-dev
  libpoppler-cpp-dev libarchive-dev libmagic-dev libstemmer-dev libseccomp-dev
  librsvg2-bin
  python3 wget
  python3.11-doc
  python3-distributed python3-dask python3-numpy python3-pandas
)
# The fuzz job also needs clang and its libFuzzer runtime (libclang_rt.fuzzer*.a).
if [ "$job" = fuzz ]; then
  packages+=(clang libclang-rt-dev)
fi
# The packages: CPack's DEB generator runs dpkg-shlibdeps (dpkg-dev) and file; the install
# test builds a Debian root with debootstrap and checks the desktop files it installs.
if [ "$job" = package ] || [ "$job" = install-test ]; then
  packages+=(dpkg-dev file)
fi
if [ "$job" = install-test ]; then
  packages+=(debootstrap desktop-file-utils appstream)
fi
# The format job needs only clang-format (Debian 12: version 14) and git.
if [ "$job" = format ]; then
  packages=(clang-format git)
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

# RelWithDebInfo with line tables only (-g1): backtraces keep their files and lines, and the
# build takes a fifth less time than with -g (RELWITHDEBINFO_FLAGS="-O2 -g -DNDEBUG" for a debugger).
relwithdebinfo_flags="${RELWITHDEBINFO_FLAGS:--O2 -g1 -DNDEBUG}"

build() {
  cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE="$build_type" \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="$relwithdebinfo_flags" \
    -DLOOKALIKE_SANITIZE="${LOOKALIKE_SANITIZE:-OFF}"
  cmake --build "$build_dir" --parallel "$jobs"
}

run_tests() {
  # GUI tests run offscreen; no display is needed.
  (cd "$build_dir" && QT_QPA_PLATFORM=offscreen ctest --output-on-failure --parallel "$jobs" "$@")
}

# ASan+UBSan build (LOOKALIKE_SANITIZE=ON) at -O1 with line tables only (-g1): what sanitizer
# builds usually take, and 40% less compile time than -O2 -g with g++ (the test suites' own
# code at -O0: tests/CMakeLists.txt).
build_asan() {
  cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE="$build_type" -DLOOKALIKE_SANITIZE=ON \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG"
  cmake --build "$build_dir" --parallel "$jobs"
}

# The whole suite under ASan+UBSan: the first report of either ends the test with a failure
# (UBSan is also built with -fno-sanitize-recover=undefined). LeakSanitizer stays on, for the
# GUI tests too (no suppressions are needed: Qt and fontconfig leak nothing it reports).
run_asan_tests() {
  ASAN_OPTIONS="halt_on_error=1:print_stacktrace=1:detect_leaks=1:strict_string_checks=1" \
  UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1" \
    run_tests "$@"
}

build_fuzz() {
  cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE="$build_type" \
    -DCMAKE_CXX_COMPILER=clang++ -DLOOKALIKE_FUZZ=ON -DLOOKALIKE_BUILD_GUI=OFF \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="$relwithdebinfo_flags" \
    -DLOOKALIKE_FUZZ_SANITIZERS="${FUZZ_SANITIZERS:-address,undefined}"
  cmake --build "$build_dir" --parallel "$jobs" --target fuzz_targets
}

# Runs each libFuzzer target for $1 seconds (tests/fuzz/run_fuzzer.sh prints its figures);
# fails if any of them found a crash, a leak, a timeout or a broken check.
run_fuzzers() {
  local seconds="$1" failed=() name
  local targets="${FUZZ_TARGETS:-decode html archive pdf docx canonicalize}"
  for name in $targets; do
    bash tests/fuzz/run_fuzzer.sh "$build_dir" "$name" "$seconds" || failed+=("$name")
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

# lupdate over the sources (target update_translations): the .ts files must come out as they
# are, with nothing unfinished or obsolete.
check_translations() {
  cmake --build "$build_dir" --target update_translations >/dev/null
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

case "$job" in
  deps) install_deps ;;
  build) install_deps; build ;;
  test) install_deps; build; shift; run_tests "$@" ;;
  asan) install_deps; build_asan; shift; run_asan_tests "$@" ;;
  fuzz) install_deps; build_fuzz; run_fuzzers "${2:-60}" ;;
  run) install_deps; build; run_example ;;
  format) install_deps; shift; check_format "$@" ;;
  translations) install_deps; build; check_translations ;;
  package) install_deps; build_package ;;
  install-test) install_deps; build_package; bash packaging/install-test.sh "$build_dir"/lookalike_*.deb ;;
  *) echo "usage: $0 run|test|asan|fuzz [SECONDS]|format [--fix]|translations|package|install-test|build|deps" >&2
     exit 2 ;;
esac
