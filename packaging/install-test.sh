#!/usr/bin/env bash
# The install test: the .deb installed into a clean Debian 12 root as a user installs it (apt
# fetching the libraries it depends on), tried there, then removed.
#
#   bash packaging/install-test.sh build/lookalike_0.1.0_amd64.deb
#
# Checks, in the root: `apt-get install ./lookalike_*.deb` works; the menu entry, the icons, the
# MIME types, the metainfo and the manual pages are where the desktop looks for them (and
# desktop-file-validate and appstreamcli validate pass on the installed files); lookalike-cli
# --version; a scan of a few files (a PDF among them, read by the helper) finds their
# near-duplicates; the window starts offscreen and stays up; `apt-get remove --purge` leaves
# none of the package's files behind. Needs root (debootstrap, chroot, mount) and Debian's
# mirror. The minimal root is made once and kept as a tarball in $LOOKALIKE_ROOT_CACHE
# (default /var/cache/lookalike-install-test), so that later runs only unpack it.
set -euo pipefail

deb="$(readlink -f "${1:?usage: install-test.sh PACKAGE.deb}")"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cache="${LOOKALIKE_ROOT_CACHE:-/var/cache/lookalike-install-test}"
mirror="${LOOKALIKE_MIRROR:-http://deb.debian.org/debian}"
root="$(mktemp -d /var/tmp/lookalike-root.XXXXXX)"

mounted=()
cleanup() {
  for m in "${mounted[@]}"; do umount -l "$m" 2>/dev/null || true; done
  rm -rf --one-file-system "$root"
}
trap cleanup EXIT

step() { printf '\n== %s\n' "$*"; }
fail() { printf 'install test FAILED: %s\n' "$*" >&2; exit 1; }
in_root() { chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"; }

step "a clean Debian 12 root"
mkdir -p "$cache"
tarball="$cache/bookworm-minbase.tgz"
if [ ! -s "$tarball" ]; then
  debootstrap --variant=minbase --make-tarball="$tarball.part" bookworm "$root.tar" "$mirror" >/dev/null
  mv "$tarball.part" "$tarball"
  rm -rf "$root.tar"
fi
debootstrap --variant=minbase --unpack-tarball="$tarball" bookworm "$root" "$mirror" >/dev/null
# The updates and security suites too, as the build machine has them (the .deb's library
# versions come from there).
cat > "$root/etc/apt/sources.list" <<EOF
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb http://deb.debian.org/debian-security bookworm-security main
EOF
cp /etc/resolv.conf "$root/etc/resolv.conf"
mount -t proc proc "$root/proc" && mounted+=("$root/proc")
mount --bind /dev "$root/dev" && mounted+=("$root/dev")
in_root apt-get update -qq

step "apt-get install ./$(basename "$deb")"
cp "$deb" "$root/tmp/"
before="$(mktemp)"
# (Not the users' files: the window's settings in /root stay theirs, as apt leaves them.)
system_files() {
  (cd "$root" && find . -xdev -not -path './proc/*' -not -path './dev/*' -not -path './tmp/*' \
    -not -path './var/*' -not -path './root/*' -not -path './home/*' | sort)
}
system_files > "$before"
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "/tmp/$(basename "$deb")" \
  >/dev/null || fail "the package does not install"
in_root dpkg-query -W -f='${Package} ${Version} ${Status}\n' lookalike

step "what the desktop finds"
files="$(mktemp)"
in_root dpkg -L lookalike > "$files"
for f in /usr/bin/lookalike /usr/bin/lookalike-cli /usr/bin/lookalike-dask /usr/libexec/lookalike/lookalike-extract \
         /usr/share/applications/org.lookalike.Lookalike.desktop \
         /usr/share/metainfo/org.lookalike.Lookalike.metainfo.xml \
         /usr/share/mime/packages/org.lookalike.Lookalike.xml \
         /usr/share/icons/hicolor/scalable/apps/org.lookalike.Lookalike.svg \
         /usr/share/icons/hicolor/48x48/apps/org.lookalike.Lookalike.png \
         /usr/share/icons/hicolor/256x256/apps/org.lookalike.Lookalike.png \
         /usr/share/man/man1/lookalike.1.gz /usr/share/man/man1/lookalike-cli.1.gz \
         /usr/share/doc/lookalike/copyright /usr/lib/lookalike/liblookalike_kernels.so; do
  grep -qx "$f" "$files" || fail "$f is not in the package"
  [ -e "$root$f" ] || fail "$f was not installed"
done
desktop-file-validate "$root/usr/share/applications/org.lookalike.Lookalike.desktop" || fail "desktop-file-validate"
appstreamcli validate --no-net "$root/usr/share/metainfo/org.lookalike.Lookalike.metainfo.xml" >/dev/null \
  || fail "appstreamcli validate"
echo "menu entry, icons, MIME types, metainfo, manual pages: installed"

step "lookalike-cli from the installed package"
# (Printed from a variable: tee /dev/stderr would truncate a log file that stderr is.)
version="$(in_root lookalike-cli --version)" || fail "lookalike-cli --version"
echo "$version"
grep -q "^lookalike-cli " <<< "$version" || fail "lookalike-cli --version"
mkdir -p "$root/tmp/docs"
cp "$here"/resources/examples/committee/* "$root/tmp/docs/"
cp "$here"/resources/examples/formats/* "$root/tmp/docs/"
in_root lookalike-cli scan --quiet --db /tmp/index.sqlite /tmp/docs | tee "$root/tmp/scan.txt"
grep -q "^Matched " "$root/tmp/scan.txt" || fail "the scan did not match"
in_root lookalike-cli clusters --db /tmp/index.sqlite --format csv > "$root/tmp/clusters.csv"
[ "$(wc -l < "$root/tmp/clusters.csv")" -gt 2 ] || fail "no clusters found"
in_root lookalike-cli stats --db /tmp/index.sqlite > "$root/tmp/stats.txt"
for format in pdf docx odt epub rtf doc pptx xlsx odp ods; do # read by the helper, in its own process
  grep -q "^  $format: 1$" "$root/tmp/stats.txt" || { cat "$root/tmp/stats.txt"; fail "the $format file was not read"; }
done

step "the window, offscreen"
version="$(in_root env -u DISPLAY lookalike --version)" || fail "lookalike --version (no display needed)"
echo "$version"
grep -q "^lookalike " <<< "$version" || fail "lookalike --version (no display needed)"
set +e
in_root env QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR=/tmp timeout 8 lookalike /tmp/index.sqlite >/tmp/window.log 2>&1
status=$?
set -e
[ "$status" -eq 124 ] || { cat /tmp/window.log; fail "the window ended by itself (exit code $status)"; }
echo "the window ran until it was stopped"

step "apt-get remove --purge lookalike"
in_root env DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq --purge lookalike >/dev/null || fail "remove"
left=()
while read -r f; do
  [ -n "$f" ] || continue
  if [ -e "$root$f" ] && [ ! -d "$root$f" ]; then left+=("$f"); fi
done < "$files"
# Folders of its own (not shared with other packages) must be gone too.
for d in /usr/libexec/lookalike /usr/lib/lookalike /usr/share/doc/lookalike; do
  [ -e "$root$d" ] && left+=("$d")
done
[ ${#left[@]} -eq 0 ] || fail "left behind: ${left[*]}"
after="$(mktemp)"
system_files > "$after"
# Only what its dependencies brought may be new.
new="$(comm -13 "$before" "$after" | grep -i lookalike || true)"
[ -z "$new" ] || fail "left behind: $new"
rm -f "$before" "$after" "$files"
echo "install test passed: installed, used and removed cleanly"
