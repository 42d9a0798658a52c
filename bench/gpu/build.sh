#!/usr/bin/env bash
# Builds the GPU benchmarks of docs/perf.md ("GPU machine") ahead of time
# with maco-to-cuda, for the bundle (bench/device/make-bundle.sh) and run
# by bench/device/run-all.sh, part "tables":
#   OUT/gpu-ew               element-wise copy, bias + ReLU, add over
#                            EW_R x EW_C f32 (ew.mlir.in)
#   OUT/gpu-mlp-{f32,bf16}   the tensor-parallel MLP layer (mlp.mlir.in),
#                            maco-optimize (OPTIMIZE), grid `?` (any rank count)
#   OUT/gpu-mlp-bf16-seq     the bf16 layer without maco-optimize (unchunked)
#   OUT/gpu-mlp-bf16-cK      maco-optimize{chunks=K guard=false}, K in GPU_CHUNKS
#                            (guard=false: the cost model cannot size a
#                            collective over a dynamic grid and would keep
#                            the function unchunked)
#   OUT/gpu-car-{seq,opt,comp,comm}   GEMM ∥ all-reduce on a 2x1 grid
#                            (car.mlir.in): --no-optimize, maco-optimize,
#                            the all-reduce over a group of one, M = 8
#   OUT/gpu-bench.env        the sizes and step counts (sourced by run-all.sh,
#                            which gives them to bench/gpu/torch_ref.py)
#   OUT/gpu-bench.txt        one line per program: "<exe> <ranks> <bounds>",
#                            ranks the counts it runs at (comma-separated),
#                            bounds what the recording backend must count on
#                            every rank (run-all.sh checks them in record
#                            mode: the work of every step is there, chunks
#                            really split, the optimized GEMM ∥ all-reduce
#                            really starts the all-reduce on its own stream,
#                            nothing large is managed memory)
# Linked like bench/device/build-examples.sh's GPU builds (runner_utils.c,
# RUNPATH the bundle's lib/ then BUILD/lib).
#
#   bench/gpu/build.sh [BUILD_DIR] OUT
#
# Environment: the sizes below (EW_R, MLP_B, ...), GPU_CHUNKS (default
# "1 2 4 8"), OPTIMIZE (the maco-optimize options of the MLP layer and the
# optimized GEMM ∥ all-reduce; default target=h100-nvlink-8, the target
# maco-compile and maco-run give GPU builds).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$(cd "${1:-$ROOT/build}" && pwd)"
OUT="$2"
LLVM=/usr/lib/llvm-22
command -v ptxas >/dev/null || export PATH="$PATH:/usr/local/cuda/bin"
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
current=""
trap 'echo "bench/gpu/build.sh: failed while building $current (command above)" >&2' ERR

# Sizes. Element-wise: 64 Mi f32 (256 MiB a tensor). MLP: B tokens, model
# width D, hidden shard HS per rank (H = HS x ranks), f32 and bf16.
# GEMM ∥ all-reduce: S f32 all-reduced (64 MiB) beside two M^3 f32 GEMMs.
EW_R=${EW_R:-65536} EW_C=${EW_C:-1024} EW_STEPS=${EW_STEPS:-50} EW_REPS=${EW_REPS:-3}
MLP_B=${MLP_B:-4096} MLP_D=${MLP_D:-4096} MLP_HS=${MLP_HS:-16384}
MLP_STEPS_F32=${MLP_STEPS_F32:-5} MLP_STEPS_BF16=${MLP_STEPS_BF16:-20} MLP_REPS=${MLP_REPS:-3}
CAR_S=${CAR_S:-16777216} CAR_M=${CAR_M:-8192} CAR_STEPS=${CAR_STEPS:-4} CAR_REPS=${CAR_REPS:-3}
GPU_CHUNKS="${GPU_CHUNKS-1 2 4 8}"
OPTIMIZE="${OPTIMIZE-target=h100-nvlink-8}"
inv() { python3 -c "import sys; print(repr(1.0 / int(sys.argv[1])))" "$1"; }

cc -O2 -c "$ROOT/bench/overlap/runner_utils.c" -o "$TMP/runner_utils.o"
compile() { # in.mlir exe [maco-opt args before --maco-to-cuda...]
  local in=$1 exe=$2
  shift 2
  current="$exe"
  "$BUILD/bin/maco-opt" "$in" --maco-frontend "$@" --maco-to-cuda -o "$TMP/p.mlir"
  "$BUILD/bin/maco-translate" --mlir-to-llvmir "$TMP/p.mlir" -o "$TMP/p.ll"
  "$LLVM/bin/opt" -O2 "$TMP/p.ll" -o "$TMP/p.bc"
  "$LLVM/bin/llc" -O2 -filetype=obj -relocation-model=pic "$TMP/p.bc" -o "$TMP/p.o"
  "$LLVM/bin/llvm-objcopy" --redefine-sym main=maco_program_main "$TMP/p.o"
  cc "$TMP/p.o" -o "$OUT/$exe" -L"$BUILD/lib" -lmaco_main -lmaco_cg -lmaco_runtime_cuda \
    -lmaco_runtime "$TMP/runner_utils.o" -lm \
    -Wl,--enable-new-dtags -Wl,-rpath,'$ORIGIN/../lib':"$BUILD/lib"
}
inst() { python3 "$ROOT/bench/overlap/instantiate.py" "$@"; }
list="$OUT/gpu-bench.txt"
: > "$list"
# Every rank: no invalid launch, at most 64 bytes of managed memory (the
# 1x1 copies the host reads).
common="violations==0,alloc_managed_bytes<=64"

