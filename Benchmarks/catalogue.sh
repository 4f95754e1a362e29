#!/usr/bin/env bash
# Manifests at catalogue scale: generated manifests of 10⁴, 10⁵ and 10⁶ jobs (six tags
# each, PNG, 300 px; Benchmarks/make-catalogue.py), YAML and JSON Lines. For each size
# and format it prints the time and peak memory (GNU time's maximum resident set) of
#   validate  tagflow batch M --validate
#   render    tagflow batch M (every job rendered; jobs/s)   at sizes up to RENDER_MAX
#   rerun     tagflow batch M again, everything up to date: the run record (.tagflow-run)
#             lets it read no job                            at sizes up to RENDER_MAX
#   by job    the same rerun without the run record: every job read, checked and
#             fingerprinted (as after any change to the manifest)
# usage: Benchmarks/catalogue.sh [SIZE...]   (default: 10000 100000 1000000)
#   RENDER_MAX=N   render and rerun only manifests of at most N jobs (default 100000: a
#                  million renders take long on a shared 2-core machine)
#   TAGFLOW_BINARY=PATH  the tagflow to measure (default: swift build -c release)
#   JOBS=N         workers (default: one per core)
#   FORMATS="yaml jsonl"  the manifest formats to measure (default: both)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(10000 100000 1000000)
render_max=${RENDER_MAX:-100000}
if [ -n "${TAGFLOW_BINARY:-}" ]; then
  tagflow=$(realpath "$TAGFLOW_BINARY")
else
  swift build -c release --product tagflow >&2
  tagflow=$root/.build/release/tagflow
fi
jobs=(${JOBS:+--jobs "$JOBS"})
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Runs tagflow under GNU time; prints "SECONDS CPU_SECONDS MAX_RSS_MB" (wall clock, user + system
# time: on a shared machine the second says more; the command's own output goes to stderr).
measure() {
  /usr/bin/time -v -o "$work/time.txt" "$tagflow" "$@" >&2 || true
  awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i] }
    /User time|System time/ { cpu += $2 }
    /Maximum resident set size/ { kb = $2 } END { printf "%.2f %.2f %.0f\n", s, cpu, kb / 1024 }' "$work/time.txt"
}

row() {
  printf '%-8s %-8s %-9s %8s %8s %8s %9s\n' "$1" "$2" "$3" "$4" "$5" "$6" \
    "$(awk -v n="$2" -v s="$4" 'BEGIN { printf "%.0f", (s > 0 ? n / s : 0) }')"
}

printf '%-8s %-8s %-9s %8s %8s %8s %9s\n' format jobs step seconds "cpu s" "peak MB" "jobs/s"
for size in "${sizes[@]}"; do
  for form in ${FORMATS:-yaml jsonl}; do
    dir=$work/$form-$size
    mkdir -p "$dir"
    python3 Benchmarks/make-catalogue.py "$size" "$form" > "$dir/m.$form"
    # A manifest changed within a second of a run is not trusted to the run record.
    touch -d '-1 minute' "$dir/m.$form"
    row "$form" "$size" validate $(measure batch "$dir/m.$form" --validate --quiet)
    if [ "$size" -le "$render_max" ]; then
      row "$form" "$size" render $(measure batch "$dir/m.$form" --quiet "${jobs[@]}")
      row "$form" "$size" rerun $(measure batch "$dir/m.$form" --quiet "${jobs[@]}")
      rm -f "$dir/.tagflow-run"
      row "$form" "$size" "by job" $(measure batch "$dir/m.$form" --quiet "${jobs[@]}")
    fi
    rm -rf "$dir"
  done
done
