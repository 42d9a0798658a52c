#!/usr/bin/env bash
# One measured (MACO_TRACE) and one predicted (maco-estimate) per-stream
# timeline of the optimized tensor-parallel MLP (bench/overlap/programs.sh, 2 ranks), drawn into
# docs/perf-img/tp-mlp-timeline.svg. Needs root (netns), gnuplot.
#   bench/overlap/timeline.sh [BUILD_DIR]
set -eo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$(cd "${1:-$ROOT/build}" && pwd)"
command -v gnuplot >/dev/null || apt-get install -y -qq gnuplot-nox >/dev/null
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
TARGET="$ROOT/bench/overlap/netns.target"
# shellcheck source=programs.sh
source "$ROOT/bench/overlap/programs.sh"
overlap_programs "$TMP" 2
"$ROOT/bench/netns/netns-mpirun.sh" -n 2 -x OPENBLAS_NUM_THREADS=1 \
  -x MACO_TRACE="$TMP/trace.json" -- "$BUILD/bin/maco-run" \
  --optimize-options="target=$TARGET" "$TMP/tp.mlir" 2>/dev/null | grep seconds
"$BUILD/bin/maco-opt" "$TMP/tp.mlir" -maco-optimize="target=$TARGET" |
  "$BUILD/bin/maco-opt" -maco-estimate="target=$TARGET trace-file=$TMP/pred.json" \
    -o /dev/null | grep -A0 "predicted:" | head -1
chunks=$("$BUILD/bin/maco-opt" "$TMP/tp.mlir" -maco-optimize="target=$TARGET" | grep -c all_reduce_start)
mkdir -p "$ROOT/docs/perf-img"
python3 "$ROOT/bench/overlap/timeline.py" "$TMP/trace.rank0.json" "$TMP/pred.json" \
  "$chunks" "$ROOT/docs/perf-img/tp-mlp-timeline.svg"
rm -f "$ROOT/docs/perf-img/tp-mlp-timeline.svg.dat"
