#!/usr/bin/env bash
# Batch throughput: a generated manifest of 1,000 jobs (40 tags each, PNG, 600 px)
# rendered with 1 and 2 workers, against Benchmarks/Reference/chips.c rendering the
# same kind of image in a loop, all in one run. Prints images per second, the
# ratios, PNG sizes and peak memory.
# usage: Benchmarks/batch-bench.sh [JOBS]     (needs: gcc, GNU time, python3)
source "$(dirname "$0")/prepare.sh"
jobs=${1:-1000}

# Each job takes 40 consecutive names from the PyPI list, starting at a different place.
python3 - "$data/pypi_top3000.txt" "$jobs" > "$work/manifest.yaml" <<'PY'
import json, sys
names = [line.strip() for line in open(sys.argv[1]) if line.strip()]
print("defaults: {width: 600}")
print("jobs:")
for i in range(int(sys.argv[2])):
    start = (i * 37) % (len(names) - 40)
    print(f"  - output: out/{i:04d}.png")
    print(f"    tags: {json.dumps(names[start:start + 40])}")
PY

measure() {  # prints "seconds peak-KiB"
  /usr/bin/time -f "%e %M" -o "$work/time" "$@" > /dev/null 2>&1
  cat "$work/time"
}
read -r c_s c_kb < <(measure "$chips" -r 200 "$work/tags40.txt" 600 "$work/c.png")
c_ms=$(python3 -c "print($c_s * 1000 / 200)")
read -r one_s one_kb < <(measure "$tagflow" batch "$work/manifest.yaml" --force --quiet --jobs 1)
read -r two_s two_kb < <(measure "$tagflow" batch "$work/manifest.yaml" --force --quiet --jobs 2)
read -r skip_s _ < <(measure "$tagflow" batch "$work/manifest.yaml" --quiet --jobs 2)
"$tagflow" render --input "$work/tags40.txt" --width 600 -o "$work/t.png"
python3 - "$c_ms" "$jobs" "$one_s" "$two_s" "$skip_s" "$one_kb" "$two_kb" "$work/c.png" "$work/t.png" <<'PY'
import os, sys
c_ms, jobs, one, two, skip = float(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4]), float(sys.argv[5])
one_kb, two_kb = int(sys.argv[6]), int(sys.argv[7])
c_rate = 1000 / c_ms
print(f"chips.c (loop of 200, in process): {c_ms:.2f} ms per image = {c_rate:.0f} images/s")
for name, seconds in (("tagflow batch --jobs 1", one), ("tagflow batch --jobs 2", two)):
    rate = jobs / seconds
    print(f"{name}: {jobs} images in {seconds:.2f} s = {rate:.0f} images/s = {rate / c_rate:.2f}x chips.c")
print(f"unchanged manifest, nothing to render: {skip:.2f} s for {jobs} jobs")
print(f"peak memory: {one_kb / 1024:.0f} MB with 1 worker, {two_kb / 1024:.0f} MB with 2")
c_size, t_size = os.path.getsize(sys.argv[8]), os.path.getsize(sys.argv[9])
print(f"PNG size for the 40 tags: tagflow {t_size} bytes, Cairo {c_size} bytes = {t_size / c_size:.2f}x")
PY
