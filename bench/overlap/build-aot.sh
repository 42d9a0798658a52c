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
# (bench/overlap/programs.sh), linked against BUILD_DIR's runtime
# with RUNPATH $ORIGIN/../lib (bench/cuda/make-gpu-bundle.sh puts the
# libraries there). rtclock and the print helpers come from
# bench/overlap/runner_utils.c instead of libmlir_c_runner_utils.
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
LLVM=/usr/lib/llvm-22
mkdir -p "$OUT"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
cc -O2 -c "$ROOT/bench/overlap/runner_utils.c" -o "$TMP/runner_utils.o"

compile() { # in.mlir out [maco-opt pass args...]
  local in=$1 out=$2
  shift 2
  "$BUILD/bin/maco-opt" "$in" "$@" -maco-to-cpu |
    "$BUILD/bin/maco-translate" --mlir-to-llvmir > "$TMP/p.ll"
  # -O2 as maco-run's JIT (same optimisation level on both paths).
  "$LLVM/bin/opt" -O2 "$TMP/p.ll" -o "$TMP/p.bc"
  "$LLVM/bin/llc" -O2 -filetype=obj -relocation-model=pic "$TMP/p.bc" -o "$TMP/p.o"
  "$LLVM/bin/llvm-objcopy" --redefine-sym main=maco_program_main "$TMP/p.o"
  cc "$TMP/p.o" "$TMP/runner_utils.o" -o "$out" -L"$RTLIB" -lmaco_main \
    -lmaco_cg -lmaco_runtime -lm -Wl,--enable-new-dtags -Wl,-rpath,'$ORIGIN/../lib'
}

# shellcheck source=programs.sh
source "$ROOT/bench/overlap/programs.sh"
for np in $NPS; do
  overlap_programs "$TMP" "$np"
  for sc in car tp; do
    compile "$TMP/$sc.mlir" "$OUT/$sc-seq-np$np"
    compile "$TMP/$sc.mlir" "$OUT/$sc-opt-np$np" -maco-optimize="target=$TARGET"
    compile "$TMP/$sc-comp.mlir" "$OUT/$sc-comp-np$np"
    compile "$TMP/$sc-comm.mlir" "$OUT/$sc-comm-np$np"
  done
  for k in $CHUNKS; do
    compile "$TMP/tp.mlir" "$OUT/tp-opt-c$k-np$np" -maco-optimize="target=$TARGET chunks=$k"
  done
done
echo "overlap programs written to $OUT: $(ls "$OUT" | tr '\n' ' ')"
