#!/usr/bin/env python3
"""Writes Fixtures/FormatMatrix: small generated PNG, JPEG, WebP and TIFF files of every alpha
kind, bit depth, orientation and colour type, with the RGBA each must decode to, checked
against Pillow.

    python3 -m pip install pillow
    python3 scripts/make-pillow-expectations.py      # writes the files and expected-rgba.tsv

The rule is TagFlow's (docs/visual-testing.md, "How pixels are compared"):
- the samples as stored, as 8-bit straight RGBA; grey is R = G = B; no colour management;
- 16-bit samples rounded to 8 bits as (v + 128) // 257 (Pillow truncates, v >> 8: the two
  are checked to differ by at most one level);
- straight (unassociated) alpha kept as stored; associated (premultiplied) alpha of a TIFF
  un-premultiplied as Pillow does, colour × 255 // alpha, clipped, 0 where alpha is 0; an
  extra TIFF sample of unspecified meaning is no alpha;
- a TIFF's Orientation tag is applied, turns of a quarter included (5 to 8 swap width and
  height), as Pillow applies it; EXIF orientation in JPEG, WebP and PNG is not: the rows as
  stored, as Pillow's Image.open, odiff and pixelmatch read those.

Lossless files are written from generated samples and their expectation is computed from
those samples by the rule above, then checked against Pillow's decoding; lossy files (JPEG,
lossy WebP) expect Pillow's decoding, made by the same libjpeg-turbo and libwebp. TIFFs are
written by hand (uncompressed, strips), so every tag is what the name says; a few more are
saved by Pillow (LZW, Deflate).

Each line: name, width, height, SHA-256 of the RGBA bytes (rows top to bottom), and the
largest difference in levels allowed (0 but for the files Pillow reads another way). The
Swift test (FormatMatrixTests) needs no Python.
"""
import hashlib
import random
import struct
import sys
from pathlib import Path

from PIL import Image

FOLDER = Path(__file__).resolve().parent.parent / "Fixtures" / "FormatMatrix"
WIDTH, HEIGHT = 7, 5


def generated(seed, channels, maximum=255):
    """WIDTH × HEIGHT pixels of `channels` samples in 0...maximum: random, with the extremes."""
    rng = random.Random(seed)
    pixels = []
    for index in range(WIDTH * HEIGHT):
        pixel = [rng.randint(0, maximum) for _ in range(channels)]
        if index < 4:  # 0, max and the alpha edge cases first
            pixel = [[0, maximum, 1, maximum - 1][index]] * channels
        pixels.append(pixel)
    return pixels


def to8(value, depth):
    if depth == 16:
        return (value + 128) // 257
    if depth == 8:
        return value
    return value * 255 // ((1 << depth) - 1)


def rgba_bytes(pixels):
    return bytes(v for p in pixels for v in p)


def pillow_rgba(path):
    """Pillow's reading as straight 8-bit RGBA (16-bit grey as its high byte, as Pillow's
    16-bit RGB readers take it)."""
    with Image.open(path) as image:
        image.load()
        if image.mode in ("I;16", "I;16B", "I;16L", "I"):
            raw = image.convert("I;16").tobytes("raw", "I;16")
            values = struct.unpack(f"<{len(raw) // 2}H", raw)
            return bytes(b for v in values for b in (v >> 8, v >> 8, v >> 8, 255))
        return image.convert("RGBA").tobytes()


lines = []


def record(name, expected, tolerance=0, size=(WIDTH, HEIGHT)):
    """Checks `expected` against Pillow (within `tolerance`) and notes the line."""
    path = FOLDER / name
    with Image.open(path) as image:
        assert image.size == size, f"{name}: Pillow reads {image.size}"
    pillow = pillow_rgba(path)
    assert len(pillow) == len(expected) == WIDTH * HEIGHT * 4, name
    worst = max(abs(a - b) for a, b in zip(pillow, expected))
    if worst > tolerance:
        sys.exit(f"{name}: Pillow reads other pixels (off by up to {worst} levels)")
    lines.append(f"{name}\t{size[0]}\t{size[1]}\t{hashlib.sha256(expected).hexdigest()}\t{tolerance}")


