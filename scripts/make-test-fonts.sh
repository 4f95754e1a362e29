#!/usr/bin/env bash
# Rebuilds Fixtures/Fonts from Debian's font packages. The CJK and emoji fonts
# are subset to the characters the tests, the gallery and the examples use, so
# the repository stays small; the others are copied whole.
# Needs: fonts-dejavu-core fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji fonttools
set -euo pipefail
cd "$(dirname "$0")/.."
out=Fixtures/Fonts
mkdir -p "$out"
dejavu=/usr/share/fonts/truetype/dejavu
noto=/usr/share/fonts/truetype/noto
cp "$dejavu/DejaVuSans.ttf" "$dejavu/DejaVuSans-Bold.ttf" "$out/"
for f in NotoSansArabic NotoSansDevanagari NotoSansHebrew NotoSansThai; do
  cp "$noto/$f-Regular.ttf" "$out/"
done
# Characters the CJK and emoji subsets keep: every line of scripts/fonts/*.txt.
cjk=$(cat scripts/fonts/cjk.txt | tr -d '\n')
emoji=$(cat scripts/fonts/emoji.txt | tr -d '\n ')
pyftsubset /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc --font-number=0 \
  --text="$cjk" --layout-features='*' --output-file="$out/NotoSansCJK-Subset.otf"
pyftsubset "$noto/NotoColorEmoji.ttf" --text="$emoji" --layout-features='*' \
  --unicodes='U+200D,U+FE0F' --output-file="$out/NotoColorEmoji-Subset.ttf"
cp /usr/share/doc/fonts-dejavu-core/copyright "$out/LICENSE-DejaVu.txt"
cp /usr/share/doc/fonts-noto-core/copyright "$out/LICENSE-Noto.txt"
ls -la "$out"
