#!/usr/bin/env bash
# Builds every exported JAX program of examples/jax and examples/jax/ops
# for the GPU (maco-import, maco-compile --backend=cuda) and runs it on the
# recording backend at its rank count (scripts/gpu-record-check.py: every
# launch within the hardware's limits and the block-shape rule, no free of
# a buffer queued work may use, no host access of device memory). Prints
# one line per program with rank 0's counts; exits 1 if any fails.
#
#   scripts/gpu-record-jax.sh [FILTER-REGEX]
#
# MACO_BUILD_DIR (default build/) holds the tools and lib/record; the
# executables and reports go to a temporary directory.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${MACO_BUILD_DIR:-$ROOT/build}"
DATA="$ROOT/examples/jax/data"
OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
filter="${1:-}"
status=0
run() { # program ranks data-directory ("ops": examples/jax/ops/data/NAME_in*)
  local n=$1 np=$2 data=$3 ins=() f
  mkdir -p "$(dirname "$OUT/$n")"
  if ! "$BUILD/bin/maco-import" "$ROOT/examples/jax/$n.stablehlo.mlir" \
         -o "$OUT/$n.mlir" 2> "$OUT/$n.err" ||
     ! "$BUILD/bin/maco-compile" --backend=cuda "$OUT/$n.mlir" --entry=main \
         -o "$OUT/$n" 2>> "$OUT/$n.err"; then
    echo "$n: BUILD FAILED: $(head -c 300 "$OUT/$n.err")"
    status=1
    return
  fi
  if [[ "$data" == ops ]]; then
    for f in $(ls "$ROOT/examples/jax/ops/data" |
               grep -E "^$(basename "$n")_in[0-9]+\.npy\$" | sort -V); do
      ins+=("--input=$ROOT/examples/jax/ops/data/$f")
    done
  else
    for f in $(ls "$DATA/$data" | grep -E '^in[0-9]+\.npy$' | sort -V); do
      ins+=("--input=$DATA/$data/$f")
    done
  fi
  if python3 "$ROOT/scripts/gpu-record-check.py" --record-lib "$BUILD/lib/record" \
       --np "$np" --mpirun "mpiexec --oversubscribe" --timeout 300 "$OUT/$n" \
       "${ins[@]}" --output-dir="$OUT/$n.out" > "$OUT/$n.rec" 2>&1; then
    echo "$(grep -h 'rank 0:' "$OUT/$n.rec" | head -1)"
  else
    echo "$n: FAIL"; sed 's/^/  /' "$OUT/$n.rec" | tail -5
    status=1
  fi
}
while read -r n np data; do
  [[ -z "$filter" || "$n" =~ $filter ]] && run "$n" "$np" "$data"
done <<'LIST'
attn_tp2 2 attn
attn_tp4 4 attn
cond_dp2 2 cond
embed_tp2 2 embed
embed_cols_tp4 4 embed
ring_2 2 ring_2
rope_tp4 4 rope
scan_dp2 2 scan
sgd_loop_dp4 4 sgd_loop
slices_dp2 2 slices
smap_collectives_2 2 smap_collectives_2
smap_mesh2d 4 smap_mesh2d
sp_block2 2 sp_block
sp_block4 4 sp_block
swiglu_dp2_tp2 4 swiglu
while_dp2 2 while
gpt_dp2 2 gpt
gpt_dp2_tp2 4 gpt
LIST
# The training programs of examples/jax/ops (export_training_ops.py), on 2
# ranks.
for p in "$ROOT"/examples/jax/ops/*.stablehlo.mlir; do
  n="ops/$(basename "$p" .stablehlo.mlir)"
  [[ -z "$filter" || "$n" =~ $filter ]] && run "$n" 2 ops
done
exit $status