def record_pillow(name):
    """A lossy file: the expectation is Pillow's decoding."""
    pixels = pillow_rgba(FOLDER / name)
    lines.append(f"{name}\t{WIDTH}\t{HEIGHT}\t{hashlib.sha256(pixels).hexdigest()}\t0")


def exif(orientation):
    data = Image.Exif()
    data[0x0112] = orientation
    return data


# MARK: TIFF, written by hand

SHORT, LONG = 3, 4


def tiff(name, samples, depth, photometric, extra=(), orientation=None, planar=1, colormap=None, big_endian=False):
    """An uncompressed TIFF of WIDTH × HEIGHT pixels of `samples` (a list of per-pixel sample
    lists, in stored order), one strip per plane."""
    order = ">" if big_endian else "<"
    count = len(samples[0])

    def pack(values):
        if depth == 8:
            return bytes(values)
        if depth == 16:
            return b"".join(struct.pack(order + "H", v) for v in values)
        assert depth == 1 and count == 1
        out = bytearray()
        for y in range(HEIGHT):
            row = values[y * WIDTH:(y + 1) * WIDTH]
            for start in range(0, WIDTH, 8):
                byte = 0
                for bit, v in enumerate(row[start:start + 8]):
                    byte |= v << (7 - bit)
                out.append(byte)
        return bytes(out)

    if planar == 1:
        planes = [pack([v for p in samples for v in p])]
    else:
        planes = [pack([p[c] for p in samples]) for c in range(count)]
    data = bytearray(b"MM\x00\x2a" if big_endian else b"II\x2a\x00")
    data += b"\x00\x00\x00\x00"
    offsets = []
    for plane in planes:
        offsets.append(len(data))
        data += plane
        if len(data) % 2:
            data += b"\x00"
    tags = {
        256: (LONG, [WIDTH]),
        257: (LONG, [HEIGHT]),
        258: (SHORT, [depth] * count),
        259: (SHORT, [1]),
        262: (SHORT, [photometric]),
        273: (LONG, offsets),
        277: (SHORT, [count]),
        278: (LONG, [HEIGHT]),
        279: (LONG, [len(p) for p in planes]),
        284: (SHORT, [planar]),
    }
    if orientation is not None:
        tags[274] = (SHORT, [orientation])
    if colormap is not None:
        tags[320] = (SHORT, colormap)
    if extra:
        tags[338] = (SHORT, list(extra))
    ifd_offset = len(data)
    struct.pack_into(order + "I", data, 4, ifd_offset)
    entries = bytearray(struct.pack(order + "H", len(tags)))
    overflow = bytearray()
    overflow_start = ifd_offset + 2 + 12 * len(tags) + 4
    for tag in sorted(tags):
        kind, values = tags[tag]
        size = 2 if kind == SHORT else 4
        packed = b"".join(struct.pack(order + ("H" if kind == SHORT else "I"), v) for v in values)
        if len(packed) <= 4:
            field = packed.ljust(4, b"\x00")
        else:
            field = struct.pack(order + "I", overflow_start + len(overflow))
            overflow += packed
            if len(overflow) % 2:
                overflow += b"\x00"
        entries += struct.pack(order + "HHI", tag, kind, len(values)) + field
        assert size
    entries += b"\x00\x00\x00\x00"
    data += entries + overflow
    (FOLDER / name).write_bytes(bytes(data))


