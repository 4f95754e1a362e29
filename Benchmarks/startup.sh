#!/usr/bin/env bash
# The cost of starting, side by side: a C program that links the libraries tagflow links
# and exits, `tagflow --version`, `tagflow render` of 1 and of 40 tags and `tagflow layout`
# of the 3,000 names, each against Benchmarks/Reference/chips.c doing the same (chips.c
# `-m measure` for layout), for both builds: the fast-start one from README's Install
# (Swift runtime linked in, no PIE) and a plain `swift build -c release`. Prints the
# hyperfine medians and their ratios to C, then callgrind's instruction counts for the
# one-tag commands and the 3,000-name layout (deterministic: they show a change that
# timings on a busy machine hide),
# and the size of each binary. Compare ratios measured in one run, never absolute times.
# usage: Benchmarks/startup.sh [RUNS]     (needs: hyperfine, valgrind, gcc, python3, binutils)
#   RUNS: hyperfine runs per command (default 100; the 3,000-name layout gets a fifth of them)
#   TAGFLOW_BINARY=PATH TAGFLOW_PLAIN_BINARY=PATH: measure these two builds, built earlier
#   (copies of another commit's), instead of building this one
set -euo pipefail
for tool in hyperfine valgrind gcc python3 strip readelf; do
  command -v "$tool" > /dev/null || {
    echo "startup.sh needs $tool (Debian: apt-get install hyperfine valgrind gcc python3 binutils)" >&2
    exit 1
  }
done
source "$(dirname "$0")/prepare.sh"
runs=${1:-100}
if [ -n "${TAGFLOW_PLAIN_BINARY:-}" ]; then
  plain=$(realpath "$TAGFLOW_PLAIN_BINARY")
else
  # README's first command, in a scratch folder of its own so that the two builds never replace
  # each other's objects.
  swift build -c release --product tagflow --scratch-path .build-plain >&2
  plain=$PWD/.build-plain/release/tagflow
fi
fast=$tagflow

# The C program: every library the fast-start tagflow needs (its DT_NEEDED list), kept even
# though nothing calls them, and nothing else.
libs=$(readelf -d "$fast" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | grep -v '^ld-linux' | sed 's/^/-l:/')
echo 'int main(void) { return 0; }' > "$work/hello.c"
# shellcheck disable=SC2086  # one word per library
gcc -O2 -o "$work/hello" "$work/hello.c" -Wl,--no-as-needed $libs
echo a > "$work/one.txt"
names=$data/pypi_top3000.txt

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) CPUs"
# One hyperfine run per row, its three commands side by side; medians in ms into $work/rows.
: > "$work/rows"
row() {  # row NAME RUNS C-COMMAND TAGFLOW-ARGUMENTS
  local name=$1 count=$2 c=$3 arguments=$4
  hyperfine -N -w 5 -r "$count" --style none --export-json "$work/row.json" \
    -n c "$c" -n fast "$fast $arguments" -n plain "$plain $arguments" > /dev/null
  python3 - "$work/row.json" "$name" >> "$work/rows" <<'PY'
import json, statistics, sys
medians = {r["command"]: statistics.median(r["times"]) * 1000 for r in json.load(open(sys.argv[1]))["results"]}
print(sys.argv[2], medians["c"], medians["fast"], medians["plain"], sep="\t")
PY
}
row "start and exit (C: hello; tagflow --version)" "$runs" "$work/hello" "--version"
row "render 1 tag (C: chips)" "$runs" "$chips $work/one.txt 600 $work/c1.png" "render a -o $work/t1.png"
row "render 40 tags (C: chips)" "$runs" "$chips $work/tags40.txt 600 $work/c40.png" \
  "render --input $work/tags40.txt --width 600 -o $work/t40.png"
row "layout 3,000 names (C: chips -m measure)" "$((runs / 5 > 5 ? runs / 5 : 5))" \
  "$chips -m measure $names 600 $work/unused.png" "layout --input $names --width 600 -o $work/layout.json"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
python3 - "$work/rows" <<'PY'
import sys
print(f"{'median, ms':46} {'C':>7} {'fast-start':>18} {'plain build':>18}")
for line in open(sys.argv[1]):
    name, c, fast, plain = line.rstrip("\n").split("\t")
    c, fast, plain = float(c), float(fast), float(plain)
    print(f"{name:46} {c:7.2f} {fast:8.2f} ({fast / c:5.2f}×) {plain:8.2f} ({plain / c:5.2f}×)")
PY

# Callgrind counts every instruction of the process, the dynamic loader's and other threads'
# included. It cannot read the DWARF 5 that Swift writes, so it runs copies without debug
# information (their symbols kept, for callgrind_annotate).
strip --strip-debug -o "$work/fast" "$fast"
strip --strip-debug -o "$work/plain" "$plain"
instructions() {  # instructions COMMAND...: the instructions callgrind counts for one run
  valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$@" 2>&1 > /dev/null \
    | sed -n 's/.*Collected : \([0-9]*\)/\1/p'
}
echo
echo "callgrind, instructions              C   fast-start      plain build"
count() {  # count NAME C-COMMAND TAGFLOW-ARGUMENTS
  local name=$1 c fast plain
  # shellcheck disable=SC2086  # one word per argument
  c=$(instructions $2)
  # shellcheck disable=SC2086
  fast=$(instructions "$work/fast" $3)
  # shellcheck disable=SC2086
  plain=$(instructions "$work/plain" $3)
  python3 -c "import sys; n, c, f, p = sys.argv[1], *map(int, sys.argv[2:])
print(f'{n:28} {c / 1e6:7.1f} M {f / 1e6:7.1f} M ({f / c:4.2f}×) {p / 1e6:7.1f} M ({p / c:4.2f}×)')" \
    "$name" "$c" "$fast" "$plain"
}
count "hello / --version" "$work/hello" "--version"
count "chips / render a" "$chips $work/one.txt 600 $work/c1.png" "render a -o $work/t1.png"
count "chips -m measure / layout a" "$chips -m measure $work/one.txt 600 $work/unused.png" "layout a -o $work/a.json"
count "chips -m measure / layout 3,000" "$chips -m measure $names 600 $work/unused.png" \
  "layout --input $names --width 600 -o $work/layout.json"

echo
megabytes() { stat -c %s "$1" | awk '{printf "%.1f MB", $1 / 1e6}'; }
strip -o "$work/fast-stripped" "$fast"
echo "binary size: fast-start $(megabytes "$fast") ($(megabytes "$work/fast-stripped") stripped)," \
  "plain build $(megabytes "$plain") (and the Swift runtime's shared libraries)"
