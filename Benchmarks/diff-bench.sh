#!/usr/bin/env bash
# `tagflow diff` side by side with the image diff tools people already use, on the same pairs
# in one hyperfine run per pair, and the ratio of each peer's time to TagFlow's (> 1: TagFlow
# is faster). Peers: pixelhog (Rust, PyPI; needs Python ≥ 3.12), pybind11-pixelmatch (C++,
# PyPI) and ImageMagick `compare` (Debian's imagemagick); each is installed if it can be and
# left out, saying why, if not.
#
#   Benchmarks/diff-bench.sh            # hyperfine --warmup 2 --runs 10 per pair
#   RUNS=3 Benchmarks/diff-bench.sh     # quicker
#   TAGFLOW_BEFORE=PATH Benchmarks/diff-bench.sh   # also a tagflow built earlier, in the same run
#
# The pairs are screenshot-like renders (anti-aliased text on flat fills) at the issue's
# sizes: the same pixels in two differently compressed files, a small change (one chip), a large change (every
# chip's fill), 1920×1080-ish, and a full page 3446 wide and about 10,000 tall.
source "$(dirname "${BASH_SOURCE[0]}")/prepare.sh"
runs=${RUNS:-10}

command -v hyperfine >/dev/null || { echo "diff-bench: needs hyperfine (apt-get install hyperfine)" >&2; exit 1; }
python3 -m pip install --quiet pybind11-pixelmatch >&2 2>/dev/null || true

# pixelhog's wheels need Python ≥ 3.12, which is often not the default python3: take the first
# that runs of python3.13, python3.12 and python3 on PATH (a pyenv shim of a version not selected
# is on PATH but fails), then the newest of pyenv's installed versions.
modern_python() {
  local candidate candidates=()
  for candidate in python3.13 python3.12 python3; do
    command -v "$candidate" >/dev/null && candidates+=("$(command -v "$candidate")")
  done
  if command -v pyenv >/dev/null; then
    while read -r version; do
      candidates+=("$(pyenv root)/versions/$version/bin/python3")
    done < <(pyenv versions --bare 2>/dev/null | sort -t. -k1,1nr -k2,2nr -k3,3nr)
  fi
  for candidate in "${candidates[@]}"; do
    "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 12))' 2>/dev/null && { echo "$candidate"; return; }
  done
  return 0
}

peers=()
if [ -n "${TAGFLOW_BEFORE:-}" ]; then
  peers+=("tagflow before|$(realpath "$TAGFLOW_BEFORE") diff")
fi
pixelhog_python=$(modern_python)
if [ -z "$pixelhog_python" ]; then
  echo "diff-bench: pixelhog left out: it needs Python ≥ 3.12 and none was found (python3.13, python3.12, python3 is $(python3 -V 2>&1), pyenv versions)" >&2
elif ! "$pixelhog_python" -c "import pixelhog" 2>/dev/null \
  && ! "$pixelhog_python" -m pip install --quiet pixelhog >&2 2>/dev/null; then
  echo "diff-bench: pixelhog left out: \`$pixelhog_python -m pip install pixelhog\` failed" >&2
else
  echo "diff-bench: pixelhog runs under $pixelhog_python ($("$pixelhog_python" -V 2>&1)); its times include that interpreter's start-up" >&2
  # Not pixelhog.py: Python puts the script's folder first on sys.path, so `import pixelhog`
  # would import the script itself, fail at once and be timed failing.
  cat > "$work/pixelhog_diff.py" <<'PY'
import sys, pixelhog
a, b = (open(p, "rb").read() for p in sys.argv[1:3])
# Decodes both PNGs and counts the differing pixels (pixelmatch's YIQ rule, threshold 0.1).
print(pixelhog.Comparison(a, b).diff_count())
PY
  peers+=("pixelhog|$pixelhog_python $work/pixelhog_diff.py")
fi
if python3 -c "import pybind11_pixelmatch" 2>/dev/null; then
  cat > "$work/pixelmatch.py" <<'PY'
import sys
import pybind11_pixelmatch as pm
a, b = (pm.read_image(p) for p in sys.argv[1:3])
print(pm.pixelmatch(a, b) if a.shape == b.shape else "sizes differ")
PY
  peers+=("pybind11-pixelmatch|python3 $work/pixelmatch.py")
else
  echo "diff-bench: pybind11-pixelmatch could not be installed: left out" >&2
fi
if command -v compare >/dev/null && compare -version 2>/dev/null | grep -q ImageMagick; then
  # -metric AE counts differing pixels; compare exits 1 when they differ.
  peers+=("ImageMagick compare|compare -metric AE -fuzz 0% {a} {b} null:")
