#!/usr/bin/env bash
# Renders every image README.md and docs/*.md show, with the tool itself and the fonts in
# Fixtures/Fonts (so the pictures do not depend on this machine's fonts).
# usage: scripts/make-docs-images.sh   (TAGFLOW=path uses that build instead of building release)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${TAGFLOW:-}" ]; then swift build -c release --product tagflow >&2; fi
tagflow=${TAGFLOW:-.build/release/tagflow}
out=docs/images
mkdir -p "$out"
fonts=(--no-system-fonts)
for f in Fixtures/Fonts/*.ttf Fixtures/Fonts/*.otf; do fonts+=(--font-file "$f"); done
tags=(swift linux pango cairo flexbox layout png svg pdf unicode docs readme ci snapshot-testing
  fonts harfbuzz fontconfig typography open-source command-line reproducible batch visual-regression)
run() { echo "$*" >&2; "$tagflow" "$@" "${fonts[@]}"; }

# The hero image is what `tagflow example` draws at twice the pixels, as README says.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$tagflow" example "$work" >/dev/null
cp "$work/tags@2x.png" "$out/hero.png"
for j in start center end space-between space-around space-evenly stretch; do
  run render "${tags[@]:0:11}" --width 360 --justify "$j" --background '#F8FAFC' --scale 2 -o "$out/justify-$j.png"
done
for w in greedy balanced optimal; do
  run render "${tags[@]:0:13}" --width 420 --wrap "$w" --background '#F8FAFC' --scale 2 -o "$out/wrap-$w.png"
done
run render "${tags[@]}" --width 420 --max-lines 2 --overflow-text '+{n} more' --scale 2 -o "$out/max-lines.png"
run render "${tags[@]:0:9}" --width 360 --justify space-between --last-line start --scale 2 -o "$out/last-line.png"
run render --input Fixtures/Tags/intl.txt --width 460 --scale 2 -o "$out/scripts.png"
run render "${tags[@]:0:12}" --width 360 --direction rtl --scale 2 -o "$out/rtl.png"
for h in line text; do
  run render swift 日本語 हिन्दी ภาษาไทย 🚀 linux עברית العربية 한국어 naïve --width 300 --chip-height "$h" \
    --background '#F8FAFC' --scale 2 -o "$out/chip-height-$h.png"
done
run render "${tags[@]:0:12}" --width 360 --fill '#1E293B' --text-color '#E2E8F0' --background '#0F172A' --scale 2 -o "$out/dark.png"
run render "${tags[@]:0:12}" --width 360 --radius 4 --fill '#DCFCE7' --text-color '#14532D' --scale 2 -o "$out/radius.png"
run render "${tags[@]:0:8}" --width 600 --fit --justify center --scale 2 -o "$out/fit.png"
# Fixed-size canvases: the lines in a box by align-content, a social card, a cloud zoomed to its box.
for a in start center end space-between space-around space-evenly stretch; do
  run render "${tags[@]:0:7}" --width 240 --height 180 --align-content "$a" --align start --background '#E2E8F0' \
    --fill '#FFFFFF' --scale 2 -o "$out/align-content-$a.png"
done
run render "${tags[@]:0:14}" --width 1200 --height 630 --align-content center --justify center --fit-box \
  --theme solid --background '#0F172A' -o "$out/card.png"
run render "${tags[@]:0:14}" --width 1200 --height 630 --align-content center --justify center \
  --theme solid --background '#0F172A' -o "$out/card-unfitted.png"
run render swift:12 linux:9 pango:7 cairo:7 flexbox:5 layout:5 png:4 svg:4 pdf:3 unicode:3 docs:2 readme:2 ci:1 \
  fonts:1 harfbuzz:2 typography:1 --width 560 --height 280 --fit-box --align-content center \
  --justify center --align baseline --scale-by sqrt --ramp '#BAE6FD,#0C4A6E' --background '#F8FAFC' --scale 2 \
  -o "$out/fit-box-cloud.png"

# SVG for READMEs: the two text modes, and light/dark as two PNGs for <picture> or one SVG.
run render "${tags[@]:0:11}" "🚀 launch" --width 420 --svg-text text -o "$out/svg-text.svg"
run render "${tags[@]:0:11}" "🚀 launch" --width 420 --svg-text outlines -o "$out/svg-outlines.svg"
run render "${tags[@]:0:11}" --width 420 --theme light --scale 2 -o "$out/tags-light.png"
run render "${tags[@]:0:11}" --width 420 --theme dark --scale 2 -o "$out/tags-dark.png"
run render "${tags[@]:0:11}" --width 420 --dark-theme dark -o "$out/tags-auto.svg"
run render --input docs/examples/flexible-chips.yaml --width 480 --scale 2 -o "$out/flexible-chips.png"
for d in css swiftui; do
  run render --input docs/examples/distribution.yaml --width 460 --distribution "$d" --background '#F8FAFC' --scale 2 \
    -o "$out/distribution-$d.png"
done
# Tags from docs: a blog's front matter as a cloud, and the images of docs/examples/tags.md's ```tags blocks.
run render --from-front-matter docs/examples/blog --keys tags --scale-by sqrt --min-size 12 --max-size 30 \
  --ramp '#E0F2FE,#0369A1' --align baseline --justify center --width 520 --scale 2 -o "$out/blog-cloud.png"
run markdown docs/examples/tags.md -o "$work/tags.md" --format png --scale 2
cp "$work/tags-1.png" "$out/markdown-1.png"
cp "$work/tags-2.png" "$out/markdown-2.png"
# The HTML report of a one-pixel change and the zoom on it, as headless Chromium shows them
# (skipped where there is no Chromium): one pixel of a 2× PNG turned green.
if command -v chromium >/dev/null; then
  mkdir -p "$work/report/expected" "$work/report/actual"
  run render "${tags[@]:0:6}" --scale 2 -o "$work/report/expected/tags.png"
  python3 - "$work/report/expected/tags.png" "$work/report/actual/tags.png" <<'PY'
import struct, sys, zlib
data = open(sys.argv[1], "rb").read()
width, height = struct.unpack(">II", data[16:24])
chunks, at = [], 8
while at < len(data):
    length, kind = struct.unpack(">I4s", data[at:at + 8])
    chunks.append((kind, data[at + 8:at + 8 + length]))
    at += 12 + length
depth, colour = data[24], data[25]
assert depth == 8 and colour in (2, 6), "expected 8-bit RGB or RGBA"
size = 3 if colour == 2 else 4
raw = bytearray(zlib.decompress(b"".join(body for kind, body in chunks if kind == b"IDAT")))
stride = 1 + size * width
rows = []
previous = bytearray(size * width)
for y in range(height):  # unfilter every row, so one pixel can be set
    kind, row = raw[y * stride], bytearray(raw[y * stride + 1:(y + 1) * stride])
    for i in range(len(row)):
        a = row[i - size] if i >= size else 0
        b = previous[i]
        c = previous[i - size] if i >= size else 0
        p = a + b - c
        pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
        predictor = [0, a, b, (a + b) // 2, a if pa <= pb and pa <= pc else (b if pb <= pc else c)][kind]
        row[i] = (row[i] + predictor) & 255
    rows.append(row)
    previous = row
rows[23][137 * size:138 * size] = bytes([0, 255, 0, 255][:size])
body = zlib.compress(b"".join(b"\x00" + bytes(row) for row in rows))
def chunk(kind, payload):
    return struct.pack(">I", len(payload)) + kind + payload + struct.pack(">I", zlib.crc32(kind + payload))
open(sys.argv[2], "wb").write(data[:8] + chunk(b"IHDR", data[16:29]) + chunk(b"IDAT", body) + chunk(b"IEND", b""))
PY
  (cd "$work/report" && "$tagflow" diff expected actual --report report >/dev/null || true)
  shoot() {
    chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$1" --screenshot="$2" "$3" \
      2>/dev/null
  }
  shoot 1100,560 "$out/report-one-pixel.png" "file://$work/report/report/index.html"
  shoot 1100,700 "$out/report-zoom.png" "file://$work/report/report/index.html#zoom=item-0:0@16&all"
fi
