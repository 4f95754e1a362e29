#!/usr/bin/env bash
# Builds the fast-start tagflow (Swift runtime linked in, fixed load address) at
# .build/release/tagflow; scripts/install-tagflow.sh and scripts/package.sh both use it.
# usage: scripts/build-fast-start.sh
set -euo pipefail
cd "$(dirname "$0")/.."
# --product: only the tool, not the test targets (which need XCTest, absent from a static build).
# -no-pie needs --static-swift-stdlib: against the shared Swift runtime, the loader warns about
# every protected symbol the executable uses.
swift build -c release --product tagflow --static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -no-pie >&2
