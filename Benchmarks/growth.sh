#!/usr/bin/env bash
# How cost grows with the size of the input: each input shape at four sizes, each twice the last,
# whole process. Prints the CPU time (user + system of the process and its threads, best of three)
# at each size and the growth exponent between neighbours, log2(t(2n) / t(n)): about 1 is linear,
# 2 quadratic. CPU time, not wall time, so that other work on the machine moves the figures less.
# A fixed start-up cost pulls small sizes towards 0, so the last exponent is the one to read, with
# "fit": the least-squares slope of log time against log size over the three largest sizes.
# The reader shapes (JSON, YAML, TOML, CommonMark: escapes, keys, nesting, tags, lines) come last;
# SHAPES=readers runs only those, SHAPES=render only the others; ONLY=TEXT only the shapes whose
# name holds TEXT (ONLY=YAML); REPEAT=N takes the best of N runs instead of three.
# usage: [SHAPES=readers] [ONLY=TEXT] [REPEAT=N] [TAGFLOW_BINARY=PATH] Benchmarks/growth.sh          (needs: python3)
set -euo pipefail
cd "$(dirname "$0")/.."
# TAGFLOW_BINARY=PATH measures a binary built earlier (another commit's) instead of building one.
if [ -z "${TAGFLOW_BINARY:-}" ]; then swift build -c release --product tagflow >&2; fi
tagflow=${TAGFLOW_BINARY:-$PWD/.build/release/tagflow}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$tagflow" "$work" Fixtures/Fonts/DejaVuSans.ttf "${SHAPES:-all}" <<'PY'
import math, os, subprocess, sys, time
tagflow, work, font, which = sys.argv[1:]
fonts = ["--no-system-fonts", "--font-file", os.path.abspath(font)]

