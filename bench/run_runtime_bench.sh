#!/usr/bin/env bash
# Runs the runtime benchmarks (collective sweep, combined vs separate
# all-reduce, runtime overhead vs direct MPI) for 2 and 4 ranks and draws the
# bus-bandwidth curves with gnuplot.
#
# usage: bench/run_runtime_bench.sh [BUILD_DIR] [OUT_DIR]
#   BUILD_DIR  a configured+built tree (default: build, then build-rt)
#   OUT_DIR    raw results (default: BUILD_DIR/bench-results/runtime)
# Pictures go to docs/perf-img/runtime_busbw_np{2,4}.svg.
# Environment: NPS="2 4", MAX_BYTES=67108864, MIN_TIME=0.15 (s per size),
#   PLOT_ONLY=1 redraws the pictures from OUT_DIR without running anything.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BUILD="${1:-}"
if [[ -z "$BUILD" ]]; then
  for d in "$ROOT/build" "$ROOT/build-rt"; do
    [[ -x "$d/bench/runtime/coll_sweep" ]] && BUILD="$d" && break
  done
fi
[[ -n "${PLOT_ONLY:-}" || ( -n "$BUILD" && -x "$BUILD/bench/runtime/coll_sweep" ) ]] || {
  echo "error: no built bench/runtime/coll_sweep; build first (ninja -C BUILD)" >&2
  exit 1
}
OUT="${2:-$BUILD/bench-results/runtime}"
IMG="$ROOT/docs/perf-img"
mkdir -p "$OUT" "$IMG"
NPS="${NPS:-2 4}"
MAX_BYTES="${MAX_BYTES:-67108864}"
MIN_TIME="${MIN_TIME:-0.15}"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_rmaps_base_oversubscribe=1 OPENBLAS_NUM_THREADS=1
BIN="$BUILD/bench/runtime"

if [[ -z "${PLOT_ONLY:-}" ]]; then
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "nproc: $(nproc)"
  echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
  echo "mpi: $(mpirun --version 2>&1 | head -1)"
  echo "git: $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)"
  echo "load average at start: $(cut -d" " -f1-3 /proc/loadavg)"
} > "$OUT/machine.txt"
cat "$OUT/machine.txt"

# Per-call software overhead in absolute terms: 1 rank, where MPI_Allreduce
# is a local copy.
echo "== overhead_bench np=1"
mpirun -np 1 "$BIN/overhead_bench" --bytes 8 --bytes 4096 \
  | tee "$OUT/overhead_np1.txt"

for np in $NPS; do
  # 4 ranks on 2 cores: oversubscribed, ranks must yield while polling.
  extra=()
  if (( np > $(nproc) )); then extra=(--mca mpi_yield_when_idle 1); fi
  echo "== coll_sweep np=$np"
  mpirun -np "$np" --oversubscribe "${extra[@]}" "$BIN/coll_sweep" \
    --max-bytes "$MAX_BYTES" --min-time "$MIN_TIME" --out "$OUT" \
    | tee "$OUT/sweep_np$np.txt"
  echo "== combine_bench np=$np"
  mpirun -np "$np" --oversubscribe "${extra[@]}" "$BIN/combine_bench" \
    | tee "$OUT/combine_np$np.txt"
  echo "== overhead_bench np=$np"
  mpirun -np "$np" --oversubscribe "${extra[@]}" "$BIN/overhead_bench" \
    | tee "$OUT/overhead_np$np.txt"
done
fi

if command -v gnuplot >/dev/null; then
  for np in $NPS; do
    gnuplot <<GP
set terminal svg size 800,500 dynamic font "sans,11"
set output "$IMG/runtime_busbw_np$np.svg"
set title "maco runtime (cpu/MPI backend), $np ranks, f32: bus bandwidth"
set logscale x 2
set format x "%.0b %BB"
set xlabel "message size (nccl-tests convention)"
set ylabel "bus bandwidth (GB/s)"
set key top left noenhanced
set grid
plot for [c in "all_reduce all_gather reduce_scatter broadcast all_to_all permute"] \
  "$OUT/sweep_np${np}_".c.".dat" using 1:4 with linespoints title c
GP
  done
  echo "pictures: $IMG/runtime_busbw_np*.svg"
fi
echo "raw results: $OUT"
