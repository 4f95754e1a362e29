#!/usr/bin/env bash
# Measuring cost at scale: `tagflow layout` of the 3,000 names in Data/pypi_top3000.txt
# (read, measure, arrange, print JSON) against Benchmarks/Reference/chips.c only measuring
# the same names (chips -m measure), whole process, side by side in one hyperfine run;
# prints the median of each and their ratio.
# usage: Benchmarks/layout-bench.sh [RUNS]     (needs: hyperfine, gcc, python3)
source "$(dirname "$0")/prepare.sh"
runs=${1:-50}
names=$data/pypi_top3000.txt
hyperfine -N -w 5 -r "$runs" --export-json "$work/times.json" \
  -n "chips.c -m measure" "$chips -m measure $names 600 $work/unused.png" \
  -n "tagflow layout" "$tagflow layout --input $names --width 600 -o $work/layout.json"
python3 - "$work/times.json" "$work/layout.json" <<'PY'
import json, statistics, sys
results = {r["command"]: statistics.median(r["times"]) * 1000 for r in json.load(open(sys.argv[1]))["results"]}
chips = len(json.load(open(sys.argv[2]))["chips"])
c, tagflow = results["chips.c -m measure"], results["tagflow layout"]
print(f"{chips} names, median: chips.c -m measure {c:.2f} ms, tagflow layout {tagflow:.2f} ms, ratio {tagflow / c:.2f}")
PY
