#!/usr/bin/env bash
# Packs the fast-start tagflow for people without Swift: dist/tagflow_VERSION_amd64.deb and
# dist/tagflow-VERSION-linux-x86_64.tar.gz (VERSION is what `tagflow --version` prints).
# usage: scripts/package.sh [--no-build]
#   --no-build packs the .build/release/tagflow there is (made by scripts/build-fast-start.sh).
#
# Both hold the stripped binary (no Swift library left for the loader to find), a man page for
# tagflow and one per subcommand and the bash, zsh and fish completions, all made by the binary
# itself, so they cannot drift from --help; README.md, the example manifest, and the copyright.
# The package's Depends are what dpkg-shlibdeps reads from the binary, plus a font; the
# libraries `diff` opens on first use are Recommends. lintian must report no error.
# docs/install.md says what the package serves and how to build one for another system.
set -euo pipefail
cd "$(dirname "$0")/.."
repository=$PWD

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
# dpkg-dev: dpkg-shlibdeps; lintian: the package's check; binutils: strip, objdump, strings;
# man-db: groff's check of each man page.
tools=(dpkg-dev lintian binutils man-db)
missing=()
for package in "${tools[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi
bash .ci/install-deps
if [ "${1:-}" != --no-build ]; then
  scripts/build-fast-start.sh
fi
built=.build/release/tagflow

version=$("$built" --version)
if ! [[ $version =~ ^[0-9][A-Za-z0-9.+~]*$ ]]; then
  echo "package.sh: tagflow --version printed '$version'; a Debian version starts with a digit and holds" \
    "letters, digits and . + ~ only" >&2
  exit 1
fi
# Every date and file time in the package is the last commit's, so the same commit packs the same bytes.
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct)}
commit=$(git rev-parse --short=12 HEAD)
[ -z "$(git status --porcelain --untracked-files=no)" ] || commit="$commit (with uncommitted changes)"
day=$(date -u -d "@$SOURCE_DATE_EPOCH" +%F)

work=$(mktemp -d "${TMPDIR:-/tmp}/tagflow-package.XXXXXX")
trap 'rm -rf "$work"' EXIT

# ---- What both hold: the stripped binary, and the man pages and completions it makes.
binary=$work/tagflow
install -m 755 "$built" "$binary"
strip --strip-all "$binary"
if ldd "$binary" | grep -i swift >&2; then
  echo "package.sh: the binary needs the Swift libraries above; build it with scripts/build-fast-start.sh" >&2
  exit 1
fi

# Man pages: swift-argument-parser's own generator (what `swift package plugin generate-manual`
# runs), built from the resolved checkout, reads `tagflow --experimental-dump-help`. The plugin
# itself would first build every product again in release without the static runtime. It is
# built from a copy of the checkout: a build in the checkout itself makes the next build of
# tagflow start from scratch.
argument_parser=.build/checkouts/swift-argument-parser
if [ ! -d "$argument_parser/.git" ]; then
  echo "package.sh: $argument_parser is missing; run swift package resolve" >&2
  exit 1
fi
generator_source=.build/generate-manual-source
revision=$(git -C "$argument_parser" rev-parse HEAD)
if [ "$(cat "$generator_source/.revision" 2>/dev/null)" != "$revision" ]; then
  rm -rf "$generator_source"
  mkdir -p "$generator_source"
  git -C "$argument_parser" archive HEAD | tar -x -C "$generator_source"
  echo "$revision" >"$generator_source/.revision"
fi
swift build --package-path "$generator_source" --scratch-path .build/generate-manual -c release \
  --product generate-manual >&2
manuals=$work/man
mkdir -p "$manuals"
.build/generate-manual/release/generate-manual "$binary" --multi-page --date "$day" --output-directory "$manuals"
# One page per command, named as git names its commands: tagflow-render(1), not tagflow.render(1);
# man-db then also finds `man tagflow render`.
for page in "$manuals"/tagflow.*.1; do
  [ -e "$page" ] || continue
  name=$(basename "$page" .1)
  mv "$page" "$manuals/${name//./-}.1"
