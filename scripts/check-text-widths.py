#!/usr/bin/env python3
"""Compares TagFlow's chip widths with Chromium's for the same tags.

Each tag becomes a <span> styled like a chip (DejaVu Sans 13px, padding 6px
12px); headless Chromium reports getBoundingClientRect() widths, and
`tagflow layout` reports its own. Prints the largest difference and exits 1
when any chip differs by more than the tolerance.

usage: scripts/check-text-widths.py TAGS.txt [--limit N] [--tolerance PX] [--tagflow PATH]
Needs: Debian's chromium and fonts-dejavu-core.
"""
import argparse, html, json, os, re, subprocess, sys, tempfile

parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("tags")
parser.add_argument("--limit", type=int, default=500)
parser.add_argument("--tolerance", type=float, default=0.5)
parser.add_argument("--tagflow", default=".build/release/tagflow")
parser.add_argument("--font", default="DejaVu Sans")
parser.add_argument("--size", type=float, default=13)
args = parser.parse_args()

with open(args.tags, encoding="utf-8") as f:
    tags = [t.strip() for t in f if t.strip()][: args.limit]

page = ['<!doctype html><meta charset="utf-8"><style>body{margin:0}',
        f'.t{{display:inline-block;font:{args.size}px "{args.font}";padding:6px 12px;white-space:pre}}</style>']
page += [f'<div><span class="t">{html.escape(t)}</span></div>' for t in tags]
page.append('<script>for (const s of document.querySelectorAll(".t"))'
            ' s.setAttribute("data-w", s.getBoundingClientRect().width);</script>')
with tempfile.NamedTemporaryFile("w", suffix=".html", delete=False, encoding="utf-8") as f:
    f.write("".join(page))
    page_path = f.name
try:
    dom = subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom",
                          "file://" + page_path], capture_output=True, text=True, check=True).stdout
finally:
    os.unlink(page_path)
browser = [float(w) for w in re.findall(r'data-w="([0-9.e+-]+)"', dom)]
if len(browser) != len(tags):
    sys.exit(f"chromium reported {len(browser)} widths for {len(tags)} tags")

with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as f:
    f.write("\n".join(tags) + "\n")
    tags_path = f.name
try:
    out = subprocess.run([args.tagflow, "layout", "--input", tags_path, "--width", "100000", "--no-snap",
                          "--font", f"{args.font} {args.size:g}px"], capture_output=True, text=True, check=True).stdout
finally:
    os.unlink(tags_path)
ours = [c["width"] for c in json.loads(out)["chips"]]

diffs = sorted(((abs(a - b), t, a, b) for t, a, b in zip(tags, ours, browser)), reverse=True)
worst = diffs[0]
over = [d for d in diffs if d[0] > args.tolerance]
print(f"{len(tags)} tags: largest difference {worst[0]:.4f} px ('{worst[1]}': tagflow {worst[2]:.4f}, chromium {worst[3]:.4f});"
      f" mean {sum(d[0] for d in diffs) / len(diffs):.4f} px; {len(over)} over {args.tolerance} px")
for d, t, a, b in over[:10]:
    print(f"  {t!r}: tagflow {a:.4f} chromium {b:.4f}")
sys.exit(1 if over else 0)
