#!/usr/bin/env python3
"""Generates image pairs with semi-transparent pixels and the pixel counts that the
`pixelmatch` package from PyPI (a port of pixelmatch 5, which blends over white like
pixelmatch 6) gives for them, so `swift test` can check the `yiq-white` metric without Python.

    python3 -m pip install pixelmatch==0.4.0
    python3 scripts/make-pixelmatch-pairs.py   # writes Fixtures/PixelmatchPyPI/

The pairs are drawn from a fixed seed: anti-aliased shapes in opaque and translucent
colours on opaque, translucent or transparent backgrounds, then changed by colour noise of
every size, sub-pixel shifts (anti-aliasing changes), opacity changes and colour bits of
fully transparent pixels.
"""
import json
import math
import os
import random
import struct
import zlib
from importlib.metadata import version

from pixelmatch import pixelmatch

OUT = os.path.join(os.path.dirname(__file__), "..", "Fixtures", "PixelmatchPyPI")
THRESHOLDS = [0.0, 0.05, 0.1, 0.3]


def write_png(path, width, height, rgba):
    """An 8-bit RGBA PNG, no filtering: byte-exact pixels for any decoder."""
    raw = b"".join(b"\0" + bytes(rgba[y * width * 4:(y + 1) * width * 4]) for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def over(dst, src, coverage):
    """Straight-alpha `src` drawn over `dst` with `coverage` (0...1), rounded to bytes."""
    sa = src[3] / 255 * coverage
    da = dst[3] / 255
    oa = sa + da * (1 - sa)
    if oa == 0:
        return [0, 0, 0, 0]
    colour = [(src[i] * sa + dst[i] * da * (1 - sa)) / oa for i in range(3)]
    return [min(255, max(0, round(c))) for c in colour] + [round(oa * 255)]


def coverage(shape, x, y, dx):
    """Fraction of pixel (x, y) inside `shape`, moved right by dx, on a 4×4 sample grid."""
    inside = 0
    for sy in range(4):
        for sx in range(4):
            px, py = x + (sx + 0.5) / 4 - dx, y + (sy + 0.5) / 4
            if shape[0] == "rect":
                _, x0, y0, x1, y1 = shape
                inside += x0 <= px < x1 and y0 <= py < y1
            else:
                _, cx, cy, r = shape
                inside += (px - cx) ** 2 + (py - cy) ** 2 <= r * r
    return inside / 16


def draw(width, height, background, shapes, dx=0.0):
    pixels = [list(background) for _ in range(width * height)]
    for shape, colour in shapes:
        for y in range(height):
            for x in range(width):
                c = coverage(shape, x, y, dx)
                if c > 0:
                    pixels[y * width + x] = over(pixels[y * width + x], colour, c)
    return pixels


def random_colour(rng, alphas):
    return [rng.randrange(256) for _ in range(3)] + [rng.choice(alphas)]


def make_pair(rng, index):
    width, height = rng.randrange(24, 49), rng.randrange(16, 41)
    background = random_colour(rng, [255, 255, 0, 128, 200])
    shapes = []
    for _ in range(rng.randrange(2, 6)):
        colour = random_colour(rng, [255, 255, 255, 64, 128, 192, 250])
        if rng.random() < 0.5:
            x0, y0 = rng.uniform(0, width - 4), rng.uniform(0, height - 4)
            shape = ("rect", x0, y0, x0 + rng.uniform(3, width / 2), y0 + rng.uniform(3, height / 2))
        else:
            shape = ("circle", rng.uniform(0, width), rng.uniform(0, height), rng.uniform(2, height / 2))
        shapes.append((shape, colour))
    a = draw(width, height, background, shapes)
    # b: the same drawing, sometimes moved by a fraction of a pixel (anti-aliasing changes).
    b = draw(width, height, background, shapes, dx=rng.choice([0, 0, 0.25, 0.5]))
    for _ in range(rng.randrange(3, 30)):
        i = rng.randrange(width * height)
        kind = rng.randrange(5)
        if kind == 0:  # one level of noise
            b[i] = [min(255, max(0, v + rng.choice([-1, 1]))) for v in b[i][:3]] + [b[i][3]]
        elif kind == 1:  # a few levels
            b[i] = [min(255, max(0, v + rng.randrange(-12, 13))) for v in b[i][:3]] + [b[i][3]]
        elif kind == 2:  # any colour, any opacity
            b[i] = random_colour(rng, [0, 1, 64, 128, 254, 255])
        elif kind == 3:  # opacity only
            b[i] = b[i][:3] + [min(255, max(0, b[i][3] + rng.randrange(-40, 41)))]
        else:  # colour bits of a fully transparent pixel
            a[i] = a[i][:3] + [0]
            b[i] = random_colour(rng, [0])
    return width, height, a, b


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(20261123)
    cases = []
    for index in range(16):
        width, height, a, b = make_pair(rng, index)
        flat_a = [v for p in a for v in p]
        flat_b = [v for p in b for v in p]
        name = f"pair{index:02d}"
        write_png(os.path.join(OUT, f"{name}a.png"), width, height, flat_a)
        write_png(os.path.join(OUT, f"{name}b.png"), width, height, flat_b)
        counts = []
        for threshold in THRESHOLDS:
            for include_aa in [False, True]:
                count = pixelmatch(flat_a, flat_b, width, height, threshold=threshold, includeAA=include_aa)
                counts.append({"threshold": threshold, "includeAA": include_aa, "count": count})
        cases.append({"name": name, "width": width, "height": height, "counts": counts})
    with open(os.path.join(OUT, "expected.json"), "w") as f:
        json.dump({"generator": f"pixelmatch {version('pixelmatch')} from PyPI", "pairs": cases}, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