done
# The titles and the cross references with them. In the text of a discussion, a blank line,
# which mdoc warns about, is a paragraph break (.Pp), and a line that starts with a dot or an
# apostrophe (".svg and .pdf files ...") is text, not a request: \& before it.
perl -pi -e 's/^(\.Dt |\.Xr )(\S+)/$1 . ($2 =~ tr{.}{-}r)/e; s/^$/.Pp/;
  s/^(?=\.(?![A-Z][a-z](?: |$)|\\")|\x27)/\\&/; s/^\.Nd "(.*)"$/.Nd $1/' "$manuals"/*.1
# A subcommand's NAME is tagflow-render, as whatis and apropos read it (git's pages do the
# same); its SYNOPSIS keeps the command as typed, tagflow render.
perl -0pi -e 's/^\.Nm "(tagflow) ([^"]+)"\n(.*?^\.Sh SYNOPSIS\n)\.Nm\n/.Nm $1-$2\n$3.Nm "$1 $2"\n/ms' "$manuals"/*.1
for page in "$manuals"/*.1; do
  # groff's and lexgrog's checks: a page they cannot read fails here, not on a user's machine.
  lexgrog "$page" >/dev/null || {
    echo "package.sh: $(basename "$page"): whatis cannot read its NAME section" >&2
    exit 1
  }
  problems=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -E UTF-8 -l "$page" 2>&1 >/dev/null || echo "man failed")
  if [ -n "$problems" ]; then
    echo "package.sh: $(basename "$page"): $problems" >&2
    exit 1
  fi
done
completions=$work/completions
mkdir -p "$completions"
for shell in bash zsh fish; do
  "$binary" --generate-completion-script "$shell" >"$completions/$shell"
done
# bash-completion sources the script: a #! line would only suggest running it.
sed -i '1{/^#!/d}' "$completions/bash"

# The Debian maintainer: whoever made the commit packed, unless TAGFLOW_MAINTAINER says.
maintainer=${TAGFLOW_MAINTAINER:-$(git log -1 --format='%an <%ae>')}
copyright() {
  local authors
  authors=$(git log --format='%an' | sort -u | paste -sd, | sed 's/,/, /g')
  local first last
  first=$(git log --max-parents=0 --format=%cd --date=format:%Y | tail -1)
  last=$(date -u -d "@$SOURCE_DATE_EPOCH" +%Y)
  local years=$first
  [ "$first" = "$last" ] || years="$first-$last"
  cat <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: TagFlow
Comment: Packed by scripts/package.sh from commit $commit. The Swift standard library and
 runtime, Foundation, libdispatch, swift-argument-parser and swift-system are linked into
 /usr/bin/tagflow.

EOF
  if [ -f LICENSE ]; then
    printf 'Files: *\nCopyright: %s %s\nLicense: TagFlow\n See /usr/share/doc/tagflow/LICENSE.\n' "$years" "$authors"
  else
    printf 'Files: *\nCopyright: %s %s\nLicense: not-stated\n' "$years" "$authors"
    printf ' The TagFlow repository has no licence file at commit %s: ask its authors\n' "$commit"
    printf ' before passing this package on.\n'
  fi
  cat <<'EOF'

Files: usr/bin/tagflow
Copyright: Apple Inc. and the Swift project authors
License: Apache-2.0 with Runtime Library Exception
Comment: The parts of the binary built from Swift's runtime, Foundation, libdispatch,
 swift-argument-parser and swift-system; the rest is TagFlow's, as above.

License: Apache-2.0 with Runtime Library Exception
 Licensed under the Apache License, Version 2.0 (the "License"); you may not use
 this file except in compliance with the License. Unless required by applicable
 law or agreed to in writing, software distributed under the License is
 distributed on an "AS IS" BASIS, WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND,
 either express or implied. See the License for the specific language governing
 permissions and limitations under the License.
 .
 On Debian systems, the complete text of the Apache License, Version 2.0 is in
 /usr/share/common-licenses/Apache-2.0.
 .
EOF
  # The exception as swift-argument-parser's licence states it.
  sed -n '/Runtime Library Exception to the Apache 2.0 License/,$p' "$generator_source/LICENSE.txt" |
    sed -e 's/^ *//' -e '/^$/d' -e 's/^/ /' -e '2i\ .'
}

# populate PREFIX ZSH_FOLDER FISH_FOLDER: the binary, man pages, completions and docs under
# PREFIX; zsh's and fish's completions under PREFIX/ZSH_FOLDER and PREFIX/FISH_FOLDER.
populate() {
  local prefix=$1
  install -d -m 755 "$prefix/bin" "$prefix/share/man/man1" "$prefix/share/doc/tagflow/examples" \
    "$prefix/share/bash-completion/completions" "$prefix/$2" "$prefix/$3"
  install -m 755 "$binary" "$prefix/bin/tagflow"
  for page in "$manuals"/*.1; do
    gzip -9n <"$page" >"$prefix/share/man/man1/$(basename "$page").gz"
  done
  install -m 644 "$completions/bash" "$prefix/share/bash-completion/completions/tagflow"
  install -m 644 "$completions/zsh" "$prefix/$2/_tagflow"
  install -m 644 "$completions/fish" "$prefix/$3/tagflow.fish"
  install -m 644 README.md "$prefix/share/doc/tagflow/README.md"
  [ ! -f LICENSE ] || install -m 644 LICENSE "$prefix/share/doc/tagflow/LICENSE"
  copyright >"$prefix/share/doc/tagflow/copyright"
  chmod 644 "$prefix/share/doc/tagflow/copyright"
  # README's first example renders this manifest: `tagflow example out/`.
  "$binary" example --print >"$prefix/share/doc/tagflow/examples/manifest.yaml"
  chmod 644 "$prefix/share/doc/tagflow/examples/manifest.yaml"
}

mkdir -p dist
# ---- The Debian package.
deb=$work/deb
populate "$deb/usr" share/zsh/vendor-completions share/fish/vendor_completions.d
cat >"$work/changelog" <<EOF
tagflow ($version) unstable; urgency=medium

  * Packed by scripts/package.sh from commit $commit.

 -- $maintainer  $(date -u -R -d "@$SOURCE_DATE_EPOCH")
EOF
gzip -9n <"$work/changelog" >"$deb/usr/share/doc/tagflow/changelog.gz"
install -d -m 755 "$deb/usr/share/lintian/overrides"
cat >"$deb/usr/share/lintian/overrides/tagflow" <<'EOF'
# The fast-start build is linked at a fixed address (-no-pie) to start sooner
# (CONTRIBUTING.md, Start-up); it reads files, not the network.
tagflow: hardening-no-pie [usr/bin/tagflow]
EOF
chmod 644 "$deb/usr/share/lintian/overrides/tagflow"

# Depends: the libraries the binary names, and the versions their symbols need, as
# dpkg-shlibdeps reads them (it wants a debian/control beside it); then a font to draw with.
mkdir -p "$work/shlibs/debian"
printf 'Source: tagflow\n\nPackage: tagflow\nArchitecture: amd64\n' >"$work/shlibs/debian/control"
shlibs=$(cd "$work/shlibs" && dpkg-shlibdeps -O -e "$deb/usr/bin/tagflow" 2>/dev/null)
depends="${shlibs#shlibs:Depends=}, fonts-dejavu-core"
# Recommends: the libraries `diff` opens on first use, found as the sonames the binary names but
# does not link (its dlopen strings), each with the package that holds it here; and what `check`
# runs for SVG and PDF (ExternalTool.swift names the same packages).
linked=$(objdump -p "$deb/usr/bin/tagflow" | awk '$1 == "NEEDED" { print $2 }')
recommends=()
while read -r soname; do
  grep -qxF "$soname" <<<"$linked" && continue
  owner=$(dpkg -S "*/$soname" 2>/dev/null | grep -v -- '-dev' | head -1 | cut -d: -f1)
  if [ -z "$owner" ]; then
    echo "package.sh: no installed package holds $soname, which tagflow opens; install it (.ci/install-deps)" >&2
    exit 1
  fi
  recommends+=("$owner")
done < <(strings -a "$deb/usr/bin/tagflow" | grep -E '^lib[A-Za-z0-9_+-]+\.so\.[0-9]+$' | sort -u)
recommends+=(librsvg2-bin poppler-utils)
recommends_line=$(printf '%s\n' "${recommends[@]}" | sort -u | paste -sd, | sed 's/,/, /g')
installed_size=$(du -sk --apparent-size "$deb" | cut -f1)
mkdir -p "$deb/DEBIAN"
cat >"$deb/DEBIAN/control" <<EOF
Package: tagflow
Version: $version
Architecture: amd64
Maintainer: $maintainer
Installed-Size: $installed_size
Depends: $depends
Recommends: $recommends_line
Suggests: fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji, bash-completion
Section: graphics
Priority: optional
Description: render wrapped tag chips to PNG, SVG and PDF
 TagFlow turns lists of tags into images of wrapped chips (capsules with text),
 as a README, a docs site or a product page shows them: Pango measures the
 text, a flow engine that follows CSS flex-wrap arranges the chips in lines,
 and Cairo draws them.
 .
 The tagflow command renders tag lists and weighted tag clouds, turns the
 tags blocks of Markdown files into images, renders manifests of many images
 in parallel, and compares renders and screenshots (PNG, JPEG, WebP, TIFF, SVG,
 PDF) with reference images for visual regression tests.
EOF
find "$deb" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
deb_file=dist/tagflow_${version}_amd64.deb
dpkg-deb --root-owner-group -Zxz --build "$deb" "$deb_file" >&2

# ---- The tarball: the same files under tagflow-VERSION-linux-x86_64/, with zsh's and fish's
# completions where a prefix such as /usr/local keeps them, and how to install what it needs.
name=tagflow-$version-linux-x86_64
tree=$work/tarball/$name
populate "$tree" share/zsh/site-functions share/fish/vendor_completions.d
needs=$(sed -E 's/ \([^)]*\)//g; s/,//g' <<<"$depends")
glibc=$(objdump -T "$tree/bin/tagflow" | grep -oE 'GLIBC_[0-9.]+' | sed 's/GLIBC_//' | sort -V | tail -1)
cat >"$tree/INSTALL" <<EOF
tagflow $version for Linux x86-64 with glibc $glibc or later, packed from commit $commit.

On Debian 12, install the libraries and the font it needs:

  sudo apt-get install $needs

and, for diff's JPEG, WebP and TIFF and for check's SVG and PDF pictures:

  sudo apt-get install ${recommends_line//,/}

Unpack it into /usr/local, where man, bash-completion, zsh and fish all look:

  sudo tar -xzf $name.tar.gz --strip-components=1 -C /usr/local

or anywhere else, such as /opt, with its bin on PATH (man then finds share/man) and its
share in XDG_DATA_DIRS (where bash-completion and fish look); for zsh, add its
share/zsh/site-functions to fpath:

  sudo tar -xzf $name.tar.gz -C /opt
  export PATH=/opt/$name/bin:\$PATH
  export XDG_DATA_DIRS=/opt/$name/share:\${XDG_DATA_DIRS:-/usr/local/share:/usr/share}

To remove it, delete the folder (with /usr/local, the files this tarball holds).
EOF
chmod 644 "$tree/INSTALL"
find "$tree" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
tar_file=dist/$name.tar.gz
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$SOURCE_DATE_EPOCH" -C "$work/tarball" -cf - "$name" |
  gzip -9n >"$tar_file"

# ---- lintian: no error (warnings and notes are printed).
lintian --fail-on error --allow-root "$deb_file" >&2
for file in "$deb_file" "$tar_file"; do
  echo "$file ($(du -k --apparent-size "$file" | cut -f1) KiB)"
done
