#!/usr/bin/env bash
# Counts the public declarations of TagFlow (or another library target of this package) and
# lists those without a doc comment.
#
#   scripts/public-api.sh [MODULE] [--max N] [--list]
#
# It builds the module (`swift build --target MODULE`) and reads its symbol graph at `public`
# access with swift-symbolgraph-extract, members the compiler synthesises left out (`==` of
# an Equatable struct, `init(rawValue:)` of a raw enum, `Codable` witnesses it writes), and
# `init(from:)` and `encode(to:)` written by hand left out as well: a type that writes its own
# keeps the conformance, which is the API, and users write no new name (`Job` encodes the
# same way whoever wrote the witness); they must be documented all the same. Every
# symbol counts once: a type, an enum case (each of `case a, b`), a property, an initialiser,
# a method, a subscript, a type alias; a protocol requirement and its default implementation
# count twice. That is every name a user of the module can write. It prints the count and
# each undocumented declaration, and fails when one is undocumented or, with --max N, when
# there are more than N. --list prints them all, with their file and line.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
module=TagFlow
max=0
list=false
while [ $# -gt 0 ]; do
  case "$1" in
    --max) max=$2; shift ;;
    --list) list=true ;;
    *) module=$1 ;;
  esac
  shift
done
cd "$root"
swift build --target "$module" >/dev/null 2>&1 || swift build --target "$module"
bin=$(swift build --show-bin-path)
folder=$(mktemp -d "${TMPDIR:-/tmp}/public-api.XXXXXX")
trap 'rm -rf "$folder"' EXIT
# The C modules the libraries import, as SwiftPM passes them to the compiler:
# each system library's (CPangoCairo; CLibYAML, which TagFlowReaders imports) and each C
# target's (CPNGReader, CImageReaders, …),
clang=()
for map in Sources/*/module.modulemap; do clang+=(-Xcc "-fmodule-map-file=$map"); done
for include in Sources/C*/include; do
  target=$(basename "$(dirname "$include")")
  clang+=(-Xcc "-fmodule-map-file=$bin/$target.build/module.modulemap" -Xcc "-I$include")
done
# and those of the packages it uses (swift-system's CSystem).
for map in .build/checkouts/*/Sources/*/include/module.modulemap; do
  [ -f "$map" ] && clang+=(-Xcc "-fmodule-map-file=$map")
done
for flag in $(pkg-config --cflags-only-I pangocairo); do clang+=(-Xcc "$flag"); done
swift-symbolgraph-extract -module-name "$module" -target "$(uname -m)-unknown-linux-gnu" -I "$bin/Modules" \
  "${clang[@]}" -minimum-access-level public -skip-synthesized-members -skip-inherited-docs -output-dir "$folder"
python3 - "$folder" "$module" "$max" "$list" <<'PYEOF'
import glob, json, os, sys

folder, module, limit, show_all = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4] == "true"
files = [os.path.join(folder, module + ".symbols.json")] + sorted(glob.glob(os.path.join(folder, module + "@*.symbols.json")))
symbols = {}
# Codable witnesses written by hand: not counted, but documented like the rest.
witnesses = {}
for path in files:
    if not os.path.exists(path):
        continue
    for symbol in json.load(open(path))["symbols"]:
        # Declarations the compiler writes have no place in the source (init(rawValue:)).
        if symbol.get("accessLevel") not in ("public", "open") or "location" not in symbol:
            continue
        if symbol["pathComponents"][-1] in ("init(from:)", "encode(to:)"):
            witnesses[symbol["identifier"]["precise"]] = symbol
            continue
        symbols[symbol["identifier"]["precise"]] = symbol

def name(symbol):
    where = symbol.get("location", {}).get("uri", "").split("/Sources/")[-1]
    line = symbol.get("location", {}).get("position", {}).get("line", -1) + 1
    return f'{".".join(symbol["pathComponents"])} ({symbol["kind"]["displayName"].lower()}, {where}:{line})'

undocumented = sorted(
    name(s) for s in list(symbols.values()) + list(witnesses.values()) if not s.get("docComment", {}).get("lines"))
print(f"{module}: {len(symbols)} public declarations, {len(undocumented)} undocumented")
if show_all:
    for line in sorted(name(s) for s in symbols.values()):
        print("  " + line)
for line in undocumented:
    print("  undocumented: " + line)
failed = bool(undocumented) or (limit > 0 and len(symbols) > limit)
if limit > 0 and len(symbols) > limit:
    print(f"{module}: more than {limit} public declarations")
sys.exit(1 if failed else 0)
PYEOF
