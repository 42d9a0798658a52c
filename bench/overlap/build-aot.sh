#!/usr/bin/env bash
# Compiles the overlap benchmark programs of bench/overlap/run.sh ahead of
# time, so they can run on a machine without LLVM/MLIR (the GPU machine,
# see bench/device/). For each rank count N in NPS (default "2 4") and each
# scenario (car: compute ∥ all-reduce, tp: tensor-parallel MLP) it writes
#   OUT_DIR/<sc>-seq-npN    the program without maco-optimize (T_seq)
#   OUT_DIR/<sc>-opt-npN    with maco-optimize{target=TARGET} (T_opt)
#   OUT_DIR/<sc>-comp-npN   the all-reduce over a group of one (T_comp)
#   OUT_DIR/<sc>-comm-npN   negligible compute (T_comm)
#   OUT_DIR/tp-opt-cK-npN   maco-optimize{chunks=K} for each K in CHUNKS
# (bench/overlap/programs.sh), compiled by bench/device/aot.sh against
# RUNTIME_LIB_DIR's runtime.
#
#   bench/overlap/build-aot.sh BUILD_DIR RUNTIME_LIB_DIR OUT_DIR
#
# Environment: TARGET (default bench/overlap/netns.target), NPS, CHUNKS
# (default "2 4 8").
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$(cd "$1" && pwd)"
RTLIB="$(cd "$2" && pwd)"
OUT="$3"
TARGET="${TARGET:-$ROOT/bench/overlap/netns.target}"
NPS="${NPS:-2 4}"
CHUNKS="${CHUNKS-2 4 8}"
mkdir -p "$OUT"
AOT_TMP="$(mktemp -d)"
trap 'rm -rf "$AOT_TMP"' EXIT
# shellcheck disable=SC2034  # read by aot.sh
AOT_BUILD="$BUILD" AOT_RTLIB="$RTLIB"
# shellcheck source=../device/aot.sh
source "$ROOT/bench/device/aot.sh"
TMP="$AOT_TMP"

# shellcheck source=programs.sh
source "$ROOT/bench/overlap/programs.sh"
for np in $NPS; do
  overlap_programs "$TMP" "$np"
  for sc in car tp; do
    aot_compile "$TMP/$sc.mlir" "$OUT/$sc-seq-np$np"
    aot_compile "$TMP/$sc.mlir" "$OUT/$sc-opt-np$np" -maco-optimize="target=$TARGET"
    aot_compile "$TMP/$sc-comp.mlir" "$OUT/$sc-comp-np$np"
    aot_compile "$TMP/$sc-comm.mlir" "$OUT/$sc-comm-np$np"
  done
  for k in $CHUNKS; do
    aot_compile "$TMP/tp.mlir" "$OUT/tp-opt-c$k-np$np" -maco-optimize="target=$TARGET chunks=$k"
  done
done
echo "overlap programs written to $OUT: $(ls "$OUT" | tr '\n' ' ')"
