#!/usr/bin/env bash
# The main job: install what is missing, build maco, and show what it does
# on an example program.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${MACO_BUILD_DIR:-$ROOT/build}"
"$ROOT/scripts/setup.sh" >/dev/null
EXAMPLE="${1:-$ROOT/examples/overlap-start-wait.mlir}"
echo "== input: $EXAMPLE =="
cat "$EXAMPLE"
echo "== after maco-opt -canonicalize =="
"$BUILD/bin/maco-opt" "$EXAMPLE" -canonicalize
