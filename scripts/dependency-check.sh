#!/usr/bin/env bash
# What a user's package resolves and builds for each product of TagFlow: a benchmark, not a test.
#
#   scripts/dependency-check.sh [--url] [--resolve-only] [PRODUCT...]
#
# For each product (FlowLayout, TagFlow, TagFlowComparison, TagFlowReaders, TagFlowBatch,
# TagFlowTesting, TagFlowSnapshotTesting by default) it
# makes a new package in a temporary folder that depends on this checkout by path, with the
# traits docs/packages.md tells users to name, and uses the product as docs/packages.md shows:
# FlowLayout lays out boxes, TagFlow renders README's one-call PNG, TagFlowComparison compares it
# with the file it wrote, TagFlowReaders renders a YAML tag list, TagFlowBatch a job read from
# a YAML document (JobDocument), the two testing products
# from a test target (built, not run: a first snapshot run records and fails). It runs the two
# programs, and prints the packages resolved (TagFlow itself not counted), whether
# anything of swift-crypto or of Yams was built, and the seconds of a clean debug `swift build` (wall and
# CPU, .build removed first: the packages come from the local cache, so this is resolving
# plus compiling), the warnings that build printed, and how many files the same build compiles
# again with CI=true (0: TagFlow's manifest reads no environment). With --url it depends on a clone of HEAD (committed work only) by a file://
# URL and version 99.0.0 instead, as a package added by URL resolves; --resolve-only stops
# after `swift package resolve`. The folder is removed at the end.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
mode=path
resolve_only=false
while [ $# -gt 0 ]; do
  case "$1" in
    --url) mode=url ;;
    --resolve-only) resolve_only=true ;;
    *) break ;;
  esac
  shift
done
products=("$@")
[ ${#products[@]} -gt 0 ] || products=(FlowLayout TagFlow TagFlowComparison TagFlowReaders TagFlowBatch TagFlowTesting
  TagFlowSnapshotTesting)
work=$(mktemp -d "${TMPDIR:-/tmp}/tagflow-dependency-check.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The dependency is named TagFlow, as a user's clone or URL would be: its identity is "tagflow".
mkdir "$work/dependency"
if [ "$mode" = url ]; then
  git clone --quiet --no-local "$root" "$work/dependency/TagFlow"
  git -C "$work/dependency/TagFlow" tag 99.0.0
  dependency=".package(url: \"file://$work/dependency/TagFlow\", from: \"99.0.0\""
else
  ln -s "$root" "$work/dependency/TagFlow"
  dependency=".package(path: \"$work/dependency/TagFlow\""
fi

# The traits each product needs (docs/packages.md): FlowLayout none, so no other package.
traits_of() {
  case "$1" in
    FlowLayout) echo '[]' ;;
    TagFlow | TagFlowComparison | TagFlowTesting) echo '["TagFlow"]' ;;
    TagFlowReaders) echo '["TagFlowReaders"]' ;;
    TagFlowBatch) echo '["TagFlowBatch"]' ;;
    TagFlowSnapshotTesting) echo '["TagFlowSnapshotTesting"]' ;;
  esac
}

make_package() {
  local product=$1 folder=$2
  local traits
  traits=$(traits_of "$product")
  mkdir "$folder"
  case "$product" in
    FlowLayout | TagFlow | TagFlowComparison | TagFlowReaders | TagFlowBatch)
      mkdir -p "$folder/Sources/App"
      local uses=".product(name: \"$product\", package: \"TagFlow\")"
      case "$product" in
        TagFlowComparison | TagFlowReaders | TagFlowBatch) uses=".product(name: \"TagFlow\", package: \"TagFlow\"), $uses" ;;
      esac
      cat >"$folder/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "App",
  dependencies: [$dependency, traits: $traits)],
  targets: [.executableTarget(name: "App", dependencies: [$uses])]
)
EOF
      ;;
    TagFlowTesting)
      mkdir -p "$folder/Tests/AppTests"
      cat >"$folder/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "App",
  dependencies: [$dependency, traits: $traits)],
  targets: [
    .testTarget(
      name: "AppTests",
      dependencies: [.product(name: "TagFlow", package: "TagFlow"), .product(name: "TagFlowTesting", package: "TagFlow")]
    )
  ]
)
EOF
      ;;
    TagFlowSnapshotTesting)
      mkdir -p "$folder/Tests/AppTests"
      cat >"$folder/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "App",
  dependencies: [
    $dependency, traits: $traits),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    .testTarget(
      name: "AppTests",
      dependencies: [
        .product(name: "TagFlow", package: "TagFlow"),
        .product(name: "TagFlowSnapshotTesting", package: "TagFlow"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    )
  ]
)
EOF
      ;;
  esac
  case "$product" in
    FlowLayout)
      cat >"$folder/Sources/App/main.swift" <<'EOF'
import FlowLayout

let items = [60.0, 90, 40].map { FlowItem(width: $0, height: 24) } + [FlowItem(width: 150, height: 32)]
let result = try arrange(items, options: FlowOptions(width: 150, gapX: 8, gapY: 8))
print(result.frames[3])
EOF
      ;;
    TagFlow)
      cat >"$folder/Sources/App/main.swift" <<'EOF'
import Foundation
import TagFlow

let job = Job(tags: ["swift", "linux", "pango", "cairo"].map { TagItem($0) }, width: 300)
let png = try job.render(as: .png, scale: 2)
try Data(png).write(to: URL(fileURLWithPath: "tags.png"))
EOF
      ;;
    TagFlowComparison)
      cat >"$folder/Sources/App/main.swift" <<'EOF'
