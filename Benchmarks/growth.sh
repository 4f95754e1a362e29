#!/usr/bin/env bash
# How cost grows with the size of the input: each input shape at four sizes, each twice the last,
# whole process (best of three). Prints the time at each size and the growth exponent between
# neighbours, log2(t(2n) / t(n)): about 1 is linear, 2 quadratic. A fixed start-up cost pulls small
# sizes towards 0, so the last exponent is the one to read.
# usage: Benchmarks/growth.sh          (needs: python3)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product tagflow >&2
tagflow=$PWD/.build/release/tagflow
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$tagflow" "$work" Fixtures/Fonts/DejaVuSans.ttf <<'PY'
import math, os, subprocess, sys, time
tagflow, work, font = sys.argv[1:]
fonts = ["--no-system-fonts", "--font-file", os.path.abspath(font)]

def write(name, text):
    path = os.path.join(work, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path

def best(arguments, expect_fail=False):
    times = []
    for _ in range(3):
        start = time.perf_counter()
        done = subprocess.run(arguments, cwd=work, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        times.append(time.perf_counter() - start)
        if (done.returncode != 0) != expect_fail:
            sys.exit(f"unexpected exit {done.returncode}: {' '.join(arguments[:3])}…: {done.stderr[:300]!r}")
    return min(times)

def tags_file(n, make):
    return write(f"tags-{n}.txt", "\n".join(make(i) for i in range(n)) + "\n")

def manifest(n):
    jobs = "".join(f"  - {{output: out/j{i}.svg, tags: [swift, linux, t{i}]}}\n" for i in range(n))
    return write(f"m-{n}.yaml", "defaults: {systemFonts: false, fontFiles: [%s]}\njobs:\n%s" % (os.path.abspath(font), jobs))

def markdown(n):
    return write(f"d-{n}.md", "".join(f"# Part {i}\n\n```tags\nswift, linux, t{i}\n```\n\n" for i in range(n)))

def front_matter(n):
    folder = os.path.join(work, f"docs-{n}")
    os.makedirs(folder, exist_ok=True)
    for i in range(n):
        with open(os.path.join(folder, f"p{i}.md"), "w") as f:
            f.write(f"---\ntitle: P{i}\ntags: [swift, t{i % 50}]\n---\nText.\n")
    return folder

mark = "\u0301"
shapes = [
    ("one tag of n characters", [1250, 2500, 5000, 10000],
     lambda n: [tagflow, "render", "--input", write(f"long-{n}.txt", "x" * n + "\n"), "-o", f"a{n}.svg"] + fonts),
    ("one tag of n code points, 32 to a character", [5000, 10000, 20000, 40000],
     lambda n: [tagflow, "render", "--input", write(f"marks-{n}.txt", ("e" + mark * 31) * (n // 32) + "\n"),
                "-o", f"b{n}.svg"] + fonts),
    ("n tags", [2500, 5000, 10000, 20000],
     lambda n: [tagflow, "render", "--input", tags_file(n, lambda i: f"tag{i}"), "-o", f"c{n}.svg"] + fonts),
    ("n tags laid out (layout)", [2500, 5000, 10000, 20000],
     lambda n: [tagflow, "layout", "--input", tags_file(n, lambda i: f"tag{i}"), "-o", f"c{n}.json"] + fonts),
    ("n boxes (layout --boxes)", [12500, 25000, 50000, 100000],
     lambda n: [tagflow, "layout", "--boxes", write(f"boxes-{n}.json", '{"width": 600, "items": [' + ",".join(
         '{"width":%d,"height":10}' % (5 + i % 40) for i in range(n)) + "]}"), "-o", f"boxes-{n}.out.json"]),
    ("manifest of n jobs (batch)", [250, 500, 1000, 2000],
     lambda n: [tagflow, "batch", manifest(n), "-q", "--force", "--allow-outside"]),
    ("Markdown with n blocks", [50, 100, 200, 400],
     lambda n: [tagflow, "markdown", markdown(n), "-o", f"d-{n}.out.md"] + fonts),
    ("n Markdown files' front matter", [250, 500, 1000, 2000],
     lambda n: [tagflow, "render", "--from-front-matter", front_matter(n), "-o", f"f{n}.svg"] + fonts),
]
print(f"{'input':<48} {'sizes':>26}   times (s) and growth exponents")
for name, sizes, command in shapes:
    times = [best(command(n)) for n in sizes]
    exponents = [math.log2(b / a) if a > 0 else float("nan") for a, b in zip(times, times[1:])]
    cells = "  ".join(f"{t:.3f}" for t in times)
    growth = "  ".join(f"{e:.2f}" for e in exponents)
    print(f"{name:<48} {'/'.join(map(str, sizes)):>26}   {cells}   exponents {growth}")
PY