def write(name, text):
    path = os.path.join(work, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path

def best(arguments, expect_fail=False):
    """The least CPU time (user + system, every thread) of REPEAT runs (3 unless told)."""
    times = []
    for _ in range(int(os.environ.get("REPEAT", "3"))):
        with open(os.devnull, "wb") as null:
            process = subprocess.Popen(arguments, cwd=work, stdout=null, stderr=subprocess.PIPE)
            _, status, usage = os.wait4(process.pid, 0)
            error = process.stderr.read()
            process.stderr.close()
        code = os.waitstatus_to_exitcode(status)
        times.append(usage.ru_utime + usage.ru_stime)
        if (code != 0) != expect_fail:
            sys.exit(f"unexpected exit {code}: {' '.join(arguments[:3])}…: {error[:300]!r}")
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
# Each reader, given one document of doubling size through the command that reads it whole.
def package_json(name, body):
    return write(name, '{"name": "p", ' + body + ', "keywords": ["swift", "linux"]}\n')

def cargo_toml(name, body):
    return write(name + "/Cargo.toml", '[package]\nname = "p"\nkeywords = ["swift", "linux"]\n' + body)

def front_matter_file(name, body):
    return write(name, "---\ntags: [swift, linux]\n" + body + "---\nText.\n")

def page(name, body):
    return write(name, body + "\n```tags\nswift, linux\n```\n")

def nested(open_, close, depth):
    return open_ * depth + close * depth

def folder(name):
    path = os.path.join(work, name)
    os.makedirs(path, exist_ok=True)
    return name

def yaml_job(name, body):
    return write(name + ".yaml", "jobs:\n  - output: out.svg\n    tags: [swift]\n" + body)

dry_run = lambda path: [tagflow, "batch", path, "--dry-run"]
tags_of = lambda path: [tagflow, "tags", "--from-package", path]
front = lambda path: [tagflow, "tags", "--from-front-matter", path]
markdown_of = lambda path: [tagflow, "markdown", path, "-o", path + ".out.md"] + fonts
readers = [
    ("JSON: a string of n escapes (package.json)", [500000, 1000000, 2000000, 4000000],
     lambda n: tags_of(package_json(f"esc-{n}.json", '"description": "' + "\\n" * n + '"'))),
    ("JSON: a string of n \\u0041 escapes", [250000, 500000, 1000000, 2000000],
     lambda n: tags_of(package_json(f"uesc-{n}.json", '"description": "' + "\\u0041" * n + '"'))),
    ("JSON: n keys on one line", [100000, 200000, 400000, 800000],
     lambda n: tags_of(package_json(f"keys-{n}.json", ", ".join(f'"k{i}": {i}' for i in range(n))))),
    ("JSON: n lists nested 120 deep", [4000, 8000, 16000, 32000],
     lambda n: tags_of(package_json(f"deep-{n}.json", '"x": [' + ",".join([nested("[", "]", 120)] * n) + "]"))),
    ("JSON: n tags, a line each (keywords)", [2000, 4000, 8000, 16000],
     lambda n: tags_of(write(f"jtags-{n}.json", '{"name": "p", "keywords": [\n' + ",\n".join(f'"t{i}"' for i in range(n)) + "\n]}\n"))),
    ("TOML: a string of n escapes (Cargo.toml)", [500000, 1000000, 2000000, 4000000],
     lambda n: tags_of(cargo_toml(folder(f"tesc-{n}"), 'description = "' + "\\n" * n + '"\n'))),
    ("TOML: n keys, a line each", [50000, 100000, 200000, 400000],
     lambda n: tags_of(cargo_toml(folder(f"tkeys-{n}"), "".join(f"k{i} = {i}\n" for i in range(n))))),
    ("TOML: n keys in one inline table", [50000, 100000, 200000, 400000],
     lambda n: tags_of(cargo_toml(folder(f"tinline-{n}"), "x = {" + ", ".join(f"k{i} = {i}" for i in range(n)) + "}\n"))),
    ("TOML: n arrays nested 120 deep", [4000, 8000, 16000, 32000],
     lambda n: tags_of(cargo_toml(folder(f"tdeep-{n}"), "x = [" + ",".join([nested("[", "]", 120)] * n) + "]\n"))),
    ("TOML: n tags, a line each (keywords)", [2000, 4000, 8000, 16000],
     lambda n: tags_of(write(folder(f"ttags-{n}") + "/Cargo.toml", '[package]\nname = "p"\nkeywords = [\n' + ",\n".join(f'"t{i}"' for i in range(n)) + "\n]\n"))),
    ("YAML: a string of n escapes (front matter)", [64000, 128000, 256000, 512000],
     lambda n: front(front_matter_file(f"yesc-{n}.md", 'description: "' + "\\n" * n + '"\n'))),
    ("YAML: n keys (front matter)", [8000, 16000, 32000, 64000],
     lambda n: front(front_matter_file(f"ykeys-{n}.md", "".join(f"k{i}: {i}\n" for i in range(n))))),
    ("YAML: n keys on one line (front matter)", [8000, 16000, 32000, 64000],
     lambda n: front(front_matter_file(f"yline-{n}.md", "x: {" + ", ".join(f"k{i}: {i}" for i in range(n)) + "}\n"))),
    ("YAML: n lists nested 500 deep", [128, 256, 512, 1024],
     lambda n: front(front_matter_file(f"ydeep-{n}.md", "x: [" + ",".join([nested("[", "]", 500)] * n) + "]\n"))),
    ("YAML: n tags, a line each (front matter)", [2000, 4000, 8000, 16000],
     lambda n: front(write(f"ytags-{n}.md", "---\ntags:\n" + "".join(f"  - t{i}\n" for i in range(n)) + "---\nText.\n"))),
    # Front matter closes within its first 1 MiB, so a manifest job (16 MB) carries the larger YAML;
    # its keys are not a job's, so the dry run reads the whole job and reports a problem (exit 1).
    ("YAML: a title of n escapes (manifest, batch --dry-run)", [500000, 1000000, 2000000, 4000000],
     lambda n: (dry_run(yaml_job(f"mesc-{n}", '    title: "' + "\\n" * n + '"\n')), True)),
    ("YAML: n keys in a job (manifest, batch --dry-run)", [25000, 50000, 100000, 200000],
     lambda n: (dry_run(yaml_job(f"mk-{n}", "".join(f"    k{i}: {i}\n" for i in range(n)))), True)),
    ("CommonMark: a line of n backslash escapes", [250000, 500000, 1000000, 2000000],
     lambda n: markdown_of(page(f"mesc-{n}.md", "\\`\\*" * (n // 2) + "\n"))),
    ("CommonMark: n link definitions (keys)", [25000, 50000, 100000, 200000],
     lambda n: markdown_of(page(f"mkeys-{n}.md", "".join(f"[k{i}]: /u{i}\n" for i in range(n)) + "===\n"))),
    ("CommonMark: n lines in 900 block quotes", [250, 500, 1000, 2000],
     lambda n: markdown_of(page(f"mdeep-{n}.md", ("> " * 900 + "x\n") * n))),
    ("CommonMark: n lines in a list 900 deep", [500, 1000, 2000, 4000],
     lambda n: markdown_of(page(f"mlist-{n}.md", "- " * 900 + "x\n" + ("  " * 900 + "y\n") * n))),
    ("CommonMark: n lines of paragraphs", [200000, 400000, 800000, 1600000],
     lambda n: markdown_of(page(f"mpara-{n}.md", "".join(f"Line {i} with *some* `code`.\n" + ("\n" if i % 4 == 3 else "") for i in range(n))))),
    ("CommonMark: a tags block of n tags, a line each", [2000, 4000, 8000, 16000],
     lambda n: markdown_of(page(f"mtags-{n}.md", "```tags\n" + "".join(f"t{i}\n" for i in range(n)) + "```\n"))),
    ("CommonMark: one line of n bytes with fences", [1000000, 2000000, 4000000, 8000000],
     lambda n: markdown_of(page(f"mline-{n}.md", "a ``` ~~~ b " * (n // 12) + "\n"))),
]

def fit(sizes, times):
    """The least-squares slope of log(time) against log(size): the growth exponent of those sizes."""
    if min(times) <= 0:
        return float("nan")
    xs, ys = [math.log(n) for n in sizes], [math.log(t) for t in times]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)

chosen = (shapes if which in ("all", "render") else []) + (readers if which in ("all", "readers") else [])
chosen = [shape for shape in chosen if os.environ.get("ONLY", "") in shape[0]]
print(f"{'input':<48} {'sizes':>34}   CPU seconds and growth exponents")
for name, sizes, command in chosen:
    # A command is its arguments, or (arguments, True) when it is to fail (a refused input, read whole).
    runs = [command(n) for n in sizes]
    times = [best(*run) if isinstance(run, tuple) else best(run) for run in runs]
    exponents = [math.log2(b / a) if a > 0 else float("nan") for a, b in zip(times, times[1:])]
    cells = "  ".join(f"{t:.3f}" for t in times)
    growth = "  ".join(f"{e:.2f}" for e in exponents)
    print(f"{name:<48} {'/'.join(map(str, sizes)):>34}   {cells}   exponents {growth}   fit {fit(sizes[1:], times[1:]):.2f}",
          flush=True)
PY
