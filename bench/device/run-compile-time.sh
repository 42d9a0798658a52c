#!/usr/bin/env bash
# bench/compile-time/run.sh on the GPU machine (a second machine for the
# compile-time table, docs/perf.md) with the maco-opt that
# bench/device/make-compiler-bundle.sh packed here:
#
#   bench/device/run-compile-time.sh [TARBALL] [OUT_DIR]
#
# Defaults: .device/compiler.tar.xz and $OUT (the device tool's folder),
# else /tmp/maco-compile-time. Writes OUT_DIR/compile-time.md (the table)
# and OUT_DIR/machine.txt (CPU, kernel). LAYERS and FULL_REPS as in
# bench/compile-time/run.sh.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
TARBALL="${1:-$ROOT/.device/compiler.tar.xz}"
DEST="${2:-${OUT:-/tmp/maco-compile-time}}"
mkdir -p "$DEST"
C="$(mktemp -d)"
trap 'rm -rf "$C"' EXIT
tar -C "$C" --strip-components=1 -xJf "$TARBALL"
export LD_LIBRARY_PATH="$C/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
{ lscpu | grep -E '^(Model name|CPU\(s\)|L3 cache)'; uname -r; } > "$DEST/machine.txt" 2>&1 || true
"$C/bin/maco-opt" --version | head -3 >> "$DEST/machine.txt"
"$ROOT/bench/compile-time/run.sh" "$C" | tee "$DEST/compile-time.md"
