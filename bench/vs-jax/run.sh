#!/usr/bin/env bash
# maco against JAX, side by side, on the CPU at 2 ranks / 2 host devices:
# the same sharded programs (bench/vs-jax/export.py: tp_mlp, the
# tensor-parallel transformer MLP block at batch 256, model 512, hidden 2048;
# dp_sgd, one data-parallel SGD step of a 256 -> 1024 -> 16 MLP on 512 rows;
# tp_attn, a causal attention block, batch 4, sequence 256, model 512, 8
# heads split over tp; dp_embed and dp_xent, SGD steps of an embedding
# table and of an output projection with integer labels, whose gradients
# are scatter-adds; dp_patch and dp_conv1d, SGD steps of a ViT's patch
# embedding and of a causal 1-D convolution),
# exported from JAX as StableHLO with their shardings, imported with
# maco-import, compiled ahead of time with maco-compile (entry @main), and
# run with JAX's inputs.
#
#   bench/vs-jax/run.sh [BUILD_DIR] [ROUNDS]      (defaults: build, 5)
#
# needs JAX in BUILD_DIR/venv (MACO_WITH_JAX=1 scripts/setup.sh) and
# BUILD_DIR/bin/{maco-import,maco-compile} (and maco-opt, which maco-import
# calls). Extra export.py flags (sizes) can be given in EXPORT_FLAGS, e.g.
# EXPORT_FLAGS="--batch 128 --sgd-act gelu" bench/vs-jax/run.sh; PROGRAMS
# (default "tp_mlp dp_sgd tp_attn dp_embed dp_xent dp_patch dp_conv1d")
# chooses which run.
#
# Time per step, both as (t(6 steps) - t(1 step)) / 5, so that startup,
# compilation and the first call are excluded:
#   maco  the executable run by `mpirun -np 2 ./P --input=... --repeat=5`:
#         after the first call (whose results --output-dir gets) it calls
#         the function 5 more times between two barriers and prints the time
#         per call of the slowest rank, which is that quantity.
#   JAX   bench/vs-jax/time_jax.py: the jitted function on inputs already
#         device_put with their shardings, a warm-up call first, each call
#         followed by jax.block_until_ready.
# The two alternate (maco, JAX, maco, JAX, ...) ROUNDS times per program;
# printed: the median ms/step of each and the median of the per-round
# ratios maco/JAX (> 1: maco is slower). maco's results (of the last round)
# are compared with JAX's (export.py's references): the largest absolute
# difference is printed, and the script fails (exit 1) if it is over 1e-3.
# A benchmark, not a test: the numbers depend on the machine and its load.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$(cd "${1:-$ROOT/build}" && pwd)"
ROUNDS="${2:-5}"
HERE="$ROOT/bench/vs-jax"
PY="$BUILD/venv/bin/python3"
NP=2
TOL=1e-3
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_rmaps_base_oversubscribe=1
"$PY" -c 'import jax' 2>/dev/null ||
  { echo "run.sh: no jax in $PY (MACO_WITH_JAX=1 scripts/setup.sh)" >&2; exit 1; }
W="$(mktemp -d)"
trap 'rm -rf "$W"' EXIT

median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

# shellcheck disable=SC2086
"$PY" "$HERE/export.py" "$W" ${EXPORT_FLAGS:-} >&2

# maco's ms/step of one run (us per call of --repeat=5 / 1000).
maco_ms() {
  local p="$1" out us
  out="$(mpirun -np "$NP" "$W/$p.exe" "${IN[@]}" --output-dir="$W/$p.out" --repeat=5 2>&1)" ||
    { printf 'run.sh: %s failed:\n%s\n' "$p" "$out" >&2; return 1; }
  us="$(sed -n 's/.* \([0-9.]*\) us per call.*/\1/p' <<<"$out")"
  [[ -n "$us" ]] || { printf 'run.sh: %s printed no time:\n%s\n' "$p" "$out" >&2; return 1; }
  awk -v u="$us" 'BEGIN {print u / 1000}'
}

FAILED=()
printf '%-8s %5s %14s %14s %12s %12s\n' program ranks "maco ms/step" "JAX ms/step" "maco/JAX" "max |err|"
for p in ${PROGRAMS:-tp_mlp dp_sgd tp_attn dp_embed dp_xent dp_patch dp_conv1d}; do
  "$BUILD/bin/maco-import" "$W/$p.stablehlo.mlir" -o "$W/$p.mlir"
  "$BUILD/bin/maco-compile" "$W/$p.mlir" --entry=main -o "$W/$p.exe"
  mapfile -t IN < <(sed 's/^/--input=/' "$W/$p.inputs")
  : >"$W/maco"; : >"$W/jax"; : >"$W/ratio"
  for ((r = 0; r < ROUNDS; ++r)); do
    m="$(maco_ms "$p")"
    j="$("$PY" "$HERE/time_jax.py" "$W" "$p" | sed -n 's/^ms\/step //p')"
    [[ -n "$j" ]] || { echo "run.sh: time_jax.py $p printed no time" >&2; exit 1; }
    echo "$m" >>"$W/maco"; echo "$j" >>"$W/jax"
    awk -v a="$m" -v b="$j" 'BEGIN {print a / b}' >>"$W/ratio"
  done
  # maco's results (result0.npy, ...) against JAX's (ref0.npy, ...).
  err="$("$PY" - "$W/$p.refs" "$W/$p.out" <<'EOF'
import os, sys
import numpy as np
refs = open(sys.argv[1]).read().split()
err = 0.0
for j, ref in enumerate(refs):
    got = np.load(os.path.join(sys.argv[2], f"result{j}.npy"))
    want = np.load(ref)
    if got.shape != want.shape or got.dtype != want.dtype:
        print(f"result{j}: {got.dtype}{got.shape}, expected {want.dtype}{want.shape}", file=sys.stderr)
        err = float("inf")
        continue
    d = np.abs(got.astype(np.float64) - want)
    err = max(err, float(np.max(d)) if np.all(np.isfinite(d)) else float("inf"))
print(f"{err:.3g}")
EOF
)"
  printf '%-8s %5s %14.3f %14.3f %12.2f %12s\n' "$p" "$NP" \
    "$(median <"$W/maco")" "$(median <"$W/jax")" "$(median <"$W/ratio")" "$err"
  if awk -v e="$err" -v t="$TOL" 'BEGIN {exit !(e == "inf" || e + 0 > t + 0)}'; then
    echo "FAILED: $p: maco's results differ from JAX's by $err > $TOL" >&2
    FAILED+=("$p")
  fi
done
[[ ${#FAILED[@]} -eq 0 ]] || { echo "FAILED: ${FAILED[*]}" >&2; exit 1; }