# Element-wise.
n=$(( EW_R * EW_C ))
r=$(( (EW_REPS + 1) * EW_STEPS ))
inst "$ROOT/bench/gpu/ew.mlir.in" "$TMP/ew.mlir" R="$EW_R" C="$EW_C" N="$n" \
  B2=$(( 8 * n )) B3=$(( 12 * n )) REPS1=$(( EW_REPS + 1 )) STEPS="$EW_STEPS"
compile "$TMP/ew.mlir" gpu-ew --maco-optimize
echo "gpu-ew 1 $common,launches>=$(( 3 * r ))" >> "$list"

# The MLP layer.
for t in f32 bf16; do
  steps=$MLP_STEPS_F32
  [[ $t == bf16 ]] && steps=$MLP_STEPS_BF16
  r=$(( (MLP_REPS + 1) * steps ))
  args=(B="$MLP_B" D="$MLP_D" HS="$MLP_HS" T="$t" GRID='?' REPS1=$(( MLP_REPS + 1 ))
        STEPS="$steps" INVD="$(inv "$MLP_D")" INVHS="$(inv "$MLP_HS")")
  inst "$ROOT/bench/gpu/mlp.mlir.in" "$TMP/mlp-$t.mlir" NAME="mlp-$t" "${args[@]}"
  compile "$TMP/mlp-$t.mlir" "gpu-mlp-$t" --maco-optimize="$OPTIMIZE"
  echo "gpu-mlp-$t 1,2 $common,gemms==$(( 2 * r )),collectives>=$r" >> "$list"
  [[ $t == bf16 ]] || continue
  inst "$ROOT/bench/gpu/mlp.mlir.in" "$TMP/mlp-seq.mlir" NAME="mlp-$t-seq" "${args[@]}"
  compile "$TMP/mlp-seq.mlir" "gpu-mlp-$t-seq"
  echo "gpu-mlp-$t-seq 1,2 $common,gemms==$(( 2 * r )),collectives>=$r" >> "$list"
  for k in $GPU_CHUNKS; do
    inst "$ROOT/bench/gpu/mlp.mlir.in" "$TMP/mlp-c$k.mlir" NAME="mlp-$t-c$k" "${args[@]}"
    compile "$TMP/mlp-c$k.mlir" "gpu-mlp-$t-c$k" --maco-optimize="chunks=$k guard=false"
    echo "gpu-mlp-$t-c$k 1,2 $common,gemms==$(( 2 * k * r )),collectives>=$(( k * r ))" >> "$list"
  done
done

# GEMM ∥ all-reduce on 2 ranks.
r=$(( (CAR_REPS + 1) * CAR_STEPS ))
car_starts=0
for v in seq opt comp comm; do
  m=$CAR_M axes='[0]' opts=() bounds="gemms==$(( 2 * r ))"
  case $v in
    seq) bounds+=",collectives>=$r,event_records==0" ;;
    opt) opts=(--maco-optimize="$OPTIMIZE"); bounds+=",collectives>=$r,event_records>=$r" ;;
    comp) axes='[1]' bounds+=",collectives<=2" ;;
    comm) m=8 bounds+=",collectives>=$r" ;;
  esac
  inst "$ROOT/bench/gpu/car.mlir.in" "$TMP/car-$v.mlir" NAME="car-$v" S="$CAR_S" M="$m" \
    INVM="$(inv "$m")" GRID=2x1 AXES="$axes" REPS1=$(( CAR_REPS + 1 )) STEPS="$CAR_STEPS"
  compile "$TMP/car-$v.mlir" "gpu-car-$v" "${opts[@]}"
  echo "gpu-car-$v 2 $common,$bounds" >> "$list"
  if [[ $v == opt ]]; then
    # Whether maco-optimize started the all-reduce (the cost model may keep
    # it blocking at some sizes): tables.py says so beside the table.
    car_starts=$("$BUILD/bin/maco-opt" "$TMP/car-$v.mlir" --maco-frontend "${opts[@]}" |
                   grep -c 'maco.all_reduce_start' || true)
  fi
done

cat > "$OUT/gpu-bench.env" <<EOF
# Written by bench/gpu/build.sh: the sizes the GPU benchmarks were built with.
EW_R=$EW_R EW_C=$EW_C EW_STEPS=$EW_STEPS EW_REPS=$EW_REPS
MLP_B=$MLP_B MLP_D=$MLP_D MLP_HS=$MLP_HS MLP_REPS=$MLP_REPS
MLP_STEPS_F32=$MLP_STEPS_F32 MLP_STEPS_BF16=$MLP_STEPS_BF16
CAR_S=$CAR_S CAR_M=$CAR_M CAR_STEPS=$CAR_STEPS CAR_REPS=$CAR_REPS
GPU_CHUNKS="$GPU_CHUNKS" CAR_OPT_STARTS=$car_starts
EOF
echo "built $(wc -l < "$list") GPU benchmarks in $OUT"