import Foundation
import TagFlow
import TagFlowComparison

let job = Job(tags: ["swift", "linux", "pango", "cairo"].map { TagItem($0) }, width: 300)
let png = try job.render(as: .png, scale: 2)
try Data(png).write(to: URL(fileURLWithPath: "tags.png"))
let written = try PNGDecoder.decode(contentsOfFile: "tags.png")
print(ReferenceChecker.defaultComparison.compare(written, try PNGDecoder.decode(png)))
EOF
      ;;
    TagFlowReaders)
      cat >"$folder/Sources/App/main.swift" <<'EOF'
import Foundation
import TagFlow
import TagFlowReaders

let tags = try TagItem.parseYAMLList("- swift\n- linux\n- {text: pango, weight: 2}\n- cairo\n", source: "tags.yaml")
let png = try Job(tags: tags, width: 300).render(as: .png, scale: 2)
try Data(png).write(to: URL(fileURLWithPath: "tags.png"))
EOF
      ;;
    TagFlowBatch)
      cat >"$folder/Sources/App/main.swift" <<'EOF'
import Foundation
import TagFlow
import TagFlowBatch

let document = try JobDocument("tags: [swift, linux, pango, cairo]\nwidth: 300\ntheme: dark\n", file: "job.yaml")
let png = try document.job.render(as: .png, scale: 2)
try Data(png).write(to: URL(fileURLWithPath: "tags.png"))
EOF
      ;;
    TagFlowTesting)
      cat >"$folder/Tests/AppTests/TagTests.swift" <<'EOF'
import TagFlow
import TagFlowTesting
import Testing

@Test func releaseTags() throws {
  let job = Job(tags: ["swift", "linux", "pango", "cairo"].map { TagItem($0) }, width: 300)
  try assertSnapshot(of: job, as: .png)
}
EOF
      ;;
    TagFlowSnapshotTesting)
      cat >"$folder/Tests/AppTests/TagTests.swift" <<'EOF'
import SnapshotTesting
import TagFlow
import TagFlowSnapshotTesting
import XCTest

final class TagTests: XCTestCase {
  func testReleaseTags() {
    let job = Job(tags: ["swift", "linux", "pango", "cairo"].map { TagItem($0) }, width: 300)
    assertSnapshot(of: job, as: .tagflowPNG)
  }
}
EOF
      ;;
  esac
}

echo "TagFlow at $(git -C "$root" rev-parse --short HEAD), by $mode; $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), $(swift --version 2>/dev/null | head -1)"
printf '%-24s %-28s %8s  %-7s %-7s %9s %9s %9s %10s\n' product traits packages crypto Yams "build s" "CPU s" warnings \
  "CI=true"
for product in "${products[@]}"; do
  folder="$work/uses-$product"
  make_package "$product" "$folder"
  build=(swift build)
  [ -d "$folder/Tests" ] && build+=(--build-tests)
  $resolve_only && build=(swift package resolve)
  start=$(date +%s.%N)
  cpu_before=$(awk '{print $14 + $15 + $16 + $17}' /proc/$$/stat)
  if ! (cd "$folder" && rm -rf .build && "${build[@]}" >"$folder/build.log" 2>&1); then
    echo "$product: the build failed; its log:" >&2
    tail -20 "$folder/build.log" >&2
    continue
  fi
  end=$(date +%s.%N)
  cpu_after=$(awk '{print $14 + $15 + $16 + $17}' /proc/$$/stat)
  # A dependency builds quietly and once: the warnings of the clean build, and what the same
  # build compiles again with CI set (nothing, unless the manifest reads the environment).
  warnings=$(grep -c 'warning:' "$folder/build.log" || true)
  rebuilt=-
  if ! $resolve_only; then
    (cd "$folder" && CI=true "${build[@]}" >"$folder/rebuild.log" 2>&1) || true
    rebuilt="$(grep -c 'Compiling' "$folder/rebuild.log" || true) compiled"
  fi
  # The programs run: FlowLayout prints a frame, the others write tags.png (and
  # TagFlowComparison reads it back).
  if [ -x "$folder/.build/debug/App" ] && ! (cd "$folder" && .build/debug/App >"$folder/run.log" 2>&1); then
    echo "$product: the program failed:" >&2
    cat "$folder/run.log" >&2
  fi
  resolved=$(grep -o '"identity" : "[^"]*"' "$folder/Package.resolved" 2>/dev/null | grep -vc '"tagflow"' || true)
  crypto=no
  find "$folder/.build/" -maxdepth 3 -iname '*crypto*' | grep -q . && crypto=yes
  yams=no
  find "$folder/.build/" -maxdepth 3 -iname '*yams*' | grep -q . && yams=yes
  printf '%-24s %-28s %8s  %-7s %-7s %9s %9s %9s %10s\n' "$product" "$(traits_of "$product")" "$resolved" "$crypto" "$yams" \
    "$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')" \
    "$(awk -v a="$cpu_before" -v b="$cpu_after" -v hz="$(getconf CLK_TCK)" 'BEGIN { printf "%.1f", (b - a) / hz }')" \
    "$warnings" "$rebuilt"
  [ "$warnings" -eq 0 ] || grep 'warning:' "$folder/build.log" | sort -u | sed 's/^/  /'

  [ "$resolved" -eq 0 ] || echo "  $(grep -o '"identity" : "[^"]*"' "$folder/Package.resolved" | cut -d'"' -f4 | grep -vx tagflow | tr '\n' ' ')"
done
