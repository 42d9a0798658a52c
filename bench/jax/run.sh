#!/usr/bin/env bash
# maco-optimize against --no-optimize on the imported JAX programs
# (examples/jax): each program is imported with maco-import, then run by
# maco-run on its entry with JAX's inputs, on the rank count it was
# exported for, with --repeat=CALLS (the time per call of the slowest rank,
# between barriers; compilation excluded). Optimized and unoptimized runs
# alternate, ROUNDS times each; the median of each and their ratio are
# printed (ratio < 1: the optimized program is faster). A benchmark, not a
# test: the numbers depend on the machine and its load.
#
#   bench/jax/run.sh [BUILD_DIR] [ROUNDS] [CALLS]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$(cd "${1:-$ROOT/build}" && pwd)"
ROUNDS="${2:-5}"
CALLS="${3:-2000}"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_rmaps_base_oversubscribe=1
D="$ROOT/examples/jax/data"
IN=(--input="$D/in_ln_scale.npy" --input="$D/in_ln_bias.npy"
    --input="$D/in_w1.npy" --input="$D/in_b1.npy" --input="$D/in_w2.npy"
    --input="$D/in_b2.npy" --input="$D/in_x.npy")
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

# per call (us) of one run: maco-run prints "... N calls on R ranks, T us per call ..."
per_call() {
  local np="$1"; shift
  mpirun -np "$np" "$BUILD/bin/maco-run" "$@" --output-dir="$TMP/out" \
    --repeat="$CALLS" 2>/dev/null | sed -n 's/.* \([0-9.]*\) us per call.*/\1/p'
}
median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

printf '%-14s %5s %14s %14s %8s\n' program ranks "optimized us" "--no-opt us" ratio
for spec in mlp_tp2:2 mlp_tp4:4 train_dp2:2 train_dp4:4 train_dp2_tp2:4; do
  name="${spec%%:*}"; np="${spec##*:}"
  "$BUILD/bin/maco-import" "$ROOT/examples/jax/$name.stablehlo.mlir" -o "$TMP/$name.mlir"
  args=("$TMP/$name.mlir" --entry=main "${IN[@]}")
  [[ "$name" == train* ]] && args+=(--input="$D/in_target.npy")
  : >"$TMP/opt"; : >"$TMP/ref"
  for ((r = 0; r < ROUNDS; ++r)); do
    per_call "$np" "${args[@]}" >>"$TMP/opt"
    per_call "$np" --no-optimize "${args[@]}" >>"$TMP/ref"
  done
  opt="$(median <"$TMP/opt")"; ref="$(median <"$TMP/ref")"
  printf '%-14s %5s %14.3f %14.3f %8.3f\n' "$name" "$np" "$opt" "$ref" \
    "$(awk -v a="$opt" -v b="$ref" 'BEGIN {print a / b}')"
done
