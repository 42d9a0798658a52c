#!/usr/bin/env bash
# Compile time on generated tensor-parallel transformer stacks
# (bench/compile-time/gen_tp_stack.py) of LAYERS layers (default 1 8 32 128
# 256 1024): `maco-opt -maco-optimize` alone (best of 3 wall-clock runs, and
# per layer), and the whole lowering `maco-opt --maco-frontend
# --maco-optimize --maco-to-cpu` (best of FULL_REPS runs, default 3, each
# cut at FULL_TIMEOUT seconds, default 120; "> T" when cut), twice: as
# maco-opt runs it (the verifier after every pass) and as maco-run and
# maco-compile run it (-verify-each=0: the verifier on the input and the
# output only). When both 256 and 1024 layers ran, the ratios of their
# whole-lowering times follow the table (4.0 would be linear). A gnuplot
# picture of the first column goes to docs/perf-img/compile-time.svg when
# gnuplot is present.
#   bench/compile-time/run.sh [BUILD_DIR] [OPTIONS]   (OPTIONS: maco-optimize{...})
#   LAYERS="1 8 32" FULL_TIMEOUT=60 FULL_REPS=1 bench/compile-time/run.sh
set -eo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$(cd "${1:-$ROOT/build}" && pwd)"
OPTS="${2:-}"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
LAYERS="${LAYERS:-1 8 32 128 256 1024}"
FULL_TIMEOUT="${FULL_TIMEOUT:-120}"
FULL_REPS="${FULL_REPS:-3}"
# timed COMMAND...: "STATUS SECONDS" of one run, its output dropped (no
# /usr/bin/time needed: the GPU machine has none).
timed() {
  local t0 rc=0
  t0=$(date +%s%N)
  "$@" > /dev/null 2>&1 || rc=$?
  echo "$rc $(( $(date +%s%N) - t0 ))" | awk '{printf "%s %.2f\n", $1, $2 / 1e9}'
}
# best_of FILE ARGS...: "STATUS SECONDS" of the fastest of FULL_REPS whole
# lowerings of FILE (maco-opt ARGS); the first run that fails or is cut
# ends the repetitions and is reported instead.
best_of() {
  local file=$1 rep run best=""
  shift
  for ((rep = 0; rep < FULL_REPS; rep++)); do
    run=$(timed timeout "$FULL_TIMEOUT" "$BUILD/bin/maco-opt" \
               "$file" --maco-frontend "-maco-optimize=$OPTS" --maco-to-cpu "$@" -o /dev/null)
    if [[ ${run%% *} != 0 ]]; then
      echo "$run"
      return
    fi
    if [[ -z $best ]] || python3 -c "import sys; sys.exit(not float('${run#* }') < float('${best#* }'))"; then
      best=$run
    fi
  done
  echo "$best"
}
echo "| layers | ops | maco-optimize (s, best of 3) | per layer (ms) | maco-frontend + maco-optimize + maco-to-cpu (s, best of $FULL_REPS) | per layer (ms) | the same, -verify-each=0 (s) | per layer (ms) |"
echo "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
: > "$TMP/data"
: > "$TMP/full"
for L in $LAYERS; do
  python3 "$ROOT/bench/compile-time/gen_tp_stack.py" "$L" > "$TMP/s$L.mlir"
  ops=$(grep -c " = \| linalg.yield" "$TMP/s$L.mlir")
  best=""
  for rep in 1 2 3; do
    t=$(timed "$BUILD/bin/maco-opt" "$TMP/s$L.mlir" "-maco-optimize=$OPTS" -o /dev/null)
    t=${t#* }
    best=$(python3 -c "print(min(float('$t'), float('${best:-1e9}')))")
  done
  echo "$L $best" >> "$TMP/data"
  full=$(best_of "$TMP/s$L.mlir")
  quick=$(best_of "$TMP/s$L.mlir" -verify-each=0)
  echo "$L $full $quick" >> "$TMP/full"
  python3 - "$L" "$ops" "$best" "$full" "$quick" "$FULL_TIMEOUT" <<'PY'
import sys
L, ops, best, full, quick, limit = sys.argv[1:]
L, best = int(L), float(best)
def col(run):
    status, _, elapsed = run.partition(" ")
    if status == "0":
        f = float(elapsed)
        return f"{f:.2f} | {1000 * f / L:.1f}"
    if status == "124":
        return f"> {limit} | —"
    return f"failed (exit {status}) | —"
print(f"| {L} | {ops} | {best:.2f} | {1000 * best / L:.1f} | {col(full)} | {col(quick)} |")
PY
done
python3 - "$TMP/full" <<'PY'
import sys
runs = {}
for line in open(sys.argv[1]):
    f = line.split()
    runs[int(f[0])] = f[1:]
if 256 in runs and 1024 in runs:
    def ratio(i):
        a, b = runs[256][i:i + 2], runs[1024][i:i + 2]
        if a[0] != "0" or b[0] != "0":
            return "—"
        return f"{float(b[1]) / float(a[1]):.2f}"
    print()
    print(f"whole lowering, 1024 / 256 layers: {ratio(0)} (maco-opt), "
          f"{ratio(2)} (-verify-each=0); linear: 4.00")
PY
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
