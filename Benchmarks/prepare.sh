# Sourced by the benchmark scripts: builds both programs they compare, side by side.
#   $tagflow  the fast-start tagflow from README's Install (Swift runtime linked in, no PIE),
#             the build one image per process should be measured with; TAGFLOW_BINARY=PATH
#             measures that binary instead (one built earlier, to compare commits) and builds none
#   $chips    Benchmarks/Reference/chips.c: the same images with raw Pango and Cairo calls
#   $data     Benchmarks/Data
#   $work     a temporary folder, removed on exit
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
data=$PWD/Benchmarks/Data
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -n "${TAGFLOW_BINARY:-}" ]; then
  tagflow=$(realpath "$TAGFLOW_BINARY")
else
  # --product: only the tool, not the test targets (which need XCTest, absent from a static build).
  swift build -c release --product tagflow --static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -no-pie >&2
  tagflow=$PWD/.build/release/tagflow
fi
chips=$work/chips
gcc -O2 -Wall -Wextra -o "$chips" Benchmarks/Reference/chips.c $(pkg-config --cflags --libs pangocairo) -lm
# The 40 tags of one image: the most downloaded names.
head -n 40 "$data/pypi_top3000.txt" > "$work/tags40.txt"
