#!/usr/bin/env python3
"""Writes Fixtures/Formats: one 37×23 pattern saved as PNG, JPEG, WebP and TIFF variants.

ImageFormatsTests decodes each and compares it with pattern.png (exactly for the lossless
files, within a few levels for JPEG). Needs Pillow (pip install pillow); run once, commit
the files: the tests need no Python.
"""
from pathlib import Path

from PIL import Image

folder = Path(__file__).resolve().parent.parent / "Fixtures" / "Formats"
folder.mkdir(parents=True, exist_ok=True)

width, height = 37, 23
pattern = Image.new("RGBA", (width, height))
for y in range(height):
    for x in range(width):
        # Smooth ramps (JPEG keeps them within a few levels), a hard-edged block and alpha.
        r, g, b = x * 255 // (width - 1), y * 255 // (height - 1), (x + y) * 255 // (width + height - 2)
        if 10 <= x < 20 and 5 <= y < 15:
            r, g, b = 20, 90, 200
        alpha = 255 if x < 30 else 255 - (y * 10)
        pattern.putpixel((x, y), (r, g, b, alpha))
opaque = pattern.convert("RGB")

pattern.save(folder / "pattern.png")
opaque.save(folder / "opaque.png")
# Lossless: exact pixels.
pattern.save(folder / "lossless.webp", lossless=True)
opaque.save(folder / "opaque.tiff")
opaque.save(folder / "opaque-lzw.tiff", compression="tiff_lzw")
opaque.save(folder / "opaque-deflate.tiff", compression="tiff_adobe_deflate")
opaque.convert("L").save(folder / "grey.tiff")
opaque.convert("L").save(folder / "grey.png")
# Lossy: within a few levels.
opaque.save(folder / "quality95.jpg", quality=95, subsampling=0)
opaque.save(folder / "progressive.jpg", quality=95, subsampling=0, progressive=True)
opaque.convert("L").save(folder / "grey.jpg", quality=95)
opaque.convert("CMYK").save(folder / "cmyk.jpg", quality=95)
opaque.save(folder / "lossy.webp", quality=95)
