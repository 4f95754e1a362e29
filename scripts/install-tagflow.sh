#!/usr/bin/env bash
# Builds the fast-start tagflow (Swift runtime linked in, fixed load address) and installs it.
# usage: scripts/install-tagflow.sh [BINDIR]
#   BINDIR defaults to /usr/local/bin for root and ~/.local/bin for everyone else.
# The binary then runs without a Swift toolchain, on a machine with Cairo and Pango.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -gt 0 ]; then
  bindir=$1
elif [ "$(id -u)" -eq 0 ]; then
  bindir=/usr/local/bin
else
  bindir=$HOME/.local/bin
fi
bash .ci/install-deps
scripts/build-fast-start.sh
mkdir -p "$bindir"
# -s: stripped of its symbols and debug information, 39.5 MB → 18.0 MB; a crash's backtrace
# then shows addresses, so debug with .build/release/tagflow, which keeps them.
install -s -m 755 .build/release/tagflow "$bindir/tagflow"
echo "installed $bindir/tagflow ($("$bindir/tagflow" --version))"
case ":$PATH:" in
  *":$bindir:"*) ;;
  *) echo "note: $bindir is not on PATH; add it, or call $bindir/tagflow" >&2 ;;
esac
