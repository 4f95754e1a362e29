#!/usr/bin/env bash
# Installs what scripts/package.sh wrote into clean Debian 12 roots, as a user without Swift
# would, runs scripts/package-checks.sh there, removes it and finds nothing of it left:
#   1. the .deb with `apt-get install ./tagflow_VERSION_amd64.deb`, then `apt-get purge`;
#   2. the tarball unpacked into a folder on PATH, the libraries its INSTALL names installed
#      as it says; `diff` of JPEG, WebP, TIFF, SVG and PDF files first without what reads
#      them, whose messages must name every package the .deb recommends; then the folder
#      deleted and those packages purged.
# One clean root (mmdebstrap --variant=apt bookworm, with man-db and bash-completion, as a
# user's machine has them) is made per run and unpacked for each step. Prints the sizes,
# install times and first-image times that docs/install.md quotes.
# usage: scripts/test-package.sh   (as root, after scripts/package.sh; MIRROR=URL picks the mirror)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$(id -u)" -ne 0 ]; then
  echo "test-package.sh: run as root: it makes clean roots and enters them with chroot" >&2
  exit 2
fi
shopt -s nullglob
debs=(dist/tagflow_*_amd64.deb)
if [ ${#debs[@]} -ne 1 ]; then
  echo "test-package.sh: expected one dist/tagflow_*_amd64.deb (run scripts/package.sh), found ${#debs[@]}" >&2
  exit 2
fi
deb=${debs[0]}
version=$(dpkg-deb -f "$deb" Version)
name=tagflow-$version-linux-x86_64
tarball=dist/$name.tar.gz
if [ ! -f "$tarball" ]; then
  echo "test-package.sh: $tarball is missing (run scripts/package.sh)" >&2
  exit 2
fi
if ! command -v mmdebstrap >/dev/null; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends mmdebstrap >&2
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/tagflow-test-package.XXXXXX")
mounts=()
# Every exit (an error, Ctrl-C, a kill) unmounts what was mounted, then removes the roots,
# unless something is still mounted inside them.
cleanup() {
  local status=$?
  local index
  for ((index = ${#mounts[@]} - 1; index >= 0; index--)); do
    umount "${mounts[index]}" 2>/dev/null || umount -l "${mounts[index]}" || true
  done
  if grep -qF " $work/" /proc/self/mounts; then
    echo "test-package.sh: $work is left behind: something is still mounted in it" >&2
  else
    rm -rf "$work"
  fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

step() { echo "== $*" >&2; }
milliseconds() { echo $(($(date +%s%N) / 1000000)); }

step "making a clean Debian 12 root"
start=$(milliseconds)
mmdebstrap --quiet --variant=apt --include=man-db,bash-completion bookworm "$work/clean.tar" ${MIRROR:+"$MIRROR"} >&2
echo "clean root: $((($(milliseconds) - start) / 1000)) s" >&2

# unpack NAME: a fresh copy of the clean root at $work/NAME, with /proc mounted and DNS.
unpack() {
  local root=$work/$1
  mkdir "$root"
  tar -C "$root" -xf "$work/clean.tar"
  cp /etc/resolv.conf "$root/etc/resolv.conf"
  echo 'Dpkg::Use-Pty "0";' >"$root/tmp/apt.conf"
  mount -t proc proc "$root/proc"
  mounts+=("$root/proc")
}

# in_root NAME COMMAND...: runs COMMAND in the root as a login would, with a home of its own.
in_root() {
  local root=$work/$1
  shift
  # No /dev/pts in the root: dpkg runs without a pseudo-terminal.
  chroot "$root" /usr/bin/env -i HOME=/root/home LANG=C.UTF-8 TERM=dumb DEBIAN_FRONTEND=noninteractive \
    APT_CONFIG=/tmp/apt.conf \
    PATH="${extra_path:-}/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" ${data_dirs:+XDG_DATA_DIRS="$data_dirs"} "$@"
}

# files NAME: every path of the root but the mounted /proc, /tmp, the test's home and apt's and
# dpkg's own records and caches, which a removal rewrites.
files() {
  (cd "$work/$1" && find . -xdev \( -path ./proc -o -path ./tmp -o -path ./root/home -o -path ./var/log \
    -o -path ./var/cache -o -path ./var/lib/apt -o -path ./var/lib/dpkg \) -prune -o -print | LC_ALL=C sort)
}

# left NAME BEFORE: fails, listing them, when files were added or lost since BEFORE, or when a
# path of the root still names tagflow, or dpkg still knows the package.
left() {
  files "$1" >"$work/$1.after"
  local added lost named
  added=$(LC_ALL=C comm -13 "$2" "$work/$1.after")
  lost=$(LC_ALL=C comm -23 "$2" "$work/$1.after")
  named=$(cd "$work/$1" && find . -xdev -path ./proc -prune -o -iname '*tagflow*' -print)
  if [ -n "$added$lost$named" ]; then
    echo "test-package.sh: left behind in $1: ${added:+added: $added }${lost:+lost: $lost }${named:+named tagflow: $named}" >&2
    exit 1
  fi
  if in_root "$1" dpkg-query -W tagflow >/dev/null 2>&1; then
    echo "test-package.sh: dpkg still knows tagflow in $1" >&2
    exit 1
  fi
}

# prepare NAME: the work folder with the two JPEGs and the checks.
prepare() {
  local root=$work/$1
  mkdir -p "$root/root/home/work"
  cp Fixtures/Odiff/tiger.jpg Fixtures/Odiff/tiger-2.jpg Fixtures/Formats/lossy.webp Fixtures/Formats/lossless.webp \
    Fixtures/Formats/grey.tiff Fixtures/Formats/opaque.tiff "$root/root/home/work/"
  install -m 755 scripts/package-checks.sh "$root/tmp/package-checks.sh"
}

# ---- 1. The Debian package.
step "the package: apt-get install ./$(basename "$deb")"
unpack deb
in_root deb apt-get update -qq
files deb >"$work/deb.before"
cp "$deb" "$work/deb/tmp/"
start=$(milliseconds)
in_root deb apt-get install -y -qq "/tmp/$(basename "$deb")" >"$work/deb-install.log" 2>&1 ||
  {
    cat "$work/deb-install.log" >&2
    exit 1
  }
deb_install=$(($(milliseconds) - start))
dependencies=$(grep -c '^Setting up ' "$work/deb-install.log" || true)
installed=$(in_root deb dpkg -L tagflow)
for path in /usr/bin/tagflow /usr/share/man/man1/tagflow-render.1.gz \
  /usr/share/bash-completion/completions/tagflow /usr/share/zsh/vendor-completions/_tagflow \
  /usr/share/fish/vendor_completions.d/tagflow.fish /usr/share/doc/tagflow/copyright; do
  grep -qxF "$path" <<<"$installed" || {
    echo "test-package.sh: the package has no $path" >&2
    exit 1
  }
done
if in_root deb ldd /usr/bin/tagflow | grep -E 'swift|not found' >&2; then
  echo "test-package.sh: tagflow needs libraries the package does not bring (above)" >&2
  exit 1
fi
prepare deb
in_root deb /tmp/package-checks.sh /root/home/work | tee "$work/deb-checks.txt" >&2
rm -rf "$work/deb/root/home" "$work/deb/tmp/$(basename "$deb")"
step "the package: apt-get purge --autoremove tagflow"
in_root deb apt-get purge -y -qq --autoremove tagflow >/dev/null
left deb "$work/deb.before"

# ---- 2. The tarball.
step "the tarball: unpacked into /opt/$name, its bin on PATH"
unpack tarball
in_root tarball apt-get update -qq
files tarball >"$work/tarball.before"
cp "$tarball" "$work/tarball/tmp/"
in_root tarball tar -xzf "/tmp/$name.tar.gz" -C /opt
# As INSTALL says: its bin on PATH (man finds share/man from there), its share in XDG_DATA_DIRS
# (where bash-completion and fish look).
extra_path=/opt/$name/bin:
data_dirs=/opt/$name/share:/usr/local/share:/usr/share
grep -qF 'export XDG_DATA_DIRS=/opt/'"$name"'/share:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}' \
  "$work/tarball/opt/$name/INSTALL" || {
  echo "test-package.sh: INSTALL no longer says to add share to XDG_DATA_DIRS as this test does" >&2
  exit 1
}
# What INSTALL says to install, as it says it (without sudo, which a clean root lacks).
needs=$(grep -m1 'sudo apt-get install' "$work/tarball/opt/$name/INSTALL" | sed 's/^ *sudo apt-get install //')
start=$(milliseconds)
# shellcheck disable=SC2086 # one word per package
in_root tarball apt-get install -y -qq --no-install-recommends $needs >/dev/null
tarball_install=$(($(milliseconds) - start))
prepare tarball
# Each file kind whose library or program is missing: the message names the package to
# install, and installing it is enough. JPEG, WebP and TIFF are opened on first use; SVG and PDF
# are drawn by rsvg-convert and pdftoppm. libtiff brings libjpeg and libwebp, so it goes last.
in_root tarball sh -c 'cd /root/home/work && tagflow render swift linux -o a.svg && tagflow render swift pango -o b.svg &&
  tagflow render swift linux -o a.pdf && tagflow render swift pango -o b.pdf'
named=()
for pair in "tiger.jpg tiger-2.jpg" "lossy.webp lossless.webp" "grey.tiff opaque.tiff" "a.svg b.svg" "a.pdf b.pdf"; do
  message=$(in_root tarball sh -c "cd /root/home/work && tagflow diff $pair" 2>&1) || true
  package=$(sed -nE 's/.*(: install |\(Debian package )([a-z0-9][a-z0-9.+-]+).*/\2/p' <<<"$message" | head -1)
  [ -n "$package" ] || continue
  echo "without $package: $(head -1 <<<"$message")" >&2
  in_root tarball apt-get install -y -qq --no-install-recommends "$package" >/dev/null
  named+=("$package")
  again=$(in_root tarball sh -c "cd /root/home/work && tagflow diff $pair" 2>&1) || true
  if grep -qE ': install |\(Debian package ' <<<"$again"; then
    echo "test-package.sh: tagflow diff $pair still asks for a package after $package: $again" >&2
    exit 1
  fi
done
# Every Recommends is there now: named by a message, or brought by one that was.
for package in $(dpkg-deb -f "$deb" Recommends | tr -d ,); do
  if ! in_root tarball dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    echo "test-package.sh: no message named $package, which the package recommends (named: ${named[*]})" >&2
    exit 1
  fi
done
needs="$needs ${named[*]}"
in_root tarball /tmp/package-checks.sh /root/home/work | tee "$work/tarball-checks.txt" >&2
step "the tarball: the folder deleted, what INSTALL installed purged"
rm -rf "$work/tarball/root/home" "$work/tarball/opt/$name" "$work/tarball/tmp/$name.tar.gz"
# shellcheck disable=SC2086
in_root tarball apt-mark auto $needs >/dev/null
in_root tarball apt-get autoremove --purge -y -qq >/dev/null
left tarball "$work/tarball.before"

echo "package: $(du -k --apparent-size "$deb" | cut -f1) KiB; installed: $(dpkg-deb -f "$deb" Installed-Size) KiB"
echo "tarball: $(du -k --apparent-size "$tarball" | cut -f1) KiB"
echo "apt-get install ./$(basename "$deb"): $deb_install ms ($dependencies packages set up, from the mirror)"
echo "apt-get install of INSTALL's libraries: $tarball_install ms"
echo "package, $(grep -h 'first image' "$work/deb-checks.txt")"
echo "tarball, $(grep -h 'first image' "$work/tarball-checks.txt")"
echo "test-package.sh: passed"
