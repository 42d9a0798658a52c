#!/usr/bin/env bash
# Compiles the overlap benchmark programs of bench/overlap/run.sh ahead of
# time, so they can run on a machine without LLVM/MLIR (the GPU machine,
# see bench/device/). For each rank count N in NPS (default "2 4") and each
# scenario (car: compute ∥ all-reduce, tp: tensor-parallel MLP) it writes
#   OUT_DIR/<sc>-seq-npN    the program without maco-optimize (T_seq)
#   OUT_DIR/<sc>-opt-npN    with maco-optimize{target=TARGET} (T_opt)
#   OUT_DIR/<sc>-comp-npN   the all-reduce over a group of one (T_comp)
#   OUT_DIR/<sc>-comm-npN   negligible compute (T_comm)
# with the same parameters as run.sh, linked against BUILD_DIR's runtime
# with RUNPATH $ORIGIN/../lib (bench/cuda/make-gpu-bundle.sh puts the
# libraries there). rtclock and the print helpers come from
# bench/overlap/runner_utils.c instead of libmlir_c_runner_utils.
#
#   bench/overlap/build-aot.sh BUILD_DIR RUNTIME_LIB_DIR OUT_DIR
#
# Environment: TARGET (default bench/overlap/netns.target), NPS.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$(cd "$1" && pwd)"
RTLIB="$(cd "$2" && pwd)"
OUT="$3"
TARGET="${TARGET:-$ROOT/bench/overlap/netns.target}"
NPS="${NPS:-2 4}"
LLVM=/usr/lib/llvm-22
mkdir -p "$OUT"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
cc -O2 -c "$ROOT/bench/overlap/runner_utils.c" -o "$TMP/runner_utils.o"
inst() { python3 "$ROOT/bench/overlap/instantiate.py" "$@"; }

compile() { # in.mlir out [maco-opt pass args...]
  local in=$1 out=$2
  shift 2
  "$BUILD/bin/maco-opt" "$in" "$@" -maco-to-cpu |
    "$BUILD/bin/maco-translate" --mlir-to-llvmir > "$TMP/p.ll"
  "$LLVM/bin/llc" -O2 -filetype=obj -relocation-model=pic "$TMP/p.ll" -o "$TMP/p.o"
  "$LLVM/bin/llvm-objcopy" --redefine-sym main=maco_program_main "$TMP/p.o"
  cc "$TMP/p.o" "$TMP/runner_utils.o" -o "$out" -L"$RTLIB" -lmaco_main \
    -lmaco_cg -lmaco_runtime -lm -Wl,--enable-new-dtags -Wl,-rpath,'$ORIGIN/../lib'
}

CAR=(S=1048576 M=1024 STEPS=8)
TP=(B=256 D=1024 STEPS=8)
for np in $NPS; do
  g="GRID=${np}x1"
  inst "$ROOT/bench/overlap/compute-allreduce.mlir.in" "$TMP/car.mlir" "$g" AXES=[0] "${CAR[@]}"
  inst "$ROOT/bench/overlap/compute-allreduce.mlir.in" "$TMP/car-comp.mlir" "$g" AXES=[1] "${CAR[@]}"
  inst "$ROOT/bench/overlap/compute-allreduce.mlir.in" "$TMP/car-comm.mlir" "$g" AXES=[0] S=1048576 M=8 STEPS=8
  inst "$ROOT/bench/overlap/tp-mlp.mlir.in" "$TMP/tp.mlir" "$g" AXES=[0] H=1024 "${TP[@]}"
  inst "$ROOT/bench/overlap/tp-mlp.mlir.in" "$TMP/tp-comp.mlir" "$g" AXES=[1] H=1024 "${TP[@]}"
  inst "$ROOT/bench/overlap/tp-mlp.mlir.in" "$TMP/tp-comm.mlir" "$g" AXES=[0] H=8 "${TP[@]}"
  for sc in car tp; do
    compile "$TMP/$sc.mlir" "$OUT/$sc-seq-np$np"
    compile "$TMP/$sc.mlir" "$OUT/$sc-opt-np$np" -maco-optimize="target=$TARGET"
    compile "$TMP/$sc-comp.mlir" "$OUT/$sc-comp-np$np"
    compile "$TMP/$sc-comm.mlir" "$OUT/$sc-comm-np$np"
  done
done
echo "overlap programs written to $OUT: $(ls "$OUT" | tr '\n' ' ')"
