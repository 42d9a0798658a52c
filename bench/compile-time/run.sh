#!/usr/bin/env bash
# Compile time of maco-optimize on generated tensor-parallel transformer
# stacks of 1, 8, 32 and 128 layers (bench/compile-time/gen_tp_stack.py):
# best of 3 wall-clock runs of `maco-opt -maco-optimize`, per layer, and a
# gnuplot picture (docs/perf-img/compile-time.svg when gnuplot is present).
#   bench/compile-time/run.sh [BUILD_DIR] [OPTIONS]   (OPTIONS: maco-optimize{...})
set -eo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$(cd "${1:-$ROOT/build}" && pwd)"
OPTS="${2:-}"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
echo "| layers | ops | maco-optimize (s, best of 3) | per layer (ms) |"
echo "| ---: | ---: | ---: | ---: |"
: > "$TMP/data"
for L in 1 8 32 128; do
  python3 "$ROOT/bench/compile-time/gen_tp_stack.py" "$L" > "$TMP/s$L.mlir"
  ops=$(grep -c " = \| linalg.yield" "$TMP/s$L.mlir")
  best=""
  for rep in 1 2 3; do
    t=$( { /usr/bin/time -f %e "$BUILD/bin/maco-opt" "$TMP/s$L.mlir" \
             "-maco-optimize=$OPTS" -o /dev/null; } 2>&1 | tail -1)
    best=$(python3 -c "print(min(float('$t'), float('${best:-1e9}')))")
  done
  echo "$L $best" >> "$TMP/data"
  python3 -c "print(f'| $L | $ops | {$best:.2f} | {1000*$best/$L:.1f} |')"
done
if command -v gnuplot >/dev/null; then
  mkdir -p "$ROOT/docs/perf-img"
  gnuplot <<GP
set terminal svg size 560,360
set output "$ROOT/docs/perf-img/compile-time.svg"
set title "maco-optimize compile time, tensor-parallel stacks"
set xlabel "layers"; set ylabel "seconds (best of 3)"
set key left top; set grid
plot "$TMP/data" using 1:2 with linespoints title "maco-optimize"
GP
fi
