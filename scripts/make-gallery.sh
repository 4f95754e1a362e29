#!/usr/bin/env bash
# Renders docs/gallery/: every built-in theme, palettes, a weighted tag cloud, every script, dark mode,
# links and a theme file, with the tool itself and only the fonts in Fixtures/Fonts
# (--no-system-fonts), so the pictures are the same on every machine.
# usage: scripts/make-gallery.sh          (SCRATCH_PATH=.build-x to build elsewhere than .build;
#        TAGFLOW=path uses that build instead of building release; GALLERY_OUT=folder writes the
#        images there instead of over docs/gallery, as GalleryDriftTests does to compare them)
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=${SCRATCH_PATH:-.build}
if [ -z "${TAGFLOW:-}" ]; then swift build -c release --product tagflow --scratch-path "$scratch" >&2; fi
tagflow=${TAGFLOW:-$scratch/release/tagflow}
src=docs/gallery
out=${GALLERY_OUT:-$src}
mkdir -p "$out"
fonts=(--no-system-fonts)
for f in Fixtures/Fonts/*.ttf Fixtures/Fonts/*.otf; do fonts+=(--font-file "$f"); done
picker=(swift linux pango cairo flexbox layout png svg pdf unicode docs readme)
run() { echo "tagflow $*" >&2; "$tagflow" "$@" "${fonts[@]}"; }

for theme in light dark outline solid paper contrast; do
  run render "${picker[@]}" --select pango --theme "$theme" --width 380 --scale 2 -o "$out/theme-$theme.png"
done
run render "${picker[@]}" --palette pastel --width 380 --scale 2 -o "$out/palette-pastel.png"
run render "${picker[@]}" --palette vivid --width 380 --scale 2 -o "$out/palette-vivid.png"
run render "${picker[@]}" --palette okabe-ito --width 380 --scale 2 -o "$out/palette-okabe-ito.png"
run render "${picker[@]}" --palette tableau10 --width 380 --scale 2 -o "$out/palette-tableau10.png"
run render "${picker[@]}" --theme dark --palette deep --select pango --width 380 --scale 2 -o "$out/dark-mode.png"
run render --input "$src/cloud.txt" --scale-by sqrt --min-size 11 --max-size 32 --align baseline \
  --justify center --width 460 --scale 2 -o "$out/cloud.png"
run render --input "$src/cloud.txt" --scale-by log --min-size 11 --max-size 30 --ramp '#E0F2FE,#0EA5E9' \
  --sort weight --top 12 --align baseline --width 460 --scale 2 -o "$out/cloud-ramp.png"
run render --input "$src/cloud.txt" --theme dark --palette deep --scale-by sqrt --min-size 11 --max-size 32 \
  --sort alpha --align baseline --justify center --width 460 --scale 2 -o "$out/cloud-dark.png"
run render --input Fixtures/Tags/intl.txt --width 460 --scale 2 -o "$out/scripts.png"
run render 'C++ في العربية' 'HTML5 בעברית' 'Tiếng Việt' 'cafe'$'\u0301' ภาษาไทย 'हिन्दी' '👩‍💻 dev' '👨‍👩‍👧' '🏳️‍🌈' \
  --theme dark --width 460 --scale 2 -o "$out/scripts-dark.png"
run render "${picker[@]}" --theme "$src/ocean.yaml" --select linux --width 380 --scale 2 -o "$out/theme-file.png"
run render --input "$src/links.yaml" --title 'Projects TagFlow builds on' --width 460 -o "$out/links.svg"
run render --input "$src/links.yaml" --title 'Projects TagFlow builds on' --width 460 --scale 2 -o "$out/links.png"
