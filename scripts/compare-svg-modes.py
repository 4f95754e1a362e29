#!/usr/bin/env python3
"""Measures TagFlow's two SVG text modes against its PNG: bytes, and pixels that differ.

Renders one tag list as PNG and as SVG with --svg-text outlines and text,
rasterises each SVG with rsvg-convert and with headless Chromium at the same
size, and prints for each mode its bytes (plain and gzipped), the share of
pixels that differ from the PNG at all, and the share that differ by more than
a quarter of the range in some channel (edges, not tints).

usage: scripts/compare-svg-modes.py TAGS.txt [--tagflow PATH] [--keep DIR] [more tagflow render options]
Needs: rsvg-convert, chromium, Python's Pillow.
"""
import argparse, gzip, os, subprocess, sys, tempfile
from PIL import Image, ImageChops

parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("tags")
parser.add_argument("--tagflow", default=".build/debug/tagflow")
parser.add_argument("--keep", help="write the renders and rasterisations into this folder")
args, extra = parser.parse_known_args()
args.extra = [a for a in extra if a != "--"]

folder = args.keep or tempfile.mkdtemp()
os.makedirs(folder, exist_ok=True)
def path(name): return os.path.join(folder, name)
def render(out, *options):
    subprocess.run([args.tagflow, "render", "--input", args.tags, *args.extra, *options, "-o", out], check=True)

render(path("tags.png"))
png = Image.open(path("tags.png")).convert("RGB")
width, height = png.size

def chromium(svg, out):
    page = path("page.html")
    with open(page, "w") as f:
        f.write(f'<!doctype html><style>body{{margin:0}}img{{display:block}}</style><img src="{os.path.abspath(svg)}">')
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    "--force-device-scale-factor=1", f"--window-size={width},{height}",
                    f"--screenshot={os.path.abspath(out)}", "file://" + os.path.abspath(page)],
                   check=True, capture_output=True)

def differing(image):
    diff = ImageChops.difference(png, image.convert("RGB").crop((0, 0, width, height)))
    pixels = list(diff.get_flattened_data() if hasattr(diff, "get_flattened_data") else diff.getdata())
    anything = sum(1 for p in pixels if max(p) > 0)
    visible = sum(1 for p in pixels if max(p) > 64)
    return 100 * anything / len(pixels), 100 * visible / len(pixels)

print(f"PNG {width}×{height}, {os.path.getsize(path('tags.png'))} bytes")
for mode in ["outlines", "text"]:
    svg = path(f"tags-{mode}.svg")
    render(svg, "--svg-text", mode)
    data = open(svg, "rb").read()
    subprocess.run(["rsvg-convert", "-o", path(f"rsvg-{mode}.png"), svg], check=True)
    chromium(svg, path(f"chromium-{mode}.png"))
    rsvg = differing(Image.open(path(f"rsvg-{mode}.png")))
    chrome = differing(Image.open(path(f"chromium-{mode}.png")))
    print(f"{mode:8}: {len(data):7} bytes, {len(gzip.compress(data, 9)):6} gzipped; pixels differing from the PNG "
          f"(any / > 25%): rsvg-convert {rsvg[0]:.1f}% / {rsvg[1]:.1f}%, Chromium {chrome[0]:.1f}% / {chrome[1]:.1f}%")
