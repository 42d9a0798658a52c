#!/usr/bin/env bash
# Compiles bench/handwritten/run.sh's programs ahead of time, so that it can
# run (AOT_DIR=OUT_DIR) on a machine without LLVM/MLIR (the GPU machine's
# 16 cores, bench/device/run-all.sh part "handwritten"). For each rank
# count N in NPS (default "2 4") and each gradient size E in SIZES (default
# "64 512") it writes
#   OUT_DIR/gradients-sep-npN-E    maco's step without maco-optimize
#   OUT_DIR/gradients-comb-npN-E   with maco-optimize (maco-run's default)
# (bench/combine/gradients.mlir with STEPS steps, default 20000, compiled by
# bench/device/aot.sh against RUNTIME_LIB_DIR's runtime), the hand-written C
# step OUT_DIR/gradients-c (mpicc) and OUT_DIR/gradients.steps.
#
#   bench/handwritten/build-aot.sh BUILD_DIR RUNTIME_LIB_DIR OUT_DIR
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$(cd "$1" && pwd)"
RTLIB="$(cd "$2" && pwd)"
OUT="$3"
STEPS="${STEPS:-20000}"
mkdir -p "$OUT"
AOT_TMP="$(mktemp -d)"
trap 'rm -rf "$AOT_TMP"' EXIT
# shellcheck disable=SC2034  # read by aot.sh
AOT_BUILD="$BUILD" AOT_RTLIB="$RTLIB"
# shellcheck source=../device/aot.sh
source "$ROOT/bench/device/aot.sh"
# shellcheck source=program.sh
source "$ROOT/bench/handwritten/program.sh"
for np in ${NPS:-2 4}; do
  for elems in ${SIZES:-64 512}; do
    gradients_program "$np" "$elems" "$STEPS" > "$AOT_TMP/g.mlir"
    aot_compile "$AOT_TMP/g.mlir" "$OUT/gradients-sep-np$np-$elems" --maco-frontend
    aot_compile "$AOT_TMP/g.mlir" "$OUT/gradients-comb-np$np-$elems" --maco-frontend \
      --maco-optimize
  done
done
mpicc -O2 -o "$OUT/gradients-c" "$ROOT/bench/handwritten/gradients.c"
echo "$STEPS" > "$OUT/gradients.steps"
echo "gradients programs written to $OUT"