def tiffs():
    rgb = generated(1, 3)
    tiff("rgb8.tiff", rgb, 8, 2)
    record("rgb8.tiff", rgba_bytes(p + [255] for p in rgb))
    tiff("rgb8-big-endian.tiff", rgb, 8, 2, big_endian=True)
    record("rgb8-big-endian.tiff", rgba_bytes(p + [255] for p in rgb))
    tiff("rgb8-planar.tiff", rgb, 8, 2, planar=2)
    record("rgb8-planar.tiff", rgba_bytes(p + [255] for p in rgb))

    straight = generated(2, 4)
    tiff("rgba8-unassociated.tiff", straight, 8, 2, extra=[2])
    record("rgba8-unassociated.tiff", rgba_bytes(straight))
    tiff("rgba8-unassociated-planar.tiff", straight, 8, 2, extra=[2], planar=2)
    record("rgba8-unassociated-planar.tiff", rgba_bytes(straight))

    # Premultiplied samples (each colour at most its alpha), read back straight.
    premultiplied = [[c * p[3] // 255 for c in p[:3]] + [p[3]] for p in straight]

    def unpremultiplied(p):
        a = p[3]
        if a == 0:
            return [0, 0, 0, 0]
        return [min(255, c * 255 // a) for c in p[:3]] + [a]

    tiff("rgba8-unspecified.tiff", straight, 8, 2, extra=[0])
    record("rgba8-unspecified.tiff", rgba_bytes(p[:3] + [255] for p in straight))
    tiff("rgba8-associated.tiff", premultiplied, 8, 2, extra=[1])
    record("rgba8-associated.tiff", rgba_bytes(unpremultiplied(p) for p in premultiplied))

    grey = generated(3, 1)
    tiff("grey8.tiff", grey, 8, 1)
    record("grey8.tiff", rgba_bytes([v[0]] * 3 + [255] for v in grey))
    tiff("grey8-min-is-white.tiff", grey, 8, 0)
    record("grey8-min-is-white.tiff", rgba_bytes([255 - v[0]] * 3 + [255] for v in grey))
    grey_alpha = generated(4, 2)
    tiff("grey-alpha8-unassociated.tiff", grey_alpha, 8, 1, extra=[2])
    record("grey-alpha8-unassociated.tiff", rgba_bytes([p[0]] * 3 + [p[1]] for p in grey_alpha))

    bits = generated(5, 1, maximum=1)
    tiff("bilevel.tiff", bits, 1, 1)
    record("bilevel.tiff", rgba_bytes([v[0] * 255] * 3 + [255] for v in bits))
    tiff("bilevel-min-is-white.tiff", bits, 1, 0)
    record("bilevel-min-is-white.tiff", rgba_bytes([255 - v[0] * 255] * 3 + [255] for v in bits))

    rgb16 = generated(6, 3, maximum=65535)
    tiff("rgb16.tiff", rgb16, 16, 2)
    record("rgb16.tiff", rgba_bytes([to8(v, 16) for v in p] + [255] for p in rgb16), tolerance=1)
    rgba16 = generated(7, 4, maximum=65535)
    tiff("rgba16-unassociated.tiff", rgba16, 16, 2, extra=[2])
    record("rgba16-unassociated.tiff", rgba_bytes([to8(v, 16) for v in p] for p in rgba16), tolerance=1)

    rng = random.Random(8)
    palette = [[rng.randint(0, 255) for _ in range(3)] for _ in range(256)]
    colormap = [palette[i][c] * 257 for c in range(3) for i in range(256)]
    indexes = generated(9, 1)
    tiff("palette8.tiff", indexes, 8, 3, colormap=colormap)
    record("palette8.tiff", rgba_bytes(palette[v[0]] + [255] for v in indexes))

    # Every orientation, as the tag says the image is seen.
    upright = Image.frombytes("RGBA", (WIDTH, HEIGHT), rgba_bytes(p + [255] for p in rgb))
    turns = {
        2: Image.Transpose.FLIP_LEFT_RIGHT, 3: Image.Transpose.ROTATE_180, 4: Image.Transpose.FLIP_TOP_BOTTOM,
        5: Image.Transpose.TRANSPOSE, 6: Image.Transpose.ROTATE_270, 7: Image.Transpose.TRANSVERSE,
        8: Image.Transpose.ROTATE_90,
    }
    for orientation in range(1, 9):
        name = f"rgb8-orientation{orientation}.tiff"
        tiff(name, rgb, 8, 2, orientation=orientation)
        seen = upright.transpose(turns[orientation]) if orientation in turns else upright
        record(name, seen.tobytes(), size=seen.size)

    # Saved by Pillow: the two pixels, and compressed strips.
    semi = Image.new("RGBA", (WIDTH, HEIGHT), (200, 100, 50, 255))
    for x in range(0, WIDTH, 2):
        for y in range(HEIGHT):
            semi.putpixel((x, y), (200, 100, 50, 128))
    semi.save(FOLDER / "semi.tiff")
    record("semi.tiff", semi.tobytes())
    semi.save(FOLDER / "semi.png")
    record("semi.png", semi.tobytes())
    pattern = Image.frombytes("RGBA", (WIDTH, HEIGHT), rgba_bytes(straight))
    pattern.save(FOLDER / "rgba8-lzw.tiff", compression="tiff_lzw")
    record("rgba8-lzw.tiff", rgba_bytes(straight))
    pattern.save(FOLDER / "rgba8-deflate.tiff", compression="tiff_adobe_deflate")
    record("rgba8-deflate.tiff", rgba_bytes(straight))


# MARK: PNG, WebP and JPEG, saved by Pillow


def others():
    straight = generated(10, 4)
    rgba = Image.frombytes("RGBA", (WIDTH, HEIGHT), rgba_bytes(straight))
    rgb = rgba.convert("RGB")
    rgba.save(FOLDER / "rgba8.png")
    record("rgba8.png", rgba.tobytes())
    rgb.save(FOLDER / "rgb8-orientation6.png", exif=exif(6))
    record("rgb8-orientation6.png", rgb.convert("RGBA").tobytes())
    rgba.convert("LA").save(FOLDER / "grey-alpha8.png")
    record("grey-alpha8.png", rgba.convert("LA").convert("RGBA").tobytes())
    rgb.convert("L").save(FOLDER / "grey8.png")
    record("grey8.png", rgb.convert("L").convert("RGBA").tobytes())
    rgb.convert("1").save(FOLDER / "bilevel.png")
    record("bilevel.png", rgb.convert("1").convert("RGBA").tobytes())
    palette = rgb.quantize(16)
    palette.save(FOLDER / "palette4.png", bits=4)
    record("palette4.png", palette.convert("RGBA").tobytes())
    palette.save(FOLDER / "palette-transparent.png", transparency=3)
    expected = bytearray(palette.convert("RGBA").tobytes())
    for index, value in enumerate(palette.tobytes()):
        if value == 3:
            expected[index * 4 + 3] = 0
    record("palette-transparent.png", bytes(expected))
    grey16 = generated(11, 1, maximum=65535)
    image16 = Image.new("I;16", (WIDTH, HEIGHT))
    image16.putdata([v[0] for v in grey16])
    image16.save(FOLDER / "grey16.png")
    record("grey16.png", rgba_bytes([to8(v[0], 16)] * 3 + [255] for v in grey16), tolerance=1)

    rgba.save(FOLDER / "lossless-rgba.webp", lossless=True, exact=True)
    record("lossless-rgba.webp", rgba.tobytes())
    rgb.save(FOLDER / "lossless-orientation6.webp", lossless=True, exif=exif(6))
    record("lossless-orientation6.webp", rgb.convert("RGBA").tobytes())
    rgb.save(FOLDER / "lossy.webp", quality=90)
    record_pillow("lossy.webp")
    rgba.save(FOLDER / "lossy-alpha.webp", quality=90, alpha_quality=100)
    record_pillow("lossy-alpha.webp")

    rgb.save(FOLDER / "rgb444.jpg", quality=90, subsampling=0)
    record_pillow("rgb444.jpg")
    rgb.save(FOLDER / "rgb420.jpg", quality=90, subsampling=2)
    record_pillow("rgb420.jpg")
    rgb.save(FOLDER / "progressive.jpg", quality=90, progressive=True)
    record_pillow("progressive.jpg")
    rgb.convert("L").save(FOLDER / "grey.jpg", quality=90)
    record_pillow("grey.jpg")
    rgb.save(FOLDER / "orientation6.jpg", quality=90, exif=exif(6))
    record_pillow("orientation6.jpg")


def main():
    FOLDER.mkdir(parents=True, exist_ok=True)
    tiffs()
    others()
    header = [
        "# Generated images and the RGBA each decodes to, checked against Pillow "
        + Image.__version__ + " (scripts/make-pillow-expectations.py)",
        "# name\twidth\theight\tsha256 of RGBA\tlevels allowed",
    ]
    (FOLDER / "expected-rgba.tsv").write_text("\n".join(header + lines) + "\n")
    print(f"{len(lines)} images in {FOLDER}")


if __name__ == "__main__":
    main()
