#!/usr/bin/env bash
# One 40-tag PNG at 600 px, whole process, TagFlow against Benchmarks/Reference/chips.c
# (raw Pango + Cairo in C), measured side by side in one hyperfine run; prints the
# median of each and their ratio (medians, because a shared machine has slow outliers).
# usage: Benchmarks/single-render.sh [TAGS] [RUNS]     (needs: hyperfine, gcc, python3)
source "$(dirname "$0")/prepare.sh"
tags=${1:-$work/tags40.txt}
runs=${2:-300}
hyperfine -N -w 20 -r "$runs" --export-json "$work/times.json" \
  -n chips.c "$chips $tags 600 $work/c.png" \
  -n tagflow "$tagflow render --input $tags --width 600 -o $work/t.png"
python3 - "$work/times.json" <<'PY'
import json, statistics, sys
results = {r["command"]: statistics.median(r["times"]) * 1000 for r in json.load(open(sys.argv[1]))["results"]}
print(f"median: chips.c {results['chips.c']:.2f} ms, tagflow {results['tagflow']:.2f} ms, "
      f"ratio {results['tagflow'] / results['chips.c']:.3f}")
PY
ls -l "$work/c.png" "$work/t.png" | awk '{print $5, $9}'
