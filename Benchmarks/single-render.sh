#!/usr/bin/env bash
# One 40-tag PNG at 600 px, whole process, TagFlow against ../shared/bench/baseline.c
# (raw Pango + Cairo in C), measured side by side in one hyperfine run.
# usage: Benchmarks/single-render.sh [TAGS] [RUNS]     (needs: hyperfine, gcc)
set -euo pipefail
cd "$(dirname "$0")/.."
bench=../shared/bench
tags=${1:-$bench/data/tags40.txt}
runs=${2:-200}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
gcc -O2 -o "$work/baseline" "$bench/baseline.c" $(pkg-config --cflags --libs pangocairo cairo-svg) -lm
# A statically linked Swift runtime starts a few milliseconds sooner.
swift build -c release --static-swift-stdlib --product tagflow >&2
hyperfine -N -w 10 -r "$runs" \
  -n baseline.c "$work/baseline $tags 600 $work/c.png" \
  -n tagflow ".build/release/tagflow render --input $tags --width 600 -o $work/t.png"
ls -l "$work/c.png" "$work/t.png" | awk '{print $5, $9}'
