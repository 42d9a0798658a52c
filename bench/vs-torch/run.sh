#!/usr/bin/env bash
# maco against PyTorch, side by side, on the CPU at 2 ranks: the programs of
# bench/vs-torch/models.py (tp_mlp: a tensor-parallel transformer MLP
# block, batch 256, model 512, hidden 2048; tp_attn: causal attention,
# batch 4, sequence 256, model 512, 8 heads over tp; tp_train: a
# transformer block's training step, batch 4, sequence 128, model 256,
# the loss and every gradient), each with its ColwiseParallel /
# RowwiseParallel plan over tp = 2.
#
#   bench/vs-torch/run.sh [BUILD_DIR] [ROUNDS]      (defaults: build, 5)
#
# needs torch and torch-mlir in BUILD_DIR/venv-torch (MACO_WITH_TORCH=1
# scripts/setup.sh) and BUILD_DIR/bin/{maco-opt,maco-compile}.
#
# Four ways to run the same step, alternating (maco, tp, eager, compile,
# maco, ...) ROUNDS times per program:
#   maco     exported with maco_import.torch.export, compiled ahead of time
#            with maco-compile, `mpirun -np 2 ./P --input-dir=... --repeat=5`:
#            the time per call of the slowest rank, after a first call
#   tp       PyTorch's own tensor parallelism: parallelize_module with the
#            same plan over 2 gloo ranks (mpirun -np 2, one thread each)
#   eager    PyTorch eager, one process, 2 threads (the same 2 cores)
#   compile  torch.compile (Inductor, C++ on the CPU), one process, 2 threads
# (bench/vs-torch/time_torch.py: median of 5 timings of 5 steps after 3
# warm-up steps). Printed: the median ms/step of each, and the median of the
# per-round ratios maco/X (> 1: maco is slower). maco's results are compared
# with PyTorch eager's (export.py): the script fails (exit 1) if the largest
# relative difference is over 1e-4.
# A benchmark, not a test: the numbers depend on the machine and its load.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$(cd "${1:-$ROOT/build}" && pwd)"
ROUNDS="${2:-5}"
HERE="$ROOT/bench/vs-torch"
PY="$BUILD/venv-torch/bin/python3"
NP=2
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_rmaps_base_oversubscribe=1 MACO_OPT="$BUILD/bin/maco-opt"
"$PY" -c 'import torch, torch_mlir' 2>/dev/null ||
  { echo "run.sh: no torch/torch-mlir in $PY (MACO_WITH_TORCH=1 scripts/setup.sh)" >&2; exit 1; }
W="$(mktemp -d)"
trap 'rm -rf "$W"' EXIT

median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

"$PY" "$HERE/export.py" "$W" "$NP"

maco_ms() {
  local p="$1" out us
  out="$(mpirun -np "$NP" "$W/$p.exe" --input-dir="$W/$p/args" --output-dir="$W/$p.out" --repeat=5 2>&1)" ||
    { printf 'run.sh: %s failed:\n%s\n' "$p" "$out" >&2; return 1; }
  us="$(sed -n 's/.* \([0-9.]*\) us per call.*/\1/p' <<<"$out")"
  [[ -n "$us" ]] || { printf 'run.sh: %s printed no time:\n%s\n' "$p" "$out" >&2; return 1; }
  awk -v u="$us" 'BEGIN {printf "%.3f\n", u / 1000}'
}
torch_ms() {
  local mode="$1" p="$2" out
  if [[ "$mode" == tp ]]; then
    out="$(mpirun -np "$NP" -x OMP_NUM_THREADS=1 "$PY" "$HERE/time_torch.py" tp "$p" 1 2>/dev/null)"
  else
    out="$("$PY" "$HERE/time_torch.py" "$mode" "$p" "$NP" 2>/dev/null)"
  fi
  awk -v p="$p" -v m="$mode" '$1 == p && $2 == m {print $3}' <<<"$out" | tail -1
}

printf '%-9s %9s %9s %9s %9s %11s %11s %11s %10s\n' program maco tp eager compile \
  maco/tp maco/eager maco/compile "max rel"
for p in tp_mlp tp_attn tp_train; do
  "$BUILD/bin/maco-compile" "$W/$p/program.mlir" --entry=main -o "$W/$p.exe"
  : > "$W/maco" ; : > "$W/tp" ; : > "$W/eager" ; : > "$W/compile" ; : > "$W/ratios"
  for ((r = 0; r < ROUNDS; r++)); do
    m="$(maco_ms "$p")"; echo "$m" >> "$W/maco"
    line="$m"
    for mode in tp eager compile; do
      t="$(torch_ms "$mode" "$p")"; echo "$t" >> "$W/$mode"; line="$line $t"
    done
    echo "$line" >> "$W/ratios"
  done
  rel="$("$PY" - "$W/$p" "$W/$p.out" <<'PYEOF'
import glob, os, sys
import numpy as np
ref_dir, out = sys.argv[1], sys.argv[2]
worst = 0.0
for ref in sorted(glob.glob(os.path.join(ref_dir, "expected", "result*.npy"))):
    a = np.load(ref)
    b = np.load(os.path.join(out, os.path.basename(ref)))
    worst = max(worst, float(np.abs(a - b).max() / (np.abs(a).max() or 1)))
print(f"{worst:.1e}")
PYEOF
)"
  ratio() { awk -v c="$1" '{print $1 / $c}' "$W/ratios" | median; }
  printf '%-9s %9.3f %9.3f %9.3f %9.3f %11.2f %11.2f %11.2f %10s\n' "$p" \
    "$(median < "$W/maco")" "$(median < "$W/tp")" "$(median < "$W/eager")" \
    "$(median < "$W/compile")" "$(ratio 2)" "$(ratio 3)" "$(ratio 4)" "$rel"
  awk -v r="$rel" 'BEGIN {exit !(r + 0 <= 1e-4)}' ||
    { echo "run.sh: $p differs from PyTorch eager (max rel $rel)" >&2; exit 1; }
done
echo "(ms per step, medians of $ROUNDS rounds; ratios: medians of the per-round ratios; $NP ranks / $NP threads)"
