#!/usr/bin/env bash
# Sets up Lookalike on Debian 12 from a fresh clone: installs the Debian packages that are
# missing (apt-get, as root), configures and builds, then does one job:
#
#   packaging/bootstrap.sh run    build, then scan the bundled examples and print what was found
#                                 (and open the window on that index when a display exists)
#   packaging/bootstrap.sh test   build, then run the whole test suite with CTest
#   packaging/bootstrap.sh build  build only
#   packaging/bootstrap.sh deps   install the missing packages only
#
# Environment: BUILD_DIR (default: build), BUILD_TYPE (default: RelWithDebInfo),
# LOOKALIKE_SANITIZE=ON for an ASan+UBSan build, JOBS (default: number of cores).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
build_dir="${BUILD_DIR:-build}"
build_type="${BUILD_TYPE:-RelWithDebInfo}"
jobs="${JOBS:-$(nproc)}"

# What the build, the tests and the app need from Debian (see README: which library does what).
packages=(
  cmake ninja-build g++ pkg-config
  qt6-base-dev qt6-base-dev-tools libqt6opengl6-dev qt6-tools-dev qt6-l10n-tools qt6-charts-dev
  libicu-dev libsqlite3-dev libgumbo-dev libxxhash-dev zlib1g-dev
  libpoppler-cpp-dev libarchive-dev libmagic-dev
  python3 wget
)

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

build() {
  cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE="$build_type" \
    -DLOOKALIKE_SANITIZE="${LOOKALIKE_SANITIZE:-OFF}"
  cmake --build "$build_dir" --parallel "$jobs"
}

run_tests() {
  # GUI tests run offscreen; no display is needed.
  (cd "$build_dir" && QT_QPA_PLATFORM=offscreen ctest --output-on-failure --parallel "$jobs" "$@")
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

case "${1:-run}" in
  deps) install_deps ;;
  build) install_deps; build ;;
  test) install_deps; build; shift; run_tests "$@" ;;
  run) install_deps; build; run_example ;;
  *) echo "usage: $0 run|test|build|deps" >&2; exit 2 ;;
esac
