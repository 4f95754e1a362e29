#!/usr/bin/env bash
# One 40-tag PNG at 600 px, whole process, TagFlow against ../shared/bench/baseline.c
# (raw Pango + Cairo in C), measured side by side in one hyperfine run; prints the
# median of each and their ratio (medians, because a shared machine has slow outliers).
# usage: Benchmarks/single-render.sh [TAGS] [RUNS]     (needs: hyperfine, gcc, python3)
set -euo pipefail
cd "$(dirname "$0")/.."
bench=../shared/bench
tags=${1:-$bench/data/tags40.txt}
runs=${2:-300}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
gcc -O2 -o "$work/baseline" "$bench/baseline.c" $(pkg-config --cflags --libs pangocairo cairo-svg) -lm
# The fast-start build README gives: the Swift runtime linked in, and a position-dependent
# executable, so the loader has no Swift metadata pointers to patch at every start.
swift build -c release --static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -no-pie --product tagflow >&2
hyperfine -N -w 20 -r "$runs" --export-json "$work/times.json" \
  -n baseline.c "$work/baseline $tags 600 $work/c.png" \
  -n tagflow ".build/release/tagflow render --input $tags --width 600 -o $work/t.png"
python3 - "$work/times.json" <<'PY'
import json, statistics, sys
results = {r["command"]: statistics.median(r["times"]) * 1000 for r in json.load(open(sys.argv[1]))["results"]}
print(f"median: baseline.c {results['baseline.c']:.2f} ms, tagflow {results['tagflow']:.2f} ms, "
      f"ratio {results['tagflow'] / results['baseline.c']:.3f}")
PY
ls -l "$work/c.png" "$work/t.png" | awk '{print $5, $9}'