else
  echo "diff-bench: ImageMagick compare is not installed (apt-get install imagemagick): left out" >&2
fi

# The pairs: 3000 package names as chips, the page's width set, one tag or every fill changed.
render() { "$tagflow" render --input "$1" --width "$2" --fill "${4:-#E8EEF7}" -o "$3" >/dev/null; }
head -n 3000 "$data/pypi_top3000.txt" > "$work/page.txt"
sed '1000s/.*/a-tag-that-was-not-there/' "$work/page.txt" > "$work/page-one.txt"
head -n 420 "$work/page.txt" > "$work/hd.txt"
sed '200s/.*/a-tag-that-was-not-there/' "$work/hd.txt" > "$work/hd-one.txt"
head -n 800 "$work/page.txt" > "$work/square.txt"
sed '400s/.*/a-tag-that-was-not-there/' "$work/square.txt" > "$work/square-one.txt"
render "$work/square.txt" 2000 "$work/square.png"
# A different encoding of the same pixels, so nothing short-cuts on equal bytes.
"$tagflow" render --input "$work/square.txt" --width 2000 --png-compression small -o "$work/square-same.png" >/dev/null
same="same pixels"
cmp -s "$work/square.png" "$work/square-same.png" && same="identical files"
render "$work/square-one.txt" 2000 "$work/square-small.png"
render "$work/square.txt" 2000 "$work/square-large.png" '#FEF3C7'
render "$work/hd.txt" 1920 "$work/hd.png"
render "$work/hd-one.txt" 1920 "$work/hd-small.png"
for i in 1 2 3; do cat "$work/page.txt"; done > "$work/page3.txt"
for i in 1 2 3; do cat "$work/page-one.txt"; done > "$work/page3-one.txt"
render "$work/page3.txt" 3446 "$work/page.png"
render "$work/page3-one.txt" 3446 "$work/page-small.png"

pairs=(
  "2000 wide, $same|square.png square-same.png"
  "2000 wide, one chip changed|square.png square-small.png"
  "2000 wide, every fill changed|square.png square-large.png"
  "1920 wide, one chip changed|hd.png hd-small.png"
  "3446 wide full page, one chip changed|page.png page-small.png"
)

printf '\n%-40s %-12s %22s' "pair" "size" "tagflow"
for peer in "${peers[@]}"; do printf ' %22s' "${peer%%|*}"; done
printf '\n'
for pair in "${pairs[@]}"; do
  label=${pair%%|*}
  read -r a b <<< "${pair#*|}"
  size=$(python3 -c "import struct,sys; d=open(sys.argv[1],'rb').read(24); print('%d×%d' % struct.unpack('>II', d[16:24]))" "$work/$a")
  commands=("$tagflow diff $work/$a $work/$b")
  for peer in "${peers[@]}"; do
    command=${peer#*|}
    if [[ $command == *"{a}"* ]]; then
      command=${command//\{a\}/$work/$a}
      command=${command//\{b\}/$work/$b}
    else
      command="$command $work/$a $work/$b"
    fi
    commands+=("$command")
  done
  # hyperfine -i times failures too (a differing pair exits 1): a peer that crashes (exit
  # status above 1, or a Python traceback, which exits 1 like a difference) would be timed
  # crashing, so it stops the bench instead.
  for command in "${commands[@]}"; do
    status=0
    $command >/dev/null 2>"$work/stderr" || status=$?
    if [ "$status" -gt 1 ] || grep -q '^Traceback' "$work/stderr"; then
      echo "diff-bench: \`$command\` failed (exit $status):" >&2
      cat "$work/stderr" >&2
      exit 1
    fi
  done
  hyperfine --style none --warmup 2 --runs "$runs" -i --export-json "$work/result.json" "${commands[@]}" >/dev/null 2>&1
  python3 - "$work/result.json" "$label" "$size" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
# Wall time, then CPU time (user + system, every thread): on a loaded machine a process waits
# for a CPU far longer than it runs, and only the second says what each tool costs.
rows = ((sys.argv[2], sys.argv[3], lambda r: r["mean"]), ("  CPU time", "", lambda r: r["user"] + r["system"]))
for label, size, measure in rows:
    ours = measure(results[0])
    cells = ["%7.1f ms" % (ours * 1000)]
    for peer in results[1:]:
        cells.append("%7.1f ms (%4.2f×)" % (measure(peer) * 1000, measure(peer) / ours))
    print("%-40s %-12s %s" % (label, size, " ".join("%22s" % c for c in cells)))
PY
done
printf '\n(×: the peer'"'"'s mean time over tagflow'"'"'s; above 1.00× tagflow is faster. Each pair'"'"'s first line\n'
printf 'is wall time, its second CPU time, user + system.)\n'
