#!/usr/bin/env python3
"""Writes the stored samples of every valid PngSuite image as 8-bit straight RGBA digests,
decoded independently of libpng by pure-Python pypng, so `swift test` can check that
TagFlow's decoder reads what the files store and nothing else.

    python3 -m pip install pypng==0.20220715.0
    python3 scripts/make-pngsuite-expectations.py        # writes Fixtures/PngSuite/expected-rgba.tsv
    python3 scripts/make-pngsuite-expectations.py --dump basn0g16.png out.rgba   # one image's bytes

The rule is TagFlow's (docs/visual-testing.md, "How pixels are compared"): the stored samples, with gAMA,
cHRM, sRGB, iCCP and sBIT ignored; 1-, 2- and 4-bit grey replicated to 8 bits (v × 255 /
(2^depth − 1), exact); 16-bit samples rounded to 8 bits as (v + 128) // 257, which is
v × 255 / 65535 rounded to nearest (never a tie); palette entries looked up, with tRNS
alpha; a grey or RGB tRNS colour (compared at the file's own depth) makes alpha 0, every
other pixel 255; grey becomes R = G = B. pypng's `read()` deinterlaces and returns the
samples as stored (its `asDirect()` would apply sBIT, so it is not used).

Each line: name, width, height, SHA-256 of the RGBA bytes (rows top to bottom, no padding).
Images whose name starts with `x` are PngSuite's corrupt ones and get no line.
"""
import hashlib
import os
import sys

import png  # pypng

SUITE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures", "PngSuite")
OUT = os.path.join(SUITE, "expected-rgba.tsv")


def to8(value, depth):
    if depth == 16:
        return (value + 128) // 257
    if depth == 8:
        return value
    return value * 255 // ((1 << depth) - 1)


def rgba(path):
    """(width, height, RGBA bytes) of the stored samples."""
    width, height, rows, info = png.Reader(filename=path).read()
    depth = info["bitdepth"]
    planes = info["planes"]
    # A palette in a truecolour image (pp0n2c16, pp0n6a08) is only a suggestion: not used.
    palette = info["palette"] if planes == 1 and not info["greyscale"] else None
    transparent = info.get("transparent")
    if transparent is not None and not isinstance(transparent, tuple):
        transparent = (transparent,)
    out = bytearray()
    for row in rows:
        row = list(row)
        for x in range(width):
            pixel = row[x * planes:(x + 1) * planes]
            if palette is not None:
                entry = palette[pixel[0]]
                out += bytes(entry[:3]) + bytes([entry[3] if len(entry) == 4 else 255])
                continue
            if info["alpha"]:
                colour, alpha = pixel[:-1], to8(pixel[-1], depth)
            else:
                colour = pixel
                alpha = 0 if transparent is not None and tuple(colour) == transparent else 255
            colour = [to8(v, depth) for v in colour]
            if info["greyscale"]:
                colour = colour * 3
            out += bytes(colour) + bytes([alpha])
    assert len(out) == width * height * 4, path
    return width, height, bytes(out)


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "--dump":
        _, _, data = rgba(os.path.join(SUITE, sys.argv[2]))
        with open(sys.argv[3], "wb") as f:
            f.write(data)
        return
    names = sorted(n for n in os.listdir(SUITE) if n.endswith(".png") and not n.startswith("x"))
    lines = [
        "# PngSuite's stored samples as 8-bit straight RGBA, decoded by pypng "
        + png.__version__
        + " (scripts/make-pngsuite-expectations.py).",
        "# name\twidth\theight\tsha256 of the RGBA bytes",
    ]
    for name in names:
        width, height, data = rgba(os.path.join(SUITE, name))
        lines.append(f"{name}\t{width}\t{height}\t{hashlib.sha256(data).hexdigest()}")
    with open(OUT, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{len(names)} images -> {os.path.relpath(OUT)}")


if __name__ == "__main__":
    main()
