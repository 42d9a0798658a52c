#!/usr/bin/env bash
# Checks that bench/overlap/runner_utils.c prints exactly what upstream's
# runner utilities (LLVM 22's libmlir_c_runner_utils and
# libmlir_runner_utils) print: bench/device/runner_utils_check.c linked
# both ways, outputs compared byte for byte except the base@ addresses.
#
#   bench/device/check-runner-utils.sh
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
LLVM=/usr/lib/llvm-22
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
cc -O2 -Wall -Werror -c "$ROOT/bench/overlap/runner_utils.c" -o "$TMP/runner_utils.o"
cc -O2 -c "$ROOT/bench/device/runner_utils_check.c" -o "$TMP/check.o"
cc "$TMP/check.o" "$TMP/runner_utils.o" -lm -o "$TMP/ours"
cc "$TMP/check.o" -L"$LLVM/lib" -lmlir_c_runner_utils -lmlir_runner_utils -lm \
  -Wl,-rpath,"$LLVM/lib" -o "$TMP/upstream"
"$TMP/ours" > "$TMP/ours.out" 2>&1
"$TMP/upstream" > "$TMP/upstream.out" 2>&1
mask() { sed -E 's/base@ = 0x[0-9a-f]+/base@ = ADDR/' "$1"; }
if ! diff <(mask "$TMP/upstream.out") <(mask "$TMP/ours.out"); then
  echo "check-runner-utils: FAIL: runner_utils.c prints differently from upstream (diff above: < upstream, > ours)" >&2
  exit 1
fi
echo "check-runner-utils: OK ($(wc -l < "$TMP/ours.out") lines, $(wc -c < "$TMP/ours.out") bytes identical but for base@)"
