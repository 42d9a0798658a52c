#!/usr/bin/env bash
# Regenerates the TableGen reference (dialect, ops, types, passes) and copies
# it to docs/reference/.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${MACO_BUILD_DIR:-$ROOT/build}"
cmake --build "$BUILD" --target maco-doc
mkdir -p "$ROOT/docs/reference"
cp "$BUILD/docs/Dialects/MacoOps.md" "$ROOT/docs/reference/MacoOps.md"
cp "$BUILD/docs/MacoConversionPasses.md" "$ROOT/docs/reference/MacoConversionPasses.md"
cp "$BUILD/docs/MacoTransformsPasses.md" "$ROOT/docs/reference/MacoTransformsPasses.md"
echo "docs/reference updated"
